//! Reading agent session files ("transcripts") as the harnesses write them.
//!
//! Each supported format has one module with two functions:
//! - `sniff(text) -> bool`: a cheap, conservative check used by [`detect`];
//! - `read(text) -> Result<Transcript, TranscriptError>`: the whole file, normalised into
//!   [`Message`]s of our own record shape (OpenAI Chat Completions: `tool_calls` on the
//!   assistant message, one `tool` message per result with its `tool_call_id` and `name`).
//!   A reader sets a result's `name` only where the file gives it or no call can: [`read`]
//!   names every other result after the call it answers, for all formats in one place
//!   ([`crate::record::link_tool_names`]).
//!
//! What is never evidence is dropped while reading and counted in [`Transcript::skipped`]
//! (reasoning, `thinking`, images and other binary blocks), so that a person can check it
//! with `sjc inspect`. Tool content of any JSON shape is kept as text (strings, content-part
//! lists, objects and arrays of objects rendered `key: value`, one row per element).
//!
//! A [`Transcript`] becomes a [`Record`] with [`Transcript::to_record`], which picks the
//! messages a summary replaced (a harness compaction marker, or `--compacted-until N`) and
//! the previous summary written by an earlier compaction in the same file.

use crate::record::{Message, Record, RecordError, Role};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

mod anthropic;
mod claude_code;
mod codex;
pub mod content;
mod gemini;
pub mod inspect;
mod openai_chat;
mod openai_responses;
mod own_record;
mod pi;
mod session_file;
#[cfg(test)]
mod sniff_tests;

/// A transcript format sjc reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum TranscriptFormat {
    /// sjc's own compaction record (`{"summary", "messages", ...}`), unchanged.
    Record,
    /// OpenAI Chat Completions: a JSON array of messages, or `{"messages": [...]}`.
    OpenaiChat,
    /// OpenAI Responses API items (`message`, `function_call`, `function_call_output`,
    /// `reasoning`): a JSON array, `{"input": [...]}` / `{"output": [...]}`, or JSONL.
    OpenaiResponses,
    /// Anthropic Messages (`tool_use` / `tool_result` content blocks): a JSON array of
    /// messages, or `{"messages": [...]}` with an optional `system`.
    AnthropicMessages,
    /// Claude Code session JSONL (`~/.claude/projects/<project>/<session>.jsonl`).
    ClaudeCode,
    /// Codex CLI rollout JSONL (`~/.codex/sessions/YYYY/MM/DD/rollout-*.jsonl`).
    CodexRollout,
    /// Gemini CLI chat file (saved chat / checkpoint JSON).
    GeminiCli,
    /// Pi (pi-coding-agent) / OpenClaw session JSONL.
    Pi,
}

impl TranscriptFormat {
    /// Every format, in the order [`detect`] tries them.
    pub const ALL: [TranscriptFormat; 8] = [
        TranscriptFormat::Record,
        TranscriptFormat::ClaudeCode,
        TranscriptFormat::CodexRollout,
        TranscriptFormat::Pi,
        TranscriptFormat::GeminiCli,
        TranscriptFormat::OpenaiResponses,
        TranscriptFormat::AnthropicMessages,
        TranscriptFormat::OpenaiChat,
    ];

