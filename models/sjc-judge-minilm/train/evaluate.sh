#!/usr/bin/env bash
# Calibrate and evaluate the judge exactly as the model card reports it.
# Usage: bash models/sjc-judge-minilm/train/evaluate.sh MODEL_DIR DATA_DIR
#   MODEL_DIR: a model folder (config.json, tokenizer.json, model.safetensors)
#   DATA_DIR:  the output of convert.py + gen_agent.py, narrowed by `sjc narrow`
#              (train.py's input; see DATA.md)
set -euo pipefail
MODEL=${1:?model dir}
DATA=${2:?data dir}
SJC=${SJC:-target/release/sjc}
# 1. Calibration on the dev rows from real text (the synthetic agent_gen dev rows share templates
#    with training and overstate the model), written into the model folder.
grep -v '"set": *"agent_gen"' "$DATA/dev.jsonl" > "$DATA/dev.public.jsonl"
"$SJC" calibrate --model "$MODEL" --method hybrid --data "$DATA/dev.public.jsonl" | tee "$MODEL/calibrate.log"
# 2. Held-out pair sets (300 evenly spaced rows each) and the agent fixtures through `sjc prune`.
"$SJC" eval --model "$MODEL" --sample 300 --data \
  "$DATA/heldout.wice_test.jsonl" "$DATA/heldout.healthver_test.jsonl" "$DATA/heldout.begin_dev.jsonl" \
  "$DATA/heldout.summedits_news.jsonl" "$DATA/heldout.summedits_sales_email.jsonl" \
  "$DATA/heldout.agent_gen.jsonl" \
  examples/agent/jev_numeric.pairs.jsonl \
  examples/agent/compaction_guard.jsonl examples/agent/conformance_freeform.jsonl examples/quickstart.json \
  | tee "$MODEL/eval.log"
