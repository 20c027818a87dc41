//! Many records through one [`Pruner`] with bounded memory (`sjc batch`).
//!
//! A record source is any iterator of [`SourceItem`]s (one numbered record, or why that
//! position could not be read); [`JsonlRecords`] reads the JSONL form, one compaction record
//! per line. [`run`] cuts the stream into chunks (bounded by records, input bytes and judge
//! pairs, [`StreamOptions`]), prepares each chunk on a worker thread (parse, evidence,
//! retrieval, in parallel with rayon) while the previous chunk is being judged, sends all
//! pairs of a chunk to the judge in one call ([`Pruner::prune_prepared`]) and hands every
//! result to a sink in input order. At most three chunks are alive at once (one being built,
//! one queued, one judged), however long the input.

use std::io::BufRead;
use std::sync::mpsc;
use std::time::Instant;

use rayon::prelude::*;

use crate::pipeline::{CallStats, Prepared, Pruner};
use crate::record::{Record, RecordError};
use crate::report::Report;

/// One position of a record source: its number (1-based line for JSONL) and the record, or
/// the reason it could not be read (a message that names the position and the field).
#[derive(Debug)]
pub struct SourceItem {
    /// 1-based position in the input (the line number for JSONL).
    pub line: usize,
    /// The record, or why there is none.
    pub record: Result<Record, String>,
}

/// Reads compaction records from JSONL: one JSON object per line (the `sjc prune --input`
/// record). Blank lines are skipped (not counted as records, though they count for line
/// numbers). A line that is not valid UTF-8, not JSON or not a valid record is an `Err` item
/// naming the line and the field; a read error of the input itself is one `Err` item, after
/// which the iterator ends.
pub struct JsonlRecords<R: BufRead> {
    reader: R,
    what: String,
    line: usize,
    done: bool,
}

impl<R: BufRead> JsonlRecords<R> {
    /// Reads from `reader`; `what` names the input (a path or `stdin`) in messages.
    pub fn new(reader: R, what: impl Into<String>) -> Self {
        JsonlRecords {
            reader,
            what: what.into(),
            line: 0,
            done: false,
        }
    }
}

impl<R: BufRead> Iterator for JsonlRecords<R> {
    type Item = SourceItem;

    fn next(&mut self) -> Option<SourceItem> {
        loop {
            if self.done {
                return None;
            }
            let mut buf = Vec::new();
            match self.reader.read_until(b'\n', &mut buf) {
                Ok(0) => {
                    self.done = true;
                    return None;
                }
                Ok(_) => {}
                Err(e) => {
                    self.done = true;
                    return Some(SourceItem {
                        line: self.line + 1,
                        record: Err(format!(
                            "{}: line {}: cannot read: {e}",
                            self.what,
                            self.line + 1
                        )),
                    });
                }
            }
            self.line += 1;
            if buf.iter().all(u8::is_ascii_whitespace) {
                continue;
            }
            // The line's own bytes: without its newline, serde's position is within the line.
            while matches!(buf.last(), Some(b'\n' | b'\r')) {
                buf.pop();
            }
            let what = format!("{}: line {}", self.what, self.line);
            let record = Record::from_json_bytes(buf, &what).map_err(|e| match e {
                RecordError::Json { field, message } => {
                    format!("{what}: {field}: {}", within_line(&message))
                }
                RecordError::Invalid { .. } => format!("{what}: {e}"),
                RecordError::NotUtf8 { offset, .. } => format!(
                    "{what}: input is not valid UTF-8 (first bad byte at offset {offset} of the line)"
                ),
                other => other.to_string(),
            });
            return Some(SourceItem {
                line: self.line,
                record,
            });
        }
    }
}

/// Rewrites serde_json's trailing `at line L column C` (counted from the start of the text it
/// parsed, here one JSONL line) so that it cannot be read as a line of the input file:
/// `at column C of the line` when L is 1, else `at line L column C of the record`.
fn within_line(message: &str) -> String {
    let Some(at) = message.rfind(" at line ") else {
        return message.to_string();
    };
    let pos = &message[at + " at line ".len()..];
    let parsed = pos
        .split_once(" column ")
        .and_then(|(l, c)| Some((l.parse::<usize>().ok()?, c.parse::<usize>().ok()?)));
    match parsed {
        Some((1, c)) => format!("{} at column {c} of the line", &message[..at]),
        Some((l, c)) => format!("{} at line {l} column {c} of the record", &message[..at]),
        None => message.to_string(),
    }
}

