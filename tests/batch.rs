//! Many records through one `Pruner` (`Pruner::prune_many`, `sjc::stream`), identical pairs
//! scored once, and the score cache: the batched path must decide exactly as per-record
//! `prune` does.

use sjc::batch::{Judge, JudgeInfo, JudgeOptions, LogitsResult, Pair, PairLogits};
use sjc::cache::ScoreCache;
use sjc::judge::{JudgeError, ModelSource};
use sjc::pipeline::{load_judge, EntryEvidence, PipelineOptions, Pruner};
use sjc::record::Record;
use sjc::report::Report;
use sjc::stream::{self, JsonlRecords, Outcome, StreamOptions};
use sjc::verify::{ThresholdRule, Verifier};
use std::path::Path;
use std::sync::{Arc, Mutex};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Records of several shapes from the shipped examples, as one-line JSON: the quickstart,
/// agent records with tool outputs and user turns, and the same record twice (so a batched
/// call has identical pairs across records).
fn example_lines(n_agent: usize) -> Vec<String> {
    let quick: serde_json::Value =
        serde_json::from_slice(&std::fs::read(root().join("examples/quickstart.json")).unwrap())
            .unwrap();
    let mut lines = vec![quick.to_string()];
    for (file, step) in [
        ("examples/agent/compaction_guard.jsonl", 37),
        ("examples/agent/compaction_integrity.jsonl", 7),
        ("examples/agent/conformance_freeform.jsonl", 1),
    ] {
        let text = std::fs::read_to_string(root().join(file)).unwrap();
        lines.extend(text.lines().step_by(step).take(n_agent).map(str::to_string));
    }
    lines.push(lines[1].clone());
    lines
}

fn example_records(n_agent: usize) -> Vec<Record> {
    example_lines(n_agent)
        .into_iter()
        .enumerate()
        .map(|(i, l)| Record::from_json_bytes(l.into_bytes(), &format!("example {i}")).unwrap())
        .collect()
}

/// Same pruned text, same kept/deleted decisions and verdicts, P within `tol`.
fn assert_same(single: &Report, batched: &Report, tol: f32, what: &str) {
    assert_eq!(single.pruned_summary, batched.pruned_summary, "{what}");
    assert_eq!(single.entries.len(), batched.entries.len(), "{what}");
    assert_eq!(single.errors, batched.errors, "{what}");
    assert_eq!(single.tripwire.fired, batched.tripwire.fired, "{what}");
    for (a, b) in single.entries.iter().zip(&batched.entries) {
        assert_eq!(
            a.decision.kept, b.decision.kept,
            "{what}: entry {}",
            a.index
        );
        assert_eq!(
            a.decision.verdict, b.decision.verdict,
            "{what}: entry {}",
            a.index
        );
        let close = |x: Option<f32>, y: Option<f32>| match (x, y) {
            (Some(x), Some(y)) => (x - y).abs() <= tol,
            (None, None) => true,
            _ => false,
        };
        assert!(
            close(a.decision.p_support, b.decision.p_support)
                && close(a.decision.p_support_model, b.decision.p_support_model)
                && close(a.decision.p_contradiction, b.decision.p_contradiction),
            "{what}: entry {}: {:?} vs {:?}",
            a.index,
            a.decision,
            b.decision
        );
    }
}

fn embedded_pruner(max_batch_tokens: usize) -> Option<Pruner> {
    if sjc::judge::embedded_model().is_none() {
        eprintln!("SKIPPED: no embedded judge in this build");
        return None;
    }
    let opts = JudgeOptions {
        max_batch_tokens,
        ..JudgeOptions::default()
    };
    let loaded = load_judge(&ModelSource::Embedded, &opts).unwrap();
    let rule = ThresholdRule::choose(None, None, loaded.risk.as_ref()).unwrap();
    Some(Pruner::from_loaded(
        loaded,
        PipelineOptions::default().with_threshold(rule),
    ))
}

/// The real embedded judge: `prune_many` (one judge call, micro-batches mixing records, the
/// `sjc batch` token budget) against `prune` per record (the `sjc prune` budget).
#[test]
fn prune_many_equals_prune_per_record_with_the_embedded_judge() {
    let (Some(single), Some(batched)) = (embedded_pruner(16384), embedded_pruner(2048)) else {
        return;
    };
    let recs = example_records(3);
    assert!(recs.len() >= 10);
    let many = batched.prune_many(&recs);
    assert_eq!(many.len(), recs.len());
    let mut deleted = 0;
    for (i, (r, b)) in recs.iter().zip(&many).enumerate() {
        let s = single.prune(r);
        deleted += s.counts.deleted;
        assert_same(&s, b, 1e-5, &format!("record {i}"));
    }
    assert!(deleted > 0, "the set exercises deletion");
}

