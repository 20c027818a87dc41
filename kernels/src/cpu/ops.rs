//! Element-wise and row kernels of a BERT layer, in f32, each with a plain reference:
//!
//! - [`softmax_scaled`]: `softmax(scale · x)` over a row with an optional attention mask
//!   (1 = attend, 0 = padding, whose probability is exactly 0): the scale, mask and softmax of
//!   attention in one pass over the scores;
//! - [`gelu`] / [`gelu_slice`]: exact GELU, `x · Φ(x) = ½x(1 + erf(x/√2))` (HF `"gelu"`);
//! - [`add_layer_norm`]: `LayerNorm(x + residual)` with weight and bias, as after each
//!   BERT sub-layer.
//!
//! The slice kernels are compiled twice: plain, and with AVX2 + FMA enabled
//! (`#[target_feature]`, stable since Rust 1.27), the latter chosen at run time when the CPU
//! has both. exp and erf use polynomial approximations (below) that vectorize; their error is
//! at the level of f32 rounding (tests compare with the `std` functions).

/// ln 2 split for Cody–Waite range reduction (hi exactly representable).
const LN2_HI: f32 = 0.693_145_75;
const LN2_LO: f32 = 1.428_606_8e-6;

/// e^x for f32 without a libm call: `x = n·ln2 + r`, |r| ≤ ln2/2, e^r by its degree-7
/// Taylor polynomial, `2ⁿ` built in the exponent bits. Relative error about 2e-7 on
/// [-87, 88]; inputs are clamped to that range (so e^-∞ = e^-87 ≈ 1.6e-38, not 0).
#[inline(always)]
pub fn exp(x: f32) -> f32 {
    const MAGIC: f32 = 12_582_912.0; // 1.5 · 2²³: adding it rounds to an integer
    let x = x.clamp(-87.0, 88.0);
    let t = x * std::f32::consts::LOG2_E + MAGIC;
    let n = t - MAGIC;
    let ni = t.to_bits().wrapping_sub(MAGIC.to_bits()) as i32;
    let r = x - n * LN2_HI - n * LN2_LO;
    let p = 1.0
        + r * (1.0
            + r * (0.5
                + r * (1.0 / 6.0
                    + r * (1.0 / 24.0
                        + r * (1.0 / 120.0 + r * (1.0 / 720.0 + r * (1.0 / 5040.0)))))));
    p * f32::from_bits(((ni + 127) as u32) << 23)
}

/// erf(x) by Abramowitz & Stegun 7.1.26 (absolute error ≤ 1.5e-7):
/// `1 − (a₁t + a₂t² + a₃t³ + a₄t⁴ + a₅t⁵)·e^(−x²)`, `t = 1/(1 + p|x|)`, odd in x.
#[inline(always)]
pub fn erf(x: f32) -> f32 {
    const P: f32 = 0.327_591_1;
    const A: [f32; 5] = [
        0.254_829_6,
        -0.284_496_72,
        1.421_413_8,
        -1.453_152,
        1.061_405_4,
    ];
    let ax = x.abs();
    let t = 1.0 / (1.0 + P * ax);
    let poly = t * (A[0] + t * (A[1] + t * (A[2] + t * (A[3] + t * A[4]))));
    let y = 1.0 - poly * exp(-ax * ax);
    y.copysign(x)
}

/// Exact GELU `½x(1 + erf(x/√2))` with [`erf`] (absolute error ≤ 1.5e-7·|x|).
#[inline(always)]
pub fn gelu(x: f32) -> f32 {
    0.5 * x * (1.0 + erf(x * std::f32::consts::FRAC_1_SQRT_2))
}

/// Reference GELU in f64 with a series/continued-fraction-free erf: `erf` by its Taylor
/// series for |z| < 3 and 1 beyond (|erf(3) − 1| < 2.3e-5, but Φ there is 0.5·(1+erf) with
/// x·Φ(x) checked only to tolerance).
pub fn gelu_reference(x: f32) -> f32 {
    let z = x as f64 / std::f64::consts::SQRT_2;
    0.5 * x * (1.0 + erf_reference(z) as f32)
}

