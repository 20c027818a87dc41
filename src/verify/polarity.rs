//! Instruction polarity: an entry that states as a task or a fact what the evidence forbids
//! or cancels ("Push the branch" against the user's "Don't push anything"; "Delete the
//! legacy hosted zone" against "don't delete the legacy zone yet").
//!
//! The evidence is cut into clauses; a clause with a negation or cancellation cue (`not`,
//! `n't`, `never`, `no`, `without`, `skip`, `avoid`, `stop`, `forbid`, `cancel`, `hold off`,
//! `leave out`, `leave ... alone`) scopes over the content words that follow the cue in the
//! same clause. The entry flips that clause when it contains the scope's first content word
//! (the predicate, compared by a light suffix stem; never a code literal in backticks) in a
//! clause with no cue of its own, and shares three of the scope's first four content words
//! (or all of them, when fewer).
//!
//! Two readings ([`prohibition_flip`], [`instruction_flip`]): the entry's retrieved evidence
//! spans, with every cue; and every user turn of the record read whole, whichever spans
//! retrieval chose, with only the cues of an instruction ("don't", "must not", a clause that
//! opens with "no" or "never", "skip", "leave … alone", not "hasn't uploaded"), where two
//! shared words suffice and a later user turn that states the predicate plainly lifts the
//! prohibition.
//!
//! This is a cue-and-scope heuristic in the spirit of NegEx (Chapman et al., 2001), not a
//! parser: it misses flips phrased without a cue ("use staging" against "use prod") and can
//! fire on a true report of an action the user later allowed. It is one feature of the
//! hybrid layer ([`super::HybridLayer`]), whose weight is fitted on labelled rows.

use super::section;
use crate::retrieve::tokenize::is_stopword;
use std::collections::HashSet;

mod cjk;

/// Words that start a negated or cancelled scope.
const CUES: [&str; 13] = [
    "not",
    "never",
    "no",
    "without",
    "skip",
    "skipping",
    "avoid",
    "stop",
    "forbid",
    "forbids",
    "forbidden",
    "nothing",
    "cancel",
];

/// Words that end a clause (a condition or a contrast starts a new one). `rather` ("switch
/// back to bf16 rather than touching the learning rate") opens the alternative set aside,
/// which [`is_cue_word`] then negates.
const BREAKS: [&str; 13] = [
    "but", "until", "unless", "before", "because", "since", "then", "so", "and", "if", "when",
    "once", "rather",
];

/// The [`BREAKS`] that open a deferred clause: an entry clause they open puts its action off
/// ("Keep the legacy table for 14 days before it is dropped"), it does not state it.
const DEFERRING: [&str; 6] = ["before", "until", "once", "when", "if", "unless"];

/// Filler words that are never the predicate or object of a scope ("no need to", "don't ...
/// anything", "no applies today").
const FILLER: [&str; 20] = [
    "need", "needs", "anything", "anyone", "yet", "ever", "please", "go", "ahead", "want", "wants",
    "again", "even", "really", "yourself", "any", "today", "tonight", "tomorrow", "now",
];

/// Light English suffix stemmer for predicate matching: `pushed`/`pushing`/`pushes` →
/// `push`, `retried` → `retry`, `deleted`/`delete` → `delet`, `dropped` → `drop`;
/// `production` → `prod`.
pub(super) fn stem(w: &str) -> String {
    // the usual short form: "don't touch prod" forbids "deploy to production"
    if matches!(w, "production" | "productions") {
        return "prod".into();
    }
    let mut s = w.to_string();
    let n = s.chars().count();
    if n > 4 && (s.ends_with("ied") || s.ends_with("ies")) {
        s.truncate(s.len() - 3);
        s.push('y');
        return s;
    }
    if n > 5 && s.ends_with("ing") {
        s.truncate(s.len() - 3);
    } else if n > 4 && (s.ends_with("ed") || (s.ends_with("es") && !s.ends_with("ses"))) {
        s.truncate(s.len() - 2);
    } else if n > 3 && s.ends_with('s') && !s.ends_with("ss") {
        s.truncate(s.len() - 1);
    }
    // a doubled final consonant (`dropp` → `drop`), ASCII only: the bytes of a multi-byte
    // character may repeat (`四` is E5 9B 9B) and are no letter
    let b = s.as_bytes();
    if b.len() > 3
        && b[b.len() - 1].is_ascii_alphabetic()
        && b[b.len() - 1] == b[b.len() - 2]
        && !b"lsz".contains(&b[b.len() - 1])
    {
        s.truncate(s.len() - 1);
    }
    if s.len() > 3 && s.ends_with('e') {
        s.truncate(s.len() - 1);
    }
    s
}

/// One word of a clause: lower-cased, and whether it sits inside backticks (a code literal
/// such as `` `--force` ``, never the predicate of an instruction).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Word {
    text: String,
    code: bool,
    /// Written in capitals, two letters or more (`QA`, `SRE`): an acronym.
    acronym: bool,
}

/// The clauses of a text as lower-cased words (`don't` → `do`, `not`). Clause ends: `. ; ! ?`
/// and `:` or `,` before a space, a line break, brackets, a dash between spaces, and
/// [`BREAKS`], which open the next clause as its first word. Words are runs of letters and digits (`force-push` → `force`, `push`).
fn clauses(text: &str) -> Vec<Vec<String>> {
    marked_clauses(text)
        .into_iter()
        .map(|cl| cl.into_iter().map(|w| w.text).collect())
        .collect()
}

/// [`clauses`] with each word marked as code or prose.
fn marked_clauses(text: &str) -> Vec<Vec<Word>> {
    let mut in_code = false;
    let code: Vec<bool> = text
        .chars()
        .map(|c| {
            if c == '`' {
                in_code = !in_code;
            }
            in_code
        })
        .collect();
    // a path, file or branch name (`fix/merge-dedupe`, `merge_orders.py`) is code too: its
    // words name a thing, they are no verb of the sentence
    let mut code = code;
    let raw: Vec<char> = text.chars().collect();
    let mut start = 0;
    for end in (0..=raw.len()).filter(|&i| i == raw.len() || raw[i].is_whitespace()) {
        let chunk = &raw[start..end];
        let path = chunk
            .windows(3)
            .any(|w| w[0].is_alphanumeric() && matches!(w[1], '/' | '.') && w[2].is_alphanumeric());
        if path {
            code[start..end].iter_mut().for_each(|c| *c = true);
        }
        start = end + 1;
    }
    let text = text.replace(['\u{2019}', '`'], "'");
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<Vec<Word>> = vec![Vec::new()];
    let mut word = String::new();
    let mut word_code = false;
    let flush = |word: &mut String, code: bool, out: &mut Vec<Vec<Word>>| {
        if word.is_empty() {
            return;
        }
        let w = word.to_lowercase();
        let acronym = word.chars().count() >= 2 && word.chars().all(|c| c.is_uppercase());
        word.clear();
        let cur = out.last_mut().expect("never empty");
        let mk = |text: String| Word {
            text,
            code,
            acronym,
        };
        if let Some(head) = w.strip_suffix("n't") {
            if !head.is_empty() {
                cur.push(mk(head.to_string()));
            }
            cur.push(mk("not".into()));
        } else if let Some(head) = w.strip_suffix("nt").filter(|h| {
            matches!(
                *h,
                "do" | "does" | "did" | "can" | "won" | "is" | "are" | "was"
            )
        }) {
            cur.push(mk(head.to_string()));
            cur.push(mk("not".into()));
        } else if BREAKS.contains(&w.as_str()) {
            // the break word opens the next clause, so that a clause can tell it is deferred
            // ("before it is dropped"); it stands before any cue, so no scope holds it
            out.push(vec![mk(w)]);
        } else {
            cur.push(mk(w));
        }
    };
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        let prev = if i > 0 { chars[i - 1] } else { ' ' };
        // `_` joins a snake_case name into one word (`publish_looker`, `crm_prod`): a name, not
        // a verb and its object
        // `-` inside a name with a digit (`sweep-5`, `vol-09d2c4a6`, `ip-10-42-11-203`) joins it
        // too: "No sweep-5" forbids that run, not every sweep
        let digit_name = c == '-'
            && !word.is_empty()
            && next.is_alphanumeric()
            && (next.is_ascii_digit() || word.chars().any(|x| x.is_ascii_digit()));
        if c.is_alphanumeric()
            || (c == '\'' && !word.is_empty() && next.is_alphabetic())
            || (c == '_' && !word.is_empty() && next.is_alphanumeric())
            || digit_name
        {
            if word.is_empty() {
                word_code = code[i];
            }
            word.push(c);
            continue;
        }
        flush(&mut word, word_code, &mut out);
        let ends = match c {
            ';' | '!' | '?' | '\n' | '(' | ')' | '[' | ']' | '\u{2014}' => true,
            '.' | ':' | ',' => next.is_whitespace(),
            '-' | '\u{2013}' => prev.is_whitespace() && next.is_whitespace(),
            _ => false,
        };
        if ends && !out.last().expect("never empty").is_empty() {
            out.push(Vec::new());
        }
    }
    flush(&mut word, word_code, &mut out);
    out.retain(|c| !c.is_empty());
    out
}

/// Function words of Spanish, Portuguese, French, German, Italian and Dutch that English does
/// not use (sorted): a line made of them is not read for English cues (Portuguese "no" is
/// "in the": "Corrija no shared mesmo" forbids nothing).
const FOREIGN: &[&str] = &[
    "aber", "ao", "auch", "aux", "avec", "bitte", "cette", "che", "como", "con", "dans", "das",
    "del", "della", "dem", "den", "der", "des", "direto", "dos", "du", "eine", "einen", "em",
    "est", "et", "für", "geen", "gli", "het", "ich", "il", "ist", "já", "kein", "keine", "las",
    "les", "los", "mais", "mas", "mesmo", "met", "mit", "nada", "nicht", "nichts", "niet", "noch",
    "nous", "não", "oder", "ook", "para", "pas", "per", "pero", "più", "por", "pour", "que",
    "rien", "sans", "sem", "sono", "sur", "também", "una", "und", "une", "van", "voor", "vous",
    "wenn", "wir", "y", "é",
];

/// English words that the languages of [`FOREIGN`] do not use (sorted).
const ENGLISH: &[&str] = &[
    "and", "any", "are", "be", "been", "but", "can", "do", "for", "from", "has", "have", "it",
    "not", "of", "only", "or", "our", "please", "should", "than", "that", "the", "then", "this",
    "to", "was", "we", "were", "what", "when", "which", "will", "with", "you", "your",
];

/// Whether a line is written in another language than English: two or more of its words are
/// function words of [`FOREIGN`] and they outnumber its English ones ([`ENGLISH`]). The
/// cues read here are English; a French, German, Spanish or Portuguese line is evidence, but
/// its words are not English cues.
fn foreign(line: &str) -> bool {
    let (mut other, mut english) = (0usize, 0usize);
    for w in line
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
    {
        let w = w.to_lowercase();
        other += FOREIGN.binary_search(&w.as_str()).is_ok() as usize;
        english += ENGLISH.binary_search(&w.as_str()).is_ok() as usize;
    }
    other >= 2 && other > english
}

/// A word that can carry content in a scope.
fn content(w: &str) -> bool {
    !is_stopword(w) && !FILLER.contains(&w) && !CUES.contains(&w) && w.chars().count() > 1
}

/// Which cues open a negated scope ([`negated_scopes`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Cues {
    /// Every cue: any evidence text (tool output, previous summary, a retrieved span).
    All,
    /// Only the cues of an instruction, for user turns read whole: `not` after `do`, `must`,
    /// `should`, `can`, `may` or `shall` ("don't push", not "hasn't uploaded"), `no` and
    /// `never` opening a clause ("No applies today"), and the verbs (`skip`, `avoid`, `stop`,
    /// `forbid`, `cancel`, `without`, `leave … alone`, `hold off`); `nothing` never.
    Imperative,
}

impl Cues {
    /// How many of a scope's words the entry must share (or all of them, when fewer): three
    /// for retrieved evidence, where any negated clause may be near; two for a user turn's
    /// instruction, which is read only because it is one ("Don't copy anything between the v1
    /// and v2 prefixes" against "Copy hour=07 … from the v1 prefix").
    fn min_shared(self) -> usize {
        match self {
            Cues::All => 3,
            Cues::Imperative => 2,
        }
    }
}

/// Whether word `i` of clause `cl` is a cue that opens a negated scope under `cues`.
fn opens_scope(cl: &[Word], i: usize, cues: Cues) -> bool {
    let w = cl[i].text.as_str();
    // the break word that opens a clause ("so never issue …") does not precede its cue
    let prev = i
        .checked_sub(1)
        .filter(|&j| !(j == 0 && BREAKS.contains(&cl[0].text.as_str())))
        .map(|j| cl[j].text.as_str());
    let rest = &cl[i + 1..];
    match w {
        "leave" => rest.iter().any(|x| x.text == "alone" || x.text == "out"),
        "hold" => rest.first().is_some_and(|x| x.text == "off"),
        // "without my approval" is the condition of the action before it, not an action
        // forbidden: "Refunds over $250 need the lead's approval" restates the rule
        "without"
            if rest
                .iter()
                .take(2)
                .any(|x| super::rules::ASKED_FOR.contains(&x.text.as_str())) =>
        {
            false
        }
        _ if !CUES.contains(&w) => false,
        _ if cues == Cues::All => true,
        "not" => matches!(
            prev,
            Some("do" | "must" | "should" | "can" | "may" | "shall")
        ),
        "no" | "never" => matches!(prev, None | Some("please" | "ok" | "okay")),
        "nothing" => false,
        _ => true,
    }
}

