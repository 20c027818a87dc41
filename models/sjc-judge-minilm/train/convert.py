#!/usr/bin/env python3
"""Convert the read-only public sets in /work/shared/data into judge pairs.

Output rows (JSONL): {"claim", "evidence", "label", "set", "split", "group"}
  label  in {supported, unsupported, contradicted}
  split  in {train, dev, heldout}
  group  = hash of the (normalised) source document; rows sharing a document,
           or a claim for claim-keyed sets, are merged into one component and a
           component never spans two splits.

Files written to --out:
  train.raw.jsonl, dev.raw.jsonl        permitted (commercial-use) sets only
  heldout.<name>.raw.jsonl              evaluation-only sets / held-out slices
  convert.counts.json                   counts per set/split/label

Licence decisions are documented in DATA.md next to this file.
Stdlib only; deterministic.
"""
import argparse
import ast
import csv
import glob
import hashlib
import json
import os
import re
import sys
from collections import Counter, defaultdict

csv.field_size_limit(1 << 30)

SUP, UNS, CON = "supported", "unsupported", "contradicted"
DEV_PCT = 10  # % of permitted components that go to dev

# SummEdits domains: train = permitted for commercial training
SUMMEDITS_TRAIN = ["qmsumm", "sales_call", "scitldr"]
# held out for evaluation (news, sales_email per brief; podcast, ectsum, samsum for licence reasons)
SUMMEDITS_HELDOUT = ["news", "sales_email", "podcast", "ectsum", "samsum"]


def norm_ws(s):
    return re.sub(r"\s+", " ", (s or "")).strip()


def doc_key(text):
    """Hash of a normalised document: case-, whitespace- and punctuation-insensitive,
    first 600 alnum chars (so truncated / re-cased copies of one article collide)."""
    t = re.sub(r"[^a-z0-9]", "", (text or "").lower())[:600]
    return hashlib.sha1(t.encode()).hexdigest()[:16]


def claim_key(text):
    t = re.sub(r"[^a-z0-9]+", " ", (text or "").lower()).strip()
    return hashlib.sha1(t.encode()).hexdigest()[:16]


def mk(claim, evidence, label, set_name, extra_keys=()):
    claim = norm_ws(claim)
    evidence = (evidence or "").strip()
    if not claim or not evidence:
        return None
    assert label in (SUP, UNS, CON), label
    return {"claim": claim, "evidence": evidence, "label": label, "set": set_name,
            "_keys": ["d:" + doc_key(evidence)] + list(extra_keys)}


def D(*p):
    return os.path.join(ARGS.data, *p)


def lit(v):
    if isinstance(v, str):
        try:
            return ast.literal_eval(v)
        except Exception:
            return v
    return v


# ---------------------------------------------------------------- loaders
# each returns list of rows (dicts from mk); `set` names are final names.

def load_summedits():
    out = []
    for path in sorted(glob.glob(D("summedits", "data__summedits__summedits_*.json"))):
        dom = os.path.basename(path)[len("data__summedits__summedits_"):-len(".json")]
        for it in json.load(open(path)):
            et = lit(it.get("edit_types")) or []
            if isinstance(et, str):
                et = [et]
            if str(it["label"]) == "1":
                lab = SUP
            elif any(e in ("antonym_swap", "negation_insertion_removal", "entity_modification") for e in et):
                lab = CON
            else:
                lab = UNS  # hallucinated_fact_insertion or unknown
            r = mk(it["summary"], it["doc"], lab, "summedits_" + dom)
            if r:
                out.append(r)
    return out


def load_bump():
    out = []
    for fn in ("data__task1_dataset.json", "data__task2_dataset.json"):
        for it in json.load(open(D("bump", fn))):
            et = (it.get("corrected_error_type") or it.get("error_type") or "").lower()
            lab = CON if et.startswith("intrinsic") else UNS
            pk = "p:bump:" + doc_key(it["article"]) + ":" + claim_key(it["reference_summary"])
            for c, l in ((it["reference_summary"], SUP), (it["edited_summary"], lab)):
                r = mk(c, it["article"], l, "bump", [pk])
                if r:
                    out.append(r)
    return out


