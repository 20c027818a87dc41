//! Anthropic Messages: a JSON array of messages, or a request object
//! `{"system", "messages": [...]}`. Each message has `role` (`user` or `assistant`) and
//! `content`, a string or a list of content blocks.
//!
//! Blocks are mapped to our Chat-shaped [`Message`]s:
//! - `text`: the message text (assistant text is never evidence; user text is a user turn);
//! - `tool_use` {`id`, `name`, `input`} (and server / MCP tool uses, `*_tool_use`): a tool call
//!   of the assistant message;
//! - `tool_result` {`tool_use_id`, `content`: string or blocks, `is_error`} (and server tool
//!   results, `*_tool_result`): one `tool` message per result, before the rest of its user
//!   message, named after the `tool_use` it answers; content of any JSON shape is text
//!   ([`content::tool_text`]); an error result starts with the line `(tool error)`;
//! - `thinking`, `redacted_thinking`: never evidence, skipped and counted;
//! - `image`, `document` and other binary blocks: skipped and counted;
//! - `system` (a string or text blocks): never evidence, counted as skipped `system`.
//!
//! Message indices are those of the normalised messages (a user message with two tool
//! results and text becomes three messages), as `sjc inspect` lists them.
//!
//! Source: Anthropic API reference, "Messages" (`POST /v1/messages`: `system`, `messages`,
//! content blocks `text`, `image`, `document`, `tool_use`, `tool_result`, `thinking`,
//! `redacted_thinking`, server tool blocks) and the "Tool use" guide (tool results go first in
//! the next user message).

use super::{content, Skipped, Transcript, TranscriptError, TranscriptFormat};
use crate::record::{Content, FunctionCall, Message, Role, ToolCall};
use serde_json::{Map, Value};

/// The message list and the `system` field of the document.
fn messages_value(v: &Value) -> Option<(&Vec<Value>, Option<&Value>)> {
    match v {
        Value::Array(a) => Some((a, None)),
        Value::Object(o) if !o.contains_key("summary") => {
            Some((o.get("messages")?.as_array()?, o.get("system")))
        }
        _ => None,
    }
}

fn is_tool_use(kind: &str) -> bool {
    kind == "tool_use" || kind.ends_with("_tool_use")
}

fn is_tool_result(kind: &str) -> bool {
    kind == "tool_result" || kind.ends_with("_tool_result")
}

/// Every message has role `user` or `assistant` and a string or block-list content with typed
/// blocks, none is Chat- or Responses-shaped (`tool_calls`, `tool_call_id`, `image_url`,
/// `input_text`), and there is an Anthropic marker: a `system` field next to `messages`, or an
/// Anthropic-only block (`tool_use`, `tool_result`, `thinking`, `image` with a `source`, ...).
pub(super) fn sniff(text: &str) -> bool {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        return false;
    };
    let Some((msgs, system)) = messages_value(&v) else {
        return false;
    };
    let shaped = |m: &Value| {
        matches!(
            m.get("role").and_then(Value::as_str),
            Some("user" | "assistant")
        ) && m.get("tool_calls").is_none()
            && m.get("tool_call_id").is_none()
            && match m.get("content") {
                Some(Value::String(_)) => true,
                Some(Value::Array(blocks)) => blocks.iter().all(|b| {
                    b.get("type").and_then(Value::as_str).is_some_and(|t| {
                        !content::is_responses_part(t) && !matches!(t, "image_url" | "input_audio")
                    })
                }),
                _ => false,
            }
    };
    let marked = |m: &Value| {
        m.get("content")
            .and_then(Value::as_array)
            .is_some_and(|blocks| {
                blocks.iter().any(|b| {
                    let t = b.get("type").and_then(Value::as_str).unwrap_or("");
                    content::is_anthropic_block(t) || (t == "image" && b.get("source").is_some())
                })
            })
    };
    !msgs.is_empty() && msgs.iter().all(shaped) && (system.is_some() || msgs.iter().any(marked))
}

fn str_field<'a>(o: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    o.get(key).and_then(Value::as_str)
}

fn message(role: Role, text: Option<String>) -> Message {
    Message {
        role,
        content: text.map(Content::Text),
        tool_calls: vec![],
        tool_call_id: None,
        name: None,
        line: None,
    }
}

