//! Tool-pair integrity of a message list, the rule providers enforce on every request: each
//! tool result answers a call made before it, each call is answered, and no call id is used
//! twice. A history that breaks it makes the provider reject every later request.
//!
//! Pairs are matched by id (`tool_calls[].id` and a result's `tool_call_id`); id-less legacy
//! `function` results are not checked.

use std::collections::HashMap;

use serde::Serialize;

use crate::record::{Message, Role};

/// One broken rule, with the message index (0-based) where it shows.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum Problem {
    /// A result whose id no earlier call has.
    ResultWithoutCall {
        /// The result message.
        message: usize,
        /// Its `tool_call_id`.
        id: String,
    },
    /// A call no later message answers.
    CallWithoutResult {
        /// The assistant message.
        message: usize,
        /// The call id.
        id: String,
    },
    /// A call id used by a second call.
    DuplicateCallId {
        /// The message of the second call.
        message: usize,
        /// The id.
        id: String,
    },
    /// A second result for the same call.
    DuplicateResult {
        /// The message of the second result.
        message: usize,
        /// The id.
        id: String,
    },
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Problem::ResultWithoutCall { message, id } => {
                write!(
                    f,
                    "messages[{message}]: tool result {id:?} has no earlier call"
                )
            }
            Problem::CallWithoutResult { message, id } => {
                write!(f, "messages[{message}]: tool call {id:?} has no result")
            }
            Problem::DuplicateCallId { message, id } => {
                write!(f, "messages[{message}]: tool call id {id:?} is used twice")
            }
            Problem::DuplicateResult { message, id } => {
                write!(f, "messages[{message}]: second result for tool call {id:?}")
            }
        }
    }
}

fn is_result(m: &Message) -> bool {
    matches!(m.role, Role::Tool | Role::Function)
}

/// Every problem in `messages`, in message order (empty when the list is sound).
pub fn check(messages: &[Message]) -> Vec<Problem> {
    // id -> (message of the call, answered)
    let mut calls: HashMap<&str, (usize, bool)> = HashMap::new();
    let mut order: Vec<&str> = Vec::new();
    let mut out = Vec::new();
    for (i, m) in messages.iter().enumerate() {
        for c in &m.tool_calls {
            let Some(id) = c.id.as_deref() else { continue };
            if calls.contains_key(id) {
                out.push(Problem::DuplicateCallId {
                    message: i,
                    id: id.into(),
                });
            } else {
                calls.insert(id, (i, false));
                order.push(id);
            }
        }
        if is_result(m) {
            let Some(id) = m.tool_call_id.as_deref() else {
                continue;
            };
            match calls.get_mut(id) {
                None => out.push(Problem::ResultWithoutCall {
                    message: i,
                    id: id.into(),
                }),
                Some((_, true)) => out.push(Problem::DuplicateResult {
                    message: i,
                    id: id.into(),
                }),
                Some((_, answered)) => *answered = true,
            }
        }
    }
    for id in order {
        let (i, answered) = calls[id];
        if !answered {
            out.push(Problem::CallWithoutResult {
                message: i,
                id: id.into(),
            });
        }
    }
    out.sort_by_key(|p| match p {
        Problem::ResultWithoutCall { message, .. }
        | Problem::CallWithoutResult { message, .. }
        | Problem::DuplicateCallId { message, .. }
        | Problem::DuplicateResult { message, .. } => *message,
    });
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compact::testutil::{assistant_calls, tool, user};

    #[test]
    fn finds_each_kind_of_problem() {
        let ok = vec![
            user("go"),
            assistant_calls(&["a", "b"]),
            tool("a"),
            tool("b"),
        ];
        assert!(check(&ok).is_empty());
        let bad = vec![
            tool("z"),
            assistant_calls(&["a", "a"]),
            tool("a"),
            tool("a"),
            assistant_calls(&["c"]),
        ];
        let p = check(&bad);
        assert!(p.contains(&Problem::ResultWithoutCall {
            message: 0,
            id: "z".into()
        }));
        assert!(p.contains(&Problem::DuplicateCallId {
            message: 1,
            id: "a".into()
        }));
        assert!(p.contains(&Problem::DuplicateResult {
            message: 3,
            id: "a".into()
        }));
        assert!(p.contains(&Problem::CallWithoutResult {
            message: 4,
            id: "c".into()
        }));
        assert_eq!(p.len(), 4);
        assert!(p[0].to_string().contains("messages[0]"));
    }
}
