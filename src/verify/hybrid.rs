//! The hybrid calibration layer: the cross-encoder's logits plus lexical and
//! guard features, combined by a logistic regression fitted on a dev split.
//!
//! P(support) = sigmoid(w · f + b), with the features `f` of one pair:
//!
//! | name | meaning |
//! |---|---|
//! | `z_support` | support logit margin of the model ([`LabelMap::support_margin`]) |
//! | `z_contradiction` | contradiction margin (`logit[c] − logsumexp(others)`), 0 without that label |
//! | `overlap` | share of the claim's content terms found in the evidence ([`crate::guard::lexical_overlap`]) |
//! | `mismatches` | anchors (numbers, hex, identifiers) of the claim missing from the evidence, capped at 3 ([`crate::guard::check`]) |
//! | `anchor_ok` | 1 if the claim has anchors and all occur in the evidence |
//! | `no_evidence` | 1 if the evidence is empty |
//! | `line_overlap` | the largest share of the claim's content terms found together in one evidence line ([`crate::guard::best_line`]): low when the terms are spread over other rows or fields |
//! | `anchors_one_line` | share of the claim's anchors found together in its best evidence line |
//! | `negation_mismatch` | 1 if exactly one of the claim and its best evidence line has a negation (`not`, `no`, `never`, `n't`, `without`, `un-`/`non-` status words differ) |
//! | `rule_weakened` | 1 if the best evidence line states a rule or limit and the claim softens or widens it with a hedge or permission the line does not use ([`crate::guard::BestLine::rule_weakened`]) |
//! | `z_best_span` | the best support margin of the claim against each evidence span alone (SummaC-ZS / MiniCheck-style max over units), so two weaker spans appended to the one that states the fact cannot drown it; the joined margin when there is one span |
//! | `run_share` | longest verbatim run of the claim's tokens in its best line, as a share of the claim ([`super::align::run_share`]) |
//! | `quantifier_mismatch` | 1 if the claim and its best line both carry quantifier or modality cues and they differ ([`super::align::quantifier_mismatch`]) |
//! | `status_conflict` | 1 if the claim states an outcome or state whose opposite its best line states ([`super::align::status_conflict`]) |
//! | `prohibition_flip` | 0 for an entry that holds the agent back ([`super::restraint::holds_back`]: "Nothing is to be placed yet"); else 1 if the claim states, without a negation of its own, the predicate of an evidence clause that a negation or cancellation cue scopes over ("Push the branch" against "don't push anything", [`super::polarity::prohibition_flip`]), or if the claim makes a rule of its best evidence line a habit ("Deploy mainly to us-east-1" against "Deploy only to us-east-1"; [`crate::guard::BestLine::rule_hedged`]), or reports such a rule as ended, plainly and without a condition ("The $500 budget cap no longer applies"; [`super::rules::rule_cancelled`]) |
//! | `row_swap` | 1 if a name of the claim has its own evidence rows holding other numbers while the claim's numbers sit in a sibling row ([`super::rows::row_swap`]), or if the claim restates its best evidence line with one value changed ("The budget cap for this run is $600" against "… is $500"; [`super::rows::value_swap`]) |
//! | `instruction_flip` | 1 if a user turn of the record, read whole and in order, forbids or cancels what the claim states and no later user turn lifts it ("Retry docker push" against the user's "don't retry the push"; [`super::polarity::instruction_flip`]; an entry of a goal section is not flipped by a prohibition for now, [`super::polarity::Instructions::flip_in`]); 0 for a bare pair |
//! | `open_task` | 1 if the entry's section lists open work (`Open TODOs`, `Pending Tasks`, `Next Steps`, `In Progress`; [`super::section::is_open_task`]), where compressors write their own plans and leave finished work, unless the entry restates a user's ask with its condition ([`super::Actions::asked_with_condition`]: "If the rerun goes green, ping Lena; do not merge"); 0 for a bare pair |
//! | `overlap_all` | share of the claim's content terms found anywhere in the record's evidence, every source and not only the retrieved spans ([`crate::retrieve::EvidenceIndex::coverage`]): an entry that sums up many turns; the pair's `overlap` for a bare pair |
//! | `rule_lifted` | 1 if an evidence line states a rule or limit that the claim restates, and the claim says it no longer holds or grants a permission (`approved`, `no longer applies`, `without human approval`) that the evidence nowhere grants ([`super::rules::rule_lifted`]) |
//! | `superseded` | 1 if the entry states the values of the previous summary or of a user turn that a later source restating the same fact replaces with other values (a later tool output or user turn for the previous summary, a later user turn for a user's requirement; [`super::stale`]); 0 for a bare pair |
//! | `limit_dropped` | 1 if the claim restates an evidence clause that bounds a number or narrows a scope ("at most 5%", "under 5 MB", `only`, `every`) and drops that limit ("a small slice of traffic", "mostly in us-west-2"; [`super::rules::limit_dropped`]) |
//! | `task_done` | 1 if the entry is open work that the agent has since done: the last tool call whose arguments name every anchor of the entry succeeded ("Apply 0047_split_invoice_status on staging" after the migration log ends "applied"; [`super::progress::Actions::done`]); 0 for a bare pair |
//! | `value_unseen` | 1 if a value anchor of the entry (number, hex string, identifier; not a name in letters only) occurs in none of the record's evidence sources ([`crate::guard::GuardFinding::failed`]): a value the environment never produced, or one derived in a way the guard does not read; only a corrupted copy of an evidence value caps the entry ([`crate::guard::GuardFinding::caps`]); 0 for a bare pair |
//! | `act_unmade` | 1 if the entry reports as done an act of the agent's own (a message sent, a push, a file changed) that no call of the record made and no source reports ([`super::progress::Actions::unmade_claim`]; also counted in `step_failed`). No fitted layer reads it: it caps the entry ([`crate::prune::verifier_cap`]); 0 for a bare pair |
//! | `step_failed` | 1 if the entry reports as done a step whose tool call failed: the last call that names the entry's objects (or holds half its terms) got an output whose last lines report a failure ("Status update posted to #inc-2291" after `"ok": false, "error": "not_in_channel"`; [`super::progress::Actions::failed_claim`]), or claims a whole test run passed while the record's latest run reports failures ("All tests pass: 148 passed" after `3 failed, 145 passed`; [`super::suite`]), or reports a change of the agent's own (a commit, a message, a file created) that no call made and no source reports ([`super::progress::Actions`]); 0 for a bare pair |
//!
//! A fitted layer names the features it uses (any subset of [`FEATURES`], in any order), so a
//! `calibration.json` fitted before a feature existed keeps giving the same probabilities.
//!
//! This is Platt scaling (Platt 1999) widened to several inputs, i.e. stacking
//! a logistic regression over model and lexical scores. It lets the shipped
//! judge be no worse than its own lexical features on data where the
//! cross-encoder is weak. P(contradiction) is `(1 − P(support)) · P_m(c | not e)`:
//! the model's softmax at `contradiction_temperature`, renormalised over the
//! non-support labels and scaled to the layer's P(not supported), so the two
//! probabilities never sum to more than 1.

