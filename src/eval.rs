//! Scoring and evaluating a judge on labelled data: the library side of
//! `sjc score`, `sjc narrow`, `sjc eval` and `sjc calibrate`.
//!
//! Pair files are JSONL, one object per line:
//! `{"claim": str, "evidence": str | [str], "label"?: "supported"|"unsupported"|"contradicted", "set"?: str}`.
//! Evidence longer than the judge's budget ([`narrow_budget_chars`]) is first
//! narrowed to its BM25 top-k spans by the same retrieval as `sjc prune`
//! ([`crate::pipeline::narrow`]), and spans are joined with
//! [`crate::pipeline::SPAN_SEPARATOR`].

pub use crate::guard::lexical_overlap;
use crate::metrics::{self, Confusion};
use crate::pipeline::{narrow, EntryEvidence, Pruner, SPAN_SEPARATOR};
use crate::record::{decode_text, from_json_str, Label, Record, RecordError};
use crate::retrieve::tokenize::{tokens, TokenKind};
use crate::retrieve::ChunkConfig;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::io::Write;

/// Evidence as given in a pair file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged, expecting = "expected a string or a list of strings")]
pub enum EvidenceField {
    /// One text.
    Text(String),
    /// A list of spans.
    Spans(Vec<String>),
}

/// One row of a pair file.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PairRow {
    /// The claim (an entry).
    pub claim: String,
    /// The evidence.
    pub evidence: EvidenceField,
    /// Gold label, for eval and calibrate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label: Option<Label>,
    /// Data set name, for per-set tables.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
    /// Any other fields, passed through by `sjc narrow`.
    #[serde(flatten)]
    pub extra: serde_json::Map<String, serde_json::Value>,
}

/// Evidence longer than this many bytes is narrowed before judging:
/// `top_k` spans of at most [`ChunkConfig::max_chars`] each.
pub fn narrow_budget_chars(top_k: usize, chunk: &ChunkConfig) -> usize {
    top_k * chunk.max_chars
}

/// Read a JSONL pair file. Blank lines are skipped; errors name the line and
/// field (`line 7: claim: invalid type ...`).
pub fn read_pairs(bytes: Vec<u8>, what: &str) -> Result<Vec<PairRow>, RecordError> {
    let text = decode_text(bytes, what)?;
    let mut rows = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let row: PairRow = from_json_str(line).map_err(|e| match e {
            RecordError::Json { field, message } => RecordError::Json {
                field: format!("{what}: line {}: {field}", i + 1),
                message,
            },
            other => other,
        })?;
        rows.push(row);
    }
    if rows.is_empty() {
        return Err(RecordError::Empty { what: what.into() });
    }
    Ok(rows)
}

/// The spans a row gives: its text as one span, or its list of spans.
fn given_spans(row: &PairRow) -> Vec<&str> {
    match &row.evidence {
        EvidenceField::Text(t) => vec![t.as_str()],
        EvidenceField::Spans(s) => s.iter().map(String::as_str).collect(),
    }
}

/// The evidence the judge sees for one row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RowEvidence {
    /// Spans, best first: the row's own (a text is one span) when they fit the narrowing
    /// budget ([`narrow_budget_chars`]), else their BM25 top-k.
    pub spans: Vec<String>,
    /// The row's evidence was narrowed by retrieval.
    pub narrowed: bool,
}

impl RowEvidence {
    /// The evidence of `row` as `sjc score`, `eval` and `calibrate` judge it.
    pub fn of(row: &PairRow, top_k: usize, chunk: &ChunkConfig) -> Self {
        let spans = given_spans(row);
        let total: usize = spans.iter().map(|s| s.len()).sum();
        if total <= narrow_budget_chars(top_k, chunk) {
            return RowEvidence {
                spans: spans.into_iter().map(String::from).collect(),
                narrowed: false,
            };
        }
        RowEvidence {
            spans: narrow(&row.claim, &spans, top_k, chunk)
                .into_iter()
                .map(|(t, _)| t)
                .collect(),
            narrowed: true,
        }
    }

    /// The spans joined with [`SPAN_SEPARATOR`]: the evidence text of the joined pair.
    pub fn joined(&self) -> String {
        self.spans.join(SPAN_SEPARATOR)
    }
}

/// One scored pair, as `sjc score` prints it.
#[derive(Debug, Clone, Serialize)]
pub struct ScoredPair {
    /// Line order in the input (0-based, blank lines skipped).
    pub index: usize,
    /// Calibrated P(supported); absent on judge error.
    pub p_support: Option<f32>,
    /// Calibrated P(contradicted), for models with that label.
    pub p_contradiction: Option<f32>,
    /// Raw logits in the model's label order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub logits: Vec<f32>,
    /// The best support margin against each evidence span alone, when scored span by span.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub best_span_margin: Option<f32>,
    /// The judge error, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The evidence was narrowed by retrieval.
    pub narrowed: bool,
}

