//! The verifier: raw logits in, calibrated probabilities out, and the rule that turns them
//! into a deletion threshold.
//!
//! The judge ([`crate::batch`] over [`crate::judge`]) only says what the network said. The
//! verifier decides what that means for one (entry, evidence) pair:
//! - [`Calibration`] (`calibration.rs`): temperature scaling, Platt scaling, or the hybrid
//!   layer ([`HybridLayer`], `hybrid.rs`) over model margins plus lexical and guard features;
//! - [`fit`]: fitting those maps on labelled dev rows and choosing one by cross-validated NLL;
//! - [`risk`]: the deletion threshold chosen by conformal risk control so that the expected
//!   share of true entries deleted stays below a stated level.
//!
//! [`Verifier::score`] fails a pair (and so keeps its entry) whenever a logit or a calibrated
//! probability is not finite.

pub mod align;
mod calibration;
pub mod fit;
mod hybrid;
pub mod polarity;
pub mod progress;
pub mod restraint;
pub mod risk;
pub mod rows;
pub mod rules;
pub mod section;
pub mod stale;
pub mod suite;

pub use calibration::{rescale_contradiction, Calibration};
pub use hybrid::{
    features, signal_text, HybridLayer, FEATURES, N_FEATURES, SIGNAL_WEIGHT, Z_BEST_SPAN,
};
pub use polarity::Instructions;
pub use progress::Actions;
pub use stale::History;

use crate::batch::{LogitsResult, Pair, PairError};
use crate::judge::{JudgeError, LabelMap};

/// The verifier's verdict on one pair.
#[derive(Debug, Clone, PartialEq)]
pub struct Score {
    /// Calibrated probability in `[0, 1]` that the claim's content came from the evidence.
    pub p_support: f32,
    /// Probability in `[0, 1]` of the contradiction label; `None` for models without one.
    /// `p_support + p_contradiction <= 1` (up to rounding) for every calibration method. Under
    /// the hybrid layer: `1 - p_support` when a conflict flag fired
    /// ([`HybridLayer::conflicts`]), else the model's own, capped at `1 - p_support`.
    pub p_contradiction: Option<f32>,
    /// Raw logits in the model's label order, length = number of labels.
    pub logits: Vec<f32>,
    /// The claim alone exceeded its share of the token budget and was cut.
    pub claim_truncated: bool,
    /// The evidence was cut to fit `max_len`.
    pub evidence_truncated: bool,
    /// The best support margin of the entry against each evidence span alone, when it was
    /// scored span by span (see [`Verifier::score_entry`]).
    pub best_span_margin: Option<f32>,
    /// The hybrid layer's features of the pair, in [`FEATURES`] order (`None` for the other
    /// calibration methods): what the report shows as the entry's `features`.
    pub features: Option<[f32; N_FEATURES]>,
    /// What the hybrid layer holds against the entry: the descriptions of its flag features
    /// that fired with a negative weight ([`HybridLayer::signals`]; empty for the other
    /// calibration methods). The report's reason lists them.
    pub signals: Vec<&'static str>,
}

/// What the verifier knows of an entry beyond its (entry, evidence) pair: where it sits in the
/// summary, what the user said and what the agent did. [`EntryContext::default`] (no section,
/// no user turns, no tool calls) is a
/// bare pair, as `sjc score` and `sjc calibrate` judge them.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EntryContext<'a> {
    /// True for an entry of a compaction record, false for a bare (claim, evidence) pair: the
    /// hybrid layer's record layer ([`HybridLayer::for_context`]) judges the first.
    pub record: bool,
    /// Title of the entry's section ('' before any heading or when unknown).
    pub section: &'a str,
    /// How the entry marks its own state (`- [x]`, `[DONE]`, `[TODO]`): with the section,
    /// whether it is open work ([`section::is_open_work`]).
    pub mark: section::Mark,
    /// The record's user turns that are evidence, parsed once per record.
    pub instructions: &'a Instructions,
    /// The record's tool calls and their outcomes, read once per record: whether the agent
    /// has since done an open-task entry ([`Actions::done`]).
    pub actions: &'a Actions,
    /// The record's evidence lines in session order, read once per record: whether a later
    /// source changed a value the entry carries over ([`History::superseded`]).
    pub history: &'a History,
    /// Share in `[0, 1]` of the entry's content terms found anywhere in the record's evidence,
    /// every source and not only the retrieved spans
    /// ([`crate::retrieve::EvidenceIndex::coverage`]); `None` for a bare pair, whose evidence
    /// is all there is (the `overlap_all` feature is then its `overlap`).
    pub coverage: Option<f32>,
    /// Whether a value anchor of the entry (a number, hex string or identifier) occurs in none
    /// of the record's evidence ([`crate::guard::GuardFinding::failed`]); `false` for a bare
    /// pair. The `value_unseen` feature.
    pub unseen: bool,
}

