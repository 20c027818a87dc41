//! Pieces shared by the readers of the session files agent harnesses write (Claude Code, Codex
//! CLI, Gemini CLI, Pi/OpenClaw): JSONL lines with their 1-based numbers, builders for our
//! [`Message`] shape, and tool content of any JSON shape rendered as text.
//!
//! Line policy (all four readers): a line that is not a JSON object is an error naming the
//! line, because reading on without it could lose evidence and delete true entries; the one
//! exception is a last line with no newline after it that does not parse, which is a write
//! still in progress (the harness appends while the session runs): it is counted in
//! [`Skipped`] as `incomplete line`. Valid lines of an event type a reader does not know are
//! counted in [`Skipped`] with the reason `unknown event type` (harnesses add event types
//! often; failing on each would make sjc unusable on every new harness release).

use super::{Skipped, Transcript, TranscriptError, TranscriptFormat};
use crate::record::{json_row, Content, FunctionCall, Message, Role, ToolCall};
use serde_json::{Map, Value};

/// An [`TranscriptError::Invalid`] for `format` (the file name is filled in by `read`).
pub(super) fn invalid(
    format: TranscriptFormat,
    at: impl Into<String>,
    message: impl Into<String>,
) -> TranscriptError {
    TranscriptError::Invalid {
        what: String::new(),
        format,
        at: at.into(),
        message: message.into(),
    }
}

/// `line N` as the errors write it.
pub(super) fn at_line(no: usize) -> String {
    format!("line {no}")
}

/// One JSONL line: its 1-based number and its object.
pub(super) struct JsonLine {
    /// 1-based line number in the file.
    pub no: usize,
    /// The line's JSON object.
    pub obj: Map<String, Value>,
}

impl JsonLine {
    /// The line's `key` field, which must be an object; an error naming the line and the key
    /// otherwise (missing or of another type).
    pub fn object(
        &self,
        key: &str,
        format: TranscriptFormat,
    ) -> Result<&Map<String, Value>, TranscriptError> {
        self.obj.get(key).and_then(Value::as_object).ok_or_else(|| {
            invalid(
                format,
                at_line(self.no),
                format!("{key}: expected an object"),
            )
        })
    }
}

/// The non-blank lines of a JSONL file as objects, with the skipped incomplete last line (if
/// any); any other line that is not a JSON object is an error naming it.
pub(super) fn parse_lines(
    text: &str,
    format: TranscriptFormat,
) -> Result<(Vec<JsonLine>, Vec<Skipped>), TranscriptError> {
    let raw: Vec<(usize, &str)> = text
        .split('\n')
        .enumerate()
        .map(|(i, l)| (i + 1, l))
        .filter(|(_, l)| !l.trim().is_empty())
        .collect();
    let open_end = !text.ends_with('\n');
    let mut out = Vec::with_capacity(raw.len());
    let mut skipped = Vec::new();
    for (k, &(no, l)) in raw.iter().enumerate() {
        match serde_json::from_str::<Value>(l) {
            Ok(Value::Object(obj)) => out.push(JsonLine { no, obj }),
            Ok(other) => {
                return Err(invalid(
                    format,
                    at_line(no),
                    format!("expected a JSON object, got {}", kind_of(&other)),
                ))
            }
            Err(e) if k + 1 == raw.len() && open_end && e.is_eof() => skipped.push(Skipped {
                kind: "incomplete line".into(),
                reason: "last line cut short (the file is still being written)".into(),
                message_index: None,
                line: Some(no),
            }),
            Err(e) => return Err(invalid(format, at_line(no), format!("not valid JSON: {e}"))),
        }
    }
    Ok((out, skipped))
}

/// Reads a JSONL session file: its lines ([`parse_lines`]), then `event` on each in file
/// order, into one [`Transcript`] whose `skipped` starts with the cut-short last line, if any.
/// `event` is all a reader says itself: how one line's event becomes messages.
///
/// # Errors
/// A line that is not a JSON object ([`parse_lines`]), or the first error `event` returns.
pub(super) fn read_events(
    text: &str,
    format: TranscriptFormat,
    mut event: impl FnMut(&mut Transcript, &JsonLine) -> Result<(), TranscriptError>,
) -> Result<Transcript, TranscriptError> {
    let (lines, skipped) = parse_lines(text, format)?;
    let mut t = Transcript {
        skipped,
        ..Transcript::default()
    };
    for l in &lines {
        event(&mut t, l)?;
    }
    Ok(t)
}

