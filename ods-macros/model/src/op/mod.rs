//! An op definition in three steps, as for formats: `parse.rs` reads the
//! struct, its `#[op(...)]` attributes and its fields into an [`OpModel`],
//! `check.rs` checks what the parts say together (traits against fields,
//! segment attributes, the assembly format), and
//! [`codegen`](crate::codegen) generates the code. Every mistake is
//! reported (all of them, at the right span) and nothing is generated when
//! there is one.
//!
//! This module holds the model itself and what the later steps ask of it.

mod check;
mod effects;
mod parse;

pub(crate) use effects::parse_effect;
pub use effects::{EffectKind, EffectUse};

pub use parse::rustc_reports;
#[cfg(test)]
pub(crate) use parse::TraitList;

use crate::format::signature as sig;
use crate::traits::{Check, Segments, TypesMatchWith, ValueMatch};
use proc_macro2::Span;
use syn::spanned::Spanned;

/// A trait in `traits(...)`.
#[derive(Clone, Debug)]
pub struct TraitUse {
    /// The last segment of the path, by which native traits are known
    /// (read into a [`NativeTrait`](crate::traits::NativeTrait) once).
    pub name: String,
    /// The path as written (a user trait's type).
    pub path: syn::Path,
    /// The arguments in parentheses, if any.
    pub args: Vec<TraitArg>,
    /// Where it is listed.
    pub span: Span,
}

/// An argument of a trait: a literal (`"x.y"`, `2`) or a path (an op type
/// such as `YieldOp`, which rustc then checks).
#[derive(Clone, Debug)]
pub enum TraitArg {
    /// `"x.y"`, `2`.
    Lit(syn::Lit),
    /// `YieldOp`, `MY_RESOURCE`.
    Path(syn::Path),
    /// An effect with arguments in `MemoryEffects(...)`, e.g.
    /// `MemWrite(MY_RESOURCE, 1)`.
    Call(syn::ExprCall),
}

impl TraitArg {
    pub(crate) fn span(&self) -> Span {
        match self {
            TraitArg::Lit(l) => l.span(),
            TraitArg::Path(p) => p.span(),
            TraitArg::Call(c) => c.span(),
        }
    }
    /// What the argument is, for messages.
    pub(crate) fn kind(&self) -> &'static str {
        match self {
            TraitArg::Lit(syn::Lit::Str(_)) => "a string",
            TraitArg::Lit(syn::Lit::Int(_)) => "an integer",
            TraitArg::Lit(syn::Lit::Float(_)) => "a float",
            TraitArg::Lit(syn::Lit::Bool(_)) => "a bool",
            TraitArg::Lit(_) => "a literal",
            TraitArg::Path(_) => "a path",
            TraitArg::Call(_) => "a call",
        }
    }
}

impl quote::ToTokens for TraitArg {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        match self {
            TraitArg::Lit(l) => l.to_tokens(tokens),
            TraitArg::Path(p) => p.to_tokens(tokens),
            TraitArg::Call(c) => c.to_tokens(tokens),
        }
    }
}

/// An op named in a trait: by its full name (an op of any crate) or by its
/// Rust type (checked by rustc).
#[derive(Clone, Debug)]
pub enum OpRef {
    /// `"scf.yield"`.
    Name(String),
    /// `YieldOp`.
    Type(syn::Path),
}

/// The op's name as a constant expression: the literal, or the type's
/// `NAME` (so rustc checks that the type is an op).
impl quote::ToTokens for OpRef {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        match self {
            OpRef::Name(n) => n.to_tokens(tokens),
            OpRef::Type(p) => tokens.extend(quote::quote_spanned!(p.span()=> <#p as ::ods_ir::ods::OpHandle>::NAME)),
        }
    }
}

/// What a field of the definition declares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// `OpId`: the op itself, the one field that holds data.
    Handle,
    /// `Operand`, `Optional`, `Variadic`, `VariadicOfVariadic`.
    Operand(sig::Arity),
    /// `OpResult`, `OptionalResult`, `VariadicResult`.
    Result(sig::Arity),
    /// An attribute or a property.
    Attr(AttrPresence),
    /// `Region` or `VariadicRegion`.
    Region {
        /// Any number of regions (the last region field only).
        variadic: bool,
    },
    /// `Successor` or `VariadicSuccessor`.
    Successor {
        /// Any number of successors (the last successor field only).
        variadic: bool,
    },
}

