// sjc-kernels: bias + exact (erf) GELU in one pass, as BERT's intermediate layer
// (HF `hidden_act = "gelu"`): y[r, c] = gelu(x[r, c] + bias[c]), gelu(v) = 0.5 v (1 + erf(v / sqrt 2)).
// Computed in f32 whatever the storage type. `x` is (rows, cols) row-major, `bias` has `cols`
// values; one thread per element (grid-stride loop). In place is allowed (y == x).
// CPU reference: sjc_kernels::cuda::bias_gelu_reference (kernels/src/cuda/mod.rs).
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <stdint.h>

__device__ __forceinline__ float ld(float v) { return v; }
__device__ __forceinline__ float ld(__half v) { return __half2float(v); }
__device__ __forceinline__ float ld(__nv_bfloat16 v) { return __bfloat162float(v); }
__device__ __forceinline__ void st(float* p, float v) { *p = v; }
__device__ __forceinline__ void st(__half* p, float v) { *p = __float2half_rn(v); }
__device__ __forceinline__ void st(__nv_bfloat16* p, float v) { *p = __float2bfloat16_rn(v); }

#define SJC_BIAS_GELU(NAME, T)                                                                  \
    extern "C" __global__ void NAME(const T* x, const T* bias, T* y, uint32_t rows,             \
                                    uint32_t cols) {                                            \
        const size_t n = (size_t)rows * cols;                                                   \
        for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;                   \
             i += (size_t)gridDim.x * blockDim.x) {                                             \
            const float v = ld(x[i]) + ld(bias[i % cols]);                                      \
            st(y + i, 0.5f * v * (1.0f + erff(v * 0.70710678118654752f)));                      \
        }                                                                                       \
    }

SJC_BIAS_GELU(sjc_bias_gelu_f32, float)
SJC_BIAS_GELU(sjc_bias_gelu_f16, __half)
SJC_BIAS_GELU(sjc_bias_gelu_bf16, __nv_bfloat16)