/// Chunk bounds of [`run`]. A chunk closes when any bound is reached (a single record larger
/// than a bound still forms a chunk of its own).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StreamOptions {
    /// Records per chunk (default 64).
    pub max_records: usize,
    /// Judge pairs per chunk (default 1024): the pairs of a chunk go to the judge in one call.
    pub max_pairs: usize,
    /// Bytes of record text (summaries, messages) per chunk (default 64 MiB).
    pub max_bytes: usize,
}

impl Default for StreamOptions {
    fn default() -> Self {
        StreamOptions {
            max_records: 64,
            max_pairs: 1024,
            max_bytes: 64 << 20,
        }
    }
}

/// What became of one position of the input.
#[derive(Debug)]
pub enum Outcome {
    /// The record was pruned (judge failures are inside the report, entries kept).
    Pruned(Box<Report>),
    /// The position could not be read as a record; nothing was pruned.
    Failed(String),
}

/// One result of [`run`], in input order.
#[derive(Debug)]
pub struct Item {
    /// The position ([`SourceItem::line`]).
    pub line: usize,
    /// The report or the error.
    pub outcome: Outcome,
}

/// Totals of a [`run`].
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct StreamStats {
    /// Positions read (records and failures).
    pub items: usize,
    /// Positions that failed to read.
    pub failed: usize,
    /// Records pruned.
    pub records: usize,
    /// Chunks judged.
    pub chunks: usize,
    /// Judge pairs over all chunks, identical pairs and cache hits included.
    pub calls: CallStats,
    /// Wall-clock seconds of the whole run.
    pub seconds: f64,
}

enum Slot {
    Ready(Box<Prepared>),
    Failed(String),
}

struct Chunk {
    slots: Vec<(usize, Slot)>,
}

/// Approximate heap bytes of a record's text, for the chunk bound.
fn record_bytes(r: &Record) -> usize {
    r.summary.len()
        + r.previous_summary.as_ref().map_or(0, String::len)
        + r.messages
            .iter()
            .map(|m| m.text().len() + 64)
            .sum::<usize>()
}

