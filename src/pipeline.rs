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
use crate::cache::{Key, ScoreCache};
use crate::evidence::{self, EvidenceOptions, Source};
use crate::guard;
use crate::judge::{
    read_files, JudgeError, LabelMap, ModelConfig, ModelFiles, ModelSource, Network,
};
use crate::parse::Summary;
use crate::prune::{self, AppliedPolicy, PruneOptions, SectionPolicy};
use crate::record::Record;
use crate::report::{AnalysisBlock, EntryReport, EvidenceSpan, Report, RunOptions, Timings};
use crate::retrieve::{ChunkConfig, EvidenceIndex, Hit};
use crate::verify::risk::RiskCalibration;
use crate::verify::{
    section::Mark, Actions, Calibration, EntryContext, History, Instructions, PairResult,
    ThresholdRule, Verifier,
};
use rayon::prelude::*;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
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
    /// Per-section rules: protected sections and section thresholds (default: none).
    pub sections: SectionPolicy,
    /// Remove Claude Code's `<analysis>` block from the pruned summary (default false: it
    /// is kept as is; it is never judged either way).
    pub drop_analysis: bool,
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
            sections: SectionPolicy::default(),
            drop_analysis: false,
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
    /// Identity of the model files and scoring options, for score-cache keys
    /// ([`crate::cache::fingerprint`]).
    pub fingerprint: String,
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
        fingerprint: crate::cache::fingerprint(files, opts),
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
#[derive(Debug, Clone, PartialEq)]
pub struct EntryEvidence<'a> {
    /// The entry's text.
    pub claim: &'a str,
    /// Its evidence spans, best first (may be empty).
    pub spans: Vec<&'a str>,
    /// What the verifier knows of the entry beyond the pair: its section and mark, the
    /// record's user turns and tool calls ([`EntryContext::default`] for a bare pair).
    pub context: EntryContext<'a>,
}

/// The pipeline with a loaded judge and its verifier.
pub struct Pruner {
    judge: Arc<dyn Judge>,
    verifier: Verifier,
    opts: PipelineOptions,
    fingerprint: Option<String>,
    cache: Option<Mutex<ScoreCache>>,
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

/// Why a whole judge call failed (each of its pairs then fails alike).
#[derive(Debug, Clone)]
enum CallFailure {
    /// The judge broke its contract: `got` results for `asked` pairs.
    Count { got: usize, asked: usize },
    /// The judge never loaded.
    NotLoaded { reason: String },
    /// Any other failure of the call as a whole.
    Failed(String),
}

impl CallFailure {
    /// The message for a caller that sent `pairs` pairs of the call.
    fn message(&self, pairs: usize) -> String {
        match self {
            CallFailure::Count { got, asked } => {
                format!("judge returned {got} results for {asked} pairs; all entries kept")
            }
            CallFailure::NotLoaded { reason } => {
                format!("judge not loaded, all {pairs} entries kept: {reason}")
            }
            CallFailure::Failed(e) => format!("judge failed: {e}; all entries kept"),
        }
    }
}

/// Pair counts of judge calls ([`Pruner::prune_prepared`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct CallStats {
    /// Pairs asked for, identical pairs and cached pairs included.
    pub pairs: usize,
    /// Distinct (claim, evidence) pairs among them.
    pub unique: usize,
    /// Distinct pairs answered from the score cache.
    pub cached: usize,
    /// Distinct pairs sent to the judge.
    pub judged: usize,
}

impl CallStats {
    /// Adds another call's counts.
    pub fn add(&mut self, o: &CallStats) {
        self.pairs += o.pairs;
        self.unique += o.unique;
        self.cached += o.cached;
        self.judged += o.judged;
    }
}

