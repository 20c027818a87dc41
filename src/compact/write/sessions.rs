//! Writers for session files a harness appends to: every existing line stays byte for byte
//! and the harness's own compaction event(s) are appended, holding the pruned summary (after
//! [`crate::compact::FRAMING`]), then the reminder and, where the harness's context after a
//! compaction starts at the event, copies of the tail's lines.

use serde_json::{json, Value};
use std::collections::{HashMap, HashSet};

use super::lists::{gemini_document, new_units};
use super::units::{
    append_lines, hash, jsonl, last_timestamp, line_units, replace_str_field, shape, uuid,
};
use super::{NewHistory, TranscriptWriter, WriteError};
use crate::transcript::TranscriptFormat;

fn line(v: &Value) -> String {
    serde_json::to_string(v).expect("a serde_json::Value always serializes")
}

fn str_field<'a>(v: &'a Value, k: &str) -> Option<&'a str> {
    v.get(k).and_then(Value::as_str)
}

/// Splits the history's inserted messages into the summary and the optional reminder.
fn summary_and_reminder(
    format: TranscriptFormat,
    h: &NewHistory,
) -> Result<(String, Option<String>), WriteError> {
    let mut it = h.inserted.iter().map(|m| m.text.clone());
    let summary = it
        .next()
        .ok_or_else(|| shape(format, "no summary to write"))?;
    Ok((summary, it.next()))
}

/// Claude Code session JSONL. Claude Code records `/compact` as a `system` line with
/// `subtype: "compact_boundary"` (`parentUuid: null`, `logicalParentUuid` the previous leaf,
/// `compactMetadata`), followed by a `user` line with `isCompactSummary: true` holding the
/// summary; the context after it is that chain (sources in
/// `tests/fixtures/formats/claude-code/SOURCE.md`). sjc appends both, a reminder `user` line,
/// then a copy of every `user` / `assistant` line of the tail with a new `uuid` and its
/// `parentUuid` moved onto the new chain, so the tail follows the summary. Session fields
/// (`sessionId`, `cwd`, `version`, `gitBranch`, `userType`) come from the last message line.
pub struct ClaudeCodeWriter;

impl TranscriptWriter for ClaudeCodeWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::ClaudeCode;
        let lines = jsonl(f, original)?;
        let units = line_units(f, &lines);
        let start = units.start_of(h.tail_from)?;
        let (summary, reminder) = summary_and_reminder(f, h)?;
        let is_msg = |v: &Value| matches!(str_field(v, "type"), Some("user" | "assistant"));
        let last = lines
            .iter()
            .rev()
            .map(|(_, v)| v)
            .find(|v| is_msg(v))
            .ok_or_else(|| shape(f, "no user or assistant line"))?;
        let leaf = lines
            .iter()
            .rev()
            .find_map(|(_, v)| str_field(v, "uuid"))
            .map(str::to_string);
        let ts = last_timestamp(&lines).unwrap_or_default();
        let base = |parent: Option<&str>, id: &str| {
            let mut o = serde_json::Map::new();
            o.insert("parentUuid".into(), json!(parent));
            o.insert("isSidechain".into(), json!(false));
            for k in ["userType", "cwd", "sessionId", "version", "gitBranch"] {
                if let Some(v) = last.get(k) {
                    o.insert(k.into(), v.clone());
                }
            }
            o.insert("uuid".into(), json!(id));
            o.insert("timestamp".into(), json!(ts));
            o
        };
        let boundary_id = uuid(&[original, "compact_boundary"]);
        let mut b = base(None, &boundary_id);
        b.insert("type".into(), json!("system"));
        b.insert("subtype".into(), json!("compact_boundary"));
        b.insert("content".into(), json!("Conversation compacted"));
        b.insert("isMeta".into(), json!(false));
        b.insert("level".into(), json!("info"));
        b.insert("logicalParentUuid".into(), json!(leaf));
        b.insert(
            "compactMetadata".into(),
            json!({"trigger": "manual", "preTokens": h.tokens_before}),
        );
        let summary_id = uuid(&[original, "compact_summary"]);
        let mut s = base(Some(&boundary_id), &summary_id);
        s.insert("type".into(), json!("user"));
        s.insert(
            "message".into(),
            json!({"role": "user", "content": summary}),
        );
        s.insert("isCompactSummary".into(), json!(true));
        s.insert("isVisibleInTranscriptOnly".into(), json!(true));
        let mut out = vec![line(&Value::Object(b)), line(&Value::Object(s))];
        let mut chain = summary_id;
        if let Some(r) = reminder {
            let id = uuid(&[original, "sjc_reminder"]);
            let mut m = base(Some(&chain), &id);
            m.insert("type".into(), json!("user"));
            m.insert("message".into(), json!({"role": "user", "content": r}));
            out.push(line(&Value::Object(m)));
            chain = id;
        }
        let mut moved: HashMap<String, String> = HashMap::new();
        for (text, v) in lines[start..].iter().filter(|(_, v)| is_msg(v)) {
            let old = str_field(v, "uuid").ok_or_else(|| shape(f, "a tail line has no uuid"))?;
            let parent = str_field(v, "parentUuid");
            let new = uuid(&[original, old]);
            let new_parent = parent
                .and_then(|p| moved.get(p).cloned())
                .unwrap_or_else(|| chain.clone());
            let t = replace_str_field(f, text, "uuid", Some(old), Some(&new))?;
            let t = replace_str_field(f, &t, "parentUuid", parent, Some(&new_parent))?;
            out.push(t);
            moved.insert(old.to_string(), new.clone());
            chain = new;
        }
        Ok(append_lines(original, &out))
    }
}

