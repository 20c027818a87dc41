//! Fitting calibration on labelled dev rows, and choosing the method.
//!
//! - [`fit_temperature`]: temperature scaling (Guo et al. 2017, "On Calibration of Modern
//!   Neural Networks");
//! - [`fit_platt`]: Platt scaling (Platt 1999), with Lin, Lin & Weng's (2007) regularised
//!   targets and Newton steps;
//! - [`super::HybridLayer::fit`]: the hybrid logistic layer;
//! - [`select`]: fits every method on two folds, scores each by the cross-validated NLL, and
//!   refits the chosen one on all rows (what `sjc calibrate` runs).

use crate::judge::{logsumexp, sigmoid, LabelKind, LabelMap};
use crate::metrics;
use crate::record::Label;

use super::hybrid::{HybridLayer, N_FEATURES};
use super::Calibration;

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
            total += logsumexp(&s) - s[y];
        }
        n += 1;
    }
    (if n == 0 { 0.0 } else { total / n as f64 }, n)
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
    let data: Vec<(f64, bool)> = z
        .iter()
        .zip(y)
        .filter(|(z, _)| z.is_finite())
        .map(|(&z, &y)| (z as f64, y))
        .collect();
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
            let p = sigmoid(a * z + b);
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

/// One labelled dev row, scored and ready for fitting.
#[derive(Debug, Clone, PartialEq)]
pub struct CalibrationRow {
    /// Raw logits, model label order (finite).
    pub logits: Vec<f32>,
    /// The hybrid layer's features of the pair ([`super::hybrid::features`]).
    pub features: [f32; N_FEATURES],
    /// Gold label is `supported`.
    pub supported: bool,
    /// Gold class index in the model's label order ([`class_index`]), for temperature scaling.
    pub class: usize,
    /// Data set name, for the per-set ECE table.
    pub set: String,
    /// Cross-validation fold, 0 or 1 ([`fold_of`]).
    pub fold: u8,
}

/// The calibration method to fit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// The method with the lowest 2-fold cross-validated NLL.
    Auto,
    /// No calibration (temperature 1).
    Identity,
    /// Temperature scaling.
    Temperature,
    /// Platt scaling of the support margin.
    Platt,
    /// The hybrid logistic layer.
    Hybrid,
}

impl Method {
    /// The fixed methods, in the order of [`Selection::cv`].
    pub const ALL: [Method; 4] = [
        Method::Identity,
        Method::Temperature,
        Method::Platt,
        Method::Hybrid,
    ];

    /// The name used in `calibration.json` and tables.
    pub fn name(self) -> &'static str {
        match self {
            Method::Auto => "auto",
            Method::Identity => "identity",
            Method::Temperature => "temperature",
            Method::Platt => "platt",
            Method::Hybrid => "hybrid",
        }
    }
}

/// Cross-validated scores of one method.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct MethodScore {
    /// Method name.
    pub method: &'static str,
    /// Mean negative log-likelihood (nats) of the gold support labels, out of fold.
    pub nll: f64,
    /// Expected calibration error (15 bins), out of fold; NaN when undefined.
    pub ece: f64,
}

/// ECE of one data set before and after calibration (in-sample).
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct SetEce {
    /// Set name, or `all (pooled)`.
    pub set: String,
    /// Rows.
    pub n: usize,
    /// ECE under the calibration the model had before.
    pub ece_before: Option<f64>,
    /// ECE under the fitted calibration.
    pub ece_after: Option<f64>,
}

/// What [`select`] chose and why.
#[derive(Debug, Clone, PartialEq)]
pub struct Selection {
    /// The fitted calibration (refitted on all rows).
    pub chosen: Calibration,
    /// Its method.
    pub method: Method,
    /// 2-fold cross-validated NLL / ECE of every fixed method ([`Method::ALL`] order).
    pub cv: Vec<MethodScore>,
    /// Per-set ECE before and after, then the pooled row.
    pub per_set: Vec<SetEce>,
    /// Rows used.
    pub rows: usize,
    /// Of those, labelled supported.
    pub supported: usize,
}

/// Errors of [`select`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FitError {
    /// Too few rows, or only one class.
    #[error("need at least 20 scored rows with both supported and unsupported labels, got {rows} ({supported} supported)")]
    TooFewRows {
        /// Rows given.
        rows: usize,
        /// Of those, supported.
        supported: usize,
    },
    /// A hybrid feature name that is not one of [`super::FEATURES`].
    #[error("unknown hybrid feature {name:?} (known: {known})", known = super::FEATURES.join(", "))]
    UnknownFeature {
        /// The name given.
        name: String,
    },
}