/// Score rows through the pruner's judge and verifier in one call (the judge batches
/// internally), each row as an entry against its evidence spans ([`RowEvidence`],
/// [`Pruner::score_entries`]). Output `i` belongs to `rows[i]`; a judge failure is that row's
/// `error`.
pub fn score_pairs(pruner: &Pruner, rows: &[PairRow], top_k: usize) -> Vec<ScoredPair> {
    let chunk = ChunkConfig::default();
    let evidence: Vec<RowEvidence> = rows
        .par_iter()
        .map(|r| RowEvidence::of(r, top_k, &chunk))
        .collect();
    score_rows(pruner, rows, &evidence)
}

/// [`score_pairs`] with each row's evidence already prepared: `evidence[i]` belongs to
/// `rows[i]`.
pub fn score_rows(pruner: &Pruner, rows: &[PairRow], evidence: &[RowEvidence]) -> Vec<ScoredPair> {
    let items: Vec<EntryEvidence<'_>> = rows
        .iter()
        .zip(evidence)
        .map(|(r, e)| EntryEvidence {
            claim: &r.claim,
            spans: e.spans.iter().map(String::as_str).collect(),
            context: crate::verify::EntryContext::default(),
        })
        .collect();
    let (results, errors) = pruner.score_entries(&items);
    let whole = errors.first();
    results
        .into_iter()
        .map(|r| r.map_err(|e| whole.cloned().unwrap_or_else(|| e.to_string())))
        .zip(evidence)
        .enumerate()
        .map(|(i, (r, RowEvidence { narrowed, .. }))| match r {
            Ok(s) => ScoredPair {
                index: i,
                p_support: Some(s.p_support),
                p_contradiction: s.p_contradiction,
                logits: s.logits,
                best_span_margin: s.best_span_margin,
                error: None,
                narrowed: *narrowed,
            },
            Err(e) => ScoredPair {
                index: i,
                p_support: None,
                p_contradiction: None,
                logits: vec![],
                best_span_margin: None,
                error: Some(e),
                narrowed: *narrowed,
            },
        })
        .collect()
}

/// `sjc narrow`: writes each row with its evidence replaced by the list of its top-k spans
/// (always narrowed, whatever its length) and `"bm25": [scores]` added, one JSON line per row.
/// Errors: the write error.
pub fn narrow_jsonl(rows: Vec<PairRow>, top_k: usize, out: &mut dyn Write) -> std::io::Result<()> {
    let chunk = ChunkConfig::default();
    for row in rows {
        let best = narrow(&row.claim, &given_spans(&row), top_k, &chunk);
        let mut v = serde_json::to_value(&row)?;
        if let Some(obj) = v.as_object_mut() {
            obj.insert(
                "evidence".into(),
                best.iter()
                    .map(|(t, _)| t.clone())
                    .collect::<Vec<_>>()
                    .into(),
            );
            obj.insert(
                "bm25".into(),
                best.iter()
                    .map(|(_, s)| *s as f64)
                    .collect::<Vec<_>>()
                    .into(),
            );
        }
        serde_json::to_writer(&mut *out, &v)?;
        out.write_all(b"\n")?;
    }
    out.flush()
}

/// Whether a claim contains anchors (numbers, hex, identifiers).
pub fn has_anchor(claim: &str) -> bool {
    tokens(claim)
        .iter()
        .any(|t| !matches!(t.kind, TokenKind::Word))
}

/// Metrics of one data set (or of all rows pooled).
#[derive(Debug, Clone, Serialize)]
pub struct SetMetrics {
    /// Set name (`all` for pooled).
    pub set: String,
    /// Rows scored (judge errors excluded).
    pub n: usize,
    /// Rows whose gold label is supported.
    pub n_supported: usize,
    /// Judge errors (rows excluded from the metrics).
    pub errors: usize,
    /// AUROC of P(support).
    pub auroc: Option<f64>,
    /// Balanced accuracy at the threshold.
    pub balanced_accuracy: Option<f64>,
    /// F1 of the supported class at the threshold.
    pub f1: Option<f64>,
    /// ECE, 15 equal-width bins on P(support).
    pub ece: Option<f64>,
    /// Brier score.
    pub brier: Option<f64>,
    /// Share of contradicted rows with P(contradiction) highest among labels,
    /// where the set and model have that label.
    pub contradiction_recall: Option<f64>,
    /// AUROC of the lexical-overlap baseline on the same rows.
    pub lexical_auroc: Option<f64>,
    /// Balanced accuracy of the lexical baseline at its best threshold on these rows (optimistic).
    pub lexical_balanced_accuracy_best: Option<f64>,
}

