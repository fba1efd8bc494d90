//! `#[derive(Type)]` and `#[derive(Attr)]`: dialect types and attributes,
//! registered through `inventory`. A unit struct has no parameters
//! (`!shape.shape`); a struct's named fields are parameters, written
//! `!dialect.mnemonic<p1, p2>` (fields of type `i64`, `bool`, `String`,
//! `Type` or `Attr`). A type is also a type constraint (its summary is the
//! first doc line).

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
    /// A function parsing the parameters after the mnemonic (a syntax of
    /// the type's own): `fn(&mut Parser) -> PResult<Vec<Attr>>`.
    #[darling(default)]
    parse: Option<syn::Path>,
    /// The printer matching `parse`: `fn(&mut Printer, &[Attr])`.
    #[darling(default)]
    print: Option<syn::Path>,
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
        syn::Data::Struct(s) if matches!(s.fields, syn::Fields::Unit | syn::Fields::Named(_)) => None,
        syn::Data::Struct(_) => Some("has unnamed fields"),
        syn::Data::Enum(_) => Some("is an enum"),
        syn::Data::Union(_) => Some("is a union"),
    };
    let mut errors = Vec::new();
    if let Some(what) = shape {
        errors.push(
            darling::Error::custom(format!(
                "`#[derive({derive})]` defines {} on a unit struct (`pub struct {ident};`) or a struct whose named fields are its parameters; `{ident}` {what}",
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
    let params: Vec<(syn::Ident, ParamKind)> = match &input.data {
        syn::Data::Struct(syn::DataStruct { fields: syn::Fields::Named(f), .. }) => {
            let mut v = Vec::new();
            for field in &f.named {
                let name = field.ident.clone().expect("named field");
                let kind = match &field.ty {
                    syn::Type::Path(tp) => tp.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default(),
                    _ => String::new(),
                };
                let k = match kind.as_str() {
                    "i64" => ParamKind::Int,
                    "bool" => ParamKind::Bool,
                    "String" => ParamKind::Str,
                    "Type" => ParamKind::Type,
                    "Attr" => ParamKind::Attr,
                    _ => {
                        return syn::Error::new_spanned(
                            &field.ty,
                            format!("parameter `{name}` must be an `i64`, `bool`, `String`, `Type` or `Attr`"),
                        )
                        .to_compile_error()
                    }
                };
                v.push((name, k));
            }
            v
        }
        _ => Vec::new(),
    };
    if !params.is_empty() {
        return parametric(&r, is_type, &params);
    }
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

/// What a parameter of a dialect type or attribute holds.
#[derive(Clone, Copy)]
enum ParamKind {
    Int,
    Bool,
    Str,
    Type,
    Attr,
}

/// A type or attribute with parameters: `get`, `is`, one accessor per
/// parameter, and the `<p1, p2>` syntax.
fn parametric(r: &Receiver, is_type: bool, params: &[(syn::Ident, ParamKind)]) -> TokenStream {
    let ir = quote!(::ods_ir);
    let (first, description) = docs(&r.attrs);
    let summary = r.summary.clone().unwrap_or(first);
    let (ident, dialect, mnemonic) = (&r.ident, r.dialect.as_str(), r.mnemonic.as_str());
    let names: Vec<&syn::Ident> = params.iter().map(|(n, _)| n).collect();
    let rust_ty = |k: ParamKind| match k {
        ParamKind::Int => quote!(i64),
        ParamKind::Bool => quote!(bool),
        ParamKind::Str => quote!(&str),
        ParamKind::Type => quote!(#ir::Type),
        ParamKind::Attr => quote!(#ir::Attr),
    };
    let out_ty = |k: ParamKind| match k {
        ParamKind::Str => quote!(String),
        other => rust_ty(other),
    };
    let encode = params.iter().map(|(n, k)| match k {
        ParamKind::Int => quote!(ctx.i64_attr(#n)),
        ParamKind::Bool => quote!(ctx.bool_attr(#n)),
        ParamKind::Str => quote!(ctx.string_attr(#n)),
        ParamKind::Type => quote!(ctx.type_attr(#n)),
        ParamKind::Attr => quote!(#n),
    });
    let args = params.iter().map(|(n, k)| {
        let t = rust_ty(*k);
        quote!(#n: #t)
    });
    let parse_params = params.iter().enumerate().map(|(i, (_, k))| {
        let sep = if i > 0 { quote!(p.expect(#ir::parse::lexer::Tok::Comma, "expected ','")?;) } else { quote!() };
        let one = match k {
            ParamKind::Int => quote!({
                let v = p.parse_i64()?;
                p.ctx.i64_attr(v)
            }),
            ParamKind::Bool => quote!({
                let v = if p.consume_keyword_if("true") {
                    true
                } else {
                    p.expect_keyword("false")?;
                    false
                };
                p.ctx.bool_attr(v)
            }),
            ParamKind::Str => quote!({
                let v = p.parse_string()?;
                p.ctx.string_attr(&v)
            }),
            ParamKind::Type => quote!({
                let v = p.parse_type()?;
                p.ctx.type_attr(v)
            }),
            ParamKind::Attr => quote!(p.parse_attribute(None)?),
        };
        quote!(#sep out.push(#one);)
    });
    let print_params = params.iter().enumerate().map(|(i, (_, k))| {
        let sep = if i > 0 { quote!(p.write(", ");) } else { quote!() };
        let one = match k {
            ParamKind::Int => quote!(p.write(&params[#i].as_i64(p.ctx).unwrap_or(0).to_string());),
            ParamKind::Bool => {
                quote!(p.write(if params[#i].as_bool(p.ctx) == Some(true) { "true" } else { "false" });)
            }
            ParamKind::Str => quote!({
                let s = params[#i].as_str(p.ctx).unwrap_or("").to_string();
                p.print_escaped_string(s.as_bytes());
            }),
            ParamKind::Type => quote!(if let Some(t) = params[#i].as_type(p.ctx) { p.print_type(t) }),
            ParamKind::Attr => quote!(p.print_attr(params[#i]);),
        };
        quote!(#sep #one)
    });
    let accessors = params.iter().enumerate().map(|(i, (n, k))| {
        let t = out_ty(*k);
        let doc = format!("The parameter `{n}` of a value of this kind.");
        let decode = match k {
            ParamKind::Int => quote!(a.as_i64(ctx)),
            ParamKind::Bool => quote!(a.as_bool(ctx)),
            ParamKind::Str => quote!(a.as_str(ctx).map(str::to_string)),
            ParamKind::Type => quote!(a.as_type(ctx)),
            ParamKind::Attr => quote!(Some(a)),
        };
        // `Type::dialect_def` and `Attr::dialect_def` read the parameters alike.
        let params_of = quote!(let (_, params) = x.dialect_def(ctx)?;);
        let xt = if is_type { quote!(#ir::Type) } else { quote!(#ir::Attr) };
        quote! {
            #[doc = #doc]
            pub fn #n(ctx: &#ir::Context, x: #xt) -> Option<#t> {
                if !Self::is(ctx, x) {
                    return None;
                }
                #params_of
                let a = *params.get(#i)?;
                #decode
            }
        }
    });
    let (parse_fn, print_fn) = match (&r.parse, &r.print) {
        (Some(a), Some(b)) => (quote!(#a), quote!(#b)),
        (None, None) => (quote!(parse_params), quote!(print_params)),
        _ => {
            return syn::Error::new(
                r.ident.span(),
                "give both `parse` and `print`, or neither (for the `<p1, p2>` syntax)",
            )
            .to_compile_error()
        }
    };
    let common = quote! {
        #[allow(dead_code)]
        fn parse_params(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<Vec<#ir::Attr>> {
            let mut out = Vec::new();
            p.expect(#ir::parse::lexer::Tok::Less, "expected '<'")?;
            #(#parse_params)*
            p.expect(#ir::parse::lexer::Tok::Greater, "expected '>'")?;
            Ok(out)
        }
        #[allow(dead_code)]
        fn print_params(p: &mut #ir::print::Printer<'_>, params: &[#ir::Attr]) {
            p.write("<");
            #(#print_params)*
            p.write(">");
        }
    };
    if is_type {
        quote! {
            const _: () = {
                #common
                static DEF: #ir::registry::TypeDef = #ir::registry::TypeDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    parse: Some(#parse_fn),
                    print: Some(#print_fn),
                };
                #ir::inventory::submit! { #ir::registry::TypeRegistration(&DEF) }
            };
            impl #ident {
                // The fields declare the parameters; reading them keeps
                // `dead_code` quiet.
                #[allow(dead_code)]
                fn __ods_fields(&self) {
                    #(let _ = &self.#names;)*
                }
                /// The type with these parameters, uniqued in `ctx`.
                pub fn get(ctx: &mut #ir::Context, #(#args),*) -> #ir::Type {
                    let params = [#(#encode),*];
                    ctx.dialect_type(#dialect, #mnemonic, &params)
                }
                /// Whether `t` is this type (with any parameters).
                pub fn is(ctx: &#ir::Context, t: #ir::Type) -> bool {
                    t.is_dialect_type(ctx, #dialect, #mnemonic)
                }
                #(#accessors)*
            }
            impl #ir::ods::TypeConstraint for #ident {
                fn summary() -> String {
                    #summary.to_string()
                }
                fn check(ctx: &#ir::Context, t: #ir::Type) -> bool {
                    Self::is(ctx, t)
                }
            }
        }
    } else {
        quote! {
            const _: () = {
                #common
                static DEF: #ir::registry::AttrDef = #ir::registry::AttrDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    parse: Some(#parse_fn),
                    print: Some(#print_fn),
                };
                #ir::inventory::submit! { #ir::registry::AttrRegistration(&DEF) }
            };
            impl #ident {
                #[allow(dead_code)]
                fn __ods_fields(&self) {
                    #(let _ = &self.#names;)*
                }
                /// The attribute with these parameters, uniqued in `ctx`.
                pub fn get(ctx: &mut #ir::Context, #(#args),*) -> #ir::Attr {
                    let params: Box<[#ir::Attr]> = Box::new([#(#encode),*]);
                    let def = ctx.registry().attr_def_index(#dialect, #mnemonic).expect("registered attribute");
                    ctx.get_attr(#ir::AttrKind::Dialect { def, params })
                }
                /// Whether `a` is this attribute.
                pub fn is(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    a.dialect_def(ctx).is_some_and(|(d, _)| d.dialect == #dialect && d.mnemonic == #mnemonic)
                }
                #(#accessors)*
            }
        }
    }
}
