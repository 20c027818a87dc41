//! The input contract: one compaction record.
//!
//! A record holds the new summary a compressor wrote, the history it replaced
//! (OpenAI Chat Completions messages) and the previous summary. It is read from
//! JSON with [`Record::from_json_bytes`], which names the offending field in
//! every error (`messages[3].role: unknown variant ...`), or assembled from
//! files with [`Record::from_parts`].
//!
//! Limits (checked, never a panic): the input may be at most
//! [`MAX_INPUT_BYTES`] bytes and must be UTF-8; the summary is required and
//! must not be empty.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Largest accepted input, in bytes (512 MiB). Larger inputs are rejected with
/// [`RecordError::TooLarge`] rather than risking an out-of-memory abort.
pub const MAX_INPUT_BYTES: usize = 512 * 1024 * 1024;

/// Errors from reading or validating a record. Every variant names the field
/// (as a JSON path such as `messages[2].content`) or the file at fault.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The input had no bytes (or only whitespace).
    #[error("{what}: input is empty")]
    Empty {
        /// Where the input came from (a path, or `stdin`).
        what: String,
    },
    /// The input was not valid UTF-8.
    #[error("{what}: input is not valid UTF-8 (first bad byte at offset {offset})")]
    NotUtf8 {
        /// Where the input came from.
        what: String,
        /// Byte offset of the first invalid byte.
        offset: usize,
    },
    /// The input exceeded [`MAX_INPUT_BYTES`].
    #[error("{what}: input is {size} bytes, more than the limit of {limit} bytes")]
    TooLarge {
        /// Where the input came from.
        what: String,
        /// Size in bytes.
        size: usize,
        /// The limit in bytes.
        limit: usize,
    },
    /// The JSON was malformed or a field had the wrong type or value.
    #[error("{field}: {message}")]
    Json {
        /// JSON path of the field (`.` for the whole document).
        field: String,
        /// What serde_json said.
        message: String,
    },
    /// A semantic rule was broken (e.g. an empty summary).
    #[error("{field}: {message}")]
    Invalid {
        /// JSON path of the field.
        field: String,
        /// What is wrong.
        message: String,
    },
}

/// The role of a chat message. Unknown roles are rejected by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// System prompt: never evidence.
    System,
    /// Developer prompt (newer OpenAI name for system): never evidence.
    Developer,
    /// A user turn: evidence unless turned off or equal to the task.
    User,
    /// The agent's own text: never evidence; its tool calls are.
    Assistant,
    /// A tool result: always evidence.
    Tool,
    /// Legacy function result (pre-`tool` OpenAI API): treated as a tool result.
    Function,
}

impl fmt::Display for Role {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Role::System => "system",
            Role::Developer => "developer",
            Role::User => "user",
            Role::Assistant => "assistant",
            Role::Tool => "tool",
            Role::Function => "function",
        };
        f.write_str(s)
    }
}

/// One part of a multi-part message content: a text part, another typed part (images,
/// audio: accepted and skipped), or a plain JSON object (a tool's row of data), which is
/// rendered as one line of `key: value` pairs ([`json_row`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ContentPart {
    /// Part type, e.g. `text`, `input_text`, `image_url`.
    #[serde(rename = "type", default)]
    pub kind: Option<String>,
    /// The text of a text part.
    #[serde(default)]
    pub text: Option<String>,
    /// The other fields of the part: the data of an untyped object.
    #[serde(flatten)]
    pub fields: serde_json::Map<String, serde_json::Value>,
}

