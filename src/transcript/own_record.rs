//! sjc's own compaction record (`{"summary", "messages", "previous_summary", "task"}`), read
//! as a transcript so that every command that takes `--transcript` takes it too.

use super::{Transcript, TranscriptError};
use crate::record::Record;

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

pub(super) fn read(text: &str) -> Result<Transcript, TranscriptError> {
    let rec = Record::from_json_bytes(text.as_bytes().to_vec(), "record")?;
    Ok(Transcript {
        format: None,
        messages: rec.messages,
        task: rec.task,
        compactions: Vec::new(),
        summary: Some(rec.summary),
        previous_summary: rec.previous_summary,
        skipped: Vec::new(),
    })
}
