//! Values a summary derives from the evidence rather than copies: the total of a column or a
//! field over several lines, a number abbreviated by its magnitude, a percentile named for its
//! quantile, and a clock time converted to another time zone. Each is a value the environment
//! produced in another notation, so the guard must not read it as invented.
//!
//! - **Totals** ([`field_totals`]): the numbers of one field of one source, summed over two or
//!   more lines: a column of a CSV, TSV or pipe table with a header (`unpaid_ot_hours` 6.5 +
//!   9.0 + 6.0 + 4.0 = 25.5), the value of one key (`rows: 120`, `rows=80`), or the word after
//!   the number (`test result: ok. 64 passed` … `5 passed` = 114 passed); and a table column
//!   over the rows that share the cell of another column (`CREDITS_USED` of the rows whose
//!   `WEEK_START` is `2025-03-10`) or the cells of two (`users_affected` of one signature on
//!   one app version).
//! - **Magnitudes** ([`approximates`]): `136k` for 136,402, `1.2M` for 1,208,114: the evidence
//!   number divided by 10³, 10⁶ or 10⁹, rounded or cut to the abbreviation's decimals.
//! - **Percentiles** ([`percentile`]): `p99` for the quantile `0.99` (`histogram_quantile(0.99,
//!   …)`), `p99.9` and `p999` for `0.999`.
//! - **Time zones** ([`zone_offsets`], [`ZoneTimes`]): `14:00 PT` for `21:00Z`: a time of day
//!   followed by a zone abbreviation is seen when the evidence holds a time with an explicit
//!   zone (`…T21:00:00Z`, `21:00 UTC`, `+02:00`) at the same instant under one of the zone's
//!   offsets (standard or daylight time).
//!
//! Sums over fields are exact; a total over some of a table's rows is read only when they
//! share the word cell of a column (the rows of one week, of one status). The guard's other
//! readings (roundings, percents, units) stay in its module.

use crate::retrieve::tokenize::{normalize_number, tokens, Token, TokenKind};
use std::collections::{HashMap, HashSet};

/// The English months written whole, `May` aside (a name and a modal as often as a month).
pub(super) const LONG_MONTHS: [&str; 11] = [
    "january",
    "february",
    "march",
    "april",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
];

/// The totals of the fields of one evidence text (see the module documentation), normalised
/// ([`normalize_number`]) and written with the most decimals of the numbers summed. A field
/// counts only with two or more numbers. Linear in the text.
pub(super) fn field_totals(text: &str) -> HashSet<String> {
    let mut sums: HashMap<String, (f64, usize, usize)> = HashMap::new();
    let mut add = |label: String, value: &str| {
        let Some(n) = normalize_number(value).filter(|n| !n.ends_with('%')) else {
            return;
        };
        let Ok(x) = n.parse::<f64>() else { return };
        let decimals = value.split_once('.').map_or(0, |(_, f)| f.len()).min(6);
        let e = sums.entry(label).or_insert((0.0, 0, 0));
        e.0 += x;
        e.1 += 1;
        e.2 = e.2.max(decimals);
    };
    labelled_numbers(text, &mut add);
    line_tails(text, &mut add);
    table_columns(text, true, &mut add);
    row_groups(text, &mut add);
    // a negative total is written with its sign apart as often as not (`−52 units`, `net
    // variance: 52 short`), so its magnitude counts too
    sums.into_values()
        .filter(|&(_, count, _)| count >= 2)
        .flat_map(|(sum, _, d)| [format!("{sum:.d$}"), format!("{:.d$}", sum.abs())])
        .filter_map(|t| normalize_number(&t))
        .collect()
}

/// The total of a ledger's open balances: in a CSV table (a header row, then rows with as
/// many cells) with a running-balance column (a header cell that holds `balance` or `saldo`)
/// and a column of parties (whose cells hold letters and name two or more parties, one of them
/// on two rows or more: the first named for parties, `supplier`, `customer`, `name` …, else
/// the first such column), the sum of each party's last balance, written with the
/// balances' decimals: "Suppliers are owed ₱33,364.50 in total" over a supplier ledger whose
/// last balances are 23,764.50, 0.00 and 9,600.00 (blind round s69A). A file reader's line
/// numbers are read past. Normalised; `None` for any other text.
pub(super) fn ledger_open_total(text: &str) -> Option<String> {
    const PARTY_HEADERS: [&str; 12] = [
        "supplier",
        "vendor",
        "customer",
        "client",
        "party",
        "name",
        "account",
        "member",
        "proveedor",
        "cliente",
        "fornitore",
        "payee",
    ];
    fn cells(l: &str) -> Vec<&str> {
        l.split(',').map(str::trim).collect()
    }
    let is_balance = |h: &str| {
        let h = h.to_lowercase();
        h.contains("balance") || h.contains("saldo")
    };
    // read lazily: most texts hold no such header, and a line with a digit is none
    let mut lines = text.lines().map(without_label_or_gutter);
    let header = lines.by_ref().find_map(|l| {
        if !l.contains(',') || l.bytes().any(|b| b.is_ascii_digit()) {
            return None;
        }
        let h = cells(l);
        (h.len() >= 3 && h.iter().any(|c| is_balance(c))).then_some(h)
    })?;
    let lower: Vec<String> = header.iter().map(|h| h.to_lowercase()).collect();
    let balance = lower.iter().position(|h| is_balance(h))?;
    let rows: Vec<Vec<&str>> = lines
        .map(cells)
        .take_while(|r| r.len() == header.len())
        .collect();
    let parties = |c: usize| {
        let names: Vec<&str> = rows.iter().map(|r| r[c]).collect();
        let distinct: HashSet<&str> = names.iter().copied().collect();
        c != balance
            && names.iter().all(|n| n.chars().any(char::is_alphabetic))
            && distinct.len() >= 2
            && distinct.len() < names.len()
    };
    // a column named for the parties first, else the first that repeats a name
    let named = (0..header.len())
        .find(|&c| PARTY_HEADERS.iter().any(|p| lower[c].contains(p)) && parties(c));
    let party = named.or_else(|| (0..header.len()).find(|&c| parties(c)))?;
    let mut last: HashMap<&str, &str> = HashMap::new();
    for r in &rows {
        last.insert(r[party], r[balance]);
    }
    let mut sum = 0.0;
    let mut decimals = 0;
    for b in last.values() {
        sum += normalize_number(b)?.parse::<f64>().ok()?;
        decimals = decimals.max(b.split_once('.').map_or(0, |(_, f)| f.len()).min(6));
    }
    normalize_number(&format!("{sum:.decimals$}"))
}

/// The argument keys of an edit call's text before and after, as [`crate::evidence::
/// render_tool_call`] writes them (`oldText:` / `newText:` of Pi's `edit`, `old_string:` /
/// `new_string:` of Claude Code's `Edit`, `old_str:` / `new_str:`, `old:` / `new:`).
const EDIT_KEYS: [(&str, &str); 4] = [
    ("oldText:", "newText:"),
    ("old_string:", "new_string:"),
    ("old_str:", "new_str:"),
    ("old:", "new:"),
];

/// The field totals ([`field_totals`]) of each evidence text that holds the text an edit call
/// replaced, with the replacement made: a column's total after the agent corrected one of
/// its rows ("Deliveries D-2401 to D-2410 total 12,320 kg after the D-2407 correction", the
/// sum of the `kg` column once an `edit` wrote 640 for D-2407's 460; blind round s68A). Only
/// one-line replacements of ten bytes or more are read (a rendered call writes a value of
/// several lines as they come, with no end mark), in at most 16 edits; normalised.
pub(super) fn edited_totals(texts: &[&str]) -> HashSet<String> {
    let mut edits: Vec<(&str, &str)> = Vec::new();
    for text in texts {
        let lines: Vec<&str> = text.lines().collect();
        for (old_key, new_key) in EDIT_KEYS {
            let value = |key: &str| {
                lines.iter().position(|l| l.starts_with(key)).map(|i| {
                    // a value of one line: the next line opens another key or ends the text
                    let one_line = lines.get(i + 1).is_none_or(|n| {
                        n.split_once(':').is_some_and(|(k, _)| {
                            !k.is_empty() && k.chars().all(|c| c.is_alphanumeric() || c == '_')
                        })
                    });
                    (lines[i][key.len()..].trim(), one_line)
                })
            };
            if let (Some((old, true)), Some((new, true))) = (value(old_key), value(new_key)) {
                if old.len() >= 10 && old != new {
                    edits.push((old, new));
                }
            }
        }
    }
    let mut out = HashSet::new();
    for (old, new) in edits.into_iter().take(16) {
        for text in texts.iter().filter(|t| t.contains(old) && !t.contains(new)) {
            out.extend(field_totals(&text.replace(old, new)));
        }
    }
    out
}

/// Whether an approximate number in parentheses or after a comma restates the entry's number
/// just before it in a unit a hundred, a thousand or a million times larger or smaller:
/// "20,337 kg (about 20.3 t)", "0.5 t (~500 kg)", "31,305 L, about 313 hL". `before` is the
/// entry's text before the number, which must end with `(` or `,` and a mark of approximation
/// (`about`, `~`, `approx.`: the guard's `approximate`); `n` is the number, normalised. The number
/// before is the last number of `before` with at most one word between it and the `(` or `,`. The
/// restatement is rounded or cut to the decimals of `n` ([`approximates`]) or exact.
pub(super) fn restated_scaled(before: &str, n: &str) -> bool {
    let Some(open) = before.rfind(['(', ',']) else {
        return false;
    };
    if !super::approximate(before) || before[open + 1..].split_whitespace().count() > 1 {
        return false;
    }
    let head = &before[..open];
    let toks = tokens(head);
    let Some(at) = toks.iter().rposition(|t| t.kind == TokenKind::Number) else {
        return false;
    };
    if toks.len() - at > 2 {
        return false;
    }
    let Some(prev) = normalize_number(toks[at].text) else {
        return false;
    };
    let (Ok(p), Ok(x)) = (prev.parse::<f64>(), n.parse::<f64>()) else {
        return false;
    };
    [1e2, 1e3, 1e6]
        .iter()
        .any(|&f| approximates([&prev], n, f) || ((p * f - x).abs() < 1e-9 * x.abs().max(1.0)))
}

/// Words that name a sales tax, in keys (`vat_pct`, `tax_rate`) and before a rate (`VAT 7.5%`):
/// VAT, tax, GST, HST, and the names of value-added tax in other languages (MwSt, IVA, TVA,
/// BTW, moms, PVM, DPH, DDV, PDV, KDV, PPN, SST, IGV, ITBIS, ÁFA, ALV, DDS).
const TAX_WORDS: [&str; 21] = [
    "vat", "tax", "gst", "hst", "mwst", "iva", "tva", "btw", "moms", "pvm", "dph", "ddv", "pdv",
    "kdv", "ppn", "sst", "igv", "itbis", "áfa", "alv", "dds",
];

/// Most numbers of one text that [`taxed_amounts`] applies a rate to (the first ones).
const MAX_TAXED_AMOUNTS: usize = 10_000;

/// Most distinct tax rates of one text that [`taxed_amounts`] applies.
const MAX_TAX_RATES: usize = 4;

/// The amounts of one evidence text with a tax rate it states added, to the cent: "BND-A with
/// VAT would have been NGN 1,983,375" for `price_ngn: 1845000` and `vat_pct: 7.5` of one quote.
/// A rate (above 0, at most 50) is the value of a key that names a tax ([`TAX_WORDS`]:
/// `vat_pct: 7.5`, `"tax_rate": 20`) or a percentage on a line that names one (`VAT 7.5%`);
/// at most [`MAX_TAX_RATES`] rates, each applied to the numbers of the text of ten or more (the
/// first [`MAX_TAXED_AMOUNTS`]).
/// Normalised ([`normalize_number`]). The guard reads these for sums of money only.
pub(super) fn taxed_amounts(text: &str) -> HashSet<String> {
    let lower = text.to_lowercase();
    if !TAX_WORDS.iter().any(|w| lower.contains(w)) {
        return HashSet::new();
    }
    let mut rates: Vec<f64> = Vec::new();
    let mut add_rate = |r: f64| {
        if r > 0.0 && r <= 50.0 && !rates.contains(&r) && rates.len() < MAX_TAX_RATES {
            rates.push(r);
        }
    };
    let names_tax = |w: &str| {
        w.to_lowercase()
            .split(|c: char| !c.is_alphanumeric())
            .any(|p| TAX_WORDS.contains(&p))
    };
    let mut amounts: Vec<f64> = Vec::new();
    for line in text.lines() {
        if !line.bytes().any(|b| b.is_ascii_digit()) {
            continue;
        }
        let toks = tokens(line);
        let line_tax = toks
            .iter()
            .any(|t| t.kind == TokenKind::Word && names_tax(t.text));
        for (i, t) in toks.iter().enumerate() {
            if t.kind != TokenKind::Number {
                continue;
            }
            let Some(n) = normalize_number(t.text) else {
                continue;
            };
            let percent = n.ends_with('%') || line[t.byte_range.end..].starts_with('%');
            let Ok(x) = n.trim_end_matches('%').parse::<f64>() else {
                continue;
            };
            let keyed_tax = i
                .checked_sub(1)
                .map(|j| &toks[j])
                .is_some_and(|k| keyed(line, k, t) && names_tax(k.text));
            if keyed_tax || (percent && line_tax) {
                add_rate(x);
            } else if !percent && x >= 10.0 {
                amounts.push(x);
            }
        }
    }
    let mut out = HashSet::new();
    for r in &rates {
        for x in amounts.iter().take(MAX_TAXED_AMOUNTS) {
            let y = x * (1.0 + r / 100.0);
            out.extend(normalize_number(&format!("{y:.2}")));
        }
    }
    out
}

/// Numbers the evidence states in thousands, millions or billions by the name of their key
/// or table column (`limit_k: 50`, `scc_geomean_k: 283.7`, a `tbc_k_per_ml` column holding
/// `15`, `revenue_mn = 4.2`): each normalised ([`normalize_number`]) with the factor its name
/// writes ([`key_magnitude`]), for an entry that writes the number with the magnitude glued to
/// it (`50k/ml`, `283.7k`). Linear in the text.
pub(super) fn scaled_by_key(text: &str) -> HashSet<(String, u64)> {
    let mut out = HashSet::new();
    let mut add = |label: String, value: &str| {
        let Some(name) = label
            .strip_prefix("key:")
            .or_else(|| label.strip_prefix("col:"))
        else {
            return;
        };
        if let (Some(f), Some(n)) = (key_magnitude(name), normalize_number(value)) {
            out.insert((n, f as u64));
        }
    };
    labelled_numbers(text, &mut add);
    table_columns(text, false, &mut add);
    out
}

/// The factor a key or column name writes as one of its parts (`k`, `thousands`, `mn`, `bn`,
/// or a word of [`magnitude_word`]: `thousand`, `millions`; in any case; parts split at `_`,
/// `-`, spaces and parentheses): `limit_k` and `tbc_k_per_ml` 10³, `revenue (millions)` 10⁶;
/// `None` for a name with none.
fn key_magnitude(name: &str) -> Option<f64> {
    name.split(['_', '-', ' ', '(', ')']).find_map(|part| {
        match part.to_ascii_lowercase().as_str() {
            "k" | "thousands" => Some(1e3),
            "mn" => Some(1e6),
            "bn" => Some(1e9),
            word => magnitude_word(word),
        }
    })
}

/// The totals of each column of a short table (3 to [`MAX_ROWS_LESS_ONE`] rows) less one of
/// its rows, and of any two of its rows, each with the number of rows it sums (normalised, with
/// the most decimals of the column): "the five paid segments total 16,480" sums every row of a
/// six-row segment export but the unpaid one; "the six top issues: 32,015 of 34,571" every row
/// but `(other)`; "the two Pecorino Sardo lots total 715.4 kg" two rows of four. The
/// guard reads such a total only for an entry that states that count ([`stated_counts`]): a
/// sum of all rows but one also matches numbers by chance. Linear in the text.
pub(super) fn totals_less_one(text: &str) -> HashSet<(String, usize)> {
    let mut columns: HashMap<String, (Vec<f64>, usize)> = HashMap::new();
    table_columns(text, false, &mut |label, value| {
        let Some(x) = normalize_number(value)
            .filter(|n| !n.ends_with('%'))
            .and_then(|n| n.parse::<f64>().ok())
        else {
            return;
        };
        let decimals = value.split_once('.').map_or(0, |(_, f)| f.len()).min(6);
        let e = columns.entry(label).or_default();
        e.0.push(x);
        e.1 = e.1.max(decimals);
    });
    let mut out = HashSet::new();
    for (rows, d) in columns.into_values() {
        if !(3..=MAX_ROWS_LESS_ONE).contains(&rows.len()) {
            continue;
        }
        let sum: f64 = rows.iter().sum();
        for x in &rows {
            out.extend(normalize_number(&format!("{:.d$}", sum - x)).map(|n| (n, rows.len() - 1)));
        }
        // and two of its rows ("The two Pecorino Sardo lots on the invoice total 715.4 kg" of
        // a four-row invoice, blind round s64A)
        for (i, a) in rows.iter().enumerate() {
            for b in &rows[i + 1..] {
                out.extend(normalize_number(&format!("{:.d$}", a + b)).map(|n| (n, 2)));
            }
        }
    }
    out
}

/// Most rows of a table column whose totals less one row [`totals_less_one`] reads.
const MAX_ROWS_LESS_ONE: usize = 12;

/// The counts from 2 to 12 an entry states, as digits or as English words (`5 rows`, "the
/// five paid segments"), for [`totals_less_one`].
pub(super) fn stated_counts(entry: &str) -> HashSet<usize> {
    const WORDS: [&str; 11] = [
        "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve",
    ];
    tokens(entry)
        .iter()
        .filter_map(|t| match t.kind {
            TokenKind::Number => t.text.parse::<usize>().ok(),
            TokenKind::Word => WORDS
                .iter()
                .position(|w| t.text.eq_ignore_ascii_case(w))
                .map(|i| i + 2),
            _ => None,
        })
        .filter(|n| (2..=12).contains(n))
        .collect()
}

/// Whether token `t` of `line` is the value of the key `prev` just before it: only `:` or `=`
/// between them, past quotes, spaces and the `)` that closes a unit in the key (`rows: 120`,
/// `"rows": 80`, `Insurance value (GBP): 185,000`).
fn keyed(line: &str, prev: &Token<'_>, t: &Token<'_>) -> bool {
    let gap = line[prev.byte_range.end..t.byte_range.start]
        .trim_matches([' ', '"', '\''])
        .trim_start_matches(')');
    matches!(gap, ":" | "=")
}

/// Numbers with a label in their line: the key before them (`rows: 120`, `rows=80`, `"rows":
/// 80`) or the word after them (`64 passed`). Numbers with a leading zero pad (`0042`) and the
/// parts of dates and times are not quantities and are skipped.
fn labelled_numbers(text: &str, add: &mut impl FnMut(String, &str)) {
    // the name of a name/value pair (`{"key": "val_mae_min", "value": 6.842}`, on one line or
    // two): the value is the name's number
    let mut pair_name: Option<String> = None;
    for line in text.lines() {
        let name = pair_field(line, &["key", "name", "Key", "Name"]).filter(|n| {
            !n.is_empty() && n.len() <= 40 && !n.contains(' ') && normalize_number(n).is_none()
        });
        let value = pair_field(line, &["value", "Value"]).filter(|v| normalize_number(v).is_some());
        match (name, value) {
            (Some(n), Some(v)) => {
                add(format!("key:{}", n.to_lowercase()), v);
                pair_name = None;
            }
            (Some(n), None) => pair_name = Some(n.to_lowercase()),
            (None, Some(v)) => {
                if let Some(n) = pair_name.take() {
                    add(format!("key:{n}"), v);
                }
            }
            (None, None) => pair_name = None,
        }
        if !line.bytes().any(|b| b.is_ascii_digit()) {
            continue;
        }
        let toks = tokens(line);
        for (i, t) in toks.iter().enumerate() {
            if t.kind != TokenKind::Number || t.text.starts_with("00") {
                continue;
            }
            // a word, or a unit written with a capital inside (`26.9 MWh`, `24.3 MWh`: "51.2
            // MWh across both units", blind round s71A)
            if let Some(next) = toks
                .get(i + 1)
                .filter(|n| n.kind == TokenKind::Word || unit_word(n.text))
            {
                let gap = &line[t.byte_range.end..next.byte_range.start];
                if gap.chars().all(|c| c == ' ') {
                    add(format!("after:{}", next.text.to_lowercase()), t.text);
                }
            }
            if let Some(prev) = i.checked_sub(1).map(|j| &toks[j]) {
                if keyed(line, prev, t) && prev.kind != TokenKind::Number {
                    add(format!("key:{}", prev.text.to_lowercase()), t.text);
                }
            }
        }
    }
}

/// Whether a token is a unit with a capital inside, as an identifier token (`MWh`, `kWh`,
/// `GiB`, `mAh`): two to four ASCII letters, not all capitals (`EUR`, `USD` are currencies, read
/// with their amounts elsewhere).
fn unit_word(t: &str) -> bool {
    (2..=4).contains(&t.len())
        && t.bytes().all(|b| b.is_ascii_alphabetic())
        && t.bytes().any(|b| b.is_ascii_lowercase())
        && t.bytes().skip(1).any(|b| b.is_ascii_uppercase())
}

/// The last numbers of a run of two or more lines of the same shape (as many tokens, the
/// first of them no number, the last a number), each run a field of its own (`tail:K`): a
/// list a script prints without a header ("S-014 kg_oliva 765.86" … "S-052 duplicado
/// -6971.33", whose four rows "net to −5.432,00 EUR", blind round s71A). A run ends at a line
/// of another shape; at most [`MAX_TAIL_ROWS`] rows are summed.
fn line_tails(text: &str, add: &mut impl FnMut(String, &str)) {
    let mut run: Vec<String> = Vec::new();
    let mut shape = 0;
    let mut field = 0;
    let mut flush = |run: &mut Vec<String>, field: &mut usize| {
        if (2..=MAX_TAIL_ROWS).contains(&run.len()) {
            for v in run.iter() {
                add(format!("tail:{field}"), v);
            }
            *field += 1;
        }
        run.clear();
    };
    for line in text.lines() {
        let toks = tokens(line);
        let tail = match (toks.first(), toks.last()) {
            (Some(a), Some(z))
                if toks.len() >= 2
                    && a.kind != TokenKind::Number
                    && z.kind == TokenKind::Number
                    && line[z.byte_range.end..].trim().is_empty() =>
            {
                // a minus sign before the number, after a space (`rend_pct -466.28`)
                let before = &line[..z.byte_range.start];
                let negative = before
                    .strip_suffix(['-', '\u{2212}'])
                    .is_some_and(|b| b.ends_with(char::is_whitespace));
                Some(match negative {
                    true => format!("-{}", z.text),
                    false => z.text.to_string(),
                })
            }
            _ => None,
        };
        match tail {
            Some(v) if toks.len() == shape => run.push(v),
            Some(v) => {
                flush(&mut run, &mut field);
                shape = toks.len();
                run.push(v);
            }
            None => {
                flush(&mut run, &mut field);
                shape = 0;
            }
        }
    }
    flush(&mut run, &mut field);
}

/// Most rows of a run whose last numbers [`line_tails`] sums.
const MAX_TAIL_ROWS: usize = 40;

/// The value of the first of `keys` written as a JSON field in `line` (`"key": "val_mae_min"`
/// → `val_mae_min`, `"value": 6.842` → `6.842`): the quoted string or the bare word after the
/// key's colon; `None` when the line has none of them.
fn pair_field<'l>(line: &'l str, keys: &[&str]) -> Option<&'l str> {
    keys.iter().find_map(|k| {
        let at = line.find(&format!("\"{k}\""))?;
        let rest = line[at + k.len() + 2..]
            .trim_start()
            .strip_prefix(':')?
            .trim_start();
        match rest.strip_prefix('"') {
            Some(q) => q.split_once('"').map(|(v, _)| v),
            None => {
                let end = rest.find([',', '}', ' ']).unwrap_or(rest.len());
                Some(&rest[..end])
            }
        }
    })
}

/// The numbers of the rows the record layer writes for a JSON list of objects
/// ([`crate::record::json_row`]: `txn_id: a, amount_minor: 16000000, status: settled` on one
/// line), each counted for its key over the rows that share the word value of another key
/// (`key:amount_minor|status=settled`): "five deposits settled, NPR 1,010,000" sums the
/// `amount_minor` of the `settled` rows; and over all the rows (`row:pallets`), apart from
/// the same key in objects nested in a cell, which [`labelled_numbers`] adds in. A row has
/// three `key: value` pairs or more; a word value has no number and at most
/// [`MAX_GROUP_VALUE_CHARS`] characters.
fn row_groups(text: &str, add: &mut impl FnMut(String, &str)) {
    for line in text.lines() {
        if !line.contains(": ") || !line.contains(", ") {
            continue;
        }
        let pairs: Vec<(&str, &str)> = line
            .split(", ")
            .filter_map(|p| p.split_once(": "))
            .map(|(k, v)| (k.trim(), v.trim()))
            .filter(|(k, _)| !k.is_empty() && k.len() <= 40)
            .collect();
        if pairs.len() < 3 {
            continue;
        }
        let numeric = |v: &str| normalize_number(v).is_some();
        let words: Vec<(&str, &str)> = pairs
            .iter()
            .copied()
            .filter(|(_, v)| {
                !v.is_empty()
                    && v.chars().count() <= MAX_GROUP_VALUE_CHARS
                    && !v.bytes().any(|b| b.is_ascii_digit())
                    && !matches!(*v, "null" | "true" | "false")
            })
            .collect();
        for (key, value) in pairs.iter().filter(|(_, v)| numeric(v)) {
            if value.starts_with("00") {
                continue;
            }
            // the total over the rows alone: a key of the objects nested in a row's cell
            // (`products: [{"pallets":12}, …]`) is another field
            add(format!("row:{}", key.to_lowercase()), value);
            for (other, group) in words.iter().filter(|(k, _)| k != key) {
                add(
                    format!(
                        "key:{}|{other}={}",
                        key.to_lowercase(),
                        group.to_lowercase()
                    ),
                    value,
                );
            }
        }
    }
}

/// Longest word value (in characters) that [`row_groups`] groups rows by.
const MAX_GROUP_VALUE_CHARS: usize = 40;

/// The cells of a CSV line whose cells may be quoted (RFC 4180: a comma inside double quotes
/// separates nothing, `""` is a quote), trimmed, without their quotes.
fn quoted_cells(line: &str) -> Vec<&str> {
    let mut cells = Vec::new();
    let (mut start, mut quoted) = (0, false);
    for (i, c) in line.char_indices() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => {
                cells.push(line[start..i].trim().trim_matches('"'));
                start = i + 1;
            }
            _ => {}
        }
    }
    cells.push(line[start..].trim().trim_matches('"'));
    cells
}

/// The numeric cells (and `H:MM:SS` cells) of delimited tables (`,`, tab, `|` or `;`, or columns aligned with spaces as
/// CLI tools print them) under a header: a run of lines with the same number of cells (two or
/// more; three or more for aligned columns, whose header cells are single words, hyphens,
/// underscores and slashes inside; a line with a tab is read by its tabs only), the first
/// of which has no number; each number of column `i` below it counts for that column's
/// header (`col:NAME`) and, with `groups`, for the rows that share the word cell of another
/// column (`col:NAME|KEY=cell`). Aligned columns with a dashed rule under their header
/// (`sqlite3 -column`, `sqlcmd`: `--------  -------------`) are cut at the rule's column spans
/// ([`rule_spans`]), so that a cell may hold spaces (`Khuntia Traders`, `Ivory Coast`); without
/// a rule, a row with more fields than its header is cut at runs of two spaces or more
/// ([`wide_cells`]) when that gives the header's count.
fn table_columns(text: &str, groups: bool, add: &mut impl FnMut(String, &str)) {
    for delim in [Some(','), Some('\t'), Some('|'), Some(';'), None] {
        if delim == Some(';') && !text.contains(';') {
            continue;
        }
        let mut header: Option<Vec<String>> = None;
        // the column spans of a dashed rule under the header, and the line before the current
        let (mut spans, mut previous): (Option<Vec<usize>>, Option<&str>) = (None, None);
        for line in text.lines() {
            let line = without_label_or_gutter(line);
            let before = previous.replace(line);
            if delim.is_none() {
                if let Some(sp) = rule_spans(line) {
                    let head = before.and_then(|b| cut_at_spans(b, &sp));
                    let numeric = |c: &&str| normalize_number(c).is_some();
                    if let Some(head) =
                        head.filter(|h| h.iter().all(|c| !c.is_empty()) && !h.iter().any(numeric))
                    {
                        header = Some(head.iter().map(|c| c.to_lowercase()).collect());
                        spans = Some(sp);
                        continue;
                    }
                }
                if line.trim().is_empty() {
                    spans = None;
                }
            }
            let cut = spans.as_ref().and_then(|sp| cut_at_spans(line, sp));
            let cells: Vec<&str> = match (delim, cut) {
                // a row aligned with the dashed rule's spans
                (None, Some(cells)) => cells,
                // CSV with quoted cells (`"Choreographer#doFrame (5,101 ms)"`)
                (Some(','), _) if line.contains('"') => quoted_cells(line.trim()),
                (Some(d), _) => line
                    .trim()
                    .trim_matches('|')
                    .split(d)
                    .map(str::trim)
                    .collect(),
                // a tab-separated line is read by its tabs, once
                (None, None) if line.contains('\t') => Vec::new(),
                (None, None) => {
                    let mut cells: Vec<&str> = line.split_whitespace().collect();
                    // a row with more fields than its header whose cells, cut at runs of two
                    // spaces or more, are as many as the header's: a cell holds single spaces
                    // (`Banteilang Syiem`, `Hemos Jorkan` between aligned columns, blind
                    // round s70B)
                    if let Some(h) = header.as_ref().filter(|h| cells.len() > h.len()) {
                        let wide = wide_cells(line);
                        if wide.len() == h.len() {
                            cells = wide;
                        }
                    }
                    // the last column of aligned output may hold spaces (a stack frame, a
                    // command line): a row with more fields than its header has them in its
                    // last cell
                    if let Some(h) = header.as_ref().filter(|h| cells.len() > h.len()) {
                        let last = cells[h.len() - 1];
                        let start = last.as_ptr() as usize - line.as_ptr() as usize;
                        cells.truncate(h.len() - 1);
                        cells.push(line[start..].trim_end());
                    }
                    cells
                }
            };
            // single words, hyphens, underscores and the slash of a unit inside
            // (`LOG-END-OFFSET`, `tib_billed`, `EUR/kg`, blind round s64A's invoice), after a
            // `%` or `#` (`%CPU`, `%EVENTS`, `#ID`)
            let aligned_header = |cells: &[&str]| {
                cells.len() >= 3
                    && cells.iter().all(|c| {
                        let c = c.trim_start_matches(['%', '#']);
                        c.chars().next().is_some_and(char::is_alphabetic)
                            && c.chars()
                                .all(|x| x.is_alphanumeric() || x == '_' || x == '-' || x == '/')
                    })
            };
            if delim.is_none() && header.is_none() && !aligned_header(&cells) {
                continue;
            }
            // a rule under the header (`---+---`, `|---|:--:|`, `=====`) is no row
            if header.is_some() && is_rule(line) {
                continue;
            }
            if cells.len() < 2 {
                header = None;
                continue;
            }
            let numeric = |c: &&str| normalize_number(c.trim_start_matches('+')).is_some();
            match &header {
                Some(h) if h.len() == cells.len() => {
                    for (name, cell) in h.iter().zip(&cells) {
                        // a number, or a duration cell `H:MM:SS` for [`Durations`]
                        if !numeric(cell) && hms_ms(cell).is_none() {
                            continue;
                        }
                        // a `;`-separated export may write a decimal comma (`118,77`), which
                        // reads as thousands: such a cell is not summed
                        if delim == Some(';') && cell.contains(',') {
                            continue;
                        }
                        let value = cell.trim_start_matches('+');
                        add(format!("col:{name}"), value);
                        // the total over the rows that share a word cell of another column
                        // (the credits of the week `2025-03-10`, the amounts with receipt `yes`),
                        // or the word cells of two other columns (the users of one crash
                        // signature on version `4.12.1`, over its OS rows)
                        if groups {
                            let keys: Vec<(&String, &&str)> = h
                                .iter()
                                .zip(&cells)
                                .filter(|(key, group)| {
                                    *key != name && !group.is_empty() && !numeric(group)
                                })
                                .collect();
                            for (i, (key, group)) in keys.iter().enumerate() {
                                let group = group.to_lowercase();
                                add(format!("col:{name}|{key}={group}"), value);
                                if keys.len() > MAX_GROUP_KEYS {
                                    continue;
                                }
                                for (key2, group2) in &keys[i + 1..] {
                                    let group2 = group2.to_lowercase();
                                    add(format!("col:{name}|{key}={group}|{key2}={group2}"), value);
                                }
                            }
                        }
                    }
                }
                _ if !cells.iter().any(numeric) && cells.iter().all(|c| !c.is_empty()) => {
                    header = Some(cells.iter().map(|c| c.to_lowercase()).collect());
                }
                _ => header = None,
            }
        }
    }
}

