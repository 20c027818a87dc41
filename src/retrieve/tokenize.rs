//! Tokenizer shared by BM25 retrieval ([`index_terms`]) and the guard ([`tokens`],
//! [`normalize_number`]).
//!
//! The tokenizer is written for what agents actually see: identifiers, paths, hashes,
//! versions, amounts, dates, e-mail addresses and URLs must survive as *whole* tokens,
//! because the guard compares them verbatim and BM25 uses them as its most selective terms.
//!
//! # Token boundaries
//! A token starts at an alphanumeric character (Unicode, `char::is_alphanumeric`), or at a
//! currency sign (`$ € £ ¥`) directly followed by an ASCII digit. It then extends over
//! alphanumeric characters and over runs of *connector* characters that are directly
//! followed by another alphanumeric character:
//! - connectors everywhere: `_ - / . : @ \`
//! - additionally inside a URL (after a `scheme://`): `? = & # % + ~`
//! - a `,` only as a thousands separator inside a number (`1,240`: one to three digits
//!   before the first comma, exactly three digits after each comma), or as the Indian
//!   grouping writes lakhs and crores ([`lakh_grouped`]: `₹10,60,49,572.45`)
//! - a trailing `%` directly after a digit ends the token and is part of it (`12.5%`).
//!
//! Consequences (documented choices):
//! - trailing sentence punctuation is never part of a token (`billing/tax.py.` →
//!   `billing/tax.py`, `mod.rs:42,` → `mod.rs:42`);
//! - leading punctuation is never part of a token (`/etc/hosts` → `etc/hosts`, `--verbose` →
//!   `verbose`, `-5` → `5`); partial paths still match because identifiers are also indexed
//!   by their parts;
//! - `key=value` outside a URL is two tokens, so `user_id=42` yields the identifier `user_id`;
//! - a comma-separated list of three-digit groups such as `100,200,300` reads as one number
//!   (the thousands-separator reading wins; this is ambiguous in CSV);
//! - apostrophes split words (`don't` → `don`, `t`; both are stopwords);
//! - a currency written in letters and glued to an amount ([`LETTER_CURRENCIES`]: the rand's
//!   `R33,311.49`, the rupiah's `Rp675.000`) is left out: the token is the amount (`33,311.49`),
//!   when the amount is grouped in thousands or has two decimals (`R2`, `Q3`, `K8s` stay
//!   identifiers);
//! - a token ends where the script changes between CJK and any other letter or digit
//!   (`の合計は148,000円` → `の合計は`, `148,000`, `円`), except inside a date written with
//!   its marks (`2024年6月30日` stays whole), and between a digit or a Latin letter and a
//!   letter of Hebrew, Arabic, Persian, the Indic scripts or Thai (`41فایل` → `41`, `فایل`;
//!   `PDFમાં` → `PDF`, `માં`);
//! - a combining mark (an Indic virama or vowel sign, a Thai tone mark, a Latin accent) stays
//!   in the word of the letter before it (`छात्र` is one word).
//!
//! # Kinds
//! - [`TokenKind::Hex`]: 7 or more ASCII hex digits with at least one digit and at least one
//!   letter `a-f`/`A-F` (git SHAs such as `7a29ae29`), or `0x` followed by hex digits.
//! - [`TokenKind::Number`]: anything [`normalize_number`] accepts: digits with optional
//!   thousands separators, decimal part, leading currency sign and trailing `%`.
//! - [`TokenKind::Word`]: purely alphabetic, without internal capitals.
//! - [`TokenKind::Identifier`]: everything else: letters mixed with digits (`v2`, `INV20931`),
//!   connectors between alphanumeric parts (`INV-20931`, `user_id`, `v2.3.1`, `a@b.com`),
//!   internal capitals (`camelCase`, `HTTPServer`). **Dates and times** (`2027-02-18`,
//!   `10:22:01`, `2027-02-18T10:22:01Z`) are Identifiers, not Numbers: they are not
//!   quantities, must match verbatim, and their parts (`2027`, `02`, `18`) are indexed anyway.
//!
//! All offsets are UTF-8 byte offsets into the input string; every function here runs in
//! time linear in its input and never panics.

use std::ops::Range;

/// The class of a [`Token`]; see the module documentation for the exact rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TokenKind {
    /// A plain alphabetic word without internal capitals (`invoice`, `Paid`, `café`).
    Word,
    /// A number: digits with optional thousands separators, decimal part, leading currency
    /// sign and trailing `%` (`1,240`, `$1,240.50`, `0.5`, `12%`).
    Number,
    /// An identifier, path, version, e-mail, URL, date or mixed letter/digit token
    /// (`INV-20931`, `billing/tax.py`, `v2.3.1`, `user_id`, `2027-02-18`, `camelCase`).
    Identifier,
    /// A hexadecimal string such as a git SHA (`7a29ae29`) or `0x1f`.
    Hex,
}

/// One token of a text: the exact slice, its kind, and where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token<'a> {
    /// The token as written in the source (case preserved); equals `&source[byte_range]`.
    pub text: &'a str,
    /// The token's class.
    pub kind: TokenKind,
    /// UTF-8 byte offsets of the token in the text passed to [`tokens`].
    pub byte_range: Range<usize>,
}

const CURRENCY: [char; 4] = ['$', '€', '£', '¥'];

