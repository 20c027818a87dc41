//! Calibration of the judge's probabilities, read from an optional `calibration.json`.
//!
//! - `{"method":"temperature","temperature":T}` — temperature scaling (Guo et al. 2017, "On
//!   Calibration of Modern Neural Networks"): P = softmax(logits / T) (sigmoid(logit / T) for
//!   one-logit models). P(contradiction) uses the same T.
//! - `{"method":"platt","a":A,"b":B}` — Platt scaling (Platt 1999, "Probabilistic outputs for
//!   support vector machines"): P(support) = sigmoid(A·z + B) with z the support margin
//!   ([`LabelMap::support_margin`]); P(contradiction) is the model's temperature-1
//!   P(contradiction | not supported) times the calibrated P(not supported), so that
//!   P(support) + P(contradiction) ≤ 1.
//! - `{"method":"hybrid", ...}` — a logistic layer over logits and lexical/guard features
//!   ([`super::hybrid`]); it needs the pair's text, so [`Calibration::apply`] gives only its
//!   logit-based part and [`super::Verifier`] finishes it.
//! - `{"method":"identity"}` or no file — temperature 1.
//!
//! The enum is serde-tagged by `method` so new methods (e.g. `hybrid`) are new variants.
//! Unknown extra fields (provenance, sample counts) are ignored.

use serde::{Deserialize, Serialize};

use crate::judge::{sigmoid, JudgeError, LabelMap};

/// A calibration map from logits to probabilities.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, Default)]
#[serde(tag = "method", rename_all = "lowercase")]
pub enum Calibration {
    /// No calibration: temperature 1.
    #[default]
    Identity,
    /// Temperature scaling; `temperature` > 0 and finite.
    Temperature {
        /// The temperature T that divides all logits.
        temperature: f32,
    },
    /// Platt scaling of the support margin z: P(support) = sigmoid(a·z + b).
    Platt {
        /// Slope A.
        a: f32,
        /// Intercept B.
        b: f32,
    },
    /// Logistic layer over model logits and lexical/guard features
    /// ([`super::HybridLayer`]); needs the pair's text, finished in [`super::Verifier`].
    Hybrid(super::hybrid::HybridLayer),
}

impl Calibration {
    /// Parses and validates `calibration.json`.
    ///
    /// Errors: [`JudgeError::Calibration`] naming `file` for invalid JSON, an unknown `method`,
    /// a missing parameter, a non-finite parameter or a temperature ≤ 0.
    pub fn from_json(bytes: &[u8], file: &str) -> Result<Self, JudgeError> {
        let c: Calibration =
            serde_json::from_slice(bytes).map_err(|e| JudgeError::Calibration {
                file: file.to_string(),
                message: e.to_string(),
            })?;
        c.validate().map_err(|message| JudgeError::Calibration {
            file: file.to_string(),
            message,
        })?;
        Ok(c)
    }

    /// Checks parameter ranges (message on failure).
    pub fn validate(&self) -> Result<(), String> {
        match self {
            Calibration::Hybrid(h) => h.validate(),
            Calibration::Identity => Ok(()),
            &Calibration::Temperature { temperature } => {
                if temperature.is_finite() && temperature > 0.0 {
                    Ok(())
                } else {
                    Err(format!(
                        "temperature must be finite and > 0, got {temperature}"
                    ))
                }
            }
            &Calibration::Platt { a, b } => {
                if a.is_finite() && b.is_finite() {
                    Ok(())
                } else {
                    Err(format!("platt parameters must be finite, got a={a}, b={b}"))
                }
            }
        }
    }

    /// Checks the calibration against the model's labels (all current methods fit any label
    /// map; kept so later methods can reject mismatches). Errors: [`JudgeError::Calibration`].
    pub fn check_compatible(&self, _labels: &LabelMap, _file: &str) -> Result<(), JudgeError> {
        Ok(())
    }

    /// Calibrated `(p_support, p_contradiction)` from raw logits (model label order).
    /// Non-finite logits give NaN probabilities (callers check logits first).
    pub fn apply(&self, logits: &[f32], labels: &LabelMap) -> (f32, Option<f32>) {
        match self {
            // The logit-based part; the verifier replaces P(support) using the pair's text.
            Calibration::Hybrid(h) => labels.probabilities_at(logits, h.contradiction_temperature),
            Calibration::Identity => labels.probabilities(logits),
            &Calibration::Temperature { temperature } => {
                labels.probabilities_at(logits, temperature)
            }
            &Calibration::Platt { a, b } => {
                let z = labels.support_margin(logits) as f64;
                let p = sigmoid(a as f64 * z + b as f64) as f32;
                let (p_raw, c_raw) = labels.probabilities(logits);
                (p, c_raw.map(|c| rescale_contradiction(c, p_raw, p)))
            }
        }
    }

