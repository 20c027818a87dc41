//! Splitting a compaction summary into sections and entries, and printing it
//! back with deleted entries removed byte for byte.
//!
//! A summary is parsed once into [`Section`]s (headings, numbered section
//! titles, XML section tags) and [`Entry`]s (bullets, table rows, fenced code
//! blocks, prose sentences). Everything that is not inside an entry's `span`
//! is *layout* (headings, tags, blank lines, rules, preambles, end markers,
//! the `<analysis>` block) and is always printed back unchanged.
//!
//! All offsets are UTF-8 byte offsets into [`Summary::source`], always on
//! `char` boundaries.
//!
//! Rules worth knowing:
//! * **Bullets**: the span is the bullet's whole lines (from the start of its
//!   first line, indentation included, to the end of its last continuation
//!   line, the trailing `"\n"` / `"\r\n"` included when present). A bullet
//!   whose text ends with `':'` and whose next non-blank line is a more
//!   deeply indented bullet is a *sub-heading*: layout, never an entry (it
//!   does not open a [`Section`]).
//! * **Prose**: a paragraph is split into sentences (see `prose.rs` for
//!   where a sentence ends). A sentence alone on its line(s) (only
//!   whitespace before it and after it on those lines) owns those whole
//!   lines, indentation and line break included, like a bullet. Otherwise a
//!   sentence's span runs from its first character to the first character
//!   of the next sentence on the same paragraph (the whitespace after it goes
//!   with it), and the last sentence of a line ends at its last character:
//!   indentation, the line break and the whitespace before it are layout.
//!   So deleting any subset never joins a paragraph with its neighbours,
//!   and deleting all sentences of a paragraph leaves no text, at most
//!   whitespace and the line breaks of lines that held several sentences.
//!   A paragraph with one sentence that starts after a heading on the same
//!   line (`8. Current Work: text`) or after a tag also owns the whitespace
//!   before it. A paragraph's last sentence ending in `':'` (a lead-in such
//!   as `The files changed:`) is layout.
//! * **Tables**: each row is an entry except the header row (the one right
//!   before a `|---|` separator) and the separator itself.
//! * **Fenced code**: the whole block, fences included, is one entry; its
//!   content is the code between the fences.
//! * **Sub-sections**: `### Done` under `## Progress` opens the section
//!   `Progress / Done` (see [`SUBSECTION_SEPARATOR`]).
//! * **Preambles and end markers**: the first line of a summary, when it is
//!   prose ending with `':'` (the fixed preamble Codex CLI and Hermes put
//!   before the summary), and a decorated end marker line (`[End of
//!   summary]`, Hermes's `--- END OF CONTEXT SUMMARY … ---`) are layout.
//! * **Placeholders**: an entry whose whole text is `None.`, `(none)`,
//!   `N/A` or `Nothing yet` states nothing and is layout.
//! * **Reasoning blocks**: Claude Code's `<analysis>` and a `<scratchpad>`
//!   before Gemini's `<state_snapshot>` are layout, never entries;
//!   [`Summary::analysis`] gives the `<analysis>` block's range so that
//!   [`Summary::render_with`] can drop it.

use std::ops::Range;

/// Joins the headings of a sub-section's title: a Markdown heading nested under a heading
/// of a higher level is titled with its path, `Progress / Done` for `### Done` under
/// `## Progress`. A level-1 heading (`# Session summary`) is the document's title and never
/// part of a path; bold, `Title:` and numbered headings are not nested.
pub const SUBSECTION_SEPARATOR: &str = " / ";

mod markdown;
mod numbered;
mod prose;
mod xml;

/// Which summary layout was detected, from the first structural signal in
/// the text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    /// Markdown headings (`#`, bold lines, `Title:` lines), bullets, tables,
    /// fenced code and prose paragraphs.
    Markdown,
    /// Claude-Code style `<analysis>…</analysis><summary>…</summary>` (or the
    /// same with plain `Analysis:` / `Summary:` label lines, as Claude Code
    /// re-injects it, or a bare list of `1. Title:` section lines); sections
    /// are the top-level `N. Title:` lines inside the summary, the analysis
    /// block is layout.
    NumberedSummary,
    /// Gemini-CLI style XML sections: every innermost tag is a section
    /// titled by its tag name; outer wrapper tags are layout.
    XmlSections,
    /// Plain prose without headings or bullets; every sentence is an entry.
    Prose,
}