/// The cells of a line of aligned columns: the line, trimmed, cut at runs of two spaces or
/// more, so that a cell may hold single spaces (`P-3102    Alee Lojkar     Jaluit` → `P-3102`,
/// `Alee Lojkar`, `Jaluit`). Read by [`table_columns`] and by the row reading of
/// `verify::rows`.
pub(crate) fn wide_cells(line: &str) -> Vec<&str> {
    let line = line.trim();
    let mut cells = Vec::new();
    let mut start = 0;
    let b = line.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b' ' && b.get(i + 1) == Some(&b' ') {
            cells.push(&line[start..i]);
            while i < b.len() && b[i] == b' ' {
                i += 1;
            }
            start = i;
        } else {
            i += 1;
        }
    }
    cells.push(&line[start..]);
    cells
}

/// A line without the stream label a tool glues to its output's first line (Gemini CLI's
/// `text` with the line numbers of a `grep -n` listing blanked (`18398:2025-03-23T06:00:05 …`,
/// `42-  context`): the digits and their `:` or `-` become spaces, so byte offsets stay. A text
/// is such a listing when two or more of its lines, and at least half of its non-blank ones,
/// open with digits and then `:` (not a time of day: `12:30:45 INFO`, smartctl's `38112:47`) or
/// `-` and no digit (not a date: `2025-03-23`). `None` when the text is no such listing.
pub(super) fn blank_grep_gutters(text: &str) -> Option<String> {
    let gutter = |line: &str| {
        let b = line.as_bytes();
        let n = b.iter().take_while(|c| c.is_ascii_digit()).count();
        let rest = b.get(n + 1..).unwrap_or_default();
        let two_digits = rest.len() >= 2
            && rest[..2].iter().all(u8::is_ascii_digit)
            && !rest.get(2).is_some_and(u8::is_ascii_digit);
        (n > 0
            && match b.get(n) {
                // a context line (`42-  return x`), not a date (`2025-03-23`)
                Some(b'-') => rest.first().is_some_and(|c| !c.is_ascii_digit()),
                // not a time of day (`12:30:45 INFO`) nor `38112:47`
                Some(b':') => !rest.is_empty() && !two_digits,
                _ => false,
            })
        .then_some(n + 1)
    };
    let (mut lines, mut marked) = (0usize, 0usize);
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        lines += 1;
        marked += gutter(line).is_some() as usize;
    }
    if marked < 2 || 2 * marked < lines {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    for line in text.split_inclusive('\n') {
        match gutter(line) {
            Some(n) => {
                out.extend(std::iter::repeat_n(' ', n));
                out.push_str(&line[n..]);
            }
            None => out.push_str(line),
        }
    }
    Some(out)
}

/// `Stdout: | room | building | seats |`, `Output: NAME  READY  STATUS`) and without the
/// line-number gutter a file-reading tool writes before each line (`     7|| KN-0412 | …` in
/// Hermes, `     7→…` in Claude Code, `     7<TAB>…` as `cat -n` writes it: right-aligned digits
/// after at least one space), so that a table's rows are read as written; any other line as it
/// is.
fn without_label_or_gutter(line: &str) -> &str {
    const LABELS: [&str; 5] = ["Stdout: ", "Output: ", "stdout: ", "output: ", "Result: "];
    if let Some(rest) = LABELS.iter().find_map(|l| line.strip_prefix(l)) {
        return rest;
    }
    let digits = line.trim_start_matches(' ');
    if digits.len() == line.len() {
        return line;
    }
    let rest = digits.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() == digits.len() {
        return line;
    }
    ['|', '\u{2192}', '\t']
        .iter()
        .find_map(|g| rest.strip_prefix(*g))
        .unwrap_or(line)
}

/// The character columns at which the groups of a dashed rule start (`--------  ------` →
/// `[0, 10]`): a line of `-` and spaces only, with two groups or more of at least two dashes
/// each; `None` for any other line.
fn rule_spans(line: &str) -> Option<Vec<usize>> {
    let line = line.trim_end();
    if line.is_empty() || !line.chars().all(|c| c == '-' || c == ' ') {
        return None;
    }
    let mut starts = Vec::new();
    let mut run = 0;
    for (i, c) in line.chars().enumerate() {
        if c == '-' {
            if run == 0 {
                starts.push(i);
            }
            run += 1;
        } else if run > 0 {
            if run < 2 {
                return None;
            }
            run = 0;
        }
    }
    (run >= 2 && starts.len() >= 2).then_some(starts)
}

/// The cells of `line` cut at the character columns `starts` (from [`rule_spans`]), trimmed;
/// the last cell runs to the end of the line. `None` where the line is not aligned with them:
/// blank, or a character other than a space just before a column's start (a cell that runs
/// into the next column).
fn cut_at_spans<'a>(line: &'a str, starts: &[usize]) -> Option<Vec<&'a str>> {
    if line.trim().is_empty() {
        return None;
    }
    let offsets: Vec<usize> = line.char_indices().map(|(i, _)| i).collect();
    let byte_at = |col: usize| offsets.get(col).copied().unwrap_or(line.len());
    let mut cells = Vec::with_capacity(starts.len());
    for (k, &start) in starts.iter().enumerate() {
        if start > 0
            && line[..byte_at(start)]
                .chars()
                .next_back()
                .is_some_and(|c| c != ' ')
        {
            return None;
        }
        let end = starts.get(k + 1).map_or(line.len(), |&next| byte_at(next));
        cells.push(line[byte_at(start).min(end)..end].trim());
    }
    Some(cells)
}

/// Most word columns of a table whose pairs [`table_columns`] groups rows by.
const MAX_GROUP_KEYS: usize = 4;

/// Whether a line is a rule drawn under a table header: only `-`, `=`, `+`, `|`, `:` and
/// spaces, with at least three dashes or equals signs.
pub(super) fn is_rule(line: &str) -> bool {
    line.bytes().filter(|b| matches!(b, b'-' | b'=')).count() >= 3
        && line
            .bytes()
            .all(|b| matches!(b, b'-' | b'=' | b'+' | b'|' | b':' | b' ' | b'\t'))
}

/// The factor of a magnitude written after a number: `k` and `K` 10³, `M` and `mn` 10⁶, `B`
/// and `bn` 10⁹; `None` for other units (`m` is minutes or metres).
pub(super) fn magnitude(unit: &str) -> Option<f64> {
    match unit {
        "k" | "K" => Some(1e3),
        "M" | "mn" => Some(1e6),
        "B" | "bn" => Some(1e9),
        _ => None,
    }
}

/// Whether some evidence number (normalised, as the guard indexes them) written in units of
/// `factor` and rounded or cut to the decimals of `value` is `value` (normalised): `136k`
/// (`value` `136`, factor 10³) for 136,402 (136.402 → 136) and 135,600 (135.6 → 136).
pub(super) fn approximates<'a>(
    numbers: impl IntoIterator<Item = &'a String>,
    value: &str,
    factor: f64,
) -> bool {
    let decimals = value.split_once('.').map_or(0, |(_, f)| f.len());
    let Ok(v) = value.parse::<f64>() else {
        return false;
    };
    let scale = 10f64.powi(decimals as i32);
    numbers.into_iter().any(|n| {
        n.parse::<f64>().is_ok_and(|x| {
            // a sign is written apart as often as not (`-$1.67M`, `(1.67M)`)
            let q = x.abs() / factor * scale;
            let v = v.abs() * scale;
            x.abs() >= factor && ((q.round() - v).abs() < 0.5 || (q.trunc() - v).abs() < 0.5)
        })
    })
}

/// The quantile a percentile name stands for (`p99` → `0.99`, `P95` → `0.95`, `p50` → `0.5`,
/// `p999` and `p99.9` → `0.999`, `90th-percentile` → `0.9`), normalised; `None` for anything
/// else.
pub(super) fn percentile(ident: &str) -> Option<String> {
    // `90th-percentile`, `99th_percentile` as prose writes them
    let ordinal = ident
        .strip_suffix("-percentile")
        .or_else(|| ident.strip_suffix("_percentile"))
        .and_then(|o| {
            ["th", "st", "nd", "rd"]
                .iter()
                .find_map(|s| o.strip_suffix(s))
        });
    let digits = match ordinal {
        Some(d) => d,
        None => ident.strip_prefix(['p', 'P'])?,
    };
    let (int, frac) = digits.split_once('.').unwrap_or((digits, ""));
    if !(2..=3).contains(&int.len())
        || !int.bytes().all(|b| b.is_ascii_digit())
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    normalize_number(&format!("0.{int}{frac}"))
}

/// The percentile a percentile name stands for, as a latency table writes it (`p99` →
/// `99%`, `p999` and `p99.9` → `99.9%`, `p50` → `50%`: wrk's "Latency Distribution"),
/// normalised; `None` for anything else.
pub(super) fn percentile_percent(ident: &str) -> Option<String> {
    let q = percentile(ident)?;
    let digits = q.strip_prefix("0.")?;
    let (whole, rest) = digits.split_at(digits.len().min(2));
    let whole = format!("{whole:0<2}");
    normalize_number(&if rest.is_empty() {
        format!("{whole}%")
    } else {
        format!("{whole}.{rest}%")
    })
}

/// UTC offsets in minutes of the time-zone abbreviations summaries write after a time of day,
/// standard and daylight time both where one abbreviation names either (`PT`, `ET`, `CET` as
/// people write it in summer too). `IST` is India's, `AST` the Atlantic's or Arabia's, `GST`
/// the Gulf's; `WIB`, `WITA` and `WIT` are Indonesia's western, central and eastern zones.
pub(super) fn zone_offsets(zone: &str) -> Option<&'static [i32]> {
    Some(match zone {
        "UTC" | "GMT" | "Z" | "WET" => &[0],
        "PT" => &[-480, -420],
        "PST" => &[-480],
        "PDT" => &[-420],
        "MT" => &[-420, -360],
        "MST" => &[-420],
        "MDT" => &[-360],
        "CT" => &[-360, -300],
        "CST" => &[-360],
        "CDT" => &[-300],
        "ET" => &[-300, -240],
        "EST" => &[-300],
        "EDT" => &[-240],
        "CET" => &[60, 120],
        "CEST" => &[120],
        "BST" | "WEST" => &[60],
        "EET" => &[120, 180],
        "EEST" => &[180],
        "IST" => &[330],
        "MSK" | "TRT" | "EAT" => &[180],
        "AST" => &[-240, 180],
        "GST" => &[240],
        "PKT" => &[300],
        "NPT" => &[345],
        "ICT" | "WIB" => &[420],
        "SGT" | "MYT" | "HKT" | "WITA" | "PHT" | "AWST" => &[480],
        "WIT" => &[540],
        "ACST" => &[570],
        "ACDT" => &[630],
        "SAST" | "CAT" => &[120],
        "WAT" => &[60],
        "BRT" | "ART" => &[-180],
        "AKST" => &[-540],
        "AKDT" => &[-480],
        "HST" => &[-600],
        "JST" | "KST" => &[540],
        "AEST" => &[600],
        "AEDT" => &[660],
        "AET" => &[600, 660],
        "NZST" => &[720],
        "NZDT" => &[780],
        _ => return None,
    })
}

/// Largest source whose lines [`line_differences`] reads: in a longer one (a log of many
/// thousand numeric lines) nearly any number is the difference of two others.
const DIFFERENCES_MAX_BYTES: usize = 256 * 1024;

/// The lines of `text` with each line wrapped onto more indented ones joined back: a line that
/// ends with `,` and the next, indented deeper, are one sentence ("example: € 8.000 over 84
/// months -> monthly payment € 112,70," / "    total amount repayable € 9.466,80").
fn wrapped_lines(text: &str) -> Vec<String> {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut out: Vec<String> = Vec::new();
    let mut first_indent = 0;
    let mut joinable = false;
    for line in text.lines() {
        match out.last_mut() {
            Some(last) if joinable && indent(line) > first_indent && !line.trim().is_empty() => {
                last.push(' ');
                last.push_str(line.trim_start());
            }
            _ => {
                first_indent = indent(line);
                out.push(line.to_string());
            }
        }
        joinable = line.trim_end().ends_with(',');
    }
    out
}

/// The differences of two quantities that one line holds (`kept 7882 / 8580 rows` → `698`;
/// `€ 8.000 … total € 9.466,80` → `1466.8`; a line wrapped onto an indented one is one line,
/// [`wrapped_lines`]):
/// every pair of the line's number tokens of 100 or more, in a line with at most eight of
/// them (a summary says "698 removed" where the tool printed what it kept), in a source of at
/// most [`DIFFERENCES_MAX_BYTES`]. Normalised.
pub(super) fn line_differences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if text.len() > DIFFERENCES_MAX_BYTES {
        return out;
    }
    for line in wrapped_lines(text) {
        let line = line.as_str();
        if !line.bytes().any(|b| b.is_ascii_digit()) {
            continue;
        }
        // the line's numbers as written, and those it writes with a decimal comma or points
        // between thousands (`€ 9.466,80`, [`super::decimal_commas`]), each value once
        let mut seen = std::collections::HashSet::new();
        let nums: Vec<(f64, usize)> = tokens(line)
            .iter()
            .filter(|t| t.kind == TokenKind::Number && !t.text.ends_with('%'))
            .filter_map(|t| normalize_number(t.text))
            .chain(super::decimal_commas(line))
            .filter(|n| seen.insert(n.clone()))
            .filter_map(|n| {
                let decimals = n.split_once('.').map_or(0, |(_, f)| f.len());
                Some((n.parse::<f64>().ok()?, decimals))
            })
            .filter(|(x, _)| x.abs() >= 100.0)
            .collect();
        if nums.len() < 2 || nums.len() > 8 {
            continue;
        }
        pair_differences(&nums, &mut out);
    }
    out
}

/// The rows a PostgreSQL plan node read: the rows it returned plus those its filter removed
/// (`EXPLAIN ANALYZE`'s `actual … rows=488920 loops=1` over `Rows Removed by Filter:
/// 1672044`: "orders_order has about 2.16 million rows"), also times its loops when they are
/// more than one (both figures are per loop). Normalised; empty for a text without `Rows
/// Removed by`. Linear in the text.
pub(super) fn scanned_rows(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if !text.contains("Rows Removed by") {
        return out;
    }
    // the returned rows and loops of the latest node line with actual figures
    let mut node: Option<(f64, f64)> = None;
    let value_after = |line: &str, key: &str| -> Option<f64> {
        let rest = &line[line.find(key)? + key.len()..];
        let end = rest
            .find(|c: char| !c.is_ascii_digit() && c != '.')
            .unwrap_or(rest.len());
        rest[..end].parse().ok()
    };
    for line in text.lines() {
        if let Some(at) = line.find("actual ") {
            let actual = &line[at..];
            node = value_after(actual, "rows=")
                .map(|r| (r, value_after(actual, "loops=").unwrap_or(1.0)));
        } else if let Some(at) = line.find("Rows Removed by ") {
            let rest = &line[at..];
            let removed = rest
                .split_once(':')
                .and_then(|(_, n)| n.trim().parse::<f64>().ok());
            if let (Some((rows, loops)), Some(removed)) = (node, removed) {
                let scanned = rows + removed;
                out.extend(normalize_number(&format!("{scanned:.0}")));
                if loops > 1.0 {
                    out.extend(normalize_number(&format!("{:.0}", scanned * loops)));
                }
            }
        }
    }
    out
}

/// The absolute difference of every pair of `nums` (a value and its decimals), written with the
/// more decimals of the two and normalised, appended to `out` ([`line_differences`],
/// [`column_differences`]).
fn pair_differences<'a>(nums: impl IntoIterator<Item = &'a (f64, usize)>, out: &mut Vec<String>) {
    let nums: Vec<&(f64, usize)> = nums.into_iter().collect();
    for (i, (a, da)) in nums.iter().enumerate() {
        for (b, db) in &nums[i + 1..] {
            let d = (*da).max(*db);
            out.extend(normalize_number(&format!("{:.d$}", (a - b).abs())));
        }
    }
}

/// The differences of two quantities in one column of a table with a header
/// ([`table_columns`]: `analytics_dev 4213789` and `analytics_prod 3391540` under `SHIPMENTS`
/// → `822249`, written "the dev table holds 822249 more rows than production"), or of one
/// key's values in several records (`"val_mae_min": 6.842` and `7.315` → `0.473`): every pair
/// of the column's numbers of 100 or more or with two decimals or more, in a column of at most
/// eight of them (a summary
/// compares two rows of a short result; a long column's pairs would make too many numbers look
/// seen), in a source of at most [`DIFFERENCES_MAX_BYTES`]. Normalised.
pub(super) fn column_differences(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if text.len() > DIFFERENCES_MAX_BYTES {
        return out;
    }
    let mut columns: HashMap<String, Vec<(f64, usize)>> = HashMap::new();
    let mut add = |label: String, value: &str| {
        let Some(n) = normalize_number(value).filter(|n| !n.ends_with('%')) else {
            return;
        };
        let decimals = n.split_once('.').map_or(0, |(_, f)| f.len());
        if let Ok(x) = n.parse::<f64>() {
            columns.entry(label).or_default().push((x, decimals));
        }
    };
    table_columns(text, false, &mut add);
    // the value of one key in several records (`"val_mae_min": 6.842` … `7.315`)
    labelled_numbers(text, &mut |label, value| {
        if label.starts_with("key:") {
            add(label, value)
        }
    });
    for nums in columns.values() {
        if nums.len() < 2 || nums.len() > 8 {
            continue;
        }
        // quantities of 100 or more, or measurements with two decimals or more
        pair_differences(
            nums.iter().filter(|(x, d)| x.abs() >= 100.0 || *d >= 2),
            &mut out,
        );
    }
    out
}

/// Most distinct values one label may hold across the sources for [`keyed_differences`]: a
/// summary compares a total before and after a change, not a label that fills a log.
const KEYED_VALUES_MAX: usize = 6;

