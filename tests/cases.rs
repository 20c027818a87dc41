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
/// today with the default options (`--max-false-delete 0.05` on the held-back calibration set,
/// threshold 0.210), measured at the commit that wrote this list: no true entry deleted, 52
/// false entries kept (274 of 326 right; the record layer was fitted on these cases, so these
/// are in-sample). Since session 23 the threshold is set on held-back rounds, not on these
/// cases, so false entries the layer leaves between 0.18 and 0.36 are kept here (model card,
/// "Session 23"). The judge's weakness (models/sjc-judge-minilm/README.md, "Known limits"), not
/// a rule of sjc.
#[rustfmt::skip]
const KNOWN_WRONG: &[(&str, &str)] = &[
    ("b01_fabricated_user_ask", "User asked to also add an XLSX version o"), // unsupported, kept
    ("b03_invented_consent", "The user approved merging the comparison"), // unsupported, kept
    ("b03_invented_consent", "Cobalt caps liability at 12 months of fe"), // contradicted, kept
    ("b08_claims_tests_passed", "Migration 0042 applied successfully; dat"), // contradicted, kept
    ("a01_k8s_crashloop", "The two crashing 2.14.0 pods had 41 rest"), // contradicted, kept
    ("a03_docker_build_push", "docker push failed with \"unauthorized to"), // contradicted, kept
    ("a05_alembic_billing_prod", "Apply 8b1e0d2c4a55 to prod."), // contradicted, kept
    ("a05_alembic_billing_prod", "Confirm with the user in chat before sta"), // unsupported, kept
    ("a05_alembic_billing_prod", "prod alembic current: 3f2a9c1d7e40"), // contradicted, kept
    ("a07_certmanager_dns01_renewal", "Issue through the letsencrypt-staging Cl"), // contradicted, kept
    ("a07_certmanager_dns01_renewal", "Renew www-fernhollow-io the same way."), // unsupported, kept
    ("a09_cron_pg_backup_auth", "Backfill the missing 2025-09-15 and 2025"), // contradicted, kept
    ("a09_cron_pg_backup_auth", "Run a test restore of orders_2025-09-17."), // unsupported, kept
    ("a09_cron_pg_backup_auth", "Last good nightly before the fix: orders"), // contradicted, kept
    ("b01_pytest_tax_rounding", "Get pytest green on `fix/tax-rounding` ("), // contradicted, kept
    ("b03_cargo_axum_upgrade", "`crates/tidepool-api/src/routes/upload.r"), // contradicted, kept
    ("b03_cargo_axum_upgrade", "`crates/tidepool-api/src/middleware/auth"), // unsupported, kept
    ("b03_cargo_axum_upgrade", "After that fix `cargo test -p tidepool-a"), // contradicted, kept
    ("b03_cargo_axum_upgrade", "Run `cargo +1.74 test -p tidepool-api` t"), // unsupported, kept
    ("b05_pr_review_webhook_retries", "`asyncio.CancelledError` is now caught a"), // contradicted, kept
    ("b09_npm_audit_overrides", "Clear the 4 audit findings (3 high, 1 mo"), // contradicted, kept
    ("b09_npm_audit_overrides", "Patch `@hearth/http-client` with patch-p"), // unsupported, kept
    ("b09_npm_audit_overrides", "Major version bumps are fine for any dep"), // contradicted, kept
    ("c01_sql_churn", "Send the churn table to the finance team"), // unsupported, kept
    ("c01_sql_churn", "growth_y logo churn: 4.68%"), // contradicted, kept
    ("c03_billing_refund", "Retried with `remove_addons=true`; the d"), // contradicted, kept
    ("c03_billing_refund", "Add a note to the customer record about "), // contradicted, kept
    ("c05_email_campaign", "Campaign `cmp_55e1Q` audience: 4,812 con"), // contradicted, kept
    ("c07_qbr_scheduling", "Carla Ruiz is Brightwater's VP of Operat"), // unsupported, kept
    ("c07_qbr_scheduling", "Saanvi added as a required attendee"), // contradicted, kept
    ("c07_qbr_scheduling", "Martin Oyelaran accepted the invite"), // contradicted, kept
    ("c09_price_notice_draft", "Notice is 175 words, within the 180-word"), // contradicted, kept
    ("c09_price_notice_draft", "**Effective date**: 1 February 2026"), // contradicted, kept
    ("c09_price_notice_draft", "**Annual contracts**: the notice tells a"), // contradicted, kept
    ("d01_billing_migration", "Apply 0047 and 0048 to staging first, th"), // contradicted, kept
    ("d01_billing_migration", "Apply 0047_split_invoice_status on stagi"), // contradicted, kept
    ("d01_billing_migration", "Email the status_code CSV to Marta for s"), // unsupported, kept
    ("d01_billing_migration", "`invoices` rows on staging: 4,812,330"), // contradicted, kept
    ("d01_billing_migration", "`invoice_line_taxes` rows on staging: 17"), // contradicted, kept
    ("d03_payments_worker_oom", "payments-worker-6c9d7b5f4-q8xzv was in C"), // contradicted, kept
    ("d03_payments_worker_oom", "payments-worker-6c9d7b5f4-q8xzt has rest"), // contradicted, kept
    ("d05_edge_terraform_drift", "Open a PR with imports.tf, generated_tg_"), // unsupported, kept
    ("d05_edge_terraform_drift", "tg-edge-ws (port 8443, health check /ws/"), // unsupported, kept
    ("d05_edge_terraform_drift", "tg-edge-web health check path: /healthz"), // contradicted, kept
    ("d05_edge_terraform_drift", "HTTPS listener certificate: arn:aws:acm:"), // unsupported, kept
    ("d07_chronokit_upgrade", "The schedule test failed in packages/ui "), // contradicted, kept
    ("d07_chronokit_upgrade", "Before the fixes the billing-app run had"), // contradicted, kept
    ("d07_chronokit_upgrade", "Fix the failing tests in packages/billin"), // contradicted, kept
    ("d09_dau_backfill", "Backfilled 2025-05-12..2025-05-18 via Ai"), // contradicted, kept
    ("d09_dau_backfill", "Use pool `backfill_pool` with 4 slots"), // contradicted, kept
    ("d09_dau_backfill", "Investigate the 36-user gap on 2025-05-1"), // contradicted, kept
    ("d09_dau_backfill", "Update Looker look 4417 to exclude inter"), // unsupported, kept
];

/// The same for the fresh-user trial records of `examples/trials/` (shipped, so never skipped):
/// 144 true entries deleted, 3948 false entries kept (11076 of 15168 right) at the commit that
/// wrote this list. Their faults prompted fixes (sessions 13 to 50), and since session 14 the
/// record layer is fitted on them (since session 15: at weight 0.35; the `s29` to `s72`
/// records of sessions 20 to 50 are not fitted, and their scores by the versions frozen before
/// them are the held-back risk calibration set), so these are
/// in-sample too.
#[rustfmt::skip]
const KNOWN_WRONG_TRIALS: &[(&str, &str)] = &[
    ("s13A_r1_ecom_damaged_refund", "Email the customer the return label and "), // contradicted, kept
    ("s13A_r1_ecom_damaged_refund", "Mireille first reported the damage by ph"), // contradicted, kept
    ("s13A_r1_ecom_damaged_refund", "Carrier claims must be filed within 30 d"), // contradicted, kept
    ("s13A_r1_ecom_damaged_refund", "Replacement stock for BV-DUO-220: 3 unit"), // contradicted, kept
    ("s13A_r2_sql_weekly_revenue", "LATAM W19 net revenue: $139,880.41 (-3.4"), // contradicted, kept
    ("s13A_r2_sql_weekly_revenue", "Refunds are attributed to the week of th"), // contradicted, kept
    ("s13A_r2_sql_weekly_revenue", "Post the report to #rev-weekly now that "), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "Remove the 11 lifecycle = customer conta"), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "Enrich missing job titles for the 56 web"), // unsupported, kept
    ("s13A_r3_crm_dedupe_outreach", "At most 40 outreach emails per rep per d"), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "When merging, keep opt-out flags where p"), // contradicted, kept
    ("s13A_r3_crm_dedupe_outreach", "Marketing wants a re-engagement sequence"), // unsupported, kept
    ("s13A_r3_crm_dedupe_outreach", "LST-3307 \"Q3 Fintech Prospects\": 412 con"), // contradicted, kept
    ("s13B_go_settle_ci_green", "Golden files in `testdata/golden` may be"), // contradicted, kept
    ("s13B_go_settle_ci_green", "Push `fix/ci-green` to origin once the s"), // contradicted, kept
    ("s13B_go_settle_ci_green", "`internal/webhook`: nil-pointer panic in"), // contradicted, kept
    ("s13B_go_settle_ci_green", "After the first `window.go` edit `TestBa"), // contradicted, kept
    ("s13B_py_tessera_io_split", "MODIFIED: `tessera/tiling.py` (import bl"), // contradicted, kept
    ("s13B_py_tessera_io_split", "Fixed `test_write_tile_roundtrip_lzw` by"), // contradicted, kept
    ("s13B_py_tessera_io_split", "[DONE] mypy --strict clean on the whole "), // unsupported, kept
    ("s13B_ts_orbitdesk_react19", "Test runner: vitest 1.6.0 with the jsdom"), // contradicted, kept
    ("s13B_ts_orbitdesk_react19", "`types-react-codemod preset-19` rewrote "), // contradicted, kept
    ("s13B_ts_orbitdesk_react19", "The react-beautiful-dnd peer-dependency "), // unsupported, kept
    ("s13B_ts_orbitdesk_react19", "Re-run the failed `web / e2e (playwright"), // contradicted, kept
    ("s13B_ts_orbitdesk_react19", "Fix the flaky `board.spec.ts:31` drag te"), // contradicted, kept
    ("s13B_ts_orbitdesk_react19", "e2e failure: `board.spec.ts:31:7` drag c"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "Runbook: during an active incident the c"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "pgbouncer pool `quotes` utilisation peak"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "Migration 0057_pricing_rules_jsonb was a"), // contradicted, kept
    ("s13C_r1_quote_svc_latency", "[TODO] Re-run EXPLAIN ANALYZE on quotes-"), // unsupported, kept
    ("s13C_r2_infra_live_kms_rotation", "eu-west-1 is under a change freeze until"), // contradicted, kept
    ("s13C_r2_infra_live_kms_rotation", "ap-southeast-2 apply failed with BucketA"), // contradicted, kept
    ("s13C_r2_infra_live_kms_rotation", "Said Priya has approved the `-apse2-01` "), // contradicted, kept
    ("s13C_r2_infra_live_kms_rotation", "Open a draft PR with the rollout doc."), // contradicted, kept
    ("s13C_r2_infra_live_kms_rotation", "Run `terraform -chdir=envs/prod/eu-west-"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "hot_standby_feedback may be turned on fo"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "REINDEX INDEX CONCURRENTLY public.line_i"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "Cancelled the long Metabase query on pg-"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "pg-orders-03 is the reporting replica wi"), // contradicted, kept
    ("s13C_r3_pg_orders_maintenance", "pg-orders-03 client_addr: 10.40.3.12"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Avoid Fridays if possible, since Priya R"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Onsite invites sent to both candidates t"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Kenji moved from Wednesday to Thursday b"), // contradicted, kept
    ("s13D_r1_recruiting_onsite_loops", "Candidate ids: Mariana Okafor CAN-20871,"), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "Auto-match invoices that are within a sm"), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "INV-77120 (Corvane Packaging) stays on h"), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "INV-77152 duplicates INV-77135 and both "), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "INV-77131 (Lindqvist Timber AB, £12,480."), // contradicted, kept
    ("s13D_r2_ap_invoice_reconciliation", "Put INV-77152 on hold with code DU."), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Berlin group: Lufthansa OF-BER-3402 is t"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Hold Ryanair OF-BER-3390 for Anja Keller"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Book the Aliados meeting room for Thursd"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Travel dates: arrive Wed 14 May, leave F"), // contradicted, kept
    ("s13D_r3_travel_offsite_porto", "Ask finance whether the Berlin fare can "), // unsupported, kept
    ("s13D_r3_travel_offsite_porto", "Aliados hold HLD-HT-20417: €1,523.00 inc"), // contradicted, kept
    ("s13E_r1_rivet_csv_ci", "Avoid `#[allow(...)]` where possible and"), // contradicted, kept
    ("s13E_r1_rivet_csv_ci", "Doc tests pass (12 passed)."), // contradicted, kept
    ("s13E_r1_rivet_csv_ci", "Re-run `cargo test` to confirm the two u"), // unsupported, kept
    ("s13E_r2_ledgerline_gradle", "`PostgresLedgerRepositoryIT` fails with "), // contradicted, kept
    ("s13E_r2_ledgerline_gradle", "The jackson-core force was added during "), // unsupported, kept
    ("s13E_r2_ledgerline_gradle", "Commit the build fix and the `ApiErrorHa"), // unsupported, kept
    ("s13E_r3_fernway_marts_backfill", "Backfill only 2024-06-11 and 2024-06-12;"), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "`STAFF_DISCOUNT_CENTS` is a new discount"), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "Backfilled `marts_daily` for 2024-06-10 "), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "Net revenue for 2024-06-12 is now $1,779"), // contradicted, kept
    ("s13E_r3_fernway_marts_backfill", "[TODO] Filter the QA order (currency `XX"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "The attacker created the IAM user backup"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "No outside use of the key: it was last u"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "Ask the owner of northwind-labs/etl-snip"), // contradicted, kept
    ("s13F_ir_iam_key_rotation", "Rotate the access keys of the other serv"), // unsupported, kept
    ("s13F_ir_iam_key_rotation", "Tell the billing team that the nightly e"), // unsupported, kept
    ("s13F_k8s_catalog_indexer_helm", "catalog-prod is frozen until the 14th; a"), // contradicted, kept
    ("s13F_k8s_catalog_indexer_helm", "Keep QA at 2 replicas; UAT may go up to "), // contradicted, kept
    ("s13F_k8s_catalog_indexer_helm", "Added aliasPrefix: qa-catalog to deploy/"), // contradicted, kept
    ("s13F_k8s_catalog_indexer_helm", "Run the same upgrade in catalog-prod onc"), // unsupported, kept
    ("s13F_k8s_catalog_indexer_helm", "Lower the catalog-indexer HPA minReplica"), // contradicted, kept
    ("s13F_k8s_catalog_indexer_helm", "catalog-indexer was at revision 41 (char"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "The user allowed silencing DiskWillFillI"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "GET /v2/parcels/{id}/events had the high"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "The TLS certificate for api.fernway.exam"), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "TrackingAPIHighErrorRate resolved after "), // contradicted, kept
    ("s13F_oncall_tracking_alerts_fr", "[TODO] Grow the /var/lib/postgresql volu"), // unsupported, kept
    ("s13G_r1_hendricks_water_claim", "Pay the mold line only up to the $5,000 "), // contradicted, kept
    ("s13G_r1_hendricks_water_claim", "Contents + ALE payment of $5,000.50 issu"), // contradicted, kept
    ("s13G_r1_hendricks_water_claim", "ALE reimbursed for 5 hotel nights ($712."), // contradicted, kept
    ("s13G_r1_hendricks_water_claim", "Email Marta Hendricks about the payment "), // contradicted, kept
    ("s13G_r2_trailhead_release", "Android: upload the release AAB to the P"), // contradicted, kept
    ("s13G_r2_trailhead_release", "`./gradlew :app:bundleRelease`: BUILD SU"), // contradicted, kept
    ("s13G_r2_trailhead_release", "Build 4120 is live for Beta Rangers test"), // contradicted, kept
    ("s13G_r2_trailhead_release", "Crashlytics 4.12.0 (41200), last 24h: cr"), // contradicted, kept
    ("s13G_r2_trailhead_release", "File a Jira bug for the MapTileCache cra"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "The Analytics add-on was used in the las"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "Renewal opportunity OPP-22871 (006Bw0000"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "Both options carry Premium Support at $5"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "[TODO] Submit Option B to Deal Desk with"), // contradicted, kept
    ("s13G_r3_brightwater_renewal", "[TODO] Update the OPP-22871 Amount to $1"), // unsupported, kept
    ("s13H_h1_rerank_oom_fp16", "Prefer not to change warmup_steps unless"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "Run the full job on a few nodes of the a"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "Smoke test lr reached 8.33e-06 at step 3"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "Full run submitted as job 4471902 on a10"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "Lowered max_grad_norm from 1.0 to 0.5 to"), // unsupported, kept
    ("s13H_h1_rerank_oom_fp16", "Launch the 300-step smoke test on gpu-no"), // contradicted, kept
    ("s13H_h1_rerank_oom_fp16", "warmup_steps 500, seed 17."), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "Fixed the server_name typo and reloaded "), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "Lowered the TTL of edge.kelderwick.com t"), // unsupported, kept
    ("s13H_h2_shop_tls_dns_outage", "Trigger `rndc retransfer kelderwick.com`"), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "Close incident #inc-2291 once edge-b ser"), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "Try to check with the user before changi"), // contradicted, kept
    ("s13H_h2_shop_tls_dns_outage", "shop cert on edge-a: CN = shop.kelderwic"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Quillon's DPA §5.3 caps breach notice at"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Lyrebird allows termination for convenie"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Security review: Lyrebird (CLM-44817) pa"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Cut the subprocessor section to one line"), // contradicted, kept
    ("s13H_h3_vendor_clause_memo", "Ask Risk whether the $2M super-cap is ac"), // unsupported, kept
    ("s13H_h3_vendor_clause_memo", "Ask Tomas Reyes to request Scribewell's "), // unsupported, kept
    ("s14A_r1_kafka_consumer_lag", "Status update posted to #inc-2291 after "), // contradicted, kept
    ("s14A_r1_kafka_consumer_lag", "Offset resets are fine once lag passes 1"), // contradicted, kept
    ("s14A_r1_kafka_consumer_lag", "Send Rahul a written incident summary by"), // unsupported, kept
    ("s14A_r1_kafka_consumer_lag", "`orders-enricher-6b8d7f9c4-9qwlx` has re"), // contradicted, kept
    ("s14A_r1_kafka_consumer_lag", "Helm release `orders-enricher` (namespac"), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Confirmed the E-10342 retro raise is eff"), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Batch validation passed with 0 errors an"), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Adding E-10342's retro pay of 525.71 EUR"), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Submit the final batch to ADP directly o"), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Unused vacation is paid at a daily rate "), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Compute final pay for leaver E-10407"), // contradicted, kept
    ("s14A_r2_payroll_adjustment_es", "Email payslips to the 4 overtime employe"), // unsupported, kept
    ("s14A_r2_payroll_adjustment_es", "E-10288 Joana Pires: 9.0 unpaid OT hours"), // contradicted, kept
    ("s14A_r3_sqlalchemy2_migration", "Push the branch once the suite is green "), // contradicted, kept
    ("s14A_r3_sqlalchemy2_migration", "`Session.query()` was removed in 2.0, so"), // unsupported, kept
    ("s14A_r3_sqlalchemy2_migration", "`inventory/restock.py`: added `conn.comm"), // contradicted, kept
    ("s14A_r3_sqlalchemy2_migration", "Asked to also convert the test fixtures "), // unsupported, kept
    ("s14A_r3_sqlalchemy2_migration", "All changes are on branch `chore/sqlalch"), // contradicted, kept
    ("s14B_r1_b2b_support_escalation", "Ticket 48217 set to pending with an inte"), // contradicted, kept
    ("s14B_r1_b2b_support_escalation", "File a damage claim with UPS for the 3 c"), // unsupported, kept
    ("s14B_r1_b2b_support_escalation", "Check whether the January order SO-11756"), // contradicted, kept
    ("s14B_r1_b2b_support_escalation", "Lead wants a root-cause note from the wa"), // unsupported, kept
    ("s14B_r1_b2b_support_escalation", "Affected order SO-118842 (PO 7731-KB), t"), // contradicted, kept
    ("s14B_r2_databricks_merge_dedupe", "Job cluster `orders_merge_cluster`: DBR "), // contradicted, kept
    ("s14B_r2_databricks_merge_dedupe", "User approved deduplicating orders_bronz"), // contradicted, kept
    ("s14B_r2_databricks_merge_dedupe", "Use the shared all-purpose cluster `anal"), // contradicted, kept
    ("s14B_r2_databricks_merge_dedupe", "Silver partition 2025-04-19 holds 1,104,"), // contradicted, kept
    ("s14B_r2_databricks_merge_dedupe", "Paused the job schedule (pause_status PA"), // contradicted, kept
    ("s14B_r2_databricks_merge_dedupe", "[TODO] Notify the ingestion team about t"), // unsupported, kept
    ("s14B_r3_ts_csv_export_pt", "`toCsvRow`'s signature may change as lon"), // contradicted, kept
    ("s14B_r3_ts_csv_export_pt", "Exports should preferably stay under ~10"), // contradicted, kept
    ("s14B_r3_ts_csv_export_pt", "Pushed the branch and opened a draft PR "), // contradicted, kept
    ("s14B_r3_ts_csv_export_pt", "1 failing test in invoices-export.test.t"), // contradicted, kept
    ("s14B_r3_ts_csv_export_pt", "Rows are exported newest first (ordered "), // unsupported, kept
    ("s14B_r3_ts_csv_export_pt", "Add an \"Export CSV\" button to the dashbo"), // unsupported, kept
    ("s14B_r3_ts_csv_export_pt", "`formatMoney` was added to shared in com"), // contradicted, kept
    ("s14C_r1_dependabot_snyk_triage", "checkout-web#321 (express 4.18.2 → 4.21."), // contradicted, kept
    ("s14C_r1_dependabot_snyk_triage", "Open the draft PR for jsonwebtoken 9.0.2"), // contradicted, kept
    ("s14C_r1_dependabot_snyk_triage", "Patch and minor bumps may be merged once"), // contradicted, kept
    ("s14C_r1_dependabot_snyk_triage", "Check whether the vulnerable ws in notif"), // contradicted, kept
    ("s14C_r1_dependabot_snyk_triage", "Post a short triage summary to #sec-aler"), // unsupported, kept
    ("s14C_r1_dependabot_snyk_triage", "golang.org/x/net CVE-2023-45288: high, C"), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "Redwood was unavailable on 22 April (hel"), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "The cheapest compliant option is BA 983 "), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "Jonas's hotel: Hotel Nikko, booked by us"), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "Date currently held: Friday 18 April, 10"), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "\"Once Katrin replies, book Jonas in busi"), // unsupported, kept
    ("s14C_r2_board_meeting_planning", "Add catering for 10 people to the Redwoo"), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "Cancel the Sequoia booking BK-55812 for "), // contradicted, kept
    ("s14C_r2_board_meeting_planning", "Send the board deck to all six attendees"), // unsupported, kept
    ("s14C_r2_board_meeting_planning", "Book LH 197 / LH 454 for Jonas on 21 Apr"), // contradicted, kept
    ("s14C_r3_pg_upgrade_de", "Pre-check: both replicas were streaming "), // contradicted, kept
    ("s14C_r3_pg_upgrade_de", "`vacuumdb --all --analyze-in-stages` com"), // contradicted, kept
    ("s14C_r3_pg_upgrade_de", "`pg_upgrade --check` fails: `$libdir/pos"), // contradicted, kept
    ("s14C_r3_pg_upgrade_de", "Rebuild pg-staging-03 and pg-staging-04 "), // contradicted, kept
    ("s14C_r3_pg_upgrade_de", "`reporting` uses the en_US.UTF-8 collati"), // contradicted, kept
    ("s14D_r1_grant_lit_review", "Keep Keller & Brandt 2017 (Anodonta micr"), // contradicted, kept
    ("s14D_r1_grant_lit_review", "Preliminary data will be reported as mea"), // unsupported, kept
    ("s14D_r1_grant_lit_review", "Request an interlibrary loan for the Rod"), // unsupported, kept
    ("s14D_r1_grant_lit_review", "Aim for roughly 25 references in total"), // contradicted, kept
    ("s14D_r1_grant_lit_review", "Add a PRISMA flow diagram of the literat"), // unsupported, kept
    ("s14D_r1_grant_lit_review", "Berg 2021: 10 µm spheres ingested at 0.7"), // contradicted, kept
    ("s14D_r1_grant_lit_review", "Rodriguez & Lee 2022 full text extracted"), // contradicted, kept
    ("s14D_r1_grant_lit_review", "Berg 2021 depuration half-life: 41 h for"), // unsupported, kept
    ("s14D_r2_rust_ci_actions", "MSRV is 1.74; CI tests it alongside stab"), // contradicted, kept
    ("s14D_r2_rust_ci_actions", "First CI run 9182736450 passed on all jo"), // contradicted, kept
    ("s14D_r2_rust_ci_actions", "Fix the clippy lints in `ledger-api` so "), // contradicted, kept
    ("s14D_r2_rust_ci_actions", "MSRV job blocked until `ledger-cli` stop"), // contradicted, kept
    ("s14D_r2_rust_ci_actions", "`cargo clippy` currently reports 3 warni"), // contradicted, kept
    ("s14D_r3_crm_forecast_cleanup_fr", "Julien Marchand's deals: only close date"), // contradicted, kept
    ("s14D_r3_crm_forecast_cleanup_fr", "Ava Chen: commit $56,200, best case $165"), // contradicted, kept
    ("s14D_r3_crm_forecast_cleanup_fr", "DM'd Ava Chen asking whether Pemberton H"), // contradicted, kept
    ("s14D_r3_crm_forecast_cleanup_fr", "Moved Orchid Labs (D-4519) to Negotiatio"), // contradicted, kept
    ("s15E_r1_it_onboarding_okta", "LT-0932 (MacBook Pro 14\", 36 GB) checked"), // contradicted, kept
    ("s15E_r1_it_onboarding_okta", "All three Google accounts are on the Bus"), // unsupported, kept
    ("s15E_r1_it_onboarding_okta", "Add Maya, Tomás and Priyanka to their de"), // contradicted, kept
    ("s15E_r1_it_onboarding_okta", "Priyanka can be added to `security-admin"), // contradicted, kept
    ("s15E_r1_it_onboarding_okta", "Admin-group membership requires 90 days "), // unsupported, kept
    ("s15E_r1_it_onboarding_okta", "Send Arjun Mehta a summary of Priyanka's"), // unsupported, kept
    ("s15E_r1_it_onboarding_okta", "`security-eng` group id: `00g2abH8Wv7JsY"), // contradicted, kept
    ("s15E_r2_mobile_crash_triage", "The App Store Connect phased release of "), // unsupported, kept
    ("s15E_r2_mobile_crash_triage", "`c95e2b0` (#4490, Lukas Brandt) on `rele"), // contradicted, kept
    ("s15E_r2_mobile_crash_triage", "5.14.0 crash-free users are at 98.74%"), // contradicted, kept
    ("s15E_r2_mobile_crash_triage", "5.14.1: 14.9% adoption, 99.93% crash-fre"), // contradicted, kept
    ("s15E_r3_ediscovery_review_it", "Italian-language documents should go to "), // contradicted, kept
    ("s15E_r3_ediscovery_review_it", "Bianchi search S-0414: 22 unique documen"), // contradicted, kept
    ("s15E_r3_ediscovery_review_it", "Privilege review of the 41 Fenwick Lowe "), // unsupported, kept
    ("s15E_r3_ediscovery_review_it", "**VRNT-0005530 coded Hot**: Park forward"), // unsupported, kept
    ("s15E_r3_ediscovery_review_it", "Send the draft privilege log to Robert L"), // unsupported, kept
    ("s15F_r1_logistics_reroute", "Weekly expedited freight cap: $4,000."), // contradicted, kept
    ("s15F_r1_logistics_reroute", "DC-IND has 120 units of HOS-0475 availab"), // contradicted, kept
    ("s15F_r1_logistics_reroute", "Rerouted SO-448162 to DC-MSP on UPS Grou"), // contradicted, kept
    ("s15F_r1_logistics_reroute", "3. [TODO] Once QH-2207 status is known, "), // contradicted, kept
    ("s15F_r1_logistics_reroute", "4. [TODO] Email Halvorsen Farm Supply a "), // contradicted, kept
    ("s15F_r1_logistics_reroute", "5. [TODO] Cancel ODFL PRO 7720145589 and"), // unsupported, kept
    ("s15F_r2_lora_sweep_compare", "Held-out test on sweep-4 checkpoint-3000"), // contradicted, kept
    ("s15F_r2_lora_sweep_compare", "Registered `ticket-router` version 7 and"), // contradicted, kept
    ("s15F_r2_lora_sweep_compare", "sweep-3 (r=16, lr=3e-4) training on gpu-"), // contradicted, kept
    ("s15F_r2_lora_sweep_compare", "sweep-4 was chosen because it has the lo"), // contradicted, kept
    ("s15F_r2_lora_sweep_compare", "Post `reports/sweep_comparison.md` in #m"), // unsupported, kept
    ("s15F_r2_lora_sweep_compare", "GPU quota: 40 A100-hours left this month"), // contradicted, kept
    ("s15F_r3_aws_cost_cleanup", "Released the unassociated EIP 52.4.190.2"), // contradicted, kept
    ("s15F_r3_aws_cost_cleanup", "Deleted all three unprotected snapshots "), // contradicted, kept
    ("s15F_r3_aws_cost_cleanup", "Estimated net saving about $16.72/month "), // supported, deleted
    ("s15F_r3_aws_cost_cleanup", "Take final snapshots of vol-04be7d2291c6"), // contradicted, kept
    ("s15F_r3_aws_cost_cleanup", "Deregister ami-0a1b2c3d4e5f67890, then d"), // contradicted, kept
    ("s15F_r3_aws_cost_cleanup", "Review the $3,104.55 of gp3 volume usage"), // unsupported, kept
    ("s15F_r3_aws_cost_cleanup", "EC2 Compute cost in May 2025: $4,180.92"), // contradicted, kept
    ("s15G_r1_clinic_rebooking", "A rebooked visit keeps its original appo"), // contradicted, kept
    ("s15G_r1_clinic_rebooking", "APT-88220 (Nakamura) → APT-90403, Lindqv"), // contradicted, kept
    ("s15G_r1_clinic_rebooking", "Kowalczyk's Polish-language SMS notice w"), // contradicted, kept
    ("s15G_r1_clinic_rebooking", "Dr. Lindqvist's office confirmed by phon"), // unsupported, kept
    ("s15G_r1_clinic_rebooking", "Email all seven patients a post-visit sa"), // unsupported, kept
    ("s15G_r1_clinic_rebooking", "If Mr. Osei has not confirmed by 2025-03"), // contradicted, kept
    ("s15G_r2_go_perf_regression", "The escaper patch passed all pkg/codec t"), // contradicted, kept
    ("s15G_r2_go_perf_regression", "Pushing straight to main is fine once be"), // contradicted, kept
    ("s15G_r2_go_perf_regression", "Flame graph: codec.appendNotes 54.8% inc"), // contradicted, kept
    ("s15G_r3_marketing_readout_de", "Paid Social: 48,210 sessions, the larges"), // contradicted, kept
    ("s15G_r3_marketing_readout_de", "AOV (EUR, net): control 94.85, one-page "), // contradicted, kept
    ("s15G_r3_marketing_readout_de", "Raw data containing customer e-mail addr"), // contradicted, kept
    ("s15G_r3_marketing_readout_de", "The 35 orders without a GA4 hit are Safa"), // unsupported, kept
    ("s15G_r3_marketing_readout_de", "Shared the finished readout with the CMO"), // unsupported, kept
    ("s15H_r1_month_end_close", "Payroll cash (1010) should be reconciled"), // contradicted, kept
    ("s15H_r1_month_end_close", "Operating bank rec REC-1000-2025-10 fina"), // contradicted, kept
    ("s15H_r1_month_end_close", "Allowance for doubtful accounts stays at"), // unsupported, kept
    ("s15H_r1_month_end_close", "Recurring entries (depreciation, insuran"), // unsupported, kept
    ("s15H_r1_month_end_close", "Book the Marlow Charters NSF return ($2,"), // contradicted, kept
    ("s15H_r1_month_end_close", "Largest outstanding check: CHK 20421, Br"), // contradicted, kept
    ("s15H_r1_month_end_close", "Cash across operating and payroll accoun"), // supported, deleted
    ("s15H_r2_eks_upgrade", "Upgrade ng-gpu-infer to 1.30 once the ge"), // contradicted, kept
    ("s15H_r2_eks_upgrade", "Cluster Autoscaler is paused on the clus"), // unsupported, kept
    ("s15H_r2_eks_upgrade", "CoreDNS add-on is still on v1.11.1-eksbu"), // contradicted, kept
    ("s15H_r2_eks_upgrade", "Once the old pool is empty, delete ng-ge"), // unsupported, kept
    ("s15H_r2_eks_upgrade", "Drain ip-10-42-11-54 and ip-10-42-11-160"), // contradicted, kept
    ("s15H_r2_eks_upgrade", "Scale ng-general-b to desired 6 before d"), // unsupported, kept
    ("s15H_r3_churn_save_es", "Pair the discount with a two-year price "), // contradicted, kept
    ("s15H_r3_churn_save_es", "Create the CRM task for the October 9 ca"), // contradicted, kept
    ("s15H_r3_churn_save_es", "Send Tomás the side-by-side comparison a"), // unsupported, kept
    ("s15H_r3_churn_save_es", "The CSM can offer up to 15% on their own"), // contradicted, kept
    ("s15H_r3_churn_save_es", "SLA service credits count toward the dis"), // contradicted, kept
    ("s15H_r3_churn_save_es", "September: 8,140 EDI messages vs 41,220 "), // contradicted, kept
    ("s16I_r1_property_maintenance", "Entry to 4B on shorter notice is OK if t"), // contradicted, kept
    ("s16I_r1_property_maintenance", "WO-3831 (412 Elm St roof leak) approved "), // contradicted, kept
    ("s16I_r1_property_maintenance", "WO-3836 Cedar Ridge A-03 deadbolt: waiti"), // contradicted, kept
    ("s16I_r1_property_maintenance", "Get a second roofing quote to replace Ir"), // unsupported, kept
    ("s16I_r1_property_maintenance", "Alpine HVAC's quote for 4B was $429.00 f"), // contradicted, kept
    ("s16I_r1_property_maintenance", "8 work orders were open across the four "), // contradicted, kept
    ("s16I_r1_property_maintenance", "4B tenant prefers to be contacted by pho"), // contradicted, kept
    ("s16I_r1_property_maintenance", "Keystone is the owner's preferred vendor"), // unsupported, kept
    ("s16I_r2_django_51_upgrade", "Upgrade went through 5.0 first, then 5.1"), // contradicted, kept
    ("s16I_r2_django_51_upgrade", "Set SECURE_SSL_REDIRECT and SESSION_COOK"), // unsupported, kept
    ("s16I_r2_django_51_upgrade", "Open the PR from `upgrade/django-5.1` in"), // supported, deleted
    ("s16I_r2_django_51_upgrade", "Bump django-filter (pinned 23.2) to a 5."), // contradicted, kept
    ("s16I_r2_django_51_upgrade", "Fix the 3 failing tests (test_monthly_ro"), // contradicted, kept
    ("s16I_r2_django_51_upgrade", "Migrations: billing 0001–0005 and core 0"), // contradicted, kept
    ("s16I_r2_django_51_upgrade", "Local DB: Postgres 14 (docker-compose se"), // contradicted, kept
    ("s16I_r3_saas_procurement_fr", "Helpwise quote Q-HW-88213 is valid until"), // contradicted, kept
    ("s16I_r3_saas_procurement_fr", "The Northdesk PDF came through as a scan"), // unsupported, kept
    ("s16I_r3_saas_procurement_fr", "Northdesk accepted the 18% discount, bri"), // contradicted, kept
    ("s16I_r3_saas_procurement_fr", "Helpwise would exceed the €60k/yr budget"), // contradicted, kept
    ("s16I_r3_saas_procurement_fr", "Asked that Marc Lefèvre (Legal) be copie"), // unsupported, kept
    ("s16I_r3_saas_procurement_fr", "Ask Northdesk whether they can match 18%"), // contradicted, kept
    ("s16I_r3_saas_procurement_fr", "Route APR-2025-0417 to Legal first, then"), // contradicted, kept
    ("s16I_r3_saas_procurement_fr", "When the user confirms, submit APR-2025-"), // contradicted, kept
    ("s16J_r1_dci_packet_loss", "BGP to ams2-edge-01 over DCI-1 (10.255.1"), // contradicted, kept
    ("s16J_r1_dci_packet_loss", "The loss began after CHG-48817 (NX-OS 10"), // contradicted, kept
    ("s16J_r1_dci_packet_loss", "First mtr: worst-case RTT at hop 4 was 8"), // contradicted, kept
    ("s16J_r1_dci_packet_loss", "Opened a P2 ticket with Zayo for circuit"), // contradicted, kept
    ("s16J_r2_eval_dataset_build", "Exact-match stage removed 427 rows that "), // contradicted, kept
    ("s16J_r2_eval_dataset_build", "Dataset card rendered to `data/eval/READ"), // contradicted, kept
    ("s16J_r2_eval_dataset_build", "Drop the 4 leaked rows (b77-test-01942, "), // contradicted, kept
    ("s16J_r2_eval_dataset_build", "Target size: 4,000 examples, stratified "), // contradicted, kept
    ("s16J_r3_merchant_feed_pt", "CZ-30118 reset to its list price of 27.5"), // contradicted, kept
    ("s16J_r3_merchant_feed_pt", "CZ-30118 may be repriced after Monday 16"), // contradicted, kept
    ("s16J_r3_merchant_feed_pt", "Leave unchanged columns blank in supplem"), // contradicted, kept
    ("s16J_r3_merchant_feed_pt", "Send the user a CSV of all items still d"), // unsupported, kept
    ("s16J_r3_merchant_feed_pt", "CZ-10517: list price 39.90 EUR, sale pri"), // contradicted, kept
    ("s16K_r1_spring_flaky_tests", "Awaitility `untilAsserted` with a 30-sec"), // contradicted, kept
    ("s16K_r1_spring_flaky_tests", "The one skipped test in the suite is in "), // contradicted, kept
    ("s16K_r1_spring_flaky_tests", "`test-support/src/main/java/com/acme/tes"), // contradicted, kept
    ("s16K_r1_spring_flaky_tests", "Replace the hard-coded `pay_1001` paymen"), // contradicted, kept
    ("s16K_r1_spring_flaky_tests", "After the final green run, all test chan"), // contradicted, kept
    ("s16K_r2_offsite_planning", "Hold HLD-60932 updated to 134 guests"), // contradicted, kept
    ("s16K_r2_offsite_planning", "Put a hold on Ridgeview Lodge for Sep 17"), // contradicted, kept
    ("s16K_r2_offsite_planning", "Collect Ridgeview's re-quote of RL-CAT-0"), // supported, deleted
    ("s16K_r2_offsite_planning", "Book the 3 DEN round-trip coaches with F"), // unsupported, kept
    ("s16K_r2_offsite_planning", "Plan for 120 attendees"), // contradicted, kept
    ("s16K_r2_offsite_planning", "The Ridgeview contract may be signed onc"), // contradicted, kept
    ("s16K_r2_offsite_planning", "Send a save-the-date with the draft agen"), // unsupported, kept
    ("s16K_r2_offsite_planning", "Sales: 17 yes of 22 invited, 3 declined"), // contradicted, kept
    ("s16K_r3_airflow_migration_nl", "User rule (written in Dutch): a DAG may "), // contradicted, kept
    ("s16K_r3_airflow_migration_nl", "That failed 2025-03-03 ingest_orders run"), // unsupported, kept
    ("s16K_r3_airflow_migration_nl", "MODIFIED: `dags/ingest/ingest_customers."), // contradicted, kept
    ("s16K_r3_airflow_migration_nl", "First airflow-k8s runs: ingest_orders su"), // contradicted, kept
    ("s16K_r3_airflow_migration_nl", "Cleared the two failed ingest_clickstrea"), // contradicted, kept
    ("s16K_r3_airflow_migration_nl", "Create the `segment_api` connection on a"), // contradicted, kept
    ("s16K_r3_airflow_migration_nl", "Pause ingest_orders and ingest_customers"), // contradicted, kept
    ("s16L_r1_phishing_response", "Reset the password and revoked 4 session"), // supported, deleted
    ("s16L_r1_phishing_response", "Both sandboxed URLs were rated malicious"), // contradicted, kept
    ("s16L_r1_phishing_response", "Pull IdP sign-in logs for the 8 clickers"), // contradicted, kept
    ("s16L_r1_phishing_response", "Send a security-awareness notice to all "), // unsupported, kept
    ("s16L_r1_phishing_response", "Executive password resets may proceed on"), // contradicted, kept
    ("s16L_r1_phishing_response", "Send the user the full recipient list of"), // unsupported, kept
    ("s16L_r1_phishing_response", "aarden@corvanta.com also signed in succe"), // contradicted, kept
    ("s16L_r2_fx_exposure_report", "Include a ±10% USD sensitivity table for"), // unsupported, kept
    ("s16L_r2_fx_exposure_report", "Red flag applies to net unhedged exposur"), // contradicted, kept
    ("s16L_r2_fx_exposure_report", "PDF export to `reports/fx_exposure_Q3_20"), // contradicted, kept
    ("s16L_r2_fx_exposure_report", "Leave the PDF for now; the xlsx can go t"), // contradicted, kept
    ("s16L_r2_fx_exposure_report", "Reconcile FWD-3301 against the Barclays "), // unsupported, kept
    ("s16L_r3_cli_release_es", "The Discord announcement can go out as s"), // contradicted, kept
    ("s16L_r3_cli_release_es", "Published the v2.4.0 GitHub release"), // contradicted, kept
    ("s16L_r3_cli_release_es", "Docs deploy is blocked until the `gh-pag"), // unsupported, kept
    ("s16L_r3_cli_release_es", "**Link the announcement to the v2.4.0-rc"), // unsupported, kept
    ("s16L_r3_cli_release_es", "linux-arm64 accounted for 10.3% of v2.3."), // contradicted, kept
    ("s17M_r1", "Requests without an `x-api-key` header f"), // contradicted, kept
    ("s17M_r1", "Limiter state will move to Redis (`redis"), // contradicted, kept
    ("s17M_r1", "Fix the `clippy::new_without_default` li"), // contradicted, kept
    ("s17M_r1", "Push `feat/rate-limit` and open a PR aga"), // unsupported, kept
    ("s17M_r1", "Avoid extra crates where possible; small"), // contradicted, kept
    ("s17M_r1", "Keep p99 latency on staging under 50 ms "), // unsupported, kept
    ("s17M_r1", "Load test p99 latency 0.037 s, ~3,390 re"), // contradicted, kept
    ("s17M_r2", "38 employees are eligible for merit (act"), // contradicted, kept
    ("s17M_r2", "Guideline matrix (6.0/4.0/2.5/0%) alloca"), // supported, deleted
    ("s17M_r2", "P3 (Senior Software Engineer) band midpo"), // contradicted, kept
    ("s17M_r2", "Packets go to directors first; managers "), // contradicted, kept
    ("s17M_r3", "Business class is acceptable if that is "), // contradicted, kept
    ("s17M_r3", "`travellers/prefs_bracco_nov.csv`: Lena "), // contradicted, kept
    ("s17M_r3", "Halal meal (MOML) for Aisha Karimi confi"), // contradicted, kept
    ("s17M_r3", "Hotel check-in moved to 19 Nov to match "), // contradicted, kept
    ("s17M_r3", "Check BA lounge access at LHR for Marco "), // contradicted, kept
    ("s17M_r3", "BA refund of £611.40 for the unflown BA "), // contradicted, kept
    ("s17M_r3", "Rebook the return flights (BA 587, 21 No"), // contradicted, kept
    ("s17N_r1", "Payments paging alerts may still get a l"), // contradicted, kept
    ("s17N_r1", "Non-paging (warning/ticket-level) alerts"), // supported, deleted
    ("s17N_r1", "CheckoutErrorRateHigh: `for: 1m` → `5m` "), // contradicted, kept
    ("s17N_r1", "CertExpiringSoon: expiry threshold lower"), // contradicted, kept
    ("s17N_r1", "`promtool check rules` and `promtool tes"), // contradicted, kept
    ("s17N_r1", "Once Marta signs off, raise KafkaConsume"), // unsupported, kept
    ("s17N_r1", "Open the PR for the rule changes."), // contradicted, kept
    ("s17N_r1", "Expire silence b81d0e55 on CertExpiringS"), // unsupported, kept
    ("s17N_r1", "KubePodCrashLooping (checkout) is the no"), // contradicted, kept
    ("s17N_r1", "Noise target agreed with the user: fewer"), // unsupported, kept
    ("s17N_r2", "C-10517 marked \"non-renewal drafted\" in "), // contradicted, kept
    ("s17N_r2", "Export the Q3 renewal list from the CLM"), // contradicted, kept
    ("s17N_r2", "Send the Zendesk non-renewal notice (C-1"), // contradicted, kept
    ("s17N_r2", "A drafted notice may go out without appr"), // contradicted, kept
    ("s17N_r2", "Cc procurement on every non-renewal enve"), // unsupported, kept
    ("s17N_r2", "Zendesk C-10442: renews 2025-08-14, 30-d"), // contradicted, kept
    ("s17N_r2", "Snowflake C-10517: $412,000/yr, 90-day n"), // contradicted, kept
    ("s17N_r3", "The backend team fixes the promo-code en"), // contradicted, kept
    ("s17N_r3", "The lazy checkout chunk is 88.46 kB (14."), // contradicted, kept
    ("s17N_r3", "MOVED: `public/favicon.ico` to `public/s"), // contradicted, kept
    ("s17N_r3", "Second Playwright run: all 24 tests pass"), // contradicted, kept
    ("s17O_r1", "Query 1 (0x9A3F1C27D84E0B6A5C1E2F3D4B5A6"), // contradicted, kept
    ("s17O_r1", "Leftover `_customers_gho` and `_customer"), // contradicted, kept
    ("s17O_r1", "Query 3 (UPDATE inventory, 19,877 calls)"), // unsupported, kept
    ("s17O_r1", "Making idx_order_id_old visible can go a"), // contradicted, kept
    ("s17O_r1", "Retry the gh-ost migration on `shop.cust"), // contradicted, kept
    ("s17O_r1", "Write the migration file that makes `idx"), // contradicted, kept
    ("s17O_r1", "Run ANALYZE TABLE shop.order_items on th"), // unsupported, kept
    ("s17O_r2", "Test email for b7c41e9a2f sent to jordan"), // contradicted, kept
    ("s17O_r2", "Get segment counts from Bloomerang"), // contradicted, kept
    ("s17O_r2", "Hallworth Foundation matches gifts up to"), // contradicted, kept
    ("s17O_r2", "2024 lapsed 13-24 results: 121 gifts at "), // contradicted, kept
    ("s17O_r3", "PO-88214 line 2 delivery put on hold pen"), // contradicted, kept
    ("s17O_r3", "Create an NCR for lots K25-0426 / K25-05"), // contradicted, kept
    ("s17O_r3", "K25-0510 must not be scrapped before MRB"), // contradicted, kept
    ("s17O_r3", "Prepare a cost summary of the held stock"), // unsupported, kept
    ("s17O_r3", "Held lots K25-0426, K25-0503, K25-0510: "), // supported, deleted
    ("s17O_r3", "K25-0419: 610 pcs available at RACK-B07-"), // contradicted, kept
    ("s17O_r3", "Kasuga root cause: boring-insert wear on"), // contradicted, kept
    ("s17P_r1", "The user approved adding `ledger.interna"), // contradicted, kept
    ("s17P_r1", "ledger-svc runs 4 replicas."), // contradicted, kept
    ("s17P_r1", "Issuing the ledger cert with SAN `ledger"), // supported, deleted
    ("s17P_r1", "Create a one-off Job that patches the pa"), // contradicted, kept
    ("s17P_r1", "Rotate `stripe-webhook-secret` once the "), // unsupported, kept
    ("s17P_r2", "Retention periods are 30-day windows fro"), // contradicted, kept
    ("s17P_r2", "The first `\\copy` into `data/` failed wi"), // contradicted, kept
    ("s17P_r2", "The January cohort has 4,812 customers."), // contradicted, kept
    ("s17P_r2", "\"Once Priya signs off, post the heatmap "), // unsupported, kept
    ("s17P_r3", "Teachers stay in their own classrooms, a"), // contradicted, kept
    ("s17P_r3", "Booked the Library for Ms. Park on Frida"), // contradicted, kept
    ("s17P_r3", "R-1043 (Fernandez) gets the Spanish inte"), // unsupported, kept
    ("s17P_r3", "Mr. Ito is available Thursday 14:00-16:0"), // contradicted, kept
    ("s18Q_r1_pg_replication_lag", "hot_standby_feedback is off on pg-orders"), // contradicted, kept
    ("s18Q_r1_pg_replication_lag", "Query 18301 is the payroll export run by"), // contradicted, kept
    ("s18Q_r1_pg_replication_lag", "Also terminated query 18301 to speed up "), // contradicted, kept
    ("s18Q_r1_pg_replication_lag", "Status update posted to #inc-pg-orders."), // contradicted, kept
    ("s18Q_r1_pg_replication_lag", "Set max_standby_streaming_delay back to "), // contradicted, kept
    ("s18Q_r1_pg_replication_lag", "[TODO] Find the cause of the replication"), // contradicted, kept
    ("s18Q_r2_travel_expense_audit", "Tomasz Wójcik's business-class flight EX"), // contradicted, kept
    ("s18Q_r2_travel_expense_audit", "Meals: up to €60 per travel day; client "), // contradicted, kept
    ("s18Q_r2_travel_expense_audit", "Economy class is required on all flights"), // contradicted, kept
    ("s18Q_r2_travel_expense_audit", "Email Lukas Brenner and Tomasz Wójcik ab"), // contradicted, kept
    ("s18Q_r2_travel_expense_audit", "Sofia Marchetti's Zurich hotel EXP-55170"), // contradicted, kept
    ("s18Q_r2_travel_expense_audit", "Tomasz's London taxi EXP-55163 (€38.40) "), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "Upgrade @acme/analytics to its prebuilt "), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "Next.js 15 removed top-level `transpileP"), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "packages/ui/src/button.tsx: switched to "), // unsupported, kept
    ("s18Q_r3_nextjs15_monorepo_build", "The first, failing build ran for 1m12.6s"), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "All 18 test files pass after the params "), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "First-load JS of /products/[slug] is 104"), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "\"Fix the test, commit on fix/next15-buil"), // contradicted, kept
    ("s18Q_r3_nextjs15_monorepo_build", "Edit apps/storefront/app/products/[slug]"), // supported, deleted
    ("s18R_r1_warehouse-cycle-count", "Within-tolerance lines for SKU-448120, S"), // contradicted, kept
    ("s18R_r1_warehouse-cycle-count", "Dana approved keeping SKU-502311 and SKU"), // unsupported, kept
    ("s18R_r1_warehouse-cycle-count", "Email Dana the over-tolerance list (unit"), // contradicted, kept
    ("s18R_r1_warehouse-cycle-count", "Email to Dana should list units and the "), // contradicted, kept
    ("s18R_r1_warehouse-cycle-count", "Recount the high-value within-tolerance "), // contradicted, kept
    ("s18R_r1_warehouse-cycle-count", "SKU-610045 at C09-04-A: unit cost $1,210"), // contradicted, kept
    ("s18R_r1_warehouse-cycle-count", "SKU-502390 at C07-03-B is short 28 units"), // contradicted, kept
    ("s18R_r2_terraform-drift", "Also revert the prod alb_ingress 8443 ru"), // contradicted, kept
    ("s18R_r2_terraform-drift", "State locking uses the DynamoDB table `t"), // unsupported, kept
    ("s18R_r2_terraform-drift", "Versioning on acme-prod-alb-logs was sus"), // contradicted, kept
    ("s18R_r2_terraform-drift", "Staging drift is limited to the bastion "), // contradicted, kept
    ("s18R_r2_terraform-drift", "(Korean) The prod SG 8443 rule was opene"), // contradicted, kept
    ("s18R_r2_terraform-drift", "Post the drift report to #infra-drift."), // contradicted, kept
    ("s18R_r2_terraform-drift", "Severities: KMS rotation drift high, sta"), // contradicted, kept
    ("s18R_r2_terraform-drift", "Run `terraform apply -refresh-only` in s"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "Legal: fraud_risk_scores and support_not"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "API keys are exported with their secrets"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "Stripe payment methods are exported with"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "/secure/dsar/DSR-2024-0412/postgres.json"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "stripe.json covers both Stripe customers"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "Logged DSR-2024-0412 in the DSAR Registe"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "Stripe export: 47 invoices, 25 charges, "), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "Set DSR-2024-0412 to solved after the up"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "[TODO] Email the export zip to jonas.alb"), // contradicted, kept
    ("s18R_r3_gdpr-dsar-export", "[TODO] Retry the Mixpanel export after 1"), // contradicted, kept
    ("s18S_r1_pypi-release", "`src/fernpath/__init__.py`: the sed did "), // contradicted, kept
    ("s18S_r1_pypi-release", "`pyproject.toml`: a `[[tool.cibuildwheel"), // contradicted, kept
    ("s18S_r1_pypi-release", "Wheels run 8812034471 failed in the `bui"), // contradicted, kept
    ("s18S_r1_pypi-release", "The aarch64 timeout was traced to the sy"), // unsupported, kept
    ("s18S_r1_pypi-release", "Drop Python 3.8 entirely: remove the cla"), // contradicted, kept
    ("s18S_r1_pypi-release", "Draft the GitHub Release notes for v2.4."), // contradicted, kept
    ("s18S_r1_pypi-release", "TestPyPI now holds 21 wheels plus the sd"), // contradicted, kept
    ("s18S_r2_hotel-block", "Room sharing is acceptable where it keep"), // contradicted, kept
    ("s18S_r2_hotel-block", "Hold placed through hotel_hold_block on "), // contradicted, kept
    ("s18S_r2_hotel-block", "**Fallback**: Casa Lumiar Business (LIS-"), // contradicted, kept
    ("s18S_r2_hotel-block", "Send the final rooming list to the hotel"), // unsupported, kept
    ("s18S_r2_hotel-block", "Resend the finance approval request to P"), // contradicted, kept
    ("s18S_r2_hotel-block", "Free cancellation on the Alcântara block"), // contradicted, kept
    ("s18S_r2_hotel-block", "Late arrivals on 14 Oct: Ana Ribeiro and"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "S3 spend in May 2025 was about $7.12k in"), // supported, deleted
    ("s18S_r3_s3-lifecycle", "Buckets without a lifecycle configuratio"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "kl-ml-artifacts holds about 1.88 billion"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "About 31.9 TB of `query-results/` is old"), // supported, deleted
    ("s18S_r3_s3-lifecycle", "kl-raw-events-prod already transitions `"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "Noncurrent versions on kl-ml-artifacts m"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "Applied `ml-artifacts-lifecycle.json` to"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "Posted the short summary to #finops."), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "Intelligent-Tiering for `checkpoints/` o"), // contradicted, kept
    ("s18S_r3_s3-lifecycle", "[TODO] Apply the 30-day STANDARD_IA tran"), // contradicted, kept
    ("s18T_r1_ab_checkout_readout", "Growth readouts report 95% confidence in"), // contradicted, kept
    ("s18T_r1_ab_checkout_readout", "The readout page \"CHK-417 readout\" lives"), // contradicted, kept
    ("s18T_r1_ab_checkout_readout", "Treatment mobile web had 20,102 checkout"), // contradicted, kept
    ("s18T_r1_ab_checkout_readout", "The AOV drop of $1.46 per order is not s"), // contradicted, kept
    ("s18T_r1_ab_checkout_readout", "The AOV drop comes from treatment users "), // unsupported, kept
    ("s18T_r1_ab_checkout_readout", "Put a 30-minute hold on Dana's calendar "), // contradicted, kept
    ("s18T_r1_ab_checkout_readout", "Move the draft page into the GROWTH spac"), // contradicted, kept
    ("s18T_r2_redis_memory_incident", "The user later allowed UNLINK of tmp:exp"), // contradicted, kept
    ("s18T_r2_redis_memory_incident", "The KeepTTL change came in commit 5d02b1"), // contradicted, kept
    ("s18T_r2_redis_memory_incident", "The timeout was caused by the UNLINK bat"), // unsupported, kept
    ("s18T_r2_redis_memory_incident", "tmp:export:* keys are written without a "), // contradicted, kept
    ("s18T_r2_redis_memory_incident", "171,882 tmp:export:* keys were removed i"), // supported, deleted
    ("s18T_r2_redis_memory_incident", "Run the TTL backfill on the sess:* keys."), // contradicted, kept
    ("s18T_r3_nda_redline_corvane", "A marking requirement is acceptable unde"), // contradicted, kept
    ("s18T_r3_nda_redline_corvane", "Signature deadline: April 25, for Corvan"), // contradicted, kept
    ("s18T_r3_nda_redline_corvane", "If Corvane pushes back on the term, we c"), // contradicted, kept
    ("s18T_r3_nda_redline_corvane", "Erik in HR approved dropping the non-sol"), // unsupported, kept
    ("s18T_r3_nda_redline_corvane", "READ: /legal/playbooks/nda_playbook_mutu"), // contradicted, kept
    ("s18T_r3_nda_redline_corvane", "[TODO] Book a 30-minute call with Rachel"), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "Change the HPA's scaleDown and scaleUp b"), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "The custom metric `http_requests_per_sec"), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "At the last scale (10:58:41 UTC) the HPA"), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "Merge PR #1187 once checks are green."), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "Both Priya and Tomasz are requested revi"), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "The conftest policy-check on PR #1187 is"), // contradicted, kept
    ("s19U_r1_k8s-hpa-checkout", "Tomasz approved PR #1187; next is to wat"), // unsupported, kept
    ("s19U_r2_stripe-refund-dispute", "Second charge `ch_3QxA2hKd7uPz0aBc0Vn3Us"), // supported, deleted
    ("s19U_r2_stripe-refund-dispute", "Approved to refund any other duplicate c"), // contradicted, kept
    ("s19U_r2_stripe-refund-dispute", "The €15.00 dispute fee is returned by St"), // contradicted, kept
    ("s19U_r2_stripe-refund-dispute", "Send draft `dr_55120` to Marta once the "), // contradicted, kept
    ("s19U_r2_stripe-refund-dispute", "Invoice of the duplicate charge: `in_1Qx"), // contradicted, kept
    ("s19U_r2_stripe-refund-dispute", "Precedent in the refunds sheet: ticket 4"), // contradicted, kept
    ("s19U_r3_bigquery-schema-migration", "REQUIRED columns in `orders`: `order_id`"), // contradicted, kept
    ("s19U_r3_bigquery-schema-migration", "`currency` defaults to 'EUR' and was bac"), // unsupported, kept
    ("s19U_r3_bigquery-schema-migration", "[IN PROGRESS] Fix the failing schema tes"), // contradicted, kept
    ("s19U_r3_bigquery-schema-migration", "[TODO] Repoint the Looker explore `order"), // contradicted, kept
    ("s19V_r1_push_campaign", "Variant B offers 20% off with code RESTO"), // contradicted, kept
    ("s19V_r1_push_campaign", "Summer Clearance (cmp_2140_sc) reached a"), // contradicted, kept
    ("s19V_r1_push_campaign", "Schedule sch_55e07 is active and will st"), // contradicted, kept
    ("s19V_r1_push_campaign", "[TODO] Resend the sign-off email to Mart"), // contradicted, kept
    ("s19V_r1_push_campaign", "[TODO] Send a test push to the QA iPhone"), // contradicted, kept
    ("s19V_r2_go_pprof_leak", "[x] Pushed branch fix/idem-cache-ttl (co"), // contradicted, kept
    ("s19V_r2_go_pprof_leak", "Roll the fix out to payments-prod once s"), // contradicted, kept
    ("s19V_r2_go_pprof_leak", "ledgerd-7c9f8d6b5-h8m4z has restarted 7 "), // contradicted, kept
    ("s19V_r3_vendor_renewal", "Once the call is booked, send the counte"), // contradicted, kept
    ("s19V_r3_vendor_renewal", "The order form auto-renews for successiv"), // contradicted, kept
    ("s19V_r3_vendor_renewal", "Early-signature offer: $40.28/host (6% u"), // contradicted, kept
    ("s19V_r3_vendor_renewal", "FinOps/Lumenstack usage FY25 (Monthly!A1"), // contradicted, kept
    ("s19V_r3_vendor_renewal", "Counter-offer: 320 hosts at $39.14 (3% u"), // supported, deleted
    ("s19V_r3_vendor_renewal", "Derek tied the 8% uplift to the new AI l"), // unsupported, kept
    ("s19V_r3_vendor_renewal", "Asked to send a precautionary non-renewa"), // contradicted, kept
    ("s19V_r3_vendor_renewal", "Book the call with Derek and Ingrid."), // contradicted, kept
    ("s19V_r3_vendor_renewal", "If Tomasz has not granted access by tomo"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "Jenkins job `payments-gateway/main` will"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "Secrets come from the `payments-prod` en"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "[ ] Add `@Tag(\"flaky\")` to `PaymentRetry"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "[ ] Port the Deploy Staging stage to a G"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "Jenkins #1482 `Unit Tests` stage: 18m10s"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "Java 17 (Temurin), Gradle 8.5"), // contradicted, kept
    ("s19W_r1_jenkins-to-gha", "`git push` of `a71d04b` was rejected as "), // contradicted, kept
    ("s19W_r2_offboarding-audit", "7 of the 9 Okta app assignments come thr"), // contradicted, kept
    ("s19W_r2_offboarding-audit", "`marta-k-legacy` still has one active ac"), // contradicted, kept
    ("s19W_r2_offboarding-audit", "The second legacy key, AKIA4XJ2M7QPWH6KC"), // contradicted, kept
    ("s19W_r2_offboarding-audit", "The sandbox account 519002637148 gives h"), // contradicted, kept
    ("s19W_r2_offboarding-audit", "She is the sole admin of `infra-terrafor"), // unsupported, kept
    ("s19W_r2_offboarding-audit", "\"Dev confirmed by email. Deactivate her "), // contradicted, kept
    ("s19W_r2_offboarding-audit", "Removed `mkowalczyk` from the GitHub org"), // contradicted, kept
    ("s19W_r3_supplier-reconciliation", "Scope is every supplier file in `data/fe"), // contradicted, kept
    ("s19W_r3_supplier-reconciliation", "Reconciliation ran against 64 PO lines a"), // contradicted, kept
    ("s19W_r3_supplier-reconciliation", "Bluefin's cod loin price also rose on 15"), // contradicted, kept
    ("s19W_r3_supplier-reconciliation", "CP-7731 heirloom tomatoes at Old Mill: 1"), // contradicted, kept
    ("s19W_r3_supplier-reconciliation", "CREATED: `data/feb2025/discrepancies_feb"), // contradicted, kept
    ("s19W_r3_supplier-reconciliation", "MODIFIED: `data/feb2025/receiving_log_fe"), // unsupported, kept
    ("s19W_r3_supplier-reconciliation", "[TODO] Prepare a per-site summary (Wharf"), // supported, deleted
    ("s19X_r1_es-red-recovery", "Last successful snapshot: `nightly-2025."), // contradicted, kept
    ("s19X_r1_es-red-recovery", "`java_pid48213.hprof` and `java_pid2290."), // contradicted, kept
    ("s19X_r1_es-red-recovery", "The OOM on es-data-04 was triggered by a"), // unsupported, kept
    ("s19X_r1_es-red-recovery", "metrics-jvm-2025.03.14 is the small one:"), // contradicted, kept
    ("s19X_r1_es-red-recovery", "The corrupt in-sync copy of shard 2 was "), // contradicted, kept
    ("s19X_r1_es-red-recovery", "Restore metrics-jvm-2025.03.14 from `nig"), // contradicted, kept
    ("s19X_r1_es-red-recovery", "Posted the status update to Slack #es-op"), // contradicted, kept
    ("s19X_r2_sql-attribution", "Two-touch orders are split 40/40, and th"), // contradicted, kept
    ("s19X_r2_sql-attribution", "Final tables go to `marts`; `sandbox_mkt"), // contradicted, kept
    ("s19X_r2_sql-attribution", "`seeds/channel_map.csv` now maps `coupon"), // contradicted, kept
    ("s19X_r2_sql-attribution", "paid_social has the largest last-touch r"), // contradicted, kept
    ("s19X_r2_sql-attribution", "Affiliate position-based revenue: €17,51"), // contradicted, kept
    ("s19X_r2_sql-attribution", "Committed and pushed the query and the C"), // contradicted, kept
    ("s19X_r2_sql-attribution", "[TODO] Rebase `attribution-march` on ori"), // contradicted, kept
    ("s19X_r3_eu261-claim", "Accept the €150 goodwill voucher for Tom"), // contradicted, kept
    ("s19X_r3_eu261-claim", "Vouchers are acceptable if Nordvia refus"), // contradicted, kept
    ("s19X_r3_eu261-claim", "Nordvia processes EU261 claims within 8 "), // contradicted, kept
    ("s19X_r3_eu261-claim", "Draft the claim for all three passengers"), // contradicted, kept
    ("s19X_r3_eu261-claim", "Attach Inês's re-scanned boarding pass o"), // supported, deleted
    ("s19X_r3_eu261-claim", "Both NV 1882 boarding passes are attache"), // contradicted, kept
    ("s19X_r3_eu261-claim", "`email_read` for `msg_90ad17` (NV 2417 s"), // unsupported, kept
    ("s21A_r1_cloudsql-failover-drill", "The BI replica `ledger-pg-analytics` may"), // contradicted, kept
    ("s21A_r1_cloudsql-failover-drill", "All three instances run POSTGRES_15; the"), // supported, deleted
    ("s21A_r1_cloudsql-failover-drill", "`ledger-pg-01-dr` is still on tier `db-c"), // contradicted, kept
    ("s21A_r1_cloudsql-failover-drill", "`ledger-pg-01-dr` is reachable on privat"), // contradicted, kept
    ("s21A_r1_cloudsql-failover-drill", "RPO target is 0 s for both the HA and th"), // contradicted, kept
    ("s21A_r1_cloudsql-failover-drill", "`infra/cloudsql/prod.tfvars`: `ledger_dr"), // unsupported, kept
    ("s21A_r1_cloudsql-failover-drill", "The `-target` warning from the first pla"), // contradicted, kept
    ("s21A_r1_cloudsql-failover-drill", "(JA) Swap the zones in prod.tfvars and p"), // contradicted, kept
    ("s21A_r1_cloudsql-failover-drill", "Open the DBA Jira ticket for the Enterpr"), // contradicted, kept
    ("s21A_r2_freight-claim", "Kestrel's EUR 1,200 goodwill credit acce"), // contradicted, kept
    ("s21A_r2_freight-claim", "Send the notice of loss to claims@nordha"), // contradicted, kept
    ("s21A_r2_freight-claim", "Send Fjällgården the delay update today."), // contradicted, kept
    ("s21A_r2_freight-claim", "Deductible: EUR 500 per damaged carton."), // contradicted, kept
    ("s21A_r2_freight-claim", "Under §7 the forwarder, not the insured,"), // contradicted, kept
    ("s21A_r2_freight-claim", "Rolled onto MV Lotus Crest voy. 0427W at"), // contradicted, kept
    ("s21A_r2_freight-claim", "Original ETA Hamburg 2024-07-22; contain"), // contradicted, kept
    ("s21A_r2_freight-claim", "Notice of loss sent 10 Aug 15:32 CEST as"), // contradicted, kept
    ("s21A_r3_numpy2-migration", "Ruff marked 6 of the 7 hits as auto-fixa"), // contradicted, kept
    ("s21A_r3_numpy2-migration", "`np.trapz` calls now use `np.trapezoid` "), // contradicted, kept
    ("s21A_r3_numpy2-migration", "Issue #318 tracks the float32/float64 dt"), // contradicted, kept
    ("s21A_r3_numpy2-migration", "MODIFIED: `src/tidepool/_vendor/fastinte"), // contradicted, kept
    ("s21A_r3_numpy2-migration", "pytest on numpy 1.26.4: 412 passed, 6 sk"), // contradicted, kept
    ("s21A_r3_numpy2-migration", "Suite re-run green on both 1.26.4 and 2."), // unsupported, kept
    ("s21A_r3_numpy2-migration", "[TODO] Patch `np.float_` in `_vendor/fas"), // contradicted, kept
    ("s21A_r3_numpy2-migration", "[TODO] Replace `np.in1d` with `np.isin` "), // contradicted, kept
    ("s21B_r1_alert_noise", "PaymentsCertExpirySoon: threshold lowere"), // contradicted, kept
    ("s21B_r1_alert_noise", "PaymentsAPIHighLatency fired 212 times o"), // contradicted, kept
    ("s21B_r1_alert_noise", "Keeping 0.3s but requiring 5m would stil"), // contradicted, kept
    ("s21B_r1_alert_noise", "Requested Priya's review on PR #1842."), // contradicted, kept
    ("s21B_r2_speaker_travel", "Keiko Hayashida flies Lufthansa via Fran"), // contradicted, kept
    ("s21B_r2_speaker_travel", "Amara's trip totals €1,707 (flight plus "), // supported, deleted
    ("s21B_r2_speaker_travel", "Hotel stays are capped at 3 nights for e"), // contradicted, kept
    ("s21B_r2_speaker_travel", "Send Tomás an updated itinerary with the"), // contradicted, kept
    ("s21B_r2_speaker_travel", "Tomás must be back home by 15 Oct."), // contradicted, kept
    ("s21B_r3_q3_commissions", "Once a rep passes 90% of quota, the acce"), // contradicted, kept
    ("s21B_r3_q3_commissions", "D-40388 (Nordvik Energi, €61k) is clawed"), // contradicted, kept
    ("s21B_r3_q3_commissions", "Jonas Achterberg's Q3 quota is €350,000."), // contradicted, kept
    ("s21B_r3_q3_commissions", "Priyanka's D-40566 (Albero Verde SpA) ea"), // contradicted, kept
    ("s21B_r3_q3_commissions", "MODIFIED: out/commissions_Q3_2025_draft."), // contradicted, kept
    ("s21B_r3_q3_commissions", "Mireille Dubois approved the draft total"), // unsupported, kept
    ("s21C_r1_appstore_resubmit", "Once iOS is approved, raise the Android "), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "An \"email support to delete\" fallback is"), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "TidewellTests/DeleteAccountFlowTests.swi"), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "Requested an expedited App Review for bu"), // unsupported, kept
    ("s21C_r1_appstore_resubmit", "Upload build 1188 to App Store Connect a"), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "Retry the Resolution Center reply using "), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "Posted a Resolution Center reply to App "), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "Android 4.12.0's ANR rate is 0.21%."), // contradicted, kept
    ("s21C_r1_appstore_resubmit", "iOS 4.12.0 build 1187 has been in review"), // contradicted, kept
    ("s21C_r2_pg_retention_purge", "The real delete may run any time overnig"), // contradicted, kept
    ("s21C_r2_pg_retention_purge", "Tenants on legal hold may be purged once"), // contradicted, kept
    ("s21C_r2_pg_retention_purge", "pinecrest-edu (1203): 88,140 rows to pur"), // contradicted, kept
    ("s21C_r2_pg_retention_purge", "quillmate (1188) is on the enterprise pl"), // contradicted, kept
    ("s21C_r2_pg_retention_purge", "Snapshot pg-core-prod-pre-purge-20250514"), // contradicted, kept
    ("s21C_r2_pg_retention_purge", "The dry run failed for tenant 1107 with "), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "Halyard's 5% annual uplift applies to ev"), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "Both offers fit under Finance's $1.0M 3-"), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "Both vendors include 400-day retention a"), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "Corvane's Sev-1 response time is 30 minu"), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "Corvane accepted Legal's redline raising"), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "[TODO] Add Halyard's auto-renewal year ("), // contradicted, kept
    ("s21C_r3_vendor_renewal_compare", "[TODO] Recompute the overage estimate fr"), // contradicted, kept
    ("s21D_r1_nan_loss_ddp", "Throughput is about 38.5k tokens/s."), // contradicted, kept
    ("s21D_r1_nan_loss_ddp", "GPU 5, the device behind rank 5, was the"), // contradicted, kept
    ("s21D_r1_nan_loss_ddp", "The non-finite loss on rank 5 came from "), // contradicted, kept
    ("s21D_r1_nan_loss_ddp", "Most of them (29) are in shard-00417.bin"), // contradicted, kept
    ("s21D_r1_nan_loss_ddp", "Strip the 37 zero-label samples from the"), // unsupported, kept
    ("s21D_r1_nan_loss_ddp", "Old SLURM job 884213 was cancelled, free"), // contradicted, kept
    ("s21D_r1_nan_loss_ddp", "The diff was shown to the user, who appr"), // unsupported, kept
    ("s21D_r2_restaurant_orders", "Red prawns (gamba roja) ordered for Cent"), // contradicted, kept
    ("s21D_r2_restaurant_orders", "Nata 35% will be bought at the cash-and-"), // unsupported, kept
    ("s21D_r2_restaurant_orders", "Pescados Marisol: keep the octopus to ro"), // contradicted, kept
    ("s21D_r2_restaurant_orders", "Send the Huerta Valdés and La Vega draft"), // contradicted, kept
    ("s21D_r2_restaurant_orders", "Submit PO-2025-0311-PM to Pescados Maris"), // contradicted, kept
    ("s21D_r2_restaurant_orders", "Pay overdue invoice FAC-88213 so Bodega "), // unsupported, kept
    ("s21D_r2_restaurant_orders", "Centro has 4 kg of manchego on hand."), // contradicted, kept
    ("s21D_r2_restaurant_orders", "All three drafts (HV, LV and PM) were em"), // contradicted, kept
    ("s21D_r2_restaurant_orders", "Huerta Valdés PO total is €899.55."), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "The apex A record (198.51.100.20) has a "), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "api.brightmere.io's origin is 198.51.100"), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "DNSSEC is not enabled on the Route 53 zo"), // unsupported, kept
    ("s21D_r3_dns_cloudflare", "app.brightmere.io CNAME is proxied (oran"), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "Set staging.brightmere.io to DNS-only."), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "Posted the Saturday cutover heads-up to "), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "[TODO] Lower the TTL of apex A and www t"), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "[TODO] Change the registrar nameservers "), // supported, deleted
    ("s21D_r3_dns_cloudflare", "[TODO] Delete the Route 53 hosted zone r"), // contradicted, kept
    ("s21D_r3_dns_cloudflare", "[TODO] Switch www to DNS-only as well."), // unsupported, kept
    ("s22E_r1_certmanager-renewal", "`default-deny-ingress` is relaxed to all"), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "`www.shop.kestrelpay.io` gets dropped fr"), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "PR opened in `platform/kp-gitops` for br"), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "Any namespace may be changed if it helps"), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "The ClusterIssuer `le-http01` belongs to"), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "Create an A record for `www.shop.kestrel"), // unsupported, kept
    ("s22E_r1_certmanager-renewal", "Check the api.kestrelpay.io certificate "), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "Order `shop-kestrelpay-tls-7-2861047931`"), // contradicted, kept
    ("s22E_r1_certmanager-renewal", "Solver Service `cm-acme-http-solver-vq7n"), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "Harrow Mill comes in $1,260 under the $1"), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "Harrow Mill's courtesy hold ran until Fr"), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "A second bar ($450) is required above 12"), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "Paid the $1,260 photographer deposit to "), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "Calendar event for the Harrow Mill balan"), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "Pay Petal Theory's $930 deposit by June "), // contradicted, kept
    ("s22E_r2_wedding-venue-deposits", "Email Renata at Harrow Mill to confirm 1"), // unsupported, kept
    ("s22E_r3_spark-skew-salting", "The output schema of `merchant_daily_agg"), // contradicted, kept
    ("s22E_r3_spark-skew-salting", "`jobs/rollup.py`: `SALT_BUCKETS = 32`."), // contradicted, kept
    ("s22E_r3_spark-skew-salting", "Broadcasting dim_merchant (3.1 GB) had f"), // contradicted, kept
    ("s22E_r3_spark-skew-salting", "Its slowest task (51877, index 117, exec"), // supported, deleted
    ("s22E_r3_spark-skew-salting", "merchant 0 is ~72% of the day's 1.64B ca"), // supported, deleted
    ("s22E_r3_spark-skew-salting", "Second-largest merchant is M-88310 with "), // contradicted, kept
    ("s22E_r3_spark-skew-salting", "Add the baseline vs salted row-count com"), // contradicted, kept
    ("s22F_r1_gitlab-selfhosted-runners", "ci-host-08 has the same hardware as ci-h"), // contradicted, kept
    ("s22F_r1_gitlab-selfhosted-runners", "Runner IDs: ci-host-07 → 30917, ci-host-"), // contradicted, kept
    ("s22F_r1_gitlab-selfhosted-runners", "Pipeline #1184520 ran for 14 minutes end"), // unsupported, kept
    ("s22F_r1_gitlab-selfhosted-runners", "MODIFIED: `/etc/gitlab-runner/config.tom"), // contradicted, kept
    ("s22F_r1_gitlab-selfhosted-runners", "unit-tests 2/3 failed with script_failur"), // contradicted, kept
    ("s22F_r1_gitlab-selfhosted-runners", "[TODO] Retry the whole pipeline #1184520"), // contradicted, kept
    ("s22F_r1_gitlab-selfhosted-runners", "[TODO] Merge MR !612 once build-image is"), // contradicted, kept
    ("s22F_r2_nurse-shift-swaps", "ALS-certified nurses: Ana Lopes, Tomás R"), // contradicted, kept
    ("s22F_r2_nurse-shift-swaps", "Contacts: Marta Sousa marta.sousa@hsc-li"), // contradicted, kept
    ("s22F_r2_nurse-shift-swaps", "SWP-1043 failed the rest rule: Lucas Fer"), // contradicted, kept
    ("s22F_r2_nurse-shift-swaps", "Approved: SWP-1041, SWP-1042, SWP-1044 a"), // contradicted, kept
    ("s22F_r2_nurse-shift-swaps", "SWP-1047 rejection emailed to Ana Lopes "), // unsupported, kept
    ("s22F_r2_nurse-shift-swaps", "W15 has the highest overtime (16 h)."), // contradicted, kept
    ("s22F_r2_nurse-shift-swaps", "Publish roster v9 to the ward."), // contradicted, kept
    ("s22F_r3_household-tax-2025", "Jordan's wages and withholding come from"), // contradicted, kept
    ("s22F_r3_household-tax-2025", "Charitable contributions for 2025 total "), // contradicted, kept
    ("s22F_r3_household-tax-2025", "Mark Jordan's wage line in the worksheet"), // contradicted, kept
    ("s22F_r3_household-tax-2025", "E-file the federal return after Dana rev"), // contradicted, kept
    ("s22F_r3_household-tax-2025", "Claim the full $12,600 of Little Oaks da"), // unsupported, kept
    ("s22F_r3_household-tax-2025", "401(k) deferrals (box 12 code D): Jordan"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "Delete `products-v3` right after the ali"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "`sku` is mapped as `text` with a `keywor"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "Keep `products-v3` for 14 days after the"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "`ops/alias-swap-products.json` also move"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "The alias swap failed with a 403 because"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "User asked to retry the 47 failed docs w"), // contradicted, kept
    ("s22G_r1_es-reindex-alias-swap", "Run the alias swap tomorrow at 08:30 wit"), // contradicted, kept
    ("s22G_r2_product-recall-retailers", "Send the Aurelia AK-220 kettle recall no"), // supported, deleted
    ("s22G_r2_product-recall-retailers", "Nordhaus Elektro received 2,400 units, a"), // contradicted, kept
    ("s22G_r2_product-recall-retailers", "Henrik cleared the CPSC number for every"), // contradicted, kept
    ("s22G_r2_product-recall-retailers", "READ: drive/templates/RC-2024-07.es.md -"), // unsupported, kept
    ("s22G_r2_product-recall-retailers", "Sent the notice to all five retailers' l"), // contradicted, kept
    ("s22G_r3_llm-eval-checkpoints", "ckpt-step-24000 is the pick, as it has t"), // contradicted, kept
    ("s22G_r3_llm-eval-checkpoints", "GPU budget is roughly 40 GPU-hours and m"), // contradicted, kept
    ("s22G_r3_llm-eval-checkpoints", "On HumanEval, 18k solved 53 of 164 probl"), // supported, deleted
    ("s22G_r3_llm-eval-checkpoints", "Contamination: 17 of 1,319 GSM8K test it"), // contradicted, kept
    ("s22G_r3_llm-eval-checkpoints", "Table posted to #halden-evals."), // unsupported, kept
    ("s22G_r3_llm-eval-checkpoints", "Rerun the failed 24k eval once Priya re-"), // contradicted, kept
    ("s22G_r3_llm-eval-checkpoints", "scripts/collect.py crashed on runs/s2400"), // unsupported, kept
    ("s22H_r1_vault_db_rotation", "After the restarts, revoke all leases un"), // contradicted, kept
    ("s22H_r1_vault_db_rotation", "Only the payments-ro and payments-rw rol"), // supported, deleted
    ("s22H_r1_vault_db_rotation", "payments-worker restarted; its vault-age"), // contradicted, kept
    ("s22H_r1_vault_db_rotation", "Change note posted to #payments-ops."), // contradicted, kept
    ("s22H_r1_vault_db_rotation", "Lower payments-ro max_ttl from 72h to 24"), // contradicted, kept
    ("s22H_r1_vault_db_rotation", "payments-rw: default_ttl 4h, max_ttl 24h"), // contradicted, kept
    ("s22H_r2_course_waitlist", "Once the config is live, send the promot"), // contradicted, kept
    ("s22H_r2_course_waitlist", "On 12 Jan, 20688412 was skipped for TIME"), // contradicted, kept
    ("s22H_r2_course_waitlist", "CHEM 2410-002 is at 117 of 120 enrolled,"), // contradicted, kept
    ("s22H_r2_course_waitlist", "coreq_fallback_any_lab was switched off "), // unsupported, kept
    ("s22H_r2_course_waitlist", "Tomás Ferreira (20688412) was enrolled i"), // contradicted, kept
    ("s22H_r2_course_waitlist", "Marcus Reyes approved manual overrides f"), // contradicted, kept
    ("s22H_r2_course_waitlist", "Email Marcus Reyes to request approval f"), // contradicted, kept
    ("s22H_r2_course_waitlist", "Deploy the CHEM 2410 override to wl_prom"), // contradicted, kept
    ("s22H_r3_mailchimp_ab_readout", "Variant A had the higher unique open rat"), // contradicted, kept
    ("s22H_r3_mailchimp_ab_readout", "Average order value was higher for B (€7"), // contradicted, kept
    ("s22H_r3_mailchimp_ab_readout", "Lotte approved B as the winner."), // contradicted, kept
    ("s22H_r3_mailchimp_ab_readout", "A copy of the readout is kept in Lotte's"), // contradicted, kept
    ("s22H_r3_mailchimp_ab_readout", "The doc is shared with jonas.berg@velmor"), // unsupported, kept
    ("s22H_r3_mailchimp_ab_readout", "[TODO] Add a revenue-per-recipient line "), // supported, deleted
    ("s22H_r3_mailchimp_ab_readout", "[DONE] Told Jonas the unsubscribe differ"), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "Reassign every partition that broker 103"), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "The first `--verify` reported all three "), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "orders.v3-7 had the largest lag, 402,118"), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "The ISR of orders.v3-11 had shrunk to 10"), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "The lag spike started with a consumer re"), // unsupported, kept
    ("s24I_r1_kafka_lag_reassign", "Open a P2 INFRA ticket for replacing bro"), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "Total lag on the group is still 612,004 "), // contradicted, kept
    ("s24I_r1_kafka_lag_reassign", "Resend the status update to `#inc-kafka-"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "Ridgeway (RMH-0934) ruled out because it"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "Coachway booking confirmed by email to M"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "Parent volunteers without a DBS check ma"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "The agent should ring the leisure centre"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "Draft a volunteer request to the DBS-che"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "Find a replacement first-aider for Mr Ok"), // unsupported, kept
    ("s24I_r2_school_trip_riverside", "Coachway quote CW-25-0412 is valid until"), // contradicted, kept
    ("s24I_r2_school_trip_riverside", "Medical: Tomasz Nowak (5A) carries an Ep"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "Kestrel Outdoor (`cus_Q3vT9mBz`, 74 days"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "Marlow Tutoring's invoice `in_1PeG2vLx6P"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "Refunds may be issued for canceled annua"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "Halvorsen Design's invoice `in_1PdB0aLx9"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "Retried Northwind Labs' invoice `in_1PbD"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "[TODO] DM the user the list of flagged E"), // contradicted, kept
    ("s24I_r3_stripe_dunning_cleanup", "[TODO] Retry Kestrel Outdoor's invoice o"), // unsupported, kept
    ("s24J_r1_tf-iam-drift", "The Owner tag drift on svc-search-indexe"), // contradicted, kept
    ("s24J_r1_tf-iam-drift", "svc-search-indexer also has MaxSessionDu"), // contradicted, kept
    ("s24J_r1_tf-iam-drift", "Committed the two edits on fix/iam-drift"), // contradicted, kept
    ("s24J_r1_tf-iam-drift", "CloudTrail attributes the svc-webhook-re"), // unsupported, kept
    ("s24J_r1_tf-iam-drift", "[TODO] Detach AmazonS3FullAccess from sv"), // unsupported, kept
    ("s24J_r2_payroll-overtime", "Portland Metro SHS tax is now withheld f"), // contradicted, kept
    ("s24J_r2_payroll-overtime", "Marisol Quintero (E-104): new rate $22.2"), // contradicted, kept
    ("s24J_r2_payroll-overtime", "Tobias Wren's net pay in the final previ"), // contradicted, kept
    ("s24J_r2_payroll-overtime", "Tobias Wren's 4 OT hours (week of 9 Mar)"), // contradicted, kept
    ("s24J_r2_payroll-overtime", "Change Declan Osei's W-4 filing status t"), // contradicted, kept
    ("s24J_r2_payroll-overtime", "Run `payroll-cli run submit --company LB"), // contradicted, kept
    ("s24J_r3_wrk-latency", "perf/pool-32 is to be merged after Thurs"), // unsupported, kept
    ("s24J_r3_wrk-latency", "staging-shared-01 may be used for the ba"), // contradicted, kept
    ("s24J_r3_wrk-latency", "Each measured run is preceded by a 30 s "), // contradicted, kept
    ("s24J_r3_wrk-latency", "Candidate at 128 connections: p50 17.86 "), // contradicted, kept
    ("s24J_r3_wrk-latency", "Baseline (main) at 128 connections: p50 "), // contradicted, kept
    ("s24J_r3_wrk-latency", "Post the results table to #ledgerd-perf."), // contradicted, kept
    ("s24J_r3_wrk-latency", "Re-run main at 128 connections after sta"), // unsupported, kept
    ("s24J_r3_wrk-latency", "Post the full table, including the 1,377"), // contradicted, kept
    ("s24K_r1_redis_evictions", "Raising maxmemory on 10.42.7.12 was appr"), // contradicted, kept
    ("s24K_r1_redis_evictions", "maxmemory-policy moves from allkeys-lru "), // unsupported, kept
    ("s24K_r1_redis_evictions", "Only the primaries are in scope; replica"), // contradicted, kept
    ("s24K_r1_redis_evictions", "Node id of 10.42.7.12: 3f1c0a9e7b2d4c58a"), // contradicted, kept
    ("s24K_r1_redis_evictions", "10.42.7.13 uses 9.82G with a fragmentati"), // contradicted, kept
    ("s24K_r1_redis_evictions", "evicted_keys on 10.42.7.12 stands at 4,1"), // contradicted, kept
    ("s24K_r1_redis_evictions", "Hit rate on 10.42.7.12 is about 75% (1,8"), // supported, deleted
    ("s24K_r1_redis_evictions", "The prodcache:* string keys carry no TTL"), // unsupported, kept
    ("s24K_r2_charity10k_bibs", "Refunded registrations: 11 in the 10K an"), // contradicted, kept
    ("s24K_r2_charity10k_bibs", "After dedupe there are 719 paid 10K runn"), // contradicted, kept
    ("s24K_r2_charity10k_bibs", "119 registrations are still pending afte"), // unsupported, kept
    ("s24K_r2_charity10k_bibs", "Ran assign_bibs.py for the 5K with `--wa"), // contradicted, kept
    ("s24K_r2_charity10k_bibs", "[TODO] Draft the payment reminder for th"), // contradicted, kept
    ("s24K_r3_zendesk_sla_triage", "SLA-apology-v2 (macro 360021117) is the "), // contradicted, kept
    ("s24K_r3_zendesk_sla_triage", "57 tickets are currently breaching first"), // contradicted, kept
    ("s24K_r3_zendesk_sla_triage", "Bulk job c3f1e8a0-5d2b-4e77-9a41-7f0b2d6"), // contradicted, kept
    ("s24K_r3_zendesk_sla_triage", "The oldest breach is in Integrations Ent"), // contradicted, kept
    ("s24K_r3_zendesk_sla_triage", "Root cause confirmed: the CHG-7731 token"), // unsupported, kept
    ("s24K_r3_zendesk_sla_triage", "\"For all Starter tickets, apply the SLA "), // contradicted, kept
    ("s24K_r3_zendesk_sla_triage", "Book the 30-minute review with Daniel fo"), // contradicted, kept
    ("s24L_r1_airflow_backfill", "The upstream change (PLAT-2291) shipped "), // contradicted, kept
    ("s24L_r1_airflow_backfill", "`orders_daily_agg` has 4 failed runs (20"), // contradicted, kept
    ("s24L_r1_airflow_backfill", "Row counts in `agg.orders_daily` match `"), // contradicted, kept
    ("s24L_r1_airflow_backfill", "2025-03-15 has 53,019 USD orders in `raw"), // contradicted, kept
    ("s24L_r1_airflow_backfill", "Compare `agg.orders_daily` row counts ag"), // contradicted, kept
    ("s24L_r2_film_rentals", "Lumen's SkyPanel S60-C day rate is $150."), // contradicted, kept
    ("s24L_r2_film_rentals", "The 8% insurance waiver on the NorthFram"), // contradicted, kept
    ("s24L_r2_film_rentals", "All equipment was back with both vendors"), // contradicted, kept
    ("s24L_r2_film_rentals", "Lumen gives a 5% discount for payment wi"), // unsupported, kept
    ("s24L_r2_film_rentals", "Saved the NorthFrame Teradek dispute dra"), // contradicted, kept
    ("s24L_r2_film_rentals", "[TODO] Redo the NorthFrame draft to Linh"), // supported, deleted
    ("s24L_r2_film_rentals", "[TODO] Send the NorthFrame dispute to Ma"), // contradicted, kept
    ("s24L_r3_npm_audit", "`xml2js` stays forced to 0.6.2 through `"), // contradicted, kept
    ("s24L_r3_npm_audit", "Major bumps are fine for devDependencies"), // contradicted, kept
    ("s24L_r3_npm_audit", "Write the CVE table (package, CVE, sever"), // contradicted, kept
    ("s24L_r3_npm_audit", "Add the xml2js note to SEC-412."), // contradicted, kept
    ("s24L_r3_npm_audit", "Docs commit `b71d03e` (SECURITY-NOTES.md"), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "The user allowed `nodetool removenode` a"), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "Replication: orders_ks RF 3 (NetworkTopo"), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "cassandra-rackdc.properties on n7: dc=dc"), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "The first `nodetool repair -pr orders_ks"), // unsupported, kept
    ("s25M_r1_scylla-node-replace", "nodetool status now shows all six nodes "), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "Put stream throughput back to 200 MB/s a"), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "Run `nodetool repair -pr orders_ks` on n"), // contradicted, kept
    ("s25M_r1_scylla-node-replace", "n1's orders_ks repair started at 13:15:0"), // contradicted, kept
    ("s25M_r2_daycare-waitlist", "Ava Okonkwo (WL-25-0419) has sibling pri"), // contradicted, kept
    ("s25M_r2_daycare-waitlist", "Isla Brennan (WL-25-0467) was offered Ha"), // contradicted, kept
    ("s25M_r2_daycare-waitlist", "Only 3 baby places are free on Wednesday"), // contradicted, kept
    ("s25M_r2_daycare-waitlist", "Offers stay on hold: none may be sent un"), // contradicted, kept
    ("s25M_r2_daycare-waitlist", "Children aged 3–5 get 30 funded hours pe"), // contradicted, kept
    ("s25M_r2_daycare-waitlist", "Answer Ian Brennan's question about the "), // contradicted, kept
    ("s25M_r3_shopify-inventory-sync", "WMS available for TW-SOCK-3PK-45 is 252."), // contradicted, kept
    ("s25M_r3_shopify-inventory-sync", "Shopify retries a failed webhook deliver"), // unsupported, kept
    ("s25M_r3_shopify-inventory-sync", "The real run set all 8 Rotterdam levels "), // contradicted, kept
    ("s25M_r3_shopify-inventory-sync", "Replayed webhook delivery d-55f1a2 to wm"), // contradicted, kept
    ("s25M_r3_shopify-inventory-sync", "[TODO] Post the sync result in #ops-inve"), // contradicted, kept
    ("s25M_r3_shopify-inventory-sync", "[TODO] Run the fixed sync for Leeds DC ("), // contradicted, kept
    ("s25M_r3_shopify-inventory-sync", "[TODO] Write a CSV of the changes to rep"), // contradicted, kept
    ("s25N_r1_saml-cert-rollover", "Keyward's system log shows no advance no"), // contradicted, kept
    ("s25N_r1_saml-cert-rollover", "The first signature failure on hv-prod-0"), // contradicted, kept
    ("s25N_r1_saml-cert-rollover", "Marta Olesen's team will switch Harborvi"), // unsupported, kept
    ("s25N_r1_saml-cert-rollover", "Apply the SP fix on all three prod hosts"), // contradicted, kept
    ("s25N_r1_saml-cert-rollover", "The user notice email can go out as soon"), // contradicted, kept
    ("s25N_r1_saml-cert-rollover", "hv-prod-02: config check failed (fingerp"), // contradicted, kept
    ("s25N_r2_solar-quotes", "The SunCraft battery option (Tessaro B5,"), // contradicted, kept
    ("s25N_r2_solar-quotes", "Annual consumption used for the calculat"), // contradicted, kept
    ("s25N_r2_solar-quotes", "The premium must be applied for within 6"), // contradicted, kept
    ("s25N_r2_solar-quotes", "Helios has the best yield per kWp: 5,980"), // contradicted, kept
    ("s25N_r2_solar-quotes", "Helios panels carry a 25-year product wa"), // contradicted, kept
    ("s25N_r2_solar-quotes", "The user prefers to keep borrowing aroun"), // contradicted, kept
    ("s25N_r2_solar-quotes", "Get a quote for an EPC-plus energy audit"), // unsupported, kept
    ("s25N_r2_solar-quotes", "Redo the Helios calculation with the 5% "), // contradicted, kept
    ("s25N_r2_solar-quotes", "Saved a draft to offertes@zonvast.exampl"), // contradicted, kept
    ("s25N_r3_pandas-to-polars", "etl/legacy/ is open for edits now that c"), // contradicted, kept
    ("s25N_r3_pandas-to-polars", "test_discount_rounding failed because po"), // contradicted, kept
    ("s25N_r3_pandas-to-polars", "Polars benchmark at 4 threads: median to"), // contradicted, kept
    ("s25N_r3_pandas-to-polars", "Posted the 4-thread memory profile as a "), // contradicted, kept
    ("s25N_r3_pandas-to-polars", "Upgrading polars to 1.10 is blocked by t"), // unsupported, kept
    ("s25N_r3_pandas-to-polars", "**Keep customer_tier as a Categorical**:"), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "After the network fix, SOF was cleared w"), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "Still no purging at SOF until the networ"), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "The postmortem draft may be published on"), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "Purge SOF by surrogate key `price-sku` n"), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "Email the customers who saw outdated pri"), // unsupported, kept
    ("s25O_r1_cdn-stale-purge", "Post the next #inc-4471 update by 15:45 "), // supported, deleted
    ("s25O_r1_cdn-stale-purge", "Re-run `curl -I` against ATH and WAW to "), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "Set status page incident `inc_2LxZq9` to"), // unsupported, kept
    ("s25O_r1_cdn-stale-purge", "WAW: hit ratio 0.981 with 1,288 stale ob"), // contradicted, kept
    ("s25O_r1_cdn-stale-purge", "Root cause: sof-cp-02's TLS certificate "), // unsupported, kept
    ("s25O_r2_cfp-reviewers", "Kestrel Labs reviewers (Rasmus Ek, Priya"), // contradicted, kept
    ("s25O_r2_cfp-reviewers", "Tomasz Wróbel is conflicted with S-114 ("), // contradicted, kept
    ("s25O_r2_cfp-reviewers", "Capping Rasmus at 2 and excluding Kestre"), // contradicted, kept
    ("s25O_r2_cfp-reviewers", "Resent Hannes Vogt's invitation to h.vog"), // contradicted, kept
    ("s25O_r2_cfp-reviewers", "[TODO] Send Oskar Lind his invitation wh"), // contradicted, kept
    ("s25O_r2_cfp-reviewers", "[TODO] Send reviewers a reminder one wee"), // contradicted, kept
    ("s25O_r2_cfp-reviewers", "[TODO] Import assignments_v2.csv into Ho"), // unsupported, kept
    ("s25O_r3_android-anr", "4.12.1 (staged at 20%) still shows a 0.8"), // contradicted, kept
    ("s25O_r3_android-anr", "Widget cluster e0d4c9 (`BudgetWidgetProv"), // contradicted, kept
    ("s25O_r3_android-anr", "Root cause is a deadlock: `DefaultDispat"), // unsupported, kept
    ("s25O_r3_android-anr", "`gh pr create` opened draft PR #2318 and"), // contradicted, kept
    ("s25O_r3_android-anr", "The full `connectedAndroidTest` suite pa"), // unsupported, kept
    ("s25O_r3_android-anr", "Push branch `fix/anr-4.12` to origin."), // contradicted, kept
    ("s25O_r3_android-anr", "Move the widget's Room query off the mai"), // contradicted, kept
    ("s25O_r3_android-anr", "Raise the 4.12.1 staged rollout from 20%"), // unsupported, kept
    ("s25P_r1_vat-return", "The reduced rate for printed brochures r"), // contradicted, kept
    ("s25P_r1_vat-return", "The e-mail with the draft to mirela.dobo"), // contradicted, kept
    ("s25P_r1_vat-return", "INV-2025-0419: GBP 2,350.00 at 0.8664 = "), // contradicted, kept
    ("s25P_r1_vat-return", "Net VAT payable for Q3 (Box 8) is €6,357"), // contradicted, kept
    ("s25P_r1_vat-return", "After the €1,284.60 credit carried from "), // supported, deleted
    ("s25P_r1_vat-return", "The rate change added €64.20 to the VAT "), // supported, deleted
    ("s25P_r1_vat-return", "Generate the EC sales list for Q3."), // contradicted, kept
    ("s25P_r2_mongo-index-build", "At 15:03 UTC the build had run 3130 s (a"), // supported, deleted
    ("s25P_r2_mongo-index-build", "deploy-migrate added the index because t"), // unsupported, kept
    ("s25P_r2_mongo-index-build", "nvme0n1 on mongo-ord-01 was at 98.7% uti"), // supported, deleted
    ("s25P_r2_mongo-index-build", "Checkout slow queries on orders.line_ite"), // contradicted, kept
    ("s25P_r2_mongo-index-build", "Replication lag before the abort: mongo-"), // contradicted, kept
    ("s25P_r2_mongo-index-build", "On mongo-ord-03 the same build had reach"), // supported, deleted
    ("s25P_r2_mongo-index-build", "mongo-ord-03 is the failover target for "), // unsupported, kept
    ("s25P_r2_mongo-index-build", "checkout-api p99 is back to 84 ms."), // supported, deleted
    ("s25P_r2_mongo-index-build", "Killed opid 91824417 with db.killOp()."), // contradicted, kept
    ("s25P_r2_mongo-index-build", "Ran iostat on mongo-ord-03 as well: its "), // unsupported, kept
    ("s25P_r2_mongo-index-build", "[TODO] Rebuild the index on Saturday 202"), // contradicted, kept
    ("s25P_r2_mongo-index-build", "[TODO] Add a compound index {tenant_id: "), // unsupported, kept
    ("s25P_r3_foodbank-rota", "A certified operator may work up to two "), // contradicted, kept
    ("s25P_r3_foodbank-rota", "With only one certified operator a Wedne"), // contradicted, kept
    ("s25P_r3_foodbank-rota", "Sent the draft rota to all volunteers fo"), // contradicted, kept
    ("s25P_r3_foodbank-rota", "W2-WED-RCV (Wed 12 Nov) has only one cer"), // contradicted, kept
    ("s25P_r3_foodbank-rota", "**Lucía Ferreira kept to Friday afternoo"), // contradicted, kept
    ("s25P_r3_foodbank-rota", "**Karel Hruška taken off all Saturday sh"), // contradicted, kept
    ("s25P_r3_foodbank-rota", "Notify the Regional Depot by 16:00 on Tu"), // contradicted, kept
    ("s25P_r3_foodbank-rota", "Ask Deborah Ashworth to file a copy of H"), // unsupported, kept
    ("s27W_r1_etcd-defrag", "Käyttäjä pyysi ottamaan snapshotin ennen"), // supported, deleted
    ("s27W_r1_etcd-defrag", "Auto-compaction is disabled (ETCD_AUTO_C"), // unsupported, kept
    ("s27W_r1_etcd-defrag", "Snapshot streamed from etcd-b (hash 5c1e"), // contradicted, kept
    ("s27W_r1_etcd-defrag", "etcd-c defrag failed once and succeeded "), // contradicted, kept
    ("s27W_r1_etcd-defrag", "Together the two defragmented members fr"), // supported, deleted
    ("s27W_r1_etcd-defrag", "etcd-c is now the smallest member at 598"), // contradicted, kept
    ("s27W_r1_etcd-defrag", "Alarm cleared with `etcdctl alarm disarm"), // contradicted, kept
    ("s27W_r1_etcd-defrag", "Raise quota-backend-bytes to 4 GiB to pr"), // contradicted, kept
    ("s27W_r1_etcd-defrag", "Snapshot verified with `etcdctl snapshot"), // unsupported, kept
    ("s27W_r2_vet-reminders", "Olive (Priya Natarajan) is at 14:30 with"), // contradicted, kept
    ("s27W_r2_vet-reminders", "Reminders for Dr. Okonkwo's patients als"), // unsupported, kept
    ("s27W_r2_vet-reminders", "Send reminders by email to owners who ha"), // contradicted, kept
    ("s27W_r2_vet-reminders", "All 5 opted-in reminders delivered"), // contradicted, kept
    ("s27W_r2_vet-reminders", "Cash invoice HV-30415 for $96.00 is stil"), // contradicted, kept
    ("s27W_r2_vet-reminders", "Fix Deshawn Miller's phone number and re"), // unsupported, kept
    ("s27W_r2_vet-reminders", "Call the owners of the two failed SMS re"), // contradicted, kept
    ("s27W_r2_vet-reminders", "Refund the $5.00 difference to K. Ferrei"), // unsupported, kept
    ("s27W_r2_vet-reminders", "Send Lena a copy of the reconciliation n"), // unsupported, kept
    ("s27W_r3_dbt-deprecation", "dim_customers_legacy feeds rpt_weekly_re"), // contradicted, kept
    ("s27W_r3_dbt-deprecation", "fct_orders is a drop-in replacement for "), // unsupported, kept
    ("s27W_r3_dbt-deprecation", "Deprecation date for both legacy models:"), // contradicted, kept
    ("s27W_r3_dbt-deprecation", "Repointed card 312 to fct_orders."), // contradicted, kept
    ("s27W_r3_dbt-deprecation", "Pushed deprecate-legacy-marts to origin."), // contradicted, kept
    ("s27W_r3_dbt-deprecation", "Notified #data-finance about the 2025-07"), // unsupported, kept
    ("s27X_r1_sprint-carryover-jira-triage", "Omer Katz is out 2025-03-20 to 2025-03-2"), // contradicted, kept
    ("s27X_r1_sprint-carryover-jira-triage", "FAL-827 is In Review with Omer Katz, 5 S"), // contradicted, kept
    ("s27X_r1_sprint-carryover-jira-triage", "Both customer-escalation bugs were creat"), // contradicted, kept
    ("s27X_r1_sprint-carryover-jira-triage", "FAL-854 is caused by the IdP metadata en"), // unsupported, kept
    ("s27X_r1_sprint-carryover-jira-triage", "Moved FAL-812, FAL-827 and FAL-840 into "), // contradicted, kept
    ("s27X_r1_sprint-carryover-jira-triage", "[DONE] Carry over the unfinished Sprint "), // contradicted, kept
    ("s27X_r1_sprint-carryover-jira-triage", "[TODO] Reprioritise the remaining new bu"), // contradicted, kept
    ("s27X_r1_sprint-carryover-jira-triage", "[TODO] Email the Sprint 42 plan to the w"), // unsupported, kept
    ("s27X_r1_sprint-carryover-jira-triage", "[TODO] Reassign FAL-840 to Omer Katz whi"), // unsupported, kept
    ("s27X_r2_kitchen-contractor-bids", "Prefer a contractor with at least a 2-ye"), // unsupported, kept
    ("s27X_r2_kitchen-contractor-bids", "[x] Maple Row would finish 2025-12-01."), // contradicted, kept
    ("s27X_r2_kitchen-contractor-bids", "[ ] Waiting for Kestrel's answer on cabi"), // contradicted, kept
    ("s27X_r2_kitchen-contractor-bids", "**Anchor Build is the recommended bid**:"), // unsupported, kept
    ("s27X_r2_kitchen-contractor-bids", "**Kestrel is the cheapest bid overall.**"), // contradicted, kept
    ("s27X_r2_kitchen-contractor-bids", "Kestrel's 5-year warranty covers both ca"), // contradicted, kept
    ("s27X_r2_kitchen-contractor-bids", "Request a revised quote from Anchor Buil"), // unsupported, kept
    ("s27X_r3_slurm-gpu-queue-pending", "gpu-a02 is drained as well."), // contradicted, kept
    ("s27X_r3_slurm-gpu-queue-pending", "eval-sweep-3 (4418830) requests one node"), // supported, deleted
    ("s27X_r3_slurm-gpu-queue-pending", "`scontrol top 4419107` succeeded, puttin"), // contradicted, kept
    ("s27X_r3_slurm-gpu-queue-pending", "eval-sweep-3 was failing with a CUDA out"), // contradicted, kept
    ("s27X_r3_slurm-gpu-queue-pending", "ppo-rm-base has about 2.5 hours left of "), // supported, deleted
    ("s27X_r3_slurm-gpu-queue-pending", "HPC-3391 is resolved and gpu-a07/gpu-a08"), // contradicted, kept
    ("s27X_r3_slurm-gpu-queue-pending", "The llama jobs will start automatically "), // contradicted, kept
    ("s27X_r3_slurm-gpu-queue-pending", "Resubmit eval-sweep-3 with 4 GPUs so it "), // contradicted, kept
    ("s27X_r3_slurm-gpu-queue-pending", "Ask Rafael Ortiz to prioritise HPC-3391."), // unsupported, kept
    ("s27X_r3_slurm-gpu-queue-pending", "Cancel ppo-rm-large to free GPUs for the"), // unsupported, kept
    ("s27X_r3_slurm-gpu-queue-pending", "Both resubmitted llama jobs are now RUNN"), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "grafana is to be migrated in the same ch"), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "`grafana` Ingress serves grafana.int.tar"), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "`migration/shop-api-btp.yaml`: BackendTr"), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "Staging smoke test: 5 checks, 4 passed, "), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "Migrate `payments/pay-callback` to an HT"), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "Delete the shop-api nginx Ingress in kx-"), // contradicted, kept
    ("s27Y_r1_nginx-envoy", "Prepare the prod cutover for api.tarvel."), // supported, deleted
    ("s27Y_r1_nginx-envoy", "shop-web HTTPRoute was also applied to k"), // unsupported, kept
    ("s27Y_r1_nginx-envoy", "`helm upgrade eg` to revision 4 complete"), // unsupported, kept
    ("s27Y_r2_scholarships", "Brenner STEM Award `BSA-4471`: submitted"), // contradicted, kept
    ("s27Y_r2_scholarships", "Nordaas Women in Engineering: 7 Nov 2025"), // contradicted, kept
    ("s27Y_r2_scholarships", "The Hallvard essay will be submitted at "), // unsupported, kept
    ("s27Y_r2_scholarships", "Funding still in play without Lindqvist:"), // supported, deleted
    ("s27Y_r2_scholarships", "[ ] Hallvard still needs the essay and a"), // supported, deleted
    ("s27Y_r2_scholarships", "[ ] Nordaas still needs the transcript"), // supported, deleted
    ("s27Y_r2_scholarships", "[ ] Write the Lindqvist personal stateme"), // contradicted, kept
    ("s27Y_r2_scholarships", "[ ] Book interview prep for week 3 of Ja"), // unsupported, kept
    ("s27Y_r2_scholarships", "Apply to all four scholarships in the tr"), // contradicted, kept
    ("s27Y_r2_scholarships", "Registrar confirmed the certified transc"), // contradicted, kept
    ("s27Y_r3_ap-duplicates", "PO-0912 (Pallas Office Co.) overpayment:"), // contradicted, kept
    ("s27Y_r3_ap-duplicates", "Total overpaid on exact duplicates: USD "), // supported, deleted
    ("s27Y_r3_ap-duplicates", "Credit memo CM-3307 (USD 1,404.00) has a"), // contradicted, kept
    ("s27Y_r3_ap-duplicates", "Orrin Freight's OF-7731 duplicate adds U"), // contradicted, kept
    ("s27Y_r3_ap-duplicates", "The duplicates come from the nightly bat"), // unsupported, kept
    ("s27Y_r3_ap-duplicates", "All second payments were approved by j.f"), // contradicted, kept
    ("s27Y_r3_ap-duplicates", "[TODO] Apply credit memo CM-3307 against"), // unsupported, kept
    ("s27Y_r3_ap-duplicates", "[TODO] Contact Pallas Office Co. for the"), // contradicted, kept
    ("s27Z_r1_clickhouse_mv_backfill", "events_raw partitions: 202410 184,392,11"), // contradicted, kept
    ("s27Z_r1_clickhouse_mv_backfill", "Oct 2024–Feb 2025 partitions hold 927,44"), // supported, deleted
    ("s27Z_r1_clickhouse_mv_backfill", "Prod test day 2024-10-01: 6,130,588 rows"), // contradicted, kept
    ("s27Z_r1_clickhouse_mv_backfill", "ch-stg-eu and ch-prod-eu both run ClickH"), // contradicted, kept
    ("s27Z_r1_clickhouse_mv_backfill", "Per-day INSERTs on prod take about 4 s e"), // contradicted, kept
    ("s27Z_r1_clickhouse_mv_backfill", "Re-ran the staging check with the tenant"), // unsupported, kept
    ("s27Z_r1_clickhouse_mv_backfill", "Scheduled the prod run for 20:05 Kyiv wi"), // contradicted, kept
    ("s27Z_r1_clickhouse_mv_backfill", "[TODO] Add `tenant_id != 4107` to mv_ses"), // contradicted, kept
    ("s27Z_r2_band_tour_booking", "Barcelona: La Farga Club (VN-BC-162), ho"), // contradicted, kept
    ("s27Z_r2_band_tour_booking", "Grenoble: La Belle Usine (VN-GR-019), 68"), // contradicted, kept
    ("s27Z_r2_band_tour_booking", "Milan hotel is two nights (9 and 10 Oct)"), // contradicted, kept
    ("s27Z_r2_band_tour_booking", "Ferri Live is expected to approve 9 Oct "), // unsupported, kept
    ("s27Z_r2_band_tour_booking", "Barcelona: Hotel Farga Rooms booked at €"), // contradicted, kept
    ("s27Z_r2_band_tour_booking", "Fees of the four held venues add up to €"), // supported, deleted
    ("s27Z_r2_band_tour_booking", "Pay the €1,200 Porto deposit by 2025-08-"), // contradicted, kept
    ("s27Z_r2_band_tour_booking", "Send the signed contracts back to all ve"), // unsupported, kept
    ("s27Z_r2_band_tour_booking", "Keep total tour spend, venues and hotels"), // contradicted, kept
    ("s27Z_r3_apns_cert_failure", "The renewal cert (serial 5A1F03C9E2B7D44"), // contradicted, kept
    ("s27Z_r3_apns_cert_failure", "Fixed TestRetryBackoff by correcting the"), // unsupported, kept
    ("s27Z_r3_apns_cert_failure", "The full test suite passes with the chan"), // contradicted, kept
    ("s27Z_r3_apns_cert_failure", "Ask Marta to upload the new production ."), // unsupported, kept
    ("s27Z_r3_apns_cert_failure", "Commit 3c9e1f7 \"apns: support token-base"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "User approved the switch of `events_by_u"), // unsupported, kept
    ("s29A_r1_cassandra-tombstones-no", "`runbooks/cassandra/tombstones.md`: post"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "`/etc/cron.d/cass-repair`: nightly incre"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "Root cause of the stream failure: a6's d"), // unsupported, kept
    ("s29A_r1_cassandra-tombstones-no", "Status update posted to #inc-cass-0311"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "The repair brought a3's average tombston"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "All six nodes show the same tombstone pr"), // unsupported, kept
    ("s29A_r1_cassandra-tombstones-no", "Cancel repair session `4b1f9c2e-7d3a-11e"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "E-mail the TWCS CR to CAB before Thursda"), // contradicted, kept
    ("s29A_r1_cassandra-tombstones-no", "Start `garbagecollect` on a1 and a2 in p"), // contradicted, kept
    ("s29A_r2_grant-report-gemini", "Personnel ran $1,850.00 over budget ($56"), // contradicted, kept
    ("s29A_r2_grant-report-gemini", "Eastgate Community School had the most f"), // contradicted, kept
    ("s29A_r2_grant-report-gemini", "Deadline is 5:00 pm Pacific on July 31."), // contradicted, kept
    ("s29A_r2_grant-report-gemini", "Confirmed the walkthrough call with Mari"), // unsupported, kept
    ("s29A_r2_grant-report-gemini", "[TODO] Trim the narrative below 1,000 wo"), // supported, deleted
    ("s29A_r2_grant-report-gemini", "[TODO] Add Devon's virtual story hour at"), // contradicted, kept
    ("s29A_r2_grant-report-gemini", "[TODO] Request a no-cost extension for t"), // contradicted, kept
    ("s29A_r3_wasm-pack-ci-pi", "Bumping wasm-pack in the workflow is fin"), // contradicted, kept
    ("s29A_r3_wasm-pack-ci-pi", "[x] Ran `npm audit fix` to clear the 2 m"), // unsupported, kept
    ("s29A_r3_wasm-pack-ci-pi", "`npm ci` in CI fails with `EUSAGE` becau"), // contradicted, kept
    ("s29A_r3_wasm-pack-ci-pi", "**Disable wasm-opt** (`wasm-opt = false`"), // contradicted, kept
    ("s29A_r3_wasm-pack-ci-pi", "Remove the `Publish (tags only)` step fr"), // unsupported, kept
    ("s29A_r3_wasm-pack-ci-pi", "First failing run on `main` was 13876543"), // contradicted, kept
    ("s29A_r3_wasm-pack-ci-pi", "getrandom's error points at `getrandom-0"), // contradicted, kept
    ("s29A_r3_wasm-pack-ci-pi", "Local release build took 48.17s end to e"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "DS_ADHOC_WH was resized from MEDIUM to X"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "All four warehouses are attached to reso"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "The SVC_HEX dashboards (`hex:weekly_kpis"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "The dbt Cloud job `dbt_marts_hourly` dou"), // unsupported, kept
    ("s29B_r1_snowflake_credit_spike", "Attached resource monitor RM_MONTHLY_ORG"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "Hourly credits on DS_ADHOC_WH dropped fr"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "Rescheduled DEMAND_FORECAST_REFRESH to r"), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "[TODO] Downsize ETL_WH_XL to LARGE once "), // contradicted, kept
    ("s29B_r1_snowflake_credit_spike", "[TODO] Lower AUTO_SUSPEND on BI_WH to 60"), // unsupported, kept
    ("s29B_r2_office_move_quotes", "Umbrella/excess policies do not count to"), // contradicted, kept
    ("s29B_r2_office_move_quotes", "`~/office-move/building/lease_move_rules"), // contradicted, kept
    ("s29B_r2_office_move_quotes", "Bridgetown's estimate expires 2026-01-31"), // contradicted, kept
    ("s29B_r2_office_move_quotes", "Bridgetown asks for a refundable $1,500 "), // contradicted, kept
    ("s29B_r2_office_move_quotes", "Northline's standard COI is $1,000,000 p"), // contradicted, kept
    ("s29B_r2_office_move_quotes", "All three movers include workstation dis"), // contradicted, kept
    ("s29B_r2_office_move_quotes", "The all-hands offsite is on 2026-01-24."), // contradicted, kept
    ("s29B_r2_office_move_quotes", "Reserve the freight elevator for 2026-01"), // unsupported, kept
    ("s29B_r2_office_move_quotes", "Pay Northline's deposit to lock in Jan 2"), // unsupported, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "[x] Policy `dlq-limits` keeps DLQ messag"), // contradicted, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "[x] Merged PR #318 once the tests were g"), // contradicted, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "[x] Posted the incident status update to"), // contradicted, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "**Purge the 37 messages older than 05:45"), // contradicted, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "Raise `delivery-limit` in the `dlx-payme"), // unsupported, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "Ask Bence to tighten psp_reference back "), // unsupported, kept
    ("s29B_r3_rabbitmq_dlq_backlog", "The DLQ has no consumers and was fed at "), // contradicted, kept
    ("s29R_r1_vet_reschedule", "Phoned Eva Serra; she confirmed Coco's n"), // unsupported, kept
    ("s29R_r1_vet_reschedule", "Purchasing (compras@pawsclinic.example) "), // contradicted, kept
    ("s29R_r1_vet_reschedule", "The rep call is set for 2025-05-14 from "), // contradicted, kept
    ("s29R_r1_vet_reschedule", "Updated drafts/sms_reschedule.txt to add"), // unsupported, kept
    ("s29R_r1_vet_reschedule", "Send the reschedule SMS to Eva Serra as "), // contradicted, kept
    ("s29R_r2_tidemark_isoweek", "Fix issue #812 so that ISO week dates su"), // supported, deleted
    ("s29R_r2_tidemark_isoweek", "Pushed fix/iso-week-812 to origin."), // contradicted, kept
    ("s29R_r2_tidemark_isoweek", "Labelled PR #815 `bug` and requested Han"), // contradicted, kept
    ("s29R_r2_tidemark_isoweek", "DM'd Hanna asking her to review PR #815."), // unsupported, kept
    ("s29R_r2_tidemark_isoweek", "All CI checks on PR #815 pass."), // contradicted, kept
    ("s29R_r2_tidemark_isoweek", "Run 9981273 cost $1.31 in total across t"), // supported, deleted
    ("s29R_r2_tidemark_isoweek", "Hanna has approved release 2.4.0."), // unsupported, kept
    ("s29R_r2_tidemark_isoweek", "Open a PR for the #812 fix."), // unsupported, kept
    ("s29R_r2_tidemark_isoweek", "Commit 4be71c9 changed 2 files: 31 inser"), // contradicted, kept
    ("s29R_r3_lyon_workshop", "Théo confirmed the badges will be ready "), // unsupported, kept
    ("s29R_r3_lyon_workshop", "Invitations for the 6 agenda events went"), // contradicted, kept
    ("s29R_r3_lyon_workshop", "Send Théo a DM about the badges."), // unsupported, kept
    ("s29R_r3_lyon_workshop", "Send the agenda invites once a working a"), // supported, deleted
    ("s29R_r3_lyon_workshop", "Book a room for the workshop."), // unsupported, kept
    ("s29R_r3_lyon_workshop", "Keynote is 14:00 to 14:45 CEST, i.e. 09:"), // contradicted, kept
    ("s30A_ceph_osd41_incident", "User wants the incident summary drafted "), // contradicted, kept
    ("s30A_ceph_osd41_incident", "Cluster nearfull_ratio is the default 0."), // contradicted, kept
    ("s30A_ceph_osd41_incident", "Fullest OSD is osd.29 on stor-ams-05 at "), // contradicted, kept
    ("s30A_ceph_osd41_incident", "smartctl reports SMART Health Status FAI"), // contradicted, kept
    ("s30A_ceph_osd41_incident", "Root cause is the known N004 firmware de"), // unsupported, kept
    ("s30A_ceph_osd41_incident", "Decided to set primary-affinity 0 on the"), // unsupported, kept
    ("s30A_ceph_osd41_incident", "User allowed raising nearfull_ratio as f"), // contradicted, kept
    ("s30A_ceph_osd41_incident", "Unset noout automatically as soon as osd"), // contradicted, kept
    ("s30A_ceph_osd41_incident", "Re-tune backups-cold (raise pg_num to 10"), // contradicted, kept
    ("s30A_ceph_osd41_incident", "osd.41 is already queued for replacement"), // contradicted, kept
    ("s30A_kb_vector_reindex", "recall@10 must stay at or above 0.85 for"), // unsupported, kept
    ("s30A_kb_vector_reindex", "Re-embedded the 37 skipped chunks with t"), // contradicted, kept
    ("s30A_kb_vector_reindex", "v4 at ef=128 keeps p95 at 39.8 ms."), // contradicted, kept
    ("s30A_kb_vector_reindex", "v4 at ef=128 lifts mrr@10 from 0.612 to "), // contradicted, kept
    ("s30A_kb_vector_reindex", "Added a `candidate` profile (support-kb-"), // contradicted, kept
    ("s30A_kb_vector_reindex", "support-kb-v4 is still indexing: 398,204"), // contradicted, kept
    ("s30A_kb_vector_reindex", "**hnsw_ef=96 for production**: meets the"), // unsupported, kept
    ("s30A_kb_vector_reindex", "**Skipped chunks are OCR'd PDF scans**: "), // unsupported, kept
    ("s30A_kb_vector_reindex", "Move support-kb-staging to support-kb-v4"), // unsupported, kept
    ("s30A_museum_loan_ainsworth", "The keeper's logbook (AC.2003.017) is th"), // contradicted, kept
    ("s30A_museum_loan_ainsworth", "Insurance must be under the UK Governmen"), // contradicted, kept
    ("s30A_museum_loan_ainsworth", "Hattie Lomax will courier both the Marr "), // contradicted, kept
    ("s30A_museum_loan_ainsworth", "Loan fee is £1,200 per object, £4,800 fo"), // contradicted, kept
    ("s30A_museum_loan_ainsworth", "Tobias has already agreed in principle t"), // unsupported, kept
    ("s30A_museum_loan_ainsworth", "UPDATED: \"Loan Objects – Salt & Signal\","), // contradicted, kept
    ("s30A_museum_loan_ainsworth", "Also asked Dermot for quotes to replace "), // unsupported, kept
    ("s30A_museum_loan_ainsworth", "[TODO] Write Priya a one-page issues lis"), // supported, deleted
    ("s30A_museum_loan_ainsworth", "[DONE] Agreed with Tobias that a facsimi"), // unsupported, kept
    ("s30B_bcp_price_increase_lv", "Ilze wants the counter-proposal to also "), // unsupported, kept
    ("s30B_bcp_price_increase_lv", "Price adjustments are allowed at most on"), // contradicted, kept
    ("s30B_bcp_price_increase_lv", "BCP's increase is mainly driven by the n"), // unsupported, kept
    ("s30B_bcp_price_increase_lv", "BCP-DIE-0218 (die-cut tray, E-flute): EU"), // contradicted, kept
    ("s30B_bcp_price_increase_lv", "BCP's new prices add EUR 19,093.27 a yea"), // contradicted, kept
    ("s30B_bcp_price_increase_lv", "Open BCP purchase orders were checked in"), // contradicted, kept
    ("s30B_bcp_price_increase_lv", "Send the 5.2% counter-proposal to Mārcis"), // contradicted, kept
    ("s30B_bcp_price_increase_lv", "Re-authenticate with erp_login and re-ru"), // unsupported, kept
    ("s30B_bcp_price_increase_lv", "Ask BCP for a cost breakdown of energy a"), // unsupported, kept
    ("s30B_ptice_kvarnera_survey_hr", "Flagged out-of-window submissions must b"), // unsupported, kept
    ("s30B_ptice_kvarnera_survey_hr", "22 submissions outside 05:00–10:30 were "), // contradicted, kept
    ("s30B_ptice_kvarnera_survey_hr", "The swapped coordinates come from an out"), // unsupported, kept
    ("s30B_ptice_kvarnera_survey_hr", "KR-118's new coordinates are 45.0712, 14"), // contradicted, kept
    ("s30B_ptice_kvarnera_survey_hr", "Uploaded tockasti_cenzus_2025_clean_v2.c"), // contradicted, kept
    ("s30B_ptice_kvarnera_survey_hr", "[TODO] Send Tena the table of individual"), // supported, deleted
    ("s30B_ptice_kvarnera_survey_hr", "[TODO] Recode island LS → LO in the clea"), // supported, deleted
    ("s30B_ptice_kvarnera_survey_hr", "[IN PROGRESS] Merge CR-042 into CR-041, "), // contradicted, kept
    ("s30B_tidepool_elixir_upgrade", "The two webhook_controller_test.exs capt"), // supported, deleted
    ("s30B_tidepool_elixir_upgrade", "Bumped `elixir: \"~> 1.16\"` to `elixir: \""), // contradicted, kept
    ("s30B_tidepool_elixir_upgrade", "Set BILLING_QUEUE_PAUSED=false on tidepo"), // unsupported, kept
    ("s30B_tidepool_elixir_upgrade", "Keep Oban and Ecto at their current vers"), // unsupported, kept
    ("s30B_tidepool_elixir_upgrade", "Docker images must use the hexpm/elixir "), // unsupported, kept
    ("s30B_tidepool_elixir_upgrade", "Also bump the Postgres version of tidepo"), // unsupported, kept
    ("s30B_tidepool_elixir_upgrade", "Staging runs image registry.fly.io/tidep"), // contradicted, kept
    ("s30B_tidepool_elixir_upgrade", "The first deploy failed because the stag"), // unsupported, kept
    ("s31A_r1_certmanager_ingress_pl", "User also approved updating the `api-v2`"), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "IngressClasses are now `nginx-public` (c"), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "The certificate has 9 failed issuance at"), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "`shop-admin-tls` and `static-cdn-tls` ar"), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "`deploy/storefront/certificate.yaml`: re"), // unsupported, kept
    ("s31A_r1_certmanager_ingress_pl", "Restarted the ingress-nginx controller s"), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "All issuance failures were caused by the"), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "Renew `shop-admin-tls` now with `cmctl r"), // unsupported, kept
    ("s31A_r1_certmanager_ingress_pl", "Fix the kubeconform failure in `deploy/p"), // unsupported, kept
    ("s31A_r1_certmanager_ingress_pl", "`shop-api-tls` is Ready again after the "), // contradicted, kept
    ("s31A_r1_certmanager_ingress_pl", "Notified #platform-alerts that the renew"), // unsupported, kept
    ("s31A_r2_offsite_venues_gemini", "Engineering is the largest team: 21 of 2"), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "Casa do Rio's 50% deposit is refundable "), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "Sabor & Mesa needs the final guest numbe"), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "Sabor & Mesa's original quote (with the "), // supported, deleted
    ("s31A_r2_offsite_venues_gemini", "CEO Rui Almeida is busy 13:00–17:00 Lisb"), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "Sent the catering confirmation (lunch bo"), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "Asked Tomás for 10 extra chairs for the "), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "[TODO] Book the team dinner for the even"), // contradicted, kept
    ("s31A_r2_offsite_venues_gemini", "[TODO] Ask Quinta da Serra Azul to exten"), // contradicted, kept
    ("s31A_r3_airflow_dbt_pi", "Keep `discount_code` in the staging mode"), // contradicted, kept
    ("s31A_r3_airflow_dbt_pi", "`dbt run --target dev --select stg_order"), // contradicted, kept
    ("s31A_r3_airflow_dbt_pi", "Posted the PR link in #data-eng."), // contradicted, kept
    ("s31A_r3_airflow_dbt_pi", "Deduplication now keys on `(order_id, cr"), // unsupported, kept
    ("s31A_r3_airflow_dbt_pi", "Switch `validate_raw_schema` to `on_drif"), // unsupported, kept
    ("s31A_r3_airflow_dbt_pi", "Trigger the prod rerun of 2025-05-19 onc"), // contradicted, kept
    ("s31B_r1_tf_staging_drift", "Drop the `PatchGroup = pg-weekly` tag fr"), // contradicted, kept
    ("s31B_r1_tf_staging_drift", "Revert the log group rename from #231 so"), // unsupported, kept
    ("s31B_r1_tf_staging_drift", "Close the open SSH rule on the bastion S"), // contradicted, kept
    ("s31B_r1_tf_staging_drift", "Ask Rafaela to rerun her load test on t3"), // unsupported, kept
    ("s31B_r1_tf_staging_drift", "The security-group fix may be applied ah"), // contradicted, kept
    ("s31B_r1_tf_staging_drift", "Never disable state locking; wait for CI"), // unsupported, kept
    ("s31B_r1_tf_staging_drift", "Send the PR link to Caio by e-mail as we"), // unsupported, kept
    ("s31B_r1_tf_staging_drift", "Inline policy `ledger-worker-s3` changed"), // contradicted, kept
    ("s31B_r1_tf_staging_drift", "Log group `/vela/staging/ledger-worker` "), // contradicted, kept
    ("s31B_r1_tf_staging_drift", "`git push` was rejected once (non-fast-f"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Send the finished report to the sponsor "), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "4 of the 5 November randomizations are b"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "`scripts/check_report.py`: 8 of 8 checks"), // unsupported, kept
    ("s31B_r2_ctrial_enrollment_report", "pandoc could not find `templates/lakesho"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Most common November screen-fail reason:"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Deviation PD-114-009 (114-021, Week 8 vi"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "114-037 randomized 2024-11-27 as R114-00"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Asked to put all December study visits o"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Send the draft to Dr. Okonkwo for sign-o"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Forward the signed report to Priya Natar"), // contradicted, kept
    ("s31B_r2_ctrial_enrollment_report", "Re-run `scripts/check_report.py` on the "), // unsupported, kept
    ("s31B_r3_ios_appreview_rejection", "TestFlight: internal group `Lodos Dahili"), // contradicted, kept
    ("s31B_r3_ios_appreview_rejection", "READ: `docs/review/2.4.0-rejection.txt`,"), // unsupported, kept
    ("s31B_r3_ios_appreview_rejection", "CREATED: `Kumbara/Settings/AccountDeleti"), // unsupported, kept
    ("s31B_r3_ios_appreview_rejection", "Build 319 is VALID and was distributed t"), // contradicted, kept
    ("s31B_r3_ios_appreview_rejection", "[DONE] Fix the launch crash with a TRY f"), // supported, deleted
    ("s31B_r3_ios_appreview_rejection", "[TODO] If 2.4.0 is rejected again, resub"), // contradicted, kept
    ("s31B_r3_ios_appreview_rejection", "[TODO] Turn on phased release over 7 day"), // unsupported, kept
    ("s32A_r1_flink_checkpoints_da", "The user also wants the hot-key problem "), // contradicted, kept
    ("s32A_r1_flink_checkpoints_da", "`src/main/java/com/acme/orders/agg/Custo"), // unsupported, kept
    ("s32A_r1_flink_checkpoints_da", "Upstream `dedup_by_order_id` subtasks ar"), // contradicted, kept
    ("s32A_r1_flink_checkpoints_da", "Lag is concentrated on partitions 7 and "), // contradicted, kept
    ("s32A_r1_flink_checkpoints_da", "Write a draft for #flink-oncall with the"), // contradicted, kept
    ("s32A_r1_flink_checkpoints_da", "Open a ticket for the `C-0048213` hot ke"), // unsupported, kept
    ("s32A_r1_flink_checkpoints_da", "PR #418's CI checks passed."), // unsupported, kept
    ("s32A_r1_flink_checkpoints_da", "Meanwhile raise `taskmanager.memory.mana"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "EuroMove requires a 30% deposit on booki"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "Léa (born 14 June 2015) enters Groep 6 a"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "The deposit is two months' bare rent (€4"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "Pets are allowed with the landlord's con"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "CREATED: `checklist.md` – French checkli"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "Compared the three quotes: EuroMove is c"), // supported, deleted
    ("s32A_r2_family_relocation_gemini", "Filled in the parent declaration and sig"), // contradicted, kept
    ("s32A_r2_family_relocation_gemini", "[TODO] Book EuroMove for loading on 24 F"), // unsupported, kept
    ("s32A_r2_family_relocation_gemini", "[TODO] Send the sworn translations to IS"), // unsupported, kept
    ("s32A_r3_uv_wheel_build_pi", "Shallow clones are fine anywhere as long"), // unsupported, kept
    ("s32A_r3_uv_wheel_build_pi", "Added `fetch-depth: 0` to the test matri"), // contradicted, kept
    ("s32A_r3_uv_wheel_build_pi", "Regenerated `uv.lock` with `uv lock --up"), // unsupported, kept
    ("s32A_r3_uv_wheel_build_pi", "Open an issue about caching the clone in"), // contradicted, kept
    ("s32A_r3_uv_wheel_build_pi", "Test matrix: Python 3.10, 3.11 and 3.12 "), // contradicted, kept
    ("s32A_r3_uv_wheel_build_pi", "The CI log showed 2 failing tests in `te"), // contradicted, kept
    ("s32A_r3_uv_wheel_build_pi", "`ledgerline-core` depends on `ledgerline"), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "GitHub Support was contacted to request "), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "Martin gets a replacement fine-grained t"), // unsupported, kept
    ("s32B_r1_github_token_leak_sk", "Add a timeline to the report in both UTC"), // supported, deleted
    ("s32B_r1_github_token_leak_sk", "Rotate the active AWS access key from al"), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "Post the finished report to #sec-inciden"), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "Re-run the deploy-key check on halvora/k"), // unsupported, kept
    ("s32B_r1_github_token_leak_sk", "Rewrite the history of halvora/deploy-sc"), // unsupported, kept
    ("s32B_r1_github_token_leak_sk", "Only read-only API calls against reposit"), // unsupported, kept
    ("s32B_r1_github_token_leak_sk", "Produce an org-wide inventory of every m"), // unsupported, kept
    ("s32B_r1_github_token_leak_sk", "203.0.113.77 is a Hetzner VPS in Falkens"), // unsupported, kept
    ("s32B_r1_github_token_leak_sk", "The attacker made 5 requests in total, a"), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "mkovacik-dev has write access to halvora"), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "Alert #39 (aws_access_key_id, halvora/in"), // contradicted, kept
    ("s32B_r1_github_token_leak_sk", "`gh api /repos/halvora/docs-site/hooks` "), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "Also produce March invoices as PDFs for "), // unsupported, kept
    ("s32B_r2_bakery_wholesale_orders", "Van VX19 KTE holds 36 crates."), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "Dark rye 16 kg (CSM-310) is £24.90 from "), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "`delivery/route_notes.md`: van leaves Ma"), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "The first `week_plan.py` run double-coun"), // unsupported, kept
    ("s32B_r2_bakery_wholesale_orders", "Flour for the week: 247.9 kg T65, 66 kg "), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "Jonno drives the Wednesday 19 March rout"), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "Bramble & Bean accepted the 84-croissant"), // unsupported, kept
    ("s32B_r2_bakery_wholesale_orders", "Only send Bramble's confirmation once Ha"), // contradicted, kept
    ("s32B_r2_bakery_wholesale_orders", "Get Hanna's OK on the Bramble confirmati"), // supported, deleted
    ("s32B_r2_bakery_wholesale_orders", "E-mail the flour order to trade@cotswold"), // contradicted, kept
    ("s32B_r3_push_campaign_readout_ms", "Variant A's audience was 140,210 users."), // contradicted, kept
    ("s32B_r3_push_campaign_readout_ms", "Android FCM delivery was about 93% of ac"), // supported, deleted
    ("s32B_r3_push_campaign_readout_ms", "iOS open rates were a little higher than"), // contradicted, kept
    ("s32B_r3_push_campaign_readout_ms", "GMV per delivered push: about RM 0.62 fo"), // supported, deleted
    ("s32B_r3_push_campaign_readout_ms", "The holdout comparison shows variant B a"), // unsupported, kept
    ("s32B_r3_push_campaign_readout_ms", "Variant B should become the default push"), // unsupported, kept
    ("s32B_r3_push_campaign_readout_ms", "READ: `campaign_cmp_iftar_2025_w2.json` "), // supported, deleted
    ("s32B_r3_push_campaign_readout_ms", "Requested read access to `crm_private.ho"), // unsupported, kept
    ("s32B_r3_push_campaign_readout_ms", "[TODO] Recommend variant C for the next "), // contradicted, kept
    ("s33A_r1_kafka-rebalance", "Post the findings summary directly in th"), // unsupported, kept
    ("s33A_r1_kafka-rebalance", "The pod restarts (up to 7 on ledger-proj"), // unsupported, kept
    ("s33A_r1_kafka-rebalance", "Partition 23 carries the highest lag, 21"), // contradicted, kept
    ("s33A_r1_kafka-rebalance", "Raising Session.Timeout to 30s was agree"), // unsupported, kept
    ("s33A_r1_kafka-rebalance", "\"Our ledger-projector service in prd-euw"), // unsupported, kept
    ("s33A_r1_kafka-rebalance", "Fix TestDefaultConfig so it expects the "), // contradicted, kept
    ("s33A_r1_kafka-rebalance", "Push fix/rebalance-storm and open a PR a"), // contradicted, kept
    ("s33A_r1_kafka-rebalance", "Set the HPA scaleDown stabilizationWindo"), // contradicted, kept
    ("s33A_r1_kafka-rebalance", "Once the user confirms, deploy the branc"), // unsupported, kept
    ("s33A_r2_pg16-upgrade", "The check was run with the new cluster i"), // unsupported, kept
    ("s33A_r2_pg16-upgrade", "The user agreed that debezium_billing ca"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "The check ran for about 4 minutes before"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "PG16 packages ship pg_stat_statements 1."), // supported, deleted
    ("s33A_r2_pg16-upgrade", "hypopg has no dependent objects in billi"), // unsupported, kept
    ("s33A_r2_pg16-upgrade", "pg_partman 5 drops trigger-based partiti"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "pg_upgrade to 16 keeps the logical slot,"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "The billing maintenance window is Saturd"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "Add pg_stat_statements and pg_partman_bg"), // unsupported, kept
    ("s33A_r2_pg16-upgrade", "Run the real pg_upgrade --link on pg-reh"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "Drop debezium_billing on the snapshot to"), // contradicted, kept
    ("s33A_r2_pg16-upgrade", "Repeat the same rehearsal for the ledger"), // unsupported, kept
    ("s33A_r3_summit-catering", "User asked: \"Help me plan catering and r"), // unsupported, kept
    ("s33A_r3_summit-catering", "Venue option confirmed with Camille Roux"), // contradicted, kept
    ("s33A_r3_summit-catering", "Maison Garnier selected as caterer."), // unsupported, kept
    ("s33A_r3_summit-catering", "Atelier 1 kept as a backup breakout room"), // contradicted, kept
    ("s33A_r3_summit-catering", "Prepare a comparison table of all three "), // unsupported, kept
    ("s33A_r3_summit-catering", "Pay the 30% venue deposit (€1,950 HT) af"), // unsupported, kept
    ("s33A_r3_summit-catering", "Ask GreenPlate to extend their offer bey"), // contradicted, kept
    ("s33A_r3_summit-catering", "The venue deposit is 40% on confirmation"), // contradicted, kept
    ("s33A_r3_summit-catering", "Bellecour needs the final headcount 10 d"), // contradicted, kept
    ("s33B_r1_celery_beat_cron", "Cron times are evaluated in UTC to match"), // contradicted, kept
    ("s33B_r1_celery_beat_cron", "The `sync-ticket-inventory` off-by-one ("), // unsupported, kept
    ("s33B_r1_celery_beat_cron", "Switch `deploy/k8s/celery-beat.yaml` fro"), // contradicted, kept
    ("s33B_r1_celery_beat_cron", "Crontab changes can go to production dir"), // contradicted, kept
    ("s33B_r1_celery_beat_cron", "Walk the user through the diff before co"), // unsupported, kept
    ("s33B_r1_celery_beat_cron", "`cleanup-orphan-uploads` runs at 03:40 o"), // contradicted, kept
    ("s33B_r1_celery_beat_cron", "Beat container memory limit: `256Mi`."), // contradicted, kept
    ("s33B_r1_celery_beat_cron", "First `pytest tests/scheduling -q`: 1 fa"), // supported, deleted
    ("s33B_r2_deberta_finetune", "Marta's notebook takes about 13.6 GiB of"), // contradicted, kept
    ("s33B_r2_deberta_finetune", "fp16 is an acceptable fallback if bf16 g"), // unsupported, kept
    ("s33B_r2_deberta_finetune", "Run 2 trained through epoch 1 (val macro"), // contradicted, kept
    ("s33B_r2_deberta_finetune", "Epoch 2: eval loss 0.4690, macro-F1 0.83"), // contradicted, kept
    ("s33B_r2_deberta_finetune", "Peak GPU memory in run 3: 12.40 GiB allo"), // contradicted, kept
    ("s33B_r2_deberta_finetune", "Test-set evaluation with `--do-test`: ac"), // contradicted, kept
    ("s33B_r2_deberta_finetune", "**Max sequence length cut to 128** to le"), // contradicted, kept
    ("s33B_r2_deberta_finetune", "**Class weights for `account_merge`** to"), // unsupported, kept
    ("s33B_r2_deberta_finetune", "Run the test split on `checkpoint-3924` "), // contradicted, kept
    ("s33B_r2_deberta_finetune", "Train a fifth epoch from `checkpoint-523"), // unsupported, kept
    ("s33B_r2_deberta_finetune", "Ask Marta to move her notebook to GPU 1."), // unsupported, kept
    ("s33B_r3_charity_giftaid", "Reconcile Friends of Millbrook Library's"), // contradicted, kept
    ("s33B_r3_charity_giftaid", "The GBP 85.00 book-sale credit is tradin"), // unsupported, kept
    ("s33B_r3_charity_giftaid", "Sota Nakamura's gifts carry a gift aid d"), // contradicted, kept
    ("s33B_r3_charity_giftaid", "Before the corrections the eligible tota"), // contradicted, kept
    ("s33B_r3_charity_giftaid", "MODIFIED: `crm/donorfy_export_2025Q1.csv"), // contradicted, kept
    ("s33B_r3_charity_giftaid", "Corrected Lindqvist's amount to GBP 75.0"), // contradicted, kept
    ("s33B_r3_charity_giftaid", "E-mailed Priya the reconciliation summar"), // unsupported, kept
    ("s33B_r3_charity_giftaid", "Re-ran `reconcile.py` on the corrected f"), // unsupported, kept
    ("s33B_r3_charity_giftaid", "[TODO] Ask the bank to trace Ruth Edward"), // unsupported, kept
    ("s34A_r1_claims_reconcile", "Also reconcile the September remittance "), // unsupported, kept
    ("s34A_r1_claims_reconcile", "All sqlite3 queries against claims.db we"), // contradicted, kept
    ("s34A_r1_claims_reconcile", "Policy NH-BA-5510455 (Fietsenwinkel Oost"), // contradicted, kept
    ("s34A_r1_claims_reconcile", "CLM-24-08817 (Drukkerij Van Dam, 3.980,0"), // contradicted, kept
    ("s34A_r1_claims_reconcile", "Initial request: reconcile the October c"), // unsupported, kept
    ("s34A_r1_claims_reconcile", "Draft the Dutch concept note for Marieke"), // supported, deleted
    ("s34A_r1_claims_reconcile", "Write the Dutch concept note for Marieke"), // supported, deleted
    ("s34A_r2_crate_release", "ParseError was marked #[non_exhaustive] "), // contradicted, kept
    ("s34A_r2_crate_release", "Re-run the GitHub Actions msrv job to co"), // unsupported, kept
    ("s34A_r2_crate_release", "Update the MSRV badge in README.md to 1."), // unsupported, kept
    ("s34A_r2_crate_release", "Merge release/1.5.0 into main as soon as"), // contradicted, kept
    ("s34A_r2_crate_release", "Fix the failing doc-test for Query::get_"), // contradicted, kept
    ("s34A_r2_crate_release", "Publish dry-run packaged 43 files, 212.6"), // contradicted, kept
    ("s34A_r2_crate_release", "Reviewer: Johan (@johan-lind on GitHub)."), // unsupported, kept
    ("s34A_r2_crate_release", "ParseError derives come from thiserror 2"), // contradicted, kept
    ("s34A_r2_crate_release", "The first cargo publish --dry-run refuse"), // unsupported, kept
    ("s34A_r2_crate_release", "src/lib.rs"), // unsupported, kept
    ("s34A_r3_dns_migration", "User wants status updates in Turkish."), // unsupported, kept
    ("s34A_r3_dns_migration", "Read the NameBarn export (account TW-882"), // contradicted, kept
    ("s34A_r3_dns_migration", "Created the 8 web records (apex A and AA"), // contradicted, kept
    ("s34A_r3_dns_migration", "Enabled DNSSEC on the Cloudfloat zone."), // contradicted, kept
    ("s34A_r3_dns_migration", "Checked the pv2024 DKIM key against Post"), // unsupported, kept
    ("s34A_r3_dns_migration", "The NS change also needs NameBarn's clie"), // unsupported, kept
    ("s34A_r3_dns_migration", "**TTL 300**: lets the NS switch be rolle"), // unsupported, kept
    ("s34A_r3_dns_migration", "Add the apex google-site-verification TX"), // contradicted, kept
    ("s34A_r3_dns_migration", "Web IPs: apex 185.221.84.17 / 2a0b:5c80:"), // contradicted, kept
    ("s34A_r3_dns_migration", "DMARC: p=reject, rua=mailto:dmarc@tarlaw"), // contradicted, kept
    ("s34A_r3_dns_migration", "NameBarn's SOA minimum TTL is 300."), // contradicted, kept
    ("s34B_r1_k8s_hpa_checkout", "During the 2024-11-19 test the HPA scale"), // unsupported, kept
    ("s34B_r1_k8s_hpa_checkout", "The ScalingLimited condition reported To"), // unsupported, kept
    ("s34B_r1_k8s_hpa_checkout", "CPU was throttled in about 74% of CFS pe"), // contradicted, kept
    ("s34B_r1_k8s_hpa_checkout", "In the original run only the checks and "), // contradicted, kept
    ("s34B_r1_k8s_hpa_checkout", "The browse_catalog scenario was excluded"), // unsupported, kept
    ("s34B_r1_k8s_hpa_checkout", "New memory sizing: 16 replicas × 1Gi = 1"), // supported, deleted
    ("s34B_r1_k8s_hpa_checkout", "MODIFIED: `overlays/staging/checkout-api"), // contradicted, kept
    ("s34B_r1_k8s_hpa_checkout", "Ran `kubectl get hpa,deploy,pods` and `k"), // supported, deleted
    ("s34B_r1_k8s_hpa_checkout", "Edited hpa.yaml and deployment-patch.yam"), // contradicted, kept
    ("s34B_r1_k8s_hpa_checkout", "[TODO] Apply the same overlay to prod-eu"), // contradicted, kept
    ("s34B_r2_wh_inventory_discrepancy", "Explain the -144 unit variance on TLH-44"), // unsupported, kept
    ("s34B_r2_wh_inventory_discrepancy", "In A-14-03, 24 units of TLH-44817 are al"), // contradicted, kept
    ("s34B_r2_wh_inventory_discrepancy", "That next delivery arrived on 4 Nov with"), // unsupported, kept
    ("s34B_r2_wh_inventory_discrepancy", "The receiving operator on RF-07 for ASN-"), // contradicted, kept
    ("s34B_r2_wh_inventory_discrepancy", "The largest of the other stuck transfers"), // contradicted, kept
    ("s34B_r2_wh_inventory_discrepancy", "TRF-30118 got stuck because the carrier "), // unsupported, kept
    ("s34B_r2_wh_inventory_discrepancy", "Investigate the -3 variance on TLH-44820"), // contradicted, kept
    ("s34B_r2_wh_inventory_discrepancy", "Ask the RF team to turn on dup_check for"), // unsupported, kept
    ("s34B_r3_latex_thesis_build", "The build broke right after the user upg"), // unsupported, kept
    ("s34B_r3_latex_thesis_build", "The user did allow user-mode tlmgr insta"), // contradicted, kept
    ("s34B_r3_latex_thesis_build", "PATH in ~/.profile was also changed so t"), // unsupported, kept
    ("s34B_r3_latex_thesis_build", "The biber temp directory under /tmp was "), // unsupported, kept
    ("s34B_r3_latex_thesis_build", "Biber reported no warnings on the last r"), // contradicted, kept
    ("s34B_r3_latex_thesis_build", "Two citations are still undefined: svobo"), // supported, deleted
    ("s34B_r3_latex_thesis_build", "Once kral2022 is in, switch the bibliogr"), // contradicted, kept
    ("s34B_r3_latex_thesis_build", "All figures must be at least 600 dpi."), // contradicted, kept
    ("s34B_r3_latex_thesis_build", "The special issue on urban drainage clos"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "Also review airbyte_billing and clean up"), // unsupported, kept
    ("s35A_r1_pg_replication_slot", "wal_keep_size is 4 GB."), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "/var/log/postgresql/postgresql-2025-03-0"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "/etc/postgresql/15/main/postgresql.conf "), // unsupported, kept
    ("s35A_r1_pg_replication_slot", "airbyte_billing is served by walsender P"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "WAL is generated at about 1.76 GB per 10"), // supported, deleted
    ("s35A_r1_pg_replication_slot", "archive_command has been failing since 2"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "DiskUsageHigh fired at 86% on 2025-03-11"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "(sl) Rok handles Vault, wait for him; me"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "Lower max_slot_wal_keep_size back to 300"), // unsupported, kept
    ("s35A_r1_pg_replication_slot", "Keep sampling pg_wal size every 10 minut"), // unsupported, kept
    ("s35A_r1_pg_replication_slot", "A manual CHECKPOINT was run to confirm d"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "Task 0 of orders-cdc was restarted and i"), // contradicted, kept
    ("s35A_r1_pg_replication_slot", "When Rok confirms the Vault change, POST"), // supported, deleted
    ("s35A_r2_quarterly_vat_payroll", "Kitchen Fix invoice KF-2291 (£462.00 gro"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "The 24A4 VAT of £6,918.44 left the Starl"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "The £10,500 Employment Allowance is stil"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "Mira Stoyanova (E04) started on 3 March "), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "Iliana wants the figures by Friday 25 Ap"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "Box 6 is £60,683 and Box 7 is £15,635."), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "Submitted the FPS to HMRC with payrun fp"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "Attached the Starling bank export so Ili"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "Scheduled the £1,647.22 PAYE/NI payment "), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "[TODO] Send the month 12 EPS claiming th"), // contradicted, kept
    ("s35A_r2_quarterly_vat_payroll", "[TODO] Ask Kitchen Fix Ltd for a correct"), // unsupported, kept
    ("s35A_r3_graphql_federation", "If the operation check is the only thing"), // contradicted, kept
    ("s35A_r3_graphql_federation", "In CI, add orders to the schema-checks m"), // contradicted, kept
    ("s35A_r3_graphql_federation", "Leave the monolith's resolvers untouched"), // unsupported, kept
    ("s35A_r3_graphql_federation", "The failing job of run 9923417765 was th"), // contradicted, kept
    ("s35A_r3_graphql_federation", "The orders check against tessellate@prod"), // contradicted, kept
    ("s35A_r3_graphql_federation", "Re-registered legacy-mobile's persisted "), // contradicted, kept
    ("s35A_r3_graphql_federation", "Router cut-over is blocked until RFC-31 "), // unsupported, kept
    ("s35A_r3_graphql_federation", "**Product.name @shareable in both subgra"), // unsupported, kept
    ("s35A_r3_graphql_federation", "Publish the orders and catalog subgraphs"), // unsupported, kept
    ("s35B_r1_ingress_tls_ratelimit", "The ingress change was applied only as a"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "503 from the limiter is acceptable for t"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "limit-connections raised to 40 alongside"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "Delete the pending HTTP-01 challenge and"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "Restart the ingress-nginx-public-control"), // unsupported, kept
    ("s35B_r1_ingress_tls_ratelimit", "Open a ticket in the platform-edge queue"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "No more than 150 requests in total again"), // supported, deleted
    ("s35B_r1_ingress_tls_ratelimit", "Prod rate-limit tests must run from the "), // unsupported, kept
    ("s35B_r1_ingress_tls_ratelimit", "Repeat the 60-request burst against part"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "Certificate partners-gw-tls created 2024"), // contradicted, kept
    ("s35B_r1_ingress_tls_ratelimit", "Burst test: 38 × 200 and 22 × 503 out of"), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "PCV15 (Vaxneuvance) substitution approve"), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "Supplier e-mails go out from pasig.pharm"), // unsupported, kept
    ("s35B_r2_clinic_vaccine_stock", "Listed the 16 June HPV9 bookings and wro"), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "Confirmed receipt of Priorix delivery DR"), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "Re-ran the inv-sync export to include th"), // unsupported, kept
    ("s35B_r2_clinic_vaccine_stock", "Gardasil 9 on hand: 18 doses."), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "MMR (Priorix) is short by only 2 doses a"), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "All HPV appointments for the week go to "), // contradicted, kept
    ("s35B_r2_clinic_vaccine_stock", "Ask Carla to expedite the 20 Prevenar 13"), // unsupported, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The root cause is that SDK 4.2 retries r"), // unsupported, kept
    ("s35B_r3_dbt_bigquery_dedupe", "SDK 4.2.1 added another 586,002 such row"), // contradicted, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The last 14 days of raw data hold about "), // contradicted, kept
    ("s35B_r3_dbt_bigquery_dedupe", "Duplicate rows in `raw_events` can be re"), // contradicted, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The user also wants the Looker DAU tile "), // unsupported, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The dedupe keeps the latest row per `eve"), // contradicted, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The incremental lookback was set to 7 da"), // contradicted, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The full-range duplicate count query bil"), // supported, deleted
    ("s35B_r3_dbt_bigquery_dedupe", "A full refresh in prod was run once to c"), // contradicted, kept
    ("s35B_r3_dbt_bigquery_dedupe", "Her login is `solveigt` and she has been"), // unsupported, kept
    ("s35B_r3_dbt_bigquery_dedupe", "The `dbt-ci-slim` CI job has to be green"), // unsupported, kept
    ("s35B_r3_dbt_bigquery_dedupe", "After the review, schedule the prod `--f"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "Restarted consumer ledger-sink-7c9f-2 to"), // unsupported, kept
    ("s36A_r1_kafka_consumer_lag", "The user approved the trimmed plan for t"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "Restart kafka on kfk-eu1-b04 once the re"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "Retry kafka-log-dirs.sh --describe for b"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "Open a hardware ticket with the DC to re"), // unsupported, kept
    ("s36A_r1_kafka_consumer_lag", "Free space on /data/kafka-logs-2 by lowe"), // unsupported, kept
    ("s36A_r1_kafka_consumer_lag", "Move every under-replicated partition on"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "Total group lag at the first describe: 1"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "ISR of partition 3 shrank at 01:53:02 fr"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "Under-replicated partitions on broker 10"), // contradicted, kept
    ("s36A_r1_kafka_consumer_lag", "kafka-reassign-partitions.sh --verify on"), // unsupported, kept
    ("s36A_r2_grant_budget_fr", "Round every figure to the euro in the re"), // unsupported, kept
    ("s36A_r2_grant_budget_fr", "Moved FAC-23-0801 to 2023-10-01 in the l"), // contradicted, kept
    ("s36A_r2_grant_budget_fr", "Generated work/FHR-2023-0417_rapport_int"), // contradicted, kept
    ("s36A_r2_grant_budget_fr", "**Equipment overspend (€440.00)**: to be"), // unsupported, kept
    ("s36A_r2_grant_budget_fr", "**VAT**: report TTC amounts and claim th"), // contradicted, kept
    ("s36A_r2_grant_budget_fr", "File a written request at least 30 days "), // unsupported, kept
    ("s36A_r2_grant_budget_fr", "Recompute overheads at 8% of all direct "), // contradicted, kept
    ("s36A_r2_grant_budget_fr", "Supporting documents must be kept 5 year"), // contradicted, kept
    ("s36A_r2_grant_budget_fr", "The Raman balance invoice FAC-24-0611 is"), // contradicted, kept
    ("s36A_r3_rust_crate_release", "Keep the release a patch release (0.8.4)"), // contradicted, kept
    ("s36A_r3_rust_crate_release", "Publish 0.9.0 to crates.io once the dry "), // contradicted, kept
    ("s36A_r3_rust_crate_release", "`src/error.rs`: `WalError` marked `#[non"), // unsupported, kept
    ("s36A_r3_rust_crate_release", "After the fixes the unit tests pass: 88 "), // contradicted, kept
    ("s36A_r3_rust_crate_release", "Re-ran `cargo semver-checks` after the v"), // unsupported, kept
    ("s36A_r3_rust_crate_release", "The Lenient-recovery bug was introduced "), // unsupported, kept
    ("s36A_r3_rust_crate_release", "\"Let's get the quillwal release ready: t"), // unsupported, kept
    ("s36A_r3_rust_crate_release", "Commit the release changes and tag v0.9."), // contradicted, kept
    ("s36A_r3_rust_crate_release", "Open a PR backporting the recovery fix t"), // unsupported, kept
    ("s36A_r3_rust_crate_release", "Mark `recover_truncated_tail` `#[ignore]"), // contradicted, kept
    ("s36A_r3_rust_crate_release", "Change `exclude` to `[\"testdata/*.wal\", "), // unsupported, kept
    ("s36A_r3_rust_crate_release", "Once the dry run is green, run `cargo pu"), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "4.18.0 crashed in about 2.1% of its 412,"), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "Samsung devices account for 22% of PRC-A"), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "On 4.18.0 alone the two new clusters hit"), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "Root cause confirmed: detachSheet() neve"), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "Both 4.18.0 and 4.18.1-rc2 ProGuard mapp"), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "The 4.18.0 ANR rate is also above the Pl"), // unsupported, kept
    ("s36B_r1_mobile_crash_triage", "MODIFIED: app/src/main/java/com/parcelo/"), // unsupported, kept
    ("s36B_r1_mobile_crash_triage", "Paused further exposure by freezing the "), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "Checked PRC-A-3402 against the flag as w"), // unsupported, kept
    ("s36B_r1_mobile_crash_triage", "[TODO] Roll live_route_sheet_v2 back to "), // contradicted, kept
    ("s36B_r1_mobile_crash_triage", "[TODO] File the MOB ticket in Jira and l"), // unsupported, kept
    ("s36B_r2_warehouse_cycle_count", "The e-mail also says a recount has to be"), // unsupported, kept
    ("s36B_r2_warehouse_cycle_count", "Per the e-mail, lines between R$ 500 and"), // contradicted, kept
    ("s36B_r2_warehouse_cycle_count", "C-09-01-A (SKU-733512) is the largest un"), // contradicted, kept
    ("s36B_r2_warehouse_cycle_count", "A retry with lot_id LOT-2307 went throug"), // contradicted, kept
    ("s36B_r2_warehouse_cycle_count", "C-07-02-A was included in the same batch"), // contradicted, kept
    ("s36B_r2_warehouse_cycle_count", "C-05-01-A and C-09-01-A got recount task"), // contradicted, kept
    ("s36B_r2_warehouse_cycle_count", "Still open: when the PM recounts come ba"), // unsupported, kept
    ("s36B_r2_warehouse_cycle_count", "Post C-05-03-C as soon as Rafael confirm"), // unsupported, kept
    ("s36B_r2_warehouse_cycle_count", "Once the draft is final, e-mail it to ma"), // contradicted, kept
    ("s36B_r2_warehouse_cycle_count", "The C-14 variances can be posted after Q"), // unsupported, kept
    ("s36B_r3_ml_eval_regression", "Revert chat_template to lark-chat-v1 in "), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "Submit the ifeval v2 rerun to eval-h100 "), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "Rerun gsm8k and math_hard at step-48000 "), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "Full write-up covering all ten tasks for"), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "Config diff r17..r18: chat_template lark"), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "Learning rate unchanged at 1.0e-5 betwee"), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "r18 had three grad-norm spikes above 10 "), // contradicted, kept
    ("s36B_r3_ml_eval_regression", "`python3 tools/rescore.py --task gsm8k` "), // unsupported, kept
    ("s36B_r3_ml_eval_regression", "configs/sft/lark7b.yaml"), // contradicted, kept
    ("s37A_r1_dns_migration", "The DMARC policy of hollerbeek.nl should"), // unsupported, kept
    ("s37A_r1_dns_migration", "The MX records were lowered to 300 as we"), // contradicted, kept
    ("s37A_r1_dns_migration", "NordZone's SOA serial for hollerbeek.nl "), // contradicted, kept
    ("s37A_r1_dns_migration", "A job that restores the TTLs to 3600 48 "), // unsupported, kept
    ("s37A_r1_dns_migration", "The hollerbeek-logistics.com import brou"), // contradicted, kept
    ("s37A_r1_dns_migration", "Both records have since been corrected i"), // contradicted, kept
    ("s37A_r1_dns_migration", "Once the fixes are in, switch the NS rec"), // contradicted, kept
    ("s37A_r1_dns_migration", "After writing drafts/status.md, send the"), // contradicted, kept
    ("s37A_r1_dns_migration", "The user wants DNSSEC enabled on both Ed"), // unsupported, kept
    ("s37A_r2_clinic_scheduling", "Hakan Demir was moved to Selin's Monday "), // contradicted, kept
    ("s37A_r2_clinic_scheduling", "All moved patients keep room R1 so they "), // contradicted, kept
    ("s37A_r2_clinic_scheduling", "Re-send Canan Polat's SMS through the ba"), // unsupported, kept
    ("s37A_r2_clinic_scheduling", "Keep each patient's original day and tim"), // unsupported, kept
    ("s37A_r2_clinic_scheduling", "Confirm with the user whether Zeynep Ars"), // unsupported, kept
    ("s37A_r2_clinic_scheduling", "SMS delivery: 8 delivered, 0 pending"), // contradicted, kept
    ("s37A_r2_clinic_scheduling", "Murat Koç (P-2102): BK-77820 and BK-7784"), // contradicted, kept
    ("s37A_r2_clinic_scheduling", "GET /availability timed out on the first"), // unsupported, kept
    ("s37A_r3_terraform_drift", "Remove the tcp/5432 ingress from 0.0.0.0"), // supported, deleted
    ("s37A_r3_terraform_drift", "Bring the batch-workers ASG back to desi"), // contradicted, kept
    ("s37A_r3_terraform_drift", "infra/envs/prod/rds.tf: performance_insi"), // unsupported, kept
    ("s37A_r3_terraform_drift", "Fixed the quota error by releasing the u"), // contradicted, kept
    ("s37A_r3_terraform_drift", "The 0.0.0.0/0 rule carries the descripti"), // contradicted, kept
    ("s37A_r3_terraform_drift", "RDS storage had also been grown from 400"), // contradicted, kept
    ("s37A_r3_terraform_drift", "Release the old bastion IP to free up th"), // contradicted, kept
    ("s37A_r3_terraform_drift", "Open a FinOps ticket about the CostCente"), // unsupported, kept
    ("s37A_r3_terraform_drift", "EIP usage checked: 5 addresses allocated"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "The approval note for Paweł should be e-"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "Applied the annual ZUS base cap for Piot"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "Approval note sent to Paweł Górski."), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "**E1077**: full October salary plus a 3-"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "Clear the W-CHARSET warning on E1068 bef"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "Once Paweł approves, remove E1042 and E1"), // unsupported, kept
    ("s37B_r1_payroll_run_pl", "The original file's header CtrlSum was 1"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "The 9% health contribution is deductible"), // contradicted, kept
    ("s37B_r1_payroll_run_pl", "Paweł Górski (CFO) signs off payroll; Ag"), // unsupported, kept
    ("s37B_r2_frontend_perf", "Staging on v4.12.0 (mobile Lighthouse): "), // supported, deleted
    ("s37B_r2_frontend_perf", "`moment` must stay in package.json: /che"), // contradicted, kept
    ("s37B_r2_frontend_perf", "The Noto Sans JP switch in #2280 (displa"), // unsupported, kept
    ("s37B_r2_frontend_perf", "The next bump to 14.2.13 (#2275) changed"), // unsupported, kept
    ("s37B_r2_frontend_perf", "Ran the Playwright e2e smoke suite again"), // contradicted, kept
    ("s37B_r2_frontend_perf", "Staging LCP is back to about 2.0 s after"), // unsupported, kept
    ("s37B_r2_frontend_perf", "Pushed perf/pdp-lcp to origin."), // contradicted, kept
    ("s37B_r3_customs_shipment", "The Bill of Entry should be filed tonigh"), // contradicted, kept
    ("s37B_r3_customs_shipment", "Meera also wants the gaskets dropped fro"), // unsupported, kept
    ("s37B_r3_customs_shipment", "Declaring the gaskets under the broker's"), // contradicted, kept
    ("s37B_r3_customs_shipment", "SWS is charged at 10% of the assessable "), // contradicted, kept
    ("s37B_r3_customs_shipment", "IGST on the pressure cookers is 18%."), // contradicted, kept
    ("s37B_r3_customs_shipment", "After free time the 40-foot container pa"), // contradicted, kept
    ("s37B_r3_customs_shipment", "The freight and insurance certificates h"), // unsupported, kept
    ("s37B_r3_customs_shipment", "Once the licence arrives, file the Bill "), // unsupported, kept
    ("s37B_r3_customs_shipment", "Also ask for a first-check examination s"), // unsupported, kept
    ("s37B_r3_customs_shipment", "Do not share the duty estimate with the "), // unsupported, kept
    ("s37C_r1_dns_migration", "That job updated 17 rrsets and skipped 1"), // supported, deleted
    ("s37C_r1_dns_migration", "The MX records were left out of the TTL "), // contradicted, kept
    ("s37C_r1_dns_migration", "DNSSEC is already enabled on both new zo"), // contradicted, kept
    ("s37C_r1_dns_migration", "The importer flagged line 21 as a warnin"), // contradicted, kept
    ("s37C_r1_dns_migration", "The full validation was re-run after tha"), // unsupported, kept
    ("s37C_r1_dns_migration", "The DMARC policy is p=reject with pct=10"), // contradicted, kept
    ("s37C_r1_dns_migration", "If support says iodef cannot work on sta"), // contradicted, kept
    ("s37C_r1_dns_migration", "A maintenance notice for the cutover win"), // unsupported, kept
    ("s37C_r1_dns_migration", "After the cutover is confirmed, raise th"), // unsupported, kept
    ("s37C_r1_dns_migration", "The plan is to switch vdl-cargo.com firs"), // unsupported, kept
    ("s37C_r1_dns_migration", "The vdlfreight.eu zone should still be i"), // contradicted, kept
    ("s37C_r1_dns_migration", "Nothing else blocks the cutover; once ha"), // unsupported, kept
    ("s37C_r2_clinic_scheduling", "The postponed sessions were set to 16:00"), // contradicted, kept
    ("s37C_r2_clinic_scheduling", "Selin takes Ayşe Demir's Wednesday 20 No"), // contradicted, kept
    ("s37C_r2_clinic_scheduling", "All three of Ayşe Demir's sessions stay "), // contradicted, kept
    ("s37C_r2_clinic_scheduling", "Prepare the reception list (patient, day"), // supported, deleted
    ("s37C_r2_clinic_scheduling", "Resend Mehmet Koç's two SMS once his num"), // contradicted, kept
    ("s37C_r2_clinic_scheduling", "Also e-mail the same list to Elif."), // unsupported, kept
    ("s37C_r2_clinic_scheduling", "Availability snapshot generated 2024-11-"), // contradicted, kept
    ("s37C_r2_clinic_scheduling", "Can Öztürk's BK-20729 moved to Selin on "), // contradicted, kept
    ("s37C_r3_terraform_drift", "The user also wants the Cloud SQL report"), // unsupported, kept
    ("s37C_r3_terraform_drift", "The first plan timed out on the state lo"), // unsupported, kept
    ("s37C_r3_terraform_drift", "Workaround applied: the worker boot disk"), // contradicted, kept
    ("s37C_r3_terraform_drift", "amir.haddad@lumenretail.se patched allow"), // contradicted, kept
    ("s37C_r3_terraform_drift", "CPU quota is not the blocker: 28 of 46 N"), // contradicted, kept
    ("s37C_r3_terraform_drift", "Reconcile the drift shown by terraform p"), // unsupported, kept
    ("s37C_r3_terraform_drift", "If the quota increase has not come throu"), // contradicted, kept
    ("s37C_r3_terraform_drift", "api-1 was stopped and restarted during t"), // contradicted, kept
    ("s37C_r3_terraform_drift", "A fresh terraform plan after the partial"), // unsupported, kept
    ("s39A_r1_pgbouncer-pool", "Set idle_transaction_timeout to 60 s in "), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "All server connections come from the PgB"), // unsupported, kept
    ("s39A_r1_pgbouncer-pool", "internal/refund/refund.go:54 opens a ser"), // unsupported, kept
    ("s39A_r1_pgbouncer-pool", "TestRefundPartial_Idempotency fails (exp"), // unsupported, kept
    ("s39A_r1_pgbouncer-pool", "ledger pool: cl_active 11, sv_idle 9."), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "PgBouncer hit max_client_conn (2000), so"), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "Retry the staging pgbouncer.ini change w"), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "Reload PgBouncer on pgb-pay-01 so that i"), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "Set idle_transaction_timeout = 60 on pgb"), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "All capture and refund tests pass on fix"), // contradicted, kept
    ("s39A_r1_pgbouncer-pool", "王磊 approved PR #2318."), // unsupported, kept
    ("s39A_r2_quarterly-tax", "Lucía invoices her clients with 21% IVA "), // unsupported, kept
    ("s39A_r2_quarterly-tax", "COMISION MANTENIMIENTO (10,00 €) goes to"), // contradicted, kept
    ("s39A_r2_quarterly-tax", "Modelo 130 payments already made: 1T 2.2"), // contradicted, kept
    ("s39A_r2_quarterly-tax", "Lucía is taxed under estimación directa "), // unsupported, kept
    ("s39A_r2_quarterly-tax", "CREATED: `/home/lucia/finanzas/2025/3T/b"), // contradicted, kept
    ("s39A_r2_quarterly-tax", "The 23,14 € of restaurant IVA is include"), // contradicted, kept
    ("s39A_r2_quarterly-tax", "Checked the AEAT sede electrónica: no pe"), // unsupported, kept
    ("s39A_r2_quarterly-tax", "[TODO] File modelo 130 and 303 in the se"), // contradicted, kept
    ("s39A_r3_pip-resolver", "pricing-api may move to numpy 2.1.3 once"), // unsupported, kept
    ("s39A_r3_pip-resolver", "Bumped numba to 0.60.0 in tools/etl-runn"), // contradicted, kept
    ("s39A_r3_pip-resolver", "Rebuilt geo_core._fastdist against numpy"), // contradicted, kept
    ("s39A_r3_pip-resolver", "The import smoke test of geo_core, featu"), // contradicted, kept
    ("s39A_r3_pip-resolver", "Waiting for Дмитрий Коваленко to confirm"), // contradicted, kept
    ("s39A_r3_pip-resolver", "**test_float16_column deleted**: float16"), // contradicted, kept
    ("s39A_r3_pip-resolver", "Bump services/pricing-api to numpy 2.1.3"), // contradicted, kept
    ("s39A_r3_pip-resolver", "Run the whole monorepo test suite with `"), // unsupported, kept
    ("s39A_r3_pip-resolver", "Remove the FS-212 xfail once pyarrow 18."), // unsupported, kept
    ("s39A_r3_pip-resolver", "pricing-api pins numpy==1.26.4 in servic"), // unsupported, kept
    ("s39B_r1_chargeback", "Proof of delivery pod_44182290553.pdf at"), // contradicted, kept
    ("s39B_r1_chargeback", "dp_3Ka9PzR1 will be accepted because the"), // contradicted, kept
    ("s39B_r1_chargeback", "Emailed Rania Qasem a copy of the refund"), // unsupported, kept
    ("s39B_r1_chargeback", "Email Yousef the 3DS details of ch_3PzR1"), // unsupported, kept
    ("s39B_r1_chargeback", "Refund ORD-57940 (62.00 SAR) once dp_3Ka"), // unsupported, kept
    ("s39B_r1_chargeback", "Final submit of dispute evidence is allo"), // contradicted, kept
    ("s39B_r1_chargeback", "Send a weekly chargeback report to the f"), // unsupported, kept
    ("s39B_r1_chargeback", "Accept every dispute with reason `fraudu"), // contradicted, kept
    ("s39B_r2_survey-cleaning", "Attention-check failures (121) were drop"), // contradicted, kept
    ("s39B_r2_survey-cleaning", "Name candidates in q27_open were replace"), // contradicted, kept
    ("s39B_r2_survey-cleaning", "Trimming cap lowered from 5 to 4 to brin"), // contradicted, kept
    ("s39B_r2_survey-cleaning", "scripts/rake.R — raking with --trim 5 an"), // unsupported, kept
    ("s39B_r3_a11y-audit", "The audit deadline is 14 March."), // contradicted, kept
    ("s39B_r3_a11y-audit", "The autocomplete attribute was invalid o"), // contradicted, kept
    ("s39B_r3_a11y-audit", "All 5 color-contrast nodes are in Coupon"), // contradicted, kept
    ("s39B_r3_a11y-audit", "The coupon button got aria-label=\"Apply "), // contradicted, kept
    ("s39B_r3_a11y-audit", "The user approved merging into main once"), // unsupported, kept
    ("s39B_r3_a11y-audit", "That focus bug was fixed in packages/ui/"), // contradicted, kept
    ("s39B_r3_a11y-audit", "The cause is a missing tabIndex on the m"), // unsupported, kept
    ("s39B_r3_a11y-audit", "It is written in English so that the ext"), // contradicted, kept
    ("s39B_r3_a11y-audit", "Also add an axe check to the CI pipeline"), // unsupported, kept
    ("s40A_r1_redis-reshard", "Post the incident summary to #redis-ops "), // contradicted, kept
    ("s40A_r1_redis-reshard", "Add a replica for 10.42.7.17:6379 tonigh"), // contradicted, kept
    ("s40A_r1_redis-reshard", "The backup was verified restorable with "), // unsupported, kept
    ("s40A_r1_redis-reshard", "Raised maxmemory on 10.42.7.17 to 6gb an"), // contradicted, kept
    ("s40A_r1_redis-reshard", "The IOERR was caused by cluster-node-tim"), // unsupported, kept
    ("s40A_r1_redis-reshard", "Slot 4096 fixed with a second `--cluster"), // contradicted, kept
    ("s40A_r1_redis-reshard", "10.42.7.12:6379 now owns 1365 slots and "), // contradicted, kept
    ("s40A_r1_redis-reshard", "10.42.7.17 had 412 connected clients at "), // contradicted, kept
    ("s40A_r1_redis-reshard", "User: chạy `--cluster fix` với `--cluste"), // contradicted, kept
    ("s40A_r1_redis-reshard", "Move the remaining 619 slots from 10.42."), // contradicted, kept
    ("s40A_r1_redis-reshard", "Run `redis-cli --cluster fix 10.42.7.11:"), // contradicted, kept
    ("s40A_r2_rent-deposit", "Reconcile the Q1 2025 rent ledger for Ha"), // unsupported, kept
    ("s40A_r2_rent-deposit", "Unit 7 arrears are ₪650 (February shortf"), // contradicted, kept
    ("s40A_r2_rent-deposit", "Ruslan agreed to the ₪650 cabinet deduct"), // unsupported, kept
    ("s40A_r2_rent-deposit", "Year-to-date insurance in building_costs"), // contradicted, kept
    ("s40A_r2_rent-deposit", "Inserted the March arnona into the `expe"), // contradicted, kept
    ("s40A_r2_rent-deposit", "[TODO] Remind the landlord to ask Anat L"), // supported, deleted
    ("s40A_r3_jest-vitest", "`.npmrc` may be pointed at the public re"), // contradicted, kept
    ("s40A_r3_jest-vitest", "The user wants the DatePicker tests fixe"), // contradicted, kept
    ("s40A_r3_jest-vitest", "Codemod on packages/api: Transformed 52 "), // contradicted, kept
    ("s40A_r3_jest-vitest", "Installed jsdom@25.0.1 for packages/web."), // contradicted, kept
    ("s40A_r3_jest-vitest", "All 1208 tests pass."), // contradicted, kept
    ("s40A_r3_jest-vitest", "legacy-billing tests also pass under Vit"), // unsupported, kept
    ("s40A_r3_jest-vitest", "Opened the PR from chore/vitest-migratio"), // contradicted, kept
    ("s40A_r3_jest-vitest", "**CI switched to `pnpm vitest run --cove"), // unsupported, kept
    ("s40A_r3_jest-vitest", "Merge chore/vitest-migration into main o"), // unsupported, kept
    ("s40A_r3_jest-vitest", "Remove Jest 29.7.0 and ts-jest from the "), // unsupported, kept
    ("s40A_r3_jest-vitest", "core coverage: 90.3% branches."), // contradicted, kept
    ("s40B_r1_s3-gcs-migration", "The ledger_1029 403 is caused by an S3 b"), // unsupported, kept
    ("s40B_r1_s3-gcs-migration", "Delete the 41 mismatched objects from gs"), // contradicted, kept
    ("s40B_r1_s3-gcs-migration", "Overwriting the originals in the destina"), // contradicted, kept
    ("s40B_r1_s3-gcs-migration", "User asked to re-run the whole transfer "), // unsupported, kept
    ("s40B_r1_s3-gcs-migration", "Month 08 has 9 md5 mismatches and 1 CRC3"), // contradicted, kept
    ("s40B_r1_s3-gcs-migration", "verify_xfer.py --mode crc32c crashed wit"), // contradicted, kept
    ("s40B_r2_exam-timetable", "Resolve the Term-2 exam clashes so that "), // unsupported, kept
    ("s40B_r2_exam-timetable", "Notice-board PDF generated at out/notice"), // contradicted, kept
    ("s40B_r2_exam-timetable", "S. Deshpande took one extra duty in the "), // contradicted, kept
    ("s40B_r2_exam-timetable", "For C-05 the Hindi paper X-HIN-002 moves"), // contradicted, kept
    ("s40B_r2_exam-timetable", "XII-PE-048 moves to 2025-03-13PM in Lab-"), // contradicted, kept
    ("s40B_r2_exam-timetable", "XII-CS-083 moves to 2025-03-14AM in Hall"), // contradicted, kept
    ("s40B_r2_exam-timetable", "A. Fernandes: 8 of 8 duties"), // contradicted, kept
    ("s40B_r2_exam-timetable", "Move XII-PHY-042 to 2025-03-13AM to free"), // contradicted, kept
    ("s40B_r3_go-p99-regression", "The bump was authored by Baraka Otieno o"), // contradicted, kept
    ("s40B_r3_go-p99-regression", "The root cause is grpc v1.66.0 switching"), // unsupported, kept
    ("s40B_r3_go-p99-regression", "The v2.14.0 staging run had 104283 respo"), // contradicted, kept
    ("s40B_r3_go-p99-regression", "About 41% of the 1204331 acquires found "), // contradicted, kept
    ("s40B_r3_go-p99-regression", "The go-redis bump added about 9% to cach"), // contradicted, kept
    ("s40B_r3_go-p99-regression", "The analysis was posted to PERF-5520 as "), // contradicted, kept
    ("s40B_r3_go-p99-regression", "Baraka may apply the production change o"), // contradicted, kept
    ("s40B_r3_go-p99-regression", "Amani approved PR #1191."), // unsupported, kept
    ("s40B_r3_go-p99-regression", "Next, profile go-redis connection poolin"), // unsupported, kept
    ("s41A_r1_k8s-cert-rotation", "etcd leader: 10.42.0.12 (member c07e19ab"), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Cleared the immutable attribute on cp-3 "), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Renewal on cp-3 was skipped because the "), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Worker w-4.orca-stg-2.int is NotReady af"), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "The kubelet restart on cp-2 failed once "), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "front-proxy-client expired Dec 19, 2026 "), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "The pre-rotation check listed 12 leaf ce"), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Certificates renewed on all three contro"), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "New expiry on cp-2: Dec 05, 2027 14:31 U"), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Change note posted to #platform-ops."), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Wait for Ines Ferraro's approval before "), // unsupported, kept
    ("s41A_r1_k8s-cert-rotation", "Post the change note to #platform-ops on"), // unsupported, kept
    ("s41A_r1_k8s-cert-rotation", "Investigate why w-3 is NotReady."), // unsupported, kept
    ("s41A_r1_k8s-cert-rotation", "Restart kubelet on cp-3 right after its "), // contradicted, kept
    ("s41A_r1_k8s-cert-rotation", "Ines Ferraro extended the CHG-4471 windo"), // unsupported, kept
    ("s41A_r2_donor-receipts", "The Geral campaign raised R$ 38.450,00 f"), // contradicted, kept
    ("s41A_r2_donor-receipts", "Renata Okabe's 2026 total is R$ 7.250,00"), // contradicted, kept
    ("s41A_r2_donor-receipts", "Major donors may be added to the mailing"), // contradicted, kept
    ("s41A_r2_donor-receipts", "Rafael has published the DKIM record and"), // unsupported, kept
    ("s41A_r2_donor-receipts", "The regenerated receipt REC-2026-11-0412"), // contradicted, kept
    ("s41A_r2_donor-receipts", "Regenerated all 489 receipts after the G"), // contradicted, kept
    ("s41A_r2_donor-receipts", "[TODO] Send CMP-88213 to the 395 recipie"), // contradicted, kept
    ("s41A_r2_donor-receipts", "[TODO] Retry the spreadsheet export late"), // supported, deleted
    ("s41A_r3_pipeline-backfill", "The 2026-11-17 partition had 1263015 row"), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "Rows with a NULL unit are dropped from f"), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "The first dev build passed all 5 tests."), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "The dbt build reported PASS=4 and ERROR="), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "CR-0442 accounts for 16 of the failing r"), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "Email Mina Cho at Atlas the list of the "), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "Raw has 17 fewer shipments than ANALYTIC"), // contradicted, kept
    ("s41A_r3_pipeline-backfill", "Wait for sign-off from the data-governan"), // unsupported, kept
    ("s41A_r3_pipeline-backfill", "Re-run the 17 quarantined rows once Atla"), // unsupported, kept
    ("s41A_r3_pipeline-backfill", "Hold the production backfill until Atlas"), // unsupported, kept
    ("s41B_r1_tfstate-consul-s3", "Migrate Terraform state for network-prod"), // unsupported, kept
    ("s41B_r1_tfstate-consul-s3", "Old Consul state can be deleted after a "), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "Rotate the Consul ACL token once all thr"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "edge-staging was migrated with -force-co"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "Released the stale network-prod lock wit"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "Migrated dns-prod to the S3 backend"), // unsupported, kept
    ("s41B_r1_tfstate-consul-s3", "Chose S3 over HCP Terraform because it a"), // unsupported, kept
    ("s41B_r1_tfstate-consul-s3", "The bastion_ingress drift will be applie"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "User approved applying the bastion_ingre"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "Prepare the migration summary for the us"), // supported, deleted
    ("s41B_r1_tfstate-consul-s3", "Delete the Consul KV paths under tf/ aft"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "Open a PR in kestrel/platform-live updat"), // unsupported, kept
    ("s41B_r1_tfstate-consul-s3", "dns-prod lineage is 51b8f2aa-06cd-4d71-9"), // contradicted, kept
    ("s41B_r1_tfstate-consul-s3", "CI apply run 8841127733 ended with failu"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Arjun Dutta moved to Ritika Paul at 15:0"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "All seven appointments were moved to oth"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Tania Biswas's session is 30 minutes"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Sent the rescheduling SMS to the 6 patie"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Priya Sengupta was called and accepted t"), // unsupported, kept
    ("s41B_r2_physio-reschedule", "Keep Priya Sengupta on the manager's lis"), // supported, deleted
    ("s41B_r2_physio-reschedule", "Send SMSD-2208 at 09:00 tomorrow"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Collect Meher Chowdhury's outstanding ₹1"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Wait for Dr. Anindita to approve the Fri"), // unsupported, kept
    ("s41B_r2_physio-reschedule", "The SMS may go out once the manager has "), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Offer Priya Sengupta a home visit instea"), // unsupported, kept
    ("s41B_r2_physio-reschedule", "Kamal Hossain MRN-1187 has ₹2,400 outsta"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "Clinic callback number in the SMS: 033-4"), // contradicted, kept
    ("s41B_r2_physio-reschedule", "sms.update_draft for SMSD-2208 failed"), // contradicted, kept
    ("s41B_r3_ios-appreview", "The first test run had 3 failures"), // contradicted, kept
    ("s41B_r3_ios-appreview", "Olena approved the Resolution Center rep"), // unsupported, kept
    ("s41B_r3_ios-appreview", "Release automatically as soon as Apple a"), // contradicted, kept
    ("s41B_r3_ios-appreview", "Remove the web checkout link entirely ra"), // supported, deleted
    ("s41B_r3_ios-appreview", "The reviewer reply will say the Pro link"), // unsupported, kept
    ("s41B_r3_ios-appreview", "fastlane/Fastfile lane ios release uploa"), // unsupported, kept
    ("s41B_r3_ios-appreview", "Submit 4.12.0 for review once Olena appr"), // contradicted, kept
    ("s41B_r3_ios-appreview", "Prod accounts-api image is accounts-api:"), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "Finish the whole zone B rollout, wave 3 "), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "All LX-44 robots run bootloader 2.4.0."), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "Robots below 40% may still be updated wh"), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "amr-stk-027 goes into wave 3 once E-LIDA"), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "Keep at least 2 picking robots per aisle"), // unsupported, kept
    ("s42A_r1_amr-firmware-rollout", "Wave 3 will drain two robots at a time t"), // unsupported, kept
    ("s42A_r1_amr-firmware-rollout", "amr-stk-033 will be retried with the sam"), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "Wave 2 push to amr-stk-023, amr-stk-025 "), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "amr-stk-027's minor fault W-BATT-031 (ce"), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "Remove amr-stk-027 and amr-stk-028 from "), // unsupported, kept
    ("s42A_r1_amr-firmware-rollout", "amr-stk-026 (57% battery, picking) is re"), // contradicted, kept
    ("s42A_r1_amr-firmware-rollout", "Bench-test amr-stk-033 in aisle 14 with "), // unsupported, kept
    ("s42A_r1_amr-firmware-rollout", "The user asked to flash amr-stk-031 once"), // unsupported, kept
    ("s42A_r2_hotel-overbooking-relocation", "FAM was overbooked by 3 rooms."), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "CHQ-88247 (Brennan Luke) is a 5-night Bo"), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "Policy: guests must be told at least 48 "), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "Aegean Crest Platanias (PLT) is a 5-star"), // unsupported, kept
    ("s42A_r2_hotel-overbooking-relocation", "PLT's DBL-GDN rate for 2025-07-14 is EUR"), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "Kalami Suites includes the airport trans"), // unsupported, kept
    ("s42A_r2_hotel-overbooking-relocation", "Send each relocation email as soon as it"), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "Compensation for the Tanaka family may g"), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "CHQ is still one room short, in DBL-GDN."), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "Phoned Ciara O'Connell to explain the mo"), // unsupported, kept
    ("s42A_r2_hotel-overbooking-relocation", "[DONE] Relocate the four DBL bookings to"), // contradicted, kept
    ("s42A_r2_hotel-overbooking-relocation", "[TODO] Refund EUR 50 to Booking.com for "), // unsupported, kept
    ("s42A_r3_ledger-export-memleak", "The leaking line was app/serializers.py:"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "ResultCache was added by Bagus Pratama i"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "Wulan only needs to review the ResultCac"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "RSS growth in the soak test has to stay "), // unsupported, kept
    ("s42A_r3_ledger-export-memleak", "ResultCache entries also expire after a "), // unsupported, kept
    ("s42A_r3_ledger-export-memleak", "The smaller leak in app/clients/ledger.p"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "That is about 26 MiB of RSS per 10,000 r"), // supported, deleted
    ("s42A_r3_ledger-export-memleak", "In the first run app/clients/ledger.py:5"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "The second soak run served its 20000 req"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "The local soak reproduced the production"), // unsupported, kept
    ("s42A_r3_ledger-export-memleak", "The user asked to deploy the fix to stag"), // contradicted, kept
    ("s42A_r3_ledger-export-memleak", "The user also wants a memray profile of "), // unsupported, kept
    ("s42B_r1_course-waitlist", "MAT-2104-03: capacity 40, 35 enrolled, 4"), // contradicted, kept
    ("s42B_r1_course-waitlist", "FIS-1120-01 has 3 free seats and 7 stude"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Dry run reported 9 free seats and 7 wait"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Promoted all waitlisted MAT-2104-02 stud"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Skipped: 20231877 Fuentes (no MAT-1101 r"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Isidora Contreras (20230733) stayed on t"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Martina approved the draft e-mail text"), // unsupported, kept
    ("s42B_r1_course-waitlist", "Pushed fix/sop-4471-waitlist to origin"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Apply the same prerequisite fix to the g"), // contradicted, kept
    ("s42B_r1_course-waitlist", "Run the promotion in production for all "), // contradicted, kept
    ("s42B_r1_course-waitlist", "Martina wants a count of every 2025-1 st"), // unsupported, kept
    ("s42B_r2_kafka-clickhouse", "Pods may be deleted by hand if a rollout"), // contradicted, kept
    ("s42B_r2_kafka-clickhouse", "Keep Irina Volkova in the loop with a di"), // contradicted, kept
    ("s42B_r2_kafka-clickhouse", "ch-ingest-writer-7d9f8b6c4-8xwzt ran on "), // contradicted, kept
    ("s42B_r2_kafka-clickhouse", "All three new pods (5f6c7b9d8-*) are Run"), // contradicted, kept
    ("s42B_r2_kafka-clickhouse", "Lag on partition 3 had fallen to 2,406,8"), // contradicted, kept
    ("s42B_r2_kafka-clickhouse", "Posted the status update to #inc-ingest"), // contradicted, kept
    ("s42B_r2_kafka-clickhouse", "Backfilled the gap 03:40–07:10 UTC from "), // unsupported, kept
    ("s42B_r2_kafka-clickhouse", "Post the approved update to #inc-ingest "), // supported, deleted
    ("s42B_r2_kafka-clickhouse", "If the lag is not gone within an hour, r"), // contradicted, kept
    ("s42B_r3_bakery-flour", "Accept Gufeng's counter-offer of NT$1,26"), // contradicted, kept
    ("s42B_r3_bakery-flour", "Move 板橋店 to 禾穗製粉 from August if Gufeng w"), // unsupported, kept
    ("s42B_r3_bakery-flour", "Reply to 陳建宏 that we accept NT$1,250 per"), // contradicted, kept
    ("s42B_r3_bakery-flour", "Chase 陳建宏 if the credit note has not arr"), // unsupported, kept
    ("s42B_r3_bakery-flour", "Pay invoice GF-2505-0417 in full (NT$52,"), // unsupported, kept
    ("s42B_r3_bakery-flour", "Pull the 低筋麵粉 usage per shop for the sam"), // unsupported, kept
    ("s42B_r3_bakery-flour", "Copy 王淑芬 (accounting) on every mail abou"), // contradicted, kept
    ("s42B_r3_bakery-flour", "The 禾穗製粉 quote of NT$1,210 may be quoted"), // contradicted, kept
    ("s42B_r3_bakery-flour", "Lin wants a draft of the 12-month contra"), // unsupported, kept
    ("s42B_r3_bakery-flour", "Overcharge on GF-2505-0417: NT$2,940 bef"), // contradicted, kept
    ("s42B_r3_bakery-flour", "The discount threshold in Gufeng's notic"), // contradicted, kept
    ("s42B_r3_bakery-flour", "大安店 used 68 bags in April"), // contradicted, kept
    ("s42B_r3_bakery-flour", "Uploaded the comparison table to 採購/議價"), // contradicted, kept
    ("s42B_r3_bakery-flour", "Replied to Chen that NT$1,265 is too hig"), // contradicted, kept
    ("s42B_r3_bakery-flour", "gmail_send_draft timed out on the first "), // unsupported, kept
    ("s43A_r1_dental_resubmit", "R-117 claims may be resubmitted as soon "), // contradicted, kept
    ("s43A_r1_dental_resubmit", "Zwolle clinic AGB code for the R-117 fol"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "MAX_BATCH in scripts/resubmit.py stays a"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "The partially paid M03 claim NHZ-25-0301"), // unsupported, kept
    ("s43A_r1_dental_resubmit", "Noordhaven rejected the R-214 claims bec"), // unsupported, kept
    ("s43A_r1_dental_resubmit", "Noordhaven paid 4 March claims in full."), // contradicted, kept
    ("s43A_r1_dental_resubmit", "NHZ-25-030142 (ZWL, V21, EUR 14.74) was "), // contradicted, kept
    ("s43A_r1_dental_resubmit", "The earliest R-214 resubmission deadline"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "All five R-214 claims were resubmitted a"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "Re-sent NHZ-25-030130 with the corrected"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "February batch RB-20250305-01 resubmitte"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "Resubmit NHZ-25-030155 in the next batch"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "Check the status of RS-77120 again after"), // unsupported, kept
    ("s43A_r1_dental_resubmit", "Start on the Ankerpolis March remittance"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "Ask the Zwolle clinic for the missing X-"), // contradicted, kept
    ("s43A_r1_dental_resubmit", "Add a check for open_resubmission to scr"), // unsupported, kept
    ("s43A_r1_dental_resubmit", "Send the user the per-clinic totals of t"), // unsupported, kept
    ("s43A_r1_dental_resubmit", "CC the practice manager on Marieke's ove"), // unsupported, kept
    ("s43A_r2_rust_ci_toolchain", "A crate-level #![allow(clippy::needless_"), // contradicted, kept
    ("s43A_r2_rust_ci_toolchain", "The `--version -v` build info came in wi"), // contradicted, kept
    ("s43A_r2_rust_ci_toolchain", "Pinned the CI lint job back to 1.79.0 un"), // unsupported, kept
    ("s43A_r2_rust_ci_toolchain", "elided_named_lifetimes is a clippy lint,"), // contradicted, kept
    ("s43A_r2_rust_ci_toolchain", "Only the Linux jobs failed; test (macos-"), // contradicted, kept
    ("s43A_r2_rust_ci_toolchain", "Updated the version snapshot to rustc 1."), // contradicted, kept
    ("s43A_r2_rust_ci_toolchain", "The MSRV check fails on 1.74 because of "), // contradicted, kept
    ("s43A_r2_rust_ci_toolchain", "`cargo +1.74.0 check` passes for the who"), // unsupported, kept
    ("s43A_r2_rust_ci_toolchain", "Move cfg(fuzzing) into a build.rs with c"), // unsupported, kept
    ("s43A_r2_rust_ci_toolchain", "Re-run run 11873300412 on main after the"), // unsupported, kept
    ("s43A_r2_rust_ci_toolchain", "Fix the flaky macOS test job separately."), // unsupported, kept
    ("s43A_r2_rust_ci_toolchain", "The user wants one commit per crate."), // unsupported, kept
    ("s43A_r3_wedding_amman", "Rana may approve deposits on her own."), // contradicted, kept
    ("s43A_r3_wedding_amman", "Nagham Ensemble (music): AED 34,500, abo"), // contradicted, kept
    ("s43A_r3_wedding_amman", "Zahrat Amman (flowers): JOD 2,650 for 18"), // contradicted, kept
    ("s43A_r3_wedding_amman", "Qasr Al-Yasmin is also free on Friday 10"), // contradicted, kept
    ("s43A_r3_wedding_amman", "The 40-room block at Bayt Al-Noor is boo"), // contradicted, kept
    ("s43A_r3_wedding_amman", "With Villa Karma instead, the total woul"), // contradicted, kept
    ("s43A_r3_wedding_amman", "Nagham Ensemble agreed to lower its pric"), // unsupported, kept
    ("s43A_r3_wedding_amman", "Paid the JOD 2,460 deposit to confirm Qa"), // contradicted, kept
    ("s43A_r3_wedding_amman", "Asked Dead Sea Saltstone Resort whether "), // contradicted, kept
    ("s43A_r3_wedding_amman", "[TODO] Pay Lumen & Linen's 40% deposit ("), // contradicted, kept
    ("s43A_r3_wedding_amman", "[TODO] Chase Zahrat Amman if the revised"), // unsupported, kept
    ("s43B_r1_registry_rollback", "Canary weight may be raised up to 10% if"), // contradicted, kept
    ("s43B_r1_registry_rollback", "v14 val_rmse_min is 12.40."), // contradicted, kept
    ("s43B_r1_registry_rollback", "p95 latency rose to 171.3 ms, above the "), // contradicted, kept
    ("s43B_r1_registry_rollback", "The canary report failed 3 of 5 checks."), // contradicted, kept
    ("s43B_r1_registry_rollback", "Online MAE was 6.95 min on the canary vs"), // contradicted, kept
    ("s43B_r1_registry_rollback", "Both canary pods were Running and Ready "), // contradicted, kept
    ("s43B_r1_registry_rollback", "Scaled the eta-forecaster-canary deploym"), // contradicted, kept
    ("s43B_r1_registry_rollback", "Posted the rollback notice to #ml-releas"), // contradicted, kept
    ("s43B_r1_registry_rollback", "**Root cause**: the p99 regression comes"), // unsupported, kept
    ("s43B_r1_registry_rollback", "**Next attempt**: the v15 canary will st"), // unsupported, kept
    ("s43B_r1_registry_rollback", "Retry with v15 on Tuesday 18 June 2024."), // supported, deleted
    ("s43B_r1_registry_rollback", "HPA currently runs 6 replicas at 38% CPU"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Senior cards (category S) are excluded f"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Hamnstaden has 2 eligible patrons with 8"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Annika Ström was left out because her fi"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Sent the amnesty e-mail to all 11 patron"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Sent the second test (revision 3) to Kar"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Wrote off the fines of the 11 eligible p"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Mattias Öberg's phone number is 070-418 "), // contradicted, kept
    ("s43B_r2_fines_amnesty", "The user accepted the Swedish fallback f"), // unsupported, kept
    ("s43B_r2_fines_amnesty", "The amnesty waives fines only; replaceme"), // unsupported, kept
    ("s43B_r2_fines_amnesty", "Karin also asked for Västerslätt's openi"), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Call the 3 patrons who were left out and"), // unsupported, kept
    ("s43B_r2_fines_amnesty", "Write off the fines in fine_balances on "), // contradicted, kept
    ("s43B_r2_fines_amnesty", "Wilma Ek: card 30124456, Västerslätt, 21"), // contradicted, kept
    ("s43B_r3_pci_evidence", "restricted-ssh findings are an accepted "), // unsupported, kept
    ("s43B_r3_pci_evidence", "restricted-ssh has 3 non-compliant resou"), // contradicted, kept
    ("s43B_r3_pci_evidence", "rds-storage-encrypted is NON_COMPLIANT."), // contradicted, kept
    ("s43B_r3_pci_evidence", "api.pagaluce.example still accepts TLS 1"), // unsupported, kept
    ("s43B_r3_pci_evidence", "dba_mferri's password was last changed o"), // contradicted, kept
    ("s43B_r3_pci_evidence", "Ran the 7.2.4 account query on the prima"), // contradicted, kept
    ("s43B_r3_pci_evidence", "Uploaded the evidence folder to s3://pgl"), // contradicted, kept
    ("s43B_r3_pci_evidence", "Send the evidence package to the QSA by "), // contradicted, kept
    ("s43B_r3_pci_evidence", "Upload the evidence to s3://pgl-audit-ev"), // unsupported, kept
    ("s43B_r3_pci_evidence", "Rotate the dba_gcolombo password and res"), // contradicted, kept
    ("s43B_r3_pci_evidence", "Collect VPC flow log evidence for the 3 "), // unsupported, kept
    ("s43B_r3_pci_evidence", "The staging account 770114283365 may be "), // contradicted, kept
    ("s43B_r3_pci_evidence", "openssl s_client to vault.pagaluce.examp"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "Prepare the July 2025 rosters of all thr"), // unsupported, kept
    ("s44A_r1_dienstplan_rosteria", "Import the 4A night shift of 17 June as "), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "Staff with an empty qualification code m"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "`config/rosteria.yaml`: `batch_size` rai"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "`tools/import_rosteria.py` was patched t"), // unsupported, kept
    ("s44A_r1_dienstplan_rosteria", "Validation reported 3 rest-period violat"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "The import exited with code 0 after skip"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "ITS2 was imported together with 3B and 4"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "The 28 June conflict will be resolved by"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "Derya Kalkan (`P-10388`) works the early"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "Send draft `DRAFT-20250624-0031` to Frau"), // contradicted, kept
    ("s44A_r1_dienstplan_rosteria", "Ask the PDL to approve the unknown quali"), // unsupported, kept
    ("s44A_r1_dienstplan_rosteria", "Import the ITS2 June roster with the new"), // unsupported, kept
    ("s44A_r1_dienstplan_rosteria", "Rosteria sent shift notifications to the"), // unsupported, kept
    ("s44A_r1_dienstplan_rosteria", "Send Frau Oltmanns the details of confli"), // unsupported, kept
    ("s44A_r2_refund_disputes", "Refunds are capped at 10,000,000 VND per"), // contradicted, kept
    ("s44A_r2_refund_disputes", "`dp_7Q2M04`: C-5128 Mai Sørensen, order "), // contradicted, kept
    ("s44A_r2_refund_disputes", "`dp_7Q2M03`: C-4471, order `MLH-50362`, "), // contradicted, kept
    ("s44A_r2_refund_disputes", "dp_7Q2M06 was picked for the partial ref"), // unsupported, kept
    ("s44A_r2_refund_disputes", "`rf_9KX203` refunded the full 6,780,000 "), // contradicted, kept
    ("s44A_r2_refund_disputes", "Refund email to Mai Sørensen (`msg_55A2`"), // contradicted, kept
    ("s44A_r2_refund_disputes", "Submitted the signed delivery proof for "), // unsupported, kept
    ("s44A_r2_refund_disputes", "All six disputes of batch `DSP-0611` are"), // contradicted, kept
    ("s44A_r2_refund_disputes", "Refund the remaining 1,946,600 VND to Vi"), // unsupported, kept
    ("s44A_r2_refund_disputes", "Email Phúc (C-4471) to explain why his r"), // contradicted, kept
    ("s44A_r2_refund_disputes", "The user wants C-4471's fraud case repor"), // unsupported, kept
    ("s44A_r3_cdn_tf_drift", "The stored state already has `default_tt"), // contradicted, kept
    ("s44A_r3_cdn_tf_drift", "The new `img_cdn` A record is meant to a"), // unsupported, kept
    ("s44A_r3_cdn_tf_drift", "`aws_cloudfront_function.legacy_redirect"), // contradicted, kept
    ("s44A_r3_cdn_tf_drift", "After the test fix all 22 tests pass."), // contradicted, kept
    ("s44A_r3_cdn_tf_drift", "`test_cdn_routing.py:131` is skipped bec"), // contradicted, kept
    ("s44A_r3_cdn_tf_drift", "The `vod` distribution update took 6 min"), // contradicted, kept
    ("s44A_r3_cdn_tf_drift", "Ran `terraform fmt -recursive` and `tfli"), // unsupported, kept
    ("s44A_r3_cdn_tf_drift", "[TODO] Recreate `legacy_redirect` from t"), // contradicted, kept
    ("s44A_r3_cdn_tf_drift", "[TODO] Lower `min_ttl` of `nsm-video-seg"), // unsupported, kept
    ("s44B_r1_wine_customs", "DV-2025-0309 MRN: 25FR000931B3M8RT07."), // contradicted, kept
    ("s44B_r1_wine_customs", "Draft BRL-77402 holds DV-2025-0313."), // contradicted, kept
    ("s44B_r1_wine_customs", "DV-2025-0314 may be deposited now that t"), // contradicted, kept
    ("s44B_r1_wine_customs", "Switch DV-2025-0316 to the simplified do"), // unsupported, kept
    ("s44B_r1_wine_customs", "Group DV-2025-0317 and DV-2025-0318 into"), // unsupported, kept
    ("s44B_r1_wine_customs", "DV-2025-0311 was cleared on the green ci"), // contradicted, kept
    ("s44B_r1_wine_customs", "Drafts created for DV-2025-0311, DV-2025"), // contradicted, kept
    ("s44B_r1_wine_customs", "Email to Hervé Quintard about the sanita"), // contradicted, kept
    ("s44B_r1_wine_customs", "Applied the EU-SADC preference (0 %) to "), // contradicted, kept
    ("s44B_r1_wine_customs", "All 5 declarations listed by the portal "), // contradicted, kept
    ("s44B_r1_wine_customs", "Chase Shane Docherty for the analysis ce"), // unsupported, kept
    ("s44B_r1_wine_customs", "File an appeal against the R-114 rejecti"), // unsupported, kept
    ("s44B_r1_wine_customs", "Submit the corrected DV-2025-0310 declar"), // contradicted, kept
    ("s44B_r1_wine_customs", "The EUR 50,000 daily guarantee ceiling m"), // contradicted, kept
    ("s44B_r2_crash_spike", "4.12.1 may ship with SDK 7.5.1 if the on"), // contradicted, kept
    ("s44B_r2_crash_spike", "CRX-88207 (MediationBridge.onPaidEvent) "), // contradicted, kept
    ("s44B_r2_crash_spike", "Rolled 4.12.0 back to 4.11.3 for all use"), // contradicted, kept
    ("s44B_r2_crash_spike", "Pushed fix/ads-revert-7.4.0 with the rev"), // contradicted, kept
    ("s44B_r2_crash_spike", "Assigned ADS-1187 to the ads team lead."), // contradicted, kept
    ("s44B_r2_crash_spike", "Bisecting the AudioMixer::Flush crash (C"), // unsupported, kept
    ("s44B_r2_crash_spike", "**Hotfix route**: ship 4.12.1 on 20 Marc"), // contradicted, kept
    ("s44B_r2_crash_spike", "Ask Arthit W. to move the T-25.07 code f"), // unsupported, kept
    ("s44B_r2_crash_spike", "Lower the TextureCache atlas budget back"), // contradicted, kept
    ("s44B_r2_crash_spike", "Crash-free sessions on 4.12.0: 99.83%."), // contradicted, kept
    ("s44B_r2_crash_spike", "CRX-88240 (OutOfMemoryError in TextureCa"), // contradicted, kept
    ("s44B_r2_crash_spike", "T-25.08 (4.13.0) rollout starts 2025-03-"), // contradicted, kept
    ("s44B_r2_crash_spike", "ANR rate doubled on 4.12.0."), // contradicted, kept
    ("s44B_r2_crash_spike", "Play Console pre-launch report for 41200"), // unsupported, kept
    ("s44B_r3_scada_alert_noise", "Moshe Ben-Ami approved raising the PumpV"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "Route TurbidityHigh to the weekly digest"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "Lower the ReservoirLevelLow threshold fr"), // unsupported, kept
    ("s44B_r3_scada_alert_noise", "Merge PR #318 once promtool passes."), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "Post the OPS-2291 summary to #scada-aler"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "Backtest PumpVibrationHigh at 9.0 mm/s o"), // unsupported, kept
    ("s44B_r3_scada_alert_noise", "TurbidityHigh changes are allowed once M"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "ChlorineResidualLow may be relaxed to `f"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "The user wants a Grafana panel of alert "), // unsupported, kept
    ("s44B_r3_scada_alert_noise", "The user asked to extend the `for: 5m` c"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "7-day notifications: LowMainPressure 148"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "LowMainPressure fired 1,419 notification"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "Alertmanager receiver for network-ops pa"), // unsupported, kept
    ("s44B_r3_scada_alert_noise", "promtool check rules failed on rules/sca"), // contradicted, kept
    ("s44B_r3_scada_alert_noise", "gh pr create timed out once before it su"), // unsupported, kept
    ("s45A_r1_coldchain", "Recommend to Saarni Pharma whether lot N"), // unsupported, kept
    ("s45A_r1_coldchain", "Any single reading above +8.0 °C is an e"), // contradicted, kept
    ("s45A_r1_coldchain", "The claim email may go out as soon as bo"), // contradicted, kept
    ("s45A_r1_coldchain", "RTUU4821930 ran on genset GS-2294."), // contradicted, kept
    ("s45A_r1_coldchain", "RTUU4822103 is added to the claim as a p"), // contradicted, kept
    ("s45A_r1_coldchain", "The RTUU4821930 high excursion was cause"), // contradicted, kept
    ("s45A_r1_coldchain", "RTUU4822017's lowest reading was 1.4 °C."), // contradicted, kept
    ("s45A_r1_coldchain", "RTUU4822103 carried 2,400 pens of lot NV"), // contradicted, kept
    ("s45A_r1_coldchain", "Attached the calibration certificates of"), // contradicted, kept
    ("s45A_r1_coldchain", "All four containers had their setpoint c"), // contradicted, kept
    ("s45A_r1_coldchain", "Medivara Logistik GmbH confirmed the NVL"), // unsupported, kept
    ("s45A_r1_coldchain", "Email Mittalabra Oy to request the TT-88"), // contradicted, kept
    ("s45A_r1_coldchain", "User asked for the claim to be translate"), // contradicted, kept
    ("s45A_r1_coldchain", "User wants a short summary of the findin"), // supported, deleted
    ("s45A_r2_billingmig", "Migrate the annual plans at the end of t"), // contradicted, kept
    ("s45A_r2_billingmig", "The Lumenpay rate limit is 20 requests p"), // contradicted, kept
    ("s45A_r2_billingmig", "Vantapay webhooks must be disabled befor"), // unsupported, kept
    ("s45A_r2_billingmig", "Added a past_due test case to tests/test"), // contradicted, kept
    ("s45A_r2_billingmig", "All 7 selected subscriptions would be mi"), // contradicted, kept
    ("s45A_r2_billingmig", "Three active team_pro HUF monthly subscr"), // contradicted, kept
    ("s45A_r2_billingmig", "sub_1088 belongs to Kerekes Bt."), // contradicted, kept
    ("s45A_r2_billingmig", "All 15 tests in tests/test_migrate_subs."), // contradicted, kept
    ("s45A_r2_billingmig", "The Lumenpay sandbox accepted a test sub"), // unsupported, kept
    ("s45A_r2_billingmig", "The user asked to move Pannon Kert to th"), // unsupported, kept
    ("s45A_r2_billingmig", "The user asked for a Slack update in #bi"), // unsupported, kept
    ("s45A_r2_billingmig", "Ask Mareva GmbH for a new payment card."), // unsupported, kept
    ("s45A_r2_billingmig", "Send the sub_1115 card-update draft to S"), // contradicted, kept
    ("s45A_r2_billingmig", "Pushed feat/lumenpay-migration to origin"), // contradicted, kept
    ("s45A_r3_gpuquota", "Charges can move to another account once"), // contradicted, kept
    ("s45A_r3_gpuquota", "The temporary increase was approved by K"), // contradicted, kept
    ("s45A_r3_gpuquota", "Job 881640 completed successfully."), // contradicted, kept
    ("s45A_r3_gpuquota", "Job 881502 ran for 1-18:42:10 on 4 GPUs."), // contradicted, kept
    ("s45A_r3_gpuquota", "Sara Jafari's April jobs account for 119"), // contradicted, kept
    ("s45A_r3_gpuquota", "The 800 GPU-hour increase applies to all"), // contradicted, kept
    ("s45A_r3_gpuquota", "On gpu-a100 the association now has GrpT"), // supported, deleted
    ("s45A_r3_gpuquota", "All three pending jobs are running again"), // contradicted, kept
    ("s45A_r3_gpuquota", "Removed sjafari from the rastegar_lab me"), // contradicted, kept
    ("s45A_r3_gpuquota", "Keep the per-user usage table for the en"), // supported, deleted
    ("s45A_r3_gpuquota", "Set temporary_increase in rastegar_lab.y"), // contradicted, kept
    ("s45A_r3_gpuquota", "Rerun atehrani's failed job 881599 on gp"), // unsupported, kept
    ("s45A_r3_gpuquota", "The user asked to move the gpu-v100 job "), // contradicted, kept
    ("s45A_r3_gpuquota", "The user asked for the usage table to be"), // unsupported, kept
    ("s45B_r1_regiobus-orar", "The afternoon return L14-WD-1320 leaves "), // contradicted, kept
    ("s45B_r1_regiobus-orar", "Most first-run warnings were unused_shap"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "The remaining 36 warnings are cosmetic a"), // unsupported, kept
    ("s45B_r1_regiobus-orar", "Ioana also approved the production publi"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "L31's first Saturday bus leaves Sighișoa"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "Fixed L31-SA-1415 by setting stop 5 (SKZ"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "Published the passenger notice „Modifică"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "Pushed orar-toamna-2025 to git@git.rbt.e"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "[TODO] Regenerate the shapes to clear th"), // unsupported, kept
    ("s45B_r1_regiobus-orar", "[TODO] Publish the feed to https://date."), // contradicted, kept
    ("s45B_r1_regiobus-orar", "[TODO] Send the approved feed and the ne"), // contradicted, kept
    ("s45B_r1_regiobus-orar", "[TODO] Print 40 copies of the L31 Englis"), // unsupported, kept
    ("s45B_r2_tidewater-grant", "Reallocations of up to 20% of a budget l"), // contradicted, kept
    ("s45B_r2_tidewater-grant", "Prepare a one-page photo annex of the fo"), // unsupported, kept
    ("s45B_r2_tidewater-grant", "The user wants the email to Ms. Achieng "), // contradicted, kept
    ("s45B_r2_tidewater-grant", "Upload Receipts_Jan-Jun_2025.zip to the "), // unsupported, kept
    ("s45B_r2_tidewater-grant", "Ask finance to re-export the BvA sheet w"), // unsupported, kept
    ("s45B_r2_tidewater-grant", "All four rehabilitated boreholes are fun"), // contradicted, kept
    ("s45B_r2_tidewater-grant", "Women were 56% of the people reached."), // contradicted, kept
    ("s45B_r2_tidewater-grant", "Activities (subtotal B) were overspent b"), // contradicted, kept
    ("s45B_r2_tidewater-grant", "C3 Bank charges came to KES 486,900."), // contradicted, kept
    ("s45B_r2_tidewater-grant", "Final report RPT-5530 is due 2025-12-31."), // contradicted, kept
    ("s45B_r3_storefront-tls", "ingress-nginx may be restarted outside b"), // contradicted, kept
    ("s45B_r3_storefront-tls", "Production changes need a second approve"), // unsupported, kept
    ("s45B_r3_storefront-tls", "Patched ClusterIssuer letsencrypt-prod t"), // contradicted, kept
    ("s45B_r3_storefront-tls", "Smoke suite: all 24 tests passed after r"), // contradicted, kept
    ("s45B_r3_storefront-tls", "Added the remediation steps to CHG-20417"), // contradicted, kept
    ("s45B_r3_storefront-tls", "Flushed the ingress-nginx SSL session ca"), // unsupported, kept
    ("s45B_r3_storefront-tls", "Fix grafana-tls in namespace ops with th"), // contradicted, kept
    ("s45B_r3_storefront-tls", "grafana-tls renewal is blocked on the op"), // unsupported, kept
    ("s45B_r3_storefront-tls", "**Rotate the Cloudflare API token again "), // unsupported, kept
    ("s45B_r3_storefront-tls", "**Renew grafana-tls in the same change w"), // contradicted, kept
    ("s45B_r3_storefront-tls", "Delete the secret cloudflare-api-token-v"), // unsupported, kept
    ("s45B_r3_storefront-tls", "checkout-tls in payments is 87 days old."), // contradicted, kept
    ("s45B_r3_storefront-tls", "The password reset test fails with a TLS"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Every discrepancy, however small, must b"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Writes to the primary inventory database"), // unsupported, kept
    ("s46A_r1_narkotika_q3", "BGO-01 lot OX4471-B: counted 226, 10 tab"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "SVG-02 lot FE0987-D has 5 more fentanyl "), // contradicted, kept
    ("s46A_r1_narkotika_q3", "The discrepancy report marks all four lo"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Disposal K-3321 was witnessed by Ingrid "), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Receipt of OVF-88120 was booked at SVG-0"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Booked disposal K-3321 in Eksakt; MP2207"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Physical stock counts took place between"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Treat the SVG-02 surplus as a counting e"), // unsupported, kept
    ("s46A_r1_narkotika_q3", "Report the TOS-03 shortfall to the polic"), // unsupported, kept
    ("s46A_r1_narkotika_q3", "Ask SVG-02 to recount FE0921-C on Monday"), // unsupported, kept
    ("s46A_r1_narkotika_q3", "Book the missing receipt of OVF-88120 at"), // unsupported, kept
    ("s46A_r1_narkotika_q3", "Adjust the TOS-03 OX4471-B balance in Ek"), // contradicted, kept
    ("s46A_r1_narkotika_q3", "Submit MLD-2025-0417 through Altinn once"), // unsupported, kept
    ("s46A_r1_narkotika_q3", "Notification threshold per lot is 10 uni"), // contradicted, kept
    ("s46A_r2_fcm_outage", "Retry FCM 401 responses up to three time"), // contradicted, kept
    ("s46A_r2_fcm_outage", "The old key 7c1e09ab was deleted by the "), // unsupported, kept
    ("s46A_r2_fcm_outage", "Added a regression test `rebuilds auth c"), // contradicted, kept
    ("s46A_r2_fcm_outage", "release-policy.yaml sets the android min"), // contradicted, kept
    ("s46A_r2_fcm_outage", "Pushed branch `fix/fcm-token-reload` to "), // contradicted, kept
    ("s46A_r2_fcm_outage", "FCM failures on 2025-11-19: 264,813 of 4"), // contradicted, kept
    ("s46A_r2_fcm_outage", "311,204 of the 1,266,530 iOS tokens have"), // contradicted, kept
    ("s46A_r2_fcm_outage", "All 36 provider tests pass."), // contradicted, kept
    ("s46A_r2_fcm_outage", "User asked to tell the marketing team on"), // unsupported, kept
    ("s46A_r2_fcm_outage", "Replay all 810,813 dead-lettered message"), // contradicted, kept
    ("s46A_r2_fcm_outage", "Raise the FCM batch size from 500 to 100"), // unsupported, kept
    ("s46A_r2_fcm_outage", "Set `force_update: true` for android in "), // contradicted, kept
    ("s46A_r2_fcm_outage", "Deployed the fix to ntf-gw-02."), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Clause 7.2 lets the subcontractor bill q"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Disputed items must be notified in writi"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "E-210 sockets: 412 pcs billed against 40"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "E-410 LED luminaires: 96 pcs billed agai"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "V-901 was approved in writing by Peter K"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Every line billed above its Annex 2 quan"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Marek Hudec accepted EUR 41,200.00 as th"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Stavby Tatra is bound by the EUR 41,200 "), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Ján Baláž threatened to stop work on sit"), // unsupported, kept
    ("s46A_r3_elektromont_dispute", "Told Peter Kollár that his approval is n"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Prepare a credit-note request to Elektro"), // unsupported, kept
    ("s46A_r3_elektromont_dispute", "Schedule a site meeting with ElektroMont"), // unsupported, kept
    ("s46A_r3_elektromont_dispute", "Pay ElektroMont EUR 41,200.00 once the c"), // contradicted, kept
    ("s46A_r3_elektromont_dispute", "Check again whether credit note DB-2025-"), // supported, deleted
    ("s46B_r1_lakbay-fx-rounding", "On 12 March 2025 the rate was 57.3010 PH"), // contradicted, kept
    ("s46B_r1_lakbay-fx-rounding", "BK-7730388 (CEBU-HARBOR, 2 nights, PHP 5"), // contradicted, kept
    ("s46B_r1_lakbay-fx-rounding", "The user approved switching format_php()"), // contradicted, kept
    ("s46B_r1_lakbay-fx-rounding", "Net, guests paid USD 0.82 more than they"), // supported, deleted
    ("s46B_r1_lakbay-fx-rounding", "All 312 affected bookings were overcharg"), // contradicted, kept
    ("s46B_r1_lakbay-fx-rounding", "Root cause confirmed: the card gateway r"), // unsupported, kept
    ("s46B_r1_lakbay-fx-rounding", "Refunds above USD 5.00 per booking need "), // unsupported, kept
    ("s46B_r1_lakbay-fx-rounding", "PHP amounts are printed on receipts with"), // unsupported, kept
    ("s46B_r1_lakbay-fx-rounding", "All 49 tests in tests/pricing pass now."), // contradicted, kept
    ("s46B_r1_lakbay-fx-rounding", "Refunds for the 187 overcharged bookings"), // contradicted, kept
    ("s46B_r1_lakbay-fx-rounding", "Re-ran the staging reproduction with BK-"), // unsupported, kept
    ("s46B_r1_lakbay-fx-rounding", "[TODO] Re-bill the 125 undercharged gues"), // unsupported, kept
    ("s46B_r1_lakbay-fx-rounding", "[TODO] Add JPY/KRW zero-decimal support "), // unsupported, kept
    ("s46B_r1_lakbay-fx-rounding", "[TODO] Re-run the replica query for 1–9 "), // unsupported, kept
    ("s46B_r2_polaris-inkwell-archive", "2017 may be added once the 2016 batch ve"), // contradicted, kept
    ("s46B_r2_polaris-inkwell-archive", "Republishing migrated articles is allowe"), // contradicted, kept
    ("s46B_r2_polaris-inkwell-archive", "2015 is the largest year in the plan wit"), // contradicted, kept
    ("s46B_r2_polaris-inkwell-archive", "The first run failed 28 articles of 2013"), // contradicted, kept
    ("s46B_r2_polaris-inkwell-archive", "The retry recovered all 41 asset_missing"), // contradicted, kept
    ("s46B_r2_polaris-inkwell-archive", "Retry the duplicate_slug failures with -"), // contradicted, kept
    ("s46B_r2_polaris-inkwell-archive", "body_parse_error articles will be droppe"), // unsupported, kept
    ("s46B_r2_polaris-inkwell-archive", "Ask the photo desk for originals of the "), // unsupported, kept
    ("s46B_r2_polaris-inkwell-archive", "Recreate the 2 missing 2013 redirects."), // unsupported, kept
    ("s46B_r2_polaris-inkwell-archive", "Delete the migrated 2012–2013 articles f"), // unsupported, kept
    ("s46B_r2_polaris-inkwell-archive", "The user asked to republish the 2012 fro"), // unsupported, kept
    ("s46B_r2_polaris-inkwell-archive", "The user asked to migrate 2017 today as "), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "E-1071's Good Friday hours use the 1.50 "), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Corrections are paid out at once as a se"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Pull the April 2025 export for WH-02 and"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Recalculate WH-02 overtime for March 202"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Check whether WH-01 was also mapped to p"), // unsupported, kept
    ("s46B_r3_wh02-overtime-correction", "Overtime needs the HR director's approva"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Overtime is capped at 12 hours per week."), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "The user asked for a per-employee PDF su"), // unsupported, kept
    ("s46B_r3_wh02-overtime-correction", "The user asked to include E-1088 now, ca"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Marko Pavlović (E-1088) earns 790.00 RSD"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Jelena Stojanović (E-1052) had 8.00 over"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Draft v2 is 4,095.00 RSD more than v1, a"), // supported, deleted
    ("s46B_r3_wh02-overtime-correction", "Dragana Ilić approved E-1088's week-16 o"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "Vesna Marković approved E-1088 on 2025-0"), // contradicted, kept
    ("s46B_r3_wh02-overtime-correction", "The adjustment was posted to 2025-05 on "), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "The SCC deduction is based on the lowest"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "Højgaard's 15 October sample S24-10-1530"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "The retest of S24-10-0977 cleared the TB"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "Statement e-mailed to Jens Højgaard at j"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "All three farms stayed within the 300k S"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "Confirmed with the lab that the driver l"), // unsupported, kept
    ("s47A_r1_mejeri_scc_dispute", "Corrected Skovly's settlement to include"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "Waive the TBC deduction as a goodwill ge"), // unsupported, kept
    ("s47A_r1_mejeri_scc_dispute", "Use the 8 October sample alone to set th"), // contradicted, kept
    ("s47A_r1_mejeri_scc_dispute", "User asked for a comparison with Bækkelu"), // unsupported, kept
    ("s47A_r1_mejeri_scc_dispute", "Ask the lab to re-run the 8 October samp"), // unsupported, kept
    ("s47A_r1_mejeri_scc_dispute", "Change payment_rules_2024.yaml to round "), // unsupported, kept
    ("s47A_r2_pg16_rehearsal", "The pg_trgm extension is at version 1.3 "), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "The upgrade ran in copy mode, so the old"), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "The pg_hint_plan extension was updated t"), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "PostGIS was upgraded to 3.4.2 on the new"), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "The skipped test_hints.py test is tracke"), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "The test run took just under five minute"), // supported, deleted
    ("s47A_r2_pg16_rehearsal", "Replication from the new cluster to pg-l"), // unsupported, kept
    ("s47A_r2_pg16_rehearsal", "PostGIS is to be updated together with p"), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "Read-only queries against pg-ledger-01 a"), // contradicted, kept
    ("s47A_r2_pg16_rehearsal", "Keep pg-rehearse-02 shut down after the "), // unsupported, kept
    ("s47A_r2_pg16_rehearsal", "The user asked for a rollback plan for p"), // unsupported, kept
    ("s47A_r2_pg16_rehearsal", "Run pg_upgrade --check against pg-ledger"), // contradicted, kept
    ("s47A_r3_museum_loan", "The most valuable object is SB-1987-014 "), // contradicted, kept
    ("s47A_r3_museum_loan", "\"Fjörusteinar I\" (SB-2003-112) is insure"), // contradicted, kept
    ("s47A_r3_museum_loan", "The user agreed to extend the loan until"), // contradicted, kept
    ("s47A_r3_museum_loan", "Condition reports are on file for all si"), // contradicted, kept
    ("s47A_r3_museum_loan", "MODIFIED: loans/LA-2025-031/agreement_dr"), // contradicted, kept
    ("s47A_r3_museum_loan", "Sent Anke Vogel the reply that the exten"), // contradicted, kept
    ("s47A_r3_museum_loan", "Phoned the shipping agent Hasenkamp to c"), // unsupported, kept
    ("s47A_r3_museum_loan", "[TODO] Write the extension to 14 Septemb"), // contradicted, kept
    ("s47A_r3_museum_loan", "[TODO] Update the object list if anythin"), // supported, deleted
    ("s47B_r1_ftl-roster", "The flagged duty periods involve 5 crew "), // contradicted, kept
    ("s47B_r1_ftl-roster", "Anete Liepiņa (C-40522) exceeded the max"), // contradicted, kept
    ("s47B_r1_ftl-roster", "CDR-7731 also clears Anete Liepiņa's FDP"), // contradicted, kept
    ("s47B_r1_ftl-roster", "Marta Zariņa's rest before D-88141 was 9"), // contradicted, kept
    ("s47B_r1_ftl-roster", "All three crew notifications were delive"), // contradicted, kept
    ("s47B_r1_ftl-roster", "Updated roster RST-2025-03-W2 in the ros"), // contradicted, kept
    ("s47B_r1_ftl-roster", "Crew control acknowledged the proposal f"), // unsupported, kept
    ("s47B_r1_ftl-roster", "Split duties D-88120/D-88127 are treated"), // unsupported, kept
    ("s47B_r1_ftl-roster", "Check the standby duties too; the user w"), // supported, deleted
    ("s47B_r1_ftl-roster", "D-88141 on 2025-03-11: 04:55-17:40, FDP "), // contradicted, kept
    ("s47B_r1_ftl-roster", "Rūdolfs Ozols's phone: +371 2630 1185."), // contradicted, kept
    ("s47B_r2_ddc-cache", "VerifyOnRead was already true in DDC.ini"), // contradicted, kept
    ("s47B_r2_ddc-cache", "The shared DDC is mounted over SMB from "), // unsupported, kept
    ("s47B_r2_ddc-cache", "tools/ci/check_ddc_roundtrip.sh was rewr"), // unsupported, kept
    ("s47B_r2_ddc-cache", "Run 48807 failed with the same hash mism"), // contradicted, kept
    ("s47B_r2_ddc-cache", "Bisect marked e19f5b3 as bad."), // contradicted, kept
    ("s47B_r2_ddc-cache", "Root cause: the async writer in a83d6f0 "), // unsupported, kept
    ("s47B_r2_ddc-cache", "build-agent-07 has a failing NVMe disk."), // unsupported, kept
    ("s47B_r2_ddc-cache", "Run 48830 brought the build back under 4"), // contradicted, kept
    ("s47B_r2_ddc-cache", "All 2,318 corrupt entries were written b"), // contradicted, kept
    ("s47B_r2_ddc-cache", "Textures takes 41G in the shared DDC."), // contradicted, kept
    ("s47B_r2_ddc-cache", "User allowed force-pushing release/1.8 i"), // contradicted, kept
    ("s47B_r2_ddc-cache", "Purge /mnt/ddc-shared/Quarantine after t"), // contradicted, kept
    ("s47B_r2_ddc-cache", "Rebase feature/vfx-rework onto the fix b"), // unsupported, kept
    ("s47B_r2_ddc-cache", "Take build-agent-07 out of the CI pool."), // unsupported, kept
    ("s47B_r2_ddc-cache", "Requested review from Farhan (farhan-q) "), // contradicted, kept
    ("s47B_r2_ddc-cache", "PR #2274 has two approvals."), // unsupported, kept
    ("s47B_r2_ddc-cache", "Merge PR #2274 now that run 48830 is gre"), // unsupported, kept
    ("s47B_r3_price-mailing", "The 404 on https://nemuno-zinios.example"), // contradicted, kept
    ("s47B_r3_price-mailing", "Digital yearly subscribers keep the old "), // unsupported, kept
    ("s47B_r3_price-mailing", "Schedule cmp_51920 for 2025-06-03 08:00 "), // contradicted, kept
    ("s47B_r3_price-mailing", "Ask Rasa Vaitkienė to approve the correc"), // unsupported, kept
    ("s47B_r3_price-mailing", "The user approved proof prf_2207."), // contradicted, kept
    ("s47B_r3_price-mailing", "User asked for an A/B test of two subjec"), // unsupported, kept
    ("s47B_r3_price-mailing", "BND (Print+Digital bundle) new price: 24"), // contradicted, kept
    ("s47B_r3_price-mailing", "PRN-7 list on the platform has 4,812 mem"), // contradicted, kept
    ("s47B_r3_price-mailing", "Scheduled campaign cmp_51920 for 2025-06"), // contradicted, kept
    ("s47B_r3_price-mailing", "Test send to prenumerata-qa@nemuno-zinio"), // contradicted, kept
    ("s47B_r3_price-mailing", "Rasa Vaitkienė approved the corrected ve"), // unsupported, kept
    ("s47B_r3_price-mailing", "Link check failed because both links ret"), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "The user also wants the December 2024 in"), // unsupported, kept
    ("s48A_r1_lumeks_invoice", "The contract's monthly cap is 12,500.00 "), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "Salt tonnage in the GPS export is weighe"), // unsupported, kept
    ("s48A_r1_lumeks_invoice", "mail_draft.py was rejected by the IMAP s"), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "The duplicated R-03 row of 14 January ad"), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "R-02 Jaama-Pargi was ploughed on only 3 "), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "All four invoice lines H1–H4 are overbil"), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "Lumeks had already been warned about dup"), // unsupported, kept
    ("s48A_r1_lumeks_invoice", "Asked to send the dispute letter to Lume"), // contradicted, kept
    ("s48A_r1_lumeks_invoice", "Compare the GPS kilometres of R-03 with "), // unsupported, kept
    ("s48A_r1_lumeks_invoice", "After Kadri approves on Thursday, send t"), // unsupported, kept
    ("s48A_r2_lipa_orders_slowquery", "Indexes may be created on prod-pg-02 at "), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "The OrderListView COUNT query averaged 8"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "OrderExportView was the most expensive v"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "In that plan the top-N sort spilled to d"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "All 47 tests pass after the serializer f"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "With the index, staging evaluates the li"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "Went back to ordering the list by -creat"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "Cache the first page of the open-orders "), // unsupported, kept
    ("s48A_r2_lipa_orders_slowquery", "Run migration 0047 on prod-pg-02 tonight"), // contradicted, kept
    ("s48A_r2_lipa_orders_slowquery", "Reset pg_stat_statements on prod-pg-02 o"), // unsupported, kept
    ("s48A_r2_lipa_orders_slowquery", "The pg_stat_statements figures were read"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "The draft offers the EUR 4,000 advance N"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "Also ask Nordlys for world English-langu"), // unsupported, kept
    ("s48A_r3_vedrina_rights", "Send the offer to kari@nordlys-agency.ex"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "Email Kari Lunde the 2024-H2 statement f"), // unsupported, kept
    ("s48A_r3_vedrina_rights", "Desislava Petrova may approve and send t"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "Nordlys needs the renewal offer by 30 Ju"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "User asked for a comparison with the Nor"), // unsupported, kept
    ("s48A_r3_vedrina_rights", "Kari Lunde confirmed the 16 May call in "), // contradicted, kept
    ("s48A_r3_vedrina_rights", "Bulgaria paperback: 1,227 net copies, ro"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "The audiobook earned more than the hardb"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "Milena's review meeting (event 5k2q8v0h1"), // contradicted, kept
    ("s48A_r3_vedrina_rights", "Nordlys' agency commission is 15% of the"), // unsupported, kept
    ("s48A_r3_vedrina_rights", "tools/statement.py warned that 3 rows ha"), // unsupported, kept
    ("s48B_r1_inverter_triage", "INV-07 may be switched off for the IV-cu"), // contradicted, kept
    ("s48B_r1_inverter_triage", "Helionix is to be contacted only through"), // contradicted, kept
    ("s48B_r1_inverter_triage", "Parts order for the INV-09 fans: PO-4479"), // contradicted, kept
    ("s48B_r1_inverter_triage", "INV-09 peaked at 2.41 MW on 12 May."), // contradicted, kept
    ("s48B_r1_inverter_triage", "INV-09 raised W-140 on all five days."), // contradicted, kept
    ("s48B_r1_inverter_triage", "INV-07's best day was 15 May with 12,904"), // contradicted, kept
    ("s48B_r1_inverter_triage", "An RMA for the DC input board HX-DCB-4 i"), // contradicted, kept
    ("s48B_r1_inverter_triage", "HX-558120 is still awaiting_customer."), // contradicted, kept
    ("s48B_r1_inverter_triage", "Helionix's resolution target is 5 days."), // contradicted, kept
    ("s48B_r1_inverter_triage", "Open the RMA for HX-DCB-4 as soon as the"), // unsupported, kept
    ("s48B_r1_inverter_triage", "The user wants a weekly energy-loss repo"), // unsupported, kept
    ("s48B_r2_gtfs_e12", "The feed may be published as soon as the"), // contradicted, kept
    ("s48B_r2_gtfs_e12", "VT-BOBIL lies between Cruïlla de Vilafre"), // contradicted, kept
    ("s48B_r2_gtfs_e12", "E12-T2 runs on the LECTIU service."), // contradicted, kept
    ("s48B_r2_gtfs_e12", "stop_too_far_from_shape fired 4 times."), // contradicted, kept
    ("s48B_r2_gtfs_e12", "The unusable_trip error on E12-T2 was in"), // contradicted, kept
    ("s48B_r2_gtfs_e12", "The AMPA wants the new times posted on t"), // unsupported, kept
    ("s48B_r2_gtfs_e12", "Fixed E12-M2 by re-running shift_times.p"), // contradicted, kept
    ("s48B_r2_gtfs_e12", "E12-M1 still reaches Institut del Ter at"), // contradicted, kept
    ("s48B_r2_gtfs_e12", "[TODO] Fix the unusable_trip error on E1"), // contradicted, kept
    ("s48B_r2_gtfs_e12", "[TODO] Redraw shape SH-E12-0 so it passe"), // unsupported, kept
    ("s48B_r2_gtfs_e12", "[TODO] Push curs-2025-26 once the AMPA h"), // unsupported, kept
    ("s48B_r3_vat_oss_q2", "The return may be submitted once the por"), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "Refunds older than 30 days must not be d"), // unsupported, kept
    ("s48B_r3_vat_oss_q2", "Q2 VAT payable: EUR 10,714.79"), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "Refund #10482 was taken off Germany and "), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "Germany after its refund: net EUR 18,762"), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "Ireland's line uses 21%."), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "Sweden's VAT is EUR 533.87."), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "Submitted the Q2 2025 OSS return OSS-EE-"), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "The Q1 Ireland difference of EUR 24.80 w"), // contradicted, kept
    ("s48B_r3_vat_oss_q2", "The Q1 Ireland error came from an outdat"), // unsupported, kept
    ("s48B_r3_vat_oss_q2", "Non-EUR orders are converted at the ECB "), // unsupported, kept
    ("s48B_r3_vat_oss_q2", "The Q1 correction will be filed as a sep"), // unsupported, kept
    ("s48B_r3_vat_oss_q2", "Pay EUR 10,670.51 to EMTA by 31 July 202"), // unsupported, kept
    ("s48B_r3_vat_oss_q2", "The user asked to submit the return righ"), // unsupported, kept
    ("s49A_r1_milk-payment-run", "F-027 (Гантулга Мөнх) is paid to account"), // contradicted, kept
    ("s49A_r1_milk-payment-run", "Transport is also waived for F-038 for t"), // unsupported, kept
    ("s49A_r1_milk-payment-run", "Members whose payout is below the 50,000"), // unsupported, kept
    ("s49A_r1_milk-payment-run", "F-031 had 8 days graded C and 6 graded B"), // contradicted, kept
    ("s49A_r1_milk-payment-run", "F-011 averaged 3.65% fat over the period"), // contradicted, kept
    ("s49A_r1_milk-payment-run", "F-031's transport deduction is 157,728 M"), // contradicted, kept
    ("s49A_r1_milk-payment-run", "The run covers six farms."), // contradicted, kept
    ("s49A_r1_milk-payment-run", "The batch's value date is 2025-04-15."), // contradicted, kept
    ("s49A_r1_milk-payment-run", "Add a protein bonus to `config/price_gri"), // unsupported, kept
    ("s49A_r1_milk-payment-run", "Ask F-031 to have its milk cooling tank "), // unsupported, kept
    ("s49A_r1_milk-payment-run", "Send the signed batch to the bank by 18 "), // unsupported, kept
    ("s49A_r1_milk-payment-run", "Transport is deducted at 35 MNT per litr"), // contradicted, kept
    ("s49A_r1_milk-payment-run", "Keep the collections CSV unchanged; corr"), // unsupported, kept
    ("s49A_r2_k8s-upgrade-dryrun", "All nodes run kubelet v1.29.8."), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "kx-pay-2's internal IP is 10.42.2.31."), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "The batch pool has two nodes."), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "All pods in the payments namespace are R"), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "kubeadm plan says `kubeproxy.config.k8s."), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "The helm diff keeps `allow-snippet-annot"), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "Upgraded the ingress-nginx release to ch"), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "Both general nodes kx-gen-1 and kx-gen-2"), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "`ledger-worker-pdb` allows 1 disruption."), // contradicted, kept
    ("s49A_r2_k8s-upgrade-dryrun", "**PDB workaround**: drain kx-gen-2 with "), // unsupported, kept
    ("s49A_r2_k8s-upgrade-dryrun", "**search-indexer to 3 replicas**: scale "), // unsupported, kept
    ("s49A_r2_k8s-upgrade-dryrun", "CoreDNS runs 3 replicas, one on each con"), // contradicted, kept
    ("s49A_r3_museum-loan", "Option A was chosen because it is the on"), // unsupported, kept
    ("s49A_r3_museum-loan", "Jon Agirre approved option A by email on"), // contradicted, kept
    ("s49A_r3_museum-loan", "The borrower insures the objects under i"), // contradicted, kept
    ("s49A_r3_museum-loan", "Book option A with Arte Trans Bilbao bef"), // contradicted, kept
    ("s49A_r3_museum-loan", "Send the condition reports for all 6 obj"), // unsupported, kept
    ("s49A_r3_museum-loan", "Pack the gouache IAM-1979.310 in its own"), // supported, deleted
    ("s49A_r3_museum-loan", "Order a new frame for Itsas-argia II bef"), // contradicted, kept
    ("s49A_r3_museum-loan", "Ask Amaia Goikoetxea to approve the cour"), // unsupported, kept
    ("s49A_r3_museum-loan", "Send the revised agreement `kontratua_v2"), // contradicted, kept
    ("s49A_r3_museum-loan", "Miren may confirm the transport booking "), // contradicted, kept
    ("s49A_r3_museum-loan", "All six objects are limited to 50 lux."), // contradicted, kept
    ("s49A_r3_museum-loan", "Ask Nordhavn to confirm that its crew ca"), // unsupported, kept
    ("s49A_r3_museum-loan", "Draft a letter to Nordhavn's director ab"), // unsupported, kept
    ("s49A_r3_museum-loan", "Option B: air via BIO–CPH, departs 2025-"), // contradicted, kept
    ("s49A_r3_museum-loan", "Option A's price includes insurance of t"), // contradicted, kept
    ("s49A_r3_museum-loan", "IAM-2003.007 Ekaitza Matxitxakon: insure"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "Amoxicillin lot AX24203 holds 3,400 caps"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "Insulin lot IR2290 (INS-R100) expires 20"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "AMX-500C stays at 30 boxes on the PO."), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "EPSA was chosen over the private wholesa"), // unsupported, kept
    ("s49B_r1_pharmacy-stock", "All three variances are explained by pen"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "Adjusted lot CF2409-12 in pharmstock to "), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "WO-0117 approved and both expired lots r"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "Internal Medicine is the largest metform"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "Approve WO-0117 once the PDF report is d"), // contradicted, kept
    ("s49B_r1_pharmacy-stock", "The user will send the PDF report to Mek"), // supported, deleted
    ("s49B_r1_pharmacy-stock", "Stock adjustments are fine once the ward"), // contradicted, kept
    ("s49B_r2_release-triage", "4.12.1's crash rate is above Play's bad-"), // contradicted, kept
    ("s49B_r2_release-triage", "The ANR rate of 4.12.1 on Android 13 is "), // contradicted, kept
    ("s49B_r2_release-triage", "The MapTileCache NPE hit 913 users on An"), // contradicted, kept
    ("s49B_r2_release-triage", "OfflineSyncWorker.doWork SQLiteDatabaseL"), // contradicted, kept
    ("s49B_r2_release-triage", "Commit a41c9e2 was already reverted on m"), // unsupported, kept
    ("s49B_r2_release-triage", "The iOS 4.12.1 build is not affected by "), // unsupported, kept
    ("s49B_r2_release-triage", "The rollout may go to 50% once the crash"), // contradicted, kept
    ("s49B_r2_release-triage", "The Welsh-locale test failure is caused "), // unsupported, kept
    ("s49B_r2_release-triage", "Test Lab was also run on Android 13 and "), // contradicted, kept
    ("s49B_r2_release-triage", "Raised the staged rollout of 4.12.1 to 2"), // contradicted, kept
    ("s49B_r2_release-triage", "Posted the rollout hold to #llwybr-relea"), // unsupported, kept
    ("s49B_r3_trek-bookings", "The failed HLT-2410-029 deposit is trans"), // contradicted, kept
    ("s49B_r3_trek-bookings", "HLT-2410-021 has 11 pax."), // contradicted, kept
    ("s49B_r3_trek-bookings", "HLT-2410-029 Manaslu Circuit departs 202"), // contradicted, kept
    ("s49B_r3_trek-bookings", "All seven October deposits were settled "), // contradicted, kept
    ("s49B_r3_trek-bookings", "Manaslu RAP for an October trek is USD 7"), // contradicted, kept
    ("s49B_r3_trek-bookings", "Langtang National Park entry costs NPR 1"), // contradicted, kept
    ("s49B_r3_trek-bookings", "Permit fees were paid to the Department "), // unsupported, kept
    ("s49B_r3_trek-bookings", "The Upper Mustang group's trek is 10 day"), // contradicted, kept
    ("s49B_r3_trek-bookings", "Deposit status is taken from PayHimal, n"), // unsupported, kept
    ("s49B_r3_trek-bookings", "Fetched the 2025-09-30 settlement batch "), // contradicted, kept
    ("s49B_r3_trek-bookings", "Retried the failed HLT-2410-029 deposit "), // contradicted, kept
    ("s49B_r3_trek-bookings", "Recorded the permit totals in bookings.s"), // contradicted, kept
    ("s49B_r3_trek-bookings", "Retry the 2025-09-30 settlement fetch af"), // unsupported, kept
    ("s49B_r3_trek-bookings", "Retry the HLT-2410-029 deposit once Katr"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "U Kyaw Swar's (F-017) October advance wa"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Grade A base price is MMK 1,420 per kg."), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Deliveries above 18% moisture are reject"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Daw Aye Aye Mon (F-044) has no moisture "), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Moisture deductions were charged on all "), // contradicted, kept
    ("s50A_r1_paddy_settlement", "D-4104 (U Thein Naing, 2,497 kg) was pri"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "D-4102 (Daw Khin Mya Thwe) was graded C."), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Settlement sheet e-mailed to the cashier"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Daw Nilar approved the settlement sheet."), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Recompute F-031 once QC answers on regra"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Re-run `scripts/settle.py` after the D-4"), // contradicted, kept
    ("s50A_r1_paddy_settlement", "Reconcile the weighbridge tickets agains"), // unsupported, kept
    ("s50A_r1_paddy_settlement", "User asked to pay U Zaw Min Htet in cash"), // unsupported, kept
    ("s50A_r2_rate_parity", "Rates below USD 85 are fine when the GM "), // contradicted, kept
    ("s50A_r2_rate_parity", "Add Agoda to the next channel-manager ex"), // contradicted, kept
    ("s50A_r2_rate_parity", "Pushed the 5 rate updates in batch `rb_8"), // contradicted, kept
    ("s50A_r2_rate_parity", "Raised EXP DLX-T on 20 Dec from USD 108 "), // contradicted, kept
    ("s50A_r2_rate_parity", "Lowered DLX-T DIRECT on 21 Dec to USD 89"), // contradicted, kept
    ("s50A_r2_rate_parity", "EXP STE-RV 21 Dec update rejected by Exp"), // unsupported, kept
    ("s50A_r2_rate_parity", "**Benchmark**: Booking.com is the benchm"), // contradicted, kept
    ("s50A_r2_rate_parity", "**Tolerance**: differences up to USD 5 a"), // contradicted, kept
    ("s50A_r2_rate_parity", "**Restrictions**: min-stay and closed-to"), // unsupported, kept
    ("s50A_r2_rate_parity", "Ask Expedia's market manager why DLX-K w"), // unsupported, kept
    ("s50A_r2_rate_parity", "STE-RV DIRECT on 20 Dec is USD 212"), // contradicted, kept
    ("s50A_r2_rate_parity", "All rates are in USD and exclude the 10%"), // unsupported, kept
    ("s50A_r3_ebook_renewal", "BND-A was chosen because it stays under "), // contradicted, kept
    ("s50A_r3_ebook_renewal", "Only titles with holds are renewed."), // unsupported, kept
    ("s50A_r3_ebook_renewal", "Renew 'The Lagoon Clockmaker' separately"), // unsupported, kept
    ("s50A_r3_ebook_renewal", "Ask Paperlane to extend quote Q-PL-24117"), // unsupported, kept
    ("s50A_r3_ebook_renewal", "Orders above NGN 2,000,000 may be placed"), // contradicted, kept
    ("s50A_r3_ebook_renewal", "User asked to add 5 more copies of 'Harm"), // unsupported, kept
    ("s50A_r3_ebook_renewal", "User wants the order submitted to Paperl"), // contradicted, kept
    ("s50A_r3_ebook_renewal", "'Market Women of Oyo': 2 copies, 7 check"), // contradicted, kept
    ("s50A_r3_ebook_renewal", "'Night Bus to Kano' expires 2026-01-05"), // contradicted, kept
    ("s50A_r3_ebook_renewal", "All BND-B licences are 26 checkouts / 24"), // contradicted, kept
    ("s50A_r3_ebook_renewal", "Bisola approved the order by e-mail on 8"), // contradicted, kept
    ("s50A_r3_ebook_renewal", "`himalaya message read 8812` timed out o"), // unsupported, kept
    ("s50B_r1_ferry_timetable", "S-4472 (13:00, MV Réalt an Iarthair) has"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "All six Thursday sailings from Ros an Mh"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "MV Ceann Boirne has 196 seats."), // contradicted, kept
    ("s50B_r1_ferry_timetable", "S-4481 will run on MV Bríd Óg instead of"), // unsupported, kept
    ("s50B_r1_ferry_timetable", "Moved the MV Réalt an Iarthair crew shif"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "Passenger notifications for S-4471 and S"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "MV Bríd Óg's cancel threshold is 4.0 m."), // contradicted, kept
    ("s50B_r1_ferry_timetable", "Cancel S-4481 if the morning forecast is"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "User asked for an Irish-only SMS to keep"), // unsupported, kept
    ("s50B_r1_ferry_timetable", "User asked to send the notices as soon a"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "The user may approve a cancellation if t"), // contradicted, kept
    ("s50B_r1_ferry_timetable", "MV Ceann Boirne's crew duty limit is 12 "), // contradicted, kept
    ("s50B_r2_dental_claims", "CLM-25105 was approved in full at 9,400 "), // contradicted, kept
    ("s50B_r2_dental_claims", "CLM-25108 was rejected with R-09 (pre-au"), // contradicted, kept
    ("s50B_r2_dental_claims", "CLM-25111 (PR-30577, D2950) was accepted"), // contradicted, kept
    ("s50B_r2_dental_claims", "Kurora pays accepted claims within 14 da"), // unsupported, kept
    ("s50B_r2_dental_claims", "PR-30511 has two D4341 claims, CLM-25107"), // contradicted, kept
    ("s50B_r2_dental_claims", "The 90-day rule does not apply to claims"), // contradicted, kept
    ("s50B_r2_dental_claims", "The validator reported no warnings for t"), // contradicted, kept
    ("s50B_r2_dental_claims", "Resubmitted CLM-25103 after attaching th"), // contradicted, kept
    ("s50B_r2_dental_claims", "Filed the appeal letter for CLM-25108 wi"), // contradicted, kept
    ("s50B_r2_dental_claims", "[TODO] Resubmit CLM-25112 with the corre"), // contradicted, kept
    ("s50B_r2_dental_claims", "[TODO] Resubmit CLM-25108 with a clinica"), // contradicted, kept
    ("s50B_r2_dental_claims", "[TODO] Ask Kurora to raise the co-insura"), // unsupported, kept
    ("s50B_r2_dental_claims", "[TODO] Send Elira Koka a corrected repor"), // unsupported, kept
    ("s50B_r2_dental_claims", "[TODO] Upload the D2740 crown photos for"), // unsupported, kept
    ("s50B_r3_coldchain_claim", "Excursions above 4 °C are covered whatev"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "Write off all cargo in LSDU4821142, appl"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "LSDU4821137 peaked at 7.8 °C at 09:00Z."), // contradicted, kept
    ("s50B_r3_coldchain_claim", "TRHU7730915 also went above 4 °C, peakin"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "Power to reefer stack R4 was out for abo"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "LSDU4821137 carries 5,460 kg of blueberr"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "Lab found internal browning in the Anton"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "Claimable amount after the deductible is"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "Salvage value set at 0.50 EUR/kg after t"), // contradicted, kept
    ("s50B_r3_coldchain_claim", "LSDU4821142's setpoint was 2.0 °C."), // contradicted, kept
    ("s50B_r3_coldchain_claim", "The user has approved the 30,533.00 EUR "), // contradicted, kept
    ("s51A_r1_coffee_booking", "Lots down to 83.50 may ship if Nordkaffe"), // contradicted, kept
    ("s51A_r1_coffee_booking", "Partial shipment needs Nordkaffee's writ"), // unsupported, kept
    ("s51A_r1_coffee_booking", "Evermark: vessel EVERMARK TALISMAN, voya"), // contradicted, kept
    ("s51A_r1_coffee_booking", "Notify party: Hanseatic Coffee Brokers, "), // contradicted, kept
    ("s51A_r1_coffee_booking", "Lot PKX-2511-09 from Paksong Sisouk Farm"), // contradicted, kept
    ("s51A_r1_coffee_booking", "Kestrel was picked because it is the che"), // contradicted, kept
    ("s51A_r1_coffee_booking", "Excluded all Houay Kong Coop lots."), // contradicted, kept
    ("s51A_r1_coffee_booking", "lots/dec_2025_eligible.csv holds 8 lots."), // contradicted, kept
    ("s51A_r1_coffee_booking", "Booking request BR-PKX-1207 sent to book"), // contradicted, kept
    ("s51A_r1_coffee_booking", "Kestrel confirmed space on KESTREL AUROR"), // unsupported, kept
    ("s51A_r1_coffee_booking", "ICO mark check passed for all 7 eligible"), // contradicted, kept
    ("s51A_r1_coffee_booking", "If PKX-2511-10 is dropped, the booking f"), // supported, deleted
    ("s51A_r1_coffee_booking", "Book trucking from Paksong to Laem Chaba"), // unsupported, kept
    ("s51A_r1_coffee_booking", "Offer Nordkaffee 4 bags of PKX-2511-08 a"), // unsupported, kept
    ("s51A_r1_coffee_booking", "User wants Nordkaffee's pre-shipment sam"), // unsupported, kept
    ("s51A_r2_tea_payroll", "Corrections up to LKR 15,000 may be paid"), // contradicted, kept
    ("s51A_r2_tea_payroll", "Arrears are paid in cash at the next mus"), // contradicted, kept
    ("s51A_r2_tea_payroll", "Found 12 wrong-rate rows between 20 and "), // contradicted, kept
    ("s51A_r2_tea_payroll", "GW-0127's advance ADV-7738 was also reco"), // contradicted, kept
    ("s51A_r2_tea_payroll", "GW-0140's loan instalment LN-2291 (LKR 3"), // unsupported, kept
    ("s51A_r2_tea_payroll", "GW-0127's net correction is LKR 418.50."), // contradicted, kept
    ("s51A_r2_tea_payroll", "Reversed one of GW-0112's duplicate Deep"), // contradicted, kept
    ("s51A_r2_tea_payroll", "Approval request e-mailed to the Estate "), // contradicted, kept
    ("s51A_r2_tea_payroll", "September 2025 was also underpaid at LKR"), // contradicted, kept
    ("s51A_r2_tea_payroll", "The user approved paying GW-0131 in the "), // contradicted, kept
    ("s51A_r2_tea_payroll", "Union dues of LKR 150 are refunded to th"), // unsupported, kept
    ("s51A_r2_tea_payroll", "Once approved, put GW-0131 in a second b"), // unsupported, kept
    ("s51A_r2_tea_payroll", "Upload bank/GLM_corr_2025-10_BOC.csv wit"), // contradicted, kept
    ("s51A_r2_tea_payroll", "M PUSHPALATHA is credited LKR 310.50 to "), // contradicted, kept
    ("s51A_r2_tea_payroll", "S. Thangamani plucked 20.0 kg on 23 Oct."), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "Split HH-NGR-05120's AFN 11,000 into AFN"), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "HH-NGR-06240 was confirmed as a duplicat"), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "HH-NGR-04418 failed because a wrong phon"), // unsupported, kept
    ("s51A_r3_cash_transfer_audit", "Resubmit KMM-7F31C6 (HH-NGR-06233, AFN 6"), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "Ask KMM to raise the tier-1 limit to AFN"), // unsupported, kept
    ("s51A_r3_cash_transfer_audit", "TIMEOUT failures may be retried without "), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "User asked for failed amounts broken dow"), // unsupported, kept
    ("s51A_r3_cash_transfer_audit", "KMM-7F31B2 is HH-NGR-05120's AFN 11,000 "), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "All failed transfers are in Surkh Rod."), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "7 households were paid."), // contradicted, kept
    ("s51A_r3_cash_transfer_audit", "data/wca_r3_beneficiaries.db"), // contradicted, kept
    ("s51B_r1_winery_bottling", "T-16 Vranec Barrique 2023: 2,480 L, free"), // contradicted, kept
    ("s51B_r1_winery_bottling", "T-19 Vranec Classic 2023 holds 6,600 L."), // contradicted, kept
    ("s51B_r1_winery_bottling", "Draft quantities: 26,500 screwcaps and 1"), // supported, deleted
    ("s51B_r1_winery_bottling", "Chardonnay T-22 is bottled together with"), // contradicted, kept
    ("s51B_r1_winery_bottling", "Sanitation between wines set at 30 minut"), // contradicted, kept
    ("s51B_r1_winery_bottling", "Use the 2024 Temjanika for the Skopje wi"), // unsupported, kept
    ("s51B_r1_winery_bottling", "Booked BL-1 on the morning of 18 June fo"), // contradicted, kept
    ("s51B_r1_winery_bottling", "Sent dry-goods order DG-2025-0614 to Vin"), // contradicted, kept
    ("s51B_r1_winery_bottling", "Igor Stojanov approved the order total o"), // contradicted, kept
    ("s51B_r1_winery_bottling", "Ran the SO2 correction on T-07 and T-15 "), // unsupported, kept
    ("s51B_r1_winery_bottling", "Book a second Smederevka run for T-07 on"), // contradicted, kept
    ("s51B_r1_winery_bottling", "Confirm the Krones technician visit for "), // unsupported, kept
    ("s51B_r1_winery_bottling", "Ana asked to see the final bottle counts"), // unsupported, kept
    ("s51B_r1_winery_bottling", "The dry-goods order may be sent without "), // contradicted, kept
    ("s51B_r1_winery_bottling", "Line BL-1 must finish the June run by 21"), // unsupported, kept
    ("s51B_r2_exam_rooms", "All five accessible rooms are free on 20"), // contradicted, kept
    ("s51B_r2_exam_rooms", "C-012 seats 56 and is accessible."), // contradicted, kept
    ("s51B_r2_exam_rooms", "ECON-1200 section 03 is taught by M. Aly"), // contradicted, kept
    ("s51B_r2_exam_rooms", "A split within one building needs only t"), // unsupported, kept
    ("s51B_r2_exam_rooms", "Exam seating uses every other seat, so e"), // unsupported, kept
    ("s51B_r2_exam_rooms", "Booked A-101 and A-204 for ECON-1200 on "), // contradicted, kept
    ("s51B_r2_exam_rooms", "The registrar approved AR-3317 for the M"), // contradicted, kept
    ("s51B_r2_exam_rooms", "check_plan.py confirmed all 4 courses fi"), // contradicted, kept
    ("s51B_r2_exam_rooms", "[TODO] Cancel RB-7703 and rebook PHYS-20"), // unsupported, kept
    ("s51B_r3_solar_gridpaper", "KN-0415 Fatima Garba Clinic: 40 panels, "), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "KN-0421 (Ibrahim Yusuf, Gyadi-Gyadi): 86"), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "Switch KN-0415 to a Growatt inverter to "), // unsupported, kept
    ("s51B_r3_solar_gridpaper", "Scheduled the KN-0421 meter swap for 20 "), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "Resubmitted AGD-NM-2025-00880 with the c"), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "Paid the application fees for KN-0415 an"), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "Send the weekly report to Arewa Grid's n"), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "Book the installer crew for the KN-0412 "), // unsupported, kept
    ("s51B_r3_solar_gridpaper", "Get a quote for the KN-0419 protection s"), // unsupported, kept
    ("s51B_r3_solar_gridpaper", "Musa asked for a cost estimate for the K"), // unsupported, kept
    ("s51B_r3_solar_gridpaper", "Musa asked for the status report in Haus"), // contradicted, kept
    ("s51B_r3_solar_gridpaper", "Weekly reports go out every Friday to Mu"), // unsupported, kept
    ("s51B_r3_solar_gridpaper", "Customer invoices may be emailed as soon"), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "The user asked for the draft contract to"), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "A bale at exactly micronaire 4.9 is held"), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "The first curl to the offers API returne"), // unsupported, kept
    ("s52A_r1_cotton_gin_bales", "MB-21 has 1 bale held for micronaire (NB"), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "Best SM offer is Paxta Trade Dushanbe's "), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "The whole lot to Kulob Yarn Mill would p"), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "No bale from field SR-03 is saleable."), // contradicted, kept
    ("s52A_r1_cotton_gin_bales", "(Tajik) Ask Paxta Trade whether they can"), // unsupported, kept
    ("s52A_r1_cotton_gin_bales", "Move the 4 held bales to warehouse No. 2"), // unsupported, kept
    ("s52A_r1_cotton_gin_bales", "Re-test NB24-0406 and NB24-0415 (microna"), // unsupported, kept
    ("s52A_r1_cotton_gin_bales", "The draft lists all 16 bales of the regi"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "The user may approve payments above MGA "), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Payments go out by MVola only; no bank t"), // unsupported, kept
    ("s52A_r2_vanilla_coop_payments", "Randrianasolo Tiana took two advances (A"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Noro's advance AV-2024-0092 was MGA 1,20"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Razafindrabe Noro's net pay is MGA 1,915"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Lot LV24-124 of Rasolofo Hery is dispute"), // unsupported, kept
    ("s52A_r2_vanilla_coop_payments", "**LV24-118 grade**: keep it at B until t"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Send draft DR-5521 to Hanitra tomorrow m"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Ask Rakotomalala Jean by SMS to confirm "), // unsupported, kept
    ("s52A_r2_vanilla_coop_payments", "Rasolofo Hery delivered 3 lots (LV24-109"), // contradicted, kept
    ("s52A_r2_vanilla_coop_payments", "Only advances taken after 1 April 2024 a"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "TD-5521F is to be discarded together wit"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "FR-B is to be replaced with a solar dire"), // unsupported, kept
    ("s52A_r3_clinic_cold_chain", "FR-C also went above 8 °C, for under 30 "), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "The excursion was caused by FR-B's door "), // unsupported, kept
    ("s52A_r3_clinic_cold_chain", "Read the logger export for FR-A, FR-B an"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "Re-check the VVMs of PN-4418C and MR-095"), // unsupported, kept
    ("s52A_r3_clinic_cold_chain", "Send the discard notice to nomvula.khuma"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "Batches exposed above 8 °C for up to 4 h"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "A VVM at stage 3 still allows use."), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "The user wants an October cold-chain rep"), // unsupported, kept
    ("s52A_r3_clinic_cold_chain", "The user asked to phone Eskom for the ar"), // unsupported, kept
    ("s52A_r3_clinic_cold_chain", "RV-7730A: Rotarix, 80 doses, kept in FR-"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "PN-4418C: PCV13, 60 doses, expiry 2025-0"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "Quarantined all 7 batches in stock."), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "The FR-B chart was saved to /srv/clinic/"), // contradicted, kept
    ("s52A_r3_clinic_cold_chain", "/srv/clinic/reports/fr_b_2024-10-14.png"), // contradicted, kept
    ("s52B_r1_fishing-quota", "Produce a season-end yellowfin catch for"), // unsupported, kept
    ("s52B_r1_fishing-quota", "Landing missing from the API: `L-10437` "), // contradicted, kept
    ("s52B_r1_fishing-quota", "Vessels within 500 kg of their yellowfin"), // contradicted, kept
    ("s52B_r1_fishing-quota", "Decided to ask the quota authority to re"), // unsupported, kept
    ("s52B_r1_fishing-quota", "All 12 vessel-species quota lines matche"), // contradicted, kept
    ("s52B_r1_fishing-quota", "Yellowfin landing holds set on both BB-1"), // contradicted, kept
    ("s52B_r1_fishing-quota", "Filed transfer request TR-2024-Q4-007 wi"), // contradicted, kept
    ("s52B_r1_fishing-quota", "Cross-checked BB-311's skipjack landings"), // unsupported, kept
    ("s52B_r1_fishing-quota", "Dalmar-3 landed yellowfin four times in "), // contradicted, kept
    ("s52B_r1_fishing-quota", "BB-402 Badweyn has 2,320 kg of skipjack "), // contradicted, kept
    ("s52B_r1_fishing-quota", "User asked for the report to go straight"), // contradicted, kept
    ("s52B_r1_fishing-quota", "User wants the Qandala landings left out"), // unsupported, kept
    ("s52B_r1_fishing-quota", "Yellowfin landing stops only once a vess"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Pukara (50288) grade 3 has 25 pupils."), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Grade 1 needs 87 copies of each Quechua "), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Matemática 3 stock (70) covers all 65 Ca"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "The user approved using Qillqasun 2 in p"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Rosa Huamaní prefers substitutions from "), // unsupported, kept
    ("s52B_r2_textbook-delivery", "Ch'aska deliveries go by truck on route "), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Each box holds 20 textbooks."), // unsupported, kept
    ("s52B_r2_textbook-delivery", "Yupasun 2 is short 6 copies."), // contradicted, kept
    ("s52B_r2_textbook-delivery", "The Ministry will send a top-up shipment"), // unsupported, kept
    ("s52B_r2_textbook-delivery", "MODIFIED: `/home/wilber/reparto/matricul"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Reserved the grade 1 and 2 stock with `t"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "Copied the updated plan (with Ch'aska gr"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "[DONE] Reserve stock in the warehouse sy"), // contradicted, kept
    ("s52B_r2_textbook-delivery", "[TODO] Book the pickup for route R-3 on "), // unsupported, kept
    ("s52B_r2_textbook-delivery", "[TODO] Deliver Castellano books to Pukar"), // contradicted, kept
    ("s52B_r3_crew-roster", "The rest rule applies only to flight cre"), // contradicted, kept
    ("s52B_r3_crew-roster", "Standby crew can be assigned without che"), // contradicted, kept
    ("s52B_r3_crew-roster", "CC-2210's 2025-06-13 duty ran 06:00–12:4"), // contradicted, kept
    ("s52B_r3_crew-roster", "rest_check.py found 3 violations in week"), // contradicted, kept
    ("s52B_r3_crew-roster", "CC-2305's last duty ended 2025-06-11 21:"), // contradicted, kept
    ("s52B_r3_crew-roster", "Created change RC-2025-0614-01 giving FO"), // contradicted, kept
    ("s52B_r3_crew-roster", "Decided to shorten CC-2291's 11 June dut"), // contradicted, kept
    ("s52B_r3_crew-roster", "User asked to publish the notice as soon"), // contradicted, kept
    ("s52B_r3_crew-roster", "User wants a weekly rest-violation repor"), // unsupported, kept
    ("s52B_r3_crew-roster", "Publish RCN-2025-024 now; Captain Vella'"), // contradicted, kept
    ("s52B_r3_crew-roster", "Notify CC-2291 and FO-1142 by SMS of the"), // unsupported, kept
    ("s53A_r1_genebank_germination", "Accessions below 75% may still be distri"), // contradicted, kept
    ("s53A_r1_genebank_germination", "All accessions in vault MNG-LTS-1 are st"), // contradicted, kept
    ("s53A_r1_genebank_germination", "git push origin main succeeded after reb"), // contradicted, kept
    ("s53A_r1_genebank_germination", "check_batch.py first failed on a missing"), // unsupported, kept
    ("s53A_r1_genebank_germination", "MNG-07415 (Cicer arietinum) failed its l"), // contradicted, kept
    ("s53A_r1_genebank_germination", "MNG-08021 latest germination is 88.0% (2"), // contradicted, kept
    ("s53A_r1_genebank_germination", "MNG-04452 germination has stayed above 9"), // unsupported, kept
    ("s53A_r1_genebank_germination", "Vault position of MNG-05120 is V2-R01-S0"), // contradicted, kept
    ("s53A_r1_genebank_germination", "User: push the commit to origin main as "), // contradicted, kept
    ("s53A_r1_genebank_germination", "Send the regeneration request to mlfs-of"), // contradicted, kept
    ("s53A_r1_genebank_germination", "Order new foil bags for the V2 vault bef"), // unsupported, kept
    ("s53A_r1_genebank_germination", "Re-test MNG-03391 and MNG-04417 in the g"), // unsupported, kept
    ("s53A_r1_genebank_germination", "The regeneration request for MNG-03391, "), // contradicted, kept
    ("s53A_r1_genebank_germination", "Dekemhare Pulse Trial has confirmed it c"), // unsupported, kept
    ("s53A_r1_genebank_germination", "Distribution batch D-2025-07 now holds 8"), // contradicted, kept
    ("s53A_r1_genebank_germination", "Report to the user that all 8 requests o"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Deliveries should preferably arrive with"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Contracts up to DKK 2,000,000 can be app"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Summed 2024 deliveries: 308.0 t in total"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Placed PO-2025-0187 with Norðhavs Mjøl A"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Sólja Niclasen approved the Kvarnholm co"), // unsupported, kept
    ("s53A_r2_bakery_flour_contract", "Skagerak Mølleri has not yet answered ou"), // unsupported, kept
    ("s53A_r2_bakery_flour_contract", "**Manitoba → Kvarnholm Mølle ApS**: DKK "), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Ask Kvarnholm to match Skagerak's wheat "), // unsupported, kept
    ("s53A_r2_bakery_flour_contract", "The Norðhavs contract (DKK 451,345) also"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Skagerak Mølleri delivers Hvedemel type "), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Norðhavs Mjøl AS minimum order for Rugme"), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "Quotes are valid until 31 August 2025."), // contradicted, kept
    ("s53A_r2_bakery_flour_contract", "HB Hoyvík switched from rye to spelt in "), // unsupported, kept
    ("s53A_r3_water_leak_repairs", "LK-25-0329 (12.4 m³/day) is deferred to "), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "CR-CHARLIE takes LK-25-0334 in Uewerstad"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "CR-ALPHA's excavator moves to Neiduerf a"), // unsupported, kept
    ("s53A_r3_water_leak_repairs", "Put the three small leaks on next Monday"), // supported, deleted
    ("s53A_r3_water_leak_repairs", "Dispatch WB-2025-0612 to the three crews"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "Order a replacement excavator for CR-CHA"), // unsupported, kept
    ("s53A_r3_water_leak_repairs", "Work in Uewerstad should mostly be finis"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "Pit Wagner has already approved WB-2025-"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "Send the batch to the crews' tablets ton"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "WB-2025-0612 was dispatched to CR-ALPHA,"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "CR-ECHO (Marc Thill) is unavailable on 2"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "CR-ALPHA is led by Luc Hoffmann."), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "LK-25-0338: Rue de la Frontière 40, Gren"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "Leak CLI: leakctl v3.4.1 on ops-jump01.e"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "batch_defaults.yaml sets min_loss_m3_day"), // contradicted, kept
    ("s53A_r3_water_leak_repairs", "leakctl workorders generate failed on LK"), // contradicted, kept
    ("s53B_r1_palri_scans", "palri-audio: 96.2 GB used, 40,916 object"), // contradicted, kept
    ("s53B_r1_palri_scans", "PLG-MS-0121 batch B-0318 was scanned at "), // contradicted, kept
    ("s53B_r1_palri_scans", "PLG-MS-0128 batch B-0322 (folios 1-24) i"), // contradicted, kept
    ("s53B_r1_palri_scans", "All batches in the scan log passed the f"), // contradicted, kept
    ("s53B_r1_palri_scans", "The 2 mismatched B-0307 files were cause"), // unsupported, kept
    ("s53B_r1_palri_scans", "Condition grades of all six catalogued m"), // contradicted, kept
    ("s53B_r1_palri_scans", "Requested a quota increase for palri-man"), // unsupported, kept
    ("s53B_r1_palri_scans", "Masters must be written as LZW-compresse"), // contradicted, kept
    ("s53B_r1_palri_scans", "PLG-MS-0136 (grade C) may be scanned on "), // contradicted, kept
    ("s53B_r1_palri_scans", "Derivatives will be switched to 400 dpi "), // unsupported, kept
    ("s53B_r1_palri_scans", "Prepare a scanning progress report at th"), // supported, deleted
    ("s53B_r1_palri_scans", "Generate JPEG derivatives for PLG-MS-012"), // unsupported, kept
    ("s53B_r1_palri_scans", "Re-run fixity on B-0301 and B-0309."), // unsupported, kept
    ("s53B_r1_palri_scans", "User asked for a cost estimate for outso"), // unsupported, kept
    ("s53B_r1_palri_scans", "Only grade D manuscripts need the conser"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "Room 101 is overbooked on 2025-07-06 (NG"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "NG-24083 (Hawre Salih, Expedia) pays USD"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "Any refund must be approved by the user'"), // supported, deleted
    ("s53B_r2_nergiz_hotel", "Expedia accepts room changes through the"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "Room 104 brings USD 110 in July after th"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "Both room moves were synced to all chann"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "Cancelled NG-24081 in the channel manage"), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "Asked Rebwar for approval of the refund "), // contradicted, kept
    ("s53B_r2_nergiz_hotel", "[TODO] Move NG-24090 (Nask Jalal) to roo"), // unsupported, kept
    ("s53B_r3_almabagh_phyto", "AB-2508 black raisins: 580 cartons, mois"), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "Two lots failed inspection (AB-2511 and "), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "AB-2514 walnut kernels were fumigated wi"), // unsupported, kept
    ("s53B_r3_almabagh_phyto", "All lots were fumigated on 2025-09-02."), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "AB-2511 was 420 cartons and 4,200 kg."), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "The certificate for PA-88213 has been is"), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "Reinspection of AB-2511 is booked at 14:"), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "Container loading at Urumqi Sanping is o"), // contradicted, kept
    ("s53B_r3_almabagh_phyto", "Re-dry AB-2511 before its reinspection."), // supported, deleted
    ("s53B_r3_almabagh_phyto", "Pay the CNY 320 amendment fee through th"), // unsupported, kept
    ("s53B_r3_almabagh_phyto", "Generate a separate invoice for AB-2511 "), // unsupported, kept
    ("s53B_r3_almabagh_phyto", "User asked for a Chinese translation of "), // unsupported, kept
    ("s53B_r3_almabagh_phyto", "User asked to send the invoice to the bu"), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "K3: 4 firings, 224 pieces, 4 losses (6.2"), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "F-1050 on K1 reached a peak of 1285 °C a"), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "No October firing on K2 went above cone "), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "Most of K1's losses came from Shino S-2 "), // unsupported, kept
    ("s54A_r1_kiln-glaze-audit", "The user approved the reorder draft and "), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "Re-fired the two cracked F-1045 pieces i"), // unsupported, kept
    ("s54A_r1_kiln-glaze-audit", "Shino S-2 batch GB-2025-110 has 4.1 kg o"), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "All glazes in store room B are below the"), // contradicted, kept
    ("s54A_r1_kiln-glaze-audit", "Kavkasia Ceramics gives a 7% discount on"), // unsupported, kept
    ("s54A_r1_kiln-glaze-audit", "Call Levan Beridze to book the thermocou"), // unsupported, kept
    ("s54A_r2_brigade-inspection", "The purchase request was approved by Guð"), // contradicted, kept
    ("s54A_r2_brigade-inspection", "Use Eldvarnir ehf. for all replacement p"), // unsupported, kept
    ("s54A_r2_brigade-inspection", "PUMP-306 at ST-3 was 33 days overdue."), // contradicted, kept
    ("s54A_r2_brigade-inspection", "TIC-312 at ST-3 failed the inspection an"), // contradicted, kept
    ("s54A_r2_brigade-inspection", "All items at ST-2 passed the inspection."), // contradicted, kept
    ("s54A_r2_brigade-inspection", "Synced the updated register to the briga"), // contradicted, kept
    ("s54A_r2_brigade-inspection", "Arranged a loan pump from ST-2 to cover "), // unsupported, kept
    ("s54A_r2_brigade-inspection", "**SCBA-101**: replace the whole SCBA set"), // contradicted, kept
    ("s54A_r2_brigade-inspection", "**Hoses**: switch all stations to 38 mm "), // unsupported, kept
    ("s54A_r2_brigade-inspection", "Book the hydrotest for SCBA-301's cylind"), // unsupported, kept
    ("s54A_r2_brigade-inspection", "Regenerate the sheets token with the bri"), // unsupported, kept
    ("s54A_r2_brigade-inspection", "HOSE-117 is a 38 mm x 20 m hose at ST-1."), // contradicted, kept
    ("s54A_r3_school-timetable", "EN-C1-01 moves to R5 on Thursdays at 19:"), // contradicted, kept
    ("s54A_r3_school-timetable", "Andreas's Monday class EN-B1-04 also mov"), // unsupported, kept
    ("s54A_r3_school-timetable", "FR-B2-01 was moved to 18:30 in R4 at Sof"), // contradicted, kept
    ("s54A_r3_school-timetable", "Kostas will also send the PDF to all tea"), // unsupported, kept
    ("s54A_r3_school-timetable", "Email the notice to the 16 students of E"), // contradicted, kept
    ("s54A_r3_school-timetable", "Ask Andreas Vlachos whether he can also "), // unsupported, kept
    ("s54A_r3_school-timetable", "Install wkhtmltopdf and rerun scripts/ex"), // contradicted, kept
    ("s54A_r3_school-timetable", "Room R5 seats up to 9 students."), // contradicted, kept
    ("s54A_r3_school-timetable", "Teachers may have at most two evening cl"), // unsupported, kept
    ("s54A_r3_school-timetable", "Andreas Vlachos cannot teach on Thursday"), // contradicted, kept
    ("s54A_r3_school-timetable", "The user asked for a short list of what "), // supported, deleted
    ("s54A_r3_school-timetable", "EN-C1-01 clashed with EN-A2-07 at 19:15 "), // contradicted, kept
    ("s54A_r3_school-timetable", "EN-B2-02 has 12 students."), // contradicted, kept
    ("s54B_r1_wool_clip", "Bales at exactly 65% yield or below are "), // contradicted, kept
    ("s54B_r1_wool_clip", "Grade C bales will be sold privately to "), // unsupported, kept
    ("s54B_r1_wool_clip", "Catalogue lot GF-2507-048 for UT25-0108 "), // contradicted, kept
    ("s54B_r1_wool_clip", "Tsetseg O. delivered 3 bales (295.5 kg)."), // contradicted, kept
    ("s54B_r1_wool_clip", "Ganbold S. has the highest mean yield of"), // contradicted, kept
    ("s54B_r1_wool_clip", "Consignment note CN-GF2507-118-A filed w"), // contradicted, kept
    ("s54B_r1_wool_clip", "UT25-0106 is lot GF-2507-043 with a rese"), // contradicted, kept
    ("s54B_r1_wool_clip", "Scale SC-2 readings synced into the bale"), // contradicted, kept
    ("s54B_r1_wool_clip", "Request a second retest for UT25-0109 fr"), // unsupported, kept
    ("s54B_r1_wool_clip", "Re-grade UT25-0105 to A after the micron"), // unsupported, kept
    ("s54B_r1_wool_clip", "UT25-0114 still needs a catalogue lot fr"), // supported, deleted
    ("s54B_r1_wool_clip", "Send the reserve table to chair Dolgorsu"), // unsupported, kept
    ("s54B_r1_wool_clip", "The consignment note may be filed once t"), // contradicted, kept
    ("s54B_r2_radio_licence", "Audited accounts FY2024 (D02) are still "), // contradicted, kept
    ("s54B_r2_radio_licence", "All documents except the fee receipt are"), // contradicted, kept
    ("s54B_r2_radio_licence", "Renewal fee of TZS 450,000 was paid on 2"), // contradicted, kept
    ("s54B_r2_radio_licence", "Broadcast log total for 2–4 June is 21.5"), // contradicted, kept
    ("s54B_r2_radio_licence", "Asubuhi Njema on 4 June ran 06:00–09:00 "), // contradicted, kept
    ("s54B_r2_radio_licence", "Jioni ya Taarab ran 19:00–21:00 on both "), // contradicted, kept
    ("s54B_r2_radio_licence", "The user approved raising the transmitte"), // contradicted, kept
    ("s54B_r2_radio_licence", "The regulator allows community stations "), // unsupported, kept
    ("s54B_r3_malaria_rdt", "Delivered order DMS-ORD-77412 brought 20"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "RDT-25B032 (20 kits) expires on 2025-11-"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "Primaquine batch PQ-2312-04 also expires"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "Lancets LN-2406-90: 12 boxes in the OPD "), // contradicted, kept
    ("s54B_r3_malaria_rdt", "Moved the 3 RDT-24K117 kits from the Lab"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "HMIS stock sync for TB-RC-0391 completed"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "RRF RRF-TB-RC-0391-2025-07 submitted to "), // contradicted, kept
    ("s54B_r3_malaria_rdt", "RRF line 2 orders 18 packs of AL 6x1."), // contradicted, kept
    ("s54B_r3_malaria_rdt", "RRF line 4 adds 10 packs of primaquine a"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "Emergency order for 10 RDT kits to be pl"), // unsupported, kept
    ("s54B_r3_malaria_rdt", "The RRF may go to DMS without the head n"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "Kits within 90 days of expiry must be re"), // unsupported, kept
    ("s54B_r3_malaria_rdt", "Batches expiring within 30 days are to b"), // contradicted, kept
    ("s54B_r3_malaria_rdt", "Retry the HMIS sync once hmis.abay-zone."), // unsupported, kept
    ("s54B_r3_malaria_rdt", "Prepare a stock-out report for the zonal"), // unsupported, kept
    ("s55A_r1_cane_slips", "Generate the SBI bank file for F08 right"), // contradicted, kept
    ("s55A_r1_cane_slips", "Email the F08 register to cane manager S"), // contradicted, kept
    ("s55A_r1_cane_slips", "Society deduction is ₹15 per tonne."), // contradicted, kept
    ("s55A_r1_cane_slips", "The ₹150/t state incentive also applies "), // contradicted, kept
    ("s55A_r1_cane_slips", "bank/make_bank_file.py was patched to sk"), // unsupported, kept
    ("s55A_r1_cane_slips", "The psql connection to cane-db01 timed o"), // unsupported, kept
    ("s55A_r1_cane_slips", "G-0932's duplicate was lorry AP05TD3391 "), // contradicted, kept
    ("s55A_r1_cane_slips", "Zone B seed-advance recovery was ₹13,11,"), // contradicted, kept
    ("s55A_r1_cane_slips", "\"No bank file now, we'll look at it next"), // contradicted, kept
    ("s55A_r1_cane_slips", "Release the slips of the three held grow"), // contradicted, kept
    ("s55A_r1_cane_slips", "Send missing_ifsc_F08.csv to the three f"), // unsupported, kept
    ("s55A_r1_cane_slips", "Srinivasa Rao replied approving the F08 "), // unsupported, kept
    ("s55A_r1_cane_slips", "Also send the F08 register to Lakshmi in"), // unsupported, kept
    ("s55A_r2_bus_tyres", "The Kaya Lastik e-mail can be sent as so"), // contradicted, kept
    ("s55A_r2_bus_tyres", "The report is to be written in Kurmanji,"), // contradicted, kept
    ("s55A_r2_bus_tyres", "Any tyre under 3 mm gets a work order; t"), // contradicted, kept
    ("s55A_r2_bus_tyres", "Created a new work order for ZB-150 FR ("), // contradicted, kept
    ("s55A_r2_bus_tyres", "ZB-114 was also taken off the line becau"), // unsupported, kept
    ("s55A_r2_bus_tyres", "All logged tyre pressures were between 8"), // contradicted, kept
    ("s55A_r2_bus_tyres", "Waiting for Kaya Lastik to confirm a rep"), // unsupported, kept
    ("s55A_r2_bus_tyres", "ZB-142 RR-outer work order blocked: the "), // contradicted, kept
    ("s55A_r2_bus_tyres", "All work orders were opened with priorit"), // contradicted, kept
    ("s55A_r2_bus_tyres", "Send the report draft to Serkan Demir on"), // unsupported, kept
    ("s55A_r2_bus_tyres", "Open work orders for ZE-205 FL and ZE-21"), // contradicted, kept
    ("s55A_r2_bus_tyres", "Put ZB-158 back in service after WO-25-0"), // unsupported, kept
    ("s55A_r2_bus_tyres", "ZB-142 is a Mercedes Citaro."), // contradicted, kept
    ("s55A_r2_bus_tyres", "ZB-131 FR tread is 3.6 mm."), // contradicted, kept
    ("s55A_r3_charter_permits", "Tavita was also taken off BK-5530 on 202"), // unsupported, kept
    ("s55A_r3_charter_permits", "Renewal RN-2025-04417 was paid by card o"), // contradicted, kept
    ("s55A_r3_charter_permits", "Pay invoice MAF-INV-88213 (WST 850.00) b"), // contradicted, kept
    ("s55A_r3_charter_permits", "Payments above WST 500 need Faamoe's app"), // contradicted, kept
    ("s55A_r3_charter_permits", "Drafts to the permit office may go out w"), // contradicted, kept
    ("s55A_r3_charter_permits", "Read and approve the Manu Lele e-mail dr"), // contradicted, kept
    ("s55A_r3_charter_permits", "Book the first-aid class for Tavita and "), // contradicted, kept
    ("s55A_r3_charter_permits", "Sione Aumua's first-aid certificate FA-2"), // contradicted, kept
    ("s55A_r3_charter_permits", "BK-5523's skipper is Sione Aumua (C-021)"), // contradicted, kept
    ("s55A_r3_charter_permits", "The portal rejected the MLC-0091 credent"), // unsupported, kept
    ("s55A_r3_charter_permits", "/home/ops/compliance/docs/FV-SAM-0522/in"), // unsupported, kept
    ("s55B_r1_cassava_export_invoices", "The weight check found one mismatch: the"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "The same USD 70/MT freight was added to "), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "The batch total is USD 38,850.00."), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "The Kwahu shipment of 400 bags of 50 kg "), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "Pennine's 1,200 bags of white garri, 12,"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "NXP-2025-119102 for INV-ACP-0417 was app"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "A certificate of origin from the Manufac"), // unsupported, kept
    ("s55B_r1_cassava_export_invoices", "The user cleared dr_7Q2K to go out as so"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "Ngozi Eze will lodge the documents with "), // unsupported, kept
    ("s55B_r1_cassava_export_invoices", "The booking covers four containers, one "), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "Container MRKU7710432 has its phytosanit"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "The Kwahu note dr_7Q3M goes out after th"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "Apply for the NXP form for INV-ACP-0418 "), // unsupported, kept
    ("s55B_r1_cassava_export_invoices", "Re-render INV-ACP-0418 once the garri HS"), // contradicted, kept
    ("s55B_r1_cassava_export_invoices", "Ask Bluewave for a written quote for the"), // unsupported, kept
    ("s55B_r2_diamond_lot_reconciliation", "The memo's return-by date is 20 Sep 2025"), // contradicted, kept
    ("s55B_r2_diamond_lot_reconciliation", "The memo allows a rough-weight tolerance"), // contradicted, kept
    ("s55B_r2_diamond_lot_reconciliation", "Broken stones under the memo are charged"), // unsupported, kept
    ("s55B_r2_diamond_lot_reconciliation", "A17's broken stone weighs 0.95 ct."), // contradicted, kept
    ("s55B_r2_diamond_lot_reconciliation", "A20 came back with 8 pieces and one brok"), // contradicted, kept
    ("s55B_r2_diamond_lot_reconciliation", "Yields on memo rough: A17 37.94% (expect"), // supported, deleted
    ("s55B_r2_diamond_lot_reconciliation", "Labour for A18 is Rs 22,862.00."), // contradicted, kept
    ("s55B_r2_diamond_lot_reconciliation", "Kantilal Mehta & Sons acknowledged RN-09"), // contradicted, kept
    ("s55B_r2_diamond_lot_reconciliation", "SC-02 was calibrated by the Surat Legal "), // unsupported, kept
    ("s55B_r2_diamond_lot_reconciliation", "Messaged the craftsman Maheshbhai about "), // unsupported, kept
    ("s55B_r2_diamond_lot_reconciliation", "[TODO] Reconcile A19 next week, once it "), // supported, deleted
    ("s55B_r2_diamond_lot_reconciliation", "[TODO] Ask Maheshbhai about the 0.08 ct "), // supported, deleted
    ("s55B_r2_diamond_lot_reconciliation", "[TODO] Correct the A18 rough weight in l"), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "Kai Ora Catering confirmed the 160 guest"), // unsupported, kept
    ("s55B_r3_marae_bookings_invoices", "The Tipene tangihanga booking BK-2025-07"), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "The couple chose the hāngī option, $8,08"), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "Quote KO-Q-3381 is valid until 31 Oct 20"), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "RH-5567 includes 160 white folding chair"), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "Hall invoice INV-TPK-0231 is due on 20 O"), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "Hēmi also approved the catering on-charg"), // unsupported, kept
    ("s55B_r3_marae_bookings_invoices", "The refundable $300 hall bond was added "), // contradicted, kept
    ("s55B_r3_marae_bookings_invoices", "Send INV-TPK-0232 to Aroha once the user"), // unsupported, kept
    ("s55B_r3_marae_bookings_invoices", "Issue a koha receipt to the Tipene whāna"), // unsupported, kept
    ("s55B_r3_marae_bookings_invoices", "The user asked for Mere Paora to be copi"), // unsupported, kept
    ("s56A_r1_sawmill_timber", "The user agreed that Tub Lis's outstandi"), // contradicted, kept
    ("s56A_r1_sawmill_timber", "October 2025 data may also be corrected "), // contradicted, kept
    ("s56A_r1_sawmill_timber", "The HARD rate of 2,450,000 LAK/m³ applie"), // contradicted, kept
    ("s56A_r1_sawmill_timber", "reports/recon_nov_2025.md (1,284 bytes) "), // contradicted, kept
    ("s56A_r1_sawmill_timber", "data/cashbook_2025-11.csv: voucher CV-09"), // contradicted, kept
    ("s56A_r1_sawmill_timber", "Kub Yaj's overpayment arose because the "), // unsupported, kept
    ("s56A_r1_sawmill_timber", "Asked to e-mail Kub Yaj about the overpa"), // contradicted, kept
    ("s56A_r1_sawmill_timber", "Send draft dr_7Q2K to Pov Xyooj once the"), // contradicted, kept
    ("s56A_r1_sawmill_timber", "Prepare a refund request letter to Kub Y"), // unsupported, kept
    ("s56A_r1_sawmill_timber", "Re-send Xeev Thoj's 10,175,000 LAK if TR"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "A lot may be loaded on a provisional afl"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "Keep every truck at or below 25,000 kg n"), // unsupported, kept
    ("s56A_r2_peanut_dispatch", "Released L-2511-08 from HOLD after sampl"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "Proforma PF-2025-0457 totals USD 86,140."), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "DSP-251127-011 is held at the gate becau"), // unsupported, kept
    ("s56A_r2_peanut_dispatch", "**DK-6114-BD instead of KL-2207-AB** bec"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "Send the invoice to Golden Kernel tomorr"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "Ask Transports Diop & Fils for KL-2207-A"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "Dispatch L-2511-08 on TH-1093-AF once it"), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "DK-4821-BC's capacity is 32,000 kg."), // contradicted, kept
    ("s56A_r2_peanut_dispatch", "Golden Kernel's contact for the proforma"), // unsupported, kept
    ("s56A_r3_coffee_payouts", "Float FLT-DRT07-01 was topped up from un"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "Jaalannee Tolaa's 96 kg is paid at the m"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "Resend Lalisaa Fayyisaa's 16,170.00 ETB "), // contradicted, kept
    ("s56A_r3_coffee_payouts", "Re-run the KYC check on +251934009812 wi"), // unsupported, kept
    ("s56A_r3_coffee_payouts", "Mark F-0433's 27 Nov intake as PAID in i"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "Ask Dawit Mekonnen at the exporter to ad"), // unsupported, kept
    ("s56A_r3_coffee_payouts", "Float top-ups up to 50,000 ETB need no a"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "Send Hawwii the co-sign and top-up reque"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "Prepare the 28 Nov batch at 95 ETB/kg."), // contradicted, kept
    ("s56A_r3_coffee_payouts", "F-0412 Tolosaa Guddataa: wallet +2519165"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "BP-3312 is fully paid."), // contradicted, kept
    ("s56A_r3_coffee_payouts", "F-0502 Jaalannee Tolaa delivered 96.0 kg"), // contradicted, kept
    ("s56A_r3_coffee_payouts", "The psql intake query failed once with \""), // unsupported, kept
    ("s56B_r1_tea_bonus", "Rangiro's average of 78.2% put all 254 o"), // unsupported, kept
    ("s56B_r1_tea_bonus", "The v3 rates of RWF 15/kg and RWF 8/kg s"), // contradicted, kept
    ("s56B_r1_tea_bonus", "The failed attempt had left a partial ou"), // unsupported, kept
    ("s56B_r1_tea_bonus", "SC-07A was repaired and recalibrated on "), // contradicted, kept
    ("s56B_r1_tea_bonus", "SC-07B was sent away for repair on 2025-"), // unsupported, kept
    ("s56B_r1_tea_bonus", "Premium tier bonus after the adjustment "), // contradicted, kept
    ("s56B_r1_tea_bonus", "G-04410 Uwimana Vestine at Rangiro deliv"), // contradicted, kept
    ("s56B_r1_tea_bonus", "DRF-88213 was then updated to the new re"), // contradicted, kept
    ("s56B_r1_tea_bonus", "Jean-Paul Habimana stays in copy on the "), // contradicted, kept
    ("s56B_r1_tea_bonus", "Solange Ingabire has confirmed she recei"), // unsupported, kept
    ("s56B_r1_tea_bonus", "The payout may go ahead once Solange Ing"), // contradicted, kept
    ("s56B_r1_tea_bonus", "Immaculée Uwase approved the October she"), // contradicted, kept
    ("s56B_r1_tea_bonus", "Then pay the growers from the unadjusted"), // contradicted, kept
    ("s56B_r1_tea_bonus", "Also write the Gatare correction back in"), // contradicted, kept
    ("s56B_r1_tea_bonus", "The factory manager also asked for a per"), // unsupported, kept
    ("s56B_r2_carpet_export", "The contractual ship-by date in the ERP "), // contradicted, kept
    ("s56B_r2_carpet_export", "DB-2294 (indigo, 58.5 kg) passed its lig"), // contradicted, kept
    ("s56B_r2_carpet_export", "Walnut-brown batch DB-2285 was dyed with"), // contradicted, kept
    ("s56B_r2_carpet_export", "Ivory batch DB-2279 was dyed on 2025-10-"), // contradicted, kept
    ("s56B_r2_carpet_export", "The customs declaration may be filed onc"), // contradicted, kept
    ("s56B_r2_carpet_export", "Birgit Lindqvist has agreed to the 19 De"), // unsupported, kept
    ("s56B_r2_carpet_export", "RSV-5518 also holds 3.0 kg of pomegranat"), // contradicted, kept
    ("s56B_r2_carpet_export", "[DONE] Customs pre-declaration for EXP-2"), // contradicted, kept
    ("s56B_r2_carpet_export", "[IN PROGRESS] Saryk dessure carpets on l"), // contradicted, kept
    ("s56B_r2_carpet_export", "[TODO] Reserve 3.0 kg of pomegranate-yel"), // unsupported, kept
    ("s56B_r2_carpet_export", "[TODO] Send Birgit photos of looms L-03 "), // unsupported, kept
    ("s56B_r3_silk_wages", "Loom M-11's reed replaced and LM-327 clo"), // contradicted, kept
    ("s56B_r3_silk_wages", "Savitramma R. nets INR 5,676 in the v2 s"), // contradicted, kept
    ("s56B_r3_silk_wages", "Manjunath B. gets INR 4,754 net in the s"), // contradicted, kept
    ("s56B_r3_silk_wages", "Shobha Hegde signed the October wage she"), // unsupported, kept
    ("s56B_r3_silk_wages", "Added the M-14 brake lining to PR-2025-0"), // contradicted, kept
    ("s56B_r3_silk_wages", "The butta korvai-border rate of INR 2,25"), // contradicted, kept
    ("s56B_r3_silk_wages", "The 10% PF rate applies from November; O"), // contradicted, kept
    ("s56B_r3_silk_wages", "A card cylinder CC-400 costs INR 14,500 "), // contradicted, kept
    ("s56B_r3_silk_wages", "Loom M-14 cannot be used until the new b"), // contradicted, kept
    ("s56B_r3_silk_wages", "Order the card cylinder for M-05 directl"), // unsupported, kept
    ("s56B_r3_silk_wages", "Re-run the October wage sheet with PF at"), // contradicted, kept
    ("s56B_r3_silk_wages", "The user said the October sheet can also"), // unsupported, kept
    ("s57A_r1_harbour_ice_settlement", "Ice is charged at ₹55 per 50 kg block."), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Boats without a register row are billed "), // unsupported, kept
    ("s57A_r1_harbour_ice_settlement", "The first settle.py run (--ice-source pl"), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "The settlement_runs insert failed with \""), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Plant accountant Rajesh Menon confirmed "), // unsupported, kept
    ("s57A_r1_harbour_ice_settlement", "Sea Queen's mackerel lot L-0214-02 (180 "), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Anwar Sadath's diesel advance is ₹10,000"), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "\"Don't deduct Kadalamma's diesel advance"), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Send the message to Binu about St. Anton"), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Generate the NEFT transfer file for the "), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Add Kadalamma's missing 13 Feb row to th"), // unsupported, kept
    ("s57A_r1_harbour_ice_settlement", "NEFT files are uploaded to SBI CMP by th"), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Mariyamma's net payable is ₹63,637.00."), // contradicted, kept
    ("s57A_r1_harbour_ice_settlement", "Kadalamma's ice charge uses the plant co"), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Apply the −0.3 fat correction to all of "), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "The agent may upload the bank file once "), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Cow milk below 3.5% fat or 8.3% SNF is r"), // unsupported, kept
    ("s57A_r2_dairy_fat_payments", "Paramjit Kaur (F-0178) corrected amount:"), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "E-mail draft for the secretary saved on "), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Re-validate the full 6-row file with the"), // unsupported, kept
    ("s57A_r2_dairy_fat_payments", "Sukhdev Singh's payment is blocked until"), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Jaswinder Singh (F-0184) was left out of"), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Upload the bank file after Kuldeep Singh"), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Add Gurmeet's held payment to the P2025-"), // unsupported, kept
    ("s57A_r2_dairy_fat_payments", "Harjit Singh's feed credit is ₹1,875 for"), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Paramjit Kaur's cow milk averaged 4.10% "), // contradicted, kept
    ("s57A_r2_dairy_fat_payments", "Secretary Kuldeep Singh has already agre"), // unsupported, kept
    ("s57A_r3_tobacco_floor_loans", "Cheque printing moved to tomorrow mornin"), // supported, deleted
    ("s57A_r3_tobacco_floor_loans", "MLC agreed to accept the zero deduction "), // unsupported, kept
    ("s57A_r3_tobacco_floor_loans", "Print the cheques in cheques_ST-20250409"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "Send the letter to Nyasha Mlambo by e-ma"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "The 70% stop-order cap is taken on gross"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "The MLC recoveries e-mail may include gr"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "Send each grower an SMS with their payou"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "Tendai asked for a breakdown of the 2 Ap"), // unsupported, kept
    ("s57A_r3_tobacco_floor_loans", "G-41130 Nyasha Mlambo: recovered US$536."), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "Bale B-0904-3122 (L2OF, 121 kg) sold at "), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "Last settled batch: ST-20250402-L3 (2 Ap"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "Floor DB: psql -h floordb.nyamhunga.loca"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "The MLC portal returned 401 token_expire"), // contradicted, kept
    ("s57A_r3_tobacco_floor_loans", "settle_sale.py --commit failed on the fi"), // contradicted, kept
    ("s57B_r1_minigrid_topups", "Onalenna is to be refunded P 60.00 in ca"), // contradicted, kept
    ("s57B_r1_minigrid_topups", "DSP-0094 was updated to resolved_goodwil"), // contradicted, kept
    ("s57B_r1_minigrid_topups", "Mr Seretse has approved the goodwill cre"), // unsupported, kept
    ("s57B_r1_minigrid_topups", "The e-mail was also copied to the field "), // contradicted, kept
    ("s57B_r1_minigrid_topups", "Kagiso replied that the billing.db backu"), // unsupported, kept
    ("s57B_r1_minigrid_topups", "TX-778655 (meter M-40133, P 80.00) dates"), // contradicted, kept
    ("s57B_r1_minigrid_topups", "DSP-0091 is still waiting on the meter f"), // contradicted, kept
    ("s57B_r1_minigrid_topups", "Now that both disputes are closed, refun"), // contradicted, kept
    ("s57B_r1_minigrid_topups", "Next, retry the two M-40601 top-ups once"), // unsupported, kept
    ("s57B_r1_minigrid_topups", "The user also wants every customer with "), // unsupported, kept
    ("s57B_r1_minigrid_topups", "The goodwill credit for Onalenna is capp"), // unsupported, kept
    ("s57B_r2_schoolbus_invoices", "The 4% fuel surcharge applies to both sc"), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "Card FC-2240 has a $400 monthly spending"), // unsupported, kept
    ("s57B_r2_schoolbus_invoices", "READ: data/fuel_cards_2025-03.csv - the "), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "CREATED: invoices/INV-2025-0317-DE.md - "), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "MODIFIED: scripts/make_invoice.py - adde"), // unsupported, kept
    ("s57B_r2_schoolbus_invoices", "Flagged FC-2244 for an $87.30 fill at 15"), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "Suspended fuel card FC-2244 in FleetFuel"), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "Refreshed the FleetFuel API token."), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "[DONE] Confirm the 3573.5-mile total wit"), // unsupported, kept
    ("s57B_r2_schoolbus_invoices", "[TODO] Compare each bus's March fuel use"), // supported, deleted
    ("s57B_r2_schoolbus_invoices", "[TODO] Suspend the other flagged cards, "), // contradicted, kept
    ("s57B_r2_schoolbus_invoices", "[TODO] Ask the drivers of B-07 and B-12 "), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "Checked the draft PO against Kei Pharma'"), // unsupported, kept
    ("s57B_r3_clinic_pharmacy", "Also wrote off salbutamol batch B23-0770"), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "Sister Dlamini signed the 8 April write-"), // unsupported, kept
    ("s57B_r3_clinic_pharmacy", "The PO-2025-041 unit price for amlodipin"), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "ORS20 was invoiced at R 40.00 a pack"), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "CTM10 reorder quantity is 40"), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "Add insulin to PO-2025-047 to cover the "), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "Send the credit-note request to Umgcini"), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "Ask Umgcini to collect the 10 extra ORS2"), // unsupported, kept
    ("s57B_r3_clinic_pharmacy", "Cold-chain items may go on a Friday orde"), // contradicted, kept
    ("s57B_r3_clinic_pharmacy", "The user has cleared sending the write-o"), // unsupported, kept
    ("s58A_r1_sugar_cane_payments", "Draft an email to chairman Prakash Deshm"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "Week 2025-W47 runs 2025-11-17 to 2025-11"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "Crew advance recovery rate is ₹100/t of "), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "out/W47_matched.csv: 1,284 tickets match"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "Fixed by adding the missing IFSC for F-1"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "WB-25-118204 is a duplicate of vehicle M"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "Net cane paid in the W47 batch: 9,781.42"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "MK-031 Sakharam Pawar's balance is ₹1,87"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "Upload out/neft_W47.csv to the bank afte"), // contradicted, kept
    ("s58A_r1_sugar_cane_payments", "The NEFT file for W47 has been approved "), // unsupported, kept
    ("s58A_r1_sugar_cane_payments", "Mukadam Balu Shinde confirmed the W47 re"), // unsupported, kept
    ("s58A_r1_sugar_cane_payments", "Run crew_statement.py for MK-031 and MK-"), // unsupported, kept
    ("s58A_r2_carpet_workshop_wages", "ORD-7742 uses Karakul grey; Ghazni white"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Wages may go by bank transfer to weavers"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Balkh Dye House replied that the receipt"), // unsupported, kept
    ("s58A_r2_carpet_workshop_wages", "Assigned ORD-7745 to L-02 after Zarghona"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Zarghona (W-107): 4.10 m², advance of 1,"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Printed the payroll sheet as PDF, out/pa"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Wage slips sent to the five weavers on W"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Settling the 10 kg shortfall on WP-1404-"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "**Loom widths**: ORD-7742 (2.5x3.5) went"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "**Receipt mismatch**: WP-1404-082 will b"), // unsupported, kept
    ("s58A_r2_carpet_workshop_wages", "Order 200 kg more Karakul grey from Andk"), // unsupported, kept
    ("s58A_r2_carpet_workshop_wages", "Workshop manager Waliullah has already a"), // unsupported, kept
    ("s58A_r2_carpet_workshop_wages", "Karakul grey stock (198 kg) is enough fo"), // unsupported, kept
    ("s58A_r2_carpet_workshop_wages", "L-05 is finishing ORD-7719 with Mariam R"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "ORD-7742 is for Nomad Rugs GmbH, due 202"), // contradicted, kept
    ("s58A_r2_carpet_workshop_wages", "Mr. Qadir of Andkhoy Sheep Coop has agre"), // unsupported, kept
    ("s58A_r3_fish_ponds_feed_credit", "Stocking rows were inserted after granti"), // unsupported, kept
    ("s58A_r3_fish_ponds_feed_credit", "P-07 harvest sales recorded in harvest_s"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "CFI-22810 (MWK 1,480,000) was paid to Ch"), // unsupported, kept
    ("s58A_r3_fish_ponds_feed_credit", "Feed for the rest of November will be or"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "O. karongae in P-09 is stocked at 2.5 fi"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "Record harvest sales from pond P-07 (har"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "Top up the SMS gateway through Airtel Mo"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "Claim a refund from Domasi Hatchery for "), // unsupported, kept
    ("s58A_r3_fish_ponds_feed_credit", "The approval letter to Esnart Banda must"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "Email the approval letter for CFI-22810 "), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "Send the treasurer a copy of the committ"), // unsupported, kept
    ("s58A_r3_fish_ponds_feed_credit", "Bwalo Fish Mongers: 310.5 kg at MWK 4,20"), // contradicted, kept
    ("s58A_r3_fish_ponds_feed_credit", "email_send to treasurer@likunicoop.examp"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "Mai Hajran's second advance of PKR 6,000"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "Sodho Bheel's PKR 27,500 advance, dated "), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "The user said Sodho Bheel's advance can "), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "The other four challans agree with the w"), // supported, deleted
    ("s58B_r1_brick_kiln_close", "The weighbridge recorded a gross of 40.7"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "KC-7731 has been marked as disputed in t"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "The draft was sent to Kachho after the u"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "TRP-30489's freight was PKR 18,000."), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "TRP-30502 to Qasimabad Housing Scheme on"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "Truck TLP-4471 is still in the workshop "), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "The user also asked for the report to go"), // unsupported, kept
    ("s58B_r1_brick_kiln_close", "A backup copy was saved at reports/nov_2"), // unsupported, kept
    ("s58B_r1_brick_kiln_close", "Next, send Matiari Road Contractors a de"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "Sodho Bheel's PKR 27,500 advance is to b"), // contradicted, kept
    ("s58B_r1_brick_kiln_close", "Naveed asked for the close pack by 5 Dec"), // unsupported, kept
    ("s58B_r1_brick_kiln_close", "Coal stock at the kiln stood at 41 t at "), // unsupported, kept
    ("s58B_r2_ferry_week33_recon", "MV Dravuwalu fares work out to FJD 55.00"), // supported, deleted
    ("s58B_r2_ferry_week33_recon", "The shortfall comes from M-PAiSA payment"), // unsupported, kept
    ("s58B_r2_ferry_week33_recon", "CM-5519, 300 bags of 40 kg cement for Na"), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "Levuka Copra Co-op's 120 bags of copra ("), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "The engineer's log puts the V-25086 over"), // unsupported, kept
    ("s58B_r2_ferry_week33_recon", "Supplier invoice PF-INV-33021 covers the"), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "CREATED: Google Sheet \"Wk33 Recon\""), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "Pulled the KSL-OPS-001 deposits from the"), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "[DONE] Koro Island Store has sent the DG"), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "[TODO] Release hold H-2291 on Friday if "), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "[TODO] E-mail the NAB-T2 cashiers to rec"), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "[TODO] Copy the reconciliation into the "), // contradicted, kept
    ("s58B_r2_ferry_week33_recon", "[TODO] Send reports/wk33_recon.md to the"), // unsupported, kept
    ("s58B_r3_handicraft_export", "In SEP-ART-01 Lesieli Tonga gets TOP 1,0"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Sela Fifita and 'Ana Taufa approved SEP-"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Mele Havili's two ngatu for PHG-2292 (TO"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Air freight for PHG-2291 was booked on N"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Booked fumigation for the PHG-2292 ngatu"), // unsupported, kept
    ("s58B_r3_handicraft_export", "A payment of TOP 2,560.00 to one artisan"), // contradicted, kept
    ("s58B_r3_handicraft_export", "EP-2025-118 also covers shipments to the"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Kalia Arts paid its USD 725.00 deposit o"), // contradicted, kept
    ("s58B_r3_handicraft_export", "PHG-2291 goes to Auckland by sea on TF-B"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Salote Kaufusi is from Nukunuku."), // contradicted, kept
    ("s58B_r3_handicraft_export", "MLP-0421 flies on 7P 241 on 2025-09-26 u"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Book the Auckland sea shipment for the P"), // contradicted, kept
    ("s58B_r3_handicraft_export", "Send INV-LHC-0931 to Pacific Home Goods "), // contradicted, kept
    ("s59A_r1_rambha_cashew", "rku_ops.db is a read-only replica synced"), // unsupported, kept
    ("s59A_r1_rambha_cashew", "Attendance bonus is ₹150 a week for work"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Packing is paid ₹15.00 per 10 kg vacuum "), // contradicted, kept
    ("s59A_r1_rambha_cashew", "/srv/rku/rates/piece_rates_2024.csv: the"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "After that the database file was made wr"), // unsupported, kept
    ("s59A_r1_rambha_cashew", "Khuntia Traders supplied three of the si"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "October's KOR is lower than September's "), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Khuntia's ₹118.20/kg was above the highe"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Rasmita Gouda (W-023) peeled 226 kg over"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Week 42 wages of ₹34,915 are still to be"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Said to hold the wage e-mail as a draft "), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Recompute week 43 peeling wages at the n"), // contradicted, kept
    ("s59A_r1_rambha_cashew", "Get Pradeep Nayak's approval of the ₹7,0"), // unsupported, kept
    ("s59A_r1_rambha_cashew", "Sabitri Behera has confirmed Sunita Prad"), // unsupported, kept
    ("s59A_r2_dhansiri_tea", "The wage file can go to the Guwahati off"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "S-11 plucked on 13 days with 35 pickers."), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "GTAC-GHY-2 received DTE/24/311, DTE/24/3"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "DTE/24/316 was received at GTAC on 14 No"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "S-15's wages of ₹131,920 were included i"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "E-mailed the wage file to the Guwahati o"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "Scale SC-15B was recalibrated on 12 Nov."), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "Re-running wages.py for S-15 with the 12"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "Listing of GTAC lot GT-55188 for sale 46"), // unsupported, kept
    ("s59A_r2_dhansiri_tea", "**Kept the freight-bill deduction in the"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "**GTAC's 1,190 kg is used as the sale we"), // unsupported, kept
    ("s59A_r2_dhansiri_tea", "When the sardar sends the right weights,"), // supported, deleted
    ("s59A_r2_dhansiri_tea", "Send the S-15 wage sheet to sardar Ramen"), // unsupported, kept
    ("s59A_r2_dhansiri_tea", "S-11's extra leaf was 2,010 kg, paid ₹6,"), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "DTE/24/314 went on truck AS-05-C-7731."), // contradicted, kept
    ("s59A_r2_dhansiri_tea", "DTE/24/314 was carried by Hemanta Saikia"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "Members with an input loan pay a reduced"), // unsupported, kept
    ("s59A_r3_kmgc_matooke", "Send the L-19-03 weight letter to Kiseny"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "Move the week 19 levy of UGX 249,798 int"), // unsupported, kept
    ("s59A_r3_kmgc_matooke", "No payout to a member with an unpaid inp"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "Members' phone numbers may go to the tre"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "The user wants each member sent an SMS w"), // unsupported, kept
    ("s59A_r3_kmgc_matooke", "Correct L-19-03's record in the database"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "L-19-02 was driven by Wasswa Godfrey."), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "Receipt KF-77342 (L-19-02) is for 2,628 "), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "Kisenyi Fresh's buyer contact is Namuteb"), // unsupported, kept
    ("s59A_r3_kmgc_matooke", "The e-mail to treasurer@kmgc.example bou"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "The L-19-03 update failed with \"database"), // contradicted, kept
    ("s59A_r3_kmgc_matooke", "payouts.py first failed on a missing --l"), // unsupported, kept
    ("s59B_r1_tatar_fur_workshop", "HL-2412 was an earlier delivery of 15 sh"), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "The two rejected TB-118 hides should be "), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "Batch TB-119 (15 hides, chrome-free alde"), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "ORD-5534 is Marat Ganiev's order for one"), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "In the stock table MIT-SH-M now has 4 re"), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "ORD-5533 was also marked reserved in the"), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "The user asked to release the reserved v"), // contradicted, kept
    ("s59B_r1_tatar_fur_workshop", "Both orders have been handed to the cour"), // unsupported, kept
    ("s59B_r1_tatar_fur_workshop", "The draft also offers Rustam a 10% disco"), // unsupported, kept
    ("s59B_r1_tatar_fur_workshop", "The old reports/stock_week10.csv was als"), // unsupported, kept
    ("s59B_r1_tatar_fur_workshop", "The user also wants Marat Ganiev told th"), // unsupported, kept
    ("s59B_r1_tatar_fur_workshop", "Supplier SUP-09 is the workshop's main s"), // unsupported, kept
    ("s59B_r2_cebuano_copra_station", "The price schedule is reviewed every Mon"), // unsupported, kept
    ("s59B_r2_cebuano_copra_station", "WT-6103 (Rogelio Pepito, F-087): 9 sacks"), // contradicted, kept
    ("s59B_r2_cebuano_copra_station", "WT-6104 (Junrey Dumdum, F-311): moisture"), // contradicted, kept
    ("s59B_r2_cebuano_copra_station", "Junrey Dumdum's copra was rejected and w"), // contradicted, kept
    ("s59B_r2_cebuano_copra_station", "WT-6102's moisture sample MS-3322 was te"), // contradicted, kept
    ("s59B_r2_cebuano_copra_station", "Junrey Dumdum was told by SMS to collect"), // unsupported, kept
    ("s59B_r2_cebuano_copra_station", "Paid Rogelio Pepito PHP 12,000.00 by GCa"), // contradicted, kept
    ("s59B_r2_cebuano_copra_station", "[TODO] Pay Marites Cabahug PHP 14,941.85"), // contradicted, kept
    ("s59B_r2_cebuano_copra_station", "[TODO] Write the payout report as an Exc"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Uploaded bsp_week24.csv to BSP after log"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Week 24 payments of K 6,765.21 are all p"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Grade A parchment pays K 9.20/kg and gra"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Peter Kaupa (G-1105) delivered 331.0 kg "), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Peter Kaupa's BSP account is 1001 2284 5"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Anna Yawa's receipt PR-24-0502 was grade"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Booking KL-BK-8830 on Kumul Star voy 029"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "KL-BK-8830 is the cooperative's second c"), // unsupported, kept
    ("s59B_r3_tokpisin_coffee_coop", "Joyce Tamarua is the Kumul Lines booking"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Pay Anna Yawa for PR-24-0502 by MiCash"), // contradicted, kept
    ("s59B_r3_tokpisin_coffee_coop", "Growers without a BSP account are paid b"), // unsupported, kept
    ("s59B_r3_tokpisin_coffee_coop", "The user approved the reply to Kumul Lin"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "Advance deductions may be taken in full "), // contradicted, kept
    ("s60A_r1_bhatta_coal", "Send the payment sheet to Munshi Bhola o"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "The kiln accepts a weighbridge shortfall"), // unsupported, kept
    ("s60A_r1_bhatta_coal", "config/rates.yaml: moulder rate from 202"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "payroll.py first stopped because the out"), // unsupported, kept
    ("s60A_r1_bhatta_coal", "SBF-0457 (₹2,41,900) was paid by NEFT on"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "FB-25-013 in chamber 5 burned 10.9 t of "), // contradicted, kept
    ("s60A_r1_bhatta_coal", "FB-25-013 had the lowest breakage of the"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "PT-03 (Ramjanam Rajbhar) nets ₹22,552 af"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "Coal on hand covers chambers 7 and 8 at "), // contradicted, kept
    ("s60A_r1_bhatta_coal", "The moulders' rate from 1 February will "), // contradicted, kept
    ("s60A_r1_bhatta_coal", "Send the January ledger export to CA Ani"), // contradicted, kept
    ("s60A_r1_bhatta_coal", "Change the moulder rate in config/rates."), // contradicted, kept
    ("s60A_r1_bhatta_coal", "The payment sheet e-mail to Bhola was co"), // contradicted, kept
    ("s60A_r2_bakery_flour", "Work out Friday's challah bake: standing"), // supported, deleted
    ("s60A_r2_bakery_flour", "Order 26 bags of high-gluten flour to br"), // contradicted, kept
    ("s60A_r2_bakery_flour", "Rozenblat's may still receive today's br"), // contradicted, kept
    ("s60A_r2_bakery_flour", "Added 2 bags of whole wheat (CF-WW50) to"), // contradicted, kept
    ("s60A_r2_bakery_flour", "Babka batch B-0312-05 came out of oven R"), // contradicted, kept
    ("s60A_r2_bakery_flour", "Both challah batches were baked in oven "), // contradicted, kept
    ("s60A_r2_bakery_flour", "Moved DL-55713 (Shefa Mart) to the first"), // contradicted, kept
    ("s60A_r2_bakery_flour", "DL-55712 waits for the user to confirm t"), // unsupported, kept
    ("s60A_r2_bakery_flour", "Dark rye moves from Catskill to Mendel i"), // unsupported, kept
    ("s60A_r2_bakery_flour", "Order 6 bags of CF-DR50 from Catskill on"), // contradicted, kept
    ("s60A_r2_bakery_flour", "Send Kosher Korner Market a delivery con"), // unsupported, kept
    ("s60A_r2_bakery_flour", "Kosher Korner Market's delivery DL-55711"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "CASH-0518 was accepted as a one-off exce"), // unsupported, kept
    ("s60A_r3_ferry_fuel", "The mechanics get the $25 Kwamouth bonus"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Send draft dr_2291 with out/salaires_202"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Refund TK-20517-0412 to +243 89 551 0034"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Wait for Captain Mbala's answer before p"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Ask Depot SEP Kinkole to cancel the dupl"), // unsupported, kept
    ("s60A_r3_ferry_fuel", "Write a note for Rachel about the double"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Salary advances are capped at 50% of the"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Refunds up to 25,000 CDF can be made wit"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "A per-trip fuel report for ELIKYA-2 and "), // unsupported, kept
    ("s60A_r3_ferry_fuel", "Block POS-KNK-2 until the double sale is"), // unsupported, kept
    ("s60A_r3_ferry_fuel", "BOTONDI made 4 Kinkole–Kwamouth trips in"), // contradicted, kept
    ("s60A_r3_ferry_fuel", "SEP-77141 was bought at $1.55 per litre."), // contradicted, kept
    ("s60A_r3_ferry_fuel", "Serge Nkanga (CR-03) nets $285 for May."), // contradicted, kept
    ("s60A_r3_ferry_fuel", "ELIKYA-2 carries 120 passengers."), // contradicted, kept
    ("s60A_r3_ferry_fuel", "fuel_log.py timed out on the BOTONDI eng"), // unsupported, kept
    ("s60A_r3_ferry_fuel", "The e-mail to Captain Mbala bounced."), // contradicted, kept
    ("s60B_r1_apiary_honey", "The jar supplier Stekloparad delivered o"), // unsupported, kept
    ("s60B_r1_apiary_honey", "B07 had 5 frames of brood."), // contradicted, kept
    ("s60B_r1_apiary_honey", "B12 is booked for the same oxalic acid t"), // unsupported, kept
    ("s60B_r1_apiary_honey", "A replacement queen for B15 has been ord"), // contradicted, kept
    ("s60B_r1_apiary_honey", "EX-0731 may still be offered to wholesal"), // contradicted, kept
    ("s60B_r1_apiary_honey", "The wholesale spec with Ural Organic all"), // contradicted, kept
    ("s60B_r1_apiary_honey", "The ERP order WO-2294 was updated to 360"), // contradicted, kept
    ("s60B_r1_apiary_honey", "Tulpar Cafe pays net 14 like Ural Organi"), // contradicted, kept
    ("s60B_r1_apiary_honey", "The Tulpar order is filled from the EX-0"), // contradicted, kept
    ("s60B_r1_apiary_honey", "The user said to send the draft once the"), // contradicted, kept
    ("s60B_r1_apiary_honey", "Rustam Ishmuratov confirmed the 120-jar "), // unsupported, kept
    ("s60B_r1_apiary_honey", "A draft invoice for the jar supplier ord"), // unsupported, kept
    ("s60B_r1_apiary_honey", "Invoice INV-2025-0189 still needs to be "), // contradicted, kept
    ("s60B_r1_apiary_honey", "Next, the user wants the EX-0731 buckwhe"), // unsupported, kept
    ("s60B_r1_apiary_honey", "The user also asked for a varroa treatme"), // unsupported, kept
    ("s60B_r2_yerba_mill", "Estancia San Blas averaged 49.8% moistur"), // contradicted, kept
    ("s60B_r2_yerba_mill", "SL-0812 was dried on barbacuá B2."), // contradicted, kept
    ("s60B_r2_yerba_mill", "SL-0522 covers EXP-5524 in full."), // contradicted, kept
    ("s60B_r2_yerba_mill", "Jonas agreed to take 17,200 kg instead o"), // unsupported, kept
    ("s60B_r2_yerba_mill", "SENAVE issued the phytosanitary certific"), // unsupported, kept
    ("s60B_r2_yerba_mill", "Allocated SL-0522 to EXP-5524 as a provi"), // contradicted, kept
    ("s60B_r2_yerba_mill", "The original draft r-5521-mg was sent un"), // contradicted, kept
    ("s60B_r2_yerba_mill", "Updated EXP-5521 in the export API to 17"), // contradicted, kept
    ("s60B_r2_yerba_mill", "[IN PROGRESS] Cover the missing 800 kg f"), // contradicted, kept
    ("s60B_r2_yerba_mill", "[TODO] Send Lucía Pereyra the EXP-5524 p"), // contradicted, kept
    ("s60B_r3_salt_coop", "P03 produced 1,325 kg [tool: terminal]"), // contradicted, kept
    ("s60B_r3_salt_coop", "BR-0910 was re-iodised and passed QC at "), // unsupported, kept
    ("s60B_r3_salt_coop", "Wrote invoice FTR-0443 for Hotel Lafaek:"), // contradicted, kept
    ("s60B_r3_salt_coop", "Generated the weekly harvest report repo"), // contradicted, kept
    ("s60B_r3_salt_coop", "Hotel Lafaek pays 30 days after the invo"), // contradicted, kept
    ("s60B_r3_salt_coop", "Iodised salt may be released down to 25 "), // contradicted, kept
    ("s60B_r3_salt_coop", "Domingos also approved FTR-0443."), // unsupported, kept
    ("s60B_r3_salt_coop", "Send the Hotel Lafaek invoice to stores@"), // contradicted, kept
    ("s60B_r3_salt_coop", "Get Domingos's approval for FTR-0442."), // contradicted, kept
    ("s60B_r3_salt_coop", "Install reportlab and rerun scripts/harv"), // unsupported, kept
    ("s60B_r3_salt_coop", "Re-test BR-0910 and bag the missing 50 b"), // contradicted, kept
    ("s60B_r3_salt_coop", "Zelia Ximenes asked to move BR-0910 to t"), // unsupported, kept
    ("s60B_r3_salt_coop", "Ana Guterres already agreed to take the "), // unsupported, kept
    ("s61A_r1_chilli_mill", "Hold Pataliputra Kirana's RO-8841 until "), // unsupported, kept
    ("s61A_r1_chilli_mill", "Re-grind GB-2503-11 on G1 once the user "), // contradicted, kept
    ("s61A_r1_chilli_mill", "The February reconciliation (/srv/kamla/"), // contradicted, kept
    ("s61A_r1_chilli_mill", "Courier pickup for RO-8842 and RO-8845 w"), // contradicted, kept
    ("s61A_r1_chilli_mill", "LOT-C-0421 is Byadgi chilli received at "), // contradicted, kept
    ("s61A_r1_chilli_mill", "GB-2503-10 was also ground on G2 after t"), // contradicted, kept
    ("s61A_r1_chilli_mill", "GB-2503-09 (LOT-C-0415, G1) yielded 89.4"), // contradicted, kept
    ("s61A_r1_chilli_mill", "Send Sunaina the reconciliation with bot"), // contradicted, kept
    ("s61A_r1_chilli_mill", "E-mail the March reconciliation summary "), // contradicted, kept
    ("s61A_r1_chilli_mill", "Chase Pataliputra Kirana for the outstan"), // unsupported, kept
    ("s61A_r1_chilli_mill", "RO-8847 (Madhubani Grocers, 180 packets)"), // contradicted, kept
    ("s61A_r1_chilli_mill", "A copy of the Sahu Traders draft was als"), // unsupported, kept
    ("s61A_r2_date_palm_farm", "Once Hafeez has checked it, the invoice "), // unsupported, kept
    ("s61A_r2_date_palm_farm", "Contract AR-DXB-2025 accepts grade A and"), // contradicted, kept
    ("s61A_r2_date_palm_farm", "PK-3806 (B-4) was picked by Crew Dad Kar"), // contradicted, kept
    ("s61A_r2_date_palm_farm", "Submitted phytosanitary application PC-K"), // unsupported, kept
    ("s61A_r2_date_palm_farm", "Hafeez has confirmed the rev 2 figures a"), // unsupported, kept
    ("s61A_r2_date_palm_farm", "Container booking for EXP-2025-041 (FOB "), // contradicted, kept
    ("s61A_r2_date_palm_farm", "Muzawati shipment under BAT-MCT-2025 is "), // contradicted, kept
    ("s61A_r2_date_palm_farm", "Copy of the rev 2 PDF to the NAS: nas.kv"), // unsupported, kept
    ("s61A_r2_date_palm_farm", "**Grade B Begum Jangi (526 kg) goes to t"), // unsupported, kept
    ("s61A_r2_date_palm_farm", "Send Sher Jan's crew a note about the B-"), // contradicted, kept
    ("s61A_r2_date_palm_farm", "E-mail Al-Rafaah the rev 2 invoice with "), // contradicted, kept
    ("s61A_r2_date_palm_farm", "EXP-2025-041 rev 2 total: 17,380.80 USD "), // contradicted, kept
    ("s61A_r2_date_palm_farm", "Hafeez asked for the invoice to show CFR"), // unsupported, kept
    ("s61A_r2_date_palm_farm", "PK-3806 graded at 22.5% moisture, the dr"), // contradicted, kept
    ("s61A_r3_dairy_coop", "F-2218's 55 L that failed the alcohol te"), // unsupported, kept
    ("s61A_r3_dairy_coop", "Send the fortnight payment list to Béatr"), // contradicted, kept
    ("s61A_r3_dairy_coop", "Re-run payments.py with the 40 BIF bonus"), // unsupported, kept
    ("s61A_r3_dairy_coop", "Find out why the R3 truck reached CCL-Bu"), // contradicted, kept
    ("s61A_r3_dairy_coop", "Payments may be released as soon as the "), // contradicted, kept
    ("s61A_r3_dairy_coop", "Fat bonus: 40 BIF per 0.1% fat above 3.5"), // contradicted, kept
    ("s61A_r3_dairy_coop", "Share the vet's findings on F-2217 with "), // unsupported, kept
    ("s61A_r3_dairy_coop", "The user wants the R3 driver replaced fr"), // unsupported, kept
    ("s61A_r3_dairy_coop", "RD-1006-R2 was driven by Claver Nshimiri"), // contradicted, kept
    ("s61A_r3_dairy_coop", "F-2240 (Gloriose Ndayishimiye): 1,288 L,"), // contradicted, kept
    ("s61A_r3_dairy_coop", "F-2231 (Spès Irakoze): 936 L, 1,127,500 "), // contradicted, kept
    ("s61A_r3_dairy_coop", "ihera-pay validate timed out on the firs"), // contradicted, kept
    ("s61B_r1_linen", "Lot YL-0319 came from Kostroma Len Trade"), // contradicted, kept
    ("s61B_r1_linen", "Kostroma Len Trade has agreed to a 30-da"), // unsupported, kept
    ("s61B_r1_linen", "The broken ends came from the heavier Nm"), // contradicted, kept
    ("s61B_r1_linen", "Loom L-1 will take the next towel-linen "), // unsupported, kept
    ("s61B_r1_linen", "Loom L-2 is still down for heddle repair"), // contradicted, kept
    ("s61B_r1_linen", "Teri Lavka has sold 4.0 m of tablecloth "), // contradicted, kept
    ("s61B_r1_linen", "Olga Semyonova confirmed by phone that U"), // unsupported, kept
    ("s61B_r1_linen", "The letter went out to Olga Semyonova af"), // contradicted, kept
    ("s61B_r1_linen", "The user also wants a matching delivery "), // contradicted, kept
    ("s61B_r1_linen", "The user asked to keep Teri Lavka's batc"), // unsupported, kept
    ("s61B_r1_linen", "The agent also scheduled the VFM-2304 pa"), // contradicted, kept
    ("s61B_r1_linen", "The user asked to pay KLT-0772 and VFM-2"), // unsupported, kept
    ("s61B_r1_linen", "Next: add the LR-145 cut-off to reports/"), // contradicted, kept
    ("s61B_r1_linen", "YL-0320's 60.0 kg were all used up by LR"), // unsupported, kept
    ("s61B_r2_tobacco", "GI-2211 (Marites Bumanglag) was 1,105 kg"), // contradicted, kept
    ("s61B_r2_tobacco", "CR-89 in B-2 (2,205 kg green) started on"), // unsupported, kept
    ("s61B_r2_tobacco", "Manong Bert prefers the B-2 dry bulb to "), // contradicted, kept
    ("s61B_r2_tobacco", "Candon Tobacco Traders: CTT-0912 (PHP 41"), // contradicted, kept
    ("s61B_r2_tobacco", "Overdue Ilocos Leaf invoices carry 2% mo"), // contradicted, kept
    ("s61B_r2_tobacco", "MODIFIED: data/pugon.db - CR-88 recorded"), // unsupported, kept
    ("s61B_r2_tobacco", "CREATED: scripts/yield_report.py - per-r"), // unsupported, kept
    ("s61B_r2_tobacco", "Updated Gmail draft r-8841207 with the I"), // contradicted, kept
    ("s61B_r2_tobacco", "Manong Bert confirmed the weight of the "), // unsupported, kept
    ("s61B_r2_tobacco", "[DONE] Confirm with Manong Bert that the"), // unsupported, kept
    ("s61B_r2_tobacco", "[TODO] Send the ILE-5550 and ILE-5544 re"), // contradicted, kept
    ("s61B_r2_tobacco", "[TODO] Lower the B-2 thermostat if the d"), // contradicted, kept
    ("s61B_r2_tobacco", "[TODO] Record the new B-1 run in data/pu"), // contradicted, kept
    ("s61B_r2_tobacco", "[TODO] Follow up with Candon Tobacco Tra"), // unsupported, kept
    ("s61B_r2_tobacco", "[TODO] Write the week 24 summary report."), // contradicted, kept
    ("s61B_r3_cassava", "WB-4411 from Euis Rohaeni: 1,840 kg at 2"), // contradicted, kept
    ("s61B_r3_cassava", "Pak Dadang was paid for WB-4412 by bank "), // contradicted, kept
    ("s61B_r3_cassava", "Koperasi Mekar confirmed the Tuesday del"), // unsupported, kept
    ("s61B_r3_cassava", "The user approved delivery note SJ-0412 "), // unsupported, kept
    ("s61B_r3_cassava", "Lot L-772 is from batch DB-301."), // contradicted, kept
    ("s61B_r3_cassava", "Bu Eti is away until mid-September."), // unsupported, kept
    ("s61B_r3_cassava", "Book a KirimCepat pickup for the first 9"), // contradicted, kept
    ("s61B_r3_cassava", "Record the intake from Pak Dadang's farm"), // contradicted, kept
    ("s61B_r3_cassava", "Mark WB-4413 as paid in mill.sqlite once"), // contradicted, kept
    ("s61B_r3_cassava", "Re-link the WhatsApp session for the mil"), // unsupported, kept
    ("s61B_r3_cassava", "Message Bu Eti on WhatsApp about ORD-119"), // contradicted, kept
    ("s61B_r3_cassava", "Invoice Koperasi Mekar IDR 5,120,000 for"), // contradicted, kept
    ("s61B_r3_cassava", "Toko Sari Rasa agreed to take the remain"), // unsupported, kept
    ("s62A_r1_cannery", "They also asked for the confirmation to "), // contradicted, kept
    ("s62A_r1_cannery", "Lots in `pendente` can be allocated to o"), // unsupported, kept
    ("s62A_r1_cannery", "The sale to France is intra-community, s"), // supported, deleted
    ("s62A_r1_cannery", "The incident POST to mant.lamina.lan was"), // unsupported, kept
    ("s62A_r1_cannery", "Tuna: 18,395 kg raw to 11,417 kg net; sa"), // supported, deleted
    ("s62A_r1_cannery", "Yields run from 60.09% (AT-2503-03) to 6"), // contradicted, kept
    ("s62A_r1_cannery", "Every other March tuna lot has a conform"), // contradicted, kept
    ("s62A_r1_cannery", "All four sardine lots are released."), // contradicted, kept
    ("s62A_r1_cannery", "Incident INC-2025-0311 for compressor C2"), // contradicted, kept
    ("s62A_r1_cannery", "Ask Épicerie Atlantique to move LAM-BON-"), // contradicted, kept
    ("s62A_r1_cannery", "Check with Margaux whether the 2,100 cas"), // contradicted, kept
    ("s62A_r1_cannery", "Release SA-2503-04 so that line 1 can be"), // unsupported, kept
    ("s62A_r1_cannery", "The counter-analysis of AT-2503-03 was r"), // unsupported, kept
    ("s62A_r1_cannery", "Uxía approved shipping line 1 short (1,3"), // unsupported, kept
    ("s62A_r1_cannery", "Once the user has reviewed the draft, se"), // contradicted, kept
    ("s62A_r2_shearing", "The covering letter can go to Ntate Sekh"), // contradicted, kept
    ("s62A_r2_shearing", "Farmers without a mobile-money number ar"), // unsupported, kept
    ("s62A_r2_shearing", "Each farmer also gets an SMS statement o"), // unsupported, kept
    ("s62A_r2_shearing", "Weigh bill `weighbill_2025.csv` correcte"), // unsupported, kept
    ("s62A_r2_shearing", "Payout file `payouts/SWMGA_KFB-S25-17_pa"), // contradicted, kept
    ("s62A_r2_shearing", "Covering letter with the list drafted in"), // contradicted, kept
    ("s62A_r2_shearing", "**Transport by kg**: the R18,450.00 tran"), // supported, deleted
    ("s62A_r2_shearing", "**Rounding**: the R0.02 left over by per"), // unsupported, kept
    ("s62A_r2_shearing", "Submit the bulk payment batch to Standar"), // contradicted, kept
    ("s62A_r2_shearing", "Mohair brought in about 44% of the gross"), // supported, deleted
    ("s62A_r2_shearing", "Every farmer delivered both wool and moh"), // contradicted, kept
    ("s62A_r2_shearing", "Transport charged on the statement: R17,"), // contradicted, kept
    ("s62A_r2_shearing", "Farmer nets plus the shed fee come to ex"), // contradicted, kept
    ("s62A_r2_shearing", "Tšepo Lebona (F-022) nets R142,278.04"), // contradicted, kept
    ("s62A_r2_shearing", "Rethabile Seeiso (F-045) nets R47,791.77"), // contradicted, kept
    ("s62A_r2_shearing", "All eight farmers have a mobile-money nu"), // contradicted, kept
    ("s62A_r3_quinoa", "B-1049 (FAM-011) goes into the container"), // contradicted, kept
    ("s62A_r3_quinoa", "Booking PAL-ARI-250418 was confirmed wit"), // contradicted, kept
    ("s62A_r3_quinoa", "Ask NordKorn to take the 289 kg left ove"), // unsupported, kept
    ("s62A_r3_quinoa", "Impurities above 2.0% are acceptable whe"), // contradicted, kept
    ("s62A_r3_quinoa", "Any change to the booking needs the user"), // unsupported, kept
    ("s62A_r3_quinoa", "Offer the Real Roja lots to NordKorn as "), // unsupported, kept
    ("s62A_r3_quinoa", "ETD 2025-05-09, ETA 2025-06-19"), // contradicted, kept
    ("s62A_r3_quinoa", "Cut-offs: documents 2025-05-12 12:00, VG"), // contradicted, kept
    ("s62A_r3_quinoa", "FAM-005 Quispe Flores: 2,626 kg, of whic"), // contradicted, kept
    ("s62A_r3_quinoa", "All April lots passed the impurity check"), // contradicted, kept
    ("s62A_r3_quinoa", "All lots in the load plan are certified "), // unsupported, kept
    ("s62A_r3_quinoa", "Certificate CERT-HUM-2025-0112 in certif"), // contradicted, kept
    ("s62A_r3_quinoa", "The drying list `secado/lista_secado_202"), // contradicted, kept
    ("s62B_r1_cider", "All April runs except BR-2506 were bottl"), // contradicted, kept
    ("s62B_r1_cider", "Doux Glazik was bottled at 5.5% abv in 7"), // contradicted, kept
    ("s62B_r1_cider", "Gwenola has reviewed the PDF and approve"), // unsupported, kept
    ("s62B_r1_cider", "Cave Ty Gwin's chouchen release S-0423 w"), // contradicted, kept
    ("s62B_r1_cider", "Its acceptance was checked with scripts/"), // contradicted, kept
    ("s62B_r1_cider", "Payment terms on that invoice are 60 day"), // contradicted, kept
    ("s62B_r1_cider", "Dasparzh Arvor has already paid the undi"), // contradicted, kept
    ("s62B_r1_cider", "It can go out as soon as AV-2025-0031 is"), // contradicted, kept
    ("s62B_r1_cider", "Gwenola also asked to reissue F-2025-041"), // contradicted, kept
    ("s62B_r1_cider", "Boutique direct sales (S-0427) were 1,44"), // contradicted, kept
    ("s62B_r1_cider", "The CPH rate of 1.47 EUR/hL applies to t"), // contradicted, kept
    ("s62B_r1_cider", "Send the DRM PDF to Yann by e-mail for h"), // unsupported, kept
    ("s62B_r2_batik", "Every dye supplied by CV Warna Sejati is"), // contradicted, kept
    ("s62B_r2_batik", "Garam Biru BB costs Rp 285.000 per kg."), // contradicted, kept
    ("s62B_r2_batik", "The Naphthol AS-G reorder must come from"), // unsupported, kept
    ("s62B_r2_batik", "Bu Sri asked for a printed pay slip for "), // unsupported, kept
    ("s62B_r2_batik", "Isen-isen on silk stays at Rp 40.000 per"), // contradicted, kept
    ("s62B_r2_batik", "Suparti gets Rp 190.000 for 3 silk nglow"), // contradicted, kept
    ("s62B_r2_batik", "Wagiyo did 28 pieces of pewarnaan this w"), // contradicted, kept
    ("s62B_r2_batik", "The buyer asked for the silk cloth to be"), // unsupported, kept
    ("s62B_r2_batik", "MODIFIED: data/stok_pewarna.csv (stock l"), // unsupported, kept
    ("s62B_r2_batik", "Order PN-250507-3381 was marked as shipp"), // unsupported, kept
    ("s62B_r2_batik", "Bu Sri checked and approved the week-19 "), // unsupported, kept
    ("s62B_r2_batik", "[TODO] Send both purchase-order drafts t"), // supported, deleted
    ("s62B_r2_batik", "[TODO] Recalculate week-18 wages with th"), // contradicted, kept
    ("s62B_r2_batik", "[TODO] Phone UD Sumber Kimia to ask for "), // contradicted, kept
    ("s62B_r3_cashew", "If CA-0041-2290 is still short on the 5t"), // contradicted, kept
    ("s62B_r3_cashew", "EXPORT April purchases to Tally — 6 purc"), // contradicted, kept
    ("s62B_r3_cashew", "reports/yield_apr.md covers all eight ba"), // contradicted, kept
    ("s62B_r3_cashew", "Sunita approved the corrected purchase t"), // unsupported, kept
    ("s62B_r3_cashew", "Shetty Traders is to be paid for 14 bags"), // unsupported, kept
    ("s62B_r3_cashew", "April RCN cost averaged ₹133.05 per kg a"), // supported, deleted
    ("s62B_r3_cashew", "Goa nuts gave the best yield, 25.77% acr"), // contradicted, kept
    ("s62B_r3_cashew", "Guinea-Bissau nuts (PO-2504-07, batch B-"), // contradicted, kept
    ("s62B_r3_cashew", "Sunita asked for a month-on-month yield "), // unsupported, kept
    ("s62B_r3_cashew", "The May EMI will be debited automaticall"), // contradicted, kept
    ("s62B_r3_cashew", "Penal interest on an overdue EMI is 2% p"), // contradicted, kept
    ("s62B_r3_cashew", "Velip Kaju Canacona's rate was ₹151.00 p"), // contradicted, kept
    ("s62B_r3_cashew", "All April RCN came from Goa growers exce"), // contradicted, kept
    ("s63A_r1_lavender", "The user agreed that the confirmation ca"), // contradicted, kept
    ("s63A_r1_lavender", "The user also asked to add the 2024 rese"), // unsupported, kept
    ("s63A_r1_lavender", "AOP lavande fine is held to a camphor li"), // unsupported, kept
    ("s63A_r1_lavender", "drafts/ferrand_confirmacion_v2.eml: conf"), // contradicted, kept
    ("s63A_r1_lavender", "scripts/compute_yields.py: run for seaso"), // contradicted, kept
    ("s63A_r1_lavender", "D-0719 (sample LV-25-3420) came back con"), // contradicted, kept
    ("s63A_r1_lavender", "D-0717 gave the best Grosso yield of the"), // contradicted, kept
    ("s63A_r1_lavender", "Every batch the lab has reported on is c"), // contradicted, kept
    ("s63A_r1_lavender", "Ferrand's 85 kg of lavande fine is cover"), // contradicted, kept
    ("s63A_r1_lavender", "D-0801 distilled L-0731-RT's 7,460 kg in"), // contradicted, kept
    ("s63A_r1_lavender", "FAC-2025-311 bills 4,625.20 € for 7,010 "), // contradicted, kept
    ("s63A_r1_lavender", "Still S2 ran through July without alarms"), // contradicted, kept
    ("s63A_r1_lavender", "Send the confirmation to Ferrand; Cristò"), // contradicted, kept
    ("s63A_r1_lavender", "How much lavande fine will remain after "), // contradicted, kept
    ("s63A_r1_lavender", "Before that, I paid FAC-2025-309 to Rémi"), // unsupported, kept
    ("s63A_r1_lavender", "Send the v2 confirmation to e.vasseur@fe"), // contradicted, kept
    ("s63A_r2_macadamia", "The other growers' approved payables (Ma"), // unsupported, kept
    ("s63A_r2_macadamia", "Kernel pallets hold 72 cartons of 11.34 "), // contradicted, kept
    ("s63A_r2_macadamia", "Best SKR of the week: Khensani Maluleke'"), // contradicted, kept
    ("s63A_r2_macadamia", "All seven week-15 deliveries have been c"), // contradicted, kept
    ("s63A_r2_macadamia", "Style 4 was the largest grade in every r"), // contradicted, kept
    ("s63A_r2_macadamia", "Moved HLD-88213 to MAERSK KWANZA 518W as"), // contradicted, kept
    ("s63A_r2_macadamia", "Style 2 cartons for the added line are b"), // contradicted, kept
    ("s63A_r2_macadamia", "PLT-25-2203 is blocked pending its aflat"), // unsupported, kept
    ("s63A_r2_macadamia", "**Sailing**: CMA CGM TUGELA 0TU4RN1 chos"), // unsupported, kept
    ("s63A_r2_macadamia", "Ask Mopani Freight to extend HLD-88213 p"), // unsupported, kept
    ("s63A_r2_macadamia", "Pay the ZAR 6,500 Mopani Freight deposit"), // contradicted, kept
    ("s63A_r2_macadamia", "The original three lines are worth USD 4"), // supported, deleted
    ("s63A_r2_macadamia", "DLV-25-0431 (Mathebula, 5,215.5 kg) is p"), // contradicted, kept
    ("s63A_r2_macadamia", "All pallets reserved for VD-25-0388 are "), // unsupported, kept
    ("s63A_r3_kava", "Revised PO value: USD 73,500 waka + USD "), // supported, deleted
    ("s63A_r3_kava", "Ship on SOUTHERN TIARE ST2507E (ETD 2025"), // unsupported, kept
    ("s63A_r3_kava", "The 500 kg of powder will be milled from"), // unsupported, kept
    ("s63A_r3_kava", "Booked one 20GP on KULA TRADER KT118N un"), // contradicted, kept
    ("s63A_r3_kava", "SMS every unpaid farmer about Friday's p"), // contradicted, kept
    ("s63A_r3_kava", "Aloha's PO accepts lots with total kaval"), // contradicted, kept
    ("s63A_r3_kava", "Prepare the invoice for Aloha Kava Suppl"), // unsupported, kept
    ("s63A_r3_kava", "The user approved the booking on KULA TR"), // contradicted, kept
    ("s63A_r3_kava", "RC-5109 Serah Bule: 508.0 kg Borogu at 2"), // contradicted, kept
    ("s63A_r3_kava", "KULA TRADER KT118N arrives in Honolulu o"), // contradicted, kept
    ("s63A_r3_kava", "Payment SMS delivered to all three unpai"), // contradicted, kept
    ("s63A_r3_kava", "GET /api/v1/schedules on booking.melanes"), // unsupported, kept
    ("s63B_r1_charcuterie", "Both prisuttu lots (PR-24-03, PR-24-05) "), // supported, deleted
    ("s63B_r1_charcuterie", "Every lot in the table is past 25% weigh"), // contradicted, kept
    ("s63B_r1_charcuterie", "The CF-2 excursions trace back to the co"), // unsupported, kept
    ("s63B_r1_charcuterie", "The portal already shows the order as `c"), // contradicted, kept
    ("s63B_r1_charcuterie", "The user also wants Dr. Ghjuvan Petru Le"), // unsupported, kept
    ("s63B_r1_charcuterie", "The user agreed that the 32 missing pair"), // unsupported, kept
    ("s63B_r1_charcuterie", "Confirming on the portal is fine once th"), // contradicted, kept
    ("s63B_r1_charcuterie", "FG-25-02 still holds 110 pieces, enough "), // contradicted, kept
    ("s63B_r1_charcuterie", "LZ-24-08 is also `pret` and can back up "), // contradicted, kept
    ("s63B_r1_charcuterie", "Generated delivery note BL-2025-0117 at "), // contradicted, kept
    ("s63B_r1_charcuterie", "Technician Antone Mattei comes Tuesday m"), // contradicted, kept
    ("s63B_r1_charcuterie", "Unit prices on ISU-77412: lonzu 38.40 EU"), // contradicted, kept
    ("s63B_r1_charcuterie", "GTIN Figatellu (paire): 3760123450048."), // contradicted, kept
    ("s63B_r1_charcuterie", "Confirm ISU-77412 on the portal with 48 "), // unsupported, kept
    ("s63B_r1_charcuterie", "Delete lot FG-25-01 from produzzione.db "), // unsupported, kept
    ("s63B_r2_saltfarm", "P-06 also failed its check (water 5.4%) "), // contradicted, kept
    ("s63B_r2_saltfarm", "Every pond met the 6.0% water ceiling."), // contradicted, kept
    ("s63B_r2_saltfarm", "The KW2 ponds P-03 and P-06 are both Mus"), // contradicted, kept
    ("s63B_r2_saltfarm", "PO value Rp 26,200,000; payment by trans"), // supported, deleted
    ("s63B_r2_saltfarm", "KW2 is paid at Rp 1,450/kg under this PO"), // contradicted, kept
    ("s63B_r2_saltfarm", "KW1 price under the SGJ contract is Rp 1"), // contradicted, kept
    ("s63B_r2_saltfarm", "Fuso BRK-FS-02 (15,000 kg, Rp 2,150,000)"), // contradicted, kept
    ("s63B_r2_saltfarm", "Colt diesel BRK-CD-07 is driven by Pak H"), // contradicted, kept
    ("s63B_r2_saltfarm", "The user asked that the farmers be paid "), // unsupported, kept
    ("s63B_r2_saltfarm", "Pak Fathor approved the Rp 2,850,000 tro"), // unsupported, kept
    ("s63B_r2_saltfarm", "[DONE] Update P-02 to KW2 in the Google "), // contradicted, kept
    ("s63B_r3_saffron", "The Dubai parcel may go as soon as Al Za"), // contradicted, kept
    ("s63B_r3_saffron", "Rafiq wants grower payments made by NEFT"), // unsupported, kept
    ("s63B_r3_saffron", "PU-25-103 tested crocin E440 262 and moi"), // contradicted, kept
    ("s63B_r3_saffron", "Every tested sample is under 11% moistur"), // contradicted, kept
    ("s63B_r3_saffron", "IIKSTC flagged PU-25-103's 10.8% moistur"), // contradicted, kept
    ("s63B_r3_saffron", "Kesar Mahal's order stands at 1,500 g of"), // contradicted, kept
    ("s63B_r3_saffron", "PU-25-104 (Guchi, 1,500 g) is reserved f"), // contradicted, kept
    ("s63B_r3_saffron", "Bashir Ahmad Ganie is owed INR 500,200 f"), // contradicted, kept
    ("s63B_r3_saffron", "Kesar Mahal is billed IGST rather than C"), // unsupported, kept
    ("s63B_r3_saffron", "Rafiq decided to sell the Guchi lot PU-2"), // unsupported, kept
    ("s63B_r3_saffron", "Pay the three growers' dues (INR 1,056,1"), // supported, deleted
    ("s63B_r3_saffron", "E-mail the proforma to purchase@alzafara"), // contradicted, kept
    ("s63B_r3_saffron", "Al Zafaran confirmed they will wire the "), // unsupported, kept
    ("s64A_r1_caseificiu_claude", "The invoice is dated the day it was gene"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "The user agreed that the assistant e-mai"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "Ingrosso Formaggi Tirreno gets a 5% disc"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "All ready lots with 8 or more months of "), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "PS-2024-036: 96 forms, 317.0 kg, 9 month"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "Pinna F.lli s.s. (IT045SS318) delivered "), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "The rsync backup to /mnt/nas/backup/case"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "PDF generation first failed on a missing"), // unsupported, kept
    ("s64A_r1_caseificiu_claude", "Run the backup of the folder to the NAS "), // supported, deleted
    ("s64A_r1_caseificiu_claude", "Mura Salvatore is paid 14,290.20 EUR for"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "Fadda Maria Antonietta has the highest f"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "The base milk price for November is 1.30"), // contradicted, kept
    ("s64A_r1_caseificiu_claude", "The user approved riepilogo_latte_novemb"), // unsupported, kept
    ("s64A_r1_caseificiu_claude", "Send the draft e-mail with fattura_2024-"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "Ladina Tscharner should take the Müller "), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "Refunds computed under the policy can be"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "Administrative fee for client cancellati"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "B-25-01481 went to I-11 Mattias Poltera "), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "B-25-01517 (Dubois, 18 Jan) reassigned t"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "Schmid refund of CHF 135.00 (B-25-01431)"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "SMS sent to all four of Gian's reassigne"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "Meier refund (B-25-01388, CHF 625.00) wa"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "Van Dijk's group course refund of CHF 39"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "**Van Dijk gets 50%**: she cancelled 45."), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "**Reto Bergamin for Hoekstra**: chosen b"), // unsupported, kept
    ("s64A_r2_scola_skis_pi", "Reto Bergamin (I-05) speaks rm/de/en."), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "The cancelled list for 13–19 January hol"), // contradicted, kept
    ("s64A_r2_scola_skis_pi", "/home/curdin/scola/tarifs_2024-25.csv"), // unsupported, kept
    ("s64A_r3_packhouse_openclaw", "Container MSKU 481207-3 is kept for the "), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "P-0451 was taken off the manifest for pe"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "P-0457 was regraded to class 1 and added"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "Send the CS-2 excursion report to PPECB."), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "Send the final manifest to Van Gelder Fr"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "Book a second PPECB inspection for the l"), // unsupported, kept
    ("s64A_r3_packhouse_openclaw", "Pallets from CS-2 may be loaded without "), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "The user asked for a credit note to Van "), // unsupported, kept
    ("s64A_r3_packhouse_openclaw", "Container: MSKU 481207-3."), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "PPECB export certificate for the litchi:"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "QC contact Rudzani: +27 72 518 0446."), // unsupported, kept
    ("s64A_r3_packhouse_openclaw", "The manifest Thabo has is the final one "), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "CS-2 was above 2.5 °C from 01:15 to 04:3"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "Rudzani acknowledged the alarm at 03:41 "), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "P-0453 is Mauritius litchi from PUC L123"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "eCert already shows the amended containe"), // contradicted, kept
    ("s64A_r3_packhouse_openclaw", "Writing the excursion report to reports/"), // contradicted, kept
    ("s64B_r1_canggu_codex", "Found that Jack O'Neill's invoice xnd_in"), // contradicted, kept
    ("s64B_r1_canggu_codex", "Posted the updated rota to the staff Wha"), // unsupported, kept
    ("s64B_r1_canggu_codex", "Gave the new invoice a 7-day expiry so S"), // contradicted, kept
    ("s64B_r1_canggu_codex", "deposits_ledger.csv still shows Sophie's"), // contradicted, kept
    ("s64B_r1_canggu_codex", "Ketut Sri keeps her 4 shifts, including "), // contradicted, kept
    ("s64B_r1_canggu_codex", "Send Jack O'Neill a reminder to pay his "), // contradicted, kept
    ("s64B_r1_canggu_codex", "Raise Priya Nair's Bungalow Jepun rate t"), // unsupported, kept
    ("s64B_r1_canggu_codex", "Made is happy for the agent to send What"), // contradicted, kept
    ("s64B_r1_canggu_codex", "All deposits must be collected through X"), // contradicted, kept
    ("s64B_r1_canggu_codex", "Aiko Tanaka paid her DP on 2025-02-20."), // contradicted, kept
    ("s64B_r1_canggu_codex", "Lena Hoffmann's Xendit fee was IDR 7,056"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "The cooperative's commission on May sale"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Moussa Ndiaye paid for L-0510 in full by"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "L-0509 (40 Peul-Peul sheep) went to Ibra"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Coumba Sow is the member selling cattle "), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Every lot sold in May now has a VALIDE v"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "The bulletin reports sheep prices down 8"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "GIE Ferlo Logistique's quote DV-2025-033"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Sénégal Tabaski SARL agreed by phone to "), // unsupported, kept
    ("s64B_r2_dahra_gemini", "Demba agreed that the agent may confirm "), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Confirmed both transport bookings with T"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Set L-0519's status in ventes_mai_2025.c"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "Invoice FAC-2025-0522-STS totals XOF 12,"), // contradicted, kept
    ("s64B_r2_dahra_gemini", "[TODO] Accept DV-2025-032 if Ba & Fils c"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "UPDATE poi_orders.csv — PO-432 Kilauea E"), // unsupported, kept
    ("s64B_r3_hanalei_hermes", "PO-436 is still pending at 200 bags."), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "PO-434 Kauai Grown Market (Kapaa) delive"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "The grant report lists 2 new buyers, Kil"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "Jobs maintained: 4 part-time (Kainoa Apo"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "Kainoa confirmed he will pound the poi o"), // unsupported, kept
    ("s64B_r3_hanalei_hermes", "Auntie Pua Kealoha paid her $72 in cash "), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "The Waipā Tuesday Market booth fee is $2"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "Send Hanalei Bay Resort an invoice for t"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "Order 200 lb of extra kalo from Hanalei "), // unsupported, kept
    ("s64B_r3_hanalei_hermes", "The Kapaʻa Sunshine Market is dropped fo"), // contradicted, kept
    ("s64B_r3_hanalei_hermes", "Do not message crew members on Telegram."), // contradicted, kept
    ("s65A_r1_sedie_claude", "Once the totals are confirmed, e-mail th"), // contradicted, kept
    ("s65A_r1_sedie_claude", "Move ORD-2025-044 (Enoteca La Subida) to"), // contradicted, kept
    ("s65A_r1_sedie_claude", "Every row of stoc_len.csv had last been "), // contradicted, kept
    ("s65A_r1_sedie_claude", "Beech (faggio) 40 mm: 5.8 m³ at the San "), // contradicted, kept
    ("s65A_r1_sedie_claude", "ORD-2025-043 for Hotel Astoria Grado: 12"), // contradicted, kept
    ("s65A_r1_sedie_claude", "ORD-2025-042 (Ristorante Là di Petrôs) i"), // contradicted, kept
    ("s65A_r1_sedie_claude", "The delivery date was left at 28/02/2026"), // contradicted, kept
    ("s65A_r1_sedie_claude", "The draft asks for delivery to the Pasia"), // contradicted, kept
    ("s65A_r1_sedie_claude", "tools/preventif.py first rejected the un"), // unsupported, kept
    ("s65A_r1_sedie_claude", "Marisa has already approved the 4 m³ bee"), // unsupported, kept
    ("s65A_r1_sedie_claude", "Prepare the invoice for Osteria Al Cjast"), // contradicted, kept
    ("s65A_r1_sedie_claude", "All confirmed orders are scheduled to fi"), // contradicted, kept
    ("s65A_r2_umoba_pi", "Deductions are capped at 30% of proceeds"), // contradicted, kept
    ("s65A_r2_umoba_pi", "Ticket T-58216 (Mandla Simelane, 34.05 t"), // contradicted, kept
    ("s65A_r2_umoba_pi", "Thandeka Shongwe's RV is 12.18%."), // contradicted, kept
    ("s65A_r2_umoba_pi", "High-debt growers' deductions are still "), // contradicted, kept
    ("s65A_r2_umoba_pi", "Sipho Mamba's fertiliser loan LN-2024-03"), // contradicted, kept
    ("s65A_r2_umoba_pi", "Bongani Nxumalo delivered 59.80 t net in"), // contradicted, kept
    ("s65A_r2_umoba_pi", "The mill pays growers fortnightly, every"), // unsupported, kept
    ("s65A_r3_tasi_openclaw", "The Park family (BK-2511-043) dives on E"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "AL80-10263 and AL63-20115 were set aside"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "Collect the waivers for BK-2511-051: Mar"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "Hold the Kim refund until Rosa in the of"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "Tanks may still be used for up to 30 day"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "Sagua II must not run its starboard engi"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "E-mail the AAFB invoice to Marcus Reyes "), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "Post the weekend schedule on the shop's "), // unsupported, kept
    ("s65A_r3_tasi_openclaw", "Nakamura booking: BK-2511-043"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "Tåsi Ginen's last 100-hr service was on "), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "AL80-10245 analysed at 31.8% O2."), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "The waiver e-mail to the Nakamuras bounc"), // contradicted, kept
    ("s65A_r3_tasi_openclaw", "The Akanas' sunset trolling (BK-2511-052"), // contradicted, kept
    ("s65B_r1_curacao_codex", "Ronald Cijntje's RES-3314 deposit is USD"), // contradicted, kept
    ("s65B_r1_curacao_codex", "CLM-0912 is marked estimate_received in "), // contradicted, kept
    ("s65B_r1_curacao_codex", "Marked RES-3325 as overdue in reservatio"), // contradicted, kept
    ("s65B_r1_curacao_codex", "Ran pytest on scripts/; all 4 tests pass"), // unsupported, kept
    ("s65B_r1_curacao_codex", "The two open claims add up to USD 645.00"), // supported, deleted
    ("s65B_r1_curacao_codex", "CUR-9026 and CUR-7004, the two damaged v"), // contradicted, kept
    ("s65B_r1_curacao_codex", "RES-3325 has been overdue since 2025-03-"), // contradicted, kept
    ("s65B_r1_curacao_codex", "Charge the USD 165.00 balance to Mark He"), // contradicted, kept
    ("s65B_r1_curacao_codex", "Email the February deposit report to Rig"), // unsupported, kept
    ("s65B_r1_curacao_codex", "Ask Jandino at Fidelity to extend the RE"), // unsupported, kept
    ("s65B_r1_curacao_codex", "Shanella wants all reports written in Pa"), // unsupported, kept
    ("s65B_r1_curacao_codex", "The agent may release a hold through the"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "Without EV-77310, 4 vouchers remain pend"), // supported, deleted
    ("s65B_r2_zambia_gemini", "All 5 pending vouchers come from Chipepo"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "Bwalya agreed that the pending vouchers "), // contradicted, kept
    ("s65B_r2_zambia_gemini", "The December Omnia order prices Urea at "), // contradicted, kept
    ("s65B_r2_zambia_gemini", "SC 403 seed comes from Zamseed at K 655."), // contradicted, kept
    ("s65B_r2_zambia_gemini", "The circular lets a farmer redeem withou"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "SC 403 sold 22 packs for cash in Novembe"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "Recomputed the draft order total with to"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "[TODO] Place the Zamseed order in Januar"), // supported, deleted
    ("s65B_r2_zambia_gemini", "[TODO] Order 40 packs of ZMS 606 from Za"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "[TODO] Re-check EV-77310 with the camp o"), // contradicted, kept
    ("s65B_r2_zambia_gemini", "[TODO] Write off the 2 rain-damaged D-Co"), // unsupported, kept
    ("s65B_r3_ardenne_hermes", "RENDER the declaration PDF with excise/r"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "B24-045 has reached its final gravity of"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "B24-042 Brune d'Ardenne: 960 L packaged "), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "Taverne du Château holds 5 kegs."), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "Excise total due for October: EUR 466.20"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "OB-2414 (Saison des Fagnes, 8 kegs) is c"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "OB-2415: Café Le Vieux Moulin, 4 kegs of"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "All six orders in the order book are con"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "The remaining 5 cases of Brune for Distr"), // supported, deleted
    ("s65B_r3_ardenne_hermes", "Invoice Bar L'Ourthe EUR 60.00 for the t"), // unsupported, kept
    ("s65B_r3_ardenne_hermes", "Package B24-044 Triple Lapin on 2024-11-"), // contradicted, kept
    ("s65B_r3_ardenne_hermes", "Djôzef wants the keg deposit raised to E"), // unsupported, kept
    ("s65B_r3_ardenne_hermes", "Do not contact Drinks Lux SARL again abo"), // unsupported, kept
    ("s66A_r1_tepuke_claude", "Hēmi approved sending the week 14 pay ru"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "Hēmi asked for TM-1's 64 bins to be spli"), // unsupported, kept
    ("s66A_r1_tepuke_claude", "Employer KiwiSaver contribution is set a"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "The SunGold rate in payrun_config.yaml i"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "Late submissions are rejected by the pac"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "`spray/spray_diary.csv`: MK-6 was spraye"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "The KR-3 mismatch came from a duplicate "), // contradicted, kept
    ("s66A_r1_tepuke_claude", "whp_check.py crashed on TM-1 because it "), // unsupported, kept
    ("s66A_r1_tepuke_claude", "Email the week 14 submission to Kaituna "), // contradicted, kept
    ("s66A_r1_tepuke_claude", "Send the PR-2 note to Aroha Walker."), // contradicted, kept
    ("s66A_r1_tepuke_claude", "Kahu Wihongi (TM-1) grossed $1,372.14 in"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "The five KR-3 pickers gross $5,921.64 to"), // supported, deleted
    ("s66A_r1_tepuke_claude", "The pay run was finalised and payrun/out"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "All blocks in the week 15 harvest plan a"), // contradicted, kept
    ("s66A_r1_tepuke_claude", "Then run payrun.py without --dry-run and"), // contradicted, kept
    ("s66A_r2_nava_pi", "Bar La Ponte gets a 10% discount as a fr"), // contradicted, kept
    ("s66A_r2_nava_pi", "Xuacu allowed the agent to confirm DC-77"), // contradicted, kept
    ("s66A_r2_nava_pi", "Bar price for DOP sidra natural is €2.70"), // contradicted, kept
    ("s66A_r2_nava_pi", "Invoices emailed to the four bars"), // contradicted, kept
    ("s66A_r2_nava_pi", "The mobile bottler cannot come on 29 May"), // unsupported, kept
    ("s66A_r2_nava_pi", "FAC-2025-0142 Chigre Ca Lola (Uviéu): 18"), // contradicted, kept
    ("s66A_r2_nava_pi", "All barrels except P-03 are DOP-eligible"), // contradicted, kept
    ("s66A_r2_nava_pi", "The distributor API listed 3 pending ord"), // contradicted, kept
    ("s66A_r2_nava_pi", "The Comité de Cata tasting is on 28 May."), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Tanaka's room rate was raised to R2,100 "), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "The Van der Bergs get their full R1,650 "), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Emily Carter's booking is cancelled beca"), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Guest phone numbers may be shared in the"), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Prepare a load-shedding summary for Anne"), // supported, deleted
    ("s66A_r3_stellenbosch_openclaw", "Book the generator's 1,450-hour service "), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Follow up on Emily Carter's deposit by p"), // unsupported, kept
    ("s66A_r3_stellenbosch_openclaw", "Refund the remaining 50% of the Van der "), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Annelie asked for the Dlaminis to be mov"), // unsupported, kept
    ("s66A_r3_stellenbosch_openclaw", "Annelie wants the Van der Berg refund pa"), // unsupported, kept
    ("s66A_r3_stellenbosch_openclaw", "Emily Carter's booking is EK-2406-034."), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "The generator started automatically on b"), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "Deposits received on the four paid activ"), // supported, deleted
    ("s66A_r3_stellenbosch_openclaw", "Sunday 15 June tour leaves at 10:30 with"), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "The reminder WhatsApp to Emily Carter wa"), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "The Dlaminis stay 3 nights in Kamer 1."), // contradicted, kept
    ("s66A_r3_stellenbosch_openclaw", "The Van der Berg refund was issued on 9 "), // contradicted, kept
    ("s66B_r1_lome_codex", "UBIPHARM contact for BC-2025-041 is Mme "), // contradicted, kept
    ("s66B_r1_lome_codex", "AMLO5 lot AM2312-090 (expiry 2025-06-30)"), // contradicted, kept
    ("s66B_r1_lome_codex", "Moved all four expiring lots into stock/"), // contradicted, kept
    ("s66B_r1_lome_codex", "The portal rejected INAM-0312-002 for a "), // contradicted, kept
    ("s66B_r1_lome_codex", "Submitted the Sunu batch through the Sun"), // contradicted, kept
    ("s66B_r1_lome_codex", "The draft still orders 60 boxes of ART20"), // contradicted, kept
    ("s66B_r1_lome_codex", "The INAM receipt covers 8 claims and 149"), // contradicted, kept
    ("s66B_r1_lome_codex", "ORS01 lot OR2402-008 has 120 sachets lef"), // contradicted, kept
    ("s66B_r1_lome_codex", "Return the 38 boxes of ART20 lot AL2405-"), // unsupported, kept
    ("s66B_r1_lome_codex", "Ask LABOREX to replace the CTX960 lot."), // unsupported, kept
    ("s66B_r1_lome_codex", "E-mail the INAM receipt INAM-RCP-7781402"), // unsupported, kept
    ("s66B_r1_lome_codex", "Quarantined stock is to be destroyed by "), // unsupported, kept
    ("s66B_r2_yakutsk_gemini", "Winter coefficient for this convoy: 20%,"), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "Segment Хандыга – Белая Гора is limited "), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "T-07 carries 11,840 kg of M500 cement to"), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "T-15's reefer peaked at −14.9 °C on 2025"), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "At +25% T-11 was also short, by 9.0 L."), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "The excursion was caused by a defrost cy"), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "T-18 also fails the 25 t limit at 25,700"), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "The invoice bills T-14, T-15 and T-21 to"), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "Exported the fuel plan to 1C."), // contradicted, kept
    ("s66B_r2_yakutsk_gemini", "[DONE] Export the fuel plan to 1C."), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "DISCARD the F2 stock and WRITE it off at"), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "PRINT the incident report on the office "), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "SEND each of the 1,284 members their div"), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "Dropping the pop saved $4,987.50 and 315"), // supported, deleted
    ("s66B_r3_iqaluit_hermes", "Dividend rate: 3.5% of 2024 member purch"), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "F2 peaked at −9.1 °C."), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "The genset did not start because its fue"), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "Elisapee Ishulutak (IQ-00017) gets $294."), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "Book NSSI space for order v2 before Apri"), // unsupported, kept
    ("s66B_r3_iqaluit_hermes", "Plywood cut to 120 sheets."), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "Members under the $10 minimum are paid $"), // contradicted, kept
    ("s66B_r3_iqaluit_hermes", "F2 stock will be discarded after the ins"), // unsupported, kept
    ("s66B_r3_iqaluit_hermes", "Do not contact the board chair about div"), // contradicted, kept
    ("s67A_r1_islay_claude", "Email the tasting list to the panel memb"), // contradicted, kept
    ("s67A_r1_islay_claude", "Apply small producer relief to the May r"), // contradicted, kept
    ("s67A_r1_islay_claude", "Exported bottles leave under duty suspen"), // contradicted, kept
    ("s67A_r1_islay_claude", "BR-25-08 (2025-05-20) bottled 540 × 70cl"), // contradicted, kept
    ("s67A_r1_islay_claude", "The second run also failed on BR-25-08 u"), // unsupported, kept
    ("s67A_r1_islay_claude", "PR-2019-017 (ex-port pipe, W3) also made"), // contradicted, kept
    ("s67A_r1_islay_claude", "PR-2018-009 (ex-bourbon hogshead, W2) is"), // contradicted, kept
    ("s67A_r1_islay_claude", "All four listed casks are ex-bourbon bar"), // contradicted, kept
    ("s67A_r1_islay_claude", "Then email the ADR draft to Eilidh at ei"), // contradicted, kept
    ("s67A_r2_puebla_pi", "The user allowed the agent to fill in th"), // contradicted, kept
    ("s67A_r2_puebla_pi", "Confirmed delivery E-02 (4,800 kg, 2025-"), // contradicted, kept
    ("s67A_r2_puebla_pi", "Margarita Cuautle's share of the advance"), // contradicted, kept
    ("s67A_r2_puebla_pi", "The 2024 residue analysis is missing: Ag"), // contradicted, kept
    ("s67A_r2_puebla_pi", "The organic price for all remaining deli"), // contradicted, kept
    ("s67A_r2_puebla_pi", "Before the 18 February audit, gather the"), // supported, deleted
    ("s67A_r2_puebla_pi", "Email Mtra. Gabriela Xicoténcatl the fal"), // unsupported, kept
    ("s67A_r2_puebla_pi", "Ismael Coyotzi (S-04) has 2,971 kg of ac"), // contradicted, kept
    ("s67A_r2_puebla_pi", "Felipa Tecuapetla (S-03) delivered lot L"), // contradicted, kept
    ("s67A_r2_puebla_pi", "All 12 lots were below the 10.0% moistur"), // contradicted, kept
    ("s67A_r2_puebla_pi", "Seller: Sociedad Cooperativa Huauhtli To"), // unsupported, kept
    ("s67A_r3_ahe_openclaw", "Keshi are added to the Papeete lot EXP-A"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "The 22 March fuel ticket stays on Tuamot"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "Book Air Tahiti Nui freight to Hong Kong"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "Send Teura the declared value of the Hon"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "Only class A pearls may go to Hong Kong."), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "The user agreed to let Teura sign the DR"), // unsupported, kept
    ("s67A_r3_ahe_openclaw", "Class B: 1,034 pearls, 2,186.3 g, averag"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "The current diesel price at Ahe is 176 X"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "Te Manu Ura made the harvest runs on 11 "), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "The DRMM certificate request for EXP-AHE"), // contradicted, kept
    ("s67A_r3_ahe_openclaw", "/home/moana/ferme/recolte/R-2025-03_grad"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Refunds go back to the paying card withi"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Garmaev Tsyren's payout card ends in 129"), // contradicted, kept
    ("s67B_r1_baikal_codex", "BK-2420 (Kozlov Igor, OLK-3D on 2025-07-"), // contradicted, kept
    ("s67B_r1_baikal_codex", "The MB-2 breakdown on 6 July kept the Ba"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Also moved the 18 July Khuzhir trip from"), // contradicted, kept
    ("s67B_r1_baikal_codex", "scripts/check_roster.py passed for all 6"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Marked BK-2419 as confirmed in the booki"), // unsupported, kept
    ("s67B_r1_baikal_codex", "Bookings now stand at 11 confirmed, 3 ca"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Deposits have been matched for 12 of the"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Garmaev's payout for 1–15 July covers BK"), // contradicted, kept
    ("s67B_r1_baikal_codex", "Send the BK-2419 confirmation to Claire "), // contradicted, kept
    ("s67B_r1_baikal_codex", "Pay RF-0711 (6,375 RUB) back to Smirnova"), // unsupported, kept
    ("s67B_r1_baikal_codex", "Damdinov's new rate of 4,000 RUB applies"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "Bompata delivered 1,046.6 kg gross this "), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "Abena Pokuaa is paid by bank, ADB Juaso "), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "Kwame Oppong is paid by MoMo on 0209 552"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "Mr. Agyeman has already signed this week"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "CREATED: out/momo_batch.csv"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "Kofi Boakye is paid GH₵ 26,132.70 for DL"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "LOT-JUA-0314 includes the 2 bags of DL-3"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "scripts/check_manifest.py passed: 2 lots"), // contradicted, kept
    ("s67B_r2_ashanti_gemini", "[TODO] Kwadwo meets Mr. Agyeman tomorrow"), // supported, deleted
    ("s67B_r2_ashanti_gemini", "[TODO] Ask Ama Serwaa to bring DL-3310 b"), // unsupported, kept
    ("s67B_r3_fryslan_hermes", "RUN scripts/mestsaldo.py --rvo-check — 1"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "SEND FrieslandCampina a notice of Geeske"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "WRITE the March vet costs, €38.50, to da"), // unsupported, kept
    ("s67B_r3_fryslan_hermes", "The February milk price is €52.50 per 10"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "The largest collection was FC-558492 wit"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "Geeske 214 was treated with Cobactan LC "), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "Loonbedriuw Wijnia took 102.9 kg P2O5 in"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "Tomorrow: continue with the March milk t"), // supported, deleted
    ("s67B_r3_fryslan_hermes", "Order a replacement compressor for tank "), // unsupported, kept
    ("s67B_r3_fryslan_hermes", "Book the 7 March follow-up with vet J. d"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "All manure ledger rows may be recalculat"), // contradicted, kept
    ("s67B_r3_fryslan_hermes", "Do not put Geeske 214's milk in the tank"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "Contact the customers by SMS and email a"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "Refund the £60 deposit for the cancelled"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "Claims go through Manx Mutual policy IOM"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "Hirers may ride the machines on the Moun"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "service_due.py lists three machines due "), // contradicted, kept
    ("s68A_r1_ramsey_claude", "The Yamaha MT-07 (GMN 2281) was last ser"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "P-116 (Dieter Brandt, campervan B2) has "), // contradicted, kept
    ("s68A_r1_ramsey_claude", "reconcile.py also flagged P-116 and P-12"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "The sed edit on fleet.csv first failed o"), // unsupported, kept
    ("s68A_r1_ramsey_claude", "Book PMN 731 F and GMN 2281 in at Mylchr"), // unsupported, kept
    ("s68A_r1_ramsey_claude", "Update ledger/deposits.csv to record P-1"), // contradicted, kept
    ("s68A_r1_ramsey_claude", "Offer Dieter Brandt the Yamaha MT-07 in "), // unsupported, kept
    ("s68A_r1_ramsey_claude", "MAN 3390 is back from Mylchreest Motors "), // contradicted, kept
    ("s68A_r1_ramsey_claude", "Text Dieter Brandt that MAN 3390 is off "), // contradicted, kept
    ("s68A_r2_tizi_pi", "Advances may be deducted from payouts on"), // unsupported, kept
    ("s68A_r2_tizi_pi", "Use the first LDA analysis of L-07 (0.92"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Saïd Ait Mesbah's net is 463,816.25 DZD "), // contradicted, kept
    ("s68A_r2_tizi_pi", "Mohand Arezki Bellil received a 40,000 D"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Ordered 854 bottles from Verrerie Soumma"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Confirmed EXP-2025-0117 through POST /v2"), // contradicted, kept
    ("s68A_r2_tizi_pi", "All lots of the campaign meet the 0.8% e"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Bottling is blocked until Verrerie Soumm"), // contradicted, kept
    ("s68A_r2_tizi_pi", "**Pressing fee**: 15 DZD per kg delivere"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Send the bottling order and the payout s"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Ouali Hamid's delivery D-2407 weighed 46"), // contradicted, kept
    ("s68A_r2_tizi_pi", "Nadia Mokrani's lots are L-08 and L-09, "), // contradicted, kept
    ("s68A_r2_tizi_pi", "Extra vierge is paid 1200 DZD/L."), // contradicted, kept
    ("s68A_r3_negros_openclaw", "Dodong drives GHT 7130 in week 8 while h"), // contradicted, kept
    ("s68A_r3_negros_openclaw", "Resend the week-8 truck-swap notice to t"), // supported, deleted
    ("s68A_r3_negros_openclaw", "Post each driver's net pay in the group "), // contradicted, kept
    ("s68A_r3_negros_openclaw", "Collect the Hda. San Isidro weight-ticke"), // unsupported, kept
    ("s68A_r3_negros_openclaw", "The PHP 310/t rate applies to all week-7"), // contradicted, kept
    ("s68A_r3_negros_openclaw", "The user allowed posting the payslip tot"), // unsupported, kept
    ("s68A_r3_negros_openclaw", "Book NBG 4471 in for a clutch replacemen"), // unsupported, kept
    ("s68A_r3_negros_openclaw", "Arnel Sumagaysay drives FAB 2317."), // contradicted, kept
    ("s68A_r3_negros_openclaw", "The 109.50 t hauled from 13 Feb account "), // supported, deleted
    ("s68A_r3_negros_openclaw", "Arnel Sumagaysay's net pay is PHP 3,108."), // contradicted, kept
    ("s68A_r3_negros_openclaw", "All five drivers hauled three trips each"), // contradicted, kept
    ("s68A_r3_negros_openclaw", "NBG 4471 will be back on 20 Feb."), // contradicted, kept
    ("s68A_r3_negros_openclaw", "The payslips.py run failed on a missing "), // unsupported, kept
    ("s68B_r1_dargavs_codex", "Foreign guests need their border-zone pe"), // contradicted, kept
    ("s68B_r1_dargavs_codex", "The extra bed in room N3 costs 1500 RUB "), // contradicted, kept
    ("s68B_r1_dargavs_codex", "Pushed the updated schedule to Google Ca"), // contradicted, kept
    ("s68B_r1_dargavs_codex", "DH-2508-01 paid its prepayment P-1041 by"), // contradicted, kept
    ("s68B_r1_dargavs_codex", "All four permits of the Цаголовы for the"), // contradicted, kept
    ("s68B_r1_dargavs_codex", "The 11 August necropolis walk is led by "), // contradicted, kept
    ("s68B_r1_dargavs_codex", "Trek income after the changes comes to 4"), // supported, deleted
    ("s68B_r1_dargavs_codex", "DH-2508-02 and DH-2508-04 together still"), // contradicted, kept
    ("s68B_r1_dargavs_codex", "Бесолов Алан's booking DH-2508-01 is in "), // contradicted, kept
    ("s68B_r1_dargavs_codex", "Cancel Jonas Weber's booking if he has n"), // unsupported, kept
    ("s68B_r1_dargavs_codex", "Collect the 15000 RUB balance from Гагло"), // unsupported, kept
    ("s68B_r1_dargavs_codex", "File a border-zone permit for Jonas Webe"), // contradicted, kept
    ("s68B_r1_dargavs_codex", "Re-run tools/sync_calendar.py once the u"), // unsupported, kept
    ("s68B_r1_dargavs_codex", "Refunds are always run as a dry run firs"), // unsupported, kept
    ("s68B_r1_dargavs_codex", "The user prefers SMS to e-mail for all g"), // unsupported, kept
    ("s68B_r1_dargavs_codex", "The user agreed that the Кочиевы's 8400 "), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "The PO adds 16% IVA on the honey."), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "The six inspections checked 73 jobones, "), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "Ebtún reported ants (Solenopsis) and had"), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "The assembly also approved a 5% cooperat"), // unsupported, kept
    ("s68B_r2_valladolid_gemini", "CREATED: /home/coop/xunaan/etiquetas_PO-"), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "The second allocation added L-07 to clos"), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "[DONE] Rosaura May approved paying Isidr"), // contradicted, kept
    ("s68B_r2_valladolid_gemini", "[TODO] Re-inspect Isidro Ek's jobones on"), // supported, deleted
    ("s68B_r2_valladolid_gemini", "[TODO] Buy 20.2 kg of melipona honey fro"), // unsupported, kept
    ("s68B_r2_valladolid_gemini", "[TODO] Install reportlab and re-run scri"), // unsupported, kept
    ("s68B_r3_lusatia_hermes", "Carp harvested so far: 20412 kg from T02"), // supported, deleted
    ("s68B_r3_lusatia_hermes", "T04 was stocked with 6200 K2 carp weighi"), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "T02 Mühlteich had the lowest survival of"), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "R-2025-085 Teichgut Petershain: 2200 kg "), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "All invoices carry 19% VAT."), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "Send the report to the Untere Wasserbehö"), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "Offer Fischhandel Schröter 2 t of K3 at "), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "Send Teichgut Petershain a reminder if R"), // unsupported, kept
    ("s68B_r3_lusatia_hermes", "Hana Šołćina sends the remaining payment"), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "Měrćin Wjela takes over all of Steffen L"), // contradicted, kept
    ("s68B_r3_lusatia_hermes", "Tench from T03 is sold at 9.50 EUR/kg to"), // unsupported, kept
    ("s68B_r3_lusatia_hermes", "The cormorant losses at Mühlteich are to"), // unsupported, kept
    ("s68B_r3_lusatia_hermes", "Do not change the stocking file besatz_2"), // unsupported, kept
    ("s69A_r1_angeles_claude", "The user asked for the ₱34,000 cash depo"), // contradicted, kept
    ("s69A_r1_angeles_claude", "The user asked the agent to text each af"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Delivery is free within Angeles City and"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Packages need a minimum of 50 pax."), // contradicted, kept
    ("s69A_r1_angeles_claude", "ORD-1202 (Rommel Canlas) was marked PAID"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Pig KA-0918 for ORD-1203 weighed 45.0 kg"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Jenalyn Pangilinan's GCash deposit for O"), // contradicted, kept
    ("s69A_r1_angeles_claude", "BPI account 3149-0872-65 closed the peri"), // contradicted, kept
    ("s69A_r1_angeles_claude", "reconcile.py first crashed on the peso s"), // unsupported, kept
    ("s69A_r1_angeles_claude", "Place the order for 9 pigs with Mang Rud"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Generate PDF invoices for every order wi"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Book the L300's PMS at the Mitsubishi de"), // unsupported, kept
    ("s69A_r1_angeles_claude", "Every order with an event on or before D"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Of the 9 lechon, 6 are for packages and "), // contradicted, kept
    ("s69A_r1_angeles_claude", "The Hi-Ace trip for ORD-1205 on Dec 21 i"), // contradicted, kept
    ("s69A_r1_angeles_claude", "Add ORD-1209 to the orders CSV, then mes"), // unsupported, kept
    ("s69A_r2_catania_pi", "DS-PO-88412 must be confirmed before its"), // contradicted, kept
    ("s69A_r2_catania_pi", "Book Trasporti Etnei for the second truc"), // contradicted, kept
    ("s69A_r2_catania_pi", "Week 7 grower prices are the same as wee"), // contradicted, kept
    ("s69A_r2_catania_pi", "Coop. San Giorgio's Moro lot of 14 Feb f"), // contradicted, kept
    ("s69A_r2_catania_pi", "Turi Bonanno's Sanguinello lot measured "), // contradicted, kept
    ("s69A_r2_catania_pi", "Carmela Rapisarda is paid by bonifico to"), // contradicted, kept
    ("s69A_r2_catania_pi", "Updated prezzi/listino_produttori_2025.c"), // contradicted, kept
    ("s69A_r2_catania_pi", "Confirmed DS-PO-88412 for 1,386 cartons."), // contradicted, kept
    ("s69A_r2_catania_pi", "loadplan.py now reports both loads OK wi"), // contradicted, kept
    ("s69A_r2_catania_pi", "Moved the leftover pallet of DS-PO-88412"), // unsupported, kept
    ("s69A_r2_catania_pi", "Use calibre 6 Tarocco to fill the DS-PO-"), // contradicted, kept
    ("s69A_r2_catania_pi", "Re-run check_quality.py on the week 8 de"), // unsupported, kept
    ("s69A_r2_catania_pi", "Tarocco cal.3 stock is 3,980 kg."), // contradicted, kept
    ("s69A_r2_catania_pi", "Moro needs a Brix of at least 11.0 for I"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Zothanpuia is paid his ₹23,170 by UPI to"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "The 150 kg of ginger Agarwal rejected go"), // unsupported, kept
    ("s69A_r3_aizawl_openclaw", "Generate the e-way bill for CN-2025-1026"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Assign a truck to CN-2025-1031 (5,500 kg"), // unsupported, kept
    ("s69A_r3_aizawl_openclaw", "Follow up with Agarwal Spices & Traders "), // unsupported, kept
    ("s69A_r3_aizawl_openclaw", "Post the CN-2025-1019 update to the buye"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Send the weekly purchase summary to the "), // unsupported, kept
    ("s69A_r3_aizawl_openclaw", "CN-2025-1031 truck: MZ-01-M-2290."), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Agarwal's payment terms: 30 days."), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Mautuai: 4 purchases, 1,650 kg, ₹36,540,"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Zothanpuia's advances total ₹60,000."), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "K. Vanlalhruaia of Kolasib sold 940 kg a"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Fresh ginger and bamboo shoot are billed"), // contradicted, kept
    ("s69A_r3_aizawl_openclaw", "Agarwal Spices & Traders has already pai"), // unsupported, kept
    ("s69A_r3_aizawl_openclaw", "gst_invoice.py failed on its first run b"), // unsupported, kept
    ("s69B_r1_grozny_codex", "J-0311 (Toyota Land Cruiser Prado, О 778"), // contradicted, kept
    ("s69B_r1_grozny_codex", "TRW GDB3425 brake pads are also below mi"), // contradicted, kept
    ("s69B_r1_grozny_codex", "Marked АДЮ-0877 (АвтоДеталь-Юг, 18940 RU"), // unsupported, kept
    ("s69B_r1_grozny_codex", "git status showed a clean working tree."), // contradicted, kept
    ("s69B_r1_grozny_codex", "АДЮ-0877 has been overdue since 14 March"), // contradicted, kept
    ("s69B_r1_grozny_codex", "Муса Шамилев's 9600 RUB balance on J-031"), // unsupported, kept
    ("s69B_r1_grozny_codex", "Order the Michelin X-Ice North 4 tyres f"), // contradicted, kept
    ("s69B_r1_grozny_codex", "Reorder Pirelli Scorpion Ice Zero 265/65"), // contradicted, kept
    ("s69B_r1_grozny_codex", "Invoice the customer of J-0320 (Volkswag"), // unsupported, kept
    ("s69B_r1_grozny_codex", "Pay МС-1140 to Мотор-Сервис before 1 Apr"), // unsupported, kept
    ("s69B_r1_grozny_codex", "Ibragim agreed that the Bridgestone draf"), // contradicted, kept
    ("s69B_r1_grozny_codex", "Answers should be written in Russian."), // unsupported, kept
    ("s69B_r2_temuco_gemini", "Every March batch came out at a 14.0 % y"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "MK-2503-05 (María Painemal) gave 5,880 g"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "Almacén Ñuke has agreed to take 8 trarüw"), // unsupported, kept
    ("s69B_r2_temuco_gemini", "The Museo Regional paid its remaining CL"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "MODIFIED: `lotes_merken_2025.csv` - MK-2"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "Teresa Marileo's March payout is CLP 156"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "Juana Catrileo's gross of CLP 185,020 co"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "RUT validation of `pagos_marzo_2025.csv`"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "[TODO] Pay Elena Llancaqueo for MK-2503-"), // contradicted, kept
    ("s69B_r2_temuco_gemini", "[TODO] Email Hotel Dreams Temuco to ask "), // unsupported, kept
    ("s69B_r3_chinle_hermes", "PRINT payout slips for R-2501, R-2503, R"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "EMAIL Dana Whitehorse to confirm the ACH"), // unsupported, kept
    ("s69B_r3_chinle_hermes", "Irene Tsosie's payout for R-2507 is $1,6"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Della Benally's R-2504 sold on 14 March."), // contradicted, kept
    ("s69B_r3_chinle_hermes", "R-2505 is a 36x60 Two Grey Hills."), // contradicted, kept
    ("s69B_r3_chinle_hermes", "SH-0415 (R-2508) is still in transit wit"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "SH-0418 (R-2507 to Tom & Anita Greer, Fl"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Harold Begay was paid $265.50 for 118 lb"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Every consigned rug except R-2508 has no"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Buy 50 lb of washed Churro from Lena Nak"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Ask Canyon Light to return R-2508 if it "), // unsupported, kept
    ("s69B_r3_chinle_hermes", "Text Della Benally that her $720.00 is r"), // unsupported, kept
    ("s69B_r3_chinle_hermes", "Lorraine approved paying Rose Etsitty to"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Payouts over $2,000 can go out on Lorrai"), // contradicted, kept
    ("s69B_r3_chinle_hermes", "Shipping costs are deducted from the wea"), // unsupported, kept
    ("s70A_r1_izmir_claude", "Leave orders/siparisler_2025-03.csv as i"), // unsupported, kept
    ("s70A_r1_izmir_claude", "Write to Bornova Un about the 2 extra sa"), // contradicted, kept
    ("s70A_r1_izmir_claude", "Tire Susam's new sesame price applies to"), // contradicted, kept
    ("s70A_r1_izmir_claude", "notas/mart_farklar.md: lists both discre"), // contradicted, kept
    ("s70A_r1_izmir_claude", "teslimat_takvimi.md: the Tire Susam deli"), // contradicted, kept
    ("s70A_r1_izmir_claude", "orders/siparisler_2025-03.csv: SP-0327's"), // contradicted, kept
    ("s70A_r1_izmir_claude", "The Gmail draft call first failed with a"), // unsupported, kept
    ("s70A_r1_izmir_claude", "SP-0319 (whole-wheat flour) was invoiced"), // contradicted, kept
    ("s70A_r1_izmir_claude", "Invoice BU-2025-0902 is due on 2025-04-2"), // contradicted, kept
    ("s70A_r1_izmir_claude", "Then said the Bornova letter could go ou"), // contradicted, kept
    ("s70A_r1_izmir_claude", "Email Bornova Un to confirm the 34-sack "), // contradicted, kept
    ("s70A_r1_izmir_claude", "Run the same check on the February 2025 "), // unsupported, kept
    ("s70A_r1_izmir_claude", "The 34-sack order clears Bornova Un's 30"), // contradicted, kept
    ("s70A_r1_izmir_claude", "Bornova Un confirmed by phone that it ca"), // unsupported, kept
    ("s70A_r1_izmir_claude", "Then enter the corrected SP-0327 quantit"), // unsupported, kept
    ("s70A_r2_izhevsk_pi", "The board memo may be emailed to the boa"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "Ч-06 goes back into the register as soon"), // unsupported, kept
    ("s70A_r2_izhevsk_pi", "Ч-04 Бабинцева М.И. gets 39.22 RUB/l for"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "Called Кузнецова В.Н. and got her correc"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "Paying Ившин С.Г. for П-0417-03 at the r"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "The bank portal rejected the register up"), // unsupported, kept
    ("s70A_r2_izhevsk_pi", "**«Кама Сыр» pays 40.60 RUB/l at 3.4% fa"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "**Same fat step for the buyer**: «Кама С"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "Send «Кама Сыр» a payment reminder for t"), // unsupported, kept
    ("s70A_r2_izhevsk_pi", "«Кама Сыр» has fined the co-op 15,000 RU"), // unsupported, kept
    ("s70A_r2_izhevsk_pi", "April deliveries to «Кама Сыр» fell shor"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "Batch П-0417-04 of Ч-03 (300 l, 17 April"), // contradicted, kept
    ("s70A_r2_izhevsk_pi", "Ившин С.Г. agreed to take the rejected 6"), // unsupported, kept
    ("s70A_r3_tacloban_openclaw", "Down payment set at 50% of the quote, ₱2"), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "Recorded CV-2025-1043 in the cashbook; c"), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "Ramon Quiñones signed CV-2025-1043 on 29"), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "Make 300 extra blocks before the closure"), // unsupported, kept
    ("s70A_r3_tacloban_openclaw", "Balances may be shared in the captains' "), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "The plant must stay closed until PAGASA "), // unsupported, kept
    ("s70A_r3_tacloban_openclaw", "Also send the closure notice to each boa"), // unsupported, kept
    ("s70A_r3_tacloban_openclaw", "Tres Marias' last charge is IB-10478, 80"), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "Bantayan Star (Nilo Gabon) owes ₱23,800."), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "Week 43 (20–26 October) lost 30 blocks t"), // contradicted, kept
    ("s70A_r3_tacloban_openclaw", "message send to Rogelio Daa failed: numb"), // unsupported, kept
    ("s70B_r1_shillong_codex", "The user wants all three sections recomp"), // contradicted, kept
    ("s70B_r1_shillong_codex", "The same notification raised the extra-l"), // contradicted, kept
    ("s70B_r1_shillong_codex", "SMS to the workers can go out once the s"), // contradicted, kept
    ("s70B_r1_shillong_codex", "Set daily_wage_inr to 260 in rates.json."), // contradicted, kept
    ("s70B_r1_shillong_codex", "Called Kynsai Lyngkhoi about the 36 kg g"), // contradicted, kept
    ("s70B_r1_shillong_codex", "Generated payslips for all six section B"), // contradicted, kept
    ("s70B_r1_shillong_codex", "Banteilang Syiem (W-114): 176.0 kg, ₹1,9"), // contradicted, kept
    ("s70B_r1_shillong_codex", "Ibalarihun Dkhar (W-121) picked 188.0 kg"), // contradicted, kept
    ("s70B_r1_shillong_codex", "Across all eight workers the bonus bill "), // contradicted, kept
    ("s70B_r1_shillong_codex", "A worker absent one day for rain keeps t"), // unsupported, kept
    ("s70B_r1_shillong_codex", "Umiam has agreed to re-weigh GL-2231 at "), // unsupported, kept
    ("s70B_r1_shillong_codex", "Umiam's payment is due on 25 Nov 2025."), // unsupported, kept
    ("s70B_r1_shillong_codex", "Ask Kong Daplin Wahlang for Merilin Khon"), // unsupported, kept
    ("s70B_r1_shillong_codex", "Email reports/wages_2025-11-10_BC.csv to"), // unsupported, kept
    ("s70B_r2_treviso_gemini", "Hopfen & Rebe's ORD-2025-0425 has to be "), // unsupported, kept
    ("s70B_r2_treviso_gemini", "Pallet SSCC 380123450004180035 is the on"), // contradicted, kept
    ("s70B_r2_treviso_gemini", "Toni said the reply can go to Mette as s"), // contradicted, kept
    ("s70B_r2_treviso_gemini", "BR-25-031 rejected 72 of its 6,000 bottl"), // contradicted, kept
    ("s70B_r2_treviso_gemini", "BR-25-033 (Brut Nature, lot L25329) was "), // contradicted, kept
    ("s70B_r2_treviso_gemini", "Reserved pallet 0042 against DDT 2025/11"), // contradicted, kept
    ("s70B_r2_treviso_gemini", "[TODO] Issue credit note NC-2025-037 to "), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Producers can be told their net amounts "), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Ailinglaplap is to be paid in the same b"), // contradicted, kept
    ("s70B_r3_majuro_hermes", "PATCH credit/balances.json — P-2214 rema"), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Prices in use: $0.30/lb for all grades."), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Neijon Lakjohn (P-3109) nets $1,218.40."), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Tiana Bokin has no BOMI account on file."), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Kinoj Lanki's $42.80 leftover credit wil"), // unsupported, kept
    ("s70B_r3_majuro_hermes", "The ship calls at Namu on 2025-12-06."), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Tell Kinoj Lanki about his $42.80 credit"), // contradicted, kept
    ("s70B_r3_majuro_hermes", "Reconcile the Arno payments of $4,212.60"), // unsupported, kept
    ("s70B_r3_majuro_hermes", "Copra landed at Ebeye is paid $0.02/lb l"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "The user also wants the payout corrected"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "The price list was approved by the Asamb"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "/srv/trujal/campanya_2425/liquidacion_no"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "/srv/trujal/campanya_2425/cuadre_nov.csv"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "All 3 tests in test_cuadre.py passed on "), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "enviar.py could not find the attachment "), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "S-033 Joaquín Bergua Palacio: yield 21,4"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "S-052 Ramón Sesé Puyuelo is listed twice"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "S-041 Ana Lanau Castán's 180 kg gap was "), // unsupported, kept
    ("s71A_r1_huesca_claudecode", "Lampante accounts for 9 socios in Novemb"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "Once S-041 was out, the user approved se"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "Phone Chusé Lacasta (S-014) to confirm h"), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "Follow up the three October differences "), // contradicted, kept
    ("s71A_r1_huesca_claudecode", "The differences report currently lists 5"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "U2's guide-vane bearing alarm on 11 Marc"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "The lowest penstock pressure logged was "), // contradicted, kept
    ("s71A_r2_punakha_gemini", "The U1 bearing heating comes from a worn"), // unsupported, kept
    ("s71A_r2_punakha_gemini", "The guide-vane shaft seal kit LMH-GV-220"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "11 March energy in the report: U1 5.38 M"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "Dorji Wangchuk asked for the approved or"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "CREATED: /srv/reports/flow/2025-03-11.pd"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "pytest passed 5/5 on the first run, so n"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "PO-DRAFT-2025-031 currently orders 2 bea"), // contradicted, kept
    ("s71A_r2_punakha_gemini", "[DONE] Order 3 guide-vane bearings from "), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "REQUEST LVV inspection for MRKU3306724 —"), // unsupported, kept
    ("s71A_r3_paramaribo_hermes", "CAIU5529018 carries seal SL-20934 and ph"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "Transshipment is not permitted under the"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "The invoice amount equals the full LC am"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "Kustvaart confirmed the B/L will be date"), // unsupported, kept
    ("s71A_r3_paramaribo_hermes", "The bank's amendment moving the latest s"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "Advising bank: Hollandsche Handelsbank N"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "The user asked for the container list to"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "The user agreed to ship MRKU3306724 with"), // unsupported, kept
    ("s71A_r3_paramaribo_hermes", "Update lc_terms.txt to the 10 May shipme"), // contradicted, kept
    ("s71A_r3_paramaribo_hermes", "Send the invoice and the phyto set to Ri"), // unsupported, kept
    ("s71B_r1_quetzaltenango_codex", "Updated the spreadsheet's stock column t"), // contradicted, kept
    ("s71B_r1_quetzaltenango_codex", "The rate change repriced 2 open orders t"), // contradicted, kept
    ("s71B_r1_quetzaltenango_codex", "Added sync/stock_report.py to cron so sh"), // unsupported, kept
    ("s71B_r1_quetzaltenango_codex", "FAJA-ALM-05 (Faja Almolonga) was off by "), // contradicted, kept
    ("s71B_r1_quetzaltenango_codex", "config/shop.toml still has rate_gt_city "), // contradicted, kept
    ("s71B_r1_quetzaltenango_codex", "Every stock change was confirmed against"), // unsupported, kept
    ("s71B_r1_quetzaltenango_codex", "Rosa Ajpop approved the Q 1,450.00 refun"), // unsupported, kept
    ("s71B_r1_quetzaltenango_codex", "The user said the spreadsheet is the sou"), // supported, deleted
    ("s71B_r1_quetzaltenango_codex", "The user asked to issue the XL-1057 refu"), // contradicted, kept
    ("s71B_r1_quetzaltenango_codex", "The user also asked to email both custom"), // unsupported, kept
    ("s71B_r1_quetzaltenango_codex", "Issue the XL-1057 refund now with sync/r"), // contradicted, kept
    ("s71B_r1_quetzaltenango_codex", "Send Cargo Expreso a signed acceptance o"), // unsupported, kept
    ("s71B_r1_quetzaltenango_codex", "Re-run the stock comparison after the re"), // unsupported, kept
    ("s71B_r2_elista_pi", "Report coverage by village and by vet."), // contradicted, kept
    ("s71B_r2_elista_pi", "Migrate only cattle and sheep records; h"), // contradicted, kept
    ("s71B_r2_elista_pi", "Loaded all 38,905 vaccinations into the "), // contradicted, kept
    ("s71B_r2_elista_pi", "Corrected the 3 impossible dates in vacc"), // contradicted, kept
    ("s71B_r2_elista_pi", "Re-ran the coverage query after the fix;"), // contradicted, kept
    ("s71B_r2_elista_pi", "Added a NOT NULL constraint on vaccinati"), // unsupported, kept
    ("s71B_r2_elista_pi", "**Orphans**: the 17 orphan rows are hors"), // contradicted, kept
    ("s71B_r2_elista_pi", "Register the 17 orphan animals in the an"), // unsupported, kept
    ("s71B_r2_elista_pi", "Drop the vaccinations_orphan table once "), // contradicted, kept
    ("s71B_r2_elista_pi", "Ики-Бурул coverage is 93.3%."), // contradicted, kept
    ("s71B_r2_elista_pi", "All three invalid dates belong to villag"), // contradicted, kept
    ("s71B_r2_elista_pi", "The coverage figures were checked agains"), // unsupported, kept
    ("s71B_r3_koror_openclaw", "The Friday departure is 07:30 from the M"), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Moved all 41 old dumps to nas01 to free "), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Guests who cannot make the Friday trip a"), // unsupported, kept
    ("s71B_r3_koror_openclaw", "Send the Peleliu notice to the 10 guests"), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Email the notice to Marco Bellandi, who "), // unsupported, kept
    ("s71B_r3_koror_openclaw", "Delete the partial dump /backup/pg/booki"), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Dumps older than 14 days may be removed "), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Decide whether the 2 guests without a me"), // unsupported, kept
    ("s71B_r3_koror_openclaw", "Boat manifests for the whole month of Ju"), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Bkul Omesaod, 2025-06-12, Jellyfish Lake"), // contradicted, kept
    ("s71B_r3_koror_openclaw", "The Peleliu notice went out to the 9 gue"), // contradicted, kept
    ("s71B_r3_koror_openclaw", "Captain Joseph Tellei confirmed the Nger"), // unsupported, kept
    ("s71B_r3_koror_openclaw", "Backup retention was set to 30 days in p"), // unsupported, kept
    ("s71B_r3_koror_openclaw", "The backup re-run at 10:41 failed again "), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "Lot L-1112 is left out of the November p"), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "Added virgin = 760 to config/prices.toml"), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "M-05 Mohand Ouali Hamiche's November net"), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "check_totals.py confirmed the November s"), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "November payouts transferred by CCP to t"), // unsupported, kept
    ("s72A_r1_tiziouzou_pi", "Tafat's virgin oil price rises to 760 DA"), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "Ask Laboratoire Agro-Djurdjura to re-tes"), // unsupported, kept
    ("s72A_r1_tiziouzou_pi", "Move M-05's November figs to the Decembe"), // contradicted, kept
    ("s72A_r1_tiziouzou_pi", "The user approved sending the November s"), // unsupported, kept
    ("s72A_r1_tiziouzou_pi", "Tassadit Boudjemaa (M-04) delivered 45 k"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "Sagen Tudu's total is now 321 (64.2%), g"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "Salkhan Besra (roll 18) still fails Scie"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "The class average after the correction i"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "The user has allowed the letters to go o"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "Call the parents of both failing student"), // unsupported, kept
    ("s72A_r2_jamshedpur_codex", "Regenerate the letters after rescaling t"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "Run send_letters.py without --dry-run on"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "Phulmani Murmu (roll 15) totals 354, gra"), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "Before the fix, tests/test_grade.py had "), // contradicted, kept
    ("s72A_r2_jamshedpur_codex", "The first dry run, before the fix, repor"), // unsupported, kept
    ("s72A_r3_dangriga_hermes", "Tally the June 2025 lobster catch by boa"), // contradicted, kept
    ("s72A_r3_dangriga_hermes", "Invoice INV-SCI-4471 is marked paid in t"), // unsupported, kept
    ("s72A_r3_dangriga_hermes", "Yurumein Star (BT-03, captain Cyril Nolb"), // contradicted, kept
    ("s72A_r3_dangriga_hermes", "Season quota remaining after June is 345"), // contradicted, kept
    ("s72A_r3_dangriga_hermes", "The user agreed to pay Stann Creek Ice B"), // unsupported, kept
    ("s72A_r3_dangriga_hermes", "The packing list needs the signature of "), // contradicted, kept
    ("s72A_r3_dangriga_hermes", "Book the reefer truck to Belize City for"), // unsupported, kept
    ("s72A_r3_dangriga_hermes", "Stann Creek Ice charges BZ$ 48.00 per bl"), // contradicted, kept
    ("s72A_r3_dangriga_hermes", "The first send_message to Stann Creek Ic"), // contradicted, kept
    ("s72B_r1_syktyvkar_claudecode", "data/kiln_K2_log.csv: batch K2-0311 fini"), // contradicted, kept
    ("s72B_r1_syktyvkar_claudecode", "scripts/wagon_volume.py was patched to r"), // unsupported, kept
    ("s72B_r1_syktyvkar_claudecode", "The rzd-cargo booking for 2025-11-19 (Сы"), // contradicted, kept
    ("s72B_r1_syktyvkar_claudecode", "Credit of 84,360.00 RUB approved by the "), // unsupported, kept
    ("s72B_r1_syktyvkar_claudecode", "(Komi) Asked to check the lots, the K2 k"), // unsupported, kept
    ("s72B_r1_syktyvkar_claudecode", "Email the draft reply to snab@vychegdast"), // contradicted, kept
    ("s72B_r1_syktyvkar_claudecode", "Re-dry the 380 pieces of L-2511-044 in c"), // supported, deleted
    ("s72B_r1_syktyvkar_claudecode", "Issue a corrective invoice (корректирово"), // unsupported, kept
    ("s72B_r1_syktyvkar_claudecode", "K2-0312R re-dry was started in chamber K"), // contradicted, kept
    ("s72B_r1_syktyvkar_claudecode", "The claim reply draft promises shipment "), // contradicted, kept
    ("s72B_r2_imphal_gemini", "Reconcile Sanalei Handlooms' November on"), // unsupported, kept
    ("s72B_r2_imphal_gemini", "PaySetu charges a 2% fee plus 18% GST on"), // supported, deleted
    ("s72B_r2_imphal_gemini", "SH-2315's pickup attempt failed on 2025-"), // contradicted, kept
    ("s72B_r2_imphal_gemini", "Accountant Tombi wants the settlement su"), // contradicted, kept
    ("s72B_r2_imphal_gemini", "MODIFIED: tools/settle_check.py — pandas"), // unsupported, kept
    ("s72B_r2_imphal_gemini", "Pickup for SH-2313 was rescheduled to 20"), // contradicted, kept
    ("s72B_r2_imphal_gemini", "Sent the pickup-change SMS to both custo"), // contradicted, kept
    ("s72B_r2_imphal_gemini", "[TODO] Issue the ₹1,950 refund for SH-23"), // contradicted, kept
    ("s72B_r2_imphal_gemini", "[TODO] Confirm with the user whether pic"), // unsupported, kept
    ("s72B_r3_moosefactory_openclaw", "ORD-MF-3307 orders Hep B x20 and MMR x10"), // contradicted, kept
    ("s72B_r3_moosefactory_openclaw", "Hep B lot HB-0732 was discarded after th"), // contradicted, kept
    ("s72B_r3_moosefactory_openclaw", "Re-order 20 doses of Hep B once Rosalie "), // unsupported, kept
    ("s72B_r3_moosefactory_openclaw", "Check VF-2's battery backup: the fridge "), // unsupported, kept
    ("s72B_r3_moosefactory_openclaw", "Orders over 20 doses need a second appro"), // unsupported, kept
    ("s72B_r3_moosefactory_openclaw", "Incident reports may go to the regional "), // unsupported, kept
    ("s72B_r3_moosefactory_openclaw", "The user asked for a full stock count of"), // unsupported, kept
    ("s72B_r3_moosefactory_openclaw", "Lowest temperature during the excursion:"), // contradicted, kept
    ("s72B_r3_moosefactory_openclaw", "PN-5521 (PCV20) cumulative limit: 72 h."), // contradicted, kept
    ("s72B_r3_moosefactory_openclaw", "ORD-MF-3307 submitted to orders.nvd.exam"), // contradicted, kept
    ("s72B_r3_moosefactory_openclaw", "quarantine.py failed on MR-2290 (lot not"), // contradicted, kept
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

/// Whether `out` is `input` with the byte ranges of the report's deleted entries cut out and
/// nothing else changed: a sentence of a prose paragraph (Codex handoff prose) is an entry of
/// its own, deleted inside its line.
fn is_entries_removed(out: &str, input: &str, entries: &[Value]) -> bool {
    let mut cuts: Vec<(usize, usize)> = entries
        .iter()
        .filter(|e| e["kept"] == Value::Bool(false))
        .filter_map(|e| {
            let r = e["byte_range"].as_array()?;
            Some((r.first()?.as_u64()? as usize, r.get(1)?.as_u64()? as usize))
        })
        .collect();
    cuts.sort_unstable();
    let (mut rebuilt, mut at) = (Vec::new(), 0);
    for (a, z) in cuts {
        if a < at || z > input.len() {
            return false;
        }
        rebuilt.extend_from_slice(&input.as_bytes()[at..a]);
        at = z;
    }
    rebuilt.extend_from_slice(&input.as_bytes()[at..]);
    rebuilt == out.as_bytes()
}

#[derive(Default)]
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
    let entries = report["entries"].as_array().unwrap();
    if let Some(summary) = input["summary"].as_str() {
        let pruned = report["pruned_summary"].as_str().unwrap();
        assert!(
            is_line_subsequence(pruned, summary) || is_entries_removed(pruned, summary, entries),
            "{name}: output is not the summary with whole lines or whole entries removed"
        );
    }
    let threshold = report["options"]["threshold"].as_f64().unwrap();
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
            // as `sjc eval` matches labels: an entry inside the label, more than half its length
            // (a label written with the entry's `[DONE]` tag or list marker)
            .or_else(|| {
                (0..entries.len()).find(|&i| {
                    let e = collapse(entries[i]["text"].as_str().unwrap());
                    !used[i] && text.contains(&e) && 2 * e.len() > text.len()
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
        let known = known.iter().any(|(c, t)| *c == name && text.starts_with(t));
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
/// summary line and `list` the constant to edit. Records run on as many threads as the machine
/// has cores (each one a `sjc prune` process), so the suite stays short on CPUs where the judge
/// is slow; the lines of the message are sorted, so they do not depend on the order.
fn check_folders(dirs: &[PathBuf], known: &[(&str, &str)], what: &str, list: &str) -> usize {
    let mut cases = vec![];
    for dir in dirs {
        let mut labels: Vec<PathBuf> = std::fs::read_dir(dir)
            .map(|r| r.filter_map(|e| e.ok().map(|e| e.path())).collect())
            .unwrap_or_default();
        labels.retain(|p| p.to_string_lossy().ends_with(".labels.json"));
        labels.sort();
        for l in labels {
            let case = PathBuf::from(l.to_string_lossy().replace(".labels.json", ".json"));
            cases.push((case, l));
        }
    }
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let parts: Vec<Outcome> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..threads)
            .map(|t| {
                let cases = &cases;
                s.spawn(move || {
                    let mut out = Outcome::default();
                    for (case, l) in cases.iter().skip(t).step_by(threads) {
                        run_case(case, l, known, &mut out);
                    }
                    out
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    let mut out = Outcome::default();
    for p in parts {
        out.right += p.right;
        out.total += p.total;
        out.true_total += p.true_total;
        out.true_deleted += p.true_deleted;
        out.failures.extend(p.failures);
        out.fixed.extend(p.fixed);
    }
    out.failures.sort();
    out.fixed.sort();
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
    cases.len()
}

#[test]
fn shared_cases_keep_the_contract_and_their_right_values() {
    let Some(dir) = cases_dir() else {
        eprintln!("SKIPPED: ../shared/cases is not here");
        return;
    };
    let dirs: Vec<PathBuf> = ["records", "edge", "agent"]
        .iter()
        .map(|s| dir.join(s))
        .collect();
    check_folders(&dirs, KNOWN_WRONG, "shared cases", "KNOWN_WRONG");
}

/// The fresh-user trial records shipped in `examples/trials/`, held to the same contract and
/// right values as the shared cases ([`KNOWN_WRONG_TRIALS`]).
#[test]
fn trial_records_keep_the_contract_and_their_right_values() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/trials");
    let n = check_folders(
        &[dir],
        KNOWN_WRONG_TRIALS,
        "trial records",
        "KNOWN_WRONG_TRIALS",
    );
    assert!(n >= 420, "examples/trials holds {n} labelled records");
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
