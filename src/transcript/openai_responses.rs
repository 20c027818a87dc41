//! OpenAI Responses API items, as a JSON array of items, a request or response object
//! (`{"input": [...]}` / `{"output": [...]}`, both read in that order), or JSONL with one item
//! per line (each message records its 1-based `line`).
//!
//! Items are mapped to our Chat-shaped [`Message`]s:
//! - `message` (and the short `{"role", "content"}` input form): a message of that role, its
//!   content parts (`input_text`, `output_text`, `refusal`, ...) as text, images and files
//!   skipped and counted;
//! - a call (`function_call` {`call_id`, `name`, `arguments`}, `custom_tool_call` {`input`},
//!   `local_shell_call` / `shell_call` / `computer_call` / `web_search_call` {`action`},
//!   `apply_patch_call` {`operation`}, `file_search_call` {`queries`},
//!   `code_interpreter_call` {`code`}, `mcp_call` {`name`, `arguments`}): one assistant
//!   message with that one tool call (its line is exact);
//! - an output (`function_call_output`, `custom_tool_call_output`, `local_shell_call_output`,
//!   `shell_call_output`, `apply_patch_call_output`, `computer_call_output`), and the results
//!   carried inside a call item (`mcp_call.output`/`error`, `file_search_call.results`,
//!   `code_interpreter_call.outputs`): a `tool` message with the `tool_call_id` and the
//!   `name` of its call; the output of any JSON shape is text ([`content::tool_text`]: a
//!   string holding a JSON object, as `local_shell_call_output` documents, is read as rows);
//! - `reasoning`, `compaction` (encrypted), `image_generation_call`, `item_reference`,
//!   `mcp_list_tools`, approval items and unknown item types: skipped and counted;
//! - the request's `instructions`: skipped (system prompt, never evidence).
//!
//! Source: OpenAI API reference, "Responses" (`POST /v1/responses`: `input` item list,
//! `instructions`; the response object's `output`), and the item types of the OpenAPI
//! document as the generated clients print them (e.g. docs.rs `openai-client-base`,
//! `LocalShellToolCallOutput`: `id` is the call's id; `FunctionShellCallOutputContent`:
//! `stdout`, `stderr`, `outcome`).

use super::{content, Skipped, Transcript, TranscriptError, TranscriptFormat};
use crate::record::{Content, FunctionCall, Message, Role, ToolCall};
use serde_json::{Map, Value};

/// Item types of the Responses API that this reader knows (read or skipped on purpose).
const ITEM_TYPES: &[&str] = &[
    "message",
    "function_call",
    "function_call_output",
    "custom_tool_call",
    "custom_tool_call_output",
    "local_shell_call",
    "local_shell_call_output",
    "shell_call",
    "shell_call_output",
    "apply_patch_call",
    "apply_patch_call_output",
    "computer_call",
    "computer_call_output",
    "web_search_call",
    "file_search_call",
    "code_interpreter_call",
    "image_generation_call",
    "mcp_call",
    "mcp_list_tools",
    "mcp_approval_request",
    "mcp_approval_response",
    "reasoning",
    "compaction",
    "item_reference",
];

/// A call item: (type, tool name when the item has no `name`, field holding the arguments).
const CALLS: &[(&str, &str, &str)] = &[
    ("function_call", "function", "arguments"),
    ("custom_tool_call", "custom_tool", "input"),
    ("mcp_call", "mcp", "arguments"),
    ("local_shell_call", "local_shell", "action"),
    ("shell_call", "shell", "action"),
    ("computer_call", "computer", "action"),
    ("web_search_call", "web_search", "action"),
    ("apply_patch_call", "apply_patch", "operation"),
    ("file_search_call", "file_search", "queries"),
    ("code_interpreter_call", "code_interpreter", "code"),
];

/// Results carried inside a call item: (type, field).
const INLINE_OUTPUTS: &[(&str, &str)] = &[
    ("mcp_call", "output"),
    ("mcp_call", "error"),
    ("file_search_call", "results"),
    ("code_interpreter_call", "outputs"),
];

