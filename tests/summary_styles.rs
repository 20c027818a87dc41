//! One fixture per summary style a major agent harness writes
//! (`tests/fixtures/formats/summaries/`, sources in its README): each is parsed into the
//! sections and entries a person would expect, reproduced byte for byte when nothing is
//! deleted, and pruned end to end through [`Pruner`] deleting some entries without touching
//! the layout (headings, tags, preambles, end markers, the `<analysis>` block).
//!
//! The judge here is a test double: it gives P(support) 0.02 to the entries a test names and
//! 0.98 to every other, so each test decides exactly which entries the pipeline deletes; the
//! evidence is a tool output holding every entry's text, so the guard and retrieval pass for
//! all entries. What is under test is the format handling around the judge.

use sjc::batch::{Judge, JudgeInfo, LogitsResult, Pair, PairLogits};
use sjc::judge::JudgeError;
use sjc::parse::{Format, Summary};
use sjc::pipeline::{PipelineOptions, Pruner};
use sjc::prune::{SectionPolicy, Verdict};
use sjc::record::Record;
use sjc::report::Report;
use sjc::verify::Verifier;
use std::path::Path;
use std::sync::Arc;

fn fixture(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/formats/summaries")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// (section title, entry text) of every entry.
fn dump(s: &Summary) -> Vec<(String, String)> {
    s.entries()
        .iter()
        .map(|e| (s.section_title(e).to_string(), e.text.clone()))
        .collect()
}

// ---------------------------------------------------------------- the judge double

/// Deletes (P 0.02) exactly the entries whose text is in `delete`; supports (P 0.98) the rest.
struct ListJudge {
    delete: Vec<String>,
    info: JudgeInfo,
}

fn judge(delete: &[&str]) -> Arc<ListJudge> {
    Arc::new(ListJudge {
        delete: delete.iter().map(|s| s.to_string()).collect(),
        info: JudgeInfo {
            model_id: "list-judge".into(),
            architecture: "test".into(),
            device: "cpu".into(),
            precision: "f32 (test)".into(),
            max_len: 256,
            labels: vec!["supported".into()],
            calibration: "identity".into(),
        },
    })
}

impl Judge for ListJudge {
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        Ok(pairs
            .iter()
            .map(|p| {
                let prob: f64 = if self.delete.iter().any(|d| d == p.claim) {
                    0.02
                } else {
                    0.98
                };
                Ok(PairLogits {
                    logits: vec![(prob / (1.0 - prob)).ln() as f32],
                    claim_truncated: false,
                    evidence_truncated: false,
                })
            })
            .collect())
    }
    fn info(&self) -> &JudgeInfo {
        &self.info
    }
}

/// The fixture as a record whose one tool output holds every entry's text.
fn record(summary: &str) -> Record {
    let s = Summary::parse(summary);
    let evidence: Vec<&str> = s.entries().iter().map(|e| e.text.as_str()).collect();
    Record::from_parts(
        summary.to_string(),
        None,
        vec![("fixture".into(), evidence.join("\n"))],
        vec![],
        None,
    )
    .unwrap()
}

fn prune(summary: &str, delete: &[&str], opts: PipelineOptions) -> Report {
    let pruner = Pruner::new(judge(delete), Verifier::single_logit(), opts);
    pruner.prune(&record(summary))
}

/// No tripwire: the tests decide how much is deleted.
fn no_tripwire() -> PipelineOptions {
    let mut o = PipelineOptions::default();
    o.prune.max_delete_fraction = 1.0;
    o
}

/// The source with the spans of the entries at `idx` removed.
fn without(s: &Summary, idx: &[usize]) -> String {
    let keep: Vec<bool> = (0..s.entries().len()).map(|i| !idx.contains(&i)).collect();
    s.render(&keep).unwrap()
}

// ---------------------------------------------------------------- the per-style contract

/// What a person expects of one style.
struct Style<'a> {
    file: &'a str,
    format: Format,
    /// Titles of the sections that hold entries, in order.
    sections: &'static [&'static str],
    entries: usize,
    /// Text that is layout: never inside an entry, left by any deletion.
    layout: Vec<&'a str>,
    /// Entries the judge double deletes in the end-to-end run.
    delete: &'static [&'static str],
}

