//! The core IR modules name no module of the layers above them (text,
//! verification, ODS engine, rewriting, passes), except for the arrows
//! listed in `KNOWN_UPWARD` that are still to be cut (see ARCHITECTURE.md).
//! A new upward import fails this test; so does a listed one that is gone,
//! so the list only shrinks.

use std::collections::BTreeSet;
use std::path::Path;

/// Modules of the core layer (files or directories under `ir/src`).
const CORE: &[&str] = &[
    "affine",
    "attrs",
    "bigint",
    "builder",
    "context",
    "diag",
    "dominance",
    "entity",
    "float_format",
    "intern",
    "ir",
    "registry",
    "stack",
    "stats",
    "symbol_table",
    "types",
    "walk",
];

/// Modules of the layers above the core.
const ABOVE: &[&str] = &["builtin", "docs", "ods", "parse", "pass", "print", "rewrite", "verify"];

/// Upward arrows still present: (core file, module above).
const KNOWN_UPWARD: &[(&str, &str)] = &[];

/// The modules above the core that `src` names through `crate::`, in code
/// outside its `#[cfg(test)]` part.
fn upward_names(src: &str) -> BTreeSet<&'static str> {
    let code = src.split("#[cfg(test)]").next().unwrap_or(src);
    let mut found = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        // `crate::{a::X, b}` names every top-level item of the group.
        let names: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
            let end = group.find('}').unwrap_or(group.len());
            group[..end].split(',').map(|s| s.trim()).collect()
        } else {
            vec![rest]
        };
        for n in names {
            let head: String = n.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
            if let Some(m) = ABOVE.iter().find(|m| **m == head) {
                found.insert(*m);
            }
        }
    }
    found
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn the_core_imports_nothing_from_above() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for m in CORE {
        let dir = src.join(m);
        if dir.is_dir() {
            rust_files(&dir, &mut files);
        } else {
            let f = src.join(format!("{m}.rs"));
            assert!(f.is_file(), "core module {m} not found at {}", f.display());
            files.push(f);
        }
    }
    let mut arrows = BTreeSet::new();
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        for m in upward_names(&std::fs::read_to_string(f).unwrap()) {
            arrows.insert((rel.clone(), m));
        }
    }
    let known: BTreeSet<(String, &str)> = KNOWN_UPWARD.iter().map(|(f, m)| (f.to_string(), *m)).collect();
    let new: Vec<_> = arrows.difference(&known).collect();
    assert!(new.is_empty(), "core modules import from the layers above: {new:?}");
    let gone: Vec<_> = known.difference(&arrows).collect();
    assert!(gone.is_empty(), "these arrows are cut: remove them from KNOWN_UPWARD: {gone:?}");
}

#[test]
fn grouped_and_nested_paths_are_seen() {
    let names = upward_names(
        "use crate::{attrs::Attr, print::Printer};\nfn f() { crate::parse::x(); }\n#[cfg(test)]\nuse crate::ods;",
    );
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["parse", "print"]);
}
