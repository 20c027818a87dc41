//! Okapi BM25 over spans, hand-rolled.
//!
//! Scoring follows Robertson & Zaragoza (2009), "The Probabilistic Relevance Framework: BM25
//! and Beyond", Foundations and Trends in Information Retrieval 3(4), eq. 3.15 with the
//! query-term-frequency saturation parameter k3 = 0 (each distinct query term counts once):
//!
//! ```text
//! score(q, d) = Σ_{t ∈ distinct terms of q}  idf(t) · tf(t,d)·(k1 + 1) / (tf(t,d) + k1·(1 − b + b·|d|/avgdl))
//! idf(t)      = ln(1 + (N − n(t) + 0.5) / (n(t) + 0.5))          (Lucene's non-negative variant)
//! ```
//! with k1 = 1.2, b = 0.75, N the number of spans, n(t) the number of spans containing t,
//! |d| the number of index terms of span d ([`super::tokenize::index_terms`]) and avgdl the
//! mean of |d|. Since idf > 0, a span scores > 0 exactly when it shares a term with the query.
//!
//! Why not the `bm25` crate (v2.3.2, reviewed before writing this): it does accept a custom
//! tokenizer and arbitrary document ids, but it stores terms as 32/64-bit *hashes* (two
//! distinct identifiers such as `inv-20931` and another can collide, silently merging their
//! postings), scores each document by a linear scan of its embedding per query term, orders
//! equal scores through a `HashSet` (not deterministic, while we need ties broken by span
//! index), and keeps a second copy of every document's text. The formula is ~60 lines; owning
//! it keeps exact term matching and deterministic ranking.

use std::collections::HashMap;

use rayon::prelude::*;

use super::tokenize::index_terms;

/// BM25 term-frequency saturation.
pub(crate) const K1: f32 = 1.2;
/// BM25 length normalisation.
pub(crate) const B: f32 = 0.75;

/// Spans tokenized per parallel batch (bounds the memory of not-yet-merged term lists).
const BATCH: usize = 2048;

/// Inverted index with BM25 scoring. Documents are numbered in insertion order; at most
/// `u32::MAX` documents are indexed (later ones are never returned by [`Bm25::search`]).
#[derive(Debug, Clone, Default)]
pub(crate) struct Bm25 {
    vocab: HashMap<String, u32>,
    /// Per term: (document, term frequency), documents ascending.
    postings: Vec<Vec<(u32, u32)>>,
    /// Per document: number of index terms.
    doc_len: Vec<u32>,
    avgdl: f32,
}

fn term_counts(doc: &str) -> Vec<(String, u32)> {
    let mut counts: HashMap<String, u32> = HashMap::new();
    for t in index_terms(doc) {
        *counts.entry(t).or_insert(0) += 1;
    }
    counts.into_iter().collect()
}

impl Bm25 {
    /// Indexes `docs` (document id = position). Tokenization runs in parallel.
    pub(crate) fn build(docs: &[&str]) -> Bm25 {
        let mut idx = Bm25::default();
        let limit = docs.len().min(u32::MAX as usize);
        let mut total: u64 = 0;
        for (batch_no, batch) in docs[..limit].chunks(BATCH).enumerate() {
            let counted: Vec<Vec<(String, u32)>> =
                batch.par_iter().map(|d| term_counts(d)).collect();
            for (j, terms) in counted.into_iter().enumerate() {
                let doc = (batch_no * BATCH + j) as u32;
                let mut len: u32 = 0;
                for (term, tf) in terms {
                    len = len.saturating_add(tf);
                    let next_id = idx.postings.len() as u32;
                    let id = *idx.vocab.entry(term).or_insert(next_id);
                    if id == next_id {
                        idx.postings.push(Vec::new());
                    }
                    idx.postings[id as usize].push((doc, tf));
                }
                total += u64::from(len);
                idx.doc_len.push(len);
            }
        }
        idx.avgdl = if idx.doc_len.is_empty() {
            1.0
        } else {
            (total as f64 / idx.doc_len.len() as f64) as f32
        };
        if idx.avgdl <= 0.0 {
            idx.avgdl = 1.0; // every document empty: avoid 0/0
        }
        idx
    }

    /// Whether any indexed document holds `term` (an index term, [`index_terms`]).
    pub(crate) fn contains(&self, term: &str) -> bool {
        self.vocab.contains_key(term)
    }

