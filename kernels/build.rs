//! Build script of sjc-kernels.
//!
//! Without the `cuda` feature it does nothing, so the crate builds with no GPU toolkit (CI and
//! `cargo test` stay GPU-free). With `cuda`, each `src/cuda/*.cu` is compiled by `nvcc` into a
//! fatbin in `OUT_DIR` (embedded by `src/cuda/device.rs` with `include_bytes!`): SASS for every
//! compute capability in `SJC_CUDA_ARCHS` (comma-separated, default `80,90`: A100 and
//! H100/H200) plus PTX of the lowest one, which the driver JIT-compiles on newer GPUs.
//! `nvcc` is `$NVCC`, else `$CUDA_ROOT/bin/nvcc`, else `nvcc` on `PATH`.
use std::path::PathBuf;
use std::process::Command;

const SOURCES: [&str; 2] = ["masked_softmax", "bias_gelu"];

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-env-changed=SJC_CUDA_ARCHS");
    println!("cargo:rerun-if-env-changed=NVCC");
    println!("cargo:rerun-if-env-changed=CUDA_ROOT");
    if std::env::var_os("CARGO_FEATURE_CUDA").is_none() {
        return;
    }
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    let nvcc = std::env::var("NVCC").unwrap_or_else(|_| match std::env::var("CUDA_ROOT") {
        Ok(root) => format!("{root}/bin/nvcc"),
        Err(_) => "nvcc".to_string(),
    });
    let archs = std::env::var("SJC_CUDA_ARCHS").unwrap_or_else(|_| "80,90".to_string());
    let mut caps: Vec<u32> = archs
        .split(',')
        .map(|s| {
            s.trim().parse().unwrap_or_else(|_| {
                panic!("SJC_CUDA_ARCHS: `{s}` is not a compute capability such as 80")
            })
        })
        .collect();
    caps.sort_unstable();
    caps.dedup();
    let lowest = *caps
        .first()
        .expect("SJC_CUDA_ARCHS names at least one capability");
    for name in SOURCES {
        let src = format!("src/cuda/{name}.cu");
        println!("cargo:rerun-if-changed={src}");
        let mut cmd = Command::new(&nvcc);
        cmd.args(["--fatbin", "-O3", "-std=c++17", "-o"])
            .arg(out.join(format!("{name}.fatbin")))
            .arg(&src);
        for c in &caps {
            cmd.arg(format!("-gencode=arch=compute_{c},code=sm_{c}"));
        }
        cmd.arg(format!(
            "-gencode=arch=compute_{lowest},code=compute_{lowest}"
        ));
        let status = cmd.status().unwrap_or_else(|e| {
            panic!("the `cuda` feature needs nvcc (tried `{nvcc}`; set NVCC or CUDA_ROOT): {e}")
        });
        assert!(status.success(), "nvcc failed on {src}: {status}");
    }
}