use super::align;
use crate::judge::{logsumexp, sigmoid, LabelMap};
use serde::{Deserialize, Serialize};

/// Feature names, in the order [`features`] returns them.
pub const FEATURES: [&str; N_FEATURES] = [
    "z_support",
    "z_contradiction",
    "overlap",
    "mismatches",
    "anchor_ok",
    "no_evidence",
    "line_overlap",
    "anchors_one_line",
    "negation_mismatch",
    "rule_weakened",
    "z_best_span",
    "run_share",
    "quantifier_mismatch",
    "status_conflict",
    "prohibition_flip",
    "row_swap",
    "instruction_flip",
    "open_task",
    "task_done",
    "rule_lifted",
    "overlap_all",
    "limit_dropped",
    "superseded",
    "step_failed",
    "value_unseen",
    "act_unmade",
];

/// Number of features.
pub const N_FEATURES: usize = 26;

/// The weight (logits) at or below which a fired flag is named as a signal against the entry:
/// half a logit moves P(support) by at most 0.125.
pub const SIGNAL_WEIGHT: f32 = -0.5;

/// The flag features that [`HybridLayer::signals`] names in a reason, with their description.
const SIGNALS: [(&str, &str); 15] = [
    ("no_evidence", "no evidence"),
    ("negation_mismatch", "negated on one side only"),
    ("rule_weakened", "softens a rule the evidence states"),
    (
        "quantifier_mismatch",
        "a quantifier differs from its evidence line",
    ),
    (
        "status_conflict",
        "its evidence line states the opposite status",
    ),
    ("prohibition_flip", "its evidence forbids or cancels it"),
    ("row_swap", "its values sit in another row"),
    ("instruction_flip", "a user turn forbids or cancels it"),
    ("open_task", "an open-task section"),
    (
        "task_done",
        "open work whose values a later successful tool call names (done already?)",
    ),
    ("rule_lifted", "it lifts a rule its evidence states"),
    ("limit_dropped", "it drops the limit of a rule it restates"),
    ("superseded", "a later source gives other values (stale?)"),
    (
        "step_failed",
        "it reports as done a step whose tool call failed",
    ),
    ("value_unseen", "a value of it occurs in no evidence"),
];

