//! `out = a · wᵀ + bias`, optionally followed by GELU: the linear layer of a transformer, with
//! the weight packed once at load time.
//!
//! The weight `w` (`n × k`, the `[out, in]` layout of PyTorch `nn.Linear`) is packed into
//! panels of `NR = 32` columns of `B = wᵀ`; within a panel, each k step holds 32 values (an f32,
//! or for [`Precision::Bf16`] a pair of bf16 for two consecutive k, low half first: the operand
//! of `vdpbf16ps`). A micro-kernel computes one `MR × NR` tile (`MR = 12` rows of `a`), and
//! the epilogue adds the bias (and GELU) while copying the valid part of the tile to `out`.
//! The AVX-512F f32 kernel reads the rows of the activations `a` (`m × k` f32) in place (only
//! a last, partial panel of rows is copied); the bf16 kernel and the portable loops read `a`
//! packed per call into panels of `MR` rows in their precision.
//! One call is single-threaded: callers split rows between threads.

use super::bf16;
use super::ops;
use super::Isa;

/// Rows of a micro-tile.
pub const MR: usize = 12;
/// Columns of a micro-tile (and of a packed panel).
pub const NR: usize = 32;

#[cfg(target_arch = "x86_64")]
const _: () = assert!(MR == super::asm::MR && NR == super::asm::NR);

/// Element type of the packed operands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Precision {
    /// f32 products and sums.
    F32,
    /// bf16 operands (rounded to nearest even), f32 products and sums.
    Bf16,
}

/// What the epilogue does to each output value `x = (a · wᵀ)[i][j]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Epilogue {
    /// `x`.
    None,
    /// `x + bias[j]` (bias 0 when the weight has none).
    Bias,
    /// `gelu(x + bias[j])`, the exact (erf) GELU.
    BiasGelu,
}

/// A 64-byte aligned line of 16 32-bit values (the aligned storage of packed panels).
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Line([u32; 16]);

/// A weight `w` (`n × k`) packed for [`gemm`], with an optional bias of length `n`.
#[derive(Clone)]
pub struct PackedB {
    precision: Precision,
    n: usize,
    k: usize,
    steps: usize,
    data: Vec<Line>,
    bias: Vec<f32>,
}

impl std::fmt::Debug for PackedB {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PackedB")
            .field("precision", &self.precision)
            .field("n", &self.n)
            .field("k", &self.k)
            .finish()
    }
}

/// k steps of one panel: `k` in f32, `⌈k/2⌉` bf16 pairs.
fn steps(precision: Precision, k: usize) -> usize {
    match precision {
        Precision::F32 => k,
        Precision::Bf16 => k.div_ceil(2),
    }
}

impl PackedB {
    /// Packs `B[kk][j] = get(j, kk)` for `j < n`, `kk < k` (so `get(j, kk) = w[j][kk]`).
    /// Columns past `n` and the odd k of a bf16 pair past `k` are zero. `bias`, when given,
    /// must have `n` values.
    ///
    /// Panics if `bias` has the wrong length or `n` or `k` is 0.
    pub fn new(
        precision: Precision,
        n: usize,
        k: usize,
        bias: Option<&[f32]>,
        get: impl Fn(usize, usize) -> f32,
    ) -> Self {
        let mut b = Self::zeroed(precision, n, k, bias);
        let steps = b.steps;
        for p in 0..n.div_ceil(NR) {
            for s in 0..steps {
                let base = (p * steps + s) * 2;
                for jj in 0..NR.min(n - p * NR) {
                    let j = p * NR + jj;
                    let v = match precision {
                        Precision::F32 => get(j, s).to_bits(),
                        Precision::Bf16 => {
                            let hi = if 2 * s + 1 < k {
                                get(j, 2 * s + 1)
                            } else {
                                0.0
                            };
                            bf16::pair(get(j, 2 * s), hi)
                        }
                    };
                    b.data[base + jj / 16].0[jj % 16] = v;
                }
            }
        }
        b
    }

