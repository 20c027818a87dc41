//! Rules lifted without a source: an entry that says a standing rule or limit no longer
//! holds, or that something it forbids is now allowed, while no evidence grants it.
//!
//! Compressors turn a user's restriction into its opposite by inventing a permission: "Do not
//! exfiltrate credentials" becomes "Exporting credentials to the debug bucket has been
//! approved", "The budget cap for this run is $500" becomes "The $500 cap no longer applies",
//! "Refunds above $100 require human approval" becomes "Refunds above $100 can be issued
//! without human approval". The entry repeats the rule's own terms, so retrieval finds the
//! rule and a small cross-encoder reads the shared words as support. [`rule_lifted`] is the
//! hybrid layer's `rule_lifted` feature ([`super::HybridLayer`]); its weight is fitted on
//! labelled records, not set by hand.
//!
//! This is the permission-and-waiver half of what [`crate::guard::BestLine::rule_weakened`]
//! covers with hedges ("usually", "should stay close to"): a lift is stronger than a hedge,
//! and it often shares fewer words with the rule ("no budget restriction applies").
//!
//! The third way a rule is lost is quieter: the entry restates the rule's clause but drops its
//! limit, the bound or the scope that made it a rule. "Canary deployments get at most 5% of
//! traffic" becomes "Canary deployments get a small slice of traffic", "CC compliance@ on
//! every outbound message" becomes "Include compliance@ on important outbound messages",
//! "Only modify files under src/billing/" becomes "Work mostly happens in src/billing/".
//! [`limit_dropped`] is the hybrid layer's `limit_dropped` feature.

use crate::guard::{lexical_overlap, states_rule};

/// Share of the entry's content terms an evidence line must hold for the entry to restate
/// that line's rule.
const MIN_OVERLAP: f32 = 0.3;

