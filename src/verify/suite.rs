//! Test-run summaries: an entry that says a whole suite passes while the record's latest test
//! run reports failures ("All tests pass: 148 passed" after `3 failed, 145 passed in 22.61s`).
//!
//! Compressors round a run up to green: they keep the count and the word "passed" and drop the
//! failures, or give the run's total as the number that passed. The entry shares its terms
//! with the run's own summary line, so retrieval finds the line and a small cross-encoder reads
//! the shared words as support. The run's summary line settles it:
//! - [`RunSummary::of`] reads the counts a tool output's summary lines state (`3 failed, 145
//!   passed`, `Tests run: 8, Failures: 1, Errors: 0`, `PASS=3 WARN=0 ERROR=1`, vitest's `Tests
//!   2 failed | 131 passed (133)`, TAP's `# fail 2`, go's `FAIL`/`ok` lines); an output is a
//!   run only when it states a count that passed, or a failure count on a line that names
//!   tests, so a log's `ERROR: 3 retries` is no run;
//! - [`claims_all_passed`] reads the entry as a claim that everything passed (`all`, `every`,
//!   `whole`, `entire` before a pass word, `0 failed`, `no failures`, "the tests pass");
//! - [`Actions::suite_failed`](super::Actions::suite_failed) holds the claim against the last
//!   tool output of the record that is a run, and only when the entry's counts, if it gives
//!   any, are counts of a part of that run that failed (its total, what passed): "`test_rollup.py`:
//!   all 9 tests pass" is about another run than a failing last full run of 42, and "64 unit
//!   tests pass" about another target than cargo's failing doc tests in the same output.
//!
//! What keeps it off true entries: an entry that carves out an exception (`other`, `except`,
//! `but`), dates itself to an earlier run (`first`, `initially`, `before`), waits for it
//! (`until`, `once`, `when`, `must`, `should`), or itself reports a failure, is no claim; an
//! earlier failing run followed by a passing one is a pass. It is part of the hybrid layer's
//! `step_failed` feature (a step reported done whose output reports a failure), whose weight
//! is fitted on labelled records.

/// Words after a count that say how many passed (`145 passed`, `40 passing`).
const PASSED: [&str; 6] = [
    "passed",
    "passing",
    "pass",
    "passes",
    "succeeded",
    "successful",
];

/// Words after a count, or before `:`/`=` and a count, that say how many failed.
const FAILED: [&str; 8] = [
    "failed", "failing", "failure", "failures", "fail", "error", "errors", "errored",
];

/// Words of a count's own noun, skipped between a count and its outcome (`2 test files
/// failed`).
const COUNTED: [&str; 16] = [
    "test", "tests", "file", "files", "check", "checks", "spec", "specs", "example", "examples",
    "job", "jobs", "case", "cases", "task", "tasks",
];

/// Words after a count that say how many did not run or did not pass (`2 skipped`, cargo's
/// `1 ignored`, vitest's `3 todo`, mocha's `2 pending`, pytest's `4 deselected` and `2
/// xfailed`).
const SKIPPED: [&str; 8] = [
    "skipped",
    "skip",
    "ignored",
    "todo",
    "pending",
    "deselected",
    // pytest's expected failures ran and failed: not passing tests
    "xfailed",
    "xfail",
];

/// Whether an entry itself reports tests that did not run: a word of [`SKIPPED`] (or `skip`
/// written `skips`), in any case ("1206 passed | 2 skipped (1208)" copied from the output).
pub fn mentions_skipped(entry: &str) -> bool {
    entry.split(|c: char| !c.is_alphanumeric()).any(|w| {
        SKIPPED.iter().any(|s| w.eq_ignore_ascii_case(s)) || w.eq_ignore_ascii_case("skips")
    })
}

/// Keys whose `:`/`=` count says how many passed (`PASS=3`, `passed: 12`).
const PASSED_KEYS: [&str; 4] = ["pass", "passed", "ok", "success"];

/// Words that name a test run on the line of a failure count (`Tests: 2 failed`).
const TEST_WORDS: [&str; 8] = [
    "test", "tests", "spec", "specs", "examples", "suite", "executed", "run",
];

