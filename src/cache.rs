//! A content-hash cache of the judge's raw logits, kept between runs (`--cache FILE`).
//!
//! Consecutive compactions of one agent session repeat most entries and most evidence, so most
//! (entry, evidence) pairs of a summary were already scored for the previous one. The cache maps
//! a pair to the logits the judge gave it:
//!
//! - **key**: the first 128 bits of SHA-256 over the judge's [`fingerprint`] (model files and
//!   the options that change a pair's tokens or logits) and the pair's two texts, each
//!   length-prefixed. A different model, tokenizer, `--max-len` or device therefore never hits;
//! - **value**: the raw logits and the two truncation flags ([`PairLogits`]); only finite logits
//!   are stored, never a failure;
//! - **bound**: at most `capacity` pairs; the least recently used are dropped first.
//!
//! The file is JSON (`{"format": "sjc-score-cache", "version": 1, "fingerprint", "entries":
//! [{"k": hex key, "l": [logits], "ct", "et"}]}`, least recently used first), written to a
//! temporary file beside it and renamed, so a crash never leaves half a file. A file that is
//! missing, unreadable, corrupt, of another version or built for another judge is never an
//! error: [`ScoreCache::load`] starts empty and says why, and the next save rebuilds it. A
//! cached score is only ever the judge's own earlier output for the same text; it cannot
//! delete anything the judge would not.

use std::collections::HashMap;
use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::batch::{JudgeOptions, Pair, PairLogits};
use crate::judge::ModelFiles;

/// The format tag of a cache file.
pub const FORMAT: &str = "sjc-score-cache";
/// The version of the cache file layout.
pub const VERSION: u32 = 1;
/// Default bound on cached pairs (about 100 bytes each in memory).
pub const DEFAULT_CAPACITY: usize = 200_000;

/// A 128-bit content key of one pair under one judge.
pub type Key = [u8; 16];

/// Why a cache file could not be written.
#[derive(Debug, thiserror::Error)]
#[error("cannot write score cache {path}: {source}")]
pub struct CacheError {
    /// The cache file.
    pub path: String,
    /// The I/O error.
    #[source]
    pub source: std::io::Error,
}

