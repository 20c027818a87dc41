//! The report of one `sjc prune` run: the pruned summary and, for every
//! entry, why it was kept or deleted.
//!
//! JSON shape (`--report r.json` or `--format json`), stable field names:
//! ```text
//! { "sjc_version", "judge": {model_id, architecture, device, max_len, labels, calibration},
//!   "options": {threshold, threshold_rule: {rule, threshold, ...}, top_k, user_evidence,
//!               max_delete_fraction, section_policy?: {protect?, thresholds?},
//!               drop_analysis?},
//!   "counts": {entries, kept, deleted, supported, uncertain, unsupported, contradicted, kept_on_error, kept_against_verdict},
//!   "tripwire": {fired, would_delete_fraction, limit},
//!   "timings_ms": {parse, retrieve, judge, total},
//!   "errors": [string], "warnings"?: [string],
//!   "analysis"?: {byte_range, dropped},
//!   "entries": [{index, section, text, byte_range: [start, end], verdict, kept,
//!                p_support, p_support_model, p_contradiction, reason, guard,
//!                claim_truncated, evidence: [{source, byte_range, text, bm25}],
//!                section_policy?: {protected_by?, threshold?, threshold_from?}}],
//!   "pruned_summary": string }
//! ```
//! Byte ranges are UTF-8 byte offsets: an entry's into the input summary, a
//! span's into its source's text.

use crate::batch::JudgeInfo;
use crate::evidence::SourceRef;
use crate::guard::GuardFinding;
use crate::prune::{AppliedPolicy, Decision, SectionPolicy, Tripwire, Verdict};
use serde::Serialize;

/// Options of the run that shaped the verdicts.
#[derive(Debug, Clone, Serialize)]
pub struct RunOptions {
    /// Deletion threshold on calibrated P(support).
    pub threshold: f32,
    /// How the threshold was chosen: `{"rule": "fixed", "threshold", "source"}` or
    /// `{"rule": "max_false_delete", "threshold", "alpha", "calibration_set", "n_calibration",
    /// "allowed_deletions", "cap"}`.
    pub threshold_rule: crate::verify::ThresholdRule,
    /// Evidence spans per entry.
    pub top_k: usize,
    /// Whether user turns were evidence.
    pub user_evidence: bool,
    /// Tripwire limit.
    pub max_delete_fraction: f32,
    /// Per-section rules (absent when there are none).
    #[serde(skip_serializing_if = "SectionPolicy::is_empty")]
    pub section_policy: SectionPolicy,
    /// Whether Claude Code's `<analysis>` block was asked to be removed (absent when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub drop_analysis: bool,
}

/// Claude Code's `<analysis>` block: the model's reasoning, never judged.
#[derive(Debug, Clone, Serialize)]
pub struct AnalysisBlock {
    /// Byte range in the input summary (tags and the whitespace after `</analysis>`).
    pub byte_range: [usize; 2],
    /// True when it was removed from the pruned summary (`--drop-analysis`); otherwise it is
    /// kept byte for byte.
    pub dropped: bool,
}

/// Counts over the entries.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Counts {
    /// All entries.
    pub entries: usize,
    /// Entries kept.
    pub kept: usize,
    /// Entries deleted.
    pub deleted: usize,
    /// Verdict `supported`.
    pub supported: usize,
    /// Verdict `uncertain` (kept below 0.5).
    pub uncertain: usize,
    /// Verdict `unsupported`.
    pub unsupported: usize,
    /// Verdict `contradicted`.
    pub contradicted: usize,
    /// Verdict `kept_on_error`.
    pub kept_on_error: usize,
    /// Entries kept although their verdict is `unsupported` or `contradicted`: a protected
    /// section, a restraint held back, or the tripwire (each says so in its reason).
    pub kept_against_verdict: usize,
}

/// Wall-clock time per step, in milliseconds.
#[derive(Debug, Clone, Default, Serialize)]
pub struct Timings {
    /// Parsing the summary and collecting evidence.
    pub parse: f64,
    /// Chunking and BM25 retrieval.
    pub retrieve: f64,
    /// Judge forward passes and calibration (for a record pruned with others in one judge
    /// call, `Pruner::prune_many` / `sjc batch`, its share of that call by pair count).
    pub judge: f64,
    /// The whole run: the steps above plus deciding and rendering.
    pub total: f64,
}

