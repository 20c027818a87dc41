//! Which parts of a record are evidence.
//!
//! Evidence is what the environment said and what the agent actually did
//! (SJC method, step 2):
//! - every `tool` (and legacy `function`) message;
//! - the arguments of every tool call, rendered as `key: value` lines (the
//!   command run, the file written);
//! - the previous summary, entry by entry: the record's `previous_summary`, or else a user
//!   message that carries it as Claude Code sends it (`This session is being continued from a
//!   previous conversation …`), which is then no user turn;
//! - user turns, unless turned off, except a user turn whose text equals the
//!   record's `task`.
//!
//! Never evidence: the task, system and developer messages, and assistant text.

use crate::parse::Summary;
use crate::record::{Record, Role, ToolCall};
use serde::Serialize;

/// What kind of evidence a source is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum SourceKind {
    /// A tool result message.
    ToolOutput,
    /// The arguments of a tool call (what the agent did).
    ToolCall,
    /// One entry of the previous summary.
    PreviousSummary,
    /// A user turn.
    UserTurn,
}

/// Where a source came from, for the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SourceRef {
    /// Kind of source.
    pub kind: SourceKind,
    /// Index of the message in the transcript (`messages` of a record; for a record cut from a
    /// transcript file, the index in that file's messages as `sjc inspect` lists them; absent
    /// for the previous summary).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message_index: Option<usize>,
    /// Role of that message (absent for the previous summary).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub role: Option<Role>,
    /// 1-based line of that message in a JSONL session file, when read from one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// Tool name, for tool outputs and tool calls.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// Tool call id, for tool outputs and tool calls.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub call_id: Option<String>,
    /// Entry index in the previous summary.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub entry_index: Option<usize>,
}

/// One evidence source: its origin and its text. Span byte offsets in the
/// report are offsets into this `text`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// Origin.
    pub origin: SourceRef,
    /// Text (for tool calls: the rendered arguments).
    pub text: String,
}

/// Options for [`collect`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EvidenceOptions {
    /// Use user turns as evidence (default true).
    pub user_turns: bool,
}

impl Default for EvidenceOptions {
    fn default() -> Self {
        EvidenceOptions { user_turns: true }
    }
}

/// Render a tool call's arguments as readable lines: `name` first, then
/// `key: value` per top-level argument with JSON strings unescaped (so a
/// written file's content reads as the file) and a list of strings joined with
/// spaces (an argv list reads as the command line). Arguments that are not a
/// JSON object are kept as given.
pub fn render_tool_call(call: &ToolCall) -> String {
    let mut out = format!("{}\n", call.function.name);
    let value = match &call.function.arguments {
        serde_json::Value::String(s) => serde_json::from_str::<serde_json::Value>(s)
            .unwrap_or(serde_json::Value::String(s.clone())),
        v => v.clone(),
    };
    match value {
        serde_json::Value::Object(map) => {
            for (k, v) in map {
                match v {
                    serde_json::Value::String(s) => out.push_str(&format!("{k}: {s}\n")),
                    serde_json::Value::Array(a)
                        if !a.is_empty() && a.iter().all(|x| x.is_string()) =>
                    {
                        // An argv list (`["npm", "install", "eslint@9"]`) reads as the command line.
                        let words: Vec<&str> = a.iter().filter_map(|x| x.as_str()).collect();
                        out.push_str(&format!("{k}: {}\n", words.join(" ")));
                    }
                    other => out.push_str(&format!("{k}: {other}\n")),
                }
            }
        }
        serde_json::Value::String(s) => {
            out.push_str(&s);
            out.push('\n');
        }
        serde_json::Value::Null => {}
        other => {
            out.push_str(&other.to_string());
            out.push('\n');
        }
    }
    out
}

