//! The sniffers of OpenAI Chat, OpenAI Responses, Anthropic Messages and our own record do
//! not misfire on each other's documents, and detection names the formats it tried.

use super::*;

const CHAT: &str = r#"[{"role": "system", "content": "You are terse"},
  {"role": "user", "content": [{"type": "text", "text": "List files"}, {"type": "image_url", "image_url": {"url": "data:x"}}]},
  {"role": "assistant", "content": null, "tool_calls": [{"id": "c1", "type": "function", "function": {"name": "ls", "arguments": "{}"}}]},
  {"role": "tool", "tool_call_id": "c1", "content": "a.txt"}]"#;
const CHAT_OBJECT: &str = r#"{"model": "gpt-4o", "messages": [{"role": "user", "content": "hi"}]}"#;
const ANTHROPIC: &str = r#"[{"role": "user", "content": "List files"},
  {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "ls", "input": {}}]},
  {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "a.txt"}]}]"#;
const ANTHROPIC_SYSTEM: &str =
    r#"{"system": "Be brief", "messages": [{"role": "user", "content": "hi"}]}"#;
const ANTHROPIC_IMAGE: &str = r#"[{"role": "user", "content": [{"type": "image", "source": {"type": "url", "url": "https://x/y.png"}}, {"type": "text", "text": "what is this"}]}]"#;
const RESPONSES: &str = r#"[{"role": "user", "content": "List files"},
  {"type": "function_call", "call_id": "c1", "name": "ls", "arguments": "{}"},
  {"type": "function_call_output", "call_id": "c1", "output": "a.txt"}]"#;
const RESPONSES_MESSAGES: &str =
    r#"[{"type": "message", "role": "user", "content": [{"type": "input_text", "text": "hi"}]}]"#;
const RESPONSES_OUTPUT: &str = r#"{"id": "resp_1", "object": "response", "output": [{"type": "reasoning", "id": "rs_1", "summary": []}, {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "hello"}]}]}"#;
const RESPONSES_JSONL: &str = "{\"type\": \"function_call\", \"call_id\": \"c1\", \"name\": \"ls\", \"arguments\": \"{}\"}\n{\"type\": \"function_call_output\", \"call_id\": \"c1\", \"output\": \"a.txt\"}\n";
const RECORD: &str = r#"{"messages": [{"role": "user", "content": "hi"}], "summary": "- said hi"}"#;
/// Other harnesses' JSONL events: none of these four formats.
const PI_LIKE: &str = "{\"type\": \"session\", \"id\": \"s1\"}\n{\"type\": \"message\", \"message\": {\"role\": \"user\", \"content\": \"hi\"}}\n";
const CLAUDE_CODE_LIKE: &str = "{\"type\": \"user\", \"uuid\": \"u1\", \"message\": {\"role\": \"user\", \"content\": \"hi\"}}\n";

const MINE: [TranscriptFormat; 4] = [
    TranscriptFormat::Record,
    TranscriptFormat::OpenaiChat,
    TranscriptFormat::OpenaiResponses,
    TranscriptFormat::AnthropicMessages,
];

fn sniffed(text: &str) -> Vec<TranscriptFormat> {
    MINE.into_iter().filter(|f| f.sniff(text)).collect()
}

#[test]
fn exactly_one_sniffer_fires() {
    use TranscriptFormat::*;
    for (doc, want) in [
        (CHAT, OpenaiChat),
        (CHAT_OBJECT, OpenaiChat),
        (ANTHROPIC, AnthropicMessages),
        (ANTHROPIC_SYSTEM, AnthropicMessages),
        (ANTHROPIC_IMAGE, AnthropicMessages),
        (RESPONSES, OpenaiResponses),
        (RESPONSES_MESSAGES, OpenaiResponses),
        (RESPONSES_OUTPUT, OpenaiResponses),
        (RESPONSES_JSONL, OpenaiResponses),
        (RECORD, Record),
    ] {
        assert_eq!(sniffed(doc), vec![want], "{doc}");
        assert_eq!(detect(doc, "f").unwrap(), want, "{doc}");
        let t = read(doc.as_bytes().to_vec(), "f", None).unwrap();
        assert_eq!(t.format, Some(want));
    }
    for doc in [
        PI_LIKE,
        CLAUDE_CODE_LIKE,
        "[]",
        "{}",
        "plain text",
        "[1, 2]",
    ] {
        assert!(sniffed(doc).is_empty(), "{doc}: {:?}", sniffed(doc));
    }
}

#[test]
fn detection_failure_names_the_formats_tried() {
    let e = read(b"[1, 2]".to_vec(), "session.json", None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("session.json"), "{e}");
    for f in TranscriptFormat::ALL {
        assert!(e.contains(f.name()), "{e}");
    }
    assert!(e.contains("--transcript-format"), "{e}");
}

#[test]
fn a_forced_format_reports_the_field_at_fault() {
    let e = read(
        br#"[{"role": "robot", "content": "x"}]"#.to_vec(),
        "s.json",
        Some(TranscriptFormat::AnthropicMessages),
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("s.json") && e.contains("anthropic-messages") && e.contains("messages[0].role"),
        "{e}"
    );
}

