//! BERT sequence classification on the CPU over plain slices with the `sjc-kernels` kernels:
//! the fast path of [`super::Network`] for `bert` models with absolute positions and exact
//! GELU. Same computation as HF `BertForSequenceClassification` in eval mode (and as the
//! candle path), organised for throughput:
//!
//! - **no padding**: each row of the [`TokenBatch`] runs at its own length (up to its last
//!   real token); linear layers run over the concatenated real tokens only, attention per
//!   sequence and head (the mask is still applied inside a row, for masks with holes);
//! - **weights packed once** at load ([`PackedB`], f32 or bf16), Q, K and V as one
//!   `3H × H` weight;
//! - **fused, cache-sized blocks**: per block of 96 tokens, attention output + bias +
//!   residual + layer norm, then FFN up + bias + GELU, down + bias + residual + layer norm,
//!   with the 96 × 1536 intermediate staying in the core's cache; blocks and (sequence, head)
//!   pairs are spread over rayon's threads;
//! - **last layer on `[CLS]` only**: the classifier reads position 0, so the last layer
//!   computes keys and values for every token but queries, attention output and FFN for the
//!   `[CLS]` rows alone;
//! - softmax, layer norm, GELU, pooler tanh and the classifier in f32; with
//!   [`Precision::Bf16`] only the GEMM operands (weights, activations, attention scores and
//!   probabilities) are rounded to bf16, with f32 accumulation.

use std::collections::HashMap;
use std::sync::Mutex;

use candle_core::{DType, Device, Tensor};
use rayon::prelude::*;
use serde_json::Value;
use sjc_kernels::cpu::gemm::{gemm, Epilogue, PackedB, Precision, Scratch};
use sjc_kernels::cpu::{ops, Isa};

use super::model::candle_msg;
use super::{ForwardError, JudgeError, TokenBatch};

/// Tokens per block of the fused per-layer work (a multiple of the GEMM tile's 12 rows).
const BLOCK: usize = 96;

/// One encoder layer's packed weights.
struct Layer {
    qkv: PackedB,
    attn_out: PackedB,
    ln1: (Vec<f32>, Vec<f32>),
    ffn_up: PackedB,
    ffn_down: PackedB,
    ln2: (Vec<f32>, Vec<f32>),
}

/// A BERT + pooler + classifier network on `sjc-kernels`.
pub struct CpuBert {
    word: Vec<f32>,
    position: Vec<f32>,
    token_type: Vec<f32>,
    emb_ln: (Vec<f32>, Vec<f32>),
    layers: Vec<Layer>,
    pooler: PackedB,
    classifier: PackedB,
    hidden: usize,
    heads: usize,
    vocab: usize,
    max_pos: usize,
    type_vocab: usize,
    eps: f32,
    num_labels: usize,
    precision: Precision,
    isa: Isa,
    /// Activation buffers kept between calls (see [`Buffers`]).
    pool: Mutex<Option<Buffers>>,
}

/// The large activation buffers of one forward call: token rows (`total × H`), fused QKV rows
/// (`total × 3H`) and attention context (`total × H`). Kept by [`CpuBert`] between calls, so
/// that a call of the same size or smaller neither zero-fills nor page-faults fresh memory
/// (the first layer's QKV product ran about 40% slower than the others without it); the
/// memory stays held while the judge is loaded (about 125 MB after a 16,384-token batch).
/// Concurrent calls that find the pool empty allocate their own.
#[derive(Default)]
struct Buffers {
    x: Vec<f32>,
    qkv: Vec<f32>,
    ctx: Vec<f32>,
}

/// Why a BERT config cannot take the kernel path (it then runs on candle), or `None`.
pub fn unsupported(raw: &Value) -> Option<String> {
    let s = |k: &str| raw.get(k).and_then(Value::as_str);
    match s("hidden_act") {
        None | Some("gelu") => {}
        Some(a) => return Some(format!("hidden_act {a}")),
    }
    match s("position_embedding_type") {
        None | Some("absolute") => {}
        Some(p) => return Some(format!("position_embedding_type {p}")),
    }
    let n = |k: &str| raw.get(k).and_then(Value::as_u64).unwrap_or(0);
    if n("num_attention_heads") == 0 || n("hidden_size") % n("num_attention_heads").max(1) != 0 {
        return Some("hidden_size not divisible by num_attention_heads".into());
    }
    None
}

