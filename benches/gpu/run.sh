#!/usr/bin/env bash
# The GPU check of sjc: correctness (GPU against CPU scores on the shipped pairs) and
# throughput (pairs/s, tokens/s at batch sizes 32..4096; per-summary latency) against PyTorch
# eager bf16 on the same GPU, model and pairs, in the same run. Needs the built binary
# (scripts/build-cuda.sh) and, for the reference, Python with torch + transformers; no Rust.
#
#   bench/run.sh                        # in the folder scripts/build-cuda.sh packs
#   DEVICE=cpu GPU_PRECISIONS=auto BATCH_SIZES=32 BENCH_PAIRS=96 benches/gpu/run.sh  # CPU dry run
#
# Environment (defaults in brackets):
#   SJC            command that runs sjc [../run-sjc.sh beside this folder, else target/release/sjc]
#   MODEL          model folder for sjc and PyTorch [../model, else models/sjc-judge-minilm]
#   PYTHON         Python with torch + transformers [python3]; the reference is skipped without
#   DEVICE         sjc device under test [cuda]; TORCH_DEVICE [cuda, or cpu when DEVICE=cpu]
#   GPU_PRECISIONS sjc --precision values checked against the CPU f32 reference and timed; the
#                  first also times the per-summary latency [f16 bf16]
#   BATCH_SIZES    [32,128,512,1024,4096]; MAX_LEN for throughput [128]
#   BENCH_PAIRS    pairs per throughput pass [8192]; OUT results folder [./gpu-results]
#   STEPS          which parts run, of: kernels (the sjc-kernels device tests), correctness,
#                  throughput, latency [all four]
# Exit code: non-zero when a command fails (sjc, the kernels' tests); a missed accuracy target
# is reported in correctness.jsonl ("within_0.01", "agreement_ge_99.5"), not in the exit code.
#   TORCH_FULL     1: also time PyTorch passes that include its Python-side tokenizing (slow) [0]
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
if [ -z "${SJC:-}" ]; then
  if [ -x "$HERE/../run-sjc.sh" ]; then SJC=$HERE/../run-sjc.sh; else SJC=$HERE/../../target/release/sjc; fi
fi
if [ -z "${MODEL:-}" ]; then
  if [ -d "$HERE/../model" ]; then MODEL=$HERE/../model; else MODEL=$HERE/../../models/sjc-judge-minilm; fi
fi
PYTHON=${PYTHON:-python3}
DEVICE=${DEVICE:-cuda}
if [ "$DEVICE" = cpu ]; then TORCH_DEVICE=${TORCH_DEVICE:-cpu}; else TORCH_DEVICE=${TORCH_DEVICE:-cuda}; fi
GPU_PRECISIONS=${GPU_PRECISIONS:-f16 bf16}
BATCH_SIZES=${BATCH_SIZES:-32,128,512,1024,4096}
MAX_LEN=${MAX_LEN:-128}
BENCH_PAIRS=${BENCH_PAIRS:-8192}
OUT=${OUT:-$PWD/gpu-results}
STEPS=" ${STEPS:-kernels correctness throughput latency} "
TORCH_FULL=${TORCH_FULL:-0}
PAIRS=$HERE/pairs.jsonl
RECORDS=$HERE/records.jsonl
[ -f "$RECORDS" ] || RECORDS=$HERE/../../examples/agent/compaction_integrity.jsonl
mkdir -p "$OUT"
status=0
export SJC_MODEL=$MODEL
unset SJC_DEVICE
now() { date +%s.%N; }
say() { printf '== %s\n' "$*"; }

say "machine"
command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || echo "no nvidia-smi"
"$SJC" --version
echo "model: $MODEL; pairs: $(wc -l < "$PAIRS") ($PAIRS); device under test: $DEVICE"

if [[ $STEPS == *" kernels "* ]] && [ -x "$HERE/sjc-kernels-cuda-tests" ] && [ "$DEVICE" != cpu ]; then
  say "sjc-kernels CUDA kernels vs their CPU references (masked softmax, bias + GELU; f32/f16/bf16)"
  (LD_LIBRARY_PATH=${SJC_CUDA_LIBS:-}${SJC_CUDA_LIBS:+:}${LD_LIBRARY_PATH:-} "$HERE/sjc-kernels-cuda-tests" --test-threads 1) \
    | tee "$OUT/kernels.txt" || status=$?
