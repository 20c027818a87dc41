//! Pi (`pi-coding-agent`) and OpenClaw session JSONL.
//!
//! Source: badlogic/pi-mono `packages/coding-agent/src/core/session-manager.ts` (the
//! `SessionHeader` first line `{type: "session", version, id, timestamp, cwd}`, then entries
//! with `id` / `parentId`: `message`, `compaction {summary, firstKeptEntryId, tokensBefore}`,
//! `branch_summary`, `custom_message`, `custom`, `label`, `session_info`, `model_change`,
//! `thinking_level_change`), `packages/coding-agent/src/core/messages.ts` (the
//! `bashExecution`, `custom`, `branchSummary`, `compactionSummary` roles),
//! `packages/ai/src/types.ts` (user / assistant / `toolResult` messages; `text`, `thinking`,
//! `image` and `toolCall {id, name, arguments}` blocks) and
//! `packages/coding-agent/docs/session.md`. OpenClaw stores its transcripts with the same
//! session manager (openclaw `docs/reference/session-management-compaction.md`).
//!
//! Choices:
//! - Entries are read in file order, every branch included: a branch left with `/tree` still
//!   ran its tools, so its outputs are evidence (extra evidence can only keep an entry, never
//!   delete one). `branch_summary` entries are model-written summaries of such a branch and
//!   are counted in [`Skipped`]; the branch's own entries are read instead.
//! - A `compaction` entry replaced the messages before its `firstKeptEntryId`: its `at` is the
//!   index of the first message read from that entry or after it (the messages from there to
//!   the compaction stayed in context and remain evidence for the next one).
//! - `bashExecution` messages (the user's `!command`) and `custom_message` entries (extension
//!   output put into the context) are tool results named `bash` and the `customType`.
//! - `thinking` blocks and images are dropped and counted; `custom`, `label`,
//!   `session_info`, `model_change` and `thinking_level_change` entries are bookkeeping.

use super::session_file::{
    at_line, blocks, content_text, first_object, invalid, message, pass_over, push_message,
    push_text, read_events, skip, skip_dropped, str_of, tool_call, tool_result, unknown_event,
    JsonLine,
};
use super::{Compaction, Transcript, TranscriptError, TranscriptFormat};
use crate::record::Role;
use serde_json::{Map, Value};
use std::collections::HashMap;

const FORMAT: TranscriptFormat = TranscriptFormat::Pi;

const BOOKKEEPING: &[&str] = &[
    "custom",
    "label",
    "session_info",
    "model_change",
    "thinking_level_change",
];

/// The first line is a Pi session header: `type: "session"` with a string `id` and a `cwd`
/// or `version`.
pub(super) fn sniff(text: &str) -> bool {
    first_object(text).is_some_and(|o| {
        str_of(&o, "type") == Some("session")
            && str_of(&o, "id").is_some()
            && (o.contains_key("cwd") || o.contains_key("version"))
    })
}

pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    // For each entry id: the index of the first message read from that entry or after it.
    let mut first_index = HashMap::new();
    let mut header = true;
    read_events(text, FORMAT, |t, l| {
        if std::mem::take(&mut header) && str_of(&l.obj, "type") == Some("session") {
            return Ok(());
        }
        entry(t, &mut first_index, l)
    })
}

fn entry(
    t: &mut Transcript,
    first_index: &mut HashMap<String, usize>,
    l: &JsonLine,
) -> Result<(), TranscriptError> {
    if let Some(id) = str_of(&l.obj, "id") {
        first_index
            .entry(id.to_string())
            .or_insert(t.messages.len());
    }
    match str_of(&l.obj, "type") {
        Some("message") => message_entry(t, l.object("message", FORMAT)?, l.no),
        Some("compaction") => {
            let summary = str_of(&l.obj, "summary").map(str::to_string);
            let at = str_of(&l.obj, "firstKeptEntryId")
                .and_then(|id| first_index.get(id).copied())
                .unwrap_or(t.messages.len());
            t.compactions.push(Compaction {
                at,
                summary,
                line: Some(l.no),
            });
            Ok(())
        }
        Some("custom_message") => {
            let name = str_of(&l.obj, "customType").unwrap_or("custom").to_string();
            let id = str_of(&l.obj, "id").map(str::to_string);
            content_as_tool(t, &l.obj, Some(name), id, l.no);
            Ok(())
        }
        Some("branch_summary") => {
            t.skipped.push(skip(
                "branch_summary",
                "model-written summary of another branch (its entries are read)",
                None,
                Some(l.no),
            ));
            Ok(())
        }
        other => pass_over(t, "entry", other, BOOKKEEPING, l.no),
    }
}

