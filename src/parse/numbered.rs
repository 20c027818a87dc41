//! Claude-Code style summaries: an optional `<analysis>` block (layout) and a
//! `<summary>` block whose top-level `N. Title:` lines are section headings.

use std::ops::Range;

/// True for a line opening the `<analysis>` or `<summary>` block.
pub(crate) fn is_claude_tag(t: &str) -> bool {
    ["<analysis", "<summary"].iter().any(|tag| {
        t.strip_prefix(tag)
            .is_some_and(|rest| rest.starts_with('>') || rest.starts_with([' ', '\t']))
    })
}

/// Finds `<name>` or `<name attr…>` at or after `from`; returns its byte range.
fn find_open_tag(text: &str, from: usize, name: &str) -> Option<Range<usize>> {
    let pat = format!("<{name}");
    let mut at = from;
    while let Some(k) = text[at..].find(&pat) {
        let p = at + k;
        let rest = &text[p + pat.len()..];
        if rest.starts_with('>') || rest.starts_with([' ', '\t', '\r', '\n']) {
            if let Some(gt) = rest.find('>') {
                return Some(p..p + pat.len() + gt + 1);
            }
        }
        at = p + pat.len();
    }
    None
}

/// Claude Code's summary as it re-enters the conversation: the tags replaced by plain
/// `Analysis:` and `Summary:` label lines (its `formatCompactSummary`), often after a
/// `This session is being continued … summarized below:` line. Returns the byte range of the
/// `Analysis:` line start (if any, before the summary label) and of the `Summary:` line
/// (line break included), when a bare `1. Title:` section line follows that label at column 0.
pub(crate) fn plain_labels(text: &str) -> Option<(Option<usize>, Range<usize>)> {
    let mut analysis = None;
    let mut summary: Option<Range<usize>> = None;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        let t = line.trim_end();
        match &summary {
            None if t == "Analysis:" => analysis = analysis.or(Some(start)),
            None if t == "Summary:" => summary = Some(start..pos),
            Some(_) if is_bare_heading(t) => return summary.map(|s| (analysis, s)),
            _ => {}
        }
    }
    None
}

/// True for a line that opens Claude Code's summary: an `<analysis>` / `<summary>` tag, or
/// the plain `Analysis:` / `Summary:` label of [`plain_labels`] when `text` has one.
pub(crate) fn opens_summary(t: &str, text: &str) -> bool {
    is_claude_tag(t) || ((t == "Analysis:" || t == "Summary:") && plain_labels(text).is_some())
}

/// The byte region holding the summary proper: the inside of `<summary>`
/// (to the end of the text if it is never closed), else the text after a
/// closed `</analysis>`, else the whole text. `None` when there is an
/// unclosed `<analysis>` and no `<summary>` (everything is then layout).
pub(crate) fn summary_region(text: &str) -> Option<Range<usize>> {
    if find_open_tag(text, 0, "analysis").is_none() && find_open_tag(text, 0, "summary").is_none() {
        if let Some((_, label)) = plain_labels(text) {
            return Some(label.end..text.len());
        }
    }
    let mut from = 0;
    let mut analysis_unclosed = false;
    if let Some(a) = find_open_tag(text, 0, "analysis") {
        match text[a.end..].find("</analysis>") {
            Some(k) => from = a.end + k + "</analysis>".len(),
            None => {
                from = a.end;
                analysis_unclosed = true;
            }
        }
    }
    match find_open_tag(text, from, "summary") {
        Some(s) => {
            let end = text[s.end..]
                .find("</summary>")
                .map_or(text.len(), |k| s.end + k);
            Some(s.end..end)
        }
        None if analysis_unclosed => None,
        None => Some(from..text.len()),
    }
}

/// The `<analysis>` block of a Claude-Code summary, as removed by
/// [`Summary::render_with`](super::Summary::render_with) with `drop_analysis`: from the
/// opening tag through `</analysis>` and the whitespace after it (so the output starts at
/// `<summary>`). An unclosed `<analysis>` runs to the `<summary>` tag after it; with no
/// `<summary>` there is no block to drop (`None`): the text may be a summary that lost its
/// tags, and dropping it would leave nothing.
pub(crate) fn analysis_block(text: &str) -> Option<Range<usize>> {
    let Some(a) = find_open_tag(text, 0, "analysis") else {
        // the plain form: from the `Analysis:` line to the `Summary:` line
        if find_open_tag(text, 0, "summary").is_some() {
            return None;
        }
        let (analysis, label) = plain_labels(text)?;
        return analysis.map(|a| a..label.start);
    };
    let end = match text[a.end..].find("</analysis>") {
        Some(k) => {
            let close = a.end + k + "</analysis>".len();
            close + (text[close..].len() - text[close..].trim_start().len())
        }
        None => find_open_tag(text, a.end, "summary")?.start,
    };
    Some(a.start..end)
}