fi

if [[ $STEPS == *" correctness "* ]]; then
say "correctness: sjc --device cpu --precision f32 (reference) vs --device $DEVICE"
"$SJC" score --pairs "$PAIRS" --device cpu --precision f32 > "$OUT/cpu-f32.jsonl"
: > "$OUT/correctness.jsonl"
for p in $GPU_PRECISIONS; do
  t0=$(now)
  rc=0
  "$SJC" score --pairs "$PAIRS" --device "$DEVICE" --precision "$p" > "$OUT/$DEVICE-$p.jsonl" || rc=$?
  [ "$rc" = 0 ] || status=$rc
  echo "sjc score --device $DEVICE --precision $p: exit $rc, $(python3 -c "import sys; print(round(float(sys.argv[2]) - float(sys.argv[1]), 2))" "$t0" "$(now)") s"
  python3 "$HERE/compare.py" "$OUT/cpu-f32.jsonl" "$OUT/$DEVICE-$p.jsonl" --label "$DEVICE-$p" \
    | tee -a "$OUT/correctness.jsonl" || true   # a missed target is a line, not a failure
done
fi

if [[ $STEPS == *" throughput "* ]]; then
say "throughput pairs ($BENCH_PAIRS, each truncated to $MAX_LEN tokens)"
# Each pair: a shipped claim against the spans of six consecutive shipped pairs, cut to 1,100
# bytes. The six start at an offset that moves by 37 on each pass over the claims, so
# the pairs are (nearly) all distinct: sjc judges identical pairs once, and an earlier version
# of this script, whose pairs repeated every 454, measured that shortcut and not the forward
# pass. One span, under the 1,200 characters (3 x 400) above which `sjc score` narrows
# evidence to its BM25 top 3 and also scores each span alone, so sjc judges exactly one
# (claim, evidence) sequence per pair, as PyTorch does. Most pairs fill MAX_LEN = 128 tokens
# (125.7 on average; 378 of 8,192 are shorter, whose six spans are short).
python3 - "$PAIRS" "$BENCH_PAIRS" > "$OUT/bench-pairs.jsonl" <<'PY'
import json, sys
src = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
n = int(sys.argv[2])
distinct = set()
for i in range(n):
    start = (i + 37 * (i // len(src))) % len(src)
    spans = []
    for k in range(6):
        ev = src[(start + k) % len(src)]["evidence"]
        spans += ev if isinstance(ev, list) else [ev]
    text = "\n".join(spans).encode()[:1100].decode("utf-8", "ignore")
    claim = src[i % len(src)]["claim"]
    distinct.add((claim, text))
    print(json.dumps({"claim": claim, "evidence": [text]}))
print(f"bench pairs: {n}, distinct: {len(distinct)}", file=sys.stderr)
PY
head -n 64 "$OUT/bench-pairs.jsonl" > "$OUT/bench-pairs-warm.jsonl"
# Real tokens per pair (sjc's pair budget, via benches/reference_torch.py `encode`) when the
# Python has `tokenizers`; else MAX_LEN, an upper bound, and tokens/s is marked as such.
TOKENS_PER_PAIR=$("$PYTHON" - "$OUT/bench-pairs.jsonl" "$MODEL/tokenizer.json" "$MAX_LEN" "$HERE" 2>/dev/null <<'PY' || echo "$MAX_LEN bound"
import json, sys
sys.path[:0] = [sys.argv[4], sys.argv[4] + "/.."]
from tokenizers import Tokenizer
from reference_torch import encode
tok = Tokenizer.from_file(sys.argv[2]); tok.no_padding(); tok.no_truncation()
ps = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
n = sum(len(encode(tok, p["claim"], "\n".join(p["evidence"]), int(sys.argv[3]))[0]) for p in ps)
print(f"{n / len(ps):.2f} exact")
PY
)
echo "tokens per pair: $TOKENS_PER_PAIR"

: > "$OUT/throughput.jsonl"
IFS=, read -ra SIZES <<< "$BATCH_SIZES"
for prec in $GPU_PRECISIONS; do
say "sjc throughput ($DEVICE, precision $prec); a pass = process start, model load, tokenizing, batching, forward, output"
for b in "${SIZES[@]}"; do
  args=(score --pairs - --device "$DEVICE" --precision "$prec" --max-len "$MAX_LEN" --max-batch-tokens $((b * MAX_LEN)))
  "$SJC" "${args[@]}" < "$OUT/bench-pairs-warm.jsonl" > /dev/null          # warm-up (JIT cache, page cache)
  t0=$(now); "$SJC" "${args[@]}" < "$OUT/bench-pairs-warm.jsonl" > /dev/null; t1=$(now)
  "$SJC" "${args[@]}" < "$OUT/bench-pairs.jsonl" > /dev/null; t2=$(now)
  # Start-up and the 64-pair pass cancel out: rate over the difference.
  python3 - "$b" "$BENCH_PAIRS" "$t0" "$t1" "$t2" ${TOKENS_PER_PAIR% *} "$prec" "${TOKENS_PER_PAIR#* }" <<'PY' | tee -a "$OUT/throughput.jsonl"
import json, sys
b, n, t0, t1, t2, L, prec = int(sys.argv[1]), int(sys.argv[2]), *map(float, sys.argv[3:6]), float(sys.argv[6]), sys.argv[7]
dt = (t2 - t1) - (t1 - t0)
r = (n - 64) / dt if dt > 0 else float("nan")
print(json.dumps({"engine": f"sjc-{prec}", "batch": b, "pairs": n, "seconds_full": t2 - t1,
                  "seconds_startup_64": t1 - t0, "pairs_per_s": r, "tokens_per_s": r * L,
                  "tokens_per_pair": L, "tokens": sys.argv[8]}))
PY
done
done

if "$PYTHON" -c 'import torch, transformers' 2>/dev/null; then
  say "PyTorch eager bf16 ($TORCH_DEVICE), same pairs and batches"
  "$PYTHON" "$HERE/torch_gpu.py" --model "$MODEL" --pairs "$OUT/bench-pairs.jsonl" --max-len "$MAX_LEN" \
    --batch-sizes "$BATCH_SIZES" --device "$TORCH_DEVICE" --dtype bf16 $([ "$TORCH_FULL" = 1 ] || echo --forward-only) \
    | tee -a "$OUT/throughput.jsonl"
else
  say "PyTorch reference skipped: $PYTHON cannot import torch and transformers"
fi

fi

if [[ $STEPS == *" latency "* ]]; then
prec=${GPU_PRECISIONS%% *}
say "per-summary latency (sjc bench on the shipped records, $DEVICE)"
"$SJC" bench --data "$RECORDS" --device "$DEVICE" --precision "$prec" --runs 3 | tee "$OUT/bench.txt" || true
fi

say "table"
[ -f "$OUT/throughput.jsonl" ] && python3 - "$OUT/throughput.jsonl" <<'PY' | tee "$OUT/table.md"
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip() and '"engine"' in l]
by = {}
for r in rows:
    by.setdefault(r["batch"], {})[r["engine"]] = r
engines = sorted({r["engine"] for r in rows})
sj = [e for e in engines if e.startswith("sjc")]
th = [e for e in engines if e.startswith("torch")]
head = ["batch"] + [f"{e} pairs/s" for e in engines] + [f"{e} tokens/s" for e in engines]
head += [f"{s} / {t}" for s in sj for t in th]
print("| " + " | ".join(head) + " |")
print("|" + "---|" * len(head))
for b in sorted(by):
    d = by[b]
    cells = [str(b)] + [f"{d[e]['pairs_per_s']:,.0f}" if e in d else "-" for e in engines] \
        + [f"{d[e]['tokens_per_s']:,.0f}" if e in d else "-" for e in engines]
    for s in sj:
        for t in th:
            cells.append(f"{d[s]['pairs_per_s'] / d[t]['pairs_per_s']:.2f}" if s in d and t in d else "-")
    print("| " + " | ".join(cells) + " |")
PY
cat "$OUT/correctness.jsonl" 2>/dev/null || true
exit $status