impl Default for EntryContext<'_> {
    fn default() -> Self {
        EntryContext {
            record: false,
            section: "",
            mark: section::Mark::None,
            instructions: Instructions::NONE,
            actions: Actions::NONE,
            history: History::NONE,
            coverage: None,
            unseen: false,
        }
    }
}

/// A [`Score`] or the reason there is none (the entry is then kept).
pub type PairResult = Result<Score, PairError>;

/// Turns a model's raw logits into calibrated probabilities: its [`LabelMap`] plus a
/// [`Calibration`].
#[derive(Debug, Clone, PartialEq)]
pub struct Verifier {
    labels: LabelMap,
    calibration: Calibration,
}

impl Verifier {
    /// Pairs a label map with a calibration. Errors: [`JudgeError::Calibration`] naming `file`
    /// when the calibration's parameters are invalid.
    pub fn new(labels: LabelMap, calibration: Calibration, file: &str) -> Result<Self, JudgeError> {
        calibration
            .validate()
            .map_err(|message| JudgeError::Calibration {
                file: file.to_string(),
                message,
            })?;
        calibration.check_compatible(&labels, file)?;
        Ok(Self {
            labels,
            calibration,
        })
    }

    /// A verifier for one-logit judges without calibration: P(support) = sigmoid(logit).
    /// Stands in where no model loaded (nothing is scored then).
    pub fn single_logit() -> Self {
        let labels =
            LabelMap::from_names(vec!["LABEL_0".into()]).expect("one label is a valid label map");
        Self {
            labels,
            calibration: Calibration::Identity,
        }
    }

    /// The label map in force.
    pub fn labels(&self) -> &LabelMap {
        &self.labels
    }

    /// The calibration in force.
    pub fn calibration(&self) -> &Calibration {
        &self.calibration
    }

    /// Replaces the calibration (e.g. `Identity` while fitting a new one).
    /// Errors: [`JudgeError::Calibration`] for invalid parameters.
    pub fn set_calibration(&mut self, calibration: Calibration) -> Result<(), JudgeError> {
        *self = Self::new(self.labels.clone(), calibration, "calibration")?;
        Ok(())
    }

    /// The label rule and calibration, one line (the report's `judge.calibration`).
    pub fn describe(&self) -> String {
        format!(
            "{}; {}",
            self.labels.describe(),
            self.calibration.describe()
        )
    }

    /// Whether this verifier reads the entry's score against each evidence span alone
    /// ([`Verifier::score_entry`]'s `spans`); when false, callers need not compute them.
    pub fn wants_span_scores(&self) -> bool {
        matches!(&self.calibration, Calibration::Hybrid(h) if h.uses_span_scores())
    }

    /// The best support margin among per-span logits (failed or non-finite ones skipped).
    pub fn best_span_margin(&self, spans: &[LogitsResult]) -> Option<f32> {
        spans
            .iter()
            .filter_map(|r| r.as_ref().ok())
            .map(|l| self.labels.support_margin(&l.logits))
            .filter(|z| z.is_finite())
            .reduce(f32::max)
    }

    /// Calibrated probabilities of one pair from its raw logits. A pair the judge failed on
    /// stays failed; non-finite logits or probabilities give [`PairError::NonFinite`].
    pub fn score(&self, pair: &Pair<'_>, raw: LogitsResult) -> PairResult {
        self.score_entry(pair, raw, &[], &EntryContext::default())
    }