/// Small English stopword list: sorted, lowercase, ASCII (checked by a unit test).
const STOPWORDS: &[&str] = &[
    "a", "about", "after", "all", "also", "am", "an", "and", "any", "are", "as", "at", "be",
    "been", "before", "being", "but", "by", "can", "could", "did", "do", "does", "doing", "don",
    "for", "from", "had", "has", "have", "having", "he", "her", "here", "him", "his", "how", "i",
    "if", "in", "into", "is", "it", "its", "just", "me", "more", "most", "my", "no", "nor", "not",
    "now", "of", "on", "only", "or", "other", "our", "out", "over", "s", "same", "she", "should",
    "so", "some", "such", "t", "than", "that", "the", "their", "them", "then", "there", "these",
    "they", "this", "those", "through", "to", "too", "under", "until", "up", "very", "was", "we",
    "were", "what", "when", "where", "which", "while", "who", "whom", "why", "will", "with",
    "would", "you", "your",
];

/// Whether `word` is in the small built-in English stopword list (ASCII case-insensitive).
///
/// The list (~110 words: articles, pronouns, auxiliaries, common prepositions and
/// conjunctions, plus the apostrophe fragments `s`, `t`, `don`) is used by [`index_terms`] to
/// drop words that carry no evidence. Negations such as `not`/`no` are stopwords for
/// retrieval only; the judge still sees the full text.
pub fn is_stopword(word: &str) -> bool {
    if word.len() > 8 {
        return false; // longest stopword is "through"/"between"-sized
    }
    if word.bytes().any(|b| b.is_ascii_uppercase()) {
        let lower = word.to_ascii_lowercase();
        STOPWORDS.binary_search(&lower.as_str()).is_ok()
    } else {
        STOPWORDS.binary_search(&word).is_ok()
    }
}

/// The character starting at byte `pos` of `text`, if any. `pos` must be a char boundary;
/// if it is not (never the case for callers here) `None` is returned instead of panicking.
#[inline]
fn char_at(text: &str, pos: usize) -> Option<char> {
    text.get(pos..).and_then(|s| s.chars().next())
}

#[inline]
fn is_connector(c: char, url: bool) -> bool {
    matches!(c, '_' | '-' | '/' | '.' | ':' | '@' | '\\')
        || (url && matches!(c, '?' | '=' | '&' | '#' | '%' | '+' | '~'))
}

/// Splits `text` into tokens with kinds and UTF-8 byte offsets, in order of appearance.
///
/// Tokens never overlap and `&text[t.byte_range] == t.text` for every token. Linear time;
/// never panics (empty input gives an empty vector). See the module documentation for the
/// boundary and kind rules.
pub fn tokens(text: &str) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let mut pos = 0;
    while let Some(c) = char_at(text, pos) {
        let starts = c.is_alphanumeric()
            || (CURRENCY.contains(&c)
                && text
                    .as_bytes()
                    .get(pos + c.len_utf8())
                    .is_some_and(u8::is_ascii_digit));
        if !starts {
            pos += c.len_utf8();
            continue;
        }
        // `R33,311.49`, `Rp675.000`, `KSh1,200`: a currency written in letters glued to an
        // amount is no part of the amount's token
        if let Some(n) = letter_currency(text, pos) {
            pos += n;
            continue;
        }
        let end = scan_token(text, pos);
        let tok = &text[pos..end];
        out.push(Token {
            text: tok,
            kind: classify(tok),
            byte_range: pos..end,
        });
        pos = end;
    }
    out
}

/// Currencies written in letters that agent sessions glue to an amount without a space: the
/// rand, loti, lilangeni, kwacha, kina, pula, quetzal, lempira and naira (`R`, `M`, `E`, `K`,
/// `P`, `Q`, `L`, `N`), the rupee and rupiah (`Rs`, `Rp`), the ringgit (`RM`) and the
/// shillings of East Africa (`KSh`, `Ksh`, `TSh`, `USh`, `Sh`).
const LETTER_CURRENCIES: [&str; 17] = [
    "E", "K", "KSh", "Ksh", "L", "M", "N", "P", "Q", "R", "RM", "Rp", "Rs", "Sh", "TSh", "USh",
    "Tsh",
];

/// The length in bytes of a currency in letters ([`LETTER_CURRENCIES`]) that starts a word at
/// byte `pos` of `text` and is glued to an amount (`R33,311.49`, `Rp675.000`, `R2.78/kg`): digits
/// grouped by thousands commas or dots, or with two decimals, then no further digit or letter
/// (`R2` or `Q3` alone, `M9`, `R2D2`, `P1.2.3` stay identifiers). `None` otherwise.
fn letter_currency(text: &str, pos: usize) -> Option<usize> {
    let b = text.as_bytes();
    if pos > 0 && (b[pos - 1].is_ascii_alphanumeric() || b"_-./\\".contains(&b[pos - 1])) {
        return None;
    }
    let letters = b[pos..]
        .iter()
        .take_while(|c| c.is_ascii_alphabetic())
        .count();
    if letters == 0 || letters > 3 || !LETTER_CURRENCIES.contains(&&text[pos..pos + letters]) {
        return None;
    }
    let at = pos + letters;
    let first = digits_at(b, at);
    if first == 0 {
        return None;
    }
    let mut end = at + first;
    // thousands groups of one separator, `,` or `.` (or the Indian grouping); one dot group
    // stays a decimal for the guard to read beside its currency (`Rp675.000`): here the amount
    // only loses its letters
    if let Some(e) = lakh_grouped(b, at) {
        end = e;
    } else if first <= 3 {
        for sep in [b',', b'.'] {
            let mut e = end;
            while b.get(e) == Some(&sep) && digits_at(b, e + 1) == 3 {
                e += 4;
            }
            if e > end {
                end = e;
                break;
            }
        }
    }
    let grouped = end > at + first;
    // a decimal part: two digits after `.` (or after `,` for a dotted grouping)
    if matches!(b.get(end), Some(b'.' | b',')) && digits_at(b, end + 1) == 2 {
        end += 3;
    } else if !grouped {
        return None;
    }
    let next = text[end..].chars().next();
    if next.is_some_and(|c| c.is_alphanumeric() || c == '_')
        || (matches!(next, Some('.' | ',')) && b.get(end + 1).is_some_and(u8::is_ascii_digit))
    {
        return None;
    }
    Some(letters)
}

