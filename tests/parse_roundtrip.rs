//! Property tests of the `parse` module's contract: spans are sorted,
//! disjoint, inside the text and contain their content; `render` removes
//! exactly the ranges `cuts` gives the deleted entries, each its span and at most
//! the spaces and tabs before it; parsing never panics.

use proptest::prelude::*;
use sjc::parse::Summary;

/// One line of a synthetic summary, from a small grammar of what
/// compressors write, plus arbitrary unicode lines.
fn line() -> impl Strategy<Value = String> {
    let word = "[A-Za-z0-9_./$,-]{1,10}|é|日本|🚀|INV-20931|v2\\.3\\.1|e\\.g\\.|3\\.14";
    let words = prop::collection::vec(word, 1..8).prop_map(|w| w.join(" "));
    let sentence = (
        words.clone(),
        prop::sample::select(vec![".", "!", "?", ":", ""]),
    )
        .prop_map(|(w, p)| format!("{w}{p}"));
    let indent = prop::sample::select(vec!["", " ", "  ", "    ", "\t", "      "]);
    prop_oneof![
        (1usize..4, words.clone()).prop_map(|(n, w)| format!("{} {w}", "#".repeat(n))),
        words.clone().prop_map(|w| format!("**{w}:**")),
        words
            .clone()
            .prop_map(|w| format!("{}:", w.split(' ').next().unwrap_or("A").to_uppercase())),
        (
            indent.clone(),
            prop::sample::select(vec!["-", "*", "+", "1.", "2)", "- [ ]", "- [x]"]),
            sentence.clone()
        )
            .prop_map(|(i, m, s)| format!("{i}{m} {s}")),
        (indent.clone(), sentence.clone()).prop_map(|(i, s)| format!("{i}{s}")),
        prop::collection::vec(sentence.clone(), 1..4).prop_map(|s| s.join(" ")),
        (words.clone(), words.clone()).prop_map(|(a, b)| format!("| {a} | {b} |")),
        Just("|---|---|".to_string()),
        prop::sample::select(vec![
            "```rust",
            "```",
            "~~~",
            "",
            "",
            "---",
            "<!-- note -->",
            "<summary>",
            "</summary>",
            "<analysis>",
            "</analysis>",
            "<key_knowledge>",
            "</key_knowledge>",
            "<state_snapshot>",
            "[End of summary]",
            "### Done",
            "<read-files>",
            "</read-files>",
            "--- END OF CONTEXT SUMMARY — reply to the message below ---",
            "None.",
            "<scratchpad>",
            "</scratchpad>",
            "Here is the summary of the earlier turns, read it first:"
        ])
        .prop_map(str::to_string),
        (1u8..10, words.clone()).prop_map(|(n, w)| format!("{n}. {}:", w.to_uppercase())),
        "\\PC{0,40}",
    ]
}

fn summary() -> impl Strategy<Value = String> {
    (prop::collection::vec(line(), 0..40), prop::sample::select(vec!["\n", "\r\n"]), any::<bool>(), 0u8..4).prop_map(
        |(lines, nl, trailing, wrap)| {
            let mut body = lines.join(nl);
            if trailing {
                body.push_str(nl);
            }
            match wrap {
                1 => format!("<analysis>\n- thinking. More.\n</analysis>\n<summary>\n{body}</summary>\n"),
                2 => format!("<state_snapshot>\n<overall_goal>{body}</overall_goal><key_knowledge>\n{body}</key_knowledge>\n</state_snapshot>"),
                _ => body,
            }
        },
    )
}

/// The source with the ranges of [`Summary::cuts`] of the entries whose flag is false removed,
/// after checking that each range is the entry's span and at most the spaces and tabs before it
/// (a deleted last sentence of a line), and that the ranges are disjoint and in order.
fn remove_spans(s: &Summary, keep: &[bool]) -> String {
    let src = s.source();
    let cuts = s.cuts(keep).unwrap();
    assert!(cuts.windows(2).all(|w| w[0].end <= w[1].start), "{cuts:?}");
    let mut out = String::new();
    let mut pos = 0;
    for ((e, c), &k) in s.entries().iter().zip(&cuts).zip(keep) {
        if !k {
            assert_eq!(c.end, e.span.end);
            assert!(c.start <= e.span.start);
            assert!(src[c.start..e.span.start]
                .bytes()
                .all(|b| b == b' ' || b == b'\t'));
            out.push_str(&src[pos..c.start]);
            pos = c.end;
        }
    }
    out.push_str(&src[pos..]);
    out
}

fn check_invariants(s: &Summary) -> Result<(), TestCaseError> {
    let src = s.source();
    let mut prev = 0;
    for e in s.entries() {
        prop_assert!(prev <= e.span.start, "unsorted or overlapping: {:?}", e);
        prop_assert!(
            e.span.start <= e.content.start && e.content.end <= e.span.end,
            "content outside span: {:?}",
            e
        );
        prop_assert!(e.content.start < e.content.end && e.span.end <= src.len());
        prop_assert!(src.is_char_boundary(e.span.start) && src.is_char_boundary(e.span.end));
        prop_assert!(src.is_char_boundary(e.content.start) && src.is_char_boundary(e.content.end));
        let collapsed = src[e.content.clone()]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        prop_assert_eq!(&e.text, &collapsed);
        prop_assert!(!e.text.is_empty());
        prop_assert!(e.section < s.sections().len());
        prop_assert_eq!(s.section_title(e), s.sections()[e.section].title.as_str());
        prev = e.span.end;
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn render_all_kept_is_identity(src in summary()) {
        let s = Summary::parse(&src);
        prop_assert_eq!(s.source(), src.as_str());
        prop_assert_eq!(s.render(&vec![true; s.entries().len()]).unwrap(), src);
    }

    #[test]
    fn render_removes_exactly_the_deleted_spans(src in summary(), bits in prop::collection::vec(any::<bool>(), 1..64)) {
        let s = Summary::parse(&src);
        let keep: Vec<bool> = (0..s.entries().len()).map(|i| bits[i % bits.len()]).collect();
        prop_assert_eq!(s.render(&keep).unwrap(), remove_spans(&s, &keep));
        let none = vec![false; s.entries().len()];
        prop_assert_eq!(s.render(&none).unwrap(), remove_spans(&s, &none));
        prop_assert!(s.render(&[true; 1][..0]).is_err() || s.entries().is_empty());
    }

    #[test]
    fn spans_are_sorted_disjoint_and_contain_content(src in summary()) {
        check_invariants(&Summary::parse(&src))?;
    }

    #[test]
    fn arbitrary_strings_never_panic(src in any::<String>()) {
        let s = Summary::parse(&src);
        check_invariants(&s)?;
        prop_assert_eq!(s.render(&vec![true; s.entries().len()]).unwrap(), src);
    }

    #[test]
    fn markup_heavy_strings_never_panic(src in "[-*+#|`~<>/!:. \\t\\r\\n\\[\\]xé日1a]{0,200}") {
        let s = Summary::parse(&src);
        check_invariants(&s)?;
        let keep: Vec<bool> = (0..s.entries().len()).map(|i| i % 2 == 0).collect();
        prop_assert_eq!(s.render(&keep).unwrap(), remove_spans(&s, &keep));
    }
}

#[test]
fn grammar_produces_entries() {
    // guards against a grammar or parser so broken that the properties hold vacuously
    let s = Summary::parse("## A\n- one\n- two\n  more\n\nFirst. Second.\n| a | b |\n");
    assert_eq!(s.entries().len(), 5);
    assert!(s
        .render(&[false, true, true, true, true])
        .unwrap()
        .starts_with("## A\n- two\n"));
}
