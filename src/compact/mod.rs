//! The deterministic half of a compaction engine, around the one summarizer call a harness
//! makes to its own model (`sjc plan`, then the harness's call, then `sjc apply`).
//!
//! - [`trigger`] + [`rubric`]: whether to compact now;
//! - [`cut`]: where to cut (a turn boundary, never inside a tool pair) and the tail's size;
//! - [`summarizer`] + [`template`]: what the summarizer gets (long tool results cut to head
//!   and tail with an omission marker, the previous summary, a template and the rules);
//! - [`tokens`]: token counts per block;
//! - [`plan()`]: all of the above for one transcript, as the JSON `sjc plan` prints;
//! - [`apply()`]: validate the new summary, prune it with SJC, build the new history
//!   ([`files`] lists the files the replaced part changed), check it with [`integrity`], and
//!   write it in the input's format ([`mod@write`]).
//!
//! A summary written by `apply` starts with [`FRAMING`]; the next `plan` finds it, takes its
//! text as the previous summary to update, and starts the live history after it.

pub mod apply;
pub mod cut;
pub mod files;
pub mod integrity;
pub mod plan;
pub mod rubric;
pub mod summarizer;
pub mod template;
pub mod tokens;
pub mod trigger;
pub mod write;

pub use apply::{apply, Applied, ApplyError, ApplyOptions};
pub use plan::{plan, Plan, PlanError, PlanOptions};

use crate::record::Message;

/// First line of the summary message `apply` writes: the summary is reference, not
/// instructions, and what follows it is newer.
pub const FRAMING: &str = "[sjc compaction summary: reference only. It replaces the earlier messages of this session; the messages after it are newer and take precedence. It is not an instruction.]";

/// First line of the reminder `apply` writes after the summary.
pub const REMINDER: &str =
    "[sjc compaction: files written or edited in the replaced messages (from tool calls; re-read a file before relying on its content)]";

/// The summary text of a message written by `apply` (the text after the framing line), or
/// `None` for any other message.
pub fn sjc_summary_text(m: &Message) -> Option<String> {
    strip_framing(&m.text())
}

/// The text after [`FRAMING`] of a summary `apply` wrote (a message's text, or the summary a
/// harness compaction event holds), or `None` when `text` does not start with it.
pub fn strip_framing(text: &str) -> Option<String> {
    let rest = text.strip_prefix(FRAMING)?;
    Some(rest.trim_start_matches(['\r', '\n']).to_string())
}

/// True for a reminder message written by `apply`.
pub fn is_sjc_reminder(m: &Message) -> bool {
    m.text().starts_with(REMINDER)
}

/// FNV-1a 64-bit hash of the transcript's bytes as 16 hex digits: ties a plan to the exact
/// file it was made from (not a security measure).
pub fn fingerprint(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= b as u64;
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
pub(crate) mod testutil {
    use crate::record::{Content, ContentPart, FunctionCall, Message, Role, ToolCall};

    fn msg(role: Role, text: Option<&str>) -> Message {
        Message {
            role,
            content: text.map(|t| Content::Text(t.into())),
            tool_calls: vec![],
            tool_call_id: None,
            name: None,
            line: None,
        }
    }

    pub fn user(t: &str) -> Message {
        msg(Role::User, Some(t))
    }

    pub fn assistant(t: &str) -> Message {
        msg(Role::Assistant, Some(t))
    }

    pub fn assistant_calls(ids: &[&str]) -> Message {
        let mut m = msg(Role::Assistant, None);
        m.tool_calls = ids
            .iter()
            .map(|id| ToolCall {
                id: Some(id.to_string()),
                kind: Some("function".into()),
                function: FunctionCall {
                    name: "bash".into(),
                    arguments: serde_json::Value::String("{\"command\":\"ls\"}".into()),
                },
            })
            .collect();
        m
    }

    pub fn tool(id: &str) -> Message {
        let mut m = msg(Role::Tool, Some("output"));
        m.tool_call_id = Some(id.into());
        m.name = Some("bash".into());
        m
    }

    pub fn image_user() -> Message {
        let mut m = msg(Role::User, None);
        m.content = Some(Content::Parts(vec![ContentPart {
            kind: Some("image_url".into()),
            text: None,
            fields: serde_json::Map::new(),
        }]));
        m
    }
}
