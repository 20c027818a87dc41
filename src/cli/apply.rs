//! `sjc apply`: checks and prunes the summary the harness's model wrote, and writes the new
//! transcript (the library's [`sjc::compact::apply()`]). The transcript is never modified in
//! place unless `--out` names it; the output is written to a temporary file beside `--out`
//! and renamed over it, so a failure at any point leaves every file as it was.

use std::io::Write;
use std::path::{Path, PathBuf};

use clap::Args;
use sjc::compact::tokens::TokenCounter;
use sjc::compact::{apply, ApplyError, ApplyOptions, Plan};
use sjc::evidence::EvidenceOptions;
use sjc::record::from_json_str;
use sjc::transcript::{self, TranscriptFormat};

use super::decision::DecisionArgs;
use super::{read_input, CliError, Status};
use crate::JudgeArgs;

/// `sjc apply` flags.
#[derive(Args)]
#[command(mut_arg("max_delete_fraction", |a| a.help(
    "Tripwire: refuse (or, with --accept-unpruned, keep the summary whole) when more than this share would be deleted"
)))]
pub struct ApplyArgs {
    /// The transcript the plan was made from; `-` for stdin.
    #[arg(long)]
    transcript: String,
    /// Its format (default: detected).
    #[arg(long)]
    transcript_format: Option<TranscriptFormat>,
    /// The plan `sjc plan` printed (JSON file).
    #[arg(long)]
    plan: PathBuf,
    /// The summary the harness's model wrote (text file; `-` for stdin).
    #[arg(long)]
    summary: String,
    /// Write the new transcript here (atomically: a temporary file renamed over it); it may
    /// be the transcript itself. Default: stdout.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Summary cap in tokens (default: the plan's summary_cap_tokens).
    #[arg(long)]
    cap: Option<usize>,
    /// tokenizer.json for the summary's token count (default: the plan's, else the estimate).
    #[arg(long)]
    tokenizer: Option<PathBuf>,
    /// Write the summary even if the judge failed or the tripwire fired (nothing deleted).
    #[arg(long)]
    accept_unpruned: bool,
    /// Write the prune report (JSON) here.
    #[arg(long)]
    report: Option<PathBuf>,
    #[command(flatten)]
    decision: DecisionArgs,
    #[command(flatten)]
    judge: JudgeArgs,
}

fn exit_of(e: &ApplyError) -> Status {
    match e {
        ApplyError::JudgeFailed(_) => Status::JudgeFailed,
        ApplyError::Tripwire(_) => Status::Tripwire,
        _ => Status::BadInput,
    }
}

/// Writes `text` to `path` through a temporary file in the same folder and a rename.
fn write_atomic(path: &Path, text: &str) -> std::io::Result<()> {
    let dir = path
        .parent()
        .filter(|d| !d.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map_or("out".into(), |n| n.to_string_lossy().into_owned());
    let tmp = dir.join(format!(".{name}.sjc-{}.tmp", std::process::id()));
    let res = std::fs::write(&tmp, text).and_then(|_| std::fs::rename(&tmp, path));
    if res.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    res
}

/// Runs `sjc apply`.
pub fn run(a: ApplyArgs) -> Result<Status, CliError> {
    let (bytes, what) = read_input("--transcript", &a.transcript)?;
    let original = String::from_utf8(bytes.clone())
        .map_err(|e| CliError::BadInput(format!("{what}: not UTF-8: {e}")))?;
    let t = transcript::read(bytes, &what, a.transcript_format)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let (pb, pwhat) = read_input("--plan", &a.plan.display().to_string())?;
    let plan_text = String::from_utf8(pb)
        .map_err(|e| CliError::BadInput(format!("--plan {pwhat}: not UTF-8: {e}")))?;
    let plan: Plan = from_json_str(&plan_text)
        .map_err(|e| CliError::BadInput(format!("--plan {pwhat}: {e}")))?;
    let (sb, swhat) = read_input("--summary", &a.summary)?;
    let summary = String::from_utf8(sb)
        .map_err(|e| CliError::BadInput(format!("--summary {swhat}: not UTF-8: {e}")))?;
    let tok_path = a
        .tokenizer
        .clone()
        .or_else(|| plan.tokens.tokenizer.as_ref().map(PathBuf::from));
    let counter =
        TokenCounter::new(tok_path.as_deref()).map_err(|e| CliError::BadInput(e.to_string()))?;
    // An empty summary cancels before any judge is loaded.
    if summary.trim().is_empty() {
        let e = ApplyError::Cancelled;
        eprintln!("sjc: apply: {e}");
        return Ok(exit_of(&e));
    }
    if !plan.compact {
        eprintln!("sjc: apply: note: no trigger of this plan fired; applying as asked");
    }
    let pruner = a.decision.pruner(&a.judge, EvidenceOptions::default())?;
    let applied = match apply(
        &t,
        &original,
        &plan,
        &summary,
        &counter,
        &pruner,
        ApplyOptions {
            cap_tokens: a.cap,
            accept_unpruned: a.accept_unpruned,
        },
    ) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("sjc: apply: {e}");
            return Ok(exit_of(&e));
        }
    };
    eprintln!("{}", applied.report.one_line());
    match &a.out {
        Some(path) => write_atomic(path, &applied.output).map_err(|e| {
            CliError::Io(std::io::Error::new(
                e.kind(),
                format!("--out {}: {e}; input unchanged", path.display()),
            ))
        })?,
        None => {
            let mut out = std::io::stdout().lock();
            out.write_all(applied.output.as_bytes())?;
            out.flush()?;
        }
    }
    eprintln!(
        "sjc: apply: {} messages -> {}; summary {} tokens ({} entries deleted); files in the reminder: {}",
        applied.messages.0,
        applied.messages.1,
        applied.summary_tokens,
        applied.report.counts.deleted,
        applied.files_changed.len()
    );
    if let Some(path) = &a.report {
        let written = serde_json::to_string_pretty(&applied.report)
            .map_err(std::io::Error::from)
            .and_then(|s| std::fs::write(path, s));
        if let Err(e) = written {
            eprintln!("sjc: --report: cannot write {}: {e}", path.display());
            return Ok(Status::Internal);
        }
    }
    Ok(if applied.report.had_judge_errors() {
        Status::JudgeFailed
    } else if applied.report.tripwire.fired {
        Status::Tripwire
    } else {
        Status::Ok
    })
}
