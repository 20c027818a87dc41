//! Judge throughput: 32 and 128 (claim, evidence) pairs through the tiny fixture BERT and
//! through all-MiniLM-L6-v2 with a one-logit head (the shape of ms-marco-MiniLM-L-6-v2), at
//! max_len 256, on the CPU, with glibc malloc tuned as `sjc::judge::tune_malloc` does.
//!
//!     cargo bench --bench judge                 # criterion report
//!     python benches/reference_torch.py         # the same pairs in PyTorch, for the ratio
//!
//! The pairs are written to target/bench-judge-pairs.json for the PyTorch script. The MiniLM
//! case needs tests/fixtures/.minilm (tests/fixtures/fetch_minilm.sh) and is skipped without it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use candle_core::{DType, Device, Tensor};
use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use sjc::batch::{CrossEncoder, Judge, JudgeOptions, Pair};
use sjc::judge::{FileBytes, ModelFiles};
use sjc::pipeline::load_judge_files;

const WORDS: &[&str] = &[
    "the",
    "invoice",
    "was",
    "paid",
    "on",
    "monday",
    "by",
    "billing",
    "service",
    "cache",
    "entries",
    "expire",
    "after",
    "300",
    "seconds",
    "user",
    "7781",
    "deleted",
    "from",
    "primary",
    "database",
    "migration",
    "0042_add_index",
    "timed",
    "out",
    "replica",
    "retries",
    "capped",
    "at",
    "3",
    "requests",
    "exponential",
    "backoff",
    "tests",
    "passed",
    "compute_tax",
    "in",
    "billing/tax.py",
    "rounds",
    "two",
    "decimals",
    "api",
    "returns",
    "404",
    "for",
    "unknown",
    "ids",
    "revenue",
    "rose",
    "12.5%",
    "q3",
    "deployment",
    "failed",
];

/// Deterministic pseudo-random text of `n` words.
fn text(seed: &mut u64, n: usize) -> String {
    let mut out = Vec::with_capacity(n);
    for _ in 0..n {
        *seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        out.push(WORDS[((*seed >> 33) as usize) % WORDS.len()]);
    }
    out.join(" ")
}

/// `n` pairs: claims of 8–40 words, evidence of 20–220 words (mixed lengths, many truncated).
fn make_pairs(n: usize) -> Vec<(String, String)> {
    let mut seed = 0x5eed_u64 + n as u64;
    (0..n)
        .map(|i| {
            let c = 8 + (i * 7) % 33;
            let e = 20 + (i * 53) % 201;
            (text(&mut seed, c), text(&mut seed, e))
        })
        .collect()
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

/// all-MiniLM-L6-v2 plus a deterministic one-logit classifier head (and pooler if absent).
fn minilm_judge(opts: &JudgeOptions) -> Option<CrossEncoder> {
    let dir = root().join("tests/fixtures/.minilm");
    if !dir.join("model.safetensors").is_file() {
        eprintln!("SKIPPED MiniLM bench: run tests/fixtures/fetch_minilm.sh");
        return None;
    }
    let mut t: HashMap<String, Tensor> =
        candle_core::safetensors::load(dir.join("model.safetensors"), &Device::Cpu).ok()?;
    let h = 384usize;
    let det = |n: usize, s: f32| -> Tensor {
        let v: Vec<f32> = (0..n)
            .map(|i| ((i as f32 * 0.618_034).fract() - 0.5) * s)
            .collect();
        Tensor::from_vec(v, n, &Device::Cpu).unwrap()
    };
    if !t.contains_key("pooler.dense.weight") {
        t.insert(
            "pooler.dense.weight".into(),
            det(h * h, 0.1).reshape((h, h)).ok()?,
        );
        t.insert("pooler.dense.bias".into(), det(h, 0.1));
    }
    t.insert(
        "classifier.weight".into(),
        det(h, 0.2).reshape((1, h)).ok()?,
    );
    t.insert(
        "classifier.bias".into(),
        Tensor::zeros(1, DType::F32, &Device::Cpu).ok()?,
    );
    let tmp = std::env::temp_dir().join(format!(
        "sjc-bench-minilm-{}.safetensors",
        std::process::id()
    ));
    candle_core::safetensors::save(&t, &tmp).ok()?;
    let weights = std::fs::read(&tmp).ok()?;
    std::fs::remove_file(&tmp).ok();
    let mut cfg: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.join("config.json")).ok()?).ok()?;
    cfg["id2label"] = serde_json::json!({"0": "LABEL_0"});
    let cfg = serde_json::to_vec(&cfg).ok()?;
    let tok = std::fs::read(dir.join("tokenizer.json")).ok()?;
    let n = |f: &str| format!("all-MiniLM-L6-v2+head/{f}");
    let files = ModelFiles {
        id: "all-MiniLM-L6-v2+head".into(),
        config: FileBytes::Owned(cfg),
        config_name: n("config.json"),
        tokenizer: FileBytes::Owned(tok),
        tokenizer_name: n("tokenizer.json"),
        weights: FileBytes::Owned(weights),
        weights_name: n("model.safetensors"),
        calibration: None,
        calibration_name: n("calibration.json"),
        risk: None,
        risk_name: n("risk.json"),
    };
    load_judge_files(&files, opts).ok().map(|l| l.judge)
}

fn bench(c: &mut Criterion) {
    let tuned = sjc::judge::tune_malloc();
    eprintln!("malloc tuned: {tuned}");
    let opts = JudgeOptions::default(); // max_len 256, 16384 tokens per micro-batch
    let sets: Vec<(usize, Vec<(String, String)>)> =
        [32usize, 128].iter().map(|&n| (n, make_pairs(n))).collect();
    let dump: serde_json::Value = sets
        .iter()
        .map(|(n, p)| (n.to_string(), serde_json::json!(p)))
        .collect();
    let out = root().join("target/bench-judge-pairs.json");
    std::fs::write(&out, serde_json::to_vec(&dump).unwrap()).ok();

    let tiny = sjc::pipeline::load_judge(
        &sjc::judge::ModelSource::Dir(root().join("tests/fixtures/models/tiny-bert-nli")),
        &JudgeOptions {
            max_len: 128,
            ..opts.clone()
        },
    )
    .expect("tiny fixture model")
    .judge;
    let minilm = minilm_judge(&opts);

    let mut g = c.benchmark_group("judge");
    g.sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(10));
    for (n, pairs) in &sets {
        let ps: Vec<Pair> = pairs
            .iter()
            .map(|(a, b)| Pair {
                claim: a,
                evidence: b,
            })
            .collect();
        g.throughput(Throughput::Elements(*n as u64));
        g.bench_with_input(BenchmarkId::new("tiny-bert", n), &ps, |b, ps| {
            b.iter(|| tiny.logits(ps).unwrap())
        });
        if let Some(m) = &minilm {
            g.bench_with_input(BenchmarkId::new("minilm-l6", n), &ps, |b, ps| {
                b.iter(|| m.logits(ps).unwrap())
            });
        }
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