    /// All-zero panels for an `n × k` weight, with the bias (or zeros).
    fn zeroed(precision: Precision, n: usize, k: usize, bias: Option<&[f32]>) -> Self {
        assert!(n > 0 && k > 0, "PackedB needs n > 0 and k > 0");
        let steps = steps(precision, k);
        let bias = match bias {
            Some(b) => {
                assert_eq!(b.len(), n, "bias length");
                b.to_vec()
            }
            None => vec![0.0; n],
        };
        PackedB {
            precision,
            n,
            k,
            steps,
            data: vec![Line([0; 16]); n.div_ceil(NR) * steps * 2],
            bias,
        }
    }

    /// Packs a row-major weight `w` (`n × k`, `[out, in]` as in PyTorch `nn.Linear`).
    /// Panics if `w.len() != n · k` (or as [`PackedB::new`]).
    pub fn from_weight(
        precision: Precision,
        w: &[f32],
        n: usize,
        k: usize,
        bias: Option<&[f32]>,
    ) -> Self {
        assert_eq!(w.len(), n * k, "weight length");
        Self::new(precision, n, k, bias, |j, kk| w[j * k + kk])
    }

    /// Packs `B[kk][j] = w[j·ld + kk]` (`j < n`, `kk < k`): a weight `w` of `n` rows of `k`
    /// values spaced `ld` apart, e.g. the keys of one attention head inside the fused QKV
    /// rows (then `B = Kᵀ`). Same result as [`PackedB::new`], with a direct copy for f32.
    /// Panics if `ld < k`, `w` is too short, or `n` or `k` is 0.
    pub fn from_strided(
        precision: Precision,
        w: &[f32],
        ld: usize,
        n: usize,
        k: usize,
        bias: Option<&[f32]>,
    ) -> Self {
        assert!(n > 0 && k > 0 && ld >= k && w.len() >= (n - 1) * ld + k);
        if precision != Precision::F32 {
            return Self::new(precision, n, k, bias, |j, kk| w[j * ld + kk]);
        }
        let mut b = Self::zeroed(precision, n, k, bias);
        for (j, row) in w.chunks(ld).take(n).enumerate() {
            let (p, jj) = (j / NR, j % NR);
            let panel = &mut b.data[p * k * 2..(p + 1) * k * 2];
            for (s, &x) in row[..k].iter().enumerate() {
                panel[s * 2 + jj / 16].0[jj % 16] = x.to_bits();
            }
        }
        b
    }

    /// Packs `B[kk][j] = src[kk·ld + j]` (`kk < k`, `j < n`): a `k × n` operand stored
    /// row-major with rows `ld` apart, e.g. the values of one attention head (`B = V`). No
    /// bias. Same result as [`PackedB::new`], with row copies for f32. Panics if `ld < n`,
    /// `src` is too short, or `n` or `k` is 0.
    pub fn from_rows(precision: Precision, src: &[f32], ld: usize, k: usize, n: usize) -> Self {
        assert!(n > 0 && k > 0 && ld >= n && src.len() >= (k - 1) * ld + n);
        if precision != Precision::F32 {
            return Self::new(precision, n, k, None, |j, kk| src[kk * ld + j]);
        }
        let mut b = Self::zeroed(precision, n, k, None);
        for p in 0..n.div_ceil(NR) {
            let (j0, nc) = (p * NR, NR.min(n - p * NR));
            for kk in 0..k {
                let row = &src[kk * ld + j0..kk * ld + j0 + nc];
                let (lo, hi) = row.split_at(nc.min(16));
                let base = (p * k + kk) * 2;
                for (d, &x) in b.data[base].0.iter_mut().zip(lo) {
                    *d = x.to_bits();
                }
                for (d, &x) in b.data[base + 1].0.iter_mut().zip(hi) {
                    *d = x.to_bits();
                }
            }
        }
        b
    }

    /// Output columns `n`.
    pub fn n(&self) -> usize {
        self.n
    }

    /// Inner dimension `k`.
    pub fn k(&self) -> usize {
        self.k
    }

    /// Element type of the packed values.
    pub fn precision(&self) -> Precision {
        self.precision
    }

    /// Bytes held by the packed panels and the bias.
    pub fn bytes(&self) -> usize {
        self.data.len() * 64 + self.bias.len() * 4
    }