/// The short description a report's reason gives for a flag feature ("a user turn forbids or
/// cancels it" for `instruction_flip`, as [`HybridLayer::signals`] names it); `None` for a
/// name that is not a flag.
pub fn signal_text(name: &str) -> Option<&'static str> {
    SIGNALS.iter().find(|(n, _)| *n == name).map(|(_, t)| *t)
}

/// The flag features that state a conflict between the entry and its evidence
/// ([`HybridLayer::conflicts`]): when one of them lowers P(support), the probability it takes
/// away is P(contradiction).
const CONFLICTS: [&str; 10] = [
    "negation_mismatch",
    "rule_weakened",
    "quantifier_mismatch",
    "status_conflict",
    "prohibition_flip",
    "row_swap",
    "instruction_flip",
    "rule_lifted",
    "limit_dropped",
    "step_failed",
];

/// Index of `z_best_span` in [`FEATURES`].
pub const Z_BEST_SPAN: usize = 10;

/// A fitted hybrid layer (the `hybrid` method of `calibration.json`).
///
/// It may carry a second layer, `records`, for the entries of compaction records: fitted on
/// labelled records (`sjc calibrate --data` with records), where the section, the user turns
/// and the tool calls are known and the cross-encoder's margins weigh differently than on
/// bare (claim, evidence) pairs. [`HybridLayer::for_context`] picks the layer; without a
/// `records` layer this one serves both.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HybridLayer {
    /// Names of the features it uses: distinct names from [`FEATURES`] (checked on load).
    pub features: Vec<String>,
    /// One weight per feature.
    pub weights: Vec<f32>,
    /// Intercept.
    pub bias: f32,
    /// Temperature for P(contradiction) (default 1).
    #[serde(default = "one")]
    pub contradiction_temperature: f32,
    /// The layer for entries of a compaction record (`None`: this layer serves them too). It
    /// has no `records` layer of its own (checked on load).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub records: Option<Box<HybridLayer>>,
}

fn one() -> f32 {
    1.0
}