/// The gold class index of `label` in the model's label order: the support index for
/// `supported`, the contradiction index (else the first other) for `contradicted`, the first
/// label that is neither for `unsupported`. One-logit models: 1 = supported, 0 = not.
pub fn class_index(labels: &LabelMap, label: Label) -> usize {
    let sup = labels.support_index();
    match (labels.kind(), label) {
        (LabelKind::Single, l) => l.is_supported() as usize,
        (_, Label::Supported) => sup,
        (_, Label::Contradicted) => labels
            .contradiction_index()
            .unwrap_or_else(|| (0..labels.len()).find(|&i| i != sup).unwrap_or(0)),
        (_, Label::Unsupported) => (0..labels.len())
            .find(|&i| i != sup && Some(i) != labels.contradiction_index())
            .or_else(|| (0..labels.len()).find(|&i| i != sup))
            .unwrap_or(0),
    }
}

/// The cross-validation fold of a row, from an FNV-1a hash of its claim (not its position: a
/// file sorted or interleaved by label must not put one class in one fold). 0 or 1.
pub fn fold_of(claim: &str) -> u8 {
    (claim.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    }) & 1) as u8
}

fn fit_one(
    rows: &[CalibrationRow],
    idx: &[usize],
    method: Method,
    labels: &LabelMap,
    hybrid: &[&str],
) -> Calibration {
    match method {
        Method::Temperature => {
            let l: Vec<Vec<f32>> = idx.iter().map(|&i| rows[i].logits.clone()).collect();
            let c: Vec<usize> = idx.iter().map(|&i| rows[i].class).collect();
            Calibration::Temperature {
                temperature: fit_temperature(&l, &c),
            }
        }
        Method::Platt => {
            let z: Vec<f32> = idx
                .iter()
                .map(|&i| labels.support_margin(&rows[i].logits))
                .collect();
            let y: Vec<bool> = idx.iter().map(|&i| rows[i].supported).collect();
            let (a, b) = fit_platt(&z, &y);
            Calibration::Platt { a, b }
        }
        Method::Hybrid => {
            let x: Vec<[f32; N_FEATURES]> = idx.iter().map(|&i| rows[i].features).collect();
            let y: Vec<bool> = idx.iter().map(|&i| rows[i].supported).collect();
            HybridLayer::fit_features(&x, &y, HYBRID_L2, hybrid)
                .map(Calibration::Hybrid)
                .unwrap_or(Calibration::Identity)
        }
        Method::Identity | Method::Auto => Calibration::Identity,
    }
}

/// P(support) of one row under a calibration (the hybrid layer reads the row's features).
pub fn row_probability(c: &Calibration, row: &CalibrationRow, labels: &LabelMap) -> f32 {
    match c {
        Calibration::Hybrid(h) => h.p_support(&row.features),
        other => other.apply(&row.logits, labels).0,
    }
}

