//! The BERT body for reduced precision (f16 / bf16) on candle, with a padding mask that stays
//! finite in every dtype.
//!
//! candle-transformers 0.11.1 `bert::BertModel::forward` builds its additive mask as
//! `(1 − mask) · f32::MIN` in the model dtype; `f32::MIN` rounds to `−inf` in f16 and bf16, and
//! `0 · −inf = NaN` at every real token, so every padded batch gives NaN
//! (`shared/FIELD-NOTES.md`, candle encoders). This module runs the same computation as
//! `BertModel` (word + token type + absolute position embeddings, layer norm, then the
//! encoder layers as HF `BertLayer` in eval mode) with its own [`Layer`]: the matrix products
//! run in the model dtype, while the attention scores are scaled, masked and soft-maxed in f32
//! (the additive mask is built in f32 with [`mask_fill`]) and cast back. Keeping the softmax
//! in f32 matters: candle's generic softmax in bf16 sums in bf16. The logits are converted to
//! f32 before sigmoid / softmax and calibration (`judge::model`).

use candle_core::{DType, Module, Tensor};
use candle_nn::{Embedding, LayerNorm, Linear, VarBuilder};
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
    layers: Vec<Layer>,
}

/// One encoder layer (HF `BertLayer`, eval mode): self-attention with f32 softmax, output
/// dense + residual + layer norm, intermediate dense + activation, output dense + residual +
/// layer norm. Weight names `attention.self.{query,key,value}`, `attention.output.dense`,
/// `attention.output.LayerNorm`, `intermediate.dense`, `output.dense`, `output.LayerNorm`.
pub struct Layer {
    q: Linear,
    k: Linear,
    v: Linear,
    attn_out: Linear,
    attn_norm: LayerNorm,
    inter: Linear,
    out: Linear,
    out_norm: LayerNorm,
    heads: usize,
    act: bert::HiddenAct,
}

impl Layer {
    /// Loads layer weights from `vb` (`encoder.layer.N`). Errors: candle's.
    pub fn load(vb: VarBuilder, cfg: &bert::Config) -> candle_core::Result<Self> {
        let h = cfg.hidden_size;
        let i = cfg.intermediate_size;
        let a = vb.pp("attention");
        Ok(Self {
            q: candle_nn::linear(h, h, a.pp("self").pp("query"))?,
            k: candle_nn::linear(h, h, a.pp("self").pp("key"))?,
            v: candle_nn::linear(h, h, a.pp("self").pp("value"))?,
            attn_out: candle_nn::linear(h, h, a.pp("output").pp("dense"))?,
            attn_norm: candle_nn::layer_norm(
                h,
                cfg.layer_norm_eps,
                a.pp("output").pp("LayerNorm"),
            )?,
            inter: candle_nn::linear(h, i, vb.pp("intermediate").pp("dense"))?,
            out: candle_nn::linear(i, h, vb.pp("output").pp("dense"))?,
            out_norm: candle_nn::layer_norm(
                h,
                cfg.layer_norm_eps,
                vb.pp("output").pp("LayerNorm"),
            )?,
            heads: cfg.num_attention_heads,
            act: cfg.hidden_act,
        })
    }

    /// `x`: `(rows, seq, hidden)` in the model dtype; `mask`: the f32 additive mask
    /// `(rows, 1, 1, seq)`. Returns the layer output, same shape and dtype as `x`.
    pub fn forward(&self, x: &Tensor, mask: &Tensor) -> candle_core::Result<Tensor> {
        let (b, l, h) = x.dims3()?;
        let hd = h / self.heads;
        let split = |t: Tensor| -> candle_core::Result<Tensor> {
            t.reshape((b, l, self.heads, hd))?
                .transpose(1, 2)?
                .contiguous()
        };
        let q = split(self.q.forward(x)?)?;
        let k = split(self.k.forward(x)?)?;
        let v = split(self.v.forward(x)?)?;
        let scores = q.matmul(&k.t()?)?.to_dtype(DType::F32)?; // (b, heads, l, l)
        let scores = ((scores * (1.0 / (hd as f64).sqrt()))?).broadcast_add(mask)?;
        let probs = candle_nn::ops::softmax_last_dim(&scores)?.to_dtype(x.dtype())?;
        let ctx = probs.matmul(&v)?.transpose(1, 2)?.reshape((b, l, h))?;
        let x = self
            .attn_norm
            .forward(&(self.attn_out.forward(&ctx)? + x)?)?;
        let y = self.inter.forward(&x)?;
        let y = match self.act {
            bert::HiddenAct::Gelu => y.gelu_erf()?,
            bert::HiddenAct::GeluApproximate => y.gelu()?,
            bert::HiddenAct::Relu => y.relu()?,
        };
        self.out_norm.forward(&(self.out.forward(&y)? + x)?)
    }
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
            layers: (0..cfg.num_hidden_layers)
                .map(|i| Layer::load(vb.pp(format!("encoder.layer.{i}")), cfg))
                .collect::<candle_core::Result<_>>()?,
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
        let mut x = self.norm.forward(&x)?;
        let m = additive_mask(mask, DType::F32)?;
        for layer in &self.layers {
            x = layer.forward(&x, &m)?;
        }
        Ok(x)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    /// In f32, this body gives candle's `BertModel` hidden states (same math, own layers) on a
    /// padded batch of the tiny fixture BERT, at the real tokens.
    #[test]
    fn f32_matches_candle_bert_model() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/models/tiny-bert-nli");
        let cfg: bert::Config =
            serde_json::from_slice(&std::fs::read(dir.join("config.json")).unwrap()).unwrap();
        let w = std::fs::read(dir.join("model.safetensors")).unwrap();
        let vb = VarBuilder::from_slice_safetensors(&w, DType::F32, &Device::Cpu).unwrap();
        let vb = if vb.contains_tensor("bert.embeddings.word_embeddings.weight") {
            vb.pp("bert")
        } else {
            vb
        };
        let ours = ReducedBert::load(vb.clone(), &cfg).unwrap();
        let theirs = bert::BertModel::load(vb, &cfg).unwrap();
        let (rows, seq) = (3, 9);
        let ids: Vec<u32> = (0..rows * seq).map(|i| (5 + i * 13 % 90) as u32).collect();
        let mask: Vec<u32> = (0..rows * seq)
            .map(|i| u32::from(i % seq < 3 + 3 * (i / seq)))
            .collect();
        let t = |v: &[u32]| Tensor::from_slice(v, (rows, seq), &Device::Cpu).unwrap();
        let tids = vec![0u32; rows * seq];
        let a = ours.forward(&t(&ids), &t(&tids), &t(&mask)).unwrap();
        let b = theirs
            .forward(&t(&ids), &t(&tids), Some(&t(&mask)))
            .unwrap();
        let a: Vec<Vec<Vec<f32>>> = a.to_vec3().unwrap();
        let b: Vec<Vec<Vec<f32>>> = b.to_vec3().unwrap();
        let mut worst = 0f32;
        for r in 0..rows {
            for j in 0..seq {
                if mask[r * seq + j] == 1 {
                    for (x, y) in a[r][j].iter().zip(&b[r][j]) {
                        worst = worst.max((x - y).abs());
                    }
                }
            }
        }
        assert!(worst < 1e-4, "max |diff| {worst}");
    }

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
