//! XML section tags (Gemini-CLI `<state_snapshot>` style).

use std::ops::Range;

/// A matched `<name …>…</name>` pair.
#[derive(Debug, Clone)]
pub(crate) struct Element {
    pub name: String,
    /// Byte range of the opening tag.
    pub open: Range<usize>,
    /// Byte range of the closing tag.
    pub close: Range<usize>,
    /// No other matched element lies inside it.
    pub innermost: bool,
}

/// Elements that hold the model's reasoning rather than its summary (Gemini CLI asks for a
/// private `<scratchpad>` before the `<state_snapshot>`): layout, never entries.
pub(crate) fn is_reasoning(name: &str) -> bool {
    matches!(name, "scratchpad" | "analysis" | "thinking")
}

/// Deepest nesting tracked; deeper opening tags are ignored.
const MAX_DEPTH: usize = 256;

fn tag_name(text: &str, at: usize) -> &str {
    let b = text.as_bytes();
    let mut e = at;
    while e < b.len()
        && (b[e].is_ascii_alphabetic()
            || b[e] == b'_'
            || (e > at && (b[e].is_ascii_digit() || matches!(b[e], b'-' | b'.' | b':'))))
    {
        e += 1;
    }
    &text[at..e]
}

/// All matched elements, in the order their closing tags appear. Comments
/// are skipped; unmatched or self-closing tags are ignored (they are text).
pub(crate) fn elements(text: &str) -> Vec<Element> {
    struct Open {
        name: String,
        range: Range<usize>,
        has_child: bool,
    }
    let b = text.as_bytes();
    let mut stack: Vec<Open> = Vec::new();
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(k) = b[i..].iter().position(|&c| c == b'<') {
        let p = i + k;
        i = p + 1;
        if text[p..].starts_with("<!--") {
            i = text[p + 4..]
                .find("-->")
                .map_or(text.len(), |q| p + 4 + q + 3);
            continue;
        }
        let closing = b.get(p + 1) == Some(&b'/');
        let name_at = if closing { p + 2 } else { p + 1 };
        let name = tag_name(text, name_at);
        if name.is_empty() {
            continue;
        }
        let after = name_at + name.len();
        // the tag ends at the next '>' on the same line, with no '<' before it
        let gt = match b[after..]
            .iter()
            .position(|&c| matches!(c, b'>' | b'<' | b'\n'))
        {
            Some(q) if b[after + q] == b'>' => after + q,
            _ => continue,
        };
        let attrs = &text[after..gt];
        if closing {
            if !attrs.trim().is_empty() {
                continue;
            }
            if let Some(pos) = stack.iter().rposition(|o| o.name == name) {
                let has_child = stack[pos..].iter().any(|o| o.has_child);
                let open = stack.swap_remove(pos);
                stack.truncate(pos);
                out.push(Element {
                    name: open.name,
                    open: open.range,
                    close: p..gt + 1,
                    innermost: !has_child,
                });
                if let Some(parent) = stack.last_mut() {
                    parent.has_child = true;
                }
            }
        } else if (attrs.is_empty() || attrs.starts_with([' ', '\t']))
            && !attrs.ends_with('/')
            && stack.len() < MAX_DEPTH
        {
            stack.push(Open {
                name: name.to_string(),
                range: p..gt + 1,
                has_child: false,
            });
        }
        i = gt + 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_entries, check, render_without, titles};
    use super::super::{Format, Summary};

    const GEMINI: &str = "<state_snapshot>
    <overall_goal>
        <!-- A single, concise sentence describing the user's high-level objective. -->
        Fix the half-up rounding bug in billing/tax.py.
    </overall_goal>

    <key_knowledge>
        - Tests run with `pytest -q`.
        - Invoice INV-20931 totals $1,240.50 after the fix.
    </key_knowledge>

    <file_system_state>
        - MODIFIED: `billing/tax.py` - uses Decimal.quantize.
        - READ: `tests/test_tax.py`
    </file_system_state>

    <recent_actions>
        - Ran the test suite; 42 passed.
    </recent_actions>

    <current_plan>
        1. [DONE] Reproduce the bug.
        2. [IN PROGRESS] Fix rounding of Vec<Decimal> totals.
        3. [TODO] Update the changelog.
    </current_plan>
</state_snapshot>
";

    #[test]
    fn gemini_state_snapshot() {
        let s = Summary::parse(GEMINI);
        check(&s);
        assert_eq!(s.format(), Format::XmlSections);
        assert_eq!(
            titles(&s),
            [
                "overall_goal",
                "key_knowledge",
                "file_system_state",
                "recent_actions",
                "current_plan"
            ]
        );
        assert_entries(
            &s,
            &[
                (
                    "overall_goal",
                    "Fix the half-up rounding bug in billing/tax.py.",
                ),
                ("key_knowledge", "Tests run with `pytest -q`."),
                (
                    "key_knowledge",
                    "Invoice INV-20931 totals $1,240.50 after the fix.",
                ),
                (
                    "file_system_state",
                    "MODIFIED: `billing/tax.py` - uses Decimal.quantize.",
                ),
                ("file_system_state", "READ: `tests/test_tax.py`"),
                ("recent_actions", "Ran the test suite; 42 passed."),
                ("current_plan", "[DONE] Reproduce the bug."),
                (
                    "current_plan",
                    "[IN PROGRESS] Fix rounding of Vec<Decimal> totals.",
                ),
                ("current_plan", "[TODO] Update the changelog."),
            ],
        );
        assert_eq!(
            &GEMINI[s.sections()[1].heading.clone().unwrap()],
            "<key_knowledge>"
        );
        let out = render_without(&s, &[0, 5]);
        let want = GEMINI
            .replace(
                "        Fix the half-up rounding bug in billing/tax.py.\n",
                "",
            )
            .replace("        - Ran the test suite; 42 passed.\n", "");
        assert_eq!(out, want);
        assert!(out.contains("<recent_actions>\n    </recent_actions>"));
    }

    #[test]
    fn inline_xml_sections() {
        let src = "<state_snapshot><overall_goal>Ship v2.3.1. Then rest.</overall_goal><key_knowledge>- a\n- b</key_knowledge></state_snapshot>";
        let s = Summary::parse(src);
        check(&s);
        assert_eq!(s.format(), Format::XmlSections);
        assert_entries(
            &s,
            &[
                ("overall_goal", "Ship v2.3.1."),
                ("overall_goal", "Then rest."),
                ("key_knowledge", "a"),
                ("key_knowledge", "b"),
            ],
        );
        assert_eq!(
            render_without(&s, &[0, 1, 2, 3]),
            "<state_snapshot><overall_goal></overall_goal><key_knowledge></key_knowledge></state_snapshot>"
        );
        assert_eq!(
            render_without(&s, &[1, 2]),
            "<state_snapshot><overall_goal>Ship v2.3.1. </overall_goal><key_knowledge>- b</key_knowledge></state_snapshot>"
        );
    }

    #[test]
    fn element_matching() {
        let els = super::elements("<a><b x=\"1\">t</b><!-- <c></c> --><d/><e>Vec<T> </a></e>");
        let got: Vec<(&str, bool)> = els.iter().map(|e| (e.name.as_str(), e.innermost)).collect();
        assert_eq!(got, [("b", true), ("a", false)]);
    }
}
