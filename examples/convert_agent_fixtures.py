#!/usr/bin/env python3
"""Convert the staged peer agent-compaction fixtures into sjc input records.

Usage (from the repository root):

    python3 examples/convert_agent_fixtures.py --data ../shared/data/agent --out examples/agent

Both paths default to those values, resolved relative to the repository root
(the parent of this file's directory), so the command also works from any cwd.
Stdlib only; the output is deterministic (sorted keys, fixed order, "\n" line
endings). The mapping rules are documented in examples/agent/README.md, which
this script also regenerates, counts included.

Sources read (read-only):
  jurayh__compaction-conformance-kit/   sim/freeform transcript + summary_r1..r5
  amirfandev__compaction-guard/         evidence/corpus.jsonl (300 cases)
  ZhiqiEliWang__compaction-integrity/   judge_robustness_eval/balanced_blind.jsonl
  JYeswak__jev_playground/              work/jev-claim-check/numeric-v2-cases.jsonl
"""

import argparse
import collections
import json
import os
import re
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

KIT = "jurayh__compaction-conformance-kit"
GUARD = "amirfandev__compaction-guard"
INTEGRITY = "ZhiqiEliWang__compaction-integrity"
JEV = "JYeswak__jev_playground"

LICENCES = {
    KIT: "MIT (README badge and text, pyproject.toml; no LICENSE file was staged)",
    GUARD: 'MIT (README: "MIT. See LICENSE"; no LICENSE file was staged)',
    INTEGRITY: "MIT (LICENSE, Copyright (c) 2026 Zhiqi Wang; staged)",
    JEV: 'MIT (repo README: "MIT. See LICENSE"; no LICENSE file was staged)',
}
COMMITS = {
    KIT: "dead8c9e8a6598c1ac4942a7ab6fe39fedde30e7 (sim/freeform)",
    GUARD: "c6ea29caa7c925c9c8dd5686d4ec625c045c6fb1 (evidence/corpus.jsonl)",
    INTEGRITY: "54859228888c708945a5280deec4cd2db75885e3",
    JEV: "3738322c3dce7db0b98b0435330ebfc721d64908 (numeric-v2-cases.jsonl)",
}


# --------------------------------------------------------------------------
# helpers


def collapse(text):
    """Internal whitespace runs -> one space, trimmed (what sjc's Entry.text is)."""
    return re.sub(r"\s+", " ", text).strip()


# A sentence ends at . ! or ? (optionally followed by closing quotes/brackets)
# and then whitespace. Dots inside tokens (10.0.0.5, .env.local, prod.yaml) are
# never followed by whitespace. The next sentence may start in lower case
# ("orders_prod is a scratch copy, ..."), so case is not used; a few common
# abbreviations do not end a sentence.
_SENT_END = re.compile(r"[.!?][\"')\]]*(?=\s)")
_ABBREV = {"e.g.", "i.e.", "etc.", "vs.", "cf.", "approx.", "no.", "mr.", "mrs.", "ms.", "dr.", "st."}


def sentences(text):
    """Split prose into sentences; each returned collapsed, terminator kept."""
    text = text.strip()
    out = []
    start = 0
    for m in _SENT_END.finditer(text):
        last_word = text[start:m.end()].split()[-1].lower() if text[start:m.end()].split() else ""
        if last_word in _ABBREV:
            continue
        part = collapse(text[start:m.end()])
        if part:
            out.append(part)
        start = m.end()
    part = collapse(text[start:])
    if part:
        out.append(part)
    return out


def norm_sentence(s):
    """Comparison key: lower case, letters/digits/$ only."""
    return re.sub(r"[^a-z0-9$]+", " ", s.lower()).strip()


def dump_json(path, obj):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        json.dump(obj, f, ensure_ascii=False, indent=2, sort_keys=False)
        f.write("\n")


def dump_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False, sort_keys=False))
            f.write("\n")


