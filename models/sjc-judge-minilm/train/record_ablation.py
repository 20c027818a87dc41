#!/usr/bin/env python3
"""Ablation of the hybrid layer's record layer on labelled compaction records (stdlib only).

Reads the rows that `sjc calibrate --data RECORDS... --dump FILE` writes for records (one per
labelled entry: its features, gold label, set, record number and whether the guard capped it)
and, for each cumulative family of features, cross-fits the record layer exactly as
`sjc calibrate` does (`verify::fit::fit_records`): the same weighted L2 logistic regression
(Newton / IRLS, l2 = 1e-3 on the weights, not the bias), folds by record (record number modulo
min(records, 20)), the guard cap 0.01 applied to the out-of-fold scores. The threshold is
conformal risk control (Angelopoulos et al. 2022) at ALPHA over the out-of-fold scores of the
true entries of the --risk sets, and each set's decisions are scored at it: share right, true
entries deleted, AUROC.

    sjc calibrate --model M --features ... --data ../shared/cases/agent ... --dump rows.jsonl
    python3 record_ablation.py rows.jsonl --weight compaction_guard=0.25 --weight quickstart=0 \
        --risk agent [--alpha 0.05]
"""
import argparse, json, math, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ablation import sigmoid, solve  # noqa: E402  (same IRLS pieces as the pair ablation)

FAMILIES = [
    ("lexical", ["overlap", "mismatches", "anchor_ok", "no_evidence"]),
    ("+ best line", ["line_overlap", "anchors_one_line", "negation_mismatch", "rule_weakened"]),
    ("+ verbatim run, quantifier, status", ["run_share", "quantifier_mismatch", "status_conflict"]),
    ("+ flips, row swap", ["prohibition_flip", "row_swap", "instruction_flip"]),
    ("+ open task, task done", ["open_task", "task_done"]),
    ("+ rule lifted", ["rule_lifted"]),
    ("+ coverage over all evidence", ["overlap_all"]),
    ("+ limit dropped (shipped)", ["limit_dropped"]),
]
CAP = 0.01
L2 = 1e-3


def fit(x, y, w, l2=L2):
    d = len(x[0]) + 1
    beta = [0.0] * d
    total = sum(w)
    for _ in range(50):
        grad = [0.0] * d
        hess = [[0.0] * d for _ in range(d)]
        for xi, yi, wi in zip(x, y, w):
            if wi <= 0:
                continue
            r = xi + [1.0]
            p = sigmoid(sum(b * v for b, v in zip(beta, r)))
            s = max(p * (1 - p), 1e-9) * wi
            for a in range(d):
                grad[a] += (p - yi) * r[a] * wi / total
                for b in range(d):
                    hess[a][b] += s * r[a] * r[b] / total
        for k in range(d - 1):
            grad[k] += l2 * beta[k]
            hess[k][k] += l2
        step = solve(hess, grad)
        if step is None:
            return None
        beta = [b - s for b, s in zip(beta, step)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return beta


def auroc(p, y):
    pos = [a for a, b in zip(p, y) if b]
    neg = [a for a, b in zip(p, y) if not b]
    if not pos or not neg:
        return float("nan")
    wins = sum((a > b) + 0.5 * (a == b) for a in pos for b in neg)
    return wins / (len(pos) * len(neg))


def crc(scores, alpha):
    s = sorted(scores)
    k = math.floor(alpha * (len(s) + 1)) - 1
    return 0.0 if k < 0 else min(s[k], 0.5)


def run(rows, names, weights, risk, alpha):
    x = [[r["features"][n] for n in names] for r in rows]
    y = [1.0 if r["supported"] else 0.0 for r in rows]
    w = [weights.get(r["set"], 1.0) for r in rows]
    groups = sorted({r["record"] for r in rows})
    folds = min(len(groups), 20)
    fold = [groups.index(r["record"]) % folds for r in rows]
    oof = [0.0] * len(rows)
    for k in range(folds):
        beta = fit(x, y, [0.0 if f == k else wi for f, wi in zip(fold, w)])
        for i in range(len(rows)):
            if fold[i] == k:
                p = sigmoid(sum(b * v for b, v in zip(beta, x[i] + [1.0])))
                oof[i] = min(p, CAP) if rows[i]["capped"] else p
    t = crc([p for p, r in zip(oof, rows) if r["supported"] and r["set"] in risk], alpha)
    out = []
    for s in dict.fromkeys(r["set"] for r in rows):
        idx = [i for i, r in enumerate(rows) if r["set"] == s]
        right = sum((oof[i] >= t) == rows[i]["supported"] for i in idx)
        true = [i for i in idx if rows[i]["supported"]]
        deleted = sum(oof[i] < t for i in true)
        au = auroc([oof[i] for i in idx], [rows[i]["supported"] for i in idx])
        out.append((s, right, len(idx), deleted, len(true), au))
    return t, out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("rows")
    ap.add_argument("--weight", action="append", default=[], help="SET=W, as sjc calibrate --weight")
    ap.add_argument("--risk", action="append", required=True, help="record set(s) of the risk calibration set")
    ap.add_argument("--alpha", type=float, default=0.05)
    a = ap.parse_args()
    rows = [json.loads(l) for l in open(a.rows) if l.strip()]
    rows = [r for r in rows if "record" in r]
    weights = {k: float(v) for k, v in (w.rsplit("=", 1) for w in a.weight)}
    names = []
    print(f"cross-fitted by record (20 folds), threshold by CRC at alpha {a.alpha} on {'+'.join(a.risk)}:")
    for label, fam in FAMILIES:
        names = names + fam
        t, out = run(rows, names, weights, set(a.risk), a.alpha)
        cells = "  ".join(f"{s} {100 * r / n:.1f}% right, {d}/{nt} true deleted, AUROC {au:.3f}" for s, r, n, d, nt, au in out)
        print(f"{label:42s} t={t:.3f}  {cells}")
    shipped = names
    margins = ["z_support", "z_contradiction"]
    for label, feats in [("model margins alone", margins),
                         ("shipped + model margins", shipped + margins),
                         ("shipped without open_task", [n for n in shipped if n != "open_task"]),
                         ("shipped without limit_dropped", [n for n in shipped if n != "limit_dropped"])]:
        t, out = run(rows, feats, weights, set(a.risk), a.alpha)
        cells = "  ".join(f"{s} {100 * r / n:.1f}% right, {d}/{nt} true deleted, AUROC {au:.3f}" for s, r, n, d, nt, au in out)
        print(f"{label:42s} t={t:.3f}  {cells}")


if __name__ == "__main__":
    main()
