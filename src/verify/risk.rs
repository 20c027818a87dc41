//! Choosing the deletion threshold by conformal risk control.
//!
//! SJC deletes an entry of a summary iff its calibrated probability of
//! support `p` is strictly below a threshold `t` (`p < t`). Deleting a true
//! ("supported") entry is the costly error, so `--max-false-delete ALPHA`
//! picks `t` on a labelled calibration set such that the expected share of
//! true entries deleted is at most `ALPHA`. This module computes that `t`
//! with conformal risk control (CRC): Angelopoulos, Bates, Fisch, Lei and
//! Schuster, *Conformal Risk Control*, 2022, arXiv:2208.02814.
//!
//! # The rule
//!
//! Only entries labelled supported enter the calibration. For such an entry
//! `i` with score `p_i`, the loss at threshold `t` is
//! `L_i(t) = 1{p_i < t}`: bounded by `B = 1` and nondecreasing in `t`. With
//! `n` calibration true entries and `R̂_n(t) = (1/n) Σ_i L_i(t)`, CRC takes the
//! most aggressive threshold that satisfies
//!
//! ```text
//! (n · R̂_n(t) + B) / (n + 1) <= alpha
//! ```
//!
//! `n · R̂_n(t)` is the number of calibration true scores strictly below `t`,
//! so the condition reads "at most `k = floor(alpha · (n + 1) − 1)` of them
//! lie strictly below `t`". The largest such `t` is the `(k + 1)`-th smallest
//! calibration true score: deleting strictly below it deletes at most the `k`
//! smallest, and exactly `k` when no other score ties with it (scores equal to
//! the threshold are kept, so ties only lower the count). The result is then
//! capped by the caller's `cap`: `t = min(t, cap)`. Lowering `t` only lowers
//! every loss, so the cap never breaks the guarantee.
//!
//! When `alpha · (n + 1) < 1` (so `k < 0`) no threshold above 0 satisfies the
//! condition, and the rule returns `t = 0`: since every score is in `[0, 1]`,
//! `p < 0` never holds and nothing is deleted.
//!
//! `alpha · (n + 1)` is evaluated exactly for the `f32` value of `alpha`
//! (binary, not the decimal the user typed). Where the two differ and the
//! decimal product is an integer, `k` follows the binary value: e.g.
//! `0.7_f32` is slightly below 0.7, so `n = 9` gives `k = 5`, not 6. The
//! rounding therefore never loosens the bound for the `alpha` actually used.
//!
//! # The guarantee
//!
//! Let the `n` calibration true entries and a new true entry be exchangeable
//! (for instance i.i.d. draws of supported entries from the same kind of
//! summaries, scored by the same judge, guard and cap as at run time), and let
//! `t̂` be the threshold computed from the calibration entries. Then
//!
//! ```text
//! E[ 1{p_new < t̂} ] <= alpha,
//! ```
//!
//! i.e. the expected share of true entries deleted is at most `alpha`. The
//! expectation is over the calibration set *and* the new entry: the guarantee
//! is marginal. It does not bound the share for one particular calibration
//! set, one summary, or one section, and it says nothing about how many
//! unsupported entries get deleted. When the scores have no ties (a
//! continuous score distribution), `alpha · (n + 1) >= 1` and the cap does not
//! bind, the expected share is exactly `(k + 1) / (n + 1)`, which lies in
//! `(alpha − 1/(n + 1), alpha]`, so the rule is tight.
//!
//! Finite-sample consequence: with `n` calibration true entries, any
//! `alpha < 1 / (n + 1)` forces `t = 0` (delete nothing). For the default
//! `alpha = 0.05` at least 19 true entries are needed before anything can be
//! deleted, and with exactly 19 the threshold is the smallest calibration
//! true score.
//!
//! A new judge, guard or score cap changes the score distribution: the
//! calibration scores must then be recomputed, or exchangeability (and the
//! guarantee) is lost.

use serde::{Deserialize, Serialize};

use crate::judge::JudgeError;

