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
//!
//! This is Platt scaling (Platt 1999) widened to several inputs, i.e. stacking
//! a logistic regression over model and lexical scores. It lets the shipped
//! judge be no worse than its own lexical features on data where the
//! cross-encoder is weak. P(contradiction) is `(1 − P(support)) · P_m(c | not e)`:
//! the model's softmax at `contradiction_temperature`, renormalised over the
//! non-support labels and scaled to the layer's P(not supported), so the two
//! probabilities never sum to more than 1.

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
];

/// Number of features.
pub const N_FEATURES: usize = 10;

/// A fitted hybrid layer (the `hybrid` method of `calibration.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HybridLayer {
    /// Feature names; must equal [`FEATURES`] (checked on load).
    pub features: Vec<String>,
    /// One weight per feature.
    pub weights: Vec<f32>,
    /// Intercept.
    pub bias: f32,
    /// Temperature for P(contradiction) (default 1).
    #[serde(default = "one")]
    pub contradiction_temperature: f32,
}

fn one() -> f32 {
    1.0
}

/// The features of one pair from its text and raw logits (see the module table).
/// Shape: `[f32; N_FEATURES]` in [`FEATURES`] order.
pub fn features(claim: &str, evidence: &str, logits: &[f32], labels: &LabelMap) -> [f32; N_FEATURES] {
    let z_s = labels.support_margin(logits);
    let z_c = match labels.contradiction_index() {
        Some(c) if logits.len() == labels.len() => {
            let others: Vec<f64> =
                logits.iter().enumerate().filter(|(i, _)| *i != c).map(|(_, &x)| x as f64).collect();
            (logits[c] as f64 - logsumexp(&others)) as f32
        }
        _ => 0.0,
    };
    let g = crate::guard::check(claim, evidence);
    let line = crate::guard::best_line(claim, evidence);
    [
        z_s,
        z_c,
        crate::guard::lexical_overlap(claim, evidence),
        g.mismatches.len().min(3) as f32,
        (g.anchors > 0 && !g.failed()) as u8 as f32,
        evidence.trim().is_empty() as u8 as f32,
        line.overlap,
        line.anchor_share,
        line.negation_mismatch as u8 as f32,
        line.rule_weakened as u8 as f32,
    ]
}

impl HybridLayer {
    /// Checks the feature list and that all parameters are finite (message on failure).
    pub fn validate(&self) -> Result<(), String> {
        if self.features.iter().map(String::as_str).ne(FEATURES.iter().copied()) {
            return Err(format!("hybrid features must be {FEATURES:?}, got {:?}", self.features));
        }
        if self.weights.len() != FEATURES.len() {
            return Err(format!("hybrid needs {} weights, got {}", FEATURES.len(), self.weights.len()));
        }
        if !self.weights.iter().chain([&self.bias, &self.contradiction_temperature]).all(|x| x.is_finite())
            || self.contradiction_temperature <= 0.0
        {
            return Err("hybrid parameters must be finite (and the temperature > 0)".into());
        }
        Ok(())
    }

    /// P(support) = sigmoid(w · f + b) for one feature vector (`f.len()` = [`N_FEATURES`]).
    pub fn p_support(&self, f: &[f32]) -> f32 {
        let z: f64 = self.weights.iter().zip(f).map(|(&w, &x)| w as f64 * x as f64).sum::<f64>() + self.bias as f64;
        sigmoid(z) as f32
    }

    /// Fit by Newton's method (IRLS) on the mean log-loss with an L2 penalty
    /// `l2` on the weights (not the bias). `x[i]` has [`FEATURES`]`.len()`
    /// entries; rows with non-finite features are skipped. Returns `None` if
    /// fewer than 2 usable rows or only one class.
    pub fn fit(x: &[[f32; N_FEATURES]], y: &[bool], l2: f64) -> Option<HybridLayer> {
        const D: usize = N_FEATURES + 1; // features + bias
        let rows: Vec<([f64; D], f64)> = x
            .iter()
            .zip(y)
            .filter(|(f, _)| f.iter().all(|v| v.is_finite()))
            .map(|(f, &t)| {
                let mut r = [1.0f64; D];
                for (k, v) in f.iter().enumerate() {
                    r[k] = *v as f64;
                }
                (r, t as u8 as f64)
            })
            .collect();
        let pos = rows.iter().filter(|r| r.1 > 0.5).count();
        if rows.len() < 2 || pos == 0 || pos == rows.len() {
            return None;
        }
        let n = rows.len() as f64;
        let mut w = [0.0f64; D];
        for _ in 0..50 {
            let mut grad = [0.0f64; D];
            let mut hess = [[0.0f64; D]; D];
            for (r, t) in &rows {
                let z: f64 = (0..D).map(|k| w[k] * r[k]).sum();
                let p = sigmoid(z);
                let s = (p * (1.0 - p)).max(1e-9);
                for a in 0..D {
                    grad[a] += (p - t) * r[a] / n;
                    for b in 0..D {
                        hess[a][b] += s * r[a] * r[b] / n;
                    }
                }
            }
            for k in 0..D - 1 {
                grad[k] += l2 * w[k];
                hess[k][k] += l2;
            }
            let step = solve(hess, grad)?;
            let mut max = 0.0f64;
            for k in 0..D {
                w[k] -= step[k];
                max = max.max(step[k].abs());
            }
            if max < 1e-8 {
                break;
            }
        }
        Some(HybridLayer {
            features: FEATURES.iter().map(|s| s.to_string()).collect(),
            weights: w[..D - 1].iter().map(|&v| v as f32).collect(),
            bias: w[D - 1] as f32,
            contradiction_temperature: 1.0,
        })
    }
}

/// Solve `a · x = b` by Gaussian elimination with partial pivoting.
fn solve<const D: usize>(mut a: [[f64; D]; D], mut b: [f64; D]) -> Option<[f64; D]> {
    for col in 0..D {
        let piv = (col..D).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs()))?;
        if a[piv][col].abs() < 1e-12 {
            return None;
        }
        a.swap(col, piv);
        b.swap(col, piv);
        for r in col + 1..D {
            let f = a[r][col] / a[col][col];
            for c in col..D {
                a[r][c] -= f * a[col][c];
            }
            b[r] -= f * b[col];
        }
    }
    let mut x = [0.0f64; D];
    for r in (0..D).rev() {
        let s: f64 = (r + 1..D).map(|c| a[r][c] * x[c]).sum();
        x[r] = (b[r] - s) / a[r][r];
    }
    Some(x)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_recovers_a_known_logistic_model() {
        // y ~ Bernoulli(sigmoid(2*x0 - 1)), deterministic pseudo-random x.
        let mut x = Vec::new();
        let mut y = Vec::new();
        let mut s = 12345u64;
        let mut rnd = || {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (s >> 11) as f64 / (1u64 << 53) as f64
        };
        for _ in 0..20000 {
            let x0 = rnd() * 4.0 - 2.0;
            let p = 1.0 / (1.0 + (-(2.0 * x0 - 1.0)).exp());
            x.push([x0 as f32, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
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
    fn fit_refuses_one_class() {
        assert!(HybridLayer::fit(&[[0.0; N_FEATURES], [1.0; N_FEATURES]], &[true, true], 1e-3).is_none());
    }
}
