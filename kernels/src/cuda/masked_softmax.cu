// sjc-kernels: masked, scaled softmax over the last axis in one pass, safe in f16/bf16.
//
// Layout: `x` holds `rows` rows of `len` attention scores (row-major, e.g. (batch, heads,
// queries, keys) flattened to rows = batch * heads * queries). `mask` holds `len` flags per
// batch item (1 = real token, 0 = padding); row r belongs to batch item r / rows_per_batch.
// y[j] = mask[j] ? exp(scale * x[j] - m) / s : 0, with m the largest scaled score over kept
// positions and s the sum of the kept exponentials. All arithmetic is in f32 whatever the
// storage type, and masked positions are skipped rather than given an additive -inf/-65504,
// so no overflow or 0 * inf can produce NaN. A row with no kept position is all zeros.
// One block per row; each thread strides over the row; warp shuffles + shared memory reduce.
// CPU reference: sjc_kernels::cuda::masked_softmax_reference (kernels/src/cuda/mod.rs).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

__device__ __forceinline__ float to_f32(float v) { return v; }
__device__ __forceinline__ float to_f32(__half v) { return __half2float(v); }
__device__ __forceinline__ float to_f32(__nv_bfloat16 v) { return __bfloat162float(v); }
template <typename T> __device__ __forceinline__ T from_f32(float v);
template <> __device__ __forceinline__ float from_f32<float>(float v) { return v; }
template <> __device__ __forceinline__ __half from_f32<__half>(float v) { return __float2half_rn(v); }
template <> __device__ __forceinline__ __nv_bfloat16 from_f32<__nv_bfloat16>(float v) { return __float2bfloat16_rn(v); }

// Block-wide reduction (max or sum) of one f32 per thread; blockDim.x is a multiple of 32,
// at most 1024. Every thread gets the result.
template <bool IS_MAX>
__device__ float block_reduce(float v, float* shared) {
    for (int o = 16; o > 0; o >>= 1) {
        float w = __shfl_xor_sync(0xffffffffu, v, o);
        v = IS_MAX ? fmaxf(v, w) : v + w;
    }
    const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
    const int warps = (blockDim.x + 31) >> 5;
    __syncthreads();
    if (lane == 0) shared[warp] = v;
    __syncthreads();
    v = (threadIdx.x < warps) ? shared[threadIdx.x] : (IS_MAX ? -INFINITY : 0.0f);
    if (warp == 0) {
        for (int o = 16; o > 0; o >>= 1) {
            float w = __shfl_xor_sync(0xffffffffu, v, o);
            v = IS_MAX ? fmaxf(v, w) : v + w;
        }
        if (lane == 0) shared[0] = v;
    }
    __syncthreads();
    return shared[0];
}

template <typename T>
__device__ void masked_softmax_scale(const T* __restrict__ x, const uint8_t* __restrict__ mask,
                                     T* __restrict__ y, uint32_t rows, uint32_t len,
                                     uint32_t rows_per_batch, float scale) {
    __shared__ float shared[32];
    const uint32_t row = blockIdx.x;
    if (row >= rows) return;
    const T* xr = x + (size_t)row * len;
    T* yr = y + (size_t)row * len;
    const uint8_t* mr = mask + (size_t)(row / rows_per_batch) * len;
    float m = -INFINITY;
    for (uint32_t j = threadIdx.x; j < len; j += blockDim.x)
        if (mr[j]) m = fmaxf(m, scale * to_f32(xr[j]));
    m = block_reduce<true>(m, shared);
    float s = 0.0f;
    if (m != -INFINITY)
        for (uint32_t j = threadIdx.x; j < len; j += blockDim.x)
            if (mr[j]) s += __expf(scale * to_f32(xr[j]) - m);
    s = block_reduce<false>(s, shared);
    const float inv = s > 0.0f ? 1.0f / s : 0.0f;
    for (uint32_t j = threadIdx.x; j < len; j += blockDim.x)
        yr[j] = from_f32<T>(mr[j] ? __expf(scale * to_f32(xr[j]) - m) * inv : 0.0f);
}

#define SJC_SOFTMAX(NAME, T)                                                                   \
    extern "C" __global__ void NAME(const T* x, const uint8_t* mask, T* y, uint32_t rows,      \
                                    uint32_t len, uint32_t rows_per_batch, float scale) {      \
        masked_softmax_scale<T>(x, mask, y, rows, len, rows_per_batch, scale);                 \
    }

SJC_SOFTMAX(sjc_masked_softmax_scale_f32, float)
SJC_SOFTMAX(sjc_masked_softmax_scale_f16, __half)
SJC_SOFTMAX(sjc_masked_softmax_scale_bf16, __nv_bfloat16)
