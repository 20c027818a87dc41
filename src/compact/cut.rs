//! Where to cut: the verbatim tail's size and the turn-safe cut index.
//!
//! A cut at index `k` keeps `messages[k..]` verbatim (the tail) and replaces the messages
//! before it. `k` is a cut point only when:
//! - `messages[k]` is a user message with text: the message that starts a turn;
//! - `messages[k - 1]` is not a user message that only carries an image (harnesses put a
//!   tool's screenshot there; the turn is still going on);
//! - no tool call before `k` has its result at or after `k` (the cut never falls inside a
//!   tool pair, which providers reject).
//!
//! The tail is about a fifth of the budget, clamped to a floor and a ceiling that are 20k and
//! 100k tokens for windows of [`REFERENCE_WINDOW`] tokens or more and shrink in proportion
//! below (see [`TailBudget`]).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use crate::record::{Message, Role};

/// Windows at least this large (tokens) get the full floor and ceiling.
pub const REFERENCE_WINDOW: usize = 200_000;

/// How the verbatim tail is sized. All counts are tokens.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub struct TailBudget {
    /// Share of the budget kept verbatim (default 0.2).
    pub share: f64,
    /// Floor for large windows (default 20_000), scaled by `min(1, window / REFERENCE_WINDOW)`.
    pub floor: usize,
    /// Ceiling for large windows (default 100_000), scaled the same way.
    pub ceiling: usize,
    /// A fixed target that replaces `share` (the floor and ceiling still apply).
    pub fixed: Option<usize>,
}

impl Default for TailBudget {
    fn default() -> Self {
        TailBudget {
            share: 0.2,
            floor: 20_000,
            ceiling: 100_000,
            fixed: None,
        }
    }
}

/// The tail size for one window.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct TailTarget {
    /// Tokens the tail should hold at most (when turns allow).
    pub target: usize,
    /// The scaled floor.
    pub floor: usize,
    /// The scaled ceiling.
    pub ceiling: usize,
}

impl TailBudget {
    /// The target for a window of `window` tokens and a budget (window minus reserve) of
    /// `budget` tokens: `clamp(budget * share, floor * s, ceiling * s)` with
    /// `s = min(1, window / REFERENCE_WINDOW)`.
    pub fn target(&self, window: usize, budget: usize) -> TailTarget {
        let s = (window as f64 / REFERENCE_WINDOW as f64).min(1.0);
        let floor = (self.floor as f64 * s).round() as usize;
        let ceiling = ((self.ceiling as f64 * s).round() as usize).max(floor);
        let want = self
            .fixed
            .unwrap_or_else(|| (budget as f64 * self.share).round() as usize);
        TailTarget {
            target: want.clamp(floor, ceiling),
            floor,
            ceiling,
        }
    }
}

/// A user message without text: only non-text parts (a tool's image), or content a reader
/// dropped as binary (an empty part list or no content). Harnesses put a tool's screenshot in
/// such a message; the turn goes on after it.
pub fn is_image_only_user(m: &Message) -> bool {
    m.role == Role::User && m.tool_calls.is_empty() && m.text().trim().is_empty()
}

/// For each index `k` in `0..=messages.len()`, whether a cut there would split a tool pair
/// (a call before `k` answered at or after `k`). Pairs are matched by id.
pub fn inside_pair(messages: &[Message]) -> Vec<bool> {
    let n = messages.len();
    let mut call_at: HashMap<&str, usize> = HashMap::new();
    let mut depth = vec![0i64; n + 2];
    for (i, m) in messages.iter().enumerate() {
        for c in &m.tool_calls {
            if let Some(id) = c.id.as_deref() {
                call_at.entry(id).or_insert(i);
            }
        }
        if matches!(m.role, Role::Tool | Role::Function) {
            if let Some(&c) = m.tool_call_id.as_deref().and_then(|id| call_at.get(id)) {
                // cuts at c+1..=i split this pair
                depth[c + 1] += 1;
                depth[i + 1] -= 1;
            }
        }
    }
    let mut out = Vec::with_capacity(n + 1);
    let mut d = 0i64;
    for x in depth.iter().take(n + 1) {
        d += x;
        out.push(d > 0);
    }
    out
}

/// Indices `k` in `start + 1..messages.len()` where a turn-safe cut may fall (see the module
/// doc), with at least one non-system message in `start..k` to replace.
pub fn cut_points(messages: &[Message], start: usize) -> Vec<usize> {
    let inside = inside_pair(messages);
    let mut out = Vec::new();
    let mut replaced_any = false;
    for k in start..messages.len() {
        if k > start && replaced_any {
            let m = &messages[k];
            let starts_turn = m.role == Role::User && !m.text().trim().is_empty();
            if starts_turn && !is_image_only_user(&messages[k - 1]) && !inside[k] {
                out.push(k);
            }
        }
        if !matches!(messages[k].role, Role::System | Role::Developer) {
            replaced_any = true;
        }
    }
    out
}

/// The chosen cut.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Cut {
    /// First message of the live history (after an earlier compaction); messages before it
    /// were already replaced.
    pub live_start: usize,
    /// The tail is `messages[at..]`.
    pub at: usize,
    /// Tokens of the tail.
    pub tail_tokens: usize,
    /// Tokens of the messages the summary replaces: `messages[live_start..at]` without the
    /// system and developer messages, which stay.
    pub compacted_tokens: usize,
    /// The tail's size rule for this window.
    pub tail: TailTarget,
    /// Why the tail is outside `[floor, target]`, when it is.
    #[serde(skip_serializing_if = "Option::is_none", default)]
    pub note: Option<String>,
}

