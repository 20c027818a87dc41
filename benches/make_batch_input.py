#!/usr/bin/env python3
"""Build a JSONL input for `sjc batch` from the shipped example records.

Base records: examples/quickstart.json, examples/agent/*.jsonl (compaction records only, not
`*.pairs.jsonl`) and examples/agent/*_r[0-9].json. Output record i is base record
i mod len(base) with a small, deterministic perturbation (seeded), so that the input is as long
as asked but not a verbatim repeat:

- kind 0: unchanged;
- kind 1: one digit of the summary changed (a value swap, as compressors make);
- kind 2: a short entry appended to the summary ("- Checked step i.");
- kind 3: one tool output appended ("run i finished: exit 0"), a new evidence line.

Usage: python3 benches/make_batch_input.py --records 10000 --out /tmp/batch10k.jsonl [--seed 1]
Labels are dropped (`sjc batch` does not read them).
"""
import argparse
import glob
import json
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def base_records():
    recs = [json.load(open(os.path.join(ROOT, "examples/quickstart.json")))]
    for path in sorted(glob.glob(os.path.join(ROOT, "examples/agent/*.jsonl"))):
        if path.endswith(".pairs.jsonl"):
            continue
        with open(path) as f:
            recs += [json.loads(l) for l in f if l.strip()]
    for path in sorted(glob.glob(os.path.join(ROOT, "examples/agent/*_r[0-9].json"))):
        recs.append(json.load(open(path)))
    out = []
    for r in recs:
        r = {k: v for k, v in r.items() if k != "labels"}
        if isinstance(r.get("summary"), str) and r["summary"].strip():
            out.append(r)
    return out


def perturb(rec, i, rng):
    rec = json.loads(json.dumps(rec))
    kind = rng.randrange(4)
    s = rec["summary"]
    if kind == 1:
        digits = [j for j, c in enumerate(s) if c.isdigit()]
        if digits:
            j = rng.choice(digits)
            s = s[:j] + str((int(s[j]) + 1) % 10) + s[j + 1:]
    elif kind == 2:
        s = s.rstrip("\n") + f"\n- Checked step {i}.\n"
    elif kind == 3:
        rec.setdefault("messages", []).append(
            {"role": "tool", "content": f"run {i} finished: exit 0"})
    rec["summary"] = s
    return rec


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--records", type=int, default=1000)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    base = base_records()
    with open(a.out, "w") as f:
        for i in range(a.records):
            f.write(json.dumps(perturb(base[i % len(base)], i, rng), ensure_ascii=False) + "\n")
    print(f"{a.records} records from {len(base)} base records -> {a.out}")


if __name__ == "__main__":
    main()