/// Compute [`SetMetrics`] for rows with gold labels.
pub fn set_metrics(
    set: &str,
    p: &[f32],
    p_contra: &[Option<f32>],
    labels: &[Label],
    lexical: &[f32],
    errors: usize,
    threshold: f32,
) -> SetMetrics {
    let y: Vec<bool> = labels.iter().map(|l| l.is_supported()).collect();
    let conf = Confusion::at(p, &y, threshold);
    let contra: Vec<(f32, f32)> = labels
        .iter()
        .zip(p.iter().zip(p_contra))
        .filter(|(l, _)| **l == Label::Contradicted)
        .filter_map(|(_, (ps, pc))| pc.map(|c| (*ps, c)))
        .collect();
    let contradiction_recall = (!contra.is_empty()).then(|| {
        contra
            .iter()
            .filter(|(ps, pc)| *pc > *ps && *pc > 1.0 - ps - pc)
            .count() as f64
            / contra.len() as f64
    });
    let lexical_best = {
        let mut best: Option<f64> = None;
        for t in 0..=20 {
            let c = Confusion::at(lexical, &y, t as f32 / 20.0);
            if let Some(b) = c.balanced_accuracy() {
                best = Some(best.map_or(b, |x: f64| x.max(b)));
            }
        }
        best
    };
    SetMetrics {
        set: set.into(),
        n: p.len(),
        n_supported: y.iter().filter(|&&v| v).count(),
        errors,
        auroc: metrics::auroc(p, &y),
        balanced_accuracy: conf.balanced_accuracy(),
        f1: conf.f1(),
        ece: metrics::ece(p, &y, 15),
        brier: metrics::brier(p, &y),
        contradiction_recall,
        lexical_auroc: metrics::auroc(lexical, &y),
        lexical_balanced_accuracy_best: lexical_best,
    }
}

/// Format one optional metric for a table.
pub fn fmt_opt(v: Option<f64>) -> String {
    v.map_or("-".into(), |x| format!("{x:.3}"))
}

/// Print metrics as a fixed-width table.
pub fn print_table(rows: &[SetMetrics], out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "{:<28} {:>6} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>8} {:>8} {:>8}",
        "set",
        "n",
        "n_sup",
        "AUROC",
        "BalAcc",
        "F1",
        "ECE",
        "Brier",
        "ContraR",
        "LexAUROC",
        "LexBAcc*"
    )?;
    for m in rows {
        writeln!(
            out,
            "{:<28} {:>6} {:>6} {:>7} {:>7} {:>7} {:>7} {:>7} {:>8} {:>8} {:>8}",
            m.set,
            m.n,
            m.n_supported,
            fmt_opt(m.auroc),
            fmt_opt(m.balanced_accuracy),
            fmt_opt(m.f1),
            fmt_opt(m.ece),
            fmt_opt(m.brier),
            fmt_opt(m.contradiction_recall),
            fmt_opt(m.lexical_auroc),
            fmt_opt(m.lexical_balanced_accuracy_best),
        )?;
    }
    Ok(())
}

/// The contents of one eval file, read in one pass.
#[derive(Debug, Clone)]
pub enum EvalData {
    /// Labelled compaction records (a JSON record, or JSONL of records: objects with `summary`).
    Records(Vec<Record>),
    /// Labelled (claim, evidence) pairs (JSONL).
    Pairs(Vec<PairRow>),
}

/// Reads an eval file once: a single JSON record, JSONL of records, or JSONL of pairs, told
/// apart by the first non-blank line (an object with `summary` is a record). A UTF-8 BOM is
/// accepted.
///
/// Errors: [`RecordError`] naming `what` and the 1-based record or line at fault.
pub fn read_eval_file(bytes: Vec<u8>, what: &str) -> Result<EvalData, RecordError> {
    let text = decode_text(bytes, what)?;
    let text = text.as_str();
    let is_record = |v: &serde_json::Value| v.get("summary").is_some();
    if let Ok(v) = serde_json::from_str::<serde_json::Value>(text) {
        if is_record(&v) {
            let r: Record = from_json_str(text).map_err(|e| name_line(e, what, "record", 1))?;
            return Ok(EvalData::Records(vec![r]));
        }
    }
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    if serde_json::from_str::<serde_json::Value>(first).is_ok_and(|v| is_record(&v)) {
        let mut records = Vec::new();
        for (i, l) in text.lines().filter(|l| !l.trim().is_empty()).enumerate() {
            records
                .push(from_json_str::<Record>(l).map_err(|e| name_line(e, what, "record", i + 1))?);
        }
        return Ok(EvalData::Records(records));
    }
    read_pairs(text.as_bytes().to_vec(), what).map(EvalData::Pairs)
}

