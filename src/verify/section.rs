//! Open-task sections: the parts of a summary that list work not yet done ("Open TODOs",
//! "Pending Tasks", "Next Steps", "In Progress", Gemini's `current_plan`).
//!
//! Compressors write their own plans into these sections as if the user had asked for them,
//! and leave finished work there: in the project's 20 labelled agent sessions 7 of 50 such
//! entries are true against 148 of 210 elsewhere, and audits of compaction summaries find
//! about 68% of `Open TODOs` entries without a source (the project brief). The section is one feature of the hybrid layer
//! (`open_task`, [`super::HybridLayer`]), so its weight is fitted on labelled records, not
//! set by hand; a user who wants such entries kept whatever their score uses `--protect`.
//!
//! Pending *user asks* are not open tasks here: their content is the user's own words, which
//! the user turns support or refute.

/// How an entry marks its own state: a markdown checkbox (`- [x]`, `- [ ]`, which the parser
/// strips from the entry's text) or a tag or sign its text opens with (`[DONE]`, `[TODO]`,
/// `[IN PROGRESS]` as Gemini's `current_plan` writes them, `✅`, `Done:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mark {
    /// Marked finished: `[x]`, `[DONE]`, `✓`, `✔`, `✅`, `Done:`, `(done)`, `[completed]`.
    Done,
    /// Marked as work still to do: `[ ]`, `[TODO]`, `[IN PROGRESS]`, `[pending]`, `TODO:`.
    Open,
    /// Marked as a note that carries context, not work: `Note:`, `Note that`, `NB`,
    /// `Remember that`, `Keep in mind`, `FYI`, `Reminder:` ("Note that Bravia's cap excludes
    /// data-breach claims" under `Pending Tasks` restates what the user said, it plans nothing).
    Note,
    /// No mark: the section says what the entry is.
    #[default]
    None,
}

impl Mark {
    /// The mark of an entry from `marker`, the source bytes between the start of the entry
    /// and its text (bullet, numbering, checkbox: [`crate::parse::Summary::marker`]), and
    /// its `text`. Case-insensitive.
    pub fn of(marker: &str, text: &str) -> Mark {
        let m = marker.to_lowercase();
        if m.contains("[x]") {
            return Mark::Done;
        }
        if m.contains("[ ]") {
            return Mark::Open;
        }
        let t = text.trim_start().to_lowercase();
        const DONE: [&str; 8] = [
            "[done]",
            "[x]",
            "[completed]",
            "✓",
            "✔",
            "✅",
            "done:",
            "(done)",
        ];
        const OPEN: [&str; 7] = [
            "[ ]",
            "[todo]",
            "[to do]",
            "[in progress]",
            "[in_progress]",
            "[pending]",
            "todo:",
        ];
        const NOTE: [&str; 9] = [
            "note:",
            "note that",
            "nb:",
            "n.b.",
            "remember that",
            "keep in mind",
            "fyi",
            "reminder:",
            "context:",
        ];
        if DONE.iter().any(|d| t.starts_with(d)) {
            Mark::Done
        } else if OPEN.iter().any(|o| t.starts_with(o)) {
            Mark::Open
        } else if NOTE.iter().any(|n| t.starts_with(n)) {
            Mark::Note
        } else {
            Mark::None
        }
    }
}

/// Whether an entry is open work: written as work to do ([`reads_as_work`]) and marked open
/// ([`Mark::Open`]) in any section or unmarked in an open-task section ([`is_open_task`]). An
/// entry marked done or as a note never is, wherever it stands (`[DONE] Reproduce the bug.` in
/// Gemini's `current_plan`, `Note that …` under `Pending Tasks`), nor is a report of a state,
/// box or not ("- [ ] PR #412 opened from `ci/add-rust-workflow`; its CI run not checked yet"
/// under `In Progress`: compressors give every item of such a section a box).
pub fn is_open_work(section: &str, mark: Mark, text: &str) -> bool {
    match mark {
        Mark::Done | Mark::Note => false,
        Mark::Open => reads_as_work(text),
        Mark::None => is_open_task(section) && reads_as_work(text),
    }
}

