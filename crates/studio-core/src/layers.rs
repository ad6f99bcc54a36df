//! The layers of studio-core, checked (docs/architecture.md, "studio-core: the layers"): each folder of
//! `src/` is in one layer, and a file's code names only folders of its own layer or below: `crate::x`,
//! and `super::…` / `self::…` resolved to the module they name. Comments and a file's tests (its
//! `#[cfg(test)] mod tests { … }` block, not what follows it) are not looked at. A folder this table
//! does not place fails the check, so a new one is put in a layer when it is made.

/// The layers, lowest first, and the folders of `src/` in each (`lib` and `layers` are its two files).
const LAYERS: &[&[&str]] = &[
    &["base"],
    &["store", "session", "media_server"],
    &["jobs"],
    &["kinds"],
    &["features"],
    &["api", "lib", "layers"],
];

/// The most entries `src/` holds: its layers' folders and its two files.
const TOP_ENTRIES_MAX: usize = 12;

fn layer_of(folder: &str) -> Option<usize> {
    LAYERS.iter().position(|l| l.contains(&folder))
}

/// A file's code for the check: comments and its tests module left out, what follows that module
/// kept (rustfmt puts a top-level module's closing brace alone at the start of a line).
fn code_of(text: &str) -> String {
    let code: Vec<&str> = text
        .lines()
        .map(|l| l.find("//").map_or(l, |i| &l[..i]))
        .collect();
    let mut code = code.join("\n");
    while let Some(start) = code.find("#[cfg(test)]\nmod tests {") {
        let end = code[start..]
            .find("\n}")
            .map_or(code.len(), |e| start + e + 2);
        code.replace_range(start..end, "");
    }
    code
}

fn ident_at(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The first segment of each path of a `use` tree or path starting at `s` (`a::b` gives `a`; `{a,
/// b::c}` gives `a` and `b`).
fn first_segments(s: &str) -> Vec<String> {
    let Some(group) = s.strip_prefix('{') else {
        return vec![ident_at(s).to_string()];
    };
    let (mut out, mut depth, mut item_start) = (Vec::new(), 1, true);
    for (j, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 1 => break,
            '}' => depth -= 1,
            ',' if depth == 1 => item_start = true,
            c if c.is_whitespace() => {}
            _ if item_start && depth == 1 => {
                item_start = false;
                out.push(ident_at(&group[j..]).to_string());
            }
            _ => {}
        }
    }
    out
}