/// The features of one pair from its text and raw logits (see the module table).
/// `best_span_margin`: the best support margin of the claim against each evidence span alone
/// (`None` when the evidence is one span or was not scored span by span: the joined margin is
/// used). `context`: the entry's section, the record's user turns and its tool calls (empty
/// for a bare pair), read by `instruction_flip`, `open_task` and `task_done`. Shape: `[f32; N_FEATURES]` in [`FEATURES`]
/// order.
pub fn features(
    claim: &str,
    evidence: &str,
    logits: &[f32],
    labels: &LabelMap,
    best_span_margin: Option<f32>,
    context: &super::EntryContext<'_>,
) -> [f32; N_FEATURES] {
    let z_s = labels.support_margin(logits);
    let z_c = match labels.contradiction_index() {
        Some(c) if logits.len() == labels.len() => {
            let others: Vec<f64> = logits
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != c)
                .map(|(_, &x)| x as f64)
                .collect();
            (logits[c] as f64 - logsumexp(&others)) as f32
        }
        _ => 0.0,
    };
    let g = crate::guard::check(claim, evidence);
    let line = crate::guard::best_line(claim, evidence);
    let overlap = crate::guard::lexical_overlap(claim, evidence);
    let lifted = super::rules::rule_lifted(claim, evidence);
    // an act no call made is also a failed step: read once, used by both features
    let unmade = context
        .actions
        .unmade_claim(claim, context.section, context.mark);
    [
        z_s,
        z_c,
        overlap,
        g.mismatches.len().min(3) as f32,
        (g.anchors > 0 && g.mismatches.is_empty()) as u8 as f32,
        evidence.trim().is_empty() as u8 as f32,
        line.overlap,
        line.anchor_share,
        line.negation_mismatch as u8 as f32,
        line.rule_weakened as u8 as f32,
        best_span_margin
            .filter(|z| z.is_finite())
            .map_or(z_s, |z| z.max(z_s)),
        align::run_share(claim, &line.line),
        align::quantifier_mismatch(claim, &line.line) as u8 as f32,
        align::status_conflict(claim, &line.line) as u8 as f32,
        // an entry that holds the agent back ("Nothing is to be placed yet: purchase orders
        // stay drafts") states no act for its evidence to forbid
        (!super::restraint::holds_back(claim)
            && (super::polarity::prohibition_flip(
                claim,
                &context.instructions.without_turns(evidence),
            ) || line.rule_hedged
                || (lifted && super::rules::ends_plainly(claim)))) as u8 as f32,
        (super::rows::row_swap(claim, evidence)
            || super::rows::value_swap(
                claim,
                &line.line,
                &g.mismatches
                    .iter()
                    .map(|m| m.token.as_str())
                    .collect::<Vec<_>>(),
            )) as u8 as f32,
        context.instructions.flip_in(claim, context.section) as u8 as f32,
        (super::section::is_open_work(context.section, context.mark, claim)
            && !context.actions.asked_with_condition(claim)) as u8 as f32,
        context.actions.done(claim, context.section, context.mark) as u8 as f32,
        lifted as u8 as f32,
        context.coverage.unwrap_or(overlap),
        super::rules::limit_dropped(claim, evidence) as u8 as f32,
        context.history.superseded(claim) as u8 as f32,
        (unmade
            || context
                .actions
                .failed_step(claim, context.section, context.mark)) as u8 as f32,
        context.unseen as u8 as f32,
        unmade as u8 as f32,
    ]
}

impl HybridLayer {
    /// Checks the feature list (distinct names from [`FEATURES`], one weight each) and that all
    /// parameters are finite (message on failure).
    pub fn validate(&self) -> Result<(), String> {
        if let Some(r) = &self.records {
            if r.records.is_some() {
                return Err("the hybrid `records` layer cannot hold a `records` layer".into());
            }
            r.validate().map_err(|e| format!("records layer: {e}"))?;
        }
        for (i, f) in self.features.iter().enumerate() {
            if !FEATURES.contains(&f.as_str()) {
                return Err(format!("hybrid feature {f:?} is not one of {FEATURES:?}"));
            }
            if self.features[..i].contains(f) {
                return Err(format!("hybrid feature {f:?} is listed twice"));
            }
        }
        if self.weights.len() != self.features.len() {
            return Err(format!(
                "hybrid needs {} weights (one per feature), got {}",
                self.features.len(),
                self.weights.len()
            ));
        }
        if !self
            .weights
            .iter()
            .chain([&self.bias, &self.contradiction_temperature])
            .all(|x| x.is_finite())
            || self.contradiction_temperature <= 0.0
        {
            return Err("hybrid parameters must be finite (and the temperature > 0)".into());
        }
        Ok(())
    }

