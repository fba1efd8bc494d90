//! Reading an op definition: the struct, its `#[op(...)]` attributes and
//! its fields, into an [`OpModel`]. Every mistake is reported (all of them,
//! at the right span) and nothing is generated when there is one.

use crate::format::signature as sig;
use crate::traits::{self, TraitKind};
use darling::ast::NestedMeta;
use darling::{FromDeriveInput, FromField, FromMeta};
use proc_macro2::Span;
use syn::spanned::Spanned;

#[derive(FromDeriveInput)]
#[darling(attributes(op), supports(struct_named), forward_attrs(doc))]
struct OpReceiver {
    ident: syn::Ident,
    generics: syn::Generics,
    data: darling::ast::Data<(), FieldReceiver>,
    attrs: Vec<syn::Attribute>,
    name: darling::util::SpannedValue<String>,
    #[darling(default)]
    format: Option<darling::util::SpannedValue<String>>,
    #[darling(default)]
    traits: TraitList,
    #[darling(default)]
    summary: Option<String>,
    #[darling(default)]
    has_verifier: bool,
    #[darling(default)]
    has_region_verifier: bool,
    #[darling(default)]
    has_folder: bool,
    #[darling(default)]
    has_canonicalizer: bool,
    #[darling(default)]
    custom_assembly: bool,
    #[darling(default)]
    asm_result_names: bool,
    #[darling(default)]
    default_dialect: Option<String>,
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
    /// Value of a `DefaultValuedAttr` (a Rust expression of the attribute's value type).
    #[darling(default)]
    default: Option<syn::Expr>,
    /// The field's type constraint names exactly one type (a user constraint
    /// with `build`), so formats may leave its type out.
    #[darling(default)]
    buildable: bool,
}

/// A trait in `traits(...)`.
#[derive(Clone, Debug)]
pub struct TraitUse {
    pub name: String,
    pub path: syn::Path,
    pub args: Vec<syn::Lit>,
    pub span: Span,
}

#[derive(Default)]
struct TraitList(Vec<TraitUse>);

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
                    let parser = syn::punctuated::Punctuated::<syn::Lit, syn::Token![,]>::parse_terminated;
                    match syn::parse::Parser::parse2(parser, l.tokens.clone()) {
                        Ok(args) => out.push(TraitUse {
                            name: l.path.segments.last().map(|s| s.ident.to_string()).unwrap_or_default(),
                            path: l.path.clone(),
                            args: args.into_iter().collect(),
                            span: l.span(),
                        }),
                        Err(e) => errors.push(darling::Error::custom(format!("trait arguments must be literals: {e}")).with_span(&l.tokens)),
                    }
                }
                other => errors.push(darling::Error::custom("expected a trait name, such as `Pure` or `HasParent(\"x.y\")`").with_span(other)),
            }
        }
        errors.finish_with(TraitList(out))
    }
}

/// What a field of the definition declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    Handle,
    Operand(sig::Arity),
    Result(sig::Arity),
    Attr(AttrPresence),
    Region { variadic: bool },
    Successor { variadic: bool },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrPresence {
    Required,
    Optional,
    Default,
}

/// One field of the definition.
pub struct Field {
    pub ident: syn::Ident,
    pub kind: FieldKind,
    /// The constraint type (the generic argument of the marker).
    pub constraint: Option<syn::Type>,
    pub ty: syn::Type,
    pub docs: String,
    pub default: Option<syn::Expr>,
    pub buildable: bool,
}

