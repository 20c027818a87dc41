//! Scheduling: (entry, evidence) pairs in, raw logits out.
//!
//! This is the step between text and the network, and the only one that knows about both:
//! 1. [`PairTokenizer`] encodes each pair, truncating the evidence side first;
//! 2. [`plan_batches`] groups the encoded pairs into length-sorted micro-batches under a token
//!    budget (`rows × longest row ≤ max_batch_tokens`);
//! 3. [`pad`] builds one [`crate::judge::TokenBatch`] per micro-batch (padding happens here and nowhere else);
//! 4. [`CrossEncoder`] runs the micro-batches through a [`Backend`] until the deadline.
//!
//! The result is raw logits per pair ([`PairLogits`]); turning them into calibrated
//! probabilities and decisions is [`crate::verify`]'s job. Cross-summary batching and a server
//! queue plug in here.

mod plan;
mod tokenize;

pub use plan::{pad, plan_batches};
pub use tokenize::{Encoded, PairTokenizer};

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use crate::judge::{Backend, DeviceChoice, JudgeError, PrecisionChoice};

/// One (entry, evidence) pair to judge.
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

/// The network's raw output for one pair.
#[derive(Debug, Clone, PartialEq)]
pub struct PairLogits {
    /// Raw logits in the model's label order ([`JudgeInfo::labels`]); length = number of labels.
    /// May hold NaN or infinities: the verifier rejects those ([`PairError::NonFinite`]).
    pub logits: Vec<f32>,
    /// The claim alone exceeded its share of the token budget and was cut.
    pub claim_truncated: bool,
    /// The evidence was cut to fit `max_len`.
    pub evidence_truncated: bool,
}

/// Why one pair has no score. Other pairs of the same call are unaffected.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PairError {
    /// The model produced a NaN or infinite logit (or the calibration a non-finite
    /// probability) for this pair; raw logits attached.
    #[error("model produced non-finite logits {logits:?}")]
    NonFinite {
        /// The raw logits, model label order.
        logits: Vec<f32>,
    },
    /// [`JudgeOptions::timeout`] expired before this pair's micro-batch was started.
    #[error("judge timeout expired before this pair was scored")]
    Timeout,
    /// The forward pass of this pair's micro-batch failed (e.g. out of memory); message attached.
    #[error("forward pass failed: {0}")]
    Forward(String),
    /// The tokenizer failed on this pair's text (message attached).
    #[error("tokenization failed: {0}")]
    Tokenize(String),
    /// The judge never loaded; the load error is reported once for the whole run.
    #[error("judge not loaded")]
    NotLoaded,
    /// The verifier's own code failed on this entry or its record (an internal error, caught:
    /// a panic's message attached); the entry is kept as on any judge failure.
    #[error("internal error in the verifier: {0}")]
    Internal(String),
}

/// The message of a caught panic (`&str` or `String` payloads; anything else is named as
/// such).
pub fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".into())
}

/// Raw logits for one pair, or the reason there are none.
pub type LogitsResult = Result<PairLogits, PairError>;

/// Description of a loaded judge (for reports and logs; serialised as the report's `judge`
/// object).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct JudgeInfo {
    /// Model id: directory path, repo id, or the embedded model's id.
    pub model_id: String,
    /// Architecture run: `bert`, `xlm-roberta`, `roberta` or `deberta-v2`.
    pub architecture: String,
    /// Device the forward passes run on, e.g. `cpu`, `cuda:0`.
    pub device: String,
    /// Precision and engine of the forward pass (`--precision`), e.g. `f32 (candle)`,
    /// `f32 (sjc-kernels, avx512f)`, `bf16 (sjc-kernels, avx512bf16)`.
    pub precision: String,
    /// Effective maximum tokens per pair, special tokens included.
    pub max_len: usize,
    /// Label names in model order (the order of [`PairLogits::logits`]).
    pub labels: Vec<String>,
    /// The label rule and calibration in force (filled in from the
    /// [`crate::verify::Verifier`] that decides on this judge's logits).
    pub calibration: String,
}

/// A judge turns (entry, evidence) pairs into raw logits.
///
/// [`CrossEncoder`] runs a network; tests and front ends may implement it with stand-ins
/// (for example [`Unavailable`], a judge that failed to load).
pub trait Judge: Send + Sync {
    /// Scores all pairs of one call, batched into as few forward passes as the token budget
    /// allows. `output[i]` belongs to `pairs[i]`; `output.len() == pairs.len()`.
    ///
    /// Per-pair failures (a failed micro-batch, timeout, tokenizer error) are `Err` entries;
    /// the outer `Err` is reserved for failures of the judge as a whole.
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError>;
    /// Describes the loaded model.
    fn info(&self) -> &JudgeInfo;
    /// Tokens run through the network so far, if this judge counts them (a [`CrossEncoder`]
    /// does; the default is `None`).
    fn token_counts(&self) -> Option<TokenCounts> {
        None
    }
}