    /// P(support) = sigmoid(w · f + b) over the layer's own features, read by name from `f`
    /// (all features, [`FEATURES`] order). A feature name that is not in [`FEATURES`] (a layer
    /// that skipped [`HybridLayer::validate`]) gives NaN.
    pub fn p_support(&self, f: &[f32; N_FEATURES]) -> f32 {
        let mut z = 0.0f64;
        for (name, &w) in self.features.iter().zip(&self.weights) {
            match FEATURES.iter().position(|n| n == name) {
                Some(i) => z += w as f64 * f[i] as f64,
                None => return f32::NAN,
            }
        }
        sigmoid(z + self.bias as f64) as f32
    }

    /// The layer's flag features (0/1) that fired for this entry and count against it (a
    /// weight of [`SIGNAL_WEIGHT`] logits or less), in the layer's order, each with a short
    /// description for the report's reason: "a user turn forbids or cancels it" for
    /// `instruction_flip`. Features the layer does not read, or reads with a weight too small
    /// to matter, are never named.
    pub fn signals(&self, f: &[f32; N_FEATURES]) -> Vec<&'static str> {
        self.features
            .iter()
            .zip(&self.weights)
            .filter(|(_, &w)| w <= SIGNAL_WEIGHT)
            .filter_map(|(name, _)| {
                let i = FEATURES.iter().position(|n| n == name)?;
                let text = SIGNALS.iter().find(|(n, _)| *n == name)?.1;
                (f[i] >= 1.0).then_some(text)
            })
            .collect()
    }

    /// Whether a flag that states a conflict with the evidence fired and counts against the
    /// entry ([`HybridLayer::signals`], restricted to the conflict flags: a flipped instruction, a
    /// value from another row, a rule lifted, softened or stripped of its limit, a quantifier or
    /// status that differs). `open_task`, `task_done` and `no_evidence` are doubts, not
    /// conflicts.
    pub fn conflicts(&self, f: &[f32; N_FEATURES]) -> bool {
        self.features
            .iter()
            .zip(&self.weights)
            .filter(|(name, &w)| w <= SIGNAL_WEIGHT && CONFLICTS.contains(&name.as_str()))
            .any(|(name, _)| {
                FEATURES
                    .iter()
                    .position(|n| n == name)
                    .is_some_and(|i| f[i] >= 1.0)
            })
    }

    /// Whether the layer, or its `records` layer, reads `z_best_span` (so the entry must be
    /// scored against each span alone too).
    pub fn uses_span_scores(&self) -> bool {
        self.features.iter().any(|f| f == FEATURES[Z_BEST_SPAN])
            || self.records.as_ref().is_some_and(|r| r.uses_span_scores())
    }

    /// The layer that judges an entry: the `records` layer for an entry of a compaction
    /// record (`record` true) when there is one, else this layer.
    pub fn for_context(&self, record: bool) -> &HybridLayer {
        match &self.records {
            Some(r) if record => r,
            _ => self,
        }
    }

    /// A layer that reads every feature with weight 0 (P(support) 0.5 for every pair): what
    /// scoring entries for fitting runs under, so that every feature is computed and shown
    /// and no other layer's weights shape the run.
    pub fn probe() -> HybridLayer {
        HybridLayer {
            features: FEATURES.iter().map(|s| s.to_string()).collect(),
            weights: vec![0.0; N_FEATURES],
            bias: 0.0,
            contradiction_temperature: 1.0,
            records: None,
        }
    }

    /// Fits on all [`FEATURES`]: [`HybridLayer::fit_features`] with every name.
    pub fn fit(x: &[[f32; N_FEATURES]], y: &[bool], l2: f64) -> Option<HybridLayer> {
        Self::fit_features(x, y, l2, &FEATURES)
    }

    /// Fits a layer over the named features (a subset of [`FEATURES`], for ablations) by
    /// Newton's method (IRLS) on the mean log-loss with an L2 penalty `l2` on the weights (not
    /// the bias). `x[i]` holds all features in [`FEATURES`] order; rows with a non-finite
    /// selected feature are skipped. Returns `None` for an unknown name, fewer than 2 usable
    /// rows, only one class, or a singular system.
    pub fn fit_features(
        x: &[[f32; N_FEATURES]],
        y: &[bool],
        l2: f64,
        names: &[&str],
    ) -> Option<HybridLayer> {
        Self::fit_weighted(x, y, &vec![1.0; y.len()], l2, names)
    }

    /// [`HybridLayer::fit_features`] with a weight per row (`w[i]` ≥ 0, same length as `y`):
    /// the weighted mean log-loss, so a data set given weight 0.25 counts as a quarter of its
    /// rows. Rows of weight 0 are skipped. `None` also when all weights are 0 or any is
    /// negative or not finite.
    pub fn fit_weighted(
        x: &[[f32; N_FEATURES]],
        y: &[bool],
        w: &[f64],
        l2: f64,
        names: &[&str],
    ) -> Option<HybridLayer> {
        if w.len() != y.len() || w.iter().any(|v| !v.is_finite() || *v < 0.0) {
            return None;
        }
        let cols: Vec<usize> = names
            .iter()
            .map(|n| FEATURES.iter().position(|f| f == n))
            .collect::<Option<_>>()?;
        let d = cols.len() + 1; // features + bias
        let rows: Vec<(Vec<f64>, f64, f64)> = x
            .iter()
            .zip(y)
            .zip(w)
            .filter(|((f, _), &wt)| wt > 0.0 && cols.iter().all(|&c| f[c].is_finite()))
            .map(|((f, &t), &wt)| {
                let mut r: Vec<f64> = cols.iter().map(|&c| f[c] as f64).collect();
                r.push(1.0);
                (r, t as u8 as f64, wt)
            })
            .collect();
        let pos = rows.iter().filter(|r| r.1 > 0.5).count();
        if rows.len() < 2 || pos == 0 || pos == rows.len() {
            return None;
        }
        let n: f64 = rows.iter().map(|r| r.2).sum();
        let mut w = vec![0.0f64; d];
        for _ in 0..50 {
            let mut grad = vec![0.0f64; d];
            let mut hess = vec![vec![0.0f64; d]; d];
            for (r, t, wt) in &rows {
                let z: f64 = (0..d).map(|k| w[k] * r[k]).sum();
                let p = sigmoid(z);
                let s = (p * (1.0 - p)).max(1e-9) * wt;
                for a in 0..d {
                    grad[a] += (p - t) * r[a] * wt / n;
                    for b in 0..d {
                        hess[a][b] += s * r[a] * r[b] / n;
                    }
                }
            }
            for k in 0..d - 1 {
                grad[k] += l2 * w[k];
                hess[k][k] += l2;
            }
            let step = solve(hess, grad)?;
            let mut max = 0.0f64;
            for k in 0..d {
                w[k] -= step[k];
                max = max.max(step[k].abs());
            }
            if max < 1e-8 {
                break;
            }
        }
        Some(HybridLayer {
            features: names.iter().map(|s| s.to_string()).collect(),
            weights: w[..d - 1].iter().map(|&v| v as f32).collect(),
            bias: w[d - 1] as f32,
            contradiction_temperature: 1.0,
            records: None,
        })
    }
}

