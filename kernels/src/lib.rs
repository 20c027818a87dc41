//! # sjc-kernels: compute kernels of sjc's judge
//!
//! - [`cpu`]: CPU kernels (GEMM with packed weights in bf16 or f32, scaled masked softmax,
//!   bias + GELU, residual + layer norm), each with a plain scalar reference implementation
//!   (`*_reference`) that the tests compare against, and runtime CPU detection
//!   ([`cpu::Isa::detect`]) with a portable fallback on every CPU and target.
//!
//! GPU kernels belong in a sibling module (`gpu`), not written yet.
#![warn(missing_docs)]

pub mod cpu;
