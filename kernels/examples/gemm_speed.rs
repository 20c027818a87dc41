//! GFLOP/s of `gemm` at BERT shapes, single thread, per ISA and precision.
//!
//!     cargo run --release -p sjc-kernels --example gemm_speed
use sjc_kernels::cpu::gemm::{gemm, Epilogue, PackedB, Precision, Scratch};
use sjc_kernels::cpu::Isa;
use std::time::Instant;

fn main() {
    println!(
        "detected: {:?} (a kernel the CPU lacks runs on the best one it has)",
        Isa::detect()
    );
    for (m, k, n) in [
        (96, 384, 1152),
        (96, 384, 1536),
        (96, 1536, 384),
        (256, 32, 256),
    ] {
        let a: Vec<f32> = (0..m * k)
            .map(|i| ((i * 7919) % 1000) as f32 / 1000.0 - 0.5)
            .collect();
        let w: Vec<f32> = (0..n * k)
            .map(|i| ((i * 104729) % 1000) as f32 / 1000.0 - 0.5)
            .collect();
        for (isa, p) in [
            (Isa::Avx512F, Precision::F32),
            (Isa::Avx512Bf16, Precision::Bf16),
            (Isa::Avx2Fma, Precision::F32),
            (Isa::Portable, Precision::F32),
        ] {
            let b = PackedB::from_weight(p, &w, n, k, None);
            let mut out = vec![0.0f32; m * n];
            let mut s = Scratch::default();
            let reps = if isa == Isa::Portable { 3 } else { 50 };
            gemm(isa, &a, k, m, &b, &mut out, n, Epilogue::Bias, &mut s);
            let t = Instant::now();
            for _ in 0..reps {
                gemm(isa, &a, k, m, &b, &mut out, n, Epilogue::Bias, &mut s);
            }
            let secs = t.elapsed().as_secs_f64() / reps as f64;
            println!(
                "m{m} k{k} n{n} {isa:?} {p:?}: {:.1} GFLOP/s",
                2.0 * (m * k * n) as f64 / secs / 1e9
            );
        }
    }
}