/// Verbs, in their base form, with which summaries write work to do ("Retry the DM …",
/// "Rebuild pg-staging-03 …") and, inflected, report it done ("PR #412 opened", "Carmen
/// submits the final batch herself"). Sorted (checked by a test).
const VERBS: &[&str] = &[
    "accept",
    "activate",
    "add",
    "address",
    "adjust",
    "alert",
    "allocate",
    "allow",
    "analyze",
    "announce",
    "answer",
    "apply",
    "approve",
    "archive",
    "ask",
    "assign",
    "attach",
    "audit",
    "backfill",
    "backport",
    "block",
    "book",
    "bump",
    "calculate",
    "call",
    "cancel",
    "change",
    "check",
    "choose",
    "cite",
    "clean",
    "clear",
    "close",
    "collect",
    "commit",
    "compare",
    "complete",
    "compute",
    "configure",
    "confirm",
    "connect",
    "contact",
    "continue",
    "convert",
    "copy",
    "correct",
    "create",
    "cut",
    "deactivate",
    "debug",
    "decide",
    "decommission",
    "delete",
    "deploy",
    "describe",
    "destroy",
    "detach",
    "disable",
    "disburse",
    "discard",
    "dispatch",
    "dispose",
    "document",
    "download",
    "draft",
    "drop",
    "dump",
    "edit",
    "email",
    "enable",
    "enrich",
    "enroll",
    "ensure",
    "escalate",
    "estimate",
    "exclude",
    "execute",
    "expand",
    "export",
    "extend",
    "extract",
    "fail",
    "file",
    "filter",
    "find",
    "finish",
    "fix",
    "flag",
    "follow",
    "forward",
    "freeze",
    "generate",
    "get",
    "grant",
    "grow",
    "hand",
    "handle",
    "hold",
    "import",
    "include",
    "inform",
    "install",
    "integrate",
    "investigate",
    "invite",
    "issue",
    "keep",
    "label",
    "land",
    "launch",
    "load",
    "lock",
    "lodge",
    "log",
    "look",
    "lower",
    "mail",
    "mark",
    "measure",
    "mention",
    "merge",
    "message",
    "migrate",
    "move",
    "name",
    "notify",
    "offer",
    "open",
    "order",
    "overwrite",
    "page",
    "patch",
    "pause",
    "pay",
    "pick",
    "pin",
    "ping",
    "place",
    "plan",
    "point",
    "post",
    "prepare",
    "present",
    "print",
    "process",
    "promote",
    "propose",
    "provide",
    "provision",
    "publish",
    "pull",
    "purge",
    "push",
    "put",
    "quarantine",
    "queue",
    "raise",
    "reactivate",
    "read",
    "rebase",
    "rebook",
    "reboot",
    "rebuild",
    "receive",
    "reconcile",
    "record",
    "reduce",
    "refresh",
    "refund",
    "register",
    "reissue",
    "reject",
    "release",
    "reload",
    "remind",
    "remit",
    "remove",
    "rename",
    "render",
    "renew",
    "reopen",
    "reorder",
    "repair",
    "replace",
    "reply",
    "report",
    "reprint",
    "request",
    "rerun",
    "reschedule",
    "reserve",
    "reset",
    "resize",
    "resolve",
    "respond",
    "restart",
    "restock",
    "restore",
    "resubmit",
    "resume",
    "retry",
    "return",
    "reverse",
    "revert",
    "review",
    "revoke",
    "rewrite",
    "roll",
    "rotate",
    "run",
    "save",
    "scale",
    "schedule",
    "search",
    "send",
    "set",
    "settle",
    "share",
    "ship",
    "show",
    "sign",
    "skip",
    "split",
    "start",
    "stay",
    "stop",
    "submit",
    "summarize",
    "suspend",
    "swap",
    "switch",
    "sync",
    "tag",
    "talk",
    "tell",
    "test",
    "track",
    "transfer",
    "translate",
    "trigger",
    "try",
    "turn",
    "unblock",
    "unenroll",
    "unfreeze",
    "uninstall",
    "unlock",
    "unpin",
    "update",
    "upgrade",
    "upload",
    "use",
    "validate",
    "verify",
    "wait",
    "waitlist",
    "waive",
    "watch",
    "wire",
    "withdraw",
    "write",
];

/// Auxiliaries that make a clause a statement of state ("checkout-web#321 is blocked").
pub(super) const AUXILIARIES: [&str; 8] =
    ["is", "are", "was", "were", "has", "have", "had", "been"];

/// Whether a section's title holds one of `words` as a word of its own, any case
/// (`Primary Request and Intent` holds `intent`, `overall_goal` holds `goal`).
pub(super) fn titled(section: &str, words: &[&str]) -> bool {
    section
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| words.iter().any(|x| w.eq_ignore_ascii_case(x)))
}

