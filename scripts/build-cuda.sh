#!/usr/bin/env bash
# Builds sjc with candle's `cuda` feature on a machine with no GPU and no system CUDA toolkit,
# and packs a folder (< 64 MiB) to copy to a machine with an NVIDIA driver >= 580 (CUDA 13).
#
#   scripts/build-cuda.sh            # toolkit + stubs + build + pack
#   SJC_CUDA_SKIP_BUILD=1 scripts/build-cuda.sh   # pack an existing build again
#
# Steps (each skipped when already done):
# 1. CUDA 13.0 toolkit from PyPI into a venv ($WORK/venv): nvcc, crt headers, nvvm, cudart,
#    cccl, and the libraries the final link needs (cublas, nvrtc, curand). Pins as in
#    shared/FIELD-NOTES.md ("CUDA"); everything lands under site-packages/nvidia/cu13/.
# 2. Link-only stubs in $WORK/stubs: unversioned symlinks (libcublas.so -> .so.13, ...) and a
#    libcuda.so built from cuda.h (one function per driver entry point returning
#    CUDA_ERROR_NO_DEVICE, soname libcuda.so.1): no package ships libcuda, and the driver's
#    real one is loaded at run time. They reach the linker through LIBRARY_PATH, not
#    RUSTFLAGS, so compiled dependencies stay valid. The binary needs libcuda.so.1 to start at
#    all (cudarc links it), so on a machine without the driver run-sjc.sh stops with a list
#    of missing libraries; with the stub on the library path, --device cuda fails cleanly
#    (CUDA_ERROR_NO_DEVICE, every entry kept) and --device cpu works.
# 3. `cargo build --release --features cuda` into $TARGET (default target/cuda, so the CPU
#    build in target/release stays as it is), with SJC_EMBED_JUDGE=0: the judge's f16 weights
#    travel beside the binary (model/), where PyTorch reads the same files.
#    Compute capability: ONE build with CUDA_COMPUTE_CAP=80. candle-kernels compiles its
#    kernels to PTX for one capability (cudaforge maps 90 to compute_90a, whose PTX runs on
#    9.0 only), so cap 80 is the one build that runs on both A100 (8.0) and H100/H200 (9.0):
#    the driver JIT-compiles the compute_80 PTX for sm_90 on first load (cached under
#    ~/.nv/ComputeCache). The GEMMs run in cuBLAS, which carries SASS for both. sjc-kernels'
#    own .cu files are built as fatbins with sm_80 + sm_90 SASS + compute_80 PTX
#    (SJC_CUDA_ARCHS=80,90). Two candle builds (80 and 90) would not fit in 64 MiB together.
# 4. Pack $DIST: sjc.xz (the stripped binary, xz -9), model/ (models/sjc-judge-minilm: f16
#    safetensors, config, tokenizer, calibration, risk), lib/libcurand.so.10 (a run-time stub,
#    see below), run-sjc.sh (unpacks once with xz or Python's lzma, finds the CUDA 13
#    libraries, points SJC_MODEL at model/, runs sjc), bench/ (benches/gpu/run.sh and its
#    files, and sjc-kernels-cuda-tests: the kernels' device tests, run by run.sh), and
#    BUILD-INFO.txt (versions, sizes, sha256).
#    libcurand: candle creates a cuRAND generator when it opens a device, so the binary needs
#    libcurand.so.10, but the real one is 105 MB (43 MB compressed) and recent PyTorch wheels
#    no longer bring it. sjc never draws random numbers, so the folder carries a stub built
#    from curand.h: generator create/seed/stream/destroy succeed, every generate call returns
#    CURAND_STATUS_INTERNAL_ERROR. A real libcurand.so.10 found on the machine is used instead.
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
WORK=${SJC_CUDA_WORK:-$ROOT/target/cuda-build}
TARGET=${SJC_CUDA_TARGET:-$ROOT/target/cuda}
DIST=${SJC_CUDA_DIST:-$ROOT/target/cuda-dist/sjc-cuda}
PY=${PYTHON:-python3}
export CARGO_BUILD_JOBS=${CARGO_BUILD_JOBS:-2}
log() { printf '[build-cuda %s] %s\n' "$(date -u +%H:%M:%S)" "$*" >&2; }