WELSH = re.compile(r"\b(y|yn|ac|wedi|mae|ei|gan|ar gyfer|roedd|bod)\b")


def looks_welsh(t):
    w = t.lower().split()[:200]
    if not w:
        return False
    hits = sum(1 for x in w if x in {"y", "yn", "ac", "wedi", "mae", "ei", "gan", "roedd", "bod", "i'r", "o'r", "hyn", "fod"})
    return hits / len(w) > 0.08


def load_summac_subsets():
    out = []
    for sub in ("factcc", "summeval", "xsumfaith", "polytope"):
        j = json.load(open(D("summac_subsets", "data__%s.json" % sub)))
        for k, v in j.items():
            v = lit(v)
            if not isinstance(v, dict):
                continue
            if looks_welsh(v["document"]):
                continue
            lab = SUP if str(v["label"]) == "1" else UNS
            name = "summac_polytope" if sub == "polytope" else "summac_" + sub
            r = mk(v["claim"], v["document"], lab, name)
            if r:
                out.append(r)
    return out


CONTRA_RE = re.compile(
    r"(contradict|opposite|instead of|rather than|not \w+ but|whereas the article|while the article (states|says|mentions)|"
    r"but the article (states|says|mentions|indicates)|however, the article (states|says|mentions|indicates)|"
    r"incorrect(ly)? (states|attribut)|wrong(ly)?|misattribut)", re.I)
ABSENT_RE = re.compile(r"(does not mention|doesn't mention|not mentioned|no mention|no information|not in the article|"
                       r"not supported by the article|cannot be inferred|is not stated)", re.I)


def load_summacoz():
    out = []
    for it in (json.loads(l) for l in open(D("summacoz", "data__raw__cogensumm_test.jsonl"))):
        lab = SUP if str(it["label"]) == "1" else UNS
        r = mk(it["claim"], it["document"], lab, "summacoz")
        if r:
            out.append(r)
    for path in sorted(glob.glob(D("summacoz", "benchmark", "gpt-4-1106-preview", "*.jsonl"))):
        for line in open(path):
            if not line.strip():
                continue
            it = json.loads(line)
            if it.get("dataset") == "polytope":  # no licence upstream: not for training
                continue
            if looks_welsh(it["document"]):
                continue
            reason = it.get("human_reason") or ""
            lab = CON if (CONTRA_RE.search(reason) and not ABSENT_RE.search(reason)) else UNS
            r = mk(it["claim"], it["document"], lab, "summacoz")
            if r:
                out.append(r)
    return out


def load_begin():
    out = []
    files = [("wow__begin_test_wow.tsv", "begin_wow_test"), ("wow__begin_dev_wow.tsv", "begin_dev"),
             ("cmu-dog__begin_dev_cmu.tsv", "begin_dev"), ("topicalchat__begin_dev_tc.tsv", "begin_dev")]
    for fn, name in files:
        with open(D("begin", fn), newline="") as f:
            for it in csv.DictReader(f, delimiter="\t"):
                lab = (it.get("begin_label") or "").strip()
                if lab == "Fully attributable":
                    l = SUP
                elif lab == "Not fully attributable":
                    l = UNS
                else:
                    continue
                r = mk(it["response"], it["knowledge"], l, name)
                if r:
                    out.append(r)
    return out


def load_faithdial():
    out = []
    for path in sorted(glob.glob(D("faithdial_audit", "data-audit__*.csv"))):
        with open(path, newline="") as f:
            rd = csv.DictReader(f)
            for it in rd:
                if "__gold__" in path:
                    know, resp, lab = it.get("evidence"), it.get("response"), (it.get("BEGIN") or "")
                else:
                    know = it.get("knowledge")
                    col = [c for c in ("gpt2", "doha", "ctrl") if c in it][0]
                    resp, lab = it.get(col), (it.get("begin_label") or "")
                lab = lab.strip().lower()
                if not lab:
                    continue
                if "halluc" in lab:
                    l = UNS
                elif "entail" in lab:
                    l = SUP
                else:
                    continue  # generic / uncooperative only
                r = mk(resp, know, l, "faithdial_audit")
                if r:
                    out.append(r)
    return out


