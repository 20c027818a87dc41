//! Stale values: an entry that restates an older source with the values it had then, while a
//! later source restates the same fact with other values ("LST-3307: 412 contacts, 37
//! suspected duplicate pairs" from the previous summary, when a later tool output counts 415
//! contacts and 44 pairs; "Keep QA at 2 replicas; UAT may go up to 4" from the first user turn,
//! when a later turn says "UAT: 3 at most").
//!
//! Compressors carry values over from the previous summary and from the first instructions
//! without checking whether the history changed them; the old source still supports the entry
//! word for word, so neither the judge nor the other features doubt it. What changes a value
//! depends on where it came from:
//! - a value of the **previous summary** (a state, a count, a version) is superseded by a later
//!   tool output or user turn;
//! - a value of a **user turn** (a requirement, a limit) is superseded only by a later user
//!   turn: a tool output showing the current state does not change what the user asked for.
//!
//! A line *restates* the entry's fact when it holds at least [`KEY_SHARE`] of the entry's key
//! terms (its content terms that are not values) and values (numbers and versions). The old line holds at least two thirds of the entry's
//! values; the later line lacks one of those and holds one the entry does not. This is one feature of the hybrid
//! layer (`superseded`, [`super::HybridLayer`]), whose weight is fitted on labelled records.

use crate::evidence::{Source, SourceKind};
use crate::retrieve::tokenize::{content_terms, normalize_number, tokens, TokenKind};
use std::collections::HashSet;

/// Share of an entry's key terms that a line must hold to restate the entry's fact.
pub const KEY_SHARE: f32 = 0.5;

/// Fewest key terms an entry needs for a line to be said to restate it.
const MIN_KEYS: usize = 2;

/// Where a line of the record came from, for what can supersede it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Origin {
    PreviousSummary,
    UserTurn,
    ToolOutput,
}

/// One line of the record's evidence, in the order the session produced it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Line {
    origin: Origin,
    /// Position of its source in the session: the previous summary first, then messages.
    at: usize,
    terms: HashSet<String>,
    values: HashSet<String>,
}

/// The record's evidence lines in session order ([`History::parse`]), read by
/// [`History::superseded`]. Tool-call arguments are left out: they say what the agent did,
/// not what a value is.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct History {
    lines: Vec<Line>,
}

/// The values of a text: its numbers, normalised (`1,240` = `1240`, `%` dropped), and its
/// versions (`2.1.8`, `v1.6.0`). Ids, paths and hosts are names, not values: a later line that
/// names another host is about another thing, not a change.
fn values(text: &str) -> HashSet<String> {
    tokens(text)
        .into_iter()
        .filter_map(|t| match t.kind {
            TokenKind::Number => Some(
                normalize_number(t.text)
                    .map(|n| n.trim_end_matches('%').to_string())
                    .unwrap_or_else(|| t.text.to_string()),
            ),
            TokenKind::Identifier if version(t.text) => {
                Some(t.text.trim_start_matches(['v', 'V']).to_string())
            }
            _ => None,
        })
        .collect()
}

/// A version: digits in two or more dotted parts, optionally after a `v` (`2.1.8`, `v1.6.0`).
fn version(t: &str) -> bool {
    let t = t.trim_start_matches(['v', 'V']);
    t.split('.').count() >= 2
        && t.split('.')
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()))
}

/// The key terms of a text: its content terms without its values.
fn keys(text: &str, values: &HashSet<String>) -> HashSet<String> {
    content_terms(text)
        .into_iter()
        .filter(|t| !t.chars().any(|c| c.is_ascii_digit()) && !values.contains(t))
        .collect()
}

impl History {
    /// No evidence (a bare pair): [`History::superseded`] is always `false`.
    pub const NONE: &'static History = &History { lines: Vec::new() };