    /// One-line description for the report's `judge.calibration`.
    pub fn describe(&self) -> String {
        match self {
            Calibration::Hybrid(h) => match &h.records {
                None => format!("hybrid logistic layer over {:?}", h.features),
                Some(r) => format!(
                    "hybrid logistic layer over {:?} for pairs; record layer over {:?} for entries of records",
                    h.features, r.features
                ),
            },
            Calibration::Identity => "no calibration".into(),
            Calibration::Temperature { temperature } => format!("temperature T={temperature}"),
            Calibration::Platt { a, b } => format!("platt a={a} b={b}"),
        }
    }
}

/// The model's P(contradiction) `c` (made next to P(support) `p_model`) rescaled to a
/// calibrated P(support) `p_new`: P(contradiction | not supported) = c / (1 − p_model), times
/// the calibrated P(not supported) = 1 − p_new. So P(support) + P(contradiction) ≤ 1 for every
/// calibration method (Platt and hybrid both change P(support) alone).
pub fn rescale_contradiction(c: f32, p_model: f32, p_new: f32) -> f32 {
    let rest = 1.0 - p_model;
    let given_not = if rest > 1e-12 {
        (c / rest).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (1.0 - p_new) * given_not
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::judge::softmax;

    fn names(n: &[&str]) -> LabelMap {
        LabelMap::from_names(n.iter().map(|s| s.to_string()).collect()).unwrap()
    }

    #[test]
    fn parse_methods() {
        assert_eq!(
            Calibration::from_json(br#"{"method":"temperature","temperature":1.5}"#, "c").unwrap(),
            Calibration::Temperature { temperature: 1.5 }
        );
        assert_eq!(
            Calibration::from_json(
                br#"{"method":"platt","a":2.0,"b":-0.5,"fitted_on":"x"}"#,
                "c"
            )
            .unwrap(),
            Calibration::Platt { a: 2.0, b: -0.5 }
        );
        assert_eq!(
            Calibration::from_json(br#"{"method":"identity"}"#, "c").unwrap(),
            Calibration::Identity
        );
        for bad in [
            &br#"{"method":"temperature","temperature":0}"#[..],
            br#"{"method":"temperature","temperature":-1}"#,
            br#"{"method":"temperature"}"#,
            br#"{"method":"isotonic"}"#,
            br#"{"a":1,"b":2}"#,
            b"nope",
        ] {
            let e = Calibration::from_json(bad, "dir/calibration.json").unwrap_err();
            assert!(e.to_string().contains("dir/calibration.json"), "{e}");
        }
    }

    #[test]
    fn temperature_apply() {
        let m = names(&["entailment", "neutral", "contradiction"]);
        let l = [2.0f32, 0.0, -2.0];
        let c = Calibration::Temperature { temperature: 2.0 };
        let (p, pc) = c.apply(&l, &m);
        let expect = softmax(&[1.0, 0.0, -1.0], 1.0);
        assert!((p - expect[0]).abs() < 1e-6);
        assert!((pc.unwrap() - expect[2]).abs() < 1e-6);
        let s = names(&["LABEL_0"]);
        let (p, pc) = c.apply(&[2.0], &s);
        assert!((p - sigmoid(1.0) as f32).abs() < 1e-7);
        assert!(pc.is_none());
        // identity == temperature 1
        assert_eq!(
            Calibration::Identity.apply(&l, &m),
            Calibration::Temperature { temperature: 1.0 }.apply(&l, &m)
        );
    }

    #[test]
    fn platt_apply() {
        let m = names(&["entailment", "neutral", "contradiction"]);
        let l = [1.0f32, 0.5, -0.5];
        let c = Calibration::Platt { a: 2.0, b: 0.25 };
        let z = m.support_margin(&l) as f64;
        let (p, pc) = c.apply(&l, &m);
        assert!((p - sigmoid(2.0 * z + 0.25) as f32).abs() < 1e-6);
        let (p_raw, c_raw) = m.probabilities(&l);
        let expect = (1.0 - p) * c_raw.unwrap() / (1.0 - p_raw);
        assert!((pc.unwrap() - expect).abs() < 1e-6);
        let s = names(&["LABEL_0"]);
        assert!((c.apply(&[1.0], &s).0 - sigmoid(2.25) as f32).abs() < 1e-7);
    }

    /// A steep Platt map pushes P(support) up while the raw softmax still gives most of the
    /// rest to contradiction: the sum must stay within 1 (it used to pass 1).
    #[test]
    fn platt_probabilities_sum_to_at_most_one() {
        let m = names(&["entailment", "neutral", "contradiction"]);
        let c = Calibration::Platt { a: 3.0, b: 2.0 };
        for l in [
            [0.0f32, -3.0, 1.0],
            [2.0, 0.0, 1.9],
            [-4.0, -4.0, 5.0],
            [5.0, -5.0, -5.0],
        ] {
            let (p, pc) = c.apply(&l, &m);
            assert!(p + pc.unwrap() <= 1.0 + 1e-6, "{l:?}: {p} + {pc:?}");
        }
    }
}
