#!/usr/bin/env bash
# Runs the packed CUDA build of sjc (made by scripts/build-cuda.sh) on a machine with an
# NVIDIA driver (>= 580, CUDA 13) and no Rust toolchain: `./run-sjc.sh prune --device cuda ...`.
#
# On first use it unpacks sjc.xz next to itself (xz, or Python's lzma if xz is missing) and
# checks its sha256. Libraries: the driver's libcuda.so.1 from the system; libcublas.so.13,
# libcublasLt.so.13, libcudart.so.13 and libnvrtc.so.13 from $SJC_CUDA_LIBS, else from the
# nvidia/*/lib folders of the Python that `python3` names (CUDA 13 PyTorch wheels bring them);
# libcurand.so.10 from those folders too, else the stub in lib/ (sjc draws no random numbers).
# The judge: $SJC_MODEL, else model/ beside this script.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
BIN=$HERE/sjc
if [ ! -x "$BIN" ]; then
  if command -v xz >/dev/null; then
    xz -dc "$HERE/sjc.xz" > "$BIN.tmp"
  else
    python3 -c 'import lzma, shutil, sys; shutil.copyfileobj(lzma.open(sys.argv[1]), open(sys.argv[2], "wb"))' \
      "$HERE/sjc.xz" "$BIN.tmp"
  fi
  if [ -f "$HERE/sjc.sha256" ] && [ "$(sha256sum "$BIN.tmp" | cut -d' ' -f1)" != "$(cat "$HERE/sjc.sha256")" ]; then
    echo "run-sjc: sjc.xz does not unpack to the packed binary (sha256 mismatch)" >&2
    rm -f "$BIN.tmp"; exit 1
  fi
  chmod +x "$BIN.tmp" && mv "$BIN.tmp" "$BIN"
fi
LIBS=${SJC_CUDA_LIBS:-}
if [ -z "$LIBS" ] && command -v python3 >/dev/null; then
  SITE=$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])' 2>/dev/null || true)
  if [ -n "$SITE" ] && [ -d "$SITE/nvidia" ]; then
    LIBS=$(find "$SITE/nvidia" -name 'lib*.so.1[03]*' -printf '%h\n' 2>/dev/null | sort -u | paste -sd: -)
  fi
fi
# The judge's weights travel in model/ (the CUDA build does not embed them).
if [ -z "${SJC_MODEL:-}" ] && [ -f "$HERE/model/model.safetensors" ]; then export SJC_MODEL=$HERE/model; fi
export LD_LIBRARY_PATH=${LIBS:+$LIBS:}${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$HERE/lib
missing=$(ldd "$BIN" 2>/dev/null | grep 'not found' || true)
if [ -n "$missing" ]; then
  echo "run-sjc: libraries not found:" >&2; echo "$missing" >&2
  echo "run-sjc: install the CUDA 13 ones (pip install nvidia-cublas==13.0.2.14 nvidia-cuda-runtime==13.0.96 nvidia-cuda-nvrtc==13.0.88) or set SJC_CUDA_LIBS" >&2
  exit 1
fi
exec "$BIN" "$@"
