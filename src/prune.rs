//! Verdicts: which entries are deleted.
//!
//! SJC method, step 4: delete every entry whose calibrated P(support) is below
//! the threshold, whole; keep every other entry byte for byte. Never rewrite,
//! never add. Three safety rules sit on top:
//! - **fail safe**: an entry the judge could not score (load error, NaN,
//!   timeout, out of memory) is kept, with the reason ([`Verdict::KeptOnError`]);
//! - **guard**: an entry whose numbers / identifiers are missing from its
//!   evidence has its probability capped at [`PruneOptions::guard_cap`] (so the
//!   same threshold rule deletes it, and `threshold = 0` still deletes nothing);
//! - **tripwire**: if more than `max_delete_fraction` of a summary of at least
//!   `tripwire_min_entries` entries would be deleted, nothing is deleted: that
//!   almost always means a miscalibrated judge (the SJC paper's judge deleted
//!   13–21% of entries).
//!
//! A [`SectionPolicy`] sets rules per section: `protect` (never delete from it) and a
//! threshold of its own. A section threshold changes the decision (and so counts for the
//! tripwire); protection is applied last, after the tripwire, and only ever keeps an entry.

use crate::guard::GuardFinding;
use crate::verify::PairResult;
use serde::Serialize;

pub use crate::parse::SUBSECTION_SEPARATOR;

/// Per-section rules: sections never to delete from, and sections with their own deletion
/// threshold.
///
/// A rule names a section by title, matched case-insensitively with whitespace runs
/// collapsed. A name matches a section when it equals the section's whole title
/// (`Progress / Done`), its own heading (`Done`, the last part of the path), or one of the
/// headings that enclose it (`Progress` matches `Progress / Done` and `Progress / Blocked`).
/// When several threshold rules match, the most specific wins: whole title, then own
/// heading, then the nearest enclosing heading. Titles are those of
/// [`crate::parse::Section::title`]: heading text without markup, `N. Title` sections
/// without the number, XML tag names (`key_knowledge`).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct SectionPolicy {
    /// Section names from which nothing is ever deleted.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub protect: Vec<String>,
    /// (section name, threshold in [0, 1]) overriding the run's threshold in that section.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub thresholds: Vec<(String, f32)>,
}

/// A section rule that could not be built.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PolicyError {
    /// The section name was blank.
    #[error("the section name is empty")]
    EmptyName,
    /// The threshold was outside [0, 1] or not a number.
    #[error("threshold {value} for section {section:?} is not a number in [0, 1]")]
    Threshold {
        /// The section named.
        section: String,
        /// The value given.
        value: f32,
    },
    /// `SECTION=P` text without `=` or with a P that is not a number.
    #[error("{0:?} is not SECTION=P with P a number in [0, 1]")]
    Syntax(String),
}

/// How a [`SectionPolicy`] applied to one entry's section (reported per entry).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct AppliedPolicy {
    /// The protect rule (as given) that matched: nothing is deleted from this section.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub protected_by: Option<String>,
    /// The threshold in force for this section, when a rule set one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threshold: Option<f32>,
    /// The threshold rule (as given) that matched.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threshold_from: Option<String>,
}

impl AppliedPolicy {
    /// True when no rule matched.
    pub fn is_empty(&self) -> bool {
        self.protected_by.is_none() && self.threshold.is_none()
    }
}

