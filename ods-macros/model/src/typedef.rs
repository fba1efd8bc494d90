//! `#[derive(Type)]` and `#[derive(Attr)]`: dialect types and attributes
//! without parameters (`!shape.shape`), registered through `inventory`.
//! A type is also a type constraint (its summary is the first doc line).

use darling::FromDeriveInput;
use proc_macro2::TokenStream;
use quote::quote;

#[derive(FromDeriveInput)]
#[darling(attributes(ty, attr), supports(struct_unit), forward_attrs(doc))]
struct Receiver {
    ident: syn::Ident,
    attrs: Vec<syn::Attribute>,
    dialect: String,
    mnemonic: String,
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
    let r = match Receiver::from_derive_input(&input) {
        Ok(r) => r,
        Err(e) => return e.write_errors(),
    };
    let ir = quote!(::ods_ir);
    let (first, description) = docs(&r.attrs);
    let summary = r.summary.clone().unwrap_or(first);
    let (ident, dialect, mnemonic) = (&r.ident, &r.dialect, &r.mnemonic);
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