/// `NAME.labels.json` beside a record file `NAME.json`: `{"entries": [{"text", "label", ...}]}`
/// (other fields, such as `section` and `why`, are ignored).
#[derive(Deserialize)]
struct LabelsFile {
    entries: Vec<crate::record::EntryLabel>,
}

fn labels_path(record: &std::path::Path) -> Option<std::path::PathBuf> {
    let name = record.file_name()?.to_str()?;
    let stem = name.strip_suffix(".json")?;
    (!stem.ends_with(".labels")).then(|| record.with_file_name(format!("{stem}.labels.json")))
}

/// The labelled record files of a folder: every `NAME.json` with a `NAME.labels.json` beside
/// it, in file-name order.
///
/// Errors: [`RecordError::Invalid`] (field `--data`) when the folder cannot be read or holds
/// no such file.
pub fn record_files(dir: &std::path::Path) -> Result<Vec<std::path::PathBuf>, RecordError> {
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| RecordError::Invalid {
            field: "--data".into(),
            message: format!("cannot read {}: {e}", dir.display()),
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| labels_path(p).is_some_and(|l| l.is_file()))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(RecordError::Invalid {
            field: "--data".into(),
            message: format!(
                "{}: no NAME.json with a NAME.labels.json beside it",
                dir.display()
            ),
        });
    }
    Ok(files)
}

/// Reads an eval path: a folder (every `NAME.json` with a `NAME.labels.json` beside it, in
/// file-name order, as labelled records), or a file ([`read_eval_file`]; a single record
/// without inline `labels` takes them from `NAME.labels.json` beside it when there is one).
///
/// Errors: [`RecordError`] naming the file and the record, line or field at fault.
pub fn read_eval_path(path: &std::path::Path) -> Result<EvalData, RecordError> {
    let cannot = |p: &std::path::Path, e: std::io::Error| RecordError::Invalid {
        field: "--data".into(),
        message: format!("cannot read {}: {e}", p.display()),
    };
    if path
        .file_name()
        .is_some_and(|n| n.to_string_lossy().ends_with(".labels.json"))
    {
        return Err(RecordError::Invalid {
            field: "--data".into(),
            message: format!(
                "{} is a labels file: pass the record NAME.json beside it, or the folder that holds both",
                path.display()
            ),
        });
    }
    if path.is_dir() {
        let files = record_files(path)?;
        let mut records = Vec::new();
        for f in files {
            match read_eval_path(&f)? {
                EvalData::Records(r) => records.extend(r),
                EvalData::Pairs(_) => {
                    return Err(RecordError::Invalid {
                        field: "--data".into(),
                        message: format!("{}: expected a compaction record", f.display()),
                    })
                }
            }
        }
        return Ok(EvalData::Records(records));
    }
    let what = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| cannot(path, e))?;
    let mut data = read_eval_file(bytes, &what)?;
    if let (EvalData::Records(recs), Some(lp)) = (&mut data, labels_path(path)) {
        if recs.len() == 1 && recs[0].labels.is_none() && lp.is_file() {
            let lwhat = lp.display().to_string();
            let text = decode_text(std::fs::read(&lp).map_err(|e| cannot(&lp, e))?, &lwhat)?;
            let l: LabelsFile =
                from_json_str(&text).map_err(|e| name_line(e, &lwhat, "labels", 1))?;
            recs[0].labels = Some(l.entries);
        }
    }
    Ok(data)
}

fn name_line(e: RecordError, what: &str, unit: &str, n: usize) -> RecordError {
    match e {
        RecordError::Json { field, message } => RecordError::Json {
            field: format!("{what}: {unit} {n}: {field}"),
            message,
        },
        other => other,
    }
}

/// Keeps at most `n` evenly spaced items (deterministic: indices `i · len / n`); `None` keeps
/// all.
pub fn sample_evenly<T>(v: Vec<T>, n: Option<usize>) -> Vec<T> {
    match n {
        Some(n) if n > 0 && v.len() > n => {
            let len = v.len();
            let keep: std::collections::HashSet<usize> = (0..n).map(|i| i * len / n).collect();
            v.into_iter()
                .enumerate()
                .filter(|(i, _)| keep.contains(i))
                .map(|(_, x)| x)
                .collect()
        }
        _ => v,
    }
}

