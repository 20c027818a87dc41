//! The judge: an in-process cross-encoder that gives each (entry, evidence) pair a
//! calibrated probability that the entry's content came from the evidence.
//!
//! Layout:
//! - [`config`]: options ([`JudgeOptions`], [`DeviceChoice`]) and `config.json` parsing.
//! - [`labels`]: which output is "supported" / "contradiction" for a given `id2label`.
//! - [`calibration`]: temperature scaling (Guo et al. 2017) and Platt scaling (Platt 1999).
//! - [`model`]: the candle networks (BERT + pooler + classifier as in HF
//!   `BertForSequenceClassification`; candle's XLM-R and DeBERTa-v2 sequence classifiers).
//! - [`batch`]: tokenization with evidence-side truncation, length-sorted micro-batches.
//! - [`loader`]: [`ModelSource`], [`resolve_model`], reading model folders and the local HF cache.
//! - [`embedded`]: model files compiled into the binary (wired by the lead).
//!
//! The entry point is [`CrossEncoder`], which implements [`Judge`].

pub mod batch;
pub mod calibration;
pub mod config;
pub mod embedded;
pub mod hybrid;
pub mod labels;
pub mod loader;
pub mod model;

use std::path::PathBuf;
use std::time::Instant;

pub use calibration::{fit_platt, fit_temperature, Calibration};
pub use config::{DeviceChoice, JudgeOptions};
pub use labels::{LabelKind, LabelMap};
pub use loader::{resolve_model, ModelFiles, ModelSource};
pub use model::Architecture;

/// Tunes glibc malloc for the judge's large, short-lived activation buffers; call once at
/// process start-up, before any threads allocate.
///
/// glibc serves allocations above the mmap threshold with fresh `mmap`s and returns them on
/// free, so every op of every forward pass page-faults its output in again (measured: millions
/// of faults, 50–75 % slower on 2 cores; /work/shared/FIELD-NOTES.md). This raises the mmap
/// threshold to its maximum (32 MiB), the trim threshold to 1 GiB and the top pad to 64 MiB,
/// which keeps freed memory in the heap for reuse. Returns true if all three settings were
/// accepted; a no-op returning false on non-glibc targets.
pub fn tune_malloc() -> bool {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        // SAFETY: mallopt only adjusts allocator parameters; the values are within glibc's
        // documented ranges.
        unsafe {
            let a = libc::mallopt(libc::M_MMAP_THRESHOLD, 32 * 1024 * 1024);
            let b = libc::mallopt(libc::M_TRIM_THRESHOLD, 1024 * 1024 * 1024);
            let c = libc::mallopt(libc::M_TOP_PAD, 64 * 1024 * 1024);
            a == 1 && b == 1 && c == 1
        }
    }
    #[cfg(not(all(target_os = "linux", target_env = "gnu")))]
    {
        false
    }
}

/// One (claim, evidence) pair to judge.
///
/// `claim` is the summary entry's text (the first segment of the cross-encoder input);
/// `evidence` is the candidate source text (the second segment). Either may be empty.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pair<'a> {
    /// The summary entry being checked (segment A).
    pub claim: &'a str,
    /// The evidence it is checked against (segment B); truncated first when too long.
    pub evidence: &'a str,
}

/// The judge's verdict on one pair.
#[derive(Debug, Clone, PartialEq)]
pub struct Score {
    /// Calibrated probability in `[0, 1]` that the claim's content came from the evidence.
    pub p_support: f32,
    /// Probability in `[0, 1]` of the contradiction label; `None` for models without one.
    /// `p_support + p_contradiction <= 1` (up to rounding) for every calibration method.
    pub p_contradiction: Option<f32>,
    /// Raw logits in the model's label order (`JudgeInfo::labels`), length = number of labels.
    pub logits: Vec<f32>,
    /// The claim alone exceeded its share of the token budget and was cut.
    pub claim_truncated: bool,
    /// The evidence was cut to fit `max_len`.
    pub evidence_truncated: bool,
}

