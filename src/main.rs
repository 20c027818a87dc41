//! `sjc`: the command-line edge over the library. Errors are reported with
//! anyhow; exit codes are documented in README.md and [`exit`].

use anyhow::{Context, Result};
use clap::{Args, Parser, Subcommand, ValueEnum};
use sjc::judge::{resolve_model, CrossEncoder, DeviceChoice, Judge, JudgeOptions};
use sjc::pipeline::{PipelineOptions, Pruner, Unavailable};
use sjc::prune::PruneOptions;
use sjc::record::{Record, RecordError};
use std::io::{Read, Write};
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

/// Exit codes.
mod exit {
    /// Success: every entry judged.
    pub const OK: i32 = 0;
    /// Unexpected internal error.
    pub const INTERNAL: i32 = 1;
    /// Bad input or usage (clap also exits 2 on usage errors).
    pub const BAD_INPUT: i32 = 2;
    /// The judge failed on some or all entries; those entries were kept.
    pub const JUDGE_FAILED: i32 = 3;
    /// The tripwire fired: the summary was left unchanged.
    pub const TRIPWIRE: i32 = 4;
}

#[derive(Parser)]
#[command(name = "sjc", version, about = "Source-Judged Compaction: delete the entries of an agent's compaction summary that no evidence supports")]
struct Cli {
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Prune one compaction record; prints the pruned summary on stdout.
    Prune(PruneArgs),
    /// Score (claim, evidence) pairs from JSONL; one JSON line out per pair.
    Score(ScoreArgs),
    /// Narrow each pair's evidence to its BM25 top-k spans (as `prune` does); JSONL in, JSONL out.
    Narrow(NarrowArgs),
    /// Evaluate a judge on labelled pairs or labelled compaction records.
    Eval(EvalArgs),
    /// Fit calibration.json on held-out labelled pairs.
    Calibrate(CalibrateArgs),
    /// Measure judge throughput (pairs/s) on synthetic pairs.
    Bench(BenchArgs),
}

#[derive(Clone, Copy, ValueEnum)]
enum Format {
    /// The pruned summary only.
    Text,
    /// The full JSON report.
    Json,
}

/// A clap parser for an integer of at least `min` (clap reports a smaller one as a usage
/// error, exit code 2, naming the flag).
fn at_least(min: u64) -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(min..)
}

/// A clap parser for a finite number of seconds >= 0.
fn seconds(s: &str) -> std::result::Result<f64, String> {
    match s.parse::<f64>() {
        Ok(t) if t.is_finite() && t >= 0.0 && t < 1e9 => Ok(t),
        Ok(t) if t >= 1e9 => Err(format!("`{s}` seconds is too long (at most 999999999)")),
        _ => Err(format!("`{s}` is not a number of seconds >= 0")),
    }
}

/// `--device`.
#[derive(Clone, Copy, Debug, clap::ValueEnum)]
enum DeviceArg {
    Cpu,
    Cuda,
    Metal,
    Auto,
}

/// Judge selection and limits, shared by the subcommands.
#[derive(Args, Clone)]
pub struct JudgeArgs {
    /// Model folder, or a repo id found in the local Hugging Face cache. Default: $SJC_MODEL, else the embedded judge.
    #[arg(long)]
    model: Option<String>,
    /// Device (cuda and metal need a build with that feature).
    #[arg(long, value_enum, default_value = "cpu")]
    device: DeviceArg,
    /// Token budget per (entry, evidence) pair (16 or more; the model's own limit, e.g. 512, caps it).
    #[arg(long, default_value_t = 256, value_parser = at_least(16))]
    max_len: usize,
    /// Largest padded micro-batch, in tokens (rows x longest row); at least --max-len is used.
    #[arg(long, default_value_t = 16384, value_parser = at_least(1))]
    max_batch_tokens: usize,
    /// Give up judging after this many seconds; unjudged entries are kept.
    #[arg(long, value_parser = seconds, allow_negative_numbers = true)]
    timeout: Option<f64>,
}

impl JudgeArgs {
    fn options(&self) -> Result<JudgeOptions> {
        let device = match self.device {
            DeviceArg::Cpu => DeviceChoice::Cpu,
            DeviceArg::Cuda => DeviceChoice::Cuda(0),
            DeviceArg::Metal => DeviceChoice::Metal(0),
            DeviceArg::Auto => DeviceChoice::Auto,
        };
        Ok(JudgeOptions {
            max_len: self.max_len,
            max_batch_tokens: self.max_batch_tokens.max(self.max_len),
            timeout: self.timeout.map(Duration::from_secs_f64),
            device,
            ..JudgeOptions::default()
        })
    }

