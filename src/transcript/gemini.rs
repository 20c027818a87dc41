//! Gemini CLI chat files, in the three shapes the CLI has written.
//!
//! Sources (google-gemini/gemini-cli): `packages/core/src/services/chatRecordingTypes.ts`
//! and `chatRecordingService.ts` (session files under `~/.gemini/tmp/<project>/chats/`),
//! `packages/core/src/core/logger.ts` (`/chat save` checkpoints), `packages/core/src/core/
//! geminiChat.ts` (what is recorded, compression included):
//! - a session JSONL (current): a metadata line `{sessionId, projectHash, startTime, ...}`,
//!   then message records `{id, timestamp, type, content, toolCalls?, thoughts?}`; a record
//!   whose `id` was seen before replaces it (the CLI appends a record again when its tool
//!   results or token counts arrive), `{"$set": {...}}` lines update the metadata (and, with
//!   `messages`, rewrite the list), `{"$rewindTo": id}` lines mark a rewind;
//! - a session JSON (older): one `ConversationRecord` object with the same `messages`;
//! - a checkpoint (`checkpoint-<tag>.json`): the API history, `Content[]` (`{role:
//!   "user"|"model", parts}`), bare or as `{history, authType}`.
//!
//! Parts: `text` (a `thought: true` text is the model's thinking: dropped and counted),
//! `functionCall {id, name, args}` (a tool call), `functionResponse {id, name, response}` (a
//! tool result; `{output: "..."}` is read as its text, any other response as `key: value`
//! rows), `inlineData` / `fileData` (binary: dropped and counted). A record's `toolCalls`
//! carry the calls and their `result` parts; when the same result is also recorded as a
//! user message of `functionResponse` parts (as the CLI does since 2026), it is read once.
//! `thoughts` are dropped and counted; `info` / `error` / `warning` records are system
//! messages (never evidence).
//!
//! Compression: the CLI replaces the history with a user message holding the
//! `<state_snapshot>` summary (and a model acknowledgement); such a user message is a
//! compaction at its position, its text is the summary, and it is not evidence.
//!
//! Choices: records are read in the order they first appear; rewound records are kept (what
//! a tool printed before a rewind still happened, and extra evidence can only keep an
//! entry). Line numbers are set for the JSONL shape only.

use super::session_file::{
    at_line, content_text, invalid, message, object_row, parse_lines, skip, skip_dropped, str_of,
    tool_call, tool_result,
};
use super::{Compaction, Skipped, Transcript, TranscriptError, TranscriptFormat};
use crate::record::{Message, Role, ToolCall};
use serde_json::{Map, Value};
use std::collections::{HashMap, HashSet};

const FORMAT: TranscriptFormat = TranscriptFormat::GeminiCli;

fn is_contents(a: &[Value]) -> bool {
    !a.is_empty()
        && a.iter().all(|c| {
            c.as_object().is_some_and(|o| {
                matches!(str_of(o, "role"), Some("user" | "model"))
                    && o.get("parts").is_some_and(Value::is_array)
            })
        })
}

fn is_metadata(o: &Map<String, Value>) -> bool {
    str_of(o, "sessionId").is_some() && str_of(o, "projectHash").is_some()
}

/// A JSON `Content[]` (every element `{role: user|model, parts: [...]}`) or `{history:
/// Content[]}`, a JSON object with `sessionId` and `projectHash`, or JSONL whose first line
/// is such an object.
pub(super) fn sniff(text: &str) -> bool {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Array(a)) => is_contents(&a),
        Ok(Value::Object(o)) => {
            is_metadata(&o)
                || o.get("history")
                    .and_then(Value::as_array)
                    .is_some_and(|h| is_contents(h))
        }
        Ok(_) => false,
        Err(_) => super::session_file::first_object(text).is_some_and(|o| is_metadata(&o)),
    }
}

pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    let mut r = Reader::default();
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Array(a)) => r.contents(&a)?,
        Ok(Value::Object(o)) if o.get("history").is_some_and(Value::is_array) => {
            r.contents(o["history"].as_array().map(Vec::as_slice).unwrap_or(&[]))?
        }
        Ok(Value::Object(o)) if is_metadata(&o) => {
            let msgs = o.get("messages").and_then(Value::as_array);
            for (i, m) in msgs.into_iter().flatten().enumerate() {
                let m = m.as_object().ok_or_else(|| {
                    invalid(FORMAT, format!("messages[{i}]"), "expected an object")
                })?;
                r.record(m, None, &format!("messages[{i}]"))?;
            }
        }
        Ok(_) => {
            return Err(invalid(
                FORMAT,
                "(document)",
                "expected Content[], {\"history\": [...]} or a session record",
            ))
        }
        Err(_) => r.jsonl(text)?,
    }
    Ok(r.t)
}

#[derive(Default)]
struct Reader {
    t: Transcript,
    /// Tool result call ids already read (a result recorded twice is read once).
    results: HashSet<String>,
}

/// A `PartListUnion` (string, one part, or a list of parts and strings) as parts.
fn parts_of(v: &Value) -> Vec<Value> {
    let part = |p: &Value| match p {
        Value::String(s) => serde_json::json!({ "text": s }),
        other => other.clone(),
    };
    match v {
        Value::Null => Vec::new(),
        Value::Array(a) => a.iter().map(part).collect(),
        other => vec![part(other)],
    }
}

/// What a list of parts holds.
#[derive(Default)]
struct Parts {
    text: Vec<String>,
    calls: Vec<ToolCall>,
    /// (call id, tool name, text) of each `functionResponse`.
    results: Vec<(Option<String>, Option<String>, String)>,
    thoughts: usize,
    dropped: Vec<String>,
}

fn split_parts(parts: &[Value]) -> Parts {
    let mut out = Parts::default();
    for p in parts {
        let Some(o) = p.as_object() else {
            let s = content_text(p, &mut out.dropped);
            if !s.is_empty() {
                out.text.push(s);
            }
            continue;
        };
        if o.get("thought").and_then(Value::as_bool) == Some(true) {
            out.thoughts += 1;
        } else if let Some(t) = str_of(o, "text") {
            out.text.push(t.to_string());
        } else if let Some(fc) = o.get("functionCall").and_then(Value::as_object) {
            out.calls.push(tool_call(
                str_of(fc, "id").map(str::to_string),
                str_of(fc, "name").unwrap_or("(unnamed)").to_string(),
                fc.get("args").cloned().unwrap_or(Value::Null),
            ));
        } else if let Some(fr) = o.get("functionResponse").and_then(Value::as_object) {
            let text = response_text(fr.get("response").unwrap_or(&Value::Null), &mut out.dropped);
            out.results.push((
                str_of(fr, "id").map(str::to_string),
                str_of(fr, "name").map(str::to_string),
                text,
            ));
        } else if let Some(k) = ["inlineData", "fileData"]
            .iter()
            .find(|k| o.contains_key(**k))
        {
            out.dropped.push(k.to_string());
        } else if let Some(code) = o.get("executableCode").and_then(Value::as_object) {
            out.calls.push(tool_call(
                None,
                "executable_code".into(),
                Value::Object(code.clone()),
            ));
        } else if let Some(res) = o.get("codeExecutionResult").and_then(Value::as_object) {
            out.results
                .push((None, Some("code_execution".into()), object_row(res)));
        } else {
            let s = content_text(p, &mut out.dropped);
            if !s.is_empty() {
                out.text.push(s);
            }
        }
    }
    out
}

/// A `functionResponse.response`: `{output: "..."}` as that string, anything else (`{error:
/// ...}`, MCP results) as text of any JSON shape.
fn response_text(v: &Value, dropped: &mut Vec<String>) -> String {
    match v {
        Value::Object(o) if o.len() == 1 => match o.get("output") {
            Some(Value::String(s)) => s.clone(),
            _ => content_text(v, dropped),
        },
        other => content_text(other, dropped),
    }
}

fn is_snapshot(text: &str) -> bool {
    text.trim_start().starts_with("<state_snapshot>")
}