/// One JSON object as one line: `key: value` pairs joined with `, `, strings unquoted,
/// other values as JSON.
pub fn json_row(obj: &serde_json::Map<String, serde_json::Value>) -> String {
    obj.iter()
        .map(|(k, v)| match v {
            serde_json::Value::String(s) => format!("{k}: {s}"),
            other => format!("{k}: {other}"),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A text that is a JSON array of objects (a tool's result rows) as one `key: value` line per
/// row ([`json_row`]); or a JSON object that holds such an array, at most three objects deep
/// (`{"search_id": …, "results": [{…}, …]}`, Prometheus' `{"data": {"result": [{…}]}}`), as a
/// line of its other plain fields followed by the rows of each array. `None` for any other
/// text (a JSON object without an array of rows stays as written).
pub fn json_rows(text: &str) -> Option<String> {
    value_rows(&json_text(text)?)
}

/// The JSON value of a text that opens with `[` or `{` (after blanks) and parses; `None` for
/// any other text.
fn json_text(text: &str) -> Option<serde_json::Value> {
    let t = text.trim_start();
    (t.starts_with('[') || t.starts_with('{'))
        .then(|| serde_json::from_str(text).ok())
        .flatten()
}

/// The text of a tool's output as evidence reads it, its JSON parsed once: a JSON array of
/// objects, or an object that holds one, row by row ([`json_rows`]), also where the rows are
/// JSON text held in a string field of the object (a shell tool's `{"output": "{\"count\": 7,
/// \"transactions\": [{…}, …]}", "exit_code": 0}`, [`held_rows`]) or the body after lines of
/// text (`HTTP/1.1 200 OK` and headers, then the body; [`body_rows`]); any other JSON object
/// (a shell tool's `{"output": "…", "exit_code": 0}`) as `key: value` with its strings
/// unescaped, as session files read it ([`crate::transcript::content::tool_text`]), so the
/// output's lines read as the tool printed them; any other text as it is.
pub fn tool_output_text(text: String) -> String {
    match json_text(&text) {
        Some(v) => match value_rows(&v).or_else(|| held_rows(&v)) {
            Some(rows) => rows,
            None if v.is_object() => multiline_fields(&v)
                .unwrap_or_else(|| crate::transcript::content::content_text(&v, &mut Vec::new())),
            None => text,
        },
        None => body_rows(&text).unwrap_or(text),
    }
}

/// A tool's JSON object with a string field of several lines (a shell tool's `{"output":
/// "centre_id  net_kg\n---------  ------\nCC-04  48213.5\n…", "metadata": {…}}`), each such
/// field as its key on a line of its own and then its text as the tool printed it, the other
/// fields as one `key: value` line after them ([`json_row`]). On one `key: value` line the
/// key would open the table's header line (`output: centre_id …`) and shift its columns, so
/// that a column's total went unread (blind round s56B). `None` for an object without such a
/// field, or with a `type` (a content part, read by
/// [`crate::transcript::content::content_text`]).
fn multiline_fields(v: &serde_json::Value) -> Option<String> {
    let obj = v.as_object()?;
    if obj.contains_key("type")
        || !obj
            .values()
            .any(|x| x.as_str().is_some_and(|s| s.trim_end().contains('\n')))
    {
        return None;
    }
    let mut out = Vec::new();
    let mut rest = serde_json::Map::new();
    for (k, x) in obj {
        match x.as_str() {
            Some(s) if s.trim_end().contains('\n') => {
                out.push(format!("{k}:"));
                out.push(s.trim_end().to_string());
            }
            _ => {
                rest.insert(k.clone(), x.clone());
            }
        }
    }
    if !rest.is_empty() {
        out.push(json_row(&rest));
    }
    Some(out.join("\n"))
}

/// Largest text whose JSON [`held_rows`] and [`body_rows`] parse, in bytes (1 MiB).
const HELD_JSON_MAX_BYTES: usize = 1 << 20;

/// [`value_rows`] of an object in which the string fields that hold a JSON object or array are
/// read as that value, one level deep: `None` when no such field holds rows.
fn held_rows(v: &serde_json::Value) -> Option<String> {
    let obj = v.as_object()?;
    let mut held = false;
    let parsed: serde_json::Map<String, serde_json::Value> = obj
        .iter()
        .map(|(k, x)| {
            let inner = x
                .as_str()
                .filter(|s| s.len() <= HELD_JSON_MAX_BYTES)
                .and_then(json_text)
                .filter(|i| i.is_array() || i.is_object());
            held |= inner.is_some();
            (k.clone(), inner.unwrap_or_else(|| x.clone()))
        })
        .collect();
    held.then(|| value_rows(&serde_json::Value::Object(parsed)))
        .flatten()
}

/// A text whose JSON body holds rows after lines of text (a status line, HTTP headers) or
/// before them (`exit 0`): the lines before, the rows ([`value_rows`]) and the
/// text after, in order. The body opens a line with `{` or `[`; `None` when no such line starts
/// a JSON value with rows.
fn body_rows(text: &str) -> Option<String> {
    if text.len() > HELD_JSON_MAX_BYTES {
        return None;
    }
    let at = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(i, _)| i + 1))
        .find(|&i| text[i..].starts_with(['{', '[']))?;
    let mut values =
        serde_json::Deserializer::from_str(&text[at..]).into_iter::<serde_json::Value>();
    let body = values.next()?.ok()?;
    let end = at + values.byte_offset();
    let rows = value_rows(&body)?;
    let (before, after) = (text[..at].trim_end(), text[end..].trim());
    Some(
        [before, rows.as_str(), after]
            .into_iter()
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join("\n"),
    )
}

/// [`json_rows`] of a parsed value.
fn value_rows(v: &serde_json::Value) -> Option<String> {
    let mut lines = Vec::new();
    let found = match v {
        serde_json::Value::Array(items) => rows_of(items, &mut lines),
        serde_json::Value::Object(obj) => wrapped_rows(obj, 3, &mut lines),
        _ => false,
    };
    (found && !lines.is_empty()).then(|| lines.join("\n"))
}

/// Appends one line per element of `items` when every element is an object, or, for a table
/// written as an array of arrays whose first row is its header ([`header_rows`]: Google
/// Sheets' `values`), one line per row after the header with each cell under its column's
/// name; false otherwise.
fn rows_of(items: &[serde_json::Value], lines: &mut Vec<String>) -> bool {
    if let Some(rows) = header_rows(items) {
        lines.extend(rows);
        return true;
    }
    if items.is_empty() || !items.iter().all(serde_json::Value::is_object) {
        return false;
    }
    lines.extend(items.iter().filter_map(|e| e.as_object().map(json_row)));
    true
}

/// The rows of a table written as an array of arrays (`[["Object", "Value"], ["Lens",
/// "185,000"], …]`), as [`json_row`] lines keyed by the header's cells: the first row all
/// non-empty strings, two or more rows after it, every cell a string, number, boolean or
/// null, no row longer than the header. `None` for any other array.
fn header_rows(items: &[serde_json::Value]) -> Option<Vec<String>> {
    let (head, body) = items.split_first()?;
    let header: Vec<&str> = head
        .as_array()?
        .iter()
        .map(|c| c.as_str().filter(|s| !s.trim().is_empty()))
        .collect::<Option<_>>()?;
    if header.len() < 2 || body.len() < 2 {
        return None;
    }
    body.iter()
        .map(|row| {
            let cells = row.as_array()?;
            if cells.len() > header.len() || cells.iter().any(|c| c.is_array() || c.is_object()) {
                return None;
            }
            let obj: serde_json::Map<String, serde_json::Value> = header
                .iter()
                .zip(cells)
                .map(|(h, c)| (h.to_string(), c.clone()))
                .collect();
            Some(json_row(&obj))
        })
        .collect()
}

/// [`json_rows`] for an object: its plain fields as one line, then, for each field that is an
/// array of objects, its key (`results:`) on a line and the rows under it, and for each nested
/// object its key on a line and the same down to `depth` levels.
/// Whether any array of rows was found.
fn wrapped_rows(
    obj: &serde_json::Map<String, serde_json::Value>,
    depth: usize,
    lines: &mut Vec<String>,
) -> bool {
    if depth == 0 {
        lines.push(json_row(obj));
        return false;
    }
    let plain: serde_json::Map<String, serde_json::Value> = obj
        .iter()
        .filter(|(_, v)| !(v.is_array() || v.is_object()))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    let head = lines.len();
    let mut found = false;
    for (k, v) in obj {
        let at = lines.len();
        match v {
            // the key that names the rows stays, on a line before them (`celery@worker-a2:`
            // above its queues in `celery inspect active_queues`)
            serde_json::Value::Array(items) if rows_of(items, lines) => {
                lines.insert(at, format!("{k}:"));
                found = true;
            }
            // a nested object's key stays too, on a line before its fields (`payment:` above
            // `due_date: 2025-07-31`), so that a key path (`payment.due_date`) reads in order
            serde_json::Value::Object(inner) => {
                lines.push(format!("{k}:"));
                found |= wrapped_rows(inner, depth - 1, lines);
            }
            serde_json::Value::Array(_) => lines.push(format!("{k}: {v}")),
            _ => {}
        }
    }
    if !plain.is_empty() {
        lines.insert(head, json_row(&plain));
    }
    found
}

/// Message content: a string, or a list of parts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(
    untagged,
    expecting = "expected a string, null or a list of content parts ({\"type\": \"text\", \"text\": ...})"
)]
pub enum Content {
    /// Plain text.
    Text(String),
    /// A list of parts; text parts are joined with `\n`.
    Parts(Vec<ContentPart>),
}

