//! Evidence retrieval: chunk evidence sources into spans and find, for a summary entry, the
//! spans most likely to support or contradict it.
//!
//! - [`tokenize`]: the tokenizer shared with the guard (identifiers, paths, hashes, numbers
//!   kept whole).
//! - chunking (`chunk.rs`): sources → [`Span`]s of consecutive lines, at most
//!   [`ChunkConfig::max_chars`] bytes, overlapping by [`ChunkConfig::overlap_lines`] lines.
//! - scoring (`bm25.rs`): hand-rolled Okapi BM25 (k1 = 1.2, b = 0.75, Lucene-style idf),
//!   after Robertson & Zaragoza (2009), "The Probabilistic Relevance Framework: BM25 and
//!   Beyond". The `bm25` crate was reviewed and not used: it hashes terms (distinct
//!   identifiers may collide), breaks ties non-deterministically and copies every document;
//!   see `bm25.rs` for details.
//!
//! All byte offsets are UTF-8 byte offsets into the source string they refer to. Nothing here
//! panics on any input; building is linear in the total size of the sources.

mod bm25;
mod chunk;
pub mod tokenize;

pub use chunk::{ChunkConfig, Span};

use rayon::prelude::*;

/// One search result: a span and its BM25 score.
#[derive(Debug, Clone, PartialEq)]
pub struct Hit {
    /// Index into [`EvidenceIndex::spans`].
    pub span: usize,
    /// BM25 score (Robertson & Zaragoza 2009; k1 = 1.2, b = 0.75, Lucene idf); always > 0.
    /// Scores are comparable within one index only.
    pub score: f32,
}

/// Spans of all evidence sources of one record, indexed for BM25 search.
#[derive(Debug, Clone)]
pub struct EvidenceIndex {
    spans: Vec<Span>,
    bm25: bm25::Bm25,
}

impl EvidenceIndex {
    /// Chunks every source (source id = its position in `sources`) with `cfg` and indexes the
    /// spans. Spans are ordered by source, then by position in the source. Empty or
    /// whitespace-only sources contribute no spans. Never fails; linear in the total input
    /// size (tokenization of spans runs on the rayon pool).
    pub fn build(sources: &[&str], cfg: &ChunkConfig) -> EvidenceIndex {
        let per_source: Vec<Vec<Span>> = sources
            .par_iter()
            .enumerate()
            .map(|(source, src)| {
                chunk::chunk_ranges(src, cfg)
                    .into_iter()
                    .map(|r| Span {
                        source,
                        text: src[r.clone()].to_string(),
                        byte_range: r,
                    })
                    .collect()
            })
            .collect();
        let spans: Vec<Span> = per_source.into_iter().flatten().collect();
        let texts: Vec<&str> = spans.iter().map(|s| s.text.as_str()).collect();
        let bm25 = bm25::Bm25::build(&texts);
        EvidenceIndex { spans, bm25 }
    }

    /// The share, in `[0, 1]`, of `text`'s content terms ([`tokenize::content_terms`]) that occur anywhere in the indexed sources, whichever spans a search
    /// would return; 0 for a text without content terms. The measure of
    /// [`crate::guard::lexical_overlap`], taken over all the evidence at once: an entry that
    /// sums up many turns ("covers the module layout, retry logic and caching headers") has its
    /// terms spread over more spans than a top-k search returns.
    pub fn coverage(&self, text: &str) -> f32 {
        let terms = tokenize::content_terms(text);
        if terms.is_empty() {
            return 0.0;
        }
        terms.iter().filter(|t| self.bm25.contains(t)).count() as f32 / terms.len() as f32
    }

    /// The spans an entry is judged against: the `k` best for the whole entry ([`Self::search`]),
    /// then, for an entry of two or more clauses (cut at `;`, and at `.`, `:` or `,` before a space, each with two or more content terms), the best span of each clause
    /// that these do not already hold, at most `k` more. An entry that states several facts
    /// from several outputs ("6 databases (billing, …); /var/lib/postgresql has 288G free,
    /// 13/main uses 205G") is then judged against a span for each fact, not only against the
    /// spans of the one that dominates its terms.
    pub fn search_entry(&self, entry: &str, k: usize) -> Vec<Hit> {
        let mut hits = self.search(entry, k);
        let parts = clauses(entry);
        if parts.len() < 2 || k == 0 {
            return hits;
        }
        let mut extra = 0;
        for part in parts {
            if extra == k {
                break;
            }
            if let Some(h) = self.search(part, 1).into_iter().next() {
                if !hits.iter().any(|x| x.span == h.span) {
                    hits.push(h);
                    extra += 1;
                }
            }
        }
        hits
    }

