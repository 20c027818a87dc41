//! Golden tests of the candle judge against PyTorch reference logits
//! (tests/fixtures/golden.json, produced by tests/fixtures/make_golden.py from tiny random
//! models), plus the judge's failure modes. No network, CPU only.

use std::path::{Path, PathBuf};
use std::time::Duration;

use serde_json::Value;
use sjc::batch::{Judge, JudgeInfo, JudgeOptions, Pair, PairError};
use sjc::judge::{FileBytes, JudgeError, LabelMap, ModelFiles, ModelSource};
use sjc::pipeline::{load_judge, load_judge_files, LoadedJudge};
use sjc::verify::PairResult;

/// A loaded judge with the calls these tests make: logits read by the model's own verifier.
#[derive(Debug)]
struct Loaded(LoadedJudge);

impl Loaded {
    fn load(src: &ModelSource, o: &JudgeOptions) -> Result<Self, JudgeError> {
        load_judge(src, o).map(Loaded)
    }
    fn score(&self, pairs: &[Pair<'_>]) -> Result<Vec<PairResult>, JudgeError> {
        Ok(self
            .0
            .verifier
            .score_all(pairs, self.0.judge.logits(pairs)?))
    }
    fn encode_pair(&self, p: &Pair<'_>) -> Result<(Vec<u32>, Vec<u32>), PairError> {
        self.0.judge.encode_pair(p)
    }
    fn logits_for_ids(&self, seqs: &[(Vec<u32>, Vec<u32>)]) -> Result<Vec<Vec<f32>>, PairError> {
        self.0.judge.logits_for_ids(seqs)
    }
    fn labels(&self) -> &LabelMap {
        self.0.verifier.labels()
    }
    fn info(&self) -> &JudgeInfo {
        self.0.judge.info()
    }
}

fn fixtures() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures")
}

fn model_dir(name: &str) -> PathBuf {
    fixtures().join("models").join(name)
}

fn golden() -> Value {
    let text = std::fs::read_to_string(fixtures().join("golden.json"))
        .expect("tests/fixtures/golden.json");
    serde_json::from_str(&text).expect("golden.json parses")
}

fn opts(max_len: usize) -> JudgeOptions {
    JudgeOptions {
        max_len,
        ..Default::default()
    }
}

fn load(name: &str, o: &JudgeOptions) -> Loaded {
    Loaded::load(&ModelSource::Dir(model_dir(name)), o)
        .unwrap_or_else(|e| panic!("load {name}: {e}"))
}

fn pairs_of(g: &Value) -> Vec<(String, String)> {
    g["pairs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p[0].as_str().unwrap().to_string(),
                p[1].as_str().unwrap().to_string(),
            )
        })
        .collect()
}

fn as_u32s(v: &Value) -> Vec<u32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_u64().unwrap() as u32)
        .collect()
}

fn as_f32s(v: &Value) -> Vec<f32> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap() as f32)
        .collect()
}

fn max_abs_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len(), "length mismatch {a:?} vs {b:?}");
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}

