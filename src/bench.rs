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
    /// The median rate (pairs/s); 0 with no runs.
    pub fn median(&self) -> f64 {
        self.rates.get(self.rates.len() / 2).copied().unwrap_or(0.0)
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

#[cfg(test)]
mod tests {
    use super::*;

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