fn normalize(s: &str) -> String {
    s.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// How specifically `name` matches the section `title` (see [`SectionPolicy`]): 3 whole
/// title, 2 own heading, 1 an enclosing heading; `None` when it does not match.
pub fn section_match(name: &str, title: &str) -> Option<u8> {
    let (name, title) = (normalize(name), normalize(title));
    if name.is_empty() {
        return None;
    }
    if name == title {
        return Some(3);
    }
    let parts: Vec<&str> = title.split(SUBSECTION_SEPARATOR).collect();
    if parts.len() < 2 {
        return None;
    }
    if parts.last() == Some(&name.as_str()) {
        return Some(2);
    }
    // an enclosing path: `Progress` or `Progress / In Progress` for a deeper heading
    (1..parts.len())
        .any(|k| parts[..k].join(SUBSECTION_SEPARATOR) == name)
        .then_some(1)
}

impl SectionPolicy {
    /// True when there are no rules.
    pub fn is_empty(&self) -> bool {
        self.protect.is_empty() && self.thresholds.is_empty()
    }

    /// Adds a protected section.
    ///
    /// # Errors
    /// [`PolicyError::EmptyName`] for a blank name.
    pub fn protect(mut self, section: &str) -> Result<Self, PolicyError> {
        if section.trim().is_empty() {
            return Err(PolicyError::EmptyName);
        }
        self.protect.push(section.trim().to_string());
        Ok(self)
    }

    /// Adds a section threshold.
    ///
    /// # Errors
    /// [`PolicyError::EmptyName`] for a blank name, [`PolicyError::Threshold`] for a value
    /// outside [0, 1] (NaN included).
    pub fn threshold(mut self, section: &str, value: f32) -> Result<Self, PolicyError> {
        if section.trim().is_empty() {
            return Err(PolicyError::EmptyName);
        }
        if !(0.0..=1.0).contains(&value) {
            return Err(PolicyError::Threshold {
                section: section.trim().to_string(),
                value,
            });
        }
        self.thresholds.push((section.trim().to_string(), value));
        Ok(self)
    }

    /// Parses `SECTION=P` (the text after the last `=` is P, so a title may hold `=`).
    ///
    /// # Errors
    /// [`PolicyError::Syntax`] without `=` or with a P that is not a number, and the errors of
    /// [`SectionPolicy::threshold`].
    pub fn parse_threshold(text: &str) -> Result<(String, f32), PolicyError> {
        let (name, p) = text
            .rsplit_once('=')
            .ok_or_else(|| PolicyError::Syntax(text.to_string()))?;
        let value: f32 = p
            .trim()
            .parse()
            .map_err(|_| PolicyError::Syntax(text.to_string()))?;
        SectionPolicy::default().threshold(name, value)?;
        Ok((name.trim().to_string(), value))
    }

    /// The rules that apply to a section titled `title`.
    pub fn for_section(&self, title: &str) -> AppliedPolicy {
        let protected_by = self
            .protect
            .iter()
            .filter_map(|n| section_match(n, title).map(|m| (m, n)))
            .max_by_key(|(m, n)| (*m, n.len()))
            .map(|(_, n)| n.clone());
        let threshold = self
            .thresholds
            .iter()
            .filter_map(|(n, p)| section_match(n, title).map(|m| (m, n, *p)))
            .max_by_key(|(m, n, _)| (*m, n.len()));
        AppliedPolicy {
            protected_by,
            threshold: threshold.map(|t| t.2),
            threshold_from: threshold.map(|t| t.1.clone()),
        }
    }

    /// Every rule as (label, section name): `protect "NAME"` and `section threshold "NAME"=P`,
    /// protect rules first. [`SectionPolicy::unmatched`] starts its warnings with the label
    /// and `": "`.
    pub fn rules(&self) -> Vec<(String, &str)> {
        let protect = self
            .protect
            .iter()
            .map(|n| (format!("protect {n:?}"), n.as_str()));
        let thresholds = self
            .thresholds
            .iter()
            .map(|(n, p)| (format!("section threshold {n:?}={p}"), n.as_str()));
        protect.chain(thresholds).collect()
    }

    /// One warning per rule whose name matches none of `titles` (the summary's sections);
    /// such a rule does nothing, which is not an error.
    pub fn unmatched<'a>(&self, titles: &[&'a str]) -> Vec<String> {
        let list = titles
            .iter()
            .filter(|t| !t.is_empty())
            .map(|t| format!("{t:?}"))
            .collect::<Vec<_>>()
            .join(", ");
        self.rules()
            .into_iter()
            .filter(|(_, n)| !titles.iter().any(|t| section_match(n, t).is_some()))
            .map(|(label, _)| {
                format!("{label}: no section of this summary matches (sections: {list})")
            })
            .collect()
    }
}

/// Keeps an entry the verifier would delete because its section is protected, and says so
/// in its reason; the verdict stays what the verifier decided. Never deletes anything.
pub fn protect(decision: &mut Decision, rule: &str) {
    if decision.kept {
        return;
    }
    keep_with_note(
        decision,
        &format!("kept: section protected (protect {rule:?})"),
    );
}

/// Keeps an entry and appends `note` to its reason (after `; ` when it has one): how every
/// rule that only ever keeps ([`protect`], [`hold_back`], the tripwire, no evidence) says why.
fn keep_with_note(decision: &mut Decision, note: &str) {
    decision.kept = true;
    decision.reason = Some(match decision.reason.take() {
        Some(r) => format!("{r}; {note}"),
        None => note.to_string(),
    });
}