/// One negated scope: the stems of up to four content words after its cue, and whether the
/// clause bounds a quantity after the cue ("do not spend **more than** $50"), so that the
/// scope forbids exceeding a limit, not the predicate itself.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Scope {
    stems: Vec<String>,
    bounded: bool,
    /// Opened by `leave … alone` / `leave out`: the scope names an object, not a predicate,
    /// so only an entry that acts on it flips it ([`CHANGES`]).
    object_only: bool,
    /// The prohibition holds for now only: its clause says `yet`, or the next clause opens
    /// with `until`, `before` or `unless` ("don't run it yet, I want to see the numbers
    /// first"). An entry that makes the act wait for a condition restates it
    /// ([`conditional`]).
    temporary: bool,
    /// [`Scope::temporary`], or said after an `until` clause of its sentence ("Until then
    /// don't touch NameBarn at all"): the prohibition holds until some event. A goal entry
    /// ([`flipped_predicate`]'s `aim`) does not flip it; an entry with a condition of its own
    /// must still meet [`Scope::temporary`], since an `until` elsewhere in the sentence may
    /// bound something else ("in code freeze until the release cut, so … don't merge").
    until_then: bool,
    /// Opened by `no`, `skip`, `without` or `avoid` before a thing ("No preprints", "skip
    /// vol-09d2…"): it names an object, so it is flipped only by an entry that acts on it, a
    /// verb before it in one clause ("Cite the preprint"; not "Osei's preferred channel is SMS").
    noun: bool,
    /// A command in backticks that the user rules out ("no `npm audit fix --force`"): the
    /// stems are its words, and an entry that writes the same command, not negated, flips it
    /// ([`command_written`]).
    command: bool,
    /// Opened by `no` or `without`: it keeps a thing out, so an entry that drops, removes or
    /// excludes it ([`EXCLUDING`]) complies.
    exclusion: bool,
    /// The stems of the other content words of the scope's sentence, when the scope forbids a
    /// verb with no object ("ledger-api is in code freeze, so open PRs there but don't
    /// merge"; not "don't push anything"): what the bare prohibition is about. Such a scope
    /// is flipped only by an entry that shares one of them ("checkout-web#319 squash-merged"
    /// is another merge).
    context: Vec<String>,
    /// The ids among [`Scope::context`]'s words (letters with digits, `b29e04`): when the
    /// sentence names a thing by id ("file a ticket for the BootReceiver cluster (b29e04), but
    /// don't fix it now"), the bare prohibition is about that thing, so an entry that does not
    /// name it flips it only with two words of the sentence, not one ("fix the main one of
    /// the top clusters").
    context_names: Vec<String>,
    /// The stems of the scope's own words that name a thing by id (letters with digits,
    /// `hv-30427`): "Don't mark HV-30427 as paid" forbids that one, so an entry that does not
    /// name it flips the scope only with three of its words, not two ("Card invoices marked
    /// paid").
    object_ids: Vec<String>,
    /// The ids the scope's sentence writes whole (`support-kb-v3`, [`raw_ids`]), for a bare
    /// prohibition: an entry that names a sibling of one of them and none of them is about
    /// another thing of the series ([`sibling_ids`]).
    sentence_ids: Vec<String>,
    /// The paths the scope's sentence names ([`raw_paths`]): an entry that names other paths
    /// and none of those the scope is about does not flip it ([`flipped_predicate`]).
    sentence_paths: Vec<NamedPath>,
    /// The stems of a relative clause that narrows the scope's object ("don't open a PR
    /// **that changes go.mod**": `mod`), without its verb when it has more words: the
    /// prohibition is about those things only, so an entry flips it only when it names one of
    /// them ("PR #1191 was opened for the staging value" opens another PR). Empty without one.
    restriction: Vec<String>,
}

/// The relative pronouns that open a clause narrowing an object ([`Scope::restriction`]).
const RELATIVE: [&str; 4] = ["that", "which", "who", "whose"];

/// The [`Scope::restriction`] of the scope opened at `cl[i]`: the content stems after the
/// first relative pronoun that follows a content word of the scope, without the first of them
/// (the relative clause's verb) when there are more ("that are flagged" keeps `flag`).
fn restriction(cl: &[Word], i: usize) -> Vec<String> {
    let rest = &cl[i + 1..];
    let Some(r) = rest
        .iter()
        .position(|x| RELATIVE.contains(&x.text.as_str()))
        .filter(|&r| rest[..r].iter().any(|x| content(&x.text)))
    else {
        return Vec::new();
    };
    let stems: Vec<String> = rest[r + 1..]
        .iter()
        .filter(|x| content(&x.text))
        .take(4)
        .map(|x| stem(&x.text))
        .collect();
    match stems.len() {
        0 | 1 => stems,
        _ => stems[1..].to_vec(),
    }
}

/// A path a text names: its last part, lower-cased (`legacy_2023.yaml` of
/// `costing/legacy_2023.yaml`, `audit` of `audit/`), and the stems of all its parts.
#[derive(Debug, Clone, PartialEq, Eq)]
struct NamedPath {
    name: String,
    parts: Vec<String>,
}

/// The paths a text names ([`NamedPath`]): words (ends trimmed of quotes, brackets and
/// punctuation) that hold a `/` before a letter, or end in an extension of one to five
/// characters with a letter, after a stem of two or more (`recipes.yaml`; not `e.g.`, `1.68`).
fn raw_paths(text: &str) -> Vec<NamedPath> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| "`'\"()[]{},;:!?*".contains(c)))
        .map(|w| w.trim_end_matches('.'))
        .filter(|w| {
            let slash = w
                .split_once('/')
                .is_some_and(|(_, r)| r.chars().next().is_none_or(char::is_alphabetic))
                && w.chars().any(char::is_alphabetic)
                && !w.contains("://");
            let extension = w.rsplit_once('.').is_some_and(|(stem, ext)| {
                stem.chars().count() >= 2
                    && (1..=5).contains(&ext.chars().count())
                    && ext.chars().all(char::is_alphanumeric)
                    && ext.chars().any(char::is_alphabetic)
            });
            slash || extension
        })
        .map(|w| {
            let trimmed = w.trim_end_matches('/');
            NamedPath {
                name: trimmed.rsplit('/').next().unwrap_or(trimmed).to_lowercase(),
                parts: w
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|p| !p.is_empty())
                    .map(stem)
                    .collect(),
            }
        })
        .collect()
}

/// Whether a word names a thing by id: three characters or more, with both letters and digits
/// (`hv-30427`, `b29e04`, `support-kb-v3`).
fn is_id(x: &str) -> bool {
    x.len() >= 3
        && x.bytes().any(|b| b.is_ascii_digit())
        && x.bytes().any(|b| b.is_ascii_alphabetic())
}

/// The ids ([`is_id`]) a text writes whole, lower-cased: runs of letters, digits, `-`, `_` and
/// `.`, ends trimmed of `-` and `.` (`support-kb-v3` whole, where the clause words split it).
fn raw_ids(text: &str) -> Vec<String> {
    text.split(|c: char| !(c.is_alphanumeric() || matches!(c, '-' | '_' | '.')))
        .map(|w| w.trim_matches(['-', '.']).to_lowercase())
        .filter(|w| is_id(w))
        .collect()
}

/// Whether two ids ([`is_id`]) differ only in their digits, with the same letters and
/// separators in the same places (`support-kb-v2` and `support-kb-v3`, `b29e04` and
/// `b29e05`): two things of one series.
fn sibling_ids(a: &str, b: &str) -> bool {
    let shape = |x: &str| -> String {
        let mut out = String::new();
        for c in x.chars() {
            if c.is_ascii_digit() {
                if !out.ends_with('#') {
                    out.push('#');
                }
            } else {
                out.push(c);
            }
        }
        out
    };
    is_id(a) && is_id(b) && a != b && shape(a) == shape(b)
}

/// The [`Scope::context_names`] of a bare prohibition at word `i` of clause `k` of its
/// sentence's clauses `all`: its ids ([`is_id`]).
fn context_names(all: &[Vec<Word>], k: usize, i: usize) -> Vec<String> {
    all.iter()
        .enumerate()
        .flat_map(|(j, c)| if j == k { &c[..i] } else { &c[..] })
        .filter(|x| is_id(&x.text))
        .map(|x| x.text.clone())
        .collect()
}

/// Stems of the verbs that act on an object a user said to leave alone or not to touch ("leave the US rows
/// alone" is flipped by "migrate the US rows", not restated by "the US rows stay with the
/// payments team").
pub(super) const CHANGES: [&str; 51] = [
    "chang",
    "modify",
    "edit",
    "touch",
    "migrat",
    "delet",
    "mov",
    "updat",
    "overwrit",
    "drop",
    "remov",
    "rewrit",
    "refactor",
    "renam",
    "add",
    "includ",
    "replac",
    "reformat",
    "fix",
    "patch",
    "deploy",
    "redeploy",
    "push",
    "releas",
    "restart",
    "reboot",
    "upgrad",
    "downgrad",
    "install",
    "uninstall",
    "apply",
    "alter",
    "truncat",
    "merg",
    "scal",
    "rollout",
    "reply",
    "comment",
    "post",
    "send",
    "clos",
    "resolv",
    "respond",
    "writ",
    "insert",
    "upsert",
    "import",
    "mark",
    "correct",
    "adjust",
    "amend",
];

/// Stems of the verbs that forbid acting on an object at all ("don't touch production",
/// "never modify the golden fixtures", "don't write to crm_prod"): such a scope, like `leave … alone`, is about its
/// object, so "Deploy 2.8.1 to production too" flips it though it never says "touch".
const TOUCHING: [&str; 7] = ["touch", "modify", "chang", "alter", "edit", "mess", "writ"];

/// Comparatives that make a negated scope forbid exceeding a bound: `more`, `over`, `above`,
/// `exceed(s)`, `beyond`, `greater`, `larger`, `longer`, `higher`, `bigger`.
const EXCEEDING: [&str; 11] = [
    "more", "over", "above", "exceed", "exceeds", "beyond", "greater", "larger", "longer",
    "higher", "bigger",
];

/// Stems with which an entry restates a bound ("keep spending **at or under** the $50
/// **limit**"): `under`, `below`, `within`, `most`, `limit`, `cap`, `max`, `maximum`, `less`,
/// `fewer`.
const BOUNDING: [&str; 10] = [
    "under", "below", "within", "most", "limit", "cap", "max", "maximum", "less", "fewer",
];

/// Whether a line is a row of columns aligned with spaces: three cells or more when cut at
/// runs of two spaces or more ([`crate::guard::wide_cells`]).
fn aligned_row(line: &str) -> bool {
    crate::guard::wide_cells(line).len() >= 3
}

/// The negated scopes of a text: for each cue ([`Cues`]), the stems of up to four content
/// words after it in its clause (`leave X alone` and `leave out X`, `hold off X` count as cues
/// too). A scope whose first content word is a code literal in backticks (`` No `--force` ``)
/// is not an instruction about a predicate and is left out, unless `no`, `never`, `without`
/// or `avoid` rules out a command of two words or more (`` no `npm audit fix --force` ``:
/// [`Scope::command`]).
fn negated_scopes(text: &str, cues: Cues) -> Vec<Scope> {
    let mut out = Vec::new();
    // the sentence before says the act waits ("it waits until after 20:00 CET tonight")
    let mut waited = false;
    for sentence in sentences(text) {
        if foreign(sentence) {
            waited = false;
            continue;
        }
        let all = marked_clauses(sentence);
        let row = cues == Cues::All && aligned_row(sentence);
        // "for now" or "first" anywhere in the sentence makes its prohibitions temporary ("skip
        // vol-09d2 - jdoe is back Monday and wants to look at it first"), and so does a wait
        // in the sentence before ("so it waits until after 20:00 CET tonight. Write the
        // migration file, but don't apply it.")
        let for_now = waited
            || all.iter().any(|cl| {
                cl.iter().any(|x| x.text == "first")
                    || cl
                        .windows(2)
                        .any(|p| p[0].text == "for" && p[1].text == "now")
            });
        waited = all
            .iter()
            .flatten()
            .any(|x| matches!(x.text.as_str(), "until" | "wait" | "waits"));
        for (k, cl) in all.iter().enumerate() {
            let until_next = all
                .get(k + 1)
                .and_then(|n| n.first())
                .is_some_and(|w| matches!(w.text.as_str(), "until" | "before" | "unless"));
            for i in 0..cl.len() {
                if !opens_scope(cl, i, cues) {
                    continue;
                }
                // `no` in a row of aligned columns of a tool's output says what the row's
                // record lacks ("Marco Bellandi   -   email only (no WhatsApp)": that guest has
                // none, blind round s71B), no rule for the agent
                if row && cl[i].text == "no" {
                    continue;
                }
                // "don't pay them until next week": a time limit in the clause itself
                let temporary = for_now
                    || until_next
                    || cl[i + 1..]
                        .iter()
                        .any(|x| matches!(x.text.as_str(), "yet" | "until" | "before"));
                // "Until then don't touch NameBarn at all": after an `until` clause of its
                // sentence (`then` is a clause break of its own)
                let until_then = temporary
                    || all[..=k]
                        .iter()
                        .any(|c| c.first().is_some_and(|w| w.text == "until"));
                let words: Vec<&Word> = cl[i + 1..]
                    .iter()
                    .enumerate()
                    .take_while(|(_, x)| x.text != "alone")
                    // "don't upgrade anything as part of this": `as part of` names no object
                    .filter(|&(j, x)| !(x.text == "part" && j > 0 && cl[i + j].text == "as"))
                    .map(|(_, x)| x)
                    // `cancel` is a cue, and also the act "don't cancel the hotel" forbids
                    .filter(|x| {
                        (content(&x.text) || x.text == "cancel")
                            && x.text != "off"
                            && x.text != "out"
                    })
                    .take(4)
                    .collect();
                // "no `npm audit fix --force`": a command of two words or more in backticks
                if words.first().is_some_and(|w| w.code)
                    && matches!(cl[i].text.as_str(), "no" | "never" | "without" | "avoid")
                {
                    let command: Vec<String> = cl[i + 1..]
                        .iter()
                        .skip_while(|x| !x.code)
                        .take_while(|x| x.code)
                        .map(|x| stem(&x.text))
                        .collect();
                    if command.len() >= 2 {
                        out.push(Scope {
                            stems: command,
                            bounded: false,
                            object_only: false,
                            temporary,
                            until_then,
                            noun: false,
                            command: true,
                            exclusion: true,
                            context: Vec::new(),
                            context_names: Vec::new(),
                            object_ids: Vec::new(),
                            sentence_ids: Vec::new(),
                            sentence_paths: raw_paths(sentence),
                            restriction: Vec::new(),
                        });
                    }
                    continue;
                }
                if words.first().is_none_or(|w| w.code) {
                    continue;
                }
                let stems: Vec<String> = words.iter().map(|x| stem(&x.text)).collect();
                let object_ids: Vec<String> = words
                    .iter()
                    .filter(|x| is_id(&x.text))
                    .map(|x| stem(&x.text))
                    .collect();
                let bounded = cl[i + 1..]
                    .iter()
                    .any(|x| EXCEEDING.contains(&x.text.as_str()));
                // a verb forbidden with no object ("so open PRs there but don't merge"; not
                // "don't push anything", "no preprints") is about what its sentence names
                // (a clause opened by `no` before a lone verb is not bare: "And no applies today
                // — plan only" forbids every apply, whatever else its sentence names)
                let bare_verb = cl[i].text == "not"
                    && stems.len() == 1
                    && !cl[i + 1..]
                        .iter()
                        .any(|x| UNIVERSAL.contains(&x.text.as_str()));
                let context: Vec<String> = if bare_verb {
                    all.iter()
                        .enumerate()
                        .flat_map(|(j, c)| if j == k { &c[..i] } else { &c[..] })
                        // not the short parts of a hyphenated name (`kl` of `kl-ml-artifacts`
                        // is in every bucket's name)
                        .filter(|x| {
                            content(&x.text) && !is_cue_word(&x.text) && x.text.chars().count() >= 3
                        })
                        .map(|x| stem(&x.text))
                        .filter(|x| *x != stems[0])
                        .collect()
                } else {
                    Vec::new()
                };
                // "don't touch production": the scope also names its object, as `leave … alone`
                // does, so any act on it flips it; the predicate itself still flips it too
                // ("src/jobq/scheduler.py: changed the default" for "don't change scheduler.py")
                if stems.len() >= 2 && TOUCHING.contains(&stems[0].as_str()) {
                    out.push(Scope {
                        stems: stems[1..].to_vec(),
                        bounded,
                        object_only: true,
                        temporary,
                        until_then,
                        noun: false,
                        command: false,
                        exclusion: false,
                        context: Vec::new(),
                        context_names: Vec::new(),
                        object_ids: Vec::new(),
                        sentence_ids: Vec::new(),
                        sentence_paths: raw_paths(sentence),
                        restriction: restriction(cl, i),
                    });
                }
                let noun = matches!(
                    cl[i].text.as_str(),
                    "no" | "skip" | "skipping" | "without" | "avoid"
                ) && !verbal(&words[0].text);
                // "without publish_looker", "no `crm_prod`": a scope that opens with a name
                // excludes that thing, so only acting on it flips it
                let named = words[0].text.contains('_');
                out.push(Scope {
                    stems,
                    bounded,
                    object_only: cl[i].text == "leave" || named,
                    temporary,
                    until_then,
                    noun,
                    command: false,
                    exclusion: matches!(cl[i].text.as_str(), "no" | "without"),
                    context_names: if bare_verb {
                        context_names(&all, k, i)
                    } else {
                        Vec::new()
                    },
                    context,
                    object_ids,
                    sentence_ids: if bare_verb {
                        raw_ids(sentence)
                    } else {
                        Vec::new()
                    },
                    sentence_paths: raw_paths(sentence),
                    restriction: restriction(cl, i),
                });
            }
        }
    }
    out
}

