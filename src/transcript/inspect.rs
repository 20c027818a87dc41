//! `sjc inspect`: what sjc understood of a transcript and a summary, for a person to check
//! before pruning. [`inspect`] builds a serializable [`Inspection`]; its `Display` is the
//! human text.

use super::{Selection, Skipped, Transcript, TranscriptError, TranscriptFormat};
use crate::evidence::{self, EvidenceOptions, SourceRef};
use crate::parse::Summary;
use crate::record::Record;
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// Tool calls and tool outputs of one tool name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ToolUse {
    /// Tool name (`?` for an output whose call was not found).
    pub name: String,
    /// Calls made by the assistant.
    pub calls: usize,
    /// Tool result messages.
    pub outputs: usize,
}

/// A compaction recorded in the file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompactionView {
    /// 1-based number, as `--compaction N` takes it.
    pub number: usize,
    /// The summary replaced the messages before this index.
    pub at: usize,
    /// 1-based JSONL line of the marker.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// Size of the summary the file holds for it, in bytes (absent when it holds none).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub summary_bytes: Option<usize>,
}

/// One evidence source as pruning would use it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EvidenceView {
    /// Where it came from (kind, message index, role, line, tool, call id).
    #[serde(flatten)]
    pub origin: SourceRef,
    /// Size of its text in bytes.
    pub bytes: usize,
}

/// One section of the summary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SectionView {
    /// Section title (`""` for entries before any heading).
    pub title: String,
    /// Byte range of the heading in the summary, `[start, end)`.
    pub heading: Option<[usize; 2]>,
    /// Entries in the section.
    pub entries: usize,
}

/// One entry of the summary.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EntryView {
    /// Entry index, as in the prune report.
    pub index: usize,
    /// Title of its section.
    pub section: String,
    /// Bytes removed if the entry is deleted, `[start, end)`.
    pub byte_range: [usize; 2],
    /// The entry text as the judge sees it.
    pub text: String,
}

/// The summary as sjc parses it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SummaryView {
    /// `file` when the transcript holds it, else the path it was read from.
    pub source: String,
    /// Size in bytes.
    pub bytes: usize,
    /// Layout detected (`Markdown`, `NumberedSummary`, `XmlSections`, `Prose`).
    pub layout: String,
    /// Sections in order.
    pub sections: Vec<SectionView>,
    /// Entries in order.
    pub entries: Vec<EntryView>,
}

/// What sjc understood of one transcript (and summary).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Inspection {
    /// The file inspected.
    pub file: String,
    /// Format read.
    pub format: Option<TranscriptFormat>,
    /// Messages read (normalised to the Chat shape).
    pub messages: usize,
    /// Messages by role.
    pub messages_by_role: BTreeMap<String, usize>,
    /// The task instruction, which is never evidence (SJC method): the record's `task`, the
    /// format's own instruction field, or else the first user message; `None` when there is
    /// none (then every user turn is evidence).
    pub task: Option<String>,
    /// Calls and outputs by tool name, in order of first use.
    pub tools: Vec<ToolUse>,
    /// Compactions recorded in the file.
    pub compactions: Vec<CompactionView>,
    /// First message used as evidence (messages before it were replaced by the previous
    /// summary).
    pub evidence_from: usize,
    /// Evidence sources in the order pruning collects them.
    pub evidence: Vec<EvidenceView>,
    /// Blocks not used as evidence, with the reason.
    pub skipped: Vec<Skipped>,
    /// Skipped blocks counted by kind.
    pub skipped_by_kind: BTreeMap<String, usize>,
    /// The summary (the one given, else the one the file holds), if any.
    pub summary: Option<SummaryView>,
}