    /// The format's name as `--transcript-format` takes it.
    pub fn name(self) -> &'static str {
        match self {
            TranscriptFormat::Record => "record",
            TranscriptFormat::OpenaiChat => "openai-chat",
            TranscriptFormat::OpenaiResponses => "openai-responses",
            TranscriptFormat::AnthropicMessages => "anthropic-messages",
            TranscriptFormat::ClaudeCode => "claude-code",
            TranscriptFormat::CodexRollout => "codex-rollout",
            TranscriptFormat::GeminiCli => "gemini-cli",
            TranscriptFormat::Pi => "pi",
        }
    }

    fn sniff(self, text: &str) -> bool {
        match self {
            TranscriptFormat::Record => own_record::sniff(text),
            TranscriptFormat::OpenaiChat => openai_chat::sniff(text),
            TranscriptFormat::OpenaiResponses => openai_responses::sniff(text),
            TranscriptFormat::AnthropicMessages => anthropic::sniff(text),
            TranscriptFormat::ClaudeCode => claude_code::sniff(text),
            TranscriptFormat::CodexRollout => codex::sniff(text),
            TranscriptFormat::GeminiCli => gemini::sniff(text),
            TranscriptFormat::Pi => pi::sniff(text),
        }
    }

    fn read(self, text: &str) -> Result<Transcript, TranscriptError> {
        match self {
            TranscriptFormat::Record => own_record::read(text),
            TranscriptFormat::OpenaiChat => openai_chat::read(text),
            TranscriptFormat::OpenaiResponses => openai_responses::read(text),
            TranscriptFormat::AnthropicMessages => anthropic::read(text),
            TranscriptFormat::ClaudeCode => claude_code::read(text),
            TranscriptFormat::CodexRollout => codex::read(text),
            TranscriptFormat::GeminiCli => gemini::read(text),
            TranscriptFormat::Pi => pi::read(text),
        }
    }
}

impl std::str::FromStr for TranscriptFormat {
    type Err = String;

    /// Parses a name as [`TranscriptFormat::name`] gives it.
    fn from_str(s: &str) -> Result<Self, String> {
        TranscriptFormat::ALL
            .into_iter()
            .find(|f| f.name() == s)
            .ok_or_else(|| {
                format!(
                    "unknown transcript format '{s}' (one of: {})",
                    TranscriptFormat::ALL.map(|f| f.name()).join(", ")
                )
            })
    }
}

impl fmt::Display for TranscriptFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A compaction the harness recorded in the session file.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Compaction {
    /// The summary replaced `messages[..at]` (everything before this index that an
    /// earlier compaction had not already replaced).
    pub at: usize,
    /// The summary text the harness wrote, when the file holds it.
    pub summary: Option<String>,
    /// 1-based line of the marker in a JSONL file.
    pub line: Option<usize>,
}

/// A block read from the file and not used as evidence, with the reason.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Skipped {
    /// What was skipped: `image`, `thinking`, `redacted_thinking`, `reasoning`, `document`, ...
    pub kind: String,
    /// Why, in a few words (`never evidence`, `binary`, `unknown event type`).
    pub reason: String,
    /// Index of the message it belonged to, if any.
    pub message_index: Option<usize>,
    /// 1-based line in a JSONL file.
    pub line: Option<usize>,
}

impl Skipped {
    /// A skipped block of `kind`, with the reason [`content::reason_for`] gives.
    pub fn new(kind: &str, message_index: Option<usize>, line: Option<usize>) -> Skipped {
        Skipped {
            kind: kind.to_string(),
            reason: content::reason_for(kind).to_string(),
            message_index,
            line,
        }
    }
}

/// A session file read into sjc's message shape.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Transcript {
    /// Detected or given format.
    pub format: Option<TranscriptFormat>,
    /// The messages in file order (system, user, assistant with tool calls, tool results).
    pub messages: Vec<Message>,
    /// The original task instruction when the format says which it is (never evidence).
    pub task: Option<String>,
    /// Compactions recorded in the file, in file order.
    pub compactions: Vec<Compaction>,
    /// The summary held by the file itself (our own record's `summary`), if any.
    pub summary: Option<String>,
    /// The previous summary held by the file itself (our own record's `previous_summary`).
    pub previous_summary: Option<String>,
    /// Blocks not used as evidence.
    pub skipped: Vec<Skipped>,
}

