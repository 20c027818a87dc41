//! The whole SJC pipeline for one record: parse → evidence → retrieve → judge (logits) →
//! verify (calibrated probabilities) → guard → prune → report; and [`load_judge`], which builds
//! the judge and its verifier from one model folder.
//!
//! Load a judge once, then call [`Pruner::prune`] for as many records as you
//! like; all entries of one summary go to the judge in one
//! [`Judge::logits`] call (one forward pass unless the token budget splits it).
//!
//! ```no_run
//! use sjc::judge::resolve_model;
//! use sjc::pipeline::{load_judge, PipelineOptions, Pruner};
//! use sjc::record::Record;
//! use sjc::verify::ThresholdRule;
//!
//! fn main() -> Result<(), Box<dyn std::error::Error>> {
//!     let loaded = load_judge(&resolve_model(None)?, &Default::default())?; // load once
//!     // The rule `sjc prune` uses by default: --max-false-delete 0.05 on the model's risk.json.
//!     let rule = ThresholdRule::choose(None, None, loaded.risk.as_ref())?;
//!     let pruner = Pruner::from_loaded(loaded, PipelineOptions::default().with_threshold(rule));
//!     // Run from the repository root (the path is relative).
//!     let record = Record::from_json_bytes(std::fs::read("examples/quickstart.json")?, "quickstart")?;
//!     let report = pruner.prune(&record); // never fails: judge errors keep entries
//!     print!("{}", report.pruned_summary);
//!     Ok(())
//! }
//! ```

use crate::batch::{
    CrossEncoder, Judge, JudgeInfo, JudgeOptions, LogitsResult, Pair, PairError, PairTokenizer,
};
use crate::evidence::{self, EvidenceOptions, Source};
use crate::guard;
use crate::judge::{
    read_files, JudgeError, LabelMap, ModelConfig, ModelFiles, ModelSource, Network,
};
use crate::parse::Summary;
use crate::prune::{self, PruneOptions};
use crate::record::Record;
use crate::report::{EntryReport, EvidenceSpan, Report, RunOptions, Timings};
use crate::retrieve::{ChunkConfig, EvidenceIndex};
use crate::verify::risk::RiskCalibration;
use crate::verify::{Calibration, PairResult, ThresholdRule, Verifier};
use std::sync::Arc;
use std::time::Instant;

/// Separator between evidence spans in the text given to the judge (spans in
/// rank order, best first, so truncation drops the weakest).
pub const SPAN_SEPARATOR: &str = "\n";

/// Options of the pipeline.
#[derive(Debug, Clone)]
pub struct PipelineOptions {
    /// Verdict rules; `prune.threshold` is the threshold of `threshold_rule`
    /// ([`PipelineOptions::with_threshold`] sets both).
    pub prune: PruneOptions,
    /// How the threshold was chosen (stated in the report).
    pub threshold_rule: ThresholdRule,
    /// Evidence spans per entry (default 3).
    pub top_k: usize,
    /// Which sources are evidence.
    pub evidence: EvidenceOptions,
    /// How sources are cut into spans.
    pub chunk: ChunkConfig,
    /// Score each entry against each of its spans alone even when the verifier does not read
    /// those scores (for fitting a verifier that will; default false).
    pub span_scores: bool,
}

impl Default for PipelineOptions {
    fn default() -> Self {
        PipelineOptions {
            prune: PruneOptions::default(),
            threshold_rule: ThresholdRule::default(),
            top_k: 3,
            evidence: EvidenceOptions::default(),
            chunk: ChunkConfig::default(),
            span_scores: false,
        }
    }
}

impl PipelineOptions {
    /// Sets the deletion threshold and the rule that chose it.
    pub fn with_threshold(mut self, rule: ThresholdRule) -> Self {
        self.prune.threshold = rule.threshold();
        self.threshold_rule = rule;
        self
    }
}

/// A judge loaded from model files, with the verifier that reads its logits and, when the
/// model ships one, the calibration set of the risk-controlled threshold.
#[derive(Debug)]
pub struct LoadedJudge {
    /// Tokenizer + network + micro-batch schedule.
    pub judge: CrossEncoder,
    /// Label map + calibration of this model.
    pub verifier: Verifier,
    /// `risk.json` of the model, if any (see [`crate::verify::risk`]).
    pub risk: Option<RiskCalibration>,
}

/// Loads a judge from a [`ModelSource`] (folder, local HF cache entry, or embedded files).
///
/// Errors: [`JudgeError::MissingFile`] / [`JudgeError::NotInCache`] /
/// [`JudgeError::NoEmbeddedModel`] when files are absent, and everything
/// [`load_judge_files`] returns.
pub fn load_judge(src: &ModelSource, opts: &JudgeOptions) -> Result<LoadedJudge, JudgeError> {
    load_judge_files(&read_files(src)?, opts)
}