/// The differences of one label's numbers written in different sources: a total printed by two
/// runs of a tool (`total payable: RWF 2,156,453` … `total payable: RWF 2,151,347` → `5106`,
/// "the adjustment lowered the payable total by RWF 5,106"; `total 2263.28 RSD` … `total
/// 6358.28 RSD` → `4095`; `net payable ........ ₹24,875,964.00` … `₹25,314,951.60` →
/// `438987.6`). A number's label is the word just before it, past a currency code of three
/// capitals and a gap of spaces, quotes, `:`, `=`, dot leaders and currency signs. A label
/// counts when it holds two to [`KEYED_VALUES_MAX`] distinct values of 100 or more or with
/// two decimals or more, in two sources or more of at most [`DIFFERENCES_MAX_BYTES`] each;
/// only pairs from two different sources are taken (one source's pairs are
/// [`column_differences`]'s and [`line_differences`]'s). Normalised.
pub(super) fn keyed_differences(texts: &[&str]) -> Vec<String> {
    let mut labels: HashMap<String, Vec<(usize, String, f64, usize)>> = HashMap::new();
    for (source, text) in texts.iter().enumerate() {
        if text.len() > DIFFERENCES_MAX_BYTES {
            continue;
        }
        for line in text.lines() {
            if !line.bytes().any(|b| b.is_ascii_digit()) {
                continue;
            }
            let toks = tokens(line);
            for (i, t) in toks.iter().enumerate() {
                if t.kind != TokenKind::Number || t.text.starts_with("00") || t.text.ends_with('%')
                {
                    continue;
                }
                // the gap between a label and its number: spaces, quotes, `:`, `=`, a dot
                // leader (`net payable ........ ₹24,875,964.00`) and a currency sign
                let gap_ok = |a: &Token<'_>, b: &Token<'_>| {
                    line[a.byte_range.end..b.byte_range.start].chars().all(|c| {
                        matches!(c, ' ' | ':' | '=' | '"' | '\'' | '.' | '\u{2026}')
                            || super::CURRENCY_SIGNS.contains(&c)
                    })
                };
                // the word before the number, or before a currency code of three capitals
                // before it (`total payable: RWF 2,156,453`)
                let before = |j: usize| i.checked_sub(j).map(|k| &toks[k]);
                let code = |p: &Token<'_>| {
                    p.text.len() == 3 && p.text.bytes().all(|b| b.is_ascii_uppercase())
                };
                let word = match before(1) {
                    Some(p) if gap_ok(p, t) && code(p) => before(2).filter(|q| gap_ok(q, p)),
                    Some(p) if gap_ok(p, t) => Some(p),
                    _ => None,
                };
                let label = word
                    .filter(|p| {
                        !code(p)
                            && matches!(p.kind, TokenKind::Word | TokenKind::Identifier)
                            && !p.text.bytes().any(|b| b.is_ascii_digit())
                    })
                    .map(|p| p.text.to_lowercase());
                let Some(label) = label else { continue };
                let Some(n) = normalize_number(t.text) else {
                    continue;
                };
                let decimals = n.split_once('.').map_or(0, |(_, f)| f.len());
                let Ok(x) = n.parse::<f64>() else { continue };
                if x.abs() >= 100.0 || decimals >= 2 {
                    labels
                        .entry(label)
                        .or_default()
                        .push((source, n, x, decimals));
                }
            }
        }
    }
    let mut out = Vec::new();
    for mut values in labels.into_values() {
        values.sort_by(|a, b| a.1.cmp(&b.1).then(a.0.cmp(&b.0)));
        let mut distinct: Vec<&str> = values.iter().map(|v| v.1.as_str()).collect();
        distinct.dedup();
        let sources: HashSet<usize> = values.iter().map(|v| v.0).collect();
        if distinct.len() < 2 || distinct.len() > KEYED_VALUES_MAX || sources.len() < 2 {
            continue;
        }
        for (i, (sa, na, a, da)) in values.iter().enumerate() {
            for (sb, nb, b, db) in &values[i + 1..] {
                if sa != sb && na != nb {
                    pair_differences(&[(*a, *da), (*b, *db)], &mut out);
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// Whether the number `written` (normalised, 100 or more) added to or taken from another
/// number the entry states (`values`, each 100 or more, or 10 or more beside a `written` of
/// 1,000 or more: "With P-121's £45 shortfall added, … £1,942.00" against open balances of
/// 1897.00, blind round s68A) gives a number the evidence holds
/// (`holds`, given the result with `written`'s decimals, normalised): "Qasr Al-Yasmin's round-2
/// price is JOD 700 below its round-1 quote of JOD 8,900" against a round-2 price of 8,200;
/// "RWF 1,890,500 available, RWF 260,847 short of the adjusted total" against a total of
/// 2,151,347. The other operand is checked as a value of its own. The caller reads it only in
/// an entry that compares.
pub(super) fn entry_offset(values: &[f64], written: &str, holds: impl Fn(&str) -> bool) -> bool {
    let Ok(v) = written.parse::<f64>() else {
        return false;
    };
    if v < 100.0 || values.len() > 12 {
        return false;
    }
    let d = written.split_once('.').map_or(0, |(_, f)| f.len());
    values.iter().any(|&a| {
        (a >= 100.0 || (a >= 10.0 && v >= 1000.0))
            && (a - v).abs() > 1e-9
            && [a + v, (a - v).abs()].iter().any(|r| {
                normalize_number(&format!("{r:.d$}")).is_some_and(|n| n != written && holds(&n))
            })
    })
}

/// The costs of a count of units at a unit price that one line holds ("commander 83 déjeuners
/// à 18,40 €" → `1527.2`, written as €1,527.20): each whole number from 2 to 10,000 times each
/// number with decimals (a decimal comma is read, [`super::decimal_commas`]), in a line with at
/// most eight numbers, in a source of at most [`DIFFERENCES_MAX_BYTES`]. A product of 20 or more
/// that is not whole is kept, rounded to cents: a whole product matches too many counts to
/// prove anything. Normalised.
pub(super) fn line_products(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    if text.len() > DIFFERENCES_MAX_BYTES {
        return out;
    }
    for line in wrapped_lines(text) {
        let line = line.as_str();
        if !line.bytes().any(|b| b.is_ascii_digit()) {
            continue;
        }
        let mut seen = std::collections::HashSet::new();
        let nums: Vec<f64> = tokens(line)
            .iter()
            .filter(|t| t.kind == TokenKind::Number && !t.text.ends_with('%'))
            .filter_map(|t| normalize_number(t.text))
            .chain(super::decimal_commas(line))
            .filter(|n| seen.insert(n.clone()))
            .filter_map(|n| n.parse::<f64>().ok())
            .collect();
        if nums.len() < 2 || nums.len() > 8 {
            continue;
        }
        for &count in nums
            .iter()
            .filter(|c| c.fract() == 0.0 && (2.0..=10_000.0).contains(*c))
        {
            for &price in nums.iter().filter(|p| p.fract() != 0.0 && **p > 0.0) {
                let cents = (count * price * 100.0).round();
                if cents >= 2000.0 && cents % 100.0 != 0.0 {
                    out.extend(normalize_number(&format!("{:.2}", cents / 100.0)));
                }
            }
        }
    }
    out
}

/// Minutes since midnight of a time of day `H:MM` or `HH:MM`, with optional `:SS` (and
/// fraction); `None` for anything else.
pub(super) fn clock(text: &str) -> Option<i32> {
    let mut parts = text.split(':');
    let h: i32 = parts
        .next()
        .filter(|p| (1..=2).contains(&p.len()))?
        .parse()
        .ok()?;
    let m: i32 = parts.next().filter(|p| p.len() == 2)?.parse().ok()?;
    if let Some(s) = parts.next() {
        let whole = s.split('.').next()?;
        if whole.len() != 2 || !whole.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
    }
    (parts.next().is_none() && h < 24 && m < 60).then_some(h * 60 + m)
}

/// The time of day of an ISO timestamp as written, before its zone (`2025-07-07T09:00:00+02:00`
/// and `2025-07-07T09:00Z` → 540 minutes): a summary writes the local time it states ("at
/// 9:00"). `None` for anything else.
pub(super) fn iso_clock(text: &str) -> Option<i32> {
    iso_date(text)?;
    let (_, time) = text.split_once(['T', 't'])?;
    let end = time
        .char_indices()
        .skip(1)
        .find(|&(_, c)| matches!(c, 'Z' | 'z' | '+' | '-'))
        .map_or(time.len(), |(i, _)| i);
    clock(&time[..end])
}

/// The UTC offset in minutes of a numeric zone one space after a time: ` -0800`, ` +05:30`
/// (RFC 5322 dates, crash logs), four digits or `HH:MM` after an ASCII sign and followed by the
/// end or a non-word character, read by [`signed_offset`]; `None` for anything else.
fn spaced_offset(after: &str) -> Option<i32> {
    let rest = after
        .strip_prefix(' ')
        .filter(|r| r.starts_with(['+', '-']))?;
    let len = 1 + rest[1..]
        .bytes()
        .take_while(|b| b.is_ascii_digit() || *b == b':')
        .count();
    let (off, tail) = rest.split_at(len);
    let b = off.as_bytes();
    let shaped = match b.len() {
        5 => !off.contains(':'),
        6 => b[3] == b':' && off[1..].matches(':').count() == 1,
        _ => false,
    };
    if !shaped || tail.chars().next().is_some_and(char::is_alphanumeric) {
        return None;
    }
    signed_offset(off)
}

/// Whether a text is a time of day (`03:00`, `23:59:00`).
pub(super) fn is_clock(text: &str) -> bool {
    clock(text).is_some()
}

/// The offset in minutes of a zone written as an offset from UTC (`UTC-6`, `UTC+05:30`,
/// `GMT+2`); `None` for anything else.
pub(super) fn utc_offset(text: &str) -> Option<i32> {
    signed_offset(
        text.strip_prefix("UTC")
            .or_else(|| text.strip_prefix("GMT"))?,
    )
}

/// What joins the two ends of a time range in the evidence (`21:00–23:00 CET`, `10:00 to 11:00
/// PT`), in English and in the languages users write to agents in (`bis`, `à`, `a`, `tot`,
/// `till`, `do`, `al`, `〜`) ([`ZoneTimes`]).
const RANGE_WORDS: [&str; 17] = [
    "-", "\u{2013}", "\u{2014}", "~", "\u{301c}", "\u{ff5e}", "to", "until", "till", "through",
    "and", "bis", "\u{e0}", "a", "tot", "do", "al",
];

/// The instants of day (UTC minutes since midnight) of the evidence's times that carry their
/// zone: ISO timestamps with `Z` or an offset (`2025-04-17T21:00:00Z`, `…T23:00:00+02:00`), a
/// time with the UTC designator (`21:00Z`), and a time followed by a zone abbreviation of
/// [`zone_offsets`] (`21:00 UTC`, `10:00 CET`: every offset the abbreviation can stand for).
#[derive(Debug, Default)]
pub(super) struct ZoneTimes(HashSet<i32>, HashSet<i32>);

impl ZoneTimes {
    /// Reads the zoned times of one evidence text into the set.
    pub(super) fn add_text(&mut self, text: &str) {
        if !text.contains(':') {
            return;
        }
        let toks = tokens(text);
        for (i, t) in toks.iter().enumerate() {
            // a Unix timestamp is an instant in UTC (`"due_by": 1741737599` is 23:59:59Z)
            if t.kind == TokenKind::Number {
                if let Some(secs) = epoch_seconds(t.text) {
                    self.0.insert((secs.rem_euclid(86_400) / 60) as i32);
                }
                continue;
            }
            if t.kind != TokenKind::Identifier || !t.text.contains(':') {
                continue;
            }
            // the tokenizer ends a timestamp before a `+02:00` offset: read it from the text
            let iso = match text[t.byte_range.end..].as_bytes().first() {
                Some(b'+' | b'-') if t.text.contains(['T', 't']) => {
                    let tail: String = text[t.byte_range.end..]
                        .chars()
                        .take(6)
                        .take_while(|c| c.is_ascii_digit() || matches!(c, '+' | '-' | ':'))
                        .collect();
                    let stamped = format!("{}{tail}", t.text);
                    self.1.extend(iso_offset(&stamped));
                    iso_utc(&stamped)
                }
                _ => {
                    self.1.extend(iso_offset(t.text));
                    iso_utc(t.text)
                }
            };
            if let Some(utc) = iso {
                self.0.insert(utc);
                continue;
            }
            // a time with a short offset glued on, as PostgreSQL prints a `timestamptz`
            // (`2026-01-14 02:00:41-06`, `09:15:00+05:30`)
            let glued = match text[t.byte_range.end..].as_bytes().first() {
                Some(b'+') if clock(t.text).is_some() => {
                    let tail: String = text[t.byte_range.end..]
                        .chars()
                        .take(6)
                        .take_while(|c| c.is_ascii_digit() || matches!(c, '+' | ':'))
                        .collect();
                    clock_offset(&format!("{}{tail}", t.text))
                }
                _ => clock_offset(t.text),
            };
            if let Some(utc) = glued {
                self.0.insert(utc);
                continue;
            }
            // a time with a numeric offset after a space, as e-mail headers and crash logs
            // write it (`06:41:17 -0800`, `2024-12-03 06:41:17.2281 -0800`)
            if let (Some(m), Some(o)) = (clock(t.text), spaced_offset(&text[t.byte_range.end..])) {
                self.0.insert((m - o).rem_euclid(1440));
                continue;
            }
            // the first end of a range takes the zone after the other end (`21:00–23:00 CET`,
            // `21:00 to 23:00 CET`, and in the user's language: `10:00 bis 11:00 PT`)
            let apart =
                |a: &Token, b: &Token| text[a.byte_range.end..b.byte_range.start].to_string();
            let range_zone = || {
                // the word between the ends is a token of its own (`to`, `bis`), a dash is not
                let word = toks
                    .get(i + 1)
                    .is_some_and(|w| RANGE_WORDS.contains(&w.text.to_lowercase().as_str()));
                let at = i + 1 + usize::from(word);
                let other = toks.get(at)?;
                let between = apart(t, other);
                let joined = RANGE_WORDS.contains(&between.trim().to_lowercase().as_str());
                let zone = toks.get(at + 1)?;
                (joined && clock(other.text).is_some() && apart(other, zone).trim().is_empty())
                    .then_some(zone.text)
            };
            // a year between the time and its zone, as openssl and C's asctime write a date
            // (`notAfter=Mar 14 08:12:44 2025 GMT`)
            let year_zone = || {
                let year = toks.get(i + 1)?;
                let zone = toks.get(i + 2)?;
                (year.kind == TokenKind::Number
                    && year.text.len() == 4
                    && year.text.starts_with(['1', '2'])
                    && apart(t, year) == " "
                    && apart(year, zone) == " "
                    && zone_offsets(zone.text).is_some())
                .then_some(zone.text)
            };
            let (time, zone) = match t.text.strip_suffix(['Z', 'z']) {
                Some(time) => (time, "Z"),
                None => match (year_zone(), toks.get(i + 1)) {
                    (Some(zone), _) => (t.text, zone),
                    (None, Some(n))
                        if text[t.byte_range.end..n.byte_range.start].trim().is_empty()
                            && !RANGE_WORDS.contains(&n.text.to_lowercase().as_str()) =>
                    {
                        (t.text, n.text)
                    }
                    _ => match range_zone() {
                        Some(zone) => (t.text, zone),
                        None => continue,
                    },
                },
            };
            // a zone abbreviation, or a city (`10:00 Istanbul time`, `09:30 New York`)
            let city = || {
                let two = toks
                    .get(i + 2)
                    .and_then(|n| text.get(toks[i + 1].byte_range.start..n.byte_range.end));
                two.and_then(city_offsets).or_else(|| city_offsets(zone))
            };
            if let (Some(m), Some(offsets)) = (
                clock(time),
                zone_offsets(zone).or_else(|| (zone != "Z").then(city).flatten()),
            ) {
                self.0
                    .extend(offsets.iter().map(|o| (m - o).rem_euclid(1440)));
            }
        }
    }

    /// Whether an ISO timestamp of the evidence carries this UTC offset in minutes (`-06:00`
    /// for `UTC-6`).
    pub(super) fn has_offset(&self, minutes: i32) -> bool {
        self.1.contains(&minutes)
    }

    /// Whether a time of day (minutes since midnight) in a zone with these UTC `offsets` is
    /// one of the evidence's instants.
    pub(super) fn holds(&self, minutes: i32, offsets: &[i32]) -> bool {
        offsets
            .iter()
            .any(|o| self.0.contains(&(minutes - o).rem_euclid(1440)))
    }
}

/// The time of day and UTC offset (minutes) of an ISO timestamp written with an offset
/// (`…T23:59:00-06:00` → `("23:59:00", -360)`, `…T23:00+0200`).
fn iso_time_offset(text: &str) -> Option<(&str, i32)> {
    let (_, rest) = text.split_once(['T', 't'])?;
    let at = rest.rfind(['+', '-'])?;
    let (time, off) = rest.split_at(at);
    // ISO 8601 writes the minutes too: `+02:00`, `+0200`
    (off.len() >= 5).then_some(())?;
    Some((time, signed_offset(off)?))
}

/// Minutes east of UTC of a signed offset: `-6`, `-06`, `+05:30`, `+0530`, `−5` (hours at
/// most 14, minutes under 60). `None` for anything else.
fn signed_offset(off: &str) -> Option<i32> {
    let mut chars = off.chars();
    let sign = match chars.next()? {
        '+' => 1,
        '-' | '\u{2212}' => -1,
        _ => return None,
    };
    let digits = chars.as_str();
    if !digits.bytes().all(|b| b.is_ascii_digit() || b == b':') {
        return None;
    }
    let (h, m) = match digits.split_once(':') {
        Some(hm) => hm,
        None if digits.len() == 4 => digits.split_at(2),
        None if digits.len() <= 2 => (digits, "0"),
        None => return None,
    };
    let (h, m): (i32, i32) = (h.parse().ok()?, m.parse().ok()?);
    (h <= 14 && m < 60).then_some(sign * (h * 60 + m))
}

/// The UTC instant of day of a time of day with seconds and an offset glued on
/// (`02:00:41-06`, `09:15:00+05:30`): PostgreSQL's `timestamptz` after a space-separated date.
/// `None` for a time without seconds (`10:00-11:00` is a range).
fn clock_offset(text: &str) -> Option<i32> {
    let at = text.rfind(['+', '-'])?;
    let (time, off) = text.split_at(at);
    // with seconds, as PostgreSQL writes it: `10:00-11:00` is a range
    if time.matches(':').count() != 2 {
        return None;
    }
    Some((clock(time)? - signed_offset(off)?).rem_euclid(1440))
}

/// The UTC offset in minutes of an ISO timestamp written with one (`…T23:59:00-06:00` → -360).
fn iso_offset(text: &str) -> Option<i32> {
    iso_time_offset(text).map(|(_, o)| o)
}

/// The UTC instant of day of an ISO timestamp with a zone (`2025-04-17T21:00:00Z`,
/// `2025-04-17T23:00:00+02:00`, `…T23:00+0200`).
fn iso_utc(text: &str) -> Option<i32> {
    let (_, rest) = text.split_once(['T', 't'])?;
    if let Some(time) = rest.strip_suffix(['Z', 'z']) {
        return clock(time);
    }
    let (time, offset) = iso_time_offset(text)?;
    Some((clock(time)? - offset).rem_euclid(1440))
}

/// Whether an entry's time token, a time of day or a range of two (`14:00`, `10:00-13:00`),
/// followed in the entry by a zone abbreviation (directly, or after the other end of a range
/// written apart: `14:00–15:30 PT`) is, every time of it, an instant the evidence holds with
/// its zone ([`ZoneTimes`]). `end` is the token's end offset in `entry`. `false` when no known
/// zone follows.
pub(super) fn zoned_times_seen(zones: &ZoneTimes, entry: &str, token: &str, end: usize) -> bool {
    // a 12-hour time: `5:14pm`, `5:14 PM`, `5:14 p.m.` (the marker glued or one word after)
    let (token, glued) = split_meridiem(token);
    let tail = entry.get(end..).unwrap_or("");
    let after = tail.trim_start_matches(' ');
    let (spaced, after) = match glued {
        Some(_) => (None, after),
        None => {
            let (m, rest) = split_meridiem_word(after);
            (m, if m.is_some() { rest } else { tail })
        }
    };
    let meridiem = glued.or(spaced);
    let times: Option<Vec<i32>> = token
        .split(['-', '\u{2013}'])
        .map(|t| clock(t).and_then(|m| twelve_hour(m, meridiem)))
        .collect();
    let Some(times) = times.filter(|t| (1..=2).contains(&t.len())) else {
        return false;
    };
    let dash = |c: char| c == ' ' || c == '-' || c == '\u{2013}' || c == '\u{2014}';
    let rest = after.trim_start_matches(dash);
    // the other end of a range written with a word (`20:00 to 22:00 UTC`)
    let rest = ["to ", "and ", "until ", "till ", "through "]
        .iter()
        .find_map(|w| rest.strip_prefix(w))
        .filter(|r| r.starts_with(|c: char| c.is_ascii_digit()))
        .unwrap_or(rest);
    let rest = rest
        .trim_start_matches(|c: char| c.is_ascii_digit() || c == ':')
        .trim_start();
    let rest = split_meridiem_word(rest).1.trim_start();
    let word: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect();
    // a city's time (`06:48 Budapest time`, `10:00 New York time`)
    let two_words: String = rest
        .split_whitespace()
        .take(2)
        .collect::<Vec<_>>()
        .join(" ");
    let city = city_offsets(&two_words).or_else(|| city_offsets(&word));
    let zone = zone_name(&word).unwrap_or(&word);
    // an offset written after the zone (`02:15 UTC+1`, `GMT-6`) is the zone
    let offset_zone: String = rest
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '+' | '-' | ':'))
        .collect();
    let fixed = utc_offset(offset_zone.trim_end_matches(':')).map(|o| vec![o]);
    let offsets = fixed
        .or_else(|| zone_offsets(zone).map(<[i32]>::to_vec))
        .or_else(|| city.map(<[i32]>::to_vec));
    offsets.is_some_and(|offsets| times.iter().all(|&m| zones.holds(m, &offsets)))
}

/// A time of day with its 12-hour marker glued on (`5:14pm`, `11:30AM`) as the time and
/// whether it is after noon; the token itself and `None` without one.
fn split_meridiem(token: &str) -> (&str, Option<bool>) {
    let lower = token.to_ascii_lowercase();
    for (marker, pm) in [("am", false), ("pm", true), ("a.m.", false), ("p.m.", true)] {
        if lower.ends_with(marker) && token.len() > marker.len() {
            return (&token[..token.len() - marker.len()], Some(pm));
        }
    }
    (token, None)
}

/// A 12-hour marker at the start of `text` (`pm Eastern`, `PM`, `p.m.`, a word of its own)
/// and the text after it; `(None, text)` without one.
fn split_meridiem_word(text: &str) -> (Option<bool>, &str) {
    for (marker, pm) in [("a.m.", false), ("p.m.", true), ("am", false), ("pm", true)] {
        let n = marker.len();
        if text.len() >= n && text.is_char_boundary(n) && text[..n].eq_ignore_ascii_case(marker) {
            let rest = &text[n..];
            if !rest.starts_with(|c: char| c.is_ascii_alphanumeric()) {
                return (Some(pm), rest);
            }
        }
    }
    (None, text)
}

/// Minutes since midnight of a time read with its 12-hour marker (`Some(true)` after noon):
/// `5:14` pm is 17:14, `12:05` am is 00:05; an hour over 12 with a marker is no time.
fn twelve_hour(minutes: i32, pm: Option<bool>) -> Option<i32> {
    let (h, m) = (minutes / 60, minutes % 60);
    match pm {
        None => Some(minutes),
        Some(_) if h == 0 || h > 12 => None,
        Some(after_noon) => Some(((h % 12) + if after_noon { 12 } else { 0 }) * 60 + m),
    }
}

/// UTC offsets in minutes of a city's local time, as a summary names the zone of a time by a
/// city (`06:48 Budapest time`, `10:00 Istanbul time`): standard and daylight time both where
/// the city keeps summer time, since the date is not read. Capitalised English names of one
/// word or two of large cities (and the spelling without diacritics); `None` for other words.
pub(super) fn city_offsets(name: &str) -> Option<&'static [i32]> {
    Some(match name {
        "London" | "Dublin" | "Lisbon" | "Edinburgh" => &[0, 60],
        "Reykjavik" | "Accra" | "Dakar" => &[0],
        "Paris" | "Berlin" | "Madrid" | "Rome" | "Amsterdam" | "Brussels" | "Vienna" | "Zurich"
        | "Geneva" | "Stockholm" | "Oslo" | "Copenhagen" | "Warsaw" | "Prague" | "Budapest"
        | "Belgrade" | "Zagreb" | "Milan" | "Munich" | "Frankfurt" | "Hamburg" | "Barcelona"
        | "Luxembourg" | "Bratislava" | "Ljubljana" => &[60, 120],
        "Lagos" | "Algiers" => &[60],
        "Helsinki" | "Athens" | "Kyiv" | "Kiev" | "Bucharest" | "Sofia" | "Riga" | "Tallinn"
        | "Vilnius" | "Cairo" => &[120, 180],
        "Johannesburg" | "Cape Town" | "Harare" => &[120],
        "Istanbul" | "Moscow" | "Riyadh" | "Nairobi" | "Minsk" | "Doha" | "Baghdad" => &[180],
        "Tel Aviv" | "Jerusalem" | "Beirut" => &[120, 180],
        "Tehran" => &[210],
        "Dubai" | "Abu Dhabi" | "Baku" => &[240],
        "Karachi" | "Tashkent" => &[300],
        "Mumbai" | "Delhi" | "New Delhi" | "Bangalore" | "Bengaluru" | "Chennai" | "Kolkata"
        | "Hyderabad" | "Pune" | "Colombo" => &[330],
        "Kathmandu" => &[345],
        "Dhaka" | "Almaty" => &[360],
        "Bangkok" | "Jakarta" | "Hanoi" => &[420],
        "Singapore" | "Hong Kong" | "Beijing" | "Shanghai" | "Shenzhen" | "Taipei" | "Manila"
        | "Kuala Lumpur" | "Perth" => &[480],
        "Tokyo" | "Osaka" | "Seoul" => &[540],
        "Adelaide" => &[570, 630],
        "Brisbane" => &[600],
        "Sydney" | "Melbourne" | "Canberra" => &[600, 660],
        "Auckland" | "Wellington" => &[720, 780],
        "Honolulu" => &[-600],
        "Anchorage" => &[-540, -480],
        "Los Angeles" | "San Francisco" | "Seattle" | "Vancouver" | "Portland" | "San Diego" => {
            &[-480, -420]
        }
        "Denver" | "Calgary" | "Edmonton" => &[-420, -360],
        "Phoenix" => &[-420],
        "Chicago" | "Dallas" | "Houston" | "Austin" | "Minneapolis" | "Winnipeg" => &[-360, -300],
        "Mexico City" => &[-360],
        "New York" | "NYC" | "Boston" | "Toronto" | "Montreal" | "Atlanta" | "Miami"
        | "Washington" | "Philadelphia" | "Ottawa" => &[-300, -240],
        "Halifax" => &[-240, -180],
        "Santiago" => &[-240, -180],
        "Bogota" | "Lima" => &[-300],
        "Caracas" => &[-240],
        "Buenos Aires" | "Sao Paulo" | "Rio" | "Montevideo" => &[-180],
        _ => return None,
    })
}

/// The abbreviation of a time zone spelled out after a time (`Eastern`, `Pacific`,
/// `Central`, `Mountain`: either offset of the zone); `None` for other words.
fn zone_name(word: &str) -> Option<&'static str> {
    Some(match word.to_ascii_lowercase().as_str() {
        "eastern" => "ET",
        "pacific" => "PT",
        "central" => "CT",
        "mountain" => "MT",
        _ => return None,
    })
}

/// The dates an evidence text writes, in any of the usual forms: ISO (`2025-02-18`, also
/// inside a timestamp), month names (`Feb 18 2025`, git's `Tue Feb 18 11:42:07 2025`, `18 Feb
/// 2025`, `February 18, 2025`, `Friday Sep 5`) and numbers (`2/18/2025`, `18.02.2025`, `09-05`,
/// `3/10`; day and month read both ways when the order is not known) and the Chinese,
/// Japanese and Korean forms (`9月24日`, `2024年9月24日`, `9월 24일`), each as (year if
/// written, month, day). An entry's ISO date (`2025-02-18`) is seen when the evidence writes
/// that day ([`DateSet::holds`]).
///
/// A turn that says "tomorrow" in any of [`TOMORROW`]'s languages (the Nepali `भोलि`, the
/// Georgian `ხვალ`) makes the day after the session's latest timestamp a day of the set too
/// ([`DateSet::add_tomorrow`]): the summary writes that day as a date.
#[derive(Debug, Default)]
pub(super) struct DateSet {
    /// The days written, as (year if written, month, day).
    days: HashSet<(Option<u16>, u8, u8)>,
    /// The latest day of an ISO timestamp with a time of day.
    latest: Option<(u16, u8, u8)>,
    /// The day after `latest`, when a turn calls it tomorrow ([`DateSet::add_tomorrow`]).
    tomorrow: Option<(u16, u8, u8)>,
}

/// "Tomorrow" in the languages of agent sessions, as whole words (lower case) or, for the
/// scripts without spaces and the phrases of two words, as parts of a text: English, the
/// Romance, Germanic, Slavic, Baltic, Finnic and Celtic languages, Basque, Hungarian, Greek,
/// Albanian, Turkish and the Turkic languages, Armenian, Georgian, Hebrew, Arabic, Persian,
/// Hindi and Nepali, Amharic, Swahili, Mongolian, Indonesian and Malay, Tagalog, Vietnamese,
/// Thai, Chinese, Japanese and Korean. Words that also mean "morning" (`mañana`, `morgen`,
/// `sabah`) are left out.
const TOMORROW: [&str; 43] = [
    "tomorrow",
    "demain",
    "domani",
    "amanhã",
    "demà",
    "mâine",
    "imorgon",
    "jutro",
    "zítra",
    "zajtra",
    "завтра",
    "утре",
    "sutra",
    "jutri",
    "rytoj",
    "rīt",
    "homme",
    "huomenna",
    "holnap",
    "yfory",
    "bihar",
    "αύριο",
    "nesër",
    "yarın",
    "ertaga",
    "ертең",
    "վաղը",
    "ხვალ",
    "מחר",
    "غدا",
    "غداً",
    "فردا",
    "भोलि",
    "ነገ",
    "kesho",
    "маргааш",
    "besok",
    "esok",
    "bukas",
    "i morgen",
    "á morgun",
    "ngày mai",
    "พรุ่งนี้",
];

/// Whether `text` says "tomorrow" ([`TOMORROW`]).
pub(super) fn says_tomorrow(text: &str) -> bool {
    let lower = text.to_lowercase();
    let words: HashSet<&str> = lower.split(|c: char| !c.is_alphanumeric()).collect();
    TOMORROW.iter().any(|w| {
        if w.contains(' ') || !w.chars().all(char::is_alphanumeric) {
            lower.contains(w)
        } else {
            words.contains(w)
        }
    }) || ["明日", "明天", "내일"].iter().any(|w| text.contains(w))
}

const MONTHS: [&str; 12] = [
    "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
];

/// Month names in other languages, in full, lower-case, as a user turn or a tool output
/// writes them beside a day (`20 noiembrie`, `5. März`, `12 de marzo`, `3 października`):
/// Romanian, Spanish, French, German, Italian, Portuguese, Dutch, the Scandinavian languages,
/// Polish and Czech (in the genitive a date uses), Hungarian and Turkish; the same word in
/// several languages is listed once.
const OTHER_MONTHS: [&[&str]; 12] = [
    &[
        "ianuarie", "enero", "janvier", "januar", "gennaio", "janeiro", "januari", "stycznia",
        "ledna", "január", "ocak",
    ],
    &[
        "februarie",
        "febrero",
        "février",
        "februar",
        "febbraio",
        "fevereiro",
        "februari",
        "lutego",
        "února",
        "február",
        "şubat",
        "subat",
    ],
    &[
        "martie", "marzo", "mars", "märz", "março", "maart", "marts", "marca", "března", "március",
        "mart",
    ],
    &[
        "aprilie", "abril", "avril", "aprile", "kwietnia", "dubna", "április", "nisan",
    ],
    &[
        "mai", "mayo", "maggio", "maio", "mei", "maj", "maja", "května", "május", "mayıs",
    ],
    &[
        "iunie", "junio", "juin", "juni", "giugno", "junho", "czerwca", "června", "június",
        "haziran",
    ],
    &[
        "iulie",
        "julio",
        "juillet",
        "juli",
        "luglio",
        "julho",
        "lipca",
        "července",
        "július",
        "temmuz",
    ],
    &[
        "agosto",
        "août",
        "augustus",
        "augusti",
        "sierpnia",
        "srpna",
        "augusztus",
        "ağustos",
    ],
    &[
        "septembrie",
        "septiembre",
        "setiembre",
        "septembre",
        "settembre",
        "setembro",
        "września",
        "září",
        "szeptember",
        "eylül",
    ],
    &[
        "octombrie",
        "octubre",
        "octobre",
        "oktober",
        "ottobre",
        "outubro",
        "października",
        "října",
        "október",
        "ekim",
    ],
    &[
        "noiembrie",
        "noviembre",
        "novembre",
        "novembro",
        "listopada",
        "listopadu",
        "kasım",
    ],
    &[
        "decembrie",
        "diciembre",
        "décembre",
        "dezember",
        "dicembre",
        "dezembro",
        "desember",
        "grudnia",
        "prosince",
        "aralık",
    ],
];

/// The month (1–12) of a month name or its abbreviation (`Feb`, `February`, `Sept`), or of a
/// full month name in another language ([`OTHER_MONTHS`]: `noiembrie`, `März`).
pub(crate) fn month(word: &str) -> Option<u8> {
    let lower = word.to_lowercase();
    if let Some(i) = OTHER_MONTHS
        .iter()
        .position(|m| m.contains(&lower.as_str()))
    {
        return Some(i as u8 + 1);
    }
    let w = word.to_ascii_lowercase();
    if w.len() < 3 || (w.len() > 4 && !LONG_MONTHS.contains(&w.as_str())) {
        return None;
    }
    MONTHS
        .iter()
        .position(|m| w.starts_with(m))
        .map(|i| i as u8 + 1)
}

fn day(n: u32) -> Option<u8> {
    (1..=31).contains(&n).then_some(n as u8)
}

impl DateSet {
    /// Adds one day (year, month, day) to the set.
    pub(super) fn add_day(&mut self, (y, m, d): (u16, u8, u8)) {
        self.days.insert((Some(y), m, d));
    }

    /// The days of the set written with their year, (year, month, day).
    pub(super) fn dated(&self) -> impl Iterator<Item = (u16, u8, u8)> + '_ {
        self.days.iter().filter_map(|&(y, m, d)| Some((y?, m, d)))
    }

    /// The day after the latest day of an ISO timestamp with a time of day
    /// (`2025-10-01T14:02:11+05:45`) in the texts read, when `texts` say "tomorrow" (see the
    /// type's documentation); nothing otherwise.
    pub(super) fn add_tomorrow<'a>(&mut self, mut texts: impl Iterator<Item = &'a str>) {
        if let Some(today) = self.latest.filter(|_| texts.any(says_tomorrow)) {
            self.tomorrow = Some(shift_day(today, 1));
        }
    }

    /// Reads the dates of one evidence text into the set.
    pub(super) fn add_text(&mut self, text: &str) {
        if text.contains(['月', '월']) {
            self.cjk(text);
        }
        let toks = tokens(text);
        for (i, t) in toks.iter().enumerate() {
            match t.kind {
                TokenKind::Identifier => {
                    if let Some(d) = iso_date(t.text) {
                        if iso_clock(t.text).is_some() {
                            self.latest = self.latest.max(Some(d));
                        }
                        self.days.insert((Some(d.0), d.1, d.2));
                    } else {
                        self.numeric(t.text);
                    }
                }
                TokenKind::Number => {
                    if let Some(d) = epoch_date(t.text) {
                        self.days.insert((Some(d.0), d.1, d.2));
                    }
                }
                TokenKind::Word => {
                    let Some(m) = month(t.text) else { continue };
                    // a year among the next four tokens (`Feb 18 11:42:07 2025`)
                    let year = |from: usize| {
                        toks[from..toks.len().min(from + 4)].iter().find_map(|x| {
                            let y: u16 = x.text.parse().ok()?;
                            (1900..2200).contains(&y).then_some(y)
                        })
                    };
                    let num = |x: &crate::retrieve::tokenize::Token<'_>| {
                        x.text
                            .trim_end_matches(|c: char| c.is_alphabetic())
                            .parse::<u32>()
                            .ok()
                            .and_then(day)
                    };
                    if let Some(d) = toks.get(i + 1).and_then(num) {
                        self.days.insert((year(i + 2), m, d));
                    }
                    // the day before it, past a Spanish or Portuguese `de` (`12 de marzo`)
                    let before = match i.checked_sub(1).map(|j| toks[j].text) {
                        Some("de") => i.checked_sub(2),
                        _ => i.checked_sub(1),
                    };
                    if let Some(d) = before.and_then(|j| num(&toks[j])) {
                        self.days.insert((year(i + 1), m, d));
                    }
                }
                _ => {}
            }
        }
    }

    /// Dates written the Chinese, Japanese or Korean way: `9月24日`, `2024年9月24日`,
    /// `9월 24일`, `2024년 9월 24일`.
    fn cjk(&mut self, text: &str) {
        for (month_mark, day_mark, year_mark) in [('月', '日', '年'), ('월', '일', '년')] {
            for (at, _) in text.match_indices(month_mark) {
                let digits_before = |s: &str| -> Option<u32> {
                    let s = s.trim_end();
                    let n: String = s.chars().rev().take_while(char::is_ascii_digit).collect();
                    (1..=4)
                        .contains(&n.len())
                        .then(|| n.chars().rev().collect::<String>().parse().ok())
                        .flatten()
                };
                let Some(m) = digits_before(&text[..at]).filter(|m| (1..=12).contains(m)) else {
                    continue;
                };
                let after = text[at + month_mark.len_utf8()..].trim_start();
                let d: String = after.chars().take_while(char::is_ascii_digit).collect();
                if !after[d.len()..].trim_start().starts_with(day_mark) {
                    continue;
                }
                let Some(d) = d.parse().ok().and_then(day) else {
                    continue;
                };
                // the year before the month: `2024年9月`, `2024년 9월`
                let head = text[..at].trim_end();
                let head = head
                    .trim_end_matches(|c: char| c.is_ascii_digit())
                    .trim_end();
                let year = head
                    .strip_suffix(year_mark)
                    .and_then(digits_before)
                    .and_then(|y| u16::try_from(y).ok())
                    .filter(|y| (1900..2200).contains(y));
                self.days.insert((year, m as u8, d));
            }
        }
    }

    /// A date written in numbers: `2/18/2025`, `18.02.2025`, `09-05`, `3/10` (two or three
    /// parts, a year of four digits first or last; day and month both ways).
    fn numeric(&mut self, text: &str) {
        let parts: Vec<&str> = text.split(['/', '.', '-']).collect();
        if !(2..=3).contains(&parts.len())
            || !parts
                .iter()
                .all(|p| !p.is_empty() && p.len() <= 4 && p.bytes().all(|b| b.is_ascii_digit()))
        {
            return;
        }
        let n: Vec<u32> = parts.iter().filter_map(|p| p.parse().ok()).collect();
        let (year, a, b) = match (
            parts.len(),
            parts[0].len(),
            parts.last().map_or(0, |p| p.len()),
        ) {
            (2, _, _) => (None, n[0], n[1]),
            (3, 4, _) => (Some(n[0] as u16), n[1], n[2]),
            (3, _, 4) => (Some(n[2] as u16), n[0], n[1]),
            _ => return,
        };
        for (m, d) in [(a, b), (b, a)] {
            if let (true, Some(d)) = ((1..=12).contains(&m), day(d)) {
                self.days.insert((year, m as u8, d));
            }
        }
    }

    /// Whether the evidence writes the day `(year, month, day)`: with that year, or with none;
    /// or a turn calls it tomorrow ([`DateSet::add_tomorrow`]).
    pub(super) fn holds(&self, day: (u16, u8, u8)) -> bool {
        self.writes(day) || self.tomorrow == Some(day)
    }

    /// Whether the evidence writes the day `(year, month, day)` as a date: with that year, or
    /// with none. An entry that counts its day from the evidence's ("tomorrow (2025-03-19)")
    /// is checked against these days only.
    pub(super) fn writes(&self, (y, m, d): (u16, u8, u8)) -> bool {
        self.days.contains(&(Some(y), m, d)) || self.days.contains(&(None, m, d))
    }
}

/// Whether the percentage `percent` (normalised, `98%`, `89.1%`) is a ratio of two other
/// numbers the entry itself states (`values`): `a / b` ("11.74G of 12.00G (~98%)"), `a / (a +
/// b)` ("9,817,724,410 hits vs 1,202,339,871 misses": a hit rate of 89.1%), `a / b − 1` (a
/// relative change) or `1 − a / b` (a reduction: "cuts p99 by about 53% (201.57 ms -> 94.12
/// ms)"), rounded to the decimals written. The entry's operands are checked as
/// values of their own; a share the entry computes from them is then no invention.
pub(super) fn entry_ratio(values: &[f64], percent: &str) -> bool {
    let Some(p) = percent.strip_suffix('%') else {
        return false;
    };
    let Ok(v) = p.parse::<f64>() else {
        return false;
    };
    let half = half_step(p);
    let near = |x: f64| x.is_finite() && (x * 100.0 - v).abs() <= half;
    values.iter().enumerate().any(|(i, &a)| {
        values.iter().enumerate().any(|(j, &b)| {
            i != j
                && b != 0.0
                && (near(a / b) || near(a / (a + b)) || near(a / b - 1.0) || near(1.0 - a / b))
        })
    })
}

/// Whether the number `written` (normalised, 10 or more) is a share the entry itself writes as
/// a percentage (`percents`, each above 0 and below 100) of another number it states
/// (`values`), rounded to the decimals written: "the PO is worth 85,800 MXN, with a 50% advance
/// of 42,900 MXN" (blind round s68B). The operands are checked as values of their own, as for
/// [`entry_ratio`].
pub(super) fn entry_percent_of(values: &[f64], percents: &[f64], written: &str) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    v >= 10.0
        && percents.iter().any(|&p| {
            p > 0.0
                && p < 100.0
                && values
                    .iter()
                    .any(|&a| a > v && (a * p / 100.0 - v).abs() <= half)
        })
}

/// A time of day as the 24-hour `HH:MM` a summary writes (`9`, `0` → `09:00`).
fn hh_mm(h: u32, m: u32) -> String {
    format!("{h:02}:{m:02}")
}

/// The days and times of day that code writes as calls, not as dates: Python's
/// `datetime.datetime(2025, 3, 4, 9, 0, tzinfo=…)`, `datetime(2025, 3, 4)`,
/// `datetime.date(2025, 3, 4)` and `date(2025, 3, 4)`, as pytest's assertion diffs and reprs
/// in logs print them. Each call gives its day (year, month, day) and, with an hour argument,
/// its time of day as `HH:MM` (`09:00`). Arguments past the first three that are not whole
/// numbers end the call's reading (a `tzinfo=` keyword).
pub(super) fn datetime_calls(text: &str) -> Vec<((u16, u8, u8), Option<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("date") {
        let before = rest[..at].chars().next_back();
        let tail = &rest[at..];
        rest = &rest[at + 4..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        let Some(args) = tail
            .strip_prefix("datetime(")
            .or_else(|| tail.strip_prefix("date("))
        else {
            continue;
        };
        let args = &args[..args.find(')').unwrap_or(args.len()).min(120)];
        let nums: Vec<u32> = args
            .split(',')
            .map(str::trim)
            .map_while(|a| a.parse::<u32>().ok())
            .take(6)
            .collect();
        let [y, m, d, ..] = nums[..] else {
            continue;
        };
        if !(1900..2200).contains(&y) || !(1..=12).contains(&m) || !(1..=31).contains(&d) {
            continue;
        }
        let time = match nums[3..] {
            [h, ..] if h < 24 => Some(hh_mm(
                h,
                nums.get(4).copied().filter(|&m| m < 60).unwrap_or(0),
            )),
            _ => None,
        };
        out.push(((y as u16, m as u8, d as u8), time));
    }
    out
}

/// The values of a cron field of minutes or hours: a number, a comma list (`8,18`) or a
/// range (`9-17`) of numbers below `limit`; `None` for a step (`*/10`), `*` or anything else.
fn cron_field(field: &str, limit: u32) -> Option<Vec<u32>> {
    let mut out = Vec::new();
    for part in field.split(',') {
        match part.split_once('-') {
            Some((a, b)) => {
                let (a, b): (u32, u32) = (a.parse().ok()?, b.parse().ok()?);
                if a > b || b >= limit {
                    return None;
                }
                out.extend(a..=b);
            }
            None => {
                let n: u32 = part.parse().ok()?;
                if n >= limit {
                    return None;
                }
                out.push(n);
            }
        }
    }
    (!out.is_empty()).then_some(out)
}

/// Whether a field is one of a crontab line's day, month or weekday fields: `*`, a step
/// (`*/2`), numbers, lists and ranges, or weekday and month names (`MON-FRI`).
fn cron_day_field(field: &str) -> bool {
    !field.is_empty()
        && field
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '*' | ',' | '-' | '/'))
}