/// Errors from reading a transcript. Each names the file (`what`) and, where it can, the
/// line or JSON path at fault.
#[derive(Debug, thiserror::Error)]
pub enum TranscriptError {
    /// Bytes, size or emptiness problem (shared with records).
    #[error(transparent)]
    Record(#[from] RecordError),
    /// No format matched; lists the formats tried.
    #[error(
        "{what}: not a transcript format sjc reads (tried: {tried}){hint}; give --transcript-format"
    )]
    Unknown {
        /// The file.
        what: String,
        /// Names of the formats tried, comma-separated.
        tried: String,
        /// Why it may not parse at all (`; neither JSON nor JSONL: line 3: ...`), or empty.
        hint: String,
    },
    /// The file is in the given format but a field is wrong.
    #[error("{what}: {format}: {at}: {message}")]
    Invalid {
        /// The file.
        what: String,
        /// The format being read.
        format: TranscriptFormat,
        /// `line 12`, a JSON path, or `(document)`.
        at: String,
        /// What is wrong.
        message: String,
    },
    /// The compaction selection does not fit the file.
    #[error("{0}")]
    Selection(String),
}

/// Detect the format of `text` from its structure; the error lists the formats tried.
pub fn detect(text: &str, what: &str) -> Result<TranscriptFormat, TranscriptError> {
    TranscriptFormat::ALL
        .into_iter()
        .find(|f| f.sniff(text))
        .ok_or_else(|| TranscriptError::Unknown {
            what: what.into(),
            tried: TranscriptFormat::ALL
                .iter()
                .map(|f| f.name())
                .collect::<Vec<_>>()
                .join(", "),
            hint: syntax_hint(text),
        })
}

/// For a text that is neither one JSON document nor JSON lines, where it breaks (the first
/// bad line of a file whose first line is JSON, else the JSON error, with the field where it
/// broke when there is one: `messages[1].content: EOF while parsing …`); for a JSON object with
/// a `summary` that no format reads, where it breaks as a compaction record (`messages:
/// invalid type: string …`); empty otherwise.
fn syntax_hint(text: &str) -> String {
    let whole = match serde_json::from_str::<serde_json::Value>(text) {
        // a JSON object with a `summary` is our record: where it breaks as one (`messages:
        // invalid type: string …`, as `prune` names it; new-user check, session 48)
        Ok(serde_json::Value::Object(map)) if map.contains_key("summary") => {
            return match crate::record::Record::from_json_bytes(text.as_bytes().to_vec(), "record")
            {
                Err(e) => format!("; as a compaction record: {e}"),
                Ok(_) => String::new(),
            };
        }
        Ok(_) => return String::new(),
        Err(e) => e,
    };
    let mut lines = text
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty());
    let first_is_json = lines
        .next()
        .is_some_and(|(_, l)| serde_json::from_str::<serde::de::IgnoredAny>(l).is_ok());
    if first_is_json {
        for (i, l) in lines {
            if let Err(e) = serde_json::from_str::<serde::de::IgnoredAny>(l) {
                return format!("; neither JSON nor JSONL: line {}: {e}", i + 1);
            }
        }
        return String::new();
    }
    // where in the document it broke, as `prune` names it (`messages[14].content: EOF while
    // parsing …`, a new user's truncated record, session 47)
    match crate::record::from_json_str::<serde_json::Value>(text) {
        Err(crate::record::RecordError::Json { field, message }) if field != "(document)" => {
            format!("; not JSON: {field}: {message}")
        }
        _ => format!("; not JSON: {whole}"),
    }
}