/// erf by the Maclaurin series `2/√π Σ (−1)ⁿ z^(2n+1) / (n!(2n+1))` in f64 for |z| ≤ 4
/// (converges to f64 precision with ≤ 80 terms), ±1 beyond (error < 1.6e-8).
pub fn erf_reference(z: f64) -> f64 {
    if z.abs() > 4.0 {
        return z.signum();
    }
    let mut term = z; // (−1)ⁿ z^(2n+1) / n!
    let mut sum = z;
    for n in 1..120 {
        term *= -z * z / n as f64;
        sum += term / (2 * n + 1) as f64;
    }
    sum * 2.0 / std::f64::consts::PI.sqrt()
}

simd_dispatch! {
    /// Applies [`gelu`] to every value (AVX-512F, else AVX2 + FMA, when the CPU has them).
    pub fn gelu_slice(x: &mut [f32]) => gelu_slice_plain
}

#[inline(always)]
fn gelu_slice_plain(x: &mut [f32]) {
    for v in x {
        *v = gelu(*v);
    }
}

/// Whether this CPU has AVX-512F (with AVX2 and FMA) enabled by the OS (cached): the
/// element-wise kernels then run 16 lanes wide.
#[cfg(target_arch = "x86_64")]
pub(crate) fn has_avx512() -> bool {
    has_avx2_fma() && super::Isa::Avx512F.available()
}

/// Whether this CPU has AVX2 and FMA (cached).
#[cfg(target_arch = "x86_64")]
pub(crate) fn has_avx2_fma() -> bool {
    static HAS: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *HAS.get_or_init(|| {
        std::env::var_os("SJC_KERNELS_PORTABLE").is_none()
            && std::is_x86_feature_detected!("avx2")
            && std::is_x86_feature_detected!("fma")
    })
}

simd_dispatch! {
    /// In place: `row[j] = softmax(scale · row)[j]` over the positions with `mask[j] != 0` (all
    /// positions when `mask` is `None`); masked positions get exactly 0. A row whose mask is all
    /// zero becomes all zero. Panics if `mask` is shorter than `row`.
    pub fn softmax_scaled(row: &mut [f32], scale: f32, mask: Option<&[u32]>) => softmax_plain
}

/// Lanes of the blocked reductions (one AVX-512 register, or two AVX2 registers, of f32).
const W: usize = 16;

#[inline(always)]
fn softmax_plain(row: &mut [f32], scale: f32, mask: Option<&[u32]>) {
    if let Some(m) = mask {
        assert!(m.len() >= row.len(), "mask shorter than row");
        for (v, &k) in row.iter_mut().zip(m) {
            if k == 0 {
                *v = f32::NEG_INFINITY;
            }
        }
    }
    let mut mx = [f32::NEG_INFINITY; W];
    let mut chunks = row.chunks_exact(W);
    for c in chunks.by_ref() {
        for l in 0..W {
            mx[l] = mx[l].max(c[l]);
        }
    }
    let mut max = chunks
        .remainder()
        .iter()
        .fold(f32::NEG_INFINITY, |a, &b| a.max(b));
    for v in mx {
        max = max.max(v);
    }
    if max == f32::NEG_INFINITY {
        row.fill(0.0);
        return;
    }
    let shift = max * scale;
    let mut acc = [0.0f32; W];
    let mut chunks = row.chunks_exact_mut(W);
    for c in chunks.by_ref() {
        for l in 0..W {
            // −∞ (masked) · scale − shift clamps to e^-87 inside exp: force an exact 0.
            let e = exp(c[l] * scale - shift);
            let e = if c[l] == f32::NEG_INFINITY { 0.0 } else { e };
            c[l] = e;
            acc[l] += e;
        }
    }
    let mut sum: f32 = 0.0;
    for v in chunks.into_remainder() {
        let e = if *v == f32::NEG_INFINITY {
            0.0
        } else {
            exp(*v * scale - shift)
        };
        *v = e;
        sum += e;
    }
    sum += acc.iter().sum::<f32>();
    let inv = 1.0 / sum;
    for v in row.iter_mut() {
        *v *= inv;
    }
}

