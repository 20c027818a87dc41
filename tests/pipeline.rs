//! Library-level integration tests of the whole pipeline (`sjc::pipeline::Pruner`):
//! fail safe, tripwire, guard, evidence sources, byte-exact output and the report.
//!
//! Most tests use small deterministic judges defined here (no model needed): they return one
//! logit, logit(p), which the one-logit verifier turns back into P(support) = p. The fail-safe
//! tests also load the real judge from the tiny fixture models.

use serde_json::json;
use sjc::batch::{
    Judge, JudgeInfo, JudgeOptions, LogitsResult, Pair, PairError, PairLogits, Unavailable,
};
use sjc::evidence::{render_tool_call, SourceKind};
use sjc::judge::{JudgeError, ModelSource};
use sjc::parse::Summary;
use sjc::pipeline::{load_judge, LoadedJudge, PipelineOptions, Pruner};
use sjc::prune::{PruneOptions, Verdict};
use sjc::record::Record;
use sjc::report::{EntryReport, Report};
use sjc::verify::Verifier;
use std::collections::HashSet;
use std::path::Path;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

// ---------------------------------------------------------------- test judges

fn info(id: &str) -> JudgeInfo {
    JudgeInfo {
        model_id: id.into(),
        architecture: "test".into(),
        device: "cpu".into(),
        precision: "f32 (candle)".into(),
        max_len: 256,
        labels: vec!["supported".into()],
        calibration: "identity".into(),
    }
}

/// One logit whose sigmoid is `p` (clamped away from 0 and 1 so the logit stays finite).
fn ok(p: f32) -> LogitsResult {
    let p = (p as f64).clamp(1e-6, 1.0 - 1e-6);
    Ok(PairLogits {
        logits: vec![(p / (1.0 - p)).ln() as f32],
        claim_truncated: false,
        evidence_truncated: false,
    })
}

const STOP: &[&str] = &[
    "the", "a", "an", "is", "are", "was", "with", "and", "for", "to", "of", "in", "on", "at",
    "this",
];

/// Lowercase alphanumeric words (Unicode-aware), stopwords dropped.
fn words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .filter(|w| !STOP.contains(&w.as_str()))
        .collect()
}

/// p_support = share of the claim's words that occur as words in the evidence.
fn word_share(pair: &Pair<'_>) -> f32 {
    let ev: HashSet<String> = words(pair.evidence).into_iter().collect();
    let cw = words(pair.claim);
    if cw.is_empty() {
        return 1.0;
    }
    cw.iter().filter(|w| ev.contains(*w)).count() as f32 / cw.len() as f32
}

/// A judge defined by a per-pair function; counts its calls.
struct FnJudge {
    f: Box<dyn Fn(&Pair<'_>) -> LogitsResult + Send + Sync>,
    info: JudgeInfo,
    calls: AtomicUsize,
}

impl FnJudge {
    fn new(f: impl Fn(&Pair<'_>) -> LogitsResult + Send + Sync + 'static) -> Arc<Self> {
        Arc::new(FnJudge {
            f: Box::new(f),
            info: info("fn-judge"),
            calls: AtomicUsize::new(0),
        })
    }
    fn overlap() -> Arc<Self> {
        Self::new(|p| ok(word_share(p)))
    }
    fn constant(p: f32) -> Arc<Self> {
        Self::new(move |_| ok(p))
    }
}

impl Judge for FnJudge {
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        self.calls.fetch_add(1, Ordering::SeqCst);
        Ok(pairs.iter().map(|p| (self.f)(p)).collect())
    }
    fn info(&self) -> &JudgeInfo {
        &self.info
    }
}

/// Fails the whole call.
struct BrokenJudge(JudgeInfo);
impl Judge for BrokenJudge {
    fn logits(&self, _: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        Err(JudgeError::Device("test device exploded".into()))
    }
    fn info(&self) -> &JudgeInfo {
        &self.0
    }
}

/// Returns one result too few (a contract violation the pipeline must survive).
struct ShortJudge(JudgeInfo);
impl Judge for ShortJudge {
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        Ok(pairs.iter().skip(1).map(|_| ok(0.0)).collect())
    }
    fn info(&self) -> &JudgeInfo {
        &self.0
    }
}

// ---------------------------------------------------------------- helpers

fn record(v: serde_json::Value) -> Record {
    Record::from_json_bytes(serde_json::to_vec(&v).unwrap(), "test").expect("valid record")
}

fn tool_record(tool_output: &str, summary: &str) -> Record {
    record(json!({
        "messages": [
            {"role": "assistant", "content": null, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\":\"cat notes.txt\"}"}}]},
            {"role": "tool", "tool_call_id": "c1", "name": "bash", "content": tool_output}
        ],
        "summary": summary
    }))
}