/// Read a transcript from bytes (UTF-8, a BOM accepted). `format: None` detects it.
///
/// # Errors
/// [`TranscriptError`] naming the file and the line or field at fault.
pub fn read(
    bytes: Vec<u8>,
    what: &str,
    format: Option<TranscriptFormat>,
) -> Result<Transcript, TranscriptError> {
    let text = crate::record::decode_text(bytes, what)?;
    let format = match format {
        // A format the user names is read as such unless the file plainly is another one:
        // reading a session in the wrong shape loses its evidence, and then true entries.
        Some(f) => match detect(&text, what) {
            Ok(seen) if seen != f && !f.sniff(&text) => {
                return Err(TranscriptError::Invalid {
                    what: what.into(),
                    format: f,
                    at: "(document)".into(),
                    message: format!(
                        "this file is {seen}, not {f}; give --transcript-format {seen} or auto"
                    ),
                })
            }
            _ => f,
        },
        None => detect(&text, what)?,
    };
    let mut t = format.read(&text).map_err(|e| match e {
        TranscriptError::Invalid {
            format,
            at,
            message,
            ..
        } => TranscriptError::Invalid {
            what: what.into(),
            format,
            at,
            message,
        },
        other => other,
    })?;
    if t.messages.is_empty() && !t.skipped.is_empty() {
        // Everything was skipped: the file is not in this shape (or holds no messages). Pruning
        // against no evidence would delete every entry, so this is an error, not a result.
        return Err(TranscriptError::Invalid {
            what: what.into(),
            format,
            at: "(document)".into(),
            message: format!(
                "no messages read ({} blocks skipped, first: {} at line {}); is this file in another format?",
                t.skipped.len(),
                t.skipped[0].kind,
                t.skipped[0].line.map_or("?".into(), |l| l.to_string())
            ),
        });
    }
    crate::record::link_tool_names(&mut t.messages);
    t.format = Some(format);
    Ok(t)
}

/// [`read`] of a text in `format`, as `sjc` reads a file (tool results named by their calls):
/// the readers' tests assert what a user gets, not one reader's half of it.
#[cfg(test)]
pub(crate) fn read_str(
    text: &str,
    format: TranscriptFormat,
) -> Result<Transcript, TranscriptError> {
    read(text.as_bytes().to_vec(), "test", Some(format))
}

/// The `transcript` object of a JSON report (`sjc prune --transcript`).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TranscriptInfo {
    /// Format read.
    pub format: Option<TranscriptFormat>,
    /// Messages read (after normalisation: one `tool` message per tool result).
    pub messages: usize,
    /// Messages by role (`user`, `assistant`, `tool`, ...).
    pub messages_by_role: BTreeMap<String, usize>,
    /// Blocks not used as evidence, counted by kind (`image`, `thinking`, `reasoning`, ...).
    pub skipped: BTreeMap<String, usize>,
    /// Compactions the file records.
    pub compactions: usize,
    /// Index of the first message used as evidence (messages before it were replaced by the
    /// previous summary).
    pub evidence_from: usize,
}

/// Which messages a summary replaced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Selection {
    /// The last compaction the file records; with none, every message.
    #[default]
    Latest,
    /// `--compaction N`: the N-th compaction recorded in the file (1-based).
    Compaction(usize),
    /// `--compacted-until N`: the summary replaced `messages[..N]`.
    Until(usize),
}

/// What a [`Selection`] picks in a transcript (see [`Transcript::select`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Selected {
    /// Index of the first message that is evidence: the end of the previous compaction
    /// (0 when there is none). Messages before it were replaced by the previous summary.
    pub start: usize,
    /// The previous compaction's summary (or the file's own `previous_summary`).
    pub previous_summary: Option<String>,
    /// The summary the file holds for the selected compaction, if any.
    pub summary: Option<String>,
}

impl Transcript {
    /// The messages and summaries a selection picks.
    ///
    /// # Errors
    /// [`TranscriptError::Selection`] when the selection names a compaction the file does not
    /// have or an index past its end.
    pub fn select(&self, sel: Selection) -> Result<Selected, TranscriptError> {
        let n = self.messages.len();
        // (start of the replaced messages, previous summary, summary held in the file)
        let (start, prev, own) = match sel {
            Selection::Until(k) if k > n => {
                return Err(TranscriptError::Selection(format!(
                    "--compacted-until {k}: the transcript has {n} messages"
                )))
            }
            Selection::Until(k) => {
                let before = self.compactions.iter().rev().find(|c| c.at < k);
                (
                    before.map_or(0, |c| c.at),
                    before
                        .and_then(|c| c.summary.clone())
                        .or(self.previous_summary.clone()),
                    None,
                )
            }
            Selection::Compaction(i) => {
                if i == 0 || i > self.compactions.len() {
                    return Err(TranscriptError::Selection(format!(
                        "--compaction {i}: the transcript records {} compaction(s) (numbered from 1)",
                        self.compactions.len()
                    )));
                }
                let prev = (i >= 2).then(|| &self.compactions[i - 2]);
                (
                    prev.map_or(0, |c| c.at),
                    prev.and_then(|c| c.summary.clone()),
                    self.compactions[i - 1].summary.clone(),
                )
            }
            Selection::Latest => match self.compactions.len() {
                0 => (0, self.previous_summary.clone(), self.summary.clone()),
                k => {
                    let prev = (k >= 2).then(|| &self.compactions[k - 2]);
                    (
                        prev.map_or(0, |c| c.at),
                        prev.and_then(|c| c.summary.clone()),
                        self.compactions[k - 1].summary.clone(),
                    )
                }
            },
        };
        Ok(Selected {
            start: start.min(n),
            previous_summary: prev,
            summary: own,
        })
    }

