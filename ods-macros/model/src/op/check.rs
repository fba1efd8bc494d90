//! Checks of an op definition that need its parts together: the traits
//! against the fields, the segment attributes of `VariadicOfVariadic`
//! operands, and the assembly format against the op's signature.

use super::parse::StrValue;
use super::*;
use crate::format::FormatErrorKind;
use crate::traits::{Bit, Listed, NativeTrait};

impl OpModel {
    /// Parses and checks the format; its errors go to `format_errors`,
    /// leaving out those that only follow from another error: a variable
    /// naming a field that was not understood (`dropped`), or an unresolved
    /// type where a misspelt trait may have been meant to give it.
    pub(super) fn check_format(&mut self, fmt: &StrValue, dropped: &[String], trait_errors: bool) {
        let text = fmt.value.as_str();
        let signature = self.signature();
        match crate::format::parse_and_check(text, &signature) {
            Ok(f) => self.format = Some((f, text.to_string())),
            Err(errs) => {
                for e in errs {
                    // Leave out what only follows from another error: a
                    // variable naming a field that was not understood, or
                    // an unresolved type where a misspelt trait may have
                    // been meant to give it.
                    let unresolved = match &e.kind {
                        FormatErrorKind::UnknownVariable(n) if dropped.contains(n) => continue,
                        FormatErrorKind::UnresolvedType(_) if trait_errors => continue,
                        FormatErrorKind::UnresolvedType(n) => Some(n.clone()),
                        _ => None,
                    };
                    let mut e = e;
                    if let Some(named) = unresolved {
                        // A constraint naming one type the macro does not know of.
                        if let Some(c) =
                            self.fields.iter().find(|f| f.ir_name == named).and_then(|f| f.constraint.as_ref())
                        {
                            let c = constraint_name(c);
                            if c.starts_with("Any") || c.ends_with("Of") || c.ends_with("Like") {
                                // Plainly more than one type.
                            } else {
                                e.notes.push(format!(
                                "if `{c}` names exactly one type (a `#[derive(Type)]` type or a constraint with `build`), \
                                 mark the field `#[op(buildable)]`"
                            ));
                            }
                        }
                    }
                    let rendered = crate::format::render(text, &e);
                    self.format_errors.push(darling::Error::custom(rendered).with_span(&fmt.span));
                }
            }
        }
    }
}

/// `VariadicOfVariadic` operands name their segment sizes attribute with
/// `#[op(segments = "...")]`: a required attribute of the op (rustc checks
/// that its constraint is a `DenseI32ArrayAttr`); no other field takes
/// `segments`.
pub(super) fn check_segments(
    fields: &[Field],
    uses: &[(FieldKind, Option<darling::util::SpannedValue<String>>, syn::Ident)],
    errors: &mut Vec<darling::Error>,
) {
    for (kind, segments, ident) in uses {
        let fname = name_of(ident);
        let vov = *kind == FieldKind::Operand(sig::Arity::VariadicOfVariadic);
        match segments {
            None if vov => errors.push(
                darling::Error::custom(format!(
                    "`VariadicOfVariadic` operand `{fname}` needs the attribute holding the size of each of its \
                     groups: add `#[op(segments = \"{fname}_segments\")]` and a field `{fname}_segments: \
                     Attribute<DenseI32ArrayAttr>`"
                ))
                .with_span(ident),
            ),
            None => {}
            Some(s) if !vov => errors.push(
                darling::Error::custom(format!(
                    "`segments` only applies to `VariadicOfVariadic` operands; `{fname}` is not one"
                ))
                .with_span(&s.span()),
            ),
            Some(s) => {
                let name = s.as_str();
                match fields.iter().find(|f| f.ir_name == name) {
                    None => {
                        let attrs = fields.iter().filter(|f| matches!(f.kind, FieldKind::Attr(_)));
                        let hint = crate::did_you_mean(name, attrs.map(|f| f.ir_name.as_str()))
                            .map(|d| format!("; did you mean `{d}`?"))
                            .unwrap_or_else(|| format!(" (add a field `{name}: Attribute<DenseI32ArrayAttr>`)"));
                        errors.push(
                            darling::Error::custom(format!(
                                "`segments = \"{name}\"` of `{fname}` names no attribute of the op{hint}"
                            ))
                            .with_span(&s.span()),
                        )
                    }
                    Some(f) if f.kind != FieldKind::Attr(AttrPresence::Required) || f.prop.is_some() => errors.push(
                        darling::Error::custom(format!(
                            "`segments = \"{name}\"` of `{fname}` names field `{}`, which is not a required \
                             attribute; make it `Attribute<DenseI32ArrayAttr>`",
                            f.ident
                        ))
                        .with_span(&s.span()),
                    ),
                    Some(_) => {}
                }
            }
        }
    }
}

