//! The whole SJC pipeline for one record: parse → evidence → retrieve → judge
//! → guard → prune → report.
//!
//! Load a judge once, then call [`Pruner::prune`] for as many records as you
//! like; all entries of one summary go to the judge in one
//! [`Judge::score`] call (one forward pass unless the token budget splits it).
//!
//! ```no_run
//! use std::sync::Arc;
//! use sjc::judge::{CrossEncoder, JudgeOptions, resolve_model};
//! use sjc::pipeline::{Pruner, PipelineOptions};
//! use sjc::record::Record;
//! let judge = CrossEncoder::load(&resolve_model(None)?, &JudgeOptions::default())?;
//! let pruner = Pruner::new(Arc::new(judge), PipelineOptions::default());
//! let record = Record::from_json_bytes(std::fs::read("examples/quickstart.json")?, "quickstart")?;
//! let report = pruner.prune(&record);
//! print!("{}", report.pruned_summary);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use crate::evidence::{self, EvidenceOptions, Source};
use crate::guard;
use crate::judge::{Judge, JudgeError, JudgeInfo, Pair, PairError, PairResult};
use crate::parse::Summary;
use crate::prune::{self, PruneOptions};
use crate::record::Record;
use crate::report::{EntryReport, EvidenceSpan, Report, RunOptions, Timings};
use crate::retrieve::{ChunkConfig, EvidenceIndex};
use std::sync::Arc;
use std::time::Instant;

/// Separator between evidence spans in the text given to the judge (spans in
/// rank order, best first, so truncation drops the weakest).
pub const SPAN_SEPARATOR: &str = "\n";

/// Options of the pipeline.
#[derive(Debug, Clone)]
pub struct PipelineOptions {
    /// Verdict rules.
    pub prune: PruneOptions,
    /// Evidence spans per entry (default 3).
    pub top_k: usize,
    /// Which sources are evidence.
    pub evidence: EvidenceOptions,
    /// How sources are cut into spans.
    pub chunk: ChunkConfig,
}

impl Default for PipelineOptions {
    fn default() -> Self {
        PipelineOptions {
            prune: PruneOptions::default(),
            top_k: 3,
            evidence: EvidenceOptions::default(),
            chunk: ChunkConfig::default(),
        }
    }
}

/// A judge that could not be loaded: every pair fails, so every entry is kept
/// with the reason. Lets the CLI take one path whether or not the model loaded.
pub struct Unavailable {
    reason: String,
    info: JudgeInfo,
}

impl Unavailable {
    /// Wrap a load error.
    pub fn new(err: &JudgeError) -> Self {
        Unavailable {
            reason: err.to_string(),
            info: JudgeInfo {
                model_id: "(not loaded)".into(),
                architecture: String::new(),
                device: String::new(),
                max_len: 0,
                labels: vec![],
                calibration: "identity".into(),
            },
        }
    }
}

impl Judge for Unavailable {
    fn score(&self, pairs: &[Pair<'_>]) -> Result<Vec<PairResult>, JudgeError> {
        Ok(pairs.iter().map(|_| Err(PairError::Forward(format!("judge not loaded: {}", self.reason)))).collect())
    }
    fn info(&self) -> &JudgeInfo {
        &self.info
    }
}

/// Narrow evidence to its best spans for one claim, the way `sjc prune` does:
/// chunk each given span/source, BM25-rank against the claim, keep `top_k`.
/// Returns (span text, BM25 score) best first. If nothing matches lexically,
/// the first chunks are returned with score 0 so the judge still sees text.
pub fn narrow(claim: &str, evidence: &[&str], top_k: usize, chunk: &ChunkConfig) -> Vec<(String, f32)> {
    let index = EvidenceIndex::build(evidence, chunk);
    let hits = index.search(claim, top_k);
    if hits.is_empty() {
        return index.spans().iter().take(top_k).map(|s| (s.text.clone(), 0.0)).collect();
    }
    hits.into_iter().map(|h| (index.spans()[h.span].text.clone(), h.score)).collect()
}

/// The pipeline with a loaded judge.
pub struct Pruner {
    judge: Arc<dyn Judge>,
    opts: PipelineOptions,
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

impl Pruner {
    /// Build a pruner around a judge.
    pub fn new(judge: Arc<dyn Judge>, opts: PipelineOptions) -> Self {
        Pruner { judge, opts }
    }

    /// The judge in use.
    pub fn judge(&self) -> &Arc<dyn Judge> {
        &self.judge
    }

    /// The options in use.
    pub fn options(&self) -> &PipelineOptions {
        &self.opts
    }

