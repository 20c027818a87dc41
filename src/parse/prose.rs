//! Sentence splitting for prose paragraphs.

use std::ops::Range;

/// Abbreviations after which a '.' does not end a sentence (lower case).
const ABBREVIATIONS: &[&str] = &[
    "e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "approx.", "no.", "cf.", "al.",
    "fig.", "incl.", "esp.", "resp.", "st.", "jr.", "sr.", "inc.", "ltd.", "nr.", "eq.", "ca.",
    "art.", "sec.", "ch.", "vol.", "para.", "abs.", "pp.", "approx.", "dept.", "est.",
];

fn is_closer(c: char) -> bool {
    matches!(
        c,
        '"' | '\'' | ')' | ']' | '*' | '_' | '\u{201d}' | '\u{2019}'
    )
}

/// True when the '.' at byte `dot` of `text` ends a known abbreviation.
fn is_abbreviation(text: &str, dot: usize) -> bool {
    let before = &text[..dot];
    let word_start = before
        .char_indices()
        .rev()
        .take_while(|&(_, c)| c.is_alphanumeric() || c == '.')
        .last()
        .map_or(dot, |(i, _)| i);
    let word = text[word_start..=dot].to_lowercase();
    ABBREVIATIONS.contains(&word.as_str())
}

/// Words that open a sentence rather than follow a person's initial ("Plan B. Then ...").
const SENTENCE_OPENERS: &[&str] = &[
    "The", "This", "That", "These", "Those", "There", "Then", "Next", "We", "I", "It", "Its", "A",
    "An", "All", "No", "Not", "And", "But", "So", "After", "Before", "Both", "Each", "If", "In",
    "On", "At", "For", "To", "From", "With", "He", "She", "They", "You", "Our", "My",
];

/// True when the '.' at byte `dot` of `text` ends a person's initial: a lone capital letter
/// (after the start, a space or an opening bracket) followed by a capitalised word that does
/// not open a sentence (`signed by K. Morvan.`, `R. Kulkarni +1`). A blind round (`s62B`)
/// had a prose sentence cut in two at `K.`.
fn is_initial(text: &str, dot: usize) -> bool {
    let before = &text[..dot];
    let mut rev = before.chars().rev();
    let letter = rev.next();
    let prior = rev.next();
    if !letter.is_some_and(|c| c.is_uppercase()) {
        return false;
    }
    if prior.is_some_and(|c| !(c.is_whitespace() || matches!(c, '(' | '[' | '"' | '\u{201c}'))) {
        return false;
    }
    let after = text[dot + 1..].trim_start();
    let word: String = after.chars().take_while(|c| c.is_alphabetic()).collect();
    let mut cs = word.chars();
    cs.next().is_some_and(|c| c.is_uppercase())
        && cs.next().is_some_and(|c| c.is_lowercase())
        && !SENTENCE_OPENERS.contains(&word.as_str())
}

