//! Evaluation metrics for a judge's probabilities against binary gold labels
//! (`true` = supported).
//!
//! All functions take parallel slices `p` (probabilities in \[0, 1\]) and `y`
//! (gold labels) of equal length and return `None` where the metric is
//! undefined (empty input, a single class for AUROC).

/// Area under the ROC curve (Mann–Whitney U statistic; ties count one half).
/// `None` if either class is absent.
pub fn auroc(p: &[f32], y: &[bool]) -> Option<f64> {
    let n_pos = y.iter().filter(|&&v| v).count();
    let n_neg = y.len() - n_pos;
    if n_pos == 0 || n_neg == 0 || p.len() != y.len() {
        return None;
    }
    let mut idx: Vec<usize> = (0..p.len()).collect();
    idx.sort_by(|&a, &b| p[a].total_cmp(&p[b]));
    // Average ranks over ties (1-based).
    let mut rank_sum_pos = 0.0f64;
    let mut i = 0;
    while i < idx.len() {
        let mut j = i;
        while j + 1 < idx.len() && p[idx[j + 1]] == p[idx[i]] {
            j += 1;
        }
        let avg_rank = (i + j) as f64 / 2.0 + 1.0;
        for &k in &idx[i..=j] {
            if y[k] {
                rank_sum_pos += avg_rank;
            }
        }
        i = j + 1;
    }
    let u = rank_sum_pos - (n_pos as f64) * (n_pos as f64 + 1.0) / 2.0;
    Some(u / (n_pos as f64 * n_neg as f64))
}

/// Expected calibration error with `bins` equal-width bins on P(supported):
/// Σ_b (n_b / n) · |mean(p in b) − accuracy(y in b)| (Guo et al. 2017 use 15 bins).
pub fn ece(p: &[f32], y: &[bool], bins: usize) -> Option<f64> {
    if p.is_empty() || p.len() != y.len() || bins == 0 {
        return None;
    }
    let mut sum_p = vec![0.0f64; bins];
    let mut sum_y = vec![0.0f64; bins];
    let mut cnt = vec![0usize; bins];
    for (&pi, &yi) in p.iter().zip(y) {
        let pi = pi.clamp(0.0, 1.0) as f64;
        let b = ((pi * bins as f64) as usize).min(bins - 1);
        sum_p[b] += pi;
        sum_y[b] += yi as u8 as f64;
        cnt[b] += 1;
    }
    let n = p.len() as f64;
    Some(
        (0..bins)
            .filter(|&b| cnt[b] > 0)
            .map(|b| (cnt[b] as f64 / n) * ((sum_p[b] - sum_y[b]) / cnt[b] as f64).abs())
            .sum(),
    )
}

/// Brier score: mean squared error of the probability against the 0/1 label.
pub fn brier(p: &[f32], y: &[bool]) -> Option<f64> {
    if p.is_empty() || p.len() != y.len() {
        return None;
    }
    Some(
        p.iter()
            .zip(y)
            .map(|(&pi, &yi)| (pi as f64 - yi as u8 as f64).powi(2))
            .sum::<f64>()
            / p.len() as f64,
    )
}

/// Mean negative log-likelihood (natural log), probabilities clipped to
/// \[1e-7, 1 − 1e-7\].
pub fn nll(p: &[f32], y: &[bool]) -> Option<f64> {
    if p.is_empty() || p.len() != y.len() {
        return None;
    }
    Some(
        p.iter()
            .zip(y)
            .map(|(&pi, &yi)| {
                let q = (pi as f64).clamp(1e-7, 1.0 - 1e-7);
                if yi {
                    -q.ln()
                } else {
                    -(1.0 - q).ln()
                }
            })
            .sum::<f64>()
            / p.len() as f64,
    )
}

/// Confusion counts at a threshold: predicted supported iff `p >= threshold`
/// (the rule `sjc prune` keeps by).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Confusion {
    /// Supported, kept.
    pub tp: usize,
    /// Unsupported, kept.
    pub fp: usize,
    /// Unsupported, deleted.
    pub tn: usize,
    /// Supported, deleted.
    pub fn_: usize,
}

impl Confusion {
    /// Count at `threshold`.
    pub fn at(p: &[f32], y: &[bool], threshold: f32) -> Confusion {
        let mut c = Confusion::default();
        for (&pi, &yi) in p.iter().zip(y) {
            match (pi >= threshold, yi) {
                (true, true) => c.tp += 1,
                (true, false) => c.fp += 1,
                (false, false) => c.tn += 1,
                (false, true) => c.fn_ += 1,
            }
        }
        c
    }
    /// Mean of the recall of each class; `None` if a class is absent.
    pub fn balanced_accuracy(&self) -> Option<f64> {
        let pos = self.tp + self.fn_;
        let neg = self.tn + self.fp;
        if pos == 0 || neg == 0 {
            return None;
        }
        Some((self.tp as f64 / pos as f64 + self.tn as f64 / neg as f64) / 2.0)
    }
    /// F1 of the supported class; `None` when undefined.
    pub fn f1(&self) -> Option<f64> {
        let d = 2 * self.tp + self.fp + self.fn_;
        (d > 0).then(|| 2.0 * self.tp as f64 / d as f64)
    }
    /// Share of all items classified correctly.
    pub fn accuracy(&self) -> Option<f64> {
        let n = self.tp + self.fp + self.tn + self.fn_;
        (n > 0).then(|| (self.tp + self.tn) as f64 / n as f64)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auroc_known_values() {
        assert_eq!(
            auroc(&[0.1, 0.4, 0.35, 0.8], &[false, false, true, true]),
            Some(0.75)
        );
        assert_eq!(auroc(&[0.5, 0.5], &[false, true]), Some(0.5));
        assert_eq!(auroc(&[0.9, 0.1], &[true, false]), Some(1.0));
        assert_eq!(auroc(&[0.9], &[true]), None);
    }

    #[test]
    fn ece_and_brier() {
        // Perfectly calibrated bins give 0.
        let p = [0.25f32; 4];
        let y = [true, false, false, false];
        assert!(ece(&p, &y, 15).unwrap().abs() < 1e-9);
        // Always 1.0 but half wrong: ECE 0.5, Brier 0.5.
        let p = [1.0f32; 4];
        let y = [true, false, true, false];
        assert!((ece(&p, &y, 15).unwrap() - 0.5).abs() < 1e-9);
        assert!((brier(&p, &y).unwrap() - 0.5).abs() < 1e-9);
    }

    #[test]
    fn confusion_rates() {
        let c = Confusion::at(&[0.9, 0.2, 0.6, 0.1], &[true, true, false, false], 0.5);
        assert_eq!(
            c,
            Confusion {
                tp: 1,
                fp: 1,
                tn: 1,
                fn_: 1
            }
        );
        assert_eq!(c.balanced_accuracy(), Some(0.5));
        assert_eq!(c.f1(), Some(0.5));
    }
}
