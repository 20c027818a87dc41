//! `sjc plan` / `sjc apply` (the `compact` module): fixtures in each format sjc can write,
//! a property test over generated transcripts, the omission marker on a 32 KB tool output,
//! the tail size at 128k and 1M windows, and failed summaries that leave the input
//! byte-identical.

use std::path::Path;
use std::sync::Arc;

use proptest::prelude::*;
use serde_json::{json, Value};
use sjc::compact::cut::is_image_only_user;
use sjc::compact::tokens::TokenCounter;
use sjc::compact::trigger::TriggerKind;
use sjc::compact::{apply, integrity, plan, ApplyError, ApplyOptions, Plan, PlanOptions};
use sjc::judge::JudgeError;
use sjc::record::{Message, Role};
use sjc::transcript::{self, Transcript};
use sjc::{PipelineOptions, Pruner, Unavailable, Verifier};

fn read(text: &str) -> Transcript {
    transcript::read(text.as_bytes().to_vec(), "test", None).expect("reads")
}

fn forced(window: usize) -> PlanOptions {
    let mut o = PlanOptions::new(window);
    o.triggers.kinds = vec![TriggerKind::Force];
    o
}

/// A pruner whose judge never loaded: it keeps every entry and reports a judge error.
fn unavailable() -> Pruner {
    let e = JudgeError::Config {
        file: "test".into(),
        message: "no judge in this test".into(),
    };
    Pruner::new(
        Arc::new(Unavailable::new(&e)),
        Verifier::single_logit(),
        PipelineOptions::default(),
    )
}

/// Every (call index, result index) pair matched by id.
fn pairs(m: &[Message]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for (r, msg) in m.iter().enumerate() {
        if msg.role != Role::Tool {
            continue;
        }
        let id = msg.tool_call_id.as_deref().unwrap();
        let c = m[..r]
            .iter()
            .position(|x| x.tool_calls.iter().any(|c| c.id.as_deref() == Some(id)))
            .unwrap();
        out.push((c, r));
    }
    out
}

// ---- generated transcripts -------------------------------------------------------------

#[derive(Debug, Clone)]
enum Step {
    Text(usize),
    Calls {
        n: usize,
        out_len: usize,
        image: bool,
    },
}

fn turn() -> impl Strategy<Value = (usize, Vec<Step>)> {
    let step = prop_oneof![
        (1usize..400).prop_map(Step::Text),
        (1usize..4, 1usize..3000, any::<bool>()).prop_map(|(n, out_len, image)| Step::Calls {
            n,
            out_len,
            image
        }),
    ];
    (1usize..300, proptest::collection::vec(step, 0..5))
}

