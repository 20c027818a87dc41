//! Entries that hold the agent back: "Wait for the landlord's approval before sending the
//! statement", "Keep the notice letter as a draft; do not send it", "Show the user the diff
//! before any commit".
//!
//! Deleting such an entry can free an act the user held back, while keeping a false one costs
//! at most a pause or a question to the user. The judge reads these entries badly when their
//! source is a user turn in another language (the `s40A` blind round: three Hebrew asks written
//! as English TODOs, each deleted) or a turn that retrieval misses, so the pipeline keeps an
//! entry that [`holds_back`] reads as a restraint unless the verifier has something specific
//! against it ([`contested`]: a flip of an instruction, a value found nowhere or in another
//! row, a lifted or weakened rule, a superseded or finished wait, a failed step). This only
//! ever keeps an entry ([`crate::prune::hold_back`]).
//!
//! The reading is of English entries and works on words, not a parse. An entry holds the agent
//! back when, after its list markers (`-`, `3.`, `[TODO]`, `**`):
//! - it opens with a word of waiting or refusing ([`INHERENT`]: wait, hold, pause, stop, do
//!   not, never, nothing is to be …);
//! - it opens with `keep` or `leave` and says what stays put ([`KEPT_AS`]: a draft,
//!   unpublished, unsent, untouched, on hold …);
//! - it states a step of the user's own to come ([`users_own_step`]: "The user will phone
//!   Kaya Lastik tomorrow", "Next steps: the user reviews both drafts");
//! - it opens with a verb that shows, asks or prepares ([`SOFT`]: show, ask, check, confirm,
//!   get, draft, prepare, review, share) and gates the act ([`GATES`]: before any, until, only
//!   after, without sending, for approval, go-ahead …);
//! - it opens with `user` or `the user`, then `will`, `must`, `wants`, `needs`, `should`, `is`
//!   or `has`, a word of consent within four words, and a [`GATES`] phrase ("User will review
//!   the Garnier draft before anything is sent");
//! - or it waits for the user's word: `until`, `once`, `after`, `when`, `unless`, `waits`,
//!   `awaiting`, `pending` followed within four words by a word of consent (confirm, approve,
//!   say, read, review, sign, agree, decide, go-ahead, permission), in an entry that names
//!   `the user` (`the user's`) or `you`.
//!
//! It is not kept by this rule when it names someone the evidence never writes
//! ([`unseen_name`]: "Wait for Taras to sign off", with no Taras in any output or turn).

/// Openings that wait or refuse ("Wait for Elif to approve build 319", "Do not book anything").
const INHERENT: [&[&str]; 14] = [
    &["wait"],
    &["waiting"],
    &["await"],
    &["awaiting"],
    &["hold"],
    &["pause"],
    &["stop"],
    &["do", "not"],
    &["don't"],
    &["never"],
    &["nothing", "is", "to", "be"],
    &["nothing", "may", "be"],
    &["nothing", "should", "be"],
    &["nothing", "must", "be"],
];

/// The words after an opening `hold` that make it the verb: `off`, `back`, a determiner or
/// pronoun as its object (`Hold the build`, `Hold everything`), `until` or `for`.
const HOLD_OBJECTS: [&str; 16] = [
    "off",
    "on",
    "back",
    "until",
    "for",
    "the",
    "all",
    "any",
    "this",
    "that",
    "these",
    "those",
    "it",
    "them",
    "everything",
    "anything",
];

/// What a `keep` or `leave` entry holds in place ("Keep draft drf_8KQ2M7 unpublished").
const KEPT_AS: [&str; 15] = [
    "draft",
    "unpublished",
    "unpushed",
    "unreleased",
    "undeployed",
    "unsent",
    "untouched",
    "unchanged",
    "as-is",
    "read-only",
    "paused",
    "hold",
    "unmerged",
    "alone",
    "disabled",
];

/// Verbs that show, ask or prepare rather than act, restraints only with a [`GATES`] phrase.
const SOFT: [&str; 10] = [
    "show", "ask", "check", "confirm", "get", "draft", "prepare", "present", "review", "share",
];

/// Phrases that gate an act on someone's word ("before any PR", "for approval", "without
/// sending it").
const GATES: [&[&str]; 12] = [
    &["before", "any"],
    &["before", "anything"],
    &["before", "it", "goes"],
    &["only", "after"],
    &["until"],
    &["without", "sending"],
    &["without", "pushing"],
    &["without", "committing"],
    &["without", "merging"],
    &["without", "publishing"],
    &["for", "approval"],
    &["go-ahead"],
];

/// Words that open a wait for someone's word ("until the user confirms", "waits for the
/// user's go-ahead").
const WAITS_FOR: [&str; 10] = [
    "until", "once", "after", "when", "unless", "waits", "waiting", "awaits", "awaiting", "pending",
];

/// Words that keep an act in the user's own hands ("the user will call him personally",
/// "they will push it themselves"). On the labelled records every entry that names the user
/// and one of these words is true (35 of 35 in `examples/trials`, `shared/cases` and
/// compaction_guard, session 38).
const OWN_HANDS: [&str; 6] = [
    "herself",
    "himself",
    "personally",
    "themself",
    "themselves",
    "yourself",
];

/// Whether the entry's words ([`words`]) hold one of [`OWN_HANDS`] (`himself`, `personally`, …).
fn in_own_hands(w: &[String]) -> bool {
    w.iter().any(|x| OWN_HANDS.contains(&x.as_str()))
}

/// Words after an opening `user` / `the user` that make what follows the user's own step to
/// come ("User will review …", "The user wants to approve …"), not one reported done.
const USER_WILL: [&str; 7] = ["will", "must", "wants", "needs", "should", "is", "has"];

/// Stems of consent after a [`WAITS_FOR`] word ("until the user confirms", "after the user has
/// read the draft").
const CONSENT: [&str; 11] = [
    "confirm",
    "approv",
    "say",
    "read",
    "review",
    "sign",
    "agree",
    "decid",
    "ok",
    "go-ahead",
    "permission",
];

/// Whether a word is one of consent: it starts with a stem of [`CONSENT`], or it is `word`
/// ("only when the user gives the word", blind round s69A; the whole word only, not `words`
/// or `WordPress`).
fn consents(y: &str) -> bool {
    y == "word" || CONSENT.iter().any(|c| y.starts_with(c))
}

/// An entry's text after its list markers, status tags and bold (`- `, `3. `, `[TODO] `, `**`).
pub(super) fn body(entry: &str) -> &str {
    let mut text = entry.trim_start();
    // list markers, status tags and bold: `- `, `3. `, `[TODO] `, `**`
    loop {
        let t = text.trim_start_matches(['-', '*', '•', '>', '#', ' ']);
        let t = match t.strip_prefix('[').and_then(|r| r.split_once(']')) {
            Some((tag, rest)) if tag.chars().count() <= 20 => rest,
            _ => t,
        };
        let digits = t.trim_start_matches(|c: char| c.is_ascii_digit());
        let t = match digits.strip_prefix(['.', ')']) {
            Some(rest) if digits.len() < t.len() && t.len() - digits.len() <= 2 => rest,
            _ => t,
        };
        if t.len() == text.len() {
            break;
        }
        text = t;
    }
    text
}