/// A section of the summary: the part under one heading.
#[derive(Debug, Clone, PartialEq)]
pub struct Section {
    /// The heading's title without markup (`#`s, `**`, numbering, a trailing
    /// `':'`), or the tag name for XML sections; `""` for the section that
    /// holds entries appearing before any heading.
    pub title: String,
    /// Byte range of the heading in the source (the heading line without its
    /// line break, the `N. Title:` prefix of a numbered line, or the opening
    /// tag); `None` for the untitled leading section.
    pub heading: Option<Range<usize>>,
}

/// One deletable unit of the summary: a bullet, table row, fenced code block
/// or prose sentence.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    /// Index into [`Summary::sections`] of the section the entry belongs to.
    pub section: usize,
    /// Byte range removed from the source when the entry is deleted.
    pub span: Range<usize>,
    /// Byte range of the entry's own text (bullet marker, checkbox and
    /// numbering stripped; surrounding whitespace trimmed); inside `span`.
    pub content: Range<usize>,
    /// The content with every whitespace run (line breaks included)
    /// collapsed to one space and trimmed; what the judge sees. Never empty.
    pub text: String,
}

/// Error returned by [`Summary::render`].
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    /// The keep mask does not have one flag per entry.
    #[error("keep mask has {got} flags but the summary has {expected} entries")]
    MaskLength {
        /// Number of entries in the summary.
        expected: usize,
        /// Length of the mask that was passed.
        got: usize,
    },
}

/// A parsed summary: the source text with its sections and entries.
#[derive(Debug, Clone, PartialEq)]
pub struct Summary {
    source: String,
    format: Format,
    sections: Vec<Section>,
    entries: Vec<Entry>,
    analysis: Option<Range<usize>>,
}

impl Summary {
    /// Parses `text`. Never fails and never panics; an empty (or all-layout)
    /// text has no entries. Entries are in source order with sorted,
    /// disjoint spans.
    pub fn parse(text: &str) -> Summary {
        let format = detect(text);
        let mut b = Builder::new(text);
        match format {
            Format::Markdown | Format::Prose => {
                markdown::parse_region(&mut b, 0..text.len(), markdown::Opts::default())
            }
            Format::NumberedSummary => {
                if let Some(region) = numbered::summary_region(text) {
                    let opts = markdown::Opts {
                        numbered_headings: true,
                    };
                    markdown::parse_region(&mut b, region, opts);
                }
            }
            Format::XmlSections => {
                let els = xml::elements(text);
                let reasoning: Vec<Range<usize>> = els
                    .iter()
                    .filter(|e| xml::is_reasoning(&e.name))
                    .map(|e| e.open.start..e.close.end)
                    .collect();
                for el in els.into_iter().filter(|e| e.innermost) {
                    if reasoning.iter().any(|r| r.contains(&el.open.start)) {
                        continue; // a <scratchpad> is the model's reasoning: layout
                    }
                    b.open_section(el.name, Some(el.open.clone()));
                    markdown::parse_region(&mut b, el.open.end..el.close.start, Default::default());
                }
            }
        }
        let analysis = match format {
            Format::NumberedSummary => numbered::analysis_block(text),
            _ => None,
        };
        Summary {
            source: text.to_string(),
            format,
            sections: b.sections,
            entries: b.entries,
            analysis,
        }
    }

    /// Byte range of the Claude-Code `<analysis>` block (the model's reasoning before its
    /// `<summary>`): never judged, always layout. It runs from `<analysis>` through
    /// `</analysis>` and the whitespace after it; an unclosed block runs to `<summary>`.
    /// `None` when the summary has no such block, or has an unclosed one and no `<summary>`
    /// (then there is nothing that could safely be dropped).
    pub fn analysis(&self) -> Option<Range<usize>> {
        self.analysis.clone()
    }