/// The times of day (`HH:MM`) at which the cron schedules of a text fire: a crontab line's
/// five fields (`0 8,18 * * *`, also after a diff's `+` or a line-number gutter), of which two
/// or more day, month or weekday fields are `*`, and Celery's `crontab(minute=0, hour="8,18")`
/// or `minute=0 hour=8,18` written on one line. Only a minute and an hour field of numbers,
/// lists or ranges name times (`*/10 9-23 * * *` names none); a schedule naming more than 48
/// times is not read.
pub(super) fn cron_times(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut push = |minutes: Vec<u32>, hours: Vec<u32>| {
        if minutes.len() * hours.len() <= 48 {
            for &h in &hours {
                out.extend(minutes.iter().map(|&m| hh_mm(h, m)));
            }
        }
    };
    for line in text.lines() {
        let fields: Vec<&str> = line
            .split_whitespace()
            .map(|f| f.trim_start_matches('+'))
            .collect();
        for w in fields.windows(5) {
            let stars = w[2..].iter().filter(|f| f.starts_with('*')).count();
            if stars >= 2 && w[2..].iter().all(|f| cron_day_field(f)) {
                if let (Some(m), Some(h)) = (cron_field(w[0], 60), cron_field(w[1], 24)) {
                    push(m, h);
                }
            }
        }
        // keyword form: `minute=0`, `minute="0"`, `hour='8,18'`
        let value = |key: &str| -> Option<&str> {
            let at = line.find(key)?;
            if line[..at]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
            {
                return None;
            }
            let v = line[at + key.len()..].trim_start_matches(['"', '\'']);
            let end = v
                .find(|c: char| !(c.is_ascii_digit() || matches!(c, ',' | '-' | '*' | '/')))
                .unwrap_or(v.len());
            let v = &v[..end];
            Some(v.trim_end_matches(','))
        };
        if let (Some(m), Some(h)) = (value("minute="), value("hour=")) {
            if let (Some(m), Some(h)) = (cron_field(m, 60), cron_field(h, 24)) {
                push(m, h);
            }
        }
    }
    out
}

/// An identifier that joins a lower-case word to a number with a hyphen (`epoch-3`, `run-2`,
/// `step-500`): the word, lower-cased, and the number ([`normalize_number`]). `None` for codes
/// in capitals (`OPS-22`, a ticket key), words under three letters and other shapes. The
/// instruction flips read it too: "Delete checkpoint-500" acts on a checkpoint.
pub(crate) fn word_number(ident: &str) -> Option<(String, String)> {
    let (w, n) = ident.split_once('-')?;
    (w.len() >= 3
        && w.chars().all(|c| c.is_ascii_alphabetic())
        && w.chars().any(|c| c.is_ascii_lowercase())
        && (1..=6).contains(&n.len())
        && n.bytes().all(|b| b.is_ascii_digit()))
    .then(|| Some((w.to_ascii_lowercase(), normalize_number(n)?)))
    .flatten()
}

/// Whether a text states the word `word` (lower-case) with the number `n` (normalised) right
/// after it, as a key and its value or a label and its number: `epoch 3`, `Epoch 3/4`,
/// `'epoch': 3.0`, `epoch=3`, `"epoch": 3` ([`word_number`]'s `epoch-3`). Up to four
/// characters of ` :='"` may stand between them.
pub(super) fn states_word_number(text: &str, word: &str, n: &str) -> bool {
    let lower = text.to_ascii_lowercase();
    let mut from = 0;
    while let Some(at) = lower[from..].find(word).map(|i| from + i) {
        from = at + word.len();
        if lower[..at]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_')
        {
            continue;
        }
        let after = &lower[from..];
        let gap = after
            .find(|c: char| !matches!(c, ' ' | ':' | '=' | '\'' | '"'))
            .unwrap_or(after.len());
        if gap == 0 || gap > 4 {
            continue;
        }
        let num = &after[gap..];
        let end = num
            .find(|c: char| !(c.is_ascii_digit() || c == '.'))
            .unwrap_or(num.len());
        let num = num[..end].trim_end_matches('.');
        if !num.is_empty() && normalize_number(num).is_some_and(|v| v == n) {
            return true;
        }
    }
    false
}

/// Whether a multiple the entry writes (`2.9x`, `3×`, or the number before `times`: `2.9`)
/// is the quotient of two other numbers the entry itself states (`values`), rounded to the
/// decimals written ("went from 412.37 to 1,186.52, about 2.9x"). The operands are checked as
/// values of their own, as for [`entry_ratio`].
pub(super) fn entry_multiple(values: &[f64], written: &str) -> bool {
    let n = written.trim_end_matches(['x', 'X', '\u{d7}']);
    let Ok(v) = n.parse::<f64>() else {
        return false;
    };
    let half = half_step(n);
    v > 1.0
        && values.iter().any(|&a| {
            values
                .iter()
                .any(|&b| b > 0.0 && a != v && b != v && (a / b - v).abs() <= half)
        })
}

/// Whether the number `written` (normalised, 20 or more) is the product of two other numbers
/// the entry states (`values`, each 2 or more), rounded to the decimals written: "capped at 3×
/// the EUR 2,940 freight, i.e. EUR 8,820", "27 failed checks at a 2 s interval (~54 s)"; or,
/// written with two decimals or more, a whole count of 2 or more times a unit price with
/// decimals: "8 credits at 0.42 TRY, 3.36 TRY in total". The operands are checked as values of
/// their own, as for [`entry_ratio`].
pub(super) fn entry_product(values: &[f64], written: &str) -> bool {
    entry_product_within(values, written, half_step(written))
}

/// [`entry_product`] for a number the entry marks as approximate ("about 1,620" for 34.5 tabs
/// a day over 47 days, 1,621.5): a whole number is rounded to its last non-zero digit (`1,620`
/// to tens, `4,800` to hundreds).
pub(super) fn entry_product_about(values: &[f64], written: &str) -> bool {
    let zeros = match written.split_once('.') {
        Some(_) => 0,
        None => written.len() - written.trim_end_matches('0').len(),
    };
    let half = if zeros > 0 && zeros < written.len() {
        0.5 * 10f64.powi(zeros as i32) + 1e-9
    } else {
        half_step(written)
    };
    entry_product_within(values, written, half)
}

/// [`entry_product`] with the tolerance `half` either side of `written`.
fn entry_product_within(values: &[f64], written: &str, half: f64) -> bool {
    let Ok(v) = written.parse::<f64>() else {
        return false;
    };
    let other = |x: f64| (x - v).abs() > 1e-9;
    let operand = |x: f64| x >= 2.0 && other(x);
    let large = v >= 20.0
        && values.iter().enumerate().any(|(i, &a)| {
            operand(a)
                && values[i + 1..]
                    .iter()
                    .any(|&b| operand(b) && (a * b - v).abs() <= half)
        });
    let priced = written.split_once('.').is_some_and(|(_, f)| f.len() >= 2)
        && values.iter().any(|&count| {
            operand(count)
                && count.fract() == 0.0
                && values.iter().any(|&price| {
                    other(price) && price.fract() != 0.0 && (count * price - v).abs() <= half
                })
        });
    large || priced
}

/// Whether the number `written` (normalised, 100 or more) is the difference of two numbers the
/// entry states times a third: "At NT$1,265 and 160 bags a month we would pay NT$8,800 a month
/// less than at NT$1,320" (`(1,320 − 1,265) × 160`), a saving or a cost of a price change over
/// a quantity. Each operand is a value of its own (not `written`), the third one of 2 or
/// more, rounded to the decimals written. The operands are checked as values of their own, as
/// for [`entry_ratio`].
pub(super) fn entry_difference_product(values: &[f64], written: &str) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    if v < 100.0 || values.len() < 3 || values.len() > 12 {
        return false;
    }
    let other = |x: f64| (x - v).abs() > 1e-9;
    values.iter().enumerate().any(|(i, &a)| {
        values.iter().enumerate().skip(i + 1).any(|(j, &b)| {
            let d = (a - b).abs();
            other(a)
                && other(b)
                && d > 0.0
                && values.iter().enumerate().any(|(k, &c)| {
                    k != i && k != j && c >= 2.0 && other(c) && (d * c - v).abs() <= half
                })
        })
    })
}

/// Whether the number `written` (normalised, 100 or more) is the difference of a number the
/// entry states and one the evidence holds, times another number the entry states: "KC-7745
/// was billed at PKR 39,500 per tonne instead of the contract rate, which overcharges PKR
/// 26,000 on its 26.00 t" against a contract rate of 38,500 (`(39,500 − 38,500) × 26.00`,
/// blind round s58B). For each price `a` (100 or more) and quantity `c` (2 or more) of the
/// entry, neither of them `written`, `written / c` (2 or more, whole in cents) taken from or
/// added to `a` must be a number the evidence holds (`holds`, given it normalised). The
/// operands are checked as values of their own, as for [`entry_ratio`].
pub(super) fn difference_product_with(
    values: &[f64],
    written: &str,
    holds: impl Fn(&str) -> bool,
) -> bool {
    let Ok(v) = written.parse::<f64>() else {
        return false;
    };
    if v < 100.0 || values.len() < 2 || values.len() > 8 {
        return false;
    }
    let other = |x: f64| (x - v).abs() > 1e-9;
    values.iter().enumerate().any(|(i, &a)| {
        a >= 100.0
            && other(a)
            && values.iter().enumerate().any(|(k, &c)| {
                // the difference per unit: 2 or more and whole in cents, so that no rounding
                // makes it up (884230 / 884201 is no price difference)
                let q = v / c;
                k != i
                    && c >= 2.0
                    && other(c)
                    && q >= 2.0
                    && whole_cents(q)
                    && [a - q, a + q].iter().any(|&r| {
                        r > 0.0
                            && normalize_number(&format!("{r:.2}"))
                                .is_some_and(|n| n != written && holds(&n))
                    })
            })
    })
}

/// Whether the number `written` (normalised; 100 or more, or with decimals) is the sum of
/// one number from each of the evidence lines that name the things the entry adds up: "Kwabena
/// Asante and Kofi Boakye together receive GH₵ 51,927.39" against a payout table's rows of
/// `26,132.70` and `25,794.69`, "Refunds still in draft: RF-0711 and RF-0713, 20,175 RUB
/// together" against two sources (blind round s67B). `names` are the two to four things the
/// entry names (identifiers, or people's names of two capitalised words), each written in a
/// line of `texts` as a whole word; for each, every line that names it (at most 8) offers its
/// numbers of 1 or more (at most 12 a line), written with the decimals of `written`; one
/// number a name must sum to `written` exactly (to its decimals). The lines of different names
/// must differ, so that one row's two fields do not make the sum. Beyond 100,000 combinations
/// (four names with many numbers each) nothing is read.
pub(super) fn named_rows_sum(names: &[String], written: &str, texts: &[&str]) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    let decimals = written.split_once('.').map_or(0, |(_, f)| f.len());
    if !(2..=4).contains(&names.len()) || !(v >= 100.0 || decimals > 0) {
        return false;
    }
    // per name: (line id, its numbers) of the lines that name it
    let mut per_name: Vec<Vec<(usize, Vec<f64>)>> = Vec::new();
    for name in names {
        let mut lines = Vec::new();
        let mut id = 0usize;
        for text in texts {
            for line in text.lines() {
                id += 1;
                if lines.len() >= 8 || !super::contains_token(line, name) {
                    continue;
                }
                // decimals as written or as normalised, as `written` is (`26,132.70` has two,
                // `66.00` none, as `178` has none)
                let places = |x: &str| x.split_once('.').map_or(0, |(_, f)| f.len());
                let nums: Vec<f64> = tokens(line)
                    .iter()
                    .filter(|t| t.kind == TokenKind::Number)
                    .filter_map(|t| Some((places(t.text), normalize_number(t.text)?)))
                    .filter(|(raw, n)| *raw == decimals || places(n) == decimals)
                    .filter_map(|(_, n)| n.parse::<f64>().ok())
                    .filter(|&x| x >= 1.0 && (x - v).abs() > half)
                    .take(12)
                    .collect();
                if !nums.is_empty() {
                    lines.push((id, nums));
                }
            }
        }
        if lines.is_empty() {
            return false;
        }
        per_name.push(lines);
    }
    // at most 100,000 combinations, so that four names of eight long lines each stay cheap
    let combinations = per_name
        .iter()
        .map(|lines| lines.iter().map(|(_, n)| n.len()).sum::<usize>())
        .try_fold(1usize, |acc, n| {
            acc.checked_mul(n).filter(|&c| c <= 100_000)
        });
    if combinations.is_none() {
        return false;
    }
    // the sums reachable with one number of one line per name, lines all different
    fn reach(
        per_name: &[Vec<(usize, Vec<f64>)>],
        used: &mut Vec<usize>,
        acc: f64,
        v: f64,
        half: f64,
    ) -> bool {
        let Some((first, rest)) = per_name.split_first() else {
            return (acc - v).abs() <= half;
        };
        first.iter().any(|(id, nums)| {
            if used.contains(id) {
                return false;
            }
            used.push(*id);
            let hit = nums
                .iter()
                .any(|&x| acc + x <= v + half && reach(rest, used, acc + x, v, half));
            used.pop();
            hit
        })
    }
    reach(&per_name, &mut Vec::new(), 0.0, v, half)
}

/// Whether `q` is a whole number of cents (a price or a difference of prices no rounding made
/// up: 884230 / 884201 is none), for the products [`difference_product_with`] and
/// [`quantity_change_priced`] divide back.
fn whole_cents(q: f64) -> bool {
    ((q * 100.0).round() - q * 100.0).abs() < 1e-6
}

/// Whether the number `written` (normalised, 100 or more) is the change of a quantity the
/// entry states, from one whole number to another, times a unit price the evidence holds:
/// "Raised the Omnia draft from 120 to 150 bags of D-Compound, adding K 25,950.00 to the
/// order" against a price list's `"unit_price": 865.0` (`(150 − 120) × 865`, blind round
/// s65B). For each pair of whole numbers of the entry (neither of them `written`) that differ
/// by 2 or more, `written` divided by their difference (2 or more, whole in cents, neither of
/// the pair) must be a number the evidence holds (`holds`, given it normalised). The operands
/// are checked as values of their own, as for [`entry_ratio`].
pub(super) fn quantity_change_priced(
    values: &[f64],
    written: &str,
    holds: impl Fn(&str) -> bool,
) -> bool {
    let Ok(v) = written.parse::<f64>() else {
        return false;
    };
    if v < 100.0 || values.len() < 3 || values.len() > 8 {
        return false;
    }
    let other = |x: f64| (x - v).abs() > 1e-9;
    let count = |x: f64| other(x) && x.fract() == 0.0 && x >= 0.0;
    values.iter().enumerate().any(|(i, &a)| {
        values.iter().skip(i + 1).any(|&b| {
            let d = (a - b).abs();
            if !(count(a) && count(b) && d >= 2.0) {
                return false;
            }
            // the unit price: 2 or more and whole in cents, so that no rounding makes it up
            let q = v / d;
            q >= 2.0
                && whole_cents(q)
                && (q - a).abs() > 1e-9
                && (q - b).abs() > 1e-9
                && normalize_number(&format!("{q:.2}")).is_some_and(|n| n != written && holds(&n))
        })
    })
}

/// The products a text works out in a line, as pairs of (factor, other factor): `1400 ct x 8 kg
/// = 11200 kg` gives (8, 1400) and (1400, 8), once the product checks (`×`, `*` or a lone `x`
/// between two numbers, each with an optional unit word of up to six letters, then `=` and the
/// product, to its decimals). Both factors must be more than 1 and not a power of ten
/// (`12 x 1 = 12` and `5 × 10 = 50` give none); a line longer than 400 bytes is not read. Read
/// by [`shown_product`].
pub(super) fn shown_factors(text: &str) -> Vec<(f64, f64)> {
    let mut out = Vec::new();
    for line in text.lines().filter(|l| l.len() <= 400 && l.contains('=')) {
        let spaced = line.replace(['×', '*'], " x ").replace('=', " = ");
        let words: Vec<&str> = spaced.split_whitespace().collect();
        let number =
            |w: &str| normalize_number(w).and_then(|n| n.parse::<f64>().ok().map(|v| (v, n)));
        let unit =
            |w: &str| w.chars().count() <= 6 && w.chars().all(char::is_alphabetic) && w != "x";
        for (eq, _) in words.iter().enumerate().filter(|(_, w)| **w == "=") {
            let Some((c, written)) = words.get(eq + 1).and_then(|w| number(w)) else {
                continue;
            };
            // back from the `=`: [unit] b x [unit] a
            let mut i = eq;
            let mut back = |skip_unit: bool| -> Option<&str> {
                i = i.checked_sub(1)?;
                if skip_unit && unit(words[i]) {
                    i = i.checked_sub(1)?;
                }
                Some(words[i])
            };
            let Some((b, _)) = back(true).and_then(number) else {
                continue;
            };
            if back(false) != Some("x") {
                continue;
            }
            let Some((a, _)) = back(true).and_then(number) else {
                continue;
            };
            if (a * b - c).abs() > half_step(&written) {
                continue;
            }
            if [a, b].iter().all(|&f| f > 1.0 && !power_of_ten(f)) {
                out.extend([(a, b), (b, a)]);
            }
        }
    }
    out
}

/// Whether `x` is a power of ten (1, 10, 100, …).
fn power_of_ten(x: f64) -> bool {
    x > 0.0 && x.log10().fract().abs() < 1e-9
}

/// Whether the number `written` (normalised, 20 or more) is a whole number of the entry (2 or
/// more, not `written`) times a factor of a product the evidence works out ([`shown_factors`]),
/// to the decimals written, when the number is within a quarter of the product's other factor:
/// "Even the reduced 1,386 cartons (11,088 kg)" where a stock check printed `1400 ct x 8 kg =
/// 11200 kg` (blind round s69A), the same computation on a quantity near the evidence's. The
/// quantity is checked as a value of its own, as for [`entry_ratio`].
pub(super) fn shown_product(values: &[f64], written: &str, factors: &[(f64, f64)]) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    v >= 20.0
        && values.iter().any(|&q| {
            q >= 2.0
                && q.fract() == 0.0
                && (q - v).abs() > 1e-9
                && factors.iter().any(|&(f, other)| {
                    (q - other).abs() <= 0.25 * other && (q * f - v).abs() <= half
                })
        })
}

/// Whether the number `written` (normalised, 1,000 or more) is a whole quantity the entry
/// states times a unit price the evidence holds: "At 110 kg the PO is worth 85,800 MXN"
/// against a purchase order's `"unit_price_mxn": 780.0` (blind round s68B). For each whole
/// number of the entry from 2 to 100,000 (not `written`, not a power of ten), `written`
/// divided by it must be a price of 10 or more, whole in cents and not a whole hundred (a
/// round price matches too many quantities), that no other value of the entry is and the
/// evidence holds (`holds`, given it normalised); an entry with more than eight values is not
/// read. The quantity is checked as a value of its own, as for [`entry_ratio`].
pub(super) fn quantity_priced(values: &[f64], written: &str, holds: impl Fn(&str) -> bool) -> bool {
    let Ok(v) = written.parse::<f64>() else {
        return false;
    };
    if v < 1000.0 || values.len() > 8 {
        return false;
    }
    values.iter().any(|&a| {
        if a.fract() != 0.0 || !(2.0..=100_000.0).contains(&a) || power_of_ten(a) {
            return false;
        }
        let q = v / a;
        q >= 10.0
            && whole_cents(q)
            && (q / 100.0).fract() > 1e-9
            && values.iter().all(|&x| (x - q).abs() > 1e-9)
            && normalize_number(&format!("{q:.2}")).is_some_and(|n| n != written && holds(&n))
    })
}

/// Whether the number `written` (normalised) is the quotient of two numbers the entry writes
/// as a division, the dividend, a `/` and the divisor, with at most one word (a unit) after
/// each: "averaged 0.83 bins per hour (612 bins / 734.5 h)" (blind round s66A), rounded to
/// the decimals written. Neither operand is `written`; each is checked as a value of its own.
pub(super) fn written_quotient(entry: &str, written: &str) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    let toks = tokens(entry);
    let number = |t: &Token<'_>| {
        (t.kind == TokenKind::Number)
            .then(|| normalize_number(t.text))
            .flatten()
            .filter(|n| n != written && !n.ends_with('%'))
            .and_then(|n| n.parse::<f64>().ok())
    };
    toks.iter().enumerate().any(|(i, a)| {
        let Some(x) = number(a) else { return false };
        let Some((j, b)) = toks
            .iter()
            .enumerate()
            .skip(i + 1)
            .find(|(_, t)| t.kind == TokenKind::Number)
        else {
            return false;
        };
        let Some(y) = number(b) else { return false };
        let between = &entry[a.byte_range.end..b.byte_range.start];
        let Some((unit, after)) = between.split_once('/') else {
            return false;
        };
        j - i <= 2
            && unit.split_whitespace().count() <= 1
            && after.trim().is_empty()
            && !after.is_empty()
            && y > 0.0
            && (x / y - v).abs() <= half
    })
}

/// Whether the number `written` (normalised, 20 or more) is the quotient of two other numbers
/// the entry states (`values`) by a divisor with decimals, a rate, rounded to the decimals
/// written: "15 252,00 PLN is about 3 643,40 € at 4,1862 PLN/EUR". A whole divisor (`12`
/// months) is not read: a rate is what an entry converts at. The operands are checked as values
/// of their own, as for [`entry_ratio`].
pub(super) fn entry_quotient(values: &[f64], written: &str) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    v >= 20.0
        && values.iter().any(|&b| {
            b > 0.0
                && b.fract() != 0.0
                && (b - v).abs() > 1e-9
                && values
                    .iter()
                    .any(|&a| (a - v).abs() > 1e-9 && (a / b - v).abs() <= half)
        })
}

/// Whether the number `written` (normalised, 20 or more) is a multiplier the entry writes
/// (`multipliers`, each 2 or more: `4×`, `3x`) times a number the evidence holds (`holds`, given
/// the quotient normalised, at most two decimals): "at least 4× the bare rent, i.e. €8,600 a
/// month" against a listing's `€ 2.150 per maand`. Unlike [`entry_product`], the other operand
/// is the evidence's, not the entry's.
pub(super) fn evidence_multiple(
    multipliers: &[f64],
    written: &str,
    holds: impl Fn(&str) -> bool,
) -> bool {
    let Ok(v) = written.parse::<f64>() else {
        return false;
    };
    v >= 20.0
        && multipliers.iter().any(|&k| {
            let q = v / k;
            let cents = (q * 100.0).round();
            if (q * 100.0 - cents).abs() > 1e-6 {
                return false;
            }
            normalize_number(&format!("{:.2}", cents / 100.0)).is_some_and(|t| holds(&t))
        })
}

/// Whether the number `written` (normalised) is the sum of all the other numbers the entry
/// states (`values`, two or more: "XS 88, S 241, M 402, L 318, XL 139, XXL 43 — 1,231 shirts
/// in total"), the sum of a run of two to six of them that follow one another in the entry,
/// for a total of 100 or more or with decimals ("1,893 tombstone lines: 1,681 warnings and 212
/// aborted reads (`Scanned over 100001 tombstones`)"), or the difference of two of them
/// ("$8,587.38, $31.12 more than the first preview ($8,556.26)"), rounded to the decimals
/// written. `values` holds the entry's
/// quantities or its percentages, never both ("6.2% Social Security plus 1.45% Medicare
/// (7.65% in total)"). The operands are checked as values of their own, as for
/// [`entry_ratio`].
pub(super) fn entry_sum(values: &[f64], written: &str) -> bool {
    let Ok(v) = written.trim_end_matches('%').parse::<f64>() else {
        return false;
    };
    let half = half_step(written.trim_end_matches('%'));
    let same = |x: f64| (x - v).abs() <= half;
    let others: Vec<f64> = values.iter().copied().filter(|&x| !same(x)).collect();
    if v <= 0.0 || others.len() < 2 {
        return false;
    }
    let specific = v >= 100.0 || written.contains('.');
    same(others.iter().sum())
        || (specific
            && (0..others.len()).any(|i| {
                (i + 2..=(i + 6).min(others.len())).any(|j| same(others[i..j].iter().sum()))
            }))
        || others
            .iter()
            .enumerate()
            .any(|(i, &a)| others[i + 1..].iter().any(|&b| same((a - b).abs())))
}

/// Whether an entry speaks of a yearly amount (`a year`, `per year`, `/yr`, `annual`,
/// `annually`, `yearly`, `per annum`), which it may compute as twelve times a monthly one
/// ([`entry_product`] with the factor 12).
pub(super) fn yearly(entry: &str) -> bool {
    let e = entry.to_lowercase();
    [
        "a year",
        "per year",
        "/year",
        "/yr",
        "annual",
        "yearly",
        "per annum",
    ]
    .iter()
    .any(|w| e.contains(w))
}

/// Whether an entry speaks of a monthly amount (`a month`, `per month`, `/month`, `/mo`,
/// `monthly`), which, in an entry that speaks of a yearly one too ([`yearly`]), it may compute
/// as a twelfth of it ([`entry_twelfth`]).
pub(super) fn monthly(entry: &str) -> bool {
    let e = entry.to_lowercase();
    ["a month", "per month", "/month", "/mo", "monthly"]
        .iter()
        .any(|w| e.contains(w))
}

/// Whether the number `written` (normalised, 10 or more) is a twelfth of another number the
/// entry states (`values`), rounded to the decimals written: "EUR 18,450.87 a year, i.e. about
/// EUR 1,538 a month". The yearly operand is checked as a value of its own, as for
/// [`entry_ratio`].
pub(super) fn entry_twelfth(values: &[f64], written: &str) -> bool {
    let Some((v, half)) = written_value(written) else {
        return false;
    };
    v >= 10.0 && values.iter().any(|&a| (a / 12.0 - v).abs() <= half)
}

/// The paths a shell command names relative to the directory it changes into: `cd DIR &&
/// python3 impact.py --out out/x.xlsx` names `DIR/impact.py` and `DIR/out/x.xlsx`, and a
/// compressor writes them whole. Each `cd DIR` (followed by `&&` or `;`) joins DIR to every
/// later word of the same line that looks like a relative file path (a name with an extension
/// or a `/`, not an option, a URL or an absolute path; the value of `--opt=path` too), up to
/// the next `cd`. Returned lowercased and without the leading `/`, as the guard's tokens write
/// an absolute path; at most 64 per text.
pub(super) fn cd_joined_paths(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let mut dir: Option<String> = None;
        let mut i = 0;
        while i < words.len() && out.len() < 64 {
            let w = words[i].trim_matches(|c| matches!(c, '"' | '\'' | '`' | '(' | ')'));
            if w == "cd" {
                let d = words.get(i + 1).map(|d| {
                    d.trim_matches(|c| matches!(c, '"' | '\'' | '`'))
                        .trim_end_matches([';', '&'])
                        .trim_end_matches('/')
                });
                dir = d
                    .filter(|d| d.starts_with(['/', '~']) && d.len() > 1)
                    .map(|d| {
                        d.trim_start_matches('~')
                            .trim_start_matches('/')
                            .to_lowercase()
                    });
                i += 2;
                continue;
            }
            if let Some(d) = &dir {
                let w = w
                    .rsplit_once('=')
                    .map_or(w, |(k, v)| if k.starts_with('-') { v } else { w });
                let w = w.trim_end_matches([';', ',', ':']).trim_start_matches("./");
                let file = w.rsplit('/').next().unwrap_or("");
                let path_like = !w.starts_with(['-', '/', '~', '$', '.'])
                    && !w.contains("://")
                    && (w.contains('/') || has_file_extension(file))
                    && w.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"._-/+@".contains(&b));
                if path_like {
                    out.push(format!("{d}/{}", w.to_lowercase()));
                }
            }
            i += 1;
        }
    }
    out
}

/// The codes a regular expression's character class stands for, as a summary lists them: an
/// alert rule's `station=~"PS-0[1-9]"` names `PS-01` … `PS-09`. A class of one range of digits
/// or of letters of one case (at most 36 members; `[1-9]`, `[a-f]`), after a prefix of one or
/// more letters, digits, `-` or `_`, with the code characters straight after `]` as its suffix
/// (`node-[1-3]-eu` → `node-1-eu` …). Lowercased; at most 2,048 per text.
pub(super) fn class_codes(text: &str) -> Vec<String> {
    let code = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    let mut out = Vec::new();
    for (i, _) in text.match_indices('[') {
        let body = text[i + 1..].as_bytes();
        let [lo, b'-', hi, b']', ..] = body else {
            continue;
        };
        let (lo, hi) = (*lo as char, *hi as char);
        let same_class = (lo.is_ascii_digit() && hi.is_ascii_digit())
            || (lo.is_ascii_lowercase() && hi.is_ascii_lowercase())
            || (lo.is_ascii_uppercase() && hi.is_ascii_uppercase());
        if !same_class || lo > hi {
            continue;
        }
        let prefix_start = text[..i]
            .char_indices()
            .rev()
            .take_while(|&(_, c)| code(c))
            .last()
            .map_or(i, |(j, _)| j);
        if prefix_start == i {
            continue;
        }
        let after = i + 5;
        let suffix_end = text[after..]
            .char_indices()
            .find(|&(_, c)| !code(c))
            .map_or(text.len(), |(j, _)| after + j);
        let (prefix, suffix) = (&text[prefix_start..i], &text[after..suffix_end]);
        for c in lo..=hi {
            if out.len() >= 2048 {
                return out;
            }
            out.push(format!("{prefix}{c}{suffix}").to_lowercase());
        }
    }
    out
}

/// The versions a version written with a wildcard part stands for: `4.12.x` (also `4.12.X`,
/// `4.12.*`, `v4.12.x`) is the prefix `4.12.` that every such version starts with; `None` for
/// anything else.
pub(super) fn version_wildcard(ident: &str) -> Option<&str> {
    let body = ident.strip_prefix(['v', 'V']).unwrap_or(ident);
    let head = body
        .strip_suffix(".x")
        .or_else(|| body.strip_suffix(".X"))
        .or_else(|| body.strip_suffix(".*"))?;
    let parts: Vec<&str> = head.split('.').collect();
    (!parts.is_empty()
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit())))
    .then(|| &body[..head.len() + 1])
}

/// Whether `text` writes a version under the prefix `prefix` (from [`version_wildcard`]:
/// `4.12.` in `4.12.0`, `v4.12.1-rc1`), the prefix not inside a longer number (`14.12.0`).
pub(super) fn writes_version_under(text: &str, prefix: &str) -> bool {
    text.match_indices(prefix).any(|(i, _)| {
        let before = text[..i].chars().next_back();
        let after = text[i + prefix.len()..].chars().next();
        !before.is_some_and(|c| c.is_ascii_digit() || c == '.')
            && after.is_some_and(|c| c.is_ascii_digit())
    })
}

/// Codes a table writes across two neighbouring cells of one row, joined as a summary writes
/// them: a `course_code | section` row `MAT-2104 | 01` names `MAT-2104-01` (also joined by
/// `/`, `.` or `_`). The first cell is a code (letters and digits, `-`, `_` or `.` only, with
/// a letter and a digit), the second a short part (one to four letters or digits). Rows are
/// lines of two or more `|`-, tab- or `,`-separated cells. Lowercased; at most 2,048 per text.
pub(super) fn row_joined_codes(text: &str) -> Vec<String> {
    let code = |c: &str| {
        (2..=40).contains(&c.len())
            && c.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-_.".contains(&b))
            && c.bytes().any(|b| b.is_ascii_alphabetic())
            && c.bytes().any(|b| b.is_ascii_digit())
    };
    let part = |c: &str| (1..=4).contains(&c.len()) && c.bytes().all(|b| b.is_ascii_alphanumeric());
    let mut out = Vec::new();
    for line in text.lines() {
        let Some(sep) = ['|', '\t', ','].into_iter().find(|s| line.contains(*s)) else {
            continue;
        };
        let cells: Vec<&str> = line.split(sep).map(str::trim).collect();
        for w in cells.windows(2) {
            if code(w[0]) && part(w[1]) {
                for joint in ["-", "/", ".", "_"] {
                    out.push(format!("{}{joint}{}", w[0], w[1]).to_lowercase());
                }
            }
        }
        if out.len() >= 2048 {
            out.truncate(2048);
            break;
        }
    }
    out
}