/// Why one pair has no score. Other pairs of the same call are unaffected.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PairError {
    /// The model produced a NaN or infinite logit for this pair (raw logits attached).
    #[error("model produced non-finite logits {logits:?}")]
    NonFinite {
        /// The raw logits, model label order.
        logits: Vec<f32>,
    },
    /// `JudgeOptions::timeout` expired before this pair's micro-batch was started.
    #[error("judge timeout expired before this pair was scored")]
    Timeout,
    /// The forward pass of this pair's micro-batch failed (e.g. out of memory); message attached.
    #[error("forward pass failed: {0}")]
    Forward(String),
    /// The tokenizer failed on this pair's text (message attached).
    #[error("tokenization failed: {0}")]
    Tokenize(String),
}

/// Result for one pair: a [`Score`] or the reason there is none.
pub type PairResult = Result<Score, PairError>;

/// Errors that concern the judge as a whole (loading, options, model files).
///
/// Every variant names the file or item at fault and what is wrong with it.
#[derive(Debug, thiserror::Error)]
pub enum JudgeError {
    /// A required model file is missing.
    #[error("model file {path} is missing ({what})")]
    MissingFile {
        /// The path that was looked for.
        path: PathBuf,
        /// What the file is for.
        what: &'static str,
    },
    /// A model file exists but could not be read.
    #[error("cannot read {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The I/O error.
        #[source]
        source: std::io::Error,
    },
    /// `config.json` is not valid JSON or lacks / mistypes a field.
    #[error("{file}: {message}")]
    Config {
        /// The file (path or embedded name).
        file: String,
        /// What is wrong.
        message: String,
    },
    /// `model_type` names an architecture this judge does not run.
    #[error("{file}: unsupported model_type {model_type:?} (supported: {supported})")]
    UnsupportedArchitecture {
        /// The config file.
        file: String,
        /// The `model_type` found (or a description of the unsupported feature).
        model_type: String,
        /// Supported values.
        supported: &'static str,
    },
    /// `tokenizer.json` could not be parsed or configured.
    #[error("{file}: tokenizer error: {message}")]
    Tokenizer {
        /// The tokenizer file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// A tensor the architecture needs is absent from the weights file.
    #[error("{file}: missing tensor {tensor}")]
    MissingTensor {
        /// The weights file.
        file: String,
        /// The full tensor name, e.g. `bert.encoder.layer.1.output.dense.weight`.
        tensor: String,
    },
    /// The weights file is malformed, or a tensor has the wrong shape or dtype.
    #[error("{file}: {message}")]
    Weights {
        /// The weights file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// `calibration.json` is malformed or has invalid parameters.
    #[error("{file}: calibration error: {message}")]
    Calibration {
        /// The calibration file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// The model's labels (`id2label` / classifier shape) are inconsistent.
    #[error("{file}: label error: {message}")]
    Labels {
        /// The config file.
        file: String,
        /// What is wrong.
        message: String,
    },
    /// A repo id was given but the repo (or one of its files) is not in the local HF cache.
    #[error("model {repo:?} (revision {revision}) not found in the local Hugging Face cache at {cache} (missing {missing}); no download is attempted — put the files there or pass a model directory")]
    NotInCache {
        /// The repo id, e.g. `cross-encoder/nli-MiniLM2-L6-H768`.
        repo: String,
        /// The revision looked up.
        revision: String,
        /// The cache root that was searched (`$HF_HOME/hub` or `~/.cache/huggingface/hub`).
        cache: PathBuf,
        /// The first file that was not found.
        missing: String,
    },
    /// `ModelSource::Embedded` was requested but this binary carries no model.
    #[error("this build has no embedded judge model; pass --model <directory or org/name in the local HF cache> or set SJC_MODEL")]
    NoEmbeddedModel,
    /// A model argument that is neither an existing directory nor an `org/name` repo id.
    #[error("model argument {0:?} is neither an existing directory nor a repo id of the form org/name")]
    BadModelArg(String),
    /// The requested device is unavailable (e.g. CUDA without the `cuda` feature).
    #[error("device error: {0}")]
    Device(String),
    /// `JudgeOptions` has an invalid value.
    #[error("invalid judge options: {0}")]
    InvalidOptions(String),
}

/// Description of a loaded judge (for reports and logs; serialised as the
/// report's `judge` object).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct JudgeInfo {
    /// Model id: directory path, repo id, or the embedded model's id.
    pub model_id: String,
    /// Architecture run: `bert`, `xlm-roberta`, `roberta` or `deberta-v2`.
    pub architecture: String,
    /// Device the forward passes run on, e.g. `cpu`, `cuda:0`.
    pub device: String,
    /// Effective maximum tokens per pair, special tokens included.
    pub max_len: usize,
    /// Label names in model order (the order of `Score::logits`).
    pub labels: Vec<String>,
    /// Human-readable description of the label rule and calibration in force.
    pub calibration: String,
}

/// A judge scores (claim, evidence) pairs.
pub trait Judge: Send + Sync {
    /// Scores all pairs of one summary; batched into as few forward passes as the token budget
    /// allows. `output[i]` belongs to `pairs[i]`; `output.len() == pairs.len()`.
    ///
    /// Per-pair failures (non-finite logits, a failed micro-batch, timeout) are `Err` entries;
    /// the outer `Err` is reserved for failures of the judge as a whole.
    fn score(&self, pairs: &[Pair<'_>]) -> Result<Vec<PairResult>, JudgeError>;
    /// Describes the loaded model.
    fn info(&self) -> &JudgeInfo;
}

/// The candle cross-encoder judge.
///
/// Holds the tokenizer (padding/truncation disabled), the network in F32, the label map and the
/// calibration. Thread-safe: `score` takes `&self`.
pub struct CrossEncoder {
    tokenizer: batch::PairTokenizer,
    model: model::Classifier,
    labels: LabelMap,
    calibration: Calibration,
    opts: JudgeOptions,
    info: JudgeInfo,
}

/// Borrowed file contents and their display names.
struct Parts<'a> {
    id: &'a str,
    config: &'a [u8],
    config_name: &'a str,
    tokenizer: &'a [u8],
    tokenizer_name: &'a str,
    weights: &'a [u8],
    weights_name: &'a str,
    calibration: Option<&'a [u8]>,
    calibration_name: &'a str,
}

impl std::fmt::Debug for CrossEncoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CrossEncoder").field("info", &self.info).finish_non_exhaustive()
    }
}