/// `obj.content` (string or text/image blocks) as one tool result.
fn content_as_tool(
    t: &mut Transcript,
    obj: &Map<String, Value>,
    name: Option<String>,
    id: Option<String>,
    no: usize,
) {
    let mut dropped = Vec::new();
    let text = content_text(obj.get("content").unwrap_or(&Value::Null), &mut dropped);
    push_message(t, tool_result(name, id, text, Some(no)), dropped, no);
}

/// The `message` of a `message` entry.
fn message_entry(
    t: &mut Transcript,
    m: &Map<String, Value>,
    no: usize,
) -> Result<(), TranscriptError> {
    let role =
        str_of(m, "role").ok_or_else(|| invalid(FORMAT, at_line(no), "message.role: missing"))?;
    let content = m.get("content").unwrap_or(&Value::Null);
    match role {
        "user" => {
            let mut dropped = Vec::new();
            let text = content_text(content, &mut dropped);
            push_message(t, message(Role::User, text, Some(no)), dropped, no);
        }
        "assistant" => assistant(t, content, no)?,
        "toolResult" => {
            let name = str_of(m, "toolName").map(str::to_string);
            let id = str_of(m, "toolCallId").map(str::to_string);
            content_as_tool(t, m, name, id, no);
        }
        "bashExecution" => {
            let command = str_of(m, "command").unwrap_or("");
            let output = str_of(m, "output").unwrap_or("");
            let mut text = format!("$ {command}\n{output}");
            if let Some(code) = m.get("exitCode").and_then(Value::as_i64) {
                text.push_str(&format!("\nexit code: {code}"));
            }
            t.messages
                .push(tool_result(Some("bash".into()), None, text, Some(no)));
        }
        "custom" => {
            let name = str_of(m, "customType").unwrap_or("custom").to_string();
            content_as_tool(t, m, Some(name), None, no);
        }
        k @ ("branchSummary" | "compactionSummary") => t.skipped.push(skip(
            k,
            "model-written summary, not evidence",
            None,
            Some(no),
        )),
        other => t.skipped.push(unknown_event("message", Some(other), no)),
    }
    Ok(())
}

