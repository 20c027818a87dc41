//! The subcommands of the `sjc` binary, the one error type of the command-line edge, and exit
//! codes. Library logic stays in the library: these modules read arguments and files, call it,
//! and print.

pub mod apply;
pub mod batch;
pub mod bench;
pub mod calibrate;
pub mod decision;
pub mod eval;
pub mod inspect;
pub mod plan;
pub mod prune;
pub mod score;

use std::io::Read;
use std::process::ExitCode;
use std::sync::Arc;
use std::time::Duration;

use sjc::batch::{JudgeOptions, Unavailable};
use sjc::judge::{resolve_model, DeviceChoice, JudgeError, PrecisionChoice};
use sjc::pipeline::{load_judge, LoadedJudge, PipelineOptions, Pruner};
use sjc::record::RecordError;
use sjc::verify::Verifier;

use crate::{JudgeArgs, PrecisionArg};

/// The environment variable that picks the device when `--device` is not given.
pub const DEVICE_ENV: &str = "SJC_DEVICE";

/// `SJC_DEVICE`, parsed: `None` when unset or empty, else the device or a message naming the
/// variable and the bad value (`main` turns that into a bad-input exit, code 2).
pub fn env_device() -> Option<Result<DeviceChoice, String>> {
    let v = std::env::var(DEVICE_ENV).ok()?;
    if v.trim().is_empty() {
        return None;
    }
    Some(v.parse().map_err(|e| format!("{DEVICE_ENV}: {e}")))
}

/// Exit codes (README.md, "Exit codes").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Success: every entry judged.
    Ok = 0,
    /// Unexpected internal error (also: the report could not be written).
    Internal = 1,
    /// Bad input or usage (clap also exits 2 on usage errors).
    BadInput = 2,
    /// The judge failed on some or all entries; those entries were kept.
    JudgeFailed = 3,
    /// The tripwire fired: the summary was left unchanged.
    Tripwire = 4,
}

/// Why a subcommand stopped.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The user's input or arguments are wrong; the message names the field or flag.
    #[error("bad input: {0}")]
    BadInput(String),
    /// The judge could not be loaded (for commands that cannot fall back to keeping everything).
    #[error("judge could not be loaded: {0}")]
    Judge(#[from] JudgeError),
    /// Writing stdout or a file failed.
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// Anything else, with context.
    #[error("error: {0:#}")]
    Other(#[from] anyhow::Error),
}

impl From<RecordError> for CliError {
    fn from(e: RecordError) -> Self {
        CliError::BadInput(e.to_string())
    }
}

impl From<sjc::transcript::TranscriptError> for CliError {
    fn from(e: sjc::transcript::TranscriptError) -> Self {
        CliError::BadInput(e.to_string())
    }
}

/// `--transcript-format`: `auto` (detect) or a format name.
#[derive(Debug, Clone, Copy)]
pub struct FormatChoice(pub Option<sjc::transcript::TranscriptFormat>);

/// A clap parser for `--transcript-format` (an unknown name is a usage error listing the names).
pub fn transcript_format(s: &str) -> Result<FormatChoice, String> {
    if s == "auto" {
        return Ok(FormatChoice(None));
    }
    s.parse().map(|f| FormatChoice(Some(f)))
}

/// The compaction a `--compacted-until` / `--compaction` pair selects.
pub fn selection(until: Option<usize>, compaction: Option<usize>) -> sjc::transcript::Selection {
    use sjc::transcript::Selection;
    match (until, compaction) {
        (Some(n), _) => Selection::Until(n),
        (None, Some(n)) => Selection::Compaction(n),
        (None, None) => Selection::Latest,
    }
}

impl CliError {
    /// The exit code of this error.
    pub fn exit_code(&self) -> Status {
        match self {
            CliError::BadInput(_) => Status::BadInput,
            CliError::Judge(_) => Status::JudgeFailed,
            CliError::Io(_) | CliError::Other(_) => Status::Internal,
        }
    }

    /// A write to a closed pipe (`sjc prune ... | head`): not an error for a command-line tool.
    fn is_broken_pipe(&self) -> bool {
        match self {
            CliError::Io(e) => e.kind() == std::io::ErrorKind::BrokenPipe,
            CliError::Other(e) => e.chain().any(|c| {
                c.downcast_ref::<std::io::Error>()
                    .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
            }),
            _ => false,
        }
    }
}

/// What `main` returns: the status, or the error printed on stderr with its exit code. A
/// broken pipe on stdout exits 0 quietly.
pub fn exit(res: Result<Status, CliError>) -> ExitCode {
    match res {
        Ok(s) => ExitCode::from(s as u8),
        Err(e) if e.is_broken_pipe() => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("sjc: {e}");
            ExitCode::from(e.exit_code() as u8)
        }
    }
}

