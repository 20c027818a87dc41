//! The pipeline's stages on the shipped examples (examples/agent/compaction_guard.jsonl, the
//! first 20 records): parse (split summaries into entries), retrieve (BM25 index of each
//! record's evidence + top-3 search per entry), tokenize (pair tokenizer), and forward (the
//! judge's logits on those pairs) with `--precision auto` and `f32` (candle).
//!
//!     cargo bench --bench pipeline
//!
//! Uses the shipped judge models/sjc-judge-minilm (committed).

use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use sjc::batch::{Judge, JudgeOptions, Pair};
use sjc::evidence::{collect, EvidenceOptions};
use sjc::judge::{ModelSource, PrecisionChoice};
use sjc::parse::Summary;
use sjc::pipeline::{load_judge, PipelineOptions, Pruner, SPAN_SEPARATOR};
use sjc::record::Record;
use sjc::retrieve::{ChunkConfig, EvidenceIndex};

fn records() -> Vec<Record> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("examples/agent/compaction_guard.jsonl"))
        .expect("examples/agent/compaction_guard.jsonl");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .take(20)
        .map(|l| Record::from_json_bytes(l.as_bytes().to_vec(), "bench").expect("record"))
        .collect()
}

fn judge(p: PrecisionChoice) -> sjc::LoadedJudge {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let o = JudgeOptions {
        precision: p,
        ..Default::default()
    };
    load_judge(&ModelSource::Dir(root.join("models/sjc-judge-minilm")), &o).expect("judge")
}

fn stages(c: &mut Criterion) {
    let recs = records();
    let mut g = c.benchmark_group("pipeline");
    g.sample_size(10);
    g.throughput(Throughput::Elements(recs.len() as u64));
    g.bench_function("parse", |b| {
        b.iter(|| {
            recs.iter()
                .map(|r| Summary::parse(&r.summary).entries().len())
                .sum::<usize>()
        })
    });
    let chunk = ChunkConfig::default();
    g.bench_function("retrieve", |b| {
        b.iter(|| {
            let mut hits = 0;
            for r in &recs {
                let sources = collect(r, &EvidenceOptions::default());
                let texts: Vec<&str> = sources.iter().map(|s| s.text.as_str()).collect();
                let index = EvidenceIndex::build(&texts, &chunk);
                for e in Summary::parse(&r.summary).entries() {
                    hits += index.search(&e.text, 3).len();
                }
            }
            hits
        })
    });
    // The (entry, evidence) pairs the judge scores on these records.
    let pruner = Pruner::from_loaded(judge(PrecisionChoice::F32), PipelineOptions::default());
    let texts: Vec<(String, String)> = recs
        .iter()
        .flat_map(|r| pruner.prune(r).entries)
        .map(|e| {
            let spans: Vec<&str> = e.evidence.iter().map(|s| s.text.as_str()).collect();
            (e.text.clone(), spans.join(SPAN_SEPARATOR))
        })
        .collect();
    let pairs: Vec<Pair> = texts
        .iter()
        .map(|(c, e)| Pair {
            claim: c,
            evidence: e,
        })
        .collect();
    g.throughput(Throughput::Elements(pairs.len() as u64));
    let auto = judge(PrecisionChoice::Auto);
    g.bench_function("tokenize", |b| {
        b.iter(|| {
            pairs
                .iter()
                .filter_map(|p| auto.judge.encode_pair(p).ok())
                .count()
        })
    });
    for (name, j) in [
        ("forward_auto", &auto),
        ("forward_f32_candle", &judge(PrecisionChoice::F32)),
    ] {
        g.bench_function(name, |b| b.iter(|| j.judge.logits(&pairs).unwrap().len()));
    }
    g.finish();
}

criterion_group!(benches, stages);
criterion_main!(benches);