/// One token of a summary line: a count or a lower-cased word.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Count(u64),
    Word(String),
}

/// What stands between a token and the one before it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Gap {
    /// Nothing but white space.
    Space,
    /// One `:` or `=` (`Failures: 1`, `PASS=3`).
    Key,
    /// Other punctuation, or more than one mark (`8, Failures`, `failed | 17`, `===== 612`).
    Break,
}

/// The tokens of a line: words of letters and digits, counts with thousands separators read
/// (`1,240`); each paired with what stood between it and the token before.
fn line_tokens(line: &str) -> Vec<(Tok, Gap)> {
    let mut out = Vec::new();
    let mut sep = Gap::Space;
    let mut cur = String::new();
    let flush = |cur: &mut String, sep: &mut Gap, out: &mut Vec<(Tok, Gap)>| {
        if cur.is_empty() {
            return;
        }
        let t = if cur.bytes().all(|b| b.is_ascii_digit() || b == b',') {
            match cur.replace(',', "").parse::<u64>() {
                Ok(n) => Tok::Count(n),
                Err(_) => Tok::Word(cur.clone()),
            }
        } else {
            Tok::Word(cur.to_lowercase())
        };
        out.push((t, *sep));
        *sep = Gap::Space;
        cur.clear();
    };
    let chars: Vec<char> = line.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        // a comma inside a count (`1,240`) is part of it
        let in_count = c == ','
            && cur.bytes().all(|b| b.is_ascii_digit())
            && !cur.is_empty()
            && chars.get(i + 1).is_some_and(char::is_ascii_digit);
        if c.is_alphanumeric() || in_count {
            cur.push(c);
        } else {
            flush(&mut cur, &mut sep, &mut out);
            // one `:` or `=` is a key's; a run of them (`=====`) or other punctuation breaks
            if (c == ':' || c == '=') && sep == Gap::Space {
                sep = Gap::Key;
            } else if !c.is_whitespace() {
                sep = Gap::Break;
            }
        }
    }
    flush(&mut cur, &mut sep, &mut out);
    out
}

/// What one tool output's summary lines say of a test run.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RunSummary {
    /// Sum of the failure counts its summary lines state (`3 failed`, `Failures: 1`,
    /// `ERROR=1`; a go `FAIL` line counts one).
    pub failures: u64,
    /// The counts of its summary lines that report failures, other than the failure counts
    /// themselves and zero: how many passed, the total a line states (`Tests run: 8`, `(18)`),
    /// and the sum of what passed and failed (a total an entry may give as the number that
    /// passed). An output may hold several runs (cargo's one per target): these say which
    /// failed.
    pub failing_counts: Vec<u64>,
    /// The totals of its summary lines that count skipped tests with the passed ones
    /// (`1206 passed | 2 skipped (1208)` → `1208`: what passed plus what was skipped, and a
    /// total the line states), zero and the passed counts themselves aside: a number an entry
    /// gives as "all N tests pass" though some of the N never ran.
    pub skipped_totals: Vec<u64>,
}