/// A checked op definition.
pub struct OpModel {
    pub ident: syn::Ident,
    pub generics: syn::Generics,
    pub name: String,
    pub summary: String,
    pub description: String,
    pub handle: syn::Ident,
    pub fields: Vec<Field>,
    pub format: Option<(crate::format::Format, String)>,
    /// Errors in the format: reported, while the rest is still generated
    /// (so no follow-on errors about missing methods appear).
    pub format_errors: Vec<darling::Error>,
    pub traits: Vec<TraitUse>,
    pub bits: Vec<&'static str>,
    pub checks: Vec<&'static str>,
    pub has_parent: Vec<String>,
    pub all_types_match: Vec<Vec<String>>,
    pub implicit_terminator: Option<String>,
    pub user_traits: Vec<TraitUse>,
    pub operand_segments: &'static str,
    pub result_segments: &'static str,
    pub infer: bool,
    pub has_verifier: bool,
    pub has_region_verifier: bool,
    pub has_folder: bool,
    pub has_canonicalizer: bool,
    pub custom_assembly: bool,
    pub asm_result_names: bool,
    pub default_dialect: String,
    pub skip_default_builders: bool,
    pub interfaces: Vec<syn::Path>,
}

const FIELD_KINDS: &[&str] = &[
    "OpId",
    "Operand",
    "Optional",
    "Variadic",
    "OpResult",
    "OptionalResult",
    "VariadicResult",
    "Attribute",
    "OptionalAttr",
    "DefaultValuedAttr",
    "Region",
    "VariadicRegion",
    "Successor",
    "VariadicSuccessor",
];

/// Type constraints that name one type (their types may be left out of a format).
const BUILDABLE_TYPES: &[&str] = &["I1", "I8", "I16", "I32", "I64", "Index", "F16", "BF16", "F32", "F64", "NoneType", "SI", "UI"];
/// Attribute constraints whose literal type is known (they print without `: type`).
const BUILDABLE_ATTRS: &[&str] = &["IndexAttr", "I32Attr", "I64Attr", "F32Attr", "F64Attr", "BoolAttr", "UnitAttr", "StrAttr", "SymbolNameAttr"];

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

fn last_segment(ty: &syn::Type) -> Option<&syn::PathSegment> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last(),
        _ => None,
    }
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

/// The last path segment name of a constraint type.
pub fn constraint_name(ty: &syn::Type) -> String {
    last_segment(ty).map(|s| s.ident.to_string()).unwrap_or_default()
}

