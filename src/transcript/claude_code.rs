//! Claude Code session JSONL (`~/.claude/projects/<project>/<session>.jsonl`).
//!
//! Claude Code is closed source; the shape here is the one documented by public readers of
//! these files (cited in `tests/fixtures/formats/claude-code/SOURCE.md`: microsoft/amplifier
//! `ai_working/claude_code_logging/session_format_specification.md`, alicoding/claude-parser
//! `docs/JSONL-STRUCTURE.md`, chrisguillory/claude-session-mcp `CLAUDE.md`). One event per
//! line, linked by `uuid` / `parentUuid`:
//! - `type: "user"` / `"assistant"` with `message: {role, content}`, the content a string or
//!   Anthropic Messages blocks (`text`, `image`, `tool_use`, `tool_result`, `thinking`,
//!   `redacted_thinking`); an assistant turn is usually split over several lines, one block
//!   each, sharing `message.id`: each line becomes its own [`Message`] so that provenance
//!   names the exact line;
//! - `type: "system", subtype: "compact_boundary"`: a compaction; the user message that
//!   follows with `isCompactSummary: true` holds the summary (kept byte for byte, with the
//!   harness's preamble), which is the compaction's summary and never evidence;
//! - `type: "summary"` with `leafUuid`: a session title for `/resume`, not a compaction
//!   summary: counted in [`Skipped`];
//! - bookkeeping events (`file-history-snapshot`, `queue-operation`, other `system` subtypes)
//!   are not messages and are passed over.
//!
//! Evidence choices: `tool_result` blocks are tool messages (the text the model saw; the
//! structured duplicate in `toolUseResult`, written for the UI, is not read); `isMeta` user
//! events (caveats the harness injects) are system messages. Sidechain events
//! (`isSidechain: true`, a subagent run by the Task tool) are read: their tool calls and tool
//! results are real actions and outputs, so they are evidence; their user-role text is the
//! prompt the main agent wrote for the subagent, so it becomes an assistant message (never
//! evidence), not a user turn. The subagent's answer comes back to the main chain as a
//! `tool_result`, which is evidence like any other.

use super::session_file::{
    at_line, blocks, content_text, invalid, message, pass_over, push_message, push_text,
    read_events, skip, skip_dropped, str_of, tool_call, tool_result, JsonLine,
};
use super::{Compaction, Transcript, TranscriptError, TranscriptFormat};
use crate::record::{Message, Role, ToolCall};
use serde_json::{Map, Value};

const FORMAT: TranscriptFormat = TranscriptFormat::ClaudeCode;

/// Event types that are bookkeeping, not conversation.
const BOOKKEEPING: &[&str] = &["file-history-snapshot", "queue-operation", "progress"];

/// JSONL whose leading lines include a Claude Code event: `type` user/assistant/system with
/// a `parentUuid` key (Pi uses `parentId`, Codex wraps lines in `payload`), or a
/// `type: "summary"` title with `leafUuid`.
pub(super) fn sniff(text: &str) -> bool {
    super::session_file::leading_objects(text, 20)
        .iter()
        .any(|o| match str_of(o, "type") {
            Some("user" | "assistant" | "system") => {
                o.contains_key("parentUuid") && o.contains_key("uuid")
            }
            Some("summary") => o.contains_key("leafUuid"),
            _ => false,
        })
}

pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    read_events(text, FORMAT, event)
}

fn event(t: &mut Transcript, l: &JsonLine) -> Result<(), TranscriptError> {
    match str_of(&l.obj, "type") {
        Some("user") => user(t, l),
        Some("assistant") => assistant(t, l),
        Some("system") => {
            if str_of(&l.obj, "subtype") == Some("compact_boundary") {
                t.compactions.push(Compaction {
                    at: t.messages.len(),
                    summary: None,
                    line: Some(l.no),
                });
            }
            Ok(())
        }
        Some("summary") => {
            t.skipped.push(skip(
                "summary",
                "session title (leafUuid), not a compaction summary",
                None,
                Some(l.no),
            ));
            Ok(())
        }
        other => pass_over(t, "event", other, BOOKKEEPING, l.no),
    }
}

/// The event's `message.content` (string, block list or null).
fn content(l: &JsonLine) -> Result<&Value, TranscriptError> {
    let c = l
        .object("message", FORMAT)?
        .get("content")
        .unwrap_or(&Value::Null);
    if !matches!(c, Value::String(_) | Value::Array(_) | Value::Null) {
        return Err(invalid(
            FORMAT,
            at_line(l.no),
            "message.content: expected a string or a list of content blocks",
        ));
    }
    Ok(c)
}