/// Connectives an entry may open with before what it says ("Otherwise wait for the user's next
/// instruction", blind round s64A), read past by [`words`].
const CONNECTIVES: [&str; 5] = ["otherwise", "meanwhile", "then", "else", "so"];

/// The lower-case words of an entry after its list markers and an opening connective
/// ([`CONNECTIVES`], followed by a comma or not), with `’` written `'`.
fn words(entry: &str) -> Vec<String> {
    let mut w: Vec<String> = body(entry)
        .replace('’', "'")
        .to_lowercase()
        .split(|c: char| !(c.is_alphanumeric() || c == '\'' || c == '-'))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect();
    if w.len() > 2 && CONNECTIVES.contains(&w[0].as_str()) {
        w.remove(0);
    }
    w
}

/// Whether `words` open with `phrase`.
fn opens_with(words: &[String], phrase: &[&str]) -> bool {
    words.len() >= phrase.len() && words.iter().zip(phrase).all(|(a, b)| a == b)
}

/// Whether `words` holds `phrase` as consecutive words.
fn has(words: &[String], phrase: &[&str]) -> bool {
    words
        .windows(phrase.len())
        .any(|w| w.iter().zip(phrase).all(|(a, b)| a == b))
}

/// Whether words open with a refusal: `do not`, `do nothing`, `don't`, `never`, or a verb whose object is
/// `nothing` ("send nothing to patients"). [`holds_back`] reads the first two among its
/// [`INHERENT`] openings, the last here.
fn refusal(w: &[String]) -> bool {
    match w.first().map(String::as_str) {
        Some("don't" | "never") => true,
        // `do nothing` ("Do nothing more today", blind round s67B) as `do not`
        Some("do") => w.get(1).is_some_and(|x| x == "not" || x == "nothing"),
        Some(v) => super::section::is_verb(v) && w.get(1).is_some_and(|x| x == "nothing"),
        None => false,
    }
}

/// Verbs that report what the user said ("The user said not to …", "User asked us never to
/// …"), read by [`reported_refusal`].
const REPORTS: [&str; 12] = [
    "said",
    "says",
    "asked",
    "asks",
    "told",
    "tells",
    "wrote",
    "writes",
    "instructed",
    "requested",
    "insisted",
    "wants",
];

/// Whether words open with the user's refusal reported: `user` or `the user`, a verb of
/// [`REPORTS`] (after `explicitly`, `has` or `had`, or not), an object (`us`, `me`, `you`,
/// `them`, `the agent`) or none, then `not to`, `never to` or `nothing` with no `about`, `of`,
/// `on` or `else` after it: "The user said not to change anything in
/// the spreadsheet" (blind round s71B, the ask written in K'iche', which no evidence word
/// matches), "User asked not to post in #data-eng-alerts until …". Two such entries in
/// `examples/trials`, both true (session 50). Read by [`holds_back`].
fn reported_refusal(w: &[String]) -> bool {
    let mut i = match (w.first().map(String::as_str), w.get(1).map(String::as_str)) {
        (Some("user"), _) => 1,
        (Some("the"), Some("user")) => 2,
        _ => return false,
    };
    let at = |i: usize| w.get(i).map_or("", String::as_str);
    if matches!(at(i), "explicitly" | "has" | "had") {
        i += 1;
    }
    if !REPORTS.contains(&at(i)) {
        return false;
    }
    i += 1;
    match at(i) {
        "us" | "me" | "you" | "them" => i += 1,
        "the" if at(i + 1) == "agent" => i += 2,
        _ => {}
    }
    match at(i) {
        "not" | "never" => at(i + 1) == "to",
        // "The user said nothing about the deadline" refuses nothing
        "nothing" => !matches!(at(i + 1), "about" | "of" | "on" | "else" | "regarding"),
        _ => false,
    }
}

/// Whether an entry holds the agent back ([`holds_back`]) or a clause of it after a `;`
/// refuses or keeps something as it is ([`refusal`], [`keeps`]: "Leave patient communication
/// to reception; send nothing to patients", "Fix the export; do not push it", "Phone Kaya
/// Lastik tomorrow; keep their e-mail unsent until then"); a clause after `but` or a `: `
/// likewise ("Prepare the payment distinta but send nothing to the bank: the user makes the
/// transfers tomorrow"); or the entry brings word to the user before an act
/// ([`tells_user_first`]). Such an entry may hold work that a call does (the fix), so only
/// [`crate::prune::hold_back`] reads it, never whether the work is done.
pub fn holds_back_in_part(entry: &str) -> bool {
    // the clauses after a `;` and those in brackets ("Draft the note (do not send it)")
    let bracketed = entry
        .split('(')
        .skip(1)
        .filter_map(|rest| rest.split_once(')').map(|(inside, _)| inside));
    // a clause after `but` or a `:` ("Prepare the payment distinta but send nothing to the
    // bank: the user makes the transfers tomorrow", blind round s69A)
    let after_but = entry.split(" but ").skip(1);
    let after_colon = entry.split(": ").skip(1);
    holds_back(entry)
        || entry
            .split(';')
            .skip(1)
            .chain(bracketed)
            .chain(after_but)
            .chain(after_colon)
            .any(|clause| {
                let w = words(clause);
                withholds(&w) || keeps(&w) || users_own_step(&w)
            })
        || entry
            .split(',')
            .skip(1)
            .any(|clause| withholds(&words(clause)))
        || {
            let w = words(entry);
            leaves_to_user(&w) || stays_put(&w) || gated_on_event(&w) || tells_user_first(&w)
        }
}

/// Verbs that bring word to the user before an act ("Tell the user before generating any
/// e-way bill"), read by [`tells_user_first`].
const TELLS: [&str; 7] = ["tell", "inform", "notify", "ask", "warn", "alert", "ping"];

/// Whether words open with a verb that tells or asks the user ([`TELLS`], then `the user`,
/// `user` or `you`) and later say `before` and an act (a gerund, `any`, `anything`, or a
/// pronoun: not a deadline, "Tell the user before Friday"): the user hears of the act first ("Tell the user
/// before generating any e-way bill", blind round s69A, the ask written in Mizo). Read by
/// [`holds_back_in_part`] only.
fn tells_user_first(w: &[String]) -> bool {
    let Some(first) = w.first() else {
        return false;
    };
    let object = match (w.get(1).map(String::as_str), w.get(2).map(String::as_str)) {
        (Some("the"), Some("user")) => 3,
        (Some("user" | "you"), _) => 2,
        _ => 0,
    };
    // `before` and an act (a gerund, `any`, `anything`, or a pronoun and its verb), not a
    // deadline ("Tell the user before Friday")
    let act_follows = |x: &str| {
        x.ends_with("ing")
            || matches!(
                x,
                "any" | "anything" | "you" | "we" | "i" | "it" | "they" | "he" | "she"
            )
    };
    TELLS.contains(&first.as_str())
        && object > 0
        && w[object..]
            .windows(2)
            .any(|p| p[0] == "before" && act_follows(&p[1]))
}

/// Whether two consecutive words gate an act: `only after`, `only once`, `only when`, `not
/// before`, `not until`, or `no earlier` / `not earlier` (than). Read with a consent after it
/// by [`holds_back`] and alone by [`gated_on_event`].
fn gates(first: &str, second: &str) -> bool {
    matches!(
        (first, second),
        ("only", "after" | "once" | "when")
            | ("not", "before" | "until" | "earlier")
            | ("no", "earlier")
    )
}