/// The top-level folder (or file) of `src/` each path of `code` names, for the file at `rel` (its path
/// under `src/`, `/`-separated): `crate::x::…` names `x`; `super::` and `self::` are resolved from the
/// file's own module (`kinds/image.rs` is `kinds::image`, `kinds/mod.rs` is `kinds`).
fn named(rel: &str, code: &str) -> Vec<String> {
    let mut module: Vec<&str> = rel.trim_end_matches(".rs").split('/').collect();
    if module.last() == Some(&"mod") || module == ["lib"] {
        module.pop();
    }
    let mut out = Vec::new();
    for (at, _) in code.match_indices("crate::") {
        out.extend(first_segments(&code[at + "crate::".len()..]));
    }
    let mut relative: Vec<usize> = code.match_indices("super::").map(|(at, _)| at).collect();
    relative.extend(code.match_indices("self::").map(|(at, _)| at));
    for at in relative {
        let before = code[..at].chars().last();
        if before.is_some_and(|c| c == ':' || c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let mut rest = &code[at..];
        let mut path = module.clone();
        if let Some(r) = rest.strip_prefix("self::") {
            rest = r;
        }
        while let Some(r) = rest.strip_prefix("super::") {
            path.pop();
            rest = r;
        }
        match path.first() {
            Some(top) => out.push(top.to_string()),
            None => out.extend(first_segments(rest)),
        }
    }
    out
}

/// What is wrong with the file at `rel` holding `text`: each folder it names above its own layer, or
/// in none.
fn problems_of(rel: &str, text: &str) -> Vec<String> {
    let own_folder = rel
        .split('/')
        .next()
        .unwrap_or_default()
        .trim_end_matches(".rs");
    let Some(own) = layer_of(own_folder) else {
        return vec![format!(
            "{rel}: `{own_folder}` is in no layer (src/layers.rs)"
        )];
    };
    let mut out = Vec::new();
    for name in named(rel, &code_of(text)) {
        match layer_of(&name) {
            None => out.push(format!("{rel}: names `crate::{name}`, which is in no layer")),
            Some(theirs) if theirs > own => out.push(format!(
                "{rel}: `{own_folder}` (layer {own}) names `{name}` (layer {theirs}), a layer above it"
            )),
            Some(_) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::{Path, PathBuf};

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src is readable") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                rust_files(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    #[test]
    fn every_file_names_only_its_own_layer_or_below() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let top = std::fs::read_dir(&src).expect("src").count();
        assert!(top <= TOP_ENTRIES_MAX, "src/ holds {top} entries");
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        files.sort();
        let mut problems = Vec::new();
        for file in files {
            let rel = file.strip_prefix(&src).expect("under src");
            let rel = rel.to_string_lossy().replace('\\', "/");
            if rel != "layers.rs" {
                let text = std::fs::read_to_string(&file).expect("readable");
                problems.extend(problems_of(&rel, &text));
            }
        }
        problems.sort();
        problems.dedup();
        assert!(
            problems.is_empty(),
            "arrows pointing up in studio-core:\n{}",
            problems.join("\n")
        );
    }

    /// The check itself: an upward path in a nested file, written with `super::super::`, or after a
    /// tests module, fails it; paths in comments and in the tests module don't.
    #[test]
    fn the_check_sees_nested_and_late_arrows() {
        let nested = "use super::super::features::gallery;\nuse super::face::Resolved;\n";
        assert_eq!(problems_of("kinds/image.rs", nested).len(), 1, "{nested}");
        assert!(problems_of("kinds/image.rs", "use super::{face, Kind};").is_empty());
        assert_eq!(
            problems_of("jobs/spend/mod.rs", "use super::super::api::Core;").len(),
            1
        );
        let late = "use crate::base::error::Result;\n// crate::api in words\n#[cfg(test)]\nmod tests {\n    use crate::api::Core;\n    fn f() { if true { } }\n}\n\nuse crate::features::gallery;\n";
        let found = problems_of("jobs/state.rs", late);
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("`features`"), "{found:?}");
        assert_eq!(
            named(
                "kinds/mod.rs",
                "use crate::{base::error::Result, jobs::{spend, Jobs}};\nuse self::image::X;"
            ),
            ["base", "jobs", "kinds"]
        );
        assert_eq!(
            problems_of("widgets/x.rs", "").len(),
            1,
            "a folder in no layer"
        );
    }

    /// docs/architecture.md's picture of the layers shows this table: each layer a line starting with
    /// its folders (`jobs/`), highest first.
    #[test]
    fn the_architecture_picture_is_this_table() {
        let doc = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/architecture.md");
        let doc = std::fs::read_to_string(doc).expect("docs/architecture.md");
        let section = doc
            .split("## studio-core: the layers")
            .nth(1)
            .and_then(|s| s.split("```").nth(1))
            .expect("the layers' picture");
        let mut drawn: Vec<Vec<String>> = section
            .lines()
            .map(|l| {
                l.split_whitespace()
                    .take_while(|w| w.ends_with('/'))
                    .map(|w| w.trim_end_matches('/').to_string())
                    .collect::<Vec<_>>()
            })
            .filter(|folders| !folders.is_empty())
            .collect();
        drawn.reverse();
        let table: Vec<Vec<String>> = LAYERS
            .iter()
            .map(|l| {
                l.iter()
                    .filter(|f| !matches!(**f, "lib" | "layers"))
                    .map(|f| f.to_string())
                    .collect()
            })
            .collect();
        assert_eq!(drawn, table, "docs/architecture.md draws other layers");
    }
}
