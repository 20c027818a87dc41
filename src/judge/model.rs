//! The candle networks behind the judge, always computed in F32.
//!
//! - `bert`: candle-transformers `bert::BertModel` followed by the pooler (dense + tanh over the
//!   [CLS] hidden state, weights `bert.pooler.dense.*`) and the `classifier` linear layer — the
//!   same computation as HF transformers `BertForSequenceClassification` in eval mode.
//! - `xlm-roberta` / `roberta`: candle-transformers `xlm_roberta::XLMRobertaForSequenceClassification`
//!   (HF `XLMRobertaForSequenceClassification`: dense + tanh + `out_proj` over `<s>`).
//! - `deberta-v2`: candle-transformers `debertav2::DebertaV2SeqClassificationModel` (HF
//!   `DebertaV2ForSequenceClassification`); models with a convolution layer are rejected because
//!   candle 0.11.1 does not implement it.
//!
//! F32 by default: f16/bf16 checkpoints are converted at load time. Reduced precision
//! (`--precision f16|bf16`, and `auto` on a GPU) is BERT only and runs the body through
//! [`super::reduced_bert`], whose padding mask stays finite (candle's own BERT mask gives NaN in
//! f16/bf16); the logits are converted to f32 before sigmoid / softmax and calibration.

use candle_core::{DType, Device, Module, Tensor};
use candle_nn::{Linear, VarBuilder};
use candle_transformers::models::{bert, debertav2, xlm_roberta};
use serde_json::{json, Value};

use super::config::{device_name, ModelConfig, PrecisionChoice};
use super::cpu_bert::{self, CpuBert};
use super::reduced_bert::ReducedBert;
use super::{Backend, ForwardError, JudgeError, TokenBatch};

/// Architectures the network runs, selected by `model_type` in `config.json`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Architecture {
    /// `bert` (including MiniLM and ms-marco / NLI cross-encoders built on BERT).
    Bert,
    /// `xlm-roberta`.
    XlmRoberta,
    /// `roberta` (same network and head names as XLM-R).
    Roberta,
    /// `deberta-v2` (DeBERTa v2 / v3).
    DebertaV2,
}

impl Architecture {
    /// The `model_type` values accepted, for error messages.
    pub const SUPPORTED: &'static str = "bert, xlm-roberta, roberta, deberta-v2";

    /// Maps a normalised `model_type` (lower case, `-` for `_`) to an architecture.
    pub fn from_model_type(t: &str) -> Option<Self> {
        match t {
            "bert" => Some(Self::Bert),
            "xlm-roberta" => Some(Self::XlmRoberta),
            "roberta" => Some(Self::Roberta),
            "deberta-v2" => Some(Self::DebertaV2),
            _ => None,
        }
    }

    /// Canonical name, as in the report's `judge.architecture`.
    pub fn as_str(&self) -> &'static str {
        match self {
            Self::Bert => "bert",
            Self::XlmRoberta => "xlm-roberta",
            Self::Roberta => "roberta",
            Self::DebertaV2 => "deberta-v2",
        }
    }
}

/// Formats a candle error without the backtrace wrappers candle adds.
pub fn candle_msg(e: &candle_core::Error) -> String {
    match e {
        candle_core::Error::WithBacktrace { inner, .. } => candle_msg(inner),
        candle_core::Error::Context { inner, context } => {
            format!("{context}: {}", candle_msg(inner))
        }
        candle_core::Error::WithPath { inner, path } => {
            format!("{}: {}", path.display(), candle_msg(inner))
        }
        other => other.to_string(),
    }
}

/// The tensor name if `e` (possibly wrapped) is candle's "cannot find tensor".
fn missing_tensor(e: &candle_core::Error) -> Option<String> {
    match e {
        candle_core::Error::CannotFindTensor { path } => Some(path.clone()),
        candle_core::Error::SafeTensor(safetensors::SafeTensorError::TensorNotFound(name)) => {
            Some(name.clone())
        }
        candle_core::Error::WithBacktrace { inner, .. }
        | candle_core::Error::Context { inner, .. }
        | candle_core::Error::WithPath { inner, .. } => missing_tensor(inner),
        _ => None,
    }
}

