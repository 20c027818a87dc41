//! Chunking of evidence sources into spans of consecutive lines.
//!
//! A source is cut into *units*: its lines (split at `\n`), trimmed of surrounding
//! whitespace, blank lines dropped; a line longer than the size bound is first split into
//! pieces at record boundaries (after ` | `, `; ` or `},`, in the second half of the window: the
//! records of a one-line log or JSON array stay whole), else at sentence ends (`.`, `!` or `?`
//! followed by whitespace, in the second half of the window), else at the last ASCII
//! whitespace, else hard at the last char boundary. Units are
//! then packed greedily into windows no longer than the bound (measured from the first unit's
//! first byte to the last unit's last byte, so the blank lines between units count); each
//! window after the first starts with the last `overlap_lines` units of the previous window.
//!
//! The overlap is clamped so that a window starts strictly after the previous one and shares
//! at most half of the previous window's units; together with the size bound this keeps the
//! total size of all spans linear in the size of the source (a 100 MB source is fine).
//! Everything is measured in UTF-8 bytes; no range ever splits a character.

use std::ops::Range;

/// How sources are cut into spans.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct ChunkConfig {
    /// Maximum span length in UTF-8 **bytes** (the name is historical). Values below 4 are
    /// treated as 4 so that every character fits. Default 400.
    pub max_chars: usize,
    /// Number of lines (units) shared by consecutive spans of the same source, clamped as
    /// described in the module documentation. Default 1.
    pub overlap_lines: usize,
}

impl Default for ChunkConfig {
    /// `max_chars: 400, overlap_lines: 1`.
    fn default() -> Self {
        ChunkConfig {
            max_chars: 400,
            overlap_lines: 1,
        }
    }
}

/// A piece of one evidence source, as retrieved and shown to the judge.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Span {
    /// Index of the source in the slice given to `EvidenceIndex::build`.
    pub source: usize,
    /// UTF-8 byte offsets of the span in its source: `&source[byte_range] == text`.
    pub byte_range: Range<usize>,
    /// The span's text, verbatim (no whitespace collapsing); never longer than
    /// `max_chars` bytes, never empty, never starting or ending with whitespace.
    pub text: String,
}

/// Smallest effective `max_chars`: the longest UTF-8 character.
pub(crate) const MIN_MAX_CHARS: usize = 4;

/// Byte ranges of the spans of `src`, in order. Empty for an empty or whitespace-only source.
pub(crate) fn chunk_ranges(src: &str, cfg: &ChunkConfig) -> Vec<Range<usize>> {
    let max = cfg.max_chars.max(MIN_MAX_CHARS);
    let units = line_units(src, max);
    pack(&units, max, cfg.overlap_lines)
}

/// `r` shrunk to exclude leading and trailing whitespace; `None` if nothing is left.
fn trim_range(src: &str, r: Range<usize>) -> Option<Range<usize>> {
    let s = src.get(r.clone())?;
    let t = s.trim_start();
    let start = r.start + (s.len() - t.len());
    let end = start + t.trim_end().len();
    (start < end).then_some(start..end)
}

fn line_units(src: &str, max: usize) -> Vec<Range<usize>> {
    let mut units = Vec::new();
    let mut line_start = 0;
    for line in src.split('\n') {
        let r = line_start..line_start + line.len();
        line_start = r.end + 1;
        if let Some(t) = trim_range(src, r) {
            if t.len() <= max {
                units.push(t);
            } else {
                split_long(src, t, max, &mut units);
            }
        }
    }
    units
}

