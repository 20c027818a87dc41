//! Embeds the default judge (models/sjc-judge-minilm/) into the binary when its
//! files are present, so `sjc prune` works offline with no --model.
use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(sjc_embedded_judge)");
    println!("cargo::rustc-check-cfg=cfg(sjc_embedded_risk)");
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("models")
        .join("sjc-judge-minilm");
    let files = [
        "config.json",
        "tokenizer.json",
        "model.safetensors",
        "calibration.json",
    ];
    for f in files {
        println!("cargo::rerun-if-changed={}", dir.join(f).display());
    }
    // SJC_EMBED_JUDGE=0 builds without the judge (scripts/build-cuda.sh ships the weights
    // beside the binary instead, where PyTorch can read them too).
    println!("cargo::rerun-if-env-changed=SJC_EMBED_JUDGE");
    let embed = !matches!(std::env::var("SJC_EMBED_JUDGE").as_deref(), Ok("0"));
    if embed && files.iter().all(|f| dir.join(f).is_file()) {
        println!("cargo::rustc-cfg=sjc_embedded_judge");
        println!("cargo::rustc-env=SJC_EMBEDDED_DIR={}", dir.display());
        // Optional: the calibration set of the risk-controlled threshold.
        println!(
            "cargo::rerun-if-changed={}",
            dir.join("risk.json").display()
        );
        if dir.join("risk.json").is_file() {
            println!("cargo::rustc-cfg=sjc_embedded_risk");
        }
    }
}
