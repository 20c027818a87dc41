//! CPU kernels and the instruction-set detection that picks among them.
//!
//! - [`gemm`]: `out = a · wᵀ (+ bias) (→ GELU)` with the weight packed once ([`gemm::PackedB`]),
//!   in bf16 (AVX-512-BF16 `vdpbf16ps`) or f32 (AVX-512F `vfmadd231ps`, or AVX2 + FMA on CPUs
//!   without AVX-512), with a portable fallback computing the same packed layout in plain Rust;
//! - [`ops`]: scaled softmax over a valid prefix (the attention mask of an unpadded sequence),
//!   exact (erf) GELU, residual add + layer norm;
//! - [`bf16`]: f32 ↔ bf16 conversion (round to nearest even).
//!
//! The AVX-512 GEMM micro-kernels are inline assembly (a fixed register tiling the compiler
//! would not choose), the AVX2 one `std::arch` intrinsics; they run only after [`Isa::detect`]
//! has seen the CPU and OS support them. The
//! element-wise kernels and the GEMM epilogue are plain Rust compiled three times (AVX-512F,
//! AVX2 + FMA, baseline; `avx512f` as a `target_feature` needs Rust 1.89) and chosen at run
//! time by `simd_dispatch!`. AMX tiles are not used yet (the machines this was written on do
//! not expose them), which leaves room for an `Isa::Amx`.

/// Defines `fn NAME(args) => BODY`: a function that runs `BODY(args)` compiled with AVX-512F
/// (plus AVX2 and FMA) when the CPU has it, else with AVX2 + FMA when it has those, else as
/// built (the wider variants are what let the plain loops of `BODY`, marked
/// `#[inline(always)]`, vectorize 16 or 8 lanes wide).
macro_rules! simd_dispatch {
    ($(#[$meta:meta])* $vis:vis fn $name:ident($($arg:ident: $ty:ty),* $(,)?) => $body:ident) => {
        $(#[$meta])*
        $vis fn $name($($arg: $ty),*) {
            #[cfg(target_arch = "x86_64")]
            {
                #[target_feature(enable = "avx512f,avx2,fma")]
                #[allow(clippy::too_many_arguments)]
                unsafe fn wide($($arg: $ty),*) {
                    $body($($arg),*)
                }
                #[target_feature(enable = "avx2,fma")]
                #[allow(clippy::too_many_arguments)]
                unsafe fn narrow($($arg: $ty),*) {
                    $body($($arg),*)
                }
                if $crate::cpu::ops::has_avx512() {
                    // SAFETY: the CPU supports AVX-512F, AVX2 and FMA (checked just above).
                    return unsafe { wide($($arg),*) };
                }
                if $crate::cpu::ops::has_avx2_fma() {
                    // SAFETY: the CPU supports AVX2 and FMA (checked just above).
                    return unsafe { narrow($($arg),*) };
                }
            }
            $body($($arg),*)
        }
    };
}

pub mod bf16;
pub mod gemm;
pub mod ops;

#[cfg(target_arch = "x86_64")]
mod asm;
#[cfg(target_arch = "x86_64")]
mod avx2;

/// The instruction set a GEMM runs on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Isa {
    /// Plain Rust loops (every CPU, every target).
    Portable,
    /// AVX2 + FMA: 8-wide f32 FMA (the f32 GEMM only; bf16 runs on the portable loops).
    Avx2Fma,
    /// AVX-512F: 16-wide f32 FMA.
    Avx512F,
    /// AVX-512F + AVX-512-BF16: `vdpbf16ps`, two bf16 products per f32 lane.
    Avx512Bf16,
}

impl Isa {
    /// The best instruction set of this CPU, as reported by CPUID and enabled by the OS
    /// (the OS check is `is_x86_feature_detected!("avx512f")`, which reads XCR0). Cached after
    /// the first call. Always [`Isa::Portable`] off x86-64.
    pub fn detect() -> Isa {
        static ISA: std::sync::OnceLock<Isa> = std::sync::OnceLock::new();
        *ISA.get_or_init(detect_uncached)
    }

    /// Whether this CPU can run kernels of `self` (Portable: always).
    pub fn available(self) -> bool {
        match self {
            Isa::Portable => true,
            Isa::Avx2Fma => Isa::detect() != Isa::Portable,
            Isa::Avx512F => matches!(Isa::detect(), Isa::Avx512F | Isa::Avx512Bf16),
            Isa::Avx512Bf16 => Isa::detect() == Isa::Avx512Bf16,
        }
    }

    /// Name for reports: `portable`, `avx2`, `avx512f`, `avx512bf16`.
    pub fn as_str(self) -> &'static str {
        match self {
            Isa::Portable => "portable",
            Isa::Avx2Fma => "avx2",
            Isa::Avx512F => "avx512f",
            Isa::Avx512Bf16 => "avx512bf16",
        }
    }
}

#[cfg(target_arch = "x86_64")]
fn detect_uncached() -> Isa {
    if std::env::var_os("SJC_KERNELS_PORTABLE").is_some() {
        return Isa::Portable;
    }
    let avx2_fma = std::is_x86_feature_detected!("avx2") && std::is_x86_feature_detected!("fma");
    if !avx2_fma {
        return Isa::Portable;
    }
    if !std::is_x86_feature_detected!("avx512f") {
        return Isa::Avx2Fma;
    }
    // CPUID leaf 7 sub-leaf 1, EAX bit 5: AVX512_BF16 (Intel SDM vol. 2A, CPUID).
    // SAFETY: CPUID is available on every x86-64 CPU; leaf 7 exists when AVX-512F is reported.
    #[allow(unused_unsafe)]
    let l7 = unsafe { std::arch::x86_64::__cpuid_count(7, 1) };
    if l7.eax & (1 << 5) != 0 {
        Isa::Avx512Bf16
    } else {
        Isa::Avx512F
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn detect_uncached() -> Isa {
    Isa::Portable
}
