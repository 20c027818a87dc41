#!/usr/bin/env python3
"""Ablation of the hybrid calibration layer's feature families (stdlib only).

Reads the rows that `sjc calibrate --dump FILE` writes (logits, all hybrid features, gold
label, set): one dump of the dev split to fit on, and dumps of held-out sets to measure on.
For each cumulative family of features it fits the same L2-regularised logistic regression as
`HybridLayer::fit_features` (Newton / IRLS, l2 = 1e-3 on the weights, not the bias), and prints
the 2-fold cross-validated dev NLL and, per held-out set, AUROC and ECE (15 bins); the mean
AUROC over sets and the pooled ECE close each row. With --write DIR it also writes one
calibration.json per family (`DIR/<family>/calibration.json`), for running the fixtures
through `sjc eval` with each.

Usage:
  sjc calibrate --model M --method hybrid --data dev2.jsonl --dump dev.rows.jsonl
  sjc calibrate --model M --method hybrid --data heldout.X.jsonl --sample 300 --out /dev/null --dump X.rows.jsonl
  python3 ablation.py --dev dev.rows.jsonl [flips.rows.jsonl] --heldout X.rows.jsonl Y.rows.jsonl [--write DIR]
      [--from-shipped]
"""
import argparse, json, math, os

FAMILIES = [
    ("model", ["z_support", "z_contradiction"]),
    ("+lexical", ["overlap", "mismatches", "anchor_ok", "no_evidence"]),
    ("+best line", ["line_overlap", "anchors_one_line", "negation_mismatch", "rule_weakened"]),
    ("+per-span max", ["z_best_span"]),
    ("+verbatim run", ["run_share"]),
    ("+quantifier, status", ["quantifier_mismatch", "status_conflict"]),
    ("+prohibition flip", ["prohibition_flip"]),
    ("+row swap", ["row_swap"]),
]

# --from-shipped: the shipped ten features, then each later family on top of them alone.
SHIPPED = ["z_support", "z_contradiction", "overlap", "mismatches", "anchor_ok", "no_evidence",
           "line_overlap", "anchors_one_line", "negation_mismatch", "rule_weakened"]
FROM_SHIPPED = [
    ("shipped ten", SHIPPED),
    ("+prohibition flip", ["prohibition_flip"]),
    ("+row swap", ["row_swap"]),
    ("+quantifier, status", ["quantifier_mismatch", "status_conflict"]),
]


def load(path):
    rows = []
    with open(path) as f:
        for line in f:
            if line.strip():
                rows.append(json.loads(line))
    return rows


def sigmoid(z):
    if z >= 0:
        return 1.0 / (1.0 + math.exp(-z))
    e = math.exp(z)
    return e / (1.0 + e)


def solve(a, b):
    d = len(b)
    a = [r[:] for r in a]
    b = b[:]
    for c in range(d):
        p = max(range(c, d), key=lambda i: abs(a[i][c]))
        if abs(a[p][c]) < 1e-12:
            return None
        a[c], a[p] = a[p], a[c]
        b[c], b[p] = b[p], b[c]
        for r in range(c + 1, d):
            f = a[r][c] / a[c][c]
            for k in range(c, d):
                a[r][k] -= f * a[c][k]
            b[r] -= f * b[c]
    x = [0.0] * d
    for r in range(d - 1, -1, -1):
        x[r] = (b[r] - sum(a[r][k] * x[k] for k in range(r + 1, d))) / a[r][r]
    return x


