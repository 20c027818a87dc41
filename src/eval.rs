//! Scoring and evaluating a judge on labelled data: the library side of
//! `sjc score`, `sjc narrow`, `sjc eval` and `sjc calibrate`.
//!
//! Pair files are JSONL, one object per line:
//! `{"claim": str, "evidence": str | [str], "label"?: "supported"|"unsupported"|"contradicted", "set"?: str}`.
//! Evidence longer than the judge's budget ([`narrow_budget_chars`]) is first
//! narrowed to its BM25 top-k spans by the same retrieval as `sjc prune`
//! ([`crate::pipeline::narrow`]), and spans are joined with
//! [`crate::pipeline::SPAN_SEPARATOR`].

use crate::judge::{Judge, Pair};
use crate::metrics::{self, Confusion};
use crate::pipeline::{narrow, SPAN_SEPARATOR};
use crate::record::{decode_text, from_json_str, Label, RecordError};
use crate::retrieve::tokenize::{tokens, TokenKind};
pub use crate::guard::lexical_overlap;
use crate::retrieve::ChunkConfig;
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
            RecordError::Json { field, message } => {
                RecordError::Json { field: format!("{what}: line {}: {field}", i + 1), message }
            }
            other => other,
        })?;
        rows.push(row);
    }
    if rows.is_empty() {
        return Err(RecordError::Empty { what: what.into() });
    }
    Ok(rows)
}

/// The evidence text the judge sees for a row, with the BM25 score of each
/// span used (empty when no narrowing was needed).
pub fn prepare_evidence(row: &PairRow, top_k: usize, chunk: &ChunkConfig) -> (String, Vec<(String, f32)>) {
    let spans: Vec<&str> = match &row.evidence {
        EvidenceField::Text(t) => vec![t.as_str()],
        EvidenceField::Spans(s) => s.iter().map(String::as_str).collect(),
    };
    let total: usize = spans.iter().map(|s| s.len()).sum();
    if total <= narrow_budget_chars(top_k, chunk) {
        return (spans.join(SPAN_SEPARATOR), vec![]);
    }
    let best = narrow(&row.claim, &spans, top_k, chunk);
    let text = best.iter().map(|(t, _)| t.as_str()).collect::<Vec<_>>().join(SPAN_SEPARATOR);
    (text, best)
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
    /// The judge error, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The evidence was narrowed by retrieval.
    pub narrowed: bool,
}

/// Score rows through `judge` in one call (the judge batches internally).
pub fn score_pairs(judge: &dyn Judge, rows: &[PairRow], top_k: usize) -> Vec<ScoredPair> {
    let chunk = ChunkConfig::default();
    let prepared: Vec<(String, bool)> = rows
        .iter()
        .map(|r| {
            let (t, spans) = prepare_evidence(r, top_k, &chunk);
            (t, !spans.is_empty())
        })
        .collect();
    let pairs: Vec<Pair<'_>> = rows
        .iter()
        .zip(&prepared)
        .map(|(r, (ev, _))| Pair { claim: &r.claim, evidence: ev })
        .collect();
    let results = match judge.score(&pairs) {
        Ok(r) if r.len() == pairs.len() => r.into_iter().map(|x| x.map_err(|e| e.to_string())).collect(),
        Ok(_) => vec![Err("judge returned a wrong number of results".to_string()); pairs.len()],
        Err(e) => vec![Err(e.to_string()); pairs.len()],
    };
    results
        .into_iter()
        .zip(&prepared)
        .enumerate()
        .map(|(i, (r, (_, narrowed)))| match r {
            Ok(s) => ScoredPair {
                index: i,
                p_support: Some(s.p_support),
                p_contradiction: s.p_contradiction,
                logits: s.logits,
                error: None,
                narrowed: *narrowed,
            },
            Err(e) => ScoredPair {
                index: i,
                p_support: None,
                p_contradiction: None,
                logits: vec![],
                error: Some(e),
                narrowed: *narrowed,
            },
        })
        .collect()
}

