//! The lexical guard: what NLI models blur.
//!
//! Cross-encoders trained on NLI are weak at exact values: `$500` vs `$5000`,
//! `INV-20931` vs `INV-20913` read as "the same thing". The guard checks every
//! *anchor* of an entry — its numbers, hex strings and identifiers — against
//! the evidence. An entry with an anchor that occurs in no evidence source
//! (see [`Guard`]) cannot be kept on the model score alone: `prune` caps its
//! probability below the threshold and reports the mismatching token.
//!
//! Matching rules:
//! - numbers are compared after normalising their formatting (`1,240` =
//!   `1240`, `500.00` = `500`, `$5,000` = `5000`), see
//!   [`crate::retrieve::tokenize::normalize_number`];
//! - hex strings (commit ids) match case-insensitively, and a prefix of an
//!   evidence hex string matches (`7a29ae2` in `7a29ae29c1…`);
//! - identifiers match exactly, as a whole token or inside a longer
//!   path-like token (`tax.py` in `billing/tax.py`), or as a whole token that
//!   differs only in letter case (`REPLICA_02` for `replica_02`): a summary
//!   that re-cases a value still names it, and the guard deletes only values
//!   the environment never produced. Any other character change fails.
//!
//! Plain hyphenated words (`read-only`, `follow-up`) are not anchors.

use crate::retrieve::tokenize::{
    content_terms, index_terms, normalize_number, tokens, Token, TokenKind,
};
use serde::Serialize;
use std::collections::HashSet;

pub mod delta;
mod derived;
pub(crate) use derived::wide_cells;
pub(crate) use derived::word_number;

pub(crate) use derived::interval_parts;
pub(crate) use derived::month;

/// Kind of an anchor that failed to match.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum AnchorKind {
    /// A number (counts, amounts, dates, versions written as numbers).
    Number,
    /// A hex string of 7+ characters (commit ids, hashes).
    Hex,
    /// An identifier (ids, paths, names with digits or `_ / . :`).
    Identifier,
    /// A name written in letters only (`ESLint`, `PostgreSQL`, `UPDATEs`,
    /// `Free/busy`, `particles/g`): reported when missing, counted by the hybrid layer's
    /// `mismatches`, but it never caps the entry: such words are prose, not values the
    /// environment produced.
    Name,
}

/// One anchor of the entry that the evidence does not contain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Mismatch {
    /// The token as written in the entry.
    pub token: String,
    /// Its kind.
    pub kind: AnchorKind,
    /// The evidence value it is a corrupted copy of, when there is one (the least such value):
    /// the same number with one digit changed, two digits swapped or a zero added or dropped
    /// (`$5000` for `$500`), an identifier of the same shape with one character changed or two
    /// neighbours swapped (`INV-20913` for `INV-20931`), or a number of three digits or more one
    /// digit away on the evidence line that holds the entry's other anchors (`504` for `502`,
    /// [`GuardFinding::find_slips_in_units`]). Only such a mismatch caps the entry
    /// ([`GuardFinding::caps`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub near: Option<String>,
}

/// The guard's finding for one entry.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct GuardFinding {
    /// Number of anchors in the entry.
    pub anchors: usize,
    /// Anchors not found in the evidence (empty: the guard passes).
    pub mismatches: Vec<Mismatch>,
}

impl GuardFinding {
    /// True when some value anchor (a number, hex string or identifier; not a
    /// [`AnchorKind::Name`]) is missing from the evidence: a value the environment never
    /// produced (the hybrid layer's `value_unseen` feature).
    pub fn failed(&self) -> bool {
        self.mismatches.iter().any(|m| m.kind != AnchorKind::Name)
    }

    /// True when a missing value anchor is a corrupted copy of an evidence value
    /// ([`Mismatch::near`]: `$5000` for `$500`, `INV-20913` for `INV-20931`): `prune` caps such
    /// an entry whatever the verifier says. A value with no such twin (a total, a converted
    /// time, a notation the guard does not read) is left to the calibrated layer, where the
    /// risk-controlled threshold governs it.
    pub fn caps(&self) -> bool {
        self.mismatches.iter().any(|m| m.near.is_some())
    }

    /// Looks for a share the entry computes from the evidence it aligns with: a missing
    /// percentage (`74%`, `0.25%`) that is a ratio of a number the entry writes and a number
    /// of one line of `units` (the entry's retrieved evidence spans), by one
    /// of [`derived::entry_ratio`]'s readings (`a / b`, `a / (a + b)`, `a / b − 1`, `1 − a / b`)
    /// rounded as written: "Peak RSS at 4 threads is 3.02 GiB, 74% below the pandas baseline"
    /// beside `peak_rss_gib 11.61`, "452 rows, about 0.25% of the input" beside the input's
    /// count. Found, the mismatch is dropped: the share is derived, not invented. A line is
    /// read only up to 32 numbers, and a finding with a corrupted copy is left as it is.
    pub fn find_ratios_in_units(&mut self, entry: &str, units: &[&str]) {
        if self.caps() || units.is_empty() {
            return;
        }
        let percent = |m: &Mismatch| {
            (m.kind == AnchorKind::Number)
                .then(|| normalize_number(m.token.trim_start_matches(['~', '+', '-'])))
                .flatten()
                .filter(|n| n.ends_with('%'))
        };
        if !self.mismatches.iter().any(|m| percent(m).is_some()) {
            return;
        }
        let values = |text: &str| -> Vec<f64> {
            tokens(text)
                .iter()
                .filter_map(quantity)
                .filter_map(|n| n.parse::<f64>().ok())
                .filter(|v| *v != 0.0)
                .take(32)
                .collect()
        };
        let own = values(entry);
        let lines: Vec<Vec<f64>> = units
            .iter()
            .flat_map(|u| u.lines())
            .map(values)
            .filter(|v| !v.is_empty())
            .collect();
        // one operand is the entry's: two numbers of one evidence line give some ratio
        // near almost any percentage ("moisture 12.5%" as 2.0 / (2.0 + 14.0) of a weigh-in
        // row, blind round s59B)
        self.mismatches.retain(|m| {
            !percent(m).is_some_and(|p| {
                lines.iter().any(|line| {
                    own.iter()
                        .any(|&a| line.iter().any(|&b| derived::entry_ratio(&[a, b], &p)))
                })
            })
        });
    }

    /// Looks for a change the entry writes that contradicts its own values, `A → B (D)` where
    /// `D` is neither `B − A` nor the relative change in percent ([`delta::stated_changes`],
    /// [`delta::Change::consistent`]), and whose right size, written with `D`'s decimals,
    /// stands in one of `units` (the entry's retrieved evidence spans): "bbh: 52.04 → 51.77
    /// (-0.35)" beside the row's `-0.27`. Found, `D` becomes a mismatch whose
    /// [`Mismatch::near`] is that size, so the entry is capped ([`GuardFinding::caps`]). A
    /// change whose right size the spans do not state is left to the calibrated layer: the
    /// entry may have rounded values the evidence gives more exactly.
    pub fn find_delta_slips(&mut self, entry: &str, units: &[&str]) {
        if self.caps() || units.is_empty() {
            return;
        }
        for change in delta::stated_changes(entry) {
            if change.consistent() {
                continue;
            }
            let right = change.computed();
            if let Some(near) = right
                .into_iter()
                .find(|r| units.iter().any(|u| delta::states_number(u, r)))
            {
                self.mismatches.push(Mismatch {
                    token: change.written.clone(),
                    kind: AnchorKind::Number,
                    near: Some(near),
                });
                return;
            }
        }
    }

    /// Looks for a corrupted copy of a missing number inside the evidence line the entry
    /// aligns with: a line of one of `units` (the entry's retrieved evidence spans) that holds
    /// every other anchor of the entry (at least one) and a number of three or more digits
    /// with the same digits but one changed or two neighbours swapped (`504` for `status=502`
    /// beside the entry's request id and upstream). Found, it becomes the mismatch's
    /// [`Mismatch::near`], so the entry is capped ([`GuardFinding::caps`]).
    ///
    /// [`Guard::check_all`] leaves numbers of fewer than four digits to the calibrated layer,
    /// since across a whole record a rounded or converted value meets some unrelated
    /// three-digit number all the time; next to the entry's own request id, host or file, in
    /// the one line that states them, a number one digit away is the value the entry copied
    /// wrongly. It is not a slip, and the finding stays as it is, when the number is written
    /// as approximate (`about 310 rows`), when the twin is a number the entry states itself
    /// (`250 ms in total (status 200)`) or a zero-padded id of the line (`503` of `req=000503`
    /// against `Request 504`), when the line holds the number zero-padded (`412` of
    /// `order=000412`) or as the sum or difference of two of its numbers (`EUR 833.00` from
    /// `net=700.00 vat=133.00`, `250 ms` from `connect_ms=120 upstream_ms=130`), or when either
    /// side is the whole part of a decimal comma (`416,50`). Numbers of two digits are never
    /// slips (`ms=37` against `38 ms`). A finding with no missing number, or one already
    /// capped, is left as it is.
    pub fn find_slips_in_units(&mut self, entry: &str, units: &[&str]) {
        if self.caps() || units.is_empty() {
            return;
        }
        let toks = tokens(entry);
        let anchors: Vec<(String, Option<String>)> = toks
            .iter()
            .filter(|t| !matches!(t.kind, TokenKind::Word))
            .map(|t| {
                let n = normalize_number(t.text)
                    .filter(|_| t.kind == TokenKind::Number)
                    .map(without_percent);
                (t.text.to_lowercase(), n)
            })
            .collect();
        // every number the entry writes, bare or with a unit (`200`, `146s`)
        let stated: HashSet<String> = toks.iter().filter_map(|t| line_number(entry, t)).collect();
        // and the ids it writes zero-padded (`000504`)
        let own_ids: HashSet<String> = toks
            .iter()
            .filter(|t| zero_padded_id(t.text))
            .filter_map(|t| line_number(entry, t))
            .collect();
        // each line of the spans, read once for every missing number: its text in lower case,
        // its numbers, and those of them written zero-padded, as ids are (`req=000503`)
        let lines: Vec<(String, Vec<String>, HashSet<String>)> = units
            .iter()
            .flat_map(|u| u.lines())
            .map(|line| {
                let toks = tokens(line);
                let numbers = toks.iter().filter_map(|t| line_number(line, t)).collect();
                let ids = toks
                    .iter()
                    .filter(|t| zero_padded_id(t.text))
                    .filter_map(|t| line_number(line, t))
                    .collect();
                (line.to_lowercase(), numbers, ids)
            })
            .collect();
        for i in 0..self.mismatches.len() {
            let m = &self.mismatches[i];
            if m.kind != AnchorKind::Number {
                continue;
            }
            let Some(n) = normalize_number(&m.token).map(without_percent) else {
                continue;
            };
            if n.chars().filter(char::is_ascii_digit).count() < 3 {
                continue;
            }
            // written as approximate, or the whole part of a decimal comma (`416,50`)
            let written = toks.iter().filter(|t| t.text == m.token).any(|t| {
                approximate(&entry[..t.byte_range.start])
                    || decimal_comma_after(entry, t.byte_range.end)
            });
            if written {
                continue;
            }
            let others: Vec<&(String, Option<String>)> = anchors
                .iter()
                .filter(|(_, num)| num.as_deref() != Some(n.as_str()))
                .collect();
            if others.is_empty() {
                continue;
            }
            let near = lines
                .iter()
                .filter_map(|(lower, numbers, ids)| {
                    let aligned = others.iter().all(|(text, num)| match num {
                        Some(v) => numbers.contains(v) || lower.contains(text.as_str()),
                        None => lower.contains(text.as_str()),
                    });
                    // a zero-padded number is an id, and the entry's number the id of another
                    // record written without its zeros (`Request 504`)
                    let unpadded_id = ids.contains(&n) && !own_ids.contains(&n);
                    if !aligned || unpadded_id || derived_in_line(&n, numbers) {
                        return None;
                    }
                    numbers
                        .iter()
                        .filter(|e| {
                            !stated.contains(*e) && !ids.contains(*e) && slip_in_line(&n, e)
                        })
                        .min()
                        .cloned()
                })
                .min();
            if near.is_some() {
                self.mismatches[i].near = near;
            }
        }
    }
}

/// Whether a token is a number written with leading zeros (`000412`, `0192`), as ids are; not a
/// decimal below one (`0.266`). Looser than [`zero_padded`] (two zeros or more, for what counts
/// as a seen number): here one zero is enough to keep an id from being taken for a slip's twin.
fn zero_padded_id(t: &str) -> bool {
    let b = t.as_bytes();
    b.len() > 1 && b[0] == b'0' && b[1].is_ascii_digit()
}

/// The normalised number a token of `text` writes, bare (`502`) or with a unit straight after
/// it (`146s`, `512MiB`), unless it is the whole part of a decimal comma (`416` of `416,50`,
/// which the tokenizer splits).
fn line_number(text: &str, t: &crate::retrieve::tokenize::Token<'_>) -> Option<String> {
    let n = match t.kind {
        TokenKind::Number => normalize_number(t.text),
        TokenKind::Identifier => unit_number(t.text).map(|(_, _, n)| n),
        _ => None,
    }?;
    (!decimal_comma_after(text, t.byte_range.end)).then(|| without_percent(n))
}

/// Whether `text` continues at byte `end` with a decimal comma: `,` and then one or two digits
/// that end the number (`416,50 EUR`), not a thousands group (`1,800`, which the tokenizer
/// keeps whole anyway).
fn decimal_comma_after(text: &str, end: usize) -> bool {
    let rest = &text.as_bytes()[end..];
    let frac = rest
        .iter()
        .skip(1)
        .take_while(|b| b.is_ascii_digit())
        .count();
    rest.first() == Some(&b',') && (1..=2).contains(&frac)
}

/// Whether `n` is the sum or the difference of two of the line's `numbers` (normalised), so
/// that it was read off the line, not copied wrongly from it. At most the first 64 numbers of
/// the line are paired.
fn derived_in_line(n: &str, numbers: &[String]) -> bool {
    let Ok(v) = n.parse::<f64>() else {
        return false;
    };
    let vals: Vec<f64> = numbers
        .iter()
        .take(64)
        .filter_map(|e| e.parse::<f64>().ok())
        .collect();
    let close = |x: f64| (x - v).abs() <= 1e-6 * v.abs().max(1.0);
    vals.iter().enumerate().any(|(i, a)| {
        vals[i + 1..]
            .iter()
            .any(|b| close(a + b) || close(a - b) || close(b - a))
    })
}

/// Whether the number `n` is the evidence number `e` with one digit changed or two neighbours
/// swapped ([`one_digit_slip`]), both with three digits or more (`504` / `502`).
fn slip_in_line(n: &str, e: &str) -> bool {
    one_digit_slip(n, e).is_some_and(|d| d.len() >= 3)
}

/// The digits of the normalised number `n` (sign and decimal point dropped) when it is the
/// number `e` with one digit changed or two neighbours swapped: other than `e`, of its sign,
/// with as many digits and as many decimals (`4,812` / `4,821`, `504` / `502`). The copying
/// slip that [`near_number`] (anywhere in the evidence) and [`slip_in_line`] (on the entry's
/// aligned line) bound by length.
fn one_digit_slip(n: &str, e: &str) -> Option<String> {
    if n == e || n.starts_with('-') != e.starts_with('-') || decimals(n) != decimals(e) {
        return None;
    }
    let (dn, de) = (digits(n), digits(e));
    (dn.len() == de.len() && edits_within(&dn, &de, 1)).then_some(dn)
}

/// The ASCII digits of a number, in order (`-1,240.50` → `124050`).
fn digits(x: &str) -> String {
    x.chars().filter(char::is_ascii_digit).collect()
}

/// The number of decimals a normalised number writes (`12.75` → 2, `500` → 0).
fn decimals(x: &str) -> usize {
    x.split_once('.').map_or(0, |(_, f)| f.len())
}

/// English prefixes that a hyphen may join to a verb or adjective (`RE-TOTAL`, `NON-EMPTY`),
/// in capitals.
const ENGLISH_PREFIXES: [&str; 16] = [
    "ANTI", "AUTO", "CO", "CROSS", "DE", "DOUBLE", "MULTI", "NON", "OVER", "POST", "PRE", "RE",
    "SELF", "SEMI", "SUB", "UN",
];

/// Is this identifier-kind token an anchor (an exact value worth checking)? It is when it
/// has a digit (`INV-20931`, `v2`), a structural character (`user_id`, `tax.py`, `a@b`), a
/// capital after its first character (`camelCase`, `PaymentService`, `HTTPServer`,
/// `Read-Only`), or is an all-capitals hyphenated code (`CUZO-ABC`; not a word with an
/// English prefix, [`ENGLISH_PREFIXES`]: `RE-TOTAL`). Plain lowercase
/// hyphenated words (`read-only`, `follow-up`), capitalised ones (`Follow-up`) and units of
/// size (`TiB`, `GB`) are not.
pub(crate) fn is_anchor_identifier(t: &str) -> bool {
    // `e.g`, `i.e`, `a.m`: single letters joined by dots are abbreviations, not names
    if t.len() >= 3
        && t.split('.')
            .all(|p| p.chars().count() == 1 && p.chars().all(char::is_alphabetic))
    {
        return false;
    }
    // a unit of size (`TiB`, `GB`, `MiB`) names no value: the number before it is checked
    if derived::size_unit_bytes(t).is_some() {
        return false;
    }
    let has_digit = t.chars().any(|c| c.is_ascii_digit());
    let has_struct = t.contains(['_', '/', '.', ':', '@', '\\', '=']);
    // camelCase and PascalCase alike: whether the first character is a capital does not matter
    let inner_upper = t.chars().skip(1).any(|c| c.is_uppercase());
    // not a word with an English prefix written in capitals, as Hermes writes its actions
    // (`RE-TOTAL`, `PRE-CHECK`)
    if t.split_once('-').is_some_and(|(a, b)| {
        ENGLISH_PREFIXES.contains(&a)
            && b.chars().count() >= 3
            && b.chars().all(|c| c.is_ascii_uppercase())
    }) {
        return false;
    }
    let all_upper_hyphen = t.contains('-')
        && t.chars()
            .filter(|c| c.is_alphabetic())
            .all(|c| c.is_uppercase());
    has_digit || has_struct || inner_upper || all_upper_hyphen
}

/// Is this anchor identifier ([`is_anchor_identifier`]) a name in letters only rather than a
/// value? It is when it has no digit and no structural character but `/` or `-`, and either
/// is one word with capitals inside (`ESLint`, `PostgreSQL`, `UPDATEs`, `CSVs`) or two words
/// joined by one `/` or `-` of which one has a capital or is a unit of one or two letters
/// (`Free/busy`, `particles/g`, `EUR/h`, `Retry-After`), or a compound whose parts a connector
/// word joins (`GA4-vs-orders`, `net-of-VAT`, [`CONNECTORS`]). An all-capitals hyphenated code
/// (`CUZO-ABC`) and two lower-case words joined by a slash (`src/payments`, a path) are values.
/// Written in backticks, a name is code and stays a value (the caller checks that).
fn is_name(t: &str) -> bool {
    // a rate's unit over an area or a volume (`LAK/m³`, `EUR/m2`, `kg/m3`): the number before
    // it is the value, checked on its own
    if let Some((a, b)) = t.split_once('/') {
        let letters = |w: &str| !w.is_empty() && w.chars().all(char::is_alphabetic);
        if (letters(a) && powered_unit(b)) || (powered_unit(a) && letters(b)) {
            return true;
        }
    }
    // a compound of words joined by a connector word (`GA4-vs-orders`, `net-of-VAT`,
    // `end-to-end`) is prose whatever its parts
    let parts: Vec<&str> = t.split('-').collect();
    if parts.len() >= 3
        && parts[1..parts.len() - 1]
            .iter()
            .any(|p| CONNECTORS.contains(&p.to_ascii_lowercase().as_str()))
        && parts
            .iter()
            .all(|p| !p.is_empty() && p.chars().all(char::is_alphanumeric))
    {
        return true;
    }
    if !t.chars().all(|c| c.is_alphabetic() || c == '/' || c == '-') {
        return false;
    }
    let parts: Vec<&str> = t.split(['/', '-']).collect();
    match parts.as_slice() {
        [_] => true,
        [a, b] if !a.is_empty() && !b.is_empty() => {
            let code = t
                .chars()
                .filter(|c| c.is_alphabetic())
                .all(char::is_uppercase)
                && t.contains('-');
            let capital = |w: &str| w.chars().any(char::is_uppercase);
            let unit = |w: &str| w.chars().count() <= 2;
            !code && (capital(a) || capital(b) || (t.contains('/') && (unit(a) || unit(b))))
        }
        _ => false,
    }
}

/// Whether `w` is a unit of area or volume: one or two letters with a power mark after them
/// (`m²`, `cm³`), or a length unit in ASCII with `2` or `3` after it (`m2`, `ft3`).
fn powered_unit(w: &str) -> bool {
    if let Some(base) = w.strip_suffix(['²', '³']) {
        return (1..=2).contains(&base.chars().count()) && base.chars().all(char::is_alphabetic);
    }
    w.strip_suffix(['2', '3'])
        .is_some_and(|base| matches!(base, "m" | "cm" | "mm" | "km" | "ft" | "yd"))
}

/// The ASCII digit of a decimal digit of another script (Arabic-Indic, Persian, Devanagari,
/// Bengali, Gurmukhi, Gujarati, Tamil, Telugu, Kannada, Malayalam, Thai, Lao, Tibetan,
/// Burmese, Khmer, Mongolian: each script's digits are ten code points from its zero), or
/// `None` for any other character.
fn native_digit(c: char) -> Option<char> {
    const ZEROS: [u32; 16] = [
        0x0660, 0x06F0, 0x0966, 0x09E6, 0x0A66, 0x0AE6, 0x0BE6, 0x0C66, 0x0CE6, 0x0D66, 0x0E50,
        0x0ED0, 0x0F20, 0x1040, 0x17E0, 0x1810,
    ];
    let u = c as u32;
    ZEROS
        .iter()
        .find(|&&z| (z..z + 10).contains(&u))
        .and_then(|z| char::from_digit(u - z, 10))
}

/// Whether [`native_digit`] reads `c`.
fn native_digit_is_some(c: char) -> bool {
    native_digit(c).is_some()
}

/// Words that follow an hour of the clock in the languages whose digits [`native_digit`]
/// reads, glued to what follows or not (`बजेअघि`, before … o'clock): Hindi and Nepali `बजे`,
/// Bengali `টা`, Marathi `वाजता`.
const HOUR_WORDS: [&str; 3] = ["बजे", "টা", "वाजता"];

/// Whether `t` is two or three lower-case words of three letters or more joined by slashes
/// (`tractor/loader`, `plough/salt/grit`, and `src/payments`): prose or a path, which a
/// summary may write in another language than its source when it is prose
/// ([`EvidenceValues::contains_cognate_pair`]).
fn prose_pair(t: &str) -> bool {
    let parts: Vec<&str> = t.split('/').collect();
    (2..=3).contains(&parts.len())
        && parts
            .iter()
            .all(|p| p.chars().count() >= 3 && p.chars().all(char::is_lowercase))
}

/// Words that join the parts of a hyphenated compound in prose ([`is_name`]).
const CONNECTORS: [&str; 14] = [
    "vs", "of", "to", "per", "and", "or", "in", "on", "by", "for", "the", "as", "at", "via",
];

/// Whether byte `at` of `text` is inside a code span (an odd number of backticks before it).
fn in_backticks(text: &str, at: usize) -> bool {
    text.as_bytes()[..at].iter().filter(|&&b| b == b'`').count() % 2 == 1
}

/// The evidence's values, indexed for the anchor checks. The texts are
/// borrowed, not joined, so a 100 MB tool output is never copied.
struct EvidenceValues<'a> {
    texts: Vec<&'a str>,
    numbers: HashSet<String>,
    /// Each evidence number with decimals rounded to fewer decimals, still with at least one
    /// (`1.208114` → `1.2`, `1.21`, `1.208`, …; [`roundings`]).
    rounded: HashSet<String>,
    /// The totals of each source's fields over two or more lines ([`derived::field_totals`])
    /// and the differences of two quantities in one line ([`derived::line_differences`]).
    totals: HashSet<String>,
    /// The factor pairs of the products the evidence works out in a line (`1400 ct x 8 kg =
    /// 11200 kg` → (1400, 8), (8, 1400): [`derived::shown_factors`]).
    factors: Vec<(f64, f64)>,
    /// The amounts of each source with a tax rate it states added ([`derived::taxed_amounts`]),
    /// seen only for a sum of money ([`money`]).
    taxed: HashSet<String>,
    /// The differences of two quantities in one short table column or of one key's values
    /// in a few records ([`derived::column_differences`]), seen only by an entry that compares
    /// ([`compares`]).
    compared: HashSet<String>,
    /// Codes written across two cells of one table row ([`derived::row_joined_codes`]:
    /// `MAT-2104 | 01` → `mat-2104-01`), lowercased.
    row_codes: HashSet<String>,
    /// Codes a regular expression's character class stands for ([`derived::class_codes`]:
    /// `PS-0[1-9]` → `ps-01` … `ps-09`), lowercased.
    class_codes: HashSet<String>,
    /// The instants of the evidence's times that carry a zone ([`derived::ZoneTimes`]).
    zones: derived::ZoneTimes,
    /// The days the evidence writes, in any form ([`derived::DateSet`]), with those of Python
    /// `datetime(…)` calls ([`derived::datetime_calls`]).
    dates: derived::DateSet,
    /// Times of day (minutes since midnight) the evidence states in forms its tokens do not
    /// show: the hour and minute of a Python `datetime(…)` call, the times a cron schedule
    /// fires at ([`derived::cron_times`]) and the UTC times of day of Unix timestamps
    /// ([`derived::epoch_clock`]).
    clock_times: HashSet<i32>,
    /// The phone numbers the evidence writes, as their digits without leading zeros
    /// ([`derived::phone_numbers`]).
    phones: Vec<String>,
    /// The durations the evidence states, in any time unit ([`derived::Durations`]).
    durations: derived::Durations,
    /// The sizes the evidence states, in any unit ([`derived::Sizes`]).
    sizes: derived::Sizes,
    /// The lengths the evidence states, in any unit ([`derived::Lengths`]).
    lengths: derived::Lengths,
    /// The evidence's numbers in scientific notation, by value ([`scientific`]).
    scientific: HashSet<String>,
    /// Numbers stated in thousands, millions or billions by their key or column's name, with
    /// that factor ([`derived::scaled_by_key`]: `limit_k: 50` → (`50`, 1000)).
    scaled: HashSet<(String, u64)>,
    /// Totals of a short table column less one row, with the number of rows each sums
    /// ([`derived::totals_less_one`]).
    less_one: HashSet<(String, usize)>,
    /// Numbers with one group of three digits after a point or a space read as thousands
    /// where [`decimal_commas`] did not read them so ([`point_thousands`]: the `60.000 km` a
    /// Papiamento or Dutch writer means as 60,000, `4 000 кг`), and the totals of their
    /// fields so read: seen by an entry that states that value, and never the twin of a
    /// corrupted copy.
    point_grouped: HashSet<String>,
    hex: Vec<String>,
    /// Relative paths joined to the directory a command changes into, lowercased, without the
    /// leading `/` ([`derived::cd_joined_paths`]), and files joined to the folder a line names
    /// beside them ([`derived::nearby_joined_paths`]), and the files a listing prints joined to
    /// the prefix its command lists ([`derived::listed_prefix`]).
    joined_paths: HashSet<String>,
    /// The evidence's identifiers and hex strings by shape ([`shape`]), built on the first
    /// near-miss question ([`EvidenceValues::near_identifier`]).
    shapes: std::sync::OnceLock<std::collections::HashMap<String, HashSet<String>>>,
    /// The evidence texts in ASCII lower case, built on the first name looked up in any case
    /// ([`EvidenceValues::contains_name_any_case`]), once per record rather than per name.
    lowered: std::sync::OnceLock<Vec<String>>,
    /// The evidence texts that hold Cyrillic letters, with the Cyrillic letters that look like
    /// Latin ones written as those ([`latin_lookalikes`]), built on the first identifier looked
    /// up so ([`EvidenceValues::contains_lookalike`]).
    folded: std::sync::OnceLock<Vec<String>>,
}

/// The numbers a token supplies as seen values: a number token's normalised value, and the
/// numbers inside an identifier (`v2.3.1`, `2027-02-18`, `6/6`) except the parts of a time of
/// day (`14:05:00`: every log line has one, and they would make every count from 0 to 59 look
/// seen); a sub-minute interval (`00:00:01.208114`) is its seconds. Zero-padded numbers
/// ([`zero_padded`]) are codes, not quantities, and supply nothing.
fn token_numbers(t: &crate::retrieve::tokenize::Token<'_>) -> Vec<String> {
    match t.kind {
        TokenKind::Number => normalize_number(t.text)
            .filter(|_| !zero_padded(t.text))
            .map(without_percent)
            .into_iter()
            .collect(),
        TokenKind::Identifier => {
            if let Some(secs) = interval_seconds(t.text) {
                return normalize_number(secs).into_iter().collect();
            }
            let b = t.text.as_bytes();
            let mut start = 0;
            let mut out = Vec::new();
            for part in t
                .text
                .split(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))
            {
                let end = start + part.len();
                // a part of a time of day (`14:05`), not a value glued to its key
                // (`evicted_keys:4127730`, as Redis INFO writes it)
                // (hours of three digits or more are no time of day: smartctl's power-on
                // time `38112:47` in hours:minutes)
                let by_colon = (start > 1 && b[start - 1] == b':' && b[start - 2].is_ascii_digit())
                    || (b.get(end) == Some(&b':')
                        && b.get(end + 1).is_some_and(u8::is_ascii_digit)
                        && !(start == 0
                            && part.len() >= 3
                            && part.bytes().all(|c| c.is_ascii_digit())));
                start = end + 1;
                if by_colon {
                    continue;
                }
                let part = part.trim_matches(['.', ',']);
                out.extend(normalize_number(part).filter(|_| !zero_padded(part)));
            }
            out
        }
        TokenKind::Hex | TokenKind::Word => Vec::new(),
    }
}

