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
    use super::is_open_task;

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
