//! Negated instructions in scripts written without spaces: Japanese and Chinese.
//!
//! The English reading ([`super::negated_scopes`]) finds words between spaces; "本番には触らないで
//! ください" ("please don't touch production") is one such word. Here a clause (cut at `。！？；、，`
//! and line breaks) is cut into runs of one script: Han, Hiragana, Katakana (with `ー`) and
//! ASCII letters and digits (`billing-api`, `2.8.1`).
//!
//! - **Japanese** (a clause with kana): a Hiragana run that holds a negation (`ないで`, `ないこと`,
//!   `てはいけ`, `やめ`; for any evidence also `ない`, `ません`, `なかっ`, `なく`) or a Han cue
//!   (`禁止`, `厳禁`, `中止`) negates what precedes it in the clause (the verb comes last): the
//!   run right before the cue is the predicate (`触`, `デプロイ`, `削除`), the runs before that
//!   are its objects (`本番`).
//! - **Chinese** (Han only): a cue inside a Han run (`不要`, `别`, `勿`, `禁止`, `不准`, `不许`,
//!   `不得`, `严禁`, `不能`; for any evidence also `不`, `没`, `未`) negates what follows it: a
//!   verb of [`ACTS`] or the next two characters is the predicate, the rest the objects.
//!
//! An entry clause without a cue of its own, and not deferred (`前に`, `まで`, `たら`, `てから`,
//! `之前`, `如果`, …), flips such a scope when it names one of its objects (a shared character
//! bigram, or the same ASCII token) and states its predicate, or, when the predicate forbids
//! touching ([`TOUCHING`]: touch, change, edit), any verb of acting ([`ACTS`]): "本番にも 2.8.1
//! をデプロイする" ("deploy 2.8.1 to production too") flips "本番には触らないで". Like the English
//! reading, this is a cue-and-scope heuristic, not a parser; it feeds the same two features.

use std::collections::HashSet;

/// The script of one character, for cutting a clause into runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Script {
    Han,
    Hiragana,
    Katakana,
    Ascii,
    /// Spaces, punctuation, emoji: ends a run.
    Other,
}

fn script(c: char) -> Script {
    match c as u32 {
        0x3041..=0x309F => Script::Hiragana,
        0x30A0..=0x30FF | 0x31F0..=0x31FF | 0xFF66..=0xFF9F => Script::Katakana,
        0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x2FA1F => Script::Han,
        _ if c.is_ascii_alphanumeric() => Script::Ascii,
        _ => Script::Other,
    }
}

/// One run of one script in a clause (ASCII lower-cased; `.`, `-`, `_`, `:` and `/` inside an
/// ASCII run are kept, so `billing-api` and `2.8.1` are one run each).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Run {
    script: Script,
    text: String,
}

/// Whether a text holds any Han or kana character (else this reading has nothing to say).
pub(super) fn has_cjk(text: &str) -> bool {
    text.chars()
        .any(|c| matches!(script(c), Script::Han | Script::Hiragana | Script::Katakana))
}

/// The clauses of a text, each as its runs.
fn clauses(text: &str) -> Vec<Vec<Run>> {
    let mut out = Vec::new();
    for clause in text.split([
        '。', '．', '！', '？', '!', '?', '；', ';', '、', '，', '\n',
    ]) {
        let chars: Vec<char> = clause.chars().collect();
        let mut runs: Vec<Run> = Vec::new();
        let mut i = 0;
        while i < chars.len() {
            let s = script(chars[i]);
            if s == Script::Other {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < chars.len() {
                let c = chars[j];
                let same = script(c) == s
                    || (s == Script::Katakana && c == 'ー')
                    || (s == Script::Ascii
                        && matches!(c, '.' | '-' | '_' | ':' | '/')
                        && chars.get(j + 1).is_some_and(|n| n.is_ascii_alphanumeric()));
                if !same {
                    break;
                }
                j += 1;
            }
            let text: String = chars[i..j].iter().collect();
            runs.push(Run {
                script: s,
                text: if s == Script::Ascii {
                    text.to_ascii_lowercase()
                } else {
                    text
                },
            });
            i = j;
        }
        if !runs.is_empty() {
            out.push(runs);
        }
    }
    out
}

/// Which cues count: those of an instruction only (user turns read whole), or every negation
/// (retrieved evidence). Mirrors [`super::Cues`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Mode {
    Imperative,
    All,
}

