//! Calibration of the judge's probabilities, read from an optional `calibration.json`.
//!
//! - `{"method":"temperature","temperature":T}` — temperature scaling (Guo et al. 2017, "On
//!   Calibration of Modern Neural Networks"): P = softmax(logits / T) (sigmoid(logit / T) for
//!   one-logit models). P(contradiction) uses the same T.
//! - `{"method":"platt","a":A,"b":B}` — Platt scaling (Platt 1999, "Probabilistic outputs for
//!   support vector machines"): P(support) = sigmoid(A·z + B) with z the support margin
//!   ([`LabelMap::support_margin`]); P(contradiction) stays the temperature-1 softmax.
//! - `{"method":"identity"}` or no file — temperature 1.
//!
//! The enum is serde-tagged by `method` so new methods (e.g. `hybrid`) are new variants.
//! Unknown extra fields (provenance, sample counts) are ignored.

use serde::{Deserialize, Serialize};

use super::labels::{self, LabelMap};
use super::JudgeError;

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
    /// ([`super::hybrid`]); needs the pair's text, applied in `CrossEncoder::score`.
    Hybrid(super::hybrid::HybridLayer),
}

impl Calibration {
    /// Parses and validates `calibration.json`.
    ///
    /// Errors: [`JudgeError::Calibration`] naming `file` for invalid JSON, an unknown `method`,
    /// a missing parameter, a non-finite parameter or a temperature ≤ 0.
    pub fn from_json(bytes: &[u8], file: &str) -> Result<Self, JudgeError> {
        let c: Calibration = serde_json::from_slice(bytes)
            .map_err(|e| JudgeError::Calibration { file: file.to_string(), message: e.to_string() })?;
        c.validate().map_err(|message| JudgeError::Calibration { file: file.to_string(), message })?;
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
                    Err(format!("temperature must be finite and > 0, got {temperature}"))
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
            // Placeholder until the pair text is known (see `CrossEncoder::score`).
            Calibration::Hybrid(h) => labels.probabilities_at(logits, h.contradiction_temperature),
            Calibration::Identity => labels.probabilities(logits),
            &Calibration::Temperature { temperature } => labels.probabilities_at(logits, temperature),
            &Calibration::Platt { a, b } => {
                let z = labels.support_margin(logits) as f64;
                let p = labels::sigmoid(a as f64 * z + b as f64);
                (p, labels.probabilities(logits).1)
            }
        }
    }

    /// One-line description for [`super::JudgeInfo::calibration`].
    pub fn describe(&self) -> String {
        match self {
            Calibration::Hybrid(h) => format!("hybrid logistic layer over {:?}", h.features),
            Calibration::Identity => "no calibration".into(),
            Calibration::Temperature { temperature } => format!("temperature T={temperature}"),
            Calibration::Platt { a, b } => format!("platt a={a} b={b}"),
        }
    }
}

/// Negative log-likelihood (mean, nats) of `labels` under softmax(logits · beta) — or, for
/// one-logit rows, under sigmoid(logit · beta) with label 1 = positive. Rows with non-finite
/// logits or out-of-range labels are skipped; returns (nll, rows used).
fn nll_scaled(logits: &[Vec<f32>], labels_: &[usize], beta: f64) -> (f64, usize) {
    let mut total = 0.0;
    let mut n = 0;
    for (row, &y) in logits.iter().zip(labels_) {
        if row.is_empty() || row.iter().any(|x| !x.is_finite()) {
            continue;
        }
        if row.len() == 1 {
            if y > 1 {
                continue;
            }
            let z = row[0] as f64 * beta;
            // -log sigmoid(z) = softplus(-z); -log(1 - sigmoid(z)) = softplus(z)
            total += if y == 1 { softplus(-z) } else { softplus(z) };
        } else {
            if y >= row.len() {
                continue;
            }
            let s: Vec<f64> = row.iter().map(|&x| x as f64 * beta).collect();
            total += labels::logsumexp(&s) - s[y];
        }
        n += 1;
    }
    (if n == 0 { 0.0 } else { total / n as f64 }, n)
}

/// Logistic sigmoid in f64 (stable for large |x|).
fn sigmoid64(x: f64) -> f64 {
    if x >= 0.0 {
        1.0 / (1.0 + (-x).exp())
    } else {
        let e = x.exp();
        e / (1.0 + e)
    }
}

fn softplus(x: f64) -> f64 {
    if x > 0.0 {
        x + (-x).exp().ln_1p()
    } else {
        x.exp().ln_1p()
    }
}

