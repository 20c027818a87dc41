//! The line-based engine shared by all formats: headings, bullets with
//! continuation lines, tables, fenced code, comments, layout lines and prose
//! paragraphs inside one byte region of the source.

use std::ops::Range;

use super::{numbered, prose, trim_range, Builder, SUBSECTION_SEPARATOR};

/// Options of one region parse.
#[derive(Debug, Clone, Copy, Default)]
pub(crate) struct Opts {
    /// Treat top-level `N. Title:` lines as section headings.
    pub numbered_headings: bool,
}

/// One line of a region: `start..end_content` is the text without the line
/// break, `start..end` includes it.
#[derive(Debug, Clone)]
struct Line {
    start: usize,
    end_content: usize,
    end: usize,
}

/// What a line is.
#[derive(Debug)]
enum Kind {
    Blank,
    Comment,
    Layout,
    Fence {
        ch: u8,
        len: usize,
    },
    Heading {
        title: String,
        range: Range<usize>,
        inline: Option<usize>,
        /// `#` count of an ATX heading; `None` for bold, colon and numbered headings.
        level: Option<usize>,
    },
    Table,
    Bullet {
        content: usize,
    },
    /// `📌 Decided facts`: an emoji then a short title (SELFCOMPACT-style block heading);
    /// a section heading only when followed by the block's content (see `parse_region`).
    EmojiHeading {
        title: String,
        range: Range<usize>,
    },
    Text,
}

/// A classified line: its kind and its indentation column (tabs to 4).
struct Class {
    kind: Kind,
    col: usize,
}

fn split_lines(src: &str, region: Range<usize>) -> Vec<Line> {
    let bytes = src.as_bytes();
    let mut lines = Vec::new();
    let mut s = region.start;
    while s < region.end {
        let e = bytes[s..region.end]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(region.end, |k| s + k + 1);
        let mut ce = e;
        if ce > s && bytes[ce - 1] == b'\n' {
            ce -= 1;
            if ce > s && bytes[ce - 1] == b'\r' {
                ce -= 1;
            }
        }
        lines.push(Line {
            start: s,
            end_content: ce,
            end: e,
        });
        s = e;
    }
    lines
}

fn indent_col(ws: &str) -> usize {
    ws.chars()
        .fold(0, |c, ch| if ch == '\t' { c / 4 * 4 + 4 } else { c + 1 })
}

/// True when a single line (with or without its line break) is a heading,
/// bullet, table row or code fence: the signal of a Markdown summary.
pub(crate) fn is_structural(line: &str) -> bool {
    let l = Line {
        start: 0,
        end_content: line.trim_end_matches(['\n', '\r']).len(),
        end: line.len(),
    };
    matches!(
        classify(line, &l, Opts::default()).kind,
        Kind::Heading { .. } | Kind::Bullet { .. } | Kind::Table | Kind::Fence { .. }
    )
}

fn classify(src: &str, line: &Line, opts: Opts) -> Class {
    let text = &src[line.start..line.end_content];
    let trimmed = text.trim_start();
    let lead = text.len() - trimmed.len();
    let col = indent_col(&text[..lead]);
    let abs = line.start + lead;
    let t = trimmed.trim_end();
    let kind = if t.is_empty() {
        Kind::Blank
    } else if t.starts_with("<!--") {
        Kind::Comment
    } else if let Some((ch, len)) = fence_open(t) {
        Kind::Fence { ch, len }
    } else if let Some(title) = atx_heading(t).filter(|_| col <= 3) {
        Kind::Heading {
            title,
            range: abs..abs + t.len(),
            inline: None,
            level: Some(t.bytes().take_while(|&b| b == b'#').count()),
        }
    } else if is_rule(t) {
        Kind::Layout
    } else if t.starts_with('|') {
        Kind::Table
    } else if let Some((title, range, inline)) =
        numbered::heading(t, abs).filter(|_| opts.numbered_headings && col == 0)
    {
        Kind::Heading {
            title,
            range,
            inline,
            level: None,
        }
    } else if let Some(off) = bullet_marker(t) {
        Kind::Bullet { content: abs + off }
    } else if let Some(title) = bold_heading(t)
        .or_else(|| colon_heading(t))
        .filter(|_| col <= 3)
    {
        Kind::Heading {
            title,
            range: abs..abs + t.len(),
            inline: None,
            level: None,
        }
    } else if is_tag_line(t) || is_end_marker(t) {
        Kind::Layout
    } else if let Some(title) = emoji_heading(t).filter(|_| col <= 3) {
        Kind::EmojiHeading {
            title,
            range: abs..abs + t.len(),
        }
    } else {
        Kind::Text
    };
    Class { kind, col }
}