/// Returns the end (exclusive byte offset) of the token starting at `start`.
fn scan_token(text: &str, start: usize) -> usize {
    let bytes = text.as_bytes();
    let mut pos = start;
    if let Some(c) = char_at(text, pos) {
        if CURRENCY.contains(&c) {
            pos += c.len_utf8();
        }
    }
    let mut numeric = true; // only ASCII digits and thousands commas so far
    let mut group_len = 0usize; // digits in the current comma group
    let mut commas = 0usize;
    let mut url = false;
    // the last character taken, for the script boundary below
    let mut prev: Option<char> = None;
    loop {
        while let Some(c) = char_at(text, pos) {
            let alphanumeric = c.is_alphanumeric();
            if !alphanumeric && !(prev.is_some() && is_word_mark(c)) {
                break;
            }
            if prev.is_some_and(|p| script_boundary(p, c)) {
                return pos;
            }
            if !alphanumeric {
                // a mark ([`is_word_mark`]) belongs to the letter before it and changes no script
                pos += c.len_utf8();
                continue;
            }
            prev = Some(c);
            if c.is_ascii_digit() {
                group_len += 1;
            } else {
                numeric = false;
            }
            pos += c.len_utf8();
        }
        let Some(c) = char_at(text, pos) else { break };
        // the Indian grouping (`10,60,49,572`): taken whole at its first comma
        if c == ',' && numeric && commas == 0 && (1..=2).contains(&group_len) && pos >= group_len {
            if let Some(end) = lakh_grouped(bytes, pos - group_len) {
                commas = text[pos..end].matches(',').count();
                group_len = 3;
                pos = end;
                continue;
            }
        }
        if c == ',' && numeric && group_len > 0 {
            let group_ok = if commas == 0 {
                group_len <= 3
            } else {
                group_len == 3
            };
            let next3 = bytes
                .get(pos + 1..pos + 4)
                .is_some_and(|g| g.iter().all(u8::is_ascii_digit));
            let then_not_digit = !bytes.get(pos + 4).is_some_and(u8::is_ascii_digit);
            if group_ok && next3 && then_not_digit {
                commas += 1;
                group_len = 0;
                pos += 1;
                continue;
            }
            break;
        }
        if c == '%' && !url {
            if bytes
                .get(pos.wrapping_sub(1))
                .is_some_and(u8::is_ascii_digit)
                && pos > start
            {
                pos += 1;
            }
            break;
        }
        // A run of connectors is consumed only when an alphanumeric character follows it.
        let mut q = pos;
        let mut run_url = url;
        while let Some(d) = char_at(text, q) {
            if !is_connector(d, run_url) {
                break;
            }
            q += d.len_utf8();
            if !run_url && text[pos..q].ends_with("://") {
                run_url = true;
            }
        }
        if q > pos && char_at(text, q).is_some_and(char::is_alphanumeric) {
            url = run_url;
            numeric = false;
            pos = q;
            continue;
        }
        break;
    }
    pos
}

fn is_hex(t: &str) -> bool {
    if let Some(rest) = t.strip_prefix("0x").or_else(|| t.strip_prefix("0X")) {
        return !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_hexdigit());
    }
    t.len() >= 7
        && t.bytes().all(|b| b.is_ascii_hexdigit())
        && t.bytes().any(|b| b.is_ascii_digit())
        && t.bytes().any(|b| b.is_ascii_alphabetic())
}

fn has_internal_capital(t: &str) -> bool {
    let mut prev: Option<char> = None;
    let mut it = t.chars().peekable();
    while let Some(c) = it.next() {
        if c.is_uppercase() {
            if let Some(p) = prev {
                // camelCase (lower→Upper) or HTTPServer (Upper, Upper, lower)
                if p.is_lowercase()
                    || (p.is_uppercase() && it.peek().is_some_and(|n| n.is_lowercase()))
                {
                    return true;
                }
            }
        }
        prev = Some(c);
    }
    false
}

fn classify(t: &str) -> TokenKind {
    if is_hex(t) {
        TokenKind::Hex
    } else if normalize_number(t).is_some() {
        TokenKind::Number
    } else if t.chars().all(char::is_alphabetic) && !has_internal_capital(t) {
        TokenKind::Word
    } else {
        TokenKind::Identifier
    }
}