/// An OpenAI Chat transcript: a system message, then turns of a user message and assistant
/// steps; a step with calls is followed by one result per call, sometimes by a user message
/// that only carries the tool's image.
fn build(turns: &[(usize, Vec<Step>)]) -> Value {
    let mut msgs = vec![json!({"role": "system", "content": "be careful"})];
    let mut id = 0;
    for (t, (ulen, steps)) in turns.iter().enumerate() {
        msgs.push(json!({"role": "user", "content": format!("turn {t} {}", "u".repeat(*ulen))}));
        for s in steps {
            match s {
                Step::Text(n) => msgs.push(json!({"role": "assistant", "content": "a".repeat(*n)})),
                Step::Calls { n, out_len, image } => {
                    let ids: Vec<String> = (0..*n).map(|k| format!("call_{}", id + k)).collect();
                    id += n;
                    msgs.push(json!({"role": "assistant", "content": null, "tool_calls": ids.iter().map(|i| json!({
                        "id": i, "type": "function",
                        "function": {"name": "write_file", "arguments": format!("{{\"path\": \"src/{i}.rs\"}}")}
                    })).collect::<Vec<_>>()}));
                    for i in &ids {
                        msgs.push(json!({"role": "tool", "tool_call_id": i, "name": "write_file", "content": "o".repeat(*out_len)}));
                    }
                    if *image {
                        msgs.push(json!({"role": "user", "content": [{"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}));
                    }
                }
            }
        }
    }
    Value::Array(msgs)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// No plan cuts inside a tool pair, before a turn's start or after an image-only user
    /// message; `apply` output always passes the integrity check, and a second plan on it
    /// starts after the summary it wrote.
    #[test]
    fn plans_cut_at_turns_and_apply_keeps_pairs(
        turns in proptest::collection::vec(turn(), 1..12),
        window in 2_000usize..60_000,
    ) {
        let text = serde_json::to_string_pretty(&build(&turns)).unwrap();
        let t = read(&text);
        let counter = TokenCounter::Estimate;
        let p = plan(&t, text.as_bytes(), &counter, &forced(window)).unwrap();
        let Some(cut) = p.cut.clone() else {
            // only possible when no later turn starts cleanly
            prop_assert!(!p.compact);
            return Ok(());
        };
        let m = &t.messages;
        for (c, r) in pairs(m) {
            prop_assert!(!(c < cut.at && cut.at <= r), "cut {} inside pair {c}..{r}", cut.at);
        }
        prop_assert_eq!(m[cut.at].role, Role::User);
        prop_assert!(!m[cut.at].text().trim().is_empty());
        prop_assert!(!is_image_only_user(&m[cut.at - 1]));
        prop_assert!(p.summarizer.is_some());

        let summary = "## Decisions\n- turn 0 was read.\n";
        let out = apply(&t, &text, &p, summary, &counter, &unavailable(), ApplyOptions {
            cap_tokens: Some(10_000), accept_unpruned: true,
        });
        let out = match out {
            Ok(o) => o,
            // a summary not smaller than a tiny replaced part is refused, never written
            Err(ApplyError::NoGain { .. }) => return Ok(()),
            Err(e) => return Err(TestCaseError::fail(e.to_string())),
        };
        let back = read(&out.output);
        prop_assert!(integrity::check(&back.messages).is_empty());
        prop_assert_eq!(back.messages[0].role, Role::System);
        prop_assert!(sjc::compact::sjc_summary_text(&back.messages[1]).is_some());
        // the tail is the input's tail, message for message
        let tail = &m[cut.at..];
        prop_assert_eq!(&back.messages[back.messages.len() - tail.len()..], tail);
        let p2 = plan(&back, out.output.as_bytes(), &counter, &forced(window)).unwrap();
        prop_assert_eq!(p2.previous_summary.as_deref(), Some(summary.trim_end()));
        if let Some(c2) = p2.cut {
            prop_assert!(c2.live_start >= 2);
        }
    }
}

// ---- the omission marker ---------------------------------------------------------------

#[test]
fn marker_on_the_last_line_of_a_32_kb_output_reaches_the_summarizer() {
    let marker = "MARKER-7f3e: deploy blocked by migration 0042";
    let mut out = String::new();
    let mut i = 0;
    while out.len() + marker.len() + 1 < 32 * 1024 {
        out.push_str(&format!("{i:05} INFO request served in 12ms\n"));
        i += 1;
    }
    out.push_str(marker);
    assert!(
        (32 * 1024 - 64..=32 * 1024 + 64).contains(&out.len()),
        "{}",
        out.len()
    );
    let msgs = json!([
        {"role": "user", "content": "Is the deploy blocked?"},
        {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\": \"cat deploy.log\"}"}}]},
        {"role": "tool", "tool_call_id": "c1", "name": "bash", "content": out},
        {"role": "assistant", "content": "Checked the log."},
        {"role": "user", "content": "Thanks, go on."}
    ]);
    let text = msgs.to_string();
    let t = read(&text);
    let p = plan(
        &t,
        text.as_bytes(),
        &TokenCounter::Estimate,
        &forced(200_000),
    )
    .unwrap();
    let s = p
        .summarizer
        .expect("a forced plan has a summarizer request");
    let input = &s.messages[1].content;
    assert!(
        input.contains(marker),
        "marker missing from the summarizer input"
    );
    assert!(input.contains("characters omitted; an omission is not absence"));
    assert_eq!(s.omissions.len(), 1);
    assert_eq!(s.omissions[0].message, 2);
    assert!(input.len() < out.len() / 2, "the output was not shortened");
}

// ---- tail size at 128k and 1M ------------------------------------------------------------

/// `n` turns of about `per_turn` estimated tokens each.
fn long_chat(n: usize, per_turn: usize) -> String {
    let mut m = Vec::new();
    for t in 0..n {
        m.push(json!({"role": "user", "content": format!("turn {t}")}));
        m.push(json!({"role": "assistant", "content": "x".repeat(per_turn * 4)}));
    }
    Value::Array(m).to_string()
}

fn plan_of(text: &str, window: usize) -> Plan {
    plan(
        &read(text),
        text.as_bytes(),
        &TokenCounter::Estimate,
        &PlanOptions::new(window),
    )
    .unwrap()
}

#[test]
fn tail_is_a_fifth_of_the_budget_at_128k_and_capped_at_1m() {
    // 128k: reserve 16_000, budget 112_000, tail target a fifth = 22_400
    let text = long_chat(120, 1_000);
    let p = plan_of(&text, 128_000);
    assert_eq!(p.budget, 112_000);
    let c = p.cut.unwrap();
    assert_eq!(c.tail.target, 22_400);
    assert!(
        c.tail_tokens <= 22_400 && c.tail_tokens > 22_400 - 1_020,
        "{c:?}"
    );
    assert!(p.compact, "120k tokens pass 75% of a 112k budget");
    // 1M: a fifth of the budget is 196_723, the ceiling keeps 100_000 (not a 128k-sized tail)
    let text = long_chat(900, 1_000);
    let p = plan_of(&text, 1_000_000);
    assert_eq!(p.reserve, 16_384);
    let c = p.cut.unwrap();
    assert_eq!(c.tail.target, 100_000);
    assert!(
        c.tail_tokens <= 100_000 && c.tail_tokens > 100_000 - 1_020,
        "{c:?}"
    );
    assert!(c.tail_tokens as f64 / p.budget as f64 > 0.1);
    assert!(p.compact, "900k tokens pass 75% of a 983_616 budget");
}

// ---- fixtures through the CLI -------------------------------------------------------------

mod cli {
    use super::*;
    use std::process::{Command, Output};

    const TINY: &str = "tests/fixtures/models/tiny-bert-nli";
    const NAN: &str = "tests/fixtures/models/tiny-bert-nan";
    const SUMMARY: &str = "## Decisions\n- The import log /var/log/import.log ends with a checksum mismatch in shard 7.\n- verify() in src/import/shard.py compares crc(shard.data) with shard.expected.\n";

    fn root() -> &'static Path {
        Path::new(env!("CARGO_MANIFEST_DIR"))
    }

    fn sjc(args: &[&str]) -> Output {
        Command::new(env!("CARGO_BIN_EXE_sjc"))
            .args(args)
            .current_dir(root())
            .env_remove("SJC_MODEL")
            .env_remove("SJC_LOG")
            .output()
            .expect("spawn sjc")
    }

    fn err(o: &Output) -> String {
        String::from_utf8_lossy(&o.stderr).into_owned()
    }

    /// Copies a fixture into a temp dir and plans it (forced, small window).
    fn setup(fixture: &str) -> (tempfile::TempDir, String, String) {
        let dir = tempfile::tempdir().unwrap();
        let t = dir.path().join("t.json");
        std::fs::copy(root().join("tests/fixtures/compact").join(fixture), &t).unwrap();
        let p = dir.path().join("plan.json");
        let o = sjc(&[
            "plan",
            "--transcript",
            t.to_str().unwrap(),
            "--window",
            "16000",
            "--reserve",
            "2000",
            "--trigger",
            "threshold,force",
            "--out",
            p.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        (dir, t.to_str().unwrap().into(), p.to_str().unwrap().into())
    }

    fn summary_file(dir: &Path, text: &str) -> String {
        let s = dir.join("summary.md");
        std::fs::write(&s, text).unwrap();
        s.to_str().unwrap().into()
    }

    #[test]
    fn each_writable_format_plans_and_applies() {
        for (fixture, format) in [("chat.json", "openai-chat"), ("record.json", "record")] {
            let (dir, t, p) = setup(fixture);
            let before = std::fs::read(&t).unwrap();
            let plan: Value = serde_json::from_slice(&std::fs::read(&p).unwrap()).unwrap();
            assert_eq!(plan["transcript"]["format"], format);
            assert_eq!(plan["compact"], true);
            let s = summary_file(dir.path(), SUMMARY);
            let out = dir.path().join("new.json");
            let o = sjc(&[
                "apply",
                "--transcript",
                &t,
                "--plan",
                &p,
                "--summary",
                &s,
                "--out",
                out.to_str().unwrap(),
                "--model",
                TINY,
                "--threshold",
                "0",
            ]);
            assert_eq!(o.status.code(), Some(0), "{fixture}: {}", err(&o));
            assert_eq!(
                std::fs::read(&t).unwrap(),
                before,
                "{fixture}: input changed"
            );
            let text = std::fs::read_to_string(&out).unwrap();
            let back = transcript::read(text.clone().into_bytes(), "out", None).unwrap();
            assert_eq!(back.format.unwrap().name(), format);
            assert!(integrity::check(&back.messages).is_empty());
            let first = back
                .messages
                .iter()
                .position(|m| sjc::compact::sjc_summary_text(m).is_some())
                .unwrap();
            assert!(sjc::compact::sjc_summary_text(&back.messages[first])
                .unwrap()
                .contains("shard 7"));
            let orig = read(std::str::from_utf8(&before).unwrap());
            let at = plan["cut"]["at"].as_u64().unwrap() as usize;
            assert_eq!(
                &back.messages[back.messages.len() - (orig.messages.len() - at)..],
                &orig.messages[at..]
            );
        }
    }

    #[test]
    fn in_place_output_is_explicit_and_atomic() {
        let (dir, t, p) = setup("chat.json");
        let s = summary_file(dir.path(), SUMMARY);
        let o = sjc(&[
            "apply",
            "--transcript",
            &t,
            "--plan",
            &p,
            "--summary",
            &s,
            "--out",
            &t,
            "--model",
            TINY,
            "--threshold",
            "0",
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", err(&o));
        let back = read(&std::fs::read_to_string(&t).unwrap());
        assert!(back
            .messages
            .iter()
            .any(|m| sjc::compact::sjc_summary_text(m).is_some()));
        // the plan no longer matches the rewritten file: a second apply is refused
        let before = std::fs::read(&t).unwrap();
        let o = sjc(&[
            "apply",
            "--transcript",
            &t,
            "--plan",
            &p,
            "--summary",
            &s,
            "--out",
            &t,
            "--model",
            TINY,
        ]);
        assert_eq!(o.status.code(), Some(2));
        assert!(err(&o).contains("another transcript"), "{}", err(&o));
        assert_eq!(std::fs::read(&t).unwrap(), before);
        let leftovers: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(|e| {
                let n = e.unwrap().file_name().to_string_lossy().into_owned();
                n.ends_with(".tmp").then_some(n)
            })
            .collect();
        assert!(leftovers.is_empty(), "{leftovers:?}");
    }

    #[test]
    fn failed_summaries_leave_the_input_byte_identical() {
        let big = format!(
            "## Decisions\n{}",
            "- shard 7 failed again at 23:58 today.\n".repeat(400)
        );
        let cases: [(&str, String, &str, i32, &str); 5] = [
            ("empty", "".into(), TINY, 2, "compaction cancelled"),
            (
                "whitespace",
                " \n\t\n".into(),
                TINY,
                2,
                "compaction cancelled",
            ),
            ("over the cap", big, TINY, 2, "over its cap"),
            (
                "unparseable",
                "## Decisions\n## Open TODOs\n".into(),
                TINY,
                2,
                "no entry",
            ),
            ("judge error (NaN)", SUMMARY.into(), NAN, 3, "judge failed"),
        ];
        for (what, text, model, code, says) in cases {
            let (dir, t, p) = setup("chat.json");
            let before = std::fs::read(&t).unwrap();
            let s = summary_file(dir.path(), &text);
            let o = sjc(&[
                "apply",
                "--transcript",
                &t,
                "--plan",
                &p,
                "--summary",
                &s,
                "--out",
                &t,
                "--model",
                model,
            ]);
            assert_eq!(o.status.code(), Some(code), "{what}: {}", err(&o));
            assert!(err(&o).contains(says), "{what}: {}", err(&o));
            assert!(err(&o).contains("unchanged"), "{what}: {}", err(&o));
            assert!(!err(&o).contains("panicked"));
            assert_eq!(std::fs::read(&t).unwrap(), before, "{what}: input changed");
        }
        // a judge that cannot be loaded at all
        let (dir, t, p) = setup("record.json");
        let before = std::fs::read(&t).unwrap();
        let s = summary_file(dir.path(), SUMMARY);
        let absent = dir.path().join("no-such-model");
        let o = sjc(&[
            "apply",
            "--transcript",
            &t,
            "--plan",
            &p,
            "--summary",
            &s,
            "--out",
            &t,
            "--model",
            absent.to_str().unwrap(),
        ]);
        assert_eq!(o.status.code(), Some(3), "{}", err(&o));
        assert!(err(&o).contains("judge failed"), "{}", err(&o));
        assert_eq!(std::fs::read(&t).unwrap(), before);
    }

    #[test]
    fn rubric_verdict_is_parsed_strictly() {
        let t = "tests/fixtures/compact/chat.json";
        for (verdict, compact) in [
            ("COMPACT", true),
            ("CONTINUE", false),
            ("Compact", false),
            ("COMPACT, the subtask is done", false),
        ] {
            let o = sjc(&[
                "plan",
                "--transcript",
                t,
                "--window",
                "200000",
                "--trigger",
                "rubric",
                "--verdict",
                verdict,
            ]);
            assert_eq!(o.status.code(), Some(0), "{}", err(&o));
            let v: Value = serde_json::from_slice(&o.stdout).unwrap();
            assert_eq!(v["compact"], compact, "{verdict}");
            assert!(v["triggers"]["rubric"]["prompt"]
                .as_str()
                .unwrap()
                .contains("COMPACT or CONTINUE"));
        }
        let o = sjc(&[
            "plan",
            "--transcript",
            t,
            "--window",
            "100",
            "--reserve",
            "100",
        ]);
        assert_eq!(o.status.code(), Some(2));
        assert!(err(&o).contains("--reserve"), "{}", err(&o));
    }

    /// `plan`'s closing stderr line says what the plan JSON says: the cut only when a trigger
    /// fired and a cut exists; that no trigger fired otherwise (the plan still holds a cut);
    /// that nothing can be compacted when one fired without a turn boundary to cut at.
    #[test]
    fn plan_says_the_cut_only_when_a_trigger_fired() {
        let t = "tests/fixtures/compact/chat.json";
        let run = |args: &[&str]| {
            let o = sjc(&[&["plan", "--transcript"][..], args].concat());
            assert_eq!(o.status.code(), Some(0), "{}", err(&o));
            let v: Value = serde_json::from_slice(&o.stdout).unwrap();
            (v, err(&o))
        };
        // a large window: the threshold trigger does not fire
        let (v, e) = run(&[t, "--window", "200000"]);
        assert_eq!(v["triggers"]["compact"], false);
        assert_eq!(v["compact"], false);
        assert!(v["cut"].is_object(), "the plan holds a cut: {v}");
        assert!(e.contains("compact: false; no trigger fired"), "{e}");
        assert!(!e.contains("cut at message"), "{e}");
        // forced: the cut the plan holds
        let (v, e) = run(&[
            t,
            "--window",
            "16000",
            "--reserve",
            "2000",
            "--trigger",
            "threshold,force",
        ]);
        assert_eq!(v["compact"], true);
        let at = v["cut"]["at"].as_u64().unwrap();
        assert!(
            e.contains(&format!("compact: true; cut at message {at} (")),
            "{e}"
        );
        // forced, but one turn only: no turn boundary to cut at
        let dir = tempfile::tempdir().unwrap();
        let one = dir.path().join("one.json");
        std::fs::write(
            &one,
            json!([
                {"role": "user", "content": "List the files."},
                {"role": "assistant", "content": "There are three."}
            ])
            .to_string(),
        )
        .unwrap();
        let (v, e) = run(&[
            one.to_str().unwrap(),
            "--window",
            "16000",
            "--trigger",
            "force",
        ]);
        assert_eq!(v["triggers"]["compact"], true);
        assert_eq!(v["compact"], false);
        assert!(v["cut"].is_null());
        let why = v["no_cut"].as_str().unwrap();
        assert!(
            e.contains("compact: false; a trigger fired but nothing can be compacted")
                && e.contains(why),
            "{e}"
        );
        assert!(!e.contains("cut at message"), "{e}");
    }

    /// `apply` takes the section flags of `prune`: with `--threshold 1` every entry is
    /// deleted except those of a `--protect`-ed section.
    #[test]
    fn apply_protects_a_section() {
        let summary = format!("{SUMMARY}\n## Exact identifiers\n- src/import/shard.py\n");
        let run = |extra: &[&str]| {
            let (dir, t, p) = setup("chat.json");
            let s = summary_file(dir.path(), &summary);
            let report = dir.path().join("report.json");
            let o = sjc(&[
                &[
                    "apply",
                    "--transcript",
                    &t,
                    "--plan",
                    &p,
                    "--summary",
                    &s,
                    "--report",
                    report.to_str().unwrap(),
                    "--model",
                    TINY,
                    "--threshold",
                    "1",
                    "--max-delete-fraction",
                    "1",
                ][..],
                extra,
            ]
            .concat());
            assert_eq!(o.status.code(), Some(0), "{}", err(&o));
            let r: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
            r
        };
        let protected = run(&["--protect", "exact identifiers"]);
        let entries = protected["entries"].as_array().unwrap();
        assert_eq!(entries.len(), 3);
        for e in entries {
            let own = e["section"] == "Exact identifiers";
            assert_eq!(e["kept"], own, "{e}");
        }
        assert!(protected["pruned_summary"]
            .as_str()
            .unwrap()
            .contains("- src/import/shard.py"));
        let other = run(&["--protect", "Decisions"]);
        for e in other["entries"].as_array().unwrap() {
            assert_eq!(e["kept"], e["section"] == "Decisions", "{e}");
        }
    }
}

// ---- every fixture format, through the library -------------------------------------------

/// The fixtures of `tests/fixtures/compact/`, one or more per format (each format's shapes:
/// array, wrapper object, JSONL, session files).
const FIXTURES: [(&str, sjc::transcript::TranscriptFormat); 11] = {
    use sjc::transcript::TranscriptFormat as F;
    [
        ("chat.json", F::OpenaiChat),
        ("record.json", F::Record),
        ("anthropic-messages.json", F::AnthropicMessages),
        ("openai-responses.json", F::OpenaiResponses),
        ("openai-responses.jsonl", F::OpenaiResponses),
        ("claude-code.jsonl", F::ClaudeCode),
        ("codex-rollout.jsonl", F::CodexRollout),
        ("pi.jsonl", F::Pi),
        ("gemini-cli.jsonl", F::GeminiCli),
        ("gemini-checkpoint.json", F::GeminiCli),
        ("gemini-session.json", F::GeminiCli),
    ]
};

/// Each fixture in `tests/fixtures/compact/` is planned and applied: the cut is turn-safe,
/// the summarizer input holds the marker on the last line of the 32 KB tool output, and
/// `apply` writes a history (every format sjc reads has a writer) that passes the integrity
/// check when read back.
#[test]
fn every_fixture_format_plans_and_applies_or_says_why() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compact");
    let mut formats = std::collections::HashSet::new();
    for (file, format) in FIXTURES {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let t = transcript::read(text.clone().into_bytes(), file, Some(format))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        formats.insert(format.name());
        let p = plan(
            &t,
            text.as_bytes(),
            &TokenCounter::Estimate,
            &forced(16_000),
        )
        .unwrap();
        let cut = p.cut.clone().unwrap_or_else(|| panic!("{file}: no cut"));
        for (c, r) in pairs(&t.messages) {
            assert!(
                !(c < cut.at && cut.at <= r),
                "{file}: cut {} inside {c}..{r}",
                cut.at
            );
        }
        assert!(!is_image_only_user(&t.messages[cut.at - 1]), "{file}");
        let s = p.summarizer.as_ref().unwrap();
        assert!(
            s.messages[1]
                .content
                .contains("MARKER: checksum mismatch in shard 7"),
            "{file}"
        );
        let out = apply(
            &t,
            &text,
            &p,
            "## Decisions\n- shard 7 failed.\n",
            &TokenCounter::Estimate,
            &unavailable(),
            ApplyOptions {
                cap_tokens: None,
                accept_unpruned: true,
            },
        )
        .unwrap_or_else(|e| panic!("{file}: {e}"));
        let back = transcript::read(out.output.into_bytes(), file, Some(format)).unwrap();
        let (live_start, _, _) = sjc::compact::plan::live_history(&back);
        assert!(
            integrity::check(&back.messages[live_start..]).is_empty(),
            "{file}"
        );
    }
    assert_eq!(formats.len(), sjc::transcript::TranscriptFormat::ALL.len());
}

/// A judge that gives P(supported) 0.01 to claims with the word "invented", 0.99 otherwise.
struct InventedJudge(sjc::batch::JudgeInfo);

impl sjc::batch::Judge for InventedJudge {
    fn logits(
        &self,
        pairs: &[sjc::batch::Pair<'_>],
    ) -> Result<Vec<sjc::batch::LogitsResult>, JudgeError> {
        Ok(pairs
            .iter()
            .map(|p| {
                let l: f32 = if p.claim.contains("invented") {
                    -4.6
                } else {
                    4.6
                };
                Ok(sjc::batch::PairLogits {
                    logits: vec![l],
                    claim_truncated: false,
                    evidence_truncated: false,
                })
            })
            .collect())
    }
    fn info(&self) -> &sjc::batch::JudgeInfo {
        &self.0
    }
}

fn invented_judge() -> Pruner {
    Pruner::new(
        Arc::new(InventedJudge(sjc::batch::JudgeInfo {
            model_id: "invented".into(),
            architecture: "test".into(),
            device: "cpu".into(),
            precision: "f32 (test)".into(),
            max_len: 256,
            labels: vec!["supported".into()],
            calibration: "identity".into(),
        })),
        Verifier::single_logit(),
        PipelineOptions::default(),
    )
}

/// Round trip in every format: plan, apply with a test judge that deletes one entry, read
/// the output back with sjc's reader. The compaction in force is the new one, its summary is
/// the pruned summary, the messages after it are the input's tail (same messages, images and
/// tool pairs), the history passes the integrity check, and a second plan starts after the
/// new summary. Session files keep every input line byte for byte. A failed apply (empty
/// summary) produces nothing.
#[test]
fn every_format_round_trips_through_apply() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/compact");
    let summary = "## Decisions\n- shard 7 failed the checksum check.\n- verify() retries once on mismatch.\n- The invented --turbo flag fixed the import.\n- src/import/shard.py was edited.\n";
    for (file, format) in FIXTURES {
        let text = std::fs::read_to_string(dir.join(file)).unwrap();
        let t = transcript::read(text.clone().into_bytes(), file, Some(format)).unwrap();
        let p = plan(
            &t,
            text.as_bytes(),
            &TokenCounter::Estimate,
            &forced(16_000),
        )
        .unwrap();
        let cut = p.cut.clone().unwrap();
        let failed = apply(
            &t,
            &text,
            &p,
            "  \n",
            &TokenCounter::Estimate,
            &invented_judge(),
            ApplyOptions::default(),
        );
        assert!(matches!(failed, Err(ApplyError::Cancelled)), "{file}");
        let out = apply(
            &t,
            &text,
            &p,
            summary,
            &TokenCounter::Estimate,
            &invented_judge(),
            ApplyOptions::default(),
        )
        .unwrap_or_else(|e| panic!("{file}: {e}"));
        let pruned = out.report.pruned_summary.clone();
        assert!(!pruned.contains("invented"), "{file}: {pruned}");
        assert!(pruned.contains("verify() retries once"), "{file}");
        let back = transcript::read(out.output.clone().into_bytes(), file, Some(format))
            .unwrap_or_else(|e| panic!("{file}: {e}"));
        // the next plan sees the new summary as the previous one and starts after it
        let next = plan(
            &back,
            out.output.as_bytes(),
            &TokenCounter::Estimate,
            &forced(16_000),
        )
        .unwrap();
        let (live_start, _, _) = sjc::compact::plan::live_history(&back);
        assert_eq!(
            next.previous_summary.as_deref().map(str::trim_end),
            Some(pruned.trim_end()),
            "{file}"
        );
        let live: Vec<&Message> = back.messages[live_start..]
            .iter()
            .filter(|m| !sjc::compact::is_sjc_reminder(m))
            .collect();
        let tail = &t.messages[cut.at..];
        assert_eq!(live.len(), tail.len(), "{file}");
        for (a, b) in live.iter().zip(tail) {
            assert_eq!(
                (a.role, a.text(), &a.tool_calls, &a.tool_call_id),
                (b.role, b.text(), &b.tool_calls, &b.tool_call_id),
                "{file}"
            );
        }
        assert!(
            integrity::check(&back.messages[live_start..]).is_empty(),
            "{file}"
        );
        if let Some(c) = back.compactions.last() {
            // a harness compaction event: the new one, at the start of the live history
            if !matches!(format, sjc::transcript::TranscriptFormat::GeminiCli) {
                assert!(
                    c.summary
                        .as_deref()
                        .is_some_and(|s| s.contains(pruned.trim_end())),
                    "{file}"
                );
            }
        }
        let session = matches!(
            format,
            sjc::transcript::TranscriptFormat::ClaudeCode
                | sjc::transcript::TranscriptFormat::CodexRollout
                | sjc::transcript::TranscriptFormat::Pi
        );
        if session {
            assert!(out.output.starts_with(&text), "{file}: input lines changed");
            assert!(
                back.compactions.len() > t.compactions.len() || file == "gemini-cli.jsonl",
                "{file}"
            );
        }
        // the skipped blocks of the tail (images, thinking, reasoning) are still there
        let tail_skipped = t
            .skipped
            .iter()
            .filter(|s| s.message_index.is_some_and(|i| i >= cut.at))
            .count();
        let back_skipped = back
            .skipped
            .iter()
            .filter(|s| s.message_index.is_some_and(|i| i >= live_start))
            .count();
        assert!(
            back_skipped >= tail_skipped,
            "{file}: {back_skipped} < {tail_skipped}"
        );
    }
}