/// Japanese negations inside a Hiragana run: of an instruction ("〜ないで(ください)", "〜ないこと",
/// "〜ないように", "〜てはいけない", "〜ちゃだめ", "やめて").
const JA_IMPERATIVE: [&str; 9] = [
    "ないで",
    "ないこと",
    "ないよう",
    "てはいけ",
    "ではいけ",
    "てはだめ",
    "ちゃだめ",
    "てはなら",
    "やめ",
];
/// Japanese negations of any statement (with [`JA_IMPERATIVE`]): "〜ない", "〜ません", "〜なかった".
const JA_ANY: [&str; 4] = ["ない", "ません", "なかっ", "なく"];

/// Whether a Hiragana run holds the written negative "〜ず" / "〜ずに" / "〜せず" ("除外せず",
/// "without excluding"; "触らずに", "without touching"): a run that ends in `ず` or holds `ずに`,
/// except the words that only end so: `まず` (first), `はず` (expected to) and a lone `ず` (the
/// kana of `必ず`, always, and `先ず`, first; "見ず", "without looking", is missed with them).
fn ja_written_negative(run: &str) -> bool {
    let ends = run.ends_with('ず') && !matches!(run, "ず" | "まず" | "はず");
    ends || (run.contains("ずに") && !run.starts_with("まず"))
}
/// Han cues of a Japanese clause: prohibited, strictly prohibited, cancelled.
const JA_HAN: [&str; 4] = ["禁止", "厳禁", "中止", "控え"];
/// Chinese cues of an instruction.
const ZH_IMPERATIVE: [&str; 11] = [
    "不要", "别", "勿", "禁止", "不准", "不许", "不得", "严禁", "不能", "不可", "切勿",
];
/// Chinese negations of any statement (with [`ZH_IMPERATIVE`]).
const ZH_ANY: [&str; 4] = ["不", "没", "未", "无"];

/// Verbs of acting on something, Japanese and Chinese (touch, change, edit, delete, update,
/// migrate, overwrite, run, apply, deploy, release, push, merge, restart, send, fix, install,
/// upgrade, publish, move): an entry that states one of them on an object a user said not to
/// touch flips the instruction.
const ACTS: [&str; 46] = [
    "触",
    "変更",
    "編集",
    "削除",
    "更新",
    "移行",
    "上書",
    "実行",
    "適用",
    "反映",
    "デプロイ",
    "リリース",
    "プッシュ",
    "マージ",
    "再起動",
    "送信",
    "修正",
    "インストール",
    "アップグレード",
    "公開",
    "移動",
    "追加",
    "投入",
    "切り替",
    "弄",
    "碰",
    "动",
    "修改",
    "更改",
    "编辑",
    "删除",
    "迁移",
    "覆盖",
    "执行",
    "应用",
    "部署",
    "发布",
    "推送",
    "合并",
    "重启",
    "发送",
    "安装",
    "升级",
    "上线",
    "移动",
    "添加",
];

/// Words that put an entry clause's action off (before, until, if, after, in case, once):
/// "承認を得てから本番にデプロイする" defers the deploy, it does not state it.
const DEFERRING: [&str; 12] = [
    "前に",
    "まで",
    "たら",
    "なら",
    "てから",
    "場合",
    "次第",
    "之前",
    "以前",
    "如果",
    "之后",
    "等到",
];

/// The predicates that forbid acting on their object at all (touch, change, edit, mess with;
/// Japanese and Chinese): like English "don't touch production", any verb of [`ACTS`] on the
/// object flips them.
const TOUCHING: [&str; 9] = [
    "触", "変更", "編集", "弄", "碰", "动", "修改", "更改", "编辑",
];

/// Whether a clause is Japanese (holds kana) rather than Chinese.
fn japanese(cl: &[Run]) -> bool {
    cl.iter()
        .any(|r| matches!(r.script, Script::Hiragana | Script::Katakana))
}

/// One negated scope: its predicate and up to three objects (runs or, for Chinese, the rest of
/// the clause), as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Scope {
    predicate: String,
    objects: Vec<String>,
}

