//! Reading an op definition (with darling) into an [`OpModel`]: the
//! struct's options, its fields and its trait list. What can be told from
//! one field or one trait alone is reported here; what needs them together
//! is left to `check.rs`.

use super::check::{check_effects, check_effects_against_traits, check_segments, check_trait_args, check_traits};
use super::effects::EffectList;
use super::*;
use crate::traits::{Listed, NativeTrait, TypesMatchWith, ValueMatch};
use darling::ast::NestedMeta;
use darling::{FromDeriveInput, FromField, FromMeta};

#[derive(FromDeriveInput)]
#[darling(attributes(op), forward_attrs(doc))]
struct OpReceiver {
    ident: syn::Ident,
    data: darling::ast::Data<(), FieldReceiver>,
    attrs: Vec<syn::Attribute>,
    #[darling(default)]
    name: Option<StrValue>,
    #[darling(default)]
    format: Option<StrValue>,
    #[darling(default)]
    traits: TraitList,
    #[darling(default)]
    summary: Option<String>,
    #[darling(default)]
    has_verifier: darling::util::Flag,
    #[darling(default)]
    has_region_verifier: darling::util::Flag,
    #[darling(default)]
    has_folder: darling::util::Flag,
    #[darling(default)]
    has_canonicalizer: darling::util::Flag,
    #[darling(default)]
    custom_assembly: darling::util::Flag,
    #[darling(default)]
    asm_result_names: darling::util::Flag,
    #[darling(default)]
    asm_block_arg_names: darling::util::Flag,
    #[darling(default)]
    default_dialect: Option<String>,
    /// The dialect the op belongs to, by path (the static `dialect!`
    /// declares): rustc checks the path, a constant check its name.
    #[darling(default)]
    dialect: Option<syn::Path>,
    #[darling(default)]
    skip_default_builders: bool,
    /// Interface vtables the op provides: paths to statics.
    #[darling(default)]
    interfaces: darling::util::PathList,
}

#[derive(FromField)]
#[darling(attributes(op), forward_attrs(doc))]
struct FieldReceiver {
    ident: Option<syn::Ident>,
    ty: syn::Type,
    attrs: Vec<syn::Attribute>,
    /// Value of a `DefaultValuedAttr` (a Rust expression of the attribute's
    /// value type, or an enum attribute's case keyword as a string).
    #[darling(default)]
    default: Option<DefaultExpr>,
    /// The field's type constraint names exactly one type (a user constraint
    /// with `build`), so formats may leave its type out.
    #[darling(default)]
    buildable: bool,
    /// The name in the IR when it is not the field's (`#[op(rename =
    /// "operandSegmentSizes")]`): MLIR names that are not snake_case.
    #[darling(default)]
    rename: Option<darling::util::SpannedValue<String>>,
    /// A region without a name in ODS (`(region SizedRegion<1>)`): its
    /// verifier messages say `region #1`, not `region #1 ('name')`.
    #[darling(default)]
    unnamed: darling::util::Flag,
    /// Of a `VariadicOfVariadic` operand: the IR name of the
    /// `DenseI32ArrayAttr` attribute holding its inner group sizes.
    #[darling(default)]
    segments: Option<darling::util::SpannedValue<String>>,
    /// Of an attribute whose constraint is not one of ods-ir's: its value
    /// type (`#[op(value = CmpIPredicate)]`), written in the accessors'
    /// and builders' signatures instead of `<C as AttrConstraint>::Value`.
    #[darling(default)]
    value: Option<syn::Type>,
    /// Memory effects on each of the field's values (ODS's `Arg<T, "",
    /// [MemRead]>`): `#[op(effects(MemRead, MemWrite(MY_RESOURCE)))]`.
    #[darling(default)]
    effects: Option<EffectList>,
}

/// The `default = ...` of a field, kept as written: darling would parse a
/// string as an expression, while `"eq"` is a string or an enum case.
struct DefaultExpr(syn::Expr);

impl FromMeta for DefaultExpr {
    fn from_expr(e: &syn::Expr) -> darling::Result<Self> {
        Ok(DefaultExpr(e.clone()))
    }
}

#[derive(Default)]
pub(crate) struct TraitList(pub(crate) Vec<TraitUse>);

impl FromMeta for TraitList {
    fn from_list(items: &[NestedMeta]) -> darling::Result<Self> {
        let mut out = Vec::new();
        let mut errors = darling::Error::accumulator();
        for item in items {
            match item {
                NestedMeta::Meta(syn::Meta::Path(p)) => out.push(TraitUse {
                    name: p.segments.last().map(|s| s.ident.to_string()).unwrap_or_default(),
                    path: p.clone(),
                    args: Vec::new(),
                    span: p.span(),
                }),
                NestedMeta::Meta(syn::Meta::List(l)) => {
                    let parser = syn::punctuated::Punctuated::<syn::Expr, syn::Token![,]>::parse_terminated;
                    let name = l.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
                    let args = syn::parse::Parser::parse2(parser, l.tokens.clone()).ok().and_then(|args| {
                        args.into_iter()
                            .map(|a| match a {
                                syn::Expr::Lit(l) => Some(TraitArg::Lit(l.lit)),
                                syn::Expr::Path(p) if p.qself.is_none() => Some(TraitArg::Path(p.path)),
                                syn::Expr::Call(c) if name == "MemoryEffects" => Some(TraitArg::Call(c)),
                                _ => None,
                            })
                            .collect::<Option<Vec<_>>>()
                    });
                    match args {
                        Some(args) => out.push(TraitUse { name, path: l.path.clone(), args, span: l.span() }),
                        None => errors.push(
                            darling::Error::custom(format!(
                                "the arguments of trait `{name}` must be literals or op types, e.g. \
                                 `HasParent(\"dialect.op\")`, `HasParent(ParentOp)` or `NOperands(2)`"
                            ))
                            .with_span(&l.tokens),
                        ),
                    }
                }
                other => errors.push(
                    darling::Error::custom("expected a trait name, such as `Pure` or `HasParent(\"x.y\")`")
                        .with_span(other),
                ),
            }
        }
        errors.finish_with(TraitList(out))
    }
}