/// The calibration data for [`crc_threshold`]: the scores of the true entries
/// of one labelled calibration set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RiskCalibration {
    /// Name of the labelled calibration set the scores come from (free text,
    /// used in messages and reports).
    pub set: String,
    /// The final per-entry probability of support, in `[0, 1]`, of every
    /// entry of `set` labelled supported: the value the threshold is compared
    /// with at run time, i.e. after any guard cap. Order does not matter.
    /// Entries labelled unsupported are not included.
    pub supported_scores: Vec<f32>,
}

impl RiskCalibration {
    /// Parses and validates a `risk.json` (`{"set": str, "supported_scores": [p, ...]}`; other
    /// fields, such as provenance, are ignored).
    ///
    /// # Errors
    ///
    /// [`JudgeError::Calibration`] naming `file`, for invalid JSON, a missing field, or a
    /// score that is not a finite number in `[0, 1]`.
    pub fn from_json(bytes: &[u8], file: &str) -> Result<Self, JudgeError> {
        let err = |message: String| JudgeError::Calibration {
            file: file.to_string(),
            message,
        };
        let r: RiskCalibration = serde_json::from_slice(bytes).map_err(|e| err(e.to_string()))?;
        r.validate().map_err(err)?;
        Ok(r)
    }

    /// Checks that every score is a finite number in `[0, 1]`.
    ///
    /// # Errors
    ///
    /// A message naming the set, the index of the first bad score in
    /// `supported_scores`, and its value.
    pub fn validate(&self) -> Result<(), String> {
        check_scores(&self.supported_scores)
            .map_err(|e| format!("calibration set `{}`: {e}", self.set))
    }

    /// The CRC threshold for this calibration set; see [`crc_threshold`] for
    /// the arguments, the result and the errors.
    ///
    /// # Errors
    ///
    /// As [`crc_threshold`].
    pub fn threshold(&self, alpha: f32, cap: f32) -> Result<RiskThreshold, RiskError> {
        crc_threshold(&self.supported_scores, alpha, cap)
    }
}

/// The threshold chosen by [`crc_threshold`] and how it was reached.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct RiskThreshold {
    /// Deletion threshold in `[0, cap]`: an entry is deleted iff its
    /// probability of support is strictly below it. `0.0` deletes nothing.
    pub threshold: f32,
    /// Target expected share of true entries deleted, in `(0, 1)`.
    pub alpha: f32,
    /// Number `n` of calibration true entries (scores) used.
    pub n_calibration: usize,
    /// `k = max(0, floor(alpha · (n + 1) − 1))`: the most calibration true
    /// scores the rule lets fall strictly below the threshold. When
    /// `alpha · (n + 1) < 1` this is 0 and the threshold is 0.
    pub allowed_deletions: usize,
    /// Share, in `[0, 1]`, of calibration true scores strictly below
    /// `threshold` (the in-sample false-deletion rate; at most
    /// `allowed_deletions / n`). `0.0` when `n = 0`.
    pub empirical_rate: f64,
}

/// Why [`crc_threshold`] could not compute a threshold.
#[derive(Debug, Clone, Copy, PartialEq, thiserror::Error)]
pub enum RiskError {
    /// `alpha` is not a finite number strictly between 0 and 1.
    #[error("max false-delete rate (alpha) must be a finite number in (0, 1), got {alpha}")]
    InvalidAlpha {
        /// The value given.
        alpha: f32,
    },
    /// `cap` is not a finite number in `[0, 1]`.
    #[error("threshold cap must be a finite number in [0, 1], got {cap}")]
    InvalidCap {
        /// The value given.
        cap: f32,
    },
    /// A calibration score is NaN or infinite.
    #[error("calibration score at index {index} is not finite: {value}")]
    NonFiniteScore {
        /// Index of the score in the calibration scores.
        index: usize,
        /// The score.
        value: f32,
    },
    /// A calibration score is finite but outside `[0, 1]`.
    #[error("calibration score at index {index} is {value}, outside [0, 1]")]
    ScoreOutOfRange {
        /// Index of the score in the calibration scores.
        index: usize,
        /// The score.
        value: f32,
    },
}