/// Maps a candle load error to [`JudgeError::MissingTensor`] or [`JudgeError::Weights`].
fn load_err(file: &str, e: candle_core::Error) -> JudgeError {
    match missing_tensor(&e) {
        Some(tensor) => JudgeError::MissingTensor {
            file: file.to_string(),
            tensor,
        },
        None => JudgeError::Weights {
            file: file.to_string(),
            message: candle_msg(&e),
        },
    }
}

/// Tensor names and shapes of a safetensors buffer (header only; data is not copied).
struct WeightIndex {
    shapes: std::collections::HashMap<String, Vec<usize>>,
}

impl WeightIndex {
    fn read(bytes: &[u8], file: &str) -> Result<Self, JudgeError> {
        let st = safetensors::SafeTensors::deserialize(bytes).map_err(|e| JudgeError::Weights {
            file: file.to_string(),
            message: format!("not a valid safetensors file: {e}"),
        })?;
        let shapes = st
            .tensors()
            .into_iter()
            .map(|(name, view)| (name, view.shape().to_vec()))
            .collect();
        Ok(Self { shapes })
    }

    fn has(&self, name: &str) -> bool {
        self.shapes.contains_key(name)
    }

    /// Rows of a 2-D weight (`[out, in]`), or a MissingTensor / Weights error.
    fn out_dim(&self, name: &str, file: &str) -> Result<usize, JudgeError> {
        match self.shapes.get(name) {
            None => Err(JudgeError::MissingTensor {
                file: file.to_string(),
                tensor: name.to_string(),
            }),
            Some(s) if s.len() == 2 && s[0] > 0 => Ok(s[0]),
            Some(s) => Err(JudgeError::Weights {
                file: file.to_string(),
                message: format!("tensor {name} has shape {s:?}, expected [num_labels, hidden]"),
            }),
        }
    }
}

/// Inserts `default` for `key` when absent or null (mirrors HF config-class defaults).
fn default_field(raw: &mut Value, key: &str, default: Value) {
    if let Some(obj) = raw.as_object_mut() {
        if obj.get(key).map_or(true, Value::is_null) {
            obj.insert(key.to_string(), default);
        }
    }
}

/// HF `BertConfig` defaults for fields candle's `bert::Config` requires but configs may omit.
fn bert_defaults(raw: &mut Value) {
    for (k, v) in [
        ("hidden_act", json!("gelu")),
        ("hidden_dropout_prob", json!(0.1)),
        ("attention_probs_dropout_prob", json!(0.1)),
        ("max_position_embeddings", json!(512)),
        ("type_vocab_size", json!(2)),
        ("initializer_range", json!(0.02)),
        ("layer_norm_eps", json!(1e-12)),
        ("pad_token_id", json!(0)),
    ] {
        default_field(raw, k, v);
    }
}

/// HF `XLMRobertaConfig` / `RobertaConfig` defaults.
fn xlmr_defaults(raw: &mut Value) {
    for (k, v) in [
        ("hidden_act", json!("gelu")),
        ("hidden_dropout_prob", json!(0.1)),
        ("attention_probs_dropout_prob", json!(0.1)),
        ("max_position_embeddings", json!(512)),
        ("type_vocab_size", json!(2)),
        ("layer_norm_eps", json!(1e-12)),
        ("pad_token_id", json!(1)),
    ] {
        default_field(raw, k, v);
    }
}

/// HF `DebertaV2Config` defaults.
fn deberta_defaults(raw: &mut Value) {
    let hidden = raw.get("hidden_size").cloned().unwrap_or(json!(1536));
    for (k, v) in [
        ("hidden_act", json!("gelu")),
        ("hidden_dropout_prob", json!(0.1)),
        ("attention_probs_dropout_prob", json!(0.1)),
        ("max_position_embeddings", json!(512)),
        ("type_vocab_size", json!(0)),
        ("initializer_range", json!(0.02)),
        ("layer_norm_eps", json!(1e-7)),
        ("relative_attention", json!(false)),
        ("max_relative_positions", json!(-1)),
        ("position_biased_input", json!(true)),
        ("pos_att_type", json!([])),
        ("pooler_hidden_size", hidden),
        ("pooler_hidden_act", json!("gelu")),
        ("pooler_dropout", json!(0.0)),
    ] {
        default_field(raw, k, v);
    }
    // We pass id2label ourselves (sized from the classifier weights).
    if let Some(o) = raw.as_object_mut() {
        o.remove("id2label");
        o.remove("label2id");
    }
}