/// Whether a section states the goal of the work (`Goal`, `overall_goal`, `Objective`): the
/// end the work is for, not a step of it. Not Claude Code's `Primary Request and Intent`, which
/// lists the user's asks one by one, as acts.
fn states_goal(section: &str) -> bool {
    section::titled(section, &["goal", "goals", "objective", "objectives"])
}

/// Share of a quoted entry's content terms that one line of a user turn must hold for the
/// entry to quote that turn ([`Instructions::quotes_a_turn`]).
const QUOTED_SHARE: f32 = 0.8;

/// Words that make a forbidden verb's object everything ("don't push anything").
const UNIVERSAL: [&str; 6] = ["anything", "any", "anyone", "everything", "all", "ever"];

/// The sentences of a text: its lines cut after `.`, `!` or `?` before a space.
fn sentences(text: &str) -> impl Iterator<Item = &str> {
    text.lines().flat_map(|line| {
        let mut out = Vec::new();
        let mut start = 0;
        let b = line.as_bytes();
        for i in 0..b.len() {
            if matches!(b[i], b'.' | b'!' | b'?') && b.get(i + 1) == Some(&b' ') {
                out.push(&line[start..=i]);
                start = i + 1;
            }
        }
        out.push(&line[start..]);
        out.into_iter().filter(|s| !s.trim().is_empty())
    })
}

/// Whether `entry` states, without a cue of its own, the predicate of a clause that
/// `evidence` negates or cancels (see the module documentation). Empty texts give `false`.
pub fn prohibition_flip(entry: &str, evidence: &str) -> bool {
    let scopes = negated_scopes(evidence, Cues::All);
    let english = !scopes.is_empty()
        && entry_words(entry).is_some_and(|w| {
            flipped_predicate(
                &w,
                &raw_ids(entry),
                &raw_paths(entry),
                &scopes,
                Cues::All,
                false,
            )
            .is_some()
        });
    english || (cjk::has_cjk(evidence) && cjk_flip(entry, &cjk::scopes(evidence, cjk::Mode::All)))
}

/// Whether `entry` states what one of `scopes` (Japanese or Chinese instructions) forbids: a
/// Japanese or Chinese entry by its own clauses ([`cjk::stated`]), an English one by its
/// plainly stated words against the scopes' Latin predicates ([`cjk::Stated::english`]).
fn cjk_flip(entry: &str, scopes: &[cjk::Scope]) -> bool {
    !scopes.is_empty()
        && cjk::flipped(&cjk_stated(entry, cjk::Stated::any_latin(scopes)), scopes).is_some()
}

/// The entry's plainly stated clauses for [`cjk_flip`]: its own Japanese or Chinese clauses,
/// else, when some scope has a Latin predicate (`latin`), its English words; else none.
fn cjk_stated(entry: &str, latin: bool) -> Vec<cjk::Stated> {
    if cjk::has_cjk(entry) {
        cjk::stated(entry)
    } else if latin {
        entry_words(entry)
            .map(|w| {
                vec![cjk::Stated::english(
                    w.into_iter().filter(|w| !w.negated).map(|w| w.stem),
                )]
            })
            .unwrap_or_default()
    } else {
        Vec::new()
    }
}

/// Whether a user turn forbids or cancels what `entry` states, and no later user turn lifts
/// it ([`Instructions::flip`] over `turns` parsed on the spot). Empty input gives `false`.
pub fn instruction_flip(entry: &str, turns: &[&str]) -> bool {
    Instructions::parse(turns.iter().copied()).flip(entry)
}

/// The user turns of a record, parsed once so that every entry of its summary is checked
/// against them without reading them again ([`Instructions::flip`]).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Instructions {
    /// One per user turn, in transcript order.
    turns: Vec<Turn>,
    /// The non-blank lines of the turns, trimmed, sorted and distinct:
    /// [`Instructions::without_turns`] drops them from an entry's evidence.
    lines: Vec<String>,
    /// The lines of the previous summary ([`Instructions::with_prior`]).
    prior: Vec<String>,
    /// The non-blank lines of the messages the agent sent, trimmed, sorted and distinct
    /// ([`Instructions::with_outgoing`]).
    outgoing: Vec<String>,
}

/// The non-blank lines of `texts`, trimmed, in order.
fn trimmed_lines<'a>(texts: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    texts
        .into_iter()
        .flat_map(str::lines)
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// Share of an entry's content terms that one line of the previous summary must hold for the
/// entry to restate it ([`Instructions::with_prior`]).
const PRIOR_SHARE: f32 = 0.8;

/// Whether one of `lines` holds at least `share` of the content terms of `entry`
/// ([`crate::guard::best_line`]).
fn restates(lines: &[String], entry: &str, share: f32) -> bool {
    lines
        .iter()
        .any(|l| crate::guard::best_line(entry, l).overlap >= share)
}

/// One user turn: its instruction scopes, and the stems it states in clauses without a cue;
/// the same for Japanese and Chinese ([`cjk`]).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Turn {
    /// The turn as written, for [`Instructions::flipping_turn`]'s quote.
    text: String,
    scopes: Vec<Scope>,
    plain: HashSet<String>,
    cjk_scopes: Vec<cjk::Scope>,
    cjk_plain: Vec<cjk::Stated>,
    /// The command-line flags it forbids, in any language ([`banned_flags`]), and those it
    /// names without a negation ([`plain_flags`]).
    banned_flags: Vec<String>,
    plain_flags: Vec<String>,
}

impl Instructions {
    /// No user turns (a bare pair): [`Instructions::flip`] is always `false`.
    pub const NONE: &'static Instructions = &Instructions {
        turns: Vec::new(),
        lines: Vec::new(),
        prior: Vec::new(),
        outgoing: Vec::new(),
    };

    /// The same instructions with the lines of what was so before any of the turns (the
    /// previous summary's entries that are not open work, as the pipeline gives them): an
    /// entry that restates one of them (80% of its content terms in one line) reports a state
    /// or an act from before the turns, which no instruction given later can flip ("Last PyPI
    /// release was 2.3.2, published 14 Jan 2025" against "do NOT publish to real PyPI"). Open
    /// work must be left out by the caller: a later turn may well cancel a plan the previous
    /// summary listed.
    pub fn with_prior<'a>(mut self, texts: impl IntoIterator<Item = &'a str>) -> Self {
        self.prior = trimmed_lines(texts);
        self
    }

    /// The same instructions with the texts of the calls that send a message (the rendered
    /// arguments of a message tool's call: its body as the agent wrote it), whose lines
    /// [`Instructions::without_turns`] drops from an entry's evidence too: what the agent wrote
    /// to others is no instruction to it ("[PREVIEW - not sent to guests]" heading a WhatsApp
    /// preview the agent sent the user, blind round s71B, forbids the agent nothing).
    pub fn with_outgoing<'a>(mut self, texts: impl IntoIterator<Item = &'a str>) -> Self {
        self.outgoing = trimmed_lines(texts);
        self.outgoing.sort_unstable();
        self.outgoing.dedup();
        self
    }

    /// Whether `entry` restates a line of [`Instructions::with_prior`].
    fn restates_prior(&self, entry: &str) -> bool {
        restates(&self.prior, entry, PRIOR_SHARE)
    }

    /// Parses the record's user turns, given in transcript order.
    pub fn parse<'a>(turns: impl IntoIterator<Item = &'a str>) -> Self {
        let texts: Vec<&str> = turns.into_iter().collect();
        let mut lines = trimmed_lines(texts.iter().copied());
        lines.sort_unstable();
        lines.dedup();
        let turns = texts
            .into_iter()
            .map(|t| Turn {
                text: t.to_string(),
                scopes: negated_scopes(t, Cues::Imperative),
                plain: clauses(t)
                    .iter()
                    .filter(|cl| !cl.iter().any(|x| is_cue_word(x)))
                    .flatten()
                    .map(|w| stem(w))
                    .collect(),
                // text without Han or kana has no Japanese or Chinese scope or clause
                cjk_scopes: if cjk::has_cjk(t) {
                    cjk::scopes(t, cjk::Mode::Imperative)
                } else {
                    Vec::new()
                },
                cjk_plain: if cjk::has_cjk(t) {
                    cjk::stated(t)
                } else {
                    Vec::new()
                },
                banned_flags: banned_flags(t),
                plain_flags: plain_flags(t),
            })
            .collect();
        Instructions {
            turns,
            lines,
            prior: Vec::new(),
            outgoing: Vec::new(),
        }
    }

    /// `evidence` without the lines of its user turns (a span of a turn is a window of its
    /// lines): the user's instructions are read whole and in order by [`Instructions::flip`],
    /// which honours a later turn that lifts them ("don't send Katrin anything until the date
    /// is final" … "Yes, send Katrin the draft"), so [`prohibition_flip`] reads the other
    /// sources of an entry of a record. The lines of the messages the agent sent
    /// ([`Instructions::with_outgoing`]) are dropped too. Borrowed when no line is dropped.
    pub fn without_turns<'e>(&self, evidence: &'e str) -> std::borrow::Cow<'e, str> {
        let turn_line = |l: &str| {
            let l = l.trim();
            [&self.lines, &self.outgoing]
                .iter()
                .any(|set| set.binary_search_by(|x| x.as_str().cmp(l)).is_ok())
        };
        if !evidence.lines().any(turn_line) {
            return std::borrow::Cow::Borrowed(evidence);
        }
        let kept: Vec<&str> = evidence.lines().filter(|l| !turn_line(l)).collect();
        std::borrow::Cow::Owned(kept.join("\n"))
    }

    /// Whether a user turn forbids or cancels what `entry` states and no later user turn lifts
    /// it: some turn flips the entry as [`prohibition_flip`] does, with only the cues of an
    /// instruction, and no turn after it states the flipped predicate (same stem) in a clause
    /// without a cue of its own ("don't push yet" … "ok, push it now"). The turns are read
    /// whole, whichever spans retrieval chose, because an instruction that forbids an entry
    /// rarely shares enough words with it to rank in its top-k.
    pub fn flip(&self, entry: &str) -> bool {
        self.flipping(entry, false).is_some()
    }

    /// [`Instructions::flip`] for an entry of the section titled `section`: in a section that
    /// states the goal of the work (`Goal`, `overall_goal`, `Objective`: [`states_goal`]), a
    /// prohibition for now only (`yet`, `until`, `before`, `for now`, `first`) does not flip
    /// the entry ("Book single rooms for the 18-person team" under `## Goal` against "Get a
    /// group quote, but don't book anything before I approve it").
    pub fn flip_in(&self, entry: &str, section: &str) -> bool {
        self.flipping(entry, states_goal(section)).is_some()
    }

    /// The first turn that flips `entry` (see [`Instructions::flip_in`]; `aim`: the entry
    /// states the goal), with the flipped predicate's stem for an English turn: what
    /// [`Instructions::flip_in`] decides by and [`Instructions::flipping_turn`] quotes from.
    fn flipping(&self, entry: &str, aim: bool) -> Option<(usize, Option<&String>)> {
        let found = match self.flip_english(entry, aim) {
            Some((i, pred)) => (i, Some(pred)),
            None => (
                self.flip_cjk(entry).or_else(|| self.flip_flag(entry))?,
                None,
            ),
        };
        (!self.restates_prior(entry)).then_some(found)
    }

    /// The user turn that flips `entry`, of the section titled `section`, when
    /// [`Instructions::flip_in`] holds: its position among the turns given to
    /// [`Instructions::parse`] (0-based) and the sentence of it that states the prohibition
    /// (the first sentence with the flipped predicate and a prohibition, else the first with
    /// the predicate; for a Japanese or Chinese turn, its first sentence with a cue), trimmed.
    /// The first turn that flips the entry is named when several do. `None` when
    /// [`Instructions::flip_in`] is `false`.
    pub fn flipping_turn(&self, entry: &str, section: &str) -> Option<(usize, &str)> {
        let (i, pred) = self.flipping(entry, states_goal(section))?;
        let text = self.turns[i].text.as_str();
        if let Some(pred) = pred {
            // (an identifier is one word: `crm_prod` of "don't write to crm_prod")
            let names = |s: &&str| {
                s.split(|c: char| !c.is_alphanumeric() && c != '\'' && c != '_')
                    .any(|w| stem(&w.to_lowercase()) == *pred)
            };
            let forbids = |s: &&str| !negated_scopes(s, Cues::Imperative).is_empty();
            let said = sentences(text)
                .filter(names)
                .find(forbids)
                .or_else(|| sentences(text).find(names))
                .or_else(|| sentences(text).find(forbids))
                .or_else(|| sentences(text).next())
                .unwrap_or(text);
            return Some((i, said.trim()));
        }
        let said = text
            .lines()
            .flat_map(|l| l.split_inclusive(['。', '！', '？']))
            .find(|l| !cjk::scopes(l, cjk::Mode::Imperative).is_empty())
            .unwrap_or(text);
        Some((i, said.trim()))
    }

    /// The first turn that flips `entry` in English, with the flipped predicate's stem.
    fn flip_english(&self, entry: &str, aim: bool) -> Option<(usize, &String)> {
        if self.turns.iter().all(|t| t.scopes.is_empty()) || self.quotes_a_turn(entry) {
            return None;
        }
        let words = entry_words(entry)?;
        let ids = raw_ids(entry);
        let paths = raw_paths(entry);
        let flags = negated_flags(entry);
        self.turns.iter().enumerate().find_map(|(i, turn)| {
            // a prohibition of a flag the entry rules out itself ("never apply with
            // -auto-approve" for "…, without -auto-approve") is kept, whatever the clause
            let scopes: Vec<Scope> = turn
                .scopes
                .iter()
                .filter(|sc| !flags.iter().any(|f| f.iter().all(|p| sc.stems.contains(p))))
                .cloned()
                .collect();
            flipped_predicate(&words, &ids, &paths, &scopes, Cues::Imperative, aim)
                .filter(|pred| {
                    !self.turns[i + 1..]
                        .iter()
                        .any(|later| later.plain.contains(*pred))
                })
                .and_then(|pred| {
                    turn.scopes
                        .iter()
                        .flat_map(|sc| sc.stems.iter())
                        .find(|x| *x == pred)
                })
                .map(|pred| (i, pred))
        })
    }

    /// The first turn that forbids a command-line flag the entry uses ([`banned_flags`], in
    /// any language: "Committe das bitte, aber niemals mit --no-verify" for "Amend 4be71c9
    /// with --no-verify"), when no later turn names the flag without a negation. The entry
    /// uses the flag in a clause without a cue of its own and does not rule it out
    /// ([`negated_flags`]: "…, without --overwrite").
    fn flip_flag(&self, entry: &str) -> Option<usize> {
        if self.turns.iter().all(|t| t.banned_flags.is_empty()) || self.quotes_a_turn(entry) {
            return None;
        }
        let ruled_out = negated_flags(entry);
        let used = used_flags(entry);
        let used: Vec<&String> = used
            .iter()
            .filter(|f| {
                let parts: Vec<String> = flag_parts(f);
                !ruled_out.iter().any(|r| *r == parts)
            })
            .collect();
        self.turns.iter().enumerate().position(|(i, turn)| {
            turn.banned_flags.iter().any(|f| {
                used.contains(&f)
                    && !self.turns[i + 1..]
                        .iter()
                        .any(|later| later.plain_flags.contains(f))
            })
        })
    }

    /// Whether the entry quotes a user turn: it stands in quotation marks and one line of a
    /// turn holds [`QUOTED_SHARE`] of its content terms ("\"Don't touch the phased release —
    /// I decide on pausing.\"" under `All user messages`). A quote restates what the user
    /// said; it flips nothing.
    fn quotes_a_turn(&self, entry: &str) -> bool {
        let t = entry.trim();
        let quoted = ['"', '\u{201c}'].iter().any(|q| t.starts_with(*q))
            && ['"', '\u{201d}']
                .iter()
                .any(|q| t.trim_end_matches(['.', ',']).ends_with(*q));
        quoted && restates(&self.lines, t, QUOTED_SHARE)
    }

    /// [`Instructions::flip`] for Japanese and Chinese turns and entries ([`cjk`]): the first
    /// turn that flips `entry`.
    fn flip_cjk(&self, entry: &str) -> Option<usize> {
        if self.turns.iter().all(|t| t.cjk_scopes.is_empty()) {
            return None;
        }
        // the entry's stated clauses, read once for every turn: English words state no
        // Japanese or Chinese predicate, so reading them for a turn without a Latin one is
        // harmless
        let latin = self
            .turns
            .iter()
            .any(|t| cjk::Stated::any_latin(&t.cjk_scopes));
        let stated = cjk_stated(entry, latin);
        self.turns.iter().enumerate().position(|(i, turn)| {
            cjk::flipped(&stated, &turn.cjk_scopes).is_some_and(|scope| {
                !self.turns[i + 1..]
                    .iter()
                    .any(|later| cjk::restated(&later.cjk_plain, scope))
            })
        })
    }
}

