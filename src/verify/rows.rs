//! Values from the wrong row: an entry whose subject has its own evidence row with other
//! values, while the entry's values sit in a sibling row ("Cobalt caps liability at 12 months
//! with 90 days notice" when the table's Cobalt row says 6 months and 30 days, and 12 and 90
//! are Acorn's). Each number occurs in the evidence, so the guard passes it; the judge reads
//! the joined spans and misses which row the number came from.
//!
//! Evidence units are lines (a table row, a log record, a line of a listing). An entry's
//! values are its numbers (after [`normalize_number`], `%` dropped; `24d`, `512Mi` count by
//! their number, a compound duration such as `6m53s` as written); its keys are the names it is
//! about: identifiers, hex strings, capitalised words of three characters or more, and plain
//! words that are the first field of some evidence line (`unit` for the row
//! `unit<TAB>success<TAB>4m18s`), matched against each line's [`index_terms`]. A key *owns other
//! values* when it occurs in one or two lines, each of which holds numbers but none of the
//! entry's values, while some value of the entry occurs in another line that is a
//! sibling of the key's line: table rows with the same number of `|` and tabs, listing rows with
//! the same number of whitespace-separated fields (three or more) and two or more numbers each,
//! or records with the same field names.
//! This is one feature of the hybrid layer
//! ([`super::HybridLayer`]); its weight is fitted on labelled dev rows, so an entry that joins
//! two rows on purpose is only made less likely, never deleted on this alone.

use crate::retrieve::tokenize::{
    index_terms, is_stopword, normalize_number, tokens, Token, TokenKind,
};
use std::collections::HashSet;