/// Picks the cut: the largest tail within the target; when that is under the floor, the
/// smallest tail at or over the floor that stays within the ceiling; when even the last turn
/// is over the target, the last turn. `tokens[i]` is the count of `messages[i]`. `None` when
/// no turn-safe cut point exists.
pub fn choose(
    messages: &[Message],
    tokens: &[usize],
    live_start: usize,
    tail: TailTarget,
) -> Option<Cut> {
    let points = cut_points(messages, live_start);
    let mut suffix = vec![0usize; messages.len() + 1];
    for i in (0..messages.len()).rev() {
        suffix[i] = suffix[i + 1] + tokens[i];
    }
    let tail_of = |k: usize| suffix[k];
    // points ascend, so tails descend
    let within = points.iter().copied().find(|&k| tail_of(k) <= tail.target);
    let (at, note) = match within {
        Some(k) if tail_of(k) >= tail.floor => (k, None),
        Some(k) => match points
            .iter()
            .copied()
            .rev()
            .find(|&j| tail_of(j) >= tail.floor && tail_of(j) <= tail.ceiling)
        {
            Some(j) => (j, None),
            None => (
                k,
                Some(format!(
                    "the tail holds {} tokens, under the floor of {}: no turn boundary gives a tail between the floor and the ceiling",
                    tail_of(k),
                    tail.floor
                )),
            ),
        },
        None => {
            let k = *points.last()?;
            (
                k,
                Some(format!(
                    "the last turn alone holds {} tokens, over the target of {}; cut at its start (never inside a turn)",
                    tail_of(k),
                    tail.target
                )),
            )
        }
    };
    // system and developer messages before the cut stay in the context: not replaced
    let compacted_tokens = (live_start..at)
        .filter(|&i| !matches!(messages[i].role, Role::System | Role::Developer))
        .map(|i| tokens[i])
        .sum();
    Some(Cut {
        live_start,
        at,
        tail_tokens: tail_of(at),
        compacted_tokens,
        tail,
        note,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::compact::testutil::{assistant, assistant_calls, image_user, tool, user};

    #[test]
    fn tail_size_at_128k_and_1m() {
        let b = TailBudget::default();
        // 128k window, 16k reserve: a fifth of 112k, inside the scaled floor/ceiling
        let t = b.target(128_000, 112_000);
        assert_eq!(t.target, 22_400);
        assert_eq!((t.floor, t.ceiling), (12_800, 64_000));
        // 1M window: a fifth would be ~197k, the ceiling holds it at 100k, not a 128k constant
        let t = b.target(1_000_000, 983_616);
        assert_eq!(
            t,
            TailTarget {
                target: 100_000,
                floor: 20_000,
                ceiling: 100_000
            }
        );
        // small window: floor and ceiling shrink with it, the target stays under the budget
        let t = b.target(8_000, 6_000);
        assert!(t.ceiling <= 4_000 && t.target <= 6_000, "{t:?}");
        let fixed = TailBudget {
            fixed: Some(50_000),
            ..b
        };
        assert_eq!(fixed.target(1_000_000, 900_000).target, 50_000);
    }

    #[test]
    fn cut_points_skip_pairs_images_and_tool_users() {
        let m = vec![
            user("task"),            // 0
            assistant_calls(&["a"]), // 1
            tool("a"),               // 2
            image_user(),            // 3 image of tool a
            user("what next"),       // 4: after an image-only user: not a cut
            assistant("ok"),         // 5
            user("next"),            // 6: cut
            assistant_calls(&["b"]), // 7
            user("interjection"),    // 8: inside pair b
            tool("b"),               // 9
            user("last"),            // 10: cut
        ];
        assert_eq!(cut_points(&m, 0), vec![6, 10]);
        assert_eq!(cut_points(&m, 6), vec![10]);
        // a user message whose image a reader dropped (no content, or no parts) counts too
        let mut dropped = user("x");
        dropped.content = None;
        assert!(is_image_only_user(&dropped) && is_image_only_user(&image_user()));
        assert!(!is_image_only_user(&user("hi")));
        let inside = inside_pair(&m);
        assert!(inside[8] && inside[9] && !inside[10] && inside[2] && !inside[3]);
    }

    #[test]
    fn choose_prefers_largest_tail_within_target() {
        let m = vec![
            user("a"),
            assistant("b"),
            user("c"),
            assistant("d"),
            user("e"),
            assistant("f"),
        ];
        let tokens = vec![10, 10, 10, 10, 10, 10];
        let t = TailTarget {
            target: 25,
            floor: 5,
            ceiling: 50,
        };
        let c = choose(&m, &tokens, 0, t).unwrap();
        assert_eq!((c.at, c.tail_tokens, c.compacted_tokens), (4, 20, 40));
        // under the floor: take the next larger tail within the ceiling
        let t = TailTarget {
            target: 25,
            floor: 30,
            ceiling: 50,
        };
        assert_eq!(choose(&m, &tokens, 0, t).unwrap().at, 2);
        // last turn over the target: cut at its start, with a note
        let t = TailTarget {
            target: 5,
            floor: 1,
            ceiling: 8,
        };
        let c = choose(&m, &tokens, 0, t).unwrap();
        assert_eq!(c.at, 4);
        assert!(c.note.is_some());
        // system messages before the cut stay: they are not counted as replaced
        let mut sys = user("rules");
        sys.role = Role::System;
        let m2 = vec![sys, user("a"), assistant("b"), user("c")];
        let t = TailTarget {
            target: 15,
            floor: 1,
            ceiling: 50,
        };
        let c = choose(&m2, &[100, 10, 10, 10], 0, t).unwrap();
        assert_eq!((c.at, c.compacted_tokens), (3, 20));
        // one turn only: nothing to cut
        assert!(choose(&m[..2], &tokens[..2], 0, t).is_none());
    }
}