    fn panel(&self, p: usize) -> &[Line] {
        &self.data[p * self.steps * 2..(p + 1) * self.steps * 2]
    }
}

/// Reusable buffer of packed activations (one per thread avoids reallocating per call).
#[derive(Debug, Default)]
pub struct Scratch {
    a: Vec<u32>,
    /// The last, partial row panel of `a` copied and zero-padded to `MR` rows (f32 path).
    rest: Vec<f32>,
}

/// The micro-kernel a call runs: the requested ISA if this CPU has it and it computes
/// `precision`, else the portable loops.
fn kernel_isa(isa: Isa, precision: Precision) -> Isa {
    match (isa, precision) {
        (Isa::Avx512Bf16, Precision::Bf16) if isa.available() => Isa::Avx512Bf16,
        (Isa::Avx512Bf16 | Isa::Avx512F, Precision::F32) if Isa::Avx512F.available() => {
            Isa::Avx512F
        }
        (Isa::Avx2Fma | Isa::Avx512F | Isa::Avx512Bf16, Precision::F32)
            if Isa::Avx2Fma.available() =>
        {
            Isa::Avx2Fma
        }
        _ => Isa::Portable,
    }
}

simd_dispatch! {
    /// `out[i·ldo + j] = epilogue(Σ_kk a[i·lda + kk] · w[j][kk])` for `i < m`, `j < b.n()`, with
    /// the products in `b.precision()` (activations rounded to bf16 for [`Precision::Bf16`]).
    ///
    /// `isa` is the wanted instruction set (usually [`Isa::detect`]); a kernel this CPU lacks is
    /// never run: the portable loops compute the same result instead.
    ///
    /// Panics if `lda < b.k()`, `ldo < b.n()`, or `a` / `out` are too short for `m` rows.
    #[allow(clippy::too_many_arguments)]
    pub fn gemm(
        isa: Isa,
        a: &[f32],
        lda: usize,
        m: usize,
        b: &PackedB,
        out: &mut [f32],
        ldo: usize,
        epilogue: Epilogue,
        scratch: &mut Scratch,
    ) => gemm_body
}

#[inline(always)]
#[allow(clippy::too_many_arguments)]
fn gemm_body(
    isa: Isa,
    a: &[f32],
    lda: usize,
    m: usize,
    b: &PackedB,
    out: &mut [f32],
    ldo: usize,
    epilogue: Epilogue,
    scratch: &mut Scratch,
) {
    if m == 0 {
        return;
    }
    assert!(lda >= b.k && ldo >= b.n, "leading dimensions too small");
    assert!(a.len() >= (m - 1) * lda + b.k, "a too short");
    assert!(out.len() >= (m - 1) * ldo + b.n, "out too short");
    let kisa = kernel_isa(isa, b.precision);
    // The AVX-512 f32 kernel reads the rows of `a` in place; only a last, partial panel of
    // rows is copied (zero-padded to MR rows). Every other kernel reads packed panels.
    let in_place = kisa == Isa::Avx512F && b.precision == Precision::F32;
    let full = m / MR;
    if in_place {
        let (k, rows) = (b.k, m - full * MR);
        scratch.rest.clear();
        if rows > 0 {
            scratch.rest.resize(MR * k, 0.0);
            for r in 0..rows {
                let src = &a[(full * MR + r) * lda..(full * MR + r) * lda + k];
                scratch.rest[r * k..(r + 1) * k].copy_from_slice(src);
            }
        }
    } else {
        pack_a(a, lda, m, b.k, b.precision, &mut scratch.a);
    }
    let steps = b.steps;
    let mpanels = m.div_ceil(MR);
    let mut tile = Tile([0.0; MR * NR]);
    for p in 0..b.n.div_ceil(NR) {
        let panel = b.panel(p);
        let j0 = p * NR;
        let nc = NR.min(b.n - j0);
        for mp in 0..mpanels {
            if in_place {
                let (rows, ld) = if mp < full {
                    (&a[mp * MR * lda..], lda)
                } else {
                    (&scratch.rest[..], b.k)
                };
                run_tile_rows(steps, rows, ld, panel, &mut tile.0);
            } else {
                let ap = &scratch.a[mp * steps * MR..(mp + 1) * steps * MR];
                run_tile(kisa, b.precision, steps, ap, panel, &mut tile.0);
            }
            let i0 = mp * MR;
            let mr = MR.min(m - i0);
            for r in 0..mr {
                let row = &tile.0[r * NR..r * NR + nc];
                let dst = &mut out[(i0 + r) * ldo + j0..(i0 + r) * ldo + j0 + nc];
                let bias = &b.bias[j0..j0 + nc];
                // A full tile row through fixed-size arrays (a few vector moves, where a
                // slice copy of unknown length would call memcpy per row).
                match (
                    <&mut [f32; NR]>::try_from(&mut *dst),
                    <&[f32; NR]>::try_from(row),
                    <&[f32; NR]>::try_from(bias),
                ) {
                    (Ok(d), Ok(x), Ok(c)) => epilogue_row(epilogue, d, x, c),
                    _ => epilogue_row(epilogue, dst, row, bias),
                }
            }
        }
    }
}