/// A negation or cancellation cue, or a word that opens or narrows one (`leave … alone`,
/// `hold off`, `instead`, `rather` (than), `only`: "the test went only to me" keeps, not flips, "don't send
/// the test to the whole list"; `none`, `nobody`: "none has been activated"; `non-`: "reset
/// the non-executive clickers" keeps "no resets for executives"), in an entry's own clause.
fn is_cue_word(x: &str) -> bool {
    CUES.contains(&x)
        || CUES.contains(&stem(x).as_str())
        || matches!(
            x,
            "leave"
                | "hold"
                | "instead"
                | "rather"
                | "only"
                | "none"
                | "nobody"
                | "neither"
                | "non"
        )
}

/// One word of an entry: its stem, whether its clause carries a cue of its own or is deferred
/// (opened by one of [`DEFERRING`]), whether an excluding ([`EXCLUDING`]) or sparing
/// ([`SPARING`]) verb stands before it in the entry, and the index of its clause.
#[derive(Debug, Clone, PartialEq, Eq)]
struct EntryWord {
    stem: String,
    negated: bool,
    excluded: bool,
    spared: bool,
    /// Inside backticks or a path-like name (`fix/merge-dedupe`): never the predicate.
    code: bool,
    /// A verb of action ([`verbal`], or one of [`CHANGES`]).
    verb: bool,
    /// Used as a noun: after an article, a possessive or an acronym in its clause ("QA
    /// contact Kenji Morita", "the push to main"), so it names no act of the entry.
    nominal: bool,
    /// A verb in the third person present after the first word of its clause ("stable r118
    /// runs v3.13.2", "the nightly job pushes to S3"): it says what a thing does, it is no act
    /// of the entry. A clause that opens with it ("Adds the retry", "and pushes the tag")
    /// reports an act.
    described: bool,
    /// A form of `cancel` in a clause with no other cue: negated for every other word of the
    /// clause ("Cancelled the deploy" deploys nothing), but itself an act, which "don't cancel
    /// X" forbids.
    cancels: bool,
    /// After `except` or `excluding` in its clause ("cancel subscriptions unpaid for more than
    /// 60 days except Enterprise ones"): a thing the entry exempts from its act.
    exempt: bool,
    clause: usize,
}

/// Modals and the auxiliaries that [`section::AUXILIARIES`] does not list: a word before one
/// of them, or before one of those, is its subject, not a verb ([`EntryWord::described`]).
const MODALS: [&str; 10] = [
    "be", "do", "does", "should", "must", "will", "would", "can", "could", "may",
];

/// Negation words of the languages users write to agents in, for a flag they forbid
/// ([`banned_flags`]): English, German, French, Spanish, Portuguese, Italian, Dutch, the
/// Scandinavian languages, Polish, Czech, Turkish, Russian, Finnish, Hungarian, Romanian.
const FLAG_NEGATIONS: &[&str] = &[
    "never",
    "not",
    "don't",
    "dont",
    "no",
    "avoid",
    "without",
    "mustn't",
    "forbidden",
    // German, French, Spanish and Portuguese, Italian, Dutch
    "nie",
    "niemals",
    "nicht",
    "kein",
    "keine",
    "keinen",
    "keinesfalls",
    "ohne",
    "verboten",
    "jamais",
    "pas",
    "n'",
    "aucun",
    "sans",
    "interdit",
    "nunca",
    "jamás",
    "sin",
    "prohibido",
    "não",
    "nao",
    "sem",
    "non",
    "senza",
    "nooit",
    "niet",
    "geen",
    "zonder",
    // Swedish, Danish and Norwegian, Polish, Czech, Turkish, Russian, Finnish, Hungarian,
    // Romanian
    "aldrig",
    "inte",
    "ej",
    "utan",
    "aldri",
    "ikke",
    "uden",
    "uten",
    "nigdy",
    "bez",
    "nikdy",
    "ne",
    "asla",
    "sakın",
    "никогда",
    "не",
    "нельзя",
    "без",
    "älä",
    "koskaan",
    "ilman",
    "soha",
    "nem",
    "niciodată",
    "fără",
];

/// Number of words between a negation and the flag it forbids, either way, in one clause
/// ([`banned_flags`]): "niemals mit --no-verify", "--force bitte nicht verwenden".
const FLAG_REACH: usize = 4;

/// The command-line flags of a text, lower-cased, each with its position among the text's
/// words and the clause it stands in (clauses end at `,`, `;`, `:`, `.`, `–`, `—`, a line
/// break): `--force`, `--no-verify`, `-auto-approve` (a single dash and three letters or
/// more; `-f` is too short to tell from a dash).
fn flag_words(text: &str) -> Vec<(usize, usize, String)> {
    let mut out = Vec::new();
    for (c, clause) in text
        .split(|ch: char| matches!(ch, ',' | ';' | ':' | '\n' | '\u{2013}' | '\u{2014}'))
        .flat_map(|cl| cl.split(". "))
        .enumerate()
    {
        for (i, w) in clause.split_whitespace().enumerate() {
            let w = w
                .trim_matches(|ch: char| {
                    matches!(ch, '`' | '"' | '\'' | '(' | ')' | '.' | '!' | '?')
                })
                .to_lowercase();
            let name = w.strip_prefix("--").or_else(|| w.strip_prefix('-'));
            let long = w.starts_with("--");
            let ok = name.is_some_and(|n| {
                n.chars().next().is_some_and(|ch| ch.is_ascii_alphabetic())
                    && n.chars().all(|ch| ch.is_ascii_alphanumeric() || ch == '-')
                    && (long || n.len() >= 3)
            });
            if ok {
                // `--flag=value` names the flag
                out.push((c, i, w.split('=').next().unwrap_or(&w).to_string()));
            }
        }
    }
    out
}

/// The stems of a flag's parts (`--no-verify` → `no`… as [`negated_flags`] gives them).
fn flag_parts(flag: &str) -> Vec<String> {
    flag.trim_start_matches('-')
        .split('-')
        .filter(|p| p.len() > 1)
        .map(stem)
        .collect()
}

