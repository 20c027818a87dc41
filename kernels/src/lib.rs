//! # sjc-kernels: compute kernels of sjc's judge
//!
//! - [`cpu`]: CPU kernels (GEMM with packed weights in bf16 or f32, scaled masked softmax,
//!   bias + GELU, residual + layer norm), each with a plain scalar reference implementation
//!   (`*_reference`) that the tests compare against, and runtime CPU detection
//!   ([`cpu::Isa::detect`]) with a portable fallback on every CPU and target.
//!
//! - [`cuda`]: CUDA kernels (masked scaled softmax, bias + GELU; `.cu` sources compiled only with
//!   the `cuda` feature) and their CPU references, which are always built and tested.
#![warn(missing_docs)]

pub mod cpu;
pub mod cuda;