    /// The text that was parsed.
    pub fn source(&self) -> &str {
        &self.source
    }

    /// The detected layout.
    pub fn format(&self) -> Format {
        self.format
    }

    /// All sections in source order (including ones that have no entries).
    pub fn sections(&self) -> &[Section] {
        &self.sections
    }

    /// All entries in source order.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Title of the section `entry` belongs to (`""` if its section index is
    /// out of range, e.g. for an entry of another summary).
    pub fn section_title(&self, entry: &Entry) -> &str {
        self.sections
            .get(entry.section)
            .map_or("", |s| s.title.as_str())
    }

    /// The source bytes between the start of an entry's span and its text: the bullet,
    /// numbering and checkbox the parser stripped (`"- [x] "`; empty for prose). Where the
    /// span does not start before the text, empty.
    pub fn marker(&self, entry: &Entry) -> &str {
        self.source
            .get(entry.span.start..entry.content.start)
            .unwrap_or("")
    }

    /// Prints the source back with the entries whose flag in `keep` is `false` removed (their
    /// ranges of [`Summary::cuts`]: the span, and the spaces before a deleted last sentence of
    /// a line); everything else is copied byte for byte.
    ///
    /// # Errors
    /// [`RenderError::MaskLength`] when `keep.len() != self.entries().len()`.
    pub fn render(&self, keep: &[bool]) -> Result<String, RenderError> {
        // the mask's length is checked by `cuts`
        self.render_with(keep, false)
    }

    /// The byte range of each entry given which entries `keep` keeps: for a deleted entry what
    /// it takes out, for a kept one what stays of it. Each is its span, except where deleted
    /// entries end a line after a kept entry on the same line (the last sentences of a prose
    /// line): the first of them also takes the spaces and tabs before it, which the kept
    /// entry's range then leaves out, so that the kept sentence does not end its line with a
    /// space. The ranges stay disjoint and in order: one per entry, in entry order; byte
    /// offsets into [`Summary::source`].
    ///
    /// # Errors
    /// [`RenderError::MaskLength`] when `keep.len() != self.entries().len()`.
    pub fn cuts(&self, keep: &[bool]) -> Result<Vec<Range<usize>>, RenderError> {
        if keep.len() != self.entries.len() {
            return Err(RenderError::MaskLength {
                expected: self.entries.len(),
                got: keep.len(),
            });
        }
        let src = self.source.as_bytes();
        let mut cuts: Vec<Range<usize>> = self.entries.iter().map(|e| e.span.clone()).collect();
        let mut i = 0;
        while i < self.entries.len() {
            if keep[i] {
                i += 1;
                continue;
            }
            // a run of deleted entries, each starting where the one before ends
            let mut j = i;
            while j + 1 < self.entries.len()
                && !keep[j + 1]
                && self.entries[j + 1].span.start == self.entries[j].span.end
            {
                j += 1;
            }
            let start = self.entries[i].span.start;
            let ends_line = matches!(
                src.get(self.entries[j].span.end),
                None | Some(b'\n' | b'\r')
            );
            let after_kept = i > 0
                && keep[i - 1]
                && self.entries[i - 1].span.end == start
                && !src[..start].ends_with(b"\n");
            if ends_line && after_kept {
                let kept = self.entries[i - 1].content.end;
                let mut s = start;
                while s > kept && matches!(src[s - 1], b' ' | b'\t') {
                    s -= 1;
                }
                cuts[i].start = s;
                // the kept entry keeps its text, not the spaces that now go
                cuts[i - 1].end = s;
            }
            i = j + 1;
        }
        Ok(cuts)
    }

