#!/usr/bin/env python3
"""Rows for fitting and ablating the hybrid layer from labelled compaction records (stdlib only).

Runs `sjc prune --report` on every NAME.json that has a NAME.labels.json beside it
({"entries": [{"text", "label"}]}, labels supported / unsupported / contradicted) and writes one
row per labelled entry in the format of `sjc calibrate --dump` ({"features", "supported",
"set", "fold", "case"}), so that `ablation.py` fits and measures features that only a whole
record has, such as `instruction_flip` (the record's user turns). `fold` is the case's position
in name order modulo 2, so both folds hold whole sessions. Entries the judge failed on have no
features and are skipped (counted on stderr).

    python3 record_rows.py --bin target/release/sjc --set agent DIR [DIR ...] > agent.rows.jsonl
"""
import argparse, glob, json, os, subprocess, sys, tempfile


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", default="target/release/sjc")
    ap.add_argument("--set", required=True, help="name written in each row's `set`")
    ap.add_argument("--model", help="passed to sjc prune --model (default: the embedded judge)")
    ap.add_argument("dirs", nargs="+")
    a = ap.parse_args()
    labels = sorted(l for d in a.dirs for l in glob.glob(os.path.join(d, "*.labels.json")))
    if not labels:
        sys.exit("no NAME.labels.json in %s" % " ".join(a.dirs))
    skipped = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k, lab in enumerate(labels):
            case = lab[: -len(".labels.json")] + ".json"
            rep = os.path.join(tmp, "report.json")
            cmd = [a.bin, "prune", "--input", case, "--report", rep] + (["--model", a.model] if a.model else [])
            p = subprocess.run(cmd, capture_output=True, text=True)
            if p.returncode not in (0, 3, 4):
                sys.exit("%s: sjc prune exited %d: %s" % (case, p.returncode, p.stderr.strip()[-300:]))
            by_text = {e["text"]: e for e in json.load(open(rep))["entries"]}
            for e in json.load(open(lab))["entries"]:
                r = by_text.get(e["text"])
                if r is None:
                    sys.exit("%s: labelled entry not among the summary's entries: %r" % (lab, e["text"][:80]))
                if not r.get("features"):
                    skipped += 1
                    continue
                row = {"features": r["features"], "supported": e["label"] == "supported", "set": a.set,
                       "fold": k % 2, "case": os.path.basename(case)}
                print(json.dumps(row))
    if skipped:
        print("record_rows.py: %d entries without features (judge error) skipped" % skipped, file=sys.stderr)


if __name__ == "__main__":
    main()