/// Adds to the reason of each entry capped for flipping an instruction ([`prune::flip_capped`])
/// the user turn that flips it, when one does ([`Instructions::flipping_turn`]): its message
/// index in the record, as the report's evidence spans give it, and the sentence that states
/// the prohibition, cut to 200 characters ("…; the user's turn (message 14) says: \"Do not
/// overwrite analysis/summary_v1.md\""), so that a reader finds what the entry went against.
/// An entry flipped only by its own evidence (`prohibition_flip`) keeps its reason as it is.
fn name_flipping_turns(
    decisions: &mut [prune::Decision],
    summary: &Summary,
    entries: &[crate::parse::Entry],
    instructions: &Instructions,
    sources: &[Source],
) {
    let turns: Vec<Option<usize>> = sources
        .iter()
        .filter(|s| s.origin.kind == evidence::SourceKind::UserTurn)
        .map(|s| s.origin.message_index)
        .collect();
    for (d, e) in decisions.iter_mut().zip(entries) {
        let Some(reason) = d
            .reason
            .as_mut()
            .filter(|r| r.starts_with(prune::FLIP_REASON))
        else {
            continue;
        };
        let Some((i, said)) = instructions.flipping_turn(&e.text, summary.section_title(e)) else {
            continue;
        };
        let quote: String = if said.chars().count() > 200 {
            said.chars().take(199).chain(['…']).collect()
        } else {
            said.to_string()
        };
        let at = turns
            .get(i)
            .copied()
            .flatten()
            .map(|m| format!(" (message {m})"))
            .unwrap_or_default();
        reason.push_str(&format!("; the user's turn{at} says: \"{quote}\""));
    }
}

/// One record made ready for the judge: its summary parsed, its evidence collected and
/// indexed, its user turns and tool calls read for the verifier, and each entry's BM25 hits
/// ([`Pruner::prepare`]). Owns all of it, so the record itself may be dropped before judging.
pub struct Prepared {
    summary: Summary,
    sources: Vec<Source>,
    index: EvidenceIndex,
    instructions: Instructions,
    actions: Actions,
    history: History,
    hits: Vec<Vec<Hit>>,
    /// The guard's finding for each entry, against the whole record's evidence.
    findings: Vec<guard::GuardFinding>,
    /// Set when reading the record's instructions, actions, history or guard values failed
    /// (a caught panic): every entry is then kept as on a judge failure.
    failure: Option<String>,
    t_parse: f64,
    t_retrieve: f64,
}

impl Prepared {
    /// Number of entries of the summary.
    pub fn entries(&self) -> usize {
        self.summary.entries().len()
    }

    fn items(&self) -> Vec<EntryEvidence<'_>> {
        self.summary
            .entries()
            .iter()
            .zip(&self.hits)
            .enumerate()
            .map(|(i, (e, hs))| EntryEvidence {
                claim: e.text.as_str(),
                spans: self.index.hit_texts(hs),
                context: EntryContext {
                    record: true,
                    section: self.summary.section_title(e),
                    mark: Mark::of(self.summary.marker(e), &e.text),
                    instructions: &self.instructions,
                    actions: &self.actions,
                    history: &self.history,
                    coverage: Some(self.index.coverage(&e.text)),
                    unseen: self.findings[i].failed(),
                },
            })
            .collect()
    }
}

/// The pairs of [`Pruner::score_entries`] for some entries: each entry against its joined
/// spans (`pairs[..n]`), then against each span alone (owner `owner[j]` for `pairs[n + j]`).
struct EntryPairs<'a> {
    pairs: Vec<Pair<'a>>,
    n: usize,
    owner: Vec<usize>,
}

impl Pruner {
    /// Builds a pruner around a judge (raw logits) and the verifier that reads them.
    pub fn new(judge: Arc<dyn Judge>, verifier: Verifier, opts: PipelineOptions) -> Self {
        Pruner {
            judge,
            verifier,
            opts,
            fingerprint: None,
            cache: None,
        }
    }

    /// Builds a pruner from a [`load_judge`] result.
    pub fn from_loaded(loaded: LoadedJudge, opts: PipelineOptions) -> Self {
        let mut p = Self::new(Arc::new(loaded.judge), loaded.verifier, opts);
        p.fingerprint = Some(loaded.fingerprint);
        p
    }

    /// The judge's identity for score-cache keys ([`crate::cache::fingerprint`]); `None` for a
    /// judge not loaded from model files (a stand-in or a test judge).
    pub fn fingerprint(&self) -> Option<&str> {
        self.fingerprint.as_deref()
    }

