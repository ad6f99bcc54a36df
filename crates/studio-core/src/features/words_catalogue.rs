//! The English half of the window's catalogue for the words the Rust side says: every `say!("key",
//! "template", …)` of the workspace's sources, read from the source text (key and template are
//! literals), and the labels of the service's option lists (`media_api::catalog`). `export-bindings`
//! writes them to `ui/src/i18n/en/core.ts` (and checks it is current); the window's other languages
//! translate the same keys by hand (`ui/src/i18n/de/core.ts`), and its catalogue check holds the keys and
//! placeholders equal. Every key is written under `core.`, the catalogue area of these words.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The catalogue area of these words: the window looks a key up as `core.<key>`.
pub const AREA: &str = "core";

/// Every `say!` of the `.rs` files under `roots` (key → English template), plus the option labels.
/// A key written twice with two different templates is an error, as is a `say!(` whose key and template
/// are not two string literals.
pub fn english(roots: &[PathBuf]) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    let mut files = Vec::new();
    for root in roots {
        rust_files(root, &mut files).map_err(|e| format!("{}: {e}", root.display()))?;
    }
    files.sort();
    for file in files {
        let text =
            std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
        for (key, template) in says(&text).map_err(|e| format!("{}: {e}", file.display()))? {
            add(&mut out, key, template, &file)?;
        }
    }
    for (key, label) in labels() {
        add(&mut out, key, label, Path::new("media_api::catalog"))?;
    }
    Ok(out)
}

fn add(
    out: &mut BTreeMap<String, String>,
    key: String,
    template: String,
    from: &Path,
) -> Result<(), String> {
    match out.get(&key) {
        Some(before) if *before != template => Err(format!(
            "{}: the key \"{key}\" has two templates: \"{before}\" and \"{template}\"",
            from.display()
        )),
        _ => {
            out.insert(key, template);
            Ok(())
        }
    }
}

/// The labels of the option lists the window shows (`label.aspect_ratio.<value>`,
/// `label.photo_type.<value>`), the names of the kinds of recipe step (`label.step_kind.<key>`), and the
/// built-in recipes' names and step labels (`label.recipe.<id>`, `label.recipe.<id>.<step>`), which the
/// window says in its language while they are still the app's own.
pub fn labels() -> Vec<(String, String)> {
    use media_api::catalog;
    let mut out = Vec::new();
    for l in catalog::aspect_ratios() {
        out.push((
            format!("label.aspect_ratio.{}", l.value.as_str()),
            l.label.to_string(),
        ));
    }
    for l in catalog::photo_types() {
        out.push((
            format!("label.photo_type.{}", l.value.as_str()),
            l.label.to_string(),
        ));
    }
    for k in crate::features::recipes::recipe_step_kinds() {
        out.push((format!("label.step_kind.{}", k.key), k.label));
    }
    for r in crate::features::recipes::starters() {
        out.push((format!("label.recipe.{}", r.id), r.name.clone()));
        for (i, s) in r.steps.iter().enumerate() {
            out.push((format!("label.recipe.{}.{i}", r.id), s.label.clone()));
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            rust_files(&path, out)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    Ok(())
}

const MACRO: &str = "say!(";

/// The (key, template) of each `say!(` in a source text, up to its `#[cfg(test)]` module; mentions in
/// comments are skipped.
pub fn says(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out = Vec::new();
    for (n, line) in text.lines().enumerate() {
        // A file's tests (at its end) say what they like.
        if line == "#[cfg(test)]" {
            break;
        }
        let code = line.trim_start();
        if code.starts_with("//") {
            continue;
        }
        let mut from = 0;
        while let Some(at) = line[from..].find(MACRO) {
            let start = from + at;
            from = start + MACRO.len();
            // `media_api::say!(` counts; `my_say!(` and the text "say!(" do not.
            let before = line[..start].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"') {
                continue;
            }
            let offset: usize = text.lines().take(n).map(|l| l.len() + 1).sum::<usize>() + from;
            let rest = &text[offset..];
            let (key, rest) =
                literal(rest).ok_or_else(|| format!("line {}: say! needs a literal key", n + 1))?;
            let rest = rest.trim_start();
            let rest = rest
                .strip_prefix(',')
                .ok_or_else(|| format!("line {}: say! needs a key and a template", n + 1))?;
            let (template, _) = literal(rest)
                .ok_or_else(|| format!("line {}: say! needs a literal template", n + 1))?;
            out.push((key, template));
        }
    }
    Ok(out)
}

/// A Rust string literal at the start of `s` (after white space), unescaped, and what follows it.
fn literal(s: &str) -> Option<(String, &str)> {
    let s = s.trim_start();
    let body = s.strip_prefix('"')?;
    let mut out = String::new();
    let mut chars = body.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return Some((out, &body[i + 1..])),
            '\\' => match chars.next()?.1 {
                'n' => out.push('\n'),
                't' => out.push('\t'),
                '\\' => out.push('\\'),
                '"' => out.push('"'),
                '\'' => out.push('\''),
                '\n' => {
                    // A line continuation: the next line's leading white space is not part of it.
                    while chars.clone().next().is_some_and(|(_, c)| c.is_whitespace()) {
                        chars.next();
                    }
                }
                _ => return None,
            },
            c => out.push(c),
        }
    }
    None
}