/// Token ids, type ids and logits of every golden model, scored in one batched call.
fn check_golden_model(name: &str) {
    let g = golden();
    let m = &g["models"][name];
    assert!(m.is_object(), "golden.json has no model {name}");
    let max_len = g["max_length"].as_u64().unwrap() as usize;
    let judge = load(name, &opts(max_len));
    let texts = pairs_of(&g);
    let pairs: Vec<Pair> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();

    // Tokenization identical to the Python reference (only_second at max_length).
    for (i, p) in pairs.iter().enumerate() {
        let (ids, tids) = judge.encode_pair(p).unwrap();
        assert_eq!(
            ids,
            as_u32s(&m["input_ids"][i]),
            "{name} pair {i}: input ids differ"
        );
        assert_eq!(
            tids,
            as_u32s(&m["token_type_ids"][i]),
            "{name} pair {i}: type ids differ"
        );
    }

    // Logits of the full pipeline (tokenize + sort + micro-batch + pad) vs PyTorch one-by-one.
    let out = judge.score(&pairs).unwrap();
    assert_eq!(out.len(), pairs.len());
    let mut worst = 0f32;
    for (i, r) in out.iter().enumerate() {
        let s = r
            .as_ref()
            .unwrap_or_else(|e| panic!("{name} pair {i}: {e}"));
        let d = max_abs_diff(&s.logits, &as_f32s(&m["logits"][i]));
        worst = worst.max(d);
        assert!(
            d < 1e-4,
            "{name} pair {i}: logits {:?} vs golden {:?} (diff {d})",
            s.logits,
            m["logits"][i]
        );
        assert!((0.0..=1.0).contains(&s.p_support));
    }
    // And the raw forward on the reference ids, padded as PyTorch's batch was.
    let seqs: Vec<(Vec<u32>, Vec<u32>)> = (0..pairs.len())
        .map(|i| {
            (
                as_u32s(&m["input_ids"][i]),
                as_u32s(&m["token_type_ids"][i]),
            )
        })
        .collect();
    let rows = judge.logits_for_ids(&seqs).unwrap();
    for (i, row) in rows.iter().enumerate() {
        let d = max_abs_diff(row, &as_f32s(&m["batch_logits"][i]));
        assert!(d < 1e-4, "{name} padded batch row {i}: diff {d}");
    }
    eprintln!("{name}: max |candle - torch| = {worst:.2e}");
}

#[test]
fn golden_tiny_bert_nli() {
    check_golden_model("tiny-bert-nli");
}

#[test]
fn golden_tiny_bert_reranker() {
    check_golden_model("tiny-bert-reranker");
}

#[test]
fn golden_tiny_xlmr_2label() {
    check_golden_model("tiny-xlmr-2label");
}

#[test]
fn golden_tiny_deberta_nli() {
    check_golden_model("tiny-deberta-nli");
}

#[test]
fn label_rules_on_fixture_models() {
    let nli = load("tiny-bert-nli", &opts(64));
    assert_eq!(
        nli.info().labels,
        vec!["entailment", "neutral", "contradiction"]
    );
    assert_eq!(nli.labels().support_index(), 0);
    assert_eq!(nli.labels().contradiction_index(), Some(2));
    assert_eq!(nli.info().architecture, "bert");
    assert_eq!(nli.info().max_len, 64);
    let rr = load("tiny-bert-reranker", &opts(64));
    let s = rr
        .score(&[Pair {
            claim: "a",
            evidence: "b",
        }])
        .unwrap()
        .remove(0)
        .unwrap();
    assert_eq!(s.logits.len(), 1);
    assert!(s.p_contradiction.is_none());
    let expect = 1.0 / (1.0 + (-s.logits[0] as f64).exp());
    assert!((s.p_support as f64 - expect).abs() < 1e-6);
    let x = load("tiny-xlmr-2label", &opts(64));
    assert_eq!(x.labels().support_index(), 1);
    assert_eq!(x.info().architecture, "xlm-roberta");
    // XLM-R positions start after the pad id: 130 positions allow 128 tokens.
    assert_eq!(load("tiny-xlmr-2label", &opts(1000)).info().max_len, 128);
}

/// Scores of one batched call equal one-pair-at-a-time scores: padding, length sorting and
/// micro-batching change nothing.
#[test]
fn batched_equals_single() {
    let g = golden();
    let texts = pairs_of(&g);
    let mut pairs: Vec<Pair> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();
    pairs.push(Pair {
        claim: "",
        evidence: "",
    });
    pairs.push(Pair {
        claim: "The invoice was paid.",
        evidence: "",
    });
    for name in ["tiny-bert-nli", "tiny-xlmr-2label", "tiny-deberta-nli"] {
        for max_batch_tokens in [16384, 150] {
            let judge = load(
                name,
                &JudgeOptions {
                    max_len: 64,
                    max_batch_tokens,
                    ..Default::default()
                },
            );
            let batched = judge.score(&pairs).unwrap();
            for (i, p) in pairs.iter().enumerate() {
                let one = judge
                    .score(std::slice::from_ref(p))
                    .unwrap()
                    .remove(0)
                    .unwrap();
                let b = batched[i].as_ref().unwrap();
                let d = max_abs_diff(&b.logits, &one.logits);
                assert!(
                    d < 1e-5,
                    "{name} (budget {max_batch_tokens}) pair {i}: batched vs single diff {d}"
                );
                assert!((b.p_support - one.p_support).abs() < 1e-5);
                assert_eq!(b.claim_truncated, one.claim_truncated);
                assert_eq!(b.evidence_truncated, one.evidence_truncated);
            }
        }
    }
}

