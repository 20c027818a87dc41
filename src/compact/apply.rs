//! `sjc apply`: check the summary the harness's model wrote, prune it with SJC, and build the
//! new history: system messages, the pruned summary (after [`super::FRAMING`]), a reminder of
//! the files the replaced part changed, then the verbatim tail. The result is written in the
//! input's format and read back; its tool pairs are checked ([`super::integrity`]).
//!
//! Every failure is an [`ApplyError`] and produces no output at all, so the input transcript
//! stays byte-identical: an empty or whitespace summary cancels the compaction; a summary over
//! its cap, one that is not smaller than the messages it replaces, or one without any entry
//! sjc can parse is refused; a judge failure or a tripwire refuses unless
//! [`ApplyOptions::accept_unpruned`]; a plan made from other bytes is refused.

use crate::parse::Summary;
use crate::pipeline::Pruner;
use crate::record::{Record, Role};
use crate::report::Report;
use crate::transcript::{self, Transcript, TranscriptFormat};

use super::integrity::{self, Problem};
use super::plan::{live_history, Plan};
use super::tokens::TokenCounter;
use super::write::{writer_for, Inserted, NewHistory, WriteError};
use super::{files, fingerprint, is_sjc_reminder, FRAMING, REMINDER};
use crate::record::Message;

/// Apply settings.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ApplyOptions {
    /// A cap (tokens) that replaces the plan's `summary_cap_tokens`.
    pub cap_tokens: Option<usize>,
    /// Write the summary even when the judge failed or the tripwire fired (then nothing is
    /// deleted from it). Off by default: such a summary is refused and nothing is written.
    pub accept_unpruned: bool,
}

/// Why `apply` wrote nothing. The input is unchanged in every case.
#[derive(Debug, thiserror::Error)]
pub enum ApplyError {
    /// Empty or whitespace summary.
    #[error("the summary is empty: compaction cancelled, history unchanged")]
    Cancelled,
    /// Summary over its cap.
    #[error("the summary has {tokens} tokens, over its cap of {cap} ({counter}): refused, history unchanged")]
    OverCap {
        /// Its tokens.
        tokens: usize,
        /// The cap.
        cap: usize,
        /// How tokens were counted.
        counter: String,
    },
    /// Summary not smaller than what it replaces.
    #[error("the summary has {tokens} tokens, not fewer than the {replaced} tokens it replaces: refused, history unchanged")]
    NoGain {
        /// Its tokens.
        tokens: usize,
        /// Tokens of the replaced messages.
        replaced: usize,
    },
    /// No entry could be parsed from the summary.
    #[error("the summary has no entry sjc can parse (no bullet, row, code block or sentence): refused, history unchanged")]
    Unparseable,
    /// The plan does not belong to this transcript.
    #[error(
        "the plan was made from another transcript ({0}): run sjc plan again; history unchanged"
    )]
    StalePlan(String),
    /// The plan has no cut.
    #[error("the plan has no cut ({0}); history unchanged")]
    NoCut(String),
    /// The judge failed on some entry (they would have been kept).
    #[error("the judge failed ({0}); nothing deleted and nothing written (give --accept-unpruned to write the summary unpruned); history unchanged")]
    JudgeFailed(String),
    /// The tripwire fired.
    #[error("the tripwire fired ({0}); nothing written (give --accept-unpruned to write the summary unpruned); history unchanged")]
    Tripwire(String),
    /// No writer for the format, or the input's shape changed.
    #[error(transparent)]
    Write(#[from] WriteError),
    /// The new history breaks tool-pair integrity.
    #[error("the new history breaks tool-pair integrity: {}; history unchanged", .0.iter().map(|p| p.to_string()).collect::<Vec<_>>().join("; "))]
    Integrity(Vec<Problem>),
    /// The written transcript could not be read back.
    #[error("the new transcript does not read back: {0}; history unchanged")]
    ReadBack(String),
}

/// A successful apply.
#[derive(Debug)]
pub struct Applied {
    /// The new transcript's text, in the input's format.
    pub output: String,
    /// The prune report of the summary.
    pub report: Report,
    /// Tokens of the summary before pruning.
    pub summary_tokens: usize,
    /// The files listed in the reminder.
    pub files_changed: Vec<String>,
    /// Messages in the input and in the output.
    pub messages: (usize, usize),
}