/// Builds a judge from already-read [`ModelFiles`]: `config.json` (HF), `tokenizer.json`
/// (HF), `model.safetensors` (f32, f16 or bf16 on disk; always computed in f32), the optional
/// `calibration.json` (absent = identity) and `risk.json`.
///
/// Errors: [`JudgeError::InvalidOptions`], [`JudgeError::Device`], [`JudgeError::Config`],
/// [`JudgeError::UnsupportedArchitecture`], [`JudgeError::MissingTensor`],
/// [`JudgeError::Weights`], [`JudgeError::Labels`], [`JudgeError::Calibration`] (also for a
/// malformed `risk.json`), [`JudgeError::Tokenizer`].
pub fn load_judge_files(
    files: &ModelFiles,
    opts: &JudgeOptions,
) -> Result<LoadedJudge, JudgeError> {
    opts.validate()?;
    let device = opts.device.resolve()?;
    let cfg = ModelConfig::parse(&files.config, &files.config_name)?;
    let network = Network::load_with(
        &cfg,
        &files.weights,
        &files.weights_name,
        &device,
        opts.precision,
    )?;
    let labels = LabelMap::from_config(
        &cfg,
        crate::judge::Backend::num_labels(&network),
        &files.config_name,
    )?;
    let calibration = match &files.calibration {
        Some(bytes) => Calibration::from_json(bytes, &files.calibration_name)?,
        None => Calibration::Identity,
    };
    let verifier = Verifier::new(labels, calibration, &files.calibration_name)?;
    let risk = match &files.risk {
        Some(bytes) => Some(RiskCalibration::from_json(bytes, &files.risk_name)?),
        None => None,
    };
    let tokenizer = PairTokenizer::new(
        &files.tokenizer,
        &files.tokenizer_name,
        &cfg,
        opts.max_len,
        opts.claim_share,
    )?;
    let info = JudgeInfo {
        model_id: files.id.clone(),
        architecture: cfg.architecture.as_str().to_string(),
        device: crate::judge::Backend::device(&network),
        precision: crate::judge::Backend::precision(&network),
        max_len: tokenizer.max_len(),
        labels: verifier.labels().names().to_vec(),
        calibration: verifier.describe(),
    };
    tracing::info!(model = %info.model_id, arch = %info.architecture, device = %info.device,
        max_len = info.max_len, "judge loaded");
    let judge = CrossEncoder::new(tokenizer, Box::new(network), opts, info)?;
    Ok(LoadedJudge {
        judge,
        verifier,
        risk,
    })
}

/// Narrow evidence to its best spans for one claim, the way `sjc prune` does:
/// chunk each given span/source, BM25-rank against the claim, keep `top_k`.
/// Returns (span text, BM25 score) best first. If nothing matches lexically,
/// the first chunks are returned with score 0 so the judge still sees text.
pub fn narrow(
    claim: &str,
    evidence: &[&str],
    top_k: usize,
    chunk: &ChunkConfig,
) -> Vec<(String, f32)> {
    let index = EvidenceIndex::build(evidence, chunk);
    let hits = index.search(claim, top_k);
    if hits.is_empty() {
        return index
            .spans()
            .iter()
            .take(top_k)
            .map(|s| (s.text.clone(), 0.0))
            .collect();
    }
    hits.into_iter()
        .map(|h| (index.spans()[h.span].text.clone(), h.score))
        .collect()
}

/// One entry and its evidence spans, best first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryEvidence<'a> {
    /// The entry's text.
    pub claim: &'a str,
    /// Its evidence spans, best first (may be empty).
    pub spans: Vec<&'a str>,
}

/// The pipeline with a loaded judge and its verifier.
pub struct Pruner {
    judge: Arc<dyn Judge>,
    verifier: Verifier,
    opts: PipelineOptions,
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

impl Pruner {
    /// Builds a pruner around a judge (raw logits) and the verifier that reads them.
    pub fn new(judge: Arc<dyn Judge>, verifier: Verifier, opts: PipelineOptions) -> Self {
        Pruner {
            judge,
            verifier,
            opts,
        }
    }

    /// Builds a pruner from a [`load_judge`] result.
    pub fn from_loaded(loaded: LoadedJudge, opts: PipelineOptions) -> Self {
        Self::new(Arc::new(loaded.judge), loaded.verifier, opts)
    }

    /// The judge in use.
    pub fn judge(&self) -> &Arc<dyn Judge> {
        &self.judge
    }

    /// The verifier in use.
    pub fn verifier(&self) -> &Verifier {
        &self.verifier
    }

    /// The judge's description as the report gives it: the judge's own, with the verifier's
    /// label rule and calibration (unless no model is loaded).
    pub fn info(&self) -> JudgeInfo {
        let mut info = self.judge.info().clone();
        if !info.labels.is_empty() {
            info.calibration = self.verifier.describe();
        }
        info
    }