/// Identity of a judge for cache keys: SHA-256 (hex) of the crate version, `config.json`,
/// `tokenizer.json`, the weights file, and the [`JudgeOptions`] that change a pair's tokens or
/// logits (all of them except the micro-batch budget and the timeout, which only change how
/// pairs are grouped and when scoring stops). `calibration.json` and `risk.json` are left out:
/// the cache holds raw logits, read by the verifier afresh on every run.
pub fn fingerprint(files: &ModelFiles, opts: &JudgeOptions) -> String {
    let mut h = Sha256::new();
    let mut part = |bytes: &[u8]| {
        h.update((bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    part(env!("CARGO_PKG_VERSION").as_bytes());
    part(&files.config);
    part(&files.tokenizer);
    part(&files.weights);
    let scoring = JudgeOptions {
        max_batch_tokens: 0,
        timeout: None,
        ..opts.clone()
    };
    part(format!("{scoring:?}").as_bytes());
    hex(&h.finalize())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(s: &str) -> Option<Key> {
    if s.len() != 32 || !s.is_ascii() {
        return None;
    }
    let mut k = [0u8; 16];
    for (i, b) in k.iter_mut().enumerate() {
        *b = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(k)
}

#[derive(Debug, Clone)]
struct Slot {
    logits: Vec<f32>,
    claim_truncated: bool,
    evidence_truncated: bool,
    used: u64,
}

/// Counters of one run.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize)]
pub struct CacheStats {
    /// Lookups answered from the cache.
    pub hits: u64,
    /// Lookups the judge had to answer.
    pub misses: u64,
    /// Pairs held now.
    pub len: usize,
    /// Pairs dropped to stay within the capacity.
    pub evicted: u64,
}

/// The in-memory cache (see the module docs). Not thread-safe by itself: the pipeline holds it
/// behind a mutex and touches it only before and after a judge call.
#[derive(Debug, Clone)]
pub struct ScoreCache {
    fingerprint: String,
    capacity: usize,
    map: HashMap<Key, Slot>,
    clock: u64,
    stats: CacheStats,
}

#[derive(Serialize, Deserialize)]
struct FileEntry {
    k: String,
    l: Vec<f32>,
    #[serde(default)]
    ct: bool,
    #[serde(default)]
    et: bool,
}

#[derive(Serialize, Deserialize)]
struct File {
    format: String,
    version: u32,
    fingerprint: String,
    entries: Vec<FileEntry>,
}

impl ScoreCache {
    /// An empty cache for the judge with this [`fingerprint`], holding at most `capacity`
    /// pairs (at least 1).
    pub fn new(fingerprint: impl Into<String>, capacity: usize) -> Self {
        ScoreCache {
            fingerprint: fingerprint.into(),
            capacity: capacity.max(1),
            map: HashMap::new(),
            clock: 0,
            stats: CacheStats::default(),
        }
    }

    /// Reads a cache file. Never fails: a missing file gives an empty cache and no message; an
    /// unreadable, corrupt, other-version or other-judge file gives an empty cache and a
    /// warning naming the file and the reason (the next [`ScoreCache::save`] replaces it).
    /// Entries with a malformed key or non-finite logits are skipped; when the file holds more
    /// than `capacity` pairs the most recently used are kept.
    pub fn load(path: &Path, fingerprint: &str, capacity: usize) -> (Self, Option<String>) {
        let mut cache = ScoreCache::new(fingerprint, capacity);
        let warn = |why: String| {
            Some(format!(
                "score cache {} ignored ({why}); it will be rebuilt",
                path.display()
            ))
        };
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return (cache, None),
            Err(e) => return (cache, warn(format!("cannot read: {e}"))),
        };
        let file: File = match serde_json::from_slice(&bytes) {
            Ok(f) => f,
            Err(e) => return (cache, warn(format!("not a score cache: {e}"))),
        };
        if file.format != FORMAT || file.version != VERSION {
            return (
                cache,
                warn(format!(
                    "format {} version {}, expected {FORMAT} version {VERSION}",
                    file.format, file.version
                )),
            );
        }
        if file.fingerprint != fingerprint {
            return (
                cache,
                warn("built for another judge or other judge options".into()),
            );
        }
        let skip = file.entries.len().saturating_sub(cache.capacity);
        for e in file.entries.into_iter().skip(skip) {
            if let Some(k) = unhex(&e.k) {
                cache.put(
                    k,
                    &PairLogits {
                        logits: e.l,
                        claim_truncated: e.ct,
                        evidence_truncated: e.et,
                    },
                );
            }
        }
        cache.stats.evicted = 0;
        (cache, None)
    }

    /// Writes the cache to `path` (through a temporary file in the same folder, then a rename).
    /// Errors: [`CacheError`] naming the file.
    pub fn save(&self, path: &Path) -> Result<(), CacheError> {
        let err = |source| CacheError {
            path: path.display().to_string(),
            source,
        };
        let mut slots: Vec<(&Key, &Slot)> = self.map.iter().collect();
        slots.sort_by_key(|(_, s)| s.used);
        let file = File {
            format: FORMAT.into(),
            version: VERSION,
            fingerprint: self.fingerprint.clone(),
            entries: slots
                .into_iter()
                .map(|(k, s)| FileEntry {
                    k: hex(k),
                    l: s.logits.clone(),
                    ct: s.claim_truncated,
                    et: s.evidence_truncated,
                })
                .collect(),
        };
        let mut tmp_name = path.file_name().unwrap_or_default().to_os_string();
        tmp_name.push(format!(".tmp{}", std::process::id()));
        let tmp = path.with_file_name(tmp_name);
        let write = || -> std::io::Result<()> {
            let mut w = std::io::BufWriter::new(std::fs::File::create(&tmp)?);
            serde_json::to_writer(&mut w, &file)?;
            w.flush()?;
            w.into_inner().map_err(|e| e.into_error())?.sync_all()?;
            std::fs::rename(&tmp, path)
        };
        write().map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            err(e)
        })
    }

    /// The key of `pair` under this cache's judge.
    pub fn key(&self, pair: &Pair<'_>) -> Key {
        let mut h = Sha256::new();
        for part in [
            self.fingerprint.as_bytes(),
            pair.claim.as_bytes(),
            pair.evidence.as_bytes(),
        ] {
            h.update((part.len() as u64).to_le_bytes());
            h.update(part);
        }
        let d = h.finalize();
        let mut k = [0u8; 16];
        k.copy_from_slice(&d[..16]);
        k
    }

    /// The cached logits of `key`, if any (counted as a hit or a miss; a hit becomes the most
    /// recently used).
    pub fn get(&mut self, key: &Key) -> Option<PairLogits> {
        self.clock += 1;
        match self.map.get_mut(key) {
            Some(s) => {
                s.used = self.clock;
                self.stats.hits += 1;
                Some(PairLogits {
                    logits: s.logits.clone(),
                    claim_truncated: s.claim_truncated,
                    evidence_truncated: s.evidence_truncated,
                })
            }
            None => {
                self.stats.misses += 1;
                None
            }
        }
    }

    /// Stores the judge's logits for `key`. Non-finite or empty logits are not stored. When
    /// the cache is full, the least recently used eighth is dropped first.
    pub fn put(&mut self, key: Key, value: &PairLogits) {
        if value.logits.is_empty() || !value.logits.iter().all(|x| x.is_finite()) {
            return;
        }
        if !self.map.contains_key(&key) && self.map.len() >= self.capacity {
            self.evict((self.capacity / 8).max(1));
        }
        self.clock += 1;
        self.map.insert(
            key,
            Slot {
                logits: value.logits.clone(),
                claim_truncated: value.claim_truncated,
                evidence_truncated: value.evidence_truncated,
                used: self.clock,
            },
        );
        self.stats.len = self.map.len();
    }

    fn evict(&mut self, n: usize) {
        let mut used: Vec<u64> = self.map.values().map(|s| s.used).collect();
        let n = n.min(used.len());
        if n == 0 {
            return;
        }
        used.select_nth_unstable(n - 1);
        let cut = used[n - 1];
        let before = self.map.len();
        self.map.retain(|_, s| s.used > cut);
        self.stats.evicted += (before - self.map.len()) as u64;
    }

    /// Pairs held.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True when no pair is held.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// The judge fingerprint this cache belongs to.
    pub fn fingerprint(&self) -> &str {
        &self.fingerprint
    }

    /// Hits, misses, size and evictions so far.
    pub fn stats(&self) -> CacheStats {
        CacheStats {
            len: self.map.len(),
            ..self.stats
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn logits(x: f32) -> PairLogits {
        PairLogits {
            logits: vec![x, -x],
            claim_truncated: false,
            evidence_truncated: true,
        }
    }

    const P: Pair<'static> = Pair {
        claim: "Deploy is blocked on INV-20931",
        evidence: "ticket INV-20931: deploy blocked",
    };

    #[test]
    fn key_depends_on_judge_and_both_texts() {
        let a = ScoreCache::new("judge-a", 10);
        let b = ScoreCache::new("judge-b", 10);
        assert_ne!(a.key(&P), b.key(&P));
        let swapped = Pair {
            claim: P.evidence,
            evidence: P.claim,
        };
        assert_ne!(a.key(&P), a.key(&swapped));
        // Length prefixes: moving a boundary between the texts changes the key.
        let k1 = a.key(&Pair {
            claim: "ab",
            evidence: "c",
        });
        let k2 = a.key(&Pair {
            claim: "a",
            evidence: "bc",
        });
        assert_ne!(k1, k2);
        assert_eq!(a.key(&P), a.clone().key(&P));
    }

    #[test]
    fn roundtrip_keeps_logits_bit_exact() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        let mut c = ScoreCache::new("fp", 10);
        let v = PairLogits {
            logits: vec![0.1f32 + 1e-7, -3.3333333, 1e-30],
            claim_truncated: true,
            evidence_truncated: false,
        };
        c.put(c.key(&P), &v);
        c.put([7; 16], &logits(f32::NAN)); // not stored
        c.save(&path).unwrap();
        let (mut d, warn) = ScoreCache::load(&path, "fp", 10);
        assert!(warn.is_none());
        assert_eq!(d.len(), 1);
        assert_eq!(d.get(&c.key(&P)), Some(v));
        assert_eq!(d.stats().hits, 1);
    }

    #[test]
    fn corrupt_foreign_or_missing_files_start_empty() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        let (c, warn) = ScoreCache::load(&path, "fp", 10);
        assert!(c.is_empty() && warn.is_none(), "missing file: no warning");
        for bad in [
            &b"{\"format\": \"sjc-score-cache\", \"vers"[..],
            b"\xff\xfe garbage",
            b"[]",
            br#"{"format":"other","version":1,"fingerprint":"fp","entries":[]}"#,
            br#"{"format":"sjc-score-cache","version":99,"fingerprint":"fp","entries":[]}"#,
        ] {
            std::fs::write(&path, bad).unwrap();
            let (c, warn) = ScoreCache::load(&path, "fp", 10);
            assert!(c.is_empty());
            let w = warn.expect("a warning");
            assert!(w.contains("c.json") && w.contains("ignored"), "{w}");
        }
        let mut other = ScoreCache::new("other-judge", 10);
        other.put(other.key(&P), &logits(1.0));
        other.save(&path).unwrap();
        let (c, warn) = ScoreCache::load(&path, "fp", 10);
        assert!(c.is_empty());
        assert!(warn.unwrap().contains("another judge"));
        // Bad keys and non-finite values inside a valid file are skipped, not fatal.
        std::fs::write(
            &path,
            r#"{"format":"sjc-score-cache","version":1,"fingerprint":"fp","entries":[
                {"k":"zz","l":[1.0]},{"k":"00000000000000000000000000000001","l":[]},
                {"k":"00000000000000000000000000000002","l":[2.5]}]}"#,
        )
        .unwrap();
        let (mut c, warn) = ScoreCache::load(&path, "fp", 10);
        assert!(warn.is_none());
        assert_eq!(c.len(), 1);
        let mut k = [0u8; 16];
        k[15] = 2;
        assert_eq!(c.get(&k).unwrap().logits, vec![2.5]);
    }

    #[test]
    fn bounded_and_least_recently_used_goes_first() {
        let mut c = ScoreCache::new("fp", 16);
        for i in 0..16u8 {
            c.put([i; 16], &logits(i as f32));
        }
        assert!(c.get(&[0; 16]).is_some()); // 0 is now the most recently used
        for i in 16..40u8 {
            c.put([i; 16], &logits(i as f32));
            assert!(c.len() <= 16);
        }
        assert!(c.get(&[1; 16]).is_none(), "an old unused pair was evicted");
        assert!(c.get(&[39; 16]).is_some(), "the newest pair is kept");
        assert!(c.stats().evicted >= 24);
        // Loading a file larger than the capacity keeps the most recent pairs.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("c.json");
        c.save(&path).unwrap();
        let (mut small, _) = ScoreCache::load(&path, "fp", 4);
        assert_eq!(small.len(), 4);
        assert!(small.get(&[39; 16]).is_some());
    }

    #[test]
    fn unwritable_path_is_an_error_naming_it() {
        let c = ScoreCache::new("fp", 4);
        let e = c
            .save(Path::new("/nonexistent-dir-sjc/c.json"))
            .unwrap_err();
        assert!(e.to_string().contains("/nonexistent-dir-sjc/c.json"));
    }
}
