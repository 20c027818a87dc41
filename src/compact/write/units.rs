//! Shared pieces of the writers: the byte spans of a JSON list inside its document, the
//! mapping from message indices to the input's own units (list items or JSONL lines) found
//! with the format's own reader, and deterministic ids.

use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::HashMap;

use super::WriteError;
use crate::transcript::{self, TranscriptFormat};

pub(super) fn shape(format: TranscriptFormat, message: impl Into<String>) -> WriteError {
    WriteError::Shape {
        format,
        message: message.into(),
    }
}

/// Byte offset of `inner` (a slice of `outer`) in `outer`.
fn offset(outer: &str, inner: &str) -> usize {
    inner.as_ptr() as usize - outer.as_ptr() as usize
}

/// A JSON list of items inside its document: the list's span (brackets included) and each
/// item's span, all byte offsets into the document text.
pub(super) struct JsonList<'a> {
    pub text: &'a str,
    pub span: (usize, usize),
    pub items: Vec<(usize, usize)>,
}

impl<'a> JsonList<'a> {
    /// The list of a document that is a JSON array, or an object holding one under the first
    /// of `keys` present.
    pub fn locate(
        format: TranscriptFormat,
        text: &'a str,
        keys: &[&str],
    ) -> Result<JsonList<'a>, WriteError> {
        let body = text.trim_start_matches('\u{feff}');
        let list: &RawValue = match body.trim_start().as_bytes().first() {
            Some(b'[') => serde_json::from_str(body).map_err(|e| shape(format, e.to_string()))?,
            Some(b'{') => {
                let o: HashMap<String, &RawValue> =
                    serde_json::from_str(body).map_err(|e| shape(format, e.to_string()))?;
                keys.iter()
                    .find_map(|k| o.get(*k).copied())
                    .filter(|r| r.get().starts_with('['))
                    .ok_or_else(|| {
                        shape(
                            format,
                            format!("expected an array or an object with one of {keys:?}"),
                        )
                    })?
            }
            _ => return Err(shape(format, "expected a JSON array or object")),
        };
        let items: Vec<&RawValue> =
            serde_json::from_str(list.get()).map_err(|e| shape(format, e.to_string()))?;
        let start = offset(text, list.get());
        Ok(JsonList {
            text,
            span: (start, start + list.get().len()),
            items: items
                .iter()
                .map(|r| {
                    let s = offset(text, r.get());
                    (s, s + r.get().len())
                })
                .collect(),
        })
    }

    /// Item `i`'s text, as the input has it.
    pub fn item(&self, i: usize) -> &'a str {
        &self.text[self.items[i].0..self.items[i].1]
    }

    /// The document with the list replaced by `items`, laid out as the input's list was
    /// (its leading, separating and trailing whitespace); everything else byte for byte.
    pub fn with_items(&self, items: &[String]) -> String {
        let t = self.text;
        let (lead, sep, trail) = match self.items.len() {
            0 => ("", ",".to_string(), ""),
            n => {
                let lead = &t[self.span.0 + 1..self.items[0].0];
                let sep = if n > 1 {
                    t[self.items[0].1..self.items[1].0].to_string()
                } else {
                    format!(",{lead}")
                };
                (lead, sep, &t[self.items[n - 1].1..self.span.1 - 1])
            }
        };
        let mut out = String::with_capacity(t.len());
        out.push_str(&t[..self.span.0]);
        out.push('[');
        if !items.is_empty() {
            out.push_str(lead);
            out.push_str(&items.join(&sep));
            out.push_str(trail);
        }
        out.push(']');
        out.push_str(&t[self.span.1..]);
        out
    }
}

/// Counts the messages the format's reader finds in the first `k` units of a document, and
/// maps message indices to units: unit `u` holds the start of message `i` when the units
/// before `u` hold `i` messages and units up to `u` hold more.
pub(super) struct Units<F: Fn(usize) -> String> {
    pub format: TranscriptFormat,
    pub n: usize,
    pub build: F,
}

impl<F: Fn(usize) -> String> Units<F> {
    /// Messages read from the first `k` units (0 when the reader finds none or refuses).
    pub fn count(&self, k: usize) -> Result<usize, WriteError> {
        let doc = (self.build)(k);
        match transcript::read(doc.into_bytes(), "prefix", Some(self.format)) {
            Ok(t) => Ok(t.messages.len()),
            Err(_) if k == 0 => Ok(0),
            Err(e) => Err(shape(
                self.format,
                format!("its first {k} items do not read: {e}"),
            )),
        }
    }

