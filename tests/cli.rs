//! Binary-level tests of the `sjc` CLI: exit codes, fail-safe output, input
//! forms, `score`, and a large input. Uses the tiny fixture models so no
//! embedded model is needed.

mod common;

use serde_json::{json, Value};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

const TINY: &str = "tests/fixtures/models/tiny-bert-nli";
const NAN: &str = "tests/fixtures/models/tiny-bert-nan";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn sjc(args: &[&str], stdin: Option<&[u8]>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sjc"));
    cmd.args(args)
        .current_dir(root())
        .env_remove("SJC_MODEL")
        .env_remove("SJC_LOG")
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("spawn sjc");
    if let Some(bytes) = stdin {
        let mut si = child.stdin.take().unwrap();
        si.write_all(bytes).unwrap();
    }
    child.wait_with_output().expect("wait sjc")
}

fn code(o: &Output) -> i32 {
    o.status.code().expect("exited normally, not by a signal")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("stdout is UTF-8")
}

fn no_panic(o: &Output) {
    let e = stderr(o);
    assert!(
        !e.contains("panicked") && !e.contains("RUST_BACKTRACE"),
        "panic in stderr: {e}"
    );
}

fn write(dir: &Path, name: &str, bytes: &[u8]) -> PathBuf {
    let p = dir.join(name);
    std::fs::write(&p, bytes).unwrap();
    p
}

/// Every output line is an input line, in input order.
fn is_line_subsequence(out: &str, input: &str) -> bool {
    let mut it = input.split_inclusive('\n');
    out.split_inclusive('\n').all(|l| it.any(|x| x == l))
}

const SUMMARY: &str = "## Done\n- Invoice INV-20931 is unpaid for ACME Corp\n- Deploy finished with status green\n- Tests: 42 passed, 3 failed\n## Next\n- Rewrite billing in Haskell\n- Email the CFO about the rebrand\n";

fn sample_record() -> Value {
    json!({
        "task": "Audit the invoices",
        "messages": [
            {"role": "user", "content": "Audit the invoices"},
            {"role": "assistant", "content": null, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\":\"billing status\"}"}}]},
            {"role": "tool", "tool_call_id": "c1", "name": "bash",
             "content": "Invoice INV-20931 for ACME Corp: amount $500, status unpaid.\nDeploy finished with status green.\n42 passed, 3 failed"}
        ],
        "previous_summary": "- Started the audit",
        "summary": SUMMARY
    })
}

// ---------------------------------------------------------------- bad input → 2