impl<'a> EvidenceValues<'a> {
    fn new(texts: impl IntoIterator<Item = &'a str>) -> Self {
        let texts: Vec<&'a str> = texts.into_iter().collect();
        let mut numbers = HashSet::new();
        let mut hex = Vec::new();
        let mut totals = HashSet::new();
        let mut factors = Vec::new();
        let mut taxed = HashSet::new();
        let mut compared = HashSet::new();
        let mut row_codes = HashSet::new();
        let mut class_codes = HashSet::new();
        let mut zones = derived::ZoneTimes::default();
        let mut dates = derived::DateSet::default();
        let mut durations = derived::Durations::default();
        let mut sci = HashSet::new();
        let mut scaled = HashSet::new();
        let mut less_one = HashSet::new();
        let mut point_grouped = HashSet::new();
        let mut sizes = derived::Sizes::default();
        let mut lengths = derived::Lengths::default();
        let mut joined_paths = HashSet::new();
        let mut clock_times = HashSet::new();
        let mut phones = Vec::new();
        // a listing's output names its files without the prefix its command lists; the output
        // is the source just after the command's (a call and its result, in message order)
        for pair in texts.windows(2) {
            if pair[0].contains("ls ") {
                if let Some(prefix) = derived::listed_prefix(pair[0]) {
                    joined_paths.extend(derived::listing_joined_paths(&prefix, pair[1]));
                }
            }
        }
        // the totals of a table after an edit of one of its rows
        totals.extend(derived::edited_totals(&texts));
        for text in &texts {
            if text.contains("cd ") {
                joined_paths.extend(derived::cd_joined_paths(text));
            }
            // a `grep -n` listing's line numbers are no values (same byte offsets)
            let gutterless = derived::blank_grep_gutters(text);
            let toks = tokens(gutterless.as_deref().unwrap_or(text));
            if text.contains('/') {
                joined_paths.extend(derived::nearby_joined_paths(text, &toks));
            }
            for t in toks {
                if t.kind == TokenKind::Hex {
                    hex.push(t.text.to_ascii_lowercase());
                } else {
                    // a time of day as the evidence writes it (`6:00` is the `06:00` an
                    // entry writes)
                    if t.kind == TokenKind::Identifier && t.text.contains(':') {
                        // and `9:00` the time of `2025-07-07T09:00:00+02:00`
                        clock_times
                            .extend(derived::clock(t.text).or_else(|| derived::iso_clock(t.text)));
                    }
                    // a Unix timestamp is also a time of day in UTC (a chart's
                    // `1741662900000` is the 03:15 a summary writes)
                    if t.kind == TokenKind::Number {
                        clock_times.extend(derived::epoch_clock(t.text));
                    }
                    numbers.extend(token_numbers(&t));
                    // scientific notation is an identifier token (`9.1e-07`)
                    if t.kind == TokenKind::Identifier {
                        sci.extend(scientific(t.text));
                    }
                }
            }
            numbers.extend(decimal_commas(text));
            if text.contains(['.', ' ', '\u{a0}', '\u{202f}']) {
                let (grouped, plain) = point_thousands(text);
                point_grouped.extend(grouped);
                if let Some(plain) = plain {
                    point_grouped.extend(derived::field_totals(&plain));
                }
            }
            if text.contains(',') {
                numbers.extend(csv_cells(text));
            }
            totals.extend(derived::field_totals(text));
            taxed.extend(derived::taxed_amounts(text));
            scaled.extend(derived::scaled_by_key(text));
            less_one.extend(derived::totals_less_one(text));
            totals.extend(derived::line_differences(text));
            totals.extend(derived::scanned_rows(text));
            compared.extend(derived::column_differences(text));
            if text.contains(['|', '\t', ',']) {
                row_codes.extend(derived::row_joined_codes(text));
            }
            if text.contains('[') {
                class_codes.extend(derived::class_codes(text));
            }
            totals.extend(derived::line_products(text));
            if text.contains(',') {
                totals.extend(derived::ledger_open_total(text));
            }
            if text.contains('=') {
                factors.extend(derived::shown_factors(text));
            }
            zones.add_text(text);
            dates.add_text(text);
            if text.contains("date") {
                for (day, time) in derived::datetime_calls(text) {
                    dates.add_day(day);
                    clock_times.extend(time.as_deref().and_then(derived::clock));
                }
            }
            if text.contains(['-', '–']) {
                clock_times.extend(derived::hour_ranges(text));
            }
            if text.contains(['시', '時']) {
                clock_times.extend(derived::cjk_clock_times(text));
            }
            clock_times.extend(derived::worded_hours(text));
            phones.extend(derived::phone_numbers(text).into_iter().map(|(_, d)| d));
            if text.contains('*') || text.contains("minute=") {
                clock_times.extend(
                    derived::cron_times(text)
                        .iter()
                        .filter_map(|t| derived::clock(t)),
                );
            }
            durations.add_text(text);
            sizes.add_text(text);
            lengths.add_text(text);
        }
        // numbers written in the digits of another script (the Nepali `१० बजे`, ten o'clock)
        for text in texts.iter().filter(|t| t.chars().any(native_digit_is_some)) {
            let ascii: String = text.chars().map(|c| native_digit(c).unwrap_or(c)).collect();
            let toks = tokens(&ascii);
            for (i, t) in toks.iter().enumerate() {
                numbers.extend(token_numbers(t));
                let hour = t.text.parse::<i32>().ok().filter(|h| (1..=12).contains(h));
                if let (Some(h), Some(next)) = (hour, toks.get(i + 1)) {
                    if HOUR_WORDS.iter().any(|w| next.text.starts_with(w)) {
                        clock_times.extend([h * 60, (h % 12 + 12) * 60]);
                    }
                }
            }
        }
        compared.extend(derived::keyed_differences(&texts));
        sizes.add_counts(&numbers);
        dates.add_tomorrow(texts.iter().copied());
        let rounded = numbers.iter().flat_map(|n| roundings(n)).collect();
        EvidenceValues {
            texts,
            numbers,
            rounded,
            totals,
            factors,
            taxed,
            compared,
            row_codes,
            class_codes,
            zones,
            dates,
            clock_times,
            phones,
            durations,
            scientific: sci,
            scaled,
            less_one,
            point_grouped,
            sizes,
            lengths,
            hex,
            joined_paths,
            shapes: std::sync::OnceLock::new(),
            lowered: std::sync::OnceLock::new(),
            folded: std::sync::OnceLock::new(),
        }
    }

    /// An evidence number that `n` (normalised) is a corrupted copy of ([`near_number`]), other
    /// than the numbers of `stated` (those the entry writes itself: "x10 at PHP 3,850 per dose
    /// (PHP 38,500 in total)" copies 3,850 and derives 38,500 from it; a corrupted copy stands
    /// in place of the value, not beside it).
    fn near_number(&self, n: &str, stated: &HashSet<String>) -> Option<String> {
        let n = without_percent(n.to_string());
        // the least such value, so that the report is the same on every run
        self.numbers
            .iter()
            .filter(|e| near_number(&n, e) && !stated.contains(*e))
            .min()
            .cloned()
    }

    /// The evidence's identifiers and hex strings by [`shape`], built on first use: a bounded
    /// sample of each shape.
    fn shapes(&self) -> &std::collections::HashMap<String, HashSet<String>> {
        self.shapes.get_or_init(|| {
            let mut m: std::collections::HashMap<String, HashSet<String>> = Default::default();
            for t in self.texts.iter().flat_map(|text| tokens(text)) {
                if matches!(t.kind, TokenKind::Identifier | TokenKind::Hex) {
                    // a bounded sample of each shape: a log of a million request ids is no
                    // list of values a summary copies one of
                    let v = m.entry(shape(t.text)).or_default();
                    if v.len() < 4096 {
                        v.insert(t.text.to_string());
                    }
                }
            }
            m
        })
    }

    /// Whether `path` is a file the evidence names by its bare name joined to a folder the
    /// evidence names as the ancestor of another path: `/home/shilan/nergiz/bookings.db` when
    /// the commands query `bookings.db` and a write goes to
    /// `/home/shilan/nergiz/notices/NG-24081_weber.txt` (the project folder the commands run
    /// in, blind round `s53B`). The file name has an extension and four characters or more;
    /// the folder has three parts or more (`/home/shilan/nergiz`).
    fn contains_joined_to_ancestor(&self, path: &str) -> bool {
        let Some((dir, name)) = path.rsplit_once('/') else {
            return false;
        };
        let has_extension = name
            .rsplit_once('.')
            .is_some_and(|(stem, ext)| !stem.is_empty() && (1..=5).contains(&ext.len()));
        // the token starts after the root's `/` (`home/shilan/nergiz/bookings.db`)
        if !has_extension
            || name.len() < 4
            || dir.trim_start_matches('/').split('/').count() < 3
            || !self.contains_identifier(name)
        {
            return false;
        }
        let below = format!("{dir}/");
        self.texts.iter().any(|t| t.contains(&below))
    }

    /// Whether the evidence writes `ident` with the letters of one short part in another
    /// order: an acronym as another language orders it (`UE-SADC` for `EU-SADC`, `OTAN-2` for
    /// `NATO-2`). `ident` has two or more parts (split at `-`, `_`, `/`, `.`); the parts that
    /// differ are two to four capital letters with the same letters, and at least one part is
    /// the same. Digits never move: `INV-20913` for `INV-20931` stays a corrupted copy.
    fn contains_reordered_acronym(&self, ident: &str) -> bool {
        let seps = |c: char| matches!(c, '-' | '_' | '/' | '.');
        let parts: Vec<&str> = ident.split(seps).collect();
        if parts.len() < 2 || !ident.chars().any(|c| c.is_ascii_uppercase()) {
            return false;
        }
        let acronym =
            |p: &str| (2..=4).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_uppercase());
        let letters = |p: &str| {
            let mut v: Vec<u8> = p.bytes().collect();
            v.sort_unstable();
            v
        };
        let Some(candidates) = self.shapes().get(&shape(ident)) else {
            return false;
        };
        candidates.iter().any(|e| {
            let theirs: Vec<&str> = e.split(seps).collect();
            if theirs.len() != parts.len() || e == ident {
                return false;
            }
            let mut same = 0;
            let ok = parts.iter().zip(&theirs).all(|(a, b)| {
                if a == b {
                    same += 1;
                    true
                } else {
                    acronym(a) && acronym(b) && letters(a) == letters(b)
                }
            });
            ok && same >= 1
        })
    }

    /// An evidence identifier or hex string of the same [`shape`] as `ident` with one character
    /// changed or two neighbours swapped (letter case aside): `INV-20931` for `INV-20913`,
    /// `release/2.4` for `release/2.3`, `2025-06-18` for `2025-06-19`.
    fn near_identifier(&self, ident: &str) -> Option<String> {
        // a time of day converted to another zone often differs from the evidence's in one
        // digit (`08:00` for `02:00` at UTC−6): no corrupted copy
        if derived::is_clock(ident) {
            return None;
        }
        // a label of two characters (`v1`, `Q3`, `P2`) changed in one is another label, not a
        // slip in copying (blind round s46B: "Draft v1" where the session writes only `-v2`)
        if ident.chars().count() <= 2 {
            return None;
        }
        let shapes = self.shapes();
        let lower = ident.to_lowercase();
        shapes
            .get(&shape(ident))?
            .iter()
            .filter(|e| {
                let e = e.to_lowercase();
                e != lower && edits_within(&e, &lower, 1)
            })
            .min()
            .cloned()
    }

    /// Whether one line of one source holds both numbers (normalised): the two counts of a
    /// fraction `14/14` ("Tests  14 passed (14)") or of a signed pair `+69/-1` ("69
    /// insertions(+), 1 deletion(-)").
    fn numbers_on_one_line(&self, a: &str, b: &str) -> bool {
        // the last digits of the whole part occur as written whatever the thousands separators
        let int = a.trim_start_matches('-').split('.').next().unwrap_or("");
        let digits = &int[int.len().saturating_sub(3)..];
        self.texts.iter().any(|text| {
            text.lines().any(|line| {
                line.contains(digits) && {
                    let seen: HashSet<String> =
                        tokens(line).iter().flat_map(token_numbers).collect();
                    seen.contains(a) && seen.contains(b)
                }
            })
        })
    }

    fn contains_identifier(&self, ident: &str) -> bool {
        self.texts.iter().any(|text| contains_token(text, ident))
    }

    /// Whether the normalised number `n` ([`normalize_number`]) is seen: as written, or, when
    /// it has decimals, as the rounding of an evidence number with more (`1.2` for `1.208114`,
    /// `0.41` for `0.4137`): a summary that rounds a value still reports it.
    fn contains_number(&self, n: &str) -> bool {
        let n = without_percent(n.to_string());
        self.contains_exact(&n) || self.rounded.contains(&n)
    }

    /// Whether the normalised number `n` (without a percent sign) is an evidence number, a
    /// total, or a number grouped with a point read as thousands: seen as written, not as a
    /// rounding.
    fn contains_exact(&self, n: &str) -> bool {
        self.numbers.contains(n) || self.totals.contains(n) || self.point_grouped.contains(n)
    }

    /// [`EvidenceValues::contains_number`] for a number as the entry writes it: one written
    /// with trailing zeros after its point (`12.50`) states that many decimals, so it is not
    /// seen as the rounding of an evidence number to fewer (`12.49` rounds to `12.5`, not to
    /// `12.50`; blind round s65A's invented levy "E 12.50"): [`EvidenceValues::rounds_to`]
    /// reads it at its own decimals.
    fn contains_number_written(&self, n: &str, written: &str) -> bool {
        let w = written.trim_end_matches('%').replace(',', "");
        let padded = w.split_once('.').is_some_and(|(_, f)| {
            f.len() > 1 && f.ends_with('0') && f.bytes().all(|b| b.is_ascii_digit())
        });
        if !padded {
            return self.contains_number(n);
        }
        self.contains_exact(&without_percent(n.to_string()))
    }

    /// Whether a number written with trailing zeros after its point (`58.0`, `1.50`; the
    /// normalised form drops them) is an evidence number rounded to those decimals (`58.0` for
    /// `58.02`, `1.50` for `1.497`). `false` for any other writing.
    fn rounds_to(&self, written: &str) -> bool {
        let w = written.trim_end_matches('%').replace(',', "");
        let Some((_, frac)) = w.split_once('.') else {
            return false;
        };
        if frac.is_empty() || !frac.ends_with('0') || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return false;
        }
        let Ok(v) = w.parse::<f64>() else {
            return false;
        };
        let half = 0.5 * 10f64.powi(-(frac.len() as i32));
        self.numbers
            .iter()
            .filter_map(|n| n.parse::<f64>().ok())
            .any(|x| (x - v).abs() <= half + 1e-9 || (x * 100.0 - v).abs() <= half + 1e-9)
    }

    /// Whether a whole number of two digits that the entry marks as approximate (`~$62`,
    /// `about 48`, [`approximate`]) is an evidence number with decimals rounded to a whole
    /// (`61.69`). Numbers of three digits or more are rounded to wholes without the mark
    /// ([`roundings`]); below ten a whole number meets too many decimals by chance.
    fn rounds_to_whole(&self, n: &str) -> bool {
        let Ok(v) = n.parse::<u32>() else {
            return false;
        };
        (10..100).contains(&v)
            && self.numbers.iter().any(|x| {
                x.contains('.')
                    && x.parse::<f64>()
                        .is_ok_and(|x| (x - f64::from(v)).abs() < 0.5)
            })
    }

    /// Whether a size the entry writes in a binary unit of a mebibyte or more (`256 MiB`,
    /// `2 GiB`; `unit` as [`derived::size_unit_bytes`] gives it) is, exactly, a count of
    /// bytes the evidence states under any key (`(integer) 268435456` under
    /// `replication.backlog`): an exact power-of-two multiple is no chance match.
    fn holds_binary_size(&self, n: &str, unit: [f64; 2]) -> bool {
        let Ok(v) = n.parse::<f64>() else {
            return false;
        };
        let bytes = v * unit[1];
        unit[1] >= 1024.0 * 1024.0
            && bytes.fract() == 0.0
            && bytes < 1e18
            && self.contains_number(&format!("{}", bytes as u64))
    }

    /// Whether a sum of money (`n` normalised, at most two decimals) is an evidence number
    /// or total ([`derived::field_totals`]) in cents, as payment APIs write amounts (`"amount_due": 432400` for
    /// `$4,324.00`). Amounts of ten units or more only.
    fn holds_cents(&self, n: &str) -> bool {
        let (int, frac) = n.split_once('.').unwrap_or((n, ""));
        if frac.len() > 2 || int.is_empty() || int.starts_with('-') || int == "0" {
            return false;
        }
        let cents = format!("{int}{frac:0<2}");
        // from ten units: `$19` as `1900` would meet years
        cents.trim_start_matches('0').len() >= 4
            && normalize_number(&cents)
                .is_some_and(|c| self.contains_number(&c) || self.totals.contains(&c))
    }

    /// Whether a name in letters only ([`is_name`], `TestFlight`) occurs in any case as a whole
    /// word or as one `_`-joined part of a code name (`upload_to_testflight`, `testflight`):
    /// tools write product names in their own case inside their identifiers. Names under four
    /// letters (`PR`, `QA`) are left to the exact match, since they are parts of many names.
    /// Whether an identifier is seen with its Cyrillic look-alike letters read as Latin ones,
    /// on either side: `M500` for a Sakha roster's `М500` (a Cyrillic `М`), `Т-14` written
    /// with a Cyrillic `Т` for the manifest's `T-14` (blind round s66B). Only the texts that
    /// hold Cyrillic letters are folded, once per record.
    fn contains_lookalike(&self, ident: &str) -> bool {
        let folded = self.folded.get_or_init(|| {
            self.texts
                .iter()
                .filter(|t| t.chars().any(|c| ('\u{400}'..='\u{4ff}').contains(&c)))
                .map(|t| latin_lookalikes(t).unwrap_or_else(|| t.to_string()))
                .collect()
        });
        let own = latin_lookalikes(ident);
        if folded.is_empty() && own.is_none() {
            return false;
        }
        let ident = own.unwrap_or_else(|| ident.to_string());
        folded.iter().any(|t| contains_token(t, &ident))
            || (ident.is_ascii() && self.contains_identifier(&ident))
    }

    fn contains_name_any_case(&self, name: &str) -> bool {
        if name.len() < 4 || !name.chars().all(|c| c.is_ascii_alphabetic()) {
            return false;
        }
        let name = name.to_ascii_lowercase();
        let boundary = |b: Option<&u8>| b.is_none_or(|b| !b.is_ascii_alphanumeric());
        let lowered = self
            .lowered
            .get_or_init(|| self.texts.iter().map(|t| t.to_ascii_lowercase()).collect());
        lowered.iter().any(|lower| {
            let bytes = lower.as_bytes();
            lower.match_indices(&name).any(|(s, _)| {
                let e = s + name.len();
                (s == 0 || boundary(bytes.get(s - 1))) && boundary(bytes.get(e))
            })
        })
    }

    /// Whether the evidence writes the words of a [`prose_pair`] (`tractor/loader`) as a pair
    /// of cognates in another language (`traktor/laadur`): a slash pair of as many words,
    /// each opening with the same letter and within one edit (parts of up to five letters) or
    /// two (longer parts) of the entry's word (Damerau-Levenshtein, `strsim`). A changed path
    /// (`config/stage` for `config/prod.yaml`) or another word (`before/after`) is no cognate.
    fn contains_cognate_pair(&self, pair: &str) -> bool {
        let want: Vec<&str> = pair.split('/').collect();
        let cognate = |a: &str, b: &str| {
            let limit = if a.chars().count().min(b.chars().count()) <= 5 {
                1
            } else {
                2
            };
            a != b
                && a.chars().next() == b.chars().next()
                && strsim::damerau_levenshtein(a, b) <= limit
        };
        self.texts.iter().filter(|x| x.contains('/')).any(|x| {
            tokens(x).iter().any(|t| {
                let lower = t.text.to_lowercase();
                let parts: Vec<&str> = lower.split('/').collect();
                t.text.contains('/')
                    && parts.len() == want.len()
                    && parts.iter().zip(&want).all(|(a, b)| {
                        a.chars().all(char::is_alphabetic) && (a == b || cognate(a, b))
                    })
            })
        })
    }

    /// A part of a compound anchor ([`compound_parts`]): a number seen as a number, else an
    /// identifier seen whole.
    fn contains_part(&self, part: &str) -> bool {
        let word = part.chars().all(|c| c.is_alphabetic() || c == '-');
        normalize_number(part).is_some_and(|n| self.contains_number(&n))
            // a capitalised word as the evidence writes it in prose (`Under` of `Under-18s`)
            || (word
                && part.chars().next().is_some_and(char::is_uppercase)
                && self.contains_identifier(&part.to_lowercase()))
            // a word of a pair in the singular or the plural (`local-pref/weight` for "weights")
            || (word && self.contains_identifier(&format!("{part}s")))
            || (word && part.strip_suffix('s').is_some_and(|w| self.contains_identifier(w)))
            || unit_number(part).is_some_and(|(num, unit, n)| unit_number_seen(self, part, num, unit, &n))
            || self.contains_identifier(part)
            || acronym_singular(part).is_some_and(|s| self.contains_identifier(s))
    }

    /// A dotted key path (`dns01.route53.hostedZoneID`) whose keys occur whole, in order, in
    /// one source: the evidence writes such paths as nested YAML or JSON keys.
    fn contains_key_path(&self, parts: &[&str]) -> bool {
        self.texts.iter().any(|text| {
            let mut from = 0;
            parts.iter().all(|p| match find_token(&text[from..], p) {
                Some(e) => {
                    from += e;
                    true
                }
                None => false,
            })
        })
    }
}

/// The shape of a token: every ASCII letter written `a`, every digit `9`, the rest as is
/// (`INV-20931` → `aaa-99999`).
fn shape(t: &str) -> String {
    t.chars()
        .map(|c| {
            if c.is_ascii_digit() {
                '9'
            } else if c.is_alphabetic() {
                'a'
            } else {
                c
            }
        })
        .collect()
}

/// Whether two strings of equal length differ in at most `k` places, or in one swap of two
/// neighbours (`20913` / `20931`).
fn edits_within(a: &str, b: &str, k: usize) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() != b.len() {
        return false;
    }
    let diff: Vec<usize> = (0..a.len()).filter(|&i| a[i] != b[i]).collect();
    diff.len() <= k
        || (diff.len() == 2
            && diff[1] == diff[0] + 1
            && a[diff[0]] == b[diff[1]]
            && a[diff[1]] == b[diff[0]])
}

/// Whether the number `n` is a corrupted copy of the evidence number `e` (both normalised):
/// the same digits, four or more, but one changed or two neighbours swapped (`4,812` for
/// `4,821`), or, where both have three digits or more, one zero more or less (`5000` for
/// `500`), the decimal point in place. A number that differs more is another number, not a copying slip.
fn near_number(n: &str, e: &str) -> bool {
    if n == e || n.starts_with('-') != e.starts_with('-') {
        return false;
    }
    // one digit changed or two swapped in a number of four or more digits; in fewer, another
    // value is as likely as a slip: a rounded or converted value (`11.6` minutes, `72.6` s,
    // `85%`) meets some unrelated three-digit number (`15.6`, `32.6`, `58`) all the time
    if let Some(dn) = one_digit_slip(n, e) {
        return dn.trim_start_matches('0').len() >= 4;
    }
    let (dn, de) = (digits(n), digits(e));
    // a zero more or less only where both numbers have three digits or more (`5000` for
    // `500`); `30` against `3` or `48` (hours) against `480` is as likely another count as a
    // slip
    if dn
        .trim_start_matches('0')
        .len()
        .min(de.trim_start_matches('0').len())
        < 3
    {
        return false;
    }
    decimals(n) == 0 && decimals(e) == 0 && (dn == format!("{de}0") || de == format!("{dn}0"))
}

/// Whole-token occurrence of `ident` in `text`, with non-identifier boundaries on both sides.
pub(super) fn contains_token(text: &str, ident: &str) -> bool {
    find_token(text, ident).is_some()
}

/// The end offset of the first whole-token occurrence of `ident` in `text`. Besides plain
/// non-identifier boundaries it accepts: a date or time inside an ISO timestamp
/// (`2025-11-28` and `14:05` in `2025-11-28T14:05:00Z`; a bare number such as `14` is not a
/// time), and an identifier with a digit at the head of a snake_case key (`p99` in
/// `p99_ms=88`) or, with a letter too, as a later part of one (`FY25` in `plan_FY25.xlsx`),
/// a quarter or half glued to its year (`Q2` in `price_grid_2025Q2.yaml`),
/// and a snake_case name as the head of a longer one cut at `__` (dbt's
/// `accepted_values_stg_orders_channel__web__pos`).
fn find_token(text: &str, ident: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    let is_time = ident.as_bytes().first().is_some_and(u8::is_ascii_digit) && ident.contains(':');
    let key_head = ident.bytes().any(|b| b.is_ascii_digit()) && !ident.contains('_');
    // a date or time inside a snake_case name is whole (`close_16:00_London`,
    // `scheduled__2025-03-07T03:00`): `_` joins words, not the parts of a value
    let value =
        ident.as_bytes().first().is_some_and(u8::is_ascii_digit) && ident.contains([':', '-']);
    let is_word = |b: u8| b.is_ascii_alphanumeric() || (b == b'_' && !value);
    let mut start = 0;
    while let Some(pos) = text[start..].find(ident) {
        let s = start + pos;
        let e = s + ident.len();
        // `14:05` after the `T` of an ISO timestamp (`2025-11-28T14:05:00Z`) is a whole time.
        let iso_before = is_time && s >= 2 && bytes[s - 1] == b'T' && bytes[s - 2].is_ascii_digit();
        // an identifier of letters and digits as one part of a snake_case name
        // (`FY25` in `commission_plan_FY25.xlsx`)
        let snake_part = key_head
            && ident.bytes().any(|b| b.is_ascii_alphabetic())
            && s >= 2
            && bytes[s - 1] == b'_'
            && bytes[s - 2].is_ascii_alphanumeric();
        // a quarter or a half glued to its year (`Q2` in `price_grid_2025Q2.yaml`)
        let after_year = matches!(
            ident.as_bytes(),
            [b'Q' | b'q', b'1'..=b'4'] | [b'H' | b'h', b'1' | b'2']
        ) && s >= 4
            && bytes[s - 4..s].iter().all(u8::is_ascii_digit)
            && (s == 4 || !bytes[s - 5].is_ascii_alphanumeric());
        let before_ok = s == 0 || !is_word(bytes[s - 1]) || iso_before || snake_part || after_year;
        // `2025-11-28` inside the ISO timestamp `2025-11-28T14:05:00Z` is a whole date.
        let iso_time = bytes.get(e) == Some(&b'T')
            && bytes.get(e + 1).is_some_and(u8::is_ascii_digit)
            && ident.as_bytes().last().is_some_and(u8::is_ascii_digit);
        let snake_head = key_head
            && bytes.get(e) == Some(&b'_')
            && bytes.get(e + 1).is_some_and(u8::is_ascii_alphabetic);
        // a snake_case name cut where `__` starts the next part (dbt names a test
        // `accepted_values_stg_orders_channel__web__pos`, a summary by its head)
        let dunder_head = ident.contains('_')
            && !ident.ends_with('_')
            && text[e..].starts_with("__")
            && bytes.get(e + 2).is_some_and(u8::is_ascii_alphanumeric);
        let after_ok =
            e >= bytes.len() || !is_word(bytes[e]) || iso_time || snake_head || dunder_head;
        // a part in the middle or at the end of the name (`_FY25.xlsx`, `_FY25_v2`) only
        let after_ok =
            after_ok && !(snake_part && bytes.get(e).is_some_and(u8::is_ascii_alphanumeric));
        if before_ok && after_ok {
            return Some(e);
        }
        start = s + ident.chars().next().map_or(1, char::len_utf8);
    }
    None
}

/// The keys of a dotted key path such as `dns01.route53.hostedZoneID`,
/// `raw.shop.orders.DISCOUNT_CENTS` or `spring.kafka.consumer.auto-offset-reset`: two or more
/// parts, each with a letter, at least one in camelCase, snake_case or capitals, all in
/// PascalCase (`Cache.Put`, a type's member), or three or more ending in a kebab-case key (so
/// domain names and file names are not paths). Such a
/// path is seen when its keys occur whole and in order in one source, or when its head
/// (`raw.shop.orders`) and its last key occur whole.
fn key_path(ident: &str) -> Option<Vec<&str>> {
    let parts: Vec<&str> = ident.split('.').collect();
    // a camelCase key, or a snake_case or upper-case name (`raw.shop.orders.DISCOUNT_CENTS`,
    // a schema, table and column)
    let camel = |p: &str| {
        (p.chars().next().is_some_and(char::is_lowercase) && p.chars().any(char::is_uppercase))
            || p.contains('_')
            || (p.chars().count() >= 2 && p.chars().all(|c| c.is_uppercase() || c == '_'))
    };
    // a property key in kebab case ends the path (`spring.kafka.consumer.auto-offset-reset`);
    // a domain name never ends with one
    let last = parts.len() - 1;
    let kebab = parts.len() >= 3 && parts[last].contains('-');
    (parts.len() >= 2
        && parts.iter().enumerate().all(|(i, p)| {
            !p.is_empty()
                && p.chars()
                    .all(|c| c.is_alphanumeric() || c == '_' || (c == '-' && i == last && kebab))
                && p.chars().any(char::is_alphabetic)
        })
        && (kebab || parts.iter().any(|p| camel(p)) || parts.iter().all(|p| pascal(p))))
    .then_some(parts)
}

/// The keys of a dotted path that an array index follows in the entry (`spec.tls` of
/// `spec.tls[0].hosts`): two or more parts of letters, digits and `_`, each with a letter.
/// The index makes it a key path whatever the case of its keys (`spec.tls` alone could be a
/// file or a domain name); it is seen as [`key_path`]'s are, its keys in order in one source.
fn indexed_path(ident: &str) -> Option<Vec<&str>> {
    let parts: Vec<&str> = ident.split('.').collect();
    (parts.len() >= 2
        && parts.iter().all(|p| {
            p.chars().all(|c| c.is_alphanumeric() || c == '_') && p.chars().any(char::is_alphabetic)
        }))
    .then_some(parts)
}

/// Whether the number at `range` of `entry` is an array index: written `[N]` straight after a
/// name (`tls[0]`, `items[12]`).
fn array_index(entry: &str, range: std::ops::Range<usize>) -> bool {
    entry[..range.start]
        .strip_suffix('[')
        .and_then(|b| b.chars().next_back())
        .is_some_and(|c| c.is_alphanumeric() || c == '_')
        && entry[range.end..].starts_with(']')
}

/// A PascalCase name (`Cache`, `HttpClient`): a capital, then a lower-case letter among the
/// rest. A path of them is a type's member (`Cache.Put`, as `idem.(*Cache).Put` names it).
fn pascal(p: &str) -> bool {
    p.chars().next().is_some_and(char::is_uppercase) && p.chars().any(char::is_lowercase)
}

/// An identifier with its superscript digits written as plain ones (`7.85/ft³` → `7.85/ft3`,
/// `m²` → `m2`): a unit a summary writes in print where the tool output wrote ASCII (blind
/// round s66B). `None` when it has no superscript digit.
fn superscript_folded(ident: &str) -> Option<String> {
    let fold = |c: char| match c {
        '\u{b9}' => Some('1'),
        '\u{b2}' => Some('2'),
        '\u{b3}' => Some('3'),
        '\u{2070}' => Some('0'),
        '\u{2074}'..='\u{2079}' => char::from_digit(c as u32 - 0x2070, 10),
        _ => None,
    };
    ident
        .chars()
        .any(|c| fold(c).is_some())
        .then(|| ident.chars().map(|c| fold(c).unwrap_or(c)).collect())
}

/// `text` with each Cyrillic letter that looks like a Latin one written as that Latin letter
/// (`М500` → `M500`, `Т-14` → `T-14`, `АВС` → `ABC`), or `None` when it has none.
fn latin_lookalikes(text: &str) -> Option<String> {
    let latin = |c: char| {
        Some(match c {
            'А' => 'A',
            'В' => 'B',
            'Е' => 'E',
            'К' => 'K',
            'М' => 'M',
            'Н' => 'H',
            'О' => 'O',
            'Р' => 'P',
            'С' => 'C',
            'Т' => 'T',
            'У' => 'Y',
            'Х' => 'X',
            'І' => 'I',
            'Ј' => 'J',
            'Ѕ' => 'S',
            'а' => 'a',
            'е' => 'e',
            'о' => 'o',
            'р' => 'p',
            'с' => 'c',
            'у' => 'y',
            'х' => 'x',
            'і' => 'i',
            'ј' => 'j',
            'ѕ' => 's',
            _ => return None,
        })
    };
    text.chars()
        .any(|c| latin(c).is_some())
        .then(|| text.chars().map(|c| latin(c).unwrap_or(c)).collect())
}

/// The singular of an upper-case acronym in the plural (`CSVs` → `CSV`, `PRs` → `PR`).
fn acronym_singular(ident: &str) -> Option<&str> {
    let stem = ident.strip_suffix('s')?;
    let acronym = stem.len() >= 2 && stem.chars().all(|c| c.is_ascii_uppercase());
    // a model or part name in the plural: `A100s`, `H200s`, `T4s`
    let model = stem.len() >= 2
        && stem.starts_with(|c: char| c.is_ascii_uppercase())
        && stem.ends_with(|c: char| c.is_ascii_digit())
        && stem.chars().all(|c| c.is_ascii_alphanumeric());
    (acronym || model).then_some(stem)
}

/// The number of an amount per unit (`$64/seat/month` → `64`, `$6,000/year` → `6000`,
/// `99,312.00/yr` → `99312`, `€149/room-night` → `149`): a number, then one or more `/word`
/// of letters, with inner hyphens.
fn per_unit(ident: &str) -> Option<String> {
    let (num, rest) = ident.split_once('/')?;
    unit_words(rest).then(|| normalize_number(num)).flatten()
}

