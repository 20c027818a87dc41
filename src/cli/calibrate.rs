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

/// The path given with `flag` (`out`), else `FILE` in the `--model` folder.
fn out_path(
    out: &Option<PathBuf>,
    judge: &JudgeArgs,
    file: &str,
    flag: &str,
) -> Result<PathBuf, CliError> {
    match (out, &judge.model) {
        (Some(p), _) => Ok(p.clone()),
        (None, Some(m)) if Path::new(m).is_dir() => Ok(PathBuf::from(m).join(file)),
        _ => Err(CliError::BadInput(format!(
            "{flag}: give a path for {file} (the model is not a folder)"
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

/// `SET=W` of `--weight`: the set name and a finite weight ≥ 0.
fn parse_weights(args: &[String]) -> Result<Vec<(String, f64)>, CliError> {
    args.iter()
        .map(|a| {
            let bad =
                || CliError::BadInput(format!("--weight: {a:?} is not SET=W with W a number >= 0"));
            let (set, w) = a.rsplit_once('=').ok_or_else(bad)?;
            let w: f64 = w.trim().parse().map_err(|_| bad())?;
            if set.trim().is_empty() || !w.is_finite() || w < 0.0 {
                return Err(bad());
            }
            Ok((set.trim().to_string(), w))
        })
        .collect()
}

/// Runs `sjc calibrate`: labelled pairs fit the layer for bare pairs (every method compared by
/// cross-validated NLL), labelled records the hybrid layer for entries of records and, from
/// its cross-fitted scores, `risk.json`.
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
    let weights = parse_weights(&args.weight)?;
    // Read every --data path first: a bad file fails before the model loads.
    let mut rows = Vec::new();
    let mut record_sets: Vec<(String, Vec<sjc::record::Record>)> = Vec::new();
    for path in &args.data {
        let set = sjc::eval::set_name(path);
        match read_eval_path(path)? {
            EvalData::Pairs(p) => {
                let mut r = sjc::eval::sample_evenly(p, args.sample);
                for row in &mut r {
                    row.set.get_or_insert_with(|| set.clone());
                }
                rows.extend(r);
            }
            EvalData::Records(recs) => {
                let recs: Vec<_> = sjc::eval::sample_evenly(recs, args.sample)
                    .into_iter()
                    .filter(|r| r.labels.is_some())
                    .collect();
                if recs.is_empty() {
                    return Err(CliError::BadInput(format!(
                        "--data: {}: no record has labels",
                        path.display()
                    )));
                }
                record_sets.push((set, recs));
            }
        }
    }
    rows.retain(|r| r.label.is_some());
    if rows.is_empty() && record_sets.is_empty() {
        return Err(CliError::BadInput("--data has no labelled rows".into()));
    }
    if let Some((w, _)) = weights.iter().find(|(w, _)| {
        !rows.iter().any(|r| r.set.as_deref() == Some(w.as_str()))
            && !record_sets.iter().any(|(s, _)| s == w)
    }) {
        return Err(CliError::BadInput(format!(
            "--weight: no --data set is named {w:?}"
        )));
    }
    if let Some(s) = args
        .risk_data
        .iter()
        .find(|s| !record_sets.iter().any(|(r, _)| r == *s))
    {
        return Err(CliError::BadInput(format!(
            "--risk-data: no --data record set is named {s:?} (record sets: {})",
            record_sets
                .iter()
                .map(|(r, _)| r.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        )));
    }
    let weight_of = |set: &str| {
        weights
            .iter()
            .find(|(s, _)| s == set)
            .map_or(1.0, |(_, w)| *w)
    };
    if !record_sets.is_empty() && !matches!(args.method, CalibMethod::Auto | CalibMethod::Hybrid) {
        return Err(CliError::BadInput(
            "--method: labelled records fit the hybrid layer only (use auto or hybrid)".into(),
        ));
    }
    // Load without any existing calibration.json: it is what we are about to replace. What it
    // held is kept for the per-set table, and as the pair layer when only records are given.
    let (loaded, before) = resolve_model(args.judge.model.as_deref()).and_then(|src| {
        let mut files = read_files(&src)?;
        let before = match files.calibration.take() {
            Some(b) => sjc::verify::Calibration::from_json(&b, &files.calibration_name)?,
            None => sjc::verify::Calibration::Identity,
        };
        Ok((load_judge_files(&files, &args.judge.options())?, before))
    })?;
    let risk_path = if record_sets.is_empty() {
        None
    } else {
        Some(out_path(
            &args.risk_out,
            &args.judge,
            "risk.json",
            "--risk-out",
        )?)
    };
    let out_path = out_path(&args.out, &args.judge, "calibration.json", "--out")?;
    let labels = loaded.verifier.labels().clone();
    // Each pair is also scored span by span: the hybrid layer may read the best span.
    let mut pruner = Pruner::from_loaded(
        loaded,
        PipelineOptions {
            span_scores: true,
            ..PipelineOptions::default()
        },
    );
    let names: Vec<&str> = args.features.iter().map(|s| s.trim()).collect();
    let mut dump = match &args.dump {
        Some(path) => Some(std::io::BufWriter::new(
            std::fs::File::create(path)
                .with_context(|| format!("--dump: cannot write {}", path.display()))?,
        )),
        None => None,
    };
    let mut out = std::io::stdout().lock();
    let mut fitted = serde_json::json!({
        "by": format!("sjc calibrate {}", env!("CARGO_PKG_VERSION")),
        "data": args.data.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
    });
    let pair_layer = if rows.is_empty() {
        None
    } else {
        let method = match (args.method, record_sets.is_empty()) {
            (CalibMethod::Auto, false) => Method::Hybrid,
            (CalibMethod::Auto, true) => Method::Auto,
            (CalibMethod::Identity, _) => Method::Identity,
            (CalibMethod::Temperature, _) => Method::Temperature,
            (CalibMethod::Platt, _) => Method::Platt,
            (CalibMethod::Hybrid, _) => Method::Hybrid,
        };
        let sel = fit_pairs(
            &pruner, &rows, &args, &labels, &before, method, &names, &mut dump,
        )?;
        let mark = |m: &str| match (m == sel.method.name(), method) {
            (false, _) => "",
            (true, Method::Auto) => "  <- chosen",
            (true, _) => "  <- chosen (--method)",
        };
        writeln!(out, "pair layer fitted on {} labelled pairs ({} supported); 2-fold cross-validated dev NLL / ECE:", sel.rows, sel.supported)?;
        for c in &sel.cv {
            writeln!(
                out,
                "  {:<12} NLL {:.4}  ECE {:.4}{}",
                c.method,
                c.nll,
                c.ece,
                mark(c.method)
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
        fitted["rows"] = sel.rows.into();
        fitted["selected_by"] = (if method == Method::Auto {
            "lowest 2-fold CV NLL"
        } else {
            "--method"
        })
        .into();
        fitted["cv_nll"] = serde_json::to_value(&sel.cv).context("serialising")?;
        fitted["ece_per_set"] = serde_json::to_value(&sel.per_set).context("serialising")?;
        Some(sel.chosen)
    };
    let calibration = if record_sets.is_empty() {
        pair_layer.expect("pairs were given")
    } else {
        pruner
            .set_calibration(sjc::verify::Calibration::Hybrid(
                sjc::verify::HybridLayer::probe(),
            ))
            .map_err(CliError::Judge)?;
        // The record sets whose true entries form risk.json: --risk-data, else all.
        let risk_sets: Vec<&str> = record_sets
            .iter()
            .map(|(s, _)| s.as_str())
            .filter(|s| args.risk_data.is_empty() || args.risk_data.iter().any(|r| r == s))
            .collect();
        let (layer, risk) = fit_records(
            &pruner,
            &record_sets,
            &names,
            &weight_of,
            &risk_sets,
            args.set.as_deref(),
            &mut dump,
            &mut out,
        )?;
        fitted["records"] = serde_json::json!({
            "sets": record_sets.iter().map(|(s, r)| serde_json::json!({"set": s, "records": r.len(), "weight": weight_of(s)})).collect::<Vec<_>>(),
            "risk_set": risk.set,
        });
        // The pair layer: the one just fitted, else the model's own hybrid layer; with
        // neither, the record layer serves bare pairs too.
        if let sjc::verify::Calibration::Hybrid(h) = &before {
            if h.records.is_some() {
                writeln!(
                    out,
                    "the new record layer replaces the one in the model's calibration.json"
                )?;
            }
        }
        let top = match pair_layer.unwrap_or(before) {
            sjc::verify::Calibration::Hybrid(mut h) => {
                h.records = Some(Box::new(layer));
                h
            }
            _ => layer,
        };
        let path = risk_path.as_ref().expect("records were given");
        let risk_fitted = serde_json::json!({
            "by": format!("sjc calibrate {} (cross-fitted record layer)", env!("CARGO_PKG_VERSION")),
            "data": risk_sets,
            "judge": pruner.info(),
        });
        write_with_provenance(path, &risk, risk_fitted)?;
        writeln!(out, "wrote {}", path.display())?;
        sjc::verify::Calibration::Hybrid(top)
    };
    if let Some(mut w) = dump {
        w.flush()?;
    }
    write_with_provenance(&out_path, &calibration, fitted)?;
    writeln!(out, "wrote {}", out_path.display())?;
    Ok(Status::Ok)
}

/// Scores labelled pairs (each also span by span) and fits the pair calibration
/// ([`fit::select`]); rows go to `dump` when given.
#[allow(clippy::too_many_arguments)]
fn fit_pairs(
    pruner: &Pruner,
    rows: &[sjc::eval::PairRow],
    args: &CalibrateArgs,
    labels: &sjc::judge::LabelMap,
    before: &sjc::verify::Calibration,
    method: Method,
    names: &[&str],
    dump: &mut Option<std::io::BufWriter<std::fs::File>>,
) -> Result<fit::Selection, CliError> {
    let t = std::time::Instant::now();
    let chunk = sjc::retrieve::ChunkConfig::default();
    let evidence: Vec<RowEvidence> = rows
        .iter()
        .map(|r| RowEvidence::of(r, args.top_k, &chunk))
        .collect();
    let scored = sjc::eval::score_rows(pruner, rows, &evidence);
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
                labels,
                s.best_span_margin,
                &sjc::verify::EntryContext::default(),
            ),
            supported: label.is_supported(),
            class: fit::class_index(labels, label),
            set: row.set.clone().unwrap_or_default(),
            fold: fit::fold_of(&row.claim),
        });
    }
    if let Some(w) = dump {
        for r in &fit_rows {
            let line = serde_json::json!({"set": r.set, "supported": r.supported, "class": r.class, "fold": r.fold, "logits": r.logits, "features": named(&r.features)});
            writeln!(w, "{line}")?;
        }
    }
    fit::select(&fit_rows, labels, method, before, names)
        .map_err(|e| CliError::BadInput(format!("--features/--data: {e}")))
}

/// The features by name, for `--dump`.
fn named(f: &[f32; sjc::verify::N_FEATURES]) -> serde_json::Map<String, serde_json::Value> {
    sjc::verify::FEATURES
        .iter()
        .zip(f)
        .map(|(n, &v)| (n.to_string(), (v as f64).into()))
        .collect()
}

/// Runs labelled records through the pipeline (under the probe layer, so every feature is
/// computed), fits the record layer and cross-fits it ([`fit::fit_records`]), prints the
/// cross-fitted decisions per set at the default risk level, and returns the layer with the
/// risk calibration set of its out-of-fold scores: the true entries of `risk_sets`, named
/// `set_name` (default: those sets' names joined with `+`).
#[allow(clippy::too_many_arguments)]
fn fit_records(
    pruner: &Pruner,
    sets: &[(String, Vec<sjc::record::Record>)],
    names: &[&str],
    weight_of: &dyn Fn(&str) -> f64,
    risk_sets: &[&str],
    set_name: Option<&str>,
    dump: &mut Option<std::io::BufWriter<std::fs::File>>,
    out: &mut dyn Write,
) -> Result<(sjc::verify::HybridLayer, RiskCalibration), CliError> {
    let t = std::time::Instant::now();
    // Each labelled entry with its set, and the row it gives to the fit, in the same order.
    let mut entries: Vec<(&str, sjc::eval::LabelledEntry)> = Vec::new();
    let mut rows = Vec::new();
    let (mut offset, mut failed) = (0, 0);
    for (set, recs) in sets {
        let (labelled, f, unmatched) = sjc::eval::labelled_entries(pruner, recs);
        failed += f;
        super::eval::warn_unmatched(set, &unmatched);
        for e in labelled {
            rows.push(fit::RecordRow {
                features: e.features,
                supported: e.label.is_supported(),
                capped: e.capped,
                weight: weight_of(set),
                group: offset + e.record,
            });
            entries.push((set.as_str(), e));
        }
        offset += recs.len();
    }
    eprintln!(
        "sjc: scored {} labelled entries of {offset} records in {:.1} s",
        rows.len(),
        t.elapsed().as_secs_f64()
    );
    if failed > 0 {
        return Err(CliError::BadInput(format!(
            "the judge failed on {failed} labelled entries; fix that before fitting on records"
        )));
    }
    let names: &[&str] = if names.is_empty() {
        &sjc::verify::FEATURES
    } else {
        names
    };
    let cap = sjc::prune::PruneOptions::default().guard_cap;
    let fit = fit::fit_records(&rows, names, cap)
        .map_err(|e| CliError::BadInput(format!("--features/--data: {e}")))?;
    if let Some(w) = dump {
        for ((r, (set, e)), p) in rows.iter().zip(&entries).zip(&fit.oof) {
            let line = serde_json::json!({"set": set, "supported": r.supported, "label": e.label, "capped": r.capped, "record": r.group, "section": e.section, "text": e.text, "p_out_of_fold": p, "features": named(&r.features)});
            writeln!(w, "{line}")?;
        }
    }
    let in_risk = |set: &str| risk_sets.contains(&set);
    let set = set_name.map_or_else(|| risk_sets.join("+"), str::to_string);
    let risk = RiskCalibration {
        set,
        supported_scores: rows
            .iter()
            .zip(&fit.oof)
            .zip(&entries)
            .filter(|((r, _), (s, _))| r.supported && in_risk(s))
            .map(|((r, &p), _)| {
                sjc::prune::verifier_cap(p, |n| sjc::prune::fired(&r.features, n), cap)
            })
            .collect(),
    };
    risk.validate().map_err(CliError::BadInput)?;
    let supported = rows.iter().filter(|r| r.supported).count();
    let n = risk.supported_scores.len();
    let alpha = sjc::verify::DEFAULT_MAX_FALSE_DELETE;
    if ((alpha as f64) * (n as f64 + 1.0)).floor() < 1.0 {
        eprintln!(
            "sjc: warning: the risk calibration set holds {n} true entries: at --max-false-delete {alpha} its threshold is 0 and \
             nothing is deleted (conformal risk control needs at least {} true entries at that level); label more records",
            (1.0 / alpha as f64).ceil() as usize - 1
        );
    }
    if rows.len() < 200 {
        eprintln!(
            "sjc: warning: the record layer is fitted on only {} labelled entries; with so few its weights are unreliable \
             (the embedded judge's used 634): compare `sjc eval` before and after",
            rows.len()
        );
    }
    writeln!(out, "record layer fitted on {} labelled entries of {offset} records ({supported} supported); cross-fitted over {} folds by record: NLL {:.4}  ECE {:.4}", rows.len(), fit.folds, fit.nll, fit.ece)?;
    if let Ok(t) = risk.threshold(alpha, sjc::verify::DEFAULT_THRESHOLD) {
        writeln!(out, "cross-fitted decisions at --max-false-delete {alpha} (threshold {:.4} from the out-of-fold scores of {} true entries of {}):", t.threshold, risk.supported_scores.len(), risk.set)?;
        for (name, _) in sets {
            let idx: Vec<usize> = (0..rows.len()).filter(|&i| entries[i].0 == name).collect();
            let right = idx
                .iter()
                .filter(|&&i| (fit.oof[i] >= t.threshold) == rows[i].supported)
                .count();
            let sup = idx.iter().filter(|&&i| rows[i].supported).count();
            let deleted = idx
                .iter()
                .filter(|&&i| rows[i].supported && fit.oof[i] < t.threshold)
                .count();
            let p: Vec<f32> = idx.iter().map(|&i| fit.oof[i]).collect();
            let y: Vec<bool> = idx.iter().map(|&i| rows[i].supported).collect();
            writeln!(
                out,
                "  {:<28} entries {:>4}  right {:>5.1}%  true deleted {deleted} of {sup}  AUROC {}",
                name,
                idx.len(),
                100.0 * right as f64 / idx.len().max(1) as f64,
                sjc::eval::fmt_opt(sjc::metrics::auroc(&p, &y)),
            )?;
        }
    }
    Ok((fit.layer, risk))
}

/// The calibration set of `calibrate-risk`: the true entries' scores under `--set` (default: the
/// `--data` names joined by `+`), validated.
fn risk_set(args: &CalibrateRiskArgs, scores: Vec<f32>) -> Result<RiskCalibration, CliError> {
    let set = args.set.clone().unwrap_or_else(|| {
        args.data
            .iter()
            .map(|p| sjc::eval::set_name(p))
            .collect::<Vec<_>>()
            .join("+")
    });
    let risk = RiskCalibration {
        set,
        supported_scores: scores,
    };
    risk.validate().map_err(CliError::BadInput)?;
    Ok(risk)
}

/// Runs `sjc calibrate-risk`: prunes every labelled record as `sjc prune` does and keeps the
/// final P(support) (after the guard cap) of each entry labelled supported; with `--reports`,
/// reads those scores from saved reports instead ([`risk_from_reports`]).
pub fn risk(args: CalibrateRiskArgs) -> Result<Status, CliError> {
    if let Some(dir) = &args.reports {
        return risk_from_reports(&args, dir);
    }
    let out_path = out_path(&args.out, &args.judge, "risk.json", "--out")?;
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
    let risk = risk_set(&args, scores)?;
    let fitted = serde_json::json!({
        "by": format!("sjc calibrate-risk {}", env!("CARGO_PKG_VERSION")),
        "data": args.data.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
        "records": records,
        "labelled_entries": labelled,
        "judge": pruner.info(),
    });
    write_with_provenance(&out_path, &risk, fitted)?;
    print_risk(&risk, records, labelled, &out_path)?;
    Ok(Status::Ok)
}

/// The summary `calibrate-risk` prints: the set, and the threshold each risk level gives.
fn print_risk(
    risk: &RiskCalibration,
    records: usize,
    labelled: usize,
    out_path: &Path,
) -> Result<(), CliError> {
    let n = risk.supported_scores.len();
    let mut out = std::io::stdout().lock();
    writeln!(out, "risk calibration set {:?}: {n} true entries from {records} records ({labelled} labelled entries matched)", risk.set)?;
    for alpha in [0.01f32, 0.02, 0.05, 0.1, 0.2] {
        if let Ok(t) = risk.threshold(alpha, sjc::verify::DEFAULT_THRESHOLD) {
            writeln!(out, "  --max-false-delete {alpha:<5} threshold {:.4} ({} of {n} calibration true entries below it)", t.threshold, (t.empirical_rate * n as f64).round())?;
        }
    }
    writeln!(out, "wrote {}", out_path.display())?;
    let cap = sjc::prune::PruneOptions::default().guard_cap;
    let alpha = sjc::verify::DEFAULT_MAX_FALSE_DELETE;
    if let Ok(t) = risk.threshold(alpha, sjc::verify::DEFAULT_THRESHOLD) {
        if t.threshold > 0.0 && t.threshold <= cap {
            eprintln!(
                "sjc: warning: at --max-false-delete {alpha} the threshold is {:.4}, at or below the cap of {cap} that \
                 entries with a value in no evidence, no evidence or a flipped instruction get: those are kept too, \
                 because some of the calibration set's lowest true scores are capped ones; label more records, \
                 or check the capped true entries",
                t.threshold
            );
        }
    }
    Ok(())
}

/// `sjc calibrate-risk --reports DIR`: for every saved report `DIR/NAME.report.json`, the
/// scores it gave the true entries of the labelled record `NAME.json` of a `--data` folder (no
/// judge is loaded). Records of `--data` without a report in `DIR` are not used.
///
/// Errors ([`CliError::BadInput`], exit 2): `--out` missing (there is no model folder to write
/// into), a `--data` path that is not a folder of labelled records, `DIR` unreadable or without
/// reports, a report whose record is in no `--data` folder (naming the report), a report that
/// is not JSON or lacks a field ([`sjc::eval::report_scores`] names it), or no true entry with
/// a score.
fn risk_from_reports(args: &CalibrateRiskArgs, dir: &Path) -> Result<Status, CliError> {
    let out_path = args.out.clone().ok_or_else(|| {
        CliError::BadInput(
            "--out: give the path of the risk.json to write (with --reports no model is loaded)"
                .into(),
        )
    })?;
    let mut records_by_name = std::collections::BTreeMap::new();
    for path in &args.data {
        if !path.is_dir() {
            return Err(CliError::BadInput(format!(
                "--data: {}: with --reports, give folders of NAME.json + NAME.labels.json",
                path.display()
            )));
        }
        for file in sjc::eval::record_files(path)? {
            let stem = file
                .file_stem()
                .unwrap_or_default()
                .to_string_lossy()
                .into_owned();
            records_by_name.entry(stem).or_insert(file);
        }
    }
    let mut reports: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| CliError::BadInput(format!("--reports: cannot read {}: {e}", dir.display())))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.to_string_lossy().ends_with(".report.json"))
        .collect();
    reports.sort();
    if reports.is_empty() {
        return Err(CliError::BadInput(format!(
            "--reports: {}: no NAME.report.json",
            dir.display()
        )));
    }
    let mut scores = Vec::new();
    let (mut records, mut labelled, mut no_score) = (0, 0, 0);
    let mut versions = std::collections::BTreeSet::new();
    for rp in &reports {
        let name = rp.file_name().unwrap_or_default().to_string_lossy();
        let stem = name.trim_end_matches(".report.json");
        let file = records_by_name.get(stem).ok_or_else(|| {
            CliError::BadInput(format!(
                "--reports: {}: no labelled record {stem}.json in the --data folders",
                rp.display()
            ))
        })?;
        let EvalData::Records(recs) = read_eval_path(file)? else {
            return Err(CliError::BadInput(format!(
                "--data: {}: expected a compaction record",
                file.display()
            )));
        };
        let Some(labels) = recs.first().and_then(|r| r.labels.as_ref()) else {
            continue;
        };
        let bytes = std::fs::read(rp).map_err(|e| {
            CliError::BadInput(format!("--reports: cannot read {}: {e}", rp.display()))
        })?;
        let report: serde_json::Value = serde_json::from_slice(&bytes).map_err(|e| {
            CliError::BadInput(format!("--reports: {}: not JSON: {e}", rp.display()))
        })?;
        if let Some(v) = report.get("sjc_version").and_then(|v| v.as_str()) {
            versions.insert(v.to_string());
        }
        let got = sjc::eval::report_scores(&report, labels)
            .map_err(|e| CliError::BadInput(format!("--reports: {}: {e}", rp.display())))?;
        records += 1;
        labelled += labels.len();
        no_score += labels.len() - got.len();
        scores.extend(
            got.into_iter()
                .filter(|(l, _)| l.is_supported())
                .map(|(_, p)| p),
        );
    }
    if no_score > 0 {
        eprintln!("sjc: {no_score} labelled entries have no score in their report (kept on a judge error); left out");
    }
    if scores.is_empty() {
        return Err(CliError::BadInput(
            "--data: no entry labelled supported has a score in its report".into(),
        ));
    }
    let risk = risk_set(args, scores)?;
    let fitted = serde_json::json!({
        "by": format!("sjc calibrate-risk --reports {}", env!("CARGO_PKG_VERSION")),
        "data": args.data.iter().map(|p| p.display().to_string()).collect::<Vec<_>>(),
        "reports": dir.display().to_string(),
        "report_versions": versions,
        "records": records,
        "labelled_entries": labelled,
    });
    write_with_provenance(&out_path, &risk, fitted)?;
    print_risk(&risk, records, labelled, &out_path)?;
    Ok(Status::Ok)
}