/// The number of ASCII digits at byte `at` of `bytes` (0 past its end).
fn digits_at(bytes: &[u8], at: usize) -> usize {
    bytes[at.min(bytes.len())..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count()
}

/// The end of the integer part of a number written in the Indian grouping that starts at byte
/// `start` of `bytes`: one or two digits, one or more groups of two digits after a comma, then
/// one group of three (`10,60,49,572`, `2,30,111`, `13,11,600`: lakhs and crores), with no
/// digit or further comma-and-digit after it. `None` for anything else (`1,240`, `12,34`,
/// `1,2,3`). A list of two-digit numbers that happens to end in three digits reads as one
/// number here, as `100,200,300` does in the Western grouping.
pub(crate) fn lakh_grouped(bytes: &[u8], start: usize) -> Option<usize> {
    let digits_at = |at: usize| digits_at(bytes, at);
    let first = digits_at(start);
    if !(1..=2).contains(&first) {
        return None;
    }
    let mut end = start + first;
    let mut pairs = 0;
    while bytes.get(end) == Some(&b',') {
        match digits_at(end + 1) {
            // at most eight groups of two (a number below 10^20): a longer run of pairs is a
            // list, and the scan stays bounded on it
            2 if pairs < 8 => {
                end += 3;
                pairs += 1;
            }
            3 if pairs > 0 => {
                let after = end + 4;
                let more = bytes.get(after) == Some(&b',')
                    && bytes.get(after + 1).is_some_and(u8::is_ascii_digit);
                return (!more).then_some(after);
            }
            _ => return None,
        }
    }
    None
}

/// Canonical form of a number, or `None` if `s` (as a whole) is not a number.
///
/// Accepted: an optional leading `-`, an optional currency sign (`$ € £ ¥`), ASCII digits
/// either plain or grouped by thousands commas (1–3 digits, then groups of exactly 3) or in the
/// Indian grouping ([`lakh_grouped`]: `10,60,49,572` → `106049572`), an
/// optional `.` followed by at least one digit, and an optional trailing `%`.
/// The canonical form drops the currency sign and the commas, strips leading zeros of the
/// integer part (keeping one `0`) and trailing zeros of the fraction (dropping the `.` if
/// nothing is left), keeps `%`, and writes `-0` as `0`:
/// `"1,240"` → `"1240"`, `"500.00"` → `"500"`, `"$5,000"` → `"5000"`, `"0.50"` → `"0.5"`,
/// `"3.10"` → `"3.1"`, `"12.50%"` → `"12.5%"`. Dates, versions (`2.3.1`), exponents and
/// malformed groupings (`1,24`) give `None`. The decimal digits of other scripts
/// (Arabic-Indic, Persian, Devanagari, Bengali, Thai, fullwidth: `۴۱`, `४१`, `４１`) count as
/// the ASCII digits they write (`"۴۱"` → `"41"`). Never panics.
pub fn normalize_number(s: &str) -> Option<String> {
    // digits of another script (`۴۱`, `४१`, `４１`) are read as the ASCII digits they write
    let ascii: String;
    let s = if s.chars().any(|c| other_digit(c).is_some()) {
        ascii = s
            .chars()
            .map(|c| other_digit(c).map_or(c, |d| char::from(b'0' + d)))
            .collect();
        ascii.as_str()
    } else {
        s
    };
    let mut rest = s;
    let mut neg = false;
    if let Some(r) = rest.strip_prefix('-') {
        neg = true;
        rest = r;
    }
    if let Some(c) = rest.chars().next() {
        if CURRENCY.contains(&c) {
            rest = &rest[c.len_utf8()..];
        }
    }
    let (rest, pct) = match rest.strip_suffix('%') {
        Some(r) => (r, true),
        None => (rest, false),
    };
    let (int, frac) = match rest.split_once('.') {
        Some((i, f)) => (i, Some(f)),
        None => (rest, None),
    };
    let all_digits = |p: &str| !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit());
    if int.contains(',') {
        let western = {
            let mut groups = int.split(',');
            let first = groups.next().unwrap_or("");
            all_digits(first) && first.len() <= 3 && groups.all(|g| g.len() == 3 && all_digits(g))
        };
        if !western && lakh_grouped(int.as_bytes(), 0) != Some(int.len()) {
            return None;
        }
    } else if !all_digits(int) {
        return None;
    }
    if let Some(f) = frac {
        if !all_digits(f) {
            return None;
        }
    }
    let int_digits: String = int.chars().filter(|c| *c != ',').collect();
    let int_digits = int_digits.trim_start_matches('0');
    let int_digits = if int_digits.is_empty() {
        "0"
    } else {
        int_digits
    };
    let frac_digits = frac.map_or("", |f| f.trim_end_matches('0'));
    let mut out = String::with_capacity(int_digits.len() + frac_digits.len() + 3);
    if neg && !(int_digits == "0" && frac_digits.is_empty()) {
        out.push('-');
    }
    out.push_str(int_digits);
    if !frac_digits.is_empty() {
        out.push('.');
        out.push_str(frac_digits);
    }
    if pct {
        out.push('%');
    }
    Some(out)
}

/// Splits an alphanumeric part at camelCase boundaries (`invoiceService` → `invoice`,
/// `Service`; `HTTPServer` → `HTTP`, `Server`).
fn camel_parts(part: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut prev: Option<char> = None;
    let mut it = part.char_indices().peekable();
    while let Some((i, c)) = it.next() {
        if let Some(p) = prev {
            let next_lower = it.peek().is_some_and(|(_, n)| n.is_lowercase());
            if c.is_uppercase()
                && (p.is_lowercase() || (p.is_uppercase() && next_lower))
                && i > start
            {
                out.push(&part[start..i]);
                start = i;
            }
        }
        prev = Some(c);
    }
    out.push(&part[start..]);
    out
}