impl CpuBert {
    /// Loads the network from a safetensors buffer (`bert.`-prefixed or bare body names,
    /// `bert.pooler.dense`, `classifier`); `raw` is `config.json` with HF defaults filled in.
    /// Weights of any float dtype are converted to f32, then packed in `precision`.
    ///
    /// Errors: [`JudgeError::MissingTensor`] and [`JudgeError::Weights`] (wrong shapes), naming
    /// `file`.
    pub fn load(
        raw: &Value,
        weights: &[u8],
        file: &str,
        prefix: &str,
        num_labels: usize,
        precision: Precision,
    ) -> Result<Self, JudgeError> {
        let werr = |message: String| JudgeError::Weights {
            file: file.to_string(),
            message,
        };
        let tensors = candle_core::safetensors::load_buffer(weights, &Device::Cpu)
            .map_err(|e| werr(candle_msg(&e)))?;
        let w = Weights {
            tensors,
            file,
            prefix,
        };
        let n = |k: &str| raw.get(k).and_then(Value::as_u64).unwrap_or(0) as usize;
        let (hidden, heads, inter, nl) = (
            n("hidden_size"),
            n("num_attention_heads"),
            n("intermediate_size"),
            n("num_hidden_layers"),
        );
        let eps = raw
            .get("layer_norm_eps")
            .and_then(Value::as_f64)
            .unwrap_or(1e-12) as f32;
        let word = w.get("embeddings.word_embeddings.weight", &[0, hidden])?;
        let position = w.get("embeddings.position_embeddings.weight", &[0, hidden])?;
        let token_type = w.get("embeddings.token_type_embeddings.weight", &[0, hidden])?;
        let emb_ln = w.layer_norm("embeddings.LayerNorm", hidden)?;
        let linear = |name: &str, out: usize, inp: usize| -> Result<PackedB, JudgeError> {
            let wt = w.get(&format!("{name}.weight"), &[out, inp])?;
            let b = w.get(&format!("{name}.bias"), &[out])?;
            Ok(PackedB::from_weight(precision, &wt, out, inp, Some(&b)))
        };
        let mut layers = Vec::with_capacity(nl);
        for i in 0..nl {
            let p = format!("encoder.layer.{i}");
            let mut qkv_w = Vec::with_capacity(3 * hidden * hidden);
            let mut qkv_b = Vec::with_capacity(3 * hidden);
            for part in ["query", "key", "value"] {
                let name = format!("{p}.attention.self.{part}");
                qkv_w.extend(w.get(&format!("{name}.weight"), &[hidden, hidden])?);
                qkv_b.extend(w.get(&format!("{name}.bias"), &[hidden])?);
            }
            layers.push(Layer {
                qkv: PackedB::from_weight(precision, &qkv_w, 3 * hidden, hidden, Some(&qkv_b)),
                attn_out: linear(&format!("{p}.attention.output.dense"), hidden, hidden)?,
                ln1: w.layer_norm(&format!("{p}.attention.output.LayerNorm"), hidden)?,
                ffn_up: linear(&format!("{p}.intermediate.dense"), inter, hidden)?,
                ffn_down: linear(&format!("{p}.output.dense"), hidden, inter)?,
                ln2: w.layer_norm(&format!("{p}.output.LayerNorm"), hidden)?,
            });
        }
        // Pooler and classifier are tiny and read once per row: always f32.
        let head = Weights { prefix: "", ..w };
        let pooler_name = if prefix.is_empty() {
            "pooler.dense".to_string()
        } else {
            format!("{prefix}.pooler.dense")
        };
        let pooler = {
            let wt = head.get(&format!("{pooler_name}.weight"), &[hidden, hidden])?;
            let b = head.get(&format!("{pooler_name}.bias"), &[hidden])?;
            PackedB::from_weight(Precision::F32, &wt, hidden, hidden, Some(&b))
        };
        let classifier = {
            let wt = head.get("classifier.weight", &[num_labels, hidden])?;
            let b = head.get("classifier.bias", &[num_labels])?;
            PackedB::from_weight(Precision::F32, &wt, num_labels, hidden, Some(&b))
        };
        Ok(CpuBert {
            vocab: word.len() / hidden,
            max_pos: position.len() / hidden,
            type_vocab: token_type.len() / hidden,
            word,
            position,
            token_type,
            emb_ln,
            layers,
            pooler,
            classifier,
            hidden,
            heads,
            eps,
            num_labels,
            precision,
            isa: Isa::detect(),
            pool: Mutex::new(None),
        })
    }

