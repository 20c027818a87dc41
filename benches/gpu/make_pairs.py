#!/usr/bin/env python3
"""Builds benches/gpu/pairs.raw.jsonl, the fixed (claim, evidence spans) set of the GPU check,
from the shipped agent examples (examples/agent/*.jsonl, made by this project): every labelled
entry (or, without labels, every "- " line of the summary) of each record against the record's
tool outputs, tool-call arguments and user turns after the first; plus
examples/agent/jev_numeric.pairs.jsonl as is. Then

    sjc narrow --pairs benches/gpu/pairs.raw.jsonl --top-k 3 > benches/gpu/pairs.jsonl

narrows each to its BM25 top-3 spans, as `sjc prune` does, so sjc and PyTorch read the same
evidence text (spans joined with "\\n", sjc's SPAN_SEPARATOR). Run from the repository root.
"""
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
out = []
for f in ["compaction_integrity.jsonl", "compaction_guard.jsonl", "conformance_freeform.jsonl"]:
    for line in (ROOT / "examples/agent" / f).read_text().splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        msgs = r.get("messages", [])
        first_user = next((i for i, m in enumerate(msgs) if m.get("role") == "user"), None)
        spans = []
        for i, m in enumerate(msgs):
            if m.get("role") == "tool" or (m.get("role") == "user" and i != first_user):
                if isinstance(m.get("content"), str) and m["content"].strip():
                    spans.append(m["content"])
            for tc in m.get("tool_calls") or []:
                spans.append(tc.get("function", {}).get("arguments", ""))
        spans = [s for s in spans if s.strip()]
        if not spans:
            continue
        claims = [l["text"] for l in r.get("labels", []) if l.get("text")]
        if not claims:
            claims = [l[2:].strip() for l in r.get("summary", "").splitlines() if l.startswith("- ")]
        for c in claims:
            out.append({"claim": c, "evidence": spans, "source": f})
for line in (ROOT / "examples/agent/jev_numeric.pairs.jsonl").read_text().splitlines():
    if line.strip():
        p = json.loads(line)
        out.append({"claim": p["claim"], "evidence": p["evidence"], "source": "jev_numeric.pairs.jsonl"})
path = ROOT / "benches/gpu/pairs.raw.jsonl"
path.write_text("".join(json.dumps(p) + "\n" for p in out))
print(f"{len(out)} pairs -> {path}")
