//! Property tests that hold the batching layer in place: pair encoding never exceeds the token
//! budget and keeps the entry whole whenever it fits. (The batch plan and the calibrated
//! outputs have their property tests next to the code: `batch::plan`, `verify`.)

use std::path::Path;

use proptest::prelude::*;
use sjc::batch::{Pair, PairTokenizer};
use sjc::judge::ModelConfig;

fn tokenizer(max_len: usize) -> PairTokenizer {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/models/tiny-bert-nli");
    let cfg = ModelConfig::parse(
        &std::fs::read(dir.join("config.json")).unwrap(),
        "config.json",
    )
    .unwrap();
    PairTokenizer::new(
        &std::fs::read(dir.join("tokenizer.json")).unwrap(),
        "tokenizer.json",
        &cfg,
        max_len,
        0.5,
    )
    .unwrap()
}

const WORDS: &[&str] = &[
    "invoice",
    "INV-20931",
    "unpaid",
    "the",
    "deploy",
    "billing/tax.py",
    "$1,240.50",
    "v2.3.1",
    "3",
    "failed",
    "passed",
    "7a29ae29",
    "über",
    "東京",
    "データ",
    "🙂",
    "p99_ms=88",
    "(",
    ")",
    "don't",
];

fn text(max_words: usize) -> impl Strategy<Value = String> {
    proptest::collection::vec(proptest::sample::select(WORDS), 0..max_words)
        .prop_map(|w| w.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Every encoded pair fits `max_len` (special tokens included); the entry is cut only when
    /// it alone leaves no room for evidence, and the evidence is cut only when the two do not
    /// fit together.
    #[test]
    fn encoding_fits_and_keeps_the_entry_whole(
        claim in text(60),
        evidence in text(200),
        max_len in 8usize..96,
    ) {
        let tok = tokenizer(max_len);
        let e = tok.encode(&Pair { claim: &claim, evidence: &evidence }).unwrap();
        prop_assert!(e.ids.len() <= tok.max_len(), "{} > {}", e.ids.len(), tok.max_len());
        prop_assert_eq!(e.ids.len(), e.type_ids.len());
        let budget = tok.max_len() - tok.added_tokens();
        // Token counts of each side alone (None: longer than the whole budget).
        let claim_alone = tok.encode(&Pair { claim: &claim, evidence: "" }).unwrap();
        let la = (!claim_alone.claim_truncated).then(|| claim_alone.ids.len() - tok.added_tokens());
        let ev_alone = tok.encode(&Pair { claim: "", evidence: &evidence }).unwrap();
        let lb = (!ev_alone.evidence_truncated).then(|| ev_alone.ids.len() - tok.added_tokens());
        // What was kept, read off the segments: BERT pairs are [CLS] claim [SEP] (segment 0),
        // evidence [SEP] (segment 1).
        let claim_kept = e.type_ids.iter().filter(|&&t| t == 0).count() - 2;
        let evidence_kept = e.type_ids.iter().filter(|&&t| t == 1).count() - 1;
        match la {
            // The entry fits with room for evidence: it is never cut.
            Some(la) if la < budget => {
                prop_assert!(!e.claim_truncated, "claim of {} tokens cut with budget {}", la, budget);
                prop_assert_eq!(claim_kept, la);
            }
            Some(la) => prop_assert_eq!(e.claim_truncated, claim_kept < la),
            None => prop_assert!(e.claim_truncated),
        }
        match lb {
            Some(lb) => prop_assert_eq!(e.evidence_truncated, evidence_kept < lb),
            None => prop_assert!(e.evidence_truncated),
        }
        if let (Some(la), Some(lb)) = (la, lb) {
            if la + lb <= budget {
                prop_assert!(!e.claim_truncated && !e.evidence_truncated);
                prop_assert_eq!(e.ids.len(), la + lb + tok.added_tokens());
            }
        }
    }
}