/// Computes the conformal-risk-control deletion threshold (see the module
/// documentation for the rule and the guarantee).
///
/// - `supported_scores`: final probabilities of support, each in `[0, 1]`,
///   of the calibration entries labelled supported (any order; may be empty).
/// - `alpha`: target expected share of true entries deleted, in `(0, 1)`.
/// - `cap`: upper bound on the threshold, in `[0, 1]`.
///
/// Returns the largest `t <= cap` such that at most
/// `floor(alpha · (n + 1) − 1)` scores are strictly below `t`, or `t = 0`
/// when `alpha · (n + 1) < 1`. Runs in `O(n)` time and copies the scores once.
///
/// # Errors
///
/// [`RiskError::InvalidAlpha`] and [`RiskError::InvalidCap`] for arguments
/// out of range (NaN included); [`RiskError::NonFiniteScore`] and
/// [`RiskError::ScoreOutOfRange`] for the first bad score, by index.
pub fn crc_threshold(
    supported_scores: &[f32],
    alpha: f32,
    cap: f32,
) -> Result<RiskThreshold, RiskError> {
    if !(alpha.is_finite() && alpha > 0.0 && alpha < 1.0) {
        return Err(RiskError::InvalidAlpha { alpha });
    }
    if !(cap.is_finite() && (0.0..=1.0).contains(&cap)) {
        return Err(RiskError::InvalidCap { cap });
    }
    check_scores(supported_scores)?;

    let n = supported_scores.len();
    // `j = floor(alpha · (n + 1))`; the condition is `count + 1 <= j`.
    let j = floor_alpha_times(alpha, n.saturating_add(1)).min(n);
    let (threshold, allowed_deletions) = match j.checked_sub(1) {
        // alpha · (n + 1) < 1: no threshold above 0 is safe.
        None => (0.0, 0),
        Some(k) => {
            let mut sorted = supported_scores.to_vec();
            // `k < n` always holds here because alpha < 1; if it did not,
            // every score could go and only the cap would bind.
            let t = if k < sorted.len() {
                let (_, kth, _) = sorted.select_nth_unstable_by(k, f32::total_cmp);
                *kth
            } else {
                cap
            };
            (t.min(cap), k)
        }
    };
    // Normalise -0.0 (a valid score or cap) to 0.0 for reports.
    let threshold = if threshold == 0.0 { 0.0 } else { threshold };

    let below = supported_scores.iter().filter(|&&p| p < threshold).count();
    let empirical_rate = if n == 0 { 0.0 } else { below as f64 / n as f64 };
    Ok(RiskThreshold {
        threshold,
        alpha,
        n_calibration: n,
        allowed_deletions,
        empirical_rate,
    })
}

/// First score that is not a finite number in `[0, 1]`, as an error.
fn check_scores(scores: &[f32]) -> Result<(), RiskError> {
    for (index, &value) in scores.iter().enumerate() {
        if !value.is_finite() {
            return Err(RiskError::NonFiniteScore { index, value });
        }
        if !(0.0..=1.0).contains(&value) {
            return Err(RiskError::ScoreOutOfRange { index, value });
        }
    }
    Ok(())
}