/// Codex rollout JSONL. Codex records a compaction as a `compacted` line (`CompactedItem
/// {message, replacement_history}`); on resume the `replacement_history` becomes the
/// history and later `response_item` lines are added to it (openai/codex
/// `codex-rs/core/src/compact.rs`, `codex-rs/protocol/src/protocol.rs`). sjc appends a
/// `compacted` line whose `message` is the summary and whose `replacement_history` holds the
/// kept system items and the summary as a user message, then the reminder and a copy of
/// every `response_item` line of the tail (reasoning included), byte for byte. Rollouts
/// written before September 2025 (no `type`/`payload` envelope) are refused.
pub struct CodexWriter;

impl TranscriptWriter for CodexWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::CodexRollout;
        let lines = jsonl(f, original)?;
        let enveloped = |v: &Value| v.get("payload").is_some() && str_field(v, "type").is_some();
        if !lines.iter().all(|(_, v)| enveloped(v)) {
            return Err(shape(
                f,
                "a rollout without the type/payload envelope (written before September 2025) cannot get a compacted line",
            ));
        }
        let units = line_units(f, &lines);
        let start = units.start_of(h.tail_from)?;
        let (summary, reminder) = summary_and_reminder(f, h)?;
        let ts = last_timestamp(&lines).unwrap_or_default();
        let user = |t: &str| json!({"type": "message", "role": "user", "content": [{"type": "input_text", "text": t}]});
        let mut history = Vec::new();
        let mut seen = HashSet::new();
        for &i in &h.kept_before {
            let u = units.start_of(i)?;
            if u < start
                && seen.insert(u)
                && str_field(&lines[u].1, "type") == Some("response_item")
            {
                history.push(lines[u].1["payload"].clone());
            }
        }
        history.push(user(&summary));
        let mut out = vec![line(&json!({"timestamp": ts, "type": "compacted",
            "payload": {"message": summary, "replacement_history": history}}))];
        if let Some(r) = reminder {
            out.push(line(
                &json!({"timestamp": ts, "type": "response_item", "payload": user(&r)}),
            ));
        }
        out.extend(
            lines[start..]
                .iter()
                .filter(|(_, v)| str_field(v, "type") == Some("response_item"))
                .map(|(t, _)| t.clone()),
        );
        Ok(append_lines(original, &out))
    }
}