def detok(tokens):
    s = " ".join(tokens)
    s = re.sub(r" ([,.;:!?%)\]])", r"\1", s)
    s = re.sub(r"([(\[$]) ", r"\1", s)
    s = re.sub(r" ?- ?", "-", s)
    s = re.sub(r" ?' ?s\b", "'s", s)
    s = re.sub(r"\s+", " ", s).strip()
    s = re.sub(r",\s*([.,])", r"\1", s)
    return s


def wice_ev(ev):
    ev = lit(ev)
    if isinstance(ev, list):
        return "\n".join(str(x) for x in ev)
    return str(ev)


def load_wice():
    out = []
    for sp in ("dev", "test"):
        name = "wice_test" if sp == "test" else "wice_dev"
        for line in open(D("wice", "data__entailment_retrieval__claim__%s.jsonl" % sp)):
            it = json.loads(line)
            l = SUP if it["label"] == "supported" else UNS
            r = mk(it["claim"], wice_ev(it["evidence"]), l, name)
            if r:
                out.append(r)
    for sp in ("train", "dev", "test"):
        name = "wice_nst_test" if sp == "test" else "wice_nst"
        for line in open(D("wice", "data__non_supported_tokens__%s.jsonl" % sp)):
            it = json.loads(line)
            ev = wice_ev(it["evidence"])
            r = mk(it["claim"], ev, UNS, name)
            if r:
                out.append(r)
            toks, mask = lit(it["claim_tokens"]), lit(it["non_supported_spans"])
            if isinstance(toks, list) and isinstance(mask, list) and len(toks) == len(mask):
                keep = [t for t, m in zip(toks, mask) if not m]
                if len(keep) >= 5 and (len(toks) - len(keep)) <= 0.4 * len(toks):
                    r = mk(detok(keep), ev, SUP, name)
                    if r:
                        out.append(r)
    return out


def load_factcheck_gpt():
    out = []
    m = {"completely-support": SUP, "partially-support": UNS, "refute": CON, "irrelevant": UNS}
    for line in open(D("factcheck_gpt", "subtasks__subtask3_claim_evidence_stance.jsonl")):
        it = json.loads(line)
        l = m.get((it.get("stance") or "").strip())
        if not l:
            continue
        # same claim appears with several evidences: key the component by claim too
        r = mk(it["claim"], it["evidence"], l, "factcheck_gpt", ["c:" + claim_key(it["claim"])])
        if r:
            out.append(r)
    return out


# ------------------------------------------------ evaluation-only (no commercial licence)

def load_anli():
    out = []
    m = {"e": SUP, "n": UNS, "c": CON}
    for rnd in ("r1", "r2", "r3"):
        with open(D("anli_dev", "anlizinganli__anli_annot_v0.2__ANLI_analysis_%s_dev.csv" % rnd), newline="") as f:
            for it in csv.DictReader(f):
                l = m.get((it.get("gold_label") or "").strip())
                if l:
                    r = mk(it["statement"], it["context"], l, "anli_" + rnd)
                    if r:
                        out.append(r)
    return out


def load_climate_fever():
    out = []
    m = {"SUPPORTS": SUP, "REFUTES": CON, "NOT_ENOUGH_INFO": UNS}
    for line in open(D("climate_fever", "dataset__climate-fever.jsonl")):
        it = json.loads(line)
        for ev in lit(it["evidences"]):
            l = m.get(ev.get("evidence_label"))
            if l:
                r = mk(it["claim"], "%s: %s" % (ev.get("article", ""), ev["evidence"]), l, "climate_fever")
                if r:
                    out.append(r)
    return out


