//! The device choice and the subset of HF `config.json` the network needs.
//!
//! The full config is kept as a `serde_json::Value` and handed, after small normalisations, to
//! the candle-transformers config types (`bert::Config`, `xlm_roberta::Config`,
//! `debertav2::Config`) by [`crate::judge::model`].

use candle_core::Device;
use serde_json::Value;

use super::model::Architecture;
use super::JudgeError;

/// Which device the forward passes run on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DeviceChoice {
    /// The CPU (always available).
    #[default]
    Cpu,
    /// CUDA device by ordinal; needs the crate's `cuda` feature.
    Cuda(usize),
    /// Metal device by ordinal; needs the crate's `metal` feature.
    Metal(usize),
    /// CUDA 0 if compiled in and present, else Metal 0 if compiled in and present, else CPU.
    Auto,
}

/// Default micro-batch budget on the CPU, in padded tokens (rows × longest row). Measured on a
/// 2-core CPU without AVX-512 (candle f32, ten trial records, `sjc prune --max-batch-tokens N`
/// in turn, session 45): 16384 took 68 s, 4096 56 s, 2048 55 s, 1024 49 s, with identical
/// scores; most of the difference was system time spent faulting in large fresh buffers.
pub const CPU_BATCH_TOKENS: usize = 2048;

/// Default micro-batch budget on a GPU, in padded tokens: large batches keep it busy.
pub const GPU_BATCH_TOKENS: usize = 16384;

impl DeviceChoice {
    /// The default `max_batch_tokens` for this device: [`CPU_BATCH_TOKENS`] on the CPU,
    /// [`GPU_BATCH_TOKENS`] on CUDA or Metal, and for [`DeviceChoice::Auto`] the one of the
    /// device it would pick (a GPU's when CUDA or Metal is compiled in and present).
    pub fn default_batch_tokens(&self) -> usize {
        let gpu = match *self {
            DeviceChoice::Cpu => false,
            DeviceChoice::Cuda(_) | DeviceChoice::Metal(_) => true,
            DeviceChoice::Auto => {
                candle_core::utils::cuda_is_available() || candle_core::utils::metal_is_available()
            }
        };
        if gpu {
            GPU_BATCH_TOKENS
        } else {
            CPU_BATCH_TOKENS
        }
    }

    /// Opens the device. Errors: [`JudgeError::Device`] when the backend is not compiled in or
    /// the ordinal does not exist.
    pub fn resolve(&self) -> Result<Device, JudgeError> {
        match *self {
            DeviceChoice::Cpu => Ok(Device::Cpu),
            DeviceChoice::Cuda(i) if !cfg!(feature = "cuda") => Err(JudgeError::Device(format!(
                "cuda:{i}: this sjc build has no CUDA support (build with `--features cuda`, see scripts/build-cuda.sh)"
            ))),
            DeviceChoice::Metal(i) if !cfg!(feature = "metal") => Err(JudgeError::Device(format!(
                "metal:{i}: this sjc build has no Metal support (build with `--features metal`)"
            ))),
            DeviceChoice::Cuda(i) => Device::new_cuda(i).map_err(|e| {
                JudgeError::Device(format!("cuda:{i}: {}", super::model::candle_msg(&e)))
            }),
            DeviceChoice::Metal(i) => Device::new_metal(i).map_err(|e| {
                JudgeError::Device(format!("metal:{i}: {}", super::model::candle_msg(&e)))
            }),
            DeviceChoice::Auto => {
                if candle_core::utils::cuda_is_available() {
                    if let Ok(d) = Device::new_cuda(0) {
                        return Ok(d);
                    }
                }
                if candle_core::utils::metal_is_available() {
                    if let Ok(d) = Device::new_metal(0) {
                        return Ok(d);
                    }
                }
                Ok(Device::Cpu)
            }
        }
    }
}

impl std::str::FromStr for DeviceChoice {
    type Err = String;

    /// Parses `cpu`, `cuda`, `cuda:N`, `metal`, `metal:N` or `auto` (the `--device` flag and
    /// `SJC_DEVICE`; case-insensitive). `cuda` means `cuda:0`. Errors: a message naming the
    /// value and the accepted forms.
    fn from_str(s: &str) -> Result<Self, String> {
        let v = s.trim().to_ascii_lowercase();
        let bad =
            || format!("`{s}` is not a device: use cpu, cuda, cuda:N, metal, metal:N or auto");
        let ordinal = |rest: &str| rest.parse::<usize>().map_err(|_| bad());
        match v.as_str() {
            "cpu" => Ok(DeviceChoice::Cpu),
            "auto" => Ok(DeviceChoice::Auto),
            "cuda" | "gpu" => Ok(DeviceChoice::Cuda(0)),
            "metal" => Ok(DeviceChoice::Metal(0)),
            _ => {
                if let Some(n) = v.strip_prefix("cuda:") {
                    ordinal(n).map(DeviceChoice::Cuda)
                } else if let Some(n) = v.strip_prefix("metal:") {
                    ordinal(n).map(DeviceChoice::Metal)
                } else {
                    Err(bad())
                }
            }
        }
    }
}