    /// [`Verifier::score`] for an entry whose evidence `pair.evidence` joins several spans,
    /// with the raw logits of the entry against each span alone (`spans`, possibly empty): the
    /// hybrid layer reads their best support margin. A failed span pair is skipped; the
    /// decision rests on the joined pair (its failure fails the entry). `context`: the entry's
    /// section and the record's user turns, read by the hybrid layer ([`features`]).
    pub fn score_entry(
        &self,
        pair: &Pair<'_>,
        raw: LogitsResult,
        spans: &[LogitsResult],
        context: &EntryContext<'_>,
    ) -> PairResult {
        let raw = raw?;
        let best_span_margin = self.best_span_margin(spans);
        let logits = raw.logits;
        if logits.iter().any(|x| !x.is_finite()) {
            return Err(PairError::NonFinite { logits });
        }
        let (mut p_support, mut p_contradiction) = self.calibration.apply(&logits, &self.labels);
        let mut hybrid_features = None;
        let mut signals = Vec::new();
        if !p_support.is_finite() || p_contradiction.is_some_and(|p| !p.is_finite()) {
            return Err(PairError::NonFinite { logits });
        }
        if let Calibration::Hybrid(h) = &self.calibration {
            let h = h.for_context(context.record);
            let f = features(
                pair.claim,
                pair.evidence,
                &logits,
                &self.labels,
                best_span_margin,
                context,
            );
            let p = h.p_support(&f);
            signals = h.signals(&f);
            let conflict = h.conflicts(&f);
            hybrid_features = Some(f);
            if !p.is_finite() {
                return Err(PairError::NonFinite { logits });
            }
            // The layer's P(contradiction): when a conflict flag fired, all that is not
            // support; else the model's own P(contradiction), capped by what is not support
            // (a layer that lowers support for a doubt, such as open work, finds no
            // contradiction the model did not see).
            p_contradiction =
                p_contradiction.map(|c| if conflict { 1.0 - p } else { c.min(1.0 - p) });
            p_support = p;
        }
        Ok(Score {
            p_support,
            p_contradiction,
            logits,
            claim_truncated: raw.claim_truncated,
            evidence_truncated: raw.evidence_truncated,
            best_span_margin,
            features: hybrid_features,
            signals,
        })
    }

    /// [`Verifier::score`] for every pair; `raw[i]` belongs to `pairs[i]`. Pairs beyond the end
    /// of `raw` fail with [`PairError::Forward`] (a judge that returned too few rows).
    pub fn score_all(&self, pairs: &[Pair<'_>], raw: Vec<LogitsResult>) -> Vec<PairResult> {
        let n = raw.len();
        let mut out: Vec<PairResult> = pairs
            .iter()
            .zip(raw)
            .map(|(p, r)| self.score(p, r))
            .collect();
        for _ in n..pairs.len() {
            out.push(Err(PairError::Forward(format!(
                "judge returned {n} results for {} pairs",
                pairs.len()
            ))));
        }
        out
    }
}

/// The threshold used when nothing else sets one, and the most any rule may set: an entry the
/// verifier finds more likely supported than not is never deleted.
pub const DEFAULT_THRESHOLD: f32 = 0.5;

/// The risk level `--max-false-delete` takes when not given, for models that ship a `risk.json`.
pub const DEFAULT_MAX_FALSE_DELETE: f32 = 0.05;

/// Why no threshold rule could be chosen; the message names the flag.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ThresholdError(pub String);

/// How the deletion threshold was set; every report states it.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[serde(tag = "rule", rename_all = "snake_case")]
pub enum ThresholdRule {
    /// A fixed threshold: `--threshold`, or [`DEFAULT_THRESHOLD`] when the model has no risk
    /// calibration set.
    Fixed {
        /// Entries with calibrated P(support) below this are deleted.
        threshold: f32,
        /// Where it came from.
        source: String,
    },
    /// Conformal risk control ([`risk`]): the expected share of true entries deleted is at most
    /// `alpha` on entries exchangeable with the calibration set.
    MaxFalseDelete {
        /// Entries with calibrated P(support) below this are deleted.
        threshold: f32,
        /// The risk level.
        alpha: f32,
        /// The calibration set the threshold came from (`risk.json`'s `set`).
        calibration_set: String,
        /// True entries in that set.
        n_calibration: usize,
        /// How many of the calibration set's true entries score below the threshold (the rule
        /// allows at most ⌊alpha·(n+1)⌋ − 1).
        calibration_true_below: usize,
        /// The cap on the threshold ([`DEFAULT_THRESHOLD`]).
        cap: f32,
    },
}

impl Default for ThresholdRule {
    fn default() -> Self {
        ThresholdRule::Fixed {
            threshold: DEFAULT_THRESHOLD,
            source: "default".into(),
        }
    }
}

impl ThresholdRule {
    /// The threshold in force.
    pub fn threshold(&self) -> f32 {
        match self {
            ThresholdRule::Fixed { threshold, .. }
            | ThresholdRule::MaxFalseDelete { threshold, .. } => *threshold,
        }
    }