    /// What runs: e.g. `"f32 (sjc-kernels, avx512f)"`, `"f32 (sjc-kernels, avx2)"`,
    /// `"bf16 (sjc-kernels, avx512bf16)"`.
    pub fn describe(&self) -> String {
        let (p, isa) = match self.precision {
            Precision::F32 => (
                "f32",
                match self.isa {
                    Isa::Portable | Isa::Avx2Fma => self.isa,
                    Isa::Avx512F | Isa::Avx512Bf16 => Isa::Avx512F,
                },
            ),
            Precision::Bf16 => (
                "bf16",
                if self.isa == Isa::Avx512Bf16 {
                    Isa::Avx512Bf16
                } else {
                    Isa::Portable
                },
            ),
        };
        format!("{p} (sjc-kernels, {})", isa.as_str())
    }

    /// Logits of each row of `batch` (`rows × num_labels`). Errors: [`ForwardError`] for a
    /// token id, type id or position outside the embedding tables.
    pub fn forward(&self, batch: &TokenBatch) -> Result<Vec<Vec<f32>>, ForwardError> {
        let h = self.hidden;
        let (rows, seq) = (batch.rows(), batch.seq());
        // Each row runs up to its last real token.
        let mut offsets = Vec::with_capacity(rows + 1);
        offsets.push(0usize);
        for r in 0..rows {
            let m = &batch.mask()[r * seq..(r + 1) * seq];
            let len = m.iter().rposition(|&v| v != 0).map_or(1, |p| p + 1);
            if len > self.max_pos {
                return Err(ForwardError(format!(
                    "sequence of {len} tokens exceeds max_position_embeddings {}",
                    self.max_pos
                )));
            }
            offsets.push(offsets[r] + len);
        }
        let total = offsets[rows];
        let mut mask = vec![0u32; total];
        let mut bufs = self
            .pool
            .lock()
            .ok()
            .and_then(|mut p| p.take())
            .unwrap_or_default();
        let x = &mut bufs.x;
        // Every row is written below; resize only zero-fills growth.
        x.resize(total * h, 0.0);
        for r in 0..rows {
            for p in 0..offsets[r + 1] - offsets[r] {
                let t = offsets[r] + p;
                let (id, tid) = (
                    batch.ids()[r * seq + p] as usize,
                    batch.type_ids()[r * seq + p] as usize,
                );
                if id >= self.vocab || tid >= self.type_vocab {
                    return Err(ForwardError(format!(
                        "token id {id} / type id {tid} outside the embeddings ({} / {})",
                        self.vocab, self.type_vocab
                    )));
                }
                mask[t] = batch.mask()[r * seq + p];
                let dst = &mut x[t * h..(t + 1) * h];
                let (we, pe, te) = (
                    &self.word[id * h..(id + 1) * h],
                    &self.position[p * h..(p + 1) * h],
                    &self.token_type[tid * h..(tid + 1) * h],
                );
                for j in 0..h {
                    dst[j] = we[j] + pe[j] + te[j];
                }
            }
        }
        ops::add_layer_norm(x, None, &self.emb_ln.0, &self.emb_ln.1, self.eps);
        let seqs: Vec<(usize, usize)> = (0..rows)
            .map(|r| (offsets[r], offsets[r + 1] - offsets[r]))
            .collect();
        let last = self.layers.len().saturating_sub(1);
        let mut cls: Option<Vec<f32>> = None;
        // Reused by every layer: the fused QKV rows and the attention context.
        let (qkv, ctx) = (&mut bufs.qkv, &mut bufs.ctx);
        for (i, layer) in self.layers.iter().enumerate() {
            self.qkv(layer, x, total, qkv);
            if i < last {
                self.attention(qkv, &seqs, &mask, false, ctx);
                self.post_attention(layer, x, ctx);
            } else {
                self.attention(qkv, &seqs, &mask, true, ctx);
                let mut xc: Vec<f32> = seqs
                    .iter()
                    .flat_map(|&(off, _)| x[off * h..(off + 1) * h].iter().copied())
                    .collect();
                self.post_attention(layer, &mut xc, ctx);
                cls = Some(xc);
            }
        }
        let cls = cls.unwrap_or_else(|| {
            seqs.iter()
                .flat_map(|&(off, _)| x[off * h..(off + 1) * h].iter().copied())
                .collect()
        });
        if let Ok(mut pool) = self.pool.lock() {
            *pool = Some(bufs);
        }
        let mut s = Scratch::default();
        let mut pooled = vec![0.0f32; rows * h];
        gemm(
            self.isa,
            &cls,
            h,
            rows,
            &self.pooler,
            &mut pooled,
            h,
            Epilogue::Bias,
            &mut s,
        );
        pooled.iter_mut().for_each(|v| *v = v.tanh());
        let nl = self.num_labels;
        let mut logits = vec![0.0f32; rows * nl];
        gemm(
            self.isa,
            &pooled,
            h,
            rows,
            &self.classifier,
            &mut logits,
            nl,
            Epilogue::Bias,
            &mut s,
        );
        Ok(logits.chunks(nl).map(<[f32]>::to_vec).collect())
    }