/// Whether the text after a number's `/` is units in letters (`ml`, `kg/h`, and a unit of two
/// words, `room-night`), a unit perhaps squared or cubed (`m2`, `ft³`, blind round s66B).
fn unit_words(rest: &str) -> bool {
    rest.split('/').all(|w| {
        let w = w
            .strip_suffix(['2', '3', '\u{b2}', '\u{b3}'])
            .filter(|u| !u.is_empty())
            .unwrap_or(w);
        w.starts_with(char::is_alphabetic)
            && w.ends_with(char::is_alphabetic)
            && w.chars().all(|c| c.is_alphabetic() || c == '-')
    })
}

/// A number with a magnitude ([`derived::magnitude`]) over a unit in letters (`412k/ml`,
/// `1.2M/s`, `3k/room-night`): the number with its magnitude as [`unit_number`] reads it
/// (`412`, `k`, `412`); `None` for anything else (`512MiB/s`, `€149/room-night`).
fn magnitude_per_unit(ident: &str) -> Option<(&str, &str, String)> {
    let (head, rest) = ident.split_once('/')?;
    let (num, unit, n) = unit_number(head)?;
    (unit_words(rest) && derived::magnitude(unit).is_some()).then_some((num, unit, n))
}

/// The parts of an acronym joined to a word (`CLM-id`, `API-keys`): the acronym, and the word
/// in the singular or as written; `None` for anything else.
fn acronym_word(ident: &str) -> Option<(&str, &str)> {
    let (a, w) = ident.split_once('-')?;
    (a.len() >= 2
        && a.chars().all(|c| c.is_ascii_uppercase())
        && !w.is_empty()
        && w.chars().all(|c| c.is_ascii_lowercase()))
    .then_some((a, w))
}

/// Check the anchors of `entry` against `evidence` (one text).
pub fn check(entry: &str, evidence: &str) -> GuardFinding {
    Guard::new([evidence])
        .check_all([entry])
        .pop()
        .unwrap_or_default()
}

/// The guard over a whole record's evidence, indexed once: `sjc prune` caps
/// an entry only when one of its anchors occurs in *none* of the evidence
/// sources (a value the environment never produced), so a retrieval miss
/// cannot delete a true entry.
pub struct Guard<'a> {
    values: EvidenceValues<'a>,
}

impl<'a> Guard<'a> {
    /// Index the given evidence texts (borrowed; a value must occur whole
    /// inside one of them).
    pub fn new(sources: impl IntoIterator<Item = &'a str>) -> Guard<'a> {
        Guard {
            values: EvidenceValues::new(sources),
        }
    }

    /// Check many entries against the evidence indexed once by [`Guard::new`].
    /// Identifiers missing as written get one more chance, all entries together,
    /// in a single pass over the evidence: a whole token equal up to letter case, or the head
    /// of one up to a `.` or `/` (`CONFIG/PROD` of `config/prod.yaml`, `compliance@acme` of
    /// `compliance@acme.com`: a name cut at a separator is not a different value).
    pub fn check_all<'e>(&self, entries: impl IntoIterator<Item = &'e str>) -> Vec<GuardFinding> {
        let mut findings: Vec<GuardFinding> = entries
            .into_iter()
            .map(|e| check_values(e, &self.values))
            .collect();
        let pending: HashSet<String> = findings
            .iter()
            .flat_map(|f| &f.mismatches)
            .filter(|m| matches!(m.kind, AnchorKind::Identifier | AnchorKind::Name))
            .map(|m| m.token.to_lowercase())
            .collect();
        if pending.is_empty() {
            return findings;
        }
        // the same names without the hyphen between their letters and digits (`SHA-256`,
        // `sha256`), and the names elided in the middle (`A3:55:0F…16:AA:05`)
        let joined: HashSet<String> = pending.iter().filter_map(|p| unhyphenated(p)).collect();
        let ends: Vec<(&str, &str)> = pending.iter().filter_map(|p| elided(p)).collect();
        let lens: HashSet<usize> = pending.iter().map(String::len).collect();
        // names that may stand as parts of a longer one (`H100` in `gpu-h100`, `Q3` in
        // `q3_duplicate_payments.csv`, `region_id` in `not_null_rpt_region_id`)
        let parted: HashSet<String> = pending.iter().filter_map(|p| part_name(p)).collect();
        let most_parts = parted
            .iter()
            .map(|p| p.split('_').count())
            .max()
            .unwrap_or(0);
        let mut recased = HashSet::new();
        for t in self.values.texts.iter().flat_map(|text| tokens(text)) {
            if !matches!(t.kind, TokenKind::Identifier | TokenKind::Hex) {
                continue;
            }
            let lower = t.text.to_lowercase();
            if most_parts > 0 && lower.contains(NAME_SEPARATORS) {
                let parts = name_parts(&lower);
                let mut run = String::new();
                for i in 0..parts.len() {
                    run.clear();
                    for (j, part) in parts[i..].iter().take(most_parts).enumerate() {
                        if j > 0 {
                            run.push('_');
                        }
                        run.push_str(part);
                        if parted.contains(&run) {
                            recased.insert(run.clone());
                        }
                    }
                }
            }
            if lens.contains(&lower.len()) && pending.contains(&lower) {
                recased.insert(lower.clone());
            }
            if let Some(u) = unhyphenated(&lower).filter(|u| joined.contains(u)) {
                recased.insert(u);
            }
            // the program named for a hash algorithm names it (`sha256sum` for `SHA-256`)
            if let Some(u) = lower
                .strip_suffix("sum")
                .and_then(unhyphenated)
                .filter(|u| joined.contains(u))
            {
                recased.insert(u);
            }
            for (head, tail) in &ends {
                if lower.len() > head.len() + tail.len()
                    && lower.starts_with(head)
                    && lower.ends_with(tail)
                {
                    recased.insert(format!("{head}\u{2026}{tail}"));
                }
            }
            for (i, _) in lower.match_indices(['.', '/']) {
                let head = &lower[..i];
                if lens.contains(&head.len()) && pending.contains(head) {
                    recased.insert(head.to_string());
                }
            }
        }
        for f in &mut findings {
            f.mismatches.retain(|m| {
                let lower = m.token.to_lowercase();
                m.kind == AnchorKind::Number
                    || m.kind == AnchorKind::Hex
                    || !(recased.contains(&lower)
                        || part_name(&lower).is_some_and(|p| recased.contains(&p))
                        || unhyphenated(&lower).is_some_and(|u| recased.contains(&u))
                        || elided(&lower)
                            .is_some_and(|(h, t)| recased.contains(&format!("{h}\u{2026}{t}"))))
            });
        }
        findings
    }
}

/// The separators between the parts of a name (`gpu-h100`, `q3_payments.csv`, `a/b`).
const NAME_SEPARATORS: [char; 4] = ['-', '_', '.', '/'];

/// The non-empty parts of a name between [`NAME_SEPARATORS`]; a `.` separates only before or
/// after a letter (`payments.csv`), so a version stays one part (`v2.3.1`, `2.4` of
/// `release/2.4`: not seen in `release/2.4.1`).
fn name_parts(lower: &str) -> Vec<&str> {
    let b = lower.as_bytes();
    let mut out = Vec::new();
    let mut start = 0;
    for (i, &c) in b.iter().enumerate() {
        let cut = match c {
            b'-' | b'_' | b'/' => true,
            b'.' => {
                b.get(i + 1).is_some_and(u8::is_ascii_alphabetic)
                    || (i > 0 && b[i - 1].is_ascii_alphabetic())
            }
            _ => false,
        };
        if cut {
            if i > start {
                out.push(&lower[start..i]);
            }
            start = i + 1;
        }
    }
    if start < lower.len() {
        out.push(&lower[start..]);
    }
    out
}

/// A lowercase name that is seen as a run of whole parts of a longer name, up to letter case
/// ([`Guard::check_all`]), as its parts joined by `_`: a name of letters and digits (`h100`,
/// `q3`) or of two or more parts (`region_id`). `None` for a plain word (`admin` is not seen
/// in `db-admin`), a bare number, or a name of one or two characters.
fn part_name(lower: &str) -> Option<String> {
    let parts = name_parts(lower);
    let alnum = parts.iter().all(|p| p.chars().all(|c| c.is_alphanumeric()));
    let letter = lower.chars().any(char::is_alphabetic);
    let digit = lower.chars().any(|c| c.is_ascii_digit());
    (alnum && letter && lower.len() >= 2 && (parts.len() >= 2 || digit) && parts.len() <= 4)
        .then(|| parts.join("_"))
}

/// A name of letters and a number joined by one hyphen or written together (`SHA-256`,
/// `utf8`, `ipv6`), lowercase, as the key under which both writings meet: its letters and
/// digits only (`sha256`). Two to six letters and one to four digits; `None` for anything
/// else, so that ids (`INV-20931`) keep their exact writing.
fn unhyphenated(lower: &str) -> Option<String> {
    let letters = lower.bytes().take_while(u8::is_ascii_lowercase).count();
    let rest = lower[letters..]
        .strip_prefix('-')
        .unwrap_or(&lower[letters..]);
    ((2..=6).contains(&letters)
        && (1..=4).contains(&rest.len())
        && rest.bytes().all(|b| b.is_ascii_digit()))
    .then(|| format!("{}{rest}", &lower[..letters]))
}

/// The two ends of a value a summary elides in the middle (`a3:55:0f:6b...16:aa:05`,
/// `7c:1e:…:08:5b`, lowercase): the head before `...` or `…` and the tail after it, without
/// the separators at the cut. Both ends need two or more characters and eight or more
/// together, so that a long value is seen when one evidence token starts with the head and
/// ends with the tail.
fn elided(lower: &str) -> Option<(&str, &str)> {
    let (head, tail) = lower
        .split_once("...")
        .or_else(|| lower.split_once('\u{2026}'))?;
    let cut = |c: char| matches!(c, ':' | '-' | '.' | '_' | '/');
    let (head, tail) = (head.trim_end_matches(cut), tail.trim_start_matches(cut));
    (head.len() >= 2 && tail.len() >= 2 && head.len() + tail.len() >= 8 && !tail.contains("..."))
        .then_some((head, tail))
}

/// Whether a number is the base of a rate rather than a value: a power of ten from 100 up
/// after `per` ("17 AFN per 1,000 knots", "4.2 cases per 100,000 people"). A user who writes
/// the base as a word ("هزار", "mille") leaves no number for it in the evidence, and the base
/// says how the rate is counted, not what was counted.
fn rate_base(before: &str, t: &crate::retrieve::tokenize::Token<'_>) -> bool {
    if t.kind != TokenKind::Number {
        return false;
    }
    let per = before
        .trim_end()
        .rsplit(char::is_whitespace)
        .next()
        .is_some_and(|w| w.eq_ignore_ascii_case("per"));
    per && normalize_number(t.text)
        .is_some_and(|n| n.len() >= 3 && n.starts_with('1') && n[1..].bytes().all(|b| b == b'0'))
}

/// Whether the text before a value ends with a word that sets the value aside: `not`,
/// `rather than`, `instead of` (any case, then one space or more). "Release as 1.5.0, not
/// 2.0.0" states 1.5.0; whether 2.0.0 was ever on the table is not the guard's to check.
fn set_aside(before: &str) -> bool {
    let b = before.trim_end_matches([' ', '`', '\'', '"']);
    if b.len() == before.len() {
        return false;
    }
    let lower = b.to_lowercase();
    ["not", "rather than", "instead of"].iter().any(|w| {
        lower
            .strip_suffix(w)
            .is_some_and(|head| head.chars().last().is_none_or(|c| !c.is_alphanumeric()))
    })
}

/// The two values of a compound identifier, each of which must then occur in the evidence
/// (a number as a number, anything else whole):
/// - `name:value` whose left side has a letter (`ci-runner:nightly-2025-03-02` when the image
///   and tag are separate JSON fields, `db01:5432`);
/// - a range of two times of day (`01:00-03:00` when the evidence says "between 01:00 and
///   03:00") or of two numbers (`1588-1740`, `2.5–4`: a span of values the evidence lists
///   apart);
/// - three or more words joined by slashes, or codes of one shape with a letter first and a
///   digit (`KW1/KW2/KW3`);
/// - two words joined by a slash, letters and inner hyphens only (`invoice/PO`, `UI/API`,
///   `re-plan/apply`: prose, unless the evidence writes it whole), two identifiers of one
///   shape, each with a letter and a digit and neither a path (`C-100615/C-100618`: a pair of
///   records named together), two field names of which one is in snake case
///   (`Schadenummer/claim_id`: a join key named on both sides), or two id prefixes in capitals
///   (`NHC-/CLM-`, each a part of the ids it names);
/// - a word and a number in the plural (`under-12s`: a group of ages).
///
/// A bare time such as `14:05` is not split, so its parts cannot be matched by unrelated
/// numbers; nor is a path (`src/main.rs`) or a fraction (`3/20`).
fn compound_parts(ident: &str) -> Option<Vec<&str>> {
    let word = |w: &str| {
        w.chars().next().is_some_and(char::is_alphabetic)
            && w.chars().last().is_some_and(char::is_alphabetic)
            && w.chars().all(|c| c.is_alphabetic() || c == '-')
    };
    // a list of three or more words (`account/resource/change/severity`: a table's columns), or
    // of codes of one shape, each with a letter and a digit (`KW1/KW2/KW3`: three grades)
    let list: Vec<&str> = ident.split('/').collect();
    let code = |w: &str| {
        w.chars().any(|c| c.is_ascii_digit())
            && w.chars().next().is_some_and(char::is_alphabetic)
            && w.chars().all(char::is_alphanumeric)
    };
    if list.len() >= 3
        && (list.iter().all(|w| word(w))
            || (list.iter().all(|w| code(w)) && list.iter().all(|w| shape(w) == shape(list[0]))))
    {
        return Some(list);
    }
    if let Some((a, b)) = ident.split_once('/') {
        // an id prefix of a list (`NHC-/CLM-`, "the NHC-/CLM- lines"): its letters
        let capitals = |p: &str| p.len() >= 2 && p.chars().all(|c| c.is_ascii_uppercase());
        let (pa, pb) = (a.strip_suffix('-'), b.strip_suffix('-').unwrap_or(b));
        if let Some(pa) = pa.filter(|p| capitals(p)).filter(|_| capitals(pb)) {
            return Some(vec![pa, pb]);
        }
        // a field name (`Schadenummer/claim_id`): letters, digits and `_`, with a letter first
        // and a `_` in one of the two
        let field = |w: &str| {
            w.chars().next().is_some_and(char::is_alphabetic)
                && w.chars().all(|c| c.is_alphanumeric() || c == '_')
                && !w.ends_with('_')
        };
        if field(a) && field(b) && (a.contains('_') || b.contains('_')) {
            return Some(vec![a, b]);
        }
        let id = |w: &str| {
            w.chars().any(|c| c.is_ascii_digit())
                && w.chars().any(char::is_alphabetic)
                && w.chars()
                    .all(|c| c.is_alphanumeric() || c == '-' || c == '_')
        };
        if (word(a) && word(b)) || (id(a) && id(b)) {
            return Some(vec![a, b]);
        }
    }
    let is_time = |p: &str| {
        let (h, m) = p.split_once(':').unwrap_or(("", ""));
        !h.is_empty()
            && h.len() <= 2
            && h.bytes().all(|b| b.is_ascii_digit())
            && m.len() >= 2
            && m.bytes().all(|b| b.is_ascii_digit() || b == b':')
    };
    let is_number =
        |p: &str| (normalize_number(p).is_some() && !zero_padded(p)) || unit_number(p).is_some();
    for sep in ['-', '\u{2013}'] {
        if let Some((a, b)) = ident.split_once(sep) {
            if (is_time(a) && is_time(b)) || (is_number(a) && is_number(b)) {
                return Some(vec![a, b]);
            }
        }
    }
    // a group named by a word and a number in the plural (`under-12s`, `over-65s`): the
    // word and the number
    if let Some((a, b)) = ident.split_once('-') {
        let n = b.strip_suffix('s').unwrap_or("");
        if word(a) && !n.is_empty() && n.bytes().all(|c| c.is_ascii_digit()) {
            return Some(vec![a, n]);
        }
    }
    let (a, b) = ident.split_once(':')?;
    (a.chars().any(char::is_alphabetic) && !b.is_empty() && !b.starts_with('/')).then(|| vec![a, b])
}

/// The two labels of a range of labels written with one prefix: `cal.4-5` is `cal.4` to
/// `cal.5` ("the cell holds 10,390 kg of Tarocco cal.4-5" where a stock listing writes
/// `cal.4 6410 kg | cal.5 3980 kg`, blind round s69A), `KW3-5` is `KW3` to `KW5`. The prefix
/// holds a letter and ends in a letter or a `.`; both numbers have the same count of digits
/// (one or two) and the second is the greater. `None` for anything else, so a date
/// (`2025-06`) or an id (`INV-2024-5`) is no range. [`check_values`] reads the range as seen
/// when the evidence writes both labels.
fn label_range(ident: &str) -> Option<(String, String)> {
    let (a, b) = ident.rsplit_once(['-', '\u{2013}'])?;
    let digits = a.len() - a.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    let prefix = &a[..a.len() - digits];
    let first = &a[prefix.len()..];
    let ok = (1..=2).contains(&digits)
        && b.len() == digits
        && b.bytes().all(|c| c.is_ascii_digit())
        && prefix.chars().any(char::is_alphabetic)
        && prefix.ends_with(|c: char| c.is_alphabetic() || c == '.')
        && !prefix.contains(['-', '/'])
        && b > first;
    ok.then(|| (a.to_string(), format!("{prefix}{b}")))
}

/// The numbers of the cells of a text's CSV rows: in a line with two or more commas, no comma
/// followed by a space and a letter somewhere (a header or a name cell), each cell between
/// commas that is a number (`hotels,700,387` gives `700` and `387`). The tokenizer reads
/// `700,387` as one number with a thousands comma, as prose writes `1,240`; in a CSV row the
/// comma separates cells. Both readings are kept.
fn csv_cells(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| {
            l.matches(',').count() >= 2
                && !l.contains(", ")
                && l.bytes().any(|b| b.is_ascii_alphabetic())
        })
        .flat_map(|l| l.split(','))
        .map(|c| c.trim().trim_matches('"'))
        .filter(|c| {
            !c.is_empty()
                && c.bytes()
                    .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-')
        })
        .filter_map(normalize_number)
        .collect()
}

/// The values of the numbers a text writes with a decimal comma, as French, German and Spanish
/// write them (`0,3 %` → `0.3`, `12,75` → `12.75`): digits, one comma, then one, two, or four or
/// more digits, with no digit, comma or point on either side (three digits after the comma are
/// a thousands group, `1,240`; `1,2,3` is a list); and the numbers they write with points
/// between thousands ([`thousands_dots`]: `2.301 €` → `2301`).
fn decimal_commas(text: &str) -> Vec<String> {
    european_numbers(text).into_iter().map(|(_, v)| v).collect()
}

/// `text` with each number of [`european_numbers`] written with a decimal point and no
/// grouping (`3 643,40 €` → `3643.4 €`, `1.234,50` → `1234.5`), or `None` when it has none.
fn with_points(text: &str) -> Option<String> {
    if !text.contains([',', '.', ' ', '\u{a0}', '\u{202f}']) {
        return None;
    }
    let found = european_numbers(text);
    if found.is_empty() {
        return None;
    }
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    for (r, v) in found {
        out.push_str(&text[at..r.start]);
        out.push_str(&v);
        at = r.end;
    }
    out.push_str(&text[at..]);
    Some(out)
}

/// [`decimal_commas`] with where each number stands: its byte range in `text` and its value.
fn european_numbers(text: &str) -> Vec<(std::ops::Range<usize>, String)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let commas = std::cell::OnceCell::new();
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit()
            || (i > 0 && (b[i - 1].is_ascii_digit() || matches!(b[i - 1], b',' | b'.')))
        {
            i += 1;
            continue;
        }
        // the Indian grouping (`2,30,111.00`) writes no decimal comma
        if let Some(end) = crate::retrieve::tokenize::lakh_grouped(b, i) {
            i = end;
            continue;
        }
        let int_end = i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        if int_end - i <= 3 {
            if let Some((n, end)) = thousands_spaces(text, i, int_end) {
                let int: String = text[i..end].chars().filter(char::is_ascii_digit).collect();
                let (whole, frac) = int.split_at(int.len() - n);
                let written = if frac.is_empty() {
                    whole.to_string()
                } else {
                    format!("{whole}.{frac}")
                };
                if let Some(v) = normalize_number(&written) {
                    out.push((i..end, v));
                }
                i = end;
                continue;
            }
        }
        if b.get(int_end) == Some(&b'.') && int_end - i <= 3 {
            if let Some((n, end)) = thousands_dots(text, i, int_end, &commas) {
                out.push((i..end, n));
                i = end;
                continue;
            }
        }
        if b.get(int_end) != Some(&b',') {
            i = int_end;
            continue;
        }
        let frac_end = int_end
            + 1
            + b[int_end + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
        let frac = frac_end - int_end - 1;
        let clean_end = !matches!(b.get(frac_end), Some(b',' | b'.'))
            || !b.get(frac_end + 1).is_some_and(u8::is_ascii_digit);
        if frac > 0 && frac != 3 && clean_end {
            if let Some(n) = normalize_number(&format!(
                "{}.{}",
                &text[i..int_end],
                &text[int_end + 1..frac_end]
            )) {
                out.push((i..frac_end, n));
            }
        }
        i = frac_end;
    }
    out
}

/// The numbers of `text` written with one to three digits, a point or a space and one group of
/// three digits, and nothing more but, after a space, a decimal point with one or two decimals
/// (`60.000`, `1.250`, `4 000`, `1 043.3`; not `1.250.000`, `2.5`, `60.0001`, `v1.250.3`,
/// `4 000,5`), read as thousands (`60000`, `1250`, `4000`, `1043.3`): Dutch,
/// Papiamento, German or Indonesian writers group thousands with a point, Russian, Sakha or
/// French ones with a space, where [`thousands_dots`] and [`thousands_spaces`] read one group
/// so only beside a currency or in a source that writes decimal commas ("servisio di 60.000
/// km", blind round s65B; "4 000 кг", s66B). `text` with each such number written in plain
/// digits is the second value, or `None` when there is none (its totals are read as
/// thousands too: a column of `6.000` bottles sums to 24,500, blind round s66A).
fn point_thousands(text: &str) -> (Vec<String>, Option<String>) {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut copied = 0;
    let mut i = 0;
    while i < b.len() {
        if !b[i].is_ascii_digit()
            || b[i] == b'0'
            || (i > 0 && (b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'.'))
        {
            i += 1;
            continue;
        }
        let int_end = i + b[i..].iter().take_while(|c| c.is_ascii_digit()).count();
        // a space-grouped number is not part of a longer run of space groups (`79 412 833`,
        // read elsewhere) nor after a number and a space (`12 400`: the `400` of `12 400`)
        let after_number = i >= 2 && b[i - 1] == b' ' && b[i - 2].is_ascii_digit();
        let gap = std::iter::once(".")
            .chain(SPACE_GAPS)
            .find(|g| text[int_end..].starts_with(g))
            .map(str::len);
        let spaced = |g: usize| g > 1 || b[int_end] == b' ';
        // a space group may end in a decimal point with one or two decimals (`1 043.3 L`,
        // blind round s68A: a French writer's grouping with an English point)
        let decimals = |g: usize| {
            let end = int_end + g + 3;
            let n = b
                .get(end + 1..)
                .map_or(0, |r| r.iter().take_while(|c| c.is_ascii_digit()).count());
            let after = end + 1 + n;
            (spaced(g)
                && b.get(end) == Some(&b'.')
                && (1..=2).contains(&n)
                && !(matches!(b.get(after), Some(b'.' | b','))
                    && b.get(after + 1).is_some_and(u8::is_ascii_digit))
                && !b.get(after).is_some_and(|c| c.is_ascii_alphanumeric()))
            .then_some(n + 1)
            .unwrap_or(0)
        };
        let dec = gap.map_or(0, decimals);
        let grouped = gap.filter(|_| int_end - i <= 3).is_some_and(|g| {
            let end = int_end + g + 3;
            b.len() >= end
                && b[int_end + g..end].iter().all(u8::is_ascii_digit)
                && !b.get(end).is_some_and(|c| c.is_ascii_alphanumeric())
                && (dec > 0
                    || !(matches!(b.get(end), Some(b'.' | b','))
                        && b.get(end + 1).is_some_and(u8::is_ascii_digit)))
                && !(spaced(g)
                    && (after_number
                        || SPACE_GAPS.iter().any(|s| {
                            text[end..].starts_with(s)
                                && b.get(end + s.len()).is_some_and(u8::is_ascii_digit)
                        })))
        });
        if let (true, Some(g)) = (grouped, gap) {
            let end = int_end + g + 3 + dec;
            let digits = format!("{}{}", &text[i..int_end], &text[int_end + g..end]);
            out.extend(normalize_number(&digits));
            plain.push_str(&text[copied..i]);
            plain.push_str(&digits);
            copied = end;
            i = end;
        } else {
            i = int_end;
        }
    }
    if out.is_empty() {
        return (out, None);
    }
    plain.push_str(&text[copied..]);
    (out, Some(plain))
}

/// The spaces that group thousands: a plain space, a no-break space and a narrow no-break
/// space ([`thousands_spaces`], [`point_thousands`]).
const SPACE_GAPS: [&str; 3] = [" ", "\u{a0}", "\u{202f}"];

/// A number written with spaces between groups of three digits and a decimal comma, as
/// Polish, French or Czech bank exports write amounts (`1 550,00 PLN`, `12 400,5`; a
/// no-break space too), starting at byte `start` with its first group ending at `int_end`:
/// the number of decimals and the end offset. Without the decimal comma `1 550` may be two
/// numbers, and is read only beside a currency ([`beside_currency`]: `38 500 € HT`) or with
/// two groups of three or more (`79 412 833`, a wallet number the user wrote grouped, blind
/// round s61A): a list of numbers is written with commas.
fn thousands_spaces(text: &str, start: usize, int_end: usize) -> Option<(usize, usize)> {
    let b = text.as_bytes();
    let gap_at = |at: usize| {
        SPACE_GAPS
            .iter()
            .find(|g| text[at..].starts_with(**g))
            .map(|g| g.len())
    };
    // groups of exactly three digits, each after one gap
    let (mut end, mut groups) = (int_end, 0);
    while let Some(gap) = gap_at(end) {
        let digits = &b[end + gap..];
        let group = digits.len() >= 3
            && digits[..3].iter().all(u8::is_ascii_digit)
            && !digits.get(3).is_some_and(u8::is_ascii_digit);
        if !group {
            break;
        }
        end += gap + 3;
        groups += 1;
    }
    if groups == 0 {
        return None;
    }
    // then a decimal comma with one or two digits, and no more number after them; or no
    // decimals, beside a currency
    if b.get(end) != Some(&b',') {
        let more =
            matches!(b.get(end), Some(b'.')) && b.get(end + 1).is_some_and(u8::is_ascii_digit);
        return (!more && (groups >= 2 || beside_currency(text, start, end))).then_some((0, end));
    }
    let frac = b[end + 1..]
        .iter()
        .take_while(|c| c.is_ascii_digit())
        .count();
    let after = end + 1 + frac;
    let more = matches!(b.get(after), Some(b',' | b'.'))
        && b.get(after + 1).is_some_and(u8::is_ascii_digit);
    ((frac == 1 || frac == 2) && !more).then_some((frac, after))
}

/// Whether a text writes decimals with a comma somewhere (`312,4 m³`, `38,50 €`: a digit, a
/// comma, one or two digits and no digit after): such a source writes thousands with points,
/// so [`thousands_dots`] reads `48.213 kWh` beside it as 48213.
fn writes_decimal_commas(text: &str) -> bool {
    let b = text.as_bytes();
    (1..b.len()).any(|i| {
        b[i] == b',' && b[i - 1].is_ascii_digit() && {
            let n = b[i + 1..].iter().take_while(|c| c.is_ascii_digit()).count();
            (1..=2).contains(&n) && !in_lakh_grouping(b, i)
        }
    })
}

/// Whether the comma at byte `at` is inside a number written in the Indian grouping
/// ([`crate::retrieve::tokenize::lakh_grouped`]: the first comma of `2,30,111.00`), which is
/// no decimal comma.
fn in_lakh_grouping(b: &[u8], at: usize) -> bool {
    // a number in this grouping is at most 29 bytes long ([`lakh_grouped`]'s eight pairs), so
    // the scan back is bounded on a long run of digits and commas
    let floor = at.saturating_sub(32);
    let start = b[floor..at]
        .iter()
        .rposition(|c| !(c.is_ascii_digit() || *c == b','))
        .map_or(floor, |p| floor + p + 1);
    (start..at).any(|s| {
        (s == 0 || !b[s - 1].is_ascii_digit())
            && crate::retrieve::tokenize::lakh_grouped(b, s).is_some_and(|end| end > at)
    })
}

/// A number written with points between groups of three digits, as German, Spanish or
/// Italian write thousands (`1.234.567`, `2.301 €`, `1.545,50 €`), starting at byte `start`
/// of `text` with its first group ending at `int_end`: its value and end offset. One group
/// after the point (`2.301`) is read so only beside a currency (`€`, `EUR`, `$`, `£`, `CHF`,
/// `kr`) or in a source that writes decimal commas ([`writes_decimal_commas`]: a German
/// handover report's `48.213 kWh` beside `312,4 m³`), since `2.301` is a decimal everywhere
/// else. `commas` holds [`writes_decimal_commas`] of `text`, read once per text by the caller's
/// scan and only when a number needs it (a log of 40,000 `12.345 ms` lines would otherwise scan
/// the whole text once per number).
fn thousands_dots(
    text: &str,
    start: usize,
    int_end: usize,
    commas: &std::cell::OnceCell<bool>,
) -> Option<(String, usize)> {
    let b = text.as_bytes();
    let (mut end, mut groups) = (int_end, 0);
    while b.get(end) == Some(&b'.')
        && b.len() >= end + 4
        && b[end + 1..end + 4].iter().all(u8::is_ascii_digit)
        && !b.get(end + 4).is_some_and(u8::is_ascii_digit)
    {
        end += 4;
        groups += 1;
    }
    let mut frac = "";
    if b.get(end) == Some(&b',') && b.get(end + 1).is_some_and(u8::is_ascii_digit) {
        let n = b[end + 1..]
            .iter()
            .take_while(|c| c.is_ascii_digit())
            .count();
        frac = &text[end + 1..end + 1 + n];
        end += 1 + n;
    }
    if groups == 0
        || matches!(b.get(end), Some(b'.' | b',')) && b.get(end + 1).is_some_and(u8::is_ascii_digit)
    {
        return None;
    }
    if groups == 1
        && frac.is_empty()
        && !beside_currency(text, start, end)
        && !in_currency_column(text, start)
        && !*commas.get_or_init(|| writes_decimal_commas(text))
    {
        return None;
    }
    let int: String = text[start..end - if frac.is_empty() { 0 } else { frac.len() + 1 }]
        .chars()
        .filter(char::is_ascii_digit)
        .collect();
    let n = if frac.is_empty() {
        int
    } else {
        format!("{int}.{frac}")
    };
    Some((normalize_number(&n)?, end))
}

/// Whether the number at bytes `start..end` of `text` has a currency within four characters
/// before it or five after it, or after the high end of a range it opens: a sign
/// ([`CURRENCY_SIGNS`], `₱`, `₦`, …), an ISO 4217 code ([`CURRENCY_CODES`]: `EUR`, `IDR`) or a
/// local abbreviation ([`CURRENCY_WORDS`]: `kr`, `zł`, `Rp`, `Rs`).
fn beside_currency(text: &str, start: usize, end: usize) -> bool {
    let near = |s: &str| {
        let s = s.trim();
        s.starts_with(CURRENCY_SIGNS)
            || s.ends_with(CURRENCY_SIGNS)
            || CURRENCY_CODES
                .iter()
                .chain(CURRENCY_WORDS.iter())
                .any(|c| s.starts_with(c) || s.ends_with(c))
    };
    let before = text[..start]
        .chars()
        .rev()
        .take(4)
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect::<String>();
    let after: String = text[end..].chars().take(5).collect();
    near(&before) || near(&after) || {
        // the low end of a range whose high end has the currency (`130 000 – 155 000 FCFA`,
        // blind round s64B)
        let rest = text[end..].trim_start();
        rest.strip_prefix(['–', '-', '—']).is_some_and(|r| {
            let r = r.trim_start();
            let digits = r
                .find(|c: char| {
                    !(c.is_ascii_digit() || matches!(c, ' ' | ',' | '.' | '\u{a0}' | '\u{202f}'))
                })
                .unwrap_or(r.len());
            r[..digits].starts_with(|c: char| c.is_ascii_digit())
                && near(&r[digits..].chars().take(4).collect::<String>())
        })
    }
}

