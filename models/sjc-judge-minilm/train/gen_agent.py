#!/usr/bin/env python3
"""Generate agent-domain judge pairs (set="agent_gen") from code-built tool output.

Each generated *document* is one piece of evidence as an agent would see it: a JSON API
response, a CSV / markdown table, `git log` / `git status`, pytest / cargo test output,
a Python traceback, `ls -l`, a config file, HTTP access-log lines, a tool-call argument
blob or a user turn.  Every document carries distractor rows, so the fact an entry is
about has to be located.  From each document we derive summary *entries* (the claims):

  supported     exact copies of a fact, faithful low-overlap paraphrases
  contradicted  digit / date / currency / identifier swaps, status flips, and HARD
                negatives whose every token occurs in the evidence but belongs to
                another row / field / subject
  unsupported   plans and next steps, widened or rewritten user asks, plausible facts
                absent from the evidence, facts about another file / record

Deterministic: document i uses random.Random(f"{seed}:{i}").  Split by document:
~5% heldout, ~10% dev, rest train (decided by a hash of the document index).
Stdlib only.
"""
import argparse
import hashlib
import json
import os
import random
import re
import sys
from collections import Counter, defaultdict
from datetime import date, timedelta

SUP, UNS, CON = "supported", "unsupported", "contradicted"
MAX_EV = 1200

FIRST = ["Alice", "Bob", "Carla", "Dmitri", "Elena", "Farid", "Grace", "Hiro", "Ines", "Jonas", "Keiko", "Liam",
         "Maya", "Nadia", "Omar", "Priya", "Quentin", "Rosa", "Sven", "Tara", "Umar", "Vera", "Wen", "Yusuf", "Zoe",
         "Jane", "Keith", "Sarah", "Taylor", "Carlos", "Andreas", "Herve"]
LAST = ["Novak", "Okafor", "Schmidt", "Tanaka", "Rossi", "Haddad", "Kowalski", "Nguyen", "Silva", "Moreau",
        "Phillips", "Segura", "Bowman", "Yang", "Lindqvist", "Mensah", "Duarte", "Fischer", "Ivanova", "Brennan"]
CO1 = ["Acme", "Globex", "Initech", "Umbrella", "Stark", "Wayne", "Hooli", "Vandelay", "Soylent", "Tyrell",
       "Cyberdyne", "Wonka", "Aperture", "Massive", "Pied Piper", "Oscorp", "Gringotts", "Nakatomi", "Virtucon",
       "Lucent", "Bluth", "Dunder", "Prestige", "Monarch", "Northwind", "Contoso", "Fabrikam", "Tailspin"]
CO2 = ["Corp", "Inc", "Ltd", "GmbH", "LLC", "Labs", "Logistics", "Dynamics", "Systems", "Foods", "Partners"]
REGIONS = ["us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-2", "ap-northeast-1"]
PLANS = ["Basic", "Standard", "Premium", "Bronze", "Silver", "Gold", "Platinum"]
CURS = [("$", "USD"), ("€", "EUR"), ("£", "GBP")]
MODULES = ["billing", "crm", "auth", "sync", "reports", "notifications", "ingest", "api", "scheduler", "export"]
FILES = ["client", "models", "handlers", "utils", "retry", "parser", "schema", "worker", "views", "db", "cache",
         "config", "invoice", "leads", "mailer", "routes"]
VERBS = ["fix", "add", "refactor", "remove", "update", "handle", "rename", "bump", "revert", "document"]
OBJS = ["retry backoff", "null customer_id", "pagination cursor", "timezone offset", "currency rounding",
        "rate limiter", "CSV export header", "duplicate reminders", "stale cache entry", "webhook signature",
        "unpaid filter", "lead dedup", "date parsing", "empty response", "auth token refresh"]
EXC = [("KeyError", "'customer_id'"), ("ValueError", "invalid literal for int() with base 10: 'N/A'"),
       ("TypeError", "unsupported operand type(s) for +: 'NoneType' and 'float'"),
       ("AttributeError", "'NoneType' object has no attribute 'email'"),
       ("ZeroDivisionError", "division by zero"), ("IndexError", "list index out of range"),
       ("TimeoutError", "request to api.internal timed out after 30s"),
       ("PermissionError", "[Errno 13] Permission denied: '/var/data/export.csv'")]
HTTP_PATHS = ["/api/v1/invoices", "/api/v1/customers", "/api/v1/leads", "/health", "/api/v1/payments",
              "/login", "/api/v1/reports/monthly", "/webhooks/stripe", "/api/v2/orders"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
          "November", "December"]
NUMW = {0: "no", 1: "one", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
        9: "nine", 10: "ten", 11: "eleven", 12: "twelve"}


# ----------------------------------------------------------------- helpers
def person(r):
    return "%s %s" % (r.choice(FIRST), r.choice(LAST))


def company(r):
    return "%s %s" % (r.choice(CO1), r.choice(CO2))


def companies(r, n):
    out = []
    while len(out) < n:
        c = company(r)
        if c.split()[0] not in {x.split()[0] for x in out}:
            out.append(c)
    return out


def rdate(r, lo=2023, hi=2025):
    return date(lo, 1, 1) + timedelta(days=r.randrange((date(hi, 12, 31) - date(lo, 1, 1)).days))


def iso(d):
    return d.isoformat()


def long_date(d):
    return "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)


def money(amt, cur="$"):
    return "%s%s" % (cur, "{:,.2f}".format(amt))


def money_short(amt, cur="$"):
    return "%s%s" % (cur, "{:,.0f}".format(amt)) if amt == int(amt) else money(amt, cur)


def nw(n):
    return NUMW.get(n, str(n))


def swap_digits(s, r):
    """Change the digits of an identifier / number string: adjacent transposition of two
    different digits if possible, else replace one digit."""
    idx = [i for i in range(len(s) - 1) if s[i].isdigit() and s[i + 1].isdigit() and s[i] != s[i + 1]]
    if idx and r.random() < 0.6:
        i = r.choice(idx)
        return s[:i] + s[i + 1] + s[i] + s[i + 2:]
    d = [i for i, ch in enumerate(s) if ch.isdigit()]
    if not d:
        return s + "1"
    i = r.choice(d)
    return s[:i] + r.choice([c for c in "0123456789" if c != s[i] and not (i == d[0] and c == "0")]) + s[i + 1:]