/// Fits a temperature T (Guo et al. 2017) minimising the mean NLL of `labels` under
/// softmax(logits / T) (sigmoid for one-logit rows, where label 1 = supported).
///
/// `logits[i]` is one row of raw logits, `labels[i]` its true class index. The NLL is convex in
/// β = 1/T, so a golden-section search over log β ∈ [ln 0.01, ln 100] finds the optimum;
/// the result is in [0.01, 100]. Rows with non-finite logits or invalid labels are ignored;
/// with no usable rows the result is 1.0.
pub fn fit_temperature(logits: &[Vec<f32>], labels: &[usize]) -> f32 {
    if nll_scaled(logits, labels, 1.0).1 == 0 {
        return 1.0;
    }
    let f = |lb: f64| nll_scaled(logits, labels, lb.exp()).0;
    let (mut lo, mut hi) = (0.01f64.ln(), 100f64.ln());
    let g = (5f64.sqrt() - 1.0) / 2.0;
    let mut x1 = hi - g * (hi - lo);
    let mut x2 = lo + g * (hi - lo);
    let (mut f1, mut f2) = (f(x1), f(x2));
    for _ in 0..100 {
        if f1 <= f2 {
            hi = x2;
            x2 = x1;
            f2 = f1;
            x1 = hi - g * (hi - lo);
            f1 = f(x1);
        } else {
            lo = x1;
            x1 = x2;
            f1 = f2;
            x2 = lo + g * (hi - lo);
            f2 = f(x2);
        }
        if hi - lo < 1e-9 {
            break;
        }
    }
    let beta = ((lo + hi) / 2.0).exp();
    (1.0 / beta) as f32
}

