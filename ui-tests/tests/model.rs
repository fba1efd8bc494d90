//! Runs the macro model (no compiler) over every UI case: it must never
//! panic, every compile-fail case must produce an error, and every pass case
//! none. With `ODS_UI_PRINT=1` it prints each case's messages, a quick way
//! to read diagnostics before running trybuild.

use std::path::Path;

fn derives(attrs: &[syn::Attribute]) -> Vec<String> {
    let mut out = Vec::new();
    for a in attrs {
        if a.path().is_ident("derive") {
            let _ = a.parse_nested_meta(|m| {
                if let Some(i) = m.path.get_ident() {
                    out.push(i.to_string());
                }
                Ok(())
            });
        }
    }
    out
}

/// Expands every derive of the file with the model; the error messages.
fn expand_file(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).unwrap();
    let file = match syn::parse_file(&text) {
        Ok(f) => f,
        Err(e) => return vec![format!("(not Rust: {e})")],
    };
    let mut messages = Vec::new();
    for item in &file.items {
        let attrs = match item {
            syn::Item::Struct(s) => &s.attrs,
            syn::Item::Enum(e) => &e.attrs,
            _ => continue,
        };
        for d in derives(attrs) {
            let tokens = quote::quote!(#item);
            let f: fn(proc_macro2::TokenStream) -> proc_macro2::TokenStream = match d.as_str() {
                "Op" => ods_model::derive_op,
                "Type" => ods_model::typedef::derive_type,
                "Attr" => ods_model::typedef::derive_attr,
                "EnumAttr" => ods_model::enums::derive_enum,
                _ => continue,
            };
            let out = std::panic::catch_unwind(|| f(tokens))
                .unwrap_or_else(|_| panic!("the macro panicked on {}", path.display()));
            messages.extend(compile_errors(out));
        }
    }
    messages
}

/// The messages of the `compile_error!`s in an expansion.
fn compile_errors(out: proc_macro2::TokenStream) -> Vec<String> {
    let mut msgs = Vec::new();
    let mut it = out.into_iter().peekable();
    while let Some(t) = it.next() {
        match t {
            proc_macro2::TokenTree::Ident(i) if i == "compile_error" => {
                it.next(); // `!`
                if let Some(proc_macro2::TokenTree::Group(g)) = it.next() {
                    if let Ok(s) = syn::parse2::<syn::LitStr>(g.stream()) {
                        msgs.push(s.value());
                    }
                }
            }
            proc_macro2::TokenTree::Group(g) => msgs.extend(compile_errors(g.stream())),
            _ => {}
        }
    }
    msgs
}

fn cases(dir: &str) -> Vec<std::path::PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/ui").join(dir);
    let mut v: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
        .collect();
    v.sort();
    v
}

#[test]
fn model_never_panics_and_reports() {
    let print = std::env::var_os("ODS_UI_PRINT").is_some();
    for p in cases("fail") {
        let msgs = expand_file(&p);
        if print {
            println!("=== {}", p.file_name().unwrap().to_string_lossy());
            for m in &msgs {
                println!("{m}\n---");
            }
        }
    }
    for p in cases("pass") {
        let msgs = expand_file(&p);
        assert!(msgs.is_empty(), "{}: {msgs:?}", p.display());
    }
}

/// Every prefix of every format string of the cases (and each with one
/// character dropped) goes through the model: errors, never a panic.
#[test]
fn mangled_formats_never_panic() {
    let mut formats = Vec::new();
    for dir in ["fail", "pass"] {
        for p in cases(dir) {
            let text = std::fs::read_to_string(&p).unwrap();
            let Ok(file) = syn::parse_file(&text) else { continue };
            for item in &file.items {
                let syn::Item::Struct(s) = item else { continue };
                for a in s.attrs.iter().filter(|a| a.path().is_ident("op")) {
                    let _ = a.parse_nested_meta(|m| {
                        if m.path.is_ident("format") {
                            let v: syn::LitStr = m.value()?.parse()?;
                            formats.push(v.value());
                        } else if m.input.peek(syn::Token![=]) {
                            let _: syn::Expr = m.value()?.parse()?;
                        } else if m.input.peek(syn::token::Paren) {
                            let _g: proc_macro2::Group = m.input.parse()?;
                        }
                        Ok(())
                    });
                }
            }
        }
    }
    assert!(formats.len() > 50, "found {} formats", formats.len());
    let mut variants = Vec::new();
    for f in &formats {
        let idx: Vec<usize> = f.char_indices().map(|(i, _)| i).chain([f.len()]).collect();
        for w in idx.windows(2) {
            variants.push(f[..w[0]].to_string());
            variants.push(format!("{}{}", &f[..w[0]], &f[w[1]..]));
        }
    }
    for v in &variants {
        let op = quote::quote! {
            #[op(name = "test.mangled", traits(AttrSizedOperandSegments), format = #v)]
            pub struct Mangled {
                op: OpId,
                lhs: Operand<AnyType>,
                rhs: Operand<AnyType>,
                a: Operand<AnyType>,
                x: Optional<AnyType>,
                y: Optional<AnyType>,
                c: Variadic<AnyType>,
                value: Attribute<I64Attr>,
                flag: OptionalAttr<UnitAttr>,
                result: OpResult<AnyType>,
                body: Region<AnyRegion>,
                dest: Successor,
            }
        };
        let r = std::panic::catch_unwind(|| ods_model::derive_op(op));
        assert!(r.is_ok(), "the macro panicked on format {v:?}");
    }
    println!("{} mangled formats", variants.len());
}