/// A data set's name from its file name, without `.jsonl` / `.json`.
pub fn set_name(path: &std::path::Path) -> String {
    let named = if path.file_name().is_some() {
        path.to_path_buf()
    } else {
        path.canonicalize().unwrap_or_default()
    };
    let name = named
        .file_name()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_default();
    name.trim_end_matches(".jsonl")
        .trim_end_matches(".json")
        .to_string()
}

/// Scored, labelled pairs of one set, parallel vectors (judge errors counted, not listed).
#[derive(Debug, Clone, Default)]
pub struct SetScores {
    /// P(support) per row.
    pub p: Vec<f32>,
    /// P(contradiction) per row, where the model has that label.
    pub p_contradiction: Vec<Option<f32>>,
    /// Gold labels.
    pub labels: Vec<Label>,
    /// Lexical-overlap baseline per row.
    pub lexical: Vec<f32>,
    /// Rows the judge failed on.
    pub errors: usize,
}

impl SetScores {
    fn extend(&mut self, o: &SetScores) {
        self.p.extend(&o.p);
        self.p_contradiction.extend(&o.p_contradiction);
        self.labels.extend(&o.labels);
        self.lexical.extend(&o.lexical);
        self.errors += o.errors;
    }
}

/// Scores labelled pair rows and groups them by set (the row's `set`, else `default_set`).
/// Unlabelled rows are skipped.
pub fn score_sets(
    pruner: &Pruner,
    rows: &[PairRow],
    default_set: &str,
    top_k: usize,
) -> Vec<(String, SetScores)> {
    let chunk = ChunkConfig::default();
    let evidence: Vec<RowEvidence> = rows
        .iter()
        .map(|r| RowEvidence::of(r, top_k, &chunk))
        .collect();
    let scored = score_rows(pruner, rows, &evidence);
    let mut groups: std::collections::BTreeMap<String, SetScores> = Default::default();
    for ((row, s), ev) in rows.iter().zip(&scored).zip(&evidence) {
        let Some(label) = row.label else { continue };
        let g = groups
            .entry(row.set.clone().unwrap_or_else(|| default_set.to_string()))
            .or_default();
        match s.p_support {
            Some(p) => {
                g.p.push(p);
                g.p_contradiction.push(s.p_contradiction);
                g.labels.push(label);
                g.lexical.push(lexical_overlap(&row.claim, &ev.joined()));
            }
            None => g.errors += 1,
        }
    }
    groups.into_iter().collect()
}

