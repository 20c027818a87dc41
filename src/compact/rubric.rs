//! The compact-or-continue rubric (SELFCOMPACT's check, as stated in sjc issue 13: two
//! reasons to compact, two to continue): the prompt a harness asks its own model, and a strict
//! parser of the answer in which anything but a clean verdict means CONTINUE.
//!
//! Reasons to compact: a subtask has just been finished; the work is converging on an answer.
//! Reasons to continue: the model is in the middle of a chain of reasoning whose steps it
//! still needs; the model is stuck in a loop (a summary written now would drop the record of
//! the failed attempts, and the agent would retry them).

use serde::{Deserialize, Serialize};

/// The rubric prompt, sent by the harness as the last user message of its own model's
/// context (the model sees its whole history before it).
pub const PROMPT: &str = "\
Decide whether your context should be compacted now. Compacting replaces the earlier part of \
this conversation with a summary; the most recent turns stay verbatim.

Answer COMPACT if either is true:
1. You have just finished a subtask, and its intermediate steps are no longer needed.
2. The work is converging on an answer, and the details that led there can be summarized.

Answer CONTINUE if either is true:
3. You are in the middle of a chain of reasoning and still need its intermediate steps.
4. You are stuck in a loop (repeating the same attempts): a summary written now would lose the \
record of what already failed.

Reply with exactly one word, COMPACT or CONTINUE, and nothing else.";

/// The decision of the rubric.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "UPPERCASE")]
pub enum Decision {
    /// Compact now.
    Compact,
    /// Do not compact now.
    Continue,
}

/// A parsed answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verdict {
    /// The decision; [`Decision::Continue`] whenever the answer did not parse.
    pub decision: Decision,
    /// True when the answer was a clean verdict.
    pub parsed: bool,
    /// Why an answer did not parse (absent when it did).
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub reason: Option<String>,
}

/// Parses the model's answer strictly: after trimming whitespace, the whole answer must be
/// `COMPACT` or `CONTINUE` (upper case, as the prompt asks), optionally followed by one `.`.
/// Anything else (lower case, extra words, both words, empty) is CONTINUE with `parsed: false`,
/// because a wrong COMPACT costs history and a wrong CONTINUE costs only a later check.
pub fn parse_verdict(answer: &str) -> Verdict {
    let t = answer.trim();
    let core = t.strip_suffix('.').unwrap_or(t);
    match core {
        "COMPACT" => Verdict {
            decision: Decision::Compact,
            parsed: true,
            reason: None,
        },
        "CONTINUE" => Verdict {
            decision: Decision::Continue,
            parsed: true,
            reason: None,
        },
        _ => {
            let shown: String = t.chars().take(60).collect();
            Verdict {
                decision: Decision::Continue,
                parsed: false,
                reason: Some(if t.is_empty() {
                    "empty answer; read as CONTINUE".into()
                } else {
                    format!("answer {shown:?} is not exactly COMPACT or CONTINUE; read as CONTINUE")
                }),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_verdicts() {
        for ok in ["COMPACT", " COMPACT\n", "COMPACT."] {
            let v = parse_verdict(ok);
            assert_eq!((v.decision, v.parsed), (Decision::Compact, true), "{ok:?}");
        }
        let v = parse_verdict("CONTINUE");
        assert_eq!((v.decision, v.parsed), (Decision::Continue, true));
        for bad in [
            "",
            "compact",
            "COMPACT CONTINUE",
            "I think COMPACT",
            "COMPACT!",
            "**COMPACT**",
            "COMPACT\nbecause the subtask is done",
        ] {
            let v = parse_verdict(bad);
            assert_eq!(
                (v.decision, v.parsed),
                (Decision::Continue, false),
                "{bad:?}"
            );
            assert!(v.reason.is_some());
        }
    }

    #[test]
    fn prompt_names_both_answers_and_four_reasons() {
        assert!(PROMPT.contains("COMPACT") && PROMPT.contains("CONTINUE"));
        for n in ["1.", "2.", "3.", "4."] {
            assert!(PROMPT.contains(n));
        }
    }
}
