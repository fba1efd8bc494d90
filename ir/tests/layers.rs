//! The layers of `ods-ir` above the core and the text layer import one
//! way: each module names only modules of its own layer or of layers below
//! it. The core (`ods-ir-core`) and the text layer (`ods-text`) are crates
//! below this one, so cargo already keeps them from naming it. An import
//! from a layer above fails this test.

use std::collections::BTreeSet;
use std::path::Path;

/// The layers of `ods-ir`, lowest first, with their modules (files or
/// directories under `ir/src`).
const LAYERS: &[(&str, &[&str])] = &[
    ("verification", &["verify", "branch", "region_branch", "interfaces"]),
    ("ODS engine", &["ods", "view"]),
    ("rewriting", &["effects", "rewrite", "simplify"]),
    ("passes", &["pass"]),
    ("documentation", &["docs"]),
];

/// The modules among `above` that `src` names, in code outside its
/// `#[cfg(test)]` part: through `crate::`, through `ods_ir::` (the crate
/// names itself so, for its own macros), or through as many `super::` as
/// lead from the file's module (`depth` levels below the crate root) to
/// the root.
fn upward_names(src: &str, depth: usize, above: &[&'static str]) -> BTreeSet<&'static str> {
    let code = src.split("#[cfg(test)]").next().unwrap_or(src);
    let code: String = code.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
    let to_root = "super::".repeat(depth);
    let mut found = BTreeSet::new();
    for prefix in ["crate::", "ods_ir::", to_root.as_str()] {
        let mut rest = code.as_str();
        while let Some(i) = rest.find(prefix) {
            // `ods_ir::` inside a longer name, or `super::` that is one of a
            // longer chain, is not this prefix.
            let before = rest[..i].chars().next_back();
            rest = &rest[i + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == ':') {
                continue;
            }
            if prefix == to_root && rest.starts_with("super::") {
                continue;
            }
            // `crate::{a::X, b}` names every top-level item of the group.
            let names: Vec<&str> = if let Some(group) = rest.strip_prefix('{') {
                let end = group.find('}').unwrap_or(group.len());
                group[..end].split(',').map(|s| s.trim()).collect()
            } else {
                vec![rest]
            };
            for n in names {
                let head: String = n.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
                if let Some(m) = above.iter().find(|m| **m == head) {
                    found.insert(*m);
                }
            }
        }
    }
    found
}

/// How many modules deep the file `rel` (relative to `src/`) is: 1 for
/// `verify.rs` and `ods/mod.rs`, 2 for `ods/format.rs`.
fn module_depth(rel: &str) -> usize {
    let parts = rel.split('/').count();
    if rel.ends_with("/mod.rs") {
        parts - 1
    } else {
        parts
    }
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
fn layers_import_downward_only() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut arrows = BTreeSet::new();
    for (i, (_, modules)) in LAYERS.iter().enumerate() {
        let above: Vec<&'static str> = LAYERS[i + 1..].iter().flat_map(|(_, m)| m.iter().copied()).collect();
        for m in *modules {
            let mut files = Vec::new();
            let dir = src.join(m);
            if dir.is_dir() {
                rust_files(&dir, &mut files);
            } else {
                let f = src.join(format!("{m}.rs"));
                assert!(f.is_file(), "module {m} not found at {}", f.display());
                files.push(f);
            }
            for f in &files {
                let rel = f.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
                let depth = module_depth(&rel);
                for m in upward_names(&std::fs::read_to_string(f).unwrap(), depth, &above) {
                    arrows.insert((rel.clone(), m));
                }
            }
        }
    }
    assert!(arrows.is_empty(), "modules import from the layers above them: (file, module) {arrows:?}");
}

#[test]
fn every_module_has_a_layer() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let placed: BTreeSet<&str> = LAYERS.iter().flat_map(|(_, m)| m.iter().copied()).collect();
    for e in std::fs::read_dir(&src).unwrap() {
        let p = e.unwrap().path();
        let name = p.file_stem().unwrap().to_string_lossy().into_owned();
        if name != "lib" {
            assert!(placed.contains(name.as_str()), "module {name} of ods-ir is in no layer of LAYERS");
        }
    }
}

#[test]
fn grouped_and_nested_paths_are_seen() {
    let names = upward_names(
        "use crate::{attrs::Attr, print::Printer};\nfn f() { crate::parse::x(); }\n#[cfg(test)]\nuse crate::ods;",
        1,
        &["ods", "parse", "print"],
    );
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["parse", "print"]);
}

#[test]
fn paths_through_the_crate_name_and_super_are_seen() {
    let above = ["pass", "rewrite", "docs"];
    let src = "use ods_ir::pass::inline;\nuse super::super::rewrite::X;\nuse super::docs;\n// crate::docs\n";
    // Two levels down (`ods/format.rs`): `super::super::` is the root,
    // `super::docs` a sibling in `ods`.
    let names = upward_names(src, 2, &above);
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["pass", "rewrite"]);
    // One level down (`verify.rs`): `super::docs` is the root's `docs`.
    let names = upward_names("use super::docs;", 1, &above);
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["docs"]);
    assert_eq!(module_depth("ods/mod.rs"), 1);
    assert_eq!(module_depth("ods/format.rs"), 2);
    assert_eq!(module_depth("verify.rs"), 1);
}
