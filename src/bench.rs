//! Synthetic (entry, evidence) pairs for `sjc bench`, and the timing loop over them.
//!
//! The pairs are deterministic mixes of words, identifiers, numbers and paths of the kind
//! compaction summaries hold, so runs on different machines time the same token counts.

use crate::batch::Pair;
use crate::pipeline::Pruner;

const WORDS: [&str; 14] = [
    "invoice",
    "INV-20931",
    "status",
    "unpaid",
    "customer",
    "billing/tax.py",
    "1,240",
    "passed",
    "failed",
    "lead",
    "created",
    "2026-11-02",
    "amount",
    "$500.00",
];

/// `n` synthetic `(claim, evidence)` texts: claims of 8–16 words, evidence of `evidence_words`
/// words. Deterministic: the same arguments give the same texts.
pub fn synthetic_pairs(n: usize, evidence_words: usize) -> Vec<(String, String)> {
    (0..n)
        .map(|i| {
            let c: Vec<&str> = (0..8 + i % 9)
                .map(|k| WORDS[(i * 7 + k * 3) % WORDS.len()])
                .collect();
            let e: Vec<&str> = (0..evidence_words)
                .map(|k| WORDS[(i * 5 + k * 11) % WORDS.len()])
                .collect();
            (c.join(" "), e.join(" "))
        })
        .collect()
}

/// Throughput of repeated scoring runs, pairs per second.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct BenchResult {
    /// Pairs per run.
    pub pairs: usize,
    /// Pairs/s of each run, ascending.
    pub rates: Vec<f64>,
    /// Pairs that failed (over all runs).
    pub failed: usize,
}

impl BenchResult {
    /// The median rate (pairs/s, see [`median`]); 0 with no runs.
    pub fn median(&self) -> f64 {
        median(&self.rates).unwrap_or(0.0)
    }
}

/// Scores `texts` through the pruner's judge and verifier `runs` times (at least once) after
/// one warm-up call on the first four pairs, and reports pairs/s per run.
pub fn run(pruner: &Pruner, texts: &[(String, String)], runs: usize) -> BenchResult {
    let pairs: Vec<Pair<'_>> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();
    pruner.score(&pairs[..pairs.len().min(4)]);
    let mut rates = Vec::new();
    let mut failed = 0;
    for _ in 0..runs.max(1) {
        let t = std::time::Instant::now();
        let (r, _) = pruner.score(&pairs);
        let secs = t.elapsed().as_secs_f64().max(1e-9);
        failed += r.iter().filter(|x| x.is_err()).count();
        rates.push(pairs.len() as f64 / secs);
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    BenchResult {
        pairs: pairs.len(),
        rates,
        failed,
    }
}

/// The `q`-quantile (0 ≤ q ≤ 1) of `v` by the nearest-rank rule (the smallest value with at
/// least `q · n` values at or below it); `None` when `v` is empty.
pub fn quantile(v: &[f64], q: f64) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    let rank = ((q.clamp(0.0, 1.0) * s.len() as f64).ceil() as usize).max(1);
    Some(s[rank - 1])
}

/// The median of `v`: the middle value of an odd count, the mean of the two middle values of
/// an even count (so two runs give their mean, not the lower one); `None` when `v` is empty.
pub fn median(v: &[f64]) -> Option<f64> {
    if v.is_empty() {
        return None;
    }
    let mut s = v.to_vec();
    s.sort_by(|a, b| a.total_cmp(b));
    let n = s.len();
    Some(if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    })
}

/// Token counts of a workload under the judge's micro-batch plan
/// ([`crate::batch::plan_batches`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TokenCounts {
    /// Real tokens (special tokens included) over all pairs.
    pub real: usize,
    /// Tokens the padded micro-batches hold (rows × longest row, summed).
    pub padded: usize,
}