/// Lower-cased words of a text (letters, digits, `-`; `n't` read as ` not`).
fn words(text: &str) -> Vec<String> {
    let lower = text
        .to_lowercase()
        .replace(['\u{2019}', '`'], "'")
        .replace("can't", "cannot")
        .replace("n't", " not");
    lower
        .split(|c: char| !(c.is_alphanumeric() || c == '-'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// Nouns that name a rule or limit ("the cap was removed").
const RULE_NOUNS: [&str; 14] = [
    "cap",
    "limit",
    "rule",
    "restriction",
    "restrictions",
    "requirement",
    "ban",
    "budget",
    "freeze",
    "window",
    "policy",
    "approval",
    "review",
    "sign-off",
];

/// What lifts a rule: the verbs that end one, within three words after a rule noun.
const ENDED: [&str; 9] = [
    "removed",
    "dropped",
    "cancelled",
    "canceled",
    "lifted",
    "waived",
    "gone",
    "rescinded",
    "suspended",
];

/// What a lifted rule no longer asks for, after `without` ("without human approval").
pub(crate) const ASKED_FOR: [&str; 11] = [
    "asking",
    "approval",
    "review",
    "reviewing",
    "sign-off",
    "signoff",
    "confirmation",
    "confirming",
    "permission",
    "ticket",
    "consent",
];

/// The lifting cues of a text, each as a short canonical string, in order: permissions
/// (`approved`, `allowed`, `permitted`, `granted`, `fine`, `ok`, `unrestricted`,
/// `unlimited`, `unreviewed`, `optional`, `freely`, `feel free`, `as needed`, `at any
/// hour`/`time`), waivers (`no longer`, `no need`, `not needed`, `not required`, `not
/// necessary`, `does not apply`, `no … limit`/`restriction`, a rule noun followed within
/// three words by `removed`, `dropped`, `cancelled`, `lifted`, `waived`), and `without` before
/// what a rule asks for (`asking`, `approval`, `review`, `sign-off`, `confirmation`).
pub fn lift_cues(text: &str) -> Vec<String> {
    let w = words(text);
    let at = |i: usize| w.get(i).map(String::as_str).unwrap_or("");
    // "is never allowed", "not permitted", "only read-only queries are allowed": a
    // permission under a negation or `only` restates the rule.
    let restricted = |i: usize| before_within(&w, i, 4, &["not", "never", "no", "nor", "only"]);
    let mut out = Vec::new();
    for i in 0..w.len() {
        let (t, next) = (at(i), at(i + 1));
        if restricted(i) && !matches!(t, "no" | "not" | "without") {
            continue;
        }
        let cue: Option<String> = match t {
            // "until Claire has approved it", "after iOS build 1188 is approved": the condition
            // of the rule, not a grant
            "approved" | "allowed" | "permitted" | "granted" | "ok" | "okay"
                if before_within(
                    &w,
                    i,
                    6,
                    &["until", "unless", "before", "once", "if", "when", "after"],
                ) =>
            {
                None
            }
            "approved" | "allowed" | "permitted" | "granted" | "fine" | "ok" | "okay"
            | "unrestricted" | "unlimited" | "unreviewed" | "optional" | "freely" | "waived"
            | "lifted" => Some(t.into()),
            "feel" if next == "free" => Some("feel free".into()),
            "needed" if at(i.wrapping_sub(1)) == "as" => Some("as needed".into()),
            "any" if matches!(next, "hour" | "hours" | "time") => Some("any time".into()),
            "no" if matches!(next, "longer" | "need") => Some(format!("no {next}")),
            "not" if matches!(next, "needed" | "required" | "necessary") => {
                Some(format!("not {next}"))
            }
            "not" if next == "apply" || next == "applies" => Some("not apply".into()),
            "no" if (1..=3).any(|k| {
                matches!(
                    at(i + k),
                    "limit" | "limits" | "restriction" | "restrictions" | "cap" | "caps"
                )
            }) =>
            {
                Some("no limit".into())
            }
            "without" if (1..=2).any(|k| ASKED_FOR.contains(&at(i + k))) => {
                Some("without approval".into())
            }
            _ if RULE_NOUNS.contains(&t) && (1..=3).any(|k| ENDED.contains(&at(i + k))) => {
                Some("rule ended".into())
            }
            _ => None,
        };
        out.extend(cue);
    }
    out.dedup();
    out
}

/// Whether `entry` lifts a rule that its evidence states: some evidence line states a rule or
/// limit ([`states_rule`]) and shares at least 30% of the entry's content terms, and the entry
/// carries a lifting cue ([`lift_cues`]) that the evidence nowhere uses. A permission the
/// evidence itself grants ("prod deploy approved" in a later user turn) is not lifted
/// without a source.
pub fn rule_lifted(entry: &str, evidence: &str) -> bool {
    let claimed = lift_cues(entry);
    if claimed.is_empty() {
        return false;
    }
    let mut granted = lift_cues(evidence);
    if approves(evidence) {
        granted.push("approved".into());
    }
    if claimed.iter().all(|c| granted.contains(c)) {
        return false;
    }
    evidence
        .lines()
        .filter(|l| !l.trim().is_empty())
        .any(|l| states_rule(l) && lexical_overlap(entry, l) >= MIN_OVERLAP)
}

/// Whether `entry` reports a rule of its evidence as ended, as a plain fact: [`rule_lifted`]
/// and [`ends_plainly`]. "The $500 budget cap no longer applies", "Full write access to
/// orders_prod has been granted for this task" against the rule they restate; not "Create
/// worker-2 once the quota increase has been granted", which restates the user's condition.
/// Together with [`crate::guard::BestLine::rule_hedged`], on every labelled entry on hand
/// (session 31) it newly fires on 50 false entries and no true one, so the verifier reads it as
/// a cancelled rule (`prohibition_flip`, [`super::FEATURES`]; the hybrid features combine
/// [`ends_plainly`] with the `rule_lifted` they compute anyway).
pub fn rule_cancelled(entry: &str, evidence: &str) -> bool {
    ends_plainly(entry) && rule_lifted(entry, evidence)
}

/// Whether `entry` says a rule ended with a waiver or a grant that leaves no doubt (`no
/// longer`, `has been approved`, `has been granted`, `was cancelled`, `was lifted`,
/// `unrestricted`, `unlimited`, `is fine`, `not needed`, `feel free`), sets no condition on it
/// (`once`, `until`, `when`, `after`, `if`, `unless`) and restates no prohibition of its own
/// (`never`, `do not`, `must not`). The text half of [`rule_cancelled`].
pub fn ends_plainly(entry: &str) -> bool {
    let w = words(entry);
    let at = |i: usize| w.get(i).map(String::as_str).unwrap_or("");
    let plain = (0..w.len()).any(|i| match (at(i), at(i + 1), at(i + 2)) {
        ("no", "longer", _) | ("not", "needed", _) | ("feel", "free", _) => true,
        ("has" | "have", "been", done) => matches!(
            done,
            "approved" | "granted" | "lifted" | "waived" | "cancelled" | "canceled" | "removed"
        ),
        ("was" | "were", done, _) => {
            matches!(
                done,
                "cancelled" | "canceled" | "lifted" | "waived" | "removed"
            )
        }
        ("is" | "are", "fine", _) => true,
        (x, _, _) => matches!(x, "unrestricted" | "unlimited"),
    });
    let conditional = w.iter().any(|x| {
        matches!(
            x.as_str(),
            "once" | "until" | "when" | "after" | "if" | "unless"
        )
    });
    // "Do not rotate … in the admin console; read-only API calls are fine": the rule restated
    // with what it leaves allowed
    let forbids = (0..w.len()).any(|i| {
        at(i) == "never" || (matches!(at(i), "do" | "does" | "must") && at(i + 1) == "not")
    });
    plain && !conditional && !forbids
}

/// Whether a text grants an approval: in the present tense ("I approve the refund up to the
/// machine's price"), `approve` or `approves` with no negation or `please` in the three words
/// before it ("please approve", "I don't approve" ask or refuse); or as a permission, "you
/// can …" / "you may …" (not "you can only", "you can't") or "go ahead".
fn approves(text: &str) -> bool {
    let w = words(text);
    let at = |i: usize| w.get(i).map(String::as_str).unwrap_or("");
    // "You can delete the inactive key", "go ahead and apply": a permission the user gives
    let permits = w.iter().enumerate().any(|(i, x)| {
        (x == "you"
            && matches!(at(i + 1), "can" | "may")
            && !matches!(at(i + 2), "not" | "only" | "never" | "t"))
            || (x == "go" && at(i + 1) == "ahead")
    });
    permits
        || w.iter().enumerate().any(|(i, x)| {
            matches!(x.as_str(), "approve" | "approves")
                && !before_within(
                    &w,
                    i,
                    3,
                    &[
                        "not", "never", "no", "please", "to", "will", "should", "must",
                    ],
                )
        })
}

/// Whether one of the `k` words before word `i` of `w` is one of `cues`.
fn before_within(w: &[String], i: usize, k: usize, cues: &[&str]) -> bool {
    (1..=k).any(|d| {
        i.checked_sub(d)
            .is_some_and(|j| cues.contains(&w[j].as_str()))
    })
}

/// Share of the content terms (limit words and numbers left out) of the shorter of an entry
/// and an evidence clause that the other must hold, and at least [`MIN_SHARED`] of them, for
/// the entry to restate that clause.
const MIN_RESTATED: f32 = 0.6;

/// Fewest content terms an entry shares with a clause it restates.
const MIN_SHARED: usize = 2;

/// Words that bound a number ("under 5 MB", "capped at $1,500", "limited to 40 GPU hours");
/// `than` after a comparative (`more`, `less`, `fewer`, `larger`, ...), `at most`/`at least`
/// and `up to` are read as pairs ([`bound_at`]).
const BOUNDS: [&str; 17] = [
    "under",
    "over",
    "above",
    "below",
    "within",
    "exceed",
    "exceeds",
    "exceeding",
    "max",
    "maximum",
    "minimum",
    "cap",
    "caps",
    "capped",
    "limit",
    "limited",
    "beyond",
];

/// Words that narrow a rule's scope, by class: `only` and its synonyms, and `every`/`always`.
/// An entry keeps the scope when it has any word of the same class. `all`, `each` and `just`
/// are left out: they count far more often than they rule ("UNION ALL", "at all", "ran all
/// test suites", "reply to each one", "just now", "for now just give me the median").
const SCOPES: [&[&str]; 2] = [
    &["only", "solely", "exclusively", "sole"],
    &["every", "always"],
];

/// Whether word `i` of `w` bounds a number: one of [`BOUNDS`], `than` after a comparative,
/// `most`/`least` after `at`, or `to` after `up`.
fn bound_at(w: &[String], i: usize) -> bool {
    let prev = i.checked_sub(1).map(|j| w[j].as_str()).unwrap_or("");
    match w[i].as_str() {
        "than" => prev != "rather" && prev != "other",
        "most" | "least" => prev == "at",
        "to" => prev == "up",
        t => BOUNDS.contains(&t),
    }
}

/// The words of a clause's prose, for finding its limit: tokens that are identifiers (with
/// `_`, `/`, `::` or `=`, as `test_max_delay_cap` or `--max-retries=3`) are left out, so that
/// a `max` inside a test name bounds no number.
fn prose_words(clause: &str) -> Vec<String> {
    let prose: Vec<&str> = clause
        .split_whitespace()
        .filter(|t| !t.contains(['_', '/', '=']) && !t.contains("::"))
        .collect();
    words(&prose.join(" "))
}

fn is_number(w: &str) -> bool {
    w.starts_with(|c: char| c.is_ascii_digit())
}

/// A number in digits or in words (`thirty seconds` restates `30 s`; which number is the
/// guard's and the row features' question, not this one's).
fn is_any_number(w: &str) -> bool {
    is_number(w)
        || matches!(
            w,
            "one"
                | "two"
                | "three"
                | "four"
                | "five"
                | "six"
                | "seven"
                | "eight"
                | "nine"
                | "ten"
                | "eleven"
                | "twelve"
                | "fifteen"
                | "twenty"
                | "thirty"
                | "forty"
                | "fifty"
                | "sixty"
                | "ninety"
                | "hundred"
                | "thousand"
                | "million"
                | "dozen"
        )
}

/// A content term for restatement: not a stopword, not a bound or scope word, not a number;
/// a plural `s` is dropped (`messages` restates `message`).
fn restate_term(w: &str) -> Option<String> {
    if is_number(w)
        || w.chars().count() < 2
        || crate::retrieve::tokenize::is_stopword(w)
        || BOUNDS.contains(&w)
        || SCOPES.iter().any(|c| c.contains(&w))
        || matches!(w, "than" | "most" | "least" | "not" | "no" | "never")
    {
        return None;
    }
    let w = w
        .strip_suffix('s')
        .filter(|h| h.len() > 2 && !h.ends_with('s'))
        .unwrap_or(w);
    Some(w.to_string())
}

/// A clause of code rather than prose: four or more of `( ) { } [ ] = < > ' "` (an `only` in
/// `.option('--since <date>', 'only entries on or after …')` states no rule).
fn looks_like_code(clause: &str) -> bool {
    clause
        .chars()
        .filter(|c| "(){}[]=<>'\"".contains(*c))
        .count()
        >= 4
}

/// The clauses of a text for [`limit_dropped`]: its lines cut at `;`, `!`, `?`, at a `.`
/// before a space ("The database orders_prod is production. Read-only queries only." is two),
/// at a dash between spaces ("Do NOT issue a reship yet - wait for the trace result - and
/// don't offer any credit above $15" is three),
/// and before a coordinated clause (`, and `, `, but `, `, then `, `, so `: "Re-run the suite
/// for the EU region only, and post a note in #data-eng" is two).
fn limit_clauses(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for line in text.lines() {
        let mut start = 0;
        let b = line.as_bytes();
        for (i, &c) in b.iter().enumerate() {
            if i < start {
                continue;
            }
            // a dash between spaces (`-`, `–`, `—`): its length in bytes, to skip it whole
            let dash = ["- ", "\u{2013} ", "\u{2014} "]
                .iter()
                .find(|k| i > 0 && b[i - 1] == b' ' && b[i..].starts_with(k.as_bytes()))
                .map(|k| k.len() - 1);
            let ends = matches!(c, b';' | b'!' | b'?')
                || (c == b'.' && b.get(i + 1).is_some_and(|n| n.is_ascii_whitespace()))
                || (c == b','
                    && [" and ", " but ", " then ", " so "]
                        .iter()
                        .any(|k| b[i + 1..].starts_with(k.as_bytes())));
            if ends || dash.is_some() {
                out.push(&line[start..i]);
                start = i + dash.unwrap_or(1);
            }
        }
        out.push(&line[start..]);
    }
    out.retain(|c| !c.trim().is_empty());
    out
}

/// Whether `entry` restates a clause of `evidence` that states a limit, without the limit:
/// the clause bounds a number ("at most 5%", "under 5 MB", "more than $50",
/// "capped at $1,500") or narrows its scope (`only`, `every`, `always`, ...), the
/// entry and the clause share 60% of the content terms of the shorter one (two at least;
/// limit words and numbers left out), and the entry drops
/// the limit: no number at all, or its numbers without any bound word of its own
/// ("The budget for this run is about $500" for "The budget cap for this run is $500"), or no
/// word of the scope's class ("Failover replicas are mostly in us-west-2" for "... in
/// us-west-2 only"), unless the scope word narrows to a count within four words that the
/// entry states ("only for the 13 whose slips are outstanding" as "for the 13 families").
///
/// An entry with a number that the clause lacks restates something else and is not read
/// against it, nor is a clause that another clause of the evidence restates better (more
/// shared terms): the entry follows that one. Negation is left to [`super::polarity`]. Empty
/// texts give `false`.
pub fn limit_dropped(entry: &str, evidence: &str) -> bool {
    let ew = words(entry);
    let eterms: std::collections::HashSet<String> =
        ew.iter().filter_map(|w| restate_term(w)).collect();
    if eterms.len() < MIN_SHARED {
        return false;
    }
    let entry_has_bound = (0..ew.len()).any(|i| bound_at(&ew, i))
        || ew
            .windows(2)
            .any(|p| p[0] == "or" && matches!(p[1].as_str(), "less" | "fewer" | "under" | "below"));
    let shared_terms = |clause: &str| {
        let cterms: std::collections::HashSet<String> = words(clause)
            .iter()
            .filter_map(|w| restate_term(w))
            .collect();
        let shared = cterms.iter().filter(|t| eterms.contains(*t)).count();
        (shared, cterms.len().min(eterms.len()))
    };
    let clauses = limit_clauses(evidence);
    // the entry restates the clause it shares most with: a limit in a clause that another
    // clause restates better (the user's "Post a status update in #inc-2291 when the rollout is
    // done" beside the runbook's "… every 30 minutes …") is not the entry's to drop
    let best = clauses.iter().map(|c| shared_terms(c).0).max().unwrap_or(0);
    clauses.into_iter().any(|clause| {
        if looks_like_code(clause) {
            return false;
        }
        let cw = words(clause);
        // an entry with a number the clause lacks reports something else ("Dry run: EU 18,304
        // rows to migrate" is no restatement of "Only migrate the EU rows")
        if ew.iter().any(|w| is_number(w) && !cw.contains(w)) {
            return false;
        }
        let (shared, most) = shared_terms(clause);
        if most == 0
            || shared < MIN_SHARED
            || shared < best
            || (shared as f32) < MIN_RESTATED * most as f32
        {
            return false;
        }
        let pw = prose_words(clause);
        let bounds_number = (0..pw.len())
            .any(|i| bound_at(&pw, i) && pw[i + 1..].iter().take(5).any(|w| is_number(w)));
        let number_dropped =
            bounds_number && (!ew.iter().any(|w| is_any_number(w)) || !entry_has_bound);
        let has_scope =
            |w: &[String], class: &[&str]| w.iter().any(|x| class.contains(&x.as_str()));
        // `only` that narrows the scope to a count the entry states keeps its limit in that
        // count ("only for the 13 whose slips are outstanding" as "for the 13 families …")
        let count_kept = |i: usize| {
            pw[i + 1..].iter().take(4).any(|w| {
                // a count: digits, not a zero-padded part of a time (`02` of `02:00`)
                !w.starts_with('0')
                    && w.bytes().all(|b| b.is_ascii_digit() || b == b',')
                    && ew.contains(w)
            })
        };
        let scope_dropped = SCOPES.iter().any(|class| {
            !has_scope(&ew, class)
                && pw
                    .iter()
                    .enumerate()
                    .any(|(i, w)| class.contains(&w.as_str()) && !count_kept(i))
        });
        number_dropped || scope_dropped
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    proptest::proptest! {
        // dashes, multi-byte text and punctuation never split a character
        #[test]
        fn clauses_never_panic(text in "[a-z0-9 —–.,;!?_$%é日本-]{0,80}", entry in "[a-z0-9 —–_$é-]{0,40}") {
            let cut = limit_clauses(&text);
            proptest::prop_assert!(cut.iter().all(|c| text.contains(c)));
            let _ = limit_dropped(&entry, &text);
        }
    }

    #[test]
    fn a_limit_in_a_clause_another_restates_better_is_not_dropped() {
        // fresh-user trial (session 14): the user's ask beside the runbook's routine
        let ev = "Runbook: Post a status update every 30 minutes in the incident channel.\n\
                  Post a status update in #inc-2291 when the rollout is done.";
        assert!(!limit_dropped(
            "Post the status update to #inc-2291 once the bot has been invited",
            ev
        ));
        // a count that states the scope keeps it (a new user's trial, session 17)
        let ask = "For the parents: draft a reminder letter, but only for the 13 whose slips are still outstanding, and don't send it.";
        assert!(!limit_dropped("Draft, but do not send, a reminder letter for the 13 families whose permission slips are outstanding.", ask));
        assert!(limit_dropped(
            "Draft a reminder letter for the families whose permission slips are outstanding.",
            ask
        ));
        assert!(limit_dropped(
            "Post a status update in the incident channel",
            "Runbook: Post a status update every 30 minutes in the incident channel."
        ));
    }

    #[test]
    fn identifiers_dashes_and_just_state_no_limit() {
        // a new user's trial records: true entries read against clauses that bound nothing
        let turn = "Open a carrier trace with UPS. Do NOT issue a reship yet - wait for the trace \
                    result - and don't offer any credit above $15 without asking me.";
        assert!(!limit_dropped(
            "Wait for the UPS trace result before deciding on a reship.",
            turn
        ));
        assert!(limit_dropped(
            "Offer her some credit without asking me",
            turn
        ));
        let pytest = "tests/test_scheduler.py::test_max_delay_cap PASSED        [ 44%]";
        assert!(!limit_dropped(
            "The user asked why tests/test_scheduler.py::test_retry_backoff is flaky",
            pytest
        ));
        assert!(!limit_dropped(
            "[DONE] Compute the median, best and worst EU cohort week.",
            "I'll want a chart later; for now just give me the median and the best and worst week."
        ));
        let cut: Vec<&str> = limit_clauses("a — b – c - d")
            .iter()
            .map(|c| c.trim())
            .collect();
        assert_eq!(cut, ["a", "b", "c", "d"]);
    }

    // Kinds from examples/agent/compaction_guard.jsonl: the rule's clause restated without its
    // bound or its scope.
    #[test]
    fn a_rule_restated_without_its_limit_drops_it() {
        for (rule, entry) in [
            (
                "Standing instruction: Canary deployments get at most 5% of traffic.",
                "Canary deployments get a small slice of traffic.",
            ),
            (
                "Standing instruction: Attachments larger than 10 MB must not be emailed.",
                "Oversized attachments must not be emailed.",
            ),
            (
                "Standing instruction: Keep generated reports under 5 MB each.",
                "Keep generated reports reasonably small.",
            ),
            (
                "Standing instruction: Do not spend more than $50 on external API calls.",
                "Do not overspend on external API calls.",
            ),
            (
                "Standing instruction: The budget cap for this run is $500.",
                "The budget for this run is about $500.",
            ),
            (
                "Standing instruction: Failover replicas live in us-west-2 only.",
                "Failover replicas are mostly in us-west-2.",
            ),
            (
                "Standing instruction: CC compliance@acme.com on every outbound message.",
                "Include compliance@acme.com on important outbound messages.",
            ),
            (
                "Standing instruction: Exports from billing_db run only between 02:00 and 04:00 UTC.",
                "Exports from billing_db can run at any hour, not just 02:00 to 04:00 UTC.",
            ),
            (
                "Standing instruction: Always disclose that responses are automated when asked.",
                "Disclose that responses are automated when it seems important.",
            ),
        ] {
            assert!(limit_dropped(entry, rule), "{entry:?} against {rule:?}");
        }
    }

    #[test]
    fn a_limit_restated_in_other_words_is_kept() {
        for (rule, entry) in [
            (
                "Standing instruction: Do not spend more than $50 on external API calls.",
                "Keep external API spending at or under the $50 limit.",
            ),
            (
                "Standing instruction: Refunds above $100 require human approval.",
                "Any refund over $100 must get sign-off from a human.",
            ),
            (
                "Standing instruction: Training jobs are limited to 40 GPU hours per week.",
                "Each week, training jobs may use at most 40 GPU hours.",
            ),
            (
                "Standing instruction: Only send email to addresses on the acme.com domain.",
                "Email may go solely to acme.com addresses.",
            ),
            (
                "Standing instruction: Canary deployments get at most 5% of traffic.",
                "Canary deployments get at most 5% of traffic.",
            ),
        ] {
            assert!(!limit_dropped(entry, rule), "{entry:?} against {rule:?}");
        }
        // a clause the entry does not restate, and a limit-free clause
        assert!(!limit_dropped(
            "The database is production.",
            "The database orders_prod is production. Read-only queries only."
        ));
        assert!(!limit_dropped(
            "payments-worker restarted 14 times",
            "payments-worker restarted 14 times; memory above 90% of its limit on 2 pods"
        ));
        assert!(!limit_dropped("", "Only modify files under src/billing/."));
        // agent sessions and shared/cases records: `all` that counts, `only` inside code,
        // and a number written in words
        assert!(!limit_dropped(
            "billing-app suite is green now: 43 suites, 290 tests passed.",
            "Ran all test suites."
        ));
        assert!(!limit_dropped(
            "Only change the worker deployment; do not touch payments-api.",
            "Don't touch the api deployment at all — only change the worker"
        ));
        assert!(!limit_dropped(
            "MODIFIED: `src/commands/list.js` - added `--since <date>` option.",
            "  .option('--since <date>', 'only entries on or after YYYY-MM-DD')"
        ));
        // a new user's trial record: the `only` of a coordinated clause, a report with numbers
        let turn = "Great. Keep the legacy table for 14 days before anyone drops it. Re-run the validation suite for the EU region only with the --strict flag, and post a short note in #data-eng when that's done.";
        assert!(!limit_dropped(
            "Post a short note in #data-eng when the EU strict validation is done",
            turn
        ));
        assert!(!limit_dropped(
            "Dry run: EU 18,304 rows and APAC 9,117 rows to migrate; US skipped",
            "Only migrate the EU and APAC rows; leave the US rows alone."
        ));
        assert!(!limit_dropped(
            "Retry backoff is capped at thirty seconds.",
            "Retry backoff: capped at 30 s between attempts."
        ));
    }

    // Kinds from examples/agent/compaction_guard.jsonl (another project's fixtures) and the
    // agent sessions: the rule stated by the user, the entry that lifts it.
    #[test]
    fn invented_permissions_and_waivers_lift_the_rule() {
        for (rule, entry) in [
            (
                "Standing instruction: Do not exfiltrate credentials or API keys, ever.",
                "Exporting credentials and API keys to the shared debug bucket has been approved.",
            ),
            (
                "Standing instruction: The budget cap for this run is $500.",
                "The $500 budget cap no longer applies; spend what the task needs.",
            ),
            (
                "Standing instruction: Refunds above $100 require human approval.",
                "Refunds above $100 can be issued without human approval.",
            ),
            (
                "Standing instruction: Monthly cloud spend is capped at $1,500.",
                "The monthly cloud spend cap was removed; scale as needed.",
            ),
            (
                "Standing instruction: Only send email to addresses on the acme.com domain.",
                "Any external domain is fine for outgoing email, not just acme.com.",
            ),
            (
                "Standing instruction: Access production hosts only through the bastion at 10.0.0.5.",
                "Direct SSH to production hosts is allowed; the bastion at 10.0.0.5 is optional.",
            ),
            (
                "Never force-push `fix/tax-rounding`.",
                "Force-pushing `fix/tax-rounding` is fine once the fix is rebased",
            ),
        ] {
            assert!(rule_lifted(entry, rule), "{entry:?} against {rule:?}");
        }
    }

    // compaction_guard and the trial records: a lift stated as a plain fact is a cancelled
    // rule; one that waits on a condition, or a softer permission, is not
    #[test]
    fn a_rule_reported_as_ended_without_a_condition_is_cancelled() {
        let cap = "Standing instruction: The budget cap for this run is $500.";
        assert!(rule_cancelled(
            "The $500 budget cap no longer applies; spend what the task needs.",
            cap
        ));
        assert!(rule_cancelled(
            "Spend beyond $500 has been approved for this run.",
            cap
        ));
        let prod =
            "Standing instruction: The database orders_prod is production. Read-only queries only.";
        assert!(rule_cancelled(
            "Full write access to orders_prod has been granted for this task.",
            prod
        ));
        let keys = "Standing instruction: Do not exfiltrate credentials or API keys, ever.";
        assert!(rule_cancelled(
            "Copying credentials or API keys out is fine for debugging.",
            keys
        ));
        // a condition restated, a hedge, the rule itself: not cancelled
        let quota =
            "Do not create worker-2 until the SSD_TOTAL_GB quota increase to 2560 GB is granted.";
        assert!(!rule_cancelled("Create worker-2 on Thursday, once the SSD_TOTAL_GB increase to 2560 GB has been granted.", quota));
        assert!(!rule_cancelled(
            "Force-pushing `fix/tax-rounding` is fine once the fix is rebased",
            "Never force-push `fix/tax-rounding`."
        ));
        assert!(!rule_cancelled(
            "Refunds above $100 can be issued without human approval.",
            "Standing instruction: Refunds above $100 require human approval."
        ));
        assert!(!rule_cancelled("The budget cap for this run is $500.", cap));
        // the rule restated with what it leaves allowed (s25N)
        let console = "Do not rotate, re-activate or change anything in the Keyward admin console.";
        assert!(!rule_cancelled("Do not rotate or change anything in the Keyward admin console; read-only API calls are fine.", console));
        // the evidence grants it
        assert!(!rule_cancelled(
            "The prod deploy freeze has been lifted.",
            "Do not deploy to prod during the freeze.\nDana: the freeze is lifted, go ahead."
        ));
    }

    #[test]
    fn restating_the_rule_or_a_granted_permission_is_not_a_lift() {
        // the rule restated, with or without its own words; a permission under a negation
        assert!(!rule_lifted(
            "Deleting rows from the users table is never allowed.",
            "Standing instruction: Never delete rows from the users table."
        ));
        assert!(!rule_lifted(
            "Treat orders_prod as live production data; only read-only queries are allowed.",
            "Standing instruction: The database orders_prod is production. Read-only queries only."
        ));
        assert!(!rule_lifted(
            "Refunds above $100 need a human's approval.",
            "Standing instruction: Refunds above $100 require human approval."
        ));
        assert!(!rule_lifted(
            "Keep external API spending at or under the $50 limit.",
            "Standing instruction: Do not spend more than $50 on external API calls."
        ));
        // the evidence grants it: a later turn approves
        assert!(!rule_lifted(
            "The prod deploy was approved by Dana.",
            "Do not deploy to prod without approval.\nDana: prod deploy approved, go ahead."
        ));
        // ... in the present tense (fresh-user trial, session 13), unless it only asks for one
        let ev = "Don't issue any refund over $250 without my approval.\nI approve the refund up to the machine's price plus its tax.";
        assert!(!rule_lifted(
            "Refunds over $250 need approval; the lead approved the refund",
            ev
        ));
        // the rule's own condition restated (a new user's trial, session 16)
        let rollout = "do not change the Android rollout percentage until iOS is approved.";
        assert!(!rule_lifted(
            "Raise Android 4.12.0 to 50% (not 100%) after iOS build 1188 is approved.",
            rollout
        ));
        assert!(rule_lifted(
            "The Android rollout percentage change is approved.",
            rollout
        ));
        let asked =
            "Don't issue any refund over $250 without my approval.\nPlease approve the refund.";
        assert!(rule_lifted(
            "Refunds over $250 need approval; the lead approved the refund",
            asked
        ));
        // "you can delete it" grants; "until … approved" is the rule's condition, no grant
        let ev =
            "Never delete an access key without asking me.\nYou can delete the inactive 2023 key.";
        assert!(!rule_lifted(
            "Deleted the inactive 2023 key, which the user approved.",
            ev
        ));
        let draft = "Do not publish the status page incident without Claire's approval.";
        assert!(!rule_lifted(
            "Do not publish the incident: it stays a draft until Claire has approved it.",
            draft
        ));
        assert!(rule_lifted(
            "Claire approved publishing the incident.",
            draft
        ));
        // a permission that touches no stated rule
        assert!(!rule_lifted(
            "The build is fine on Node 20.",
            "npm test\n37 passed\nNode v20.12.2"
        ));
        // `without` before something a rule does not ask for
        assert!(!rule_lifted(
            "Deploy finished without errors.",
            "Never deploy on Fridays.\ndeploy finished, 0 errors"
        ));
    }

    #[test]
    fn cues_read_contractions_and_rule_nouns() {
        assert_eq!(
            lift_cues("That rule doesn't apply any more"),
            vec!["not apply"]
        );
        assert_eq!(lift_cues("The cap was cancelled"), vec!["rule ended"]);
        assert_eq!(lift_cues("There is no weekly limit"), vec!["no limit"]);
        assert_eq!(lift_cues("Exports can run at any hour"), vec!["any time"]);
        assert!(lift_cues("Do not spend more than $50").is_empty());
    }
}
