//! The reported compaction faults of `../shared/cases/` (records/, edge/, agent/), each with
//! its labels, through `sjc prune` with the default options, as a user runs them.
//!
//! Every case must hold the safety contract (exit 0, 3 or 4; the output is the summary with
//! whole entries removed, nothing rewritten). Every labelled entry must get its right value
//! (a true entry kept, an unsupported or contradicted one deleted), except the entries listed
//! in [`KNOWN_WRONG`], the measured failures the embedded judge still makes (the model card's
//! table counts them); an entry that starts to come out right is printed so the list can
//! shrink. Entries within 0.002 of the threshold are not asserted either way (floating-point
//! differences between CPUs must not flip a test). Skips, saying so, when `../shared/cases` is
//! absent.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

/// `(case file stem, start of the entry's text)`: entries the embedded judge decides wrong
/// today with the default options (`--max-false-delete 0.05`), measured at the commit that
/// wrote this list: 8 true entries deleted, 32 false entries kept (286 of 326 right; the record
/// layer was fitted on these cases, so these are in-sample: the model card gives the
/// cross-fitted figures). The judge's weakness (models/sjc-judge-minilm/README.md, "Known
/// limits"), not a rule of sjc.
#[rustfmt::skip]
const KNOWN_WRONG: &[(&str, &str)] = &[
    ("b01_fabricated_user_ask", "User asked to also add an XLSX version o"), // unsupported, kept
    ("b03_invented_consent", "The user approved merging the comparison"), // unsupported, kept; within 0.002 of the threshold when measured
    ("b03_invented_consent", "Cobalt caps liability at 12 months of fe"), // contradicted, kept
    ("b08_claims_tests_passed", "Migration 0042 applied successfully; dat"), // contradicted, kept
    ("b12_notification_as_consent", "Wait for the user's review of the diff b"), // supported, deleted
    ("a01_k8s_crashloop", "The two crashing 2.14.0 pods had 41 rest"), // contradicted, kept
    ("a03_docker_build_push", "docker push failed with \"unauthorized to"), // contradicted, kept
    ("a05_alembic_billing_prod", "During the window, run `alembic -x env=p"), // supported, deleted
    ("a05_alembic_billing_prod", "prod alembic current: 3f2a9c1d7e40"), // contradicted, kept
    ("a07_certmanager_dns01_renewal", "Keep the legacy zone Z0831425X3KQ7TV in "), // supported, deleted
    ("a09_cron_pg_backup_auth", "Last good nightly before the fix: orders"), // contradicted, kept
    ("b01_pytest_tax_rounding", "Get pytest green on `fix/tax-rounding` ("), // contradicted, kept
    ("b03_cargo_axum_upgrade", "`crates/tidepool-api/src/routes/upload.r"), // contradicted, kept
    ("b03_cargo_axum_upgrade", "After that fix `cargo test -p tidepool-a"), // contradicted, kept
    ("b03_cargo_axum_upgrade", "Run `cargo +1.74 test -p tidepool-api` t"), // unsupported, kept
    ("b05_pr_review_webhook_retries", "`asyncio.CancelledError` is now caught a"), // contradicted, kept
    ("b07_perf_profile_export", "After the change the cProfile run takes "), // supported, deleted
    ("c01_sql_churn", "Q3 2025 base: subscriptions started befo"), // supported, deleted
    ("c03_billing_refund", "Retried with `remove_addons=true`; the d"), // contradicted, kept
    ("c03_billing_refund", "Add a note to the customer record about "), // contradicted, kept
    ("c05_email_campaign", "Campaign `cmp_55e1Q` audience: 4,812 con"), // contradicted, kept
    ("c07_qbr_scheduling", "Carla Ruiz is Brightwater's VP of Operat"), // unsupported, kept
    ("c07_qbr_scheduling", "First slot search within working hours f"), // supported, deleted; within 0.002 of the threshold when measured
    ("c07_qbr_scheduling", "Martin Oyelaran accepted the invite"), // contradicted, kept
    ("c07_qbr_scheduling", "[DONE] Pick between Tue 18 Nov and Thu 2"), // supported, deleted
    ("c09_price_notice_draft", "Notice is 175 words, within the 180-word"), // contradicted, kept
    ("c09_price_notice_draft", "**Effective date**: 1 February 2026"), // contradicted, kept
    ("c09_price_notice_draft", "**Annual contracts**: the notice tells a"), // contradicted, kept
    ("c09_price_notice_draft", "Core increases by 17.2%, Plus by 11.9%"), // supported, deleted
    ("d01_billing_migration", "`invoices` rows on staging: 4,812,330"), // contradicted, kept
    ("d03_payments_worker_oom", "payments-worker-6c9d7b5f4-q8xzv was in C"), // contradicted, kept
    ("d03_payments_worker_oom", "payments-worker-6c9d7b5f4-q8xzt has rest"), // contradicted, kept
    ("d05_edge_terraform_drift", "Imported `tg-edge-ws` as `aws_lb_target_"), // contradicted, kept
    ("d05_edge_terraform_drift", "tg-edge-ws (port 8443, health check /ws/"), // unsupported, kept
    ("d05_edge_terraform_drift", "tg-edge-web health check path: /healthz"), // contradicted, kept
    ("d07_chronokit_upgrade", "The schedule test failed in packages/ui "), // contradicted, kept
    ("d07_chronokit_upgrade", "Before the fixes the billing-app run had"), // contradicted, kept
    ("d09_dau_backfill", "Backfilled 2025-05-12..2025-05-18 via Ai"), // contradicted, kept
    ("d09_dau_backfill", "Use pool `backfill_pool` with 4 slots"), // contradicted, kept
    ("d09_dau_backfill", "Update Looker look 4417 to exclude inter"), // unsupported, kept
];