    /// Prune one record. Never fails: judge failures keep the affected
    /// entries and are listed in [`Report::errors`] and each entry's reason.
    pub fn prune(&self, record: &Record) -> Report {
        let t0 = Instant::now();
        let summary = Summary::parse(&record.summary);
        let sources: Vec<Source> = evidence::collect(record, &self.opts.evidence);
        let t_parse = ms(t0);

        let t1 = Instant::now();
        let texts: Vec<&str> = sources.iter().map(|s| s.text.as_str()).collect();
        let index = EvidenceIndex::build(&texts, &self.opts.chunk);
        let entries = summary.entries();
        let hits: Vec<_> = entries.iter().map(|e| index.search(&e.text, self.opts.top_k)).collect();
        let evidence_texts: Vec<String> = hits
            .iter()
            .map(|hs| hs.iter().map(|h| index.spans()[h.span].text.as_str()).collect::<Vec<_>>().join(SPAN_SEPARATOR))
            .collect();
        let t_retrieve = ms(t1);

        let t2 = Instant::now();
        let pairs: Vec<Pair<'_>> = entries
            .iter()
            .zip(&evidence_texts)
            .map(|(e, ev)| Pair { claim: e.text.as_str(), evidence: ev.as_str() })
            .collect();
        let mut errors = Vec::new();
        let results: Vec<PairResult> = if pairs.is_empty() {
            vec![]
        } else {
            match self.judge.score(&pairs) {
                Ok(r) if r.len() == pairs.len() => r,
                Ok(r) => {
                    let msg = format!("judge returned {} results for {} pairs; all entries kept", r.len(), pairs.len());
                    errors.push(msg.clone());
                    pairs.iter().map(|_| Err(PairError::Forward(msg.clone()))).collect()
                }
                Err(e) => {
                    let msg = format!("judge failed: {e}; all entries kept");
                    errors.push(msg.clone());
                    pairs.iter().map(|_| Err(PairError::Forward(e.to_string()))).collect()
                }
            }
        };
        let t_judge = ms(t2);

        let findings = guard::Guard::new(sources.iter().map(|s| s.text.as_str()))
            .check_all(entries.iter().map(|e| e.text.as_str()));
        let mut decisions: Vec<_> =
            results.iter().zip(&findings).zip(&hits).map(|((r, g), h)| prune::decide(r, g, !h.is_empty(), &self.opts.prune)).collect();
        let failed: Vec<String> = results
            .iter()
            .filter_map(|r| r.as_ref().err().map(|e| e.to_string()))
            .collect();
        if !failed.is_empty() && errors.is_empty() {
            errors.push(format!("judge failed on {} of {} entries (kept): {}", failed.len(), entries.len(), failed[0]));
        }
        let tripwire = prune::apply_tripwire(&mut decisions, &self.opts.prune);
        if tripwire.fired {
            errors.push(format!(
                "tripwire: the judge would delete {:.0}% of {} entries (limit {:.0}%); summary left unchanged",
                tripwire.would_delete_fraction * 100.0,
                entries.len(),
                tripwire.limit * 100.0
            ));
        }

        let keep: Vec<bool> = decisions.iter().map(|d| d.kept).collect();
        let pruned = summary.render(&keep).unwrap_or_else(|e| {
            // Cannot happen (mask length equals entries), but never lose input.
            errors.push(format!("render failed ({e}); summary left unchanged"));
            record.summary.clone()
        });

        let entry_reports: Vec<EntryReport> = entries
            .iter()
            .enumerate()
            .zip(decisions.into_iter().zip(findings))
            .zip(&hits)
            .zip(&results)
            .map(|((((i, e), (d, g)), hs), r)| EntryReport {
                index: i,
                section: summary.section_title(e).to_string(),
                text: e.text.clone(),
                byte_range: [e.span.start, e.span.end],
                decision: d,
                guard: g,
                claim_truncated: r.as_ref().map(|s| s.claim_truncated).unwrap_or(false),
                evidence: hs
                    .iter()
                    .map(|h| {
                        let s = &index.spans()[h.span];
                        EvidenceSpan {
                            source: sources[s.source].origin.clone(),
                            byte_range: [s.byte_range.start, s.byte_range.end],
                            text: s.text.clone(),
                            bm25: h.score,
                        }
                    })
                    .collect(),
            })
            .collect();
        let counts = Report::count(&entry_reports);
        Report {
            sjc_version: env!("CARGO_PKG_VERSION"),
            judge: self.judge.info().clone(),
            options: RunOptions {
                threshold: self.opts.prune.threshold,
                top_k: self.opts.top_k,
                user_evidence: self.opts.evidence.user_turns,
                max_delete_fraction: self.opts.prune.max_delete_fraction,
            },
            counts,
            tripwire,
            timings_ms: Timings { parse: t_parse, retrieve: t_retrieve, judge: t_judge, total: ms(t0) },
            errors,
            entries: entry_reports,
            pruned_summary: pruned,
        }
    }
}