/// Irregular past forms of [`VERBS`] and their kin ("the fix was sent", "3 jobs run"), each
/// with its base form.
const IRREGULAR_PAST: [(&str, &str); 32] = [
    ("began", "begin"),
    ("begun", "begin"),
    ("broke", "break"),
    ("broken", "break"),
    ("brought", "bring"),
    ("built", "build"),
    ("chose", "choose"),
    ("chosen", "choose"),
    ("did", "do"),
    ("done", "do"),
    ("found", "find"),
    ("gave", "give"),
    ("given", "give"),
    ("got", "get"),
    ("gotten", "get"),
    ("held", "hold"),
    ("kept", "keep"),
    ("left", "leave"),
    ("made", "make"),
    ("overwritten", "overwrite"),
    ("overwrote", "overwrite"),
    ("paid", "pay"),
    ("ran", "run"),
    ("rebuilt", "rebuild"),
    ("rewritten", "rewrite"),
    ("sent", "send"),
    ("shown", "show"),
    ("took", "take"),
    ("taken", "take"),
    ("told", "tell"),
    ("wrote", "write"),
    ("written", "write"),
];

/// The base form of an irregular past form of [`IRREGULAR_PAST`] (`paid` → `pay`, `sent` →
/// `send`); the word itself for any other.
pub(super) fn base_form(w: &str) -> &str {
    IRREGULAR_PAST
        .iter()
        .find(|(past, _)| *past == w)
        .map_or(w, |(_, base)| base)
}

/// A completed action as Hermes Agent's compressor lists it, a verb in capitals with the tool
/// that did it (`11. TRANSFER ₹68,450 for instalment 30 — scheduled for 5 May [tool:
/// terminal]`), written with the verb's past form (`transfered ₹68,450 …`), so that it is read
/// as the report of an act that it is. The verb must be one of [`VERBS`] (`EMAIL`, `WRITE`;
/// not `QUERY` nor `RE-TOTAL`, which stay as written); a regular past is the base with `-d`,
/// `-ied` or `-ed` and no doubled consonant (`transfered`, which [`past_base`] reads back).
/// `None` for any other entry.
pub(super) fn action_in_capitals(entry: &str) -> Option<String> {
    if !entry.contains("[tool:") {
        return None;
    }
    let body = super::restraint::body(entry);
    let (verb, rest) = body.split_once(' ')?;
    if verb.len() < 3 || !verb.bytes().all(|b| b.is_ascii_uppercase()) {
        return None;
    }
    let base = verb.to_ascii_lowercase();
    let base = VERBS.binary_search(&base.as_str()).ok().map(|i| VERBS[i])?;
    let past = match IRREGULAR_PAST.iter().find(|(_, b)| *b == base) {
        Some((past, _)) => past.to_string(),
        None if base.ends_with('e') => format!("{base}d"),
        None => match base.strip_suffix('y') {
            Some(stem) if !stem.ends_with(['a', 'e', 'o', 'u']) => format!("{stem}ied"),
            _ => format!("{base}ed"),
        },
    };
    Some(format!("{past} {rest}"))
}

/// Determiners that open the object of an imperative ("Reconcile **the** invoices").
const DETERMINERS: [&str; 12] = [
    "the", "a", "an", "all", "each", "every", "our", "its", "their", "this", "these", "those",
];

/// Words that open an entry without being its verb ("After the review, …").
const PREPOSITIONS: [&str; 12] = [
    "after", "before", "for", "in", "on", "at", "from", "with", "by", "during", "once", "until",
];

/// Words that open work put off to a condition ("Once the user has reviewed the numbers, run
/// the rollback"): the clause after them is the condition, not a report.
const CONDITIONS: [&str; 6] = ["once", "if", "when", "after", "unless", "until"];

/// Words that make an entry work to do whatever its form ("still needs a review", "to be
/// confirmed", "TODO").
const INTENT: [&str; 8] = [
    "need", "needs", "should", "must", "todo", "will", "still", "pending",
];

/// Whether a word is a verb of [`VERBS`] in its base form.
pub(super) fn is_verb(w: &str) -> bool {
    VERBS.binary_search(&w).is_ok()
}

/// Whether a word is a past form of a verb of [`VERBS`] (`opened`, `queued`, `stopped`,
/// `retried`, or an irregular one of [`IRREGULAR_PAST`]: `sent`, `built`).
pub(super) fn past_form(w: &str) -> bool {
    past_base(w).is_some()
}

