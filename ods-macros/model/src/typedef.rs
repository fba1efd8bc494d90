//! `#[derive(Type)]` and `#[derive(Attr)]`: dialect types and attributes
//! without parameters (`!shape.shape`), registered through `inventory`.
//! A type is also a type constraint (its summary is the first doc line).

use darling::FromDeriveInput;
use proc_macro2::TokenStream;
use quote::quote;

#[derive(FromDeriveInput)]
#[darling(attributes(ty, attr), forward_attrs(doc))]
struct Receiver {
    ident: syn::Ident,
    attrs: Vec<syn::Attribute>,
    dialect: darling::util::SpannedValue<String>,
    mnemonic: darling::util::SpannedValue<String>,
    #[darling(default)]
    summary: Option<String>,
}

fn docs(attrs: &[syn::Attribute]) -> (String, String) {
    let mut lines = Vec::new();
    for a in attrs {
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                let v = s.value();
                lines.push(v.strip_prefix(' ').unwrap_or(&v).to_string());
            }
        }
    }
    let all = lines.join("\n");
    let (first, rest) = all.split_once("\n\n").unwrap_or((all.as_str(), ""));
    (first.trim().replace('\n', " "), rest.trim().to_string())
}

/// Expands `#[derive(Type)]`.
pub fn derive_type(input: TokenStream) -> TokenStream {
    expand(input, true)
}

/// Expands `#[derive(Attr)]`.
pub fn derive_attr(input: TokenStream) -> TokenStream {
    expand(input, false)
}

fn expand(input: TokenStream, is_type: bool) -> TokenStream {
    let input = match syn::parse2::<syn::DeriveInput>(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let (derive, attr) = if is_type { ("Type", "ty") } else { ("Attr", "attr") };
    let ident = &input.ident;
    let shape = match &input.data {
        syn::Data::Struct(s) if matches!(s.fields, syn::Fields::Unit) => None,
        syn::Data::Struct(_) => Some("has fields"),
        syn::Data::Enum(_) => Some("is an enum"),
        syn::Data::Union(_) => Some("is a union"),
    };
    let mut errors = Vec::new();
    if let Some(what) = shape {
        errors.push(
            darling::Error::custom(format!(
                "`#[derive({derive})]` defines {} without parameters on a unit struct (`pub struct {ident};`); `{ident}` {what}",
                if is_type { "a type" } else { "an attribute" }
            ))
            .with_span(ident),
        );
    }
    let r = match Receiver::from_derive_input(&input) {
        Ok(r) => Some(r),
        Err(e) => {
            for l in e.into_iter() {
                let t = l.to_string();
                let span = l.span();
                let key = |p: &str| t.strip_prefix(p).and_then(|r| r.split('`').next()).map(str::to_string);
                let msg = if let Some(k) = key("Missing field `") {
                    format!("`#[derive({derive})]` on `{ident}` needs `{k} = \"...\"` in `#[{attr}(...)]`, e.g. `#[{attr}(dialect = \"my_dialect\", mnemonic = \"my_{attr}\")]`")
                } else if let Some(k) = key("Unknown field: `") {
                    match t.split("Did you mean `").nth(1).and_then(|r| r.split('`').next()) {
                        Some(s) => format!("unknown option `{k}` in `#[{attr}(...)]`; did you mean `{s}`?"),
                        None => format!("unknown option `{k}` in `#[{attr}(...)]`; the options are `dialect`, `mnemonic` and `summary`"),
                    }
                } else {
                    t
                };
                errors.push(darling::Error::custom(msg).with_span(&span));
            }
            None
        }
    };
    // A misspelt option stands for the missing one.
    let texts: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
    let errors: Vec<darling::Error> = errors
        .into_iter()
        .zip(&texts)
        .filter(|(_, t)| {
            !(t.contains(" needs `")
                && texts.iter().any(|o| {
                    o.contains("did you mean `")
                        && t.contains(&format!(
                            "needs `{}",
                            o.split("did you mean `").nth(1).and_then(|r| r.split('`').next()).unwrap_or("?")
                        ))
                }))
        })
        .map(|(e, _)| e)
        .collect();
    let mut errors = errors;
    if let Some(r) = &r {
        for (key, spanned) in [("dialect", &r.dialect), ("mnemonic", &r.mnemonic)] {
            let value = spanned.as_str();
            let ok = !value.is_empty()
                && value.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && value.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$');
            if !ok {
                errors.push(
                    darling::Error::custom(format!(
                        "`{key} = \"{value}\"` of `{ident}` must be an identifier (a letter or `_`, then letters, digits, `_`, `.` or `$`)"
                    ))
                    .with_span(&spanned.span()),
                );
            }
        }
    }
    let r = match r {
        Some(r) if errors.is_empty() => r,
        _ => {
            if errors.is_empty() {
                errors.push(
                    darling::Error::custom(format!("invalid `#[derive({derive})]` on `{ident}`")).with_span(ident),
                );
            }
            return darling::Error::multiple(errors).write_errors();
        }
    };
    let ir = quote!(::ods_ir);
    let (first, description) = docs(&r.attrs);
    let summary = r.summary.clone().unwrap_or(first);
    let (ident, dialect, mnemonic) = (&r.ident, r.dialect.as_str(), r.mnemonic.as_str());
    if is_type {
        quote! {
            const _: () = {
                static DEF: #ir::registry::TypeDef = #ir::registry::TypeDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    parse: None,
                    print: None,
                };
                #ir::inventory::submit! { #ir::registry::TypeRegistration(&DEF) }
            };
            impl #ident {
                /// The type, uniqued in `ctx`.
                pub fn get(ctx: &#ir::Context) -> #ir::Type {
                    ctx.dialect_type(#dialect, #mnemonic, &[])
                }
                /// Whether `t` is this type.
                pub fn is(ctx: &#ir::Context, t: #ir::Type) -> bool {
                    t.is_dialect_type(ctx, #dialect, #mnemonic)
                }
            }
            impl #ir::ods::TypeConstraint for #ident {
                fn summary() -> String {
                    #summary.to_string()
                }
                fn check(ctx: &#ir::Context, t: #ir::Type) -> bool {
                    Self::is(ctx, t)
                }
                fn build(ctx: &#ir::Context) -> Option<#ir::Type> {
                    Some(Self::get(ctx))
                }
            }
        }
    } else {
        quote! {
            const _: () = {
                static DEF: #ir::registry::AttrDef = #ir::registry::AttrDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    parse: None,
                    print: None,
                };
                #ir::inventory::submit! { #ir::registry::AttrRegistration(&DEF) }
            };
            impl #ident {
                /// The attribute, uniqued in `ctx`.
                pub fn get(ctx: &mut #ir::Context) -> #ir::Attr {
                    let def = ctx.registry().attr_def_index(#dialect, #mnemonic).expect("registered attribute");
                    ctx.get_attr(#ir::AttrKind::Dialect { def, params: Box::new([]) })
                }
            }
        }
    }
}