/// Inspect `t` under `sel`; `summary` is `(where it was read from, text)` to use instead of
/// the summary the file holds.
///
/// # Errors
/// [`TranscriptError::Selection`] when `sel` does not fit the file.
pub fn inspect(
    file: &str,
    t: &Transcript,
    sel: Selection,
    summary: Option<(String, String)>,
) -> Result<Inspection, TranscriptError> {
    let selected = t.select(sel)?;
    let mut tools: Vec<ToolUse> = Vec::new();
    let mut tool = |name: &str| -> usize {
        match tools.iter().position(|u| u.name == name) {
            Some(i) => i,
            None => {
                tools.push(ToolUse {
                    name: name.to_string(),
                    calls: 0,
                    outputs: 0,
                });
                tools.len() - 1
            }
        }
    };
    let mut counts: Vec<(usize, bool)> = Vec::new();
    for m in &t.messages {
        for c in &m.tool_calls {
            counts.push((tool(&c.function.name), true));
        }
        if matches!(
            m.role,
            crate::record::Role::Tool | crate::record::Role::Function
        ) {
            counts.push((tool(m.name.as_deref().unwrap_or("?")), false));
        }
    }
    for (i, call) in counts {
        if call {
            tools[i].calls += 1;
        } else {
            tools[i].outputs += 1;
        }
    }
    let task = t.task_instruction();
    let record = Record {
        task: task.clone(),
        messages: t.messages[selected.start..].to_vec(),
        previous_summary: selected.previous_summary.clone(),
        summary: String::new(),
        labels: None,
        message_offset: selected.start,
    };
    let evidence = evidence::collect(&record, &EvidenceOptions::default())
        .into_iter()
        .map(|s| EvidenceView {
            bytes: s.text.len(),
            origin: s.origin,
        })
        .collect();
    let summary = summary
        .or_else(|| selected.summary.clone().map(|s| ("file".to_string(), s)))
        .map(|(source, text)| summary_view(source, &text));
    let info = t.info(sel);
    Ok(Inspection {
        file: file.to_string(),
        format: t.format,
        messages: t.messages.len(),
        messages_by_role: info.messages_by_role,
        task,
        tools,
        compactions: t
            .compactions
            .iter()
            .enumerate()
            .map(|(i, c)| CompactionView {
                number: i + 1,
                at: c.at,
                line: c.line,
                summary_bytes: c.summary.as_ref().map(String::len),
            })
            .collect(),
        evidence_from: selected.start,
        evidence,
        skipped: t.skipped.clone(),
        skipped_by_kind: info.skipped,
        summary,
    })
}

fn summary_view(source: String, text: &str) -> SummaryView {
    let parsed = Summary::parse(text);
    let mut per_section = vec![0usize; parsed.sections().len()];
    for e in parsed.entries() {
        if let Some(c) = per_section.get_mut(e.section) {
            *c += 1;
        }
    }
    SummaryView {
        source,
        bytes: text.len(),
        layout: format!("{:?}", parsed.format()),
        sections: parsed
            .sections()
            .iter()
            .zip(per_section)
            .map(|(s, n)| SectionView {
                title: s.title.clone(),
                heading: s.heading.as_ref().map(|r| [r.start, r.end]),
                entries: n,
            })
            .collect(),
        entries: parsed
            .entries()
            .iter()
            .enumerate()
            .map(|(i, e)| EntryView {
                index: i,
                section: parsed.section_title(e).to_string(),
                byte_range: [e.span.start, e.span.end],
                text: e.text.clone(),
            })
            .collect(),
    }
}