/// The last arm of a reader's event match: an event of a `bookkeeping` type (not
/// conversation) is passed over, any other is counted as an [`unknown_event`].
pub(super) fn pass_over(
    t: &mut Transcript,
    what: &str,
    kind: Option<&str>,
    bookkeeping: &[&str],
    line: usize,
) -> Result<(), TranscriptError> {
    if !kind.is_some_and(|k| bookkeeping.contains(&k)) {
        t.skipped.push(unknown_event(what, kind, line));
    }
    Ok(())
}

/// A line of a type the reader does not know at 1-based `line`, counted as `{what} {type}`
/// (`{what} (no type)` when it has none) with the reason `unknown event type`.
pub(super) fn unknown_event(what: &str, kind: Option<&str>, line: usize) -> Skipped {
    skip(
        format!("{what} {}", kind.unwrap_or("(no type)")),
        "unknown event type",
        None,
        Some(line),
    )
}

/// The first non-blank line of `text` parsed as a JSON object (for sniffing).
pub(super) fn first_object(text: &str) -> Option<Map<String, Value>> {
    let line = text.lines().find(|l| !l.trim().is_empty())?;
    match serde_json::from_str::<Value>(line).ok()? {
        Value::Object(o) => Some(o),
        _ => None,
    }
}

/// Up to `n` leading non-blank lines that parse as JSON objects (for sniffing; lines that do
/// not parse are passed over).
pub(super) fn leading_objects(text: &str, n: usize) -> Vec<Map<String, Value>> {
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(n)
        .filter_map(|l| match serde_json::from_str::<Value>(l) {
            Ok(Value::Object(o)) => Some(o),
            _ => None,
        })
        .collect()
}

fn kind_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// `obj[key]` as a string, if it is one.
pub(super) fn str_of<'a>(obj: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    obj.get(key).and_then(Value::as_str)
}

/// A message of `role` with text content (none when `text` is empty).
pub(super) fn message(role: Role, text: String, line: Option<usize>) -> Message {
    Message {
        role,
        content: (!text.is_empty()).then_some(Content::Text(text)),
        tool_calls: Vec::new(),
        tool_call_id: None,
        name: None,
        line,
    }
}

/// A tool result message: the output of call `id` of tool `name`.
pub(super) fn tool_result(
    name: Option<String>,
    id: Option<String>,
    text: String,
    line: Option<usize>,
) -> Message {
    Message {
        role: Role::Tool,
        content: Some(Content::Text(text)),
        tool_calls: Vec::new(),
        tool_call_id: id,
        name,
        line,
    }
}

/// Pushes `m` onto `t.messages`, with the blocks [`content_text`] left out of it (`dropped`)
/// counted in `t.skipped` against its index and `line`.
pub(super) fn push_message(t: &mut Transcript, m: Message, dropped: Vec<String>, line: usize) {
    skip_dropped(&mut t.skipped, dropped, Some(t.messages.len()), Some(line));
    t.messages.push(m);
}

/// A content value (a string, a list of blocks, or null) as the list of its blocks: a list
/// as is, anything else as a list of one.
pub(super) fn blocks(content: &Value) -> &[Value] {
    match content {
        Value::Array(a) => a,
        other => std::slice::from_ref(other),
    }
}

/// Appends the text of `block` ([`content_text`]) to `text` unless it is empty.
pub(super) fn push_text(text: &mut Vec<String>, block: &Value, dropped: &mut Vec<String>) {
    let s = content_text(block, dropped);
    if !s.is_empty() {
        text.push(s);
    }
}

/// A tool call with its arguments as given (an object, or a string kept as written).
pub(super) fn tool_call(id: Option<String>, name: String, arguments: Value) -> ToolCall {
    ToolCall {
        id,
        kind: Some("function".into()),
        function: FunctionCall { name, arguments },
    }
}

/// A skipped block.
pub(super) fn skip(
    kind: impl Into<String>,
    reason: impl Into<String>,
    message_index: Option<usize>,
    line: Option<usize>,
) -> Skipped {
    Skipped {
        kind: kind.into(),
        reason: reason.into(),
        message_index,
        line,
    }
}

/// Typed blocks that carry binary data (images, documents, audio, files): never evidence.
pub(super) fn is_binary_kind(kind: &str) -> bool {
    matches!(
        kind,
        "image"
            | "input_image"
            | "image_url"
            | "document"
            | "audio"
            | "input_audio"
            | "file"
            | "input_file"
            | "inlineData"
            | "fileData"
    )
}