/// Keeps an entry the verifier would delete when it holds the agent back, whole or in a clause
/// ([`crate::verify::restraint::holds_back_in_part`]: "Wait for the user's go-ahead to push",
/// "Keep the letter as a draft; do not send it", "Leave it to reception; send nothing") and no feature of the verifier contests it in
/// particular ([`crate::verify::restraint::contested`]: a flip, a value found nowhere, a
/// lifted rule, a finished wait, …) and it names no one the `evidence` texts never write
/// ([`crate::verify::restraint::unseen_name`]), and says so in its reason; the verdict stays what the
/// verifier decided. `guard` is the entry's check against every source: when it found each
/// anchor somewhere, a value missing from the retrieved spans alone (`mismatches`) contests
/// nothing ("Wait for Xuacu's review of the four invoice PDFs …", whose `PDF` no span held,
/// blind round s66A). Deleting a true restraint can free an act the user held back; keeping a
/// false one costs a pause. An entry without features (judge error: already kept) is left as
/// it is. Never deletes anything.
pub fn hold_back(decision: &mut Decision, entry: &str, evidence: &[&str], guard: &GuardFinding) {
    use crate::verify::restraint;
    if decision.kept || !restraint::holds_back_in_part(entry) {
        return;
    }
    let Some(features) = &decision.features else {
        return;
    };
    let anchors_found = guard.anchors > 0 && guard.mismatches.is_empty();
    if restraint::contested(entry, features, anchors_found)
        || restraint::unseen_name(entry, evidence).is_some()
    {
        return;
    }
    keep_with_note(
        decision,
        "kept: it holds the agent back (waits, refuses or asks first), and nothing in the evidence contests it",
    );
}

/// The verdict on one entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// P(support) ≥ threshold and ≥ 0.5: kept, more likely supported than not.
    Supported,
    /// Threshold ≤ P(support) < 0.5: kept, although the verifier leans towards unsupported,
    /// because deleting at this score would delete more true entries than the threshold rule
    /// allows. The agent should treat it as unverified.
    Uncertain,
    /// P(support) < threshold: deleted (unless the tripwire fired).
    Unsupported,
    /// Below threshold and the evidence contradicts it (P(contradiction) above
    /// P(support) and ≥ 0.5, or the guard found a mismatching value while the
    /// model said the evidence supports the rest): deleted.
    Contradicted,
    /// The judge failed on this entry: kept, see the reason.
    KeptOnError,
}

/// Thresholds and safety limits.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PruneOptions {
    /// Delete entries whose calibrated P(support) is below this (default 0.5).
    pub threshold: f32,
    /// Tripwire: the largest share of entries that may be deleted (default 0.8).
    pub max_delete_fraction: f32,
    /// Tripwire applies to summaries with at least this many entries (default 5).
    pub tripwire_min_entries: usize,
    /// P(support) cap for entries that fail the guard or have no evidence at all (default
    /// 0.01: below the thresholds a risk-controlled rule lands on, 0.02–0.05 for the embedded
    /// judge, so that a value the environment never produced is deleted under that rule too;
    /// must be
    /// positive so `threshold = 0` deletes nothing).
    pub guard_cap: f32,
}

impl Default for PruneOptions {
    fn default() -> Self {
        PruneOptions {
            threshold: 0.5,
            max_delete_fraction: 0.8,
            tripwire_min_entries: 5,
            guard_cap: 0.01,
        }
    }
}

/// The decision on one entry.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Decision {
    /// Verdict.
    pub verdict: Verdict,
    /// Whether the entry stays in the pruned summary.
    pub kept: bool,
    /// Calibrated P(support) after the guard cap (absent on judge error).
    pub p_support: Option<f32>,
    /// The model's P(support) before the guard cap.
    pub p_support_model: Option<f32>,
    /// Calibrated P(contradiction), for models with a contradiction label.
    pub p_contradiction: Option<f32>,
    /// Why: the judge error, the guard mismatch, the tripwire, or P(support) against the
    /// threshold followed by what the verifier holds against the entry ("against it: a user
    /// turn forbids or cancels it", [`crate::verify::Score::signals`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The calibrated layer's inputs for this entry, by name (`calibration.json`'s feature
    /// names; model margins in logits, the others shares in `[0, 1]` or 0/1 flags). Absent on
    /// judge error and for models whose calibration is not the hybrid layer.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub features: Option<std::collections::BTreeMap<&'static str, f32>>,
}

/// Outcome of the tripwire over one summary.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct Tripwire {
    /// True if it fired (nothing was deleted).
    pub fired: bool,
    /// Share of entries the judge would have deleted.
    pub would_delete_fraction: f32,
    /// The limit in force.
    pub limit: f32,
}

/// The features that flag an entry as flipping an instruction: a later user turn
/// (`instruction_flip`) or its own evidence (`prohibition_flip`) forbids or cancels what the
/// entry says to do ("Push the branch" against "don't push anything").
pub const FLIP_FEATURES: [&str; 2] = ["instruction_flip", "prohibition_flip"];