impl CrossEncoder {
    /// Loads a judge from a [`ModelSource`] (folder, local HF cache entry, or embedded files).
    ///
    /// Errors: [`JudgeError::MissingFile`] / [`JudgeError::NotInCache`] /
    /// [`JudgeError::NoEmbeddedModel`] when files are absent, and everything
    /// [`CrossEncoder::from_buffers`] returns.
    pub fn load(src: &ModelSource, opts: &JudgeOptions) -> Result<Self, JudgeError> {
        let files = loader::read_files(src)?;
        Self::from_files(&files, opts)
    }

    /// Builds a judge from already-read [`ModelFiles`] (see [`CrossEncoder::from_buffers`]).
    pub fn from_files(files: &ModelFiles, opts: &JudgeOptions) -> Result<Self, JudgeError> {
        Self::build(
            Parts {
                id: &files.id,
                config: &files.config,
                config_name: &files.config_name,
                tokenizer: &files.tokenizer,
                tokenizer_name: &files.tokenizer_name,
                weights: &files.weights,
                weights_name: &files.weights_name,
                calibration: files.calibration.as_deref(),
                calibration_name: &files.calibration_name,
            },
            opts,
        )
    }

    /// Builds a judge from in-memory file contents.
    ///
    /// `config_json`: HF `config.json`; `tokenizer_json`: HF `tokenizer.json`; `safetensors`:
    /// `model.safetensors` (f32, f16 or bf16 on disk; always computed in f32);
    /// `calibration_json`: optional `calibration.json` (absent = identity); `model_id` is used in
    /// [`JudgeInfo`] and as the file prefix of error messages.
    ///
    /// Errors: [`JudgeError::Config`], [`JudgeError::UnsupportedArchitecture`],
    /// [`JudgeError::Tokenizer`], [`JudgeError::MissingTensor`], [`JudgeError::Weights`],
    /// [`JudgeError::Labels`], [`JudgeError::Calibration`], [`JudgeError::Device`],
    /// [`JudgeError::InvalidOptions`].
    pub fn from_buffers(
        config_json: &[u8],
        tokenizer_json: &[u8],
        safetensors: &[u8],
        calibration_json: Option<&[u8]>,
        model_id: &str,
        opts: &JudgeOptions,
    ) -> Result<Self, JudgeError> {
        let n = |f: &str| format!("{model_id}/{f}");
        Self::build(
            Parts {
                id: model_id,
                config: config_json,
                config_name: &n(loader::CONFIG_FILE),
                tokenizer: tokenizer_json,
                tokenizer_name: &n(loader::TOKENIZER_FILE),
                weights: safetensors,
                weights_name: &n(loader::WEIGHTS_FILE),
                calibration: calibration_json,
                calibration_name: &n(loader::CALIBRATION_FILE),
            },
            opts,
        )
    }