/// Token counts of the forward passes run so far: the pairs' own tokens and the padded
/// `rows × longest row` positions of their micro-batches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct TokenCounts {
    /// Tokens of the pairs themselves (special tokens included).
    pub real: u64,
    /// Positions computed: the sum over micro-batches of rows × longest row.
    pub padded: u64,
}

impl TokenCounts {
    /// Share of computed positions that were padding, in [0, 1] (0 when nothing ran).
    pub fn padding_share(&self) -> f64 {
        if self.padded == 0 {
            0.0
        } else {
            1.0 - self.real as f64 / self.padded as f64
        }
    }
}

/// Options of a judge: the token budget, batching, deadline and device.
#[derive(Debug, Clone, PartialEq)]
pub struct JudgeOptions {
    /// Maximum tokens per pair, special tokens included (default 256). Clamped down to what the
    /// model's position embeddings allow.
    pub max_len: usize,
    /// Upper bound on padded tokens (rows × longest row) per forward pass (default
    /// [`crate::judge::CPU_BATCH_TOKENS`], 2048, as the default device is the CPU; see
    /// [`DeviceChoice::default_batch_tokens`]).
    /// A single pair longer than this still runs, alone.
    pub max_batch_tokens: usize,
    /// Share of `max_len` the claim is cut to when the claim alone would leave no room for
    /// evidence (default 0.5, must be in (0, 1]). Otherwise only the evidence is cut.
    pub claim_share: f32,
    /// Wall-clock budget of one [`Judge::logits`] call; after it expires no new micro-batch is
    /// started and the remaining pairs get [`PairError::Timeout`].
    pub timeout: Option<Duration>,
    /// Device to run on (default CPU).
    pub device: DeviceChoice,
    /// Precision and engine of the CPU forward pass (default [`PrecisionChoice::Auto`]).
    pub precision: PrecisionChoice,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        Self {
            max_len: 256,
            max_batch_tokens: crate::judge::CPU_BATCH_TOKENS,
            claim_share: 0.5,
            timeout: None,
            device: DeviceChoice::Cpu,
            precision: PrecisionChoice::Auto,
        }
    }
}

impl JudgeOptions {
    /// Checks ranges. Errors: [`JudgeError::InvalidOptions`] for `max_len < 4`,
    /// `max_batch_tokens == 0`, or `claim_share` outside (0, 1].
    pub fn validate(&self) -> Result<(), JudgeError> {
        if self.max_len < 4 {
            return Err(JudgeError::InvalidOptions(format!(
                "max_len must be at least 4, got {}",
                self.max_len
            )));
        }
        if self.max_batch_tokens == 0 {
            return Err(JudgeError::InvalidOptions(
                "max_batch_tokens must be positive".into(),
            ));
        }
        if !(self.claim_share > 0.0 && self.claim_share <= 1.0) {
            return Err(JudgeError::InvalidOptions(format!(
                "claim_share must be in (0, 1], got {}",
                self.claim_share
            )));
        }
        Ok(())
    }
}

/// The cross-encoder judge: a tokenizer, a network behind the [`Backend`] trait, and the
/// micro-batch schedule between them. Thread-safe: [`Judge::logits`] takes `&self`.
pub struct CrossEncoder {
    tokenizer: PairTokenizer,
    network: Box<dyn Backend>,
    opts: JudgeOptions,
    info: JudgeInfo,
    real_tokens: AtomicU64,
    padded_tokens: AtomicU64,
}

impl std::fmt::Debug for CrossEncoder {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CrossEncoder")
            .field("info", &self.info)
            .finish_non_exhaustive()
    }
}

impl CrossEncoder {
    /// Puts a tokenizer and a network together. `info` describes them (see [`JudgeInfo`]).
    /// Errors: [`JudgeError::InvalidOptions`] from [`JudgeOptions::validate`].
    pub fn new(
        tokenizer: PairTokenizer,
        network: Box<dyn Backend>,
        opts: &JudgeOptions,
        info: JudgeInfo,
    ) -> Result<Self, JudgeError> {
        opts.validate()?;
        Ok(Self {
            tokenizer,
            network,
            opts: opts.clone(),
            info,
            real_tokens: AtomicU64::new(0),
            padded_tokens: AtomicU64::new(0),
        })
    }

    /// Tokenizes one pair exactly as [`Judge::logits`] does: `(input_ids, token_type_ids)`.
    /// Errors: [`PairError::Tokenize`].
    pub fn encode_pair(&self, pair: &Pair<'_>) -> Result<(Vec<u32>, Vec<u32>), PairError> {
        let e = self.tokenizer.encode(pair)?;
        Ok((e.ids, e.type_ids))
    }