def fit(rows, names, l2=1e-3, offset=None):
    """IRLS fit of weights for `names` plus a bias; with `offset` (a fitted layer: names,
    weights, bias), the layer's logit is a fixed offset and only `names` are fitted, no bias."""
    X = [[r["features"][n] for n in names] + ([] if offset else [1.0]) for r in rows]
    y = [1.0 if r["supported"] else 0.0 for r in rows]
    off = [logit_of(offset, r) if offset else 0.0 for r in rows]
    d, n = len(X[0]), len(rows)
    w = [0.0] * d
    for _ in range(50):
        g = [0.0] * d
        h = [[0.0] * d for _ in range(d)]
        for x, t, o in zip(X, y, off):
            p = sigmoid(o + sum(wi * xi for wi, xi in zip(w, x)))
            s = max(p * (1 - p), 1e-9)
            for i in range(d):
                g[i] += (p - t) * x[i] / n
                for j in range(d):
                    h[i][j] += s * x[i] * x[j] / n
        for i in range(len(names)):
            g[i] += l2 * w[i]
            h[i][i] += l2
        step = solve(h, g)
        if step is None:
            break
        w = [wi - si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-8:
            break
    return w


def logit_of(layer, r):
    names, weights, bias = layer
    return sum(wi * r["features"][n] for wi, n in zip(weights, names)) + bias


def predict(w, names, rows):
    return [sigmoid(sum(wi * r["features"][n] for wi, n in zip(w, names)) + w[-1]) for r in rows]


def auroc(p, y):
    pos = [a for a, b in zip(p, y) if b]
    neg = [a for a, b in zip(p, y) if not b]
    if not pos or not neg:
        return None
    ranked = sorted(zip(p, y))
    ranks, i = {}, 0
    r = [0.0] * len(ranked)
    while i < len(ranked):
        j = i
        while j + 1 < len(ranked) and ranked[j + 1][0] == ranked[i][0]:
            j += 1
        for k in range(i, j + 1):
            r[k] = (i + j) / 2 + 1
        i = j + 1
    rank_sum = sum(rk for rk, (_, yy) in zip(r, ranked) if yy)
    return (rank_sum - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


def ece(p, y, bins=15):
    tot, n = 0.0, len(p)
    for b in range(bins):
        lo, hi = b / bins, (b + 1) / bins
        idx = [i for i, v in enumerate(p) if (lo <= v < hi) or (b == bins - 1 and v == 1.0)]
        if idx:
            conf = sum(p[i] for i in idx) / len(idx)
            acc = sum(1 for i in idx if y[i]) / len(idx)
            tot += len(idx) / n * abs(conf - acc)
    return tot if n else None


def nll(p, y):
    eps = 1e-12
    return -sum(math.log(max(v, eps)) if t else math.log(max(1 - v, eps)) for v, t in zip(p, y)) / len(p)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dev", required=True, nargs="+", help="dev dumps to fit on (rows of all files pooled)")
    ap.add_argument("--from-shipped", action="store_true",
                    help="families: the shipped ten features, then prohibition flip, row swap, quantifier/status")
    ap.add_argument("--heldout", nargs="+", required=True)
    ap.add_argument("--write", help="write DIR/<family>/calibration.json for each family")
    ap.add_argument("--shipped", help="a calibration.json to measure as it is (last row), e.g. the shipped one")
    ap.add_argument("--lexical", help="`sjc eval --json` output whose per-set lexical_auroc closes the table")
    ap.add_argument("--offset", help="a calibration.json kept fixed: fit only --new features on top of its logit")
    ap.add_argument("--new", default="prohibition_flip,row_swap", help="features fitted with --offset (comma-separated)")
    a = ap.parse_args()
    if a.offset:
        return offset_fit(a)
    dev = [r for d in a.dev for r in load(d)]
    for i, r in enumerate(dev):
        r["_fold"] = r.get("fold", i % 2)
    held = {os.path.basename(h).replace(".rows.jsonl", ""): load(h) for h in a.heldout}
    names = []
    print(f"{'features':<22} {'devCV-NLL':>9} " + " ".join(f"{k[:14]:>14}" for k in held) + f" {'meanAUROC':>9} {'pooledECE':>9}")
    for fam, add in (FROM_SHIPPED if a.from_shipped else FAMILIES):
        names = names + add
        p_cv = [0.0] * len(dev)
        for k in (0, 1):
            w = fit([r for r in dev if r["_fold"] != k], names)
            test = [i for i, r in enumerate(dev) if r["_fold"] == k]
            for i, p in zip(test, predict(w, names, [dev[i] for i in test])):
                p_cv[i] = p
        cv = nll(p_cv, [r["supported"] for r in dev])
        w = fit(dev, names)
        cells, aucs, allp, ally = [], [], [], []
        for k, rows in held.items():
            p = predict(w, names, rows)
            y = [r["supported"] for r in rows]
            au = auroc(p, y)
            aucs.append(au)
            allp += p
            ally += y
            cells.append(f"{au:.3f}/{ece(p, y):.3f}")
        mean = sum(aucs) / len(aucs)
        print(f"{fam:<22} {cv:>9.4f} " + " ".join(f"{c:>14}" for c in cells) + f" {mean:>9.3f} {ece(allp, ally):>9.3f}")
        if a.write:
            d = os.path.join(a.write, fam.replace("+", "").replace(" ", "_").replace(",", ""))
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "calibration.json"), "w") as f:
                json.dump({"method": "hybrid", "features": names, "weights": w[:-1], "bias": w[-1],
                           "contradiction_temperature": 1.0}, f, indent=2)
    if a.shipped:
        c = json.load(open(a.shipped))
        w = c["weights"] + [c["bias"]]
        names = c["features"]
        cells, aucs, allp, ally = [], [], [], []
        for k, rows in held.items():
            p = predict(w, names, rows)
            y = [r["supported"] for r in rows]
            aucs.append(auroc(p, y))
            allp += p
            ally += y
            cells.append(f"{aucs[-1]:.3f}/{ece(p, y):.3f}")
        print(f"{'shipped':<22} {'':>9} " + " ".join(f"{c:>14}" for c in cells) + f" {sum(aucs) / len(aucs):>9.3f} {ece(allp, ally):>9.3f}")
    if a.lexical:
        lex = {s["set"]: s.get("lexical_auroc") for s in json.load(open(a.lexical))["sets"]}
        cells = [f"{lex.get(k, lex.get(k + '.pairs')) or float('nan'):.3f}" for k in held]
        vals = [float(c) for c in cells if c != "nan"]
        print(f"{'lexical baseline':<22} {'':>9} " + " ".join(f"{c:>14}" for c in cells) + f" {sum(vals) / len(vals):>9.3f}")
    print("(cells: AUROC/ECE per held-out set; families fitted on --dev, l2 1e-3)")


