#!/usr/bin/env python3
"""Fine-tune the shipped sjc judge (a 3-way NLI cross-encoder) from all-MiniLM-L6-v2 on CPU.

One command reproduces the weights:

    python models/sjc-judge-minilm/train/train.py \
        --base <all-MiniLM-L6-v2 dir> --train train.jsonl --dev dev.jsonl \
        --out <dir> --max-minutes 50

Input rows (JSONL): {"claim", "evidence", "label", ...} where "evidence" is the list of
narrowed spans from `sjc narrow` (best first; a plain string is accepted as one span) and
label is supported | unsupported | contradicted (-> entailment | neutral | contradiction).

What the judge sees is reproduced exactly: evidence = spans joined with "\n", pair encoding
[CLS] claim [SEP] evidence [SEP] (type ids 0 / 1), max_len 256, and the same truncation rule
as src/judge/batch.rs (the claim keeps max(claim_share * max_len, room the evidence does not
need) tokens, the evidence is cut to what is left).  Whenever the claim has at most
claim_share * max_len tokens this is exactly HF `truncation="only_second"`; for longer claims
it is a longest-first-like split that never drops the claim below that share.

On a GPU, `--device cuda` runs the forward and backward passes under bf16 autocast (weights,
gradients and AdamW stay f32); the thread count of the CPU side is SJC_TRAIN_THREADS (default 2).
Session 26 trained a candidate this way on an H200 (1,040 pairs/s; see the model card).

CPU budget (2 threads): the word embeddings are frozen (they hold half of the parameters, so
AdamW over them would cost more than it buys in < 1 epoch), and by default so are the rest of
the embeddings and encoder layers 0-1 (no backward pass through them: ~1.5x more pairs per
second).  Batches are class-balanced (each class drawn with probability 1/3), length-bucketed
(sorted by length inside chunks of 50 batches, then the batch order is shuffled) and padded
dynamically, so short pairs are cheap.  The first --timing-steps steps are timed and the total
number of steps is planned so that training, the final evaluation and saving end before
--max-minutes; the plan is revised every --replan-every steps from the recent step time
(the learning rate then decays linearly from its current value to 0 at the revised total).
Every plan is written to training_args.json and `--plan` replays it, so a run can be redone
step for step without the wall-clock dependence.  Whatever happens (deadline, SIGTERM,
Ctrl-C) the model trained so far is saved.

Outputs in --out (HF format): config.json (id2label / label2id), tokenizer.json (the base's,
with truncation and padding set to null), model.safetensors (float16; the Rust loader upcasts
to f32), training_args.json, train_log.json.  After saving, the folder is reloaded with
transformers in f32 and its logits on 8 dev pairs are checked against the in-memory model.
"""
import argparse
import hashlib
import json
import math
import os
import platform
import random
import re
import shutil
import signal
import sys
import time

T_START = time.time()

os.environ.setdefault("RAYON_NUM_THREADS", "2")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "true")
os.environ.setdefault("OMP_NUM_THREADS", "2")

import numpy as np  # noqa: E402
import torch  # noqa: E402

torch.set_num_threads(int(os.environ.get("SJC_TRAIN_THREADS", "2")))
try:
    torch.set_num_interop_threads(1)
except RuntimeError:
    pass

import safetensors.torch  # noqa: E402
import tokenizers  # noqa: E402
import transformers  # noqa: E402
from transformers import BertConfig, BertForSequenceClassification  # noqa: E402

transformers.logging.set_verbosity_error()

ID2LABEL = {0: "entailment", 1: "neutral", 2: "contradiction"}
LABEL2ID = {v: k for k, v in ID2LABEL.items()}
ROW_LABEL = {"supported": 0, "unsupported": 1, "contradicted": 2}
SPAN_SEPARATOR = "\n"  # src/pipeline.rs SPAN_SEPARATOR

STOPWORDS = frozenset(
    "a an the and or but if of to in on at by for with from as is are was were be been being "
    "it its this that these those there here he she they we you i his her their our your "
    "has have had do does did not no so than then into onto over under about".split()
)


def log(msg):
    print(f"[{time.time() - T_START:7.1f}s] {msg}", flush=True)


# ----------------------------------------------------------------------------- data