def load_healthver():
    out = []
    m = {"Supports": SUP, "Refutes": CON, "Neutral": UNS}
    with open(D("healthver", "data__healthver_test.csv"), newline="") as f:
        for it in csv.DictReader(f):
            l = m.get((it.get("label") or "").strip())
            if l:
                r = mk(it["claim"], it["evidence"], l, "healthver_test")
                if r:
                    out.append(r)
    return out


def load_sick():
    out = []
    m = {"ENTAILMENT": SUP, "NEUTRAL": UNS, "CONTRADICTION": CON}
    with open(D("sick", "SICK.txt"), newline="") as f:
        for it in csv.DictReader(f, delimiter="\t"):
            l = m.get((it.get("entailment_judgment") or "").strip())
            if l:
                r = mk(it["sentence_B"], it["sentence_A"], l, "sick")
                if r:
                    out.append(r)
    return out


def load_covidfact():
    out = []
    for line in open(D("covidfact", "COVIDFACT_dataset.jsonl")):
        it = json.loads(line)
        l = SUP if it["label"] == "SUPPORTED" else CON
        ev = lit(it["evidence"])
        ev = " ".join(ev) if isinstance(ev, list) else str(ev)
        r = mk(it["claim"], ev, l, "covidfact")
        if r:
            out.append(r)
    return out


# set name -> (loader-produced set name) routing
TRAIN_SETS = {"bump", "summac_factcc", "summac_summeval", "summac_xsumfaith", "summacoz", "begin_wow_test",
              "faithdial_audit", "wice_dev", "wice_nst", "factcheck_gpt"} | {"summedits_" + d for d in SUMMEDITS_TRAIN}
# held-out file name for each eval-only / held-out set
HELDOUT_SETS = {"wice_test": "wice_test", "wice_nst_test": "wice_nst_test", "begin_dev": "begin_dev",
                "healthver_test": "healthver_test", "summac_polytope": "summac_polytope",
                "anli_r1": "anli_r1", "anli_r2": "anli_r2", "anli_r3": "anli_r3",
                "climate_fever": "climate_fever", "sick": "sick", "covidfact": "covidfact"}
HELDOUT_SETS.update({"summedits_" + d: "summedits_" + d for d in SUMMEDITS_HELDOUT})