/// Splits the trimmed range `r` (longer than `max`) into pieces of at most `max` bytes.
fn split_long(src: &str, r: Range<usize>, max: usize, out: &mut Vec<Range<usize>>) {
    let bytes = src.as_bytes();
    let end = r.end;
    let mut pos = r.start;
    while pos < end {
        // skip whitespace left over from the previous cut
        let rest = &src[pos..end];
        pos += rest.len() - rest.trim_start().len();
        if pos >= end {
            break;
        }
        if end - pos <= max {
            out.push(pos..end);
            break;
        }
        let mut limit = pos + max;
        while !src.is_char_boundary(limit) {
            limit -= 1; // terminates: max >= 4 and pos is a boundary
        }
        let window = &bytes[pos..limit];
        let half = max / 2;
        // 1. the last record boundary in the second half of the window: after ` | ` or `; `
        //    (one-line logs), after `},` (a JSON array of objects on one line), so a record
        //    is never cut in two when it fits
        let mut cut = (half..window.len())
            .rev()
            .find(|&i| {
                (window[i] == b'|'
                    && i > 0
                    && window[i - 1] == b' '
                    && bytes.get(pos + i + 1) == Some(&b' '))
                    || (window[i] == b';' && bytes.get(pos + i + 1) == Some(&b' '))
                    || (window[i] == b',' && i > 0 && window[i - 1] == b'}')
            })
            .map(|i| pos + i + 1);
        // 2. the last sentence end in the second half of the window
        if cut.is_none() {
            cut = (half..window.len())
                .rev()
                .find(|&i| {
                    matches!(window[i], b'.' | b'!' | b'?')
                        && bytes.get(pos + i + 1).is_some_and(u8::is_ascii_whitespace)
                })
                .map(|i| pos + i + 1);
        }
        // 3. the last whitespace (a cut *at* the whitespace byte, which may be `limit` itself)
        if cut.is_none() {
            cut = (1..=window.len())
                .rev()
                .find(|&i| bytes[pos + i].is_ascii_whitespace())
                .map(|i| pos + i);
        }
        // 4. hard cut at a char boundary
        let cut = cut.unwrap_or(limit);
        if let Some(piece) = trim_range(src, pos..cut) {
            out.push(piece);
        }
        pos = cut;
    }
}

