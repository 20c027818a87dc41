//! The files a stretch of history wrote or edited, read from its tool calls, for the reminder
//! `apply` writes after the summary (a summary may lose a path; the reminder keeps them all).
//!
//! A call counts when its tool name contains `write`, `edit`, `create`, `patch`, `replace`,
//! `insert`, `delete`, `move` or `rename` (case-insensitive: `Write`, `Edit`, `MultiEdit`,
//! `str_replace_based_edit_tool`, `apply_patch`, `write_file`, `replace`) and, for tools that
//! also view (`str_replace_based_edit_tool`), its `command` is not `view`. Paths come from the
//! arguments' `file_path`, `path`, `filename`, `file`, `notebook_path`, `target_file`
//! fields, and from `*** Add File:` / `*** Update File:` / `*** Delete File:` /
//! `*** Move to:` lines of an apply_patch patch (Codex's patch format). Whether the call
//! succeeded is not checked: the reminder says so.

use crate::record::Message;

const WRITE_WORDS: [&str; 9] = [
    "write", "edit", "create", "patch", "replace", "insert", "delete", "move", "rename",
];
const PATH_KEYS: [&str; 6] = [
    "file_path",
    "path",
    "filename",
    "file",
    "notebook_path",
    "target_file",
];
const PATCH_HEADS: [&str; 4] = [
    "*** Add File:",
    "*** Update File:",
    "*** Delete File:",
    "*** Move to:",
];

fn patch_paths(text: &str, out: &mut Vec<String>) {
    for line in text.lines() {
        let l = line.trim();
        for h in PATCH_HEADS {
            if let Some(p) = l.strip_prefix(h) {
                let p = p.trim();
                if !p.is_empty() {
                    out.push(p.to_string());
                }
            }
        }
    }
}

/// Paths written or edited by the tool calls of `messages`, in first-seen order, each once.
pub fn changed(messages: &[Message]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for m in messages {
        for c in &m.tool_calls {
            let name = c.function.name.to_lowercase();
            if !WRITE_WORDS.iter().any(|w| name.contains(w)) {
                continue;
            }
            let args = match &c.function.arguments {
                serde_json::Value::String(s) => {
                    serde_json::from_str(s).unwrap_or_else(|_| serde_json::Value::String(s.clone()))
                }
                v => v.clone(),
            };
            let mut found = Vec::new();
            match &args {
                serde_json::Value::Object(o) => {
                    if o.get("command").and_then(|v| v.as_str()) == Some("view") {
                        continue;
                    }
                    for k in PATH_KEYS {
                        if let Some(p) = o.get(k).and_then(|v| v.as_str()) {
                            found.push(p.to_string());
                            break;
                        }
                    }
                    for v in o.values() {
                        if let Some(s) = v.as_str() {
                            patch_paths(s, &mut found);
                        }
                    }
                }
                serde_json::Value::String(s) => patch_paths(s, &mut found),
                _ => {}
            }
            for p in found {
                if !out.contains(&p) {
                    out.push(p);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{FunctionCall, Role, ToolCall};

    fn call(name: &str, args: serde_json::Value) -> Message {
        Message {
            role: Role::Assistant,
            content: None,
            tool_calls: vec![ToolCall {
                id: Some("x".into()),
                kind: None,
                function: FunctionCall {
                    name: name.into(),
                    arguments: args,
                },
            }],
            tool_call_id: None,
            name: None,
            line: None,
        }
    }

    #[test]
    fn finds_written_paths_not_read_ones() {
        let m = vec![
            call(
                "Write",
                serde_json::json!({"file_path": "src/a.rs", "content": "x"}),
            ),
            call("Read", serde_json::json!({"file_path": "src/read.rs"})),
            call(
                "str_replace_based_edit_tool",
                serde_json::json!({"command": "view", "path": "src/viewed.rs"}),
            ),
            call(
                "edit_file",
                serde_json::Value::String("{\"path\": \"src/b.rs\"}".into()),
            ),
            call(
                "apply_patch",
                serde_json::json!({"input": "*** Begin Patch\n*** Update File: src/c.rs\n@@\n*** Add File: docs/d.md\n*** End Patch"}),
            ),
            call("Write", serde_json::json!({"file_path": "src/a.rs"})),
        ];
        assert_eq!(
            changed(&m),
            vec!["src/a.rs", "src/b.rs", "src/c.rs", "docs/d.md"]
        );
    }
}