/// ```` ``` ```` or `~~~` (3 or more) opening a fenced block.
fn fence_open(t: &str) -> Option<(u8, usize)> {
    let ch = *t.as_bytes().first()?;
    if ch != b'`' && ch != b'~' {
        return None;
    }
    let len = t.bytes().take_while(|&b| b == ch).count();
    if len < 3 || (ch == b'`' && t[len..].contains('`')) {
        return None;
    }
    Some((ch, len))
}

fn fence_closes(t: &str, ch: u8, len: usize) -> bool {
    t.len() >= len && t.bytes().all(|b| b == ch)
}

/// `#`..`######` heading; returns the title.
fn atx_heading(t: &str) -> Option<String> {
    let hashes = t.bytes().take_while(|&b| b == b'#').count();
    if hashes == 0 || hashes > 6 {
        return None;
    }
    let rest = &t[hashes..];
    if !(rest.is_empty() || rest.starts_with([' ', '\t'])) {
        return None;
    }
    let mut title = rest.trim();
    let stripped = title.trim_end_matches('#');
    if stripped.is_empty() || stripped.ends_with([' ', '\t']) {
        title = stripped.trim_end();
    }
    Some(clean_title(title))
}

fn clean_title(t: &str) -> String {
    let t = t.trim();
    t.strip_suffix(':').unwrap_or(t).trim_end().to_string()
}

/// `---`, `***`, `___`, `===` (spaces allowed): a rule.
fn is_rule(t: &str) -> bool {
    let first = t.as_bytes()[0];
    matches!(first, b'-' | b'*' | b'_' | b'=')
        && t.bytes().all(|b| b == first || b == b' ' || b == b'\t')
        && t.bytes().filter(|&b| b == first).count() >= 3
}

/// `-`, `*`, `+`, `1.`, `1)` followed by whitespace or the end of the line,
/// then an optional `[ ]` / `[x]` checkbox. Returns the offset of the text.
fn bullet_marker(t: &str) -> Option<usize> {
    let b = t.as_bytes();
    let mut i = if matches!(b[0], b'-' | b'*' | b'+') {
        1
    } else {
        let d = b.iter().take_while(|c| c.is_ascii_digit()).count();
        if d == 0 || d > 9 || !matches!(b.get(d), Some(b'.') | Some(b')')) {
            return None;
        }
        d + 1
    };
    let is_ws = |c: Option<&u8>| matches!(c, Some(b' ') | Some(b'\t'));
    if i < b.len() && !is_ws(b.get(i)) {
        return None;
    }
    while is_ws(b.get(i)) {
        i += 1;
    }
    if matches!(&b[i..], [b'[', b' ' | b'x' | b'X', b']', ..])
        && (i + 3 == b.len() || is_ws(b.get(i + 3)))
    {
        i += 3;
        while is_ws(b.get(i)) {
            i += 1;
        }
    }
    Some(i)
}

/// A line that is only bold text (`**Decisions:**`, `**Open TODOs**:`,
/// `__Notes__`), not ending like a sentence, at most 80 bytes.
fn bold_heading(t: &str) -> Option<String> {
    let delim = if t.starts_with("**") {
        "**"
    } else if t.starts_with("__") {
        "__"
    } else {
        return None;
    };
    let rest = &t[2..];
    let close = rest.find(delim)?;
    let after = rest[close + 2..].trim();
    if !(after.is_empty() || after == ":") {
        return None;
    }
    let title = clean_title(&rest[..close]);
    let ok = !title.is_empty() && title.len() <= 80 && !title.ends_with(['.', '!', '?']);
    ok.then_some(title)
}

/// A short line like `Open TODOs:`: starts with an upper-case letter, ends
/// with ':', at most 4 words / 50 bytes, no sentence punctuation inside.
fn colon_heading(t: &str) -> Option<String> {
    let body = t.strip_suffix(':')?.trim_end();
    let ok = !body.is_empty()
        && body.len() <= 50
        && body.split_whitespace().count() <= 4
        && body.chars().next().is_some_and(char::is_uppercase)
        && !body.contains(['.', '!', '?', ';', ':', ',', '`']);
    ok.then(|| body.to_string())
}