impl RunSummary {
    /// The run a tool output reports, or `None` when it states no count that passed and no
    /// failure count on a line that names tests (see the module documentation).
    pub fn of(output: &str) -> Option<RunSummary> {
        let mut run = RunSummary::default();
        let mut is_run = false;
        // each summary line: (counts as a run's line, failures, its counts, their sum)
        let mut lines: Vec<(bool, u64, Vec<u64>, u64)> = Vec::new();
        // a run whose counts stand on lines of their own (Playwright's `1 failed`, `2 flaky`,
        // `21 passed (2.4m)` after `Running 24 tests using 4 workers`): what every line counted
        // together, and the totals lines without a pass or failure count state
        let (mut counted, mut stated) = (0u64, Vec::new());
        for line in output.lines() {
            let trimmed = line.trim();
            let lower = trimmed.to_lowercase();
            // go test: `FAIL`, `FAIL\tpkg 0.2s`, `--- FAIL: TestX`; `ok  \tpkg`, `PASS`
            if lower == "fail" || lower.starts_with("fail\t") || lower.starts_with("--- fail:") {
                run.failures += 1;
                is_run = true;
                continue;
            }
            if lower == "pass" || lower.starts_with("ok  \t") || lower.starts_with("ok \t") {
                is_run = true;
                continue;
            }
            // a table of CI checks, a check and its state (`gh pr checks`: `test-windows\tfail
            // \t9m\thttps://…`)
            let cells: Vec<&str> = lower.split('\t').map(str::trim).collect();
            if cells.len() >= 2 && !cells[0].is_empty() && !cells[0].contains(' ') {
                match cells[1] {
                    "fail" | "failure" | "failed" => {
                        run.failures += 1;
                        is_run = true;
                        continue;
                    }
                    "pass" | "success" | "passed" => {
                        is_run = true;
                        continue;
                    }
                    _ => {}
                }
            }
            let toks = line_tokens(trimmed);
            let tap = trimmed.starts_with('#');
            let word = |i: usize| match toks.get(i) {
                Some((Tok::Word(w), _)) => Some(w.as_str()),
                _ => None,
            };
            let names_tests = toks
                .iter()
                .any(|(t, _)| matches!(t, Tok::Word(w) if TEST_WORDS.contains(&w.as_str())));
            let (mut passed, mut failed, mut line_counts) = (0u64, 0u64, Vec::new());
            let mut skipped = 0u64;
            let (mut has_pass, mut has_fail) = (false, false);
            for (i, (t, sep)) in toks.iter().enumerate() {
                let Tok::Count(n) = t else { continue };
                // `145 passed`, `2 test files failed`
                let mut j = i + 1;
                while j < i + 3
                    && toks.get(j).is_some_and(|t| t.1 == Gap::Space)
                    && word(j).is_some_and(|w| COUNTED.contains(&w))
                {
                    j += 1;
                }
                // not a key's own value (`WARN=1 ERROR=0`: the 1 is not an error count), nor
                // a word that is itself a key
                let after = word(j).filter(|_| {
                    toks[j].1 == Gap::Space && toks.get(j + 1).is_none_or(|t| t.1 != Gap::Key)
                });
                // `Failures: 1`, `PASS=3`, TAP's `# fail 2`
                let before = i
                    .checked_sub(1)
                    .and_then(|k| word(k))
                    .filter(|_| *sep == Gap::Key || (tap && *sep == Gap::Space));
                if after.is_some_and(|w| PASSED.contains(&w))
                    || before.is_some_and(|w| PASSED_KEYS.contains(&w))
                {
                    passed += n;
                    has_pass = true;
                    line_counts.push(*n);
                } else if after.is_some_and(|w| FAILED.contains(&w))
                    || before.is_some_and(|w| FAILED.contains(&w))
                {
                    failed += n;
                    has_fail = true;
                } else if after.is_some_and(|w| SKIPPED.contains(&w)) {
                    skipped += n;
                } else if after == Some("flaky") {
                    counted += n;
                } else if i > 0 && matches!(word(i - 1), Some("running" | "ran" | "collected")) {
                    // `Running 24 tests using 4 workers`, pytest's `collected 22 items`
                    stated.push(*n);
                } else if before.is_some_and(|w| matches!(w, "tests" | "total" | "run"))
                    || after.is_some_and(|w| matches!(w, "tests" | "examples" | "total"))
                    || (i > 0 && toks[i].1 == Gap::Break && line_has_paren(trimmed, *n))
                {
                    // `Tests run: 8`, `TOTAL=4`, `612 tests, 3 failures`, vitest's `(18)`
                    line_counts.push(*n);
                }
            }
            if has_pass && skipped > 0 {
                // the line's totals: what passed and was skipped (and failed), and a total it
                // states in parentheses or after `tests`; each above what passed
                run.skipped_totals.push(passed + skipped + failed);
                run.skipped_totals.extend(
                    line_counts
                        .iter()
                        .filter(|&&c| c > passed && c >= passed + skipped),
                );
            }
            counted += passed + failed + skipped;
            if !has_pass && !has_fail {
                stated.extend(line_counts.iter().copied());
            }
            // a line with only a zero failure count and no pass count (`summary:
            // would_migrate=5 skipped=2 errors=0` of a dry run) reports no run
            if has_pass || (has_fail && failed > 0) {
                lines.push((
                    has_pass || names_tests,
                    failed,
                    line_counts,
                    passed + failed,
                ));
            }
        }
        // a line with failure counts only is a run's when it names tests or another line of
        // the output says how many passed (TAP's `# pass 35` then `# fail 2`)
        let any_pass = is_run || lines.iter().any(|l| l.0);
        // counts split over lines: the run's total is theirs together
        let split = lines.len() >= 2;
        for (named, failed, counts, sum) in lines {
            if named || any_pass {
                is_run = true;
                if failed > 0 {
                    run.failures += failed;
                    run.failing_counts.extend(counts);
                    run.failing_counts.push(sum);
                }
            }
        }
        // (only when a line states that total too: `Running 24 tests`)
        if split && run.failures > 0 && stated.contains(&counted) {
            run.failing_counts.push(counted);
        }
        is_run.then(|| {
            run.failing_counts.retain(|&c| c > 0);
            run.failing_counts.sort_unstable();
            run.failing_counts.dedup();
            run.skipped_totals.sort_unstable();
            run.skipped_totals.dedup();
            run
        })
    }
}

