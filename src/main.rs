//! `sjc`: the command-line edge over the library: argument structs and dispatch. Each
//! subcommand lives in `cli/`; errors map to exit codes in [`cli::Status`] (see README.md).

mod cli;

use clap::{Args, Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Parser)]
#[command(
    name = "sjc",
    version,
    about = "Source-Judged Compaction: delete the entries of an agent's compaction summary that no evidence supports"
)]
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
    /// Fit calibration.json on held-out labelled pairs and/or labelled compaction records (records also write a cross-fitted risk.json).
    Calibrate(CalibrateArgs),
    /// Fit risk.json (the calibration set of --max-false-delete) on labelled compaction records.
    CalibrateRisk(CalibrateRiskArgs),
    /// Measure judge throughput (pairs/s, tokens/s, latency per summary) on the shipped examples
    /// (or synthetic pairs), optionally against PyTorch in the same run.
    Bench(BenchArgs),
    /// Show what sjc reads from a session file (format, messages, evidence sources, skipped
    /// blocks) and a summary (sections, entries with byte ranges), before pruning.
    Inspect(InspectArgs),
    /// Plan a compaction of a transcript: whether to compact, where to cut, the summarizer's input (JSON).
    Plan(cli::plan::PlanArgs),
    /// Apply a compaction: check and prune the new summary, write the new transcript.
    Apply(cli::apply::ApplyArgs),
    /// Prune many compaction records (JSONL, one per line); one JSON result line per record.
    Batch(BatchArgs),
}

/// What `prune` prints on stdout.
#[derive(Clone, Copy, ValueEnum)]
pub enum Format {
    /// The pruned summary only.
    Text,
    /// The full JSON report.
    Json,
}

/// `--precision`.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum PrecisionArg {
    /// sjc-kernels f32 forward on CPUs with AVX2 + FMA or AVX-512F (BERT models), else candle
    /// f32; on a GPU, candle f16 (BERT).
    Auto,
    /// candle f32 (the reference path).
    F32,
    /// sjc-kernels forward with bf16 matrix products (BERT on CPU); candle bf16 on a GPU.
    Bf16,
    /// candle f16 with a finite padding mask (BERT; meant for GPUs, slow on CPU).
    F16,
}

/// `calibrate --method`.
#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum CalibMethod {
    Auto,
    Identity,
    Temperature,
    Platt,
    Hybrid,
}

/// Judge selection and limits, shared by the subcommands.
#[derive(Args, Clone)]
pub struct JudgeArgs {
    /// Model folder, or a repo id found in the local Hugging Face cache. Default: $SJC_MODEL, else the embedded judge.
    #[arg(long)]
    model: Option<String>,
    /// Device: cpu, cuda, cuda:N, metal, metal:N or auto (cuda and metal need a build with that
    /// feature). Default: $SJC_DEVICE, else cpu. A device that is missing or fails to start is
    /// a judge failure: every entry is kept.
    #[arg(long, value_parser = clap::value_parser!(sjc::judge::DeviceChoice))]
    device: Option<sjc::judge::DeviceChoice>,
    /// Token budget per (entry, evidence) pair (16 or more; the model's own limit, e.g. 512, caps it).
    #[arg(long, default_value_t = 256, value_parser = cli::at_least(16))]
    max_len: usize,
    /// Largest padded micro-batch, in tokens (rows x longest row); at least --max-len is used.
    /// Default 2048 on the CPU, 16384 on a GPU (`batch`: 2048 on any device, which bounds its
    /// memory).
    #[arg(long, value_parser = cli::at_least(1))]
    max_batch_tokens: Option<usize>,
    /// Give up judging after this many seconds; unjudged entries are kept.
    #[arg(long, value_parser = cli::seconds, allow_negative_numbers = true)]
    timeout: Option<f64>,
    /// CPU forward pass: auto (sjc-kernels f32 where the CPU has AVX2 + FMA), f32 (candle, the
    /// reference) or bf16 (sjc-kernels with bf16 matrix products). On a GPU: auto = f16
    /// (candle, BERT; within 0.01 of the CPU on an H200, bf16 was not), f16, bf16 or f32.
    #[arg(long, value_enum, default_value = "auto")]
    precision: PrecisionArg,
}

