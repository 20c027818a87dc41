//! sjc's own compaction record (`{"summary", "messages", "previous_summary", "task"}`), read
//! as a transcript so that every command that takes `--transcript` takes it too.

use super::{Skipped, Transcript, TranscriptError};
use crate::record::{Content, Record};

/// A JSON object with a `summary` or `messages` key whose messages carry `role`.
pub(super) fn sniff(text: &str) -> bool {
    let Ok(serde_json::Value::Object(o)) = serde_json::from_str::<serde_json::Value>(text) else {
        return false;
    };
    // Messages must carry `role`: a Gemini CLI session JSON also has `summary` and `messages`
    // (with `type`, not `role`).
    o.contains_key("summary")
        && o.get("messages").map_or(true, |m| {
            m.as_array()
                .is_some_and(|a| a.iter().all(|x| x.get("role").is_some()))
        })
}

/// Reads the record as [`Record::from_json_bytes`] does; typed content parts without text
/// (images, audio) are counted as skipped.
pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    let rec = Record::from_json_bytes(text.as_bytes().to_vec(), "record")?;
    let mut skipped = Vec::new();
    for (i, m) in rec.messages.iter().enumerate() {
        if let Some(Content::Parts(parts)) = &m.content {
            for p in parts {
                if let (Some(kind), None) = (&p.kind, &p.text) {
                    skipped.push(Skipped::new(kind, Some(i), None));
                }
            }
        }
    }
    Ok(Transcript {
        format: None,
        messages: rec.messages,
        task: rec.task,
        compactions: Vec::new(),
        summary: Some(rec.summary),
        previous_summary: rec.previous_summary,
        skipped,
    })
}