/// The negated scopes of a text under `mode` (see the module documentation). A scope without
/// an object (a bare "触らないで") is left out: it names nothing an entry could act on.
pub(super) fn scopes(text: &str, mode: Mode) -> Vec<Scope> {
    let mut out = Vec::new();
    for cl in clauses(text) {
        if japanese(&cl) {
            for (i, run) in cl.iter().enumerate() {
                let cue = match run.script {
                    Script::Hiragana => {
                        JA_IMPERATIVE.iter().any(|c| run.text.contains(c))
                            || (mode == Mode::All
                                && (JA_ANY.iter().any(|c| run.text.contains(c))
                                    || ja_written_negative(&run.text)))
                    }
                    Script::Han => JA_HAN.iter().any(|c| run.text.contains(c)),
                    _ => false,
                };
                if !cue {
                    continue;
                }
                let content: Vec<&Run> = cl[..i]
                    .iter()
                    .filter(|r| r.script != Script::Hiragana)
                    .collect();
                // a Han cue can carry its predicate ("本番デプロイ禁止"), a kana cue follows it
                let Some((pred, objects)) = content.split_last() else {
                    continue;
                };
                let objects: Vec<String> = objects
                    .iter()
                    .rev()
                    .take(3)
                    .map(|r| r.text.clone())
                    .collect();
                if !objects.is_empty() {
                    out.push(Scope {
                        predicate: pred.text.clone(),
                        objects,
                    });
                }
            }
        } else {
            let cues: Vec<&str> = match mode {
                Mode::Imperative => ZH_IMPERATIVE.to_vec(),
                Mode::All => ZH_IMPERATIVE.iter().chain(ZH_ANY.iter()).copied().collect(),
            };
            for (i, run) in cl.iter().enumerate() {
                if run.script != Script::Han {
                    continue;
                }
                // the first cue, and the longest one there ("不要", not "不")
                let Some((at, cue)) = cues
                    .iter()
                    .filter_map(|c| run.text.find(c).map(|at| (at, *c)))
                    .min_by_key(|(at, c)| (*at, std::cmp::Reverse(c.len())))
                else {
                    continue;
                };
                let rest = &run.text[at + cue.len()..];
                let pred = ACTS
                    .iter()
                    .filter(|a| rest.starts_with(**a))
                    .max_by_key(|a| a.len())
                    .map(|a| a.to_string())
                    .unwrap_or_else(|| rest.chars().take(2).collect());
                if pred.is_empty() {
                    continue;
                }
                let mut objects: Vec<String> = Vec::new();
                let tail = &rest[pred.len()..];
                if !tail.is_empty() {
                    objects.push(tail.to_string());
                }
                objects.extend(cl[i + 1..].iter().take(2).map(|r| r.text.clone()));
                if !objects.is_empty() {
                    out.push(Scope {
                        predicate: pred,
                        objects,
                    });
                }
            }
        }
    }
    out
}

/// Character bigrams of the Han and kana in a text (one character when it stands alone).
fn bigrams(text: &str) -> HashSet<String> {
    let chars: Vec<char> = text
        .chars()
        .filter(|c| script(*c) != Script::Ascii)
        .collect();
    if chars.len() == 1 {
        return HashSet::from([chars[0].to_string()]);
    }
    chars.windows(2).map(|w| w.iter().collect()).collect()
}

/// One clause of an entry or a later turn, as it is matched against a scope.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Stated {
    /// The clause as written, without spaces.
    text: String,
    /// Its ASCII runs (lower-cased).
    ascii: HashSet<String>,
}

impl Stated {
    /// The plainly stated words of an English entry (its clauses without a cue, as
    /// [`super::entry_words`] reads them), as one clause: an English entry can restate a Latin
    /// word of a Japanese or Chinese instruction ("Cordon and drain ip-10-42-5-208" against
    /// "ノードの cordon / drain もしないでください").
    pub(super) fn english(stems: impl IntoIterator<Item = String>) -> Self {
        let ascii: HashSet<String> = stems.into_iter().collect();
        Stated {
            text: ascii.iter().cloned().collect::<Vec<_>>().join(" "),
            ascii,
        }
    }

    /// Whether the clause names `object`: the same ASCII word (by stem), or a shared bigram.
    fn names(&self, object: &str) -> bool {
        if object.is_ascii() {
            return self.ascii.contains(&super::stem(object));
        }
        bigrams(object)
            .iter()
            .any(|b| self.text.contains(b.as_str()))
    }