    /// Like [`Summary::render`]; with `drop_analysis` the [`Summary::analysis`] block is
    /// removed too (no entry lies inside it). Everything else is copied byte for byte.
    ///
    /// # Errors
    /// [`RenderError::MaskLength`] when `keep.len() != self.entries().len()`.
    pub fn render_with(&self, keep: &[bool], drop_analysis: bool) -> Result<String, RenderError> {
        // the mask's length is checked by `cuts`
        let mut cuts: Vec<Range<usize>> = self
            .cuts(keep)?
            .into_iter()
            .zip(keep)
            .filter(|(_, &k)| !k)
            .map(|(c, _)| c)
            .collect();
        if let Some(a) = self.analysis.clone().filter(|_| drop_analysis) {
            let at = cuts.partition_point(|c| c.start < a.start);
            cuts.insert(at, a);
        }
        let mut out = String::with_capacity(self.source.len());
        let mut pos = 0;
        for c in cuts {
            let start = c.start.max(pos);
            out.push_str(&self.source[pos..start]);
            pos = pos.max(c.end);
        }
        out.push_str(&self.source[pos..]);
        Ok(out)
    }
}

/// Collects sections and entries while a format parser walks the text.
pub(crate) struct Builder<'a> {
    pub(crate) src: &'a str,
    sections: Vec<Section>,
    entries: Vec<Entry>,
    current: Option<usize>,
}

impl<'a> Builder<'a> {
    fn new(src: &'a str) -> Self {
        Builder {
            src,
            sections: Vec::new(),
            entries: Vec::new(),
            current: None,
        }
    }

    /// Starts a new section; following entries belong to it.
    pub(crate) fn open_section(&mut self, title: String, heading: Option<Range<usize>>) {
        self.sections.push(Section { title, heading });
        self.current = Some(self.sections.len() - 1);
    }

    /// Records an entry; ignored when its text would be empty or when it
    /// would break the sorted/disjoint/contains-content invariants.
    pub(crate) fn push_entry(&mut self, span: Range<usize>, content: Range<usize>) {
        let ok_order = match self.entries.last() {
            Some(e) => e.span.end <= span.start,
            None => true,
        };
        if !ok_order
            || span.start > content.start
            || content.end > span.end
            || span.end > self.src.len()
            || content.start >= content.end
        {
            return;
        }
        let text = collapse(&self.src[content.clone()]);
        if text.is_empty() || is_placeholder(&text) {
            return;
        }
        let section = match self.current {
            Some(s) => s,
            None => {
                self.open_section(String::new(), None);
                self.sections.len() - 1
            }
        };
        self.entries.push(Entry {
            section,
            span,
            content,
            text,
        });
    }
}

/// An empty-section placeholder that states nothing: `None.`, `(none)`, `N/A`, `Nothing yet`
/// (Pi's and Hermes's templates ask for one when a section is empty). Layout, not an entry.
fn is_placeholder(text: &str) -> bool {
    let core = text
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    matches!(
        core.as_str(),
        "none" | "n/a" | "na" | "nothing" | "none yet" | "nothing yet" | "not applicable"
    )
}

/// Collapses whitespace runs to one space and trims.
fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Shrinks `r` so that it starts and ends on non-whitespace.
pub(crate) fn trim_range(src: &str, r: Range<usize>) -> Range<usize> {
    if r.start >= r.end {
        return r.start..r.start;
    }
    let s = &src[r.clone()];
    let ts = s.trim_start();
    let start = r.start + (s.len() - ts.len());
    start..start + ts.trim_end().len()
}

/// Detects the format from the first structural line of the text.
fn detect(text: &str) -> Format {
    let mut xml_opens: Option<Vec<usize>> = None;
    let mut pos = 0;
    for line in text.split_inclusive('\n') {
        let start = pos;
        pos += line.len();
        let t = line.trim_start();
        let abs = start + (line.len() - t.len());
        let t = t.trim_end();
        if t.is_empty() || t.starts_with("<!--") {
            continue;
        }
        if numbered::opens_summary(t, text) {
            return Format::NumberedSummary;
        }
        if t.starts_with('<') {
            let opens = xml_opens.get_or_insert_with(|| {
                let mut v: Vec<usize> = xml::elements(text).iter().map(|e| e.open.start).collect();
                v.sort_unstable();
                v
            });
            if opens.binary_search(&abs).is_ok() {
                return Format::XmlSections;
            }
        }
        if abs == start && numbered::is_bare_heading(t) {
            return Format::NumberedSummary;
        }
        if markdown::is_structural(line) {
            return Format::Markdown;
        }
    }
    Format::Prose
}