impl OpModel {
    pub fn from_input(input: &syn::DeriveInput) -> darling::Result<OpModel> {
        let r = OpReceiver::from_derive_input(input)?;
        let mut errors = darling::Error::accumulator();

        let name = r.name.as_str().to_string();
        if !name.contains('.') || name.starts_with('.') || name.ends_with('.') {
            errors.push(
                darling::Error::custom(format!("op name `{name}` must be `dialect.mnemonic`, e.g. `shape.add`"))
                    .with_span(&r.name.span()),
            );
        }

        // Fields.
        let mut fields = Vec::new();
        let mut handle = None;
        let mut seen_names: Vec<String> = Vec::new();
        let data = r.data.take_struct().expect("named struct").fields;
        for f in data {
            let ident = f.ident.clone().expect("named field");
            let fname = syn::ext::IdentExt::unraw(&ident).to_string();
            if seen_names.contains(&fname) {
                errors.push(darling::Error::custom(format!("duplicate field `{fname}`")).with_span(&ident));
            }
            seen_names.push(fname.clone());
            let Some(seg) = last_segment(&f.ty) else {
                errors.push(darling::Error::custom(format!("field `{fname}` must have a marker type such as `Operand<AnyType>`")).with_span(&f.ty));
                continue;
            };
            let kind_name = seg.ident.to_string();
            let kind = match kind_name.as_str() {
                "OpId" => FieldKind::Handle,
                "Operand" => FieldKind::Operand(sig::Arity::Single),
                "Optional" => FieldKind::Operand(sig::Arity::Optional),
                "Variadic" => FieldKind::Operand(sig::Arity::Variadic),
                "OpResult" => FieldKind::Result(sig::Arity::Single),
                "OptionalResult" => FieldKind::Result(sig::Arity::Optional),
                "VariadicResult" => FieldKind::Result(sig::Arity::Variadic),
                "Attribute" => FieldKind::Attr(AttrPresence::Required),
                "OptionalAttr" => FieldKind::Attr(AttrPresence::Optional),
                "DefaultValuedAttr" => FieldKind::Attr(AttrPresence::Default),
                "Region" => FieldKind::Region { variadic: false },
                "VariadicRegion" => FieldKind::Region { variadic: true },
                "Successor" => FieldKind::Successor { variadic: false },
                "VariadicSuccessor" => FieldKind::Successor { variadic: true },
                other => {
                    let hint = crate::did_you_mean(other, FIELD_KINDS.iter().copied())
                        .map(|s| format!("; did you mean `{s}`?"))
                        .unwrap_or_else(|| format!("; expected one of {}", FIELD_KINDS.join(", ")));
                    errors.push(darling::Error::custom(format!("unknown field kind `{other}` for field `{fname}`{hint}")).with_span(&seg.ident));
                    continue;
                }
            };
            let constraint = first_generic(seg);
            let needs_constraint = !matches!(kind, FieldKind::Handle | FieldKind::Successor { .. });
            if needs_constraint && constraint.is_none() {
                errors.push(
                    darling::Error::custom(format!("`{kind_name}` needs a constraint, e.g. `{kind_name}<AnyType>`"))
                        .with_span(&seg.ident),
                );
            }
            if kind == FieldKind::Handle {
                if handle.is_some() {
                    errors.push(darling::Error::custom("only one field may hold the `OpId` handle").with_span(&ident));
                }
                handle = Some(ident.clone());
            }
            match (kind, &f.default) {
                (FieldKind::Attr(AttrPresence::Default), None) => errors.push(
                    darling::Error::custom(format!("`DefaultValuedAttr` field `{fname}` needs `#[op(default = \"...\")]`"))
                        .with_span(&ident),
                ),
                (FieldKind::Attr(AttrPresence::Default), Some(_)) | (_, None) => {}
                (_, Some(d)) => errors.push(
                    darling::Error::custom(format!("`default` only applies to `DefaultValuedAttr` fields; `{fname}` is not one"))
                        .with_span(d),
                ),
            }
            fields.push(Field {
                ident,
                kind,
                constraint,
                ty: f.ty.clone(),
                docs: docs_of(&f.attrs),
                default: f.default.clone(),
                buildable: f.buildable,
            });
        }
        let handle = match handle {
            Some(h) => h,
            None => {
                errors.push(darling::Error::custom(format!(
                    "op `{}` needs a field of type `OpId` to hold the operation handle",
                    r.ident
                )).with_span(&r.ident));
                syn::Ident::new("op", Span::call_site())
            }
        };
        // Variable-length regions and successors must come last.
        for (kind_is, what) in [
            (is_region as fn(&FieldKind) -> bool, "region"),
            (is_successor, "successor"),
        ] {
            let group: Vec<&Field> = fields.iter().filter(|f| kind_is(&f.kind)).collect();
            for (i, f) in group.iter().enumerate() {
                let variadic = matches!(f.kind, FieldKind::Region { variadic: true } | FieldKind::Successor { variadic: true });
                if variadic && i + 1 != group.len() {
                    errors.push(darling::Error::custom(format!("variadic {what} `{}` must be the last {what}", f.ident)).with_span(&f.ident));
                }
            }
        }

        // Traits.
        let mut bits: Vec<&'static str> = Vec::new();
        let mut checks = Vec::new();
        let mut has_parent = Vec::new();
        let mut all_types_match = Vec::new();
        let mut implicit_terminator = None;
        let mut user_traits = Vec::new();
        let mut operand_segments = "None";
        let mut result_segments = "None";
        let mut infer = false;
        let mut trait_names: Vec<String> = Vec::new();
        for t in &r.traits.0 {
            if trait_names.contains(&t.name) {
                errors.push(darling::Error::custom(format!("trait `{}` is listed twice", t.name)).with_span(&t.span));
                continue;
            }
            trait_names.push(t.name.clone());
            let strs = |t: &TraitUse| -> Vec<String> {
                t.args.iter().filter_map(|a| if let syn::Lit::Str(s) = a { Some(s.value()) } else { None }).collect()
            };
            match traits::lookup(&t.name) {
                Some(TraitKind::Bits(b)) => bits.extend_from_slice(b),
                Some(TraitKind::Check(c)) => checks.push(*c),
                Some(TraitKind::SameVariadicOperandSize) => operand_segments = "SameSize",
                Some(TraitKind::AttrSizedOperandSegments) => operand_segments = "AttrSized",
                Some(TraitKind::SameVariadicResultSize) => result_segments = "SameSize",
                Some(TraitKind::AttrSizedResultSegments) => result_segments = "AttrSized",
                Some(TraitKind::InferType) => infer = true,
                Some(TraitKind::WithArgs) => {
                    let args = strs(t);
                    let need_args = |n: usize, what: &str, errors: &mut darling::error::Accumulator| {
                        if t.args.len() < n {
                            errors.push(darling::Error::custom(format!("`{}` needs {what}, e.g. `{}(\"dialect.op\")`", t.name, t.name)).with_span(&t.span));
                            false
                        } else {
                            true
                        }
                    };
                    match t.name.as_str() {
                        "HasParent" | "ParentOneOf" => {
                            if need_args(1, "the parent op names", &mut errors) {
                                // `HasParent("a, b")` is accepted as MLIR's Shape writes it.
                                has_parent.extend(args.iter().flat_map(|a| a.split(',').map(|s| s.trim().to_string())));
                            }
                        }
                        "SingleBlockImplicitTerminator" => {
                            if need_args(1, "the terminator op name", &mut errors) {
                                bits.push("SINGLE_BLOCK");
                                implicit_terminator = args.first().cloned();
                            }
                        }
                        "AllTypesMatch" => {
                            if args.len() < 2 {
                                errors.push(darling::Error::custom("`AllTypesMatch` needs at least two operand or result names").with_span(&t.span));
                            }
                            all_types_match.push(args);
                        }
                        _ => user_traits.push(t.clone()),
                    }
                }
                None => {
                    // A user trait: a path to a type implementing `OpTrait`.
                    if t.path.segments.len() == 1 && t.args.is_empty() {
                        if let Some(s) = crate::did_you_mean(&t.name, traits::names()) {
                            if s != t.name {
                                errors.push(
                                    darling::Error::custom(format!("unknown trait `{}`; did you mean `{s}`?", t.name)).with_span(&t.span),
                                );
                                continue;
                            }
                        }
                    }
                    user_traits.push(t.clone());
                }
            }
        }
        for (a, b, why) in traits::CONFLICTS {
            if trait_names.iter().any(|n| n == a) && trait_names.iter().any(|n| n == b) {
                let span = r.traits.0.iter().find(|t| t.name == *b).map(|t| t.span).unwrap_or_else(Span::call_site);
                errors.push(darling::Error::custom(format!("traits `{a}` and `{b}` conflict: {why}")).with_span(&span));
            }
        }
        // Two variable-length groups need a segment trait.
        for (is_operand, seg, what, traits_hint) in [
            (true, operand_segments, "operands", "`SameVariadicOperandSize` or `AttrSizedOperandSegments`"),
            (false, result_segments, "results", "`SameVariadicResultSize` or `AttrSizedResultSegments`"),
        ] {
            let variable: Vec<&Field> = fields
                .iter()
                .filter(|f| match f.kind {
                    FieldKind::Operand(a) if is_operand => a != sig::Arity::Single,
                    FieldKind::Result(a) if !is_operand => a != sig::Arity::Single,
                    _ => false,
                })
                .collect();
            if variable.len() > 1 && seg == "None" {
                errors.push(
                    darling::Error::custom(format!(
                        "op has {} variable-length {what} (`{}`); add {traits_hint} to its traits",
                        variable.len(),
                        variable.iter().map(|f| name_of(&f.ident)).collect::<Vec<_>>().join("`, `")
                    ))
                    .with_span(&variable[1].ident),
                );
            }
        }
        // Names in AllTypesMatch must be operands or results.
        for group in &all_types_match {
            for n in group {
                let ok = fields.iter().any(|f| name_of(&f.ident) == *n && matches!(f.kind, FieldKind::Operand(_) | FieldKind::Result(_)));
                if !ok {
                    let span = r.traits.0.iter().find(|t| t.name == "AllTypesMatch").map(|t| t.span).unwrap_or_else(Span::call_site);
                    let cands: Vec<String> = fields
                        .iter()
                        .filter(|f| matches!(f.kind, FieldKind::Operand(_) | FieldKind::Result(_)))
                        .map(|f| name_of(&f.ident))
                        .collect();
                    let hint = crate::did_you_mean(n, cands.iter().map(|s| s.as_str())).map(|s| format!("; did you mean `{s}`?")).unwrap_or_default();
                    errors.push(darling::Error::custom(format!("`AllTypesMatch` names `{n}`, which is not an operand or result{hint}")).with_span(&span));
                }
            }
        }
        if r.custom_assembly && r.format.is_some() {
            errors.push(
                darling::Error::custom("an op has either a `format` or `custom_assembly`, not both").with_span(&r.format.as_ref().unwrap().span()),
            );
        }

        // Docs.
        let docs = docs_of(&r.attrs);
        let (first, rest) = docs.split_once("\n\n").unwrap_or((docs.as_str(), ""));
        let summary = r.summary.clone().unwrap_or_else(|| first.replace('\n', " ").trim().to_string());
        let description = rest.trim().to_string();

        let model_partial = OpModel {
            ident: r.ident.clone(),
            generics: r.generics.clone(),
            name,
            summary,
            description,
            handle,
            fields,
            format: None,
            format_errors: Vec::new(),
            traits: r.traits.0.clone(),
            bits,
            checks,
            has_parent,
            all_types_match,
            implicit_terminator,
            user_traits,
            operand_segments,
            result_segments,
            infer,
            has_verifier: r.has_verifier,
            has_region_verifier: r.has_region_verifier,
            has_folder: r.has_folder,
            has_canonicalizer: r.has_canonicalizer,
            custom_assembly: r.custom_assembly,
            asm_result_names: r.asm_result_names,
            default_dialect: r.default_dialect.clone().unwrap_or_default(),
            skip_default_builders: r.skip_default_builders,
            interfaces: r.interfaces.to_vec(),
        };
        let mut model = model_partial;

        // The assembly format.
        if let Some(fmt) = &r.format {
            let signature = model.signature();
            match crate::format::parse_and_check(fmt.as_str(), &signature) {
                Ok(f) => model.format = Some((f, fmt.as_str().to_string())),
                Err(errs) => {
                    for e in errs {
                        let text = crate::format::render(fmt.as_str(), &e);
                        model.format_errors.push(darling::Error::custom(text).with_span(&fmt.span()));
                    }
                }
            }
        }
        errors.finish_with(model)
    }