impl Content {
    /// The text of this content: text parts, and untyped object parts as `key: value` rows,
    /// joined with a newline; typed parts without text (images) are skipped.
    pub fn text(&self) -> String {
        match self {
            Content::Text(s) => s.clone(),
            Content::Parts(parts) => parts
                .iter()
                .filter_map(|p| match (&p.text, &p.kind) {
                    (Some(t), _) => Some(t.clone()),
                    (None, None) if !p.fields.is_empty() => Some(json_row(&p.fields)),
                    _ => None,
                })
                .collect::<Vec<_>>()
                .join("\n"),
        }
    }
}

/// The function called by a tool call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FunctionCall {
    /// Tool name.
    pub name: String,
    /// Arguments as the model wrote them: a JSON string (usually an object), or
    /// an already-parsed JSON value.
    #[serde(default)]
    pub arguments: serde_json::Value,
}

/// A tool call made by the assistant: evidence of the action taken.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ToolCall {
    /// Call id, matched by the tool message's `tool_call_id`.
    #[serde(default)]
    pub id: Option<String>,
    /// Always `function` in the Chat Completions API; not checked.
    #[serde(rename = "type", default)]
    pub kind: Option<String>,
    /// The called function.
    pub function: FunctionCall,
}

/// One chat message (OpenAI Chat Completions shape).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// Who spoke.
    pub role: Role,
    /// Text content; `null` for assistant messages that only call tools.
    #[serde(default)]
    pub content: Option<Content>,
    /// Tool calls of an assistant message (`null` reads as none, as many exports write it).
    #[serde(default, deserialize_with = "null_as_empty")]
    pub tool_calls: Vec<ToolCall>,
    /// For tool messages: the id of the call answered.
    #[serde(default)]
    pub tool_call_id: Option<String>,
    /// For tool messages: the tool's name.
    #[serde(default)]
    pub name: Option<String>,
    /// Where the message came from in a transcript file (1-based line of a JSONL session
    /// file); set by the transcript readers, never read from or written to a record.
    #[serde(skip)]
    pub line: Option<usize>,
}

