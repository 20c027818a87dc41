//! Message and tool content of any JSON shape as evidence text: the one helper every
//! transcript reader uses, so that no shape is dropped in silence.
//!
//! [`content_text`] turns a JSON content value into text:
//! - a string is kept as it is (a string holding a JSON array of row objects is read row by
//!   row later, by [`crate::evidence::collect`]);
//! - numbers and booleans as JSON;
//! - a list is read element by element, one element per line;
//! - a typed part (`{"type": ...}`) gives its `text` (`text`, `input_text`, `output_text`
//!   parts of OpenAI and Anthropic); a typed part with a nested `content` (an Anthropic
//!   `search_result`, a tool result inside a result) gives its other scalar fields as one
//!   `key: value` row and then its content; any other typed part gives its fields as one row;
//! - binary parts (images, audio, documents, files) and model reasoning (`thinking`,
//!   `redacted_thinking`, `reasoning`) are not text: their kinds are returned for the caller
//!   to count in [`super::Transcript::skipped`];
//! - an untyped object (a tool's row of data) is one `key: value` line
//!   ([`crate::record::json_row`]), so an array of objects is one line per row.

use crate::record::json_row;
use serde_json::{Map, Value};

/// Part types that carry binary data (OpenAI Chat `image_url`/`input_audio`/`file`, Responses
/// `input_image`/`input_file`/`computer_screenshot`, Anthropic `image`/`document`/
/// `container_upload`): never evidence, skipped and counted.
pub const BINARY_KINDS: &[&str] = &[
    "image",
    "image_url",
    "input_image",
    "input_audio",
    "audio",
    "document",
    "file",
    "input_file",
    "video",
    "container_upload",
    "computer_screenshot",
];

/// Part and item types that hold the model's own reasoning: never evidence.
pub const REASONING_KINDS: &[&str] = &["thinking", "redacted_thinking", "reasoning"];

/// Why a block of `kind` is not evidence, in a few words (for [`super::Skipped::reason`]).
pub fn reason_for(kind: &str) -> &'static str {
    if BINARY_KINDS.contains(&kind) {
        "binary content"
    } else if REASONING_KINDS.contains(&kind) {
        "model reasoning, never evidence"
    } else if matches!(kind, "system" | "instructions" | "developer") {
        "system prompt, never evidence"
    } else {
        "not evidence"
    }
}

/// The text of a content value of any JSON shape (see the module documentation); the kinds of
/// the parts left out (images, reasoning) are pushed onto `skipped`, one per part.
pub fn content_text(value: &Value, skipped: &mut Vec<String>) -> String {
    let mut lines = Vec::new();
    push(value, &mut lines, skipped);
    lines.join("\n")
}

/// The text of a tool's output: as [`content_text`], except that a string holding one JSON
/// object (a shell tool's `{"output": ..., "metadata": {...}}`, an API's response body) is
/// parsed and given as `key: value` with its strings unescaped, so its lines read as the tool
/// printed them. Any other string is kept as it is.
pub fn tool_text(value: &Value, skipped: &mut Vec<String>) -> String {
    if let Value::String(s) = value {
        if s.trim_start().starts_with('{') {
            if let Ok(v @ Value::Object(_)) = serde_json::from_str::<Value>(s) {
                return content_text(&v, skipped);
            }
        }
    }
    content_text(value, skipped)
}

fn push(value: &Value, out: &mut Vec<String>, skipped: &mut Vec<String>) {
    match value {
        Value::Null => {}
        Value::String(s) => out.push(s.clone()),
        Value::Bool(_) | Value::Number(_) => out.push(value.to_string()),
        Value::Array(items) => {
            for item in items {
                push(item, out, skipped);
            }
        }
        Value::Object(obj) => push_object(obj, out, skipped),
    }
}

fn push_object(obj: &Map<String, Value>, out: &mut Vec<String>, skipped: &mut Vec<String>) {
    let Some(kind) = obj.get("type").and_then(Value::as_str) else {
        if !obj.is_empty() {
            out.push(json_row(obj));
        }
        return;
    };
    if BINARY_KINDS.contains(&kind) || REASONING_KINDS.contains(&kind) {
        skipped.push(kind.to_string());
        return;
    }
    if let Some(t) = obj.get("text").and_then(Value::as_str) {
        out.push(t.to_string());
        return;
    }
    let mut rest: Map<String, Value> = obj
        .iter()
        .filter(|(k, _)| k.as_str() != "type")
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    match rest.remove("content") {
        Some(nested @ (Value::Array(_) | Value::String(_) | Value::Object(_))) => {
            rest.retain(|_, v| !v.is_array() && !v.is_object());
            if !rest.is_empty() {
                out.push(json_row(&rest));
            }
            push(&nested, out, skipped);
        }
        other => {
            if let Some(v) = other {
                rest.insert("content".into(), v);
            }
            if !rest.is_empty() {
                out.push(json_row(&rest));
            }
        }
    }
}

