//! `#[derive(EnumAttr)]`: enum attributes as the ODS manual describes them,
//! on a fieldless Rust enum. Kinds: `i32`/`i64` (stored as a signless
//! integer attribute), `string` (stored as a string attribute) and `bit`
//! (a set of bit flags stored as an integer, printed joined with `|` or the
//! enum's `separator`).
//! Generated: `symbolize`/`stringify`, `from_int`/`to_int`, and an
//! `AttrConstraint` impl, so a field `Attribute<MyEnum>` verifies the
//! allowed cases, its accessor returns the enum, and assembly formats print
//! and parse the case keyword.

use darling::{FromDeriveInput, FromMeta, FromVariant};
use proc_macro2::TokenStream;
use quote::quote;

#[derive(FromVariant)]
#[darling(attributes(case))]
struct CaseReceiver {
    ident: syn::Ident,
    #[darling(default)]
    value: Option<i64>,
    #[darling(default)]
    str: Option<String>,
}

/// `attr(name = "...", dialect = "...", mnemonic = "...")`: MLIR's
/// `EnumAttr<Dialect, Enum, "mnemonic">`.
#[derive(FromMeta)]
struct EnumAttrDef {
    #[darling(default)]
    name: Option<syn::Ident>,
    #[darling(default)]
    dialect: Option<String>,
    #[darling(default)]
    mnemonic: Option<String>,
    /// The attribute's assembly format; MLIR's default is `$value`.
    #[darling(default)]
    format: Option<syn::LitStr>,
}

#[derive(FromDeriveInput)]
#[darling(attributes(enum_attr), supports(enum_unit))]
struct EnumReceiver {
    ident: syn::Ident,
    vis: syn::Visibility,
    data: darling::ast::Data<CaseReceiver, ()>,
    #[darling(default)]
    kind: Option<darling::util::SpannedValue<String>>,
    #[darling(default)]
    summary: Option<String>,
    /// Between the cases of a bit enum's value (`"|"` unless given; MLIR
    /// allows `|` or `,` with spaces around).
    #[darling(default)]
    separator: Option<darling::util::SpannedValue<String>>,
    /// MLIR's `cppNamespace` of the enum: messages name its C++ type
    /// `cpp_namespace::Name` (`::Name` without one).
    #[darling(default)]
    cpp_namespace: Option<String>,
    /// The enum is one of MLIR's `I32EnumAttr`, `I64EnumAttr` or
    /// `BitEnumAttr` (an `EnumAttrInfo`), not a plain `I32Enum` or
    /// `BitEnum`: as a parameter it is read by that info's
    /// `parameterParser` (`expected test::TestEnum to be one of: ...`)
    /// instead of the plain enum's `FieldParser`.
    #[darling(default)]
    attr_info: darling::util::Flag,
    /// `EnumAttr<Dialect, Enum, "mnemonic">`: an attribute of the dialect
    /// holding one case, generated from the enum.
    #[darling(default)]
    attr: Option<EnumAttrDef>,
    /// MLIR's `EnumProp<Enum>`: the enum is a property value
    /// (`Property<Enum>`, `DefaultValuedProp<Enum>`; a bit enum's flags,
    /// `Property<BitFlags<Enum>>`), stored as an integer of its width;
    /// `Default` is the case of value 0, else the first. `prop(mnemonic =
    /// "m")` is `NamedEnumProp` (written `m<value>`), `prop(attr_form)` is
    /// `EnumPropWithAttrForm` of the enum's `attr(...)`.
    #[darling(default)]
    prop: Option<PropDef>,
    /// A bit enum prints each group whose flags are all set instead of
    /// those flags, before the others (ODS's `printBitEnumPrimaryGroups`).
    #[darling(default)]
    primary_groups: darling::util::Flag,
    /// The width of a bit enum's integer (MLIR's `I8BitEnum` ..
    /// `I64BitEnum`): 8, 16, 32 or 64 (the default).
    #[darling(default)]
    width: Option<darling::util::SpannedValue<u32>>,
}

