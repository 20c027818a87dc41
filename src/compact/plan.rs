//! `sjc plan`: for one transcript, whether to compact, where to cut, what the summarizer
//! gets, and the token counts, as one JSON document ([`Plan`]) that `sjc apply` reads back.

use serde::{Deserialize, Serialize};

use super::cut::{self, Cut, TailBudget};
use super::summarizer::{self, InputOptions, SummarizerRequest};
use super::template::Template;
use super::tokens::TokenCounter;
use super::trigger::{self, TriggerError, TriggerOptions, TriggerReport, Usage};
use super::{integrity, is_sjc_reminder, sjc_summary_text};
use crate::record::Role;
use crate::transcript::Transcript;

/// Plan settings. Counts are tokens.
#[derive(Debug, Clone, PartialEq)]
pub struct PlanOptions {
    /// The model's context window.
    pub window: usize,
    /// Tokens reserved for the reply; default `min(16_384, window / 8)`.
    pub reserve: Option<usize>,
    /// Triggers.
    pub triggers: TriggerOptions,
    /// Tail size rule.
    pub tail: TailBudget,
    /// Summary template.
    pub template: Template,
    /// Tool results longer than this many characters reach the summarizer as head and tail.
    pub tool_result_chars: usize,
    /// Summary cap as a share of the budget (default 0.1).
    pub summary_share: f64,
    /// A fixed summary cap that replaces `summary_share`.
    pub summary_cap: Option<usize>,
}

impl PlanOptions {
    /// Defaults for a window of `window` tokens.
    pub fn new(window: usize) -> Self {
        PlanOptions {
            window,
            reserve: None,
            triggers: TriggerOptions::default(),
            tail: TailBudget::default(),
            template: Template::Safeguard,
            tool_result_chars: 4000,
            summary_share: 0.1,
            summary_cap: None,
        }
    }

    /// The reserve in force.
    pub fn reserve(&self) -> usize {
        self.reserve.unwrap_or((self.window / 8).min(16_384))
    }
}

/// Errors of [`plan()`].
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// Trigger settings are wrong.
    #[error(transparent)]
    Trigger(#[from] TriggerError),
    /// Window, reserve or another option is out of range.
    #[error("{0}")]
    Options(String),
}

/// The transcript a plan was made from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Source {
    /// Format name (`record`, `openai-chat`, ...).
    pub format: String,
    /// Size in bytes.
    pub bytes: usize,
    /// [`super::fingerprint`] of the bytes; `apply` refuses a transcript that differs.
    pub fingerprint: String,
    /// Number of messages read.
    pub messages: usize,
}

/// Token count of one message.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Block {
    /// Message index.
    pub index: usize,
    /// Its role.
    pub role: Role,
    /// Tokens.
    pub tokens: usize,
    /// False for messages an earlier compaction already replaced.
    pub in_context: bool,
}

/// Token counts.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Tokens {
    /// How they were counted ([`TokenCounter::describe`]).
    pub counter: String,
    /// The `tokenizer.json` used, if any (`apply` counts the summary with it too).
    pub tokenizer: Option<String>,
    /// The whole current context.
    pub context: usize,
    /// The messages since the last compaction.
    pub live: usize,
    /// The previous summary (0 when none).
    pub previous_summary: usize,
    /// The summarizer request (system prompt and user message), when there is one.
    pub summarizer_input: Option<usize>,
    /// Per message.
    pub blocks: Vec<Block>,
}

/// What `sjc plan` prints.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Plan {
    /// Version of sjc that made the plan.
    pub sjc_version: String,
    /// The transcript.
    pub transcript: Source,
    /// The window (tokens).
    pub window: usize,
    /// The reserve for the reply (tokens).
    pub reserve: usize,
    /// Window minus reserve (tokens).
    pub budget: usize,
    /// Token counts.
    pub tokens: Tokens,
    /// Trigger outcomes.
    pub triggers: TriggerReport,
    /// True when a trigger fired and a turn-safe cut exists: call the summarizer now.
    pub compact: bool,
    /// The cut (computed whether or not a trigger fired).
    pub cut: Option<Cut>,
    /// Why there is no cut.
    pub no_cut: Option<String>,
    /// The summary to update (from an earlier `apply`, a harness compaction, or the record).
    pub previous_summary: Option<String>,
    /// Cap on the new summary (tokens); `apply` refuses a longer one.
    pub summary_cap_tokens: usize,
    /// The summarizer request, present when `compact` is true.
    pub summarizer: Option<SummarizerRequest>,
    /// Problems of the input itself (pair integrity), reported, not fixed.
    pub warnings: Vec<String>,
}