/// Numeric precision and engine of the CPU forward pass (`--precision`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum PrecisionChoice {
    /// The fastest path measured on this kind of CPU with f32-level accuracy: the
    /// `sjc-kernels` f32 forward when the CPU has AVX2 + FMA or AVX-512F and the model is a
    /// plain BERT, else candle in f32. (AVX-512-BF16 alone was slower than AVX-512F f32 here, see
    /// benches/README.md, so auto does not pick bf16 without AMX.)
    #[default]
    Auto,
    /// candle in f32: the reference path.
    F32,
    /// The `sjc-kernels` forward with bf16 GEMM operands (f32 accumulation, softmax, layer
    /// norm, GELU); AVX-512-BF16 when present, else portable loops (slow). BERT on CPU only.
    /// On a GPU: candle in bf16 (BERT), with a finite padding mask (`judge::reduced_bert`);
    /// less accurate there than f16 (benches/README.md, "GPU").
    Bf16,
    /// candle in f16 with a finite padding mask (`judge::reduced_bert`), BERT only: meant for
    /// GPUs, where `auto` picks it for BERT (`candle_dtype` in `judge::model`); on the CPU it
    /// runs but is slower than f32 (shared/FIELD-NOTES.md).
    F16,
}

/// Short device name: `cpu`, `cuda:N`, `metal:N`.
pub fn device_name(d: &Device) -> String {
    match d.location() {
        candle_core::DeviceLocation::Cpu => "cpu".to_string(),
        candle_core::DeviceLocation::Cuda { gpu_id } => format!("cuda:{gpu_id}"),
        candle_core::DeviceLocation::Metal { gpu_id } => format!("metal:{gpu_id}"),
    }
}

/// What the judge reads from `config.json`, plus the raw JSON for the candle config types.
#[derive(Debug, Clone)]
pub struct ModelConfig {
    /// The architecture selected from `model_type`.
    pub architecture: Architecture,
    /// Raw `model_type` string.
    pub model_type: String,
    /// Label names by id from `id2label` (keys may be strings or integers), if present.
    pub id2label: Option<Vec<String>>,
    /// `num_labels`, if present.
    pub num_labels: Option<usize>,
    /// `pad_token_id` (default: 1 for RoBERTa-family models, whose position ids start after
    /// it in candle and HF, else 0).
    pub pad_token_id: u32,
    /// `max_position_embeddings` (default 512).
    pub max_position_embeddings: usize,
    /// `type_vocab_size` (default 2).
    pub type_vocab_size: usize,
    /// The JSON object, normalised for candle (see [`ModelConfig::parse`]).
    pub raw: Value,
    /// File name used in error messages.
    pub file: String,
}

impl ModelConfig {
    /// Parses `config.json`.
    ///
    /// Normalisations: `model_type` lower-cased with `_` → `-`; a missing
    /// `position_embedding_type` becomes `"absolute"` (candle's XLM-R config requires it);
    /// BERT `hidden_act` `gelu_new` / `gelu_pytorch_tanh` become candle's equivalent tanh GELU
    /// (`gelu_approximate`).
    ///
    /// Errors: [`JudgeError::Config`] (not JSON / not an object / bad `id2label`),
    /// [`JudgeError::UnsupportedArchitecture`] (unknown or missing `model_type`).
    pub fn parse(bytes: &[u8], file: &str) -> Result<Self, JudgeError> {
        let cfg_err = |message: String| JudgeError::Config {
            file: file.to_string(),
            message,
        };
        let mut raw: Value =
            serde_json::from_slice(bytes).map_err(|e| cfg_err(format!("invalid JSON: {e}")))?;
        let obj = raw
            .as_object_mut()
            .ok_or_else(|| cfg_err("top level is not a JSON object".into()))?;
        let model_type = obj
            .get("model_type")
            .and_then(Value::as_str)
            .map(|s| s.to_ascii_lowercase().replace('_', "-"))
            .ok_or_else(|| JudgeError::UnsupportedArchitecture {
                file: file.to_string(),
                model_type: "<missing model_type>".into(),
                supported: Architecture::SUPPORTED,
            })?;
        let architecture = Architecture::from_model_type(&model_type).ok_or_else(|| {
            JudgeError::UnsupportedArchitecture {
                file: file.to_string(),
                model_type: model_type.clone(),
                supported: Architecture::SUPPORTED,
            }
        })?;
        if !obj.contains_key("position_embedding_type") || obj["position_embedding_type"].is_null()
        {
            obj.insert(
                "position_embedding_type".into(),
                Value::String("absolute".into()),
            );
        }
        if architecture == Architecture::Bert {
            if let Some(act) = obj.get("hidden_act").and_then(Value::as_str) {
                let mapped = match act {
                    "gelu_new" | "gelu_pytorch_tanh" | "gelu_fast" => Some("gelu_approximate"),
                    _ => None,
                };
                if let Some(m) = mapped {
                    obj.insert("hidden_act".into(), Value::String(m.into()));
                }
            }
        }
        let id2label = match obj.get("id2label") {
            None | Some(Value::Null) => None,
            Some(v) => Some(parse_id2label(v).map_err(|m| cfg_err(format!("id2label: {m}")))?),
        };
        let get_usize = |k: &str| obj.get(k).and_then(Value::as_u64).map(|v| v as usize);
        let num_labels = get_usize("num_labels");
        let default_pad = match architecture {
            Architecture::XlmRoberta | Architecture::Roberta => 1,
            Architecture::Bert | Architecture::DebertaV2 => 0,
        };
        let pad_token_id = get_usize("pad_token_id").unwrap_or(default_pad) as u32;
        let max_position_embeddings = get_usize("max_position_embeddings").unwrap_or(512);
        let type_vocab_size = get_usize("type_vocab_size").unwrap_or(2);
        Ok(Self {
            architecture,
            model_type,
            id2label,
            num_labels,
            pad_token_id,
            max_position_embeddings,
            type_vocab_size,
            raw,
            file: file.to_string(),
        })
    }