/// How the reason of an entry capped by [`flip_capped`] starts.
pub const FLIP_REASON: &str = "flips an instruction:";

/// The [`FLIP_FEATURES`] that fired (`> 0`) in hybrid features given in
/// [`crate::verify::FEATURES`] order, by name, in that order.
pub fn fired_flips(features: &[f32; crate::verify::N_FEATURES]) -> Vec<&'static str> {
    crate::verify::FEATURES
        .iter()
        .zip(features)
        .filter(|(n, &v)| v > 0.0 && FLIP_FEATURES.contains(n))
        .map(|(n, _)| *n)
        .collect()
}

/// P(support) after the instruction-flip cap: an entry whose features flag a flipped
/// instruction ([`FLIP_FEATURES`]) and that the layer gives less than even odds (`p < 0.5`) is
/// capped at `cap` ([`PruneOptions::guard_cap`]), like a value found in no evidence, so that
/// any risk-controlled threshold deletes it; `p` otherwise. `flipped` says whether a flag
/// fired. Keeping such an entry acts on the opposite of what the user said, the fault SJC
/// exists to stop, and the held-back rounds show the layer alone leaves these entries between
/// 0.15 and 0.3 (model card, "Session 23"). The risk calibration scores use the same cap, so
/// the deletions it causes count against `--max-false-delete`.
pub fn flip_capped(p: f32, flipped: bool, cap: f32) -> f32 {
    if flipped && p < 0.5 {
        p.min(cap)
    } else {
        p
    }
}

/// The feature that flags an entry reporting an act of the agent's own that no call made
/// ([`crate::verify::progress::Actions::unmade_claim`]).
pub const ACT_FEATURE: &str = "act_unmade";

/// How the reason of an entry capped for an act no call made starts.
pub const ACT_REASON: &str = "reports an act of the agent's own that no call made:";

/// P(support) after the verifier's caps, read from the entry's fired flags (`fired` answers
/// for a name of [`crate::verify::FEATURES`]): the instruction-flip cap ([`flip_capped`], below
/// even odds), and the cap of an entry that reports as done an act of the agent's own that no
/// call of the record made and no source reports ([`ACT_FEATURE`], whatever the layer gave it).
/// Such an entry tells the agent that a message went out or a change landed when it did not;
/// on the 294 trial records the flag fired on 94 false entries and 2 true ones (both now read
/// as made), and the layer alone kept 62 of the false ones, between 0.2 and 0.62. Both caps
/// bring `p` to `cap` ([`PruneOptions::guard_cap`]), so any risk-controlled threshold deletes
/// the entry; the risk calibration scores use the same caps.
pub fn verifier_cap(p: f32, fired: impl Fn(&str) -> bool, cap: f32) -> f32 {
    let p = flip_capped(p, FLIP_FEATURES.iter().any(|n| fired(n)), cap);
    if fired(ACT_FEATURE) {
        p.min(cap)
    } else {
        p
    }
}

/// Whether the flag `name` fired (`> 0`) in hybrid features given in
/// [`crate::verify::FEATURES`] order; false for a name that is not a feature.
pub fn fired(features: &[f32; crate::verify::N_FEATURES], name: &str) -> bool {
    crate::verify::FEATURES
        .iter()
        .position(|n| *n == name)
        .is_some_and(|i| features[i] > 0.0)
}