#[test]
fn nan_model_gives_nonfinite_per_pair() {
    let judge = load("tiny-bert-nan", &opts(64));
    let g = golden();
    let texts = pairs_of(&g);
    let pairs: Vec<Pair> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();
    let out = judge.score(&pairs).unwrap();
    assert_eq!(out.len(), pairs.len());
    for r in out {
        match r {
            Err(PairError::NonFinite { logits }) => {
                assert_eq!(logits.len(), 3);
                assert!(logits.iter().any(|x| x.is_nan()));
            }
            other => panic!("expected NonFinite, got {other:?}"),
        }
    }
}

#[test]
fn missing_tensor_is_named() {
    let e = Loaded::load(
        &ModelSource::Dir(model_dir("tiny-bert-missing-tensor")),
        &opts(64),
    )
    .unwrap_err();
    match &e {
        JudgeError::MissingTensor { tensor, file } => {
            assert_eq!(tensor, "bert.encoder.layer.1.output.dense.weight");
            assert!(file.ends_with("model.safetensors"), "{file}");
        }
        other => panic!("expected MissingTensor, got {other:?}"),
    }
    assert!(
        e.to_string()
            .contains("bert.encoder.layer.1.output.dense.weight"),
        "{e}"
    );
}

fn copy_model_without(name: &str, skip: &str) -> tempfile::TempDir {
    let d = tempfile::tempdir().unwrap();
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        if f != skip {
            std::fs::copy(model_dir(name).join(f), d.path().join(f)).unwrap();
        }
    }
    d
}

#[test]
fn missing_files_are_named() {
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        let d = copy_model_without("tiny-bert-nli", f);
        let e = Loaded::load(&ModelSource::Dir(d.path().to_path_buf()), &opts(64)).unwrap_err();
        assert!(matches!(e, JudgeError::MissingFile { .. }), "{e:?}");
        assert!(e.to_string().contains(f), "{e}");
    }
}

#[test]
fn bad_files_are_named_not_panics() {
    let d = copy_model_without("tiny-bert-nli", "");
    let dir = d.path().to_path_buf();
    let src = ModelSource::Dir(dir.clone());
    // Unsupported model_type.
    let cfg = std::fs::read_to_string(dir.join("config.json")).unwrap();
    std::fs::write(
        dir.join("config.json"),
        cfg.replace("\"model_type\": \"bert\"", "\"model_type\": \"gpt2\""),
    )
    .unwrap();
    let e = Loaded::load(&src, &opts(64)).unwrap_err();
    assert!(
        matches!(e, JudgeError::UnsupportedArchitecture { .. }),
        "{e:?}"
    );
    assert!(
        e.to_string().contains("gpt2") && e.to_string().contains("config.json"),
        "{e}"
    );
    std::fs::write(dir.join("config.json"), &cfg).unwrap();
    // Corrupt tokenizer.
    std::fs::write(dir.join("tokenizer.json"), b"{\"nope\": 1}").unwrap();
    let e = Loaded::load(&src, &opts(64)).unwrap_err();
    assert!(e.to_string().contains("tokenizer.json"), "{e}");
    std::fs::copy(
        model_dir("tiny-bert-nli").join("tokenizer.json"),
        dir.join("tokenizer.json"),
    )
    .unwrap();
    // Truncated weights.
    let w = std::fs::read(dir.join("model.safetensors")).unwrap();
    std::fs::write(dir.join("model.safetensors"), &w[..w.len() / 2]).unwrap();
    let e = Loaded::load(&src, &opts(64)).unwrap_err();
    assert!(e.to_string().contains("model.safetensors"), "{e}");
    std::fs::write(dir.join("model.safetensors"), &w).unwrap();
    // Bad calibration.
    std::fs::write(
        dir.join("calibration.json"),
        br#"{"method":"temperature","temperature":-2}"#,
    )
    .unwrap();
    let e = Loaded::load(&src, &opts(64)).unwrap_err();
    assert!(e.to_string().contains("calibration.json"), "{e}");
    std::fs::remove_file(dir.join("calibration.json")).unwrap();
    assert!(Loaded::load(&src, &opts(64)).is_ok());
}

