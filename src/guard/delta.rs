//! Changes that contradict their own values: an entry that writes a value's move and its size,
//! `A → B (D)`, where `D` is neither `B − A` nor the relative change `(B − A) / A` in percent
//! ("bbh: 52.04 → 51.77 (-0.35)", when the table's delta column says `-0.27`).
//!
//! Compressors copy the two values of a row and take the change from a neighbouring row, or
//! round it badly; each number may occur somewhere in the evidence, so the guard's presence
//! check passes, and the entry shares the row's words, so the judge reads it as support. The
//! entry's own arithmetic settles it: [`stated_changes`] reads every `A → B (D)` (also `->`,
//! `⟶`, `to`; a unit or `%` after each number; `pp`, `pts`, `points` after `D`), and
//! [`Change::consistent`] checks `D` against both readings of a change, allowing for each
//! number's rounding to the decimals it is written with.
//! [`GuardFinding::find_delta_slips`](super::GuardFinding::find_delta_slips) caps such an entry
//! only when the change its values give, written as `D` is written, stands in its evidence
//! spans: the evidence then states the value the entry got wrong.

/// One number as written: its value, and the decimals it is written with.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Written {
    value: f64,
    decimals: usize,
    /// Written with a sign (`+`, `-`, `−`, `±`).
    signed: bool,
}

impl Written {
    /// Half a unit of its last written decimal: how far rounding may have moved it.
    fn half_step(&self) -> f64 {
        0.5 * 10f64.powi(-(self.decimals as i32))
    }
}

/// One item of an entry, as [`stated_changes`] reads it.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    /// A number, with the text it was written as and its byte range in the entry.
    Number(Written, String, std::ops::Range<usize>),
    /// `→`, `->`, `⟶` or the word `to`.
    Arrow,
    Open,
    Close,
    /// `%`, or a short unit (`pp`, `pts`, `points`, `ms`, `s`, `x`); `points`: it is `%`,
    /// `pp`, `pts` or `points`, a unit a change between fractions may be written in.
    Unit {
        points: bool,
    },
    /// `relative`, `rel`, `absolute`, `abs` after a change's size (`(+0.75% relative)`).
    Qualifier,
    /// Anything else.
    Other,
}

/// Units that may follow a number in a change (`%` is read as one too).
const UNITS: [&str; 9] = ["pp", "pts", "points", "ms", "s", "x", "h", "min", "bps"];

/// The items of a text (see [`Item`]). A comma inside a number must group three digits
/// (`1,240`); a number with another comma (`52,04`) is read as no number at all.
fn items(text: &str) -> Vec<Item> {
    let c: Vec<char> = text.chars().collect();
    // byte offset of each char, and of the end
    let byte_at: Vec<usize> = text
        .char_indices()
        .map(|(b, _)| b)
        .chain(std::iter::once(text.len()))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        let ch = c[i];
        let sign = matches!(ch, '+' | '-' | '\u{2212}' | '\u{b1}');
        let currency = |k: usize| {
            c.get(k)
                .is_some_and(|x| matches!(x, '$' | '\u{20ac}' | '\u{a3}'))
        };
        // a number: sign, currency, digits with `,` groups and one `.`
        let mut k = i;
        if sign && c.get(i + 1) != Some(&'>') {
            k += 1;
        }
        if currency(k) {
            k += 1;
        }
        if c.get(k).is_some_and(char::is_ascii_digit)
            && !(i > 0 && (c[i - 1].is_alphanumeric() || c[i - 1] == '_'))
        {
            let start = i;
            let mut raw = String::new();
            let mut ok = true;
            let mut decimals = None;
            while k < c.len() {
                let x = c[k];
                if x.is_ascii_digit() {
                    raw.push(x);
                    if let Some(d) = decimals.as_mut() {
                        *d += 1;
                    }
                } else if x == ','
                    && decimals.is_none()
                    && c.get(k + 1).is_some_and(char::is_ascii_digit)
                {
                    let group = c[k + 1..].iter().take_while(|d| d.is_ascii_digit()).count();
                    if group != 3 {
                        ok = false;
                    }
                } else if x == '.'
                    && decimals.is_none()
                    && c.get(k + 1).is_some_and(char::is_ascii_digit)
                {
                    raw.push('.');
                    decimals = Some(0);
                } else {
                    break;
                }
                k += 1;
            }
            // glued to letters or digits that make it an identifier (`v2`, `r17`, `4.18.0`)
            let glued = c.get(k).is_some_and(|x| x.is_alphanumeric() || *x == '_')
                && !unit_at(&c, k)
                || (c.get(k) == Some(&'.') && c.get(k + 1).is_some_and(char::is_ascii_digit));
            let text: String = c[start..k].iter().collect();
            if ok && !glued {
                if let Ok(v) = raw.parse::<f64>() {
                    let neg = matches!(c[i], '-' | '\u{2212}') && sign;
                    out.push(Item::Number(
                        Written {
                            value: if neg { -v } else { v },
                            decimals: decimals.unwrap_or(0),
                            signed: sign && c.get(i + 1) != Some(&'>'),
                        },
                        text,
                        byte_at[start]..byte_at[k],
                    ));
                    i = k;
                    continue;
                }
            }
            out.push(Item::Other);
            i = k.max(i + 1);
            continue;
        }
        if ch == '-' && c.get(i + 1) == Some(&'>') {
            out.push(Item::Arrow);
            i += 2;
            continue;
        }
        match ch {
            '\u{2192}' | '\u{27f6}' => out.push(Item::Arrow),
            '(' => out.push(Item::Open),
            ')' => out.push(Item::Close),
            '%' => out.push(Item::Unit { points: true }),
            x if x.is_alphabetic() => {
                let w: String = c[i..].iter().take_while(|x| x.is_alphabetic()).collect();
                i += w.chars().count();
                let lower = w.to_lowercase();
                out.push(if lower == "to" {
                    Item::Arrow
                } else if UNITS.contains(&lower.as_str()) {
                    Item::Unit {
                        points: matches!(lower.as_str(), "pp" | "pts" | "points"),
                    }
                } else if matches!(lower.as_str(), "relative" | "rel" | "absolute" | "abs") {
                    Item::Qualifier
                } else {
                    Item::Other
                });
                continue;
            }
            x if x.is_whitespace() => {}
            _ => out.push(Item::Other),
        }
        i += 1;
    }
    out
}

