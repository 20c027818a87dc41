#!/usr/bin/env python3
"""Generated fitting rows for two kinds of compaction fault that the other sets barely hold:
flipped instructions (a user forbids or cancels an action; the entry states it as a task, a
permission or a done fact) and values taken from another row of a table or listing.

Every text is generated here from the word lists below (no third-party text), so the rows may
fit shipped calibration. The rows are for fitting the hybrid calibration layer (not for training
the cross-encoder); each kind comes with true entries that share the same surface (faithful
restatements of the prohibition, true reports of the action on another object, permissions
given later, the right row's values), so a fitted weight learns how often a cue is a fault.

    python3 gen_flips.py --out DIR [--docs 120] [--seed 11]

Writes DIR/flips.dev.raw.jsonl ({"claim","evidence","label","set":"flips_gen","group"});
narrow it with `sjc narrow --pairs` like the other rows. Deterministic for a seed. Stdlib only.
"""
import argparse, json, os, random

# (verb, -ing, past participle, objects, other objects)
ACTIONS = [
    ("push", "pushing", "pushed", ["the branch", "anything to origin", "the release tag", "to main"]),
    ("delete", "deleting", "deleted", ["the old snapshots", "the staging bucket", "the legacy DNS zone", "the archived logs"]),
    ("restart", "restarting", "restarted", ["the ingest workers", "the primary database", "the cache cluster", "the api pods"]),
    ("merge", "merging", "merged", ["the pull request", "the hotfix branch", "the dependency bump"]),
    ("deploy", "deploying", "deployed", ["to production", "the canary build", "the new scheduler"]),
    ("email", "emailing", "emailed", ["the customers", "the whole mailing list", "the finance team"]),
    ("rotate", "rotating", "rotated", ["the API keys", "the service account token", "the TLS certificates"]),
    ("drop", "dropping", "dropped", ["the temp tables", "the old index", "the unused columns"]),
    ("upgrade", "upgrading", "upgraded", ["the ORM", "the node runtime", "the chart to v3"]),
    ("scale", "scaling", "scaled", ["the worker pool", "the read replicas", "the GPU nodes"]),
    ("refund", "refunding", "refunded", ["the duplicate charge", "the annual plan", "the setup fee"]),
    ("rerun", "rerunning", "rerun", ["the backfill", "the failed export", "the nightly job"]),
]
REASONS = ["the DNS team owns it", "others are working on it", "legal has not signed off", "it is still in review",
           "we are in a change freeze", "the numbers are already final", "I will do that myself", "it costs too much"]
WHO = ["Dana", "Priya", "the on-call engineer", "the security team", "Marco"]
ASKS = ["look into why the nightly job is slow", "clean up the release checklist", "prepare the migration notes",
        "summarize the incident timeline", "check the failing health checks", "draft the status update"]


def cap(s):
    return s[0].upper() + s[1:]


def prohibition(r, v, vi, obj):
    return r.choice([
        "don't %s %s" % (v, obj), "do not %s %s" % (v, obj), "please don't %s %s yet" % (v, obj),
        "never %s %s" % (v, obj), "skip %s %s for now" % (vi, obj), "no need to %s %s" % (v, obj),
        "hold off on %s %s" % (vi, obj), "we should not %s %s today" % (v, obj),
    ])