    /// Load the judge; on failure return the error so callers can fail safe.
    fn load(&self) -> Result<std::result::Result<CrossEncoder, sjc::judge::JudgeError>> {
        let opts = self.options()?;
        Ok(resolve_model(self.model.as_deref()).and_then(|src| CrossEncoder::load(&src, &opts)))
    }
}

#[derive(Args)]
struct PruneArgs {
    /// Compaction record (JSON); `-` for stdin.
    #[arg(long, conflicts_with_all = ["summary", "previous", "tool_output", "user", "task"])]
    input: Option<String>,
    /// Shell form: the new summary (markdown file).
    #[arg(long)]
    summary: Option<PathBuf>,
    /// Shell form: the previous summary.
    #[arg(long)]
    previous: Option<PathBuf>,
    /// Shell form: a tool output file (repeatable).
    #[arg(long = "tool-output")]
    tool_output: Vec<PathBuf>,
    /// Shell form: a later user turn (text file, repeatable); evidence unless --no-user-evidence.
    #[arg(long)]
    user: Vec<PathBuf>,
    /// Shell form: the original task instruction as literal TEXT, not a file (never evidence;
    /// a user turn equal to it is not evidence either).
    #[arg(long)]
    task: Option<String>,
    /// Delete entries whose calibrated P(support) is below this.
    #[arg(long, default_value_t = 0.5, allow_negative_numbers = true)]
    threshold: f32,
    /// Evidence spans per entry.
    #[arg(long, default_value_t = 3, value_parser = at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    /// Do not use user turns as evidence.
    #[arg(long)]
    no_user_evidence: bool,
    /// Tripwire: keep the summary unchanged if more than this share would be deleted.
    #[arg(long, default_value_t = 0.8, allow_negative_numbers = true)]
    max_delete_fraction: f32,
    /// Write the JSON report here.
    #[arg(long)]
    report: Option<PathBuf>,
    /// What stdout gets.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
struct ScoreArgs {
    /// JSONL of {"claim", "evidence": string or [spans]}; `-` for stdin.
    #[arg(long)]
    pairs: String,
    /// Evidence spans kept when evidence must be narrowed.
    #[arg(long, default_value_t = 3, value_parser = at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
struct NarrowArgs {
    /// JSONL of {"claim", "evidence": string or [spans], ...}; `-` for stdin. Other fields pass through.
    #[arg(long)]
    pairs: String,
    /// Spans per claim.
    #[arg(long, default_value_t = 3, value_parser = at_least(1), allow_negative_numbers = true)]
    top_k: usize,
}

fn read_input(path: &str) -> Result<(Vec<u8>, String), RecordError> {
    let what = if path == "-" { "stdin".to_string() } else { path.to_string() };
    let mut buf = Vec::new();
    let res = if path == "-" {
        std::io::stdin().read_to_end(&mut buf).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut buf)).map(|_| ())
    };
    res.map_err(|e| RecordError::Invalid { field: what.clone(), message: format!("cannot read: {e}") })?;
    Ok((buf, what))
}

fn read_text_file(p: &PathBuf, field: &str) -> Result<String, RecordError> {
    let bytes = std::fs::read(p)
        .map_err(|e| RecordError::Invalid { field: field.into(), message: format!("cannot read {}: {e}", p.display()) })?;
    sjc::record::decode_text(bytes, &format!("{field} ({})", p.display()))
}

fn prune_record(args: &PruneArgs) -> Result<Result<Record, RecordError>> {
    if let Some(input) = &args.input {
        return Ok(read_input(input).and_then(|(b, what)| Record::from_json_bytes(b, &what)));
    }
    let Some(summary) = &args.summary else {
        return Ok(Err(RecordError::Invalid {
            field: "--input/--summary".into(),
            message: "give --input FILE (a compaction record) or --summary FILE".into(),
        }));
    };
    let build = || -> Result<Record, RecordError> {
        let s = read_text_file(summary, "--summary")?;
        let prev = args.previous.as_ref().map(|p| read_text_file(p, "--previous")).transpose()?;
        let mut outs = Vec::new();
        for p in &args.tool_output {
            let text = match std::fs::read(p) {
                Ok(b) => String::from_utf8_lossy(&b).into_owned(),
                Err(e) => {
                    return Err(RecordError::Invalid {
                        field: "--tool-output".into(),
                        message: format!("cannot read {}: {e}", p.display()),
                    })
                }
            };
            outs.push((p.display().to_string(), text));
        }
        let users = args.user.iter().map(|p| read_text_file(p, "--user")).collect::<Result<Vec<_>, _>>()?;
        Record::from_parts(s, prev, outs, users, args.task.clone())
    };
    Ok(build())
}