impl Reader {
    fn push_skips(&mut self, kind: &str, n: usize, index: Option<usize>, line: Option<usize>) {
        for _ in 0..n {
            self.t
                .skipped
                .push(skip(kind, "never evidence", index, line));
        }
    }

    fn push_results(
        &mut self,
        results: Vec<(Option<String>, Option<String>, String)>,
        line: Option<usize>,
    ) {
        for (id, name, text) in results {
            if let Some(id) = &id {
                if !self.results.insert(id.clone()) {
                    continue;
                }
            }
            self.t.messages.push(tool_result(name, id, text, line));
        }
    }

    /// User parts: tool results, then the user's text (or a compression snapshot).
    fn user_parts(&mut self, p: Parts, role: Role, line: Option<usize>) {
        let start = self.t.messages.len();
        self.push_results(p.results, line);
        let text = p.text.join("\n");
        if role == Role::User && is_snapshot(&text) {
            self.t.compactions.push(Compaction {
                at: self.t.messages.len(),
                summary: Some(text),
                line,
            });
        } else if !text.is_empty() {
            self.t.messages.push(message(role, text, line));
        }
        let owner = (self.t.messages.len() > start).then_some(start);
        skip_dropped(&mut self.t.skipped, p.dropped, owner, line);
    }

    /// Model parts plus the record's own tool calls and thoughts.
    fn model_parts(
        &mut self,
        mut p: Parts,
        extra_calls: Vec<ToolCall>,
        extra_results: Vec<(Option<String>, Option<String>, String)>,
        thoughts: usize,
        line: Option<usize>,
    ) {
        let index = self.t.messages.len();
        p.calls.extend(extra_calls);
        let mut m: Message = message(Role::Assistant, p.text.join("\n"), line);
        m.tool_calls = p.calls;
        self.t.messages.push(m);
        self.push_skips("thought", p.thoughts + thoughts, Some(index), line);
        let mut results = p.results;
        results.extend(extra_results);
        self.push_results(results, line);
        skip_dropped(&mut self.t.skipped, p.dropped, Some(index), line);
    }

    fn contents(&mut self, a: &[Value]) -> Result<(), TranscriptError> {
        for (i, c) in a.iter().enumerate() {
            let o = c
                .as_object()
                .ok_or_else(|| invalid(FORMAT, format!("[{i}]"), "expected an object"))?;
            let parts = o
                .get("parts")
                .and_then(Value::as_array)
                .ok_or_else(|| invalid(FORMAT, format!("[{i}].parts"), "expected a list"))?;
            let p = split_parts(parts);
            match str_of(o, "role") {
                Some("user") => self.user_parts(p, Role::User, None),
                Some("model") => self.model_parts(p, Vec::new(), Vec::new(), 0, None),
                other => {
                    return Err(invalid(
                        FORMAT,
                        format!("[{i}].role"),
                        format!("expected user or model, got {other:?}"),
                    ))
                }
            }
        }
        Ok(())
    }

