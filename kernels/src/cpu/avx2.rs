//! The AVX2 + FMA f32 micro-kernel: one `MR × NR` tile (12 × 32) of `a · b` from a packed A
//! panel and a packed B panel (the layouts of [`super::gemm`]), for CPUs without AVX-512.
//!
//! Sixteen ymm registers hold at most a 6 × 16 block of accumulators (12 registers, two for
//! the B values of one k step, one for the broadcast A value), the register tiling of BLIS's
//! Haswell kernel (Van Zee and van de Geijn, "BLIS: A Framework for Rapidly Instantiating BLAS
//! Functionality", ACM TOMS 41(3), 2015). The 12 × 32 tile is computed as four such blocks
//! (two groups of six rows, two halves of sixteen columns), each over the whole k loop.
//! Written with `std::arch` intrinsics: the compiler keeps the accumulators in registers.

use std::arch::x86_64::{
    __m256, _mm256_broadcast_ss, _mm256_fmadd_ps, _mm256_load_ps, _mm256_setzero_ps,
    _mm256_storeu_ps,
};

use super::gemm::{MR, NR};

/// Rows of one register block.
const ROWS: usize = 6;
/// Columns of one register block (two ymm registers of 8 f32).
const COLS: usize = 16;

const _: () = assert!(MR == 2 * ROWS && NR == 2 * COLS);

/// `c[r][j] = Σ_s a[s·MR + r] · b[s·NR + j]` for `r < MR`, `j < NR` (f32, fused multiply-add).
///
/// # Safety
/// The CPU must support AVX2 and FMA; `steps ≥ 1`; `a` readable for `steps · MR` f32, `b`
/// readable for `steps · NR` f32 and 32-byte aligned (the packed panels are 64-byte aligned),
/// `c` writable for `MR · NR` f32.
#[target_feature(enable = "avx2,fma")]
pub(crate) unsafe fn tile_f32(steps: usize, a: *const f32, b: *const f32, c: *mut f32) {
    for g in 0..MR / ROWS {
        for h in 0..NR / COLS {
            let mut acc: [[__m256; 2]; ROWS] = [[_mm256_setzero_ps(); 2]; ROWS];
            let mut ap = a.add(g * ROWS);
            let mut bp = b.add(h * COLS);
            for _ in 0..steps {
                let b0 = _mm256_load_ps(bp);
                let b1 = _mm256_load_ps(bp.add(8));
                for (r, row) in acc.iter_mut().enumerate() {
                    let x = _mm256_broadcast_ss(&*ap.add(r));
                    row[0] = _mm256_fmadd_ps(x, b0, row[0]);
                    row[1] = _mm256_fmadd_ps(x, b1, row[1]);
                }
                ap = ap.add(MR);
                bp = bp.add(NR);
            }
            for (r, row) in acc.iter().enumerate() {
                let dst = c.add((g * ROWS + r) * NR + h * COLS);
                _mm256_storeu_ps(dst, row[0]);
                _mm256_storeu_ps(dst.add(8), row[1]);
            }
        }
    }
}