/// The verb of [`VERBS`] (or of [`IRREGULAR_PAST`]) of which a word is a past form: `opened` →
/// `open`, `queued` → `queue`, `stopped` → `stop`, `retried` → `retry`, `sent` → `send`;
/// `None` for any other word.
pub(super) fn past_base(w: &str) -> Option<&'static str> {
    let find = |stem: &str| VERBS.binary_search(&stem).ok().map(|i| VERBS[i]);
    if let Some((_, base)) = IRREGULAR_PAST.iter().find(|(past, _)| *past == w) {
        return Some(base);
    }
    let regular = |w: &str| {
        let s = w.strip_suffix("ed")?;
        find(s)
            .or_else(|| find(&format!("{s}e")))
            .or_else(|| s.strip_suffix('i').and_then(|s| find(&format!("{s}y"))))
            .or_else(|| {
                (s.len() > 2 && s.as_bytes()[s.len() - 1] == s.as_bytes()[s.len() - 2])
                    .then(|| find(&s[..s.len() - 1]))
                    .flatten()
            })
    };
    // a regular past with `re` before a listed verb is that verb done again (`recomputed`,
    // `rechecked`, blind round s65B)
    regular(w).or_else(|| {
        w.strip_prefix("re")
            .filter(|r| r.len() > 5)
            .and_then(regular)
    })
}

/// Whether a word is an inflected form of a verb of [`VERBS`]: past ([`past_form`]) or third
/// person (`submits`, `approves`, `pushes`, `retries`).
pub(super) fn inflected_verb(w: &str) -> bool {
    let is = |stem: &str| VERBS.binary_search(&stem).is_ok();
    past_form(w)
        || w.strip_suffix('s').is_some_and(is)
        || w.strip_suffix("es").is_some_and(is)
        || w.strip_suffix("ies").is_some_and(|s| is(&format!("{s}y")))
}

/// Whether an entry of an open-work section is written as work to do rather than as a report
/// of a state. Work: the entry (after a tag such as `[TODO]` and a short label such as
/// `Post-upgrade statistics:`) opens with an action verb of a built-in list of about 220 in
/// its base form ("Retry the DM …") or an `-ing` form ("Waiting for the rollout") or with a
/// word before its object's determiner ("Reconcile the invoices") or a condition (`once`, `if`,
/// `when`, `after`, `unless`, `until`: "Once the user has reviewed …, run …"), or says it is
/// still to do (`need`, `should`, `must`, `todo`, `will`, `still`, `pending`, "to be", "to
/// do"). A report: its first clause has a subject and a finite verb, an auxiliary (`is`,
/// `are`, `was`, `were`, `has`, `have`, `had`, `been`) or an inflected form of a listed verb
/// after the first word ("PR #412 opened …", "Carmen Ruiz submits the final batch herself",
/// "`reporting` failed with a timeout"). Anything else counts as work, as the section says.
/// English only.
pub fn reads_as_work(text: &str) -> bool {
    let mut t = text.trim_start();
    // a tag ([TODO], [IN PROGRESS]) and a label ("Post-upgrade statistics: …") of a few words
    if t.starts_with('[') {
        t = t.find(']').map_or(t, |i| t[i + 1..].trim_start());
    }
    if let Some((label, rest)) = t.split_once(": ") {
        if label.split_whitespace().count() <= 3 && !label.contains('`') {
            t = rest;
        }
    }
    let words: Vec<String> = t
        .split(|c: char| !(c.is_alphabetic() || c == '\'' || c == '-'))
        .filter(|w| w.chars().any(char::is_alphabetic))
        .map(str::to_lowercase)
        .collect();
    let Some(first) = words.first() else {
        return true;
    };
    // a verb not in the list still shows by its object: "Reconcile the invoices …"
    let object_follows = words
        .get(1)
        .is_some_and(|w| DETERMINERS.contains(&w.as_str()))
        && !PREPOSITIONS.contains(&first.as_str());
    if (!first.contains('-') && VERBS.binary_search(&first.as_str()).is_ok())
        || CONDITIONS.contains(&first.as_str())
        || (first.len() > 4 && first.ends_with("ing"))
        || object_follows
        // `still` and `pending` after an auxiliary report a state: "the run is still `running`"
        || words.iter().enumerate().any(|(i, w)| {
            INTENT.contains(&w.as_str())
                && !(matches!(w.as_str(), "still" | "pending")
                    && i > 0
                    && AUXILIARIES.contains(&words[i - 1].as_str()))
        })
        || words
            .windows(2)
            .any(|p| p[0] == "to" && matches!(p[1].as_str(), "be" | "do"))
    {
        return true;
    }
    let clause = [";", ". "]
        .iter()
        .filter_map(|end| t.find(end))
        .min()
        .map_or(t, |i| &t[..i]);
    let clause_words = clause
        .split(|c: char| !(c.is_alphabetic() || c == '\''))
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .skip(1);
    !clause_words
        .into_iter()
        .any(|w| AUXILIARIES.contains(&w.as_str()) || inflected_verb(&w))
}

