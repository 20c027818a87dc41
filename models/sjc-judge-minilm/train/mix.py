#!/usr/bin/env python3
"""Build the training mix of judge v1 (stage 2) from the parts written by convert.py and gen_agent.py.

All public permitted training rows plus a fixed-size random subset of the generated agent rows,
so that generated templates no longer dominate (v0 trained on 80% generated rows and learned
their templates rather than real text). Also writes the stage-2 dev file used for train.py's
final check: all public dev rows plus a subset of generated dev rows.

    python models/sjc-judge-minilm/train/mix.py --data /work/data2 [--agent-rows 18000] [--seed 7]

Writes DATA/train2.raw.jsonl and DATA/dev2.raw.jsonl (narrow both with `sjc narrow` before
training). Deterministic for a given seed. Stdlib only.
"""
import argparse
import os
import random


def lines(path):
    with open(path, encoding="utf-8") as f:
        return f.readlines()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", required=True, help="folder with public.{train,dev}.raw.jsonl and agent_gen.{train,dev}.raw.jsonl")
    ap.add_argument("--agent-rows", type=int, default=18000)
    ap.add_argument("--agent-dev-rows", type=int, default=800)
    ap.add_argument("--seed", type=int, default=7)
    a = ap.parse_args()
    r = random.Random(a.seed)
    agent = lines(os.path.join(a.data, "agent_gen.train.raw.jsonl"))
    r.shuffle(agent)
    rows = lines(os.path.join(a.data, "public.train.raw.jsonl")) + agent[: a.agent_rows]
    r.shuffle(rows)
    with open(os.path.join(a.data, "train2.raw.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(rows)
    agent_dev = lines(os.path.join(a.data, "agent_gen.dev.raw.jsonl"))
    r.shuffle(agent_dev)
    dev = lines(os.path.join(a.data, "public.dev.raw.jsonl")) + agent_dev[: a.agent_dev_rows]
    with open(os.path.join(a.data, "dev2.raw.jsonl"), "w", encoding="utf-8") as f:
        f.writelines(dev)
    print("train2: %d rows (%d generated), dev2: %d rows" % (len(rows), min(len(agent), a.agent_rows), len(dev)))


if __name__ == "__main__":
    main()
