//! Token counts for plan blocks: the model's own `tokenizer.json` when given, or a stated
//! estimator.
//!
//! The estimator is `ceil(UTF-8 bytes / 4)` per text (the common rule of thumb for English
//! and code with BPE vocabularies; it over-counts little for ASCII and under-counts CJK
//! text, whose characters take 3 bytes and often one token each), plus
//! [`MESSAGE_OVERHEAD`] tokens per message for the role and framing the chat template adds.
//! With a tokenizer the text count is the number of ids it gives without special tokens,
//! truncation or padding, plus the same per-message overhead.

use std::path::Path;

use crate::record::{Content, Message};

/// Tokens added per message for its role and chat-template framing (both counters).
pub const MESSAGE_OVERHEAD: usize = 4;

/// Errors from loading a tokenizer.
#[derive(Debug, thiserror::Error)]
pub enum TokenizerError {
    /// The file could not be read or is not a `tokenizer.json`.
    #[error("--tokenizer {path}: {message}")]
    Load {
        /// The file.
        path: String,
        /// What the tokenizers crate said.
        message: String,
    },
}

/// Counts tokens in texts and messages.
pub enum TokenCounter {
    /// `ceil(bytes / 4)` per text.
    Estimate,
    /// A Hugging Face `tokenizer.json` (truncation and padding turned off).
    Tokenizer {
        /// The loaded tokenizer.
        tokenizer: Box<tokenizers::Tokenizer>,
        /// The file it came from.
        path: String,
    },
}

impl TokenCounter {
    /// The estimator, or the tokenizer at `path`.
    ///
    /// # Errors
    /// [`TokenizerError::Load`] naming the file.
    pub fn new(path: Option<&Path>) -> Result<TokenCounter, TokenizerError> {
        let Some(p) = path else {
            return Ok(TokenCounter::Estimate);
        };
        let err = |message: String| TokenizerError::Load {
            path: p.display().to_string(),
            message,
        };
        let mut t = tokenizers::Tokenizer::from_file(p).map_err(|e| err(e.to_string()))?;
        t.with_truncation(None).map_err(|e| err(e.to_string()))?;
        t.with_padding(None);
        Ok(TokenCounter::Tokenizer {
            tokenizer: Box::new(t),
            path: p.display().to_string(),
        })
    }

    /// How counts are made, for the plan: `estimate: ceil(utf8_bytes/4) + 4 per message` or
    /// `tokenizer: PATH + 4 per message`.
    pub fn describe(&self) -> String {
        match self {
            TokenCounter::Estimate => {
                format!("estimate: ceil(utf8_bytes/4) per text + {MESSAGE_OVERHEAD} per message")
            }
            TokenCounter::Tokenizer { path, .. } => {
                format!("tokenizer: {path} + {MESSAGE_OVERHEAD} per message")
            }
        }
    }

    /// The tokenizer file, if one is used.
    pub fn tokenizer_path(&self) -> Option<&str> {
        match self {
            TokenCounter::Estimate => None,
            TokenCounter::Tokenizer { path, .. } => Some(path),
        }
    }

    /// Tokens in one text. A text the tokenizer fails on is estimated instead.
    pub fn text(&self, s: &str) -> usize {
        match self {
            TokenCounter::Estimate => s.len().div_ceil(4),
            TokenCounter::Tokenizer { tokenizer, .. } => tokenizer
                .encode(s, false)
                .map(|e| e.len())
                .unwrap_or_else(|_| s.len().div_ceil(4)),
        }
    }

    /// Tokens in one message: its text (text parts; images are not counted), each tool
    /// call's name, id and arguments, the tool name and call id of a result, plus
    /// [`MESSAGE_OVERHEAD`].
    pub fn message(&self, m: &Message) -> usize {
        let mut n = MESSAGE_OVERHEAD;
        if let Some(c) = &m.content {
            n += match c {
                Content::Text(s) => self.text(s),
                Content::Parts(_) => self.text(&c.text()),
            };
        }
        for call in &m.tool_calls {
            n += self.text(&call.function.name);
            n += call.id.as_deref().map_or(0, |i| self.text(i));
            n += self.text(&super::summarizer::arguments_text(&call.function.arguments));
        }
        n += m.tool_call_id.as_deref().map_or(0, |i| self.text(i));
        n += m.name.as_deref().map_or(0, |i| self.text(i));
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn estimator_rounds_up_bytes_over_four() {
        let c = TokenCounter::Estimate;
        assert_eq!(c.text(""), 0);
        assert_eq!(c.text("abcd"), 1);
        assert_eq!(c.text("abcde"), 2);
        assert_eq!(c.text("日本"), 2); // 6 bytes
    }

    #[test]
    fn tokenizer_counts_without_truncation() {
        let p = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/.minilm/tokenizer.json");
        if !p.exists() {
            return;
        }
        let c = TokenCounter::new(Some(&p)).unwrap();
        // the shipped file truncates at 128; a 600-word text must count past it
        let long = "word ".repeat(600);
        assert!(c.text(&long) >= 600, "{}", c.text(&long));
        assert!(c.describe().contains("tokenizer.json"));
        let e = TokenCounter::new(Some(Path::new("/nonexistent/tokenizer.json")))
            .err()
            .unwrap()
            .to_string();
        assert!(e.contains("/nonexistent/tokenizer.json"), "{e}");
    }
}
