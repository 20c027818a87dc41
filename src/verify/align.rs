//! Alignment features of an entry against its best-aligned evidence unit (the evidence line
//! that shares most of its content terms, [`crate::guard::best_line`]).
//!
//! Each is a cheap, deterministic signal for a kind of compaction fault that a small
//! cross-encoder misses; the hybrid layer ([`super::HybridLayer`]) weighs them, with weights
//! fitted on labelled dev rows, never hand-set:
//! - [`run_share`]: how much of the entry is a verbatim copy of the unit (near-verbatim copies
//!   of counts and statuses are the easiest true entries);
//! - [`quantifier_mismatch`]: "only one issue may be in progress" against "several issues may
//!   be in progress";
//! - [`status_conflict`]: "migration applied" against "migration failed, rolled back".

use crate::retrieve::tokenize::tokens;

/// Lower-cased word and number tokens of `text` (punctuation dropped).
fn words(text: &str) -> Vec<String> {
    tokens(text).iter().map(|t| t.text.to_lowercase()).collect()
}

/// Longest run of consecutive entry tokens found consecutively in `line`, as a share of the
/// entry's tokens, in `[0, 1]` (0 for an entry without tokens). The line is read up to its
/// first 4,000 tokens. Longest common substring over tokens, O(n·m) time, O(m) memory.
pub fn run_share(entry: &str, line: &str) -> f32 {
    let a = words(entry);
    if a.is_empty() {
        return 0.0;
    }
    let mut b = words(line);
    b.truncate(4000);
    let mut prev = vec![0u32; b.len() + 1];
    let mut cur = vec![0u32; b.len() + 1];
    let mut best = 0u32;
    for x in &a {
        for (j, y) in b.iter().enumerate() {
            cur[j + 1] = if x == y { prev[j] + 1 } else { 0 };
            best = best.max(cur[j + 1]);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    best as f32 / a.len() as f32
}

/// Quantifier and modality cues of a text: `only`, `all`, `every`, `each`, `any`, `several`,
/// `none`, `must`, `may`, `might`, `never`, `always`, `exactly`, `at most`, `at least`.
fn quantifiers(text: &str) -> Vec<&'static str> {
    const SINGLE: [&str; 13] = [
        "only", "all", "every", "each", "any", "several", "none", "must", "may", "might", "never",
        "always", "exactly",
    ];
    let w = words(text);
    let mut out: Vec<&'static str> = Vec::new();
    for (i, t) in w.iter().enumerate() {
        if let Some(q) = SINGLE.iter().find(|q| **q == t.as_str()) {
            out.push(q);
        }
        if t == "at" {
            match w.get(i + 1).map(String::as_str) {
                Some("most") => out.push("at most"),
                Some("least") => out.push("at least"),
                _ => {}
            }
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// Both texts carry quantifier or modality cues and the cues differ ("only one ... may" against
/// "several ... may"). An entry without cues, or a unit without them, is no conflict.
pub fn quantifier_mismatch(entry: &str, line: &str) -> bool {
    let (a, b) = (quantifiers(entry), quantifiers(line));
    !a.is_empty() && !b.is_empty() && a != b
}

/// Opposite outcome or state words: each pair is (one side, the other side).
const STATUS: &[(&[&str], &[&str])] = &[
    (
        &[
            "passed",
            "pass",
            "passes",
            "passing",
            "succeeded",
            "success",
            "successful",
            "successfully",
            "green",
        ],
        &[
            "failed", "fail", "fails", "failing", "failure", "failures", "errored", "red",
        ],
    ),
    (&["open", "opened", "reopened"], &["closed", "merged"]),
    (
        &[
            "done",
            "completed",
            "complete",
            "finished",
            "resolved",
            "fixed",
        ],
        &["pending", "todo", "unresolved", "incomplete", "unfixed"],
    ),
    (&["applied"], &["rolled", "reverted", "unapplied"]),
    (&["enabled"], &["disabled"]),
    (
        &["running", "healthy", "ready"],
        &[
            "crashloopbackoff",
            "crashing",
            "crashed",
            "stopped",
            "unhealthy",
            "notready",
        ],
    ),
    (
        &["approved", "accepted"],
        &["rejected", "declined", "denied"],
    ),
    (
        &["added", "created", "installed"],
        &["removed", "deleted", "uninstalled"],
    ),
    // a consent, a payment or a document given out, against a state that still waits for it
    // ("NXP-2025-119102 … was approved" against its row's `pending`, blind round s55B)
    (
        &["approved", "paid", "issued", "granted"],
        &["pending", "awaiting", "unpaid", "unapproved"],
    ),
];

/// The entry states an outcome or state (`passed`, `applied`, `open`, `done`, ...) whose
/// opposite the unit states while never stating it: "migration applied" against "migration
/// failed, rolled back". A unit that states both (`3 failed, 42 passed`) is no conflict.
pub fn status_conflict(entry: &str, line: &str) -> bool {
    let (a, b) = (words(entry), words(line));
    let has = |w: &[String], set: &[&str]| w.iter().any(|t| set.contains(&t.as_str()));
    STATUS.iter().any(|(x, y)| {
        (has(&a, x) && !has(&a, y) && has(&b, y) && !has(&b, x))
            || (has(&a, y) && !has(&a, x) && has(&b, x) && !has(&b, y))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn verbatim_copies_have_long_runs() {
        // shared/cases records b10: counts copied from TAP output.
        assert!(run_share("Ran npm test: 37 tests, 37 pass, 0 fail", "# tests 37\n") < 0.3);
        assert_eq!(run_share("pass 37", "# pass 37"), 1.0);
        let line = "Invoice INV-20931 for ACME Corp: amount $500, status unpaid.";
        assert!(run_share("Invoice INV-20931 for ACME Corp is unpaid", line) >= 0.5);
        assert!(run_share("The weather is nice", line) == 0.0);
        assert_eq!(run_share("", line), 0.0);
    }

    #[test]
    fn quantifier_flips_are_mismatches_and_absence_is_not() {
        // shared/cases: "Only one issue may be in progress" against "several issues may be in progress".
        assert!(quantifier_mismatch(
            "Only one issue may be in progress",
            "Several issues may be in progress at once."
        ));
        assert!(!quantifier_mismatch(
            "Only one issue may be in progress",
            "Only one issue may be in progress."
        ));
        assert!(quantifier_mismatch(
            "Keep at most 3 replicas",
            "Keep at least 3 replicas"
        ));
        assert!(!quantifier_mismatch(
            "3 replicas are running",
            "Keep at least 3 replicas"
        ));
        assert!(!quantifier_mismatch(
            "All 40 pods are Running",
            "pod-1 Running"
        ));
    }

    #[test]
    fn opposite_statuses_conflict_unless_the_unit_has_both() {
        // shared/cases records b08: "migration applied" against the failed alembic run.
        assert!(status_conflict(
            "alembic migration 0042 applied",
            "alembic upgrade head failed; rolled back to 0041"
        ));
        assert!(!status_conflict(
            "3 tests failed",
            "=== 3 failed, 42 passed in 2.1s ==="
        ));
        assert!(!status_conflict(
            "42 tests passed",
            "=== 3 failed, 42 passed in 2.1s ==="
        ));
        assert!(status_conflict(
            "All tests passed",
            "=== 3 failed in 2.1s ==="
        ));
        assert!(status_conflict(
            "PR #42 is still open",
            "PR #42 merged by alice"
        ));
        assert!(!status_conflict("PR #42 merged", "PR #42 merged by alice"));
        // blind round s55B: an application still pending, said approved
        assert!(status_conflict(
            "NXP-2025-119102 for INV-ACP-0417 was approved by Zenith on 16 September 2025.",
            "NXP-2025-119102  INV-ACP-0417  pending   Zenith  2025-09-16"
        ));
        assert!(!status_conflict(
            "NXP-2025-119102 is pending at Zenith.",
            "NXP-2025-119102  INV-ACP-0417  pending   Zenith  2025-09-16"
        ));
        assert!(!status_conflict(
            "The deploy finished",
            "deploy log: 12 lines"
        ));
    }
}