/// Fits calibration on labelled rows: every fixed method is fitted on one fold and scored on
/// the other (2-fold cross-validated NLL and ECE); `method` (or, for [`Method::Auto`], the
/// lowest NLL) is refitted on all rows. The hybrid layer uses the features named in `hybrid`
/// (a subset of [`super::FEATURES`]; all of them when empty). `before` is the calibration the
/// model had, for the per-set ECE table.
///
/// Errors: [`FitError::TooFewRows`] below 20 rows or with one class only;
/// [`FitError::UnknownFeature`] for a name not in [`super::FEATURES`].
pub fn select(
    rows: &[CalibrationRow],
    labels: &LabelMap,
    method: Method,
    before: &Calibration,
    hybrid: &[&str],
) -> Result<Selection, FitError> {
    if let Some(f) = hybrid.iter().find(|f| !super::FEATURES.contains(f)) {
        return Err(FitError::UnknownFeature {
            name: f.to_string(),
        });
    }
    let hybrid: &[&str] = if hybrid.is_empty() {
        &super::FEATURES
    } else {
        hybrid
    };
    let n = rows.len();
    let supported = rows.iter().filter(|r| r.supported).count();
    if n < 20 || supported == 0 || supported == n {
        return Err(FitError::TooFewRows { rows: n, supported });
    }
    let y: Vec<bool> = rows.iter().map(|r| r.supported).collect();
    let fold_a: Vec<usize> = (0..n).filter(|&i| rows[i].fold == 0).collect();
    let fold_b: Vec<usize> = (0..n).filter(|&i| rows[i].fold != 0).collect();
    let mut cv = Vec::new();
    for m in Method::ALL {
        let mut p = vec![0f32; n];
        for (train, test) in [(&fold_a, &fold_b), (&fold_b, &fold_a)] {
            let c = fit_one(rows, train, m, labels, hybrid);
            for &i in test.iter() {
                p[i] = row_probability(&c, &rows[i], labels);
            }
        }
        cv.push(MethodScore {
            method: m.name(),
            nll: metrics::nll(&p, &y).unwrap_or(f64::INFINITY),
            ece: metrics::ece(&p, &y, 15).unwrap_or(f64::NAN),
        });
    }
    let chosen_method = match method {
        Method::Auto => Method::ALL
            .iter()
            .zip(&cv)
            .min_by(|a, b| a.1.nll.total_cmp(&b.1.nll))
            .map(|(m, _)| *m)
            .unwrap_or(Method::Identity),
        m => m,
    };
    let all: Vec<usize> = (0..n).collect();
    let chosen = fit_one(rows, &all, chosen_method, labels, hybrid);
    let mut names: Vec<&str> = rows.iter().map(|r| r.set.as_str()).collect();
    names.sort();
    names.dedup();
    let mut per_set = Vec::new();
    for name in names.into_iter().map(Some).chain([None]) {
        let idx: Vec<usize> = (0..n)
            .filter(|&i| name.map_or(true, |s| rows[i].set == s))
            .collect();
        let yy: Vec<bool> = idx.iter().map(|&i| y[i]).collect();
        let pb: Vec<f32> = idx
            .iter()
            .map(|&i| row_probability(before, &rows[i], labels))
            .collect();
        let pa: Vec<f32> = idx
            .iter()
            .map(|&i| row_probability(&chosen, &rows[i], labels))
            .collect();
        per_set.push(SetEce {
            set: name.unwrap_or("all (pooled)").to_string(),
            n: idx.len(),
            ece_before: metrics::ece(&pb, &yy, 15),
            ece_after: metrics::ece(&pa, &yy, 15),
        });
    }
    Ok(Selection {
        chosen,
        method: chosen_method,
        cv,
        per_set,
        rows: n,
        supported,
    })
}

/// The L2 penalty of every hybrid-layer fit (on the weights, not the bias; the mean log-loss
/// is penalised by `l2/2 · |w|²`).
pub const HYBRID_L2: f64 = 1e-3;

/// One labelled entry of a compaction record, scored by the whole pipeline, for fitting the
/// hybrid layer's record layer ([`fit_records`]).
#[derive(Debug, Clone, PartialEq)]
pub struct RecordRow {
    /// The entry's hybrid features ([`super::hybrid::features`]).
    pub features: [f32; N_FEATURES],
    /// Gold label is `supported`.
    pub supported: bool,
    /// The guard capped the entry: its final P(support) is at most the cap.
    pub capped: bool,
    /// Weight of the row in the fit (its data set's `--weight`, default 1).
    pub weight: f64,
    /// Its record, numbered across all records given: the unit of cross-fitting (all entries
    /// of one record fall in one fold).
    pub group: usize,
}

/// What [`fit_records`] returns.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordFit {
    /// The layer fitted on all rows.
    pub layer: HybridLayer,
    /// Out-of-fold final P(support) of each row, guard cap applied: row `i` is scored by a
    /// layer fitted without its record's fold.
    pub oof: Vec<f32>,
    /// Number of folds (the k-th distinct record, in ascending `group` order, is in fold
    /// `k % folds`).
    pub folds: usize,
    /// Mean NLL (nats) of the gold labels under the out-of-fold layer P(support), before the
    /// cap.
    pub nll: f64,
    /// ECE (15 bins) of the same.
    pub ece: f64,
}