/// The terms BM25 indexes for `text`, in order of appearance (duplicates kept: they are term
/// frequencies).
///
/// - a [`TokenKind::Word`] is lowercased; stopwords ([`is_stopword`]) dropped.
/// - a [`TokenKind::Number`] becomes the [`normalize_number`] form (`$1,240.50` → `1240.5`).
/// - a [`TokenKind::Hex`] string is lowercased.
/// - a [`TokenKind::Identifier`] gives the whole identifier lowercased, then, for a number with
///   a unit of one to four letters (`0.412s`, `512MiB`), the number (`0.412`), followed — when it has more
///   than one part — by its lowercased alphanumeric parts (split at non-alphanumeric
///   characters and at camelCase boundaries, stopword parts dropped), so that
///   `billing/tax.py` yields `billing/tax.py`, `billing`, `tax`, `py`.
///
/// Everything is lowercased, so matching is case-insensitive. Linear time; never panics.
pub fn index_terms(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for t in tokens(text) {
        match t.kind {
            TokenKind::Word => {
                let w = t.text.to_lowercase();
                push_cjk_bigrams(&w, &mut out);
                if !is_stopword(&w) {
                    out.push(w);
                }
            }
            TokenKind::Number => {
                out.push(normalize_number(t.text).unwrap_or_else(|| t.text.to_lowercase()));
            }
            TokenKind::Hex => out.push(t.text.to_lowercase()),
            TokenKind::Identifier => {
                out.push(t.text.to_lowercase());
                // a number with a unit (`0.412s`, `512MiB`, `136k`) is also its number, so that
                // it finds the bare value of a metric or a JSON field and is found by it
                if let Some(n) = unit_number_head(t.text) {
                    out.push(n);
                }
                let parts: Vec<&str> = t
                    .text
                    .split(|c: char| !c.is_alphanumeric())
                    .filter(|p| !p.is_empty())
                    .flat_map(camel_parts)
                    .collect();
                if parts.len() > 1 {
                    for p in parts {
                        let p = p.to_lowercase();
                        if !is_stopword(&p) {
                            out.push(p);
                        }
                    }
                }
            }
        }
    }
    out
}

/// The normalised number of a number written with a unit of one to four letters straight
/// after it (`0.412s` → `0.412`, `512MiB` → `512`, `1.5k` → `1.5`); `None` for anything else
/// (`v2`, `2xkqp`, `A100`).
fn unit_number_head(text: &str) -> Option<String> {
    let split = text.find(|c: char| !(c.is_ascii_digit() || c == '.' || c == ','))?;
    let (num, unit) = text.split_at(split);
    (split > 0 && (1..=4).contains(&unit.len()) && unit.bytes().all(|b| b.is_ascii_alphabetic()))
        .then(|| normalize_number(num))
        .flatten()
}

/// The content terms of a text: its [`index_terms`] without stopwords ([`is_stopword`]), in
/// order, repeats kept. What the overlap measures compare (`guard::lexical_overlap`,
/// `guard::best_line`, `EvidenceIndex::coverage`).
pub fn content_terms(text: &str) -> Vec<String> {
    index_terms(text)
        .into_iter()
        .filter(|t| !is_stopword(t))
        .collect()
}

/// Scripts written without spaces between words: Han, Hiragana, Katakana, Hangul.
pub fn is_cjk(c: char) -> bool {
    matches!(c as u32,
        0x3040..=0x30FF      // Hiragana, Katakana
        | 0x31F0..=0x31FF    // Katakana extensions
        | 0x3400..=0x4DBF    // CJK extension A
        | 0x4E00..=0x9FFF    // CJK unified ideographs
        | 0xF900..=0xFAFF    // CJK compatibility ideographs
        | 0xAC00..=0xD7AF    // Hangul syllables
        | 0x20000..=0x2FA1F) // CJK extensions B–F, compatibility supplement
}

/// Whether a token ends between the alphanumeric characters `a` and `b` because the script
/// changes: between a CJK character ([`is_cjk`]) and any other letter or digit, either way
/// (`の合計は148,000円` → `の合計は`, `148,000`, `円`; `APIを` → `API`, `を`), except a digit
/// followed by a date or time mark (`2024年6月30日`, `9월 24일`, `22時`), which stays whole as
/// a date. Japanese, Chinese and Korean write numbers and names straight against their words;
/// without this cut the number is never read as one and the words never match their source.
///
/// The same holds between a digit and a letter of a script written in joined or syllabic
/// letters that numbers are glued to ([`is_joined_script`]: Hebrew, Arabic, Persian, the Indic
/// scripts, Thai, …), either way (`41فایل` → `41`, `فایل`; `37छात्र` → `37`, `छात्र`).
fn script_boundary(a: char, b: char) -> bool {
    const DATE_MARKS: [char; 9] = ['年', '月', '日', '時', '分', '秒', '년', '월', '일'];
    let digit = |c: char| c.is_ascii_digit() || other_digit(c).is_some();
    // a Latin word written against a word of these scripts (`PDFમાં`, `Excelમાં`: Gujarati's
    // case ending on an English name, blind round s55B) is two words
    let latin = |c: char| c.is_alphabetic() && (c as u32) < 0x0250;
    if ((digit(a) || latin(a)) && is_joined_script(b))
        || (is_joined_script(a) && (digit(b) || latin(b)))
    {
        return true;
    }
    match (is_cjk(a), is_cjk(b)) {
        (false, true) => !(a.is_ascii_digit() && DATE_MARKS.contains(&b)),
        (true, false) => !DATE_MARKS.contains(&a) || !b.is_ascii_digit(),
        _ => false,
    }
}

/// Whether `c` is a letter (or mark) of Hebrew, Arabic (with Persian and Urdu), Syriac,
/// Thaana, the Indic scripts (Devanagari to Malayalam, Sinhala), Thai, Lao, Myanmar or Khmer,
/// and not one of their digits: scripts whose numbers are written straight against their
/// words ([`script_boundary`]).
fn is_joined_script(c: char) -> bool {
    other_digit(c).is_none()
        && matches!(c as u32,
            0x0590..=0x08FF       // Hebrew, Arabic, Syriac, Thaana, NKo, Arabic supplements
            | 0x0900..=0x0DFF     // Devanagari … Sinhala
            | 0x0E00..=0x0EFF     // Thai, Lao
            | 0x1000..=0x109F     // Myanmar
            | 0x1780..=0x17FF     // Khmer
            | 0xFB1D..=0xFDFF     // Hebrew and Arabic presentation forms
            | 0xFE70..=0xFEFF)
}