    /// The unit where message `i` starts; an error when that unit also holds an earlier
    /// message (the history would split it).
    pub fn start_of(&self, i: usize) -> Result<usize, WriteError> {
        // smallest k with count(k + 1) > i
        let (mut lo, mut hi) = (0usize, self.n);
        if self.count(self.n)? <= i {
            return Err(shape(
                self.format,
                format!("message {i} is past the end of the file"),
            ));
        }
        while lo < hi {
            let mid = (lo + hi) / 2;
            if self.count(mid + 1)? > i {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        if self.count(lo)? != i {
            return Err(shape(
                self.format,
                format!("message {i} shares item {} with an earlier message, so the history cannot be cut there", lo + 1),
            ));
        }
        Ok(lo)
    }
}

/// FNV-1a over `parts`, for deterministic new ids.
pub(super) fn hash(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for p in parts {
        for &b in p.as_bytes().iter().chain([0xffu8].iter()) {
            h ^= b as u64;
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

/// A UUID-shaped id (version 4 layout) derived from `parts`.
pub(super) fn uuid(parts: &[&str]) -> String {
    let a = hash(parts);
    let b = hash(&[parts.join("\u{1}").as_str(), "second half"]);
    format!(
        "{:08x}-{:04x}-4{:03x}-8{:03x}-{:012x}",
        a >> 32,
        (a >> 16) & 0xffff,
        a & 0xfff,
        (b >> 48) & 0xfff,
        b & 0xffff_ffff_ffff
    )
}

/// The non-empty lines of a JSONL text, parsed, with their text.
pub(super) fn jsonl(
    format: TranscriptFormat,
    text: &str,
) -> Result<Vec<(String, Value)>, WriteError> {
    text.trim_start_matches('\u{feff}')
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| {
            serde_json::from_str(l)
                .map(|v| (l.to_string(), v))
                .map_err(|e| shape(format, format!("line {}: {e}", i + 1)))
        })
        .collect()
}

/// Units over JSONL lines: the first `k` lines joined.
pub(super) fn line_units(
    format: TranscriptFormat,
    lines: &[(String, Value)],
) -> Units<impl Fn(usize) -> String + '_> {
    Units {
        format,
        n: lines.len(),
        build: move |k| {
            lines[..k]
                .iter()
                .map(|(l, _)| l.as_str())
                .collect::<Vec<_>>()
                .join("\n")
        },
    }
}

/// The last `timestamp` string among the lines (new events reuse it: no clock is read).
pub(super) fn last_timestamp(lines: &[(String, Value)]) -> Option<String> {
    lines
        .iter()
        .rev()
        .find_map(|(_, v)| v.get("timestamp").and_then(Value::as_str))
        .map(str::to_string)
}

/// `text` followed by `lines`, one per line, ending with a line break.
pub(super) fn append_lines(text: &str, lines: &[String]) -> String {
    let mut out = text.to_string();
    if !out.is_empty() && !out.ends_with('\n') {
        out.push('\n');
    }
    for l in lines {
        out.push_str(l);
        out.push('\n');
    }
    out
}

/// Replaces the string value of `"key":"old"` in a compact JSON line by `new`, checking that
/// the line still parses and now holds it.
pub(super) fn replace_str_field(
    format: TranscriptFormat,
    line: &str,
    key: &str,
    old: Option<&str>,
    new: Option<&str>,
) -> Result<String, WriteError> {
    let enc = |v: Option<&str>| match v {
        Some(s) => serde_json::to_string(s).expect("a string serializes"),
        None => "null".to_string(),
    };
    let from = format!("\"{key}\":{}", enc(old));
    let to = format!("\"{key}\":{}", enc(new));
    if line.matches(&from).count() != 1 {
        return Err(shape(
            format,
            format!("cannot find one {from} in a line to copy"),
        ));
    }
    let out = line.replacen(&from, &to, 1);
    let v: Value = serde_json::from_str(&out).map_err(|e| shape(format, e.to_string()))?;
    if v.get(key).and_then(Value::as_str) != new {
        return Err(shape(
            format,
            format!("{key} of a copied line is not at its top level"),
        ));
    }
    Ok(out)
}
