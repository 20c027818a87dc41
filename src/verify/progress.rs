//! Finished work left open: an open-task entry ("Apply 0047_split_invoice_status on staging")
//! whose object the agent has since acted on, successfully, with a tool call.
//!
//! Compressors carry TODOs over from the previous summary and from their own plans without
//! checking whether the history already did them; the agent then redoes finished work (a
//! migration applied twice, a campaign template "fixed" again). The record's tool calls are
//! what the agent really did, so they settle it: an entry in an open-task section
//! ([`super::section::is_open_task`]) is `done` when the *last* tool call whose arguments
//! name every anchor of the entry (identifiers, hashes, paths and numbers, as the guard reads
//! them; [`crate::guard`]) got an output whose last lines report no failure.
//!
//! What keeps it from firing on a true TODO:
//! - the anchors must occur in the call's *arguments* as whole tokens (`c7d94e1f02ab` in
//!   `c7d94e1f02ab_backfill_currency.py` does not count): reading a file that a TODO names
//!   is not doing the TODO, but naming it in the command is;
//! - the entry needs at least one identifier or hash that is not a bare acronym (`CI`, `PR`)
//!   or a number: "Check the restart counts again in an hour" names no object;
//! - a call must also name the deployment environment the entry names (`prod`, `staging`,
//!   `dev`, `qa`, …, in any of their usual spellings): running a migration on staging does not
//!   do "apply it to prod", the classic staged rollout; and a dry run (`--dry-run`, `--noop`,
//!   `--what-if`, `--check`) does nothing;
//! - the last such call decides, and a failure cue in the last three non-empty lines of its
//!   output (`error`, `failed`, `rejected`, `unauthorized`, …, but not `0 failed`) means not
//!   done (a rejected `git push` leaves "push again" open); a call without an output is not
//!   proof of anything;
//! - only calls after the last user turn that asks for the entry count (a turn that names all
//!   its objects, or one line of which holds half its content terms): work the user asked
//!   for at some turn is not done by the calls before it ("Commit on `fix/ci-green` …",
//!   asked in the last turn, is not done by the `git checkout -b fix/ci-green` long before);
//! - an entry marked done (`[DONE]`, `[x]`, `✓`) is not open, and neither is one that states
//!   an ongoing or repeated task (`keep`, `monitor`, `watch`, `again`, `every`, `daily`,
//!   `until`), one that waits on someone (`wait`, `waiting`, `awaiting`: "Waiting for Paweł's
//!   sign-off on register_v2.csv" is not done by the call that wrote the file) or one put off to a later time or event (`tomorrow`, `later`, `once …`, `next
//!   week`, `next maintenance window`, an entry or clause opened by `if`, `when`, `after`):
//!   no past call finishes it.
//!
//! It is a lexical heuristic, one feature of the hybrid layer (`task_done`,
//! [`super::HybridLayer`]) whose weight is fitted on labelled records: it reads which objects
//! a call names, not what it did to them, so a TODO to *delete* a file the agent only created
//! reads as done.

use crate::evidence::{Source, SourceKind};
use crate::retrieve::tokenize::{normalize_number, tokens, TokenKind};

/// Words whose presence in the last lines of a tool output means the call failed.
const FAILURE: [&str; 22] = [
    "error",
    "errors",
    "err",
    "failed",
    "failure",
    "failures",
    "fatal",
    "denied",
    "rejected",
    "unauthorized",
    "forbidden",
    "exception",
    "traceback",
    "panic",
    "panicked",
    "refused",
    "timeout",
    "cannot",
    "unable",
    "invalid",
    "aborted",
    "abort",
];

/// Two-word failure cues (`not found`, `no such file`, `timed out`, `permission denied`).
const FAILURE_PAIRS: [[&str; 2]; 3] = [["not", "found"], ["no", "such"], ["timed", "out"]];

/// Deployment environments, each with its usual spellings: an entry that names one is done
/// only by a call that names the same one.
const ENVIRONMENTS: [&[&str]; 7] = [
    &["prod", "production", "prd"],
    &["staging", "stage", "stg"],
    &["dev", "development"],
    &["qa"],
    &["sandbox"],
    &["preview"],
    &["canary"],
];

/// Words of a call's arguments that make it a dry run (`--dry-run`, `--noop`, `--what-if`,
/// `--check`), compared after lower-casing with `-` and `_` removed.
const DRY_RUN: [&str; 4] = ["dryrun", "noop", "whatif", "check"];

/// Words of an ongoing or repeated task, which no single past call finishes ("Keep the legacy
/// zone in place", "Check the restart counts again in an hour", "Monitor the queue daily").
const ONGOING: [&str; 16] = [
    "keep",
    "keeps",
    "monitor",
    "monitoring",
    "watch",
    "watching",
    "again",
    "every",
    "daily",
    "weekly",
    "hourly",
    "nightly",
    "periodically",
    "until",
    "continue",
    "recheck",
];

/// Words of work put off to a later time or event ("Reindex it in next week's window",
/// "Tomorrow, re-plan ap-southeast-2", "Once the user gives the go-ahead, roll back"); `next`
/// counts only before one of [`LATER_AFTER_NEXT`].
const LATER: [&str; 6] = [
    "tomorrow",
    "later",
    "once",
    "eventually",
    "afterwards",
    "tonight",
];

/// Words that make `next` a time to come (`next week`, `next maintenance window`).
const LATER_AFTER_NEXT: [&str; 12] = [
    "week",
    "month",
    "quarter",
    "sprint",
    "release",
    "window",
    "maintenance",
    "day",
    "morning",
    "monday",
    "time",
    "session",
];

/// Verbs that open work telling someone something ([`Actions::done`]): such work is done only
/// by a call that sends or drafts a message ([`MESSAGING`]).
const TELLING: [&str; 18] = [
    "email", "e-mail", "mail", "send", "resend", "forward", "share", "notify", "tell", "message",
    "remind", "ping", "reply", "draft", "inform", "post", "announce", "request",
];

/// Parts of the stems of a call that sends or drafts a message (`send_email`, `slack_post`,
/// `gmail.drafts.create`, `chat.postMessage`).
const MESSAGING: [&str; 11] = [
    "mail", "send", "messag", "post", "draft", "slack", "notif", "remind", "reply", "chat", "sms",
];

/// Verbs of changes that the agent makes with its own calls (a commit, a message, a booking, a
/// payment, a file created): an entry that reports one as done with no call that made it
/// reports a plan ([`Actions::unbacked_claim`]). Sorted. Not `fix`, `run`, `check`: a fix is
/// made by edits that name none of the entry's words, a run or a check by a program the
/// entry does not name.
const OWN_ACTS: [&str; 74] = [
    "add",
    "allocate",
    "apply",
    "approve",
    "archive",
    "assign",
    "book",
    "bump",
    "cancel",
    "change",
    "close",
    "commit",
    "configure",
    "create",
    "delete",
    "deploy",
    "disable",
    "dispatch",
    "drop",
    "edit",
    "email",
    "enable",
    "extend",
    "file",
    "forward",
    "install",
    "invite",
    "label",
    "lock",
    "mail",
    "mark",
    "merge",
    "message",
    "migrate",
    "move",
    "notify",
    "overwrite",
    "patch",
    "pause",
    "pay",
    "pin",
    "place",
    "post",
    "print",
    "publish",
    "purge",
    "push",
    "record",
    "refund",
    "register",
    "release",
    "remind",
    "remove",
    "rename",
    "replace",
    "reply",
    "request",
    "reschedule",
    "reserve",
    "reset",
    "restart",
    "resubmit",
    "revert",
    "revoke",
    "rotate",
    "schedule",
    "send",
    "submit",
    "tag",
    "tell",
    "transfer",
    "update",
    "upgrade",
    "upload",
];

/// Whether a verb in its base form (`send`, `email`, `commit`) is one of [`OWN_ACTS`] or of
/// the acts of telling ([`TELLING`]): an act that changes something or hands it over.
pub(super) fn is_own_act(base: &str) -> bool {
    OWN_ACTS.binary_search(&base).is_ok() || TELLING.contains(&base)
}

/// The light stems ([`super::polarity::stem`]) of [`OWN_ACTS`], stemmed once: entries' words
/// and acts are compared with them for every entry.
fn own_act_stems() -> &'static [String] {
    static STEMS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    STEMS.get_or_init(|| OWN_ACTS.iter().map(|a| super::polarity::stem(a)).collect())
}

/// Programs and tools that copy a file to another host, a bucket or a portal: a call that runs
/// one may upload what the entry says it uploaded ([`Actions::unbacked_claim`]).
const TRANSFERS: [&str; 14] = [
    "scp", "rsync", "sftp", "rclone", "gsutil", "s3", "azcopy", "ftp", "lftp", "put", "cp", "curl",
    "fastlane", "twine",
];

/// The [`TRANSFERS`], stemmed once as a call's terms are (`rclone` as `rclon`).
fn transfer_stems() -> &'static [String] {
    static STEMS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    STEMS.get_or_init(|| TRANSFERS.iter().map(|t| super::polarity::stem(t)).collect())
}

/// Share of an entry's content terms that one line of a report must hold, with the entry's
/// verb, to report the step ([`Actions::unbacked_claim`]).
const REPORTED_SHARE: f32 = 0.4;

/// Light stems of the [`OWN_ACTS`] that send a message (`sent`, `emailed`, `mailed`,
/// `forwarded`): only a call that sends or drafts one makes them ([`Actions::unbacked_claim`]).
const SENDING: [&str; 4] = ["send", "email", "mail", "forward"];

/// Verbs of handing something over to another party, which a short passive ("Contract
/// NB24-S-0117 was sent to …") reports as the agent's own act ([`own_act`]).
const HANDED: [&str; 8] = [
    "dispatch", "email", "file", "forward", "mail", "place", "send", "submit",
];

/// The [`OWN_ACTS`] that move money: a payment the entry reports of a named party is often
/// someone else's ([`own_act`], [`Actions::unbacked_claim`]).
const MOVES_MONEY: [&str; 3] = ["pay", "refund", "transfer"];

/// Adverbs read past between a subject or auxiliary and its verb ("was also changed").
const ADVERBS: [&str; 6] = ["also", "successfully", "already", "then", "now", "just"];

/// The light stem ([`super::polarity::stem`]) of the verb with which an entry reports a change
/// of its own ([`OWN_ACTS`], a past form in its first `;` clause): one that opens the entry
/// ("Committed …", "`django_celery_beat` dropped from …"), follows `we`, `I` or `agent`, or is
/// passive after a subject that names no object ("The changes were committed"; not "KR-117
/// was moved"). `None` if there is none.
fn own_act(entry: &str) -> Option<String> {
    let first = entry.split(';').next().unwrap_or(entry);
    let w: Vec<String> = entry_words(first).collect();
    // whether the last past form read was the agent's own: "… was saved to drafts/ and
    // e-mailed to him" reports both acts as the agent's
    let mut last_own = false;
    for (i, x) in w.iter().enumerate() {
        let Some(base) = super::section::past_base(x) else {
            continue;
        };
        // where the verb stands in the clause (its first occurrence)
        let verb_at = || {
            tokens(first)
                .iter()
                .find(|t| t.text.eq_ignore_ascii_case(x))
                .map_or(0, |t| t.byte_range.start)
        };
        let before = w[..i]
            .iter()
            .rev()
            .map(String::as_str)
            .find(|p| !ADVERBS.contains(p));
        // a subject that denies the act ("… and nothing was emailed", "no invoice was
        // sent", blind round s66A) reports that it was not made
        let denied = w[..i]
            .iter()
            .rev()
            .take_while(|p| !matches!(p.as_str(), "and" | "but" | "so"))
            .take(4)
            .any(|p| matches!(p.as_str(), "nothing" | "none" | "nobody" | "no" | "neither"));
        let own = match before {
            _ if denied => false,
            // money moved by a party an identifier names before the verb ("**Ч-03 paid only
            // for accepted milk**", blind round s70A: a member paid, a rule of the payout)
            // (the identifier right before the verb, with nothing but spaces and emphasis
            // between: a date or a label with a colon, "2025-11-03: Paid INV-2291", opens a
            // log line of the agent's own acts)
            None if MOVES_MONEY.contains(&base) => {
                let at = verb_at();
                !tokens(&first[..at]).last().is_some_and(|t| {
                    t.kind == TokenKind::Identifier
                        && !date_or_time(t.text)
                        && first[t.byte_range.end..at]
                            .chars()
                            .all(|c| c.is_whitespace() || c == '*' || c == '_')
                })
            }
            None | Some("we" | "i" | "agent") => true,
            Some("and") => last_own,
            Some(b) => {
                // the subject before the verb names no object of its own
                let at = verb_at();
                let subject = &first[..at];
                let no_object = !anchors(subject).iter().any(|a| a.object);
                // a passive; not a subject and its verb ("EDI messages dropped to zero",
                // "one patient cancelled": the world's acts, not the agent's); or a message
                // sent to an address, written without its auxiliary ("Report emailed to
                // n.karimi@halvard.example"; not "The customer emailed to ask …")
                // a thing handed over, in the passive, whose short subject names it
                // ("Contract NB24-S-0117 was sent to Paxta Trade Dushanbe", "The loan request
                // LR-2025-019 was sent to …", "WB-2025-0612 was dispatched to the crews"): the
                // agent's act, which a call must have made
                let sent_passive = matches!(b, "was" | "were" | "been")
                    && HANDED.contains(&base)
                    && subject.split_whitespace().count() <= 5
                    && tokens(&first[at..])
                        .get(1)
                        .is_some_and(|t| t.text.eq_ignore_ascii_case("to"));
                sent_passive
                    || no_object
                        && (matches!(b, "was" | "were" | "been")
                            || (SENDING.contains(&super::polarity::stem(base).as_str())
                                && !matches!(b, "be" | "being" | "to")
                                && sent_to_address(&first[at..])))
            }
        };
        if own && OWN_ACTS.binary_search(&base).is_ok() {
            return Some(super::polarity::stem(base));
        }
        last_own = own;
    }
    None
}

/// Whether `from` (an entry's text from a verb of sending on) goes on `to` an e-mail address
/// or a channel (`to ops@acme.example`, `to #billing`), or to a name with its address in
/// brackets (`to Serkan Demir (serkan.demir@…)`): the recipient of a message sent.
fn sent_to_address(from: &str) -> bool {
    let toks = tokens(from);
    toks.get(1)
        .is_some_and(|t| t.text.eq_ignore_ascii_case("to"))
        && (toks.get(2).is_some_and(|t| {
            t.text.contains('@') || from[..t.byte_range.start].trim_end().ends_with('#')
        })
        // a name and then its address in brackets ("Report e-mailed to Serkan Demir
        // (serkan.demir@zozan-transit.example)", blind round s55A)
        || toks.iter().skip(3).take(3).any(|t| {
            t.text.contains('@') && from[..t.byte_range.start].trim_end().ends_with(['(', '<'])
        }))
}

/// Verbs with which an entry reports someone's consent or answer ([`Actions::unbacked_approval`]).
const CONSENTS: [&str; 10] = [
    "approved",
    "confirmed",
    "accepted",
    "agreed",
    "acknowledged",
    "replied",
    "answered",
    "responded",
    "okayed",
    "signed",
];

/// Whether `part` opens a word of `line` (`approv` in "she approved", not `ack` in
/// "rollback"); `ok` and `yes` only as whole words (not `token`).
fn opens_word(line: &str, part: &str) -> bool {
    let whole = matches!(part, "ok" | "yes");
    line.match_indices(part).any(|(at, _)| {
        let before = line[..at].chars().next_back();
        let after = line[at + part.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric)
            && (!whole || !after.is_some_and(char::is_alphanumeric))
    })
}

/// Parts of words of approval, consent or answer, lower-cased, in English and the languages
/// users write to agents in ([`Actions::unbacked_approval`]): a line with one of them and the
/// person's name reports their answer.
const APPROVAL_STEMS: [&str; 42] = [
    "approv",
    "confirm",
    "accept",
    "agree",
    "ack",
    "sign",
    "lgtm",
    "repl",
    "answer",
    "respond",
    "ok",
    "yes",
    "go-ahead",
    "go ahead",
    "\u{1f44d}",
    // German, French, Spanish, Portuguese, Italian, Dutch
    "zugestimmt",
    "freigegeben",
    "genehmigt",
    "einverstanden",
    "approuv",
    "valid",
    "d'accord",
    "aprob",
    "acept",
    "conferm",
    "aprova",
    "goedgekeurd",
    "akkoord",
    // Scandinavian, Polish, Czech, Turkish, Finnish
    "godk",
    "zatwierdz",
    "potwierdz",
    "zgod",
    "schv",
    "souhlas",
    "onay",
    "kabul",
    "hyväks",
    // Japanese, Chinese, Korean
    "\u{627f}\u{8a8d}",
    "\u{78ba}\u{8a8d}",
    "\u{786e}\u{8ba4}",
    "\u{540c}\u{610f}",
    "\u{c2b9}\u{c778}",
];

/// Share of an entry's content terms that a tool call's arguments must hold, without the
/// entry's verb, to be the call the entry reports ([`Actions::failed_claim`]).
const CLAIM_SHARE: f32 = 0.5;

/// Words with which an entry reports a step as done besides the past forms of the verbs of
/// [`super::section`] (`posted`, `sent`, `paused`).
const SUCCESS: [&str; 7] = [
    "passed",
    "succeeded",
    "successful",
    "successfully",
    "completed",
    "done",
    "green",
];

/// Words with which an entry reports a failure, a step not taken or not finished, or what
/// someone said rather than what was done: such an entry claims no completed step.
const NOT_DONE: [&str; 29] = [
    "not",
    "fatal",
    "no",
    "never",
    "couldn",
    "didn",
    "wasn",
    "isn",
    "hasn",
    "haven",
    "weren",
    "aren",
    "won",
    "failed",
    "failing",
    "fails",
    "error",
    "blocked",
    "pending",
    "yet",
    "skipped",
    "attempted",
    "tried",
    "instead",
    "asked",
    "requested",
    "wants",
    "wanted",
    "said",
];

/// The entry with `e-mail` written as one word (`e-mailed` → `emailed`), as tool names write
/// it (`send_email`), and a direct message sent written out (`DM'd` → `messaged`). Borrowed
/// when there is neither.
fn one_word_email(entry: &str) -> std::borrow::Cow<'_, str> {
    let dm = ["DM'd", "DM'ed", "DMed", "DM\u{2019}d"];
    if entry.contains("e-mail") || entry.contains("E-mail") || dm.iter().any(|d| entry.contains(d))
    {
        let mut out = entry.replace("e-mail", "email").replace("E-mail", "Email");
        for d in dm {
            out = out.replace(d, "messaged");
        }
        std::borrow::Cow::Owned(out)
    } else {
        std::borrow::Cow::Borrowed(entry)
    }
}

/// Whether an entry reports a completed step: a past form of a verb of [`super::section`]'s
/// list (not as an adjective after a determiner or a count: "one checked bag") or a word of
/// [`SUCCESS`], and no word of [`NOT_DONE`] ("got 400 instead of 413; fixed by …" reports the
/// failure itself), all in the entry's first `;` clause: what follows it is a note on the act
/// ("Saved a draft to …; not sent").
fn claims_done(entry: &str) -> bool {
    let entry = one_word_email(entry);
    let first = entry.split(';').next().unwrap_or(&entry);
    let w: Vec<String> = entry_words(first).collect();
    // a participle after a determiner or a count is an adjective ("one checked bag")
    let adjective = |i: usize| {
        i.checked_sub(1).is_some_and(|j| {
            matches!(
                w[j].as_str(),
                "a" | "an"
                    | "the"
                    | "one"
                    | "this"
                    | "that"
                    | "its"
                    | "our"
                    | "their"
                    | "each"
                    | "every"
                    | "all"
                    // a participle after a present `is`, `are` states how things stand ("Six
                    // consumers are attached to …"), not a step taken
                    | "is"
                    | "are"
                    | "am"
            )
        })
    };
    // "Requested Priya's review", "Asked the vendor for …" open the entry as the agent's own
    // act, or follow `and` after the act that opens it ("Labelled PR #815 and requested
    // Hanna's review"); after a subject ("the user requested …") they report an ask
    let own_ask = |i: usize, x: &str| {
        matches!(x, "requested" | "asked")
            && (i == 0 || (w[i - 1] == "and" && super::section::past_form(&w[0])))
    };
    // "stay unrevoked until payments-worker has been restarted": what follows a condition is
    // awaited, not done
    let awaited = w
        .iter()
        .position(|x| {
            matches!(
                x.as_str(),
                "until" | "unless" | "once" | "if" | "when" | "before"
            )
        })
        .unwrap_or(w.len());
    // "pending", "failed" or "blocked" before a noun, after a determiner or a preposition,
    // names what was acted on ("Sent the SMS reminders to the farmers with pending vouchers",
    // blind round s65B; "Retried the failed jobs"), not a step left undone
    let attributive = |i: usize, x: &str| {
        matches!(x, "pending" | "failed" | "failing" | "blocked" | "skipped")
            // a noun follows, not the cause or the time ("failed with not_in_channel")
            && w.get(i + 1).is_some_and(|n| {
                !matches!(
                    n.as_str(),
                    "with" | "to" | "at" | "on" | "in" | "because" | "due" | "for" | "after"
                        | "and" | "or" | "by" | "since" | "when" | "until" | "of" | "from"
                        | "again" | "but" | "as" | "twice" | "once"
                )
            })
            && i.checked_sub(1).is_some_and(|j| {
                let p = w[j].as_str();
                matches!(
                    p,
                    "a" | "an"
                        | "the"
                        | "all"
                        | "any"
                        | "each"
                        | "every"
                        | "its"
                        | "our"
                        | "their"
                        | "this"
                        | "these"
                        | "those"
                        | "with"
                        | "of"
                        | "for"
                        | "to"
                ) || p.bytes().all(|b| b.is_ascii_digit())
            })
    };
    !w.iter()
        .enumerate()
        .any(|(i, x)| NOT_DONE.contains(&x.as_str()) && !own_ask(i, x) && !attributive(i, x))
        && w[..awaited].iter().enumerate().any(|(i, x)| {
            SUCCESS.contains(&x.as_str()) || (super::section::past_form(x) && !adjective(i))
        })
}

/// Share of an entry's content terms that one line of a user turn must hold for the turn to
/// ask for the entry ([`crate::guard::best_line`]): "Commit on the branch with the message …"
/// asks for "Commit on `fix/ci-green` with message …" though it does not name the branch.
const ASKED_SHARE: f32 = 0.5;

/// Number of trailing non-empty lines of an output read for a failure cue.
const TAIL_LINES: usize = 3;

/// What the agent did in one record: its tool calls in transcript order, each with whether
/// its output reported success ([`Actions::parse`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Actions {
    calls: Vec<Call>,
    /// The user turns, in transcript order, each with the number of calls made before it.
    turns: Vec<(usize, String)>,
    /// The test run the record's last tool output that reports one reports
    /// ([`super::suite::RunSummary::of`]): the suite's state when the summary was written.
    last_run: Option<super::suite::RunSummary>,
    /// What the environment and the user said: tool outputs, user turns and the previous
    /// summary, in transcript order ([`Actions::unbacked_claim`] reads a step reported there).
    reports: Vec<String>,
    /// The previous summary's text, when the record has one: a file it lists was named
    /// before this span ([`Actions::unlisted_file`]).
    summaries: Vec<String>,
}

/// One tool call: its rendered arguments, what the arguments without their free text
/// ([`targets`]) name and whether they chain commands, and what its output said.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Call {
    args: String,
    /// Its rendered arguments without the contents of a file it writes ([`without_contents`]):
    /// [`Actions::done`] wants one of the entry's anchors there.
    acted: String,
    /// Its [`acted`](Call::acted) arguments without their free text ([`targets`]): what a
    /// message acts on, its recipients, for [`Actions::done`].
    targets: String,
    /// Whether its tool is named for a message ([`message_tool`]), read once for every entry.
    message_tool: bool,
    /// The light stems of its [`targets`] ([`stems`]), read once for every entry.
    called: std::collections::HashSet<String>,
    /// Whether it sends or drafts a message ([`messaging_targets`]), read once for every entry.
    messaging: bool,
    /// Whether its [`targets`] chain several commands ([`chained`]).
    chained: bool,
    /// The light stems of the last command of a chain joined by `&&` alone, and of the
    /// commands before it ([`last_step`]).
    last_step: Option<LastStep>,
    /// The program a shell call runs ([`program`]), read once for every entry.
    program: String,
    /// Whether the call only reads ([`queries_only`]): it does no open work that changes
    /// something.
    query: bool,
    /// The deployment environments its arguments name ([`environments`]), read once for
    /// every entry.
    envs: Vec<usize>,
    /// Whether its arguments ask for a dry run ([`dry_run`]), read once for every entry.
    dry: bool,
    /// Whether it made no change: a dry run, or an output that says it changed nothing
    /// ([`changed_nothing`]).
    inert: bool,
    outcome: Outcome,
    /// Its output's text (empty when none was recorded).
    said: String,
    /// Its output's lower-cased words ([`words`]), read once for every entry.
    said_words: Vec<String>,
}

/// Programs that only read, whatever follows them (`apt-cache policy`, `grep -H …`, `ls`).
const READERS: [&str; 44] = [
    "cat",
    "head",
    "tail",
    "less",
    "more",
    "grep",
    "egrep",
    "fgrep",
    "rg",
    "ls",
    "find",
    "wc",
    "basename",
    "dirname",
    "echo",
    "printf",
    "pwd",
    "which",
    "whereis",
    "stat",
    "du",
    "df",
    "ps",
    "env",
    "printenv",
    "whoami",
    "id",
    "uname",
    "date",
    "file",
    "diff",
    "sort",
    "uniq",
    "cut",
    "column",
    "jq",
    "awk",
    "apt-cache",
    "dpkg-query",
    "journalctl",
    "tree",
    "dig",
    "nslookup",
    "lsblk",
];

/// Programs whose subcommands below only read (`git log`, `kubectl get`, `dpkg -l`); their
/// other subcommands may change things.
const READING_SUBCOMMANDS: [(&str, &[&str]); 11] = [
    (
        "git",
        &[
            "status",
            "log",
            "diff",
            "show",
            "rev-parse",
            "ls-files",
            "blame",
            "describe",
            "shortlog",
        ],
    ),
    (
        "kubectl",
        &["get", "describe", "logs", "top", "explain", "version"],
    ),
    (
        "docker",
        &["ps", "images", "inspect", "logs", "version", "info"],
    ),
    (
        "systemctl",
        &[
            "status",
            "is-active",
            "is-enabled",
            "list-units",
            "show",
            "cat",
        ],
    ),
    ("helm", &["list", "ls", "status", "get", "history", "show"]),
    (
        "dpkg",
        &["-l", "-L", "-s", "--list", "--status", "--listfiles"],
    ),
    ("apt", &["list", "show", "search", "policy"]),
    ("pip", &["show", "list", "freeze"]),
    ("pip3", &["show", "list", "freeze"]),
    ("npm", &["ls", "list", "view", "outdated"]),
    ("cargo", &["tree", "metadata"]),
];

/// Verbs of the GitHub CLI that only read, after its object (`gh pr view`, `gh run list`,
/// `gh pr checks`, `gh issue status`).
const GH_READING: [&str; 6] = ["view", "list", "status", "checks", "diff", "watch"];

/// Whether a call only reads: a shell call every command of which (split at `;`, `&&`, `||`,
/// `|` and line breaks) runs one of [`READERS`] or a reading subcommand
/// ([`READING_SUBCOMMANDS`]) and writes no file (`>` other than to `/dev/null` or `&1`), or a
/// tool whose name says it reads (`read_file`, `Read`, `view`, `list_directory`, `glob`,
/// `grep`, `search`). Such a call does not do open work that changes something ("install
/// postgresql-16-repack" is not done by `apt-cache policy postgresql-16-repack`); a query may
/// still do work that is itself a look ("Check the restart counts"). `args`: the call's
/// rendered arguments ([`crate::evidence::render_tool_call`]).
fn queries_only(args: &str) -> bool {
    let name = args.lines().next().unwrap_or("").to_ascii_lowercase();
    if ["read", "view", "list", "glob", "grep", "search"]
        .iter()
        .any(|r| {
            name.split(|c: char| !c.is_ascii_alphanumeric())
                .any(|w| w == *r)
        })
    {
        return true;
    }
    let Some(command) = command_line(args) else {
        return false;
    };
    // a `bash -lc "…"` wrapper: the command it runs
    let command = command.trim();
    let command = ["bash -lc ", "bash -c ", "sh -c ", "sh -lc "]
        .iter()
        .find_map(|w| command.strip_prefix(w))
        .unwrap_or(command)
        .trim_matches(['"', '\'']);
    // output sent nowhere, or to the other stream, writes no file
    let command = without_stream_redirects(command);
    let segments = shell_segments(&command);
    !segments.is_empty()
        && segments.iter().all(|seg| {
            if seg.contains('>') {
                return false;
            }
            let mut words = command_words(seg);
            let Some(mut first) = words.next() else {
                return false;
            };
            // `xargs -n1 basename`: the program xargs runs
            if first == "xargs" {
                let Some(prog) =
                    words.find(|w| !w.starts_with('-') && !w.bytes().all(|b| b.is_ascii_digit()))
                else {
                    return false;
                };
                first = prog;
            }
            // a wrapper such as `timeout 30 cmd` is no reader: not a query
            let first = first.rsplit('/').next().unwrap_or(first);
            // the GitHub CLI names its object before its verb (`gh pr view 1873`, `gh run list`)
            if first == "gh" {
                return words.nth(1).is_some_and(|w| GH_READING.contains(&w));
            }
            if READERS.contains(&first) {
                return true;
            }
            // a SQL client that only selects (`sqlite3 ledger.db "SELECT …"`, blind round s55B)
            if SQL_CLIENTS.contains(&first) {
                return sql_reads_only(seg);
            }
            // a `curl` that fetches (`curl -s https://…/orders/EXP-5524`, blind round s60B)
            if first == "curl" {
                return curl_reads_only(seg);
            }
            if let Some((_, subs)) = READING_SUBCOMMANDS.iter().find(|(p, _)| *p == first) {
                return words.next().is_some_and(|w| subs.contains(&w));
            }
            reading_subcommand(words)
        })
}

/// Whether a `curl` command line only fetches: no method other than `GET` or `HEAD`
/// (`-X POST`, `--request PATCH`, `-XDELETE`), no body or upload (`-d`, `--data…`, `--json`,
/// `-F`, `--form…`, `-T`, `--upload-file`) and no output file (`-o`, `--output`, `-O`,
/// `--remote-name`: a download makes a file).
fn curl_reads_only(segment: &str) -> bool {
    let mut words = segment
        .split_whitespace()
        .map(|w| w.trim_matches(['"', '\'']));
    while let Some(w) = words.next() {
        let method = match w {
            "-X" | "--request" => words.next(),
            _ => w
                .strip_prefix("-X")
                .or_else(|| w.strip_prefix("--request="))
                .filter(|m| !m.is_empty()),
        };
        if let Some(m) = method {
            if !m.eq_ignore_ascii_case("get") && !m.eq_ignore_ascii_case("head") {
                return false;
            }
            continue;
        }
        let flag = w.split_once('=').map_or(w, |(f, _)| f);
        if matches!(
            flag,
            "-d" | "--json" | "-F" | "-T" | "--upload-file" | "-o" | "--output" | "-O"
                | "--remote-name"
        ) || flag.starts_with("--data")
            || flag.starts_with("--form")
            // short options run together (`-sd`, `-sSo`): a body or a file among them
            || (flag.starts_with('-')
                && !flag.starts_with("--")
                && flag.len() > 2
                && flag[1..].bytes().all(|b| b.is_ascii_alphabetic())
                && flag[1..].bytes().any(|b| matches!(b, b'd' | b'F' | b'T' | b'o' | b'O')))
        {
            return false;
        }
    }
    true
}

/// Command-line SQL clients, whose statements [`sql_reads_only`] reads.
const SQL_CLIENTS: [&str; 6] = [
    "sqlite3",
    "psql",
    "mysql",
    "mariadb",
    "duckdb",
    "clickhouse-client",
];

/// Whether a SQL client's command line only reads: it holds `select` (or a `.schema` or
/// `.tables` look) and no word of a statement that changes data or schema (`insert`,
/// `update`, `delete`, `create`, `drop`, `alter`, `replace`, `truncate`, `merge`, `copy`,
/// `vacuum`, `attach`, `.import`, `grant`, `revoke`).
fn sql_reads_only(segment: &str) -> bool {
    const CHANGES: [&str; 15] = [
        "insert", "update", "delete", "create", "drop", "alter", "replace", "truncate", "merge",
        "copy", "vacuum", "attach", "import", "grant", "revoke",
    ];
    let lower = segment.to_ascii_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .collect();
    (words.contains(&"select") || lower.contains(".schema") || lower.contains(".tables"))
        && !words.iter().any(|w| CHANGES.contains(w))
}

/// Whether the subcommands of a command line the tables above do not know (the words after
/// its program, up to three, before the first option or argument: `schedule list` of `om-cli
/// schedule list --site VRD2`, `describe-instances` of `aws ec2 describe-instances`) read: one
/// of them is a verb of [`READING_VERBS`] (or opens with one and a hyphen) and none is a verb
/// of change ([`super::polarity::CHANGES`]: `schedule move`).
fn reading_subcommand<'a>(words: impl Iterator<Item = &'a str>) -> bool {
    let subs: Vec<&str> = words
        .take_while(|w| {
            w.starts_with(|c: char| c.is_ascii_lowercase())
                && w.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        })
        .take(3)
        .collect();
    let reads = |w: &str| {
        READING_VERBS
            .iter()
            .any(|v| w == *v || w.strip_prefix(v).is_some_and(|r| r.starts_with('-')))
    };
    subs.iter().any(|w| reads(w))
        && !subs.iter().any(|w| {
            w.split('-')
                .any(|p| super::polarity::CHANGES.contains(&super::polarity::stem(p).as_str()))
        })
}