/// A combining mark that belongs to the letter before it: the vowel signs and viramas of the
/// Indic scripts, Thai vowel and tone marks, Hebrew points and Arabic harakat, and Latin
/// combining accents. Some of them are not alphanumeric (`्` of `छात्र`, Thai tone marks), and
/// a word must not end at them.
fn is_word_mark(c: char) -> bool {
    let u = c as u32;
    matches!(u,
        0x0300..=0x036F
        | 0x0591..=0x05C7
        | 0x0610..=0x061A
        | 0x064B..=0x065F
        | 0x0670
        | 0x06D6..=0x06ED
        | 0x0E31
        | 0x0E34..=0x0E3A
        | 0x0E47..=0x0E4E
        | 0x0EB1
        | 0x0EB4..=0x0EBC
        | 0x0EC8..=0x0ECD)
        || ((0x0900..=0x0DFF).contains(&u)
            && !c.is_alphanumeric()
            && !matches!(u, 0x0964 | 0x0965 | 0x0970 | 0x0DF4))
}

/// The value of a decimal digit of another script: Arabic-Indic (`٤١`), Persian (`۴۱`),
/// Devanagari (`४१`), Bengali, Thai (`๔๑`) and fullwidth (`４１`) digits; `None` for ASCII
/// digits and everything else.
fn other_digit(c: char) -> Option<u8> {
    let u = c as u32;
    let zero = match u {
        0x0660..=0x0669 => 0x0660,
        0x06F0..=0x06F9 => 0x06F0,
        0x0966..=0x096F => 0x0966,
        0x09E6..=0x09EF => 0x09E6,
        0x0E50..=0x0E59 => 0x0E50,
        0xFF10..=0xFF19 => 0xFF10,
        _ => return None,
    };
    Some((u - zero) as u8)
}