/// The arguments of a native trait that name fields, checked against the
/// fields: the values of `AllTypesMatch` and `TypesMatchWith`, the counts
/// of `NOperands`, `NResults` and `NRegions`.
pub(super) fn check_trait_args(t: &NativeTrait, span: Span, fields: &[Field], errors: &mut Vec<darling::Error>) {
    let value_names = |pred: fn(&FieldKind) -> bool| -> Vec<String> {
        fields.iter().filter(|f| pred(&f.kind)).map(|f| f.ir_name.clone()).collect()
    };
    let operand_or_result = |k: &FieldKind| matches!(k, FieldKind::Operand(_) | FieldKind::Result(_));
    match t {
        NativeTrait::AllTypesMatch(names)
        | NativeTrait::AllElementTypesMatch(names)
        | NativeTrait::AllShapesMatch(names)
        | NativeTrait::AllRanksMatch(names)
        | NativeTrait::AllElementCountsMatch(names)
        | NativeTrait::AllTypeIDsMatch(names) => {
            let tname = t.name();
            let cands = value_names(operand_or_result);
            if names.len() < 2 {
                errors.push(
                    darling::Error::custom(format!(
                        "`{tname}` needs at least two operand or result names, e.g. `{tname}({})`",
                        cands.iter().take(2).map(|c| format!("\"{c}\"")).collect::<Vec<_>>().join(", ")
                    ))
                    .with_span(&span),
                );
            }
            for n in names.iter().filter(|n| !cands.contains(n)) {
                let hint = crate::did_you_mean(n, cands.iter().map(|s| s.as_str()))
                    .map(|s| format!("; did you mean `{s}`?"))
                    .unwrap_or_else(|| format!("; the operands and results are `{}`", cands.join("`, `")));
                errors.push(
                    darling::Error::custom(format!("`{tname}` names `{n}`, which is not an operand or result{hint}"))
                        .with_span(&span),
                );
            }
        }
        NativeTrait::TypesMatchWith(t) => {
            let cands = value_names(operand_or_result);
            for n in [&t.from, &t.to].into_iter().filter(|n| !cands.contains(n)) {
                let hint = crate::did_you_mean(n, cands.iter().map(|s| s.as_str()))
                    .map(|s| format!("; did you mean `{s}`?"))
                    .unwrap_or_default();
                errors.push(
                    darling::Error::custom(format!(
                        "`TypesMatchWith` names `{n}`, which is not an operand or result{hint}"
                    ))
                    .with_span(&span),
                );
            }
        }
        NativeTrait::NOperands(n) | NativeTrait::NResults(n) | NativeTrait::NRegions(n) => {
            // Fully determined by the fields: checked here.
            let (what, pred): (&str, fn(&FieldKind) -> bool) = match t {
                NativeTrait::NOperands(_) => ("operands", |k| matches!(k, FieldKind::Operand(_))),
                NativeTrait::NResults(_) => ("results", |k| matches!(k, FieldKind::Result(_))),
                _ => ("regions", |k| matches!(k, FieldKind::Region { .. })),
            };
            let names = value_names(pred);
            let variable = fields.iter().any(|f| {
                pred(&f.kind)
                    && matches!(
                        f.kind,
                        FieldKind::Operand(sig::Arity::Optional | sig::Arity::Variadic)
                            | FieldKind::Result(sig::Arity::Optional | sig::Arity::Variadic)
                            | FieldKind::Region { variadic: true }
                    )
            });
            if variable || names.len() != *n {
                errors.push(
                    darling::Error::custom(format!(
                        "`{}({n})` does not match the fields: the op declares {} {what}{}{}",
                        t.name(),
                        names.len(),
                        if names.is_empty() { String::new() } else { format!(" (`{}`)", names.join("`, `")) },
                        if variable { ", some of variable length" } else { "" }
                    ))
                    .with_span(&span),
                );
            }
        }
        _ => {}
    }
}