/// The options of `prop` (a bare `prop` has none).
#[derive(Default, FromMeta)]
struct PropOptions {
    /// `NamedEnumProp`'s mnemonic.
    #[darling(default)]
    mnemonic: Option<darling::util::SpannedValue<String>>,
    /// `EnumPropWithAttrForm`: the enum's attribute (`attr(...)`) is also
    /// read as the property's attribute form.
    #[darling(default)]
    attr_form: darling::util::Flag,
}

/// `prop` or `prop(...)`, where it was written.
struct PropDef {
    options: PropOptions,
    span: proc_macro2::Span,
}

impl FromMeta for PropDef {
    fn from_meta(item: &syn::Meta) -> darling::Result<Self> {
        let span = syn::spanned::Spanned::span(item);
        let options = match item {
            syn::Meta::Path(_) => PropOptions::default(),
            _ => PropOptions::from_meta(item)?,
        };
        Ok(PropDef { options, span })
    }
}

/// How an enum's cases are stored (`#[enum_attr(kind = "...")]`).
#[derive(Clone, Copy, PartialEq, Eq)]
enum EnumKind {
    /// `I32EnumAttr`: 32-bit signless integers (the default).
    I32,
    /// `I64EnumAttr`: 64-bit signless integers.
    I64,
    /// `StrEnumAttr`: strings.
    String,
    /// `BitEnumAttr`: flags of a 64-bit integer.
    Bit,
}

impl EnumKind {
    fn from_name(name: &str) -> Option<EnumKind> {
        Some(match name {
            "i32" => EnumKind::I32,
            "i64" => EnumKind::I64,
            "string" => EnumKind::String,
            "bit" => EnumKind::Bit,
            _ => return None,
        })
    }
    /// The spelling of `kind = "..."`.
    fn name(self) -> &'static str {
        match self {
            EnumKind::I32 => "i32",
            EnumKind::I64 => "i64",
            EnumKind::String => "string",
            EnumKind::Bit => "bit",
        }
    }
    /// The width of the integer storage, unless given (that of strings:
    /// unused, 32).
    fn width(self) -> u32 {
        match self {
            EnumKind::I64 | EnumKind::Bit => 64,
            EnumKind::I32 | EnumKind::String => 32,
        }
    }
}