// ------------------------------------------------------------ a deterministic judge

/// p_support from the share of claim words found in the evidence; logs every pair it is sent.
struct CountingJudge {
    info: JudgeInfo,
    seen: Mutex<Vec<(String, String)>>,
}

impl CountingJudge {
    fn new() -> Arc<Self> {
        Arc::new(CountingJudge {
            info: JudgeInfo {
                model_id: "counting".into(),
                architecture: "test".into(),
                device: "cpu".into(),
                precision: "f32 (test)".into(),
                max_len: 256,
                labels: vec!["supported".into()],
                calibration: "identity".into(),
            },
            seen: Mutex::new(Vec::new()),
        })
    }
    fn sent(&self) -> usize {
        self.seen.lock().unwrap().len()
    }
}

impl Judge for CountingJudge {
    fn logits(&self, pairs: &[Pair<'_>]) -> Result<Vec<LogitsResult>, JudgeError> {
        let mut seen = self.seen.lock().unwrap();
        Ok(pairs
            .iter()
            .map(|p| {
                seen.push((p.claim.to_string(), p.evidence.to_string()));
                let words: Vec<&str> = p.claim.split_whitespace().collect();
                let hit = words.iter().filter(|w| p.evidence.contains(*w)).count();
                let share = (hit as f64 + 0.5) / (words.len() as f64 + 1.0);
                Ok(PairLogits {
                    logits: vec![(share / (1.0 - share)).ln() as f32],
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

fn counting_pruner(judge: &Arc<CountingJudge>) -> Pruner {
    Pruner::new(
        judge.clone(),
        Verifier::single_logit(),
        PipelineOptions {
            span_scores: true,
            ..PipelineOptions::default()
        },
    )
}

#[test]
fn identical_pairs_are_scored_once_within_a_call() {
    let judge = CountingJudge::new();
    let p = counting_pruner(&judge);
    let a = Pair {
        claim: "deploy blocked",
        evidence: "deploy blocked by INV-1",
    };
    let b = Pair {
        claim: "deploy blocked",
        evidence: "nothing",
    };
    let item = |e: &'static str| EntryEvidence {
        claim: "deploy blocked",
        spans: vec![e],
        context: sjc::verify::EntryContext::default(),
    };
    let items = [
        item("deploy blocked by INV-1"),
        item("nothing"),
        item("deploy blocked by INV-1"),
        item("deploy blocked by INV-1"),
        item("nothing"),
    ];
    let (out, errors) = p.score_entries(&items);
    assert!(errors.is_empty());
    assert_eq!(judge.sent(), 2);
    let p_of = |i: usize| out[i].as_ref().unwrap().p_support;
    assert_eq!(p_of(0), p_of(2));
    assert_eq!(p_of(1), p_of(4));
    assert_ne!(p_of(0), p_of(1));
    // `Pruner::logits` (the path of `sjc score` and `sjc bench`) sends every pair it is given.
    let (raw, _) = p.logits(&[a, b, a]);
    assert_eq!(judge.sent(), 5);
    assert_eq!(raw[0], raw[2]);

    // Across records: the duplicated record adds no pair to the judge's work.
    let judge = CountingJudge::new();
    let p = counting_pruner(&judge);
    let recs = example_records(2);
    let once = p.prune_many(&recs[..recs.len() - 1]);
    let sent_once = judge.sent();
    let judge2 = CountingJudge::new();
    let p2 = counting_pruner(&judge2);
    let twice = p2.prune_many(&recs);
    assert_eq!(
        judge2.sent(),
        sent_once,
        "the repeated record was judged again"
    );
    for (a, b) in once.iter().zip(&twice) {
        assert_same(a, b, 0.0, "dedup");
    }
    assert_same(&twice[1], twice.last().unwrap(), 0.0, "the copy");
    let sent: std::collections::HashSet<_> = judge2.seen.lock().unwrap().iter().cloned().collect();
    assert_eq!(sent.len(), judge2.sent(), "a pair reached the judge twice");
}

#[test]
fn prune_many_equals_prune_with_a_deterministic_judge() {
    let judge = CountingJudge::new();
    let p = counting_pruner(&judge);
    let recs = example_records(4);
    let many = p.prune_many(&recs);
    for (i, (r, b)) in recs.iter().zip(&many).enumerate() {
        assert_same(&p.prune(r), b, 0.0, &format!("record {i}"));
    }
    assert!(p.prune_many(&[]).is_empty());
}

#[test]
fn score_cache_carries_scores_between_runs_and_never_changes_them() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("scores.cache");
    let recs = example_records(2);

    let judge = CountingJudge::new();
    let cold = counting_pruner(&judge).with_cache(ScoreCache::new("counting-v1", 10_000));
    let first: Vec<Report> = recs.iter().map(|r| cold.prune(r)).collect();
    let sent_cold = judge.sent();
    assert!(sent_cold > 0);
    cold.cache().unwrap().save(&path).unwrap();

    // The next compaction of the session: same records, cache loaded from the file.
    let judge = CountingJudge::new();
    let (cache, warn) = ScoreCache::load(&path, "counting-v1", 10_000);
    assert!(warn.is_none());
    let warm = counting_pruner(&judge).with_cache(cache);
    let again = warm.prune_many(&recs);
    assert_eq!(judge.sent(), 0, "every pair came from the cache");
    for (a, b) in first.iter().zip(&again) {
        assert_same(a, b, 0.0, "cached");
    }
    assert!(warm.cache().unwrap().stats().hits > 0);

    // A summary with one new entry: only that entry's pairs reach the judge.
    let mut changed = recs[0].clone();
    changed
        .summary
        .push_str("\n- The release was signed off by Dana on Friday.\n");
    let before = judge.sent();
    warm.prune(&changed);
    let new_pairs: Vec<_> = judge.seen.lock().unwrap()[before..].to_vec();
    assert!(!new_pairs.is_empty());
    assert!(
        new_pairs.iter().all(|(c, _)| c.contains("Dana")),
        "{new_pairs:?}"
    );

    // A foreign cache (another judge's fingerprint) is ignored: same results as no cache.
    let judge = CountingJudge::new();
    let (cache, warn) = ScoreCache::load(&path, "another-judge", 10_000);
    assert!(warn.unwrap().contains("another judge"));
    let foreign = counting_pruner(&judge).with_cache(cache);
    let r = foreign.prune(&recs[0]);
    assert_same(&first[0], &r, 0.0, "foreign cache");
    assert!(judge.sent() > 0);
}

#[test]
fn stream_keeps_input_order_reports_bad_lines_and_bounds_chunks() {
    let judge = CountingJudge::new();
    let p = counting_pruner(&judge);
    let lines = example_lines(3);
    let recs = example_records(3);
    let mut input = String::new();
    let mut expect = Vec::new(); // per input line: Some(record index), None for a bad line
    for (i, line) in lines.iter().enumerate() {
        input.push_str(line);
        input.push('\n');
        expect.push(Some(i));
        if i % 3 == 1 {
            input.push_str("{\"summary\": 12}\n");
            expect.push(None);
        }
        if i == 2 {
            input.push('\n'); // a blank line is not a record
            expect.push(Some(usize::MAX));
        }
    }
    let mut got = Vec::new();
    let mut chunks_seen = Vec::new();
    let stats = stream::run(
        &p,
        JsonlRecords::new(input.as_bytes(), "in.jsonl"),
        &StreamOptions {
            max_records: 3,
            max_pairs: 1_000_000,
            max_bytes: usize::MAX,
        },
        |item| -> Result<(), ()> {
            got.push(item);
            Ok(())
        },
        |s| chunks_seen.push(s.items),
    )
    .unwrap();
    let expect: Vec<(usize, Option<usize>)> = expect
        .into_iter()
        .enumerate()
        .filter(|(_, e)| *e != Some(usize::MAX))
        .map(|(i, e)| (i + 1, e))
        .collect();
    assert_eq!(got.len(), expect.len());
    for (item, (line, want)) in got.iter().zip(&expect) {
        assert_eq!(item.line, *line);
        match (&item.outcome, want) {
            (Outcome::Pruned(r), Some(i)) => assert_same(&p.prune(&recs[*i]), r, 0.0, "stream"),
            (Outcome::Failed(e), None) => {
                assert!(
                    e.contains(&format!("line {line}")) && e.contains("summary"),
                    "{e}"
                )
            }
            (o, w) => panic!("line {line}: got {o:?}, expected {w:?}"),
        }
    }
    assert_eq!(
        stats.failed,
        expect.iter().filter(|e| e.1.is_none()).count()
    );
    assert_eq!(stats.records, recs.len());
    assert!(
        stats.chunks >= expect.len() / 3,
        "chunks of at most 3 records"
    );
    assert_eq!(chunks_seen.len(), stats.chunks);

    // A sink that fails stops the run and returns its error.
    let mut n = 0;
    let err = stream::run(
        &p,
        JsonlRecords::new(input.as_bytes(), "in.jsonl"),
        &StreamOptions {
            max_records: 2,
            ..StreamOptions::default()
        },
        |_| {
            n += 1;
            if n == 2 {
                Err("closed")
            } else {
                Ok(())
            }
        },
        |_| {},
    );
    assert_eq!(err.unwrap_err(), "closed");
}