/// The structural preconditions of native traits, where MLIR checks them
/// (a `static_assert` in the trait, or a verifier that no op of this shape
/// can pass): e.g. `SameOperandsAndResultType` needs an operand and a result.
fn check_trait_structure(list: &[Listed], fields: &[Field], errors: &mut Vec<darling::Error>) {
    use NativeTrait as T;
    let count = |pred: &dyn Fn(&FieldKind) -> bool| fields.iter().filter(|f| pred(&f.kind)).count();
    let operands = count(&|k| matches!(k, FieldKind::Operand(_)));
    let single_operands = count(&|k| matches!(k, FieldKind::Operand(sig::Arity::Single)));
    let results = count(&|k| matches!(k, FieldKind::Result(_)));
    let single_results = count(&|k| matches!(k, FieldKind::Result(sig::Arity::Single)));
    let regions = count(&|k| matches!(k, FieldKind::Region { .. }));
    let same_type = list.iter().any(|(t, _)| matches!(t, T::Bit(Bit::SameOperandsAndResultType)));
    let plural = |n: usize, what: &str| match n {
        0 => format!("no {what}s"),
        1 => format!("1 {what}"),
        _ => format!("{n} {what}s"),
    };
    for (t, span) in list {
        let problem = match t {
            T::Bit(Bit::SameOperandsAndResultType)
            | T::SameOperandsAndResultShape
            | T::SameOperandsAndResultElementType
            | T::ResultsBroadcastableShape
                if operands == 0 || results == 0 =>
            {
                Some(format!(
                    "needs at least one operand and one result (MLIR's verifier rejects the op otherwise); the op \
                     declares {} and {}",
                    plural(operands, "operand"),
                    plural(results, "result")
                ))
            }
            T::SameOperandsShape | T::SameOperandsElementType if operands == 0 => Some(
                "needs at least one operand (MLIR's verifier rejects the op otherwise); the op declares none".into(),
            ),
            T::Bit(Bit::ConstantLike) if operands != 0 || single_results != 1 || results != 1 => Some(format!(
                "needs zero operands and exactly one result, as in MLIR; the op declares {} and {}",
                plural(operands, "operand"),
                plural(results, "result")
            )),
            T::Bit(b @ (Bit::Involution | Bit::Idempotent)) => {
                let involution = *b == Bit::Involution;
                let arity_ok = if involution {
                    operands == 1 && single_operands == 1
                } else {
                    (operands == 1 || operands == 2) && single_operands == operands
                };
                if !arity_ok || results != 1 || single_results != 1 || !same_type {
                    Some(format!(
                        "needs exactly one result, {} and `SameOperandsAndResultType`, as in MLIR; the op declares {} \
                         and {}{}",
                        if involution { "one operand" } else { "one or two operands" },
                        plural(operands, "operand"),
                        plural(results, "result"),
                        if same_type { "" } else { ", without `SameOperandsAndResultType`" }
                    ))
                } else {
                    None
                }
            }
            T::Bit(Bit::AffineScope | Bit::AutomaticAllocationScope | Bit::SymbolTable) if regions == 0 => {
                Some("needs a region, as in MLIR; the op declares none".into())
            }
            T::Bit(Bit::Symbol)
                if !fields.iter().any(|f| matches!(f.kind, FieldKind::Attr(_)) && f.ir_name == "sym_name") =>
            {
                Some(
                    "needs the symbol's name: add an attribute field `sym_name: Attribute<SymbolNameAttr>` (MLIR's \
                     verifier requires string attribute 'sym_name')"
                        .into(),
                )
            }
            _ => None,
        };
        if let Some(p) = problem {
            errors.push(darling::Error::custom(format!("trait `{}` {p}", t.name())).with_span(span));
        }
    }
}