# 1. Toolkit.
PINS=(nvidia-cuda-nvcc==13.0.88 nvidia-cuda-crt==13.0.88 nvidia-nvvm==13.0.88
      nvidia-cuda-runtime==13.0.96 nvidia-cuda-cccl==13.0.85 nvidia-cublas==13.0.2.14
      nvidia-cuda-nvrtc==13.0.88 nvidia-curand==10.4.0.35)
mkdir -p "$WORK"
[ -x "$WORK/venv/bin/pip" ] || "$PY" -m venv "$WORK/venv"
SITE=$("$WORK/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
CU=$SITE/nvidia/cu13
if [ ! -x "$CU/bin/nvcc" ] || [ ! -e "$CU/lib/libcurand.so.10" ]; then
  log "installing the CUDA 13.0 toolkit from PyPI into $WORK/venv"
  "$WORK/venv/bin/pip" install -q "${PINS[@]}"
fi
"$CU/bin/nvcc" --version | tail -2 >&2

# 2. Link stubs.
STUBS=$WORK/stubs
mkdir -p "$STUBS"
for l in libcublas.so.13 libcublasLt.so.13 libnvrtc.so.13 libcurand.so.10 libcudart.so.13; do
  ln -sf "$CU/lib/$l" "$STUBS/$l"
  ln -sf "$CU/lib/$l" "$STUBS/${l%.so.*}.so"
done
# Every driver entry point declared by cuda.h (after the preprocessor maps names to their
# versioned symbols, e.g. cuMemAlloc -> cuMemAlloc_v2).
cu_symbols() {
  gcc -E -P -I"$CU/include" "$CU/include/cuda.h" | tr '\n' ' ' \
    | grep -oE 'CUresult +cu[A-Za-z0-9_]+ *\(' | sed -E 's/CUresult +//; s/ *\(//' | sort -u
}
if [ ! -e "$STUBS/libcuda.so" ]; then
  log "building the link-only libcuda stub"
  # Each returns CUDA_ERROR_NO_DEVICE (100), so a run that meets the stub instead of the
  # driver fails cleanly instead of running on garbage.
  cu_symbols | awk '{print "int " $1 "(void) { return 100; }"}' > "$STUBS/libcuda_stub.c"
  gcc -shared -fPIC -Wl,-soname,libcuda.so.1 -o "$STUBS/libcuda.so" "$STUBS/libcuda_stub.c"
  ln -sf libcuda.so "$STUBS/libcuda.so.1"
fi

# 3. Build.
export PATH=$CU/bin:$PATH CUDA_ROOT=$CU CUDA_PATH=$CU NVCC=$CU/bin/nvcc
export CUDA_COMPUTE_CAP=${CUDA_COMPUTE_CAP:-80} SJC_CUDA_ARCHS=${SJC_CUDA_ARCHS:-80,90}
export LIBRARY_PATH=$STUBS${LIBRARY_PATH:+:$LIBRARY_PATH}
export CARGO_TARGET_DIR=$TARGET
export SJC_EMBED_JUDGE=0
if [ -z "${SJC_CUDA_SKIP_BUILD:-}" ]; then
  log "cargo build --release --features cuda (CUDA_COMPUTE_CAP=$CUDA_COMPUTE_CAP, sjc-kernels $SJC_CUDA_ARCHS)"
  start=$(date +%s)
  (cd "$ROOT" && cargo build --release --features cuda --bin sjc)
  # The sjc-kernels device tests (CUDA kernels vs CPU references), as a binary the GPU
  # machine runs without Rust: bench/sjc-kernels-cuda-tests.
  (cd "$ROOT" && cargo test --release -p sjc-kernels --features cuda --no-run)
  log "build took $(( $(date +%s) - start )) s"
  # The commit the binary was built from (a later repack with SJC_CUDA_SKIP_BUILD=1 names it,
  # not the commit checked out then); "+changes" when the tree differed from it.
  (cd "$ROOT" && echo "$(git rev-parse --short HEAD)$(git diff --quiet HEAD -- src kernels Cargo.toml Cargo.lock build.rs || echo '+changes')") \
    > "$WORK/built-from"
fi
BIN=$TARGET/release/sjc
[ -x "$BIN" ] || { echo "no binary at $BIN" >&2; exit 1; }

# 4. Pack.
log "packing $DIST"
rm -rf "$DIST"; mkdir -p "$DIST/lib"
strip -o "$WORK/sjc.stripped" "$BIN"
xz -9 -T2 -c "$WORK/sjc.stripped" > "$DIST/sjc.xz"
# Run-time libcurand stub (see the header).
{
  echo '#include <stddef.h>'
  echo 'static int sjc_generator;'
  echo 'int curandCreateGenerator(void **g, int t) { (void)t; *g = &sjc_generator; return 0; }'
  echo 'int curandCreateGeneratorHost(void **g, int t) { (void)t; *g = &sjc_generator; return 0; }'
  echo 'int curandGetVersion(int *v) { *v = 10400; return 0; }'
  gcc -E -P -I"$CU/include" "$CU/include/curand.h" | tr '\n' ' ' \
    | grep -oE 'curandStatus_t +curand[A-Za-z0-9_]+ *\(' | sed -E 's/curandStatus_t +//; s/ *\(//' | sort -u \
    | grep -vE '^(curandCreateGenerator|curandCreateGeneratorHost|curandGetVersion)$' \
    | awk '/^curandGenerate/ {print "int " $1 "(void) { return 999; }"; next} {print "int " $1 "(void) { return 0; }"}'
} > "$WORK/curand_stub.c"
# The binary asks for the symbols at version node `libcurand.so.10`, as the real library has them.
echo 'libcurand.so.10 { global: *; };' > "$WORK/curand_stub.map"
gcc -shared -fPIC -O2 -Wl,-soname,libcurand.so.10 -Wl,--version-script="$WORK/curand_stub.map" \
  -o "$DIST/lib/libcurand.so.10" "$WORK/curand_stub.c"
cp "$ROOT/scripts/run-sjc.sh" "$DIST/run-sjc.sh"
mkdir -p "$DIST/model" "$DIST/bench"
for f in config.json tokenizer.json model.safetensors calibration.json risk.json; do
  [ -f "$ROOT/models/sjc-judge-minilm/$f" ] && cp "$ROOT/models/sjc-judge-minilm/$f" "$DIST/model/"
done
cp "$ROOT"/benches/gpu/{run.sh,compare.py,torch_gpu.py,pairs.jsonl} "$ROOT/benches/reference_torch.py" "$DIST/bench/"
cp "$ROOT/examples/agent/compaction_integrity.jsonl" "$DIST/bench/records.jsonl"
KTEST=$(ls -t "$TARGET"/release/deps/cuda-* 2>/dev/null | grep -v '\.d$' | head -1 || true)
if [ -n "$KTEST" ]; then
  strip -o "$DIST/bench/sjc-kernels-cuda-tests" "$KTEST"
else
  log "no sjc-kernels device test binary found; bench/sjc-kernels-cuda-tests not packed"
fi
{
  echo "sjc CUDA build, packed $(date -u +%Y-%m-%dT%H:%MZ), binary built from commit $(cat "$WORK/built-from" 2>/dev/null || echo "unknown (built before build-cuda.sh recorded it)"), binary modified $(date -u -r "$BIN" +%Y-%m-%dT%H:%MZ)"
  echo "toolkit: ${PINS[*]}"
  echo "CUDA_COMPUTE_CAP=$CUDA_COMPUTE_CAP (candle PTX), SJC_CUDA_ARCHS=$SJC_CUDA_ARCHS (sjc-kernels fatbins)"
  echo "binary: $(stat -c %s "$BIN") bytes unstripped, $(stat -c %s "$WORK/sjc.stripped") stripped, $(stat -c %s "$DIST/sjc.xz") xz"
  echo "sha256 (stripped binary): $(sha256sum "$WORK/sjc.stripped" | cut -d' ' -f1)"
  echo "needs at run time: libcuda.so.1 (driver >= 580), libcublas.so.13, libcublasLt.so.13, libcudart.so.13, libnvrtc.so.13 (CUDA 13 PyTorch wheels, or pip install ${PINS[*]:5:3} nvidia-cuda-runtime==13.0.96)"
  echo "NEEDED: $(readelf -d "$BIN" | grep NEEDED | grep -oE '\[[^]]+\]' | tr -d '[]' | tr '\n' ' ')"
} > "$DIST/BUILD-INFO.txt"
echo "$(sha256sum "$WORK/sjc.stripped" | cut -d' ' -f1)" > "$DIST/sjc.sha256"
cat "$DIST/BUILD-INFO.txt" >&2
log "folder: $(du -sb "$DIST" | cut -f1) bytes ($(du -sh "$DIST" | cut -f1))"