/// Lines above a pipe-table row that [`in_currency_column`] reads for its header.
const CURRENCY_HEADER_LINES: usize = 64;

/// Whether byte `at` of `text` is in a cell of a pipe table (`| … | 420.000 | … |`) whose
/// header cell names a currency as a word of its own (`Aseguru-balioa (EUR)`, `Betrag €`,
/// `Value, CHF`): the header is the nearest line above, within [`CURRENCY_HEADER_LINES`],
/// that is no rule and holds no digit, and the cell the one with as many `|` before it.
fn in_currency_column(text: &str, at: usize) -> bool {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    if !text[line_start..]
        .split('\n')
        .next()
        .is_some_and(|l| l.contains('|'))
    {
        return false;
    }
    let column = text[line_start..at].matches('|').count();
    let header = text[..line_start]
        .lines()
        .rev()
        .take(CURRENCY_HEADER_LINES)
        .find(|l| !l.bytes().any(|b| b.is_ascii_digit()) && !derived::is_rule(l));
    header
        .and_then(|h| h.split('|').nth(column))
        .is_some_and(|cell| {
            cell.split(|c: char| !(c.is_alphanumeric() || c == '€' || c == '$' || c == '£'))
                .any(|w| ["€", "EUR", "$", "£", "CHF", "USD", "PLN", "GBP"].contains(&w))
        })
}

/// The seconds of an interval under a minute as PostgreSQL and `time` print it
/// (`00:00:01.208114` → `01.208114`): a lag "back to 1.2s" reads it as a number. Only intervals
/// of zero hours and zero minutes with a fraction of a second, so clock times stay times.
fn interval_seconds(ident: &str) -> Option<&str> {
    let secs = ident.strip_prefix("00:00:")?;
    let (int, frac) = secs.split_once('.')?;
    (int.len() == 2
        && int.bytes().all(|b| b.is_ascii_digit())
        && !frac.is_empty()
        && frac.bytes().all(|b| b.is_ascii_digit()))
    .then_some(secs)
}

/// The value of a number in scientific notation (`9.1e-07`, `9.1E-7`, `1.2e+03`), written
/// one way (`9.1e-7`); `None` for anything else.
fn scientific(text: &str) -> Option<String> {
    let (m, e) = text.split_once(['e', 'E'])?;
    let digits = |x: &str| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit());
    let mantissa = m
        .split_once('.')
        .map_or(digits(m), |(i, f)| digits(i) && digits(f));
    if !mantissa || !digits(e.trim_start_matches(['-', '+'])) {
        return None;
    }
    let x: f64 = text.parse().ok()?;
    x.is_finite().then(|| format!("{x:e}"))
}

/// The roundings of a normalised number with decimals to each shorter number of decimals that
/// keeps at least one, half up (`1.208114` → `1.2`, `1.21`, `1.208`, `1.2081`, `1.20811`;
/// `0.96` → nothing, since `1.0` keeps none), and to a whole number when the whole part has
/// three digits or more (`2056.56` → `2057`): an entry's `1.2` then matches `1.208114`, its
/// `1` does not. Trailing zeros are dropped as [`normalize_number`] drops them; numbers of more than
/// 30 digits have none.
fn roundings(n: &str) -> Vec<String> {
    let (neg, n) = match n.strip_prefix('-') {
        Some(r) => (true, r),
        None => (false, n),
    };
    let Some((int, frac)) = n.split_once('.') else {
        return Vec::new();
    };
    if int.len() + frac.len() > 30 {
        return Vec::new();
    }
    // to a whole number too where the whole part has three digits or more (`2056.56` →
    // `2057`): below that a whole number is too common to say which value it rounds
    let from = if int.trim_start_matches('0').len() >= 3 {
        0
    } else {
        1
    };
    (from..frac.len())
        .filter_map(|d| {
            let kept: u128 = format!("{int}{}", &frac[..d]).parse().ok()?;
            let up = frac.as_bytes()[d] >= b'5';
            let v = (kept + up as u128).to_string();
            let sign = if neg { "-" } else { "" };
            if d == 0 {
                return normalize_number(&format!("{sign}{v}"));
            }
            let v = format!("{v:0>width$}", width = d + 1);
            let (i, f) = v.split_at(v.len() - d);
            let r = normalize_number(&format!("{sign}{i}.{f}"))?;
            r.contains('.').then_some(r)
        })
        .collect()
}

/// Whether a number is padded to a fixed width with two or more leading zeros (`000504`,
/// `0042`; not `07`, `0.5` or `022000`): a sequence number or code, whose value is not a
/// quantity. A log of 44,001 requests numbered `req=000000` … `req=044000` would otherwise make
/// every count and status code up to 44,000 look seen ("failed with 504" against
/// `req=000504`). The padded token itself still matches as written.
fn zero_padded(text: &str) -> bool {
    let digits = text.trim_start_matches(['-', '+']);
    let int = digits.split(['.', ',']).next().unwrap_or("");
    int.len() >= 3 && int.starts_with("00") && int.bytes().all(|b| b.is_ascii_digit())
}

/// The time of a time of day written with the UTC designator (`13:00Z`, `13:00:00Z` →
/// `13:00`, `13:00:00`): it is checked as the time, which is seen inside an ISO timestamp
/// (`2025-07-15T13:00:00Z`). `None` for anything else.
fn zulu_time(ident: &str) -> Option<&str> {
    let time = ident.strip_suffix(['Z', 'z'])?;
    let parts: Vec<&str> = time.split(':').collect();
    ((2..=3).contains(&parts.len())
        && parts
            .iter()
            .all(|p| (1..=2).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_digit())))
    .then_some(time)
}

/// A percentage as the ratio it states (`11.2%` → `0.112`, `0.3%` → `0.003`, `91%` →
/// `0.91`): a summary that turns a tool's ratio into a percent still reports its value. `n` is
/// normalised ([`normalize_number`]) and ends with `%`.
fn percent_as_ratio(n: &str) -> Option<String> {
    let n = n.strip_suffix('%')?;
    let (neg, n) = match n.strip_prefix('-') {
        Some(r) => ("-", r),
        None => ("", n),
    };
    let (int, frac) = n.split_once('.').unwrap_or((n, ""));
    let int = format!("{int:0>3}");
    let (head, tail) = int.split_at(int.len() - 2);
    normalize_number(&format!("{neg}{head}.{tail}{frac}"))
}

/// Numbers are compared without a trailing `%` on either side (`91%` = `91`).
fn without_percent(mut n: String) -> String {
    if n.ends_with('%') {
        n.pop();
    }
    n
}

/// Units written straight after a number (`1.795s`, `250ms`, `512MiB`): such a token is
/// checked as its number ([`unit_number`]).
const UNITS: [&str; 41] = [
    "ns", "us", "µs", "ms", "s", "sec", "secs", "m", "min", "mins", "h", "hr", "hrs", "d", "w",
    "k", "K", "M", "G", "B", "bn", "KB", "MB", "GB", "TB", "KiB", "MiB", "GiB", "TiB", "Ki", "Mi",
    "Gi", "m²", "km²", "mm", "cm", "km", "g", "kg", "ml", "L",
];

/// The number of an ordinal (`29th`, `1st`, `22nd`, `3rd`): the day or rank it names.
fn ordinal(text: &str) -> Option<String> {
    let lower = text.to_ascii_lowercase();
    let num = ["st", "nd", "rd", "th"]
        .iter()
        .find_map(|s| lower.strip_suffix(s))?;
    (!num.is_empty() && num.len() <= 4 && num.bytes().all(|b| b.is_ascii_digit()))
        .then(|| normalize_number(num))
        .flatten()
}

/// Whether the text after a number makes it the name of a plan or form: one letter in
/// parentheses (`401(k)`, `403(b)`, `501(c)(3)`).
fn is_form_name(after: &str) -> bool {
    let b = after.as_bytes();
    b.len() >= 3 && b[0] == b'(' && b[1].is_ascii_alphabetic() && b[2] == b')'
}

/// The quantity a token writes, normalised: a number that is no percentage (`1,240`, `0.5`),
/// or the number of a value glued to its unit (`146s`, `512MiB`, [`unit_number`]). Read by
/// [`check_values`] for the sums and shares an entry computes from its own numbers, and by
/// [`GuardFinding::find_ratios_in_units`].
fn quantity(t: &crate::retrieve::tokenize::Token<'_>) -> Option<String> {
    match t.kind {
        TokenKind::Number => normalize_number(t.text).filter(|n| !n.ends_with('%')),
        TokenKind::Identifier => unit_number(t.text).map(|(_, _, n)| n),
        _ => None,
    }
}

/// The normalised number of a `<number>-<lowercase word>` token (`30-day` → `30`,
/// `1,000-word` → `1000`), or of a phrase of lowercase words joined by hyphens around one
/// number (`within-7-days` → `7`, `up-to-3-retries`): prose that names a quantity, not an id.
fn number_with_unit(text: &str) -> Option<String> {
    let parts: Vec<&str> = text.split('-').collect();
    let word = |w: &&str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase());
    let numbers: Vec<usize> = (0..parts.len()).filter(|&i| !word(&parts[i])).collect();
    let [k] = numbers[..] else {
        return None;
    };
    // `30-day` has the number first; a phrase opens with a word of [`QUANTITY_LEADS`] and goes
    // on after the number (`within-7-days`), so that `worker-12`, `build-42-linux` or `rc-1`
    // stay names
    let phrase = k > 0 && k + 1 < parts.len() && QUANTITY_LEADS.contains(&parts[0]);
    (parts.len() >= 2 && parts.len() <= 5 && (k == 0 || phrase))
        .then(|| normalize_number(parts[k]))
        .flatten()
}

/// Words that open a hyphenated phrase around a quantity (`within-7-days`, `last-30-days`,
/// `top-5-customers`, `every-15-minutes`): [`number_with_unit`].
const QUANTITY_LEADS: [&str; 12] = [
    "within", "last", "next", "past", "first", "top", "every", "up", "under", "over", "about",
    "after",
];

/// The unit word after the number of a [`number_with_unit`] token (`day` of `30-day`, `days`
/// of `within-7-days`).
fn unit_word_of(text: &str) -> Option<&str> {
    let mut parts = text.split('-');
    parts.find(|p| p.starts_with(|c: char| c.is_ascii_digit()))?;
    parts.next()
}

/// A number written with a unit of [`UNITS`] straight after it (`1.795s`, `512MiB`, and with
/// a currency sign before it, `$2.71M`; before a hyphen and a lower-case word, `2h-old`): the
/// number as written, its unit, and its normalised value.
fn unit_number(text: &str) -> Option<(&str, &str, String)> {
    // a quantity before a word that qualifies it (`2h-old`, `30s-long`) is the quantity
    let text = match text.rsplit_once('-') {
        Some((head, tail))
            if !tail.is_empty()
                && tail.bytes().all(|b| b.is_ascii_lowercase())
                && head.starts_with(|c: char| c.is_ascii_digit()) =>
        {
            head
        }
        _ => text,
    };
    // an amount abbreviated by its magnitude carries its currency (`$2.71M`, `€2.31M`, `¥900M`)
    let text = text.trim_start_matches(['$', '€', '£', '¥']);
    let split = text.find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))?;
    let (num, unit) = text.split_at(split);
    let unit = cjk_time_unit(unit).unwrap_or(unit);
    if split == 0 || num.ends_with(['.', ',']) || !UNITS.contains(&unit) {
        return None;
    }
    Some((num, unit, normalize_number(num)?))
}

/// The unit of [`UNITS`] that a Japanese or Chinese duration mark glued to a number writes
/// (`301秒` is `301s`, `15分` and `15分钟` are `15min`, `3時間` and `3小时` are `3h`), given the
/// token's text after its digits. The tokenizer keeps a number whole with these marks and the
/// script run after them, as it does dates ([`crate::retrieve::tokenize::tokens`]), so without
/// this reading `301秒` would be an identifier that the output's `301s` never matches. The mark
/// may be followed by a word of time or extent (`5分後に`, `30分以内`, `10秒ほど`) or a particle,
/// not by `の` or `割` (`5分の1` is a fifth, `3分割` three parts). `日` and `時` alone are left
/// out: `30日` and `22時` name a day and an hour as often as a span.
fn cjk_time_unit(tail: &str) -> Option<&'static str> {
    const MARKS: [(&str, &str); 12] = [
        ("秒钟", "s"),
        ("秒鐘", "s"),
        ("秒間", "s"),
        ("秒", "s"),
        ("分钟", "min"),
        ("分鐘", "min"),
        ("分間", "min"),
        ("分", "min"),
        ("時間", "h"),
        ("小时", "h"),
        ("小時", "h"),
        ("日間", "d"),
    ];
    const AFTER: [&str; 22] = [
        "後",
        "后",
        "前",
        "以内",
        "以上",
        "以下",
        "未満",
        "程度",
        "超",
        "近く",
        "ほど",
        "くらい",
        "ぐらい",
        "間",
        "内",
        "左右",
        "で",
        "に",
        "を",
        "が",
        "は",
        "と",
    ];
    MARKS.iter().find_map(|(mark, unit)| {
        let rest = tail.strip_prefix(mark)?;
        (rest.is_empty() || AFTER.iter().any(|a| rest.starts_with(a))).then_some(*unit)
    })
}

/// Whether a zoned time of the entry (`10:51 CET`) is the same instant as another zoned time
/// the entry writes ("completed at 09:51:47 UTC, i.e. until 10:51 CET"): a conversion the
/// entry states of its own value, which is checked as a value of its own.
fn own_conversion(entry: &str, t: &crate::retrieve::tokenize::Token<'_>) -> bool {
    let mut own = derived::ZoneTimes::default();
    let blanked = format!(
        "{}{}{}",
        &entry[..t.byte_range.start],
        " ".repeat(t.text.len()),
        &entry[t.byte_range.end..]
    );
    own.add_text(&blanked);
    derived::zoned_times_seen(&own, entry, t.text, t.byte_range.end)
}

/// Whether the evidence holds the number of a [`unit_number`] token: with its unit, spaced or
/// not (`2Gi`, `2 Gi`), or, for a value specific enough not to occur by chance (a decimal, or
/// three or more digits: `1.795s` against Prometheus' `"1.795"`, `512MiB` against `512`), as
/// the bare number. A small whole number with a unit (`2Gi`, `5s`) needs its unit: small
/// integers occur everywhere. A time unit is also read as a duration stated in another unit
/// (`72h` for `"ttl": 259200`, [`derived::Durations`]).
fn unit_number_seen(ev: &EvidenceValues<'_>, text: &str, num: &str, unit: &str, n: &str) -> bool {
    let specific = n.contains('.') || n.trim_start_matches('-').len() >= 3;
    let duration = derived::time_unit_ms(unit).is_some_and(|u| ev.durations.holds(n, u))
        || derived::size_unit_bytes(unit).is_some_and(|u| ev.sizes.holds(n, u));
    // a magnitude the evidence writes in the name of the number's key or column (`283.7k`
    // for `scc_geomean_k: 283.7`)
    let scaled =
        derived::magnitude(unit).is_some_and(|f| ev.scaled.contains(&(n.to_string(), f as u64)));
    duration
        || scaled
        || ev.contains_identifier(text)
        || ev.contains_identifier(&format!("{num} {unit}"))
        || (specific && ev.contains_number(n))
        || derived::magnitude(unit)
            .is_some_and(|f| derived::approximates(ev.numbers.iter().chain(&ev.totals), n, f))
}

/// Whether the whole number `n` (2 to 60) counts the items the entry lists right after it:
/// within three words, a list in parentheses or after a colon, items split by `,`, `;` or
/// `and`, each of six words at most ("6 booked (A-55102, A-55107, …, A-55124)", "3 failing
/// tests: a, b and c"). `after` is the entry's text after the number. A count the entry shows
/// item by item is seen as much as its items are.
fn enumerated_count(after: &str, n: &str) -> bool {
    let Ok(count) = n.parse::<usize>() else {
        return false;
    };
    if !(2..=60).contains(&count) {
        return false;
    }
    let Some(open) = after.find(['(', ':']) else {
        return false;
    };
    if after[..open].split_whitespace().count() > 3
        || after[..open].contains(|c: char| c.is_ascii_digit())
    {
        return false;
    }
    let rest = &after[open + 1..];
    let list = if after.as_bytes()[open] == b'(' {
        match rest.find(')') {
            Some(close) => &rest[..close],
            None => return false,
        }
    } else {
        // up to the end of the sentence
        rest.find(". ").map_or(rest, |e| &rest[..e])
    };
    let items: Vec<&str> = list
        .split([',', ';'])
        .flat_map(|x| x.split(" and "))
        .map(str::trim)
        .filter(|x| !x.is_empty())
        .collect();
    items.len() == count && items.iter().all(|x| x.split_whitespace().count() <= 6)
}

/// Currency signs written against an amount (`$`, `€`, `£`, `¥`, `₹`): [`money`], and the gap
/// between a label and its number in [`derived::keyed_differences`].
pub(super) const CURRENCY_SIGNS: [char; 5] = ['$', '\u{20ac}', '\u{a3}', '\u{a5}', '\u{20b9}'];

/// ISO 4217 codes of currencies, written one space before or after an amount (`USD 4,324.00`,
/// `IDR 675.000`, `12 EUR`): [`money`] and [`beside_currency`].
const CURRENCY_CODES: [&str; 95] = [
    "AED", "AFN", "AMD", "ARS", "AUD", "AZN", "BAM", "BDT", "BGN", "BHD", "BIF", "BND", "BOB",
    "BRL", "BWP", "BYN", "CAD", "CHF", "CLP", "CNY", "COP", "CRC", "CZK", "DKK", "DOP", "DZD",
    "EGP", "ETB", "EUR", "FJD", "GBP", "GEL", "GHS", "GTQ", "HKD", "HNL", "HUF", "IDR", "ILS",
    "INR", "IQD", "ISK", "JMD", "JOD", "JPY", "KES", "KGS", "KHR", "KRW", "KWD", "KZT", "LAK",
    "LKR", "LSL", "MAD", "MGA", "MKD", "MMK", "MNT", "MWK", "MXN", "MYR", "MZN", "NGN", "NOK",
    "NPR", "NZD", "OMR", "PEN", "PGK", "PHP", "PKR", "PLN", "PYG", "QAR", "RON", "RSD", "RUB",
    "RWF", "SAR", "SEK", "SGD", "SZL", "THB", "TND", "TRY", "TWD", "TZS", "UAH", "UGX", "USD",
    "UZS", "VND", "XAF", "XOF",
];

/// Local abbreviations and signs of currencies beside an amount, with or without a space
/// (`Rp 675.000`, `Rs. 1,200`, `2.301 zł`, `₱1,500`): [`money`] and [`beside_currency`]. Not
/// the one-letter ones (`R`, `K`), which a word may end with; glued to an amount, the
/// tokenizer drops them ([`crate::retrieve::tokenize::tokens`]).
const CURRENCY_WORDS: [&str; 29] = [
    "FCFA", "CFA", "Rp", "Rs", "R$", "S/", "KSh", "Ksh", "TSh", "USh", "RM", "kr", "zł", "Kč",
    "Ft", "lei", "\u{20b1}", "\u{20a6}", "\u{20a9}", "\u{20ab}", "\u{20ba}", "\u{20b4}",
    "\u{20bd}", "\u{20b8}", "\u{20be}", "\u{20ad}", "\u{20b2}", "\u{e3f}", "\u{9f3}",
];

/// Whether a number token of `entry` is a sum of money: a currency sign glued on (`$4,324.00`,
/// `€12`, `£1.43`) or a currency code or sign one space before or after it (`USD 4,324.00`,
/// `4.324,00 €`, `12 EUR`).
fn money(entry: &str, t: &crate::retrieve::tokenize::Token<'_>) -> bool {
    let before = entry[..t.byte_range.start].trim_end_matches(' ');
    let after = entry[t.byte_range.end..].trim_start_matches(' ');
    t.text.starts_with(CURRENCY_SIGNS)
        || before.ends_with(CURRENCY_SIGNS)
        || after.starts_with(CURRENCY_SIGNS)
        || CURRENCY_CODES
            .iter()
            .chain(CURRENCY_WORDS.iter())
            .any(|c| before.ends_with(c) || after.starts_with(c))
}