#[test]
fn bad_input_exits_2_naming_the_problem() {
    let dir = tempfile::tempdir().unwrap();
    let cases: Vec<(&str, Vec<u8>, Vec<&str>)> = vec![
        ("invalid.json", br#"{"summary": "- x""#.to_vec(), vec!["EOF"]),
        ("missing.json", br#"{"messages": []}"#.to_vec(), vec!["summary", "missing"]),
        ("wrongtype.json", br#"{"summary": 3}"#.to_vec(), vec!["summary", "invalid type"]),
        ("blank.json", br#"{"summary": "  \n "}"#.to_vec(), vec!["summary", "empty"]),
        ("role.json", br#"{"messages":[{"role":"user","content":"x"},{"role":"robot","content":"y"}],"summary":"- x"}"#.to_vec(), vec!["messages[1].role", "robot"]),
        ("calls.json", br#"{"messages":[{"role":"assistant","tool_calls":[{"function":{"arguments":"{}"}}]}],"summary":"- x"}"#.to_vec(), vec!["messages[0].tool_calls[0].function", "name"]),
        ("notutf8.json", b"{\"summary\": \"- caf\xe9\"}".to_vec(), vec!["UTF-8", "offset 18"]),
        ("empty.json", b"".to_vec(), vec!["empty"]),
        ("ws.json", b" \n\t ".to_vec(), vec!["empty"]),
        ("array.json", b"[1, 2]".to_vec(), vec!["JSON object", "got an array"]),
        ("emptyarray.json", b"[]".to_vec(), vec!["JSON object", "got an array"]),
        ("string.json", br#""- x""#.to_vec(), vec!["JSON object", "got a string"]),
        // a tool message without its output (new-user check, session 48)
        ("toolout.json", br#"{"messages":[{"role":"tool","tool_call_id":"c1"}],"summary":"- x"}"#.to_vec(), vec!["messages[0].content", "tool message"]),
        ("toolnull.json", br#"{"messages":[{"role":"user","content":"x"},{"role":"tool","content":null}],"summary":"- x"}"#.to_vec(), vec!["messages[1].content"]),
        // a user turn without its text (new-user check, session 49)
        ("usernone.json", br#"{"messages":[{"role":"user","content":"x"},{"role":"user"}],"summary":"- x"}"#.to_vec(), vec!["messages[1].content", "user message"]),
    ];
    for (name, bytes, needles) in cases {
        let p = write(dir.path(), name, &bytes);
        let o = sjc(
            &["prune", "--input", p.to_str().unwrap(), "--model", TINY],
            None,
        );
        let err = stderr(&o);
        assert_eq!(code(&o), 2, "{name}: exit {:?}, stderr {err}", o.status);
        no_panic(&o);
        assert!(
            o.stdout.is_empty(),
            "{name}: stdout not empty: {:?}",
            stdout(&o)
        );
        for n in needles {
            assert!(err.contains(n), "{name}: stderr lacks {n:?}: {err}");
        }
    }

    // Bad option values are usage errors (exit 2) naming the flag, before any judging.
    let rec = write(dir.path(), "ok.json", br#"{"summary": "- x"}"#);
    for (flag, val) in [
        ("--top-k", "0"),
        ("--max-len", "3"),
        ("--device", "tpu"),
        ("--timeout", "nan"),
        ("--threshold", "1.5"),
    ] {
        let o = sjc(
            &[
                "prune",
                "--input",
                rec.to_str().unwrap(),
                "--model",
                TINY,
                flag,
                val,
            ],
            None,
        );
        no_panic(&o);
        assert_eq!(code(&o), 2, "{flag} {val}: {}", stderr(&o));
        assert!(stderr(&o).contains(flag), "{flag} {val}: {}", stderr(&o));
    }

    // Nonexistent path.
    let missing = dir.path().join("does-not-exist.json");
    let o = sjc(
        &[
            "prune",
            "--input",
            missing.to_str().unwrap(),
            "--model",
            TINY,
        ],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    no_panic(&o);
    assert!(o.stdout.is_empty());
    assert!(
        stderr(&o).contains("does-not-exist.json") && stderr(&o).contains("cannot read"),
        "{}",
        stderr(&o)
    );

    // Shell form with a missing or non-UTF-8 summary file.
    let o = sjc(
        &[
            "prune",
            "--summary",
            missing.to_str().unwrap(),
            "--model",
            TINY,
        ],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("--summary"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    let bad = write(dir.path(), "bad.md", b"- caf\xe9\n");
    let o = sjc(
        &["prune", "--summary", bad.to_str().unwrap(), "--model", TINY],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("UTF-8"), "{}", stderr(&o));
    no_panic(&o);

    // Out-of-range options.
    let good = write(
        dir.path(),
        "good.json",
        sample_record().to_string().as_bytes(),
    );
    for (flag, val) in [("--threshold", "1.5"), ("--max-delete-fraction", "-0.1")] {
        let arg = format!("{flag}={val}");
        let o = sjc(
            &[
                "prune",
                "--input",
                good.to_str().unwrap(),
                "--model",
                TINY,
                &arg,
            ],
            None,
        );
        assert_eq!(code(&o), 2, "{flag}: {}", stderr(&o));
        assert!(stderr(&o).contains(flag), "{}", stderr(&o));
        assert!(o.stdout.is_empty());
    }
    // Invalid stdin.
    let o = sjc(
        &["prune", "--input", "-", "--model", TINY],
        Some(b"{\"summary\": true}"),
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("summary"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());

    // A record file with a wrong field, a syntax error and an empty summary: each error names
    // the file and the field (the document, for a syntax error).
    for (name, body, field) in [
        ("typed.json", &br#"{"summary": 42}"#[..], "summary"),
        ("comma.json", &br#"{"summary": "- a",}"#[..], "(document)"),
        ("blank.json", &br#"{"summary": "  "}"#[..], "summary"),
    ] {
        let p = write(dir.path(), name, body);
        let o = sjc(
            &["prune", "--input", p.to_str().unwrap(), "--model", TINY],
            None,
        );
        assert_eq!(code(&o), 2, "{name}: {}", stderr(&o));
        no_panic(&o);
        let e = stderr(&o);
        assert!(e.contains(name) && e.contains(field), "{name}: {e}");
        assert!(o.stdout.is_empty());
    }
}

/// Trailing characters after the JSON document must be rejected (serde_json's
/// `from_str` does; `from_json_str` in src/record.rs forgets `Deserializer::end`).
#[test]
fn trailing_garbage_after_json_is_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let p = write(
        dir.path(),
        "trailing.json",
        br#"{"summary": "- x"} garbage"#,
    );
    let o = sjc(
        &["prune", "--input", p.to_str().unwrap(), "--model", TINY],
        None,
    );
    no_panic(&o);
    assert_eq!(
        code(&o),
        2,
        "trailing garbage accepted: exit {:?}, stderr {}",
        o.status,
        stderr(&o)
    );
    assert!(stderr(&o).contains("trailing"), "{}", stderr(&o));
    assert!(o.stdout.is_empty());
    // Same rule for a JSONL line of `sjc score`.
    let f = write(
        dir.path(),
        "pairs.jsonl",
        b"{\"claim\": \"a\", \"evidence\": \"b\"} {\"claim\": \"c\"}\n",
    );
    let o = sjc(
        &["score", "--pairs", f.to_str().unwrap(), "--model", TINY],
        None,
    );
    assert_eq!(
        code(&o),
        2,
        "trailing data on a JSONL line accepted: {}",
        stderr(&o)
    );
    assert!(stderr(&o).contains("line 1"), "{}", stderr(&o));
}

/// `sjc prune` without any input is a usage error, so it should exit 2 like
/// every other usage error (see `exit::BAD_INPUT`), not 1 (internal error).
#[test]
fn prune_without_input_is_a_usage_error() {
    let o = sjc(&["prune", "--model", TINY], None);
    no_panic(&o);
    assert!(o.stdout.is_empty());
    assert!(
        stderr(&o).contains("--input") && stderr(&o).contains("--summary"),
        "{}",
        stderr(&o)
    );
    assert_eq!(code(&o), 2, "usage error must exit 2: {}", stderr(&o));
}

// ---------------------------------------------------------------- judge failures → 3, summary unchanged

#[test]
fn missing_model_is_fail_safe_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    let rec = write(dir.path(), "r.json", sample_record().to_string().as_bytes());
    let absent = dir.path().join("no-such-model");
    let report = dir.path().join("report.json");
    let o = sjc(
        &[
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            absent.to_str().unwrap(),
            "--report",
            report.to_str().unwrap(),
        ],
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        SUMMARY,
        "fail safe: the summary comes back unchanged"
    );
    let err = stderr(&o);
    assert!(
        err.contains("could not be loaded") && err.contains("no-such-model"),
        "{err}"
    );
    let v: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    assert_eq!(v["counts"]["kept_on_error"], 5);
    assert_eq!(v["pruned_summary"], SUMMARY);

    // A repo id that is not in the (empty) local HF cache: same fail-safe path, no network.
    let cache = tempfile::tempdir().unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sjc"));
    let o = cmd
        .args([
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            "acme/absent-model",
        ])
        .current_dir(root())
        .env("HF_HUB_CACHE", cache.path())
        .env_remove("SJC_MODEL")
        .output()
        .unwrap();
    no_panic(&o);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert_eq!(stdout(&o), SUMMARY);
    assert!(stderr(&o).contains("acme/absent-model"), "{}", stderr(&o));

    // A folder that exists but lacks a tensor.
    let o = sjc(
        &[
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            "tests/fixtures/models/tiny-bert-missing-tensor",
        ],
        None,
    );
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert_eq!(stdout(&o), SUMMARY);
    assert!(
        stderr(&o).contains("bert.encoder.layer.1.output.dense.weight"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn nan_model_exits_3_with_summary_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let rec = write(dir.path(), "r.json", sample_record().to_string().as_bytes());
    let o = sjc(
        &["prune", "--input", rec.to_str().unwrap(), "--model", NAN],
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    assert_eq!(stdout(&o), SUMMARY);
    assert!(stderr(&o).contains("non-finite"), "{}", stderr(&o));

    let o = sjc(
        &[
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            NAN,
            "--format",
            "json",
        ],
        None,
    );
    assert_eq!(code(&o), 3);
    let v: Value = serde_json::from_slice(&o.stdout).expect("json report");
    assert_eq!(v["pruned_summary"], SUMMARY);
    assert!(v["entries"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["verdict"] == "kept_on_error" && e["kept"] == true));
}

// ---------------------------------------------------------------- success path

fn check_success(o: &Output) -> i32 {
    no_panic(o);
    let c = code(o);
    assert!(c == 0 || c == 4, "exit {c}: {}", stderr(o));
    c
}

#[test]
fn prune_with_tiny_model_writes_report_and_json() {
    let dir = tempfile::tempdir().unwrap();
    let rec = write(dir.path(), "r.json", sample_record().to_string().as_bytes());
    let report = dir.path().join("r.report.json");
    let o = sjc(
        &[
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            TINY,
            "--report",
            report.to_str().unwrap(),
        ],
        None,
    );
    let c = check_success(&o);
    let out = stdout(&o);
    assert!(
        is_line_subsequence(&out, SUMMARY),
        "output is not a subset of the input lines: {out:?}"
    );
    assert!(
        out.starts_with("## Done\n") && out.contains("## Next\n"),
        "headings are layout and always kept: {out:?}"
    );
    let v: Value = serde_json::from_slice(&std::fs::read(&report).expect("report written"))
        .expect("report is JSON");
    let entries = v["entries"].as_array().expect("entries");
    assert_eq!(entries.len(), 5);
    assert_eq!(v["pruned_summary"], out.as_str());
    assert_eq!(
        v["tripwire"]["fired"] == true,
        c == 4,
        "exit 4 iff tripwire fired"
    );
    assert_eq!(v["counts"]["kept_on_error"], 0);
    assert_eq!(v["judge"]["architecture"], "bert");
    for e in entries {
        let p = e["p_support"].as_f64().expect("p_support");
        assert!((0.0..=1.0).contains(&p));
        let [a, b] = [
            e["byte_range"][0].as_u64().unwrap() as usize,
            e["byte_range"][1].as_u64().unwrap() as usize,
        ];
        assert!(SUMMARY[a..b].contains(e["text"].as_str().unwrap()));
    }
    // Stderr has the one-line account.
    assert!(stderr(&o).contains("5 entries"), "{}", stderr(&o));

    // --format json: the same report on stdout.
    let o2 = sjc(
        &[
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            TINY,
            "--format",
            "json",
        ],
        None,
    );
    assert_eq!(check_success(&o2), c);
    let v2: Value = serde_json::from_slice(&o2.stdout).expect("stdout is JSON");
    assert_eq!(v2["entries"].as_array().unwrap().len(), 5);
    assert_eq!(v2["pruned_summary"], v["pruned_summary"], "deterministic");

    // threshold 0: nothing deleted, exit 0, output == input.
    let o3 = sjc(
        &[
            "prune",
            "--input",
            rec.to_str().unwrap(),
            "--model",
            TINY,
            "--threshold",
            "0",
        ],
        None,
    );
    assert_eq!(code(&o3), 0, "{}", stderr(&o3));
    assert_eq!(stdout(&o3), SUMMARY);
}

#[test]
fn stdin_input_matches_file_input() {
    let dir = tempfile::tempdir().unwrap();
    let bytes = sample_record().to_string().into_bytes();
    let rec = write(dir.path(), "r.json", &bytes);
    let from_file = sjc(
        &["prune", "--input", rec.to_str().unwrap(), "--model", TINY],
        None,
    );
    let from_stdin = sjc(&["prune", "--input", "-", "--model", TINY], Some(&bytes));
    let c = check_success(&from_stdin);
    assert_eq!(c, code(&from_file));
    assert!(!from_stdin.stdout.is_empty());
    assert_eq!(from_stdin.stdout, from_file.stdout);
}

#[test]
fn shell_form_uses_files_as_evidence() {
    let dir = tempfile::tempdir().unwrap();
    let s = write(dir.path(), "S.md", SUMMARY.as_bytes());
    let p = write(
        dir.path(),
        "P.md",
        b"## Earlier\n- Rewrite billing in Haskell was proposed by the CFO\n",
    );
    let t = write(dir.path(), "out.txt", b"Invoice INV-20931 for ACME Corp: amount $500, status unpaid.\nDeploy finished with status green.\n");
    let u = write(
        dir.path(),
        "u.txt",
        b"Also send the reminder to ACME Corp's billing contact.\n",
    );
    let report = dir.path().join("rep.json");
    let o = sjc(
        &[
            "prune",
            "--summary",
            s.to_str().unwrap(),
            "--previous",
            p.to_str().unwrap(),
            "--tool-output",
            t.to_str().unwrap(),
            "--user",
            u.to_str().unwrap(),
            "--model",
            TINY,
            "--report",
            report.to_str().unwrap(),
        ],
        None,
    );
    check_success(&o);
    assert!(is_line_subsequence(&stdout(&o), SUMMARY));
    let v: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    let spans: Vec<&Value> = v["entries"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|e| e["evidence"].as_array().unwrap())
        .collect();
    assert!(
        spans.iter().any(|s| s["source"]["kind"] == "tool_output"
            && s["source"]["tool"]
                .as_str()
                .is_some_and(|n| n.ends_with("out.txt"))),
        "no tool_output span from out.txt: {spans:?}"
    );
    assert!(
        spans
            .iter()
            .any(|s| s["source"]["kind"] == "previous_summary"),
        "no previous_summary span"
    );
    assert!(
        spans.iter().any(|s| s["source"]["kind"] == "user_turn"),
        "no user_turn span from --user"
    );
}

// ---------------------------------------------------------------- score

#[test]
fn score_pairs_jsonl() {
    let dir = tempfile::tempdir().unwrap();
    let pairs = concat!(
        r#"{"claim": "Invoice INV-20931 is unpaid", "evidence": "invoice INV-20931 status unpaid"}"#,
        "\n",
        "\n",
        r#"{"claim": "Tests passed", "evidence": ["42 passed", "3 failed"], "set": "demo"}"#,
        "\n",
        r#"{"claim": "The café is open", "evidence": ""}"#,
        "\n",
    );
    let f = write(dir.path(), "pairs.jsonl", pairs.as_bytes());
    let o = sjc(
        &["score", "--pairs", f.to_str().unwrap(), "--model", TINY],
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let out = stdout(&o);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    for (i, l) in lines.iter().enumerate() {
        let v: Value = serde_json::from_str(l).expect("JSON line");
        assert_eq!(v["index"], i, "input order");
        let p = v["p_support"].as_f64().expect("p_support");
        assert!((0.0..=1.0).contains(&p), "{p}");
        assert_eq!(v["logits"].as_array().unwrap().len(), 3);
    }
    // Same pairs from stdin → same output.
    let o2 = sjc(
        &["score", "--pairs", "-", "--model", TINY],
        Some(pairs.as_bytes()),
    );
    assert_eq!(code(&o2), 0);
    assert_eq!(o2.stdout, o.stdout);

    // A bad line is named.
    let bad = concat!(
        r#"{"claim": "a", "evidence": "b"}"#,
        "\n",
        r#"{"claim": 5, "evidence": "b"}"#,
        "\n",
    );
    let f = write(dir.path(), "bad.jsonl", bad.as_bytes());
    let o = sjc(
        &["score", "--pairs", f.to_str().unwrap(), "--model", TINY],
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("line 2") && stderr(&o).contains("claim"),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
    let f = write(
        dir.path(),
        "bad2.jsonl",
        b"{\"claim\": \"a\", \"evidence\": \"b\"}\nnot json\n",
    );
    let o = sjc(
        &["score", "--pairs", f.to_str().unwrap(), "--model", TINY],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("line 2"), "{}", stderr(&o));

    // NaN model: every pair fails, exit 3, one line per pair with the error.
    let f = write(dir.path(), "pairs2.jsonl", pairs.as_bytes());
    let o = sjc(
        &["score", "--pairs", f.to_str().unwrap(), "--model", NAN],
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 3, "{}", stderr(&o));
    let out = stdout(&o);
    assert_eq!(out.lines().count(), 3);
    assert!(out
        .lines()
        .all(|l| serde_json::from_str::<Value>(l).unwrap()["error"].is_string()));
}

// ---------------------------------------------------------------- large input

#[test]
fn large_input_20mb_tool_output_2000_entries() {
    let dir = tempfile::tempdir().unwrap();
    let mut tool = String::with_capacity(21 << 20);
    let mut i = 0u64;
    while tool.len() < 20 << 20 {
        // Varied vocabulary so retrieval is realistic, not all-common-terms.
        tool.push_str(&format!(
            "row {i:07} acct K{:05} owes {} units in zone z{}\n",
            i * 7919 % 100_000,
            i * 31 % 9973,
            i % 257
        ));
        i += 1;
    }
    let mut summary = String::from("## Accounts\n");
    for k in 0..2000u64 {
        let r = k * 211;
        if k % 3 == 0 {
            summary.push_str(&format!(
                "- Account K{:05} owes {} units\n",
                r * 7919 % 100_000,
                r * 31 % 9973
            ));
        } else {
            summary.push_str(&format!(
                "- Item {k} was reviewed by the team on day {}\n",
                k % 28 + 1
            ));
        }
    }
    let rec = json!({"messages": [{"role": "tool", "tool_call_id": "t", "name": "dump", "content": tool}], "summary": summary});
    let path = write(dir.path(), "big.json", rec.to_string().as_bytes());
    let t = std::time::Instant::now();
    let o = sjc(
        &[
            "prune",
            "--input",
            path.to_str().unwrap(),
            "--model",
            TINY,
            "--max-batch-tokens",
            "16384",
        ],
        None,
    );
    let secs = t.elapsed().as_secs_f64();
    check_success(&o);
    let out = stdout(&o);
    assert!(!out.is_empty());
    assert!(out.starts_with("## Accounts\n"));
    assert!(
        is_line_subsequence(&out, &summary),
        "output is not a subsequence of the input lines"
    );
    assert!(stderr(&o).contains("2000 entries"), "{}", stderr(&o));
    eprintln!("large input: {secs:.1} s");
}

// ---------------------------------------------------------------- eval / calibrate

/// 40 labelled pairs, shuffled by a fixed permutation so neither labels nor sets follow row order.
fn toy_pairs() -> String {
    let mut rows: Vec<String> = (0..40)
        .map(|i| {
            if i % 2 == 0 {
                json!({"claim": format!("Invoice INV-{} is unpaid", 1000 + i),
                       "evidence": format!("INV-{} status unpaid amount ${i}0", 1000 + i), "label": "supported"})
            } else {
                json!({"claim": format!("Deploy {i} rolled back in eu-west-1"),
                       "evidence": format!("INV-{} status paid", 1000 + i),
                       "label": if i % 4 == 1 { "unsupported" } else { "contradicted" }})
            }
            .to_string()
        })
        .collect();
    for i in 0..rows.len() {
        rows.swap(i, (i * 17 + 5) % 40);
    }
    rows.join("\n") + "\n"
}

#[test]
fn eval_reports_pairs_and_records_as_json() {
    let dir = tempfile::tempdir().unwrap();
    let pairs = write(dir.path(), "toy.jsonl", toy_pairs().as_bytes());
    let o = sjc(
        &[
            "eval",
            "--model",
            TINY,
            "--json",
            "--data",
            pairs.to_str().unwrap(),
            "examples/quickstart.json",
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let set = &v["sets"][0];
    assert_eq!(set["set"], "toy");
    assert_eq!(set["n"], 40);
    assert_eq!(set["n_supported"], 20);
    // Supported claims share their terms with the evidence, the others none: lexical AUROC 1.
    assert_eq!(set["lexical_auroc"], 1.0);
    let auroc = set["auroc"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&auroc));
    let rec = &v["records"][0];
    assert_eq!(rec["set"], "quickstart");
    assert_eq!(rec["labeled"], 17);
    assert_eq!(
        rec["matched"], 17,
        "every label text must match an entry of the quickstart summary"
    );
}

#[test]
fn calibrate_writes_the_chosen_or_requested_method() {
    let dir = tempfile::tempdir().unwrap();
    let pairs = write(dir.path(), "toy.jsonl", toy_pairs().as_bytes());
    let auto = dir.path().join("auto.json");
    let o = sjc(
        &[
            "calibrate",
            "--model",
            TINY,
            "--data",
            pairs.to_str().unwrap(),
            "--out",
            auto.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&std::fs::read(&auto).unwrap()).unwrap();
    let cv = v["fitted"]["cv_nll"].as_array().unwrap();
    assert_eq!(cv.len(), 4);
    let best = cv
        .iter()
        .min_by(|a, b| {
            a["nll"]
                .as_f64()
                .unwrap()
                .total_cmp(&b["nll"].as_f64().unwrap())
        })
        .unwrap();
    assert_eq!(
        v["method"], best["method"],
        "auto must pick the lowest cross-validated NLL"
    );
    assert_eq!(v["fitted"]["rows"], 40);

    let platt = dir.path().join("platt.json");
    let o = sjc(
        &[
            "calibrate",
            "--model",
            TINY,
            "--method",
            "platt",
            "--data",
            pairs.to_str().unwrap(),
            "--out",
            platt.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&std::fs::read(&platt).unwrap()).unwrap();
    assert_eq!(v["method"], "platt");
    assert_eq!(v["fitted"]["selected_by"], "--method");
    // The written file loads as the model's calibration.
    let m = dir.path().join("m");
    std::fs::create_dir(&m).unwrap();
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        std::fs::copy(root().join(TINY).join(f), m.join(f)).unwrap();
    }
    std::fs::copy(&platt, m.join("calibration.json")).unwrap();
    let o = sjc(
        &[
            "eval",
            "--model",
            m.to_str().unwrap(),
            "--data",
            pairs.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(stdout(&o).contains("platt"), "{}", stdout(&o));
}

/// Six labelled records in a folder (`NAME.json` + `NAME.labels.json`): two entries copied from
/// the tool output (supported) and two invented ones each.
fn toy_records(dir: &Path) -> PathBuf {
    let recs = dir.join("sessions");
    std::fs::create_dir(&recs).unwrap();
    for i in 0..6 {
        let rec = json!({
            "messages": [
                {"role": "user", "content": format!("Check service svc-{i} and report.")},
                {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
                    "function": {"name": "bash", "arguments": format!("{{\"command\": \"svc status svc-{i}\"}}")}}]},
                {"role": "tool", "tool_call_id": "c1", "content": format!("svc-{i}: 3 replicas ready\nversion v{i}.4.1 deployed to staging")},
            ],
            "summary": format!("## Facts\n- svc-{i} has 3 replicas ready\n- version v{i}.4.1 is deployed to staging\n- The user approved a production rollout of svc-{i}\n- Alerts for svc-{i} page the finance team on weekends\n"),
        });
        let labels = json!({"entries": [
            {"text": format!("svc-{i} has 3 replicas ready"), "label": "supported"},
            {"text": format!("version v{i}.4.1 is deployed to staging"), "label": "supported"},
            {"text": format!("The user approved a production rollout of svc-{i}"), "label": "unsupported"},
            {"text": format!("Alerts for svc-{i} page the finance team on weekends"), "label": "unsupported"},
        ]});
        write(&recs, &format!("r{i}.json"), rec.to_string().as_bytes());
        write(
            &recs,
            &format!("r{i}.labels.json"),
            labels.to_string().as_bytes(),
        );
    }
    recs
}

#[test]
fn calibrate_on_records_fits_the_record_layer_and_a_cross_fitted_risk_set() {
    let dir = tempfile::tempdir().unwrap();
    let recs = toy_records(dir.path());
    let pairs = write(dir.path(), "toy.jsonl", toy_pairs().as_bytes());
    let (cal, risk) = (dir.path().join("cal.json"), dir.path().join("risk.json"));
    let run = |extra: &[&str]| {
        let (c, r) = (cal.to_str().unwrap(), risk.to_str().unwrap());
        let mut a = vec![
            "calibrate",
            "--model",
            TINY,
            "--out",
            c,
            "--risk-out",
            r,
            "--data",
        ];
        a.extend_from_slice(extra);
        sjc(&a, None)
    };
    // pairs and records: a pair layer with a record layer inside, and risk.json
    let o = run(&[
        pairs.to_str().unwrap(),
        recs.to_str().unwrap(),
        "--weight",
        "toy=0.5",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o)
            .contains("record layer fitted on 24 labelled entries of 6 records (12 supported)"),
        "{}",
        stdout(&o)
    );
    // 12 true entries are too few for a threshold at 0.05, and 24 entries for a stable layer:
    // both are said
    assert!(
        stderr(&o).contains("threshold is 0 and nothing is deleted"),
        "{}",
        stderr(&o)
    );
    assert!(
        stderr(&o).contains("only 24 labelled entries"),
        "{}",
        stderr(&o)
    );
    let v: Value = serde_json::from_slice(&std::fs::read(&cal).unwrap()).unwrap();
    assert_eq!(v["method"], "hybrid");
    let features = v["records"]["features"].as_array().unwrap();
    assert!(features.iter().any(|f| f == "instruction_flip"), "{v}");
    assert!(
        v["records"]["records"].is_null(),
        "the record layer nests no further"
    );
    assert_eq!(v["fitted"]["records"]["sets"][0]["set"], "sessions");
    let r: Value = serde_json::from_slice(&std::fs::read(&risk).unwrap()).unwrap();
    assert_eq!(r["supported_scores"].as_array().unwrap().len(), 12, "{r}");
    assert_eq!(r["set"], "sessions");
    // both files load as the model's own, and prune with the record layer
    let m = dir.path().join("m");
    std::fs::create_dir(&m).unwrap();
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        std::fs::copy(root().join(TINY).join(f), m.join(f)).unwrap();
    }
    std::fs::copy(&cal, m.join("calibration.json")).unwrap();
    std::fs::copy(&risk, m.join("risk.json")).unwrap();
    let o = sjc(
        &[
            "eval",
            "--model",
            m.to_str().unwrap(),
            "--json",
            "--data",
            recs.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let e: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(e["records"][0]["matched"], 24, "{e}");
    // the risk level as written, not widened from f32 (0.05000000074505806)
    assert!(stdout(&o).contains("\"alpha\": 0.05,"), "{}", stdout(&o));

    // records alone keep the model's own pair calibration (the tiny model has none: the record
    // layer then serves bare pairs too)
    let o = run(&[recs.to_str().unwrap()]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&std::fs::read(&cal).unwrap()).unwrap();
    assert_eq!(v["method"], "hybrid");
    assert!(v["records"].is_null(), "{v}");

    // a label that names no entry of its summary is named in a warning, not silently dropped
    let mut labels: Value =
        serde_json::from_slice(&std::fs::read(recs.join("r0.labels.json")).unwrap()).unwrap();
    labels["entries"][0]["text"] = json!("svc-0 has 4 replicas ready (typo)");
    write(&recs, "r0.labels.json", labels.to_string().as_bytes());
    let o = sjc(
        &["eval", "--model", TINY, "--data", recs.to_str().unwrap()],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("1 label(s) name no entry") && stderr(&o).contains("(typo)"),
        "{}",
        stderr(&o)
    );
    // a set whose labels name none of its entries is bad input (labels of another record?)
    let lone = dir.path().join("lone");
    std::fs::create_dir(&lone).unwrap();
    std::fs::copy(recs.join("r0.json"), lone.join("r0.json")).unwrap();
    write(
        &lone,
        "r0.labels.json",
        br#"{"entries": [{"text": "Nothing here matches", "label": "supported"}]}"#,
    );
    let o = sjc(
        &["eval", "--model", TINY, "--data", lone.to_str().unwrap()],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("none of its 1 label(s) names an entry"),
        "{}",
        stderr(&o)
    );
    // without a model folder, each output path is asked for by its own flag
    let o = sjc(
        &[
            "calibrate",
            "--out",
            cal.to_str().unwrap(),
            "--data",
            recs.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("--risk-out: give a path for risk.json"),
        "{}",
        stderr(&o)
    );

    // usage errors name the flag, exit 2, write nothing
    std::fs::remove_file(&cal).unwrap();
    for (extra, flag) in [
        (&["--weight", "nope=1"][..], "--weight"),
        (&["--weight", "sessions=-1"][..], "--weight"),
        (&["--risk-data", "toy"][..], "--risk-data"),
        (&["--method", "platt"][..], "--method"),
    ] {
        let mut a = vec![recs.to_str().unwrap()];
        a.extend_from_slice(extra);
        let o = run(&a);
        no_panic(&o);
        assert_eq!(code(&o), 2, "{extra:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(flag), "{extra:?}: {}", stderr(&o));
        assert!(!cal.exists());
    }
}

#[test]
fn calibrate_risk_reads_saved_reports_as_pruning_now_scores() {
    let dir = tempfile::tempdir().unwrap();
    let recs = toy_records(dir.path());
    let reports = dir.path().join("reports");
    std::fs::create_dir(&reports).unwrap();
    for i in 0..6 {
        let rec = recs.join(format!("r{i}.json"));
        let rep = reports.join(format!("r{i}.report.json"));
        let o = sjc(
            &[
                "prune",
                "--model",
                TINY,
                "--input",
                rec.to_str().unwrap(),
                "--report",
                rep.to_str().unwrap(),
            ],
            None,
        );
        assert!(matches!(code(&o), 0 | 4), "{}", stderr(&o));
    }
    let (now, saved) = (dir.path().join("now.json"), dir.path().join("saved.json"));
    let o = sjc(
        &[
            "calibrate-risk",
            "--model",
            TINY,
            "--out",
            now.to_str().unwrap(),
            "--data",
            recs.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let o = sjc(
        &[
            "calibrate-risk",
            "--reports",
            reports.to_str().unwrap(),
            "--set",
            "held back",
            "--out",
            saved.to_str().unwrap(),
            "--data",
            recs.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("12 true entries from 6 records"),
        "{}",
        stdout(&o)
    );
    let read = |p: &Path| -> Value { serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap() };
    let (a, b) = (read(&now), read(&saved));
    // the same judge, so the saved scores are the ones pruning now gives, in the same order
    assert_eq!(a["supported_scores"], b["supported_scores"], "{a}\n{b}");
    assert_eq!(b["set"], "held back");
    assert_eq!(b["fitted"]["records"], 6);

    // a record without a report is not used; a report without its record is exit 2 naming it
    std::fs::rename(
        reports.join("r3.report.json"),
        reports.join("r9.report.json"),
    )
    .unwrap();
    let again = |out: &Path| {
        sjc(
            &[
                "calibrate-risk",
                "--reports",
                reports.to_str().unwrap(),
                "--out",
                out.to_str().unwrap(),
                "--data",
                recs.to_str().unwrap(),
            ],
            None,
        )
    };
    let o = again(&saved);
    no_panic(&o);
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("r9.report.json") && stderr(&o).contains("r9.json"),
        "{}",
        stderr(&o)
    );
    std::fs::remove_file(reports.join("r9.report.json")).unwrap();
    let o = again(&saved);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stdout(&o).contains("10 true entries from 5 records"),
        "{}",
        stdout(&o)
    );
    // a calibration set whose lowest true score is a capped one gives a threshold at the cap,
    // which keeps capped entries too: said on stderr
    let capped = dir.path().join("capped");
    let capped_reports = dir.path().join("capped_reports");
    std::fs::create_dir(&capped).unwrap();
    std::fs::create_dir(&capped_reports).unwrap();
    let texts: Vec<String> = (0..20).map(|i| format!("fact number {i} holds")).collect();
    let summary: String = texts.iter().map(|t| format!("- {t}\n")).collect();
    write(
        &capped,
        "c.json",
        json!({"summary": summary}).to_string().as_bytes(),
    );
    let labels: Vec<Value> = texts
        .iter()
        .map(|t| json!({"text": t, "label": "supported"}))
        .collect();
    write(
        &capped,
        "c.labels.json",
        json!({ "entries": labels }).to_string().as_bytes(),
    );
    let entries: Vec<Value> = texts
        .iter()
        .enumerate()
        .map(|(i, t)| json!({"text": t, "p_support": if i == 0 { 0.01 } else { 0.9 }}))
        .collect();
    write(
        &capped_reports,
        "c.report.json",
        json!({ "entries": entries }).to_string().as_bytes(),
    );
    let o = sjc(
        &[
            "calibrate-risk",
            "--reports",
            capped_reports.to_str().unwrap(),
            "--out",
            saved.to_str().unwrap(),
            "--data",
            capped.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert!(
        stderr(&o).contains("the threshold is 0.0100, at or below the cap"),
        "{}",
        stderr(&o)
    );
    // without --out there is no model folder to write into
    let o = sjc(
        &[
            "calibrate-risk",
            "--reports",
            reports.to_str().unwrap(),
            "--data",
            recs.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(code(&o), 2, "{}", stderr(&o));
    assert!(stderr(&o).contains("--out"), "{}", stderr(&o));
}

#[test]
fn calibrate_and_eval_reject_bad_data_with_exit_2() {
    let dir = tempfile::tempdir().unwrap();
    let bad = write(
        dir.path(),
        "bad.jsonl",
        b"{\"claim\": \"x\", \"evidence\": \"y\", \"label\": \"maybe\"}\n",
    );
    let missing = dir.path().join("missing.jsonl");
    for data in [bad.to_str().unwrap(), missing.to_str().unwrap()] {
        for cmd in ["calibrate", "eval"] {
            let out = dir.path().join("c.json");
            let o = sjc(
                &[
                    cmd,
                    "--model",
                    TINY,
                    "--data",
                    data,
                    "--out",
                    out.to_str().unwrap(),
                ][..if cmd == "eval" { 5 } else { 7 }],
                None,
            );
            no_panic(&o);
            assert_eq!(code(&o), 2, "{cmd} {data}: {}", stderr(&o));
            assert!(stderr(&o).contains("bad input"), "{}", stderr(&o));
        }
    }
    let out = dir.path().join("never.json");
    let o = sjc(
        &[
            "calibrate",
            "--model",
            TINY,
            "--data",
            bad.to_str().unwrap(),
            "--out",
            out.to_str().unwrap(),
        ],
        None,
    );
    assert!(!out.exists(), "nothing is written on bad input");
    assert!(
        stderr(&o).contains("label"),
        "the error names the field: {}",
        stderr(&o)
    );
}

/// The shipped example report is what `sjc prune` gives today: any change in a decision, a
/// probability (beyond 1e-4) or the report's shape shows up here. Timings are redacted. To
/// accept an intended change, regenerate it with the README's first command
/// (`sjc prune --input examples/quickstart.json --report examples/quickstart.report.json`).
#[test]
fn quickstart_report_snapshot() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = sjc(
        &[
            "prune",
            "--input",
            root.join("examples/quickstart.json").to_str().unwrap(),
            "--format",
            "json",
        ],
        None,
    );
    assert!(
        matches!(code(&o), 0 | 3 | 4),
        "exit {:?}: {}",
        o.status,
        stderr(&o)
    );
    let mut got: Value = serde_json::from_str(&stdout(&o)).expect("report JSON");
    let text = std::fs::read_to_string(root.join("examples/quickstart.report.json")).unwrap();
    let mut want: Value = serde_json::from_str(&text).unwrap();
    for v in [&mut got, &mut want] {
        v["timings_ms"] = Value::Null;
        // The engine depends on the CPU (sjc-kernels with AVX-512F or AVX2, else candle).
        v["judge"]["precision"] = Value::Null;
    }
    let pruned = std::fs::read_to_string(root.join("examples/quickstart.pruned.md")).unwrap();
    assert_eq!(
        got["pruned_summary"].as_str().unwrap(),
        pruned,
        "examples/quickstart.pruned.md is stale"
    );
    let mut diffs = Vec::new();
    json_diff("$", &got, &want, &mut diffs);
    assert!(
        diffs.is_empty(),
        "quickstart report differs from examples/quickstart.report.json:\n{}",
        diffs.join("\n")
    );
}

/// Paths where two JSON values differ (numbers within 1e-4 are equal).
fn json_diff(path: &str, a: &Value, b: &Value, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            if (x.as_f64().unwrap() - y.as_f64().unwrap()).abs() > 1e-4 {
                out.push(format!("{path}: {x} != {y}"));
            }
        }
        (Value::Object(x), Value::Object(y)) => {
            for k in x.keys().chain(y.keys().filter(|k| !x.contains_key(*k))) {
                match (x.get(k), y.get(k)) {
                    (Some(p), Some(q)) => json_diff(&format!("{path}.{k}"), p, q, out),
                    _ => out.push(format!("{path}.{k}: only on one side")),
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (p, q)) in x.iter().zip(y).enumerate() {
                json_diff(&format!("{path}[{i}]"), p, q, out);
            }
        }
        _ if a == b => {}
        _ => out.push(format!("{path}: {a} != {b}")),
    }
}

/// `sjc prune ... | head -c1`: a reader that goes away is not an error (exit 0, no message).
#[test]
fn broken_pipe_exits_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sjc"))
        .args(["narrow", "--pairs", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let line = r#"{"claim": "Invoice INV-20931 is unpaid", "evidence": "invoice INV-20931 status unpaid"}"#;
    let input: String = std::iter::repeat(format!("{line}\n"))
        .take(20_000)
        .collect();
    let mut stdin = child.stdin.take().unwrap();
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    // Close our end of stdout at once: every write of sjc then fails with EPIPE.
    drop(child.stdout.take());
    let o = child.wait_with_output().unwrap();
    writer.join().unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    assert!(
        o.stderr.is_empty(),
        "stderr: {}",
        String::from_utf8_lossy(&o.stderr)
    );
}

// ---------------------------------------------------------------- summary styles: flags, encodings

const STYLES: &str = "tests/fixtures/formats/summaries";

#[test]
fn drop_analysis_removes_the_block_and_says_so() {
    let f = format!("{STYLES}/claude_code.md");
    let src = std::fs::read_to_string(root().join(&f)).unwrap();
    let base = [
        "prune",
        "--summary",
        f.as_str(),
        "--model",
        TINY,
        "--threshold",
        "0",
    ];
    let o = sjc(&base, None);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(
        stdout(&o),
        src,
        "the analysis is kept by default, byte for byte"
    );
    let o = sjc(
        &[&base[..], &["--drop-analysis", "--format", "json"]].concat(),
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    let at = src.find("<summary>").unwrap();
    assert_eq!(v["pruned_summary"], src[at..]);
    assert_eq!(v["analysis"]["dropped"], true);
    assert_eq!(v["analysis"]["byte_range"], json!([0, at]));
    assert_eq!(v["options"]["drop_analysis"], true);
    assert!(
        stderr(&o).contains("--drop-analysis: removed the <analysis> block"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn protect_and_section_threshold_from_the_command_line() {
    let f = format!("{STYLES}/pi_default.md");
    let src = std::fs::read_to_string(root().join(&f)).unwrap();
    // some evidence (with none at all nothing is deleted)
    let dir = tempfile::tempdir().unwrap();
    let t = write(dir.path(), "t.txt", b"ran the tests\n");
    let t = t.to_str().unwrap();
    // --threshold 1 deletes every entry the policy lets it delete
    let base = [
        "prune",
        "--summary",
        f.as_str(),
        "--tool-output",
        t,
        "--model",
        TINY,
        "--threshold",
        "1",
        "--max-delete-fraction",
        "1",
        "--format",
        "json",
    ];
    let o = sjc(
        &[
            &base[..],
            &["--protect", "progress", "--protect", "Nowhere"],
        ]
        .concat(),
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let err = stderr(&o);
    assert!(
        err.contains("warning") && err.contains("\"Nowhere\""),
        "{err}"
    );
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    for e in v["entries"].as_array().unwrap() {
        let protected = e["section"].as_str().unwrap().starts_with("Progress / ");
        assert_eq!(e["kept"], protected, "{e}");
        if protected {
            assert_eq!(e["section_policy"]["protected_by"], "progress");
        }
    }
    assert_eq!(
        v["options"]["section_policy"]["protect"],
        json!(["progress", "Nowhere"])
    );
    assert!(is_line_subsequence(
        v["pruned_summary"].as_str().unwrap(),
        &src
    ));
    assert!(v["pruned_summary"]
        .as_str()
        .unwrap()
        .contains("### Blocked\n- The staging bucket"));

    let o = sjc(
        &[&base[..], &["--section-threshold", "Key Decisions=0"]].concat(),
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    for e in v["entries"].as_array().unwrap() {
        let own = e["section"] == "Key Decisions";
        assert_eq!(e["kept"], own, "{e}");
        if own {
            assert_eq!(e["section_policy"]["threshold"], 0.0);
        }
    }

    for bad in ["Goal=2", "Goal=-0.5", "Goal", "=0.5", "Goal=high"] {
        let o = sjc(
            &[
                "prune",
                "--summary",
                f.as_str(),
                "--model",
                TINY,
                "--section-threshold",
                bad,
            ],
            None,
        );
        no_panic(&o);
        assert_eq!(code(&o), 2, "{bad}");
        assert!(
            stderr(&o).contains("--section-threshold"),
            "{bad}: {}",
            stderr(&o)
        );
        assert!(o.stdout.is_empty());
    }
    let o = sjc(
        &[
            "prune",
            "--summary",
            f.as_str(),
            "--model",
            TINY,
            "--protect",
            "  ",
        ],
        None,
    );
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("--protect"), "{}", stderr(&o));
}

#[test]
fn one_encoding_rule_for_every_input() {
    let dir = tempfile::tempdir().unwrap();
    let summary = "## Notes\n- Café orders are exported nightly\n";
    let bom = |s: &str| [&b"\xEF\xBB\xBF"[..], s.as_bytes()].concat();
    // a byte-order mark is accepted everywhere and is not content
    let s = write(dir.path(), "s.md", &bom(summary));
    let t = write(
        dir.path(),
        "t.txt",
        &bom("Café orders are exported nightly\n"),
    );
    let p = write(dir.path(), "p.md", &bom("- earlier\n"));
    let u = write(dir.path(), "u.txt", &bom("thanks\n"));
    let (s, t, p, u) = (
        s.to_str().unwrap(),
        t.to_str().unwrap(),
        p.to_str().unwrap(),
        u.to_str().unwrap(),
    );
    let o = sjc(
        &[
            "prune",
            "--summary",
            s,
            "--tool-output",
            t,
            "--previous",
            p,
            "--user",
            u,
            "--model",
            TINY,
            "--threshold",
            "0",
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), summary);
    let rec = serde_json::to_vec(&json!({"summary": summary})).unwrap();
    let r = write(dir.path(), "r.json", &[&b"\xEF\xBB\xBF"[..], &rec].concat());
    let o = sjc(
        &[
            "prune",
            "--input",
            r.to_str().unwrap(),
            "--model",
            TINY,
            "--threshold",
            "0",
        ],
        None,
    );
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(stdout(&o), summary);

    // anything else that is not UTF-8 is an error naming the flag, the file and the offset
    let latin_md = b"## Notes\n- Caf\xe9 orders\n";
    let latin_json = b"{\"summary\": \"- Caf\xe9\"}";
    let bad_at = |b: &[u8]| std::str::from_utf8(b).unwrap_err().valid_up_to();
    let (md_at, json_at) = (bad_at(latin_md), bad_at(latin_json));
    assert_eq!((md_at, json_at), (14, 18));
    let latin = write(dir.path(), "latin1.txt", latin_md);
    let l = latin.to_str().unwrap();
    let lj = write(dir.path(), "latin1.json", latin_json);
    let lj = lj.to_str().unwrap();
    for (flag, args, offset) in [
        ("--summary", vec!["--summary", l], md_at),
        (
            "--tool-output",
            vec!["--summary", s, "--tool-output", l],
            md_at,
        ),
        ("--previous", vec!["--summary", s, "--previous", l], md_at),
        ("--user", vec!["--summary", s, "--user", l], md_at),
        ("--input", vec!["--input", lj], json_at),
    ] {
        let path = if flag == "--input" { lj } else { l };
        let o = sjc(&[&["prune"][..], &args, &["--model", TINY]].concat(), None);
        no_panic(&o);
        assert_eq!(code(&o), 2, "{flag}: {}", stderr(&o));
        assert!(o.stdout.is_empty(), "{flag}");
        let want = format!(
            "{flag} ({path}): input is not valid UTF-8 (first bad byte at offset {offset})"
        );
        assert!(stderr(&o).contains(&want), "{flag}: {}", stderr(&o));
    }
}

/// A summary with no evidence at all (no tool output, tool call, previous summary or user
/// turn: most likely a forgotten input) loses nothing: every entry is kept, exit 4, and the
/// reason is on stderr.
#[test]
fn no_evidence_at_all_deletes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let summary = "## Decisions\n- Deployed api 2.3 to prod-eu\n- Rotated the key k-771\n- Invented fact 42\n";
    let s = write(dir.path(), "s.md", summary.as_bytes());
    let o = sjc(
        &[
            "prune",
            "--model",
            TINY,
            "--summary",
            s.to_str().unwrap(),
            "--threshold",
            "0.99",
        ],
        None,
    );
    no_panic(&o);
    assert_eq!(code(&o), 4, "{}", stderr(&o));
    assert_eq!(stdout(&o), summary);
    assert!(stderr(&o).contains("no evidence"), "{}", stderr(&o));
    // With one tool output the same run deletes (the rule is about no evidence at all).
    let t = write(dir.path(), "t.txt", b"deployed api 2.3 to prod-eu\n");
    let o = sjc(
        &[
            "prune",
            "--model",
            TINY,
            "--summary",
            s.to_str().unwrap(),
            "--tool-output",
            t.to_str().unwrap(),
            "--threshold",
            "0.99",
            "--max-delete-fraction",
            "1",
        ],
        None,
    );
    no_panic(&o);
    assert_ne!(stdout(&o), summary, "{}", stderr(&o));
}

/// `sjc bench --reference` without `--model` runs PyTorch on the shipped judge folder holding
/// the embedded judge's files: a `models/sjc-judge-minilm` under the current directory that
/// holds another judge is passed over for the source tree's. A `--model` that is not a folder
/// (a repo id from the HF cache) is exit 2 naming `--model`, not a silent skip.
#[test]
fn bench_reference_finds_the_judge_folder_or_names_model() {
    let dir = tempfile::tempdir().unwrap();
    let other = dir.path().join("models/sjc-judge-minilm");
    std::fs::create_dir_all(&other).unwrap();
    for f in ["config.json", "tokenizer.json", "model.safetensors"] {
        std::fs::copy(root().join(TINY).join(f), other.join(f)).unwrap();
    }
    let python = dir.path().join("no-such-python");
    let bench = |extra: &[&str], cache: &Path| {
        Command::new(env!("CARGO_BIN_EXE_sjc"))
            .args([
                "bench",
                "--synthetic",
                "--pairs",
                "2",
                "--words",
                "5",
                "--runs",
                "1",
                "--reference",
                python.to_str().unwrap(),
            ])
            .args(extra)
            .current_dir(dir.path())
            .env("HF_HUB_CACHE", cache)
            .env_remove("SJC_MODEL")
            .env_remove("SJC_LOG")
            .output()
            .unwrap()
    };

    // A repo id found in the local HF cache: the judge loads, but PyTorch needs a folder.
    let cache = common::fake_hf_cache(&root().join(TINY));
    let o = bench(&["--model", "acme/tiny-nli"], cache.path());
    no_panic(&o);
    assert_eq!(code(&o), 2, "{}{}", stdout(&o), stderr(&o));
    assert!(stderr(&o).contains("--model"), "{}", stderr(&o));
    assert!(
        !stdout(&o).contains("round 1"),
        "no timing before the error"
    );

    if sjc::judge::embedded_model().is_none() {
        return; // built without the embedded judge
    }
    let o = bench(&[], cache.path());
    no_panic(&o);
    let out = stdout(&o);
    assert_eq!(code(&o), 0, "{out}{}", stderr(&o));
    let shipped = root().join("models/sjc-judge-minilm");
    assert!(
        out.contains(&format!("reference skipped (model {})", shipped.display()))
            && out.contains("no-such-python"),
        "{out}"
    );
    assert!(out.contains("round 1: sjc"), "{out}");
}