    /// The judge's raw logits for `pairs`. Never fails as a whole: a judge failure becomes a
    /// per-pair error (so every entry is kept) and, in the returned messages, one line that
    /// says why. Output `i` belongs to `pairs[i]`.
    pub fn logits(&self, pairs: &[Pair<'_>]) -> (Vec<LogitsResult>, Vec<String>) {
        let mut errors = Vec::new();
        if pairs.is_empty() {
            return (vec![], errors);
        }
        let raw = match self.judge.logits(pairs) {
            Ok(raw) if raw.len() == pairs.len() => raw,
            Ok(r) => {
                let msg = format!(
                    "judge returned {} results for {} pairs; all entries kept",
                    r.len(),
                    pairs.len()
                );
                errors.push(msg.clone());
                pairs
                    .iter()
                    .map(|_| Err(PairError::Forward(msg.clone())))
                    .collect()
            }
            Err(JudgeError::NotLoaded { reason, .. }) => {
                errors.push(format!(
                    "judge not loaded, all {} entries kept: {reason}",
                    pairs.len()
                ));
                pairs.iter().map(|_| Err(PairError::NotLoaded)).collect()
            }
            Err(e) => {
                errors.push(format!("judge failed: {e}; all entries kept"));
                pairs
                    .iter()
                    .map(|_| Err(PairError::Forward(e.to_string())))
                    .collect()
            }
        };
        (raw, errors)
    }

    /// Scores single pairs: the judge's logits read by the verifier (see [`Pruner::logits`]
    /// for failures).
    pub fn score(&self, pairs: &[Pair<'_>]) -> (Vec<PairResult>, Vec<String>) {
        let (raw, errors) = self.logits(pairs);
        (self.verifier.score_all(pairs, raw), errors)
    }

    /// Scores entries against their evidence spans: each entry against its spans joined with
    /// [`SPAN_SEPARATOR`] (best first) and, when the verifier reads them
    /// ([`Verifier::wants_span_scores`]) and there are two or more spans, against each span
    /// alone — all in one judge call. Output `i` belongs to `items[i]`.
    pub fn score_entries(&self, items: &[EntryEvidence<'_>]) -> (Vec<PairResult>, Vec<String>) {
        let joined: Vec<String> = items
            .iter()
            .map(|it| it.spans.join(SPAN_SEPARATOR))
            .collect();
        let mut pairs: Vec<Pair<'_>> = items
            .iter()
            .zip(&joined)
            .map(|(it, ev)| Pair {
                claim: it.claim,
                evidence: ev.as_str(),
            })
            .collect();
        let n = pairs.len();
        let mut owner = Vec::new();
        if self.opts.span_scores || self.verifier.wants_span_scores() {
            for (i, it) in items
                .iter()
                .enumerate()
                .filter(|(_, it)| it.spans.len() >= 2)
            {
                for span in &it.spans {
                    pairs.push(Pair {
                        claim: it.claim,
                        evidence: span,
                    });
                    owner.push(i);
                }
            }
        }
        let (raw, errors) = self.logits(&pairs);
        let mut raw = raw.into_iter();
        let joined_raw: Vec<LogitsResult> = raw.by_ref().take(n).collect();
        let mut per_span: Vec<Vec<LogitsResult>> = vec![Vec::new(); n];
        for (&i, r) in owner.iter().zip(raw) {
            per_span[i].push(r);
        }
        let results = joined_raw
            .into_iter()
            .zip(per_span)
            .enumerate()
            .map(|(i, (r, spans))| self.verifier.score_entry(&pairs[i], r, &spans))
            .collect();
        (results, errors)
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
        let hits: Vec<_> = entries
            .iter()
            .map(|e| index.search(&e.text, self.opts.top_k))
            .collect();
        let items: Vec<EntryEvidence<'_>> = entries
            .iter()
            .zip(&hits)
            .map(|(e, hs)| EntryEvidence {
                claim: e.text.as_str(),
                spans: hs
                    .iter()
                    .map(|h| index.spans()[h.span].text.as_str())
                    .collect(),
            })
            .collect();
        let t_retrieve = ms(t1);

        let t2 = Instant::now();
        let (results, mut errors) = self.score_entries(&items);
        let t_judge = ms(t2);

        let findings = guard::Guard::new(sources.iter().map(|s| s.text.as_str()))
            .check_all(entries.iter().map(|e| e.text.as_str()));
        let mut decisions: Vec<_> = results
            .iter()
            .zip(&findings)
            .zip(&hits)
            .map(|((r, g), h)| prune::decide(r, g, !h.is_empty(), &self.opts.prune))
            .collect();
        let failed: Vec<String> = results
            .iter()
            .filter_map(|r| r.as_ref().err().map(|e| e.to_string()))
            .collect();
        if !failed.is_empty() && errors.is_empty() {
            errors.push(format!(
                "judge failed on {} of {} entries (kept): {}",
                failed.len(),
                entries.len(),
                failed[0]
            ));
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
            judge: self.info(),
            options: RunOptions {
                threshold: self.opts.prune.threshold,
                threshold_rule: self.opts.threshold_rule.clone(),
                top_k: self.opts.top_k,
                user_evidence: self.opts.evidence.user_turns,
                max_delete_fraction: self.opts.prune.max_delete_fraction,
            },
            counts,
            tripwire,
            timings_ms: Timings {
                parse: t_parse,
                retrieve: t_retrieve,
                judge: t_judge,
                total: ms(t0),
            },
            errors,
            entries: entry_reports,
            pruned_summary: pruned,
        }
    }
}
