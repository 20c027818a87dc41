//! `sjc batch`: many compaction records (JSONL) in, one JSON result line per record out; and
//! the `--cache` plumbing shared with `sjc prune`.

use std::fs::File;
use std::io::{BufReader, BufWriter, IsTerminal, Write};
use std::time::Duration;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde_json::{json, Value};
use sjc::cache::ScoreCache;
use sjc::evidence::EvidenceOptions;
use sjc::pipeline::Pruner;
use sjc::stream::{self, Item, JsonlRecords, Outcome, StreamOptions, StreamStats};

use super::{CliError, Status};
use crate::{BatchArgs, CacheArgs};

/// `sjc batch`'s default `--max-batch-tokens`: peak memory grows with the micro-batch (about
/// 150 MB for the embedded judge at 2048 tokens on top of the 150 MB of a loaded judge, about
/// 300 MB at 4096), and on 2 CPU cores 2048 was not slower than larger budgets (benches/README.md).
const BATCH_TOKENS: usize = 2048;

/// Attaches the `--cache` file to a pruner. Never fails: without a loaded judge (no
/// fingerprint) the cache is not used; an unreadable, corrupt or foreign file is a warning
/// and an empty cache (see [`ScoreCache::load`]).
pub fn with_cache(pruner: Pruner, args: &CacheArgs) -> Pruner {
    let Some(path) = &args.cache else {
        return pruner;
    };
    let Some(fp) = pruner.fingerprint().map(str::to_string) else {
        eprintln!(
            "sjc: warning: --cache {} not used: no judge loaded",
            path.display()
        );
        return pruner;
    };
    let (cache, warning) = ScoreCache::load(path, &fp, args.cache_size);
    if let Some(w) = warning {
        eprintln!("sjc: warning: {w}");
    }
    pruner.with_cache(cache)
}

/// Writes the pruner's cache back to the `--cache` file. A write failure is a warning only:
/// the results are complete without it.
pub fn save_cache(pruner: &Pruner, args: &CacheArgs) {
    let (Some(path), Some(cache)) = (&args.cache, pruner.cache()) else {
        return;
    };
    tracing::info!(stats = ?cache.stats(), "score cache");
    if let Err(e) = cache.save(path) {
        eprintln!("sjc: warning: {e}");
    }
}

/// Peak resident memory of this process in kB (`VmHWM` of /proc/self/status; Linux only).
fn peak_rss_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
}

#[derive(Default)]
struct Tally {
    entries: usize,
    deleted: usize,
    judge_errors: usize,
    tripwires: usize,
    /// The `--protect` / `--section-threshold` rules (labels as in the reports' warnings), and
    /// whether some record had a section the rule matches.
    rules: Vec<(String, bool)>,
}

impl Tally {
    /// Marks the rules that matched a section of this record: those its report does not warn
    /// about ([`sjc::prune::SectionPolicy::unmatched`]).
    fn note_rules(&mut self, report: &sjc::report::Report) {
        for (label, matched) in &mut self.rules {
            *matched |= !report.warnings.iter().any(|w| {
                w.strip_prefix(label.as_str())
                    .is_some_and(|rest| rest.starts_with(": "))
            });
        }
    }

    /// One warning per rule that matched no section of any record (none before any record
    /// was read).
    fn unmatched_rules(&self, records: usize) -> Vec<String> {
        if records == 0 {
            return Vec::new();
        }
        self.rules
            .iter()
            .filter(|(_, matched)| !matched)
            .map(|(label, _)| {
                format!("sjc: warning: {label}: no section of any of the {records} records matches")
            })
            .collect()
    }
}

