//! Which classifier output means "supported" (and "contradiction"), from the model's labels.
//!
//! Rules (applied to `id2label`, falling back to `LABEL_i` names):
//! 1. **NLI** — some label contains "entail": P(support) = softmax[entail label],
//!    P(contradiction) = softmax[label containing "contradict"] if there is one.
//! 2. **Single** — one logit (rerankers such as ms-marco cross-encoders): P(support) =
//!    sigmoid(logit); no contradiction.
//! 3. **Softmax** — two or more labels: the support index is the one label that reads positive
//!    (supported / entailment / consistent / yes / true / 1 / LABEL_1, not prefixed by "not" or
//!    "un"/"in"/"non"); if no single label does, index 1. A "contradict" label, if any, gives
//!    P(contradiction).
//!
//! Softmax and sigmoid are computed in f32 output with f64 accumulation, max-subtracted.

use super::config::ModelConfig;
use super::JudgeError;

/// How the logits map to P(support).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabelKind {
    /// NLI head: softmax over all labels; `support` = entailment index.
    Nli {
        /// Index of the entailment label.
        support: usize,
        /// Index of the contradiction label, if the model has one.
        contradiction: Option<usize>,
    },
    /// One logit: sigmoid.
    Single,
    /// Softmax classifier with a chosen support index.
    Softmax {
        /// Index of the "supported" label.
        support: usize,
        /// Index of a contradiction label, if any.
        contradiction: Option<usize>,
    },
}

/// Label names (model order) and the rule mapping logits to probabilities.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LabelMap {
    names: Vec<String>,
    kind: LabelKind,
}

impl LabelMap {
    /// Builds the map from label names in model order (`names.len()` = number of logits ≥ 1).
    ///
    /// Errors (as a message) when `names` is empty.
    pub fn from_names(names: Vec<String>) -> Result<Self, String> {
        if names.is_empty() {
            return Err("the model has no labels".into());
        }
        let lower: Vec<String> = names
            .iter()
            .map(|n| n.trim().to_ascii_lowercase())
            .collect();
        let contradiction = lower.iter().position(|n| n.contains("contradict"));
        let kind = if let Some(support) = lower
            .iter()
            .position(|n| n.contains("entail") && !is_negated(n))
        {
            LabelKind::Nli {
                support,
                contradiction: contradiction.filter(|&c| c != support),
            }
        } else if names.len() == 1 {
            LabelKind::Single
        } else {
            let positives: Vec<usize> = lower
                .iter()
                .enumerate()
                .filter(|(_, n)| reads_positive(n))
                .map(|(i, _)| i)
                .collect();
            let support = if positives.len() == 1 {
                positives[0]
            } else {
                1
            };
            LabelKind::Softmax {
                support,
                contradiction: contradiction.filter(|&c| c != support),
            }
        };
        Ok(Self { names, kind })
    }

    /// Builds the map for a loaded model with `num_logits` outputs from its config's `id2label`
    /// (or `LABEL_0..` when absent).
    ///
    /// Errors: [`JudgeError::Labels`] when `id2label` has a different length from the classifier.
    pub fn from_config(
        cfg: &ModelConfig,
        num_logits: usize,
        file: &str,
    ) -> Result<Self, JudgeError> {
        let names = match &cfg.id2label {
            Some(n) if n.len() == num_logits => n.clone(),
            Some(n) => {
                return Err(JudgeError::Labels {
                    file: file.to_string(),
                    message: format!(
                        "id2label has {} labels but the classifier has {num_logits} outputs",
                        n.len()
                    ),
                })
            }
            None => (0..num_logits).map(|i| format!("LABEL_{i}")).collect(),
        };
        Self::from_names(names).map_err(|message| JudgeError::Labels {
            file: file.to_string(),
            message,
        })
    }

    /// Label names in model order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The rule in force.
    pub fn kind(&self) -> LabelKind {
        self.kind
    }

    /// Number of logits the model produces.
    pub fn len(&self) -> usize {
        self.names.len()
    }

    /// Always false (a map has at least one label); present for clippy's `len_without_is_empty`.
    pub fn is_empty(&self) -> bool {
        self.names.is_empty()
    }

    /// Index of the support logit (0 for single-logit models).
    pub fn support_index(&self) -> usize {
        match self.kind {
            LabelKind::Nli { support, .. } | LabelKind::Softmax { support, .. } => support,
            LabelKind::Single => 0,
        }
    }

    /// Index of the contradiction logit, if any.
    pub fn contradiction_index(&self) -> Option<usize> {
        match self.kind {
            LabelKind::Nli { contradiction, .. } | LabelKind::Softmax { contradiction, .. } => {
                contradiction
            }
            LabelKind::Single => None,
        }
    }

