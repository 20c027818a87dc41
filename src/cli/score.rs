//! `sjc score` (pairs in, calibrated scores out) and `sjc narrow` (pairs in, BM25 top-k out).

use std::io::Write;

use sjc::pipeline::PipelineOptions;

use super::{read_input, CliError, Status};
use crate::{NarrowArgs, ScoreArgs};

/// Runs `sjc score`: one JSON line per input pair, in input order. A judge that does not load
/// gives every pair an `error` (exit 3), never a made-up score.
pub fn score(args: ScoreArgs) -> Result<Status, CliError> {
    let (bytes, what) = read_input("--pairs", &args.pairs)?;
    let pairs = sjc::eval::read_pairs(bytes, &what)?;
    let pruner = super::pruner(args.judge.load_or_keep_all(), PipelineOptions::default());
    let scored = sjc::eval::score_pairs(&pruner, &pairs, args.top_k);
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    let mut failed = 0;
    for s in &scored {
        failed += s.error.is_some() as usize;
        serde_json::to_writer(&mut out, s).map_err(std::io::Error::from)?;
        writeln!(out)?;
    }
    out.flush()?;
    if failed > 0 {
        eprintln!("sjc: judge failed on {failed} of {} pairs", scored.len());
        return Ok(Status::JudgeFailed);
    }
    Ok(Status::Ok)
}

/// Runs `sjc narrow`.
pub fn narrow(args: NarrowArgs) -> Result<Status, CliError> {
    let (bytes, what) = read_input("--pairs", &args.pairs)?;
    let rows = sjc::eval::read_pairs(bytes, &what)?;
    sjc::eval::narrow_jsonl(rows, args.top_k, &mut std::io::stdout().lock())?;
    Ok(Status::Ok)
}
