//! `sjc calibrate` (fit calibration.json on labelled pairs) and `sjc calibrate-risk` (fit
//! risk.json, the calibration set of the risk-controlled threshold, on labelled records).

use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::Context;
use sjc::eval::{read_eval_path, EvalData, RowEvidence};
use sjc::judge::{read_files, resolve_model, JudgeError};
use sjc::pipeline::{load_judge_files, PipelineOptions, Pruner};
use sjc::verify::features;
use sjc::verify::fit::{self, CalibrationRow, Method};
use sjc::verify::risk::RiskCalibration;

use super::{CliError, Status};
use crate::{CalibMethod, CalibrateArgs, CalibrateRiskArgs, JudgeArgs};

/// `--out`, else `FILE` in the `--model` folder.
fn out_path(out: &Option<PathBuf>, judge: &JudgeArgs, file: &str) -> Result<PathBuf, CliError> {
    match (out, &judge.model) {
        (Some(p), _) => Ok(p.clone()),
        (None, Some(m)) if Path::new(m).is_dir() => Ok(PathBuf::from(m).join(file)),
        _ => Err(CliError::BadInput(format!(
            "--out: give a path for {file} (the model is not a folder)"
        ))),
    }
}

/// Writes `value` as pretty JSON to `path` with a `fitted` object (how, from what) added.
fn write_with_provenance(
    path: &Path,
    value: &impl serde::Serialize,
    fitted: serde_json::Value,
) -> Result<(), CliError> {
    let mut v = serde_json::to_value(value).context("serialising")?;
    if let Some(o) = v.as_object_mut() {
        o.insert("fitted".into(), fitted);
    }
    std::fs::write(
        path,
        serde_json::to_string_pretty(&v).context("serialising")? + "\n",
    )
    .with_context(|| format!("--out: cannot write {}", path.display()))?;
    Ok(())
}

/// Runs `sjc calibrate`.
pub fn run(args: CalibrateArgs) -> Result<Status, CliError> {
    if let Some(f) = args
        .features
        .iter()
        .find(|f| !sjc::verify::FEATURES.contains(&f.trim()))
    {
        return Err(CliError::BadInput(format!(
            "--features: unknown hybrid feature {f:?} (known: {})",
            sjc::verify::FEATURES.join(", ")
        )));
    }
    // Load without any existing calibration.json: it is what we are about to replace.
    let loaded = resolve_model(args.judge.model.as_deref()).and_then(|src| {
        let mut files = read_files(&src)?;
        files.calibration = None;
        load_judge_files(&files, &args.judge.options())
    })?;
    let out_path = out_path(&args.out, &args.judge, "calibration.json")?;
    let before = loaded.verifier.calibration().clone();
    let labels = loaded.verifier.labels().clone();
    // Each pair is also scored span by span: the hybrid layer may read the best span.
    let pruner = Pruner::from_loaded(
        loaded,
        PipelineOptions {
            span_scores: true,
            ..PipelineOptions::default()
        },
    );
    let mut rows = Vec::new();
    for path in &args.data {
        let bytes = std::fs::read(path).map_err(|e| {
            CliError::BadInput(format!("--data: cannot read {}: {e}", path.display()))
        })?;
        let mut r = sjc::eval::sample_evenly(
            sjc::eval::read_pairs(bytes, &path.display().to_string())?,
            args.sample,
        );
        for row in &mut r {
            row.set.get_or_insert_with(|| sjc::eval::set_name(path));
        }
        rows.extend(r);
    }
    rows.retain(|r| r.label.is_some());
    if rows.is_empty() {
        return Err(CliError::BadInput("--data has no labelled rows".into()));
    }
    let t = std::time::Instant::now();
    let chunk = sjc::retrieve::ChunkConfig::default();
    let evidence: Vec<RowEvidence> = rows
        .iter()
        .map(|r| RowEvidence::of(r, args.top_k, &chunk))
        .collect();
    let scored = sjc::eval::score_rows(&pruner, &rows, &evidence);
    eprintln!(
        "sjc: scored {} pairs in {:.1} s",
        rows.len(),
        t.elapsed().as_secs_f64()
    );
    let mut fit_rows = Vec::new();
    for ((row, s), ev) in rows.iter().zip(&scored).zip(&evidence) {
        let Some(label) = row.label else { continue };
        if s.p_support.is_none() || s.logits.is_empty() {
            continue;
        }
        fit_rows.push(CalibrationRow {
            logits: s.logits.clone(),
            features: features(
                &row.claim,
                &ev.joined(),
                &s.logits,
                &labels,
                s.best_span_margin,
                &sjc::verify::EntryContext::default(),
            ),
            supported: label.is_supported(),
            class: fit::class_index(&labels, label),
            set: row.set.clone().unwrap_or_default(),
            fold: fit::fold_of(&row.claim),
        });
    }
    if let Some(path) = &args.dump {
        let mut w = std::io::BufWriter::new(
            std::fs::File::create(path)
                .with_context(|| format!("--dump: cannot write {}", path.display()))?,
        );
        for r in &fit_rows {
            let features: serde_json::Map<String, serde_json::Value> = sjc::verify::FEATURES
                .iter()
                .zip(r.features)
                .map(|(n, v)| (n.to_string(), (v as f64).into()))
                .collect();
            let line = serde_json::json!({"set": r.set, "supported": r.supported, "class": r.class, "fold": r.fold, "logits": r.logits, "features": features});
            writeln!(w, "{line}")?;
        }
        w.flush()?;
    }
    let method = match args.method {
        CalibMethod::Auto => Method::Auto,
        CalibMethod::Identity => Method::Identity,
        CalibMethod::Temperature => Method::Temperature,
        CalibMethod::Platt => Method::Platt,
        CalibMethod::Hybrid => Method::Hybrid,
    };
    let names: Vec<&str> = args.features.iter().map(|s| s.trim()).collect();
    let sel = fit::select(&fit_rows, &labels, method, &before, &names)
        .map_err(|e| CliError::BadInput(format!("--features/--data: {e}")))?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "calibration fitted on {} labelled pairs ({} supported); 2-fold cross-validated dev NLL / ECE:", sel.rows, sel.supported)?;
    for c in &sel.cv {
        let mark = match (c.method == sel.method.name(), args.method) {
            (false, _) => "",
            (true, CalibMethod::Auto) => "  <- chosen",
            (true, _) => "  <- chosen (--method)",
        };
        writeln!(
            out,
            "  {:<12} NLL {:.4}  ECE {:.4}{mark}",
            c.method, c.nll, c.ece
        )?;
    }
    writeln!(
        out,
        "ECE (15 bins, P(supported)) per set, before (raw model: {}) and after ({}):",
        before.describe(),
        sel.chosen.describe()
    )?;
    if sel.rows < 200 {
        eprintln!(
            "sjc: warning: calibration fitted on only {} rows; with so few the fit (and the choice of method) is \
             unreliable: compare `sjc eval` with the old and the new calibration.json before keeping it",
            sel.rows
        );
    }
    for s in &sel.per_set {
        writeln!(
            out,
            "  {:<28} n {:>6}  ECE before {}  after {}",
            s.set,
            s.n,
            sjc::eval::fmt_opt(s.ece_before),
            sjc::eval::fmt_opt(s.ece_after)
        )?;
    }
    let fitted = serde_json::json!({
        "by": format!("sjc calibrate {}", env!("CARGO_PKG_VERSION")),
        "data": args.data.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
        "rows": sel.rows,
        "selected_by": if args.method == CalibMethod::Auto { "lowest 2-fold CV NLL" } else { "--method" },
        "cv_nll": sel.cv,
        "ece_per_set": sel.per_set,
    });
    write_with_provenance(&out_path, &sel.chosen, fitted)?;
    writeln!(out, "wrote {}", out_path.display())?;
    Ok(Status::Ok)
}