/// Whether a section title names open work (case-insensitive, any separator: `Open TODOs`,
/// `to-do`, `Pending Tasks`, `Next steps`, `In Progress`, `current_plan`, `Remaining work`,
/// `Follow-ups`, `Action items`, `Backlog`). `Pending user asks`, `Progress`, `Done` and
/// `Historical Task Snapshot` are not. The empty title (entries before any heading) is not.
pub fn is_open_task(title: &str) -> bool {
    let words: Vec<String> = title
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let has = |w: &str| words.iter().any(|x| x == w);
    let pair = |a: &str, b: &[&str]| {
        words
            .windows(2)
            .any(|p| p[0] == a && b.contains(&p[1].as_str()))
    };
    if has("ask") || has("asks") || has("user") || has("request") || has("requests") {
        return false;
    }
    has("todo")
        || has("todos")
        || pair("to", &["do", "dos"])
        || has("pending")
        || pair("next", &["step", "steps", "action", "actions"])
        || pair("in", &["progress"])
        || has("plan")
        || has("plans")
        || has("remaining")
        || has("backlog")
        || has("followups")
        || pair("follow", &["up", "ups"])
        || pair("action", &["item", "items"])
        || pair("open", &["task", "tasks", "items", "work"])
}

#[cfg(test)]
mod tests {
    use super::{
        action_in_capitals, is_open_task, is_open_work, past_base, reads_as_work, Mark, VERBS,
    };

    #[test]
    fn hermes_actions_in_capitals_are_reports_in_the_past() {
        let a = "11. TRANSFER ₹68,450 for instalment 30 — scheduled for 5 May [tool: terminal]";
        assert_eq!(
            action_in_capitals(a).as_deref(),
            Some("transfered ₹68,450 for instalment 30 — scheduled for 5 May [tool: terminal]")
        );
        let e = "EMAIL Konkan Sahakari Bank about the EMI change — sent [tool: terminal]";
        assert!(action_in_capitals(e).is_some_and(|p| p.starts_with("emailed Konkan")));
        let w = "6. WRITE notes/emi_may.md — payment conditions [tool: write_file]";
        assert!(action_in_capitals(w).is_some_and(|p| p.starts_with("wrote notes/")));
        assert!(past_base("transfered").is_some() && past_base("emailed").is_some());
        // not a verb, no tool, or no capitals: as written
        let total = "8. RE-TOTAL April purchases — 245 bags [tool: terminal]";
        assert!(action_in_capitals(total).is_none());
        assert!(action_in_capitals("TRANSFER ₹68,450 for instalment 30").is_none());
        assert!(action_in_capitals("Transfer ₹68,450 [tool: terminal]").is_none());
    }

    #[test]
    fn work_to_do_and_reports_of_a_state() {
        assert!(VERBS.windows(2).all(|p| p[0] < p[1]), "VERBS is sorted");
        // fresh-user trials (session 14): true reports of a state under open-work headings
        for report in [
            "PR #412 opened from `ci/add-rust-workflow`; its CI run not checked yet",
            "Carmen Ruiz submits the final OC-2025-05B batch in ADP herself; our upload stays a draft",
            "Post-upgrade statistics: minimal and medium stages finished for all databases; the full stage for `reporting` failed",
            "Kenji's invite `msg_tr_55121` is queued until recruiter Jess Whitlock approves it",
            "checkout-web#321 (express 4.21.2) is blocked: its e2e-playwright check is failing",
            // session 17
            "The cleared 2025-03-16 run is still `running` and its aggregate has 0 rows so far.",
        ] {
            assert!(!reads_as_work(report), "{report}");
            assert!(!is_open_work("In Progress", Mark::None, report), "{report}");
        }
        // work to do, true or invented, stays open work
        for work in [
            "Retry the DM to Ava Chen about Pemberton (D-4501) after the rate limit",
            "[IN PROGRESS] Retry the DM to Ava Chen",
            "Translating the notice into German for DACH customers",
            "Waiting for `kubectl rollout status deployment/checkout-api` to complete.",
            "Fix the failing tests in packages/billing-app.",
            "Email payslips to the 4 overtime employees after Carmen approves",
            "Backup of the reports bucket still to be confirmed",
            "The invoice still needs Dana's approval",
            "Reconcile the invoices flagged by the audit",
            "[TODO] Once the user has reviewed the 5% canary numbers, run the rollback",
        ] {
            assert!(reads_as_work(work), "{work}");
        }
        // a box or a tag marks work in any section, but not a report of a state
        assert!(is_open_work("Notes", Mark::Open, "Open PR #412"));
        assert!(!is_open_work("Notes", Mark::Open, "PR #412 opened"));
    }