/// Whether `(n)` stands in a line: a total in parentheses (vitest's `17 passed (18)`).
fn line_has_paren(line: &str, n: u64) -> bool {
    line.contains(&format!("({n})"))
}

/// Words after which a pass word is awaited or asked for, not reported (`must pass`, `until
/// green`), or that date the entry to an earlier run, or carve out an exception.
const NOT_A_CLAIM: [&str; 30] = [
    "other",
    "others",
    "except",
    "besides",
    "apart",
    "excluding",
    "but",
    "first",
    "initial",
    "initially",
    "earlier",
    "previously",
    "originally",
    "before",
    "once",
    "until",
    "when",
    "if",
    "unless",
    "must",
    "should",
    "will",
    "would",
    "need",
    "needs",
    "ensure",
    "expected",
    "long",
    "provided",
    "assuming",
];

/// Words that report a failure when no `0`/`no`/`zero` stands before them.
const FAILURE_WORDS: [&str; 10] = [
    "failed", "failing", "fails", "fail", "failure", "failures", "flaky", "broken", "errors", "red",
];

/// Whether an entry claims that everything of a run passed: `all`, `every`, `whole`, `entire`
/// or `full` before a pass word (`All 18 test files pass`), a zero failure count (`0 failed`,
/// `no failures`, `zero errors`), or tests or a suite said to pass with no count before them
/// ("The tests pass now"), and none of [`NOT_A_CLAIM`], no failure reported, and no pass word
/// after `to` ("get the suite to pass"); words in backticks are not read.
pub fn claims_all_passed(entry: &str) -> bool {
    // a command in backticks is not the claim's wording (`cargo test --all-targets`)
    let prose: String = entry
        .split('`')
        .enumerate()
        .filter(|(i, _)| i % 2 == 0)
        .map(|(_, p)| p)
        .collect::<Vec<_>>()
        .join(" ");
    let w: Vec<String> = super::progress::words(&prose).collect();
    let pass = |x: &str| {
        matches!(
            x,
            "pass"
                | "passes"
                | "passed"
                | "passing"
                | "green"
                | "succeed"
                | "succeeds"
                | "succeeded"
        )
    };
    let zero = |i: usize| i > 0 && matches!(w[i - 1].as_str(), "0" | "no" | "zero");
    if w.iter().any(|x| NOT_A_CLAIM.contains(&x.as_str()))
        || w.iter()
            .enumerate()
            .any(|(i, x)| FAILURE_WORDS.contains(&x.as_str()) && !zero(i))
        || w.iter()
            .enumerate()
            .any(|(i, x)| pass(x) && i > 0 && w[i - 1] == "to")
    {
        return false;
    }
    let universal = w.iter().enumerate().any(|(i, x)| {
        pass(x)
            && w[..i]
                .iter()
                .any(|q| matches!(q.as_str(), "all" | "every" | "whole" | "entire" | "full"))
    });
    let none_failed = w
        .iter()
        .enumerate()
        .any(|(i, x)| zero(i) && FAILURE_WORDS.contains(&x.as_str()));
    // "the tests pass", "suite is green": tests named without a count before them
    let tests_pass = w.iter().enumerate().any(|(i, x)| {
        matches!(x.as_str(), "tests" | "suite")
            && !(i > 0 && w[i - 1].bytes().all(|b| b.is_ascii_digit()))
            && w[i + 1..].iter().take(2).any(|y| pass(y))
    });
    universal || none_failed || tests_pass
}