/// Decide one entry from its judge result, its guard finding and whether
/// retrieval found any evidence span for it. An entry with no evidence at all
/// (no source shares a term with it) has nothing its content could have come
/// from: its probability is capped like a guard failure and it is unsupported,
/// never contradicted. An entry that flips an instruction below even odds is capped the same
/// way ([`flip_capped`]). A judge failure keeps the entry whatever else holds.
pub fn decide(
    result: &PairResult,
    guard: &GuardFinding,
    has_evidence: bool,
    opts: &PruneOptions,
) -> Decision {
    let score = match result {
        Err(e) => {
            return Decision {
                verdict: Verdict::KeptOnError,
                kept: true,
                p_support: None,
                p_support_model: None,
                p_contradiction: None,
                reason: Some(format!("judge failed, entry kept: {e}")),
                features: None,
            }
        }
        Ok(s) => s,
    };
    let p_model = score.p_support;
    let p_contra = score.p_contradiction;
    let mut reason = None;
    let mut p = p_model;
    let mut act_unmade = false;
    if !has_evidence {
        p = p.min(opts.guard_cap);
        reason = Some("no evidence: no tool output, tool call, previous summary or user turn shares a term with it".into());
    } else if guard.caps() {
        p = p.min(opts.guard_cap);
        let toks: Vec<String> = guard
            .mismatches
            .iter()
            .filter_map(|m| {
                m.near
                    .as_ref()
                    .map(|n| format!("`{}` (the evidence has `{n}`)", m.token))
            })
            .collect();
        reason = Some(format!("not in evidence: {}", toks.join(", ")));
    } else if let Some(f) = &score.features {
        let flags = fired_flips(f);
        let capped = flip_capped(p, !flags.is_empty(), opts.guard_cap);
        if capped < p {
            p = capped;
            // the flags that capped it first, then what else the layer read against it
            let flips: Vec<&str> = flags
                .iter()
                .filter_map(|n| crate::verify::signal_text(n))
                .collect();
            let also: Vec<&str> = score
                .signals
                .iter()
                .copied()
                .filter(|s| !flips.contains(s))
                .collect();
            reason = Some(format!(
                "{FLIP_REASON} {}; P(support) {p_model:.3} < 0.5, capped at {p}{}",
                flips.join(", "),
                if also.is_empty() {
                    String::new()
                } else {
                    format!("; also against it: {}", also.join(", "))
                }
            ));
        } else if fired(f, ACT_FEATURE) && p > opts.guard_cap {
            p = opts.guard_cap;
            act_unmade = true;
            reason = Some(format!(
                "{ACT_REASON} no call sent, pushed or changed what it reports and no tool output reports it; P(support) {p_model:.3}, capped at {p}"
            ));
        }
    }
    let kept = p >= opts.threshold;
    if reason.is_none() {
        reason = Some(format!(
            "P(support) {p:.3} {} threshold {:.3}{}{}",
            if kept { ">=" } else { "<" },
            opts.threshold,
            p_contra
                .map(|c| format!("; P(contradiction) {c:.3}"))
                .unwrap_or_default(),
            if score.signals.is_empty() {
                String::new()
            } else {
                format!("; against it: {}", score.signals.join(", "))
            }
        ));
    }
    let verdict = if kept && p >= 0.5 {
        Verdict::Supported
    } else if kept {
        Verdict::Uncertain
    } else if !has_evidence {
        Verdict::Unsupported
    } else {
        let model_contradicts = p_contra.is_some_and(|c| c >= 0.5 && c > p_model);
        // A value swap inside otherwise-supported text reads as a contradiction.
        let guard_contradicts = guard.caps() && p_model >= opts.threshold.max(0.5);
        // an act that the record's calls show was not made is contradicted by them
        if model_contradicts || guard_contradicts || act_unmade {
            Verdict::Contradicted
        } else {
            Verdict::Unsupported
        }
    };
    Decision {
        verdict,
        kept,
        p_support: Some(p),
        p_support_model: Some(p_model),
        p_contradiction: p_contra,
        reason,
        features: score
            .features
            .map(|f| crate::verify::FEATURES.iter().copied().zip(f).collect()),
    }
}

/// Apply the tripwire to a summary's decisions: if too many would be
/// deleted, keep them all and say so in each deleted entry's reason.
pub fn apply_tripwire(decisions: &mut [Decision], opts: &PruneOptions) -> Tripwire {
    let n = decisions.len();
    let deleted = decisions.iter().filter(|d| !d.kept).count();
    let frac = if n == 0 {
        0.0
    } else {
        deleted as f32 / n as f32
    };
    let fired = n >= opts.tripwire_min_entries && frac > opts.max_delete_fraction;
    if fired {
        let note = format!(
            "tripwire: the judge would delete {:.0}% of entries (limit {:.0}%), so nothing was deleted",
            frac * 100.0,
            opts.max_delete_fraction * 100.0
        );
        for d in decisions.iter_mut().filter(|d| !d.kept) {
            keep_with_note(d, &note);
        }
    }
    Tripwire {
        fired,
        would_delete_fraction: frac,
        limit: opts.max_delete_fraction,
    }
}

