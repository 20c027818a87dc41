//! OpenAI Chat Completions message lists: a JSON array of messages, or an object with a
//! `messages` array and no `summary` (that is our own record). Messages are our own
//! [`Message`] shape already (`role`, `content` as a string or parts, `tool_calls`,
//! `tool_call_id`, `name`).
//!
//! Source: OpenAI API reference, "Create chat completion", request body `messages`.

use super::{Transcript, TranscriptError, TranscriptFormat};
use crate::record::Message;

fn messages_value(v: &serde_json::Value) -> Option<&Vec<serde_json::Value>> {
    match v {
        serde_json::Value::Array(a) => Some(a),
        serde_json::Value::Object(o) if !o.contains_key("summary") => o.get("messages")?.as_array(),
        _ => None,
    }
}

/// An array of objects that all have a Chat Completions `role` (and no Anthropic content
/// blocks such as `tool_use` / `tool_result`).
pub(super) fn sniff(text: &str) -> bool {
    let Ok(v) = serde_json::from_str::<serde_json::Value>(text) else {
        return false;
    };
    let Some(msgs) = messages_value(&v) else {
        return false;
    };
    !msgs.is_empty()
        && msgs.iter().all(|m| {
            matches!(
                m.get("role").and_then(|r| r.as_str()),
                Some("system" | "developer" | "user" | "assistant" | "tool" | "function")
            )
        })
        && !msgs.iter().any(|m| {
            m.get("content")
                .and_then(|c| c.as_array())
                .is_some_and(|parts| {
                    parts.iter().any(|p| {
                        matches!(
                            p.get("type").and_then(|t| t.as_str()),
                            Some("tool_use" | "tool_result" | "thinking")
                        )
                    })
                })
        })
}

pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    let invalid = |at: String, message: String| TranscriptError::Invalid {
        what: String::new(),
        format: TranscriptFormat::OpenaiChat,
        at,
        message,
    };
    let v: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| invalid(format!("line {}", e.line()), e.to_string()))?;
    let msgs = messages_value(&v).ok_or_else(|| {
        invalid(
            "(document)".into(),
            "expected an array of messages or {\"messages\": [...]}".into(),
        )
    })?;
    let mut messages = Vec::with_capacity(msgs.len());
    for (i, m) in msgs.iter().enumerate() {
        let msg: Message = serde_path_to_error::deserialize(m)
            .map_err(|e| invalid(format!("[{i}].{}", e.path()), e.into_inner().to_string()))?;
        messages.push(msg);
    }
    Ok(Transcript {
        messages,
        ..Transcript::default()
    })
}