/// HF `BertForSequenceClassification` in eval mode: BERT body, pooler (dense + tanh over
/// position 0), classifier linear. Input shapes `(batch, seq)`; output `(batch, num_labels)`.
struct BertSequenceClassifier {
    body: BertBody,
    pooler: Linear,
    classifier: Linear,
}

impl BertSequenceClassifier {
    fn forward(
        &self,
        ids: &Tensor,
        type_ids: &Tensor,
        mask: &Tensor,
    ) -> candle_core::Result<Tensor> {
        let hidden = match &self.body {
            BertBody::Candle(b) => b.forward(ids, type_ids, Some(mask))?, // (b, L, H)
            BertBody::Reduced(b) => b.forward(ids, type_ids, mask)?,
        };
        let cls = hidden.narrow(1, 0, 1)?.squeeze(1)?.contiguous()?; // (b, H)
        let pooled = self.pooler.forward(&cls)?.tanh()?;
        self.classifier.forward(&pooled)
    }
}

/// The BERT body: candle's `BertModel` in f32 (the reference path), or
/// [`ReducedBert`] in f16 / bf16 (finite padding mask).
enum BertBody {
    Candle(Box<bert::BertModel>),
    Reduced(Box<ReducedBert>),
}

/// The candle dtype for `precision` on `device` (not the CPU `sjc-kernels` path): on a GPU,
/// `auto` is f16 for BERT (f32 for other architectures), `f16`/`bf16` as asked; on the CPU only
/// `f16` reaches here (candle f16, slow on CPU; for checks). Why f16: on an H200 (benches/README.md,
/// "GPU"), f16 kept every P(supported) of the 454 check pairs within 0.0033 of the CPU f32 path,
/// bf16 moved 13 of them by more than 0.01 (at most 0.033). Errors:
/// [`JudgeError::InvalidOptions`] for f16/bf16 with a non-BERT architecture.
fn candle_dtype(
    arch: Architecture,
    precision: PrecisionChoice,
    device: &Device,
) -> Result<DType, JudgeError> {
    let want = match precision {
        PrecisionChoice::F32 => DType::F32,
        PrecisionChoice::F16 => DType::F16,
        PrecisionChoice::Bf16 => DType::BF16,
        PrecisionChoice::Auto if arch == Architecture::Bert && !device.is_cpu() => DType::F16,
        PrecisionChoice::Auto => DType::F32,
    };
    if want != DType::F32 && arch != Architecture::Bert {
        return Err(JudgeError::InvalidOptions(format!(
            "--precision {} runs BERT models only, not {}; use --precision f32",
            dtype_name(want),
            arch.as_str()
        )));
    }
    Ok(want)
}

/// `f32`, `f16`, `bf16`, ...
fn dtype_name(d: DType) -> &'static str {
    d.as_str()
}

/// The batch's ids, type ids (the tokenizer's or zeros) and mask as `(rows, seq)` tensors.
fn batch_tensors(
    batch: &TokenBatch,
    type_ids: TypeIds,
    device: &Device,
) -> candle_core::Result<(Tensor, Tensor, Tensor)> {
    let shape = (batch.rows(), batch.seq());
    let ids = Tensor::from_slice(batch.ids(), shape, device)?;
    let tids = match type_ids {
        TypeIds::FromTokenizer => Tensor::from_slice(batch.type_ids(), shape, device)?,
        TypeIds::Zeros => Tensor::zeros(shape, DType::U32, device)?,
    };
    let mask = Tensor::from_slice(batch.mask(), shape, device)?;
    Ok((ids, tids, mask))
}