/// Whether an attribute must be present, and what it reads as when absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AttrPresence {
    /// `Attribute`: the verifier requires it.
    Required,
    /// `OptionalAttr`: may be absent; the accessor returns an `Option`.
    Optional,
    /// `DefaultValuedAttr` and properties: filled in with the default when
    /// absent.
    Default,
    /// `DefaultValuedOptionalAttr`: may be absent, reads as the default then.
    DefaultOptional,
}

/// A method of the op that generated code calls: asked for by a flag of
/// `#[op(...)]`, or by the `InferTypeOpInterface` trait.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hook {
    /// `has_verifier`: `fn verify(self, &Context)`.
    Verifier,
    /// `has_region_verifier`: `fn verify_regions(self, &Context)`.
    RegionVerifier,
    /// `has_folder`: `fn fold(self, &mut Context, &[Option<Attr>])`.
    Folder,
    /// `has_canonicalizer`: `fn canonicalization_patterns(&mut PatternSet)`.
    Canonicalizer,
    /// `custom_assembly`: `fn parse` and `fn print`.
    CustomAssembly,
    /// `asm_result_names`: `fn asm_result_names(self, &Context, ...)`.
    AsmResultNames,
    /// `asm_block_arg_names`: `fn asm_block_arg_names(self, &Context,
    /// RegionId, ...)`.
    AsmBlockArgNames,
    /// The `InferTypeOpInterface` trait: `fn infer_return_types`.
    InferType,
}

/// One field of the definition.
pub struct Field {
    /// The field's name; accessors and builder arguments take it.
    pub ident: syn::Ident,
    /// What it declares.
    pub kind: FieldKind,
    /// The constraint type (the generic argument of the marker).
    pub constraint: Option<syn::Type>,
    /// The field's type as written (`Operand<Index>`).
    pub ty: syn::Type,
    /// Its doc comment, for the accessor's docs and `--dialect-doc`.
    pub docs: String,
    /// `#[op(default = ...)]`.
    pub default: Option<syn::Expr>,
    /// `#[op(buildable)]`: the constraint names one type, which builders
    /// and formats may leave out.
    pub buildable: bool,
    /// The name in the IR and in the format: the field's name unless
    /// renamed.
    pub ir_name: String,
    /// `#[op(unnamed)]`: a region or a result with no name in ODS.
    pub unnamed: bool,
    /// The field is a property (`Property<T>`, `OptionalProp<T>`,
    /// `DefaultValuedProp<T>`, `UnitProp`), held as its attribute form.
    pub prop: Option<PropKind>,
    /// Of a `VariadicOfVariadic` operand: the IR name of the attribute
    /// holding its inner group sizes (`#[op(segments = "...")]`).
    pub segments: Option<String>,
    /// The value type declared with `#[op(value = ...)]` (rustc checks it
    /// against the constraint's).
    pub value: Option<syn::Type>,
    /// The memory effects on each of its values (`#[op(effects(...))]`,
    /// ODS's `Arg<T, "", [MemRead]>`).
    pub effects: Vec<EffectUse>,
}

/// The kinds of property fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropKind {
    /// `Property<T>`: always held, `T::default()` when absent, always printed.
    Plain,
    /// `OptionalProp<T>`: an `Option<T>`, `None` by default.
    Optional,
    /// `DefaultValuedProp<T>` with `#[op(default = ...)]`.
    DefaultValued,
    /// `UnitProp`: a `bool`, `false` by default.
    Unit,
}

