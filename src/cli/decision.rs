//! The decision flags shared by `sjc prune`, `sjc batch` and `sjc apply` (threshold rule,
//! evidence spans, tripwire, per-section policy, `--drop-analysis`), and the one place that
//! turns them and the judge flags into a [`Pruner`].

use clap::Args;
use sjc::evidence::EvidenceOptions;
use sjc::pipeline::{PipelineOptions, Pruner};
use sjc::prune::{PruneOptions, SectionPolicy};
use sjc::verify::ThresholdRule;

use super::CliError;
use crate::JudgeArgs;

/// How entries are judged deleted: `#[command(flatten)]`-ed into every subcommand that prunes.
/// Help texts are the ones of `sjc prune` (README.md documents them); a subcommand whose
/// meaning differs rewords one with `#[command(mut_arg(..))]`.
#[derive(Args, Clone, Debug)]
pub struct DecisionArgs {
    /// Expected share of true entries deleted at most this (conformal risk control on the
    /// model's risk.json calibration set); default 0.05 when the model ships one.
    #[arg(long, value_parser = super::open_unit_interval, allow_negative_numbers = true)]
    pub max_false_delete: Option<f32>,
    /// Fixed threshold: delete entries whose calibrated P(support) is below this (overrides
    /// --max-false-delete when both are given; 0.5 when the model has no risk.json).
    #[arg(long, value_parser = super::unit_interval, allow_negative_numbers = true)]
    pub threshold: Option<f32>,
    /// Evidence spans per entry.
    #[arg(long, default_value_t = 3, value_parser = super::at_least(1), allow_negative_numbers = true)]
    pub top_k: usize,
    /// Tripwire: keep the summary unchanged if more than this share would be deleted.
    #[arg(long, default_value_t = 0.8, value_parser = super::unit_interval, allow_negative_numbers = true)]
    pub max_delete_fraction: f32,
    /// Remove Claude Code's `<analysis>` block from the output (it is never judged; by
    /// default it is kept as is).
    #[arg(long)]
    pub drop_analysis: bool,
    /// Never delete an entry of this section (repeatable; title matched case-insensitively;
    /// `Progress` also covers its sub-sections `Progress / Done`, and `Done` matches them too).
    #[arg(long, value_name = "SECTION")]
    pub protect: Vec<String>,
    /// Deletion threshold P in [0, 1] for one section, overriding the run's (repeatable;
    /// sections matched as for --protect).
    #[arg(long, value_name = "SECTION=P", value_parser = super::section_threshold)]
    pub section_threshold: Vec<(String, f32)>,
}

impl DecisionArgs {
    /// The per-section policy of `--protect` and `--section-threshold`.
    ///
    /// # Errors
    /// [`CliError::BadInput`] naming the flag (a blank section name).
    pub fn section_policy(&self) -> Result<SectionPolicy, CliError> {
        let mut policy = SectionPolicy::default();
        for name in &self.protect {
            policy = policy
                .protect(name)
                .map_err(|e| CliError::BadInput(format!("--protect: {e}")))?;
        }
        for (name, p) in &self.section_threshold {
            policy = policy
                .threshold(name, *p)
                .map_err(|e| CliError::BadInput(format!("--section-threshold: {e}")))?;
        }
        Ok(policy)
    }

    /// The pipeline options of these flags, without the threshold rule (which needs the
    /// judge's risk.json; see [`DecisionArgs::pruner`]).
    ///
    /// # Errors
    /// As [`DecisionArgs::section_policy`].
    pub fn options(&self, evidence: EvidenceOptions) -> Result<PipelineOptions, CliError> {
        Ok(PipelineOptions {
            prune: PruneOptions {
                max_delete_fraction: self.max_delete_fraction,
                ..PruneOptions::default()
            },
            top_k: self.top_k,
            evidence,
            sections: self.section_policy()?,
            drop_analysis: self.drop_analysis,
            ..PipelineOptions::default()
        })
    }

    /// The pruner these flags and `judge` ask for: the flags are checked first (a bad one is
    /// an error before any model is loaded), then the judge is loaded (or, when it cannot be,
    /// the stand-in that keeps every entry, see [`JudgeArgs::load_or_keep_all`]) and the
    /// threshold rule chosen ([`ThresholdRule::choose`]). `--threshold` given with
    /// `--max-false-delete` wins, with a note on stderr.
    ///
    /// # Errors
    /// [`CliError::BadInput`] for a bad section flag, or for `--max-false-delete` with a
    /// loaded model that ships no risk.json. With no judge nothing is deleted whatever the
    /// threshold, so a rule that needs risk.json is not an error then.
    pub fn pruner(&self, judge: &JudgeArgs, evidence: EvidenceOptions) -> Result<Pruner, CliError> {
        let opts = self.options(evidence)?;
        let judge = judge.load_or_keep_all();
        if let (Some(t), Some(a)) = (self.threshold, self.max_false_delete) {
            eprintln!("sjc: --threshold {t} overrides --max-false-delete {a}");
        }
        let rule = match &judge {
            Ok(l) => ThresholdRule::choose(self.threshold, self.max_false_delete, l.risk.as_ref())
                .map_err(|e| CliError::BadInput(e.to_string()))?,
            // With no judge nothing is deleted whatever the threshold, so a rule that needs
            // the model's risk.json is not an error then.
            Err(_) => ThresholdRule::choose(self.threshold, None, None).unwrap_or_default(),
        };
        Ok(super::pruner(judge, opts.with_threshold(rule)))
    }
}
