//! Model resolution: directories, the local HF cache (a fake one in a temp dir; never the
//! network) and the SJC_MODEL variable. One test function, because it sets process-wide
//! environment variables.

mod common;

use std::path::Path;

use sjc::batch::{Judge, JudgeOptions, Pair};
use sjc::judge::{resolve_model, JudgeError, ModelSource};
use sjc::pipeline::load_judge;

#[test]
fn resolve_dir_cache_env_and_embedded() {
    let fx = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/models/tiny-bert-nli");
    let cache = common::fake_hf_cache(&fx);
    let hash = common::FAKE_HASH;
    let snap = cache
        .path()
        .join("models--acme--tiny-nli/snapshots")
        .join(hash);
    std::env::set_var("HF_HUB_CACHE", cache.path());
    std::env::remove_var("SJC_MODEL");

    // Directory.
    assert_eq!(
        resolve_model(Some(fx.to_str().unwrap())).unwrap(),
        ModelSource::Dir(fx.clone())
    );

    // Repo id found in the cache, by branch and by commit hash.
    let src = resolve_model(Some("acme/tiny-nli")).unwrap();
    assert_eq!(
        src,
        ModelSource::HubCache {
            repo_id: "acme/tiny-nli".into(),
            revision: None
        }
    );
    let opts = JudgeOptions {
        max_len: 64,
        ..Default::default()
    };
    let j = load_judge(&src, &opts).unwrap();
    assert_eq!(j.judge.info().model_id, "acme/tiny-nli");
    assert!(j
        .judge
        .logits(&[Pair {
            claim: "a",
            evidence: "b"
        }])
        .unwrap()[0]
        .is_ok());
    let by_hash = resolve_model(Some(&format!("acme/tiny-nli@{hash}"))).unwrap();
    assert!(load_judge(&by_hash, &opts).is_ok());

    // Miss: names the repo and the cache path.
    let e = resolve_model(Some("acme/absent")).unwrap_err();
    assert!(matches!(e, JudgeError::NotInCache { .. }), "{e:?}");
    let msg = e.to_string();
    assert!(
        msg.contains("acme/absent") && msg.contains(&cache.path().display().to_string()),
        "{msg}"
    );

    // Missing file inside a cached snapshot.
    std::fs::remove_file(snap.join("tokenizer.json")).unwrap();
    let e = load_judge(&src, &opts).unwrap_err();
    assert!(e.to_string().contains("tokenizer.json"), "{e}");

    // SJC_MODEL, then the embedded fallback.
    std::env::set_var("SJC_MODEL", fx.to_str().unwrap());
    assert_eq!(resolve_model(None).unwrap(), ModelSource::Dir(fx.clone()));
    std::env::remove_var("SJC_MODEL");
    assert_eq!(resolve_model(None).unwrap(), ModelSource::Embedded);
    if sjc::judge::embedded_model().is_none() {
        let e = load_judge(&ModelSource::Embedded, &opts).unwrap_err();
        assert!(matches!(e, JudgeError::NoEmbeddedModel));
        assert!(e.to_string().contains("--model"));
    }
    std::env::remove_var("HF_HUB_CACHE");
}