/// `dst[j] = epilogue(x[j])` for one row of a tile (`bias` the row's bias values).
#[inline(always)]
fn epilogue_row<D, S>(epilogue: Epilogue, dst: &mut D, x: &S, bias: &S)
where
    D: AsMut<[f32]> + ?Sized,
    S: AsRef<[f32]> + ?Sized,
{
    let (dst, x, bias) = (dst.as_mut(), x.as_ref(), bias.as_ref());
    match epilogue {
        Epilogue::None => {
            for (d, &v) in dst.iter_mut().zip(x) {
                *d = v;
            }
        }
        Epilogue::Bias => {
            for ((d, &v), &c) in dst.iter_mut().zip(x).zip(bias) {
                *d = v + c;
            }
        }
        Epilogue::BiasGelu => {
            for ((d, &v), &c) in dst.iter_mut().zip(x).zip(bias) {
                *d = ops::gelu(v + c);
            }
        }
    }
}

#[repr(C, align(64))]
struct Tile([f32; MR * NR]);

/// Packs `a` (m × k) into ⌈m/MR⌉ panels of `steps × MR` values (zero rows past `m`).
#[inline(always)]
fn pack_a(a: &[f32], lda: usize, m: usize, k: usize, precision: Precision, dst: &mut Vec<u32>) {
    let steps = steps(precision, k);
    let mpanels = m.div_ceil(MR);
    dst.clear();
    dst.resize(mpanels * steps * MR, 0);
    for i in 0..m {
        let row = &a[i * lda..i * lda + k];
        let base = (i / MR) * steps * MR + i % MR;
        match precision {
            Precision::F32 => {
                for (s, &x) in row.iter().enumerate() {
                    dst[base + s * MR] = x.to_bits();
                }
            }
            Precision::Bf16 => {
                let mut pairs = row.chunks_exact(2);
                for (s, c) in pairs.by_ref().enumerate() {
                    dst[base + s * MR] = bf16::pair(c[0], c[1]);
                }
                if let [x] = pairs.remainder() {
                    dst[base + (steps - 1) * MR] = bf16::pair(*x, 0.0);
                }
            }
        }
    }
}

/// One `MR × NR` tile into `c` from a packed A panel (the bf16 kernel, the AVX2 f32 kernel,
/// or the portable loops).
fn run_tile(isa: Isa, precision: Precision, steps: usize, a: &[u32], b: &[Line], c: &mut [f32]) {
    assert!(a.len() == steps * MR && b.len() == steps * 2 && c.len() == MR * NR);
    match isa {
        #[cfg(target_arch = "x86_64")]
        // SAFETY: kernel_isa chose this ISA for f32 only when the CPU has AVX2 and FMA; the
        // lengths are asserted above (steps ≥ 1 because k ≥ 1) and panels are 64-byte aligned.
        Isa::Avx2Fma if precision == Precision::F32 => unsafe {
            super::avx2::tile_f32(
                steps,
                a.as_ptr() as *const f32,
                b.as_ptr() as *const f32,
                c.as_mut_ptr(),
            )
        },
        #[cfg(target_arch = "x86_64")]
        // SAFETY: kernel_isa chose this ISA only when Isa::detect reported it; lengths checked
        // above (steps ≥ 1 because k ≥ 1).
        Isa::Avx512Bf16 => unsafe {
            super::asm::tile_bf16(steps, a.as_ptr(), b.as_ptr() as *const u32, c.as_mut_ptr())
        },
        _ => tile_portable(precision, steps, a, b, c),
    }
}