    /// Reads a record's evidence sources ([`crate::evidence::collect`]): the previous summary's
    /// entries first, then tool outputs and user turns by message index, each cut into lines.
    pub fn parse(sources: &[Source]) -> Self {
        let mut lines = Vec::new();
        for s in sources {
            let (origin, at) = match s.origin.kind {
                SourceKind::PreviousSummary => (Origin::PreviousSummary, 0),
                SourceKind::UserTurn => (Origin::UserTurn, 1 + s.origin.message_index.unwrap_or(0)),
                SourceKind::ToolOutput => {
                    (Origin::ToolOutput, 1 + s.origin.message_index.unwrap_or(0))
                }
                SourceKind::ToolCall => continue,
            };
            for l in s.text.lines().filter(|l| !l.trim().is_empty()) {
                let v = values(l);
                if v.is_empty() {
                    continue;
                }
                lines.push(Line {
                    origin,
                    at,
                    terms: keys(l, &v),
                    values: v,
                });
            }
        }
        History { lines }
    }

    /// Whether `entry` states the values of an older line (the previous summary, or a user
    /// turn) that a later line restating the same fact replaces with other values (see the
    /// module documentation). False for an entry without values or with fewer than two key
    /// terms.
    pub fn superseded(&self, entry: &str) -> bool {
        let v = values(entry);
        let k = keys(entry, &v);
        if v.is_empty() || k.len() < MIN_KEYS {
            return false;
        }
        let restates = |l: &Line| {
            let shared = k.iter().filter(|t| l.terms.contains(*t)).count();
            shared >= MIN_KEYS && shared as f32 >= KEY_SHARE * k.len() as f32
        };
        self.lines
            .iter()
            .filter(|old| old.origin != Origin::ToolOutput && restates(old))
            .any(|old| {
                // the entry's values the old line holds: at least two thirds of them
                let held: HashSet<&String> = v.intersection(&old.values).collect();
                if held.is_empty() || held.len() * 3 < v.len() * 2 {
                    return false;
                }
                self.lines.iter().any(|new| {
                    new.at > old.at
                        && (old.origin == Origin::PreviousSummary || new.origin == Origin::UserTurn)
                        && held.iter().any(|x| !new.values.contains(*x))
                        && new.values.iter().any(|x| !v.contains(x))
                        && restates(new)
                })
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evidence::SourceRef;

    fn source(kind: SourceKind, at: Option<usize>, text: &str) -> Source {
        Source {
            origin: SourceRef {
                kind,
                message_index: at,
                role: None,
                line: None,
                tool: None,
                call_id: None,
                entry_index: None,
            },
            text: text.into(),
        }
    }

    #[test]
    fn a_value_a_later_source_changed_is_stale() {
        // fresh-user trials (session 13)
        let h = History::parse(&[
            source(
                SourceKind::ToolOutput,
                Some(4),
                "list LST-3307 members: 415 contacts, 44 suspected duplicate pairs",
            ),
            source(
                SourceKind::PreviousSummary,
                None,
                "Exact identifiers: LST-3307: 412 contacts, 37 suspected duplicate pairs",
            ),
        ]);
        assert!(h.superseded(
            "LST-3307 \"Q3 Fintech Prospects\": 412 contacts, 37 suspected duplicate pairs."
        ));
        assert!(!h.superseded(
            "LST-3307 \"Q3 Fintech Prospects\": 415 contacts, 44 suspected duplicate pairs."
        ));
        // a requirement changes only by a later user turn
        let turns = [
            source(
                SourceKind::UserTurn,
                Some(0),
                "Keep QA at 2 replicas; UAT may go up to 4 replicas.",
            ),
            source(
                SourceKind::ToolOutput,
                Some(5),
                "catalog-uat replicas 3/3 ready",
            ),
        ];
        assert!(!History::parse(&turns)
            .superseded("Keep QA at 2 replicas; UAT may go up to 4 replicas."));
        let mut changed = turns.to_vec();
        changed.push(source(
            SourceKind::UserTurn,
            Some(26),
            "Change of plan: UAT replicas 3 at most, QA stays.",
        ));
        assert!(History::parse(&changed)
            .superseded("Keep QA at 2 replicas; UAT may go up to 4 replicas."));
        // a value from a tool output is the environment's, not carried over
        let out = History::parse(&[
            source(SourceKind::ToolOutput, Some(3), "restart count 14"),
            source(SourceKind::ToolOutput, Some(9), "restart count 19"),
        ]);
        assert!(!out.superseded("restart count 14 before the fix"));
    }
}