/// Collect the evidence sources of a record, in message order, the previous
/// summary's entries last ([`Record::prior_summary`]: the field, or the user message that
/// carries it in Claude Code's form). Empty texts are skipped.
pub fn collect(record: &Record, opts: &EvidenceOptions) -> Vec<Source> {
    let mut out = Vec::new();
    let task = record
        .task
        .as_deref()
        .map(str::trim)
        .filter(|t| !t.is_empty());
    let continuation = record.continuation_message();
    for (i, m) in record.messages.iter().enumerate() {
        // the previous summary sent as a user message is read as the previous summary, below
        if Some(i) == continuation {
            continue;
        }
        match m.role {
            Role::Tool | Role::Function => {
                // A result that is a JSON array of row objects is read row by row, one line
                // each, as arrays of objects given as content parts are; one that is a single
                // JSON object as `key: value` with its strings unescaped
                // ([`crate::record::tool_output_text`]).
                let text = crate::record::tool_output_text(m.text());
                if !text.trim().is_empty() {
                    out.push(Source {
                        origin: SourceRef {
                            kind: SourceKind::ToolOutput,
                            message_index: Some(record.message_offset + i),
                            role: Some(m.role),
                            line: m.line,
                            tool: m.name.clone(),
                            call_id: m.tool_call_id.clone(),
                            entry_index: None,
                        },
                        text,
                    });
                }
            }
            Role::Assistant => {
                for call in &m.tool_calls {
                    out.push(Source {
                        origin: SourceRef {
                            kind: SourceKind::ToolCall,
                            message_index: Some(record.message_offset + i),
                            role: Some(m.role),
                            line: m.line,
                            tool: Some(call.function.name.clone()),
                            call_id: call.id.clone(),
                            entry_index: None,
                        },
                        text: render_tool_call(call),
                    });
                }
            }
            Role::User if opts.user_turns => {
                let text = m.text();
                if text.trim().is_empty() || Some(text.trim()) == task {
                    continue;
                }
                out.push(Source {
                    origin: SourceRef {
                        kind: SourceKind::UserTurn,
                        message_index: Some(record.message_offset + i),
                        role: Some(m.role),
                        line: m.line,
                        tool: None,
                        call_id: None,
                        entry_index: None,
                    },
                    text,
                });
            }
            _ => {}
        }
    }
    if let Some(prev) = record.prior_summary() {
        let parsed = Summary::parse(&prev);
        for (j, e) in parsed.entries().iter().enumerate() {
            if e.text.trim().is_empty() {
                continue;
            }
            let section = parsed.section_title(e);
            let text = if section.is_empty() {
                e.text.clone()
            } else {
                format!("{section}: {}", e.text)
            };
            out.push(Source {
                origin: SourceRef {
                    kind: SourceKind::PreviousSummary,
                    message_index: None,
                    role: None,
                    line: None,
                    tool: None,
                    call_id: None,
                    entry_index: Some(j),
                },
                text,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(v: serde_json::Value) -> Record {
        Record::from_json_bytes(v.to_string().into_bytes(), "test").unwrap()
    }

    #[test]
    fn a_shell_tool_s_json_object_is_read_with_its_strings_unescaped() {
        // a new user's check (session 25): Hermes' `{"output": "…", "exit_code": 0}`
        let out = r##"{"output": "# Keyspace\ndb0:keys=18234,expires=0\ndb1:keys=412,expires=3", "exit_code": 0}"##;
        let v = serde_json::json!({
            "messages": [
                {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
                  "function": {"name": "terminal", "arguments": "{\"command\": \"redis-cli INFO keyspace\"}"}}]},
                {"role": "tool", "tool_call_id": "c1", "content": out},
                {"role": "tool", "tool_call_id": "c2", "content": [{"type": "text", "text": out}]},
                {"role": "tool", "tool_call_id": "c3", "content": "{not json"}
            ],
            "summary": "- x"
        });
        let src = collect(&record(v), &EvidenceOptions::default());
        let outputs: Vec<&str> = src
            .iter()
            .filter(|s| s.origin.kind == SourceKind::ToolOutput)
            .map(|s| s.text.as_str())
            .collect();
        assert_eq!(outputs.len(), 3);
        for o in &outputs[..2] {
            assert!(o.lines().any(|l| l == "db0:keys=18234,expires=0"), "{o}");
            assert!(!o.contains("\\n"), "{o}");
        }
        assert_eq!(outputs[2], "{not json");
    }

    #[test]
    fn a_previous_summary_sent_as_a_user_message_is_read_as_the_previous_summary() {
        let cont = "This session is being continued from a previous conversation that ran out \
                    of context. The conversation is summarized below:\nSummary:\n\
                    1. Pending Tasks:\n   - Do not delete the secret shop-api-tls\n   - Post on #alerts\n\n\
                    Please continue the conversation from where we left it off without asking \
                    the user any further questions.\n";
        let v = serde_json::json!({
            "messages": [
                {"role": "user", "content": cont},
                {"role": "user", "content": "ok, go on"}
            ],
            "summary": "- x"
        });
        let src = collect(&record(v.clone()), &EvidenceOptions::default());
        let prev: Vec<&str> = src
            .iter()
            .filter(|s| s.origin.kind == SourceKind::PreviousSummary)
            .map(|s| s.text.as_str())
            .collect();
        assert_eq!(prev.len(), 2, "{src:?}");
        assert!(prev[0].contains("Do not delete the secret shop-api-tls"));
        assert!(
            !prev.iter().any(|p| p.contains("Please continue")),
            "{prev:?}"
        );
        let turns: Vec<&str> = src
            .iter()
            .filter(|s| s.origin.kind == SourceKind::UserTurn)
            .map(|s| s.text.as_str())
            .collect();
        assert_eq!(turns, ["ok, go on"]);
        // a `previous_summary` field wins: the message is then a user turn like any other
        let mut v = v;
        v["previous_summary"] = serde_json::json!("- earlier");
        let src = collect(&record(v), &EvidenceOptions::default());
        assert_eq!(
            src.iter()
                .filter(|s| s.origin.kind == SourceKind::UserTurn)
                .count(),
            2
        );
    }
}