/// Runs `sjc calibrate-risk`: prunes every labelled record as `sjc prune` does and keeps the
/// final P(support) (after the guard cap) of each entry labelled supported.
pub fn risk(args: CalibrateRiskArgs) -> Result<Status, CliError> {
    let out_path = out_path(&args.out, &args.judge, "risk.json")?;
    let loaded = args
        .judge
        .load()
        .map_err(|e: JudgeError| CliError::Judge(e))?;
    let pruner = Pruner::from_loaded(loaded, PipelineOptions::default());
    let mut scores = Vec::new();
    let (mut records, mut labelled, mut errors) = (0, 0, 0);
    for path in &args.data {
        let EvalData::Records(recs) = read_eval_path(path)? else {
            return Err(CliError::BadInput(format!(
                "--data: {}: expected labelled compaction records",
                path.display()
            )));
        };
        let ev = sjc::eval::eval_records(&pruner, &sjc::eval::set_name(path), &recs);
        records += ev.records;
        labelled += ev.matched;
        errors += ev.kept_on_error;
        scores.extend(
            ev.p.iter()
                .zip(&ev.y)
                .filter(|(_, y)| y.is_supported())
                .map(|(p, _)| *p),
        );
    }
    if errors > 0 {
        return Err(CliError::BadInput(format!(
            "the judge failed on {errors} entries; fix that before fitting risk.json"
        )));
    }
    if scores.is_empty() {
        return Err(CliError::BadInput(
            "--data: no entry labelled supported was matched to a summary entry".into(),
        ));
    }
    let set = args.set.clone().unwrap_or_else(|| {
        args.data
            .iter()
            .map(|p| sjc::eval::set_name(p))
            .collect::<Vec<_>>()
            .join("+")
    });
    let n = scores.len();
    let risk = RiskCalibration {
        set,
        supported_scores: scores,
    };
    risk.validate().map_err(CliError::BadInput)?;
    let fitted = serde_json::json!({
        "by": format!("sjc calibrate-risk {}", env!("CARGO_PKG_VERSION")),
        "data": args.data.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
        "records": records,
        "labelled_entries": labelled,
        "judge": pruner.info(),
    });
    write_with_provenance(&out_path, &risk, fitted)?;
    let mut out = std::io::stdout().lock();
    writeln!(out, "risk calibration set {:?}: {n} true entries from {records} records ({labelled} labelled entries matched)", risk.set)?;
    for alpha in [0.01f32, 0.02, 0.05, 0.1, 0.2] {
        if let Ok(t) = risk.threshold(alpha, sjc::verify::DEFAULT_THRESHOLD) {
            writeln!(out, "  --max-false-delete {alpha:<5} threshold {:.4} ({} of {n} calibration true entries below it)", t.threshold, (t.empirical_rate * n as f64).round())?;
        }
    }
    writeln!(out, "wrote {}", out_path.display())?;
    Ok(Status::Ok)
}
