//! Whether to compact now: the `threshold`, `interval`, `rubric` and `force` triggers, and
//! the `checkpoints` events. All counts are tokens of the current context as
//! [`super::tokens::TokenCounter`] counts them.
//!
//! - `threshold`: fires when the context reaches `share` of the budget (window minus the
//!   reserve for the reply); default 75%, the budget trigger of sjc issue 13.
//! - `interval`: fires every N tool calls or N tokens since the last compaction.
//! - `rubric`: prints [`super::rubric::PROMPT`]; fires when `--verdict` parses as COMPACT.
//! - `force`: always fires (a user's `/compact`).
//! - `checkpoints`: events at shares of the window (default 20/40/60/80%) for harnesses that
//!   write notes before a crisis; they never make the plan compact.

use serde::{Deserialize, Serialize};

use super::rubric::{self, Decision, Verdict};

/// A trigger.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TriggerKind {
    /// Context over a share of the budget.
    Threshold,
    /// Every N tool calls or tokens since the last compaction.
    Interval,
    /// The compact-or-continue rubric.
    Rubric,
    /// Checkpoint events (never compacts).
    Checkpoints,
    /// Always compact.
    Force,
}

impl std::str::FromStr for TriggerKind {
    type Err = String;

    /// `threshold`, `interval`, `rubric`, `checkpoints` or `force`.
    fn from_str(s: &str) -> Result<Self, String> {
        Ok(match s {
            "threshold" => TriggerKind::Threshold,
            "interval" => TriggerKind::Interval,
            "rubric" => TriggerKind::Rubric,
            "checkpoints" => TriggerKind::Checkpoints,
            "force" => TriggerKind::Force,
            _ => {
                return Err(format!(
                "unknown trigger '{s}' (one of: threshold, interval, rubric, checkpoints, force)"
            ))
            }
        })
    }
}

/// Trigger settings.
#[derive(Debug, Clone, PartialEq)]
pub struct TriggerOptions {
    /// The triggers in force.
    pub kinds: Vec<TriggerKind>,
    /// `threshold`: share of the budget (default 0.75).
    pub threshold_share: f64,
    /// `interval`: tool calls since the last compaction.
    pub every_tool_calls: Option<usize>,
    /// `interval`: tokens since the last compaction.
    pub every_tokens: Option<usize>,
    /// `checkpoints`: percentages of the window (default 20, 40, 60, 80).
    pub checkpoints: Vec<u32>,
    /// `rubric`: the model's answer to the rubric prompt.
    pub verdict: Option<String>,
}

impl Default for TriggerOptions {
    fn default() -> Self {
        TriggerOptions {
            kinds: vec![TriggerKind::Threshold],
            threshold_share: 0.75,
            every_tool_calls: None,
            every_tokens: None,
            checkpoints: vec![20, 40, 60, 80],
            verdict: None,
        }
    }
}

/// The counts the triggers look at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Usage {
    /// Tokens of the whole current context.
    pub context_tokens: usize,
    /// Tokens since the last compaction.
    pub live_tokens: usize,
    /// Tool calls since the last compaction.
    pub live_tool_calls: usize,
    /// The window.
    pub window: usize,
    /// The budget: window minus reserve.
    pub budget: usize,
}

/// One trigger's outcome.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Fired {
    /// The trigger.
    pub trigger: TriggerKind,
    /// Whether it fired.
    pub fired: bool,
    /// Why, with the numbers.
    pub detail: String,
}

/// Checkpoint events.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Checkpoints {
    /// Context tokens as a percentage of the window.
    pub percent_of_window: f64,
    /// Checkpoints reached (percentages).
    pub crossed: Vec<u32>,
    /// The next one, if any.
    pub next: Option<u32>,
}

/// The rubric as printed for the harness.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RubricReport {
    /// The prompt to ask the model.
    pub prompt: String,
    /// The parsed `--verdict`, when given.
    pub verdict: Option<Verdict>,
}

/// All trigger outcomes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TriggerReport {
    /// One row per trigger in force (checkpoints excluded).
    pub triggers: Vec<Fired>,
    /// Present when `checkpoints` is in force.
    pub checkpoints: Option<Checkpoints>,
    /// Present when `rubric` is in force.
    pub rubric: Option<RubricReport>,
    /// True when any trigger fired.
    pub compact: bool,
}

/// Errors in trigger settings.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct TriggerError(pub String);