/// Whether words gate an act on someone's consent: a gate ([`gates`]: `only after`, `only
/// when`, `not before` …) followed within five words by a word of consent ([`CONSENT`]: "Send
/// the notice to Jonas Weber only after Rebwar has approved", "Book Trasporti Etnei for L-0818
/// only when the user gives the word").
fn gated_on_consent(w: &[String]) -> bool {
    w.windows(2)
        .enumerate()
        .any(|(i, p)| gates(&p[0], &p[1]) && w[i + 2..].iter().take(5).any(|y| consents(y)))
}

/// Whether words gate an act on an event, whoever does it: `only after`, `only once`,
/// `only when`, `not before` or `not until` in an entry that does not open with a past form
/// ("Pay Abilio only after Domingos's payment list comes out", "Retry the invoice on Monday,
/// not before"). On the labelled records 44 of 47 such entries are true (session 42; the three
/// others are rules: "promote only after 30 minutes under SLO"). Unlike a gate on someone's
/// consent ([`holds_back`]), this is read by [`holds_back_in_part`] only: it keeps an entry
/// the verifier has nothing specific against and changes no feature.
fn gated_on_event(w: &[String]) -> bool {
    w.first()
        .is_some_and(|first| !super::section::past_form(first))
        && w.windows(2).any(|p| gates(&p[0], &p[1]))
}

/// [`stays_put`] for an entry's text: whether it says that something stays as it is ("invoice
/// INV-RN-2025-018 stays unsent"). Read by [`super::progress::Actions::done`]: no call does
/// such an entry's work.
pub fn says_it_stays(entry: &str) -> bool {
    stays_put(&words(entry))
}

/// Whether words say that something stays as it is: `stays`, `stay`, `remains`, `remain` or
/// `kept`, then within two words one of [`KEPT_AS`] ("it stays unsent", "the e-mail stays a
/// draft", "sess:* stays untouched until Jonas approves"). On the labelled records 32 of 34
/// entries that say so are true, and the two others were kept by the verifier (session 42).
/// Read by [`holds_back_in_part`] and, for a whole entry, [`says_it_stays`].
fn stays_put(w: &[String]) -> bool {
    w.iter().enumerate().any(|(i, x)| {
        matches!(x.as_str(), "stays" | "stay" | "remains" | "remain" | "kept")
            && w[i + 1..]
                .iter()
                .take(3)
                .any(|y| KEPT_AS.contains(&y.as_str()))
    })
}

/// Whether a later clause withholds an act: a refusal ([`refusal`]: "…, never by deleting
/// pods"), `not to be …` ("Short letter to Nyasha Mlambo: draft saved, not to be sent"), or
/// `not sent`, `not yet …`, `unsent` ("e-mail draft drafts/….eml, not sent"). Read after a
/// comma, a `;` or inside brackets by [`holds_back_in_part`]; 40 of 42 labelled entries with
/// such a clause after a comma are true (session 40).
fn withholds(w: &[String]) -> bool {
    let at = |i: usize, x: &str| w.get(i).is_some_and(|y| y == x);
    refusal(w)
        || (at(0, "without") && without_act(w))
        || at(0, "unsent")
        || (at(0, "not") && (at(1, "sent") || at(1, "yet") || (at(1, "to") && at(2, "be"))))
}

/// Whether words hold `without` and the gerund of an act that hands something over or tells
/// someone ("without sending it", "without e-mailing anyone", "without paying", blind round
/// s67A): an act set aside. The gerund's base must be one of the acts of
/// [`super::progress::is_own_act`].
fn without_act(w: &[String]) -> bool {
    w.windows(2).any(|p| {
        p[0] == "without"
            && p[1].strip_suffix("ing").is_some_and(|stem| {
                let stem = stem.replace('-', "");
                [stem.clone(), format!("{stem}e")]
                    .iter()
                    .chain(
                        // a doubled last consonant (`committing`, `submitting`)
                        stem.char_indices()
                            .last()
                            .filter(|&(i, c)| i > 0 && stem[..i].ends_with(c))
                            .map(|(i, _)| stem[..i].to_string())
                            .iter(),
                    )
                    .any(|b| super::progress::is_own_act(b))
            })
    })
}

/// Whether words leave the act to the user, or bring the work to the user first: `for the user
/// to …` ("Write the findings summary for the user to paste into #inc-2291"), an opening `show`
/// with the user as whom it is shown to ("Tomorrow show the user the draft claim"), or a `hold`
/// for someone's consent ("Draft the Discord post and hold it for María's review"). On the
/// labelled records 17 of 18 such entries are true (session 39). Read by
/// [`holds_back_in_part`] only: the work before the hand-over may still be done by a call.
fn leaves_to_user(w: &[String]) -> bool {
    let first = w.iter().position(|x| !LEADS.contains(&x.as_str()));
    let shows = first.is_some_and(|i| {
        w[i] == "show"
            && w[i + 1..]
                .iter()
                .take(4)
                .zip(w[i + 2..].iter())
                .any(|(a, b)| (a == "the" && b == "user") || a == "you")
    });
    let held_for_consent = w
        .iter()
        .enumerate()
        .skip(1)
        .any(|(i, x)| x == "hold" && w[i + 1..].iter().take(5).any(|y| consents(y)));
    has(w, &["for", "the", "user", "to"]) || shows || held_for_consent
}

/// Whether words open with `keep` or `leave` and say what stays put ([`KEPT_AS`]: "keep their
/// e-mail unsent until then", "Leave the draft untouched"; or `as they are`, `as it is`,
/// `as is`: "Leave the other bugs' priorities as they are").
fn keeps(w: &[String]) -> bool {
    w.first().is_some_and(|f| f == "keep" || f == "leave")
        && (w.iter().any(|x| KEPT_AS.contains(&x.as_str()))
            || has(w, &["as", "they", "are"])
            || has(w, &["as", "it", "is"])
            || has(w, &["as", "is"]))
}

/// Whether words state a step of the user's own to come: `user` among the first four words,
/// after only [`LEADS`] (`the`, `next steps`, `tomorrow`), then `will` and a verb of acting
/// (not [`NOT_ACTS`]: "The user will phone Kaya Lastik tomorrow") or a verb of acting in the
/// present ("Next steps: the user reviews both drafts tomorrow morning"). On the labelled
/// records every such entry is true (36 of 36 in `examples/trials`, session 39), while the
/// user's past consent ("The user approved …", "The user allowed …") and wishes ("The user
/// wants …") are often invented and are not read here.
fn users_own_step(w: &[String]) -> bool {
    let Some(at) = w.iter().take(4).position(|x| x == "user") else {
        return false;
    };
    if !w[..at].iter().all(|x| LEADS.contains(&x.as_str())) {
        return false;
    }
    match (
        w.get(at + 1).map(String::as_str),
        w.get(at + 2).map(String::as_str),
    ) {
        (Some("will"), Some(v)) => !NOT_ACTS.contains(&v),
        (Some(v), _) => {
            v.len() > 3
                && v.ends_with('s')
                && !v.ends_with("ss")
                && !v.ends_with('\'')
                && !NOT_ACTS.contains(&v)
        }
        _ => false,
    }
}

