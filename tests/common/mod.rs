//! Helpers shared by several integration-test crates (each includes this with `mod common;`).

use std::path::Path;

/// The commit hash of the fake snapshot [`fake_hf_cache`] writes.
pub const FAKE_HASH: &str = "0123456789abcdef0123456789abcdef01234567";

/// A Hugging Face hub cache in a temporary directory holding one repository, `acme/tiny-nli`,
/// whose `main` ref points at snapshot [`FAKE_HASH`] with the `config.json`, `tokenizer.json`
/// and `model.safetensors` of `model_dir` (the layout `hf-hub` reads; never the network).
pub fn fake_hf_cache(model_dir: &Path) -> tempfile::TempDir {
    let cache = tempfile::tempdir().unwrap();
    let repo = cache.path().join("models--acme--tiny-nli");
    let snap = repo.join("snapshots").join(FAKE_HASH);
    std::fs::create_dir_all(&snap).unwrap();
    std::fs::create_dir_all(repo.join("refs")).unwrap();
    std::fs::write(repo.join("refs/main"), FAKE_HASH).unwrap();
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        std::fs::copy(model_dir.join(f), snap.join(f)).unwrap();
    }
    cache
}