/// A top-level numbered section line `N. Title:` (1–2 digits, `.` or `)`,
/// a title of at most 60 bytes / 8 words starting upper-case without
/// sentence punctuation, then `':'` and optionally text). `t` is the trimmed
/// line starting at byte `abs`. Returns (title, heading range up to and
/// including the ':', start of the inline text after the ':' if any).
pub(crate) fn heading(t: &str, abs: usize) -> Option<(String, Range<usize>, Option<usize>)> {
    let b = t.as_bytes();
    let d = b.iter().take_while(|c| c.is_ascii_digit()).count();
    if d == 0
        || d > 2
        || !matches!(b.get(d), Some(b'.') | Some(b')'))
        || !matches!(b.get(d + 1), Some(b' ') | Some(b'\t'))
    {
        return None;
    }
    let colon = d + 1 + t[d + 1..].find(':')?;
    let title = t[d + 1..colon].trim();
    let ok = !title.is_empty()
        && title.len() <= 60
        && title.split_whitespace().count() <= 8
        && title.chars().next().is_some_and(char::is_uppercase)
        && !title.contains(['.', '!', '?']);
    let rest = &t[colon + 1..];
    if !ok || !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    let inline = (!rest.trim().is_empty()).then_some(abs + colon + 1);
    Some((title.to_string(), abs..abs + colon + 1, inline))
}

/// A numbered section line with nothing after the colon (`1. Primary Request
/// and Intent:`), the signal of a tag-less numbered summary.
pub(crate) fn is_bare_heading(t: &str) -> bool {
    heading(t, 0).is_some_and(|(_, _, inline)| inline.is_none())
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_entries, check, render_without, titles};
    use super::super::{Format, Summary};

    const CLAUDE: &str = r#"<analysis>
Let me go through the conversation chronologically.
1. The user asked me to fix the tax rounding bug.
- I read billing/tax.py.
</analysis>

<summary>
1. Primary Request and Intent:
   The user asked to fix the rounding bug in invoice INV-20931. They want totals rounded half-up.

2. Key Technical Concepts:
   - Python decimal module
   - Half-up rounding

3. Files and Code Sections:
   - billing/tax.py
      - Changed round() to Decimal.quantize.
      ```python
      total = amount.quantize(Decimal("0.01"), ROUND_HALF_UP)
      ```
   - tests/test_tax.py:
      - Added test_half_up.

4. Errors and fixes:
   - ImportError for ROUND_HALF_UP:
     fixed by importing it from decimal.

5. Problem Solving:
   Solved the off-by-one-cent error.

6. All user messages:
   - "Fix the rounding in INV-20931"
   - "Use half-up, not banker's rounding"

7. Pending Tasks:
   - Update the changelog.

8. Current Work: Running the test suite after the fix.

9. Optional Next Step:
   Run `pytest tests/test_tax.py` and report the result.
