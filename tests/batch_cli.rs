//! Binary-level tests of `sjc batch` and `--cache`: one result line per input line in order,
//! malformed lines reported and skipped with a non-zero exit, results equal to `sjc prune`
//! record by record, and a corrupt cache file never a failure. Uses the tiny fixture model.

use serde_json::Value;
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

const TINY: &str = "tests/fixtures/models/tiny-bert-nli";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn sjc(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sjc"))
        .args(args)
        .current_dir(root())
        .env_remove("SJC_MODEL")
        .env_remove("SJC_LOG")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn sjc");
    if let Some(bytes) = stdin {
        child.stdin.take().unwrap().write_all(bytes).unwrap();
    }
    child.wait_with_output().expect("wait sjc")
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited normally")
}

/// A few example records as JSONL lines (quickstart, agent records).
fn lines() -> Vec<String> {
    let quick: Value =
        serde_json::from_slice(&std::fs::read(root().join("examples/quickstart.json")).unwrap())
            .unwrap();
    let mut out = vec![quick.to_string()];
    let agent =
        std::fs::read_to_string(root().join("examples/agent/compaction_guard.jsonl")).unwrap();
    out.extend(agent.lines().step_by(60).take(3).map(str::to_string));
    let free =
        std::fs::read_to_string(root().join("examples/agent/conformance_freeform.jsonl")).unwrap();
    out.extend(free.lines().take(2).map(str::to_string));
    out
}

fn results(stdout: &[u8]) -> Vec<Value> {
    std::str::from_utf8(stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).expect("each output line is JSON"))
        .collect()
}

/// What must agree between `batch` and `prune`: the pruned text, and per entry kept, verdict
/// and P(support) within 1e-5.
fn assert_same(prune_report: &Value, batch_line: &Value, what: &str) {
    assert_eq!(
        prune_report["pruned_summary"], batch_line["pruned_summary"],
        "{what}"
    );
    let a = prune_report["entries"].as_array().unwrap();
    let b = batch_line["report"]["entries"].as_array().unwrap();
    assert_eq!(a.len(), b.len(), "{what}");
    for (x, y) in a.iter().zip(b) {
        assert_eq!(x["kept"], y["kept"], "{what}");
        assert_eq!(x["verdict"], y["verdict"], "{what}");
        let (p, q) = (x["p_support"].as_f64(), y["p_support"].as_f64());
        match (p, q) {
            (Some(p), Some(q)) => assert!((p - q).abs() <= 1e-5, "{what}: {p} vs {q}"),
            (p, q) => assert_eq!(p, q, "{what}"),
        }
    }
}

#[test]
fn batch_equals_prune_record_by_record_and_reports_bad_lines() {
    let dir = tempfile::tempdir().unwrap();
    let ls = lines();
    let mut input = String::new();
    for (i, l) in ls.iter().enumerate() {
        input.push_str(l);
        input.push('\n');
        if i == 1 {
            input.push_str("{\"summary\": \"- x\", \"messages\": [{\"role\": \"robot\"}]}\n");
            input.push_str("not json at all\n");
        }
    }
    let in_path = dir.path().join("in.jsonl");
    std::fs::write(&in_path, &input).unwrap();
    let out_path = dir.path().join("out.jsonl");
    let o = sjc(
        &[
            "batch",
            "--model",
            TINY,
            "--input",
            in_path.to_str().unwrap(),
            "--output",
            out_path.to_str().unwrap(),
            "--chunk-records",
            "2",
        ],
        None,
    );
    let stderr = String::from_utf8_lossy(&o.stderr);
    assert_eq!(code(&o), 2, "some lines failed: {stderr}");
    assert!(
        stderr.contains("line 3") && stderr.contains("line 4"),
        "{stderr}"
    );
    assert!(
        stderr.contains("sjc batch:") && stderr.contains("pairs/s"),
        "{stderr}"
    );
    let res = results(&std::fs::read(&out_path).unwrap());
    assert_eq!(res.len(), ls.len() + 2);
    let line_nos: Vec<u64> = res.iter().map(|r| r["line"].as_u64().unwrap()).collect();
    assert_eq!(line_nos, (1..=res.len() as u64).collect::<Vec<_>>());
    assert!(
        res[2]["error"].as_str().unwrap().contains("role"),
        "{}",
        res[2]
    );
    assert!(res[3]["error"].as_str().unwrap().contains("line 4"));

    let good: Vec<&Value> = res.iter().filter(|r| r.get("error").is_none()).collect();
    assert_eq!(good.len(), ls.len());
    for (i, (l, r)) in ls.iter().zip(good).enumerate() {
        let rec = dir.path().join(format!("r{i}.json"));
        std::fs::write(&rec, l).unwrap();
        let p = sjc(
            &[
                "prune",
                "--model",
                TINY,
                "--input",
                rec.to_str().unwrap(),
                "--format",
                "json",
            ],
            None,
        );
        assert!(
            matches!(code(&p), 0 | 4),
            "{}",
            String::from_utf8_lossy(&p.stderr)
        );
        let report: Value = serde_json::from_slice(&p.stdout).unwrap();
        assert_same(&report, r, &format!("record {i}"));
        assert!(r["report"].get("pruned_summary").is_none(), "not twice");
    }
}