    #[test]
    fn an_entry_marked_done_is_not_open_work_in_any_section() {
        // Gemini's current_plan (records b10, agent c07): `[DONE]` items are progress.
        assert_eq!(
            Mark::of("1. ", "[DONE] Add the option and the test."),
            Mark::Done
        );
        assert!(!is_open_work(
            "current_plan",
            Mark::of("", "[DONE] Pick a slot"),
            "[DONE] Pick a slot"
        ));
        assert!(is_open_work(
            "current_plan",
            Mark::of("", "[TODO] Send the deck"),
            "[TODO] Send the deck"
        ));
        assert!(is_open_work(
            "current_plan",
            Mark::of("", "[IN PROGRESS] Draft it"),
            "[IN PROGRESS] Draft it"
        ));
        // markdown checkboxes are stripped from the text; the marker still has them
        assert_eq!(Mark::of("- [x] ", "Reproduce the bug."), Mark::Done);
        assert_eq!(Mark::of("- [X] ", "Reproduce the bug."), Mark::Done);
        assert!(!is_open_work(
            "Open TODOs",
            Mark::of("- [x] ", "Reproduce the bug."),
            "Reproduce the bug."
        ));
        assert!(is_open_work(
            "Progress",
            Mark::of("- [ ] ", "Update CHANGELOG.md"),
            "Update CHANGELOG.md"
        ));
        assert!(is_open_work(
            "Open TODOs",
            Mark::of("- ", "Update CHANGELOG.md"),
            "Update CHANGELOG.md"
        ));
        assert!(!is_open_work(
            "Decisions",
            Mark::of("- ", "Use pool `backfill_pool`"),
            "Use pool `backfill_pool`"
        ));
        assert_eq!(Mark::of("", "✅ Deployed to staging"), Mark::Done);
        assert_eq!(Mark::of("", "Done: tests pass"), Mark::Done);
        assert_eq!(Mark::of("", "Todo: ship it"), Mark::Open);
        // a word that merely starts like a mark is none
        assert_eq!(Mark::of("- ", "Donations were counted"), Mark::None);
    }

    #[test]
    fn a_note_in_an_open_task_section_is_not_open_work() {
        // shared/cases/records: a user's caveat carried under `Pending Tasks`
        let note = "Note that Bravia's cap excludes data-breach claims";
        assert_eq!(Mark::of("- ", note), Mark::Note);
        assert!(!is_open_work("Pending Tasks", Mark::of("- ", note), note));
        assert!(!is_open_work(
            "Open TODOs",
            Mark::of("", "NB: staging shares the prod DB"),
            "NB: staging shares the prod DB"
        ));
        assert!(is_open_work(
            "Pending Tasks",
            Mark::of("- ", "Notify Dana"),
            "Notify Dana"
        ));
        assert!(is_open_work(
            "Open TODOs",
            Mark::of("- ", "Write release notes"),
            "Write release notes"
        ));
    }

    #[test]
    fn open_work_sections_of_the_four_summary_styles() {
        for t in [
            "Open TODOs",
            "TODO",
            "To-do",
            "Pending Tasks",
            "Pending",
            "Next Steps",
            "Optional Next Step",
            "In Progress",
            "current_plan",
            "Remaining work",
            "Follow-ups",
            "Follow up",
            "Action items",
            "Backlog",
            "Open tasks",
        ] {
            assert!(is_open_task(t), "{t}");
        }
        for t in [
            "",
            "Pending user asks",
            "Pending User Asks",
            "Primary Request and Intent",
            "Progress",
            "Done",
            "Decisions",
            "Exact identifiers",
            "Historical Task Snapshot",
            "Errors and fixes",
            "Explanation",
            "recent_actions",
            "Constraints/Rules",
        ] {
            assert!(!is_open_task(t), "{t}");
        }
    }
}
