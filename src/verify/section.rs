//! Open-task sections: the parts of a summary that list work not yet done ("Open TODOs",
//! "Pending Tasks", "Next Steps", "In Progress", Gemini's `current_plan`).
//!
//! Compressors write their own plans into these sections as if the user had asked for them,
//! and leave finished work there: in the project's 20 labelled agent sessions 7 of 50 such
//! entries are true against 148 of 210 elsewhere, and audits of compaction summaries find
//! about 68% of `Open TODOs` entries without a source (the project brief). The section is one feature of the hybrid layer
//! (`open_task`, [`super::HybridLayer`]), so its weight is fitted on labelled records, not
//! set by hand; a user who wants such entries kept whatever their score uses `--protect`.
//!
//! Pending *user asks* are not open tasks here: their content is the user's own words, which
//! the user turns support or refute.

/// How an entry marks its own state: a markdown checkbox (`- [x]`, `- [ ]`, which the parser
/// strips from the entry's text) or a tag or sign its text opens with (`[DONE]`, `[TODO]`,
/// `[IN PROGRESS]` as Gemini's `current_plan` writes them, `✅`, `Done:`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Mark {
    /// Marked finished: `[x]`, `[DONE]`, `✓`, `✔`, `✅`, `Done:`, `(done)`, `[completed]`.
    Done,
    /// Marked as work still to do: `[ ]`, `[TODO]`, `[IN PROGRESS]`, `[pending]`, `TODO:`.
    Open,
    /// Marked as a note that carries context, not work: `Note:`, `Note that`, `NB`,
    /// `Remember that`, `Keep in mind`, `FYI`, `Reminder:` ("Note that Bravia's cap excludes
    /// data-breach claims" under `Pending Tasks` restates what the user said, it plans nothing).
    Note,
    /// No mark: the section says what the entry is.
    #[default]
    None,
}

impl Mark {
    /// The mark of an entry from `marker`, the source bytes between the start of the entry
    /// and its text (bullet, numbering, checkbox: [`crate::parse::Summary::marker`]), and
    /// its `text`. Case-insensitive.
    pub fn of(marker: &str, text: &str) -> Mark {
        let m = marker.to_lowercase();
        if m.contains("[x]") {
            return Mark::Done;
        }
        if m.contains("[ ]") {
            return Mark::Open;
        }
        let t = text.trim_start().to_lowercase();
        const DONE: [&str; 8] = [
            "[done]",
            "[x]",
            "[completed]",
            "✓",
            "✔",
            "✅",
            "done:",
            "(done)",
        ];
        const OPEN: [&str; 7] = [
            "[ ]",
            "[todo]",
            "[to do]",
            "[in progress]",
            "[in_progress]",
            "[pending]",
            "todo:",
        ];
        const NOTE: [&str; 9] = [
            "note:",
            "note that",
            "nb:",
            "n.b.",
            "remember that",
            "keep in mind",
            "fyi",
            "reminder:",
            "context:",
        ];
        if DONE.iter().any(|d| t.starts_with(d)) {
            Mark::Done
        } else if OPEN.iter().any(|o| t.starts_with(o)) {
            Mark::Open
        } else if NOTE.iter().any(|n| t.starts_with(n)) {
            Mark::Note
        } else {
            Mark::None
        }
    }
}

/// Whether an entry is open work: marked open ([`Mark::Open`]) in any section, or unmarked in
/// an open-task section ([`is_open_task`]). An entry marked done or as a note never is,
/// wherever it stands (`[DONE] Reproduce the bug.` in Gemini's `current_plan`, `Note that …`
/// under `Pending Tasks`).
pub fn is_open_work(section: &str, mark: Mark) -> bool {
    match mark {
        Mark::Done | Mark::Note => false,
        Mark::Open => true,
        Mark::None => is_open_task(section),
    }
}

