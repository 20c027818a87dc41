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
/// wrote this list: 8 true entries deleted, 30 false entries kept (288 of 326 right; the record
/// layer was fitted on these cases, so these are in-sample: the model card gives the
/// cross-fitted figures). The judge's weakness (models/sjc-judge-minilm/README.md, "Known
/// limits"), not a rule of sjc.
#[rustfmt::skip]
const KNOWN_WRONG: &[(&str, &str)] = &[
    ("b01_fabricated_user_ask", "User asked to also add an XLSX version o"), // unsupported, kept
    ("b03_invented_consent", "Cobalt caps liability at 12 months of fe"), // contradicted, kept
    ("b08_claims_tests_passed", "Migration 0042 applied successfully; dat"), // contradicted, kept
    ("b12_notification_as_consent", "Wait for the user's review of the diff b"), // supported, deleted
    ("a01_k8s_crashloop", "The two crashing 2.14.0 pods had 41 rest"), // contradicted, kept
    ("a03_docker_build_push", "docker push failed with \"unauthorized to"), // contradicted, kept
    ("a05_alembic_billing_prod", "During the window, run `alembic -x env=p"), // supported, deleted
    ("a05_alembic_billing_prod", "prod alembic current: 3f2a9c1d7e40"), // contradicted, kept
    ("a07_certmanager_dns01_renewal", "Issue through the letsencrypt-staging Cl"), // contradicted, kept
    ("a07_certmanager_dns01_renewal", "Keep the legacy zone Z0831425X3KQ7TV in "), // supported, deleted
    ("a09_cron_pg_backup_auth", "Last good nightly before the fix: orders"), // contradicted, kept
    ("b01_pytest_tax_rounding", "Get pytest green on `fix/tax-rounding` ("), // contradicted, kept
    ("b03_cargo_axum_upgrade", "`crates/tidepool-api/src/routes/upload.r"), // contradicted, kept
    ("b03_cargo_axum_upgrade", "After that fix `cargo test -p tidepool-a"), // contradicted, kept
    ("b05_pr_review_webhook_retries", "`asyncio.CancelledError` is now caught a"), // contradicted, kept
    ("b07_perf_profile_export", "After the change the cProfile run takes "), // supported, deleted
    ("c01_sql_churn", "Q3 2025 base: subscriptions started befo"), // supported, deleted
    ("c03_billing_refund", "Retried with `remove_addons=true`; the d"), // contradicted, kept
    ("c03_billing_refund", "Add a note to the customer record about "), // contradicted, kept
    ("c05_email_campaign", "Campaign `cmp_55e1Q` audience: 4,812 con"), // contradicted, kept
    ("c07_qbr_scheduling", "Carla Ruiz is Brightwater's VP of Operat"), // unsupported, kept
    ("c07_qbr_scheduling", "First slot search within working hours f"), // supported, deleted
    ("c07_qbr_scheduling", "Martin Oyelaran accepted the invite"), // contradicted, kept
    ("c07_qbr_scheduling", "[DONE] Pick between Tue 18 Nov and Thu 2"), // supported, deleted
    ("c09_price_notice_draft", "Notice is 175 words, within the 180-word"), // contradicted, kept
    ("c09_price_notice_draft", "**Effective date**: 1 February 2026"), // contradicted, kept
    ("c09_price_notice_draft", "**Annual contracts**: the notice tells a"), // contradicted, kept
    ("c09_price_notice_draft", "Core increases by 17.2%, Plus by 11.9%"), // supported, deleted
    ("d01_billing_migration", "`invoices` rows on staging: 4,812,330"), // contradicted, kept
    ("d03_payments_worker_oom", "payments-worker-6c9d7b5f4-q8xzv was in C"), // contradicted, kept
    ("d03_payments_worker_oom", "payments-worker-6c9d7b5f4-q8xzt has rest"), // contradicted, kept
    ("d05_edge_terraform_drift", "tg-edge-ws (port 8443, health check /ws/"), // unsupported, kept
    ("d05_edge_terraform_drift", "tg-edge-web health check path: /healthz"), // contradicted, kept
    ("d07_chronokit_upgrade", "The schedule test failed in packages/ui "), // contradicted, kept
    ("d07_chronokit_upgrade", "Before the fixes the billing-app run had"), // contradicted, kept
    ("d09_dau_backfill", "Backfilled 2025-05-12..2025-05-18 via Ai"), // contradicted, kept
    ("d09_dau_backfill", "Use pool `backfill_pool` with 4 slots"), // contradicted, kept
    ("d09_dau_backfill", "Update Looker look 4417 to exclude inter"), // unsupported, kept
];

