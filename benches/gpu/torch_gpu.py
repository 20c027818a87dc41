#!/usr/bin/env python3
"""PyTorch eager reference of the GPU check: the same model folder, pairs, max length and
micro-batches as `sjc score`, on the same GPU, in bf16 (weights and activations,
`model.to(torch.bfloat16)`, no torch.compile).

    python3 torch_gpu.py --model DIR --pairs PAIRS.jsonl --max-len 128 \\
        --batch-sizes 32,128,512,1024,4096 [--device cuda] [--dtype bf16] [--repeats 3] [--forward-only]

PAIRS.jsonl: {"claim", "evidence": [spans]} lines (spans joined with "\\n", sjc's
SPAN_SEPARATOR). Tokenizing follows sjc's pair budget (benches/reference_torch.py `encode`).
Batches: pairs sorted by length, grouped to at most batch × max-len padded tokens (what sjc's
--max-batch-tokens does). Per batch size it prints one JSON line per engine, the median of
--repeats timed passes after one warm-up pass:
- `torch-eager-<dtype>` (skipped with --forward-only): a pass includes tokenizing in Python,
  padding, the forward passes and the copy of the logits to the host;
- `torch-eager-<dtype>-forward-only`: the batches are tokenized and put on the device once,
  beforehand, and only the forward passes and the copies of the logits are timed.
With --logits-out it also writes the logits of one pass (in pair order) for comparison with
sjc's.
"""
import argparse
import json
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path[:0] = [str(HERE), str(HERE.parent)]
from reference_torch import encode, pad_batch, plan  # noqa: E402  (benches/reference_torch.py)

import torch  # noqa: E402
from tokenizers import Tokenizer  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--model", required=True)
    ap.add_argument("--pairs", required=True)
    ap.add_argument("--max-len", type=int, default=128)
    ap.add_argument("--batch-sizes", default="32,128,512,1024,4096")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--dtype", default="bf16", choices=["bf16", "f16", "f32"])
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--logits-out")
    ap.add_argument("--forward-only", action="store_true",
                    help="time only the forward passes (skip the passes that include tokenizing)")
    a = ap.parse_args()
    import transformers
    from transformers import BertForSequenceClassification

    dtype = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32}[a.dtype]
    dev = torch.device(a.device)
    model = BertForSequenceClassification.from_pretrained(a.model).eval().to(dev, dtype=dtype)
    tok = Tokenizer.from_file(str(Path(a.model) / "tokenizer.json"))
    tok.no_padding()
    tok.no_truncation()
    pad_id = model.config.pad_token_id or 0
    pairs = []
    for line in open(a.pairs):
        if line.strip():
            p = json.loads(line)
            ev = p["evidence"] if isinstance(p["evidence"], str) else "\n".join(p["evidence"])
            pairs.append((p["claim"], ev))

    def one_pass(max_batch_tokens, keep=False):
        enc = [encode(tok, c, e, a.max_len) for c, e in pairs]
        lens = [len(x[0]) for x in enc]
        out = [None] * len(enc)
        with torch.inference_mode():
            for group in plan(lens, max_batch_tokens):
                ids, tt, am = pad_batch(enc, group, pad_id)
                lg = model(input_ids=ids.to(dev), token_type_ids=tt.to(dev),
                           attention_mask=am.to(dev)).logits.float().cpu()
                if keep:
                    for r, i in enumerate(group):
                        out[i] = lg[r].tolist()
        return sum(lens), out

    def forward_only(max_batch_tokens):
        enc = [encode(tok, c, e, a.max_len) for c, e in pairs]
        lens = [len(x[0]) for x in enc]
        batches = [tuple(t.to(dev) for t in pad_batch(enc, group, pad_id))
                   for group in plan(lens, max_batch_tokens)]

        def run():
            with torch.inference_mode():
                for ids, tt, am in batches:
                    model(input_ids=ids, token_type_ids=tt, attention_mask=am).logits.float().cpu()

        run()  # warm-up
        times = []
        for _ in range(a.repeats):
            if dev.type == "cuda":
                torch.cuda.synchronize()
            t0 = time.perf_counter()
            run()
            if dev.type == "cuda":
                torch.cuda.synchronize()
            times.append(time.perf_counter() - t0)
        return statistics.median(times), sum(lens)

    def timed_full_pass(max_batch_tokens):
        """Median seconds of --repeats passes that include tokenizing, after one warm-up."""
        one_pass(max_batch_tokens)  # warm-up (kernels, allocator)
        times = []
        for _ in range(a.repeats):
            if dev.type == "cuda":
                torch.cuda.synchronize()
            t0 = time.perf_counter()
            tokens, _ = one_pass(max_batch_tokens)
            if dev.type == "cuda":
                torch.cuda.synchronize()
            times.append(time.perf_counter() - t0)
        return tokens, statistics.median(times)

    info = {"torch": torch.__version__, "transformers": transformers.__version__,
            "device": torch.cuda.get_device_name(dev) if dev.type == "cuda" else "cpu",
            "dtype": a.dtype, "attn": getattr(model.config, "_attn_implementation", None),
            "pairs": len(pairs), "max_len": a.max_len}
    print(json.dumps({"torch_info": info}), flush=True)
    if a.logits_out:
        _, lg = one_pass(16384, keep=True)
        Path(a.logits_out).write_text("".join(json.dumps({"index": i, "logits": l}) + "\n"
                                              for i, l in enumerate(lg)))
    for b in [int(x) for x in a.batch_sizes.split(",")]:
        mbt = b * a.max_len
        if not a.forward_only:
            tokens, t = timed_full_pass(mbt)
            print(json.dumps({"engine": f"torch-eager-{a.dtype}", "batch": b, "pairs": len(pairs),
                              "seconds": t, "pairs_per_s": len(pairs) / t,
                              "tokens_per_s": tokens / t}), flush=True)

        # The forward alone: the same micro-batches tokenized, padded and put on the device once,
        # then only the forward passes and the copies of the logits to the host are timed (what
        # PyTorch costs without its Python-side tokenizing; sjc's pass still includes its own).
        t, tokens = forward_only(mbt)
        print(json.dumps({"engine": f"torch-eager-{a.dtype}-forward-only", "batch": b,
                          "pairs": len(pairs), "seconds": t, "pairs_per_s": len(pairs) / t,
                          "tokens_per_s": tokens / t}), flush=True)


if __name__ == "__main__":
    main()