/// Fits Platt scaling P(y) = sigmoid(a·z + b) to scores `z` and outcomes `y` (Platt 1999).
///
/// Minimises the cross-entropy against Platt's regularised targets
/// t₊ = (N₊ + 1)/(N₊ + 2), t₋ = 1/(N₋ + 2), which keeps (a, b) finite on separable data, by
/// Newton's method with a backtracking line search (as in Lin, Lin & Weng 2007). Pairs with a
/// non-finite z are ignored; with no usable pairs the result is (1, 0).
pub fn fit_platt(z: &[f32], y: &[bool]) -> (f32, f32) {
    let data: Vec<(f64, bool)> =
        z.iter().zip(y).filter(|(z, _)| z.is_finite()).map(|(&z, &y)| (z as f64, y)).collect();
    if data.is_empty() {
        return (1.0, 0.0);
    }
    let n_pos = data.iter().filter(|d| d.1).count() as f64;
    let n_neg = data.len() as f64 - n_pos;
    let t_pos = (n_pos + 1.0) / (n_pos + 2.0);
    let t_neg = 1.0 / (n_neg + 2.0);
    let target = |y: bool| if y { t_pos } else { t_neg };
    // Objective: sum over i of  -[t log p + (1-t) log(1-p)],  p = sigmoid(a z + b).
    let obj = |a: f64, b: f64| -> f64 {
        data.iter()
            .map(|&(z, y)| {
                let f = a * z + b;
                let t = target(y);
                // -t log s(f) - (1-t) log(1 - s(f)) = t softplus(-f) + (1-t) softplus(f)
                t * softplus(-f) + (1.0 - t) * softplus(f)
            })
            .sum()
    };
    let (mut a, mut b) = (0.0f64, ((n_pos + 1.0) / (n_neg + 1.0)).ln());
    let mut fval = obj(a, b);
    for _ in 0..100 {
        let (mut ga, mut gb, mut haa, mut hab, mut hbb) = (0.0, 0.0, 1e-12, 0.0, 1e-12);
        for &(z, y) in &data {
            let p = sigmoid64(a * z + b);
            let d = p - target(y);
            ga += d * z;
            gb += d;
            let w = p * (1.0 - p);
            haa += w * z * z;
            hab += w * z;
            hbb += w;
        }
        if ga.abs() < 1e-10 && gb.abs() < 1e-10 {
            break;
        }
        let det = haa * hbb - hab * hab;
        if det.abs() < 1e-300 {
            break;
        }
        let da = -(hbb * ga - hab * gb) / det;
        let db = -(-hab * ga + haa * gb) / det;
        let mut step = 1.0;
        let mut improved = false;
        while step > 1e-10 {
            let (na, nb) = (a + step * da, b + step * db);
            let nf = obj(na, nb);
            if nf < fval + 1e-4 * step * (ga * da + gb * db) {
                a = na;
                b = nb;
                fval = nf;
                improved = true;
                break;
            }
            step /= 2.0;
        }
        if !improved {
            break;
        }
    }
    (a as f32, b as f32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Deterministic xorshift64* uniform in (0, 1).
    struct Rng(u64);
    impl Rng {
        fn next(&mut self) -> f64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            let v = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
            ((v >> 11) as f64 + 0.5) / (1u64 << 53) as f64
        }
        fn normal(&mut self) -> f64 {
            let (u1, u2) = (self.next(), self.next());
            (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
        }
    }

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
            Calibration::from_json(br#"{"method":"platt","a":2.0,"b":-0.5,"fitted_on":"x"}"#, "c").unwrap(),
            Calibration::Platt { a: 2.0, b: -0.5 }
        );
        assert_eq!(Calibration::from_json(br#"{"method":"identity"}"#, "c").unwrap(), Calibration::Identity);
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
        let expect = labels::softmax(&[1.0, 0.0, -1.0], 1.0);
        assert!((p - expect[0]).abs() < 1e-6);
        assert!((pc.unwrap() - expect[2]).abs() < 1e-6);
        let s = names(&["LABEL_0"]);
        let (p, pc) = c.apply(&[2.0], &s);
        assert!((p - labels::sigmoid(1.0)).abs() < 1e-7);
        assert!(pc.is_none());
        // identity == temperature 1
        assert_eq!(Calibration::Identity.apply(&l, &m), Calibration::Temperature { temperature: 1.0 }.apply(&l, &m));
    }

    #[test]
    fn platt_apply() {
        let m = names(&["entailment", "neutral", "contradiction"]);
        let l = [1.0f32, 0.5, -0.5];
        let c = Calibration::Platt { a: 2.0, b: 0.25 };
        let z = m.support_margin(&l) as f64;
        let (p, pc) = c.apply(&l, &m);
        assert!((p - labels::sigmoid(2.0 * z + 0.25)).abs() < 1e-6);
        assert_eq!(pc, m.probabilities(&l).1);
        let s = names(&["LABEL_0"]);
        assert!((c.apply(&[1.0], &s).0 - labels::sigmoid(2.25)).abs() < 1e-7);
    }

    #[test]
    fn fit_temperature_recovers_known_t() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for &t_true in &[0.5f64, 1.0, 2.5] {
            let mut logits = Vec::new();
            let mut ys = Vec::new();
            for _ in 0..20_000 {
                let row: Vec<f32> = (0..3).map(|_| (2.0 * rng.normal()) as f32).collect();
                let p = labels::softmax(&row, t_true as f32);
                let u = rng.next() as f32;
                let y = if u < p[0] { 0 } else if u < p[0] + p[1] { 1 } else { 2 };
                logits.push(row);
                ys.push(y);
            }
            let t = fit_temperature(&logits, &ys) as f64;
            assert!((t - t_true).abs() / t_true < 0.06, "t_true={t_true} fitted={t}");
        }
    }

    #[test]
    fn fit_temperature_single_logit_and_degenerate() {
        let mut rng = Rng(42);
        let mut logits = Vec::new();
        let mut ys = Vec::new();
        for _ in 0..20_000 {
            let z = 3.0 * rng.normal();
            let p = labels::sigmoid(z / 2.0) as f64;
            logits.push(vec![z as f32]);
            ys.push(usize::from(rng.next() < p));
        }
        let t = fit_temperature(&logits, &ys);
        assert!((t - 2.0).abs() < 0.15, "fitted {t}");
        assert_eq!(fit_temperature(&[], &[]), 1.0);
        assert_eq!(fit_temperature(&[vec![f32::NAN, 0.0]], &[0]), 1.0);
    }

    #[test]
    fn fit_platt_recovers_known_ab() {
        let mut rng = Rng(7);
        let (a_true, b_true) = (1.7f64, -0.6f64);
        let mut z = Vec::new();
        let mut y = Vec::new();
        for _ in 0..40_000 {
            let zi = 2.0 * rng.normal();
            let p = labels::sigmoid(a_true * zi + b_true) as f64;
            z.push(zi as f32);
            y.push(rng.next() < p);
        }
        let (a, b) = fit_platt(&z, &y);
        assert!((a as f64 - a_true).abs() < 0.08, "a={a}");
        assert!((b as f64 - b_true).abs() < 0.08, "b={b}");
    }

    #[test]
    fn fit_platt_separable_stays_finite() {
        let z = [-3.0f32, -2.0, -1.0, 1.0, 2.0, 3.0];
        let y = [false, false, false, true, true, true];
        let (a, b) = fit_platt(&z, &y);
        assert!(a.is_finite() && b.is_finite() && a > 0.0, "a={a} b={b}");
        assert_eq!(fit_platt(&[], &[]), (1.0, 0.0));
        assert_eq!(fit_platt(&[f32::NAN], &[true]), (1.0, 0.0));
    }
}
