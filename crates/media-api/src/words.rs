//! Words for a person, by key: every sentence the app's Rust side shows a creator (a field's problem, an
//! error, a price note, why a job failed) is made with [`say!`], which gives it a catalogue key, its
//! English template and its values. The English is rendered here (logs, tests, and the fallback of a
//! window that doesn't know the key); the window says it in its own language from its catalogue, where
//! the English half is generated from these very templates (`export-bindings` reads every `say!` of the
//! workspace and writes `ui/src/i18n/en/core.ts`) and the other languages are written by hand.
//!
//! ```
//! use media_api::say;
//! let w = say!("rules.slides.count", "A slideshow has {min} to {max} slides", min = 1, max = 10);
//! assert_eq!(w.text, "A slideshow has 1 to 10 slides");
//! assert_eq!(w.key, "rules.slides.count");
//! ```

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One value of a placeholder: a number (the window writes it as its language writes numbers) or text
/// (a name, a file name, a value the person typed: shown as it is).
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(untagged)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub enum Param {
    Number(f64),
    Text(String),
    /// Words within words ("Not saved: {why}"), said in the same language.
    Words(Words),
}

impl PartialEq for Param {
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            (Param::Number(a), Param::Number(b)) => a.to_bits() == b.to_bits(),
            (Param::Text(a), Param::Text(b)) => a == b,
            (Param::Words(a), Param::Words(b)) => a == b,
            _ => false,
        }
    }
}
impl Eq for Param {}
impl std::hash::Hash for Param {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        match self {
            Param::Number(n) => n.to_bits().hash(state),
            Param::Text(s) => s.hash(state),
            Param::Words(w) => w.hash(state),
        }
    }
}

impl std::fmt::Display for Param {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Param::Number(n) if n.fract() == 0.0 && n.abs() < 1e15 => write!(f, "{}", *n as i64),
            Param::Number(n) => write!(f, "{}", (n * 100.0).round() / 100.0),
            Param::Text(s) => f.write_str(s),
            Param::Words(w) => f.write_str(&w.text),
        }
    }
}

/// A value that can fill a placeholder ([`say!`] takes each value by reference).
pub trait ToParam {
    fn to_param(&self) -> Param;
}

impl<T: ToParam + ?Sized> ToParam for &T {
    fn to_param(&self) -> Param {
        (**self).to_param()
    }
}

macro_rules! number_param {
    ($($t:ty),*) => {$(
        impl ToParam for $t {
            fn to_param(&self) -> Param {
                Param::Number(*self as f64)
            }
        }
    )*};
}
number_param!(u8, u16, u32, u64, usize, i32, i64, f32, f64);

impl ToParam for str {
    fn to_param(&self) -> Param {
        Param::Text(self.to_string())
    }
}
impl ToParam for String {
    fn to_param(&self) -> Param {
        Param::Text(self.clone())
    }
}
impl ToParam for Words {
    fn to_param(&self) -> Param {
        Param::Words(self.clone())
    }
}
impl ToParam for Param {
    fn to_param(&self) -> Param {
        self.clone()
    }
}

/// A sentence for a person: its catalogue key, its values, and its English.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct Words {
    /// The catalogue key (`rules.…`, `error.…`, `price.…`, `job.…`); empty for words that have none (a
    /// message the service wrote, shown as it came).
    pub key: String,
    /// The values of the template's `{name}` placeholders.
    #[serde(default)]
    pub params: BTreeMap<String, Param>,
    /// The English, rendered.
    pub text: String,
}