/// The folder or bucket prefix a listing command lists (`aws s3 ls s3://b/edge-staging/
/// --region x` → `s3://b/edge-staging`, `ls -la /var/log/nginx` → `var/log/nginx`,
/// `gsutil ls gs://b/p/`, `hdfs dfs -ls /data`, `mc ls`, `rclone ls`): the first word after
/// `ls` (or `-ls`) that is no option. `None` for a listing of the working directory or a
/// relative folder, whose full path the command does not give. An absolute path is returned
/// as the guard's tokens write it, lowercased and without its leading `/`; a URL keeps its
/// scheme.
pub(super) fn listed_prefix(command: &str) -> Option<String> {
    for line in command.lines() {
        let words: Vec<&str> = line
            .split_whitespace()
            .map(|w| w.trim_matches(|c| matches!(c, '"' | '\'' | '`')))
            .collect();
        let Some(at) = words.iter().position(|w| *w == "ls" || *w == "-ls") else {
            continue;
        };
        let target = words[at + 1..]
            .iter()
            .take_while(|w| !matches!(**w, "&&" | "||" | "|" | ";" | ">"))
            .find(|w| !w.starts_with('-'))?;
        let target = target.trim_end_matches([';', '&']).trim_end_matches('/');
        if target.contains("://") && target.split("://").nth(1).is_some_and(|r| !r.is_empty()) {
            return Some(target.to_lowercase());
        }
        if target.starts_with('/') && target.len() > 1 {
            return Some(target.trim_start_matches('/').to_lowercase());
        }
        return None;
    }
    None
}

/// The paths of the files a listing prints under the prefix its command lists
/// ([`listed_prefix`]): each word of an output line that is a file name (an extension of up
/// to ten letters and digits, [`listed_file`]; no `/`, which a recursive listing writes from
/// the bucket's root)
/// joined to the prefix (`2026-12-05 14:12:09  184213 terraform.tfstate` under
/// `s3://b/edge-staging` → `s3://b/edge-staging/terraform.tfstate`), lowercased, at most 256.
/// A summary writes a listed object by its full path.
pub(super) fn listing_joined_paths(prefix: &str, output: &str) -> Vec<String> {
    output
        .lines()
        .flat_map(|l| l.split_whitespace())
        .map(|w| w.trim_matches(|c| matches!(c, '"' | '\'' | ',')))
        .filter(|w| !w.contains('/') && !w.starts_with('-') && listed_file(w))
        .map(|w| format!("{prefix}/{}", w.to_lowercase()))
        .take(256)
        .collect()
}

/// Whether a word a listing prints is a file name: an extension of one to ten ASCII letters
/// and digits, with a letter among them, after a non-empty stem (`terraform.tfstate`,
/// `events.parquet`; a listing names files, so longer extensions than
/// [`has_file_extension`] reads in prose count).
fn listed_file(name: &str) -> bool {
    extension_within(name, 10)
}

/// Whether a file name ends in an extension of one to five ASCII letters and digits, with a
/// letter among them, after a non-empty stem (`impact.py`, `jest.config.js`; not `v2.3` or
/// `.env`).
fn has_file_extension(name: &str) -> bool {
    extension_within(name, 5)
}

/// Whether a name ends in an extension of one to `max` ASCII letters and digits, with a letter
/// among them, after a non-empty stem ([`has_file_extension`], [`listed_file`]).
fn extension_within(name: &str, max: usize) -> bool {
    name.rsplit_once('.').is_some_and(|(stem, ext)| {
        !stem.is_empty()
            && (1..=max).contains(&ext.len())
            && ext.bytes().all(|b| b.is_ascii_alphanumeric())
            && ext.bytes().any(|b| b.is_ascii_alphabetic())
    })
}

/// The paths a line names as a file beside its folder, in any language: "jest.config.js ของ
/// packages/legacy-billing" (Thai), "`jest.config.js` in packages/legacy-billing", and the
/// other way round, "packages/legacy-billing の jest.config.js", name
/// `packages/legacy-billing/jest.config.js`, which a compressor writes whole. A file name (a
/// name with an extension and no `/`) and a folder (a relative path whose last part has no
/// extension, not a URL) join when at most three words stand between them. `toks` are the
/// tokens of `text` ([`tokens`]), which the caller has already cut: no token spans a line
/// break, so a line's tokens are those between its breaks. Lowercased; at most 64 per text;
/// lines over 4,000 bytes are skipped.
pub(super) fn nearby_joined_paths(text: &str, toks: &[Token<'_>]) -> Vec<String> {
    let mut out = Vec::new();
    let mut line_start = 0;
    let mut first = 0;
    for line in text.split('\n') {
        let line_end = line_start + line.len();
        let count = toks[first..]
            .iter()
            .take_while(|t| t.byte_range.end <= line_end)
            .count();
        let toks = &toks[first..first + count];
        first += count;
        line_start = line_end + 1;
        if line.strip_suffix('\r').unwrap_or(line).len() > 4000 || !line.contains('/') {
            continue;
        }
        let files: Vec<usize> = (0..toks.len())
            .filter(|&i| !toks[i].text.contains('/') && has_file_extension(toks[i].text))
            .collect();
        if files.is_empty() {
            continue;
        }
        let dirs: Vec<usize> = (0..toks.len())
            .filter(|&i| {
                let t = toks[i].text;
                t.contains('/')
                    && !t.contains("://")
                    && !has_file_extension(t.rsplit('/').next().unwrap_or(""))
                    && t.bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b"._-/+@".contains(&b))
            })
            .collect();
        for &f in &files {
            for &d in &dirs {
                if f.abs_diff(d) <= 4 && out.len() < 64 {
                    out.push(format!(
                        "{}/{}",
                        toks[d].text.trim_end_matches('/').to_lowercase(),
                        toks[f].text.to_lowercase()
                    ));
                }
            }
        }
    }
    out
}

/// The times of day, in minutes after midnight, of a range of whole hours as opening hours and
/// shifts are written in many languages (`mån–tors 10–19`, `klo 8-16`, `9–17 Uhr`): two whole
/// numbers joined by `-` or `–` (spaces around it allowed), the first under 24, the second
/// above it, from 10 to 24, neither inside a longer number, date,
/// time or code (`2025-10-19`, `10:00-19`, `A10-19`, `10-19.5`). `10–19` gives 600 and 1140.
pub(super) fn hour_ranges(text: &str) -> Vec<i32> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let number_at = |i: usize| -> Option<(u32, usize)> {
        let end = i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if end == i || end - i > 2 {
            return None;
        }
        Some((text[i..end].parse().ok()?, end))
    };
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit()
            || (i > 0
                && (b[i - 1].is_ascii_alphanumeric()
                    || matches!(b[i - 1], b'-' | b'.' | b':' | b'/' | b'_')))
        {
            i += 1;
            continue;
        }
        let Some((h1, e1)) = number_at(i) else {
            i += 1;
            continue;
        };
        i = e1;
        let rest = &text[e1..];
        let Some(after) = rest.trim_start_matches(' ').strip_prefix(['–', '-']) else {
            continue;
        };
        let after = after.trim_start_matches(' ');
        let j = text.len() - after.len();
        if !after.starts_with(|c: char| c.is_ascii_digit()) {
            continue;
        }
        let Some((h2, e2)) = number_at(j) else {
            continue;
        };
        let next = &text[e2..];
        let glued = next
            .starts_with(|c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | ':' | '/' | '_'))
            || (next.starts_with(['.', ','])
                && next[1..].starts_with(|c: char| c.is_ascii_digit()));
        if !glued && h1 < 24 && h2 > h1 && h2 <= 24 && h2 >= 10 {
            out.push(h1 as i32 * 60);
            out.push(h2 as i32 % 24 * 60);
        }
    }
    out
}

/// The number of a week an identifier names (`week-20`, `Week_20`, `wk20`, `W20` → 20): a
/// week word (`week`, `wk`, `w`, any case) and a number from 1 to 53, joined or apart by `-` or
/// `_`; `None` for anything else.
pub(super) fn week_number(ident: &str) -> Option<u32> {
    let lower = ident.to_ascii_lowercase();
    let rest = ["week", "wk", "w"]
        .iter()
        .find_map(|w| lower.strip_prefix(w))?;
    let digits = rest.strip_prefix(['-', '_']).unwrap_or(rest);
    (!digits.is_empty() && digits.len() <= 2 && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse::<u32>().ok())
        .flatten()
        .filter(|n| (1..=53).contains(n))
}

/// Whether a text names week `n`: an ISO week (`2025-W20`, `2025W20`, `W20` standing alone) or
/// a week word and the number (`week 20`, `Week 20`, `wk 20`), the number not followed by
/// another digit.
pub(super) fn writes_week(text: &str, n: u32) -> bool {
    let lower = text.to_ascii_lowercase();
    let b = lower.as_bytes();
    let numbers = [format!("{n}"), format!("{n:02}")];
    let ends = |at: usize| b.get(at).is_none_or(|c| !c.is_ascii_digit());
    for (at, _) in lower.match_indices('w') {
        let before = at.checked_sub(1).map(|i| b[i]);
        let rest = &lower[at..];
        let after_word = ["week ", "wk ", "w"]
            .iter()
            .find_map(|w| rest.strip_prefix(w).map(|r| (w.len(), r)));
        let Some((len, tail)) = after_word else {
            continue;
        };
        // `W20` alone or after a year (`2025-W20`), not inside a word (`show 20`)
        if len == 1 && before.is_some_and(|c| c.is_ascii_alphabetic()) {
            continue;
        }
        if len > 1 && before.is_some_and(|c| c.is_ascii_alphanumeric()) {
            continue;
        }
        if numbers
            .iter()
            .any(|d| tail.starts_with(d.as_str()) && ends(at + len + d.len()))
        {
            return true;
        }
    }
    false
}

/// The phone numbers of a text: a run that opens with `+`, `(` or a `0` (not inside a word or
/// number) and goes on over digits and single separators (a space, `-`, `.`, `(`, `)`), with 9
/// to 15 digits, a separator or the `+` among them (`+62 812-2045-7781`, `0812-2045-7781`,
/// `+6281220457781`, `(030) 1234 5678`). Each comes with its byte range and its digits without
/// leading zeros (`81220457781` for `0812-2045-7781`), at most 32 per text.
pub(super) fn phone_numbers(text: &str) -> Vec<(std::ops::Range<usize>, String)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() && out.len() < 32 {
        let opens = match b[i] {
            b'+' | b'(' => b.get(i + 1).is_some_and(u8::is_ascii_digit),
            b'0' => true,
            _ => false,
        };
        let inside = i > 0
            && (b[i - 1].is_ascii_alphanumeric()
                || matches!(b[i - 1], b'.' | b',' | b'-' | b'/' | b'_'));
        if !opens || inside {
            i += 1;
            continue;
        }
        let (mut end, mut digits, mut separated) = (i + 1, String::new(), b[i] != b'0');
        if b[i] == b'0' {
            digits.push('0');
        }
        while end < b.len() {
            let c = b[end];
            if c.is_ascii_digit() {
                digits.push(c as char);
                end += 1;
            } else if c == b')'
                && b.get(end + 1) == Some(&b' ')
                && b.get(end + 2).is_some_and(u8::is_ascii_digit)
            {
                // an area code in brackets (`(030) 1234`)
                separated = true;
                end += 2;
            } else if matches!(c, b' ' | b'-' | b'.' | b'(' | b')')
                && b.get(end + 1)
                    .is_some_and(|n| n.is_ascii_digit() || *n == b'(')
                && !matches!(b[end - 1], b' ' | b'-' | b'.')
            {
                separated = true;
                end += 1;
            } else {
                break;
            }
        }
        let n = digits.len();
        // a run glued to a letter or a further number part is something else (`0812-20x`)
        let glued = b
            .get(end)
            .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_');
        if (9..=15).contains(&n) && separated && !glued {
            out.push((i..end, digits.trim_start_matches('0').to_string()));
        }
        i = end.max(i + 1);
    }
    out
}

/// Whether two phone numbers' digits ([`phone_numbers`], leading zeros dropped) are one
/// number: the same, or one the end of the other with 8 digits or more, as a national number
/// (`0812 2045 7781` → `81220457781`) is the end of its international form (`6281220457781`).
pub(super) fn same_phone(a: &str, b: &str) -> bool {
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    short == long || (short.len() >= 8 && long.ends_with(short))
}

/// Words that follow a whole hour to make it a time of day in European languages ("um 7 Auer",
/// "um 7 Uhr", "om 7 uur", "v 7 hodin", "7 órakor"), lower-case.
const HOUR_AFTER: [&str; 9] = [
    "auer",
    "uhr",
    "uur",
    "hodin",
    "hodín",
    "óra",
    "órakor",
    "godzina",
    "אזייגער",
];

/// Words that come before a whole hour to make it a time of day ("klo 7", "kl. 7", "kell 7",
/// "godz. 7", "klockan 7", "kello 7"), lower-case and without a final point.
const HOUR_BEFORE: [&str; 6] = ["klo", "kl", "kell", "godz", "klockan", "kello"];

/// The times of day, in minutes after midnight, of whole hours written with a word for "o'clock"
/// in a European language ([`HOUR_AFTER`]: "um 7 Auer" in Luxembourgish, "9 Uhr", the Yiddish
/// "11 אזייגער" or "11 אַ זייגער"; [`HOUR_BEFORE`]: "klo 7", "kl. 19"): a number from 0 to 24
/// standing alone. An hour under 13 gives both readings,
/// morning and evening (`7` gives 420 and 1140), since the word alone does not say which.
pub(super) fn worded_hours(text: &str) -> Vec<i32> {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | '(' | ')'))
        .filter(|w| !w.is_empty())
        .collect();
    let mut out = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let Some(h) = w
            .trim_end_matches(['.', ':'])
            .parse::<i32>()
            .ok()
            .filter(|h| (0..=24).contains(h))
        else {
            continue;
        };
        let word = |x: Option<&&str>| {
            x.map(|x| x.trim_end_matches(['.', ':']).to_lowercase())
                .unwrap_or_default()
        };
        let after = word(words.get(i + 1));
        let before = word(i.checked_sub(1).and_then(|j| words.get(j)));
        // the Yiddish article written apart (`11 אַ זייגער`)
        let yiddish = matches!(after.as_str(), "א" | "אַ") && word(words.get(i + 2)) == "זייגער";
        if HOUR_AFTER.contains(&after.as_str()) || HOUR_BEFORE.contains(&before.as_str()) || yiddish
        {
            out.push(h % 24 * 60);
            if (1..=12).contains(&h) {
                out.push((h % 12 + 12) * 60);
            }
        }
    }
    out
}

/// The times of day, in minutes after midnight, that Korean and Japanese write with an hour
/// mark: `오전 10시` (10 a.m.) is 600, `오후 3시 30분` and `午後3時30分` are 930, `14시` and
/// `14時` are 840. `오후`/`午後` add twelve hours to an hour under 12, `오전`/`午前` make 12
/// midnight. An hour mark followed by `간`/`間` is a span of hours (`3시간`, `3時間`), not a
/// time. ASCII digits only.
pub(super) fn cjk_clock_times(text: &str) -> Vec<i32> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let digits_at = |mut k: usize| {
        let start = k;
        let mut v: i32 = 0;
        while k < chars.len() && chars[k].is_ascii_digit() && k - start < 3 {
            v = v * 10 + chars[k].to_digit(10).unwrap_or(0) as i32;
            k += 1;
        }
        (k > start && !chars.get(k).is_some_and(char::is_ascii_digit)).then_some((v, k))
    };
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() || (i > 0 && chars[i - 1].is_ascii_digit()) {
            i += 1;
            continue;
        }
        let Some((mut h, j)) = digits_at(i) else {
            i += 1;
            continue;
        };
        i = j;
        if !matches!(chars.get(j), Some('시' | '時'))
            || matches!(chars.get(j + 1), Some('간' | '間'))
        {
            continue;
        }
        let mut k = j + 1;
        while chars.get(k) == Some(&' ') {
            k += 1;
        }
        let m = match digits_at(k) {
            Some((m, e)) if matches!(chars.get(e), Some('분' | '分')) => m,
            _ => 0,
        };
        // the words before the hour (`오전`, `午後`), read from up to six characters back
        let before: String = chars[i.saturating_sub(6)..i].iter().collect();
        let before = before
            .trim_end_matches(|c: char| c.is_ascii_digit())
            .trim_end();
        if (before.ends_with("오후") || before.ends_with("午後")) && h < 12 {
            h += 12;
        } else if (before.ends_with("오전") || before.ends_with("午前")) && h == 12 {
            h = 0;
        }
        if h <= 24 && m < 60 {
            out.push(h * 60 + m);
        }
    }
    out
}

/// A multiple written with its sign glued on (`2.9x`, `3×`, `10X`): the number; `None` for
/// other tokens.
pub(super) fn multiple(token: &str) -> Option<&str> {
    let n = token.strip_suffix(['x', 'X', '\u{d7}'])?;
    (!n.is_empty()
        && n.bytes().all(|b| b.is_ascii_digit() || b == b'.')
        && n.parse::<f64>().is_ok())
    .then_some(n)
}

/// A 12-hour time of day (`5:14pm`, `11:30AM`, or `5:14` followed by ` PM` in `after`) as
/// the 24-hour `HH:MM` an evidence text writes (`17:14`); `None` without a marker.
pub(super) fn twenty_four_hour(token: &str, after: &str) -> Option<String> {
    let (time, glued) = split_meridiem(token);
    let pm = glued.or_else(|| split_meridiem_word(after.strip_prefix(' ')?).0)?;
    let m = twelve_hour(clock(time)?, Some(pm))?;
    Some(format!("{:02}:{:02}", m / 60, m % 60))
}

/// The value of the normalised number `written` and half a unit of its last decimal
/// ([`half_step`]); `None` when it does not parse.
fn written_value(written: &str) -> Option<(f64, f64)> {
    Some((written.parse::<f64>().ok()?, half_step(written)))
}

/// Half the last place of a number as written, and a hair more for float error: what a value
/// may differ by and still round to it (`2.9` → 0.05, `8820` → 0.5).
fn half_step(written: &str) -> f64 {
    let decimals = written.split_once('.').map_or(0, |(_, f)| f.len()) as i32;
    0.5 * 10f64.powi(-decimals) + 1e-9
}

/// The seconds of a Unix timestamp written as a bare number: ten digits of seconds (with a
/// fraction or not: Slack's `"ts": "1747235712.004100"`) or thirteen of milliseconds, between
/// 2000 and 2100; `None` for anything else.
fn epoch_seconds(text: &str) -> Option<i64> {
    let text = match text.split_once('.') {
        Some((secs, frac))
            if secs.len() == 10
                && (1..=9).contains(&frac.len())
                && frac.bytes().all(|b| b.is_ascii_digit()) =>
        {
            secs
        }
        _ => text,
    };
    if !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let secs: i64 = match text.len() {
        10 => text.parse().ok()?,
        13 => text.parse::<i64>().ok()? / 1000,
        _ => return None,
    };
    (946_684_800..4_102_444_800).contains(&secs).then_some(secs)
}

/// The time of day in UTC (minutes since midnight) of a Unix timestamp written as a bare
/// number ([`epoch_seconds`]): a chart's `1741662900000` is 03:15, which a summary writes
/// without its zone ("to 0.03 by 03:15"). `None` for anything else.
pub(super) fn epoch_clock(text: &str) -> Option<i32> {
    epoch_seconds(text).map(|secs| (secs.rem_euclid(86_400) / 60) as i32)
}

/// The (year, month, day) in UTC of a Unix timestamp written as a bare number: ten digits
/// of seconds or thirteen of milliseconds, between 2000 and 2100 (`1725360071` →
/// 2024-09-03). `None` for anything else.
fn epoch_date(text: &str) -> Option<(u16, u8, u8)> {
    let secs = epoch_seconds(text)?;
    // days since 1970-01-01 to a civil date (the proleptic Gregorian algorithm of
    // H. Hinnant, "chrono-compatible low-level date algorithms", `civil_from_days`)
    let z = secs.div_euclid(86_400) + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    Some((y as u16, m as u8, d as u8))
}

/// What says the unit of a number of an evidence text ([`quantities`]).
#[derive(Debug, Clone, Copy)]
enum Said<'a> {
    /// Letters glued to the number (`72h`, `1536Mi`, `61.2gb`).
    Glued(&'a str),
    /// The word after it, one space apart (`72 h`, `512 MiB`).
    Spaced(&'a str),
    /// The key before it (`"ttl": 86400`, `numBytes=2961734412`).
    Key(&'a str),
}

/// One number of an evidence text with what may say its unit.
struct Quantity<'a> {
    value: f64,
    said: Said<'a>,
    /// The whole token (`1m12.604s`, `00:11:38.402117` for a glued one).
    token: &'a str,
}

/// Calls `f` for each number of `text` that has letters glued to it, a word after it or a key
/// before it (a number with two of them is given once for each). Linear in the text.
fn quantities<'a>(text: &'a str, mut f: impl FnMut(Quantity<'a>)) {
    for line in text.lines() {
        if !line.bytes().any(|b| b.is_ascii_digit()) {
            continue;
        }
        let toks = tokens(line);
        for (i, t) in toks.iter().enumerate() {
            if t.kind == TokenKind::Identifier {
                let split = t.text.find(|c: char| !(c.is_ascii_digit() || c == '.'));
                if let Some((num, unit)) = split.filter(|&s| s > 0).map(|s| t.text.split_at(s)) {
                    if let Ok(value) = num.parse::<f64>() {
                        f(Quantity {
                            value,
                            said: Said::Glued(unit),
                            token: t.text,
                        });
                    }
                }
                continue;
            }
            if t.kind != TokenKind::Number {
                continue;
            }
            let Some(value) = normalize_number(t.text).and_then(|n| n.parse::<f64>().ok()) else {
                continue;
            };
            if let Some(n) = toks
                .get(i + 1)
                .filter(|n| &line[t.byte_range.end..n.byte_range.start] == " ")
            {
                f(Quantity {
                    value,
                    said: Said::Spaced(n.text),
                    token: t.text,
                });
            }
            if let Some(prev) = i.checked_sub(1).map(|j| &toks[j]) {
                if keyed(line, prev, t) {
                    f(Quantity {
                        value,
                        said: Said::Key(prev.text),
                        token: t.text,
                    });
                }
            }
        }
    }
}

/// Whether `set` (quantities in a base unit) holds `value` (a number as written) × `factor`,
/// rounded to the decimals written: the half-open range of what rounds to it. With `exact_small`
/// a whole number under 10 must match exactly (a size set as `2Gi` is not a rounding).
fn range_holds(
    set: &std::collections::BTreeSet<u64>,
    value: &str,
    factor: f64,
    exact_small: bool,
) -> bool {
    let Ok(v) = value.parse::<f64>() else {
        return false;
    };
    let decimals = value.split_once('.').map_or(0, |(_, f)| f.len()) as i32;
    let half = if exact_small && decimals == 0 && v < 10.0 {
        1e-9
    } else {
        0.5 * 10f64.powi(-decimals)
    };
    let (lo, hi) = ((v - half) * factor, (v + half) * factor);
    lo.is_finite()
        && hi.is_finite()
        && hi >= 1.0
        && set
            .range(lo.max(0.0).ceil() as u64..hi.ceil() as u64)
            .next()
            .is_some()
}

/// Durations the evidence states, in whole milliseconds, so that a summary may restate them
/// in another unit (`"rotation_period": 2592000` as `30 days`, `ttl=72h` as `3 days`,
/// `timeout_ms: 90000` as `90 s`): a number with a time unit straight after it or spaced
/// (`3600s`, `72 h`, `250ms`), and a number under a key that names a duration (`ttl`,
/// `period`, `timeout`, `interval`, `duration`, `max_age`, `…_seconds`, `…_ms`, `…_minutes`,
/// `…_hours`, `…_days`; a duration key without a unit is in seconds).
///
/// Also read: compound durations (`1m12.604s`, `2h30m`, `1h05m30s`) and PostgreSQL intervals
/// with a fraction of a second (`00:11:38.402117`; a time of day has no fraction).
#[derive(Debug, Default)]
pub(super) struct Durations(std::collections::BTreeSet<u64>);

/// Most distinct timestamps of one text whose differences [`Durations`] reads: in a longer
/// log nearly any duration is the time between two of its lines.
const MAX_STAMPS: usize = 24;

/// The milliseconds since 1970-01-01 of an ISO timestamp with seconds
/// (`2024-09-17T08:14:03.221Z`), read as written: an offset after it is not applied, so two
/// timestamps of one source compare in their own zone. `None` for anything else.
fn iso_instant_ms(text: &str) -> Option<i64> {
    let (y, m, d) = iso_date(text)?;
    let time = text.get(11..)?.trim_end_matches(['Z', 'z']);
    let mut p = time.split(':');
    let (h, min, sec) = (p.next()?, p.next()?, p.next()?);
    if p.next().is_some() || h.len() != 2 || min.len() != 2 {
        return None;
    }
    let sec: f64 = sec.parse().ok().filter(|s: &f64| (0.0..61.0).contains(s))?;
    let (h, min): (i64, i64) = (h.parse().ok()?, min.parse().ok()?);
    // days from a civil date (H. Hinnant's `days_from_civil`, the inverse of [`epoch_date`])
    let (y, m, d) = (i64::from(y) - i64::from(m <= 2), i64::from(m), i64::from(d));
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = era * 146_097 + doe - 719_468;
    Some(((days * 86_400 + h * 3_600 + min * 60) as f64 * 1e3 + sec * 1e3).round() as i64)
}

/// The milliseconds of a duration written `D-HH:MM:SS` with its days before a hyphen, as Slurm
/// prints a time limit or an elapsed time (`2-00:00:00` is 48 hours, `1-04:30:00`); `None` for
/// anything else (a date such as `2025-06-03` has no colon).
pub(super) fn days_clock_ms(text: &str) -> Option<f64> {
    let (d, clock) = text.split_once('-')?;
    let parts: Vec<&str> = clock.split(':').collect();
    let digits = |x: &str, n: std::ops::RangeInclusive<usize>| {
        n.contains(&x.len()) && x.bytes().all(|b| b.is_ascii_digit())
    };
    if !digits(d, 1..=3) || parts.len() != 3 || !parts.iter().all(|p| digits(p, 2..=2)) {
        return None;
    }
    let n: Vec<f64> = std::iter::once(d)
        .chain(parts)
        .map(|x| x.parse::<f64>().ok())
        .collect::<Option<_>>()?;
    (n[2] < 60.0 && n[3] < 60.0 && n[1] < 24.0)
        .then(|| ((n[0] * 24.0 + n[1]) * 3600.0 + n[2] * 60.0 + n[3]) * 1e3)
}

/// The milliseconds of a compound duration of two or more parts (`1m12.604s`, `2h30m`,
/// `1d4h`) or of one part with an unambiguous unit (`72h`, `250ms`, `3600s`; not `5m`, which
/// may be metres); `None` for anything else.
pub(super) fn compound_ms(text: &str) -> Option<f64> {
    let mut rest = text;
    let (mut total, mut parts, mut minutes_only) = (0.0, 0, true);
    while !rest.is_empty() {
        let num_end = rest.find(|c: char| !(c.is_ascii_digit() || c == '.'))?;
        let unit_end = rest[num_end..]
            .find(|c: char| !c.is_ascii_alphabetic())
            .map_or(rest.len(), |i| num_end + i);
        let (num, unit) = (&rest[..num_end], &rest[num_end..unit_end]);
        let x: f64 = num.parse().ok()?;
        let u = match unit {
            "m" => 6e4,
            "us" => 1e-3,
            "d" | "h" | "s" | "ms" => time_unit_ms(unit)?,
            _ => return None,
        };
        minutes_only &= unit == "m";
        total += x * u;
        parts += 1;
        rest = &rest[unit_end..];
    }
    (parts >= 2 || (parts == 1 && !minutes_only)).then_some(total)
}

/// A duration written in parts with spaces between them, larger units first (`1m 12s` as
/// Gradle prints it, `3 h 25 min`, `2 hours 5 minutes`, `1d 4h`): its byte range in the
/// text, its total in milliseconds, its last part's unit in milliseconds and that part's
/// decimals as written. A bare `m` is minutes only in such a compound.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct SpacedDuration {
    pub(super) start: usize,
    pub(super) end: usize,
    pub(super) total_ms: f64,
    pub(super) last_unit_ms: f64,
    pub(super) decimals: usize,
}

/// Lines longer than this are not read for [`spaced_durations`] (a minified JSON document of
/// megabytes is no prose that writes `3 h 25 min`), so the words of one line at most are held.
const SPACED_LINE_MAX_BYTES: usize = 16 * 1024;

/// Every [`SpacedDuration`] of `text`, in order; a duration never spans two lines.
pub(super) fn spaced_durations(text: &str) -> Vec<SpacedDuration> {
    let mut out = Vec::new();
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.len() <= SPACED_LINE_MAX_BYTES && line.bytes().any(|b| b.is_ascii_digit()) {
            spaced_durations_in_line(line, offset, &mut out);
        }
        offset += line.len();
    }
    out
}

