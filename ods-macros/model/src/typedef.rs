//! `#[derive(Type)]` and `#[derive(Attr)]`: dialect types and attributes,
//! registered through `inventory`. A unit struct has no parameters
//! (`!shape.shape`); a struct's named fields are parameters, written
//! `!dialect.mnemonic<p1, p2>` (fields of type `i64`, `bool`, `String`,
//! `Type` or `Attr`). A type is also a type constraint (its summary is the
//! first doc line).

use darling::FromDeriveInput;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

use crate::format::def::{parse_def_format, DefCustomArg, DefElement, DefParam};

#[derive(FromDeriveInput)]
#[darling(attributes(ty, attr), forward_attrs(doc))]
struct Receiver {
    ident: syn::Ident,
    attrs: Vec<syn::Attribute>,
    dialect: darling::util::SpannedValue<DialectName>,
    mnemonic: darling::util::SpannedValue<String>,
    #[darling(default)]
    summary: Option<String>,
    /// The name of the ODS record (`def TestTypeWithFormat : ...`), which
    /// parse errors name; the struct's by default.
    #[darling(default)]
    name: Option<String>,
    /// The C++ type of the definition as a parameter of another
    /// (`::test::CompoundAType`); `::dialect::StructName` by default.
    #[darling(default)]
    cpp_type: Option<String>,
    /// A function parsing the parameters after the mnemonic (a syntax of
    /// the type's own): `fn(&mut Parser) -> PResult<Vec<Attr>>`.
    #[darling(default)]
    parse: Option<syn::Path>,
    /// The printer matching `parse`: `fn(&mut Printer, &[Attr])`.
    #[darling(default)]
    print: Option<syn::Path>,
    /// A declarative assembly format for the parameters (ODS's
    /// `assemblyFormat`); the default is `` `<` params `>` ``.
    #[darling(default)]
    format: Option<darling::util::SpannedValue<String>>,
    /// `genVerifyDecl`: the type has an inherent
    /// `fn verify(ctx: &Context, loc: Location, p1: &V1, ...) -> Result<(), Diagnostic>`
    /// (the location is where the type is written or built).
    #[darling(default)]
    verify: darling::util::Flag,
    /// Type or attribute interfaces (traits declared with
    /// `#[interface(type)]`/`#[interface(attr)]`) it implements.
    #[darling(default)]
    interfaces: darling::util::PathList,
    /// Of an attribute of one parameter: ops' accessors and builders take
    /// that parameter's value, not the attribute (MLIR's `returnType` and
    /// `convertFromStorage`, which an `EnumAttr` sets to its enum).
    #[darling(default)]
    op_value: darling::util::Flag,
    /// Of an attribute: it is a location (MLIR's `LocationAttrDef`),
    /// written in `loc(...)` and accepted where a location is.
    #[darling(default)]
    location: darling::util::Flag,
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
    // darling's errors, reworded; a missing option is left out when a
    // misspelt one is suggested for it (the misspelling stands for it).
    // Each with the option it says is missing, if it does.
    let mut reworded: Vec<(Option<String>, darling::Error)> = Vec::new();
    let mut suggested: Vec<String> = Vec::new();
    let r = match Receiver::from_derive_input(&input) {
        Ok(r) => Some(r),
        Err(e) => {
            for l in e.into_iter() {
                let t = l.to_string();
                let span = l.span();
                let key = |p: &str| t.strip_prefix(p).and_then(|r| r.split('`').next()).map(str::to_string);
                if let Some(k) = key("Missing field `") {
                    let msg = format!("`#[derive({derive})]` on `{ident}` needs `{k} = \"...\"` in `#[{attr}(...)]`, e.g. `#[{attr}(dialect = \"my_dialect\", mnemonic = \"my_{attr}\")]`");
                    reworded.push((Some(k), darling::Error::custom(msg).with_span(&span)));
                    continue;
                }
                let msg = if let Some(k) = key("Unknown field: `") {
                    match t.split("Did you mean `").nth(1).and_then(|r| r.split('`').next()) {
                        Some(s) => {
                            suggested.push(s.to_string());
                            format!("unknown option `{k}` in `#[{attr}(...)]`; did you mean `{s}`?")
                        }
                        None => format!("unknown option `{k}` in `#[{attr}(...)]`; the options are `dialect`, `mnemonic`, `summary`, `name`, `cpp_type`, `format`, `verify`, `parse`, `print`, `interfaces`, (of an attribute) `location` and (of an attribute of one parameter) `op_value`"),
                    }
                } else {
                    t
                };
                reworded.push((None, darling::Error::custom(msg).with_span(&span)));
            }
            None
        }
    };
    let stands_for = |k: &Option<String>| k.as_ref().is_some_and(|k| suggested.contains(k));
    errors.extend(reworded.into_iter().filter(|(k, _)| !stands_for(k)).map(|(_, e)| e));
    if let Some(r) = &r {
        let named = match &*r.dialect {
            DialectName::Name(n) => Some(("dialect", n.as_str(), r.dialect.span())),
            DialectName::Item(_) => None,
        };
        for (key, value, span) in named.into_iter().chain([("mnemonic", r.mnemonic.as_str(), r.mnemonic.span())]) {
            let ok = !value.is_empty()
                && value.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && value.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == '$');
            if !ok {
                errors.push(
                    darling::Error::custom(format!(
                        "`{key} = \"{value}\"` of `{ident}` must be an identifier (a letter or `_`, then letters, digits, `_`, `.` or `$`)"
                    ))
                    .with_span(&span),
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
    let mut params = Vec::new();
    if let syn::Data::Struct(syn::DataStruct { fields: syn::Fields::Named(f), .. }) = &input.data {
        for field in &f.named {
            match Param::from_field(field) {
                Ok(p) => params.push(p),
                Err(e) => return e.write_errors(),
            }
        }
    }
    if r.op_value.is_present() && (is_type || params.len() != 1) {
        let why = if is_type { "a type".to_string() } else { format!("{} parameters", params.len()) };
        return syn::Error::new(
            r.op_value.span(),
            format!(
                "`op_value` is for an attribute of one parameter (its value is what ops read); `{ident}` has {why}"
            ),
        )
        .to_compile_error();
    }
    if is_type && r.location.is_present() {
        return syn::Error::new(r.location.span(), format!("`location` is for an attribute; `{ident}` is a type"))
            .to_compile_error();
    }
    let self_types: Vec<&Param> = params.iter().filter(|p| p.self_type.is_some()).collect();
    if let Some(p) = self_types.first().filter(|_| is_type) {
        let span = p.self_type.as_ref().map(|s| s.1).unwrap_or_else(|| ident.span());
        return syn::Error::new(span, format!("`self_type` is for a parameter of an attribute; `{ident}` is a type"))
            .to_compile_error();
    }
    if let Some(p) = self_types.get(1) {
        let span = p.self_type.as_ref().map(|s| s.1).unwrap_or_else(|| ident.span());
        return syn::Error::new(
            span,
            format!("`{ident}` has one type of its own: `{}` is its `self_type` already", self_types[0].name),
        )
        .to_compile_error();
    }
    let item_const = r.dialect.item_const(&r.ident);
    if !params.is_empty() {
        let definition = parametric(&r, is_type, &params);
        return quote!(#item_const #definition);
    }
    if let Some(f) = &r.format {
        if !f.is_empty() {
            return syn::Error::new(f.span(), format!("`{ident}` has no parameters: its format must be empty"))
                .to_compile_error();
        }
    }
    let (first, description) = docs(&r.attrs);
    let summary = r.summary.clone().unwrap_or(first);
    let (ident, dialect, mnemonic) = (&r.ident, r.dialect.tokens(&r.ident), r.mnemonic.as_str());
    let param_impl = parameter_impl(&r, is_type);
    let param_impl = quote!(#item_const #param_impl);
    let (iface_statics, iface_impls) = interface_tables(&r);
    let location = r.location.is_present();
    let attr_constraint = attr_constraint_impl(ident, &summary, &dialect, mnemonic);
    if is_type {
        quote! {
            #param_impl
            const _: () = {
                #iface_statics
                static DEF: #ir::registry::TypeDef = #ir::registry::TypeDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    asm: None,
                    interfaces: &[#(#iface_impls),*],
                };
                #ir::inventory::submit! { #ir::registry::TypeRegistration(&DEF) }
            };
            #[automatically_derived]
            impl #ident {
                /// The type, uniqued in `ctx`.
                pub fn get(ctx: &#ir::Context) -> #ir::Type {
                    static DEF: ::std::sync::OnceLock<u32> = ::std::sync::OnceLock::new();
                    ctx.dialect_type_by_index(&DEF, #dialect, #mnemonic)
                }
                /// Whether `t` is this type (the one type of its kind, uniqued).
                pub fn is(ctx: &#ir::Context, t: #ir::Type) -> bool {
                    t == Self::get(ctx)
                }
            }
            #[automatically_derived]
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
                const DEFINITION: Option<(&'static str, &'static str)> = Some((#dialect, #mnemonic));
            }
        }
    } else {
        quote! {
            #param_impl
            const _: () = {
                #iface_statics
                static DEF: #ir::registry::AttrDef = #ir::registry::AttrDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    asm: None,
                    interfaces: &[#(#iface_impls),*],
                    location: #location,
                    self_type: None,
                };
                #ir::inventory::submit! { #ir::registry::AttrRegistration(&DEF) }
            };
            #[automatically_derived]
            impl #ident {
                /// The attribute, uniqued in `ctx`.
                pub fn get(ctx: &#ir::Context) -> #ir::Attr {
                    let def = ctx.registry().attr_def_index(#dialect, #mnemonic).expect("registered attribute");
                    ctx.get_attr(#ir::AttrKind::Dialect { def, params: Box::new([]) })
                }
                /// Whether `a` is this attribute.
                pub fn is(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    a.dialect_def(ctx).is_some_and(|(d, _)| d.dialect == #dialect && d.mnemonic == #mnemonic)
                }
            }
            #attr_constraint
        }
    }
}

/// `impl AttrConstraint` for an attribute definition, so that ops take it
/// as an attribute (`Attribute<MyAttr>`), printed stripped in op formats.
fn attr_constraint_impl(ident: &syn::Ident, summary: &str, dialect: &TokenStream, mnemonic: &str) -> TokenStream {
    let ir = quote!(::ods_ir);
    quote! {
        #[automatically_derived]
        impl #ir::ods::AttrConstraint for #ident {
            type Value<'a> = #ir::Attr;
            fn summary() -> String {
                #summary.to_string()
            }
            fn check(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                Self::is(ctx, a)
            }
            fn value(_: &#ir::Context, a: #ir::Attr) -> #ir::Attr {
                a
            }
            fn make(_: &#ir::Context, v: #ir::Attr) -> #ir::Attr {
                v
            }
            const GENERIC_PARSER: bool = false;
            fn storage(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                Self::is(ctx, a)
            }
            const DEFINITION: Option<(&'static str, &'static str)> = Some((#dialect, #mnemonic));
        }
    }
}

/// [`attr_constraint_impl`] for an attribute whose one parameter, of kind
/// `param`, is what ops read and build it from (`op_value`).
fn attr_value_constraint_impl(
    ident: &syn::Ident,
    summary: &str,
    dialect: &TokenStream,
    mnemonic: &str,
    param: &syn::Type,
) -> TokenStream {
    let ir = quote!(::ods_ir);
    let pt = param_trait(param);
    quote! {
        #[automatically_derived]
        impl #ir::ods::AttrConstraint for #ident {
            type Value<'a> = #pt::Value;
            fn summary() -> String {
                #summary.to_string()
            }
            fn check(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                Self::is(ctx, a)
            }
            fn value(ctx: &#ir::Context, a: #ir::Attr) -> Self::Value<'_> {
                let (_, params) = a.dialect_def(ctx).expect("verified attribute");
                #pt::from_attr(ctx, params[0]).expect("verified attribute")
            }
            fn make(ctx: &#ir::Context, v: Self::Value<'_>) -> #ir::Attr {
                let param = #pt::to_attr(ctx, &v);
                #ir::__private::typedef::dialect_attr(ctx, #dialect, #mnemonic, &[param])
            }
            const GENERIC_PARSER: bool = false;
            fn storage(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                Self::is(ctx, a)
            }
            const DEFINITION: Option<(&'static str, &'static str)> = Some((#dialect, #mnemonic));
        }
    }
}

/// A parameter: a named field whose type implements `Parameter`.
struct Param {
    name: syn::Ident,
    ty: syn::Type,
    /// `#[param(default = expr)]`: the value when absent (`ctx` is in scope).
    default: Option<syn::Expr>,
    /// `#[param(cpp_type = "...")]`: the C++ type parse errors name.
    cpp_type: Option<String>,
    /// The field is an `Option<T>`.
    is_option: bool,
    /// The name in formats and messages: the field's, or `#[param(rename =
    /// "addressSpace")]` for ODS names that are not snake_case.
    ir_name: String,
    /// `#[param(self_type)]` or `#[param(self_type = Constraint)]`: the
    /// attribute's own type (MLIR's `AttributeSelfTypeParameter`), written
    /// after it as `: type`, of the kind the type constraint names if given;
    /// where the option is written.
    self_type: Option<(Option<syn::Path>, proc_macro2::Span)>,
}

impl Param {
    fn from_field(field: &syn::Field) -> darling::Result<Param> {
        let name = field.ident.clone().expect("named field");
        let (mut default, mut cpp_type, mut rename, mut self_type) = (None, None, None, None);
        for a in &field.attrs {
            if !a.path().is_ident("param") {
                continue;
            }
            a.parse_nested_meta(|m| {
                if m.path.is_ident("default") {
                    default = Some(m.value()?.parse::<syn::Expr>()?);
                    Ok(())
                } else if m.path.is_ident("cpp_type") {
                    cpp_type = Some(m.value()?.parse::<syn::LitStr>()?.value());
                    Ok(())
                } else if m.path.is_ident("rename") {
                    let lit = m.value()?.parse::<syn::LitStr>()?;
                    let v = lit.value();
                    let ok = v.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                        && v.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                    if !ok {
                        return Err(syn::Error::new(
                            lit.span(),
                            format!("`rename = \"{v}\"` is not a name: the name in formats and messages is an identifier"),
                        ));
                    }
                    rename = Some(v);
                    Ok(())
                } else if m.path.is_ident("self_type") {
                    let span = syn::spanned::Spanned::span(&m.path);
                    let constraint = if m.input.peek(syn::Token![=]) { Some(m.value()?.parse::<syn::Path>()?) } else { None };
                    self_type = Some((constraint, span));
                    Ok(())
                } else {
                    Err(m.error(
                        "unknown option in `#[param(...)]`; the options are `default = <expression>`, `cpp_type = \"...\"`, \
                         `rename = \"...\"` and (of an attribute) `self_type` or `self_type = <type constraint>`",
                    ))
                }
            })
            .map_err(darling::Error::from)?;
        }
        let is_option = matches!(&field.ty, syn::Type::Path(tp)
            if tp.qself.is_none() && tp.path.segments.last().is_some_and(|s| s.ident == "Option"));
        let ir_name = rename.unwrap_or_else(|| name.to_string().trim_start_matches("r#").to_string());
        if let Some((_, span)) = &self_type {
            let is_type = matches!(&field.ty, syn::Type::Path(tp)
                if tp.qself.is_none() && tp.path.segments.last().is_some_and(|s| s.ident == "Type" && s.arguments.is_empty()));
            if !is_type {
                return Err(darling::Error::custom(format!(
                    "`self_type` makes `{name}` the attribute's own type (written after it, `: type`): its field is a `Type`"
                ))
                .with_span(&field.ty));
            }
            if default.is_some() {
                return Err(darling::Error::custom(format!(
                    "`{name}` is the attribute's own type: it has no `default` (without `: type` it is the none type, \
                     unless `self_type = <constraint>` requires one)"
                ))
                .with_span(span));
            }
        }
        Ok(Param { name, ty: field.ty.clone(), default, cpp_type, is_option, ir_name, self_type })
    }
    fn optional(&self) -> bool {
        self.is_option || self.default.is_some()
    }
}

/// `<T as Parameter>` spanned at the field type, so that an unsupported
/// kind is reported once, at the field.
fn param_trait(ty: &syn::Type) -> TokenStream {
    quote_spanned!(syn::spanned::Spanned::span(ty)=> <#ty as ::ods_ir::ods::typedef::Parameter>)
}

fn rust_name(s: &str) -> String {
    crate::interface_snake(s)
}

fn elem_tokens(e: &DefElement) -> TokenStream {
    let t = quote!(::ods_ir::ods::typedef);
    match e {
        DefElement::Literal { text, space } => quote!(#t::DefElem::Literal { text: #text, space: #space }),
        DefElement::Whitespace(w) => quote!(#t::DefElem::Whitespace(#w)),
        DefElement::Param { index, qualified, space } => {
            quote!(#t::DefElem::Param { index: #index, space: #space, qualified: #qualified })
        }
        DefElement::List { params, named, space } => {
            let ps = params.iter().map(|(i, q)| quote!((#i, #q)));
            quote!(#t::DefElem::List { params: &[#(#ps),*], named: #named, space: #space })
        }
        DefElement::Custom { name, args, space } => {
            let parse = syn::Ident::new(&format!("parse_{}", rust_name(name)), proc_macro2::Span::call_site());
            let print = syn::Ident::new(&format!("print_{}", rust_name(name)), proc_macro2::Span::call_site());
            let args = args.iter().map(|a| match a {
                DefCustomArg::Bound(i) => quote!(#t::CustomArg::Bound(#i)),
                DefCustomArg::Ref(i) => quote!(#t::CustomArg::Ref(#i)),
            });
            quote!(#t::DefElem::Custom { parse: #parse, print: #print, args: &[#(#args),*], space: #space })
        }
        DefElement::Optional { anchor, inverted, then, otherwise } => {
            let then = then.iter().map(elem_tokens);
            let otherwise = otherwise.iter().map(elem_tokens);
            quote!(#t::DefElem::Optional {
                anchor: &[#(#anchor),*],
                inverted: #inverted,
                then: &[#(#then),*],
                otherwise: &[#(#otherwise),*],
            })
        }
    }
}

/// The interface tables of `interfaces(...)` (statics built for `ident`)
/// and their registrations.
fn interface_tables(r: &Receiver) -> (TokenStream, Vec<TokenStream>) {
    let mut statics = Vec::new();
    let mut impls = Vec::new();
    for (i, p) in r.interfaces.iter().enumerate() {
        let mut vt = p.clone();
        let last = vt.segments.last_mut().expect("a path has a segment");
        last.ident = quote::format_ident!("{}VTable", last.ident);
        let s = quote::format_ident!("IFACE_{}", i);
        // The definition named at the interface, so "`T: Iface` is not satisfied" points there.
        let mut at = r.ident.clone();
        at.set_span(syn::spanned::Spanned::span(p));
        statics.push(quote!(static #s: #vt = <#vt>::of::<#at>();));
        impls.push(quote!(::ods_ir::registry::InterfaceImpl::new(&#s)));
    }
    (quote!(#(#statics)*), impls)
}

/// The dialect of a definition: its name (`dialect = "gpu"`), or the item
/// `dialect!` declared (`dialect = GPU_DIALECT`), whose name rustc then
/// checks exists.
enum DialectName {
    Name(String),
    Item(syn::Path),
}

impl darling::FromMeta for DialectName {
    fn from_string(value: &str) -> darling::Result<Self> {
        Ok(DialectName::Name(value.to_string()))
    }
    fn from_expr(expr: &syn::Expr) -> darling::Result<Self> {
        match expr {
            syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Self::from_string(&s.value()),
            syn::Expr::Path(p) => Ok(DialectName::Item(p.path.clone())),
            _ => Err(darling::Error::custom(
                "expected the dialect's name (`dialect = \"my_dialect\"`) or the item `dialect!` declares (`dialect = MY_DIALECT`)",
            )
            .with_span(expr)),
        }
    }
}

impl DialectName {
    /// An expression of the name, a `&'static str`, in the code generated
    /// for `ident`: the item is named once, in [`DialectName::item_const`],
    /// so that a wrong path is one error.
    fn tokens(&self, ident: &syn::Ident) -> TokenStream {
        match self {
            DialectName::Name(n) => quote!(#n),
            DialectName::Item(_) => quote!(#ident::__ODS_DIALECT),
        }
    }

    /// The associated constant that names the dialect item, if there is one.
    fn item_const(&self, ident: &syn::Ident) -> TokenStream {
        match self {
            DialectName::Name(_) => TokenStream::new(),
            DialectName::Item(path) => quote! {
                #[automatically_derived]
                impl #ident {
                    #[doc(hidden)]
                    pub const __ODS_DIALECT: &'static str = #path.name;
                }
            },
        }
    }
}

/// `impl Parameter` for a definition, so that another type or attribute can
/// take it as a parameter: printed stripped (`<1, 2>` for
/// `!test.cmpnd_a<1, 2>`) unless `qualified`.
fn parameter_impl(r: &Receiver, is_type: bool) -> TokenStream {
    let ir = quote!(::ods_ir);
    let (ident, dialect, mnemonic) = (&r.ident, r.dialect.tokens(&r.ident), r.mnemonic.as_str());
    let name = ident.to_string();
    let cpp_type = match (&r.cpp_type, &*r.dialect) {
        (Some(t), _) => quote!(#t.into()),
        (None, DialectName::Name(d)) => {
            let t = format!("::{d}::{name}");
            quote!(#t.into())
        }
        (None, DialectName::Item(_)) => quote!(format!("::{}::{}", #dialect, #name)),
    };
    if is_type {
        quote! {
            #[automatically_derived]
            impl #ir::ods::typedef::Parameter for #ident {
                type Value = #ir::Type;
                const NAME: &'static str = #name;
                fn cpp_type() -> String {
                    #cpp_type
                }
                fn to_attr(ctx: &#ir::Context, v: &#ir::Type) -> #ir::Attr {
                    ctx.type_attr(*v)
                }
                fn from_attr(ctx: &#ir::Context, a: #ir::Attr) -> Option<#ir::Type> {
                    a.as_type(ctx).filter(|t| Self::is(ctx, *t))
                }
                fn parse(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<#ir::Type> {
                    #ir::__private::parse_stripped_type(p, #dialect, #mnemonic)
                }
                fn print(p: &mut #ir::print::Printer<'_>, v: &#ir::Type) {
                    #ir::__private::print_stripped_type(p, *v)
                }
                fn print_qualified(p: &mut #ir::print::Printer<'_>, v: &#ir::Type) {
                    p.print_type(*v)
                }
            }
        }
    } else {
        quote! {
            #[automatically_derived]
            impl #ir::ods::typedef::Parameter for #ident {
                type Value = #ir::Attr;
                const NAME: &'static str = #name;
                fn cpp_type() -> String {
                    #cpp_type
                }
                fn to_attr(_: &#ir::Context, v: &#ir::Attr) -> #ir::Attr {
                    *v
                }
                fn from_attr(ctx: &#ir::Context, a: #ir::Attr) -> Option<#ir::Attr> {
                    Self::is(ctx, a).then_some(a)
                }
                fn parse(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<#ir::Attr> {
                    #ir::__private::parse_stripped_attr(p, #dialect, #mnemonic)
                }
                fn print(p: &mut #ir::print::Printer<'_>, v: &#ir::Attr) {
                    #ir::__private::print_stripped_attr(p, *v)
                }
                fn print_qualified(p: &mut #ir::print::Printer<'_>, v: &#ir::Attr) {
                    p.print_attr(*v)
                }
            }
        }
    }
}

/// A type or attribute with parameters: the parameter table and format
/// (interpreted by `ods_ir::ods::typedef`), `get`/`get_checked`, `is`, one
/// accessor per parameter.
fn parametric(r: &Receiver, is_type: bool, params: &[Param]) -> TokenStream {
    let ir = quote!(::ods_ir);
    let td = quote!(#ir::ods::typedef);
    let glue = quote!(#ir::__private::typedef);
    let (first, description) = docs(&r.attrs);
    let summary = r.summary.clone().unwrap_or(first);
    let (ident, dialect, mnemonic) = (&r.ident, r.dialect.tokens(&r.ident), r.mnemonic.as_str());
    let names: Vec<&syn::Ident> = params.iter().map(|p| &p.name).collect();
    // The fields declare the parameters, which live in the context's
    // uniquer: no code reads them. One read, in a function allowed to be
    // dead, keeps `dead_code` from flagging each of them in the user's
    // struct (a derive cannot put `allow` on the fields).
    let read_params = (!names.is_empty()).then(|| {
        quote! {
            #[allow(dead_code)]
            fn __ods_fields(&self) {
                let _ = (#(&self.#names,)*);
            }
        }
    });
    let def_name = ident.to_string();
    // What parse errors name (mlir-tblgen's record name).
    let record_name = r.name.clone().unwrap_or_else(|| def_name.clone());
    let (fmt_text, fmt_span) = match &r.format {
        Some(f) => (f.as_str().to_string(), f.span()),
        None => ("`<` params `>`".to_string(), ident.span()),
    };
    let def_params: Vec<DefParam> = params
        .iter()
        .map(|p| DefParam { name: p.ir_name.clone(), optional: p.optional(), self_type: p.self_type.is_some() })
        .collect();
    let custom_fns = r.parse.is_some() || r.print.is_some();
    let elements = if custom_fns {
        Vec::new()
    } else {
        match parse_def_format(&fmt_text, &def_name, &def_params) {
            Ok(e) => e,
            Err(errs) => {
                let errs = errs.iter().map(|e| {
                    let msg = crate::format::render(&fmt_text, e);
                    syn::Error::new(fmt_span, msg).to_compile_error()
                });
                return quote!(#(#errs)*);
            }
        }
    };
    let specs = params.iter().map(|p| {
        let (name, ty) = (p.ir_name.clone(), &p.ty);
        let pt = param_trait(ty);
        let cpp_type = match &p.cpp_type {
            Some(c) => quote!(|| ::std::string::String::from(#c)),
            None => quote!(#pt::cpp_type),
        };
        let (default, is_default) = match (&p.default, p.is_option) {
            (Some(e), _) => (
                quote!(Some(|ctx: &#ir::Context| {
                    let v: #pt::Value = { #e };
                    #pt::to_attr(ctx, &v)
                })),
                quote!(|ctx: &#ir::Context, a: #ir::Attr| {
                    let v: #pt::Value = { #e };
                    #pt::from_attr(ctx, a).is_some_and(|x| #pt::same(&x, &v))
                }),
            ),
            (None, true) => (
                quote_spanned!(syn::spanned::Spanned::span(ty)=> Some(::ods_ir::__private::typedef::none::<#ty, _>)),
                quote_spanned!(syn::spanned::Spanned::span(ty)=> ::ods_ir::__private::typedef::is_none::<#ty, _>),
            ),
            (None, false) => (quote!(None), quote!(#glue::never_default)),
        };
        // Spanned at the field type: an unsupported kind is reported once, there.
        quote_spanned!(syn::spanned::Spanned::span(ty)=> #td::ParamSpec {
            name: #name,
            kind: #pt::NAME,
            cpp_type: #cpp_type,
            parse: ::ods_ir::__private::typedef::parse_param::<#ty>,
            print: ::ods_ir::__private::typedef::print_param::<#ty>,
            default: #default,
            is_default: #is_default,
        })
    });
    let elems = elements.iter().map(elem_tokens);
    let decode = params.iter().enumerate().map(|(i, p)| {
        let (n, ty) = (&p.name, &p.ty);
        let pt = param_trait(ty);
        let msg = format!("parameter `{n}` of `{def_name}` has the wrong kind");
        quote!(let #n = #pt::from_attr(ctx, params[#i]).ok_or_else(|| #ir::Diagnostic::error(loc, #msg))?;)
    });
    let verify = if r.verify.is_present() {
        // Spanned at `verify`: a missing or mistyped function is reported there.
        let call = quote_spanned!(r.verify.span()=> #ident::verify(ctx, loc, #(&#names),*));
        quote!(Some(|ctx: &#ir::Context, loc: #ir::Location, params: &[#ir::Attr]| -> Result<(), #ir::Diagnostic> {
            #(#decode)*
            #call
        }))
    } else {
        quote!(None)
    };
    let args: Vec<TokenStream> = params
        .iter()
        .map(|p| {
            let (n, ty) = (&p.name, &p.ty);
            let pt = param_trait(ty);
            quote!(#n: impl Into<#pt::Value>)
        })
        .collect();
    let encode: Vec<TokenStream> = params
        .iter()
        .map(|p| {
            let (n, ty) = (&p.name, &p.ty);
            let pt = param_trait(ty);
            quote!({
                let v: #pt::Value = #n.into();
                #pt::to_attr(ctx, &v)
            })
        })
        .collect();
    let accessors = params.iter().enumerate().map(|(i, p)| {
        let (n, ty) = (&p.name, &p.ty);
        let pt = param_trait(ty);
        let doc = format!("The parameter `{n}`; `None` when `x` is not a `{def_name}`.");
        let xt = if is_type { quote!(#ir::Type) } else { quote!(#ir::Attr) };
        quote! {
            #[doc = #doc]
            pub fn #n(ctx: &#ir::Context, x: #xt) -> Option<#pt::Value> {
                let (def, params) = x.dialect_def(ctx)?;
                if def.dialect != #dialect || def.mnemonic != #mnemonic {
                    return None;
                }
                #pt::from_attr(ctx, *params.get(#i)?)
            }
        }
    });
    // The parameters are read and printed by the user's functions, or by
    // the format interpreter through two functions of ours.
    let (parse_fn, print_fn, format_fns) = match (&r.parse, &r.print) {
        (Some(a), Some(b)) => (quote!(#a), quote!(#b), None),
        (None, None) => (
            quote!(parse_params),
            quote!(print_params),
            Some(quote! {
                fn parse_params(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<Vec<#ir::Attr>> {
                    #glue::parse(p, #ident::__ods_format())
                }
                fn print_params(p: &mut #ir::print::Printer<'_>, params: &[#ir::Attr]) {
                    #glue::print(p, #ident::__ods_format(), params)
                }
            }),
        ),
        _ => {
            return syn::Error::new(r.ident.span(), "give both `parse` and `print`, or neither (for a `format`)")
                .to_compile_error()
        }
    };
    if let (true, Some(f)) = (custom_fns, &r.format) {
        return syn::Error::new(f.span(), "give either `format` or `parse` and `print`, not both").to_compile_error();
    }
    let (iface_statics, iface_impls) = interface_tables(r);
    let location = r.location.is_present();
    let self_type = params.iter().enumerate().find_map(|(i, p)| Some((i, p.self_type.as_ref()?)));
    let self_type_index = match self_type {
        Some((i, _)) => quote!(Some(#i)),
        None => quote!(None),
    };
    let self_type_spec = match self_type {
        Some((index, (constraint, _))) => {
            let check = match constraint {
                Some(c) => {
                    quote!(Some(|ctx: &#ir::Context, t: #ir::Type| <#c as #ir::ods::TypeConstraint>::check(ctx, t)))
                }
                None => quote!(None),
            };
            quote!(Some(#td::SelfType { index: #index, check: #check }))
        }
        None => quote!(None),
    };
    let asm_static = quote!(
        static ASM: #ir::parse::ParamAsm = #ir::parse::ParamAsm { parse: #parse_fn, print: #print_fn };
    );
    let (xt, registration, make) = if is_type {
        (
            quote!(#ir::Type),
            quote!(
                #iface_statics
                #asm_static
                static DEF: #ir::registry::TypeDef = #ir::registry::TypeDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    asm: Some(#ir::registry::Hook::new(&ASM)),
                    interfaces: &[#(#iface_impls),*],
                };
                #ir::inventory::submit! { #ir::registry::TypeRegistration(&DEF) }
            ),
            quote!(ctx.dialect_type(#dialect, #mnemonic, &params)),
        )
    } else {
        (
            quote!(#ir::Attr),
            quote!(
                #iface_statics
                #asm_static
                static DEF: #ir::registry::AttrDef = #ir::registry::AttrDef {
                    dialect: #dialect,
                    mnemonic: #mnemonic,
                    summary: #summary,
                    description: #description,
                    asm: Some(#ir::registry::Hook::new(&ASM)),
                    interfaces: &[#(#iface_impls),*],
                    location: #location,
                    self_type: #self_type_index,
                };
                #ir::inventory::submit! { #ir::registry::AttrRegistration(&DEF) }
            ),
            quote!(#glue::dialect_attr(ctx, #dialect, #mnemonic, &params)),
        )
    };
    let kind = if is_type { "type" } else { "attribute" };
    let get_doc = format!("The {kind} with these parameters, uniqued in `ctx` (not verified: see `get_checked`).");
    let checked_doc = format!("The {kind} with these parameters, or the verifier's error at `loc`.");
    let constraint = if is_type {
        quote! {
            #[automatically_derived]
            impl #ir::ods::TypeConstraint for #ident {
                fn summary() -> String {
                    #summary.to_string()
                }
                fn check(ctx: &#ir::Context, t: #ir::Type) -> bool {
                    Self::is(ctx, t)
                }
                const DEFINITION: Option<(&'static str, &'static str)> = Some((#dialect, #mnemonic));
            }
        }
    } else if r.op_value.is_present() {
        attr_value_constraint_impl(ident, &summary, &dialect, mnemonic, &params[0].ty)
    } else {
        attr_constraint_impl(ident, &summary, &dialect, mnemonic)
    };
    let param_impl = parameter_impl(r, is_type);
    let is_fn = if is_type {
        quote! {
            /// Whether `t` is this type (with any parameters).
            pub fn is(ctx: &#ir::Context, t: #ir::Type) -> bool {
                static DEF: ::std::sync::OnceLock<u32> = ::std::sync::OnceLock::new();
                t.is_dialect_type_by_index(ctx, &DEF, #dialect, #mnemonic)
            }
        }
    } else {
        quote! {
            /// Whether `a` is this attribute (with any parameters).
            pub fn is(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                a.dialect_def(ctx).is_some_and(|(d, _)| d.dialect == #dialect && d.mnemonic == #mnemonic)
            }
        }
    };
    quote! {
        const _: () = {
            #format_fns
            #registration
        };
        #[automatically_derived]
        impl #ident {
            #read_params
            /// The parameter table and assembly format.
            #[doc(hidden)]
            pub fn __ods_format() -> &'static #td::DefFormat {
                static PARAMS: &[#td::ParamSpec] = &[#(#specs),*];
                static FORMAT: #td::DefFormat = #td::DefFormat {
                    name: #record_name,
                    params: PARAMS,
                    elements: &[#(#elems),*],
                    verify: #verify,
                    self_type: #self_type_spec,
                };
                &FORMAT
            }
            #[doc = #get_doc]
            pub fn get(ctx: &#ir::Context, #(#args),*) -> #xt {
                let params = [#(#encode),*];
                #make
            }
            #[doc = #checked_doc]
            pub fn get_checked(ctx: &#ir::Context, loc: #ir::Location, #(#args),*) -> Result<#xt, #ir::Diagnostic> {
                let params = [#(#encode),*];
                #glue::check(ctx, loc, Self::__ods_format(), &params)?;
                Ok(#make)
            }
            #is_fn
            #(#accessors)*
        }
        #constraint
        #param_impl
    }
}
