//! End-to-end tests of the transcript readers: each fixture under tests/fixtures/formats/ is
//! read with automatic detection, turned into a record, and pruned by the shipped judge
//! (models/sjc-judge-minilm, real weights) at threshold 0, where nothing may be deleted: the
//! summary must come back byte for byte and the report must show evidence from the tool
//! outputs with its JSONL line.

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