fn counts(map: &BTreeMap<String, usize>) -> String {
    map.iter()
        .map(|(k, v)| format!("{k} {v}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn short(s: &str, n: usize) -> String {
    match s.char_indices().nth(n) {
        Some((i, _)) => format!("{}…", &s[..i]),
        None => s.to_string(),
    }
}

impl fmt::Display for Inspection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let format = self.format.map_or("?", TranscriptFormat::name);
        writeln!(f, "file: {} (format: {format})", self.file)?;
        writeln!(
            f,
            "messages: {} ({})",
            self.messages,
            counts(&self.messages_by_role)
        )?;
        match &self.task {
            Some(t) => writeln!(
                f,
                "task (never evidence): {} bytes: {}",
                t.len(),
                short(&t.split_whitespace().collect::<Vec<_>>().join(" "), 100)
            )?,
            None => writeln!(f, "task: none (every user turn is evidence)")?,
        }
        if !self.tools.is_empty() {
            let tools: Vec<String> = self
                .tools
                .iter()
                .map(|u| format!("{} ({} calls, {} outputs)", u.name, u.calls, u.outputs))
                .collect();
            writeln!(f, "tools: {}", tools.join(", "))?;
        }
        if self.compactions.is_empty() {
            writeln!(f, "compactions: none recorded in the file")?;
        }
        for c in &self.compactions {
            write!(
                f,
                "compaction {}: replaced messages before {}",
                c.number, c.at
            )?;
            if let Some(l) = c.line {
                write!(f, ", line {l}")?;
            }
            match c.summary_bytes {
                Some(b) => writeln!(f, ", summary {b} bytes")?,
                None => writeln!(f, ", no summary text")?,
            }
        }
        let total: usize = self.evidence.iter().map(|e| e.bytes).sum();
        writeln!(
            f,
            "evidence: {} sources, {total} bytes (messages from index {})",
            self.evidence.len(),
            self.evidence_from
        )?;
        for e in &self.evidence {
            let o = &e.origin;
            let kind = serde_json::to_value(o.kind)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default();
            write!(f, "  {kind:<16}")?;
            match (o.message_index, o.entry_index) {
                (Some(i), _) => write!(f, " message {i}")?,
                (None, Some(j)) => write!(f, " entry {j}")?,
                _ => {}
            }
            if let Some(l) = o.line {
                write!(f, " line {l}")?;
            }
            if let Some(t) = &o.tool {
                write!(f, " tool {t}")?;
            }
            if let Some(c) = &o.call_id {
                write!(f, " call {c}")?;
            }
            writeln!(f, ": {} bytes", e.bytes)?;
        }
        if self.skipped.is_empty() {
            writeln!(f, "skipped: nothing")?;
        } else {
            writeln!(
                f,
                "skipped: {} blocks ({})",
                self.skipped.len(),
                counts(&self.skipped_by_kind)
            )?;
            for s in &self.skipped {
                write!(f, "  {}", s.kind)?;
                if let Some(i) = s.message_index {
                    write!(f, " in message {i}")?;
                }
                if let Some(l) = s.line {
                    write!(f, " line {l}")?;
                }
                writeln!(f, ": {}", s.reason)?;
            }
        }
        match &self.summary {
            None => writeln!(f, "summary: none (give --summary FILE)")?,
            Some(s) => {
                writeln!(
                    f,
                    "summary ({}): {} bytes, layout {}, {} sections, {} entries",
                    s.source,
                    s.bytes,
                    s.layout,
                    s.sections.len(),
                    s.entries.len()
                )?;
                let mut next = s.entries.iter();
                for (si, sec) in s.sections.iter().enumerate() {
                    let title = if sec.title.is_empty() {
                        "(untitled)"
                    } else {
                        &sec.title
                    };
                    match sec.heading {
                        Some([a, b]) => writeln!(f, "  section {si}: {title} [{a}..{b}]")?,
                        None => writeln!(f, "  section {si}: {title}")?,
                    }
                    for e in next.by_ref().take(sec.entries) {
                        let [a, b] = e.byte_range;
                        writeln!(
                            f,
                            "    entry {} [{a}..{b}]: {}",
                            e.index,
                            short(&e.text, 70)
                        )?;
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_sources_skipped_and_entries() {
        let t = crate::transcript::read(
            br#"[{"role": "user", "content": [{"type": "text", "text": "Rename the crate"}, {"type": "image_url", "image_url": {"url": "x"}}]},
                 {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"cmd\": \"ls\"}"}}]},
                 {"role": "tool", "tool_call_id": "c1", "name": "bash", "content": "Cargo.toml"}]"#
                .to_vec(),
            "t.json",
            None,
        )
        .unwrap();
        let summary = "## Done\n- Listed the files\n- Renamed the crate\n";
        let i = inspect(
            "t.json",
            &t,
            Selection::Latest,
            Some(("s.md".into(), summary.into())),
        )
        .unwrap();
        assert_eq!(i.format, Some(TranscriptFormat::OpenaiChat));
        assert_eq!(i.messages_by_role["tool"], 1);
        assert_eq!(i.tools[0].calls, 1);
        assert_eq!(i.tools[0].outputs, 1);
        // the tool call and its output; the first user turn is the task, never evidence
        assert_eq!(i.evidence.len(), 2);
        assert!(i
            .evidence
            .iter()
            .all(|e| e.origin.kind != crate::evidence::SourceKind::UserTurn));
        assert_eq!(i.skipped_by_kind["image_url"], 1);
        let s = i.summary.as_ref().unwrap();
        assert_eq!(s.entries.len(), 2);
        let [a, b] = s.entries[1].byte_range;
        assert_eq!(&summary[a..b], "- Renamed the crate\n");
        let text = i.to_string();
        assert!(text.contains("format: openai-chat"), "{text}");
        assert!(
            text.contains("image_url in message 0: binary content"),
            "{text}"
        );
        assert!(text.contains("entry 1 ["), "{text}");
    }
}