    /// `out = x · W_qkvᵀ + b` (`total × 3H`), by blocks of rows in parallel.
    fn qkv(&self, layer: &Layer, x: &[f32], total: usize, out: &mut Vec<f32>) {
        let (h, n) = (self.hidden, 3 * self.hidden);
        out.resize(total * n, 0.0);
        out.par_chunks_mut(BLOCK * n)
            .enumerate()
            .for_each_init(Scratch::default, |s, (bi, o)| {
                let m = o.len() / n;
                let a = &x[bi * BLOCK * h..(bi * BLOCK + m) * h];
                gemm(self.isa, a, h, m, &layer.qkv, o, n, Epilogue::Bias, s);
            });
    }

    /// Scaled masked softmax attention per (sequence, head); `cls_only`: queries of position
    /// 0 only. Output in `out`: context rows (`total × H`, or `rows × H` with `cls_only`).
    fn attention(
        &self,
        qkv: &[f32],
        seqs: &[(usize, usize)],
        mask: &[u32],
        cls_only: bool,
        out: &mut Vec<f32>,
    ) {
        let (h, nh) = (self.hidden, self.heads);
        let d = h / nh;
        let ld = 3 * h;
        let scale = 1.0 / (d as f32).sqrt();
        let prec = self.precision;
        let tasks: Vec<(usize, usize)> = (0..seqs.len())
            .flat_map(|s| (0..nh).map(move |hd| (s, hd)))
            .collect();
        let parts: Vec<Vec<f32>> = tasks
            .par_iter()
            .map_init(
                || (Scratch::default(), Vec::new()),
                |(sc, scores): &mut (Scratch, Vec<f32>), &(si, hd)| {
                    let (off, len) = seqs[si];
                    let q0 = off * ld + hd * d;
                    let (k0, v0) = (q0 + h, q0 + 2 * h);
                    let keys = PackedB::from_strided(prec, &qkv[k0..], ld, len, d, None);
                    let mq = if cls_only { 1 } else { len };
                    // Every value is written by the GEMM: no need to clear.
                    scores.resize(mq * len, 0.0);
                    gemm(
                        self.isa,
                        &qkv[q0..],
                        ld,
                        mq,
                        &keys,
                        scores,
                        len,
                        Epilogue::None,
                        sc,
                    );
                    let m = &mask[off..off + len];
                    let all = m.iter().all(|&v| v != 0);
                    for row in scores.chunks_mut(len) {
                        ops::softmax_scaled(row, scale, if all { None } else { Some(m) });
                    }
                    let values = PackedB::from_rows(prec, &qkv[v0..], ld, len, d);
                    let mut ctx = vec![0.0f32; mq * d];
                    gemm(
                        self.isa,
                        scores,
                        len,
                        mq,
                        &values,
                        &mut ctx,
                        d,
                        Epilogue::None,
                        sc,
                    );
                    ctx
                },
            )
            .collect();
        let rows_out = if cls_only {
            seqs.len()
        } else {
            seqs.last().map_or(0, |&(o, l)| o + l)
        };
        out.resize(rows_out * h, 0.0);
        // Scatter the heads' context rows into place, one sequence per task: the sequences'
        // rows are disjoint slices of `out` (`parts` holds the heads of sequence s at
        // s·nh..(s+1)·nh).
        let mut rest: &mut [f32] = out;
        let mut per_seq = Vec::with_capacity(seqs.len());
        for &(_, len) in seqs {
            let rows = if cls_only { 1 } else { len };
            let (mine, tail) = rest.split_at_mut(rows * h);
            per_seq.push(mine);
            rest = tail;
        }
        per_seq
            .into_par_iter()
            .zip(parts.par_chunks(nh))
            .for_each(|(dst, heads)| {
                for (hd, part) in heads.iter().enumerate() {
                    for (row, c) in dst.chunks_exact_mut(h).zip(part.chunks_exact(d)) {
                        row[hd * d..(hd + 1) * d].copy_from_slice(c);
                    }
                }
            });
    }