fn null_as_empty<'de, D, T>(d: D) -> Result<Vec<T>, D::Error>
where
    D: serde::Deserializer<'de>,
    T: Deserialize<'de>,
{
    Ok(Option::<Vec<T>>::deserialize(d)?.unwrap_or_default())
}

impl Message {
    /// The message text ('' when content is null).
    pub fn text(&self) -> String {
        self.content.as_ref().map(Content::text).unwrap_or_default()
    }
}

/// Give every tool result without a `name` the name of the call it answers (matched by
/// `tool_call_id` against earlier assistant `tool_calls`), as the Chat Completions API lets
/// clients omit it. Results whose call is not found stay unnamed.
pub fn link_tool_names(messages: &mut [Message]) {
    let mut names: std::collections::HashMap<String, String> = std::collections::HashMap::new();
    for m in messages.iter_mut() {
        for c in &m.tool_calls {
            if let Some(id) = &c.id {
                names.insert(id.clone(), c.function.name.clone());
            }
        }
        if matches!(m.role, Role::Tool | Role::Function) && m.name.is_none() {
            if let Some(id) = &m.tool_call_id {
                m.name = names.get(id).cloned();
            }
        }
    }
}

/// A gold label for one summary entry, used by `sjc eval`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EntryLabel {
    /// The entry's text (as [`crate::parse::Entry::text`] gives it; compared
    /// after collapsing whitespace).
    pub text: String,
    /// `supported`, `unsupported` or `contradicted`.
    pub label: Label,
}