/// Helpers shared by the unit tests of this module and its submodules.
#[cfg(test)]
pub(crate) mod testutil {
    use super::Summary;

    /// Checks the span invariants and the render contract; panics on failure.
    pub(crate) fn check(s: &Summary) {
        let src = s.source();
        let mut prev = 0;
        for e in s.entries() {
            assert!(prev <= e.span.start, "spans overlap or are unsorted: {e:?}");
            assert!(
                e.span.start <= e.content.start && e.content.end <= e.span.end,
                "content outside span: {e:?}"
            );
            assert!(e.span.end <= src.len());
            assert!(src.is_char_boundary(e.span.start) && src.is_char_boundary(e.span.end));
            assert!(!e.text.is_empty());
            assert!(e.section < s.sections().len());
            prev = e.span.end;
        }
        let all = vec![true; s.entries().len()];
        assert_eq!(s.render(&all).unwrap(), src);
    }

    /// (section title, entry text) for every entry.
    pub(crate) fn dump(s: &Summary) -> Vec<(String, String)> {
        s.entries()
            .iter()
            .map(|e| (s.section_title(e).to_string(), e.text.clone()))
            .collect()
    }

    /// Renders with the entries at `delete` removed.
    pub(crate) fn render_without(s: &Summary, delete: &[usize]) -> String {
        let keep: Vec<bool> = (0..s.entries().len())
            .map(|i| !delete.contains(&i))
            .collect();
        s.render(&keep).unwrap()
    }

    /// Asserts (section, text) pairs exactly.
    pub(crate) fn assert_entries(s: &Summary, want: &[(&str, &str)]) {
        let got = dump(s);
        let want: Vec<(String, String)> = want
            .iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect();
        assert_eq!(got, want, "\nsource:\n{}", s.source());
    }

