//! `sjc bench`: judge throughput and per-summary latency on a workload built from compaction
//! records (the shipped examples by default) or synthetic pairs, optionally against PyTorch
//! in the same invocation (benches/reference_torch.py `--serve`, alternating rounds).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::Arc;
use std::time::Instant;

use sjc::batch::{Judge, Pair};
use sjc::bench::{median, peak_rss_mib, quantile, TokenCounts};
use sjc::eval::{read_eval_path, sample_evenly, EvalData};
use sjc::pipeline::{PipelineOptions, Pruner, SPAN_SEPARATOR};

use super::{CliError, Status};
use crate::BenchArgs;

/// Default workload files, relative to the current directory.
const EXAMPLES: [&str; 3] = [
    "examples/quickstart.json",
    "examples/agent/compaction_guard.jsonl",
    "examples/agent/conformance_freeform.jsonl",
];

/// Runs `sjc bench`.
pub fn run(args: BenchArgs) -> Result<Status, CliError> {
    let opts = args.judge.options();
    let loaded = args.judge.load()?;
    // Before any timing: a reference that cannot be run on this judge's folder is an error.
    let reference_model = match &args.reference {
        Some(_) => Some(reference_model(&args, |dir| {
            same_judge(dir, &loaded.fingerprint, &opts)
        })?),
        None => None,
    };
    let encoder = Arc::new(loaded.judge);
    let pruner = Pruner::new(
        encoder.clone() as Arc<dyn Judge>,
        loaded.verifier,
        PipelineOptions::default(),
    );
    let info = pruner.info();
    let mut out = std::io::stdout().lock();

    // The workload: pairs, and per-summary latencies when built from records.
    let data: Vec<PathBuf> = if args.synthetic {
        Vec::new()
    } else if !args.data.is_empty() {
        args.data.clone()
    } else {
        EXAMPLES
            .iter()
            .map(PathBuf::from)
            .filter(|p| p.is_file())
            .collect()
    };
    let (texts, latencies, what) = if data.is_empty() {
        let t = sjc::bench::synthetic_pairs(args.pairs, args.words);
        let what = format!(
            "{} synthetic pairs, ~{} evidence words",
            args.pairs, args.words
        );
        (t, Vec::new(), what)
    } else {
        records_workload(&pruner, &data, args.records)?
    };
    if texts.is_empty() {
        return Err(CliError::BadInput(
            "the bench workload has no (entry, evidence) pairs".into(),
        ));
    }
    let pairs: Vec<Pair<'_>> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();
    let lens: Vec<usize> = pairs
        .iter()
        .map(|p| encoder.encode_pair(p).map_or(0, |(ids, _)| ids.len()))
        .collect();
    let tokens = TokenCounts::plan(&lens, opts.max_batch_tokens);
    let threads = rayon::current_num_threads();
    writeln!(
        out,
        "workload: {what}: {} pairs, {} tokens ({:.0} per pair), padding share of the micro-batch plan {} (max_batch_tokens {})",
        pairs.len(),
        tokens.real,
        tokens.real as f64 / pairs.len() as f64,
        sjc::bench::padding_share_text(tokens.real as u64, tokens.padded as u64),
        opts.max_batch_tokens
    )?;
    writeln!(
        out,
        "judge: {} on {}, {}{}, max_len {}, {threads} threads",
        info.model_id,
        info.device,
        info.precision,
        if info.precision.contains("sjc-kernels") {
            " (computes no padding)"
        } else {
            ""
        },
        info.max_len
    )?;
    if !latencies.is_empty() {
        writeln!(
            out,
            "latency per summary (Pruner::prune, loaded judge, {} records): p50 {:.0} ms, p95 {:.0} ms, max {:.0} ms",
            latencies.len(),
            quantile(&latencies, 0.5).unwrap_or(0.0) * 1e3,
            quantile(&latencies, 0.95).unwrap_or(0.0) * 1e3,
            quantile(&latencies, 1.0).unwrap_or(0.0) * 1e3,
        )?;
    }

    let mut reference = match (&args.reference, &reference_model) {
        (Some(py), Some(model)) => match start_reference(
            &args,
            py,
            model,
            &texts,
            opts.max_len,
            opts.max_batch_tokens,
            threads,
        ) {
            Ok(r) => {
                writeln!(out, "reference: {}", r.banner)?;
                Some(r)
            }
            Err(why) => {
                writeln!(out, "reference skipped (model {}): {why}", model.display())?;
                None
            }
        },
        _ => None,
    };

    // Rounds: sjc, then PyTorch (f32 and bf16, order alternating inside the script).
    pruner.score(&pairs[..pairs.len().min(4)]); // warm-up
    let mut rates = Vec::new();
    let (mut r32, mut r16) = (Vec::new(), Vec::new());
    let mut failed = 0;
    for round in 1..=args.runs {
        let t = Instant::now();
        let (r, _) = pruner.score(&pairs);
        let secs = t.elapsed().as_secs_f64().max(1e-9);
        failed += r.iter().filter(|x| x.is_err()).count();
        let rate = pairs.len() as f64 / secs;
        rates.push(rate);
        let mut line = format!(
            "round {round}: sjc {rate:.1} pairs/s ({:.0} tokens/s)",
            tokens.real as f64 / secs
        );
        if let Some(r) = reference.as_mut() {
            match r.round() {
                Ok((f, b)) => {
                    line += &format!(
                        " | torch f32 {f:.1} pairs/s (ratio {:.2}) | torch bf16 {b:.1} pairs/s (ratio {:.2})",
                        rate / f,
                        rate / b
                    );
                    r32.push(rate / f);
                    r16.push(rate / b);
                }
                Err(why) => {
                    line += &format!(" | reference failed: {why}");
                    reference = None;
                }
            }
        }
        writeln!(out, "{line}")?;
    }
    if failed > 0 {
        eprintln!("sjc: {failed} pairs failed");
    }
    let med = median(&rates).unwrap_or(0.0);
    let (lo, hi) = (
        quantile(&rates, 0.0).unwrap_or(0.0),
        quantile(&rates, 1.0).unwrap_or(0.0),
    );
    writeln!(
        out,
        "sjc bench: {} pairs x {} runs, {what}, max_len {}, {} on {}: median {med:.1} pairs/s (min {lo:.1}, max {hi:.1}), {:.0} tokens/s",
        pairs.len(),
        rates.len(),
        info.max_len,
        info.model_id,
        info.device,
        med * tokens.real as f64 / pairs.len() as f64,
    )?;
    for (name, v) in [("torch f32 eager", &r32), ("torch bf16 autocast", &r16)] {
        if !v.is_empty() {
            writeln!(
                out,
                "ratio sjc / {name}: median {:.2} (range {:.2}-{:.2}, {} rounds)",
                median(v).unwrap_or(0.0),
                quantile(v, 0.0).unwrap_or(0.0),
                quantile(v, 1.0).unwrap_or(0.0),
                v.len()
            )?;
        }
    }
    if let Some(m) = peak_rss_mib() {
        writeln!(out, "peak memory: {m:.0} MiB RSS (sjc process)")?;
    }
    Ok(Status::Ok)
}