/// Which token type ids the network gets.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TypeIds {
    /// The tokenizer's type ids (BERT with `type_vocab_size` ≥ 2).
    FromTokenizer,
    /// All zeros (RoBERTa-family models and `type_vocab_size` ≤ 1), as HF does when the
    /// tokenizer does not return `token_type_ids`.
    Zeros,
}

enum Net {
    Bert(BertSequenceClassifier),
    XlmRoberta(xlm_roberta::XLMRobertaForSequenceClassification),
    Deberta(debertav2::DebertaV2SeqClassificationModel),
    /// BERT on `sjc-kernels` ([`CpuBert`]).
    Kernels(Box<CpuBert>),
}

/// A loaded sequence-classification network (F32) with its device and number of labels;
/// implements [`Backend`].
pub struct Network {
    net: Net,
    num_labels: usize,
    device: Device,
    type_ids: TypeIds,
    arch: Architecture,
    /// Dtype of the candle path (unused by the kernels path).
    dtype: DType,
}

impl Network {
    /// Loads the network for `cfg.architecture` from a safetensors buffer, choosing the
    /// engine as `precision` says (see [`PrecisionChoice`]): the `sjc-kernels` BERT forward
    /// for `auto` (on a CPU with AVX2 + FMA or AVX-512F) and `bf16`, candle otherwise.
    ///
    /// Errors: as [`Network::load`]; [`JudgeError::InvalidOptions`] when `bf16` is asked for a
    /// model or device the kernel path does not run (not BERT, not the CPU, or a BERT variant
    /// such as relative positions or another activation).
    pub fn load_with(
        cfg: &ModelConfig,
        weights: &[u8],
        file: &str,
        device: &Device,
        precision: PrecisionChoice,
    ) -> Result<Self, JudgeError> {
        if !device.is_cpu() || precision == PrecisionChoice::F16 {
            let dtype = candle_dtype(cfg.architecture, precision, device)?;
            return Self::load_dtype(cfg, weights, file, device, dtype);
        }
        let kernel_precision = match precision {
            PrecisionChoice::F32 | PrecisionChoice::F16 => None,
            PrecisionChoice::Auto if sjc_kernels::cpu::Isa::Avx2Fma.available() => {
                Some(sjc_kernels::cpu::gemm::Precision::F32)
            }
            PrecisionChoice::Auto => None,
            PrecisionChoice::Bf16 => Some(sjc_kernels::cpu::gemm::Precision::Bf16),
        };
        let mut raw = cfg.raw.clone();
        bert_defaults(&mut raw);
        let why_not = if cfg.architecture != Architecture::Bert {
            Some(format!("architecture {}", cfg.architecture.as_str()))
        } else if !device.is_cpu() {
            Some(format!("device {}", device_name(device)))
        } else {
            cpu_bert::unsupported(&raw)
        };
        let Some(kp) = kernel_precision else {
            return Self::load(cfg, weights, file, device);
        };
        if let Some(why) = why_not {
            if precision == PrecisionChoice::Bf16 {
                return Err(JudgeError::InvalidOptions(format!(
                    "--precision bf16 runs BERT models on the CPU with absolute positions and gelu only, not {why}; use --precision auto or f32"
                )));
            }
            return Self::load(cfg, weights, file, device);
        }
        let index = WeightIndex::read(weights, file)?;
        let prefix = bert_prefix(&index, file)?;
        let num_labels = index.out_dim("classifier.weight", file)?;
        let t = if raw
            .get("type_vocab_size")
            .and_then(Value::as_u64)
            .unwrap_or(2)
            >= 2
        {
            TypeIds::FromTokenizer
        } else {
            TypeIds::Zeros
        };
        let net = CpuBert::load(&raw, weights, file, prefix, num_labels, kp)?;
        Ok(Self {
            net: Net::Kernels(Box::new(net)),
            num_labels,
            device: device.clone(),
            type_ids: t,
            arch: cfg.architecture,
            dtype: DType::F32,
        })
    }

