//! Instruction polarity: an entry that states as a task or a fact what the evidence forbids
//! or cancels ("Push the branch" against the user's "Don't push anything"; "Delete the
//! legacy hosted zone" against "don't delete the legacy zone yet").
//!
//! The evidence is cut into clauses; a clause with a negation or cancellation cue (`not`,
//! `n't`, `never`, `no`, `without`, `skip`, `avoid`, `stop`, `forbid`, `cancel`, `hold off`,
//! `leave out`, `leave ... alone`) scopes over the content words that follow the cue in the
//! same clause. The entry flips that clause when it contains the scope's first content word
//! (the predicate, compared by a light suffix stem) with no cue of its own before it, and
//! shares at least two of the scope's first four content words (or its only one).
//!
//! This is a cue-and-scope heuristic in the spirit of NegEx (Chapman et al., 2001), not a
//! parser: it misses flips phrased without a cue ("use staging" against "use prod") and can
//! fire on a true report of an action the user later allowed. It is one feature of the
//! hybrid layer ([`super::HybridLayer`]), whose weight is fitted on labelled dev rows.

use crate::retrieve::tokenize::is_stopword;

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

/// Words that end a clause (a condition or a contrast starts a new one).
const BREAKS: [&str; 12] = [
    "but", "until", "unless", "before", "because", "since", "then", "so", "and", "if", "when",
    "once",
];

/// Filler words that are never the predicate of a scope ("no need to", "don't ... anything").
const FILLER: [&str; 16] = [
    "need", "needs", "anything", "anyone", "yet", "ever", "please", "go", "ahead", "want", "wants",
    "again", "even", "really", "yourself", "any",
];

/// Light English suffix stemmer for predicate matching: `pushed`/`pushing`/`pushes` →
/// `push`, `retried` → `retry`, `deleted`/`delete` → `delet`, `dropped` → `drop`.
fn stem(w: &str) -> String {
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
    let b = s.as_bytes();
    if b.len() > 3 && b[b.len() - 1] == b[b.len() - 2] && !b"lsz".contains(&b[b.len() - 1]) {
        s.truncate(s.len() - 1);
    }
    if s.len() > 3 && s.ends_with('e') {
        s.truncate(s.len() - 1);
    }
    s
}

/// The clauses of a text as lower-cased words (`don't` → `do`, `not`). Clause ends: `. ; ! ?`
/// and `:` or `,` before a space, a line break, brackets, a dash between spaces, and
/// [`BREAKS`]. Words are runs of letters and digits (`force-push` → `force`, `push`).
fn clauses(text: &str) -> Vec<Vec<String>> {
    let text = text.replace(['\u{2019}', '`'], "'");
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<Vec<String>> = vec![Vec::new()];
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut Vec<Vec<String>>| {
        if word.is_empty() {
            return;
        }
        let w = word.to_lowercase();
        word.clear();
        let cur = out.last_mut().expect("never empty");
        if let Some(head) = w.strip_suffix("n't") {
            if !head.is_empty() {
                cur.push(head.to_string());
            }
            cur.push("not".into());
        } else if let Some(head) = w.strip_suffix("nt").filter(|h| {
            matches!(
                *h,
                "do" | "does" | "did" | "can" | "won" | "is" | "are" | "was"
            )
        }) {
            cur.push(head.to_string());
            cur.push("not".into());
        } else if BREAKS.contains(&w.as_str()) {
            out.push(Vec::new());
        } else {
            cur.push(w);
        }
    };
    for (i, &c) in chars.iter().enumerate() {
        let next = chars.get(i + 1).copied().unwrap_or(' ');
        let prev = if i > 0 { chars[i - 1] } else { ' ' };
        if c.is_alphanumeric() || (c == '\'' && !word.is_empty() && next.is_alphabetic()) {
            word.push(c);
            continue;
        }
        flush(&mut word, &mut out);
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
    flush(&mut word, &mut out);
    out.retain(|c| !c.is_empty());
    out
}

/// A word that can carry content in a scope.
fn content(w: &str) -> bool {
    !is_stopword(w) && !FILLER.contains(&w) && !CUES.contains(&w) && w.chars().count() > 1
}

/// The negated scopes of a text: for each cue, the stems of up to four content words after it
/// in its clause (`leave X alone` and `leave out X`, `hold off X` count as cues too).
fn negated_scopes(text: &str) -> Vec<Vec<String>> {
    let mut out = Vec::new();
    for cl in clauses(text) {
        for (i, w) in cl.iter().enumerate() {
            let cue = CUES.contains(&w.as_str())
                || (w == "leave" && cl[i + 1..].iter().any(|x| x == "alone" || x == "out"))
                || (w == "hold" && cl.get(i + 1).is_some_and(|x| x == "off"));
            if !cue {
                continue;
            }
            let scope: Vec<String> = cl[i + 1..]
                .iter()
                .take_while(|x| *x != "alone")
                .filter(|x| content(x) && *x != "off" && *x != "out")
                .take(4)
                .map(|x| stem(x))
                .collect();
            if !scope.is_empty() {
                out.push(scope);
            }
        }
    }
    out
}

/// Whether `entry` states, without a cue of its own, the predicate of a clause that
/// `evidence` negates or cancels (see the module documentation). Empty texts give `false`.
pub fn prohibition_flip(entry: &str, evidence: &str) -> bool {
    let scopes = negated_scopes(evidence);
    if scopes.is_empty() {
        return false;
    }
    // Entry words with whether their clause carries a cue of its own.
    let mut words: Vec<(String, bool)> = Vec::new();
    for cl in clauses(entry) {
        let negated = cl.iter().any(|x| {
            CUES.contains(&x.as_str())
                || CUES.contains(&stem(x).as_str())
                || matches!(x.as_str(), "leave" | "hold" | "instead")
        });
        words.extend(cl.iter().map(|w| (stem(w), negated)));
    }
    scopes.iter().any(|scope| {
        let positive = words.iter().any(|(s, neg)| *s == scope[0] && !neg);
        let negated = words.iter().any(|(s, neg)| *s == scope[0] && *neg);
        let shared = scope
            .iter()
            .filter(|s| words.iter().any(|(w, _)| w == *s))
            .count();
        positive && !negated && shared >= scope.len().min(3)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
