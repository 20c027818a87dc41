//! `sjc bench`: judge throughput on synthetic pairs.

use std::io::Write;

use sjc::pipeline::{PipelineOptions, Pruner};

use super::{CliError, Status};
use crate::BenchArgs;

/// Runs `sjc bench`.
pub fn run(args: BenchArgs) -> Result<Status, CliError> {
    let pruner = Pruner::from_loaded(args.judge.load()?, PipelineOptions::default());
    let texts = sjc::bench::synthetic_pairs(args.pairs, args.words);
    let r = sjc::bench::run(&pruner, &texts, args.runs);
    if r.failed > 0 {
        eprintln!("sjc: {} pairs failed", r.failed);
    }
    let info = pruner.info();
    let (lo, hi) = (
        r.rates.first().copied().unwrap_or(0.0),
        r.rates.last().copied().unwrap_or(0.0),
    );
    writeln!(
        std::io::stdout().lock(),
        "sjc bench: {} pairs x {} runs, ~{} evidence words, max_len {}, {} on {}: median {:.1} pairs/s (min {lo:.1}, max {hi:.1})",
        args.pairs,
        r.rates.len(),
        args.words,
        info.max_len,
        info.model_id,
        info.device,
        r.median()
    )?;
    Ok(Status::Ok)
}