/// The numbers of a text, normalised and without `%` (`12.60%` = `12.6`): number tokens, and
/// the leading number of a short number-with-unit token (`24d`, `512Mi`, `4.2s`, `244k/ml`).
fn values(text: &str) -> HashSet<String> {
    let mut out = HashSet::new();
    for t in tokens(text) {
        match t.kind {
            TokenKind::Number => {
                let n = normalize_number(t.text).unwrap_or_else(|| t.text.to_string());
                out.insert(n.trim_end_matches('%').to_string());
            }
            TokenKind::Identifier if compound_duration(t.text) => {
                out.insert(t.text.to_ascii_lowercase());
            }
            TokenKind::Identifier => {
                // a PostgreSQL interval (`00:02:48.119024`) is its seconds as written under a
                // minute, and the duration written in parts (`2m48s`, whole seconds) from one on
                if let Some((h, m, sec)) = crate::guard::interval_parts(t.text) {
                    if h == 0 && m == 0 {
                        out.extend(t.text.rsplit(':').next().and_then(normalize_number));
                    } else {
                        let sec = sec.round() as u64;
                        out.insert(if h == 0 {
                            format!("{m}m{sec}s")
                        } else {
                            format!("{h}h{m}m{sec}s")
                        });
                    }
                    continue;
                }
                let digits = t
                    .text
                    .find(|c: char| !(c.is_ascii_digit() || c == '.'))
                    .unwrap_or(t.text.len());
                let (num, unit) = t.text.split_at(digits);
                // a unit over another (`244k/ml`, `12k/s`) is the number of its first unit
                let unit = match unit.split_once('/') {
                    Some((u, per)) if per.chars().all(|c| c.is_alphabetic() || c == '/') => u,
                    _ => unit,
                };
                if !num.is_empty()
                    && (1..=3).contains(&unit.len())
                    && unit.chars().all(|c| c.is_ascii_alphabetic())
                {
                    if let Some(n) = normalize_number(num) {
                        out.insert(n);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Whether a token is a duration of two or more parts (`6m53s`, `1h02m`, `2d4h`): one value,
/// compared as written.
fn compound_duration(text: &str) -> bool {
    let mut parts = 0;
    let mut rest = text;
    while !rest.is_empty() {
        let digits = rest
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(rest.len());
        let unit_end = rest[digits..]
            .find(|c: char| !c.is_ascii_alphabetic())
            .map_or(rest.len(), |i| digits + i);
        if digits == 0 || !matches!(&rest[digits..unit_end], "w" | "d" | "h" | "m" | "s" | "ms") {
            return false;
        }
        parts += 1;
        rest = &rest[unit_end..];
    }
    parts >= 2
}

/// The first field of a line: its first cell (`| unit | …`), tab- or space-separated field,
/// lower-cased (`unit` in `unit\tsuccess\t4m18s`): the name a row of a table or listing is about.
fn first_field(line: &str) -> Option<String> {
    line.trim()
        .trim_start_matches('|')
        .split(['|', '\t', ' '])
        .map(str::trim)
        .find(|f| !f.is_empty())
        .map(str::to_lowercase)
}

/// Whether a line is a line of a source listing with a line-number gutter (`  40 | const x =
/// f(y);`, `> 42 | expect(…)`, as test runners and compilers print them): a line number, the
/// only `|` of the line, then code (one of `(){};=`). Such lines are code, not table rows; a
/// psql row `42 | 1730 | 9.88` is not one.
fn code_gutter(line: &str) -> bool {
    let l = line.trim_start().trim_start_matches('>').trim_start();
    let digits = l.bytes().take_while(u8::is_ascii_digit).count();
    let rest = l[digits..].trim_start();
    digits > 0
        && rest.starts_with('|')
        && rest.matches('|').count() == 1
        && rest.contains(['(', ')', '{', '}', ';', '='])
}

/// One evidence line with its terms and numbers.
struct Unit {
    terms: HashSet<String>,
    values: HashSet<String>,
    cells: usize,
    fields: usize,
    keys: Vec<String>,
}

/// The field names of a key-value record line, in order: a name (letters first, then letters,
/// digits, `_`, `-`, `.`; optionally quoted) right before a `:` or `=`, as in
/// `dt: 2026-11-27, row_count: 48211` (JSON rows as `sjc` renders them), `{"dt": …}` and
/// `dt=2026-11-27 row_count=48211` (logfmt). A `:` that starts `://` (a URL) is not one.
fn record_keys(line: &str) -> Vec<String> {
    let b = line.as_bytes();
    let name = |c: u8| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'-' | b'.');
    let mut keys = Vec::new();
    for (i, &c) in b.iter().enumerate() {
        if !(c == b':' || c == b'=') || line[i + 1..].starts_with("//") {
            continue;
        }
        let mut end = i;
        if end > 0 && b[end - 1] == b'"' {
            end -= 1;
        }
        let mut start = end;
        while start > 0 && name(b[start - 1]) {
            start -= 1;
        }
        if start < end && b[start].is_ascii_alphabetic() {
            keys.push(line[start..end].to_ascii_lowercase());
        }
    }
    keys
}

/// Whether two units look like rows of one table, listing or record set: the same number of
/// `|` and tabs (one or more); the same number of whitespace-separated fields (three or more) with two
/// or more numbers each (a listing such as `kubectl get pods`, not two lines of code); or the
/// same field names, two or more, in the same order ([`record_keys`]: rows of a JSON array,
/// logfmt records).
fn siblings(a: &Unit, b: &Unit) -> bool {
    (a.cells >= 1 && a.cells == b.cells)
        || (a.fields >= 3 && a.fields == b.fields && a.values.len() >= 2 && b.values.len() >= 2)
        || (a.keys.len() >= 2 && a.keys == b.keys)
}

/// The fields of a record line, lower-cased, in order: `key: value` pairs separated by `, `
/// (JSON rows as sjc renders them) or `key=value` pairs separated by spaces (logfmt). Empty
/// unless the line has two or more.
fn fields(line: &str) -> Vec<(String, String)> {
    let clean = |v: &str| {
        v.trim()
            .trim_matches(['"', '\'', '{', '}', '[', ']'])
            .to_lowercase()
    };
    let pairs: Vec<(String, String)> = if line.contains(": ") {
        line.split(", ")
            .filter_map(|p| p.split_once(": "))
            .map(|(k, v)| (clean(k), clean(v)))
            .collect()
    } else {
        line.split_whitespace()
            .filter_map(|p| p.split_once('='))
            .map(|(k, v)| (clean(k), clean(v)))
            .collect()
    };
    if pairs.len() >= 2 && pairs.iter().all(|(k, _)| !k.is_empty() && !k.contains(' ')) {
        pairs
    } else {
        Vec::new()
    }
}

/// A categorical value from the wrong record: a key of the entry (an order id) is the value of
/// a field in one or more record lines that agree on another field (`carrier: USPS`), the
/// entry does not state that value but states, as a word, the value the same field has in a
/// sibling record with the same field names (`carrier: UPS`): "Order ORD-769210 was shipped
/// with UPS" for `carrier: USPS, …, order_id: ORD-769210`. Numbers are [`row_swap`]'s.
/// `entry` is one clause of the entry, `keys` its keys and `said` its tokens, lower-cased, as
/// [`row_swap`] reads them; `records` are the evidence's record lines ([`fields`]).
fn field_swap(
    keys: &HashSet<String>,
    said: &HashSet<String>,
    entry: &str,
    records: &[Vec<(String, String)>],
) -> bool {
    let lower = entry.to_lowercase();
    let same_names = |a: &[(String, String)], b: &[(String, String)]| {
        a.iter().map(|(k, _)| k).eq(b.iter().map(|(k, _)| k))
    };
    keys.iter().any(|key| {
        let own: Vec<&Vec<(String, String)>> = records
            .iter()
            .filter(|r| r.iter().any(|(_, v)| v == key))
            .collect();
        let Some(first) = own.first() else {
            return false;
        };
        first.iter().any(|(f, mine)| {
            let agreed = own
                .iter()
                .all(|r| r.iter().any(|(g, v)| g == f && v == mine));
            agreed
                && !mine.is_empty()
                && !lower.contains(mine.as_str())
                && records.iter().any(|r| {
                    same_names(r, first)
                        && !r.iter().any(|(_, v)| v == key)
                        && r.iter().any(|(g, theirs)| {
                            g == f
                                && theirs != mine
                                && theirs.chars().count() >= 2
                                && theirs.chars().all(|c| c.is_alphabetic() || c == '_')
                                && !is_stopword(theirs)
                                && said.contains(theirs)
                        })
                })
        })
    })
}

/// The cells of a pipe-table line (`| a | b |`, psql's `a | b`), trimmed, without the empty
/// cells outside a leading or trailing `|`; `None` for a line with no `|` or a code gutter.
fn pipe_cells(line: &str) -> Option<Vec<&str>> {
    if !line.contains('|') || code_gutter(line) {
        return None;
    }
    let t = line.trim();
    let t = t.strip_prefix('|').unwrap_or(t);
    let t = t.strip_suffix('|').unwrap_or(t);
    Some(t.split('|').map(str::trim).collect())
}

/// A header line's separator below it (`---+---`, `|---|:--:|`).
fn separator(line: &str) -> bool {
    let t = line.trim();
    t.contains("--")
        && t.chars()
            .all(|c| matches!(c, '-' | '+' | '|' | ':' | ' ' | '='))
}

/// Whether a cell's value is stated by the entry: every number of the cell ([`values`]:
/// `60` of `60 days`, `2000000` of `$2,000,000`) among the entry's `values`, up to the entry's
/// extra decimals ([`rounds_to`]: `852,742` for `$852,741.98`), or, for a cell with a digit but no number
/// (`10.40.3.12`), the cell as one of the entry's tokens (`said`).
fn cell_stated(cell: &str, values_: &HashSet<String>, said: &HashSet<String>) -> bool {
    let nums = values(cell);
    if nums.is_empty() {
        return cell.chars().any(|ch| ch.is_ascii_digit()) && said.contains(&cell.to_lowercase());
    }
    nums.iter().all(|n| {
        values_
            .iter()
            .any(|v| v == n || rounds_to(v, n) || rounds_to(n, v))
    })
}

/// Whether the number `v` (normalised) is `n` written with more decimals: `v` rounded, or
/// cut, to `n`'s decimals is `n` (`852741.98` → `852742`, `139880.41` → `139880`, `0.4137` →
/// `0.41`), `n` keeping two significant digits or more. [`cell_stated`] asks it both ways: an
/// entry may write a cell with more decimals or round it.
fn rounds_to(v: &str, n: &str) -> bool {
    let decimals = |x: &str| x.split_once('.').map_or(0, |(_, f)| f.len());
    let d = decimals(n);
    // the rounded value keeps two significant digits at least: `0.41` is `0.412877` rounded,
    // but no number under 0.5 "states" a cell of `0`
    let significant = n
        .trim_start_matches('-')
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>();
    if decimals(v) <= d || significant.trim_start_matches('0').len() < 2 {
        return false;
    }
    let (Ok(x), Ok(y)) = (v.parse::<f64>(), n.parse::<f64>()) else {
        return false;
    };
    let scale = 10f64.powi(d as i32);
    let rounded = (x * scale).round() / scale;
    let cut = (x * scale).trunc() / scale;
    (rounded - y).abs() < 0.5 / scale * 1e-6 || (cut - y).abs() < 0.5 / scale * 1e-6
}

/// Whether a cell holds a number (`3`, `$1,240.50`, `-1.3`, `60 days`; not `ATL-1`).
fn number_cell(cell: &str) -> bool {
    !values(cell).is_empty()
}

/// A value from the wrong column or row of a table with a header (a psql result, a markdown
/// table): the entry names a row by one of its cells (`ATL-1`, `pg-orders-03`) that no other
/// row holds, and one column more than any other by its header's terms (`available`;
/// `w19_net_usd` over `w18_net_usd` for "W19 net revenue"), but the entry does not state
/// that cell's value while it states the value of another cell of the row ("3 units
/// available at ATL-1" when ATL-1's `on_hand` is 3 and its `available` 0), or of the same
/// column in another row ("pg-orders-03 client_addr: 10.40.3.12", which is pg-orders-02's).
/// Tables are read from a header line with a separator line below it and the rows of the same
/// number of cells after it. A tie between columns names none. Each clause of the entry (cut
/// at `;`, `, ` and brackets) is read alone: "starter_m: 3952 active at start, …; its
/// paid_search channel churns at 17.55%" names paid_search's churn, not its `active_at_start`.
/// `parts`: the clauses ([`clauses`]), each with its tokens, lower-cased.
fn cell_swap(parts: &[(&str, HashSet<String>)], evidence: &str) -> bool {
    evidence.contains('|')
        && parts
            .iter()
            .any(|(clause, said)| clause_cell_swap(clause, evidence, &values(clause), said))
}

/// The clauses of an entry as [`cell_swap`] and `field_swap` read them: cut at `;`, `, `,
/// ` and ` and brackets.
fn clauses(entry: &str) -> impl Iterator<Item = &str> {
    entry
        .split([';', '(', ')'])
        .flat_map(|c| c.split(", "))
        .flat_map(|c| c.split(" and "))
}

/// [`cell_swap`] for one clause, with its numbers ([`values`]) and tokens (`said`).
fn clause_cell_swap(
    entry: &str,
    evidence: &str,
    values: &HashSet<String>,
    said: &HashSet<String>,
) -> bool {
    if values.is_empty() && !said.iter().any(|t| t.chars().any(|c| c.is_ascii_digit())) {
        return false;
    }
    let terms: HashSet<String> = index_terms(entry).into_iter().collect();
    let lines: Vec<&str> = evidence.lines().collect();
    let mut i = 0;
    while i + 2 < lines.len() {
        let (Some(header), true) = (pipe_cells(lines[i]), separator(lines[i + 1])) else {
            i += 1;
            continue;
        };
        let rows: Vec<Vec<&str>> = lines[i + 2..]
            .iter()
            .map_while(|l| pipe_cells(l).filter(|c| c.len() == header.len()))
            .collect();
        i += 2 + rows.len();
        if rows.len() < 2 {
            continue;
        }
        // the column the entry names: the one whose header shares the most terms with it
        let shared: Vec<usize> = header
            .iter()
            .map(|h| {
                index_terms(&h.replace('_', " "))
                    .iter()
                    .filter(|t| terms.contains(*t))
                    .count()
            })
            .collect();
        let best = shared.iter().copied().max().unwrap_or(0);
        if best > 0 && shared.iter().filter(|&&n| n == best).count() > 1 {
            continue;
        }
        // no column named: the one where the entry states another row's value, read below
        let col = (best > 0).then(|| shared.iter().position(|&n| n == best).unwrap_or(0));
        // the row the entry names: a non-numeric cell the entry says that no other row holds
        let names = |r: &[&str]| -> Vec<String> {
            r.iter()
                .enumerate()
                .filter(|(j, c)| {
                    Some(*j) != col && normalize_number(c).is_none() && c.chars().count() >= 2
                })
                .map(|(_, c)| c.to_lowercase())
                .filter(|c| said.contains(c) || terms.contains(c))
                .collect()
        };
        let named: Vec<usize> = (0..rows.len())
            .filter(|&r| {
                names(&rows[r]).iter().any(|n| {
                    rows.iter()
                        .filter(|o| o.iter().any(|c| c.to_lowercase() == *n))
                        .count()
                        == 1
                })
            })
            .collect();
        let [r] = named[..] else {
            continue;
        };
        // a specific value (a duration, or a number of three or more digits) of another row in
        // some column, where the named row has an unstated value of its own: "ingest_orders
        // succeeded in 2m48s" when 2m48s is ingest_customers' duration, whether or not the
        // entry names the column
        let specific = |c: &str| {
            self::values(c)
                .iter()
                .any(|v| v.contains(['m', 's', 'h']) || specific_number(v))
        };
        let located = (0..header.len()).any(|c| {
            let own = rows[r][c];
            specific(own)
                && !cell_stated(own, values, said)
                && rows.iter().enumerate().any(|(o, row)| {
                    o != r && row[c] != own && specific(row[c]) && cell_stated(row[c], values, said)
                })
        });
        if located {
            return true;
        }
        let Some(col) = col else {
            continue;
        };
        let cell = rows[r][col];
        if !cell.chars().any(|c| c.is_ascii_digit()) || cell_stated(cell, values, said) {
            continue;
        }
        // another number of the row (its name cells, `ATL-1`, are stated by naming the row)
        let in_row = rows[r]
            .iter()
            .enumerate()
            .any(|(j, c)| j != col && number_cell(c) && cell_stated(c, values, said));
        let in_column = rows
            .iter()
            .enumerate()
            .any(|(o, row)| o != r && row[col] != cell && cell_stated(row[col], values, said));
        if in_row || in_column {
            return true;
        }
    }
    false
}

/// Whether `entry` restates one evidence `line` with one value changed: the guard found one
/// value of the entry in no evidence (`unseen`, its token as written), every content word of
/// the entry (three or more) is a word of the line, and the line holds a value of the same
/// shape that the entry does not (its digits aside: `$500` for `$600`, `02:00` for `12:00`).
/// "The budget cap for this run is $600." against "The budget cap for this run is $500.": a
/// value changed in a copied line is the same fault as one taken from a sibling row. An
/// identifier of parts is of the same shape when it has the same separators and keeps at least
/// one of its parts ([`same_template`]: `config/dev.yaml` for `config/prod.yaml`,
/// `helpdesk@acme.com` for `support@acme.com`, `us-west-2` for `us-east-1`).
pub fn value_swap(entry: &str, line: &str, unseen: &[&str]) -> bool {
    let [t] = unseen else {
        return false;
    };
    let digits = t.chars().any(|c| c.is_ascii_digit());
    if !digits && !is_compound(t) {
        return false;
    }
    let words = |text: &str| -> HashSet<String> {
        tokens(text)
            .into_iter()
            .filter(|t| t.kind == TokenKind::Word && t.text.len() > 2)
            .map(|t| t.text.to_lowercase())
            .filter(|w| !is_stopword(w))
            .collect()
    };
    let (own, theirs) = (words(entry), words(line));
    if own.len() < 3 || !own.is_subset(&theirs) {
        return false;
    }
    // a value's shape: its digits as one `9` a run (`$9,9`, `9:9`, `9.9%`)
    let shape = |v: &str| {
        let mut out = String::new();
        for c in v.chars() {
            match c.is_ascii_digit() {
                true if out.ends_with('9') => {}
                true => out.push('9'),
                false => out.push(c),
            }
        }
        out
    };
    let written: HashSet<&str> = tokens(entry).into_iter().map(|t| t.text).collect();
    tokens(line).into_iter().any(|u| {
        u.text != *t
            && !written.contains(u.text)
            && ((digits && u.text.chars().any(|c| c.is_ascii_digit()) && shape(u.text) == shape(t))
                || same_template(u.text, t))
    })
}

/// The separators that join the parts of an identifier ([`same_template`]).
const PART_SEPARATORS: [char; 6] = ['@', '.', '/', '-', '_', ':'];

/// Whether a token is an identifier of two or more parts (`config/prod.yaml`,
/// `support@acme.com`, `us-east-1`).
fn is_compound(t: &str) -> bool {
    t.split(PART_SEPARATORS).filter(|p| !p.is_empty()).count() >= 2
}

/// Whether two identifiers of parts are one template with parts changed: the same separators
/// in the same order, at least two parts, at least one part kept, and at most half of the
/// parts (rounded up) changed. `config/dev.yaml` and `config/prod.yaml`, `audit@acme.com` and
/// `compliance@acme.com`, `us-west-2` and `us-east-1`; not `eu-west-1` and `v1.2.3`.
fn same_template(a: &str, b: &str) -> bool {
    let seps = |t: &str| -> String { t.chars().filter(|c| PART_SEPARATORS.contains(c)).collect() };
    let parts =
        |t: &str| -> Vec<String> { t.split(PART_SEPARATORS).map(str::to_lowercase).collect() };
    let (pa, pb) = (parts(a), parts(b));
    if seps(a) != seps(b) || pa.len() != pb.len() || !is_compound(a) {
        return false;
    }
    let changed = pa.iter().zip(&pb).filter(|(x, y)| x != y).count();
    changed >= 1 && changed < pa.len() && changed <= pa.len().div_ceil(2)
}

/// The cells of a row for [`aligned_swap`]: a pipe row's cells ([`pipe_cells`]), tab fields,
/// the fields of a CSV line (two or more commas, none followed by a space, as prose has), or
/// the cells of a row aligned with spaces as `sqlite3 -column`, `column -t` and report scripts
/// print it ([`spaced_cells`]); `None` under three cells or for other lines (fields split at
/// single spaces are as often words of prose or a command line as columns).
fn row_cells(line: &str) -> Option<Vec<&str>> {
    let line = without_line_number(line);
    let cells: Vec<&str> = if let Some(c) = pipe_cells(line) {
        c
    } else if line.contains('\t') {
        line.split('\t').map(str::trim).collect()
    } else if line.matches(',').count() >= 2 && !line.contains(", ") {
        line.split(',').map(str::trim).collect()
    } else if let Some(c) = spaced_cells(line) {
        c
    } else {
        return None;
    };
    (cells.len() >= 3).then_some(cells)
}

/// `line` without the line number a file reader prints before it: two spaces or more, the
/// number and a `|`, `→` or tab (`     3|R-2025-085,…` from a `read_file`, `     3→…` from
/// Claude Code's `Read`, `     3\t…` from `cat -n`; blind round s68B). A row that opens with
/// a number and no padding (`3|Teichgut|2200`, sqlite's list output) keeps it.
fn without_line_number(line: &str) -> &str {
    let t = line.trim_start_matches(' ');
    let digits = t.bytes().take_while(u8::is_ascii_digit).count();
    if digits == 0 {
        return line;
    }
    let rest = &t[digits..];
    // `→` is never part of a row; a `|` or a tab needs the padding (one space from line
    // 10,000 on, where the six columns fill)
    let padding = line.len() - t.len();
    if let Some(r) = rest.strip_prefix('→') {
        return r;
    }
    if padding >= 2 || (padding >= 1 && digits >= 5) {
        if let Some(r) = rest.strip_prefix(['|', '\t']) {
            return r;
        }
    }
    line
}

/// The cells of a line aligned with spaces: the line cut at runs of two spaces or more, so
/// that a cell may hold single spaces (`Ramjanam Rajbhar`, `2025-01-15 05:30`). `None` unless
/// there are three cells or more and a number among them: prose and code rarely put two
/// spaces between words twice.
fn spaced_cells(line: &str) -> Option<Vec<&str>> {
    let cells = crate::guard::wide_cells(line);
    (cells.len() >= 3 && cells.iter().any(|c| number_cell(c))).then_some(cells)
}

/// What of an entry names its row among the rows of a table that share its key
/// ([`aligned_swap`]): a word that is a whole cell of the row (`paperback`), or a day, as
/// month and day (`05-12`), that a cell writes as an ISO date ([`iso_day`]).
enum RowName<'a> {
    Cell(&'a str),
    Day(&'a str),
}

/// The month and day (`05-12`) of a cell that is an ISO date (`2025-05-12`, perhaps with a
/// time after a `T` or a space); `None` for any other cell.
fn iso_day(cell: &str) -> Option<String> {
    let d = cell.trim().get(..10)?;
    let b = d.as_bytes();
    let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
    (digits(0..4) && b[4] == b'-' && digits(5..7) && b[7] == b'-' && digits(8..10))
        .then(|| d[5..].to_string())
}

/// The days an entry names, as month and day (`05-12`), from its tokens: a capitalised month
/// name or its abbreviation ([`crate::guard::month`]) beside a day number (`12 May`, `May 12`,
/// `12 May 2025`) and ISO dates.
fn entry_days(toks: &[Token<'_>]) -> Vec<String> {
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        out.extend(iso_day(t.text));
        // English writes a month with a capital (`march 12` is a walk); the name or its
        // abbreviation (`May`, `Sep`, `October`), or a month of another language
        let capital = t.text.starts_with(char::is_uppercase);
        let Some(m) = crate::guard::month(t.text).filter(|_| capital) else {
            continue;
        };
        let day = |j: Option<usize>| {
            j.and_then(|j| toks.get(j))
                .filter(|d| d.kind == TokenKind::Number && d.text.len() <= 2)
                .and_then(|d| d.text.parse::<u8>().ok())
                .filter(|d| (1..=31).contains(d))
        };
        if let Some(d) = day(i.checked_sub(1)).or_else(|| day(Some(i + 1))) {
            out.push(format!("{m:02}-{d:02}"));
        }
    }
    out
}

/// Whether a number is specific enough to say which row it came from: three significant
/// digits or more (`210.00`, `1365`, `2,406,895`), or two with decimals (a unit price, `3.2`
/// for `3.20 EUR/kg`, blind round s68B), not a small count that many rows share.
fn specific_number(n: &str) -> bool {
    let significant = n
        .chars()
        .filter(char::is_ascii_digit)
        .collect::<String>()
        .trim_start_matches('0')
        .len();
    significant >= 3 || (significant == 2 && n.contains('.'))
}

/// A value from the aligned cell of a sibling row, for an entry whose row holds some of its
/// values: a key of the entry (`Wilma`) occurs in one to three distinct evidence lines, each a
/// row with numbers ([`row_cells`]), none of which holds a specific number of the entry
/// ([`specific_number`]: `210.00`), while another line of the same shape (the same number of
/// cells, numbers in the same cells), which names no key of the entry that the key's own line
/// lacks, nor another of its numbers that line lacks, holds that number in a cell where the
/// key's own line holds another number the entry does not state. "Wilma Ek: card 30124456,
/// Västerslätt, 210.00 kr" against the rows `30124456 | Wilma Ek | … | 120.00` and `20447761 |
/// Oskar Rantanen | … | 210.00`: the card number is Wilma's, the amount Oskar's.
/// [`row_swap`]'s other reading needs the key's row to hold none of the entry's values; this
/// one reads the column. `lines` are the evidence's non-empty lines; `v` the entry's numbers
/// ([`values`]).
fn aligned_swap(
    keys: &HashSet<String>,
    terms: &HashSet<String>,
    days: &[String],
    v: &HashSet<String>,
    lines: &[&str],
) -> bool {
    // each distinct line once, with its terms, numbers and cells
    struct Line<'a> {
        text: &'a str,
        terms: HashSet<String>,
        values: HashSet<String>,
        cells: Option<Vec<&'a str>>,
    }
    let mut seen = HashSet::new();
    // (a line's cells are read before it is trimmed: the padding marks a file reader's line
    // number, [`without_line_number`])
    let distinct: Vec<Line> = lines
        .iter()
        .filter(|l| seen.insert(without_line_number(l).trim()))
        .map(|l| Line {
            text: l,
            terms: index_terms(l).into_iter().collect(),
            values: values(without_line_number(l)),
            cells: row_cells(l),
        })
        .collect();
    // a key in the other line but not in the key's own line names the other row too (the
    // entry compares them); one both lines hold (a branch, a status) names neither
    let names_other = |other: &HashSet<String>, mine: &HashSet<String>| {
        keys.iter().any(|k| other.contains(k) && !mine.contains(k))
    };
    keys.iter().any(|k| {
        let mut own: Vec<&Line> = distinct.iter().filter(|l| l.terms.contains(k)).collect();
        if own.is_empty() {
            return false;
        }
        // a key that several rows share names its row with another word of the entry that
        // is a whole cell of only some of them ("Bulgaria paperback" among the rows of
        // Bulgaria, one per format), or with the day it names (`12 May` against a cell that
        // writes it `2025-05-12`): the rows that hold every such cell
        let has_cell = |l: &Line, name: &RowName| {
            l.cells.as_ref().is_some_and(|c| {
                c.iter().any(|x| match name {
                    RowName::Day(md) => iso_day(x).as_deref() == Some(*md),
                    RowName::Cell(t) => x.eq_ignore_ascii_case(t),
                })
            })
        };
        // the rows of one table among the key's lines: the number of cells that two or more
        // of them share, more of them than any other (a table row and a record elsewhere are
        // two sources on one row, not two rows; a command line that lists the key is no row)
        let mut shapes: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
        for l in &own {
            *shapes
                .entry(l.cells.as_ref().map_or(0, Vec::len))
                .or_default() += 1;
        }
        let most = shapes.values().copied().max().unwrap_or(0);
        let table: Vec<&Line> = match shapes
            .iter()
            .filter(|(_, &c)| c == most)
            .collect::<Vec<_>>()[..]
        {
            [(&n, &c)] if c >= 2 => own
                .iter()
                .copied()
                .filter(|l| l.cells.as_ref().map_or(0, Vec::len) == n)
                .collect(),
            _ => Vec::new(),
        };
        let narrowing: Vec<RowName> = terms
            .iter()
            .filter(|t| {
                *t != k
                    && !v.contains(*t)
                    && t.chars().any(char::is_alphabetic)
                    && !t.contains(char::is_whitespace)
            })
            .map(|t| RowName::Cell(t.as_str()))
            .chain(days.iter().map(|d| RowName::Day(d)))
            .filter(|name| {
                let n = table.iter().filter(|l| has_cell(l, name)).count();
                n > 0 && n < table.len()
            })
            .collect();
        // the key labels those rows: a whole cell of each
        let narrowed =
            !narrowing.is_empty() && table.iter().all(|l| has_cell(l, &RowName::Cell(k)));
        // otherwise every line that names the key is a row with numbers: a key named in a
        // lookup's argument or a log line is not a row label (as in [`row_swap`]'s other
        // reading); but where one row of a table names it, prose around it that states none of
        // the entry's numbers the row lacks only speaks of that row ("Teichgut Petershain
        // (R-2025-085) pak NIC", a user turn, beside the invoice's CSV row, blind round s68B)
        // (no prose line anywhere may state such a number, a decimal comma read as a point:
        // a correction the user writes on the line after the key, or as `3,20 €/kg`, names the
        // entry's value)
        let rows_of_key: Vec<&Line> = own.iter().copied().filter(|l| l.cells.is_some()).collect();
        if !narrowed && rows_of_key.len() == 1 && own.len() > 1 {
            let row = rows_of_key[0];
            let quiet = own
                .iter()
                .all(|l| std::ptr::eq(*l, row) || l.cells.is_none())
                && distinct.iter().filter(|l| l.cells.is_none()).all(|l| {
                    l.values
                        .iter()
                        .chain(&values(&l.text.replace(',', ".")))
                        .all(|x| !v.contains(x) || row.values.contains(x))
                });
            if quiet {
                own = rows_of_key;
            }
        }
        if !narrowed && own.iter().any(|l| l.cells.is_none() || l.values.is_empty()) {
            return false;
        }
        if narrowed {
            own = table
                .into_iter()
                .filter(|l| narrowing.iter().all(|t| has_cell(l, t)))
                .collect();
        }
        if own.is_empty() || own.len() > 3 {
            return false;
        }
        // a sibling row: not one of the rows the entry names (by the key and the words that
        // narrow it, or by the key alone)
        let sibling = |u: &Line| {
            if narrowed {
                !own.iter().any(|o| std::ptr::eq(*o, u))
            } else {
                !u.terms.contains(k)
            }
        };
        let own_values: HashSet<&String> = own.iter().flat_map(|l| &l.values).collect();
        v.iter()
            .filter(|x| specific_number(x) && !own_values.contains(x))
            .any(|x| {
                own.iter().any(|o| {
                    let Some(oc) = &o.cells else {
                        return false;
                    };
                    distinct.iter().any(|u| {
                        if !sibling(u) || names_other(&u.terms, &o.terms) {
                            return false;
                        }
                        // another value of the entry in that line and not in the key's own
                        // names that row too ("partitions 3 and 4 had lags of …")
                        if u.values
                            .iter()
                            .any(|y| y != x && v.contains(y) && !own_values.contains(y))
                        {
                            return false;
                        }
                        let Some(uc) = &u.cells else {
                            return false;
                        };
                        // rows of one table: the same number of cells, numbers in the same
                        // places
                        uc.len() == oc.len()
                            && uc
                                .iter()
                                .zip(oc)
                                .all(|(a, b)| number_cell(a) == number_cell(b))
                            && uc.iter().zip(oc).any(|(theirs, mine)| {
                                theirs != mine
                                    && values(theirs).contains(x.as_str())
                                    && number_cell(mine)
                                    && values(mine).is_disjoint(v)
                            })
                    })
                })
            })
    })
}

/// Whether some key of `entry` owns other values in `evidence` while the entry's values come
/// from a sibling row (see the module documentation), numbers or, in record lines, a field's
/// word (`field_swap`). False for an entry without numbers or keys.
pub fn row_swap(entry: &str, evidence: &str) -> bool {
    let v = values(entry);
    let toks = tokens(entry);
    let lines: Vec<&str> = evidence.lines().filter(|l| !l.trim().is_empty()).collect();
    // the first fields of the lines: a plain word of the entry that is one names a row
    // (`unit` in `unit\tsuccess\t4m18s`, a job, a table, a region)
    let firsts: Vec<Option<String>> = lines.iter().map(|l| first_field(l)).collect();
    let labels: HashSet<String> = firsts.iter().flatten().cloned().collect();
    let keys: HashSet<String> = toks
        .iter()
        .filter_map(|t| {
            let k = t.text.to_lowercase();
            let long = k.chars().count() >= 3 && !is_stopword(&k);
            let named = match t.kind {
                TokenKind::Identifier | TokenKind::Hex => true,
                TokenKind::Word => t.text.starts_with(char::is_uppercase),
                TokenKind::Number => false,
            } && !v.contains(&k)
                && !k
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '.' || c == ',');
            let label = t.kind == TokenKind::Word && labels.contains(&k);
            (long && (named || label)).then_some(k)
        })
        .collect();
    // a field's word is read within the clause that names the record ("Top issue a81f3c: 61
    // events; second, an ANR in OfflineSyncWorker" names two records, it swaps no field)
    // each clause with its tokens, lower-cased, read once for both readings below
    let parts: Vec<(&str, HashSet<String>)> = clauses(entry)
        .map(|c| (c, tokens(c).iter().map(|t| t.text.to_lowercase()).collect()))
        .collect();
    let records: Vec<Vec<(String, String)>> = lines
        .iter()
        .map(|l| fields(l))
        .filter(|f| !f.is_empty())
        .collect();
    let field_swapped = parts.iter().any(|(clause, said)| {
        let keys_c: HashSet<String> = keys.intersection(said).cloned().collect();
        !keys_c.is_empty() && field_swap(&keys_c, said, clause, &records)
    });
    if field_swapped || cell_swap(&parts, evidence) {
        return true;
    }
    if v.is_empty() {
        return false;
    }
    let terms: HashSet<String> = index_terms(entry).into_iter().collect();
    // one day names one row; a span of days ("every day from 15 to 20 Nov") names several
    let mut days = entry_days(&toks);
    let span = entry.contains(['–', '—'])
        || toks.iter().any(|t| {
            matches!(
                t.text.to_ascii_lowercase().as_str(),
                "to" | "from"
                    | "between"
                    | "through"
                    | "until"
                    | "till"
                    | "every"
                    | "each"
                    | "daily"
            )
        });
    if days.len() != 1 || span {
        days.clear();
    }
    if aligned_swap(&keys, &terms, &days, &v, &lines) {
        return true;
    }
    let units: Vec<Unit> = lines
        .iter()
        .map(|l| Unit {
            terms: index_terms(l).into_iter().collect(),
            values: values(l),
            cells: if code_gutter(l) {
                0
            } else {
                l.matches(['|', '\t']).count()
            },
            fields: l.split_whitespace().count(),
            keys: record_keys(l),
        })
        .collect();
    // a row named by a letter or two after the word its table's first column is named by
    // ("Zone B" for the row `B  131  9410.215 …` under `zone  slips …`, blind round s55A):
    // such a name is too short to be a key above, and its lines are found by their first field
    let lettered: Vec<(String, Vec<&Unit>)> = toks
        .windows(2)
        .filter(|p| {
            p[0].kind == TokenKind::Word
                && labels.contains(&p[0].text.to_lowercase())
                && p[1].byte_range.start == p[0].byte_range.end + 1
                && (1..=2).contains(&p[1].text.chars().count())
                && p[1]
                    .text
                    .chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
                && p[1].text.starts_with(|c: char| c.is_ascii_uppercase())
        })
        .map(|p| {
            let k = p[1].text.to_lowercase();
            let own = firsts
                .iter()
                .zip(&units)
                .filter(|(f, _)| f.as_deref() == Some(k.as_str()))
                .map(|(_, u)| u)
                .collect();
            (k, own)
        })
        .collect();
    let by_terms = keys.iter().map(|k| {
        // every line that names the key counts: a key named in code, logs or prose around the
        // rows (a test name beside a `40 | …` code gutter) is not a row label
        let own: Vec<&Unit> = units.iter().filter(|u| u.terms.contains(k)).collect();
        (k.clone(), own)
    });
    by_terms.chain(lettered).any(|(k, own)| {
        let k = &k;
        if own.is_empty() || own.len() > 2 {
            return false;
        }
        // a date or a time (digits and separators: `2026-11-27`) names a row only where every
        // line that writes it is a row (a table's cells, a record's fields); in prose or a
        // single object it is a value ("Pay EUR 32,887.00 by the due date 2025-11-05", the
        // amount from a script's total line)
        let value_like = k
            .chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '-' | ':' | '/'));
        if value_like && !own.iter().all(|u| u.cells >= 1 || u.keys.len() >= 2) {
            return false;
        }
        if !own
            .iter()
            .all(|u| !u.values.is_empty() && u.values.is_disjoint(&v))
        {
            return false;
        }
        // the sibling holding the entry's values must be another row, not one the entry names
        // too ("logs-app 12 primaries, logs-nginx ~90.1M docs and metrics-jvm": three rows, each
        // with its own values)
        // a name of a row: an identifier with a digit or a joiner (`logs-app-2025.03.14`, a
        // pod's name), not a value (`61.2gb`) nor a status word (`CrashLoopBackOff`)
        let names_row = |other: &String| {
            !other.starts_with(|c: char| c.is_ascii_digit())
                && other.contains(|c: char| c.is_ascii_digit() || matches!(c, '-' | '_' | '.'))
                && (1..=2).contains(&units.iter().filter(|x| x.terms.contains(other)).count())
        };
        units.iter().any(|u| {
            !u.terms.contains(k)
                && !own.iter().any(|o| std::ptr::eq(*o, u))
                && !keys
                    .iter()
                    .any(|other| names_row(other) && u.terms.contains(other))
                && !u.values.is_disjoint(&v)
                && own.iter().any(|o| siblings(o, u))
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_price_from_the_row_above() {
        // blind round s68B: R-2025-085 given R-2025-084's price per kg
        let ev = "rechnung_nr,kunde,datum,art,kg,preis_eur_kg,netto_eur,bezahlt
R-2025-084,Fischhandel Schröter GmbH,2025-10-08,Karpfen K2 Besatz,1800,3.20,5760.00,2025-10-20
R-2025-085,Teichgut Petershain,2025-10-10,Karpfen K2 Besatz,2200,3.10,6820.00,offen
R-2025-086,Gasthof Zur Linde,2025-10-15,Karpfen K3 Speise,420,4.90,2058.00,offen";
        assert!(row_swap(
            "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.20 EUR/kg.",
            ev
        ));
        assert!(!row_swap(
            "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.10 EUR/kg.",
            ev
        ));
        // the same rows as a file reader prints them, with line numbers
        let numbered: String = ev
            .lines()
            .enumerate()
            .map(|(i, l)| format!("{:>6}|{l}\n", i + 1))
            .collect();
        assert!(row_swap(
            "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.20 EUR/kg.",
            &numbered
        ));
        assert!(!row_swap(
            "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.10 EUR/kg.",
            &numbered
        ));
        // prose that names the row's key beside it, stating none of the entry's numbers
        let talk = format!("{numbered}Teichgut Petershain (R-2025-085) pays by 09.11.\n");
        assert!(row_swap(
            "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.20 EUR/kg.",
            &talk
        ));
        // but not prose that states the entry's number for that row
        let corrected =
            format!("{numbered}Teichgut Petershain: R-2025-085 is corrected to 3.20 EUR/kg.\n");
        assert!(!row_swap(
            "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.20 EUR/kg.",
            &corrected
        ));
        // nor one that writes it with a decimal comma, or on the line after the key
        for correction in [
            "Teichgut Petershain (R-2025-085): ab November 3,20 €/kg.\n",
            "Teichgut Petershain (R-2025-085):\nneuer Preis 3.20 €/kg\n",
        ] {
            let told = format!("{numbered}{correction}");
            assert!(
                !row_swap(
                    "R-2025-085 Teichgut Petershain: 2200 kg K2 at 3.20 EUR/kg.",
                    &told
                ),
                "{correction}"
            );
        }
        assert_eq!(without_line_number(" 10000|R-x,1"), "R-x,1");
        assert_eq!(without_line_number("3→a,b"), "a,b");
        assert_eq!(without_line_number("     3|R-2025-085,x"), "R-2025-085,x");
        assert_eq!(
            without_line_number("     7|| T01 | 18.5 |"),
            "| T01 | 18.5 |"
        );
        assert_eq!(without_line_number("3|Teichgut|2200"), "3|Teichgut|2200");
        assert_eq!(without_line_number("  3 | foo | 12"), "  3 | foo | 12");
        // a small count is no price: two rows may share it
        assert!(!specific_number("32"));
        assert!(specific_number("3.2"));
    }

    #[test]
    fn a_row_named_by_a_letter_after_its_column() {
        // blind round s55A: zone C's seed advance written as zone B's
        let ev = "zone   slips  net_tonnes  gross_inr     seed_adv_inr\n\
                  A      146    11932.480   42360304.00   1204420.00\n\
                  B      131    9410.215    33406263.25   988130.00\n\
                  C      115    8530.424    30283005.20   1311600.00\n\
                  TOTAL  392    29873.119   106049572.45  3504150.00";
        assert!(row_swap(
            "Zone B seed-advance recovery was ₹13,11,600.00.",
            ev
        ));
        assert!(!row_swap(
            "Zone C seed-advance recovery was ₹13,11,600.00.",
            ev
        ));
        assert!(!row_swap("Zone C: 115 slips, 8530.424 t net.", ev));
        // a letter after a word that names no column is no row
        assert!(!row_swap("Plan B recovers 1311600.00.", ev));
    }

    #[test]
    fn a_copied_line_with_one_value_changed() {
        // compaction_guard: a standing instruction restated with another amount or time
        let line = "Standing instruction: The budget cap for this run is $500.";
        assert!(value_swap(
            "The budget cap for this run is $600.",
            line,
            &["$600"]
        ));
        assert!(value_swap(
            "Exports from billing_db run only between 12:00 and 04:00 UTC.",
            "Standing instruction: Exports from billing_db run only between 02:00 and 04:00 UTC.",
            &["12:00"]
        ));
        // another shape, a word the line lacks, two unseen values, or nothing unseen
        assert!(!value_swap(
            "The budget cap for this run is 600 credits.",
            line,
            &["600"]
        ));
        assert!(!value_swap(
            "The monthly budget cap for this run is $600.",
            line,
            &["$600"]
        ));
        assert!(!value_swap(
            "The budget cap for this run is $600 or $700.",
            line,
            &["$600", "$700"]
        ));
        assert!(!value_swap(
            "The budget cap for this run is $500.",
            line,
            &[]
        ));
        // an identifier of parts with a part changed (compaction_guard)
        let frozen = "Standing instruction: The file config/prod.yaml is frozen; never edit it.";
        assert!(value_swap(
            "The file config/dev.yaml is frozen; never edit it.",
            frozen,
            &["config/dev.yaml"]
        ));
        let region = "Standing instruction: Deploy only to us-east-1; never touch eu-west-1.";
        assert!(value_swap(
            "Deploy only to us-west-2; never touch eu-west-1.",
            region,
            &["us-west-2"]
        ));
        // another template, or a word the line lacks
        assert!(!value_swap(
            "The file settings.json is frozen; never edit it.",
            frozen,
            &["settings.json"]
        ));
        assert!(!value_swap(
            "The old file config/dev.yaml is frozen; never edit it.",
            frozen,
            &["config/dev.yaml"]
        ));
        assert!(same_template("helpdesk@acme.com", "support@acme.com"));
        assert!(!same_template("eu-west-1", "v1.2.3"));
        assert!(!same_template("a.b", "c.d"));
    }

    #[test]
    fn an_entry_that_names_two_records_swaps_no_field() {
        // final fresh-user trial (session 13): two crash reports, each stated in its own clause
        let ev = "events: 61, id: a81f3c, title: MapTileCache not initialized, type: crash, users: 44\nevents: 19, id: 7d20be, title: ANR in OfflineSyncWorker, type: anr, users: 17";
        assert!(!row_swap("Top issue a81f3c \"MapTileCache not initialized\": 61 events, 44 users; second, an ANR in OfflineSyncWorker with 19 events", ev));
        assert!(row_swap("Issue a81f3c is an anr with 61 events", ev));
    }

    #[test]
    fn a_value_from_the_wrong_column_or_row_of_a_headed_table_is_a_swap() {
        // fresh-user trials (session 13)
        let stock = "warehouse | sku        | on_hand | reserved | available\n----------+------------+---------+----------+----------\nRNO-1     | BV-DUO-220 |       0 |        0 |         0\nCMH-2     | BV-DUO-220 |       6 |        4 |         2\nATL-1     | BV-DUO-220 |       3 |        3 |         0\n(3 rows)";
        assert!(row_swap(
            "Replacement stock for BV-DUO-220: 3 units available at ATL-1",
            stock
        ));
        assert!(!row_swap(
            "Replacement stock for BV-DUO-220: 0 units available at ATL-1",
            stock
        ));
        assert!(!row_swap(
            "CMH-2 has 2 units available (6 on hand, 4 reserved)",
            stock
        ));
        assert!(!row_swap("ATL-1 has 3 on hand, all reserved", stock));
        let rev = "region | w19_orders |  w19_net_usd | w18_orders |  w18_net_usd | wow_pct\n-------+------------+--------------+------------+--------------+--------\nEMEA   |     13,033 |   841,349.36 |     13,242 |   852,741.98 |    -1.3\nLATAM  |      2,861 |   135,167.86 |      2,790 |   139,880.41 |    -3.4";
        assert!(row_swap(
            "LATAM W19 net revenue: $139,880.41 (-3.4% WoW)",
            rev
        ));
        assert!(!row_swap(
            "LATAM W19 net revenue: $135,167.86 (-3.4% WoW)",
            rev
        ));
        // the same report rounded to whole dollars
        let md = "| Region | Orders | Net USD | W18 Net USD | WoW |\n|---|---|---|---|---|\n| NA | 18,442 | 1,242,408 | 1,198,240 | +3.7% |\n| EMEA | 13,033 | 841,349 | 852,742 | -1.3% |";
        assert!(!row_swap(
            "EMEA W19 net is $841,349.36 vs $852,741.98 in W18 (-1.3% WoW)",
            md
        ));
        assert!(
            rounds_to("852741.98", "852742")
                && rounds_to("0.4137", "0.41")
                && !rounds_to("852741.98", "852741.5")
                && !rounds_to("852742", "852742")
        );
        let repl = "application_name | client_addr |   state\n------------------+-------------+-----------\n pg-orders-02     | 10.40.3.12  | streaming\n pg-orders-03     | 10.40.3.13  | streaming";
        assert!(row_swap("pg-orders-03 client_addr: 10.40.3.12", repl));
        assert!(!row_swap("pg-orders-03 client_addr: 10.40.3.13", repl));
        // a value rounded, and a cell of 0 no small decimal states (a new user's trial,
        // session 15)
        let lag = "application_name | replay_lsn  |   replay_lag    | replay_gap_bytes\n------------------+-------------+-----------------+------------------\n pg-orders-02     | 3A/9A117C40 | 00:00:00.198114 |                0\n pg-orders-03     | 3A/9A117C40 | 00:00:00.412877 |                0";
        assert!(!row_swap("Replay lag on pg-orders-03 fell to 0.41 s some 90 s later, with a replay gap of 0 bytes.", lag));
        assert!(row_swap("Replay lag on pg-orders-03 fell to 0.198 s", lag));
        assert!(!rounds_to("0.41", "0"));
        // an entry that lists several rows, each with its own values (a new user's trial)
        let cat = "red logs-app-2025.03.14 12 1 48211934 61.2gb\nred logs-nginx-2025.03.14 6 1 90113276 38.7gb\nred metrics-jvm-2025.03.14 4 1 7302118 3.1gb";
        assert!(!row_swap("Red indices were logs-app-2025.03.14 (12 primaries, 61.2 GB), logs-nginx-2025.03.14 (~90.1M docs) and metrics-jvm-2025.03.14.", cat));
        assert!(row_swap(
            "metrics-jvm-2025.03.14 has 12 primaries and 61.2gb",
            cat
        ));
        // no column named: the row's value is another row's (trials s16K)
        let runs = "       dag_id       | state   |    duration\n--------------------+---------+-----------------\n ingest_customers   | success | 00:02:48.119024\n ingest_orders      | success | 00:09:41.207733";
        assert!(row_swap(
            "First runs: ingest_orders succeeded in 2m48s and ingest_customers also succeeded.",
            runs
        ));
        assert!(!row_swap(
            "First runs: ingest_orders succeeded in 9m41s and ingest_customers in 2m48s.",
            runs
        ));
        // agent c01: each clause names its own row and column
        let ch = " channel   | active_at_start | cancelled_in_q3 | logo_churn_pct\n-------------+-----------------+-----------------+----------------\n organic     |            1730 |             171 |           9.88\n paid_search |            1288 |             226 |          17.55";
        assert!(!row_swap("starter_m: 3952 active at start, 498 cancelled, 12.60% churn; its paid_search channel churns at 17.55%", ch));
        assert!(row_swap("paid_search: 1730 active at start", ch));
        // a table without a separator under its header, or a tie between columns, names no column
        assert!(!row_swap(
            "LATAM net: 139,880.41",
            &rev.replace("w19_net_usd", "net_a")
                .replace("w18_net_usd", "net_b")
        ));
    }

    const TABLE: &str = "| Vendor | Liability cap | Termination notice |\n|---|---|---|\n\
        | Acorn | 12 months of fees | 90 days |\n| Bravia | $2,000,000 | 60 days |\n\
        | Cobalt | 6 months of fees | 30 days |";

    #[test]
    fn values_from_another_row_of_a_table_are_caught() {
        // shared/cases records b03: Acorn's terms given to Cobalt.
        assert!(row_swap(
            "Cobalt caps liability at 12 months of fees with 90 days notice",
            TABLE
        ));
        assert!(!row_swap(
            "Cobalt caps liability at 6 months of fees with 30 days notice",
            TABLE
        ));
        assert!(!row_swap(
            "Bravia caps liability at $2,000,000 with 60 days termination notice",
            TABLE
        ));
    }

    #[test]
    fn values_from_another_record_of_a_listing_are_caught() {
        // The kind of agent d03 (another pod's restart count) and d01 (another table's rows).
        let pods = "payments-worker-6c9d7b5f4-q8xzt   0/1  CrashLoopBackOff  19  41m\n\
                    payments-worker-6c9d7b5f4-q8xzv   1/1  Running           0   41m";
        assert!(row_swap(
            "payments-worker-6c9d7b5f4-q8xzv was in CrashLoopBackOff with 19 restarts",
            pods
        ));
        assert!(!row_swap(
            "payments-worker-6c9d7b5f4-q8xzt was in CrashLoopBackOff with 19 restarts",
            pods
        ));
        let counts = "invoices | 4812330\ninvoice_lines | 17390455\ninvoice_line_taxes | 9120004";
        assert!(row_swap("`invoice_line_taxes` rows: 17,390,455", counts));
        assert!(!row_swap("`invoice_lines` rows: 17,390,455", counts));
    }

    #[test]
    fn values_from_another_record_of_a_record_set_are_caught() {
        // A JSON array of rows as sjc renders it (one `key: value` line per row), and logfmt.
        let rows = "dt: 2026-11-27, row_count: 48211, status: success\n\
                    dt: 2026-11-28, row_count: 51907, status: success\n\
                    dt: 2026-11-29, row_count: 0, status: failed";
        assert!(row_swap("Partition 2026-11-27 loaded 51,907 rows", rows));
        assert!(!row_swap("Partition 2026-11-28 loaded 51,907 rows", rows));
        let logfmt = "host=db-01 conns=412 p99_ms=88\nhost=db-02 conns=97 p99_ms=31";
        assert!(row_swap("db-02 had 412 connections", logfmt));
        assert!(!row_swap("db-01 had 412 connections", logfmt));
        // a URL's `:` is not a field
        assert_eq!(record_keys("see https://x.io/a, id: 7"), vec!["id"]);
        assert_eq!(
            record_keys(r#"{"dt": "2026-11-27", "n": 4}"#),
            vec!["dt", "n"]
        );
        // two lines that share one field name are not a record set
        assert!(!row_swap(
            "The build took 41 s",
            "build: ok (cache 12)\nelapsed: 41 s"
        ));
    }

    #[test]
    fn values_from_another_row_of_a_tsv_or_a_json_array_are_caught() {
        // a new user's trial records: a tab-separated job table, JSON order rows as sjc renders
        // them
        let jobs = "lint\tsuccess\t1m02s\nunit\tsuccess\t4m18s\nintegration\tfailure\t6m53s";
        assert!(row_swap("The unit job took 6m53s", jobs));
        assert!(!row_swap("The unit job took 4m18s", jobs));
        assert!(!row_swap("The integration job failed after 6m53s", jobs));
        let orders = "order_id: ORD-53920, placed: 2025-01-18, status: delivered, total: 312.4\n\
                      order_id: ORD-55102, placed: 2025-03-04, status: delivered, total: 149.99";
        assert!(row_swap("ORD-55102 total: $312.40", orders));
        assert!(!row_swap("ORD-55102 total: $149.99", orders));
        // a line that names the key without a value still counts (a lookup's argument, a test
        // name above a code listing): such keys are not taken for row labels
        assert!(!row_swap(
            "ORD-55102 total: $312.40",
            &format!("{orders}\norder_id: ORD-55102")
        ));
        let listing = "FAIL src/__tests__/dueDate.test.ts\n  40 | makeInvoice({ dueDate: '2025-03-07' });\n  \
                       42 | expect(formatDue(inv)).toBe('3 days ago');";
        assert!(!row_swap("dueDate tests got 3 days", listing));
        assert!(code_gutter(
            "  > 42 | expect(formatDue(inv)).toBe('3 days ago');"
        ));
        assert!(!code_gutter(" 42 | 1730 | 9.88") && !code_gutter("| 1 | a |"));
        assert!(compound_duration("6m53s") && compound_duration("1h02m"));
        assert!(
            !compound_duration("4m") && !compound_duration("m53s") && !compound_duration("6x53s")
        );
        assert_eq!(first_field("| unit | 4m |").as_deref(), Some("unit"));
    }

    proptest::proptest! {
        #[test]
        fn never_panics(entry in "[A-Za-z0-9 :,=|\t._é日-]{0,40}", evidence in "[A-Za-z0-9 :,=|\t\n._é日>-]{0,120}") {
            let _ = row_swap(&entry, &evidence);
        }
    }

    #[test]
    fn a_field_word_from_another_record_is_caught() {
        // a new user's trial: the carrier of another order
        let orders = "carrier: USPS, customer_id: CUS-20417, order_id: ORD-769210, status: delivered\n\
                      carrier: UPS, customer_id: CUS-20417, order_id: ORD-765002, status: delivered";
        assert!(row_swap(
            "Order ORD-769210 was shipped with UPS and delivered.",
            orders
        ));
        assert!(!row_swap(
            "Order ORD-769210 was shipped with USPS and delivered.",
            orders
        ));
        assert!(!row_swap("Order ORD-769210 was delivered.", orders));
        assert!(!row_swap(
            "ORD-769210 went by USPS, ORD-765002 by UPS",
            orders
        ));
        let logfmt = "host=db-01 role=primary conns=412\nhost=db-02 role=replica conns=97";
        assert!(row_swap("db-02 is the primary", logfmt));
        assert!(!row_swap("db-02 is the replica", logfmt));
    }

    #[test]
    fn counts_from_separate_summary_lines_are_not_swaps() {
        // shared/cases records b10: TAP totals, one per line, each with its own word.
        let tap = "# tests 37\n# pass 37\n# fail 0";
        assert!(!row_swap("37 tests, 37 pass, 0 fail", tap));
        // Values joined from unrelated lines (no shared term, not table rows).
        assert!(!row_swap(
            "The deploy to eu-west-1 took 41 s",
            "region eu-west-1 (3 nodes)\nelapsed: 41s"
        ));
        // A percentage written with and without `%` is one value.
        let churn =
            " organic     | 1730 | 9.88\n paid_search | 1288 | 17.55\n starter_m | 3952 | 12.60";
        assert!(!row_swap(
            "starter_m: 3952 active, 12.60% churn; paid_search churns at 17.55%",
            churn
        ));
        assert!(row_swap("paid_search churn: 9.88%", churn));
        assert!(!row_swap("No numbers here", TABLE));
        assert!(!row_swap("Cobalt caps liability at 12 months", ""));
    }

    #[test]
    fn a_value_from_the_aligned_cell_of_a_sibling_row_is_a_swap() {
        // blind round s43B: the card number is Wilma Ek's, the amount Oskar Rantanen's
        let fines = "20377120 | Mattias Öberg     | A | Hamnstaden  | 2 | 265.00 | t\n 20447761 | Oskar Rantanen    | A | Västerslätt | 4 | 210.00 | f\n 30124456 | Wilma Ek          | B | Västerslätt | 3 | 120.00 | f\n30124456,Wilma,Ek,ek.familjen@example.se,Västerslätt,120.00,AMN24-4456,sv";
        assert!(row_swap(
            "Wilma Ek: card 30124456, Västerslätt, 210.00 kr",
            fines
        ));
        assert!(!row_swap(
            "Wilma Ek: card 30124456, Västerslätt, 120.00 kr",
            fines
        ));
        // naming the other row too is a comparison, not a swap
        assert!(!row_swap(
            "Wilma Ek owes 120.00 kr, Oskar Rantanen 210.00 kr",
            fines
        ));
        // an entry that names the other rows by their numbers (trials s42B): partitions 1, 3
        // and 4 with their lags, then 0, 2 and 5 on one consumer
        assert!(!row_swap(KAFKA_ENTRY, KAFKA_EV));
        let lags = "ch-writer-v3 | 3 | 2791562 | -\nch-writer-v3 | 5 | 6624 | qv5hn";
        assert!(!row_swap(
            "Partition 3 had a lag of 2,791,562; partition 5 on qv5hn 6,624",
            lags
        ));
        assert!(row_swap(
            "Partition 5 on qv5hn: lag 2,791,562 and 5 rows",
            lags
        ));
    }

    #[test]
    fn a_value_from_a_sibling_row_of_a_table_aligned_with_spaces_is_a_swap() {
        // blind round s60A: `sqlite3 -column` rows and a payroll script's table, whose cells
        // hold single spaces
        let batches = "FB-25-013  5        2025-01-15 05:30  2025-01-18 17:00  59000          10.1    44800\n\
                       FB-25-014  6        2025-01-19 06:00  2025-01-22 19:30  61000          10.9    49300";
        let entry = "FB-25-013 in chamber 5 burned 10.9 t of coal for 59,000 bricks.";
        assert!(row_swap(entry, batches));
        assert!(!row_swap(&entry.replace("10.9", "10.1"), batches));
        let pay = "PT-03  Ramjanam Rajbhar  52400   32488   9000         4500      27988\n\
                   PT-04  Jitan Musahar     39600   24552   4000         2000      22552";
        assert!(row_swap(
            "PT-03 (Ramjanam Rajbhar) nets ₹22,552 after ₹4,500 of the team's ₹9,000 advance is deducted.",
            pay
        ));
        assert!(!row_swap(
            "PT-03 (Ramjanam Rajbhar) nets ₹27,988 after ₹4,500 of the team's ₹9,000 advance is deducted.",
            pay
        ));
        // prose with single spaces has no cells
        assert_eq!(
            spaced_cells("The batch FB-25-013 burned 10.1 t of coal."),
            None
        );
    }

    #[test]
    fn a_row_named_by_two_cells_is_told_from_its_siblings() {
        // blind s48A: four rows of Bulgaria, one per format; the royalty is the hardback's
        let statement = "territory       | format    | units | returns | net_units | base_BGN | basis        | rate | royalty_BGN\n----------------+-----------+-------+---------+-----------+----------+--------------+------+------------\nBulgaria        | hardback  |   412 |      18 |       394 |    32.90 | list         |   8% |     1037.01\nBulgaria        | paperback |  1288 |      61 |      1227 |    19.90 | list         |   7% |     1709.21\nBulgaria        | ebook     |   540 |       0 |       540 |     8.39 | net receipts |  25% |     1132.65\nBulgaria        | audiobook |   118 |       2 |       116 |    14.00 | net receipts |  20% |      324.80";
        assert!(row_swap(
            "Bulgaria paperback: 1,227 net copies, royalty 1,037.01 BGN.",
            statement
        ));
        for e in [
            "Bulgaria paperback: 1,227 net copies, royalty 1,709.21 BGN.",
            // an entry that names two of the rows compares them
            "Bulgaria: 394 hardback and 1,227 paperback net copies.",
            "Bulgaria hardback royalty 1,037.01 BGN against 1,709.21 BGN for the paperback.",
        ] {
            assert!(!row_swap(e, statement), "{e}");
        }
    }

    #[test]
    fn a_row_named_by_its_key_and_a_day_is_told_from_its_siblings() {
        // blind s48B: several rows per inverter, one per day; 2.41 is INV-07's peak that day
        let scada = "date,inverter,energy_kwh,peak_mw,availability_pct,fault_codes,fault_events\n2025-05-12,INV-07,12904.6,2.41,71.3,F-217;W-031,3\n2025-05-12,INV-09,17688.2,2.88,99.2,W-112,1\n2025-05-12,INV-11,17935.0,2.91,100.0,,0\n2025-05-13,INV-07,9811.3,2.36,54.8,F-217,4\n2025-05-13,INV-09,17402.5,2.86,98.7,W-112,2\n2025-05-14,INV-09,17120.4,2.84,97.9,W-140,2\n2025-05-15,INV-09,17755.1,2.89,99.4,W-140,1";
        assert_eq!(
            entry_days(&tokens("INV-09 peaked at 2.41 MW on 12 May.")),
            ["05-12"]
        );
        assert_eq!(
            entry_days(&tokens("on May 12, 2025 and 2025-06-01")),
            ["05-12", "06-01"]
        );
        assert!(entry_days(&tokens("The mayor's march 12 marketing plan")).is_empty());
        assert!(row_swap("INV-09 peaked at 2.41 MW on 12 May.", scada));
        let with_call = format!("Exit code: 0\nOutput:\nwrote 15 rows to /srv/om/exports/VRD2.csv\n{scada}\nshell\ncommand: bash -lc scada-export --host scada.vrd2.local --inverters INV-07,INV-09,INV-11 --from 2025-05-12 --to 2025-05-16 --daily --format csv");
        assert!(row_swap("INV-09 peaked at 2.41 MW on 12 May.", &with_call));
        for e in [
            "INV-09 peaked at 2.88 MW on 12 May.",
            "INV-09 produced 17,688.2 kWh on 12 May and 17,402.5 kWh on 13 May.",
            // a span of days names several rows (trials s46A)
            "INV-09 peaked between 2.84 and 2.89 MW on every day up to 15 May.",
        ] {
            assert!(!row_swap(e, scada), "{e}");
        }
    }

    #[test]
    fn a_date_names_no_row() {
        // blind round s46A: an amount from a script's total line and a due date from the ERP
        let ev = "TOTAL invoiced 44597.00  disputed 11710.00  undisputed 32887.00 (EUR excl. VAT)\noutput: {\"invoice\": \"FA-2025-0912\", \"due\": \"2025-11-05\", \"amount_net\": 44597.00, \"vat\": 10257.31, \"amount_gross\": 54854.31}\nSplatnosť nerozporovanej časti (30 dní): 2025-11-05 (streda)";
        assert!(!row_swap(
            "Pay the undisputed EUR 32,887.00 by the due date 2025-11-05.",
            ev
        ));
    }

    const KAFKA_EV: &str = "ch-writer-v3   telemetry.events.v3  4          918273645       921004763       2731118         -    -    -\nch-writer-v3   telemetry.events.v3  5          909330217       909336841       6624            ch-writer-qv5hn-3f1c2a90  /10.42.2.9      ch-writer-qv5hn\nch-writer-v3   telemetry.events.v3  3          908771450       911563012       2791562         -    -    -";
    const KAFKA_ENTRY: &str = "Before the fix partitions 1, 3 and 4 had no consumer and lags of 2,777,678, 2,791,562 and 2,731,118; partitions 0, 2 and 5 were on qv5hn with lags under 7,000";
}