const OUTPUTS: &[&str] = &[
    "function_call_output",
    "custom_tool_call_output",
    "local_shell_call_output",
    "shell_call_output",
    "apply_patch_call_output",
    "computer_call_output",
];

/// One item and its 1-based line (JSONL only).
type Item = (Value, Option<usize>);

/// The items of the document, or why it is not a Responses document (`(at, message)`).
fn items(text: &str) -> Result<(Vec<Item>, Option<Value>), (String, String)> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Array(a)) => Ok((a.into_iter().map(|v| (v, None)).collect(), None)),
        Ok(Value::Object(o)) if o.contains_key("type") => {
            Ok((vec![(Value::Object(o), Some(1))], None))
        }
        Ok(Value::Object(mut o)) if !o.contains_key("summary") => {
            let mut out = Vec::new();
            for key in ["input", "output"] {
                match o.remove(key) {
                    Some(Value::Array(a)) => out.extend(a.into_iter().map(|v| (v, None))),
                    Some(Value::String(s)) if key == "input" => {
                        out.push((serde_json::json!({"role": "user", "content": s}), None))
                    }
                    Some(Value::Null) | None => {}
                    Some(_) => return Err((key.into(), "expected a list of items".into())),
                }
            }
            if out.is_empty() {
                return Err((
                    "(document)".into(),
                    "expected a list of items, {\"input\": [...]} or {\"output\": [...]}".into(),
                ));
            }
            Ok((out, o.remove("instructions")))
        }
        Ok(_) => Err((
            "(document)".into(),
            "expected a list of items, {\"input\": [...]}, {\"output\": [...]} or JSONL".into(),
        )),
        Err(whole) => {
            if !text.trim_start().starts_with('{') {
                return Err((format!("line {}", whole.line()), whole.to_string()));
            }
            let mut out = Vec::new();
            for (i, line) in text.lines().enumerate() {
                if line.trim().is_empty() {
                    continue;
                }
                let v: Value = serde_json::from_str(line)
                    .map_err(|e| (format!("line {}", i + 1), e.to_string()))?;
                out.push((v, Some(i + 1)));
            }
            Ok((out, None))
        }
    }
}

fn item_type(v: &Value) -> Option<&str> {
    v.get("type").and_then(Value::as_str)
}

/// A message item (typed or the short input form) with role and content at top level.
fn is_message(v: &Value) -> bool {
    matches!(item_type(v), Some("message") | None)
        && matches!(
            v.get("role").and_then(Value::as_str),
            Some("user" | "assistant" | "system" | "developer")
        )
        && v.get("content")
            .is_some_and(|c| c.is_string() || c.is_array())
}

/// Every item is a known Responses item (no other harness's event such as Pi's
/// `{"type": "message", "message": {...}}` or Claude Code's `{"type": "user", ...}`), no
/// Anthropic content block appears, and at least one item is unmistakably Responses: a typed
/// non-message item, a typed message, or a Responses content part (`input_text`,
/// `output_text`).
pub(super) fn sniff(text: &str) -> bool {
    let Ok((items, _)) = items(text) else {
        return false;
    };
    let known = |v: &Value| match item_type(v) {
        Some("message") | None => is_message(v),
        Some(t) => ITEM_TYPES.contains(&t),
    };
    !items.is_empty()
        && items.iter().all(|(v, _)| {
            v.is_object()
                && known(v)
                && v.get("tool_calls").is_none()
                && !content::part_types(v)
                    .into_iter()
                    .any(content::is_anthropic_block)
        })
        && items.iter().any(|(v, _)| {
            item_type(v).is_some()
                || content::part_types(v)
                    .into_iter()
                    .any(content::is_responses_part)
        })
}

fn str_field<'a>(o: &'a Map<String, Value>, key: &str) -> Option<&'a str> {
    o.get(key).and_then(Value::as_str)
}

fn message(role: Role, content: Option<String>, line: Option<usize>) -> Message {
    Message {
        role,
        content: content.map(Content::Text),
        tool_calls: vec![],
        tool_call_id: None,
        name: None,
        line,
    }
}

