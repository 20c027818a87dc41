//! # sjc: Source-Judged Compaction
//!
//! When an agent's history no longer fits its context window, a compressor
//! replaces it with a structured summary. Compressors write plans and
//! reinterpretations into those summaries as if they were facts. SJC fixes
//! this after the summary is written, without changing the agent or the
//! compressor. One module per step, imports running one way (down this list
//! never up it, `judge` importing none of `batch`, `verify`, `guard`, `retrieve`):
//!
//! 1. [`record`] + [`parse`]: read the compaction record; split the new summary
//!    into entries, keeping each entry's section;
//! 2. [`evidence`] + [`retrieve`]: for each entry, retrieve BM25 top-3 evidence
//!    spans from tool outputs, tool-call arguments, the previous summary and
//!    user turns (never the task or the assistant's own text);
//! 3. [`judge`]: the cross-encoder network, token batch in, raw logits out;
//!    [`batch`]: tokenization, the micro-batch plan, padding and the deadline
//!    between pairs and the network — all entries of one summary in one call;
//! 4. [`verify`]: logits (plus lexical and [`guard`] features) to a calibrated
//!    probability that the entry's content came from its evidence, and the
//!    risk-controlled deletion threshold;
//! 5. [`prune`]: delete every entry below the threshold whole, keep the others
//!    byte for byte; never rewrite, never add; keep every entry the judge
//!    failed on;
//! 6. [`report`]: the pruned summary and a per-entry account of why.
//!
//! [`Pruner`] runs the steps for one [`Record`]; [`load_judge`] builds the
//! judge and its [`Verifier`] from a model folder, the local Hugging Face
//! cache or the embedded default judge. [`eval`] and [`metrics`] score judges
//! on labelled data; [`mod@bench`] makes the synthetic pairs of `sjc bench`.
//! [`compact`] is the deterministic half of a compaction engine around a
//! harness's own summarizer call (`sjc plan`, `sjc apply`).
#![warn(missing_docs)]

pub mod batch;
pub mod bench;
pub mod cache;
pub mod compact;
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
pub mod stream;
pub mod transcript;
pub mod verify;

pub use batch::{CrossEncoder, Judge, JudgeInfo, JudgeOptions, Pair, Unavailable};
pub use judge::{resolve_model, JudgeError, ModelSource};
pub use pipeline::{load_judge, LoadedJudge, PipelineOptions, Pruner};
pub use record::Record;
pub use report::Report;
pub use verify::{Score, Verifier};