/// Prunes each record once (after a warm-up) for the per-summary latency, and collects the
/// (entry, evidence) texts the judge scored: the entry and its spans joined as the pipeline
/// joins them.
#[allow(clippy::type_complexity)]
fn records_workload(
    pruner: &Pruner,
    data: &[PathBuf],
    max_records: usize,
) -> Result<(Vec<(String, String)>, Vec<f64>, String), CliError> {
    let mut records = Vec::new();
    for p in data {
        match read_eval_path(p)? {
            EvalData::Records(r) => records.extend(r),
            EvalData::Pairs(_) => {
                return Err(CliError::BadInput(format!(
                    "--data {}: sjc bench reads compaction records, not pair files",
                    p.display()
                )))
            }
        }
    }
    let records = sample_evenly(records, Some(max_records));
    if let Some(r) = records.first() {
        pruner.prune(r); // warm-up
    }
    let mut texts = Vec::new();
    let mut lat = Vec::new();
    for r in &records {
        let t = Instant::now();
        let report = pruner.prune(r);
        lat.push(t.elapsed().as_secs_f64());
        for e in report.entries {
            let spans: Vec<&str> = e.evidence.iter().map(|s| s.text.as_str()).collect();
            texts.push((e.text.clone(), spans.join(SPAN_SEPARATOR)));
        }
    }
    let names: Vec<String> = data.iter().map(|p| p.display().to_string()).collect();
    let what = format!("{} records from {}", records.len(), names.join(", "));
    Ok((texts, lat, what))
}