/// Content-block types only Anthropic Messages uses (Claude Code sessions carry them too):
/// `tool_use`, `tool_result`, `thinking`, server and MCP tool blocks (`*_tool_use`,
/// `*_tool_result`), `document`, `search_result`, `container_upload`.
pub fn is_anthropic_block(kind: &str) -> bool {
    matches!(
        kind,
        "tool_use"
            | "tool_result"
            | "thinking"
            | "redacted_thinking"
            | "document"
            | "search_result"
            | "container_upload"
    ) || kind.ends_with("_tool_use")
        || kind.ends_with("_tool_result")
}

/// Content-part types only the OpenAI Responses API uses.
pub fn is_responses_part(kind: &str) -> bool {
    matches!(
        kind,
        "input_text" | "output_text" | "input_image" | "input_file" | "summary_text"
    )
}

/// The `type` of every part of a message's `content` list (none for a string content).
pub fn part_types(message: &Value) -> Vec<&str> {
    message
        .get("content")
        .and_then(Value::as_array)
        .map(|parts| {
            parts
                .iter()
                .filter_map(|p| p.get("type").and_then(Value::as_str))
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn text(v: Value) -> (String, Vec<String>) {
        let mut skipped = Vec::new();
        (content_text(&v, &mut skipped), skipped)
    }

    #[test]
    fn every_shape_gives_text() {
        assert_eq!(text(json!("plain")).0, "plain");
        assert_eq!(text(json!(null)).0, "");
        assert_eq!(text(json!(42)).0, "42");
        assert_eq!(
            text(json!([{"type": "text", "text": "a"}, {"type": "input_text", "text": "b"}])).0,
            "a\nb"
        );
        // A tool's rows: one line each, never dropped (keys in serde_json's map order, sorted).
        assert_eq!(
            text(json!([{"id": "INV-1", "due": 12.5}, {"id": "INV-2", "due": 3}])).0,
            "due: 12.5, id: INV-1\ndue: 3, id: INV-2"
        );
        assert_eq!(text(json!({"rows": 3, "ok": true})).0, "ok: true, rows: 3");
        assert_eq!(text(json!(["x", "y"])).0, "x\ny");
        // A typed part with nested content: its scalar fields, then its content.
        assert_eq!(
            text(
                json!({"type": "search_result", "title": "Runbook", "source": "wiki/rb",
                        "content": [{"type": "text", "text": "Restart the worker"}]})
            )
            .0,
            "source: wiki/rb, title: Runbook\nRestart the worker"
        );
        // An unknown typed part without text is kept as a row.
        assert_eq!(
            text(json!({"type": "code_execution_result", "stdout": "ok", "return_code": 0})).0,
            "return_code: 0, stdout: ok"
        );
    }

    #[test]
    fn a_json_object_string_from_a_tool_is_read_as_rows() {
        let mut sk = Vec::new();
        let out = json!("{\"output\": \"line 1\\nline 2\", \"metadata\": {\"exit_code\": 0}}");
        assert_eq!(
            tool_text(&out, &mut sk),
            "metadata: {\"exit_code\":0}, output: line 1\nline 2"
        );
        assert_eq!(tool_text(&json!("{not json"), &mut sk), "{not json");
        assert_eq!(tool_text(&json!("[1, 2]"), &mut sk), "[1, 2]");
    }

    #[test]
    fn binary_and_reasoning_are_skipped_and_named() {
        let (t, s) = text(json!([
            {"type": "text", "text": "see the chart"},
            {"type": "image", "source": {"type": "base64", "media_type": "image/png", "data": "iVBOR"}},
            {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
            {"type": "thinking", "thinking": "hmm", "signature": "x"}
        ]));
        assert_eq!(t, "see the chart");
        assert_eq!(s, vec!["image", "image_url", "thinking"]);
        assert_eq!(reason_for("image"), "binary content");
        assert_eq!(
            reason_for("redacted_thinking"),
            "model reasoning, never evidence"
        );
    }
}