/// One `MR × NR` f32 tile into `c` from `MR` rows of `a` in place (`lda` apart), with the
/// AVX-512F kernel. Only called when [`kernel_isa`] chose [`Isa::Avx512F`].
fn run_tile_rows(k: usize, a: &[f32], lda: usize, b: &[Line], c: &mut [f32]) {
    assert!(k >= 1 && lda >= k && a.len() >= (MR - 1) * lda + k);
    assert!(b.len() == k * 2 && c.len() == MR * NR);
    #[cfg(target_arch = "x86_64")]
    // SAFETY: the caller checked AVX-512F (kernel_isa); the rows and panel lengths are
    // asserted just above, and MR rows of a slice cannot overflow isize.
    unsafe {
        super::asm::tile_f32_rows(k, a.as_ptr(), lda, b.as_ptr() as *const u32, c.as_mut_ptr())
    }
    #[cfg(not(target_arch = "x86_64"))]
    unreachable!("the AVX-512F kernel is only chosen on x86_64")
}

/// The micro-kernel in plain Rust, on the same packed layouts.
fn tile_portable(precision: Precision, steps: usize, a: &[u32], b: &[Line], c: &mut [f32]) {
    c.fill(0.0);
    let mut brow = [0u32; NR];
    for s in 0..steps {
        brow[..16].copy_from_slice(&b[2 * s].0);
        brow[16..].copy_from_slice(&b[2 * s + 1].0);
        for r in 0..MR {
            let av = a[s * MR + r];
            let crow = &mut c[r * NR..(r + 1) * NR];
            match precision {
                Precision::F32 => {
                    let x = f32::from_bits(av);
                    for (cj, &bj) in crow.iter_mut().zip(&brow) {
                        *cj += x * f32::from_bits(bj);
                    }
                }
                Precision::Bf16 => {
                    let (x0, x1) = (bf16::to_f32(av as u16), bf16::to_f32((av >> 16) as u16));
                    for (cj, &bj) in crow.iter_mut().zip(&brow) {
                        let (y0, y1) = (bf16::to_f32(bj as u16), bf16::to_f32((bj >> 16) as u16));
                        *cj += x0 * y0 + x1 * y1;
                    }
                }
            }
        }
    }
}