/// Keys holding opaque data (signatures, encrypted payloads, base64) left out of rendered rows.
fn is_opaque_key(key: &str) -> bool {
    matches!(
        key,
        "signature"
            | "thoughtSignature"
            | "thinkingSignature"
            | "textSignature"
            | "encrypted_content"
            | "encrypted_index"
    )
}

/// One object as a `key: value` row ([`json_row`]), opaque keys left out.
pub(super) fn object_row(obj: &Map<String, Value>) -> String {
    let kept: Map<String, Value> = obj
        .iter()
        .filter(|(k, _)| !is_opaque_key(k))
        .map(|(k, v)| (k.clone(), v.clone()))
        .collect();
    json_row(&kept)
}

/// Tool content of any JSON shape as text, never dropped in silence:
/// - a string as is; numbers and booleans as JSON; null as nothing;
/// - a list: each element rendered, joined with `\n`;
/// - a typed block (`{"type": ...}`): its `text` when it has one; a binary block (image,
///   document, audio, file) is left out and its type pushed to `dropped`; any other typed
///   block as a `key: value` row of its other fields;
/// - an untyped object as one `key: value` row ([`json_row`]), so an array of row objects
///   gives one row per element.
pub(super) fn content_text(v: &Value, dropped: &mut Vec<String>) -> String {
    match v {
        Value::Null => String::new(),
        Value::String(s) => s.clone(),
        Value::Bool(_) | Value::Number(_) => v.to_string(),
        Value::Array(items) => items
            .iter()
            .map(|i| content_text(i, dropped))
            .filter(|t| !t.is_empty())
            .collect::<Vec<_>>()
            .join("\n"),
        Value::Object(o) => match str_of(o, "type") {
            Some(k) if is_binary_kind(k) => {
                dropped.push(k.to_string());
                String::new()
            }
            Some(_) if o.contains_key("text") => match o.get("text") {
                Some(Value::String(t)) => t.clone(),
                Some(other) => content_text(other, dropped),
                None => String::new(),
            },
            Some(_) => {
                let rest: Map<String, Value> = o
                    .iter()
                    .filter(|(k, _)| k.as_str() != "type")
                    .map(|(k, v)| (k.clone(), v.clone()))
                    .collect();
                object_row(&rest)
            }
            None => object_row(o),
        },
    }
}

/// Record the blocks `content_text` left out as [`Skipped`] entries.
pub(super) fn skip_dropped(
    skipped: &mut Vec<Skipped>,
    dropped: Vec<String>,
    message_index: Option<usize>,
    line: Option<usize>,
) {
    for kind in dropped {
        skipped.push(skip(kind, "binary", message_index, line));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn content_of_any_shape_is_text() {
        let mut d = Vec::new();
        assert_eq!(content_text(&json!("plain"), &mut d), "plain");
        assert_eq!(
            content_text(
                &json!([{"type": "text", "text": "a"}, {"type": "image", "source": {}}, "b"]),
                &mut d
            ),
            "a\nb"
        );
        assert_eq!(d, vec!["image".to_string()]);
        assert_eq!(
            content_text(
                &json!([{"id": 1, "name": "x"}, {"id": 2, "name": "y"}]),
                &mut d
            ),
            "id: 1, name: x\nid: 2, name: y"
        );
        assert_eq!(
            content_text(&json!({"output": "ok", "signature": "zzz"}), &mut d),
            "output: ok"
        );
        assert_eq!(
            content_text(
                &json!({"type": "tool_reference", "tool_name": "grep"}),
                &mut d
            ),
            "tool_name: grep"
        );
        assert_eq!(content_text(&json!(null), &mut d), "");
        assert_eq!(content_text(&json!(3), &mut d), "3");
    }

    #[test]
    fn lines_are_numbered_and_bad_ones_named() {
        let (l, s) = parse_lines("{\"a\":1}\n\n{\"b\":2}\n", TranscriptFormat::Pi).unwrap();
        assert_eq!(l.iter().map(|x| x.no).collect::<Vec<_>>(), vec![1, 3]);
        assert!(s.is_empty());
        let e = parse_lines("{\"a\":1}\n{oops\n{\"b\":2}\n", TranscriptFormat::Pi)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("line 2"), "{e}");
        let e = parse_lines("{\"a\":1}\n[1]\n", TranscriptFormat::Pi)
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("line 2") && e.contains("object"), "{e}");
        // A last line still being written is skipped and counted, not an error.
        let (l, s) = parse_lines("{\"a\":1}\n{\"b\":", TranscriptFormat::Pi).unwrap();
        assert_eq!(l.len(), 1);
        assert_eq!(s[0].line, Some(2));
        assert_eq!(s[0].kind, "incomplete line");
        // The same cut with a newline after it is an error: the harness finished that line.
        assert!(parse_lines("{\"a\":1}\n{\"b\":\n", TranscriptFormat::Pi).is_err());
    }
}