    pub fn operands(&self) -> impl Iterator<Item = (&Field, sig::Arity)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Operand(a) => Some((f, a)),
            _ => None,
        })
    }
    pub fn results(&self) -> impl Iterator<Item = (&Field, sig::Arity)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Result(a) => Some((f, a)),
            _ => None,
        })
    }
    pub fn attributes(&self) -> impl Iterator<Item = (&Field, AttrPresence)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Attr(p) => Some((f, p)),
            _ => None,
        })
    }
    pub fn regions(&self) -> impl Iterator<Item = (&Field, bool)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Region { variadic } => Some((f, variadic)),
            _ => None,
        })
    }
    pub fn successors(&self) -> impl Iterator<Item = (&Field, bool)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Successor { variadic } => Some((f, variadic)),
            _ => None,
        })
    }

    /// Where an operand or result named `n` is, as a format type source.
    fn source_of(&self, n: &str) -> Option<sig::TypeSource> {
        if let Some(i) = self.operands().position(|(f, _)| name_of(&f.ident) == *n) {
            return Some(sig::TypeSource::Operand(i));
        }
        self.results().position(|(f, _)| name_of(&f.ident) == *n).map(sig::TypeSource::Result)
    }

    /// The signature the format checker sees.
    pub fn signature(&self) -> sig::Signature {
        let operands: Vec<sig::ValueEntity> = self
            .operands()
            .map(|(f, a)| sig::ValueEntity { name: name_of(&f.ident), arity: a, buildable_type: is_buildable(f) })
            .collect();
        let results: Vec<sig::ValueEntity> = self
            .results()
            .map(|(f, a)| sig::ValueEntity { name: name_of(&f.ident), arity: a, buildable_type: is_buildable(f) })
            .collect();
        let attributes = self
            .attributes()
            .map(|(f, p)| {
                let cname = f.constraint.as_ref().map(constraint_name).unwrap_or_default();
                sig::AttrEntity {
                    name: name_of(&f.ident),
                    optional: p == AttrPresence::Optional,
                    has_default: p == AttrPresence::Default,
                    is_unit: cname == "UnitAttr",
                    buildable_type: f.buildable || BUILDABLE_ATTRS.contains(&cname.as_str()),
                    is_property: false,
                    optionally_parsable: false,
                }
            })
            .collect();
        let regions = self.regions().map(|(f, v)| sig::RegionEntity { name: name_of(&f.ident), variadic: v }).collect();
        let successors = self.successors().map(|(f, v)| sig::SuccessorEntity { name: name_of(&f.ident), variadic: v }).collect();
        let mut eq = Vec::new();
        let n_ops = operands.len();
        let n_res = results.len();
        for c in &self.checks {
            match *c {
                "SameOperandsAndResultType" => {
                    let all: Vec<sig::TypeSource> =
                        (0..n_ops).map(sig::TypeSource::Operand).chain((0..n_res).map(sig::TypeSource::Result)).collect();
                    for a in &all {
                        for b in &all {
                            if a != b {
                                eq.push((*a, *b));
                            }
                        }
                    }
                }
                "SameTypeOperands" => {
                    for a in 0..n_ops {
                        for b in 0..n_ops {
                            if a != b {
                                eq.push((sig::TypeSource::Operand(a), sig::TypeSource::Operand(b)));
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        for group in &self.all_types_match {
            let srcs: Vec<sig::TypeSource> = group.iter().filter_map(|n| self.source_of(n)).collect();
            for a in &srcs {
                for b in &srcs {
                    if a != b {
                        eq.push((*a, *b));
                    }
                }
            }
        }
        sig::Signature {
            op_name: self.name.clone(),
            operands,
            attributes,
            results,
            regions,
            successors,
            type_equalities: eq,
            infers_result_types: self.infer,
        }
    }
}

fn is_region(k: &FieldKind) -> bool {
    matches!(k, FieldKind::Region { .. })
}
fn is_successor(k: &FieldKind) -> bool {
    matches!(k, FieldKind::Successor { .. })
}

/// A field's name without the `r#` of raw identifiers.
pub fn name_of(ident: &syn::Ident) -> String {
    syn::ext::IdentExt::unraw(ident).to_string()
}

/// Whether a field's type constraint names exactly one type.
pub fn is_buildable(f: &Field) -> bool {
    f.buildable || f.constraint.as_ref().is_some_and(|c| BUILDABLE_TYPES.contains(&constraint_name(c).as_str()))
}
