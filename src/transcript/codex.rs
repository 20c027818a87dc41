//! Codex CLI rollout JSONL (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`).
//!
//! Source: openai/codex `codex-rs/protocol/src/protocol.rs` (`RolloutLine`: `timestamp` plus
//! the `RolloutItem` enum tagged `type` with content `payload`: `session_meta`,
//! `response_item`, `compacted` (`CompactedItem {message, replacement_history}`),
//! `turn_context`, `event_msg`) and `codex-rs/protocol/src/models.rs` (`ResponseItem`:
//! `message` with `input_text` / `output_text` / `input_image` parts, `reasoning`,
//! `function_call` with `arguments` as a JSON string, `function_call_output` whose `output`
//! is a string or a list of content items, `custom_tool_call(_output)`, `local_shell_call`,
//! `web_search_call`, `ghost_snapshot`, `compaction`). Rollouts written before September
//! 2025 have no envelope: a first line `{id, timestamp, instructions, git}`, bare response
//! items, and `{"record_type": "state"}` lines; both are read.
//!
//! Evidence choices:
//! - `response_item`s are the conversation; `event_msg` lines repeat them for the UI
//!   (`user_message`, `agent_message`, `exec_command_end`, `token_count` ...) and are passed
//!   over, as are `turn_context` and `session_meta` (system instructions, never evidence);
//! - user-role messages the harness injects (`<environment_context>`, `<user_instructions>`,
//!   `# AGENTS.md instructions ...`) are system messages, not user turns;
//! - a `compacted` line is a compaction of everything before it: its `message` is the
//!   summary (an empty one, as a remote compaction writes, gives no summary); the
//!   `replacement_history` repeats earlier items and is not read again;
//! - a tool output that is the JSON envelope older versions wrote
//!   (`{"output": "...", "metadata": {"exit_code": 0, ...}}`) is unwrapped to the output
//!   text followed by a `metadata: ...` row; `reasoning` items are dropped and counted.

use super::session_file::{
    at_line, content_text, first_object, invalid, leading_objects, message, object_row, pass_over,
    push_message, read_events, skip, str_of, tool_call, tool_result, JsonLine,
};
use super::{Compaction, Transcript, TranscriptError, TranscriptFormat};
use crate::record::Role;
use serde_json::{Map, Value};

const FORMAT: TranscriptFormat = TranscriptFormat::CodexRollout;

const ENVELOPE_TYPES: &[&str] = &[
    "session_meta",
    "response_item",
    "compacted",
    "turn_context",
    "event_msg",
];

/// Envelope types that are not conversation (UI events, turn settings, the session header).
const BOOKKEEPING: &[&str] = &["session_meta", "turn_context", "event_msg"];

const ITEM_TYPES: &[&str] = &[
    "message",
    "reasoning",
    "function_call",
    "function_call_output",
    "custom_tool_call",
    "custom_tool_call_output",
    "local_shell_call",
];

/// A rollout: its first line is a `{timestamp, type, payload}` envelope of a rollout item
/// type, or (legacy) a `{id, timestamp}` meta line with no `type` followed within the first
/// lines by a `record_type` state line or a bare response item.
pub(super) fn sniff(text: &str) -> bool {
    let Some(first) = first_object(text) else {
        return false;
    };
    if first.get("payload").is_some_and(Value::is_object) {
        return str_of(&first, "type").is_some_and(|t| ENVELOPE_TYPES.contains(&t));
    }
    let legacy_meta = first.contains_key("id")
        && first.contains_key("timestamp")
        && !first.contains_key("type")
        && !first.contains_key("role");
    legacy_meta
        && leading_objects(text, 20).iter().skip(1).any(|o| {
            o.contains_key("record_type")
                || str_of(o, "type").is_some_and(|t| ITEM_TYPES.contains(&t))
        })
}

pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    read_events(text, FORMAT, line)
}

/// User-role texts the harness writes itself (context and instructions, not the user).
fn is_injected(text: &str) -> bool {
    let t = text.trim_start();
    t.starts_with("<environment_context>")
        || t.starts_with("<user_instructions>")
        || t.starts_with("# AGENTS.md instructions")
}

fn line(t: &mut Transcript, l: &JsonLine) -> Result<(), TranscriptError> {
    if !l.obj.contains_key("payload") {
        // Legacy rollout: bare items, a meta first line, state lines.
        if l.obj.contains_key("record_type") || !l.obj.contains_key("type") {
            return Ok(());
        }
        return item(t, &l.obj, l.no, "");
    }
    let payload = l.object("payload", FORMAT)?;
    match str_of(&l.obj, "type") {
        Some("response_item") => item(t, payload, l.no, "payload."),
        Some("compacted") => {
            let summary = str_of(payload, "message")
                .filter(|m| !m.trim().is_empty())
                .map(str::to_string);
            t.compactions.push(Compaction {
                at: t.messages.len(),
                summary,
                line: Some(l.no),
            });
            Ok(())
        }
        other => pass_over(t, "event", other, BOOKKEEPING, l.no),
    }
}