const FIELD_KINDS: &[&str] = &[
    "OpId",
    "Operand",
    "Optional",
    "Variadic",
    "VariadicOfVariadic",
    "OpResult",
    "OptionalResult",
    "VariadicResult",
    "Attribute",
    "OptionalAttr",
    "DefaultValuedAttr",
    "DefaultValuedStrAttr",
    "DefaultValuedOptionalAttr",
    "DefaultValuedOptionalStrAttr",
    "Property",
    "OptionalProp",
    "DefaultValuedProp",
    "UnitProp",
    "Region",
    "VariadicRegion",
    "Successor",
    "VariadicSuccessor",
];

fn docs_of(attrs: &[syn::Attribute]) -> String {
    let mut lines = Vec::new();
    for a in attrs {
        if !a.path().is_ident("doc") {
            continue;
        }
        if let syn::Meta::NameValue(nv) = &a.meta {
            if let syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) = &nv.value {
                let v = s.value();
                lines.push(v.strip_prefix(' ').unwrap_or(&v).to_string());
            }
        }
    }
    lines.join("\n")
}

fn first_generic(seg: &syn::PathSegment) -> Option<syn::Type> {
    match &seg.arguments {
        syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|g| match g {
            syn::GenericArgument::Type(t) => Some(t.clone()),
            _ => None,
        }),
        _ => None,
    }
}