/// A pictograph that opens an emoji-headed block (`📌`, `🚫`, `❓`, `✅`, `⚠️`): the
/// Miscellaneous Symbols and Dingbats blocks and the supplementary pictograph planes.
fn is_pictograph(c: char) -> bool {
    matches!(c as u32, 0x2190..=0x21FF | 0x2300..=0x23FF | 0x2600..=0x27BF | 0x2B00..=0x2BFF | 0x1F000..=0x1FAFF)
}

/// `📌 Decided facts`, `🚫 Nicht erneut versuchen:`, `❓ 未决问题`: one or more pictographs
/// (with variation selectors or joiners), whitespace, then a title of at most 8 words and 80
/// bytes that does not end like a sentence. Returns the title without the emoji or a trailing
/// ':'. Any script is accepted: the emoji, not the case of a letter, marks the heading.
fn emoji_heading(t: &str) -> Option<String> {
    let first = t.chars().next()?;
    if !is_pictograph(first) {
        return None;
    }
    let body = t.trim_start_matches(|c: char| {
        is_pictograph(c) || matches!(c, '\u{FE0F}' | '\u{200D}' | '\u{20E3}')
    });
    if !body.starts_with(char::is_whitespace) {
        return None;
    }
    let title = clean_title(body);
    let ok = !title.is_empty()
        && title.len() <= 80
        && title.split_whitespace().count() <= 8
        && !title.ends_with(['.', '!', '?', '。', '！', '？'])
        && title.chars().next().is_some_and(char::is_alphanumeric);
    ok.then_some(title)
}

/// A line that is one tag: `<summary>`, `</key_knowledge>`, `<br/>`.
fn is_tag_line(t: &str) -> bool {
    let inner = match t.strip_prefix('<').and_then(|s| s.strip_suffix('>')) {
        Some(s) => s,
        None => return false,
    };
    !inner.contains(['<', '>'])
        && inner
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '/' || c == '!')
}

/// A decorated end marker such as `[End of summary]`, `--- END ---` or Hermes's
/// `--- END OF CONTEXT SUMMARY — respond to the message below … ---`: a line that starts
/// with decoration (neither a letter nor a digit) and whose text is `end` or starts with
/// `end of` (any case), at most 40 bytes of text, or 160 after a rule-like run of three or
/// more equal marks (`---`, `===`, `***`).
fn is_end_marker(t: &str) -> bool {
    let first = match t.chars().next() {
        Some(c) if !c.is_alphanumeric() => c,
        _ => return false,
    };
    let core = t
        .trim_matches(|c: char| !c.is_alphanumeric())
        .to_lowercase();
    let rule_like = t.chars().take_while(|&c| c == first).count() >= 3;
    let limit = if rule_like { 160 } else { 40 };
    core == "end" || (core.starts_with("end of") && core.len() <= limit)
}

/// A harness's preamble: the first non-blank line of the whole summary, when it is prose
/// ending with `':'` (Codex's `… use the information in this summary to assist with your own
/// analysis:`, Hermes's `[CONTEXT COMPACTION — REFERENCE ONLY] … avoid repeating it:`,
/// Claude Code's `… The conversation is summarized below:`). It introduces the summary and is
/// layout as a whole, every sentence of it.
fn is_preamble(src: &str, line: &Line) -> bool {
    src[..line.start]
        .trim_start_matches('\u{feff}')
        .trim()
        .is_empty()
        && src[line.start..line.end_content].trim_end().ends_with(':')
}