/// Where the live history starts (a message index), the previous summary (without
/// [`super::FRAMING`]), and whether that summary is a message in the context (an earlier
/// `apply` into a message list) or held elsewhere (a harness compaction event, also one
/// `apply` appended to a session file). The later of the two wins.
pub fn live_history(t: &Transcript) -> (usize, Option<String>, bool) {
    let msgs = &t.messages;
    // an earlier apply's summary message, and its reminder right after it
    let own = msgs
        .iter()
        .rposition(|m| sjc_summary_text(m).is_some())
        .map(|i| {
            let end = if msgs.get(i + 1).is_some_and(is_sjc_reminder) {
                i + 2
            } else {
                i + 1
            };
            (end, sjc_summary_text(&msgs[i]))
        });
    // a harness compaction event; one apply wrote holds the framing line, dropped here
    let harness = t.compactions.last().map(|c| {
        let s = c
            .summary
            .as_deref()
            .map(|s| super::strip_framing(s).unwrap_or_else(|| s.to_string()));
        (c.at, s)
    });
    match (own, harness) {
        (Some((end, _)), Some((at, s))) if at > end => (at, s, false),
        (Some((end, s)), _) => (end, s, true),
        (None, Some((at, s))) => (at, s, false),
        (None, None) => (0, t.previous_summary.clone(), false),
    }
}

/// Makes the plan for `t`, read from `bytes` (for the fingerprint).
///
/// # Errors
/// [`PlanError`] for a window of 0, a reserve not below the window, or bad trigger settings.
pub fn plan(
    t: &Transcript,
    bytes: &[u8],
    counter: &TokenCounter,
    opts: &PlanOptions,
) -> Result<Plan, PlanError> {
    let reserve = opts.reserve();
    if opts.window == 0 || reserve >= opts.window {
        return Err(PlanError::Options(format!(
            "--reserve {reserve} must be below --window {}",
            opts.window
        )));
    }
    if !(opts.summary_share > 0.0 && opts.summary_share < 1.0) {
        return Err(PlanError::Options(
            "--summary-share must be strictly between 0 and 1".into(),
        ));
    }
    let budget = opts.window - reserve;
    let msgs = &t.messages;
    let (live_start, previous, prev_in_messages) = live_history(t);
    let tokens: Vec<usize> = msgs.iter().map(|m| counter.message(m)).collect();
    let in_context = |i: usize| {
        i >= live_start
            || matches!(msgs[i].role, Role::System | Role::Developer)
            || sjc_summary_text(&msgs[i]).is_some()
            || is_sjc_reminder(&msgs[i])
    };
    let prev_tokens = previous.as_deref().map_or(0, |p| counter.text(p));
    let live: usize = tokens[live_start.min(msgs.len())..].iter().sum();
    let context: usize = (0..msgs.len())
        .filter(|&i| in_context(i))
        .map(|i| tokens[i])
        .sum::<usize>()
        + if prev_in_messages { 0 } else { prev_tokens };
    let live_tool_calls = msgs[live_start.min(msgs.len())..]
        .iter()
        .map(|m| m.tool_calls.len())
        .sum();
    let triggers = trigger::evaluate(
        &opts.triggers,
        Usage {
            context_tokens: context,
            live_tokens: live,
            live_tool_calls,
            window: opts.window,
            budget,
        },
    )?;
    let tail = opts.tail.target(opts.window, budget);
    let cut = cut::choose(msgs, &tokens, live_start.min(msgs.len()), tail);
    let no_cut = cut.is_none().then(|| {
        "no turn boundary to cut at: the live history needs a user message that starts a turn after at least one earlier message, outside any tool pair".to_string()
    });
    let compact = triggers.compact && cut.is_some();
    let cap = opts
        .summary_cap
        .unwrap_or((budget as f64 * opts.summary_share).round() as usize);
    let summarizer = match (&cut, compact) {
        (Some(c), true) => Some(summarizer::request(
            msgs,
            c.live_start..c.at,
            t.task.as_deref(),
            previous.as_deref(),
            InputOptions {
                tool_result_chars: opts.tool_result_chars,
                template: opts.template,
                cap_tokens: cap,
            },
        )),
        _ => None,
    };
    let summarizer_input = summarizer.as_ref().map(|s| {
        s.messages
            .iter()
            .map(|m| counter.text(&m.content) + super::tokens::MESSAGE_OVERHEAD)
            .sum()
    });
    let warnings = integrity::check(msgs)
        .into_iter()
        .map(|p| format!("input: {p}"))
        .collect();
    Ok(Plan {
        sjc_version: env!("CARGO_PKG_VERSION").to_string(),
        transcript: Source {
            format: t.format.map_or("unknown".into(), |f| f.name().to_string()),
            bytes: bytes.len(),
            fingerprint: super::fingerprint(bytes),
            messages: msgs.len(),
        },
        window: opts.window,
        reserve,
        budget,
        tokens: super::plan::Tokens {
            counter: counter.describe(),
            tokenizer: counter.tokenizer_path().map(String::from),
            context,
            live,
            previous_summary: prev_tokens,
            summarizer_input,
            blocks: msgs
                .iter()
                .enumerate()
                .map(|(i, m)| Block {
                    index: i,
                    role: m.role,
                    tokens: tokens[i],
                    in_context: in_context(i),
                })
                .collect(),
        },
        triggers,
        compact,
        cut,
        no_cut,
        previous_summary: previous,
        summary_cap_tokens: cap,
        summarizer,
        warnings,
    })
}
