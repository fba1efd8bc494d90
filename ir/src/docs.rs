//! Markdown reference of a dialect, like `mlir-tblgen -gen-op-doc`: for each
//! op its summary, syntax, description, traits and interfaces, from the
//! registered definitions.

use crate::registry::Registry;
use std::fmt::Write;

/// The reference of dialect `name` as Markdown.
pub fn dialect_markdown(name: &str) -> String {
    let reg = Registry::global();
    let mut out = String::new();
    let Some(d) = reg.dialect(name) else { return out };
    let _ = writeln!(out, "# '{}' Dialect\n", d.name);
    if !d.summary.is_empty() {
        let _ = writeln!(out, "{}\n", d.summary);
    }
    if !d.description.is_empty() {
        let _ = writeln!(out, "{}\n", d.description.trim());
    }
    let types: Vec<_> = reg.type_defs().iter().filter(|t| t.dialect == name).collect();
    if !types.is_empty() {
        let _ = writeln!(out, "## Types\n");
        for t in types {
            let _ = writeln!(out, "### {}\n", t.mnemonic);
            let _ = writeln!(out, "_{}_\n", t.summary);
            let _ = writeln!(out, "Syntax: `!{}.{}`\n", t.dialect, t.mnemonic);
            if !t.description.is_empty() {
                let _ = writeln!(out, "{}\n", t.description.trim());
            }
        }
    }
    let _ = writeln!(out, "## Operations\n");
    for op in reg.ops().into_iter().filter(|o| o.dialect() == name) {
        let _ = writeln!(out, "### `{}`\n", op.name);
        if !op.summary.is_empty() {
            let _ = writeln!(out, "_{}_\n", op.summary);
        }
        if let Some(syntax) = op.syntax {
            let _ = writeln!(out, "Syntax:\n\n```\noperation ::= `{}` {}\n```\n", op.name, syntax);
        }
        if !op.description.is_empty() {
            let _ = writeln!(out, "{}\n", op.description.trim());
        }
        let traits = op.traits.names();
        if !traits.is_empty() {
            let _ = writeln!(out, "Traits: {}\n", traits.iter().map(|t| trait_doc_name(t)).collect::<Vec<_>>().join(", "));
        }
        if !op.interface_names.is_empty() {
            let _ = writeln!(out, "Interfaces: {}\n", op.interface_names.join(", "));
        }
        if let Some(table) = op.doc_tables {
            out.push_str(table);
        }
    }
    out
}

/// `NO_MEMORY_EFFECT` -> `NoMemoryEffect`.
fn trait_doc_name(t: &str) -> String {
    t.split('_').map(|w| w[..1].to_string() + &w[1..].to_lowercase()).collect()
}
