//! Tokenization of (entry, evidence) pairs with evidence-side truncation.
//!
//! Truncation keeps the claim whenever possible: claim and evidence are encoded separately
//! without special tokens; if they do not fit in `max_len` (special tokens included), the
//! evidence is cut to the room the claim leaves — exactly HF `truncation="only_second"` — as long
//! as the claim alone leaves room for at least one evidence token. Only when it does not (where
//! `only_second` would return an error) is the claim cut: to `floor(claim_share · max_len)`
//! tokens, or to whatever the evidence does not need if that is more; the evidence gets the
//! rest. The tokenizer's own post-processor then adds the special tokens and type ids
//! (`Tokenizer::post_process(a, Some(b), true)`), as HF tokenizers do for a text pair.
//!
//! The model's `tokenizer.json` may carry its own truncation / fixed padding (all-MiniLM ships
//! padding to 128); both are switched off here.

use rayon::prelude::*;
use tokenizers::{Encoding, PostProcessor, Tokenizer, TruncationDirection};

use super::{Pair, PairError};
use crate::judge::{Architecture, JudgeError, ModelConfig};

/// One tokenized pair, ready for the model.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Encoded {
    /// Token ids including special tokens; length ≤ the effective `max_len`.
    pub ids: Vec<u32>,
    /// Token type (segment) ids, same length as `ids`.
    pub type_ids: Vec<u32>,
    /// The claim was cut.
    pub claim_truncated: bool,
    /// The evidence was cut.
    pub evidence_truncated: bool,
}

/// The model's tokenizer, configured for pair encoding with evidence-first truncation.
pub struct PairTokenizer {
    tok: Tokenizer,
    max_len: usize,
    added_pair: usize,
    claim_cap: usize,
    pad_id: u32,
}

impl PairTokenizer {
    /// Parses `tokenizer.json`, disables its padding and truncation, and fixes the budget.
    ///
    /// `max_len` is clamped to what the model's position embeddings allow
    /// (`max_position_embeddings`, minus `pad_token_id + 1` for RoBERTa-family models whose
    /// positions start after the pad id). `claim_share` ∈ (0, 1].
    ///
    /// Errors: [`JudgeError::Tokenizer`] naming `file`; [`JudgeError::InvalidOptions`] when the
    /// effective `max_len` leaves no room beyond the special tokens.
    pub fn new(
        bytes: &[u8],
        file: &str,
        cfg: &ModelConfig,
        max_len: usize,
        claim_share: f32,
    ) -> Result<Self, JudgeError> {
        let terr = |message: String| JudgeError::Tokenizer {
            file: file.to_string(),
            message,
        };
        let mut tok = Tokenizer::from_bytes(bytes).map_err(|e| terr(e.to_string()))?;
        tok.with_padding(None);
        tok.with_truncation(None).map_err(|e| terr(e.to_string()))?;
        let added_pair = tok
            .get_post_processor()
            .map(|p| p.added_tokens(true))
            .unwrap_or(0);
        let model_limit = match cfg.architecture {
            Architecture::XlmRoberta | Architecture::Roberta => cfg
                .max_position_embeddings
                .saturating_sub(cfg.pad_token_id as usize + 1),
            Architecture::Bert | Architecture::DebertaV2 => cfg.max_position_embeddings,
        };
        let eff = max_len.min(model_limit);
        if eff < max_len {
            tracing::warn!(
                requested = max_len,
                used = eff,
                "judge max_len clamped to the model's position limit"
            );
        }
        if eff <= added_pair + 1 {
            return Err(JudgeError::InvalidOptions(format!(
                "max_len {eff} leaves no room for text beyond {added_pair} special tokens"
            )));
        }
        let budget = eff - added_pair;
        let claim_cap = ((claim_share as f64 * eff as f64).floor() as usize).clamp(1, budget);
        Ok(Self {
            tok,
            max_len: eff,
            added_pair,
            claim_cap,
            pad_id: cfg.pad_token_id,
        })
    }

    /// Effective maximum tokens per pair (special tokens included).
    pub fn max_len(&self) -> usize {
        self.max_len
    }

    /// Pad id used for batching (`pad_token_id` of `config.json`).
    pub fn pad_id(&self) -> u32 {
        self.pad_id
    }

    /// Number of special tokens added to a pair.
    pub fn added_tokens(&self) -> usize {
        self.added_pair
    }

    /// Tokens the claim is cut to when it alone would fill the whole budget.
    pub fn claim_cap(&self) -> usize {
        self.claim_cap
    }

    /// Encodes one pair (see the module docs for the truncation rule).
    /// Errors: [`PairError::Tokenize`] with the tokenizer's message.
    pub fn encode(&self, pair: &Pair<'_>) -> Result<Encoded, PairError> {
        let terr = |e: tokenizers::Error| PairError::Tokenize(e.to_string());
        let mut a = self.tok.encode(pair.claim, false).map_err(terr)?;
        let mut b = self.tok.encode(pair.evidence, false).map_err(terr)?;
        let budget = self.max_len - self.added_pair;
        let (la, lb) = (a.len(), b.len());
        let (mut claim_truncated, mut evidence_truncated) = (false, false);
        if la + lb > budget {
            // Same as HF `only_second` while the claim leaves room for at least one evidence
            // token; otherwise (where `only_second` errors) the claim is cut to its share.
            let keep_a = if la < budget {
                la
            } else {
                self.claim_cap.max(budget.saturating_sub(lb)).min(la)
            };
            if keep_a < la {
                cut(&mut a, keep_a);
                claim_truncated = true;
            }
            let keep_b = budget - keep_a;
            if keep_b < lb {
                cut(&mut b, keep_b);
                evidence_truncated = true;
            }
        }
        let enc = self.tok.post_process(a, Some(b), true).map_err(terr)?;
        Ok(Encoded {
            ids: enc.get_ids().to_vec(),
            type_ids: enc.get_type_ids().to_vec(),
            claim_truncated,
            evidence_truncated,
        })
    }

    /// Encodes all pairs (in parallel for larger inputs); `out[i]` belongs to `pairs[i]`.
    pub fn encode_all(&self, pairs: &[Pair<'_>]) -> Vec<Result<Encoded, PairError>> {
        if pairs.len() >= 16 {
            pairs.par_iter().map(|p| self.encode(p)).collect()
        } else {
            pairs.iter().map(|p| self.encode(p)).collect()
        }
    }
}

/// Keeps the first `n` tokens of `e` and drops the overflow.
fn cut(e: &mut Encoding, n: usize) {
    e.truncate(n, 0, TruncationDirection::Right);
    drop(e.take_overflowing());
}