/// A running benches/reference_torch.py `--serve`.
struct Reference {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
    banner: String,
}

impl Reference {
    /// One PyTorch round: (f32 eager pairs/s, bf16 autocast pairs/s).
    fn round(&mut self) -> Result<(f64, f64), String> {
        writeln!(self.stdin, "round").map_err(|e| format!("cannot write to the script: {e}"))?;
        self.stdin.flush().map_err(|e| e.to_string())?;
        let v = read_json_line(&mut self.stdout)?;
        match (v["f32"].as_f64(), v["bf16"].as_f64()) {
            (Some(f), Some(b)) if f > 0.0 && b > 0.0 => Ok((f, b)),
            _ => Err(format!("unexpected reply {v}")),
        }
    }
}

impl Drop for Reference {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

fn read_json_line(r: &mut impl BufRead) -> Result<serde_json::Value, String> {
    let mut line = String::new();
    loop {
        line.clear();
        let n = r.read_line(&mut line).map_err(|e| e.to_string())?;
        if n == 0 {
            return Err("the script exited".into());
        }
        if let Ok(v) = serde_json::from_str::<serde_json::Value>(line.trim()) {
            return Ok(v);
        }
    }
}

/// The shipped judge's folder, relative to the current directory or to the source tree.
const SHIPPED_JUDGE: &str = "models/sjc-judge-minilm";

/// The model folder the PyTorch reference loads: `--model` (or `$SJC_MODEL`) when given,
/// which must then be a folder; else, for the embedded judge, [`SHIPPED_JUDGE`] under the
/// current directory, else under the source tree sjc was built from, the first that holds
/// the same judge (`same`: the embedded judge's files, see [`same_judge`]).
///
/// # Errors
/// [`CliError::BadInput`] naming `--model` when no such folder is found.
fn reference_model(args: &BenchArgs, same: impl Fn(&Path) -> bool) -> Result<PathBuf, CliError> {
    let given = args.judge.model.clone().or_else(|| {
        std::env::var("SJC_MODEL")
            .ok()
            .map(|v| v.trim().to_string())
            .filter(|v| !v.is_empty())
    });
    if let Some(m) = given {
        return if Path::new(&m).is_dir() {
            Ok(PathBuf::from(m))
        } else {
            Err(CliError::BadInput(format!(
                "--reference: PyTorch loads the judge from a model folder and {m:?} is not one; pass --model DIR"
            )))
        };
    }
    let candidates = [
        PathBuf::from(SHIPPED_JUDGE),
        Path::new(env!("CARGO_MANIFEST_DIR")).join(SHIPPED_JUDGE),
    ];
    find_reference_model(&candidates, same).ok_or_else(|| {
        CliError::BadInput(format!(
            "--reference: no folder of the embedded judge found ({} under the current directory or under {}); pass --model DIR",
            SHIPPED_JUDGE,
            env!("CARGO_MANIFEST_DIR")
        ))
    })
}

/// The first of `candidates` that is a folder holding the same judge (`same`).
fn find_reference_model(candidates: &[PathBuf], same: impl Fn(&Path) -> bool) -> Option<PathBuf> {
    candidates.iter().find(|p| p.is_dir() && same(p)).cloned()
}

/// True when the model files in `dir` are those of the loaded judge: the same
/// [`sjc::cache::fingerprint`] (config, tokenizer and weights bytes under these options).
fn same_judge(dir: &Path, fingerprint: &str, opts: &sjc::batch::JudgeOptions) -> bool {
    sjc::judge::read_files(&sjc::judge::ModelSource::Dir(dir.to_path_buf()))
        .is_ok_and(|files| sjc::cache::fingerprint(&files, opts) == fingerprint)
}

/// Writes the pairs for the script and starts it on the `model` folder; errors name what is
/// missing.
fn start_reference(
    args: &BenchArgs,
    python: &Path,
    model: &Path,
    texts: &[(String, String)],
    max_len: usize,
    max_batch_tokens: usize,
    threads: usize,
) -> Result<Reference, String> {
    let script = args
        .reference_script
        .clone()
        .or_else(|| {
            [
                PathBuf::from("benches/reference_torch.py"),
                Path::new(env!("CARGO_MANIFEST_DIR")).join("benches/reference_torch.py"),
            ]
            .into_iter()
            .find(|p| p.is_file())
        })
        .ok_or("benches/reference_torch.py not found (pass --reference-script)")?;
    let dir = std::env::temp_dir().join(format!("sjc-bench-{}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let pairs_file = dir.join("pairs.json");
    let err_file = dir.join("stderr.txt");
    std::fs::write(
        &pairs_file,
        serde_json::to_vec(texts).map_err(|e| e.to_string())?,
    )
    .map_err(|e| format!("{}: {e}", pairs_file.display()))?;
    let stderr = std::fs::File::create(&err_file).map_err(|e| e.to_string())?;
    let mut child = Command::new(python)
        .arg(&script)
        .arg("--serve")
        .arg(&pairs_file)
        .arg("--model")
        .arg(&model)
        .args(["--max-len", &max_len.to_string()])
        .args(["--max-batch-tokens", &max_batch_tokens.to_string()])
        .args(["--threads", &threads.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(stderr)
        .spawn()
        .map_err(|e| format!("cannot run {}: {e}", python.display()))?;
    let stdin = child.stdin.take().ok_or("no stdin")?;
    let mut stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
    match read_json_line(&mut stdout) {
        Ok(v) if v["ready"].as_bool() == Some(true) => Ok(Reference {
            child,
            stdin,
            stdout,
            banner: format!(
                "torch {} + transformers {}, {} threads, model {}",
                v["torch"].as_str().unwrap_or("?"),
                v["transformers"].as_str().unwrap_or("?"),
                v["threads"],
                model.display()
            ),
        }),
        other => {
            let _ = child.wait();
            let tail = std::fs::read_to_string(&err_file).unwrap_or_default();
            let tail: Vec<&str> = tail.lines().rev().take(3).collect();
            let msg = match other {
                Ok(v) => format!("unexpected reply {v}"),
                Err(e) => e,
            };
            Err(format!(
                "{msg}; {} (needs: pip install -r benches/requirements.txt)",
                tail.into_iter().rev().collect::<Vec<_>>().join(" / ")
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reference_model_is_the_first_folder_of_the_same_judge() {
        let a = tempfile::tempdir().unwrap();
        let b = tempfile::tempdir().unwrap();
        let missing = a.path().join("absent");
        let cands = [
            missing.clone(),
            a.path().to_path_buf(),
            b.path().to_path_buf(),
        ];
        // a folder that holds another judge is passed over
        assert_eq!(
            find_reference_model(&cands, |p| p == b.path()),
            Some(b.path().to_path_buf())
        );
        assert_eq!(
            find_reference_model(&cands, |_| true),
            Some(a.path().to_path_buf())
        );
        assert_eq!(find_reference_model(&cands, |_| false), None);
        assert_eq!(find_reference_model(&[missing], |_| true), None);
    }
}