#[derive(Args)]
pub struct PruneArgs {
    /// Compaction record (JSON); `-` for stdin.
    #[arg(long, conflicts_with_all = ["summary", "previous", "tool_output", "user", "task", "transcript"])]
    input: Option<String>,
    /// A session file as the agent harness wrote it (`-` for stdin); the summary is --summary,
    /// else the one the file holds for the selected compaction.
    #[arg(long, conflicts_with_all = ["previous", "tool_output", "user"])]
    transcript: Option<String>,
    /// Format of --transcript: auto (default: detected), record, openai-chat,
    /// openai-responses, anthropic-messages, claude-code, codex-rollout, gemini-cli, pi.
    #[arg(long, value_parser = cli::transcript_format, requires = "transcript")]
    transcript_format: Option<cli::FormatChoice>,
    /// The summary replaced the transcript's messages before index N (as `sjc inspect` numbers
    /// them); later messages stay evidence.
    #[arg(
        long,
        value_name = "N",
        requires = "transcript",
        conflicts_with = "compaction"
    )]
    compacted_until: Option<usize>,
    /// Prune the N-th compaction the transcript records (1-based; default: the last).
    #[arg(long, value_name = "N", requires = "transcript", value_parser = cli::at_least(1))]
    compaction: Option<usize>,
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
    #[command(flatten)]
    decision: cli::decision::DecisionArgs,
    /// Do not use user turns as evidence.
    #[arg(long)]
    no_user_evidence: bool,
    /// Write the JSON report here.
    #[arg(long)]
    report: Option<PathBuf>,
    /// What stdout gets.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    #[command(flatten)]
    cache: CacheArgs,
    #[command(flatten)]
    judge: JudgeArgs,
}

/// `--cache`: the judge's logits kept between runs (`prune` and `batch`).
#[derive(Args, Clone)]
pub struct CacheArgs {
    /// Score cache file: pairs scored before (same judge, same text) are not scored again;
    /// created if missing; a corrupt or foreign file is ignored with a warning and rebuilt.
    #[arg(long)]
    cache: Option<PathBuf>,
    /// Most (entry, evidence) pairs the cache keeps (least recently used dropped first).
    #[arg(long, default_value_t = sjc::cache::DEFAULT_CAPACITY, value_parser = cli::at_least(1))]
    cache_size: usize,
}

