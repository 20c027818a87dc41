//! Where the judge's model files come from: a folder, the local Hugging Face cache, or the
//! binary itself. No network access, ever: the HF cache is read through `hf_hub::Cache` (the
//! hf-hub crate's offline cache API) and never through an API client.

use std::path::{Path, PathBuf};

use hf_hub::{Cache, Repo, RepoType};

use super::{embedded, JudgeError};

/// Files of a model folder: required `config.json`, `tokenizer.json`, `model.safetensors`;
/// optional `calibration.json`.
pub const CONFIG_FILE: &str = "config.json";
/// See [`CONFIG_FILE`].
pub const TOKENIZER_FILE: &str = "tokenizer.json";
/// See [`CONFIG_FILE`].
pub const WEIGHTS_FILE: &str = "model.safetensors";
/// See [`CONFIG_FILE`].
pub const CALIBRATION_FILE: &str = "calibration.json";
/// Optional: the calibration set's scores of true entries, for the risk-controlled threshold
/// (`crate::verify::risk`).
pub const RISK_FILE: &str = "risk.json";

/// The bytes of one model file: compiled into the binary, memory-mapped from disk (weights), or
/// read into memory (small files).
pub enum FileBytes {
    /// Part of the binary (`include_bytes!`).
    Static(&'static [u8]),
    /// Read into memory.
    Owned(Vec<u8>),
    /// Memory-mapped, read-only. The file must not be modified while the model loads.
    Mapped(memmap2::Mmap),
}

impl std::ops::Deref for FileBytes {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            FileBytes::Static(b) => b,
            FileBytes::Owned(v) => v,
            FileBytes::Mapped(m) => m,
        }
    }
}

impl std::fmt::Debug for FileBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let kind = match self {
            FileBytes::Static(_) => "static",
            FileBytes::Owned(_) => "owned",
            FileBytes::Mapped(_) => "mapped",
        };
        write!(f, "FileBytes({kind}, {} bytes)", self.len())
    }
}

/// Where to load a judge model from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ModelSource {
    /// A folder holding `config.json`, `tokenizer.json`, `model.safetensors` and optionally
    /// `calibration.json`.
    Dir(PathBuf),
    /// A repo already present in the local HF cache (`$HF_HUB_CACHE`, else `$HF_HOME/hub`,
    /// else `~/.cache/huggingface/hub`); revision defaults to `main`.
    HubCache {
        /// `org/name`.
        repo_id: String,
        /// Branch, tag or commit hash; `None` = `main`.
        revision: Option<String>,
    },
    /// The model compiled into the binary ([`embedded::files`]).
    Embedded,
}

/// The raw contents of a model's files, with the names used in error messages.
#[derive(Debug)]
pub struct ModelFiles {
    /// Model id for `JudgeInfo::model_id`.
    pub id: String,
    /// `config.json` bytes.
    pub config: FileBytes,
    /// Name of the config file in messages.
    pub config_name: String,
    /// `tokenizer.json` bytes.
    pub tokenizer: FileBytes,
    /// Name of the tokenizer file in messages.
    pub tokenizer_name: String,
    /// `model.safetensors` bytes (memory-mapped for files on disk).
    pub weights: FileBytes,
    /// Name of the weights file in messages.
    pub weights_name: String,
    /// `calibration.json` bytes, if any.
    pub calibration: Option<FileBytes>,
    /// Name of the calibration file in messages.
    pub calibration_name: String,
    /// `risk.json` bytes, if any.
    pub risk: Option<FileBytes>,
    /// Name of the risk file in messages.
    pub risk_name: String,
}

/// Turns a `--model` argument (or `SJC_MODEL`) into a [`ModelSource`].
///
/// - `Some(path)` naming an existing directory → [`ModelSource::Dir`];
/// - `Some("org/name")` or `Some("org/name@revision")` → [`ModelSource::HubCache`], after
///   checking that `config.json` of that revision is in the local cache;
/// - `None` → the `SJC_MODEL` environment variable by the same rules, else
///   [`ModelSource::Embedded`].
///
/// Errors: [`JudgeError::NotInCache`] (names the repo and the cache root searched),
/// [`JudgeError::BadModelArg`] for an argument that is neither.
pub fn resolve_model(arg: Option<&str>) -> Result<ModelSource, JudgeError> {
    match arg {
        Some(a) => resolve_arg(a),
        None => match std::env::var("SJC_MODEL") {
            Ok(v) if !v.trim().is_empty() => resolve_arg(v.trim()),
            _ => Ok(ModelSource::Embedded),
        },
    }
}