impl TokenCounts {
    /// Counts for pairs of token lengths `lens` grouped as the judge groups them.
    pub fn plan(lens: &[usize], max_batch_tokens: usize) -> Self {
        let indexed: Vec<(usize, usize)> = lens.iter().copied().enumerate().collect();
        let padded = crate::batch::plan_batches(&indexed, max_batch_tokens)
            .iter()
            .map(|g| g.len() * g.iter().map(|&i| lens[i]).max().unwrap_or(0))
            .sum();
        TokenCounts {
            real: lens.iter().sum(),
            padded,
        }
    }

    /// Share of the padded tokens that are padding, in [0, 1] (0 for an empty workload).
    pub fn padding_share(&self) -> f64 {
        if self.padded == 0 {
            0.0
        } else {
            1.0 - self.real as f64 / self.padded as f64
        }
    }
}

/// The padding share of `real` tokens in `padded` positions as printed: `12.3%`, or `n/a`
/// when there are no tokens (nothing was planned, so there is no share).
pub fn padding_share_text(real: u64, padded: u64) -> String {
    if real == 0 || padded == 0 {
        "n/a".into()
    } else {
        format!("{:.1}%", 100.0 * (1.0 - real as f64 / padded as f64))
    }
}

/// Peak resident memory of this process so far, in MiB (`getrusage` `ru_maxrss`); `None`
/// where unavailable.
pub fn peak_rss_mib() -> Option<f64> {
    #[cfg(target_os = "linux")]
    {
        // SAFETY: getrusage writes into the zeroed struct we own.
        let mut u: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_SELF, &mut u) } == 0 {
            return Some(u.ru_maxrss as f64 / 1024.0); // KiB on Linux
        }
        None
    }
    #[cfg(not(target_os = "linux"))]
    {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_by_nearest_rank() {
        let v = [5.0, 1.0, 3.0, 2.0, 4.0];
        assert_eq!(quantile(&v, 0.5), Some(3.0));
        assert_eq!(quantile(&v, 0.95), Some(5.0));
        assert_eq!(quantile(&v, 0.0), Some(1.0));
        assert_eq!(quantile(&[], 0.5), None);
    }

    #[test]
    fn median_averages_the_two_middle_values_of_an_even_count() {
        assert_eq!(median(&[]), None);
        assert_eq!(median(&[7.0]), Some(7.0));
        assert_eq!(median(&[76.1, 73.4]), Some((73.4 + 76.1) / 2.0));
        assert_eq!(median(&[5.0, 1.0, 3.0]), Some(3.0));
        assert_eq!(median(&[4.0, 1.0, 3.0, 2.0]), Some(2.5));
        let r = BenchResult {
            pairs: 1,
            rates: vec![1.0, 2.0],
            failed: 0,
        };
        assert_eq!(r.median(), 1.5);
    }

    #[test]
    fn padding_share_follows_the_plan() {
        // Budget 20: [2, 3, 4] sorted → one batch of 3 rows × 4 = 12 padded, 9 real.
        let t = TokenCounts::plan(&[4, 2, 3], 20);
        assert_eq!((t.real, t.padded), (9, 12));
        assert!((t.padding_share() - 0.25).abs() < 1e-12);
        // Budget 4: every pair alone, no padding.
        assert_eq!(TokenCounts::plan(&[4, 2, 3], 4).padding_share(), 0.0);
        assert_eq!(TokenCounts::plan(&[], 4).padding_share(), 0.0);
    }

    #[test]
    fn padding_share_text_is_na_without_tokens() {
        assert_eq!(padding_share_text(0, 0), "n/a");
        assert_eq!(padding_share_text(9, 12), "25.0%");
        assert_eq!(padding_share_text(4, 4), "0.0%");
    }

    #[test]
    fn peak_rss_is_positive_on_linux() {
        if cfg!(target_os = "linux") {
            assert!(peak_rss_mib().unwrap() > 0.0);
        }
    }

    #[test]
    fn synthetic_pairs_are_deterministic_and_sized() {
        let a = synthetic_pairs(20, 30);
        assert_eq!(a, synthetic_pairs(20, 30));
        assert_eq!(a.len(), 20);
        for (i, (c, e)) in a.iter().enumerate() {
            assert_eq!(c.split(' ').count(), 8 + i % 9);
            assert_eq!(e.split(' ').count(), 30);
        }
    }
}
