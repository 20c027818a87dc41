//! Agent session files pruned end to end (`sjc prune --transcript`) with the embedded judge,
//! one test per format fixture under tests/fixtures/formats/ (see its README.md for the public
//! source of each shape), `sjc inspect` on each, and the shared edge cases read through
//! `--transcript`.
//!
//! Every fixture test checks: the summary comes back byte for byte when nothing is deleted
//! (`--threshold 0`); a default run gives the summary with whole lines removed; the report's
//! `transcript` object counts messages by role and skipped blocks by kind; evidence spans carry
//! their provenance (message index in the file, role, tool, call id, JSONL line).

use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn fixture(dir: &str, file: &str) -> PathBuf {
    root().join("tests/fixtures/formats").join(dir).join(file)
}

fn sjc(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sjc"))
        .args(args)
        .current_dir(root())
        .env_remove("SJC_MODEL")
        .env_remove("SJC_LOG")
        .output()
        .expect("run sjc")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn code(o: &Output) -> i32 {
    let e = stderr(o);
    assert!(!e.contains("panicked"), "panic: {e}");
    o.status.code().expect("exited normally")
}

/// The output is the input with some lines removed, in order.
fn is_line_subsequence(out: &str, input: &str) -> bool {
    let mut lines = input.split_inclusive('\n');
    out.split_inclusive('\n').all(|o| lines.any(|i| i == o))
}

/// Runs `prune --transcript` with a JSON report; returns it.
fn prune_report(session: &Path, summary: Option<&Path>, extra: &[&str]) -> Value {
    let mut args = vec!["prune", "--transcript", session.to_str().unwrap()];
    if let Some(s) = summary {
        args.extend(["--summary", s.to_str().unwrap()]);
    }
    args.extend(["--format", "json"]);
    args.extend(extra);
    let o = sjc(&args);
    assert!(matches!(code(&o), 0 | 3 | 4), "{}", stderr(&o));
    serde_json::from_slice(&o.stdout).expect("JSON report")
}

/// The entry whose text contains `needle`.
fn entry<'a>(report: &'a Value, needle: &str) -> &'a Value {
    report["entries"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["text"].as_str().unwrap().contains(needle))
        .unwrap_or_else(|| panic!("no entry with {needle:?}"))
}

/// True when one of the entry's evidence spans has every field of `want` in its source.
fn has_source(entry: &Value, want: Value) -> bool {
    entry["evidence"].as_array().unwrap().iter().any(|s| {
        want.as_object()
            .unwrap()
            .iter()
            .all(|(k, v)| &s["source"][k] == v)
    })
}