    fn build(files: Parts<'_>, opts: &JudgeOptions) -> Result<Self, JudgeError> {
        opts.validate()?;
        let device = opts.device.resolve()?;
        let cfg = config::ModelConfig::parse(files.config, files.config_name)?;
        let model = model::Classifier::load(&cfg, files.weights, files.weights_name, &device)?;
        let labels = LabelMap::from_config(&cfg, model.num_labels(), files.config_name)?;
        let calibration = match files.calibration {
            Some(bytes) => Calibration::from_json(bytes, files.calibration_name)?,
            None => Calibration::Identity,
        };
        calibration.check_compatible(&labels, files.calibration_name)?;
        let tokenizer = batch::PairTokenizer::new(
            files.tokenizer,
            files.tokenizer_name,
            &cfg,
            opts.max_len,
            opts.claim_share,
        )?;
        let info = JudgeInfo {
            model_id: files.id.to_string(),
            architecture: cfg.architecture.as_str().to_string(),
            device: config::device_name(&device),
            max_len: tokenizer.max_len(),
            labels: labels.names().to_vec(),
            calibration: format!("{}; {}", labels.describe(), calibration.describe()),
        };
        tracing::info!(model = %info.model_id, arch = %info.architecture, device = %info.device,
            max_len = info.max_len, "judge loaded");
        Ok(Self { tokenizer, model, labels, calibration, opts: opts.clone(), info })
    }

    /// The label map in force.
    pub fn labels(&self) -> &LabelMap {
        &self.labels
    }

    /// The calibration in force.
    pub fn calibration(&self) -> &Calibration {
        &self.calibration
    }

    /// Replaces the calibration (e.g. `Identity` while fitting a new one) and updates
    /// [`JudgeInfo::calibration`]. Errors: [`JudgeError::Calibration`] for invalid parameters.
    pub fn set_calibration(&mut self, calibration: Calibration) -> Result<(), JudgeError> {
        let file = format!("{} (calibration)", self.info.model_id);
        calibration
            .validate()
            .map_err(|message| JudgeError::Calibration { file: file.clone(), message })?;
        calibration.check_compatible(&self.labels, &file)?;
        self.info.calibration = format!("{}; {}", self.labels.describe(), calibration.describe());
        self.calibration = calibration;
        Ok(())
    }

    /// Raw logits for pre-tokenized sequences, one row per sequence (for tests and tools).
    ///
    /// `seqs[i] = (input_ids, token_type_ids)`; sequences are padded into one batch with the
    /// model's pad id and a 1/0 attention mask. Output shape: `seqs.len()` × number of labels.
    pub fn logits_for_ids(&self, seqs: &[(Vec<u32>, Vec<u32>)]) -> Result<Vec<Vec<f32>>, PairError> {
        let enc: Vec<batch::Encoded> = seqs
            .iter()
            .map(|(ids, tids)| batch::Encoded {
                ids: ids.clone(),
                type_ids: tids.clone(),
                claim_truncated: false,
                evidence_truncated: false,
            })
            .collect();
        let refs: Vec<&batch::Encoded> = enc.iter().collect();
        self.model.forward_batch(&refs, self.tokenizer.pad_id())
    }

