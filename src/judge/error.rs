//! Errors of the judge as a whole: loading, options, model files.

use std::path::PathBuf;

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
    #[error(
        "model argument {0:?} is neither an existing directory nor a repo id of the form org/name"
    )]
    BadModelArg(String),
    /// The requested device is unavailable (e.g. CUDA without the `cuda` feature).
    #[error("device error: {0}")]
    Device(String),
    /// `JudgeOptions` has an invalid value.
    #[error("invalid judge options: {0}")]
    InvalidOptions(String),
    /// The judge never loaded (the load error is attached); nothing was scored.
    #[error("judge not loaded ({reason}); all {pairs} pairs unscored")]
    NotLoaded {
        /// The load error, as text.
        reason: String,
        /// Pairs that were asked for.
        pairs: usize,
    },
}