def offset_fit(a):
    """Fit only the --new features' weights with the --offset layer's logit fixed (no new bias),
    so entries on which no new feature fires keep exactly their probability."""
    c = json.load(open(a.offset))
    base = (c["features"], c["weights"], c["bias"])
    new = a.new.split(",")
    dev = [r for d in a.dev for r in load(d)]
    held = {os.path.basename(h).replace(".rows.jsonl", ""): load(h) for h in a.heldout}
    w = fit(dev, new, offset=base)
    names, weights = base[0] + new, base[1] + w
    for i in range(2):
        fold = [r for j, r in enumerate(dev) if r.get("fold", j % 2) == i]
        print("weights fitted on fold %d alone: %s" % (i, [round(x, 3) for x in fit(fold, new, offset=base)]))
    print("weights of %s: %s (offset: %s)" % (new, [round(x, 3) for x in w], a.offset))
    for n in new:
        on = [r for r in dev if r["features"][n] > 0]
        print("  %s fires on %d dev rows, %d supported" % (n, len(on), sum(r["supported"] for r in on)))
    for label, (nm, wt, b) in (("offset layer", base), ("with new", (names, weights, c["bias"]))):
        cells, aucs, allp, ally = [], [], [], []
        for k, rows in held.items():
            p = [sigmoid(logit_of((nm, wt, b), r)) for r in rows]
            y = [r["supported"] for r in rows]
            aucs.append(auroc(p, y))
            allp += p
            ally += y
            cells.append("%s %.3f/%.3f" % (k[:12], aucs[-1], ece(p, y)))
        print("%-13s mean AUROC %.3f pooled ECE %.3f | %s" % (label, sum(aucs) / len(aucs), ece(allp, ally), "  ".join(cells)))
    if a.write:
        out = dict(c)
        out.update({"features": names, "weights": weights})
        fitted = dict(out.get("fitted") or {})
        if "offset_fit" in fitted:  # an earlier offset fit stays on record, oldest first
            fitted["earlier_offset_fits"] = fitted.get("earlier_offset_fits", []) + [fitted["offset_fit"]]
        fitted["offset_fit"] = {"by": "train/ablation.py --offset", "new_features": new,
                                "weights": w, "data": [os.path.basename(d) for d in a.dev],
                                "note": "weights of the new features fitted (IRLS, l2 1e-3) with the offset layer's logit fixed"}
        out["fitted"] = fitted
        os.makedirs(a.write, exist_ok=True)
        with open(os.path.join(a.write, "calibration.json"), "w") as f:
            json.dump(out, f, indent=2)


if __name__ == "__main__":
    main()