def sha256_file(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def evidence_text(ev):
    if isinstance(ev, str):
        return ev
    if isinstance(ev, list):
        return SPAN_SEPARATOR.join(str(s) for s in ev)
    raise ValueError(f"evidence must be a string or a list of strings, got {type(ev).__name__}")


def read_rows(path):
    rows = []
    with open(path, encoding="utf-8") as f:
        for i, line in enumerate(f, 1):
            if not line.strip():
                continue
            r = json.loads(line)
            if r.get("label") not in ROW_LABEL:
                raise ValueError(f"{path}: line {i}: label {r.get('label')!r} not in {sorted(ROW_LABEL)}")
            rows.append(
                {
                    "claim": str(r["claim"]),
                    "evidence": evidence_text(r["evidence"]),
                    "y": ROW_LABEL[r["label"]],
                    "set": str(r.get("set", "")),
                }
            )
    if not rows:
        raise ValueError(f"{path}: no rows")
    return rows


class PairEncoder:
    """Pair encoding identical to src/judge/batch.rs (PairTokenizer::encode)."""

    def __init__(self, tokenizer_json, max_len, claim_share):
        self.tok = tokenizers.Tokenizer.from_file(tokenizer_json)
        self.tok.no_truncation()
        self.tok.no_padding()
        self.cls = self.tok.token_to_id("[CLS]")
        self.sep = self.tok.token_to_id("[SEP]")
        if self.cls is None or self.sep is None:
            raise ValueError("tokenizer has no [CLS]/[SEP]")
        self.added = self.tok.post_processor.num_special_tokens_to_add(True)
        if self.added != 3:
            raise ValueError(f"expected a BERT pair template (3 special tokens), got {self.added}")
        self.max_len = max_len
        self.budget = max_len - self.added
        self.claim_cap = min(max(int(math.floor(claim_share * max_len)), 1), self.budget)

    def encode_rows(self, rows):
        """Returns a list of (ids, type_ids) numpy int64 arrays, plus truncation counts."""
        ca = self.tok.encode_batch([r["claim"] for r in rows], add_special_tokens=False)
        eb = self.tok.encode_batch([r["evidence"] for r in rows], add_special_tokens=False)
        out, n_claim_cut, n_ev_cut = [], 0, 0
        for a, b in zip(ca, eb):
            a, b = a.ids, b.ids
            la, lb = len(a), len(b)
            if la + lb > self.budget:
                keep_a = min(la, max(self.claim_cap, self.budget - lb))
                if keep_a < la:
                    a = a[:keep_a]
                    n_claim_cut += 1
                keep_b = self.budget - keep_a
                if keep_b < lb:
                    b = b[:keep_b]
                    n_ev_cut += 1
            ids = [self.cls] + a + [self.sep] + b + [self.sep]
            tt = [0] * (len(a) + 2) + [1] * (len(b) + 1)
            out.append((np.asarray(ids, dtype=np.int64), np.asarray(tt, dtype=np.int8)))
        return out, n_claim_cut, n_ev_cut

    def check_against_tokenizer(self, rows):
        """The manual template must equal the tokenizer's own pair encoding (untruncated)."""
        for r in rows:
            enc = self.tok.encode(r["claim"], r["evidence"])
            if len(enc.ids) > self.max_len:
                continue
            mine, _, _ = self.encode_rows([r])
            ids, tt = mine[0]
            if list(ids) != enc.ids or list(tt) != enc.type_ids:
                raise AssertionError("pair template differs from the tokenizer's post-processor")


def collate(encoded, idx, pad_id=0):
    L = max(len(encoded[i][0]) for i in idx)
    ids = np.full((len(idx), L), pad_id, dtype=np.int64)
    tt = np.zeros((len(idx), L), dtype=np.int64)
    am = np.zeros((len(idx), L), dtype=np.int64)
    for j, i in enumerate(idx):
        a, t = encoded[i]
        ids[j, : len(a)] = a
        tt[j, : len(a)] = t
        am[j, : len(a)] = 1
    return torch.from_numpy(ids), torch.from_numpy(tt), torch.from_numpy(am)


# The device the model runs on ("cpu" or "cuda"), set once from --device in main().
DEVICE = {"name": "cpu"}


def on_device(*tensors):
    """The tensors moved to the training device (no copy on the CPU)."""
    return tuple(t.to(DEVICE["name"], non_blocking=True) for t in tensors)


def autocast():
    """bf16 autocast on a GPU (matrix products in bf16, losses and softmax in f32); off on the CPU."""
    return torch.autocast("cuda", dtype=torch.bfloat16, enabled=DEVICE["name"].startswith("cuda"))


class BalancedBucketSampler:
    """Endless stream of class-balanced, length-bucketed batches (indices into train rows)."""

    def __init__(self, labels, lengths, batch_size, chunk_batches, seed):
        self.rng = random.Random(seed)
        self.lengths = lengths
        self.batch_size = batch_size
        self.chunk = batch_size * chunk_batches
        self.by_class = {c: [i for i, y in enumerate(labels) if y == c] for c in sorted(set(labels))}
        self.queues = {c: [] for c in self.by_class}
        self.passes = {c: 0 for c in self.by_class}
        self.pending = []

    def _draw(self, c):
        if not self.queues[c]:
            q = list(self.by_class[c])
            self.rng.shuffle(q)
            self.queues[c] = q
            self.passes[c] += 1
        return self.queues[c].pop()

    def _fill(self):
        classes = sorted(self.by_class)
        # each class drawn with probability 1/3, without replacement inside a class
        chunk = [self._draw(self.rng.choice(classes)) for _ in range(self.chunk)]
        chunk.sort(key=lambda i: self.lengths[i])
        batches = [chunk[k : k + self.batch_size] for k in range(0, len(chunk), self.batch_size)]
        self.rng.shuffle(batches)
        self.pending.extend(batches)

    def next(self):
        if not self.pending:
            self._fill()
        return self.pending.pop(0)


# ----------------------------------------------------------------------------- metrics


def auroc(scores, positives):
    """Mann-Whitney AUROC with average ranks for ties; None if one class is missing."""
    s = np.asarray(scores, dtype=np.float64)
    p = np.asarray(positives, dtype=bool)
    n_pos, n_neg = int(p.sum()), int((~p).sum())
    if n_pos == 0 or n_neg == 0:
        return None
    order = np.argsort(s, kind="mergesort")
    ranks = np.empty(len(s), dtype=np.float64)
    sorted_s = s[order]
    i = 0
    while i < len(s):
        j = i
        while j + 1 < len(s) and sorted_s[j + 1] == sorted_s[i]:
            j += 1
        ranks[order[i : j + 1]] = (i + j) / 2.0 + 1.0
        i = j + 1
    return float((ranks[p].sum() - n_pos * (n_pos + 1) / 2.0) / (n_pos * n_neg))


WORD = re.compile(r"\w+")


def lexical_overlap(claim, evidence):
    words = {w for w in WORD.findall(claim.lower()) if w not in STOPWORDS}
    if not words:
        return 0.0
    ev = set(WORD.findall(evidence.lower()))
    return sum(1 for w in words if w in ev) / len(words)


def predict(model, encoded, idx, deadline=None, batch_size=32, chunk=256):
    """Softmax probabilities for encoded[idx].  idx is taken in chunks (in its own, random, order),
    each chunk length-sorted into batches; at the deadline it stops between chunks, so the rows
    done are still a random prefix of idx rather than the shortest ones."""
    model.eval()
    probs = {}
    with torch.inference_mode():
        for c in range(0, len(idx), chunk):
            if deadline is not None and time.time() > deadline:
                break
            order = sorted(idx[c : c + chunk], key=lambda i: len(encoded[i][0]))
            for k in range(0, len(order), batch_size):
                b = order[k : k + batch_size]
                ids, tt, am = on_device(*collate(encoded, b))
                with autocast():
                    logits = model(input_ids=ids, token_type_ids=tt, attention_mask=am).logits.float()
                p = torch.softmax(logits, dim=-1).cpu().numpy()
                for i, row in zip(b, p):
                    probs[i] = row
    return probs


def evaluate(model, rows, encoded, idx, deadline=None):
    t0 = time.time()
    probs = predict(model, encoded, idx, deadline)
    done = [i for i in idx if i in probs]  # a prefix of idx (whole chunks)
    dt = time.time() - t0
    res = {"rows_requested": len(idx), "rows": len(done), "seconds": round(dt, 1)}
    if not done:
        return res
    y = np.array([rows[i]["y"] for i in done])
    P = np.stack([probs[i] for i in done])
    lex = np.array([lexical_overlap(rows[i]["claim"], rows[i]["evidence"]) for i in done])
    sup = y == 0
    res.update(
        {
            "pairs_per_s": round(len(done) / max(dt, 1e-9), 2),
            "auroc_entail": auroc(P[:, 0], sup),
            "auroc_lexical": auroc(lex, sup),
            "accuracy": float((P.argmax(1) == y).mean()),
            "auroc_entail_sup_vs_unsup": auroc(P[y != 2, 0], sup[y != 2]),
            "auroc_entail_sup_vs_contra": auroc(P[y != 1, 0], sup[y != 1]),
            "label_counts": {ID2LABEL[c]: int((y == c).sum()) for c in range(3)},
            "confusion": [[int(((y == t) & (P.argmax(1) == p)).sum()) for p in range(3)] for t in range(3)],
        }
    )
    per_set = {}
    sets = sorted({rows[i]["set"] for i in done})
    for s in sets:
        m = np.array([rows[i]["set"] == s for i in done])
        a = auroc(P[m, 0], sup[m])
        if m.sum() >= 30 and a is not None:
            per_set[s] = {
                "rows": int(m.sum()),
                "auroc_entail": a,
                "auroc_lexical": auroc(lex[m], sup[m]),
                "accuracy": float((P[m].argmax(1) == y[m]).mean()),
            }
    res["per_set"] = per_set
    return res


def fmt(x):
    return "  n/a" if x is None else f"{x:.3f}"


def print_table(title, res):
    log(f"== {title}: {res['rows']}/{res['rows_requested']} dev rows in {res['seconds']}s")
    if not res["rows"]:
        return
    print(f"  {'subset':<24} {'rows':>6} {'AUROC judge':>12} {'AUROC lexical':>14} {'acc':>7}", flush=True)
    print(
        f"  {'ALL':<24} {res['rows']:>6} {fmt(res['auroc_entail']):>12} {fmt(res['auroc_lexical']):>14}"
        f" {fmt(res['accuracy']):>7}",
        flush=True,
    )
    for s, r in res["per_set"].items():
        print(
            f"  {s[:24]:<24} {r['rows']:>6} {fmt(r['auroc_entail']):>12} {fmt(r['auroc_lexical']):>14}"
            f" {fmt(r['accuracy']):>7}",
            flush=True,
        )
    print(
        f"  supported-vs-unsupported AUROC {fmt(res['auroc_entail_sup_vs_unsup'])}, "
        f"supported-vs-contradicted AUROC {fmt(res['auroc_entail_sup_vs_contra'])}; "
        f"confusion (rows=true E/N/C) {res['confusion']}",
        flush=True,
    )


# ----------------------------------------------------------------------------- model


def build_model(base, dropout):
    cfg = BertConfig.from_pretrained(base)
    cfg.num_labels = 3
    cfg.id2label = dict(ID2LABEL)
    cfg.label2id = dict(LABEL2ID)
    cfg.architectures = ["BertForSequenceClassification"]
    cfg.hidden_dropout_prob = dropout
    cfg.attention_probs_dropout_prob = dropout
    cfg.classifier_dropout = None
    model = BertForSequenceClassification.from_pretrained(base, config=cfg, dtype=torch.float32)
    return model.float()


def freeze(model, freeze_layers, freeze_embeddings):
    emb = model.bert.embeddings
    emb.word_embeddings.weight.requires_grad_(False)
    if freeze_embeddings or freeze_layers > 0:
        for p in emb.parameters():
            p.requires_grad_(False)
    for i in range(freeze_layers):
        for p in model.bert.encoder.layer[i].parameters():
            p.requires_grad_(False)


def save_folder(model, base, out, tokenizer_json):
    os.makedirs(out, exist_ok=True)
    # config.json
    cfg = model.config.to_dict()
    cfg["architectures"] = ["BertForSequenceClassification"]
    cfg["id2label"] = {str(k): v for k, v in ID2LABEL.items()}
    cfg["label2id"] = dict(LABEL2ID)
    cfg["torch_dtype"] = "float16"
    cfg["dtype"] = "float16"
    cfg.pop("_name_or_path", None)
    with open(os.path.join(out, "config.json"), "w") as f:
        json.dump(cfg, f, indent=2, sort_keys=True)
        f.write("\n")
    # tokenizer.json, with truncation / padding switched off
    with open(tokenizer_json, encoding="utf-8") as f:
        tj = json.load(f)
    tj["truncation"] = None
    tj["padding"] = None
    with open(os.path.join(out, "tokenizer.json"), "w", encoding="utf-8") as f:
        json.dump(tj, f, ensure_ascii=False, indent=2)
        f.write("\n")
    for extra in ("vocab.txt",):
        src = os.path.join(base, extra)
        if os.path.exists(src):
            shutil.copyfile(src, os.path.join(out, extra))
    # model.safetensors in float16
    sd = {k: v.detach().to("cpu", torch.float16).contiguous() for k, v in model.state_dict().items() if "position_ids" not in k}
    path = os.path.join(out, "model.safetensors")
    safetensors.torch.save_file(sd, path, metadata={"format": "pt"})
    return os.path.getsize(path)


def sanity_reload(model, out, encoded, idx):
    """Reloads the saved folder on the CPU in f32 and compares its logits with the model's (moved
    to the CPU for the check, then back to the training device)."""
    ids, tt, am = collate(encoded, idx)
    model.to("cpu")
    model.eval()
    with torch.inference_mode():
        ref = model(input_ids=ids, token_type_ids=tt, attention_mask=am).logits.float()
        re_model = BertForSequenceClassification.from_pretrained(out, dtype=torch.float32)
        re_model.eval()
        got = re_model(input_ids=ids, token_type_ids=tt, attention_mask=am).logits.float()
    model.to(DEVICE["name"])
    diff = float((ref - got).abs().max())
    labels_ok = {int(k): v for k, v in re_model.config.id2label.items()} == ID2LABEL
    tok = tokenizers.Tokenizer.from_file(os.path.join(out, "tokenizer.json"))
    tok_ok = tok.truncation is None and tok.padding is None
    return {"max_abs_logit_diff": diff, "pairs": len(idx), "id2label_ok": labels_ok, "tokenizer_unpadded_untruncated": tok_ok,
            "ok": diff <= 1e-2 and labels_ok and tok_ok}


# ----------------------------------------------------------------------------- main


def find_file(base, name):
    p = os.path.join(base, name)
    if not os.path.exists(p):
        raise FileNotFoundError(p)
    return p


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--base", required=True, help="folder with config.json, model.safetensors, tokenizer.json")
    ap.add_argument("--train", required=True)
    ap.add_argument("--dev", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--max-minutes", type=float, default=50.0, help="hard wall-clock budget for the whole script")
    ap.add_argument("--max-len", type=int, default=256)
    ap.add_argument("--claim-share", type=float, default=0.5, help="as the Rust judge's claim_share")
    ap.add_argument("--batch-size", type=int, default=16)
    ap.add_argument("--chunk-batches", type=int, default=50, help="length-bucketing chunk, in batches")
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--head-lr", type=float, default=5e-4, help="learning rate of the new classifier layer")
    ap.add_argument("--weight-decay", type=float, default=0.01)
    ap.add_argument("--warmup-steps", type=int, default=30)
    ap.add_argument("--grad-clip", type=float, default=1.0)
    ap.add_argument("--dropout", type=float, default=0.0, help="hidden/attention dropout while training (< 1 epoch: off)")
    ap.add_argument("--freeze-layers", type=int, default=2, help="freeze the embeddings and encoder layers [0, N)")
    ap.add_argument("--freeze-embeddings", action="store_true", help="freeze all embeddings even with --freeze-layers 0")
    ap.add_argument("--timing-steps", type=int, default=20)
    ap.add_argument("--replan-every", type=int, default=100)
    ap.add_argument("--max-steps", type=int, default=0, help="stop after this many steps (0: no limit)")
    ap.add_argument("--plan", default=None, help="JSON [[step, total_steps], ...] from training_args.json: replay it")
    ap.add_argument("--eval-every-min", type=float, default=15.0, help="mid-run dev evaluation period (0: never)")
    ap.add_argument("--eval-rows", type=int, default=500, help="dev subsample for mid-run evaluations")
    ap.add_argument("--mid-eval-budget-frac", type=float, default=0.04, help="max share of the budget per mid-run eval")
    ap.add_argument("--final-eval-rows", type=int, default=0, help="dev rows for the final evaluation (0: all)")
    ap.add_argument("--final-eval-budget-frac", type=float, default=0.12, help="max share of the budget for the final eval")
    ap.add_argument("--fwd-speedup", type=float, default=2.5, help="assumed eval/train pairs-per-s ratio before measured")
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--device", default="cpu", help="cpu, or cuda / cuda:N (bf16 autocast; weights and optimizer in f32)")
    args = ap.parse_args()

    random.seed(args.seed)
    np.random.seed(args.seed)
    torch.manual_seed(args.seed)
    if args.device != "cpu" and not torch.cuda.is_available():
        ap.error(f"--device {args.device}: torch {torch.__version__} sees no CUDA device")
    DEVICE["name"] = args.device

    budget_s = args.max_minutes * 60.0 if args.max_minutes > 0 else float("inf")
    deadline = T_START + budget_s
    save_margin_s = 30.0  # saving + reload check
    os.makedirs(args.out, exist_ok=True)

    stop_reason = {"why": None}

    def on_signal(signum, frame):
        # finish the current step, then stop and save
        stop_reason["why"] = f"signal {signum}"

    signal.signal(signal.SIGTERM, on_signal)

    cfg_json = find_file(args.base, "config.json")
    tok_json = find_file(args.base, "tokenizer.json")
    find_file(args.base, "model.safetensors")

    # ---- data
    log(f"torch {torch.__version__}, threads {torch.get_num_threads()}, transformers {transformers.__version__}")
    train_rows = read_rows(args.train)
    dev_rows = read_rows(args.dev)
    log(f"train {len(train_rows)} rows, dev {len(dev_rows)} rows")
    enc = PairEncoder(tok_json, args.max_len, args.claim_share)
    enc.check_against_tokenizer(train_rows[:50])
    train_enc, tcc, tec = enc.encode_rows(train_rows)
    dev_enc, dcc, dec_ = enc.encode_rows(dev_rows)
    train_len = [len(e[0]) for e in train_enc]
    dev_len = [len(e[0]) for e in dev_enc]
    data_stats = {
        "train_rows": len(train_rows),
        "dev_rows": len(dev_rows),
        "train_label_counts": {ID2LABEL[c]: sum(1 for r in train_rows if r["y"] == c) for c in range(3)},
        "dev_label_counts": {ID2LABEL[c]: sum(1 for r in dev_rows if r["y"] == c) for c in range(3)},
        "train_tokens_p50_p90_max": [int(np.percentile(train_len, 50)), int(np.percentile(train_len, 90)), int(max(train_len))],
        "dev_tokens_p50_p90_max": [int(np.percentile(dev_len, 50)), int(np.percentile(dev_len, 90)), int(max(dev_len))],
        "train_claim_truncated": tcc,
        "train_evidence_truncated": tec,
        "dev_claim_truncated": dcc,
        "dev_evidence_truncated": dec_,
    }
    log(f"tokenized: {json.dumps(data_stats)}")

    dev_perm = list(range(len(dev_rows)))
    random.Random(args.seed + 1).shuffle(dev_perm)

    # ---- model
    model = build_model(args.base, args.dropout).to(args.device)
    freeze(model, args.freeze_layers, args.freeze_embeddings)
    head = [p for n, p in model.named_parameters() if p.requires_grad and n.startswith("classifier.")]
    body = [(n, p) for n, p in model.named_parameters() if p.requires_grad and not n.startswith("classifier.")]
    decay = [p for n, p in body if p.ndim >= 2]
    no_decay = [p for n, p in body if p.ndim < 2]
    groups = [
        {"params": decay, "lr": args.lr, "weight_decay": args.weight_decay, "peak": args.lr},
        {"params": no_decay, "lr": args.lr, "weight_decay": 0.0, "peak": args.lr},
        {"params": head, "lr": args.head_lr, "weight_decay": 0.0, "peak": args.head_lr},
    ]
    opt = torch.optim.AdamW(groups, betas=(0.9, 0.999), eps=1e-8)
    n_train = sum(p.numel() for p in model.parameters() if p.requires_grad)
    n_all = sum(p.numel() for p in model.parameters())
    log(f"model: {n_all} parameters, {n_train} trainable (freeze_layers={args.freeze_layers})")

    sampler = BalancedBucketSampler([r["y"] for r in train_rows], train_len, args.batch_size, args.chunk_batches, args.seed)

    # ---- schedule
    # lr(step) = peak * step / warmup for step < warmup; afterwards it decays linearly from its value
    # at the last (re)plan point to 0 at that plan's total.
    plan = json.loads(args.plan) if args.plan else []
    replay = bool(plan)
    state = {"anchor_step": 0, "anchor_mult": 1.0, "total": plan[0][1] if plan else None}

    def lr_mult(step):
        if step < args.warmup_steps:
            return (step + 1) / args.warmup_steps
        total = state["total"]
        if total is None:
            return 1.0
        a, m = max(state["anchor_step"], args.warmup_steps), state["anchor_mult"]
        if step >= total:
            return 0.0
        return m * (total - step) / max(total - a, 1)

    def set_plan(step, total):
        m = lr_mult(step) if step >= args.warmup_steps else 1.0
        state["anchor_step"], state["anchor_mult"], state["total"] = step, m, total
        if not plan or plan[-1] != [step, total]:
            if not replay:
                plan.append([step, total])

    if replay:
        state["total"] = plan[0][1]
    replay_points = {s: t for s, t in plan[1:]} if replay else {}

    # eval-cost estimate (pairs/s of inference), refined by the first mid-run evaluation
    est = {"eval_pps": None}
    mean_dev_len = float(np.mean(dev_len))

    def eval_seconds(n_rows, train_s_per_token):
        if est["eval_pps"] is not None:
            return n_rows / est["eval_pps"]
        return n_rows * mean_dev_len * train_s_per_token / args.fwd_speedup

    train_log = {"steps": [], "evals": [], "plans": [], "stop_reason": None}
    step = 0
    pairs_seen = 0
    tokens_seen = 0
    step_times = []  # (seconds, tokens)
    loss_acc, acc_n = 0.0, 0
    t_train0 = time.time()
    last_eval = time.time()
    final_eval_rows = len(dev_rows) if args.final_eval_rows <= 0 else min(args.final_eval_rows, len(dev_rows))
    reserve_s = save_margin_s  # refined after timing
    loss_fn = torch.nn.CrossEntropyLoss()

    def s_per_token(window=None):
        st = step_times[-window:] if window else step_times
        return sum(t for t, _ in st) / max(sum(n for _, n in st), 1)

    try:
        while True:
            if replay and step >= state["total"]:
                stop_reason["why"] = "plan complete"
                break
            if not replay and state["total"] is not None and step >= state["total"]:
                stop_reason["why"] = "planned steps done"
                break
            if stop_reason["why"]:
                break
            if args.max_steps and step >= args.max_steps:
                stop_reason["why"] = "max steps"
                break
            now = time.time()
            if now > deadline - reserve_s:
                stop_reason["why"] = "deadline"
                break
            if replay and step in replay_points:
                set_plan(step, replay_points[step])

            # mid-run evaluation on a fixed dev subsample
            # (skipped when less than 2/3 of a period of training is left: the final evaluation follows)
            if (
                args.eval_every_min > 0
                and step >= args.timing_steps
                and now - last_eval >= args.eval_every_min * 60
                and deadline - reserve_s - now > args.eval_every_min * 40
            ):
                n_mid = min(args.eval_rows, len(dev_rows))
                cap = args.mid_eval_budget_frac * budget_s
                while n_mid > 200 and eval_seconds(n_mid, s_per_token(200)) > cap:
                    n_mid = int(n_mid * 0.8)
                if eval_seconds(n_mid, s_per_token(200)) <= cap and now + eval_seconds(n_mid, s_per_token(200)) < deadline - reserve_s:
                    res = evaluate(model, dev_rows, dev_enc, dev_perm[:n_mid], deadline - reserve_s)
                    res.update({"step": step, "pairs_seen": pairs_seen, "elapsed_s": round(time.time() - T_START, 1)})
                    if res["rows"]:
                        est["eval_pps"] = res["rows"] / max(res["seconds"], 1e-6)
                    print_table(f"dev subsample @ step {step}", res)
                    train_log["evals"].append(res)
                    model.train()
                last_eval = time.time()
                # the evaluation took training time: re-plan from what is left
                if not replay and state["total"] is not None:
                    left = deadline - reserve_s - time.time()
                    set_plan(step, step + max(int(left / (s_per_token(200) * (tokens_seen / max(pairs_seen, 1)) * args.batch_size)), 1))
                    log(f"re-plan after eval: total steps {state['total']}")

            mult = lr_mult(step)
            for g in opt.param_groups:
                g["lr"] = g["peak"] * mult
            idx = sampler.next()
            ids, tt, am = collate(train_enc, idx)
            ntok = int(am.sum())
            ids, tt, am, y = on_device(ids, tt, am, torch.tensor([train_rows[i]["y"] for i in idx]))
            t0 = time.time()
            model.train()
            with autocast():
                logits = model(input_ids=ids, token_type_ids=tt, attention_mask=am).logits
            loss = loss_fn(logits.float(), y)
            loss.backward()
            if args.grad_clip > 0:
                torch.nn.utils.clip_grad_norm_([p for g in groups for p in g["params"]], args.grad_clip)
            opt.step()
            opt.zero_grad(set_to_none=True)
            dt = time.time() - t0
            step_times.append((dt, ntok))
            step += 1
            pairs_seen += len(idx)
            tokens_seen += ntok
            loss_acc += loss.item()
            acc_n += 1

            if not replay and step == args.timing_steps:
                spt = s_per_token()
                tok_per_pair = tokens_seen / pairs_seen
                step_s = spt * tok_per_pair * args.batch_size
                reserve_s = save_margin_s + min(
                    eval_seconds(final_eval_rows, spt), args.final_eval_budget_frac * budget_s
                )
                n_mid_evals = int(min(max(deadline - time.time() - args.eval_every_min * 40, 0), 1e7) / 60 // args.eval_every_min) if args.eval_every_min > 0 else 0
                mid_cost = n_mid_evals * min(eval_seconds(min(args.eval_rows, len(dev_rows)), spt), args.mid_eval_budget_frac * budget_s)
                left = deadline - reserve_s - mid_cost - time.time()
                total = step + max(int(left / step_s), 0)
                set_plan(step, total)
                log(
                    f"timing: {args.timing_steps} steps, {pairs_seen / sum(t for t, _ in step_times):.2f} pairs/s "
                    f"({step_s:.2f} s/step of {args.batch_size}, {tok_per_pair:.0f} tokens/pair); "
                    f"reserve {reserve_s:.0f}s for final eval+save, {n_mid_evals} mid evals ~{mid_cost:.0f}s; "
                    f"PLAN: {total} steps = {total * args.batch_size} pairs"
                )
            elif not replay and step > args.timing_steps and step % args.replan_every == 0:
                spt = s_per_token(args.replan_every)
                tok_per_pair = tokens_seen / pairs_seen
                step_s = spt * tok_per_pair * args.batch_size
                n_mid_left = 0
                if args.eval_every_min > 0:
                    n_mid_left = int(min(max(deadline - reserve_s - last_eval - args.eval_every_min * 40, 0), 1e7) / 60 // args.eval_every_min)
                mid_cost = n_mid_left * min(eval_seconds(min(args.eval_rows, len(dev_rows)), spt), args.mid_eval_budget_frac * budget_s)
                left = deadline - reserve_s - mid_cost - time.time()
                total = step + max(int(left / step_s), 0)
                if abs(total - state["total"]) > 0.03 * max(state["total"] - step, 1):
                    set_plan(step, total)
                    log(f"re-plan: {step_s:.2f} s/step recently -> total steps {total}")

            if step % 10 == 0:
                el = time.time() - t_train0
                rec = {
                    "step": step,
                    "loss": round(loss_acc / acc_n, 4),
                    "lr": opt.param_groups[0]["lr"],
                    "pairs_seen": pairs_seen,
                    "pairs_per_s": round(pairs_seen / max(el, 1e-9), 2),
                    "elapsed_s": round(time.time() - T_START, 1),
                    "planned_total": state["total"],
                }
                train_log["steps"].append(rec)
                log(
                    f"step {step}/{state['total']} loss {rec['loss']:.4f} lr {rec['lr']:.2e} "
                    f"pairs {pairs_seen} ({rec['pairs_per_s']} pairs/s overall)"
                )
                loss_acc, acc_n = 0.0, 0
    except KeyboardInterrupt:
        stop_reason["why"] = stop_reason["why"] or "interrupted"
        log(f"stopping: {stop_reason['why']}")
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    train_s = time.time() - t_train0
    train_log["stop_reason"] = stop_reason["why"]
    train_log["plans"] = plan
    log(f"training stopped ({stop_reason['why']}) after {step} steps, {pairs_seen} pairs, {train_s:.0f}s")

    # ---- save first (so the weights exist whatever happens next), then check, then evaluate
    model.eval()
    size = save_folder(model, args.base, args.out, tok_json)
    log(f"saved {args.out} (model.safetensors {size / 1e6:.1f} MB, float16)")
    sanity = sanity_reload(model, args.out, dev_enc, dev_perm[:8])
    log(f"reload check: {sanity}")

    final = evaluate(model, dev_rows, dev_enc, dev_perm[:final_eval_rows], deadline - 5)
    final.update({"step": step, "pairs_seen": pairs_seen, "elapsed_s": round(time.time() - T_START, 1)})
    print_table("FINAL dev", final)
    train_log["final_eval"] = final
    train_log["reload_check"] = sanity

    wall = time.time() - T_START
    targs = {
        "command": " ".join([os.path.basename(sys.executable)] + sys.argv),
        "args": vars(args),
        "reproduce": {
            "plan": plan,
            "steps": step,
            "note": "same args plus --plan '<plan JSON>' --max-steps <steps> --max-minutes 0 replays this run step for step",
        },
        "label_map": {"supported": "entailment", "unsupported": "neutral", "contradicted": "contradiction"},
        "id2label": {str(k): v for k, v in ID2LABEL.items()},
        "input": {
            "pair": "[CLS] claim [SEP] evidence_spans joined with \\n [SEP]",
            "max_len": args.max_len,
            "truncation": "as src/judge/batch.rs: claim keeps max(claim_share*max_len, room left by evidence); evidence cut",
            "claim_share": args.claim_share,
        },
        "optimizer": {
            "name": "AdamW", "lr": args.lr, "head_lr": args.head_lr, "weight_decay": args.weight_decay,
            "betas": [0.9, 0.999], "eps": 1e-8, "warmup_steps": args.warmup_steps, "schedule": "linear decay to 0 at planned total",
            "grad_clip": args.grad_clip,
        },
        "sampling": "class-balanced (1/3 each, without replacement within a class), length-bucketed chunks of "
        f"{args.chunk_batches} batches, dynamic padding",
        "frozen": f"all embeddings + encoder layers 0..{args.freeze_layers - 1}" if args.freeze_layers > 0 else (
            "all embeddings" if args.freeze_embeddings else "word embeddings"),
        "trainable_parameters": n_train,
        "total_parameters": n_all,
        "steps": step,
        "pairs_seen": pairs_seen,
        "tokens_seen": tokens_seen,
        "train_seconds": round(train_s, 1),
        "wall_seconds": round(wall, 1),
        "stop_reason": stop_reason["why"],
        "data": {
            "train": {"path": os.path.abspath(args.train), "sha256": sha256_file(args.train)},
            "dev": {"path": os.path.abspath(args.dev), "sha256": sha256_file(args.dev)},
            **data_stats,
        },
        "base": {
            "path": os.path.abspath(args.base),
            "model.safetensors_sha256": sha256_file(os.path.join(args.base, "model.safetensors")),
            "config.json_sha256": sha256_file(cfg_json),
            "tokenizer.json_sha256": sha256_file(tok_json),
        },
        "output": {"model.safetensors_sha256": sha256_file(os.path.join(args.out, "model.safetensors")), "dtype": "float16"},
        "hardware": torch.cuda.get_device_name(0) if args.device != "cpu" else f"{os.cpu_count()} CPU cores",
        "device": args.device,
        "cpu": platform.processor() or platform.machine(),
        "torch_threads": torch.get_num_threads(),
        "versions": {
            "python": platform.python_version(),
            "torch": torch.__version__,
            "transformers": transformers.__version__,
            "tokenizers": tokenizers.__version__,
            "safetensors": getattr(safetensors, "__version__", "?"),
            "numpy": np.__version__,
        },
        "seed": args.seed,
    }
    with open(os.path.join(args.out, "training_args.json"), "w") as f:
        json.dump(targs, f, indent=2)
        f.write("\n")
    train_log["wall_seconds"] = round(time.time() - T_START, 1)
    with open(os.path.join(args.out, "train_log.json"), "w") as f:
        json.dump(train_log, f, indent=2)
        f.write("\n")
    log(f"done in {time.time() - T_START:.0f}s (budget {budget_s:.0f}s); reload check {'OK' if sanity['ok'] else 'FAILED'}")
    return 0 if sanity["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