    /// Whether the clause states what `scope` forbids: it names an object and states the
    /// predicate, or any verb of [`ACTS`] (or of [`super::CHANGES`]) when the predicate forbids
    /// touching ([`TOUCHING`], [`super::TOUCHING`]).
    fn states(&self, scope: &Scope) -> bool {
        let pred = scope.predicate.as_str();
        let acts = if pred.is_ascii() {
            let p = super::stem(pred);
            if super::TOUCHING.contains(&p.as_str()) {
                super::CHANGES.iter().any(|c| self.ascii.contains(*c))
            } else {
                self.ascii.contains(&p)
            }
        } else if TOUCHING.contains(&pred) {
            ACTS.iter().any(|a| self.text.contains(a))
        } else {
            self.text.contains(pred)
        };
        acts && scope.objects.iter().any(|o| self.names(o))
    }

    /// Whether any scope has a Latin predicate (the only kind an English entry can state).
    pub(super) fn any_latin(scopes: &[Scope]) -> bool {
        scopes.iter().any(|s| s.predicate.is_ascii())
    }
}

/// The clauses of a text that carry no negation (any cue, [`Mode::All`]) and are not deferred
/// ([`DEFERRING`]): what the text states plainly.
pub(super) fn stated(text: &str) -> Vec<Stated> {
    clauses(text)
        .into_iter()
        .filter(|cl| {
            let joined: String = cl.iter().map(|r| r.text.as_str()).collect();
            let negated = japanese_negation(&joined, cl)
                || JA_HAN.iter().any(|c| joined.contains(c))
                || ZH_IMPERATIVE
                    .iter()
                    .chain(ZH_ANY.iter())
                    .any(|c| joined.contains(c))
                    && !japanese(cl);
            !negated && !DEFERRING.iter().any(|d| joined.contains(d))
        })
        .map(|cl| Stated {
            text: cl.iter().map(|r| r.text.as_str()).collect(),
            ascii: cl
                .iter()
                .filter(|r| r.script == Script::Ascii)
                .map(|r| super::stem(&r.text))
                .collect(),
        })
        .collect()
}

/// Whether a clause (`joined`, its runs `cl`) carries a Japanese negation of any kind: a cue of
/// [`JA_IMPERATIVE`] or [`JA_ANY`], or a Hiragana run of the written negative
/// ([`ja_written_negative`]).
fn japanese_negation(joined: &str, cl: &[Run]) -> bool {
    JA_IMPERATIVE
        .iter()
        .chain(JA_ANY.iter())
        .any(|c| joined.contains(c))
        || cl
            .iter()
            .any(|r| r.script == Script::Hiragana && ja_written_negative(&r.text))
}

/// The first of `scopes` that a plainly stated clause of the entry ([`stated`]) flips.
pub(super) fn flipped<'s>(entry: &[Stated], scopes: &'s [Scope]) -> Option<&'s Scope> {
    scopes
        .iter()
        .find(|scope| entry.iter().any(|cl| cl.states(scope)))
}

