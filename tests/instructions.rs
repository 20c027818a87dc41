//! The verifier sees each entry's section and the record's user turns, whatever spans retrieval
//! chose: `sjc prune --report` on a small record shows the `instruction_flip` and `open_task`
//! features of each entry (`src/verify/polarity.rs`, `src/verify/section.rs`). The assertions
//! are on the features, which do not depend on the judge's scores; the embedded judge runs.

use std::process::Command;

use serde_json::{json, Value};

/// The record: the user forbids retrying the push in a turn that shares few words with the
/// entry; `lift` adds a later turn that allows it again.
fn record(lift: bool) -> Value {
    let mut messages = vec![
        json!({"role": "user", "content": "Build the worker image and push it to the registry."}),
        json!({"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function",
            "function": {"name": "bash", "arguments": "{\"command\": \"docker push registry.example.net/data/worker:3.8.0\"}"}}]}),
        json!({"role": "tool", "tool_call_id": "c1", "content": "denied: unauthorized to access repository: data/worker, action: push"}),
        json!({"role": "user", "content": "That account is pull-only, so don't retry the push. I'll ask infra for a token."}),
    ];
    if lift {
        messages.push(json!({"role": "user", "content": "Infra gave us a token, go ahead and retry the push now."}));
    }
    json!({
        "messages": messages,
        "summary": "## Decisions\n- The push of registry.example.net/data/worker:3.8.0 was denied: unauthorized\n\n## Pending Tasks\n- Retry docker push for registry.example.net/data/worker:3.8.0\n"
    })
}

/// `(section, text, features)` of every entry of the report of `sjc prune` on `record`.
fn features_of(record: &Value) -> Vec<(String, String, Value)> {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("record.json");
    let report = dir.path().join("report.json");
    std::fs::write(&input, record.to_string()).unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_sjc"))
        .args(["prune", "--input", input.to_str().unwrap(), "--report"])
        .arg(&report)
        .env_remove("SJC_MODEL")
        .output()
        .unwrap();
    assert!(
        matches!(out.status.code(), Some(0 | 3 | 4)),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let r: Value = serde_json::from_slice(&std::fs::read(&report).unwrap()).unwrap();
    r["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["section"].as_str().unwrap().to_string(),
                e["text"].as_str().unwrap().to_string(),
                e["features"].clone(),
            )
        })
        .collect()
}

#[test]
fn a_forbidding_user_turn_and_the_section_reach_the_verifier() {
    let entries = features_of(&record(false));
    assert_eq!(entries.len(), 2, "{entries:?}");
    let (sec, text, f) = &entries[1];
    assert_eq!(sec, "Pending Tasks");
    assert!(text.starts_with("Retry docker push"), "{text}");
    assert_eq!(f["instruction_flip"], 1.0, "{f}");
    assert_eq!(f["open_task"], 1.0, "{f}");
    // The report of the denial is not an instruction flip, and Decisions is not open work.
    let (sec, _, f) = &entries[0];
    assert_eq!(sec, "Decisions");
    assert_eq!(f["instruction_flip"], 0.0, "{f}");
    assert_eq!(f["open_task"], 0.0, "{f}");
}

#[test]
fn a_later_user_turn_lifts_the_prohibition() {
    let entries = features_of(&record(true));
    let (_, text, f) = &entries[1];
    assert!(text.starts_with("Retry docker push"), "{text}");
    assert_eq!(f["instruction_flip"], 0.0, "{f}");
}