fn check_style(st: &Style<'_>) {
    let src = fixture(st.file);
    let s = Summary::parse(&src);
    let name = st.file;
    assert_eq!(s.format(), st.format, "{name}");
    let mut with_entries: Vec<&str> = Vec::new();
    for e in s.entries() {
        let t = s.section_title(e);
        if with_entries.last() != Some(&t) {
            with_entries.push(t);
        }
    }
    assert_eq!(with_entries, st.sections, "{name}: {:#?}", dump(&s));
    assert_eq!(s.entries().len(), st.entries, "{name}: {:#?}", dump(&s));

    // byte for byte when nothing is deleted
    assert_eq!(
        s.render(&vec![true; s.entries().len()]).unwrap(),
        src,
        "{name}"
    );

    // layout is outside every entry and survives deleting every entry
    for l in &st.layout {
        let at = src
            .find(l)
            .unwrap_or_else(|| panic!("{name}: layout {l:?} not in the fixture"));
        assert!(
            s.entries()
                .iter()
                .all(|e| e.span.end <= at || at + l.len() <= e.span.start),
            "{name}: layout {l:?} is inside an entry"
        );
    }
    let nothing = s.render(&vec![false; s.entries().len()]).unwrap();
    for l in &st.layout {
        assert!(
            nothing.contains(l),
            "{name}: {l:?} lost when every entry is deleted"
        );
    }
    for e in s.entries() {
        assert!(
            !nothing.contains(&src[e.content.clone()]) || e.content.len() < 12,
            "{name}: entry text survived deleting everything: {:?}",
            e.text
        );
    }

    // end to end: exactly the chosen entries go, the rest is byte for byte
    let idx: Vec<usize> = st
        .delete
        .iter()
        .map(|d| {
            s.entries()
                .iter()
                .position(|e| e.text == *d)
                .unwrap_or_else(|| panic!("{name}: no entry {d:?}: {:#?}", dump(&s)))
        })
        .collect();
    let r = prune(&src, st.delete, no_tripwire());
    assert!(r.errors.is_empty(), "{name}: {:?}", r.errors);
    assert_eq!(r.counts.deleted, st.delete.len(), "{name}");
    assert_eq!(r.pruned_summary, without(&s, &idx), "{name}");
    for l in &st.layout {
        assert!(r.pruned_summary.contains(l), "{name}: {l:?} lost");
    }
    for (i, e) in r.entries.iter().enumerate() {
        assert_eq!(e.decision.kept, !idx.contains(&i), "{name}: entry {i}");
        assert_eq!(
            e.section,
            s.section_title(&s.entries()[i]),
            "{name}: entry {i}"
        );
    }
}

#[test]
fn openclaw_safeguard_sections() {
    check_style(&Style {
        file: "openclaw_safeguard.md",
        format: Format::Markdown,
        sections: &[
            "Decisions",
            "Open TODOs",
            "Constraints/Rules",
            "Pending user asks",
            "Exact identifiers",
            "Tool Failures",
            "read-files",
            "modified-files",
        ],
        entries: 17,
        layout: vec![
            "## Decisions\n",
            "## Open TODOs\n",
            "## Constraints/Rules\n",
            "## Pending user asks\n",
            "## Exact identifiers\n",
            "## Tool Failures\n",
            "<read-files>\n",
            "</read-files>\n",
            "<modified-files>\n",
            "</modified-files>\n",
        ],
        delete: &[
            "Retry failed deliveries with exponential backoff capped at 5 attempts.",
            "Branch: `feat/retry-backoff`",
            "relay/queue.ts",
        ],
    });
}