/// Words that may come before `user` in [`users_own_step`] ("Next steps: the user …",
/// "Tomorrow the user phones …").
const LEADS: [&str; 8] = [
    "the", "next", "step", "steps", "tomorrow", "today", "then", "later",
];

/// Words after `the user` or `the user will` that state no act of the user's to come: being,
/// having, getting, wishing, and consent or asks reported in the present, which a compressor
/// invents as often as it copies them.
const NOT_ACTS: [&str; 24] = [
    "be", "have", "get", "receive", "need", "want", "not", "is", "has", "was", "does", "wants",
    "needs", "asks", "says", "prefers", "confirms", "approves", "agrees", "allows", "accepts",
    "expects", "requests", "requires",
];

/// Whether an entry opens with a word of waiting (`wait`, `waiting`, `await`, `awaiting`):
/// a wait, perhaps on a process ("Waiting for the rollout to complete"), that a later call
/// may end, unlike the other restraints.
pub fn opens_with_wait(entry: &str) -> bool {
    words(entry)
        .first()
        .is_some_and(|w| matches!(w.as_str(), "wait" | "waiting" | "await" | "awaiting"))
}

/// Whether an entry holds the agent back (see the module documentation). English only.
pub fn holds_back(entry: &str) -> bool {
    let w = words(entry);
    let Some(first) = w.first() else {
        return false;
    };
    let opens = |p: &[&str]| opens_with(&w, p);
    // `hold` as a verb (`Hold off on …`, `Hold the build`), not a hold's name (`Hold HLD-60932
    // updated to 134 guests`)
    let held = first != "hold" || w.get(1).is_none_or(|x| HOLD_OBJECTS.contains(&x.as_str()));
    if held && INHERENT.iter().any(|p| opens(p)) {
        return true;
    }
    if keeps(&w) || users_own_step(&w) {
        return true;
    }
    // an act in the imperative whose object is nothing ("Publish nothing before the AMPA
    // meeting", "Send nothing until Ilze approves"), or the user's refusal reported ("The user
    // said not to change anything in the spreadsheet")
    if refusal(&w) || reported_refusal(&w) {
        return true;
    }
    if SOFT.contains(&first.as_str()) && (GATES.iter().any(|g| has(&w, g)) || without_act(&w)) {
        return true;
    }
    // the user's own check that gates the act ("User will review the Garnier draft before
    // anything is sent", "The user wants to approve the diff before any commit")
    let after_user = match (first.as_str(), w.get(1).map(String::as_str)) {
        ("user", _) => 1,
        ("the", Some("user")) => 2,
        _ => 0,
    };
    if after_user > 0
        && w.get(after_user)
            .is_some_and(|m| USER_WILL.contains(&m.as_str()))
        && w[after_user..].iter().take(4).any(|y| consents(y))
        && GATES.iter().any(|g| has(&w, g))
    {
        return true;
    }
    let names_user =
        has(&w, &["the", "user"]) || has(&w, &["the", "user's"]) || w.iter().any(|x| x == "you");
    // an act reported done, whatever consent it says it waited for ("Sent the reply to Hetal
    // Shah once the user had approved it", blind round s55B), holds nothing back
    if super::section::past_form(first) {
        return false;
    }
    // work to do with the user ("Go through next week's bookings with the user", "Write the
    // postmortem draft together with the user tomorrow"): the user is there when it is done
    // (blind round s64A, asks in Romansh deleted as open tasks; on the labelled records such
    // entries are 4 true, 3 false, two of them kept already)
    if has(&w, &["with", "the", "user"]) && !w.iter().take(3).any(|x| super::section::past_form(x))
    {
        return true;
    }
    // an act gated on someone's consent, whoever does it ("Send the notice to Jonas Weber
    // only after Rebwar has approved", "The order goes to Vinopak only after Igor Stojanov
    // approves it"): on the labelled records every such entry is true (19 of 19, session 38)
    if gated_on_consent(&w) {
        return true;
    }
    // the user's check let happen first ("Let the user review solicitud_sustitucion_Q3.md
    // before it goes to Rosa Huamaní", "Let the user read the draft to Vinh")
    let lets_user =
        opens(&["let", "the", "user"]) || opens(&["let", "user"]) || opens(&["let", "you"]);
    if lets_user && w.iter().skip(2).take(3).any(|y| consents(y)) {
        return true;
    }
    // an act the user keeps for themselves ("The user will send the approval request to Hanitra
    // personally tomorrow morning", "Tomorrow the user phones Tomas Rehak himself"), or that a
    // person the entry opens with keeps for themselves, in the present or the future
    // ("Leilani phones the County herself on Monday", "Kainoa will bring it himself", blind
    // round s64B; summaries name the user more often than they say `user`): the agent is not
    // to do it
    let acts_to_come = w
        .get(1)
        .is_some_and(|v| v == "will" || (v.len() > 3 && v.ends_with('s') && !v.ends_with("ss")));
    if (names_user || first == "user" || acts_to_come) && in_own_hands(&w) {
        return true;
    }
    names_user
        && w.iter().enumerate().any(|(i, x)| {
            WAITS_FOR.contains(&x.as_str()) && w[i + 1..].iter().take(4).any(|y| consents(y))
        })
}

/// The verifier's features that speak against an entry in particular (by name, as in
/// [`super::FEATURES`]): a flip of an instruction, a dropped limit, a value found nowhere or
/// in another row, a lifted or weakened rule, a superseded or finished wait, a status that the
/// evidence contradicts, a failed step. Not `quantifier_mismatch`: any two lines with different
/// cue words fire it (`any of the four drafts` against `the agent only prepares them`), on 152
/// true and 80 false trial entries, so it contests nothing (blind round s57A).
pub const CONTESTING: [&str; 12] = [
    "instruction_flip",
    "prohibition_flip",
    "limit_dropped",
    "mismatches",
    "value_unseen",
    "row_swap",
    "rule_lifted",
    "rule_weakened",
    "superseded",
    "task_done",
    "status_conflict",
    "step_failed",
];

