//! CUDA kernels of the judge's hot path that candle does not fuse, and their CPU references.
//!
//! - `masked_softmax.cu`: softmax over the last axis of attention scores with the `1/sqrt(d)`
//!   scale and the padding mask applied in the same pass, computed in f32 for f32/f16/bf16
//!   storage. Masked positions are skipped (output 0), never added as a large negative number,
//!   so f16/bf16 cannot overflow to `-inf` or produce `0 * inf = NaN` (the failure of candle's
//!   additive mask, see `shared/FIELD-NOTES.md`). Reference: [`masked_softmax_reference`].
//! - `bias_gelu.cu`: bias add + exact (erf) GELU in one pass. Reference:
//!   [`bias_gelu_reference`].
//!
//! The `.cu` files are compiled by `nvcc` only with the crate's `cuda` feature (see
//! `build.rs`); the launchers are in `device` (feature `cuda`). The references are plain
//! f64-accumulating loops, always compiled and tested, and are what the device tests
//! (`tests/cuda.rs`, feature `cuda` + a GPU) compare against.

#[cfg(feature = "cuda")]
pub mod device;

/// Masked, scaled softmax over rows, as `masked_softmax.cu` computes it.
///
/// `x`: `rows × len` scores, row-major. `mask`: `(rows / rows_per_batch) × len` flags
/// (nonzero = real token), row `r` uses mask row `r / rows_per_batch` (attention scores of
/// shape `(batch, heads, queries, keys)` have `rows_per_batch = heads × queries`).
/// Output `y[r][j] = exp(scale·x[r][j] − m) / Σ` over kept `j`, 0 at masked `j`; a row with no
/// kept position is all zeros. Accumulates in f64.
///
/// Panics if the buffer lengths do not match the shape (a caller bug, not input data).
pub fn masked_softmax_reference(
    x: &[f32],
    mask: &[u8],
    len: usize,
    rows_per_batch: usize,
    scale: f32,
) -> Vec<f32> {
    assert!(
        len > 0 && rows_per_batch > 0,
        "len and rows_per_batch must be positive"
    );
    assert_eq!(x.len() % len, 0, "x is not a whole number of rows");
    let rows = x.len() / len;
    assert_eq!(
        mask.len(),
        rows.div_ceil(rows_per_batch) * len,
        "mask needs one row of `len` flags per batch item"
    );
    let mut y = vec![0f32; x.len()];
    for r in 0..rows {
        let xr = &x[r * len..(r + 1) * len];
        let mr = &mask[(r / rows_per_batch) * len..(r / rows_per_batch + 1) * len];
        let m = xr
            .iter()
            .zip(mr)
            .filter(|(_, &k)| k != 0)
            .map(|(&v, _)| f64::from(scale) * f64::from(v))
            .fold(f64::NEG_INFINITY, f64::max);
        if m == f64::NEG_INFINITY {
            continue;
        }
        let e: Vec<f64> = xr
            .iter()
            .zip(mr)
            .map(|(&v, &k)| {
                if k != 0 {
                    (f64::from(scale) * f64::from(v) - m).exp()
                } else {
                    0.0
                }
            })
            .collect();
        let s: f64 = e.iter().sum();
        for (o, v) in y[r * len..(r + 1) * len].iter_mut().zip(e) {
            *o = (v / s) as f32;
        }
    }
    y
}

/// Bias add + exact GELU, as `bias_gelu.cu` computes it: `y[r][c] = gelu(x[r][c] + bias[c])`
/// with `gelu(v) = v/2 · (1 + erf(v/√2))` (HF `hidden_act = "gelu"`), for `x` of shape
/// `rows × bias.len()`, row-major. Computed in f64 (erf by `libm`-free series/continued
/// fraction, [`erf`]).
///
/// Panics if `x.len()` is not a multiple of `bias.len()` or `bias` is empty (a caller bug).
pub fn bias_gelu_reference(x: &[f32], bias: &[f32]) -> Vec<f32> {
    assert!(
        !bias.is_empty() && x.len().is_multiple_of(bias.len()),
        "x is not rows × bias.len()"
    );
    x.iter()
        .enumerate()
        .map(|(i, &v)| {
            let v = f64::from(v) + f64::from(bias[i % bias.len()]);
            (0.5 * v * (1.0 + erf(v / std::f64::consts::SQRT_2))) as f32
        })
        .collect()
}

