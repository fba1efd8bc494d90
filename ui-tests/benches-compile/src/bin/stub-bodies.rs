//! Rewrites a dialect crate's sources with every hand-written function body
//! replaced by `loop {}`, so that compiling what is left measures what the
//! op definitions cost: the derive's expansion, the items it needs, the
//! signatures of the hooks it calls. `stub-bodies <src dir>` rewrites the
//! `.rs` files under that directory in place (see `definitions.sh`, which
//! works on a copy).
//!
//! Kept: `const fn` bodies (constants may evaluate them) and bodies of
//! functions returning `impl Trait` (`!` implements no trait). Bodies that
//! a local `macro_rules!` pastes in as a `$name:block` fragment are
//! dropped the same way, in the macro's transcriber.

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::visit_mut::VisitMut;

struct Stub;

fn returns_impl(sig: &syn::Signature) -> bool {
    matches!(&sig.output, syn::ReturnType::Type(_, t) if t.to_token_stream().into_iter().any(|t| matches!(t, TokenTree::Ident(i) if i == "impl")))
}

fn stub(sig: &syn::Signature, block: &mut syn::Block) {
    if sig.constness.is_none() && !returns_impl(sig) {
        *block = syn::parse_quote!({ loop {} });
    }
}

impl VisitMut for Stub {
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
    fn visit_item_macro_mut(&mut self, m: &mut syn::ItemMacro) {
        if m.mac.path.is_ident("macro_rules") {
            m.mac.tokens = stub_block_fragments(std::mem::take(&mut m.mac.tokens));
        }
    }
}

/// In each rule of a `macro_rules!` body, `$x` where the matcher declares
/// `$x:block` becomes `{ loop {} }` in the transcriber.
fn stub_block_fragments(rules: TokenStream) -> TokenStream {
    let mut out = Vec::new();
    let mut tokens = rules.into_iter().peekable();
    while let Some(t) = tokens.next() {
        // A rule: (matcher) => {transcriber}
        let TokenTree::Group(matcher) = &t else {
            out.push(t);
            continue;
        };
        let blocks = block_fragments(matcher.stream());
        out.push(t);
        while let Some(t) = tokens.next() {
            if let TokenTree::Group(g) = &t {
                let mut body = proc_macro2::Group::new(g.delimiter(), replace(g.stream(), &blocks));
                body.set_span(g.span());
                out.push(TokenTree::Group(body));
                break;
            }
            out.push(t);
        }
    }
    out.into_iter().collect()
}

fn block_fragments(matcher: TokenStream) -> Vec<String> {
    let tokens: Vec<TokenTree> = matcher.into_iter().collect();
    let mut names = Vec::new();
    for (i, t) in tokens.iter().enumerate() {
        match t {
            TokenTree::Group(g) => names.extend(block_fragments(g.stream())),
            TokenTree::Punct(p) if p.as_char() == '$' => {
                if let (Some(TokenTree::Ident(n)), Some(TokenTree::Punct(c)), Some(TokenTree::Ident(k))) =
                    (tokens.get(i + 1), tokens.get(i + 2), tokens.get(i + 3))
                {
                    if c.as_char() == ':' && k == "block" {
                        names.push(n.to_string());
                    }
                }
            }
            _ => {}
        }
    }
    names
}

fn replace(stream: TokenStream, blocks: &[String]) -> TokenStream {
    let tokens: Vec<TokenTree> = stream.into_iter().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < tokens.len() {
        match &tokens[i] {
            TokenTree::Punct(p) if p.as_char() == '$' => {
                if let Some(TokenTree::Ident(n)) = tokens.get(i + 1) {
                    if blocks.contains(&n.to_string()) {
                        out.extend(quote::quote!({ loop {} }));
                        i += 2;
                        continue;
                    }
                }
                out.push(tokens[i].clone());
            }
            TokenTree::Group(g) => {
                let mut inner = proc_macro2::Group::new(g.delimiter(), replace(g.stream(), blocks));
                inner.set_span(g.span());
                out.push(TokenTree::Group(inner));
            }
            t => out.push(t.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

fn rewrite(dir: &std::path::Path) {
    for entry in std::fs::read_dir(dir).expect("read the source directory") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rewrite(&path);
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read a source file");
        let mut file = syn::parse_file(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        Stub.visit_file_mut(&mut file);
        // Unused arguments and imports are expected now.
        file.attrs.retain(|a| !a.path().is_ident("warn") && !a.path().is_ident("deny"));
        file.attrs.push(syn::parse_quote!(#![allow(warnings)]));
        std::fs::write(&path, file.into_token_stream().to_string()).expect("write a source file");
    }
}

fn main() {
    let dir = std::env::args().nth(1).expect("usage: stub-bodies <src dir>");
    rewrite(std::path::Path::new(&dir));
}