/// Pi / OpenClaw session JSONL. Pi records a compaction as a `compaction` entry (`summary`,
/// `firstKeptEntryId`, `tokensBefore`) appended to the session tree; the context after it
/// is the summary, the entries from `firstKeptEntryId` up to the compaction, then later
/// entries (badlogic/pi-mono `packages/coding-agent/src/core/session-manager.ts`,
/// `compaction.ts`). sjc appends that entry, its `firstKeptEntryId` the entry of the tail's
/// first message, so the tail stays where it is; the reminder follows as a user `message`
/// entry (so it comes after the tail in Pi's context).
pub struct PiWriter;

impl TranscriptWriter for PiWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::Pi;
        let lines = jsonl(f, original)?;
        let units = line_units(f, &lines);
        let start = units.start_of(h.tail_from)?;
        let first_kept = str_field(&lines[start].1, "id")
            .ok_or_else(|| shape(f, "the tail's first entry has no id"))?;
        let (summary, reminder) = summary_and_reminder(f, h)?;
        let leaf = lines
            .iter()
            .rev()
            .filter(|(_, v)| str_field(v, "type") != Some("session"))
            .find_map(|(_, v)| str_field(v, "id"))
            .map(str::to_string);
        let ts = last_timestamp(&lines).unwrap_or_default();
        let ids: HashSet<&str> = lines
            .iter()
            .filter_map(|(_, v)| str_field(v, "id"))
            .collect();
        let new_id = |salt: &str| {
            (0u32..)
                .map(|n| format!("{:08x}", hash(&[original, salt, &n.to_string()]) as u32))
                .find(|id| !ids.contains(id.as_str()))
                .expect("some id is free")
        };
        let cid = new_id("compaction");
        let mut out = vec![line(
            &json!({"type": "compaction", "id": cid, "parentId": leaf,
            "timestamp": ts, "summary": summary, "firstKeptEntryId": first_kept,
            "tokensBefore": h.tokens_before}),
        )];
        if let Some(r) = reminder {
            let ms = lines
                .iter()
                .rev()
                .find_map(|(_, v)| v.get("message").and_then(|m| m.get("timestamp")).cloned())
                .unwrap_or(json!(0));
            out.push(line(&json!({"type": "message", "id": new_id("reminder"),
                "parentId": cid, "timestamp": ts,
                "message": {"role": "user", "content": [{"type": "text", "text": r}], "timestamp": ms}})));
        }
        Ok(append_lines(original, &out))
    }
}

/// Gemini CLI. The CLI compresses by replacing its history with a user message holding the
/// summary (its `<state_snapshot>`), and its session JSONL records messages by appending
/// them (google-gemini/gemini-cli `packages/core/src/core/geminiChat.ts`,
/// `packages/core/src/services/chatRecordingService.ts`). For a session JSONL sjc appends
/// the summary and the reminder as `user` records, then a copy of the latest version of
/// every record of the tail under a new `id` (a record whose id was seen before would
/// replace the earlier one in place), so the tail follows the summary. A one-object session
/// JSON or a checkpoint holds the whole history and is rewritten in its shape instead.
pub struct GeminiWriter;

impl TranscriptWriter for GeminiWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::GeminiCli;
        if serde_json::from_str::<serde::de::IgnoredAny>(original.trim_start_matches('\u{feff}'))
            .is_ok()
        {
            return gemini_document(original, h);
        }
        let lines = jsonl(f, original)?;
        let units = line_units(f, &lines);
        let head = units.start_of(0)?;
        let ts = last_timestamp(&lines).unwrap_or_default();
        let out = new_units(
            &units,
            |u| lines[u].0.clone(),
            h,
            |m| {
                json!({"id": uuid(&[original, &m.text]), "timestamp": ts, "type": "user",
                "content": [{"text": m.text}]})
            },
        )?;
        let mut all: Vec<String> = lines[..head].iter().map(|(l, _)| l.clone()).collect();
        all.extend(out);
        Ok(append_lines("", &all))
    }
}
