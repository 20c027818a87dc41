//! `sjc prune`: one compaction record in, the pruned summary out.

use std::io::Write;
use std::path::Path;

use sjc::evidence::EvidenceOptions;
use sjc::pipeline::PipelineOptions;
use sjc::prune::PruneOptions;
use sjc::record::{decode_text, Record, RecordError};
use sjc::verify::ThresholdRule;

use super::{read_input, CliError, Status};
use crate::{Format, PruneArgs};

fn read_bytes(p: &Path, field: &str) -> Result<Vec<u8>, RecordError> {
    std::fs::read(p).map_err(|e| RecordError::Invalid {
        field: field.into(),
        message: format!("cannot read {}: {e}", p.display()),
    })
}

/// The summary must be UTF-8: it is given back byte for byte.
fn read_summary(p: &Path) -> Result<String, RecordError> {
    decode_text(
        read_bytes(p, "--summary")?,
        &format!("--summary ({})", p.display()),
    )
}

/// Evidence files (`--previous`, `--tool-output`, `--user`) are read whatever their encoding:
/// bytes that are not UTF-8 become U+FFFD, with a warning naming the file, since a tool's
/// output may hold anything.
fn read_evidence(p: &Path, field: &str) -> Result<String, RecordError> {
    let bytes = read_bytes(p, field)?;
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(e) => {
            let at = e.utf8_error().valid_up_to();
            eprintln!(
                "sjc: warning: {field} {} is not valid UTF-8 (first bad byte at offset {at}); its invalid bytes are read as U+FFFD",
                p.display()
            );
            Ok(String::from_utf8_lossy(e.as_bytes()).into_owned())
        }
    }
}

/// The record from `--input`, or from the shell form (`--summary`, `--tool-output`, ...).
fn record(args: &PruneArgs) -> Result<Record, RecordError> {
    if let Some(input) = &args.input {
        let (b, what) = read_input(input)?;
        return Record::from_json_bytes(b, &what);
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
    let record = record(&args)?;
    let opts = PipelineOptions {
        prune: PruneOptions {
            max_delete_fraction: args.max_delete_fraction,
            ..PruneOptions::default()
        },
        top_k: args.top_k,
        evidence: EvidenceOptions {
            user_turns: !args.no_user_evidence,
        },
        ..PipelineOptions::default()
    };
    let judge = args.judge.load_or_keep_all();
    if let (Some(t), Some(a)) = (args.threshold, args.max_false_delete) {
        eprintln!("sjc: --threshold {t} overrides --max-false-delete {a}");
    }
    let rule = match &judge {
        Ok(l) => ThresholdRule::choose(args.threshold, args.max_false_delete, l.risk.as_ref())
            .map_err(|e| CliError::BadInput(e.to_string()))?,
        // With no judge nothing is deleted whatever the threshold, so a rule that needs the
        // model's risk.json is not an error then.
        Err(_) => ThresholdRule::choose(args.threshold, None, None).unwrap_or_default(),
    };
    let pruner =
        super::batch::with_cache(super::pruner(judge, opts.with_threshold(rule)), &args.cache);
    let report = pruner.prune(&record);
    super::batch::save_cache(&pruner, &args.cache);
    for e in &report.errors {
        eprintln!("sjc: {e}");
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