/// Whether a section title names open work (case-insensitive, any separator: `Open TODOs`,
/// `to-do`, `Pending Tasks`, `Next steps`, `In Progress`, `current_plan`, `Remaining work`,
/// `Follow-ups`, `Action items`, `Backlog`). `Pending user asks`, `Progress`, `Done` and
/// `Historical Task Snapshot` are not. The empty title (entries before any heading) is not.
pub fn is_open_task(title: &str) -> bool {
    let words: Vec<String> = title
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let has = |w: &str| words.iter().any(|x| x == w);
    let pair = |a: &str, b: &[&str]| {
        words
            .windows(2)
            .any(|p| p[0] == a && b.contains(&p[1].as_str()))
    };
    if has("ask") || has("asks") || has("user") || has("request") || has("requests") {
        return false;
    }
    has("todo")
        || has("todos")
        || pair("to", &["do", "dos"])
        || has("pending")
        || pair("next", &["step", "steps", "action", "actions"])
        || pair("in", &["progress"])
        || has("plan")
        || has("plans")
        || has("remaining")
        || has("backlog")
        || has("followups")
        || pair("follow", &["up", "ups"])
        || pair("action", &["item", "items"])
        || pair("open", &["task", "tasks", "items", "work"])
}

#[cfg(test)]
mod tests {
    use super::{is_open_task, is_open_work, Mark};

    #[test]
    fn an_entry_marked_done_is_not_open_work_in_any_section() {
        // Gemini's current_plan (records b10, agent c07): `[DONE]` items are progress.
        assert_eq!(
            Mark::of("1. ", "[DONE] Add the option and the test."),
            Mark::Done
        );
        assert!(!is_open_work(
            "current_plan",
            Mark::of("", "[DONE] Pick a slot")
        ));
        assert!(is_open_work(
            "current_plan",
            Mark::of("", "[TODO] Send the deck")
        ));
        assert!(is_open_work(
            "current_plan",
            Mark::of("", "[IN PROGRESS] Draft it")
        ));
        // markdown checkboxes are stripped from the text; the marker still has them
        assert_eq!(Mark::of("- [x] ", "Reproduce the bug."), Mark::Done);
        assert_eq!(Mark::of("- [X] ", "Reproduce the bug."), Mark::Done);
        assert!(!is_open_work(
            "Open TODOs",
            Mark::of("- [x] ", "Reproduce the bug.")
        ));
        assert!(is_open_work(
            "Progress",
            Mark::of("- [ ] ", "Update CHANGELOG.md")
        ));
        assert!(is_open_work(
            "Open TODOs",
            Mark::of("- ", "Update CHANGELOG.md")
        ));
        assert!(!is_open_work(
            "Decisions",
            Mark::of("- ", "Use pool `backfill_pool`")
        ));
        assert_eq!(Mark::of("", "✅ Deployed to staging"), Mark::Done);
        assert_eq!(Mark::of("", "Done: tests pass"), Mark::Done);
        assert_eq!(Mark::of("", "Todo: ship it"), Mark::Open);
        // a word that merely starts like a mark is none
        assert_eq!(Mark::of("- ", "Donations were counted"), Mark::None);
    }

    #[test]
    fn a_note_in_an_open_task_section_is_not_open_work() {
        // shared/cases/records: a user's caveat carried under `Pending Tasks`
        let note = "Note that Bravia's cap excludes data-breach claims";
        assert_eq!(Mark::of("- ", note), Mark::Note);
        assert!(!is_open_work("Pending Tasks", Mark::of("- ", note)));
        assert!(!is_open_work(
            "Open TODOs",
            Mark::of("", "NB: staging shares the prod DB")
        ));
        assert!(is_open_work("Pending Tasks", Mark::of("- ", "Notify Dana")));
        assert!(is_open_work(
            "Open TODOs",
            Mark::of("- ", "Write release notes")
        ));
    }

    #[test]
    fn open_work_sections_of_the_four_summary_styles() {
        for t in [
            "Open TODOs",
            "TODO",
            "To-do",
            "Pending Tasks",
            "Pending",
            "Next Steps",
            "Optional Next Step",
            "In Progress",
            "current_plan",
            "Remaining work",
            "Follow-ups",
            "Follow up",
            "Action items",
            "Backlog",
            "Open tasks",
        ] {
            assert!(is_open_task(t), "{t}");
        }
        for t in [
            "",
            "Pending user asks",
            "Pending User Asks",
            "Primary Request and Intent",
            "Progress",
            "Done",
            "Decisions",
            "Exact identifiers",
            "Historical Task Snapshot",
            "Errors and fixes",
            "Explanation",
            "recent_actions",
            "Constraints/Rules",
        ] {
            assert!(!is_open_task(t), "{t}");
        }
    }
}
