//! Launchers for the CUDA kernels (feature `cuda`), over cudarc 0.19 (the version candle-core
//! 0.11.1 uses, so the binary carries one copy).
//!
//! [`Kernels::new`] loads the fatbins that `build.rs` compiled (SASS for `SJC_CUDA_ARCHS`,
//! default sm_80 + sm_90, plus compute_80 PTX) onto one device's default stream. Buffers are
//! cudarc [`CudaSlice`]s; every launch is asynchronous on that stream, and errors are the
//! driver's ([`DriverError`]), e.g. no device, or a fatbin without code for this GPU.

use std::sync::Arc;

use cudarc::driver::{
    CudaContext, CudaFunction, CudaSlice, CudaStream, DeviceRepr, DriverError, LaunchConfig,
    PushKernelArg, ValidAsZeroBits,
};
use cudarc::nvrtc::Ptx;

const SOFTMAX_FATBIN: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/masked_softmax.fatbin"));
const GELU_FATBIN: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/bias_gelu.fatbin"));

/// An element type the kernels take: f32, f16 or bf16 (storage; arithmetic is f32).
pub trait Element: DeviceRepr + ValidAsZeroBits + Copy + Send + Sync + 'static {
    /// Suffix of the kernel names for this type (`f32`, `f16`, `bf16`).
    const SUFFIX: &'static str;
}
impl Element for f32 {
    const SUFFIX: &'static str = "f32";
}
impl Element for half::f16 {
    const SUFFIX: &'static str = "f16";
}
impl Element for half::bf16 {
    const SUFFIX: &'static str = "bf16";
}

/// The loaded kernel modules on one device.
pub struct Kernels {
    stream: Arc<CudaStream>,
    softmax: Arc<cudarc::driver::CudaModule>,
    gelu: Arc<cudarc::driver::CudaModule>,
}

impl Kernels {
    /// Opens CUDA device `ordinal` and loads the modules. Errors: [`DriverError`] (no driver,
    /// no such device, no code for this compute capability).
    pub fn new(ordinal: usize) -> Result<Self, DriverError> {
        let ctx = CudaContext::new(ordinal)?;
        let softmax = ctx.load_module(Ptx::from_binary(SOFTMAX_FATBIN.to_vec()))?;
        let gelu = ctx.load_module(Ptx::from_binary(GELU_FATBIN.to_vec()))?;
        Ok(Self {
            stream: ctx.default_stream(),
            softmax,
            gelu,
        })
    }

    /// The stream every launch runs on (use it to copy buffers in and out).
    pub fn stream(&self) -> &Arc<CudaStream> {
        &self.stream
    }

    fn function<T: Element>(
        module: &Arc<cudarc::driver::CudaModule>,
        base: &str,
    ) -> Result<CudaFunction, DriverError> {
        module.load_function(&format!("{base}_{}", T::SUFFIX))
    }

    /// Masked, scaled softmax over rows of `len` (see `masked_softmax.cu` and
    /// [`super::masked_softmax_reference`]): `x` and `y` hold `rows × len` values, `mask`
    /// `ceil(rows / rows_per_batch) × len` flags (nonzero = keep). `y` may not alias `x`.
    ///
    /// Panics if the buffer lengths do not match the shape (a caller bug).
    pub fn masked_softmax<T: Element>(
        &self,
        x: &CudaSlice<T>,
        mask: &CudaSlice<u8>,
        y: &mut CudaSlice<T>,
        len: usize,
        rows_per_batch: usize,
        scale: f32,
    ) -> Result<(), DriverError> {
        assert!(len > 0 && rows_per_batch > 0 && x.len() % len == 0 && y.len() == x.len());
        let rows = x.len() / len;
        assert_eq!(mask.len(), rows.div_ceil(rows_per_batch) * len);
        let f = Self::function::<T>(&self.softmax, "sjc_masked_softmax_scale")?;
        // One block per row; 32..1024 threads, a multiple of the warp size.
        let threads = len.next_power_of_two().clamp(32, 1024) as u32;
        let cfg = LaunchConfig {
            grid_dim: (rows as u32, 1, 1),
            block_dim: (threads, 1, 1),
            shared_mem_bytes: 0,
        };
        let (rows, len, rpb) = (rows as u32, len as u32, rows_per_batch as u32);
        let mut b = self.stream.launch_builder(&f);
        b.arg(x)
            .arg(mask)
            .arg(y)
            .arg(&rows)
            .arg(&len)
            .arg(&rpb)
            .arg(&scale);
        // SAFETY: the argument list matches the kernel's signature (x, mask, y, rows, len,
        // rows_per_batch, scale) and the buffers hold the sizes asserted above.
        unsafe { b.launch(cfg) }.map(|_| ())
    }

    /// `y = gelu(x + bias)` (exact GELU; see `bias_gelu.cu` and
    /// [`super::bias_gelu_reference`]), `x` and `y` of `rows × bias.len()` values.
    ///
    /// Panics if the buffer lengths do not match (a caller bug).
    pub fn bias_gelu<T: Element>(
        &self,
        x: &CudaSlice<T>,
        bias: &CudaSlice<T>,
        y: &mut CudaSlice<T>,
    ) -> Result<(), DriverError> {
        let cols = bias.len();
        assert!(cols > 0 && x.len() % cols == 0 && y.len() == x.len());
        let f = Self::function::<T>(&self.gelu, "sjc_bias_gelu")?;
        let n = x.len();
        let cfg = LaunchConfig {
            grid_dim: (n.div_ceil(256).clamp(1, 65_535) as u32, 1, 1),
            block_dim: (256, 1, 1),
            shared_mem_bytes: 0,
        };
        let (rows, cols) = ((n / cols) as u32, cols as u32);
        let mut b = self.stream.launch_builder(&f);
        b.arg(x).arg(bias).arg(y).arg(&rows).arg(&cols);
        // SAFETY: arguments match (x, bias, y, rows, cols); sizes asserted above.
        unsafe { b.launch(cfg) }.map(|_| ())
    }
}