#[test]
fn pi_default_sections_with_progress_sub_sections() {
    check_style(&Style {
        file: "pi_default.md",
        format: Format::Markdown,
        sections: &[
            "Goal",
            "Constraints & Preferences",
            "Progress / Done",
            "Progress / In Progress",
            "Progress / Blocked",
            "Key Decisions",
            "Next Steps",
            "Critical Context",
            "read-files",
            "modified-files",
        ],
        entries: 17,
        layout: vec![
            "## Goal\n",
            "## Progress\n### Done\n",
            "### In Progress\n",
            "### Blocked\n",
            "## Key Decisions\n",
            "## Next Steps\n",
            "## Critical Context\n",
            "<modified-files>\n",
        ],
        delete: &[
            "Converting the `amount` column from string to `decimal128(12, 2)`.",
            "**Snappy compression**: the downstream Spark job reads it without extra configuration.",
            "Sample file: `fixtures/invoices_2024_06.csv` (1,204 rows).",
        ],
    });
}

#[test]
fn codex_handoff_prose_with_its_preamble() {
    let src = fixture("codex_handoff.md");
    let preamble = src.lines().next().unwrap();
    assert!(preamble.ends_with("your own analysis:"));
    check_style(&Style {
        file: "codex_handoff.md",
        format: Format::Markdown,
        sections: &["", "Current progress", "Next steps"],
        entries: 7,
        layout: vec![
            "A previous model worked on this task before you",
            "Here is its summary, use it for your own analysis:\n",
            "Current progress:\n",
            "Next steps:\n",
        ],
        delete: &[
            "I replaced the wall clock with the `frozen_clock` fixture from `conftest.py`.",
            "`ruff check auth/` is clean.",
        ],
    });
    // no sentence of the preamble is an entry
    let s = Summary::parse(&src);
    assert!(s.entries().iter().all(|e| e.span.start > preamble.len()));
}

#[test]
fn gemini_state_snapshot_xml() {
    check_style(&Style {
        file: "gemini_state_snapshot.xml",
        format: Format::XmlSections,
        sections: &[
            "overall_goal",
            "active_constraints",
            "key_knowledge",
            "artifact_trail",
            "file_system_state",
            "recent_actions",
            "task_state",
        ],
        entries: 17,
        layout: vec![
            "<state_snapshot>\n",
            "<overall_goal>\n",
            "</overall_goal>",
            "<task_state>\n",
            "</task_state>\n</state_snapshot>\n",
        ],
        delete: &[
            "Add rate limiting to the public search endpoint of the catalog service.",
            "Redis is reachable at `redis://cache:6379/2` in docker-compose.",
            "[TODO] Read per-key limits from `catalog/config/keys.yaml`.",
        ],
    });
}

#[test]
fn gemini_scratchpad_is_never_an_entry() {
    let snap = fixture("gemini_state_snapshot.xml");
    let src = format!(
        "<scratchpad>\n- The user wants limits. Maybe 100 per minute?\n</scratchpad>\n\n{snap}"
    );
    let s = Summary::parse(&src);
    assert_eq!(s.format(), Format::XmlSections);
    assert_eq!(s.entries().len(), Summary::parse(&snap).entries().len());
    assert!(s.entries().iter().all(|e| !e.text.contains("Maybe")));
    assert_eq!(s.render(&vec![true; s.entries().len()]).unwrap(), src);
}

#[test]
fn hermes_reference_only_prefix_end_marker_and_historical_sections() {
    let src = fixture("hermes.md");
    let prefix = src.lines().next().unwrap();
    let marker = src.lines().last().unwrap();
    check_style(&Style {
        file: "hermes.md",
        format: Format::Markdown,
        sections: &[
            "Historical Task Snapshot",
            "Goal",
            "Constraints & Preferences",
            "Completed Actions",
            "Active State",
            "Historical In-Progress State",
            "Key Decisions",
            "Resolved Questions",
            "Relevant Files",
            "Historical Remaining Work",
            "Critical Context",
        ],
        entries: 14,
        layout: vec![
            prefix,
            marker,
            "## Historical Task Snapshot\n",
            "## Blocked\nNone.\n",
            "## Historical Pending User Asks\nNone.\n",
        ],
        delete: &[
            "No JavaScript frameworks in the theme.",
            "Fixing the 3 warnings about missing `summary` fields.",
        ],
    });
    assert!(prefix.starts_with("[CONTEXT COMPACTION — REFERENCE ONLY]"));
    assert!(marker.starts_with("--- END OF CONTEXT SUMMARY"));
}