#[test]
fn message_indices_are_those_of_the_file_after_a_cut() {
    let t = read(CHAT.as_bytes().to_vec(), "f", None).unwrap();
    let t = Transcript {
        compactions: vec![
            Compaction {
                at: 2,
                summary: Some("- listed".into()),
                line: None,
            },
            Compaction {
                at: 4,
                summary: Some("- listed again".into()),
                line: None,
            },
        ],
        ..t
    };
    let rec = t.to_record(None, Selection::Latest).unwrap();
    assert_eq!(rec.message_offset, 2);
    assert_eq!(rec.summary, "- listed again");
    assert_eq!(rec.previous_summary.as_deref(), Some("- listed"));
    let sources = crate::evidence::collect(&rec, &Default::default());
    let idx: Vec<Option<usize>> = sources.iter().map(|s| s.origin.message_index).collect();
    assert_eq!(idx, [Some(2), Some(3), None]);
    assert_eq!(t.info(Selection::Latest).evidence_from, 2);
    assert_eq!(t.info(Selection::Latest).skipped["image_url"], 1);
}

#[test]
fn detection_failure_says_where_the_syntax_breaks() {
    let e = read(
        b"{\"type\": \"reasoning\"}\n{\"type\": \"function_call\"\n".to_vec(),
        "s.jsonl",
        None,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("neither JSON nor JSONL: line 2"), "{e}");
    let e = read(b"[{\"role\": ".to_vec(), "s.json", None)
        .unwrap_err()
        .to_string();
    assert!(e.contains("not JSON"), "{e}");
    let e = read(b"[1]".to_vec(), "s.json", None)
        .unwrap_err()
        .to_string();
    assert!(!e.contains("not JSON"), "{e}");
}

/// A named format that the file plainly is not is refused, naming the format it is; a file in
/// which nothing is read as a message is refused rather than pruned against no evidence.
#[test]
fn wrong_named_format_is_an_error_not_an_empty_read() {
    let e = read(
        ANTHROPIC.as_bytes().to_vec(),
        "a.json",
        Some(TranscriptFormat::OpenaiChat),
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("a.json") && e.contains("anthropic-messages"),
        "{e}"
    );
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/formats");
    let files = [
        ("claude-code/session.jsonl", TranscriptFormat::Pi),
        ("codex-rollout/session.jsonl", TranscriptFormat::Pi),
        ("pi/session.jsonl", TranscriptFormat::ClaudeCode),
        ("claude-code/session.jsonl", TranscriptFormat::CodexRollout),
    ];
    for (file, wrong) in files {
        let bytes = std::fs::read(dir.join(file)).unwrap();
        let right = read(bytes.clone(), file, None).unwrap();
        assert!(!right.messages.is_empty());
        let e = read(bytes, file, Some(wrong)).unwrap_err().to_string();
        assert!(e.contains(file), "{file} as {wrong}: {e}");
    }
    // Named right, or named for a file no sniffer knows, it is read as asked.
    assert!(read(
        CHAT.as_bytes().to_vec(),
        "c.json",
        Some(TranscriptFormat::OpenaiChat)
    )
    .is_ok());
}

/// A Chat tool result without `name` takes the name of the call it answers.
#[test]
fn chat_tool_results_are_named_by_their_call() {
    let t = read(CHAT.as_bytes().to_vec(), "c.json", None).unwrap();
    let tool = t.messages.iter().find(|m| m.role == Role::Tool).unwrap();
    assert_eq!(tool.name.as_deref(), Some("ls"));
}

#[test]
fn a_continuation_message_is_no_task() {
    // Claude Code sends the previous summary as the first user message of a continued session;
    // the task is the first user message after it, and the summary is the previous summary
    let chat = r#"[{"role": "user", "content": "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:\nSummary:\n1. Pending Tasks:\n   - Do not push to main\n"},
      {"role": "user", "content": "Fix the flaky test"}]"#;
    let t = read(chat.as_bytes().to_vec(), "f", None).unwrap();
    assert_eq!(t.task_instruction().as_deref(), Some("Fix the flaky test"));
}

#[test]
fn a_broken_record_names_the_field_where_it_breaks() {
    // a new user's truncated record (session 47): `inspect` names the field as `prune` does
    let text = "{\"task\": \"x\", \"messages\": [{\"role\": \"user\", \"content\": \"hi\"},\n{\"role\": \"tool\", \"content\": \"abc";
    let err = detect(text, "trunc.json").unwrap_err().to_string();
    assert!(err.contains("not JSON: messages[1].content: "), "{err}");
    // a file that breaks before any field says where, as before
    let err = detect("{,}", "bad.json").unwrap_err().to_string();
    assert!(err.contains("not JSON: key must be a string"), "{err}");
    // valid JSON with a `summary` that no format reads: where it breaks as a record (session 48)
    let err = detect(r#"{"messages": "hello", "summary": "- x"}"#, "m.json")
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("as a compaction record: messages: invalid type"),
        "{err}"
    );
}