    /// One `MessageRecord`; `at` names it in errors.
    fn record(
        &mut self,
        m: &Map<String, Value>,
        line: Option<usize>,
        at: &str,
    ) -> Result<(), TranscriptError> {
        let content = m.get("content").unwrap_or(&Value::Null);
        let p = split_parts(&parts_of(content));
        match str_of(m, "type") {
            Some("user") => self.user_parts(p, Role::User, line),
            Some("info" | "error" | "warning") => self.user_parts(p, Role::System, line),
            Some("gemini") => {
                let mut calls = Vec::new();
                let mut results = Vec::new();
                let mut dropped = Vec::new();
                let tool_calls = m.get("toolCalls").and_then(Value::as_array);
                for (k, tc) in tool_calls.into_iter().flatten().enumerate() {
                    let tc = tc.as_object().ok_or_else(|| {
                        invalid(FORMAT, format!("{at}.toolCalls[{k}]"), "expected an object")
                    })?;
                    let name = str_of(tc, "name").ok_or_else(|| {
                        invalid(FORMAT, format!("{at}.toolCalls[{k}].name"), "missing")
                    })?;
                    let id = str_of(tc, "id").map(str::to_string);
                    calls.push(tool_call(
                        id.clone(),
                        name.to_string(),
                        tc.get("args").cloned().unwrap_or(Value::Null),
                    ));
                    if let Some(res) = tc.get("result").filter(|r| !r.is_null()) {
                        let rp = split_parts(&parts_of(res));
                        dropped.extend(rp.dropped);
                        let mut text: Vec<String> = rp.text;
                        for (_, _, t) in rp.results {
                            text.push(t);
                        }
                        results.push((id, Some(name.to_string()), text.join("\n")));
                    }
                }
                let thoughts = m
                    .get("thoughts")
                    .and_then(Value::as_array)
                    .map_or(0, Vec::len);
                let mut p = p;
                p.dropped.extend(dropped);
                self.model_parts(p, calls, results, thoughts, line);
            }
            other => self.t.skipped.push(Skipped {
                kind: format!("record {}", other.unwrap_or("(no type)")),
                reason: "unknown event type".into(),
                message_index: None,
                line,
            }),
        }
        Ok(())
    }