impl Words {
    /// Words from a template and its values (use [`say!`], which the catalogue generator reads).
    pub fn new(
        key: &'static str,
        template: &'static str,
        params: Vec<(&'static str, Param)>,
    ) -> Words {
        let params: BTreeMap<String, Param> = params
            .into_iter()
            .map(|(k, v)| (k.to_string(), v))
            .collect();
        let text = render(template, &params);
        Words {
            key: key.to_string(),
            params,
            text,
        }
    }

    /// Words without a key: text that came from elsewhere (the service's own message), shown as it is in
    /// every language.
    pub fn plain(text: impl Into<String>) -> Words {
        Words {
            key: String::new(),
            params: BTreeMap::new(),
            text: text.into(),
        }
    }
}

impl Words {
    /// These words in another language: each key's template from `template` (the English when it has
    /// none there), each value said the same way; numbers as English writes them.
    pub fn said_in(&self, template: &dyn Fn(&str) -> Option<String>) -> String {
        let Some(t) = (!self.key.is_empty())
            .then(|| template(&self.key))
            .flatten()
        else {
            return self.text.clone();
        };
        let params: BTreeMap<String, Param> = self
            .params
            .iter()
            .map(|(k, v)| {
                let v = match v {
                    Param::Words(w) => Param::Text(w.said_in(template)),
                    other => other.clone(),
                };
                (k.clone(), v)
            })
            .collect();
        render(&t, &params)
    }
}

/// Words read as their English (tests, logs).
impl std::ops::Deref for Words {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

impl std::fmt::Display for Words {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl From<Words> for String {
    fn from(w: Words) -> String {
        w.text
    }
}

/// Reads words kept before they had keys: a plain string is read as [`Words::plain`]
/// (`#[serde(default, deserialize_with = "media_api::words::stored")]`).
pub fn stored<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Option<Words>, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Kept {
        Words(Words),
        Text(String),
    }
    Ok(match Option::<Kept>::deserialize(d)? {
        Some(Kept::Words(w)) => Some(w),
        Some(Kept::Text(t)) => Some(Words::plain(t)),
        None => None,
    })
}

/// The next `{name}` placeholder in `text`: where it starts, its name, and where it ends (past `}`).
/// Braces around anything but letters, digits and `_` are not one.
fn next_placeholder(text: &str) -> Option<(usize, &str, usize)> {
    let mut from = 0;
    while let Some(open) = text[from..].find('{').map(|i| from + i) {
        let after = &text[open + 1..];
        if let Some(close) = after.find('}') {
            let name = &after[..close];
            if !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Some((open, name, open + close + 2));
            }
        }
        from = open + 1;
    }
    None
}

/// Fills each `{name}` of `template` with its value; a placeholder without a value stays as written.
pub fn render(template: &str, params: &BTreeMap<String, Param>) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some((open, name, end)) = next_placeholder(rest) {
        out.push_str(&rest[..open]);
        match params.get(name) {
            Some(v) => out.push_str(&v.to_string()),
            None => out.push_str(&rest[open..end]),
        }
        rest = &rest[end..];
    }
    out.push_str(rest);
    out
}

/// The `{name}` placeholders of a template, in order of first appearance.
pub fn placeholders(template: &str) -> Vec<&str> {
    let mut out: Vec<&str> = Vec::new();
    let mut rest = template;
    while let Some((_, name, end)) = next_placeholder(rest) {
        if !out.contains(&name) {
            out.push(name);
        }
        rest = &rest[end..];
    }
    out
}

/// `say!("key", "English with {name}", name = value, …)`: [`Words`] with a catalogue key. Key and
/// template are literals (the catalogue generator reads them from the source); every placeholder needs
/// a value of the same name (checked in debug builds).
#[macro_export]
macro_rules! say {
    ($key:literal, $template:literal $(, $name:ident = $value:expr)* $(,)?) => {{
        let words = $crate::words::Words::new(
            $key,
            $template,
            vec![$((stringify!($name), $crate::words::ToParam::to_param(&$value))),*],
        );
        debug_assert!(
            $crate::words::placeholders($template)
                .iter()
                .all(|p| words.params.contains_key(*p)),
            "the words {} have a placeholder without a value",
            $key
        );
        words
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_each_placeholder_and_leaves_other_braces() {
        let w = say!(
            "t.one",
            "{n} of {total} done for {name} {not a placeholder} {}",
            n = 2,
            total = 2.5,
            name = "Ana"
        );
        assert_eq!(w.text, "2 of 2.5 done for Ana {not a placeholder} {}");
        assert_eq!(w.params.get("n"), Some(&Param::Number(2.0)));
        assert_eq!(placeholders("{a} {b} {a}"), vec!["a", "b"]);
    }

    #[test]
    fn said_in_another_language_with_words_within_words() {
        let why = say!("t.why", "the disk is full");
        let w = say!("t.outer", "Not saved: {why} ({n})", why = why, n = 2);
        let de = |k: &str| match k {
            "t.outer" => Some("Nicht gespeichert: {why} ({n})".to_string()),
            "t.why" => Some("die Festplatte ist voll".to_string()),
            _ => None,
        };
        assert_eq!(
            w.said_in(&de),
            "Nicht gespeichert: die Festplatte ist voll (2)"
        );
        assert_eq!(w.said_in(&|_| None), "Not saved: the disk is full (2)");
        assert_eq!(Words::plain("as sent").said_in(&de), "as sent");
    }

    #[test]
    fn serialises_numbers_as_numbers_and_text_as_strings() {
        let w = say!("t.two", "{n} {s}", n = 3u32, s = "x");
        let v = serde_json::to_value(&w).unwrap();
        assert_eq!(v["params"]["n"], serde_json::json!(3.0));
        assert_eq!(v["params"]["s"], serde_json::json!("x"));
        let back: Words = serde_json::from_value(v).unwrap();
        assert_eq!(back, w);
    }
}