/// `floor(alpha · m)` computed exactly for a finite `alpha` in `(0, 1)`.
///
/// `alpha` is `mantissa · 2^-shift` exactly; the product with `m < 2^64` fits
/// in 88 bits, so integer arithmetic gives the exact floor for any `m`
/// (floating point could round a product just below an integer up to it).
fn floor_alpha_times(alpha: f32, m: usize) -> usize {
    let bits = alpha.to_bits();
    let exponent = (bits >> 23) & 0xff;
    let fraction = bits & 0x007f_ffff;
    let (mantissa, shift) = if exponent == 0 {
        // Subnormal: fraction · 2^-149.
        (fraction, 149)
    } else {
        // Normal: (2^23 + fraction) · 2^(exponent − 127 − 23).
        (fraction | 0x0080_0000, 150 - exponent)
    };
    let product = u128::from(mantissa) * m as u128;
    let floor = product.checked_shr(shift).unwrap_or(0);
    // alpha < 1, so floor < m and the conversion cannot fail.
    usize::try_from(floor).unwrap_or(m)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Reference `max(0, floor(alpha · (n + 1) − 1))` in f64, or `None` when
    /// negative; exact for the small `n` used in the tests.
    fn reference_k(alpha: f32, n: usize) -> Option<usize> {
        let x = f64::from(alpha) * (n as f64 + 1.0) - 1.0;
        if x < 0.0 {
            None
        } else {
            Some(x.floor() as usize)
        }
    }

    fn count_below(scores: &[f32], t: f32) -> usize {
        scores.iter().filter(|&&p| p < t).count()
    }

    /// 19 distinct scores 0.05, 0.10, …, 0.95 in a scrambled order.
    fn nineteen() -> Vec<f32> {
        (0..19).map(|i| ((i * 7) % 19 + 1) as f32 * 0.05).collect()
    }

    #[test]
    fn n19_alpha_005_threshold_is_smallest_score() {
        let scores = nineteen();
        let min = scores.iter().copied().fold(f32::INFINITY, f32::min);
        let r = crc_threshold(&scores, 0.05, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 0);
        assert_eq!(r.n_calibration, 19);
        assert_eq!(r.threshold, min);
        assert_eq!(r.empirical_rate, 0.0);
        assert_eq!(r.alpha, 0.05);
    }

    #[test]
    fn n18_alpha_005_deletes_nothing() {
        let scores = &nineteen()[..18];
        let r = crc_threshold(scores, 0.05, 1.0).expect("valid input");
        assert_eq!(r.threshold, 0.0);
        assert_eq!(r.allowed_deletions, 0);
        assert_eq!(r.empirical_rate, 0.0);
        assert_eq!(count_below(scores, r.threshold), 0);
    }

    #[test]
    fn empty_calibration_deletes_nothing() {
        let r = crc_threshold(&[], 0.5, 0.5).expect("valid input");
        assert_eq!(r.threshold, 0.0);
        assert_eq!(r.n_calibration, 0);
        assert_eq!(r.allowed_deletions, 0);
        assert_eq!(r.empirical_rate, 0.0);
    }

    #[test]
    fn n39_alpha_01_threshold_is_fourth_smallest() {
        // alpha · (n + 1) − 1 = 3 → k = 3 → the 4th smallest score.
        let scores: Vec<f32> = (1..=39).rev().map(|i| i as f32 / 40.0).collect();
        let r = crc_threshold(&scores, 0.1, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 3);
        assert_eq!(r.threshold, 4.0 / 40.0);
        assert_eq!(count_below(&scores, r.threshold), 3);
        assert!((r.empirical_rate - 3.0 / 39.0).abs() < 1e-12);
    }

    #[test]
    fn exact_f32_alpha_is_used() {
        // 0.7_f32 < 0.7, so 0.7_f32 · 10 < 7 and k = 5, not 6.
        let scores: Vec<f32> = (1..=9).map(|i| i as f32 / 10.0).collect();
        let r = crc_threshold(&scores, 0.7, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 5);
        assert_eq!(r.threshold, 0.6);
        // 0.75 · 4 = 3 exactly → k = 2.
        let r = crc_threshold(&scores[..3], 0.75, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 2);
        assert_eq!(r.threshold, 0.3);
    }

    #[test]
    fn ties_at_threshold_are_kept() {
        // n = 9, alpha = 0.3 → floor(3.0000001 − 1) = 2 → 3rd smallest = 0.3,
        // which ties with two more; only 0.1 lies strictly below.
        let scores = [0.9, 0.3, 0.3, 0.8, 0.1, 0.3, 0.7, 0.6, 0.5];
        let r = crc_threshold(&scores, 0.3, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 2);
        assert_eq!(r.threshold, 0.3);
        assert_eq!(count_below(&scores, r.threshold), 1);
        assert!((r.empirical_rate - 1.0 / 9.0).abs() < 1e-12);
    }

    #[test]
    fn all_tied_scores_delete_nothing_from_calibration() {
        let scores = [0.4_f32; 50];
        let r = crc_threshold(&scores, 0.2, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 9);
        assert_eq!(r.threshold, 0.4);
        assert_eq!(r.empirical_rate, 0.0);
    }

    #[test]
    fn cap_applied() {
        let scores: Vec<f32> = (1..=9).map(|i| i as f32 / 10.0).collect();
        // 0.9_f32 · 10 = 8.9999998 → k = 7 → t = 0.8, capped to 0.5.
        let r = crc_threshold(&scores, 0.9, 0.5).expect("valid input");
        assert_eq!(r.allowed_deletions, 7);
        assert_eq!(r.threshold, 0.5);
        assert!((r.empirical_rate - 4.0 / 9.0).abs() < 1e-12);
        let r = crc_threshold(&scores, 0.9, 0.0).expect("valid input");
        assert_eq!(r.threshold, 0.0);
        assert_eq!(r.empirical_rate, 0.0);
        let r = crc_threshold(&scores, 0.9, -0.0).expect("valid input");
        assert!(r.threshold == 0.0 && r.threshold.is_sign_positive());
    }

    #[test]
    fn alpha_near_one_keeps_largest_score() {
        // alpha < 1 means k <= n − 1: the largest score is the most the rule
        // ever allows, and it is itself kept.
        let scores = [0.2, 0.9, 0.5];
        let r = crc_threshold(&scores, 0.999, 1.0).expect("valid input");
        assert_eq!(r.allowed_deletions, 2);
        assert_eq!(r.threshold, 0.9);
    }

    #[test]
    fn invalid_alpha_rejected() {
        for alpha in [
            0.0,
            1.0,
            -0.1,
            1.5,
            f32::NAN,
            f32::INFINITY,
            f32::NEG_INFINITY,
        ] {
            match crc_threshold(&[0.5], alpha, 1.0) {
                Err(RiskError::InvalidAlpha { alpha: got }) => {
                    assert!(got.to_bits() == alpha.to_bits());
                }
                other => panic!("alpha {alpha}: {other:?}"),
            }
        }
        let msg = crc_threshold(&[0.5], 1.5, 1.0)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(msg.contains("1.5"), "{msg}");
    }

    #[test]
    fn invalid_cap_rejected() {
        for cap in [-0.1, 1.01, f32::NAN, f32::INFINITY] {
            match crc_threshold(&[0.5], 0.1, cap) {
                Err(RiskError::InvalidCap { .. }) => {}
                other => panic!("cap {cap}: {other:?}"),
            }
        }
        assert!(crc_threshold(&[0.5], 0.1, 0.0).is_ok());
        assert!(crc_threshold(&[0.5], 0.1, 1.0).is_ok());
    }

    #[test]
    fn bad_scores_rejected_by_index() {
        let cases: [(&[f32], RiskError); 4] = [
            (
                &[0.1, 0.2, 0.3, f32::INFINITY],
                RiskError::NonFiniteScore {
                    index: 3,
                    value: f32::INFINITY,
                },
            ),
            (
                &[0.1, f32::NEG_INFINITY],
                RiskError::NonFiniteScore {
                    index: 1,
                    value: f32::NEG_INFINITY,
                },
            ),
            (
                &[1.5, 0.2],
                RiskError::ScoreOutOfRange {
                    index: 0,
                    value: 1.5,
                },
            ),
            (
                &[0.5, -0.25],
                RiskError::ScoreOutOfRange {
                    index: 1,
                    value: -0.25,
                },
            ),
        ];
        for (scores, want) in cases {
            assert_eq!(crc_threshold(scores, 0.5, 1.0), Err(want));
        }
        match crc_threshold(&[0.1, 0.2, f32::NAN], 0.5, 1.0) {
            Err(RiskError::NonFiniteScore { index: 2, value }) => assert!(value.is_nan()),
            other => panic!("{other:?}"),
        }
        let msg = crc_threshold(&[0.1, 0.2, f32::NAN], 0.5, 1.0)
            .err()
            .map(|e| e.to_string())
            .unwrap_or_default();
        assert!(msg.contains("index 2") && msg.contains("NaN"), "{msg}");
    }

    #[test]
    fn calibration_validate_names_set_and_index() {
        let good = RiskCalibration {
            set: "dev".into(),
            supported_scores: vec![0.0, 0.5, 1.0],
        };
        assert_eq!(good.validate(), Ok(()));
        let bad = RiskCalibration {
            set: "dev".into(),
            supported_scores: vec![0.2, 0.4, f32::NAN],
        };
        let msg = bad.validate().err().unwrap_or_default();
        assert!(msg.contains("`dev`") && msg.contains("index 2"), "{msg}");
        let bad = RiskCalibration {
            set: "dev".into(),
            supported_scores: vec![0.2, 1.25],
        };
        let msg = bad.validate().err().unwrap_or_default();
        assert!(msg.contains("index 1") && msg.contains("1.25"), "{msg}");
    }

    #[test]
    fn calibration_threshold_matches_function() {
        let cal = RiskCalibration {
            set: "dev".into(),
            supported_scores: nineteen(),
        };
        assert_eq!(
            cal.threshold(0.05, 1.0),
            crc_threshold(&nineteen(), 0.05, 1.0)
        );
        let nan = RiskCalibration {
            set: "dev".into(),
            supported_scores: vec![f32::NAN],
        };
        assert!(matches!(
            nan.threshold(0.05, 1.0),
            Err(RiskError::NonFiniteScore { index: 0, .. })
        ));
    }

    #[test]
    fn floor_alpha_times_exact() {
        assert_eq!(floor_alpha_times(0.05, 20), 1);
        assert_eq!(floor_alpha_times(0.05, 19), 0);
        assert_eq!(floor_alpha_times(0.5, 4), 2);
        assert_eq!(floor_alpha_times(0.7, 10), 6); // 0.7_f32 · 10 = 6.99999988
        assert_eq!(floor_alpha_times(f32::MIN_POSITIVE, usize::MAX), 0);
        assert_eq!(floor_alpha_times(f32::from_bits(1), usize::MAX), 0);
        let below_one = f32::from_bits(1.0_f32.to_bits() - 1);
        assert_eq!(
            floor_alpha_times(below_one, usize::MAX),
            usize::MAX - (1 << 40)
        );
        assert_eq!(floor_alpha_times(0.5, usize::MAX), usize::MAX / 2);
    }

    /// Scores in [0, 1]: continuous, or on a coarse grid to force ties.
    fn scores_strategy() -> impl Strategy<Value = Vec<f32>> {
        prop_oneof![
            prop::collection::vec(0.0f32..=1.0, 0..200),
            prop::collection::vec((0u8..=10).prop_map(|i| f32::from(i) / 10.0), 0..200),
        ]
    }

    proptest! {
        #[test]
        fn prop_count_below_within_allowance(
            scores in scores_strategy(),
            alpha in 0.001f32..0.999,
            cap in 0.0f32..=1.0,
        ) {
            let r = crc_threshold(&scores, alpha, cap).expect("valid input");
            let n = scores.len();
            let k = reference_k(alpha, n);
            let below = count_below(&scores, r.threshold);
            prop_assert!(below <= k.unwrap_or(0));
            prop_assert_eq!(r.allowed_deletions, k.unwrap_or(0));
            prop_assert!(r.threshold >= 0.0 && r.threshold <= cap);
            prop_assert_eq!(r.n_calibration, n);
            let rate = if n == 0 { 0.0 } else { below as f64 / n as f64 };
            prop_assert_eq!(r.empirical_rate, rate);
            // Most aggressive: unless it is 0 by rule or the cap binds, any
            // higher threshold would put more than k scores strictly below.
            if let Some(k) = k {
                if r.threshold < cap {
                    let at_or_below = scores.iter().filter(|&&p| p <= r.threshold).count();
                    prop_assert!(at_or_below > k);
                }
            } else {
                prop_assert_eq!(r.threshold, 0.0);
            }
        }

        #[test]
        fn prop_monotone_in_alpha(
            scores in scores_strategy(),
            a in 0.001f32..0.999,
            b in 0.001f32..0.999,
            cap in 0.0f32..=1.0,
        ) {
            let (lo, hi) = if a <= b { (a, b) } else { (b, a) };
            let t_lo = crc_threshold(&scores, lo, cap).expect("valid input").threshold;
            let t_hi = crc_threshold(&scores, hi, cap).expect("valid input").threshold;
            prop_assert!(t_lo <= t_hi);
        }

        #[test]
        fn prop_order_invariant(
            scores in scores_strategy(),
            alpha in 0.001f32..0.999,
        ) {
            let mut reversed = scores.clone();
            reversed.reverse();
            prop_assert_eq!(
                crc_threshold(&scores, alpha, 1.0),
                crc_threshold(&reversed, alpha, 1.0)
            );
        }

        #[test]
        fn prop_never_panics(
            scores in prop::collection::vec(any::<f32>(), 0..50),
            alpha in any::<f32>(),
            cap in any::<f32>(),
        ) {
            let _ = crc_threshold(&scores, alpha, cap);
        }
    }

    /// xorshift64* generator: deterministic, no external crate.
    struct XorShift(u64);

    impl XorShift {
        fn next_u64(&mut self) -> u64 {
            let mut x = self.0;
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            self.0 = x;
            x.wrapping_mul(0x2545_f491_4f6c_dd1d)
        }

        /// Uniform in [0, 1).
        fn uniform(&mut self) -> f64 {
            (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
        }

        /// A true entry's score: sqrt(U), density 2p, mass near 1.
        fn true_score(&mut self) -> f32 {
            self.uniform().sqrt() as f32
        }
    }

    /// Mean over `trials` of the share of `m` fresh true entries deleted.
    fn simulate(
        seed: u64,
        alpha: f32,
        n: usize,
        m: usize,
        trials: usize,
        grid: Option<f32>,
    ) -> f64 {
        let mut rng = XorShift(seed);
        let draw = |rng: &mut XorShift| {
            let p = rng.true_score();
            match grid {
                Some(g) => ((p / g).round() * g).clamp(0.0, 1.0),
                None => p,
            }
        };
        let mut total = 0.0;
        for _ in 0..trials {
            let cal: Vec<f32> = (0..n).map(|_| draw(&mut rng)).collect();
            let t = crc_threshold(&cal, alpha, 1.0)
                .expect("valid input")
                .threshold;
            let deleted = (0..m).filter(|_| draw(&mut rng) < t).count();
            total += deleted as f64 / m as f64;
        }
        total / trials as f64
    }

    #[test]
    fn simulation_true_deletion_rate_within_alpha() {
        // k = 9, expected rate (k + 1)/(n + 1) = 10/101 ≈ 0.099.
        let mean = simulate(0x9e37_79b9_7f4a_7c15, 0.1, 100, 200, 2000, None);
        assert!(mean <= 0.105, "mean true-deletion rate {mean}");
        assert!(mean >= 0.085, "rule too conservative: {mean}");
    }

    #[test]
    fn simulation_small_n_is_tight() {
        // n = 19, alpha = 0.05: k = 0, expected rate exactly 1/20.
        let mean = simulate(0x0123_4567_89ab_cdef, 0.05, 19, 100, 4000, None);
        assert!(mean <= 0.055, "mean true-deletion rate {mean}");
        assert!(mean >= 0.045, "rule too conservative: {mean}");
    }

    #[test]
    fn simulation_with_ties_within_alpha() {
        let mean = simulate(0xdead_beef_cafe_f00d, 0.1, 100, 200, 2000, Some(0.05));
        assert!(mean <= 0.105, "mean true-deletion rate {mean}");
    }

    #[test]
    fn simulation_too_few_calibration_entries_delete_nothing() {
        let mean = simulate(7, 0.05, 18, 100, 200, None);
        assert_eq!(mean, 0.0);
    }
}
