//! `sjc plan`: reads a transcript and prints the compaction plan as JSON (the library's
//! [`sjc::compact::plan()`]).

use std::io::Write;
use std::path::PathBuf;

use clap::Args;
use sjc::compact::cut::TailBudget;
use sjc::compact::template::Template;
use sjc::compact::tokens::TokenCounter;
use sjc::compact::trigger::{TriggerKind, TriggerOptions};
use sjc::compact::{plan, Plan, PlanOptions};
use sjc::transcript::{self, TranscriptFormat};

use super::{read_input, CliError, Status};

/// `sjc plan` flags. Token counts are in the unit of `--tokenizer` (or the bytes/4 estimate).
#[derive(Args)]
pub struct PlanArgs {
    /// The transcript (any format sjc reads); `-` for stdin.
    #[arg(long)]
    transcript: String,
    /// Its format (default: detected).
    #[arg(long)]
    transcript_format: Option<TranscriptFormat>,
    /// The model's context window, in tokens.
    #[arg(long, value_parser = super::at_least(1))]
    window: usize,
    /// Tokens reserved for the reply (default: min(16384, window/8)); budget = window - reserve.
    #[arg(long)]
    reserve: Option<usize>,
    /// Triggers in force, comma-separated or repeated: threshold, interval, rubric, checkpoints, force.
    #[arg(long, value_delimiter = ',', default_value = "threshold")]
    trigger: Vec<TriggerKind>,
    /// `threshold`: compact when the context reaches this share of the budget.
    #[arg(long, default_value_t = 0.75, value_parser = super::open_unit_interval_f64)]
    threshold_share: f64,
    /// `interval`: compact every N tool calls since the last compaction.
    #[arg(long)]
    every_tool_calls: Option<usize>,
    /// `interval`: compact every N tokens since the last compaction.
    #[arg(long)]
    every_tokens: Option<usize>,
    /// `checkpoints`: percentages of the window that raise an event.
    #[arg(long, value_delimiter = ',', default_value = "20,40,60,80")]
    checkpoints: Vec<u32>,
    /// `rubric`: the model's answer to the rubric prompt (strict: exactly COMPACT or CONTINUE;
    /// anything else reads as CONTINUE); turns the rubric trigger on.
    #[arg(long, allow_hyphen_values = true)]
    verdict: Option<String>,
    /// Share of the budget kept verbatim as the tail.
    #[arg(long, default_value_t = 0.2, value_parser = super::open_unit_interval_f64)]
    tail_share: f64,
    /// Tail floor for windows of 200k tokens or more (scaled down below).
    #[arg(long, default_value_t = 20_000)]
    tail_floor: usize,
    /// Tail ceiling for windows of 200k tokens or more (scaled down below).
    #[arg(long, default_value_t = 100_000)]
    tail_ceiling: usize,
    /// A fixed tail target in tokens (replaces --tail-share; floor and ceiling still apply).
    #[arg(long)]
    tail_tokens: Option<usize>,
    /// Summary template: safeguard (Markdown sections) or selfcompact (emoji-headed blocks).
    #[arg(long, default_value = "safeguard")]
    template: Template,
    /// Tool results longer than this many characters reach the summarizer as head + tail.
    #[arg(long, default_value_t = 4000, value_parser = super::at_least(200))]
    tool_result_chars: usize,
    /// Summary cap as a share of the budget.
    #[arg(long, default_value_t = 0.1, value_parser = super::open_unit_interval_f64)]
    summary_share: f64,
    /// A fixed summary cap in tokens (replaces --summary-share).
    #[arg(long)]
    summary_cap: Option<usize>,
    /// The model's tokenizer.json for token counts (default: estimate ceil(bytes/4)).
    #[arg(long)]
    tokenizer: Option<PathBuf>,
    /// Write the plan here instead of stdout.
    #[arg(long)]
    out: Option<PathBuf>,
}

/// The closing stderr line: the context against the budget, and what the plan says, as its
/// JSON does: the cut only when a trigger fired and a cut exists (`compact: true`); else that
/// no trigger fired, or that one fired but there is no turn boundary to cut at (`no_cut`).
fn outcome_line(p: &Plan) -> String {
    let what = match (&p.cut, p.compact, p.triggers.compact) {
        (Some(c), true, _) => format!(
            "cut at message {} (tail {} tokens, replaces {} tokens)",
            c.at, c.tail_tokens, c.compacted_tokens
        ),
        (_, _, false) => "no trigger fired, nothing to compact".to_string(),
        (_, _, true) => format!(
            "a trigger fired but nothing can be compacted: {}",
            p.no_cut.as_deref().unwrap_or("no cut")
        ),
    };
    format!(
        "sjc: plan: context {} tokens of a {} budget; compact: {}; {what}",
        p.tokens.context, p.budget, p.compact
    )
}

/// Runs `sjc plan`.
pub fn run(a: PlanArgs) -> Result<Status, CliError> {
    let (bytes, what) = read_input("--transcript", &a.transcript)?;
    let t = transcript::read(bytes.clone(), &what, a.transcript_format)
        .map_err(|e| CliError::BadInput(e.to_string()))?;
    let counter =
        TokenCounter::new(a.tokenizer.as_deref()).map_err(|e| CliError::BadInput(e.to_string()))?;
    let mut kinds = a.trigger;
    if a.verdict.is_some() && !kinds.contains(&TriggerKind::Rubric) {
        kinds.push(TriggerKind::Rubric); // --verdict is the rubric's answer
    }
    let opts = PlanOptions {
        window: a.window,
        reserve: a.reserve,
        triggers: TriggerOptions {
            kinds,
            threshold_share: a.threshold_share,
            every_tool_calls: a.every_tool_calls,
            every_tokens: a.every_tokens,
            checkpoints: a.checkpoints,
            verdict: a.verdict,
        },
        tail: TailBudget {
            share: a.tail_share,
            floor: a.tail_floor,
            ceiling: a.tail_ceiling,
            fixed: a.tail_tokens,
        },
        template: a.template,
        tool_result_chars: a.tool_result_chars,
        summary_share: a.summary_share,
        summary_cap: a.summary_cap,
    };
    let p = plan(&t, &bytes, &counter, &opts).map_err(|e| CliError::BadInput(e.to_string()))?;
    for w in &p.warnings {
        eprintln!("sjc: warning: {w}");
    }
    let json = serde_json::to_string_pretty(&p).map_err(std::io::Error::from)?;
    match &a.out {
        Some(path) => std::fs::write(path, format!("{json}\n")).map_err(|e| {
            CliError::Io(std::io::Error::new(
                e.kind(),
                format!("--out {}: {e}", path.display()),
            ))
        })?,
        None => {
            let mut out = std::io::stdout().lock();
            writeln!(out, "{json}")?;
            out.flush()?;
        }
    }
    eprintln!("{}", outcome_line(&p));
    Ok(Status::Ok)
}