#[test]
fn long_claim_is_truncated_without_error() {
    let judge = load("tiny-bert-nli", &opts(64));
    let claim = "the invoice was paid on monday by the administrator ".repeat(20);
    let long_ev = "the service retries up to 5 times with exponential backoff. ".repeat(30);
    let p = Pair {
        claim: &claim,
        evidence: &long_ev,
    };
    let (ids, tids) = judge.encode_pair(&p).unwrap();
    assert_eq!(ids.len(), 64);
    let s = judge.score(&[p]).unwrap().remove(0).unwrap();
    assert!(s.claim_truncated);
    assert!(s.evidence_truncated);
    // Both long: claim cut to claim_share * max_len = 32 tokens: [CLS] + 32 + [SEP] | 29 + [SEP]
    assert_eq!(tids.iter().filter(|&&t| t == 0).count(), 34);
    // Long claim, short evidence: the evidence stays whole, the claim takes the rest.
    let evidence = "Invoice INV-20931 was marked as paid on 2024-03-14 by the billing service.";
    let (ev_only, _) = judge
        .encode_pair(&Pair {
            claim: "",
            evidence,
        })
        .unwrap();
    let lb = ev_only.len() - 3; // [CLS] [SEP] evidence [SEP]
    assert!(lb > 10 && lb < 29, "{lb}");
    let (ids, tids) = judge
        .encode_pair(&Pair {
            claim: &claim,
            evidence,
        })
        .unwrap();
    assert_eq!(ids.len(), 64);
    assert_eq!(tids.iter().filter(|&&t| t == 1).count(), lb + 1);
    let s = judge
        .score(&[Pair {
            claim: &claim,
            evidence,
        }])
        .unwrap()
        .remove(0)
        .unwrap();
    assert!(s.claim_truncated && !s.evidence_truncated);
    // A claim that fits leaves the claim whole and cuts only the evidence.
    let s = judge
        .score(&[Pair {
            claim: "The invoice was paid.",
            evidence: &long_ev,
        }])
        .unwrap()
        .remove(0)
        .unwrap();
    assert!(!s.claim_truncated && s.evidence_truncated);
    // Long claim with empty evidence: claim keeps the whole budget.
    let s = judge
        .score(&[Pair {
            claim: &claim,
            evidence: "",
        }])
        .unwrap()
        .remove(0)
        .unwrap();
    assert!(s.claim_truncated && !s.evidence_truncated);
    let (ids, _) = judge
        .encode_pair(&Pair {
            claim: &claim,
            evidence: "",
        })
        .unwrap();
    assert_eq!(ids.len(), 64);
}

#[test]
fn empty_texts_work() {
    for name in ["tiny-bert-nli", "tiny-xlmr-2label", "tiny-deberta-nli"] {
        let judge = load(name, &opts(64));
        let out = judge
            .score(&[
                Pair {
                    claim: "The invoice was paid.",
                    evidence: "",
                },
                Pair {
                    claim: "",
                    evidence: "All 412 tests passed.",
                },
                Pair {
                    claim: "",
                    evidence: "",
                },
            ])
            .unwrap();
        for r in out {
            let s = r.unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(s.p_support.is_finite() && !s.claim_truncated && !s.evidence_truncated);
        }
        assert!(judge.score(&[]).unwrap().is_empty());
    }
}

#[test]
fn timeout_zero_marks_pairs() {
    let judge = load(
        "tiny-bert-nli",
        &JudgeOptions {
            max_len: 64,
            timeout: Some(Duration::ZERO),
            ..Default::default()
        },
    );
    let out = judge
        .score(&[
            Pair {
                claim: "a",
                evidence: "b",
            },
            Pair {
                claim: "c",
                evidence: "d",
            },
        ])
        .unwrap();
    assert!(
        out.iter().all(|r| matches!(r, Err(PairError::Timeout))),
        "{out:?}"
    );
}

