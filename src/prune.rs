//! Verdicts: which entries are deleted.
//!
//! SJC method, step 4: delete every entry whose calibrated P(support) is below
//! the threshold, whole; keep every other entry byte for byte. Never rewrite,
//! never add. Three safety rules sit on top:
//! - **fail safe**: an entry the judge could not score (load error, NaN,
//!   timeout, out of memory) is kept, with the reason ([`Verdict::KeptOnError`]);
//! - **guard**: an entry whose numbers / identifiers are missing from its
//!   evidence has its probability capped at [`PruneOptions::guard_cap`] (so the
//!   same threshold rule deletes it, and `threshold = 0` still deletes nothing);
//! - **tripwire**: if more than `max_delete_fraction` of a summary of at least
//!   `tripwire_min_entries` entries would be deleted, nothing is deleted: that
//!   almost always means a miscalibrated judge (the SJC paper's judge deleted
//!   13–21% of entries).

use crate::guard::GuardFinding;
use crate::verify::PairResult;
use serde::Serialize;

/// The verdict on one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// P(support) ≥ threshold and ≥ 0.5: kept, more likely supported than not.
    Supported,
    /// Threshold ≤ P(support) < 0.5: kept, although the verifier leans towards unsupported,
    /// because deleting at this score would delete more true entries than the threshold rule
    /// allows. The agent should treat it as unverified.
    Uncertain,
    /// P(support) < threshold: deleted (unless the tripwire fired).
    Unsupported,
    /// Below threshold and the evidence contradicts it (P(contradiction) above
    /// P(support) and ≥ 0.5, or the guard found a mismatching value while the
    /// model said the evidence supports the rest): deleted.
    Contradicted,
    /// The judge failed on this entry: kept, see the reason.
    KeptOnError,
}

/// Thresholds and safety limits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PruneOptions {
    /// Delete entries whose calibrated P(support) is below this (default 0.5).
    pub threshold: f32,
    /// Tripwire: the largest share of entries that may be deleted (default 0.8).
    pub max_delete_fraction: f32,
    /// Tripwire applies to summaries with at least this many entries (default 5).
    pub tripwire_min_entries: usize,
    /// P(support) cap for entries that fail the guard or have no evidence at all (default
    /// 0.01: below the thresholds a risk-controlled rule lands on, 0.02–0.05 for the embedded
    /// judge, so that a value the environment never produced is deleted under that rule too;
    /// must be
    /// positive so `threshold = 0` deletes nothing).
    pub guard_cap: f32,
}

impl Default for PruneOptions {
    fn default() -> Self {
        PruneOptions {
            threshold: 0.5,
            max_delete_fraction: 0.8,
            tripwire_min_entries: 5,
            guard_cap: 0.01,
        }
    }
}

/// The decision on one entry.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Decision {
    /// Verdict.
    pub verdict: Verdict,
    /// Whether the entry stays in the pruned summary.
    pub kept: bool,
    /// Calibrated P(support) after the guard cap (absent on judge error).
    pub p_support: Option<f32>,
    /// The model's P(support) before the guard cap.
    pub p_support_model: Option<f32>,
    /// Calibrated P(contradiction), for models with a contradiction label.
    pub p_contradiction: Option<f32>,
    /// Why: the judge error, the guard mismatch, or the tripwire.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

/// Outcome of the tripwire over one summary.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Tripwire {
    /// True if it fired (nothing was deleted).
    pub fired: bool,
    /// Share of entries the judge would have deleted.
    pub would_delete_fraction: f32,
    /// The limit in force.
    pub limit: f32,
}

/// Decide one entry from its judge result, its guard finding and whether
/// retrieval found any evidence span for it. An entry with no evidence at all
/// (no source shares a term with it) has nothing its content could have come
/// from: its probability is capped like a guard failure and it is unsupported,
/// never contradicted. A judge failure keeps the entry whatever else holds.
pub fn decide(
    result: &PairResult,
    guard: &GuardFinding,
    has_evidence: bool,
    opts: &PruneOptions,
) -> Decision {
    let score = match result {
        Err(e) => {
            return Decision {
                verdict: Verdict::KeptOnError,
                kept: true,
                p_support: None,
                p_support_model: None,
                p_contradiction: None,
                reason: Some(format!("judge failed, entry kept: {e}")),
            }
        }
        Ok(s) => s,
    };
    let p_model = score.p_support;
    let p_contra = score.p_contradiction;
    let mut reason = None;
    let mut p = p_model;
    if !has_evidence {
        p = p.min(opts.guard_cap);
        reason = Some("no evidence: no tool output, tool call, previous summary or user turn shares a term with it".into());
    } else if guard.failed() {
        p = p.min(opts.guard_cap);
        let toks: Vec<String> = guard
            .mismatches
            .iter()
            .map(|m| format!("`{}`", m.token))
            .collect();
        reason = Some(format!("not in evidence: {}", toks.join(", ")));
    }
    let kept = p >= opts.threshold;
    if reason.is_none() {
        reason = Some(format!(
            "P(support) {p:.3} {} threshold {:.3}{}",
            if kept { ">=" } else { "<" },
            opts.threshold,
            p_contra
                .map(|c| format!("; P(contradiction) {c:.3}"))
                .unwrap_or_default()
        ));
    }
    let verdict = if kept && p >= 0.5 {
        Verdict::Supported
    } else if kept {
        Verdict::Uncertain
    } else if !has_evidence {
        Verdict::Unsupported
    } else {
        let model_contradicts = p_contra.is_some_and(|c| c >= 0.5 && c > p_model);
        // A value swap inside otherwise-supported text reads as a contradiction.
        let guard_contradicts = guard.failed() && p_model >= opts.threshold.max(0.5);
        if model_contradicts || guard_contradicts {
            Verdict::Contradicted
        } else {
            Verdict::Unsupported
        }
    };
    Decision {
        verdict,
        kept,
        p_support: Some(p),
        p_support_model: Some(p_model),
        p_contradiction: p_contra,
        reason,
    }
}