</summary>
"#;

    #[test]
    fn claude_code_summary_sections_and_entries() {
        let s = Summary::parse(CLAUDE);
        check(&s);
        assert_eq!(s.format(), Format::NumberedSummary);
        assert_eq!(
            titles(&s),
            [
                "Primary Request and Intent",
                "Key Technical Concepts",
                "Files and Code Sections",
                "Errors and fixes",
                "Problem Solving",
                "All user messages",
                "Pending Tasks",
                "Current Work",
                "Optional Next Step"
            ]
        );
        assert_entries(
            &s,
            &[
                (
                    "Primary Request and Intent",
                    "The user asked to fix the rounding bug in invoice INV-20931.",
                ),
                (
                    "Primary Request and Intent",
                    "They want totals rounded half-up.",
                ),
                ("Key Technical Concepts", "Python decimal module"),
                ("Key Technical Concepts", "Half-up rounding"),
                ("Files and Code Sections", "billing/tax.py"),
                (
                    "Files and Code Sections",
                    "Changed round() to Decimal.quantize.",
                ),
                (
                    "Files and Code Sections",
                    r#"total = amount.quantize(Decimal("0.01"), ROUND_HALF_UP)"#,
                ),
                ("Files and Code Sections", "Added test_half_up."),
                (
                    "Errors and fixes",
                    "ImportError for ROUND_HALF_UP: fixed by importing it from decimal.",
                ),
                ("Problem Solving", "Solved the off-by-one-cent error."),
                ("All user messages", "\"Fix the rounding in INV-20931\""),
                (
                    "All user messages",
                    "\"Use half-up, not banker's rounding\"",
                ),
                ("Pending Tasks", "Update the changelog."),
                ("Current Work", "Running the test suite after the fix."),
                (
                    "Optional Next Step",
                    "Run `pytest tests/test_tax.py` and report the result.",
                ),
            ],
        );
        let h = s.sections()[0].heading.clone().unwrap();
        assert_eq!(&CLAUDE[h], "1. Primary Request and Intent:");
    }

    #[test]
    fn claude_code_render_after_deletions() {
        let s = Summary::parse(CLAUDE);
        // the whole Key Technical Concepts section, the inline Current Work text,
        // the code block and the second sentence of the request
        let out = render_without(&s, &[1, 2, 3, 6, 13]);
        let want = CLAUDE
            .replace(" They want totals rounded half-up.", "")
            .replace("   - Python decimal module\n   - Half-up rounding\n", "")
            .replace(
                "      ```python\n      total = amount.quantize(Decimal(\"0.01\"), ROUND_HALF_UP)\n      ```\n",
                "",
            )
            .replace("8. Current Work: Running the test suite after the fix.", "8. Current Work:");
        assert_eq!(out, want);
        assert!(out.contains("2. Key Technical Concepts:\n\n3. Files"));
        assert!(out.starts_with("<analysis>\nLet me go through"));
        // deleting everything leaves the layout only
        let none = s.render(&vec![false; s.entries().len()]).unwrap();
        assert!(none.contains("8. Current Work:\n\n9. Optional Next Step:\n</summary>"));
        assert!(
            none.contains("   - tests/test_tax.py:\n"),
            "sub-heading bullet is layout"
        );
    }

    #[test]
    fn analysis_block_is_never_parsed() {
        let s = Summary::parse("<analysis>\n- a claim. Another.\n</analysis>\n<summary>\n1. Current Work:\n   - real\n</summary>\n");
        check(&s);
        assert_entries(&s, &[("Current Work", "real")]);
        let s = Summary::parse("<analysis>\n- unclosed analysis\n");
        check(&s);
        assert!(s.entries().is_empty());
    }

    #[test]
    fn plain_analysis_and_summary_labels() {
        let src = "This session is being continued from an earlier one. It is summarized below:\nAnalysis:\nLet me think. 1. The user asked.\n\nSummary:\n1. Primary Request and Intent:\n   Fix the bug.\n2. Pending Tasks:\n   - Update the docs.\n";
        let s = Summary::parse(src);
        check(&s);
        assert_eq!(s.format(), Format::NumberedSummary);
        assert_entries(
            &s,
            &[
                ("Primary Request and Intent", "Fix the bug."),
                ("Pending Tasks", "Update the docs."),
            ],
        );
        let a = s.analysis().unwrap();
        assert_eq!(
            &src[a.clone()],
            "Analysis:\nLet me think. 1. The user asked.\n\n"
        );
        assert_eq!(
            s.render_with(&[true, false], true).unwrap(),
            src.replace(&src[a], "")
                .replace("   - Update the docs.\n", "")
        );
        // a `Summary:` heading without numbered sections after it is plain Markdown
        let s = Summary::parse("Summary:\n- one\n- two\n");
        assert_eq!(s.format(), Format::Markdown);
        assert_entries(&s, &[("Summary", "one"), ("Summary", "two")]);
    }

    #[test]
    fn bare_numbered_summary_without_tags() {
        let s = Summary::parse(
            "1. Primary Request and Intent:\n   Fix the bug.\n2. Pending Tasks:\n   - none\n   - Update the docs.\n",
        );
        check(&s);
        assert_eq!(s.format(), Format::NumberedSummary);
        assert_entries(
            &s,
            &[
                ("Primary Request and Intent", "Fix the bug."),
                ("Pending Tasks", "Update the docs."),
            ],
        );
    }

    #[test]
    fn numbered_heading_shapes() {
        assert!(super::heading("1. Primary Request and Intent:", 0).is_some());
        assert!(super::heading("10) Next Step: run it", 0).unwrap().2 == Some(14));
        assert!(super::heading("1. see http://x", 0).is_none());
        assert!(
            super::heading("1. fix the bug: now", 0).is_none(),
            "lower-case title"
        );
        assert!(super::heading("123. Title:", 0).is_none());
        assert!(super::heading("1.Title:", 0).is_none());
    }
}