    /// In place on `x` (`m × H`, the layer input): attention output projection + residual +
    /// layer norm, then the FFN + residual + layer norm, by blocks of rows in parallel.
    fn post_attention(&self, layer: &Layer, x: &mut [f32], ctx: &[f32]) {
        let h = self.hidden;
        let inter = layer.ffn_up.n();
        x.par_chunks_mut(BLOCK * h).enumerate().for_each_init(
            || (Scratch::default(), Vec::new(), Vec::new()),
            |(s, t1, t2): &mut (Scratch, Vec<f32>, Vec<f32>), (bi, xb)| {
                let m = xb.len() / h;
                let c = &ctx[bi * BLOCK * h..(bi * BLOCK + m) * h];
                t1.resize(m * h, 0.0);
                gemm(self.isa, c, h, m, &layer.attn_out, t1, h, Epilogue::Bias, s);
                ops::add_layer_norm(t1, Some(xb), &layer.ln1.0, &layer.ln1.1, self.eps);
                t2.resize(m * inter, 0.0);
                gemm(
                    self.isa,
                    t1,
                    h,
                    m,
                    &layer.ffn_up,
                    t2,
                    inter,
                    Epilogue::BiasGelu,
                    s,
                );
                gemm(
                    self.isa,
                    t2,
                    inter,
                    m,
                    &layer.ffn_down,
                    xb,
                    h,
                    Epilogue::Bias,
                    s,
                );
                ops::add_layer_norm(xb, Some(t1), &layer.ln2.0, &layer.ln2.1, self.eps);
            },
        );
    }
}

/// Tensors of a safetensors buffer by name, under an optional prefix.
struct Weights<'a> {
    tensors: HashMap<String, Tensor>,
    file: &'a str,
    prefix: &'a str,
}

impl Weights<'_> {
    /// The tensor `name` (under the prefix) as f32, checked against `shape` (0 = any).
    fn get(&self, name: &str, shape: &[usize]) -> Result<Vec<f32>, JudgeError> {
        let full = if self.prefix.is_empty() {
            name.to_string()
        } else {
            format!("{}.{name}", self.prefix)
        };
        let t = self
            .tensors
            .get(&full)
            .ok_or_else(|| JudgeError::MissingTensor {
                file: self.file.to_string(),
                tensor: full.clone(),
            })?;
        let dims = t.dims();
        let ok = dims.len() == shape.len()
            && dims.iter().zip(shape).all(|(&a, &b)| b == 0 || a == b)
            && dims.iter().all(|&a| a > 0);
        if !ok {
            return Err(JudgeError::Weights {
                file: self.file.to_string(),
                message: format!("tensor {full} has shape {dims:?}, expected {shape:?} (0 = any)"),
            });
        }
        t.to_dtype(DType::F32)
            .and_then(|t| t.flatten_all())
            .and_then(|t| t.to_vec1::<f32>())
            .map_err(|e| JudgeError::Weights {
                file: self.file.to_string(),
                message: format!("{full}: {}", candle_msg(&e)),
            })
    }

    /// LayerNorm weight and bias (`weight`/`bias`, or the old `gamma`/`beta` names).
    fn layer_norm(&self, name: &str, h: usize) -> Result<(Vec<f32>, Vec<f32>), JudgeError> {
        match self.get(&format!("{name}.weight"), &[h]) {
            Ok(g) => Ok((g, self.get(&format!("{name}.bias"), &[h])?)),
            Err(JudgeError::MissingTensor { .. }) => Ok((
                self.get(&format!("{name}.gamma"), &[h])?,
                self.get(&format!("{name}.beta"), &[h])?,
            )),
            Err(e) => Err(e),
        }
    }
}
