//! What the summarizer gets: the replaced messages as text, with every long tool result cut
//! to its head and tail around an explicit omission marker, the previous summary to update,
//! and the template with the prompt rules ([`super::template`]).

use serde::{Deserialize, Serialize};

use super::template::{system_prompt, Template};
use crate::record::{Message, Role};

/// The marker's text after the count: `[sjc: N characters omitted; an omission is not absence]`.
pub const OMISSION: &str = "characters omitted; an omission is not absence";

/// A tool call's arguments as text: a JSON string as itself, any other value as JSON.
pub fn arguments_text(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// `text` cut to at most `max_chars` characters plus the marker line: the head (about half,
/// ending at a line break when one falls in its second half) and the tail (the rest, starting
/// after a line break when one falls in its first half). Returns the text and the number of
/// characters omitted (0 when the text is short enough and returned whole).
pub fn head_tail(text: &str, max_chars: usize) -> (String, usize) {
    let total = text.chars().count();
    if total <= max_chars {
        return (text.to_string(), 0);
    }
    let byte_at = |ci: usize| text.char_indices().nth(ci).map_or(text.len(), |(b, _)| b);
    let head_chars = max_chars / 2;
    let tail_chars = max_chars - head_chars;
    let mut head_end = byte_at(head_chars);
    if let Some(nl) = text[..head_end].rfind('\n') {
        if nl >= byte_at(head_chars / 2) {
            head_end = nl + 1;
        }
    }
    let tail_start_nominal = byte_at(total - tail_chars);
    let mut tail_start = tail_start_nominal;
    let half = byte_at(total - tail_chars / 2);
    if let Some(nl) = text[tail_start_nominal..half].find('\n') {
        tail_start = tail_start_nominal + nl + 1;
    }
    let omitted = text[head_end..tail_start].chars().count();
    let head = &text[..head_end];
    let sep = if head.ends_with('\n') { "" } else { "\n" };
    (
        format!(
            "{head}{sep}[sjc: {omitted} {OMISSION}]\n{}",
            &text[tail_start..]
        ),
        omitted,
    )
}

/// A tool result that was shortened.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Omission {
    /// Index of the message in the transcript.
    pub message: usize,
    /// Characters in the full result.
    pub chars: usize,
    /// Characters left out.
    pub omitted: usize,
}

/// One chat message of the summarizer request (OpenAI Chat shape).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMessage {
    /// `system` or `user`.
    pub role: String,
    /// The text.
    pub content: String,
}

/// The summarizer request: send `messages` to the model as they are.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SummarizerRequest {
    /// The template asked for.
    pub template: Template,
    /// Cap on the summary, in tokens (also stated in the prompt).
    pub cap_tokens: usize,
    /// System prompt (rules and template) and one user message (previous summary and the
    /// replaced conversation).
    pub messages: Vec<ChatMessage>,
    /// Tool results shortened for the summarizer.
    pub omissions: Vec<Omission>,
}

/// Options of the summarizer input.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct InputOptions {
    /// Tool results longer than this many characters are cut to head and tail (default 4000).
    pub tool_result_chars: usize,
    /// The template.
    pub template: Template,
    /// The summary cap, in tokens.
    pub cap_tokens: usize,
}

fn render_message(i: usize, m: &Message, max: usize, omissions: &mut Vec<Omission>) -> String {
    let mut out = String::new();
    let text = m.text();
    match m.role {
        Role::Tool | Role::Function => {
            let name = m.name.as_deref().unwrap_or("tool");
            let id = m.tool_call_id.as_deref().unwrap_or("-");
            let (t, omitted) = head_tail(&text, max);
            if omitted > 0 {
                omissions.push(Omission {
                    message: i,
                    chars: text.chars().count(),
                    omitted,
                });
            }
            out.push_str(&format!("[tool result {name} id={id}]\n{t}\n"));
        }
        role => {
            out.push_str(&format!("[{role}]\n"));
            if text.trim().is_empty() {
                if super::cut::is_image_only_user(m) {
                    out.push_str("(no text: an image or other non-text content, not shown)\n");
                }
            } else {
                out.push_str(&text);
                out.push('\n');
            }
            for c in &m.tool_calls {
                let (args, _) = head_tail(&arguments_text(&c.function.arguments), max);
                out.push_str(&format!(
                    "[tool call {} id={}] {args}\n",
                    c.function.name,
                    c.id.as_deref().unwrap_or("-")
                ));
            }
        }
    }
    out
}

/// The request for the messages `messages[range]` (system and developer messages are left
/// out: they stay in the context), with `task` and the previous summary.
pub fn request(
    messages: &[Message],
    range: std::ops::Range<usize>,
    task: Option<&str>,
    previous_summary: Option<&str>,
    opts: InputOptions,
) -> SummarizerRequest {
    let mut omissions = Vec::new();
    let mut user = String::new();
    if let Some(t) = task {
        user.push_str(&format!("<task>\n{t}\n</task>\n\n"));
    }
    match previous_summary {
        Some(p) => user.push_str(&format!(
            "<previous-summary>\n{p}\n</previous-summary>\n\nUpdate the previous summary with the conversation below.\n\n"
        )),
        None => user.push_str("There is no previous summary: write a new one.\n\n"),
    }
    user.push_str("<conversation>\n");
    for i in range {
        let m = &messages[i];
        if matches!(m.role, Role::System | Role::Developer) {
            continue;
        }
        user.push_str(&render_message(
            i,
            m,
            opts.tool_result_chars,
            &mut omissions,
        ));
        user.push('\n');
    }
    user.push_str("</conversation>\n");
    SummarizerRequest {
        template: opts.template,
        cap_tokens: opts.cap_tokens,
        messages: vec![
            ChatMessage {
                role: "system".into(),
                content: system_prompt(opts.template, opts.cap_tokens),
            },
            ChatMessage {
                role: "user".into(),
                content: user,
            },
        ],
        omissions,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn short_text_is_whole_and_long_text_keeps_both_ends() {
        assert_eq!(head_tail("abc", 10), ("abc".to_string(), 0));
        let text: String = (0..1000).map(|i| format!("line {i}\n")).collect();
        let (t, omitted) = head_tail(&text, 200);
        assert!(
            t.starts_with("line 0\n") && t.ends_with("line 999\n"),
            "{t}"
        );
        assert!(t.contains(&format!("[sjc: {omitted} {OMISSION}]")));
        let kept = t.lines().filter(|l| l.starts_with("line ")).count();
        // every shown line is whole, and the counts add up
        assert_eq!(
            text.chars().count(),
            omitted
                + t.lines()
                    .filter(|l| l.starts_with("line "))
                    .map(|l| l.len() + 1)
                    .sum::<usize>()
        );
        assert!(kept > 10);
        // multi-byte text without line breaks never splits a character
        let cjk = "日本語".repeat(500);
        let (t, omitted) = head_tail(&cjk, 100);
        assert!(omitted > 0 && t.chars().count() < 200);
    }
}