/// One evidence span shown to the judge.
#[derive(Debug, Clone, Serialize)]
pub struct EvidenceSpan {
    /// Where it came from.
    pub source: SourceRef,
    /// Byte range in the source's text.
    pub byte_range: [usize; 2],
    /// The span text.
    pub text: String,
    /// BM25 score of the span for this entry.
    pub bm25: f32,
}

/// Everything known about one entry.
#[derive(Debug, Clone, Serialize)]
pub struct EntryReport {
    /// Position among the summary's entries.
    pub index: usize,
    /// Title of the section it belongs to ('' before any heading).
    pub section: String,
    /// The text the judge saw.
    pub text: String,
    /// The entry's bytes in the input summary, its marker and line break included: what was
    /// removed if it was deleted, what stays if it was kept. Its span, but for a deleted last
    /// sentence of a line after a kept one, which takes the spaces before it from the kept one
    /// ([`crate::parse::Summary::cuts`]).
    pub byte_range: [usize; 2],
    /// Verdict, probabilities, reason.
    #[serde(flatten)]
    pub decision: Decision,
    /// Guard finding (anchors and mismatches).
    pub guard: GuardFinding,
    /// The entry alone exceeded its share of the judge's token budget and was cut.
    pub claim_truncated: bool,
    /// Evidence spans, best first.
    pub evidence: Vec<EvidenceSpan>,
    /// The section rules that applied to this entry (absent when none did): the threshold
    /// in force for its section, or the protect rule that kept it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub section_policy: Option<AppliedPolicy>,
}

/// The report of one run.
#[derive(Debug, Clone, Serialize)]
pub struct Report {
    /// Version of sjc.
    pub sjc_version: &'static str,
    /// The judge.
    pub judge: JudgeInfo,
    /// Options in force.
    pub options: RunOptions,
    /// Counts.
    pub counts: Counts,
    /// Tripwire outcome.
    pub tripwire: Tripwire,
    /// Timings.
    pub timings_ms: Timings,
    /// Run-level problems (judge load failure, tripwire): entries were kept.
    pub errors: Vec<String>,
    /// Run-level notes that changed nothing, such as a section rule that matches no section
    /// of this summary (absent when empty).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub warnings: Vec<String>,
    /// Claude Code's `<analysis>` block, when the summary has one (absent otherwise).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub analysis: Option<AnalysisBlock>,
    /// Per entry.
    pub entries: Vec<EntryReport>,
    /// The pruned summary.
    pub pruned_summary: String,
    /// What was read from the transcript file (`sjc prune --transcript`): format, messages by
    /// role, skipped blocks by kind. Absent for a record or the shell form.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub transcript: Option<crate::transcript::TranscriptInfo>,
}

impl Report {
    /// Recount [`Counts`] from the entries.
    pub fn count(entries: &[EntryReport]) -> Counts {
        let mut c = Counts {
            entries: entries.len(),
            ..Default::default()
        };
        for e in entries {
            if e.decision.kept {
                c.kept += 1;
                if matches!(
                    e.decision.verdict,
                    Verdict::Unsupported | Verdict::Contradicted
                ) {
                    c.kept_against_verdict += 1;
                }
            } else {
                c.deleted += 1;
            }
            match e.decision.verdict {
                Verdict::Supported => c.supported += 1,
                Verdict::Uncertain => c.uncertain += 1,
                Verdict::Unsupported => c.unsupported += 1,
                Verdict::Contradicted => c.contradicted += 1,
                Verdict::KeptOnError => c.kept_on_error += 1,
            }
        }
        c
    }

    /// True if any entry was kept because the judge failed.
    pub fn had_judge_errors(&self) -> bool {
        self.counts.kept_on_error > 0
    }

    /// A short human summary for stderr, one line.
    pub fn one_line(&self) -> String {
        let c = &self.counts;
        format!(
            "sjc: {} entries: kept {}, deleted {}; verdicts: {} supported, {} uncertain (kept), {} unsupported, {} contradicted, {} kept on judge error{}",
            c.entries,
            c.kept,
            c.deleted,
            c.supported,
            c.uncertain,
            c.unsupported,
            c.contradicted,
            c.kept_on_error,
            if self.tripwire.fired {
                "; TRIPWIRE fired, nothing deleted".to_string()
            } else if c.kept_against_verdict > 0 {
                format!(
                    "; {} unsupported or contradicted kept (a protected section or a restraint; see its reason)",
                    c.kept_against_verdict
                )
            } else {
                String::new()
            }
        )
    }
}