/// A checked op definition.
pub struct OpModel {
    /// The struct's name.
    pub ident: syn::Ident,
    /// `dialect.mnemonic`.
    pub name: String,
    /// The first paragraph of the docs, or `summary = "..."`.
    pub summary: String,
    /// The rest of the docs.
    pub description: String,
    /// The `OpId` field.
    pub handle: syn::Ident,
    /// Every field, in order.
    pub fields: Vec<Field>,
    /// The checked assembly format, with its text.
    pub format: Option<(crate::format::Format, String)>,
    /// The span of the format string (errors about it point there).
    pub format_span: Option<Span>,
    /// Errors in the format: reported, while the rest is still generated
    /// (so no follow-on errors about missing methods appear).
    pub format_errors: Vec<darling::Error>,
    /// The mask of `ods_ir::Traits` the traits set.
    pub bits: u64,
    /// The effects of `MemoryEffects(...)`, on no value.
    pub effects: Vec<EffectUse>,
    /// The checks over several values the native traits ask for.
    pub checks: Vec<Check>,
    /// `HasParent(...)` / `ParentOneOf(...)`: the ops allowed as parent.
    pub has_parent: Vec<OpRef>,
    /// `AllTypesMatch(...)`: each a set of values of one type, by IR name.
    pub all_types_match: Vec<Vec<String>>,
    /// `AllElementTypesMatch(...)` and its siblings: what matches, and the
    /// values by IR name.
    pub value_matches: Vec<(ValueMatch, Vec<String>)>,
    /// `TypesMatchWith(summary, from, to, transform)`.
    pub types_match_with: Vec<TypesMatchWith>,
    /// `SingleBlockImplicitTerminator(...)`.
    pub implicit_terminator: Option<OpRef>,
    /// Traits that are types implementing `OpTrait` (not native).
    pub user_traits: Vec<TraitUse>,
    /// How variable-length operands are sized.
    pub operand_segments: Segments,
    /// How variable-length results are sized.
    pub result_segments: Segments,
    /// The hooks asked for, each with where it was asked for: rustc's
    /// errors about a missing or mistyped hook method point there.
    pub hooks: Vec<(Hook, Span)>,
    /// `default_dialect = "..."`: op names in the op's regions may leave
    /// out this dialect's prefix (MLIR's `getDefaultDialect`).
    pub default_dialect: String,
    /// `dialect = PATH`: the dialect's static, whose name must be the
    /// prefix of the op's name.
    pub dialect: Option<syn::Path>,
    /// `skip_default_builders`: no `build` is generated; the op writes its
    /// own.
    pub skip_default_builders: bool,
    /// `interfaces(...)`: the interfaces the op implements.
    pub interfaces: Vec<syn::Path>,
}

/// Type constraints that name one type (their types may be left out of a
/// format). Keep in step with the constraints whose `build` gives a type
/// (`tests/type_constraints.rs` checks each against mlir-tblgen).
pub const BUILDABLE_TYPES: &[&str] = &[
    "I1",
    "I8",
    "I16",
    "I32",
    "I64",
    "I128",
    "SignlessInt",
    "Index",
    "F16",
    "BF16",
    "F32",
    "F64",
    "F80",
    "F128",
    "Float",
    "TF32",
    "F8E4M3FN",
    "F8E5M2",
    "F8E4M3",
    "F8E4M3FNUZ",
    "F8E4M3B11FNUZ",
    "F8E5M2FNUZ",
    "F8E3M4",
    "F4E2M1FN",
    "F6E2M3FN",
    "F6E3M2FN",
    "F8E8M0FNU",
    "NoneType",
    "SI",
    "SI1",
    "SI8",
    "SI16",
    "SI32",
    "SI64",
    "UI",
    "UI1",
    "UI8",
    "UI16",
    "UI32",
    "UI64",
];

fn last_segment(ty: &syn::Type) -> Option<&syn::PathSegment> {
    match ty {
        syn::Type::Path(p) => p.path.segments.last(),
        _ => None,
    }
}

/// The last path segment name of a constraint type.
pub fn constraint_name(ty: &syn::Type) -> String {
    last_segment(ty).map(|s| s.ident.to_string()).unwrap_or_default()
}