/// `sjc narrow`: rewrite each row's evidence as the list of its top-k spans
/// (always narrowed, whatever its length), adding `"bm25": [scores]`.
pub fn narrow_jsonl(bytes: Vec<u8>, what: &str, top_k: usize, out: &mut dyn Write) -> Result<(), RecordError> {
    let rows = read_pairs(bytes, what)?;
    let chunk = ChunkConfig::default();
    let io = |e: std::io::Error| RecordError::Invalid { field: "stdout".into(), message: e.to_string() };
    for row in rows {
        let spans: Vec<&str> = match &row.evidence {
            EvidenceField::Text(t) => vec![t.as_str()],
            EvidenceField::Spans(s) => s.iter().map(String::as_str).collect(),
        };
        let best = narrow(&row.claim, &spans, top_k, &chunk);
        let mut v = serde_json::to_value(&row).map_err(|e| RecordError::Invalid { field: "row".into(), message: e.to_string() })?;
        if let Some(obj) = v.as_object_mut() {
            obj.insert("evidence".into(), best.iter().map(|(t, _)| t.clone()).collect::<Vec<_>>().into());
            obj.insert("bm25".into(), best.iter().map(|(_, s)| *s as f64).collect::<Vec<_>>().into());
        }
        serde_json::to_writer(&mut *out, &v).map_err(|e| io(e.into()))?;
        out.write_all(b"\n").map_err(io)?;
    }
    out.flush().map_err(io)
}

/// Whether a claim contains anchors (numbers, hex, identifiers).
pub fn has_anchor(claim: &str) -> bool {
    tokens(claim).iter().any(|t| !matches!(t.kind, TokenKind::Word))
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
        contra.iter().filter(|(ps, pc)| *pc > *ps && *pc > 1.0 - ps - pc).count() as f64 / contra.len() as f64
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
        "set", "n", "n_sup", "AUROC", "BalAcc", "F1", "ECE", "Brier", "ContraR", "LexAUROC", "LexBAcc*"
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overlap_baseline() {
        assert_eq!(lexical_overlap("invoice INV-20931 unpaid", "INV-20931 status unpaid invoice"), 1.0);
        assert!(lexical_overlap("invoice INV-20913 unpaid", "INV-20931 status unpaid invoice") < 1.0);
        assert_eq!(lexical_overlap("the of", "anything"), 0.0);
    }

    #[test]
    fn pair_file_errors_name_line_and_field() {
        let e = read_pairs(b"{\"claim\":\"a\",\"evidence\":\"b\"}\n{\"claim\":3,\"evidence\":\"b\"}\n".to_vec(), "p.jsonl")
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2") && e.contains("claim"), "{e}");
        let rows = read_pairs(b"{\"claim\":\"a\",\"evidence\":[\"b\",\"c\"],\"label\":\"contradicted\",\"x\":1}\n".to_vec(), "p").unwrap();
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
    /// P(support) of matched, judged entries (for AUROC / ECE).
    #[serde(skip)]
    pub p: Vec<f32>,
    /// Gold labels parallel to `p`.
    #[serde(skip)]
    pub y: Vec<Label>,
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
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Run labelled records through `pruner` and compare kept/deleted with the
/// gold labels. A label matches the first unmatched entry whose text equals
/// it after collapsing whitespace (or, failing that, contains it or is
/// contained in it).
pub fn eval_records(pruner: &crate::pipeline::Pruner, set: &str, records: &[crate::record::Record]) -> RecordEval {
    let mut ev = RecordEval { set: set.into(), records: records.len(), ..Default::default() };
    for rec in records {
        let Some(labels) = &rec.labels else { continue };
        let report = pruner.prune(rec);
        if report.tripwire.fired {
            ev.tripwires += 1;
        }
        let texts: Vec<String> = report.entries.iter().map(|e| collapse(&e.text)).collect();
        let mut used = vec![false; texts.len()];
        for l in labels {
            ev.labeled += 1;
            let want = collapse(&l.text);
            let pos = texts
                .iter()
                .enumerate()
                .position(|(i, t)| !used[i] && *t == want)
                .or_else(|| {
                    texts.iter().enumerate().position(|(i, t)| {
                        !used[i] && !want.is_empty() && (t.contains(want.as_str()) || want.contains(t.as_str()) && t.len() * 2 > want.len())
                    })
                });
            let Some(i) = pos else { continue };
            used[i] = true;
            ev.matched += 1;
            let e = &report.entries[i];
            let kept = e.decision.kept;
            if e.decision.verdict == crate::prune::Verdict::KeptOnError {
                ev.kept_on_error += 1;
            }
            if kept == l.label.is_supported() {
                ev.correct += 1;
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
