//! Device tests of the CUDA kernels against their CPU references. Built only with the `cuda`
//! feature; each test needs a CUDA device and fails (rather than passing vacuously) without
//! one, so run them only on a GPU machine: `cargo test -p sjc-kernels --features cuda`.
#![cfg(feature = "cuda")]

use half::{bf16, f16};
use sjc_kernels::cuda::device::{Element, Kernels};
use sjc_kernels::cuda::{bias_gelu_reference, masked_softmax_reference};

/// Deterministic scores in [-span, span] (xorshift), no external RNG.
fn values(n: usize, span: f32, seed: u64) -> Vec<f32> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            ((s >> 11) as f32 / (1u64 << 53) as f32 * 2.0 - 1.0) * span
        })
        .collect()
}

fn softmax_case<T: Element>(to: fn(f32) -> T, from: fn(T) -> f32, tol: f32) {
    let k = Kernels::new(0).expect("a CUDA device");
    // batch 3, heads 4, queries 5, keys 77; item lengths 77, 40, 1 (padding in 2 of 3 items).
    let (b, rpb, len) = (3usize, 20usize, 77usize);
    let x32 = values(b * rpb * len, 60.0, 7);
    let x: Vec<T> = x32.iter().map(|&v| to(v)).collect();
    let xs: Vec<f32> = x.iter().map(|&v| from(v)).collect(); // what the device sees
    let mut mask = vec![0u8; b * len];
    for (i, keep) in [77usize, 40, 1].iter().enumerate() {
        mask[i * len..i * len + keep].fill(1);
    }
    let want = masked_softmax_reference(&xs, &mask, len, rpb, 0.125);
    let s = k.stream();
    let dx = s.clone_htod(&x).unwrap();
    let dm = s.clone_htod(&mask).unwrap();
    let mut dy = s.alloc_zeros::<T>(x.len()).unwrap();
    k.masked_softmax(&dx, &dm, &mut dy, len, rpb, 0.125)
        .unwrap();
    let got: Vec<f32> = s.clone_dtoh(&dy).unwrap().into_iter().map(from).collect();
    let worst = got
        .iter()
        .zip(&want)
        .map(|(a, b)| {
            assert!(a.is_finite(), "non-finite output");
            (a - b).abs()
        })
        .fold(0f32, f32::max);
    assert!(worst <= tol, "{}: max abs diff {worst} > {tol}", T::SUFFIX);
}

#[test]
fn masked_softmax_matches_reference_f32() {
    softmax_case::<f32>(|v| v, |v| v, 1e-5);
}

#[test]
fn masked_softmax_matches_reference_f16() {
    // Output rounding of f16 near 1.0 is 2^-11.
    softmax_case::<f16>(f16::from_f32, f16::to_f32, 1e-3);
}

#[test]
fn masked_softmax_matches_reference_bf16() {
    softmax_case::<bf16>(bf16::from_f32, bf16::to_f32, 8e-3);
}

fn gelu_case<T: Element>(to: fn(f32) -> T, from: fn(T) -> f32, tol: f32) {
    let k = Kernels::new(0).expect("a CUDA device");
    let cols = 1536;
    let x: Vec<T> = values(33 * cols, 6.0, 3).into_iter().map(to).collect();
    let bias: Vec<T> = values(cols, 1.0, 5).into_iter().map(to).collect();
    let xs: Vec<f32> = x.iter().map(|&v| from(v)).collect();
    let bs: Vec<f32> = bias.iter().map(|&v| from(v)).collect();
    let want = bias_gelu_reference(&xs, &bs);
    let s = k.stream();
    let dx = s.clone_htod(&x).unwrap();
    let db = s.clone_htod(&bias).unwrap();
    let mut dy = s.alloc_zeros::<T>(x.len()).unwrap();
    k.bias_gelu(&dx, &db, &mut dy).unwrap();
    let got: Vec<f32> = s.clone_dtoh(&dy).unwrap().into_iter().map(from).collect();
    for (a, b) in got.iter().zip(&want) {
        assert!(
            (a - b).abs() <= tol * (1.0 + b.abs()),
            "{}: {a} vs {b}",
            T::SUFFIX
        );
    }
}

#[test]
fn bias_gelu_matches_reference_f32() {
    gelu_case::<f32>(|v| v, |v| v, 1e-5);
}

#[test]
fn bias_gelu_matches_reference_f16() {
    gelu_case::<f16>(f16::from_f32, f16::to_f32, 1e-3);
}

#[test]
fn bias_gelu_matches_reference_bf16() {
    gelu_case::<bf16>(bf16::from_f32, bf16::to_f32, 8e-3);
}