fn field<'a>(
    item: &'a Map<String, Value>,
    key: &str,
    no: usize,
    path: &str,
) -> Result<&'a str, TranscriptError> {
    str_of(item, key).ok_or_else(|| {
        invalid(
            FORMAT,
            at_line(no),
            format!("{path}{key}: missing or not a string"),
        )
    })
}

fn call(t: &mut Transcript, id: Option<String>, name: &str, args: Value, no: usize) {
    let mut m = message(Role::Assistant, String::new(), Some(no));
    m.tool_calls.push(tool_call(id, name.to_string(), args));
    t.messages.push(m);
}

/// A call's output: one tool message (named after its call by `transcript::read`).
fn output(t: &mut Transcript, id: &str, output: &Value, no: usize) {
    let mut dropped = Vec::new();
    let text = match output {
        Value::String(s) => unwrap_envelope(s),
        // `{content, success}` as some versions wrote a failed call.
        Value::Object(o) => match str_of(o, "content") {
            Some(c) => c.to_string(),
            None => object_row(o),
        },
        other => content_text(other, &mut dropped),
    };
    let m = tool_result(None, Some(id.to_string()), text, Some(no));
    push_message(t, m, dropped, no);
}

fn item(
    t: &mut Transcript,
    item: &Map<String, Value>,
    no: usize,
    path: &str,
) -> Result<(), TranscriptError> {
    match str_of(item, "type") {
        Some("message") => {
            let role = field(item, "role", no, path)?;
            let mut dropped = Vec::new();
            let text = content_text(item.get("content").unwrap_or(&Value::Null), &mut dropped);
            let role = match role {
                "user" if is_injected(&text) => Role::System,
                "user" => Role::User,
                "assistant" => Role::Assistant,
                "developer" => Role::Developer,
                "system" => Role::System,
                other => {
                    return Err(invalid(
                        FORMAT,
                        at_line(no),
                        format!("{path}role: unknown role '{other}'"),
                    ))
                }
            };
            push_message(t, message(role, text, Some(no)), dropped, no);
        }
        Some("reasoning") => t
            .skipped
            .push(skip("reasoning", "never evidence", None, Some(no))),
        Some("function_call") => {
            let name = field(item, "name", no, path)?;
            let args = item.get("arguments").cloned().unwrap_or(Value::Null);
            let id = str_of(item, "call_id").map(str::to_string);
            call(t, id, name, args, no);
        }
        Some("custom_tool_call") => {
            let name = field(item, "name", no, path)?;
            let input = item.get("input").cloned().unwrap_or(Value::Null);
            let id = str_of(item, "call_id").map(str::to_string);
            call(t, id, name, input, no);
        }
        Some("local_shell_call") => {
            let action = item.get("action").cloned().unwrap_or(Value::Null);
            let id = str_of(item, "call_id")
                .or_else(|| str_of(item, "id"))
                .map(str::to_string);
            call(t, id, "local_shell", action, no);
        }
        Some("web_search_call") => {
            let action = item.get("action").cloned().unwrap_or(Value::Null);
            let id = str_of(item, "id").map(str::to_string);
            call(t, id, "web_search", action, no);
        }
        Some("function_call_output" | "custom_tool_call_output") => {
            let id = field(item, "call_id", no, path)?;
            output(t, id, item.get("output").unwrap_or(&Value::Null), no);
        }
        Some(k @ ("compaction" | "compaction_summary")) => {
            t.skipped
                .push(skip(k, "encrypted compaction summary", None, Some(no)))
        }
        other => pass_over(t, "item", other, &["ghost_snapshot"], no)?,
    }
    Ok(())
}

/// The output text of the `{"output": "...", "metadata": {...}}` envelope older Codex
/// versions wrote as the output string, with the metadata as a row after it; any other
/// string as is.
fn unwrap_envelope(s: &str) -> String {
    if !s.trim_start().starts_with('{') {
        return s.to_string();
    }
    let Ok(Value::Object(o)) = serde_json::from_str::<Value>(s) else {
        return s.to_string();
    };
    let Some(out) = str_of(&o, "output") else {
        return s.to_string();
    };
    let rest: Map<String, Value> = o
        .iter()
        .filter(|(k, _)| k.as_str() != "output")
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    if rest.is_empty() {
        out.to_string()
    } else {
        format!("{out}\n{}", object_row(&rest))
    }
}

#[cfg(test)]
mod tests {
    use super::super::read_str;
    use super::*;

    const F: &str = include_str!("../../tests/fixtures/formats/codex-rollout/session.jsonl");

