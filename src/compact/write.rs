//! Writing the new history in the input transcript's own format: one [`TranscriptWriter`] per
//! format, so `apply` works for every format sjc reads. Two kinds:
//!
//! - **Message lists** (a request body or an export): the list is rewritten. [`RecordWriter`]
//!   and [`ChatWriter`] copy kept messages as JSON values (keys come back sorted);
//!   [`ResponsesWriter`], [`AnthropicWriter`] and Gemini CLI checkpoints / one-object session
//!   JSON copy the input's own item texts byte for byte (array or wrapper, JSON or JSONL, as
//!   the input was laid out), so images, thinking and reasoning items of the tail stay.
//! - **Session files a harness appends to**: every line stays byte for byte and the
//!   harness's own compaction event(s) are appended ([`ClaudeCodeWriter`]: `compact_boundary`
//!   + `isCompactSummary`; [`CodexWriter`]: `compacted`; [`PiWriter`]: `compaction` with
//!   `firstKeptEntryId`), with copies of the tail where the harness's context restarts at the
//!   event. [`GeminiWriter`] rewrites the Gemini CLI file in its shape instead (see there).
//!   Each writer's docs cite the source of the shape.
//!
//! The summary and the reminder are new user messages (the summary starts with
//! [`super::FRAMING`], also inside a harness event). Which input items hold a message is found
//! with the format's own reader on prefixes of the input (binary search), so a writer never
//! re-derives a reader's grouping rules; a cut that would split an item is refused
//! ([`WriteError::Shape`]), as is anything else that does not fit, before anything is written.

use serde_json::{Map, Value};

use crate::record::Role;
use crate::transcript::TranscriptFormat;

mod lists;
mod sessions;
mod units;

pub use lists::{AnthropicWriter, ResponsesWriter};
pub use sessions::{ClaudeCodeWriter, CodexWriter, GeminiWriter, PiWriter};

/// A message `apply` adds (the summary, the reminder).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inserted {
    /// Its role.
    pub role: Role,
    /// Its text.
    pub text: String,
}

/// The new history, by index into the input's messages.
#[derive(Debug, Clone, PartialEq)]
pub struct NewHistory {
    /// Input messages before the cut that stay (system and developer messages), in order.
    pub kept_before: Vec<usize>,
    /// Messages added after them.
    pub inserted: Vec<Inserted>,
    /// The tail: input messages from this index on.
    pub tail_from: usize,
    /// The pruned summary (the record format stores it in `summary` too).
    pub summary: String,
    /// The summary it updated (the record format's `previous_summary`).
    pub previous_summary: Option<String>,
    /// Tokens in context before the compaction (a harness's `preTokens` / `tokensBefore`).
    pub tokens_before: usize,
}

/// Errors of a writer.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    /// No writer for this format yet.
    #[error("apply cannot write format {0} yet; input unchanged")]
    Unsupported(TranscriptFormat),
    /// The input no longer has the shape it was read with.
    #[error("cannot rewrite the {format} transcript: {message}; input unchanged")]
    Shape {
        /// The format.
        format: TranscriptFormat,
        /// What is wrong.
        message: String,
    },
}

/// Writes a [`NewHistory`] in one format, from the input's text.
pub trait TranscriptWriter {
    /// The new transcript's text.
    ///
    /// # Errors
    /// [`WriteError::Shape`] when `original` does not hold the messages the history indexes.
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError>;
}

/// The writer of `format`.
///
/// # Errors
/// [`WriteError::Unsupported`] for a format without a writer (none today; kept for formats
/// added to the readers before their writer).
pub fn writer_for(format: TranscriptFormat) -> Result<Box<dyn TranscriptWriter>, WriteError> {
    Ok(match format {
        TranscriptFormat::Record => Box::new(RecordWriter),
        TranscriptFormat::OpenaiChat => Box::new(ChatWriter),
        TranscriptFormat::OpenaiResponses => Box::new(ResponsesWriter),
        TranscriptFormat::AnthropicMessages => Box::new(AnthropicWriter),
        TranscriptFormat::ClaudeCode => Box::new(ClaudeCodeWriter),
        TranscriptFormat::CodexRollout => Box::new(CodexWriter),
        TranscriptFormat::GeminiCli => Box::new(GeminiWriter),
        TranscriptFormat::Pi => Box::new(PiWriter),
    })
}

fn inserted_value(m: &Inserted) -> Value {
    let mut o = Map::new();
    o.insert("role".into(), Value::String(m.role.to_string()));
    o.insert("content".into(), Value::String(m.text.clone()));
    Value::Object(o)
}

fn new_messages(
    format: TranscriptFormat,
    old: &[Value],
    h: &NewHistory,
) -> Result<Vec<Value>, WriteError> {
    if h.tail_from > old.len() || h.kept_before.iter().any(|&i| i >= h.tail_from) {
        return Err(WriteError::Shape {
            format,
            message: format!(
                "the file holds {} messages, the history indexes up to {}",
                old.len(),
                h.tail_from
            ),
        });
    }
    let mut out: Vec<Value> = h.kept_before.iter().map(|&i| old[i].clone()).collect();
    out.extend(h.inserted.iter().map(inserted_value));
    out.extend(old[h.tail_from..].iter().cloned());
    Ok(out)
}