/// Solve `a · x = b` (square, `b.len()` rows) by Gaussian elimination with partial pivoting;
/// `None` when singular.
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Option<Vec<f64>> {
    let d = b.len();
    for col in 0..d {
        let piv = (col..d).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[piv][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, piv);
        b.swap(col, piv);
        for r in col + 1..d {
            let f = a[r][col] / a[col][col];
            for c in col..d {
                a[r][c] -= f * a[col][c];
            }
            b[r] -= f * b[col];
        }
    }
    let mut x = vec![0.0f64; d];
    for r in (0..d).rev() {
        let s: f64 = (r + 1..d).map(|c| a[r][c] * x[c]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_restraint_flips_no_prohibition_of_its_evidence() {
        // blind round s53A: the entry repeats the user's Faroese "nothing is to be placed yet"
        let labels = LabelMap::from_names(vec![
            "entailment".into(),
            "neutral".into(),
            "contradiction".into(),
        ])
        .unwrap();
        let evidence = "status: DRAFT (not placed). No order has been placed; do not place any order before the controller approves.";
        let at = FEATURES
            .iter()
            .position(|f| *f == "prohibition_flip")
            .unwrap();
        let flip = |claim: &str| {
            features(
                claim,
                evidence,
                &[0.0, 0.0, 0.0],
                &labels,
                None,
                &Default::default(),
            )[at]
        };
        assert_eq!(
            flip("Nothing is to be placed yet: purchase orders stay drafts."),
            0.0
        );
        assert_eq!(flip("Place the purchase order with the mill."), 1.0);
    }

    #[test]
    fn fit_recovers_a_known_logistic_model() {
        // y ~ Bernoulli(sigmoid(2*x0 - 1)), deterministic pseudo-random x.
        let mut x = Vec::new();
        let mut y = Vec::new();
        let mut s = 12345u64;
        let mut rnd = || {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        };
        for _ in 0..20000 {
            let x0 = rnd() * 4.0 - 2.0;
            let p = 1.0 / (1.0 + (-(2.0 * x0 - 1.0)).exp());
            let mut row = [0.0f32; N_FEATURES];
            row[0] = x0 as f32;
            row[2] = 0.5;
            x.push(row);
            y.push(rnd() < p);
        }
        // Feature 2 is constant: it is collinear with the bias; the L2 penalty keeps it solvable.
        let h = HybridLayer::fit(&x, &y, 1e-4).unwrap();
        let eff_bias = h.bias + 0.5 * h.weights[2];
        assert!((h.weights[0] - 2.0).abs() < 0.15, "{h:?}");
        assert!((eff_bias + 1.0).abs() < 0.15, "{h:?}");
        assert!(h.validate().is_ok());
    }

    #[test]
    fn a_layer_fitted_on_fewer_features_reads_them_by_name() {
        let old = HybridLayer {
            features: vec!["overlap".into(), "z_support".into()],
            weights: vec![2.0, 1.0],
            bias: -1.0,
            contradiction_temperature: 1.0,
            records: None,
        };
        assert!(old.validate().is_ok());
        let mut f = [0.0f32; N_FEATURES];
        f[0] = 0.5; // z_support
        f[2] = 0.25; // overlap
        f[Z_BEST_SPAN] = 9.0; // not read by this layer
        assert!((old.p_support(&f) - sigmoid(2.0 * 0.25 + 0.5 - 1.0) as f32).abs() < 1e-6);
        assert!(!old.uses_span_scores());
        let bad = HybridLayer {
            features: vec!["nope".into()],
            weights: vec![1.0],
            ..old.clone()
        };
        assert!(bad.validate().is_err());
        let twice = HybridLayer {
            features: vec!["overlap".into(), "overlap".into()],
            ..old
        };
        assert!(twice.validate().is_err());
    }

    #[test]
    fn only_conflict_flags_make_the_lost_support_a_contradiction() {
        let at = |n: &str| FEATURES.iter().position(|f| *f == n).unwrap();
        let layer = HybridLayer {
            features: vec!["open_task".into(), "instruction_flip".into()],
            weights: vec![-2.3, -2.6],
            bias: 0.0,
            contradiction_temperature: 1.0,
            records: None,
        };
        let mut f = [0.0f32; N_FEATURES];
        f[at("open_task")] = 1.0;
        assert!(!layer.conflicts(&f), "open work is a doubt, not a conflict");
        f[at("instruction_flip")] = 1.0;
        assert!(layer.conflicts(&f));
        assert!(CONFLICTS.iter().all(|c| FEATURES.contains(c)));
    }

    #[test]
    fn signals_name_the_fired_flags_the_layer_reads_against_the_entry() {
        let at = |n: &str| FEATURES.iter().position(|f| *f == n).unwrap();
        let layer = HybridLayer {
            features: vec![
                "z_support".into(),
                "instruction_flip".into(),
                "row_swap".into(),
                "negation_mismatch".into(),
            ],
            weights: vec![1.0, -3.0, -2.0, 0.5],
            bias: 0.0,
            contradiction_temperature: 1.0,
            records: None,
        };
        let mut f = [0.0f32; N_FEATURES];
        f[at("z_support")] = 4.0;
        assert!(layer.signals(&f).is_empty());
        f[at("instruction_flip")] = 1.0;
        f[at("negation_mismatch")] = 1.0; // fired, but its weight is for the entry
        let mut small = layer.clone();
        small.weights[2] = -0.1; // row_swap, too small to name
        f[at("row_swap")] = 1.0;
        assert!(small.signals(&f).len() == 1);
        f[at("row_swap")] = 0.0;
        f[at("task_done")] = 1.0; // fired, but this layer does not read it
        assert_eq!(layer.signals(&f), vec!["a user turn forbids or cancels it"]);
        f[at("row_swap")] = 1.0;
        assert_eq!(layer.signals(&f).len(), 2);
        // every flag named in SIGNALS is a feature
        assert!(SIGNALS.iter().all(|(n, _)| FEATURES.contains(n)));
    }

    #[test]
    fn entries_of_records_use_the_record_layer() {
        let pair = HybridLayer {
            features: vec!["overlap".into()],
            weights: vec![1.0],
            bias: 0.0,
            contradiction_temperature: 1.0,
            records: None,
        };
        let mut f = [0.0f32; N_FEATURES];
        f[2] = 1.0;
        // without a record layer, one layer serves both
        assert_eq!(pair.for_context(true), &pair);
        let layer = HybridLayer {
            records: Some(Box::new(HybridLayer {
                bias: -3.0,
                ..pair.clone()
            })),
            ..pair.clone()
        };
        assert!(layer.validate().is_ok());
        assert!((layer.for_context(false).p_support(&f) - sigmoid(1.0) as f32).abs() < 1e-6);
        assert!((layer.for_context(true).p_support(&f) - sigmoid(-2.0) as f32).abs() < 1e-6);
        // it round-trips through calibration.json, and nests no further
        let json = serde_json::to_string(&layer).unwrap();
        assert_eq!(serde_json::from_str::<HybridLayer>(&json).unwrap(), layer);
        let nested = HybridLayer {
            records: Some(Box::new(layer.clone())),
            ..pair.clone()
        };
        assert!(nested.validate().is_err());
        let bad_inner = HybridLayer {
            records: Some(Box::new(HybridLayer {
                bias: f32::NAN,
                ..pair.clone()
            })),
            ..pair
        };
        assert!(bad_inner.validate().unwrap_err().contains("records layer"));
        // the probe layer reads every feature and says 0.5
        let probe = HybridLayer::probe();
        assert!(probe.validate().is_ok());
        assert_eq!(probe.features.len(), N_FEATURES);
        assert_eq!(probe.p_support(&f), 0.5);
    }

    #[test]
    fn fit_refuses_one_class() {
        assert!(
            HybridLayer::fit(&[[0.0; N_FEATURES], [1.0; N_FEATURES]], &[true, true], 1e-3)
                .is_none()
        );
    }
}