    fn line_of(needle: &str) -> usize {
        F.split('\n').position(|l| l.contains(needle)).unwrap() + 1
    }

    #[test]
    fn reads_the_fixture() {
        let t = read_str(F, FORMAT).unwrap();
        let results: Vec<_> = t.messages.iter().filter(|m| m.role == Role::Tool).collect();
        assert!(results.len() >= 4);
        for r in &results {
            let id = r.tool_call_id.as_deref().unwrap();
            assert!(r.name.is_some(), "output {id} has no tool name");
            let l = F.split('\n').nth(r.line.unwrap() - 1).unwrap();
            assert!(l.contains(id) && l.contains("_output"), "{l}");
        }
        // The environment context is not a user turn; the "don't" turn is.
        assert!(!t
            .messages
            .iter()
            .any(|m| m.role == Role::User && m.text().contains("<environment_context>")));
        assert!(t
            .messages
            .iter()
            .any(|m| m.role == Role::User && m.text().contains("Don't")));
        // Reasoning dropped and counted, once per item; the image too.
        let count = |k: &str| t.skipped.iter().filter(|s| s.kind == k).count();
        assert_eq!(
            count("reasoning"),
            F.matches("\"type\":\"reasoning\"").count()
        );
        assert_eq!(count("input_image"), 1);
        assert!(!t.messages.iter().any(|m| m.text().contains("**Inspecting")));
        // The shell envelope is unwrapped: the output text, then the metadata row.
        let shell = results
            .iter()
            .find(|m| m.text().contains("test result: FAILED"))
            .unwrap();
        assert!(shell.text().contains("exit_code"));
        assert!(!shell.text().starts_with('{'));
        // event_msg duplicates are not read twice.
        let dont = t
            .messages
            .iter()
            .filter(|m| m.text().contains("Don't"))
            .count();
        assert_eq!(dont, 1);
    }

    #[test]
    fn compaction_at_and_summary() {
        let t = read(F).unwrap();
        assert_eq!(t.compactions.len(), 1);
        let c = &t.compactions[0];
        let no = line_of("\"type\":\"compacted\"");
        assert_eq!(c.line, Some(no));
        assert_eq!(
            c.at,
            t.messages.iter().filter(|m| m.line.unwrap() < no).count()
        );
        assert!(c.summary.as_deref().unwrap().contains("de_amount"));
        assert!(t.messages.len() > c.at);
        // The replacement history is not read as new messages.
        assert!(t.messages.iter().all(|m| m.line != Some(no)));
    }

    #[test]
    fn legacy_rollout_without_envelope() {
        let f = concat!(
            r#"{"id":"0198a1c2-0000-7000-8000-000000000001","timestamp":"2025-08-01T10:00:00.000Z","instructions":null,"git":{"branch":"main"}}"#,
            "\n",
            r#"{"record_type":"state"}"#,
            "\n",
            r#"{"type":"message","id":null,"role":"user","content":[{"type":"input_text","text":"list the files"}]}"#,
            "\n",
            r#"{"type":"function_call","id":"fc_1","name":"shell","arguments":"{\"command\":[\"bash\",\"-lc\",\"ls\"]}","call_id":"call_1"}"#,
            "\n",
            r#"{"type":"function_call_output","call_id":"call_1","output":"{\"output\":\"Cargo.toml\\nsrc\\n\",\"metadata\":{\"exit_code\":0,\"duration_seconds\":0.0}}"}"#,
            "\n"
        );
        assert!(sniff(f));
        let t = read_str(f, FORMAT).unwrap();
        assert_eq!(t.messages.len(), 3);
        assert_eq!(t.messages[2].name.as_deref(), Some("shell"));
        assert!(t.messages[2].text().starts_with("Cargo.toml\nsrc\n"));
        assert_eq!(t.messages[2].line, Some(5));
    }

    #[test]
    fn bad_lines_are_named_unknown_counted() {
        let meta = r#"{"timestamp":"2025-10-01T00:00:00Z","type":"session_meta","payload":{"id":"x","cwd":"/w"}}"#;
        let e = read(&format!("{meta}\n{{\"timestamp\":\n{meta}\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2"), "{e}");
        let e = read(&format!(
            "{meta}\n{}\n",
            r#"{"timestamp":"t","type":"response_item","payload":{"type":"function_call","arguments":"{}","call_id":"c"}}"#
        ))
        .unwrap_err()
        .to_string();
        assert!(e.contains("line 2") && e.contains("payload.name"), "{e}");
        let t = read(&format!(
            "{meta}\n{}\n",
            r#"{"timestamp":"t","type":"world_state","payload":{"x":1}}"#
        ))
        .unwrap();
        assert_eq!(t.skipped[0].reason, "unknown event type");
        assert_eq!(t.skipped[0].line, Some(2));
    }
}