/// Each session-file sniffer claims its own fixtures and nothing else; `detect` (which tries
/// the formats in [`TranscriptFormat::ALL`] order) names the right format for each.
#[cfg(test)]
mod sniff_tests {
    use super::super::{claude_code, codex, detect, gemini, pi, TranscriptFormat};

    const CLAUDE: &str = include_str!("../../tests/fixtures/formats/claude-code/session.jsonl");
    const CODEX: &str = include_str!("../../tests/fixtures/formats/codex-rollout/session.jsonl");
    const GEMINI: &str = include_str!("../../tests/fixtures/formats/gemini-cli/session.jsonl");
    const GEMINI_CP: &str = include_str!("../../tests/fixtures/formats/gemini-cli/checkpoint.json");
    const PI: &str = include_str!("../../tests/fixtures/formats/pi/session.jsonl");
    const GEMINI_JSON: &str = r#"{"sessionId":"s","projectHash":"h","startTime":"t","lastUpdated":"t","summary":"Fix the cache","messages":[{"id":"1","timestamp":"t","type":"user","content":"hi"}]}"#;

    /// Inputs of the other formats sjc reads.
    const OTHERS: &[&str] = &[
        r#"{"summary":"- did x","messages":[{"role":"user","content":"do x"}]}"#,
        r#"[{"role":"user","content":"hi"},{"role":"assistant","content":null,"tool_calls":[{"id":"c","type":"function","function":{"name":"ls","arguments":"{}"}}]},{"role":"tool","tool_call_id":"c","content":"a"}]"#,
        r#"[{"role":"user","content":[{"type":"text","text":"hi"}]},{"role":"assistant","content":[{"type":"tool_use","id":"t","name":"ls","input":{}}]},{"role":"user","content":[{"type":"tool_result","tool_use_id":"t","content":"a"}]}]"#,
        "{\"type\":\"message\",\"role\":\"user\",\"content\":[{\"type\":\"input_text\",\"text\":\"hi\"}]}\n{\"type\":\"function_call\",\"name\":\"ls\",\"arguments\":\"{}\",\"call_id\":\"c\"}\n",
        "{\"role\":\"user\",\"content\":\"hi\"}\n{\"role\":\"assistant\",\"content\":\"hello\"}\n",
        "not json at all\n",
    ];

    #[test]
    fn each_sniffer_claims_only_its_own() {
        type Sniff = fn(&str) -> bool;
        let sniffers: [(&str, Sniff, &[&str]); 4] = [
            ("claude-code", claude_code::sniff, &[CLAUDE]),
            ("codex", codex::sniff, &[CODEX]),
            ("gemini", gemini::sniff, &[GEMINI, GEMINI_CP, GEMINI_JSON]),
            ("pi", pi::sniff, &[PI]),
        ];
        for (name, sniff, own) in sniffers {
            for f in own {
                assert!(sniff(f), "{name} does not claim its own fixture");
            }
            for (other, _, theirs) in sniffers.iter().filter(|(n, _, _)| *n != name) {
                for f in theirs.iter() {
                    assert!(!sniff(f), "{name} claims a {other} file");
                }
            }
            for f in OTHERS {
                assert!(!sniff(f), "{name} claims {f}");
            }
        }
    }

    #[test]
    fn detect_names_each_format() {
        for (f, want) in [
            (CLAUDE, TranscriptFormat::ClaudeCode),
            (CODEX, TranscriptFormat::CodexRollout),
            (GEMINI, TranscriptFormat::GeminiCli),
            (GEMINI_CP, TranscriptFormat::GeminiCli),
            (GEMINI_JSON, TranscriptFormat::GeminiCli),
            (PI, TranscriptFormat::Pi),
        ] {
            assert_eq!(detect(f, "f").unwrap(), want);
        }
    }
}
