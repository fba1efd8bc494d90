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
    ("verification", &["verify", "branch", "interfaces"]),
    ("ODS engine", &["ods"]),
    ("rewriting", &["effects", "rewrite", "simplify"]),
    ("passes", &["pass"]),
    ("documentation", &["docs"]),
];

/// The modules among `above` that `src` names through `crate::`, in code
/// outside its `#[cfg(test)]` part.
fn upward_names(src: &str, above: &[&'static str]) -> BTreeSet<&'static str> {
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
            if let Some(m) = above.iter().find(|m| **m == head) {
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
                for m in upward_names(&std::fs::read_to_string(f).unwrap(), &above) {
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
        &["ods", "parse", "print"],
    );
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["parse", "print"]);
}