#[test]
fn batch_reads_stdin_and_writes_stdout() {
    let ls = lines();
    let input = ls[..2].join("\n");
    let o = sjc(
        &["batch", "--model", TINY, "--input", "-"],
        Some(input.as_bytes()),
    );
    assert!(
        matches!(code(&o), 0 | 4),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let res = results(&o.stdout);
    assert_eq!(res.len(), 2);
    assert_eq!(res[1]["line"], 2);
    assert!(res[0]["pruned_summary"].is_string());
}

#[test]
fn cache_reuses_scores_and_a_corrupt_cache_is_only_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("scores.cache");
    let cache_s = cache.to_str().unwrap();
    let input = lines().join("\n");
    let run = || {
        sjc(
            &["batch", "--model", TINY, "--input", "-", "--cache", cache_s],
            Some(input.as_bytes()),
        )
    };

    let cold = run();
    assert!(matches!(code(&cold), 0 | 4));
    assert!(cache.exists(), "the cache file is written");
    let warm = run();
    let err = String::from_utf8_lossy(&warm.stderr);
    assert!(
        err.contains(", 0 judged)"),
        "every pair from the cache: {err}"
    );
    let (a, b) = (results(&cold.stdout), results(&warm.stdout));
    for (x, y) in a.iter().zip(&b) {
        assert_eq!(x["pruned_summary"], y["pruned_summary"]);
        assert_eq!(x["report"]["entries"], y["report"]["entries"]);
    }

    // Corrupt: a warning, the same results, and the file rebuilt.
    std::fs::write(&cache, b"{\"format\": \"sjc-score-cache\", trunc").unwrap();
    let again = run();
    let err = String::from_utf8_lossy(&again.stderr);
    assert_eq!(code(&again), code(&cold), "{err}");
    assert!(
        err.contains("warning") && err.contains("scores.cache"),
        "{err}"
    );
    let c = results(&again.stdout);
    for (x, y) in a.iter().zip(&c) {
        assert_eq!(x["report"]["entries"], y["report"]["entries"]);
    }
    let rebuilt: Value = serde_json::from_slice(&std::fs::read(&cache).unwrap()).unwrap();
    assert_eq!(rebuilt["format"], "sjc-score-cache");

    // `prune --cache` with a cache built by another judge: a warning, then the judge scores.
    let other = sjc(
        &[
            "prune",
            "--input",
            "examples/quickstart.json",
            "--model",
            "tests/fixtures/models/tiny-bert-reranker",
            "--cache",
            cache_s,
        ],
        None,
    );
    let err = String::from_utf8_lossy(&other.stderr);
    assert!(err.contains("another judge"), "{err}");
    assert!(!other.stdout.is_empty());
}
