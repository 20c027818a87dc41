//! Model files compiled into the binary, for `ModelSource::Embedded`.
//!
//! `build.rs` checks for `models/sjc-judge-minilm/{config.json, tokenizer.json,
//! model.safetensors, calibration.json}` at build time; when all are present it
//! sets `cfg(sjc_embedded_judge)` and `files()` returns them via `include_bytes!`
//! (about 45 MB of f16 weights in the binary), with `risk.json` when that file is there too
//! (`cfg(sjc_embedded_risk)`). A build without them carries no
//! model: `files()` returns `None` and `CrossEncoder::load(&ModelSource::Embedded, ..)`
//! fails with `JudgeError::NoEmbeddedModel`, which `sjc prune` turns into
//! "keep every entry" (fail safe).

/// The embedded model's files (static byte slices) and its id.
#[derive(Debug, Clone, Copy)]
pub struct EmbeddedFiles {
    /// HF `config.json`.
    pub config: &'static [u8],
    /// HF `tokenizer.json`.
    pub tokenizer: &'static [u8],
    /// `model.safetensors` (f32 / f16 / bf16).
    pub weights: &'static [u8],
    /// Optional `calibration.json`.
    pub calibration: Option<&'static [u8]>,
    /// Optional `risk.json` (the risk-controlled threshold's calibration set).
    pub risk: Option<&'static [u8]>,
    /// Model id shown in `JudgeInfo::model_id`, e.g. `embedded:<name>`.
    pub id: &'static str,
}

/// The embedded model, if this build carries one.
#[cfg(sjc_embedded_judge)]
pub fn files() -> Option<EmbeddedFiles> {
    Some(EmbeddedFiles {
        config: include_bytes!(concat!(env!("SJC_EMBEDDED_DIR"), "/config.json")),
        tokenizer: include_bytes!(concat!(env!("SJC_EMBEDDED_DIR"), "/tokenizer.json")),
        weights: include_bytes!(concat!(env!("SJC_EMBEDDED_DIR"), "/model.safetensors")),
        calibration: Some(include_bytes!(concat!(
            env!("SJC_EMBEDDED_DIR"),
            "/calibration.json"
        ))),
        #[cfg(sjc_embedded_risk)]
        risk: Some(include_bytes!(concat!(
            env!("SJC_EMBEDDED_DIR"),
            "/risk.json"
        ))),
        #[cfg(not(sjc_embedded_risk))]
        risk: None,
        id: "embedded:sjc-judge-minilm",
    })
}

/// The embedded model, if this build carries one (this build does not).
#[cfg(not(sjc_embedded_judge))]
pub fn files() -> Option<EmbeddedFiles> {
    None
}
