#!/usr/bin/env bash
# Calibrate and evaluate the judge exactly as the model card reports it.
# Usage: bash models/sjc-judge-minilm/train/evaluate.sh MODEL_DIR DATA_DIR [CAL_DEV]
#   MODEL_DIR: a model folder (config.json, tokenizer.json, model.safetensors)
#   DATA_DIR:  the output of convert.py + gen_agent.py, narrowed by `sjc narrow`
#              (train.py's input; see DATA.md); its heldout.*.jsonl are evaluated
#   CAL_DEV:   labelled dev pairs for `sjc calibrate` (default: DATA_DIR/dev2.jsonl, mix.py's dev
#              split: every public dev row plus 800 generated ones). The shipped calibration used
#              the dev2.jsonl of the full generator (stage-3 data, see the model card): its
#              standing-constraint rows are the only dev rows on which the rule_weakened feature fires.
set -euo pipefail
MODEL=${1:?model dir}
DATA=${2:?data dir}
CAL_DEV=${3:-$DATA/dev2.jsonl}
SJC=${SJC:-target/release/sjc}
# 1. Calibration (hybrid layer), written into the model folder.
"$SJC" calibrate --model "$MODEL" --method hybrid --data "$CAL_DEV" | tee "$MODEL/calibrate.log"
# 2. Held-out pair sets (300 evenly spaced rows each) and the agent fixtures through `sjc prune`.
"$SJC" eval --model "$MODEL" --sample 300 --data \
  "$DATA/heldout.wice_test.jsonl" "$DATA/heldout.healthver_test.jsonl" "$DATA/heldout.begin_dev.jsonl" \
  "$DATA/heldout.summedits_news.jsonl" "$DATA/heldout.summedits_sales_email.jsonl" \
  "$DATA/heldout.agent_gen.jsonl" \
  examples/agent/jev_numeric.pairs.jsonl \
  examples/agent/compaction_guard.jsonl examples/agent/conformance_freeform.jsonl examples/quickstart.json \
  | tee "$MODEL/eval.log"