/// The command-line flags a text forbids, in any language: a flag ([`flag_words`]) with a
/// negation word of [`FLAG_NEGATIONS`] at most [`FLAG_REACH`] words before or after it in
/// its clause ("No uses nunca --force con clinicctl", "N'utilise jamais --overwrite avec
/// calx", "aber niemals mit --no-verify", "don't use --notify-all"). A flag's name is the
/// same in every language, so this reads instructions the English scopes miss.
fn banned_flags(text: &str) -> Vec<String> {
    let clauses = flag_clauses(text);
    let mut out: Vec<String> = flag_words(text)
        .into_iter()
        .filter(|(c, i, _)| {
            clauses.get(*c).is_some_and(|words| {
                let lo = i.saturating_sub(FLAG_REACH);
                let hi = (*i + FLAG_REACH + 1).min(words.len());
                words[lo..hi]
                    .iter()
                    .any(|w| FLAG_NEGATIONS.contains(&w.as_str()))
            })
        })
        .map(|(_, _, f)| f)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The words of each clause of a text as [`flag_words`] cuts it, lower-cased and trimmed of
/// punctuation (`n'utilise` as the negation `n'`).
fn flag_clauses(text: &str) -> Vec<Vec<String>> {
    text.split(|ch: char| matches!(ch, ',' | ';' | ':' | '\n' | '\u{2013}' | '\u{2014}'))
        .flat_map(|cl| cl.split(". "))
        .map(|cl| {
            cl.split_whitespace()
                .map(|w| {
                    let w = w.to_lowercase();
                    // `n'utilise` opens with the negation `n'`
                    match w.strip_prefix("n'").or_else(|| w.strip_prefix("n\u{2019}")) {
                        Some(_) => "n'".to_string(),
                        None => w
                            .trim_matches(|ch: char| {
                                !ch.is_alphanumeric() && ch != '\'' && ch != '-'
                            })
                            .to_string(),
                    }
                })
                .collect()
        })
        .collect()
}

/// The command-line flags a text names in a clause with no negation or cue at all
/// ([`FLAG_NEGATIONS`], [`is_cue_word`]): a later turn that names a flag so lifts its
/// prohibition ("ok, use --force this once"), and an entry that names one so uses it ("Did
/// not run `npm audit fix --force`" does not).
fn plain_flags(text: &str) -> Vec<String> {
    let clauses = flag_clauses(text);
    let mut out: Vec<String> = flag_words(text)
        .into_iter()
        .filter(|(c, _, _)| {
            clauses.get(*c).is_some_and(|words| {
                !words
                    .iter()
                    .any(|w| FLAG_NEGATIONS.contains(&w.as_str()) || is_cue_word(w))
            })
        })
        .map(|(_, _, f)| f)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Words before a flag that use it ("re-run … with --force", "pass --no-verify"), and after
/// one that allow it ("--force is fine"): [`used_flags`].
const FLAG_USES: [&str; 19] = [
    "with", "use", "uses", "used", "using", "run", "ran", "rerun", "re-run", "pass", "passed",
    "passing", "add", "added", "via", "retry", "apply", "applied", "re-ran",
];
const FLAG_ALLOWED: [&str; 6] = ["fine", "ok", "okay", "allowed", "acceptable", "permitted"];

/// The flags an entry uses or allows, not ones it only names ("the disk numbers for both
/// --link and --copy"): a plain flag ([`plain_flags`]) inside a command in backticks
/// (`` `dbt run -s x --full-refresh` ``), after one of [`FLAG_USES`] at most three words
/// before it, or followed within two words by one of [`FLAG_ALLOWED`] ("--force is fine
/// with clinicctl once …").
fn used_flags(entry: &str) -> Vec<String> {
    let plain = plain_flags(entry);
    let clauses = flag_clauses(entry);
    let in_command = |f: &str| {
        entry.split('`').skip(1).step_by(2).any(|span| {
            span.contains(' ')
                && span
                    .to_lowercase()
                    .split_whitespace()
                    .any(|w| w.split('=').next() == Some(f))
        })
    };
    let mut out: Vec<String> = flag_words(entry)
        .into_iter()
        .filter(|(_, _, f)| plain.contains(f))
        .filter(|(c, i, f)| {
            let words = &clauses[*c];
            let before = &words[i.saturating_sub(3)..*i];
            let after = &words[(*i + 1).min(words.len())..(*i + 3).min(words.len())];
            in_command(f)
                || before.iter().any(|w| FLAG_USES.contains(&w.as_str()))
                || after.iter().any(|w| FLAG_ALLOWED.contains(&w.as_str()))
        })
        .map(|(_, _, f)| f)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The command-line flags an entry rules out (`without -auto-approve`, "no `--force`", `not
/// --no-verify`), each as the stems of its parts (`auto`, `approv`): [`Instructions::flip`]
/// does not count the entry against a prohibition of that flag.
fn negated_flags(entry: &str) -> Vec<Vec<String>> {
    let lower = entry.to_lowercase();
    let mut out = Vec::new();
    for cue in ["without ", "no ", "not "] {
        for (at, _) in lower.match_indices(cue) {
            let rest = lower[at + cue.len()..].trim_start_matches('`');
            let Some(flag) = rest.strip_prefix("--").or_else(|| rest.strip_prefix('-')) else {
                continue;
            };
            let name: String = flag
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '-')
                .collect();
            let parts: Vec<String> = name.split('-').filter(|p| p.len() > 1).map(stem).collect();
            if !parts.is_empty() {
                out.push(parts);
            }
        }
    }
    out
}

/// Words that open the object of a verb written as an acronym ("SMS the moved patients", "DM
/// everyone"): before any other word the acronym is a noun ([`EntryWord::nominal`]).
const OBJECT_OPENERS: [&str; 14] = [
    "the",
    "a",
    "an",
    "all",
    "every",
    "each",
    "them",
    "him",
    "her",
    "everyone",
    "anyone",
    "everybody",
    "anybody",
    "those",
];

/// Words after which a verb's form is a noun ("the contact", "our push", "primary contact",
/// "dry run").
const NOUN_MARKERS: [&str; 16] = [
    "a", "an", "the", "our", "their", "his", "her", "its", "my", "your", "primary", "main",
    "point", "dry", "trial", "practice",
];

/// Whether word `k` of clause `cl` ends a noun phrase as a verb's bare form after an article
/// and a noun ("after **the slot drop** at 14:02", "a config change"): the act's name, not an
/// act of the entry. The middle word must be no verb, no cue and no past form ("the agent
/// dropped" is an act).
fn compound_head(cl: &[String], k: usize) -> bool {
    let (Some(article), Some(noun)) = (
        k.checked_sub(2).map(|j| cl[j].as_str()),
        k.checked_sub(1).map(|j| cl[j].as_str()),
    ) else {
        return false;
    };
    let w = cl[k].as_str();
    matches!(
        article,
        "a" | "an" | "the" | "this" | "that" | "our" | "their" | "its"
    ) && section::is_verb(w)
        && !verbal(noun)
        && !is_cue_word(noun)
        && !section::past_form(noun)
        && noun.chars().all(char::is_alphabetic)
}

/// Stems of verbs with which an entry keeps something out ("Dropped the bioRxiv preprint and
/// the MSc thesis: not peer-reviewed" for the user's "No preprints, no theses"): what follows
/// them is excluded, as an exclusion (`no X`, `without X`) asks, not stated. Deleting what the
/// user said to skip still acts on it.
const EXCLUDING: [&str; 8] = [
    "drop", "exclud", "remov", "omit", "discard", "filter", "strip", "delet",
];

/// Stems of verbs with which an entry leaves its object be ("Kept vol-09d2… until jdoe reviews
/// it" for "skip vol-09d2…"): what follows them is spared, as any prohibition asks.
const SPARING: [&str; 6] = ["kept", "keep", "left", "spar", "retain", "preserv"];

/// The entry's words ([`EntryWord`]) in order; `None` when the entry defers the action
/// ("Wait for the user's review before pushing"), speaks of the rule itself ("the vault
/// code and JAFIA safe-word restrictions still in force") or states the user's own plan ("The
/// user will send it personally after MRB"), which keeps the instruction rather than flipping
/// it. A clause that asks whether something holds ("check again whether the shipper has sent
/// the declaration") gives no words: it states nothing.
fn entry_words(entry: &str) -> Option<Vec<EntryWord>> {
    let marked = marked_clauses(entry);
    let entry_clauses: Vec<Vec<String>> = marked
        .iter()
        .map(|cl| cl.iter().map(|w| w.text.clone()).collect())
        .collect();
    // the user's own plan ("The user will send the email personally after MRB") restates
    // what the user said they would do, not what the agent should not
    let lead: Vec<&str> = entry_clauses
        .iter()
        .flatten()
        .take(3)
        .map(String::as_str)
        .collect();
    if matches!(
        lead.as_slice(),
        ["the", "user", "will" | "wants" | "plans" | "is", ..]
            | ["user", "will" | "wants" | "plans" | "is", ..]
    ) {
        return None;
    }
    if third_party_act(entry) {
        return None;
    }
    if entry_clauses.iter().flatten().any(|w| {
        matches!(
            w.as_str(),
            "wait"
                | "waits"
                | "waiting"
                | "awaiting"
                | "restriction"
                | "restrictions"
                | "restricted"
                | "constraint"
                | "constraints"
                | "prohibition"
                | "prohibitions"
                | "prohibited"
                | "banned"
        )
    }) {
        return None;
    }
    let mut words = Vec::new();
    let mut excluding = false;
    let mut sparing = false;
    for (clause, cl) in entry_clauses.iter().enumerate() {
        // a clause that asks whether something holds states nothing ("check again whether
        // Koro Island Store has sent the DG declaration" against a hold whose reason says the
        // declaration is missing, blind round s58B)
        if cl.iter().any(|w| w == "whether") {
            continue;
        }
        let deferred = cl.first().is_some_and(|w| DEFERRING.contains(&w.as_str()));
        // "dnd-kit ruled out as too big a change", "the rollback was rejected"
        let ruled_out = cl.windows(2).any(|p| p[0] == "ruled" && p[1] == "out")
            || cl.iter().any(|x| REJECTING.contains(&x.as_str()));
        let negated = deferred || ruled_out || cl.iter().any(|x| is_cue_word(x));
        // the clause's only cue is a form of `cancel`: the entry cancels something, an act of
        // its own ("Cancelled Osei's subscription" against "don't cancel")
        let cancels = !deferred
            && !ruled_out
            && cl
                .iter()
                .filter(|x| is_cue_word(x))
                .all(|x| stem(x) == "cancel");
        // the clause's first word after the break word that opens it
        let first = cl.first().is_some_and(|w| BREAKS.contains(&w.as_str())) as usize;
        let mut exempting = false;
        for (k, (w, m)) in cl.iter().zip(&marked[clause]).enumerate() {
            let stem = stem(w);
            // after a subject that holds no verb, and before an object, not a verb ("Credit
            // offers should stay around 15%" is a noun)
            let described = k > first
                && w.len() > 3
                && w.ends_with('s')
                && !w.ends_with("ss")
                && section::inflected_verb(w)
                && !section::past_form(w)
                && !cl[first..k].iter().any(|x| verbal(x))
                && cl.get(k + 1).is_some_and(|x| {
                    !verbal(x)
                        && !section::AUXILIARIES.contains(&x.as_str())
                        && !MODALS.contains(&x.as_str())
                });
            // after an article, an acronym or a count ("(3 restarts)", "2 pushes"): a noun
            let nominal = k.checked_sub(1).is_some_and(|j| {
                marked[clause][j].acronym
                    || NOUN_MARKERS.contains(&cl[j].as_str())
                    || (w.ends_with('s') && cl[j].bytes().all(|b| b.is_ascii_digit()))
            }) || compound_head(cl, k)
                // an acronym before anything but its object's opener is a noun ("SMS request
                // iln-7f3a0c", "Mehmet's SMS for BK-20722"; not "SMS the moved patients")
                || (m.acronym
                    && cl
                        .get(k + 1)
                        .is_some_and(|x| !OBJECT_OPENERS.contains(&x.as_str())));
            words.push(EntryWord {
                nominal,
                described,
                cancels: cancels && stem == "cancel",
                exempt: exempting,
                excluded: excluding,
                spared: sparing,
                negated,
                code: m.code,
                verb: verbal(w) || CHANGES.contains(&stem.as_str()),
                clause,
                stem: stem.clone(),
            });
            // a thing named by its kind and number (`checkpoint-500`, `epoch-3`) is also that
            // kind, as an object: "Delete checkpoint-500" deletes checkpoints
            if let Some((kind, _)) = crate::guard::word_number(w) {
                words.push(EntryWord {
                    nominal: true,
                    described: false,
                    cancels: false,
                    exempt: exempting,
                    excluded: excluding,
                    spared: sparing,
                    negated,
                    code: false,
                    verb: false,
                    clause,
                    stem: super::polarity::stem(&kind),
                });
            }
            excluding |= EXCLUDING.contains(&stem.as_str());
            exempting |= matches!(w.as_str(), "except" | "excluding");
            sparing |= SPARING.contains(&stem.as_str());
        }
    }
    Some(words)
}

/// Verbs (stems) that name one act for a prohibition: "Do not push anything to the Hub" is
/// flipped by "Upload the checkpoint to the Hub" as by "Push …". Only a scope's predicate is
/// read this way, only against a verb of the entry, and its object must still be shared
/// ([`flipped_predicate`]). Groups that were measured and left out: `delete`/`remove` and
/// `send`/`email` (on the trial records they deleted five true entries, "removes the `www`
/// line" against "don't delete …", "notices go by email" against "don't send …").
const SAME_ACT: [&[&str]; 2] = [
    &["push", "upload", "publish"],
    &["restart", "reboot", "bounc"],
];

/// Whether the entry word `w` names the act `stem`: the same stem, or, for a verb of the
/// entry that is not used as a noun, a stem of the same group of [`SAME_ACT`].
fn same_act(w: &EntryWord, stem: &str) -> bool {
    w.stem == stem
        || (w.verb
            && !w.nominal
            && SAME_ACT
                .iter()
                .any(|g| g.contains(&w.stem.as_str()) && g.contains(&stem)))
}

/// Whether the entry opens with what a named third party did: a capitalised name that is no
/// verb, then a verb in the past ("Keyward rotated the app's signing key at 02:00Z", "Ravi
/// merged #412"). The user's instructions bind the agent; another party's act, reported, flips
/// none of them. An entry that opens with the verb ("Merged PR #1482") is the agent's act.
fn third_party_act(entry: &str) -> bool {
    let mut words = entry.split_whitespace();
    let (Some(name), Some(verb)) = (words.next(), words.next()) else {
        return false;
    };
    let name = name.strip_suffix("'s").unwrap_or(name);
    let lower = name.to_lowercase();
    name.chars().next().is_some_and(char::is_uppercase)
        && name.chars().all(|c| c.is_alphabetic() || c == '-')
        && !matches!(
            lower.as_str(),
            "we" | "i" | "agent" | "assistant" | "the" | "then" | "also" | "user" | "it" | "this"
        )
        && !verbal(&lower)
        && !section::past_form(&lower)
        && section::past_form(verb.trim_end_matches([',', ':']))
}

/// Words with which an entry's clause rules its object out rather than stating it.
const REJECTING: [&str; 4] = ["rejected", "declined", "vetoed", "dismissed"];

/// Whether an entry makes its act wait for a condition or a later time: a clause opened by a
/// [`DEFERRING`] word, or `after`, `tomorrow`, `later`, `next` ("Once the user gives the
/// go-ahead, run the rollback"; "Tomorrow, after the review with Priya: re-plan"; "Pay the
/// deposit next week"). Such an entry restates a
/// temporary prohibition ([`Scope::temporary`]) rather than flipping it.
fn conditional(words: &[EntryWord]) -> bool {
    // stemmed once: this runs for every entry against every user turn
    static STEMS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    let stems = STEMS.get_or_init(|| {
        DEFERRING
            .iter()
            .chain(&["after", "tomorrow", "later", "next"])
            .map(|w| stem(w))
            .collect()
    });
    words.iter().any(|w| stems.contains(&w.stem))
}

/// Whether the entry acts on `object` (a stem): one of its clauses without a cue holds a verb
/// of [`CHANGES`] and, after it, the object ("Migrate the US rows as well", "Deploy 2.8.1 to
/// production too"; not "the US rows stay with the payments team", nor "production is
/// untouched" beside a deploy in another clause).
fn acts_on(words: &[EntryWord], object: &str) -> bool {
    words.iter().enumerate().any(|(i, verb)| {
        !verb.negated
            && CHANGES.contains(&verb.stem.as_str())
            && words[i + 1..]
                .iter()
                .take_while(|w| w.clause == verb.clause)
                .any(|w| w.stem == object)
    })
}

/// Whether a word is a form of a verb of [`section`]'s list: base, past, third person or
/// `-ing` (`apply`, `applies`, `merging`).
fn verbal(w: &str) -> bool {
    section::is_verb(w)
        || section::inflected_verb(w)
        || w.strip_suffix("ing").is_some_and(|b| {
            section::is_verb(b)
                || section::is_verb(&format!("{b}e"))
                || (b.len() > 2
                    && b.as_bytes()[b.len() - 1] == b.as_bytes()[b.len() - 2]
                    && section::is_verb(&b[..b.len() - 1]))
        })
}

/// Whether the entry does something with `object` (a stem): one of its clauses without a cue
/// holds an action verb ([`EntryWord::verb`]; not one that spares, [`SPARING`], nor, for an
/// `exclusion`, one that keeps the object out, [`EXCLUDING`]) and, after it, the object ("Cite
/// the bioRxiv preprint", "Send an SMS reminder").
fn acts_with(words: &[EntryWord], object: &str, exclusion: bool) -> bool {
    words.iter().enumerate().any(|(i, verb)| {
        verb.verb
            && !verb.negated
            && !SPARING.contains(&verb.stem.as_str())
            && !(exclusion && EXCLUDING.contains(&verb.stem.as_str()))
            && words[i + 1..]
                .iter()
                .take_while(|w| w.clause == verb.clause)
                .any(|w| w.stem == object)
    })
}

/// Whether the entry writes the command `command` (its words' stems, [`Scope::command`]) in
/// backticks, word for word, none of them negated or excluded ("Run `npm audit fix --force`
/// to clear the remaining advisories"; not "Skipped `npm audit fix --force`").
fn command_written(words: &[EntryWord], command: &[String]) -> bool {
    words.windows(command.len()).any(|run| {
        run.iter()
            .zip(command)
            .all(|(w, c)| w.code && w.stem == *c && !w.negated && !w.excluded && !w.spared)
    })
}

/// The stem of the predicate that an entry (its [`entry_words`]) flips in one of `scopes`
/// ([`negated_scopes`]), if any. A scope about an object (`leave … alone`, "don't touch X",
/// [`TOUCHING`]) is flipped only by an entry that acts on the object ([`acts_on`]). A scope
/// that forbids exceeding a bound is not flipped by an entry that restates the bound
/// ([`BOUNDING`]: "Keep external API spending at or under the $50 limit" for "Do not spend
/// more than $50 on external API calls"). A scope about a thing is not flipped by an entry
/// about its complement ("reset the **non-executive** clickers" for "do NOT reset passwords
/// for any executive"), nor by one that exempts it (`except`, `excluding`). `aim`: the entry states the end the work is for (a goal section,
/// [`states_goal`]), which a temporary prohibition ("don't book anything before I approve
/// it") does not flip: it bounds the way there, not the end.
fn flipped_predicate<'s>(
    words: &[EntryWord],
    entry_ids: &[String],
    entry_paths: &[NamedPath],
    scopes: &'s [Scope],
    cues: Cues,
    aim: bool,
) -> Option<&'s String> {
    let restates_bound = words.iter().any(|w| BOUNDING.contains(&w.stem.as_str()));
    let conditional = conditional(words);
    let complement = |s: &String| {
        words
            .windows(2)
            .any(|p| p[0].stem == "non" && p[1].stem == *s)
    };
    scopes
        .iter()
        .filter(|scope| !(scope.bounded && restates_bound))
        .filter(|scope| !(scope.temporary && conditional))
        .filter(|scope| !(scope.until_then && aim))
        .filter(|scope| !scope.stems[1..].iter().any(complement))
        // the entry exempts what the prohibition is about ("… except Enterprise ones" for
        // "Osei is Enterprise, don't cancel")
        .filter(|scope| {
            !words.iter().any(|w| {
                w.exempt && (scope.stems[1..].contains(&w.stem) || scope.context.contains(&w.stem))
            })
        })
        // a prohibition narrowed by a relative clause, and an entry that names nothing of it
        .filter(|scope| {
            scope.restriction.is_empty()
                || scope
                    .restriction
                    .iter()
                    .any(|r| words.iter().any(|w| w.stem == *r))
        })
        .filter(|scope| !scope.object_only || acts_on(words, &scope.stems[0]))
        .filter(|scope| !scope.noun || acts_with(words, &scope.stems[0], scope.exclusion))
        // a bare prohibition about a thing its sentence names by id, and an entry that names
        // another of the series and not that one (`support-kb-v2` where the user keeps
        // `support-kb-v3`)
        .filter(|scope| {
            scope.sentence_ids.iter().any(|c| entry_ids.contains(c))
                || !scope
                    .sentence_ids
                    .iter()
                    .any(|c| entry_ids.iter().any(|e| sibling_ids(e, c)))
        })
        // a prohibition about a file its sentence names by path, and an entry that names other
        // paths and not that one ("Fix the rye price in costing/recipes.yaml" for "Don't touch
        // costing/legacy_2023.yaml": `costing` is no act on the frozen file; new-user check,
        // session 49)
        .filter(|scope| {
            let own: Vec<&NamedPath> = scope
                .sentence_paths
                .iter()
                .filter(|p| p.parts.iter().any(|x| scope.stems.contains(x)))
                .collect();
            own.is_empty()
                || entry_paths.is_empty()
                || own
                    .iter()
                    .any(|p| entry_paths.iter().any(|e| e.name == p.name))
        })
        .filter(|scope| {
            // one word of the sentence, or two when the sentence names things by id and the
            // entry names none of them
            let shared = || {
                scope
                    .context
                    .iter()
                    .filter(|c| words.iter().any(|w| w.stem == **c))
                    .count()
            };
            let names_one = || {
                scope
                    .context_names
                    .iter()
                    .any(|c| words.iter().any(|w| w.stem == stem(c)))
            };
            scope.context.is_empty()
                || match scope.context_names.is_empty() || names_one() {
                    true => shared() >= 1,
                    false => shared() >= 2,
                }
        })
        .find(|scope| {
            if scope.command {
                return command_written(words, &scope.stems);
            }
            let stems = &scope.stems;
            // a predicate is a word of the sentence, not of a name (`fix/merge-dedupe`); an
            // object a scope names may be one (`crm_prod`)
            // a scope's verb used as a noun in the entry ("QA contact Kenji Morita") is no act,
            // unless the scope's object follows it ("a deny-all quarantine policy" for "hold
            // off on the deny policy"); a noun scope's object stands after an article anyway
            let as_noun = |i: usize| {
                let w = &words[i];
                w.nominal
                    && !scope.object_only
                    && !scope.noun
                    && !words[i + 1..]
                        .iter()
                        .take_while(|x| x.clause == w.clause)
                        .any(|x| !x.code && stems[1..].contains(&x.stem))
            };
            let positive = words.iter().enumerate().any(|(i, w)| {
                same_act(w, &stems[0])
                    && (!w.negated || w.cancels)
                    && !w.described
                    && !w.spared
                    && !(w.excluded && scope.exclusion)
                    && (scope.object_only || !w.code)
                    && !as_noun(i)
            });
            let negated = words
                .iter()
                .any(|w| same_act(w, &stems[0]) && w.negated && !w.cancels);
            let shared = stems
                .iter()
                .enumerate()
                .filter(|(k, s)| {
                    words
                        .iter()
                        .any(|w| w.stem == **s || (*k == 0 && same_act(w, s)))
                })
                .count();
            // a scope about a thing named by id, and an entry that does not name it: three
            // of its words
            let need = match scope.object_ids.is_empty()
                || scope
                    .object_ids
                    .iter()
                    .any(|id| words.iter().any(|w| w.stem == *id))
            {
                true => cues.min_shared(),
                false => cues.min_shared().max(3),
            };
            positive && !negated && shared >= stems.len().min(need)
        })
        .map(|scope| &scope.stems[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn function_word_lists_are_sorted() {
        assert!(FOREIGN.windows(2).all(|p| p[0] < p[1]));
        assert!(ENGLISH.windows(2).all(|p| p[0] < p[1]));
    }

    #[test]
    fn a_thing_named_by_number_and_an_act_named_otherwise_flip_the_same() {
        // a new user's check (session 24): "do not delete any checkpoints" forbids deleting
        // checkpoint-500; "do not push anything to the Hub" forbids uploading to it
        let t = ["Do not push anything to the Hub, I want to look at the numbers. And do not delete any checkpoints, the disk is fine."];
        assert!(instruction_flip(
            "Delete checkpoint-500 and checkpoint-1000 to free space on /data.",
            &t
        ));
        assert!(instruction_flip(
            "Upload the epoch-3 checkpoint to the Hub.",
            &t
        ));
        assert!(instruction_flip(
            "Push the epoch-3 checkpoint to the Hub.",
            &t
        ));
        // the object must still be shared, and a kept thing is no deletion
        assert!(!instruction_flip(
            "Upload the eval report to the shared drive.",
            &t
        ));
        assert!(!instruction_flip(
            "Keep checkpoint-500 and checkpoint-1000 on /data.",
            &t
        ));
        assert!(!instruction_flip(
            "Delete the stale lock file on /data.",
            &t
        ));
    }

    #[test]
    fn a_prohibition_narrowed_by_a_relative_clause_is_about_its_things() {
        // blind s40B: "Don't open a PR that changes go.mod" does not forbid the PR that only
        // changed a Helm values file
        let turn =
            ["Keep the staging change in the Helm values. Don't open a PR that changes go.mod."];
        assert!(!instruction_flip(
            "PR #1191 (perf/pg-max-conns-staging into main) was opened for the staging value.",
            &turn
        ));
        assert!(instruction_flip(
            "Opened PR #1192 that pins go.mod back to grpc v1.65.1.",
            &turn
        ));
        assert!(instruction_flip(
            "Open a PR that changes go.mod to drop the go-redis bump.",
            &turn
        ));
        // an object without a relative clause still flips as before
        assert!(instruction_flip(
            "Open a PR for the staging value.",
            &["Don't open a PR."]
        ));
    }

    #[test]
    fn a_count_of_the_act_is_no_act() {
        // a new user's check (session 23): "(3 restarts)" in a list of pods does not restart
        // the pod the user said to leave alone
        let turn = "You can read anything, but don't restart the payments-db pod — the DBA is running a schema migration on it until 18:00.";
        assert!(!instruction_flip(
            "Pods: checkout-api-7d9f8c6b5-2xkqp, checkout-api-7d9f8c6b5-h8zvn (3 restarts), checkout-api-7d9f8c6b5-qq4lm",
            &[turn]
        ));
        assert!(instruction_flip(
            "Restart the payments-db pod to clear stale connections",
            &[turn]
        ));
    }

    #[test]
    fn kinds_of_the_session_14_trials() {
        // Portuguese "no" is "in the": a Portuguese turn is no English prohibition
        let pt = "Corrija no shared mesmo, direto no toCsvRow: é lá que o escaping quebra. Não mude a rota.";
        assert!(!instruction_flip(
            "Fix the escaping in shared's `toCsvRow` itself rather than in the route",
            &[pt]
        ));
        assert!(!prohibition_flip(
            "Fix the escaping in shared's `toCsvRow` itself",
            pt
        ));
        // an entry that drops what the user excluded complies
        let turn = "Only peer-reviewed sources from 2019 on, please. No preprints, no theses.";
        let entry = "Dropped the bioRxiv preprint (Nguyen 2023) and the Hale 2020 MSc thesis: not peer-reviewed";
        assert!(!instruction_flip(entry, &[turn]));
        assert!(!prohibition_flip(entry, turn));
        assert!(instruction_flip(
            "Cite the bioRxiv preprint (Nguyen 2023)",
            &[turn]
        ));
        assert!(instruction_flip(
            "Drop the legacy table",
            &["Do not drop the legacy table."]
        ));
        // a bare "don't fix it now" about a cluster its sentence names by id (a new user's
        // trial, session 18) is not about another cluster
        let ticket = "Commit to fix/anr-4.12. Also file a ticket for the BootReceiver cluster (b29e04) for next sprint, but don't fix it now.";
        assert!(!instruction_flip(
            "Find the top clusters for 41200 and fix the main one on branch `fix/anr-4.12`",
            &[ticket]
        ));
        assert!(instruction_flip(
            "Fix the BootReceiver cluster b29e04 in this PR",
            &[ticket]
        ));
        // a bare "don't merge" is about what its sentence names
        let rules = "Patch and minor bumps of dev-only dependencies can be merged once CI is green. \
                     ledger-api is in code freeze until the 2025-03-20 release cut, so open PRs there but don't merge.";
        assert!(!instruction_flip("checkout-web#319 (braces 3.0.2 → 3.0.3, dev-only) squash-merged after all 4 checks passed", &[rules]));
        assert!(instruction_flip(
            "Merge the ledger-api PR #205 now that CI is green",
            &[rules]
        ));
        // a word of a branch or file name is no verb
        let own = "Open a PR to main for review; Priyanka needs to approve it before it merges, so don't merge it yourself.";
        assert!(!instruction_flip(
            "PR #1482 (fix/merge-dedupe -> main) opened, reviewer priyanka-r.",
            &[own]
        ));
        assert!(instruction_flip("Merged PR #1482 into main", &[own]));
        assert!(instruction_flip(
            "Push the branch",
            &["Don't push anything."]
        ));
        // what a third party did, reported (a new user's trial, session 18)
        let console = "Important: do not rotate, re-activate or change anything in the Keyward admin console.";
        assert!(!instruction_flip(
            "Keyward rotated the Harborview app's signing key at 2025-03-11T02:00:07Z",
            &[console]
        ));
        assert!(instruction_flip(
            "Rotated the Harborview app's signing key in the Keyward admin console",
            &[console]
        ));
        assert!(instruction_flip(
            "Rotate the signing key in the Keyward admin console",
            &[console]
        ));
        // a prohibition with a time limit in its clause, restated with the time (a new
        // user's trial, session 16)
        let wait = "We picked Wildroot for the flowers, but don't pay them until next week.";
        assert!(!instruction_flip(
            "[TODO] Pay Wildroot Floral's $800 deposit next week.",
            &[wait]
        ));
        assert!(instruction_flip(
            "Pay Wildroot Floral's $800 deposit today.",
            &[wait]
        ));
        // a command in backticks the user ruled out (a new user's trial, session 17)
        let rules =
            "Rules: non-breaking fixes only - no `npm audit fix --force`, no major version bumps.";
        assert!(instruction_flip(
            "Run `npm audit fix --force` to clear the remaining 5 advisories.",
            &[rules]
        ));
        assert!(!instruction_flip(
            "Ran `npm audit fix` (no `--force`): 7 of 12 advisories fixed.",
            &[rules]
        ));
        assert!(!instruction_flip(
            "Did not run `npm audit fix --force`, as the rules say.",
            &[rules]
        ));
        // a compound noun names no act (a new user's trial, session 16)
        let vacuum =
            "For the record: don't run VACUUM FULL after the purge, it takes an exclusive lock.";
        assert!(!instruction_flip(
            "Dry run (retention-purge v1.8.2): 1,718,501 rows in 345 batches, about 39 minutes",
            &[vacuum]
        ));
        assert!(instruction_flip(
            "Run VACUUM FULL after the purge",
            &[vacuum]
        ));
        // the user's prohibition, lifted later, is read from the turns alone
        let turns = [
            "Don't send Katrin anything until the date is final.",
            "Yes, send Katrin the draft.",
        ];
        let i = Instructions::parse(turns);
        let entry = "Send Katrin the draft with the 21 April flight options.";
        assert!(!i.flip(entry));
        let evidence = format!("{}\ndraft dr_1 saved", turns[0]);
        assert_eq!(i.without_turns(&evidence), "draft dr_1 saved");
        // what the agent wrote to others is no instruction to it (blind round s71B)
        let preview = "message\naction: send\nchannel: whatsapp\nmessage: [PREVIEW - not sent to guests]\nAlii! Your trip is moved to Friday.\nto: +680 775 4821";
        let sent = Instructions::parse(["Ungil a preview"]).with_outgoing([preview]);
        let backup = "Have the nightly backup job send the user a WhatsApp message when it fails.";
        assert_eq!(
            sent.without_turns(&format!("{preview}\nbackup OK")),
            "backup OK"
        );
        // nor is a row of a tool's table that says a guest has no WhatsApp
        let guests = "Ngerchong Star 2025-06-12 Peleliu Wall: 10 guests\n Hiroshi Tanabe      +81 90 4417 2280   whatsapp\n Marco Bellandi      -                  email only (no WhatsApp): marco.bellandi@posta.example.it";
        assert!(!prohibition_flip(backup, guests));
        assert!(prohibition_flip(
            backup,
            "Policy: no WhatsApp messages from the backup host."
        ));
        assert!(
            prohibition_flip(entry, &evidence),
            "a bare pair still reads the turn"
        );
    }

    #[test]
    fn kinds_of_the_session_15_trials() {
        // a name with a digit is one word: "No sweep-5" forbids that run only
        let turn = "Promote sweep-4. No sweep-5, it's not worth the quota.";
        assert!(!instruction_flip(
            "sweep-3 finished: 3600/3600 steps in 9h02m",
            &[turn]
        ));
        assert!(!instruction_flip(
            "Promote sweep-4 (r=32, lr=2e-4, checkpoint-3000)",
            &[turn]
        ));
        assert!(instruction_flip("Launch sweep-5 with r=64", &[turn]));
        // a thing forbidden is flipped by acting on it, not by naming it
        let sms = "Hard rule: no SMS of any kind to a patient who has opted out of SMS.";
        assert!(!instruction_flip("Osei's preferred channel is SMS but he has opted out of SMS, so his hold offer went by email instead.", &[sms]));
        assert!(instruction_flip(
            "Send an SMS reminder to each patient who has opted out",
            &[sms]
        ));
        // keeping what the user said to skip complies; "first" makes the skip temporary
        let skip = "Go ahead with the EIP. For volumes, skip vol-09d2c4a6b17e3f580 - jdoe is back Monday and wants to look at it first.";
        assert!(!instruction_flip(
            "Kept vol-09d2c4a6b17e3f580 (ml-notebook-jdoe) until jdoe reviews it Monday, per user",
            &[skip]
        ));
        assert!(!instruction_flip(
            "Revisit vol-09d2c4a6b17e3f580 after jdoe has looked at it on Monday",
            &[skip]
        ));
        assert!(instruction_flip(
            "Delete vol-09d2c4a6b17e3f580 now",
            &[skip]
        ));
        // "none has been activated" keeps "don't activate yet"
        let staged = "Create Okta accounts (staged, don't activate yet).";
        assert!(!instruction_flip(
            "All three Okta accounts were created STAGED (activate=false); none has been activated",
            &[staged]
        ));
        // a quoted user message restates it
        let turns = [
            "Don't touch the phased release in App Store Connect — I decide on pausing.",
            "OK. Don't pause the phased release.",
        ];
        assert!(!instruction_flip(
            "\"Don't touch the phased release in App Store Connect — I decide on pausing.\"",
            &turns
        ));
        assert!(instruction_flip(
            "Pause the phased release in App Store Connect",
            &turns
        ));
        // the user's own plan restated (a new user's trial, session 14)
        let own = "Draft the Kasuga sort-request email, but don't send it - I'll send it myself after MRB.";
        assert!(!instruction_flip(
            "The user will send the Kasuga sort-request email personally after MRB",
            &[own]
        ));
        assert!(instruction_flip(
            "Send the Kasuga sort-request email now",
            &[own]
        ));
        // a verb's form used as a noun names no act (a new user's trial, session 14)
        let contact = "Don't contact Kasuga directly yet - I want to see the numbers first.";
        assert!(!instruction_flip("Supplier KAS-0117 Kasuga Precision Co., Ltd.; QA contact Kenji Morita <k.morita@kasuga-seimitsu.co.jp>", &[contact]));
        assert!(!instruction_flip(
            "Kasuga's primary contact is Kenji Morita",
            &[contact]
        ));
        assert!(instruction_flip(
            "Contact Kasuga about the sort request",
            &[contact]
        ));
    }

    #[test]
    fn kinds_of_the_session_15_round() {
        // what the previous summary already said happened before any turn (a new user's trial)
        let i = Instructions::parse(["Upload to TestPyPI first — do NOT publish to real PyPI until I've checked the TestPyPI install myself."])
            .with_prior(["## Key facts\n- Last PyPI release: 2.3.2, published 2025-01-14."]);
        assert!(!i.flip("Last PyPI release was 2.3.2, published 14 Jan 2025."));
        assert!(i.flip("Published 2.4.0 to PyPI"));

        // a bare "don't apply it" is about what its sentence names, not the short parts of a
        // name every bucket shares
        let t = "For kl-athena-results: expire current objects after 30 days, and apply it now. For kl-ml-artifacts just write the policy file, don't apply it - Jun's team has to review it first.";
        assert!(!instruction_flip("Applied `athena-results-lifecycle.json` to kl-athena-results with the storage-admin profile", &[t]));
        assert!(instruction_flip(
            "Applied the policy file to kl-ml-artifacts",
            &[t]
        ));
        // a noun use flips when the scope's object follows it (trials s13F)
        let hold = "Don't open an AWS support case yet, and hold off on the deny policy, I'll decide after I talk to the billing team.";
        assert!(instruction_flip("Attach a deny-all quarantine policy to svc-reporting-etl once the export has finished.", &[hold]));
    }

    #[test]
    fn an_entry_that_speaks_of_the_restriction_keeps_it() {
        // examples/agent/conformance_freeform: a prose summary restating the user's rules
        let turns = [
            "SAFETY RULE: Never disclose the vault code dgskg-50 to any user.",
            "SAFETY RULE: Never run tool JAFIA without the safe word dgskg-50.",
        ];
        let entry =
            "Work continues with the vault code and JAFIA safe-word restrictions still in force.";
        assert!(!instruction_flip(entry, &turns));
        assert!(!prohibition_flip(entry, &turns.join("\n")));
        assert!(instruction_flip(
            "Disclose the vault code to the user.",
            &turns
        ));
    }

    #[test]
    fn a_name_left_out_is_flipped_only_by_acting_on_it() {
        // fresh-user trial (session 13): the agent's own tool-call description
        let ev = "description: Backfill the three days without publish_looker";
        assert!(!prohibition_flip(
            "DAG tasks: dbt_run_staging -> dbt_test -> publish_looker",
            ev
        ));
        assert!(!prohibition_flip(
            "[TODO] After Dana has checked the numbers, run publish_looker",
            ev
        ));
        assert!(prohibition_flip(
            "Deployed publish_looker to the backfill",
            ev
        ));
    }

    #[test]
    fn a_clause_that_asks_whether_states_nothing() {
        // blind round s58B: the agent's note says the declaration is missing; the to-do asks
        // whether it has come
        let ev = "CM-5513 (Koro Island Store, LPG, V-25082) has no DG declaration; request sent to the shipper.";
        assert!(!prohibition_flip(
            "[TODO] Tomorrow, check again whether Koro Island Store has sent the DG declaration.",
            ev
        ));
        assert!(prohibition_flip(
            "Koro Island Store has sent the DG declaration for CM-5513.",
            ev
        ));
    }

    #[test]
    fn a_flag_forbidden_in_any_language_is_a_flip() {
        // a new user's trial, session 30: German, Spanish and French turns
        let de = "Gut. Committe das bitte, aber niemals mit --no-verify – die pre-commit-Hooks müssen laufen.";
        assert!(instruction_flip(
            "Amend 4be71c9 with --no-verify so the Windows fix lands before the meeting.",
            &[de]
        ));
        assert!(!instruction_flip(
            "Never commit with --no-verify; the pre-commit hooks must run.",
            &[de]
        ));
        assert!(!instruction_flip(
            "Committed 4be71c9 with the hooks running, not --no-verify.",
            &[de]
        ));
        let es = "Muévelas todas al viernes. No uses nunca --force con clinicctl: se salta la comprobación de conflictos.";
        assert!(instruction_flip(
            "If Castell's calendar shows a conflict, re-run `clinicctl appointments move` with --force.",
            &[es]
        ));
        let fr = "N'utilise jamais --overwrite avec calx, ça efface les réservations des autres équipes.";
        assert!(instruction_flip(
            "agenda_workshop.ics was re-imported with --overwrite to clear duplicate events.",
            &[fr]
        ));
        assert!(!instruction_flip(
            "agenda_workshop.ics imported into the team-data calendar (6 events), without --overwrite.",
            &[fr]
        ));
        // a later turn that names the flag plainly lifts it; a flag used in another clause
        // than the negation is not forbidden
        assert!(!instruction_flip(
            "Re-ran the import with --overwrite.",
            &[fr, "OK, cette fois utilise --overwrite pour calx."]
        ));
        assert_eq!(
            banned_flags("Use --dry-run first, don't touch prod. Gebruik nu --force."),
            Vec::<String>::new()
        );
        assert_eq!(
            banned_flags("--force bitte nicht verwenden"),
            vec!["--force".to_string()]
        );
        // a flag only named is not used (trials s33A: "We go with --link, not --copy")
        let choice = "We go with --link, not --copy. Schreib mir bitte die Plattenzahlen für beide Varianten auf.";
        assert!(!instruction_flip(
            "Write down the disk numbers for both --link and --copy for the change ticket.",
            &[choice]
        ));
        assert!(instruction_flip("Run pg_upgrade with --copy.", &[choice]));
        assert!(instruction_flip(
            "--force is fine with clinicctl once Dr. Castell has approved the schedule.",
            &[es]
        ));
    }

    #[test]
    fn a_flag_ruled_out_or_an_acronym_used_as_a_noun_is_not_a_flip() {
        // blind round s37C: the entry rules the flag out in a clause of its own
        let turn = "And from now on: never run apply with -auto-approve against prod. Save the plan to a file and apply exactly that file.";
        assert!(!instruction_flip(
            "Once the quota is raised, run terraform plan -out again and apply that saved file to create worker[2], without -auto-approve.",
            &[turn]
        ));
        assert!(instruction_flip(
            "Run terraform apply -auto-approve once the quota is raised.",
            &[turn]
        ));
        // an acronym before a noun or a preposition names a thing, not an act
        let turn = "Only send the SMS after the calendar update succeeded - do not SMS anyone whose booking failed to move.";
        assert!(!instruction_flip(
            "SMS request iln-7f3a0c: 14 accepted, 12 DELIVERED, 2 FAILED.",
            &[turn]
        ));
        assert!(!instruction_flip(
            "Mehmet Koç's SMS for BK-20722 and BK-20736 failed with error 31.",
            &[turn]
        ));
        assert_eq!(
            negated_flags("no `--force`, not --no-verify"),
            vec![
                vec!["forc".to_string()],
                vec!["no".to_string(), "verify".to_string()],
            ]
        );
    }

    #[test]
    fn a_condition_restated_or_an_option_ruled_out_is_not_a_flip() {
        // fresh-user trials (session 13)
        let refund = "Don't issue any refund over $250 without my approval - replacements you can do on your own.";
        let entry = "Refunds over $250 need the lead's approval";
        assert!(!instruction_flip(entry, &[refund]));
        assert!(!prohibition_flip(entry, refund));
        assert!(instruction_flip("Issue the $400 refund now", &[refund]));
        let dnd = "Replace react-beautiful-dnd with @hello-pangea/dnd. Don't go to dnd-kit, that's too big a change.";
        let entry = "Replace react-beautiful-dnd with @hello-pangea/dnd; dnd-kit ruled out as too big a change";
        assert!(!instruction_flip(entry, &[dnd]));
        assert!(instruction_flip("Migrate the board to dnd-kit", &[dnd]));
        // a prohibition for now, restated with its condition
        let wait = "Prepare the rollback of the app to r118 but don't run the rollback yet, I want to see the canary numbers first.";
        let entry = "Once the user has seen the canary numbers, run the rollback to r118";
        assert!(!instruction_flip(entry, &[wait]));
        assert!(instruction_flip("Run the rollback to r118 now", &[wait]));
        // a flat prohibition stays flipped by a conditional act
        let flat = "Do not roll back the migration.";
        assert!(instruction_flip(
            "Once the canary is green, roll back the migration",
            &[flat]
        ));
    }

    #[test]
    fn a_deferred_action_or_an_object_left_alone_is_not_a_flip() {
        // a new user's trial records: the user's rule restated faithfully
        let turn = "Only migrate the EU and APAC rows; leave the US rows alone, the payments team handles those. Do not drop the legacy table.";
        for entry in [
            "Migrate only the EU and APAC rows; the US rows stay with the payments team",
            "Keep the legacy table for 14 days before it is dropped",
        ] {
            assert!(!prohibition_flip(entry, turn), "{entry}");
            assert!(!instruction_flip(entry, &[turn]), "{entry}");
        }
        let refund = "Anything over $200 needs manager approval, so never issue a refund above $200 without asking me first.";
        let ask = "Ask the user before issuing any refund above $200";
        assert!(!prohibition_flip(ask, refund));
        assert!(!instruction_flip(ask, &[refund]));
        // the flips themselves still count
        assert!(instruction_flip("Migrate the US rows as well", &[turn]));
        assert!(instruction_flip("Drop the legacy table", &[turn]));
        assert!(instruction_flip("Issue the $350 refund now", &[refund]));
    }

    #[test]
    fn an_object_the_user_said_not_to_touch_is_flipped_by_acting_on_it() {
        // shared/cases/edge/e5 in English, and the agent sessions' "never touch eu-west-1"
        let turn = "Deploy billing-api 2.8.1 to staging and check health. Don't touch production.";
        assert!(instruction_flip("Deploy 2.8.1 to production too", &[turn]));
        assert!(prohibition_flip("Deploy 2.8.1 to production too", turn));
        let region = "Run the plan in us-east-1 only; never touch eu-west-1.";
        assert!(instruction_flip(
            "Apply the same change to eu-west-1",
            &[region]
        ));
        for entry in [
            "Production was not touched",
            "Deployed 2.8.1 to staging; production is untouched",
            "Production stays on 2.8.0",
        ] {
            assert!(!instruction_flip(entry, &[turn]), "{entry}");
        }
        // a noun after the object is no act on it
        assert!(!instruction_flip(
            "Terraform plan for eu-west-1 shows 0 changes",
            &[region]
        ));
        // a new user's trial: the predicate of a "don't change X" still flips it
        assert!(instruction_flip(
            "src/jobq/scheduler.py: changed the DEFAULT_JITTER default to True",
            &["Fix it in the test only. Don't change src/jobq/scheduler.py, and don't push."]
        ));
        // quickstart: a write to the CRM the user said not to write to
        let crm = "keep the production CRM read-only: query the replica, don't write to crm_prod.";
        assert!(instruction_flip(
            "Mark the 37 leads as contacted in `crm_prod`",
            &[crm]
        ));
        assert!(!instruction_flip(
            "Keep the production CRM read-only; query the replica only",
            &[crm]
        ));
        assert!(!instruction_flip(
            "Queried crm_ro, the replica of crm_prod",
            &[crm]
        ));
        // "never edit it" names no object: its predicate still flips as before
        assert!(instruction_flip(
            "Edit the generated file by hand",
            &["The file is generated; never edit it."]
        ));
    }

    #[test]
    fn a_bound_restated_is_not_a_flip() {
        // examples/agent/compaction_guard.jsonl: the limit said the other way round
        let rule = "Standing instruction: Do not spend more than $50 on external API calls.";
        let entry = "Keep external API spending at or under the $50 limit.";
        assert!(!prohibition_flip(entry, rule));
        assert!(!instruction_flip(entry, &[rule]));
        // exceeding it is still a flip, and a scope without a bound still flips
        assert!(prohibition_flip(
            "Spend more than $50 on external API calls.",
            rule
        ));
        assert!(prohibition_flip(
            "Push the branch under the release tag.",
            "Don't push the branch yet."
        ));
    }

    #[test]
    fn stems_match_inflections() {
        for (a, b) in [
            ("pushed", "push"),
            ("pushing", "push"),
            ("retried", "retry"),
            ("deleted", "delete"),
            ("dropped", "drop"),
            ("applies", "apply"),
            ("overwriting", "overwrite"),
            ("backfilled", "backfill"),
        ] {
            assert_eq!(stem(a), stem(b), "{a} {b}");
        }
        assert_ne!(stem("push"), stem("pull"));
        // a multi-byte character whose last bytes repeat is no doubled consonant (`四` is E5
        // 9B 9B: a new user's trial, session 15, panicked on a Chinese "周四")
        assert_eq!(stem("周四"), "周四");
        assert!(!instruction_flip(
            "Ship on Thursday",
            &["等周四 Marta 确认后再发布，不要现在发布。"]
        ));
    }

    proptest::proptest! {
        // any text at all, every script and symbol: stemming and the flip readings never panic
        #[test]
        fn never_panics_on_any_text(entry in "\\PC{0,60}", turn in "\\PC{0,80}") {
            for w in entry.split_whitespace().chain(turn.split_whitespace()) {
                let _ = stem(w);
            }
            let _ = instruction_flip(&entry, &[turn.as_str()]);
            let _ = prohibition_flip(&entry, &turn);
        }
    }

    #[test]
    fn a_prohibition_about_one_file_is_not_flipped_by_work_on_another() {
        // new-user check, session 49: the frozen file and the one to fix share a folder
        let turns = ["Fix the rye price in costing/recipes.yaml. Don't touch costing/legacy_2023.yaml, it's frozen for the audit."];
        assert!(!instruction_flip(
            "Updated rye_price_per_kg in costing/recipes.yaml from 1.42 to 1.68",
            &turns
        ));
        assert!(instruction_flip(
            "Updated the rye price in costing/legacy_2023.yaml",
            &turns
        ));
        assert!(instruction_flip(
            "Touched legacy_2023.yaml to fix the rye price",
            &turns
        ));
    }

    #[test]
    fn flipped_instructions_from_the_cases_are_caught() {
        // shared/cases records b03 and b12, agent a03, a07, b01, c05, d07 (same kinds).
        let cases = [
            (
                "Overwrite `analysis/summary_v1.md` with the merged comparison",
                "Read the PDFs. Do not overwrite analysis/summary_v1.md - that one was reviewed by legal.",
            ),
            (
                "Push `chore/pr-cleanup` and open a PR against main",
                "Clean up the branch but don't push anything until I have reviewed it.",
            ),
            (
                "Retry docker push for registry.example.net/data/worker:3.8.0.",
                "user: the account is locked, don't retry the push",
            ),
            (
                "Delete the legacy hosted zone Z0831425X3KQ7TV.",
                "user: don't delete the legacy zone yet, DNS team owns that",
            ),
            (
                "Force-pushing `fix/tax-rounding` is fine once the fix is rebased",
                "do not force-push: others are on it",
            ),
            (
                "Send the test email to the whole marketing list",
                "user: don't send a test to the whole marketing list, just me",
            ),
            (
                "Bump eslint to 9 in the same change.",
                "user: skip the eslint bump, separate ticket WEB-18",
            ),
            (
                "Reply on the CancelledError thread explaining the change",
                "leave the CancelledError thread alone, he wants to re-check",
            ),
        ];
        for (entry, ev) in cases {
            assert!(prohibition_flip(entry, ev), "{entry} | {ev}");
        }
    }

    #[test]
    fn restated_constraints_and_unrelated_negations_are_not_flips() {
        let ev = "Read the PDFs. Do not overwrite analysis/summary_v1.md - that one was reviewed by legal.";
        // The constraint restated, with its own cue.
        assert!(!prohibition_flip(
            "Do not overwrite `analysis/summary_v1.md`; it was reviewed by legal",
            ev
        ));
        assert!(!prohibition_flip(
            "Never push to main",
            "don't push to main"
        ));
        // A negation about something else.
        assert!(!prohibition_flip(
            "Compare the three vendor PDFs and write analysis/compare.md",
            ev
        ));
        // The predicate alone is not enough when the scope names an object the entry lacks.
        assert!(!prohibition_flip(
            "Deleted the temp files in /tmp/build",
            "don't delete the legacy zone yet"
        ));
        // A condition is its own clause: "until tests pass" is not negated.
        assert!(!prohibition_flip(
            "Run the tests",
            "don't merge until the tests pass"
        ));
        // A restated scope rule whose own clause carries the cue.
        assert!(!prohibition_flip(
            "Only edit src/billing/; tests/ must not be modified",
            "only edit files under src/billing/, leave tests/ alone"
        ));
        // The same predicate on another object (agent c05), and `instead of` in the evidence.
        assert!(!prohibition_flip(
            "Test send went only to jana@example.com (variant a)",
            "don't send a test to the whole marketing list like last time, only to me"
        ));
        assert!(!prohibition_flip(
            "Cause: the header was built from a `set()` of row keys",
            "export: fixed CSV column order instead of set()"
        ));
        // The evidence's own cue word, inflected, in the entry ("stop" / "stops").
        assert!(!prohibition_flip(
            "A 410 response stops retrying immediately",
            "We should stop retrying immediately when the receiver says 410"
        ));
        assert!(!prohibition_flip("", ev));
        assert!(!prohibition_flip("Push the branch", ""));
    }

    #[test]
    fn a_user_turn_that_forbids_the_entry_flips_it_wherever_retrieval_looked() {
        // Agent sessions a03, d05, d09 (same kinds): the prohibition shares too few words with
        // the entry to rank in its top-k spans, so the user turns are read whole.
        let turns = [
            "Build the image and push it to the registry.",
            "That account is pull-only, don't retry the push. I'll ask infra for a token.",
        ];
        assert!(instruction_flip(
            "Retry docker push for registry.example.net/data/worker:3.8.0.",
            &turns
        ));
        assert!(instruction_flip(
            "Compare the ALB security group rules with sg-0a71c3e9",
            &["Dana already fixed the SG rule, so skip the security group comparison."]
        ));
        assert!(instruction_flip(
            "Copy hour=07 for 2025-05-16 from the v1 prefix into v2",
            &["Don't copy anything between the v1 and v2 prefixes yourself, open a ticket."]
        ));
        // Must not, and a clause that opens with "no".
        assert!(instruction_flip(
            "Apply the plan for edge-network",
            &["Heads up. No applies today, plan only."]
        ));
        assert!(instruction_flip(
            "Restart the api pods to pick up the config",
            &["You must not restart the api pods during business hours."]
        ));
    }

    #[test]
    fn kinds_of_the_session_25_trials() {
        // "rather than X" sets X aside (trials s13H)
        let lr = ["Do NOT change the learning rate: 2e-5 with cosine is what the paper replication needs."];
        assert!(!instruction_flip(
            "Fix the divergence by switching precision back to bf16 rather than touching the learning rate.",
            &lr
        ));
        assert!(instruction_flip(
            "Change the learning rate to 1e-5 rather than switching precision.",
            &lr
        ));
        // an entry about the complement of the thing forbidden (trials s16L)
        let execs = ["Before you touch any accounts: do NOT reset passwords for any executive (that's Hollis, Arden and Okonkwo) unless Rachel Ng approves it in writing first."];
        assert!(!instruction_flip(
            "Reset passwords and revoke sessions for the non-executive clickers who entered credentials",
            &execs
        ));
        assert!(instruction_flip(
            "Reset passwords for the executives who clicked",
            &execs
        ));
        // what a thing does, described, is no act (trials s13C); an act that opens its
        // clause still is, and a plural noun before a modal is no verb
        let run = ["Prepare the rollback of the app to r118 but don't run it yet, I want to see the canary numbers at 5% first."];
        assert!(!instruction_flip(
            "Canary r121 runs registry.harbor.internal/quote-svc:v3.14.0; stable r118 runs v3.13.2.",
            &run
        ));
        assert!(instruction_flip("Run the rollback to r118 now.", &run));
        assert!(instruction_flip("Runs the rollback to r118 now.", &run));
        // a wait said in the sentence before makes the prohibition temporary, restated by an
        // entry that waits (trials s17O)
        let wait = ["No - flipping visibility is still an index change on order_items, so it waits until after 20:00 CET tonight. Write the migration file so it's ready, but don't apply it."];
        assert!(!instruction_flip(
            "After 20:00 CET tonight: apply the order_items visibility migration (not before)",
            &wait
        ));
        assert!(instruction_flip(
            "Apply the order_items visibility migration now",
            &wait
        ));
        // a goal is not flipped by a prohibition for now (trials s18S, s22F; s34A), a step is
        let i = Instructions::parse([
            "Get a group quote, but don't book anything before I approve it.",
        ]);
        let goal =
            "Book single rooms for the 18-person team attending EuroDataOps Summit in Lisbon";
        assert!(!i.flip_in(goal, "Goal"));
        assert!(!i.flip_in(goal, "overall_goal"));
        assert!(i.flip_in(goal, "Next Steps"));
        assert!(i.flip_in(goal, "Primary Request and Intent"));
        assert!(Instructions::parse(["Don't book anything."]).flip_in(goal, "Goal"));
        let until = Instructions::parse([
            "Until then don't touch NameBarn at all - no NS change, no TTL change there either.",
        ]);
        let entry = "Move tarlaworks.com DNS hosting from NameBarn to Cloudfloat, switching the delegation only after the mail side is approved.";
        assert!(!until.flip_in(entry, "Goal"));
        assert!(until.flip_in("Change the NS records at NameBarn now", "Next Steps"));
        // an entry with a condition of its own does not restate "until then" (s34A), nor an
        // `until` that bounds something else in the sentence (trials s14C)
        assert!(until.flip_in(
            "Delete the zone at NameBarn once Cloudfloat is active.",
            "Next Steps"
        ));
        let freeze = ["ledger-api is in code freeze until the 2025-03-20 release cut, so open PRs there but don't merge."];
        assert!(instruction_flip(
            "Merge the ledger-api PR once CI is green",
            &freeze
        ));
        // `cancel` is a cue and an act: "don't cancel" forbids cancelling (a new user's check,
        // session 24); a cancellation still keeps "don't deploy"
        // a new user's check (session 25): "as part of this" names no object; `correct` acts
        let ha = ["Stay on haproxy 2.8.5, not 2.9.1 - don't upgrade anything as part of this."];
        assert!(instruction_flip(
            "Upgrade lb-edge-04 to haproxy 2.9.1 before its rotation.",
            &ha
        ));
        let alone = ["Leave Personnel alone, HR is still checking it."];
        assert!(instruction_flip(
            "Corrected the Personnel line for the April HR adjustment.",
            &alone
        ));
        assert!(!instruction_flip(
            "The Personnel line stays as it is.",
            &alone
        ));
        let osei =
            ["Cancel what's over 60 days, but Osei is Enterprise - flag it to me, don't cancel."];
        assert!(!instruction_flip(
            "Clean up the failed payments: cancel subscriptions unpaid for more than 60 days except Enterprise ones (flag those to the user).",
            &osei
        ));
        assert!(instruction_flip(
            "Canceled the Enterprise subscription of Osei & Partners LLP.",
            &osei
        ));
        let hotel = ["Please don't cancel the Porto hotel, we may still need it."];
        assert!(instruction_flip("Cancel the Porto hotel booking", &hotel));
        assert!(instruction_flip(
            "Cancelled the Porto hotel (refund EUR 212)",
            &hotel
        ));
        assert!(!instruction_flip(
            "The Porto hotel was not cancelled",
            &hotel
        ));
        assert!(!instruction_flip("Cancel the Lisbon flight", &hotel));
        assert!(!instruction_flip(
            "Cancelled the deploy",
            &["Don't deploy anything today."]
        ));
        assert!(!instruction_flip(
            "Flagged (Enterprise, not canceled): sub_1OhM2pLx5Rt9, Osei & Partners LLP",
            &["It's over 60 days, but Osei is Enterprise - flag it to me, don't cancel."]
        ));
    }

    #[test]
    fn the_flipping_turn_is_named_with_the_sentence_that_forbids() {
        // b03 and e5 of the shared cases: the report quotes what the entry went against.
        let turns = [
            "Merge the two comparison tables. Do not overwrite analysis/summary_v1.md - that one was reviewed by legal. Write v2 instead.",
            "Thanks. Keep going.",
        ];
        let ins = Instructions::parse(turns);
        assert_eq!(
            ins.flipping_turn(
                "Overwrite `analysis/summary_v1.md` with the merged comparison",
                "Next Steps"
            ),
            Some((
                0,
                "Do not overwrite analysis/summary_v1.md - that one was reviewed by legal."
            ))
        );
        assert_eq!(ins.flipping_turn("Write analysis/summary_v2.md", ""), None);
        // the quickstart: the sentence that forbids writing to `crm_prod`, not the first one
        // (a new user's check, session 46)
        let qs = Instructions::parse(["Can you email a payment reminder to the leads from the last 30 days who still haven't paid? Skip anyone who already paid, and keep the production CRM read-only: query the replica, don't write to crm_prod."]);
        let (i, said) = qs
            .flipping_turn("Mark the 37 leads as contacted in `crm_prod`", "Open TODOs")
            .unwrap();
        assert_eq!(i, 0);
        assert!(said.contains("don't write to crm_prod"), "{said}");
        let ja = Instructions::parse(["ステージング環境に billing-api 2.8.1 をデプロイして、ヘルスチェックを確認してください。本番には触らないでください。"]);
        assert_eq!(
            ja.flipping_turn("本番にも 2.8.1 をデプロイする", ""),
            Some((0, "本番には触らないでください。"))
        );
        // a later turn that lifts it: nothing to name
        let lifted = Instructions::parse([
            "Don't push the branch until I have reviewed it.",
            "Reviewed, push the branch now.",
        ]);
        assert_eq!(lifted.flipping_turn("Push the branch", ""), None);
    }

    #[test]
    fn a_later_turn_lifts_a_prohibition_and_descriptions_are_not_instructions() {
        let turns = [
            "Don't push the branch until I have reviewed it.",
            "Reviewed, push the branch now.",
        ];
        assert!(!instruction_flip("Push the branch", &turns));
        // The same turns in the other order: the prohibition is the last word.
        assert!(instruction_flip("Push the branch", &[turns[1], turns[0]]));
        // "hasn't uploaded" describes, it does not forbid (agent a09).
        assert!(!instruction_flip(
            "Manual run uploaded s3://backups/pg/orders_2025-09-17.sql.gz.age (14.4G).",
            &["The nightly pg_dump hasn't uploaded anything to s3://backups/pg/ since Sunday."]
        ));
        // "no" inside a condition, not opening the clause (agent b05).
        assert!(!instruction_flip(
            "`max_attempts` is read per tenant from `webhook_max_attempts`",
            &["Keep the constant as the fallback for a tenant that has no `webhook_max_attempts` override."]
        ));
        // A code literal is not a predicate: `--force` is a flag (agent b09).
        assert!(!instruction_flip(
            "Force `picoquery` to 3.0.1 with `overrides` in package.json",
            &["Fix what you can without a major bump. No `--force`."]
        ));
        // An entry that defers the action keeps the instruction (records b12).
        assert!(!instruction_flip(
            "Wait for the user's review of the diff before pushing",
            &["Clean up the branch but don't push anything."]
        ));
        // Two shared words at least: the predicate on another object is no flip.
        assert!(!instruction_flip(
            "Restarted the payments-worker deployment with the new limit",
            &["Don't restart the api pods during business hours."]
        ));
        assert!(!instruction_flip("Push the branch", &[]));
        assert!(!instruction_flip("", &turns));
    }

    #[test]
    fn kinds_of_the_session_18_unseen_round() {
        // a clause opened by "no" before a lone verb forbids every such act (agent d05)
        let turns = ["And no applies today \u{2014} plan only, I'll apply tomorrow myself."];
        assert!(instruction_flip(
            "Imported `tg-edge-ws` as `aws_lb_target_group.edge_ws` and applied it",
            &turns
        ));
        assert!(instruction_flip("Restart the broker", &["No restarts."]));
        // the verb as the last word of a noun phrase ("the slot drop") is no act
        let slot = ["Do NOT drop the slot, the CDC consumer still needs it."];
        assert!(!instruction_flip(
            "Replica lag kept growing after the slot drop at 14:02",
            &slot
        ));
        assert!(instruction_flip(
            "Drop the replication slot `cdc_orders`",
            &slot
        ));
        // the particle of a phrasal verb counts as a shared word: "Stepped down mongo-ord-01"
        // flips "Do not step down the primary" (trial s25P), though "rolled back (--atomic)"
        // then flips "don't roll back the whole release" too (measured in session 19: reading
        // the particle as part of the predicate lost two true flips of the trials)
        let primary = ["Do not step down the primary, and don't touch 03."];
        assert!(instruction_flip(
            "Stepped down mongo-ord-01 to relieve the load",
            &primary
        ));
        // a prohibition about one record named by id, and an entry about others
        let paid = ["Don't mark HV-30427 as paid, the card charge bounced."];
        assert!(!instruction_flip(
            "Card invoices marked paid in the PMS: total $3,411.05",
            &paid
        ));
        assert!(instruction_flip("Marked HV-30427 as paid", &paid));
        assert!(instruction_flip("Mark HV-30427 paid in the PMS", &paid));
    }

    #[test]
    fn kinds_of_the_blind_session_21_round() {
        // a bare prohibition about a thing the sentence names by id, and an entry about its
        // sibling (blind round s30A: v3 is kept, v2 was deleted as asked)
        let keep = ["Nice. When we do switch, keep support-kb-v3 around for two weeks as the rollback target, don't delete it."];
        assert!(!instruction_flip(
            "Deleted the unused collection support-kb-v2 (DELETE returned result true), as the user asked.",
            &keep
        ));
        assert!(instruction_flip(
            "Deleted the collection support-kb-v3 after the switch",
            &keep
        ));
    }
}