    /// Deserialises the normalised JSON into a candle config type.
    /// Errors: [`JudgeError::Config`] naming the serde error (missing / mistyped field).
    pub fn to_candle<T: serde::de::DeserializeOwned>(&self) -> Result<T, JudgeError> {
        serde_json::from_value(self.raw.clone()).map_err(|e| JudgeError::Config {
            file: self.file.clone(),
            message: format!("not a valid {} config: {e}", self.model_type),
        })
    }
}

/// Parses an `id2label` object whose keys are label ids as strings or numbers into a vector
/// indexed by id. Errors (as a message) for non-integer keys, non-string values, or ids that are
/// not exactly `0..n`.
pub fn parse_id2label(v: &Value) -> Result<Vec<String>, String> {
    let obj = v.as_object().ok_or("not an object")?;
    let mut pairs = Vec::with_capacity(obj.len());
    for (k, val) in obj {
        let id: usize = k
            .trim()
            .parse()
            .map_err(|_| format!("key {k:?} is not a label id"))?;
        let name = val
            .as_str()
            .ok_or_else(|| format!("value for {k:?} is not a string"))?;
        pairs.push((id, name.to_string()));
    }
    pairs.sort_by_key(|p| p.0);
    for (expected, (id, _)) in pairs.iter().enumerate() {
        if *id != expected {
            return Err(format!("label ids must be 0..{}, found {id}", pairs.len()));
        }
    }
    Ok(pairs.into_iter().map(|p| p.1).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn id2label_string_keys_sorted() {
        let v: Value = serde_json::json!({"2": "contradiction", "0": "entailment", "1": "neutral"});
        assert_eq!(
            parse_id2label(&v).unwrap(),
            vec!["entailment", "neutral", "contradiction"]
        );
    }

    #[test]
    fn id2label_gap_is_error() {
        let v: Value = serde_json::json!({"0": "a", "2": "b"});
        assert!(parse_id2label(&v).is_err());
        let v: Value = serde_json::json!({"x": "a"});
        assert!(parse_id2label(&v).is_err());
    }

    #[test]
    fn unsupported_model_type_names_it() {
        let e = ModelConfig::parse(br#"{"model_type":"gpt2"}"#, "m/config.json").unwrap_err();
        let s = e.to_string();
        assert!(s.contains("gpt2") && s.contains("m/config.json"), "{s}");
        let e = ModelConfig::parse(b"{}", "m/config.json").unwrap_err();
        assert!(e.to_string().contains("model_type"));
        let e = ModelConfig::parse(b"not json", "m/config.json").unwrap_err();
        assert!(e.to_string().contains("m/config.json"));
    }

    #[test]
    fn position_embedding_type_defaulted() {
        let c = ModelConfig::parse(br#"{"model_type":"xlm-roberta"}"#, "c").unwrap();
        assert_eq!(c.raw["position_embedding_type"], "absolute");
        assert_eq!(c.architecture, Architecture::XlmRoberta);
    }

    #[test]
    fn roberta_pad_id_defaults_to_one() {
        // candle and HF number RoBERTa positions from pad_token_id + 1; padding with 0 while the
        // positions assume 1 would index past the position table for a max-length pair.
        let c = ModelConfig::parse(br#"{"model_type":"roberta"}"#, "c").unwrap();
        assert_eq!(c.pad_token_id, 1);
        let c = ModelConfig::parse(br#"{"model_type":"xlm-roberta","pad_token_id":null}"#, "c")
            .unwrap();
        assert_eq!(c.pad_token_id, 1);
        let c = ModelConfig::parse(br#"{"model_type":"bert"}"#, "c").unwrap();
        assert_eq!(c.pad_token_id, 0);
        let c = ModelConfig::parse(br#"{"model_type":"roberta","pad_token_id":5}"#, "c").unwrap();
        assert_eq!(c.pad_token_id, 5);
    }
}