/// Fits the record layer over the features `names` on `rows`, and cross-fits it: with
/// `folds = min(records, 20)` folds by record (leave one record out for 20 records or fewer),
/// each fold is scored by a layer fitted on the others. The out-of-fold scores, with the
/// guard cap `cap` applied, are what a risk calibration set built from these records must
/// hold ([`super::risk::RiskCalibration`]): the shipped layer never saw the entries that set
/// its threshold (cross-conformal, Vovk 2015, "Cross-conformal predictors").
///
/// Errors: [`FitError::TooFewRows`] below 20 rows, with one class only, with fewer than two
/// records, or when a fit fails (a singular system); [`FitError::UnknownFeature`].
pub fn fit_records(rows: &[RecordRow], names: &[&str], cap: f32) -> Result<RecordFit, FitError> {
    if let Some(f) = names.iter().find(|f| !super::FEATURES.contains(f)) {
        return Err(FitError::UnknownFeature {
            name: f.to_string(),
        });
    }
    let n = rows.len();
    let supported = rows.iter().filter(|r| r.supported).count();
    let too_few = FitError::TooFewRows { rows: n, supported };
    let mut groups: Vec<usize> = rows.iter().map(|r| r.group).collect();
    groups.sort_unstable();
    groups.dedup();
    if n < 20 || supported == 0 || supported == n || groups.len() < 2 {
        return Err(too_few);
    }
    let x: Vec<[f32; N_FEATURES]> = rows.iter().map(|r| r.features).collect();
    let y: Vec<bool> = rows.iter().map(|r| r.supported).collect();
    let w: Vec<f64> = rows.iter().map(|r| r.weight).collect();
    let layer = HybridLayer::fit_weighted(&x, &y, &w, HYBRID_L2, names).ok_or(too_few.clone())?;
    let folds = groups.len().min(20);
    let fold_of = |r: &RecordRow| groups.binary_search(&r.group).unwrap_or(0) % folds;
    let mut p_layer = vec![0f32; n];
    for k in 0..folds {
        let wk: Vec<f64> = rows
            .iter()
            .zip(&w)
            .map(|(r, &wt)| if fold_of(r) == k { 0.0 } else { wt })
            .collect();
        let l = HybridLayer::fit_weighted(&x, &y, &wk, HYBRID_L2, names).ok_or(too_few.clone())?;
        for (i, r) in rows.iter().enumerate() {
            if fold_of(r) == k {
                p_layer[i] = l.p_support(&r.features);
            }
        }
    }
    let oof = rows
        .iter()
        .zip(&p_layer)
        .map(|(r, &p)| if r.capped { p.min(cap) } else { p })
        .collect();
    Ok(RecordFit {
        layer,
        oof,
        folds,
        nll: metrics::nll(&p_layer, &y).unwrap_or(f64::INFINITY),
        ece: metrics::ece(&p_layer, &y, 15).unwrap_or(f64::NAN),
    })
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

    #[test]
    fn fit_temperature_recovers_known_t() {
        let mut rng = Rng(0x1234_5678_9abc_def1);
        for &t_true in &[0.5f64, 1.0, 2.5] {
            let mut logits = Vec::new();
            let mut ys = Vec::new();
            for _ in 0..20_000 {
                let row: Vec<f32> = (0..3).map(|_| (2.0 * rng.normal()) as f32).collect();
                let p = crate::judge::softmax(&row, t_true as f32);
                let u = rng.next() as f32;
                let y = if u < p[0] {
                    0
                } else if u < p[0] + p[1] {
                    1
                } else {
                    2
                };
                logits.push(row);
                ys.push(y);
            }
            let t = fit_temperature(&logits, &ys) as f64;
            assert!(
                (t - t_true).abs() / t_true < 0.06,
                "t_true={t_true} fitted={t}"
            );
        }
    }

    #[test]
    fn fit_temperature_single_logit_and_degenerate() {
        let mut rng = Rng(42);
        let mut logits = Vec::new();
        let mut ys = Vec::new();
        for _ in 0..20_000 {
            let z = 3.0 * rng.normal();
            let p = sigmoid(z / 2.0);
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
            let p = sigmoid(a_true * zi + b_true);
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

    fn rows_from(z: &[f32], y: &[bool]) -> Vec<CalibrationRow> {
        z.iter()
            .zip(y)
            .enumerate()
            .map(|(i, (&z, &y))| {
                let mut features = [0.0; N_FEATURES];
                features[0] = z;
                CalibrationRow {
                    logits: vec![z],
                    features,
                    supported: y,
                    class: y as usize,
                    set: if i % 2 == 0 { "a".into() } else { "b".into() },
                    fold: fold_of(&format!("row {i}")),
                }
            })
            .collect()
    }

    #[test]
    fn select_prefers_a_fitting_method_and_refuses_one_class() {
        let labels = LabelMap::from_names(vec!["LABEL_0".into()]).unwrap();
        let mut rng = Rng(99);
        let (mut z, mut y) = (Vec::new(), Vec::new());
        for _ in 0..2000 {
            // Raw logits 4x too confident: identity is miscalibrated, temperature/platt fix it.
            let zi = 4.0 * rng.normal();
            z.push(zi as f32);
            y.push(rng.next() < sigmoid(zi / 4.0));
        }
        let rows = rows_from(&z, &y);
        let s = select(&rows, &labels, Method::Auto, &Calibration::Identity, &[]).unwrap();
        assert_ne!(s.method, Method::Identity, "{:?}", s.cv);
        let id = s.cv.iter().find(|c| c.method == "identity").unwrap().nll;
        let chosen =
            s.cv.iter()
                .find(|c| c.method == s.method.name())
                .unwrap()
                .nll;
        assert!(chosen < id, "{:?}", s.cv);
        assert_eq!(s.per_set.last().unwrap().set, "all (pooled)");
        assert_eq!(s.per_set.len(), 3);
        let forced = select(&rows, &labels, Method::Platt, &Calibration::Identity, &[]).unwrap();
        assert!(matches!(forced.chosen, Calibration::Platt { .. }));
        let sub = select(
            &rows,
            &labels,
            Method::Hybrid,
            &Calibration::Identity,
            &["z_support", "overlap"],
        )
        .unwrap();
        assert!(
            matches!(&sub.chosen, Calibration::Hybrid(h) if h.features == ["z_support", "overlap"]),
            "{:?}",
            sub.chosen
        );
        assert!(matches!(
            select(
                &rows,
                &labels,
                Method::Hybrid,
                &Calibration::Identity,
                &["nope"]
            ),
            Err(FitError::UnknownFeature { .. })
        ));
        let one = rows_from(&z[..50], &[true; 50]);
        assert!(matches!(
            select(&one, &labels, Method::Auto, &Calibration::Identity, &[]),
            Err(FitError::TooFewRows { .. })
        ));
    }

    #[test]
    fn class_index_rules() {
        let nli = LabelMap::from_names(vec![
            "entailment".into(),
            "neutral".into(),
            "contradiction".into(),
        ])
        .unwrap();
        assert_eq!(class_index(&nli, Label::Supported), 0);
        assert_eq!(class_index(&nli, Label::Unsupported), 1);
        assert_eq!(class_index(&nli, Label::Contradicted), 2);
        let single = LabelMap::from_names(vec!["LABEL_0".into()]).unwrap();
        assert_eq!(class_index(&single, Label::Supported), 1);
        assert_eq!(class_index(&single, Label::Contradicted), 0);
    }

    /// Records of a feature that predicts the label, one of whose records is mislabelled
    /// throughout: its rows are scored by a layer that never saw them, so their out-of-fold
    /// scores are worse than an in-sample fit would give; capped rows stay at the cap.
    #[test]
    fn record_fit_scores_each_record_out_of_fold() {
        let mut rng = Rng(0x0bad_cafe_1234_5678);
        let mut rows = Vec::new();
        for g in 0..10 {
            for _ in 0..12 {
                let supported = rng.next() < 0.5;
                let mut features = [0f32; N_FEATURES];
                // overlap: high for supported rows, except record 3 whose labels are flipped
                let signal = supported != (g == 3);
                features[2] = (if signal { 0.8 } else { 0.2 } + 0.1 * rng.normal()) as f32;
                rows.push(RecordRow {
                    features,
                    supported,
                    capped: g == 5 && supported,
                    weight: 1.0,
                    group: g,
                });
            }
        }
        let fit = fit_records(&rows, &["overlap"], 0.01).unwrap();
        assert_eq!(fit.folds, 10);
        assert_eq!(fit.oof.len(), rows.len());
        assert!(fit.layer.weights[0] > 1.0, "{:?}", fit.layer);
        for (r, &p) in rows.iter().zip(&fit.oof) {
            if r.capped {
                assert!(p <= 0.01, "capped rows keep the cap: {p}");
            }
        }
        // the flipped record's supported rows score low out of fold
        let flipped: Vec<f32> = rows
            .iter()
            .zip(&fit.oof)
            .filter(|(r, _)| r.group == 3 && r.supported)
            .map(|(_, &p)| p)
            .collect();
        assert!(
            !flipped.is_empty() && flipped.iter().all(|&p| p < 0.5),
            "{flipped:?}"
        );
        // a record given weight 0 does not shape the layer
        let mut w0 = rows.clone();
        for r in w0.iter_mut().filter(|r| r.group == 3) {
            r.weight = 0.0;
        }
        let clean = fit_records(&w0, &["overlap"], 0.01).unwrap();
        assert!(clean.layer.weights[0] > fit.layer.weights[0]);
        // too few records, unknown features
        let one: Vec<RecordRow> = rows.iter().filter(|r| r.group == 0).cloned().collect();
        assert!(matches!(
            fit_records(&one, &["overlap"], 0.01),
            Err(FitError::TooFewRows { .. })
        ));
        assert!(matches!(
            fit_records(&rows, &["nope"], 0.01),
            Err(FitError::UnknownFeature { .. })
        ));
    }
}