#[test]
fn claude_code_analysis_and_numbered_summary() {
    let src = fixture("claude_code.md");
    let analysis_end = src.find("</analysis>").unwrap();
    check_style(&Style {
        file: "claude_code.md",
        format: Format::NumberedSummary,
        sections: &[
            "Primary Request and Intent",
            "Key Technical Concepts",
            "Files and Code Sections",
            "Errors and fixes",
            "Problem Solving",
            "All user messages",
            "Pending Tasks",
            "Current Work",
            "Optional Next Step",
        ],
        entries: 15,
        layout: vec![
            &src[..analysis_end + "</analysis>\n".len()],
            "<summary>\n1. Primary Request and Intent:\n",
            "2. Key Technical Concepts:\n",
            "8. Current Work:",
            "</summary>\n",
        ],
        delete: &[
            "They do not want a new dependency such as `gsed`.",
            "Portable in-place editing through a temporary file.",
            "Verifying the new `bump-version` target in the Ubuntu container.",
        ],
    });
}

// ---------------------------------------------------------------- --drop-analysis

#[test]
fn analysis_is_kept_by_default_and_dropped_on_request() {
    let src = fixture("claude_code.md");
    let s = Summary::parse(&src);
    let a = s.analysis().expect("an analysis block");
    assert!(src[a.clone()].starts_with("<analysis>") && src[a.end..].starts_with("<summary>"));
    assert!(s.entries().iter().all(|e| e.span.start >= a.end));

    let delete = ["Portable in-place editing through a temporary file."];
    let kept = prune(&src, &delete, no_tripwire());
    assert!(kept.pruned_summary.starts_with("<analysis>\nGoing through"));
    let an = kept.analysis.as_ref().unwrap();
    assert_eq!((an.byte_range, an.dropped), ([a.start, a.end], false));

    let mut o = no_tripwire();
    o.drop_analysis = true;
    let dropped = prune(&src, &delete, o);
    assert!(dropped.analysis.as_ref().unwrap().dropped);
    assert_eq!(dropped.pruned_summary, kept.pruned_summary[a.end..]);
    assert!(dropped.pruned_summary.starts_with("<summary>\n"));
    assert_eq!(dropped.counts.deleted, 1);

    // nothing to drop in other styles; the flag changes nothing there
    let pi = fixture("pi_default.md");
    let mut o = no_tripwire();
    o.drop_analysis = true;
    let r = prune(&pi, &[], o);
    assert!(r.analysis.is_none());
    assert_eq!(r.pruned_summary, pi);
}

#[test]
fn unclosed_analysis_without_summary_is_never_dropped() {
    let src = "<analysis>\n- the summary lost its tags\n";
    let s = Summary::parse(src);
    assert!(s.analysis().is_none());
    assert_eq!(
        s.render_with(&vec![true; s.entries().len()], true).unwrap(),
        src
    );
    let src = "<analysis>\nthinking\n<summary>\n1. Current Work:\n   - real\n</summary>\n";
    let s = Summary::parse(src);
    assert_eq!(
        s.render_with(&[true], true).unwrap(),
        "<summary>\n1. Current Work:\n   - real\n</summary>\n"
    );
}

// ---------------------------------------------------------------- section policy

#[test]
fn protect_keeps_a_section_and_its_sub_sections() {
    let src = fixture("pi_default.md");
    let all: Vec<String> = Summary::parse(&src)
        .entries()
        .iter()
        .map(|e| e.text.clone())
        .collect();
    let half: Vec<&str> = all.iter().step_by(2).map(String::as_str).collect();
    let plain = prune(&src, &half, no_tripwire());
    let mut o = no_tripwire();
    o.sections = SectionPolicy::default()
        .protect("progress")
        .unwrap()
        .protect("NEXT steps")
        .unwrap();
    let prot = prune(&src, &half, o);
    for (a, b) in plain.entries.iter().zip(&prot.entries) {
        // protecting never causes a deletion
        assert!(b.decision.kept || !a.decision.kept, "{}", b.text);
        let protected = b.section.starts_with("Progress / ") || b.section == "Next Steps";
        assert_eq!(
            b.section_policy
                .as_ref()
                .and_then(|p| p.protected_by.as_deref())
                .is_some(),
            protected,
            "{}",
            b.section
        );
        if protected {
            assert!(b.decision.kept, "{}", b.text);
            // the verdict stays the verifier's; the reason says why it stayed
            if !a.decision.kept {
                assert_eq!(b.decision.verdict, a.decision.verdict);
                assert!(b.decision.reason.as_deref().unwrap().contains("protected"));
            }
        } else {
            assert_eq!(a.decision.kept, b.decision.kept, "{}", b.text);
        }
    }
    assert!(prot.counts.deleted < plain.counts.deleted);
    assert!(prot.warnings.is_empty(), "{:?}", prot.warnings);
}