fn resolve_arg(a: &str) -> Result<ModelSource, JudgeError> {
    let p = Path::new(a);
    if p.is_dir() {
        return Ok(ModelSource::Dir(p.to_path_buf()));
    }
    let (repo, rev) = match a.split_once('@') {
        Some((r, v)) if !v.is_empty() => (r, Some(v.to_string())),
        Some(_) => return Err(JudgeError::BadModelArg(a.to_string())),
        None => (a, None),
    };
    if !is_repo_id(repo) {
        return Err(JudgeError::BadModelArg(a.to_string()));
    }
    let src = ModelSource::HubCache {
        repo_id: repo.to_string(),
        revision: rev,
    };
    hub_file(&src, CONFIG_FILE)?;
    Ok(src)
}

/// `org/name` with one slash and the characters HF allows (alphanumerics, `-`, `_`, `.`).
fn is_repo_id(s: &str) -> bool {
    let ok = |part: &str| {
        !part.is_empty()
            && part != "."
            && part != ".."
            && part
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
    };
    matches!(s.split_once('/'), Some((org, name)) if ok(org) && ok(name))
}

/// The local HF hub cache root: `$HF_HUB_CACHE`, else `$HF_HOME/hub`, else
/// `~/.cache/huggingface/hub`; `None` when none can be determined.
pub fn hub_cache_root() -> Option<PathBuf> {
    let nonempty = |k: &str| std::env::var_os(k).filter(|v| !v.is_empty());
    if let Some(c) = nonempty("HF_HUB_CACHE") {
        return Some(PathBuf::from(c));
    }
    if let Some(h) = nonempty("HF_HOME") {
        return Some(PathBuf::from(h).join("hub"));
    }
    nonempty("HOME").map(|h| {
        PathBuf::from(h)
            .join(".cache")
            .join("huggingface")
            .join("hub")
    })
}

/// Path of `file` for a [`ModelSource::HubCache`] in the local cache.
///
/// Errors: [`JudgeError::NotInCache`] when the repo, revision or file is absent.
fn hub_file(src: &ModelSource, file: &str) -> Result<PathBuf, JudgeError> {
    let ModelSource::HubCache { repo_id, revision } = src else {
        return Err(JudgeError::BadModelArg(format!("{src:?}")));
    };
    let rev = revision.clone().unwrap_or_else(|| "main".to_string());
    let miss = |cache: PathBuf| JudgeError::NotInCache {
        repo: repo_id.clone(),
        revision: rev.clone(),
        cache,
        missing: file.to_string(),
    };
    let root = hub_cache_root()
        .ok_or_else(|| miss(PathBuf::from("<no HOME, HF_HOME or HF_HUB_CACHE>")))?;
    let cache = Cache::new(root.clone());
    let repo = Repo::with_revision(repo_id.clone(), RepoType::Model, rev.clone());
    let folder = repo.folder_name();
    if let Some(p) = cache.repo(repo).get(file) {
        return Ok(p);
    }
    // A commit hash as revision has no ref file: look in its snapshot folder directly.
    if rev.len() == 40 && rev.chars().all(|c| c.is_ascii_hexdigit()) {
        let p = root.join(folder).join("snapshots").join(&rev).join(file);
        if p.is_file() {
            return Ok(p);
        }
    }
    Err(miss(root))
}

fn read(path: &Path, what: &'static str) -> Result<FileBytes, JudgeError> {
    if !path.is_file() {
        return Err(JudgeError::MissingFile {
            path: path.to_path_buf(),
            what,
        });
    }
    std::fs::read(path)
        .map(FileBytes::Owned)
        .map_err(|source| JudgeError::Io {
            path: path.to_path_buf(),
            source,
        })
}