fn cmd_prune(args: PruneArgs) -> Result<i32> {
    let record = match prune_record(&args)? {
        Ok(r) => r,
        Err(e) => {
            eprintln!("sjc: bad input: {e}");
            return Ok(exit::BAD_INPUT);
        }
    };
    if !(0.0..=1.0).contains(&args.threshold) {
        eprintln!("sjc: bad input: --threshold must be in [0, 1]");
        return Ok(exit::BAD_INPUT);
    }
    if !(0.0..=1.0).contains(&args.max_delete_fraction) {
        eprintln!("sjc: bad input: --max-delete-fraction must be in [0, 1]");
        return Ok(exit::BAD_INPUT);
    }
    let judge: Arc<dyn Judge> = match args.judge.load()? {
        Ok(j) => Arc::new(j),
        Err(e) => {
            eprintln!("sjc: judge could not be loaded, keeping every entry: {e}");
            Arc::new(Unavailable::new(&e))
        }
    };
    let opts = PipelineOptions {
        prune: PruneOptions {
            threshold: args.threshold,
            max_delete_fraction: args.max_delete_fraction,
            ..PruneOptions::default()
        },
        top_k: args.top_k.max(1),
        evidence: sjc::evidence::EvidenceOptions { user_turns: !args.no_user_evidence },
        ..PipelineOptions::default()
    };
    let report = Pruner::new(judge, opts).prune(&record);
    for e in &report.errors {
        eprintln!("sjc: {e}");
    }
    eprintln!("{}", report.one_line());
    // The summary goes out first: a report that cannot be written must not cost the caller its summary.
    let mut report_failed = false;
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Text => out.write_all(report.pruned_summary.as_bytes())?,
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &report)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    if let Some(path) = &args.report {
        let written = std::fs::File::create(path).map_err(anyhow::Error::from).and_then(|f| {
            serde_json::to_writer_pretty(std::io::BufWriter::new(f), &report).map_err(anyhow::Error::from)
        });
        if let Err(e) = written {
            eprintln!("sjc: --report: cannot write {}: {e}", path.display());
            report_failed = true;
        }
    }
    Ok(if report_failed {
        exit::INTERNAL
    } else if report.had_judge_errors() {
        exit::JUDGE_FAILED
    } else if report.tripwire.fired {
        exit::TRIPWIRE
    } else {
        exit::OK
    })
}

fn cmd_score(args: ScoreArgs) -> Result<i32> {
    let (bytes, what) = match read_input(&args.pairs) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("sjc: bad input: {e}");
            return Ok(exit::BAD_INPUT);
        }
    };
    let pairs = match sjc::eval::read_pairs(bytes, &what) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("sjc: bad input: {e}");
            return Ok(exit::BAD_INPUT);
        }
    };
    let judge: Arc<dyn Judge> = match args.judge.load()? {
        Ok(j) => Arc::new(j),
        Err(e) => {
            eprintln!("sjc: judge could not be loaded: {e}");
            Arc::new(Unavailable::new(&e))
        }
    };
    let scored = sjc::eval::score_pairs(judge.as_ref(), &pairs, args.top_k.max(1));
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut failed = 0;
    for s in &scored {
        if s.error.is_some() {
            failed += 1;
        }
        serde_json::to_writer(&mut out, s)?;
        writeln!(out)?;
    }
    out.flush()?;
    if failed > 0 {
        eprintln!("sjc: judge failed on {failed} of {} pairs", scored.len());
        return Ok(exit::JUDGE_FAILED);
    }
    Ok(exit::OK)
}

fn cmd_narrow(args: NarrowArgs) -> Result<i32> {
    let (bytes, what) = match read_input(&args.pairs) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("sjc: bad input: {e}");
            return Ok(exit::BAD_INPUT);
        }
    };
    match sjc::eval::narrow_jsonl(bytes, &what, args.top_k.max(1), &mut std::io::stdout().lock()) {
        Ok(()) => Ok(exit::OK),
        Err(e) => {
            eprintln!("sjc: bad input: {e}");
            Ok(exit::BAD_INPUT)
        }
    }
}