/// Gold label of a claim or entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Label {
    /// The evidence supports the content.
    Supported,
    /// The evidence does not contain the content.
    Unsupported,
    /// The evidence says otherwise.
    Contradicted,
}

impl Label {
    /// True for [`Label::Supported`].
    pub fn is_supported(self) -> bool {
        self == Label::Supported
    }
}

/// One compaction record: the input of `sjc prune`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// The original task instruction. Never evidence; user turns equal to it
    /// are not evidence either.
    #[serde(default)]
    pub task: Option<String>,
    /// The history the summary replaced.
    #[serde(default)]
    pub messages: Vec<Message>,
    /// The summary of the previous compaction (evidence, entry by entry).
    #[serde(default)]
    pub previous_summary: Option<String>,
    /// The new summary to prune (required, non-empty).
    pub summary: String,
    /// Optional per-entry gold labels (for `sjc eval`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labels: Option<Vec<EntryLabel>>,
    /// Index, in the transcript the record was cut from, of `messages[0]` (0 for a record
    /// read as such). Evidence provenance reports `message_offset + i` for `messages[i]`, so a
    /// message index in a report is the index `sjc inspect` shows for the transcript file.
    /// Never read from or written to JSON.
    #[serde(skip)]
    pub message_offset: usize,
}

/// Decode bytes as UTF-8 text, checking size and emptiness; a leading UTF-8 byte-order mark
/// is dropped. `what` names the source in errors.
pub fn decode_text(bytes: Vec<u8>, what: &str) -> Result<String, RecordError> {
    let text = decode_utf8(bytes, what)?;
    if text.trim().is_empty() {
        return Err(RecordError::Empty { what: what.into() });
    }
    Ok(text)
}

/// Decode bytes as UTF-8 text, checking size only (empty text is fine): the one encoding
/// rule for every input of sjc. A leading UTF-8 byte-order mark is dropped (editors on
/// Windows write one; it is not content); anything else that is not UTF-8 is an error naming
/// `what` and the byte offset of the first bad byte, counted from the start of the input
/// (byte-order mark included). Nothing is decoded lossily: a byte sjc cannot read is never
/// silently replaced.
///
/// # Errors
/// [`RecordError::TooLarge`] above [`MAX_INPUT_BYTES`], [`RecordError::NotUtf8`].
pub fn decode_utf8(bytes: Vec<u8>, what: &str) -> Result<String, RecordError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(RecordError::TooLarge {
            what: what.into(),
            size: bytes.len(),
            limit: MAX_INPUT_BYTES,
        });
    }
    let mut text = String::from_utf8(bytes).map_err(|e| RecordError::NotUtf8 {
        what: what.into(),
        offset: e.utf8_error().valid_up_to(),
    })?;
    if text.starts_with('\u{feff}') {
        text.drain(..'\u{feff}'.len_utf8());
    }
    Ok(text)
}

/// Parse one JSON value into `T`, naming the failing field as a JSON path.
pub fn from_json_str<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, RecordError> {
    let de = &mut serde_json::Deserializer::from_str(text);
    let value = serde_path_to_error::deserialize(&mut *de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner();
        RecordError::Json {
            // `?`: serde_path_to_error could not tell where (a syntax error between values)
            field: if path == "." || path == "?" {
                "(document)".into()
            } else {
                path
            },
            message: inner.to_string(),
        }
    })?;
    de.end().map_err(|e| RecordError::Json {
        field: "(document)".into(),
        message: e.to_string(),
    })?;
    Ok(value)
}

/// The line Claude Code opens a continued session with, before the previous compaction's
/// summary, which it sends as a user message.
const CONTINUATION: &str = "This session is being continued from a previous conversation";

/// The line Claude Code closes that message with: an instruction to the model, no part of the
/// summary.
const CONTINUE_NOTE: &str = "Please continue the conversation from where we left";

/// Whether a message text is Claude Code's continuation message: the previous compaction's
/// summary sent as a user message ([`Record::continuation_message`]).
pub fn is_continuation(text: &str) -> bool {
    text.trim_start().starts_with(CONTINUATION)
}