fn user(t: &mut Transcript, l: &JsonLine) -> Result<(), TranscriptError> {
    let content = content(l)?;
    let flag = |k: &str| l.obj.get(k).and_then(Value::as_bool).unwrap_or(false);
    let mut text: Vec<String> = Vec::new();
    let mut dropped = Vec::new();
    for (b, block) in blocks(content).iter().enumerate() {
        match block.as_object() {
            Some(o) if str_of(o, "type") == Some("tool_result") => result(t, o, l.no, b)?,
            _ => push_text(&mut text, block, &mut dropped),
        }
    }
    let text = text.join("\n");
    if flag("isCompactSummary") {
        compact_summary(t, text, l.no);
        skip_dropped(&mut t.skipped, dropped, None, Some(l.no));
        return Ok(());
    }
    let role = if flag("isMeta") {
        Role::System
    } else if flag("isSidechain") {
        Role::Assistant
    } else {
        Role::User
    };
    if text.is_empty() {
        skip_dropped(&mut t.skipped, dropped, None, Some(l.no));
    } else {
        push_message(t, message(role, text, Some(l.no)), dropped, l.no);
    }
    Ok(())
}

/// A `tool_result` block: one tool message (named after its call by `transcript::read`).
fn result(
    t: &mut Transcript,
    o: &Map<String, Value>,
    no: usize,
    block: usize,
) -> Result<(), TranscriptError> {
    let id = str_of(o, "tool_use_id").ok_or_else(|| {
        invalid(
            FORMAT,
            at_line(no),
            format!("message.content[{block}].tool_use_id: missing"),
        )
    })?;
    let mut dropped = Vec::new();
    let text = content_text(o.get("content").unwrap_or(&Value::Null), &mut dropped);
    let m = tool_result(None, Some(id.to_string()), text, Some(no));
    push_message(t, m, dropped, no);
    Ok(())
}

/// The summary message that follows a compaction boundary.
fn compact_summary(t: &mut Transcript, text: String, no: usize) {
    let at = t.messages.len();
    match t.compactions.last_mut() {
        Some(c) if c.summary.is_none() && c.at == at => c.summary = Some(text),
        // A summary with no boundary before it (older versions): the compaction itself.
        _ => t.compactions.push(Compaction {
            at,
            summary: Some(text),
            line: Some(no),
        }),
    }
}

fn assistant(t: &mut Transcript, l: &JsonLine) -> Result<(), TranscriptError> {
    let content = content(l)?;
    let index = t.messages.len();
    let mut text = Vec::new();
    let mut calls = Vec::new();
    let mut dropped = Vec::new();
    let mut skips = Vec::new();
    for (b, block) in blocks(content).iter().enumerate() {
        let Some(o) = block.as_object() else {
            push_text(&mut text, block, &mut dropped);
            continue;
        };
        match str_of(o, "type") {
            Some(k @ ("thinking" | "redacted_thinking")) => skips.push(k.to_string()),
            Some("tool_use" | "server_tool_use") => {
                let name = str_of(o, "name").ok_or_else(|| {
                    invalid(
                        FORMAT,
                        at_line(l.no),
                        format!("message.content[{b}].name: missing"),
                    )
                })?;
                let id = str_of(o, "id").map(str::to_string);
                let input = o.get("input").cloned().unwrap_or(Value::Null);
                calls.push(tool_call(id, name.to_string(), input));
            }
            // Results of server-side tools (web search, code execution) arrive in the
            // assistant turn: they are what the environment said.
            Some(k) if k.ends_with("_tool_result") => {
                let id = str_of(o, "tool_use_id").map(str::to_string);
                let mut d = Vec::new();
                let out = content_text(o.get("content").unwrap_or(&Value::Null), &mut d);
                flush_assistant(t, &mut text, &mut calls, l.no);
                // Named after its call by `transcript::read`; with no call before it, by the
                // block kind (`web_search_tool_result` is a `web_search` result).
                let name = match &id {
                    Some(id) if has_call(&t.messages, id) => None,
                    _ => Some(k.trim_end_matches("_tool_result").to_string()),
                };
                push_message(t, tool_result(name, id, out, Some(l.no)), d, l.no);
            }
            _ => push_text(&mut text, block, &mut dropped),
        }
    }
    flush_assistant(t, &mut text, &mut calls, l.no);
    let owner = (t.messages.len() > index).then_some(index);
    for k in skips {
        t.skipped.push(skip(k, "never evidence", owner, Some(l.no)));
    }
    skip_dropped(&mut t.skipped, dropped, owner, Some(l.no));
    Ok(())
}

