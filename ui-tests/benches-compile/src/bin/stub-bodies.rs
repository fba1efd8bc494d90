//! Rewrites a dialect crate's sources with every hand-written function body
//! replaced by `loop {}`, so that compiling what is left measures what the
//! op definitions cost: the derive's expansion, the items it needs, the
//! signatures of the hooks it calls. `stub-bodies <src dir>` rewrites the
//! `.rs` files under that directory in place (see `definitions.sh`, which
//! works on a copy).
//!
//! `stub-bodies --base <src dir>` writes the baseline instead: a `lib.rs`
//! holding only the crate's imports of other crates (so that their
//! metadata is loaded as the real crate loads it), and no other file.
//!
//! Kept: `const fn` bodies (constants may evaluate them) and bodies of
//! functions returning `impl Trait` (`!` implements no trait). Rewrite
//! patterns go whole: `impl RewritePattern` blocks and the items that
//! local `macro_rules!` make (the crates' `pattern!` helpers), which
//! only the removed bodies named.

use proc_macro2::TokenTree;
use quote::ToTokens;
use syn::visit_mut::VisitMut;

struct Stub {
    /// The names of the crate's own `macro_rules!`.
    local_macros: Vec<String>,
}

impl Stub {
    /// Whether `item` is a rewrite pattern's: an `impl RewritePattern`, or
    /// an item made by a local macro.
    fn is_pattern(&self, item: &syn::Item) -> bool {
        match item {
            syn::Item::Impl(i) => i
                .trait_
                .as_ref()
                .and_then(|(path, _)| path.segments.last())
                .is_some_and(|s| s.ident == "RewritePattern"),
            syn::Item::Macro(m) => m
                .mac
                .path
                .segments
                .last()
                .is_some_and(|s| s.ident != "macro_rules" && self.local_macros.contains(&s.ident.to_string())),
            _ => false,
        }
    }
}

fn returns_impl(sig: &syn::Signature) -> bool {
    matches!(&sig.output, syn::ReturnType::Type(_, t) if t.to_token_stream().into_iter().any(|t| matches!(t, TokenTree::Ident(i) if i == "impl")))
}

fn stub(sig: &syn::Signature, block: &mut syn::Block) {
    if sig.constness.is_none() && !returns_impl(sig) {
        *block = syn::parse_quote!({ loop {} });
    }
}

impl VisitMut for Stub {
    fn visit_file_mut(&mut self, f: &mut syn::File) {
        f.items.retain(|i| !self.is_pattern(i));
        syn::visit_mut::visit_file_mut(self, f);
    }
    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain(|i| !self.is_pattern(i));
        }
        syn::visit_mut::visit_item_mod_mut(self, m);
    }
    fn visit_item_fn_mut(&mut self, f: &mut syn::ItemFn) {
        stub(&f.sig, &mut f.block);
    }
    fn visit_impl_item_fn_mut(&mut self, f: &mut syn::ImplItemFn) {
        stub(&f.sig, &mut f.block);
    }
    fn visit_trait_item_fn_mut(&mut self, f: &mut syn::TraitItemFn) {
        if let Some(block) = &mut f.default {
            stub(&f.sig, block);
        }
    }
}

/// The `.rs` files under `dir`, parsed.
fn sources(dir: &std::path::Path, out: &mut Vec<(std::path::PathBuf, syn::File)>) {
    for entry in std::fs::read_dir(dir).expect("read the source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("read a source file");
            let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((path, file));
        }
    }
}

fn rewrite(dir: &std::path::Path) {
    let mut files = Vec::new();
    sources(dir, &mut files);
    let local_macros = files
        .iter()
        .flat_map(|(_, f)| &f.items)
        .filter_map(|i| match i {
            syn::Item::Macro(m) if m.mac.path.is_ident("macro_rules") => m.ident.as_ref().map(|i| i.to_string()),
            _ => None,
        })
        .collect();
    let mut stub = Stub { local_macros };
    for (path, mut file) in files {
        stub.visit_file_mut(&mut file);
        // Unused arguments and imports are expected now.
        file.attrs.retain(|a| !a.path().is_ident("warn") && !a.path().is_ident("deny"));
        file.attrs.push(syn::parse_quote!(#![allow(warnings)]));
        std::fs::write(&path, file.into_token_stream().to_string()).expect("write a source file");
    }
}

/// The `use` items of every file under `dir` that name another crate.
fn imports(dir: &std::path::Path, local: &[String], out: &mut Vec<syn::ItemUse>) {
    for entry in std::fs::read_dir(dir).expect("read the source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            imports(&path, local, out);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read a source file");
        let file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for item in file.items {
            let syn::Item::Use(u) = item else { continue };
            // `use some_macro;` re-exports a local macro.
            let syn::UseTree::Path(p) = &u.tree else { continue };
            let first = p.ident.to_string();
            let is_local = ["crate", "self", "super"].contains(&first.as_str()) || local.contains(&first);
            if !is_local {
                // Names imported by two files would clash in one.
                let mut u = u;
                unnamed(&mut u.tree);
                u.vis = syn::Visibility::Inherited;
                out.push(u);
            }
        }
    }
}

/// `a::b::{c, d as e}` becomes `a::b::{c as _, d as _}`.
fn unnamed(tree: &mut syn::UseTree) {
    match tree {
        syn::UseTree::Path(p) => unnamed(&mut p.tree),
        syn::UseTree::Group(g) => g.items.iter_mut().for_each(unnamed),
        syn::UseTree::Name(n) => *tree = syn::parse_quote!(#n as _),
        syn::UseTree::Rename(r) => {
            let n = &r.ident;
            *tree = syn::parse_quote!(#n as _)
        }
        syn::UseTree::Glob(_) => {}
    }
}

fn write_base(dir: &std::path::Path) {
    let lib =
        syn::parse_file(&std::fs::read_to_string(dir.join("lib.rs")).expect("read lib.rs")).expect("parse lib.rs");
    let local: Vec<String> = lib
        .items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect();
    let mut uses = Vec::new();
    imports(dir, &local, &mut uses);
    std::fs::remove_dir_all(dir).expect("clear the source directory");
    std::fs::create_dir_all(dir).expect("make the source directory");
    let text = quote::quote!(#![allow(warnings)] #(#uses)*).to_string();
    std::fs::write(dir.join("lib.rs"), text).expect("write lib.rs");
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag, dir] if flag == "--base" => write_base(std::path::Path::new(dir)),
        [dir] => rewrite(std::path::Path::new(dir)),
        _ => panic!("usage: stub-bodies [--base] <src dir>"),
    }
}
