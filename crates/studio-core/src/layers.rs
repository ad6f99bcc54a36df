//! The layers of studio-core, checked (docs/architecture.md, "studio-core: the layers"): each module sits
//! in one layer, and its code names only modules of its own layer or below (`crate::x`, and `super::x`
//! where that is the crate). Comments and a file's tests are not looked at. A module this table does not
//! place fails the check, so a new module is put in a layer when it is made.

/// The layers, lowest first, and the modules in each (a file's module is its first path segment under
/// `src/`; `root_items` are the functions and constants lib.rs itself defines, such as `lock`).
const LAYERS: &[(&str, &[&str])] = &[
    ("ground", &["base", "root_items"]),
    ("below", &["session", "store", "media_server"]),
    ("jobs", &["jobs"]),
    ("kinds", &["kinds"]),
    ("features", &["features"]),
    ("api", &["api", "layers", "lib"]),
];

mod tests {
    use super::LAYERS;
    use std::collections::BTreeMap;
    use std::path::{Path, PathBuf};

    fn layer_of(module: &str) -> Option<usize> {
        LAYERS.iter().position(|(_, ms)| ms.contains(&module))
    }

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

    /// The code a file holds for the check: comments and its tests left out.
    fn code_of(text: &str) -> String {
        let text = match text.find("#[cfg(test)]\nmod tests") {
            Some(i) => &text[..i],
            None => text,
        };
        text.lines()
            .map(|l| match l.find("//") {
                Some(i) => &l[..i],
                None => l,
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn ident_at(s: &str) -> &str {
        let end = s
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
            .unwrap_or(s.len());
        &s[..end]
    }

    /// The first segment of every path after each `prefix` (`crate::a::b` gives `a`; `crate::{a, b::c}`
    /// gives `a` and `b`).
    fn named_after(code: &str, prefix: &str) -> Vec<String> {
        let mut out = Vec::new();
        let mut rest = code;
        while let Some(i) = rest.find(prefix) {
            rest = &rest[i + prefix.len()..];
            if let Some(group) = rest.strip_prefix('{') {
                let mut depth = 1;
                let mut item_start = true;
                for (j, c) in group.char_indices() {
                    match c {
                        '{' => depth += 1,
                        '}' => {
                            depth -= 1;
                            if depth == 0 {
                                break;
                            }
                        }
                        ',' if depth == 1 => item_start = true,
                        c if c.is_whitespace() => {}
                        _ if item_start && depth == 1 => {
                            item_start = false;
                            let name = ident_at(&group[j..]);
                            if !name.is_empty() {
                                out.push(name.to_string());
                            }
                        }
                        _ => {}
                    }
                }
            } else {
                let name = ident_at(rest);
                if !name.is_empty() {
                    out.push(name.to_string());
                }
            }
        }
        out
    }

    /// The names lib.rs gives at the crate's root (`pub use x::...::{A, B}`), by the module they are in;
    /// what lib.rs defines itself (`fn`, `const`, `static`) is `root_items`.
    fn root_names(lib: &str) -> BTreeMap<String, String> {
        let mut names = BTreeMap::new();
        let code = code_of(lib);
        for line in code.lines() {
            let line = line.trim_start();
            for keyword in ["fn ", "const ", "static "] {
                if let Some(at) = line.find(keyword) {
                    let before = &line[..at];
                    if before.is_empty() || before.starts_with("pub") {
                        let name = ident_at(&line[at + keyword.len()..]);
                        names.insert(name.to_string(), "root_items".to_string());
                    }
                }
            }
        }
        for stmt in code.split(';') {
            let Some(i) = stmt.find("pub use ") else {
                continue;
            };
            let path = stmt[i + "pub use ".len()..].trim();
            let path = path.strip_prefix("crate::").unwrap_or(path);
            let module = ident_at(path).to_string();
            let listed = match (path.find('{'), path.rfind('}')) {
                (Some(a), Some(b)) if a < b => path[a + 1..b].to_string(),
                _ => path.rsplit("::").next().unwrap_or_default().to_string(),
            };
            for name in listed.split(',') {
                let name = ident_at(name.trim());
                if !name.is_empty() {
                    names.insert(name.to_string(), module.clone());
                }
            }
        }
        names
    }

    #[test]
    fn every_module_names_only_its_own_layer_or_below() {
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        rust_files(&src, &mut files);
        files.sort();
        let lib = std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs");
        let roots = root_names(&lib);
        let mut problems = Vec::new();
        for file in &files {
            let rel = file.strip_prefix(&src).expect("under src");
            let parts: Vec<String> = rel
                .iter()
                .map(|p| p.to_string_lossy().to_string())
                .collect();
            let module = parts[0].trim_end_matches(".rs").to_string();
            let Some(own) = layer_of(&module) else {
                problems.push(format!(
                    "{}: module `{module}` is in no layer (src/layers.rs)",
                    rel.display()
                ));
                continue;
            };
            if module == "layers" {
                continue;
            }
            let text = std::fs::read_to_string(file).expect("readable");
            let code = code_of(&text);
            let mut names = named_after(&code, "crate::");
            // `super::` is the crate in a top-level file and in a folder's mod.rs.
            if parts.len() == 1 || (parts.len() == 2 && parts[1] == "mod.rs") {
                names.extend(named_after(&code, "super::"));
            }
            for name in names {
                let target = if layer_of(&name).is_some() {
                    name.clone()
                } else if let Some(m) = roots.get(&name) {
                    m.clone()
                } else {
                    problems.push(format!(
                        "{}: names `crate::{name}`, which is in no layer",
                        rel.display()
                    ));
                    continue;
                };
                let theirs = layer_of(&target).unwrap_or(0);
                if theirs > own {
                    problems.push(format!(
                        "{}: `{module}` ({}) names `{target}` ({}), a layer above it",
                        rel.display(),
                        LAYERS[own].0,
                        LAYERS[theirs].0
                    ));
                }
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

    #[test]
    fn the_check_reads_paths_and_groups() {
        let code = code_of(
            "use crate::{error::Result, jobs::{spend, Jobs}};\n// crate::features::gallery in words\nlet x = crate::model::now();\n#[cfg(test)]\nmod tests { use crate::core; }",
        );
        assert_eq!(named_after(&code, "crate::"), ["error", "jobs", "model"]);
        let roots =
            root_names("pub use crate::core::Core;\npub use jobs::spend::{Estimate, PriceBasis};");
        assert_eq!(roots.get("Core").map(String::as_str), Some("core"));
        assert_eq!(roots.get("PriceBasis").map(String::as_str), Some("jobs"));
    }
}