/// Subcommands that read, for command lines of programs no table names ([`reading_subcommand`]).
const READING_VERBS: [&str; 11] = [
    "list", "ls", "show", "get", "view", "describe", "status", "inspect", "info", "search",
    "history",
];

/// The commands of a shell line: its text split at `;`, `|`, `&` and line breaks outside
/// single and double quotes (`grep -E '^(a|b)$'` is one command), trimmed, empty ones dropped.
fn shell_segments(command: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut quote: Option<char> = None;
    let mut start = 0;
    for (i, c) in command.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '\'' | '"') => quote = Some(c),
            (None, ';' | '|' | '&' | '\n') => {
                out.push(command[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(command[start..].trim());
    out.retain(|s| !s.is_empty());
    out
}

/// Whether an open-work entry asks for a change ([`super::polarity::CHANGES`]: install, apply,
/// deploy, delete, send, …) or an act of the agent's own ([`OWN_ACTS`]: pay, book, refund,
/// submit, …), which a call that only reads ([`queries_only`]) does not do: "Pay F-10482 by
/// cheque" is not done by the `SELECT … WHERE farmer_id='F-10482'` that looked up the farmer
/// (blind round s58A).
fn asks_change(entry: &str) -> bool {
    words(entry).any(|w| {
        let s = super::polarity::stem(&w);
        super::polarity::CHANGES.contains(&s.as_str()) || own_act_stems().contains(&s)
    })
}

/// Argument keys whose value is free text the agent wrote (a message, a description, a
/// title), not what the call acts on: a Slack post that *mentions* `maxPollRecords` does not
/// revert it.
const FREE_TEXT: [&str; 10] = [
    "text",
    "message",
    "body",
    "description",
    "comment",
    "title",
    "summary",
    "note",
    "notes",
    "subject",
];

/// A call's rendered arguments (`name`, then `key: value` lines, [`crate::evidence::render_tool_call`])
/// without the values of [`FREE_TEXT`] keys: a line `text: …` and the lines after it up to the
/// next `key: ` line.
fn targets(args: &str) -> String {
    let mut out = String::new();
    let mut free = false;
    for line in args.lines() {
        let key = line
            .split_once(": ")
            .map(|(k, _)| k)
            .filter(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
        if let Some(k) = key {
            free = FREE_TEXT.contains(&k.to_ascii_lowercase().as_str());
        }
        if !free {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Argument keys whose value is the contents of a file a call writes, or the old and new text
/// of an edit (Pi's `oldText`/`newText`): a runbook that describes `setParameter
/// maxIndexBuildMemoryUsageMegabytes: 300` does not set it, nor does a to-do line added to a
/// plan do the work it names.
const CONTENTS: [&str; 11] = [
    "content",
    "contents",
    "file_text",
    "new_str",
    "new_string",
    "new_text",
    "newtext",
    "old_str",
    "old_string",
    "old_text",
    "oldtext",
];

/// Argument keys with which a file-writing call names its file or how to write it, after
/// which [`without_contents`] reads again.
const FILE_KEYS: [&str; 11] = [
    "append",
    "dest",
    "destination",
    "encoding",
    "file",
    "file_path",
    "filename",
    "filepath",
    "mode",
    "path",
    "target",
];

/// A call's rendered arguments without the values of [`CONTENTS`] keys (a line `content: …`
/// and the lines after it up to the next argument) when the file it writes is a document
/// (`.md`, `.txt`, `.rst`, `.adoc`, `.org`), so that work an entry names is not done by
/// writing a runbook or a note that mentions it, unless the entry names the file too
/// ([`Actions::done`]). Other files' contents stay: writing a feed or a config may do the work. The arguments are rendered in the
/// order of their keys ([`crate::evidence::render_tool_call`]), so the next argument is the
/// next line that opens with one of the keys a file-writing call names its file with
/// ([`FILE_KEYS`]) and sorts after the contents' key: any other `key: ` line inside the file
/// (`maxIndexBuildMemoryUsageMegabytes: 300`) is contents too. Should the order ever differ,
/// more is skipped, and less is taken for done. A shell here-document that writes a document
/// (`cat > drafts/sub_1115_card_update.md <<'EOF'`) loses its body the same way
/// ([`without_heredoc_documents`]).
fn without_contents(args: &str) -> String {
    let stripped = without_heredoc_documents(args);
    let args = stripped.as_str();
    // the contents of data or code (a feed, a config, a script) may well be the work itself
    // ("Upload the GTIN fix" by writing the supplemental feed); those of a document describe it
    let document = args.lines().any(|l| {
        l.split_once(": ").is_some_and(|(k, v)| {
            FILE_KEYS.contains(&k)
                && DOCUMENT_EXTENSIONS
                    .iter()
                    .any(|x| v.trim().to_ascii_lowercase().ends_with(x))
        })
    });
    if !document {
        return args.to_string();
    }
    let mut out = String::new();
    let mut skipping: Option<&str> = None;
    for line in args.lines() {
        let key = line
            .split_once(": ")
            .map(|(k, _)| k)
            .filter(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'));
        match (skipping, key) {
            (Some(current), Some(k)) if k > current && FILE_KEYS.contains(&k) => skipping = None,
            (Some(_), _) => continue,
            _ => {}
        }
        if let Some(k) = key.filter(|k| CONTENTS.contains(&k.to_ascii_lowercase().as_str())) {
            skipping = Some(k);
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The document extensions whose contents describe work rather than do it.
const DOCUMENT_EXTENSIONS: [&str; 5] = [".md", ".txt", ".rst", ".adoc", ".org"];

/// A shell command line without the bodies of the here-documents it writes to a document: a
/// line with `<<WORD` (`<<'EOF'`, `<<-"EOF"`) that redirects (`>`, `>>`) or `tee`s to a path
/// ending in one of [`DOCUMENT_EXTENSIONS`] loses the lines after it up to the one that is
/// `WORD` alone, which stays. Other here-documents (a script, a config) stay whole.
fn without_heredoc_documents(args: &str) -> String {
    if !args.contains("<<") {
        return args.to_string();
    }
    let mut out = String::new();
    let mut until: Option<String> = None;
    for line in args.lines() {
        if let Some(word) = &until {
            if line.trim() == word {
                until = None;
            } else {
                continue;
            }
        } else if let Some(at) = line.find("<<") {
            let word: String = line[at + 2..]
                .trim_start_matches('-')
                .trim_start()
                .trim_start_matches(['\'', '"'])
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let targets_document = (line.contains('>') || line.contains("tee "))
                && line
                    .split_whitespace()
                    .map(|w| w.trim_start_matches('>').trim_matches(['\'', '"', ';']))
                    .any(|w| {
                        let lower = w.to_ascii_lowercase();
                        DOCUMENT_EXTENSIONS.iter().any(|x| lower.ends_with(x))
                    });
            if !word.is_empty() && targets_document {
                until = Some(word);
            }
        }
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// Whether a call sends or drafts a message: a stem of what it names holds a part of
/// [`MESSAGING`] (`slack_post_message`, `send_email`, `scripts/mailer.py`), read once per call
/// ([`Call::messaging`]).
fn messaging(c: &Call) -> bool {
    c.messaging
}

/// [`messaging`] of a call's [`targets`]: a data file it names (`orders/ubipharm_draft_BC-2025-041.csv`,
/// blind round s66B: an order total computed from a draft order) names what the call reads,
/// not what it does, so its words do not count; a script's or a program's name does.
fn messaging_targets(targets: &str) -> bool {
    const DATA: [&str; 14] = [
        "csv", "tsv", "json", "jsonl", "txt", "md", "xlsx", "xls", "pdf", "yaml", "yml", "log",
        "xml", "html",
    ];
    let words: Vec<&str> = targets.split_whitespace().collect();
    let kept: Vec<&str> = words
        .iter()
        .enumerate()
        .filter(|&(i, w)| {
            let w = w.trim_matches(['"', '\'', ',', ';', '(', ')', '[', ']']);
            // an HTTP method (`method: POST`, `-X POST`, `POST /v2/quotes`) posts a request,
            // not a message (a shipping quote request had "e-mailed" a customer, a new user's
            // check in session 46)
            let method = w == "POST"
                || (w.eq_ignore_ascii_case("post")
                    && i.checked_sub(1).is_some_and(|j| {
                        let p = words[j].trim_matches(['"', '\'', ',', '{']);
                        matches!(p, "method:" | "method" | "-X" | "--request")
                    }));
            !method
                && !w.rsplit_once('.').is_some_and(|(stem, ext)| {
                    !stem.is_empty() && DATA.contains(&ext.to_ascii_lowercase().as_str())
                })
        })
        .map(|(_, w)| *w)
        .collect();
    stems(&kept.join(" ")).any(|t| MESSAGING.iter().any(|m| t.contains(m)))
}

/// Whether a tool's name is named for a message (`gmail_create_draft`, `slack_post_message`,
/// `send_sms`, `mail__create_draft`): its name, not its arguments (an HTTP `method: POST`),
/// holds one of [`MESSAGE_TOOLS`].
pub(crate) fn message_tool(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    MESSAGE_TOOLS.iter().any(|m| name.contains(m))
}

/// Parts of the names of tools that write messages, for [`message_tool`].
const MESSAGE_TOOLS: [&str; 13] = [
    "mail", "messag", "draft", "slack", "sms", "chat", "reply", "notif", "remind", "telegram",
    "whatsapp", "teams", "discord",
];

/// The [`OWN_ACTS`] besides the [`EDITING`] ones that a call which writes a document can make
/// (a file created, a setting changed): any other act, but telling, a message or a document that
/// names its object does not make (an e-mail that lists `BILL-0419 … payment scheduled` did not
/// pay it, blind round s55B; [`Actions::unbacked_claim`]).
const WRITTEN_ACTS: [&str; 10] = [
    "archive",
    "bump",
    "configure",
    "create",
    "disable",
    "enable",
    "extend",
    "label",
    "move",
    "pin",
];

/// Words of a command or tool that delete (`rm`, `DELETE FROM`, `git branch -D` is not read),
/// as light stems: a deletion ("the three duplicate tickets were deleted") is made only by a
/// call that holds one, or the entry's own verb ([`Actions::unbacked_claim`]).
const DELETING: [&str; 9] = [
    "rm", "del", "delet", "unlink", "drop", "truncat", "purg", "destroy", "prun",
];

/// The [`OWN_ACTS`] that change a document: a call that edits a file named for the entry's
/// object makes them ([`Actions::unbacked_claim`]).
const EDITING: [&str; 8] = [
    "add", "change", "edit", "patch", "remove", "rename", "replace", "update",
];

/// The light stems ([`stems`]) of the words of the file names a call's arguments give
/// (`path:`, `file_path:` …, as [`writes_document`] reads them): `plan` and `entrega` of
/// `/home/wilber/reparto/plan_entrega_2025.md`, without its folders, its extension (`csv` of
/// `rettificas_2024-11.csv` is no word that `lotos_pecorinu.csv` shares, blind round s64A),
/// numbers and words of two letters or fewer. Empty for a call that names no file.
fn document_terms(c: &Call) -> Vec<String> {
    path_args(c)
        .flat_map(|v| {
            let name = v.trim().rsplit('/').next().unwrap_or(v);
            let name = name.rsplit_once('.').map_or(name, |(stem, _)| stem);
            name.split(|ch: char| !ch.is_alphanumeric())
                .filter(|w| w.len() > 2 && !w.bytes().all(|b| b.is_ascii_digit()))
                .map(|w| super::polarity::stem(&w.to_lowercase()))
                .collect::<Vec<_>>()
        })
        .collect()
}

/// Whether a token is a time of day (`10:52`, `10:52:07`): digits around one or two `:`.
fn clock_like(t: &str) -> bool {
    let parts: Vec<&str> = t.split(':').collect();
    (2..=3).contains(&parts.len())
        && parts
            .iter()
            .all(|p| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit()))
}

/// Whether `line` holds the time of day `time` with no digit on either side: `10:52` in
/// `2024-11-14T10:52:07Z` and in `at 10:52 UTC`, not in `110:52`.
fn holds_time(line: &str, time: &str) -> bool {
    line.match_indices(time).any(|(at, _)| {
        let b = line.as_bytes();
        let e = at + time.len();
        (at == 0 || !b[at - 1].is_ascii_digit()) && b.get(e).is_none_or(|c| !c.is_ascii_digit())
    })
}

/// The labels of a file list's lines (`CREATED: path`, `MODIFIED: path`), in upper case as the
/// harnesses write them ([`Actions::unlisted_file`]).
const FILE_LABELS: [&str; 6] = [
    "CREATED", "MODIFIED", "DELETED", "UPDATED", "EDITED", "WRITTEN",
];

/// Words that put a print on paper ("in 3 originals", "two copies", "on the office printer"),
/// for [`Actions::unbacked_claim`].
const PAPER: [&str; 9] = [
    "copies",
    "copy",
    "original",
    "originals",
    "printer",
    "paper",
    "labels",
    "sheets",
    "printout",
];

/// Phrases of a line that says a file was not written (lower case): a dry run, a file already
/// there, a missing folder ([`denies_write`]).
const NOT_WRITTEN: [&str; 9] = [
    "not written",
    "would write",
    "would create",
    "dry-run",
    "dry run",
    "already exists",
    "file exists",
    "no such file",
    "not permitted",
];

/// Words of a line that say a step failed ([`denies_write`]), besides a word that ends in
/// `error` (`PermissionError`, `FileExistsError`).
const WRITE_FAILURES: [&str; 6] = ["failed", "failure", "denied", "cannot", "can't", "errors"];

/// Whether a line of an output that names the file `name` says it was not written: once the
/// name is taken out (`out/failed_rows.csv` names no failure), a phrase of [`NOT_WRITTEN`], or
/// a word of [`WRITE_FAILURES`] or one ending in `error` that no zero or empty value goes with
/// (`0 errors`, `no errors`, `Errors: 0`, Hermes' `"error": null`, Gemini's `Error: (none)`,
/// `error-free`). Read by [`Actions::unlisted_file`] for a file listed as created.
fn denies_write(line: &str, name: &str) -> bool {
    let l = line.to_lowercase().replace(&name.to_lowercase(), " ");
    if NOT_WRITTEN.iter().any(|w| l.contains(w)) {
        return true;
    }
    let words = word_spans(&l);
    words.iter().enumerate().any(|(i, &(at, w))| {
        if !(WRITE_FAILURES.contains(&w) || w.ends_with("error")) {
            return false;
        }
        let before = i.checked_sub(1).map(|j| words[j].1);
        let rest = l[at + w.len()..].trim_start_matches(['"', '\'', ' ']);
        let value = rest
            .strip_prefix([':', '='])
            .map(|v| v.trim_start_matches([' ', '"', '\'']));
        let empty = value.is_some_and(|v| {
            ["null", "none", "(none)", "0", "false", "[]", "{}", "\"\""]
                .iter()
                .any(|x| {
                    v.starts_with(x) && !v[x.len()..].starts_with(|c: char| c.is_alphanumeric())
                })
        });
        !empty && !matches!(before, Some("0" | "no" | "zero")) && !rest.starts_with("-free")
    })
}

/// The argument keys that name the file a call writes (`path:`, `file_path:` …), as
/// [`writes_document`] and [`document_terms`] read them.
const PATH_KEYS: [&str; 5] = ["path:", "file_path:", "filepath:", "filename:", "file:"];

/// `line` with each word that names a file written `path`: a word of letters, digits and
/// `/._-~` only (after its outer punctuation: `(email_P-121.md).`) that holds a `/`
/// (`drafts/email_P-121.md`) or ends in an extension of one to five letters or digits with a
/// letter among them, after a stem of two characters or more with a letter (`email_P-121.md`;
/// not `e.g.`). Its words are no verbs ([`Actions::unbacked_claim`]), and the word left in its
/// place keeps the distance of a negation before a verb (`Could not attach invoice_12.pdf,
/// email sent`). A word with quotes, colons or `@` (compact JSON, a URL, an address) is left
/// as it is.
fn without_paths(line: &str) -> String {
    let file_like = |w: &str| {
        let w = w.trim_matches(|c: char| !c.is_alphanumeric() && c != '/');
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_alphanumeric() || matches!(c, '/' | '.' | '_' | '-' | '~'))
            && (w.contains('/')
                || w.rsplit_once('.').is_some_and(|(stem, ext)| {
                    stem.chars().count() >= 2
                        && stem.chars().any(char::is_alphabetic)
                        && (1..=5).contains(&ext.len())
                        && ext.chars().all(|c| c.is_ascii_alphanumeric())
                        && ext.chars().any(|c| c.is_ascii_alphabetic())
                }))
    };
    line.split_whitespace()
        .map(|w| if file_like(w) { "path" } else { w })
        .collect::<Vec<_>>()
        .join(" ")
}

/// A line without the names of its JSON fields: a quoted word of letters, digits and `_`
/// followed by a `:` (`"email":`), and, in a line that evidence collection flattened from a
/// JSON object (`cliente: Almacén Ñuke SpA, email: compras@almacennuke.cl, fecha: …`: three
/// or more such names, the first opening the line and the others after `, `), each such name
/// unquoted. A field's name in the bare form of a verb is a noun (`email:` names an address in
/// a fetched purchase order, which e-mailed nothing: blind round s69B); [`Actions::unbacked_claim`]
/// reads the line's words without it. A name is kept when it reports the act: a part of it
/// (split at `_` and where a capital follows a small letter) is a past form (`"sent": true`,
/// `"email_sent"`, `"emailSent"`, `submitted_at`), or its value is `true`, `yes` or a past form
/// (`"email": "sent"`).
fn without_field_names(line: &str) -> String {
    let parts: Vec<&str> = line.split(", ").collect();
    let fields: Vec<Option<(&str, &str)>> = parts.iter().map(|p| field(p)).collect();
    let flattened = fields[0].is_some() && fields.iter().flatten().count() >= 3;
    parts
        .iter()
        .zip(&fields)
        .map(|(part, f)| match f {
            Some((k, v)) if flattened && !reports_by_field(k, v) => without_quoted_names(v),
            _ => without_quoted_names(part),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The name and value of a `name: value` text when the name is one word of letters, digits
/// and `_`.
fn field(part: &str) -> Option<(&str, &str)> {
    part.split_once(": ")
        .filter(|(k, _)| !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || c == '_'))
}

/// Whether a field reports an act by its name or its value ([`without_field_names`]).
fn reports_by_field(name: &str, value: &str) -> bool {
    let mut parts: Vec<String> = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in name.chars() {
        if c == '_' || (c.is_uppercase() && prev_lower) {
            parts.push(std::mem::take(&mut cur));
        }
        if c != '_' {
            cur.extend(c.to_lowercase());
        }
        prev_lower = c.is_lowercase();
    }
    parts.push(cur);
    let first = value
        .trim_start_matches([' ', '"'])
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or("")
        .to_lowercase();
    parts.iter().any(|p| super::section::past_form(p))
        || matches!(first.as_str(), "true" | "yes")
        || super::section::past_form(&first)
}

/// A text without its quoted JSON field names that do not report an act ([`reports_by_field`]):
/// `"email": "x@y"` → ` "x@y"`.
fn without_quoted_names(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('"') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let name_len = after
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(after.len());
        let name = &after[..name_len];
        let colon = after[name_len..]
            .strip_prefix('"')
            .map(|t| t.trim_start_matches(' '))
            .and_then(|t| t.strip_prefix(':'));
        match colon {
            Some(next) if !name.is_empty() && !reports_by_field(name, next) => {
                out.push(' ');
                rest = next;
            }
            _ => {
                out.push('"');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether a tool's name says it writes or edits files (`Write`, `write_file`, `create_file`,
/// `Edit`, `MultiEdit`, `str_replace_based_edit_tool`, `save_file`) and nothing that sends
/// (`send_file`, `upload_…`, `post_…`, a mail tool): such a call saves a document, and a
/// document is no message sent, whatever its `To:` line says.
fn file_writer(name: &str) -> bool {
    let name = name.to_ascii_lowercase();
    ["write", "edit", "create_file", "save"]
        .iter()
        .any(|w| name.contains(w))
        && ![
            "send", "mail", "messag", "post", "forward", "share", "upload", "submit",
        ]
        .iter()
        .any(|w| name.contains(w))
}

/// Whether a call writes a document: its arguments name the file (`path:`, `file_path:`,
/// `filename:`), as `write_file` and `edit_file` do, and no HTTP method (an `adp_api` call
/// with `method: POST` and `path: /payroll/v1/…` requests an endpoint).
fn writes_document(c: &Call) -> bool {
    let lines = || c.args.lines().map(str::trim_start);
    !lines().any(|l| l.starts_with("method:"))
        && lines().any(|l| PATH_KEYS.iter().any(|k| l.starts_with(k)))
}

/// The file a document-writing call names ([`writes_document`]: the value of its first
/// [`PATH_KEYS`] line, trimmed); `None` for any other call.
fn document_path(c: &Call) -> Option<&str> {
    if !writes_document(c) {
        return None;
    }
    path_args(c)
        .next()
        .map(|v| v.trim().trim_matches(['"', '\'']))
}

/// The values of a call's [`PATH_KEYS`] lines, as written after the key (`path: a.md` →
/// ` a.md`), in order: read by [`document_terms`] and [`document_path`].
fn path_args(c: &Call) -> impl Iterator<Item = &str> {
    c.args.lines().filter_map(|l| {
        let l = l.trim_start();
        PATH_KEYS.iter().find_map(|k| l.strip_prefix(k))
    })
}

/// Programs that write or replace the files they name (`tee out.csv`, `mv a b`, `git`'s
/// subcommands are read apart, [`may_change`]).
const FILE_CHANGERS: [&str; 21] = [
    "apply_patch",
    "autopep8",
    "black",
    "cp",
    "dd",
    "gofmt",
    "install",
    "isort",
    "ln",
    "mv",
    "patch",
    "perl",
    "rm",
    "rsync",
    "rustfmt",
    "scp",
    "sed",
    "sponge",
    "tar",
    "tee",
    "touch",
];

/// `git` subcommands that change the files they name, or record a change to them (`git add
/// stop_times.txt`).
const GIT_CHANGERS: [&str; 11] = [
    "add", "am", "apply", "checkout", "commit", "mv", "reset", "restore", "rm", "stash", "merge",
];

/// Flags that make a program write its file or its output (`sed -i`, `--output`, `prettier
/// --write`, `ruff check --fix`); `--out…`, `--write…`, `--save…` as prefixes.
const WRITING_FLAGS: [&str; 10] = [
    "-i",
    "-o",
    "-w",
    "--in-place",
    "--inplace",
    "--fix",
    "--apply",
    "--update",
    "--overwrite",
    "--force",
];

/// Parts of a script's file name that say it changes data (`fix_prices.py`, `update_ledger.sh`,
/// `set_stop_time.py`, `make_invoice.py`); a script named otherwise (`ead_info.py`,
/// `balances.py`) is read as one that reports.
const CHANGING_SCRIPTS: [&str; 29] = [
    "write", "save", "update", "edit", "fix", "patch", "apply", "set", "correct", "add", "remove",
    "delete", "rename", "shift", "import", "record", "register", "append", "insert", "upsert",
    "sync", "migrate", "merge", "convert", "generate", "make", "export", "format", "fmt",
];

/// Calls in the code a `python3 -c` or a here-document runs that write a file.
const CODE_WRITES: [&str; 22] = [
    ".write(",
    "writerow",
    "to_csv(",
    "to_excel(",
    ".save(",
    "json.dump(",
    "write_text(",
    "write_bytes(",
    "os.rename",
    "os.remove",
    "os.replace",
    "shutil.",
    "'w')",
    "\"w\")",
    "'a')",
    "\"a\")",
    "yaml.dump",
    "yaml.safe_dump",
    "to_parquet(",
    "to_json(",
    ".commit()",
    "writefilesync",
];

/// Whether `call`, which names the file `name` in its arguments, may have changed it: a tool of
/// its own (`write_file`, `update_sheet`, `annotate_docx`: no command line), a patch, or a
/// command whose segment that
/// names the file redirects into a file (`>`), runs a program that writes the files it names
/// ([`FILE_CHANGERS`], a `git` subcommand of [`GIT_CHANGERS`]), a flag that writes
/// ([`WRITING_FLAGS`]), an SQL statement that changes rows, code that writes ([`CODE_WRITES`]),
/// or a script whose name says it changes data ([`CHANGING_SCRIPTS`]); a dry run changed
/// nothing. An output line that names the file and reports a change ([`tells_change`]) is read
/// by the caller with the other sources ([`Actions::unlisted_file`]). A script that only takes
/// the file as its input (`python3 scripts/ead_info.py accise/eAD_0418.xml`), a `cat`, a `grep`
/// or a `python3 -c` that prints the file's name changed nothing that the call shows.
fn may_change(call: &Call, name: &str) -> bool {
    // a dry run or a call whose output says it changed nothing wrote nothing
    if call.inert {
        return false;
    }
    if writes_document(call) || applies_patch(call) {
        return true;
    }
    let Some(command) = whole_command(&call.args) else {
        return true;
    };
    let code = call.args.to_ascii_lowercase();
    if CODE_WRITES.iter().any(|w| code.contains(w)) {
        return true;
    }
    let command = without_stream_redirects(&command);
    // a loop or `xargs` hands the file to a command of another segment (`for f in a.py b.py;
    // do sed -i … "$f"; done`): the whole command is read as one
    let looped = ["for ", "while ", "xargs"]
        .iter()
        .any(|l| command.contains(l));
    let segments = if looped {
        vec![command.as_str()]
    } else {
        shell_segments(&command)
    };
    segments
        .into_iter()
        .filter(|seg| seg.contains(name))
        .any(|seg| segment_writes(seg, looped))
}

/// A command line without the redirects that send output nowhere or to the other stream
/// (`2>&1`, `2>/dev/null`, `>/dev/null`): they write no file ([`queries_only`],
/// [`may_change`]).
fn without_stream_redirects(command: &str) -> String {
    ["2>&1", "2>/dev/null", ">/dev/null", "> /dev/null"]
        .iter()
        .fold(command.to_string(), |c, r| c.replace(r, " "))
}

/// The whole `command:` (or `cmd:`) argument of a call's rendered arguments, its later lines
/// included (a here-document, a script of several lines) up to the next argument (`workdir:
/// …`); `None` for a call without one.
fn whole_command(args: &str) -> Option<String> {
    let mut lines = args.lines();
    let first = lines.find_map(|l| {
        l.strip_prefix("command:")
            .or_else(|| l.strip_prefix("cmd:"))
            .map(str::to_string)
    })?;
    let mut out = first;
    for l in lines.take_while(|l| !argument_line(l)) {
        out.push('\n');
        out.push_str(l);
    }
    Some(out)
}

/// Whether a line of a call's rendered arguments opens the next argument (`workdir: …`: a key
/// of lower-case letters and `_`, then `: `), which ends a command of several lines
/// ([`whole_command`], [`writes_by_heredoc`]).
fn argument_line(line: &str) -> bool {
    line.split_once(": ").is_some_and(|(k, _)| {
        !k.is_empty() && k.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
    })
}

/// Whether a segment of a command line may write the files it names ([`may_change`]): a
/// redirect (`>`), a program that writes the files it names ([`FILE_CHANGERS`]), a `git`
/// subcommand of [`GIT_CHANGERS`], an SQL statement that changes rows, a flag that writes
/// ([`WRITING_FLAGS`]), or a script or subcommand named for a change ([`CHANGING_SCRIPTS`]).
/// `looped`: the segment is a whole command with a loop, whose programs are read anywhere in it.
fn segment_writes(seg: &str, looped: bool) -> bool {
    if seg.contains('>') {
        return true;
    }
    let words: Vec<&str> = command_words(seg)
        .map(|w| w.trim_matches(['"', '\'', '(', ')', ';']))
        .collect();
    let Some(first) = words.first().map(|w| w.rsplit('/').next().unwrap_or(w)) else {
        return false;
    };
    let program = |w: &&str| {
        let w = w.rsplit('/').next().unwrap_or(w);
        FILE_CHANGERS.contains(&w)
    };
    let sql = words.iter().any(|w| {
        ["update", "insert", "delete", "alter", "replace", "drop"]
            .contains(&w.to_ascii_lowercase().as_str())
    });
    let flag = words.iter().any(|w| {
        WRITING_FLAGS.contains(w)
            || ["--out", "--write", "--save", "--in-place"]
                .iter()
                .any(|p| w.starts_with(p))
            || (w.starts_with("-i") || w.starts_with("-pi")) && w.len() <= 5
    });
    let git = words
        .windows(2)
        .any(|p| p[0] == "git" && GIT_CHANGERS.contains(&p[1]));
    // the script an interpreter runs, or the program itself (`./fix_rates.sh`), and the
    // subcommand after it (`ledger.py set-rate purchases/ginger_oct2025.csv`, trial record
    // s69A)
    let at = if INTERPRETERS.contains(&first) {
        words[1..]
            .iter()
            .position(|w| !w.starts_with('-'))
            .map(|i| i + 1)
    } else {
        Some(0)
    };
    let changing = |w: &str| {
        let stem = w.rsplit('/').next().unwrap_or(w).to_ascii_lowercase();
        CHANGING_SCRIPTS.iter().any(|c| stem.contains(c))
    };
    let changing_script = at.is_some_and(|i| {
        let script = words[i];
        (script.contains('.') && changing(script))
            || words.get(i + 1).is_some_and(|sub| {
                !sub.starts_with('-') && !sub.contains(['.', '/']) && changing(sub)
            })
    });
    let changer = if looped {
        words.iter().any(program)
    } else {
        program(&first)
    };
    changer || git || sql || flag || changing_script
}

/// Words of a line that reports a change to a file it names (`wrote 6 rows to
/// payments/trip25-07.csv`, `Successfully modified file: …`, git's `modified:   src/x.py`).
const CHANGE_WORDS: [&str; 25] = [
    "wrote",
    "written",
    "saved",
    "updated",
    "modified",
    "changed",
    "edited",
    "patched",
    "replaced",
    "renamed",
    "removed",
    "deleted",
    "added",
    "inserted",
    "appended",
    "created",
    "overwr",
    "committed",
    "generated",
    "exported",
    "corrected",
    "fixed",
    "shifted",
    "moved",
    "applied",
];

/// The same words in the languages scripts of the labelled records print them in
/// (`Gerado 1 recibo: recibos/2026-11/REC-2026-11-0412.pdf`, trial record s41A): stems, any
/// case.
const CHANGE_WORDS_ELSEWHERE: [&str; 20] = [
    "gerad",
    "criad",
    "salv",
    "guardad",
    "escrit",
    "actualiz",
    "atualiz",
    "modific",
    "generad",
    "cread",
    "geschrieben",
    "gespeichert",
    "aktualisiert",
    "erstellt",
    "enregistr",
    "mis à jour",
    "sauvegard",
    "scritt",
    "aggiornat",
    "creat",
];

/// Whether a previous summary may back a file listed as changed: it names the file `name`
/// outside a `<read-files>` block, on a line that does not keep it read-only (`read-only`,
/// `read only`, `readonly`) and that lists the file (inside `<modified-files>`, or a line
/// that holds the path and nothing else but list marks and backticks: "## Files
/// modified\n- data/x.csv") or reports a change to it ([`tells_change`]). A summary that only
/// names the file in prose ("Move the register (data/vacc_register.sqlite) to PostgreSQL"),
/// keeps it read-only or lists it as read does not (blind round s71B: the register listed as
/// modified after a session that never wrote it).
fn summary_lists_change(summary: &str, name: &str) -> bool {
    let (mut read, mut modified) = (false, false);
    summary.lines().any(|l| {
        let t = l.trim();
        if t.starts_with("<read-files") {
            read = true;
        } else if t.starts_with("</read-files") {
            read = false;
        } else if t.starts_with("<modified-files") {
            modified = true;
        } else if t.starts_with("</modified-files") {
            modified = false;
        }
        let lower = l.to_lowercase();
        let bare = t
            .trim_start_matches(['-', '*', '+', ' '])
            .trim_matches(['`', ' '])
            .split_whitespace()
            .count()
            == 1;
        l.contains(name)
            && !read
            && !["read-only", "read only", "readonly"]
                .iter()
                .any(|r| lower.contains(r))
            && (modified || bare || tells_change(l))
    })
}

/// Whether a line reports a change to something: one of [`CHANGE_WORDS`] or
/// [`CHANGE_WORDS_ELSEWHERE`] (any case), an arrow from an old value to a new one (`rate 36 ->
/// 38`), or the status letter `git status --short` gives a changed file (` M web/package-lock.json`,
/// trial record s29A).
fn tells_change(line: &str) -> bool {
    let l = line.to_lowercase();
    if l.contains("unchanged") {
        return false;
    }
    let git_short = matches!(
        l.split_whitespace().next(),
        Some("m" | "mm" | "am" | "a" | "d" | "r")
    ) && l.split_whitespace().count() == 2;
    // a diffstat line (`web/x.py | 4 ++--`) or a diff header (`diff --git a/x b/x`, `+++ b/x`)
    let diffstat = l.split_once(" | ").is_some_and(|(_, r)| {
        let r = r.trim();
        r.split_whitespace()
            .next()
            .is_some_and(|n| n.bytes().all(|b| b.is_ascii_digit()))
            && r.contains(['+', '-'])
    });
    git_short
        || diffstat
        || l.starts_with("diff --git")
        || l.starts_with("+++ b/")
        || l.contains("reformatted")
        || l.contains(" -> ")
        || l.contains(" \u{2192} ")
        || CHANGE_WORDS
            .iter()
            .chain(&CHANGE_WORDS_ELSEWHERE)
            .any(|w| l.contains(w))
}

/// Programs that read, list or write plain files and act on nothing else ([`writes_by_heredoc`]).
const FILE_ONLY: [&str; 18] = [
    "awk", "cat", "cd", "chmod", "column", "date", "echo", "grep", "head", "ls", "mkdir", "printf",
    "pwd", "sort", "tail", "tee", "touch", "wc",
];

/// Whether a shell call writes a file from a here-document (`cat > drafts/email.txt <<'EOF'`,
/// `tee notes.md <<EOF`) and runs nothing but programs that read, list or write plain files
/// ([`FILE_ONLY`]): like a `write_file` call ([`writes_document`]) it makes a document, not a
/// message sent or a payment (blind round s65B: a draft whose `To:` line names the recipient's
/// address). The here-documents' lines are not read as commands.
fn writes_by_heredoc(args: &str) -> bool {
    let Some(start) = args
        .lines()
        .position(|l| l.starts_with("command:") || l.starts_with("cmd:"))
    else {
        return false;
    };
    let mut outside = String::new();
    let mut body_end: Option<String> = None;
    let mut writes = false;
    for (i, line) in args.lines().enumerate().skip(start) {
        if let Some(end) = &body_end {
            if line.trim().trim_matches(['"', '\'', ']', ',']) == end {
                body_end = None;
            }
            continue;
        }
        // the next argument (`workdir: …`) ends the command
        if i > start && argument_line(line) {
            break;
        }
        if let Some(at) = line.find("<<") {
            let end: String = line[at + 2..]
                .trim_start_matches(['-', '~'])
                .trim_start()
                .trim_start_matches(['\'', '"'])
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            if !end.is_empty() {
                let before = &line[..at];
                writes |= before.contains('>') || before.contains("tee ");
                body_end = Some(end);
            }
        }
        outside.push_str(line);
        outside.push('\n');
    }
    let outside = outside
        .trim_start_matches("command:")
        .trim_start_matches("cmd:");
    writes
        && outside
            .split(['\n', ';', '|', '&'])
            .filter_map(|piece| {
                command_words(piece)
                    .map(|w| w.trim_matches(['"', '\'', '[', ']', ',', '(', ')']))
                    .find(|w| !w.is_empty() && !matches!(*w, "bash" | "sh" | "zsh" | "-lc" | "-c"))
            })
            .all(|p| FILE_ONLY.contains(&p.rsplit('/').next().unwrap_or(p)))
}

/// Whether a call applies a patch in Codex's `apply_patch` format (`*** Begin Patch`, `***
/// Update File: refunds_todo.md`): it edits files, and so makes a change of code ("Dropped the
/// lifetime parameter from `merge`") but no hand-over (blind round s64B: a to-do line that
/// names a payout is no payout).
fn applies_patch(c: &Call) -> bool {
    c.args.contains("*** Begin Patch")
}

/// Whether a call sent no message: its tool's name says `draft` (`email_draft`,
/// `gmail.drafts.create`), or its output reports a draft (`"status": "draft"`, `draft saved:
/// … - not sent`) or a send deferred by the relay (`status: queued (deferred, retry in
/// 30m)`), and the output reports no send ([`reports_sent`]); or its output denies every send
/// it mentions (`Email: not sent (run with --send to email students)`, `"sent": false`:
/// [`reports_undone`]).
fn unsent(c: &Call) -> bool {
    let said = c.said.to_ascii_lowercase();
    ((tool(c).to_ascii_lowercase().contains("draft")
        || said.contains("draft")
        || said.contains("deferred"))
        && !reports_sent(&said))
        || reports_undone(&c.said_words, &super::polarity::stem("send"))
}

/// Whether a lower-cased word negates the verb after it: `not`, `never`, a contraction in
/// `n't` (`wasn't`), or the `t` a split at apostrophes leaves of one ([`words`]: `wasn`, `t`).
/// Read by [`reports_sent`] and by [`Actions::unbacked_claim`]'s reported acts.
fn negates(word: &str) -> bool {
    matches!(word, "not" | "never" | "t") || word.ends_with("n't")
}

/// Whether a lower-cased output reports a message sent or delivered: the word `sent` or
/// `delivered` (not `consent`, `unsent`, `undelivered`), not after a word that negates it
/// ([`negates`]: `draft saved … - not sent`).
fn reports_sent(said: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    ["sent", "delivered"].iter().any(|w| {
        said.match_indices(w).any(|(i, _)| {
            let before = &said[..i];
            let after = &said[i + w.len()..];
            let whole = !before.chars().next_back().is_some_and(word)
                && !after.chars().next().is_some_and(word)
                && !keyed_false(after);
            // the word before it, past spaces and brackets (`(not sent)`, `- not sent`)
            let prior = before
                .trim_end_matches(|c: char| !c.is_alphanumeric() && c != '\'')
                .rsplit(|c: char| !(c.is_alphanumeric() || c == '\''))
                .next()
                .unwrap_or("");
            whole && !negates(prior)
        })
    })
}

/// Whether the text after a key (`"sent": false`, `submitted=0`, `sent: no`) gives it a value
/// that denies it ([`DENYING`]) after a `:` or `=`.
fn keyed_false(after: &str) -> bool {
    let Some(value) = after
        .trim_start_matches(['"', '\'', ' '])
        .strip_prefix([':', '='])
    else {
        return false;
    };
    let value = value.trim_start_matches([' ', '"', '\'']);
    let end = value
        .find(|c: char| !c.is_alphanumeric())
        .unwrap_or(value.len());
    DENYING.contains(&&value[..end])
}

/// Values that deny the key before them (`"sent": false`, `submitted=0`): [`keyed_false`],
/// [`negated_at`].
const DENYING: [&str; 5] = ["false", "no", "none", "null", "0"];

/// Whether a call's output says that it changed nothing: its first line reports a dry run
/// (`DRY RUN: …`, `[dry-run] …`), or a line says `nothing changed`, `no changes made` or
/// `nothing was changed`. Lower-cased output.
fn changed_nothing(said: &str) -> bool {
    let first = said
        .lines()
        .find(|l| !l.trim().is_empty())
        .unwrap_or("")
        .trim_start_matches(|c: char| !c.is_alphanumeric());
    ["dry run", "dry-run", "dry_run", "dryrun"]
        .iter()
        .any(|d| first.starts_with(d))
        || [
            "nothing changed",
            "no changes made",
            "no changes were made",
            "nothing was changed",
        ]
        .iter()
        .any(|p| said.contains(p))
}

/// Whether an output, as its lower-cased words ([`words`]), mentions the act `act` (a light
/// stem, [`super::polarity::stem`]) only as not done: each inflected word of it (`uploaded`,
/// not the bare `upload` of a hint) is denied
/// ([`negated_at`]: `has not been submitted`, `"submitted": false`) or written with `un`
/// (`fee_status: unpaid`), and there is at least one.
fn reports_undone(w: &[String], act: &str) -> bool {
    let mut mentioned = false;
    for (i, x) in w.iter().enumerate() {
        // a past form denied by `un` (`fee_status: unpaid`, `unsent`, `unpublished`)
        if x.strip_prefix("un")
            .and_then(reported_act)
            .is_some_and(|a| a == act)
        {
            mentioned = true;
            continue;
        }
        // only a form that reports: the bare verb is a hint or a command
        if reported_act(x).is_none_or(|a| a != act) {
            continue;
        }
        mentioned = true;
        if !negated_at(w, i) {
            return false;
        }
    }
    mentioned
}

/// The light stem ([`super::polarity::stem`]) of the act a lower-cased word reports in a past
/// form (`uploaded`, `sent`, `submitted`); `None` for any other word, the bare verb included
/// (`NOT uploaded. To upload: scb-cli upload --batch …` names the act it did not do).
fn reported_act(word: &str) -> Option<String> {
    let base = super::section::base_form(word);
    (base != word || word.ends_with("ed")).then(|| super::polarity::stem(base))
}

/// Whether word `i` of lower-cased `w` ([`words`]) is denied: a negation ([`negates`]) within
/// the three words before it (`has not been submitted`, `- not sent`) or a denying value right
/// after it (`"submitted": false`, `sent: 0`).
fn negated_at(w: &[String], i: usize) -> bool {
    w[i.saturating_sub(3)..i].iter().any(|p| negates(p))
        || w.get(i + 1).is_some_and(|n| DENYING.contains(&n.as_str()))
}

/// The tool a call used: the first line of its rendered arguments.
fn tool(c: &Call) -> &str {
    tool_name(&c.args)
}

/// The tool of a call's rendered arguments ([`crate::evidence::render_tool_call`]): their
/// first line.
fn tool_name(args: &str) -> &str {
    args.lines().next().unwrap_or("")
}

/// The program a shell call runs, from its rendered arguments: the first word of its
/// `command:` (or `cmd:`) argument after any `cd DIR &&` ([`without_cd`]), with
/// its subcommand when a lower-case word follows (`scancel` in `command: scancel 884213`,
/// `git push`); for an interpreter ([`INTERPRETERS`]), with the script or module it runs
/// (`python3 scripts/fix_sheet.py`, `python3 -m pytest`: a later `python3 scripts/draft.py`
/// is another program, no retry of it); empty for a call without one.
fn program(args: &str) -> String {
    let Some(command) = command_line(args) else {
        return String::new();
    };
    let mut words = command_words(&command);
    let Some(name) = words.next() else {
        return String::new();
    };
    if INTERPRETERS.contains(&name.rsplit('/').next().unwrap_or(name)) {
        while let Some(w) = words.next() {
            match w {
                "-m" => return format!("{name} -m {}", words.next().unwrap_or("")),
                "-c" => return format!("{name} -c"),
                _ if w.starts_with('-') => continue,
                _ => return format!("{name} {w}"),
            }
        }
        return name.to_string();
    }
    // with its subcommand (`git push`, `sisctl enroll`; not the `884213` of `scancel 884213`)
    match words
        .next()
        .filter(|w| w.chars().all(|c| c.is_ascii_lowercase() || c == '-') && !w.starts_with('-'))
    {
        Some(sub) => format!("{name} {sub}"),
        None => name.to_string(),
    }
}

/// Programs that run a script named after them: [`program`] names the script too.
const INTERPRETERS: [&str; 10] = [
    "Rscript", "bash", "node", "perl", "php", "python", "python3", "ruby", "sh", "zsh",
];

/// The `command:` (or `cmd:`) argument of a shell call's rendered arguments, after any `cd DIR
/// &&` ([`without_cd`]); `None` for a call without one. Read by [`program`] and
/// [`queries_only`].
fn command_line(args: &str) -> Option<String> {
    without_cd(args).lines().find_map(|l| {
        l.strip_prefix("command:")
            .or_else(|| l.strip_prefix("cmd:"))
            .map(str::to_string)
    })
}

/// The words of a command from the program on: without the environment assignments
/// (`LANG=C`) and `sudo` before it.
fn command_words(command: &str) -> impl Iterator<Item = &str> {
    command
        .split_whitespace()
        .skip_while(|w| w.contains('=') || *w == "sudo")
}

/// The light stems ([`super::polarity::stem`]) of a text's content terms and of the parts of
/// its names (`slack_post` → `slack`, `post`), without numbers of one or two digits.
fn stems(text: &str) -> impl Iterator<Item = String> + '_ {
    crate::retrieve::tokenize::content_terms(text)
        .into_iter()
        .flat_map(|t| {
            let parts: Vec<String> = t
                .split(|c: char| !c.is_alphanumeric())
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect();
            std::iter::once(t).chain(if parts.len() > 1 { parts } else { Vec::new() })
        })
        // a number of one or two digits names nothing: the `13` of `13:00` and of
        // `2024-11-13` are different things
        .filter(|t| !(t.len() <= 2 && t.bytes().all(|b| b.is_ascii_digit())))
        .map(|t| super::polarity::stem(&t))
}

/// The plain words of an entry, lower-cased: not the parts of a name (`enabled` in
/// `sites-enabled/shop.conf`, `shared` in `@acme/shared`), nor a word before `'s` ("shared's
/// `toCsvRow`").
fn entry_words(entry: &str) -> impl Iterator<Item = String> + '_ {
    tokens(entry)
        .into_iter()
        .filter(|t| t.kind == TokenKind::Word && !entry[t.byte_range.end..].starts_with("'s"))
        .map(|t| t.text.to_lowercase())
}

/// Whether a call's arguments chain several commands (`a && b`, `a; b`, `a | b`): its output's
/// failure may be another command's than the one an entry reports.
fn chained(args: &str) -> bool {
    let args = without_cd(args);
    args.contains("&&") || args.contains("; ") || args.contains(" | ") || args.contains("||")
}

/// The light stems ([`stems`]) of the last command of a shell line whose commands are joined by
/// `&&` alone (`git commit -m … && git push -u origin perf/pdp-lcp`): when such a line fails,
/// its exit status is that of the command that stopped it, so the last command either failed
/// or never ran ([`Actions::failed_claim`]). `None` for one command, or for a line with `;`,
/// `|` or `||`, whose failure may be any command's.
fn last_step(args: &str) -> Option<LastStep> {
    let command = command_line(args)?;
    // a `;` or `|` inside single quotes is an argument's text (`sed -i 's/^;\?x.*/x = 60/'`,
    // `grep -E 'a|b'`), not a separator of the chain
    let bare = outside_quotes(&command, &['\'']);
    if !command.contains("&&") || bare.contains(';') || bare.contains('|') {
        return None;
    }
    let (before, last) = command.rsplit_once("&&")?;
    // its words, not the text it quotes (`--body 'Adds GET /v1/…'`)
    let unquoted = |text: &str| -> std::collections::HashSet<String> {
        stems(&outside_quotes(text, &['\'', '"'])).collect()
    };
    Some(LastStep {
        last: unquoted(last),
        before: unquoted(before),
    })
}

/// The text of `text` outside the spans that `quotes` open and close, the spans each read as a
/// space: `git commit -m 'fix; test' && git push` → `git commit -m   && git push`.
fn outside_quotes(text: &str, quotes: &[char]) -> String {
    text.split(quotes).step_by(2).collect::<Vec<_>>().join(" ")
}

/// The light stems ([`stems`]) of the last command of a chain joined by `&&` alone, which
/// failed or never ran when the chain failed, and of the commands before it ([`last_step`]).
#[derive(Debug, Clone, PartialEq, Eq)]
struct LastStep {
    last: std::collections::HashSet<String>,
    before: std::collections::HashSet<String>,
}

impl LastStep {
    /// Whether an entry that reports a done step with these acts (`acts`, stems of the
    /// base forms of its past forms) and content `terms` reports the last command: one of
    /// its acts is in that command (`Pushed …` after `… && git push`), or one of its acts is
    /// a change of the agent's own ([`OWN_ACTS`]), none of its acts is
    /// in the commands before it and two of its terms are in the last command alone (the
    /// address of `… && mail -s '…' compras@…` for "Purchasing (compras@…) was e-mailed",
    /// `815` and `bug` of `gh pr create … && gh pr edit 815 --add-label bug` for "Labelled PR
    /// #815 `bug`"). One is not enough: the number an earlier step printed names the thing
    /// it made ("Opened PR #815" after `gh pr create … && gh pr edit 815 …`).
    fn named(&self, acts: &[String], terms: &[String]) -> bool {
        // a change of the agent's own ([`OWN_ACTS`]), not `got` of "the token got HTTP 403"
        // (the stem of a past form may keep its doubled consonant: `labell` of `labelled`)
        let changes = acts.iter().any(|a| {
            let b = a.as_bytes();
            let undoubled = match b.len() > 4 && b[b.len() - 1] == b[b.len() - 2] {
                true => &a[..a.len() - 1],
                false => a.as_str(),
            };
            own_act_stems()
                .iter()
                .any(|o| [a.as_str(), undoubled].contains(&o.as_str()))
        });
        acts.iter().any(|a| self.last.contains(a))
            || (changes
                && !acts.iter().any(|a| self.before.contains(a))
                && terms
                    .iter()
                    .filter(|t| self.last.contains(t.as_str()) && !self.before.contains(t.as_str()))
                    .count()
                    >= 2)
    }
}

/// Whether a term is a date (`2025-12-01`), a year (`2025`) or a time of day (`05:45:12`).
fn date_or_time(t: &str) -> bool {
    let b = t.as_bytes();
    t.contains(':')
        || (b.len() == 4
            && b.iter().all(u8::is_ascii_digit)
            && (b"19"[..] == b[..2] || b"20"[..] == b[..2]))
        || (b.len() >= 10
            && b[..10].iter().enumerate().all(|(i, c)| match i {
                4 | 7 => *c == b'-',
                _ => c.is_ascii_digit(),
            }))
}

/// The command that a shell wrapper runs: `CMD` of `bash -lc CMD` (or `sh -c`, `zsh -c`, with
/// any options before the one that holds `c`; Codex CLI runs every command so, and its
/// rendered arguments read `command: bash -lc python3 scripts/douane.py …`), without a pair
/// of quotes around it; the command itself for any other.
fn shell_unwrapped(command: &str) -> &str {
    let c = command.trim_start();
    let Some((shell, mut rest)) = c.split_once(' ') else {
        return command;
    };
    if !matches!(
        shell.rsplit('/').next().unwrap_or(shell),
        "bash" | "sh" | "zsh" | "dash"
    ) {
        return command;
    }
    loop {
        rest = rest.trim_start();
        let Some((opt, after)) = rest.split_once(' ') else {
            return command;
        };
        if !opt.starts_with('-') || opt.starts_with("--") {
            return command;
        }
        rest = after;
        if opt.contains('c') {
            break;
        }
    }
    let rest = rest.trim();
    for q in ['"', '\''] {
        if let Some(inner) = rest.strip_prefix(q).and_then(|r| r.strip_suffix(q)) {
            return inner;
        }
    }
    rest
}

/// A call's rendered arguments without the shell wrapper ([`shell_unwrapped`]: `bash -lc`) and
/// the `cd DIR && ` (or `cd DIR; `) that open its command: changing directory is where a
/// command runs, not a step of its own, so `cd repo && gh pr comment 318` runs one program,
/// and `bash -lc python3 scripts/douane.py` runs `python3 scripts/douane.py`. Borrowed when
/// there is neither.
fn without_cd(args: &str) -> std::borrow::Cow<'_, str> {
    let wrapped_or_cd = |l: &str| {
        l.strip_prefix("command:")
            .or_else(|| l.strip_prefix("cmd:"))
            .map(str::trim_start)
            .is_some_and(|c| {
                let inner = shell_unwrapped(c);
                inner.len() != c.len() || inner.trim_start().starts_with("cd ")
            })
    };
    if !args.lines().any(wrapped_or_cd) {
        return std::borrow::Cow::Borrowed(args);
    }
    let lines: Vec<String> = args
        .lines()
        .map(|l| {
            if !wrapped_or_cd(l) {
                return l.to_string();
            }
            let (key, command) = l.split_once(':').unwrap_or(("", l));
            let mut command = shell_unwrapped(command.trim_start()).trim_start();
            // each leading `cd DIR &&` (or `cd DIR;`): what follows its separator
            while let Some(rest) = command.strip_prefix("cd ") {
                let dir_end = rest.find(' ').unwrap_or(rest.len());
                let after = rest[dir_end..].trim_start();
                match after
                    .strip_prefix("&&")
                    .or_else(|| rest[..dir_end].strip_suffix(';').map(|_| after))
                {
                    Some(next) => command = next.trim_start(),
                    None => break,
                }
            }
            format!("{key}: {command}")
        })
        .collect();
    std::borrow::Cow::Owned(lines.join("\n"))
}

/// What a tool call's output says about it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Outcome {
    /// An output whose last lines carry no failure cue.
    Succeeded,
    /// An output whose last lines carry one.
    Failed,
    /// No output (none recorded, or empty): proves nothing.
    Unknown,
}

impl Actions {
    /// No tool calls (a bare pair): [`Actions::done`] is always `false`.
    pub const NONE: &'static Actions = &Actions {
        calls: Vec::new(),
        turns: Vec::new(),
        last_run: None,
        reports: Vec::new(),
        summaries: Vec::new(),
    };

    /// Reads the tool calls of a record's evidence sources ([`crate::evidence::collect`]),
    /// in transcript order, pairing each with the tool output of the same call id. A call
    /// without an id is paired with the next output without one.
    pub fn parse(sources: &[Source]) -> Self {
        let mut calls: Vec<Call> = Vec::new();
        let mut turns = Vec::new();
        let mut last_run = None;
        let mut reports = Vec::new();
        let mut summaries = Vec::new();
        // (index in `calls`, call id) of calls still waiting for their output
        let mut waiting: Vec<(usize, Option<&str>)> = Vec::new();
        for s in sources {
            match s.origin.kind {
                SourceKind::ToolCall => {
                    waiting.push((calls.len(), s.origin.call_id.as_deref()));
                    // a document's contents are not what its call acts on
                    let acted = without_contents(&s.text);
                    let targets = targets(&acted);
                    let dry = dry_run(&s.text);
                    let message_tool = message_tool(tool_name(&s.text));
                    calls.push(Call {
                        called: stems(&targets).collect(),
                        messaging: messaging_targets(&targets),
                        chained: chained(&targets),
                        last_step: last_step(&s.text),
                        program: program(&s.text),
                        query: queries_only(&s.text),
                        envs: environments(&s.text),
                        dry,
                        inert: dry,
                        acted,
                        targets,
                        message_tool,
                        args: s.text.clone(),
                        outcome: Outcome::Unknown,
                        said: String::new(),
                        said_words: Vec::new(),
                    });
                }
                SourceKind::ToolOutput => {
                    if let Some(run) = super::suite::RunSummary::of(&s.text) {
                        last_run = Some(run);
                    }
                    let id = s.origin.call_id.as_deref();
                    let call = waiting.iter().position(|(_, c)| *c == id);
                    // the output of a dry run or a preview (`helm diff upgrade`, `kubeadm
                    // upgrade plan`) reports what would change, not what did
                    if call.is_none_or(|w| !calls[waiting[w].0].dry) {
                        reports.push(s.text.clone());
                    }
                    if let Some(w) = call {
                        let (k, _) = waiting.remove(w);
                        calls[k].said = s.text.clone();
                        calls[k].said_words = words(&s.text).collect();
                        calls[k].inert |= changed_nothing(&s.text.to_lowercase());
                        calls[k].outcome = if tail_failed(&s.text) {
                            Outcome::Failed
                        } else {
                            Outcome::Succeeded
                        };
                    }
                }
                SourceKind::UserTurn => {
                    reports.push(s.text.clone());
                    turns.push((calls.len(), s.text.clone()))
                }
                SourceKind::PreviousSummary => {
                    reports.push(s.text.clone());
                    summaries.push(s.text.clone());
                }
            }
        }
        Actions {
            calls,
            turns,
            last_run,
            reports,
            summaries,
        }
    }

    /// Whether `entry`, listed in a section titled `section`, is open work that the agent has
    /// since done (see the module documentation). `false` for an entry outside an open-task
    /// section, one marked done, one that holds the agent back other than by a wait
    /// ([`super::restraint::holds_back`]) or says that a thing stays as it is
    /// ([`super::restraint::says_it_stays`]), one without an identifier, or when no call names
    /// all its anchors.
    pub fn done(&self, entry: &str, section: &str, mark: super::section::Mark) -> bool {
        if self.calls.is_empty()
            || !super::section::is_open_work(section, mark, entry)
            || words(entry).any(|w| ONGOING.contains(&w.as_str()))
            || waits_on_someone(entry)
            || deferred(entry)
            // a restraint ("Get Ilona's approval before anything is sent from draft
            // drf-5f21c9") is not done by a call on its object: that is the act it holds back
            || (super::restraint::holds_back(entry) && !super::restraint::opens_with_wait(entry))
            // nor is one that says a thing stays as it is ("Nothing has gone to Riso Nord:
            // invoice INV-RN-2025-018 stays unsent", after the call that wrote the invoice;
            // blind round s71A)
            || super::restraint::says_it_stays(entry)
        {
            return false;
        }
        let anchors = anchors(entry);
        if !anchors.iter().any(|a| a.object) {
            return false;
        }
        // calls before the last user turn that asks for the entry do not do it
        let from = self
            .turns
            .iter()
            .rev()
            .find(|(_, t)| {
                anchors
                    .iter()
                    .filter(|a| a.object)
                    .all(|a| has_whole_token(t, a.text))
                    || crate::guard::best_line(entry, t).overlap >= ASKED_SHARE
            })
            .map_or(0, |(n, _)| *n);
        let envs = environments(entry);
        // work that tells someone about an object is not done by acting on the object
        // ("Email Ana that SWP-1047 was rejected" after the call that rejected it)
        // (its first word after list markers and status tags: `[TODO] Email Ana …`)
        let first = words(super::restraint::body(entry)).next();
        let telling = first
            .as_ref()
            .is_some_and(|w| TELLING.contains(&w.as_str()));
        // asking someone is work a message does ("Ask the conservator for the report")
        let asking = first
            .as_ref()
            .is_some_and(|w| matches!(w.as_str(), "ask" | "request" | "chase" | "invite"));
        // a change is not done by a call that only reads, whichever call comes last
        let change = asks_change(entry);
        // a git act (push, merge, tag, rebase, commit) is done by a git command line that holds
        // it, or a tool named for it: a ticket comment that names the branch and says "push
        // pending" did not push it
        let git_act = words(entry)
            .map(|w| super::polarity::stem(super::section::base_form(&w)))
            .find(|w| GIT_ACTS.iter().any(|g| super::polarity::stem(g) == *w));
        self.calls[from..]
            .iter()
            .rev()
            .filter(|c| !(change && c.query))
            .find(|c| {
                // every anchor in its arguments, and one outside the contents of a file it
                // writes (the file's name: "Add aliasPrefix: qa-catalog to values-qa.yaml")
                // a message acts on its recipients: what its text names is told, not done
                // ("Guaxa (IAM-1979.310) bere klima-kutxan" in a draft to the registrar does
                // not pack the gouache), unless the entry's work is the telling
                let acted = if c.message_tool && !telling && !asking {
                    &c.targets
                } else {
                    &c.acted
                };
                anchors.iter().all(|a| has_whole_token(&c.args, a.text))
                    && anchors.iter().any(|a| has_whole_token(acted, a.text))
                    && (!telling || messaging(c))
                    && git_act.as_ref().is_none_or(|act| {
                        c.called.iter().any(|x| x.contains(act.as_str()))
                            || (has_whole_token(&c.args, "git")
                                && stems(&c.args).any(|w| w == *act))
                    })
            })
            .is_some_and(|c| {
                c.outcome == Outcome::Succeeded && !c.dry && envs.iter().all(|e| c.envs.contains(e))
            })
    }

    /// Whether `entry` reports as done a step whose tool call failed ("Status update posted to
    /// #inc-2291" after the post returned `"ok": false, "error": "not_in_channel"`): the entry
    /// is not open work ([`super::section::is_open_work`]) and reports a completed act
    /// (a past form of an action verb or `passed`, `succeeded`, `completed`, and no `not`, `failed`, `pending`, `tried`, `asked`), and the call it reports got an output whose last lines report a
    /// failure. That call is the one whose arguments share most of the entry's terms (light
    /// stems), two extra for the entry's verb (`posted` in `slack_post`), with half the terms,
    /// or two and the verb, at least; the latest wins a tie. Arguments are read without their
    /// free text (`text`, `message`, `body`, `description`, `title`, …: a message that mentions a change does not make it); a chain of
    /// commands (`a && b`) proves no single step failed, but for the last command of a chain
    /// joined by `&&` alone, which failed or never ran ([`last_step`]); and a later successful call of the
    /// same tool is a retry that did it.
    ///
    /// It is also true when the entry claims a whole run passed while the record's latest
    /// test run reports failures ([`Actions::suite_failed`]), when it reports someone's
    /// approval that no source reports ([`Actions::unbacked_approval`]), and when it reports
    /// an act of the agent's own that no call made ([`Actions::unmade_claim`]).
    pub fn failed_claim(&self, entry: &str, section: &str, mark: super::section::Mark) -> bool {
        self.unmade_claim(entry, section, mark) || self.failed_step(entry, section, mark)
    }

    /// [`Actions::failed_claim`] without its [`Actions::unmade_claim`] part, for a caller that
    /// reads that part on its own (the hybrid features read both once per entry).
    pub(super) fn failed_step(
        &self,
        entry: &str,
        section: &str,
        mark: super::section::Mark,
    ) -> bool {
        let report = hermes_report(entry);
        let entry: &str = &report;
        if !self.reports_step(entry, section, mark) {
            return false;
        }
        if self.suite_failed(entry) || self.unbacked_approval(entry) {
            return true;
        }
        // the user's own act ("The user read the update text and approved posting it to
        // #inc-ingest"): a failed call of the agent's does not undo what the user did
        if !claims_done(entry) || users_act(entry) {
            return false;
        }
        let written = one_word_email(entry);
        let entry: &str = &written;
        let terms: Vec<String> = stems(entry).collect();
        // its acts: past forms, and a bare verb only where it opens the entry ("Requested
        // Priya's review": `review` names the request's object, not an act)
        let acts: Vec<String> = entry_words(entry)
            .enumerate()
            .filter(|(i, w)| {
                super::section::past_form(w) || (*i == 0 && super::section::is_verb(w))
            })
            // an irregular past form acts as its base (`paid` in `stripe invoices pay`)
            .map(|(_, w)| super::polarity::stem(super::section::base_form(&w)))
            .collect();
        let past_acts: Vec<String> = entry_words(entry)
            .filter(|w| super::section::past_form(w))
            .map(|w| super::polarity::stem(super::section::base_form(&w)))
            .collect();
        // the call the entry reports: the one its terms, and its verb most of all, match best
        // a term is called as it is or as the end of a program's name (`cancel` in `scancel`)
        // (the light stem may keep a doubled last letter: `cancell`)
        let has = |c: &Call, t: &str| {
            let b = t.as_bytes();
            let t_short = if b.len() > 4 && b[b.len() - 1] == b[b.len() - 2] {
                &t[..t.len() - 1]
            } else {
                t
            };
            c.called.contains(t)
                || (t_short.len() >= 4
                    && c.called
                        .iter()
                        .any(|x| x.len() <= t_short.len() + 3 && x.ends_with(t_short)))
                // or as the noun of the act (`booking` of `/v1/bookings` for `book`)
                || (t.len() >= 4 && c.called.contains(&format!("{t}ing")))
        };
        // the values that name one object: an address, or a term with three digits or more
        // (`offertes@zonvast.example`, `318` of `PR #318`)
        // (not a date, a year or a time of day: a `2025-12-01` or `05:45:12` in a call's
        // arguments is when it acts on, not what)
        let keys: Vec<&String> = terms
            .iter()
            .filter(|t| t.contains('@') || t.bytes().filter(u8::is_ascii_digit).count() >= 3)
            .filter(|t| !date_or_time(t))
            .collect();
        // an entry that reports telling someone (`posted`, `sent`) reports a message: a call
        // that sends one is singled out by the words of its text too ("Status update posted to
        // #inc-cass-0311" for a post to `channel_id: C07INCCASS11` whose text opens "Status")
        let telling = acts.iter().any(|a| TELLING.contains(&a.as_str()));
        let score = |c: &Call| {
            let act = acts.iter().any(|a| has(c, a));
            let message = (telling && act && messaging(c))
                .then(|| stems(&c.args).collect::<std::collections::HashSet<String>>());
            let shared = terms
                .iter()
                .filter(|t| has(c, t) || message.as_ref().is_some_and(|m| m.contains(t.as_str())))
                .count();
            let key = keys.iter().any(|k| c.called.contains(k.as_str()));
            (shared as f32 >= CLAIM_SHARE * terms.len() as f32
                || act && shared >= 2
                || key && shared >= 3)
                .then_some(shared + 2 * act as usize)
        };
        let best = self
            .calls
            .iter()
            .enumerate()
            .filter_map(|(i, c)| score(c).map(|s| (s, i)))
            .max();
        best.is_some_and(|(_, i)| {
            let c = &self.calls[i];
            // a later successful call of the same tool, running the same program for a shell
            // tool, is a retry (a later `bash` call running `git diff` does not retry `scancel`)
            // a chain proves no single step failed, but for the last of an `&&` chain that a
            // past form of the entry names ("Pushed …" after `… && git push`)
            let step = !c.chained
                || c.last_step
                    .as_ref()
                    .is_some_and(|last| last.named(&past_acts, &terms));
            // (and one that holds the entry's act where the failed call did: a waitlist
            // request after a failed booking did not book, blind round s58B)
            let acting = |x: &Call| acts.iter().any(|a| has(x, a));
            // (a write tool's retry writes the same file: a later `write_file` of
            // `drafts/batch_notes.md` did not retry the batch file that failed; new-user check,
            // session 50)
            let same_file = |x: &Call| document_path(c).is_none_or(|p| document_path(x) == Some(p));
            c.outcome == Outcome::Failed
                && step
                && !self.calls[i + 1..].iter().any(|later| {
                    later.outcome == Outcome::Succeeded
                        && tool(later) == tool(c)
                        && later.program == c.program
                        && same_file(later)
                        && (acting(later) || !acting(c))
                })
        })
    }

    /// Whether `entry` reports as done an act of the agent's own that no call of the record
    /// made and no source reports ("Sent the claim email to claims@balticreef.example" where
    /// only a draft was saved, "Pushed deps/numpy2" after a commit alone): the part of
    /// [`Actions::failed_claim`] that [`Actions::unbacked_claim`] reads, under the same
    /// conditions (a record with calls; not open work, an aim or a restraint). Compressors
    /// write planned steps as done, and keeping one tells the agent that a message went out or
    /// a change landed when it did not. Read by the `act_unmade` feature, which caps the entry
    /// ([`crate::prune::verifier_cap`]).
    pub fn unmade_claim(&self, entry: &str, section: &str, mark: super::section::Mark) -> bool {
        let report = hermes_report(entry);
        // the tool Hermes names for the step (`[tool: email_draft]`) made it, where the record
        // has calls of that tool
        let tagged = tag_tool(entry).filter(|t| self.calls.iter().any(|c| tool(c) == *t));
        let entry: &str = &report;
        self.reports_step(entry, section, mark)
            && (self.unbacked_claim(entry, tagged) || self.unlisted_file(entry, section))
    }

    /// Whether `entry` lists a file as written by the agent (`CREATED: docs/ci/runners.md …`,
    /// `MODIFIED: \`tessera/_compat.py\` …`, `DELETED:`, `UPDATED:`, `EDITED:`, `WRITTEN:`, or a
    /// bare path under a harness's `<modified-files>` block) whose file name no call names in its
    /// arguments, but one that failed alone (a failed chain, `git rm x && mypy`, may still have
    /// written it) and one that only reads (`sqlite3 ledger.db "SELECT …"`, blind round s55B),
    /// and no tool output, user turn or previous summary names: a
    /// file list of the agent's own that no step wrote. On the labelled records every such entry
    /// is false (29 of 29 in `examples/trials`, `shared/cases` and compaction_guard, session
    /// 38), while a file a script wrote as a side effect is named by the script's output. Only a
    /// path is read (a `/` or a file extension): `CREATED: Google Doc "…"` names no file.
    ///
    /// A file listed as changed (`MODIFIED:`, `UPDATED:`, `EDITED:`, a `<modified-files>` path)
    /// existed before, so the calls and outputs that read it name it too: since session 49 only
    /// a call that may write it ([`may_change`]), a line of an output or a user turn that names
    /// it with a report of a change ([`tells_change`]), or the previous summary naming it backs
    /// such an entry. On the 408 trial records and the shared cases this deleted no true entry
    /// and about twenty more false ones (files the agent only read, printed or reported on).
    /// Since session 50 the previous summary does not back it where it keeps the file
    /// read-only or lists it under `<read-files>` ([`summary_lists_change`]); for a file listed
    /// as created, an output line that names it with a failure or a dry run ([`denies_write`])
    /// does not back it; Hermes' `WRITE path … [tool: …]` is read as such a list line, and is
    /// also backed by a call that succeeded, made a change and names the file's stem.
    fn unlisted_file(&self, entry: &str, section: &str) -> bool {
        let body = super::restraint::body(entry);
        // the file list's label and what follows it; or a Hermes step that writes a file, read
        // in the past (`WRITE invoices/INV-RN-2025-017.pdf — … [tool: terminal]`, blind round
        // s71A), as `CREATED:`
        let listed_label = FILE_LABELS.iter().find_map(|l| {
            body.strip_prefix(l)
                .and_then(|r| r.strip_prefix(':'))
                .map(|r| (*l, r))
        });
        let hermes_step = ["wrote ", "created "]
            .iter()
            .find_map(|v| body.strip_prefix(v))
            .filter(|r| {
                r.split_whitespace()
                    .next()
                    .is_some_and(|p| p.contains('/') && !p.contains("://"))
            })
            .filter(|_| listed_label.is_none());
        let hermes = hermes_step.is_some();
        let labelled = listed_label.or(hermes_step.map(|r| ("CREATED", r)));
        let listed = section.to_ascii_lowercase().contains("modified-files")
            && body.split_whitespace().count() == 1;
        let Some(rest) = labelled.map(|(_, r)| r).or(listed.then_some(body)) else {
            return false;
        };
        let Some(path) = rest
            .split_whitespace()
            .next()
            .map(|p| p.trim_matches(['`', '\'', '"', ',', ';', ':', '(', ')']))
        else {
            return false;
        };
        let path = path.trim_end_matches(['.', '/']);
        let name = path.rsplit('/').next().unwrap_or(path);
        let has_extension = name
            .rsplit_once('.')
            .is_some_and(|(stem, ext)| !stem.is_empty() && (1..=5).contains(&ext.len()));
        if name.len() < 3 || !(path.contains('/') || has_extension) {
            return false;
        }
        let named = |c: &Call| {
            (c.outcome != Outcome::Failed || c.chained) && !c.query && c.args.contains(name)
        };
        // a file listed as changed (`MODIFIED:`, `UPDATED:`, `EDITED:`, `<modified-files>`)
        // exists before the session, so calls and outputs that read it name it too: only a
        // call that may write it ([`may_change`]), an earlier summary that does not keep it
        // read-only ([`summary_lists_change`]), or a line of an output
        // or a user turn that reports a change to it ([`tells_change`]) backs it (blind round
        // s70B: a `python3 -c` that printed the name of an orders file the agent only read)
        let changed =
            labelled.is_some_and(|(l, _)| ["MODIFIED", "UPDATED", "EDITED"].contains(&l)) || listed;
        // a line that names it with a failure or a dry run (`PermissionError: …
        // '/srv/reports/flow/2025-03-11.pdf'`, `[dry-run] would write
        // invoices/INV-RN-2025-017.pdf`, blind round s71A) does not report it written (a dry
        // run's call that names the file still backs it: `payrun fps --dry-run --out
        // drafts/fps_2025-03.xml` writes the draft, trial record s35A)
        // a Hermes step that wrote the file is also backed by a call that succeeded, made a
        // change and names the file's stem (`make_invoice.py --number INV-RN-2025-018` writes
        // `invoices/INV-RN-2025-018.pdf` without a word; code review, session 50)
        let stem = name
            .rsplit_once('.')
            .map_or(name, |(st, _)| st)
            .to_lowercase();
        let names_stem = |c: &Call| {
            c.outcome != Outcome::Failed
                && !c.inert
                && !c.query
                && stem.len() >= 3
                && names_id(&c.args.to_lowercase(), &stem)
        };
        if !changed {
            return !self.calls.iter().any(named)
                && !(hermes && self.calls.iter().any(names_stem))
                && !self.reports.iter().any(|r| {
                    r.lines()
                        .any(|l| l.contains(name) && !denies_write(l, name))
                });
        }
        !self.calls.iter().any(|c| named(c) && may_change(c, name))
            && !self.summaries.iter().any(|s| summary_lists_change(s, name))
            && !self
                .reports
                .iter()
                .any(|r| r.lines().any(|l| l.contains(name) && tells_change(l)))
    }

    /// Whether an entry may report a step of the agent's as done: the record has calls, and the
    /// entry is no open work, no aim and no restraint ("Nothing may be sent until Karin Holm has
    /// approved the text" reports no step, whatever past forms its condition holds).
    fn reports_step(&self, entry: &str, section: &str, mark: super::section::Mark) -> bool {
        !(self.calls.is_empty()
            || super::section::is_open_work(section, mark, entry)
            || states_aim(section)
            || super::restraint::holds_back(entry))
    }

    /// Whether `entry` reports as the agent's own a change that no call of the record made and
    /// no source reports ("Committed the changes as \"Fix biber path\"" where no call commits,
    /// "PATH in ~/.profile was also changed" where no call writes it): compressors write
    /// planned steps as done. The caller ([`Actions::failed_claim`]) has already set open work
    /// and aims aside.
    ///
    /// The entry reports a completed act ([`claims_done`]) with a past form of one of
    /// [`OWN_ACTS`] that opens it ("Committed …", "`x` dropped from …"), follows `we`/`I`, or
    /// is passive after a subject that names no object ("The changes were committed"; not
    /// "KR-117 was moved", someone else's act that an output reports). No call that changes
    /// something (not [`queries_only`]) may hold the verb (`git commit`), a messaging call
    /// for a verb of telling, an object the entry names in its arguments or output (the
    /// booking call that answered `ev-20250415-nda`), or half the entry's terms; and no tool
    /// output, user turn or previous summary may have a line with 40% of the entry's terms
    /// and the same verb (a step the user or a pipeline reports).
    fn unbacked_claim(&self, entry: &str, tagged: Option<&str>) -> bool {
        if !claims_done(entry) {
            return false;
        }
        let written = one_word_email(entry);
        let entry: &str = &written;
        let Some(act) = own_act(entry) else {
            return false;
        };
        let terms: Vec<String> = stems(entry).collect();
        // what names an object: an identifier, a hash, a span in backticks (`.latexmkrc`), a
        // number of three digits or more that is no date or time (`318` of `PR #318`)
        let objects: Vec<&str> = tokens(entry)
            .into_iter()
            .filter(|t| match t.kind {
                TokenKind::Identifier | TokenKind::Hex => true,
                TokenKind::Number => {
                    t.text.bytes().filter(u8::is_ascii_digit).count() >= 3 && !date_or_time(t.text)
                }
                TokenKind::Word => false,
            })
            .map(|t| t.text)
            .chain(entry.split('`').skip(1).step_by(2).map(str::trim))
            .filter(|o| !o.is_empty())
            .collect();
        // the recipients' addresses among them (`einkauf@hamburgmate.example`)
        let addresses: Vec<&str> = objects
            .iter()
            .copied()
            .filter(|o| o.contains('@') && o.contains('.'))
            .collect();
        let telling = TELLING.iter().any(|t| super::polarity::stem(t) == act);
        // a message is sent only by a call that sends or drafts one: a file that holds the
        // text and names the recipient is not a message sent
        let sending = SENDING.contains(&act.as_str());
        // a request is a message too, to the party it was asked of ("Requested an April
        // air-cargo quote from Canadian North", blind round s66B)
        let requesting = act == super::polarity::stem("request");
        let recipient = if requesting {
            named_party(entry, "from")
        } else {
            named_recipient(entry)
        };
        // what the entry says besides its act and words of telling: a message that shares
        // none of it ("Told the keynote speaker her time" against a draft to the caterer) is
        // another message
        let told: Vec<&String> = terms
            .iter()
            .filter(|t| **t != act && !TELLING.iter().any(|w| super::polarity::stem(w) == **t))
            .collect();
        // a git act (`pushed`, `merged`, `tagged`, `rebased`, `committed`) is made by a git
        // command line that holds it: one that only names the branch (`git checkout -b
        // deps/numpy2 && git commit …`) did not push it
        // (`committed` and `rebased` are git's in any entry; `pushed`, `merged` and `tagged`
        // only beside a thing of git's: "Pushed the close dates of D-4471 … to 2025-09-30",
        // trial record s14D, was made by the CRM update that names the deal)
        let git_act = ["commit", "rebase"]
            .iter()
            .any(|g| super::polarity::stem(g) == act)
            || (GIT_ACTS.iter().any(|g| super::polarity::stem(g) == act) && names_git_thing(entry));
        let envs = environments(entry);
        let editing = EDITING.iter().any(|e| super::polarity::stem(e) == act);
        // a hand-over to another party (`submitted`, `resubmitted`, `uploaded`), or money
        // moved (`paid`, `refunded`, `transferred`)
        // (money moved only where the entry opens with it, "Paid BILL-0419 …": a payment in
        // the passive, "Kub Yaj … was paid 26,080,000 LAK (TRF-55802)", is often someone
        // else's, which a statement reports)
        let opens_with_act = entry_words(entry).next().is_some_and(|w| {
            super::section::past_base(&w).is_some_and(|b| super::polarity::stem(b) == act)
        });
        let upload = super::polarity::stem("upload");
        let moves_money = MOVES_MONEY.iter().any(|v| act == super::polarity::stem(v));
        // (and a print on paper, made by a call that holds `print`, `lp` or `lpr`, not by the
        // script that wrote the invoice it names: "PRINT invoice INV-RN-2025-018 in 3
        // originals", blind round s71A; a print to the console or a file, "Printed the
        // per-plot totals", is no hand-over: code review, session 50)
        let printing = act == super::polarity::stem("print")
            && entry_words(entry).any(|w| PAPER.contains(&w.as_str()));
        let handover =
            act.contains("submit") || act == upload || printing || (opens_with_act && moves_money);
        // an act a document or a message cannot do (a payment, a deletion, a booking): only
        // acts that change a file ([`EDITING`], [`WRITTEN_ACTS`]) and acts of telling are made
        // by writing
        let written_act = editing || WRITTEN_ACTS.iter().any(|w| super::polarity::stem(w) == act);
        // an entry in a register or a ledger, which a document may hold
        let recording = ["record", "register", "reserve"]
            .iter()
            .any(|r| super::polarity::stem(r) == act);
        // a deletion is made by a call that holds a verb of deleting (`rm`, `DELETE FROM`,
        // `drop`, a `delete_draft` tool; `dropped` is not read as one: "dropped by 37 units",
        // "Dropped the lifetime parameter" are made otherwise), not by one that only names
        // what it deletes (an `UPDATE … SET status='HOLD'` of the tickets said deleted, blind
        // round s55A)
        let deleting = ["delet", "purg"].contains(&act.as_str());
        // the verb a hand-over's call holds or its output reports (`resubmit` as `submit`)
        let verb = if act.contains("submit") {
            "submit"
        } else {
            act.as_str()
        };
        let file = super::polarity::stem("file");
        let release = super::polarity::stem("release");
        // the objects the entry names by an identifier, letters and digits (`xl-1057`), for a
        // hand-over's call to name
        let ids: Vec<String> = objects
            .iter()
            .filter(|o| {
                o.chars().any(|ch| ch.is_alphabetic()) && o.chars().any(|ch| ch.is_ascii_digit())
            })
            .map(|o| o.to_lowercase())
            .collect();
        let made = self.calls.iter().filter(|c| !c.query).any(|c| {
            if tagged.is_some_and(|t| tool(c) != t) {
                return false;
            }
            let held: std::collections::HashSet<String> = stems(&c.args).collect();
            // (a record or a registration in a document named for a word of the entry,
            // "Recorded the decision in docs/DECISIONS.md" by an edit of that file, is written)
            let recorded_in_document = recording
                && writes_document(c)
                && document_terms(c).iter().any(|t| {
                    terms
                        .iter()
                        .any(|x| x == t && !x.bytes().any(|b| b.is_ascii_digit()))
                });
            if !telling
                && !written_act
                && !recorded_in_document
                && (c.message_tool || writes_document(c))
                && !held.contains(&act)
            {
                return false;
            }
            // a file a here-document writes is a document, whatever its name or text says
            // (`cat > release_list.csv <<'EOF'` released no deposit, a `To:` line sent nothing)
            if (sending || (!telling && !written_act)) && writes_by_heredoc(&c.args) {
                return false;
            }
            // nor does a file a write tool saves send it, though its text opens with `To:`
            // ("drafts/email_P-121_kermode.md was emailed to conor.kermode@gmail.com" after a
            // `Write` of that draft alone, blind round s68A)
            if sending && writes_document(c) && file_writer(tool(c)) {
                return false;
            }
            // nor does a patch send a message or release a hold, whatever its code prints
            // (an `apply_patch` adding a report script that prints `RELEASE RES-3301 …`, blind
            // round s65B); it does make a change of code ("Dropped the lifetime parameter")
            if (sending || act == release) && applies_patch(c) {
                return false;
            }
            if deleting
                && !held
                    .iter()
                    .chain(&c.called)
                    .any(|x| DELETING.iter().any(|d| x == d) || x.contains(act.as_str()))
            {
                return false;
            }
            let shared = terms.iter().filter(|t| held.contains(t.as_str())).count();
            // a draft is not a message sent (`email_draft` answering `status: draft`), nor one
            // the relay deferred, nor one whose call failed (`send_message` answering
            // `{"success": false, "error": …}`, blind round s64B)
            if sending && (unsent(c) || c.outcome == Outcome::Failed) {
                return false;
            }
            // a dry run, or a call whose output says the act was not done (`It has not been
            // submitted`, `"submitted": false`), did not make it
            if c.inert || reports_undone(&c.said_words, &act) {
                return false;
            }
            // a hand-over is made by a call that holds its verb (`portal submit`, `--resubmit`),
            // a message sent, or a call whose output reports it (`"status": "submitted"`): a
            // call that only builds, validates or writes down what the entry names (a script
            // that writes `BATCH-2024-08-A` into the payment file, a report that says
            // "Submitted") did not hand it over
            // (a payment or a refund by a call that holds its verb, `stripe invoices pay`,
            // `POST /v1/refunds`, or whose output reports it, `"status": "paid"`: not by a
            // script that only names the invoice, blind round s57B;
            // an upload likewise: by a call that holds `upload`, a program that copies to
            // another host or a bucket, [`TRANSFERS`], a `POST` with a file (`adp_api` posting
            // `file: adjustments/….csv`), or one whose output reports it; a script that writes
            // the file the entry says was uploaded did not upload it, nor a `POST` whose output
            // says `"uploaded": false`, blind round s57A)
            // (a word of bookkeeping that holds `pay` is no payment: an `INSERT INTO
            // payables(payee, …)` records one to make, blind round s60B; `payroll.py` computes
            // wages; `--payer-email` names who pays an invoice, blind round s64B)
            let holds_verb = || {
                c.targets
                    .to_lowercase()
                    .split(|ch: char| !ch.is_alphanumeric())
                    .any(|x| {
                        x.contains(verb)
                            && !["payable", "payee", "payer", "payroll", "payslip"]
                                .iter()
                                .any(|b| x.starts_with(b))
                    })
            };
            if handover
                && (writes_document(c)
                    || applies_patch(c)
                    || !(holds_verb()
                        || (printing
                            && c.targets
                                .split(|ch: char| !ch.is_alphanumeric())
                                .any(|x| x == "lp" || x == "lpr"))
                        || (verb == upload
                            && (c.called.iter().any(|x| transfer_stems().contains(x))
                                || (held.contains("post") && held.contains(&file))))
                        || (verb == "submit" && messaging(c) && !unsent(c))
                        || c.said_words.iter().enumerate().any(|(i, x)| {
                            reported_act(x).is_some_and(|a| a.contains(verb))
                                && !negated_at(&c.said_words, i)
                        })))
            {
                return false;
            }
            // a call on another deployment environment than the one the entry names (an index
            // built on `stg-pg-01` for "Applied migration 0047 on prod-pg-02") did not make it
            if !envs.is_empty() && !c.envs.is_empty() && envs.iter().all(|e| !c.envs.contains(e)) {
                return false;
            }
            // a message the entry names by an object (an address, `msg_55A3`) is sent by a call
            // that names it: a send to someone else does not send this one
            // (in any case: OpenClaw's `message` call writes `channel: whatsapp` for the
            // entry's `WhatsApp`, blind round s64A)
            // the call's arguments and output in lower case, made once for both checks below
            let lowered = std::cell::OnceCell::new();
            let lower = || lowered.get_or_init(|| (c.args.to_lowercase(), c.said.to_lowercase()));
            let names_object = || {
                let (args, said) = lower();
                objects.iter().any(|o| {
                    let o = o.to_lowercase();
                    has_whole_token(&args, &o) || has_whole_token(&said, &o)
                })
            };
            if sending && !objects.is_empty() && !names_object() {
                return false;
            }
            // a hand-over or money moved for an object the entry names by an identifier
            // (`XL-1057`) is made by a call that names it: the refund of another order did not
            // refund this one, whose calls were dry runs (blind round s71B)
            // (only a call that names another identifier of the same shape and none of the
            // entry's, `XL-1042` for `XL-1057`: a call that spells the object otherwise,
            // `twine upload dist/*`, may still have made it; code review, session 50)
            if handover && {
                let (args, said) = lower();
                !ids.is_empty()
                    && !ids.iter().any(|o| names_id(args, o) || names_id(said, o))
                    && ids
                        .iter()
                        .any(|o| names_sibling(args, o) || names_sibling(said, o))
            } {
                return false;
            }
            // and a message to a named recipient ("EMAIL the October report to Françoise
            // Henrard") is sent by a call whose arguments or output name them, in any case and
            // inside an address (`marc.gillet@…` for Marc Gillet): the one send to another
            // distributor did not send it (blind round s65B)
            if (sending || requesting) && !recipient.is_empty() && {
                let (args, said) = lower();
                !recipient
                    .iter()
                    .any(|n| args.contains(n.as_str()) || said.contains(n.as_str()))
            } {
                return false;
            }
            // and a message the entry names by its recipient's address is sent by a call that
            // names that address: the proforma of EXP-5521 sent to a colleague was not sent to
            // the buyer's `einkauf@…` (blind round s60B)
            if sending
                && !addresses.is_empty()
                && !addresses
                    .iter()
                    .any(|o| has_whole_token(&c.args, o) || has_whole_token(&c.said, o))
            {
                return false;
            }
            // a git act is made by a call that holds its verb (`git push`, `gh pr merge`, a
            // `git_push` tool): one that only names the branch or the pull request (`git
            // checkout -b x`, `gh pr create` whose output links PR #1873) did not make it, nor
            // one whose free text names it (Claude Code's `description: Commit changes locally
            // (no push)`, blind round s65A)
            if git_act && !c.called.iter().any(|x| x.contains(act.as_str())) {
                return false;
            }
            held.contains(&act)
                || c.called.iter().any(|x| x.contains(act.as_str()))
                || (telling
                    && messaging(c)
                    && told
                        .iter()
                        .any(|t| held.contains(t.as_str()) || stems(&c.said).any(|x| x == **t)))
                // an edit of a file whose name holds a word of the entry ("Updated the plan"
                // after a `replace` in `plan_entrega_2025.md`)
                || (editing
                    && document_terms(c)
                        .iter()
                        .any(|t| told.iter().any(|x| *x == t)))
                // a document that holds the words or times of a message is not one
                || (!sending
                    && !(telling && writes_document(c))
                    && (objects
                        .iter()
                        .any(|o| has_whole_token(&c.args, o) || has_whole_token(&c.said, o))
                        || shared as f32 >= CLAIM_SHARE * terms.len() as f32))
        });
        let reported = || {
            self.reports.iter().any(|r| {
                let best = crate::guard::best_line(entry, r);
                // the verb as the line states it, not negated (`draft saved … - not sent`), in
                // a line that does not deny it elsewhere (`NOT uploaded. To upload: scb-cli
                // upload …` names the act it did not do)
                // (a file's name is no verb: `drafts/email_P-121_kermode.md` in a write tool's
                // `File created successfully at: …` reports no e-mail, blind round s68A)
                // nor is a field's name (`"email": "compras@almacennuke.cl"` in a fetched
                // purchase order e-mailed nothing, blind round s69B)
                let said: Vec<String> =
                    words(&without_paths(&without_field_names(&best.line))).collect();
                // a user turn reports an act in a past form only: its bare verb asks for the
                // act or forbids it ("NNC claim ᐅᕙᖓ … submit-ᓂᐊᖅᑕᕋ portal-ᑯᑦ", the user's
                // own submission to come, blind round s66B)
                let user = self.turns.iter().any(|(_, t)| t == r);
                // a message the entry names by an object is reported by a line that names it,
                // as it is sent by a call that names it: "SEND January payout notice to …
                // Bessie Nez — sent" in the previous summary did not send "SMS to Bessie Nez
                // about her $2,360.00 payout" (blind round s69B)
                // (a number by its value: `$2,360` for `$2,360.00`)
                let names_object = || {
                    let line = best.line.to_lowercase();
                    let numbers: Vec<String> = tokens(&best.line)
                        .iter()
                        .filter(|t| t.kind == TokenKind::Number)
                        .filter_map(|t| normalize_number(t.text))
                        .collect();
                    objects.iter().any(|o| match normalize_number(o) {
                        Some(n) => numbers.contains(&n),
                        None => has_whole_token(&line, &o.to_lowercase()),
                    })
                };
                best.overlap >= REPORTED_SHARE
                    && (!sending || objects.is_empty() || names_object())
                    && said.iter().enumerate().any(|(i, x)| {
                        let same = if user {
                            reported_act(x).is_some_and(|a| a == act)
                        } else {
                            super::polarity::stem(super::section::base_form(x)) == act
                        };
                        same && !negated_at(&said, i)
                    })
                    && !said.iter().enumerate().any(|(i, x)| {
                        reported_act(x).is_some_and(|a| a == act) && negated_at(&said, i)
                    })
            })
        };
        // a line that reports the act in a past form, as a word or in a field's name
        // (`"submitted_at": "2024-11-14T10:52:07Z"`), with a value the entry gives: an object
        // or a time of day ("The lowering was submitted at 10:52 UTC")
        let times: Vec<&str> = tokens(entry)
            .into_iter()
            .filter(|t| clock_like(t.text))
            .map(|t| t.text)
            .collect();
        let stamped = || {
            self.reports.iter().flat_map(|r| r.lines()).any(|l| {
                let said: Vec<String> = words(l).collect();
                said.iter().enumerate().any(|(i, x)| {
                    reported_act(x).is_some_and(|a| a == act) && !negated_at(&said, i)
                }) && (objects.iter().any(|o| has_whole_token(l, o))
                    || times.iter().any(|t| holds_time(l, t)))
            })
        };
        // a payment in the passive that does not open the entry ("… but was paid 26,080,000
        // LAK (TRF-55802)") is often someone else's, which a statement lists by its transfer:
        // a line that names an identifier of the entry (letters and digits) reports it
        let listed = || {
            !opens_with_act
                && moves_money
                && self.reports.iter().flat_map(|r| r.lines()).any(|l| {
                    objects.iter().any(|o| {
                        o.chars().any(|c| c.is_ascii_digit())
                            && o.chars().any(char::is_alphabetic)
                            && has_whole_token(l, o)
                    })
                })
        };
        !made && !reported() && !stamped() && !listed()
    }

    /// Whether `entry` reports that a named person or party approved, confirmed or accepted
    /// something ("Hanna has approved release 2.4.0", "Théo confirmed the badges will be
    /// ready by 2025-06-11", "Corvane accepted Legal's redline") while no tool output, later
    /// user turn or previous summary has a line with that name and, in it or the three lines
    /// after it (a mail's `From:` line and its body), a word of approval in any of the
    /// languages of [`APPROVAL_STEMS`]. Only others can report their own consent, and
    /// compressors write the approval a plan waits for as given. The entry opens with the
    /// name (one or two capitalised words, an optional note in brackets), then an optional
    /// `has`/`have`/`had` and one of [`CONSENTS`]; `User` and `The user` are the user, whose
    /// turns [`super::Instructions`] read.
    fn unbacked_approval(&self, entry: &str) -> bool {
        let w: Vec<&str> = entry.split_whitespace().collect();
        let capital = |x: &str| {
            let mut c = x.chars();
            c.next().is_some_and(char::is_uppercase)
                && c.clone().next().is_some_and(char::is_lowercase)
                && c.all(|ch| ch.is_alphabetic() || ch == '-' || ch == '\'')
        };
        let Some(first) = w.first().filter(|x| capital(x)) else {
            return false;
        };
        if [
            "User", "The", "We", "Total", "Said", "All", "Both", "Nobody", "No",
        ]
        .contains(first)
        {
            return false;
        }
        let mut i = 1;
        if w.get(i).is_some_and(|x| capital(x)) {
            i += 1;
        }
        // a note in brackets after the name ("Ana Lindqvist (Total Rewards)")
        if w.get(i).is_some_and(|x| x.starts_with('(')) {
            while i < w.len() && !w[i].ends_with(')') {
                i += 1;
            }
            i += 1;
        }
        if w.get(i)
            .is_some_and(|x| matches!(*x, "has" | "have" | "had"))
        {
            i += 1;
        }
        let Some(verb) = w.get(i) else {
            return false;
        };
        let verb = verb.trim_end_matches([',', '.', ';', ':']);
        if !CONSENTS.contains(&verb) {
            return false;
        }
        // the name's line and the three after it (a mail's `From:` line and its body)
        let name = first.to_lowercase();
        !self.reports.iter().any(|r| {
            let lines: Vec<String> = r.lines().map(str::to_lowercase).collect();
            (0..lines.len()).any(|i| {
                lines[i].contains(&name)
                    && lines[i..(i + 4).min(lines.len())]
                        .iter()
                        .any(|l| APPROVAL_STEMS.iter().any(|a| opens_word(l, a)))
            })
        })
    }

    /// Whether `entry` claims that a whole test run passed ([`super::suite::claims_all_passed`])
    /// while the record's latest run reports failures, and the counts the entry gives, if
    /// any, are counts of a failing part of that run
    /// ([`super::suite::RunSummary::failing_counts`]): "All tests pass: 148
    /// passed" after `3 failed, 145 passed`. The caller ([`Actions::failed_claim`]) has
    /// already set open work and aims aside. Also a count the entry gives as all passing that
    /// is the total of a run with skipped tests ([`super::suite::RunSummary::skipped_totals`]:
    /// "All 1208 tests pass" after `1206 passed | 2 skipped (1208)`), failures or not.
    fn suite_failed(&self, entry: &str) -> bool {
        let Some(run) = &self.last_run else {
            return false;
        };
        if !super::suite::claims_all_passed(entry) {
            return false;
        }
        let counts = super::suite::entry_counts(entry);
        // "All 1208 tests pass" after `1206 passed | 2 skipped (1208)`: the total of a run
        // with skipped tests, given as what passed
        // (not when the entry itself says some were skipped)
        let skipped = counts.iter().any(|c| run.skipped_totals.contains(c))
            && !super::suite::mentions_skipped(entry);
        skipped
            || (run.failures > 0
                && (counts.is_empty() || counts.iter().any(|c| run.failing_counts.contains(c))))
    }

    /// Whether `entry` is open work the user asked for with its condition: it makes its act wait
    /// for an event or a time (`until`, `wait`, and work put off: `tomorrow`, `next week`, …;
    /// `if`, `once`, `when`, `unless`, `after` opening the entry or a clause) and one line of a user turn holds at least 35% of
    /// its content terms ("If the rerun goes green, ping @lena-okafor on the PR; do not merge"
    /// after "Re-run just that job once; if it goes green, ping Lena on the PR. Don't merge it
    /// yourself."). Compressors invent plain next steps ("Add a CI check …"); a condition the
    /// user set, restated, is the user's plan. Such an entry is not counted as the compressor's
    /// own open work (the `open_task` feature, [`super::HybridLayer`]).
    pub fn asked_with_condition(&self, entry: &str) -> bool {
        (deferred(entry) || words(entry).any(|x| CONDITIONS.contains(&x.as_str())))
            && self
                .turns
                .iter()
                .any(|(_, t)| crate::guard::best_line(entry, t).overlap >= DEFERRED_SHARE)
    }
}

/// Whether a section states what the user wants (`Goal`, `overall_goal`, `Primary Request and
/// Intent`, `Task`): its entries report no step as done.
fn states_aim(section: &str) -> bool {
    super::section::titled(
        section,
        &["goal", "goals", "intent", "objective", "task", "request"],
    )
}

/// Words that make an entry's act wait for an event wherever they stand
/// ([`Actions::asked_with_condition`]).
/// Not `before`: compressors time their own steps with it ("Send each panelist a reminder 24
/// hours before their loop").
const CONDITIONS: [&str; 4] = ["until", "wait", "waiting", "awaiting"];

/// Words that make an entry's act wait for an event when they open the entry or one of its
/// clauses ("If the rerun goes green, ping …", "After the user approves the diff, upgrade …";
/// not "a CI benchmark that fails when …").
const OPENING_CONDITIONS: [&str; 5] = ["if", "once", "when", "unless", "after"];

/// Whether an entry makes its act wait for an event or a later time: [`later`], or one of
/// [`OPENING_CONDITIONS`] opening the entry or a clause. (Waiting for a rollout to complete is
/// not deferred: a later call finishes it.)
fn deferred(entry: &str) -> bool {
    later(entry)
        || entry
            .split([';', ',', ':', '\u{2014}'])
            .filter_map(|clause| words(clause).next())
            .any(|x| OPENING_CONDITIONS.contains(&x.as_str()))
}

/// Words of a process that ends by itself, which a call can watch to its end ("Waiting for
/// `kubectl rollout status …` to complete"; [`waits_on_someone`]).
const PROCESS_END: [&str; 10] = [
    "complete",
    "completes",
    "completion",
    "finish",
    "finishes",
    "rollout",
    "ready",
    "healthy",
    "succeed",
    "succeeds",
];

/// Whether an entry reports an act of the user's: it opens with `The user` or `User` and a
/// past form follows at once ("The user read the update text and approved posting it",
/// "User confirmed the 14:00 slot"; not "User-facing banner posted").
fn users_act(entry: &str) -> bool {
    let w: Vec<String> = words(entry).take(3).collect();
    let verb = match w.first().map(String::as_str) {
        Some("the") if w.get(1).is_some_and(|x| x == "user") => w.get(2),
        Some("user") => w.get(1),
        _ => None,
    };
    verb.is_some_and(|v| {
        super::section::past_form(v)
            || (v.len() > 3 && v.ends_with("ed"))
            // irregular forms that [`super::section::past_form`] does not list
            || matches!(v.as_str(), "read" | "said" | "set")
    })
}

/// The name of the person a message went to, as an entry writes it after `to`: two or more
/// capitalised words in a row ("EMAIL the October report to Françoise Henrard", "Sent the
/// dates to Marc Gillet"), lower-cased, each of four letters or more. Empty where the entry
/// names no one so (`to the supplier`, `to Marc`, `to ops@…`): one capitalised word may be a
/// team, a channel or a place.
fn named_recipient(entry: &str) -> Vec<String> {
    named_party(entry, "to")
}

/// [`named_recipient`] after the word `before` (`to`, or `from` for the party a request was
/// made of).
fn named_party(entry: &str, before: &str) -> Vec<String> {
    let words: Vec<&str> = entry.split_whitespace().collect();
    let capital = |w: &&str| {
        let w = w.trim_end_matches([',', '.', ';', ':', ')']);
        w.chars().next().is_some_and(char::is_uppercase)
            && w.chars()
                .skip(1)
                .all(|c| c.is_lowercase() || c == '-' || c == '\'')
            && w.chars().count() >= 2
    };
    (0..words.len())
        .filter(|&i| words[i] == before)
        .map(|i| {
            words[i + 1..]
                .iter()
                .take_while(|w| capital(w))
                .copied()
                .collect::<Vec<&str>>()
        })
        .find(|name| name.len() >= 2)
        .map(|name| {
            name.iter()
                .map(|w| w.trim_end_matches([',', '.', ';', ':', ')']).to_lowercase())
                .filter(|w| w.chars().count() >= 4)
                .collect()
        })
        .unwrap_or_default()
}

/// An entry as the report of a step it is: Hermes Agent's `TRANSFER … [tool: terminal]` as
/// `transfered …` ([`super::section::action_in_capitals`]), without the tag that names the
/// tool (`[tool: send_message]` names no object the step acted on: a send to another
/// recipient holds it too, blind round s65B). Borrowed when the entry has no tag.
fn hermes_report(entry: &str) -> std::borrow::Cow<'_, str> {
    let Some(at) = entry.rfind("[tool:") else {
        return std::borrow::Cow::Borrowed(entry);
    };
    let past = super::section::action_in_capitals(entry);
    let text = past.as_deref().unwrap_or(entry);
    let cut = text.rfind("[tool:").unwrap_or(at.min(text.len()));
    let tail = text[cut..].find(']').map_or("", |i| &text[cut + i + 1..]);
    std::borrow::Cow::Owned(format!("{}{}", text[..cut].trim_end(), tail))
}

/// The tool a Hermes Agent action names in its tag (`email_draft` of `EMAIL Mere Paora a
/// summary [tool: email_draft]`); `None` without one.
fn tag_tool(entry: &str) -> Option<&str> {
    let at = entry.rfind("[tool:")?;
    let rest = &entry[at + "[tool:".len()..];
    let name = rest[..rest.find(']')?].trim();
    (!name.is_empty()).then_some(name)
}

/// Whether an entry names a thing of git's beside its act: a word of [`GIT_THINGS`], a
/// branch or ref with a slash (`deps/numpy2`, `origin/main`), or a commit hash of seven hex
/// digits or more. "Pushed the close dates of D-4471 … to 2025-09-30" pushed no commit.
fn names_git_thing(entry: &str) -> bool {
    tokens(entry).into_iter().any(|t| {
        let x = t.text.to_ascii_lowercase();
        GIT_THINGS.contains(&x.as_str())
            || (x.contains('/') && x.chars().any(|c| c.is_ascii_alphabetic()) && !x.contains("://"))
            // the tokenizer's hex string (seven hex digits or more, a digit and a letter among
            // them) of a commit's length at most, not a `0x` literal
            || (t.kind == TokenKind::Hex && x.len() <= 40 && !x.starts_with("0x"))
    })
}

/// Words that name a thing of git's ([`names_git_thing`]).
const GIT_THINGS: [&str; 16] = [
    "branch",
    "branches",
    "commit",
    "commits",
    "main",
    "master",
    "mr",
    "origin",
    "pr",
    "rebase",
    "remote",
    "repo",
    "repository",
    "tag",
    "tags",
    "upstream",
];

/// Acts that are git subcommands ([`Actions::unbacked_claim`]): a git command line that names
/// the branch without the subcommand did not do them.
const GIT_ACTS: [&str; 5] = ["push", "merge", "tag", "rebase", "commit"];

/// Whether an entry waits on someone rather than on a process ("Waiting for Paweł's sign-off on
/// register_v2.csv", "Waiting on Summit Roofing for a current certificate"): a word of waiting
/// ([`CONDITIONS`]) and none of [`PROCESS_END`]; or it opens with `get`, `obtain`, `seek`,
/// `ask` or `request` and names a consent within eight words, four after `ask` or `request`
/// ([`SOUGHT`]: "Get Bisola's approval of the order", "Get Sela Fifita's and 'Ana Taufa's
/// approval on SEP-ART-02", "Get Waliullah's signature on the payroll sheet"); or it opens with
/// `let` and names a check within four words ([`LET_CHECK`]: "Let the user review the request
/// before it goes out"). No call of the agent's gives what it waits for, so such work is never
/// done ([`Actions::done`]), whereas waiting for a rollout to
/// complete is done by the call that watched it.
fn waits_on_someone(entry: &str) -> bool {
    let w: Vec<String> = words(super::restraint::body(entry)).collect();
    // someone's consent to get or ask for ("Get Bisola's approval of draft order
    // PLO-DRAFT-5531 before it is submitted"): no call of the agent's gives it
    // (within eight words after `get`, `obtain`, `seek`, which name whose consent first: "Get
    // Sela Fifita's and 'Ana Taufa's approval"; within four after `ask`, `request`, which are
    // acts of their own a message does: "Ask PC chair Ingrid Solberg to approve …" is done by
    // the message that asks)
    let reach = match w.first().map(String::as_str) {
        Some("get" | "obtain" | "seek") => 8,
        Some("ask" | "request") => 4,
        _ => 0,
    };
    let seeks = w
        .iter()
        .skip(1)
        .take(reach)
        .any(|x| SOUGHT.iter().any(|c| x.starts_with(c)));
    // someone else's check to let happen ("Let the user review solicitud_sustitucion_Q3.md
    // before it goes to Rosa Huamaní"): the call that wrote the file did not review it
    let lets = w.first().is_some_and(|x| x == "let")
        && w.iter()
            .skip(1)
            .take(4)
            .any(|x| LET_CHECK.iter().any(|c| x.starts_with(c)));
    seeks
        || lets
        || w.iter().any(|x| CONDITIONS.contains(&x.as_str()))
            && !w.iter().any(|x| PROCESS_END.contains(&x.as_str()))
}

/// Stems of the check an entry lets someone make ([`waits_on_someone`]: "Let the user review
/// …", "Let Dana read the draft first").
const LET_CHECK: [&str; 6] = ["review", "read", "approv", "confirm", "check", "sign"];

/// Stems of the consent an entry seeks from someone ([`waits_on_someone`]: `approval`,
/// `sign-off`, `signature`, `consent`, `go-ahead`, `permission`).
const SOUGHT: [&str; 10] = [
    "approv",
    "sign-off",
    "signoff",
    "signatur",
    "countersign",
    "consent",
    "go-ahead",
    "permission",
    "authoris",
    "authoriz",
];

/// Share of a conditional entry's content terms that one line of a user turn must hold for
/// the entry to restate the user's own plan ([`Actions::asked_with_condition`]).
const DEFERRED_SHARE: f32 = 0.35;

/// One anchor of an entry; `object`: an identifier or hash that names a thing (not a bare
/// number, not an all-capitals acronym).
struct Anchor<'a> {
    text: &'a str,
    object: bool,
}

/// The entry's anchors, as the guard reads them, without all-capitals acronyms (`CI`, `PR`,
/// `CSV`), which name kinds of things rather than one thing.
fn anchors(entry: &str) -> Vec<Anchor<'_>> {
    tokens(entry)
        .into_iter()
        .filter_map(|t| {
            let acronym = t.text.chars().all(|c| c.is_ascii_uppercase());
            let object = match t.kind {
                TokenKind::Word => return None,
                TokenKind::Number => false,
                TokenKind::Hex => true,
                TokenKind::Identifier if crate::guard::is_anchor_identifier(t.text) => t
                    .text
                    .chars()
                    .any(|c| !c.is_ascii_digit() && c != '.' && c != ','),
                TokenKind::Identifier => return None,
            };
            (!acronym).then_some(Anchor {
                text: t.text,
                object,
            })
        })
        .collect()
}

/// Whether `text` (lower case) holds a token of the shape of the identifier `id` (letters as
/// letters, digits as digits, the rest as it is: `xl-1042` for `xl-1057`) that is not `id`.
fn names_sibling(text: &str, id: &str) -> bool {
    let shape = |t: &str| -> String {
        t.chars()
            .map(|c| match c {
                c if c.is_ascii_digit() => '9',
                c if c.is_alphabetic() => 'a',
                c => c,
            })
            .collect()
    };
    let want = shape(id);
    text.split(|c: char| !(c.is_alphanumeric() || c == '-' || c == '_'))
        .any(|t| t != id && t.len() == id.len() && shape(t) == want)
}

/// Whether `text` names the identifier `id` as a whole token ([`has_whole_token`]) or as a
/// file's name before its extension (`inv-rn-2025-018` in `invoices/inv-rn-2025-018.pdf`).
fn names_id(text: &str, id: &str) -> bool {
    has_whole_token(text, id)
        || text.match_indices(id).any(|(at, _)| {
            let before = text[..at].chars().next_back();
            let rest = &text[at + id.len()..];
            before.is_none_or(|c| !(c.is_alphanumeric() || c == '-' || c == '_'))
                && rest
                    .strip_prefix('.')
                    .is_some_and(|ext| ext.starts_with(|c: char| c.is_ascii_alphabetic()))
        })
}

/// `needle` occurs in `text` with no identifier character (alphanumeric, `_`) on either side,
/// and no `.` or `-` that continues it into a longer token (`v1` is not in `v1.2`).
fn has_whole_token(text: &str, needle: &str) -> bool {
    let b = text.as_bytes();
    let word = |c: u8| c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80;
    let mut from = 0;
    while let Some(p) = text[from..].find(needle) {
        let s = from + p;
        let e = s + needle.len();
        let before = s == 0 || !(word(b[s - 1]) || b[s - 1] == b'-' || b[s - 1] == b'.');
        let continues = |i: usize| {
            b.get(i).is_some_and(|&c| word(c))
                || (matches!(b.get(i), Some(b'.' | b'-')) && b.get(i + 1).is_some_and(|&c| word(c)))
        };
        if before && !continues(e) {
            return true;
        }
        from = s + needle.chars().next().map_or(1, char::len_utf8);
    }
    false
}

/// Whether a text puts its work off to a later time or event ([`LATER`], `next` before one of
/// [`LATER_AFTER_NEXT`]).
fn later(text: &str) -> bool {
    let w: Vec<String> = words(text).collect();
    w.iter().enumerate().any(|(i, x)| {
        LATER.contains(&x.as_str())
            || (x == "next"
                && w.get(i + 1)
                    .is_some_and(|n| LATER_AFTER_NEXT.contains(&n.as_str())))
    })
}

/// Lower-case words of a text (split at anything but letters and digits).
pub(super) fn words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

/// The deployment environments a text names, as indices into [`ENVIRONMENTS`].
fn environments(text: &str) -> Vec<usize> {
    let mut out: Vec<usize> = words(text)
        .filter_map(|w| ENVIRONMENTS.iter().position(|g| g.contains(&w.as_str())))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Commands that preview a change without making it (`helm diff upgrade …`, `terraform
/// plan`, `kubeadm upgrade plan`): a call that runs one alone is a dry run.
const PREVIEWS: [&[&str]; 9] = [
    &["helm", "diff"],
    &["helm", "template"],
    &["kubectl", "diff"],
    &["terraform", "plan"],
    &["tofu", "plan"],
    &["terragrunt", "plan"],
    &["pulumi", "preview"],
    &["cdk", "diff"],
    &["kubeadm", "upgrade", "plan"],
];

/// Whether a call's arguments ask for a dry run ([`DRY_RUN`]), or run a [`PREVIEWS`] command
/// (its subcommand within four words of the program, past its options: `helm --kube-context
/// prod diff upgrade …`) and no other command of that program (`terraform plan && terraform
/// apply` applies).
fn dry_run(args: &str) -> bool {
    let segments: Vec<Vec<&str>> = args
        .split("&&")
        .flat_map(|s| s.split([';', '|', '\n']))
        .map(|s| s.split_whitespace().collect())
        .collect();
    let preview = |w: &[&str]| {
        PREVIEWS.iter().find(|p| {
            w.iter().enumerate().any(|(k, x)| {
                *x == p[0]
                    && w[k + 1..]
                        .windows(p.len() - 1)
                        .take(4)
                        .any(|sub| sub == &p[1..])
            })
        })
    };
    let previews = segments.iter().any(|w| {
        preview(w).is_some_and(|p| {
            segments
                .iter()
                .filter(|v| v.contains(&p[0]))
                .all(|v| preview(v).is_some())
        })
    });
    previews
        || args
            .split(|c: char| c.is_whitespace() || c == '"' || c == '\'' || c == '=' || c == ',')
            .filter(|t| t.starts_with("--") || t.contains("dry"))
            .map(|t| {
                t.trim_start_matches('-')
                    .replace(['-', '_'], "")
                    .to_lowercase()
            })
            .any(|t| DRY_RUN.contains(&t.as_str()) || t.starts_with("dryrun"))
}

/// Whether the last [`TAIL_LINES`] non-empty lines of a tool output carry a failure cue. A
/// count of zero (`0 failed`, `failed: 0`, `no errors`) or an empty value (`"error": null`,
/// `"errors": []`, Gemini CLI's `Error: (none)`) is not one; a non-zero exit code (`[exit code: 101]`, `exit status 2`,
/// `Process completed with exit code 1`) and `"ok": false` are. A batch that reports items
/// delivered anywhere in its output (`"sent": 3` beside `"failed": 1`; `sent`, `delivered`,
/// `succeeded`, `created`, `updated`, `processed` with a count above zero) did its step for
/// those and is no failure.
fn tail_failed(output: &str) -> bool {
    let lines: Vec<&str> = output.lines().filter(|l| !l.trim().is_empty()).collect();
    // Gemini CLI's shell tool ends its output with `Signal:`, `Background PIDs:` and `Process
    // Group PGID:` lines after `Exit Code: 1`: they say nothing of the outcome
    let trailer = |l: &str| {
        let l = l.trim_start();
        ["Signal:", "Background PIDs:", "Process Group PGID:"]
            .iter()
            .any(|p| l.starts_with(p))
    };
    let end = lines.len() - lines.iter().rev().take_while(|l| trailer(l)).count();
    let tail = &lines[end.saturating_sub(TAIL_LINES)..end];
    (tail.iter().any(|line| {
        let lower = line.to_lowercase();
        let words = word_spans(&lower);
        let empty_after = |at: usize| {
            let rest = lower[at..].trim_start_matches(['"', '\'', ':', '=', ' ']);
            [
                "null", "[]", "{}", "false", "none", "(none)", "nil", "0,", "0}", "0 ",
            ]
            .iter()
            .any(|e| rest.starts_with(e))
                || rest == "0"
        };
        words.iter().enumerate().any(|(i, &(at, w))| {
            let zero = |j: Option<usize>| {
                j.and_then(|j| words.get(j))
                    .is_some_and(|(_, x)| *x == "0" || *x == "no" || *x == "zero")
            };
            let next = words.get(i + 1).map(|(_, x)| *x);
            let after_next = words.get(i + 2).map(|(_, x)| *x);
            (FAILURE.contains(&w)
                && !zero(i.checked_sub(1))
                && !zero(Some(i + 1))
                && !empty_after(at + w.len()))
                || FAILURE_PAIRS
                    .iter()
                    .any(|[a, b]| w == *a && next == Some(b))
                || (w == "exit"
                    && matches!(next, Some("code" | "status"))
                    && after_next.is_some_and(nonzero))
                || (w == "ok"
                    && lower[at + 2..]
                        .trim_start_matches(['"', ':', ' '])
                        .starts_with("false"))
        })
    }) || exit_field_failed(&lines))
        && !delivered(&lines)
}

/// Whether a line of an output holds a non-zero exit status field at its head or after
/// another field (`exit_code: 1, output: …`, `"returncode": 2`, `error: null, exit_code: 1`):
/// a JSON result is read with its scalar keys first
/// ([`crate::record::json_rows`]), so the status a tool reports stands at the top, not in the
/// tail that [`tail_failed`] reads.
fn exit_field_failed(lines: &[&str]) -> bool {
    const KEYS: [&str; 5] = [
        "exit_code",
        "exitcode",
        "exit_status",
        "returncode",
        "return_code",
    ];
    let failed_after = |rest: &str| {
        let rest = rest.trim_start_matches(['"', ':', '=', ' ']);
        let n: String = rest.chars().take_while(|c| c.is_ascii_digit()).collect();
        rest.starts_with(|c: char| c.is_ascii_digit()) && nonzero(&n)
    };
    lines.iter().any(|line| {
        let lower = line
            .trim_start()
            .trim_start_matches([',', ' ', '{', '"'])
            .to_lowercase();
        // Codex writes the status inside the call's `metadata` object (`{"output": "ERROR …",
        // "metadata": {"exit_code": 3, "duration_seconds": 0.6}}`), rendered as one field
        if let Some(meta) = lower.strip_prefix("metadata") {
            let meta = meta.split('}').next().unwrap_or("");
            return KEYS.iter().any(|k| {
                meta.match_indices(&format!("\"{k}\""))
                    .any(|(at, m)| failed_after(&meta[at + m.len()..]))
            });
        }
        // a field at the head of the line or after another field's `, ` (`error: null,
        // exit_code: 1` closes a JSON result whose `output` holds a traceback, blind round s60B)
        lower.split(", ").any(|field| {
            let field = field.trim_start_matches(['"', ' ']);
            KEYS.iter()
                .any(|k| field.strip_prefix(k).is_some_and(failed_after))
        })
    })
}

/// Whether an output reports items delivered (`"sent": 3` beside `"failed": 1`; `sent`,
/// `delivered`, `succeeded`, `created`, `updated`, `processed` with a count above zero after a
/// `:`) anywhere in its lines: a batch that delivered some of its items did its step for those,
/// and an entry that reports them may be true. Anywhere, because a JSON result is read with its
/// scalar keys first ([`crate::record::json_rows`]). Read only once the tail reports a failure.
fn delivered(lines: &[&str]) -> bool {
    lines.iter().any(|line| {
        let lower = line.to_lowercase();
        let words = word_spans(&lower);
        words.windows(2).any(|p| {
            matches!(
                p[0].1,
                "sent" | "delivered" | "succeeded" | "created" | "updated" | "processed"
            ) && lower[p[0].0 + p[0].1.len()..p[1].0].contains(':')
                && nonzero(p[1].1)
        })
    })
}

/// The words of a line (runs of letters, digits and `'`, joined across `.`, `/`, `_` and `-`
/// between two of them: `error.rs` is one word) with their byte offsets.
fn word_spans(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    let chars: Vec<(usize, char)> = line.char_indices().chain([(line.len(), ' ')]).collect();
    for (j, &(i, c)) in chars.iter().enumerate() {
        // `error.rs`, `not_in_channel`, `sites-enabled`: one name, not the word `error`
        let joiner = matches!(c, '.' | '/' | '_' | '-')
            && j > 0
            && chars[j - 1].1.is_alphanumeric()
            && chars.get(j + 1).is_some_and(|(_, n)| n.is_alphanumeric());
        let in_word = c.is_alphanumeric() || c == '\'' || joiner;
        match (start, in_word) {
            (None, true) => start = Some(i),
            (Some(s), false) => {
                out.push((s, &line[s..i]));
                start = None;
            }
            _ => {}
        }
    }
    out
}

/// A number other than zero.
fn nonzero(w: &str) -> bool {
    w.parse::<u32>().is_ok_and(|n| n != 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::evidence::SourceRef;
    use crate::verify::section::Mark;

    /// `Actions::done` with the mark the pipeline reads off the entry's own text.
    fn done(a: &Actions, entry: &str, section: &str) -> bool {
        a.done(entry, section, super::super::section::Mark::of("", entry))
    }

    fn source(kind: SourceKind, id: Option<&str>, text: &str) -> Source {
        Source {
            origin: SourceRef {
                kind,
                message_index: Some(0),
                role: None,
                line: None,
                tool: Some("bash".into()),
                call_id: id.map(str::to_string),
                entry_index: None,
            },
            text: text.into(),
        }
    }

    fn actions(calls: &[(&str, Option<&str>)]) -> Actions {
        let mut sources = Vec::new();
        for (k, (args, out)) in calls.iter().enumerate() {
            let id = format!("c{k}");
            sources.push(source(SourceKind::ToolCall, Some(&id), args));
            if let Some(out) = out {
                sources.push(source(SourceKind::ToolOutput, Some(&id), out));
            }
        }
        Actions::parse(&sources)
    }

    #[test]
    fn a_message_that_names_an_object_does_not_do_its_work() {
        // blind round s49A: a draft to the registrar lists "Guaxa (IAM-1979.310) bere
        // klima-kutxan"; the TODO to pack the gouache in its case is still open
        let a = actions(&[(
            "gmail_create_draft\nbody: Kaixo Jon,\n- Guaxa (IAM-1979.310) bere klima-kutxan\nsubject: LN-2025-014: garraioa\nto: jon.agirre@museoa.example",
            Some("{\"id\": \"r-81\", \"labelIds\": [\"DRAFT\"]}"),
        )]);
        let todo = "Pack the gouache IAM-1979.310 in its own climate case for transport.";
        assert!(!done(&a, todo, "Open TODOs"));
        // blind round s71A: writing the invoice does not end "it stays unsent"
        let inv = actions(&[(
            "terminal\ncommand: .venv/bin/python make_invoice.py --net-kg 124950 --number INV-RN-2025-018",
            Some("written invoices/INV-RN-2025-018.pdf  buyer Riso Nord B.V."),
        )]);
        let stays = "Nothing has gone to Riso Nord: invoice INV-RN-2025-018 stays unsent.";
        assert!(!done(&inv, stays, "Pending / Next Steps"));
        assert!(done(
            &inv,
            "Write invoice INV-RN-2025-018.",
            "Pending / Next Steps"
        ));
        // telling is the work of a message: naming the object in its text does it
        assert!(done(
            &a,
            "Email Jon Agirre about IAM-1979.310",
            "Open TODOs"
        ));
        // a call that acts on the object still does it
        let a = actions(&[(
            "exec\ncommand: crate-pack --object IAM-1979.310 --case climate",
            Some("packed IAM-1979.310"),
        )]);
        assert!(done(&a, todo, "Open TODOs"));
        // blind round s50A: someone's approval is not got by a call that names the order
        let a = actions(&[(
            "write_file\npath: /tmp/approval_PLO-DRAFT-5531.eml\ncontent: To: bisola@lib.example",
            Some("wrote 412 bytes"),
        )]);
        let ask = "Get Bisola's approval of draft order PLO-DRAFT-5531 before it is submitted.";
        assert!(!done(&a, ask, "Open TODOs"));
        // blind round s54A: Pi's `edit` that adds the item to a to-do file does not do it
        let a = actions(&[(
            "edit\nnewText: - [ ] Inspect HOSE-211 at ST-2 before 2025-11-28\noldText: - [ ] Order gaskets\npath: plans/november_tasks.md",
            Some("Successfully replaced text in plans/november_tasks.md."),
        )]);
        assert!(!done(
            &a,
            "Inspect HOSE-211 at ST-2 before 2025-11-28.",
            "Open TODOs"
        ));
        // blind round s52B: the user's review is not made by the call that wrote the file
        let a = actions(&[(
            "write_file\nfile_path: /home/wilber/reparto/solicitud_sustitucion_Q3.md\ncontent: Para: Lic. Rosa Huamaní",
            Some("Successfully created and wrote to new file: /home/wilber/reparto/solicitud_sustitucion_Q3.md."),
        )]);
        let review =
            "[TODO] Let the user review solicitud_sustitucion_Q3.md before it goes to Rosa Huamaní.";
        assert!(!done(&a, review, "Open TODOs"));
        let a = actions(&[(
            "exec\ncommand: paperlane orders submit PLO-DRAFT-5531",
            Some("submitted PLO-DRAFT-5531"),
        )]);
        assert!(done(
            &a,
            "Submit draft order PLO-DRAFT-5531 to Paperlane.",
            "Open TODOs"
        ));
    }

    #[test]
    fn a_whole_suite_said_to_pass_is_held_against_the_latest_run() {
        // shared/cases records b08: the run's total given as the number that passed
        let failing = "FAILED tests/test_invoices.py::test_invoice_list_filter - AssertionError\n3 failed, 145 passed in 22.61s";
        let passing = "148 passed in 21.02s";
        let a = actions(&[("bash\ncommand: pytest -q", Some(failing))]);
        assert!(a.failed_claim("All tests pass: 148 passed", "Completed", Mark::None));
        assert!(a.failed_claim("The test suite is green", "Progress / Done", Mark::None));
        // a TODO, a run of another size, and a partial count are no such claim
        assert!(!a.failed_claim("Make all tests pass", "Open TODOs", Mark::None));
        assert!(!a.failed_claim(
            "`tests/test_rollup.py`: all 9 tests pass",
            "Completed",
            Mark::None
        ));
        assert!(!a.failed_claim("145 tests passed", "Completed", Mark::None));
        // a failing run followed by a passing one: the suite passes
        let a = actions(&[
            ("bash\ncommand: pytest -q", Some(failing)),
            ("bash\ncommand: pytest -q", Some(passing)),
        ]);
        assert!(!a.failed_claim("All tests pass: 148 passed", "Completed", Mark::None));
        // a later output that is no run does not hide the failing one
        let a = actions(&[
            ("bash\ncommand: pytest -q", Some(failing)),
            (
                "bash\ncommand: git status",
                Some("On branch main\nnothing to commit"),
            ),
        ]);
        assert!(a.failed_claim("All tests pass: 148 passed", "Completed", Mark::None));
    }

    #[test]
    fn an_irregular_past_form_names_its_call() {
        // a new user's trial, session 17: `paid` reports the `pay` call, which failed
        let a = actions(&[(
            "run_shell_command\ncommand: stripe invoices pay in_1PbD7eLx7Jk2 --payment-method=pm_1PeZ8cLx7Tt1 --live",
            Some("{\"error\": {\"code\": \"card_declined\", \"message\": \"Your card has insufficient funds.\"}}\nStderr: (empty)\nError: (none)\nExit Code: 1\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 40433"),
        )]);
        let entry =
            "Retried Northwind Labs' invoice `in_1PbD7eLx7Jk2` with its new card; it was paid.";
        assert!(a.failed_claim(entry, "recent_actions", Mark::None));
        assert_eq!(super::super::section::base_form("paid"), "pay");
        assert_eq!(super::super::section::base_form("merged"), "merged");
    }

    #[test]
    fn work_named_in_a_written_file_or_sent_is_not_done_by_writing_it() {
        // a new user's trial, session 18: a runbook that describes a parameter does not set it,
        // and creating a CSV does not send it
        let a = actions(&[
            (
                "write_file\ncontent: ## Saturday rebuild\nsetParameter:\nmaxIndexBuildMemoryUsageMegabytes: 300\npath: runbooks/ord-rebuild.md",
                Some("Successfully wrote 812 bytes to runbooks/ord-rebuild.md"),
            ),
            (
                "write_file\ncontent: id,gtin\nCZ-20961,5601234209617\npath: feeds/supplemental/pt_fix_gtin.csv",
                Some("Successfully wrote 38 bytes to feeds/supplemental/pt_fix_gtin.csv"),
            ),
            (
                "bash\ncommand: python3 export_ecsl.py --quarter 2025Q3 --out ecsl_q3.csv",
                Some("wrote 14 rows to ecsl_q3.csv"),
            ),
        ]);
        assert!(!done(
            &a,
            "[TODO] Set maxIndexBuildMemoryUsageMegabytes to 300 on each member for the rebuild.",
            "current_plan"
        ));
        assert!(done(
            &a,
            "[TODO] Write the rebuild runbook to runbooks/ord-rebuild.md",
            "current_plan"
        ));
        assert!(!done(
            &a,
            "Resend the draft PDF to Mirela and send her ecsl_q3.csv as a separate file.",
            "Pending Tasks"
        ));
        assert!(done(
            &a,
            "Export the ECSL rows to ecsl_q3.csv",
            "Pending Tasks"
        ));
        // a feed's contents are the fix itself
        assert!(done(
            &a,
            "Upload the GTIN fix for CZ-20961 (5601234209617)",
            "Open TODOs"
        ));
        // `e-mailed` reports the `send_email` call, which failed
        let a = actions(&[(
            "send_email\nattachments: vat_q3_draft.pdf\nto: mirela@ledgerwise.example",
            Some("{\"ok\": false, \"error\": \"550 5.7.1 Message rejected: PDF attachments blocked by policy\"}"),
        )]);
        assert!(a.failed_claim(
            "The draft return was e-mailed to mirela@ledgerwise.example for approval.",
            "Progress",
            Mark::None
        ));
    }

    #[test]
    fn a_write_tool_is_retried_by_a_write_of_the_same_file() {
        // new-user check, session 50: the batch file's write failed; a later `write_file` of
        // another file did not retry it
        let a = actions(&[
            (
                "write_file\npath: payments/batch_2025-03.csv\ncontent: account,supplier",
                Some("error: EACCES: permission denied, open 'payments/batch_2025-03.csv' (payments/ is mounted read-only)"),
            ),
            (
                "write_file\npath: drafts/batch_notes.md\ncontent: # March batch notes",
                Some("wrote drafts/batch_notes.md"),
            ),
        ]);
        let entry = "Wrote the payment batch to payments/batch_2025-03.csv";
        assert!(a.failed_claim(entry, "Done", Mark::None));
        let mut b = a;
        b.calls.extend(
            actions(&[(
                "write_file\npath: payments/batch_2025-03.csv\ncontent: account,supplier",
                Some("wrote payments/batch_2025-03.csv"),
            )])
            .calls,
        );
        assert!(!b.failed_claim(entry, "Done", Mark::None));
    }

    #[test]
    fn a_failed_call_named_by_its_address_or_number() {
        // a new user's trial, session 18: a draft saved by `create_draft`, which failed, and a
        // comment posted from the repository's folder, which failed
        let a = actions(&[(
            "mcp__mail__create_draft\nto: offertes@zonvast.example\nsubject: Quote Q-2025-0418: optimizers\nbody: Dear ZonVast team",
            Some("{\"ok\": false, \"error\": \"IMAP APPEND to Drafts failed: 535 5.7.8 Authentication credentials invalid\", \"draft_id\": null}"),
        )]);
        let entry = "Saved a draft to offertes@zonvast.example (\"Quote Q-2025-0418: optimizers for two shaded panels\"); not sent.";
        assert!(a.failed_claim(entry, "Current Work", Mark::None));
        let a = actions(&[(
            "bash\ncommand: cd ~/src/tidewater-etl && gh pr comment 318 --body-file bench/memray_polars_4t.md",
            Some("GraphQL: Resource not accessible by integration (addComment)\nexit status 1"),
        )]);
        let entry = "Posted the 4-thread memory profile as a comment on PR #318.";
        assert!(a.failed_claim(entry, "Progress / Done", Mark::None));
        // another PR's comment is not this one
        let mut a = a;
        a.calls.extend(
            actions(&[(
                "bash\ncommand: gh pr comment 412 --body-file bench/memray.md",
                Some("https://github.com/tidewater/etl/pull/412#issuecomment-1"),
            )])
            .calls,
        );
        assert!(!a.failed_claim(
            "Posted the memory profile as a comment on PR #412.",
            "Progress / Done",
            Mark::None
        ));
        // a real chain after the `cd`: its last command failed or never ran (the PR number
        // is what it alone acts on), but with `;` any command may have failed
        let a = actions(&[(
            "bash\ncommand: cd ~/src/tidewater-etl && make bench && gh pr comment 318 --body-file b.md",
            Some("GraphQL: Resource not accessible by integration (addComment)\nexit status 1"),
        )]);
        assert!(a.failed_claim(entry, "Progress / Done", Mark::None));
        let a = actions(&[(
            "bash\ncommand: cd ~/src/tidewater-etl && make bench; gh pr comment 318 --body-file b.md",
            Some("GraphQL: Resource not accessible by integration (addComment)\nexit status 1"),
        )]);
        assert!(!a.failed_claim(entry, "Progress / Done", Mark::None));
        assert_eq!(
            program("bash\ncommand: cd ~/src/x && gh pr comment 318"),
            "gh pr"
        );
        assert_eq!(
            program("bash\ncommand: cd /srv; git push origin main"),
            "git push"
        );
        // an interpreter runs a script: a later script is another program
        assert_eq!(
            program("bash\ncommand: python3 scripts/fix_sheet.py --in budget.xlsx"),
            "python3 scripts/fix_sheet.py"
        );
        assert_eq!(
            program("bash\ncommand: python3 -u -m pytest -q"),
            "python3 -m pytest"
        );
        assert_eq!(
            program("bash\ncommand: /usr/bin/node build.js"),
            "/usr/bin/node build.js"
        );
        // Codex CLI's shell wrapper runs the command it holds (blind round s62B: a failed
        // `python3 scripts/douane.py` was "retried" by every later `bash -lc python3 …`)
        assert_eq!(
            program("shell\ncommand: bash -lc python3 scripts/douane.py statut --periode 2025-03"),
            "python3 scripts/douane.py"
        );
        assert_eq!(
            program("shell\ncommand: bash -lc 'cd /srv/app && git push origin main'"),
            "git push"
        );
        assert_eq!(program("shell\ncommand: sh -c ls"), "ls");
        assert_eq!(program("shell\ncommand: bash deploy.sh"), "bash deploy.sh");
        assert_eq!(program("shell\ncommand: bash --login"), "bash");
    }

    #[test]
    fn a_failed_request_and_later_calls_that_retry_nothing() {
        // a new user's trial, session 16: the reviewer request failed and no call retried it
        let a = actions(&[
            ("gh pr create --title 'payments alerts' --body 'Priya to review'", Some("https://github.com/o/r/pull/1842")),
            ("gh pr edit 1842 --add-reviewer priya-n", Some("GraphQL: Could not resolve to a User with the login of 'priya-n'.\nexit status 1")),
        ]);
        let entry = "Requested Priya's review on PR #1842.";
        assert!(a.failed_claim(entry, "Current Work", Mark::None));
        assert!(!a.failed_claim(
            "The user requested Priya's review on PR #1842.",
            "Current Work",
            Mark::None
        ));
        // blind round s58B: the booking failed; the next request only joined a waitlist
        let a = actions(&[
            (
                "http_post\nurl: https://api.tasifreight.example/v1/bookings\njson: {\"mode\": \"air\", \"orders\": [\"PHG-2291\"]}",
                Some("HTTP 422 Unprocessable Entity\n{\"error\": \"no_capacity\", \"message\": \"No air cargo capacity TBU-AKL before 2025-09-30\"}"),
            ),
            (
                "http_post\nurl: https://api.tasifreight.example/v1/waitlist\njson: {\"orders\": [\"PHG-2291\"]}",
                Some("{\"waitlist_ref\": \"TF-WL-0934\", \"flight\": \"NZ 973\", \"status\": \"waitlisted\"}"),
            ),
        ]);
        let booked = "Air freight for PHG-2291 was booked on NZ 973 for 2025-09-30.";
        assert!(a.failed_claim(booked, "Progress", Mark::None));
        let a = actions(&[
            (
                "http_post\nurl: https://api.tasifreight.example/v1/bookings\njson: {\"orders\": [\"PHG-2291\"]}",
                Some("HTTP 503 Service Unavailable"),
            ),
            (
                "http_post\nurl: https://api.tasifreight.example/v1/bookings\njson: {\"orders\": [\"PHG-2291\"]}",
                Some("{\"booking_ref\": \"TF-BKG-55121\", \"status\": \"confirmed\"}"),
            ),
        ]);
        assert!(!a.failed_claim(booked, "Progress", Mark::None));
        // a later successful call of the same tool about something else is no retry
        let a = actions(&[
            ("bash\ncommand: scancel 884213", Some("scancel: error: Kill job error on job id 884213: Access/permission denied [exit code 1]")),
            ("bash\ncommand: git diff --stat", Some(" train.py | 4 ++--\n 1 file changed")),
        ]);
        assert!(a.failed_claim(
            "Cancelled SLURM job 884213, freeing the 8 GPUs",
            "Current Work",
            Mark::None
        ));
        let a = actions(&[
            (
                "bash\ncommand: scancel 884213",
                Some("scancel: error: Access/permission denied [exit code 1]"),
            ),
            (
                "bash\ncommand: sudo scancel 884213",
                Some("Job 884213 cancelled"),
            ),
        ]);
        assert!(!a.failed_claim(
            "Cancelled SLURM job 884213, freeing the 8 GPUs",
            "Current Work",
            Mark::None
        ));
    }

    #[test]
    fn gemini_shell_trailers_are_no_outcome() {
        // a new user's trial, session 16
        let out = "Command: gcloud billing budgets create\nError: PERMISSION_DENIED\nExit Code: 1\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 48211";
        assert!(tail_failed(out));
        assert!(!tail_failed("Command: ls\nOutput: a b\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 1"));
        // a batch that sent three of four did its step for those three (a new user's trial,
        // session 16)
        assert!(!tail_failed(
            "    }\n  ],\n  \"sent\": 3,\n  \"failed\": 1\n}"
        ));
        assert!(tail_failed(
            "    }\n  ],\n  \"sent\": 0,\n  \"failed\": 4\n}"
        ));
        let rows = "batch_id: b_1305, failed: 1, sent: 3\nretailer_id: R-1042, status: sent\nerror: 550 mailbox unavailable, retailer_id: R-4471, status: failed";
        assert!(!tail_failed(rows));
        // its `Error: (none)` line says there was none (a new user's trial, session 17)
        assert!(!tail_failed("Command: python3 r.py\nStdout: wrote 7 rows\nStderr: (empty)\nError: (none)\nExit Code: 0\nSignal: (none)\nBackground PIDs: (none)\nProcess Group PGID: 9"));
    }

    #[test]
    fn a_call_that_only_reads_does_no_change() {
        // s33A: the agent only queried the package; installing it is still open
        let q = "shell\ncommand: bash -lc \"grep -H default_version /usr/share/postgresql/16/extension/pg_partman.control; echo; dpkg -l 'postgresql-16*' | awk '/^ii/ {print $2, $3}'; echo; apt-cache policy postgresql-16-repack 2>&1\"";
        assert!(queries_only(q));
        // blind s48A: the GitHub CLI's object comes before its verb
        assert!(queries_only(
            "bash\ncommand: gh pr view 1873 --json state,title"
        ));
        assert!(queries_only("bash\ncommand: gh run list --branch main"));
        assert!(!queries_only("bash\ncommand: gh pr merge 1873 --squash"));
        assert!(!queries_only("bash\ncommand: gh pr create --title x"));
        // the subcommands of a command line no table names
        assert!(queries_only(
            "shell\ncommand: bash -lc om-cli schedule list --site VRD2 --month 2025-05"
        ));
        assert!(queries_only(
            "bash\ncommand: aws ec2 describe-instances --instance-ids i-0abc"
        ));
        assert!(!queries_only(
            "shell\ncommand: om-cli schedule move MT-2291 --to 2025-05-20"
        ));
        assert!(!queries_only("bash\ncommand: om-cli list delete MT-2291"));
        assert!(!queries_only("bash\ncommand: ./deploy.sh prod"));
        // blind s60B: a `curl` that fetches reads; one that posts, patches or saves does not
        assert!(queries_only(
            "bash\ncommand: curl -s -H \"Authorization: Bearer $T\" https://ops.example/api/orders/EXP-5524"
        ));
        assert!(queries_only(
            "bash\ncommand: curl -sS -X GET https://x.example/o/1"
        ));
        for change in [
            "curl -s -X PATCH https://x.example/o/1 -d '{\"kg\":1}'",
            "curl -XPOST https://x.example/o",
            "curl --request=DELETE https://x.example/o/1",
            "curl -s --data-raw '{}' https://x.example/o",
            "curl -F file=@a.pdf https://x.example/up",
            "curl -sSo out.pdf https://x.example/r.pdf",
        ] {
            assert!(
                !queries_only(&format!("bash\ncommand: {change}")),
                "{change}"
            );
        }
        let a = actions(&[(
            "bash\ncommand: gh pr view 1873",
            Some("title: Speed up OrderListView\nstate: OPEN\nreviews: 1 approved"),
        )]);
        assert!(failed(&a, "Merged PR #1873 into main.", "Progress / Done"));
        // a change made on staging is not the one reported on production
        let a = actions(&[(
            "bash\ncommand: psql -h stg-pg-01 -c 'CREATE INDEX CONCURRENTLY orders_status_idx ON orders_order (status)'",
            Some("CREATE INDEX"),
        )]);
        assert!(failed(
            &a,
            "Applied the orders_status_idx index on prod-pg-02.",
            "Progress / Done"
        ));
        assert!(!failed(
            &a,
            "Applied the orders_status_idx index on stg-pg-01.",
            "Progress / Done"
        ));
        let a = actions(&[(
            q,
            Some("postgresql-16-repack:\n  Installed: (none)\n  Candidate: 1.5.0-1.pgdg22.04+1"),
        )]);
        let todo = "Before the real run, install postgresql-16-repack on the target host.";
        assert!(!done(&a, todo, "Next steps"));
        // a look is done by a look
        assert!(done(
            &a,
            "Check the candidate version of postgresql-16-repack",
            "Next steps"
        ));
        // the install itself does it, also when a query follows it
        let install = "shell\ncommand: sudo apt-get install -y postgresql-16-repack";
        let a = actions(&[
            (
                install,
                Some("Setting up postgresql-16-repack (1.5.0-1.pgdg22.04+1) ..."),
            ),
            (q, Some("ii  postgresql-16-repack 1.5.0-1.pgdg22.04+1")),
        ]);
        assert!(done(&a, todo, "Next steps"));
        // writing a file, a subcommand that changes, a tool that is no reader: not queries
        assert!(!queries_only(
            "shell\ncommand: grep -v old conf.txt > conf.new"
        ));
        assert!(!queries_only("shell\ncommand: git push origin main"));
        assert!(!queries_only("shell\ncommand: kubectl delete pod api-7f9c"));
        assert!(queries_only(
            "shell\ncommand: kubectl get pods -n payments | grep api"
        ));
        assert!(queries_only("read_file\npath: config/app.yaml"));
        assert!(queries_only("shell\ncommand: bash -lc ls /usr/share/postgresql/16/extension/*.control | xargs -n1 basename | grep -E '^pg_repack'"));
        assert!(!queries_only(
            "shell\ncommand: find . -name '*.tmp' | xargs rm -f"
        ));
        assert_eq!(
            shell_segments("grep -E '^(a|b)$' f; echo \"x;y\" && ls"),
            vec!["grep -E '^(a|b)$' f", "echo \"x;y\"", "ls"]
        );
        assert!(!queries_only("write_file\npath: config/app.yaml"));
    }

    #[test]
    fn a_lookup_does_no_act_and_a_signature_is_sought() {
        // blind round s58A: the farmer was looked up and held out of the bank file, not paid
        let a = actions(&[
            (
                "bash\ncommand: sqlite3 -header -column data/ledger.db \"SELECT farmer_id, bank_ifsc FROM farmers WHERE farmer_id='F-10482';\"",
                Some("farmer_id  bank_ifsc\nF-10482"),
            ),
            (
                "bash\ncommand: python3 payroll.py --html out/payroll_1404-08.html",
                Some("wrote out/payroll_1404-08.html"),
            ),
            (
                "bash\ncommand: portal approve SEP-ART-02 --dry-list",
                Some("SEP-ART-02 approvers: 2 required"),
            ),
        ]);
        let open = |e: &str| a.done(e, "Pending Tasks", Mark::None);
        assert!(!open(
            "Pay F-10482 (held, no IFSC) by cheque at the section office."
        ));
        assert!(open("Check F-10482's bank details."));
        // blind rounds s58A and s58B: someone's signature, two people's approval
        assert!(!open(
            "Get Waliullah's signature on out/payroll_1404-08.html, then pay the weavers in cash."
        ));
        assert!(!open(
            "Get Sela Fifita's and 'Ana Taufa's approval on SEP-ART-02; the user is asking them."
        ));
    }

    #[test]
    fn telling_about_an_object_is_not_acting_on_it() {
        // new users' trials, session 16: the swap was rejected, nobody was emailed yet
        let a = actions(&[
            (
                "roster.reject_swaps\nids: SWP-1047",
                Some(r#"{"ok": true}"#),
            ),
            ("edit_file\npath: cpa_worksheet.md", Some("ok")),
        ]);
        assert!(!a.done(
            "Email Ana Lopes and Priya Nair that SWP-1047 was rejected.",
            "Pending Tasks",
            Mark::None
        ));
        assert!(!a.done(
            "Draft an email to Dana with `cpa_worksheet.md` attached",
            "Open TODOs",
            Mark::None
        ));
        assert!(a.done("Reject SWP-1047", "Pending Tasks", Mark::None));
        let sent = actions(&[(
            "send_email\nto: ana@x.pt\nsubject: SWP-1047",
            Some(r#"{"status": "sent"}"#),
        )]);
        assert!(sent.done(
            "Email Ana that SWP-1047 was rejected.",
            "Pending Tasks",
            Mark::None
        ));
        // blind round s69A: OpenClaw's `message` call names the consignment in its text
        let posted = actions(&[(
            "message\naction: send\nchannel: whatsapp\ntarget: Aizawl–Guwahati Ginger Buyers\nmessage: CN-2025-1019 update: Truck MZ-01-K-4417 reached Fancy Bazar, Guwahati on 23 Oct.",
            Some(r#"{"ok": true, "messageId": "3EB0C8A41F27D9B2E61A"}"#),
        )]);
        assert!(posted.done(
            "Post the CN-2025-1019 update to the buyers group.",
            "Open TODOs",
            Mark::None
        ));
        assert!(!posted.done(
            "Post the CN-2025-1026 update to the buyers group.",
            "Open TODOs",
            Mark::None
        ));
        // other work is still not done by a message that names its object
        assert!(!posted.done(
            "Reassign truck MZ-01-K-4417 to CN-2025-1019.",
            "Open TODOs",
            Mark::None
        ));
        // a condition is awaited, not done; a later call of another subcommand is no retry
        assert!(!claims_done(
            "Old leases stay unrevoked until payments-worker has been restarted"
        ));
        let a = actions(&[
            (
                "bash\ncommand: sisctl enroll --student 20688412 --section CHEM-2410-002",
                Some("ERROR 409 TIME_CONFLICT: no changes made\nexit 1"),
            ),
            (
                "bash\ncommand: sisctl show --student 20688412",
                Some("student 20688412: 3 sections"),
            ),
        ]);
        assert!(a.failed_claim(
            "Student 20688412 was enrolled in CHEM 2410-002",
            "Current Work",
            Mark::None
        ));
    }

    #[test]
    fn work_asked_after_the_calls_or_put_off_is_not_done() {
        // fresh-user trial (session 13): the branch was created long before the user asked for
        // the commit in the last turn
        let sources = vec![
            source(
                SourceKind::ToolCall,
                Some("c0"),
                "bash\ncommand: git checkout -b fix/ci-green",
            ),
            source(
                SourceKind::ToolOutput,
                Some("c0"),
                "Switched to a new branch 'fix/ci-green'",
            ),
            source(
                SourceKind::UserTurn,
                None,
                "Please get CI green on the branch fix/ci-green.",
            ),
            source(
                SourceKind::UserTurn,
                None,
                "Looks good. Commit on the branch with the message \"fix: tests\", do not push.",
            ),
        ];
        let a = Actions::parse(&sources);
        let entry = "Commit on `fix/ci-green` with message \"fix: tests\"; do not push";
        assert!(!done(&a, entry, "Next Steps"));
        // the same call after the turn does it
        let mut after = sources.clone();
        after.push(source(
            SourceKind::ToolCall,
            Some("c1"),
            "bash\ncommand: git commit -m x # fix/ci-green",
        ));
        after.push(source(
            SourceKind::ToolOutput,
            Some("c1"),
            "[fix/ci-green 1a2b3c4] x",
        ));
        assert!(done(&Actions::parse(&after), entry, "Next Steps"));
        // work put off to a later time or event is not done by a past call
        let a = actions(&[(
            "psql\nsql: DROP INDEX CONCURRENTLY line_items_order_id_idx; REINDEX INDEX line_items_order_id_idx",
            Some("DROP INDEX\nREINDEX"),
        )]);
        assert!(done(&a, "Reindex line_items_order_id_idx", "Next Steps"));
        for e in [
            "Reindex line_items_order_id_idx in next week's maintenance window",
            "Tomorrow: reindex line_items_order_id_idx",
            "Once the user agrees, reindex line_items_order_id_idx",
        ] {
            assert!(!done(&a, e, "Next Steps"), "{e}");
        }
    }

    #[test]
    fn an_ask_restated_with_its_condition_is_the_users_plan() {
        // fresh-user trials (session 13)
        let sources = vec![source(
            SourceKind::UserTurn,
            None,
            "That drag e2e has been flaky on main too. Re-run just that job once; if it goes green, ping Lena on the PR. Don't merge it yourself.",
        )];
        let a = Actions::parse(&sources);
        assert!(a.asked_with_condition(
            "If the rerun goes green, ping @lena-okafor on the PR; do not merge"
        ));
        // the same ask without its condition, an invented condition, a relative `when`
        assert!(!a.asked_with_condition("Ping @lena-okafor on the PR"));
        assert!(!a.asked_with_condition("Ping @lena-okafor on the PR 24 hours before the merge"));
        assert!(!a.asked_with_condition("Once the release is tagged, post in #announcements"));
        assert!(!Actions::parse(&[source(
            SourceKind::UserTurn,
            None,
            "Add a CI check on the e2e job that fails on flaky tests"
        )])
        .asked_with_condition("Add a CI check on the e2e job that fails when a test is flaky"));
    }

    #[test]
    fn finished_todos_from_the_cases_are_done() {
        // agent d01: the migration log ends with the applied line (a lock timeout retried
        // mid-log is not the outcome)
        let a = actions(&[(
            "bash\ncommand: make migrate ENV=staging TARGET=0047_split_invoice_status",
            Some("[0047] batch 97/193 canceling statement due to lock timeout; retry 1/3\n[0047] batch 193/193 updated=11432\n0047_split_invoice_status applied in 412.7s\nhead is now 0047_split_invoice_status"),
        )]);
        assert!(done(
            &a,
            "Apply 0047_split_invoice_status on staging",
            "Open TODOs"
        ));
        // agent c05: the template tool call names the template and reports no broken link
        let a = actions(&[(
            "esp_update_template\ntemplate_id: tpl_webinar_inv_03\nfind: https://evnt.example/reg",
            Some("{\"template_id\": \"tpl_webinar_inv_03\", \"version\": 4, \"replacements\": 1, \"broken_links\": 0}"),
        )]);
        assert!(done(
            &a,
            "Fix the broken registration link in `tpl_webinar_inv_03`",
            "Open TODOs"
        ));
        // agent a01: the rollout it is "waiting for" finished
        let a = actions(&[(
            "bash\ncommand: kubectl rollout status deployment/checkout-api -n staging",
            Some("Waiting for deployment \"checkout-api\" rollout to finish: 1 of 2 updated replicas are available...\ndeployment \"checkout-api\" successfully rolled out"),
        )]);
        assert!(done(
            &a,
            "Waiting for `kubectl rollout status deployment/checkout-api` to complete.",
            "Progress / In Progress"
        ));
    }

    #[test]
    fn open_work_stays_open() {
        // blind round s37B: the agent wrote the files; the sign-off is someone else's
        let a = actions(&[(
            "write_file\npath: out/register_2025-10_v2.csv\ncontent: E1001;...",
            Some("Wrote 2,114 bytes to out/register_2025-10_v2.csv"),
        )]);
        assert!(!done(
            &a,
            "Waiting for Paweł's sign-off on register_2025-10_v2.csv.",
            "Open TODOs"
        ));
        // agent b01: the push of the branch was rejected, so "push again" is still open
        let a = actions(&[(
            "exec\ncmd: git push origin fix/tax-rounding",
            Some("To github.com:acme/billing.git\n ! [rejected]        fix/tax-rounding -> fix/tax-rounding (fetch first)\nerror: failed to push some refs"),
        )]);
        assert!(!done(&a, "Push `fix/tax-rounding` again", "Open TODOs"));
        // agent a05: the revision only occurs inside a file name the agent read and edited,
        // and the only upgrade to it ran on staging, not on the prod the TODO names
        let a = actions(&[
            (
                "read_file\npath: services/billing/migrations/versions/c7d94e1f02ab_backfill_currency.py",
                Some("revision = \"c7d94e1f02ab\""),
            ),
            (
                "bash\ncommand: alembic -x env=staging upgrade c7d94e1f02ab",
                Some("Running upgrade 8b1e0d2c4a55 -> c7d94e1f02ab"),
            ),
        ]);
        assert!(!done(
            &a,
            "During the window, run `alembic -x env=prod upgrade c7d94e1f02ab`.",
            "Open TODOs"
        ));
        // a dry run does nothing
        let a = actions(&[(
            "bash\ncommand: alembic -x env=prod upgrade c7d94e1f02ab --dry-run",
            Some("would run upgrade 8b1e0d2c4a55 -> c7d94e1f02ab"),
        )]);
        assert!(!done(
            &a,
            "Run `alembic -x env=prod upgrade c7d94e1f02ab`",
            "Open TODOs"
        ));
        let a = actions(&[(
            "bash\ncommand: alembic -x env=production upgrade c7d94e1f02ab",
            Some("Running upgrade 8b1e0d2c4a55 -> c7d94e1f02ab"),
        )]);
        assert!(done(
            &a,
            "Run `alembic -x env=prod upgrade c7d94e1f02ab`",
            "Open TODOs"
        ));
        // no object named: a routine check is never "done" by some earlier call
        let a = actions(&[(
            "bash\ncommand: kubectl get pods -n payments",
            Some("NAME READY\nw-1 1/1"),
        )]);
        assert!(!done(
            &a,
            "Check the restart counts on the new worker pods again in an hour.",
            "Pending Tasks"
        ));
        // not an open-task section, or marked done, or a call without output
        let a = actions(&[(
            "bash\ncommand: make deploy TAG=v2.4.1",
            Some("deployed v2.4.1"),
        )]);
        assert!(done(&a, "Deploy v2.4.1", "Next Steps"));
        // an ongoing or repeated task is never finished by a past call
        assert!(!done(&a, "Monitor v2.4.1 for an hour", "Next Steps"));
        assert!(!done(&a, "Keep v2.4.1 deployed until Friday", "Next Steps"));
        assert!(!done(&a, "Deploy v2.4.1", "Decisions"));
        assert!(!done(&a, "[DONE] Deploy v2.4.1", "current_plan"));
        assert!(!done(&a, "Deploy v2.4.1", "Pending user asks"));
        let a = actions(&[("bash\ncommand: make deploy TAG=v2.4.1", None)]);
        assert!(!done(&a, "Deploy v2.4.1", "Next Steps"));
        // the last call naming the object decides: a later failed run reopens it
        let a = actions(&[
            (
                "bash\ncommand: make deploy TAG=v2.4.1",
                Some("deployed v2.4.1"),
            ),
            (
                "bash\ncommand: make deploy TAG=v2.4.1",
                Some("Error: rollout aborted"),
            ),
        ]);
        assert!(!done(&a, "Deploy v2.4.1", "Next Steps"));
        // `v2.4` is not `v2.4.1`; a number alone names no object
        let a = actions(&[(
            "bash\ncommand: make deploy TAG=v2.4.1 REPLICAS=3",
            Some("ok"),
        )]);
        assert!(!done(&a, "Deploy v2.4", "Next Steps"));
        assert!(!done(&a, "Scale to 3 replicas", "Next Steps"));
        assert!(Actions::NONE.calls.is_empty());
        assert!(!done(Actions::NONE, "Deploy v2.4.1", "Next Steps"));
    }

    #[test]
    fn failure_is_read_from_the_last_lines() {
        assert!(tail_failed("a\nb\nunauthorized: authentication required"));
        assert!(tail_failed("Error: no such file or directory"));
        // a JSON result's exit status is read first, above the output (a new user's trial,
        // session 30: `gh pr checks` with a failing job)
        assert!(tail_failed("exit_code: 1, output: test-linux\tpass\t6m\ntest-windows\tfail\t9m\n  tests/test_iso.py::test_week_date_tz - AssertionError"));
        assert!(!tail_failed("exit_code: 0, output: a\nb\nc\nd"));
        assert!(!tail_failed("exit_codes: [1]\nall good"));
        // blind round s60B: the status after another field, below the traceback it closes
        assert!(tail_failed(
            "output:\nTraceback (most recent call last):\nModuleNotFoundError: No module named 'reportlab'\nerror: null, exit_code: 1"
        ));
        assert!(!tail_failed(
            "output:\nwrote reports/harvest_w36.pdf\nerror: null, exit_code: 0"
        ));
        // Codex's status in the call's metadata (blind round s49B: a rejected stock adjustment)
        assert!(tail_failed(
            r#"metadata: {"duration_seconds":0.6,"exit_code":3}, output: adjustment rejected: lot CF2409-12 has 1 pending dispense"#
        ));
        assert!(tail_failed("output: adjustment rejected\n, metadata: {\"exit_code\": 3, \"duration_seconds\": 0.6}"));
        assert!(!tail_failed(
            r#"metadata: {"duration_seconds":0.6,"exit_code":0}, output: lot CF2409-12 set to 168"#
        ));
        assert!(tail_failed("ls: x: No such file"));
        assert!(!tail_failed("error: retrying\nok\nok\nok\n"));
        assert!(!tail_failed("148 passed, 0 failed in 4.71s"));
        assert!(!tail_failed("Tests: 290 passed, 290 total\nfailed: 0"));
        assert!(!tail_failed("found 0 vulnerabilities\nno errors"));
        assert!(!tail_failed(""));
        // JSON results, exit codes and names (fresh-user trials, session 14)
        assert!(tail_failed(r#"{"ok": false, "error": "not_in_channel"}"#));
        assert!(!tail_failed(r#"{"ok": true, "error": null, "errors": []}"#));
        assert!(tail_failed("X test (1.75.0)\n[exit code: 101]"));
        assert!(!tail_failed("Stderr: (empty)\nExit Code: 0"));
        assert!(!tail_failed(
            "Edited /home/dev/rivet-csv/src/error.rs: 1 replacement (lines 11-12)."
        ));
    }

    /// `Actions::failed_claim` with the mark the pipeline reads off the entry's own text.
    fn failed(a: &Actions, entry: &str, section: &str) -> bool {
        a.failed_claim(entry, section, super::super::section::Mark::of("", entry))
    }

    #[test]
    fn a_request_a_print_and_an_overwrite_are_own_acts() {
        let unmade = |a: &Actions, e: &str| {
            a.unmade_claim(
                e,
                "Completed Actions",
                super::super::section::Mark::of("", e),
            )
        };
        // blind round s66B: the one message went to the board chair, about the dividend
        let a = actions(&[
            (
                "send_message\nto: Joanasie Akumalik (board chair)\ntext: 2024 dividend at 3.0%, cheques after the AGM on April 26",
                Some("{\"success\": true, \"delivered_to\": \"Joanasie Akumalik\"}"),
            ),
            (
                "write_file\npath: /home/coop/sealift/order_2025_v2.csv\ncontent: BEV-2301 removed",
                Some("{\"success\": true}"),
            ),
        ]);
        assert!(unmade(
            &a,
            "REQUEST an April air-cargo quote from Canadian North [tool: send_message]"
        ));
        assert!(unmade(
            &a,
            "OVERWRITE sealift/order_2025_draft.csv with the v2 lines [tool: write_file]"
        ));
        assert!(!unmade(
            &a,
            "WRITE sealift/order_2025_v2.csv with BEV-2301 removed [tool: write_file]"
        ));
        let quoted = actions(&[(
            "send_message\nto: cargo@canadiannorth.example\ntext: Please quote April air cargo to Iqaluit",
            Some("{\"success\": true}"),
        )]);
        assert!(!unmade(
            &quoted,
            "REQUEST an April air-cargo quote from Canadian North [tool: send_message]"
        ));
        // trials s52B: a print no call made
        assert!(unmade(
            &a,
            "Printed the delivery plan for the warehouse keeper."
        ));
    }

    #[test]
    fn a_data_file_named_draft_sends_nothing() {
        // blind round s66B: an order total computed from the draft order did not send it
        let a = actions(&[(
            "shell\ncommand: python3 tools/total_commande.py orders/ubipharm_draft_BC-2025-041.csv",
            Some("BC-2025-041 (BROUILLON) - UBIPHARM Togo\nTOTAL HT : 506 000 XOF"),
        )]);
        assert!(!a.calls[0].messaging);
        assert!(failed(
            &a,
            "Sent BC-2025-041 to UBIPHARM by e-mail once the user approved it.",
            "What was done"
        ));
        assert!(messaging_targets(
            "python3 scripts/mailer.py send --to a@b.example"
        ));
        assert!(messaging_targets("send_email to: a@b.example"));
        assert!(!messaging_targets("cat drafts/notes.md"));
        assert!(!messaging_targets(
            "http_request method: POST url: https://api.shipgo.example/v2/quotes"
        ));
        assert!(!messaging_targets(
            "curl -X POST https://api.example/v1/refunds"
        ));
        assert!(messaging_targets(
            "http_request method: POST url: https://slack.com/api/chat.postMessage"
        ));
        assert!(messaging_targets("slack_post channel: #ops"));
    }

    #[test]
    fn a_denied_act_is_no_act() {
        // blind round s66A: the invoices were only drafted, and the entry says so
        assert_eq!(
            own_act("**Invoices kept as drafts**: the invoice script ran with --borrador and nothing was emailed."),
            None
        );
        assert_eq!(own_act("No invoice was sent to the bars."), None);
        assert_eq!(
            own_act("The invoices were emailed to the four bars."),
            Some(super::super::polarity::stem("email"))
        );
        let a = actions(&[(
            "bash\ncommand: python3 facturas.py --borrador",
            Some("4 borradores escritos en facturas/"),
        )]);
        assert!(!failed(
            &a,
            "The invoice script ran with --borrador and nothing was emailed.",
            "Done"
        ));
        assert!(failed(
            &a,
            "The invoices were emailed to the four bars.",
            "Done"
        ));
    }

    #[test]
    fn a_restraint_reports_no_step() {
        // blind s43B: the test mail failed; the rule that holds the sending back stands
        let a = actions(&[(
            "send_email\nto: karin.holm@lib.example\nsubject: test",
            Some("{\"sent\": false, \"error\": \"quota exceeded\"}"),
        )]);
        assert!(failed(
            &a,
            "Sent the test to karin.holm@lib.example.",
            "Completed"
        ));
        assert!(!failed(
            &a,
            "Nothing may be sent until Karin Holm has approved the text after a new test.",
            "Constraints"
        ));
    }

    #[test]
    fn a_here_document_that_writes_a_document_does_no_work() {
        // blind round s45A: a mail draft written with `cat > … <<'EOF'` names the subscription
        // in its body; re-vaulting its token is still to do
        let a = actions(&[(
            "Bash\ncommand: mkdir -p drafts && cat > drafts/sub_1115_card_update.md <<'EOF'\nSubject: card update (sub_1115)\nPlease add a new card.\nEOF\nls -l drafts/",
            Some("-rw-r--r-- 1 dev dev 407 Mar 12 14:05 sub_1115_card_update.md"),
        )]);
        let open = |e: &str| a.done(e, "Pending Tasks", super::super::section::Mark::of("", e));
        assert!(!open(
            "Re-vault the payment token of sub_1115 before the live run."
        ));
        // a script written the same way may be the work itself
        let script = actions(&[(
            "Bash\ncommand: cat > fix.sh <<'EOF'\nrevault --sub sub_1115\nEOF\nbash fix.sh",
            Some("ok"),
        )]);
        let open =
            |e: &str| script.done(e, "Pending Tasks", super::super::section::Mark::of("", e));
        assert!(open(
            "Re-vault the payment token of sub_1115 before the live run."
        ));
        assert_eq!(
            without_heredoc_documents("cat > notes.md <<EOF\nsub_1115\nEOF\necho done"),
            "cat > notes.md <<EOF\nEOF\necho done\n"
        );
    }

    #[test]
    fn a_draft_not_sent_and_a_deferred_send_send_nothing() {
        // blind round s44A: the mailer's own output says `not sent`, or the relay deferred it
        assert!(!reports_sent(
            "draft saved: drafts/msg_55a3.eml (to vinh@x.example) - not sent"
        ));
        assert!(!reports_sent("the user gave consent; message unsent"));
        assert!(!reports_sent(
            "draft drf-5f21c9 saved, status=draft (not sent)"
        ));
        assert!(reports_sent("status: sent 2025-06-12t03:44:30z"));
        assert!(reports_sent("{\"sent\": 3, \"failed\": 1}"));
        let a = actions(&[
            (
                "bash\ncommand: python3 scripts/mailer.py draft --to vinh.doquang@mailviet.example --template refund_partial_vi",
                Some("draft saved: drafts/msg_55A3.eml (to vinh.doquang@mailviet.example, template refund_partial_vi) - not sent"),
            ),
            (
                "bash\ncommand: python3 scripts/mailer.py send --to mai.sorensen@postnord-mail.example --template refund_full_en",
                Some("queued msg_55A2 -> mai.sorensen@postnord-mail.example [refund_full_en]\nrelay smtp-out-1: 421 4.7.0 Try again later\nstatus: queued (deferred, retry in 30m)"),
            ),
        ]);
        assert!(failed(
            &a,
            "Sent the partial-refund email to vinh.doquang@mailviet.example.",
            "Completed"
        ));
        assert!(failed(
            &a,
            "Sent the refund email to mai.sorensen@postnord-mail.example.",
            "Completed"
        ));
        let sent = actions(&[(
            "bash\ncommand: python3 scripts/mailer.py send --to ngocanh.tran@mailviet.example --template refund_full_vi",
            Some("queued msg_55A1 -> ngocanh.tran@mailviet.example\nstatus: sent 2025-06-12T03:44:30Z"),
        )]);
        assert!(!failed(
            &sent,
            "Sent the refund email to ngocanh.tran@mailviet.example.",
            "Completed"
        ));
    }

    #[test]
    fn all_tests_pass_with_some_skipped() {
        let a = actions(&[(
            "bash\ncommand: npx vitest run",
            Some(" Test Files  42 passed (42)\n      Tests  1206 passed | 2 skipped (1208)"),
        )]);
        assert!(failed(&a, "All 1208 tests pass.", "Completed"));
        assert!(!failed(&a, "All 1206 tests pass (2 skipped).", "Completed"));
        assert!(!failed(&a, "1206 tests pass, 2 skipped.", "Completed"));
    }

    #[test]
    fn the_users_act_is_no_failed_step_of_the_agent() {
        // blind s42B: the post failed, the user's approval stands
        let a = actions(&[(
            "slack_post\nchannel: #inc-ingest\ntext: update on the ingestion outage",
            Some("{\"ok\": false, \"error\": \"not_in_channel\"}"),
        )]);
        assert!(failed(&a, "Posted the update to #inc-ingest.", "Completed"));
        assert!(!failed(
            &a,
            "The user read the update text and approved posting it to #inc-ingest",
            "Completed"
        ));
        assert!(users_act("User confirmed the 14:00 slot"));
        assert!(!users_act("User-facing banner posted to #inc-ingest"));
    }

    #[test]
    fn the_last_step_of_a_failed_and_chain_did_not_happen() {
        // blind round s37B: the commit went through, the push was refused
        let a = actions(&[(
            "run_shell_command\ncommand: git checkout -b perf/pdp-lcp && git commit -m 'perf(pdp): hero priority' && git push -u origin perf/pdp-lcp",
            Some("[perf/pdp-lcp 3c9f1a7] perf(pdp): hero priority\n 3 files changed\nfatal: unable to access 'https://git.kasumi.example/web/shop.git/': The requested URL returned error: 403\nExit Code: 128"),
        )]);
        assert!(failed(&a, "Pushed perf/pdp-lcp to origin.", "Completed"));
        assert!(!failed(
            &a,
            "Committed the fix on perf/pdp-lcp.",
            "Completed"
        ));
        // the last command named by what it alone acts on (a new user's trial, session 30)
        let a = actions(&[(
            "bash\ncommand: vetsupply order create --item RAB-VAC-1 --qty 6 && vetsupply order confirm --last && mail -s 'VetSupply order placed' compras@pawsclinic.example < /dev/null",
            Some("order VS-55213 created\norder VS-55213 confirmed\nmail: cannot send message: connection refused\nexit_code: 1"),
        )]);
        assert!(failed(
            &a,
            "Purchasing (compras@pawsclinic.example) was e-mailed that the VetSupply order is placed.",
            "Completed"
        ));
        assert!(!failed(
            &a,
            "Confirmed VetSupply order VS-55213.",
            "Completed"
        ));
        let a = actions(&[(
            "bash\ncommand: gh pr create --repo tidemark/tidemark --title 'iso: week dates' && gh pr edit 815 --repo tidemark/tidemark --add-label bug --add-reviewer hannalind",
            Some("https://github.com/tidemark/tidemark/pull/815\nfailed to update pull/815: GraphQL: no permission to add labels\nexit_code: 1"),
        )]);
        assert!(failed(
            &a,
            "Labelled PR #815 `bug` and requested Hanna Lind's review.",
            "Completed"
        ));
        assert!(!failed(
            &a,
            "Opened PR #815 on tidemark/tidemark.",
            "Completed"
        ));
        let a = actions(&[(
            "bash\ncommand: cd ~/src/tidemark && gh pr create --repo tidemark/tidemark --head kmoreau-bot:fix/iso-week-812 --title 'iso: parse ISO week dates (#812)' --body 'Fixes #812' && gh pr edit 815 --repo tidemark/tidemark --add-label bug --add-reviewer hanna-lind",
            Some("exit_code: 1, output: https://github.com/tidemark/tidemark/pull/815\nfailed to update https://github.com/tidemark/tidemark/pull/815: GraphQL: kmoreau-bot does not have permission to add labels (addLabelsToLabelable)"),
        )]);
        assert!(failed(
            &a,
            "Labelled PR #815 `bug` and requested Hanna Lind's review.",
            "Completed"
        ));
        // a `;` inside single quotes is the text of an argument, here in a remote command
        // (blind round s39A)
        let a = actions(&[(
            "Bash\ncommand: ssh pgb-pay-stg-01 \"sudo sed -i 's/^;\\?idle_transaction_timeout.*/idle_transaction_timeout = 60/' /etc/pgbouncer/pgbouncer.ini && sudo systemctl reload pgbouncer\"",
            Some("sudo: a terminal is required to read the password\nsudo: a password is required\nError: Exit code 1"),
        )]);
        assert!(failed(
            &a,
            "Reloaded PgBouncer on pgb-pay-stg-01.",
            "Current Work"
        ));
        // with `;` the failure may be any command's
        let a = actions(&[(
            "bash\ncommand: make build; git push origin main",
            Some("error: failed to push some refs"),
        )]);
        assert!(!failed(&a, "Ran the build.", "Completed"));
    }

    #[test]
    fn a_message_sent_to_an_address_without_its_auxiliary_needs_a_send() {
        // blind round s40B: only a draft was saved, and the user had said not to send it yet
        let draft = actions(&[(
            "gmail_create_draft\nto: niloufar.karimi@halvard.example\nsubject: S3 → GCS exports/2024: checksum report",
            Some("{\"id\": \"r-7730418826\", \"message\": {\"id\": \"196a2f0c4be1d7e3\", \"labelIds\": [\"DRAFT\"]}}"),
        )]);
        assert!(failed(
            &draft,
            "Report emailed to niloufar.karimi@halvard.example.",
            "Progress"
        ));
        assert!(!failed(
            &draft,
            "Customer emailed to ask about the report.",
            "Progress"
        ));
        // a plan is no send reported
        assert!(!failed(
            &draft,
            "The report should be emailed to niloufar.karimi@halvard.example.",
            "Progress"
        ));
        let sent = actions(&[(
            "gmail_send\nto: niloufar.karimi@halvard.example\nsubject: S3 → GCS exports/2024: checksum report",
            Some("{\"id\": \"196a2f0c4be1d7e3\", \"labelIds\": [\"SENT\"]}"),
        )]);
        assert!(!failed(
            &sent,
            "Report emailed to niloufar.karimi@halvard.example.",
            "Progress"
        ));
    }

    #[test]
    fn an_act_whose_output_says_it_was_not_done_is_not_made() {
        // blind s48B: a draft whose output says `"sent": false`
        let draft = actions(&[(
            "shell\ncommand: mailctl draft create --to gayane.petrosyan@vardenis-pv.example --subject 'VRD2: approval request'",
            Some("{\"status\": \"draft_saved\", \"draft_id\": \"drf_7Q2K9\", \"to\": \"gayane.petrosyan@vardenis-pv.example\", \"sent\": false}"),
        )]);
        assert!(failed(
            &draft,
            "Sent Gayane Petrosyan the request to approve isolating INV-07 on 19 May.",
            "Progress / Done"
        ));
        // a dry run that changed nothing
        let dry = actions(&[(
            "shell\ncommand: om-cli schedule move MT-2291 --to 2025-05-20 --crew A --dry-run",
            Some("DRY RUN: MT-2291 (INV-09 cooling fan replacement) 2025-05-27 -> 2025-05-20\n  result: would create conflict PARTS_NOT_AVAILABLE; nothing changed"),
        )]);
        assert!(failed(
            &dry,
            "Moved MT-2291 to 2025-05-20 with crew A.",
            "Progress / Done"
        ));
        // a preview of an upgrade (blind round s49A: only `helm diff upgrade` was run)
        let diff = actions(&[(
            "bash\ncommand: helm diff upgrade ingress-nginx ingress-nginx/ingress-nginx --version 4.11.2 -n ingress-nginx",
            Some("ingress-nginx, ingress-nginx-controller, Deployment (apps) has changed:\n-        image: registry.k8s.io/ingress-nginx/controller:v1.10.1\n+        image: registry.k8s.io/ingress-nginx/controller:v1.11.2"),
        )]);
        assert!(failed(
            &diff,
            "Upgraded the ingress-nginx release to chart 4.11.2.",
            "Progress / Done"
        ));
        assert!(!dry_run(
            "command: terraform plan -out tf.plan && terraform apply tf.plan"
        ));
        assert!(dry_run("command: mkdir -p reports && helm --kube-context kx-prod-eu2 diff upgrade ingress-nginx ingress-nginx/ingress-nginx > reports/diff.txt"));
        assert!(dry_run(
            "command: ssh kx-cp-1 'sudo kubeadm upgrade plan v1.30.4'"
        ));
        assert!(!dry_run(
            "command: ssh kx-cp-1 'sudo kubeadm upgrade apply v1.30.4'"
        ));
        // a return the portal saved as a draft
        let saved = actions(&[(
            "terminal\ncommand: curl -s -X POST https://oss-api.emta.example/v1/returns -d @oss_q2_2025.json",
            Some("{\"return_id\": \"OSS-EE-2025Q2-00731\", \"status\": \"DRAFT\", \"submitted\": false}"),
        )]);
        assert!(failed(
            &saved,
            "Submitted the Q2 2025 OSS return OSS-EE-2025Q2-00731 to EMTA.",
            "Progress / Done"
        ));
        // a branch only checked out
        let co = actions(&[(
            "run_shell_command\ncommand: git checkout -b curs-2025-26\ndescription: Create the working branch for the 2025-26 changes.\ndirectory: /home/marta/gtfs/vallter-escolar",
            Some("Command: git checkout -b curs-2025-26\nStdout: Switched to a new branch 'curs-2025-26'\nExit Code: 0"),
        )]);
        assert!(failed(
            &co,
            "Pushed curs-2025-26 to origin.",
            "Progress / Done"
        ));
        // a batch file written and not uploaded, whose output names the command that would
        // (blind round s49A)
        let batch = actions(&[(
            "Bash\ncommand: python3 make_bank_batch.py --out out/TG-PAY-2025-04A.csv",
            Some("make_bank_batch: 5 payment lines, total 18,479,911 MNT\nwrote out/TG-PAY-2025-04A.csv\nNOT uploaded. To upload: scb-cli upload --batch out/TG-PAY-2025-04A.csv"),
        )]);
        assert!(failed(
            &batch,
            "Generated the payment batch out/TG-PAY-2025-04A.csv and uploaded it to Steppe Commerce Bank.",
            "Progress / Done"
        ));
        // what an output reports done stays made, whatever else it reports undone
        let mixed = actions(&[(
            "send_reminders\nlist: members-2025",
            Some("{\"sent\": 40, \"not_sent\": 2, \"submitted\": true}"),
        )]);
        assert!(!failed(
            &mixed,
            "Sent the reminders to members-2025.",
            "Progress / Done"
        ));
    }

    #[test]
    fn an_edit_of_a_file_named_for_the_object_makes_the_change() {
        // blind round s52B: the plan was updated by two `replace` calls in its file
        let a = actions(&[(
            "replace\nfile_path: /home/wilber/reparto/plan_entrega_2025.md\nold_string: | 2 | Qillqasun 2 | 31 |\nnew_string: | 2 | Qillqasun 2 | 34 |",
            Some("Successfully modified file: /home/wilber/reparto/plan_entrega_2025.md (1 replacements)."),
        )]);
        assert!(!failed(
            &a,
            "Updated the plan after the user reported 3 new grade-2 pupils at Ch'aska.",
            "Progress"
        ));
        // a file of another name changes nothing the entry names
        assert!(failed(
            &a,
            "Updated the crew portal banner about the week 24 changes.",
            "Progress"
        ));
        // an edit is no message sent
        assert!(failed(
            &a,
            "Sent the plan to the warehouse keeper.",
            "Progress"
        ));
        // blind round s64A: a file of another name shares only its extension
        let b = actions(&[(
            "Write\nfile_path: /home/mariangela/caseificiu/rettificas_2024-11.csv\ncontent: data,codice_azienda,azienda,litros_refudados",
            Some("File created successfully at: /home/mariangela/caseificiu/rettificas_2024-11.csv"),
        )]);
        assert!(failed(
            &b,
            "Also updated lotos_pecorinu.csv to mark the four invoiced lots as vendidu.",
            "Files and Code Sections"
        ));
    }

    #[test]
    fn an_upload_or_a_payment_is_made_by_a_call_that_holds_its_verb_or_reports_it() {
        // blind round s57A: a validation POST whose output says nothing was uploaded, and a
        // script that wrote the file
        let validated = actions(&[
            (
                "bash\ncommand: python3 bankfile.py --out /srv/mcc/payments/PGB_P2025-02-1.csv",
                Some("wrote 6 rows"),
            ),
            (
                "http_request\nmethod: POST\nurl: https://api.pgb.example/v2/validate\njson: {\"file\": \"/srv/mcc/payments/PGB_P2025-02-1.csv\"}",
                Some("{\"batch_id\": \"VAL-88231\", \"uploaded\": false}"),
            ),
        ]);
        let entry = "Uploaded PGB_P2025-02-1.csv to the PGB bulk portal as batch VAL-88231.";
        assert!(failed(&validated, entry, "Progress"));
        // trials s14A: an API call that posts the file uploads it
        let posted = actions(&[(
            "adp_api\nmethod: POST\npath: /payroll/v1/offcycle-runs/OC-2025-05B/batches\nbody: {\"mode\": \"draft\", \"file\": \"adjustments/OC-2025-05B_batch.csv\"}",
            Some("{\"batchId\":\"B-88213\",\"status\":\"DRAFT\"}"),
        )]);
        assert!(!failed(
            &posted,
            "Uploaded `adjustments/OC-2025-05B_batch.csv` to ADP as draft batch B-88213",
            "Progress"
        ));
        // blind round s57B: a script that read the invoice paid nothing
        let read = actions(&[(
            "execute_code\ncode: import csv\ninv = csv.DictReader(open('invoices/INV-UM-88412.csv'))",
            Some("AML5 13.20 14.20"),
        )]);
        let paid = "Paid INV-UM-88412 less the R 464.00 overcharge";
        assert!(failed(&read, paid, "Progress"));
        let pay = actions(&[(
            "bash\ncommand: ledgerly invoices pay INV-UM-88412 --amount 9120.00",
            Some("INV-UM-88412 status: paid"),
        )]);
        assert!(!failed(&pay, paid, "Progress"));
        // a payment in the passive is often someone else's, which a statement reports (blind
        // round s56A)
        let statement = actions(&[(
            "bash\ncommand: python3 scripts/recon.py --month 2025-11 --out reports/recon.csv",
            Some("M-022 TRF-55802 26080000"),
        )]);
        assert!(!failed(
            &statement,
            "After the void Kub Yaj is due 21,730,000 LAK but was paid 26,080,000 LAK (TRF-55802).",
            "Progress"
        ));
    }

    #[test]
    fn a_transfer_program_uploads_the_file_it_copies() {
        let mut missed = Vec::new();
        // every program of [`TRANSFERS`] is seen as a call's program, however short its name
        for (program, command) in [
            ("scp", "scp out/ledger_2025-03.csv ops@files.example:/drop/"),
            (
                "rsync",
                "rsync -av out/ledger_2025-03.csv ops@files.example:/drop/",
            ),
            (
                "sftp",
                "sftp ops@files.example:/drop <<< 'put out/ledger_2025-03.csv'",
            ),
            ("rclone", "rclone copy out/ledger_2025-03.csv remote:drop"),
            ("gsutil", "gsutil cp out/ledger_2025-03.csv gs://acme-drop/"),
            ("s3", "aws s3 cp out/ledger_2025-03.csv s3://acme-drop/"),
            (
                "azcopy",
                "azcopy copy out/ledger_2025-03.csv https://acme.blob.example/drop",
            ),
            (
                "ftp",
                "ftp -u ftp://files.example/drop/ out/ledger_2025-03.csv",
            ),
            (
                "lftp",
                "lftp -e 'mput out/ledger_2025-03.csv; bye' files.example",
            ),
            (
                "put",
                "smbclient //files/drop -c 'put out/ledger_2025-03.csv'",
            ),
            ("cp", "cp out/ledger_2025-03.csv /mnt/portal/drop/"),
            (
                "curl",
                "curl -T out/ledger_2025-03.csv https://files.example/drop/",
            ),
            ("fastlane", "fastlane run s3 file:out/ledger_2025-03.csv"),
            ("twine", "twine --repository drop out/ledger_2025-03.csv"),
        ] {
            let copied = actions(&[(&format!("bash\ncommand: {command}"), Some("done"))]);
            let entry = "Uploaded ledger_2025-03.csv to the drop folder";
            if failed(&copied, entry, "Progress") {
                missed.push(program);
            }
        }
        assert!(missed.is_empty(), "not read as uploads: {missed:?}");
    }

    #[test]
    fn a_hand_over_is_made_by_a_call_that_holds_its_verb_or_reports_it() {
        assert!(
            OWN_ACTS.windows(2).all(|p| p[0] < p[1]),
            "OWN_ACTS is sorted"
        );
        // blind round s52A: the script that wrote the payment file named the batch
        let built = actions(&[(
            "bash\ncommand: python3 build_batch.py --batch-id BATCH-2024-08-A --out payments/batch_2024-08_A.csv",
            Some("wrote payments/batch_2024-08_A.csv (4 rows)"),
        )]);
        let entry = "Submitted BATCH-2024-08-A to the bank for the payments within the limit.";
        assert!(failed(&built, entry, "Progress"));
        let submitted = actions(&[(
            "bash\ncommand: bankcli batch submit BATCH-2024-08-A",
            Some("accepted: BATCH-2024-08-A"),
        )]);
        assert!(!failed(&submitted, entry, "Progress"));
        let reported = actions(&[(
            "http_request\nmethod: POST\nurl: https://portal.example/api/batches/BATCH-2024-08-A",
            Some("{\"batch\": \"BATCH-2024-08-A\", \"status\": \"submitted\"}"),
        )]);
        assert!(!failed(&reported, entry, "Progress"));
        // a file that says so, or a draft mail that names the batch, hands nothing over
        let written = actions(&[
            (
                "write_file\npath: reports/batch.md\ncontent: Submitted BATCH-2024-08-A to the bank",
                Some("Successfully wrote 40 bytes"),
            ),
            (
                "bash\ncommand: coopmail draft --to hanitra@coop.example --subject 'BATCH-2024-08-A'",
                Some("draft DR-5521 saved (not sent)"),
            ),
        ]);
        assert!(failed(&written, entry, "Progress"));
        // a message named in the passive is the agent's act (blind round s52A)
        assert!(failed(
            &built,
            "Contract NB24-S-0117 was sent to Paxta Trade Dushanbe for countersignature.",
            "Progress"
        ));
        let sent = actions(&[(
            "send_email\nto: sales@paxta.example\nsubject: Contract NB24-S-0117",
            Some("{\"status\": \"sent\"}"),
        )]);
        assert!(!failed(
            &sent,
            "Contract NB24-S-0117 was sent to Paxta Trade Dushanbe for countersignature.",
            "Progress"
        ));
        // a resubmission is a hand-over too
        let edited = actions(&[(
            "edit_file\npath: claims/CLM-25103.json\nnew_text: attachments: [radiograph.png]",
            Some("ok"),
        )]);
        assert!(failed(
            &edited,
            "Resubmitted CLM-25103 after attaching the radiograph.",
            "Progress"
        ));
    }

    #[test]
    fn a_field_name_or_a_message_to_others_sends_nothing() {
        // blind round s69B: a fetched purchase order's `email` field (flattened as evidence
        // collection writes a JSON object) is no e-mail sent
        let po = "cliente: Almacén Ñuke SpA, contacto: Valentina Rojas, email: compras@almacennuke.cl, oc: OC-NK-0342";
        let a = actions(&[(
            "web_fetch\nprompt: Obtén el JSON de la orden de compra OC-NK-0342",
            Some(po),
        )]);
        let emailed = "Emailed the reply to compras@almacennuke.cl.";
        assert!(a.unmade_claim(emailed, "Progress", Mark::None));
        let a = actions(&[(
            "web_fetch\nprompt: Obtén el JSON de la orden de compra OC-NK-0342",
            Some("{\"oc\": \"OC-NK-0342\", \"email\": \"compras@almacennuke.cl\"}"),
        )]);
        assert!(a.unmade_claim(emailed, "Progress", Mark::None));
        // a line that says it was e-mailed reports it
        let a = actions(&[(
            "web_fetch\nprompt: Obtén el estado de OC-NK-0342",
            Some("The reply to compras@almacennuke.cl was emailed on 2025-03-14."),
        )]);
        assert!(!a.unmade_claim(emailed, "Progress", Mark::None));
        assert_eq!(
            without_field_names("oc: OC-NK-0342, email: compras@x.cl, fecha: 2025-03-14"),
            "OC-NK-0342, compras@x.cl, 2025-03-14"
        );
        assert_eq!(
            without_field_names("Email: sent to compras@x.cl, thanks"),
            "Email: sent to compras@x.cl, thanks"
        );
        // a name with a part in a past form, or a value that reports the act, is kept
        for line in [
            "{\"email_sent\": true, \"to\": \"compras@almacennuke.cl\"}",
            "{\"emailSent\": 1, \"to\": \"compras@almacennuke.cl\"}",
            "{\"email\": \"sent\", \"to\": \"compras@almacennuke.cl\"}",
            "email: sent, to: compras@almacennuke.cl, id: m1",
        ] {
            let a = actions(&[("bash\ncommand: python3 reply.py", Some(line))]);
            assert!(!a.unmade_claim(emailed, "Progress", Mark::None), "{line}");
        }
        // blind round s69B: an earlier message to the same person, in the previous summary,
        // did not send a new one about another object
        let prior = "2. SEND January payout notice to Mae Yazzie, Irene Tsosie and Bessie Nez — sent [tool: send_message]";
        let a = Actions::parse(&[
            source(SourceKind::PreviousSummary, None, prior),
            source(
                SourceKind::ToolCall,
                Some("c1"),
                "send_message\ntarget: sms:+19286743318\nmessage: Irene, your rug sold. $1,320 is ready Friday.",
            ),
            source(
                SourceKind::ToolOutput,
                Some("c1"),
                "{\"success\": true, \"status\": \"sent\"}",
            ),
        ]);
        assert!(a.unmade_claim(
            "SEND SMS to Bessie Nez about her $2,360.00 payout — sent [tool: send_message]",
            "Completed Actions",
            Mark::None
        ));
        assert!(!a.unmade_claim(
            "SEND January payout notice to Bessie Nez — sent [tool: send_message]",
            "Completed Actions",
            Mark::None
        ));
        // an amount is named by its value, however the line writes it
        let a = Actions::parse(&[source(
            SourceKind::PreviousSummary,
            None,
            "SEND SMS to Bessie Nez about her $2,360 payout — sent [tool: send_message]",
        )]);
        assert!(!a.unmade_claim(
            "SEND SMS to Bessie Nez about her $2,360.00 payout — sent [tool: send_message]",
            "Completed Actions",
            Mark::None
        ));
    }

    #[test]
    fn acts_an_output_denies_are_unmade() {
        // blind rounds s53A and s53B: drafts, a dry run and an unpaid fee
        let a = actions(&[
            (
                "bash\ncommand: loanctl prepare LR-2025-019 --to librarian@norbuling.example",
                Some("LR-2025-019 state: DRAFT - not sent. To send: loanctl send LR-2025-019"),
            ),
            (
                "bash\ncommand: pocli create PO-2025-0187 --mill skagerak",
                Some("PO-2025-0187 saved: DRAFT (not placed)"),
            ),
            (
                "bash\ncommand: leakctl workorders dispatch WB-2025-0612 --dry-run",
                Some("DRY RUN: 6 work orders would be dispatched; nothing changed"),
            ),
            (
                "http_request\nmethod: GET\nurl: https://portal.example/amendments/AM-3301",
                Some("{\"amendment\": \"AM-3301\", \"fee_cny\": 320, \"fee_status\": \"unpaid\"}"),
            ),
        ]);
        for e in [
            "The loan request LR-2025-019 was sent to librarian@norbuling.example.",
            "Placed PO-2025-0187 with Skagerak Mylna.",
            "WB-2025-0612 was dispatched to the crews.",
            "Paid the CNY 320 amendment fee for AM-3301.",
        ] {
            assert!(a.unmade_claim(e, "Progress", Mark::None), "{e}");
        }
        // blind round s54A: a script that wrote the notice and says it sent nothing
        let notice = actions(&[(
            "bash\ncommand: python3 make_notice.py --term autumn --out notices/change_notice.pdf",
            Some("wrote notices/change_notice.pdf (16 students)\nEmail: not sent (run with --send to email students)"),
        )]);
        assert!(notice.unmade_claim(
            "Emailed the change notice to the 16 students.",
            "Progress",
            Mark::None
        ));
        let placed = actions(&[(
            "bash\ncommand: pocli place PO-2025-0187",
            Some("PO-2025-0187 placed"),
        )]);
        assert!(!placed.unmade_claim(
            "Placed PO-2025-0187 with Skagerak Mylna.",
            "Progress",
            Mark::None
        ));
        // blind round s60B: the order's proforma went to a colleague, not to the buyer
        let sent = actions(&[(
            "send_email\nto: mirna.gimenez@kaaguypora.example\nsubject: EXP-5521 Hamburg Mate: proforma",
            Some("status: sent"),
        )]);
        let e =
            "Sent the EXP-5521 proforma directly to Jonas Riedel at einkauf@hamburgmate.example.";
        assert!(sent.unmade_claim(e, "Progress", Mark::None));
        let e = "Sent the EXP-5521 proforma to mirna.gimenez@kaaguypora.example for review.";
        assert!(!sent.unmade_claim(e, "Progress", Mark::None));
        // blind round s64B: a Codex patch that notes a refund to be paid by hand paid nothing
        let patch = actions(&[(
            "shell\ncommand: apply_patch *** Begin Patch\n*** Update File: refunds_todo.md\n+- [ ] PO-2503-08 Noah Williams: goodwill refund IDR 202500; Made transfers from BCA himself; NO Xendit payout\n*** End Patch",
            Some("Success. Updated the following files:\nM refunds_todo.md"),
        )]);
        let e = "Paid Noah Williams a 50% goodwill refund of IDR 202,500 through a Xendit payout.";
        assert!(patch.unmade_claim(e, "What was done", Mark::None));
        let e = "Added Noah's IDR 202,500 goodwill refund to refunds_todo.md as an open item.";
        assert!(!patch.unmade_claim(e, "What was done", Mark::None));
        // nor an invoice created for the payer to pay
        let invoice = actions(&[(
            "shell\ncommand: bash -lc python3 scripts/xendit.py create --external-id PO-2503-05 --amount 945000 --payer-email sophie.martin@laposte.net",
            Some("POST https://api.xendit.co/v2/invoices -> 200\n{\"id\": \"xnd_inv_8F6A3B\", \"status\": \"PENDING\"}"),
        )]);
        let e = "Paid Noah Williams a 50% goodwill refund of IDR 202,500 through a Xendit payout.";
        assert!(invoice.unmade_claim(e, "What was done", Mark::None));
        // blind round s64B: Hermes' send_message to a platform it has not configured failed
        let failed = actions(&[(
            "send_message\naction: send\ntarget: email:sunshine@kauai.gov\nmessage: Aloha, we will not take a booth in April",
            Some("{\"success\": false, \"error\": \"Platform 'email' is not configured. Configured platforms: telegram, discord\"}"),
        )]);
        let e = "Emailed sunshine@kauai.gov the April cancellation.";
        assert!(failed.unmade_claim(e, "Progress", Mark::None));
        // blind round s64A: OpenClaw's `message` call names the channel in lower case
        let whatsapp = actions(&[(
            "message\naction: send\nchannel: whatsapp\ntarget: +27826143390\nmessage: Thabo, manifest MF-2025-0108-01 for MRKU 662014-8",
            Some("{\"ok\": true, \"channel\": \"whatsapp\", \"messageId\": \"3EB0C4F2A91D7E55\"}"),
        )]);
        let e = "The manifest was sent to Thabo Maluleke on WhatsApp with the user's consent.";
        assert!(!whatsapp.unmade_claim(e, "Facts", Mark::None));
        // trials s56A: a payment in the passive that a bank statement lists by its transfer,
        // read with a `curl` that only fetches
        let statement = actions(&[(
            "bash\ncommand: curl -s https://bank.example/accounts/0170/transfers",
            Some("{\"id\": \"TRF-55802\", \"beneficiary\": \"Kub Yaj\", \"amount\": 26080000, \"status\": \"posted\"}"),
        )]);
        let e =
            "After the void Kub Yaj is due 21,730,000 LAK but was paid 26,080,000 LAK (TRF-55802).";
        assert!(!statement.unmade_claim(e, "Findings", Mark::None));
        assert!(statement.unmade_claim(
            "Paid Kub Yaj 4,350,000 LAK back (TRF-55990).",
            "Findings",
            Mark::None
        ));
        // blind round s60B: a payable recorded for approval is no payment made
        let payable = actions(&[(
            "bash\ncommand: sqlite3 coop.db \"INSERT INTO payables(payee, ref, amount_usd, status) VALUES ('Abilio', 'BR-0909+BR-0911', 208.00, 'pending_approval');\"",
            Some("77|Abilio|208.0|pending_approval"),
        )]);
        let e = "Paid Abilio USD 208.00 for the coarse-salt runs";
        assert!(payable.unmade_claim(e, "Progress", Mark::None));
        let paid = actions(&[(
            "bash\ncommand: payctl gcash send --payee Abilio --amount 208.00",
            Some("GCash transfer GC-7781 sent"),
        )]);
        assert!(!paid.unmade_claim(e, "Progress", Mark::None));
    }

    #[test]
    fn a_file_listed_as_written_that_nothing_names_is_unmade() {
        let a = actions(&[
            (
                "write_file\npath: docs/ci/migration.md\ncontent: notes",
                Some("wrote docs/ci/migration.md"),
            ),
            (
                "bash\ncommand: python3 plot_temps.py --out /srv/clinic/reports/fr_b.png",
                Some("ModuleNotFoundError: No module named 'matplotlib'\nexit code 1"),
            ),
            (
                "bash\ncommand: python3 make_receipts.py",
                Some("skipped 9 gifts -> recibos/2026-11/_pendentes.csv"),
            ),
        ]);
        let unmade = |e: &str, section: &str| a.unmade_claim(e, section, Mark::None);
        // trials s22F: no call or output names the file
        assert!(unmade(
            "CREATED: `docs/ci/runners.md` with the runner migration notes.",
            "Files"
        ));
        assert!(!unmade(
            "CREATED: `docs/ci/migration.md` with the notes.",
            "Files"
        ));
        // trials s41A: a script's output names the file it wrote
        assert!(!unmade(
            "CREATED: recibos/2026-11/_pendentes.csv listing the 9 gifts skipped",
            "Files"
        ));
        // blind round s52A: only a call that failed names the chart
        assert!(unmade("/srv/clinic/reports/fr_b.png", "modified-files"));
        assert!(!unmade("/srv/clinic/reports/fr_b.png", "read-files"));
        // a label without a path is no file list
        assert!(!a.unlisted_file(
            "CREATED: Google Doc \"SS26 readout\" in the shared drive",
            "Files"
        ));
        // blind round s71A: a write that failed, a dry run and an existing file name the
        // paths, in lines that say they were not written
        let b = actions(&[
            (
                "run_shell_command\ncommand: python3 flow_report.py --date 2025-03-11 --dry-run",
                Some("Flow report 2025-03-11 (dry-run)\n[dry-run] not written: /srv/reports/flow/2025-03-11.pdf"),
            ),
            (
                "run_shell_command\ncommand: python3 flow_report.py --date 2025-03-11",
                Some("PermissionError: [Errno 13] Permission denied: '/srv/reports/flow/2025-03-11.pdf'"),
            ),
            (
                "terminal\ncommand: python make_invoice.py --number INV-RN-2025-017",
                Some("FileExistsError: [Errno 17] File exists (use --overwrite to replace): 'invoices/INV-RN-2025-017.pdf'\nexit code 1"),
            ),
            (
                "terminal\ncommand: python make_invoice.py --number INV-RN-2025-018",
                Some("written invoices/INV-RN-2025-018.pdf  buyer Riso Nord B.V.  net 124,950 kg"),
            ),
        ]);
        let unmade = |e: &str| b.unmade_claim(e, "Completed Actions", Mark::None);
        assert!(unmade(
            "CREATED: /srv/reports/flow/2025-03-11.pdf (3 pages)."
        ));
        assert!(unmade(
            "WRITE invoices/INV-RN-2025-017.pdf — 124,950 kg net [tool: terminal]"
        ));
        assert!(!unmade(
            "WRITE invoices/INV-RN-2025-018.pdf — 124,950 kg net [tool: terminal]"
        ));
        assert!(!unmade("CREATED: invoices/INV-RN-2025-018.pdf"));
        // a script that writes the file without a word, its stem in the arguments
        let silent = actions(&[(
            "terminal\ncommand: python make_invoice.py --number INV-RN-2025-019",
            Some("done"),
        )]);
        assert!(!silent.unmade_claim(
            "WRITE invoices/INV-RN-2025-019.pdf — 124,950 kg net [tool: terminal]",
            "Completed Actions",
            Mark::None
        ));
        // Hermes' JSON result on one line: `"error": null` is no error
        assert!(!denies_write(
            "{\"output\": \"written invoices/INV-RN-2025-018.pdf\", \"exit_code\": 0, \"error\": null}",
            "INV-RN-2025-018.pdf"
        ));
        for ok in [
            "Wrote out/a.pdf Error: (none)",
            "out/a.pdf written; 0 failed",
            "out/a.pdf written (0 errors)",
            "out/a.pdf written, no errors",
            "out/a.pdf written. Errors: 0",
            "out/a.pdf written error-free",
        ] {
            assert!(!denies_write(ok, "a.pdf"), "{ok}");
        }
        // a file named for a failure names no failure (code review, session 50)
        assert!(!denies_write(
            "wrote out/failed_rows.csv (12 rows)",
            "failed_rows.csv"
        ));
        assert!(!denies_write(
            "wrote reports/error_summary.md",
            "error_summary.md"
        ));
        assert!(denies_write(
            "PermissionError: [Errno 13] Permission denied: 'out/a.pdf'",
            "a.pdf"
        ));
        assert!(denies_write("[dry-run] would write out/a.pdf", "a.pdf"));
        // nor did the script that wrote the invoice print it
        assert!(unmade(
            "PRINT invoice INV-RN-2025-018 in 3 originals [tool: terminal]"
        ));
        let printed = actions(&[(
            "terminal\ncommand: lp -n 3 invoices/INV-RN-2025-018.pdf",
            Some("request id is HP-42 (1 file(s))"),
        )]);
        assert!(!printed.unmade_claim(
            "PRINT invoice INV-RN-2025-018 in 3 originals [tool: terminal]",
            "Completed Actions",
            Mark::None
        ));
    }

    #[test]
    fn a_previous_summary_backs_a_changed_file_only_where_it_lists_a_change() {
        // blind round s71B: the register is read-only, and listed as read
        let prior = "## Constraints & Preferences\n- Keep data/vacc_register.sqlite read-only; it stays the legal record.\n\n<read-files>\ndata/vacc_register.sqlite\n</read-files>";
        assert!(!summary_lists_change(prior, "vacc_register.sqlite"));
        let listed = "<read-files>\na.py\n</read-files>\n<modified-files>\ndata/vacc_register.sqlite\n</modified-files>";
        assert!(summary_lists_change(listed, "vacc_register.sqlite"));
        assert!(summary_lists_change(
            "- [x] Updated data/vacc_register.sqlite with the corrected dates",
            "vacc_register.sqlite"
        ));
        // prose that names the file is no list of changed files
        assert!(!summary_lists_change(
            "## Goal\nMove the register (data/vacc_register.sqlite) to PostgreSQL.",
            "vacc_register.sqlite"
        ));
        // a list of changed files under a heading (code review, session 50)
        assert!(summary_lists_change(
            "## Files modified\n- data/vacc_register.sqlite",
            "vacc_register.sqlite"
        ));
    }

    #[test]
    fn a_file_listed_as_changed_needs_a_call_that_may_write_it() {
        // blind round s70B: the orders file was read, and its name printed by a `python3 -c`
        // and listed by a script that only reports; nothing wrote it
        let a = actions(&[
            (
                "read_file\nabsolute_path: /home/toni/cantina/ordini/ordini_2025-11.csv",
                Some("date,order,price\n2025-11-03,ORD-2025-0418,6.40"),
            ),
            (
                "run_shell_command\ncommand: python3 -c \"print('in ordini_2025-11.csv 15360.00')\"",
                Some("in ordini_2025-11.csv 15360.00"),
            ),
            (
                "run_shell_command\ncommand: python3 scripts/ead_info.py accise/eAD_0418.xml --detail",
                Some("eAD_0418.xml  25IT00TVW0004418A7731  2400  1800.0"),
            ),
            (
                "run_shell_command\ncommand: python3 tools/ledger.py set-rate purchases/ginger_oct2025.csv --row 5 --rate 38",
                Some("purchases/ginger_oct2025.csv: row 5 rate 36 -> 38"),
            ),
            (
                "bash\ncommand: cd web && npm install --package-lock-only && git status --short",
                Some("added 14 packages\n M web/package-lock.json"),
            ),
            (
                "bash\ncommand: python3 gerar_recibos.py --doacao G-77120",
                Some("Gerado 1 recibo: recibos/2026-11/REC-2026-11-0412.pdf"),
            ),
            (
                "bash\ncommand: sed -i 's/6.40/6.20/' prices/list_2025.csv",
                Some(""),
            ),
        ]);
        let unmade = |e: &str, section: &str| a.unmade_claim(e, section, Mark::None);
        assert!(unmade(
            "MODIFIED: /home/toni/cantina/ordini/ordini_2025-11.csv — Nordvin price changed to €6.20.",
            "Files"
        ));
        assert!(unmade(
            "MODIFIED: /home/toni/cantina/accise/eAD_0418.xml — declared quantity cut.",
            "Files"
        ));
        assert!(unmade("accise/eAD_0418.xml", "modified-files"));
        // a subcommand that changes data, git's status letter, a script's report in
        // Portuguese, `sed -i`
        assert!(!unmade("purchases/ginger_oct2025.csv", "modified-files"));
        assert!(!unmade("web/package-lock.json", "modified-files"));
        assert!(!unmade(
            "MODIFIED: recibos/2026-11/REC-2026-11-0412.pdf (regenerated for G-77120)",
            "Files"
        ));
        assert!(!unmade("MODIFIED: prices/list_2025.csv (6.20)", "Files"));
        // a file listed as created keeps the looser reading: any call or output naming it
        assert!(!unmade("CREATED: accise/eAD_0418.xml", "Files"));
    }

    #[test]
    fn writes_the_review_named_back_a_file_listed_as_changed() {
        // review of session 49: a loop, a patch through the shell, a diffstat, a formatter's
        // report; a dry run and a formatter's `(unchanged)` do not
        let a = actions(&[
            (
                "bash\ncommand: for f in src/a.py src/b.py; do sed -i 's/x/y/' \"$f\"; done",
                Some(""),
            ),
            (
                "shell\ncommand: apply_patch *** Begin Patch\n*** Update File: src/c.py\n@@\n-x\n+y\n*** End Patch",
                Some("Success."),
            ),
            (
                "bash\ncommand: git show --stat HEAD",
                Some(" src/d.py | 4 ++--\n 1 file changed"),
            ),
            ("bash\ncommand: black src/e.py", Some("reformatted src/e.py")),
            (
                "bash\ncommand: python3 fix_prices.py data/p.csv --dry-run",
                Some("would change 3 rows in data/p.csv"),
            ),
            (
                "bash\ncommand: npx prettier --check web/f.js",
                Some("web/f.js 20ms (unchanged)"),
            ),
        ]);
        let unmade = |e: &str| a.unmade_claim(e, "modified-files", Mark::None);
        for f in ["src/a.py", "src/b.py", "src/c.py", "src/d.py", "src/e.py"] {
            assert!(!unmade(f), "{f}");
        }
        assert!(unmade("data/p.csv"));
        assert!(unmade("web/f.js"));
    }

    #[test]
    fn a_record_in_a_document_named_for_it_is_written() {
        // review of session 49: an edit of the decisions file records the decision
        let a = actions(&[(
            "Edit\nfile_path: docs/DECISIONS.md\nold_string: ## 2025\nnew_string: ## 2025\n- use Postgres 16",
            Some("The file docs/DECISIONS.md has been updated."),
        )]);
        assert!(!a.unmade_claim(
            "Recorded the decision in docs/DECISIONS.md",
            "Done",
            Mark::None
        ));
    }

    #[test]
    fn money_moved_by_a_party_an_identifier_names_is_not_the_agents_act() {
        // blind round s70A: a Pi key decision on what a member is paid
        assert_eq!(
            own_act("**Ч-03 paid only for accepted milk**: 6,510 l, nothing for П-0417-03."),
            None
        );
        assert_eq!(
            own_act("Paid BILL-0419 in full."),
            Some(super::super::polarity::stem("pay"))
        );
        // a log line's date or label before the verb is no party
        assert_eq!(
            own_act("2025-11-03: Paid INV-2291 in full."),
            Some(super::super::polarity::stem("pay"))
        );
        // blind round s71B: the refund of XL-1042 did not refund XL-1057, whose call was a dry
        // run
        let a = actions(&[
            (
                "shell\ncommand: python3 sync/refund.py XL-1042 --full --reason damaged",
                Some("refund RF-22081 created: XL-1042, Q 1,450.00 to card ****4417, status: processed"),
            ),
            (
                "shell\ncommand: python3 sync/refund.py XL-1057 --amount 450.00 --reason damaged --dry-run",
                Some("DRY RUN: refund Q 450.00 to card ****0926 for XL-1057 (reason: damaged)\nnothing changed"),
            ),
        ]);
        let done = |e: &str| !a.unmade_claim(e, "Done", Mark::None);
        assert!(!done(
            "Refunded Q 450.00 on XL-1057 (half of the huipil) to card ****0926."
        ));
        assert!(done(
            "Refunded Q 1,450.00 on XL-1042 to card ****4417 (RF-22081)."
        ));
    }

    #[test]
    fn recorded_and_registered_are_acts() {
        // blind round s70A: a dry run recorded nothing (a voucher written beside it whose text
        // says `not yet recorded` still counts: a document's words are read as they are, and
        // reading their negation deleted two true entries of the trial records, "Inês books a
        // restaurant" and "NOT migrated" in documents written beside the real acts)
        let b = actions(&[(
            "exec\ncommand: python3 tools/cashbook.py add --voucher CV-2025-1043 --dry-run",
            Some("DRY RUN: would record CV-2025-1043\nnothing written (dry run)"),
        )]);
        assert!(b.unmade_claim(
            "Recorded CV-2025-1043 in the cashbook.",
            "Decisions",
            Mark::None
        ));
        // blind round s70B: `registered` is read as an act
        assert!(b.unmade_claim(
            "Registered credit note NC-2025-037 for €3,720.00.",
            "Done",
            Mark::None
        ));
    }

    #[test]
    fn a_field_named_for_the_act_with_the_entrys_time_reports_it() {
        // trials s37C: the job's output stamps the submission
        let a = actions(&[(
            "bash\ncommand: zt-cli ttl apply --plan ttl-plan.json",
            Some("{\n  \"job_id\": \"ztj_0f93a1c7\",\n  \"submitted_at\": \"2024-11-14T10:52:07Z\",\n  \"finished_at\": \"2024-11-14T10:52:12Z\"\n}"),
        )]);
        assert!(!failed(
            &a,
            "The lowering was submitted at 10:52 UTC on 14 November 2024.",
            "Progress"
        ));
        // another time, or the act denied, is no report of it
        assert!(failed(
            &a,
            "The lowering was submitted at 11:40 UTC on 14 November 2024.",
            "Progress"
        ));
        let denied = actions(&[(
            "bash\ncommand: zt-cli ttl plan",
            Some("plan ready 10:52 - not submitted"),
        )]);
        assert!(failed(
            &denied,
            "The lowering was submitted at 10:52 UTC.",
            "Progress"
        ));
    }

    #[test]
    fn a_git_act_is_made_by_a_git_line_that_holds_it() {
        // blind round s39A: the branch was committed, not pushed ("но не пушь")
        let a = actions(&[(
            "bash\ncommand: git checkout -b deps/numpy2 && git add tools/etl-runner/pyproject.toml && git commit -m 'deps: numba 0.61.0'",
            Some("Switched to a new branch 'deps/numpy2'\n[deps/numpy2 8f41c2d] deps: numba 0.61.0\n 4 files changed"),
        )]);
        assert!(failed(
            &a,
            "Pushed deps/numpy2 and opened a draft MR.",
            "Progress / Done"
        ));
        assert!(!failed(
            &a,
            "Committed the changes to deps/numpy2.",
            "Progress / Done"
        ));
        let pushed = actions(&[(
            "bash\ncommand: git push -u origin deps/numpy2",
            Some("branch 'deps/numpy2' set up to track 'origin/deps/numpy2'."),
        )]);
        assert!(!failed(&pushed, "Pushed deps/numpy2.", "Progress / Done"));
        // "pushed" a date is no git act (s14D): the update call that names the deal made it
        let dates = actions(&[(
            "crm_update\ndeal_id: D-4471\nclose_date: 2025-09-30",
            Some("{\"ok\": true}"),
        )]);
        assert!(!failed(
            &dates,
            "Pushed the close dates of D-4471 (Halvorsen Logistics) to 2025-09-30.",
            "Progress / Done"
        ));
        assert!(names_git_thing("Pushed commit 4e7a2c1 to origin/main."));
        assert!(!names_git_thing(
            "Pushed the close dates of D-4471 to 2025-09-30."
        ));
        // blind round s65A: the call's description says "(no push)"; its command commits
        let described = actions(&[(
            "Bash\ncommand: git add ordini && git commit -m \"ORD-2025-044 in W48\" && git status -sb\ndescription: Commit changes locally (no push)",
            Some("[main 4e7a2c1] ORD-2025-044 in W48\n 6 files changed\n## main...origin/main [ahead 1]"),
        )]);
        assert!(failed(
            &described,
            "Pushed commit 4e7a2c1 to origin/main so Sandri and Tonin can see the new plan.",
            "Current Work"
        ));
    }

    #[test]
    fn a_heredoc_writes_a_document_and_sends_nothing() {
        let unmade = |a: &Actions, e: &str| {
            a.unmade_claim(e, "What was done", super::super::section::Mark::of("", e))
        };
        // blind round s65B: a draft e-mail written by `cat > … <<'EOF'` with a `To:` line
        let draft = actions(&[(
            "shell\ncommand: bash -lc mkdir -p drafts && cat > drafts/email_henriquez_CLM-0912.txt <<'EOF'\nTo: mark.henriquez@gmail.com\nSubject: CLM-0912\n\nEstimado Mr. Henriquez,\nEOF\nls -l drafts\nworkdir: /home/shanella/ops",
            Some("total 8\n-rw-r--r-- 1 shanella staff 589 Mar 31 09:02 email_henriquez_CLM-0912.txt"),
        )]);
        assert!(unmade(
            &draft,
            "Emailed the CLM-0912 damage notice to mark.henriquez@gmail.com."
        ));
        assert!(!unmade(
            &draft,
            "Wrote the CLM-0912 draft to drafts/email_henriquez_CLM-0912.txt."
        ));
        // a release list written to a file released nothing
        let list = actions(&[(
            "shell\ncommand: bash -lc cat > release_list.csv <<'EOF'\nres_id,amount_usd\nRES-3301,250.00\nEOF\nwc -l release_list.csv && awk -F, 'NR>1{s+=$2} END{print s}' release_list.csv\nworkdir: /home/shanella/ops",
            Some("2 release_list.csv\n250"),
        )]);
        assert!(unmade(
            &list,
            "Released the RES-3301 deposit through the Fidelity API."
        ));
        // nor does a patch that adds a script printing RELEASE lines
        let patch = actions(&[(
            "shell\ncommand: apply_patch *** Begin Patch\n*** Add File: scripts/deposit_report.py\n+print('RELEASE', res_id, amount)\n*** End Patch",
            Some("Success. Updated the following files:\nA scripts/deposit_report.py"),
        )]);
        assert!(unmade(
            &patch,
            "Released the five cleared deposits through the Fidelity API."
        ));
        // a here-document piped to a program that sends is a message sent
        let sent = actions(&[(
            "bash\ncommand: cat <<'EOF' | sendmail -t\nTo: mark.henriquez@gmail.com\nSubject: CLM-0912\nEOF",
            Some(""),
        )]);
        assert!(!writes_by_heredoc(&sent.calls[0].args));
        assert!(!unmade(
            &sent,
            "Emailed the CLM-0912 damage notice to mark.henriquez@gmail.com."
        ));
    }

    #[test]
    fn a_tool_tag_names_no_object_and_an_adjective_undoes_nothing() {
        let unmade = |a: &Actions, e: &str, section: &str| {
            a.unmade_claim(e, section, super::super::section::Mark::of("", e))
        };
        // blind round s65B: the one send_message call went to another distributor
        let a = actions(&[(
            "send_message\nplatform: email\ntarget: marc.gillet@distri-ardennaise.be\nsubject: OB-2412 - Brune d'Ardenne",
            Some("{\"success\": true, \"message_id\": \"<20241031T1642.8f3a@brassene.be>\"}"),
        )]);
        assert!(unmade(
            &a,
            "SEND a reminder to Bières de Wallonie SA to confirm OB-2414 [tool: send_message]",
            "Completed Actions"
        ));
        assert!(!unmade(
            &a,
            "SEND the OB-2412 delivery dates to Marc Gillet [tool: send_message]",
            "Completed Actions"
        ));
        assert!(unmade(
            &a,
            "EMAIL the October report to Françoise Henrard [tool: send_message]",
            "Completed Actions"
        ));
        assert_eq!(
            named_recipient("Sent the dates to Marc Gillet."),
            ["marc", "gillet"]
        );
        assert!(named_recipient("Sent the dates to the supplier and Marc.").is_empty());
        // the tool a tag names made the step: a draft is no send (s55B)
        let draft = actions(&[
            (
                "email_draft\nto: mere.paora@example.nz\nsubject: October invoices",
                Some("{\"status\": \"draft\"}"),
            ),
            (
                "send_message\ntarget: accounts@example.nz\nmessage: Mere Paora October invoices",
                Some("{\"success\": true}"),
            ),
        ]);
        assert!(unmade(
            &draft,
            "Emailed Mere Paora a summary of the October invoices. [tool: email_draft]",
            "Completed Actions"
        ));
        assert_eq!(tag_tool("X [tool: send_message]"), Some("send_message"));
        assert_eq!(
            hermes_report("RENDER the declaration PDF with excise/render_pdf.py [tool: terminal]"),
            "rendered the declaration PDF with excise/render_pdf.py"
        );
        // blind round s65B: "with pending vouchers" names the farmers, no step left undone
        assert!(claims_done(
            "Sent the SMS reminders to the farmers with pending vouchers."
        ));
        assert!(claims_done("Retried the failed jobs."));
        assert!(!claims_done("Sent the SMS reminders, two still pending."));
        assert!(!claims_done(
            "The status post to #inc-2291 failed with not_in_channel."
        ));
        assert!(!claims_done("Upload failed with a 403."));
    }

    #[test]
    fn a_file_name_holds_no_verb() {
        assert_eq!(
            without_paths("File created successfully at: /home/b/drafts/email_P-121.md"),
            "File created successfully at: path"
        );
        assert_eq!(
            without_paths("Wrote email_P-121.md and sent it."),
            "Wrote path and sent it."
        );
        assert_eq!(
            without_paths("Draft saved (email_P-121.md)."),
            "Draft saved path"
        );
        for kept in [
            "Emailed 2 of 3, e.g. Ana.",
            r#"{"status":"sent","to":"conor@x.ie","url":"https://api.x.io/m/1"}"#,
            r#"{"ok":true,"status":"sent","attachment":"invoice_12.pdf"}"#,
            "Mailed conor.kermode@gmail.com",
        ] {
            assert_eq!(without_paths(kept), kept);
        }
        assert!(file_writer("Write") && file_writer("write_file") && file_writer("MultiEdit"));
        assert!(!file_writer("send_file") && !file_writer("gmail_create_draft"));
        assert!(!file_writer("send_invoice") && !file_writer("upload_file"));
    }

    #[test]
    fn acts_no_message_query_or_update_can_make() {
        let unmade = |a: &Actions, e: &str, section: &str| {
            a.unmade_claim(e, section, super::super::section::Mark::of("", e))
        };
        // blind round s55A: only a draft was saved for a report said e-mailed to a name
        // with its address in brackets
        let draft = actions(&[(
            "gmail_create_draft\nto: serkan.demir@zozan-transit.example\nsubject: Tyre report week 11",
            Some("{\"id\": \"r-88\", \"status\": \"draft saved\"}"),
        )]);
        assert!(unmade(
            &draft,
            "Report e-mailed to Serkan Demir (serkan.demir@zozan-transit.example).",
            "Progress / Done"
        ));
        // blind round s55A: the tickets said deleted were only put on hold
        let update = actions(&[(
            "bash\ncommand: psql -c \"UPDATE weighbridge_tickets SET status='HOLD' WHERE ticket_id IN ('T1','T2','T3')\"",
            Some("UPDATE 3"),
        )]);
        let deleted =
            "After the hold, the three duplicate tickets were deleted from weighbridge_tickets.";
        assert!(unmade(&update, deleted, "Progress / Done"));
        let delete = actions(&[(
            "bash\ncommand: psql -c \"DELETE FROM weighbridge_tickets WHERE ticket_id IN ('T1','T2','T3')\"",
            Some("DELETE 3"),
        )]);
        assert!(!unmade(&delete, deleted, "Progress / Done"));
        // a message that names a bill did not pay it; a payment call did
        let mail = actions(&[(
            "send_email\nto: aroha@example.nz\nbody: BILL-0419: approved, payment scheduled Fri 10 Oct.",
            Some("{\"status\": \"sent\"}"),
        )]);
        let paid = "Paid BILL-0419 to Rangitaiki Marquee & Hire in full.";
        assert!(unmade(&mail, paid, "Progress / Done"));
        let pay = actions(&[(
            "bash\ncommand: ledgerly bill pay BILL-0419",
            Some("{\"bill\": \"BILL-0419\", \"paid\": true}"),
        )]);
        assert!(!unmade(&pay, paid, "Progress / Done"));
        // blind round s68A: a draft a write tool saved was not e-mailed
        let written = actions(&[(
            "Write\nfile_path: /home/b/drafts/email_P-121.md\ncontent: To: conor.kermode@gmail.com\nSubject: deposit query (P-121)\n\nDear Conor,",
            Some("File created successfully at: /home/b/drafts/email_P-121.md"),
        )]);
        assert!(unmade(
            &written,
            "drafts/email_P-121.md was emailed to conor.kermode@gmail.com.",
            "Current Work"
        ));
        assert!(!unmade(
            &written,
            "Wrote the P-121 draft to drafts/email_P-121.md for conor.kermode@gmail.com.",
            "Current Work"
        ));
        // blind round s55B: a file list line whose file only a query named
        let query = actions(&[(
            "bash\ncommand: sqlite3 ledger.db \"SELECT lot, rough_ct FROM lots WHERE lot='A18'\"",
            Some("A18|38.07"),
        )]);
        assert!(unmade(
            &query,
            "MODIFIED: `ledger.db` (A18 rough corrected to 38.15 ct to match the memo)",
            "Files"
        ));
    }

    #[test]
    fn a_change_reported_done_that_no_call_made() {
        // trials s34B: the user said to commit nothing yet; the agent edited and looked
        let a = actions(&[
            (
                "edit_file\npath: .latexmkrc\nold: $biber = 'biber';\nnew: $biber = '/opt/texlive/2024/bin/x86_64-linux/biber';",
                Some("Edited .latexmkrc (1 line)"),
            ),
            ("bash\ncommand: git status --short", Some(" M .latexmkrc\n M references.bib")),
        ]);
        assert!(failed(
            &a,
            "The changes were committed as \"Fix biber path and bib errors\".",
            "Completed"
        ));
        assert!(failed(
            &a,
            "Emailed the build log to Dr. Novak.",
            "Completed"
        ));
        // the call that made it: the verb in its command, a messaging call, the file it edited
        let mut with = a.clone();
        with.calls.extend(
            actions(&[
                (
                    "bash\ncommand: git commit -am 'Fix biber path'",
                    Some("[thesis 3f2a9c1] Fix biber path\n 2 files changed"),
                ),
                (
                    "send_email\nto: novak@uni.example\nsubject: build log",
                    Some("{\"status\": \"sent\"}"),
                ),
            ])
            .calls,
        );
        assert!(!failed(
            &with,
            "The changes were committed as \"Fix biber path and bib errors\".",
            "Completed"
        ));
        assert!(!failed(
            &with,
            "Emailed the build log to Dr. Novak.",
            "Completed"
        ));
        assert!(!failed(
            &a,
            "Updated `.latexmkrc` so that biber comes from TeX Live 2024.",
            "Completed"
        ));
        // blind round s37B: a note written to a file that names its recipient is not sent
        let a = actions(&[(
            "write_file\npath: payroll/2025-10/approval_note.md\ncontent: Paweł Górski, please approve the October payroll run.",
            Some("Wrote 412 bytes"),
        )]);
        // (without its auxiliary a passive reads as a subject and its verb: "EDI messages
        // dropped to zero" is the world's act, so "Approval note sent to Paweł" is not read)
        assert!(!failed(
            &a,
            "Approval note sent to Paweł Górski.",
            "Completed"
        ));
        assert!(failed(
            &a,
            "The note was saved to payroll/2025-10/approval_note.md and e-mailed to Paweł.",
            "Completed"
        ));
        assert!(!failed(
            &a,
            "The note was saved to payroll/2025-10/approval_note.md for Paweł.",
            "Completed"
        ));
        // a draft is not a message sent, and a message to someone else does not tell this
        // one (a new user's trial, session 30)
        let a = actions(&[
            (
                "email_draft\nto: commandes@brasserie-saone.example\nsubject: Commande déjeuner\nbody: 83 déjeuners à 18,40 €",
                Some("{\"ok\": true, \"draft_id\": \"DR-2093\", \"status\": \"draft\"}"),
            ),
            (
                "edit_file\npath: docs/speakers.md\nold: Keynote: TBD\nnew: Keynote: 14:00–14:45 CEST = 08:00–08:45 EDT",
                Some("edited docs/speakers.md (+1 -1)"),
            ),
        ]);
        assert!(failed(
            &a,
            "The lunch order was e-mailed to the brasserie.",
            "Completed"
        ));
        assert!(failed(
            &a,
            "Told the keynote speaker her time by e-mail.",
            "Completed"
        ));
        assert!(!failed(
            &a,
            "Drafted the lunch order to the brasserie as DR-2093.",
            "Completed"
        ));
        // the times a document holds are not a message that told them
        assert!(failed(
            &a,
            "Told the keynote speaker her time, 08:00 to 08:45 EDT, by e-mail.",
            "Completed"
        ));
        let a = actions(&[(
            "write_file\npath: notes/dm_hanna.md\ncontent: Hi Hanna, could you review PR #815?",
            Some("wrote 118 bytes to notes/dm_hanna.md"),
        )]);
        assert!(failed(
            &a,
            "DM'd Hanna asking her to review PR #815.",
            "Completed"
        ));
        let mut with = a.clone();
        with.calls.extend(
            actions(&[(
                "send_email\nto: keynote@nyc.example\nsubject: Your keynote time\nbody: 08:00 EDT",
                Some("{\"status\": \"sent\"}"),
            )])
            .calls,
        );
        assert!(!failed(
            &with,
            "Told the keynote speaker her time by e-mail.",
            "Completed"
        ));
        // someone's consent that no source reports (a new user's trial, session 30)
        let a = actions(&[(
            "slack_post\nchannel: D04THEO77\ntext: Salut Théo, peux-tu préparer 83 badges ?",
            Some("{\"ok\": true, \"channel\": \"D04THEO77\"}"),
        )]);
        assert!(failed(
            &a,
            "Théo confirmed the badges will be ready by 2025-06-11.",
            "Progress"
        ));
        assert!(failed(&a, "Hanna has approved release 2.4.0.", "Progress"));
        let mut with = a.clone();
        with.calls.extend(
            actions(&[(
                "slack_read\nchannel: D04THEO77",
                Some("Théo: ok, les badges seront prêts le 11/06"),
            )])
            .calls,
        );
        with.reports
            .push("Théo: ok, les badges seront prêts le 11/06".into());
        assert!(!failed(
            &with,
            "Théo confirmed the badges will be ready by 2025-06-11.",
            "Progress"
        ));
        assert!(!failed(
            &a,
            "User approved the refund of the €249 charge.",
            "Progress"
        ));
        // someone else's act, with a name for its subject, that a read mailbox reports
        let mut a = a;
        a.reports
            .push("Re: invoice — Rakesh Iyer replied 12 Oct: revised invoice attached".into());
        a.reports
            .push("From: Ana Lima\nSubject: Re: approval note\nAccepted, the note is fine.".into());
        assert!(!failed(
            &a,
            "Rakesh replied on 12 Oct with the revised invoice.",
            "Findings"
        ));
        assert!(!failed(
            &a,
            "Ana Lima replied that the note is fine.",
            "Findings"
        ));
        // trials s18T: the booking call's output holds the event the entry names
        let a = actions(&[(
            "calendar_create_event\nstart: 2025-04-15T16:30:00+02:00\nend: 2025-04-15T17:00:00+02:00\ntitle: NDA redline call",
            Some("{\"id\": \"ev-20250415-nda\", \"status\": \"confirmed\"}"),
        )]);
        assert!(!failed(
            &a,
            "Booked the call for Tue 15 April, event ev-20250415-nda.",
            "Completed"
        ));
        // someone else's act, which an output reports in another language
        assert!(!failed(
            &a,
            "KR-117 was moved in May because of a construction site.",
            "Findings"
        ));
        // a step the user reports having taken
        let mut sources = vec![source(
            SourceKind::ToolCall,
            Some("c0"),
            "bash\ncommand: git log -1",
        )];
        sources.push(source(SourceKind::ToolOutput, Some("c0"), "commit 3f2a9c1"));
        sources.push(source(
            SourceKind::UserTurn,
            None,
            "I pushed the hotfix branch to origin myself.",
        ));
        let a = Actions::parse(&sources);
        assert!(!failed(
            &a,
            "Pushed the hotfix branch to origin.",
            "Completed"
        ));
        // an act that only reads or looks is not one of the agent's own changes
        assert!(!failed(
            &a,
            "Checked the hotfix branch against origin.",
            "Completed"
        ));
    }

    #[test]
    fn a_step_reported_done_whose_call_failed() {
        // fresh-user trials (session 14)
        let a = actions(&[
            ("slack_post\nchannel: #inc-2291\ntext: reverted maxPollRecords 2000 to 500 (5d02b7e)",
             Some(r#"{"ok": false, "error": "not_in_channel"}"#)),
            ("jira_create_issue\nproject: OPS\nsummary: Add OOMKilled alert\nlabels: inc-2291",
             Some(r#"{"id":"10482","key":"OPS-4519"}"#)),
        ]);
        assert!(failed(
            &a,
            "Status update posted to #inc-2291 after the rollout",
            "Decisions"
        ));
        // a dry run that names the same day and time acts on another thing, and a participle
        // after `are` states how things stand (a new user's blind trial, session 19)
        let curl = actions(&[
            ("bash\ncommand: dlq-replay --from orders.dlq --first-death-after 2025-12-01T05:45:12Z --dry-run",
             Some("would publish 51840 messages\nERROR: no messages were moved")),
        ]);
        assert!(!failed(
            &curl,
            "First rejection logged at 2025-12-01 05:48:10 UTC, three minutes after the rollout at 05:45:12 UTC, replayed from orders.dlq",
            "Critical Context"
        ));
        assert!(!failed(
            &curl,
            "Six consumers are attached to orders.dlq, all replayed",
            "Critical Context"
        ));
        assert!(date_or_time("2025-12-01") && date_or_time("05:45:12") && date_or_time("2025"));
        assert!(!date_or_time("5127") && !date_or_time("inc-5127"));
        // a post that names its channel only by its id is singled out by its text (a new
        // user's blind trial, session 19)
        let by_id = actions(&[
            ("mcp__slack__slack_post_message\nchannel_id: C07INCCASS11\ntext: Status 11:05 CET (OPS-7719): repair on a3 finished OK",
             Some(r#"{"ok":false,"error":"not_in_channel"}"#)),
            ("mcp__slack__slack_join_channel\nchannel_id: C07INCCASS11",
             Some(r#"{"ok":false,"error":"method_not_allowed_for_channel_type"}"#)),
        ]);
        assert!(failed(
            &by_id,
            "Status update posted to #inc-cass-0311",
            "Completed"
        ));
        // and a note written before it that names the incident does not take its place: a
        // document's contents are not what its call acts on
        let with_note = actions(&[
            ("Write\ncontent: # CR-2025-0311: status DRAFT, incident INC-CASS-0311, update the runbook\nfile_path: /home/s/changes/CR-2025-0311-twcs.md",
             Some("File created successfully")),
            ("mcp__slack__slack_post_message\nchannel_id: C07INCCASS11\ntext: Status 11:05 CET (OPS-7719): repair on a3 finished OK",
             Some(r#"{"ok":false,"error":"not_in_channel"}"#)),
        ]);
        assert!(failed(
            &with_note,
            "Status update posted to #inc-cass-0311",
            "Completed"
        ));
        // the words of a message still make no other act of it
        assert!(!failed(&by_id, "Repair on a3 finished OK", "Completed"));
        // an entry that reports the failure, work still open, or a rule is no claim
        assert!(!failed(
            &a,
            "The status post to #inc-2291 failed with not_in_channel",
            "Decisions"
        ));
        assert!(!failed(
            &a,
            "Post the status update to #inc-2291",
            "Open TODOs"
        ));
        // a message that mentions a change does not make it
        assert!(!failed(
            &a,
            "Reverted maxPollRecords to 500 (5d02b7e)",
            "Decisions"
        ));
        // a later successful call of the same tool is a retry
        let retried = actions(&[
            (
                "slack_post\nchannel: #sales-ops\ntext: Q3 cleanup",
                Some(r#"{"ok": false, "error": "not_in_channel"}"#),
            ),
            ("slack_join\nchannel: #sales-ops", Some(r#"{"ok": true}"#)),
            (
                "slack_post\nchannel: C04QK7L2M9P\ntext: Q3 cleanup",
                Some(r#"{"ok": true}"#),
            ),
        ]);
        assert!(!failed(
            &retried,
            "Posted the cleanup summary to #sales-ops",
            "Decisions"
        ));
        // the bare numbers of a time or a date name nothing: the `13` of `13:00` does not
        // make a later failed call about `2024-11-13` the step (a new user's trial, session 15)
        let export = actions(&[
            (
                "run_shell_command\ncommand: python dsar/export.py --source mixpanel",
                Some("ERROR mixpanel export API: HTTP 429\nexit status 2"),
            ),
            (
                "run_shell_command\ncommand: python dsar/export.py --source mixpanel",
                Some("events 18442\nwrote mixpanel.jsonl.gz"),
            ),
            (
                "sheets_append\nspreadsheet: DSAR Register\nvalues: 2024-11-13, exported",
                Some(r#"{"error": {"code": 403, "status": "PERMISSION_DENIED"}}"#),
            ),
        ]);
        assert!(!failed(
            &export,
            "Mixpanel export first hit HTTP 429; the retry after 13:00 CEST succeeded.",
            "recent_actions"
        ));
        // a chain of commands proves no single step failed
        let chain = actions(&[(
            "bash\ncommand: git rm -q tessera/io.py && mypy --strict tessera/io",
            Some("Found 3 errors in 2 files\nExit Code: 1"),
        )]);
        assert!(!failed(
            &chain,
            "DELETED: `tessera/io.py` (`git rm`)",
            "file_system_state"
        ));
        let single = actions(&[(
            "bash\ncommand: vacuumdb --all --analyze-in-stages",
            Some("vacuumdb: error: processing of database \"reporting\" failed"),
        )]);
        assert!(failed(
            &single,
            "`vacuumdb --all --analyze-in-stages` completed for all databases.",
            "Progress / Done"
        ));
        // a goal reports no step (a new user's trial, session 15)
        let email = actions(&[(
            "email_send\nto: marta@x.example\nsubject: sign-off",
            Some(r#"{"ok": false, "error": "smtp_relay_timeout"}"#),
        )]);
        assert!(!failed(
            &email,
            "Set up the campaign and leave it scheduled in paused state until legal signs off",
            "overall_goal"
        ));
        assert!(failed(
            &email,
            "Emailed marta@x.example the copy for sign-off",
            "recent_actions"
        ));
        // a participle used as an adjective claims nothing
        assert!(!claims_done("Everyone travels with one checked bag."));
        assert!(claims_done("Checked the bags of all six travellers."));
    }
}