#[test]
fn calibration_file_is_applied() {
    let d = copy_model_without("tiny-bert-nli", "");
    let p = Pair {
        claim: "The invoice was paid.",
        evidence: "Invoice INV-20931 was marked as paid.",
    };
    std::fs::write(
        d.path().join("calibration.json"),
        br#"{"method":"temperature","temperature":4.0}"#,
    )
    .unwrap();
    let j = Loaded::load(&ModelSource::Dir(d.path().to_path_buf()), &opts(64)).unwrap();
    assert!(j.info().calibration.contains("temperature"));
    let s = j.score(&[p]).unwrap().remove(0).unwrap();
    let z: Vec<f64> = s.logits.iter().map(|&x| x as f64 / 4.0).collect();
    let den: f64 = z.iter().map(|x| x.exp()).sum();
    assert!((s.p_support as f64 - z[0].exp() / den).abs() < 1e-6);
    assert!((s.p_contradiction.unwrap() as f64 - z[2].exp() / den).abs() < 1e-6);
    std::fs::write(
        d.path().join("calibration.json"),
        br#"{"method":"platt","a":0.5,"b":-1.0}"#,
    )
    .unwrap();
    let j = Loaded::load(&ModelSource::Dir(d.path().to_path_buf()), &opts(64)).unwrap();
    let s2 = j.score(&[p]).unwrap().remove(0).unwrap();
    let l: Vec<f64> = s2.logits.iter().map(|&x| x as f64).collect();
    let zm = l[0] - (l[1].exp() + l[2].exp()).ln();
    let expect = 1.0 / (1.0 + (-(0.5 * zm - 1.0)).exp());
    assert!((s2.p_support as f64 - expect).abs() < 1e-6);
}

/// f16 weights on disk load and run in F32 without NaN.
#[test]
fn f16_weights_run_in_f32() {
    use candle_core::{DType, Device};
    let d = copy_model_without("tiny-bert-nli", "model.safetensors");
    let tensors = candle_core::safetensors::load(
        model_dir("tiny-bert-nli").join("model.safetensors"),
        &Device::Cpu,
    )
    .unwrap();
    let half: std::collections::HashMap<String, candle_core::Tensor> = tensors
        .into_iter()
        .map(|(k, v)| (k, v.to_dtype(DType::F16).unwrap()))
        .collect();
    candle_core::safetensors::save(&half, d.path().join("model.safetensors")).unwrap();
    let j = Loaded::load(&ModelSource::Dir(d.path().to_path_buf()), &opts(64)).unwrap();
    let g = golden();
    let texts = pairs_of(&g);
    let pairs: Vec<Pair> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();
    for (i, r) in j.score(&pairs).unwrap().into_iter().enumerate() {
        let s = r.unwrap();
        let d = max_abs_diff(
            &s.logits,
            &as_f32s(&g["models"]["tiny-bert-nli"]["logits"][i]),
        );
        assert!(d < 0.1, "pair {i}: f16-rounded weights drift {d}");
    }
}

#[test]
fn in_memory_files_match_dir_load() {
    let dir = model_dir("tiny-bert-reranker");
    let rd = |f: &str| std::fs::read(dir.join(f)).unwrap();
    let files = ModelFiles {
        id: "mem".into(),
        config: FileBytes::Owned(rd("config.json")),
        config_name: "mem/config.json".into(),
        tokenizer: FileBytes::Owned(rd("tokenizer.json")),
        tokenizer_name: "mem/tokenizer.json".into(),
        weights: FileBytes::Owned(rd("model.safetensors")),
        weights_name: "mem/model.safetensors".into(),
        calibration: None,
        calibration_name: "mem/calibration.json".into(),
        risk: None,
        risk_name: "mem/risk.json".into(),
    };
    let j = Loaded(load_judge_files(&files, &opts(64)).unwrap());
    assert_eq!(j.info().model_id, "mem");
    let p = [Pair {
        claim: "x",
        evidence: "y",
    }];
    let a = j.score(&p).unwrap().remove(0).unwrap();
    let b = load("tiny-bert-reranker", &opts(64))
        .score(&p)
        .unwrap()
        .remove(0)
        .unwrap();
    assert_eq!(a.logits, b.logits);
}