def flip_doc(r):
    v, vi, vd, objs = r.choice(ACTIONS)
    obj, other = r.sample(objs, 2)
    reason = r.choice(REASONS)
    ask = r.choice(ASKS)
    pro = prohibition(r, v, vi, obj)
    until = r.random() < 0.3
    turn = "%s, but %s%s - %s." % (cap(ask), pro, " until I have reviewed it" if until else "", reason)
    lines = ["user: %s" % turn, "assistant: %s" % r.choice(["Understood.", "Okay.", "Will do."])]
    rows = []
    # a true report of the same action on another object, from a tool output
    if r.random() < 0.5:
        lines.append("$ %s %s\n%s %s: ok" % (v, other.replace(" ", "-"), cap(vd), other))
        rows.append(("supported", r.choice(["%s %s" % (cap(vd), other), "%s %s successfully" % (cap(vd), other)])))
    later = r.random() < 0.15
    if later:
        lines.append("user: ok, review done - go ahead and %s %s now." % (v, obj))
        rows.append(("supported", "%s %s" % (cap(v), obj)))
        rows.append(("supported", "The user approved %s %s" % (vi, obj)))
    else:
        rows.append(("contradicted", r.choice(["%s %s" % (cap(v), obj), "Next: %s %s" % (v, obj),
                                               "TODO: %s %s" % (v, obj)])))
        rows.append(("contradicted", r.choice(["The user approved %s %s" % (vi, obj),
                                               "%s %s is fine" % (cap(vi), obj),
                                               "The user asked to %s %s" % (v, obj)])))
        rows.append(("unsupported", "%s %s" % (cap(vd), obj)))
    rows.append(("supported", r.choice(["Do not %s %s (%s)" % (v, obj, reason), "User: don't %s %s" % (v, obj),
                                        "%s must not be %s" % (cap(obj), vd), "Never %s %s" % (v, obj)])))
    rows.append(("supported", r.choice(["Wait for the user's review before %s %s" % (vi, obj),
                                        "Hold off on %s %s: %s" % (vi, obj, reason),
                                        "User asked to %s" % ask])))
    return "\n".join(lines), rows


SERVICES = ["billing-api", "auth-gateway", "search-indexer", "report-worker", "ledger-sync", "mail-relay",
            "Acme Corp", "Globex", "Initech", "Umbrella", "Hooli", "Vandelay"]
COLS = [("p99 ms", "error rate %"), ("restarts", "age days"), ("open invoices", "overdue days"),
        ("seats", "price per seat"), ("requests/min", "timeouts")]


def table_doc(r):
    names = r.sample(SERVICES, r.randint(3, 5))
    c1, c2 = r.choice(COLS)
    vals = {}
    used = set()
    for n in names:
        while True:
            a, b = r.randint(2, 900), r.randint(1, 99)
            if a not in used and b not in used:
                used |= {a, b}
                break
        vals[n] = (a, b)
    style = r.random()
    if style < 0.5:
        ev = "| name | %s | %s |\n|---|---|---|\n" % (c1, c2) + "\n".join("| %s | %d | %d |" % (n, *vals[n]) for n in names)
    else:
        ev = "$ report --top\nNAME %s %s\n" % (c1.replace(" ", "_").upper(), c2.replace(" ", "_").upper()) + \
             "\n".join("%s   %d   %d" % (n.replace(" ", "-"), *vals[n]) for n in names)
    key = lambda n: n if style < 0.5 else n.replace(" ", "-")
    a, b = r.sample(names, 2)
    rows = [
        ("supported", "%s: %s %d, %s %d" % (key(a), c1, vals[a][0], c2, vals[a][1])),
        ("supported", "%s has %d %s" % (key(b), vals[b][0], c1)),
        ("contradicted", "%s: %s %d, %s %d" % (key(a), c1, vals[b][0], c2, vals[b][1])),
        ("contradicted", "%s has %d %s" % (key(a), vals[b][0], c1)),
        ("supported", "%s and %s both reported: %d and %d %s" % (key(a), key(b), vals[a][0], vals[b][0], c1)),
    ]
    return ev, rows


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--docs", type=int, default=120)
    ap.add_argument("--seed", type=int, default=11)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    n = 0
    with open(os.path.join(a.out, "flips.dev.raw.jsonl"), "w", encoding="utf-8") as f:
        for i in range(a.docs):
            r = random.Random("%d:%d" % (a.seed, i))
            ev, rows = (flip_doc if i % 3 else table_doc)(r)
            for label, claim in rows:
                f.write(json.dumps({"claim": claim, "evidence": ev, "label": label, "set": "flips_gen",
                                    "group": "flips-%d" % i}) + "\n")
                n += 1
    print("flips.dev.raw.jsonl: %d rows from %d documents" % (n, a.docs))


if __name__ == "__main__":
    main()