/// Applies `summary` to the transcript `t` (read from `original`) under `plan`.
///
/// # Errors
/// [`ApplyError`]; nothing is produced then.
pub fn apply(
    t: &Transcript,
    original: &str,
    plan: &Plan,
    summary: &str,
    counter: &TokenCounter,
    pruner: &Pruner,
    opts: ApplyOptions,
) -> Result<Applied, ApplyError> {
    let format: TranscriptFormat = t
        .format
        .ok_or_else(|| ApplyError::StalePlan("the transcript's format is unknown".into()))?;
    let fp = fingerprint(original.as_bytes());
    if fp != plan.transcript.fingerprint || format.name() != plan.transcript.format {
        return Err(ApplyError::StalePlan(format!(
            "plan: {} {}, transcript: {} {fp}",
            plan.transcript.format,
            plan.transcript.fingerprint,
            format.name()
        )));
    }
    let cut = plan
        .cut
        .as_ref()
        .ok_or_else(|| ApplyError::NoCut(plan.no_cut.clone().unwrap_or_default()))?;
    let msgs = &t.messages;
    let (live_start, previous, _) = live_history(t);
    if cut.at > msgs.len() || cut.live_start != live_start || cut.at <= live_start {
        return Err(ApplyError::StalePlan(format!(
            "cut {}..{} does not fit {} messages",
            cut.live_start,
            cut.at,
            msgs.len()
        )));
    }
    // the summary: cancelled, refused or parsed
    if summary.trim().is_empty() {
        return Err(ApplyError::Cancelled);
    }
    let cap = opts.cap_tokens.unwrap_or(plan.summary_cap_tokens);
    let tokens = counter.text(summary);
    if tokens > cap {
        return Err(ApplyError::OverCap {
            tokens,
            cap,
            counter: counter.describe(),
        });
    }
    if tokens >= cut.compacted_tokens {
        return Err(ApplyError::NoGain {
            tokens,
            replaced: cut.compacted_tokens,
        });
    }
    if Summary::parse(summary).entries().is_empty() {
        return Err(ApplyError::Unparseable);
    }
    let writer = writer_for(format)?;
    // prune with the replaced messages and the previous summary as evidence
    // (system and developer messages are never evidence; evidence::collect skips them)
    let replaced: Vec<_> = msgs[live_start..cut.at].to_vec();
    let record = Record {
        task: t.task_instruction(),
        messages: replaced.clone(),
        previous_summary: previous.clone(),
        summary: summary.to_string(),
        labels: None,
        message_offset: live_start,
    };
    let report = pruner.prune(&record);
    if !opts.accept_unpruned {
        if report.had_judge_errors() {
            let why = report.errors.first().cloned().unwrap_or_else(|| {
                format!(
                    "{} entries kept on judge error",
                    report.counts.kept_on_error
                )
            });
            return Err(ApplyError::JudgeFailed(why));
        }
        if report.tripwire.fired {
            return Err(ApplyError::Tripwire(report.one_line()));
        }
    }
    let pruned = report.pruned_summary.clone();
    if pruned.trim().is_empty() {
        return Err(ApplyError::Cancelled);
    }
    // the new history
    let files_changed = files::changed(&replaced);
    let mut inserted = vec![Inserted {
        role: Role::User,
        text: format!("{FRAMING}\n\n{}", pruned.trim_end()),
    }];
    if !files_changed.is_empty() {
        let list: String = files_changed.iter().map(|f| format!("- {f}\n")).collect();
        inserted.push(Inserted {
            role: Role::User,
            text: format!("{REMINDER}\n{list}"),
        });
    }
    let history = NewHistory {
        kept_before: (0..cut.at)
            .filter(|&i| matches!(msgs[i].role, Role::System | Role::Developer))
            .collect(),
        inserted,
        tail_from: cut.at,
        summary: pruned.clone(),
        previous_summary: previous,
        tokens_before: plan.tokens.context,
    };
    let output = writer.write(original, &history)?;
    // read back and check
    let back = transcript::read(output.clone().into_bytes(), "new transcript", Some(format))
        .map_err(|e| ApplyError::ReadBack(e.to_string()))?;
    // the context it holds now: the new summary, then the tail as the input had it
    let (back_start, back_summary, _) = live_history(&back);
    if back_summary.as_deref().map(str::trim_end) != Some(pruned.trim_end()) {
        return Err(ApplyError::ReadBack(
            "the summary read back is not the one written".into(),
        ));
    }
    let tail = &msgs[cut.at..];
    let live = &back.messages[back_start..];
    let tail_at = live
        .iter()
        .position(|m| !is_sjc_reminder(m))
        .unwrap_or(live.len());
    if !live
        .get(tail_at..tail_at + tail.len())
        .is_some_and(|l| same_messages(l, tail))
    {
        return Err(ApplyError::ReadBack(format!(
            "the {} tail messages do not read back as they were",
            tail.len()
        )));
    }
    let want = history.kept_before.len() + history.inserted.len() + tail.len();
    let problems = integrity::check(live);
    if !problems.is_empty() {
        return Err(ApplyError::Integrity(problems));
    }
    Ok(Applied {
        output,
        report,
        summary_tokens: tokens,
        files_changed,
        messages: (msgs.len(), want),
    })
}

/// Equal messages, ignoring the line they were read from.
fn same_messages(a: &[Message], b: &[Message]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            let mut x = x.clone();
            x.line = y.line;
            x == *y
        })
}