/// Greedy packing of units into windows of at most `max` bytes with line overlap.
fn pack(units: &[Range<usize>], max: usize, overlap: usize) -> Vec<Range<usize>> {
    let mut out = Vec::new();
    let n = units.len();
    let mut a = 0;
    while a < n {
        let mut b = a + 1;
        while b < n && units[b].end - units[a].start <= max {
            b += 1;
        }
        out.push(units[a].start..units[b - 1].end);
        if b >= n {
            break;
        }
        // next window: the last `overlap` units of this one, but at most half of them and
        // never the whole window, then shrunk until unit `b` fits.
        let min_start = a + (b - a).div_ceil(2);
        let mut na = b.saturating_sub(overlap).max(min_start);
        while na < b && units[b].end - units[na].start > max {
            na += 1;
        }
        a = na;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks(src: &str, max: usize, overlap: usize) -> Vec<&str> {
        let cfg = ChunkConfig {
            max_chars: max,
            overlap_lines: overlap,
        };
        chunk_ranges(src, &cfg)
            .into_iter()
            .map(|r| &src[r])
            .collect()
    }

    fn check_invariants(src: &str, cfg: &ChunkConfig) {
        let max = cfg.max_chars.max(MIN_MAX_CHARS);
        let ranges = chunk_ranges(src, cfg);
        let mut prev_start = None;
        for r in &ranges {
            let text = src.get(r.clone()).expect("char boundaries");
            assert!(
                !text.is_empty() && text.len() <= max,
                "len {} > {max}",
                text.len()
            );
            assert_eq!(text, text.trim());
            if let Some(p) = prev_start {
                assert!(r.start > p, "spans must advance");
            }
            prev_start = Some(r.start);
        }
        if src.trim().is_empty() {
            assert!(ranges.is_empty());
        } else {
            assert!(!ranges.is_empty());
        }
        // every non-whitespace byte is covered by some span
        let mut covered = vec![false; src.len()];
        for r in &ranges {
            covered[r.clone()].iter_mut().for_each(|c| *c = true);
        }
        for (i, ch) in src.char_indices() {
            if !ch.is_whitespace() {
                assert!(covered[i], "byte {i} ({ch:?}) not covered");
            }
        }
    }

    #[test]
    fn default_config() {
        assert_eq!(
            ChunkConfig::default(),
            ChunkConfig {
                max_chars: 400,
                overlap_lines: 1
            }
        );
    }

    #[test]
    fn short_source_is_one_span_and_empty_gives_none() {
        assert_eq!(chunks("  hello\nworld \n", 400, 1), ["hello\nworld"]);
        assert!(chunks("", 400, 1).is_empty());
        assert!(chunks(" \n\t\r\n  ", 400, 1).is_empty());
    }

    #[test]
    fn windows_overlap_by_one_line() {
        let src = "line-01\nline-02\nline-03\nline-04\nline-05\nline-06\nline-07";
        // each line is 7 bytes; 3 lines with separators = 23 bytes
        let got = chunks(src, 23, 1);
        assert_eq!(
            got,
            [
                "line-01\nline-02\nline-03",
                "line-03\nline-04\nline-05",
                "line-05\nline-06\nline-07"
            ]
        );
        let got = chunks(src, 23, 0);
        assert_eq!(
            got,
            [
                "line-01\nline-02\nline-03",
                "line-04\nline-05\nline-06",
                "line-07"
            ]
        );
        // overlap clamped to half the window: never an endless loop, always advancing
        let got = chunks(src, 23, 100);
        assert_eq!(got, chunks(src, 23, 1));
    }

    #[test]
    fn long_line_split_at_sentences_then_whitespace_then_hard() {
        let src = "First sentence here. Second sentence is here. Third one.";
        let got = chunks(src, 30, 1);
        assert_eq!(
            got,
            [
                "First sentence here.",
                "Second sentence is here.",
                "Third one."
            ]
        );
        let got = chunks("aaaa bbbb cccc dddd", 10, 1);
        assert_eq!(got, ["aaaa bbbb", "cccc dddd"]);
        let got = chunks("abcdefghijklmnopqrstuvwxyz", 10, 1);
        assert_eq!(got, ["abcdefghij", "klmnopqrst", "uvwxyz"]);
    }

    #[test]
    fn one_line_logs_and_json_rows_are_cut_between_records() {
        // shared/cases edge e3: a 2 MB one-line log of ` | `-separated records.
        let log: String = (0..40)
            .map(|i| format!("req={i:06} path=/v1/charge status=200 ms={}", 10 + i))
            .collect::<Vec<_>>()
            .join(" | ");
        for c in chunks(&log, 400, 1) {
            assert!(c.starts_with("req=") || c.starts_with("| req="), "{c:?}");
            assert!(
                c.ends_with(|ch: char| ch.is_ascii_digit()) || c.ends_with('|'),
                "{c:?}"
            );
        }
        let rows: String = format!(
            "[{}]",
            (0..30)
                .map(|i| format!("{{\"id\": {i}, \"status\": \"ok\"}}"))
                .collect::<Vec<_>>()
                .join(",")
        );
        for c in chunks(&rows, 200, 0).iter().skip(1) {
            assert!(c.starts_with('{'), "{c:?}");
        }
    }

    #[test]
    fn one_megabyte_single_line() {
        let src: String = "x".repeat(1 << 20);
        let cfg = ChunkConfig::default();
        let ranges = chunk_ranges(&src, &cfg);
        assert_eq!(ranges.len(), (1usize << 20).div_ceil(400));
        check_invariants(&src, &cfg);
        let words: String = "lorem ipsum dolor. ".repeat(60_000);
        check_invariants(&words, &cfg);
    }

    #[test]
    fn unicode_never_split() {
        let src = "ééééé😀😀😀 日本語日本語日本語 ".repeat(50);
        for max in [1, 3, 4, 5, 7, 10, 33, 400] {
            for ov in [0, 1, 3] {
                check_invariants(
                    &src,
                    &ChunkConfig {
                        max_chars: max,
                        overlap_lines: ov,
                    },
                );
            }
        }
        let lines = "résumé — naïve café\n😀 INV-20931 ü\n\n\n".repeat(30);
        check_invariants(
            &lines,
            &ChunkConfig {
                max_chars: 50,
                overlap_lines: 1,
            },
        );
    }

    #[test]
    fn many_lines_are_linear() {
        let src = "a\n".repeat(2_000_000);
        let cfg = ChunkConfig {
            max_chars: 400,
            overlap_lines: 1_000_000,
        };
        let ranges = chunk_ranges(&src, &cfg);
        let total: usize = ranges.iter().map(|r| r.len()).sum();
        assert!(total <= 3 * src.len(), "total {total}");
    }

    proptest::proptest! {
        #[test]
        fn invariants_hold(src in "(?s).{0,600}", max in 0usize..80, ov in 0usize..4) {
            check_invariants(&src, &ChunkConfig { max_chars: max, overlap_lines: ov });
        }

        #[test]
        fn invariants_hold_lines(src in "([a-z0-9 .é😀-]{0,30}\n){0,40}", max in 0usize..120, ov in 0usize..4) {
            check_invariants(&src, &ChunkConfig { max_chars: max, overlap_lines: ov });
        }
    }
}