    /// Chooses the rule: a `fixed` threshold (`--threshold`) wins; else the risk level `alpha`
    /// (default [`DEFAULT_MAX_FALSE_DELETE`]) on the model's calibration set `risk`, capped at
    /// [`DEFAULT_THRESHOLD`]; else, for a model without one, [`DEFAULT_THRESHOLD`].
    ///
    /// Errors (a message naming `--max-false-delete`): `alpha` given explicitly for a model
    /// without a calibration set, or a risk computation error (alpha outside (0, 1)).
    pub fn choose(
        fixed: Option<f32>,
        alpha: Option<f32>,
        risk: Option<&risk::RiskCalibration>,
    ) -> Result<Self, ThresholdError> {
        if let Some(t) = fixed {
            return Ok(ThresholdRule::Fixed {
                threshold: t,
                source: "--threshold".into(),
            });
        }
        match (risk, alpha) {
            (Some(r), a) => {
                let alpha = a.unwrap_or(DEFAULT_MAX_FALSE_DELETE);
                let t = r
                    .threshold(alpha, DEFAULT_THRESHOLD)
                    .map_err(|e| ThresholdError(format!("--max-false-delete: {e}")))?;
                Ok(ThresholdRule::MaxFalseDelete {
                    threshold: t.threshold,
                    alpha,
                    calibration_set: r.set.clone(),
                    n_calibration: t.n_calibration,
                    calibration_true_below: t.allowed_deletions,
                    cap: DEFAULT_THRESHOLD,
                })
            }
            (None, Some(_)) => Err(ThresholdError(
                "--max-false-delete: this model has no risk.json calibration set; fit one with \
                 `sjc calibrate-risk`, or pass --threshold"
                    .into(),
            )),
            (None, None) => Ok(ThresholdRule::Fixed {
                threshold: DEFAULT_THRESHOLD,
                source: "default (the model has no risk.json calibration set)".into(),
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::PairLogits;
    use proptest::prelude::*;

    fn raw(logits: Vec<f32>) -> LogitsResult {
        Ok(PairLogits {
            logits,
            claim_truncated: false,
            evidence_truncated: false,
        })
    }

    fn nli() -> LabelMap {
        LabelMap::from_names(vec![
            "entailment".into(),
            "neutral".into(),
            "contradiction".into(),
        ])
        .unwrap()
    }

    fn hybrid() -> Calibration {
        Calibration::Hybrid(HybridLayer {
            features: FEATURES.iter().map(|s| s.to_string()).collect(),
            weights: vec![
                1.2, -0.4, 2.0, -1.0, 0.5, -2.0, 1.5, 0.7, -1.8, -1.85, 0.9, 1.1, -1.3, -1.6, -1.4,
                -1.2, -2.0, -1.5, -1.7, -1.1, 0.8, -1.9, -2.1, -1.45, -1.3, -2.2,
            ],
            bias: -0.9,
            contradiction_temperature: 1.3,
            records: None,
        })
    }

    const PAIR: Pair<'static> = Pair {
        claim: "Invoice INV-20931 is unpaid",
        evidence: "INV-20931 status: unpaid",
    };

    #[test]
    fn non_finite_logits_fail_the_pair() {
        let v = Verifier::new(nli(), Calibration::Identity, "c").unwrap();
        assert!(matches!(
            v.score(&PAIR, raw(vec![f32::NAN, 0.0, 0.0])),
            Err(PairError::NonFinite { .. })
        ));
        assert!(matches!(
            v.score(&PAIR, raw(vec![f32::INFINITY, 0.0, 0.0])),
            Err(PairError::NonFinite { .. })
        ));
        assert!(matches!(
            v.score(&PAIR, Err(PairError::Timeout)),
            Err(PairError::Timeout)
        ));
        // A wrong number of logits gives NaN probabilities, hence a failure, never a panic.
        assert!(matches!(
            v.score(&PAIR, raw(vec![1.0])),
            Err(PairError::NonFinite { .. })
        ));
    }

    #[test]
    fn too_few_results_fail_the_rest() {
        let v = Verifier::single_logit();
        let out = v.score_all(&[PAIR, PAIR], vec![raw(vec![0.0])]);
        assert_eq!(out.len(), 2);
        assert!((out[0].as_ref().unwrap().p_support - 0.5).abs() < 1e-6);
        assert!(matches!(out[1], Err(PairError::Forward(_))));
    }

    #[test]
    fn threshold_rule_choice() {
        let r = risk::RiskCalibration {
            set: "dev".into(),
            supported_scores: (1..=39).map(|i| i as f32 / 40.0).collect(),
        };
        // --threshold wins.
        assert_eq!(
            ThresholdRule::choose(Some(0.3), Some(0.1), Some(&r))
                .unwrap()
                .threshold(),
            0.3
        );
        // alpha 0.05, n 39: k = floor(0.05 * 40 - 1) = 1, threshold = 2nd smallest = 0.05.
        let t = ThresholdRule::choose(None, None, Some(&r)).unwrap();
        assert!((t.threshold() - 0.05).abs() < 1e-6, "{t:?}");
        assert!(matches!(
            t,
            ThresholdRule::MaxFalseDelete {
                n_calibration: 39,
                calibration_true_below: 1,
                ..
            }
        ));
        // A large alpha is capped at 0.5.
        assert_eq!(
            ThresholdRule::choose(None, Some(0.9), Some(&r))
                .unwrap()
                .threshold(),
            DEFAULT_THRESHOLD
        );
        // No calibration set: default 0.5, or an error naming the flag if alpha was asked for.
        assert_eq!(
            ThresholdRule::choose(None, None, None).unwrap().threshold(),
            DEFAULT_THRESHOLD
        );
        assert!(ThresholdRule::choose(None, Some(0.05), None)
            .unwrap_err()
            .to_string()
            .contains("--max-false-delete"));
    }

    proptest! {
        /// Under every calibration method, P(support) and P(contradiction) are probabilities
        /// and their sum is at most 1.
        #[test]
        fn calibrated_outputs_sum_to_at_most_one(
            l in proptest::array::uniform3(-30.0f32..30.0),
            t in 0.05f32..20.0,
            a in -5.0f32..5.0,
            b in -5.0f32..5.0,
            method in 0usize..4,
        ) {
            let cal = match method {
                0 => Calibration::Identity,
                1 => Calibration::Temperature { temperature: t },
                2 => Calibration::Platt { a, b },
                _ => hybrid(),
            };
            let v = Verifier::new(nli(), cal, "c").unwrap();
            let s = v.score(&PAIR, raw(l.to_vec())).unwrap();
            let c = s.p_contradiction.unwrap();
            prop_assert!((0.0..=1.0).contains(&s.p_support), "{:?}", s);
            prop_assert!((0.0..=1.0).contains(&c), "{:?}", s);
            prop_assert!(s.p_support + c <= 1.0 + 1e-5, "{:?}", s);
        }
    }
}