/// Whether a later turn's plain clauses state the scope again (lifting the prohibition).
pub(super) fn restated(later: &[Stated], scope: &Scope) -> bool {
    later.iter().any(|cl| cl.states(scope))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flips(entry: &str, evidence: &str, mode: Mode) -> bool {
        flipped(&stated(entry), &scopes(evidence, mode)).is_some()
    }

    #[test]
    fn runs_follow_the_script() {
        let cl = clauses("本番にも 2.8.1 をデプロイする 🚀");
        let runs: Vec<&str> = cl[0].iter().map(|r| r.text.as_str()).collect();
        assert_eq!(runs, ["本番", "にも", "2.8.1", "を", "デプロイ", "する"]);
        assert_eq!(clauses("キューは degraded、遅延は 42秒").len(), 2);
    }

    #[test]
    fn a_japanese_prohibition_is_flipped_by_acting_on_its_object() {
        // shared/cases/edge/e5_japanese_emoji: the user turn, the kept false entry, the true one
        let turn = "ステージング環境に billing-api 2.8.1 をデプロイして、ヘルスチェックを確認してください。本番には触らないでください。";
        let s = scopes(turn, Mode::Imperative);
        assert_eq!(
            s,
            [Scope {
                predicate: "触".into(),
                objects: vec!["本番".into()]
            }]
        );
        assert!(flips(
            "本番にも 2.8.1 をデプロイする 🚀",
            turn,
            Mode::Imperative
        ));
        assert!(flips("本番環境を更新する", turn, Mode::Imperative));
        // the rule restated, the staging deploy, a deferred deploy: not flips
        for entry in [
            "本番環境には触らない",
            "billing-api 2.8.1 をステージングにデプロイ済み（3/3 ready）",
            "承認を得てから本番にデプロイする",
            "本番へのデプロイは禁止",
        ] {
            assert!(!flips(entry, turn, Mode::Imperative), "{entry}");
            assert!(!flips(entry, turn, Mode::All), "{entry}");
        }
    }

    #[test]
    fn a_written_negative_restates_a_prohibition() {
        // blind s39B (survey cleaning): "除外せず … フラグのみ" restates "除外しないで、フラグ
        // だけ付けて" and was capped as its flip
        let turn = "ただし、attention check に失敗した人は除外しないで、フラグ（attn_fail）だけ付けてください。";
        for entry in [
            "attention check 失敗者は除外せず attn_fail フラグのみ。",
            "attention check 失敗者は除外せずにフラグを付ける",
        ] {
            assert!(!flips(entry, turn, Mode::Imperative), "{entry}");
        }
        assert!(flips(
            "attention check 失敗者は除外する",
            turn,
            Mode::Imperative
        ));
        // words that only end in ず are no negation
        for run in ["まず", "はず", "ず", "ずつ"] {
            assert!(!ja_written_negative(run), "{run}");
        }
        for run in ["せず", "らずに", "わず"] {
            assert!(ja_written_negative(run), "{run}");
        }
    }

    #[test]
    fn descriptions_are_instructions_only_for_retrieved_evidence() {
        // "production was not changed": a report, not an instruction
        let report = "本番環境は変更されていません。";
        assert!(scopes(report, Mode::Imperative).is_empty());
        assert!(!scopes(report, Mode::All).is_empty());
        // a predicate that forbids no touching is flipped only by the same predicate
        let no_impact = "本番環境への影響はありません";
        assert!(!flips("本番環境にデプロイした", no_impact, Mode::All));
        let keep = "このファイルは削除しないでください";
        assert!(!flips("新しいファイルを追加する", keep, Mode::Imperative));
        assert!(flips("古いファイルを削除する", keep, Mode::Imperative));
    }

    #[test]
    fn chinese_prohibitions_follow_the_cue() {
        let turn = "请先在预发环境验证，不要修改生产环境的配置。";
        let s = scopes(turn, Mode::Imperative);
        assert_eq!(s.len(), 1);
        assert_eq!(s[0].predicate, "修改");
        assert!(flips("把新配置部署到生产环境", turn, Mode::Imperative));
        assert!(!flips("生产环境的配置没有修改", turn, Mode::Imperative));
        assert!(!flips("在预发环境验证新配置", turn, Mode::Imperative));
        assert!(!flips("Deploy to production", turn, Mode::Imperative));
    }

    #[test]
    fn an_english_entry_can_state_a_latin_word_of_the_instruction() {
        // a new user's trial: kubectl verbs inside a Japanese prohibition
        let turn = "ディスクの調査はOKです。ノードの cordon / drain もしないでください。";
        let scopes = scopes(turn, Mode::Imperative);
        assert!(Stated::any_latin(&scopes));
        let english =
            |words: &[&str]| vec![Stated::english(words.iter().map(|w| super::super::stem(w)))];
        assert!(flipped(&english(&["cordon", "and", "drain", "ip", "10"]), &scopes).is_some());
        assert!(flipped(&english(&["check", "disk", "usage"]), &scopes).is_none());
    }

    proptest::proptest! {
        // any mix of scripts, cues and punctuation: no panic, and a flip needs a scope
        #[test]
        fn never_panics(entry in "[本番環境にはをデプロイ触らないでください不要修改生产 a-z0-9.、。!-]{0,40}",
                        turn in "[本番環境にはをデプロイ触らないでください不要修改生产禁止 a-z0-9.、。!-]{0,60}") {
            for mode in [Mode::Imperative, Mode::All] {
                let s = scopes(&turn, mode);
                let f = flipped(&stated(&entry), &s);
                proptest::prop_assert!(f.is_none() || !s.is_empty());
                let _ = super::super::prohibition_flip(&entry, &turn);
                let _ = super::super::instruction_flip(&entry, &[turn.as_str()]);
            }
        }
    }

    #[test]
    fn a_later_turn_states_it_again() {
        let scope = &scopes("本番には触らないでください", Mode::Imperative)[0];
        assert!(restated(&stated("OK、本番にもデプロイしてください"), scope));
        assert!(!restated(&stated("本番はまだ触らないで"), scope));
    }
}