    /// A record for pruning `summary` (or, when `None`, the summary the file holds for the
    /// selected compaction). Evidence is every message after the previous compaction (the
    /// replaced ones and the later ones); the previous compaction's summary is the record's
    /// previous summary. The record's [`Record::message_offset`] is the index of its first
    /// message in this transcript, so reports give message indices of the file.
    ///
    /// # Errors
    /// [`TranscriptError::Selection`] when the selection names a compaction the file does not
    /// have or an index past its end, or when no summary is given and the file holds none.
    pub fn to_record(
        &self,
        summary: Option<String>,
        sel: Selection,
    ) -> Result<Record, TranscriptError> {
        let Selected {
            start,
            previous_summary,
            summary: own,
        } = self.select(sel)?;
        let summary = summary.or(own).ok_or_else(|| {
            TranscriptError::Selection("no summary: give --summary FILE (the transcript holds no summary for this compaction)".into())
        })?;
        let rec = Record {
            task: self.task_instruction(),
            messages: self.messages[start..].to_vec(),
            previous_summary,
            summary,
            labels: None,
            message_offset: start,
        };
        rec.validate()?;
        Ok(rec)
    }

    /// The original task instruction, never evidence (SJC method, step 2): the one the format
    /// names, else, for session files and message lists (every format but our own record,
    /// which states its `task` or has none), the text of the first user message that is not
    /// Claude Code's continuation message (the previous summary,
    /// [`crate::record::is_continuation`]).
    pub fn task_instruction(&self) -> Option<String> {
        if self.task.is_some() || self.format == Some(TranscriptFormat::Record) {
            return self.task.clone();
        }
        self.messages
            .iter()
            .filter(|m| m.role == Role::User)
            .map(Message::text)
            .find(|t| !crate::record::is_continuation(t))
            .filter(|t| !t.trim().is_empty())
    }

    /// What the report says about this transcript: format, messages by role, skipped blocks
    /// by kind, and the first message used as evidence under `sel`.
    pub fn info(&self, sel: Selection) -> TranscriptInfo {
        let mut by_role = BTreeMap::new();
        for (r, c) in self.role_counts() {
            by_role.insert(r.to_string(), c);
        }
        TranscriptInfo {
            format: self.format,
            messages: self.messages.len(),
            messages_by_role: by_role,
            skipped: self.skipped_counts(),
            compactions: self.compactions.len(),
            evidence_from: self.select(sel).map(|s| s.start).unwrap_or(0),
        }
    }

    /// Skipped blocks counted by kind.
    pub fn skipped_counts(&self) -> BTreeMap<String, usize> {
        let mut out = BTreeMap::new();
        for s in &self.skipped {
            *out.entry(s.kind.clone()).or_insert(0) += 1;
        }
        out
    }

    /// Message counts by role, for `sjc inspect`.
    pub fn role_counts(&self) -> Vec<(Role, usize)> {
        let mut out: Vec<(Role, usize)> = Vec::new();
        for m in &self.messages {
            match out.iter_mut().find(|(r, _)| *r == m.role) {
                Some((_, c)) => *c += 1,
                None => out.push((m.role, 1)),
            }
        }
        out
    }
}
