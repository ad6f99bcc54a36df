//! A search's words: every one anywhere in the prompt, in any case (or in one of the item's tags). They are looked up in the
//! trigram index (`media_words`, FTS5, migration 9) or read from every prompt (`LIKE`), whichever is
//! cheaper for these words in this library: the index answers a rare word at once, but handing SQLite
//! tens of thousands of matches to fetch and sort took 420 ms at 100,000 items, where reading the
//! prompts in the gallery's order finds a common word's first page at once and counts it in ~40 ms.

use crate::base::error::Result;
use rusqlite::{Connection, OptionalExtension};

/// Words whose rarest trigram is in at most this many items are looked up in the index.
pub(super) const INDEX_AT_MOST: i64 = 5_000;

/// How a search's words are tested.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum WordTest {
    /// In the trigram index: one `MATCH` of all the words.
    Index,
    /// Each word by `LIKE` on the prompt.
    Scan,
}

/// The words that count (empty ones left out).
pub(super) fn of(words: &[String]) -> Vec<&String> {
    words.iter().filter(|w| !w.is_empty()).collect()
}

/// The test for `words` (not empty). A word shorter than a trigram can only be read from the prompts;
/// a word with a letter beyond ASCII is always looked up in the index, whose case folding covers every
/// letter (`LIKE` folds only ASCII), so what it finds never depends on the choice; otherwise the index
/// when the words' rarest trigram is rare enough.
pub(super) fn test_for(conn: &Connection, words: &[&String]) -> Result<WordTest> {
    if words.iter().any(|w| w.chars().count() < 3) {
        return Ok(WordTest::Scan);
    }
    if words.iter().any(|w| !w.is_ascii()) {
        return Ok(WordTest::Index);
    }
    let mut st = conn.prepare_cached("SELECT doc FROM media_words_vocab WHERE term = ?1")?;
    let mut rarest = i64::MAX;
    for word in words {
        for t in trigrams(word) {
            let n: i64 = st.query_row([&t], |r| r.get(0)).optional()?.unwrap_or(0);
            rarest = rarest.min(n);
        }
    }
    Ok(if rarest <= INDEX_AT_MOST {
        WordTest::Index
    } else {
        WordTest::Scan
    })
}

/// The trigrams the index holds for an ASCII word (folded to lower case, as the tokenizer does).
fn trigrams(word: &str) -> Vec<String> {
    let w = word.to_ascii_lowercase();
    let b = w.as_bytes();
    (0..b.len().saturating_sub(2))
        .map(|i| String::from_utf8_lossy(&b[i..i + 3]).into_owned())
        .collect()
}

/// The clauses (on `m` = media, one `?` each) and their parameters testing `words` by `test`.
pub(super) fn clauses(words: &[&String], test: WordTest) -> Vec<(&'static str, String)> {
    match test {
        WordTest::Index => vec![(
            "m.rowid IN (SELECT rowid FROM media_words WHERE media_words MATCH ?)",
            phrases(words),
        )],
        WordTest::Scan => words
            .iter()
            .map(|w| ("m.prompt LIKE ? ESCAPE '\\'", contains(w)))
            .collect(),
    }
}

/// An FTS5 query asking for every word anywhere in the text (each a quoted string, its `"` doubled:
/// the trigram tokenizer then matches it as a substring, in any case).
fn phrases(words: &[&String]) -> String {
    words
        .iter()
        .map(|w| format!("\"{}\"", w.replace('"', "\"\"")))
        .collect::<Vec<_>>()
        .join(" AND ")
}

/// The test of one word in a tag's name (`t` = tags; a tag name is short, the tags few).
pub(super) const TAG_NAME_HAS: &str = "t.name LIKE ? ESCAPE '\\'";

/// `LIKE` pattern of a word anywhere (its `%`, `_` and `\` taken literally).
pub(super) fn contains(word: &str) -> String {
    let escaped = word
        .replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_");
    format!("%{escaped}%")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trigrams_queries_and_patterns() {
        assert_eq!(trigrams("RooF"), ["roo", "oof"]);
        assert!(trigrams("ab").is_empty());
        let w = |s: &str| s.to_string();
        let (a, b) = (w("rooftop"), w("say \"hi\""));
        assert_eq!(
            clauses(&[&a, &b], WordTest::Index),
            [(
                "m.rowid IN (SELECT rowid FROM media_words WHERE media_words MATCH ?)",
                "\"rooftop\" AND \"say \"\"hi\"\"\"".to_string()
            )]
        );
        let (c, d) = (w("100%"), w("d_h\\"));
        let scan: Vec<String> = clauses(&[&c, &d], WordTest::Scan)
            .into_iter()
            .map(|(_, p)| p)
            .collect();
        assert_eq!(scan, ["%100\\%%", "%d\\_h\\\\%"]);
    }
}