    /// Loads the network for `cfg.architecture` from a safetensors buffer, on candle in f32
    /// (the reference path, `--precision f32`).
    ///
    /// Errors: [`JudgeError::Weights`] (not safetensors, wrong shape),
    /// [`JudgeError::MissingTensor`] (full tensor name), [`JudgeError::Config`] (config not
    /// accepted by the candle config type), [`JudgeError::UnsupportedArchitecture`] (DeBERTa
    /// conv layer).
    pub fn load(
        cfg: &ModelConfig,
        weights: &[u8],
        file: &str,
        device: &Device,
    ) -> Result<Self, JudgeError> {
        Self::load_dtype(cfg, weights, file, device, DType::F32)
    }

    /// As [`Network::load`], with the weights and activations in `dtype` (f32, or f16 / bf16
    /// for BERT, whose body is then [`ReducedBert`]). Logits are returned in f32.
    ///
    /// Errors: as [`Network::load`]; [`JudgeError::InvalidOptions`] for a reduced dtype with a
    /// non-BERT architecture.
    pub fn load_dtype(
        cfg: &ModelConfig,
        weights: &[u8],
        file: &str,
        device: &Device,
        dtype: DType,
    ) -> Result<Self, JudgeError> {
        if dtype != DType::F32 && cfg.architecture != Architecture::Bert {
            return Err(JudgeError::InvalidOptions(format!(
                "{} runs BERT models only, not {}",
                dtype_name(dtype),
                cfg.architecture.as_str()
            )));
        }
        let index = WeightIndex::read(weights, file)?;
        let vb = VarBuilder::from_slice_safetensors(weights, dtype, device)
            .map_err(|e| load_err(file, e))?;
        let mut cfg = cfg.clone();
        let (net, num_labels, type_ids) = match cfg.architecture {
            Architecture::Bert => {
                bert_defaults(&mut cfg.raw);
                let bcfg: bert::Config = cfg.to_candle()?;
                let prefix = bert_prefix(&index, file)?;
                let pp = |s: &str| {
                    if prefix.is_empty() {
                        s.to_string()
                    } else {
                        format!("{prefix}.{s}")
                    }
                };
                let num_labels = index.out_dim("classifier.weight", file)?;
                let body_vb = if prefix.is_empty() {
                    vb.clone()
                } else {
                    vb.pp(prefix)
                };
                let body = if dtype == DType::F32 {
                    BertBody::Candle(Box::new(
                        bert::BertModel::load(body_vb, &bcfg).map_err(|e| load_err(file, e))?,
                    ))
                } else {
                    BertBody::Reduced(Box::new(
                        ReducedBert::load(body_vb, &bcfg).map_err(|e| load_err(file, e))?,
                    ))
                };
                let pooler = candle_nn::linear(
                    bcfg.hidden_size,
                    bcfg.hidden_size,
                    vb.pp(pp("pooler.dense")),
                )
                .map_err(|e| load_err(file, e))?;
                let classifier =
                    candle_nn::linear(bcfg.hidden_size, num_labels, vb.pp("classifier"))
                        .map_err(|e| load_err(file, e))?;
                let t = if bcfg.type_vocab_size >= 2 {
                    TypeIds::FromTokenizer
                } else {
                    TypeIds::Zeros
                };
                (
                    Net::Bert(BertSequenceClassifier {
                        body,
                        pooler,
                        classifier,
                    }),
                    num_labels,
                    t,
                )
            }
            Architecture::XlmRoberta | Architecture::Roberta => {
                xlmr_defaults(&mut cfg.raw);
                let xcfg: xlm_roberta::Config = cfg.to_candle()?;
                let num_labels = index.out_dim("classifier.out_proj.weight", file)?;
                let m = xlm_roberta::XLMRobertaForSequenceClassification::new(
                    num_labels,
                    &xcfg,
                    vb.clone(),
                )
                .map_err(|e| load_err(file, e))?;
                (Net::XlmRoberta(m), num_labels, TypeIds::Zeros)
            }
            Architecture::DebertaV2 => {
                deberta_defaults(&mut cfg.raw);
                if cfg
                    .raw
                    .get("conv_kernel_size")
                    .and_then(Value::as_u64)
                    .unwrap_or(0)
                    > 0
                {
                    return Err(JudgeError::UnsupportedArchitecture {
                        file: cfg.file.clone(),
                        model_type: "deberta-v2 with a convolution layer (conv_kernel_size > 0)"
                            .into(),
                        supported: Architecture::SUPPORTED,
                    });
                }
                let dcfg: debertav2::Config = cfg.to_candle()?;
                let num_labels = index.out_dim("classifier.weight", file)?;
                let id2label: debertav2::Id2Label = (0..num_labels as u32)
                    .map(|i| (i, format!("LABEL_{i}")))
                    .collect();
                let m = debertav2::DebertaV2SeqClassificationModel::load(
                    vb.pp("deberta"),
                    &dcfg,
                    Some(id2label),
                )
                .map_err(|e| load_err(file, e))?;
                let t = if dcfg.type_vocab_size >= 2 {
                    TypeIds::FromTokenizer
                } else {
                    TypeIds::Zeros
                };
                (Net::Deberta(m), num_labels, t)
            }
        };
        Ok(Self {
            net,
            num_labels,
            device: device.clone(),
            type_ids,
            arch: cfg.architecture,
            dtype,
        })
    }