#[derive(Args)]
#[command(mut_arg("max_delete_fraction", |a| a.help("Tripwire per record, as for `prune`")))]
pub struct BatchArgs {
    /// Compaction records, one JSON object per line (the `prune --input` record); `-` for stdin.
    #[arg(long)]
    input: String,
    /// Where the result lines go (`{"line", "pruned_summary", "report"}` or `{"line", "error"}`); `-` for stdout.
    #[arg(long, default_value = "-")]
    output: String,
    #[command(flatten)]
    decision: cli::decision::DecisionArgs,
    /// Do not use user turns as evidence.
    #[arg(long)]
    no_user_evidence: bool,
    /// Records judged together in one call, at most.
    #[arg(long, default_value_t = 64, value_parser = cli::at_least(1))]
    chunk_records: usize,
    /// Judge pairs per call, at most (a chunk closes when either bound is reached).
    #[arg(long, default_value_t = 1024, value_parser = cli::at_least(1))]
    chunk_pairs: usize,
    /// Also print peak memory (VmHWM) at the end.
    #[arg(long)]
    verbose: bool,
    #[command(flatten)]
    cache: CacheArgs,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
pub struct InspectArgs {
    /// A session file (any --transcript-format) or a compaction record; `-` for stdin.
    #[arg(required_unless_present = "input", conflicts_with = "input")]
    file: Option<String>,
    /// The same FILE, named as `prune --input` names it (new users of the blind rounds typed
    /// `inspect --input X.json`).
    #[arg(long, value_name = "FILE")]
    input: Option<String>,
    /// A summary to parse instead of the one the file holds.
    #[arg(long)]
    summary: Option<PathBuf>,
    /// Format of FILE: auto (default: detected) or a name as `prune --transcript-format` takes.
    #[arg(long, value_parser = cli::transcript_format)]
    transcript_format: Option<cli::FormatChoice>,
    /// As `prune --compacted-until`.
    #[arg(long, value_name = "N", conflicts_with = "compaction")]
    compacted_until: Option<usize>,
    /// As `prune --compaction`.
    #[arg(long, value_name = "N", value_parser = cli::at_least(1))]
    compaction: Option<usize>,
    /// Human text, or JSON for tools.
    #[arg(long, value_enum, default_value = "text")]
    format: InspectFormat,
}

/// What `inspect` prints on stdout.
#[derive(Clone, Copy, ValueEnum)]
pub enum InspectFormat {
    /// What sjc read, as text for a person.
    Text,
    /// The same, as one JSON object for tools.
    Json,
}

#[derive(Args)]
pub struct ScoreArgs {
    /// JSONL of {"claim", "evidence": string or [spans]}; `-` for stdin.
    #[arg(long)]
    pairs: String,
    /// Evidence spans kept when evidence must be narrowed.
    #[arg(long, default_value_t = 3, value_parser = cli::at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
pub struct NarrowArgs {
    /// JSONL of {"claim", "evidence": string or [spans], ...}; `-` for stdin. Other fields pass through.
    #[arg(long)]
    pairs: String,
    /// Spans per claim.
    #[arg(long, default_value_t = 3, value_parser = cli::at_least(1), allow_negative_numbers = true)]
    top_k: usize,
}

#[derive(Args)]
pub struct EvalArgs {
    /// Labelled pairs {"claim","evidence","label"} (JSONL), labelled compaction records ({..., "labels": [{"text","label"}]}
    /// as JSON or JSONL), or folders of records with a NAME.labels.json beside each NAME.json.
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// Threshold for balanced accuracy / F1 and for pruning records (default: the model's
    /// --max-false-delete 0.05 rule for records, 0.5 for pairs).
    #[arg(long, value_parser = cli::unit_interval, allow_negative_numbers = true)]
    threshold: Option<f32>,
    /// Risk level of the record threshold, as in `prune --max-false-delete`.
    #[arg(long, value_parser = cli::open_unit_interval, allow_negative_numbers = true)]
    max_false_delete: Option<f32>,
    /// Evidence spans per claim.
    #[arg(long, default_value_t = 3, value_parser = cli::at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
    /// Score at most this many evenly spaced rows (or records) per file.
    #[arg(long, value_parser = cli::at_least(1))]
    sample: Option<usize>,
    /// One row per record of a folder given to --data (named by its file), before the
    /// folder's own row.
    #[arg(long)]
    by_record: bool,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
pub struct CalibrateArgs {
    /// Labelled data held out from training: pairs (JSONL of {"claim","evidence","label"}) fit
    /// the layer for bare pairs; compaction records (files or folders, as for `sjc eval`) fit
    /// the layer for entries of records and, cross-fitted, risk.json.
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// Where to write calibration.json (default: into the --model folder).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Where to write risk.json when --data holds records (default: into the --model folder).
    #[arg(long)]
    risk_out: Option<PathBuf>,
    /// Name of the risk calibration set, stated in every report that uses it (default: the
    /// names of the record sets it holds, joined with `+`).
    #[arg(long)]
    set: Option<String>,
    /// The record sets (file or folder names without `.json`/`.jsonl`) whose true entries form
    /// risk.json (repeatable; default: every record set given). The layer is fitted on all of
    /// them; the threshold is calibrated on the kind of records the judge will prune.
    #[arg(long, value_name = "SET")]
    risk_data: Vec<String>,
    /// Weight of one data set in the fit, `SET=W` with SET the file or folder name without
    /// `.json`/`.jsonl` (repeatable; default 1): `--weight compaction_guard=0.25` lets a large
    /// set of another kind count as a quarter of its rows.
    #[arg(long, value_name = "SET=W")]
    weight: Vec<String>,
    /// Use at most this many evenly spaced rows (pairs) or records per file.
    #[arg(long, value_parser = cli::at_least(1))]
    sample: Option<usize>,
    /// Evidence spans per claim.
    #[arg(long, default_value_t = 3, value_parser = cli::at_least(1), allow_negative_numbers = true)]
    top_k: usize,
    /// Calibration method: `auto` picks the lowest 2-fold cross-validated dev NLL; a named
    /// method is fitted even if another scores better (the table still shows all four).
    #[arg(long, value_enum, default_value = "auto")]
    method: CalibMethod,
    /// Hybrid layer over these features only (comma-separated names from the model card's
    /// feature table; default: all of them).
    #[arg(long, value_delimiter = ',')]
    features: Vec<String>,
    /// Also write every scored row (logits, hybrid features, label, set) as JSONL here, for
    /// ablations (models/sjc-judge-minilm/train/ablation.py). Rows of labelled records also
    /// carry the entry's section and text and its out-of-fold P(support) (record_ablation.py).
    #[arg(long)]
    dump: Option<PathBuf>,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
pub struct CalibrateRiskArgs {
    /// Labelled compaction records, as for `sjc eval` (files or folders); every entry labelled.
    #[arg(long, num_args = 1.., required = true)]
    data: Vec<PathBuf>,
    /// Where to write risk.json (default: into the --model folder).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Name of the calibration set, stated in every report that uses it.
    #[arg(long)]
    set: Option<String>,
    /// Calibrate on saved runs instead of pruning now: every `DIR/NAME.report.json` (the report
    /// an earlier `sjc prune --report` wrote for `NAME.json` of a --data folder) gives the scores
    /// of its record's entries; records without a report are not used. Held-back scores: from a
    /// version frozen before the records were written. Needs --out.
    #[arg(long, value_name = "DIR")]
    reports: Option<PathBuf>,
    #[command(flatten)]
    judge: JudgeArgs,
}

#[derive(Args)]
pub struct BenchArgs {
    /// Number of synthetic (entry, evidence) pairs per run.
    #[arg(long, default_value_t = 64, value_parser = cli::at_least(1))]
    pairs: usize,
    /// Approximate evidence length in words.
    #[arg(long, default_value_t = 120)]
    words: usize,
    /// Timed repetitions (rounds; with --reference each round also times PyTorch).
    #[arg(long, default_value_t = 3, value_parser = cli::at_least(1))]
    runs: usize,
    /// Workload: compaction records (JSON / JSONL files, as `sjc eval` reads) whose
    /// (entry, evidence) pairs are timed. Default: the shipped examples
    /// (examples/quickstart.json, examples/agent/*.jsonl) when present, else synthetic pairs.
    #[arg(long, num_args = 1.., conflicts_with = "synthetic")]
    data: Vec<PathBuf>,
    /// At most this many records (evenly spaced) from --data.
    #[arg(long, default_value_t = 60, value_parser = cli::at_least(1))]
    records: usize,
    /// Time --pairs synthetic pairs of ~--words evidence words instead of records.
    #[arg(long)]
    synthetic: bool,
    /// Also time PyTorch + transformers on the same model folder and pairs, in f32 eager and
    /// bf16 autocast, alternating rounds with sjc: the Python interpreter to run
    /// benches/reference_torch.py with (e.g. /work/venv-torch/bin/python). The folder is
    /// --model; without it, models/sjc-judge-minilm under the current directory, else under
    /// the source tree sjc was built from, whichever holds the embedded judge's files (none:
    /// an error, exit 2). Skipped with a message when Python, torch or transformers is missing.
    #[arg(long)]
    reference: Option<PathBuf>,
    /// The reference script (default: benches/reference_torch.py under the current directory,
    /// else under the source tree sjc was built from).
    #[arg(long)]
    reference_script: Option<PathBuf>,
    #[command(flatten)]
    judge: JudgeArgs,
}

fn main() -> ExitCode {
    // Keep large activation buffers in the heap (measured +50–75% on 2 cores).
    sjc::judge::tune_malloc();
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::from_env("SJC_LOG"))
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    if let Some(Err(e)) = cli::env_device() {
        return cli::exit(Err(cli::CliError::BadInput(e)));
    }
    let res = match cli.cmd {
        Cmd::Prune(a) => cli::prune::run(a),
        Cmd::Score(a) => cli::score::score(a),
        Cmd::Narrow(a) => cli::score::narrow(a),
        Cmd::Eval(a) => cli::eval::run(a),
        Cmd::Calibrate(a) => cli::calibrate::run(a),
        Cmd::CalibrateRisk(a) => cli::calibrate::risk(a),
        Cmd::Bench(a) => cli::bench::run(a),
        Cmd::Inspect(a) => cli::inspect::run(a),
        Cmd::Plan(a) => cli::plan::run(a),
        Cmd::Apply(a) => cli::apply::run(a),
        Cmd::Batch(a) => cli::batch::run(a),
    };
    cli::exit(res)
}