/// Per-set metrics of scored sets; with more than one set, followed by the pooled row
/// (`all (pooled)`) and the unweighted mean over sets (`mean over sets`).
pub fn sets_table(sets: &[(String, SetScores)], threshold: f32) -> Vec<SetMetrics> {
    let metrics_of = |name: &str, s: &SetScores| {
        set_metrics(
            name,
            &s.p,
            &s.p_contradiction,
            &s.labels,
            &s.lexical,
            s.errors,
            threshold,
        )
    };
    let mut tables: Vec<SetMetrics> = sets.iter().map(|(n, s)| metrics_of(n, s)).collect();
    if tables.len() > 1 {
        let mut all = SetScores::default();
        for (_, s) in sets {
            all.extend(s);
        }
        let pooled = metrics_of("all (pooled)", &all);
        let mean = |f: &dyn Fn(&SetMetrics) -> Option<f64>| {
            let v: Vec<f64> = tables.iter().filter_map(f).collect();
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
    tables
}

#[cfg(test)]
mod tests {
    use super::*;

    fn label(text: &str, label: Label) -> crate::record::EntryLabel {
        crate::record::EntryLabel {
            text: text.into(),
            label,
        }
    }

    #[test]
    fn report_scores_match_labels_to_a_saved_report() {
        let report = serde_json::json!({"entries": [
            {"text": "Tests:  12 passed", "p_support": 0.91},
            {"text": "Send the mail to all customers", "p_support": 0.04},
            {"text": "Port 8443", "p_support": null},
            {"text": "Push the branch", "p_support": 0.3, "features": {"instruction_flip": 1.0}},
            {"text": "Deploy to prod", "p_support": 0.7, "features": {"instruction_flip": 1.0}},
        ]});
        let labels = [
            label("Send the mail to all customers", Label::Unsupported),
            label("Tests: 12 passed", Label::Supported),
            label("Port 8443", Label::Supported),
        ];
        // label order, whitespace collapsed; the entry kept on a judge error has no score
        assert_eq!(
            report_scores(&report, &labels).unwrap(),
            vec![(Label::Unsupported, 0.04), (Label::Supported, 0.91)]
        );
        // a flipped instruction below even odds takes today's cap, whoever wrote the report
        let flips = [
            label("Push the branch", Label::Contradicted),
            label("Deploy to prod", Label::Supported),
        ];
        assert_eq!(
            report_scores(&report, &flips).unwrap(),
            vec![(Label::Contradicted, 0.01), (Label::Supported, 0.7)]
        );
        let other = [label("Rotate the key", Label::Supported)];
        let e = report_scores(&report, &other).unwrap_err();
        assert!(
            e.contains("Rotate the key") && e.contains("another summary"),
            "{e}"
        );
        let bad = serde_json::json!({"entries": [{"text": "a", "p_support": 1.5}]});
        let e = report_scores(&bad, &[label("a", Label::Supported)]).unwrap_err();
        assert!(e.contains("entries[0].p_support"), "{e}");
        let e = report_scores(&serde_json::json!({}), &[]).unwrap_err();
        assert!(e.starts_with("entries"), "{e}");
    }

    #[test]
    fn overlap_baseline() {
        assert_eq!(
            lexical_overlap(
                "invoice INV-20931 unpaid",
                "INV-20931 status unpaid invoice"
            ),
            1.0
        );
        assert!(
            lexical_overlap(
                "invoice INV-20913 unpaid",
                "INV-20931 status unpaid invoice"
            ) < 1.0
        );
        assert_eq!(lexical_overlap("the of", "anything"), 0.0);
    }

    #[test]
    fn pair_file_errors_name_line_and_field() {
        let e = read_pairs(
            b"{\"claim\":\"a\",\"evidence\":\"b\"}\n{\"claim\":3,\"evidence\":\"b\"}\n".to_vec(),
            "p.jsonl",
        )
        .unwrap_err()
        .to_string();
        assert!(e.contains("line 2") && e.contains("claim"), "{e}");
        let rows = read_pairs(
            b"{\"claim\":\"a\",\"evidence\":[\"b\",\"c\"],\"label\":\"contradicted\",\"x\":1}\n"
                .to_vec(),
            "p",
        )
        .unwrap();
        assert_eq!(rows[0].label, Some(Label::Contradicted));
        assert!(rows[0].extra.contains_key("x"));
    }
}

/// Outcome of running labelled compaction records through the whole pipeline.
#[derive(Debug, Clone, Default, Serialize)]
pub struct RecordEval {
    /// Set name.
    pub set: String,
    /// Records run.
    pub records: usize,
    /// Labels given.
    pub labeled: usize,
    /// Labels matched to a parsed entry (by whitespace-collapsed text).
    pub matched: usize,
    /// Matched entries kept-or-deleted correctly (supported kept, others deleted).
    pub correct: usize,
    /// Matched entries labelled supported.
    pub supported: usize,
    /// Of those, how many were deleted.
    pub supported_deleted: usize,
    /// Matched entries kept on a judge error.
    pub kept_on_error: usize,
    /// Records where the tripwire fired.
    pub tripwires: usize,
    /// Matched entries deleted.
    pub deleted: usize,
    /// Of those, labelled unsupported or contradicted.
    pub deleted_unsupported: usize,
    /// P(support) of matched, judged entries (for AUROC / ECE).
    #[serde(skip)]
    pub p: Vec<f32>,
    /// Gold labels parallel to `p`.
    #[serde(skip)]
    pub y: Vec<Label>,
    /// Label texts that matched no summary entry (they count in `labeled`, not `matched`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub unmatched: Vec<String>,
}

impl RecordEval {
    /// Share of matched entries decided correctly.
    pub fn accuracy(&self) -> Option<f64> {
        (self.matched > 0).then(|| self.correct as f64 / self.matched as f64)
    }
    /// Share of supported entries deleted.
    pub fn supported_deleted_rate(&self) -> Option<f64> {
        (self.supported > 0).then(|| self.supported_deleted as f64 / self.supported as f64)
    }
    /// All sets pooled into one row named `set`.
    pub fn pooled(set: &str, evals: &[RecordEval]) -> RecordEval {
        let mut all = RecordEval {
            set: set.into(),
            ..Default::default()
        };
        for e in evals {
            all.records += e.records;
            all.labeled += e.labeled;
            all.matched += e.matched;
            all.correct += e.correct;
            all.supported += e.supported;
            all.supported_deleted += e.supported_deleted;
            all.kept_on_error += e.kept_on_error;
            all.tripwires += e.tripwires;
            all.deleted += e.deleted;
            all.deleted_unsupported += e.deleted_unsupported;
            all.p.extend(&e.p);
            all.y.extend(&e.y);
            all.unmatched.extend(e.unmatched.iter().cloned());
        }
        all
    }

    /// Deletion precision: of the deleted entries, the share really unsupported or
    /// contradicted.
    pub fn deletion_precision(&self) -> Option<f64> {
        (self.deleted > 0).then(|| self.deleted_unsupported as f64 / self.deleted as f64)
    }
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// For each label, the index of the report entry it names: the first unmatched entry whose
/// text equals it after collapsing whitespace, or, failing that, contains it or is contained in
/// it (and is more than half its length). `None` for a label that names no entry.
fn match_labels(
    entries: &[crate::report::EntryReport],
    labels: &[crate::record::EntryLabel],
) -> Vec<Option<usize>> {
    let texts: Vec<&str> = entries.iter().map(|e| e.text.as_str()).collect();
    match_label_texts(&texts, labels)
}

/// [`match_labels`] over bare entry texts (in summary order).
fn match_label_texts(entries: &[&str], labels: &[crate::record::EntryLabel]) -> Vec<Option<usize>> {
    let texts: Vec<String> = entries.iter().map(|t| collapse(t)).collect();
    let mut used = vec![false; texts.len()];
    labels
        .iter()
        .map(|l| {
            let want = collapse(&l.text);
            let pos = texts
                .iter()
                .enumerate()
                .position(|(i, t)| !used[i] && *t == want)
                .or_else(|| {
                    texts.iter().enumerate().position(|(i, t)| {
                        !used[i]
                            && !want.is_empty()
                            && (t.contains(want.as_str())
                                || want.contains(t.as_str()) && t.len() * 2 > want.len())
                    })
                });
            if let Some(i) = pos {
                used[i] = true;
            }
            pos
        })
        .collect()
}

/// The final P(support) that a saved `sjc prune` report gave each entry of a labelled record,
/// read back to calibrate on runs made earlier (for instance by a version frozen before the
/// records were written, so that the scores are held back from everything the code was
/// developed on).
///
/// `report` is the JSON report (`--report FILE` or `--format json`) of that record; only
/// `entries[].text`, `entries[].p_support` and `entries[].features` (optional) are read, so a
/// report of any sjc version with those fields works. Labels are matched to entries as [`eval_records`] matches them.
///
/// The score is today's: an entry whose `features` flag a flipped instruction
/// ([`crate::prune::FLIP_FEATURES`]) or an act no call made ([`crate::prune::ACT_FEATURE`])
/// gets the verifier's caps ([`crate::prune::verifier_cap`], at the default guard cap) whether
/// or not the version that wrote the report applied them (the caps are idempotent); a report
/// written before a flag existed has no value for it and is not capped by it.
///
/// Returns `(label, p_support)` for each label that matched an entry with a score, in label
/// order; entries kept on a judge error (`p_support` null) are left out.
///
/// Errors: a message naming the field (`entries`, `entries[i].text`,
/// `entries[i].p_support`) when the report lacks it or it has the wrong type or a score
/// outside `[0, 1]`, or naming the first label that matches no entry of the report (the report
/// is of another summary).
pub fn report_scores(
    report: &serde_json::Value,
    labels: &[crate::record::EntryLabel],
) -> Result<Vec<(Label, f32)>, String> {
    let entries = report
        .get("entries")
        .and_then(|e| e.as_array())
        .ok_or("entries: missing or not an array")?;
    let mut texts = Vec::with_capacity(entries.len());
    let mut scores = Vec::with_capacity(entries.len());
    let cap = crate::prune::PruneOptions::default().guard_cap;
    for (i, e) in entries.iter().enumerate() {
        texts.push(
            e.get("text")
                .and_then(|t| t.as_str())
                .ok_or_else(|| format!("entries[{i}].text: missing or not a string"))?,
        );
        let fired = |n: &str| {
            e.get("features")
                .and_then(|f| f.get(n))
                .and_then(|v| v.as_f64())
                .is_some_and(|v| v > 0.0)
        };
        scores.push(match e.get("p_support") {
            None | Some(serde_json::Value::Null) => None,
            Some(v) => match v.as_f64() {
                Some(p) if (0.0..=1.0).contains(&p) => {
                    Some(crate::prune::verifier_cap(p as f32, fired, cap))
                }
                _ => {
                    return Err(format!(
                        "entries[{i}].p_support: {v} is not a number in [0, 1]"
                    ))
                }
            },
        });
    }
    let mut out = Vec::with_capacity(labels.len());
    for (l, pos) in labels.iter().zip(match_label_texts(&texts, labels)) {
        let i = pos.ok_or_else(|| {
            format!(
                "label {:?} matches no entry of the report (a report of another summary?)",
                l.text
            )
        })?;
        if let Some(p) = scores[i] {
            out.push((l.label, p));
        }
    }
    Ok(out)
}

/// One labelled entry of a compaction record as the whole pipeline scored it: what fitting the
/// hybrid layer's record layer and the risk calibration set on labelled records reads
/// (`sjc calibrate --data` with records).
#[derive(Debug, Clone, PartialEq)]
pub struct LabelledEntry {
    /// The hybrid features of the entry against its evidence, in [`crate::verify::FEATURES`]
    /// order (the report's `features`).
    pub features: [f32; crate::verify::N_FEATURES],
    /// The guard capped it (a value that occurs in no evidence source, or no evidence at all):
    /// its final P(support) is at most [`crate::prune::PruneOptions::guard_cap`] whatever the
    /// layer gives.
    pub capped: bool,
    /// Gold label.
    pub label: Label,
    /// Index of its record among those given.
    pub record: usize,
    /// The summary entry's section heading, as in the report.
    pub section: String,
    /// The summary entry's text, byte for byte (for `sjc calibrate --dump`).
    pub text: String,
}

/// Runs labelled records through `pruner` and returns every labelled entry that matched a
/// summary entry and was judged, with its features ([`LabelledEntry`]), the number of
/// matched entries the judge failed on (they have no features and are left out), and the
/// label texts that matched no summary entry. The
/// pruner's calibration must be the hybrid layer, so that the features are computed (a layer
/// that reads every feature, such as [`crate::verify::HybridLayer::probe`]); with another
/// calibration no entry has features and the list is empty.
pub fn labelled_entries(
    pruner: &crate::pipeline::Pruner,
    records: &[crate::record::Record],
) -> (Vec<LabelledEntry>, usize, Vec<String>) {
    let mut out = Vec::new();
    let mut failed = 0;
    let mut unmatched = Vec::new();
    for (k, rec) in records.iter().enumerate() {
        let Some(labels) = &rec.labels else { continue };
        let report = pruner.prune(rec);
        for (l, pos) in labels.iter().zip(match_labels(&report.entries, labels)) {
            let Some(e) = pos.map(|i| &report.entries[i]) else {
                unmatched.push(l.text.clone());
                continue;
            };
            let Some(named) = &e.decision.features else {
                failed += 1;
                continue;
            };
            let mut features = [0f32; crate::verify::N_FEATURES];
            for (f, name) in features.iter_mut().zip(crate::verify::FEATURES) {
                *f = named.get(name).copied().unwrap_or(0.0);
            }
            out.push(LabelledEntry {
                features,
                capped: e.guard.caps() || e.evidence.is_empty(),
                label: l.label,
                record: k,
                section: e.section.clone(),
                text: e.text.clone(),
            });
        }
    }
    (out, failed, unmatched)
}

/// Run labelled records through `pruner` and compare kept/deleted with the
/// gold labels. A label matches the first unmatched entry whose text equals
/// it after collapsing whitespace (or, failing that, contains it or is
/// contained in it).
pub fn eval_records(
    pruner: &crate::pipeline::Pruner,
    set: &str,
    records: &[crate::record::Record],
) -> RecordEval {
    let mut ev = RecordEval {
        set: set.into(),
        records: records.len(),
        ..Default::default()
    };
    for rec in records {
        let Some(labels) = &rec.labels else { continue };
        let report = pruner.prune(rec);
        if report.tripwire.fired {
            ev.tripwires += 1;
        }
        for (l, pos) in labels.iter().zip(match_labels(&report.entries, labels)) {
            ev.labeled += 1;
            let Some(i) = pos else {
                ev.unmatched.push(l.text.clone());
                continue;
            };
            ev.matched += 1;
            let e = &report.entries[i];
            let kept = e.decision.kept;
            if e.decision.verdict == crate::prune::Verdict::KeptOnError {
                ev.kept_on_error += 1;
            }
            if kept == l.label.is_supported() {
                ev.correct += 1;
            }
            if !kept {
                ev.deleted += 1;
                ev.deleted_unsupported += !l.label.is_supported() as usize;
            }
            if l.label.is_supported() {
                ev.supported += 1;
                if !kept {
                    ev.supported_deleted += 1;
                }
            }
            if let Some(p) = e.decision.p_support {
                ev.p.push(p);
                ev.y.push(l.label);
            }
        }
    }
    ev
}