impl Record {
    /// The index in `messages` of a user message that carries the previous summary, as Claude
    /// Code sends it after a compaction (it opens with `This session is being continued from a
    /// previous conversation`): the first such message, only when the record has no
    /// `previous_summary` field (the field wins). Such a message is the previous summary, not
    /// a user turn ([`Record::prior_summary`]).
    pub fn continuation_message(&self) -> Option<usize> {
        if self.previous_summary.is_some() {
            return None;
        }
        self.messages
            .iter()
            .position(|m| m.role == Role::User && is_continuation(&m.text()))
    }

    /// The summary of the previous compaction: the `previous_summary` field, else the text of
    /// the [`Record::continuation_message`] without Claude Code's closing line ("Please continue
    /// the conversation from where we left it off …", an instruction, not a fact); `None`
    /// without either.
    pub fn prior_summary(&self) -> Option<String> {
        self.previous_summary.clone().or_else(|| {
            self.continuation_message().map(|i| {
                let mut text = self.messages[i].text();
                let note = text
                    .match_indices(CONTINUE_NOTE)
                    .map(|(at, _)| at)
                    .find(|&at| at == 0 || text[..at].ends_with('\n'));
                if let Some(at) = note {
                    text.truncate(at);
                }
                text
            })
        })
    }

    /// Read a record from JSON bytes. `what` names the source (a path or
    /// `stdin`) in errors.
    ///
    /// # Errors
    /// [`RecordError`] naming the field: empty input, invalid UTF-8, malformed
    /// JSON, wrong types, unknown roles, a tool or user message without `content` (missing or
    /// `null`), missing or empty `summary`.
    pub fn from_json_bytes(bytes: Vec<u8>, what: &str) -> Result<Record, RecordError> {
        let text = decode_text(bytes, what)?;
        if let Some(c) = text.trim_start().chars().next().filter(|&c| c != '{') {
            let got = match c {
                '[' => "an array",
                '"' => "a string",
                _ => "not an object",
            };
            return Err(RecordError::Json {
                field: "(document)".into(),
                message: format!("a compaction record must be a JSON object {{\"summary\": ..., \"messages\": [...]}}, got {got}"),
            });
        }
        let mut rec: Record = from_json_str(&text)?;
        // a tool message without its output would drop out of the evidence unseen (new-user
        // check, session 48): `""` says the tool printed nothing; so would a user turn without
        // its text, and a later "do not" with it (new-user check, session 49)
        let needs = |role: Role| {
            match role {
            Role::Tool => Some("a tool message needs its output: a string, a list of parts, or \"\" when the tool printed nothing"),
            Role::User => Some("a user message needs its text: a string or a list of parts"),
            _ => None,
        }
        };
        if let Some((i, message)) = rec.messages.iter().enumerate().find_map(|(i, m)| {
            needs(m.role)
                .filter(|_| m.content.is_none())
                .map(|n| (i, n))
        }) {
            return Err(RecordError::Invalid {
                field: format!("messages[{i}].content"),
                message: message.into(),
            });
        }
        link_tool_names(&mut rec.messages);
        rec.validate()?;
        Ok(rec)
    }

    /// Assemble a record from loose parts (the shell form of `sjc prune`):
    /// each tool output `(name, text)` becomes a `tool` message and each user
    /// turn a `user` message after them.
    ///
    /// # Errors
    /// [`RecordError::Invalid`] if the summary is blank.
    pub fn from_parts(
        summary: String,
        previous_summary: Option<String>,
        tool_outputs: Vec<(String, String)>,
        user_turns: Vec<String>,
        task: Option<String>,
    ) -> Result<Record, RecordError> {
        let tools = tool_outputs
            .into_iter()
            .enumerate()
            .map(|(i, (name, content))| Message {
                role: Role::Tool,
                content: Some(Content::Text(content)),
                tool_calls: vec![],
                tool_call_id: Some(format!("file_{i}")),
                name: Some(name),
                line: None,
            });
        let users = user_turns.into_iter().map(|content| Message {
            role: Role::User,
            content: Some(Content::Text(content)),
            tool_calls: vec![],
            tool_call_id: None,
            name: None,
            line: None,
        });
        let messages = tools.chain(users).collect();
        let rec = Record {
            task,
            messages,
            previous_summary,
            summary,
            labels: None,
            message_offset: 0,
        };
        rec.validate()?;
        Ok(rec)
    }