impl OpModel {
    /// Reads and checks the definition `#[derive(Op)]` receives; every
    /// mistake is in the error, none stops the others being found.
    pub fn from_input(input: &syn::DeriveInput) -> darling::Result<OpModel> {
        let mut errors: Vec<darling::Error> = Vec::new();
        let ident = &input.ident;
        // The shape first: darling's message would not say what an op needs.
        let named = match &input.data {
            syn::Data::Struct(s) => match &s.fields {
                syn::Fields::Named(_) => None,
                syn::Fields::Unnamed(u) => Some((u.span(), "a tuple struct")),
                syn::Fields::Unit => Some((ident.span(), "a unit struct")),
            },
            syn::Data::Enum(e) => Some((e.enum_token.span, "an enum")),
            syn::Data::Union(u) => Some((u.union_token.span, "a union")),
        };
        if let Some((span, what)) = named {
            return Err(darling::Error::custom(format!(
                "`#[derive(Op)]` needs a struct with named fields, one per operand, attribute, result, region and \
                 successor, plus the `OpId` handle (e.g. `pub struct {ident} {{ op: OpId, x: Operand<AnyType> }}`); \
                 `{ident}` is {what}"
            ))
            .with_span(&span));
        }
        if !input.generics.params.is_empty() {
            errors.push(
                darling::Error::custom(format!(
                    "op `{ident}` cannot be generic: a definition is one op; put constraints in the field types \
                     (`Operand<AnyInteger>`) and define one struct per op"
                ))
                .with_span(&input.generics),
            );
        }
        let r = match OpReceiver::from_derive_input(input) {
            Ok(r) => r,
            Err(e) => {
                // darling stops at its own errors (unknown options and the
                // like); run the field and trait checks anyway, so that all
                // mistakes of the definition are reported together.
                for e in polish_darling(e, ident) {
                    errors.push(e);
                }
                if let syn::Data::Struct(syn::DataStruct { fields: syn::Fields::Named(n), .. }) = &input.data {
                    let fields: Vec<FieldReceiver> =
                        n.named.iter().filter_map(|f| FieldReceiver::from_field(f).ok()).collect();
                    let fields = read_fields(fields, ident, &mut errors);
                    let traits = traits_of(&input.attrs).unwrap_or_default();
                    let t = read_traits(&traits, &fields.fields, &mut errors);
                    if let Some(fmt) = format_of(&input.attrs) {
                        let mut model = OpModel {
                            ident: ident.clone(),
                            name: name_of_attrs(&input.attrs).unwrap_or_else(|| ident.to_string()),
                            summary: String::new(),
                            description: String::new(),
                            handle: fields.handle.clone().unwrap_or_else(|| syn::Ident::new("op", Span::call_site())),
                            fields: fields.fields,
                            format: None,
                            format_span: Some(fmt.span),
                            format_errors: Vec::new(),
                            bits: t.bits,
                            effects: t.effects,
                            checks: t.checks,
                            has_parent: t.has_parent,
                            all_types_match: t.all_types_match,
                            value_matches: t.value_matches,
                            types_match_with: t.types_match_with,
                            implicit_terminator: t.implicit_terminator,
                            user_traits: t.user_traits,
                            operand_segments: t.operand_segments,
                            result_segments: t.result_segments,
                            hooks: t.infer.map(|s| (Hook::InferType, s)).into_iter().collect(),
                            default_dialect: String::new(),
                            dialect: None,
                            skip_default_builders: false,
                            interfaces: Vec::new(),
                        };
                        model.check_format(&fmt, &fields.dropped, t.had_errors);
                        errors.append(&mut model.format_errors);
                    }
                }
                if errors.is_empty() {
                    errors.push(darling::Error::custom(format!("invalid op definition `{ident}`")).with_span(ident));
                }
                return Err(darling::Error::multiple(errors));
            }
        };

        let name = match &r.name {
            Some(n) => {
                let name = n.value.clone();
                let ok = name.split('.').count() >= 2
                    && name
                        .split('.')
                        .all(|p| !p.is_empty() && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$'));
                if !ok {
                    errors.push(
                        darling::Error::custom(format!(
                            "op name `{name}` must be `dialect.mnemonic` (letters, digits, `_` and dots), e.g. `shape.add`"
                        ))
                        .with_span(&n.span),
                    );
                }
                name
            }
            None => {
                errors.push(
                    darling::Error::custom(format!(
                        "op `{ident}` needs a name: add `name = \"dialect.mnemonic\"` to its `#[op(...)]` attribute"
                    ))
                    .with_span(ident),
                );
                String::new()
            }
        };

        // Fields.
        let fields = r.data.take_struct().map(|d| d.fields).unwrap_or_default();
        let FieldsOut { fields, handle, dropped } = read_fields(fields, ident, &mut errors);
        let handle = handle.unwrap_or_else(|| syn::Ident::new("op", Span::call_site()));
        // Traits.
        let TraitsOut {
            bits,
            effects,
            checks,
            has_parent,
            all_types_match,
            value_matches,
            types_match_with,
            implicit_terminator,
            user_traits,
            operand_segments,
            result_segments,
            infer,
            had_errors: trait_errors,
        } = read_traits(&r.traits, &fields, &mut errors);
        // Effects of fields give the op the interface, as in ODS.
        let bits = if fields.iter().any(|f| !f.effects.is_empty()) {
            bits | crate::traits::Bit::MemoryEffects.mask()
        } else {
            bits
        };
        if r.custom_assembly.is_present() {
            if let Some(f) = &r.format {
                errors.push(
                    darling::Error::custom(format!(
                        "op `{name}` has both a `format` and `custom_assembly`; keep one (the format, unless the \
                         syntax needs hand-written `parse` and `print`)"
                    ))
                    .with_span(&f.span),
                );
            }
        }

        let hooks: Vec<(Hook, Span)> = [
            (Hook::Verifier, &r.has_verifier),
            (Hook::RegionVerifier, &r.has_region_verifier),
            (Hook::Folder, &r.has_folder),
            (Hook::Canonicalizer, &r.has_canonicalizer),
            (Hook::CustomAssembly, &r.custom_assembly),
            (Hook::AsmResultNames, &r.asm_result_names),
            (Hook::AsmBlockArgNames, &r.asm_block_arg_names),
        ]
        .into_iter()
        .filter(|(_, f)| f.is_present())
        .map(|(h, f)| (h, f.span()))
        .chain(infer.map(|s| (Hook::InferType, s)))
        .collect();

        for p in r.interfaces.iter() {
            let name = p.segments.last().map(|s| s.ident.to_string()).unwrap_or_default();
            if p.segments.len() == 1 && NativeTrait::knows(&name) {
                errors.push(
                    darling::Error::custom(format!(
                        "`{name}` is a trait: list it in `traits(...)`, not in `interfaces(...)`"
                    ))
                    .with_span(p),
                );
            }
        }

        // Docs.
        let docs = docs_of(&r.attrs);
        let (first, rest) = docs.split_once("\n\n").unwrap_or((docs.as_str(), ""));
        let summary = r.summary.clone().unwrap_or_else(|| first.replace('\n', " ").trim().to_string());
        let description = rest.trim().to_string();

        let mut model = OpModel {
            ident: r.ident.clone(),
            name,
            summary,
            description,
            handle,
            fields,
            format: None,
            format_span: r.format.as_ref().map(|f| f.span),
            format_errors: Vec::new(),
            bits,
            effects,
            checks,
            has_parent,
            all_types_match,
            value_matches,
            types_match_with,
            implicit_terminator,
            user_traits,
            operand_segments,
            result_segments,
            hooks,
            default_dialect: r.default_dialect.clone().unwrap_or_default(),
            dialect: r.dialect.clone(),
            skip_default_builders: r.skip_default_builders,
            interfaces: r.interfaces.to_vec(),
        };

        // The assembly format.
        if let Some(fmt) = &r.format {
            model.check_format(fmt, &dropped, trait_errors);
        }
        if errors.is_empty() {
            return Ok(model);
        }
        // The format's errors are reported with the others.
        errors.append(&mut model.format_errors);
        Err(darling::Error::multiple(errors))
    }
}

/// Mistakes in the fields that rustc reports by itself (a field declared
/// twice, as `x` and `r#x`; a marker without its constraint): the macro
/// adds no message and generates nothing, so no follow-on errors appear.
pub fn rustc_reports(input: &syn::DeriveInput) -> bool {
    let syn::Data::Struct(s) = &input.data else { return false };
    let names: Vec<String> = s.fields.iter().filter_map(|f| f.ident.as_ref()).map(name_of).collect();
    let duplicate = names.iter().enumerate().any(|(i, n)| names[..i].contains(n));
    let missing_generic = s.fields.iter().any(|f| {
        last_segment(&f.ty).is_some_and(|seg| {
            let kind = seg.ident.to_string();
            FIELD_KINDS.contains(&kind.as_str())
                && !matches!(kind.as_str(), "OpId" | "Successor" | "VariadicSuccessor" | "UnitProp")
                && first_generic(seg).is_none()
        })
    });
    duplicate || missing_generic
}

/// A string option (`name = "..."`, `format = "..."`) with its span, and a
/// message saying what is expected when it is not a string.
pub(super) struct StrValue {
    pub(super) value: String,
    pub(super) span: Span,
}

impl FromMeta for StrValue {
    fn from_meta(item: &syn::Meta) -> darling::Result<Self> {
        let key = item.path().get_ident().map(|i| i.to_string()).unwrap_or_default();
        let example = if key == "format" { "$lhs `,` $rhs attr-dict `:` type($lhs)" } else { "dialect.mnemonic" };
        // A literal passed through `macro_rules!` (`$name:literal`) comes
        // in an invisible group.
        fn literal(mut e: &syn::Expr) -> Option<&syn::LitStr> {
            while let syn::Expr::Group(g) = e {
                e = &g.expr;
            }
            match e {
                syn::Expr::Lit(syn::ExprLit { lit: syn::Lit::Str(s), .. }) => Some(s),
                _ => None,
            }
        }
        match item {
            syn::Meta::NameValue(nv) if literal(&nv.value).is_some() => {
                let s = literal(&nv.value).expect("checked");
                Ok(StrValue { value: s.value(), span: s.span() })
            }
            syn::Meta::NameValue(nv) => {
                Err(darling::Error::custom(format!("`{key}` takes a string literal, e.g. `{key} = \"{example}\"`"))
                    .with_span(&nv.value))
            }
            other => {
                Err(darling::Error::custom(format!("`{key}` takes a string literal, e.g. `{key} = \"{example}\"`"))
                    .with_span(other))
            }
        }
    }
}

/// The options of `#[op(...)]` on the struct and on fields (for messages).
const OP_OPTIONS: &str = "`name`, `format`, `traits(...)`, `summary`, `has_verifier`, `has_region_verifier`, \
                          `has_folder`, `has_canonicalizer`, `custom_assembly`, `asm_result_names`, \
                          `asm_block_arg_names`, \
                          `default_dialect`, `dialect`, `skip_default_builders`, `interfaces(...)`";

const FIELD_OPTIONS: &str =
    "`default = <expr>` (for `DefaultValuedAttr`), `buildable`, `rename = \"<name in the IR>\"`, \
     `unnamed` (for regions and results), `segments = \"<attribute>\"` (for `VariadicOfVariadic`), `value = <type>` (for attributes), \
     `effects(MemRead, ...)` (for operands, results and symbol reference attributes)";

/// darling's errors, reworded to say what the op needs; a "missing `name`"
/// is left out when a misspelt key was probably meant to be `name`.
fn polish_darling(e: darling::Error, ident: &syn::Ident) -> Vec<darling::Error> {
    let leaves: Vec<darling::Error> = e.into_iter().collect();
    let texts: Vec<String> = leaves.iter().map(|l| l.to_string()).collect();
    let between = |t: &str, prefix: &str| t.strip_prefix(prefix).and_then(|r| r.split('`').next()).map(str::to_string);
    let mut out = Vec::new();
    for (l, t) in leaves.into_iter().zip(&texts) {
        let span = l.span();
        if let Some(key) = between(t, "Missing field `") {
            if texts.iter().any(|o| o.contains(&format!("Did you mean `{key}`"))) {
                continue;
            }
            let msg = if key == "name" {
                format!("op `{ident}` needs a name: add `name = \"dialect.mnemonic\"` to its `#[op(...)]` attribute")
            } else {
                format!("`{ident}` needs `{key} = ...` in its attribute")
            };
            out.push(darling::Error::custom(msg).with_span(&span));
        } else if let Some(key) = between(t, "Unknown field: `") {
            let msg = match t.split("Did you mean `").nth(1).and_then(|r| r.split('`').next()) {
                Some(s) => format!("unknown option `{key}` in `#[op(...)]`; did you mean `{s}`?"),
                None => format!("unknown option `{key}` in `#[op(...)]`; an op takes {OP_OPTIONS}, and a field takes {FIELD_OPTIONS}"),
            };
            out.push(darling::Error::custom(msg).with_span(&span));
        } else if let Some(key) = between(t, "Duplicate field `") {
            out.push(darling::Error::custom(format!("option `{key}` is given twice")).with_span(&span));
        } else {
            out.push(l);
        }
    }
    out
}

/// The fields read from the definition.
struct FieldsOut {
    fields: Vec<Field>,
    handle: Option<syn::Ident>,
    /// Fields whose kind was not understood (left out of the model, so the
    /// format must not report them as unknown).
    dropped: Vec<String>,
}

/// Methods generated on every op (fields cannot have these names).
const RESERVED: &[&str] = &["id", "cast", "build"];

fn read_fields(data: Vec<FieldReceiver>, op: &syn::Ident, errors: &mut Vec<darling::Error>) -> FieldsOut {
    let mut fields = Vec::new();
    let mut handle: Option<syn::Ident> = None;
    // A field of unknown kind that was probably meant to be the handle.
    let mut handle_suggested = false;
    let mut dropped = Vec::new();
    // Generated method names so far, with the field that generated them.
    let mut methods: Vec<(String, String)> = Vec::new();
    // Per field kept: its kind and `segments = ...` (checked once all
    // fields are known).
    let mut segment_uses: Vec<(FieldKind, Option<darling::util::SpannedValue<String>>, syn::Ident)> = Vec::new();
    for f in data {
        let Some(ident) = f.ident.clone() else { continue };
        let ident_for_segments = ident.clone();
        let fname = name_of(&ident);
        let Some(seg) = last_segment(&f.ty) else {
            errors.push(
                darling::Error::custom(format!(
                    "field `{fname}` must have a marker type such as `Operand<AnyType>`, `Attribute<I64Attr>` or `Region<AnyRegion>`"
                ))
                .with_span(&f.ty),
            );
            dropped.push(fname);
            continue;
        };
        let kind_name = seg.ident.to_string();
        let kind = match kind_name.as_str() {
            "OpId" => FieldKind::Handle,
            "Operand" => FieldKind::Operand(sig::Arity::Single),
            "Optional" => FieldKind::Operand(sig::Arity::Optional),
            "Variadic" => FieldKind::Operand(sig::Arity::Variadic),
            "VariadicOfVariadic" => FieldKind::Operand(sig::Arity::VariadicOfVariadic),
            "OpResult" => FieldKind::Result(sig::Arity::Single),
            "OptionalResult" => FieldKind::Result(sig::Arity::Optional),
            "VariadicResult" => FieldKind::Result(sig::Arity::Variadic),
            "Attribute" => FieldKind::Attr(AttrPresence::Required),
            "OptionalAttr" => FieldKind::Attr(AttrPresence::Optional),
            "DefaultValuedAttr" | "DefaultValuedStrAttr" => FieldKind::Attr(AttrPresence::Default),
            "DefaultValuedOptionalAttr" | "DefaultValuedOptionalStrAttr" => {
                FieldKind::Attr(AttrPresence::DefaultOptional)
            }
            "Property" | "OptionalProp" | "DefaultValuedProp" | "UnitProp" => FieldKind::Attr(AttrPresence::Default),
            "Region" => FieldKind::Region { variadic: false },
            "VariadicRegion" => FieldKind::Region { variadic: true },
            "Successor" => FieldKind::Successor { variadic: false },
            "VariadicSuccessor" => FieldKind::Successor { variadic: true },
            other => {
                let suggestion = match other {
                    "Result" => Some("OpResult"),
                    "OptionalOperand" => Some("Optional"),
                    "VariadicOperand" => Some("Variadic"),
                    "Attr" => Some("Attribute"),
                    "OpHandle" | "Handle" | "OpRef" | "Operation" | "OperationId" => Some("OpId"),
                    _ => crate::did_you_mean(other, FIELD_KINDS.iter().copied()),
                };
                if suggestion == Some("OpId") {
                    handle_suggested = true;
                }
                let hint = suggestion
                    .map(|s| format!("; did you mean `{s}`?"))
                    .unwrap_or_else(|| format!("; expected one of {}", FIELD_KINDS.join(", ")));
                errors.push(
                    darling::Error::custom(format!("unknown field kind `{other}` for field `{fname}` of `{op}`{hint}"))
                        .with_span(&seg.ident),
                );
                dropped.push(fname);
                continue;
            }
        };
        let prop = match kind_name.as_str() {
            "Property" => Some(PropKind::Plain),
            "OptionalProp" => Some(PropKind::Optional),
            "DefaultValuedProp" => Some(PropKind::DefaultValued),
            "UnitProp" => Some(PropKind::Unit),
            _ => None,
        };
        // A property's constraint is the conversion of its Rust value.
        // Integer arrays and strings are read as views of the stored form
        // (`PropView`), so that their accessors do not allocate.
        let prop_constraint = |t: syn::Type| -> syn::Type {
            if has_property_view(&t) {
                syn::parse_quote!(::ods_ir::ods::PropView<#t>)
            } else {
                syn::parse_quote!(::ods_ir::ods::Prop<#t>)
            }
        };
        let constraint = match prop {
            Some(PropKind::Unit) => Some(syn::parse_quote!(::ods_ir::ods::UnitPropValue)),
            Some(PropKind::Optional) => first_generic(seg).map(|t| prop_constraint(syn::parse_quote!(Option<#t>))),
            Some(_) => first_generic(seg).map(prop_constraint),
            None => first_generic(seg),
        };
        // As in ODS, a unit attribute is optional: its absence means false.
        let kind = match kind {
            FieldKind::Attr(AttrPresence::Required)
                if constraint.as_ref().map(constraint_name).as_deref() == Some("UnitAttr") =>
            {
                FieldKind::Attr(AttrPresence::Optional)
            }
            k => k,
        };
        let needs_constraint = !matches!(kind, FieldKind::Handle | FieldKind::Successor { .. });
        if needs_constraint && constraint.is_none() {
            // rustc reports the missing generic argument of the marker
            // (and `lib.rs` generates nothing).
            dropped.push(fname);
            continue;
        }
        if kind == FieldKind::Handle {
            if let Some(first) = &handle {
                errors.push(
                    darling::Error::custom(format!(
                        "`{op}` already holds its handle in `{first}`; only one field may have type `OpId`"
                    ))
                    .with_span(&ident),
                );
                continue;
            }
            handle = Some(ident.clone());
        }
        match (prop, &f.default) {
            (Some(PropKind::DefaultValued), None) => errors.push(
                darling::Error::custom(format!(
                    "`DefaultValuedProp` field `{fname}` needs its default value: `#[op(default = ...)]` (a value of \
                     the property's Rust type, e.g. `#[op(default = 0)]`), or make it `Property` (whose default is \
                     `Default::default()`) or `OptionalProp`"
                ))
                .with_span(&ident),
            ),
            (Some(PropKind::Plain | PropKind::Optional | PropKind::Unit), Some(d)) => errors.push(
                darling::Error::custom(format!(
                    "`default` only applies to `DefaultValuedAttr` and `DefaultValuedProp` fields; `{fname}` is \
                     `{kind_name}`: make it `DefaultValuedProp<...>`"
                ))
                .with_span(&d.0),
            ),
            _ => {}
        }
        match (kind, &f.default) {
            _ if prop.is_some() => {}
            (FieldKind::Attr(AttrPresence::Default | AttrPresence::DefaultOptional), None) => errors.push(
                darling::Error::custom(format!(
                    "`{kind_name}` field `{fname}` needs its default value: `#[op(default = ...)]` (a value of the \
                     attribute's Rust type, e.g. `#[op(default = 0)]`, or an enum attribute's case keyword, e.g. \
                     `#[op(default = \"eq\")]`), or make it `OptionalAttr`"
                ))
                .with_span(&ident),
            ),
            (FieldKind::Attr(AttrPresence::Default | AttrPresence::DefaultOptional), Some(_)) | (_, None) => {}
            (k, Some(d)) => {
                let fix = if matches!(k, FieldKind::Attr(_)) {
                    format!(
                        ": make it `DefaultValuedAttr<{}>`",
                        constraint.as_ref().map(|c| quote::quote!(#c).to_string()).unwrap_or_default()
                    )
                } else {
                    String::new()
                };
                errors.push(
                    darling::Error::custom(format!(
                        "`default` only applies to `DefaultValuedAttr` fields; `{fname}` is `{kind_name}`{fix}"
                    ))
                    .with_span(&d.0),
                )
            }
        }
        if let Some(v) = &f.value {
            let unit = constraint.as_ref().map(constraint_name).as_deref() == Some("UnitAttr");
            let why = if !matches!(kind, FieldKind::Attr(_)) {
                Some(format!(
                    "`value` only applies to attribute fields (`Attribute`, `OptionalAttr`, `DefaultValuedAttr`); \
                     `{fname}` is `{kind_name}`"
                ))
            } else if prop.is_some() {
                Some(format!(
                    "`value` does not apply to property `{fname}` (`{kind_name}`): its accessor returns the \
                     property's own type; remove `value`"
                ))
            } else if unit {
                Some(format!(
                    "`value` does not apply to `{fname}`, a `UnitAttr`: its accessor returns whether it is \
                     present (`bool`); remove `value`"
                ))
            } else {
                None
            };
            if let Some(why) = why {
                errors.push(darling::Error::custom(why).with_span(v));
            }
        }
        if f.unnamed.is_present() {
            if !is_region(&kind) && !matches!(kind, FieldKind::Result(_)) {
                errors.push(
                    darling::Error::custom(format!(
                        "`unnamed` applies to regions (their verifier messages name them) and results (the \
                         printer names them); `{fname}` is `{kind_name}`"
                    ))
                    .with_span(&f.unnamed.span()),
                );
            } else if f.rename.is_some() {
                errors.push(
                    darling::Error::custom("an `unnamed` region or result has no name in the IR to rename")
                        .with_span(&f.unnamed.span()),
                );
            }
        }
        let ir_name = match &f.rename {
            Some(r) => {
                let ok = r.chars().next().is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                    && r.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
                if !ok {
                    errors.push(
                        darling::Error::custom(format!(
                            "`rename = \"{}\"` is not a name: the name in the IR is an identifier (letters, digits, `_`)",
                            r.as_str()
                        ))
                        .with_span(&r.span()),
                    );
                }
                if kind == FieldKind::Handle {
                    errors.push(
                        darling::Error::custom("the handle field has no name in the IR to rename").with_span(&r.span()),
                    );
                }
                (**r).clone()
            }
            None => fname.clone(),
        };
        if let Some(other) = fields.iter().find(|o: &&Field| o.ir_name == ir_name && kind != FieldKind::Handle) {
            // (The same field name twice, `x` and `r#x`, rustc reports.)
            if f.rename.is_some() || other.ir_name != name_of(&other.ident) {
                errors.push(
                    darling::Error::custom(format!(
                        "field `{fname}` has the IR name `{ir_name}`, as field `{}` does",
                        other.ident
                    ))
                    .with_span(&ident),
                );
            }
        }
        // The methods this field generates must not collide.
        if kind != FieldKind::Handle {
            let mut mine = vec![fname.clone()];
            if let FieldKind::Attr(p) = kind {
                mine.push(format!("{fname}_attr"));
                mine.push(format!("set_{fname}"));
                mine.push(format!("set_{fname}_attr"));
                if matches!(p, AttrPresence::Optional | AttrPresence::DefaultOptional) {
                    mine.push(format!("remove_{fname}"));
                }
            }
            if RESERVED.contains(&fname.as_str()) {
                errors.push(
                    darling::Error::custom(format!(
                        "field `{fname}` collides with the method `{fname}` generated for every op; rename the field \
                         and keep the name in the IR with `#[op(rename = \"{fname}\")]`"
                    ))
                    .with_span(&ident),
                );
            } else if methods.iter().any(|(m, owner)| *m == fname && *owner == fname) {
                // Declared twice (`x` and `r#x`): rustc reports it.
            } else if let Some((m, owner)) = methods.iter().find(|(m, _)| mine.contains(m)) {
                let msg = if m == owner {
                    format!("the method `{m}` generated for attribute `{fname}` collides with field `{owner}`; rename one of them")
                } else {
                    format!("field `{fname}` collides with the method `{m}` generated for attribute `{owner}`; rename one of them")
                };
                errors.push(darling::Error::custom(msg).with_span(&ident));
            }
            methods.extend(mine.into_iter().map(|m| (m, fname.clone())));
        }
        fields.push(Field {
            ident,
            kind,
            constraint,
            ty: f.ty.clone(),
            docs: docs_of(&f.attrs),
            default: f.default.as_ref().map(|d| d.0.clone()),
            buildable: f.buildable,
            ir_name,
            unnamed: f.unnamed.is_present() && (is_region(&kind) || matches!(kind, FieldKind::Result(_))),
            prop,
            segments: f.segments.as_ref().map(|s| (**s).clone()),
            value: f.value.clone(),
            effects: f.effects.as_ref().map(|e| e.0.clone()).unwrap_or_default(),
        });
        if let Some(list) = &f.effects {
            let f = fields.last().expect("just pushed");
            check_effects(f, &kind_name, list.1.unwrap_or_else(|| f.ident.span()), errors);
        }
        segment_uses.push((kind, f.segments.clone(), ident_for_segments));
    }
    check_segments(&fields, &segment_uses, errors);
    if handle.is_none() && !handle_suggested {
        errors.push(
            darling::Error::custom(format!(
                "op `{op}` needs a field of type `OpId` to hold the operation handle, e.g. `op: OpId`"
            ))
            .with_span(op),
        );
    }
    // Variable-length regions and successors must come last.
    for (kind_is, what) in [(is_region as fn(&FieldKind) -> bool, "region"), (is_successor, "successor")] {
        let group: Vec<&Field> = fields.iter().filter(|f| kind_is(&f.kind)).collect();
        for (i, f) in group.iter().enumerate() {
            let variadic =
                matches!(f.kind, FieldKind::Region { variadic: true } | FieldKind::Successor { variadic: true });
            if variadic && i + 1 != group.len() {
                errors.push(
                    darling::Error::custom(format!(
                        "variadic {what} `{}` must be the last {what}; move it after `{}`",
                        f.ident,
                        group.last().map(|l| name_of(&l.ident)).unwrap_or_default()
                    ))
                    .with_span(&f.ident),
                );
            }
        }
    }
    FieldsOut { fields, handle, dropped }
}

/// The `key = ...` or `key(...)` option of the `#[op(...)]` attributes,
/// read on its own (when darling failed on another option).
fn op_option(attrs: &[syn::Attribute], key: &str) -> Option<syn::Meta> {
    for a in attrs.iter().filter(|a| a.path().is_ident("op")) {
        let Ok(items) = a.parse_args_with(syn::punctuated::Punctuated::<NestedMeta, syn::Token![,]>::parse_terminated)
        else {
            continue;
        };
        for item in items {
            if let NestedMeta::Meta(m) = item {
                if m.path().is_ident(key) {
                    return Some(m);
                }
            }
        }
    }
    None
}

fn format_of(attrs: &[syn::Attribute]) -> Option<StrValue> {
    op_option(attrs, "format").and_then(|m| StrValue::from_meta(&m).ok())
}

fn name_of_attrs(attrs: &[syn::Attribute]) -> Option<String> {
    op_option(attrs, "name").and_then(|m| StrValue::from_meta(&m).ok()).map(|s| s.value)
}

/// `traits(...)` of the `#[op(...)]` attributes, read on their own (when
/// darling failed on another option).
fn traits_of(attrs: &[syn::Attribute]) -> Option<TraitList> {
    for a in attrs.iter().filter(|a| a.path().is_ident("op")) {
        let Ok(items) = a.parse_args_with(syn::punctuated::Punctuated::<NestedMeta, syn::Token![,]>::parse_terminated)
        else {
            continue;
        };
        for item in items {
            if let NestedMeta::Meta(m @ syn::Meta::List(l)) = &item {
                if l.path.is_ident("traits") {
                    return TraitList::from_meta(m).ok();
                }
            }
        }
    }
    None
}

/// What the traits contribute.
struct TraitsOut {
    bits: u64,
    effects: Vec<super::EffectUse>,
    checks: Vec<Check>,
    has_parent: Vec<OpRef>,
    all_types_match: Vec<Vec<String>>,
    value_matches: Vec<(ValueMatch, Vec<String>)>,
    types_match_with: Vec<TypesMatchWith>,
    implicit_terminator: Option<OpRef>,
    user_traits: Vec<TraitUse>,
    operand_segments: Segments,
    result_segments: Segments,
    /// Where `InferTypeOpInterface` is listed.
    infer: Option<Span>,
    had_errors: bool,
}

/// Reads the trait list: each native trait into a [`NativeTrait`] (checked
/// against the fields at once, so that mistakes are reported in the order
/// of the list), the others as user traits; then the checks of the list as
/// a whole, and what the traits contribute to the model.
fn read_traits(list: &TraitList, fields: &[Field], errors: &mut Vec<darling::Error>) -> TraitsOut {
    let errors_before = errors.len();
    let mut native: Vec<Listed> = Vec::new();
    let mut user_traits = Vec::new();
    let mut trait_names: Vec<String> = Vec::new();
    for t in &list.0 {
        // Type constraints between values may be listed once per set of
        // values (as MLIR's `TypesMatchWith` and `AllTypesMatch` are);
        // any other trait once.
        let key = if NativeTrait::may_repeat(&t.name) {
            let args: Vec<String> = t.args.iter().map(|a| quote::quote!(#a).to_string()).collect();
            format!("{}({})", t.name, args.join(", "))
        } else {
            t.name.clone()
        };
        if trait_names.contains(&key) {
            errors.push(
                darling::Error::custom(format!("trait `{}` is listed twice; remove one", t.name)).with_span(&t.span),
            );
            continue;
        }
        trait_names.push(key);
        if t.path.segments.len() == 1 && NativeTrait::knows(&t.name) {
            if let Some(n) = NativeTrait::read(t, errors) {
                check_trait_args(&n, t.span, fields, errors);
                native.push((n, t.span));
            }
            continue;
        }
        // A user trait: a path to a type implementing `OpTrait`.
        if t.name.ends_with("Interface") {
            errors.push(
                darling::Error::custom(format!(
                    "`{}` is an interface: list it in `interfaces(...)`, not in `traits(...)`",
                    t.name
                ))
                .with_span(&t.span),
            );
            continue;
        }
        if t.path.segments.len() == 1 {
            if let Some(s) = crate::did_you_mean(&t.name, NativeTrait::names()) {
                if s != t.name {
                    errors.push(
                        darling::Error::custom(format!(
                            "unknown trait `{}`; did you mean `{s}`? (a trait of your own with this name: write its \
                             path, e.g. `self::{}`)",
                            t.name, t.name
                        ))
                        .with_span(&t.span),
                    );
                    continue;
                }
            }
        }
        user_traits.push(t.clone());
    }
    let mut out = TraitsOut {
        bits: 0,
        effects: Vec::new(),
        checks: Vec::new(),
        has_parent: Vec::new(),
        all_types_match: Vec::new(),
        value_matches: Vec::new(),
        types_match_with: Vec::new(),
        implicit_terminator: None,
        user_traits,
        operand_segments: Segments::None,
        result_segments: Segments::None,
        infer: None,
        had_errors: false,
    };
    for (n, span) in &native {
        out.bits |= n.bits();
        out.checks.extend(n.check());
        out.operand_segments = n.operand_segments().unwrap_or(out.operand_segments);
        out.result_segments = n.result_segments().unwrap_or(out.result_segments);
        match n {
            NativeTrait::InferTypeOpInterface => out.infer = Some(*span),
            NativeTrait::HasParent(ops) | NativeTrait::ParentOneOf(ops) => out.has_parent.extend(ops.iter().cloned()),
            NativeTrait::SingleBlockImplicitTerminator(op) => out.implicit_terminator = Some(op.clone()),
            NativeTrait::AllTypesMatch(names) => out.all_types_match.push(names.clone()),
            n if n.value_match().is_some() => {
                let (what, names) = n.value_match().expect("checked");
                out.value_matches.push((what, names.clone()));
            }
            NativeTrait::TypesMatchWith(t) => out.types_match_with.push(t.clone()),
            NativeTrait::MemoryEffects(effects) => out.effects.extend(effects.iter().cloned()),
            _ => {}
        }
    }
    check_traits(&native, out.operand_segments, out.result_segments, fields, errors);
    check_effects_against_traits(fields, &native, errors);
    out.had_errors = errors.len() > errors_before;
    out
}

/// Whether a property's Rust type is one that `ods_ir::ods::PropertyView`
/// reads without copying: `Vec<i64>`, `Vec<i32>`, `String`, or an `Option`
/// of one. Decided on the spelling, as the accessors' signatures are.
pub(crate) fn has_property_view(t: &syn::Type) -> bool {
    let syn::Type::Path(p) = t else { return false };
    if p.qself.is_some() {
        return false;
    }
    let Some(last) = p.path.segments.last() else { return false };
    let arg = || match &last.arguments {
        syn::PathArguments::AngleBracketed(a) if a.args.len() == 1 => match &a.args[0] {
            syn::GenericArgument::Type(t) => Some(t),
            _ => None,
        },
        _ => None,
    };
    match last.ident.to_string().as_str() {
        "String" => last.arguments.is_none(),
        "Vec" => arg().is_some_and(|t| matches!(source_ident(t).as_deref(), Some("i64" | "i32"))),
        "Option" => arg().is_some_and(has_property_view),
        _ => false,
    }
}

/// The identifier of a bare one-segment type path (`i64`).
fn source_ident(t: &syn::Type) -> Option<String> {
    match t {
        syn::Type::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
            let s = &p.path.segments[0];
            s.arguments.is_none().then(|| s.ident.to_string())
        }
        _ => None,
    }
}