    /// Uncalibrated probabilities (temperature 1): `(p_support, p_contradiction)`.
    pub fn probabilities(&self, logits: &[f32]) -> (f32, Option<f32>) {
        self.probabilities_at(logits, 1.0)
    }

    /// Probabilities after dividing logits by `temperature` (> 0): softmax for multi-label
    /// models, sigmoid for single-logit models. `logits.len()` must equal [`Self::len`];
    /// missing entries yield NaN rather than a panic.
    pub fn probabilities_at(&self, logits: &[f32], temperature: f32) -> (f32, Option<f32>) {
        if logits.len() != self.names.len() {
            return (f32::NAN, self.contradiction_index().map(|_| f32::NAN));
        }
        match self.kind {
            LabelKind::Single => (sigmoid(logits[0] as f64 / temperature as f64) as f32, None),
            LabelKind::Nli {
                support,
                contradiction,
            }
            | LabelKind::Softmax {
                support,
                contradiction,
            } => {
                let p = softmax(logits, temperature);
                (p[support], contradiction.map(|c| p[c]))
            }
        }
    }

    /// The support margin z: for one logit, the logit; otherwise
    /// `logit\[support\] − logsumexp(other logits)` (so that sigmoid(z) = softmax\[support\]).
    pub fn support_margin(&self, logits: &[f32]) -> f32 {
        if logits.len() != self.names.len() {
            return f32::NAN;
        }
        match self.kind {
            LabelKind::Single => logits[0],
            _ => {
                let s = self.support_index();
                let others: Vec<f64> = logits
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| *i != s)
                    .map(|(_, &x)| x as f64)
                    .collect();
                (logits[s] as f64 - logsumexp(&others)) as f32
            }
        }
    }

    /// One-line description of the label rule, for reports.
    pub fn describe(&self) -> String {
        match self.kind {
            LabelKind::Single => format!("sigmoid over single logit {:?}", self.names[0]),
            LabelKind::Nli {
                support,
                contradiction,
            }
            | LabelKind::Softmax {
                support,
                contradiction,
            } => {
                let c = contradiction
                    .map(|c| format!(", contradiction = {:?}", self.names[c]))
                    .unwrap_or_default();
                format!("softmax, support = {:?}{c}", self.names[support])
            }
        }
    }
}

/// True when a (lower-cased) label starts with a negation: "not", "non", "no ", "un…", "in…"
/// (the latter two only before a positive stem, e.g. "unsupported", "inconsistent").
fn is_negated(n: &str) -> bool {
    let n = n.trim_start_matches(|c: char| !c.is_ascii_alphanumeric());
    if n.starts_with("not")
        || n.starts_with("non")
        || n == "no"
        || n.starts_with("no ")
        || n.starts_with("no_")
        || n.starts_with("no-")
    {
        return true;
    }
    if n.split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| w == "not" || w == "no")
    {
        return true;
    }
    for prefix in ["un", "in"] {
        if let Some(rest) = n.strip_prefix(prefix) {
            if POSITIVE_STEMS
                .iter()
                .any(|s| rest.trim_start_matches(['-', '_', ' ']).starts_with(s))
            {
                return true;
            }
        }
    }
    false
}

const POSITIVE_STEMS: &[&str] = &[
    "support",
    "entail",
    "consisten",
    "faithful",
    "grounded",
    "correct",
    "relevant",
    "attributed",
    "true",
];

/// True when a (lower-cased) label reads as "the claim is supported".
fn reads_positive(n: &str) -> bool {
    if is_negated(n) {
        return false;
    }
    let n = n.trim();
    matches!(n, "1" | "yes" | "true" | "label_1" | "positive" | "pos")
        || POSITIVE_STEMS.iter().any(|s| n.contains(s))
}

/// Numerically stable softmax of `logits / temperature`, f64 accumulation, f32 output.
pub fn softmax(logits: &[f32], temperature: f32) -> Vec<f32> {
    let t = temperature as f64;
    let scaled: Vec<f64> = logits.iter().map(|&x| x as f64 / t).collect();
    let m = scaled.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let exps: Vec<f64> = scaled.iter().map(|&x| (x - m).exp()).collect();
    let sum: f64 = exps.iter().sum();
    exps.iter().map(|&e| (e / sum) as f32).collect()
}

/// Logistic sigmoid 1 / (1 + e^-x), stable for large |x| (the one copy in the crate).
pub fn sigmoid(x: f64) -> f64 {
    if x >= 0.0 {
        1.0 / (1.0 + (-x).exp())
    } else {
        let e = x.exp();
        e / (1.0 + e)
    }
}