def dump_tsv(path, header, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("\t".join(header) + "\n")
        for r in rows:
            f.write("\t".join(str(c).replace("\t", " ").replace("\n", " ") for c in r) + "\n")


def read_jsonl(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def label_counts(labels):
    c = collections.Counter(lab["label"] for lab in labels)
    return {k: c.get(k, 0) for k in ("supported", "unsupported", "contradicted")}


# --------------------------------------------------------------------------
# 1. jurayh/compaction-conformance-kit, sim/freeform

# Tokens that carry a checkable value: anything with a digit, an all-caps code,
# a path-like token. Each must occur (case-insensitively) in a user turn or in
# the previous summary for a sentence to be labelled supported by code.
_VALUE_TOKEN = re.compile(r"\$?[A-Za-z0-9_/.\-]*\d[A-Za-z0-9_/.\-]*|\b[A-Z]{3,}\b|\b\w+/\w+[\w/\-]*")


def value_tokens(sentence):
    toks = []
    for m in _VALUE_TOKEN.finditer(sentence):
        t = m.group(0).rstrip(".,;:")
        if t:
            toks.append(t)
    return toks


def convert_kit(data, out, stats, notes):
    base = os.path.join(data, KIT)
    with open(os.path.join(base, "sim__freeform__transcript.txt"), encoding="utf-8") as f:
        lines = [ln for ln in f.read().splitlines() if ln.strip()]
    role_map = {"system": "system", "user": "user", "assistant": "assistant"}
    messages = []
    for ln in lines:
        m = re.match(r"^\[(\w+)\]\s?(.*)$", ln)
        if not m or m.group(1) not in role_map:
            raise SystemExit("unexpected transcript line: %r" % ln)
        messages.append({"role": role_map[m.group(1)], "content": m.group(2)})
    with open(os.path.join(base, "sim__freeform__expected.json"), encoding="utf-8") as f:
        expected = json.load(f)
    # Sanity: every canary sentence is a user turn of the transcript.
    user_turns = [m["content"] for m in messages if m["role"] == "user"]
    for cid, c in sorted(expected.items()):
        if c["content"] not in user_turns:
            raise SystemExit("canary %s not found in transcript" % cid)
    canary_tokens = sorted({t for c in expected.values() for t in c["required_tokens"]})

    user_text = "\n".join(user_turns).lower()
    records = []
    index = []
    prev = None
    review = []
    for rnd in range(1, 6):
        with open(os.path.join(base, "sim__freeform__summary_r%d.txt" % rnd), encoding="utf-8") as f:
            summary = f.read().strip() + "\n"
        evidence = user_text + "\n" + (prev or "").lower()
        labels = []
        for s in sentences(summary):
            missing = [t for t in value_tokens(s) if t.lower() not in evidence]
            if missing:
                # Never happens on the staged files; kept so a changed input is caught.
                labels.append({"text": s, "label": "unsupported"})
                review.append((rnd, s, missing))
            else:
                labels.append({"text": s, "label": "supported"})
        rec = {"messages": messages}
        if prev is not None:
            rec["previous_summary"] = prev
        rec["summary"] = summary
        rec["labels"] = labels
        records.append(rec)
        kept = [t for t in canary_tokens if t in summary.lower()]
        index.append((rnd, "sim/freeform/summary_r%d.txt" % rnd, len(labels), len(kept), len(canary_tokens)))
        prev = summary
    for i, rec in enumerate(records, 1):
        dump_json(os.path.join(out, "conformance_freeform_r%d.json" % i), rec)
    dump_jsonl(os.path.join(out, "conformance_freeform.jsonl"), records)
    dump_tsv(os.path.join(out, "conformance_freeform.index.tsv"),
             ["line", "round", "source", "labeled_entries", "canary_tokens_kept", "canary_tokens_total"],
             [(i + 1,) + r for i, r in enumerate(index)])
    all_labels = [lab for r in records for lab in r["labels"]]
    stats["conformance_freeform"] = {
        "records": len(records),
        "labels": label_counts(all_labels),
        "skipped": {"sim/blind compaction files not converted (no source session staged)": 4},
    }
    for r in review:
        notes.append("freeform r%d: sentence with value tokens not in evidence %s: %s" % (r[0], r[2], r[1]))


# --------------------------------------------------------------------------
# 2. amirfandev/compaction-guard, evidence/corpus.jsonl

GUARD_FRAME = {norm_sentence("Summary of the session so far."), norm_sentence("Remaining work continues as planned.")}

# corpus label -> sjc label for the summary sentence(s) that carry the invariant
GUARD_LABEL = {
    "preserved": "supported",
    "paraphrased": "supported",
    "contradicted": "contradicted",
    "mutated": "contradicted",
    "weakened": "unsupported",
}
# operator-level refinement (documented): a value replaced by a vague word is
# not contradicted by the evidence, only unsupported.
GUARD_OPERATOR_OVERRIDE = {"value_omission": "unsupported"}


def convert_guard(data, out, stats, notes):
    rows = read_jsonl(os.path.join(data, GUARD, "evidence__corpus.jsonl"))
    records = []
    index = []
    skips = collections.Counter()
    per_src_label = collections.Counter()
    for r in rows:
        rec = {"messages": [{"role": m["role"], "content": m["content"]} for m in r["before"]],
               "summary": r["summary"]}
        sents = sentences(r["summary"])
        body = [s for s in sents if norm_sentence(s) not in GUARD_FRAME]
        inv_keys = {norm_sentence(s) for s in sentences(r["invariant"])}
        label, op = r["label"], r["operator"]
        labels = []
        note = ""
        if len(sents) - len(body) != 2:
            skips["summary frame not found"] += 1
            note = "skip: frame"
        elif label == "preserved" and op in ("tail_only", "block_carried"):
            # Invariant survives outside the summary (kept tail / guard block);
            # the summary body is the scaffold's neutral sentence.
            skips["preserved outside the summary (tail_only/block_carried)"] += 1
            note = "skip: invariant not in summary"
        elif label == "dropped" and op == "deletion":
            skips["dropped by pure deletion (no replacement sentence)"] += 1
            note = "skip: pure deletion"
        elif label == "dropped" and op == "filler_replacement":
            if len(body) == 1:
                labels = [{"text": body[0], "label": "unsupported"}]
                note = "replacement sentence"
            else:
                skips["filler replacement not located"] += 1
                note = "skip: filler not located"
        elif label in GUARD_LABEL:
            target = GUARD_OPERATOR_OVERRIDE.get(op, GUARD_LABEL[label])
            if not body:
                skips["carrier not located"] += 1
                note = "skip: no carrier"
            else:
                changed = [s for s in body if norm_sentence(s) not in inv_keys]
                if target != "supported" and not changed:
                    skips["corrupted sentence not located"] += 1
                    note = "skip: no changed sentence"
                else:
                    for s in body:
                        if target == "supported" or norm_sentence(s) in inv_keys:
                            labels.append({"text": s, "label": "supported"})
                        else:
                            labels.append({"text": s, "label": target})
                    note = "carrier"
        else:
            skips["unknown label %s" % label] += 1
            note = "skip: unknown label"
        if labels:
            rec["labels"] = labels
            per_src_label[label] += 1
        records.append(rec)
        index.append((r["case_id"], r["category"], r["scaffold"], op, label,
                      ",".join(l["label"] for l in labels) or "-", note))
    dump_jsonl(os.path.join(out, "compaction_guard.jsonl"), records)
    dump_tsv(os.path.join(out, "compaction_guard.index.tsv"),
             ["line", "case_id", "category", "scaffold", "operator", "corpus_label", "entry_labels", "note"],
             [(i + 1,) + row for i, row in enumerate(index)])
    all_labels = [lab for r in records for lab in r.get("labels", [])]
    stats["compaction_guard"] = {
        "records": len(records),
        "records_with_labels": sum(1 for r in records if r.get("labels")),
        "labels": label_counts(all_labels),
        "skipped": dict(sorted(skips.items())),
        "labelled_cases_by_corpus_label": dict(sorted(per_src_label.items())),
    }


# --------------------------------------------------------------------------
# 3. ZhiqiEliWang/compaction-integrity, balanced_blind.jsonl


def convert_integrity(data, out, stats, notes):
    rows = read_jsonl(os.path.join(data, INTEGRITY, "judge_robustness_eval__balanced_blind.jsonl"))
    records = []
    index = []
    nonempty_labels = 0
    for r in rows:
        summary = r["compacted_summary"]
        # The stored compacted context is rendered as "assistant:\n<text>"; the
        # role prefix is the dump format, not part of what the compactor wrote.
        stripped = False
        if summary.startswith("assistant:\n"):
            summary = summary[len("assistant:\n"):]
            stripped = True
        if r.get("label"):
            nonempty_labels += 1
        records.append({
            "messages": [{"role": "user", "content": r["sssc_message"]}],
            "summary": summary,
        })
        first = collapse(summary[:40])
        index.append((r["id"], "yes" if stripped else "no", first, r["sssc_message"]))
    dump_jsonl(os.path.join(out, "compaction_integrity.jsonl"), records)
    dump_tsv(os.path.join(out, "compaction_integrity.index.tsv"),
             ["line", "id", "assistant_prefix_stripped", "summary_starts_with", "sssc_message"],
             [(i + 1,) + row for i, row in enumerate(index)])
    stats["compaction_integrity"] = {
        "records": len(records),
        "labels": label_counts([]),
        "skipped": {"source rows with a non-empty label": nonempty_labels},
    }


# --------------------------------------------------------------------------
# 4. JYeswak/jev_playground, numeric-v2-cases.jsonl -> claim/evidence pairs


def value_in(value, text):
    """value occurs in text as a whole number token (not inside a longer number/word)."""
    pat = r"(?<![\w.])" + re.escape(value) + r"(?![\w]|\.\d)"
    return re.search(pat, text) is not None


def convert_jev(data, out, stats, notes):
    rows = read_jsonl(os.path.join(data, JEV, "work__jev-claim-check__numeric-v2-cases.jsonl"))
    pairs = []
    index = []
    seen = set()
    skips = collections.Counter()
    for r in rows:
        plant = r.get("plant")
        # group the row's checks by (clause, evidence): one pair per group
        groups = collections.OrderedDict()
        for c in r["checks"]:
            groups.setdefault((c["clause"], c["evidence"]), []).append(c["value"])
        if not r["checks"]:
            skips["case without numeric checks"] += 1
        for (clause, evidence), values in groups.items():
            if not evidence:
                skips["empty evidence"] += 1
                continue
            if plant is not None and clause == plant["plantedClause"]:
                # the one altered number: contradicted when the real value is in
                # this pair's evidence, else unsupported
                if value_in(plant["from"], evidence):
                    label, why = "contradicted", "planted; real value %s in evidence" % plant["from"]
                else:
                    label, why = "unsupported", "planted; real value %s not in evidence" % plant["from"]
            else:
                # true clause (real row, or an untouched clause of a planted row)
                if all(value_in(v, evidence) for v in values):
                    label, why = "supported", "real; all values in evidence"
                else:
                    skips["true clause whose numbers are not all in its evidence"] += 1
                    continue
            key = (clause, evidence)
            if key in seen:
                skips["duplicate pair (same clause+evidence)"] += 1
                continue
            seen.add(key)
            pairs.append({"claim": clause, "evidence": evidence, "label": label})
            index.append((r["id"], r["set"], r["truth"], "|".join(values), label, why))
    dump_jsonl(os.path.join(out, "jev_numeric.pairs.jsonl"), pairs)
    dump_tsv(os.path.join(out, "jev_numeric.pairs.index.tsv"),
             ["line", "case_id", "set", "truth", "values", "label", "why"],
             [(i + 1,) + row for i, row in enumerate(index)])
    stats["jev_numeric_pairs"] = {
        "pairs": len(pairs),
        "labels": label_counts(pairs),
        "skipped": dict(sorted(skips.items())),
    }


# --------------------------------------------------------------------------
# README


README_HEAD = """# Agent-compaction fixtures converted to sjc records

Generated by `examples/convert_agent_fixtures.py`; do not edit by hand. Regenerate with

```sh
python3 examples/convert_agent_fixtures.py --data ../shared/data/agent --out examples/agent
```

Sources are the staged copies under `../shared/data/agent/` (see its `MANIFEST.md`).
Record files contain only the sjc record keys (`messages`, `previous_summary`,
`summary`, `labels`); provenance for each JSONL line is in the matching
`*.index.tsv` (line numbers start at 1 after the header). Label `text` is the
entry text as sjc sees it: a sentence of a prose summary, whitespace runs collapsed
to one space, end punctuation kept. Entries without a label are unlabelled, not
"supported".

## Counts

| Output | Records | supported | unsupported | contradicted | Skipped (why) |
|---|---|---|---|---|---|
"""


def write_readme(out, stats, notes):
    lines = [README_HEAD.rstrip("\n")]
    rows = [
        ("conformance_freeform.jsonl (+ _r1.._r5.json)", "conformance_freeform"),
        ("compaction_guard.jsonl", "compaction_guard"),
        ("compaction_integrity.jsonl", "compaction_integrity"),
        ("jev_numeric.pairs.jsonl", "jev_numeric_pairs"),
    ]
    for name, key in rows:
        s = stats[key]
        n = s.get("records", s.get("pairs"))
        if key == "jev_numeric_pairs":
            n = "%d pairs" % n
        elif key == "compaction_guard":
            n = "%d (%d with labels)" % (n, s["records_with_labels"])
        lab = s["labels"]
        sk = "; ".join("%s: %d" % (k, v) for k, v in s["skipped"].items()) or "-"
        lines.append("| `%s` | %s | %d | %d | %d | %s |" % (
            name, n, lab["supported"], lab["unsupported"], lab["contradicted"], sk))
    g = stats["compaction_guard"]["labelled_cases_by_corpus_label"]
    lines.append("")
    lines.append("compaction_guard cases that received entry labels, by corpus label: " +
                 ", ".join("%s %d" % kv for kv in g.items()) +
                 " (corpus totals: preserved 92, contradicted 46, weakened 43, paraphrased 40, "
                 "dropped 40, mutated 39).")
    lines.append("")
    lines.append(MAPPING.strip("\n"))
    lines.append("")
    lines.append("## Licences and source commits")
    lines.append("")
    lines.append("All four sources are MIT-licensed; the derived files here keep the source text "
                 "unchanged where it is copied. MIT asks that the copyright and permission notice "
                 "travel with substantial copies: only the ZhiqiEliWang LICENSE was staged, so add "
                 "the other three notices from the upstream repositories before redistributing.")
    lines.append("")
    for src in (KIT, GUARD, INTEGRITY, JEV):
        lines.append("- `%s` (%s): %s. Stored commit %s." % (
            src, src.replace("__", "/", 1), LICENCES[src], COMMITS[src]))
    lines.append("")
    if notes:
        lines.append("## Converter notes")
        lines.append("")
        for n in notes:
            lines.append("- " + n)
        lines.append("")
    with open(os.path.join(out, "README.md"), "w", encoding="utf-8", newline="\n") as f:
        f.write("\n".join(lines))


MAPPING = """
## Mapping rules

### jurayh/compaction-conformance-kit (`sim/freeform/`) -> `conformance_freeform*`

* `transcript.txt` lines `[system] / [user] / [assistant] text` become messages with
  those roles (the transcript has no tool turns). The `[system]` line is kept as a
  system message, which sjc must not use as evidence.
* In the kit, round k+1 re-compacts round k's output with no new turns in between
  (summary_r1 already mentions the last canary, CUZO-6281), so every compaction point
  is the end of the transcript: all five records carry the full transcript as
  `messages`; record n has `previous_summary` = summary_r(n-1) (none for n = 1) and
  `summary` = summary_rn.
* Entries are the sentences of the prose summary. The kit's `expected.json` says which
  facts are true (the canary sentences, all user turns); its `answers_r5.txt` shows
  that the later rounds only *lose* facts (omissions), none is mutated or invented.
  A sentence is labelled `supported` when every value-bearing token in it (anything
  with a digit, an all-caps code such as JAFIA, a path such as Zone/Pdmypv) occurs in
  a user turn or the previous summary; otherwise `unsupported` (does not occur on the
  staged files). So these five records test over-deletion only: every entry is
  supported and sjc should keep all of them; the loss the kit measures is not
  something a pruner can see.
* `sim/blind/` is **not converted**: its source session is not in the repository
  (the blind canary values were "written only to files"), so the checklist/lossy
  compactions have no history to judge against. `compacted_lossy_r1` is itself a
  verbatim tail of that session, and the checklist also carries a LANTERN fact that
  `expected.json` does not list.

### amirfandev/compaction-guard (`evidence/corpus.jsonl`) -> `compaction_guard.jsonl`

* One record per case, in corpus order: `messages` = `before` (system, user and
  assistant turns, guard blocks included, unchanged), `summary` = `summary` unchanged.
  The `after` list is not used.
* Every summary is `Summary of the session so far. <body> Remaining work continues as
  planned.`; the two frame sentences are left unlabelled. The body sentences are the
  entries that carry the invariant (found by code: sentences minus the frame).
* Corpus label -> entry label, for the body sentences:
  * `preserved` (identity, noise), `paraphrased` -> `supported`.
  * `contradicted` (permission_inversion, permission_broadening) -> `contradicted`.
  * `mutated`: digit_swap, identifier_swap, magnitude_shift -> `contradicted`;
    value_omission (the value replaced by "unchanged", "the revised amount",
    "a small slice", ...) -> `unsupported` (deviation from a flat mutated ->
    contradicted: a missing value is not contradicted by the history, only unsupported).
  * `weakened` (modality_strip, scope_generalisation) -> `unsupported`.
  * For non-supported labels, a body sentence that equals (case/punctuation-insensitively)
    a sentence of the invariant is labelled `supported` instead: two-sentence invariants
    such as "The database orders_prod is production. Read-only queries only." usually
    have only one sentence corrupted.
  * `dropped` / filler_replacement: the body is an off-topic replacement sentence that
    no turn supports -> `unsupported`.
  * `dropped` / deletion: skipped. The body is the scaffold's neutral sentence, the same
    one the `tail_only` / `block_carried` cases of the seed carry: a pure deletion.
  * `preserved` / tail_only and block_carried: skipped. The invariant survives in the
    kept tail or the guard block, not in the summary, whose body is the neutral sentence.
* The neutral sentences ("The agent reconciled invoices and archived the receipts.",
  ...) are not in any `before` turn either, so strictly they are unsupported; they are
  left unlabelled because the corpus says nothing about them.
* Not converted: `evidence/judge/subset.jsonl` (30 rows, a subset of the corpus cases
  without history) and the 35 `tests/fixtures/verdicts/` unit fixtures (invariant +
  summary only, no history).

### ZhiqiEliWang/compaction-integrity (`balanced_blind.jsonl`) -> `compaction_integrity.jsonl`

* 50 records, no labels: the `label` field is empty in every row (a blind set for human
  yes/no annotation of "is the side constraint retained"; the human labels and judge
  verdicts live in `balanced_blind_labeled.jsonl` / `balanced_key.jsonl`, not staged).
  Even when filled, that label is about retention of the constraint, not support of
  individual entries.
* `messages` = one user turn holding `sssc_message` (the side constraint the user
  injected at the top of the session). The compacted history itself is **not** in the
  file, so for every entry except restatements of the constraint the record lacks its
  evidence: use these records for parser robustness (eight compactors: `<summary>` XML,
  `## Goal` markdown, bold headings, JSON, transcript dumps, a story) and for checking
  that a constraint restated in a summary is kept, not for precision numbers.
* `summary` = `compacted_summary` with the leading `assistant:\\n` render prefix removed
  (the `[final]` marker and everything else kept byte for byte). The source `id` is in
  the index file.

### JYeswak/jev_playground (`numeric-v2-cases.jsonl`) -> `jev_numeric.pairs.jsonl`

* These are claim-checking cases, not compactions, so they become pair rows
  `{"claim", "evidence", "label"}`: one pair per (clause, evidence) of a case's
  `checks` (a clause with two numbers usually has one evidence text, hence one pair).
* Planted clause (the clause holding the one altered number): `contradicted` when the
  real value (`plant.from`) occurs as a whole number token in that evidence, else
  `unsupported`.
* True clause (a real case, or an untouched clause of a planted case): `supported`
  only when every checked number of the clause occurs as a whole number token in the
  evidence; otherwise skipped, since the retrieved evidence (truncated at 3,000
  characters) often does not contain the number and the pair would be mislabelled.
* Checks with empty evidence are skipped; pairs repeated between a real case and its
  planted twin are kept once. `numeric-v2-rows.jsonl` (a model's verdicts) is not used
  as gold.
"""


# --------------------------------------------------------------------------


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--data", default="../shared/data/agent",
                    help="staged fixtures dir (relative paths resolve against the repo root)")
    ap.add_argument("--out", default="examples/agent",
                    help="output dir (relative paths resolve against the repo root)")
    args = ap.parse_args(argv)
    data = args.data if os.path.isabs(args.data) else os.path.normpath(os.path.join(REPO, args.data))
    out = args.out if os.path.isabs(args.out) else os.path.normpath(os.path.join(REPO, args.out))
    if not os.path.isdir(data):
        sys.exit("data directory not found: %s" % data)
    os.makedirs(out, exist_ok=True)
    stats = collections.OrderedDict()
    notes = []
    convert_kit(data, out, stats, notes)
    convert_guard(data, out, stats, notes)
    convert_integrity(data, out, stats, notes)
    convert_jev(data, out, stats, notes)
    write_readme(out, stats, notes)
    print(json.dumps(stats, indent=2))
    for n in notes:
        print("note:", n)


if __name__ == "__main__":
    main()
