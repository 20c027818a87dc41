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

/// A record (one JSONL line) of a summary fixture from `tests/fixtures/formats/summaries/`
/// with a task instruction and one later user turn as evidence.
fn styled_record(fixture: &str) -> String {
    let summary = std::fs::read_to_string(
        root()
            .join("tests/fixtures/formats/summaries")
            .join(fixture),
    )
    .unwrap();
    serde_json::json!({
        "task": "Migrate the exporter and fix the release target.",
        "messages": [
            {"role": "user", "content": "Migrate the exporter and fix the release target."},
            {"role": "assistant", "content": "Working on it."},
            {"role": "user", "content": "I ran the tests; the staging bucket returns AccessDenied."}
        ],
        "summary": summary,
    })
    .to_string()
}

/// `--protect`, `--section-threshold` and `--drop-analysis` mean in `batch` what they mean in
/// `prune`: record by record the same pruned summary and decisions, and (so the comparison
/// could fail) different output from a batch run without them.
#[test]
fn batch_takes_the_section_flags_of_prune() {
    let dir = tempfile::tempdir().unwrap();
    let ls = [
        styled_record("pi_default.md"),
        styled_record("claude_code.md"),
    ];
    let in_path = dir.path().join("in.jsonl");
    std::fs::write(&in_path, ls.join("\n")).unwrap();
    let in_s = in_path.to_str().unwrap();
    // --threshold 1 deletes every entry the policy lets it delete; no tripwire.
    let decide = [
        "--model",
        TINY,
        "--threshold",
        "1",
        "--max-delete-fraction",
        "1",
    ];
    let sections = [
        "--protect",
        "progress",
        "--protect",
        "Pending Tasks",
        "--section-threshold",
        "Key Decisions=0",
        "--drop-analysis",
    ];
    let plain = sjc(&[&["batch", "--input", in_s][..], &decide].concat(), None);
    assert_eq!(
        code(&plain),
        0,
        "{}",
        String::from_utf8_lossy(&plain.stderr)
    );
    let o = sjc(
        &[&["batch", "--input", in_s][..], &decide, &sections].concat(),
        None,
    );
    assert_eq!(code(&o), 0, "{}", String::from_utf8_lossy(&o.stderr));
    let (plain, res) = (results(&plain.stdout), results(&o.stdout));
    assert_eq!(res.len(), ls.len());
    for (i, (l, r)) in ls.iter().zip(&res).enumerate() {
        assert_ne!(
            r["pruned_summary"], plain[i]["pruned_summary"],
            "record {i}: the flags changed nothing"
        );
        assert_eq!(r["report"]["options"]["drop_analysis"], true);
        assert!(!r["report"]["options"]["section_policy"]["protect"]
            .as_array()
            .unwrap()
            .is_empty());
        let rec = dir.path().join(format!("r{i}.json"));
        std::fs::write(&rec, l).unwrap();
        let p = sjc(
            &[
                &[
                    "prune",
                    "--input",
                    rec.to_str().unwrap(),
                    "--format",
                    "json",
                ][..],
                &decide,
                &sections,
            ]
            .concat(),
            None,
        );
        assert_eq!(code(&p), 0, "{}", String::from_utf8_lossy(&p.stderr));
        let report: Value = serde_json::from_slice(&p.stdout).unwrap();
        assert_same(&report, r, &format!("record {i}"));
        let (a, b) = (
            report["entries"].as_array().unwrap(),
            r["report"]["entries"].as_array().unwrap(),
        );
        for (x, y) in a.iter().zip(b) {
            assert_eq!(x["section_policy"], y["section_policy"], "record {i}");
        }
        assert!(
            a.iter().any(|e| e["kept"] == true) && a.iter().any(|e| e["kept"] == false),
            "record {i}: the policy keeps some entries, the threshold deletes the rest"
        );
    }
    // the analysis block is gone from the Claude Code record
    assert!(!res[1]["pruned_summary"]
        .as_str()
        .unwrap()
        .contains("<analysis>"));
    assert!(plain[1]["pruned_summary"]
        .as_str()
        .unwrap()
        .contains("<analysis>"));
}