/// Reads every item (see the module documentation).
pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    let invalid = |at: String, message: String| TranscriptError::Invalid {
        what: String::new(),
        format: TranscriptFormat::OpenaiResponses,
        at,
        message,
    };
    let (items, instructions) = items(text).map_err(|(at, m)| invalid(at, m))?;
    let mut t = Transcript::default();
    if instructions.as_ref().is_some_and(|v| !v.is_null()) {
        t.skipped.push(Skipped::new("instructions", None, None));
    }
    for (i, (v, line)) in items.iter().enumerate() {
        let at = || match line {
            Some(l) => format!("line {l}"),
            None => format!("[{i}]"),
        };
        let Some(o) = v.as_object() else {
            return Err(invalid(at(), "expected an item object".into()));
        };
        let kind = str_field(o, "type").unwrap_or("message");
        let idx = t.messages.len();
        if kind == "message" {
            let role = match str_field(o, "role") {
                Some("user") => Role::User,
                Some("assistant") => Role::Assistant,
                Some("system") => Role::System,
                Some("developer") => Role::Developer,
                Some(r) => return Err(invalid(at(), format!("message: unknown role '{r}'"))),
                None => return Err(invalid(at(), "message: missing role".into())),
            };
            let mut kinds = Vec::new();
            let text = o
                .get("content")
                .map(|c| content::content_text(c, &mut kinds));
            t.skipped
                .extend(kinds.iter().map(|k| Skipped::new(k, Some(idx), *line)));
            t.messages.push(message(role, text, *line));
        } else if let Some(&(_, default_name, args_field)) =
            CALLS.iter().find(|(k, _, _)| *k == kind)
        {
            let call_id = str_field(o, "call_id")
                .or_else(|| str_field(o, "id"))
                .map(str::to_string);
            let name = match str_field(o, "name") {
                Some(n) => n.to_string(),
                None if matches!(kind, "function_call" | "custom_tool_call") => {
                    return Err(invalid(at(), format!("{kind}: missing name")))
                }
                None => default_name.to_string(),
            };
            let mut m = message(Role::Assistant, None, *line);
            m.tool_calls.push(ToolCall {
                id: call_id.clone(),
                kind: Some("function".into()),
                function: FunctionCall {
                    name: name.clone(),
                    arguments: o.get(args_field).cloned().unwrap_or(Value::Null),
                },
            });
            t.messages.push(m);
            for &(_, field) in INLINE_OUTPUTS.iter().filter(|(k, _)| *k == kind) {
                if let Some(out) = o.get(field).filter(|v| !v.is_null()) {
                    let idx = t.messages.len();
                    let mut kinds = Vec::new();
                    let text = content::tool_text(out, &mut kinds);
                    t.skipped
                        .extend(kinds.iter().map(|k| Skipped::new(k, Some(idx), *line)));
                    let mut m = message(Role::Tool, Some(text), *line);
                    m.tool_call_id = call_id.clone();
                    m.name = Some(name.clone());
                    t.messages.push(m);
                }
            }
        } else if OUTPUTS.contains(&kind) {
            let call_id = str_field(o, "call_id")
                .or_else(|| str_field(o, "id"))
                .map(str::to_string);
            let mut kinds = Vec::new();
            let text = content::tool_text(o.get("output").unwrap_or(&Value::Null), &mut kinds);
            t.skipped
                .extend(kinds.iter().map(|k| Skipped::new(k, Some(idx), *line)));
            let mut m = message(Role::Tool, Some(text), *line);
            m.tool_call_id = call_id;
            t.messages.push(m);
        } else if ITEM_TYPES.contains(&kind) {
            t.skipped.push(Skipped::new(kind, None, *line));
        } else {
            t.skipped.push(Skipped {
                kind: kind.to_string(),
                reason: "unknown item type".into(),
                message_index: None,
                line: *line,
            });
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::super::read_str;
    use super::*;

    const ITEMS: &str = r#"[
      {"type": "message", "role": "user", "content": [{"type": "input_text", "text": "Fix the flaky test"}, {"type": "input_image", "image_url": "data:image/png;base64,AAAA"}]},
      {"type": "reasoning", "id": "rs_1", "summary": [{"type": "summary_text", "text": "I should run it"}]},
      {"type": "function_call", "id": "fc_1", "call_id": "call_1", "name": "shell", "arguments": "{\"cmd\": \"pytest -x\"}"},
      {"type": "function_call_output", "call_id": "call_1", "output": "1 failed, 41 passed"},
      {"type": "custom_tool_call", "call_id": "call_2", "name": "apply_patch", "input": "*** Begin Patch"},
      {"type": "custom_tool_call_output", "call_id": "call_2", "output": [{"type": "input_text", "text": "Done"}]},
      {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Fixed.", "annotations": []}]}
    ]"#;

    #[test]
    fn items_become_chat_messages() {
        assert!(sniff(ITEMS));
        let t = read_str(ITEMS, TranscriptFormat::OpenaiResponses).unwrap();
        let roles: Vec<Role> = t.messages.iter().map(|m| m.role).collect();
        use Role::*;
        assert_eq!(roles, [User, Assistant, Tool, Assistant, Tool, Assistant]);
        assert_eq!(t.messages[0].text(), "Fix the flaky test");
        assert_eq!(t.messages[1].tool_calls[0].function.name, "shell");
        assert_eq!(t.messages[2].name.as_deref(), Some("shell"));
        assert_eq!(t.messages[2].tool_call_id.as_deref(), Some("call_1"));
        assert_eq!(t.messages[2].text(), "1 failed, 41 passed");
        assert_eq!(t.messages[4].name.as_deref(), Some("apply_patch"));
        assert_eq!(t.messages[4].text(), "Done");
        let kinds: Vec<&str> = t.skipped.iter().map(|s| s.kind.as_str()).collect();
        assert_eq!(kinds, ["input_image", "reasoning"]);
        assert_eq!(t.skipped[0].message_index, Some(0));
    }

    #[test]
    fn jsonl_keeps_lines_and_errors_name_them() {
        let jsonl = "{\"type\":\"function_call\",\"call_id\":\"c\",\"name\":\"ls\",\"arguments\":\"{}\"}\n\n{\"type\":\"function_call_output\",\"call_id\":\"c\",\"output\":{\"files\":3}}\n";
        assert!(sniff(jsonl));
        let t = read(jsonl).unwrap();
        assert_eq!(t.messages[0].line, Some(1));
        assert_eq!(t.messages[1].line, Some(3));
        assert_eq!(t.messages[1].text(), "files: 3");
        let e = read("{\"type\":\"function_call\",\"name\":\"ls\"}\n{oops\n")
            .unwrap_err()
            .to_string();
        assert!(e.contains("line 2"), "{e}");
        let e = read("[{\"type\":\"function_call\",\"call_id\":\"c\"}]")
            .unwrap_err()
            .to_string();
        assert!(e.contains("[0]") && e.contains("name"), "{e}");
    }

    #[test]
    fn request_and_response_objects() {
        let req = r#"{"model": "gpt-5", "instructions": "Be terse", "input": [
            {"role": "user", "content": "hi"},
            {"type": "local_shell_call", "call_id": "s1", "action": {"type": "exec", "command": ["ls"]}},
            {"type": "local_shell_call_output", "id": "s1", "output": "{\"output\": \"a.txt\"}"}],
            "output": [{"type": "mcp_call", "id": "m1", "name": "query", "server_label": "db", "arguments": "{}", "output": "[{\"id\": 1}]"}]}"#;
        assert!(sniff(req));
        let t = read_str(req, TranscriptFormat::OpenaiResponses).unwrap();
        assert_eq!(t.messages.len(), 5);
        assert_eq!(t.messages[2].name.as_deref(), Some("local_shell"));
        assert_eq!(t.messages[4].role, Role::Tool);
        assert_eq!(t.messages[4].name.as_deref(), Some("query"));
        assert_eq!(t.skipped[0].kind, "instructions");
    }
}