/// Reference of [`softmax_scaled`] in f64 with `std` exp.
pub fn softmax_reference(row: &[f32], scale: f32, mask: Option<&[u32]>) -> Vec<f32> {
    let keep = |j: usize| mask.is_none_or(|m| m[j] != 0);
    let max = (0..row.len())
        .filter(|&j| keep(j))
        .map(|j| row[j] as f64 * scale as f64)
        .fold(f64::NEG_INFINITY, f64::max);
    if max == f64::NEG_INFINITY {
        return vec![0.0; row.len()];
    }
    let e: Vec<f64> = (0..row.len())
        .map(|j| {
            if keep(j) {
                (row[j] as f64 * scale as f64 - max).exp()
            } else {
                0.0
            }
        })
        .collect();
    let s: f64 = e.iter().sum();
    e.iter().map(|v| (v / s) as f32).collect()
}

simd_dispatch! {
    /// In place, per row of `x` (`rows × h`, `h = gamma.len()`):
    /// `x = LayerNorm(x + residual) · gamma + beta` with population variance and `eps` inside the
    /// square root (PyTorch `nn.LayerNorm`). `residual` may be `None`. Panics if the lengths are
    /// not multiples of `h` or differ.
    pub fn add_layer_norm(
        x: &mut [f32],
        residual: Option<&[f32]>,
        gamma: &[f32],
        beta: &[f32],
        eps: f32,
    ) => add_layer_norm_plain
}

#[inline(always)]
fn add_layer_norm_plain(
    x: &mut [f32],
    residual: Option<&[f32]>,
    gamma: &[f32],
    beta: &[f32],
    eps: f32,
) {
    let h = gamma.len();
    assert!(
        h > 0 && beta.len() == h && x.len().is_multiple_of(h),
        "layer norm shapes"
    );
    if let Some(r) = residual {
        assert_eq!(r.len(), x.len(), "residual length");
        for (v, &b) in x.iter_mut().zip(r) {
            *v += b;
        }
    }
    for row in x.chunks_exact_mut(h) {
        let mean = blocked_sum(row, |v| v) / h as f32;
        let var = blocked_sum(row, |v| (v - mean) * (v - mean)) / h as f32;
        let inv = 1.0 / (var + eps).sqrt();
        for ((v, &g), &b) in row.iter_mut().zip(gamma).zip(beta) {
            *v = (*v - mean) * inv * g + b;
        }
    }
}

/// Σ f(v) with `W` partial sums (so the loop vectorizes without reassociation flags).
#[inline(always)]
fn blocked_sum(row: &[f32], f: impl Fn(f32) -> f32) -> f32 {
    let mut acc = [0.0f32; W];
    let mut chunks = row.chunks_exact(W);
    for c in chunks.by_ref() {
        for l in 0..W {
            acc[l] += f(c[l]);
        }
    }
    let mut s: f32 = chunks.remainder().iter().map(|&v| f(v)).sum();
    s += acc.iter().sum::<f32>();
    s
}