/// Splits `src[r]` into sentences; returns each sentence's trimmed byte
/// range, in order. A sentence ends at a run of `.`, `!`, `?` (plus closing
/// quotes, brackets or emphasis) followed by whitespace or the end of the
/// range, unless the run is a single '.' ending an abbreviation or a person's initial
/// ([`is_initial`]). A '.' inside
/// a token (`3.14`, `v2.3.1`, `billing/tax.py`) is never followed by
/// whitespace and so never ends a sentence.
pub(crate) fn sentences(src: &str, r: Range<usize>) -> Vec<Range<usize>> {
    let text = &src[r.clone()];
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    let mut out = Vec::new();
    let mut start: Option<usize> = None;
    let mut k = 0;
    while k < chars.len() {
        let (pos, c) = chars[k];
        if start.is_none() {
            if c.is_whitespace() {
                k += 1;
                continue;
            }
            start = Some(pos);
        }
        if !matches!(c, '.' | '!' | '?') {
            k += 1;
            continue;
        }
        let mut m = k + 1;
        while m < chars.len() && matches!(chars[m].1, '.' | '!' | '?') {
            m += 1;
        }
        let single_dot = c == '.' && m == k + 1;
        while m < chars.len() && is_closer(chars[m].1) {
            m += 1;
        }
        let boundary = m == chars.len() || chars[m].1.is_whitespace();
        // what follows a single '.': a sentence starts with a capital, a digit or a sign, not
        // a lower-case word ("approx. three days")
        let next_lower = chars[m..]
            .iter()
            .find(|(_, x)| !x.is_whitespace())
            .is_some_and(|(_, x)| x.is_lowercase());
        if boundary
            && !(single_dot && (is_abbreviation(text, pos) || is_initial(text, pos) || next_lower))
        {
            let end = chars.get(m).map_or(text.len(), |&(p, _)| p);
            if let Some(s) = start.take() {
                out.push(r.start + s..r.start + end);
            }
        }
        k = m;
    }
    if let Some(s) = start {
        let e = text.trim_end().len();
        if e > s {
            out.push(r.start + s..r.start + e);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_entries, check, render_without};
    use super::super::{Format, Summary};

    const PROSE: &str = "The user reported that invoice INV-20931 was off by one cent. The bug was in billing/tax.py, e.g. in the rounding of $1,240.50 totals. We released v2.3.1 with the fix! Does the changelog need an update? Approx. 3.14 percent of invoices were affected, i.e. about 120 invoices.
The fix used Decimal (vs. float) arithmetic.

Dr. Smith approved it.
Mr. Jones did not (see No. 7).
";

    #[test]
    fn prose_sentences() {
        let s = Summary::parse(PROSE);
        check(&s);
        assert_eq!(s.format(), Format::Prose);
        assert_entries(
            &s,
            &[
                (
                    "",
                    "The user reported that invoice INV-20931 was off by one cent.",
                ),
                (
                    "",
                    "The bug was in billing/tax.py, e.g. in the rounding of $1,240.50 totals.",
                ),
                ("", "We released v2.3.1 with the fix!"),
                ("", "Does the changelog need an update?"),
                (
                    "",
                    "Approx. 3.14 percent of invoices were affected, i.e. about 120 invoices.",
                ),
                ("", "The fix used Decimal (vs. float) arithmetic."),
                ("", "Dr. Smith approved it."),
                ("", "Mr. Jones did not (see No. 7)."),
            ],
        );
    }

    #[test]
    fn abbreviations_before_a_number_or_a_lower_case_word() {
        // a new user's trial (session 15): "the Art. 15 access request" is one sentence
        let s = Summary::parse("Fulfil DSR-2024-0412, the Art. 15 access request. The export has about. three files.\n");
        check(&s);
        assert_entries(
            &s,
            &[
                ("", "Fulfil DSR-2024-0412, the Art. 15 access request."),
                ("", "The export has about. three files."),
            ],
        );
    }

    #[test]
    fn prose_render() {
        let s = Summary::parse(PROSE);
        // middle sentence: it takes the space after it
        assert_eq!(
            render_without(&s, &[1]),
            PROSE.replace(
                "The bug was in billing/tax.py, e.g. in the rounding of $1,240.50 totals. ",
                ""
            )
        );
        // a sentence alone on its line owns the whole line
        assert_eq!(
            render_without(&s, &[6]),
            PROSE.replace("Dr. Smith approved it.\n", "")
        );
        // the whole second paragraph: no dangling text, the blank line stays
        assert!(render_without(&s, &[6, 7]).ends_with("arithmetic.\n\n"));
        // the whole first paragraph: only a line break is left
        assert_eq!(
            render_without(&s, &[0, 1, 2, 3, 4, 5]),
            "\n\nDr. Smith approved it.\nMr. Jones did not (see No. 7).\n"
        );
        // the last sentence of a line keeps the line break, and takes the space before it
        // (new-user check, session 49)
        assert!(render_without(&s, &[4]).starts_with("The user reported"));
        assert!(render_without(&s, &[4]).contains("an update?\nThe fix used"));
    }

    #[test]
    fn sentence_splitting_edges() {
        let split = |t: &str| -> Vec<String> {
            super::sentences(t, 0..t.len())
                .into_iter()
                .map(|r| t[r].to_string())
                .collect()
        };
        assert_eq!(split("Pi is 3.14. Next"), ["Pi is 3.14.", "Next"]);
        assert_eq!(
            split("Done.** Then \"quoted.\" Last"),
            ["Done.**", "Then \"quoted.\"", "Last"]
        );
        assert_eq!(split("Wait... what?! ok"), ["Wait...", "what?!", "ok"]);
        assert_eq!(
            split("Über café. Ñandú está aquí。 fin."),
            ["Über café.", "Ñandú está aquí。 fin."]
        );
        assert_eq!(split("   "), Vec::<String>::new());
        assert_eq!(split("A.B.C etc. and so on."), ["A.B.C etc. and so on."]);
        // a person's initial (s62B): one sentence; a lone letter before a sentence opener ends one
        assert_eq!(
            split("Refused, signed by K. Morvan. The overbilling stays."),
            ["Refused, signed by K. Morvan.", "The overbilling stays."]
        );
        assert_eq!(
            split("We chose Plan B. Then we ship."),
            ["We chose Plan B.", "Then we ship."]
        );
        assert_eq!(split("Grade KW1. Next"), ["Grade KW1.", "Next"]);
    }
}