/// Overlapping character bigrams of every run of CJK characters in `word` (a run of one
/// character is kept as it is), the usual segmentation-free indexing for scripts without
/// spaces: a paraphrase shares bigrams with its source even when the two are cut differently.
fn push_cjk_bigrams(word: &str, out: &mut Vec<String>) {
    let mut run: Vec<char> = Vec::new();
    let flush = |run: &mut Vec<char>, out: &mut Vec<String>| {
        match run.len() {
            0 => {}
            1 => out.push(run[0].to_string()),
            _ => out.extend(run.windows(2).map(|w| w.iter().collect::<String>())),
        }
        run.clear();
    };
    for c in word.chars() {
        if is_cjk(c) {
            run.push(c);
        } else {
            flush(&mut run, out);
        }
    }
    flush(&mut run, out);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cjk_text_is_indexed_by_bigrams() {
        // shared/cases edge e5: a Japanese paraphrase must share terms with its source.
        let a = index_terms("本番環境には触らない");
        let b = index_terms("本番には触らないでください。");
        assert!(
            a.contains(&"本番".to_string()) && b.contains(&"本番".to_string()),
            "{a:?} {b:?}"
        );
        assert!(
            a.iter().filter(|t| b.contains(t)).count() >= 3,
            "{a:?} {b:?}"
        );
        assert!(index_terms("billing-api をデプロイ").contains(&"デプ".to_string()));
        assert!(!index_terms("plain English words")
            .iter()
            .any(|t| t.chars().count() == 2 && t.chars().all(is_cjk)));
    }

    #[test]
    fn a_number_glued_to_cjk_words_is_a_token_of_its_own() {
        // a fresh user's trial (session 27): "支払期限は2024年6月30日。" found no evidence, and
        // `の合計は148,000円` was one identifier, so its amount was never checked
        let texts = |t: &str| {
            tokens(t)
                .iter()
                .map(|t| t.text.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(texts("の合計は148,000円。"), ["の合計は", "148,000", "円"]);
        assert_eq!(tokens("の合計は148,000円")[1].kind, TokenKind::Number);
        assert_eq!(
            texts("支払期限は2024年6月30日。"),
            ["支払期限は", "2024年6月30日"]
        );
        assert_eq!(
            texts("9월 24일까지 API를 배포"),
            ["9월", "24일까지", "API", "를", "배포"]
        );
        assert_eq!(texts("JP-2024-0517の請求書"), ["JP-2024-0517", "の請求書"]);
        // the terms of the entry now meet the evidence's
        let a = index_terms("支払期限は2024年6月30日。");
        let b = index_terms("支払期限: 2024年6月30日");
        assert!(
            a.contains(&"支払".to_string()) && b.contains(&"支払".to_string()),
            "{a:?}"
        );
        assert!(
            a.contains(&"2024年6月30日".to_string()) && b.contains(&"2024年6月30日".to_string())
        );
        // Latin and other scripts are cut as before
        assert_eq!(
            texts("café-au-lait v2.3.1 Ωmega2"),
            ["café-au-lait", "v2.3.1", "Ωmega2"]
        );
    }

    #[test]
    fn the_indian_grouping_is_one_number() {
        // blind s55A: a sugarcane mill's totals in lakhs and crores, against a tool's
        // ungrouped `106049572.45`
        let t = tokens("gross ₹10,60,49,572.45, net ₹1,59,651.66 and 13,11,600");
        let nums: Vec<_> = t
            .iter()
            .filter(|t| t.kind == TokenKind::Number)
            .map(|t| normalize_number(t.text).unwrap())
            .collect();
        assert_eq!(nums, ["106049572.45", "159651.66", "1311600"]);
        assert_eq!(normalize_number("2,30,111.00").as_deref(), Some("230111"));
        // not the Indian grouping: a Western grouping, a list, a decimal comma
        assert_eq!(normalize_number("1,240").as_deref(), Some("1240"));
        assert_eq!(normalize_number("12,34"), None);
        assert_eq!(normalize_number("1,23,45"), None);
        assert_eq!(normalize_number("123,45,678"), None);
        assert_eq!(lakh_grouped(b"10,60,49,572", 0), Some(12));
        assert_eq!(lakh_grouped(b"10,60,49,572,1", 0), None);
        assert_eq!(lakh_grouped(b"1,240", 0), None);
        // a long list of pairs is no number, and is read in bounded time
        let list = format!("{}123", "12,".repeat(50_000));
        assert_eq!(lakh_grouped(list.as_bytes(), 0), None);
        assert!(tokens(&list).len() > 1);
        let texts: Vec<_> = tokens("cells 10,20,30").iter().map(|t| t.text).collect();
        assert_eq!(texts, ["cells", "10", "20", "30"]);
    }

    #[test]
    fn numbers_glued_to_joined_scripts_and_other_digits() {
        // blind s40B: `41فایل` and `37छात्र` were single identifiers found nowhere, and the
        // guard cut `छात्र` at its virama
        let texts = |t: &str| {
            tokens(t)
                .iter()
                .map(|t| t.text.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(
            texts("روی 41فایل: 38تطابق و 3ناهمخوان"),
            ["روی", "41", "فایل", "38", "تطابق", "و", "3", "ناهمخوان"]
        );
        assert_eq!(
            texts("C-07 में 37छात्र प्रभावित"),
            ["C-07", "में", "37", "छात्र", "प्रभावित"]
        );
        assert_eq!(tokens("37छात्र")[0].kind, TokenKind::Number);
        assert_eq!(texts("ทดสอบ 12ไฟล์ ผ่าน"), ["ทดสอบ", "12", "ไฟล์", "ผ่าน"]);
        // blind s55B: a Gujarati case ending on an English name
        assert_eq!(
            texts("CSV ચાલશે, Excelમાં ખુલી જશે"),
            ["CSV", "ચાલશે", "Excel", "માં", "ખુલી", "જશે"]
        );
        // digits of other scripts are the numbers they write
        for (t, n) in [
            ("۴۱", "41"),
            ("٤١", "41"),
            ("४१", "41"),
            ("๔๑", "41"),
            ("４１", "41"),
            ("۱۲.۵%", "12.5%"),
        ] {
            assert_eq!(normalize_number(t).as_deref(), Some(n), "{t}");
            assert_eq!(tokens(t)[0].kind, TokenKind::Number, "{t}");
        }
        assert_eq!(texts("۴۱فایل"), ["۴۱", "فایل"]);
        // a Latin accent written as a combining mark stays in its word
        assert_eq!(texts("cafe\u{301} noir"), ["cafe\u{301}", "noir"]);
        assert_eq!(index_terms("۴۱ فایل"), index_terms("41 فایل"));
    }

    fn single(text: &str) -> (String, TokenKind) {
        let toks = tokens(text);
        assert_eq!(toks.len(), 1, "{text:?} gave {toks:?}");
        (toks[0].text.to_string(), toks[0].kind)
    }

    #[test]
    fn stopwords_sorted_unique_lowercase() {
        for w in STOPWORDS.windows(2) {
            assert!(w[0] < w[1], "{:?} not sorted", w);
        }
        assert!(STOPWORDS
            .iter()
            .all(|w| w.len() <= 8 && w.bytes().all(|b| b.is_ascii_lowercase())));
        assert!(is_stopword("the") && is_stopword("The") && !is_stopword("invoice"));
    }

    #[test]
    fn whole_tokens_and_kinds() {
        use TokenKind::*;
        let cases: &[(&str, &str, TokenKind)] = &[
            ("INV-20931", "INV-20931", Identifier),
            ("billing/tax.py", "billing/tax.py", Identifier),
            ("7a29ae29", "7a29ae29", Hex),
            ("v2.3.1", "v2.3.1", Identifier),
            ("user_id", "user_id", Identifier),
            ("CUZO-6281", "CUZO-6281", Identifier),
            ("eu-north-4", "eu-north-4", Identifier),
            ("2027-02-18", "2027-02-18", Identifier),
            ("$1,240.50", "$1,240.50", Number),
            // a currency in letters glued to an amount is left out of its token
            ("R33,311.49", "33,311.49", Number),
            ("Rp675.000", "675.000", Number),
            ("KSh1,200", "1,200", Number),
            ("R2.78", "2.78", Number),
            ("R2", "R2", Identifier),
            ("Q3", "Q3", Identifier),
            ("R2D2", "R2D2", Identifier),
            ("K8s", "K8s", Identifier),
            ("sk-live-xyz", "sk-live-xyz", Identifier),
            ("src/judge/mod.rs:42", "src/judge/mod.rs:42", Identifier),
            ("ops@example.com", "ops@example.com", Identifier),
            (
                "https://api.example.com/v1/invoices?status=open&page=2",
                "https://api.example.com/v1/invoices?status=open&page=2",
                Identifier,
            ),
            ("1,240", "1,240", Number),
            ("0.50", "0.50", Number),
            ("12.5%", "12.5%", Number),
            ("invoice", "invoice", Word),
            ("café", "café", Word),
            ("camelCase", "camelCase", Identifier),
            ("HTTPServer", "HTTPServer", Identifier),
            ("0x1F", "0x1F", Hex),
            ("deadbeef", "deadbeef", Word),
            ("1234567", "1234567", Number),
        ];
        for (input, want, kind) in cases {
            assert_eq!(single(input), (want.to_string(), *kind), "input {input:?}");
        }
    }

    #[test]
    fn trailing_and_leading_punctuation_stripped() {
        let cases = [
            ("see billing/tax.py.", "billing/tax.py"),
            ("(INV-20931)", "INV-20931"),
            ("at src/judge/mod.rs:42,", "src/judge/mod.rs:42"),
            ("version v2.3.1;", "v2.3.1"),
            ("total $1,240.50.", "$1,240.50"),
            ("mail ops@example.com:", "ops@example.com"),
            ("\"id\":\"INV-20931\",", "INV-20931"),
            ("go to https://x.io/a.", "https://x.io/a"),
        ];
        for (input, want) in cases {
            let toks = tokens(input);
            let last = toks.last().expect("a token");
            assert_eq!(last.text, want, "input {input:?}: {toks:?}");
            assert_eq!(&input[last.byte_range.clone()], want);
        }
    }

    #[test]
    fn separators_split_correctly() {
        let texts: Vec<&str> = tokens("INV-20931,ACME,1240.50,open")
            .iter()
            .map(|t| t.text)
            .collect();
        assert_eq!(texts, ["INV-20931", "ACME", "1240.50", "open"]);
        let texts: Vec<&str> = tokens("user_id=42 a,b 1,23 50%off")
            .iter()
            .map(|t| t.text)
            .collect();
        assert_eq!(texts, ["user_id", "42", "a", "b", "1", "23", "50%", "off"]);
        let texts: Vec<&str> = tokens("12,3456 1,240,000").iter().map(|t| t.text).collect();
        assert_eq!(texts, ["12", "3456", "1,240,000"]);
    }

    #[test]
    fn normalize_number_cases() {
        let ok = [
            ("1,240", "1240"),
            ("500.00", "500"),
            ("$5,000", "5000"),
            ("0.50", "0.5"),
            ("3.10", "3.1"),
            ("$1,240.50", "1240.5"),
            ("007", "7"),
            ("0", "0"),
            ("0.000", "0"),
            ("-0.0", "0"),
            ("-12.30", "-12.3"),
            ("12.50%", "12.5%"),
            ("€3", "3"),
            ("1,240,000", "1240000"),
        ];
        for (input, want) in ok {
            assert_eq!(
                normalize_number(input).as_deref(),
                Some(want),
                "input {input:?}"
            );
        }
        for bad in [
            "",
            "abc",
            "1,24",
            "1234,567",
            "2.3.1",
            "2027-02-18",
            "1.",
            ".5",
            "$",
            "%",
            "1e5",
            "INV-1",
        ] {
            assert_eq!(normalize_number(bad), None, "input {bad:?}");
        }
    }

    #[test]
    fn index_terms_examples() {
        assert_eq!(
            index_terms("billing/tax.py"),
            ["billing/tax.py", "billing", "tax", "py"]
        );
        assert_eq!(index_terms("The invoice is PAID"), ["invoice", "paid"]);
        assert_eq!(index_terms("Total: $1,240.50"), ["total", "1240.5"]);
        assert_eq!(index_terms("INV-20931"), ["inv-20931", "inv", "20931"]);
        assert_eq!(index_terms("7A29AE29"), ["7a29ae29"]);
        assert_eq!(
            index_terms("invoiceService"),
            ["invoiceservice", "invoice", "service"]
        );
        assert_eq!(index_terms("v2"), ["v2"]);
        assert!(index_terms("").is_empty());
    }

    #[test]
    fn unicode_and_odd_input_do_not_panic() {
        for s in [
            "日本語のテキスト INV-1",
            "$",
            "€",
            "€5",
            "a\u{301}b",
            "🦀-🦀",
            "x-",
            "-x",
            "1,",
            "1,2345",
            "%",
            "9%",
            "::a::",
            "a://",
            "a://b?c",
        ] {
            for t in tokens(s) {
                assert_eq!(&s[t.byte_range.clone()], t.text);
            }
            let _ = index_terms(s);
        }
        assert_eq!(tokens("€5")[0].text, "€5");
        assert_eq!(tokens("€5")[0].kind, TokenKind::Number);
    }

    proptest::proptest! {
        #[test]
        fn tokens_are_exact_ordered_slices(s in "(?s).{0,300}") {
            let mut last_end = 0;
            for t in tokens(&s) {
                proptest::prop_assert_eq!(&s[t.byte_range.clone()], t.text);
                proptest::prop_assert!(t.byte_range.start >= last_end && !t.text.is_empty());
                last_end = t.byte_range.end;
            }
            let _ = index_terms(&s);
            let _ = normalize_number(&s);
        }

        #[test]
        fn identifier_soup_roundtrips(s in "[a-zA-Z0-9_./:@,$%-]{0,40}( [a-zA-Z0-9_./:@,$%-]{0,40}){0,5}") {
            for t in tokens(&s) {
                proptest::prop_assert_eq!(&s[t.byte_range.clone()], t.text);
                let last = t.text.chars().last().unwrap();
                proptest::prop_assert!(last.is_alphanumeric() || last == '%', "{:?}", t);
            }
        }
    }
}