    /// The architecture loaded.
    pub fn architecture(&self) -> Architecture {
        self.arch
    }
}

impl Backend for Network {
    /// One forward pass over a padded batch; one logit row per input row. Errors:
    /// [`ForwardError`] with candle's message, also when candle panics (caught). An empty batch
    /// returns an empty vector.
    fn forward(&self, batch: &TokenBatch) -> Result<Vec<Vec<f32>>, ForwardError> {
        if batch.rows() == 0 {
            return Ok(Vec::new());
        }
        if let Net::Kernels(k) = &self.net {
            let zeros;
            let batch = if self.type_ids == TypeIds::Zeros {
                zeros = TokenBatch::from_parts(
                    batch.ids().to_vec(),
                    vec![0; batch.ids().len()],
                    batch.mask().to_vec(),
                    batch.rows(),
                    batch.seq(),
                )
                .map_err(ForwardError)?;
                &zeros
            } else {
                batch
            };
            return match std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| k.forward(batch)))
            {
                Ok(r) => r,
                Err(_) => Err(ForwardError("panic in the sjc-kernels forward pass".into())),
            };
        }
        let run = || -> candle_core::Result<Vec<Vec<f32>>> {
            let (ids, tids, mask) = batch_tensors(batch, self.type_ids, &self.device)?;
            let logits = match &self.net {
                Net::Bert(m) => m.forward(&ids, &tids, &mask)?,
                Net::XlmRoberta(m) => m.forward(&ids, &mask, &tids)?,
                Net::Deberta(m) => m.forward(&ids, Some(tids), Some(mask))?,
                Net::Kernels(_) => unreachable!("handled above"),
            };
            logits.to_dtype(DType::F32)?.to_vec2::<f32>()
        };
        match std::panic::catch_unwind(std::panic::AssertUnwindSafe(run)) {
            Ok(Ok(rows_out)) if rows_out.len() == batch.rows() => Ok(rows_out),
            Ok(Ok(rows_out)) => Err(ForwardError(format!(
                "model returned {} rows for {} inputs",
                rows_out.len(),
                batch.rows()
            ))),
            Ok(Err(e)) => Err(ForwardError(candle_msg(&e))),
            Err(p) => {
                let msg = p
                    .downcast_ref::<String>()
                    .cloned()
                    .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                    .unwrap_or_else(|| "unknown panic".into());
                Err(ForwardError(format!("panic in forward pass: {msg}")))
            }
        }
    }

    fn num_labels(&self) -> usize {
        self.num_labels
    }

    fn device(&self) -> String {
        device_name(&self.device)
    }

    fn precision(&self) -> String {
        match &self.net {
            Net::Kernels(k) => k.describe(),
            _ => format!("{} (candle)", dtype_name(self.dtype)),
        }
    }
}