fn cases_dir() -> Option<PathBuf> {
    let d = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/cases");
    d.is_dir().then_some(d)
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// The output is the input with some lines removed, in order.
fn is_line_subsequence(out: &str, input: &str) -> bool {
    let mut lines = input.split_inclusive('\n');
    out.split_inclusive('\n').all(|o| lines.any(|i| i == o))
}

struct Outcome {
    right: usize,
    total: usize,
    true_total: usize,
    true_deleted: usize,
    failures: Vec<String>,
    fixed: Vec<String>,
}

fn run_case(case: &Path, labels: &Path, out: &mut Outcome) {
    let name = case.file_stem().unwrap().to_string_lossy().into_owned();
    let o = Command::new(env!("CARGO_BIN_EXE_sjc"))
        .args([
            "prune",
            "--input",
            case.to_str().unwrap(),
            "--format",
            "json",
        ])
        .env_remove("SJC_MODEL")
        .output()
        .unwrap();
    let code = o.status.code().unwrap_or(-1);
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(matches!(code, 0 | 3 | 4), "{name}: exit {code}: {err}");
    assert!(!err.contains("panicked"), "{name}: {err}");
    let report: Value =
        serde_json::from_slice(&o.stdout).unwrap_or_else(|e| panic!("{name}: report: {e}"));
    let input: Value =
        serde_json::from_slice(&std::fs::read(case).unwrap()[..]).unwrap_or(Value::Null);
    if let Some(summary) = input["summary"].as_str() {
        let pruned = report["pruned_summary"].as_str().unwrap();
        assert!(
            is_line_subsequence(pruned, summary),
            "{name}: output is not the summary with lines removed"
        );
    }
    let threshold = report["options"]["threshold"].as_f64().unwrap();
    let entries = report["entries"].as_array().unwrap();
    let want: Value = serde_json::from_slice(&std::fs::read(labels).unwrap()).unwrap();
    let mut used = vec![false; entries.len()];
    for l in want["entries"].as_array().unwrap() {
        let text = collapse(l["text"].as_str().unwrap());
        let Some(i) = (0..entries.len())
            .find(|&i| !used[i] && collapse(entries[i]["text"].as_str().unwrap()) == text)
            .or_else(|| {
                (0..entries.len()).find(|&i| {
                    !used[i] && collapse(entries[i]["text"].as_str().unwrap()).contains(&text)
                })
            })
        else {
            panic!("{name}: labelled entry not parsed: {text}");
        };
        used[i] = true;
        let supported = l["label"] == "supported";
        let kept = entries[i]["kept"].as_bool().unwrap();
        out.total += 1;
        out.true_total += supported as usize;
        out.true_deleted += (supported && !kept) as usize;
        out.right += (kept == supported) as usize;
        let near = entries[i]["p_support"]
            .as_f64()
            .is_some_and(|p| (p - threshold).abs() < 0.002);
        let known = KNOWN_WRONG
            .iter()
            .any(|(c, t)| *c == name && text.starts_with(t));
        let line = format!(
            "{name}: {:?} ({}, p {:?}): {}",
            text,
            l["label"],
            entries[i]["p_support"],
            if kept { "kept" } else { "deleted" }
        );
        match (kept == supported, known, near) {
            (false, false, false) => out.failures.push(line),
            (true, true, _) => out.fixed.push(line),
            _ => {}
        }
    }
}

#[test]
fn shared_cases_keep_the_contract_and_their_right_values() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let mut out = Outcome {
        right: 0,
        total: 0,
        true_total: 0,
        true_deleted: 0,
        failures: vec![],
        fixed: vec![],
    };
    for sub in ["records", "edge", "agent"] {
        let mut labels: Vec<PathBuf> = std::fs::read_dir(dir.join(sub))
            .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        labels.retain(|p| p.to_string_lossy().ends_with(".labels.json"));
        labels.sort();
        for l in labels {
            let case = PathBuf::from(l.to_string_lossy().replace(".labels.json", ".json"));
            run_case(&case, &l, &mut out);
        }
    }
    eprintln!(
        "shared cases: {} of {} entries right, {} of {} true entries deleted",
        out.right, out.total, out.true_deleted, out.true_total
    );
    for f in &out.fixed {
        eprintln!("now right (remove it from KNOWN_WRONG): {f}");
    }
    assert!(
        out.failures.is_empty(),
        "entries decided wrong:\n{}",
        out.failures.join("\n")
    );
}