/// The same for the fresh-user trial records of `examples/trials/` (shipped, so never skipped):
/// 17 true entries deleted, 81 false entries kept (370 of 468 right) at the commit that wrote
/// this list. Their faults prompted fixes (session 13), but the record layer was not fitted on
/// them.
#[rustfmt::skip]
const KNOWN_WRONG_TRIALS: &[(&str, &str)] = &[
    ("s13A_r1_ecom_damaged_refund", "Email the customer the return label and "), // contradicted, kept
    ("s13A_r1_ecom_damaged_refund", "Mireille first reported the damage by ph"), // contradicted, kept
    ("s13A_r1_ecom_damaged_refund", "Carrier claims must be filed within 30 d"), // contradicted, kept
    ("s13A_r1_ecom_damaged_refund", "Refund of $417.87 has been issued to the"), // contradicted, kept
    ("s13A_r2_sql_weekly_revenue", "LATAM W19 net revenue: $139,880.41 (-3.4"), // contradicted, kept
    ("s13A_r2_sql_weekly_revenue", "Post the report to #rev-weekly now that "), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "Remove the 11 lifecycle = customer conta"), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "At most 40 outreach emails per rep per d"), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "When merging, keep opt-out flags where p"), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "Marketing wants a re-engagement sequence"), // unsupported, kept
    ("s13A_r3_crm_dedupe_outreach", "LST-3307 \"Q3 Fintech Prospects\": 412 con"), // contradicted, kept
    ("s13B_go_settle_ci_green", "Golden files in `testdata/golden` may be"), // contradicted, kept
    ("s13B_go_settle_ci_green", "`internal/batch`: cutoff in `window.go` "), // supported, deleted
    ("s13B_go_settle_ci_green", "`internal/webhook`: nil-pointer panic in"), // contradicted, kept
    ("s13B_go_settle_ci_green", "Committed on `fix/ci-green` with message"), // unsupported, kept
    ("s13B_go_settle_ci_green", "After the first `window.go` edit `TestBa"), // contradicted, kept
    ("s13B_py_tessera_io_split", "MODIFIED: `tessera/_compat.py` (return a"), // contradicted, kept
    ("s13B_py_tessera_io_split", "MODIFIED: `tessera/tiling.py` (import bl"), // contradicted, kept
    ("s13B_py_tessera_io_split", "Fixed `test_write_tile_roundtrip_lzw` by"), // contradicted, kept
    ("s13B_py_tessera_io_split", "[DONE] mypy --strict clean on the whole "), // unsupported, kept
    ("s13B_ts_orbitdesk_react19", "Test runner: vitest 1.6.0 with the jsdom"), // contradicted, kept
    ("s13B_ts_orbitdesk_react19", "`types-react-codemod preset-19` rewrote "), // contradicted, kept
    ("s13B_ts_orbitdesk_react19", "Re-run the failed `web / e2e (playwright"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "Runbook: during an active incident the c"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "pgbouncer pool `quotes` utilisation peak"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "[TODO] Once the user has reviewed the 5%"), // supported, deleted
    ("s13C_r2_infra_live_kms_rotation", "Said Priya has approved the `-apse2-01` "), // contradicted, kept
    ("s13C_r2_infra_live_kms_rotation", "Open a draft PR with the rollout doc."), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "hot_standby_feedback may be turned on fo"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "REINDEX INDEX CONCURRENTLY public.line_i"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "Cancelled the long Metabase query on pg-"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "pg-orders-03 is the reporting replica wi"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Onsite invites sent to both candidates t"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Kenji moved from Wednesday to Thursday b"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Candidate ids: Mariana Okafor CAN-20871,"), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "INV-77120 (Corvane Packaging) stays on h"), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "INV-77152 duplicates INV-77135 and both "), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Casa da Bolsa Suites ruled out: €164 per"), // supported, deleted; within 0.002 of the threshold when measured
    ("s13D_r3_travel_offsite_porto", "Berlin group: Lufthansa OF-BER-3402 is t"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Hold Ryanair OF-BER-3390 for Anja Keller"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Book the Aliados meeting room for Thursd"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Travel dates: arrive Wed 14 May, leave F"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Ask finance whether the Berlin fare can "), // unsupported, kept
    ("s13E_r1_rivet_csv_ci", "Box the large variant of `ParseError` to"), // contradicted, kept
    ("s13E_r1_rivet_csv_ci", "Clippy fixed in code: `needless_borrow` "), // supported, deleted
    ("s13E_r1_rivet_csv_ci", "Doc tests pass (12 passed)."), // contradicted, kept
    ("s13E_r2_ledgerline_gradle", "The jackson-core force was added during "), // unsupported, kept
    ("s13E_r3_fernway_marts_backfill", "Backfill only 2024-06-11 and 2024-06-12;"), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "`STAFF_DISCOUNT_CENTS` is a new discount"), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "Backfilled `marts_daily` for 2024-06-10 "), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "`dbt_test` for 2024-06-12: PASS=210 WARN"), // supported, deleted
    ("s13E_r3_fernway_marts_backfill", "[TODO] After Dana has checked the number"), // supported, deleted
    ("s13F_ir_iam_key_rotation", "The attacker created the IAM user backup"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "No outside use of the key: it was last u"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "Write the INC-7731 timeline in the incid"), // supported, deleted
    ("s13F_ir_iam_key_rotation", "Ask the owner of northwind-labs/etl-snip"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "Rotate the access keys of the other serv"), // unsupported, kept
    ("s13F_ir_iam_key_rotation", "Tell the billing team that the nightly e"), // unsupported, kept
    ("s13F_k8s_catalog_indexer_helm", "Keep QA at 2 replicas; UAT may go up to "), // contradicted, kept
    ("s13F_k8s_catalog_indexer_helm", "Added aliasPrefix: qa-catalog to deploy/"), // contradicted, kept
    ("s13F_k8s_catalog_indexer_helm", "Run the same upgrade in catalog-prod onc"), // unsupported, kept
    ("s13F_k8s_catalog_indexer_helm", "catalog-indexer was at revision 41 (char"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "The user allowed silencing DiskWillFillI"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "On the draft only Parcel Tracking is deg"), // supported, deleted
    ("s13F_oncall_tracking_alerts_fr", "Root cause: pg-replica-03 is 847 s behin"), // supported, deleted
    ("s13F_oncall_tracking_alerts_fr", "GET /v2/parcels/{id}/events had the high"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "TrackingAPIHighErrorRate resolved after "), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "[TODO] Keep draft drf_8KQ2M7 unpublished"), // supported, deleted
    ("s13F_oncall_tracking_alerts_fr", "[TODO] Grow the /var/lib/postgresql volu"), // unsupported, kept
    ("s13G_r1_hendricks_water_claim", "Pay the mold line only up to the $5,000 "), // contradicted, kept
    ("s13G_r1_hendricks_water_claim", "Contents + ALE payment of $5,000.50 issu"), // contradicted, kept
    ("s13G_r1_hendricks_water_claim", "Email Marta Hendricks about the payment "), // contradicted, kept
    ("s13G_r2_trailhead_release", "Android: upload the release AAB to the P"), // contradicted, kept
    ("s13G_r2_trailhead_release", "`android/app/build/outputs/bundle/releas"), // supported, deleted
    ("s13G_r2_trailhead_release", "Build 4120 is live for Beta Rangers test"), // contradicted, kept
    ("s13G_r2_trailhead_release", "Crashlytics 4.12.0 (41200), last 24h: cr"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "The Analytics add-on was used in the las"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "Renewal opportunity OPP-22871 (006Bw0000"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "quote_calc: Option A (1-year, 135 seats,"), // supported, deleted
    ("s13H_h1_rerank_oom_fp16", "Prefer not to change warmup_steps unless"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "Run the full job on a few nodes of the a"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "rr-ft-0409 diverged from fp16 loss-scale"), // supported, deleted
    ("s13H_h1_rerank_oom_fp16", "Full run submitted as job 4471902 on a10"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "Fix the divergence by switching precisio"), // supported, deleted
    ("s13H_h1_rerank_oom_fp16", "Launch the 300-step smoke test on gpu-no"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "warmup_steps 500, seed 17."), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "Fixed the server_name typo and reloaded "), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "Lowered the TTL of edge.kelderwick.com t"), // unsupported, kept
    ("s13H_h2_shop_tls_dns_outage", "Close incident #inc-2291 once edge-b ser"), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "shop cert on edge-a: CN = shop.kelderwic"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Nothing is to be sent to the vendors."), // supported, deleted
    ("s13H_h3_vendor_clause_memo", "Lyrebird meets all three policy points: "), // supported, deleted
    ("s13H_h3_vendor_clause_memo", "Quillon's DPA §5.3 caps breach notice at"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Lyrebird allows termination for convenie"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Security review: Lyrebird (CLM-44817) pa"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Cut the subprocessor section to one line"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Ask Risk whether the $2M super-cap is ac"), // unsupported, kept
    ("s13H_h3_vendor_clause_memo", "Add the CLM-id footnote, then copy the m"), // supported, deleted
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