/// Reference of [`add_layer_norm`] for one row, in f64.
pub fn layer_norm_reference(
    x: &[f32],
    residual: Option<&[f32]>,
    gamma: &[f32],
    beta: &[f32],
    eps: f32,
) -> Vec<f32> {
    let v: Vec<f64> = (0..x.len())
        .map(|j| x[j] as f64 + residual.map_or(0.0, |r| r[j] as f64))
        .collect();
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|a| (a - mean) * (a - mean)).sum::<f64>() / n;
    let inv = 1.0 / (var + eps as f64).sqrt();
    v.iter()
        .enumerate()
        .map(|(j, a)| ((a - mean) * inv * gamma[j] as f64 + beta[j] as f64) as f32)
        .collect()
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A small deterministic generator for test data.
    pub(crate) struct Lcg(pub u64);

    impl Lcg {
        pub(crate) fn next(&mut self) -> f32 {
            self.0 = self
                .0
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((self.0 >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        }

        pub(crate) fn vec(&mut self, n: usize, scale: f32) -> Vec<f32> {
            (0..n).map(|_| self.next() * scale).collect()
        }
    }

    #[test]
    fn exp_matches_std() {
        let mut x = -87.0f32;
        while x < 88.0 {
            let (a, b) = (exp(x), x.exp());
            assert!(((a - b) / b).abs() < 5e-7, "exp({x}) = {a} vs {b}");
            x += 0.0137;
        }
        assert!(exp(f32::NEG_INFINITY) < 1e-37);
    }

    #[test]
    fn erf_and_gelu_match_reference() {
        let mut x = -9.0f32;
        while x < 9.0 {
            let e = erf_reference(x as f64) as f32;
            assert!((erf(x) - e).abs() < 4e-7, "erf({x}) {} vs {e}", erf(x));
            let (a, b) = (gelu(x), gelu_reference(x));
            assert!(
                (a - b).abs() < 2e-6 * (1.0 + x.abs()),
                "gelu({x}) {a} vs {b}"
            );
            x += 0.0173;
        }
        assert!((erf_reference(1.0) - 0.842_700_792_949_714_9).abs() < 1e-12);
        let mut v: Vec<f32> = (0..37).map(|i| i as f32 * 0.3 - 5.0).collect();
        let want: Vec<f32> = v.iter().map(|&x| gelu(x)).collect();
        gelu_slice(&mut v);
        assert_eq!(v, want);
    }

    #[test]
    fn softmax_matches_reference_with_and_without_mask() {
        let mut g = Lcg(7);
        for n in [1usize, 5, 8, 17, 64, 255] {
            let row = g.vec(n, 6.0);
            let mask: Vec<u32> = (0..n).map(|j| u32::from(j % 3 != 1)).collect();
            for m in [None, Some(&mask[..])] {
                let mut got = row.clone();
                softmax_scaled(&mut got, 0.177, m);
                let want = softmax_reference(&row, 0.177, m);
                for j in 0..n {
                    assert!((got[j] - want[j]).abs() < 1e-6, "n{n} j{j}");
                    if m.is_some_and(|m| m[j] == 0) {
                        assert_eq!(got[j], 0.0);
                    }
                }
                let s: f32 = got.iter().sum();
                assert!((s - 1.0).abs() < 1e-5);
            }
        }
        let mut r = vec![1.0f32; 4];
        softmax_scaled(&mut r, 1.0, Some(&[0, 0, 0, 0]));
        assert_eq!(r, vec![0.0; 4]);
    }

    #[test]
    fn layer_norm_matches_reference() {
        let mut g = Lcg(3);
        for h in [1usize, 7, 8, 384] {
            let x = g.vec(3 * h, 4.0);
            let res = g.vec(3 * h, 1.0);
            let gamma = g.vec(h, 1.0);
            let beta = g.vec(h, 0.5);
            let mut got = x.clone();
            add_layer_norm(&mut got, Some(&res), &gamma, &beta, 1e-12);
            for r in 0..3 {
                let want = layer_norm_reference(
                    &x[r * h..(r + 1) * h],
                    Some(&res[r * h..(r + 1) * h]),
                    &gamma,
                    &beta,
                    1e-12,
                );
                for j in 0..h {
                    let (a, b) = (got[r * h + j], want[j]);
                    assert!((a - b).abs() < 2e-5 * (1.0 + b.abs()), "h{h} {a} vs {b}");
                }
            }
        }
    }
}