fn run(judge: Arc<dyn Judge>, rec: &Record) -> Report {
    run_with(judge, rec, PipelineOptions::default())
}

fn run_with(judge: Arc<dyn Judge>, rec: &Record, opts: PipelineOptions) -> Report {
    checked(Pruner::new(judge, Verifier::single_logit(), opts), rec)
}

fn run_loaded(loaded: LoadedJudge, rec: &Record) -> Report {
    checked(Pruner::from_loaded(loaded, PipelineOptions::default()), rec)
}

fn checked(pruner: Pruner, rec: &Record) -> Report {
    let report = pruner.prune(rec);
    check_byte_exact(rec, &report);
    check_report(rec, &report);
    report
}

/// The entry whose text contains `needle` (exactly one).
fn entry<'a>(r: &'a Report, needle: &str) -> &'a EntryReport {
    let m: Vec<_> = r
        .entries
        .iter()
        .filter(|e| e.text.contains(needle))
        .collect();
    assert_eq!(
        m.len(),
        1,
        "expected one entry containing {needle:?}, got {:?}",
        r.entries.iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    m[0]
}

fn kept_on_error(e: &EntryReport) -> bool {
    e.decision.verdict == Verdict::KeptOnError && e.decision.kept && e.decision.p_support.is_none()
}

fn deleted(e: &EntryReport) -> bool {
    !e.decision.kept
}

