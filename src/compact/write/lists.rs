//! Writers that rewrite a message list: OpenAI Responses items (JSON array, `{"input"}` /
//! `{"output"}` wrapper, or JSONL), Anthropic Messages (array or `{"messages"}` with its
//! `system`), and Gemini CLI's one-object session JSON and `/chat save` checkpoints. Kept
//! system items and the tail are the input's own item texts, byte for byte (images, thinking
//! and reasoning items included); everything outside the list is kept byte for byte.

use serde_json::{json, Value};

use super::units::{jsonl, line_units, shape, uuid, JsonList, Units};
use super::{Inserted, NewHistory, TranscriptWriter, WriteError};
use crate::transcript::TranscriptFormat;

/// The new list: the kept units, the inserted items, the tail units.
pub(super) fn new_units<F: Fn(usize) -> String>(
    units: &Units<F>,
    item: impl Fn(usize) -> String,
    h: &NewHistory,
    inserted: impl Fn(&Inserted) -> Value,
) -> Result<Vec<String>, WriteError> {
    let outside = units.count(0)?;
    let total = units.count(units.n)?;
    let mut kept: Vec<usize> = Vec::new();
    for &i in h.kept_before.iter().filter(|&&i| i >= outside) {
        let u = units.start_of(i)?;
        if !kept.contains(&u) {
            kept.push(u);
        }
    }
    let tail = if h.tail_from >= total {
        units.n
    } else {
        units.start_of(h.tail_from)?
    };
    if kept.iter().any(|&u| u >= tail) {
        return Err(shape(units.format, "a kept system item lies in the tail"));
    }
    let mut out: Vec<String> = kept.into_iter().map(&item).collect();
    out.extend(h.inserted.iter().map(|m| {
        serde_json::to_string(&inserted(m)).expect("a serde_json::Value always serializes")
    }));
    out.extend((tail..units.n).map(item));
    Ok(out)
}

/// Rewrites the JSON list under one of `keys` (or the top-level array).
fn rewrite_list(
    format: TranscriptFormat,
    original: &str,
    keys: &[&str],
    h: &NewHistory,
    inserted: impl Fn(&JsonList, &Inserted) -> Value,
) -> Result<String, WriteError> {
    let list = JsonList::locate(format, original, keys)?;
    let items: Vec<String> = (0..list.items.len())
        .map(|i| list.item(i).to_string())
        .collect();
    let units = Units {
        format,
        n: items.len(),
        build: |k: usize| list.with_items(&items[..k]),
    };
    let out = new_units(&units, |u| items[u].clone(), h, |m| inserted(&list, m))?;
    Ok(list.with_items(&out))
}

/// Rewrites a JSONL list: kept lines, inserted lines, tail lines (lines as the input has them).
fn rewrite_lines(
    format: TranscriptFormat,
    original: &str,
    h: &NewHistory,
    inserted: impl Fn(&Inserted) -> Value,
) -> Result<String, WriteError> {
    let lines = jsonl(format, original)?;
    let units = line_units(format, &lines);
    let out = new_units(&units, |u| lines[u].0.clone(), h, inserted)?;
    let mut s = out.join("\n");
    if original.ends_with('\n') {
        s.push('\n');
    }
    Ok(s)
}

fn is_json(text: &str) -> bool {
    serde_json::from_str::<serde::de::IgnoredAny>(text.trim_start_matches('\u{feff}')).is_ok()
}

/// OpenAI Responses items (`message`, `function_call`, `function_call_output`, `reasoning`):
/// a JSON array, `{"input": [...]}` / `{"output": [...]}` (other keys kept), or JSONL. The
/// summary and the reminder are `message` items of role `user` with one `input_text` part.
pub struct ResponsesWriter;

impl TranscriptWriter for ResponsesWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::OpenaiResponses;
        let item = |m: &Inserted| {
            json!({"type": "message", "role": m.role.to_string(),
                   "content": [{"type": "input_text", "text": m.text}]})
        };
        if is_json(original) {
            rewrite_list(f, original, &["input", "output", "items"], h, |_, m| {
                item(m)
            })
        } else {
            rewrite_lines(f, original, h, item)
        }
    }
}

/// Anthropic Messages: a JSON array of messages or `{"messages": [...]}`; the top-level
/// `system` and other keys stay byte for byte. The summary and the reminder are user
/// messages with one `text` block (the API joins consecutive user turns).
pub struct AnthropicWriter;

impl TranscriptWriter for AnthropicWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        rewrite_list(
            TranscriptFormat::AnthropicMessages,
            original,
            &["messages"],
            h,
            |_, m| json!({"role": m.role.to_string(), "content": [{"type": "text", "text": m.text}]}),
        )
    }
}

/// Gemini CLI documents that hold the whole history: a `/chat save` checkpoint (`Content[]`
/// or `{history}`: the summary is a `user` content with one `text` part, as the CLI's own
/// compression writes its `<state_snapshot>`) or a one-object session JSON (`{messages}`:
/// the summary is a `user` record with a new id and the last record's timestamp).
pub(super) fn gemini_document(original: &str, h: &NewHistory) -> Result<String, WriteError> {
    let f = TranscriptFormat::GeminiCli;
    rewrite_list(f, original, &["messages", "history"], h, |list, m| {
        let first: Option<Value> = list
            .items
            .first()
            .and_then(|_| serde_json::from_str(list.item(0)).ok());
        let is_content = first.as_ref().is_some_and(|v| v.get("parts").is_some());
        if is_content {
            json!({"role": "user", "parts": [{"text": m.text}]})
        } else {
            let ts = (0..list.items.len())
                .rev()
                .find_map(|i| {
                    serde_json::from_str::<Value>(list.item(i))
                        .ok()
                        .and_then(|v| v.get("timestamp").and_then(Value::as_str).map(String::from))
                })
                .unwrap_or_default();
            json!({"id": uuid(&[original, &m.text]), "timestamp": ts, "type": "user",
                   "content": [{"text": m.text}]})
        }
    })
}