    /// Check the rules serde cannot: the summary is not blank.
    pub fn validate(&self) -> Result<(), RecordError> {
        if self.summary.trim().is_empty() {
            return Err(RecordError::Invalid {
                field: "summary".into(),
                message: "must not be empty".into(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn an_object_that_wraps_rows_is_read_row_by_row() {
        // fresh-user trial (session 13): a search API's results inside an object
        let text = r#"{"search_id": "s-1", "results": [{"hotel": "Aliados", "free_cancel_until": "2025-05-18"}, {"hotel": "Casa da Bolsa", "free_cancel_until": "2025-05-19"}]}"#;
        let rows = super::json_rows(text).unwrap();
        let lines: Vec<&str> = rows.lines().collect();
        assert_eq!(lines.len(), 4, "{rows}");
        assert!(lines[0].contains("search_id: s-1"));
        assert_eq!(lines[1], "results:");
        assert!(lines[2].contains("Aliados") && lines[2].contains("2025-05-18"));
        // Prometheus nests its rows two objects deep; nothing of the object is dropped
        let prom = r#"{"status": "success", "data": {"resultType": "vector", "result": [{"metric": {"pool": "quotes"}, "value": [1, "0.12"]}, {"metric": {"pool": "pricing"}, "value": [1, "0.41"]}]}}"#;
        let rows = super::json_rows(prom).unwrap();
        assert_eq!(rows.lines().count(), 6, "{rows}");
        assert!(rows.contains("status: success") && rows.contains("data:\nresultType: vector"));
        assert!(rows
            .lines()
            .any(|l| l.contains("quotes") && l.contains("0.12")));
        // the keys that name arrays of rows stay (a new user's check, session 25: `celery
        // inspect active_queues` keys its queues by worker)
        let celery = r#"{"celery@worker-a1": [{"name": "default"}, {"name": "payments"}], "celery@worker-b1": [{"name": "reports"}]}"#;
        let rows = super::json_rows(celery).unwrap();
        assert_eq!(
            rows,
            "celery@worker-a1:\nname: default\nname: payments\ncelery@worker-b1:\nname: reports"
        );
        // an object without rows stays as written
        assert!(super::json_rows(r#"{"a": 1, "b": {"c": [1, 2]}}"#).is_none());
    }

    #[test]
    fn rows_held_in_a_string_field_or_after_a_status_line_are_read_row_by_row() {
        // blind round s49B: a shell tool's `{"output": "<JSON>", "exit_code": 0}` whose output
        // is a payment API's list of transactions
        let body = r#"{"count": 2, "transactions": [{"txn_id": "a", "status": "settled"}, {"txn_id": "b", "status": "failed"}]}"#;
        let wrapped = serde_json::json!({ "output": body, "exit_code": 0 }).to_string();
        let text = super::tool_output_text(wrapped);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 6, "{text}");
        assert_eq!(lines[..2], ["exit_code: 0", "output:"]);
        assert!(lines.contains(&"status: settled, txn_id: a") && lines.contains(&"count: 2"));
        // the body after a status line, and text after the body, stay around the rows
        let text = super::tool_output_text(format!("HTTP/1.1 200 OK\n{body}\nexit 0"));
        assert_eq!(
            text,
            "HTTP/1.1 200 OK\ncount: 2\ntransactions:\nstatus: settled, txn_id: a\nstatus: failed, txn_id: b\nexit 0"
        );
        // JSON without rows, and text that only looks like JSON, stay as written
        let plain = "status: ok\n{\"a\": 1}";
        assert_eq!(super::tool_output_text(plain.into()), plain);
        let broken = "HTTP 500\n[{\"a\": 1}, {";
        assert_eq!(super::tool_output_text(broken.into()), broken);
        let held = serde_json::json!({ "output": "{\"a\": 1}", "exit_code": 0 }).to_string();
        assert_eq!(
            super::tool_output_text(held),
            "exit_code: 0, output: {\"a\": 1}"
        );
    }

    #[test]
    fn a_shell_tool_s_output_of_several_lines_keeps_its_lines() {
        // blind round s56B: a `sqlite3 -column` table inside Codex's `{"output", "metadata"}`
        let out = serde_json::json!({
            "output": "centre_id  net_kg\n---------  -------\nCC-04      48213.5\nCC-07      39870.0\n",
            "metadata": {"exit_code": 0}
        })
        .to_string();
        let text = tool_output_text(out);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "output:");
        assert_eq!(lines[1], "centre_id  net_kg");
        assert_eq!(lines[4], "CC-07      39870.0");
        assert!(lines[5].starts_with("metadata: "), "{text}");
        // one line of output stays a `key: value` line
        let one = serde_json::json!({"output": "ok", "exit_code": 0}).to_string();
        assert_eq!(tool_output_text(one), "exit_code: 0, output: ok");
    }

    #[test]
    fn a_table_of_arrays_with_a_header_is_read_row_by_row() {
        // blind round s30A: Google Sheets' `values`, the header first
        let sheet = r#"{"range": "'Objects'!A1:C4", "values": [["Lender no.", "Object", "Insurance value (GBP)"], ["AC.1987.112", "Fresnel lens", "185,000"], ["AC.1991.048", "Storm off Carrick Head", "62,500"], ["AC.2003.017", "Logbook"]]}"#;
        let rows = super::json_rows(sheet).unwrap();
        let lines: Vec<&str> = rows.lines().collect();
        assert_eq!(lines.len(), 5, "{rows}");
        assert_eq!(lines[1], "values:");
        assert!(
            lines[2].contains("Insurance value (GBP): 185,000")
                && lines[2].contains("Lender no.: AC.1987.112")
        );
        assert!(lines[4].contains("Object: Logbook") && !lines[4].contains("Insurance"));
        // arrays that are no table: numbers first, a single row, nested cells
        assert!(super::json_rows("[[1, 2], [3, 4], [5, 6]]").is_none());
        assert!(super::json_rows(r#"[["a", "b"], [1, 2]]"#).is_none());
        assert!(super::json_rows(r#"[["a", "b"], [1, [2]], [3, 4]]"#).is_none());
    }

    use super::*;

    fn parse(s: &str) -> Result<Record, RecordError> {
        Record::from_json_bytes(s.as_bytes().to_vec(), "test")
    }

    #[test]
    fn reads_full_record() {
        let r = parse(
            r#"{"task":"t","messages":[
              {"role":"user","content":"hi"},
              {"role":"assistant","content":null,"tool_calls":[{"id":"c1","type":"function","function":{"name":"bash","arguments":"{\"command\":\"ls\"}"}}]},
              {"role":"tool","tool_call_id":"c1","name":"bash","content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]}],
              "previous_summary":"- x","summary":"- y"}"#,
        )
        .unwrap();
        assert_eq!(r.messages.len(), 3);
        assert_eq!(r.messages[2].text(), "a\nb");
        assert_eq!(r.messages[1].tool_calls[0].function.name, "bash");
    }

    #[test]
    fn errors_name_the_field() {
        let ok = parse(
            r#"{"messages":[{"role":"assistant","content":"x","tool_calls":null}],"summary":"s"}"#,
        )
        .unwrap();
        assert!(ok.messages[0].tool_calls.is_empty());
        let e =
            parse(r#"{"messages":[{"role":"user","content":"x"},{"role":"robot"}],"summary":"s"}"#)
                .unwrap_err()
                .to_string();
        assert!(e.starts_with("messages[1].role"), "{e}");
        let e = parse(r#"{"messages":[]}"#).unwrap_err().to_string();
        assert!(e.contains("summary"), "{e}");
        let e = parse(r#"{"summary": 3}"#).unwrap_err().to_string();
        assert!(e.starts_with("summary"), "{e}");
        let e = parse(r#"{"summary": "  "}"#).unwrap_err().to_string();
        assert!(e.starts_with("summary"), "{e}");
        let e = parse("").unwrap_err().to_string();
        assert!(e.contains("empty"), "{e}");
        let e = Record::from_json_bytes(vec![b'{', 0xff, b'}'], "f.json")
            .unwrap_err()
            .to_string();
        assert!(e.contains("UTF-8") && e.contains("offset 1"), "{e}");
        let e = parse("{\"summary\": \"x\"").unwrap_err().to_string();
        assert!(!e.is_empty());
    }
}
