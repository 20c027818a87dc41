//! Latency of one compaction inside a loaded `Pruner` (the agent-harness case of issue 11):
//! a 20-entry summary with top-3 evidence (the quickstart record, 17 entries, with three more
//! entries taken from its own tool outputs), pruned by the embedded judge, `sjc prune`'s
//! options. Prints p50 / p95 / min / max in milliseconds over `SJC_BENCH_RUNS` runs (default
//! 15, after 2 warm-up runs), the pairs per prune and their padding share, then the same with
//! a warm score cache (`--cache`: the next compaction of the session repeats the previous
//! summary's entries and adds one).
//!
//!     cargo bench --bench prune_latency
//!
//! Timings only, no assertions (see benches/README.md for measured figures).

use std::time::Instant;

use sjc::cache::ScoreCache;
use sjc::judge::ModelSource;
use sjc::pipeline::{load_judge, PipelineOptions, Pruner};
use sjc::record::Record;
use sjc::verify::ThresholdRule;

/// The quickstart record with three more entries: 20 entries in all.
fn record_20() -> Record {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut r = Record::from_json_bytes(
        std::fs::read(root.join("examples/quickstart.json")).expect("examples/quickstart.json"),
        "quickstart",
    )
    .expect("quickstart parses");
    r.summary.push_str(
        "\n## Notes\n- The replica query ran against `crm_ro` only\n\
         - 4 leads had invoices under $50\n- The export has one row per unpaid lead\n",
    );
    r
}

fn pruner() -> Option<Pruner> {
    sjc::judge::tune_malloc();
    if sjc::judge::embedded_model().is_none() {
        eprintln!("SKIPPED: no embedded judge in this build");
        return None;
    }
    let loaded = load_judge(&ModelSource::Embedded, &Default::default()).expect("embedded judge");
    let rule = ThresholdRule::choose(None, None, loaded.risk.as_ref()).expect("rule");
    Some(Pruner::from_loaded(
        loaded,
        PipelineOptions::default().with_threshold(rule),
    ))
}

fn percentiles(mut ms: Vec<f64>) -> String {
    ms.sort_by(f64::total_cmp);
    let q = |p: f64| ms[((ms.len() - 1) as f64 * p).round() as usize];
    format!(
        "p50 {:.0} ms, p95 {:.0} ms, min {:.0}, max {:.0} (n = {})",
        q(0.5),
        q(0.95),
        ms[0],
        ms[ms.len() - 1],
        ms.len()
    )
}

fn main() {
    let runs: usize = std::env::var("SJC_BENCH_RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(15)
        .max(1);
    let Some(p) = pruner() else { return };
    let rec = record_20();
    let first = p.prune(&rec);
    assert_eq!(
        first.entries.len(),
        20,
        "the workload is a 20-entry summary"
    );
    p.prune(&rec);
    let t0 = p.judge().token_counts().unwrap_or_default();
    let mut cold = Vec::with_capacity(runs);
    for _ in 0..runs {
        let t = Instant::now();
        std::hint::black_box(p.prune(&rec));
        cold.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let t1 = p.judge().token_counts().unwrap_or_default();
    let pairs = p.pairs_of(&p.prepare(&rec));
    let padding = sjc::batch::TokenCounts {
        real: t1.real - t0.real,
        padded: t1.padded - t0.padded,
    };
    println!(
        "prune, 20 entries, top-3, {pairs} pairs, padding share {:.1}%: {}",
        100.0 * padding.padding_share(),
        percentiles(cold)
    );

    // The next compaction of the same session: the previous summary's entries repeat, one is new.
    let fp = p.fingerprint().unwrap_or("embedded").to_string();
    let p = p.with_cache(ScoreCache::new(fp, 10_000));
    p.prune(&rec);
    let mut warm = Vec::with_capacity(runs);
    for i in 0..runs {
        let mut next = rec.clone();
        next.summary
            .push_str(&format!("- Reminder batch {i} was queued for review\n"));
        let t = Instant::now();
        std::hint::black_box(p.prune(&next));
        warm.push(t.elapsed().as_secs_f64() * 1e3);
    }
    println!(
        "prune with a warm --cache, 21 entries of which 1 new: {}",
        percentiles(warm)
    );
}