#[derive(Args)]
struct EvalArgs {
    /// JSONL files: labelled pairs {"claim","evidence","label"} or labelled compaction records {..., "labels": [{"text","label"}]}.
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// Threshold for balanced accuracy / F1 and for pruning records.
    #[arg(long, default_value_t = 0.5, allow_negative_numbers = true)]
    threshold: f32,
    /// Evidence spans per claim.
    #[arg(long, default_value_t = 3, value_parser = at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Score at most this many evenly spaced rows (or records) per file.
    #[arg(long, value_parser = at_least(1))]
    sample: Option<usize>,
    #[command(flatten)]
    judge: JudgeArgs,
}

/// Keep at most `n` evenly spaced items (deterministic).
fn sample_evenly<T>(v: Vec<T>, n: Option<usize>) -> Vec<T> {
    match n {
        Some(n) if n > 0 && v.len() > n => {
            let len = v.len();
            let keep: std::collections::HashSet<usize> = (0..n).map(|i| i * len / n).collect();
            v.into_iter().enumerate().filter(|(i, _)| keep.contains(i)).map(|(_, x)| x).collect()
        }
        _ => v,
    }
}

#[derive(Args)]
struct CalibrateArgs {
    /// Labelled pairs (JSONL) held out from training.
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// Where to write calibration.json (default: into the --model folder).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Use at most this many evenly spaced rows per file.
    #[arg(long, value_parser = at_least(1))]
    sample: Option<usize>,
    /// Evidence spans per claim.
    #[arg(long, default_value_t = 3, value_parser = at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    /// Calibration method: `auto` picks the lowest 2-fold cross-validated dev NLL; a named
    /// method is fitted even if another scores better (the table still shows all four).
    #[arg(long, value_enum, default_value = "auto")]
    method: CalibMethod,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
enum CalibMethod {
    Auto,
    Identity,
    Temperature,
    Platt,
    Hybrid,
}

#[derive(Args)]
struct BenchArgs {
    /// Number of synthetic (entry, evidence) pairs per run.
    #[arg(long, default_value_t = 64)]
    pairs: usize,
    /// Approximate evidence length in words.
    #[arg(long, default_value_t = 120)]
    words: usize,
    /// Timed repetitions.
    #[arg(long, default_value_t = 3)]
    runs: usize,
    #[command(flatten)]
    judge: JudgeArgs,
}

fn set_name(path: &std::path::Path) -> String {
    let name = path.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    name.trim_end_matches(".jsonl").trim_end_matches(".json").to_string()
}

fn cmd_eval(args: EvalArgs) -> Result<i32> {
    let judge: Arc<dyn Judge> = match args.judge.load()? {
        Ok(j) => Arc::new(j),
        Err(e) => {
            eprintln!("sjc: judge could not be loaded: {e}");
            return Ok(exit::JUDGE_FAILED);
        }
    };
    let mut tables = Vec::new();
    let mut record_evals = Vec::new();
    let (mut all_p, mut all_c, mut all_y, mut all_lex, mut all_err) = (vec![], vec![], vec![], vec![], 0);
    for path in &args.data {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("sjc: bad input: --data: cannot read {}: {e}", path.display());
                return Ok(exit::BAD_INPUT);
            }
        };
        let what = path.display().to_string();
        let text = match sjc::record::decode_text(bytes.clone(), &what) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("sjc: bad input: {e}");
                return Ok(exit::BAD_INPUT);
            }
        };
        let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
        let is_record = serde_json::from_str::<serde_json::Value>(first)
            .map(|v| v.get("summary").is_some())
            .unwrap_or(false)
            || serde_json::from_str::<serde_json::Value>(&text).map(|v| v.get("summary").is_some()).unwrap_or(false);
        if is_record {
            let mut records = Vec::new();
            let lines: Vec<&str> = if serde_json::from_str::<serde_json::Value>(&text).is_ok() { vec![text.as_str()] } else { text.lines().filter(|l| !l.trim().is_empty()).collect() };
            for (i, l) in lines.iter().enumerate() {
                match sjc::record::from_json_str::<Record>(l) {
                    Ok(r) => records.push(r),
                    Err(e) => {
                        eprintln!("sjc: bad input: {what}: record {}: {e}", i + 1);
                        return Ok(exit::BAD_INPUT);
                    }
                }
            }
            let records = sample_evenly(records, args.sample);
            let pruner = Pruner::new(
                judge.clone(),
                PipelineOptions {
                    prune: PruneOptions { threshold: args.threshold, ..PruneOptions::default() },
                    top_k: args.top_k.max(1),
                    ..PipelineOptions::default()
                },
            );
            record_evals.push(sjc::eval::eval_records(&pruner, &set_name(path), &records));
            continue;
        }
        let rows = match sjc::eval::read_pairs(bytes, &what) {
            Ok(r) => sample_evenly(r, args.sample),
            Err(e) => {
                eprintln!("sjc: bad input: {e}");
                return Ok(exit::BAD_INPUT);
            }
        };
        let scored = sjc::eval::score_pairs(judge.as_ref(), &rows, args.top_k.max(1));
        let chunk = sjc::retrieve::ChunkConfig::default();
        // Group by set (row "set" field, else file name).
        let mut groups: std::collections::BTreeMap<String, (Vec<f32>, Vec<Option<f32>>, Vec<sjc::record::Label>, Vec<f32>, usize)> = Default::default();
        for (row, s) in rows.iter().zip(&scored) {
            let Some(label) = row.label else { continue };
            let set = row.set.clone().unwrap_or_else(|| set_name(path));
            let g = groups.entry(set).or_default();
            match s.p_support {
                Some(p) => {
                    let (ev, _) = sjc::eval::prepare_evidence(row, args.top_k.max(1), &chunk);
                    g.0.push(p);
                    g.1.push(s.p_contradiction);
                    g.2.push(label);
                    g.3.push(sjc::eval::lexical_overlap(&row.claim, &ev));
                }
                None => g.4 += 1,
            }
        }
        for (set, (p, c, y, lex, err)) in groups {
            tables.push(sjc::eval::set_metrics(&set, &p, &c, &y, &lex, err, args.threshold));
            all_p.extend(p);
            all_c.extend(c);
            all_y.extend(y);
            all_lex.extend(lex);
            all_err += err;
        }
    }
    if tables.len() > 1 {
        let pooled = sjc::eval::set_metrics("all (pooled)", &all_p, &all_c, &all_y, &all_lex, all_err, args.threshold);
        let mean = |f: &dyn Fn(&sjc::eval::SetMetrics) -> Option<f64>| {
            let v: Vec<f64> = tables.iter().filter_map(|m| f(m)).collect();
            (!v.is_empty()).then(|| v.iter().sum::<f64>() / v.len() as f64)
        };
        let mut macro_row = pooled.clone();
        macro_row.set = "mean over sets".into();
        macro_row.auroc = mean(&|m| m.auroc);
        macro_row.balanced_accuracy = mean(&|m| m.balanced_accuracy);
        macro_row.f1 = mean(&|m| m.f1);
        macro_row.ece = mean(&|m| m.ece);
        macro_row.brier = mean(&|m| m.brier);
        macro_row.lexical_auroc = mean(&|m| m.lexical_auroc);
        macro_row.contradiction_recall = mean(&|m| m.contradiction_recall);
        macro_row.lexical_balanced_accuracy_best = mean(&|m| m.lexical_balanced_accuracy_best);
        tables.push(pooled);
        tables.push(macro_row);
    }
    let mut out = std::io::stdout().lock();
    if args.json {
        let recs: Vec<serde_json::Value> = record_evals
            .iter()
            .map(|r| {
                let y: Vec<bool> = r.y.iter().map(|l| l.is_supported()).collect();
                let mut v = serde_json::to_value(r).unwrap_or_default();
                if let Some(o) = v.as_object_mut() {
                    o.insert("accuracy".into(), r.accuracy().into());
                    o.insert("supported_deleted_rate".into(), r.supported_deleted_rate().into());
                    o.insert("auroc".into(), sjc::metrics::auroc(&r.p, &y).into());
                }
                v
            })
            .collect();
        serde_json::to_writer_pretty(&mut out, &serde_json::json!({"judge": judge.info(), "sets": tables, "records": recs}))?;
        writeln!(out)?;
    } else {
        writeln!(out, "judge: {} ({}, calibration: {})", judge.info().model_id, judge.info().device, judge.info().calibration)?;
        if !tables.is_empty() {
            sjc::eval::print_table(&tables, &mut out)?;
            writeln!(out, "(LexAUROC: lexical-overlap baseline on the same rows; LexBAcc*: its balanced accuracy at the best threshold on these rows)")?;
        }
        if !record_evals.is_empty() {
            writeln!(out, "\n{:<28} {:>7} {:>7} {:>7} {:>9} {:>11} {:>7} {:>9}", "records (sjc prune)", "records", "labels", "matched", "accuracy", "sup.deleted", "AUROC", "tripwire")?;
            for r in &record_evals {
                let y: Vec<bool> = r.y.iter().map(|l| l.is_supported()).collect();
                writeln!(
                    out,
                    "{:<28} {:>7} {:>7} {:>7} {:>9} {:>11} {:>7} {:>9}",
                    r.set, r.records, r.labeled, r.matched,
                    sjc::eval::fmt_opt(r.accuracy()), sjc::eval::fmt_opt(r.supported_deleted_rate()),
                    sjc::eval::fmt_opt(sjc::metrics::auroc(&r.p, &y)), r.tripwires
                )?;
            }
        }
    }
    Ok(exit::OK)
}