/// Reads the messages (see the module documentation).
pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    let invalid = |at: String, message: String| TranscriptError::Invalid {
        what: String::new(),
        format: TranscriptFormat::AnthropicMessages,
        at,
        message,
    };
    let v: Value = serde_json::from_str(text)
        .map_err(|e| invalid(format!("line {}", e.line()), e.to_string()))?;
    let (msgs, system) = messages_value(&v).ok_or_else(|| {
        invalid(
            "(document)".into(),
            "expected an array of messages or {\"system\": ..., \"messages\": [...]}".into(),
        )
    })?;
    let mut t = Transcript::default();
    if system.is_some_and(|s| !s.is_null()) {
        t.skipped.push(Skipped::new("system", None, None));
    }
    for (i, m) in msgs.iter().enumerate() {
        let role = match m.get("role").and_then(Value::as_str) {
            Some("user") => Role::User,
            Some("assistant") => Role::Assistant,
            Some(r) => {
                return Err(invalid(
                    format!("messages[{i}].role"),
                    format!("unknown role '{r}' (Anthropic messages are user or assistant)"),
                ))
            }
            None => return Err(invalid(format!("messages[{i}].role"), "missing".into())),
        };
        let blocks: Vec<Value> = match m.get("content") {
            Some(Value::String(s)) => vec![serde_json::json!({"type": "text", "text": s})],
            Some(Value::Array(a)) => a.clone(),
            Some(Value::Null) | None => vec![],
            Some(_) => {
                return Err(invalid(
                    format!("messages[{i}].content"),
                    "expected a string or a list of content blocks".into(),
                ))
            }
        };
        // Results first (a user turn's tool results, or server tool results inside an
        // assistant turn, which follow their calls), the message itself, then its kinds.
        let mut calls = Vec::new();
        let mut results = Vec::new();
        let mut texts = Vec::new();
        let mut kinds = Vec::new();
        for (j, b) in blocks.iter().enumerate() {
            let Some(o) = b.as_object() else {
                return Err(invalid(
                    format!("messages[{i}].content[{j}]"),
                    "expected a content block object".into(),
                ));
            };
            let kind = str_field(o, "type").unwrap_or("");
            if is_tool_use(kind) {
                let name = str_field(o, "name").ok_or_else(|| {
                    invalid(
                        format!("messages[{i}].content[{j}].name"),
                        format!("{kind}: missing"),
                    )
                })?;
                calls.push(ToolCall {
                    id: str_field(o, "id").map(str::to_string),
                    kind: Some("function".into()),
                    function: FunctionCall {
                        name: name.to_string(),
                        arguments: o.get("input").cloned().unwrap_or(Value::Null),
                    },
                });
            } else if is_tool_result(kind) {
                results.push(o);
            } else {
                let s = content::content_text(b, &mut kinds);
                if !s.is_empty() {
                    texts.push(s);
                }
            }
        }
        let push_results = |t: &mut Transcript| {
            for o in &results {
                let idx = t.messages.len();
                let id = str_field(o, "tool_use_id").map(str::to_string);
                let mut rkinds = Vec::new();
                let mut text =
                    content::tool_text(o.get("content").unwrap_or(&Value::Null), &mut rkinds);
                if o.get("is_error").and_then(Value::as_bool) == Some(true) {
                    text = format!("(tool error)\n{text}");
                }
                t.skipped
                    .extend(rkinds.iter().map(|k| Skipped::new(k, Some(idx), None)));
                let mut m = message(Role::Tool, Some(text));
                m.tool_call_id = id;
                t.messages.push(m);
            }
        };
        if role == Role::User {
            push_results(&mut t);
        }
        let keep_message = role == Role::Assistant || !texts.is_empty() || results.is_empty();
        let idx = keep_message.then_some(t.messages.len());
        if keep_message {
            let mut msg = message(role, (!texts.is_empty()).then(|| texts.join("\n")));
            msg.tool_calls = calls;
            t.messages.push(msg);
        }
        if role == Role::Assistant {
            push_results(&mut t);
        }
        t.skipped
            .extend(kinds.iter().map(|k| Skipped::new(k, idx, None)));
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::super::read_str;
    use super::*;

    const SESSION: &str = r#"{"system": "You are a coding agent", "messages": [
      {"role": "user", "content": [{"type": "text", "text": "Why does CI fail?"},
        {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBOR"}}]},
      {"role": "assistant", "content": [
        {"type": "thinking", "thinking": "Check the logs", "signature": "sig"},
        {"type": "text", "text": "Let me look."},
        {"type": "tool_use", "id": "toolu_1", "name": "bash", "input": {"command": "make test"}},
        {"type": "tool_use", "id": "toolu_2", "name": "read_file", "input": {"path": "ci.yml"}}]},
      {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": "toolu_1", "content": "FAIL: test_login", "is_error": true},
        {"type": "tool_result", "tool_use_id": "toolu_2", "content": [{"type": "text", "text": "runs-on: ubuntu-22.04"}]},
        {"type": "text", "text": "Do not touch the deploy job."}]}
    ]}"#;

    #[test]
    fn blocks_become_chat_messages() {
        assert!(sniff(SESSION));
        let t = read_str(SESSION, TranscriptFormat::AnthropicMessages).unwrap();
        use Role::*;
        let roles: Vec<Role> = t.messages.iter().map(|m| m.role).collect();
        assert_eq!(roles, [User, Assistant, Tool, Tool, User]);
        assert_eq!(t.messages[1].text(), "Let me look.");
        assert_eq!(t.messages[1].tool_calls.len(), 2);
        assert_eq!(t.messages[2].name.as_deref(), Some("bash"));
        assert_eq!(t.messages[2].text(), "(tool error)\nFAIL: test_login");
        assert_eq!(t.messages[3].name.as_deref(), Some("read_file"));
        assert_eq!(t.messages[3].tool_call_id.as_deref(), Some("toolu_2"));
        assert_eq!(t.messages[4].text(), "Do not touch the deploy job.");
        let kinds: Vec<(&str, Option<usize>)> = t
            .skipped
            .iter()
            .map(|s| (s.kind.as_str(), s.message_index))
            .collect();
        assert_eq!(
            kinds,
            [("system", None), ("image", Some(0)), ("thinking", Some(1))]
        );
    }

    #[test]
    fn errors_name_the_block() {
        let e = read(r#"[{"role": "user", "content": [{"type": "tool_use", "id": "x"}]}]"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("messages[0].content[0].name"), "{e}");
        let e = read(r#"[{"role": "tool", "content": "x"}]"#)
            .unwrap_err()
            .to_string();
        assert!(e.contains("messages[0].role"), "{e}");
    }
}