/// Parses the lines of `region`, pushing sections and entries into `b`.
pub(crate) fn parse_region(b: &mut Builder<'_>, region: Range<usize>, opts: Opts) {
    let mut p = Parser {
        src: b.src,
        lines: split_lines(b.src, region),
        opts,
    };
    let n = p.lines.len();
    let mut i = 0;
    // Enclosing ATX headings (level, own title) of the current one, for sub-section titles.
    let mut enclosing: Vec<(usize, String)> = Vec::new();
    while i < n {
        i = match p.class(i).kind {
            Kind::Layout => match p.line_block(i) {
                Some((name, close)) => {
                    let open = p.lines[i].start..p.lines[i].end_content;
                    b.open_section(name, Some(trim_range(p.src, open)));
                    for j in i + 1..close {
                        p.line_entry(b, j);
                    }
                    close + 1
                }
                None => i + 1,
            },
            Kind::Blank => i + 1,
            Kind::Comment => p.skip_comment(i),
            Kind::Text if is_preamble(p.src, &p.lines[i]) => i + 1,
            Kind::Text if p.plain_heading(i) => {
                let open = trim_range(p.src, p.lines[i].start..p.lines[i].end_content);
                b.open_section(p.trimmed(i).to_string(), Some(open));
                i + 1
            }
            Kind::Heading {
                title,
                range,
                inline,
                level,
            } => {
                let title = match level {
                    Some(level) => nested_title(&mut enclosing, level, title),
                    None => title,
                };
                b.open_section(title, Some(range));
                match inline {
                    Some(start) => p.paragraph(b, start, i) + 1,
                    None => i + 1,
                }
            }
            Kind::EmojiHeading { title, range } => {
                // A heading only when its block follows; a lone or repeated emoji line
                // (`✅ Done` then `✅ Tests pass`) is a status line, read as prose.
                let next = p.next_nonblank(i + 1);
                if next < n && !p.is(next, |k| matches!(k, Kind::EmojiHeading { .. })) {
                    b.open_section(title, Some(range));
                    i + 1
                } else {
                    p.paragraph(b, p.lines[i].start, i) + 1
                }
            }
            Kind::Fence { ch, len } => p.fence(b, i, ch, len) + 1,
            Kind::Table => p.table(b, i) + 1,
            Kind::Bullet { content } => p.bullet(b, i, content) + 1,
            Kind::Text => p.paragraph(b, p.lines[i].start, i) + 1,
        };
    }
}

/// The title of an ATX heading of `level` given the headings that enclose it: a sub-heading
/// (`### Done` under `## Progress`) is titled with its path, `Progress / Done`, so a section
/// policy on `Progress` reaches its sub-sections. A level-1 heading is the document's title
/// (`# Session summary`), never part of a path. Updates `enclosing`.
fn nested_title(enclosing: &mut Vec<(usize, String)>, level: usize, title: String) -> String {
    while enclosing.last().is_some_and(|(l, _)| *l >= level) {
        enclosing.pop();
    }
    let mut path: Vec<&str> = enclosing
        .iter()
        .filter(|(l, _)| *l >= 2)
        .map(|(_, t)| t.as_str())
        .collect();
    path.push(&title);
    let full = path.join(SUBSECTION_SEPARATOR);
    enclosing.push((level, title));
    full
}

struct Parser<'a> {
    src: &'a str,
    lines: Vec<Line>,
    opts: Opts,
}