fn run_case(case: &Path, labels: &Path, known: &[(&str, &str)], out: &mut Outcome) {
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
        let known = known
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

/// Runs every labelled record (`NAME.labels.json` beside `NAME.json`) of `dirs` against
/// `known` and asserts that no entry outside it is decided wrong; `what` names the set in the
/// summary line and `list` the constant to edit.
fn check_folders(dirs: &[PathBuf], known: &[(&str, &str)], what: &str, list: &str) -> usize {
    let mut out = Outcome {
        right: 0,
        total: 0,
        true_total: 0,
        true_deleted: 0,
        failures: vec![],
        fixed: vec![],
    };
    let mut records = 0;
    for dir in dirs {
        let mut labels: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        labels.retain(|p| p.to_string_lossy().ends_with(".labels.json"));
        labels.sort();
        for l in labels {
            let case = PathBuf::from(l.to_string_lossy().replace(".labels.json", ".json"));
            run_case(&case, &l, known, &mut out);
            records += 1;
        }
    }
    eprintln!(
        "{what}: {} of {} entries right, {} of {} true entries deleted",
        out.right, out.total, out.true_deleted, out.true_total
    );
    for f in &out.fixed {
        eprintln!("now right (remove it from {list}): {f}");
    }
    assert!(
        out.failures.is_empty(),
        "entries decided wrong:\n{}",
        out.failures.join("\n")
    );
    records
}

#[test]
fn shared_cases_keep_the_contract_and_their_right_values() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let dirs: Vec<PathBuf> = ["records", "edge", "agent"].iter().map(|s| dir.join(s)).collect();
    check_folders(&dirs, KNOWN_WRONG, "shared cases", "KNOWN_WRONG");
}

/// The fresh-user trial records shipped in `examples/trials/`, held to the same contract and
/// right values as the shared cases ([`KNOWN_WRONG_TRIALS`]).
#[test]
fn trial_records_keep_the_contract_and_their_right_values() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/trials");
    let n = check_folders(&[dir], KNOWN_WRONG_TRIALS, "trial records", "KNOWN_WRONG_TRIALS");
    assert!(n >= 24, "examples/trials holds {n} labelled records");
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