/// The checks of the trait list as a whole: each trait's structural
/// preconditions, conflicting pairs, and a segment trait where two
/// variable-length groups need one.
pub(super) fn check_traits(
    list: &[Listed],
    operand_segments: Segments,
    result_segments: Segments,
    fields: &[Field],
    errors: &mut Vec<darling::Error>,
) {
    check_trait_structure(list, fields, errors);
    for (i, (later, span)) in list.iter().enumerate() {
        for (earlier, _) in &list[..i] {
            if let Some(why) = earlier.conflict(later) {
                errors.push(
                    darling::Error::custom(format!(
                        "traits `{}` and `{}` conflict: {why}; remove one",
                        earlier.name(),
                        later.name()
                    ))
                    .with_span(span),
                );
            }
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
        if variable.len() > 1 && seg == Segments::None {
            errors.push(
                darling::Error::custom(format!(
                    "op has {} variable-length {what} (`{}`), so their sizes are ambiguous; add {traits_hint} to its traits",
                    variable.len(),
                    variable.iter().map(|f| name_of(&f.ident)).collect::<Vec<_>>().join("`, `")
                ))
                .with_span(&variable[1].ident),
            );
        }
    }
}

/// A field's `effects(...)` act on each of its values: the values of an
/// operand or result group, or the symbol a symbol reference attribute
/// names (mlir-tblgen ignores effects on other attributes and on
/// properties; here they are an error, as on regions and successors).
pub(super) fn check_effects(f: &Field, kind_name: &str, span: Span, errors: &mut Vec<darling::Error>) {
    let fname = name_of(&f.ident);
    let why = match f.kind {
        FieldKind::Operand(_) | FieldKind::Result(_) => return,
        FieldKind::Attr(_) if f.prop.is_some() => format!("`{fname}` is a property (`{kind_name}`)"),
        FieldKind::Attr(_) => {
            let c = f.constraint.as_ref().map(constraint_name).unwrap_or_default();
            if c == "SymbolRefAttr" || c == "FlatSymbolRefAttr" {
                return;
            }
            format!("`{fname}` is an attribute of `{c}`, which names no symbol")
        }
        FieldKind::Region { .. } => format!("`{fname}` is a region"),
        FieldKind::Successor { .. } => format!("`{fname}` is a successor"),
        FieldKind::Handle => format!("`{fname}` is the op's handle"),
    };
    errors.push(
        darling::Error::custom(format!(
            "memory effects act on operands, results and symbol reference attributes (`SymbolRefAttr`, \
             `FlatSymbolRefAttr`); {why}"
        ))
        .with_span(&span),
    );
}

/// Effects of fields on an op that declares it has none (`Pure`,
/// `NoMemoryEffect`) contradict it.
pub(super) fn check_effects_against_traits(fields: &[Field], list: &[Listed], errors: &mut Vec<darling::Error>) {
    let Some((t, _)) =
        list.iter().find(|(t, _)| matches!(t, NativeTrait::Pure | NativeTrait::Bit(Bit::NoMemoryEffect)))
    else {
        return;
    };
    for f in fields.iter().filter(|f| !f.effects.is_empty()) {
        errors.push(
            darling::Error::custom(format!(
                "field `{}` has memory effects, but the op's trait `{}` says it has none; remove one",
                name_of(&f.ident),
                t.name()
            ))
            .with_span(&f.effects[0].span),
        );
    }
}