/// The pruned summary is the input minus exactly the deleted entries' byte
/// ranges; every kept entry appears byte for byte at its shifted offset.
fn check_byte_exact(rec: &Record, r: &Report) {
    let src = rec.summary.as_str();
    let mut expected = String::new();
    let mut pos = 0;
    let mut removed = 0;
    for e in &r.entries {
        let [s, t] = e.byte_range;
        assert!(
            s >= pos && s < t && t <= src.len(),
            "entry ranges must be sorted, disjoint, non-empty: {:?}",
            e.byte_range
        );
        assert!(
            src.is_char_boundary(s) && src.is_char_boundary(t),
            "range not on char boundaries: {:?}",
            e.byte_range
        );
        if e.decision.kept {
            // Where this entry must sit in the output.
            let at = s - removed;
            assert_eq!(
                r.pruned_summary.get(at..at + (t - s)),
                Some(&src[s..t]),
                "kept entry {} not byte for byte at its place in the output",
                e.index
            );
        } else {
            expected.push_str(&src[pos..s]);
            pos = t;
            removed += t - s;
        }
    }
    expected.push_str(&src[pos..]);
    assert_eq!(
        r.pruned_summary, expected,
        "pruned summary != input minus deleted ranges"
    );
    assert_eq!(r.pruned_summary.len(), src.len() - removed);
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reconstruct the text of the source a span came from.
fn source_text(rec: &Record, src: &sjc::evidence::SourceRef) -> String {
    match src.kind {
        SourceKind::ToolOutput | SourceKind::UserTurn => {
            let m = &rec.messages[src.message_index.expect("message index")];
            m.text()
        }
        SourceKind::ToolCall => {
            let m = &rec.messages[src.message_index.expect("message index")];
            let call = m
                .tool_calls
                .iter()
                .find(|c| c.id == src.call_id && Some(&c.function.name) == src.tool.as_ref())
                .expect("tool call named by the span");
            render_tool_call(call)
        }
        SourceKind::PreviousSummary => {
            let prev = Summary::parse(rec.previous_summary.as_deref().expect("previous summary"));
            let e = &prev.entries()[src.entry_index.expect("entry index")];
            let sec = prev.section_title(e);
            if sec.is_empty() {
                e.text.clone()
            } else {
                format!("{sec}: {}", e.text)
            }
        }
    }
}

/// Every entry: text from its byte range, verdict consistent with kept,
/// evidence spans equal to the source slice at their byte range; counts add up.
fn check_report(rec: &Record, r: &Report) {
    let src = rec.summary.as_str();
    for (i, e) in r.entries.iter().enumerate() {
        assert_eq!(e.index, i);
        assert!(!e.text.is_empty());
        let slice = &src[e.byte_range[0]..e.byte_range[1]];
        assert!(
            collapse(slice).contains(&e.text),
            "entry text {:?} not inside its byte range {:?}",
            e.text,
            slice
        );
        match e.decision.verdict {
            Verdict::Supported | Verdict::Uncertain => assert!(e.decision.kept),
            Verdict::KeptOnError => {
                assert!(e.decision.kept);
                assert!(e.decision.reason.is_some(), "kept_on_error without reason");
            }
            Verdict::Unsupported | Verdict::Contradicted => {
                if e.decision.kept {
                    assert!(
                        r.tripwire.fired,
                        "unsupported entry kept without the tripwire"
                    );
                    assert!(e
                        .decision
                        .reason
                        .as_deref()
                        .unwrap_or("")
                        .contains("tripwire"));
                }
            }
        }
        if let Some(p) = e.decision.p_support {
            assert!((0.0..=1.0).contains(&p));
            if !r.tripwire.fired {
                assert_eq!(
                    e.decision.kept,
                    p >= r.options.threshold,
                    "entry {i}: p {p} vs kept"
                );
            }
        }
        for sp in &e.evidence {
            let text = source_text(rec, &sp.source);
            let [a, b] = sp.byte_range;
            assert_eq!(
                text.get(a..b),
                Some(sp.text.as_str()),
                "span text != source slice at {:?} ({:?})",
                sp.byte_range,
                sp.source
            );
            assert!(sp.bm25 > 0.0);
        }
        assert!(e.evidence.len() <= r.options.top_k);
    }
    let c = &r.counts;
    assert_eq!(c.entries, r.entries.len());
    assert_eq!(c.kept + c.deleted, c.entries);
    assert_eq!(
        c.supported + c.uncertain + c.unsupported + c.contradicted + c.kept_on_error,
        c.entries
    );
    assert_eq!(
        c.deleted,
        r.entries.iter().filter(|e| !e.decision.kept).count()
    );
    if r.tripwire.fired {
        assert_eq!(c.deleted, 0);
        assert_eq!(r.pruned_summary, rec.summary);
    }
}

fn fixture(name: &str) -> ModelSource {
    ModelSource::Dir(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/fixtures/models")
            .join(name),
    )
}

const INVOICE_OUT: &str = "Invoice INV-20931 for ACME Corp: amount $500, status unpaid.\nDeploy finished with status green.";
const INVOICE_SUMMARY: &str = "## Facts\n- Invoice INV-20931 is unpaid\n- Deploy finished with status green\n- Marketing approved a rebrand\n## Next\n- Rewrite billing in Haskell\n";

// ---------------------------------------------------------------- 1. fail safe

#[test]
fn per_pair_errors_keep_those_entries_byte_for_byte() {
    let rec = tool_record(INVOICE_OUT, INVOICE_SUMMARY);
    // Sanity: the word-share judge alone deletes the two unsupported entries.
    let base = run(FnJudge::overlap(), &rec);
    assert!(deleted(entry(&base, "rebrand")) && deleted(entry(&base, "Haskell")));
    assert!(!deleted(entry(&base, "INV-20931")) && !deleted(entry(&base, "Deploy")));

    // NaN on the rebrand entry only: it is kept; the rest is decided normally.
    let j = FnJudge::new(|p| {
        if p.claim.contains("rebrand") {
            Err(PairError::NonFinite {
                logits: vec![f32::NAN, 1.0],
            })
        } else {
            ok(word_share(p))
        }
    });
    let r = run(j.clone(), &rec);
    assert_eq!(
        j.calls.load(Ordering::SeqCst),
        1,
        "all entries of one summary go to the judge in one call"
    );
    let e = entry(&r, "rebrand");
    assert!(kept_on_error(e), "{:?}", e.decision);
    assert!(
        e.decision.reason.as_deref().unwrap().contains("non-finite"),
        "{:?}",
        e.decision.reason
    );
    assert!(r
        .pruned_summary
        .contains("- Marketing approved a rebrand\n"));
    assert!(deleted(entry(&r, "Haskell")));
    assert_eq!(r.counts.kept_on_error, 1);
    assert!(
        r.errors.iter().any(|m| m.contains("non-finite")),
        "{:?}",
        r.errors
    );

    // Every pair fails (mixed error kinds): the summary comes back unchanged.
    let j = FnJudge::new(|p| {
        if p.claim.len() % 2 == 0 {
            Err(PairError::Timeout)
        } else {
            Err(PairError::Forward("out of memory".into()))
        }
    });
    let r = run(j, &rec);
    assert_eq!(r.pruned_summary, rec.summary);
    assert!(r.entries.iter().all(kept_on_error));
    assert!(r.entries.iter().all(|e| {
        let why = e.decision.reason.as_deref().unwrap();
        why.contains("timeout") || why.contains("out of memory")
    }));
    assert_eq!(r.counts.kept_on_error, 4);
}

#[test]
fn whole_call_error_and_wrong_result_count_keep_everything() {
    let rec = tool_record(INVOICE_OUT, INVOICE_SUMMARY);
    let r = run(Arc::new(BrokenJudge(info("broken"))), &rec);
    assert_eq!(r.pruned_summary, rec.summary);
    assert!(r.entries.iter().all(kept_on_error));
    assert!(r.entries.iter().all(|e| e
        .decision
        .reason
        .as_deref()
        .unwrap()
        .contains("test device exploded")));
    assert!(
        r.errors.iter().any(|m| m.contains("test device exploded")),
        "{:?}",
        r.errors
    );
    assert!(!r.tripwire.fired);

    let r = run(Arc::new(ShortJudge(info("short"))), &rec);
    assert_eq!(r.pruned_summary, rec.summary);
    assert!(r.entries.iter().all(kept_on_error));
    assert!(!r.errors.is_empty());
}

#[test]
fn nan_model_keeps_every_entry() {
    let judge = load_judge(&fixture("tiny-bert-nan"), &JudgeOptions::default())
        .expect("tiny-bert-nan loads");
    let rec = tool_record(INVOICE_OUT, INVOICE_SUMMARY);
    let r = run_loaded(judge, &rec);
    assert_eq!(r.entries.len(), 4);
    assert_eq!(r.pruned_summary, rec.summary);
    for e in &r.entries {
        assert!(kept_on_error(e), "{:?}", e.decision);
        assert!(
            e.decision.reason.as_deref().unwrap().contains("non-finite"),
            "{:?}",
            e.decision.reason
        );
    }
    assert_eq!(r.counts.kept_on_error, 4);
    assert!(!r.errors.is_empty());
}

#[test]
fn missing_tensor_fails_to_load_and_unavailable_keeps_everything() {
    let err = load_judge(
        &fixture("tiny-bert-missing-tensor"),
        &JudgeOptions::default(),
    )
    .unwrap_err();
    const T: &str = "bert.encoder.layer.1.output.dense.weight";
    assert!(
        matches!(&err, JudgeError::MissingTensor { tensor, .. } if tensor == T),
        "{err:?}"
    );
    assert!(err.to_string().contains(T), "{err}");

    let rec = tool_record(INVOICE_OUT, INVOICE_SUMMARY);
    let r = run(Arc::new(Unavailable::new(&err)), &rec);
    assert_eq!(r.pruned_summary, rec.summary);
    assert!(r.entries.iter().all(kept_on_error));
    // Each entry says the judge did not load; the load error itself is reported once.
    assert!(r
        .entries
        .iter()
        .all(|e| e.decision.reason.as_deref().unwrap().contains("not loaded")));
    assert!(r.entries.iter().all(|e| !e
        .decision
        .reason
        .as_deref()
        .unwrap()
        .contains("forward pass")));
    assert_eq!(r.errors.len(), 1, "{:?}", r.errors);
    assert!(
        r.errors[0].contains(T) && r.errors[0].contains("not loaded"),
        "{:?}",
        r.errors
    );
    assert_eq!(r.judge.model_id, "(not loaded)");
}

#[test]
fn real_tiny_model_runs_the_pipeline() {
    // The working tiny model: every entry gets a probability, nothing is kept on error.
    let judge = load_judge(&fixture("tiny-bert-nli"), &JudgeOptions::default())
        .expect("tiny-bert-nli loads");
    let rec = tool_record(INVOICE_OUT, INVOICE_SUMMARY);
    let r = run_loaded(judge, &rec);
    assert_eq!(r.counts.kept_on_error, 0, "{:?}", r.errors);
    assert!(r
        .entries
        .iter()
        .all(|e| e.decision.p_support.is_some() && e.decision.p_contradiction.is_some()));
    assert_eq!(r.judge.architecture, "bert");
}

// ---------------------------------------------------------------- 2. tripwire

fn bullets(n: usize) -> String {
    let names = [
        "alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf",
    ];
    let mut s = String::from("## Notes\n");
    for w in names.iter().take(n) {
        s.push_str(&format!("- Project {w} shipped\n"));
    }
    s
}

#[test]
fn tripwire_fires_above_80_percent_of_five_or_more() {
    // 5 entries, all would be deleted: fires, nothing deleted.
    let rec = tool_record("nothing relevant here", &bullets(5));
    let r = run(FnJudge::constant(0.1), &rec);
    assert_eq!(r.entries.len(), 5);
    assert!(r.tripwire.fired);
    assert_eq!(r.tripwire.would_delete_fraction, 1.0);
    assert_eq!(r.pruned_summary, rec.summary);
    assert!(r
        .entries
        .iter()
        .all(|e| e.decision.kept && e.decision.verdict == Verdict::Unsupported));
    assert!(r
        .entries
        .iter()
        .all(|e| e.decision.reason.as_deref().unwrap().contains("tripwire")));
    assert!(r.errors.iter().any(|m| m.contains("tripwire")));

    // 4 entries, all deleted: too few for the tripwire.
    let rec4 = tool_record("nothing relevant here", &bullets(4));
    let r = run(FnJudge::constant(0.1), &rec4);
    assert_eq!(r.entries.len(), 4);
    assert!(!r.tripwire.fired);
    assert_eq!(r.counts.deleted, 4);
    assert_eq!(r.pruned_summary, "## Notes\n");

    // 5 entries, 4 deleted = exactly 80%: not more than the limit, does not fire.
    let only_alpha = || FnJudge::new(|p| ok(if p.claim.contains("alpha") { 0.9 } else { 0.1 }));
    let rec5 = tool_record("Project alpha shipped", &bullets(5));
    let r = run(only_alpha(), &rec5);
    assert!(!r.tripwire.fired, "{:?}", r.tripwire);
    assert_eq!(r.counts.deleted, 4);
    assert_eq!(r.pruned_summary, "## Notes\n- Project alpha shipped\n");

    // 7 entries, 6 deleted (86%): fires.
    let rec7 = tool_record("Project alpha shipped", &bullets(7));
    let r = run(only_alpha(), &rec7);
    assert!(r.tripwire.fired);
    assert_eq!(r.pruned_summary, rec7.summary);
}

// ---------------------------------------------------------------- 3. guard

#[test]
fn guard_deletes_swapped_ids_and_amounts_despite_high_p() {
    let summary = "## Billing\n- Invoice INV-20931 is unpaid\n- Invoice INV-20913 is unpaid\n- The invoice amount is $500\n- The invoice amount is $5,000\n";
    let rec = tool_record(
        "Invoice INV-20931 for ACME Corp: amount $500, status unpaid.",
        summary,
    );
    let r = run(FnJudge::constant(0.99), &rec);

    for (needle, token) in [("INV-20913", "INV-20913"), ("$5,000", "5,000")] {
        let e = entry(&r, needle);
        assert!(deleted(e), "{needle}: {:?}", e.decision);
        assert!(
            matches!(
                e.decision.verdict,
                Verdict::Contradicted | Verdict::Unsupported
            ),
            "{:?}",
            e.decision.verdict
        );
        assert!(
            e.decision.reason.as_deref().unwrap_or("").contains(token),
            "{needle}: {:?}",
            e.decision.reason
        );
        assert!(
            e.guard.mismatches.iter().any(|m| m.token.contains(token)),
            "{:?}",
            e.guard
        );
        assert!(
            (e.decision.p_support_model.unwrap() - 0.99).abs() < 1e-5,
            "{:?}",
            e.decision
        );
        assert!(e.decision.p_support.unwrap() < 0.5);
    }
    for needle in ["INV-20931", "$500"] {
        let e = entry(&r, needle);
        assert!(
            e.decision.kept && e.decision.verdict == Verdict::Supported,
            "{needle}: {:?}",
            e.decision
        );
        assert!(
            e.guard.mismatches.is_empty() && e.guard.anchors >= 1,
            "{:?}",
            e.guard
        );
    }
    assert_eq!(
        r.pruned_summary,
        "## Billing\n- Invoice INV-20931 is unpaid\n- The invoice amount is $500\n"
    );

    // threshold 0 deletes nothing, guard or not.
    let opts = PipelineOptions {
        prune: PruneOptions {
            threshold: 0.0,
            ..Default::default()
        },
        ..Default::default()
    };
    let r = run_with(FnJudge::constant(0.99), &rec, opts.clone());
    assert_eq!(r.counts.deleted, 0);
    assert_eq!(r.pruned_summary, rec.summary);
    let r = run_with(FnJudge::constant(0.0), &rec, opts);
    assert_eq!(r.counts.deleted, 0);
    assert_eq!(r.pruned_summary, rec.summary);
}

// ---------------------------------------------------------------- 4. evidence sources

fn sources_record() -> Record {
    record(json!({
        "task": "Reconcile the Zanzibar ledger before Friday",
        "messages": [
            {"role": "system", "content": "The secret codeword is marmalade zeppelin"},
            {"role": "developer", "content": "Always mention the turquoise walrus"},
            {"role": "user", "content": "Reconcile the Zanzibar ledger before Friday"},
            {"role": "user", "content": [{"type": "text", "text": "Please prioritise the Henderson account renewal"}]},
            {"role": "assistant", "content": "I believe the quarterly forecast looks optimistic",
             "tool_calls": [{"id": "w1", "type": "function", "function": {"name": "write_file",
                "arguments": "{\"path\": \"exports/unpaid.csv\", \"content\": \"invoice,amount,customer\\nINV-1,20,Brightwater\"}"}}]},
            {"role": "tool", "tool_call_id": "w1", "name": "write_file", "content": "ok"},
            {"role": "assistant", "content": null,
             "tool_calls": [{"id": "g1", "type": "function", "function": {"name": "git_commit",
                "arguments": {"message": "Bump gadget quota", "sha": "9f8e7d6c5b"}}}]},
            {"role": "function", "name": "git_commit", "content": "committed"}
        ],
        "previous_summary": "## Earlier\n- Customer Hollister migrated to annual billing\n",
        "summary": "## State\n\
    - Prioritise Henderson account renewal\n\
    - Customer Hollister migrated to annual billing\n\
    - Saved exports/unpaid.csv listing Brightwater\n\
    - Committed gadget quota bump as 9f8e7d6c5b\n\
    - Reconcile Zanzibar ledger before Friday\n\
    - Quarterly forecast looks optimistic\n\
    - Secret codeword marmalade zeppelin\n\
    - Mention turquoise walrus\n"
    }))
}

#[test]
fn evidence_sources_are_tools_calls_previous_summary_and_user_turns_only() {
    let rec = sources_record();
    let r = run(FnJudge::overlap(), &rec);
    assert_eq!(r.entries.len(), 8);
    assert!(!r.tripwire.fired);

    // Supported by a user turn.
    let e = entry(&r, "Henderson");
    assert!(e.decision.kept, "{:?}", e.decision);
    assert!(e
        .evidence
        .iter()
        .any(|s| s.source.kind == SourceKind::UserTurn && s.source.message_index == Some(3)));
    // Supported by the previous summary.
    let e = entry(&r, "Hollister");
    assert!(e.decision.kept, "{:?}", e.decision);
    assert!(e
        .evidence
        .iter()
        .any(|s| s.source.kind == SourceKind::PreviousSummary && s.source.entry_index == Some(0)));
    // Supported by a tool call's arguments (a JSON string, as OpenAI sends them).
    let e = entry(&r, "exports/unpaid.csv");
    assert!(e.decision.kept, "{:?} {:?}", e.decision, e.evidence);
    assert!(e.guard.mismatches.is_empty());
    assert!(e
        .evidence
        .iter()
        .any(|s| s.source.kind == SourceKind::ToolCall
            && s.source.tool.as_deref() == Some("write_file")
            && s.source.call_id.as_deref() == Some("w1")
            && s.text.contains("Brightwater")));
    // ... and by arguments given as an already-parsed JSON object.
    let e = entry(&r, "gadget");
    assert!(e.decision.kept, "{:?} {:?}", e.decision, e.evidence);
    assert!(e
        .evidence
        .iter()
        .any(|s| s.source.kind == SourceKind::ToolCall
            && s.source.tool.as_deref() == Some("git_commit")));

    // Never evidence: the task (and a user turn equal to it), assistant text, system and developer messages.
    for needle in ["Zanzibar", "optimistic", "marmalade", "walrus"] {
        let e = entry(&r, needle);
        assert!(deleted(e), "{needle}: {:?} {:?}", e.decision, e.evidence);
        assert_eq!(e.decision.verdict, Verdict::Unsupported);
    }
    for e in &r.entries {
        for s in &e.evidence {
            for banned in ["Zanzibar", "optimistic", "marmalade", "walrus"] {
                assert!(
                    !s.text.contains(banned),
                    "{banned} leaked into evidence: {:?}",
                    s
                );
            }
        }
    }
    assert_eq!(
        r.pruned_summary,
        "## State\n- Prioritise Henderson account renewal\n- Customer Hollister migrated to annual billing\n- Saved exports/unpaid.csv listing Brightwater\n- Committed gadget quota bump as 9f8e7d6c5b\n"
    );
    assert!(r.options.user_evidence);

    // User turns off: the user-supported entry goes, the others stay.
    let mut opts = PipelineOptions::default();
    opts.evidence.user_turns = false;
    let r2 = run_with(FnJudge::overlap(), &rec, opts);
    assert!(!r2.options.user_evidence);
    assert!(
        deleted(entry(&r2, "Henderson")),
        "{:?}",
        entry(&r2, "Henderson").decision
    );
    assert!(entry(&r2, "Henderson")
        .evidence
        .iter()
        .all(|s| s.source.kind != SourceKind::UserTurn));
    for needle in ["Hollister", "exports/unpaid.csv", "gadget"] {
        assert!(entry(&r2, needle).decision.kept, "{needle}");
    }
    assert!(r2
        .entries
        .iter()
        .flat_map(|e| &e.evidence)
        .all(|s| s.source.kind != SourceKind::UserTurn));
}

#[test]
fn tool_output_is_evidence_and_legacy_function_role_too() {
    let rec = record(json!({
        "messages": [
            {"role": "tool", "tool_call_id": "t", "name": "pytest", "content": "42 passed, 3 failed in tests/test_tax.py"},
            {"role": "function", "name": "lookup", "content": "Warehouse Kestrel holds 1742 pallets"}
        ],
        "summary": "- Tests: 42 passed, 3 failed in tests/test_tax.py\n- Warehouse Kestrel holds 1742 pallets\n- Warehouse Kestrel holds 1724 pallets\n"
    }));
    let r = run(FnJudge::overlap(), &rec);
    assert!(entry(&r, "42 passed").decision.kept);
    assert_eq!(
        entry(&r, "42 passed").evidence[0].source.kind,
        SourceKind::ToolOutput
    );
    assert_eq!(
        entry(&r, "42 passed").evidence[0].source.tool.as_deref(),
        Some("pytest")
    );
    assert!(entry(&r, "1742 pallets").decision.kept);
    // High word overlap but the number is a corrupted copy (two digits swapped): the guard
    // deletes it. (Since session 15 a near twin needs four digits: `71` for `17` is left to
    // the record layer's `value_unseen`.)
    let e = entry(&r, "1724 pallets");
    assert!(deleted(e), "{:?}", e.decision);
    assert!(e.decision.reason.as_deref().unwrap().contains("1724"));
}

// ---------------------------------------------------------------- 5. byte-exactness

#[test]
fn crlf_and_unicode_summary_is_pruned_byte_exactly() {
    let summary = "# Résumé\r\n\r\n## Fait ✅\r\n- Le café coûte 3 € chez Zoë\r\n- 日本語のテキスト sans rapport\r\n  ligne de continuation 🚀\r\n- Garder cette entrée naïve\r\n\r\n## Suite 🚧\r\n1. Inventer un plan inédit\r\n2. Servir le menu du café\r\n";
    let tool =
        "Le café coûte 3 € chez Zoë.\nGarder cette entrée naïve.\nServir le menu du café demain.";
    let rec = tool_record(tool, summary);
    let r = run(FnJudge::overlap(), &rec);
    assert_eq!(
        r.entries.len(),
        5,
        "{:?}",
        r.entries.iter().map(|e| &e.text).collect::<Vec<_>>()
    );
    let jp = entry(&r, "日本語");
    assert!(deleted(jp));
    assert!(
        summary[jp.byte_range[0]..jp.byte_range[1]].contains("🚀\r\n"),
        "continuation line belongs to the bullet"
    );
    assert!(deleted(entry(&r, "Inventer")));
    for needle in ["café coûte", "naïve", "menu du café"] {
        assert!(entry(&r, needle).decision.kept, "{needle}");
    }
    assert_eq!(entry(&r, "café coûte").section, "Fait ✅");
    assert_eq!(entry(&r, "menu du café").section, "Suite 🚧");
    assert_eq!(
        r.pruned_summary,
        "# Résumé\r\n\r\n## Fait ✅\r\n- Le café coûte 3 € chez Zoë\r\n- Garder cette entrée naïve\r\n\r\n## Suite 🚧\r\n2. Servir le menu du café\r\n"
    );
    // No bare LF introduced.
    let b = r.pruned_summary.as_bytes();
    assert!(b
        .iter()
        .enumerate()
        .all(|(i, &c)| c != b'\n' || (i > 0 && b[i - 1] == b'\r')));
}

#[test]
fn byte_exact_over_formats_and_masks() {
    let summaries = [
        "# Summary\n\nIntro sentence one. Intro sentence two!\n\n## Files\n- `src/a.rs`: edited\n  more detail\n- [x] done item\n- [ ] open item\n\n| file | status |\n|---|---|\n| a.rs | ok |\n| b.rs | broken |\n\n```rust\nfn main() {}\n```\n\nTrailing prose without newline",
        "<analysis>\nthinking here\n</analysis>\n<summary>\n1. Primary Request:\n   - Fix the bug\n   - Add tests\n2. Key Concepts:\n   - BM25 retrieval\n3. Current Work: editing the parser. It compiles.\n</summary>\n",
        "<state_snapshot>\n<overall_goal>\nShip v2.\n</overall_goal>\n<key_knowledge>\n- Uses candle\n- Tests pass on CI\n</key_knowledge>\n</state_snapshot>",
        "The user wants a report. The agent ran three queries. One failed with error 500! Was it retried? Yes.",
        "- one\r\n- two\r\n\r\n- three\n- four   \n\t- tabbed five\n",
    ];
    for (k, s) in summaries.iter().enumerate() {
        let rec = tool_record("unrelated", s);
        let n = Summary::parse(s).entries().len();
        assert!(n >= 2, "summary {k} parsed into {n} entries");
        for salt in 0..6u32 {
            // Deterministic pseudo-random keep/delete per entry text.
            let j = FnJudge::new(move |p| {
                let h = p.claim.bytes().fold(2166136261u32 ^ salt, |h, b| {
                    (h ^ b as u32).wrapping_mul(16777619)
                });
                ok(if h % 3 == 0 { 0.9 } else { 0.1 })
            });
            let opts = PipelineOptions {
                prune: PruneOptions {
                    max_delete_fraction: 1.0,
                    ..Default::default()
                },
                ..Default::default()
            };
            let r = run_with(j, &rec, opts); // checks byte-exactness
            assert_eq!(r.entries.len(), n);
        }
        // Delete everything / keep everything.
        let opts = PipelineOptions {
            prune: PruneOptions {
                max_delete_fraction: 1.0,
                ..Default::default()
            },
            ..Default::default()
        };
        let r = run_with(FnJudge::constant(0.0), &rec, opts);
        assert_eq!(r.counts.deleted, n);
        // Keep everything (threshold 0: not even the guard deletes).
        let opts = PipelineOptions {
            prune: PruneOptions {
                threshold: 0.0,
                ..Default::default()
            },
            ..Default::default()
        };
        let r = run_with(FnJudge::constant(1.0), &rec, opts);
        assert_eq!(r.counts.deleted, 0);
        assert_eq!(r.pruned_summary, *s);
    }
}

// ---------------------------------------------------------------- 6. report

#[test]
fn report_entries_have_sections_verdicts_and_faithful_spans() {
    let rec = sources_record();
    let r = run(FnJudge::overlap(), &rec);
    assert!(r.entries.iter().all(|e| e.section == "State"));
    let with_spans = r.entries.iter().filter(|e| !e.evidence.is_empty()).count();
    assert!(
        with_spans >= 4,
        "expected evidence for the supported entries"
    );
    // Tool-output spans reconstructed from the record.
    let rec2 = tool_record(INVOICE_OUT, INVOICE_SUMMARY);
    let r2 = run(FnJudge::overlap(), &rec2);
    let e = entry(&r2, "INV-20931");
    let sp = e
        .evidence
        .iter()
        .find(|s| s.source.kind == SourceKind::ToolOutput)
        .expect("tool output span");
    assert_eq!(sp.source.message_index, Some(1));
    assert_eq!(sp.source.call_id.as_deref(), Some("c1"));
    assert_eq!(&INVOICE_OUT[sp.byte_range[0]..sp.byte_range[1]], sp.text);
    assert!(sp.text.contains("INV-20931"));
    assert_eq!(entry(&r2, "Haskell").section, "Next");
    assert_eq!(entry(&r2, "Deploy").section, "Facts");

    // JSON shape.
    let v = serde_json::to_value(&r2).unwrap();
    for k in [
        "sjc_version",
        "judge",
        "options",
        "counts",
        "tripwire",
        "timings_ms",
        "errors",
        "entries",
        "pruned_summary",
    ] {
        assert!(v.get(k).is_some(), "report lacks {k}");
    }
    let e0 = &v["entries"][0];
    for k in [
        "index",
        "section",
        "text",
        "byte_range",
        "verdict",
        "kept",
        "p_support",
        "guard",
        "evidence",
        "claim_truncated",
    ] {
        assert!(e0.get(k).is_some(), "entry lacks {k}: {e0}");
    }
    assert_eq!(e0["verdict"], "supported");
    assert_eq!(v["entries"][3]["verdict"], "unsupported");
    assert_eq!(e0["evidence"][0]["source"]["kind"], "tool_output");
    assert_eq!(v["pruned_summary"], r2.pruned_summary.as_str());
}

#[test]
fn empty_and_entryless_summaries_do_not_call_the_judge() {
    let rec = tool_record("x", "## Only a heading\n");
    let j = FnJudge::constant(0.0);
    let r = run(j.clone(), &rec);
    assert_eq!(r.entries.len(), 0);
    assert_eq!(r.pruned_summary, rec.summary);
    assert_eq!(j.calls.load(Ordering::SeqCst), 0);
    assert!(!r.tripwire.fired);
}
