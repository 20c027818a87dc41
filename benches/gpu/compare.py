#!/usr/bin/env python3
"""Compares two `sjc score` outputs on the same pairs (CPU reference vs GPU):
largest and mean |delta P(supported)|, verdict agreement at the prune threshold (default 0.5:
keep when P >= threshold), pairs that errored. Prints one JSON line; exit 1 when a target is
missed (max |dP| > 0.01 or agreement < 99.5 %), 2 on unusable input.

    python3 compare.py CPU.jsonl GPU.jsonl [--threshold 0.5] [--label gpu-bf16]
"""
import argparse
import json
import sys


def load(path):
    rows = {}
    with open(path) as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                rows[r["index"]] = r
    return rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cpu")
    ap.add_argument("gpu")
    ap.add_argument("--threshold", type=float, default=0.5)
    ap.add_argument("--label", default="gpu")
    a = ap.parse_args()
    cpu, gpu = load(a.cpu), load(a.gpu)
    if not cpu or set(cpu) != set(gpu):
        print(f"compare: {a.cpu} and {a.gpu} do not hold the same pairs", file=sys.stderr)
        return 2
    diffs, agree, errors = [], 0, 0
    for i, c in cpu.items():
        g = gpu[i]
        if c.get("p_support") is None or g.get("p_support") is None:
            errors += 1
            continue
        diffs.append(abs(c["p_support"] - g["p_support"]))
        agree += (c["p_support"] >= a.threshold) == (g["p_support"] >= a.threshold)
    n = len(cpu)
    res = {
        "label": a.label,
        "pairs": n,
        "errors": errors,
        "max_abs_dp": max(diffs) if diffs else None,
        "mean_abs_dp": sum(diffs) / len(diffs) if diffs else None,
        "verdict_agreement": agree / n,
        "within_0.01": bool(diffs) and max(diffs) <= 0.01,
        "agreement_ge_99.5": agree / n >= 0.995,
    }
    print(json.dumps(res))
    return 0 if res["within_0.01"] and res["agreement_ge_99.5"] and errors == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