fn cmd_calibrate(args: CalibrateArgs) -> Result<i32> {
    use sjc::judge::{hybrid, Calibration, LabelKind};
    use sjc::record::Label;
    // Load without any existing calibration.json: it is what we are about to replace.
    let loaded = resolve_model(args.judge.model.as_deref()).and_then(|src| {
        let mut files = sjc::judge::loader::read_files(&src)?;
        files.calibration = None;
        CrossEncoder::from_files(&files, &args.judge.options().map_err(|e| sjc::judge::JudgeError::InvalidOptions(e.to_string()))?)
    });
    let mut judge = match loaded {
        Ok(j) => j,
        Err(e) => {
            eprintln!("sjc: judge could not be loaded: {e}");
            return Ok(exit::JUDGE_FAILED);
        }
    };
    let out_path = match (&args.out, &args.judge.model) {
        (Some(p), _) => p.clone(),
        (None, Some(m)) if std::path::Path::new(m).is_dir() => PathBuf::from(m).join("calibration.json"),
        _ => {
            eprintln!("sjc: bad input: --out: give a path for calibration.json (the model is not a folder)");
            return Ok(exit::BAD_INPUT);
        }
    };
    let before = judge.calibration().clone();
    judge.set_calibration(Calibration::Identity)?;
    let mut rows = Vec::new();
    for path in &args.data {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("sjc: bad input: --data: cannot read {}: {e}", path.display());
                return Ok(exit::BAD_INPUT);
            }
        };
        match sjc::eval::read_pairs(bytes, &path.display().to_string()) {
            Ok(r) => {
                let mut r = sample_evenly(r, args.sample);
                for row in &mut r {
                    if row.set.is_none() {
                        row.set = Some(set_name(path));
                    }
                }
                rows.extend(r)
            }
            Err(e) => {
                eprintln!("sjc: bad input: {e}");
                return Ok(exit::BAD_INPUT);
            }
        }
    }
    rows.retain(|r| r.label.is_some());
    if rows.is_empty() {
        eprintln!("sjc: bad input: --data has no labelled rows");
        return Ok(exit::BAD_INPUT);
    }
    let top_k = args.top_k.max(1);
    let t = std::time::Instant::now();
    let scored = sjc::eval::score_pairs(&judge, &rows, top_k);
    eprintln!("sjc: scored {} pairs in {:.1} s", rows.len(), t.elapsed().as_secs_f64());
    let labels = judge.labels().clone();
    let chunk = sjc::retrieve::ChunkConfig::default();
    // Usable rows: finite logits.
    let mut logits = Vec::new();
    let mut feats = Vec::new();
    let mut y = Vec::new();
    let mut class = Vec::new();
    let mut sets = Vec::new();
    let mut fold = Vec::new();
    for (row, s) in rows.iter().zip(&scored) {
        if s.p_support.is_none() || s.logits.is_empty() {
            continue;
        }
        // Fold by a hash of the claim (FNV-1a), not by row position: a file sorted or
        // interleaved by label must not put one class in one fold.
        fold.push(row.claim.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3)) & 1);
        let label = row.label.unwrap_or(Label::Unsupported);
        let (ev, _) = sjc::eval::prepare_evidence(row, top_k, &chunk);
        feats.push(hybrid::features(&row.claim, &ev, &s.logits, &labels));
        logits.push(s.logits.clone());
        y.push(label.is_supported());
        let sup = labels.support_index();
        let c = match (labels.kind(), label) {
            (LabelKind::Single, l) => l.is_supported() as usize,
            (_, Label::Supported) => sup,
            (_, Label::Contradicted) => labels.contradiction_index().unwrap_or_else(|| (0..labels.len()).find(|&i| i != sup).unwrap_or(0)),
            (_, Label::Unsupported) => (0..labels.len())
                .find(|&i| i != sup && Some(i) != labels.contradiction_index())
                .or_else(|| (0..labels.len()).find(|&i| i != sup))
                .unwrap_or(0),
        };
        class.push(c);
        sets.push(row.set.clone().unwrap_or_default());
    }
    let n = y.len();
    if n < 20 || y.iter().all(|&v| v) || y.iter().all(|&v| !v) {
        eprintln!("sjc: bad input: need at least 20 scored rows with both supported and unsupported labels, got {n}");
        return Ok(exit::BAD_INPUT);
    }
    let fit = |idx: &[usize], method: &str| -> Calibration {
        match method {
            "temperature" => {
                let l: Vec<Vec<f32>> = idx.iter().map(|&i| logits[i].clone()).collect();
                let c: Vec<usize> = idx.iter().map(|&i| class[i]).collect();
                Calibration::Temperature { temperature: sjc::judge::fit_temperature(&l, &c) }
            }
            "platt" => {
                let z: Vec<f32> = idx.iter().map(|&i| labels.support_margin(&logits[i])).collect();
                let yy: Vec<bool> = idx.iter().map(|&i| y[i]).collect();
                let (a, b) = sjc::judge::fit_platt(&z, &yy);
                Calibration::Platt { a, b }
            }
            "hybrid" => {
                let x: Vec<[f32; hybrid::N_FEATURES]> = idx.iter().map(|&i| feats[i]).collect();
                let yy: Vec<bool> = idx.iter().map(|&i| y[i]).collect();
                hybrid::HybridLayer::fit(&x, &yy, 1e-3).map(Calibration::Hybrid).unwrap_or(Calibration::Identity)
            }
            _ => Calibration::Identity,
        }
    };
    let prob = |c: &Calibration, i: usize| -> f32 {
        match c {
            Calibration::Hybrid(h) => h.p_support(&feats[i]),
            other => other.apply(&logits[i], &labels).0,
        }
    };
    // 2-fold cross-validated NLL chooses the method; the winner is refitted on all rows.
    let fold_a: Vec<usize> = (0..n).filter(|&i| fold[i] == 0).collect();
    let fold_b: Vec<usize> = (0..n).filter(|&i| fold[i] == 1).collect();
    let methods = ["identity", "temperature", "platt", "hybrid"];
    let mut cv = Vec::new();
    for m in methods {
        let mut p = vec![0f32; n];
        for (train, test) in [(&fold_a, &fold_b), (&fold_b, &fold_a)] {
            let c = fit(train, m);
            for &i in test.iter() {
                p[i] = prob(&c, i);
            }
        }
        cv.push((m, sjc::metrics::nll(&p, &y).unwrap_or(f64::INFINITY), sjc::metrics::ece(&p, &y, 15).unwrap_or(f64::NAN)));
    }
    let best = match args.method {
        CalibMethod::Auto => cv.iter().min_by(|a, b| a.1.total_cmp(&b.1)).map(|c| c.0).unwrap_or("identity"),
        CalibMethod::Identity => "identity",
        CalibMethod::Temperature => "temperature",
        CalibMethod::Platt => "platt",
        CalibMethod::Hybrid => "hybrid",
    };
    let all: Vec<usize> = (0..n).collect();
    let chosen = fit(&all, best);
    let mut out = std::io::stdout().lock();
    writeln!(out, "calibration fitted on {n} labelled pairs ({} supported); 2-fold cross-validated dev NLL / ECE:", y.iter().filter(|&&v| v).count())?;
    for (m, nll, ece) in &cv {
        let mark = match (*m == best, args.method) {
            (false, _) => "",
            (true, CalibMethod::Auto) => "  <- chosen",
            (true, _) => "  <- chosen (--method)",
        };
        writeln!(out, "  {m:<12} NLL {nll:.4}  ECE {ece:.4}{mark}")?;
    }
    writeln!(out, "ECE (15 bins, P(supported)) per set, before (raw model: {}) and after ({}):", before.describe(), chosen.describe())?;
    if n < 200 {
        eprintln!(
            "sjc: warning: calibration fitted on only {n} rows; with so few the fit (and the choice of method) is \
             unreliable: compare `sjc eval` with the old and the new calibration.json before keeping it"
        );
    }
    let mut names: Vec<&String> = sets.iter().collect();
    names.sort();
    names.dedup();
    let mut report_sets = Vec::new();
    for name in names.into_iter().map(Some).chain([None]) {
        let idx: Vec<usize> = (0..n).filter(|&i| name.is_none_or(|s| &sets[i] == s)).collect();
        let yy: Vec<bool> = idx.iter().map(|&i| y[i]).collect();
        let pb: Vec<f32> = idx.iter().map(|&i| prob(&before, i)).collect();
        let pa: Vec<f32> = idx.iter().map(|&i| prob(&chosen, i)).collect();
        let label = name.map(String::as_str).unwrap_or("all (pooled)");
        let (eb, ea) = (sjc::metrics::ece(&pb, &yy, 15), sjc::metrics::ece(&pa, &yy, 15));
        writeln!(out, "  {label:<28} n {:>6}  ECE before {}  after {}", idx.len(), sjc::eval::fmt_opt(eb), sjc::eval::fmt_opt(ea))?;
        report_sets.push(serde_json::json!({"set": label, "n": idx.len(), "ece_before": eb, "ece_after": ea}));
    }
    let mut v = serde_json::to_value(&chosen)?;
    if let Some(o) = v.as_object_mut() {
        o.insert(
            "fitted".into(),
            serde_json::json!({
                "by": format!("sjc calibrate {}", env!("CARGO_PKG_VERSION")),
                "data": args.data.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
                "rows": n,
                "selected_by": if args.method == CalibMethod::Auto { "lowest 2-fold CV NLL" } else { "--method" },
                "cv_nll": cv.iter().map(|(m, nll, ece)| serde_json::json!({"method": m, "nll": nll, "ece": ece})).collect::<Vec<_>>(),
                "ece_per_set": report_sets,
            }),
        );
    }
    std::fs::write(&out_path, serde_json::to_string_pretty(&v)? + "\n")
        .with_context(|| format!("--out: cannot write {}", out_path.display()))?;
    writeln!(out, "wrote {}", out_path.display())?;
    Ok(exit::OK)
}

