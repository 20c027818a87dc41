#!/usr/bin/env python3
"""Time the judge benchmark's pairs in PyTorch, for the candle/PyTorch ratio.

Reads target/bench-judge-pairs.json (written by `cargo bench --bench judge`), builds the same
two models as benches/judge.rs -- the tiny fixture BERT NLI model at max_len 128 and
all-MiniLM-L6-v2 with a one-logit head at max_len 256 -- tokenizes with the same tokenizer.json
(padding/truncation off, evidence-side truncation like the judge), sorts pairs by length, groups
them into micro-batches of at most 16384 padded tokens, and times eager inference on the same
number of threads (default 2).

    /work/venv/bin/python benches/reference_torch.py [--threads 2] [--repeats 10]

Prints one line per (model, n): median seconds per call and pairs/s.

Serve mode, used by `sjc bench --reference PYTHON` (same pairs, model folder, max_len and
micro-batch budget as the sjc run, rounds alternating with sjc's):

    python benches/reference_torch.py --serve PAIRS.json --model DIR [--max-len 256]
        [--max-batch-tokens 16384] [--threads 2]

prints one JSON line {"ready": true, ...}, then answers each `round` line on stdin with
{"f32": pairs/s, "bf16": pairs/s}: one timed pass in f32 eager and one under
torch.autocast("cpu", dtype=torch.bfloat16), their order alternating between rounds.
Requirements: benches/requirements.txt.
"""
import argparse
import json
import statistics
import time
from pathlib import Path

import torch
from tokenizers import Tokenizer

ROOT = Path(__file__).resolve().parent.parent
MAX_BATCH_TOKENS = 16384


def encode(tok, claim, evidence, max_len, claim_share=0.5):
    a = tok.encode(claim, add_special_tokens=False)
    b = tok.encode(evidence, add_special_tokens=False)
    added = tok.num_special_tokens_to_add(True)
    budget = max_len - added
    la, lb = len(a.ids), len(b.ids)
    ka, kb = la, lb
    if la + lb > budget:
        ka = la if la < budget else (budget if lb == 0 else min(la, int(claim_share * max_len)))
        kb = min(lb, budget - ka)
    a.truncate(ka)
    b.truncate(kb)
    enc = tok.post_process(a, b, add_special_tokens=True)
    return enc.ids, enc.type_ids


def plan(lens, max_batch_tokens=MAX_BATCH_TOKENS):
    order = sorted(range(len(lens)), key=lambda i: (lens[i], i))
    out, cur = [], []
    for i in order:
        if cur and (len(cur) + 1) * max(lens[i], 1) > max_batch_tokens:
            out.append(cur)
            cur = []
        cur.append(i)
    if cur:
        out.append(cur)
    return out


def pad_batch(encoded, group, pad_id):
    """One micro-batch: the rows `group` of `encoded` ((ids, type ids) per pair) padded to the
    longest, as (input_ids, token_type_ids, attention_mask) long tensors on the CPU."""
    L = max(len(encoded[i][0]) for i in group)
    ids = torch.full((len(group), L), pad_id, dtype=torch.long)
    tt = torch.zeros((len(group), L), dtype=torch.long)
    am = torch.zeros((len(group), L), dtype=torch.long)
    for r, i in enumerate(group):
        n = len(encoded[i][0])
        ids[r, :n] = torch.tensor(encoded[i][0])
        tt[r, :n] = torch.tensor(encoded[i][1])
        am[r, :n] = 1
    return ids, tt, am


def run(model, encoded, pad_id, max_batch_tokens=MAX_BATCH_TOKENS):
    lens = [len(e[0]) for e in encoded]
    with torch.inference_mode():
        for group in plan(lens, max_batch_tokens):
            ids, tt, am = pad_batch(encoded, group, pad_id)
            model(input_ids=ids, token_type_ids=tt, attention_mask=am).logits


def load_models():
    from transformers import BertConfig, BertForSequenceClassification
    models = []
    tiny = ROOT / "tests/fixtures/models/tiny-bert-nli"
    models.append(("tiny-bert", BertForSequenceClassification.from_pretrained(str(tiny)).eval(),
                   Tokenizer.from_file(str(tiny / "tokenizer.json")), 128))
    mini = ROOT / "tests/fixtures/.minilm"
    if (mini / "model.safetensors").exists():
        cfg = BertConfig.from_pretrained(str(mini), num_labels=1)
        m = BertForSequenceClassification.from_pretrained(str(mini), config=cfg).eval()
        tok = Tokenizer.from_file(str(mini / "tokenizer.json"))
        models.append(("minilm-l6", m, tok, 256))
    else:
        print("SKIPPED minilm-l6: run tests/fixtures/fetch_minilm.sh")
    return models


def serve(args):
    import sys
    import transformers
    from transformers import BertForSequenceClassification

    torch.set_num_threads(args.threads)
    model = BertForSequenceClassification.from_pretrained(args.model, dtype=torch.float32).eval()
    tok = Tokenizer.from_file(str(Path(args.model) / "tokenizer.json"))
    tok.no_padding()
    tok.no_truncation()
    pad_id = model.config.pad_token_id or 0
    pairs = json.loads(Path(args.serve).read_text())
    encoded = [encode(tok, c, e, args.max_len) for c, e in pairs]

    def f32():
        run(model, encoded, pad_id, args.max_batch_tokens)

    def bf16():
        with torch.autocast("cpu", dtype=torch.bfloat16):
            run(model, encoded, pad_id, args.max_batch_tokens)

    f32()  # warm-up
    bf16()
    print(json.dumps({"ready": True, "torch": torch.__version__, "transformers": transformers.__version__,
                      "threads": torch.get_num_threads(), "pairs": len(encoded)}), flush=True)
    n = 0
    for line in sys.stdin:
        if line.strip() != "round":
            break
        rates = {}
        order = [("f32", f32), ("bf16", bf16)]
        for name, fn in (order if n % 2 == 0 else order[::-1]):
            t0 = time.perf_counter()
            fn()
            rates[name] = len(encoded) / (time.perf_counter() - t0)
        n += 1
        print(json.dumps(rates), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeats", type=int, default=10)
    ap.add_argument("--serve", help="pairs JSON ([[claim, evidence], ...]) to serve rounds of")
    ap.add_argument("--model", help="model folder (serve mode)")
    ap.add_argument("--max-len", type=int, default=256)
    ap.add_argument("--max-batch-tokens", type=int, default=MAX_BATCH_TOKENS)
    args = ap.parse_args()
    if args.serve:
        return serve(args)
    torch.set_num_threads(args.threads)
    pairs_path = ROOT / "target/bench-judge-pairs.json"
    sets = json.loads(pairs_path.read_text())
    print(f"torch {torch.__version__}, {args.threads} threads")
    for name, model, tok, max_len in load_models():
        tok.no_padding()
        tok.no_truncation()
        pad_id = model.config.pad_token_id or 0
        for n, pairs in sorted(sets.items(), key=lambda kv: int(kv[0])):
            encoded = [encode(tok, c, e, max_len) for c, e in pairs]
            run(model, encoded, pad_id)  # warm-up
            times = []
            for _ in range(args.repeats):
                t0 = time.perf_counter()
                run(model, encoded, pad_id)
                times.append(time.perf_counter() - t0)
            med = statistics.median(times)
            print(f"{name} n={n}: median {med:.4f} s/call, {int(n) / med:.1f} pairs/s")


if __name__ == "__main__":
    main()
