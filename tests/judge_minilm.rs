//! The judge's BERT body on the real all-MiniLM-L6-v2 weights vs PyTorch reference [CLS]
//! hidden states (tests/fixtures/minilm_reference.json). The weights are not committed: run
//! tests/fixtures/fetch_minilm.sh; without them the test prints SKIPPED and passes.

use std::path::Path;

use candle_core::Device;
use serde_json::Value;
use sjc::batch::{pad, Encoded};
use sjc::judge::BertEncoder;

fn as_u32s(v: &Value) -> Vec<u32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u32)
        .collect()
}

#[test]
fn minilm_cls_matches_pytorch() {
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures");
    let dir = fx.join(".minilm");
    if !dir.join("model.safetensors").is_file() {
        println!("SKIPPED: real MiniLM weights not found; run tests/fixtures/fetch_minilm.sh");
        eprintln!("SKIPPED: real MiniLM weights not found; run tests/fixtures/fetch_minilm.sh");
        return;
    }
    let reference: Value =
        serde_json::from_str(&std::fs::read_to_string(fx.join("minilm_reference.json")).unwrap())
            .unwrap();
    let config = std::fs::read(dir.join("config.json")).unwrap();
    let weights = std::fs::read(dir.join("model.safetensors")).unwrap();
    let enc =
        BertEncoder::load(&config, &weights, "minilm/model.safetensors", &Device::Cpu).unwrap();

    // Tokenizer parity: the shipped tokenizer.json pads to 128; the judge's pair tokenizer must not.
    let tok = tokenizers::Tokenizer::from_file(dir.join("tokenizer.json")).unwrap();
    let mut tok = tok;
    tok.with_padding(None);
    tok.with_truncation(None).unwrap();
    let pairs = reference["pairs"].as_array().unwrap();
    let mut rows = Vec::new();
    for (i, p) in pairs.iter().enumerate() {
        let e = tok
            .encode((p[0].as_str().unwrap(), p[1].as_str().unwrap()), true)
            .unwrap();
        assert_eq!(
            e.get_ids(),
            as_u32s(&reference["input_ids"][i]).as_slice(),
            "pair {i} ids"
        );
        rows.push(Encoded {
            ids: as_u32s(&reference["input_ids"][i]),
            type_ids: as_u32s(&reference["token_type_ids"][i]),
            claim_truncated: false,
            evidence_truncated: false,
        });
    }

    // One padded batch (rows have different lengths, so padding + mask are exercised).
    let refs: Vec<&Encoded> = rows.iter().collect();
    let cls = enc.cls_hidden(&pad(&refs, 0)).unwrap();
    let mut worst = 0f64;
    for (i, c) in cls.iter().enumerate() {
        let r = reference["cls"][i].as_array().unwrap();
        assert_eq!(c.len(), r.len());
        for (a, b) in c.iter().zip(r) {
            worst = worst.max((*a as f64 - b.as_f64().unwrap()).abs());
        }
    }
    eprintln!("MiniLM [CLS] max |candle - torch| = {worst:.2e}");
    assert!(worst < 1e-4, "MiniLM [CLS] hidden states differ by {worst}");

    // Each row alone gives the same [CLS] as in the padded batch.
    for (i, row) in rows.iter().enumerate() {
        let one = enc.cls_hidden(&pad(&[row], 0)).unwrap().remove(0);
        let d = one
            .iter()
            .zip(&cls[i])
            .map(|(a, b)| (a - b).abs())
            .fold(0f32, f32::max);
        assert!(d < 1e-4, "row {i}: batched vs alone {d}");
    }
}