/// Keeps every entry that would be deleted, noting that there was no evidence at all (the
/// caller checks that). Returns whether any decision changed.
pub fn keep_all_without_evidence(decisions: &mut [Decision]) -> bool {
    let mut changed = false;
    for d in decisions.iter_mut().filter(|d| !d.kept) {
        changed = true;
        keep_with_note(
            d,
            "no evidence at all (no tool output, tool call, previous summary or user turn), so nothing was deleted",
        );
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::batch::PairError;
    use crate::guard::{AnchorKind, Mismatch};
    use crate::verify::Score;

    fn score(p: f32, c: Option<f32>) -> PairResult {
        Ok(Score {
            p_support: p,
            p_contradiction: c,
            logits: vec![],
            claim_truncated: false,
            evidence_truncated: false,
            best_span_margin: None,
            features: None,
            signals: vec![],
        })
    }
    fn mismatch() -> GuardFinding {
        GuardFinding {
            anchors: 1,
            mismatches: vec![Mismatch {
                token: "INV-1".into(),
                kind: AnchorKind::Identifier,
                near: Some("INV-7".into()),
            }],
        }
    }

    /// A score whose features flag a flipped user instruction (b03: "Overwrite X" against the
    /// user's "Do not overwrite X"; e5: "deploy to production too" against "leave production").
    fn flipped(p: f32) -> PairResult {
        let mut f = [0f32; crate::verify::N_FEATURES];
        let i = crate::verify::FEATURES
            .iter()
            .position(|n| *n == "instruction_flip")
            .unwrap();
        f[i] = 1.0;
        Ok(Score {
            p_contradiction: Some(1.0 - p),
            features: Some(f),
            signals: vec!["a user turn forbids or cancels it"],
            ..score(p, None).unwrap()
        })
    }

    #[test]
    fn an_act_no_call_made_is_capped_whatever_its_odds() {
        let opts = PruneOptions {
            threshold: 0.2,
            ..PruneOptions::default()
        };
        let ok = GuardFinding::default();
        let unmade = |p: f32| -> PairResult {
            let mut s = score(p, Some(0.1)).unwrap();
            let mut f = [0f32; crate::verify::N_FEATURES];
            f[crate::verify::FEATURES
                .iter()
                .position(|n| *n == ACT_FEATURE)
                .unwrap()] = 1.0;
            s.features = Some(f);
            Ok(s)
        };
        // blind round s52B: "Published roster change notice RCN-2025-024" at 0.53, which the
        // output said was not published
        let d = decide(&unmade(0.53), &ok, true, &opts);
        assert_eq!((d.verdict, d.kept), (Verdict::Contradicted, false));
        assert_eq!(d.p_support, Some(0.01));
        assert_eq!(d.p_support_model, Some(0.53));
        assert!(
            d.reason.as_deref().unwrap().starts_with(ACT_REASON),
            "{d:?}"
        );
        // without the flag the same score is kept
        assert!(decide(&score(0.53, Some(0.1)), &ok, true, &opts).kept);
        // a judge failure still keeps the entry
        assert!(decide(&Err(PairError::Timeout), &ok, true, &opts).kept);
        // the caps as the risk calibration applies them to a report's named flags
        let fired = |names: &'static [&'static str]| move |n: &str| names.contains(&n);
        assert_eq!(verifier_cap(0.8, fired(&["act_unmade"]), 0.01), 0.01);
        assert_eq!(verifier_cap(0.8, fired(&["instruction_flip"]), 0.01), 0.8);
        assert_eq!(verifier_cap(0.3, fired(&["instruction_flip"]), 0.01), 0.01);
        assert_eq!(verifier_cap(0.3, fired(&["step_failed"]), 0.01), 0.3);
    }

    #[test]
    fn a_flipped_instruction_below_even_odds_is_capped() {
        let low = PruneOptions {
            threshold: 0.14,
            ..PruneOptions::default()
        };
        let ok = GuardFinding::default();
        // the layer leaves it at 0.29, above a held-back threshold: the cap deletes it
        let d = decide(&flipped(0.29), &ok, true, &low);
        assert_eq!((d.verdict, d.kept), (Verdict::Contradicted, false));
        assert_eq!(d.p_support, Some(0.01));
        assert_eq!(d.p_support_model, Some(0.29));
        assert!(
            d.reason
                .as_deref()
                .unwrap()
                .starts_with("flips an instruction: a user turn forbids"),
            "{d:?}"
        );
        // a flip read in its own evidence only is named as such, whatever else the layer
        // names against it (`value_unseen` here)
        let mut only_evidence = flipped(0.2).unwrap();
        let mut f = [0.0; crate::verify::N_FEATURES];
        let at = |name| {
            crate::verify::FEATURES
                .iter()
                .position(|n| *n == name)
                .unwrap()
        };
        f[at("prohibition_flip")] = 1.0;
        f[at("value_unseen")] = 1.0;
        only_evidence.features = Some(f);
        only_evidence.signals = vec!["a value of it occurs in no evidence"];
        let d = decide(&Ok(only_evidence), &ok, true, &low);
        assert_eq!(
            d.reason.as_deref().unwrap(),
            "flips an instruction: its evidence forbids or cancels it; P(support) 0.200 < 0.5, \
             capped at 0.01; also against it: a value of it occurs in no evidence"
        );
        // at even odds or above the flag alone deletes nothing
        let d = decide(&flipped(0.5), &ok, true, &low);
        assert!(d.kept && d.p_support == Some(0.5), "{d:?}");
        // the same score without the flag stays above the threshold
        assert!(decide(&score(0.29, Some(0.7)), &ok, true, &low).kept);
        // threshold 0 still deletes nothing: the cap is above 0
        let none = PruneOptions {
            threshold: 0.0,
            ..PruneOptions::default()
        };
        assert!(decide(&flipped(0.29), &ok, true, &none).kept);
        assert_eq!(flip_capped(0.3, true, 0.01), 0.01);
        assert_eq!(flip_capped(0.3, false, 0.01), 0.3);
        assert_eq!(flip_capped(0.005, true, 0.01), 0.005);
    }

    #[test]
    fn threshold_and_verdicts() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        assert_eq!(
            decide(&score(0.9, None), &ok, true, &o).verdict,
            Verdict::Supported
        );
        let low = PruneOptions {
            threshold: 0.04,
            ..PruneOptions::default()
        };
        let d = decide(&score(0.2, Some(0.7)), &ok, true, &low);
        assert_eq!((d.verdict, d.kept), (Verdict::Uncertain, true));
        assert_eq!(
            decide(&score(0.03, None), &ok, true, &low).verdict,
            Verdict::Unsupported
        );
        assert_eq!(
            decide(&score(0.2, Some(0.1)), &ok, true, &o).verdict,
            Verdict::Unsupported
        );
        assert_eq!(
            decide(&score(0.1, Some(0.8)), &ok, true, &o).verdict,
            Verdict::Contradicted
        );
        let d = decide(&score(0.95, None), &mismatch(), true, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::Contradicted, false));
        assert!(d.reason.unwrap().contains("INV-1"));
        let d = decide(&Err(PairError::Timeout), &ok, true, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::KeptOnError, true));
    }

    #[test]
    fn no_evidence_is_unsupported_but_a_failure_still_keeps() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        let d = decide(&score(0.9, Some(0.05)), &ok, false, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::Unsupported, false));
        assert!(d.reason.unwrap().contains("no evidence"));
        // Nothing to contradict: never `contradicted` without evidence.
        assert_eq!(
            decide(&score(0.1, Some(0.9)), &ok, false, &o).verdict,
            Verdict::Unsupported
        );
        let d = decide(&Err(PairError::Timeout), &ok, false, &o);
        assert_eq!((d.verdict, d.kept), (Verdict::KeptOnError, true));
    }

    #[test]
    fn threshold_zero_deletes_nothing_even_with_guard() {
        let o = PruneOptions {
            threshold: 0.0,
            ..Default::default()
        };
        assert!(decide(&score(0.0, None), &mismatch(), true, &o).kept);
    }

    #[test]
    fn section_names_match_titles_paths_and_leaves() {
        assert_eq!(section_match("decisions", "Decisions"), Some(3));
        assert_eq!(section_match("  Open   TODOs ", "Open TODOs"), Some(3));
        assert_eq!(section_match("Progress / Done", "Progress / Done"), Some(3));
        assert_eq!(section_match("done", "Progress / Done"), Some(2));
        assert_eq!(section_match("Progress", "Progress / In Progress"), Some(1));
        assert_eq!(
            section_match("in progress", "Progress / In Progress"),
            Some(2)
        );
        assert_eq!(section_match("Progress", "Progress"), Some(3));
        assert_eq!(section_match("Prog", "Progress / Done"), None);
        assert_eq!(section_match("Done", "Done Soon"), None);
        assert_eq!(section_match("", ""), None);
        assert_eq!(section_match("A / B", "A / B / C"), Some(1));
        assert_eq!(
            section_match("Constraints/Rules", "Constraints/Rules"),
            Some(3)
        );
    }

    #[test]
    fn policy_picks_the_most_specific_threshold_and_reports_unmatched() {
        let p = SectionPolicy::default()
            .threshold("Progress", 0.2)
            .unwrap()
            .threshold("done", 0.9)
            .unwrap()
            .protect("Key Decisions")
            .unwrap()
            .protect("Nowhere")
            .unwrap();
        let a = p.for_section("Progress / Done");
        assert_eq!(
            (a.threshold, a.threshold_from.as_deref()),
            (Some(0.9), Some("done"))
        );
        assert_eq!(p.for_section("Progress / Blocked").threshold, Some(0.2));
        assert!(p.for_section("Goal").is_empty());
        assert_eq!(
            p.for_section("key decisions").protected_by.as_deref(),
            Some("Key Decisions")
        );
        let w = p.unmatched(&["Goal", "Progress / Done", "Key Decisions"]);
        assert_eq!(w.len(), 1, "{w:?}");
        assert!(w[0].contains("\"Nowhere\"") && w[0].contains("\"Goal\""));
        assert!(SectionPolicy::default().threshold("x", 1.5).is_err());
        assert!(SectionPolicy::default().threshold("x", f32::NAN).is_err());
        assert!(SectionPolicy::default().protect("  ").is_err());
        assert_eq!(
            SectionPolicy::parse_threshold("Open TODOs=0.25").unwrap(),
            ("Open TODOs".to_string(), 0.25)
        );
        assert_eq!(
            SectionPolicy::parse_threshold("a=b=1").unwrap(),
            ("a=b".to_string(), 1.0)
        );
        for bad in ["Goal", "Goal=high", "=0.5", "Goal=-0.1", "Goal=2"] {
            assert!(SectionPolicy::parse_threshold(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn hold_back_keeps_an_uncontested_restraint_only() {
        let deleted = |features: &[(&'static str, f32)]| Decision {
            verdict: Verdict::Unsupported,
            kept: false,
            p_support: Some(0.09),
            p_support_model: Some(0.09),
            p_contradiction: None,
            reason: Some("P(support) 0.090 < threshold 0.191".into()),
            features: Some(features.iter().copied().collect()),
        };
        let restraint = "[TODO] Wait for the landlord's approval before sending the statement.";
        let none = GuardFinding::default();
        let mut d = deleted(&[("open_task", 1.0)]);
        hold_back(&mut d, restraint, &["the landlord approved"], &none);
        assert!(
            d.kept
                && d.reason
                    .as_deref()
                    .unwrap()
                    .contains("holds the agent back")
        );
        assert_eq!(d.verdict, Verdict::Unsupported);
        // contested by the evidence, an act, or no features: left as decided
        let mut d = deleted(&[("instruction_flip", 1.0)]);
        hold_back(&mut d, restraint, &["the landlord approved"], &none);
        assert!(!d.kept);
        let mut d = deleted(&[("open_task", 1.0)]);
        hold_back(&mut d, "Send the statement to Ruslan.", &[], &none);
        assert!(!d.kept);
        // a wait on someone the evidence never names
        let mut d = deleted(&[("open_task", 1.0)]);
        hold_back(
            &mut d,
            "Wait for Taras to sign off before submitting.",
            &["build 1191"],
            &none,
        );
        assert!(!d.kept);
        let mut d = deleted(&[]);
        d.features = None;
        hold_back(&mut d, restraint, &["the landlord approved"], &none);
        assert!(!d.kept);
        // a value missing from the spans only: contested unless every source was searched
        // and held it (the record-level guard found each anchor)
        let wait = "Wait for the review of the four invoice PDFs before any of them is sent.";
        let mut d = deleted(&[("open_task", 1.0), ("mismatches", 1.0)]);
        hold_back(&mut d, wait, &["invoice PDFs"], &none);
        assert!(!d.kept);
        let seen = GuardFinding {
            anchors: 1,
            mismatches: vec![],
        };
        let mut d = deleted(&[("open_task", 1.0), ("mismatches", 1.0)]);
        hold_back(&mut d, wait, &["invoice PDFs"], &seen);
        assert!(d.kept);
        let mut d = deleted(&[
            ("open_task", 1.0),
            ("mismatches", 1.0),
            ("value_unseen", 1.0),
        ]);
        hold_back(&mut d, wait, &["invoice PDFs"], &seen);
        assert!(!d.kept);
    }

    #[test]
    fn protect_only_ever_keeps() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        let mut d = decide(&score(0.1, Some(0.8)), &ok, true, &o);
        assert!(!d.kept);
        protect(&mut d, "Decisions");
        assert_eq!((d.verdict, d.kept), (Verdict::Contradicted, true));
        assert!(d.reason.as_deref().unwrap().contains("protected"));
        let mut k = decide(&score(0.9, None), &ok, true, &o);
        let before = k.clone();
        protect(&mut k, "Decisions");
        assert_eq!(k, before, "a kept entry is untouched");
    }

    #[test]
    fn tripwire_keeps_everything() {
        let o = PruneOptions::default();
        let ok = GuardFinding::default();
        let mut ds: Vec<Decision> = (0..10)
            .map(|i| decide(&score(if i == 0 { 0.9 } else { 0.1 }, None), &ok, true, &o))
            .collect();
        let t = apply_tripwire(&mut ds, &o);
        assert!(t.fired);
        assert!(ds.iter().all(|d| d.kept));
        let mut few: Vec<Decision> = (0..4)
            .map(|_| decide(&score(0.1, None), &ok, true, &o))
            .collect();
        assert!(!apply_tripwire(&mut few, &o).fired);
        assert!(few.iter().all(|d| !d.kept));
    }
}