    /// Uses `cache` for the judge's logits from now on: a pair whose key is in it is not sent
    /// to the judge, and every pair the judge scores with finite logits is added. Results are
    /// those of the judge on the same text (the cache stores its raw logits; the verifier,
    /// guard and threshold run afresh).
    pub fn with_cache(mut self, cache: ScoreCache) -> Self {
        self.cache = Some(Mutex::new(cache));
        self
    }

    /// The score cache, if any (for saving it or reading its [`crate::cache::CacheStats`]).
    pub fn cache(&self) -> Option<std::sync::MutexGuard<'_, ScoreCache>> {
        self.cache
            .as_ref()
            .map(|m| m.lock().unwrap_or_else(|p| p.into_inner()))
    }

    /// The judge in use.
    pub fn judge(&self) -> &Arc<dyn Judge> {
        &self.judge
    }

    /// The verifier in use.
    pub fn verifier(&self) -> &Verifier {
        &self.verifier
    }

    /// Replaces the verifier's calibration (the judge is untouched): `sjc calibrate` scores
    /// pairs under none and records under [`crate::verify::HybridLayer::probe`].
    /// Errors: [`JudgeError::Calibration`] for invalid parameters.
    pub fn set_calibration(&mut self, calibration: Calibration) -> Result<(), JudgeError> {
        self.verifier.set_calibration(calibration)
    }

    /// The options in use.
    pub fn options(&self) -> &PipelineOptions {
        &self.opts
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
    ///
    /// Every pair is sent to the judge, repeats included (so that `sjc bench` times what it
    /// asks for), except pairs found in the score cache ([`Pruner::with_cache`]). The entry
    /// paths ([`Pruner::score_entries`], [`Pruner::prune`], [`Pruner::prune_many`]) also send
    /// identical pairs once.
    pub fn logits(&self, pairs: &[Pair<'_>]) -> (Vec<LogitsResult>, Vec<String>) {
        let (raw, failure, _) = self.judge_call(pairs, false);
        (
            raw,
            failure
                .map(|f| f.message(pairs.len()))
                .into_iter()
                .collect(),
        )
    }

    /// [`Pruner::logits`], with the call's failure kept apart so that a batched call can word
    /// it for each record.
    fn judge_call(
        &self,
        pairs: &[Pair<'_>],
        dedupe: bool,
    ) -> (Vec<LogitsResult>, Option<CallFailure>, CallStats) {
        if pairs.is_empty() {
            return (vec![], None, CallStats::default());
        }
        // Identical pairs once (when asked).
        let (uniq, slot): (Vec<Pair<'_>>, Vec<usize>) = if dedupe {
            let mut first: HashMap<(&str, &str), usize> = HashMap::with_capacity(pairs.len());
            let mut uniq: Vec<Pair<'_>> = Vec::with_capacity(pairs.len());
            let slot = pairs
                .iter()
                .map(|p| {
                    *first.entry((p.claim, p.evidence)).or_insert_with(|| {
                        uniq.push(*p);
                        uniq.len() - 1
                    })
                })
                .collect();
            (uniq, slot)
        } else {
            (pairs.to_vec(), (0..pairs.len()).collect())
        };
        // Cached pairs not at all.
        let mut out: Vec<Option<LogitsResult>> = vec![None; uniq.len()];
        let keys: Option<Vec<Key>> = self.cache().map(|mut c| {
            let keys: Vec<Key> = uniq.iter().map(|p| c.key(p)).collect();
            for (o, k) in out.iter_mut().zip(&keys) {
                *o = c.get(k).map(Ok);
            }
            keys
        });
        let todo: Vec<usize> = (0..uniq.len()).filter(|&j| out[j].is_none()).collect();
        let todo_pairs: Vec<Pair<'_>> = todo.iter().map(|&j| uniq[j]).collect();
        let stats = CallStats {
            pairs: pairs.len(),
            unique: uniq.len(),
            cached: uniq.len() - todo.len(),
            judged: todo.len(),
        };
        let mut failure = None;
        if !todo_pairs.is_empty() {
            let raw: Vec<LogitsResult> = match self.judge.logits(&todo_pairs) {
                Ok(raw) if raw.len() == todo_pairs.len() => raw,
                Ok(r) => {
                    let f = CallFailure::Count {
                        got: r.len(),
                        asked: todo_pairs.len(),
                    };
                    let msg = f.message(todo_pairs.len());
                    failure = Some(f);
                    todo_pairs
                        .iter()
                        .map(|_| Err(PairError::Forward(msg.clone())))
                        .collect()
                }
                Err(JudgeError::NotLoaded { reason, .. }) => {
                    failure = Some(CallFailure::NotLoaded { reason });
                    todo_pairs
                        .iter()
                        .map(|_| Err(PairError::NotLoaded))
                        .collect()
                }
                Err(e) => {
                    failure = Some(CallFailure::Failed(e.to_string()));
                    todo_pairs
                        .iter()
                        .map(|_| Err(PairError::Forward(e.to_string())))
                        .collect()
                }
            };
            let mut cache = self.cache();
            for (&j, r) in todo.iter().zip(raw) {
                if let (Some(c), Some(keys), Ok(l)) = (cache.as_mut(), keys.as_ref(), &r) {
                    c.put(keys[j], l);
                }
                out[j] = Some(r);
            }
        }
        let out: Vec<LogitsResult> = out
            .into_iter()
            .map(|r| r.unwrap_or_else(|| Err(PairError::Forward("pair was not scored".into()))))
            .collect();
        (
            slot.iter().map(|&j| out[j].clone()).collect(),
            failure,
            stats,
        )
    }

    /// Scores single pairs: the judge's logits read by the verifier (see [`Pruner::logits`]
    /// for failures).
    pub fn score(&self, pairs: &[Pair<'_>]) -> (Vec<PairResult>, Vec<String>) {
        let (raw, errors) = self.logits(pairs);
        (self.verifier.score_all(pairs, raw), errors)
    }

    fn entry_pairs<'a>(&self, items: &[EntryEvidence<'a>], joined: &'a [String]) -> EntryPairs<'a> {
        let mut pairs: Vec<Pair<'a>> = items
            .iter()
            .zip(joined)
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
        EntryPairs { pairs, n, owner }
    }

    fn read_entry_logits(
        &self,
        items: &[EntryEvidence<'_>],
        ep: &EntryPairs<'_>,
        raw: Vec<LogitsResult>,
    ) -> Vec<PairResult> {
        let mut raw = raw.into_iter();
        let joined_raw: Vec<LogitsResult> = raw.by_ref().take(ep.n).collect();
        let mut per_span: Vec<Vec<LogitsResult>> = vec![Vec::new(); ep.n];
        for (&i, r) in ep.owner.iter().zip(raw) {
            per_span[i].push(r);
        }
        // The verifier's features are independent per entry: computed in parallel (rayon), in
        // input order.
        joined_raw
            .into_par_iter()
            .zip(per_span)
            .enumerate()
            .map(|(i, (r, spans))| {
                // an internal error on one entry keeps that entry and says why
                std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    self.verifier
                        .score_entry(&ep.pairs[i], r, &spans, &items[i].context)
                }))
                .unwrap_or_else(|p| {
                    Err(PairError::Internal(crate::batch::panic_message(p.as_ref())))
                })
            })
            .collect()
    }

    /// Scores entries against their evidence spans: each entry against its spans joined with
    /// [`SPAN_SEPARATOR`] (best first) and, when the verifier reads them
    /// ([`Verifier::wants_span_scores`]) and there are two or more spans, against each span
    /// alone — all in one judge call, identical pairs once. Output `i` belongs to `items[i]`.
    pub fn score_entries(&self, items: &[EntryEvidence<'_>]) -> (Vec<PairResult>, Vec<String>) {
        let joined: Vec<String> = items
            .iter()
            .map(|it| it.spans.join(SPAN_SEPARATOR))
            .collect();
        let ep = self.entry_pairs(items, &joined);
        let (raw, failure, _) = self.judge_call(&ep.pairs, true);
        let errors = failure
            .map(|f| f.message(ep.pairs.len()))
            .into_iter()
            .collect();
        (self.read_entry_logits(items, &ep, raw), errors)
    }

    /// The judge-free first half of [`Pruner::prune`]: parse the summary, collect and index
    /// the evidence, retrieve each entry's spans. Thread-safe; [`Pruner::prune_many`] runs it
    /// on many records in parallel.
    pub fn prepare(&self, record: &Record) -> Prepared {
        let t0 = Instant::now();
        let summary = Summary::parse(&record.summary);
        let sources: Vec<Source> = evidence::collect(record, &self.opts.evidence);
        // What the verifier reads of the record besides the spans. A failure here is an
        // internal error: it is caught, and the record's entries are kept, never deleted.
        let read = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let of = |kind: evidence::SourceKind| {
                sources
                    .iter()
                    .filter(move |s| s.origin.kind == kind)
                    .map(|s| s.text.as_str())
            };
            // the previous summary's entries that are not open work: what was so before
            // any of the turns
            let prior_text = record.prior_summary().unwrap_or_default();
            let prior = Summary::parse(&prior_text);
            let facts = prior.entries().iter().filter(|e| {
                !crate::verify::section::is_open_work(
                    prior.section_title(e),
                    Mark::of(prior.marker(e), &e.text),
                    &e.text,
                )
            });
            // the messages the agent sent: its own words to others, no instruction to it
            let outgoing = sources
                .iter()
                .filter(|s| {
                    s.origin.kind == evidence::SourceKind::ToolCall
                        && s.origin
                            .tool
                            .as_deref()
                            .is_some_and(crate::verify::progress::message_tool)
                })
                .map(|s| s.text.as_str());
            let instructions = Instructions::parse(of(evidence::SourceKind::UserTurn))
                .with_prior(facts.map(|e| e.text.as_str()))
                .with_outgoing(outgoing);
            (
                instructions,
                Actions::parse(&sources),
                History::parse(&sources),
            )
        }));
        let (instructions, actions, history, mut failure) = match read {
            Ok((i, a, h)) => (i, a, h, None),
            Err(p) => (
                Instructions::default(),
                Actions::default(),
                History::default(),
                Some(crate::batch::panic_message(p.as_ref())),
            ),
        };
        let t_parse = ms(t0);

        let t1 = Instant::now();
        let texts: Vec<&str> = sources.iter().map(|s| s.text.as_str()).collect();
        let index = EvidenceIndex::build(&texts, &self.opts.chunk);
        let hits: Vec<Vec<Hit>> = summary
            .entries()
            .iter()
            .map(|e| index.search_entry(&e.text, self.opts.top_k))
            .collect();
        let t_retrieve = ms(t1);
        let findings = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let mut findings = guard::Guard::new(sources.iter().map(|s| s.text.as_str()))
                .check_all(summary.entries().iter().map(|e| e.text.as_str()));
            // a missing number one digit away from a value of the line its other anchors
            // share, in its retrieved spans (`504` beside `status=502`), and a change the entry
            // writes that its own values contradict, when the spans state the right one
            // (`52.04 → 51.77 (-0.35)` beside `-0.27`)
            for ((f, e), hs) in findings.iter_mut().zip(summary.entries()).zip(&hits) {
                let spans = index.hit_texts(hs);
                if f.failed() {
                    f.find_slips_in_units(&e.text, &spans);
                }
                f.find_delta_slips(&e.text, &spans);
                f.find_ratios_in_units(&e.text, &spans);
            }
            findings
        }))
        .unwrap_or_else(|p| {
            failure.get_or_insert(crate::batch::panic_message(p.as_ref()));
            vec![guard::GuardFinding::default(); summary.entries().len()]
        });
        Prepared {
            failure,
            summary,
            sources,
            index,
            instructions,
            actions,
            history,
            hits,
            findings,
            t_parse,
            t_retrieve,
        }
    }

    /// Prune one record. Never fails: judge failures keep the affected
    /// entries and are listed in [`Report::errors`] and each entry's reason.
    pub fn prune(&self, record: &Record) -> Report {
        let prepared = self.prepare(record);
        let items = prepared.items();
        let t2 = Instant::now();
        let (results, errors) = self.score_entries(&items);
        let t_judge = ms(t2);
        drop(items);
        self.finish(prepared, results, errors, t_judge)
    }

    /// Prunes many records with one judge call: they are prepared in parallel (rayon), the
    /// pairs of all their entries go to the judge together (packed into micro-batches up to
    /// the token budget; identical pairs scored once), then each record is decided on its own
    /// as [`Pruner::prune`] decides it. `output[i]` is the report of `records[i]`, equal to
    /// `self.prune(&records[i])` up to the judge's batch-composition rounding (about 1e-6 on
    /// a logit) and timings.
    ///
    /// Memory grows with the records given: a caller with a long input gives it in chunks
    /// (as `sjc batch` does). `timings_ms.judge` of each report is its share of the one call,
    /// in proportion to its pairs. A judge timeout applies to the whole call.
    pub fn prune_many(&self, records: &[Record]) -> Vec<Report> {
        let prepared: Vec<Prepared> = records.par_iter().map(|r| self.prepare(r)).collect();
        self.prune_prepared(prepared).0
    }

    /// The number of pairs the judge is asked for to prune a prepared record (entries, plus
    /// one per span of entries with two or more spans when span scores are read).
    pub fn pairs_of(&self, prepared: &Prepared) -> usize {
        let n = prepared.hits.len();
        if self.opts.span_scores || self.verifier.wants_span_scores() {
            n + prepared
                .hits
                .iter()
                .filter(|h| h.len() >= 2)
                .map(Vec::len)
                .sum::<usize>()
        } else {
            n
        }
    }

    /// The second half of [`Pruner::prune_many`], for records already [`Pruner::prepare`]d
    /// (for example on another thread while the previous chunk was being judged). Output `i`
    /// belongs to `prepared[i]`; the pair counts of the one judge call come with them.
    pub fn prune_prepared(&self, prepared: Vec<Prepared>) -> (Vec<Report>, CallStats) {
        let items: Vec<Vec<EntryEvidence<'_>>> = prepared.iter().map(Prepared::items).collect();
        let joined: Vec<Vec<String>> = items
            .iter()
            .map(|its| its.iter().map(|it| it.spans.join(SPAN_SEPARATOR)).collect())
            .collect();
        let eps: Vec<EntryPairs<'_>> = items
            .iter()
            .zip(&joined)
            .map(|(its, j)| self.entry_pairs(its, j))
            .collect();
        let all: Vec<Pair<'_>> = eps.iter().flat_map(|ep| ep.pairs.iter().copied()).collect();
        let t2 = Instant::now();
        let (raw, failure, stats) = self.judge_call(&all, true);
        let t_call = ms(t2);
        drop(all);
        let total_pairs = eps.iter().map(|ep| ep.pairs.len()).sum::<usize>().max(1);
        let mut raw = raw.into_iter();
        let scored: Vec<(Vec<PairResult>, Vec<String>, f64)> = eps
            .iter()
            .zip(&items)
            .map(|(ep, its)| {
                let mine: Vec<LogitsResult> = raw.by_ref().take(ep.pairs.len()).collect();
                let errors = match (&failure, ep.pairs.is_empty()) {
                    (Some(f), false) => vec![f.message(ep.pairs.len())],
                    _ => vec![],
                };
                let share = t_call * ep.pairs.len() as f64 / total_pairs as f64;
                (self.read_entry_logits(its, ep, mine), errors, share)
            })
            .collect();
        drop(eps);
        drop(joined);
        drop(items);
        let reports = prepared
            .into_par_iter()
            .zip(scored)
            .map(|(p, (results, errors, t_judge))| self.finish(p, results, errors, t_judge))
            .collect();
        (reports, stats)
    }

    /// The judge-free second half of [`Pruner::prune`]: guard, decisions, tripwire, render,
    /// report.
    fn finish(
        &self,
        prepared: Prepared,
        results: Vec<PairResult>,
        mut errors: Vec<String>,
        t_judge: f64,
    ) -> Report {
        let t3 = Instant::now();
        let Prepared {
            summary,
            sources,
            index,
            hits,
            findings,
            instructions,
            actions: _,
            history: _,
            failure,
            t_parse,
            t_retrieve,
        } = prepared;
        let results: Vec<PairResult> = match &failure {
            Some(msg) => {
                errors.push(format!(
                    "internal error in the verifier, every entry kept: {msg}"
                ));
                results
                    .into_iter()
                    .map(|_| Err(PairError::Internal(msg.clone())))
                    .collect()
            }
            None => results,
        };
        let entries = summary.entries();
        let policies: Vec<AppliedPolicy> = entries
            .iter()
            .map(|e| self.opts.sections.for_section(summary.section_title(e)))
            .collect();
        let mut decisions: Vec<_> = results
            .iter()
            .zip(&findings)
            .zip(&hits)
            .zip(&policies)
            .map(|(((r, g), h), pol)| {
                let opts = PruneOptions {
                    threshold: pol.threshold.unwrap_or(self.opts.prune.threshold),
                    ..self.opts.prune
                };
                prune::decide(r, g, !h.is_empty(), &opts)
            })
            .collect();
        name_flipping_turns(&mut decisions, &summary, &entries, &instructions, &sources);
        let titles: Vec<&str> = summary
            .sections()
            .iter()
            .map(|s| s.title.as_str())
            .collect();
        let warnings = self.opts.sections.unmatched(&titles);
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
        let mut tripwire = prune::apply_tripwire(&mut decisions, &self.opts.prune);
        if sources.is_empty() && prune::keep_all_without_evidence(&mut decisions) {
            // No tool output, tool call, previous summary or user turn at all: more likely a
            // missing input than a summary that is all invention, so nothing is deleted.
            tripwire.fired = true;
            errors.push(
                "no evidence: the input holds no tool output, tool call, previous summary or user turn; summary left unchanged"
                    .into(),
            );
        } else if tripwire.fired {
            errors.push(format!(
                "tripwire: the judge would delete {:.0}% of {} entries (limit {:.0}%); summary left unchanged",
                tripwire.would_delete_fraction * 100.0,
                entries.len(),
                tripwire.limit * 100.0
            ));
        }

        // Protection and restraints last: they only ever keep, and the tripwire measured the
        // verifier alone.
        let texts: Vec<&str> = sources.iter().map(|s| s.text.as_str()).collect();
        for (((d, pol), e), g) in decisions
            .iter_mut()
            .zip(&policies)
            .zip(entries.iter())
            .zip(&findings)
        {
            if let Some(rule) = &pol.protected_by {
                prune::protect(d, rule);
            }
            prune::hold_back(d, &e.text, &texts, g);
        }

        let keep: Vec<bool> = decisions.iter().map(|d| d.kept).collect();
        let analysis = summary.analysis().map(|a| AnalysisBlock {
            byte_range: [a.start, a.end],
            dropped: self.opts.drop_analysis,
        });
        let pruned = summary
            .render_with(&keep, self.opts.drop_analysis)
            .unwrap_or_else(|e| {
                // Cannot happen (mask length equals entries), but never lose input.
                errors.push(format!("render failed ({e}); summary left unchanged"));
                summary.source().to_string()
            });

        // a deleted entry reports the bytes it took out ([`Summary::cuts`])
        let cuts = summary
            .cuts(&keep)
            .unwrap_or_else(|_| entries.iter().map(|e| e.span.clone()).collect());
        let entry_reports: Vec<EntryReport> = entries
            .iter()
            .enumerate()
            .zip(decisions.into_iter().zip(findings))
            .zip(&hits)
            .zip(&results)
            .zip(policies)
            .map(|(((((i, e), (d, g)), hs), r), pol)| EntryReport {
                section_policy: (!pol.is_empty()).then_some(pol),
                index: i,
                section: summary.section_title(e).to_string(),
                text: e.text.clone(),
                byte_range: [cuts[i].start, cuts[i].end],
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
                section_policy: self.opts.sections.clone(),
                drop_analysis: self.opts.drop_analysis,
            },
            counts,
            tripwire,
            timings_ms: Timings {
                parse: t_parse,
                retrieve: t_retrieve,
                judge: t_judge,
                total: t_parse + t_retrieve + t_judge + ms(t3),
            },
            errors,
            warnings,
            analysis,
            entries: entry_reports,
            pruned_summary: pruned,
            transcript: None,
        }
    }
}