/// `"bert"` when weights are stored as `bert.embeddings...` (HF `BertFor*` checkpoints), `""`
/// when stored bare (`embeddings...`, sentence-transformers `BertModel` checkpoints).
fn bert_prefix(index: &WeightIndex, file: &str) -> Result<&'static str, JudgeError> {
    if index.has("bert.embeddings.word_embeddings.weight") {
        Ok("bert")
    } else if index.has("embeddings.word_embeddings.weight") {
        Ok("")
    } else {
        Err(JudgeError::MissingTensor {
            file: file.to_string(),
            tensor: "bert.embeddings.word_embeddings.weight".into(),
        })
    }
}

/// A bare BERT encoder (no pooler, no head), e.g. sentence-transformers all-MiniLM-L6-v2, for
/// checking the shared BERT body against reference hidden states.
pub struct BertEncoder {
    body: bert::BertModel,
    device: Device,
}

impl BertEncoder {
    /// Loads the BERT body from `config.json` bytes and a safetensors buffer (bare or
    /// `bert.`-prefixed names), in F32 on `device`.
    ///
    /// Errors: as [`Network::load`]; [`JudgeError::UnsupportedArchitecture`] when the config
    /// is not `bert`.
    pub fn load(
        config_json: &[u8],
        weights: &[u8],
        file: &str,
        device: &Device,
    ) -> Result<Self, JudgeError> {
        let mut cfg = ModelConfig::parse(config_json, &format!("{file} (config)"))?;
        if cfg.architecture != Architecture::Bert {
            return Err(JudgeError::UnsupportedArchitecture {
                file: cfg.file.clone(),
                model_type: cfg.model_type.clone(),
                supported: "bert",
            });
        }
        bert_defaults(&mut cfg.raw);
        let bcfg: bert::Config = cfg.to_candle()?;
        let index = WeightIndex::read(weights, file)?;
        let prefix = bert_prefix(&index, file)?;
        let vb = VarBuilder::from_slice_safetensors(weights, DType::F32, device)
            .map_err(|e| load_err(file, e))?;
        let vb = if prefix.is_empty() { vb } else { vb.pp(prefix) };
        let body = bert::BertModel::load(vb, &bcfg).map_err(|e| load_err(file, e))?;
        Ok(Self {
            body,
            device: device.clone(),
        })
    }

    /// Last hidden states of a padded batch ([`crate::batch::pad`] builds one): output
    /// `rows × seq × hidden` (padded positions included).
    /// Errors: [`ForwardError`] with candle's message.
    pub fn hidden_states(&self, batch: &TokenBatch) -> Result<Vec<Vec<Vec<f32>>>, ForwardError> {
        let f = || -> candle_core::Result<Vec<Vec<Vec<f32>>>> {
            let (ids, tids, mask) = batch_tensors(batch, TypeIds::FromTokenizer, &self.device)?;
            self.body
                .forward(&ids, &tids, Some(&mask))?
                .to_vec3::<f32>()
        };
        f().map_err(|e| ForwardError(candle_msg(&e)))
    }

    /// The `[CLS]` (position 0) hidden state of each row: `rows × hidden`.
    /// Errors: [`ForwardError`].
    pub fn cls_hidden(&self, batch: &TokenBatch) -> Result<Vec<Vec<f32>>, ForwardError> {
        Ok(self
            .hidden_states(batch)?
            .into_iter()
            .map(|mut h| h.swap_remove(0))
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn model_types() {
        assert_eq!(
            Architecture::from_model_type("bert"),
            Some(Architecture::Bert)
        );
        assert_eq!(
            Architecture::from_model_type("xlm-roberta"),
            Some(Architecture::XlmRoberta)
        );
        assert_eq!(
            Architecture::from_model_type("deberta-v2"),
            Some(Architecture::DebertaV2)
        );
        assert_eq!(Architecture::from_model_type("gpt2"), None);
    }

    #[test]
    fn garbage_weights_error_names_file() {
        let cfg = ModelConfig::parse(br#"{"model_type":"bert","vocab_size":10,"hidden_size":8,"num_hidden_layers":1,"num_attention_heads":2,"intermediate_size":16}"#, "c.json").unwrap();
        let e = Network::load(&cfg, b"garbage", "w.safetensors", &Device::Cpu)
            .err()
            .unwrap();
        assert!(e.to_string().contains("w.safetensors"), "{e}");
    }
}