/// Whether a tool call with `id` was read before (the call a result read now answers).
fn has_call(messages: &[Message], id: &str) -> bool {
    messages
        .iter()
        .rev()
        .flat_map(|m| &m.tool_calls)
        .any(|c| c.id.as_deref() == Some(id))
}

fn flush_assistant(
    t: &mut Transcript,
    text: &mut Vec<String>,
    calls: &mut Vec<ToolCall>,
    no: usize,
) {
    if text.is_empty() && calls.is_empty() {
        return;
    }
    let mut m = message(Role::Assistant, text.join("\n"), Some(no));
    m.tool_calls = std::mem::take(calls);
    text.clear();
    t.messages.push(m);
}

#[cfg(test)]
mod tests {
    use super::super::read_str;
    use super::*;

    const F: &str = include_str!("../../tests/fixtures/formats/claude-code/session.jsonl");

    #[test]
    fn reads_the_fixture() {
        let t = read_str(F, FORMAT).unwrap();
        // Tool calls and their results are paired by id and named.
        let results: Vec<_> = t.messages.iter().filter(|m| m.role == Role::Tool).collect();
        assert!(results.len() >= 4);
        for r in &results {
            let id = r.tool_call_id.as_deref().unwrap();
            assert!(r.name.is_some(), "result {id} has no tool name");
            assert!(t
                .messages
                .iter()
                .any(|m| m.tool_calls.iter().any(|c| c.id.as_deref() == Some(id))));
        }
        // Every message knows its line, and lines increase.
        let lines: Vec<usize> = t.messages.iter().map(|m| m.line.unwrap()).collect();
        assert!(lines.windows(2).all(|w| w[0] <= w[1]));
        // The line of a tool message is the line that holds its tool_result.
        let text_lines: Vec<&str> = F.split('\n').collect();
        for r in &results {
            let l = text_lines[r.line.unwrap() - 1];
            assert!(l.contains(r.tool_call_id.as_deref().unwrap()));
            assert!(l.contains("tool_result"));
        }
        // Thinking blocks are dropped and counted; so is the image; so is the title line.
        let count = |k: &str| t.skipped.iter().filter(|s| s.kind == k).count();
        assert_eq!(
            count("thinking"),
            F.matches("\"type\":\"thinking\"").count()
        );
        assert_eq!(count("image"), 1);
        assert_eq!(count("summary"), 1);
        assert!(!t.messages.iter().any(|m| m.text().contains("Let me think")));
        // The "don't" instruction is a user turn.
        assert!(t
            .messages
            .iter()
            .any(|m| m.role == Role::User && m.text().contains("Don't")));
    }

    #[test]
    fn compaction_boundary_and_summary() {
        let t = read(F).unwrap();
        assert_eq!(t.compactions.len(), 1);
        let c = &t.compactions[0];
        let boundary = F
            .split('\n')
            .position(|l| l.contains("compact_boundary"))
            .unwrap()
            + 1;
        assert_eq!(c.line, Some(boundary));
        // `at` counts the messages read before the boundary line.
        assert_eq!(
            c.at,
            t.messages
                .iter()
                .filter(|m| m.line.unwrap() < boundary)
                .count()
        );
        let s = c.summary.as_deref().unwrap();
        assert!(s.starts_with("This session is being continued"));
        // The summary is not a message, and messages after the boundary are read.
        assert!(!t
            .messages
            .iter()
            .any(|m| m.text().contains("being continued")));
        assert!(t.messages.len() > c.at);
    }

    #[test]
    fn sidechain_prompt_is_not_a_user_turn_but_its_results_are_evidence() {
        let f = concat!(
            r#"{"parentUuid":null,"isSidechain":true,"type":"user","message":{"role":"user","content":"Find every caller of parse_args"},"uuid":"s1","sessionId":"x"}"#,
            "\n",
            r#"{"parentUuid":"s1","isSidechain":true,"type":"assistant","message":{"role":"assistant","content":[{"type":"tool_use","id":"t1","name":"Grep","input":{"pattern":"parse_args"}}]},"uuid":"s2","sessionId":"x"}"#,
            "\n",
            r#"{"parentUuid":"s2","isSidechain":true,"type":"user","message":{"role":"user","content":[{"type":"tool_result","tool_use_id":"t1","content":"src/main.rs:12: parse_args()"}]},"uuid":"s3","sessionId":"x"}"#,
            "\n"
        );
        assert!(sniff(f));
        let t = read_str(f, FORMAT).unwrap();
        assert_eq!(t.messages[0].role, Role::Assistant);
        assert_eq!(t.messages[2].role, Role::Tool);
        assert_eq!(t.messages[2].name.as_deref(), Some("Grep"));
        assert_eq!(t.messages[2].line, Some(3));
    }