/// The UTF-8 byte-order mark case (edge/e8_bom.json) is read as a record, not rejected.
#[test]
fn bom_record_is_accepted() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let o = Command::new(env!("CARGO_BIN_EXE_sjc"))
        .args([
            "prune",
            "--input",
            dir.join("edge/e8_bom.json").to_str().unwrap(),
        ])
        .env_remove("SJC_MODEL")
        .output()
        .unwrap();
    assert!(
        matches!(o.status.code(), Some(0 | 3 | 4)),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
}

/// edge/e4c: one encoding rule for every input. A Latin-1 file is rejected (exit 2) wherever
/// it is given, naming the flag, the file and the offset of its first bad byte; nothing is
/// read lossily.
#[test]
fn latin1_rule_in_the_shell_form() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_sjc"))
            .args(args)
            .env_remove("SJC_MODEL")
            .output()
            .unwrap()
    };
    let tool = dir.join("edge/e4c_tool.txt");
    let latin = dir.join("edge/e4c_summary_latin1.md");
    let bytes = std::fs::read(&latin).unwrap();
    let offset = std::str::from_utf8(&bytes).unwrap_err().valid_up_to();
    let tmp = tempfile::tempdir().unwrap();
    let s = tmp.path().join("s.md");
    std::fs::write(&s, "## Notes\n- The tool wrote its report\n").unwrap();
    let (latin, tool, s) = (
        latin.to_str().unwrap(),
        tool.to_str().unwrap(),
        s.to_str().unwrap(),
    );
    for (flag, args) in [
        ("--summary", vec!["--summary", latin, "--tool-output", tool]),
        (
            "--tool-output",
            vec!["--summary", s, "--tool-output", latin],
        ),
        ("--previous", vec!["--summary", s, "--previous", latin]),
        ("--user", vec!["--summary", s, "--user", latin]),
    ] {
        let o = run(&[&["prune"][..], &args].concat());
        let err = String::from_utf8_lossy(&o.stderr);
        assert_eq!(o.status.code(), Some(2), "{flag}: {err}");
        assert!(o.stdout.is_empty(), "{flag}");
        let want = format!(
            "{flag} ({latin}): input is not valid UTF-8 (first bad byte at offset {offset})"
        );
        assert!(err.contains(&want), "{flag}: {err}");
    }
}