def other_int(n, r, lo=0):
    for _ in range(20):
        m = r.choice([n + 1, n - 1, n + 2, n * 10, n + r.randint(3, 9), max(lo, n // 2)])
        if m != n and m >= lo:
            return m
    return n + 1


def other_amount(a, r):
    k = r.random()
    if k < 0.35:
        return a * 10
    if k < 0.55:
        return a / 10 if a >= 100 else a * 100
    s = "{:.2f}".format(a)
    t = swap_digits(s, r)
    v = float(t)
    return v if v != a else a + 100


def shift_date(d, r):
    return d + timedelta(days=r.choice([-30, -7, -1, 1, 2, 7, 14, 31, 365]))


def h16(s):
    return hashlib.sha1(s.encode()).hexdigest()[:16]


def fit(lines, head="", tail="", limit=MAX_EV):
    """Join lines, dropping trailing distractors until the text fits."""
    out = list(lines)
    while True:
        t = "\n".join(x for x in [head] + out + [tail] if x)
        if len(t) <= limit or len(out) <= 2:
            return t
        out.pop()


NUM_TOK = re.compile(r"\d[\d,.:]*\d|\d")
STRIP = " ,;{}[]\"'"


def verbatim(d, r):
    """Entries copied verbatim from one evidence line (or a 3-12 word slice of it), numbers and all
    (supported), and the same copy with one number replaced by another number of the same evidence
    (contradicted: every token occurs, just not together).  Summaries copy tool output all the time;
    without these rows every number-bearing entry looks like a swap to the model."""
    lines = [x for x in d.evidence.split("\n") if len(x.split()) >= 3]
    if not lines:
        return
    nums_all = sorted({m.group() for m in NUM_TOK.finditer(d.evidence)})
    for _ in range(2):
        words = r.choice(lines).split()
        n = r.randint(3, 12)
        if len(words) <= n:
            s = 0
        else:
            starts = list(range(len(words) - n + 1))
            dig = [i for i in starts if any(ch.isdigit() for w in words[i:i + n] for ch in w)]
            s = r.choice(dig) if dig and r.random() < 0.7 else r.choice(starts)
        claim = " ".join(words[s:s + n]).strip(STRIP)
        if len(claim.split()) < 2 or len(claim) > 160:
            continue
        d.add(SUP, "verbatim", claim)
        here = [m for m in NUM_TOK.finditer(claim)]
        if here:
            m = r.choice(here)
            alts = [x for x in nums_all if x != m.group() and x not in claim]
            same = [x for x in alts if len(x) == len(m.group())]
            alt = r.choice(same or alts) if alts else swap_digits(m.group(), r)
            if alt != m.group():
                d.add(CON, "verbatim_num_swap", claim[:m.start()] + alt + claim[m.end():])


class Doc:
    def __init__(self, kind, evidence):
        self.kind = kind
        self.evidence = evidence
        self.c = {SUP: [], UNS: [], CON: []}

    def add(self, label, sub, claim):
        self.c[label].append((sub, claim))


# ----------------------------------------------------------------- templates
def t_invoices(r):
    n = r.randint(4, 7)
    cos = companies(r, n)
    cur, code = r.choice(CURS)
    base = r.randint(20000, 99000)
    start = rdate(r)
    inv = []
    for i in range(n):
        st = r.choice(["paid", "unpaid", "unpaid", "overdue", "paid"])
        amt = round(r.choice([r.randint(50, 900), r.randint(1000, 25000)]) + r.choice([0, 0, .5, .99, .25]), 2)
        issued = start + timedelta(days=r.randint(0, 60))
        inv.append({"id": "INV-%d" % (base + r.randint(1, 999) * (i + 1)), "customer": cos[i], "amount": amt,
                    "currency": code, "status": st, "issued": iso(issued),
                    "due_date": iso(issued + timedelta(days=r.choice([14, 30, 45])))})
    if len({x["status"] for x in inv}) < 2:
        inv[0]["status"] = "paid" if inv[0]["status"] != "paid" else "unpaid"
    if len({x["id"] for x in inv}) < n:
        return None
    compact = r.random() < 0.5
    body = {"object": "list", "data": inv, "has_more": r.random() < 0.3, "page": 1}
    ev = json.dumps(body, indent=None if compact else 1, ensure_ascii=False)
    if len(ev) > MAX_EV:
        body["data"] = inv[:4]
        inv = inv[:4]
        n = 4
        ev = json.dumps(body, indent=None, ensure_ascii=False)
    if len(ev) > MAX_EV:
        return None
    head = r.choice(["", "GET /v1/invoices?limit=%d -> 200\n" % n, "tool: billing.list_invoices\n"])
    d = Doc("invoices_json", head + ev)
    a, b = r.sample(inv, 2)
    unpaid = [x for x in inv if x["status"] in ("unpaid", "overdue")]
    paid = [x for x in inv if x["status"] == "paid"]
    # supported
    d.add(SUP, "exact", "%s (%s): %s, %s" % (a["id"], a["customer"], money(a["amount"], cur), a["status"]))
    d.add(SUP, "exact", "%s is due %s" % (a["id"], a["due_date"]))
    d.add(SUP, "paraphrase", "%s still owes %s on invoice %s" % (a["customer"], money_short(a["amount"], cur), a["id"])
          if a["status"] != "paid" else "%s has settled %s in full" % (a["customer"], a["id"]))
    d.add(SUP, "paraphrase", "%s of the %d invoices returned are not yet paid" % (nw(len(unpaid)).capitalize(), n))
    d.add(SUP, "paraphrase", "Payment on %s falls due on %s" % (a["id"], long_date(date.fromisoformat(a["due_date"]))))
    if paid:
        d.add(SUP, "paraphrase", "Only %d invoice%s in this page %s been settled" % (len(paid), "" if len(paid) == 1 else "s",
                                                                                   "has" if len(paid) == 1 else "have"))
    # contradicted
    d.add(CON, "id_swap", "%s (%s): %s, %s" % (swap_digits(a["id"], r), a["customer"], money(a["amount"], cur), a["status"]))
    d.add(CON, "amount_swap", "%s for %s is %s" % (a["id"], a["customer"], money(other_amount(a["amount"], r), cur)))
    flip = {"paid": "unpaid", "unpaid": "paid", "overdue": "paid"}[a["status"]]
    d.add(CON, "status_flip", "%s is %s" % (a["id"], flip))
    d.add(CON, "date_swap", "%s is due %s" % (a["id"], iso(shift_date(date.fromisoformat(a["due_date"]), r))))
    if b["status"] != a["status"]:
        d.add(CON, "hard_neg_other_row", "%s (%s) is %s" % (a["id"], a["customer"], b["status"]))
    if b["amount"] != a["amount"]:
        d.add(CON, "hard_neg_other_row", "%s owes %s on %s" % (a["customer"], money(b["amount"], cur), a["id"]))
    if len(paid) != len(unpaid):
        d.add(CON, "hard_neg_count", "%d unpaid invoices found" % len(paid))
    d.add(CON, "currency_swap", "%s total: %s" % (a["id"], money(a["amount"], r.choice([c for c, _ in CURS if c != cur]))))
    # unsupported
    d.add(UNS, "plan", "Next: email payment reminders to all %s customers" % "{:,}".format(r.randint(200, 5000)))
    d.add(UNS, "plan", "TODO: mark %s as paid once the bank transfer clears" % a["id"])
    d.add(UNS, "absent_fact", "%s was sent a reminder on %s" % (a["customer"], a["issued"]))
    d.add(UNS, "absent_fact", "%s disputed invoice %s" % (company(r), "INV-%d" % r.randint(10000, 99999)))
    d.add(UNS, "absent_fact", "Total outstanding across all pages is %s" % money(r.randint(5000, 90000), cur))
    return d


def t_leads_table(r):
    n = r.randint(5, 8)
    today = rdate(r, 2024, 2025)
    names = set()
    rows = []
    while len(rows) < n:
        p = person(r)
        if p in names:
            continue
        names.add(p)
        first, last = p.split()
        rows.append({"name": p, "email": "%s.%s@%s.com" % (first.lower(), last.lower(), r.choice(CO1).lower().replace(" ", "")),
                     "status": r.choice(["paid", "unpaid", "unpaid", "trial"]),
                     "last_contact": today - timedelta(days=r.randint(1, 90)),
                     "plan": r.choice(PLANS)})
    md = r.random() < 0.5
    if md:
        lines = ["| name | email | plan | status | last_contact |", "|---|---|---|---|---|"] + [
            "| %s | %s | %s | %s | %s |" % (x["name"], x["email"], x["plan"], x["status"], iso(x["last_contact"])) for x in rows]
    else:
        lines = ["name,email,plan,status,last_contact"] + [
            "%s,%s,%s,%s,%s" % (x["name"], x["email"], x["plan"], x["status"], iso(x["last_contact"])) for x in rows]
    head = r.choice(["$ cat leads_export.csv" if not md else "Query result (leads, %d rows):" % n,
                     "tool: crm.search_leads -> %d rows" % n])
    ev = fit(lines, head, "(today: %s)" % iso(today))
    d = Doc("leads_table", ev)
    shown = [x for x in rows if x["name"] in ev]
    a, b = r.sample(shown, 2)
    recent_unpaid = [x for x in shown if x["status"] == "unpaid" and (today - x["last_contact"]).days <= 30]
    unpaid = [x for x in shown if x["status"] == "unpaid"]
    d.add(SUP, "exact", "%s <%s> - %s, %s" % (a["name"], a["email"], a["status"], a["plan"]))
    d.add(SUP, "exact", "%s last contacted %s" % (a["name"], iso(a["last_contact"])))
    d.add(SUP, "paraphrase", "%s is on the %s plan" % (a["name"].split()[0] + " " + a["name"].split()[1], a["plan"]))
    d.add(SUP, "paraphrase", "%s lead%s with status unpaid in this export" % (nw(len(unpaid)).capitalize(), "" if len(unpaid) == 1 else "s"))
    if a["status"] == "unpaid":
        d.add(SUP, "paraphrase", "%s has not paid yet" % a["name"])
    d.add(CON, "status_flip", "%s - %s" % (a["name"], {"paid": "unpaid", "unpaid": "paid", "trial": "paid"}[a["status"]]))
    d.add(CON, "date_swap", "%s last contacted %s" % (a["name"], iso(shift_date(a["last_contact"], r))))
    if b["plan"] != a["plan"]:
        d.add(CON, "hard_neg_other_row", "%s is on the %s plan" % (a["name"], b["plan"]))
    if b["email"] != a["email"]:
        d.add(CON, "hard_neg_other_row", "%s's email is %s" % (a["name"], b["email"]))
    if b["status"] != a["status"]:
        d.add(CON, "hard_neg_other_row", "%s (%s) has status %s" % (a["name"], a["email"], b["status"]))
    d.add(CON, "count_swap", "%d leads are unpaid" % other_int(len(unpaid), r))
    d.add(UNS, "plan", "Next: send the reminder to all %d leads" % len(shown))
    d.add(UNS, "absent_fact", "%s replied to the last reminder" % a["name"])
    d.add(UNS, "absent_fact", "%s <%s> is unpaid" % (person(r), "%s@example.com" % r.choice(LAST).lower()))
    d.add(UNS, "plan", "Decision: upgrade %s to %s" % (a["name"], r.choice([p for p in PLANS if p != a["plan"]])))
    return d


ASKS = [
    # (user turn, faithful paraphrases, widened/rewritten (unsupported), contradicted)
    lambda r, v: ("send the reminder only to unpaid leads from the last %d days" % v["days"],
                  ["the user wants only unpaid leads contacted", "reminders go solely to leads who haven't paid, limited to the past %d days" % v["days"],
                   "User asked: remind unpaid leads (last %d days only)" % v["days"]],
                  ["the user wants all leads emailed", "user asked to remind every unpaid customer", "user wants reminders sent to unpaid leads and their managers",
                   "user asked to send the reminder by SMS as well"],
                  ["the user wants paid leads reminded too", "User asked: remind unpaid leads from the last %d days" % other_int(v["days"], r, 1),
                   "the user asked to send the reminder to paid leads only"]),
    lambda r, v: ("please don't touch the production database, use the staging copy (%s) for everything" % v["db"],
                  ["User: work only against staging DB %s, never production" % v["db"], "production DB is off limits per the user"],
                  ["user said production writes are fine after review", "user wants the staging copy reset nightly"],
                  ["user approved running the migration on the production database", "use production (%s) for everything" % v["db"]]),
    lambda r, v: ("keep the monthly spend under %s, and ask me before anything above %s" % (money_short(v["cap"]), money_short(v["ask"])),
                  ["Budget cap: %s/month; confirm with user before spending more than %s" % (money_short(v["cap"]), money_short(v["ask"])),
                   "the user set a %s monthly ceiling" % money_short(v["cap"])],
                  ["user approved a one-off overspend for the launch", "user wants a weekly spend report"],
                  ["Budget cap: %s/month" % money_short(v["cap"] * 10), "the user said no approval is needed for purchases over %s" % money_short(v["ask"])]),
    lambda r, v: ("deploy only to %s for now, no other regions" % v["region"],
                  ["deployments restricted to %s" % v["region"], "User: single region (%s) only" % v["region"]],
                  ["user wants a multi-region rollout next week", "user asked for %s as the failover region" % v["region2"]],
                  ["deploy to %s and %s" % (v["region"], v["region2"]), "User: deploy only to %s" % v["region2"]]),
    lambda r, v: ("only edit files under src/%s/, leave tests/ alone" % v["mod"],
                  ["scope: src/%s/ only; tests/ must not be modified" % v["mod"], "the user limited edits to the %s module sources" % v["mod"]],
                  ["user also allowed edits in src/%s/" % v["mod2"], "user asked to add tests for the %s module" % v["mod"]],
                  ["user allowed edits to tests/", "only edit files under src/%s/" % v["mod2"]]),
    lambda r, v: ("export the %d overdue invoices to overdue_%s.csv and email it to %s" % (v["k"], v["month"], v["email"]),
                  ["User asked: CSV of the %s overdue invoices -> %s" % (nw(v["k"]), v["email"]), "deliverable: overdue_%s.csv emailed to %s" % (v["month"], v["email"])],
                  ["user wants the export scheduled monthly", "user asked to include paid invoices in the export"],
                  ["export the %d overdue invoices" % other_int(v["k"], r, 1), "email the export to %s" % v["email2"]]),
]


def t_user_turn(r):
    cos = companies(r, 2)
    v = {"days": r.choice([7, 14, 30, 45, 60, 90]), "db": "%s_staging" % r.choice(MODULES),
         "cap": r.choice([50, 100, 200, 250, 500, 1000, 2000]), "region": r.choice(REGIONS),
         "mod": r.choice(MODULES), "k": r.randint(3, 40), "month": "%d-%02d" % (r.randint(2023, 2025), r.randint(1, 12)),
         "email": "%s@%s.com" % (r.choice(FIRST).lower(), cos[0].split()[0].lower()),
         "email2": "%s@%s.com" % (r.choice(FIRST).lower(), cos[1].split()[0].lower())}
    v["ask"] = v["cap"] // r.choice([2, 4, 5])
    v["region2"] = r.choice([x for x in REGIONS if x != v["region"]])
    v["mod2"] = r.choice([x for x in MODULES if x != v["mod"]])
    i = r.randrange(len(ASKS))
    turn, sup, uns, con = ASKS[i](r, v)
    # distractor turns (other asks, assistant chatter)
    j = r.choice([k for k in range(len(ASKS)) if k != i])
    other = ASKS[j](r, v)[0]
    lines = [
        "user: %s" % r.choice(["hey, quick one before you start.", "ok, next task.", "thanks for the summary."]),
        "assistant: %s" % r.choice(["Sure - what should I do next?", "Got it. Anything else to keep in mind?", "Understood."]),
        "user: %s" % turn,
        "assistant: %s" % r.choice(["Will do.", "Okay, I'll follow that.", "Noted."]),
    ]
    if r.random() < 0.5:
        lines = ["user (earlier, superseded): %s" % other] + lines
    d = Doc("user_turn", "\n".join(lines))
    d.add(SUP, "exact", "User asked: %s" % turn)
    for s in sup:
        d.add(SUP, "paraphrase", s)
    for s in uns:
        d.add(UNS, "widened_ask", s)
    d.add(UNS, "plan", r.choice(["Next: confirm the plan with the user", "TODO: draft the announcement email",
                                 "Next: run the job for all %s accounts" % "{:,}".format(r.randint(100, 3000))]))
    for s in con:
        d.add(CON, "ask_flip", s)
    return d


def t_git_log(r):
    n = r.randint(4, 7)
    d0 = rdate(r)
    commits = []
    for i in range(n):
        commits.append({"sha": "%07x" % r.getrandbits(28), "author": person(r),
                        "date": d0 - timedelta(days=i * r.randint(0, 3), hours=r.randint(0, 20)),
                        "msg": "%s %s in %s/%s.py" % (r.choice(VERBS), r.choice(OBJS), r.choice(MODULES), r.choice(FILES))})
    oneline = r.random() < 0.5
    if oneline:
        lines = ["%s %s" % (c["sha"], c["msg"]) for c in commits]
        ev = fit(lines, "$ git log --oneline -n %d" % n)
    else:
        lines = []
        for c in commits:
            lines += ["commit %s%s" % (c["sha"], "%033x" % r.getrandbits(132)), "Author: %s <%s@dev.io>" % (c["author"], c["author"].split()[0].lower()),
                      "Date:   %s" % c["date"].strftime("%a %b %d %Y"), "    %s" % c["msg"]]
        ev = fit(lines, "$ git log -n %d" % n)
    d = Doc("git_log", ev)
    shown = [c for c in commits if c["sha"] in ev]
    a, b = shown[0], shown[1]
    verb, rest = a["msg"].split(" ", 1)
    obj, path = rest.split(" in ")
    d.add(SUP, "exact", "commit %s: %s" % (a["sha"], a["msg"]))
    d.add(SUP, "paraphrase", "latest commit (%s) %s the %s change in %s" % (a["sha"], {"fix": "fixed", "add": "added", "refactor": "refactored",
                                                                                   "remove": "removed", "update": "updated", "handle": "handled",
                                                                                   "rename": "renamed", "bump": "bumped", "revert": "reverted",
                                                                                   "document": "documented"}[verb], obj, path))
    d.add(SUP, "paraphrase", "%d commits in the log" % len(shown) if oneline else "HEAD is %s" % a["sha"])
    if not oneline:
        d.add(SUP, "exact", "%s authored %s" % (a["author"], a["sha"]))
        if b["author"] != a["author"]:
            d.add(CON, "hard_neg_other_row", "%s authored %s" % (b["author"], a["sha"]))
        d.add(CON, "date_swap", "%s was committed on %s" % (a["sha"], shift_date(a["date"], r).strftime("%b %d %Y")))
    d.add(CON, "id_swap", "commit %s: %s" % (swap_digits(a["sha"], r) if any(ch.isdigit() for ch in a["sha"]) else a["sha"][::-1], a["msg"]))
    d.add(CON, "hard_neg_other_row", "commit %s: %s" % (b["sha"], a["msg"]))
    if verb != "revert":
        d.add(CON, "negation", "commit %s reverted the %s change" % (a["sha"], obj))
    d.add(UNS, "absent_fact", "%s was pushed to origin/main" % a["sha"])
    d.add(UNS, "plan", "Next: rebase feature/%s onto main and open a PR" % obj.split()[0])
    d.add(UNS, "absent_fact", "CI passed on %s" % a["sha"])
    d.add(UNS, "other_file", "commit %s also touched %s/%s.py" % (a["sha"], r.choice(MODULES), r.choice(FILES)))
    return d


def t_git_status(r):
    br = "feature/%s-%s" % (r.choice(MODULES), r.choice(["fix", "cleanup", "v2", "retry", "export"]))
    ahead = r.randint(1, 9)
    paths = sorted({"src/%s/%s.py" % (r.choice(MODULES), r.choice(FILES)) for _ in range(8)})
    r.shuffle(paths)
    staged, modified, untracked = paths[:r.randint(1, 2)], paths[2:2 + r.randint(1, 3)], ["notes_%d.md" % r.randint(1, 9), "tmp/out_%d.json" % r.randint(100, 999)]
    lines = ["$ git status", "On branch %s" % br, "Your branch is ahead of 'origin/%s' by %d commit%s." % (br, ahead, "" if ahead == 1 else "s"), "",
             "Changes to be committed:"] + ["\tmodified:   %s" % p for p in staged] + ["", "Changes not staged for commit:"] + \
            ["\tmodified:   %s" % p for p in modified] + ["", "Untracked files:"] + ["\t%s" % p for p in untracked]
    d = Doc("git_status", "\n".join(lines))
    s, m = r.choice(staged), r.choice(modified)
    d.add(SUP, "exact", "on branch %s, ahead of origin by %d" % (br, ahead))
    d.add(SUP, "paraphrase", "%s has edits that are not staged yet" % m)
    d.add(SUP, "paraphrase", "%s is staged for the next commit" % s)
    d.add(SUP, "paraphrase", "%s untracked files (%s)" % (nw(len(untracked)).capitalize(), ", ".join(untracked)))
    d.add(CON, "hard_neg_other_field", "%s is staged" % m)
    d.add(CON, "hard_neg_other_field", "%s has unstaged changes" % s)
    d.add(CON, "count_swap", "branch %s is %d commits ahead of origin" % (br, other_int(ahead, r, 1)))
    d.add(CON, "negation", "working tree clean on %s" % br)
    d.add(UNS, "other_file", "src/%s/%s.py was deleted" % (r.choice(MODULES), r.choice(FILES)))
    d.add(UNS, "plan", "TODO: commit %s and push %s" % (m, br))
    d.add(UNS, "absent_fact", "%s was merged into main" % br)
    return d


def t_pytest(r):
    mod = r.choice(MODULES)
    names = r.sample(["test_%s_%s" % (w, v) for w in ["refund", "invoice", "lead", "retry", "export", "login", "sync", "parse"]
                      for v in ["rounding", "status", "empty", "timeout", "unicode", "pagination", "dates"]], r.randint(4, 8))
    res = [r.choice(["PASSED", "PASSED", "FAILED"]) for _ in names]
    if "FAILED" not in res:
        res[r.randrange(len(res))] = "FAILED"
    if "PASSED" not in res:
        res[0] = "PASSED"
    cargo = r.random() < 0.3
    npass, nfail = res.count("PASSED"), res.count("FAILED")
    secs = "%.2f" % (r.random() * 9 + .3)
    if cargo:
        lines = ["$ cargo test -p %s" % mod, "running %d tests" % len(names)] + [
            "test %s::tests::%s ... %s" % (mod, t[5:], "ok" if x == "PASSED" else "FAILED") for t, x in zip(names, res)] + [
            "", "test result: FAILED. %d passed; %d failed; 0 ignored; 0 measured; 0 filtered out; finished in %ss" % (npass, nfail, secs)]
        fail_name = lambda t: "%s::tests::%s" % (mod, t[5:])
    else:
        lines = ["$ pytest tests/test_%s.py -v" % mod, "collected %d items" % len(names), ""] + [
            "tests/test_%s.py::%s %s" % (mod, t, x) for t, x in zip(names, res)] + [
            "", "=== %d failed, %d passed in %ss ===" % (nfail, npass, secs) if r.random() < .5 else "=== %d passed, %d failed in %ss ===" % (npass, nfail, secs)]
        fail_name = lambda t: t
    d = Doc("test_output", "\n".join(lines))
    f = r.choice([t for t, x in zip(names, res) if x == "FAILED"])
    p = r.choice([t for t, x in zip(names, res) if x == "PASSED"])
    tot = len(names)
    d.add(SUP, "exact", "%d passed, %d failed" % (npass, nfail))
    d.add(SUP, "paraphrase", "%s of %s tests failed" % (nw(nfail), nw(tot)))
    d.add(SUP, "paraphrase", "%s is broken; %s is fine" % (fail_name(f), fail_name(p)))
    d.add(SUP, "paraphrase", "test suite for %s is red" % mod)
    if npass != nfail:
        d.add(CON, "hard_neg_count", "%d of %d tests failed" % (npass, tot))
    d.add(CON, "count_swap", "%d failed, %d passed" % (other_int(nfail, r, 0), npass))
    d.add(CON, "status_flip", "%s passed" % fail_name(f))
    d.add(CON, "status_flip", "%s fails" % fail_name(p))
    d.add(CON, "negation", "all %d tests pass" % tot)
    d.add(UNS, "absent_fact", "%s fails because of a timezone bug" % fail_name(f))
    d.add(UNS, "plan", "Next: fix %s and rerun the full suite" % fail_name(f))
    d.add(UNS, "other_file", "tests/test_%s.py: all green" % r.choice([x for x in MODULES if x != mod]))
    d.add(UNS, "absent_fact", "coverage is %d%%" % r.randint(55, 98))
    return d


def t_traceback(r):
    mod = r.choice(MODULES)
    frames = []
    for _ in range(r.randint(3, 5)):
        frames.append(("%s/%s.py" % (r.choice(MODULES), r.choice(FILES)), r.randint(12, 480),
                       r.choice(["main", "run", "sync_all", "process", "handle", "send_reminders", "load", "_fetch", "build_row"])))
    frames[-1] = ("%s/%s.py" % (mod, r.choice(FILES)), frames[-1][1], frames[-1][2])
    exc, msg = r.choice(EXC)
    lines = ["$ python -m %s.run --since %s" % (mod, iso(rdate(r))), "Traceback (most recent call last):"]
    for fpath, ln, fn in frames:
        lines += ['  File "/app/%s", line %d, in %s' % (fpath, ln, fn), "    %s" % r.choice(["row = rows[i]", "total += inv.amount", "return cfg[key]",
                                                                                         "send(to=lead.email)", "n = int(value)", "resp = client.get(url)"])]
    lines.append("%s: %s" % (exc, msg))
    d = Doc("traceback", "\n".join(lines))
    fpath, ln, fn = frames[-1]
    o = frames[0] if frames[0][0] != fpath else frames[1]
    d.add(SUP, "exact", "%s: %s" % (exc, msg))
    d.add(SUP, "paraphrase", "crash in %s() at %s:%d (%s)" % (fn, fpath, ln, exc))
    d.add(SUP, "paraphrase", "the %s run died with a %s" % (mod, exc))
    d.add(CON, "number_swap", "%s raised at %s line %d" % (exc, fpath, other_int(ln, r, 1)))
    if o[0] != fpath:
        d.add(CON, "hard_neg_other_row", "%s raised in %s line %d" % (exc, o[0], ln))
    d.add(CON, "type_swap", "%s raised in %s" % (r.choice([e for e, _ in EXC if e != exc]), fpath))
    d.add(CON, "negation", "the %s job completed without errors" % mod)
    d.add(UNS, "absent_fact", "the %s was introduced in commit %07x" % (exc, r.getrandbits(28)))
    d.add(UNS, "plan", "Fix: add a default in %s and retry" % fn)
    d.add(UNS, "other_file", "%s/%s.py also logs a warning at line %d" % (r.choice(MODULES), r.choice(FILES), r.randint(10, 400)))
    return d


def t_ls(r):
    n = r.randint(5, 8)
    d0 = rdate(r)
    names = sorted({"%s_%s.%s" % (r.choice(["report", "invoices", "leads", "export", "backup", "customers", "run"]),
                                r.choice(["2024-01", "2024-02", "q3", "final", "v2", "old", "tmp"]),
                                r.choice(["csv", "json", "log", "xlsx", "sql", "gz"])) for _ in range(n)})
    files = [{"name": x, "size": r.choice([r.randint(200, 9000), r.randint(10000, 2000000)]), "date": d0 - timedelta(days=r.randint(0, 40)),
              "perm": r.choice(["-rw-r--r--", "-rw-rw-r--", "-rwxr-xr-x", "-rw-------"])} for x in names]
    lines = ["$ ls -l /var/data/exports", "total %d" % (sum(f["size"] for f in files) // 1024)] + [
        "%s 1 app app %9d %s %s" % (f["perm"], f["size"], (f["date"].strftime("%b %d  %Y").replace(" 0", "  ")), f["name"]) for f in files]
    d = Doc("ls_l", "\n".join(lines))
    a, b = r.sample(files, 2)
    ext = a["name"].rsplit(".", 1)[1]
    k = sum(1 for f in files if f["name"].endswith("." + ext))
    d.add(SUP, "exact", "%s is %d bytes" % (a["name"], a["size"]))
    d.add(SUP, "paraphrase", "%s: roughly %s" % (a["name"], ("%.1f KB" % (a["size"] / 1024)) if a["size"] < 1048576 else "%.1f MB" % (a["size"] / 1048576)))
    d.add(SUP, "paraphrase", "%s .%s file%s in /var/data/exports" % (nw(k).capitalize(), ext, "" if k == 1 else "s"))
    d.add(SUP, "paraphrase", "%s was last modified on %s %d" % (a["name"], MONTHS[a["date"].month - 1], a["date"].day))
    if b["size"] != a["size"]:
        d.add(CON, "hard_neg_other_row", "%s is %d bytes" % (a["name"], b["size"]))
    d.add(CON, "number_swap", "%s is %d bytes" % (a["name"], int(swap_digits(str(a["size"]), r))))
    d.add(CON, "date_swap", "%s was last modified on %s" % (a["name"], shift_date(a["date"], r).strftime("%b %d")))
    d.add(CON, "count_swap", "%d .%s files in /var/data/exports" % (other_int(k, r, 1), ext))
    d.add(UNS, "other_file", "%s_%s.%s is %d bytes" % (r.choice(["audit", "payroll", "summary"]), r.choice(["2023", "v3"]), ext, r.randint(300, 90000)))
    d.add(UNS, "plan", "Next: upload %s to the shared drive and delete the old exports" % a["name"])
    d.add(UNS, "absent_fact", "%s contains %d rows" % (a["name"], r.randint(10, 5000)))
    return d


def t_config(r):
    kv = {"max_retries": r.randint(2, 10), "timeout_seconds": r.choice([5, 10, 15, 30, 60, 120]), "region": r.choice(REGIONS),
          "batch_size": r.choice([50, 100, 250, 500, 1000]), "debug": r.choice(["true", "false"]), "dry_run": r.choice(["true", "false"]),
          "from_address": "billing@%s.com" % r.choice(CO1).lower().replace(" ", ""), "reminder_days": r.choice([3, 7, 14, 30]),
          "currency": r.choice(["USD", "EUR", "GBP"]), "rate_limit_per_min": r.choice([30, 60, 120, 600])}
    keys = r.sample(list(kv), r.randint(6, 9))
    style = r.choice(["toml", "yaml", "env"])
    if style == "toml":
        lines = ["$ cat config/%s.toml" % r.choice(MODULES), "[service]"] + [
            "%s = %s" % (k, json.dumps(kv[k]) if isinstance(kv[k], str) and kv[k] not in ("true", "false") else kv[k]) for k in keys]
    elif style == "yaml":
        lines = ["# config.yaml", "service:"] + ["  %s: %s" % (k, kv[k]) for k in keys]
    else:
        lines = ["$ cat .env.staging"] + ["%s=%s" % (k.upper(), kv[k]) for k in keys]
    d = Doc("config", "\n".join(lines))
    nums = [k for k in keys if isinstance(kv[k], int)]
    k = r.choice(nums) if nums else keys[0]
    d.add(SUP, "exact", "%s = %s" % (k, kv[k]))
    para = {"max_retries": "requests are retried up to %s times", "timeout_seconds": "calls time out after %s seconds",
            "batch_size": "records are processed in batches of %s", "reminder_days": "reminders go out %s days before the due date",
            "rate_limit_per_min": "the service is limited to %s requests per minute"}
    if k in para:
        d.add(SUP, "paraphrase", para[k] % kv[k])
    for b in ("debug", "dry_run"):
        if b in keys:
            on = kv[b] == "true"
            d.add(SUP, "paraphrase", "%s is %s" % ("debug mode" if b == "debug" else "dry-run mode", "on" if on else "off"))
            d.add(CON, "status_flip", "%s is %s" % ("debug mode" if b == "debug" else "dry-run mode", "off" if on else "on"))
    if "region" in keys:
        d.add(SUP, "exact", "region: %s" % kv["region"])
        d.add(CON, "value_swap", "region: %s" % r.choice([x for x in REGIONS if x != kv["region"]]))
    others = [o for o in nums if o != k and kv[o] != kv[k]]
    if others:
        o = r.choice(others)
        d.add(CON, "hard_neg_other_field", "%s = %s" % (k, kv[o]))
    d.add(CON, "number_swap", "%s = %s" % (k, other_int(kv[k], r, 1) if isinstance(kv[k], int) else kv[k] + "x"))
    d.add(UNS, "absent_fact", "the config was deployed to production on %s" % iso(rdate(r)))
    d.add(UNS, "other_file", "%s = %d in config/%s.toml" % (r.choice(["pool_size", "cache_ttl", "workers"]), r.randint(2, 64), r.choice(MODULES)))
    d.add(UNS, "plan", "TODO: raise %s before the next run" % k)
    return d


def t_http_log(r):
    n = r.randint(6, 10)
    d0 = rdate(r)
    recs = []
    for i in range(n):
        path = r.choice(HTTP_PATHS)
        meth = "GET" if path in ("/health", "/api/v1/reports/monthly") else r.choice(["GET", "POST", "GET", "PUT"])
        st = r.choice([200, 200, 200, 201, 204, 400, 401, 404, 500, 502, 503])
        recs.append({"ip": "10.%d.%d.%d" % (r.randint(0, 9), r.randint(0, 255), r.randint(1, 254)), "t": "%02d:%02d:%02d" % (r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                     "m": meth, "p": path, "s": st, "ms": r.randint(3, 4000)})
    recs.sort(key=lambda x: x["t"])
    lines = ['%s - - [%s:%s +0000] "%s %s HTTP/1.1" %d %d %dms' % (x["ip"], d0.strftime("%d/%b/%Y"), x["t"], x["m"], x["p"], x["s"], r.randint(0, 9000), x["ms"]) for x in recs]
    ev = fit(lines, "$ tail -n %d /var/log/nginx/access.log" % n)
    d = Doc("http_log", ev)
    shown = [x for x in recs if x["t"] in ev]
    a = r.choice(shown)
    errs = [x for x in shown if x["s"] >= 500]
    d.add(SUP, "exact", '%s %s -> %d' % (a["m"], a["p"], a["s"]))
    d.add(SUP, "paraphrase", "%s %s took %d ms at %s" % (a["m"], a["p"], a["ms"], a["t"]))
    d.add(SUP, "paraphrase", "%s server error%s (5xx) in the last %d requests" % (nw(len(errs)).capitalize(), "" if len(errs) == 1 else "s", len(shown)))
    oth = [x for x in shown if x["s"] != a["s"]]
    if oth:
        d.add(CON, "hard_neg_other_row", "%s %s -> %d" % (a["m"], a["p"], r.choice(oth)["s"]))
    d.add(CON, "number_swap", "%s %s -> %d" % (a["m"], a["p"], r.choice([s for s in (200, 404, 500, 503) if s != a["s"]])))
    d.add(CON, "count_swap", "%d requests failed with 5xx" % other_int(len(errs), r, 0))
    d.add(CON, "number_swap", "%s %s took %d ms" % (a["m"], a["p"], other_int(a["ms"], r, 1)))
    d.add(UNS, "absent_fact", "the %s errors were caused by a database timeout" % ("5xx" if errs else "404"))
    d.add(UNS, "plan", "Next: add retries for %s" % a["p"])
    d.add(UNS, "other_file", "%s returned 200 in the error log" % r.choice([p for p in HTTP_PATHS if p not in ev] or ["/metrics"]))
    return d


def t_tool_call(r):
    recips = ["%s@%s.com" % (r.choice(FIRST).lower(), r.choice(CO1).lower().replace(" ", "")) for _ in range(r.randint(2, 5))]
    recips = sorted(set(recips))
    args = {"to": recips, "template": "%s_v%d" % (r.choice(["reminder", "overdue_notice", "welcome", "renewal"]), r.randint(1, 4)),
            "dry_run": r.choice([True, False]), "send_at": "%sT%02d:00:00Z" % (iso(rdate(r)), r.randint(6, 18)),
            "cc": "%s@%s.com" % (r.choice(FIRST).lower(), r.choice(CO1).lower().replace(" ", ""))}
    res = {"queued": len(recips) if not args["dry_run"] else 0, "skipped": r.randint(0, 3), "batch_id": "b_%06d" % r.randint(0, 999999)}
    ev = "tool_call: mailer.send_bulk(%s)\nresult: %s" % (json.dumps(args), json.dumps(res))
    other = ("tool_call: crm.search_leads({\"status\": \"unpaid\", \"limit\": %d})\nresult: {\"count\": %d}" % (r.choice([50, 100]), r.randint(3, 400)))
    if r.random() < 0.6:
        ev = other + "\n" + ev
    d = Doc("tool_call", ev)
    n = len(recips)
    d.add(SUP, "exact", "template %s, send_at %s" % (args["template"], args["send_at"]))
    d.add(SUP, "paraphrase", "%s to %s recipients using %s (batch %s)" % ("Dry run" if args["dry_run"] else "Sent", nw(n), args["template"], res["batch_id"]))
    d.add(SUP, "paraphrase", "%s was cc'd on the bulk email" % args["cc"])
    d.add(CON, "status_flip", "emails were %s" % ("actually sent (not a dry run)" if args["dry_run"] else "only a dry run, nothing sent"))
    d.add(CON, "count_swap", "bulk email to %d recipients" % other_int(n, r, 1))
    d.add(CON, "id_swap", "batch id %s" % swap_digits(res["batch_id"], r))
    d.add(CON, "hard_neg_other_field", "%s was a direct recipient" % args["cc"] if args["cc"] not in recips else "%d recipients skipped" % other_int(res["skipped"], r, 0))
    d.add(UNS, "absent_fact", "%s opened the reminder" % r.choice(recips))
    d.add(UNS, "plan", "Next: resend %s to all %s customers" % (args["template"], "{:,}".format(r.randint(300, 5000))))
    d.add(UNS, "absent_fact", "the user approved this send")
    return d


# Standing constraints (rules a user or operator set) and how summaries drift from them.
# Each rule: (strict form, strict paraphrases, weakened forms (unsupported: hedged modality,
# dropped qualifier or value), reversed forms (contradicted)).  {x} = object, {n} = value.
RULES = [
    ("{x} must not exceed {n}", ["{x} is capped at {n}", "keep {x} at or below {n}", "{x}: no more than {n}"],
     ["{x} should ideally stay near {n}", "{x} is usually around {n}", "{x} is expected to be about {n}", "keep {x} reasonable"],
     ["{x} may exceed {n} when needed", "{x} has no upper limit", "{x} must be at least {n}"]),
    ("never {v} {x}", ["{v} {x} is forbidden", "do not {v} {x} under any circumstances", "{x} must never be {vd}"],
     ["avoid {v_ing} {x} where possible", "{v_ing} {x} is discouraged", "{x} should rarely be {vd}", "try not to {v} {x} too often"],
     ["{v} {x} whenever it helps", "it is fine to {v} {x}", "{x} can be {vd} after a quick check"]),
    ("only {v} {x} between {t1} and {t2} UTC", ["{x} may be {vd} solely in the {t1}-{t2} UTC window", "the {t1} to {t2} UTC window is the only time to {v} {x}"],
     ["{v} {x} preferably between {t1} and {t2} UTC", "{v} {x} mostly at night", "{x} is typically {vd} in the early morning"],
     ["{v} {x} at any hour", "{x} can be {vd} outside {t1}-{t2} UTC too", "never {v} {x} between {t1} and {t2} UTC"]),
    ("{x} must be reviewed by {who} before it is {vd}", ["{who} has to sign off on {x} before it is {vd}", "no {x} is {vd} without review by {who}"],
     ["{x} is normally reviewed by {who}", "{who} may look at {x} when convenient", "{x} is reviewed by {who} if time allows"],
     ["{x} can be {vd} without review", "skip {who}'s review of {x}", "{x} is {vd} first and reviewed later"]),
    ("use {target} only for {x}", ["{x} goes exclusively to {target}", "{target} is the sole destination for {x}"],
     ["use {target} mainly for {x}", "{target} is the preferred target for {x}", "{x} generally goes to {target}"],
     ["{x} may go to any target", "{x} goes to {other} as well as {target}", "avoid {target} for {x}"]),
]
R_OBJ = [("monthly cloud spend", "change", "changing", "changed"), ("the number of API calls per minute", "raise", "raising", "raised"),
         ("writes to the production database", "run", "running", "run"), ("schema migrations", "apply", "applying", "applied"),
         ("customer PII exports", "send", "sending", "sent"), ("force pushes to main", "do", "doing", "done"),
         ("files outside the workspace", "delete", "deleting", "deleted"), ("the release branch", "rebase", "rebasing", "rebased"),
         ("bulk emails to customers", "send", "sending", "sent"), ("the vendored libraries", "edit", "editing", "edited"),
         ("the shared credentials", "rotate", "rotating", "rotated"), ("GPU training jobs", "launch", "launching", "launched")]
R_VAL = ["$500", "$1,500", "$2,000", "40 GPU hours per week", "100 requests per minute", "5% of traffic", "10 MB", "3 retries",
         "2 concurrent jobs", "25 GB of storage", "8 hours per run", "$250 per day"]
R_WHO = ["a human", "the on-call engineer", "Priya from security", "the DBA team", "a second reviewer", "the project owner"]


def t_constraint(r):
    ri = r.randrange(len(RULES))
    strict, paras, weak, rev = RULES[ri]
    x, v, v_ing, vd = r.choice(R_OBJ)
    t1 = r.choice(["00:00", "01:00", "02:00", "22:00", "23:00"])
    t2 = r.choice(["03:00", "04:00", "05:00", "06:00"])
    target, other = r.sample(REGIONS + ["replica_%02d" % r.randint(1, 9), "the staging cluster", "bucket s3://%s-archive" % r.choice(MODULES)], 2)
    f = dict(x=x, v=v, v_ing=v_ing, vd=vd, n=r.choice(R_VAL), t1=t1, t2=t2, who=r.choice(R_WHO), target=target, other=other)
    fill = lambda t: t.format(**f)
    rule = fill(strict)
    rule = rule[0].upper() + rule[1:]
    # distractor rules from other families, as a rules file, a system note or user turns
    others = [RULES[k][0] for k in r.sample([k for k in range(len(RULES)) if k != ri], 2)]
    o_obj = r.choice([o for o in R_OBJ if o[0] != x])
    f2 = dict(f, x=o_obj[0], v=o_obj[1], v_ing=o_obj[2], vd=o_obj[3], n=r.choice(R_VAL))
    lines = [t.format(**f2) for t in others]
    lines.insert(r.randrange(len(lines) + 1), rule)
    style = r.random()
    if style < 0.4:
        ev = "\n".join("user: Standing instruction: %s." % (l[0].upper() + l[1:]) for l in lines)
    elif style < 0.7:
        ev = "$ cat POLICY.md\n# Rules for this run\n" + "\n".join("- %s" % (l[0].upper() + l[1:]) for l in lines)
    else:
        ev = "user: Before you start, %s. Also %s. And %s." % tuple(lines)
    d = Doc("constraint", ev)
    d.add(SUP, "exact", rule)
    for p in paras:
        d.add(SUP, "paraphrase", fill(p))
    for w in weak:
        d.add(UNS, "weakened", fill(w))
    for c in rev:
        d.add(CON, "reversed", fill(c))
    d.add(UNS, "plan", "Next: ask whether %s can be relaxed" % x)
    return d


TEMPLATES = [(t_invoices, 3), (t_leads_table, 3), (t_user_turn, 3), (t_git_log, 2), (t_git_status, 1), (t_pytest, 2),
             (t_traceback, 2), (t_ls, 1), (t_config, 2), (t_http_log, 2), (t_tool_call, 2),
             (t_constraint, 3)]


def entry_style(r, claim, label):
    """Summary-entry surface: bullets, prefixes, trailing punctuation."""
    if claim.startswith(("Next:", "TODO:", "Decision:", "User asked:", "User:", "Fix:")):
        pre = r.choice(["", "- ", "* "])
    else:
        pre = r.choice(["", "", "- ", "* ", "Status: ", "Found: ", "Note: "])
    w0 = claim.split(" ", 1)[0]
    plain = w0.isalpha() and w0.islower()  # never re-case identifiers, paths, emails, keys
    c = claim[0].upper() + claim[1:] if plain and r.random() < 0.4 else claim
    if r.random() < 0.3:
        c += "."
    return pre + c


def gen_doc(seed, i, templates=None):
    r = random.Random("%s:%d" % (seed, i))
    fns = [f for f, w in (templates or TEMPLATES) for _ in range(w)]
    for _ in range(10):
        fn = r.choice(fns)
        d = fn(r)
        if d is not None and len(d.evidence) <= MAX_EV and all(d.c[l] for l in (SUP, UNS, CON)):
            verbatim(d, r)
            break
    else:
        return None, []
    # per document: 2 supported, 1-2 unsupported, 1-2 contradicted (-> ~40/30/30)
    want = {SUP: 2, UNS: r.choice([1, 2]), CON: r.choice([1, 2])}
    rows = []
    seen = set()
    for lab, k in want.items():
        by_sub = defaultdict(list)
        for sub, claim in d.c[lab]:
            by_sub[sub].append(claim)
        got = 0
        while got < k and by_sub:
            sub = r.choice(sorted(by_sub))  # uniform over sub-kinds -> diversity
            claim = by_sub[sub].pop(r.randrange(len(by_sub[sub])))
            if not by_sub[sub]:
                del by_sub[sub]
            if claim in seen:
                continue
            seen.add(claim)
            rows.append({"claim": entry_style(r, claim, lab), "label": lab, "kind": "%s/%s" % (d.kind, sub)})
            got += 1
    return d, rows


def split_of(seed, group):
    # by evidence hash, so two seeds that happen to build the same text share a split
    h = int(hashlib.sha1(("agent_gen:%s:%s" % (seed, group)).encode()).hexdigest(), 16) % 100
    return "heldout" if h < 5 else ("dev" if h < 15 else "train")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--n-docs", type=int, default=10000)
    ap.add_argument("--seed", default="sjc-agent-gen-v1")
    ap.add_argument("--with-kind", action="store_true", help="also write the generator sub-kind (debug)")
    ap.add_argument("--without-constraints", action="store_true",
                    help="leave out the standing-constraint family (reproduces judge v1 stage-2 data)")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    outs = {sp: open(os.path.join(a.out, fn), "w") for sp, fn in
            (("train", "agent_gen.train.raw.jsonl"), ("dev", "agent_gen.dev.raw.jsonl"), ("heldout", "heldout.agent_gen.raw.jsonl"))}
    counts = defaultdict(Counter)
    kinds = Counter()
    seen = set()
    for i in range(a.n_docs):
        d, rows = gen_doc(a.seed, i, [t for t in TEMPLATES if not (a.without_constraints and t[0] is t_constraint)])
        if d is None:
            continue
        g = h16(d.evidence)
        sp = split_of(a.seed, g)
        for row in rows:
            k = (row["claim"].lower(), g)
            if k in seen:
                continue
            seen.add(k)
            o = {"claim": row["claim"], "evidence": d.evidence, "label": row["label"], "set": "agent_gen", "split": sp, "group": g}
            if a.with_kind:
                o["kind"] = row["kind"]
            outs[sp].write(json.dumps(o, ensure_ascii=False) + "\n")
            counts[sp][row["label"]] += 1
            kinds[(row["label"], row["kind"].split("/")[1])] += 1
    for f in outs.values():
        f.close()
    print("%-10s %7s %9s %10s %12s" % ("split", "total", "supported", "unsupported", "contradicted"))
    for sp in ("train", "dev", "heldout"):
        c = counts[sp]
        t = sum(c.values())
        print("%-10s %7d %9d %10d %12d   (%.0f/%.0f/%.0f%%)" % (sp, t, c[SUP], c[UNS], c[CON], 100 * c[SUP] / t, 100 * c[UNS] / t, 100 * c[CON] / t))
    print("sub-kinds:", ", ".join("%s/%s=%d" % (l[:3], k, n) for (l, k), n in sorted(kinds.items())), file=sys.stderr)
    json.dump({sp: dict(c) for sp, c in counts.items()}, open(os.path.join(a.out, "agent_gen.counts.json"), "w"), indent=1)
    merge_parts(a.out)


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
