//! The judge's network: a cross-encoder that maps a batch of token ids to raw logits.
//!
//! This layer runs the network and nothing else: no tokenizing, batching, calibration or
//! decisions (those are [`crate::batch`] and [`crate::verify`]), and it imports neither.
//! - [`TokenBatch`]: the padded input, ids / type ids / attention mask of shape `(rows, seq)`;
//! - [`Backend`]: what a network implements, `forward(&TokenBatch) -> rows × labels logits`
//!   (the shape of text-embeddings-inference's backend trait);
//! - [`Network`]: the candle networks (BERT + pooler + classifier as in HF
//!   `BertForSequenceClassification`; candle's XLM-R and DeBERTa-v2 sequence classifiers);
//! - [`LabelMap`]: which output means "supported" / "contradiction", from `id2label`;
//! - [`ModelConfig`], [`DeviceChoice`]: `config.json` and the device;
//! - [`ModelSource`], [`ModelFiles`], [`resolve_model`]: model files from a folder (memory
//!   mapped), the local Hugging Face cache, or the binary itself ([`embedded_model`]).

mod config;
mod cpu_bert;
mod embedded;
mod error;
mod labels;
mod loader;
mod model;
pub mod reduced_bert;

pub use config::{DeviceChoice, ModelConfig, PrecisionChoice, CPU_BATCH_TOKENS, GPU_BATCH_TOKENS};
pub use embedded::{files as embedded_model, EmbeddedFiles};
pub use error::JudgeError;
pub use labels::{logsumexp, sigmoid, softmax, LabelKind, LabelMap};
pub use loader::{
    hub_cache_root, read_files, resolve_model, FileBytes, ModelFiles, ModelSource,
    CALIBRATION_FILE, CONFIG_FILE, RISK_FILE, TOKENIZER_FILE, WEIGHTS_FILE,
};
pub use model::{Architecture, BertEncoder, Network};

/// A padded batch of token sequences: the network's input.
///
/// Row-major buffers of `rows × seq` values each: token ids, token type (segment) ids, and the
/// attention mask (1 = real token, 0 = padding). Built by [`crate::batch::pad`]; the
/// constructor checks the shape, so a `TokenBatch` always has consistent buffers.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenBatch {
    ids: Vec<u32>,
    type_ids: Vec<u32>,
    mask: Vec<u32>,
    rows: usize,
    seq: usize,
}

impl TokenBatch {
    /// Wraps the three buffers. Errors (as a message) unless each has `rows × seq` values.
    pub fn from_parts(
        ids: Vec<u32>,
        type_ids: Vec<u32>,
        mask: Vec<u32>,
        rows: usize,
        seq: usize,
    ) -> Result<Self, String> {
        let n = rows.checked_mul(seq).ok_or("rows × seq overflows")?;
        if ids.len() != n || type_ids.len() != n || mask.len() != n {
            return Err(format!(
                "token batch of shape ({rows}, {seq}) needs {n} values per buffer, got ids {}, type ids {}, mask {}",
                ids.len(),
                type_ids.len(),
                mask.len()
            ));
        }
        Ok(Self {
            ids,
            type_ids,
            mask,
            rows,
            seq,
        })
    }

    /// Number of sequences.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Padded sequence length.
    pub fn seq(&self) -> usize {
        self.seq
    }

    /// Token ids, row-major, `rows × seq`.
    pub fn ids(&self) -> &[u32] {
        &self.ids
    }

    /// Token type ids, row-major, `rows × seq`.
    pub fn type_ids(&self) -> &[u32] {
        &self.type_ids
    }

    /// Attention mask (1 = token, 0 = padding), row-major, `rows × seq`.
    pub fn mask(&self) -> &[u32] {
        &self.mask
    }
}

/// The network's failure on one forward pass (out of memory, a shape error, a panic inside
/// candle), as a message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ForwardError(pub String);

/// A sequence-classification network: token batch in, raw logits out.
pub trait Backend: Send + Sync {
    /// One forward pass. Output: `batch.rows()` rows of [`Backend::num_labels`] raw logits, in
    /// row order. Errors: [`ForwardError`] (the whole batch failed).
    fn forward(&self, batch: &TokenBatch) -> Result<Vec<Vec<f32>>, ForwardError>;
    /// Number of logits per row.
    fn num_labels(&self) -> usize;
    /// Device name: `cpu`, `cuda:N`, `metal:N`.
    fn device(&self) -> String;
    /// Precision and engine of the forward pass, e.g. `f32 (candle)`,
    /// `f32 (sjc-kernels, avx512f)`.
    fn precision(&self) -> String {
        "f32 (candle)".into()
    }
}

/// Tunes glibc malloc for the network's large, short-lived activation buffers; call once at
/// process start-up, before any threads allocate.
///
/// glibc serves allocations above the mmap threshold with fresh `mmap`s and returns them on
/// free, so every op of every forward pass page-faults its output in again (measured: millions
/// of faults, 50–75 % slower on 2 cores). This raises the mmap threshold to its maximum
/// (32 MiB), the trim threshold to 1 GiB and the top pad to 64 MiB, which keeps freed memory in
/// the heap for reuse. Returns true if all three settings were accepted; a no-op returning
/// false on non-glibc targets.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_batch_checks_shape() {
        assert!(TokenBatch::from_parts(vec![1, 2], vec![0, 0], vec![1, 1], 1, 2).is_ok());
        let e = TokenBatch::from_parts(vec![1, 2], vec![0], vec![1, 1], 1, 2).unwrap_err();
        assert!(e.contains("type ids 1"), "{e}");
        assert!(TokenBatch::from_parts(vec![], vec![], vec![], usize::MAX, 2).is_err());
    }

    #[test]
    fn network_is_send_sync() {
        fn assert_send_sync<T: Send + Sync>() {}
        assert_send_sync::<Network>();
    }
}
