//! `sjc eval`: metrics of the judge on labelled pairs and labelled compaction records.

use std::io::Write;

use sjc::eval::{read_eval_path, EvalData, RecordEval};
use sjc::pipeline::{PipelineOptions, Pruner};
use sjc::verify::ThresholdRule;

use super::{CliError, Status};
use crate::EvalArgs;

/// Runs `sjc eval`.
pub fn run(args: EvalArgs) -> Result<Status, CliError> {
    let loaded = args.judge.load()?;
    // Records are pruned as `sjc prune` would (the same threshold rule); pair metrics use
    // --threshold, else 0.5.
    let rule = ThresholdRule::choose(args.threshold, args.max_false_delete, loaded.risk.as_ref())
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let pair_threshold = args.threshold.unwrap_or(sjc::verify::DEFAULT_THRESHOLD);
    let opts = PipelineOptions {
        top_k: args.top_k,
        ..PipelineOptions::default()
    }
    .with_threshold(rule.clone());
    let pruner = Pruner::from_loaded(loaded, opts);
    let mut sets = Vec::new();
    let mut record_evals: Vec<RecordEval> = Vec::new();
    // `--by-record`: a row per record file, printed before the sets (never pooled twice)
    let mut per_record: Vec<RecordEval> = Vec::new();
    let names = display_names(&args.data);
    for (path, name) in args.data.iter().zip(names) {
        match read_eval_path(path)? {
            EvalData::Records(records) => {
                if args.by_record && path.is_dir() {
                    for f in sjc::eval::record_files(path)? {
                        if let EvalData::Records(one) = read_eval_path(&f)? {
                            let stem = f
                                .file_stem()
                                .map_or_else(String::new, |s| s.to_string_lossy().into_owned());
                            per_record.push(sjc::eval::eval_records(&pruner, &stem, &one));
                        }
                    }
                }
                let records = sjc::eval::sample_evenly(records, args.sample);
                record_evals.push(sjc::eval::eval_records(&pruner, &name, &records));
            }
            EvalData::Pairs(rows) => {
                let rows = sjc::eval::sample_evenly(rows, args.sample);
                sets.extend(sjc::eval::score_sets(&pruner, &rows, &name, args.top_k));
            }
        }
    }
    for r in &record_evals {
        warn_unmatched(&r.set, &r.unmatched);
        // labels none of which names an entry belong to another summary: no row to print
        if r.y.is_empty() && !r.unmatched.is_empty() {
            return Err(CliError::BadInput(format!(
                "{}: none of its {} label(s) names an entry of its summary (labels of another record?); \
                 `sjc inspect RECORD.json` lists the entries as sjc cuts them",
                r.set,
                r.unmatched.len()
            )));
        }
    }
    let tables = sjc::eval::sets_table(&sets, pair_threshold);
    if record_evals.len() > 1 {
        let pooled = RecordEval::pooled("all records (pooled)", &record_evals);
        record_evals.push(pooled);
    }
    let record_evals: Vec<RecordEval> = per_record.into_iter().chain(record_evals).collect();
    let info = pruner.info();
    let mut out = std::io::stdout().lock();
    if args.json {
        let recs: Vec<serde_json::Value> = record_evals
            .iter()
            .map(|r| {
                let mut v = serde_json::to_value(r).unwrap_or_default();
                if let Some(o) = v.as_object_mut() {
                    o.insert("accuracy".into(), r.accuracy().into());
                    o.insert(
                        "supported_deleted_rate".into(),
                        r.supported_deleted_rate().into(),
                    );
                    o.insert("deletion_precision".into(), r.deletion_precision().into());
                    o.insert("auroc".into(), auroc(r).into());
                    o.insert("ece".into(), ece(r).into());
                }
                v
            })
            .collect();
        // serialized as the struct, not through `json!`, so that f32 fields print as written
        // (`"alpha": 0.05`, as the prune report has it), not widened to f64
        #[derive(serde::Serialize)]
        struct Doc<'a, J, T> {
            judge: J,
            threshold_rule: &'a sjc::verify::ThresholdRule,
            sets: T,
            records: Vec<serde_json::Value>,
        }
        let doc = Doc {
            judge: &info,
            threshold_rule: &rule,
            sets: &tables,
            records: recs,
        };
        serde_json::to_writer_pretty(&mut out, &doc).map_err(std::io::Error::from)?;
        writeln!(out)?;
        return Ok(Status::Ok);
    }
    writeln!(
        out,
        "judge: {} ({}, calibration: {})",
        info.model_id, info.device, info.calibration
    )?;
    if !tables.is_empty() {
        sjc::eval::print_table(&tables, &mut out)?;
        writeln!(out, "(LexAUROC: lexical-overlap baseline on the same rows; LexBAcc*: its balanced accuracy at the best threshold on these rows)")?;
    }
    if !record_evals.is_empty() {
        // the name column fits the longest set or record name
        let w = record_evals
            .iter()
            .map(|r| r.set.chars().count())
            .max()
            .unwrap_or(0)
            .max(28);
        writeln!(
            out,
            "\nrecords pruned with threshold {:.4} ({})",
            rule.threshold(),
            describe(&rule)
        )?;
        writeln!(
            out,
            "{:<w$} {:>7} {:>7} {:>14} {:>12} {:>12} {:>9} {:>7} {:>7} {:>9}",
            "records (sjc prune)",
            "records",
            "entries",
            "right",
            "true deleted",
            "false kept",
            "del.prec",
            "AUROC",
            "ECE",
            "tripwire"
        )?;
        for r in &record_evals {
            let right = match r.accuracy() {
                Some(a) => format!("{}/{} {:.1}%", r.correct, r.matched, a * 100.0),
                None => "-".into(),
            };
            let unsupported = r.matched - r.supported;
            let false_kept = unsupported - r.deleted_unsupported;
            writeln!(
                out,
                "{:<w$} {:>7} {:>7} {:>14} {:>12} {:>12} {:>9} {:>7} {:>7} {:>9}",
                r.set,
                r.records,
                r.matched,
                right,
                format!("{}/{}", r.supported_deleted, r.supported),
                format!("{false_kept}/{unsupported}"),
                sjc::eval::fmt_opt(r.deletion_precision()),
                sjc::eval::fmt_opt(auroc(r)),
                sjc::eval::fmt_opt(ece(r)),
                r.tripwires
            )?;
        }
        writeln!(out, "(entries: labelled entries found in their summary; right: supported kept and the others deleted; true deleted: supported entries deleted, of all supported; false kept: unsupported or contradicted entries kept, of all such; del.prec: of the deleted entries, the share really unsupported or contradicted; AUROC: how well P(support) ranks supported entries above the others, 0.5 is chance; ECE: expected calibration error of P(support), 15 equal-width bins; tripwire: records left unpruned because the judge would delete more than --max-delete-fraction or found no evidence)")?;
    }
    Ok(Status::Ok)
}