/// Whether a unit of [`UNITS`] starts at `k` and ends there (`12ms`, not `12mstone`).
fn unit_at(c: &[char], k: usize) -> bool {
    let w: String = c[k..].iter().take_while(|x| x.is_alphabetic()).collect();
    let end = k + w.chars().count();
    UNITS.contains(&w.to_lowercase().as_str()) && !c.get(end).is_some_and(|x| x.is_alphanumeric())
}

/// One `A → B (D)` of an entry.
#[derive(Debug, Clone, PartialEq)]
pub struct Change {
    from: Written,
    to: Written,
    size: Written,
    /// `D`'s unit is `%`, `pp`, `pts` or `points`: with `A` and `B` fractions (at most 1), `D`
    /// may be their difference in percentage points (`+3.28 pp (0.8098 -> 0.8426)`).
    points: bool,
    /// `D` as the entry writes it (`-0.35`).
    pub written: String,
    /// `D`'s byte range in the entry.
    pub size_at: std::ops::Range<usize>,
}

/// Every change of an entry written with its size: `A → B (D)` (a number, an optional unit,
/// an arrow, a number, an optional unit, then `(`, a number, an optional unit, an optional
/// `relative` or `absolute`, and `)`), or `D (A → B)`.
pub fn stated_changes(entry: &str) -> Vec<Change> {
    let it = items(entry);
    let mut out = Vec::new();
    let num = |k: usize| match it.get(k) {
        Some(Item::Number(w, t, at)) => Some((*w, t.clone(), at.clone())),
        _ => None,
    };
    let unit = |k: usize| usize::from(matches!(it.get(k), Some(Item::Unit { .. })));
    let points = |k: usize| matches!(it.get(k), Some(Item::Unit { points: true }));
    let is = |k: usize, item: Item| it.get(k) == Some(&item);
    // `A [unit] → B [unit]` from item `i`: (A, B, the item after it)
    let pair = |i: usize| {
        let (from, _, _) = num(i)?;
        let k = i + 1 + unit(i + 1);
        if !is(k, Item::Arrow) {
            return None;
        }
        let (to, _, _) = num(k + 1)?;
        Some((from, to, k + 2 + unit(k + 2)))
    };
    // `A → B (D)` from item `i`
    let size_after = |i: usize| {
        let (from, to, k) = pair(i)?;
        if !is(k, Item::Open) {
            return None;
        }
        let (size, written, size_at) = num(k + 1)?;
        let mut j = k + 2 + unit(k + 2);
        j += usize::from(is(j, Item::Qualifier));
        is(j, Item::Close).then(|| Change {
            from,
            to,
            size,
            points: points(k + 2),
            written,
            size_at,
        })
    };
    // `D (A → B)` from item `i`
    let size_before = |i: usize| {
        let (size, written, size_at) = num(i)?;
        let k = i + 1 + unit(i + 1);
        if !is(k, Item::Open) {
            return None;
        }
        let (from, to, j) = pair(k + 1)?;
        is(j, Item::Close).then(|| Change {
            from,
            to,
            size,
            points: points(i + 1),
            written,
            size_at,
        })
    };
    for i in 0..it.len() {
        out.extend(size_after(i));
        out.extend(size_before(i));
    }
    out
}