    /// Raw logits for pre-tokenized sequences, one row per sequence (for tests and tools).
    ///
    /// `seqs[i] = (input_ids, token_type_ids)`; sequences are padded into one batch with the
    /// model's pad id and a 1/0 attention mask. Output shape: `seqs.len()` × number of labels.
    /// Errors: [`PairError::Forward`].
    pub fn logits_for_ids(
        &self,
        seqs: &[(Vec<u32>, Vec<u32>)],
    ) -> Result<Vec<Vec<f32>>, PairError> {
        let enc: Vec<Encoded> = seqs
            .iter()
            .map(|(ids, tids)| Encoded {
                ids: ids.clone(),
                type_ids: tids.clone(),
                claim_truncated: false,
                evidence_truncated: false,
            })
            .collect();
        let refs: Vec<&Encoded> = enc.iter().collect();
        self.forward(&refs)
    }

    /// The tokenizer in use.
    pub fn tokenizer(&self) -> &PairTokenizer {
        &self.tokenizer
    }

    fn forward(&self, rows: &[&Encoded]) -> Result<Vec<Vec<f32>>, PairError> {
        if rows.is_empty() {
            return Ok(Vec::new());
        }
        let batch = pad(rows, self.tokenizer.pad_id());
        let out = self
            .network
            .forward(&batch)
            .map_err(|e| PairError::Forward(e.to_string()))?;
        if out.len() != rows.len() {
            return Err(PairError::Forward(format!(
                "model returned {} rows for {} inputs",
                out.len(),
                rows.len()
            )));
        }
        Ok(out)
    }
}

impl Judge for CrossEncoder {
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        let start = Instant::now();
        let deadline = self.opts.timeout.map(|t| start + t);
        let encoded = self.tokenizer.encode_all(pairs);
        let mut out: Vec<Option<LogitsResult>> = vec![None; pairs.len()];
        let mut lens = Vec::with_capacity(pairs.len());
        for (i, e) in encoded.iter().enumerate() {
            match e {
                Ok(e) => lens.push((i, e.ids.len())),
                Err(err) => out[i] = Some(Err(err.clone())),
            }
        }
        let plan = plan_batches(&lens, self.opts.max_batch_tokens);
        let n_batches = plan.len();
        for group in plan {
            if deadline.is_some_and(|d| Instant::now() >= d) {
                for &i in &group {
                    out[i] = Some(Err(PairError::Timeout));
                }
                continue;
            }
            let refs: Vec<&Encoded> = group
                .iter()
                .filter_map(|&i| encoded[i].as_ref().ok())
                .collect();
            let real: usize = refs.iter().map(|e| e.ids.len()).sum();
            let longest = refs.iter().map(|e| e.ids.len()).max().unwrap_or(0);
            self.real_tokens.fetch_add(real as u64, Ordering::Relaxed);
            self.padded_tokens
                .fetch_add((longest * refs.len()) as u64, Ordering::Relaxed);
            match self.forward(&refs) {
                Ok(rows) => {
                    for ((&i, logits), enc) in group.iter().zip(rows).zip(&refs) {
                        out[i] = Some(Ok(PairLogits {
                            logits,
                            claim_truncated: enc.claim_truncated,
                            evidence_truncated: enc.evidence_truncated,
                        }));
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
        tracing::debug!(
            pairs = pairs.len(),
            batches = n_batches,
            ms = start.elapsed().as_millis() as u64,
            "judge scored"
        );
        Ok(out
            .into_iter()
            .map(|r| r.unwrap_or_else(|| Err(PairError::Forward("pair was not scheduled".into()))))
            .collect())
    }

    fn info(&self) -> &JudgeInfo {
        &self.info
    }

    fn token_counts(&self) -> Option<TokenCounts> {
        Some(TokenCounts {
            real: self.real_tokens.load(Ordering::Relaxed),
            padded: self.padded_tokens.load(Ordering::Relaxed),
        })
    }
}

/// A judge that could not be loaded: every pair fails with [`PairError::NotLoaded`], so every
/// entry is kept. The load error itself is reported once ([`Unavailable::reason`]). Lets a
/// front end take one path whether or not the model loaded.
pub struct Unavailable {
    reason: String,
    info: JudgeInfo,
}

impl Unavailable {
    /// Wraps a load error.
    pub fn new(err: &JudgeError) -> Self {
        Unavailable {
            reason: err.to_string(),
            info: JudgeInfo {
                model_id: "(not loaded)".into(),
                architecture: String::new(),
                device: String::new(),
                precision: String::new(),
                max_len: 0,
                labels: vec![],
                calibration: "identity".into(),
            },
        }
    }

    /// Why the judge did not load.
    pub fn reason(&self) -> &str {
        &self.reason
    }
}

impl Judge for Unavailable {
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        Err(JudgeError::NotLoaded {
            reason: self.reason.clone(),
            pairs: pairs.len(),
        })
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
        assert_send_sync::<Unavailable>();
    }

    #[test]
    fn options_validate() {
        assert!(JudgeOptions::default().validate().is_ok());
        assert!(JudgeOptions {
            claim_share: 0.0,
            ..Default::default()
        }
        .validate()
        .is_err());
        assert!(JudgeOptions {
            claim_share: f32::NAN,
            ..Default::default()
        }
        .validate()
        .is_err());
        assert!(JudgeOptions {
            max_len: 2,
            ..Default::default()
        }
        .validate()
        .is_err());
    }
}
