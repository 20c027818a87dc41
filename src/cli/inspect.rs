//! `sjc inspect`: what sjc reads from a session file and a summary, as text or JSON.

use std::io::Write;

use sjc::transcript::{self, inspect::inspect};

use super::{read_input, CliError, Status};
use crate::{InspectArgs, InspectFormat};

/// Runs `sjc inspect`.
pub fn run(args: InspectArgs) -> Result<Status, CliError> {
    let Some(file) = args.file.as_deref().or(args.input.as_deref()) else {
        return Err(CliError::BadInput(
            "inspect needs FILE (or --input FILE)".into(),
        ));
    };
    let (bytes, what) = read_input("FILE", file)?;
    let t = transcript::read(bytes, &what, args.transcript_format.and_then(|f| f.0))?;
    let summary = match &args.summary {
        Some(p) => Some((p.display().to_string(), super::prune::read_summary(p)?)),
        None => None,
    };
    let sel = super::selection(args.compacted_until, args.compaction);
    let view = inspect(&what, &t, sel, summary)?;
    let mut out = std::io::stdout().lock();
    match args.format {
        InspectFormat::Text => write!(out, "{view}")?,
        InspectFormat::Json => {
            serde_json::to_writer_pretty(&mut out, &view).map_err(std::io::Error::from)?;
            writeln!(out)?;
        }
    }
    out.flush()?;
    Ok(Status::Ok)
}