/// Prunes every record of `source` and calls `sink` once per position, in input order.
/// Stops early, and returns the sink's error, when the sink fails (for example a closed
/// output pipe). The source is read on a worker thread, so it must be `Send`.
///
/// `on_progress` is called after each chunk with the totals so far (for a progress bar).
pub fn run<I, E>(
    pruner: &Pruner,
    source: I,
    opts: &StreamOptions,
    mut sink: impl FnMut(Item) -> Result<(), E>,
    mut on_progress: impl FnMut(&StreamStats),
) -> Result<StreamStats, E>
where
    I: Iterator<Item = SourceItem> + Send,
{
    let start = Instant::now();
    let mut stats = StreamStats::default();
    let opts = StreamOptions {
        max_records: opts.max_records.max(1),
        max_pairs: opts.max_pairs.max(1),
        max_bytes: opts.max_bytes.max(1),
    };
    let group = (rayon::current_num_threads() * 2).clamp(2, opts.max_records.max(2));
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::sync_channel::<Chunk>(1);
        scope.spawn(move || {
            let mut source = source.fuse();
            let mut chunk = Chunk { slots: Vec::new() };
            let (mut pairs, mut bytes) = (0usize, 0usize);
            loop {
                let batch: Vec<SourceItem> = source.by_ref().take(group).collect();
                if batch.is_empty() {
                    break;
                }
                let ready: Vec<(usize, Slot, usize, usize)> = batch
                    .into_par_iter()
                    .map(|it| match it.record {
                        Ok(r) => {
                            let b = record_bytes(&r);
                            let p = pruner.prepare(&r);
                            let n = pruner.pairs_of(&p);
                            (it.line, Slot::Ready(Box::new(p)), n, b)
                        }
                        Err(e) => (it.line, Slot::Failed(e), 0, 0),
                    })
                    .collect();
                for (line, slot, n, b) in ready {
                    chunk.slots.push((line, slot));
                    pairs += n;
                    bytes += b;
                    if chunk.slots.len() >= opts.max_records
                        || pairs >= opts.max_pairs
                        || bytes >= opts.max_bytes
                    {
                        let full = std::mem::replace(&mut chunk, Chunk { slots: Vec::new() });
                        (pairs, bytes) = (0, 0);
                        if tx.send(full).is_err() {
                            return; // the consumer stopped
                        }
                    }
                }
            }
            if !chunk.slots.is_empty() {
                let _ = tx.send(chunk);
            }
        });
        for chunk in rx {
            let mut lines = Vec::with_capacity(chunk.slots.len());
            let mut prepared = Vec::new();
            let mut failures = Vec::new();
            for (line, slot) in chunk.slots {
                match slot {
                    Slot::Ready(p) => {
                        lines.push((line, None));
                        prepared.push(*p);
                    }
                    Slot::Failed(e) => {
                        lines.push((line, Some(failures.len())));
                        failures.push(e);
                    }
                }
            }
            let (reports, calls) = pruner.prune_prepared(prepared);
            stats.calls.add(&calls);
            stats.chunks += 1;
            let mut reports = reports.into_iter();
            let mut failures = failures.into_iter();
            for (line, failed) in lines {
                let outcome = match failed {
                    None => {
                        stats.records += 1;
                        Outcome::Pruned(Box::new(reports.next().expect("one report per record")))
                    }
                    Some(_) => {
                        stats.failed += 1;
                        Outcome::Failed(failures.next().expect("one message per failure"))
                    }
                };
                stats.items += 1;
                sink(Item { line, outcome })?; // dropping rx stops the worker
            }
            stats.seconds = start.elapsed().as_secs_f64();
            on_progress(&stats);
        }
        stats.seconds = start.elapsed().as_secs_f64();
        Ok(stats)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jsonl_numbers_lines_and_names_bad_ones() {
        let input = b"{\"summary\": \"- a\"}\n\n   \nnot json\n{\"messages\": []}\n\xff\xfe\n{\"summary\": \"- b\"}";
        let items: Vec<SourceItem> = JsonlRecords::new(&input[..], "in.jsonl").collect();
        let lines: Vec<usize> = items.iter().map(|i| i.line).collect();
        assert_eq!(lines, vec![1, 4, 5, 6, 7]);
        assert!(items[0].record.is_ok());
        assert!(items[4].record.is_ok(), "last line without newline");
        for (i, want) in [(1, "line 4"), (2, "line 5"), (3, "line 6")] {
            let e = items[i].record.as_ref().unwrap_err();
            assert!(e.contains("in.jsonl") && e.contains(want), "{e}");
        }
        assert!(items[2].record.as_ref().unwrap_err().contains("summary"));
    }

    #[test]
    fn json_errors_give_the_position_within_the_line() {
        // A record cut short on line 2 (serde would say "line 2 column 0" of "line 2" text
        // when the newline was parsed with it).
        let input = b"{\"summary\": \"- a\"}\n{\"summary\": \"- b\", \"messages\": [\r\n";
        let items: Vec<SourceItem> = JsonlRecords::new(&input[..], "in.jsonl").collect();
        let e = items[1].record.as_ref().unwrap_err();
        assert!(e.starts_with("in.jsonl: line 2: "), "{e}");
        assert!(e.contains("of the line"), "{e}");
        assert!(!e.contains("at line"), "{e}");
        assert_eq!(
            within_line("EOF while parsing a list at line 1 column 41"),
            "EOF while parsing a list at column 41 of the line"
        );
        assert_eq!(
            within_line("expected value at line 3 column 2"),
            "expected value at line 3 column 2 of the record"
        );
        assert_eq!(
            within_line("missing field `summary`"),
            "missing field `summary`"
        );
    }
}