impl OpModel {
    /// Whether the definition asks for `hook`.
    pub fn has(&self, hook: Hook) -> bool {
        self.hooks.iter().any(|(h, _)| *h == hook)
    }
    /// Where the definition asks for `hook`.
    pub fn hook_span(&self, hook: Hook) -> Option<Span> {
        self.hooks.iter().find(|(h, _)| *h == hook).map(|(_, s)| *s)
    }
    /// The operand fields, in order, with their arity.
    pub fn operands(&self) -> impl Iterator<Item = (&Field, sig::Arity)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Operand(a) => Some((f, a)),
            _ => None,
        })
    }
    /// The result fields, in order, with their arity.
    pub fn results(&self) -> impl Iterator<Item = (&Field, sig::Arity)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Result(a) => Some((f, a)),
            _ => None,
        })
    }
    /// The attribute and property fields, in order.
    pub fn attributes(&self) -> impl Iterator<Item = (&Field, AttrPresence)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Attr(p) => Some((f, p)),
            _ => None,
        })
    }
    /// The region fields, in order, each with whether it is variadic.
    pub fn regions(&self) -> impl Iterator<Item = (&Field, bool)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Region { variadic } => Some((f, variadic)),
            _ => None,
        })
    }
    /// The successor fields, in order, each with whether it is variadic.
    pub fn successors(&self) -> impl Iterator<Item = (&Field, bool)> {
        self.fields.iter().filter_map(|f| match f.kind {
            FieldKind::Successor { variadic } => Some((f, variadic)),
            _ => None,
        })
    }

    /// Whether `f` is the attribute holding the inner group sizes of a
    /// `VariadicOfVariadic` operand (builders compute it).
    pub fn is_segment_sizes_attr(&self, f: &Field) -> bool {
        matches!(f.kind, FieldKind::Attr(_))
            && self.operands().any(|(o, _)| o.segments.as_deref() == Some(f.ir_name.as_str()))
    }

    /// Where an operand or result named `n` is, as a format type source.
    fn source_of(&self, n: &str) -> Option<sig::TypeSource> {
        if let Some(i) = self.operands().position(|(f, _)| f.ir_name == *n) {
            return Some(sig::TypeSource::Operand(i));
        }
        self.results().position(|(f, _)| f.ir_name == *n).map(sig::TypeSource::Result)
    }

    /// The type equalities the traits give, in the order the format checker
    /// tries them: `(from, to, transform)`, where `transform` (of
    /// `TypesMatchWith`) computes the type of `to` from the type of `from`.
    pub fn type_equalities(&self) -> Vec<(sig::TypeSource, sig::TypeSource, Option<syn::Path>)> {
        let n_ops = self.operands().count();
        let n_res = self.results().count();
        let mut eq = Vec::new();
        let all_pairs = |srcs: &[sig::TypeSource], eq: &mut Vec<_>| {
            for a in srcs {
                for b in srcs {
                    if a != b {
                        eq.push((*a, *b, None));
                    }
                }
            }
        };
        for c in &self.checks {
            match *c {
                Check::SameOperandsAndResultType => {
                    let all: Vec<sig::TypeSource> = (0..n_ops)
                        .map(sig::TypeSource::Operand)
                        .chain((0..n_res).map(sig::TypeSource::Result))
                        .collect();
                    all_pairs(&all, &mut eq);
                }
                Check::SameTypeOperands => {
                    let all: Vec<sig::TypeSource> = (0..n_ops).map(sig::TypeSource::Operand).collect();
                    all_pairs(&all, &mut eq);
                }
                _ => {}
            }
        }
        for group in &self.all_types_match {
            let srcs: Vec<sig::TypeSource> = group.iter().filter_map(|n| self.source_of(n)).collect();
            all_pairs(&srcs, &mut eq);
        }
        for t in &self.types_match_with {
            if let (Some(a), Some(b)) = (self.source_of(&t.from), self.source_of(&t.to)) {
                eq.push((a, b, Some(t.transform.clone())));
            }
        }
        eq
    }

    /// The signature the format checker sees.
    pub fn signature(&self) -> sig::Signature {
        let operands: Vec<sig::ValueEntity> = self
            .operands()
            .map(|(f, a)| sig::ValueEntity { name: f.ir_name.clone(), arity: a, buildable_type: is_buildable(f) })
            .collect();
        let results: Vec<sig::ValueEntity> = self
            .results()
            .map(|(f, a)| sig::ValueEntity { name: f.ir_name.clone(), arity: a, buildable_type: is_buildable(f) })
            .collect();
        let attributes = self
            .attributes()
            .map(|(f, p)| {
                let cname = f.constraint.as_ref().map(constraint_name).unwrap_or_default();
                sig::AttrEntity {
                    name: f.ir_name.clone(),
                    optional: matches!(p, AttrPresence::Optional | AttrPresence::DefaultOptional),
                    has_default: matches!(p, AttrPresence::Default | AttrPresence::DefaultOptional)
                        && f.prop != Some(PropKind::Plain),
                    is_unit: cname == "UnitAttr" || f.prop == Some(PropKind::Unit),
                    buildable_type: f.buildable || f.prop.is_some(),
                    colon_check_deferred: f.prop.is_none(),
                    is_property: f.prop.is_some(),
                    // Whether a `DefaultValuedProp`'s value type has an
                    // optional parser is checked when the op compiles.
                    optionally_parsable: f.prop.is_some_and(|k| k != PropKind::Plain),
                }
            })
            .collect();
        let regions = self.regions().map(|(f, v)| sig::RegionEntity { name: f.ir_name.clone(), variadic: v }).collect();
        let successors =
            self.successors().map(|(f, v)| sig::SuccessorEntity { name: f.ir_name.clone(), variadic: v }).collect();
        let eq = self.type_equalities().into_iter().map(|(a, b, _)| (a, b)).collect();
        sig::Signature {
            op_name: self.name.clone(),
            operands,
            attributes,
            results,
            regions,
            successors,
            type_equalities: eq,
            infers_result_types: self.has(Hook::InferType) && !self.all_result_types_known(),
        }
    }

    /// mlir-tblgen's `allResultTypesKnown`: every result type follows from
    /// a buildable constraint, `SameOperandsAndResultType` with a fixed
    /// operand, or `TypesMatchWith` / `AllTypesMatch` from an argument or a
    /// known result. mlir-tblgen then adds InferTypeOpInterface itself and
    /// the format resolves results through those traits, not inference
    /// (ours cannot tell an interface declared in the `.td` from one
    /// mlir-tblgen added, so a declared one is treated the same way).
    fn all_result_types_known(&self) -> bool {
        let results: Vec<(&Field, sig::Arity)> = self.results().collect();
        if results.is_empty() || results.iter().any(|(_, a)| a.is_variable_length()) {
            return false;
        }
        if self.checks.iter().any(|c| matches!(c, Check::SameOperandsAndResultType)) {
            return self.operands().any(|(_, a)| !a.is_variable_length());
        }
        let result_index = |n: &str| results.iter().position(|(f, _)| f.ir_name == n);
        let mut known: Vec<bool> = results.iter().map(|(f, _)| is_buildable(f)).collect();
        // A name that is no result is an operand or attribute: known.
        let is_known = |known: &[bool], n: &str| result_index(n).is_none_or(|i| known[i]);
        loop {
            let mut changed = false;
            for t in &self.types_match_with {
                if let Some(i) = result_index(&t.to) {
                    if !known[i] && is_known(&known, &t.from) {
                        known[i] = true;
                        changed = true;
                    }
                }
            }
            for group in &self.all_types_match {
                if group.iter().any(|n| is_known(&known, n)) {
                    for n in group {
                        if let Some(i) = result_index(n) {
                            changed |= !known[i];
                            known[i] = true;
                        }
                    }
                }
            }
            if !changed {
                return known.iter().all(|k| *k);
            }
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

/// Whether a field is a unit attribute (its accessor is a `bool`).
pub fn is_unit(f: &Field) -> bool {
    matches!(f.kind, FieldKind::Attr(_)) && f.constraint.as_ref().is_some_and(|c| constraint_name(c) == "UnitAttr")
}

/// Whether a field's type constraint names exactly one type.
pub fn is_buildable(f: &Field) -> bool {
    f.buildable || f.constraint.as_ref().is_some_and(|c| BUILDABLE_TYPES.contains(&constraint_name(c).as_str()))
}