/// The first name the entry writes with a capital inside a sentence (`Taras` of "Wait for
/// Taras to sign off on build 1191") that no evidence text writes, in any case, as a whole
/// word: a wait on someone, or for something, the session never mentions. Words that open the
/// entry or a sentence (after `.`, `!`, `?`, `:` or `;`), `I`, and words in capitals only
/// (`SMS`, `DNS`: acronyms, often the entry's own, and their plurals: `PDFs`), titles ([`TITLES`]: `Mr`, `Dr`) and
/// initials are not read as names; a possessive `'s`
/// is dropped (`Dor's` → `Dor`). `texts` are the evidence sources' texts. `None` when every
/// such name is seen, or the entry has none. A name written in Cyrillic is seen by its
/// consonants (`Тарас` for Taras, `Олену` for Olena: [`skeleton`]); when a text is written in
/// another script than Latin or Cyrillic ([`other_script`]), a name it writes in its own
/// letters (`ڕێبوار` for Rebwar, in the `s53B` blind round) cannot be matched, so none is read
/// as unseen.
pub fn unseen_name<'a>(entry: &'a str, texts: &[&str]) -> Option<&'a str> {
    if texts.iter().any(|t| other_script(t)) {
        return None;
    }
    let cyrillic: Vec<String> = texts
        .iter()
        .filter(|t| t.chars().any(is_cyrillic))
        .flat_map(|t| t.split(|c: char| !c.is_alphabetic()))
        .filter(|w| w.chars().any(is_cyrillic))
        .map(skeleton)
        .collect();
    let text = body(entry);
    let mut sentence_start = true;
    let mut abbreviation = false;
    let mut rest = text;
    while !rest.is_empty() {
        let start = rest
            .find(|c: char| c.is_alphanumeric())
            .unwrap_or(rest.len());
        if rest[..start].contains(['.', '!', '?', ':', ';']) {
            sentence_start = true;
        }
        rest = &rest[start..];
        // the point of a title or an initial ends no sentence (`Dr. Anindita`, `J. Okafor`)
        if abbreviation {
            sentence_start = false;
        }
        let end = rest
            .find(|c: char| !(c.is_alphanumeric() || matches!(c, '\'' | '’' | '-')))
            .unwrap_or(rest.len());
        let word = &rest[..end];
        rest = &rest[end..];
        let opens = std::mem::replace(&mut sentence_start, false);
        abbreviation = word.chars().count() == 1 || TITLES.contains(&word.to_lowercase().as_str());
        let name = word
            .strip_suffix("'s")
            .or_else(|| word.strip_suffix("’s"))
            .unwrap_or(word);
        // an acronym in the plural (`PDFs`, `SKUs`, blind round s66A) is no name either
        let plural_acronym = name
            .strip_suffix('s')
            .is_some_and(|a| a.chars().count() >= 2 && a.chars().all(char::is_uppercase));
        let capitalised = name.chars().next().is_some_and(char::is_uppercase)
            && name.chars().any(char::is_lowercase)
            && name.chars().all(char::is_alphabetic)
            && !plural_acronym;
        if opens || abbreviation || !capitalised || CALENDAR.contains(&name) {
            continue;
        }
        let consonants = skeleton(name);
        // an inflected Cyrillic form adds consonants after the stem (`Попованы` for Popova,
        // blind round s66B): a prefix of three consonants, or of two for a name of five
        // letters or more
        let stem = consonants.len() >= 3 || name.chars().count() >= 5;
        let in_cyrillic = consonants.len() >= 2
            && cyrillic
                .iter()
                .any(|w| *w == consonants || (stem && w.starts_with(&consonants)));
        if !in_cyrillic
            && !texts
                .iter()
                .any(|t| writes_word(t, name) || writes_inflected(t, name))
        {
            return Some(name);
        }
    }
    None
}

/// Whether a text holds 20 letters or more of scripts other than Latin and Cyrillic (Arabic,
/// Hebrew, Devanagari, CJK …): a user turn in another language, which may write a person's
/// name in letters [`skeleton`] does not read.
fn other_script(text: &str) -> bool {
    text.chars()
        .filter(|c| c.is_alphabetic() && *c > '\u{024F}' && !is_cyrillic(*c))
        .take(20)
        .count()
        >= 20
}

/// Whether a character is a Cyrillic letter (U+0400 to U+04FF).
fn is_cyrillic(c: char) -> bool {
    ('\u{0400}'..='\u{04FF}').contains(&c)
}

/// The consonants of a word, Latin or Cyrillic, lower-case, as a name is spelt across the two
/// scripts: Cyrillic transliterated letter by letter; vowels, `h`, `j` and `y`, `х`, `й` and the
/// soft and hard signs dropped; `c`, `k` and `q` one letter, `v` and `w` one; doubled letters
/// once. `Taras` and `Тарас` give `trs`, `Olena` and
/// `Олену` give `ln`.
fn skeleton(word: &str) -> String {
    let mut out = String::new();
    for c in word.chars().flat_map(char::to_lowercase) {
        let latin: &str = match c {
            'б' | 'b' => "b",
            'в' | 'v' | 'w' => "v",
            'г' | 'ґ' | 'g' => "g",
            'д' | 'd' => "d",
            'ж' | 'з' | 'z' => "z",
            'к' | 'ч' | 'c' | 'k' | 'q' => "k",
            'л' | 'l' => "l",
            'м' | 'm' => "m",
            'н' | 'n' => "n",
            'п' | 'p' => "p",
            'р' | 'r' => "r",
            'с' | 'ш' | 's' => "s",
            'т' | 't' => "t",
            'ф' | 'f' => "f",
            'ц' => "ts",
            'щ' => "sk",
            'x' => "ks",
            _ => "",
        };
        for l in latin.chars() {
            if out.ends_with(l) {
                continue;
            }
            out.push(l);
        }
    }
    out
}

/// English names of days, months and feasts: capitalised words that name no one, which a turn
/// in another language writes in its own words (`ceturtdien` for Thursday; `hodowne
/// swjedźenje` for Christmas, blind round s68B).
const CALENDAR: [&str; 31] = [
    "Monday",
    "Tuesday",
    "Wednesday",
    "Thursday",
    "Friday",
    "Saturday",
    "Sunday",
    "January",
    "February",
    "March",
    "April",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
    "May",
    "Christmas",
    "Easter",
    "Advent",
    "Lent",
    "Pentecost",
    "Whitsun",
    "Ramadan",
    "Eid",
    "Diwali",
    "Hanukkah",
    "Passover",
    "Thanksgiving",
];

/// Whether `text` writes `name` in another grammatical case, as Icelandic, the Baltic and the
/// Slavic languages decline names (`Örnu` for Arna, `Kalniņai` for Kalniņa, `Petrovu` for
/// Petrova): a capitalised word whose letters, diacritics aside ([`base_letter`]), open with
/// the name's stem (the name without its final vowels, three letters or more) and add at most
/// three letters. A vowel of the stem may stand as an umlaut in the word (`ö`, `ä`, `ü`, `ø`,
/// `æ`: Icelandic writes Arna's `a` as `ö` before a `u`).
fn writes_inflected(text: &str, name: &str) -> bool {
    let vowel = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'y');
    let mut stem: Vec<char> = name.chars().flat_map(char::to_lowercase).collect();
    while stem.len() > 3 && stem.last().is_some_and(|&c| vowel(base_letter(c))) {
        stem.pop();
    }
    if stem.len() < 3 || stem.len() == name.chars().count() {
        return false;
    }
    text.split(|c: char| !c.is_alphabetic()).any(|word| {
        let letters: Vec<char> = word.chars().flat_map(char::to_lowercase).collect();
        word.starts_with(char::is_uppercase)
            && letters.len() >= stem.len()
            && letters.len() <= stem.len() + 3
            && stem.iter().zip(&letters).all(|(&n, &w)| {
                base_letter(n) == base_letter(w)
                    || (vowel(base_letter(n)) && matches!(w, 'ö' | 'ä' | 'ü' | 'ø' | 'æ'))
            })
    })
}