    /// Section titles in order.
    pub(crate) fn titles(s: &Summary) -> Vec<&str> {
        s.sections().iter().map(|x| x.title.as_str()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::testutil::{assert_entries, check, render_without};
    use super::*;

    #[test]
    fn empty_and_layout_only_texts_have_no_entries() {
        for src in [
            "",
            "\n\n",
            "   ",
            "---\n",
            "<!-- only a comment -->",
            "## Heading only\n",
            "\r\n",
        ] {
            let s = Summary::parse(src);
            check(&s);
            assert!(s.entries().is_empty(), "{src:?}");
            assert_eq!(s.render(&[]).unwrap(), src);
        }
        assert_eq!(Summary::parse("").format(), Format::Prose);
    }

    #[test]
    fn render_rejects_wrong_mask_length() {
        let s = Summary::parse("- a\n- b\n");
        assert_eq!(
            s.render(&[true]),
            Err(RenderError::MaskLength {
                expected: 2,
                got: 1
            })
        );
        assert_eq!(
            s.render(&[true, false, true]),
            Err(RenderError::MaskLength {
                expected: 2,
                got: 3
            })
        );
        assert_eq!(s.render(&[false, true]).unwrap(), "- b\n");
    }

    #[test]
    fn non_ascii_and_crlf_prose() {
        let src = "## Décisions ✅\r\nÜber-Änderung in café/ñandú.rs. 日本語の文。 Zweiter Satz!\r\n- 🚀 deploy\r\n";
        let s = Summary::parse(src);
        check(&s);
        assert_entries(
            &s,
            &[
                ("Décisions ✅", "Über-Änderung in café/ñandú.rs."),
                ("Décisions ✅", "日本語の文。 Zweiter Satz!"),
                ("Décisions ✅", "🚀 deploy"),
            ],
        );
        assert_eq!(
            render_without(&s, &[1, 2]),
            "## Décisions ✅\r\nÜber-Änderung in café/ñandú.rs.\r\n"
        );
    }

    #[test]
    fn a_deleted_last_sentence_takes_the_space_before_it() {
        // new-user check of session 49: the kept sentence ended its line with a space
        let src = "The ledger has 8 plots. Plot 3 is paid. Plot 5 is not.\nDone.\n";
        let s = Summary::parse(src);
        check(&s);
        assert_eq!(s.entries().len(), 4);
        assert_eq!(
            render_without(&s, &[2]),
            "The ledger has 8 plots. Plot 3 is paid.\nDone.\n"
        );
        // a sentence inside the line keeps the space after it as before
        assert_eq!(
            render_without(&s, &[1]),
            "The ledger has 8 plots. Plot 5 is not.\nDone.\n"
        );
        assert_eq!(
            render_without(&s, &[0]),
            "Plot 3 is paid. Plot 5 is not.\nDone.\n"
        );
        assert_eq!(
            render_without(&s, &[1, 2]),
            "The ledger has 8 plots.\nDone.\n"
        );
        // the range a deleted entry reports is what was cut, a kept one's what stays
        let keep = [true, true, false, true];
        let cuts = s.cuts(&keep).unwrap();
        assert_eq!(&src[cuts[2].clone()], " Plot 5 is not.");
        assert_eq!(&src[cuts[1].clone()], "Plot 3 is paid.");
        assert!(cuts.windows(2).all(|w| w[0].end <= w[1].start));
    }

    #[test]
    fn section_title_and_untitled_leading_section() {
        let s = Summary::parse("Preamble sentence.\n## Next\n- x\n");
        check(&s);
        assert_eq!(
            s.sections()[0],
            Section {
                title: String::new(),
                heading: None
            }
        );
        assert_eq!(s.section_title(&s.entries()[1]), "Next");
        assert_eq!(s.sections()[1].heading, Some(19..26));
    }

    #[test]
    fn five_thousand_entries() {
        let mut src = String::new();
        for i in 0..1000 {
            src.push_str(&format!("## Part {i}\n- item {i} a\n- item {i} b\n  continued\n| r{i} | c |\nSentence {i}. Another {i}.\n\n"));
        }
        let start = std::time::Instant::now();
        let s = Summary::parse(&src);
        let took = start.elapsed();
        check(&s);
        assert_eq!(s.entries().len(), 5000);
        assert_eq!(s.sections().len(), 1000);
        assert_eq!(s.entries()[4999].text, "Another 999.");
        assert_eq!(s.entries()[1].text, "item 0 b continued");
        let keep: Vec<bool> = (0..5000).map(|i| i % 5 != 1).collect();
        let out = s.render(&keep).unwrap();
        assert!(out.contains("- item 7 a\n| r7 | c |\n") && !out.contains("- item 7 b\n"));
        eprintln!("5000 entries parsed in {took:?}");
    }

    #[test]
    fn garbage_never_panics() {
        let pieces = [
            "<",
            ">",
            "</",
            "<a>",
            "</a>",
            "<!--",
            "-->",
            "```",
            "~~~",
            "- ",
            "1. ",
            "1) ",
            "# ",
            "|",
            "**",
            ":",
            ".",
            " ",
            "\t",
            "\n",
            "\r\n",
            "\r",
            "é",
            "日",
            "🚀",
            "[ ]",
            "<summary>",
            "</summary>",
            "<analysis>",
            "x",
            "A",
            "e.g.",
        ];
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..3000 {
            let mut src = String::new();
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let len = (seed % 40) as usize;
            let mut st = seed;
            for _ in 0..len {
                st = st
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                src.push_str(pieces[(st >> 33) as usize % pieces.len()]);
            }
            let s = Summary::parse(&src);
            check(&s);
            let keep: Vec<bool> = (0..s.entries().len())
                .map(|i| (st >> (i % 60)) & 1 == 1)
                .collect();
            let mut want = String::new();
            let mut pos = 0;
            for (c, k) in s.cuts(&keep).unwrap().into_iter().zip(&keep) {
                if !k {
                    want.push_str(&src[pos..c.start]);
                    pos = c.end;
                }
            }
            want.push_str(&src[pos..]);
            assert_eq!(s.render(&keep).unwrap(), want);
        }
    }
}