/// log(sum(exp(x))), stable; `-inf` for an empty slice.
pub fn logsumexp(xs: &[f64]) -> f64 {
    let m = xs.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    if m == f64::NEG_INFINITY {
        return m;
    }
    m + xs.iter().map(|&x| (x - m).exp()).sum::<f64>().ln()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(names: &[&str]) -> LabelMap {
        LabelMap::from_names(names.iter().map(|s| s.to_string()).collect()).unwrap()
    }

    #[test]
    fn nli_three_labels() {
        let m = map(&["contradiction", "entailment", "neutral"]);
        assert_eq!(
            m.kind(),
            LabelKind::Nli {
                support: 1,
                contradiction: Some(0)
            }
        );
        let m = map(&["ENTAILMENT", "NEUTRAL", "CONTRADICTION"]);
        assert_eq!(
            m.kind(),
            LabelKind::Nli {
                support: 0,
                contradiction: Some(2)
            }
        );
        let (ps, pc) = m.probabilities(&[2.0, 0.0, -1.0]);
        let z = 2f64.exp() + 1.0 + (-1f64).exp();
        assert!((ps as f64 - 2f64.exp() / z).abs() < 1e-6);
        assert!((pc.unwrap() as f64 - (-1f64).exp() / z).abs() < 1e-6);
    }

    #[test]
    fn nli_two_labels_not_entailment() {
        // "not_entailment" must not be picked as the support label.
        let m = map(&["entailment", "not_entailment"]);
        assert_eq!(
            m.kind(),
            LabelKind::Nli {
                support: 0,
                contradiction: None
            }
        );
        let m = map(&["not_entailment", "entailment"]);
        assert_eq!(m.support_index(), 1);
    }

    #[test]
    fn single_logit_sigmoid() {
        let m = map(&["LABEL_0"]);
        assert_eq!(m.kind(), LabelKind::Single);
        let (p, c) = m.probabilities(&[0.0]);
        assert_eq!(p, 0.5);
        assert_eq!(c, None);
        assert!((m.probabilities(&[3.0]).0 - 0.952_574_1).abs() < 1e-6);
        assert!(m.probabilities(&[-1000.0]).0 >= 0.0);
        assert_eq!(m.probabilities(&[1000.0]).0, 1.0);
    }

    #[test]
    fn two_label_rules() {
        assert_eq!(map(&["supported", "unsupported"]).support_index(), 0);
        assert_eq!(map(&["unsupported", "supported"]).support_index(), 1);
        assert_eq!(map(&["consistent", "inconsistent"]).support_index(), 0);
        assert_eq!(map(&["yes", "no"]).support_index(), 0);
        assert_eq!(map(&["false", "true"]).support_index(), 1);
        assert_eq!(map(&["1", "0"]).support_index(), 0);
        assert_eq!(map(&["LABEL_0", "LABEL_1"]).support_index(), 1);
        assert_eq!(map(&["LABEL_1", "LABEL_0"]).support_index(), 0);
        assert_eq!(map(&["not supported", "supported"]).support_index(), 1);
        assert_eq!(map(&["hallucinated", "faithful"]).support_index(), 1);
        // Nothing reads positive: index 1.
        assert_eq!(map(&["a", "b"]).support_index(), 1);
        // Two read positive: ambiguous, index 1.
        assert_eq!(map(&["yes", "true"]).support_index(), 1);
        assert_eq!(map(&["a", "b"]).contradiction_index(), None);
    }

    #[test]
    fn softmax_two_label_prob() {
        let m = map(&["unsupported", "supported"]);
        let (p, c) = m.probabilities(&[0.0, 1.0]);
        assert!((p - sigmoid(1.0) as f32).abs() < 1e-6);
        assert_eq!(c, None);
    }

    #[test]
    fn margin_matches_softmax() {
        let m = map(&["entailment", "neutral", "contradiction"]);
        let l = [0.3f32, -1.2, 2.5];
        let z = m.support_margin(&l);
        assert!((sigmoid(z as f64) as f32 - m.probabilities(&l).0).abs() < 1e-6);
        let s = map(&["LABEL_0"]);
        assert_eq!(s.support_margin(&[1.5]), 1.5);
    }

    #[test]
    fn wrong_length_is_nan_not_panic() {
        let m = map(&["entailment", "neutral", "contradiction"]);
        assert!(m.probabilities(&[1.0]).0.is_nan());
        assert!(m.support_margin(&[]).is_nan());
    }

    #[test]
    fn softmax_stable_large() {
        let p = softmax(&[1000.0, 0.0], 1.0);
        assert_eq!(p[0], 1.0);
        assert_eq!(p[1], 0.0);
        let p = softmax(&[1.0, 1.0], 0.5);
        assert_eq!(p, vec![0.5, 0.5]);
    }

    #[test]
    fn empty_labels_error() {
        assert!(LabelMap::from_names(vec![]).is_err());
    }
}