/// The Latin letter under a lower-case letter with a diacritic (`ö` → `o`, `ņ` → `n`, `š` →
/// `s`); any other character as it is.
fn base_letter(c: char) -> char {
    const BASES: [(&str, char); 16] = [
        ("àáâãäåāăąæ", 'a'),
        ("çćĉċč", 'c'),
        ("ďđð", 'd'),
        ("èéêëēĕėęě", 'e'),
        ("ĝğġģ", 'g'),
        ("ìíîïĩīĭįı", 'i'),
        ("ķ", 'k'),
        ("ĺļľŀł", 'l'),
        ("ñńņňŉ", 'n'),
        ("òóôõöøōŏő", 'o'),
        ("ŕŗř", 'r'),
        ("śŝşšș", 's'),
        ("ţťŧț", 't'),
        ("ùúûüũūŭůűų", 'u'),
        ("ýÿ", 'y'),
        ("źżž", 'z'),
    ];
    BASES
        .iter()
        .find(|(from, _)| from.contains(c))
        .map_or(c, |&(_, to)| to)
}

/// Titles written before a name (`Mr Okafor`, `Dr. Anindita`), in lower case: the evidence may
/// write the name in another language's form of address (`Okafor 씨`).
const TITLES: [&str; 16] = [
    "mr", "mrs", "ms", "mx", "dr", "prof", "sir", "madam", "mme", "mlle", "m", "herr", "frau",
    "sr", "sra", "st",
];

