#!/usr/bin/env python3
"""candle (sjc) vs PyTorch throughput of one judge, measured in the same run, as a ratio.

Both sides score the same synthetic (entry, evidence) pairs that `sjc bench` builds, with the
same model folder, the same tokenizer.json, the same truncation (benches/reference_torch.py
`encode`) and the same micro-batch plan, on the same number of threads. Rounds alternate
sjc / PyTorch so that machine noise hits both; the ratio of each round is
sjc pairs/s / PyTorch pairs/s, and the median over rounds is reported.

    /work/venv/bin/python benches/ratio.py --model models/sjc-judge-minilm [--rounds 5]

Needs a release build (`cargo build --release`) and torch + transformers + tokenizers.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import torch
from tokenizers import Tokenizer

sys.path.insert(0, str(Path(__file__).resolve().parent))
from reference_torch import encode, run  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent

# The generator of `sjc bench` (src/main.rs, cmd_bench), so both sides score identical text.
WORDS = ["invoice", "INV-20931", "status", "unpaid", "customer", "billing/tax.py", "1,240", "passed", "failed",
         "lead", "created", "2026-11-02", "amount", "$500.00"]


def bench_pairs(n, words):
    out = []
    for i in range(n):
        c = [WORDS[(i * 7 + k * 3) % len(WORDS)] for k in range(8 + i % 9)]
        e = [WORDS[(i * 5 + k * 11) % len(WORDS)] for k in range(words)]
        out.append((" ".join(c), " ".join(e)))
    return out


def sjc_rate(exe, model, n, words, max_len, threads):
    env = dict(os.environ, RAYON_NUM_THREADS=str(threads))
    cmd = [exe, "bench", "--model", model, "--pairs", str(n), "--words", str(words), "--runs", "1",
           "--max-len", str(max_len)]
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, check=True)
    m = re.search(r"median ([0-9.]+) pairs/s", p.stdout)
    if not m:
        raise SystemExit("cannot parse sjc bench output: %r" % p.stdout)
    return float(m.group(1)), p.stdout.strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sjc", default=str(ROOT / "target/release/sjc"))
    ap.add_argument("--model", default=str(ROOT / "models/sjc-judge-minilm"))
    ap.add_argument("--pairs", type=int, default=64)
    ap.add_argument("--words", type=int, default=120)
    ap.add_argument("--max-len", type=int, default=256)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--threads", type=int, default=2)
    a = ap.parse_args()

    from transformers import BertForSequenceClassification

    torch.set_num_threads(a.threads)
    model = BertForSequenceClassification.from_pretrained(a.model, dtype=torch.float32).eval()
    tok = Tokenizer.from_file(str(Path(a.model) / "tokenizer.json"))
    tok.no_padding()
    tok.no_truncation()
    pad_id = model.config.pad_token_id or 0
    encoded = [encode(tok, c, e, a.max_len) for c, e in bench_pairs(a.pairs, a.words)]
    run(model, encoded, pad_id)  # warm-up

    print("torch %s, %d threads; %d pairs, ~%d evidence words, max_len %d; model %s"
          % (torch.__version__, a.threads, a.pairs, a.words, a.max_len, a.model))
    ratios = []
    for r in range(a.rounds):
        s, line = sjc_rate(a.sjc, a.model, a.pairs, a.words, a.max_len, a.threads)
        t0 = time.perf_counter()
        run(model, encoded, pad_id)
        t = a.pairs / (time.perf_counter() - t0)
        ratios.append(s / t)
        print("round %d: sjc %.1f pairs/s, torch %.1f pairs/s, ratio %.2f" % (r + 1, s, t, s / t), flush=True)
    print("median ratio sjc/torch over %d rounds: %.2f (min %.2f, max %.2f)"
          % (len(ratios), statistics.median(ratios), min(ratios), max(ratios)))


if __name__ == "__main__":
    main()
