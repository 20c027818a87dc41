#!/usr/bin/env python3
"""Does the judge's margin help the record layer? Cross-fits the record layer on the rows of
`sjc calibrate --data RECORDS... --features <record features>,z_support,z_contradiction --dump
FILE` with and without the model's margins (z_support, z_contradiction, z_best_span), exactly as
`sjc calibrate` fits it (weighted L2 logistic regression by IRLS, l2 1e-3 off the bias, 20 folds
by record, the guard cap 0.01 on out-of-fold scores, the threshold by conformal risk control at
0.05 on the out-of-fold scores of the true entries of the agent and trial sets; Angelopoulos et
al., "Conformal Risk Control", 2022). The same fit as record_ablation.py, in numpy, because that
one (stdlib only) is too slow on thousands of rows. Its first row reproduces `sjc calibrate`'s
printed cross-fitted decisions for the same features.

    python3 record_margins.py rows.jsonl overlap,mismatches,...   # the record layer's features

Set weights as in the shipped fit: compaction_guard 0.25, quickstart 0, conformance_freeform 0,
trials 0.35. Prints one line per feature set: threshold, and per record set: share right, true
entries deleted of true entries, AUROC.
"""
import json, sys, math
import numpy as np
W = {"compaction_guard": 0.25, "quickstart": 0.0, "conformance_freeform": 0.0, "trials": 0.35}
RISK = {"agent", "trials"}
def fit(X, y, w, l2=1e-3):
    d = X.shape[1] + 1
    A = np.hstack([X, np.ones((len(X), 1))]); beta = np.zeros(d); tot = w.sum()
    for _ in range(50):
        p = 1 / (1 + np.exp(-A @ beta))
        g = A.T @ ((p - y) * w) / tot
        s = np.maximum(p * (1 - p), 1e-9) * w
        H = (A * s[:, None]).T @ A / tot
        g[:-1] += l2 * beta[:-1]; H[np.arange(d - 1), np.arange(d - 1)] += l2
        st = np.linalg.solve(H, g); beta -= st
        if np.abs(st).max() < 1e-8: break
    return beta
def auroc(p, y):
    pos = p[y == 1]; neg = p[y == 0]
    if len(pos) == 0 or len(neg) == 0: return float("nan")
    order = np.argsort(np.concatenate([pos, neg]), kind="mergesort")
    allv = np.concatenate([pos, neg]); ranks = np.empty(len(allv))
    # average ranks for ties
    sv = allv[order]; i = 0
    while i < len(sv):
        j = i
        while j + 1 < len(sv) and sv[j + 1] == sv[i]: j += 1
        ranks[order[i:j + 1]] = (i + j) / 2 + 1; i = j + 1
    return (ranks[:len(pos)].sum() - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))
def run(rows, names):
    X = np.array([[r["features"][n] for n in names] for r in rows], float)
    y = np.array([1.0 if r["supported"] else 0.0 for r in rows]); w = np.array([W.get(r["set"], 1.0) for r in rows])
    groups = sorted({r["record"] for r in rows}); gi = {g: i for i, g in enumerate(groups)}
    fold = np.array([gi[r["record"]] % 20 for r in rows]); cap = np.array([r["capped"] for r in rows])
    oof = np.zeros(len(rows))
    for k in range(20):
        b = fit(X, y, np.where(fold == k, 0.0, w))
        m = fold == k
        p = 1 / (1 + np.exp(-(np.hstack([X[m], np.ones((m.sum(), 1))]) @ b)))
        oof[m] = np.where(cap[m], np.minimum(p, 0.01), p)
    sets = np.array([r["set"] for r in rows])
    risk = np.sort(oof[(y == 1) & np.isin(sets, list(RISK))]); k = math.floor(0.05 * (len(risk) + 1)) - 1
    t = 0.0 if k < 0 else min(risk[k], 0.5)
    out = []
    for s in dict.fromkeys(sets):
        m = sets == s
        right = ((oof[m] >= t) == (y[m] == 1)).sum(); dele = ((oof < t) & m & (y == 1)).sum()
        out.append(f"{s} {100*right/m.sum():.1f}% {dele}/{int((m & (y==1)).sum())} AUROC {auroc(oof[m], y[m]):.3f}")
    return t, out
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
rows = [r for r in rows if "record" in r]
base = sys.argv[2].split(",")
for label, feats in [("record layer (21)", base), ("+ z_support, z_contradiction", base + ["z_support", "z_contradiction"]),
                     ("+ z_support, z_contradiction, z_best_span", base + ["z_support", "z_contradiction", "z_best_span"]),
                     ("margins alone", ["z_support", "z_contradiction", "z_best_span"])]:
    t, out = run(rows, feats)
    print(f"{label:44s} t={t:.3f}  " + "  ".join(out))