/// Evaluates the triggers.
///
/// # Errors
/// [`TriggerError`] when `interval` is in force without a count, or a count is 0.
pub fn evaluate(opts: &TriggerOptions, u: Usage) -> Result<TriggerReport, TriggerError> {
    let mut triggers = Vec::new();
    let mut checkpoints = None;
    let mut rubric_report = None;
    for &k in &opts.kinds {
        match k {
            TriggerKind::Threshold => {
                let at = (u.budget as f64 * opts.threshold_share).round() as usize;
                triggers.push(Fired {
                    trigger: k,
                    fired: u.context_tokens >= at,
                    detail: format!(
                        "context {} tokens; threshold {:.0}% of the budget ({} = window {} - reserve) = {at}",
                        u.context_tokens,
                        opts.threshold_share * 100.0,
                        u.budget,
                        u.window
                    ),
                });
            }
            TriggerKind::Interval => {
                if opts.every_tool_calls.is_none() && opts.every_tokens.is_none() {
                    return Err(TriggerError(
                        "--trigger interval needs --every-tool-calls N or --every-tokens N".into(),
                    ));
                }
                if opts.every_tool_calls == Some(0) || opts.every_tokens == Some(0) {
                    return Err(TriggerError("interval counts must be at least 1".into()));
                }
                let calls = opts
                    .every_tool_calls
                    .is_some_and(|n| u.live_tool_calls >= n);
                let toks = opts.every_tokens.is_some_and(|n| u.live_tokens >= n);
                triggers.push(Fired {
                    trigger: k,
                    fired: calls || toks,
                    detail: format!(
                        "since the last compaction: {} tool calls (every {}), {} tokens (every {})",
                        u.live_tool_calls,
                        opts.every_tool_calls.map_or("-".into(), |n| n.to_string()),
                        u.live_tokens,
                        opts.every_tokens.map_or("-".into(), |n| n.to_string()),
                    ),
                });
            }
            TriggerKind::Rubric => {
                let verdict = opts.verdict.as_deref().map(rubric::parse_verdict);
                let fired = verdict
                    .as_ref()
                    .is_some_and(|v| v.decision == Decision::Compact);
                triggers.push(Fired {
                    trigger: k,
                    fired,
                    detail: match &verdict {
                        None => "no --verdict yet: ask the model rubric.prompt, then run plan again with --verdict".into(),
                        Some(v) => v.reason.clone().unwrap_or_else(|| {
                            format!("verdict {}", match v.decision { Decision::Compact => "COMPACT", Decision::Continue => "CONTINUE" })
                        }),
                    },
                });
                rubric_report = Some(RubricReport {
                    prompt: rubric::PROMPT.to_string(),
                    verdict,
                });
            }
            TriggerKind::Checkpoints => {
                let pct = if u.window == 0 {
                    0.0
                } else {
                    u.context_tokens as f64 * 100.0 / u.window as f64
                };
                let mut points = opts.checkpoints.clone();
                points.sort_unstable();
                checkpoints = Some(Checkpoints {
                    percent_of_window: (pct * 10.0).round() / 10.0,
                    crossed: points
                        .iter()
                        .copied()
                        .filter(|&p| pct >= p as f64)
                        .collect(),
                    next: points.iter().copied().find(|&p| pct < p as f64),
                });
            }
            TriggerKind::Force => triggers.push(Fired {
                trigger: k,
                fired: true,
                detail: "forced".into(),
            }),
        }
    }
    let compact = triggers.iter().any(|t| t.fired);
    Ok(TriggerReport {
        triggers,
        checkpoints,
        rubric: rubric_report,
        compact,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn usage(ctx: usize) -> Usage {
        Usage {
            context_tokens: ctx,
            live_tokens: ctx,
            live_tool_calls: 7,
            window: 100_000,
            budget: 80_000,
        }
    }

    #[test]
    fn threshold_is_75_percent_of_budget() {
        let o = TriggerOptions::default();
        assert!(!evaluate(&o, usage(59_999)).unwrap().compact);
        assert!(evaluate(&o, usage(60_000)).unwrap().compact);
    }

    #[test]
    fn interval_rubric_checkpoints_force() {
        let mut o = TriggerOptions {
            kinds: vec![TriggerKind::Interval],
            ..TriggerOptions::default()
        };
        assert!(evaluate(&o, usage(10)).is_err());
        o.every_tool_calls = Some(7);
        assert!(evaluate(&o, usage(10)).unwrap().compact);
        o.every_tool_calls = Some(8);
        assert!(!evaluate(&o, usage(10)).unwrap().compact);

        let mut o = TriggerOptions {
            kinds: vec![TriggerKind::Rubric, TriggerKind::Checkpoints],
            ..TriggerOptions::default()
        };
        let r = evaluate(&o, usage(45_000)).unwrap();
        assert!(!r.compact && r.rubric.as_ref().unwrap().prompt.contains("COMPACT"));
        let c = r.checkpoints.unwrap();
        assert_eq!((c.crossed, c.next), (vec![20, 40], Some(60)));
        o.verdict = Some("COMPACT".into());
        assert!(evaluate(&o, usage(1)).unwrap().compact);
        o.verdict = Some("yes, COMPACT".into());
        assert!(!evaluate(&o, usage(1)).unwrap().compact);
        let f = TriggerOptions {
            kinds: vec![TriggerKind::Force],
            ..TriggerOptions::default()
        };
        assert!(evaluate(&f, usage(0)).unwrap().compact);
    }
}