/// A record whose tripwire fires is named on stderr by its input line, as a bad line is; a
/// record that does not trip it is not.
#[test]
fn batch_names_the_line_of_a_tripwire() {
    let dir = tempfile::tempdir().unwrap();
    let small = serde_json::json!({
        "messages": [{"role": "user", "content": "go"}, {"role": "user", "content": "the tests pass"}],
        "summary": "- The tests pass.\n- Nothing else changed.\n",
    })
    .to_string();
    let five = serde_json::json!({
        "messages": [{"role": "user", "content": "Do the release."}, {"role": "user", "content": "ok"}],
        "summary": "- Tagged v1.2.\n- Pushed the tag.\n- Wrote the notes.\n- Sent the mail.\n- Closed the ticket.\n",
    })
    .to_string();
    // line 1: 2 entries (below the tripwire's 5); lines 3 (after a blank line) and 4: all of
    // their entries would be deleted
    let input = format!("{small}\n\n{}\n{five}\n", styled_record("pi_default.md"));
    let in_path = dir.path().join("in.jsonl");
    std::fs::write(&in_path, input).unwrap();
    let o = sjc(
        &[
            "batch",
            "--model",
            TINY,
            "--input",
            in_path.to_str().unwrap(),
            "--threshold",
            "1",
        ],
        None,
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(code(&o), 4, "{err}");
    let res = results(&o.stdout);
    let fired: Vec<u64> = res
        .iter()
        .filter(|r| r["report"]["tripwire"]["fired"] == true)
        .map(|r| r["line"].as_u64().unwrap())
        .collect();
    assert_eq!(fired, [3, 4], "{err}");
    let named = |n: u64| {
        err.lines()
            .filter(|l| l.contains(&format!("in.jsonl: line {n}: ")))
            .collect::<Vec<_>>()
    };
    assert!(named(1).is_empty(), "{err}");
    for n in [3, 4] {
        assert!(
            named(n)
                .iter()
                .any(|l| l.contains("tripwire") && l.contains("summary left unchanged")),
            "line {n} named: {err}"
        );
    }
    assert!(err.contains("2 tripwires"), "{err}");
}

/// A `--protect` / `--section-threshold` name that matches no section of any record is one
/// warning at the end of the run (not one per record); a name that matches in some record is
/// none. The section policy reads the same in a batch report as in a prune report (an f32
/// threshold written with its own digits, not widened to f64), a malformed line's position
/// is within the line, and one failed line is "1 line".
#[test]
fn batch_warns_once_per_unmatched_section_name() {
    let dir = tempfile::tempdir().unwrap();
    let rec = styled_record("pi_default.md");
    let input = format!("{rec}\n{rec}\n{{\"summary\": \"- x\", \"messages\": [\n");
    let in_path = dir.path().join("in.jsonl");
    std::fs::write(&in_path, input).unwrap();
    let flags = [
        "--model",
        TINY,
        "--protect",
        "Nowhere",
        "--protect",
        "progress",
        "--section-threshold",
        "Key Decisions=0.45",
        "--section-threshold",
        "Missing Section=0.3",
    ];
    let o = sjc(
        &[&["batch", "--input", in_path.to_str().unwrap()][..], &flags].concat(),
        None,
    );
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(code(&o), 2, "one line failed: {err}");
    let warned = |name: &str| {
        err.lines()
            .filter(|l| l.contains("warning") && l.contains(name))
            .count()
    };
    assert_eq!(warned("\"Nowhere\""), 1, "{err}");
    assert_eq!(warned("\"Missing Section\""), 1, "{err}");
    assert_eq!(warned("\"progress\""), 0, "{err}");
    assert_eq!(warned("\"Key Decisions\""), 0, "{err}");
    assert!(err.contains("no section of any of the 2 records"), "{err}");
    assert!(err.contains("(1 line failed)"), "{err}");
    assert!(
        err.contains("line 3: ") && err.contains("of the line"),
        "{err}"
    );
    assert!(!err.contains("at line"), "serde's own line number: {err}");

    let res = results(&o.stdout);
    let batch_policy = &res[0]["report"]["options"]["section_policy"];
    let rec_path = dir.path().join("r.json");
    std::fs::write(&rec_path, &rec).unwrap();
    let p = sjc(
        &[
            &[
                "prune",
                "--input",
                rec_path.to_str().unwrap(),
                "--format",
                "json",
            ][..],
            &flags,
        ]
        .concat(),
        None,
    );
    let report: Value = serde_json::from_slice(&p.stdout).unwrap();
    let prune_policy = &report["options"]["section_policy"];
    assert_eq!(batch_policy, prune_policy);
    // the same text, as written, not only the same f64 after parsing
    let text = |v: &Value| v["thresholds"][0][1].to_string();
    assert_eq!(text(batch_policy), "0.45");
    assert_eq!(text(prune_policy), "0.45");
}