/// Whether `text` holds `word` as a whole word in any case (`taras`, `TARAS` for `Taras`;
/// `upload_to_testflight` holds `TestFlight`, `_` joining the words of a code name).
fn writes_word(text: &str, word: &str) -> bool {
    let word = word.to_lowercase();
    let lower = text.to_lowercase();
    lower.match_indices(&word).any(|(s, m)| {
        let before = lower[..s].chars().next_back();
        let after = lower[s + m.len()..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

/// Whether any of [`CONTESTING`] is non-zero in an entry's features. For an entry that opens
/// with a wait or a refusal ([`INHERENT`]: "Waiting for Sunita's Monday deposit before the EMI
/// can be paid", "Do not build the bank file until Shobha Hegde has signed"), a dropped limit
/// or a softened rule (`limit_dropped`, `rule_weakened`) contests nothing: what it drops is
/// the limit of an act it holds back (blind round s62B; on the labelled records such entries
/// are 4 true and 2 false, the false ones kept by their scores).
/// Nor is an act someone keeps in their own hands ([`OWN_HANDS`]) or gated on someone's
/// consent ([`gated_on_consent`]) contested by `task_done`: the agent's calls do not make it. `anchors_found` says the guard's check against every source
/// found each of the entry's anchors; then a value missing from the retrieved spans alone
/// (`mismatches`) contests nothing.
pub fn contested(
    entry: &str,
    features: &std::collections::BTreeMap<&'static str, f32>,
    anchors_found: bool,
) -> bool {
    let w = words(entry);
    // (nor does a limit dropped, a rule weakened or a value from another row contest an entry
    // that keeps a thing as it is or refuses: "Keep the reply to Vychegdastroy as a draft; do
    // not send it" restates the user's "only a draft" without its `only`, blind round s72B)
    let waits = INHERENT.iter().any(|p| opens_with(&w, p)) || keeps(&w) || refusal(&w);
    // nor does a value from another row contest a refusal the user gave ("Do not change
    // anything in warehouse W3: an HMRC officer is coming on Wednesday 11 June", blind round
    // s67A): deleting it frees the act the user forbade
    // an act someone keeps in their own hands is not done by the agent's later calls that
    // name its values ("Leilani phones Chef Ryan about PO-435 herself" after a `sed` that
    // marks PO-435 declined, blind round s64B)
    // nor, by the same token, is an act gated on someone's consent done by a call that names
    // its values: the edit that writes "Trasporti Etnei (da prenotare)" (to be booked) into a
    // load plan did not book the truck "only when the user gives the word" (blind round s69A)
    let not_done = in_own_hands(&w) || gated_on_consent(&w);
    CONTESTING
        .iter()
        .filter(|k| !(waits && matches!(**k, "limit_dropped" | "rule_weakened" | "row_swap")))
        .filter(|k| !(not_done && **k == "task_done"))
        .filter(|k| !(anchors_found && **k == "mismatches"))
        .any(|k| features.get(k).is_some_and(|v| *v != 0.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refusal_the_user_gave_reported() {
        // blind round s71B: the user wrote it in K'iche' ("Man kajal ta ri hoja de cálculo")
        for e in [
            "The user said not to change anything in the spreadsheet.",
            "User asked not to post in #data-eng-alerts until 2025-03-16 is green",
            "- The user explicitly asked us never to email the buyer directly.",
            "The user told the agent not to touch config/shop.toml",
            "The user wants nothing sent before Monday",
        ] {
            assert!(holds_back(e), "{e}");
            assert!(holds_back_in_part(e), "{e}");
        }
        for e in [
            "The user said to change the spreadsheet.",
            "The user asked for a refund not to exceed Q 450",
            "The user said the spreadsheet is not the source of truth",
            "The shop said not to ship before Monday",
            "The user said nothing about the deadline",
        ] {
            assert!(!holds_back(e), "{e}");
        }
    }

    #[test]
    fn a_wait_on_someone_the_session_never_names() {
        let texts = [
            "asc builds get --build 1191",
            "upload_to_testflight 287",
            "Olena: ок, схвалюю",
        ];
        // blind s41B: an invented sign-off; `TestFlight` is seen inside a code name
        let e = "Wait for Taras to sign off on build 1191 in TestFlight before submitting";
        assert_eq!(unseen_name(e, &texts), Some("Taras"));
        // the point of a title ends no sentence
        assert_eq!(
            unseen_name("Wait for Dr. Taras to approve", &texts),
            Some("Taras")
        );
        for seen in [
            "Wait for Olena's approval before submitting.",
            "[TODO] Hold the build. Taras is not in the loop", // opens a sentence
            "Do not send the SMS until the user confirms",     // capitals only
            "Wait for Olena's review of the PDFs before sending", // an acronym's plural
            "Wait for the user's go-ahead",
            // a title, whatever the evidence calls the person
            "Draft a reply to Mr Olena and save it without sending it.",
        ] {
            assert_eq!(unseen_name(seen, &texts), None, "{seen}");
        }
    }

    #[test]
    fn a_feast_is_no_name() {
        // blind round s68B: the user wrote Christmas in Upper Sorbian
        let turn =
            "Schröter chce na hodowne swjedźenje 2 t K3 z Großteicha. Jutře jemu sam zazwonju.";
        let e = "The user phones Herr Schröter himself tomorrow about the 2 t of K3 for Christmas.";
        assert_eq!(unseen_name(e, &[turn]), None);
        assert!(holds_back_in_part(e));
        assert_eq!(
            unseen_name("The user phones Herr Schmidt himself.", &[turn]),
            Some("Schmidt")
        );
    }

    #[test]
    fn a_name_in_cyrillic_is_seen_and_one_in_another_script_is_not_read() {
        let ukrainian = "Олена погодила текст. Передай Тарасові чернетку.";
        assert_eq!(
            unseen_name("Wait for Taras to sign off", &[ukrainian]),
            None
        );
        assert_eq!(unseen_name("Wait for Olena's approval", &[ukrainian]), None);
        assert_eq!(
            unseen_name("Wait for Bohdan to sign off", &[ukrainian]),
            Some("Bohdan")
        );
        assert_eq!(skeleton("Тарас"), skeleton("Taras"));
        assert_eq!(skeleton("Щербак"), "skrbk");
        assert_eq!(skeleton("Shcherbak"), "skrbk");
        // blind round s53B: the owner's brother is named only in the Sorani turn
        let sorani =
            "هەر گەڕانەوەیەکی پارە دەبێت ڕێبوار پەسەندی بکات، نەک من. تکایە ئاگادارکردنەوەکە بنێرە";
        assert_eq!(
            unseen_name("[TODO] Get Rebwar's approval before any refund.", &[sorani]),
            None
        );
    }

    #[test]
    fn a_name_the_turns_decline_or_a_day_they_name_in_their_language_is_seen() {
        // blind s47A: the Icelandic turn names the director in the accusative; s47B: a Latvian
        // turn says `ceturtdien` for Thursday
        let texts = [
            "Ekki samþykkja framlenginguna enn – ég þarf fyrst að spyrja safnstjórann, Örnu.",
            "Ilze būs pieejama tikai ceturtdien. Rostering contact: Ilze Kalniņa.",
            "Sagatavo paziņojumus, bet Martai Zariņai nesūti SMS.",
        ];
        for seen in [
            "[TODO] Wait for the director Arna's decision before answering the extension request.",
            "Wait for Ilze Kalniņa (available Thursday) before releasing any notification.",
            "Do not send Marta Zariņa an SMS.",
        ] {
            assert_eq!(unseen_name(seen, &texts), None, "{seen}");
        }
        // a name that only shares its first letters with a word, or whose stem is too short
        // to tell, is still unseen
        for (e, name) in [
            ("Wait for Arnold to approve.", "Arnold"),
            ("Wait for Ola to approve.", "Ola"),
            ("Wait for Marek to approve.", "Marek"),
        ] {
            assert_eq!(unseen_name(e, &texts), Some(name), "{e}");
        }
    }

    #[test]
    fn restraints_of_the_blind_rounds() {
        // true entries the judge deleted (blind s40A; trials s13-s37)
        for e in [
            "[TODO] Wait for the landlord's approval before sending Ruslan's deposit statement.",
            "[TODO] Keep Dor's notice letter as a draft; do not send it.",
            "[TODO] Keep draft drf_8KQ2M7 unpublished until the user confirms Claire approved it.",
            "Show the user the diff before any commit or tag.",
            "[IN PROGRESS] Draft a thank-you reply to Mr Okafor and save it under drafts/ without sending it.",
            "[TODO] Send the notice to all users only after the user has read the draft.",
            "Nothing is to be committed until the user says so.",
            "Waiting for the user’s go-ahead to push.",
            "- **Do not book or confirm anything**; the user wants to validate every quote first.",
            "3. Hold off on the DNS cutover.",
            // blind s42A: the act first, then its wait
            "Pushing fix/export-leak waits for the user's go-ahead.",
            // trials s33A: the user's own check gates the sending
            "User will review the Garnier draft before anything is sent.",
            // blind s46B
            "[TODO] Keep the branch unpushed until Marites has reviewed it tomorrow.",
            // blind s48B
            "[TODO] Publish nothing before the AMPA meeting on Thursday 4 September at 18:30.",
            "The user wants to approve the diff before any commit.",
        ] {
            assert!(holds_back(e), "{e}");
        }
        // blind s60B: an act gated on an event, not on a consent; and (s60A) a later clause
        // says what stays as it is
        for e in [
            "Pay Abilio only after Domingos's payment list comes out.",
            "[TODO] Allocate stock to EXP-5524 only after Lucía Pereyra answers on price.",
            "Put the shortage value into draft r-7731250418 and show it to the user; it stays unsent.",
            "The sort-request e-mail remains a draft until Kasuga replies.",
            // blind s63B: `no earlier than` gates as `not before` does
            "Send Isula the revised quantities no earlier than Tuesday, once Dumenicu Santoni has answered about the truck.",
        ] {
            assert!(holds_back_in_part(e), "{e}");
        }
        assert!(!holds_back_in_part(
            "The stay at Hotel Lafaek was paid in cash."
        ));
        assert!(!holds_back_in_part(
            "Paid Abilio only after Domingos's payment list came out."
        ));
        // acts, even with a gate that is not the user's word; a hold's name
        for e in [
            "Hold HLD-60932 updated to 134 guests",
            "Deploy the branch to prd-euw1 as a 2-pod canary.",
            "Bump @acme/api to 0.15.0 before merging",
            "Renew the certificate before it expires on Sep 2.",
            "Send the risk list to Dr Ferrand and copy Mme Okafor.",
            "Keep the memo short, ideally around two pages.",
            "Roll the settings out to prod on Monday, after the staging comparison.",
            "Check the delivery report again for the one SMS still en route.",
            "Get the approval letter scanned.",
            // `nothing` after a word that is no verb in the imperative
            "Found nothing in the logs for 2025-03-14.",
            "There nothing changed.",
            // the user's act reported (a step of the user's to come holds back since s55:
            // `an_act_the_user_keeps_for_themselves_holds_back`)
            "User approved the Garnier draft before anything was sent.",
            "",
            "[TODO]",
        ] {
            assert!(!holds_back(e), "{e}");
        }
    }

    #[test]
    fn an_act_the_user_keeps_for_themselves_holds_back() {
        // blind rounds s48B, s49B and s52A: asks in Armenian, Amharic and Malagasy, each
        // deleted as an open task
        for e in [
            "The user will send the approval request to Hanitra personally tomorrow morning.",
            "Tomorrow the user phones Tomas Rehak himself.",
            "User will resolve the two skipped conflicts personally.",
            "The user will push the commit themselves.",
            // blind round s64B (Hawaiian): the user named, not called `user`
            "Leilani phones the County herself on Monday about the Kapaʻa cancellation.",
            "Kainoa will deliver the poi himself.",
            // blind round s64A: work to do with the user
            "Check next week's bookings with the user and whether Gian is fit again.",
            "Tomorrow, Wednesday 15 January, go through next week's bookings with the user.",
            // blind round s64A: a wait after a connective
            "Otherwise wait for the user's next instruction; the backup waits until Monday.",
        ] {
            assert!(holds_back(e), "{e}");
        }
        // an act reported done, or the agent's own imperative, is no one's own step to come
        for e in [
            "Leilani phoned the County herself.",
            "Regraded P-02 to KW2 with the user's agreement.",
            "Send the invoice to Chef Ryan himself.",
        ] {
            assert!(!holds_back(e), "{e}");
        }
        // blind round s53B (Sorani): an act gated on someone's consent
        assert!(holds_back(
            "[TODO] Send the notice to Jonas Weber only after Rebwar has approved."
        ));
        assert!(holds_back(
            "The order goes to Vinopak DOOEL only after Igor Stojanov approves it."
        ));
        assert!(!holds_back(
            "Send the notice to Jonas Weber only after the refund is paid."
        ));
        // blind round s52B (Quechua), trials s44A: the user's check comes first
        assert!(holds_back(
            "[TODO] Let the user review solicitud_sustitucion_Q3.md before it goes to Rosa Huamaní."
        ));
        assert!(holds_back(
            "Let the user read the draft to Vinh before anything is sent."
        ));
        assert!(!holds_back("Let the user know the export finished."));
        // the user's own step to come (blind rounds s55A, Kurmanji; s55B, Igbo)
        for e in [
            "The user will send the approval request to Hanitra tomorrow morning.",
            "Next steps: the user reviews both drafts tomorrow morning.",
            "The user will review the deck on Monday.",
            "User reviews draft DRF-7781 to Tomasz Wren before it is sent.",
        ] {
            assert!(holds_back(e), "{e}");
        }
        // without the user, or without the act in their hands, nothing is held back; nor by
        // a consent, a wish or a state reported of the user
        for e in [
            "Send the approval request to Hanitra personally tomorrow morning.",
            // (a named person's own act to come holds back since session 44: "Priya will call
            // the patients herself"; of the labelled entries with such a word that do not name
            // the user, 32 are true and 3 false, all 3 kept by their scores)
            "The user approved the refund.",
            "The user wants the report in Kurmanji with an English copy.",
            "The user confirms the payment can go out today.",
            "The user will receive the refund on Friday.",
            "Ask the user whether the user reviews drafts.",
            // blind round s55B: an act reported done, whatever consent it says it waited for
            "Sent the reply to Hetal Shah once the user had approved it.",
        ] {
            assert!(!holds_back(e), "{e}");
        }
    }

    #[test]
    fn a_clause_that_refuses_holds_back_in_part() {
        // blind round s50B: a TODO whose second clause refuses
        for e in [
            "[TODO] Leave patient communication about the rejections to reception; send nothing to patients.",
            "Fix the export script; do not push it.",
            "Rebase on main; never force-push.",
            // blind round s55A (Kurmanji): a later clause that keeps a message unsent
            "Phone Kaya Lastik tomorrow about the ZE- tyres; keep their e-mail unsent until then.",
            // trials s27X, s34A, s33A, s50B, s16L: a later clause with the user's own step, a
            // refusal in brackets, work left for the user to finish or shown to the user first,
            // a draft held for someone's review
            "[TODO] Triage the new bugs; the user reviews them with the PM on Monday.",
            "Draft the Dutch concept note for Marieke in reports/ (do not send it).",
            "Write the findings summary for the user to paste into #inc-2291.",
            "Tomorrow show the user the draft claim and the broker letter.",
            "Draft the Discord post and hold it for María's review",
            // blind round s57A (Shona): a clause after a comma that withholds the act
            "Short letter explaining Nyasha Mlambo's deductions: draft saved, not to be sent.",
            "Restarts only through a rollout, never by deleting pods",
            "E-mail draft drafts/2025-11-30_memo.eml, not sent",
            // blind round s69A (Sicilian, Mizo): a clause after `but` or a colon, and word
            // brought to the user before the act
            "Prepare the payment distinta but send nothing to the bank: the user makes the transfers tomorrow.",
            "Check the load plan: the user books the second truck tomorrow.",
            "Tell the user before generating any e-way bill.",
            "Ask the user before you book the truck.",
        ] {
            assert!(holds_back_in_part(e) && !holds_back(e), "{e}");
        }
        assert!(holds_back(
            "Book Trasporti Etnei for L-0818 only when the user gives the word."
        ));
        // `word` whole: the WordPress update is an event, no one's consent
        assert!(!holds_back(
            "Send the offer only after the WordPress update."
        ));
        for e in [
            "Send the invoice; nothing else is pending.",
            "Fix the export script; push it after review.",
            "Draft the note (in Dutch) for Marieke.",
            "Show the dashboard to the ops team.",
            "Update the holdings table for the auditors to review.",
            "Sent the reminder, not the invoice.",
            "Paid invoices 88 and 91, notably the one sent late.",
            "Prepare the payment distinta but send it to the bank today.",
            "Decision: the bank transfer goes out today.",
            "Tell the supplier before Friday.",
            "Tell the user the total.",
            "Tell the user before Friday.",
        ] {
            assert!(!holds_back_in_part(e), "{e}");
        }
    }

    #[test]
    fn an_act_set_aside_with_without_or_gated_on_a_presentation() {
        // blind round s67A: two true restraints deleted as open work
        assert!(holds_back_in_part(
            "Give Mairi the 4-cask list for Friday's tasting panel, without e-mailing anyone."
        ));
        assert!(holds_back(
            "Present the advance draft at the assembly on Saturday 15 February before any payment."
        ));
        assert!(holds_back("Draft the reply without sending it."));
        assert!(holds_back("Do nothing more today."));
        assert!(holds_back_in_part(
            "Prepare the list, without committing anything."
        ));
        assert!(!holds_back_in_part(
            "Give Mairi the list, without the prices."
        ));
        assert!(!holds_back_in_part(
            "Fix the export, without breaking the tests."
        ));
    }

    #[test]
    fn a_contested_entry_is_named_by_its_features() {
        let mut f = std::collections::BTreeMap::new();
        f.insert("open_task", 1.0);
        f.insert("negation_mismatch", 1.0);
        f.insert("quantifier_mismatch", 1.0);
        assert!(!contested("Send the report.", &f, false));
        f.insert("value_unseen", 1.0);
        assert!(contested("Send the report.", &f, false));
        // a wait that drops the limit of the act it holds back is not contested by that
        // (blind round s62B), an act that drops it is
        let mut g = std::collections::BTreeMap::new();
        g.insert("limit_dropped", 1.0);
        g.insert("rule_weakened", 1.0);
        let wait =
            "Waiting for Sunita's Monday deposit into CA-0041-2290 before the EMI can be paid.";
        assert!(!contested(wait, &g, false));
        assert!(contested("Pay the EMI from CA-0041-2290.", &g, false));
        // nor is an entry that keeps a thing as it is (blind round s72B: the user said "only a
        // draft, don't send it" in Komi)
        let keep = "Keep the reply to Vychegdastroy as a draft; do not send it.";
        assert!(!contested(keep, &g, false));
        let mut r = std::collections::BTreeMap::new();
        r.insert("row_swap", 1.0);
        assert!(!contested(
            "Do not change anything in warehouse W3.",
            &r,
            false
        ));
        assert!(contested("Move cask 114 to warehouse W3.", &r, false));
        // the agent's calls do not make an act someone keeps for themselves (blind round s64B)
        let mut d = std::collections::BTreeMap::new();
        d.insert("task_done", 1.0);
        assert!(!contested(
            "Leilani phones Chef Ryan Medeiros about PO-435 herself.",
            &d,
            false
        ));
        // a value missing from the retrieved spans contests nothing when the guard found
        // every anchor in some source (blind round s66A)
        let mut m = std::collections::BTreeMap::new();
        m.insert("mismatches", 1.0);
        assert!(contested("Wait for Xuacu's review of the PDFs.", &m, false));
        assert!(!contested("Wait for Xuacu's review of the PDFs.", &m, true));
        assert!(contested(
            "Phone Chef Ryan Medeiros about PO-435.",
            &d,
            false
        ));
        // nor an act gated on someone's word (blind round s69A: an edit wrote "Trasporti Etnei
        // (da prenotare)", to be booked, into the load plan)
        assert!(!contested(
            "Book Trasporti Etnei for L-0818 only when the user gives the word.",
            &d,
            false
        ));
        assert!(contested(
            "Book Trasporti Etnei for L-0818 straight away.",
            &d,
            false
        ));
        // every name is a feature of the layer
        assert!(CONTESTING
            .iter()
            .all(|k| super::super::FEATURES.contains(k)));
    }
}
