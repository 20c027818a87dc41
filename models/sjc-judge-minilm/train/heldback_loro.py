#!/usr/bin/env python3
"""heldback_loro.py HELDBACK_DIR LABEL_DIR [ALPHA]: leave one blind round out at a time over saved reports.

HELDBACK_DIR holds `NAME.report.json` files (what `sjc prune --format json` wrote for NAME.json, by the
version frozen before the round was written); LABEL_DIR holds `NAME.labels.json`. A round is the name's
first three characters (`s29`, `s30`, ...). For each round the threshold comes from the other rounds'
true-entry scores by the rule of `sjc calibrate-risk` (conformal risk control: the
floor(ALPHA*(n+1))-th smallest score, ALPHA default 0.05), with the flip cap applied to old reports as
`sjc::eval::report_scores` does; the round left out is then decided at it. Labels are matched to entries
as `sjc eval` matches them. Prints each round and the pooled total.

  python3 models/sjc-judge-minilm/train/heldback_loro.py models/sjc-judge-minilm/heldback examples/trials
"""
import json, sys, glob, os, math
H, L = sys.argv[1], sys.argv[2]; alpha = float(sys.argv[3]) if len(sys.argv) > 3 else 0.05
col = lambda t: ' '.join(t.split())
rows = []
for rp in sorted(glob.glob(H + '/*.report.json')):
    name = os.path.basename(rp)[:-len('.report.json')]
    ents = json.load(open(rp))['entries']; used = [False]*len(ents)
    for l in json.load(open(f'{L}/{name}.labels.json'))['entries']:
        t = col(l['text']); c = [col(e['text']) for e in ents]
        i = next((i for i in range(len(ents)) if not used[i] and c[i] == t), None)
        if i is None: i = next((i for i in range(len(ents)) if not used[i] and t in c[i]), None)
        if i is None: i = next((i for i in range(len(ents)) if not used[i] and c[i] in t and 2*len(c[i]) > len(t)), None)
        if i is None: continue
        used[i] = True; e = ents[i]; p = e.get('p_support')
        if p is None: continue
        f = e.get('features') or {}
        if p < 0.5 and (f.get('instruction_flip', 0) > 0 or f.get('prohibition_flip', 0) > 0): p = min(p, 0.01)
        rows.append((name[:3], l['label'] == 'supported', p))
def crc(scores):
    n = len(scores); j = min(math.floor(alpha*(n+1)+1e-9), n)
    return 0.0 if j < 1 else sorted(scores)[j-1]
rounds = sorted(set(r[0] for r in rows)); tot = [0, 0, 0, 0]
for rd in rounds:
    t = crc([p for x, s, p in rows if x != rd and s])
    te = [(s, p) for x, s, p in rows if x == rd]
    n = len(te); nt = sum(s for s, _ in te); td = sum(s and p < t for s, p in te); fk = sum((not s) and p >= t for s, p in te)
    print(f'{rd}: threshold {t:.4f}  right {n-td-fk}/{n} ({100*(n-td-fk)/n:.1f}%)  true deleted {td}/{nt} ({100*td/nt:.1f}%)')
    tot = [a+b for a, b in zip(tot, [n, nt, td, fk])]
n, nt, td, fk = tot
print(f'pooled: right {n-td-fk}/{n} ({100*(n-td-fk)/n:.1f}%)  true deleted {td}/{nt} ({100*td/nt:.1f}%)')