/// The TypeScript file of the English catalogue (`ui/src/i18n/en/core.ts`).
pub fn typescript(words: &BTreeMap<String, String>) -> String {
    let mut s = String::from(
        "// GENERATED by `cargo run -p media-studio --example export-bindings` from every `say!` of the Rust\n\
         // sources and the service's option labels (studio-core words_catalogue.rs): do not edit. The words the\n\
         // Rust side says (errors, field problems, price notes, why a job failed), in English; ../de/core.ts\n\
         // says them in German.\n\
         export const core = {\n",
    );
    for (key, template) in words {
        let key = serde_json::to_string(&format!("{AREA}.{key}")).unwrap_or_default();
        let value = serde_json::to_string(template).unwrap_or_default();
        s.push_str(&format!("  {key}: {value},\n"));
    }
    s.push_str("} as const;\n");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_keys_and_templates_across_lines_and_skips_comments() {
        let src = r#"
            // say!("not.this", "a comment")
            let a = say!("one", "First {n}", n = 1);
            let b = media_api::say!(
                "two",
                "Second with \"quotes\" and a \
                 continued line"
            );
            let c = my_say!("three", "not ours");
        "#;
        let found = says(src).unwrap();
        assert_eq!(
            found,
            vec![
                ("one".to_string(), "First {n}".to_string()),
                (
                    "two".to_string(),
                    "Second with \"quotes\" and a continued line".to_string()
                ),
            ]
        );
        assert!(says(r#"say!(KEY, "x")"#).is_err());
    }

    #[test]
    fn a_key_with_two_templates_is_refused() {
        let mut out = BTreeMap::new();
        add(&mut out, "k".into(), "one".into(), Path::new("a.rs")).unwrap();
        add(&mut out, "k".into(), "one".into(), Path::new("b.rs")).unwrap();
        assert!(add(&mut out, "k".into(), "two".into(), Path::new("c.rs")).is_err());
    }

    #[test]
    fn the_workspace_catalogue_has_this_crates_words() {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src");
        let words = english(&[root]).unwrap();
        assert_eq!(
            words.get("error.not_connected").map(String::as_str),
            Some("Connect to the sandbox or to the service first")
        );
        assert_eq!(
            words
                .get("label.photo_type.mirror_selfie")
                .map(String::as_str),
            Some("Mirror selfie")
        );
        let ts = typescript(&words);
        assert!(ts.contains(
            "\"core.error.not_connected\": \"Connect to the sandbox or to the service first\","
        ));
    }
}