/// The byte ranges of the sizes `D` of an entry's changes that agree with their own values
/// ([`Change::consistent`]): a value the entry derives from `A` and `B`, which the guard then
/// need not find in the evidence (`+0.75% relative` of `39.06% → 39.35%`).
pub fn derived_sizes(entry: &str) -> Vec<std::ops::Range<usize>> {
    stated_changes(entry)
        .into_iter()
        .filter(Change::consistent)
        .map(|c| c.size_at)
        .collect()
}

impl Change {
    /// `B − A`, the relative change `(B − A) / A` in percent (`None` when `A` is 0), and
    /// `100 (B − A)` in percentage points when `D` is in points or percent and `A` and `B` are
    /// fractions (else `None`).
    fn readings(&self) -> [Option<f64>; 3] {
        let d = self.to.value - self.from.value;
        let rel = (self.from.value != 0.0).then(|| 100.0 * d / self.from.value.abs());
        let fractions = self.from.value.abs() <= 1.0 && self.to.value.abs() <= 1.0;
        [
            Some(d),
            rel,
            (self.points && fractions).then_some(100.0 * d),
        ]
    }

    /// Whether `D` is one of the change's readings ([`Change::readings`]), within the rounding
    /// of all three numbers to their written decimals; an unsigned `D` is read as a size
    /// (`(0.27)` for a drop of 0.27).
    pub fn consistent(&self) -> bool {
        let [abs, rel, points] = self.readings();
        let round = self.from.half_step() + self.to.half_step();
        let fits = |r: f64, slack: f64| {
            let r = if self.size.signed { r } else { r.abs() };
            (r - self.size.value).abs() <= self.size.half_step() + slack + 1e-9
        };
        abs.is_some_and(|r| fits(r, round))
            || rel.is_some_and(|r| fits(r, 100.0 * round / self.from.value.abs()))
            || points.is_some_and(|r| fits(r, 100.0 * round))
    }

    /// The change its values give, written with `D`'s decimals and without a sign, in both
    /// readings: what a line of the evidence that states the change holds (`0.27`).
    pub fn computed(&self) -> Vec<String> {
        self.readings()
            .into_iter()
            .flatten()
            .map(|r| format!("{:.*}", self.size.decimals, r.abs()))
            .collect()
    }
}

/// Whether `text` holds the number `n` (written unsigned, as [`Change::computed`] writes it)
/// as a number of its own, with or without a sign, with the same decimals (`-0.27` holds
/// `0.27`; `10.27` and `0.270` do not).
pub fn states_number(text: &str, n: &str) -> bool {
    let decimals = n.split_once('.').map_or(0, |(_, d)| d.len());
    items(text).iter().any(|i| match i {
        Item::Number(w, _, _) => {
            w.decimals == decimals && format!("{:.*}", decimals, w.value.abs()) == n
        }
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_change_is_checked_against_its_own_values() {
        // blind round s36B: the delta of the row below
        let c = stated_changes("bbh: 52.04 → 51.77 (-0.35)");
        assert_eq!(c.len(), 1);
        assert!(!c[0].consistent());
        assert_eq!(c[0].computed()[0], "0.27");
        assert_eq!(c[0].written, "-0.35");
        for ok in [
            "gsm8k: 54.13 → 52.51 (-1.62)",
            "checkout conversion 39.06% → 39.35% (+0.75%)",
            "p95 latency 420ms -> 310ms (-26%)",
            "MRR $12,400 to $13,020 (+5%)",
            "drop 58.23 → 49.66 (8.57)",
        ] {
            let c = stated_changes(ok);
            assert_eq!(c.len(), 1, "{ok}");
            assert!(c[0].consistent(), "{ok}");
        }
        assert!(!stated_changes("MRR $12,400 to $13,020 (+7%)")[0].consistent());
        // no change written: a unit conversion, versions, a word between
        assert!(stated_changes("TTL 3600 to 14400 s (4 hours)").is_empty());
        assert!(stated_changes("upgraded 4.18.0 → 4.18.1 (rc2)").is_empty());
        assert!(stated_changes("replicas 3 → 5 pods (+2)").is_empty());
        assert!(stated_changes("52,04 → 51,77 (-0,35)").is_empty());
        // a size written `relative`, and a size before its change in points
        let c = stated_changes("desktop 39.06% → 39.35% (+0.75% relative)");
        assert!(c.len() == 1 && c[0].consistent());
        let e = "macro-F1 +3.28 pp (0.8098 -> 0.8426)";
        let c = stated_changes(e);
        assert!(c.len() == 1 && c[0].consistent());
        assert_eq!(&e[c[0].size_at.clone()], "+3.28");
        assert_eq!(derived_sizes(e), vec![c[0].size_at.clone()]);
        assert!(!stated_changes("macro-F1 +3.82 pp (0.8098 -> 0.8426)")[0].consistent());
        assert!(derived_sizes("bbh: 52.04 → 51.77 (-0.35)").is_empty());
        assert!(states_number(
            "bbh               6511    52.04       51.77         -0.27  0.61",
            "0.27"
        ));
        assert!(!states_number("gsm8k 10.27 0.270", "0.27"));
    }
}
