//! The BERT body for reduced precision (f16 / bf16) on candle, with a padding mask that stays
//! finite in every dtype.
//!
//! candle-transformers 0.11.1 `bert::BertModel::forward` builds its additive mask as
//! `(1 − mask) · f32::MIN` in the model dtype; `f32::MIN` rounds to `−inf` in f16 and bf16, and
//! `0 · −inf = NaN` at every real token, so every padded batch gives NaN
//! (`shared/FIELD-NOTES.md`, candle encoders). This module runs the same computation as
//! `BertModel` (word + token type + absolute position embeddings, layer norm, then
//! candle's public `bert::BertEncoder` layers) but builds the additive mask itself with
//! [`mask_fill`], a finite large negative number per dtype. The encoder layers, and so the
//! attention softmax, are candle's and run in the model dtype; the logits are converted to
//! f32 before sigmoid / softmax and calibration (`judge::model`).

use candle_core::{DType, Module, Tensor};
use candle_nn::{Embedding, LayerNorm, VarBuilder};
use candle_transformers::models::bert;

/// The additive-mask value for padding positions in `dtype`: `f32::MIN` in f32 and f64 (what
/// candle's `BertModel` and HF use, so f32 results are unchanged), and half the largest finite
/// value in f16 (−32,752) and bf16 (about −1.69e38): finite, and far enough from the limit
/// that adding an attention score cannot overflow to `−inf`. `exp` of it is 0 in every dtype.
pub fn mask_fill(dtype: DType) -> f32 {
    match dtype {
        DType::F16 => -0.5 * 65_504.0,
        DType::BF16 => -0.5 * 3.389_531_4e38,
        _ => f32::MIN,
    }
}

/// The additive attention mask `(rows, 1, 1, seq)` in `dtype` for a `(rows, seq)` 0/1 mask
/// (u32, 1 = token): 0 at tokens, [`mask_fill`] at padding. Computed in f32 and converted
/// once, so no `0 · inf` can occur.
pub fn additive_mask(mask: &Tensor, dtype: DType) -> candle_core::Result<Tensor> {
    let keep = mask.to_dtype(DType::F32)?;
    let pad = (1.0 - keep)?; // 1 at padding
    (pad * f64::from(mask_fill(dtype)))?
        .to_dtype(dtype)?
        .unsqueeze(1)?
        .unsqueeze(1)
}

/// BERT embeddings + encoder in the dtype of its [`VarBuilder`], masked with
/// [`additive_mask`]. Same weights and names as `bert::BertModel` (`embeddings.*`,
/// `encoder.layer.N.*`, under the prefix the caller gives).
pub struct ReducedBert {
    word: Embedding,
    position: Embedding,
    token_type: Embedding,
    norm: LayerNorm,
    encoder: bert::BertEncoder,
}

impl ReducedBert {
    /// Loads from `vb` (already under the model's prefix, e.g. `bert`). Errors: candle's, for a
    /// missing or mis-shaped tensor.
    pub fn load(vb: VarBuilder, cfg: &bert::Config) -> candle_core::Result<Self> {
        let e = vb.pp("embeddings");
        let h = cfg.hidden_size;
        Ok(Self {
            word: candle_nn::embedding(cfg.vocab_size, h, e.pp("word_embeddings"))?,
            position: candle_nn::embedding(
                cfg.max_position_embeddings,
                h,
                e.pp("position_embeddings"),
            )?,
            token_type: candle_nn::embedding(
                cfg.type_vocab_size,
                h,
                e.pp("token_type_embeddings"),
            )?,
            norm: candle_nn::layer_norm(h, cfg.layer_norm_eps, e.pp("LayerNorm"))?,
            encoder: bert::BertEncoder::load(vb.pp("encoder"), cfg)?,
        })
    }

    /// Hidden states `(rows, seq, hidden)` in the model dtype for `(rows, seq)` u32 ids, type
    /// ids and 0/1 mask.
    pub fn forward(
        &self,
        ids: &Tensor,
        type_ids: &Tensor,
        mask: &Tensor,
    ) -> candle_core::Result<Tensor> {
        let (_, seq) = ids.dims2()?;
        let pos = Tensor::arange(0u32, seq as u32, ids.device())?;
        let x = (self.word.forward(ids)? + self.token_type.forward(type_ids)?)?
            .broadcast_add(&self.position.forward(&pos)?)?;
        let x = self.norm.forward(&x)?;
        let m = additive_mask(mask, x.dtype())?;
        self.encoder.forward(&x, &m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn mask_is_finite_and_zero_at_tokens_in_every_dtype() {
        let m = Tensor::from_slice(&[1u32, 1, 0, 1, 0, 0], (2, 3), &Device::Cpu).unwrap();
        for dt in [DType::F32, DType::F16, DType::BF16] {
            let a: Vec<f32> = additive_mask(&m, dt)
                .unwrap()
                .to_dtype(DType::F32)
                .unwrap()
                .flatten_all()
                .unwrap()
                .to_vec1()
                .unwrap();
            assert_eq!(a.len(), 6);
            for (v, k) in a.iter().zip([1, 1, 0, 1, 0, 0]) {
                assert!(v.is_finite(), "{dt:?}: {v}");
                if k == 1 {
                    assert_eq!(*v, 0.0, "{dt:?}");
                } else {
                    assert!(*v < -3.0e4, "{dt:?}: {v}");
                }
            }
            // A score added to the fill stays finite in the dtype.
            let s = (Tensor::new(&[-1000f32, 1000.0], &Device::Cpu)
                .unwrap()
                .to_dtype(dt)
                .unwrap()
                + f64::from(mask_fill(dt)))
            .unwrap()
            .to_dtype(DType::F32)
            .unwrap()
            .to_vec1::<f32>()
            .unwrap();
            assert!(s.iter().all(|v| v.is_finite()), "{dt:?}: {s:?}");
        }
    }
}