impl Parser<'_> {
    fn class(&self, i: usize) -> Class {
        classify(self.src, &self.lines[i], self.opts)
    }

    fn is(&self, i: usize, f: impl Fn(&Kind) -> bool) -> bool {
        i < self.lines.len() && f(&self.class(i).kind)
    }

    fn next_nonblank(&self, mut i: usize) -> usize {
        while self.is(i, |k| matches!(k, Kind::Blank)) {
            i += 1;
        }
        i
    }

    fn trimmed(&self, i: usize) -> &str {
        self.src[self.lines[i].start..self.lines[i].end_content].trim()
    }

    /// Whether text line `i` is a heading written as a plain line, as Codex's hand-off
    /// summaries write `Context`, `What was done` or `Remaining work` (blind round s65B): a
    /// title as [`colon_heading`] reads one but without the colon, after a blank line (or
    /// opening the region) and directly above a bullet list. A prose line above a list ends
    /// with a colon or a full stop, and stays text.
    fn plain_heading(&self, i: usize) -> bool {
        let t = self.trimmed(i);
        (i == 0 || self.is(i - 1, |k| matches!(k, Kind::Blank)))
            && self.is(i + 1, |k| matches!(k, Kind::Bullet { .. }))
            && self.class(i).col <= 3
            && colon_heading(&format!("{t}:")).is_some()
    }

    /// A tag line `<name>` on line `i` whose `</name>` line comes later with only plain text
    /// and blank lines between: a harness's list block (`<read-files>` / `<modified-files>`,
    /// one path per line, which Pi and OpenClaw append to their summaries). Returns the tag
    /// name and the line of the closing tag. The block is the section `name`; each text line
    /// in it is one entry.
    fn line_block(&self, i: usize) -> Option<(String, usize)> {
        let t = self.trimmed(i);
        let name = t.strip_prefix('<')?.strip_suffix('>')?;
        let ok = !name.is_empty()
            && name
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'-' | b'_'))
            && name.as_bytes()[0].is_ascii_alphabetic();
        if !ok {
            return None;
        }
        let close = format!("</{name}>");
        for j in i + 1..self.lines.len() {
            if self.trimmed(j) == close {
                return Some((name.to_string(), j));
            }
            if !matches!(self.class(j).kind, Kind::Text | Kind::Blank) {
                return None;
            }
        }
        None
    }

    /// Line `j` as one entry (a line of a [`Parser::line_block`]); blank lines are layout.
    fn line_entry(&self, b: &mut Builder<'_>, j: usize) {
        let line = &self.lines[j];
        let c = trim_range(self.src, line.start..line.end_content);
        if !c.is_empty() {
            b.push_entry(line.start..line.end, c);
        }
    }

    /// Skips an HTML comment starting on line `i`; returns the next line to
    /// look at (text after `-->` on the same line is re-read as a line).
    fn skip_comment(&mut self, i: usize) -> usize {
        let line = &self.lines[i];
        let text = &self.src[line.start..line.end_content];
        let open = line.start + (text.len() - text.trim_start().len()) + 4;
        let region_end = self.lines[self.lines.len() - 1].end;
        let end = match self.src[open..region_end].find("-->") {
            Some(k) => open + k + 3,
            None => return self.lines.len(),
        };
        let m = (i..self.lines.len())
            .find(|&m| self.lines[m].end_content >= end)
            .unwrap_or(self.lines.len() - 1);
        if self.src[end.min(self.lines[m].end_content)..self.lines[m].end_content]
            .trim()
            .is_empty()
        {
            m + 1
        } else {
            self.lines[m].start = end;
            m
        }
    }

    /// A prose paragraph starting at byte `start` on line `i` and running
    /// over the following text lines; one entry per sentence. Returns its
    /// last line.
    fn paragraph(&self, b: &mut Builder<'_>, start: usize, i: usize) -> usize {
        let mut last = i;
        while self.is(last + 1, |k| matches!(k, Kind::Text)) {
            last += 1;
        }
        let src = self.src;
        let line_start = |pos: usize| src[..pos].rfind('\n').map_or(0, |k| k + 1);
        let line_end = |pos: usize| src[pos..].find('\n').map_or(src.len(), |k| pos + k + 1);
        let sentences = prose::sentences(src, start..self.lines[last].end_content);
        // a sentence alone on its line(s) owns those whole lines, line break included
        let alone: Vec<bool> = sentences
            .iter()
            .map(|c| {
                src[line_start(c.start)..c.start].trim().is_empty()
                    && src[c.end..line_end(c.end)].trim().is_empty()
            })
            .collect();
        let mut starts: Vec<usize> = sentences
            .iter()
            .zip(&alone)
            .map(|(c, &a)| if a { line_start(c.start) } else { c.start })
            .collect();
        if sentences.len() == 1 && !alone[0] {
            starts[0] = start; // `1. Current Work: text` loses " text" as a whole
        }
        let mut count = sentences.len();
        if count > 0 && src[sentences[count - 1].clone()].ends_with(':') {
            count -= 1; // a lead-in ("The files changed:") is layout
        }
        for k in 0..count {
            let c = &sentences[k];
            let end = if alone[k] {
                line_end(c.end)
            } else if k + 1 < sentences.len() && !alone[k + 1] {
                starts[k + 1]
            } else {
                c.end
            };
            b.push_entry(starts[k]..end, c.clone());
        }
        last
    }

    /// A bullet on line `i` whose text starts at `content`, with its
    /// continuation lines. Returns its last line.
    fn bullet(&self, b: &mut Builder<'_>, i: usize, content: usize) -> usize {
        let col = self.class(i).col;
        let mut last = i;
        let mut j = i + 1;
        while j < self.lines.len() {
            let c = self.class(j);
            match c.kind {
                Kind::Text => last = j,
                Kind::Blank => {
                    let k = self.next_nonblank(j);
                    if k < self.lines.len()
                        && matches!(self.class(k).kind, Kind::Text)
                        && self.class(k).col > col
                    {
                        last = k;
                        j = k;
                    } else {
                        break;
                    }
                }
                _ => break,
            }
            j += 1;
        }
        let c = trim_range(
            self.src,
            content.min(self.lines[last].end_content)..self.lines[last].end_content,
        );
        if self.src[c.clone()].ends_with(':') {
            let k = self.next_nonblank(last + 1);
            if k < self.lines.len() {
                let next = self.class(k);
                if matches!(next.kind, Kind::Bullet { .. }) && next.col > col {
                    return last; // a sub-heading bullet: layout
                }
            }
        }
        b.push_entry(self.lines[i].start..self.lines[last].end, c);
        last
    }

    /// A fenced code block opened on line `i`; one entry. Returns its last line.
    fn fence(&self, b: &mut Builder<'_>, i: usize, ch: u8, len: usize) -> usize {
        let n = self.lines.len();
        let close = (i + 1..n).find(|&j| fence_closes(self.trimmed(j), ch, len));
        let last = close.unwrap_or(n - 1);
        let inner_end = close.map_or(self.lines[last].end, |j| self.lines[j].start);
        let mut c = trim_range(
            self.src,
            self.lines[i].end..inner_end.max(self.lines[i].end),
        );
        if c.is_empty() {
            c = trim_range(self.src, self.lines[i].start..self.lines[last].end_content);
        }
        b.push_entry(self.lines[i].start..self.lines[last].end, c);
        last
    }

    /// Consecutive `|` rows starting at line `i`; every row but the header
    /// and the separator is an entry. Returns the last row.
    fn table(&self, b: &mut Builder<'_>, i: usize) -> usize {
        let mut last = i;
        while self.is(last + 1, |k| matches!(k, Kind::Table)) {
            last += 1;
        }
        let is_sep = |r: usize| {
            let t = self.trimmed(r);
            t.contains('-')
                && t.bytes()
                    .all(|c| matches!(c, b'|' | b'-' | b':' | b' ' | b'\t'))
        };
        for r in i..=last {
            if is_sep(r) || (r < last && is_sep(r + 1)) {
                continue;
            }
            let line = &self.lines[r];
            let mut c = trim_range(self.src, line.start..line.end_content);
            if self.src[c.clone()].starts_with('|') {
                c.start += 1;
            }
            if c.end > c.start && self.src[c.clone()].ends_with('|') {
                c.end -= 1;
            }
            b.push_entry(line.start..line.end, trim_range(self.src, c));
        }
        last
    }
}