/// A clap parser for an integer of at least `min` (clap reports a smaller one as a usage
/// error, exit code 2, naming the flag).
pub fn at_least(min: u64) -> clap::builder::RangedU64ValueParser<usize> {
    clap::builder::RangedU64ValueParser::<usize>::new().range(min..)
}

/// A clap parser for a finite number of seconds >= 0.
pub fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(t) if t.is_finite() && (0.0..1e9).contains(&t) => Ok(t),
        Ok(t) if t >= 1e9 => Err(format!("`{s}` seconds is too long (at most 999999999)")),
        _ => Err(format!("`{s}` is not a number of seconds >= 0")),
    }
}

/// A clap parser for a number in [0, 1].
pub fn unit_interval(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if (0.0..=1.0).contains(&v) => Ok(v),
        _ => Err(format!("`{s}` is not a number in [0, 1]")),
    }
}

/// A clap parser for a number strictly between 0 and 1.
pub fn open_unit_interval(s: &str) -> Result<f32, String> {
    match s.parse::<f32>() {
        Ok(v) if v > 0.0 && v < 1.0 => Ok(v),
        _ => Err(format!("`{s}` is not a number strictly between 0 and 1")),
    }
}

/// A clap parser for `SECTION=P` (`--section-threshold`), P in [0, 1].
pub fn section_threshold(s: &str) -> Result<(String, f32), String> {
    sjc::prune::SectionPolicy::parse_threshold(s).map_err(|e| e.to_string())
}

/// A clap parser for an `f64` strictly between 0 and 1 (shares of a budget).
pub fn open_unit_interval_f64(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(v) if v > 0.0 && v < 1.0 => Ok(v),
        _ => Err(format!("`{s}` is not a number strictly between 0 and 1")),
    }
}

impl JudgeArgs {
    /// The judge options these flags ask for.
    pub fn options(&self) -> JudgeOptions {
        // --device wins over SJC_DEVICE (validated in main), then the CPU.
        let device = self
            .device
            .or_else(|| env_device().and_then(Result::ok))
            .unwrap_or(DeviceChoice::Cpu);
        JudgeOptions {
            max_len: self.max_len,
            max_batch_tokens: self
                .max_batch_tokens
                .unwrap_or_else(|| device.default_batch_tokens())
                .max(self.max_len),
            timeout: self.timeout.map(Duration::from_secs_f64),
            device,
            precision: match self.precision {
                PrecisionArg::Auto => PrecisionChoice::Auto,
                PrecisionArg::F32 => PrecisionChoice::F32,
                PrecisionArg::Bf16 => PrecisionChoice::Bf16,
                PrecisionArg::F16 => PrecisionChoice::F16,
            },
            ..JudgeOptions::default()
        }
    }

    /// Loads the judge these flags name.
    pub fn load(&self) -> Result<LoadedJudge, JudgeError> {
        resolve_model(self.model.as_deref()).and_then(|src| load_judge(&src, &self.options()))
    }

    /// The judge, or, when it cannot be loaded, [`Unavailable`], a stand-in that keeps every
    /// entry (fail safe); the load error is printed once.
    pub fn load_or_keep_all(&self) -> Result<LoadedJudge, Unavailable> {
        self.load().map_err(|e| {
            eprintln!("sjc: judge could not be loaded, keeping every entry: {e}");
            Unavailable::new(&e)
        })
    }
}

/// A pruner over a loaded judge, or over the stand-in that keeps every entry.
pub fn pruner(judge: Result<LoadedJudge, Unavailable>, opts: PipelineOptions) -> Pruner {
    match judge {
        Ok(l) => Pruner::from_loaded(l, opts),
        Err(u) => Pruner::new(Arc::new(u), Verifier::single_logit(), opts),
    }
}

/// Reads a file, or stdin for `-`, given by the option `flag` (such as `--input`). Returns the
/// bytes and the name of the source (the path, or `stdin`). Errors: [`RecordError::Invalid`]
/// naming the flag and the path.
pub fn read_input(flag: &str, path: &str) -> Result<(Vec<u8>, String), RecordError> {
    let what = if path == "-" {
        "stdin".to_string()
    } else {
        path.to_string()
    };
    let mut buf = Vec::new();
    let res = if path == "-" {
        std::io::stdin().read_to_end(&mut buf).map(|_| ())
    } else {
        std::fs::File::open(path)
            .and_then(|mut f| f.read_to_end(&mut buf))
            .map(|_| ())
    };
    res.map_err(|e| RecordError::Invalid {
        field: flag.to_string(),
        message: format!("cannot read {what}: {e}"),
    })?;
    Ok((buf, what))
}