#[test]
fn section_threshold_overrides_one_section() {
    let src = fixture("openclaw_safeguard.md");
    let r = prune(&src, &[], no_tripwire());
    assert_eq!(r.counts.deleted, 0);
    let mut o = no_tripwire();
    o.sections = SectionPolicy::default()
        .threshold("exact identifiers", 0.99)
        .unwrap();
    let r = prune(&src, &[], o);
    for e in &r.entries {
        let in_section = e.section == "Exact identifiers";
        assert_eq!(e.decision.kept, !in_section, "{}", e.text);
        assert_eq!(
            e.section_policy.as_ref().and_then(|p| p.threshold),
            in_section.then_some(0.99)
        );
        if in_section {
            assert_eq!(e.decision.verdict, Verdict::Unsupported);
            assert!(e
                .decision
                .reason
                .as_deref()
                .unwrap()
                .contains("threshold 0.990"));
        }
    }
    // a lower threshold keeps what the run's threshold would delete
    let doomed = ["Never log request bodies; they may contain customer emails."];
    let mut o = no_tripwire();
    o.sections = SectionPolicy::default()
        .threshold("Constraints/Rules", 0.0)
        .unwrap();
    let r = prune(&src, &doomed, o);
    assert_eq!(r.counts.deleted, 0);
    assert_eq!(r.pruned_summary, src);
}

#[test]
fn unknown_sections_warn_and_change_nothing() {
    let src = fixture("hermes.md");
    let delete = ["No JavaScript frameworks in the theme."];
    let mut o = no_tripwire();
    o.sections = SectionPolicy::default()
        .protect("Decisions")
        .unwrap()
        .threshold("Next Steps", 0.9)
        .unwrap();
    let r = prune(&src, &delete, o);
    assert_eq!(r.warnings.len(), 2, "{:?}", r.warnings);
    assert!(r.warnings[0].contains("\"Decisions\"") && r.warnings[0].contains("\"Key Decisions\""));
    assert!(r.warnings[1].contains("\"Next Steps\""));
    assert_eq!(
        r.pruned_summary,
        prune(&src, &delete, no_tripwire()).pruned_summary
    );
}

#[test]
fn protect_does_not_weaken_the_tripwire_or_the_fail_safe() {
    let src = fixture("openclaw_safeguard.md");
    let all: Vec<String> = Summary::parse(&src)
        .entries()
        .iter()
        .map(|e| e.text.clone())
        .collect();
    let every: Vec<&str> = all.iter().map(String::as_str).collect();
    // the judge would delete every entry: the tripwire measures that, protected or not
    let mut o = PipelineOptions::default();
    o.sections = SectionPolicy::default().protect("Decisions").unwrap();
    let r = prune(&src, &every, o);
    assert!(r.tripwire.fired);
    assert!((r.tripwire.would_delete_fraction - 1.0).abs() < 1e-6);
    assert_eq!(r.pruned_summary, src);
    // a judge that fails keeps everything whatever the section thresholds say
    let mut o = PipelineOptions::default();
    o.sections = SectionPolicy::default()
        .threshold("Decisions", 1.0)
        .unwrap();
    let pruner = Pruner::new(
        Arc::new(sjc::batch::Unavailable::new(&JudgeError::Device(
            "test".into(),
        ))),
        Verifier::single_logit(),
        o,
    );
    let r = pruner.prune(&record(&src));
    assert_eq!(r.counts.deleted, 0);
    assert_eq!(r.counts.kept_on_error, r.counts.entries);
}