/// Apply the tripwire to a summary's decisions: if too many would be
/// deleted, keep them all and say so in each deleted entry's reason.
pub fn apply_tripwire(decisions: &mut [Decision], opts: &PruneOptions) -> Tripwire {
    let n = decisions.len();
    let deleted = decisions.iter().filter(|d| !d.kept).count();
    let frac = if n == 0 {
        0.0
    } else {
        deleted as f32 / n as f32
    };
    let fired = n >= opts.tripwire_min_entries && frac > opts.max_delete_fraction;
    if fired {
        for d in decisions.iter_mut().filter(|d| !d.kept) {
            d.kept = true;
            let note = format!(
                "tripwire: the judge would delete {:.0}% of entries (limit {:.0}%), so nothing was deleted",
                frac * 100.0,
                opts.max_delete_fraction * 100.0
            );
            d.reason = Some(match d.reason.take() {
                Some(r) => format!("{r}; {note}"),
                None => note,
            });
        }
    }
    Tripwire {
        fired,
        would_delete_fraction: frac,
        limit: opts.max_delete_fraction,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::PairError;
    use crate::guard::{AnchorKind, Mismatch};
    use crate::verify::Score;

    fn score(p: f32, c: Option<f32>) -> PairResult {
        Ok(Score {
            p_support: p,
            p_contradiction: c,
            logits: vec![],
            claim_truncated: false,
            evidence_truncated: false,
            best_span_margin: None,
        })
    }
    fn mismatch() -> GuardFinding {
        GuardFinding {
            anchors: 1,
            mismatches: vec![Mismatch {
                token: "INV-1".into(),
                kind: AnchorKind::Identifier,
            }],
        }
    }

    #[test]
    fn threshold_and_verdicts() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        assert_eq!(
            decide(&score(0.9, None), &ok, true, &o).verdict,
            Verdict::Supported
        );
        let low = PruneOptions {
            threshold: 0.04,
            ..PruneOptions::default()
        };
        let d = decide(&score(0.2, Some(0.7)), &ok, true, &low);
        assert_eq!((d.verdict, d.kept), (Verdict::Uncertain, true));
        assert_eq!(
            decide(&score(0.03, None), &ok, true, &low).verdict,
            Verdict::Unsupported
        );
        assert_eq!(
            decide(&score(0.2, Some(0.1)), &ok, true, &o).verdict,
            Verdict::Unsupported
        );
        assert_eq!(
            decide(&score(0.1, Some(0.8)), &ok, true, &o).verdict,
            Verdict::Contradicted
        );
        let d = decide(&score(0.95, None), &mismatch(), true, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::Contradicted, false));
        assert!(d.reason.unwrap().contains("INV-1"));
        let d = decide(&Err(PairError::Timeout), &ok, true, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::KeptOnError, true));
    }

    #[test]
    fn no_evidence_is_unsupported_but_a_failure_still_keeps() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        let d = decide(&score(0.9, Some(0.05)), &ok, false, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::Unsupported, false));
        assert!(d.reason.unwrap().contains("no evidence"));
        // Nothing to contradict: never `contradicted` without evidence.
        assert_eq!(
            decide(&score(0.1, Some(0.9)), &ok, false, &o).verdict,
            Verdict::Unsupported
        );
        let d = decide(&Err(PairError::Timeout), &ok, false, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::KeptOnError, true));
    }

    #[test]
    fn threshold_zero_deletes_nothing_even_with_guard() {
        let o = PruneOptions {
            threshold: 0.0,
            ..Default::default()
        };
        assert!(decide(&score(0.0, None), &mismatch(), true, &o).kept);
    }

    #[test]
    fn tripwire_keeps_everything() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        let mut ds: Vec<Decision> = (0..10)
            .map(|i| decide(&score(if i == 0 { 0.9 } else { 0.1 }, None), &ok, true, &o))
            .collect();
        let t = apply_tripwire(&mut ds, &o);
        assert!(t.fired);
        assert!(ds.iter().all(|d| d.kept));
        let mut few: Vec<Decision> = (0..4)
            .map(|_| decide(&score(0.1, None), &ok, true, &o))
            .collect();
        assert!(!apply_tripwire(&mut few, &o).fired);
        assert!(few.iter().all(|d| !d.kept));
    }
}
