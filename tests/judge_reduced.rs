//! Reduced precision on the candle path: the shipped judge (models/sjc-judge-minilm, real
//! weights) in f16 and bf16 gives finite logits on padded batches, close to f32, and each row
//! of a padded batch matches the same row run alone. candle's own `BertModel` gives NaN here
//! (its additive mask overflows in f16/bf16, shared/FIELD-NOTES.md); `judge::reduced_bert`
//! builds a finite one. Runs on the CPU (slow but exact enough); the GPU runs the same code.

use std::path::Path;

use candle_core::{DType, Device};
use sjc::judge::{read_files, Backend, ModelConfig, ModelSource, Network, TokenBatch};

/// Rows of different real lengths (3..=61 tokens, ids inside the vocabulary) padded to the
/// longest, so most rows carry padding.
fn padded_batch(rows: usize) -> TokenBatch {
    let lens: Vec<usize> = (0..rows).map(|r| 3 + (r * 37) % 59).collect();
    let seq = *lens.iter().max().unwrap();
    let (mut ids, mut tids, mut mask) = (
        vec![0u32; rows * seq],
        vec![0; rows * seq],
        vec![0; rows * seq],
    );
    for (r, &n) in lens.iter().enumerate() {
        for j in 0..n {
            let i = r * seq + j;
            ids[i] = match j {
                0 => 101,               // [CLS]
                _ if j == n - 1 => 102, // [SEP]
                _ => 1000 + ((r * 7919 + j * 104_729) % 20_000) as u32,
            };
            tids[i] = u32::from(j >= n / 2);
            mask[i] = 1;
        }
    }
    TokenBatch::from_parts(ids, tids, mask, rows, seq).unwrap()
}

fn row(b: &TokenBatch, r: usize) -> TokenBatch {
    let s = b.seq();
    let n = b.mask()[r * s..(r + 1) * s]
        .iter()
        .filter(|&&m| m == 1)
        .count();
    let cut = |v: &[u32]| v[r * s..r * s + n].to_vec();
    TokenBatch::from_parts(cut(b.ids()), cut(b.type_ids()), cut(b.mask()), 1, n).unwrap()
}

fn max_diff(a: &[Vec<f32>], b: &[Vec<f32>]) -> f32 {
    a.iter()
        .flatten()
        .zip(b.iter().flatten())
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}

#[test]
fn f16_and_bf16_candle_forward_is_finite_on_padded_batches() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("models/sjc-judge-minilm");
    let files = read_files(&ModelSource::Dir(dir)).expect("shipped judge");
    let cfg = ModelConfig::parse(&files.config, &files.config_name).unwrap();
    let load = |dt| {
        Network::load_dtype(&cfg, &files.weights, &files.weights_name, &Device::Cpu, dt).unwrap()
    };
    let batch = padded_batch(12);
    assert!(batch.mask().contains(&0), "the batch must carry padding");
    let reference = load(DType::F32).forward(&batch).unwrap();
    // Tolerances: about twice and four times the measured max |Δlogit| on this batch (bf16
    // 0.053, f16 0.0050, attention softmax in f32); a broken mask gives order 1 or NaN.
    for (dt, tol) in [(DType::F16, 0.02f32), (DType::BF16, 0.12)] {
        let net = load(dt);
        assert_eq!(net.precision(), format!("{} (candle)", dt.as_str()));
        let got = net.forward(&batch).unwrap();
        assert!(
            got.iter().flatten().all(|v| v.is_finite()),
            "{dt:?}: {got:?}"
        );
        let d = max_diff(&got, &reference);
        eprintln!("{dt:?}: max |logit - f32 logit| = {d}");
        assert!(d < tol, "{dt:?}: max logit difference {d} >= {tol}");
        // Padding does not leak: rows 0 and 5 alone give the same logits (within rounding).
        for r in [0, 5] {
            let alone = net.forward(&row(&batch, r)).unwrap();
            let d = max_diff(&alone, &got[r..r + 1]);
            assert!(d < tol, "{dt:?}: row {r} alone differs by {d}");
        }
    }
}