fn assistant(t: &mut Transcript, content: &Value, no: usize) -> Result<(), TranscriptError> {
    let index = t.messages.len();
    let mut text = Vec::new();
    let mut calls = Vec::new();
    let mut dropped = Vec::new();
    let mut thinking = 0;
    for (b, block) in blocks(content).iter().enumerate() {
        match block
            .as_object()
            .and_then(|o| str_of(o, "type").map(|k| (o, k)))
        {
            Some((_, "thinking")) => thinking += 1,
            Some((o, "toolCall")) => {
                let name = str_of(o, "name").ok_or_else(|| {
                    invalid(
                        FORMAT,
                        at_line(no),
                        format!("message.content[{b}].name: missing"),
                    )
                })?;
                let args = o.get("arguments").cloned().unwrap_or(Value::Null);
                calls.push(tool_call(
                    str_of(o, "id").map(str::to_string),
                    name.to_string(),
                    args,
                ));
            }
            _ => push_text(&mut text, block, &mut dropped),
        }
    }
    let mut m = message(Role::Assistant, text.join("\n"), Some(no));
    m.tool_calls = calls;
    t.messages.push(m);
    for _ in 0..thinking {
        t.skipped
            .push(skip("thinking", "never evidence", Some(index), Some(no)));
    }
    skip_dropped(&mut t.skipped, dropped, Some(index), Some(no));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: &str = include_str!("../../tests/fixtures/formats/pi/session.jsonl");

    fn line_of(needle: &str) -> usize {
        F.split('\n').position(|l| l.contains(needle)).unwrap() + 1
    }

    #[test]
    fn reads_the_fixture() {
        let t = read(F).unwrap();
        let results: Vec<_> = t.messages.iter().filter(|m| m.role == Role::Tool).collect();
        assert!(results.len() >= 4);
        for r in &results
            .iter()
            .filter(|r| r.tool_call_id.is_some())
            .collect::<Vec<_>>()
        {
            let id = r.tool_call_id.as_deref().unwrap();
            let l = F.split('\n').nth(r.line.unwrap() - 1).unwrap();
            assert!(l.contains(id), "{l}");
        }
        assert!(t
            .messages
            .iter()
            .any(|m| m.role == Role::User && m.text().contains("Don't")));
        let count = |k: &str| t.skipped.iter().filter(|s| s.kind == k).count();
        assert_eq!(
            count("thinking"),
            F.matches("\"type\":\"thinking\"").count()
        );
        assert_eq!(count("image"), F.matches("\"type\":\"image\"").count());
        assert!(count("image") >= 1);
        // Tool calls carry their arguments as objects.
        let call = t
            .messages
            .iter()
            .flat_map(|m| &m.tool_calls)
            .find(|c| c.function.name == "bash")
            .unwrap();
        assert!(call.function.arguments.get("command").is_some());
    }

    #[test]
    fn compaction_at_is_the_first_kept_entry() {
        let t = read(F).unwrap();
        assert_eq!(t.compactions.len(), 1);
        let c = &t.compactions[0];
        assert_eq!(c.line, Some(line_of("\"type\":\"compaction\"")));
        // The first kept entry's message is messages[at].
        let kept: serde_json::Value =
            serde_json::from_str(F.split('\n').nth(c.line.unwrap() - 1).unwrap()).unwrap();
        let kept_id = kept["firstKeptEntryId"].as_str().unwrap();
        let kept_line = line_of(&format!("\"id\":\"{kept_id}\""));
        assert_eq!(t.messages[c.at].line, Some(kept_line));
        assert!(c.at > 0 && c.at < t.messages.len());
        assert!(c.summary.as_deref().unwrap().contains("## Goal"));
    }

    #[test]
    fn second_compaction_reads_from_the_first_kept_entry() {
        use super::super::Selection;
        let msg = |id: &str, parent: &str, text: &str| {
            format!(
                r#"{{"type":"message","id":"{id}","parentId":"{parent}","timestamp":"t","message":{{"role":"user","content":"{text}","timestamp":1}}}}"#
            )
        };
        let comp = |id: &str, parent: &str, kept: &str, s: &str| {
            format!(
                r#"{{"type":"compaction","id":"{id}","parentId":"{parent}","timestamp":"t","summary":"{s}","firstKeptEntryId":"{kept}","tokensBefore":100}}"#
            )
        };
        let f = [
            r#"{"type":"session","version":3,"id":"s","timestamp":"t","cwd":"/w"}"#.to_string(),
            msg("m1", "", "one"),
            msg("m2", "m1", "two"),
            msg("m3", "m2", "three"),
            comp("c1", "m3", "m2", "- first summary"),
            msg("m4", "c1", "four"),
            comp("c2", "m4", "m4", "- second summary"),
            msg("m5", "c2", "five"),
        ]
        .join("\n");
        let t = read(&f).unwrap();
        let at: Vec<usize> = t.compactions.iter().map(|c| c.at).collect();
        assert_eq!(at, vec![1, 3]);
        // The second compaction summarised the first summary and the messages kept from
        // `m2` on; later messages stay evidence.
        let rec = t.to_record(None, Selection::Compaction(2)).unwrap();
        assert_eq!(rec.summary, "- second summary");
        assert_eq!(rec.previous_summary.as_deref(), Some("- first summary"));
        let texts: Vec<String> = rec.messages.iter().map(|m| m.text()).collect();
        assert_eq!(texts, vec!["two", "three", "four", "five"]);
    }

    #[test]
    fn branches_bash_and_bad_lines() {
        let f = concat!(
            r#"{"type":"session","version":3,"id":"s1","timestamp":"2026-01-05T10:00:00.000Z","cwd":"/w"}"#,
            "\n",
            r#"{"type":"message","id":"a1","parentId":null,"timestamp":"t","message":{"role":"bashExecution","command":"git status --short","output":" M src/lib.rs","exitCode":0,"cancelled":false,"truncated":false,"timestamp":1}}"#,
            "\n",
            r#"{"type":"branch_summary","id":"b1","parentId":"a1","timestamp":"t","fromId":"a1","summary":"Tried X"}"#,
            "\n",
            r#"{"type":"thinking_level_change","id":"c1","parentId":"b1","timestamp":"t","thinkingLevel":"high"}"#,
            "\n",
            r#"{"type":"mystery","id":"d1","parentId":"c1","timestamp":"t"}"#,
            "\n"
        );
        assert!(sniff(f));
        let t = read(f).unwrap();
        assert_eq!(t.messages.len(), 1);
        assert_eq!(t.messages[0].name.as_deref(), Some("bash"));
        assert!(t.messages[0].text().contains("M src/lib.rs"));
        assert_eq!(t.skipped.len(), 2);
        assert_eq!(t.skipped[1].reason, "unknown event type");
        assert_eq!(t.skipped[1].line, Some(5));
        let e = read(&f.replace(r#""role":"bashExecution","#, ""))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2") && e.contains("role"), "{e}");
        let e = read(&format!("{f}{{\"type\":\"message\"\n{f}"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 6"), "{e}");
    }
}