    #[test]
    fn server_tool_results_are_named_by_their_call_else_their_kind() {
        let line = |u: &str, block: &str| {
            format!(
                r#"{{"parentUuid":null,"type":"assistant","message":{{"role":"assistant","content":[{block}]}},"uuid":"{u}","sessionId":"x"}}"#
            )
        };
        let f = [
            line(
                "a",
                r#"{"type":"server_tool_use","id":"srvtoolu_1","name":"web_search","input":{"query":"serde flatten"}}"#,
            ),
            // A result whose kind names another tool than its call: the call's name wins.
            line(
                "b",
                r#"{"type":"web_fetch_tool_result","tool_use_id":"srvtoolu_1","content":[{"type":"web_search_result","title":"serde docs","url":"https://serde.rs"}]}"#,
            ),
            // A result with no call in the file: named by its block kind.
            line(
                "c",
                r#"{"type":"code_execution_tool_result","tool_use_id":"srvtoolu_9","content":{"stdout":"42"}}"#,
            ),
        ]
        .join("\n");
        let t = read_str(&f, FORMAT).unwrap();
        let named: Vec<(Option<&str>, Option<&str>, Option<usize>)> = t
            .messages
            .iter()
            .filter(|m| m.role == Role::Tool)
            .map(|m| (m.tool_call_id.as_deref(), m.name.as_deref(), m.line))
            .collect();
        assert_eq!(
            named,
            vec![
                (Some("srvtoolu_1"), Some("web_search"), Some(2)),
                (Some("srvtoolu_9"), Some("code_execution"), Some(3)),
            ]
        );
        assert!(t.messages.iter().any(|m| m.text().contains("serde docs")));
    }

    #[test]
    fn two_compactions_give_the_previous_summary() {
        use super::super::Selection;
        let user = |u: &str, text: &str, extra: &str| {
            format!(
                r#"{{"parentUuid":null,"type":"user","message":{{"role":"user","content":"{text}"}},"uuid":"{u}","sessionId":"x"{extra}}}"#
            )
        };
        let boundary = |u: &str| {
            format!(
                r#"{{"parentUuid":null,"type":"system","subtype":"compact_boundary","content":"Conversation compacted","uuid":"{u}","sessionId":"x","compactMetadata":{{"trigger":"auto","preTokens":9}}}}"#
            )
        };
        let f = [
            user("a", "one", ""),
            boundary("b1"),
            user("s1", "- first summary", r#","isCompactSummary":true"#),
            user("c", "two", ""),
            boundary("b2"),
            user("s2", "- second summary", r#","isCompactSummary":true"#),
            user("d", "three", ""),
        ]
        .join("\n");
        let t = read(&f).unwrap();
        let got: Vec<(usize, Option<&str>, Option<usize>)> = t
            .compactions
            .iter()
            .map(|c| (c.at, c.summary.as_deref(), c.line))
            .collect();
        assert_eq!(
            got,
            vec![
                (1, Some("- first summary"), Some(2)),
                (2, Some("- second summary"), Some(5))
            ]
        );
        let rec = t.to_record(None, Selection::Latest).unwrap();
        assert_eq!(rec.summary, "- second summary");
        assert_eq!(rec.previous_summary.as_deref(), Some("- first summary"));
        let texts: Vec<String> = rec.messages.iter().map(|m| m.text()).collect();
        assert_eq!(texts, vec!["two", "three"]);
    }

    #[test]
    fn bad_lines_are_named_unknown_events_counted() {
        let good = r#"{"parentUuid":null,"type":"user","message":{"role":"user","content":"hi"},"uuid":"a","sessionId":"x"}"#;
        let e = read(&format!("{good}\n{{not json\n{good}\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2"), "{e}");
        let e = read(&format!(
            "{good}\n{}\n",
            r#"{"parentUuid":"a","type":"assistant","uuid":"b"}"#
        ))
        .unwrap_err()
        .to_string();
        assert!(e.contains("line 2") && e.contains("message"), "{e}");
        let t = read(&format!("{good}\n{}\n", r#"{"type":"telemetry","x":1}"#)).unwrap();
        assert_eq!(t.skipped.len(), 1);
        assert_eq!(t.skipped[0].reason, "unknown event type");
        assert_eq!(t.skipped[0].line, Some(2));
    }
}