/// `n` and the noun, singular for 1 (`1 line`, `2 lines`).
fn count(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The stderr line of a record whose tripwire fired (its summary left unchanged): the input
/// and line, as a bad line is named, and the report's reason (the share the judge would have
/// deleted, or that the record holds no evidence at all).
fn tripwire_line(what: &str, line: usize, report: &sjc::report::Report) -> String {
    let why = report
        .errors
        .iter()
        .find(|e| e.starts_with("tripwire") || e.starts_with("no evidence"))
        .cloned()
        .unwrap_or_else(|| {
            format!(
                "tripwire: the judge would delete {:.0}% of {} entries (limit {:.0}%); summary left unchanged",
                report.tripwire.would_delete_fraction * 100.0,
                report.counts.entries,
                report.tripwire.limit * 100.0
            )
        });
    format!("sjc: {what}: line {line}: {why}")
}

/// One output line: `{"line", "pruned_summary", "report"}` (the report without its
/// `pruned_summary`, which is beside it) or `{"line", "error"}`. A line that failed, and a
/// record whose tripwire fired, are also named on stderr (`what` names the input).
fn result_line(item: Item, what: &str, tally: &mut Tally) -> Result<Value, serde_json::Error> {
    Ok(match item.outcome {
        Outcome::Pruned(report) => {
            tally.entries += report.counts.entries;
            tally.deleted += report.counts.deleted;
            tally.judge_errors += usize::from(report.had_judge_errors());
            tally.tripwires += usize::from(report.tripwire.fired);
            tally.note_rules(&report);
            if report.tripwire.fired {
                eprintln!("{}", tripwire_line(what, item.line, &report));
            }
            // Through the JSON text, not `to_value`: a `Value` holds an f32 (a threshold, a
            // probability) widened to f64 (0.45 → 0.44999998807907104), while the text has
            // the f32's shortest digits, as `sjc prune`'s report.
            let mut r: Value = serde_json::from_str(&serde_json::to_string(&*report)?)?;
            let summary = r
                .as_object_mut()
                .and_then(|o| o.remove("pruned_summary"))
                .unwrap_or(Value::Null);
            json!({"line": item.line, "pruned_summary": summary, "report": r})
        }
        Outcome::Failed(e) => {
            eprintln!("sjc: skipped: {e}");
            json!({"line": item.line, "error": e})
        }
    })
}

fn progress_bar() -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let pb = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    pb.set_style(
        ProgressStyle::with_template("{spinner} {pos} records [{elapsed_precise}] {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_spinner()),
    );
    pb.enable_steady_tick(Duration::from_millis(200));
    pb
}

/// The closing line on stderr.
fn summary_line(s: &StreamStats, t: &Tally) -> String {
    let c = &s.calls;
    let per_s = |n: usize| n as f64 / s.seconds.max(1e-9);
    format!(
        "sjc batch: {} records ({} failed), {} entries, {} deleted, {} tripwires, {} with judge errors; \
         {} pairs ({} distinct, {} from cache, {} judged) in {:.1} s: {:.1} pairs/s ({:.1} judged/s)",
        s.records,
        count(s.failed, "line", "lines"),
        t.entries,
        t.deleted,
        t.tripwires,
        t.judge_errors,
        c.pairs,
        c.unique,
        c.cached,
        c.judged,
        s.seconds,
        per_s(c.pairs),
        per_s(c.judged),
    )
}

/// Runs `sjc batch`. Exit status: [`Status::BadInput`] when some lines could not be read
/// (each is in the output with its error), else [`Status::JudgeFailed`] when the judge failed
/// on some entries (kept), else [`Status::Tripwire`] when some record's tripwire fired, else
/// [`Status::Ok`].
pub fn run(args: BatchArgs) -> Result<Status, CliError> {
    let reader: Box<dyn std::io::BufRead + Send> = if args.input == "-" {
        Box::new(BufReader::new(std::io::stdin()))
    } else {
        let f = File::open(&args.input)
            .map_err(|e| CliError::BadInput(format!("--input: cannot read {}: {e}", args.input)))?;
        Box::new(BufReader::with_capacity(1 << 20, f))
    };
    let what = if args.input == "-" {
        "stdin".to_string()
    } else {
        args.input.clone()
    };
    let mut out: Box<dyn Write> = if args.output == "-" {
        Box::new(BufWriter::new(std::io::stdout().lock()))
    } else {
        let f = File::create(&args.output).map_err(|e| {
            CliError::BadInput(format!("--output: cannot create {}: {e}", args.output))
        })?;
        Box::new(BufWriter::new(f))
    };

    let mut judge_args = args.judge.clone();
    judge_args.max_batch_tokens = judge_args.max_batch_tokens.or(Some(BATCH_TOKENS));
    let pruner = args.decision.pruner(
        &judge_args,
        EvidenceOptions {
            user_turns: !args.no_user_evidence,
        },
    )?;
    let pruner = with_cache(pruner, &args.cache);

    let stream_opts = StreamOptions {
        max_records: args.chunk_records,
        max_pairs: args.chunk_pairs,
        ..StreamOptions::default()
    };
    let pb = progress_bar();
    let mut tally = Tally {
        rules: args
            .decision
            .section_policy()?
            .rules()
            .into_iter()
            .map(|(label, _)| (label, false))
            .collect(),
        ..Tally::default()
    };
    let res = stream::run(
        &pruner,
        JsonlRecords::new(reader, what.clone()),
        &stream_opts,
        |item| -> Result<(), CliError> {
            let v = result_line(item, &what, &mut tally).map_err(std::io::Error::from)?;
            serde_json::to_writer(&mut out, &v).map_err(std::io::Error::from)?;
            out.write_all(b"\n")?;
            pb.inc(1);
            Ok(())
        },
        |s| {
            pb.set_message(format!(
                "{} pairs, {:.1} pairs/s",
                s.calls.pairs,
                s.calls.pairs as f64 / s.seconds.max(1e-9)
            ));
        },
    );
    pb.finish_and_clear();
    // Keep what was scored even when the output failed part-way.
    save_cache(&pruner, &args.cache);
    let stats = res?;
    out.flush()?;
    for w in tally.unmatched_rules(stats.records) {
        eprintln!("{w}");
    }
    eprintln!("{}", summary_line(&stats, &tally));
    if let Some(t) = pruner.judge().token_counts() {
        eprintln!(
            "sjc batch: {} tokens in {} positions of padded micro-batches: padding share of the micro-batch plan {}",
            t.real,
            t.padded,
            sjc::bench::padding_share_text(t.real, t.padded)
        );
    }
    if let Some(c) = pruner.cache() {
        let st = c.stats();
        eprintln!(
            "sjc batch: score cache: {} hits, {} misses, {} pairs held, {} evicted",
            st.hits, st.misses, st.len, st.evicted
        );
    }
    if args.verbose {
        if let Some(kb) = peak_rss_kb() {
            eprintln!("sjc batch: peak RSS {:.1} MB", kb as f64 / 1024.0);
        }
    }
    Ok(if stats.failed > 0 {
        Status::BadInput
    } else if tally.judge_errors > 0 {
        Status::JudgeFailed
    } else if tally.tripwires > 0 {
        Status::Tripwire
    } else {
        Status::Ok
    })
}