/// Whether the number token `toks[i]` of `entry` is written as a multiplier: `×`, `x` or `X`
/// right after it (`4×`, `3x`), or, one space after it, `×` or the word `times`, `x` or `X`
/// (`4 ×`, `3 x`, `2.9 times`). One reading for both uses of a multiplier: a multiple of two
/// numbers the entry states ([`derived::entry_multiple`]) and a multiple of an evidence value
/// ([`derived::evidence_multiple`]). `false` for a token that is not a number.
fn written_as_multiple(
    entry: &str,
    toks: &[crate::retrieve::tokenize::Token<'_>],
    i: usize,
) -> bool {
    let Some(t) = toks.get(i).filter(|t| t.kind == TokenKind::Number) else {
        return false;
    };
    let after = &entry[t.byte_range.end..];
    after.starts_with(['\u{d7}', 'x', 'X'])
        || after.starts_with(" \u{d7}")
        || toks
            .get(i + 1)
            .filter(|n| &entry[t.byte_range.end..n.byte_range.start] == " ")
            .is_some_and(|n| matches!(n.text, "times" | "x" | "X"))
}

/// Whether the words just before a number make it a bound rather than a value: `under`,
/// `below`, `over`, `above`, `less than`, `more than`, `fewer than`, `at most`, `at least`,
/// `up to`, `within`, `<`, `>`, `≤`, `≥` ("partitions 0, 2 and 5 had lags under 7,000"). A
/// bound unseen in the evidence is still unseen ([`GuardFinding::failed`]), but not a corrupted
/// copy of a near value ([`Mismatch::near`]): nothing caps it. `before` is the entry up to the
/// number, currency signs trimmed as for [`approximate`].
fn bound(before: &str) -> bool {
    let b = before
        .trim_end()
        .trim_end_matches(['$', '\u{20ac}', '\u{a3}', '\u{a5}', '~'])
        .trim_end();
    if b.ends_with(['<', '>', '\u{2264}', '\u{2265}']) || b.ends_with("<=") || b.ends_with(">=") {
        return true;
    }
    let words: Vec<String> = b
        .rsplit(|c: char| c.is_whitespace())
        .take(2)
        .map(|w| w.to_lowercase())
        .collect();
    let last = words.first().map_or("", String::as_str);
    let prev = words.get(1).map_or("", String::as_str);
    matches!(last, "under" | "below" | "over" | "above" | "within")
        || (last == "than" && matches!(prev, "less" | "more" | "fewer"))
        || (last == "most" || last == "least") && prev == "at"
        || (last == "to" && prev == "up")
}

/// Whether an entry builds a total from parts: `counting`, `including`, `plus`, `bring`,
/// `brings`, `adding`, `added`, in English ("KW1 on hand is 15,425 kg counting Gudang A's
/// 2,150 kg of older stock", "which would bring the order to €165,692.00"). Only then is a
/// number that another value of the entry offsets to an evidence number seen
/// ([`derived::entry_offset`]), as in an entry that [`compares`]; not a column's differences.
fn combines(entry: &str) -> bool {
    has_word_of(
        entry,
        &[
            "counting",
            "including",
            "plus",
            "bring",
            "brings",
            "adding",
            "added",
        ],
    )
}

/// Capitalised words that are no part of a person's name in [`entry_names`]: determiners and
/// days (and the months of [`derived::LONG_MONTHS`]).
const NOT_NAMES: [&str; 22] = [
    "the",
    "a",
    "an",
    "this",
    "that",
    "these",
    "those",
    "our",
    "their",
    "his",
    "her",
    "its",
    "each",
    "every",
    "all",
    "monday",
    "tuesday",
    "wednesday",
    "thursday",
    "friday",
    "saturday",
    "sunday",
];

/// The things an entry names, for a sum over their rows ([`derived::named_rows_sum`]): its
/// identifier anchors (`RF-0711`, `DL-3303`: letters and digits) and its people's names, two
/// capitalised words in a row that do not open a sentence (`Kwabena Asante`), neither of them
/// one of [`NOT_NAMES`] (`The Tuesday`). At most five.
fn entry_names(entry: &str, toks: &[Token<'_>]) -> Vec<String> {
    let mut out: Vec<String> = toks
        .iter()
        .filter(|t| {
            t.kind == TokenKind::Identifier
                && t.text.chars().any(|c| c.is_ascii_digit())
                && t.text.chars().any(char::is_alphabetic)
        })
        .map(|t| t.text.to_string())
        .collect();
    let words: Vec<&str> = entry.split_whitespace().collect();
    let capital = |w: &str| {
        let w = w.trim_end_matches([',', '.', ';', ':', ')', '\'']);
        let mut c = w.chars();
        c.next().is_some_and(char::is_uppercase)
            && c.clone().count() >= 2
            && c.all(|x| x.is_lowercase() || x == '-')
    };
    // a determiner, a day or a month opens no name ("The Tuesday orders WO-3101 and WO-3102
    // are worth €178.00 together", new-user check of session 48)
    let names_one = |a: &str, b: &str| {
        let plain = |w: &str| {
            w.trim_end_matches([',', '.', ';', ':', ')', '\''])
                .trim_end_matches("'s")
                .to_lowercase()
        };
        [plain(a), plain(b)].iter().all(|w| {
            !NOT_NAMES.contains(&w.as_str()) && !derived::LONG_MONTHS.contains(&w.as_str())
        })
    };
    let mut i = 1;
    while i + 1 < words.len() {
        let opens = words[i - 1].ends_with(['.', ':', ';']);
        if !opens && capital(words[i]) && capital(words[i + 1]) && names_one(words[i], words[i + 1])
        {
            let name = format!(
                "{} {}",
                words[i],
                words[i + 1].trim_end_matches([',', '.', ';', ':', ')'])
            );
            out.push(name.trim_end_matches("'s").to_string());
            i += 2;
        } else {
            i += 1;
        }
    }
    // the name that opens the entry ("Kwabena Asante and Kofi Boakye together …")
    if words.len() >= 2 && capital(words[0]) && capital(words[1]) && names_one(words[0], words[1]) {
        out.insert(
            0,
            format!(
                "{} {}",
                words[0],
                words[1].trim_end_matches([',', '.', ';', ':'])
            ),
        );
    }
    out.truncate(5);
    out
}

/// Whether one of `entry`'s words (runs of letters and digits) is one of `words`, in any case.
fn has_word_of(entry: &str, words: &[&str]) -> bool {
    entry
        .split(|c: char| !c.is_alphanumeric())
        .any(|w| words.iter().any(|x| w.eq_ignore_ascii_case(x)))
}

/// Whether an entry compares two quantities ("holds 822249 more rows than production", "a gap
/// of 17", "lags by 3", "lowers MAE by 0.473 relative to v13", "the rate change adds
/// ₹4,38,987.60"): a word of comparison, in English. Only then is the difference of two
/// rows of one column a seen value ([`derived::column_differences`]), or of one label's values
/// in two sources ([`derived::keyed_differences`]), or a number that another value of the
/// entry offsets to an evidence number ([`derived::entry_offset`]): any two rows of a column
/// differ by some number, and a total or count the entry states is not a difference.
fn compares(entry: &str) -> bool {
    const WORDS: [&str; 34] = [
        "adds",
        "more",
        "below",
        "above",
        "short",
        "shortfall",
        "lowered",
        "raised",
        "reduced",
        "cheaper",
        "exceeds",
        "fewer",
        "less",
        "than",
        "difference",
        "differ",
        "differs",
        "gap",
        "behind",
        "ahead",
        "delta",
        "lags",
        "lower",
        "lowers",
        "higher",
        "raises",
        "reduces",
        "improves",
        "relative",
        "increase",
        "increases",
        "decrease",
        "decreases",
        "saves",
    ];
    // a change written with its sign (`accuracy +3.53 pp`, `(−0.96)`) is a difference too
    let signed = entry.char_indices().any(|(i, c)| {
        matches!(c, '+' | '−')
            && entry[i + c.len_utf8()..].starts_with(|d: char| d.is_ascii_digit())
            && entry[..i]
                .chars()
                .next_back()
                .map_or(true, |p| p == ' ' || p == '(')
    });
    signed || has_word_of(entry, &WORDS)
}

/// Whether the words just before a number mark it as approximate: `~`, `≈`, `about`,
/// `around`, `approx.`, `approximately`, `roughly`, `circa`, `ca.`, `nearly`, `almost`, with
/// a currency written between (`~$62`, `about EUR 48`). `before` is the entry up to the number.
fn approximate(before: &str) -> bool {
    let b = before.trim_end();
    let b = b
        .trim_end_matches(['$', '\u{20ac}', '\u{a3}', '\u{a5}'])
        .trim_end();
    let b = ["EUR", "USD", "GBP", "CHF", "PLN", "SEK"]
        .iter()
        .find_map(|c| b.strip_suffix(c))
        .unwrap_or(b)
        .trim_end();
    if b.ends_with(['~', '\u{2248}']) {
        return true;
    }
    let last = b
        .rsplit(|c: char| !(c.is_alphabetic() || c == '.'))
        .next()
        .unwrap_or("");
    matches!(
        last.to_lowercase().as_str(),
        "about"
            | "around"
            | "approx"
            | "approx."
            | "approximately"
            | "roughly"
            | "circa"
            | "ca."
            | "nearly"
            | "almost"
    )
}

/// The two numbers of a fraction or signed pair (`14/14`, `3/20`, `69/-1` of `+69/-1`),
/// normalised: both must then occur in one evidence line ([`EvidenceValues::numbers_on_one_line`]).
fn number_pair(ident: &str) -> Option<(String, String)> {
    let (a, b) = ident.split_once('/')?;
    let num =
        |p: &str| normalize_number(p.trim_start_matches(['+', '-'])).filter(|_| !zero_padded(p));
    Some((num(a)?, num(b)?))
}

fn check_values(entry: &str, ev: &EvidenceValues<'_>) -> GuardFinding {
    // numbers the entry writes as French, German or Polish do (`3 643,40 €`, `1.234,50 €`,
    // `4,1862`) are checked as the numbers they are, not as their parts
    let european = with_points(entry);
    let entry = european.as_deref().unwrap_or(entry);
    let mut finding = GuardFinding::default();
    let mut seen = HashSet::new();
    let toks = tokens(entry);
    // every number the entry writes, bare or with a unit: no corrupted copy of one another
    let stated: HashSet<String> = toks.iter().filter_map(|t| line_number(entry, t)).collect();
    // the sizes of the changes it writes that its own values give ([`delta::derived_sizes`])
    let sizes = delta::derived_sizes(entry);
    // the day and year of a date it writes with a month's name (`11 Mar 2025`, `March 11,
    // 2025`) that the evidence holds in any form (an ISO date, a Unix timestamp): numbers of
    // that date, not counts
    let date_parts: HashSet<String> = {
        let mut days = derived::DateSet::default();
        days.add_text(entry);
        days.dated()
            .filter(|&d| ev.dates.holds(d))
            .flat_map(|(y, _, d)| [y.to_string(), d.to_string()])
            .collect()
    };
    // the entry's own quantities (not its percentages), for a share it computes from them
    // ([`derived::entry_ratio`]); not the size of a change it derives from its values and the
    // evidence does not state, which would derive them back (`55.12 → 54.16 (-0.96)` must not
    // make a swapped `54.16` the difference of `55.12` and `0.96`)
    let values: Vec<f64> = toks
        .iter()
        .filter(|t| {
            !sizes.iter().any(|r| r.contains(&t.byte_range.start))
                || normalize_number(t.text).is_some_and(|n| ev.contains_number(&n))
        })
        .filter_map(|t| {
            // (an amount per unit counts by its number: `₹116.40/kg`, blind round s59A)
            quantity(t).or_else(|| {
                (t.kind == TokenKind::Identifier)
                    .then(|| number_with_unit(t.text).or_else(|| per_unit(t.text)))
                    .flatten()
            })
        })
        .filter_map(|n| n.parse::<f64>().ok())
        .take(16)
        .collect();
    // the multipliers it writes (`4×`, `3x`), for a multiple of an evidence value it does not
    // state ("at least 4× the bare rent, i.e. €8,600" against `€ 2.150 per maand`)
    let multipliers: Vec<f64> = toks
        .iter()
        .enumerate()
        .filter_map(|(i, t)| match t.kind {
            TokenKind::Number if written_as_multiple(entry, &toks, i) => {
                normalize_number(t.text)?.parse::<f64>().ok()
            }
            _ => derived::multiple(t.text)?.parse::<f64>().ok(),
        })
        .filter(|&k| k >= 2.0)
        .collect();
    // with the twelve months of a year, for a yearly amount the entry computes from a
    // monthly one ("$148.00 of MRR, about $1,776 a year")
    let twelve_months: Option<Vec<f64>> =
        derived::yearly(entry).then(|| values.iter().copied().chain([12.0]).collect());
    // and a monthly amount the entry computes from a yearly one ("EUR 18,450.87 a year, i.e.
    // about EUR 1,538 a month")
    let twelfths = twelve_months.is_some() && derived::monthly(entry);
    // the counts the entry states, for a total of all a table's rows but one that sums that
    // many ("the five paid segments total 16,480")
    let counts = derived::stated_counts(entry);
    // those it writes in words (`five`), which `values` lacks
    let worded_counts: Vec<f64> = counts
        .iter()
        .map(|&c| c as f64)
        .filter(|c| !values.contains(c))
        .collect();
    // and its percentages, for a sum of shares ([`derived::entry_sum`])
    let percents: Vec<f64> = toks
        .iter()
        .filter(|t| t.kind == TokenKind::Number)
        .filter_map(|t| {
            normalize_number(t.text)?
                .strip_suffix('%')?
                .parse::<f64>()
                .ok()
        })
        .take(16)
        .collect();
    // the durations the entry writes in parts (`3 h 25 min`), each checked whole
    let compounds = derived::spaced_durations(entry);
    // and the phone numbers it writes, each checked whole
    let entry_phones = derived::phone_numbers(entry);
    // whether the entry compares quantities: read once, for every number below
    let comparing = compares(entry);
    let combining = combines(entry);
    // an entry that adds up what it names, and the two to four things it names: its
    // identifiers and the people it names by two capitalised words
    let adds_up = has_word_of(entry, &["together", "combined", "between", "jointly"])
        || entry.to_lowercase().contains("in total")
        || entry.to_lowercase().contains("add up");
    let named: Vec<String> = if adds_up {
        entry_names(entry, &toks)
    } else {
        Vec::new()
    };
    for (i, t) in toks.iter().enumerate() {
        // the word one space after a number: it may make the number a percentage (`1.48 pp`,
        // `12 percent`: checked as the percent, `1.48%`, seen as the ratio `0.0148` too), a
        // size (`1.5 GiB`), a magnitude (`1.2 billion`) or a duration (`30 days`)
        let next_word = (t.kind == TokenKind::Number)
            .then(|| toks.get(i + 1))
            .flatten()
            .filter(|n| &entry[t.byte_range.end..n.byte_range.start] == " ")
            .map(|n| n.text);
        let percent_word = matches!(next_word, Some("pp" | "pts" | "percent" | "points"));
        let size_unit = next_word.and_then(derived::size_unit_bytes);
        let length_unit = next_word.and_then(derived::length_unit_mm);
        // or written straight before a CJK magnitude (`37万円`, `1.2億`, `300만 원`)
        let cjk_magnitude = (t.kind == TokenKind::Number)
            .then(|| toks.get(i + 1))
            .flatten()
            .filter(|n| n.byte_range.start == t.byte_range.end)
            .and_then(|n| derived::cjk_magnitude(n.text));
        let magnitude = next_word
            .and_then(derived::magnitude_word)
            .or(cjk_magnitude);
        // the time unit of a number written with one after it (`30 days`, `30-day`), for
        // [`derived::Durations`]
        let time_unit = match t.kind {
            TokenKind::Number => next_word.and_then(derived::time_unit_ms),
            TokenKind::Identifier => unit_word_of(t.text)
                .and_then(derived::time_unit_ms)
                .or_else(|| unit_number(t.text).and_then(|(_, u, _)| derived::time_unit_ms(u))),
            _ => None,
        };
        // `number`: the normalised value a number anchor must match; `30-day` and `5-minute`
        // are numbers with a unit word, checked as the number; `unit`: a number with a unit
        // straight after it (`1.795s`), checked by [`unit_number_seen`].
        let unit = match t.kind {
            TokenKind::Identifier => unit_number(t.text).or_else(|| magnitude_per_unit(t.text)),
            _ => None,
        };
        // a number that names a plan or a form (`401(k)`, `403(b)`) is a name
        if t.kind == TokenKind::Number && is_form_name(&entry[t.byte_range.end..]) {
            continue;
        }
        // an array index in a key path (`0` of `spec.tls[0].hosts`) is no quantity
        if t.kind == TokenKind::Number && array_index(entry, t.byte_range.clone()) {
            continue;
        }
        // a value the entry sets aside ("Release as 1.5.0, not 2.0.0", "rather than v3", "instead
        // of 2.0.0") is no value it states
        if set_aside(&entry[..t.byte_range.start]) || rate_base(&entry[..t.byte_range.start], t) {
            continue;
        }
        let (kind, number) = match t.kind {
            TokenKind::Number => (AnchorKind::Number, normalize_number(t.text)),
            TokenKind::Hex => (AnchorKind::Hex, None),
            TokenKind::Identifier => match number_with_unit(t.text)
                .or_else(|| per_unit(t.text))
                .or_else(|| ordinal(t.text))
            {
                Some(n) => (AnchorKind::Number, Some(n)),
                None if unit.is_some() => (AnchorKind::Number, None),
                None if is_anchor_identifier(t.text) => {
                    if is_name(t.text) && !in_backticks(entry, t.byte_range.start) {
                        (AnchorKind::Name, None)
                    } else {
                        (AnchorKind::Identifier, None)
                    }
                }
                None => continue,
            },
            TokenKind::Word => continue,
        };
        if !seen.insert(t.text) {
            continue;
        }
        finding.anchors += 1;
        let compound = compounds
            .iter()
            .find(|c| c.start <= t.byte_range.start && t.byte_range.end <= c.end);
        let compound_seen = compound.is_some_and(|c| {
            ev.durations.holds(
                &format!("{:.*}", c.decimals, c.total_ms / c.last_unit_ms),
                c.last_unit_ms,
            )
        });
        // a duration the entry restates from another of its own, marked approximate or in
        // parentheses after it ("object age 8734 s (about 2.4 hours)")
        let restated = || {
            let before = &entry[..t.byte_range.start];
            let (Some(u), Some(n)) = (time_unit, number.as_deref()) else {
                return false;
            };
            if !(approximate(before) || before.trim_end().ends_with('(')) {
                return false;
            }
            let end = toks
                .get(i + 1)
                .map_or(t.byte_range.end, |n| n.byte_range.end);
            let mut own = derived::Durations::default();
            own.add_text(&format!("{before} {}", &entry[end..]));
            own.holds(n, u)
        };
        // a part of a phone number the evidence writes in another form (`+62 812-2045-7781`
        // for `0812-2045-7781` or `+6281220457781`, blind round s61B)
        let phone_seen = entry_phones
            .iter()
            .find(|(r, _)| r.start <= t.byte_range.start && t.byte_range.end <= r.end)
            .is_some_and(|(_, d)| ev.phones.iter().any(|e| derived::same_phone(d, e)));
        let found = phone_seen
            || match kind {
                AnchorKind::Number => match &unit {
                    // a total in thousands of parts the entry states in thousands too ("5.3k op/s
                    // combined (3.41k rd + 1.92k wr)")
                    Some((num, unit, n)) => {
                        // a number over a unit (`412k/ml`) is also seen as its number (`412k`)
                        let written = t.text.split_once('/').map_or(t.text, |(head, _)| head);
                        unit_number_seen(ev, written, num, unit, n)
                            || (written != t.text && ev.contains_identifier(t.text))
                            || (derived::magnitude(unit).is_some()
                                && derived::entry_sum(&values, n))
                            || (comparing && ev.compared.contains(n))
                    }
                    None => {
                        number.as_ref().is_some_and(|n| {
                            let percent = if percent_word && !n.ends_with('%') {
                                format!("{n}%")
                            } else {
                                n.clone()
                            };
                            time_unit.is_some_and(|u| ev.durations.holds(n, u))
                                || ev.rounds_to(t.text)
                                || (approximate(&entry[..t.byte_range.start])
                                    && ev.rounds_to_whole(n))
                                || derived::restated_scaled(&entry[..t.byte_range.start], n)
                                || size_unit.is_some_and(|u| {
                                    ev.sizes.holds(n, u) || ev.holds_binary_size(n, u)
                                })
                                || (money(entry, t) && (ev.holds_cents(n) || ev.taxed.contains(n)))
                                || length_unit.is_some_and(|u| ev.lengths.holds(n, u))
                                || magnitude.is_some_and(|f| {
                                    derived::approximates(ev.numbers.iter().chain(&ev.totals), n, f)
                                })
                                || ev.contains_number_written(n, t.text)
                                || (percent.ends_with('%')
                                    && percent_as_ratio(&percent)
                                        .is_some_and(|r| ev.contains_number(&r)))
                                || derived::entry_ratio(&values, &percent)
                                || (written_as_multiple(entry, &toks, i)
                                    && derived::entry_multiple(&values, n))
                                || enumerated_count(&entry[t.byte_range.end..], n)
                                || derived::entry_product(&values, n)
                                || derived::entry_percent_of(&values, &percents, n)
                                // a count the entry writes in words times an amount it
                                // states ("over five days; … €1,450 a day, €7,250 in all",
                                // blind round s66A)
                                || (!worded_counts.is_empty()
                                    && derived::entry_product(
                                        &values
                                            .iter()
                                            .copied()
                                            .chain(worded_counts.iter().copied())
                                            .collect::<Vec<_>>(),
                                        n,
                                    ))
                                || (approximate(&entry[..t.byte_range.start])
                                    && derived::entry_product_about(&values, n))
                                || (comparing
                                    && (ev.compared.contains(n)
                                        || (percent.ends_with('%')
                                            && percent_as_ratio(&percent)
                                                .is_some_and(|r| ev.compared.contains(&r)))))
                                // a number another value of the entry offsets to an evidence
                                // number, in an entry that compares or that builds a total
                                // ("counting Gudang A's 2,150 kg", "which would bring the
                                // order to €165,692.00")
                                || ((comparing || combining)
                                    && derived::entry_offset(&values, n, |x| {
                                        ev.numbers.contains(x) || ev.totals.contains(x)
                                    }))
                                || derived::entry_difference_product(&values, n)
                                || derived::difference_product_with(&values, n, |r| {
                                    ev.contains_number(r)
                                })
                                || derived::quantity_change_priced(&values, n, |r| {
                                    ev.contains_number(r)
                                })
                                || derived::quantity_priced(&values, n, |r| {
                                    ev.contains_number(r)
                                })
                                || derived::shown_product(&values, n, &ev.factors)
                                // a sum over the rows of the things the entry names ("Kwabena
                                // Asante and Kofi Boakye together receive GH₵ 51,927.39")
                                || (adds_up && derived::named_rows_sum(&named, n, &ev.texts))
                                || derived::entry_day_span(entry, n)
                                || derived::entry_quotient(&values, n)
                                || derived::written_quotient(entry, n)
                                || derived::evidence_multiple(&multipliers, n, |q| {
                                    ev.contains_number(q)
                                })
                                || twelve_months
                                    .as_deref()
                                    .is_some_and(|m| derived::entry_product(m, n))
                                || (twelfths && derived::entry_twelfth(&values, n))
                                || counts
                                    .iter()
                                    .any(|&c| ev.less_one.contains(&(n.clone(), c)))
                                || match n.ends_with('%') {
                                    true => derived::entry_sum(&percents, n),
                                    false => derived::entry_sum(&values, n),
                                }
                        }) || ev.contains_identifier(t.text)
                    }
                },
                AnchorKind::Hex => {
                    let h = t.text.to_ascii_lowercase();
                    ev.hex
                        .iter()
                        .any(|e| e.starts_with(&h) || h.starts_with(e.as_str()) && e.len() >= 7)
                        || ev.contains_identifier(t.text)
                }
                AnchorKind::Identifier | AnchorKind::Name => {
                    ev.contains_identifier(t.text)
                    || (kind == AnchorKind::Name && ev.contains_name_any_case(t.text))
                    || ev.row_codes.contains(&t.text.to_lowercase())
                    || ev.class_codes.contains(&t.text.to_lowercase())
                    || derived::version_wildcard(t.text).is_some_and(|p| {
                        ev.texts.iter().any(|x| derived::writes_version_under(x, p))
                    })
                    || ev.contains_reordered_acronym(t.text)
                    || (t.text.contains('/') && ev.joined_paths.contains(&t.text.to_lowercase()))
                    || (t.text.contains('/') && ev.contains_joined_to_ancestor(t.text))
                    || number_pair(t.text).is_some_and(|(a, b)| ev.numbers_on_one_line(&a, &b))
                    || derived::percentile(t.text).is_some_and(|q| ev.contains_number(&q))
                    || derived::percentile_percent(t.text).is_some_and(|q| ev.contains_number(&q))
                    || derived::zoned_times_seen(&ev.zones, entry, t.text, t.byte_range.end)
                    || (t.text.contains(':') && own_conversion(entry, t))
                    || derived::twenty_four_hour(t.text, &entry[t.byte_range.end..])
                        .is_some_and(|hm| ev.contains_identifier(&hm))
                    || derived::clock(t.text).is_some_and(|m| ev.clock_times.contains(&m))
                    // a week as another writing names it (`week-20` for `2025-W20`)
                    || derived::week_number(t.text)
                        .is_some_and(|n| ev.texts.iter().any(|x| derived::writes_week(x, n)))
                    || derived::word_number(t.text).is_some_and(|(w, n)| {
                        ev.texts
                            .iter()
                            .any(|x| derived::states_word_number(x, &w, &n))
                    })
                    || derived::multiple(t.text)
                        .is_some_and(|n| derived::entry_multiple(&values, n))
                    || derived::iso_date(t.text).is_some_and(|d| {
                        ev.dates.holds(d)
                            || derived::relative_day(entry)
                                .is_some_and(|shift| ev.dates.writes(derived::shift_day(d, -shift)))
                            || derived::entry_day_offset(entry, d, |x| ev.dates.holds(x))
                    })
                    || derived::utc_offset(t.text).is_some_and(|o| ev.zones.has_offset(o))
                    || t.text
                        .strip_prefix('T')
                        .is_some_and(|time| derived::is_clock(time) && ev.contains_identifier(time))
                    || compound_parts(t.text)
                        .is_some_and(|parts| parts.iter().all(|p| ev.contains_part(p)))
                    || label_range(t.text)
                        .is_some_and(|(a, b)| ev.contains_identifier(&a) && ev.contains_identifier(&b))
                    || (prose_pair(t.text)
                        && !in_backticks(entry, t.byte_range.start)
                        && ev.contains_cognate_pair(t.text))
                    || (entry[t.byte_range.end..].starts_with('[')
                        && indexed_path(t.text).is_some_and(|parts| ev.contains_key_path(&parts)))
                    || key_path(t.text).is_some_and(|parts| {
                        ev.contains_key_path(&parts)
                            || t.text.rsplit_once('.').is_some_and(|(head, last)| {
                                ev.contains_identifier(head) && ev.contains_identifier(last)
                            })
                    })
                    || acronym_singular(t.text).is_some_and(|s| ev.contains_identifier(s))
                    || superscript_folded(t.text).is_some_and(|s| ev.contains_identifier(&s))
                    || ev.contains_lookalike(t.text)
                    || zulu_time(t.text).is_some_and(|s| ev.contains_identifier(s))
                    || ev.durations.holds_compound(t.text)
                    || scientific(t.text).is_some_and(|v| ev.scientific.contains(&v))
                    || acronym_word(t.text).is_some_and(|(a, w)| {
                        ev.contains_identifier(a)
                            && (ev.contains_identifier(w)
                                || ev.contains_identifier(&format!("{w}s"))
                                || w.strip_suffix('s')
                                    .is_some_and(|x| ev.contains_identifier(x)))
                    })
                }
            };
        // the size of a change the entry writes, when its own values give it (`+0.75%
        // relative` of `39.06% → 39.35%`): derived, like a sum the entry states
        let derived_size = || sizes.iter().any(|r| r.contains(&t.byte_range.start));
        let date_part = || {
            t.kind == TokenKind::Number
                && normalize_number(t.text).is_some_and(|n| date_parts.contains(&n))
        };
        let found = found || compound_seen || restated() || derived_size() || date_part();
        // the tokenizer trims `_` off the ends of a name (`np.bytes_`, `_vendor/x.py`): the
        // name as the entry writes it
        let found = found || {
            let b = entry.as_bytes();
            let (mut s, mut e) = (t.byte_range.start, t.byte_range.end);
            while s > 0 && b[s - 1] == b'_' {
                s -= 1;
            }
            while e < b.len() && b[e] == b'_' {
                e += 1;
            }
            (s, e) != (t.byte_range.start, t.byte_range.end) && ev.contains_identifier(&entry[s..e])
        };
        if !found {
            // an absolute path is named as written (`/var/log/x`, not `var/log/x`)
            let start = t.byte_range.start;
            let shown = if start > 0 && entry.as_bytes()[start - 1] == b'/' && t.text.contains('/')
            {
                &entry[start - 1..t.byte_range.end]
            } else {
                t.text
            };
            let near = match kind {
                AnchorKind::Name => None,
                // a bound ("lags under 7,000") is no copy of a value, so no corrupted one
                AnchorKind::Number if bound(&entry[..start]) => None,
                AnchorKind::Number => number.as_deref().and_then(|n| ev.near_number(n, &stated)),
                AnchorKind::Hex | AnchorKind::Identifier => ev.near_identifier(t.text),
            };
            finding.mismatches.push(Mismatch {
                token: shown.to_string(),
                kind,
                near,
            });
        }
    }
    finding
}

/// The lexical-overlap baseline: the share of the claim's content terms
/// (index terms minus stopwords) that occur among the evidence's terms.
/// 0 for a claim with no content terms.
pub fn lexical_overlap(claim: &str, evidence: &str) -> f32 {
    let ev: HashSet<String> = index_terms(evidence).into_iter().collect();
    let terms = content_terms(claim);
    if terms.is_empty() {
        return 0.0;
    }
    terms.iter().filter(|t| ev.contains(*t)).count() as f32 / terms.len() as f32
}

/// The evidence line that best matches a claim, and how well.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct BestLine {
    /// Largest share of the claim's content terms found in one evidence line (0 if none).
    pub overlap: f32,
    /// Share of the claim's anchors (numbers, ids) found in that same line (1 if it has none).
    pub anchor_share: f32,
    /// Exactly one of the claim and that line carries a negation or a negated status word.
    pub negation_mismatch: bool,
    /// That line shares at least half of the claim's content terms and states a rule or
    /// a limit ([`states_rule`]), and the claim softens or widens it with a hedge or a
    /// permission ([`softeners`]) that the evidence nowhere uses: "must not exceed $25"
    /// restated as "should stay close to $25".
    pub rule_weakened: bool,
    /// [`BestLine::rule_weakened`] by a hedge of habit or effort ([`HABIT_HEDGES`]:
    /// `usually`, `generally`, `mostly`, `try to`, `where possible`, …, and `when you can`) rather than a soft
    /// modal or an approximation: the claim turns the rule into what happens as a rule of
    /// thumb ("Deploy only to us-east-1" restated as "Deploy mainly to us-east-1";
    /// "Schema migrations must be reviewed …" as "… are normally reviewed …"). With
    /// [`crate::verify::rules::rule_cancelled`], on every labelled entry on hand (session 31) it
    /// newly fires on 50 false entries and no true one, so the verifier reads it as a cancelled
    /// rule (`prohibition_flip`, [`crate::verify::FEATURES`]).
    pub rule_hedged: bool,
    /// The best-aligned line itself (empty when the evidence has no non-blank line).
    pub line: String,
}

/// Words and phrases that make a statement a rule or a hard limit: modal `must`,
/// `never`, `only`, `cannot`, `always`, `at most`, `no more than`, `exceed`, `cap`/`capped`,
/// `limit`/`limited`, `maximum`, `frozen`, `require`/`requires`/`required`, `forbidden`, `prohibited`,
/// `strictly`, `exclusively`, `mandatory`, and `do not` / `don't`.
pub fn states_rule(text: &str) -> bool {
    let w = modal_words(text);
    w.iter().any(|t| {
        matches!(
            t.as_str(),
            "must"
                | "never"
                | "only"
                | "cannot"
                | "always"
                | "exceed"
                | "exceeds"
                | "cap"
                | "capped"
                | "limit"
                | "limited"
                | "maximum"
                | "frozen"
                | "require"
                | "requires"
                | "required"
                | "forbidden"
                | "prohibited"
                | "strictly"
                | "exclusively"
                | "mandatory"
        )
    }) || w.windows(2).any(|p| {
        matches!(
            (p[0].as_str(), p[1].as_str()),
            ("at", "most") | ("more", "than") | ("do", "not") | ("does", "not")
        )
    })
}

/// The hedges and permissions of a text, in order: frequency and approximation hedges
/// (`usually`, `typically`, `generally`, `normally`, `mostly`, `often`, `sometimes`,
/// `approximately`, `roughly`, `about`/`around`/`near` before a number, `close to`,
/// `or so`), soft modals (`should`, `may`, `might`, `could`, `can` but not `cannot`/`can't`,
/// nor one followed within three words by `only`, `not`, `never`, `at most`, `up to` or `no
/// more`, which restates the limit: "may use at most 40 GPU hours";
/// `try`, `ideally`, `preferably`, `expected`, `recommended`, `encouraged`, `discouraged`,
/// `sparingly`, `reasonably`, `optional`, `prefer`, `careful`, `when possible`), scope hedges
/// (`mainly`, `largely`, `primarily`) and widenings (`freely`, `whenever`, `as needed`,
/// `if needed`, `when needed`).
pub fn softeners(text: &str) -> Vec<String> {
    let w = modal_words(text);
    let mut out = Vec::new();
    // "may use at most 40 GPU hours", "can only read": a soft modal whose next words state a
    // limit restates the limit rather than softening it.
    let limits_follow = |i: usize| {
        (1..=3).any(|k| {
            let at = |j: usize| w.get(j).map(String::as_str).unwrap_or("");
            matches!(at(i + k), "only" | "not" | "never")
                || matches!(
                    (at(i + k), at(i + k + 1)),
                    ("at", "most") | ("up", "to") | ("no", "more")
                )
        })
    };
    // "nothing may be written to it", "no files can be deleted", "no one should push": a
    // modal whose subject is negated (within the three words before it) forbids
    let negated_subject = |i: usize| {
        w[i.saturating_sub(3)..i]
            .iter()
            .any(|x| matches!(x.as_str(), "nothing" | "no" | "none" | "nobody" | "noone"))
    };
    for (i, t) in w.iter().enumerate() {
        let next = w.get(i + 1).map(String::as_str).unwrap_or("");
        let number_follows = next.starts_with(|c: char| c.is_ascii_digit() || c == '$');
        let hit = match t.as_str() {
            "should" | "may" | "might" | "could" | "can" if limits_follow(i) => false,
            "should" | "may" | "might" | "could" | "can" if negated_subject(i) => false,
            "usually" | "typically" | "generally" | "normally" | "mostly" | "often"
            | "sometimes" | "approximately" | "roughly" | "should" | "may" | "might" | "could"
            | "can" | "try" | "ideally" | "preferably" | "expected" | "recommended"
            | "encouraged" | "discouraged" | "sparingly" | "reasonably" | "optional" | "freely"
            | "whenever" | "prefer" | "prefers" | "preferred" | "mainly" | "largely"
            | "primarily" | "careful" => true,
            "possible" => i > 0 && matches!(w[i - 1].as_str(), "when" | "if" | "where"),
            "about" | "around" | "near" => number_follows,
            "close" => next == "to",
            "or" => next == "so",
            "needed" => i > 0 && matches!(w[i - 1].as_str(), "as" | "if" | "when"),
            _ => false,
        };
        if hit {
            out.push(t.clone());
        }
    }
    out
}

/// Lower-cased words for the rule and hedge lists; `can't`, `can not` and `cannot` become
/// `cannot`, and `don't` / `doesn't` become `do not` / `does not`.
fn modal_words(text: &str) -> Vec<String> {
    let lower = text.to_lowercase().replace(['\u{2019}', '`'], "'");
    let lower = lower
        .replace("can't", "cannot")
        .replace("can not", "cannot")
        .replace("don't", "do not")
        .replace("doesn't", "does not");
    lower
        .split(|c: char| !(c.is_alphanumeric() || c == '$' || c == '.' || c == ','))
        .map(|w| w.trim_matches(|c: char| c == '.' || c == ','))
        .filter(|w| !w.is_empty())
        .map(str::to_string)
        .collect()
}

/// The hedges of [`softeners`] that make a rule a habit or an effort (`usually`, `mostly`,
/// `try`, `when possible`, `discouraged`, …), for [`BestLine::rule_hedged`]. Not the soft modals
/// (`may`, `can`, `should`), which true entries use to restate what a rule allows ("Only the
/// jest unit project may be run"), nor approximations (`about`, `around`), which true entries
/// use for derived figures ("about 2.5 hours left of its 24-hour limit"), nor `freely`.
const HABIT_HEDGES: [&str; 19] = [
    "usually",
    "typically",
    "generally",
    "normally",
    "mostly",
    "often",
    "sometimes",
    "try",
    "ideally",
    "preferably",
    "discouraged",
    "reasonably",
    "sparingly",
    "mainly",
    "largely",
    "primarily",
    "careful",
    "whenever",
    "possible",
];

/// [`BestLine::rule_weakened`] and [`BestLine::rule_hedged`] for a claim, its best evidence
/// line and that line's overlap: the claim's softeners ([`softeners`]) and the evidence's are
/// read once for both.
fn rule_softening(claim: &str, line: &str, overlap: f32, evidence: &str) -> (bool, bool) {
    if line.is_empty() || overlap < 0.5 || !states_rule(line) {
        return (false, false);
    }
    let claimed = softeners(claim);
    if claimed.is_empty() {
        return (false, false);
    }
    let theirs = softeners(evidence);
    if claimed.iter().all(|s| theirs.contains(s)) {
        return (false, false);
    }
    // "Avoid removing rows … when you can": an effort, as "where possible" is
    let effort = modal_words(claim).windows(3).any(|t| {
        matches!(t[0].as_str(), "when" | "if" | "where" | "whenever")
            && matches!(t[1].as_str(), "you" | "we")
            && t[2] == "can"
    });
    let hedged = (effort && !theirs.iter().any(|s| s == "can"))
        || claimed
            .iter()
            .any(|s| HABIT_HEDGES.contains(&s.as_str()) && !theirs.contains(s));
    (true, hedged)
}

fn has_negation(text: &str) -> bool {
    let lower = text.to_lowercase();
    // Japanese (ない, ません, ぬ, the written せず / ずに, 禁止), Chinese (不, 没, 别, 勿),
    // Korean (않, 못).
    const CJK_NEGATION: [&str; 12] = [
        "ない",
        "ません",
        "ぬ",
        "せず",
        "ずに",
        "禁止",
        "不",
        "没",
        "别",
        "勿",
        "않",
        "못",
    ];
    lower.contains("n't")
        || CJK_NEGATION.iter().any(|n| lower.contains(n))
        || lower.split(|c: char| !c.is_alphanumeric()).any(|w| {
            matches!(
                w,
                "not" | "no" | "non" | "never" | "none" | "without" | "cannot" | "nor" | "neither"
            ) || w
                .strip_prefix("non")
                .or_else(|| w.strip_prefix("un"))
                .is_some_and(|rest| {
                    matches!(
                        rest,
                        "paid"
                            | "resolved"
                            | "merged"
                            | "pushed"
                            | "tracked"
                            | "verified"
                            | "confirmed"
                            | "available"
                            | "successful"
                            | "approved"
                            | "read"
                            | "sent"
                            | "set"
                            | "committed"
                    )
                })
        })
}

/// Find the evidence line (newline-separated; long lines are not split
/// further) sharing the most content terms with the claim. Hard negatives,
/// where every term of the claim occurs in the evidence but on other rows or
/// fields, score high on [`lexical_overlap`] and low here.
pub fn best_line(claim: &str, evidence: &str) -> BestLine {
    let terms = content_terms(claim);
    // Numbers are compared by value (`51,907` is on the line `row_count: 51907`), other
    // anchors as lower-case text.
    let anchors: Vec<(String, bool)> = tokens(claim)
        .iter()
        .filter(|t| !matches!(t.kind, TokenKind::Word))
        .map(
            |t| match normalize_number(t.text).filter(|_| t.kind == TokenKind::Number) {
                Some(n) => (without_percent(n), true),
                None => (t.text.to_lowercase(), false),
            },
        )
        .collect();
    let mut best = BestLine {
        anchor_share: if anchors.is_empty() { 1.0 } else { 0.0 },
        ..BestLine::default()
    };
    let mut best_line = "";
    for line in evidence.lines() {
        if line.trim().is_empty() {
            continue;
        }
        let lt: HashSet<String> = index_terms(line).into_iter().collect();
        let ov = if terms.is_empty() {
            0.0
        } else {
            terms.iter().filter(|t| lt.contains(*t)).count() as f32 / terms.len() as f32
        };
        if ov > best.overlap || best_line.is_empty() {
            let lower = line.to_lowercase();
            let numbers: HashSet<String> = tokens(line)
                .iter()
                .filter(|t| t.kind == TokenKind::Number)
                .filter_map(|t| normalize_number(t.text).map(without_percent))
                .collect();
            let share = if anchors.is_empty() {
                1.0
            } else {
                anchors
                    .iter()
                    .filter(|(a, number)| {
                        lower.contains(a.as_str()) || (*number && numbers.contains(a))
                    })
                    .count() as f32
                    / anchors.len() as f32
            };
            best.overlap = ov;
            best.anchor_share = share;
            best_line = line;
        }
    }
    best.negation_mismatch =
        !best_line.is_empty() && has_negation(claim) != has_negation(best_line);
    (best.rule_weakened, best.rule_hedged) =
        rule_softening(claim, best_line, best.overlap, evidence);
    best.line = best_line.to_string();
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sum_over_the_named_rows_is_seen() {
        let payout = "F-0142    Kwabena Asante  DL-3301+DL-3305   8    518.0  26,132.70     0.00  26,132.70  momo\n\
                      F-0217    Kofi Boakye     DL-3303           8    511.3  25,794.69     0.00  25,794.69  momo\n\
                      F-0246    Kwame Oppong    DL-3307           5    320.1  16,321.10     0.00  16,321.10  momo";
        assert!(!check(
            "Kwabena Asante and Kofi Boakye together receive GH₵ 51,927.39.",
            payout
        )
        .failed());
        assert!(check(
            "Kwabena Asante and Kofi Boakye together receive GH₵ 51,972.39.",
            payout
        )
        .failed());
        // without a word of adding up, no sum is read
        assert!(check(
            "Kwabena Asante and Kofi Boakye receive GH₵ 51,927.39.",
            payout
        )
        .failed());
        let toks = tokens("Refunds still in draft: RF-0711 and RF-0713, 20,175 RUB together.");
        assert_eq!(
            entry_names(
                "Refunds still in draft: RF-0711 and RF-0713, 20,175 RUB together.",
                &toks
            ),
            ["RF-0711", "RF-0713"]
        );
        let e = "The Tuesday orders WO-3101 and WO-3102 are worth €178.00 together.";
        assert_eq!(entry_names(e, &tokens(e)), ["WO-3101", "WO-3102"]);
    }

    #[test]
    fn a_range_of_labels_is_read_as_its_two_labels() {
        // blind round s69A: "calibru 4 e 5" written `cal.4-5` beside a listing of `cal.4`
        // and `cal.5`, while an order names `cal.4-6`
        let ev = "Tarocco      cal.3 3120 kg | cal.4 6410 kg | cal.5 3980 kg | cal.6 1150 kg\n\
                  DS-PO-88412  Tarocco cal.4-6  1400 ct x 8 kg = 11200 kg";
        assert!(!check("DS-PO-88412 gets Tarocco cal.4-5 only.", ev).failed());
        // a label the evidence does not write is still unseen
        assert!(check("DS-PO-88412 gets Tarocco cal.4-8 only.", ev).failed());
        assert_eq!(
            label_range("cal.4-5"),
            Some(("cal.4".to_string(), "cal.5".to_string()))
        );
        assert_eq!(
            label_range("KW3-5"),
            Some(("KW3".to_string(), "KW5".to_string()))
        );
        for no in [
            "2025-06",
            "INV-2024-5",
            "cal.5-4",
            "A-1-2",
            "cal.4-10",
            "4-5",
        ] {
            assert_eq!(label_range(no), None, "{no}");
        }
    }

    #[test]
    fn thousands_grouped_once_and_counts_in_words_are_read() {
        // blind round s66B: the user's Sakha turn writes `4 000 кг`
        let ev = "T-14-тэн T-15-кэ 4 000 кг көһөр. Манифест: T-14 14250 -> 10250";
        assert!(!check("Moved 4,000 kg from T-14 to T-15.", ev).failed());
        assert!(check("Moved 4,500 kg from T-14 to T-15.", ev).failed());
        // blind round s66A: a bottling schedule in Asturian writes thousands with a point,
        // and its rows total as thousands; five days at the day rate
        let ev = "Embotelladora móvil: 1.450 €/día\n\n| Fecha | Pipa | Botelles | Litros |\n\
                  |---|---|---|---|\n| 2025-05-19 | P-05 | 6.000 | 4.200 |\n\
                  | 2025-05-20 | P-05 | 6.000 | 4.200 |\n| 2025-05-22 | P-01 | 5.500 | 3.850 |";
        assert!(!check("The schedule covers 17,500 bottles (12,250 L).", ev).failed());
        assert!(check("The schedule covers 17,500 bottles (12,350 L).", ev).failed());
        assert!(!check(
            "Over five days the bottler charges €1,450 a day, €7,250 in all.",
            ev
        )
        .failed());
        assert!(check(
            "Over five days the bottler charges €1,450 a day, €7,350 in all.",
            ev
        )
        .failed());
        // a superscript unit for the output's ASCII one
        assert!(
            !check("freight at $7.85/ft3", "rate 7.85/ft3").failed(),
            "ascii"
        );
        assert!(!check("freight at $7.85/ft\u{b3}", "rate 7.85/ft3").failed());
    }

    #[test]
    fn a_range_in_fcfa_grouped_with_spaces_is_read() {
        // blind round s64B: the SIM bulletin prints the range with its currency after the high
        // end; both ends are amounts, not `130` and `155`
        let ev = "Touabire, béliers 45–55 kg : 130 000 – 155 000 FCFA (moyenne 135000)";
        assert!(!check(
            "Touabire rams of 45–55 kg sell at 130,000–155,000 FCFA.",
            ev
        )
        .failed());
        assert!(check(
            "Touabire rams of 45–55 kg sell at 130,000–165,000 FCFA.",
            ev
        )
        .failed());
    }

    #[test]
    fn a_share_of_numbers_in_the_aligned_line_is_derived() {
        // fresh-user trial s25N: a reduction against the baseline's value in the spans
        let bench =
            "threads=4 engine=polars peak_rss_gib=3.02\nbaseline engine=pandas peak_rss_gib=11.61";
        let entry = "Peak RSS at 4 threads is 3.02 GiB, 74% below the pandas baseline.";
        let mut f = check(entry, bench);
        assert!(f.failed(), "{f:?}");
        f.find_ratios_in_units(entry, &[bench]);
        assert!(!f.failed(), "{f:?}");
        // a share no two numbers give stays missing
        let entry = "Peak RSS at 4 threads is 3.02 GiB, 61% below the pandas baseline.";
        let mut f = check(entry, bench);
        f.find_ratios_in_units(entry, &[bench]);
        assert!(f.failed(), "{f:?}");
        // two numbers of the line alone derive nothing: 2.0 / (2.0 + 14.0) is no moisture
        // (blind round s59B)
        let row = "WT-6102  F-204   264.8   14.0      2.0         259.5    9990.75";
        let entry = "WT-6103 (Rogelio Pepito): moisture 12.5%.";
        let mut f = check(entry, row);
        f.find_ratios_in_units(entry, &[row]);
        assert!(f.failed(), "{f:?}");
    }

    #[test]
    fn a_short_number_one_digit_off_in_the_line_of_its_other_anchors_is_a_slip() {
        // shared/cases/edge/e3: `504` for the `status=502` of the record that holds the
        // entry's request id and upstream
        let line = "req=022000 path=/v1/charge status=200 ms=37 | ERROR req=022000 path=/v1/refund status=502 upstream=ledger-svc:7443 msg=\"connection reset by peer\"";
        let other = "req=000504 path=/v1/charge status=200 ms=36";
        let ev = format!("{line}\n{other}");
        let entry = "Request 022000 failed with 504 from upstream `ledger-svc:7443`";
        let mut f = check(entry, &ev);
        assert!(f.failed() && !f.caps(), "{f:?}");
        f.find_slips_in_units(entry, &[other, line]);
        assert_eq!(f.mismatches[0].near.as_deref(), Some("502"), "{f:?}");
        assert!(f.caps());
        // the right value is no mismatch at all
        assert!(!check(
            "Request 022000 failed with 502 from upstream `ledger-svc:7443`",
            &ev
        )
        .failed());
        // not when the line lacks another anchor of the entry: a value of another record
        let entry = "Request 031977 failed with 504 from upstream `ledger-svc:7443`";
        let mut f = check(entry, &ev);
        f.find_slips_in_units(entry, &[other, line]);
        assert!(!f.caps(), "{f:?}");
        // not with no other anchor to align on, nor for two-digit numbers
        let entry = "The refund failed with 504";
        let mut f = check(entry, &ev);
        f.find_slips_in_units(entry, &[line]);
        assert!(!f.caps(), "{f:?}");
        let entry = "Request 022000 took 38 ms";
        let mut f = check(entry, &ev);
        f.find_slips_in_units(entry, &[line]);
        assert!(!f.caps(), "{f:?}");
        // nor for a number two digits away (another value, perhaps derived)
        let entry = "Request 022000 failed with 517 from upstream `ledger-svc:7443`";
        let mut f = check(entry, &ev);
        f.find_slips_in_units(entry, &[line]);
        assert!(!f.caps(), "{f:?}");
    }

    #[test]
    fn a_clock_under_an_age_header_is_a_duration() {
        // a fresh user's trial (session 27): psql's `xact_age` column without a fraction of a
        // second was read as a time of day, so "about 2.7 hours" was a value found nowhere
        let ev = " pid  | usename   | xact_age\n------+-----------+----------\n 4411 | reporting | 02:41:07\n 4412 | reporting | 02:39:55\n";
        for entry in [
            "Session 4411 has been open for about 2.7 hours.",
            "Session 4411 has been open for about 161 minutes.",
            "Session 4412 has been open for 2h40m.",
        ] {
            assert!(!check(entry, ev).failed(), "{entry}");
        }
        assert!(check("Session 4411 has been open for about 3.7 hours.", ev).failed());
        // under a header that names a time, a clock stays a time of day
        let ev = "job | start_time\n----+-----------\n 17 | 02:41:07\n";
        assert!(check("Job 17 ran for about 2.7 hours.", ev).failed());
    }

    #[test]
    fn cjk_magnitudes_and_glued_units_are_read() {
        // a fresh user's trial (session 27): "合計は約37万円。" and "カーペットの在庫は300m²。"
        // were deleted as values found nowhere
        let ev = "見積合計: 369,600円（税込）\n在庫: カーペット 300 m2 / 300m²";
        assert!(!check("合計は約37万円。", ev).failed());
        assert!(!check("合計は約36.9万円。", ev).failed());
        assert!(check("合計は約47万円。", ev).failed());
        assert!(!check("カーペットの在庫は300m²。", ev).failed());
        assert!(check("カーペットの在庫は350m²。", ev).failed());
        let ev = "payload 1250 kg, route 42.5 km";
        assert!(!check("carries 1250kg over 42.5km", ev).failed());
        assert!(check("carries 1350kg", ev).failed());
        // blind s39B: a duration mark glued to the number (`301秒`) is the output's `301s`,
        // and a span in another unit (`5分` for `300s`) is the same duration
        let ev = "speeder の基準は中央値の1/3で大丈夫です。\n[qc] duration_sec median: 912  cutoff (x0.33): 301\n[qc] speeders (<301s): 164\nretry after 300s";
        let f = check("speeder 基準は中央値の 1/3（301秒）。", ev);
        assert!(!f.failed(), "{f:?}");
        assert!(!check("5分後に再試行する", ev).failed());
        assert!(!check("300秒钟 后再试", ev).failed());
        assert!(check("speeder 基準は 401秒。", ev).failed());
        // a fraction or a count of parts is no duration
        assert!(unit_number("5分の").is_none() && unit_number("3分割").is_none());
        assert_eq!(unit_number("30分以内").map(|(_, u, _)| u), Some("min"));
    }

    #[test]
    fn values_read_off_the_aligned_line_are_no_slips() {
        // a fresh user's traps (session 27): each entry is true, and before these exceptions
        // each was capped against a number of its own line
        let slipped = |entry: &str, line: &str| {
            let mut f = check(entry, line);
            f.find_slips_in_units(entry, &[line]);
            f.caps()
        };
        // a sum or difference of two numbers of the line
        assert!(!slipped(
            "INV-20417 (ACME-01) is paid: EUR 833.00 gross.",
            "INV-20417 ACME-01 net=700.00 vat=133.00 status=paid"
        ));
        assert!(!slipped(
            "Trace ab41f0 on edge-07 took 250 ms in total",
            "trace=ab41f0 host=edge-07 connect_ms=120 upstream_ms=130 status=200"
        ));
        // the twin is a number the entry states itself
        assert!(!slipped(
            "Trace ab41f0 on edge-07 took 209 ms (status 200)",
            "trace=ab41f0 host=edge-07 total_ms=187 status=200"
        ));
        // written as approximate
        assert!(!slipped(
            "Query q-17 returned about 310 rows",
            "query=q-17 rows=316 time_ms=312.648"
        ));
        // zero-padded in the line; the twin a zero-padded id of the line
        assert!(!slipped(
            "Order #412 (depot D-07) weighs 413 g.",
            "order=000412 depot=D-07 weight_g=413"
        ));
        let entry = "Request 504 to ledger-svc:7443 failed with 502.";
        let line = "req=000503 status=502 upstream=ledger-svc:7443";
        assert!(!slipped(entry, line));
        // a decimal below one is no zero-padded id (`p = 0.226` against `p=0.266`, a trial)
        assert!(slipped(
            "SRM check: chi2 = 1.24, p = 0.226",
            "SRM test: n_control=48213 chi2=1.24 p=0.266"
        ));
        // while a status beside a zero-padded id is no id, nor one beside the id the entry
        // writes padded
        assert!(slipped(
            "Request 000503 to ledger-svc:7443 failed with 503.",
            line
        ));
        assert!(slipped(
            "Request 000503 to ledger-svc:7443 failed with 512.",
            line
        ));
        // a decimal comma, on either side
        assert!(!slipped(
            "Lieferung L-4471 kostet brutto 416,50 EUR.",
            "Lieferung=L-4471 netto=350,00 MwSt=66,50 Gewicht=417 kg"
        ));
        // while a slip from a number written with its unit is still one
        assert!(slipped(
            "Job 318 on ci-linux-07 exited with code 101 after 164 s.",
            "job 318 ci-linux-07: exit code 101, duration 146s"
        ));
        assert!(slipped(
            "Trace ab41f0 on edge-07 took 205 ms (status 200)",
            "trace=ab41f0 host=edge-07 total_ms=250 status=200"
        ));
    }

    #[test]
    fn digit_and_identifier_swaps_are_caught() {
        let ev = "invoice INV-20931 amount $500.00 status unpaid; total_customers: 1,240";
        assert!(!check("Invoice INV-20931 is unpaid", ev).failed());
        let f = check("Invoice INV-20913 is unpaid", ev);
        assert_eq!(
            f.mismatches,
            vec![Mismatch {
                token: "INV-20913".into(),
                kind: AnchorKind::Identifier,
                near: Some("INV-20931".into()),
            }]
        );
        assert!(check("The invoice is for $5000", ev).failed());
        assert!(!check("The invoice is for $500", ev).failed());
        assert!(!check("There are 1240 customers", ev).failed());
    }

    #[test]
    fn a_missing_absolute_path_is_named_as_written() {
        let f = check(
            "Logs are in /var/log/pods/ledger-writer-5f8c",
            "/var/log/pods/other",
        );
        assert_eq!(f.mismatches[0].token, "/var/log/pods/ledger-writer-5f8c");
    }

    #[test]
    fn zero_padded_sequence_numbers_are_codes_not_quantities() {
        // shared/cases/edge/e3: 44,001 requests numbered req=000000 … req=044000
        let ev = "req=000504 path=/v1/charge status=200 | ERROR req=022000 path=/v1/refund \
                  status=502 upstream=ledger-svc:7443 | order 0042 shipped on 2026-01-07";
        let f = check("Request 022000 failed with 504", ev);
        assert_eq!(f.mismatches.len(), 1, "{f:?}");
        assert_eq!(f.mismatches[0].token, "504");
        assert!(!check("Request 022000 failed with 502", ev).failed());
        // the padded token as written, one dropped zero, and date parts still match
        assert!(!check("Request 000504 returned 200", ev).failed());
        assert!(!check("Request 22000 failed with 502", ev).failed());
        assert!(!check("Order 0042 shipped on January 7", ev).failed());
        assert!(check("Order 42 shipped", ev).failed());
        assert!(zero_padded("000504") && zero_padded("0042") && zero_padded("-007"));
        assert!(!zero_padded("022000") && !zero_padded("07") && !zero_padded("0.005"));
    }

    #[test]
    fn identifiers_match_whole_or_inside_paths_and_up_to_case() {
        let ev = "M billing/tax.py\ncommit 7a29ae29c1f0b2d3\nPoint queries at replica_02";
        assert!(!check("edited tax.py", ev).failed());
        assert!(!check("edited billing/tax.py at 7a29ae2", ev).failed());
        // Re-cased whole tokens still name the value.
        assert!(!check("edited Billing/Tax.py", ev).failed());
        assert!(!check("POINT QUERIES AT REPLICA_02", ev).failed());
        // Any other change fails.
        assert!(check("edited billing/tax2.py", ev).failed());
        assert!(check("queries go to REPLICA_03", ev).failed());
        assert!(check("commit 7a29ae30 reverted", ev).failed());
        // names with `_` at an end, and a part of a snake_case file name (a new user's trial,
        // session 16)
        let ev = "sed -i 's/np.string_/np.bytes_/' src/tidepool/_vendor/fastinterp.py plan/commission_plan_FY25.xlsx";
        assert!(!check(
            "np.string_ became `np.bytes_` in `_vendor/fastinterp.py`",
            ev
        )
        .failed());
        assert!(!check("the FY25 commission plan", ev).failed());
        assert!(check("the FY24 commission plan", ev).failed());
        assert!(check("`np.bytes_` moved to `_vendor/fastinterp2.py`", ev).failed());
        // a multiple with `×` glued on (a new user's trial, session 16)
        assert!(!check(
            "cost $6,954.37, about 9.8× the next line ($712.44)",
            "| 6954.37 |\n| 712.44 |"
        )
        .failed());
        assert!(check(
            "cost $6,954.37, about 8.8× the next line ($712.44)",
            "| 6954.37 |\n| 712.44 |"
        )
        .failed());
        // a time of day is no near twin of another (a new user's trial, session 16)
        assert!(
            check("runs at 08:00 UTC", "schedule at 02:00 local").mismatches[0]
                .near
                .is_none()
        );
        // ordinals, names of plans, roundings with trailing zeros (a new user's trial,
        // session 16)
        let ev = "shift date: 2025-04-29, employee_401k: 6000\nckpt-step-12000,0.6121,0.5802";
        assert!(!check("no night on the 29th without ALS", ev).failed());
        assert!(check("no night on the 28th without ALS", ev).failed());
        assert!(!check("401(k) deferrals of $6,000", ev).failed());
        assert!(!check("score 58.0 for 12k", ev).failed());
        assert!(check("score 58.1 for 12k", ev).failed());
        assert!(check("score 57.0 for 12k", ev).failed());
    }

    #[test]
    fn guard_over_several_sources_recases_once_for_all_entries() {
        let g = Guard::new(["order ORD-77 shipped", "ticket ABC-12 open"]);
        let f = g.check_all(["ord-77 shipped", "Abc-12 is open", "ORD-78 shipped"]);
        assert!(!f[0].failed() && !f[1].failed(), "{f:?}");
        assert_eq!(f[2].mismatches.len(), 1);
    }

    #[test]
    fn values_written_inside_other_tokens() {
        // blind round s49A: three true entries whose values the evidence glues to others
        let grid = "$ cat price_grid_2025Q2.yaml\nprotein_bonus: null";
        assert!(!check("Protein earns no bonus in the Q2 grid", grid).failed());
        assert!(check("Protein earns no bonus in the Q3 grid", grid).failed());
        assert!(check("the Q2 grid", "price_grid_X2025Q2.yaml").failed());
        let cron = r#"{"schedule": {"kind": "at", "at": "2025-07-07T09:00:00+02:00"}}"#;
        assert!(!check("Remind Miren on Monday 7 July 2025 at 9:00", cron).failed());
        assert!(check("Remind Miren on Monday 7 July 2025 at 9:30", cron).failed());
        let pods = "NAMESPACE   NAME                         STATUS   AGE\nbatch       report-cron-28990110-zk4lx   Error    2h";
        assert!(!check(
            "The 2h-old job pod report-cron-28990110-zk4lx ended in Error",
            pods
        )
        .failed());
        assert!(check(
            "The 5h-old job pod report-cron-28990110-zk4lx ended in Error",
            pods
        )
        .failed());
    }

    #[test]
    fn a_total_of_json_objects_in_minor_units() {
        // blind round s49B: NPR from the paisa of a payment API's settled transactions
        let body = r#"{"transactions": [
            {"amount_minor": 16000000, "currency": "NPR", "status": "settled"},
            {"amount_minor": 85000000, "currency": "NPR", "status": "settled"},
            {"amount_minor": 14000000, "currency": "NPR", "status": "failed"}]}"#;
        // as evidence reads a tool's output: JSON text in a shell tool's `output` field
        let wrapped = serde_json::json!({ "output": body, "exit_code": 0 }).to_string();
        let body = &crate::record::tool_output_text(wrapped);
        assert!(!check("Two deposits settled, NPR 1,010,000 in total.", body).failed());
        assert!(
            check("Two deposits settled, NPR 1,150,000 in total.", body)
                .mismatches
                .len()
                == 0
        );
        assert!(check("Two deposits settled, NPR 1,020,000 in total.", body).failed());
    }

    #[test]
    fn kinds_of_blind_round_s63() {
        // s63B: a list of three grades named by codes, each of which the evidence writes
        let grades = "P-01 KW1 4120\nP-02 KW2 3875\nP-03 KW3 2210";
        assert!(!check("Salt graded KW1/KW2/KW3 at the ponds", grades).failed());
        assert!(check("Salt graded KW1/KW2/KW4 at the ponds", grades).failed());
        // s63B and s62A: a total built from a value of the entry and one of the evidence
        let stock = "Gudang B holds 13,275 kg of KW1 from this week's ponds.\n\
                     Note: Gudang A keeps older KW1 stock (2,150 kg), not graded again.";
        let total = "KW1 on hand is 15,425 kg counting Gudang A's 2,150 kg of older stock.";
        assert!(!check(total, stock).failed());
        assert!(check(
            "KW1 on hand is 15,452 kg counting Gudang A's 2,150 kg of older stock.",
            stock
        )
        .failed());
    }

    #[test]
    fn kinds_of_blind_round_s62() {
        // s62A: the rand glued to its amounts (`R33,311.49`) is no identifier `R33`
        let statement = "commission_zar: 33311.49\nlevy_zar: 1325.20\ntotal_net: 769761.49";
        assert!(!check("Commission 4.0% = R33,311.49; levy R1,325.20", statement).failed());
        assert!(!check("farmer nets total R769,761.49", statement).failed());
        assert!(check("farmer nets total R769,716.49", statement).failed());
        // s62B: the rupiah beside a dotted thousands group (`Rp 675.000`, `IDR 675.000`)
        let order = r#"{"order": "PN-250507-3381", "price": 675000, "total": 3748000}"#;
        assert!(!check("two at Rp 675.000, Rp 3.748.000 in all", order).failed());
        assert!(!check("two at IDR 675.000 each", order).failed());
        assert!(check("two at Rp 657.000 each", order).failed());
        // s62A: a `grep -n` listing's line numbers are no values an entry copies wrongly
        let grep = "18398:2025-03-23T06:00:05 CAM2 TEMP t=-17.4 sp=-20.0\n\
                    18405:2025-03-23T06:31:48 CAM2 ALARM CLEAR t=-18.1 lim=-18.0";
        assert!(!check("Tuna: 18,395 kg raw", grep).caps());
        assert!(!check("CAM2 read -17.4 at 06:00, cleared at -18.1", grep).failed());
        // s62B: Hermes writes its actions in capitals, `RE-TOTAL` with an English prefix
        let total = "TOTAL                     6    245   19600.0  2607720.0";
        assert!(!check("RE-TOTAL April purchases: 245 bags, 19,600 kg", total).failed());
        assert!(check("CUZO-ABC holds 245 bags", total).failed());
    }

    #[test]
    fn kinds_of_blind_round_s50() {
        // s50A: an amount with the quote's VAT rate added
        let quote = "currency: NGN, vat_pct: 7.5\nbundle_id: BND-A, copies: 18, price_ngn: 1845000";
        assert!(!check(
            "BND-A with VAT would have been NGN 1,983,375, under the limit",
            quote
        )
        .failed());
        assert!(check(
            "BND-A with VAT would have been NGN 1,983,475, under the limit",
            quote
        )
        .failed());
        // s50A: a mass restated in tonnes, in parentheses
        let totals = "net_kg: 20337, gross_mmk: 28297420";
        assert!(!check(
            "Batch totals: 20,337 kg (about 20.3 t), gross MMK 28,297,420",
            totals
        )
        .failed());
        assert!(check(
            "Batch totals: 20,337 kg (about 21.3 t), gross MMK 28,297,420",
            totals
        )
        .failed());
        // s50B: a cutoff date counted from today's date by the days the entry states
        let today =
            "today: 2025-10-20, resubmit_limit: 90 days\nCLM-25101 service_date: 2025-07-28";
        let e =
            "Today is 2025-10-20, so the 90-day cutoff excludes service dates before 2025-07-22.";
        assert!(!check(e, today).failed(), "{:?}", check(e, today));
        assert!(check(&e.replace("07-22", "07-23"), today).failed());
    }

    #[test]
    fn digits_of_other_scripts() {
        // blind round s49B: a Nepali turn writes "भोलि बिहान १० बजेअघि" (tomorrow before
        // ten in the morning)
        let turn = "भोलि बिहान १० बजेअघि PayHimal मा जाँच्नुहोस्। रकम ४५,०००";
        assert!(!check("Re-check before 10:00 NPT", turn).failed());
        assert!(!check("NPR 45,000 in all", turn).failed());
        assert!(check("Re-check before 11:00 NPT", turn).failed());
        assert_eq!(native_digit('٣'), Some('3'));
        assert_eq!(native_digit('۷'), Some('7'));
        assert_eq!(native_digit('7'), None);
    }

    #[test]
    fn a_file_joined_to_the_project_folder_is_seen() {
        // blind round s53B: the commands query `bookings.db`, a write names the project folder
        let query = "sqlite3 -header -column bookings.db \"SELECT * FROM bookings\"";
        let write = "file_path: /home/shilan/nergiz/notices/NG-24081_weber.txt";
        let e = "Bookings are in /home/shilan/nergiz/bookings.db (tables bookings and rooms).";
        assert!(!Guard::new([query, write]).check_all([e])[0].failed());
        // another folder, or a file no command names, is not
        let other = "Bookings are in /home/shilan/other/bookings.db.";
        assert!(Guard::new([query, write]).check_all([other])[0].failed());
        let unnamed = "Guests are in /home/shilan/nergiz/guests.db.";
        assert!(Guard::new([query, write]).check_all([unnamed])[0].failed());
    }

    #[test]
    fn hours_with_a_word_for_oclock() {
        // blind round s53A: a Luxembourgish turn asks to inform the crew "muer um 7 Auer"
        let turn = "Informéier d'Equipe vum Romain Weis muer um 7 Auer iwwer d'Spär.";
        assert!(!check("Tomorrow at 07:00, inform Romain Weis's crew", turn).failed());
        assert!(check("Tomorrow at 08:00, inform Romain Weis's crew", turn).failed());
        assert!(!check("Call at 19:00", "Ring klo 19 i morgon").failed());
    }

    #[test]
    fn tomorrow_in_another_language() {
        // blind round s49B: a Nepali turn asks to re-check a refund "भोलि" (tomorrow); the
        // summary writes the day after the session's latest timestamp as a date
        let api = r#"{"refund_id": "rf_3KX0912", "status": "pending", "updated_at": "2025-10-01T16:20:05+05:45"}"#;
        let turn = "धन्यवाद। भोलि बिहान १० बजेअघि PayHimal मा फिर्ताको स्थिति फेरि जाँच्नुहोस्।";
        let g = Guard::new([api, turn]);
        let f = g.check_all([
            "Re-check refund rf_3KX0912 on 2025-10-02.",
            "Re-check refund rf_3KX0912 on 2025-10-03.",
        ]);
        assert!(f[0].mismatches.is_empty() && f[1].failed(), "{f:?}");
        let g = Guard::new([api, "फिर्ताको स्थिति फेरि जाँच्नुहोस्।"]);
        assert!(
            g.check_all(["Re-check refund rf_3KX0912 on 2025-10-02."])[0].failed(),
            "no tomorrow"
        );
        assert!(derived::says_tomorrow("ხვალ დილით") && derived::says_tomorrow("明日の朝"));
        assert!(!derived::says_tomorrow("tomorrowland") && !derived::says_tomorrow("mañana"));
    }

    #[test]
    fn lower_case_word_pairs_in_another_language() {
        // blind round s48: "H2 tractor/loader 62.00 EUR per machine hour" against an Estonian
        // rate table's `traktor/laadur` had its pair read as an unseen value
        let ev = "| H2 | Masinatund, traktor/laadur | h | 62,00 |";
        assert!(check("H2 tractor/loader 62.00 EUR per machine hour", ev)
            .mismatches
            .is_empty());
        // in backticks it is code; other words, or words of more than two edits, are unseen
        assert!(check("H2 `tractor/loader` 62.00 EUR", ev).failed());
        assert!(check("H2 truck/loader 62.00 EUR", ev).failed());
        assert!(check("H2 tractor/lifter 62.00 EUR", ev).failed());
        assert!(check("H2 loader/tractor 62.00 EUR", ev).failed());
        assert!(prose_pair("plough/salt/grit") && !prose_pair("km/h") && !prose_pair("a/b/c/d"));
    }

    #[test]
    fn two_words_joined_by_a_slash_are_prose_when_both_occur() {
        // a fresh-user trial: "Flag only invoice/PO differences over $100." was capped
        let ev = "Rule: flag any invoice whose amount differs from its PO by more than $100.";
        assert!(!check("Flag only invoice/PO differences over $100.", ev).failed());
        let f = check("Flag only invoice/SOW differences over $100.", ev);
        assert_eq!(f.mismatches[0].kind, AnchorKind::Name, "named, not capped");
        assert!(!f.failed());
        // in backticks it is code, a value
        assert!(check("Flag only `invoice/SOW` differences over $100.", ev).failed());
        // a path with a dot or a digit is still one identifier
        assert!(check("edited billing/tax.py", "billing module, tax rules").failed());
    }

    #[test]
    fn ranges_and_pairs_are_checked_part_by_part() {
        // fresh-user trials (session 13): both ends of a range, both ids of a pair, occur apart
        let log = "duration_ms=1588 rows=48211\nduration_ms=1740 rows=48211";
        assert!(!check("slow queries took 1588-1740 ms", log).failed());
        assert!(!check("slow queries took 1588\u{2013}1740 ms", log).failed());
        assert!(check("slow queries took 1588-1790 ms", log).failed());
        let rows = "C-100615 / C-100618: merged, opt_out kept";
        assert!(!check("pair C-100615/C-100618 merged", rows).failed());
        assert!(check("pair C-100615/C-100619 merged", rows).failed());
        let turn = "Tomorrow re-plan and apply ap-southeast-2";
        assert!(!check("re-plan/apply ap-southeast-2", turn).failed());
        // a path stays one anchor; a fraction is seen when one line holds both numbers
        // (fresh-user trials, session 14: vitest's "Tests  14 passed (14)" as `14/14`, git's
        // "69 insertions(+), 1 deletion(-)" as `+69/-1`)
        assert!(check("edited src/main.rs", "src and main.rs").failed());
        assert!(!check("failed 3/20 runs", "3 of 20 runs").failed());
        assert!(check("failed 3/20 runs", "3 failed\n20 runs").failed());
        assert!(!check(
            "shared 14/14, api 41/41",
            "Tests  14 passed (14)\nTests  41 passed (41)"
        )
        .failed());
        assert!(!check(
            "3 files, +69/-1",
            "3 files changed, 69 insertions(+), 1 deletion(-)"
        )
        .failed());
        assert!(check(
            "3 files, +69/-2",
            "3 files changed, 69 insertions(+), 1 deletion(-)"
        )
        .failed());
    }

    #[test]
    fn a_number_with_a_unit_is_the_number() {
        let prom = r#"{"version":"v3.14.0","value":[1733130000,"1.795"]} p99 0.412"#;
        assert!(!check("v3.14.0 alone still 1.795s", prom).failed());
        assert!(!check("rss 512MiB after the fix", "rss 512 (MiB)").failed());
        // a small whole number needs its unit: small integers occur everywhere
        assert!(!check("raise the limit to 2Gi", "limits: memory 2Gi").failed());
        assert!(!check("raise the limit to 2Gi", "limits: memory 2 Gi").failed());
        assert!(check(
            "raise the limit to 2Gi",
            "limits: memory 1536Mi, replicas 2"
        )
        .failed());
        assert!(check("v3.14.0 alone still 1.759s", prom).failed());
        // a unit that is no unit leaves an identifier
        assert!(check("pod 2xkqp", "pod 2 restarted").failed());
    }

    #[test]
    fn the_indian_grouping_is_seen_and_writes_no_decimal_comma() {
        // blind s55A: totals in lakhs and crores against a tool's ungrouped figures; the
        // grouping's `2,30` is no decimal comma, so `64.820 t` stays 64.82 tonnes
        let ev = "TOTAL  392    29873.119   106049572.45  79004731.32\n\
                  G-1042,Kommana Veerraju,A,64.820,230111.00,159651.66,4417\n\
                  C      115    8530.424    1311600.00";
        assert!(!check(
            "Slip run: 392 slips, 29,873.119 t, gross ₹10,60,49,572.45, net payable ₹7,90,04,731.32.",
            ev
        )
        .failed());
        assert!(!check(
            "Sample slip G-1042: 64.820 t, gross ₹2,30,111.00, net ₹1,59,651.66, account ending 4417.",
            ev
        )
        .failed());
        assert!(!check("Zone C seed-advance recovery was ₹13,11,600.00.", ev).failed());
        assert!(check("Zone C seed-advance recovery was ₹13,11,700.00.", ev).failed());
        assert!(!writes_decimal_commas("gross ₹2,30,111.00"));
        assert!(writes_decimal_commas("gross 2,30 €"));
        assert_eq!(decimal_commas("₹2,30,111.00 and 12,75 €"), ["12.75"]);
        // a long run of digits and commas is scanned in bounded time
        let list = format!("{}123", "12,".repeat(50_000));
        assert!(writes_decimal_commas(&list));
    }

    #[test]
    fn a_percent_is_seen_as_its_ratio_and_a_decimal_comma_as_a_point() {
        // fresh-user trial (session 13): `0.112` in a metrics table, `0,3 %` in a French turn
        let ev = "route /v2/events 5xx_ratio 0.112\nles webhooks partenaires sont à 0,3 % de 5xx";
        assert!(!check("/v2/events had the highest 5xx ratio, 11.2%", ev).failed());
        assert!(!check("partner webhooks are fine (0.3% 5xx)", ev).failed());
        assert!(check("/v2/events had 12.2% errors", ev).failed());
        assert_eq!(percent_as_ratio("91%").as_deref(), Some("0.91"));
        assert_eq!(percent_as_ratio("0.3%").as_deref(), Some("0.003"));
        assert_eq!(percent_as_ratio("150%").as_deref(), Some("1.5"));
        assert_eq!(decimal_commas("1,240 and 1,2,3"), Vec::<String>::new());
        assert_eq!(decimal_commas("à 0,3 % puis 12,75 €"), ["0.3", "12.75"]);
        // points between thousands (a new user's trial, session 16: "2.301 €" in German)
        assert_eq!(
            decimal_commas("das sind 2.301 € und 1.234.567 Zeilen, 1.545,50 €"),
            ["2301", "1234567", "1545.5"]
        );
        assert_eq!(
            decimal_commas("latency 2.301 s, v1.2.3, 10.0.0.1"),
            Vec::<String>::new()
        );
        // one group in a table column whose header names the currency (blind round s49A: a
        // Basque loan checklist's `Aseguru-balioa (EUR)` column of `420.000`)
        let table = "| Zenbakia | Aseguru-balioa (EUR) | Egoera |\n|---|---|---|\n\
                     | IAM-1987.044 | 420.000 | Ona |\n| IAM-1991.112 | 185.000 | Ertaina |";
        let found = decimal_commas(table);
        assert!(found.contains(&"420000".to_string()) && found.contains(&"185000".to_string()));
        assert!(
            decimal_commas("| run | latency (ms) |\n|---|---|\n| a | 420.000 |").is_empty(),
            "a column of another unit"
        );
        // one group after a point, read as thousands for a value seen (blind round s65B)
        assert_eq!(
            superscript_folded("7.85/ft\u{b3}").as_deref(),
            Some("7.85/ft3")
        );
        assert_eq!(superscript_folded("m\u{b2}").as_deref(), Some("m2"));
        assert_eq!(superscript_folded("x\u{2075}").as_deref(), Some("x5"));
        assert_eq!(superscript_folded("ft3"), None);
        assert_eq!(latin_lookalikes("\u{41c}500").as_deref(), Some("M500"));
        assert_eq!(latin_lookalikes("M500"), None);
        // blind round s66B: a Latin `M500` for the roster's Cyrillic `М500`, and back
        let roster = "водитель: Иванов, машина \u{41c}500, рейс \u{422}-14";
        assert!(!check("Truck M500 left on time.", roster).failed());
        assert!(check("Truck M600 left on time.", roster).failed());
        assert!(!check("Run \u{422}-14 is late.", "run T-14 late").failed());
        assert_eq!(point_thousands("servisio di 60.000 km").0, ["60000"]);
        assert_eq!(point_thousands("1.250 kg en 12.5 l").0, ["1250"]);
        assert!(
            point_thousands("v1.250, 0.250, 1.250.000, 60.0001, 2.5, 10.000.1")
                .0
                .is_empty()
        );
        // a space (blind round s66B: `4 000 кг`), but not inside a run of space groups or
        // after another number
        let (n, plain) = point_thousands("Т-14-тэн 4 000 кг, 1 000 л");
        assert_eq!(n, ["4000", "1000"]);
        assert_eq!(plain.as_deref(), Some("Т-14-тэн 4000 кг, 1000 л"));
        assert!(point_thousands("79 412 833; 12 400 500; 4 000,5; 2 3 4")
            .0
            .is_empty());
        // a space group before a decimal point (blind round s68A), not before a version's
        // second point nor three decimals
        let (n, plain) = point_thousands("L-04 (181.3 L, C2) = 1 043.3 L; 2 120.75 kg");
        assert_eq!(n, ["1043.3", "2120.75"]);
        assert_eq!(
            plain.as_deref(),
            Some("L-04 (181.3 L, C2) = 1043.3 L; 2120.75 kg")
        );
        assert!(point_thousands("v 2 043.3.1; 1 043.125; 1.043.3")
            .0
            .is_empty());
        let bottling = "- Lots : L-05 (418.0 L), L-01 (223.2 L) = 1 043.3 L";
        assert!(!check("Bottling uses 1,043.3 L from four lots.", bottling).failed());
        assert!(check("Bottling uses 1,034.3 L from four lots.", bottling).failed());
        // the plain text's totals (blind round s66A: a column of `6.000` bottles)
        let (_, plain) =
            point_thousands("| Pipa | Botelles |\n|---|---|\n| P-05 | 6.000 |\n| P-01 | 5.500 |\n");
        assert!(derived::field_totals(&plain.unwrap()).contains("11500"));
        // one group beside decimal commas (blind round s38B: a German meter reading)
        assert!(
            decimal_commas("- Strom: 48.213 kWh\n- Wasser kalt: 312,4 m³")
                .contains(&"48213".to_string())
        );
        // spaces between thousands before a decimal comma (a new user's trial, session 16:
        // a Polish bank export)
        assert_eq!(
            decimal_commas("CZ.1;1 550,00 PLN;12 400 000,5;"),
            ["1550", "12400000.5"]
        );
        assert_eq!(decimal_commas("rows 1 550 and 2 300"), Vec::<String>::new());
        // and without decimals beside a currency (blind round s36A: a French approval letter
        // "dans la limite de 38 500 € HT" was read as `38` and `500`, and the entry's
        // `€38,500` taken for a corrupted copy of the budget line's 31,500.00)
        assert_eq!(decimal_commas("dans la limite de 38 500 € HT"), ["38500"]);
        assert_eq!(decimal_commas("soit € 1 204 500 au total"), ["1204500"]);
        assert_eq!(decimal_commas("lots 38 500 7 200"), Vec::<String>::new());
        // and with two groups or more (blind round s61A: a wallet number the user grouped)
        assert_eq!(decimal_commas("wallet 79 412 833"), ["79412833"]);
        assert!(!check(
            "F-2240 wallet corrected to 79 412 833.",
            "F-2240 wallet: 79412833"
        )
        .failed());
        assert!(check(
            "F-2240 wallet corrected to 79 412 838.",
            "F-2240 wallet: 79412833"
        )
        .failed());
        let ev = "dans la limite de 38 500 € HT\n| C | Consommables | 31,500.00 |";
        assert!(!check("approval of up to €38,500 HT", ev).failed());
        // a pair of acronyms in the plural is a pair of acronyms
        assert!(!check(
            "against the POs/GRNs",
            "PO-31188 and GRN-5521; the PO and the GRN"
        )
        .failed());
    }

    #[test]
    fn abbreviations_are_no_names_and_column_paths_are_key_paths() {
        // fresh-user trial (session 13): "(e.g. `InvoiceSerializationTest.java:41`)"
        assert!(!check(
            "14 failed, e.g. in InvoiceTest, i.e. the serializer",
            "14 failed in InvoiceTest serializer"
        )
        .failed());
        let ev =
            "source raw.shop.orders: column DISCOUNT_CENTS was replaced by PROMO_DISCOUNT_CENTS";
        assert!(!check("shop replaced `raw.shop.orders.DISCOUNT_CENTS`", ev).failed());
        assert!(check("shop replaced `raw.shop.orders.REFUND_CENTS`", ev).failed());
        // the table and the column named apart, in two sources
        let g = Guard::new([
            "select * from raw.shop.orders",
            "invalid identifier 'DISCOUNT_CENTS'",
        ]);
        assert!(!g.check_all(["replaced `raw.shop.orders.DISCOUNT_CENTS`"])[0].failed());
        // a domain or a file name is still one name
        assert!(check("served from api.example.com", "api and example and com").failed());
    }

    #[test]
    fn rate_units_over_an_area_or_a_volume_are_no_values() {
        // blind round s56A: rates read from rates.csv, their unit written by the compressor
        let ev = "grade,lak_per_m3\nPINE_A,1450000\nHARD,2300000";
        assert!(!check("PINE_A 1,450,000 LAK/m³, HARD 2,300,000 LAK/m³", ev).failed());
        assert!(!check("HARD at 2,300,000 LAK/m2 or kg/m3", ev).failed());
        // the number before the unit is still checked
        assert!(check("PINE_A 1,500,000 LAK/m³", ev).failed());
        // a path whose last part has a digit is still a value
        assert!(check("rates moved to data/v3", ev).failed());
    }

    #[test]
    fn a_change_that_adds_is_a_difference_across_sources() {
        // blind round s58A: two payment runs before and after a rate change
        let g = Guard::new([
            "net payable ............. \u{20b9}24,875,964.00\nwrote out/neft_W47.csv (611 rows)",
            "net payable ............. \u{20b9}25,314,951.60\nwrote out/neft_W47.csv (611 rows)",
        ]);
        let f = g.check_all([
            "The rate change adds \u{20b9}4,38,987.60 to the week's payable.",
            // not a comparison: the number is a value of its own
            "The week's bonus pool is \u{20b9}4,38,987.60.",
        ]);
        assert!(!f[0].failed(), "{:?}", f[0]);
        assert!(f[1].failed());
    }

    #[test]
    fn a_difference_of_two_amounts_per_unit_of_the_entry_is_seen() {
        // blind round s59A: both prices in the entry, the difference written per kg
        let ev =
            "market_avg 116.40 min 112.00 max 121.30 samples 14\nRCN-1021 Khuntia Traders 118.20";
        let entry = "RCN averaged \u{20b9}116.40/kg (\u{20b9}112.00\u{2013}121.30, 14 samples), so Khuntia's \u{20b9}118.20 was \u{20b9}1.80/kg above the average.";
        assert!(!check(entry, ev).failed(), "{:?}", check(entry, ev));
        assert!(check(
            "Khuntia's \u{20b9}118.20 was \u{20b9}1.90/kg above the average.",
            ev
        )
        .failed());
    }

    #[test]
    fn the_base_of_a_rate_is_no_value() {
        // blind round s58A: the user wrote "thousand" as a word; `1200` is another field
        let ev = "loom_id: L-06\nknots_per_dm2: 1200\nrate_afn_per_m2: 2650\nold rate 17 AFN";
        let entry = "Wages are paid per finished square metre at 2,650 AFN/m\u{b2}, replacing the rate of 17 AFN per 1,000 knots.";
        assert!(!check(entry, ev).failed());
        // a number after `per` that is no power of ten is a value, as is one elsewhere
        assert!(check("17 AFN per 1,100 knots", ev).failed());
        assert!(check("1,000 knots at 17 AFN", ev).failed());
    }

    #[test]
    fn differences_across_sources_and_offsets_in_comparing_entries() {
        // blind round s56B: a total printed by two runs, and a wallet's balance against it
        let g = Guard::new([
            "[bonus_run] total payable: RWF 2,156,453 to 585 growers",
            "[bonus_run] total payable: RWF 2,151,347 to 583 growers",
            "{\"wallet_id\": \"KHT-BONUS\", \"available\": 1890500}",
        ]);
        let f = g.check_all([
            "The adjustment lowered the payable total by RWF 5,106.",
            "The wallet held RWF 1,890,500, which is RWF 260,847 short of the adjusted total.",
            // not a comparison: the number is a value of its own
            "The wallet held RWF 1,890,500 and RWF 260,847 in reserve.",
            "The adjustment lowered the payable total by RWF 5,160.",
        ]);
        assert!(!f[0].failed(), "{:?}", f[0]);
        assert!(!f[1].failed(), "{:?}", f[1]);
        assert!(f[2].failed());
        assert!(f[3].failed());
        // blind round s33B: a change in percentage points of two runs' accuracies
        let g = Guard::new([
            "{\n  \"run\": \"deberta\",\n  \"accuracy\": 0.8741\n}",
            "{\n  \"run\": \"distilbert\",\n  \"accuracy\": 0.8388\n}",
        ]);
        let f = g.check_all([
            "DeBERTa against DistilBERT: accuracy +3.53 pp.",
            "accuracy 3.53 pp",
        ]);
        assert!(!f[0].failed(), "{:?}", f[0]);
        assert!(f[1].failed(), "unsigned, no comparison");
    }

    #[test]
    fn amounts_per_unit_plural_models_and_acronym_words() {
        // final fresh-user trials (session 13)
        let ev = "list price 64.00 per seat per month; Premium Support 6,000 per year";
        assert!(!check(
            "Core seat $64/seat/month; Premium Support $6,000/year flat",
            ev
        )
        .failed());
        assert!(check("Core seat $65/seat/month", ev).failed());
        assert!(!check("training on 8 A100s", "partition: 8xA100 nodes (A100 80GB)").failed());
        assert!(!check(
            "Add the CLM-id footnote",
            "footnote with the CLM ids of each contract"
        )
        .failed());
        // a name missing from the evidence is named but caps nothing (fresh-user trials, session 14)
        let f = check("Add the CLM-id footnote", "footnote with the contract ids");
        assert!(!f.failed());
        assert_eq!(f.mismatches[0].kind, AnchorKind::Name);
    }

    #[test]
    fn a_rounded_number_is_seen() {
        let ev = "replay_lag | 00:00:01.208114\nutil 0.4137";
        assert!(!check("replay_lag back to 1.2s", ev).failed());
        assert!(!check("utilisation 0.41", ev).failed());
        assert!(!check("utilisation 0.414", ev).failed());
        assert!(check("utilisation 0.42", ev).failed());
        // a number written with trailing zeros states its decimals (blind round s65A: an
        // invented levy of E 12.50 beside a sucrose content of 12.49)
        let rows = "GR-0170   Themba Gamedze   1   33.67  12.49   4.205";
        assert!(check("Levy lowered to E 12.50 per net tonne", rows).failed());
        assert!(!check("Themba's RV was 12.5%", rows).failed());
        assert!(!check("Themba's RV tonnage was 4.20 t", rows).failed());
        // and one group after a point may be thousands (blind round s65B: `60.000 km`)
        let turn = "CUR-4471 mester bai Kaya Fuik djaweps pa su servisio di 60.000 km";
        assert!(!check(
            "Take CUR-4471 to Kaya Fuik for its 60,000 km service.",
            turn
        )
        .failed());
        // an integer is not the rounding of a decimal, and a clock time is no interval
        assert!(check("utilisation 1", "util 0.96").failed());
        assert!(check("took 5s", "at 14:05:05.25").failed());
        assert_eq!(
            roundings("1.208114"),
            ["1.2", "1.21", "1.208", "1.2081", "1.20811"]
        );
        assert_eq!(roundings("0.96"), Vec::<String>::new());
        assert_eq!(roundings("-0.0351"), ["-0.04", "-0.035"]);
        assert_eq!(roundings("12"), Vec::<String>::new());
        // a sum of money rounded to whole units (a new user's trial, session 15)
        assert_eq!(roundings("2056.56"), ["2057", "2056.6"]);
        assert!(!check("about $2,057/month", "TOTAL 2056.56").failed());
        assert!(check("about $2,058/month", "TOTAL 2056.56").failed());
        // two digits rounded to a whole only where the entry says it is approximate, and a
        // unit of size is no anchor (a new user's trial, session 16)
        let bq = "principal,jobs,tib_billed,est_cost_usd\nlooker-svc,1841,9.87,61.69";
        assert!(!check("looker-svc: 1,841 jobs, 9.87 TiB, ~$62.", bq).failed());
        assert!(!check("looker-svc cost about USD 62", bq).failed());
        assert!(check("looker-svc cost $62", bq).failed());
        assert!(check("looker-svc cost ~$63", bq).failed());
        assert!(check("about 2 TiB", "size 1.7").failed());
        // a magnitude of a column total (`$7.12k` for amounts that sum to 7123.18)
        let ce = "\"Amount\": \"4812.37\"\n\"Amount\": \"2310.81\"";
        assert!(!check("about $7.12k in total", ce).failed());
        // percentage points and scientific notation (a new user's trial, session 15)
        let ab = "lift_abs=0.01477 lift_rel=4.49% p=9.1e-07";
        assert!(!check("+1.48 pp absolute, p ≈ 9.1e-7", ab).failed());
        assert!(check("+1.49 pp absolute", ab).failed() && check("p ≈ 9.2e-7", ab).failed());
        assert_eq!(scientific("9.1e-07").as_deref(), Some("9.1e-7"));
        assert_eq!(scientific("v1e3"), None);
        // sizes in another unit and magnitude words (a new user's trial, session 15)
        let bq = "\"numRows\": \"18442107\", \"numBytes\": \"2961734412\"\nmemory: 1536Mi\nsum 1203448917.43";
        for entry in [
            "about 2.8 GiB",
            "the 1.5 GiB limit",
            "limit 1.5GiB",
            "about 1.2034 billion",
        ] {
            assert!(!check(entry, bq).failed(), "{entry}");
        }
        assert!(check("about 3.8 GiB", bq).failed() && check("about 1.3 billion", bq).failed());
        // a type's member named as the profiler writes it (`idem.(*Cache).Put`)
        assert!(!check(
            "Cache.Put grew by 96.4 MB",
            "96.41MB 22.30% idem.(*Cache).Put"
        )
        .failed());
        assert!(check(
            "Cache.Get grew by 96.4 MB",
            "96.41MB 22.30% idem.(*Cache).Put"
        )
        .failed());
        // a list of words is seen when each word is
        assert!(!check(
            "a table by account/resource/change/severity",
            "| account | resource | change | severity |"
        )
        .failed());
        assert!(check(
            "a table by account/resource/owner/severity",
            "| account | resource | change | severity |"
        )
        .failed());
    }

    #[test]
    fn a_name_cut_at_a_separator_escapes_the_cap() {
        // compaction_guard: the entry shouts the rule and breaks the names at the dot
        let ev = "Standing instruction: CC compliance@acme.com on every outbound message.
                  The file config/prod.yaml is frozen; never edit it.";
        assert!(!check("CC COMPLIANCE@ACME !COM ON EVERY OUTBOUND MESSAGE !", ev).failed());
        assert!(!check("THE FILE CONFIG/PROD !YAML IS FROZEN", ev).failed());
        // a head that is not cut at a separator, or a changed name, is still missing
        assert!(check("CC compliance@acm on every message", ev).failed());
        assert!(check("The file config/stage is frozen", ev).failed());
    }

    #[test]
    fn best_line_separates_rows() {
        let ev = "INV-1 paid 2025-01-02\nINV-2 unpaid 2025-03-04";
        let good = best_line("INV-2 is unpaid", ev);
        let bad = best_line("INV-1 is unpaid", ev);
        assert!(good.overlap > bad.overlap, "{good:?} {bad:?}");
        assert!(!good.negation_mismatch);
        assert!(bad.negation_mismatch);
        assert_eq!(good.anchor_share, 1.0);
        // a number is found by its value, however it is written
        let rows = "dt: 2026-11-27, row_count: 48211\ndt: 2026-11-28, row_count: 51907";
        assert_eq!(
            best_line("2026-11-28 loaded 51,907 rows", rows).anchor_share,
            1.0
        );
        assert_eq!(
            best_line("2026-11-27 loaded 51,907 rows", rows).anchor_share,
            0.5
        );
        assert_eq!(
            best_line("$1,240.00 due", "amount_due: 1240").anchor_share,
            1.0
        );
    }

    #[test]
    fn negation_covers_un_and_non_status_words() {
        for neg in [
            "unpaid",
            "nonpaid",
            "non-verified",
            "isn't merged",
            "never sent",
            "UNRESOLVED",
        ] {
            assert!(has_negation(neg), "{neg}");
        }
        for pos in [
            "paid",
            "undo the merge",
            "nonce 42",
            "sent",
            "unique id",
            "known",
        ] {
            assert!(!has_negation(pos), "{pos}");
        }
    }

    #[test]
    fn softened_or_widened_rules_are_flagged_and_faithful_restatements_are_not() {
        let rule = "Standing instruction: Total spend for this task must not exceed $25.";
        assert!(
            best_line("Total spend for this task should stay close to $25.", rule).rule_weakened
        );
        assert!(best_line("Spend is usually under $25.", rule).rule_weakened);
        // blind s47B: a rule restated with its prohibition spelled out
        let ro = "Roster DB is read-only for this task.";
        assert!(
            !best_line("Roster DB is read-only: nothing may be written to it.", ro).rule_weakened
        );
        assert!(best_line("Roster DB should be read-only where possible.", ro).rule_weakened);
        assert!(!best_line("Total spend must stay at or below $25.", rule).rule_weakened);
        // a hedge of habit makes the rule a rule of thumb; a soft modal or an approximation
        // alone does not (compaction_guard; s37B "Only the jest unit project may be run")
        assert!(best_line("Spend is usually under $25.", rule).rule_hedged);
        assert!(
            !best_line("Total spend for this task should stay close to $25.", rule).rule_hedged
        );
        let region = "Standing instruction: Deploy only to us-east-1; never touch eu-west-1.";
        assert!(
            best_line(
                "Deploy mainly to us-east-1 and try not to touch eu-west-1.",
                region
            )
            .rule_hedged
        );
        assert!(!best_line("Deploy only to us-east-1; never touch eu-west-1.", region).rule_hedged);
        let rows = "Standing instruction: Never delete rows from the users table.";
        assert!(
            best_line(
                "Avoid removing rows from the users table when you can.",
                rows
            )
            .rule_hedged
        );
        let jest = "Only the jest unit project may be run; Playwright e2e is off limits.";
        assert!(
            !best_line(
                "Only the jest unit project may be run; e2e is off limits.",
                jest
            )
            .rule_hedged
        );
        assert!(!best_line("Spending on this task cannot exceed $25.", rule).rule_weakened);
        // a soft modal that states the limit restates it (compaction_guard)
        let hours = "Standing instruction: Training jobs are limited to 40 GPU hours per week.";
        assert!(
            !best_line(
                "Each week, training jobs may use at most 40 GPU hours.",
                hours
            )
            .rule_weakened
        );
        assert!(
            best_line("Training jobs may use around 40 GPU hours a week.", hours).rule_weakened
        );
        let only = "Exports from billing_db run only between 02:00 and 04:00 UTC.";
        assert!(
            best_line(
                "billing_db exports typically run between 02:00 and 04:00 UTC.",
                only
            )
            .rule_weakened
        );
        assert!(best_line("Exports from billing_db can run at any hour.", only).rule_weakened);
        assert!(
            !best_line(
                "billing_db exports can't run outside 02:00-04:00 UTC.",
                only
            )
            .rule_weakened
        );
        // A hedge the evidence itself uses is not a weakening; a line without a rule has none to weaken.
        assert!(
            !best_line(
                "Jobs should finish within 2 hours.",
                "Jobs should finish within 2 hours; never retry."
            )
            .rule_weakened
        );
        assert!(
            !best_line(
                "Backups usually run only at night.",
                "Backups run only at night.\nThey usually take an hour."
            )
            .rule_weakened
        );
        assert!(!best_line("The report is about 5 MB.", "report.pdf 5.1 MB written").rule_weakened);
        // A line that shares little with the claim is not the rule it restates.
        assert!(
            !best_line(
                "Users can export their own reports as PDF files.",
                "Admins must approve exports."
            )
            .rule_weakened
        );
        // `about` is a hedge only before a number.
        assert!(
            !best_line(
                "A note about the frozen branch.",
                "The release branch is frozen."
            )
            .rule_weakened
        );
        assert!(best_line("Keep it to about 5 MB.", "Reports must stay under 5 MB.").rule_weakened);
    }

    #[test]
    fn percent_signs_do_not_matter_and_times_do_not_supply_counts() {
        let ev = r#"{"currentCPUUtilizationPercentage": 91, "target": "70%"}"#;
        assert!(!check("CPU was at 91% against a 70 percent target", ev).failed());
        let log = "2025-11-28T14:05:00Z scaled deployment api: 6 replicas";
        assert!(
            check("Scaled from 6 to 14 replicas", log).failed(),
            "14 only occurs as an hour"
        );
        assert!(!check("Scaled to 6 replicas on 2025-11-28", log).failed());
        assert!(!check("6/6 pods ready, 28 Nov", "ready 6/6 at 2025-11-28").failed());
        // A number with a unit word is checked as the number.
        assert!(!check("within the 30-day window", r#"{"window_days": 30}"#).failed());
        let f = check("within the 14-day window", r#"{"window_days": 30}"#);
        assert_eq!(
            f.mismatches
                .iter()
                .map(|m| (m.token.as_str(), m.kind))
                .collect::<Vec<_>>(),
            [("14-day", AnchorKind::Number)]
        );
    }

    #[test]
    fn kinds_of_true_identifiers_seen_in_agent_sessions() {
        // shared/cases/agent: a YAML key path, an acronym in the plural, a time range against
        // ISO timestamps, a metric name at the head of a snake_case key (shared/cases/edge e3).
        let yaml = "spec:\n  acme:\n    solvers:\n    - dns01:\n        route53:\n          hostedZoneID: Z0831425X3KQ7TV\n";
        assert!(!check("dns01.route53.hostedZoneID is Z0831425X3KQ7TV", yaml).failed());
        assert!(
            check("dns01.route53.hostedZoneId changed", yaml).failed(),
            "a key not in the evidence"
        );
        assert!(
            check("route53.dns01.hostedZoneID", yaml).failed(),
            "keys out of order"
        );
        assert!(!check(
            "the two CSVs are IDENTICAL",
            "cmp a.csv b.csv: CSV files IDENTICAL"
        )
        .failed());
        let f = check(
            "the two CSVs are IDENTICAL",
            "cmp a.csv b.csv: files IDENTICAL",
        );
        assert_eq!(f.mismatches.len(), 1);
        assert!(!f.failed(), "a name caps nothing");
        let ev = r#"{"start": "2025-11-18T14:30:00Z", "end": "2025-11-18T15:30:00Z"}"#;
        assert!(!check("booked 14:30-15:30 UTC", ev).failed());
        assert!(check("booked 14:30-16:30 UTC", ev).failed());
        // a new user's trial: the UTC designator on a time of day
        assert!(!check("the event at 14:30Z failed", ev).failed());
        assert!(!check("the event at 14:30:00Z failed", ev).failed());
        assert!(check("the event at 16:30Z failed", ev).failed());
        assert_eq!(zulu_time("13:00Z"), Some("13:00"));
        assert_eq!(zulu_time("v1.2Z"), None);
        assert!(!check("p99 was 88 ms", "ts=1 level=INFO p99_ms=88 p50_ms=12").failed());
        assert!(check("p95 was 88 ms", "ts=1 level=INFO p99_ms=88 p50_ms=12").failed());
        // Domain names and file names are not key paths: their parts alone do not make them seen.
        assert!(check(
            "served from api.fernhollow.com",
            "api.fernhollow.io and docs.com"
        )
        .failed());
    }

    #[test]
    fn compounds_match_by_their_parts_and_bare_times_do_not() {
        let ev = r#"{"repository": "ci-runner", "tag": "nightly-2025-03-02", "host": "db01", "port": 5432}
Deletions may run only between 01:00 and 03:00 UTC. Scaled to 14 replicas at 05:00."#;
        assert!(!check("image ci-runner:nightly-2025-03-02 is dangling", ev).failed());
        assert!(!check("connect to db01:5432", ev).failed());
        assert!(!check("Deletions run 01:00-03:00 UTC only", ev).failed());
        assert!(check("image ci-runner:nightly-2025-03-09 is dangling", ev).failed());
        assert!(check("Deletions run 01:00-04:00 UTC only", ev).failed());
        assert!(check("connect to db02:5432", ev).failed());
        // `14:05` is not the number 14 next to the number 5.
        assert!(check("scaled at 14:05", ev).failed());
    }

    #[test]
    fn kinds_of_the_session_25_round() {
        // blind round s34A: id prefixes and a join key named on both sides, each part seen
        let ev = "CLM-24-08771;NH-PV-330;afgewikkeld;4.820,00;NHC-771204\nSchadenummer;Polis\nm = pd.merge(a, b, left_on=\"Schadenummer\", right_on=\"claim_id\", how=\"outer\")";
        assert!(!check("parsed with a regex on the NHC-/CLM- lines", ev).failed());
        assert!(!check("outer merge on Schadenummer/claim_id", ev).failed());
        assert!(check("parsed with a regex on the NHX-/CLM- lines", ev).failed());
        assert!(check("outer merge on Schadenummer/policy_id", ev).failed());
        // a value the entry sets aside is not one it states
        let cargo = "Finished release. Version bumped to 1.5.0 in Cargo.toml";
        assert!(!check(
            "Release as 1.5.0, not 2.0.0: the user rejected a major bump",
            cargo
        )
        .failed());
        assert!(!check("Release 1.5.0 rather than 2.0.0", cargo).failed());
        assert!(check("Release as 2.0.0", cargo).failed());
        assert!(check("Release as 1.5.0 and note 2.0.0", cargo).failed());
    }

    #[test]
    fn values_derived_by_the_summary_are_seen() {
        // fresh-user trials (session 14): a column total, counts summed over test binaries,
        // magnitudes, a percentile, a time converted to another zone, names in letters only
        let csv = "employee_id,name,unpaid_ot_hours\nE-10219,Rui,6.5\nE-10288,Joana,9.0\nE-10301,Miguel,6.0\nE-10355,Ana,4.0";
        assert!(!check("4 employees, 25.5 unpaid hours in total", csv).failed());
        assert!(check("4 employees, 26.5 unpaid hours in total", csv).failed());
        let cargo = "test result: ok. 64 passed; 0 failed\ntest result: ok. 36 passed; 1 ignored\ntest result: ok. 9 passed\ntest result: ok. 5 passed";
        assert!(!check("Local workspace tests pass: 114 passed, 1 ignored", cargo).failed());
        let lag = "orders.v2 0 141203\norders.v2 1 139877\norders.v2 2 136402";
        assert!(!check("lag fell to about 136k-141k messages", lag).failed());
        assert!(check("lag fell to about 120k-141k messages", lag).failed());
        assert!(!check("lag is 1.2M", "lag 1208114").failed());
        let prom = r#"query: histogram_quantile(0.99, rate(batch_seconds_bucket[5m]))"#;
        assert!(!check("p99 batch duration", prom).failed());
        assert!(check("p95 batch duration", prom).failed());
        assert_eq!(derived::percentile_percent("p99").as_deref(), Some("99%"));
        assert_eq!(
            derived::percentile_percent("p999").as_deref(),
            Some("99.9%")
        );
        assert_eq!(derived::percentile_percent("P50").as_deref(), Some("50%"));
        let busy =
            r#"{"busy": [{"start": "2025-04-17T21:00:00Z", "end": "2025-04-17T22:30:00Z"}]}"#;
        assert!(!check("Tomás busy 14:00–15:30 PT", busy).failed());
        assert!(check("Tomás busy 15:00–15:30 PT", busy).failed());
        assert!(
            check("Tomás busy 14:00–15:30", busy).failed(),
            "no zone, no conversion"
        );
        // fresh-user trials (session 17): a tab-separated column is summed once, and an
        // aligned header may hyphenate its names (kafka-consumer-groups)
        let tsv = "class\tconsented\tpaid\n5A\t22\t19\n5B\t18\t15";
        assert!(!check("34 pupils have paid, 40 consented", tsv).failed());
        assert!(check("36 pupils have paid", tsv).failed());
        let kafka =
            "GROUP    TOPIC     PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG     CONSUMER-ID\n\
                     enricher orders.v3 0          1200            7289            6089    c-1\n\
                     enricher orders.v3 1          900             403018          402118  c-2";
        assert!(!check("lag totalled 408,207 messages", kafka).failed());
        // amounts in cents, a yearly amount from a monthly one, an exact binary size under any
        // key, a group of ages
        let stripe = r#"{"amount_due": 4900}, {"amount_due": 118800}, {"amount_due": 308700}"#;
        assert!(!check("their open invoices add up to $4,324.00", stripe).failed());
        assert!(check("their open invoices add up to $4,325.00", stripe).failed());
        assert!(
            check("4324.00 invoices", stripe).failed(),
            "no currency, no cents"
        );
        let mrr = "MRR removed $148.00/mo";
        assert!(!check("removed $148.00 of MRR, about $1,776 a year", mrr).failed());
        assert!(check("removed $148.00 of MRR, about $1,776 in total", mrr).failed());
        let redis = "7) \"replication.backlog\"\n8) (integer) 268435456";
        assert!(!check("its replication backlog is 256 MiB", redis).failed());
        assert!(check("its replication backlog is 255 MiB", redis).failed());
        let race = "In the 5K, kids under 12 on race day go in a separate wave";
        assert!(!check("5K under-12s run in a separate wave", race).failed());
        assert!(check("5K under-14s run in a separate wave", race).failed());
        // fresh-user trials (session 17): sums and differences the entry computes, a reduction
        let counts = "tshirt\nXS 88\nS 241\nM 402\nL 318\nXL 139\nXXL 43";
        let shirts = "XS 88, S 241, M 402, L 318, XL 139, XXL 43 — 1,231 shirts in total";
        assert!(!check(shirts, counts).failed());
        assert!(check(&shirts.replace("1,231", "1,232"), counts).failed());
        let fica = r#""fica_rates": {"social_security": 0.062, "medicare": 0.0145}"#;
        let total = "6.2% Social Security plus 1.45% Medicare (7.65% in total)";
        assert!(!check(total, fica).failed());
        assert!(check(&total.replace("7.65%", "7.75%"), fica).failed());
        let gross = "totals: {gross: 8556.26}\ntotals: {gross: 8587.38}";
        assert!(!check(
            "gross $8,587.38, $31.12 more than before ($8,556.26)",
            gross
        )
        .failed());
        assert!(check(
            "gross $8,587.38, $31.02 more than before ($8,556.26)",
            gross
        )
        .failed());
        let wrk = "99%  201.57ms\n99%   94.12ms";
        let f = check("cuts p99 by about 53% (201.57 ms -> 94.12 ms)", wrk);
        assert!(!f.failed(), "{f:?}");
        assert!(check("cuts p99 by about 43% (201.57 ms -> 94.12 ms)", wrk).failed());
        // fresh-user trials (session 15): dates in another form, compounds of prose
        let git = "4e1c9a7d2b8f is the first bad commit\nDate:   Tue Feb 18 11:42:07 2025 +0100";
        assert!(!check("First bad commit 4e1c9a7 by Priya, 2025-02-18.", git).failed());
        assert!(check("First bad commit 4e1c9a7 by Priya, 2025-02-19.", git).failed());
        assert!(!check(
            "Send the emails on Friday 2025-09-05",
            "send them Friday 09-05 in the morning"
        )
        .failed());
        // fresh-user trials (session 16): currency with a magnitude, a differences in one line,
        // a kebab-case property path, an offset from UTC, a time cut from its timestamp, a
        // value inside a snake_case name, a word of a pair in the plural
        let rows = "EUR | 16,306,300 | 14,000,000 | 2,306,300 | 2,707,878\nGBP | 0 | -1,245,450 | -1,674,892";
        assert!(!check(
            "EUR net after hedges is €2.31M, about $2.71M; GBP -$1.67M",
            rows
        )
        .failed());
        assert!(check("EUR net after hedges is €2.41M", rows).failed());
        assert!(!check(
            "kept 7,882 of 8,580 rows, 698 removed",
            "kept 7882 / 8580 rows (91.9%)"
        )
        .failed());
        // blind s41A: the difference of two rows of one column, for an entry that compares;
        // trials s40B: a count that is some other pair's difference is still unseen
        let psql = "| SRC            | SHIPMENTS |\n|----------------+-----------|\n| raw            |   4213806 |\n| analytics_dev  |   4213789 |\n| analytics_prod |   3391540 |";
        assert!(!check("The dev table holds 822249 more rows than production", psql).failed());
        assert!(check("Production is missing 822249 rows in all", psql).failed());
        // blind s42B: a code joined from two cells of one row; a bound is not capped; a
        // saving derived from the entry's own prices and quantity
        let rows = " course_code | section | capacity\n MAT-2104    | 01      |       40\n MAT-2104    | 02      |       40";
        assert!(!check("MAT-2104-01 is full at 40/40", rows).failed());
        assert!(check("MAT-2104-03 is closed", rows).failed(), "no row 03");
        let lags = "port 9000\nlag 6543";
        assert!(
            check("lags under 7,000", lags).failed() && !check("lags under 7,000", lags).caps()
        );
        assert!(check("lag is 7,000", lags).caps());
        assert!(!check(
            "At NT$1,265 and 160 bags we pay NT$8,800 less than at NT$1,320",
            "NT$1,265 or NT$1,320 for 160 bags; NT$2800"
        )
        .failed());
        // blind s42A: a day counted from the session's day, a time written without its zero
        let fleet = "amr-stk-014  idle  2025-03-18T09:41:07Z\nWave 3 dopiero jutro po 6:00";
        assert!(!check("Wave 3 starts tomorrow (2025-03-19) after 06:00", fleet).failed());
        assert!(check("Wave 3 starts tomorrow (2025-03-20) after 06:00", fleet).failed());
        let yml = "spring:\n  kafka:\n    consumer:\n      auto-offset-reset: earliest";
        assert!(!check("`spring.kafka.consumer.auto-offset-reset` is earliest", yml).failed());
        assert!(check("served from api-eu.example.io", "api-eu and example and io").failed());
        assert!(!check(
            "Hold expires 2025-07-15 23:59 (UTC-6)",
            r#""expires": "2025-07-15T23:59:00-06:00""#
        )
        .failed());
        assert!(check(
            "Hold expires 2025-07-15 23:59 (UTC-5)",
            r#""expires": "2025-07-15T23:59:00-06:00""#
        )
        .failed());
        assert!(!check(
            "runs at 2025-03-07T02:00 and T03:00 failed",
            "scheduled__2025-03-07T02:00 failed\nscheduled__2025-03-07T03:00 failed"
        )
        .failed());
        assert!(!check(
            "the 16:00 London close fixing",
            "fixing: close_16:00_London"
        )
        .failed());
        assert!(!check(
            "no BGP local-pref/weight changes",
            "don't touch BGP local-pref or weights"
        )
        .failed());
        for name in [
            "ESLint",
            "UPDATEs",
            "Free/busy",
            "particles/g",
            "PostgreSQL",
            "GA4-vs-orders",
            "net-of-VAT",
        ] {
            let f = check(&format!("the {name} thing"), "nothing of the kind");
            assert!(!f.failed(), "{name}");
            assert_eq!(f.mismatches.len(), 1, "{name}");
        }
        // values stay values
        for value in [
            "src/payments",
            "CUZO-ABC",
            "api-eu.example.io",
            "v2",
            "replica_12",
        ] {
            assert!(
                check(&format!("the {value} thing"), "nothing of the kind").failed(),
                "{value}"
            );
        }
    }

    #[test]
    fn only_a_corrupted_copy_caps() {
        let ev = "invoice INV-20931 amount $500.00, 4,812 contacts, due 2025-06-18, 37 leads";
        for (entry, twin) in [
            ("Invoice INV-20913", "INV-20931"),
            ("amount $5000", "500"),
            ("4,821 contacts", "4812"),
            ("due 2025-06-19", "2025-06-18"),
        ] {
            let f = check(entry, ev);
            assert!(f.caps(), "{entry}: {f:?}");
            assert_eq!(f.mismatches[0].near.as_deref(), Some(twin), "{entry}");
        }
        // missing, but no twin: a value for the calibrated layer (`value_unseen`), not a cap
        // fewer than four digits: a converted or rounded value meets unrelated numbers (a new
        // user's trial, session 15: `11.6` minutes against the version `15.6`)
        assert_eq!(check("73 leads", ev).mismatches[0].near, None);
        assert!(!check("lag 11.6 minutes", "PostgreSQL 15.6").caps());
        // a zero more or less caps only three digits or more (`30 days` against `3 tries`)
        assert!(!check("rotates every 30 days", "after 3 tries").caps());
        // a twin the entry writes itself is the value it copied, the other one derived from it
        // (blind round s35B: "x10 at PHP 3,850 per dose (PHP 38,500 in total)")
        let offer = "Vaxneuvance (PCV15) qty 10, unit price PHP 3,850, dispatch 17 June";
        let f = check("x10 at PHP 3,850 per dose (PHP 38,500 in total)", offer);
        assert!(f.failed() && !f.caps(), "{f:?}");
        assert!(check("x10 at PHP 38,500 in total", offer).caps());
        // the size of a change the entry derives from its own values is no missing value
        // (s18T_r1: "+0.75% relative"), unless its values do not give it
        let ab = "desktop conversion 39.06% (control) 39.35% (variant)";
        assert!(check("desktop 39.06% → 39.35% (+0.75% relative)", ab)
            .mismatches
            .is_empty());
        assert!(check("desktop 39.06% → 39.35% (+0.95% relative)", ab).failed());
        // numbers written the European way in the entry, and a date with a month's name of a
        // Unix timestamp (a fresh user's review, session 28)
        let inv = "Razem brutto: 15 252,00 PLN\namount: 38500.00 EUR\nmid: 4.1862";
        for entry in [
            "15 252,00 PLN is about 3 643,40 € at 4,1862",
            "Amount 38 500 €",
        ] {
            let f = check(entry, inv);
            assert!(
                f.mismatches.iter().all(|m| m.token.contains("3643")),
                "{entry}: {f:?}"
            );
        }
        // a conversion at a rate the entry states
        let f = check("15 252,00 PLN is about 3 643,40 € at 4,1862", inv);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("15 252,00 PLN is about 3 634,40 € at 4,1862", inv).failed());
        let loss = r#"{"ts": 1741662900000, "value": 1.4127}"#;
        assert!(check("loss 1.4127 on 11 Mar 2025", loss)
            .mismatches
            .is_empty());
        assert!(check("loss 1.4127 on 12 Mar 2025", loss).failed());
        // a consistent change does not hide a swapped digit of its own value
        let tab = "arc_c  55.12  54.61  -0.51";
        assert!(check("arc_c: 55.12 → 54.16 (-0.96)", tab).caps());
        assert!(check("arc_c: 55.12 → 54.61 (-0.51)", tab)
            .mismatches
            .is_empty());
        // a value glued to its key is seen, with or without grouping commas
        let info = "keyspace_hits:9817724410\r\nevicted_keys:4127730\r\n";
        for entry in ["9,817,724,410 hits", "4,127,730 evicted keys"] {
            assert!(check(entry, info).mismatches.is_empty(), "{entry}");
        }
        // hours of three digits or more before a colon are no time of day (blind round s30A:
        // smartctl's `38112:47`), while the parts of a clock time stay unread
        let smart = "Accumulated power on time, hours:minutes 38112:47\nlast check 14:05";
        assert!(check("38,112 power-on hours", smart).mismatches.is_empty());
        // a sum in thousands of the parts it lists (blind round s30A)
        let ceph = "client:   3.41k op/s rd, 1.92k op/s wr";
        assert!(
            check("about 5.3k op/s combined (3.41k rd + 1.92k wr)", ceph)
                .mismatches
                .is_empty()
        );
        assert!(check("about 6.3k op/s combined (3.41k rd + 1.92k wr)", ceph).failed());
        assert!(check("38,113 power-on hours", smart).failed());
        assert!(
            check("1405 checks", smart).failed(),
            "a clock time is not a number"
        );
        // two digits against three: another count as likely as a slip (a new user's trial,
        // session 19: `48-hour` against an unrelated `480`)
        let f = check("50 seats", "500 seats");
        assert!(f.failed() && !f.caps(), "{f:?}");
        // durations and timestamps restated in another unit are seen (a new user's trial)
        let vault = "\"rotation_period\": 2592000, \"expiration\": 1725360071, ttl=72h";
        for entry in [
            "rotates every 30 days",
            "expires 2024-09-03",
            "a 30-day period",
            "TTL 3d",
            "TTL 3 days",
        ] {
            let f = check(entry, vault);
            assert!(f.mismatches.is_empty(), "{entry}: {f:?}");
        }
        assert!(!check("rotates every 31 days", vault).mismatches.is_empty());
        for entry in [
            "36 leads",
            "due 2025-09-02",
            "invoice INV-77110",
            "amount $1,180",
        ] {
            let f = check(entry, ev);
            assert!(f.failed() && !f.caps(), "{entry}: {f:?}");
        }
    }

    #[test]
    fn identifier_anchor_classes() {
        for t in [
            "camelCase",
            "PaymentService",
            "HTTPServer",
            "Read-Only",
            "CUZO-ABC",
            "user_id",
            "v2",
        ] {
            assert!(is_anchor_identifier(t), "{t}");
        }
        for t in ["read-only", "follow-up", "Follow-up"] {
            assert!(!is_anchor_identifier(t), "{t}");
        }
    }

    #[test]
    fn plain_words_are_not_anchors() {
        let f = check("the follow-up is read-only", "nothing here");
        assert_eq!(f.anchors, 0);
        assert!(!f.failed());
    }

    /// Kinds of a new user's trial (session 18): a hash name with or without its hyphen, a
    /// fingerprint elided in the middle, an interest that is a total minus a loan written with
    /// points between thousands, a time in Indonesia's western zone restated in UTC.
    #[test]
    fn kinds_of_the_session_18_trials() {
        let ev =
            "serial=0195713C8E47\nsha256 Fingerprint=7C:1E:92:B0:4D:3A:F8:61:0C:55:E7:A2:08:5B";
        for entry in [
            "New IdP signing cert: serial 0195713C8E47, SHA-256 fingerprint 7C:1E:...:08:5B",
            "The cert's sha256 fingerprint is 7C:1E:92:B0…0C:55:E7:A2:08:5B",
        ] {
            assert!(
                !check(entry, ev).failed(),
                "{entry}: {:?}",
                check(entry, ev)
            );
        }
        // another hash, another fingerprint: still unseen
        for entry in [
            "SHA-512 fingerprint 7C:1E:...:08:5B",
            "sha256 fingerprint 7C:1E:...:08:5C",
            "sha256 fingerprint 7D:1E:...:08:5B",
        ] {
            assert!(check(entry, ev).failed(), "{entry}");
        }
        // blind round s50A: the program `sha256sum` names the hash it prints
        let ev = "$ sha256sum out/sheet.csv\n9c41e0b7d2a85f163e0c7b94a1d6f08e2b5c37d9e4a10f6b8c2d957e31a4b06f  out/sheet.csv";
        let entry = "SHA-256 of the sheet: `9c41e0b7d2a85f163e0c7b94a1d6f08e2b5c37d9e4a10f6b8c2d957e31a4b06f`";
        assert!(!check(entry, ev).failed(), "{:?}", check(entry, ev));
        let entry = "SHA-512 of the sheet: `9c41e0b7d2a85f163e0c7b94a1d6f08e2b5c37d9e4a10f6b8c2d957e31a4b06f`";
        assert!(check(entry, ev).failed());
        // ids keep their exact writing
        assert!(check("Invoice INV20931 is paid", "invoice INV-20931 paid").failed());
        let loan = "Fixed APR (JKP)        4,9 %\n  Representative example: € 8.000 over 84 months -> \
                    monthly payment € 112,70,\n                          total amount repayable € 9.466,80\n  \
                    Arrangement fee        € 0";
        let entry = "€8,000 over 84 months gives €112.70 a month and €1,466.80 in total interest";
        assert!(!check(entry, loan).failed(), "{:?}", check(entry, loan));
        assert!(check("€1,466.90 in total interest", loan).failed());
        // durations in parts, and one the entry restates from its own
        let scylla =
            "[2025-06-03 13:06:41] replace of 10.42.7.15 complete, time=12299s, mode NORMAL";
        let entry = "The replace finished at 13:06:41 after 12,299 s (about 3 h 25 min)";
        assert!(!check(entry, scylla).failed(), "{:?}", check(entry, scylla));
        assert!(check("The replace took about 3 h 45 min", scylla).failed());
        let gradle = "BUILD SUCCESSFUL in 1m 12s\n24 actionable tasks: 3 executed";
        assert!(!check("Second run: BUILD SUCCESSFUL in 72 s", gradle).failed());
        let age = "cache-ath-lgav2041 age: 8734 x-cache: HIT";
        assert!(!check("object age 8734 s (about 2.4 hours)", age).failed());
        assert!(check("object age 8734 s (about 3.4 hours)", age).failed());
        // unmarked, another unit is another value
        assert!(check("object age 8734 s, then 2.4 hours", age).failed());
        // a group of ages capitalised at the head of a sentence
        let rule = "7.3 Volunteers under 18 may not work truck-receiving shifts.";
        assert!(!check(
            "Under-18s may not be rostered on truck-receiving shifts",
            rule
        )
        .failed());
        assert!(check(
            "Under-16s may not be rostered on truck-receiving shifts",
            rule
        )
        .failed());
        let wib = "Tapi jangan ubah produksi sebelum jam 12:00 WIB, ada batch payroll";
        assert!(!check("No production changes before 12:00 WIB (05:00 UTC)", wib).failed());
        assert!(check("No production changes before 12:00 WIB (06:00 UTC)", wib).failed());
    }

    #[test]
    fn kinds_of_the_blind_session_19_round() {
        // a count of bytes under a label (nodetool tablestats) restated in GiB
        let stats = "Space used (live): 201436987392\nSpace used (live): 152374358016";
        let f = check("live space from 187.6 GiB to 141.9 GiB", stats);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("live space from 188.6 GiB to 141.9 GiB", stats).failed());
        // a total the entry splits into the parts that follow it
        let log = "1681 tombstone cells\n212 aborted reads\nScanned over 100001 tombstones";
        let f = check(
            "1,893 tombstone lines: 1,681 warnings and 212 aborted reads (`Scanned over 100001 tombstones`)",
            log,
        );
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(
            "1,983 tombstone lines: 1,681 warnings and 212 aborted reads",
            log
        )
        .failed());
        // a time the entry converts itself from another zoned time it writes
        let repair =
            "[2025-03-11 09:51:47,112] Repair command #7 finished in 37 minutes 45 seconds";
        let f = check("repair #7 finished at 09:51:47 UTC, i.e. 10:51 CET", repair);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("repair #7 finished at 09:51:47 UTC, i.e. 12:51 CET", repair).failed());
        assert!(
            check("repair #7 finished at 10:51 CET", repair).failed(),
            "no conversion stated"
        );
    }

    #[test]
    fn kinds_of_the_session_19_round() {
        // a name seen as whole parts of a longer one, up to case
        let squeue = "4417990   gpu-h100   ppo-rm-base  RUNNING\nwrote q3_duplicate_payments.csv\n\
                      FAIL 3 relationships_rpt_weekly_revenue_region_id__region_id__ref_dim_regions_";
        for entry in [
            "both H100 jobs are running",
            "Q3 duplicates found",
            "the relationships test on `region_id` failed with 3 rows",
        ] {
            let f = check(entry, squeue);
            assert!(f.mismatches.is_empty(), "{entry}: {f:?}");
        }
        // not a part, nor a name cut inside a part
        assert!(check("both H200 jobs", squeue).failed());
        assert!(check("Q4 duplicates", squeue).failed());
        assert!(check("node h10 is down", "gpu-h100 up").failed());
        // a day-count duration as Slurm prints it, and a zero more or less only between
        // numbers of three digits or more
        let qos = "gpu-std   gres/gpu=16  2-00:00:00  480";
        assert!(!check("QOS gpu-std has a 48-hour MaxWall", qos).failed());
        assert!(!check("a 48-hour limit", "MaxSubmit 480").caps());
        assert!(check("a 47-hour limit", qos).failed());
        assert!(check("amount $5000", "amount $500.00").caps());
        // a quantity in a hyphenated phrase, and a difference with a `1,000-word` operand
        let q = "WHERE abs(a.paid_at - b.paid_at) <= 7\n(4 rows)";
        assert!(!check("the same-amount, within-7-days query: 4 rows", q).failed());
        assert!(check("the within-9-days query", q).failed());
        assert!(check("worker-12 restarted", "worker-13 restarted").failed());
        let wc = "1148 essays/hallvard_essay_v3.md";
        assert!(!check(
            "Cut it from 1,148 words to the 1,000-word limit (148 over)",
            wc
        )
        .failed());
        // an amount per unit of two words
        assert!(!check("Hotel Navigli Uno, €149/room-night", "\"rate_eur\": 149").failed());
        // a count the entry lists item by item
        let pms = "[{\"id\": \"A-55102\"}, {\"id\": \"A-55107\"}, {\"id\": \"A-55111\"}]";
        assert!(!check("Appointments: 3 booked (A-55102, A-55107, A-55111)", pms).failed());
        assert!(check("Appointments: 4 booked (A-55102, A-55107, A-55111)", pms).failed());
        // a length in another unit
        let hotel = "{\"name\": \"Hotel Miradouro\", \"distance_m\": 800}";
        assert!(!check("Hotel Miradouro is 0.8 km from the venue", hotel).failed());
        assert!(!check("Hotel Miradouro is 800 metres from the venue", hotel).failed());
        assert!(check("Hotel Miradouro is 1.8 km from the venue", hotel).failed());
    }

    #[test]
    fn kinds_of_the_blind_session_21_round() {
        // a path the entry joins from the directory a command changes into and the file it runs
        let call = "command: cd /home/ilze/procurement/bcp && python3 impact_2025.py --volumes \
                    purchases_2024.csv --exclude BCP-TRY-0090";
        let e = "/home/ilze/procurement/bcp/impact_2025.py run with `--exclude BCP-TRY-0090`";
        let f = check(e, call);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(&e.replace("bcp/impact", "bcp/scripts/impact"), call).failed());
        assert!(check(&e.replace("/procurement", "/finance"), call).failed());
        // a monthly figure the entry computes as a twelfth of a yearly one it states
        let out = "TOTAL  621.3  201,719.26  220,170.13  18,450.87";
        let e = "BCP's new prices add EUR 18,450.87 a year (EUR 201,719.26 → EUR 220,170.13), \
                 i.e. about EUR 1,538 a month";
        let f = check(e, out);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(&e.replace("1,538", "1,583"), out).failed());
        assert!(
            check(&e.replace(" a year", ""), out).failed(),
            "no yearly figure named"
        );
    }

    #[test]
    fn a_multiple_of_an_evidence_value() {
        // s32A: a Dutch listing's rent in European notation and its income rule
        let listing = "Huurprijs:            € 2.150 per maand (kale huur)\nInkomenseis:          4x de kale huur";
        let e = "The landlord requires a gross household income of at least 4× the bare rent, i.e. €8,600 a month.";
        let f = check(e, listing);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(&e.replace("8,600", "8,000"), listing).failed());
        assert!(check(&e.replace("4×", "3×").replace("8,600", "8,600.50"), listing).failed());
        // the multiplier written as a word or spaced reads the same (one reading,
        // `written_as_multiple`, for both kinds of multiple)
        for m in ["4 times", "4 x", "4 ×", "4x", "4X"] {
            let f = check(&e.replace("4×", m), listing);
            assert!(f.mismatches.is_empty(), "{m}: {f:?}");
            assert!(
                check(&e.replace("4×", m).replace("8,600", "8,000"), listing).failed(),
                "{m}"
            );
        }
        // a multiple of two numbers the entry states, with the multiplier glued in capitals
        let runs = "p95 before: 412.37 ms\np95 after: 1186.52 ms";
        for m in ["2.9x", "2.9X", "2.9 times", "2.9×"] {
            let e = format!("p95 went from 412.37 ms to 1,186.52 ms, about {m} slower");
            let f = check(&e, runs);
            assert!(f.mismatches.is_empty(), "{m}: {f:?}");
        }
    }

    #[test]
    fn cells_of_a_csv_row_are_numbers_of_their_own() {
        // a new user's check (session 24): `700,387` in a CSV row is two cells, not 700387
        let csv = "category,budget_eur,spent_eur\nhotels,700,387\nflights,450,212.40";
        let e = "The hotel budget is €700, of which €387 is already spent.";
        assert!(check(e, csv).mismatches.is_empty(), "{:?}", check(e, csv));
        assert!(check(&e.replace("€700", "€750"), csv).failed());
        assert_eq!(csv_cells(csv), vec!["700", "387", "450", "212.4"]);
        // prose keeps its thousands comma: no cells there
        assert!(csv_cells("We paid $1,240,500 in total, more than planned").is_empty());
    }

    #[test]
    fn kinds_of_the_blind_session_24_round() {
        // s33B: a pytest diff of Python datetimes, a crontab, a training log's epochs
        let diff = "E         At index 15 diff: datetime.datetime(2025, 3, 4, 9, 0, tzinfo=zoneinfo.ZoneInfo(key='Europe/Madrid')) != datetime.datetime(2025, 3, 3, 23, 0, tzinfo=zoneinfo.ZoneInfo(key='Europe/Madrid'))\n1 failed, 9 passed in 1.84s";
        let e = "First failure at index 15 (crontab 2025-03-04 09:00 vs beat 2025-03-03 23:00).";
        let f = check(e, diff);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(&e.replace("09:00", "10:00"), diff).failed());
        assert!(check(&e.replace("2025-03-04", "2025-03-05"), diff).failed());
        let cron = "+# send-event-reminders (beat: crontab minute=0 hour=8,18)\n+0 8,18 * * * python manage.py run_task notify.tasks.send_event_reminders";
        let e = "`send-event-reminders` fires at 08:00 and 18:00 Madrid time.";
        assert!(check(e, cron).mismatches.is_empty(), "{:?}", check(e, cron));
        assert!(check(&e.replace("18:00", "19:00"), cron).failed());
        let log = "{'eval_loss': 0.4512, 'eval_macro_f1': 0.8431, 'epoch': 3.0}\n{'eval_loss': 0.4823, 'eval_macro_f1': 0.8398, 'epoch': 4.0}";
        let e = "Epoch 4 eval loss rose to 0.4823, so the epoch-3 checkpoint was kept.";
        assert!(check(e, log).mismatches.is_empty(), "{:?}", check(e, log));
        assert!(check(&e.replace("epoch-3", "epoch-2"), log).failed());
    }

    #[test]
    fn kinds_of_the_blind_session_22_round() {
        // a key path with an array index, its keys nested in a YAML file the agent read
        let yaml = "    10\tspec:\n    11\t  ingressClassName: nginx-public\n    12\t  tls:\n    13\t    - hosts:";
        let e = "removed `api-v2.kestrelmart.pl` from `spec.tls[0].hosts`";
        let f = check(e, &format!("{yaml}\n api-v2.kestrelmart.pl"));
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("removed it from `spec.tlz[0].hosts`", yaml).failed());
        // a dbt test named by the head of its name, cut where `__` starts the tested values
        let dbt = "WARN 12 accepted_values_stg_orders_channel__web__pos__marketplace__app";
        let f = check(
            "`accepted_values_stg_orders_channel` warned with 12 rows",
            dbt,
        );
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(
            "`accepted_values_stg_orders_status` warned with 12 rows",
            dbt
        )
        .failed());
        // a crash time with fractional seconds and a numeric offset, restated in a city's time
        let crash = "Date/Time:           2024-12-03 06:41:17.2281 -0800";
        let f = check(
            "The crash happened at 17:41 Istanbul time on 3 December.",
            crash,
        );
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check(
            "The crash happened at 18:41 Istanbul time on 3 December.",
            crash
        )
        .failed());
        // a column whose unit is written `(in s)`
        let fastlane = "| Step | Action                      | Time (in s) |\n| 4    | match    | 6   |\n| 5    | gym      | 412 |";
        let f = check("`gym` took about 6.9 minutes", fastlane);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("`gym` took about 7.9 minutes", fastlane).failed());
        // other words in parentheses leave the name before them: a column `Elapsed (wall)` is
        // in seconds, as `Elapsed` is
        let time = "| Job | Elapsed (wall) |\n| build | 754 |\n| test | 61 |";
        let f = check("The build job took about 12.6 minutes", time);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("The build job took about 14.6 minutes", time).failed());
        // the unit before a statistic in a key (a new user's check, session 23)
        let pool = r#"{"db_pool_wait_ms_p99": 1900, "db_pool_size": 20}"#;
        let f = check("p99 wait for a DB pool connection: 1.9 s", pool);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("p99 wait for a DB pool connection: 2.9 s", pool).failed());
    }

    #[test]
    fn codes_a_summary_writes_from_patterns_wildcards_and_other_languages() {
        // blind round s44B: an alert rule's character class names the stations it covers
        let rule = r#"expr: scada_pump_vibration_mm_s{station=~"PS-0[1-9]"} > 7.1"#;
        let prev = "PS-04 vibration alert acknowledged";
        let guard = Guard::new([rule, prev]);
        let f = guard
            .check_all(["The alert fires above 7.1 mm/s on stations PS-01 to PS-09"])
            .remove(0);
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(guard
            .check_all(["It fires on PS-10 too"])
            .remove(0)
            .failed());
        // a version with a wildcard part stands for the versions under it
        let trains = "| T-25.06 | 4.12.0 | Arthit W. |\n| T-25.07 | 4.12.1 | Arthit W. |";
        assert!(check("the 4.12.x trains are owned by Arthit W.", trains)
            .mismatches
            .is_empty());
        assert!(check("the 4.13.x trains are owned by Arthit W.", trains).failed());
        assert!(check("the 14.12.x trains", "release 114.12.0").failed());
        // a quantile written as an ordinal
        let q = "query=quantile_over_time(0.9, scada_pressure_dip_duration_seconds[7d])";
        assert!(check("the 90th-percentile dip", q).mismatches.is_empty());
        assert!(check("the 95th-percentile dip", q).failed());
        // an acronym as a French turn orders it: seen, not a corrupted copy
        let fr = "Appliquez la préférence UE-SADC au dossier BRL-77391.";
        let f = check("Apply the EU-SADC preference to BRL-77391", fr);
        assert!(f.mismatches.is_empty(), "{f:?}");
        // digits never move, nor does a lone acronym or a part of five letters
        assert!(check("Apply the EU-SACD preference", fr).failed());
        assert!(check("Invoice INV-20913", "Invoice INV-20931").failed());
    }

    #[test]
    fn a_two_character_label_is_no_corrupted_copy() {
        let ev = "wrote drafts/HR-2291-wh02-april-v2.json (4 employees)\nv2 total 6,358.28";
        let f = check("Draft v1 of drafts/HR-2291-wh02-april.json", ev);
        assert!(f.mismatches.iter().all(|m| m.near.is_none()), "{f:?}");
        // longer identifiers still are
        assert!(
            check("Invoice INV-20913", "Invoice INV-20931").mismatches[0]
                .near
                .is_some()
        );
    }

    #[test]
    fn a_time_in_malaysia_time() {
        // blind round s45B: openssl's GMT expiry restated in MYT (UTC+8)
        let x509 = "notAfter=Mar 14 08:12:44 2025 GMT";
        let f = check(
            "The old certificate's expiry, Mar 14 08:12:44 2025 GMT, is 14 March 2025 at 4:12 PM MYT.",
            x509,
        );
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("It expires at 5:12 PM MYT.", x509).failed());
    }

    #[test]
    fn a_range_of_whole_hours_states_its_times() {
        // blind round s43B: opening hours in a Swedish turn
        let sv = "lägg till öppettiderna för Hamnstaden (mån–tors 10–19).";
        let f = check(
            "Added Hamnstaden's opening hours (Mon–Thu 10:00–19:00).",
            sv,
        );
        assert!(f.mismatches.is_empty(), "{f:?}");
        assert!(check("Opening hours 10:00–18:00", sv).failed());
        // not a date, a code or a range of small counts
        assert!(check("Opens at 10:00", "released 2025-10-19").failed());
        assert!(check("Opens at 10:00", "part A10-19").failed());
        assert!(check("Opens at 03:00", "retry 1-3 times").failed());
        assert_eq!(
            derived::hour_ranges("klo 8-16 ja 9 – 17"),
            vec![480, 960, 540, 1020]
        );
    }
}