/// Plain reference of [`gemm`]: triple loop in f64 over the operands rounded to
/// `precision`, bias and GELU applied the same way. `w` is `n × k` row-major.
#[allow(clippy::too_many_arguments)]
pub fn gemm_reference(
    precision: Precision,
    a: &[f32],
    m: usize,
    k: usize,
    w: &[f32],
    n: usize,
    bias: Option<&[f32]>,
    epilogue: Epilogue,
) -> Vec<f32> {
    let q = |x: f32| match precision {
        Precision::F32 => x,
        Precision::Bf16 => bf16::round(x),
    };
    let mut out = vec![0.0f32; m * n];
    for i in 0..m {
        for j in 0..n {
            let mut s = 0.0f64;
            for kk in 0..k {
                s += q(a[i * k + kk]) as f64 * q(w[j * k + kk]) as f64;
            }
            let b = bias.map_or(0.0, |b| b[j]) as f64;
            out[i * n + j] = match epilogue {
                Epilogue::None => s as f32,
                Epilogue::Bias => (s + b) as f32,
                Epilogue::BiasGelu => ops::gelu_reference((s + b) as f32),
            };
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cpu::ops::tests::Lcg;

    fn check(isa: Isa, precision: Precision, m: usize, k: usize, n: usize, epi: Epilogue) {
        let mut g = Lcg(m as u64 * 31 + k as u64 * 7 + n as u64);
        let a = g.vec(m * k, 1.0);
        let w = g.vec(n * k, 0.5);
        let bias = g.vec(n, 0.3);
        let b = PackedB::from_weight(precision, &w, n, k, Some(&bias));
        let ldo = n + 3;
        let mut out = vec![f32::NAN; m * ldo];
        gemm(
            isa,
            &a,
            k,
            m,
            &b,
            &mut out,
            ldo,
            epi,
            &mut Scratch::default(),
        );
        let r = gemm_reference(precision, &a, m, k, &w, n, Some(&bias), epi);
        for i in 0..m {
            for j in 0..n {
                let (x, y) = (out[i * ldo + j], r[i * n + j]);
                // f32 sums of k products of magnitude ≤ 0.5: rounding error ≲ k·2⁻²⁴.
                let tol = 1e-5 * (k as f32).sqrt() * 4.0 + 1e-5 * y.abs();
                assert!(
                    (x - y).abs() <= tol,
                    "{isa:?} {precision:?} m{m} k{k} n{n} {epi:?} [{i},{j}]: {x} vs {y}"
                );
            }
            for j in n..ldo {
                assert!(out[i * ldo + j].is_nan(), "wrote past n");
            }
        }
    }

    const SHAPES: [(usize, usize, usize); 7] = [
        (1, 1, 1),
        (5, 3, 7),
        (12, 32, 32),
        (13, 33, 65),
        (37, 384, 96),
        (100, 64, 1152),
        (24, 1536, 40),
    ];

    #[test]
    fn portable_matches_reference() {
        for p in [Precision::F32, Precision::Bf16] {
            for (m, k, n) in SHAPES {
                for e in [Epilogue::None, Epilogue::Bias, Epilogue::BiasGelu] {
                    check(Isa::Portable, p, m, k, n, e);
                }
            }
        }
    }

    /// The AVX2 and AVX-512 kernels (run where the CPU has them; on other CPUs `gemm` falls
    /// back to a kernel it has, so this test still checks the dispatch).
    #[test]
    fn detected_isa_matches_reference() {
        for isa in [Isa::Avx2Fma, Isa::Avx512F, Isa::Avx512Bf16] {
            for p in [Precision::F32, Precision::Bf16] {
                for (m, k, n) in SHAPES {
                    check(isa, p, m, k, n, Epilogue::BiasGelu);
                    check(isa, p, m, k, n, Epilogue::None);
                }
            }
        }
    }

    #[test]
    fn strided_and_row_packing_equal_the_generic_packing() {
        let mut g = Lcg(7);
        for p in [Precision::F32, Precision::Bf16] {
            for (n, k, ld) in [(1, 1, 1), (5, 3, 9), (33, 32, 96), (70, 17, 40)] {
                let w = g.vec(n * ld + k, 1.0);
                let bias = g.vec(n, 1.0);
                let a = PackedB::from_strided(p, &w, ld, n, k, Some(&bias));
                let b = PackedB::new(p, n, k, Some(&bias), |j, kk| w[j * ld + kk]);
                assert_eq!((a.n, a.k, a.steps, &a.bias), (b.n, b.k, b.steps, &b.bias));
                assert!(a.data.iter().zip(&b.data).all(|(x, y)| x.0 == y.0));
                assert_eq!(a.data.len(), b.data.len());
                // The same values read as k rows of n (B = V).
                let (kr, nr) = (n, k);
                let a = PackedB::from_rows(p, &w, ld, kr, nr);
                let b = PackedB::new(p, nr, kr, None, |j, kk| w[kk * ld + j]);
                assert_eq!((a.n, a.k, a.steps, &a.bias), (b.n, b.k, b.steps, &b.bias));
                assert_eq!(a.data.len(), b.data.len());
                assert!(a.data.iter().zip(&b.data).all(|(x, y)| x.0 == y.0));
            }
        }
    }

    #[test]
    fn packed_layout_pads_with_zeros() {
        let b = PackedB::from_weight(Precision::Bf16, &[1.0, 2.0, 3.0], 1, 3, None);
        assert_eq!(b.panel(0).len(), 4);
        assert_eq!(b.panel(0)[0].0[0], bf16::pair(1.0, 2.0));
        assert_eq!(b.panel(0)[2].0[0], bf16::pair(3.0, 0.0));
        assert!(b.panel(0)[0].0[1..].iter().all(|&v| v == 0));
    }
}