    /// Lucene-style idf of a term contained in `n` of the indexed documents.
    pub(crate) fn idf(&self, n: usize) -> f32 {
        let big_n = self.doc_len.len() as f32;
        let n = n as f32;
        ((big_n - n + 0.5) / (n + 0.5)).ln_1p()
    }

    /// The `k` best documents for `query` as (document, score), score > 0, best first, equal
    /// scores by lower document id.
    pub(crate) fn search(&self, query: &str, k: usize) -> Vec<(usize, f32)> {
        if k == 0 || self.doc_len.is_empty() {
            return Vec::new();
        }
        let mut seen = std::collections::HashSet::new();
        let mut scores = vec![0f32; self.doc_len.len()];
        let mut touched: Vec<u32> = Vec::new();
        for term in index_terms(query) {
            if !seen.insert(term.clone()) {
                continue;
            }
            let Some(&id) = self.vocab.get(&term) else {
                continue;
            };
            let plist = &self.postings[id as usize];
            let idf = self.idf(plist.len());
            for &(doc, tf) in plist {
                let tf = tf as f32;
                let dl = self.doc_len[doc as usize] as f32;
                let norm = K1 * (1.0 - B + B * dl / self.avgdl);
                let slot = &mut scores[doc as usize];
                if *slot == 0.0 {
                    touched.push(doc);
                }
                *slot += idf * tf * (K1 + 1.0) / (tf + norm);
            }
        }
        let mut hits: Vec<(usize, f32)> = touched
            .into_iter()
            .map(|d| (d as usize, scores[d as usize]))
            .filter(|&(_, s)| s > 0.0 && s.is_finite())
            .collect();
        let order = |a: &(usize, f32), b: &(usize, f32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
        if hits.len() > k {
            hits.select_nth_unstable_by(k - 1, order);
            hits.truncate(k);
        }
        hits.sort_by(order);
        hits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_computed_score() {
        // N = 3, |d| = 2, 3, 1 → avgdl = 2.
        let idx = Bm25::build(&["alpha beta", "alpha alpha gamma", "delta"]);
        // gamma: n = 1 → idf = ln(1 + 2.5/1.5) = ln(2.6667) = 0.98083
        // doc 1: tf = 1, |d| = 3 → 0.98083 · 2.2 / (1 + 1.2·(0.25 + 0.75·1.5)) = 0.98083 · 2.2/2.65 = 0.81428
        let hits = idx.search("gamma", 10);
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].0, 1);
        assert!((hits[0].1 - 0.81428).abs() < 1e-4, "{}", hits[0].1);
        // alpha: n = 2 → idf = ln(1 + 1.5/2.5) = ln(1.6) = 0.47000
        // doc 0: tf 1, |d| 2 → 0.47 · 2.2/(1 + 1.2) = 0.47000
        // doc 1: tf 2, |d| 3 → 0.47 · 4.4/(2 + 1.65) = 0.47 · 1.20548 = 0.56658
        let hits = idx.search("alpha", 10);
        assert_eq!(hits.iter().map(|h| h.0).collect::<Vec<_>>(), [1, 0]);
        assert!((hits[0].1 - 0.56658).abs() < 1e-4, "{}", hits[0].1);
        assert!((hits[1].1 - 0.47000).abs() < 1e-4, "{}", hits[1].1);
        // duplicate query terms count once (k3 = 0)
        assert_eq!(idx.search("gamma gamma gamma", 10), idx.search("gamma", 10));
    }

    #[test]
    fn ties_by_lower_id_and_k() {
        let idx = Bm25::build(&["x zed", "zed x", "other", "zed x"]);
        let hits = idx.search("zed", 10);
        assert_eq!(hits.iter().map(|h| h.0).collect::<Vec<_>>(), [0, 1, 3]);
        assert_eq!(
            idx.search("zed", 2).iter().map(|h| h.0).collect::<Vec<_>>(),
            [0, 1]
        );
        assert!(idx.search("zed", 0).is_empty());
        assert!(idx.search("nothing", 3).is_empty());
        assert!(idx.search("", 3).is_empty());
        assert!(Bm25::build(&[]).search("zed", 3).is_empty());
        assert!(Bm25::build(&["the", ""]).search("the zed", 3).is_empty());
    }
}