fn cmd_bench(args: BenchArgs) -> Result<i32> {
    let judge = match args.judge.load()? {
        Ok(j) => j,
        Err(e) => {
            eprintln!("sjc: judge could not be loaded: {e}");
            return Ok(exit::JUDGE_FAILED);
        }
    };
    let words = ["invoice", "INV-20931", "status", "unpaid", "customer", "billing/tax.py", "1,240", "passed", "failed", "lead", "created", "2026-11-02", "amount", "$500.00"];
    let mut claims = Vec::new();
    let mut evidence = Vec::new();
    for i in 0..args.pairs {
        let c: Vec<&str> = (0..8 + i % 9).map(|k| words[(i * 7 + k * 3) % words.len()]).collect();
        let e: Vec<&str> = (0..args.words).map(|k| words[(i * 5 + k * 11) % words.len()]).collect();
        claims.push(c.join(" "));
        evidence.push(e.join(" "));
    }
    let pairs: Vec<sjc::judge::Pair<'_>> = claims.iter().zip(&evidence).map(|(c, e)| sjc::judge::Pair { claim: c, evidence: e }).collect();
    judge.score(&pairs[..pairs.len().min(4)])?; // warm-up
    let mut rates = Vec::new();
    for _ in 0..args.runs.max(1) {
        let t = std::time::Instant::now();
        let r = judge.score(&pairs)?;
        let secs = t.elapsed().as_secs_f64();
        let failed = r.iter().filter(|x| x.is_err()).count();
        if failed > 0 {
            eprintln!("sjc: {failed} pairs failed");
        }
        rates.push(pairs.len() as f64 / secs);
    }
    rates.sort_by(|a, b| a.total_cmp(b));
    let info = judge.info();
    println!(
        "sjc bench: {} pairs x {} runs, ~{} evidence words, max_len {}, {} on {}: median {:.1} pairs/s (min {:.1}, max {:.1})",
        args.pairs, rates.len(), args.words, info.max_len, info.model_id, info.device,
        rates[rates.len() / 2], rates[0], rates[rates.len() - 1]
    );
    Ok(exit::OK)
}

fn main() {
    // Keep large activation buffers in the heap (FIELD-NOTES: +50–75% on 2 cores).
    sjc::judge::tune_malloc();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("SJC_LOG"))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    let res = match cli.cmd {
        Cmd::Prune(a) => cmd_prune(a),
        Cmd::Score(a) => cmd_score(a),
        Cmd::Narrow(a) => cmd_narrow(a),
        Cmd::Eval(a) => cmd_eval(a),
        Cmd::Calibrate(a) => cmd_calibrate(a),
        Cmd::Bench(a) => cmd_bench(a),
    };
    let code = match res {
        Ok(c) => c,
        Err(e) => {
            eprintln!("sjc: error: {e:#}");
            exit::INTERNAL
        }
    };
    std::process::exit(code);
}