    fn jsonl(&mut self, text: &str) -> Result<(), TranscriptError> {
        let (lines, skipped) = parse_lines(text, FORMAT)?;
        self.t.skipped = skipped;
        // Records by id in first-seen order, each with its latest version and line.
        let mut order: Vec<String> = Vec::new();
        let mut latest: HashMap<String, (Map<String, Value>, usize)> = HashMap::new();
        let mut upsert = |m: &Map<String, Value>, no: usize| {
            let id = str_of(m, "id").unwrap_or_default().to_string();
            if !latest.contains_key(&id) {
                order.push(id.clone());
            }
            latest.insert(id, (m.clone(), no));
        };
        let mut unknown = Vec::new();
        for l in &lines {
            let o = &l.obj;
            if o.contains_key("$rewindTo") {
                continue;
            }
            if let Some(set) = o.get("$set") {
                let msgs = set.get("messages").and_then(Value::as_array);
                for (i, m) in msgs.into_iter().flatten().enumerate() {
                    let m = m.as_object().ok_or_else(|| {
                        invalid(
                            FORMAT,
                            at_line(l.no),
                            format!("$set.messages[{i}]: expected an object"),
                        )
                    })?;
                    upsert(m, l.no);
                }
                continue;
            }
            if str_of(o, "id").is_some() && str_of(o, "type").is_some() {
                upsert(o, l.no);
            } else if is_metadata(o) {
                let msgs = o.get("messages").and_then(Value::as_array);
                for m in msgs.into_iter().flatten().filter_map(Value::as_object) {
                    upsert(m, l.no);
                }
            } else {
                unknown.push(skip("record", "unknown event type", None, Some(l.no)));
            }
        }
        for id in order {
            let (m, no) = &latest[&id];
            self.record(m, Some(*no), &at_line(*no))?;
        }
        self.t.skipped.extend(unknown);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: &str = include_str!("../../tests/fixtures/formats/gemini-cli/session.jsonl");
    const CHECKPOINT: &str =
        include_str!("../../tests/fixtures/formats/gemini-cli/checkpoint.json");

    #[test]
    fn reads_the_session_jsonl() {
        assert!(sniff(F));
        let t = read(F).unwrap();
        let results: Vec<_> = t.messages.iter().filter(|m| m.role == Role::Tool).collect();
        assert!(results.len() >= 4);
        // Each result is read once, from the line of the record that holds it, and named.
        let mut ids: Vec<_> = results.iter().map(|r| r.tool_call_id.clone()).collect();
        ids.dedup();
        assert_eq!(ids.len(), results.len());
        for r in &results {
            let l = F.split('\n').nth(r.line.unwrap() - 1).unwrap();
            assert!(l.contains(r.tool_call_id.as_deref().unwrap()));
            assert!(l.contains("\"result\""), "{l}");
            assert!(r.name.is_some());
        }
        // A record appended again (with its results) is read once, at its first position.
        let calls: Vec<_> = t.messages.iter().flat_map(|m| &m.tool_calls).collect();
        let mut call_ids: Vec<_> = calls.iter().map(|c| c.id.clone()).collect();
        call_ids.sort();
        call_ids.dedup();
        assert_eq!(call_ids.len(), calls.len());
        assert!(t
            .messages
            .iter()
            .any(|m| m.role == Role::User && m.text().contains("Don't")));
        let count = |k: &str| t.skipped.iter().filter(|s| s.kind == k).count();
        assert!(count("thought") >= 2);
        assert_eq!(count("inlineData"), 1);
    }

    #[test]
    fn compression_snapshot_is_a_compaction() {
        let t = read(F).unwrap();
        assert_eq!(t.compactions.len(), 1);
        let c = &t.compactions[0];
        let no = F
            .split('\n')
            .position(|l| l.contains("<state_snapshot>"))
            .unwrap()
            + 1;
        assert_eq!(c.line, Some(no));
        assert_eq!(
            c.at,
            t.messages.iter().filter(|m| m.line.unwrap() < no).count()
        );
        assert!(c.summary.as_deref().unwrap().contains("<overall_goal>"));
        assert!(!t
            .messages
            .iter()
            .any(|m| m.text().contains("<state_snapshot>")));
        assert!(t.messages.len() > c.at);
    }

    #[test]
    fn reads_a_checkpoint() {
        assert!(sniff(CHECKPOINT));
        let t = read(CHECKPOINT).unwrap();
        let r = t.messages.iter().find(|m| m.role == Role::Tool).unwrap();
        assert_eq!(r.name.as_deref(), Some("run_shell_command"));
        assert!(r.text().contains("FAIL"));
        assert!(t.messages.iter().all(|m| m.line.is_none()));
        assert_eq!(t.skipped.iter().filter(|s| s.kind == "thought").count(), 1);
        assert_eq!(t.compactions.len(), 1);
        assert_eq!(t.compactions[0].at, 0);
        // The bare Content[] shape reads the same.
        let v: Value = serde_json::from_str(CHECKPOINT).unwrap();
        let bare = serde_json::to_string(&v["history"]).unwrap();
        assert!(sniff(&bare));
        assert_eq!(read(&bare).unwrap().messages, t.messages);
    }

    #[test]
    fn legacy_session_json_and_errors() {
        let doc = r#"{"sessionId":"s","projectHash":"h","startTime":"t","lastUpdated":"t","summary":"title","messages":[
            {"id":"1","timestamp":"t","type":"user","content":"list files"},
            {"id":"2","timestamp":"t","type":"gemini","content":"","toolCalls":[{"id":"c1","name":"list_directory","args":{"path":"."},"result":[{"functionResponse":{"id":"c1","name":"list_directory","response":{"output":"Cargo.toml\nsrc"}}}],"status":"success","timestamp":"t"}]}]}"#;
        assert!(sniff(doc));
        let t = read(doc).unwrap();
        assert_eq!(t.messages.len(), 3);
        assert_eq!(t.messages[2].text(), "Cargo.toml\nsrc");
        let failed = doc.replace(
            r#""response":{"output":"Cargo.toml\nsrc"}"#,
            r#""response":{"error":"Path not in workspace: /etc"}"#,
        );
        assert_eq!(
            read(&failed).unwrap().messages[2].text(),
            "error: Path not in workspace: /etc"
        );
        let e = read(&doc.replace(r#""name":"list_directory","args""#, r#""args""#))
            .unwrap_err()
            .to_string();
        assert!(e.contains("messages[1].toolCalls[0].name"), "{e}");
        let meta = r#"{"sessionId":"s","projectHash":"h","startTime":"t","lastUpdated":"t"}"#;
        let e = read(&format!("{meta}\n{{\"id\":\n{meta}\n"))
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2"), "{e}");
        let t = read(&format!("{meta}\n{{\"hello\":1}}\n")).unwrap();
        assert_eq!(t.skipped[0].reason, "unknown event type");
        assert_eq!(t.skipped[0].line, Some(2));
    }
}