/// The counts an entry gives: its whole-number tokens (`1,240` read as 1240), not the digits
/// inside an identifier or a decimal (`41.27s`, `v2`) nor an issue's number (`#815`).
pub fn entry_counts(entry: &str) -> Vec<u64> {
    let b = entry.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        // (not the number of an issue or a pull request: `#815`)
        if b[i].is_ascii_digit()
            && (i == 0
                || !(b[i - 1].is_ascii_alphanumeric()
                    || b[i - 1] == b'.'
                    || b[i - 1] == b'_'
                    || b[i - 1] == b'#'))
        {
            let start = i;
            while i < b.len()
                && (b[i].is_ascii_digit()
                    || (b[i] == b',' && b.get(i + 1).is_some_and(u8::is_ascii_digit)))
            {
                i += 1;
            }
            let glued = i < b.len()
                && (b[i].is_ascii_alphabetic()
                    || b[i] == b'_'
                    || (b[i] == b'.' && b.get(i + 1).is_some_and(u8::is_ascii_digit)));
            if !glued {
                if let Ok(n) = entry[start..i].replace(',', "").parse() {
                    out.push(n);
                }
            }
        }
        i += 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn totals_that_count_skipped_tests() {
        // vitest, pytest, cargo: a total with tests that never ran
        let r = RunSummary::of("      Tests  1206 passed | 2 skipped (1208)").unwrap();
        assert_eq!((r.failures, r.skipped_totals.clone()), (0, vec![1208]));
        let r = RunSummary::of("===== 88 passed, 3 skipped in 4.10s =====").unwrap();
        assert_eq!(r.skipped_totals, vec![91]);
        let r =
            RunSummary::of("test result: ok. 375 passed; 0 failed; 1 ignored; 0 measured").unwrap();
        assert_eq!(r.skipped_totals, vec![376]);
        // pytest's expected failures (blind round s44A: "all 22 tests pass")
        let r = RunSummary::of("===== 18 passed, 2 skipped, 2 xfailed in 39.02s =====").unwrap();
        assert_eq!((r.failures, r.skipped_totals.clone()), (0, vec![22]));
        // Playwright prints each count on a line of its own (blind round s45B)
        let r = RunSummary::of("Running 24 tests using 4 workers\n  1 failed\n    [smoke] › account.spec.ts:22:3 › password reset\n  2 flaky\n    [smoke] › search.spec.ts:41:3\n  21 passed (2.4m)").unwrap();
        assert_eq!(r.failures, 1);
        assert!(r.failing_counts.contains(&24), "{r:?}");
        // a dry run's summary with `errors=0` is no test run (blind round s45A)
        assert_eq!(
            RunSummary::of("[dry-run] summary: would_migrate=5 skipped=2 warnings=1 errors=0\n[dry-run] no changes written (dry run)"),
            None
        );
        // nothing skipped: no such total
        assert!(RunSummary::of("===== 88 passed in 4.10s =====")
            .unwrap()
            .skipped_totals
            .is_empty());
        assert!(RunSummary::of("Tests: 88 passed, 0 skipped")
            .unwrap()
            .skipped_totals
            .is_empty());
    }

    #[test]
    fn summary_lines_of_common_runners_are_read() {
        // shared/cases records b08: pytest's last line
        let r = RunSummary::of(
            "FAILED tests/test_jobs.py::test_overdue_job\n3 failed, 145 passed in 22.61s",
        )
        .unwrap();
        assert_eq!(r.failures, 3);
        assert_eq!(r.failing_counts, vec![145, 148]);
        // vitest
        let r = RunSummary::of(
            " Test Files  1 failed | 17 passed (18)\n      Tests  2 failed | 131 passed (133)",
        )
        .unwrap();
        assert_eq!(r.failures, 3);
        assert!(r.failing_counts.contains(&18) && r.failing_counts.contains(&133));
        // maven, dbt, TAP, go
        assert_eq!(
            RunSummary::of("[ERROR] Tests run: 8, Failures: 1, Errors: 0, Skipped: 0")
                .unwrap()
                .failures,
            1
        );
        let r = RunSummary::of("10:17:06  Done. PASS=3 WARN=0 ERROR=1 SKIP=0 TOTAL=4").unwrap();
        assert_eq!((r.failures, r.failing_counts), (1, vec![3, 4]));
        // jest: the counts after `Tests:`, and its total (a fresh user's review, session 28)
        let r = RunSummary::of("Test Suites: 1 failed, 11 passed, 12 total\nTests:       3 failed, 145 passed, 148 total").unwrap();
        assert_eq!(r.failures, 4);
        assert!(r.failing_counts.contains(&148) && r.failing_counts.contains(&12));
        // a key's value is not a count of the key after it
        let r = RunSummary::of("10:19:14  Done. PASS=17 WARN=1 ERROR=0 SKIP=0 TOTAL=18").unwrap();
        assert_eq!(r.failures, 0);
        assert_eq!(
            RunSummary::of("# tests 37\n# pass 35\n# fail 2")
                .unwrap()
                .failures,
            2
        );
        assert_eq!(
            RunSummary::of("--- FAIL: TestWindow (0.00s)\nFAIL\tgithub.com/x/settle 0.21s")
                .unwrap()
                .failures,
            2
        );
        assert_eq!(
            RunSummary::of("ok  \tgithub.com/x/settle\t0.31s")
                .unwrap()
                .failures,
            0
        );
        // a passing run, and outputs that are no run
        assert_eq!(
            RunSummary::of("===== 612 passed, 4 skipped in 39.8s =====")
                .unwrap()
                .failures,
            0
        );
        assert_eq!(
            RunSummary::of("ERROR: 3 retries exhausted for upload"),
            None
        );
        assert_eq!(RunSummary::of("rows: 1,240 sent; 3 bounced"), None);
        // a table of CI checks (a new user's trial, session 30: `gh pr checks 815`)
        let r = RunSummary::of("exit_code: 1, output: test-linux\tpass\t6m\thttps://x/job/1\ntest-macos\tpass\t14m\thttps://x/job/2\ntest-windows\tfail\t9m\thttps://x/job/3").unwrap();
        assert_eq!(r.failures, 1);
        assert_eq!(RunSummary::of("build\tpass\t2m").unwrap().failures, 0);
        assert_eq!(RunSummary::of("name\tvalue\nretries\t3"), None);
        assert!(entry_counts("All CI checks on PR #815 pass.").is_empty());
    }

    #[test]
    fn whole_suite_claims_are_told_from_partial_and_awaited_ones() {
        for claim in [
            "All tests pass: 148 passed",
            "All 18 test files pass after the params fix.",
            "Second Playwright run: all 24 tests passed.",
            "Full suite after fixes: 612 tests, 0 failures, 4 excluded",
            "The tests pass now",
        ] {
            assert!(claims_all_passed(claim), "{claim}");
        }
        for claim in [
            "Wheels run 8812034471 failed in one job; all other build jobs passed.",
            "Batch validation passed with 0 errors and 0 warnings on the first run",
            "Get pytest green on `fix/tax-rounding`",
            "Make sure all tests pass before merging",
            "3 failing tests: test_invoice_status_default, test_overdue_job",
            "145 tests passed",
            "Do not merge until the suite is green",
            "`cargo test --all-targets`: 64 unit tests and 9 tests in `tests/roundtrip.rs` pass.",
            "Major version bumps are fine as long as the tests pass",
        ] {
            assert!(!claims_all_passed(claim), "{claim}");
        }
        assert_eq!(entry_counts("All tests pass: 148 passed"), vec![148]);
        assert_eq!(
            entry_counts("`tests/test_v2.py`: all 1,240 pass (41.27s)"),
            vec![1240]
        );
    }
}