/// The name each `--data` path is shown under: its set name ([`sjc::eval::set_name`]), or,
/// when two paths share one (`tA/records`, `tB/records`), its last two path components.
fn display_names(paths: &[std::path::PathBuf]) -> Vec<String> {
    let names: Vec<String> = paths.iter().map(|p| sjc::eval::set_name(p)).collect();
    paths
        .iter()
        .zip(&names)
        .map(|(p, n)| {
            if names.iter().filter(|m| *m == n).count() < 2 {
                return n.clone();
            }
            let parent = p.canonicalize().ok().and_then(|c| {
                c.parent()
                    .and_then(|d| d.file_name())
                    .map(|d| d.to_string_lossy().into_owned())
            });
            match parent {
                Some(d) => format!("{d}/{n}"),
                None => n.clone(),
            }
        })
        .collect()
}

fn supported(r: &RecordEval) -> Vec<bool> {
    r.y.iter().map(|l| l.is_supported()).collect()
}

fn auroc(r: &RecordEval) -> Option<f64> {
    sjc::metrics::auroc(&r.p, &supported(r))
}

fn ece(r: &RecordEval) -> Option<f64> {
    sjc::metrics::ece(&r.p, &supported(r), 15)
}

/// The threshold rule in words, for the table header.
pub fn describe(rule: &ThresholdRule) -> String {
    match rule {
        ThresholdRule::Fixed { source, .. } => format!("fixed: {source}"),
        ThresholdRule::MaxFalseDelete {
            alpha,
            calibration_set,
            n_calibration,
            ..
        } => {
            format!("--max-false-delete {alpha} on calibration set {calibration_set}, {n_calibration} true entries")
        }
    }
}

/// One warning on stderr for labels of `set` that name no summary entry (a typo in a labels
/// file would otherwise only show as `matched` below `labels`), quoting the first three.
pub(crate) fn warn_unmatched(set: &str, unmatched: &[String]) {
    if unmatched.is_empty() {
        return;
    }
    let shown: Vec<String> = unmatched
        .iter()
        .take(3)
        .map(|t| format!("{:?}", t.chars().take(80).collect::<String>()))
        .collect();
    eprintln!(
        "sjc: warning: {set}: {} label(s) name no entry of their summary and are not counted: {}{}",
        unmatched.len(),
        shown.join(", "),
        if unmatched.len() > 3 { ", ..." } else { "" }
    );
}