    /// Tokenizes one pair exactly as [`Judge::score`] does: `(input_ids, token_type_ids)`.
    pub fn encode_pair(&self, pair: &Pair<'_>) -> Result<(Vec<u32>, Vec<u32>), PairError> {
        let e = self.tokenizer.encode(pair)?;
        Ok((e.ids, e.type_ids))
    }

    fn to_score(&self, logits: Vec<f32>, enc: &batch::Encoded) -> PairResult {
        if logits.iter().any(|x| !x.is_finite()) {
            return Err(PairError::NonFinite { logits });
        }
        let (p_support, p_contradiction) = self.calibration.apply(&logits, &self.labels);
        if !p_support.is_finite() || p_contradiction.is_some_and(|p| !p.is_finite()) {
            return Err(PairError::NonFinite { logits });
        }
        Ok(Score {
            p_support,
            p_contradiction,
            logits,
            claim_truncated: enc.claim_truncated,
            evidence_truncated: enc.evidence_truncated,
        })
    }
}

impl Judge for CrossEncoder {
    fn score(&self, pairs: &[Pair<'_>]) -> Result<Vec<PairResult>, JudgeError> {
        let start = Instant::now();
        let deadline = self.opts.timeout.map(|t| start + t);
        let encoded = self.tokenizer.encode_all(pairs);
        let mut out: Vec<Option<PairResult>> = vec![None; pairs.len()];
        let mut ok_idx = Vec::with_capacity(pairs.len());
        for (i, e) in encoded.iter().enumerate() {
            match e {
                Ok(_) => ok_idx.push(i),
                Err(err) => out[i] = Some(Err(err.clone())),
            }
        }
        let lens: Vec<(usize, usize)> = ok_idx
            .iter()
            .map(|&i| (i, encoded[i].as_ref().map(|e| e.ids.len()).unwrap_or(0)))
            .collect();
        let plan = batch::plan_batches(&lens, self.opts.max_batch_tokens);
        let n_batches = plan.len();
        for group in plan {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                for &i in &group {
                    out[i] = Some(Err(PairError::Timeout));
                }
                continue;
            }
            let refs: Vec<&batch::Encoded> = group
                .iter()
                .filter_map(|&i| encoded[i].as_ref().ok())
                .collect();
            match self.model.forward_batch(&refs, self.tokenizer.pad_id()) {
                Ok(rows) => {
                    for ((&i, row), enc) in group.iter().zip(rows).zip(&refs) {
                        out[i] = Some(self.to_score(row, enc));
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, rows = group.len(), "judge micro-batch failed");
                    for &i in &group {
                        out[i] = Some(Err(e.clone()));
                    }
                }
            }
        }
        if let Calibration::Hybrid(h) = &self.calibration {
            for (slot, pair) in out.iter_mut().zip(pairs) {
                if let Some(Ok(s)) = slot {
                    let f = hybrid::features(pair.claim, pair.evidence, &s.logits, &self.labels);
                    let p = h.p_support(&f);
                    if p.is_finite() {
                        // The model's P(contradiction | not supported), scaled to the hybrid's
                        // P(not supported), so that P(support) + P(contradiction) <= 1.
                        s.p_contradiction = s.p_contradiction.map(|c| {
                            let rest = 1.0 - s.p_support;
                            let given_not = if rest > 1e-12 { (c / rest).clamp(0.0, 1.0) } else { 0.0 };
                            (1.0 - p) * given_not
                        });
                        s.p_support = p;
                    } else {
                        *slot = Some(Err(PairError::NonFinite { logits: s.logits.clone() }));
                    }
                }
            }
        }
        tracing::debug!(pairs = pairs.len(), batches = n_batches, ms = start.elapsed().as_millis() as u64,
            "judge scored");
        Ok(out
            .into_iter()
            .map(|r| r.unwrap_or_else(|| Err(PairError::Forward("pair was not scheduled".into()))))
            .collect())
    }

    fn info(&self) -> &JudgeInfo {
        &self.info
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn judge_is_send_sync() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<CrossEncoder>();
    }
}