#[cfg(test)]
mod tests {
    use super::super::testutil::{assert_entries, check, render_without, titles};
    use super::super::{Format, Summary};

    const MD: &str = "# Session summary

Here is what happened so far:

## Exact identifiers
- Invoice: INV-20931
- Commit: 3f9a2c1
- Path: `billing/tax.py`

## Decisions
* Use `Decimal.quantize` with ROUND_HALF_UP
  instead of float rounding.
* Keep the public API unchanged.

## Open TODOs
- [ ] Update CHANGELOG.md for v2.3.1
      with the rounding fix.
- [x] Reproduce the bug.
- [ ] Ask finance about
legacy invoices.

## Pending user asks
1. Confirm the total of $1,240.50.
2) Send the diff for review.

| File | Change |
|------|--------|
| billing/tax.py | rounding |
| tests/test_tax.py | new test |

---
[End of summary]
";

    #[test]
    fn markdown_summary_sections_and_entries() {
        let s = Summary::parse(MD);
        check(&s);
        assert_eq!(s.format(), Format::Markdown);
        assert_eq!(
            titles(&s),
            [
                "Session summary",
                "Exact identifiers",
                "Decisions",
                "Open TODOs",
                "Pending user asks"
            ]
        );
        assert_entries(
            &s,
            &[
                ("Exact identifiers", "Invoice: INV-20931"),
                ("Exact identifiers", "Commit: 3f9a2c1"),
                ("Exact identifiers", "Path: `billing/tax.py`"),
                (
                    "Decisions",
                    "Use `Decimal.quantize` with ROUND_HALF_UP instead of float rounding.",
                ),
                ("Decisions", "Keep the public API unchanged."),
                (
                    "Open TODOs",
                    "Update CHANGELOG.md for v2.3.1 with the rounding fix.",
                ),
                ("Open TODOs", "Reproduce the bug."),
                ("Open TODOs", "Ask finance about legacy invoices."),
                ("Pending user asks", "Confirm the total of $1,240.50."),
                ("Pending user asks", "Send the diff for review."),
                ("Pending user asks", "billing/tax.py | rounding"),
                ("Pending user asks", "tests/test_tax.py | new test"),
            ],
        );
        let e = &s.entries()[5];
        assert_eq!(
            &MD[e.span.clone()],
            "- [ ] Update CHANGELOG.md for v2.3.1\n      with the rounding fix.\n"
        );
        assert_eq!(
            &MD[e.content.clone()],
            "Update CHANGELOG.md for v2.3.1\n      with the rounding fix."
        );
        assert_eq!(
            &MD[s.sections()[3].heading.clone().unwrap()],
            "## Open TODOs"
        );
    }

    #[test]
    fn markdown_render_emptied_section_keeps_heading() {
        let s = Summary::parse(MD);
        let out = render_without(&s, &[5, 6, 7, 1, 11]);
        let want = MD
            .replace(
                "- [ ] Update CHANGELOG.md for v2.3.1\n      with the rounding fix.\n- [x] Reproduce the bug.\n- [ ] Ask finance about\nlegacy invoices.\n",
                "",
            )
            .replace("- Commit: 3f9a2c1\n", "")
            .replace("| tests/test_tax.py | new test |\n", "");
        assert_eq!(out, want);
        assert!(out.contains("## Open TODOs\n\n## Pending user asks\n"));
        assert!(out.ends_with("| billing/tax.py | rounding |\n\n---\n[End of summary]\n"));
    }

    #[test]
    fn sub_heading_bullets_are_layout_and_nested_bullets_are_entries() {
        let src = "- Errors:\n  - TypeError in parse()\n    when input is empty\n  - Timeout on CI\n- Fixed: all of them:\n- Plain parent\n  - child\n";
        let s = Summary::parse(src);
        check(&s);
        assert_entries(
            &s,
            &[
                ("", "TypeError in parse() when input is empty"),
                ("", "Timeout on CI"),
                ("", "Fixed: all of them:"),
                ("", "Plain parent"),
                ("", "child"),
            ],
        );
        assert_eq!(
            render_without(&s, &[0, 1]),
            "- Errors:\n- Fixed: all of them:\n- Plain parent\n  - child\n"
        );
    }

    #[test]
    fn bold_and_colon_headings_and_lead_ins() {
        let src = "**Decisions:**\n- keep it\n\nOpen TODOs:\n- ship\n\nWe looked at three options and picked one for the following reasons:\n- speed\n\n**All tests pass.**\n";
        let s = Summary::parse(src);
        check(&s);
        assert_eq!(titles(&s), ["Decisions", "Open TODOs"]);
        assert_entries(
            &s,
            &[
                ("Decisions", "keep it"),
                ("Open TODOs", "ship"),
                ("Open TODOs", "speed"),
                ("Open TODOs", "**All tests pass.**"),
            ],
        );
    }

    #[test]
    fn fenced_code_is_one_entry_and_hides_its_lines() {
        let src = "## Code\n```rust\n# not a heading\n- not a bullet\n```\n- after\n~~~\nunclosed\n- still code";
        let s = Summary::parse(src);
        check(&s);
        assert_entries(
            &s,
            &[
                ("Code", "# not a heading - not a bullet"),
                ("Code", "after"),
                ("Code", "unclosed - still code"),
            ],
        );
        assert_eq!(
            &src[s.entries()[0].span.clone()],
            "```rust\n# not a heading\n- not a bullet\n```\n"
        );
        assert_eq!(render_without(&s, &[0, 2]), "## Code\n- after\n");
    }

    #[test]
    fn crlf_tabs_and_continuations() {
        let src = "## A\r\n-\tfirst\r\n\tcontinued\r\n\r\n  - [ ] nested\r\n\r\n    more nested text\r\n## B\r\n";
        let s = Summary::parse(src);
        check(&s);
        assert_entries(
            &s,
            &[("A", "first continued"), ("A", "nested more nested text")],
        );
        assert_eq!(
            render_without(&s, &[0]),
            "## A\r\n\r\n  - [ ] nested\r\n\r\n    more nested text\r\n## B\r\n"
        );
        assert_eq!(
            render_without(&s, &[1]),
            "## A\r\n-\tfirst\r\n\tcontinued\r\n\r\n## B\r\n"
        );
    }

    #[test]
    fn comments_tags_rules_and_end_markers_are_layout() {
        let src =
            "<!-- note -->\n- a\n<!-- multi\nline --> - b\n---\n***\n</summary>\n--- END ---\n";
        let s = Summary::parse(src);
        check(&s);
        assert_entries(&s, &[("", "a"), ("", "b")]);
    }

    #[test]
    fn harness_line_blocks_preambles_and_sub_sections() {
        let src = "Earlier turns were condensed. Here is the handoff:\n## Goal\nShip it.\n## Progress\n### Done\n- [x] built\n### Blocked\n- CI is red\n## Next\n- wait\n\n<read-files>\nsrc/a.ts\n\nsrc/b.ts\n</read-files>\n\n<modified-files>\nsrc/c.ts\n</modified-files>\n<summary>\n- not a line block\n</summary>\n--- END OF THE HANDOFF ABOVE, reply to what follows below it ---\n";
        let s = Summary::parse(src);
        check(&s);
        assert_eq!(
            titles(&s),
            [
                "Goal",
                "Progress",
                "Progress / Done",
                "Progress / Blocked",
                "Next",
                "read-files",
                "modified-files"
            ]
        );
        assert_entries(
            &s,
            &[
                ("Goal", "Ship it."),
                ("Progress / Done", "built"),
                ("Progress / Blocked", "CI is red"),
                ("Next", "wait"),
                ("read-files", "src/a.ts"),
                ("read-files", "src/b.ts"),
                ("modified-files", "src/c.ts"),
                ("modified-files", "not a line block"),
            ],
        );
        assert_eq!(
            render_without(&s, &[4, 6]),
            src.replace("src/a.ts\n", "").replace("src/c.ts\n", "")
        );
        // `#` is the document's title, never part of a path; a shallower heading closes deeper ones
        let s = Summary::parse("# Summary\n## A\n#### deep\n- x\n### B\n- y\n## C\n- z\n");
        assert_eq!(titles(&s), ["Summary", "A", "A / deep", "A / B", "C"]);
        // the preamble rule is for the first line only
        let s = Summary::parse("## Notes\nThe files changed are listed:\n- a\n");
        assert_entries(&s, &[("Notes", "a")]);
        let s = Summary::parse("Fixed the bug. Then ran tests.\nAll passed:\n- ok\n");
        assert_eq!(
            s.entries().len(),
            3,
            "a first line not ending with ':' is content"
        );
    }

    #[test]
    fn line_shapes() {
        assert_eq!(super::bullet_marker("- [x] done"), Some(6));
        assert_eq!(super::bullet_marker("12) item"), Some(4));
        assert_eq!(super::bullet_marker("-5 degrees"), None);
        assert_eq!(super::bullet_marker("1.5 million"), None);
        assert_eq!(super::bullet_marker("*emphasis*"), None);
        assert!(super::is_rule("* * *"));
        assert_eq!(
            super::atx_heading("## Decisions ##"),
            Some("Decisions".into())
        );
        assert_eq!(super::atx_heading("#hashtag"), None);
        assert_eq!(
            super::colon_heading("Pending user asks:"),
            Some("Pending user asks".into())
        );
        assert_eq!(super::colon_heading("Here is what happened so far:"), None);
        // a plain line above a list is a heading (blind round s65B: Codex's hand-off)
        let s = Summary::parse(
            "Summary of the conversation so far.\n\nContext\n- The user runs a car rental.\n\nRemaining work\n- Write the report.\n\nFiles read\nare listed below.\n",
        );
        check(&s);
        assert_entries(
            &s,
            &[
                ("", "Summary of the conversation so far."),
                ("Context", "The user runs a car rental."),
                ("Remaining work", "Write the report."),
                ("Remaining work", "Files read are listed below."),
            ],
        );
        assert_eq!(super::bold_heading("**Note:** text"), None);
        assert!(super::is_end_marker("[End of summary]"));
        assert!(super::is_end_marker(
            "--- END OF CONTEXT SUMMARY — respond to the message below, not the summary above ---"
        ));
        assert!(!super::is_end_marker(
            "(end of quarter numbers were revised by the finance team twice)"
        ));
        assert!(!super::is_end_marker("End of story: it shipped"));
    }

    #[test]
    fn emoji_headed_blocks_are_sections_in_any_language() {
        let en = "📌 Decided facts\n- Port is 8443.\n\n🔨 Working on now:\n- Fixing `src/tls.rs`.\n\n🚫 Do not retry\n- Port 443 needs root.\n";
        let s = Summary::parse(en);
        check(&s);
        assert_entries(
            &s,
            &[
                ("Decided facts", "Port is 8443."),
                ("Working on now", "Fixing `src/tls.rs`."),
                ("Do not retry", "Port 443 needs root."),
            ],
        );
        let zh = "❓ 未决问题\n- 证书由谁签发？\n⚠️ Nicht erneut versuchen\n- Port 443.\n";
        let s = Summary::parse(zh);
        check(&s);
        assert_eq!(titles(&s), vec!["未决问题", "Nicht erneut versuchen"]);
        assert_eq!(s.entries().len(), 2);
        // status lines (an emoji line followed by another, or by nothing) stay entries
        let status = "✅ Tests pass\n✅ Build green\n";
        let s = Summary::parse(status);
        check(&s);
        assert_eq!(s.entries().len(), 2);
        assert_eq!(super::emoji_heading("✅ Tests pass after the fix."), None);
        assert_eq!(super::emoji_heading("📌Decided"), None);
    }
}