/// Expands `#[derive(EnumAttr)]`.
pub fn derive_enum(input: TokenStream) -> TokenStream {
    let input = match syn::parse2::<syn::DeriveInput>(input) {
        Ok(i) => i,
        Err(e) => return e.to_compile_error(),
    };
    let r = match EnumReceiver::from_derive_input(&input) {
        Ok(r) => r,
        Err(e) => {
            let ident = &input.ident;
            let errors: Vec<darling::Error> = e
                .into_iter()
                .map(|l| {
                    let t = l.to_string();
                    if t.starts_with("Unsupported shape") {
                        darling::Error::custom(format!(
                            "`#[derive(EnumAttr)]` needs an enum whose cases have no fields; `{ident}` is not one ({t})"
                        ))
                        .with_span(&l.span())
                    } else {
                        l
                    }
                })
                .collect();
            return darling::Error::multiple(errors).write_errors();
        }
    };
    let kind = match r.kind.as_ref().map(|k| (EnumKind::from_name(k.as_str()), k)) {
        None => EnumKind::I32,
        Some((Some(kind), _)) => kind,
        Some((None, k)) => {
            let msg = format!("unknown enum kind `{}`; expected `i32`, `i64`, `string` or `bit`", k.as_str());
            return syn::Error::new(k.span(), msg).to_compile_error();
        }
    };
    if let Some(sep) = &r.separator {
        if kind != EnumKind::Bit {
            return syn::Error::new(sep.span(), "`separator` is for bit enums (`kind = \"bit\"`)").to_compile_error();
        }
        if !(sep.contains('|') || sep.contains(',')) || !sep.chars().all(|c| matches!(c, '|' | ',' | ' ')) {
            return syn::Error::new(
                sep.span(),
                format!(
                    "the separator `{}` must be `|` or `,`, with spaces around if wanted (MLIR reads no other)",
                    sep.as_str()
                ),
            )
            .to_compile_error();
        }
    }
    let separator = r.separator.as_ref().map_or_else(|| "|".to_string(), |s| s.as_str().to_string());
    let primary_groups = r.primary_groups.is_present();
    if primary_groups && kind != EnumKind::Bit {
        return syn::Error::new(r.primary_groups.span(), "`primary_groups` is for bit enums (`kind = \"bit\"`)")
            .to_compile_error();
    }
    let width = match &r.width {
        None => kind.width(),
        Some(w) if kind != EnumKind::Bit => {
            let msg = format!(
                "`width` is for bit enums (`kind = \"bit\"`); an `{}` enum is {} bits wide",
                kind.name(),
                kind.width()
            );
            return syn::Error::new(w.span(), msg).to_compile_error();
        }
        Some(w) if ![8, 16, 32, 64].contains(&**w) => {
            let msg = format!("a bit enum is 8, 16, 32 or 64 bits wide, not {}", **w);
            return syn::Error::new(w.span(), msg).to_compile_error();
        }
        Some(w) => **w,
    };
    let Some(cases) = r.data.take_enum() else {
        return syn::Error::new(r.ident.span(), "`#[derive(EnumAttr)]` needs a fieldless enum").to_compile_error();
    };
    if cases.is_empty() {
        return syn::Error::new(r.ident.span(), format!("enum attribute `{}` needs at least one case", r.ident))
            .to_compile_error();
    }
    let mut errors = Vec::new();
    let mut values = Vec::new();
    let mut strs = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        let implicit = if kind == EnumKind::Bit {
            u32::try_from(i).ok().filter(|&i| i < width).map(|i| 1i64 << i)
        } else {
            Some(i as i64)
        };
        let Some(v) = c.value.or(implicit) else {
            errors.push(
                syn::Error::new(
                    c.ident.span(),
                    format!("case `{}` has no bit left: give it `#[case(value = ...)]`", c.ident),
                )
                .to_compile_error(),
            );
            // A placeholder (code is still generated, so no follow-on errors).
            values.push(0);
            strs.push(c.str.clone().unwrap_or_else(|| crate::interface_snake(&c.ident.to_string())));
            continue;
        };
        let s = c.str.clone().unwrap_or_else(|| crate::interface_snake(&c.ident.to_string()));
        // As MLIR's `I32EnumAttrCase` (its C++ type is `uint32_t`), and
        // negative values by their bits.
        let in_range = match kind {
            EnumKind::I32 => (i64::from(i32::MIN)..=i64::from(u32::MAX)).contains(&v),
            EnumKind::Bit if width < 64 => (0..1i64 << width).contains(&v),
            _ => true,
        };
        if !in_range {
            let range = match kind {
                EnumKind::Bit => format!("within the enum's {width} bits (its `width`)"),
                _ => format!("an `{}` (the enum's `kind`)", kind.name()),
            };
            errors.push(
                syn::Error::new(c.ident.span(), format!("case `{}` has value {v}, which is not {range}", c.ident))
                    .to_compile_error(),
            );
        }
        // Integer and string enums quote a case that is no keyword
        // (`"+"`), as mlir-tblgen does; bit enums join keywords with `|`.
        if kind == EnumKind::Bit && !is_bare_keyword(&s) {
            errors.push(
                syn::Error::new(
                    c.ident.span(),
                    format!(
                        "case `{}` of a bit enum is spelled `{s}`, which is not a bare identifier (a letter or `_`, \
                         then letters, digits, `_`, `$` or `.`), so it could not be written between `|`; choose a \
                         keyword such as `{}`",
                        c.ident,
                        s.split(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                            .filter(|w| !w.is_empty())
                            .collect::<Vec<_>>()
                            .join("_")
                    ),
                )
                .to_compile_error(),
            );
        }
        if values.contains(&v) && kind != EnumKind::String {
            errors.push(
                syn::Error::new(c.ident.span(), format!("case `{}` repeats the value {v}", c.ident)).to_compile_error(),
            );
        }
        if strs.contains(&s) {
            errors.push(
                syn::Error::new(c.ident.span(), format!("case `{}` repeats the keyword `{s}`", c.ident))
                    .to_compile_error(),
            );
        }
        values.push(v);
        strs.push(s);
    }
    let ir = quote!(::ods_ir);
    let ident = &r.ident;
    let idents: Vec<&syn::Ident> = cases.iter().map(|c| &c.ident).collect();
    // `from_int` compares an `i32` enum's values by their 32 bits.
    let (from_int_key, keys): (TokenStream, Vec<TokenStream>) = if kind == EnumKind::I32 {
        (
            quote!(v as u32),
            values
                .iter()
                .map(|v| {
                    let k = *v as u32;
                    quote!(#k)
                })
                .collect(),
        )
    } else {
        (quote!(v), values.iter().map(|v| quote!(#v)).collect())
    };
    let summary = r.summary.clone().unwrap_or_else(|| match kind {
        EnumKind::String => {
            format!("allowed string cases: {}", strs.iter().map(|s| format!("'{s}'")).collect::<Vec<_>>().join(", "))
        }
        EnumKind::Bit => format!(
            "{width}-bit signless integer attribute whose value is a combination of {}",
            values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
        ),
        // MLIR 22's `IntEnumAttr` summary.
        EnumKind::I32 | EnumKind::I64 => format!(
            "allowed {width}-bit signless integer cases: {}",
            values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
        ),
    });
    let core = quote! {
        #[automatically_derived]
        impl #ident {
            /// Every case.
            pub const CASES: &'static [#ident] = &[#(#ident::#idents),*];
            /// The case spelled `s`.
            pub fn symbolize(s: &str) -> Option<Self> {
                match s {
                    #(#strs => Some(#ident::#idents),)*
                    _ => None,
                }
            }
            /// The keyword of the case.
            pub fn stringify(self) -> &'static str {
                match self {
                    #(#ident::#idents => #strs,)*
                }
            }
            /// The case with integer value `v` (of an `i32` enum: the case
            /// with the same 32 bits, so `-1` is `4294967295`).
            pub fn from_int(v: i64) -> Option<Self> {
                match #from_int_key {
                    #(#keys => Some(#ident::#idents),)*
                    _ => None,
                }
            }
            /// The integer value of the case.
            pub fn to_int(self) -> i64 {
                match self {
                    #(#ident::#idents => #values,)*
                }
            }
        }
    };
    let constraint = match kind {
        EnumKind::String => quote! {
            #[automatically_derived]
            impl #ir::ods::AttrConstraint for #ident {
                type Value<'a> = #ident;
                const GENERIC_PARSER: bool = false;
                fn summary() -> String {
                    #summary.to_string()
                }
                fn check(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    a.as_str(ctx).and_then(#ident::symbolize).is_some()
                }
                fn storage(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    a.as_str(ctx).is_some()
                }
                fn value(ctx: &#ir::Context, a: #ir::Attr) -> Self {
                    a.as_str(ctx).and_then(#ident::symbolize).expect("verified enum attribute")
                }
                fn make(ctx: &#ir::Context, v: Self) -> #ir::Attr {
                    ctx.string_attr(v.stringify())
                }
                fn parse(p: &mut #ir::parse::Parser<'_>, name: &str) -> Option<#ir::registry::PResult<#ir::Attr>> {
                    Some(#ir::__private::parse_enum_keyword(p, name, <Self as #ir::ods::EnumCases>::KEYWORDS, |s| #ident::symbolize(s).map(|v| v.stringify()), |ctx, s| ctx.string_attr(s)))
                }
                fn starts(p: &#ir::parse::Parser<'_>) -> Option<bool> {
                    Some(#ir::__private::at_enum_keyword(p, |s| #ident::symbolize(s).is_some()))
                }
                fn print(ctx: &#ir::Context, a: #ir::Attr) -> Option<String> {
                    a.as_str(ctx).map(#ir::__private::enum_case_text)
                }
            }
        },
        EnumKind::Bit => quote! {
            #[automatically_derived]
            impl #ir::ods::BitEnum for #ident {
                const ALL: &'static [Self] = Self::CASES;
                fn bits(self) -> i64 {
                    self.to_int()
                }
                fn keyword(self) -> &'static str {
                    self.stringify()
                }
            }
            #[automatically_derived]
            impl ::std::ops::BitOr for #ident {
                type Output = #ir::ods::BitFlags<#ident>;
                fn bitor(self, other: Self) -> Self::Output {
                    #ir::ods::BitFlags::from(self) | other
                }
            }
            #[automatically_derived]
            impl #ir::ods::AttrConstraint for #ident {
                type Value<'a> = #ir::ods::BitFlags<#ident>;
                const GENERIC_PARSER: bool = false;
                fn summary() -> String {
                    #summary.to_string()
                }
                // As MLIR's `BitEnumAttr`: a signless integer of the
                // enum's width with no unknown bit set.
                fn check(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    let all: i64 = 0 #(| #values)*;
                    matches!(a.kind(ctx), #ir::AttrKind::Integer { ty, .. } if ty.is_signless_int(ctx, #width))
                        && a.as_i64(ctx).is_some_and(|v| v & !all == 0)
                }
                // The specialized attribute class's `classof` is the whole
                // constraint (ODS `genSpecializedAttr`).
                fn storage(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    <Self as #ir::ods::AttrConstraint>::check(ctx, a)
                }
                fn value(ctx: &#ir::Context, a: #ir::Attr) -> Self::Value<'_> {
                    #ir::ods::BitFlags::from_bits(a.as_i64(ctx).unwrap_or(0))
                }
                fn make(ctx: &#ir::Context, v: Self::Value<'_>) -> #ir::Attr {
                    let t = ctx.int_type(#width);
                    ctx.integer_attr(t, v.bits() as i128)
                }
                fn parse(p: &mut #ir::parse::Parser<'_>, _name: &str) -> Option<#ir::registry::PResult<#ir::Attr>> {
                    Some(#ir::__private::parse_bit_enum(p, stringify!(#ident), &[#((#strs, #values)),*], #width, #separator))
                }
                fn starts(p: &#ir::parse::Parser<'_>) -> Option<bool> {
                    Some(#ir::__private::at_enum_keyword(p, |s| #ident::symbolize(s).is_some()))
                }
                fn print(ctx: &#ir::Context, a: #ir::Attr) -> Option<String> {
                    let v = a.as_i64(ctx)?;
                    let text = #ir::__private::bit_enum_text(&[#((#strs, #values)),*], v, #separator, #primary_groups);
                    Some(if text.is_empty() { "none".to_string() } else { text })
                }
            }
        },
        EnumKind::I32 | EnumKind::I64 => quote! {
            #[automatically_derived]
            impl #ir::ods::AttrConstraint for #ident {
                type Value<'a> = #ident;
                const GENERIC_PARSER: bool = false;
                fn summary() -> String {
                    #summary.to_string()
                }
                fn check(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    matches!(a.kind(ctx), #ir::AttrKind::Integer { ty, .. } if ty.is_signless_int(ctx, #width))
                        && a.as_i64(ctx).and_then(#ident::from_int).is_some()
                }
                // The specialized attribute class's `classof` is the whole
                // constraint (ODS `genSpecializedAttr`).
                fn storage(ctx: &#ir::Context, a: #ir::Attr) -> bool {
                    <Self as #ir::ods::AttrConstraint>::check(ctx, a)
                }
                fn value(ctx: &#ir::Context, a: #ir::Attr) -> Self {
                    a.as_i64(ctx).and_then(#ident::from_int).expect("verified enum attribute")
                }
                fn make(ctx: &#ir::Context, v: Self) -> #ir::Attr {
                    let t = ctx.int_type(#width);
                    ctx.integer_attr(t, v.to_int() as i128)
                }
                fn parse(p: &mut #ir::parse::Parser<'_>, name: &str) -> Option<#ir::registry::PResult<#ir::Attr>> {
                    Some(#ir::__private::parse_enum_keyword(p, name, <Self as #ir::ods::EnumCases>::KEYWORDS, |s| #ident::symbolize(s).map(|v| v.stringify()), |ctx, s| {
                        let v = #ident::symbolize(s).map_or(0, |c| c.to_int());
                        let t = ctx.int_type(#width);
                        ctx.integer_attr(t, v as i128)
                    }))
                }
                fn starts(p: &#ir::parse::Parser<'_>) -> Option<bool> {
                    Some(#ir::__private::at_enum_keyword(p, |s| #ident::symbolize(s).is_some()))
                }
                fn print(ctx: &#ir::Context, a: #ir::Attr) -> Option<String> {
                    a.as_i64(ctx).and_then(#ident::from_int).map(|c| #ir::__private::enum_case_text(c.stringify()))
                }
            }
        },
    };
    let case_value = if kind == EnumKind::Bit {
        quote!(#ir::ods::BitFlags::from(Self::CASES[index]))
    } else {
        quote!(Self::CASES[index])
    };
    // A parameter of types and attributes (mlir-tblgen's `FieldParser` of an
    // enum), worded with the enum's summary; not after an error above (the
    // cases are not known then).
    let name = ident.to_string();
    // MLIR's `EnumInfo::cppType`.
    let cpp_type = format!("{}::{name}", r.cpp_namespace.as_deref().unwrap_or_default());
    let attr_info = r.attr_info.is_present();
    let bit_parameter = (kind == EnumKind::Bit && errors.is_empty()).then(|| {
        let param_summary = r.summary.clone().unwrap_or_else(|| summary.clone());
        let read = |optional: bool| {
            if attr_info {
                quote!(#ir::__private::parse_bit_enum_attr_param(p, &[#((#strs, #values)),*], #cpp_type, #separator, #optional))
            } else {
                quote!(#ir::__private::parse_bit_enum_param(p, &[#((#strs, #values)),*], #param_summary, #separator, #optional))
            }
        };
        let (read, read_optional) = (read(false), read(true));
        quote! {
            #[automatically_derived]
            impl #ir::ods::typedef::Parameter for #ident {
                type Value = #ir::ods::BitFlags<#ident>;
                const NAME: &'static str = #name;
                fn cpp_type() -> String {
                    #cpp_type.into()
                }
                fn to_attr(ctx: &#ir::Context, v: &Self::Value) -> #ir::Attr {
                    <#ident as #ir::ods::AttrConstraint>::make(ctx, *v)
                }
                fn from_attr(ctx: &#ir::Context, a: #ir::Attr) -> Option<Self::Value> {
                    <#ident as #ir::ods::AttrConstraint>::check(ctx, a)
                        .then(|| <#ident as #ir::ods::AttrConstraint>::value(ctx, a))
                }
                fn parse(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<Self::Value> {
                    let bits = #read?;
                    Ok(#ir::ods::BitFlags::from_bits(bits.unwrap_or(0)))
                }
                fn parse_optional(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<Option<Self::Value>> {
                    let bits = #read_optional?;
                    Ok(bits.map(#ir::ods::BitFlags::from_bits))
                }
                fn print(p: &mut #ir::print::Printer<'_>, v: &Self::Value) {
                    p.write(&#ir::__private::bit_enum_text(&[#((#strs, #values)),*], v.bits(), #separator, #primary_groups))
                }
            }
        }
    });
    let property = r.prop.as_ref().map(|prop| {
        enum_property(
            ident,
            r.attr.as_ref().and_then(|a| a.name.as_ref()),
            r.cpp_namespace.as_deref(),
            prop,
            kind,
            width,
            &summary,
            &cpp_type,
            &strs,
            &values,
            &idents,
            &separator,
            primary_groups,
        )
    });
    let parameter = (kind != EnumKind::Bit && errors.is_empty()).then(|| {
        let param_summary = r.summary.clone().unwrap_or_else(|| match kind {
            EnumKind::String => format!("allowed string cases: {}", strs.join(", ")),
            EnumKind::I32 | EnumKind::I64 | EnumKind::Bit => format!(
                "allowed {width}-bit signless integer cases: {}",
                values.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(", ")
            ),
        });
        let read = |optional: bool| {
            if attr_info {
                quote!(#ir::__private::parse_enum_attr_param(p, <#ident as #ir::ods::EnumCases>::KEYWORDS, #cpp_type, #optional))
            } else {
                quote!(#ir::__private::parse_enum_param(p, <#ident as #ir::ods::EnumCases>::KEYWORDS, #param_summary, #optional))
            }
        };
        let (read, read_optional) = (read(false), read(true));
        quote! {
            #[automatically_derived]
            impl #ir::ods::typedef::Parameter for #ident {
                type Value = #ident;
                const NAME: &'static str = #name;
                fn cpp_type() -> String {
                    #cpp_type.into()
                }
                fn to_attr(ctx: &#ir::Context, v: &#ident) -> #ir::Attr {
                    <#ident as #ir::ods::AttrConstraint>::make(ctx, *v)
                }
                fn from_attr(ctx: &#ir::Context, a: #ir::Attr) -> Option<#ident> {
                    <#ident as #ir::ods::AttrConstraint>::check(ctx, a)
                        .then(|| <#ident as #ir::ods::AttrConstraint>::value(ctx, a))
                }
                fn parse(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<#ident> {
                    let i = #read?;
                    Ok(#ident::CASES[i.unwrap_or(0)])
                }
                fn parse_optional(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<Option<#ident>> {
                    let i = #read_optional?;
                    Ok(i.map(|i| #ident::CASES[i]))
                }
                fn print(p: &mut #ir::print::Printer<'_>, v: &#ident) {
                    #ir::__private::print_enum_param(p, v.stringify())
                }
            }
        }
    });
    // `EnumAttr<Dialect, Enum, "mnemonic">`: a `#[derive(Attr)]` of one
    // parameter `value`, in MLIR's default format `$value` unless given.
    let enum_attr = r.attr.as_ref().filter(|_| errors.is_empty()).map(|a| {
        let (Some(name), Some(dialect), Some(mnemonic)) = (&a.name, &a.dialect, &a.mnemonic) else {
            let msg = format!(
                "`attr(...)` of `{ident}` needs the attribute's `name`, `dialect` and `mnemonic`, e.g. \
                 `attr(name = \"{ident}Attr\", dialect = \"my_dialect\", mnemonic = \"{}\")`",
                crate::interface_snake(&ident.to_string())
            );
            return syn::Error::new(ident.span(), msg).to_compile_error();
        };
        let vis = &r.vis;
        let format = a.format.clone().unwrap_or_else(|| syn::LitStr::new("$value", proc_macro2::Span::call_site()));
        let doc = format!(" {summary}");
        let item = quote!(
            #[doc = #doc]
            #vis struct #name {
                value: #ident,
            }
        );
        let expansion = crate::typedef::derive_attr(quote!(
            #[attr(dialect = #dialect, mnemonic = #mnemonic, format = #format, op_value)]
            #item
        ));
        quote!(#item #expansion)
    });
    quote! {
        #(#errors)*
        #core
        #constraint
        #parameter
        #bit_parameter
        #property
        #enum_attr
        #[automatically_derived]
        impl #ir::ods::EnumCases for #ident {
            const KEYWORDS: &'static [&'static str] = &[#(#strs),*];
            fn case_value(index: usize) -> <Self as #ir::ods::AttrConstraint>::Value<'static> {
                #case_value
            }
        }
    }
}

/// A keyword MLIR's lexer reads as one bare identifier.
fn is_bare_keyword(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}

/// MLIR's `EnumProp` of the enum (`prop`, `prop(mnemonic, attr_form)`): the
/// description the generic engine (`EnumPropInfo`) reads and writes by,
/// and the property value it makes (the enum, or a bit enum's flags).
#[allow(clippy::too_many_arguments)]
fn enum_property(
    ident: &syn::Ident,
    attr_name: Option<&syn::Ident>,
    cpp_namespace: Option<&str>,
    prop: &PropDef,
    kind: EnumKind,
    width: u32,
    summary: &str,
    cpp_type: &str,
    strs: &[String],
    values: &[i64],
    idents: &[&syn::Ident],
    separator: &str,
    primary_groups: bool,
) -> TokenStream {
    let ir = quote!(::ods_ir);
    if kind == EnumKind::String {
        return syn::Error::new(prop.span, "`prop` is for integer and bit enums (MLIR's `EnumProp` stores an integer)")
            .to_compile_error();
    }
    let mnemonic = match &prop.options.mnemonic {
        Some(m) if !is_bare_keyword(m) => {
            let msg = format!("the mnemonic `{}` is not a bare identifier, so `{}<...>` could not be read", **m, **m);
            return syn::Error::new(m.span(), msg).to_compile_error();
        }
        Some(m) => {
            let m = m.as_str();
            quote!(Some(#m))
        }
        None => quote!(None),
    };
    let attr_form = if prop.options.attr_form.is_present() {
        let Some(name) = attr_name else {
            return syn::Error::new(
                prop.options.attr_form.span(),
                format!(
                    "`attr_form` reads the enum's attribute, which `{ident}` does not declare: add `attr(name = ..., \
                     dialect = ..., mnemonic = ...)`"
                ),
            )
            .to_compile_error();
        };
        let attr_cpp = format!("{}::{name}", cpp_namespace.unwrap_or_default());
        let to_int = if kind == EnumKind::Bit { quote!(bits) } else { quote!(to_int) };
        quote!(Some(#ir::__private::EnumAttrForm {
            cpp_type: #attr_cpp,
            value: |ctx, a| #name::is(ctx, a).then(|| <#name as #ir::ods::AttrConstraint>::value(ctx, a).#to_int()),
        }))
    } else {
        quote!(None)
    };
    let separator = if kind == EnumKind::Bit { quote!(Some(#separator)) } else { quote!(None) };
    let info = quote! {
        #ir::__private::EnumPropInfo {
            cpp_type: #cpp_type,
            summary: #summary,
            width: #width,
            cases: &[#((#strs, #values)),*],
            keywords: <#ident as #ir::ods::EnumCases>::KEYWORDS,
            separator: #separator,
            primary_groups: #primary_groups,
            mnemonic: #mnemonic,
            attr_form: #attr_form,
        }
    };
    if kind == EnumKind::Bit {
        return quote! {
            #[automatically_derived]
            impl #ir::ods::BitEnumProperty for #ident {
                const PROPERTY: #ir::__private::EnumPropInfo = #info;
            }
        };
    }
    let default_index = values.iter().position(|v| *v == 0).unwrap_or(0);
    let default_case = &idents[default_index.min(idents.len().saturating_sub(1))];
    quote! {
        #[automatically_derived]
        impl ::core::default::Default for #ident {
            fn default() -> Self {
                #ident::#default_case
            }
        }
        #[automatically_derived]
        impl #ident {
            const __ODS_PROPERTY: #ir::__private::EnumPropInfo = #info;
        }
        #[automatically_derived]
        impl #ir::ods::PropertyValue for #ident {
            fn summary() -> String {
                #summary.to_string()
            }
            fn to_attr(&self, ctx: &#ir::Context) -> #ir::Attr {
                Self::__ODS_PROPERTY.to_attr(ctx, self.to_int())
            }
            // A value that is no case is no enum; `convert` stores it for
            // the verifier to refuse.
            fn from_attr(ctx: &#ir::Context, attr: #ir::Attr) -> Result<Self, #ir::diag::Diagnostic> {
                let v = Self::__ODS_PROPERTY.from_attr(ctx, attr)?;
                #ident::from_int(v).ok_or_else(|| #ir::ods::conversion_error(#summary))
            }
            fn convert(ctx: &#ir::Context, attr: #ir::Attr) -> Result<#ir::Attr, #ir::diag::Diagnostic> {
                let v = Self::__ODS_PROPERTY.from_attr(ctx, attr)?;
                Ok(Self::__ODS_PROPERTY.to_attr(ctx, v))
            }
            fn parse(p: &mut #ir::parse::Parser<'_>) -> #ir::registry::PResult<Self> {
                let v = Self::__ODS_PROPERTY.parse(p)?;
                Ok(#ident::from_int(v).unwrap_or_default())
            }
            fn print(&self, p: &mut #ir::print::Printer<'_>) {
                Self::__ODS_PROPERTY.print(p, self.to_int())
            }
            fn starts(p: &#ir::parse::Parser<'_>) -> Option<bool> {
                Some(Self::__ODS_PROPERTY.starts(p))
            }
            const OPTIONAL_PARSER: bool = true;
        }
    }
}