/// Pretty when the input spans several lines, compact otherwise; a final line break when the
/// input had one.
fn render(original: &str, v: &Value) -> String {
    let mut s = if original.trim().contains('\n') {
        serde_json::to_string_pretty(v)
    } else {
        serde_json::to_string(v)
    }
    .expect("a serde_json::Value always serializes");
    if original.ends_with('\n') {
        s.push('\n');
    }
    s
}

fn parse(format: TranscriptFormat, original: &str) -> Result<Value, WriteError> {
    serde_json::from_str(original.trim_start_matches('\u{feff}')).map_err(|e| WriteError::Shape {
        format,
        message: e.to_string(),
    })
}

/// OpenAI Chat: a JSON array of messages, or an object with `messages` (other keys kept).
pub struct ChatWriter;

impl TranscriptWriter for ChatWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::OpenaiChat;
        let mut v = parse(f, original)?;
        let shape = || WriteError::Shape {
            format: f,
            message: "expected an array of messages or {\"messages\": [...]}".into(),
        };
        let arr = match &mut v {
            Value::Array(a) => a,
            Value::Object(o) => o
                .get_mut("messages")
                .and_then(Value::as_array_mut)
                .ok_or_else(shape)?,
            _ => return Err(shape()),
        };
        *arr = new_messages(f, arr, h)?;
        Ok(render(original, &v))
    }
}

/// sjc's own record: `messages` becomes the new history, `summary` the pruned summary,
/// `previous_summary` the summary it updated; `task` and other keys are kept, `labels`
/// (which labelled the old summary) is dropped.
pub struct RecordWriter;

impl TranscriptWriter for RecordWriter {
    fn write(&self, original: &str, h: &NewHistory) -> Result<String, WriteError> {
        let f = TranscriptFormat::Record;
        let mut v = parse(f, original)?;
        let Value::Object(o) = &mut v else {
            return Err(WriteError::Shape {
                format: f,
                message: "expected a JSON object".into(),
            });
        };
        let old = o
            .get("messages")
            .and_then(Value::as_array)
            .cloned()
            .unwrap_or_default();
        o.insert("messages".into(), Value::Array(new_messages(f, &old, h)?));
        o.insert("summary".into(), Value::String(h.summary.clone()));
        match &h.previous_summary {
            Some(p) => o.insert("previous_summary".into(), Value::String(p.clone())),
            None => o.remove("previous_summary"),
        };
        o.remove("labels");
        Ok(render(original, &v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn history() -> NewHistory {
        NewHistory {
            kept_before: vec![0],
            inserted: vec![Inserted {
                role: Role::User,
                text: "S".into(),
            }],
            tail_from: 3,
            summary: "S".into(),
            previous_summary: None,
            tokens_before: 0,
        }
    }

    #[test]
    fn chat_keeps_system_and_tail_values_whole() {
        let src = r#"{"model":"m","messages":[{"role":"system","content":"sys"},{"role":"user","content":"a"},{"role":"assistant","content":"b"},{"role":"user","content":"c","x_extra":1}]}"#;
        let out = ChatWriter.write(src, &history()).unwrap();
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["model"], "m");
        let m = v["messages"].as_array().unwrap();
        assert_eq!(m.len(), 3);
        assert_eq!(m[0]["content"], "sys");
        assert_eq!(m[1]["content"], "S");
        assert_eq!(m[2]["x_extra"], 1);
        let e = ChatWriter
            .write(r#"[{"role":"user","content":"a"}]"#, &history())
            .unwrap_err()
            .to_string();
        assert!(e.contains("input unchanged"), "{e}");
    }

    #[test]
    fn record_sets_summary_and_drops_labels() {
        let src = "{\"task\":\"t\",\"summary\":\"old\",\"labels\":[],\"messages\":[{\"role\":\"system\",\"content\":\"s\"},{\"role\":\"user\",\"content\":\"a\"},{\"role\":\"assistant\",\"content\":\"b\"},{\"role\":\"user\",\"content\":\"c\"}]}\n";
        let out = RecordWriter.write(src, &history()).unwrap();
        assert!(out.ends_with('\n'));
        let v: Value = serde_json::from_str(&out).unwrap();
        assert_eq!(
            (v["task"].as_str(), v["summary"].as_str()),
            (Some("t"), Some("S"))
        );
        assert!(v.get("labels").is_none());
        assert_eq!(v["messages"].as_array().unwrap().len(), 3);
    }

    #[test]
    fn every_format_has_a_writer() {
        for f in TranscriptFormat::ALL {
            assert!(writer_for(f).is_ok(), "{f}");
        }
    }
}
