//! `sjc prune`: one compaction record in, the pruned summary out.

use std::io::Write;
use std::path::Path;

use sjc::evidence::EvidenceOptions;
use sjc::record::{decode_text, decode_utf8, Record, RecordError};
use sjc::transcript::{self, TranscriptInfo};

use super::{read_input, CliError, Status};
use crate::{Format, PruneArgs};

fn read_bytes(p: &Path, field: &str) -> Result<Vec<u8>, RecordError> {
    std::fs::read(p).map_err(|e| RecordError::Invalid {
        field: field.into(),
        message: format!("cannot read {}: {e}", p.display()),
    })
}

/// The summary: UTF-8 (a byte-order mark is dropped), not blank.
pub fn read_summary(p: &Path) -> Result<String, RecordError> {
    decode_text(
        read_bytes(p, "--summary")?,
        &format!("--summary ({})", p.display()),
    )
}

/// Evidence files (`--previous`, `--tool-output`, `--user`) follow the same encoding rule as
/// every input ([`decode_utf8`]): UTF-8, a byte-order mark dropped, anything else an error
/// naming the flag, the file and the byte offset. They may be empty.
fn read_evidence(p: &Path, field: &str) -> Result<String, RecordError> {
    decode_utf8(read_bytes(p, field)?, &format!("{field} ({})", p.display()))
}

/// The record cut from `--transcript` (the summary from `--summary` or from the file), and
/// what the report says about the transcript.
fn transcript_record(path: &str, args: &PruneArgs) -> Result<(Record, TranscriptInfo), CliError> {
    let (bytes, what) = read_input("--transcript", path)?;
    let t = transcript::read(bytes, &what, args.transcript_format.and_then(|f| f.0))?;
    let sel = super::selection(args.compacted_until, args.compaction);
    let summary = args.summary.as_deref().map(read_summary).transpose()?;
    let mut rec = t.to_record(summary, sel)?;
    if args.task.is_some() {
        rec.task = args.task.clone();
    }
    Ok((rec, t.info(sel)))
}

/// The record from `--input`, or from the shell form (`--summary`, `--tool-output`, ...).
fn record(args: &PruneArgs) -> Result<Record, RecordError> {
    if let Some(input) = &args.input {
        let (b, what) = read_input("--input", input)?;
        let what = format!("--input ({what})");
        // JSON and field errors name the field; the file is named too, as for every other input
        return Record::from_json_bytes(b, &what).map_err(|e| match e {
            RecordError::Json { field, message } => RecordError::Json {
                field: format!("{what}: {field}"),
                message,
            },
            RecordError::Invalid { field, message } => RecordError::Invalid {
                field: format!("{what}: {field}"),
                message,
            },
            other => other,
        });
    }
    let Some(summary) = &args.summary else {
        return Err(RecordError::Invalid {
            field: "--input/--summary".into(),
            message: "give --input FILE (a compaction record) or --summary FILE".into(),
        });
    };
    let s = read_summary(summary)?;
    let prev = args
        .previous
        .as_ref()
        .map(|p| read_evidence(p, "--previous"))
        .transpose()?;
    let mut outs = Vec::new();
    for p in &args.tool_output {
        outs.push((p.display().to_string(), read_evidence(p, "--tool-output")?));
    }
    let users = args
        .user
        .iter()
        .map(|p| read_evidence(p, "--user"))
        .collect::<Result<Vec<_>, _>>()?;
    Record::from_parts(s, prev, outs, users, args.task.clone())
}

/// Runs `sjc prune`. The pruned summary goes to stdout before the report is written, so a
/// report that cannot be written never costs the caller the summary.
pub fn run(args: PruneArgs) -> Result<Status, CliError> {
    let (record, transcript) = match &args.transcript {
        Some(path) => {
            let (r, info) = transcript_record(path, &args)?;
            (r, Some(info))
        }
        None => (record(&args)?, None),
    };
    let pruner = args.decision.pruner(
        &args.judge,
        EvidenceOptions {
            user_turns: !args.no_user_evidence,
        },
    )?;
    let pruner = super::batch::with_cache(pruner, &args.cache);
    let mut report = pruner.prune(&record);
    report.transcript = transcript;
    super::batch::save_cache(&pruner, &args.cache);
    for e in &report.errors {
        eprintln!("sjc: {e}");
    }
    for w in &report.warnings {
        eprintln!("sjc: warning: {w}");
    }
    if let Some(a) = report.analysis.as_ref().filter(|a| a.dropped) {
        eprintln!(
            "sjc: --drop-analysis: removed the <analysis> block (bytes {}..{} of the summary)",
            a.byte_range[0], a.byte_range[1]
        );
    }
    eprintln!("{}", report.one_line());
    let mut out = std::io::stdout().lock();
    match args.format {
        Format::Text => out.write_all(report.pruned_summary.as_bytes())?,
        Format::Json => {
            serde_json::to_writer_pretty(&mut out, &report).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    if let Some(path) = &args.report {
        let written = std::fs::File::create(path)
            .map_err(anyhow::Error::from)
            .and_then(|f| {
                serde_json::to_writer_pretty(std::io::BufWriter::new(f), &report)
                    .map_err(anyhow::Error::from)
            });
        if let Err(e) = written {
            eprintln!("sjc: --report: cannot write {}: {e}", path.display());
            return Ok(Status::Internal);
        }
    }
    Ok(if report.had_judge_errors() {
        Status::JudgeFailed
    } else if report.tripwire.fired {
        Status::Tripwire
    } else {
        Status::Ok
    })
}
