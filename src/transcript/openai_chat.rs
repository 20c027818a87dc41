//! OpenAI Chat Completions message lists: a JSON array of messages, or an object with a
//! `messages` array and no `summary` (that is our own record). Messages are our own
//! [`Message`] shape already (`role`, `content` as a string or parts, `tool_calls`,
//! `tool_call_id`, `name`).
//!
//! Source: OpenAI API reference, "Create chat completion", request body `messages`.

use super::{content, Skipped, Transcript, TranscriptError, TranscriptFormat};
use crate::record::{Content, Message};

fn messages_value(v: &serde_json::Value) -> Option<&Vec<serde_json::Value>> {
    match v {
        serde_json::Value::Array(a) => Some(a),
        serde_json::Value::Object(o) if !o.contains_key("summary") => o.get("messages")?.as_array(),
        _ => None,
    }
}

/// An array of objects that all have a Chat Completions `role`, none with an item `type`
/// (Responses items) and no Anthropic content blocks (`tool_use`, `tool_result`, `thinking`,
/// `image`)
/// or Responses parts (`input_text`, `output_text`); an object with `messages` and an
/// Anthropic `system` field is not Chat either.
pub(super) fn sniff(text: &str) -> bool {
    let Ok(v) = serde_json::from_str::<serde_json::Value>(text) else {
        return false;
    };
    if v.get("system").is_some() {
        return false;
    }
    let Some(msgs) = messages_value(&v) else {
        return false;
    };
    !msgs.is_empty()
        && msgs.iter().all(|m| {
            matches!(
                m.get("role").and_then(|r| r.as_str()),
                Some("system" | "developer" | "user" | "assistant" | "tool" | "function")
            ) && m.get("type").is_none()
                && !content::part_types(m).into_iter().any(|t| {
                    // `image` (with a `source`) is Anthropic's; Chat's is `image_url`.
                    content::is_anthropic_block(t) || content::is_responses_part(t) || t == "image"
                })
        })
}

/// Reads the messages; each `content` of any JSON shape becomes text
/// ([`content::content_text`]), its images and other binary parts counted as skipped, and a
/// `reasoning_content` / `reasoning` field (returned by some Chat-compatible APIs) is counted
/// as skipped `reasoning`.
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
    let mut skipped = Vec::new();
    for (i, m) in msgs.iter().enumerate() {
        let mut m = m.clone();
        let mut kinds = Vec::new();
        // Reasoning some Chat-compatible APIs return next to the content (DeepSeek's
        // `reasoning_content`, OpenRouter's `reasoning`): never evidence, counted.
        for key in ["reasoning_content", "reasoning"] {
            if m.get(key)
                .is_some_and(|r| r.as_str().map_or(!r.is_null(), |s| !s.is_empty()))
            {
                kinds.push("reasoning".to_string());
            }
        }
        let content = match m.as_object_mut().and_then(|o| o.remove("content")) {
            None | Some(serde_json::Value::Null) => None,
            Some(c) => Some(Content::Text(content::content_text(&c, &mut kinds))),
        };
        let mut msg: Message = serde_path_to_error::deserialize(&m)
            .map_err(|e| invalid(format!("[{i}].{}", e.path()), e.into_inner().to_string()))?;
        msg.content = content;
        skipped.extend(kinds.iter().map(|k| Skipped::new(k, Some(i), None)));
        messages.push(msg);
    }
    Ok(Transcript {
        messages,
        skipped,
        ..Transcript::default()
    })
}
