#!/usr/bin/env python3
"""Score labelled compaction records with `sjc prune`, as tests/cases.rs does, and compare runs.

A development tool (standard library only). Labelled records are `NAME.json` next to
`NAME.labels.json` (the `sjc eval` format). Labels are matched to report entries exactly as
`run_case` in tests/cases.rs matches them (whitespace collapsed; equal, then contained, then an
entry inside its label of more than half its length).

  score_records.py run --sjc target/release/sjc --out DIR FOLDER...
      Runs `sjc prune --input NAME.json --format json` on every labelled record (default
      options, SJC_MODEL unset), writes DIR/NAME.report.json and DIR/scores.tsv (record, label,
      kept, p_support, features as JSON, entry text), and prints per prefix (`s38A_` ...) and in
      all: entries right, true entries deleted.
  score_records.py known-wrong DIR
      Prints the body of a KNOWN_WRONG list for tests/cases.rs from DIR/scores.tsv: every entry
      decided wrong, as `("stem", "first 40 characters"), // label, kept|deleted`.
  score_records.py diff DIR_A DIR_B
      Lists the entries whose decision changed between two runs, and the totals of each.
  score_records.py fires DIR_A DIR_B FEATURE
      Lists the entries on which FEATURE is non-zero in DIR_B and was zero in DIR_A.
"""
import json
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor


def collapse(s):
    return " ".join(s.split())


def match_labels(report, labels):
    """Yields (label entry, report entry) pairs, matched as tests/cases.rs matches them."""
    entries = report["entries"]
    texts = [collapse(e["text"]) for e in entries]
    used = [False] * len(entries)
    for l in labels["entries"]:
        t = collapse(l["text"])
        i = next((i for i in range(len(texts)) if not used[i] and texts[i] == t), None)
        if i is None:
            i = next((i for i in range(len(texts)) if not used[i] and t in texts[i]), None)
        if i is None:
            i = next(
                (i for i in range(len(texts))
                 if not used[i] and texts[i] in t and 2 * len(texts[i]) > len(t)),
                None,
            )
        if i is None:
            raise SystemExit(f"labelled entry not parsed: {t!r}")
        used[i] = True
        yield l, entries[i]


def records(folder):
    for f in sorted(os.listdir(folder)):
        if f.endswith(".labels.json"):
            stem = f[: -len(".labels.json")]
            yield stem, os.path.join(folder, stem + ".json"), os.path.join(folder, f)


def run_one(sjc, out, stem, case, labels):
    env = dict(os.environ)
    env.pop("SJC_MODEL", None)
    p = subprocess.run(
        [sjc, "prune", "--input", case, "--format", "json"],
        capture_output=True, env=env,
    )
    if p.returncode not in (0, 3, 4):
        raise SystemExit(f"{stem}: exit {p.returncode}: {p.stderr.decode()}")
    report = json.loads(p.stdout)
    with open(os.path.join(out, stem + ".report.json"), "w") as fh:
        json.dump(report, fh, indent=1, ensure_ascii=False)
    want = json.load(open(labels))
    rows = []
    for l, e in match_labels(report, want):
        rows.append((stem, l["label"], e["kept"], e.get("p_support"),
                     json.dumps(e.get("features", {})), collapse(l["text"])))
    return rows


def totals(rows):
    right = sum((kept == (label == "supported")) for _, label, kept, *_ in rows)
    true = sum(label == "supported" for _, label, *_ in rows)
    true_del = sum(label == "supported" and not kept for _, label, kept, *_ in rows)
    return right, len(rows), true_del, true


def fmt(t):
    right, n, td, tt = t
    return f"{right}/{n} right ({100 * right / max(n, 1):.1f}%), {td}/{tt} true deleted"


def cmd_run(args):
    sjc, out = None, None
    folders = []
    it = iter(args)
    for a in it:
        if a == "--sjc":
            sjc = next(it)
        elif a == "--out":
            out = next(it)
        else:
            folders.append(a)
    if not sjc or not out or not folders:
        raise SystemExit(__doc__)
    os.makedirs(out, exist_ok=True)
    jobs = [r for f in folders for r in records(f)]
    with ThreadPoolExecutor(max_workers=2) as ex:
        results = list(ex.map(lambda r: run_one(sjc, out, *r), jobs))
    rows = [row for rs in results for row in rs]
    with open(os.path.join(out, "scores.tsv"), "w") as fh:
        for r in rows:
            fh.write("\t".join(str(x) for x in r) + "\n")
    by = {}
    for r in rows:
        by.setdefault(r[0].split("_")[0], []).append(r)
    for k in sorted(by):
        print(f"{k}: {fmt(totals(by[k]))}")
    print(f"all ({len(jobs)} records): {fmt(totals(rows))}")


def load(d):
    rows = []
    for line in open(os.path.join(d, "scores.tsv")):
        stem, label, kept, p, feats, text = line.rstrip("\n").split("\t", 5)
        rows.append((stem, label, kept == "True", None if p == "None" else float(p),
                     json.loads(feats), text))
    return rows


def rust_str(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


def cmd_known_wrong(d):
    rows = load(d)
    for stem, label, kept, _p, _f, text in rows:
        if kept != (label == "supported"):
            print(f'    ("{rust_str(stem)}", "{rust_str(text[:40])}"), // {label}, '
                  f'{"kept" if kept else "deleted"}')
    print(f"// {fmt(totals(rows))}; false kept "
          f"{sum(l != 'supported' and k for _, l, k, *_ in rows)}", file=sys.stderr)


def cmd_diff(a, b):
    ra, rb = load(a), load(b)
    keyed = {}
    for r in ra:
        keyed.setdefault((r[0], r[5]), []).append(r)
    for r in rb:
        old = keyed.get((r[0], r[5]), [None]).pop(0) if keyed.get((r[0], r[5])) else None
        if old is not None and old[2] != r[2]:
            now = "kept" if r[2] else "deleted"
            print(f"{r[0]}\t{r[1]}\t{old[3]:.3f}->{r[3]:.3f}\t{now}\t{r[5][:100]}")
    print(f"A: {fmt(totals(ra))}\nB: {fmt(totals(rb))}")


def cmd_fires(a, b, feature):
    ra = {(r[0], r[5]): r for r in load(a)}
    for r in load(b):
        old = ra.get((r[0], r[5]))
        if r[4].get(feature, 0) and old is not None and not old[4].get(feature, 0):
            print(f"{r[0]}\t{r[1]}\t{'kept' if r[2] else 'deleted'}\t{r[5][:110]}")


def main():
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    cmd, rest = sys.argv[1], sys.argv[2:]
    if cmd == "run":
        cmd_run(rest)
    elif cmd == "known-wrong" and len(rest) == 1:
        cmd_known_wrong(rest[0])
    elif cmd == "diff" and len(rest) == 2:
        cmd_diff(*rest)
    elif cmd == "fires" and len(rest) == 3:
        cmd_fires(*rest)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main()