/// Maps a (large) file read-only instead of reading it into memory.
fn map(path: &Path, what: &'static str) -> Result<FileBytes, JudgeError> {
    if !path.is_file() {
        return Err(JudgeError::MissingFile {
            path: path.to_path_buf(),
            what,
        });
    }
    let io = |source| JudgeError::Io {
        path: path.to_path_buf(),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    // SAFETY: the map is read-only and private to this process; as with every memory-mapped
    // model loader (candle's `from_mmaped_safetensors` included), the file must not be
    // truncated or rewritten while it is mapped. The weights are copied into tensors at load.
    let mmap = unsafe { memmap2::Mmap::map(&file) }.map_err(io)?;
    Ok(FileBytes::Mapped(mmap))
}

fn read_optional(path: &Path) -> Result<Option<FileBytes>, JudgeError> {
    if path.is_file() {
        read(path, "optional file").map(Some)
    } else {
        Ok(None)
    }
}

/// Reads a model's files from `src`: small files into memory, the weights of a file on disk by
/// memory map, embedded files in place.
///
/// Errors: [`JudgeError::MissingFile`] (names the path and its role), [`JudgeError::Io`],
/// [`JudgeError::NotInCache`], [`JudgeError::NoEmbeddedModel`].
pub fn read_files(src: &ModelSource) -> Result<ModelFiles, JudgeError> {
    match src {
        ModelSource::Dir(dir) => {
            let name = |f: &str| dir.join(f).display().to_string();
            Ok(ModelFiles {
                id: dir.display().to_string(),
                config: read(&dir.join(CONFIG_FILE), "model config")?,
                config_name: name(CONFIG_FILE),
                tokenizer: read(&dir.join(TOKENIZER_FILE), "tokenizer")?,
                tokenizer_name: name(TOKENIZER_FILE),
                weights: map(&dir.join(WEIGHTS_FILE), "model weights")?,
                weights_name: name(WEIGHTS_FILE),
                calibration: read_optional(&dir.join(CALIBRATION_FILE))?,
                calibration_name: name(CALIBRATION_FILE),
                risk: read_optional(&dir.join(RISK_FILE))?,
                risk_name: name(RISK_FILE),
            })
        }
        ModelSource::HubCache { repo_id, revision } => {
            let c = hub_file(src, CONFIG_FILE)?;
            let t = hub_file(src, TOKENIZER_FILE)?;
            let w = hub_file(src, WEIGHTS_FILE)?;
            let cal = hub_file(src, CALIBRATION_FILE).ok();
            let risk = hub_file(src, RISK_FILE).ok();
            let id = match revision {
                Some(r) => format!("{repo_id}@{r}"),
                None => repo_id.clone(),
            };
            Ok(ModelFiles {
                config: read(&c, "model config")?,
                config_name: c.display().to_string(),
                tokenizer: read(&t, "tokenizer")?,
                tokenizer_name: t.display().to_string(),
                weights: map(&w, "model weights")?,
                weights_name: w.display().to_string(),
                calibration: cal.as_deref().map(|p| read(p, "calibration")).transpose()?,
                calibration_name: format!("{id}/{CALIBRATION_FILE}"),
                risk: risk
                    .as_deref()
                    .map(|p| read(p, "risk calibration"))
                    .transpose()?,
                risk_name: format!("{id}/{RISK_FILE}"),
                id,
            })
        }
        ModelSource::Embedded => {
            let f = embedded::files().ok_or(JudgeError::NoEmbeddedModel)?;
            let name = |n: &str| format!("{}/{n}", f.id);
            Ok(ModelFiles {
                id: f.id.to_string(),
                config: FileBytes::Static(f.config),
                config_name: name(CONFIG_FILE),
                tokenizer: FileBytes::Static(f.tokenizer),
                tokenizer_name: name(TOKENIZER_FILE),
                weights: FileBytes::Static(f.weights),
                weights_name: name(WEIGHTS_FILE),
                calibration: f.calibration.map(FileBytes::Static),
                calibration_name: name(CALIBRATION_FILE),
                risk: f.risk.map(FileBytes::Static),
                risk_name: name(RISK_FILE),
            })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repo_id_shapes() {
        assert!(is_repo_id("cross-encoder/nli-MiniLM2-L6-H768"));
        assert!(is_repo_id("org/name.v2"));
        assert!(!is_repo_id("name"));
        assert!(!is_repo_id("a/b/c"));
        assert!(!is_repo_id("/abs"));
        assert!(!is_repo_id("../x"));
    }

    #[test]
    fn dir_and_bad_args() {
        let d = std::env::temp_dir();
        assert_eq!(
            resolve_model(Some(d.to_str().unwrap())).unwrap(),
            ModelSource::Dir(d.clone())
        );
        assert!(matches!(
            resolve_model(Some("no such thing")),
            Err(JudgeError::BadModelArg(_))
        ));
        assert!(matches!(
            resolve_model(Some("a/b/c")),
            Err(JudgeError::BadModelArg(_))
        ));
    }

    #[test]
    fn embedded_absent_is_clear_error() {
        if embedded::files().is_none() {
            let e = read_files(&ModelSource::Embedded).unwrap_err();
            assert!(matches!(e, JudgeError::NoEmbeddedModel));
            assert!(e.to_string().contains("--model"));
        }
    }

    #[test]
    fn missing_dir_file_named() {
        let d = std::env::temp_dir().join(format!("sjc-loader-test-{}", std::process::id()));
        std::fs::create_dir_all(&d).unwrap();
        let e = read_files(&ModelSource::Dir(d.clone())).unwrap_err();
        assert!(e.to_string().contains("config.json"), "{e}");
        std::fs::write(d.join(CONFIG_FILE), b"{}").unwrap();
        let e = read_files(&ModelSource::Dir(d.clone())).unwrap_err();
        assert!(e.to_string().contains("tokenizer.json"), "{e}");
        std::fs::remove_dir_all(&d).ok();
    }
}
