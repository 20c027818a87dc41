//! Summary templates and the summarizer prompt with the rules that keep a summary checkable
//! by sjc (verbatim identifiers, plans apart and marked as not verified, no invented
//! provenance).
//!
//! Two templates:
//! - [`Template::Safeguard`]: the Markdown sections of OpenClaw's compaction safeguard
//!   (`## Decisions`, `## Open TODOs`, `## Constraints/Rules`, `## Pending user asks`,
//!   `## Exact identifiers`; source: openclaw/openclaw, the safeguard's required headings),
//!   plus `## Plans (not verified)`;
//! - [`Template::Selfcompact`]: SELFCOMPACT's emoji-headed blocks (decided facts with exact
//!   figures; what is being worked on now; open questions; what not to do again), as sjc
//!   issue 13 describes them, plus a plans block. sjc's summary parser reads an emoji line
//!   followed by its block as a section heading, in any language (`src/parse/markdown.rs`).

use serde::{Deserialize, Serialize};

/// A summary template.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Template {
    /// Markdown safeguard sections.
    Safeguard,
    /// SELFCOMPACT emoji-headed blocks.
    Selfcompact,
}

impl std::str::FromStr for Template {
    type Err = String;

    /// `safeguard` or `selfcompact`.
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "safeguard" => Ok(Template::Safeguard),
            "selfcompact" => Ok(Template::Selfcompact),
            _ => Err(format!(
                "unknown template '{s}' (one of: safeguard, selfcompact)"
            )),
        }
    }
}

impl Template {
    /// (heading line, what goes under it) in order.
    pub fn sections(self) -> &'static [(&'static str, &'static str)] {
        match self {
            Template::Safeguard => &[
                (
                    "## Decisions",
                    "decisions made and facts established, with exact figures",
                ),
                (
                    "## Open TODOs",
                    "work not done yet, as the conversation states it",
                ),
                (
                    "## Constraints/Rules",
                    "rules and limits the user or the environment set",
                ),
                (
                    "## Pending user asks",
                    "what the user asked that is not answered yet",
                ),
                (
                    "## Exact identifiers",
                    "paths, ids, versions, commands, error texts, verbatim",
                ),
                (
                    "## Plans (not verified)",
                    "intentions and next steps; none of them is done",
                ),
            ],
            Template::Selfcompact => &[
                (
                    "📌 Decided facts",
                    "what is settled, with exact figures, paths and ids",
                ),
                (
                    "🔨 Working on now",
                    "the task in progress and its current state",
                ),
                ("❓ Open questions", "what is not known or not decided yet"),
                (
                    "🚫 Do not retry",
                    "approaches already tried and ruled out, and why",
                ),
                (
                    "🗺️ Plans (not verified)",
                    "intentions and next steps; none of them is done",
                ),
            ],
        }
    }

    /// The skeleton shown to the summarizer: each heading with a one-line description.
    pub fn skeleton(self) -> String {
        self.sections()
            .iter()
            .map(|(h, d)| format!("{h}\n- ({d})\n"))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The summarizer's system prompt for `template` and a summary cap of `cap_tokens`.
pub fn system_prompt(template: Template, cap_tokens: usize) -> String {
    let headings = match template {
        Template::Safeguard => "Use exactly these Markdown headings, in this order.",
        Template::Selfcompact => {
            "Use these blocks in this order: each block starts with its emoji heading on a line \
             of its own, followed by its bullets. Keep each emoji; the heading's words may be in \
             the conversation's language."
        }
    };
    format!(
        "You write the compaction summary of an agent's session. The summary replaces the \
conversation given to you in the agent's context; the most recent turns stay verbatim after it, \
so the agent relies on the summary for everything earlier.

Rules:
1. Copy file paths, identifiers, versions, commands, numbers and error messages verbatim, \
character for character. Never round a figure or shorten a path.
2. Write only what the conversation or the previous summary states. Never invent how a fact \
was established: write that tests passed, a fix was verified or a file exists only when a tool \
result in the conversation shows it.
3. Plans, intentions and next steps go in their own section, marked as not verified. Never \
write a plan as if it were done.
4. A tool result marked \"N characters omitted; an omission is not absence\" was shortened for \
you: never conclude that something is missing from the omitted part.
5. Update the previous summary in place: keep its entries that still hold, change the ones the \
conversation changed, drop the ones it made obsolete.
6. One fact per bullet. {headings} Write at most {cap_tokens} tokens.
7. Output only the summary, with no preamble.

Template:
{}",
        template.skeleton()
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::Summary;

    /// A summary written in either template parses into its sections, so sjc can prune it.
    #[test]
    fn both_templates_parse_as_sections() {
        for t in [Template::Safeguard, Template::Selfcompact] {
            let text: String = t
                .sections()
                .iter()
                .enumerate()
                .map(|(i, (h, _))| format!("{h}\n- fact number {i}\n\n"))
                .collect();
            let s = Summary::parse(&text);
            assert_eq!(s.sections().len(), t.sections().len(), "{t:?}: {text}");
            assert_eq!(s.entries().len(), t.sections().len());
            for e in s.entries() {
                assert!(s.section_title(e).contains(char::is_alphabetic));
            }
        }
        let p = system_prompt(Template::Selfcompact, 900);
        assert!(p.contains("900 tokens") && p.contains("🚫 Do not retry"));
    }
}
