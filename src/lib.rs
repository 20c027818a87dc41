//! # sjc: Source-Judged Compaction
//!
//! When an agent's history no longer fits its context window, a compressor
//! replaces it with a structured summary. Compressors write plans and
//! reinterpretations into those summaries as if they were facts. SJC fixes
//! this after the summary is written, without changing the agent or the
//! compressor:
//!
//! 1. [`parse`]: split the new summary into entries, keeping each entry's section;
//! 2. [`evidence`] + [`retrieve`]: for each entry, retrieve BM25 top-3 evidence
//!    spans from tool outputs, tool-call arguments, the previous summary and
//!    user turns (never the task or the assistant's own text);
//! 3. [`judge`]: an in-process cross-encoder (candle) gives each entry a
//!    calibrated probability that its content came from that evidence, all
//!    entries of one summary in one batched forward pass;
//! 4. [`guard`] + [`prune`]: delete every entry below the threshold (0.5)
//!    whole, keep the others byte for byte; never rewrite, never add; keep
//!    every entry the judge failed on;
//! 5. [`report`]: the pruned summary and a per-entry account of why.
//!
//! [`pipeline::Pruner`] runs the steps for one [`record::Record`].
//! [`eval`] and [`metrics`] score judges on labelled data.

pub mod eval;
pub mod evidence;
pub mod guard;
pub mod judge;
pub mod metrics;
pub mod parse;
pub mod pipeline;
pub mod prune;
pub mod record;
pub mod report;
pub mod retrieve;