/// The error function in f64, to about 1e-15: Maclaurin series for |z| < 3, the continued
/// fraction of erfc beyond (Abramowitz & Stegun 7.1.5 and 7.1.14).
pub fn erf(z: f64) -> f64 {
    let a = z.abs();
    let r = if a < 3.0 {
        // erf(a) = 2/√π Σ (−1)^n a^(2n+1) / (n! (2n+1))
        let mut term = a;
        let mut sum = a;
        let mut n = 0.0;
        while term.abs() > 1e-17 * sum.abs() {
            n += 1.0;
            term *= -a * a / n;
            sum += term / (2.0 * n + 1.0);
        }
        sum * 2.0 / std::f64::consts::PI.sqrt()
    } else {
        // erfc(a) = exp(−a²)/√π · 1/(a + 1/2/(a + 1/(a + 3/2/(a + 2/(a + ...)))))
        let mut f = a;
        for k in (1..60).rev() {
            f = a + (k as f64 / 2.0) / f;
        }
        1.0 - (-a * a).exp() / (std::f64::consts::PI.sqrt() * f)
    };
    r.copysign(z)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn softmax_reference_rows_sum_to_one_and_skip_padding() {
        // 2 batch items × 2 rows each, len 4; item 0 keeps 3 keys, item 1 keeps 1.
        let x: Vec<f32> = (0..16).map(|i| (i as f32 * 0.37).sin() * 5.0).collect();
        let mask = [1, 1, 1, 0, 1, 0, 0, 0];
        let y = masked_softmax_reference(&x, &mask, 4, 2, 0.125);
        for r in 0..4 {
            let row = &y[r * 4..r * 4 + 4];
            let s: f32 = row.iter().sum();
            assert!((s - 1.0).abs() < 1e-6, "row {r} sums to {s}");
            let m = &mask[(r / 2) * 4..(r / 2) * 4 + 4];
            for (v, k) in row.iter().zip(m) {
                assert!(*k != 0 || *v == 0.0, "masked position got {v}");
            }
        }
        assert_eq!(&y[8..12], &[1.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn softmax_reference_matches_plain_softmax_and_survives_extremes() {
        let x = [1.0f32, 2.0, 3.0];
        let y = masked_softmax_reference(&x, &[1, 1, 1], 3, 1, 1.0);
        let e: Vec<f64> = x.iter().map(|&v| f64::from(v).exp()).collect();
        let s: f64 = e.iter().sum();
        for (a, b) in y.iter().zip(&e) {
            assert!((f64::from(*a) - b / s).abs() < 1e-7);
        }
        // Scores at the f16 limit and a fully masked row: finite, no NaN.
        let y = masked_softmax_reference(&[65504.0, -65504.0, 3.0, 4.0], &[1, 1, 0, 0], 2, 1, 1.0);
        assert_eq!(y, vec![1.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn erf_and_gelu_reference_match_known_values() {
        // erf(0.5), erf(1), erf(2), erf(3.5): tabulated values (A&S table 7.1).
        for (z, want) in [
            (0.5, 0.520_499_877_813_046_5),
            (1.0, 0.842_700_792_949_714_9),
            (2.0, 0.995_322_265_018_952_7),
            (3.5, 0.999_999_256_901_627_7),
        ] {
            assert!((erf(z) - want).abs() < 1e-13, "erf({z}) = {}", erf(z));
            assert!((erf(-z) + want).abs() < 1e-13);
        }
        let y = bias_gelu_reference(&[0.0, 1.0, -1.0, 0.5], &[0.0, 0.5]);
        let g = |v: f64| 0.5 * v * (1.0 + erf(v / std::f64::consts::SQRT_2));
        let want = [g(0.0), g(1.5), g(-1.0), g(1.0)];
        for (a, b) in y.iter().zip(want) {
            assert!((f64::from(*a) - b).abs() < 1e-7);
        }
        assert!((y[1] - 1.399_789_2).abs() < 1e-6, "gelu(1.5) = {}", y[1]);
    }
}