class UF:
    def __init__(self):
        self.p = {}

    def f(self, x):
        p = self.p
        p.setdefault(x, x)
        while p[x] != x:
            p[x] = p[p[x]]
            x = p[x]
        return x

    def u(self, a, b):
        a, b = self.f(a), self.f(b)
        if a != b:
            if a < b:
                self.p[b] = a
            else:
                self.p[a] = b


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument("--data", default="/work/shared/data")
    ap.add_argument("--out", required=True)
    ARGS = ap.parse_args()
    os.makedirs(ARGS.out, exist_ok=True)

    loaders = [load_summedits, load_bump, load_summac_subsets, load_summacoz, load_begin, load_faithdial,
               load_wice, load_factcheck_gpt, load_anli, load_climate_fever, load_healthver, load_sick,
               load_covidfact]
    rows = []
    for fn in loaders:
        got = fn()
        print("loaded %-22s %6d" % (fn.__name__[5:], len(got)), file=sys.stderr)
        rows.extend(got)
    for r in rows:
        assert r["set"] in TRAIN_SETS or r["set"] in HELDOUT_SETS, r["set"]

    # ---- held-out rows: each file dedups within itself on (claim, doc)
    heldout = defaultdict(list)
    heldout_docs = set()
    seen_h = defaultdict(set)
    for r in rows:
        if r["set"] in HELDOUT_SETS:
            name = HELDOUT_SETS[r["set"]]
            k = (claim_key(r["claim"]), r["_keys"][0])
            if k in seen_h[name]:
                continue
            seen_h[name].add(k)
            r["split"] = "heldout"
            r["group"] = r["_keys"][0][2:]
            heldout[name].append(r)
            heldout_docs.add(r["_keys"][0])

    # ---- permitted rows: components over doc (+claim / pair) keys
    perm = [r for r in rows if r["set"] in TRAIN_SETS]
    uf = UF()
    for r in perm:
        uf.f(r["_keys"][0])
        for k in r["_keys"][1:]:
            uf.u(r["_keys"][0], k)
    # any component touching a held-out document is dropped from train/dev
    tainted = {uf.f(k) for k in heldout_docs if k in uf.p}
    dropped_overlap = Counter()
    seen = {}
    dup = Counter()
    kept = []
    # priority order for cross-set dedup: keep the first occurrence in this set order
    order = ["summacoz", "summac_factcc", "summac_summeval", "summac_xsumfaith", "bump", "begin_wow_test",
             "faithdial_audit", "wice_dev", "wice_nst", "factcheck_gpt"] + ["summedits_" + d for d in SUMMEDITS_TRAIN]
    perm.sort(key=lambda r: order.index(r["set"]))
    for r in perm:
        root = uf.f(r["_keys"][0])
        if root in tainted:
            dropped_overlap[r["set"]] += 1
            continue
        k = (claim_key(r["claim"]), r["_keys"][0])
        if k in seen:
            dup[r["set"]] += 1
            continue
        seen[k] = r
        h = int(hashlib.sha1(("split:" + root).encode()).hexdigest(), 16)
        r["split"] = "dev" if h % 100 < DEV_PCT else "train"
        r["group"] = root[2:]
        kept.append(r)
    print("dropped (doc shared with a held-out set):", dict(dropped_overlap), file=sys.stderr)
    print("dropped (duplicate claim,doc):", dict(dup), file=sys.stderr)

    def dump(path, rs):
        with open(path, "w") as f:
            for r in rs:
                f.write(json.dumps({k: r[k] for k in ("claim", "evidence", "label", "set", "split", "group")},
                                   ensure_ascii=False) + "\n")

    dump(os.path.join(ARGS.out, "public.train.raw.jsonl"), [r for r in kept if r["split"] == "train"])
    dump(os.path.join(ARGS.out, "public.dev.raw.jsonl"), [r for r in kept if r["split"] == "dev"])
    for name, rs in sorted(heldout.items()):
        dump(os.path.join(ARGS.out, "heldout.%s.raw.jsonl" % name), rs)

    counts = defaultdict(Counter)
    for r in kept:
        counts[(r["set"], r["split"])][r["label"]] += 1
    for name, rs in heldout.items():
        for r in rs:
            counts[(name, "heldout")][r["label"]] += 1
    table = []
    print("%-22s %-8s %7s %9s %10s %12s" % ("set", "split", "total", "supported", "unsupported", "contradicted"))
    for (s, sp) in sorted(counts, key=lambda x: (x[1] == "heldout", x[1], x[0])):
        c = counts[(s, sp)]
        tot = sum(c.values())
        table.append({"set": s, "split": sp, "total": tot, SUP: c[SUP], UNS: c[UNS], CON: c[CON]})
        print("%-22s %-8s %7d %9d %10d %12d" % (s, sp, tot, c[SUP], c[UNS], c[CON]))
    for sp in ("train", "dev"):
        c = Counter()
        for (s, p), cc in counts.items():
            if p == sp:
                c.update(cc)
        print("%-22s %-8s %7d %9d %10d %12d" % ("TOTAL", sp, sum(c.values()), c[SUP], c[UNS], c[CON]))
    json.dump(table, open(os.path.join(ARGS.out, "convert.counts.json"), "w"), indent=1)
    merge_parts(ARGS.out)


def merge_parts(out):
    """train.raw.jsonl / dev.raw.jsonl = concatenation of the parts written by convert.py
    (public.*) and gen_agent.py (agent_gen.*); order-independent, whichever exist."""
    for sp in ("train", "dev"):
        with open(os.path.join(out, "%s.raw.jsonl" % sp), "w") as w:
            for part in ("public", "agent_gen"):
                p = os.path.join(out, "%s.%s.raw.jsonl" % (part, sp))
                if os.path.exists(p):
                    with open(p) as f:
                        for line in f:
                            w.write(line)


if __name__ == "__main__":
    main()
