//! `--device` and `SJC_DEVICE` at the binary level: the flag wins over the variable, a bad
//! value is bad input (exit 2, naming the flag or variable), and a device this build lacks is
//! a judge failure: exit 3, a message saying why, every entry kept (summary unchanged).

use serde_json::{json, Value};
use std::path::Path;
use std::process::{Command, Output};

const TINY: &str = "tests/fixtures/models/tiny-bert-nli";
const SUMMARY: &str = "## Done\n- Invoice INV-20931 is unpaid for ACME Corp\n- Deploy finished with status green\n## Next\n- Email the CFO about the rebrand\n";

fn record(dir: &Path) -> String {
    let rec = json!({
        "task": "Audit the invoices",
        "messages": [
            {"role": "user", "content": "Audit the invoices"},
            {"role": "assistant", "content": null, "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "bash", "arguments": "{\"command\":\"billing status\"}"}}]},
            {"role": "tool", "tool_call_id": "c1", "name": "bash",
             "content": "Invoice INV-20931 for ACME Corp: status unpaid.\nDeploy finished with status green."}
        ],
        "summary": SUMMARY
    });
    let p = dir.join("r.json");
    std::fs::write(&p, rec.to_string()).unwrap();
    p.to_str().unwrap().to_string()
}

fn sjc(args: &[&str], env_device: Option<&str>) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_sjc"));
    cmd.args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("SJC_MODEL")
        .env_remove("SJC_DEVICE");
    if let Some(d) = env_device {
        cmd.env("SJC_DEVICE", d);
    }
    cmd.output().expect("run sjc")
}

fn err(o: &Output) -> String {
    let e = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(!e.contains("panicked"), "panic: {e}");
    e
}

#[cfg(not(feature = "cuda"))]
#[test]
fn cuda_on_a_build_without_cuda_keeps_every_entry() {
    let dir = tempfile::tempdir().unwrap();
    let rec = record(dir.path());
    let report = dir.path().join("report.json");
    let rep = report.to_str().unwrap();
    // By flag, by variable (with an ordinal), and the flag over a CPU variable.
    for (args, env, dev) in [
        (vec!["--device", "cuda"], None, "cuda:0"),
        (vec![], Some("cuda:1"), "cuda:1"),
        (vec!["--device", "cuda"], Some("cpu"), "cuda:0"),
    ] {
        let mut a = vec!["prune", "--input", &rec, "--model", TINY, "--report", rep];
        a.extend(args.iter().copied());
        let o = sjc(&a, env);
        let e = err(&o);
        assert_eq!(o.status.code(), Some(3), "{a:?} {env:?}: {e}");
        assert_eq!(
            String::from_utf8(o.stdout).unwrap(),
            SUMMARY,
            "summary unchanged"
        );
        assert!(e.contains(dev) && e.contains("no CUDA support"), "{e}");
        let v: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
        assert_eq!(v["pruned_summary"], SUMMARY);
        assert_eq!(v["counts"]["kept_on_error"], 3, "{v}");
    }
    // sjc bench cannot fall back: exit 3 with the same reason.
    let o = sjc(
        &["bench", "--synthetic", "--pairs", "2", "--model", TINY],
        Some("cuda"),
    );
    assert_eq!(o.status.code(), Some(3));
    assert!(err(&o).contains("no CUDA support"));
}

#[cfg(not(feature = "metal"))]
#[test]
fn metal_on_a_build_without_metal_keeps_every_entry() {
    let dir = tempfile::tempdir().unwrap();
    let rec = record(dir.path());
    let o = sjc(
        &[
            "prune", "--input", &rec, "--model", TINY, "--device", "metal",
        ],
        None,
    );
    let e = err(&o);
    assert_eq!(o.status.code(), Some(3), "{e}");
    assert_eq!(String::from_utf8(o.stdout).unwrap(), SUMMARY);
    assert!(
        e.contains("metal:0") && e.contains("no Metal support"),
        "{e}"
    );
}

#[test]
fn flag_cpu_wins_over_variable_and_auto_runs() {
    let dir = tempfile::tempdir().unwrap();
    let rec = record(dir.path());
    for (args, env) in [
        (vec!["--device", "cpu"], Some("cuda:3")),
        (vec![], Some("CPU")),
        (vec!["--device", "auto"], None),
    ] {
        let mut a = vec![
            "prune", "--input", &rec, "--model", TINY, "--format", "json",
        ];
        a.extend(args.iter().copied());
        let o = sjc(&a, env);
        let e = err(&o);
        let code = o.status.code().unwrap();
        assert!(code == 0 || code == 4, "{a:?} {env:?}: exit {code}: {e}");
        let v: Value = serde_json::from_slice(&o.stdout).expect("json report");
        assert_eq!(v["counts"]["kept_on_error"], 0, "{v}");
        // On a machine without a GPU (and always in a CPU build) auto means the CPU.
        if !cfg!(any(feature = "cuda", feature = "metal")) {
            assert_eq!(v["judge"]["device"], "cpu", "{}", v["judge"]);
        }
    }
}

#[test]
fn bad_device_values_are_bad_input() {
    let dir = tempfile::tempdir().unwrap();
    let rec = record(dir.path());
    let o = sjc(&["prune", "--input", &rec, "--model", TINY], Some("tpu"));
    let e = err(&o);
    assert_eq!(o.status.code(), Some(2), "{e}");
    assert!(e.contains("SJC_DEVICE") && e.contains("tpu"), "{e}");
    assert!(o.stdout.is_empty());
    for bad in ["cuda:x", "cuda:-1", "gpu0"] {
        let o = sjc(
            &["prune", "--input", &rec, "--model", TINY, "--device", bad],
            None,
        );
        let e = err(&o);
        assert_eq!(o.status.code(), Some(2), "{bad}: {e}");
        assert!(e.contains("--device") && e.contains(bad), "{e}");
    }
}