/// [`spaced_durations`] of one line that starts at byte `offset` of its text.
fn spaced_durations_in_line(text: &str, offset: usize, out: &mut Vec<SpacedDuration>) {
    /// One part: byte range, value, unit in ms, decimals, whether the unit is a bare `m`.
    type Part = (usize, usize, f64, f64, usize, bool);
    // the line's words with their byte offsets, without the punctuation around them
    let mut words: Vec<(usize, usize, &str)> = Vec::new();
    let mut start = None;
    for (k, c) in text.char_indices().chain([(text.len(), ' ')]) {
        match (c.is_whitespace(), start) {
            (false, None) => start = Some(k),
            (true, Some(s)) => {
                let w = &text[s..k];
                let lead = w.len() - w.trim_start_matches(['(', '[', '~', '\u{2248}']).len();
                let t = w[lead..].trim_end_matches([',', ')', ']', ';', '.', ':']);
                if !t.is_empty() {
                    words.push((s + lead, s + lead + t.len(), t));
                }
                start = None;
            }
            _ => {}
        }
    }
    let unit_of = |u: &str| match u {
        "m" => Some(6e4),
        _ => time_unit_ms(u),
    };
    let number = |n: &str| {
        (!n.is_empty() && !n.starts_with('.') && n.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
            .then(|| n.parse::<f64>().ok())
            .flatten()
    };
    let decimals = |n: &str| n.split_once('.').map_or(0, |(_, f)| f.len());
    // the part that starts at word `i` (`12s`, or `25 min`), and how many words it takes
    let part = |i: usize| -> Option<(Part, usize)> {
        let (s, e, w) = *words.get(i)?;
        match w.find(|c: char| c.is_ascii_alphabetic()) {
            Some(0) | None => {
                let x = number(w)?;
                let (_, ue, u) = *words.get(i + 1)?;
                Some(((s, ue, x, unit_of(u)?, decimals(w), u == "m"), 2))
            }
            Some(k) => {
                let (n, u) = w.split_at(k);
                Some(((s, e, number(n)?, unit_of(u)?, decimals(n), u == "m"), 1))
            }
        }
    };
    let mut i = 0;
    while i < words.len() {
        let mut parts: Vec<Part> = Vec::new();
        let mut j = i;
        while let Some((p, took)) = part(j) {
            // larger units first, each once
            if parts.last().is_some_and(|q| q.3 <= p.3) {
                break;
            }
            parts.push(p);
            j += took;
        }
        // a bare `m` is minutes beside hours or seconds only
        let m_read = !parts.iter().any(|p| p.5)
            || parts.first().is_some_and(|p| p.3 > 6e4)
            || parts.last().is_some_and(|p| p.3 < 6e4);
        match parts.last() {
            Some(last) if parts.len() >= 2 && m_read => {
                out.push(SpacedDuration {
                    start: offset + parts[0].0,
                    end: offset + last.1,
                    total_ms: parts.iter().map(|p| p.2 * p.3).sum(),
                    last_unit_ms: last.3,
                    decimals: last.4,
                });
                i = j;
            }
            _ => i += 1,
        }
    }
}

/// The hours, minutes and seconds of a PostgreSQL interval with a fraction of a second
/// (`00:02:48.119024` → `(0, 2, 48.119024)`; `1 day 02:00:00.5` is not read); `None` for
/// anything else, a time of day included.
pub(crate) fn interval_parts(text: &str) -> Option<(u64, u64, f64)> {
    let (hms, frac) = text.split_once('.')?;
    let p: Vec<&str> = hms.split(':').collect();
    if p.len() != 3
        || p[1..].iter().any(|x| x.len() != 2)
        || frac.is_empty()
        || !frac.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let h: u64 = p[0].parse().ok()?;
    let m: u64 = p[1].parse().ok()?;
    let sec: f64 = format!("{}.{frac}", p[2]).parse().ok()?;
    Some((h, m, sec))
}

/// Words after which a time written `H:MM:SS` is a duration, not a time of day ("done in
/// 2:41:07", "Elapsed: 02:41:18", "took 0:07:03").
const DURATION_CUES: [&str; 11] = [
    "in", "took", "elapsed", "after", "duration", "runtime", "uptime", "ran", "for", "walltime",
    "wall",
];

/// The milliseconds of each duration of `text` (its tokens `toks`) written `H:MM:SS` (no
/// fraction; one with a fraction is read as an interval, [`interval_ms`]): after a word of
/// [`DURATION_CUES`] on the same line (a `:` or `=` between them allowed), or with 24 hours or
/// more, which no time of day has (`49:12:03`).
fn clock_durations(text: &str, toks: &[Token<'_>]) -> Vec<f64> {
    let mut out = Vec::new();
    for (i, t) in toks.iter().enumerate() {
        if t.kind != TokenKind::Identifier {
            continue;
        }
        // no fraction: one with a fraction is an interval ([`interval_ms`])
        let Some(ms) = hms_ms(t.text) else {
            continue;
        };
        let cue = i.checked_sub(1).is_some_and(|j| {
            let prev = &toks[j];
            let gap = &text[prev.byte_range.end..t.byte_range.start];
            !gap.contains('\n')
                && matches!(gap.trim(), "" | ":" | "=")
                && DURATION_CUES.contains(&prev.text.to_ascii_lowercase().as_str())
        });
        if cue || ms >= 24.0 * 3.6e6 {
            out.push(ms);
        }
    }
    out
}

/// Whether a table header names an age or a duration, one of its `_`/space/`-` separated words
/// being `age`, `duration`, `elapsed`, `runtime`, `uptime`, `lag`, `wait`, `idle` or `took`
/// (`xact_age`, `query_age`, `Elapsed`, `replay_lag`); `time` alone is not (`start_time`).
fn duration_header(header: &str) -> bool {
    header
        .to_ascii_lowercase()
        .split(|c: char| !c.is_ascii_alphanumeric())
        .any(|w| {
            matches!(
                w,
                "age"
                    | "duration"
                    | "elapsed"
                    | "runtime"
                    | "uptime"
                    | "lag"
                    | "wait"
                    | "idle"
                    | "took"
            )
        })
}

/// The milliseconds of a whole cell written `H:MM:SS` (`02:41:07`, `49:12:03`; minutes and
/// seconds below 60), `None` for anything else.
fn hms_ms(cell: &str) -> Option<f64> {
    let p: Vec<&str> = cell.split(':').collect();
    let [h, m, sec] = p.as_slice() else {
        return None;
    };
    if h.is_empty()
        || h.len() > 4
        || m.len() != 2
        || sec.len() != 2
        || !p.iter().all(|x| x.bytes().all(|b| b.is_ascii_digit()))
    {
        return None;
    }
    let (h, m, sec): (f64, f64, f64) = (h.parse().ok()?, m.parse().ok()?, sec.parse().ok()?);
    (m < 60.0 && sec < 60.0).then_some(((h * 60.0 + m) * 60.0 + sec) * 1e3)
}

/// The milliseconds of a PostgreSQL interval ([`interval_parts`]).
fn interval_ms(text: &str) -> Option<f64> {
    let (h, m, sec) = interval_parts(text)?;
    Some(((h * 3600 + m * 60) as f64 + sec) * 1e3)
}

/// The milliseconds of a time unit as written after a number (`s`, `sec`, `seconds`, `min`,
/// `h`, `hours`, `d`, `days`, `w`, `weeks`, `ms`); `None` for anything else (`m` is minutes
/// or metres and is not read).
pub(super) fn time_unit_ms(unit: &str) -> Option<f64> {
    Some(match unit.to_ascii_lowercase().as_str() {
        "ms" | "msec" | "millis" | "millisecond" | "milliseconds" => 1.0,
        "s" | "sec" | "secs" | "second" | "seconds" => 1e3,
        "min" | "mins" | "minute" | "minutes" => 6e4,
        "h" | "hr" | "hrs" | "hour" | "hours" => 3.6e6,
        "d" | "day" | "days" => 8.64e7,
        "w" | "wk" | "wks" | "week" | "weeks" => 6.048e8,
        _ => return None,
    })
}

/// The unit, in milliseconds, of a number under the key `key` when the key names a duration
/// (see [`Durations`]), or writes its time unit in parentheses at its end (`Time (in s)`,
/// `Duration (ms)`); `None` when it does not.
fn key_unit_ms(key: &str) -> Option<f64> {
    let mut key = key.trim_end();
    // a unit in parentheses at the end of the key: `Time (in s)` (fastlane), `Duration (ms)`;
    // other parentheses (`Elapsed (wall)`) leave the name before them to be read
    if let Some((head, unit)) = key.strip_suffix(')').and_then(|k| k.rsplit_once('(')) {
        let unit = unit.trim();
        if let Some(ms) = time_unit_ms(unit.strip_prefix("in ").unwrap_or(unit).trim()) {
            return Some(ms);
        }
        key = head.trim_end();
    }
    let k = key.to_ascii_lowercase();
    let ends = |suffixes: &[&str]| suffixes.iter().any(|s| k.ends_with(s));
    // `timeout_ms`, `timeoutMs`, `retry-ms`, `delay_millis`, and the unit before a statistic
    // (`db_pool_wait_ms_p99`, `latency_ms_avg`); not `items` or `alarms`
    if ends(&["_ms", "-ms", "millis", "milliseconds"]) || key.ends_with("Ms") || k.contains("_ms_")
    {
        return Some(1.0);
    }
    if ends(&["minutes", "_mins", "_min"]) {
        return Some(6e4);
    }
    if ends(&["hours", "_hrs", "_h"]) {
        return Some(3.6e6);
    }
    if ends(&["_days", "days"]) {
        return Some(8.64e7);
    }
    const SECONDS: [&str; 19] = [
        "seconds",
        "secs",
        "_sec",
        "_s",
        "ttl",
        "period",
        "timeout",
        "interval",
        "duration",
        "max_age",
        "maxage",
        "expires_in",
        "expiresin",
        "lease",
        "uptime",
        "backoff",
        "elapsed",
        "runtime",
        "took",
    ];
    SECONDS.iter().any(|w| k.contains(w)).then_some(1e3)
}

/// Whether a duration key without a unit names what APIs write in milliseconds as often as
/// in seconds (`duration`, `elapsed`, `runtime`, `executorRunTime`, Elasticsearch's `took`):
/// [`Durations`] reads its value in both.
fn either_unit(key: &str) -> bool {
    let k = key.to_ascii_lowercase();
    ["duration", "elapsed", "runtime", "took"]
        .iter()
        .any(|w| k.contains(w))
        && !["seconds", "secs", "_sec", "_s"]
            .iter()
            .any(|s| k.ends_with(s))
}

impl Durations {
    /// Reads the durations of one evidence text into the set.
    pub(super) fn add_text(&mut self, text: &str) {
        quantities(text, |q| {
            match q.said {
                // `3600s`, `72h`, `250ms`; `1m12.604s`, `00:11:38.402117`
                Said::Glued(unit) => {
                    if let Some(u) = time_unit_ms(unit) {
                        self.insert(q.value * u);
                    }
                    if let Some(ms) = compound_ms(q.token)
                        .or_else(|| interval_ms(q.token))
                        .or_else(|| days_clock_ms(q.token))
                    {
                        self.insert(ms);
                    }
                }
                // `72 h`, `30 seconds`
                Said::Spaced(unit) => {
                    if let Some(u) = time_unit_ms(unit) {
                        self.insert(q.value * u);
                    }
                }
                // `"ttl": 86400`, `timeout_ms=90000`; a key without a unit that APIs write in
                // milliseconds as often as in seconds (`duration`, `took`) in both
                Said::Key(key) => {
                    if let Some(u) = key_unit_ms(key) {
                        self.insert(q.value * u);
                        if u == 1e3 && either_unit(key) {
                            self.insert(q.value);
                        }
                    }
                }
            }
        });
        // `1m 12s`, `3 h 25 min`
        for d in spaced_durations(text) {
            self.insert(d.total_ms);
        }
        // the time between two ISO timestamps of one text (`startTime` and `endTime` of an
        // operation: "ended after about 98.6 s")
        if text.contains(':') {
            let toks = tokens(text);
            // `done in 2:41:07`, `Elapsed: 02:41:18`, `uptime 49:12:03`
            for ms in clock_durations(text, &toks) {
                self.insert(ms);
            }
            let mut stamps: Vec<i64> = toks
                .iter()
                .filter(|t| t.kind == TokenKind::Identifier)
                .filter_map(|t| iso_instant_ms(t.text))
                .collect();
            stamps.sort_unstable();
            stamps.dedup();
            if (2..=MAX_STAMPS).contains(&stamps.len()) {
                for (i, a) in stamps.iter().enumerate() {
                    for b in &stamps[i + 1..] {
                        self.insert((b - a) as f64);
                    }
                }
            }
        }
        // a table column whose header names a duration (`AVG_ELAPSED_S`, `duration_ms`): each
        // cell, and the total of the column and of the rows that share a word cell of another
        // column (the three `OrderListView` rows of `total_exec_time_ms`, restated in seconds)
        if text.lines().nth(1).is_some() {
            let mut totals: HashMap<String, (f64, usize)> = HashMap::new();
            table_columns(text, true, &mut |label, value| {
                let Some(column) = label.strip_prefix("col:") else {
                    return;
                };
                let (header, grouped) = column
                    .split_once('|')
                    .map_or((column, false), |(h, _)| (h, true));
                let x = normalize_number(value).and_then(|n| n.parse::<f64>().ok());
                if let (Some(u), Some(x)) = (key_unit_ms(header), x) {
                    if !grouped {
                        self.insert(x * u);
                    }
                    let e = totals.entry(label.clone()).or_default();
                    e.0 += x * u;
                    e.1 += 1;
                }
                // `H:MM:SS` under a header that names an age or a duration (psql's `xact_age`
                // column, `elapsed`, `uptime`): a duration, not a time of day
                if duration_header(header) && !grouped {
                    if let Some(ms) = hms_ms(value.trim()) {
                        self.insert(ms);
                    }
                }
            });
            for (total, count) in totals.into_values() {
                if count >= 2 {
                    self.insert(total);
                }
            }
        }
    }

    fn insert(&mut self, ms: f64) {
        if ms.is_finite() && ms >= 1.0 && ms < 1e15 {
            self.0.insert(ms.round() as u64);
        }
    }

    /// Whether the evidence states the compound duration `text` (`1m12.6s` for `1m12.604s`),
    /// rounded to the decimals of its last part ([`compound_ms`]).
    pub(super) fn holds_compound(&self, text: &str) -> bool {
        let Some(ms) = compound_ms(text) else {
            return false;
        };
        let last = text.trim_end_matches(|c: char| c.is_ascii_alphabetic());
        let unit = &text[last.len()..];
        let decimals = last
            .rsplit(|c: char| c.is_ascii_alphabetic())
            .next()
            .and_then(|n| n.split_once('.'))
            .map_or(0, |(_, f)| f.len());
        let u = if unit == "m" {
            6e4
        } else {
            time_unit_ms(unit).unwrap_or(1.0)
        };
        self.holds(&format!("{:.*}", decimals, ms / u), u)
    }

    /// Whether the evidence states the duration `value` (a number as written, `11.6`) ×
    /// `unit_ms` milliseconds, rounded to the decimals written: `11.6` minutes holds for
    /// 698.4 s (11.64 min), `2` min for 125.9 s, `30` days for 2,591,995 s.
    pub(super) fn holds(&self, value: &str, unit_ms: f64) -> bool {
        range_holds(&self.0, value, unit_ms, false)
    }
}

/// Sizes the evidence states, in bytes, so that a summary may restate them in another unit
/// (`1536Mi` as `1.5 GiB`, `"numBytes": "2961734412"` as `2.8 GiB`): a number with a size
/// unit straight after it or spaced (`61.2gb`, `512 MiB`), and a number under a key that
/// names bytes (`numBytes`, `size_bytes`), units read as [`size_unit_bytes`] reads them; and,
/// apart, every bare whole number of ten digits or more that is no Unix timestamp, a count of
/// bytes under any label (nodetool's `Space used (live): 201436987392` as `187.6 GiB`), and
/// every whole number of seven digits or more in a text that names a metric or field in bytes
/// (`container_memory_working_set_bytes` … `"536346624"` as `511Mi`), read only for a size
/// written with three or more significant digits ([`Sizes::holds`]).
#[derive(Debug, Default)]
pub(super) struct Sizes {
    stated: std::collections::BTreeSet<u64>,
    counts: std::collections::BTreeSet<u64>,
}

/// The bytes of a size unit (`KB`, `MB`, `GB`, `TB`, `KiB`…`TiB`, Kubernetes' `Ki`…`Ti`; any
/// case for the ones ending in `B`): a decimal unit read both ways, since tools and people
/// write `GB` for GiB; a binary unit (`GiB`, `Gi`) only as binary. `None` for anything else.
pub(super) fn size_unit_bytes(unit: &str) -> Option<[f64; 2]> {
    let both = |p: i32| [1e3f64.powi(p), 1024f64.powi(p)];
    let binary = |p: i32| [1024f64.powi(p); 2];
    let lower = unit.to_ascii_lowercase();
    Some(match (unit, lower.as_str()) {
        ("Ki", _) | (_, "kib") => binary(1),
        ("Mi", _) | (_, "mib") => binary(2),
        ("Gi", _) | (_, "gib") => binary(3),
        ("Ti", _) | (_, "tib") => binary(4),
        (_, "kb") => both(1),
        (_, "mb") => both(2),
        (_, "gb") => both(3),
        (_, "tb") => both(4),
        _ => return None,
    })
}

impl Sizes {
    /// Reads the sizes of one evidence text into the set.
    pub(super) fn add_text(&mut self, text: &str) {
        quantities(text, |q| match q.said {
            Said::Glued(unit) | Said::Spaced(unit) => {
                if let Some(u) = size_unit_bytes(unit) {
                    u.iter().for_each(|b| self.insert(q.value * b));
                }
                // a count of bytes in prose ("upper bound of 96412581888 bytes")
                if matches!(q.said, Said::Spaced("bytes" | "Bytes" | "byte")) {
                    self.insert(q.value);
                }
            }
            Said::Key(key) => {
                if key.to_ascii_lowercase().contains("bytes") {
                    self.insert(q.value);
                }
            }
        });
        // a text that names a metric or field in bytes (`container_memory_working_set_bytes`,
        // whose Prometheus values are bare strings, `"536346624"`): its whole numbers of seven
        // digits or more are counts of bytes, read as the long bare counts are
        if text.contains("_bytes") {
            for line in text
                .lines()
                .filter(|l| l.bytes().any(|b| b.is_ascii_digit()))
            {
                for t in tokens(line).iter().filter(|t| t.kind == TokenKind::Number) {
                    if let Some(n) = normalize_number(t.text) {
                        self.add_count(&n, 7);
                    }
                }
            }
        }
    }

    /// Reads the bare whole numbers of one evidence text (normalised, as the guard's number
    /// set holds them) that may be counts of bytes: ten digits or more, and no Unix timestamp
    /// (ten digits of seconds since 2000 would pass for `1.6 GiB`).
    pub(super) fn add_counts<'n>(&mut self, numbers: impl IntoIterator<Item = &'n String>) {
        for n in numbers {
            self.add_count(n, 10);
        }
    }

    /// Keeps the normalised number `n` as a count of bytes when it is a whole number of
    /// `min_digits` digits or more and no Unix timestamp.
    fn add_count(&mut self, n: &str, min_digits: usize) {
        if n.len() >= min_digits
            && n.bytes().all(|b| b.is_ascii_digit())
            && epoch_seconds(n).is_none()
        {
            if let Ok(v) = n.parse::<u64>() {
                self.counts.insert(v);
            }
        }
    }

    fn insert(&mut self, bytes: f64) {
        if bytes.is_finite() && bytes >= 1.0 && bytes < 1e18 {
            self.stated.insert(bytes.round() as u64);
        }
    }

    /// Whether the evidence states the size `value` (a number as written) in `unit` (its
    /// decimal and binary bytes), rounded to the decimals written; a whole number under 10
    /// exactly. A bare count of bytes ([`Sizes::add_counts`]) counts for a size of three or
    /// more significant digits in megabytes or more (`187.6 GiB`, not `1.6 GiB`).
    pub(super) fn holds(&self, value: &str, unit: [f64; 2]) -> bool {
        let significant = value
            .trim_start_matches(['0', '.'])
            .bytes()
            .filter(u8::is_ascii_digit)
            .count();
        // a small whole number (`2Gi`) is a size as set, not rounded: exact only
        unit.iter().any(|&b| {
            range_holds(&self.stated, value, b, true)
                || (significant >= 3 && b >= 1e6 && range_holds(&self.counts, value, b, true))
        })
    }
}

/// Lengths the evidence states, in millimetres, so that a summary may restate them in another
/// unit (`"distance_m": 800` as `0.8 km`): a number with a length unit straight after it or
/// spaced (`1.2km`, `800 metres`; a bare `m` is minutes as often and is not read), and a number
/// under a key that names one (`distance_m`, `length_km`, `radius_meters`).
#[derive(Debug, Default)]
pub(super) struct Lengths(std::collections::BTreeSet<u64>);

/// The millimetres of a length unit written after a number (`km`, `kilometres`, `metres`,
/// `meters`, `mi`, `miles`); `None` for anything else, a bare `m` included.
pub(super) fn length_unit_mm(unit: &str) -> Option<f64> {
    Some(match unit.to_ascii_lowercase().as_str() {
        "km" | "kilometre" | "kilometres" | "kilometer" | "kilometers" => 1e6,
        "metre" | "metres" | "meter" | "meters" => 1e3,
        "mi" | "mile" | "miles" => 1_609_344.0,
        _ => return None,
    })
}

impl Lengths {
    /// Reads the lengths of one evidence text into the set.
    pub(super) fn add_text(&mut self, text: &str) {
        quantities(text, |q| {
            let unit = match q.said {
                Said::Glued(unit) | Said::Spaced(unit) => length_unit_mm(unit),
                Said::Key(key) => {
                    let k = key.to_ascii_lowercase();
                    let ends = |s: &[&str]| s.iter().any(|x| k.ends_with(x));
                    if ends(&["_km", "kilometers", "kilometres"]) {
                        Some(1e6)
                    } else if ends(&["_m", "meters", "metres"]) {
                        Some(1e3)
                    } else if ends(&["_mi", "miles"]) {
                        Some(1_609_344.0)
                    } else {
                        None
                    }
                }
            };
            if let Some(u) = unit {
                let mm = q.value * u;
                if mm.is_finite() && (1.0..1e18).contains(&mm) {
                    self.0.insert(mm.round() as u64);
                }
            }
        });
    }

    /// Whether the evidence states the length `value` (a number as written) × `unit_mm`,
    /// rounded to the decimals written; a whole number under 10 exactly.
    pub(super) fn holds(&self, value: &str, unit_mm: f64) -> bool {
        range_holds(&self.0, value, unit_mm, true)
    }
}

/// The factor of a magnitude written as a word after a number (`1.2 billion`, `3 million`,
/// `40 thousand`); `None` for other words.
pub(super) fn magnitude_word(word: &str) -> Option<f64> {
    match word.to_ascii_lowercase().as_str() {
        "thousand" => Some(1e3),
        "million" | "millions" => Some(1e6),
        "billion" | "billions" => Some(1e9),
        "trillion" => Some(1e12),
        _ => None,
    }
}

/// The factor of a CJK magnitude that starts `word`, the word written straight after a number
/// (`万円` of `37万円`, `億` of `1.2億`, `만` of `300만 원`): 万/萬/만 10⁴, 億/亿/억 10⁸, 千/천
/// 10³.
pub(super) fn cjk_magnitude(word: &str) -> Option<f64> {
    match word.chars().next()? {
        '千' | '천' => Some(1e3),
        '万' | '萬' | '만' => Some(1e4),
        '億' | '亿' | '억' => Some(1e8),
        _ => None,
    }
}

/// The day an entry counts from the day it names by a word of English: `tomorrow` and
/// `the next day` are one day after the evidence's day, `yesterday` and `the day before` one
/// day before ("Wave 3 starts tomorrow (2025-03-19)" in a session whose outputs are stamped
/// `2025-03-18`). `None` when the entry has no such word, or more than one.
pub(super) fn relative_day(entry: &str) -> Option<i64> {
    let lower = entry.to_lowercase();
    let words: Vec<&str> = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let has = |p: &[&str]| words.windows(p.len()).any(|w| w == p);
    let shifts: Vec<i64> = [
        (has(&["tomorrow"]) || has(&["next", "day"]), 1),
        (has(&["yesterday"]) || has(&["day", "before"]), -1),
    ]
    .into_iter()
    .filter_map(|(found, s)| found.then_some(s))
    .collect();
    match shifts.as_slice() {
        [one] => Some(*one),
        _ => None,
    }
}

/// Whether the whole number `written` (normalised), followed in the entry by `days` or `day`,
/// is the count of days between two dates the entry writes with their years in any form
/// ("last changed on 2023-11-28, 199 days before the 14 June 2024 check"): derived from the
/// entry's own values, like a sum it states.
pub(super) fn entry_day_span(entry: &str, written: &str) -> bool {
    let Ok(n) = written.parse::<i64>() else {
        return false;
    };
    let lower = entry.to_lowercase();
    if n < 2
        || !(lower.contains(&format!("{written} days"))
            || lower.contains(&format!("{written} day")))
    {
        return false;
    }
    let mut own = DateSet::default();
    own.add_text(entry);
    let days: Vec<i64> = own.dated().map(day_number).collect();
    days.iter()
        .enumerate()
        .any(|(i, a)| days[i + 1..].iter().any(|b| (a - b).abs() == n))
}

/// Whether `date` is another date the entry writes, one the evidence holds (`holds`), moved
/// by a count of days the entry states (`90-day`, `90 days`, `14-day`): "Today is 2025-10-20,
/// so the 90-day cutoff excludes service dates before 2025-07-22". Derived from the entry's
/// own values and an evidence date, like a sum it states. Counts from 2 to 3660 days.
pub(super) fn entry_day_offset(
    entry: &str,
    date: (u16, u8, u8),
    holds: impl Fn((u16, u8, u8)) -> bool,
) -> bool {
    let lower = entry.to_lowercase();
    let counts: Vec<i64> = lower
        .match_indices("day")
        .filter_map(|(at, _)| {
            let head = lower[..at].strip_suffix(['-', ' '])?;
            let digits = head.len() - head.trim_end_matches(|c: char| c.is_ascii_digit()).len();
            head[head.len() - digits..].parse::<i64>().ok()
        })
        .filter(|n| (2..=3660).contains(n))
        .collect();
    if counts.is_empty() {
        return false;
    }
    let mut own = DateSet::default();
    own.add_text(entry);
    let target = day_number(date);
    let derived = own.dated().filter(|&d| d != date && holds(d)).any(|d| {
        let from = day_number(d);
        counts.iter().any(|n| (target - from).abs() == *n)
    });
    derived
}

/// The number of days from 1970-01-01 to a (year, month, day) of the proleptic Gregorian
/// calendar (H. Hinnant, "chrono-Compatible Low-Level Date Algorithms", `days_from_civil`).
fn day_number((y, m, d): (u16, u8, u8)) -> i64 {
    let (y, m, d) = (i64::from(y), i64::from(m), i64::from(d));
    let y0 = if m <= 2 { y - 1 } else { y };
    let era = y0.div_euclid(400);
    let yoe = y0 - era * 400;
    let doy = (153 * (if m > 2 { m - 3 } else { m + 9 }) + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    era * 146_097 + doe - 719_468
}

/// The day `days` after (before, when negative) a (year, month, day), in the proleptic
/// Gregorian calendar ([`day_number`], and back as in H. Hinnant's `civil_from_days`).
pub(super) fn shift_day(date: (u16, u8, u8), days: i64) -> (u16, u8, u8) {
    let z = day_number(date) + days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y.clamp(0, i64::from(u16::MAX)) as u16, m as u8, d as u8)
}

/// The (year, month, day) of an ISO date token (`2025-02-18`, `2025-02-18T11:42:07Z`).
pub(super) fn iso_date(text: &str) -> Option<(u16, u8, u8)> {
    let date = text.split(['T', 't']).next()?;
    let mut p = date.split('-');
    let (y, m, d) = (p.next()?, p.next()?, p.next()?);
    if p.next().is_some() || y.len() != 4 || m.len() != 2 || d.len() != 2 {
        return None;
    }
    let (y, m, d): (u16, u32, u32) = (y.parse().ok()?, m.parse().ok()?, d.parse().ok()?);
    ((1..=12).contains(&m)).then_some(())?;
    Some((y, m as u8, day(d)?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worded_hours_read_a_word_for_oclock() {
        assert_eq!(worded_hours("muer um 7 Auer"), vec![420, 1140]);
        assert_eq!(worded_hours("ab 14 Uhr geöffnet"), vec![840]);
        assert_eq!(worded_hours("kl. 9, klo 0"), vec![540, 1260, 0]);
        // a number without the word, or a count before it, is no time
        assert!(worded_hours("um 7 Leit, 30 Auer Aarbecht").is_empty());
        assert!(worded_hours("7 boxes").is_empty());
        // Yiddish, with the article joined or apart (blind round s60A)
        assert_eq!(worded_hours("ביז 11 אזייגער"), vec![660, 1380]);
        assert_eq!(worded_hours("ביז 11 אַ זייגער"), vec![660, 1380]);
        assert!(worded_hours("11 אַ טאָג").is_empty());
    }

    #[test]
    fn phone_numbers_in_their_writings() {
        // blind round s61B: the user's national form, the calls' international one
        let digits = |t: &str| {
            phone_numbers(t)
                .into_iter()
                .map(|(_, d)| d)
                .collect::<Vec<_>>()
        };
        assert_eq!(digits("Pak Hendra, +62 812-2045-7781."), ["6281220457781"]);
        assert_eq!(digits("nomerna 0812-2045-7781 nya"), ["81220457781"]);
        assert_eq!(digits("to: +6281220457781"), ["6281220457781"]);
        assert_eq!(digits("call (030) 1234 5678"), ["3012345678"]);
        assert!(same_phone("6281220457781", "81220457781"));
        assert!(!same_phone("6281220457781", "81220457782"));
        assert!(!same_phone("6281220457781", "7781"), "too short to say");
        // dates, amounts, versions and ids are no phone numbers
        for t in [
            "2025-09-01 07:30",
            "amount 0.85 USD",
            "v0.12.3",
            "INV-0812-2045",
            "20457781",
        ] {
            assert!(phone_numbers(t).is_empty(), "{t}");
        }
    }

    #[test]
    fn a_week_named_in_another_writing() {
        // blind round s60A: "week-20" for the `2025-W20` of a script's arguments
        assert_eq!(week_number("week-20"), Some(20));
        assert_eq!(week_number("Wk_7"), Some(7));
        assert_eq!(week_number("W20"), Some(20));
        assert_eq!(week_number("week-54"), None);
        assert_eq!(week_number("weekly"), None);
        assert_eq!(week_number("w-123"), None);
        assert!(writes_week("fuel_log 2025-W20 (engine logs)", 20));
        assert!(writes_week("Pulling Week 20 ticket sales", 20));
        assert!(writes_week("report for 2025-W07", 7));
        assert!(!writes_week("fuel_log 2025-W21", 20));
        assert!(!writes_week("week 201 of the project", 20));
        assert!(!writes_week("show 20 rows", 20), "inside a word");
    }

    #[test]
    fn a_day_counted_from_the_evidence() {
        assert_eq!(shift_day((2025, 3, 19), -1), (2025, 3, 18));
        assert_eq!(shift_day((2025, 3, 1), -1), (2025, 2, 28));
        assert_eq!(shift_day((2024, 3, 1), -1), (2024, 2, 29));
        assert_eq!(shift_day((2024, 12, 31), 1), (2025, 1, 1));
        assert_eq!(
            relative_day("Wave 3 starts tomorrow (2025-03-19) after 06:00"),
            Some(1)
        );
        assert_eq!(relative_day("Paid yesterday"), Some(-1));
        assert_eq!(relative_day("from yesterday to tomorrow"), None);
        assert_eq!(relative_day("Wave 3 starts on 2025-03-19"), None);
        // blind s43B: the days between two dates the entry writes
        let e = "dba_gcolombo's password was last changed on 2023-11-28, 199 days before the 14 June 2024 check.";
        assert!(entry_day_span(e, "199"));
        assert!(!entry_day_span(&e.replace("199", "190"), "190"));
        assert!(!entry_day_span("changed on 2023-11-28, 199 times", "199"));
        // blind s50B: a date the entry moves from an evidence date by a count of days it states
        let e =
            "Today is 2025-10-20, so the 90-day cutoff excludes service dates before 2025-07-22.";
        let today = |d| d == (2025, 10, 20);
        assert!(entry_day_offset(e, (2025, 7, 22), today));
        assert!(!entry_day_offset(e, (2025, 7, 28), today), "another day");
        assert!(
            !entry_day_offset(e, (2025, 7, 22), |_| false),
            "no evidence date"
        );
        assert!(!entry_day_offset(
            "Today is 2025-10-20; dates before 2025-07-22 are out.",
            (2025, 7, 22),
            today
        ));
        assert!(entry_day_offset(
            "Due 30 days after 2025-10-20: 2025-11-19",
            (2025, 11, 19),
            today
        ));
    }

    #[test]
    fn a_table_whose_header_follows_a_stream_label() {
        // blind round s51B: `sqlite3 -markdown` under Gemini CLI, its header after `Stdout: `
        let t = "Stdout: | room  | building | seats |\n|-------|----------|-------|\n| A-101 | A        | 120   |\n| A-204 | A        | 72    |\n| B-105 | B        | 150   |";
        let totals = field_totals(t);
        assert!(
            totals.contains("342") && totals.contains("192"),
            "{totals:?}"
        );
        // blind round s51B: a pipe table read by a tool that numbers its lines (Hermes)
        let t = "     5|| site | panels | kWp |\n     6||---|---|---|\n     7|| KN-0412 | 24 | 13.2 |\n     8|| KN-0415 | 40 | 22.0 |";
        let totals = field_totals(t);
        assert!(
            totals.contains("64") && totals.contains("35.2"),
            "{totals:?}"
        );
        for (line, bare) in [
            ("     7\u{2192}a,b,c", "a,b,c"),
            ("    12\tx y z", "x y z"),
            ("12|foo|bar", "12|foo|bar"),
            ("   total 12", "   total 12"),
        ] {
            assert_eq!(without_label_or_gutter(line), bare);
        }
    }

    #[test]
    fn totals_of_a_table_whose_last_column_has_spaces_and_of_all_rows_but_one() {
        // blind s44B: crashctl's top issues, a stack frame with spaces in the last column
        let top = "RANK  ISSUE      EVENTS  USERS  %EVENTS  TOP_FRAME\n1     CRX-88213  14,382  9,117  41.6%  libil2cpp.so!Raise+0x5c\n2     CRX-88207   8,904  6,220  25.8%  MediationBridge.onPaidEvent (MediationBridge.java:212)\n3     CRX-87990   8,729  3,871  25.2%  AudioMixer::Flush(int)+0x118\n      (other)     2,556  2,310\nTOTAL             34,571 events";
        let t = field_totals(top);
        assert!(t.contains("32015"), "{t:?}");
        // blind s47B: every segment but one
        let csv = "segment_code,active_subscribers\nPRN-7,4812\nPRN-WE,2377\nDIG-M,6140\nDIG-Y,1893\nBND,1258\nSEN,2964";
        let less = totals_less_one(csv);
        assert!(less.contains(&("16480".to_string(), 5)), "{less:?}");
        assert!(!less.contains(&("16480".to_string(), 6)));
        // blind round s64A: two rows of a four-row invoice, read as a sum of two
        let invoice = "lotu          kg      EUR/kg  imponibile\nPS-2024-031    398.4   16.80     6693.12\nPS-2024-036    317.0   16.80     5325.60\nPR-2024-012   1128.0   13.20    14889.60\nCA-2024-207     69.3   11.40      790.02";
        let two = totals_less_one(invoice);
        assert!(two.contains(&("715.4".to_string(), 2)), "{two:?}");
        assert!(two.contains(&("12018.72".to_string(), 2)), "{two:?}");
        assert!(!two.contains(&("715.4".to_string(), 3)));
        assert_eq!(
            stated_counts("The five paid segments total 16,480"),
            HashSet::from([5])
        );
        // a long column's sums less one row are not read
        let long: String = (0..20).map(|i| format!("r{i},{}\n", 100 + i)).collect();
        assert!(totals_less_one(&format!("k,v\n{long}")).is_empty());
    }

    #[test]
    fn differences_of_one_label_across_sources() {
        // blind round s56B: two runs of a tool, before and after an adjustment
        let a = "[bonus_run] total payable: RWF 2,156,453 to 585 growers";
        let b = "[bonus_run] total payable: RWF 2,151,347 to 583 growers";
        let d = keyed_differences(&[a, b]);
        assert!(d.contains(&"5106".to_string()), "{d:?}");
        // blind round s46B: a draft saved twice
        let d = keyed_differences(&[
            "Draft saved (4 employees, 11 lines, total 2263.28 RSD).",
            "Draft saved (4 employees, 11 lines, total 6358.28 RSD).",
        ]);
        assert!(d.contains(&"4095".to_string()), "{d:?}");
        // one source's pairs are not read, nor a label that fills a log
        assert!(keyed_differences(&[&format!("{a}\n{b}")]).is_empty());
        let log: Vec<String> = (0..8)
            .map(|i| format!("total: {}", 1000 + 37 * i))
            .collect();
        let refs: Vec<&str> = log.iter().map(String::as_str).collect();
        assert!(keyed_differences(&refs).is_empty());
        // blind round s58A: a dot leader and a currency sign between the label and its number
        let d = keyed_differences(&[
            "net payable ............. \u{20b9}24,875,964.00\nwrote out/neft_W47.csv",
            "net payable ............. \u{20b9}25,314,951.60\nwrote out/neft_W47.csv",
        ]);
        assert!(d.contains(&"438987.6".to_string()), "{d:?}");
    }

    #[test]
    fn a_difference_to_an_evidence_number_times_a_quantity() {
        // blind round s58B: (39,500 − 38,500) × 26.00 t, the contract rate in the evidence
        let holds = |x: &str| x == "38500";
        assert!(difference_product_with(
            &[39_500.0, 26_000.0, 26.0],
            "26000",
            holds
        ));
        assert!(!difference_product_with(
            &[39_500.0, 26_000.0, 26.0],
            "26000",
            |_| false
        ));
        // another number: neither 39,500 − 1,100 nor 39,500 + 1,100 is in the evidence
        assert!(!difference_product_with(
            &[39_500.0, 28_600.0, 26.0],
            "28600",
            holds
        ));
    }

    #[test]
    fn a_division_the_entry_writes() {
        let e = "The crew averaged 0.83 bins per hour (612 bins / 734.5 h).";
        assert!(written_quotient(e, "0.83"));
        assert!(!written_quotient(e, "0.85"));
        assert!(written_quotient("a rate of 4.5 (9 / 2)", "4.5"));
        // a date or a pair of versions is no division
        assert!(!written_quotient("released 2025/06 and 4.5", "4.5"));
        assert!(!written_quotient(
            "612 bins in 734.5 h, 0.83 an hour",
            "0.83"
        ));
    }

    #[test]
    fn a_sum_of_the_rows_the_entry_names() {
        // blind round s67B: two rows of a payout table, and two sources
        let payout = "F-0142    Kwabena Asante  DL-3301+DL-3305   8    518.0  26,132.70     0.00  26,132.70  momo\n\
                      F-0217    Kofi Boakye     DL-3303           8    511.3  25,794.69     0.00  25,794.69  momo";
        let names = ["Kwabena Asante".to_string(), "Kofi Boakye".to_string()];
        assert!(named_rows_sum(&names, "51927.39", &[payout]));
        assert!(!named_rows_sum(&names, "51927.40", &[payout]));
        // one row's two fields are no sum of two rows
        assert!(!named_rows_sum(&names, "52265.4", &[payout]));
        let refunds = ["RF-0711 draft 6,375 RUB", "RF-0713: 13,800 RUB (draft)"];
        let ids = ["RF-0711".to_string(), "RF-0713".to_string()];
        assert!(named_rows_sum(&ids, "20175", &refunds));
        assert!(!named_rows_sum(&ids, "20275", &refunds));
        // a name no line holds
        let other = ["RF-0711".to_string(), "RF-0799".to_string()];
        assert!(!named_rows_sum(&other, "20175", &refunds));
    }

    #[test]
    fn a_quantity_change_times_an_evidence_price() {
        // blind round s65B: (150 − 120) bags × K 865.00 from the price list
        let holds = |x: &str| x == "865";
        let values = [120.0, 150.0, 25_950.0];
        assert!(quantity_change_priced(&values, "25950", holds));
        assert!(!quantity_change_priced(&values, "25950", |_| false));
        // a wrong amount: 25,000 / 30 is no price in cents, 26,400 / 30 = 880 is not held
        assert!(!quantity_change_priced(
            &[120.0, 150.0, 25_000.0],
            "25000",
            holds
        ));
        assert!(!quantity_change_priced(
            &[120.0, 150.0, 26_400.0],
            "26400",
            holds
        ));
        // a change of one unit is no product: the "price" would be the amount itself
        assert!(!quantity_change_priced(
            &[120.0, 121.0, 865.0],
            "865",
            |x| x == "865"
        ));
    }

    #[test]
    fn an_offset_of_another_value_of_the_entry() {
        let holds = |x: &str| x == "8200" || x == "2151347";
        assert!(entry_offset(&[700.0, 8900.0], "700", holds));
        assert!(entry_offset(&[1_890_500.0, 260_847.0], "260847", holds));
        // no evidence number at either offset
        assert!(!entry_offset(&[800.0, 8900.0], "800", holds));
        // small numbers are not read: too many offsets land on some number
        assert!(!entry_offset(&[8150.0, 50.0], "50", |x| x == "8200"));
        // a small offset to a total of 1,000 or more (blind round s68A)
        assert!(entry_offset(&[45.0, 1942.0], "1942", |x| x == "1897"));
        assert!(!entry_offset(&[45.0, 942.0], "942", |x| x == "897"));
        assert!(!entry_offset(&[5.0, 1942.0], "1942", |x| x == "1937"));
    }

    #[test]
    fn a_column_total_after_an_edit() {
        // blind round s68A: D-2407 corrected from 460 to 640 kg
        let csv = "delivery_id,grower,kg\nD-2406,Ferroudja,740\nD-2407,Ouali Hamid,460\nD-2408,Nadia,1380\n";
        let edit = "edit\npath: data/deliveries.csv\noldText: D-2407,Ouali Hamid,460\nnewText: D-2407,Ouali Hamid,640\n";
        let totals = edited_totals(&[csv, edit]);
        assert!(totals.contains("2760"), "{totals:?}");
        assert!(!totals.contains("2580"));
        // a replacement of several lines is not read
        let long = "edit\npath: data/deliveries.csv\noldText: D-2407,Ouali Hamid,460\nD-2408,Nadia,1380\nnewText: D-2407,Ouali Hamid,640\n";
        assert!(edited_totals(&[csv, long]).is_empty());
    }

    #[test]
    fn a_share_the_entry_writes_as_a_percentage() {
        // blind round s68B: a 50% advance of an 85,800 MXN order
        assert!(entry_percent_of(&[85800.0, 42900.0], &[50.0], "42900"));
        assert!(!entry_percent_of(&[85800.0, 43900.0], &[50.0], "43900"));
        assert!(entry_percent_of(&[1234.5, 185.18], &[15.0], "185.18"));
        assert!(!entry_percent_of(&[1234.5, 185.1], &[15.0], "185.1"));
        // no share of itself, of a smaller number, or at 100%
        assert!(!entry_percent_of(&[42900.0], &[100.0], "42900"));
        assert!(!entry_percent_of(&[400.0, 800.0], &[50.0], "800"));
    }

    #[test]
    fn a_quantity_at_an_evidence_price() {
        // blind round s68B: 110 kg at the purchase order's 780.00 MXN/kg
        let price = |x: &str| x == "780" || x == "800";
        assert!(quantity_priced(&[110.0, 85800.0], "85800", price));
        assert!(!quantity_priced(&[110.0, 85900.0], "85900", price));
        // a round price, a power of ten, or a small total prove nothing
        assert!(!quantity_priced(&[110.0, 88000.0], "88000", price));
        assert!(!quantity_priced(&[10.0, 7800.0], "7800", price));
        assert!(!quantity_priced(&[1.0, 780.0], "780", price));
    }

    #[test]
    fn a_product_the_evidence_works_out_is_read_on_the_entrys_quantity() {
        // blind round s69A: a stock check prints `1400 ct x 8 kg = 11200 kg`; the entry cuts
        // the order to 1,386 cartons, 11,088 kg
        let f = shown_factors("DS-PO-88412  Tarocco cal.4-6  1400 ct x 8 kg = 11200 kg  OK");
        assert_eq!(f, [(1400.0, 8.0), (8.0, 1400.0)]);
        assert!(shown_product(&[1386.0, 11088.0], "11088", &f));
        assert!(!shown_product(&[1386.0, 11096.0], "11096", &f));
        // a quantity far from the product's own is not read (3 × 8 = 24 of any entry)
        assert!(!shown_product(&[3.0, 24.0], "24", &f));
        assert!(!shown_product(&[700.0, 5600.0], "5600", &f));
        // a product that does not check, a factor of 1 or a power of ten is no factor
        assert!(shown_factors("1400 ct x 8 kg = 11000 kg").is_empty());
        assert!(shown_factors("12 x 1 = 12").is_empty());
        assert!(shown_factors("5 × 10 = 50").is_empty());
        assert!(shown_factors("3 x 100000 = 300000").is_empty());
        assert_eq!(shown_factors("3*2.5=7.5"), [(3.0, 2.5), (2.5, 3.0)]);
        assert_eq!(shown_factors("12 штук × 45 = 540").len(), 2);
    }

    #[test]
    fn a_sum_of_named_rows_written_with_zero_cents() {
        // new-user check, session 48: `66.00` and `112.00` are 178.00 (normalised `178`)
        let totals = "WO-3101   Bar Ziccarello                     66.00\n\
                      WO-3102   Trattoria 'u Pisci                112.00\n\
                      WO-3103   Hotel Politeama                   140.00";
        let names = ["WO-3101".to_string(), "WO-3102".to_string()];
        assert!(named_rows_sum(&names, "178", &[totals]));
        assert!(!named_rows_sum(&names, "188", &[totals]));
    }

    #[test]
    fn a_ledgers_open_balances_add_up_by_party() {
        // blind round s69A: a Read of a supplier ledger with a running balance per supplier
        let ledger = "     1\u{2192}date,supplier,ref,charge_php,payment_php,balance_php\n\
                      \x20    2\u{2192}2024-12-01,Mang Rudy Sicat,BAL-FWD,12400.00,0.00,12400.00\n\
                      \x20    3\u{2192}2024-12-12,Ka Ador Manabat,DR-0412,17661.60,0.00,17661.60\n\
                      \x20    4\u{2192}2024-12-13,Mang Rudy Sicat,DR-3329,29862.00,0.00,42262.00\n\
                      \x20    5\u{2192}2024-12-14,Ka Ador Manabat,BPI-0093,0.00,17661.60,0.00\n\
                      \x20    6\u{2192}2024-12-15,Pampanga Charcoal,SI-7781,9600.00,0.00,9600.00";
        assert_eq!(ledger_open_total(ledger).as_deref(), Some("51862"));
        // without a balance column, or with one row per party, nothing is read
        assert_eq!(
            ledger_open_total("name,amount,total\nA,1,1\nA,2,3\nB,4,4"),
            None
        );
        assert_eq!(
            ledger_open_total("name,charge,balance\nA,1,1\nB,2,2\nC,4,4"),
            None
        );
        // a column named for the parties wins over an earlier one that repeats
        let typed = "type,supplier,amount,balance\nBAL,X,5,5\nBAL,Y,3,3\nPAY,X,-5,0\nINV,Y,2,5";
        assert_eq!(ledger_open_total(typed).as_deref(), Some("5"));
        // a prose line with commas before the table does not hide it
        let prose = format!("Ledger, as of today, below\n{typed}");
        assert_eq!(ledger_open_total(&prose).as_deref(), Some("5"));
    }

    #[test]
    fn differences_of_name_value_pairs() {
        // blind round s43B: MLflow's metrics, `{"key": …, "value": …}` on two lines
        let mlflow = "[\n {\n  \"key\": \"val_mae_min\",\n  \"value\": 6.842\n },\n {\n  \"key\": \"val_rmse_min\",\n  \"value\": 11.9\n }\n]\n[{\"key\": \"val_mae_min\", \"value\": 7.315}]";
        let d = column_differences(mlflow);
        assert!(d.contains(&"0.473".to_string()), "{d:?}");
        // a name with no value after it names nothing
        assert!(column_differences("\"key\": \"a\",\n\"other\": 1.25\n\"value\": 3.50").is_empty());
    }

    #[test]
    fn differences_within_a_short_column() {
        // blind s41A: "The dev table holds 822249 more rows than production"
        let psql = "+----------------+-----------+\n| SRC            | SHIPMENTS |\n|----------------+-----------|\n| raw            |   4213806 |\n| analytics_dev  |   4213789 |\n| analytics_prod |   3391540 |\n+----------------+-----------+";
        let d = column_differences(psql);
        assert!(d.contains(&"822249".to_string()), "{d:?}");
        assert!(
            column_differences("n,count\na,40\nb,75").is_empty(),
            "under 100: no quantity"
        );
        // a long column's pairs are not read
        let long: String = std::iter::once("id,rows".to_string())
            .chain((0..9).map(|i| format!("r{i},{}", 1000 + i * 137)))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(column_differences(&long).is_empty());
    }

    #[test]
    fn dates_in_any_form() {
        let mut s = DateSet::default();
        s.add_text("Date:   Tue Feb 18 11:42:07 2025 +0100\nsend them Friday 09-05 in the morning\nfiled 18 Mar 2024, due 4/30/2025");
        assert!(s.holds((2025, 2, 18)));
        assert!(s.holds((2025, 9, 5)), "09-05 has no year");
        assert!(s.holds((2024, 3, 18)));
        assert!(s.holds((2025, 4, 30)));
        assert!(!s.holds((2025, 2, 19)));
        assert!(!s.holds((2024, 2, 18)), "another year");
        assert_eq!(iso_date("2025-02-18T11:42:07Z"), Some((2025, 2, 18)));
        assert_eq!(iso_date("2025-13-01"), None);
    }

    #[test]
    fn totals_of_columns_keys_and_counted_words() {
        let csv = "employee_id,name,unpaid_ot_hours,rate\nE-1,Rui,6.5,18.40\nE-2,Joana,9.0,16.75\nE-3,Miguel,6.0,21.10\nE-4,Ana,4.0,17.60";
        assert!(field_totals(csv).contains("25.5"));
        let cargo = "test result: ok. 64 passed; 0 failed; 0 ignored\n\ntest result: ok. 36 passed; 0 failed; 1 ignored\ntest result: ok. 9 passed; 0 failed\ntest result: ok. 5 passed; 0 failed";
        let t = field_totals(cargo);
        assert!(t.contains("114"), "{t:?}");
        let two = "region,orders\nEU,1200\nUS,800\nAPAC,450";
        assert!(field_totals(two).contains("2450"), "a table of two columns");
        let kv = "dt: 2026-11-27, rows: 120\ndt: 2026-11-28, rows: 80";
        assert!(field_totals(kv).contains("200"));
        // a key with its unit in parentheses (blind round s30A)
        let gbp = "Insurance value (GBP): 185,000, Object: lens\nInsurance value (GBP): 62,500, Object: oil\nInsurance value (GBP): 14,000\nInsurance value (GBP): 8,750";
        assert!(field_totals(gbp).contains("270250"));
        // a unit with a capital inside labels its numbers too (blind round s71A)
        let units = "U1  avg flow 2.91 m3/s  energy 26.9 MWh  hours run 24.0\nU2  avg flow 2.64 m3/s  energy 24.3 MWh  hours run 24.0";
        assert!(field_totals(units).contains("51.2"));
        assert!(unit_word("MWh") && unit_word("GiB") && !unit_word("EUR") && !unit_word("kg"));
        // the last numbers of rows printed without a header (blind round s71A)
        let rows = "Quitada S-041; quedan 4 filas\nS-014 kg_oliva 765.86\nS-027 calidad 1239.75\nS-033 rend_pct -466.28\nS-052 duplicado -6971.33\nliquidacion_nov.csv: sin cambios";
        let t = field_totals(rows);
        assert!(t.contains("-5432") || t.contains("-5432.00"), "{t:?}");
        // rows of another shape are another run, and one row is none
        let mixed =
            "S-014 kg_oliva 765.86\nS-027 calidad de aceite 1239.75\nS-033 rend_pct -466.28";
        assert!(!field_totals(mixed)
            .iter()
            .any(|x| x.starts_with("2005") || x.starts_with("299")));
        // one number is no total, and dates are not summed
        assert!(!field_totals("rows: 120").contains("120"));
        assert!(!field_totals("2026-11-27 and 2026-11-28").contains("4053"));
    }

    #[test]
    fn magnitudes_round_or_cut() {
        let ev: Vec<String> = ["136402", "141203", "1208114", "0.5"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        assert!(approximates(&ev, "136", 1e3));
        assert!(approximates(&ev, "141", 1e3));
        assert!(approximates(&ev, "1.2", 1e6));
        assert!(!approximates(&ev, "140", 1e3));
        assert!(!approximates(&ev, "1.3", 1e6));
        assert!(!approximates(&ev, "0", 1e3), "0.5 is not 0k");
    }

    #[test]
    fn percentile_names() {
        assert_eq!(percentile("p99").as_deref(), Some("0.99"));
        assert_eq!(percentile("P50").as_deref(), Some("0.5"));
        assert_eq!(percentile("p999").as_deref(), Some("0.999"));
        assert_eq!(percentile("p99.9").as_deref(), Some("0.999"));
        assert_eq!(percentile("90th-percentile").as_deref(), Some("0.9"));
        assert_eq!(percentile("99th_percentile").as_deref(), Some("0.99"));
        assert_eq!(percentile("p1"), None);
        assert_eq!(percentile("9th-percentile"), None);
        assert_eq!(percentile("pod"), None);
    }

    #[test]
    fn clock_form_durations_after_a_cue() {
        // blind round s30A: "done in 2:41:07" restated as 9,667 s
        let mut d = Durations::default();
        d.add_text(
            "[reindex] done in 2:41:07 (avg 42.7 chunks/s)\nstarted at 09:12:44\nuptime 49:12:03",
        );
        assert!(d.holds("9667", 1e3));
        assert!(d.holds("2.7", 3.6e6), "2 h 41 min is about 2.7 h");
        assert!(!d.holds("33164", 1e3), "09:12:44 is a time of day");
        assert!(d.holds("49.2", 3.6e6), "49 hours is no time of day");
    }

    #[test]
    fn costs_of_a_count_at_a_unit_price_on_one_line() {
        // a new user's trial, session 30: "the €1,527.20 catering budget" for 83 lunches at
        // 18,40 € in the order's body
        let p = line_products("commander 83 déjeuners à 18,40 € (dont 19 végétariens)\n7 at 2.00");
        assert!(p.contains(&"1527.2".to_string()), "{p:?}");
        assert!(p.contains(&"349.6".to_string()), "{p:?}");
        assert!(
            !p.iter().any(|x| x == "14"),
            "a whole product proves nothing: {p:?}"
        );
        assert!(
            line_products("83 lunches\nat 18.40 each").is_empty(),
            "two lines"
        );
    }

    #[test]
    fn zoned_times_convert() {
        let mut z = ZoneTimes::default();
        z.add_text(r#"{"start": "2025-04-17T21:00:00Z", "end": "2025-04-17T22:30:00+00:00"} call at 09:00 CET"#);
        let pt = zone_offsets("PT").unwrap();
        assert!(z.holds(14 * 60, pt), "21:00Z is 14:00 PDT");
        assert!(z.holds(15 * 60 + 30, pt), "22:30Z is 15:30 PDT");
        assert!(!z.holds(16 * 60, pt));
        assert!(
            z.holds(8 * 60, zone_offsets("UTC").unwrap()),
            "09:00 CET is 08:00 UTC"
        );
        assert!(zoned_times_seen(&z, "busy 14:00–15:30 PT", "14:00", 10));
        assert!(zoned_times_seen(
            &z,
            "busy 14:00-15:30 PT",
            "14:00-15:30",
            16
        ));
        assert!(!zoned_times_seen(
            &z,
            "busy 14:00-16:00 PT",
            "14:00-16:00",
            16
        ));
        assert!(!zoned_times_seen(&z, "busy 14:00 in the room", "14:00", 10));
        // a range written with a word, against the user's range in CET (blind round s37A)
        let mut w = ZoneTimes::default();
        w.add_text("Cutover window is donderdag 13 maart 21:00–23:00 CET.");
        let entry = "from 21:00 to 23:00 CET, which is 20:00 to 22:00 UTC";
        assert!(zoned_times_seen(&w, entry, "20:00", 39));
        assert!(zoned_times_seen(&w, entry, "22:00", 48));
        assert!(!zoned_times_seen(
            &w,
            "from 18:00 to 22:00 UTC",
            "18:00",
            10
        ));
        // a range in the user's language (a new user's trial, session 30: "Donnerstag 10:00
        // bis 11:00 PT" as "17:00 to 18:00 UTC")
        let mut g = ZoneTimes::default();
        g.add_text("Das Release-Meeting ist Donnerstag 10:00 bis 11:00 PT.");
        assert!(zoned_times_seen(&g, "i.e. 17:00 to 18:00 UTC", "17:00", 10));
        assert!(!zoned_times_seen(
            &g,
            "i.e. 16:00 to 18:00 UTC",
            "16:00",
            10
        ));
        let mut f = ZoneTimes::default();
        f.add_text("le créneau de 10:00 voire 11:00 PT");
        assert!(
            !zoned_times_seen(&f, "at 17:00 UTC", "17:00", 8),
            "no range word"
        );
        // an offset after the zone is the zone (a new user's trial, session 14)
        assert!(zoned_times_seen(&z, "call at 22:00 UTC+1", "22:00", 12));
        assert!(!zoned_times_seen(&z, "call at 21:00 UTC+1", "21:00", 12));
        assert_eq!(iso_utc("2025-04-17T23:00:00+02:00"), Some(21 * 60));
        // a Unix timestamp is an instant (a new user's trial, session 15: Stripe's `due_by`)
        let mut z = ZoneTimes::default();
        z.add_text(r#"{"due_by": 1741737599, "reason": "duplicate"}"#);
        assert!(zoned_times_seen(
            &z,
            "due 2025-03-11 23:59 UTC",
            "23:59",
            20
        ));
        assert!(!zoned_times_seen(
            &z,
            "due 2025-03-11 22:59 UTC",
            "22:59",
            20
        ));
        assert_eq!(iso_utc("2025-04-17"), None);
        // 12-hour times and zones spelled out (a new user's trial, session 16: a ticket's
        // `created_at` 22:14Z as "5:14pm Eastern")
        let mut z = ZoneTimes::default();
        z.add_text(r#"{"created_at": "2025-01-09T22:14:00Z"}"#);
        assert!(zoned_times_seen(
            &z,
            "opened at 5:14pm Eastern (72h)",
            "5:14pm",
            16
        ));
        assert!(zoned_times_seen(&z, "opened at 5:14 PM ET", "5:14", 14));
        assert!(zoned_times_seen(
            &z,
            "opened at 5:14 p.m. Eastern",
            "5:14",
            14
        ));
        assert!(zoned_times_seen(&z, "opened at 22:14 UTC", "22:14", 14));
        // a city names the zone (blind round s29: "06:48 Budapest time" for 05:48Z in
        // December; "5:14pm New York time")
        let mut b = ZoneTimes::default();
        b.add_text("2025-12-01T05:48:10.114Z ERROR rejected");
        assert!(zoned_times_seen(&b, "at 06:48 Budapest time", "06:48", 8));
        assert!(!zoned_times_seen(&b, "at 08:48 Budapest time", "08:48", 8));
        assert!(!zoned_times_seen(
            &b,
            "at 06:48 Springfield time",
            "06:48",
            8
        ));
        assert!(zoned_times_seen(
            &z,
            "opened at 5:14pm New York time",
            "5:14pm",
            16
        ));
        assert!(!zoned_times_seen(
            &z,
            "opened at 5:14pm Tokyo time",
            "5:14pm",
            16
        ));
        // and a time the entry converts from its own city time (trial s24I: "10:00 Istanbul
        // time (07:00 UTC)")
        let mut own = ZoneTimes::default();
        own.add_text("tomorrow at 10:00 Istanbul time");
        assert!(own.holds(7 * 60, &[0]));
        let mut own = ZoneTimes::default();
        own.add_text("at 9:30 New York time");
        assert!(own.holds(14 * 60 + 30, &[0]) && own.holds(13 * 60 + 30, &[0]));
        assert!(!zoned_times_seen(
            &z,
            "opened at 5:14am Eastern",
            "5:14am",
            16
        ));
        assert!(
            zoned_times_seen(&z, "opened at 6:14pm Eastern", "6:14pm", 16),
            "EDT: either offset"
        );
        assert!(!zoned_times_seen(
            &z,
            "opened at 7:14pm Eastern",
            "7:14pm",
            16
        ));
        assert!(
            !zoned_times_seen(&z, "opened at 5:14pm", "5:14pm", 16),
            "no zone, no instant"
        );
        assert_eq!(twelve_hour(12 * 60 + 5, Some(false)), Some(5));
        // PostgreSQL's timestamptz (a new user's trial, session 16)
        let mut z = ZoneTimes::default();
        z.add_text("run_at\n2026-01-14 02:00:41-06\n2026-01-15 09:15:00+05:30");
        assert!(zoned_times_seen(&z, "runs at 08:00 UTC", "08:00", 13));
        assert!(zoned_times_seen(&z, "ran at 03:45 UTC", "03:45", 12));
        assert!(!zoned_times_seen(&z, "runs at 02:00 UTC", "02:00", 13));
        assert_eq!(clock_offset("10:00-11:00"), None);
        assert_eq!(twelve_hour(17 * 60, Some(true)), None);
    }

    #[test]
    fn cjk_dates() {
        // a new user's trial, session 16: "9月24日 22:00 JST の変更ウィンドウ"
        let mut d = DateSet::default();
        d.add_text("アップグレードは 9月24日 22:00 JST の変更ウィンドウで、2025年3月5日にも。9월 30일까지, 2024년 10월 2일");
        assert!(d.holds((2024, 9, 24)) && d.holds((2025, 3, 5)) && d.holds((2024, 9, 30)));
        assert!(d.holds((2024, 10, 2)) && !d.holds((2023, 10, 2)));
        assert!(!d.holds((2024, 9, 25)) && !d.holds((2024, 3, 5)));
        let mut d = DateSet::default();
        d.add_text("13月2日 and 9月40日 and 月曜日");
        assert!(d.days.is_empty());
    }

    #[test]
    fn dates_with_month_names_of_other_languages() {
        // a new user's blind trial, session 19: "demo joi, 20 noiembrie" backs 2025-11-20
        let mut d = DateSet::default();
        d.add_text(
            "Andrei are demo joi, 20 noiembrie. Am 5. März 2025; el 12 de marzo; 3 października",
        );
        assert!(d.holds((2025, 11, 20)) && !d.holds((2025, 11, 10)));
        assert!(d.holds((2025, 3, 5)) && !d.holds((2024, 3, 5)));
        assert!(d.holds((2025, 3, 12)) && d.holds((2025, 10, 3)));
        assert_eq!(month("Noiembrie"), Some(11));
        assert_eq!(month("Février"), Some(2));
        assert_eq!(month("mayıs"), Some(5));
        assert_eq!(month("Feb"), Some(2));
        assert_eq!(month("marble"), None);
    }

    #[test]
    fn unix_timestamps_are_dates() {
        // a certificate's `expiration` in seconds (a new user's trial, session 14)
        assert_eq!(epoch_date("1725360071"), Some((2024, 9, 3)));
        assert_eq!(epoch_date("1725360071000"), Some((2024, 9, 3)));
        assert_eq!(epoch_date("0000000000"), None);
        // blind round s36A: a Grafana frame's timestamps in milliseconds
        assert_eq!(epoch_clock("1741662900000"), Some(3 * 60 + 15));
        assert_eq!(epoch_clock("1741662900"), Some(3 * 60 + 15));
        assert_eq!(epoch_clock("20250311"), None);
        assert_eq!(epoch_date("12345"), None);
        // Slack's `ts`, seconds with a fraction (a new user's trial, session 18)
        assert_eq!(epoch_date("1747235712.004100"), Some((2025, 5, 14)));
        assert_eq!(epoch_date("1747235712.5.1"), None);
        let mut d = DateSet::default();
        d.add_text(r#"{"expiration": 1725360071}"#);
        assert!(d.holds((2024, 9, 3)) && !d.holds((2024, 9, 4)));
    }

    #[test]
    fn quoted_csv_cells() {
        let line = r#""after_fix_pixel7.perfetto-trace","Pixel 7",1106,212,"Choreographer#doFrame (5,101 ms)""#;
        assert_eq!(
            quoted_cells(line),
            [
                "after_fix_pixel7.perfetto-trace",
                "Pixel 7",
                "1106",
                "212",
                "Choreographer#doFrame (5,101 ms)"
            ]
        );
        let mut d = Durations::default();
        d.add_text("trace,device,ttid_ms,longest_main_slice\n\"before.trace\",\"Pixel 7\",2874,\"awaitInitialSync (5,101 ms)\"");
        assert!(d.holds("2.9", 1e3), "ttid_ms 2874 is 2.9 s");
    }

    #[test]
    fn durations_in_spaced_parts() {
        let two = "took 5 s\nBUILD SUCCESSFUL in 1m 12s";
        let d = spaced_durations(two);
        assert_eq!(
            (&two[d[0].start..d[0].end], d[0].total_ms),
            ("1m 12s", 72e3)
        );
        let d = spaced_durations(
            "BUILD SUCCESSFUL in 1m 12s, after 3 h 25 min (or 2 hours 5.5 minutes)",
        );
        let totals: Vec<f64> = d.iter().map(|d| d.total_ms).collect();
        assert_eq!(totals, [72e3, 12_300e3, 7_530e3]);
        assert_eq!((d[2].last_unit_ms, d[2].decimals), (6e4, 1));
        // no compound: smaller units first, one part, a bare `m` alone, metres
        for t in ["12s 1m", "took 12 s", "5 m 3 km", "ran 3 m", "1 h 1 h"] {
            assert!(spaced_durations(t).is_empty(), "{t}");
        }
        let mut ev = Durations::default();
        ev.add_text("> Task :app:test\nBUILD SUCCESSFUL in 1m 12s\n24 actionable tasks");
        assert!(ev.holds("72", 1e3));
    }

    #[test]
    fn times_of_iso_timestamps() {
        // blind round s49A: "at 9:00" for a reminder set `at: 2025-07-07T09:00:00+02:00`
        assert_eq!(iso_clock("2025-07-07T09:00:00+02:00"), Some(540));
        assert_eq!(iso_clock("2025-07-07T23:15Z"), Some(23 * 60 + 15));
        assert_eq!(iso_clock("2025-07-07T09:00:00.250-05:00"), Some(540));
        assert_eq!(iso_clock("09:00:00"), None);
        assert_eq!(iso_clock("2025-07-07"), None);
    }

    #[test]
    fn approximate_products() {
        // blind round s49B: "at 34.5 tabs a day, the 47 days … about 1,620 of 1,800 tablets"
        let values = [34.5, 47.0, 1620.0, 1800.0];
        assert!(entry_product_about(&values, "1620") && !entry_product(&values, "1620"));
        assert!(entry_product_about(&values, "1600"), "to hundreds");
        assert!(!entry_product_about(&values, "1660") && !entry_product_about(&values, "1500"));
        assert!(
            !entry_product_about(&values, "1625"),
            "a whole number with no zero is exact"
        );
    }

    #[test]
    fn a_number_restated_in_a_larger_unit() {
        // blind round s50A: "Batch totals: 20,337 kg (about 20.3 t)"
        assert!(restated_scaled("Batch totals: 20,337 kg (about ", "20.3"));
        assert!(restated_scaled("Load: 0.5 t (~", "500"));
        // blind round s51B: "The six cleared tanks hold 31,305 L, about 313 hL."
        assert!(restated_scaled(
            "The six cleared tanks hold 31,305 L, about ",
            "313"
        ));
        assert!(!restated_scaled(
            "The six cleared tanks hold 31,305 L, about ",
            "314"
        ));
        assert!(
            !restated_scaled("They hold 31,305 L about ", "313"),
            "no comma"
        );
        assert!(!restated_scaled("Batch totals: 20,337 kg (about ", "20.4"));
        assert!(!restated_scaled("Batch totals: 20,337 kg (", "20.3"));
        // the number must stand just before the parenthesis
        assert!(!restated_scaled(
            "20,337 kg over the whole harvest (about ",
            "20.3"
        ));
    }

    #[test]
    fn amounts_with_a_stated_tax_rate() {
        // blind round s50A: `price_ngn: 1845000` and `vat_pct: 7.5` of one vendor quote
        let quote = "currency: NGN, vat_pct: 7.5\nbundle_id: BND-A, copies: 18, price_ngn: 1845000";
        let t = taxed_amounts(quote);
        assert!(t.contains("1983375"), "{t:?}");
        // a rate on a line that names the tax
        let t = taxed_amounts("Subtotal NGN 2,615,000; VAT 7.5% NGN 196,125");
        assert!(t.contains("2811125"), "{t:?}");
        // a percentage that names no tax is no rate
        assert!(taxed_amounts("discount 7.5%\nprice 1845000").is_empty());
        assert!(taxed_amounts("price_ngn: 1845000").is_empty());
    }

    #[test]
    fn totals_of_json_objects() {
        // blind round s49B: "five September deposits settled, NPR 1,010,000 in total" sums the
        // `amount_minor` (paisa) of the settled transactions of a payment API's list, which the
        // record layer writes one row a line, also where the list is JSON text held in a shell
        // tool's `output` field or the body after a status line
        let body = r#"{"count": 4, "transactions": [
            {"txn_id": "a", "amount_minor": 16000000, "status": "settled"},
            {"txn_id": "b", "amount_minor": 24000000, "status": "settled"},
            {"txn_id": "c", "amount_minor": 14000000, "status": "failed"},
            {"txn_id": "d", "amount_minor": 61000000, "status": "settled"}]}"#;
        let wrapped = serde_json::json!({ "output": body, "exit_code": 0 }).to_string();
        for text in [body.to_string(), format!("HTTP 200\n{body}"), wrapped] {
            let rendered = crate::record::tool_output_text(text);
            let totals = field_totals(&rendered);
            assert!(totals.contains("101000000"), "{rendered}\n{totals:?}");
            assert!(totals.contains("115000000"), "all objects");
            assert!(!totals.contains("14000000"), "one object is no total");
            assert!(
                !totals.contains("40000000"),
                "two of three settled are no group"
            );
        }
        // blind round s50B: "59 pallets in three containers" sums the containers' `pallets`,
        // not those of the products nested in each container's row
        let manifest = r#"{"containers": [
            {"container": "A1", "pallets": 20, "products": [{"kg": 9800, "pallets": 12}, {"kg": 6400, "pallets": 8}]},
            {"container": "B2", "pallets": 21, "products": [{"kg": 5460, "pallets": 13}, {"kg": 8200, "pallets": 8}]},
            {"container": "C3", "pallets": 18, "products": [{"kg": 14220, "pallets": 18}]}]}"#;
        let totals = field_totals(&crate::record::tool_output_text(manifest.into()));
        assert!(
            totals.contains("59") && totals.contains("44080"),
            "{totals:?}"
        );
    }

    #[test]
    fn plan_rows_scanned() {
        // blind round s48: "orders_order has about 2.16 million rows, 488,920 of them open"
        let plan = "->  Seq Scan on orders_order  (cost=0.00..61240.10 rows=490104 width=188) (actual time=0.019..402.771 rows=488920 loops=1)\n      Filter: ((status)::text = 'open'::text)\n      Rows Removed by Filter: 1672044\n->  Index Scan using x on y  (cost=0.4..8.4 rows=1 width=8) (actual time=0.01..0.01 rows=2 loops=50)\n      Rows Removed by Filter: 3\n";
        let rows = scanned_rows(plan);
        assert!(rows.contains(&"2160964".to_string()), "{rows:?}");
        assert!(rows.contains(&"5".to_string()) && rows.contains(&"250".to_string()));
        // the planner's estimate (490104) is no actual count
        assert!(!rows.contains(&"2162148".to_string()));
        assert!(scanned_rows("rows=5 loops=1\nremoved 3").is_empty());
    }

    #[test]
    fn duration_column_totals() {
        // blind round s48: "the three OrderListView statements together used about 48,604 s"
        // sums the `total_exec_time_ms` of the rows that share the view, in seconds
        let table = "queryid | calls | total_exec_time_ms | view\n\
            ---------+-------+--------------------+-----\n\
            -412 | 9812 | 46318904.2 | orders.views.OrderListView\n\
            7731 | 9812 | 2201148.9 | orders.views.OrderListView\n\
            -229 | 312 | 961077.4 | dashboard.views.SalesSummaryView\n\
            1188 | 9790 | 84210.7 | orders.views.OrderListView\n";
        let mut d = Durations::default();
        d.add_text(table);
        let s = time_unit_ms("s").unwrap();
        assert!(d.holds("48604", s), "the rows of one view");
        assert!(d.holds("49565", s), "the whole column");
        assert!(d.holds("46319", s), "one cell");
        assert!(
            !d.holds("48700", s) && !d.holds("47280", s),
            "other sums of rows"
        );
        // a count column is no duration, and neither is its total
        assert!(!d.holds("29726", s) && !d.holds("29726", time_unit_ms("ms").unwrap()));
    }

    #[test]
    fn durations_restated_in_another_unit() {
        let mut d = Durations::default();
        d.add_text("\"rotation_period\": 2592000,\n\"ttl\": 2591995\ntimeout_ms=90000 retry after 72h, lease 15 minutes\nrequest_count: 3600");
        let unit = |u| time_unit_ms(u).unwrap();
        assert!(d.holds("30", unit("days")), "2592000 s is 30 days");
        assert!(d.holds("90", unit("s")), "90000 ms is 90 s");
        assert!(d.holds("1.5", unit("min")));
        assert!(d.holds("3", unit("d")), "72h is 3 days");
        assert!(
            d.holds("0.25", unit("hours")),
            "15 minutes is a quarter hour"
        );
        assert!(!d.holds("31", unit("days")));
        // a count is no duration
        assert!(!d.holds("1", unit("hour")));
        assert_eq!(time_unit_ms("m"), None);
        // compound durations and intervals, rounded as written (a new user's trial, session 15)
        let mut d = Durations::default();
        d.add_text(
            "Time: 1m12.604s\npg-orders-03 | 00:11:38.402117 | 00:00:00.412877\nstarted 14:05:00",
        );
        assert!(
            d.holds("72.6", unit("s"))
                && d.holds("11.6", unit("minutes"))
                && d.holds("0.41", unit("s"))
        );
        assert!(
            !d.holds("72.7", unit("s")) && !d.holds("14", unit("hours")),
            "a time of day is no duration"
        );
        assert!(d.holds_compound("1m12.6s") && !d.holds_compound("1m13.6s"));
        assert_eq!(compound_ms("1m12.604s"), Some(72_604.0));
        assert_eq!(compound_ms("2h30m"), Some(9_000_000.0));
        assert_eq!(compound_ms("5m"), None);
        assert_eq!(compound_ms("v2"), None);
        // the time between two timestamps (a new user's trial, session 16: an operation's
        // start and end)
        let mut d = Durations::default();
        d.add_text(r#"{"startTime": "2024-09-17T08:14:03.221Z", "endTime": "2024-09-17T08:15:41.870Z", "status": "DONE"}"#);
        assert!(d.holds("98.6", unit("s")) && d.holds("1.6", unit("minutes")));
        // milliseconds under a key without a unit (a new user's trial, session 16:
        // Elasticsearch's `took`, Spark's task `duration`)
        let mut d = Durations::default();
        d.add_text(r#"{"took": 1581220, "stage": {"duration":6463110}, "ttl": 300}"#);
        assert!(d.holds("26", unit("minutes")) && d.holds("108", unit("min")));
        assert!(
            d.holds("5", unit("minutes")) && !d.holds("300", unit("ms")),
            "ttl is in seconds only"
        );
        assert!(!d.holds("98.7", unit("s")));
        assert_eq!(iso_instant_ms("1970-01-02T00:00:01Z"), Some(86_401_000));
        assert_eq!(
            iso_instant_ms("2024-03-01T00:00:00Z")
                .zip(iso_instant_ms("2024-02-28T00:00:00Z"))
                .map(|(a, b)| a - b),
            Some(2 * 86_400_000)
        );
        assert_eq!(iso_instant_ms("2024-09-17"), None);
    }

    #[test]
    fn totals_of_groups_in_aligned_columns_whose_cells_hold_single_spaces() {
        // blind round s70B: a wages table aligned with two spaces or more, names with one
        let t = "worker  name                 sec  days     kg      base     total\n\
                 W-114   Banteilang Syiem     B       6  176.0   1560.00   1972.00\n\
                 W-115   Phrangsngi Nongrum   B       5  151.5   1300.00   1410.25\n\
                 W-118   Kyntiew Lyngdoh      B       6  143.0   1560.00   1560.00\n\
                 W-121   Ibalarihun Dkhar     C       6  171.0   1560.00   1954.50\n\
                 W-123   Merilin Khongwir     C       4   98.5   1040.00   1048.75\n\
                 TOTAL  6 workers  total 7945.50\n";
        let totals = field_totals(t);
        assert!(totals.contains("4942.25"), "section B: {totals:?}");
        assert!(totals.contains("3003.25"), "section C");
        assert!(!totals.contains("4942.2"));
        assert_eq!(
            wide_cells("W-114   Banteilang Syiem     B       6"),
            ["W-114", "Banteilang Syiem", "B", "6"]
        );
    }

    #[test]
    fn totals_over_the_rows_of_one_group_and_durations_in_a_column() {
        // a new user's trial, session 16: Snowflake's table with a rule under its header, a
        // CSV of receipts
        let t = "WAREHOUSE_NAME | WEEK_START | CREDITS_USED\n---------------+------------+-------------\n\
                 TRANSFORM_WH   | 2025-03-03 |       412.37\nTRANSFORM_WH   | 2025-03-10 |      1186.52\n\
                 LOADER_WH      | 2025-03-03 |        96.44\nLOADER_WH      | 2025-03-10 |       102.90\n";
        let totals = field_totals(t);
        assert!(
            totals.contains("1798.23"),
            "the whole column, under its rule"
        );
        assert!(
            totals.contains("1289.42") && totals.contains("508.81"),
            "{totals:?}"
        );
        assert!(totals.contains("1598.89"), "the rows of one warehouse");
        assert!(!totals.contains("1698.89"));
        let csv = "date,item,amount_usd,receipt\n2025-01-11,heater,89.99,yes\n2025-01-19,heater 2,64.50,yes\n2025-01-31,power,41.20,no\n2025-02-17,power,37.85,no";
        let totals = field_totals(csv);
        assert!(totals.contains("154.49") && totals.contains("79.05") && totals.contains("233.54"));
        assert!(!totals.contains("131.19"), "rows of no shared cell");
        // rows that share the cells of two columns (blind round s49B: "the MapTileCache NPE on
        // 4.12.1 affected 1,290 users across Android 13 and 14", 913 + 377)
        let crashes = "signature | app_version | os | crashes | users_affected\n\
                       ----------+-------------+----+---------+---------------\n\
                       MapTileCache NPE | 4.12.1 | Android 14 | 1284 | 913\n\
                       MapTileCache NPE | 4.12.1 | Android 13 | 402 | 377\n\
                       MapTileCache NPE | 4.12.0 | Android 14 | 57 | 51\n\
                       OfflineSync lock | 4.12.1 | Android 14 | 219 | 198\n";
        let totals = field_totals(crashes);
        assert!(totals.contains("1290") && totals.contains("1341") && totals.contains("1488"));
        assert!(
            totals.contains("964") && !totals.contains("575"),
            "only whole groups"
        );
        let md = "| name | ms |\n|---|---:|\n| a | 10 |\n| b | 15 |";
        assert!(
            field_totals(md).contains("25"),
            "a markdown rule keeps the header"
        );
        let mut d = Durations::default();
        d.add_text("QUERY_TAG      | RUNS | AVG_ELAPSED_S\n---------------+------+--------------\ndbt:stg_events |  138 |        1648.7\n");
        assert!(
            d.holds("27.5", time_unit_ms("minutes").unwrap()),
            "1648.7 s"
        );
        assert!(
            !d.holds("138", time_unit_ms("s").unwrap()),
            "RUNS is no duration"
        );
    }

    #[test]
    fn totals_of_columns_aligned_with_spaces() {
        let t = "sku         location   system  counted  variance  var_pct\n\
                 SKU-448120  C03-02-A      240      238        -2   -0.83%\n\
                 SKU-610052  C09-04-B      410      436       +26   +6.34%\n\
                 SKU-502311  C05-01-C     1180     1142       -38   -3.22%\n\
                 ---\nlocations: 9";
        let totals = field_totals(t);
        assert!(
            totals.contains("-14") && totals.contains("14"),
            "{totals:?}"
        );
        assert!(
            totals.contains("1830") && totals.contains("1816"),
            "{totals:?}"
        );
        // prose is no header: its words are not single column names
        assert!(field_totals("We counted the bins twice.\n3 4 5 6 7\n1 2 3 4 5").is_empty());
    }

    #[test]
    fn totals_of_a_table_cut_at_the_spans_of_its_dashed_rule() {
        // blind round s59A: `sqlite3 -column` output whose cells hold spaces
        let t = "lot_id    supplier              origin         net_kg  amount_inr\n\
                 --------  --------------------  -------------  ------  ----------\n\
                 RCN-1021  Khuntia Traders       Ivory Coast    4800    540000.00\n\
                 RCN-1022  Odisha Agro Link      Koraput        3600    435600.00\n\
                 RCN-1027  Khuntia Traders       Guinea-Bissau  4920    581544.00\n\
                 \n\
                 6 rows";
        let totals = field_totals(t);
        assert!(totals.contains("13320"), "{totals:?}");
        assert!(totals.contains("1557144"), "{totals:?}");
        // the rows of one supplier, whose name holds a space
        assert!(totals.contains("9720"), "{totals:?}");
        assert_eq!(rule_spans("--------  ----  --"), Some(vec![0, 10, 16]));
        assert_eq!(rule_spans("--- - ---"), None, "a group of one dash");
        assert_eq!(rule_spans("----------"), None, "one group");
        assert_eq!(
            cut_at_spans("ab  Ivory Coast  12", &[0, 4, 17]),
            Some(vec!["ab", "Ivory Coast", "12"])
        );
        assert_eq!(
            cut_at_spans("abcdef  x", &[0, 4]),
            None,
            "runs into the next"
        );
    }

    #[test]
    fn shares_the_entry_computes_from_its_own_numbers() {
        assert!(entry_ratio(&[11.74, 12.0, 4_127_730.0], "98%"));
        assert!(entry_ratio(&[9_817_724_410.0, 1_202_339_871.0], "89.1%"));
        assert!(entry_ratio(&[39.06, 39.35], "0.7%"));
        assert!(!entry_ratio(&[11.74, 12.0], "97%"));
        assert!(!entry_ratio(&[11.74], "98%"), "one number is no ratio");
    }

    #[test]
    fn multiples_the_entry_computes_from_its_own_numbers() {
        // a new user's trial, session 16: a warehouse's weekly credits
        let values = [412.37, 1186.52, 8.0];
        assert!(entry_multiple(&values, "2.9x") && entry_multiple(&values, "2.88"));
        assert!(entry_multiple(&values, "3x"), "2.88 rounds to 3");
        assert!(!entry_multiple(&values, "3.1x") && !entry_multiple(&values, "4x"));
        assert!(
            !entry_multiple(&[5.0], "5x"),
            "the multiple itself is no operand"
        );
        assert_eq!(multiple("2.9x"), Some("2.9"));
        // products (a new user's trial, session 16)
        let listing = |q: &str| q == "2150" || q == "85" || q == "12.5";
        assert!(evidence_multiple(&[4.0], "8600", listing));
        assert!(!evidence_multiple(&[4.0], "8000", listing));
        assert!(!evidence_multiple(&[3.0], "8600", listing));
        assert!(evidence_multiple(&[2.0], "25", listing));
        assert!(!evidence_multiple(&[], "8600", listing));
        assert!(entry_product(&[3.0, 2940.0, 8820.0], "8820"));
        assert!(entry_product(&[27.0, 2.0, 54.0], "54"));
        assert!(!entry_product(&[27.0, 2.0, 56.0], "56"));
        // a count at a unit price, written with two decimals (blind round s37A)
        assert!(entry_product(&[8.0, 0.42, 3.36], "3.36"));
        assert!(!entry_product(&[8.0, 0.42, 3.46], "3.46"));
        assert!(!entry_product(&[8.0, 0.5, 4.0], "4"));
        assert!(
            !entry_product(&[4.0, 4.0, 16.0], "16"),
            "under 20: too likely by chance"
        );
        assert!(
            !entry_product(&[1.0, 8820.0], "8820"),
            "times one is no product"
        );
        assert_eq!(multiple("3\u{d7}"), Some("3"));
        assert_eq!(multiple("0x1f"), None);
        assert_eq!(multiple("x"), None);
        assert_eq!(twenty_four_hour("5:14pm", "").as_deref(), Some("17:14"));
        assert_eq!(
            twenty_four_hour("9:05", " AM Eastern").as_deref(),
            Some("09:05")
        );
        assert_eq!(twenty_four_hour("9:05", " in the room"), None);
    }

    #[test]
    fn bytes_in_prose() {
        // a new user's trial, session 16: a BigQuery dry run
        let mut z = Sizes::default();
        z.add_text("This query will process upper bound of 96412581888 bytes of data.");
        assert!(
            z.holds("96.4", size_unit_bytes("GB").unwrap())
                && !z.holds("97.4", size_unit_bytes("GB").unwrap())
        );
    }

    #[test]
    fn bytes_of_a_metric_named_in_bytes() {
        // blind round s34B: Prometheus returns container_memory_working_set_bytes as strings
        let mut z = Sizes::default();
        z.add_text(
            r#"query: max by (pod) (container_memory_working_set_bytes{namespace="checkout"})
{"metric":{"pod":"checkout-api-1"},"value":[1732014300,"535822336"]}"#,
        );
        let mi = size_unit_bytes("Mi").unwrap();
        assert!(z.holds("511", mi));
        assert!(!z.holds("498", mi));
        // the timestamp is no size; without a metric in bytes, nine digits are no count
        assert!(!z.holds("1652", size_unit_bytes("GiB").unwrap()));
        let mut plain = Sizes::default();
        plain.add_text(r#"{"value":[1732014300,"535822336"]}"#);
        assert!(!plain.holds("511", mi));
    }

    #[test]
    fn sizes_restated_in_another_unit() {
        let mut z = Sizes::default();
        z.add_text("memory: 1536Mi\n\"numBytes\": \"2961734412\"\nlogs-app 61.2gb");
        let gib = size_unit_bytes("GiB").unwrap();
        assert!(z.holds("1.5", gib), "1536Mi is 1.5 GiB");
        assert!(
            z.holds("2.8", gib) && z.holds("2.76", gib),
            "2961734412 bytes"
        );
        assert!(z.holds("61.2", size_unit_bytes("GB").unwrap()));
        assert!(!z.holds("1.6", gib) && !z.holds("3.1", gib));
        // a new user's blind trial, session 19: nodetool tablestats writes bytes under a label
        let mut z = Sizes::default();
        let numbers: Vec<String> = ["201436987392", "152374358016", "1747235712", "412"]
            .map(String::from)
            .to_vec();
        z.add_counts(&numbers);
        assert!(z.holds("187.6", gib) && z.holds("141.9", gib) && z.holds("141.91", gib));
        assert!(
            !z.holds("187.9", gib) && !z.holds("189", gib),
            "another value"
        );
        // a timestamp is no size, and a size of two significant digits meets too many counts
        assert!(!z.holds("1.63", gib) && !z.holds("1.6", gib) && !z.holds("190", gib));
        assert_eq!(size_unit_bytes("m"), None);
        assert_eq!(magnitude_word("billion"), Some(1e9));
    }

    #[test]
    fn paths_joined_to_the_directory_a_command_changes_into() {
        let cmd =
            "cd /home/ilze/procurement/bcp && python3 impact_2025.py --volumes purchases_2024.csv \
                   --out=out/x.xlsx -v https://a.example/b.csv /etc/hosts; cd ~/other && make";
        let p = cd_joined_paths(cmd);
        for want in [
            "home/ilze/procurement/bcp/impact_2025.py",
            "home/ilze/procurement/bcp/purchases_2024.csv",
            "home/ilze/procurement/bcp/out/x.xlsx",
        ] {
            assert!(p.iter().any(|x| x == want), "{want}: {p:?}");
        }
        // no option, URL, absolute path, version-like word or word without an extension
        assert!(!p
            .iter()
            .any(|x| x.contains("hosts") || x.contains("http") || x.ends_with("/-v")));
        assert!(!p
            .iter()
            .any(|x| x.ends_with("/python3") || x.ends_with("/make")));
        assert!(
            cd_joined_paths("python3 impact_2025.py").is_empty(),
            "no cd"
        );
        assert!(
            cd_joined_paths("cd build && cmake ..").is_empty(),
            "a relative cd joins nothing"
        );
        // blind s41A: a Korean time of day is the 10:00 an entry writes
        assert_eq!(
            cjk_clock_times("내일 오전 10시(KST)에 같이 검토하고"),
            [600]
        );
        assert_eq!(
            cjk_clock_times("오후 3시 30분, 午後3時30分, 14時"),
            [930, 930, 840]
        );
        assert!(cjk_clock_times("3시간, 3時間, 2024年6月30日").is_empty());
        // blind s40A: a Thai user turn names the file beside its folder
        let nearby = |t: &str| nearby_joined_paths(t, &tokens(t));
        let p = nearby("ให้คง jest.config.js ของ packages/legacy-billing ไว้ก่อน");
        assert_eq!(p, ["packages/legacy-billing/jest.config.js"]);
        assert_eq!(
            nearby("packages/legacy-billing の jest.config.js は残して"),
            ["packages/legacy-billing/jest.config.js"]
        );
        // far apart, a URL, or a folder that is a file: nothing
        assert!(
            nearby("jest.config.js is old; see one two three four five packages/web").is_empty()
        );
        assert!(nearby("jest.config.js at https://example.com/x").is_empty());
        assert!(nearby("vite.config.ts and packages/web/vitest.config.ts").is_empty());
        // each line on its own: a file and a folder on two lines do not join
        assert!(nearby("jest.config.js\npackages/web").is_empty());
        assert_eq!(
            nearby("a/b\r\nx.js in packages/web\nnothing"),
            ["packages/web/x.js"]
        );
    }

    #[test]
    fn paths_a_listing_prints_under_its_prefix() {
        // blind s41B: `aws s3 ls` of a prefix prints the object's name alone
        let cmd =
            "bash\ncommand: aws s3 ls s3://kestrel-tfstate-prod/edge-staging/ --region eu-west-1";
        let prefix = listed_prefix(cmd).unwrap();
        assert_eq!(prefix, "s3://kestrel-tfstate-prod/edge-staging");
        let out = "exit_code: 0, output: 2026-12-05 14:12:09     184213 terraform.tfstate\n                           PRE modules/";
        assert_eq!(
            listing_joined_paths(&prefix, out),
            ["s3://kestrel-tfstate-prod/edge-staging/terraform.tfstate"]
        );
        assert_eq!(
            listed_prefix("ls -la /var/log/nginx/ | head").as_deref(),
            Some("var/log/nginx")
        );
        assert_eq!(
            listed_prefix("hdfs dfs -ls /data/raw").as_deref(),
            Some("data/raw")
        );
        // the working directory, a relative folder, or no listing: no prefix
        for c in [
            "ls -la",
            "ls src/",
            "cat ls.txt",
            "git ls-files",
            "ls | wc -l",
        ] {
            assert_eq!(listed_prefix(c), None, "{c}");
        }
    }

    #[test]
    fn codes_across_two_cells_of_a_row() {
        // blind s42B: a psql row of course and section
        let psql = " course_code | section | capacity\n-------------+---------+---------\n FIS-1120    | 01      |       45\n MAT-2104    | 02      |       40";
        let codes = row_joined_codes(psql);
        for want in ["fis-1120-01", "mat-2104-02", "mat-2104/02"] {
            assert!(codes.iter().any(|c| c == want), "{want}: {codes:?}");
        }
        assert!(
            !codes.iter().any(|c| c == "mat-2104-01"),
            "another row's section"
        );
        assert!(
            !codes.iter().any(|c| c.starts_with("02-")),
            "a part is no code"
        );
    }

    #[test]
    fn totals_of_a_semicolon_export() {
        // blind s43A: the rejected lines of one clinic in a `;`-separated remittance export
        let csv = "claim;clinic;billed;paid;status\nA1;DEV;118.77;0.00;REJ\nA2;DEV;212.40;0.00;REJ\nA3;ZWL;19.16;0.00;REJ\nA4;DEV;74.12;0.00;REJ\nA5;DEV;25.53;0.00;REJ";
        assert!(field_totals(csv).contains("430.82"));
        // a decimal comma is not read as thousands
        let eu = "claim;clinic;billed\nA1;DEV;118,77\nA2;DEV;212,40";
        assert!(!field_totals(eu).contains("33117"));
    }

    #[test]
    fn a_price_difference_over_a_quantity() {
        // blind s42B: (1,320 − 1,265) × 160
        assert!(entry_difference_product(
            &[1265.0, 160.0, 8800.0, 1320.0],
            "8800"
        ));
        assert!(!entry_difference_product(
            &[1265.0, 160.0, 8900.0, 1320.0],
            "8900"
        ));
        assert!(
            !entry_difference_product(&[1265.0, 1320.0], "8800"),
            "no third value"
        );
    }

    #[test]
    fn a_twelfth_of_a_yearly_amount() {
        let e = "adds EUR 18,450.87 a year, i.e. about EUR 1,538 a month";
        assert!(yearly(e) && monthly(e));
        assert!(entry_twelfth(&[18450.87], "1538"));
        assert!(!entry_twelfth(&[18450.87], "1540"));
        assert!(
            !entry_twelfth(&[60.0], "5"),
            "too small to tell from chance"
        );
        assert!(!monthly("adds EUR 18,450.87 a year"));
    }

    #[test]
    fn a_numeric_offset_one_space_after_a_time() {
        assert_eq!(spaced_offset(" -0800"), Some(-480));
        assert_eq!(spaced_offset(" +05:30 (IST)"), Some(330));
        assert_eq!(spaced_offset(" -0800\nLaunch Time"), Some(-480));
        for no in [
            " -6",
            "-0800",
            " -08001",
            " +0800Z",
            " +05:30:00",
            " +1500",
            " 0800",
            " +5:300",
        ] {
            assert_eq!(spaced_offset(no), None, "{no:?}");
        }
    }

    #[test]
    fn python_datetime_calls_give_days_and_times() {
        let diff = "At index 15 diff: datetime.datetime(2025, 3, 4, 9, 0, tzinfo=zoneinfo.ZoneInfo(key='Europe/Madrid')) != datetime.datetime(2025, 3, 3, 23, 0, tzinfo=…)";
        assert_eq!(
            datetime_calls(diff),
            vec![
                ((2025, 3, 4), Some("09:00".to_string())),
                ((2025, 3, 3), Some("23:00".to_string()))
            ]
        );
        assert_eq!(
            datetime_calls("assert d == date(2024, 12, 31)"),
            vec![((2024, 12, 31), None)]
        );
        // not a call of a date, or not a day
        assert!(datetime_calls("update(2025, 3, 4)").is_empty());
        assert!(datetime_calls("datetime(2025, 13, 4)").is_empty());
        assert!(datetime_calls("validate(1, 2, 3) and date()").is_empty());
    }

    #[test]
    fn cron_schedules_give_the_times_they_fire_at() {
        assert_eq!(
            cron_times("0 8,18 * * * python manage.py run_task notify"),
            vec!["08:00", "18:00"]
        );
        // a diff's `+`, a line-number gutter, Celery's keywords, a range of hours
        assert_eq!(cron_times("+30 2 * * 1-5 backup.sh"), vec!["02:30"]);
        assert_eq!(
            cron_times("    36\t\"schedule\": crontab(minute=\"0\", hour=\"8,18\"),"),
            vec!["08:00", "18:00"]
        );
        assert_eq!(
            cron_times("# send-event-reminders (beat: crontab minute=0 hour=8,18)"),
            vec!["08:00", "18:00"]
        );
        assert_eq!(
            cron_times("0 9-11 * * MON-FRI"),
            vec!["09:00", "10:00", "11:00"]
        );
        // steps and stars name no time; five numbers are no schedule
        assert!(cron_times("*/10 9-23 * * * sync").is_empty());
        assert!(cron_times("crontab(minute=\"*/10\", hour=\"9-23\")").is_empty());
        assert!(cron_times("1 2 3 4 5").is_empty());
        assert!(cron_times("load average 0 1 * 2 3").is_empty());
    }

    #[test]
    fn a_word_joined_to_a_number_is_read_against_the_word_and_the_number() {
        assert_eq!(word_number("epoch-3"), Some(("epoch".into(), "3".into())));
        assert_eq!(word_number("OPS-22"), None, "a ticket key in capitals");
        assert_eq!(word_number("v2-3"), None);
        let log = "{'eval_loss': 0.4823, 'eval_macro_f1': 0.8398, 'epoch': 3.0}";
        assert!(states_word_number(log, "epoch", "3"));
        assert!(!states_word_number(log, "epoch", "4"));
        assert!(states_word_number("Epoch 4/4: loss 0.23", "epoch", "4"));
        assert!(states_word_number("run=2 exit=137", "run", "2"));
        assert!(
            !states_word_number("rerun 2", "run", "2"),
            "inside another word"
        );
        assert!(
            !states_word_number("epochs: 4", "epoch", "4"),
            "another word"
        );
    }
}