    /// All spans, in index order ([`Hit::span`] indexes this slice).
    pub fn spans(&self) -> &[Span] {
        &self.spans
    }

    /// The texts of the spans `hits` name, in the hits' order (best first for a search's
    /// result). Panics only for a hit of another index (out of range).
    pub fn hit_texts(&self, hits: &[Hit]) -> Vec<&str> {
        hits.iter()
            .map(|h| self.spans[h.span].text.as_str())
            .collect()
    }

    /// The at most `k` spans with the highest BM25 score for `query`, best first, equal scores
    /// ordered by lower span index. Only spans sharing at least one index term with the query
    /// (score > 0) are returned, so the result may be shorter than `k` or empty (`k == 0`, an
    /// empty index, or a query of stopwords only). The query is tokenized with
    /// [`tokenize::index_terms`]; repeated query terms count once.
    pub fn search(&self, query: &str, k: usize) -> Vec<Hit> {
        self.bm25
            .search(query, k)
            .into_iter()
            .map(|(span, score)| Hit { span, score })
            .collect()
    }
}

/// The clauses of an entry for [`EvidenceIndex::search_entry`]: its text cut at `;`, and at
/// `.`, `:` or `,` before a space, keeping the parts with two or more content terms
/// ([`tokenize::content_terms`]).
fn clauses(entry: &str) -> Vec<&str> {
    let b = entry.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    for i in 0..b.len() {
        let cut =
            b[i] == b';' || (matches!(b[i], b'.' | b':' | b',') && b.get(i + 1) == Some(&b' '));
        if cut {
            out.push(&entry[start..i]);
            start = i + 1;
        }
    }
    out.push(&entry[start..]);
    out.retain(|c| tokenize::content_terms(c).len() >= 2);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_of_several_facts_gets_a_span_for_each() {
        // fresh-user trial (session 14): the database list and the disk figures sit in two outputs
        let l = "Name | Owner\nbilling | postgres\ninventory | postgres\nreporting | postgres\n(6 rows)";
        let df = "Filesystem Size Used Avail Use% Mounted on\n/dev/nvme1n1p1 500G 212G 288G 43% /var/lib/postgresql";
        let noise = ["systemctl status postgresql@13-main: active (running) since Mon; /var/lib/postgresql/13/main",
                     "postgresql@13-main.service - PostgreSQL Cluster 13-main /var/lib/postgresql/13/main active",
                     "journal: /var/lib/postgresql/13/main checkpoint complete; postgresql 13 main"];
        let idx = index(&[l, df, noise[0], noise[1], noise[2]]);
        let entry = "Pre-checks: 6 databases (billing, inventory, reporting); /var/lib/postgresql has 288G free, 13/main uses 205G.";
        let sources: Vec<usize> = idx
            .search_entry(entry, 3)
            .iter()
            .map(|h| idx.spans()[h.span].source)
            .collect();
        assert!(sources.contains(&0) && sources.contains(&1), "{sources:?}");
        assert!(sources.len() <= 6);
        // one clause: the top k alone
        assert_eq!(
            idx.search_entry("288G free on /var/lib/postgresql", 3),
            idx.search("288G free on /var/lib/postgresql", 3)
        );
        assert_eq!(
            clauses("alpha beta; gamma delta, eps zeta. g"),
            ["alpha beta", " gamma delta", " eps zeta"]
        );
    }

    fn index(sources: &[&str]) -> EvidenceIndex {
        EvidenceIndex::build(sources, &ChunkConfig::default())
    }

    #[test]
    fn exact_identifier_beats_near_miss() {
        let a = r#"{"id": "INV-20913", "customer": "Acme Corp", "status": "paid", "amount": "$1,240.50"}"#;
        let b = r#"{"id": "INV-20931", "customer": "Acme Corp", "status": "open", "amount": "$980.00"}"#;
        let c =
            r#"{"id": "INV-20319", "customer": "Globex", "status": "open", "amount": "$12.00"}"#;
        let idx = index(&[a, b, c]);
        let hits = idx.search("Invoice INV-20931 is still unpaid", 3);
        assert_eq!(idx.spans()[hits[0].span].source, 1, "{hits:?}");
        assert!(idx.spans()[hits[0].span].text.contains("INV-20931"));
        assert!(hits[0].score > hits.get(1).map_or(0.0, |h| h.score));
    }

    #[test]
    fn path_query_finds_file_span() {
        let listing = "-rw-r--r-- 1 dev dev  2048 Feb 18 10:22 billing/invoice.py\n\
                       -rw-r--r-- 1 dev dev  1024 Feb 18 10:22 billing/currency.py\n\
                       -rw-r--r-- 1 dev dev   512 Feb 18 10:22 reports/tax_summary.py";
        let trace = "Traceback (most recent call last):\n  File \"billing/tax.py\", line 42, in compute_vat\n    rate = RATES[region]\nKeyError: 'eu-north-4'";
        let idx = index(&[listing, trace]);
        let hits = idx.search("The KeyError comes from billing/tax.py.", 3);
        assert_eq!(idx.spans()[hits[0].span].source, 1, "{hits:?}");
        // a partial mention still matches through the identifier's parts
        let hits = idx.search("the tax module", 3);
        assert!(!hits.is_empty());
    }

    #[test]
    fn hand_computed_score_through_index() {
        let idx = index(&["alpha beta", "alpha alpha gamma", "delta"]);
        let hits = idx.search("gamma", 3);
        // idf = ln(1 + 2.5/1.5) = 0.98083; tf 1, |d| 3, avgdl 2 → 0.98083 · 2.2/2.65 = 0.81428
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].span, 1);
        assert!((hits[0].score - 0.81428).abs() < 1e-4, "{}", hits[0].score);
    }

    #[test]
    fn ranking_sanity_and_ties() {
        let idx = index(&[
            "deploy to eu-north-4 failed: timeout",
            "deploy to eu-west-1 succeeded",
            "unrelated text about cats",
            "deploy to eu-west-1 succeeded",
        ]);
        let hits = idx.search("the deploy to eu-west-1 succeeded", 4);
        assert_eq!(hits.iter().map(|h| h.span).collect::<Vec<_>>(), [1, 3, 0]);
        assert_eq!(hits[0].score, hits[1].score);
        assert!(hits.iter().all(|h| h.score > 0.0));
        assert!(idx.search("", 3).is_empty());
        assert!(idx.search("deploy", 0).is_empty());
    }

    #[test]
    fn spans_carry_sources_and_offsets() {
        let sources = ["", "  one\ntwo  ", "   ", "x".repeat(1000).leak()];
        let sources: Vec<&str> = sources.to_vec();
        let idx = EvidenceIndex::build(&sources, &ChunkConfig::default());
        for s in idx.spans() {
            assert_eq!(&sources[s.source][s.byte_range.clone()], s.text);
            assert!(s.text.len() <= 400);
        }
        assert_eq!(idx.spans()[0].source, 1);
        assert_eq!(idx.spans()[0].text, "one\ntwo");
        assert_eq!(idx.spans().iter().filter(|s| s.source == 3).count(), 3);
        assert!(EvidenceIndex::build(&[], &ChunkConfig::default())
            .search("x", 3)
            .is_empty());
    }

    /// Scale check (run in release): a 100 MB source, half log lines, half one huge line.
    #[test]
    #[ignore = "a scale check over a 100 MB source, too slow for every run: cargo test --release --lib hundred_megabytes -- --ignored"]
    fn hundred_megabytes_is_linear() {
        let mut src = String::with_capacity(100 << 20);
        let mut i = 0u64;
        while src.len() < 50 << 20 {
            src.push_str(&format!(
                "2027-02-18T10:22:01Z INFO worker-{} handled INV-{:05} in {} ms\n",
                i % 17,
                i % 99_991,
                i % 977
            ));
            i += 1;
        }
        while src.len() < 100 << 20 {
            src.push_str("lorem ipsum dolor sit amet 7a29ae29 ");
        }
        let t = std::time::Instant::now();
        let idx = EvidenceIndex::build(&[&src], &ChunkConfig::default());
        let built = t.elapsed();
        let hits = idx.search("INV-04242 handled by worker-3", 3);
        eprintln!(
            "100 MB: {} spans, build {built:?}, search {:?}",
            idx.spans().len(),
            t.elapsed() - built
        );
        assert!(!hits.is_empty());
        assert!(idx.spans().iter().all(|s| s.text.len() <= 400));
    }
}