/// What every format fixture must do; returns the default run's report.
fn check_fixture(dir: &str, session: &str, format: &str) -> Value {
    let session = fixture(dir, session);
    let summary = fixture(dir, "summary.md");
    let summary_bytes = std::fs::read(&summary).unwrap();
    let summary_text = String::from_utf8(summary_bytes.clone()).unwrap();

    // Nothing deleted: the summary comes back byte for byte, format detected.
    let o = sjc(&[
        "prune",
        "--transcript",
        session.to_str().unwrap(),
        "--summary",
        summary.to_str().unwrap(),
        "--threshold",
        "0",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    assert_eq!(o.stdout, summary_bytes, "{dir}: not byte for byte");
    // The format named explicitly reads the same.
    let forced = prune_report(
        &session,
        Some(&summary),
        &["--threshold", "0", "--transcript-format", format],
    );
    assert_eq!(forced["transcript"]["format"], format);
    assert_eq!(forced["pruned_summary"].as_str().unwrap(), summary_text);

    let report = prune_report(&session, Some(&summary), &[]);
    assert_eq!(report["transcript"]["format"], format, "{dir}");
    let pruned = report["pruned_summary"].as_str().unwrap();
    assert!(
        is_line_subsequence(pruned, &summary_text),
        "{dir}: {pruned}"
    );
    // Every span of a message names its message, and message indices are in range.
    let n = report["transcript"]["messages"].as_u64().unwrap();
    for e in report["entries"].as_array().unwrap() {
        for s in e["evidence"].as_array().unwrap() {
            let src = &s["source"];
            if src["kind"] != "previous_summary" {
                assert!(src["message_index"].as_u64().unwrap() < n, "{src}");
                assert!(src["role"].is_string(), "{src}");
            }
        }
    }

    // `sjc inspect` sees the same file, and its byte ranges cut the summary file.
    let o = sjc(&[
        "inspect",
        session.to_str().unwrap(),
        "--summary",
        summary.to_str().unwrap(),
        "--format",
        "json",
    ]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let view: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(view["format"], format);
    assert_eq!(view["messages"], report["transcript"]["messages"]);
    assert_eq!(view["skipped_by_kind"], report["transcript"]["skipped"]);
    assert!(view["evidence"]
        .as_array()
        .unwrap()
        .iter()
        .all(|e| e["bytes"].as_u64().unwrap() > 0));
    let entries = view["summary"]["entries"].as_array().unwrap();
    assert_eq!(entries.len(), report["entries"].as_array().unwrap().len());
    for (e, r) in entries.iter().zip(report["entries"].as_array().unwrap()) {
        assert_eq!(e["byte_range"], r["byte_range"]);
        let [a, b] = [0, 1].map(|i| e["byte_range"][i].as_u64().unwrap() as usize);
        let first = e["text"].as_str().unwrap().split(' ').next().unwrap();
        assert!(summary_text[a..b].contains(first), "{e}");
    }
    let o = sjc(&["inspect", session.to_str().unwrap()]);
    assert_eq!(code(&o), 0);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(text.contains(&format!("format: {format}")), "{text}");
    assert!(text.contains("skipped:"), "{text}");
    // named as `prune --input` names it, the same view
    let o2 = sjc(&["inspect", "--input", session.to_str().unwrap()]);
    assert_eq!(code(&o2), 0);
    assert_eq!(String::from_utf8(o2.stdout).unwrap(), text);
    report
}

#[test]
fn openai_chat_session() {
    let r = check_fixture("openai-chat", "session.json", "openai-chat");
    let t = &r["transcript"];
    assert_eq!(
        t["messages_by_role"],
        json!({"system": 1, "user": 3, "assistant": 6, "tool": 5})
    );
    assert_eq!(t["skipped"], json!({"image_url": 1, "reasoning": 1}));
    let e = entry(&r, "ROUND_HALF_UP");
    assert!(has_source(
        e,
        json!({"kind": "tool_call", "message_index": 10, "role": "assistant", "tool": "edit_file", "call_id": "call_m3Rt"})
    ));
    // The git_log tool returned an array of row objects: read row by row.
    let e = entry(&r, "mkowalski");
    assert!(e["evidence"].as_array().unwrap().iter().any(|s| {
        s["source"]["message_index"] == 8
            && s["source"]["tool"] == "git_log"
            && s["text"].as_str().unwrap().contains("author: mkowalski")
    }));
    let e = entry(&r, "Do not change the signature");
    assert!(has_source(
        e,
        json!({"kind": "user_turn", "message_index": 9, "role": "user"})
    ));
    // Invented: a test file no tool ever saw.
    assert_eq!(entry(&r, "test_refund_rounding.py")["kept"], false);
}

#[test]
fn openai_responses_session() {
    let r = check_fixture("openai-responses", "session.jsonl", "openai-responses");
    let t = &r["transcript"];
    assert_eq!(
        t["messages_by_role"],
        json!({"developer": 1, "user": 2, "assistant": 6, "tool": 5})
    );
    assert_eq!(t["skipped"], json!({"input_image": 1, "reasoning": 2}));
    let e = entry(&r, "flat config");
    assert!(has_source(
        e,
        json!({"kind": "tool_output", "message_index": 10, "line": 13, "role": "tool", "tool": "apply_patch", "call_id": "call_L5d8"})
    ));
    // local_shell_call_output holds a JSON string: read as rows, its output unescaped.
    let e = entry(&r, "npm run lint");
    assert!(e["evidence"].as_array().unwrap().iter().any(|s| {
        s["source"]["line"] == 15
            && s["source"]["tool"] == "local_shell"
            && s["text"].as_str().unwrap().contains("\"exit_code\":0")
            && s["text"].as_str().unwrap().contains("\n  14:7  warning")
    }));
    let e = entry(&r, "Do not add new ESLint plugins");
    assert!(has_source(
        e,
        json!({"kind": "user_turn", "message_index": 8, "line": 10})
    ));
    assert_eq!(entry(&r, "TypeScript 5.6")["kept"], false);
}

#[test]
fn anthropic_messages_session() {
    let r = check_fixture("anthropic-messages", "session.json", "anthropic-messages");
    let t = &r["transcript"];
    assert_eq!(
        t["messages_by_role"],
        json!({"user": 2, "assistant": 7, "tool": 6})
    );
    assert_eq!(
        t["skipped"],
        json!({"system": 1, "image": 2, "document": 1, "thinking": 1, "redacted_thinking": 1})
    );
    // A tool_result whose content is blocks (text and an image): the text is evidence.
    let e = entry(&r, "Grafana");
    assert!(has_source(
        e,
        json!({"kind": "tool_output", "message_index": 4, "role": "tool", "tool": "grafana_panel", "call_id": "toolu_01B"})
    ));
    // The user's text after a tool_result in the same message is its own user turn.
    let e = entry(&r, "Helm values");
    assert!(has_source(
        e,
        json!({"kind": "user_turn", "message_index": 9, "role": "user"})
    ));
    assert_eq!(entry(&r, "PR #1289")["kept"], false);
}

/// Selection and input errors exit 2 with a message naming the problem, never a panic.
#[test]
fn transcript_errors_are_clear() {
    let chat = fixture("openai-chat", "session.json");
    let summary = fixture("openai-chat", "summary.md");
    let (c, s) = (chat.to_str().unwrap(), summary.to_str().unwrap());
    let o = sjc(&[
        "prune",
        "--transcript",
        c,
        "--summary",
        s,
        "--compaction",
        "1",
    ]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("--compaction 1"), "{}", stderr(&o));
    let o = sjc(&[
        "prune",
        "--transcript",
        c,
        "--summary",
        s,
        "--compacted-until",
        "99",
    ]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("--compacted-until 99"),
        "{}",
        stderr(&o)
    );
    let o = sjc(&["prune", "--transcript", c]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("--summary"), "{}", stderr(&o));
    let o = sjc(&[
        "prune",
        "--transcript",
        c,
        "--summary",
        s,
        "--transcript-format",
        "nope",
    ]);
    assert_eq!(code(&o), 2);
    assert!(stderr(&o).contains("openai-responses"), "{}", stderr(&o));
    // A forced wrong format names the format asked for and the one the file is.
    let o = sjc(&[
        "prune",
        "--transcript",
        c,
        "--summary",
        s,
        "--transcript-format",
        "anthropic-messages",
    ]);
    assert_eq!(code(&o), 2);
    assert!(
        stderr(&o).contains("not anthropic-messages") && stderr(&o).contains("is openai-chat"),
        "{}",
        stderr(&o)
    );
    // Not a transcript: the formats tried are listed.
    let o = sjc(&["prune", "--transcript", s, "--summary", s]);
    assert_eq!(code(&o), 2);
    let e = stderr(&o);
    assert!(
        e.contains("tried") && e.contains("anthropic-messages") && e.contains("summary.md"),
        "{e}"
    );
    // --compacted-until inside the file is accepted; later messages stay evidence.
    let r = prune_report(&chat, Some(&summary), &["--compacted-until", "9"]);
    assert_eq!(r["transcript"]["evidence_from"], 0);
    assert!(has_source(
        entry(&r, "All 4 refund tests pass"),
        json!({"message_index": 13})
    ));
}

fn cases_dir() -> Option<PathBuf> {
    let d = root().join("../shared/cases/edge");
    d.is_dir().then_some(d)
}

/// edge/e7a: a tool `content` that is a JSON array of row objects is evidence row by row, read
/// as our record and as an OpenAI Chat message list: both true entries are kept.
#[test]
fn e7a_content_array_of_objects_through_transcript() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let case = dir.join("e7a_content_array_of_objects.json");
    let check = |r: &Value, format: &str| {
        assert_eq!(r["transcript"]["format"], format);
        for needle in ["INV-7731", "INV-7745"] {
            let e = entry(r, needle);
            assert_eq!(e["kept"], true, "{format}: {e}");
            assert!(e["evidence"].as_array().unwrap().iter().any(|s| {
                s["source"]["message_index"] == 2
                    && s["text"]
                        .as_str()
                        .unwrap()
                        .contains(&format!("invoice_id: {needle}"))
            }));
        }
    };
    check(&prune_report(&case, None, &[]), "record");
    let rec: Value = serde_json::from_slice(&std::fs::read(&case).unwrap()).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let chat = tmp.path().join("chat.json");
    std::fs::write(&chat, serde_json::to_vec(&rec["messages"]).unwrap()).unwrap();
    let summary = tmp.path().join("summary.md");
    std::fs::write(&summary, rec["summary"].as_str().unwrap()).unwrap();
    check(&prune_report(&chat, Some(&summary), &[]), "openai-chat");
}

/// edge/e8: a UTF-8 byte-order mark before the JSON is accepted through --transcript too.
#[test]
fn e8_bom_through_transcript() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let r = prune_report(&dir.join("e8_bom.json"), None, &[]);
    assert_eq!(r["transcript"]["format"], "record");
    let e = entry(&r, "Deployed billing-api 2.8.1");
    assert_eq!(e["kept"], true, "{e}");
    assert!(has_source(
        e,
        json!({"kind": "tool_output", "message_index": 2, "tool": "bash"})
    ));
    // A BOM in front of a Chat message list, too.
    let tmp = tempfile::tempdir().unwrap();
    let p = tmp.path().join("bom-chat.json");
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend(std::fs::read(fixture("openai-chat", "session.json")).unwrap());
    std::fs::write(&p, bytes).unwrap();
    let o = sjc(&["inspect", p.to_str().unwrap(), "--format", "json"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["format"], "openai-chat");
}

// End-to-end tests of the transcript readers: each fixture under tests/fixtures/formats/ is
// read with automatic detection, turned into a record, and pruned by the shipped judge
// (models/sjc-judge-minilm, real weights) at threshold 0, where nothing may be deleted: the
// summary must come back byte for byte and the report must show evidence from the tool
// outputs with its JSONL line.

/// Session files of agent harnesses: Claude Code, Codex CLI, Gemini CLI, Pi/OpenClaw.
mod session_files {
    use sjc::evidence::SourceKind;
    use sjc::judge::ModelSource;
    use sjc::pipeline::{load_judge, PipelineOptions, Pruner};
    use sjc::report::Report;
    use sjc::transcript::{read, Selection, Transcript, TranscriptFormat};
    use sjc::verify::ThresholdRule;
    use std::path::PathBuf;
    use std::sync::OnceLock;

    fn fixture(dir: &str, name: &str) -> (PathBuf, String) {
        let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/formats")
            .join(dir)
            .join(name);
        let text = std::fs::read_to_string(&p).unwrap();
        (p, text)
    }

    /// The shipped judge, loaded once, deleting nothing (threshold 0).
    fn pruner() -> &'static Pruner {
        static P: OnceLock<Pruner> = OnceLock::new();
        P.get_or_init(|| {
            let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("models/sjc-judge-minilm");
            let loaded = load_judge(&ModelSource::Dir(dir), &Default::default())
                .expect("the shipped judge loads");
            let opts = PipelineOptions::default().with_threshold(ThresholdRule::Fixed {
                threshold: 0.0,
                source: "test: keep everything".into(),
            });
            Pruner::from_loaded(loaded, opts)
        })
    }

    /// Read `dir/session` with detection, check the format, prune `summary` (the file's own
    /// compaction summary when `None`) and check that it comes back byte for byte.
    fn prune(
        dir: &str,
        session: &str,
        want: TranscriptFormat,
        summary: Option<String>,
    ) -> (Transcript, Report) {
        let (path, text) = fixture(dir, session);
        let t = read(text.into_bytes(), path.to_str().unwrap(), None).unwrap();
        assert_eq!(t.format, Some(want));
        let rec = t.to_record(summary.clone(), Selection::Latest).unwrap();
        let report = pruner().prune(&rec);
        assert!(report.errors.is_empty(), "{:?}", report.errors);
        assert_eq!(report.counts.deleted, 0);
        assert!(report.counts.entries >= 3);
        assert_eq!(report.pruned_summary, rec.summary, "not byte for byte");
        if let Some(s) = summary {
            assert_eq!(report.pruned_summary, s);
        }
        (t, report)
    }

    /// The entry containing `entry` has an evidence span from a tool output or tool call that
    /// contains `fact`, with the line of the JSONL event it came from; that line holds the
    /// span's call id. Returns the line.
    fn evidence_line(report: &Report, file: &str, entry: &str, fact: &str) -> usize {
        let e = report
            .entries
            .iter()
            .find(|e| e.text.contains(entry))
            .unwrap_or_else(|| panic!("no entry contains {entry:?}"));
        let span = e
            .evidence
            .iter()
            .find(|s| {
                matches!(s.source.kind, SourceKind::ToolOutput | SourceKind::ToolCall)
                    && s.text.contains(fact)
            })
            .unwrap_or_else(|| {
                panic!(
                    "no tool evidence with {fact:?} for {entry:?}: {:#?}",
                    e.evidence
                )
            });
        let line = span.source.line.expect("JSONL provenance has a line");
        let raw = file.split('\n').nth(line - 1).unwrap();
        let id = span
            .source
            .call_id
            .as_deref()
            .expect("tool evidence has a call id");
        assert!(raw.contains(id), "line {line} does not hold call {id}");
        assert!(span.source.tool.is_some());
        line
    }

    fn line_of(file: &str, needle: &str) -> usize {
        file.split('\n').position(|l| l.contains(needle)).unwrap() + 1
    }

    #[test]
    fn claude_code_session_prunes_end_to_end() {
        let (_, file) = fixture("claude-code", "session.jsonl");
        let (_, summary) = fixture("claude-code", "summary.md");
        let (t, report) = prune(
            "claude-code",
            "session.jsonl",
            TranscriptFormat::ClaudeCode,
            Some(summary),
        );
        let boundary = line_of(&file, "compact_boundary");
        let l = evidence_line(&report, &file, "8 passed in 0.11s", "8 passed in 0.11s");
        assert!(l < boundary);
        evidence_line(
            &report,
            &file,
            "test_net30_crosses_month failed",
            "test_net30_crosses_month",
        );
        // Messages after the compaction are evidence too.
        let l = evidence_line(
            &report,
            &file,
            "Fix NET30/NET60 due dates",
            "landing one day late",
        );
        assert!(l > boundary);
        assert!(t.skipped.iter().any(|s| s.kind == "thinking"));
        // The summary the file holds for its compaction prunes byte for byte as well.
        prune(
            "claude-code",
            "session.jsonl",
            TranscriptFormat::ClaudeCode,
            None,
        );
    }

    #[test]
    fn codex_rollout_prunes_end_to_end() {
        let (_, file) = fixture("codex-rollout", "session.jsonl");
        let (_, summary) = fixture("codex-rollout", "summary.md");
        let (t, report) = prune(
            "codex-rollout",
            "session.jsonl",
            TranscriptFormat::CodexRollout,
            Some(summary),
        );
        let compacted = line_of(&file, "\"type\":\"compacted\"");
        evidence_line(&report, &file, "ParseFloat error", "ParseFloat");
        let l = evidence_line(&report, &file, "14 passed, 0 failed", "14 passed");
        assert!(l < compacted);
        let l = evidence_line(&report, &file, "clippy as well", "cargo clippy");
        assert!(l > compacted);
        assert!(t.skipped.iter().any(|s| s.kind == "reasoning"));
        prune(
            "codex-rollout",
            "session.jsonl",
            TranscriptFormat::CodexRollout,
            None,
        );
    }

    #[test]
    fn gemini_cli_session_prunes_end_to_end() {
        let (_, file) = fixture("gemini-cli", "session.jsonl");
        let (_, summary) = fixture("gemini-cli", "summary.md");
        let (t, report) = prune(
            "gemini-cli",
            "session.jsonl",
            TranscriptFormat::GeminiCli,
            Some(summary),
        );
        let snapshot = line_of(&file, "<state_snapshot>");
        let l = evidence_line(
            &report,
            &file,
            "TestExpiry reported",
            "entry still present after TTL",
        );
        assert!(l < snapshot);
        let l = evidence_line(&report, &file, "`go vet ./...` reported nothing", "go vet");
        assert!(l > snapshot);
        assert!(t.skipped.iter().any(|s| s.kind == "thought"));
        prune(
            "gemini-cli",
            "session.jsonl",
            TranscriptFormat::GeminiCli,
            None,
        );
        // A `/chat save` checkpoint (no line numbers) prunes too.
        prune(
            "gemini-cli",
            "checkpoint.json",
            TranscriptFormat::GeminiCli,
            None,
        );
    }

    #[test]
    fn pi_session_prunes_end_to_end() {
        let (_, file) = fixture("pi", "session.jsonl");
        let (_, summary) = fixture("pi", "summary.md");
        let (t, report) = prune("pi", "session.jsonl", TranscriptFormat::Pi, Some(summary));
        let compaction = line_of(&file, "\"type\":\"compaction\"");
        evidence_line(&report, &file, "folds accents", "folds accents");
        let l = evidence_line(&report, &file, "9 tests in 2 files", "9 passed");
        assert!(l < compaction);
        let l = evidence_line(&report, &file, "Ran `pnpm lint`", "eslint src");
        assert!(l > compaction);
        assert!(t.skipped.iter().any(|s| s.kind == "image"));
        prune("pi", "session.jsonl", TranscriptFormat::Pi, None);
    }
}

/// `sjc inspect` names the task instruction it will not use as evidence: a record's `task`, or
/// `none` when the record has none (then every user turn is evidence).
#[test]
fn inspect_names_the_task_that_is_never_evidence() {
    let tmp = tempfile::tempdir().unwrap();
    let with = tmp.path().join("with-task.json");
    let record = json!({
        "task": "Email a payment reminder to all customers",
        "messages": [{"role": "user", "content": "Only the unpaid leads of the last 30 days."}],
        "summary": "## Decisions\n- Remind only the unpaid leads of the last 30 days.\n"
    });
    std::fs::write(&with, record.to_string()).unwrap();
    let o = sjc(&["inspect", with.to_str().unwrap(), "--format", "json"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["task"], "Email a payment reminder to all customers");
    // the one user turn is evidence, the task is not
    assert_eq!(v["evidence"].as_array().unwrap().len(), 1, "{v}");
    let o = sjc(&["inspect", with.to_str().unwrap()]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("task (never evidence): 41 bytes: Email a payment reminder"),
        "{text}"
    );

    let without = tmp.path().join("without-task.json");
    let mut record = record;
    record.as_object_mut().unwrap().remove("task");
    std::fs::write(&without, record.to_string()).unwrap();
    let o = sjc(&["inspect", without.to_str().unwrap(), "--format", "json"]);
    assert_eq!(code(&o), 0, "{}", stderr(&o));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert!(v["task"].is_null(), "{v}");
    let o = sjc(&["inspect", without.to_str().unwrap()]);
    let text = String::from_utf8(o.stdout).unwrap();
    assert!(
        text.contains("task: none (every user turn is evidence)"),
        "{text}"
    );
}
