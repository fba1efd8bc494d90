//! The generated verifier, interpreted: counts, types, attributes, regions,
//! successors and multi-entity constraints, in ODS order, with MLIR's
//! messages.

use super::{
    group_ranges, Arity, AttrPresence, AttrSpec, Entity, OpCheck, OpSpec, Segments, ValueMatch, OPERAND_SEGMENTS,
    RESULT_SEGMENTS,
};
use crate::context::{Context, OpId, Value};
use crate::diag::Diagnostic;
use crate::entity::EntityRef;
use crate::interfaces::SymbolOpInterfaceOp;
use crate::print::type_to_string;
use crate::registry::Traits;
use crate::types::Type;
use crate::verify::op_error;

/// Verifies the invariants of `op` described by `spec`, then its custom
/// verifier.
pub fn verify_op(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    // MLIR's order: the count traits, the structural traits (`HasParent`),
    // the invariants (attributes, value types, region and successor
    // constraints), then the other traits and the op's own verifier.
    verify_counts(ctx, op, spec)?;
    for c in spec.checks.iter().filter(|c| matches!(c, OpCheck::HasParent(_))) {
        verify_check(ctx, op, spec, c)?;
    }
    verify_attrs(ctx, op, spec)?;
    let operands = op.operands(ctx);
    verify_values(ctx, op, spec.operands, spec.operand_segments, operands, "operand", OPERAND_SEGMENTS)?;
    // Results are few: a small stack buffer avoids allocating per op.
    let results = op.results(ctx);
    let mut buf = [<Value as EntityRef>::new(0); 4];
    let heap: Vec<Value>;
    let results: &[Value] = if results.len() <= buf.len() {
        for (slot, v) in buf.iter_mut().zip(results) {
            *slot = v;
        }
        &buf[..results.len()]
    } else {
        heap = results.collect();
        &heap
    };
    verify_values(ctx, op, spec.results, spec.result_segments, results, "result", RESULT_SEGMENTS)?;
    // The predicates of `PredOpTrait`s come with the op's own constraints,
    // then regions and successors, then native traits.
    for c in spec.checks.iter().filter(|c| is_predicate(c)) {
        verify_check(ctx, op, spec, c)?;
    }
    // The region and successor counts were checked with the others.
    verify_region_blocks(ctx, op, spec)?;
    crate::verify::verify_terminator_position(ctx, op)?;
    for c in spec.checks.iter().filter(|c| !is_predicate(c) && !matches!(c, OpCheck::HasParent(_))) {
        verify_check(ctx, op, spec, c)?;
    }
    if op.has_trait(ctx, Traits::SYMBOL) {
        verify_symbol(ctx, op)?;
    }
    crate::branch::verify_successor_operands(ctx, op)?;
    if let Some(f) = spec.custom_verify {
        f(ctx, op)?;
    }
    Ok(())
}

/// The checks of `op` that MLIR runs with its region invariants, after the
/// op's own verifier and its nested ops: the inferred result types
/// (`InferTypeOpInterface` verifies with regions, since inference may read
/// them), then the op's region verifier, then the region branch edges.
pub fn verify_region_invariants(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    if let Some(infer) = spec.infer {
        verify_inferred(ctx, op, infer)?;
    }
    if let Some(f) = spec.custom_verify_regions {
        f(ctx, op)?;
    }
    // MLIR runs the interface's check in the op's trait order, before the
    // op's region verifier. It runs last here: `scf.for`'s region verifier
    // holds its `LoopLikeOpInterface` checks, which precede
    // `RegionBranchOpInterface` in its traits and cover all its edges, and
    // the other ops implementing it have no region verifier.
    crate::region_branch::verify_region_branch(ctx, op)
}

/// The `Symbol` trait's checks (MLIR's `SymbolOpInterface::verify`): a
/// string name, a known visibility, and a parent that is a symbol table
/// (or unregistered). An op whose name is absent is an optional symbol.
fn verify_symbol(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(name) = op.attr_by_str(ctx, "sym_name") else { return Ok(()) };
    if name.as_bytes(ctx).is_none() {
        return Err(op_error(ctx, op, "requires string attribute 'sym_name'"));
    }
    if let Some(vis) = op.attr_by_str(ctx, "sym_visibility") {
        // The attribute is printed only for an error: this runs for every
        // symbol. Bytes, not text: a string that is not UTF-8 is still a string
        // attribute, only not one of the three names.
        match vis.as_bytes(ctx) {
            None => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                        crate::print::attr_to_string(ctx, vis)
                    ),
                ))
            }
            Some(b"public" | b"private" | b"nested") => {}
            Some(_) => {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "visibility expected to be one of [\"public\", \"private\", \"nested\"], but got {}",
                        crate::print::attr_to_string(ctx, vis)
                    ),
                ))
            }
        }
    }
    let public = op.attr_by_str(ctx, "sym_visibility").is_none_or(|v| v.as_bytes(ctx) == Some(b"public"));
    if public && SymbolOpInterfaceOp::get(ctx, op).is_some_and(|s| s.only_declares(ctx)) {
        return Err(op_error(ctx, op, "symbol declaration cannot have public visibility"));
    }
    if let Some(parent) = op.parent_op(ctx) {
        if parent.def(ctx).is_some() && !parent.has_trait(ctx, Traits::SYMBOL_TABLE) {
            return Err(op_error(ctx, op, "symbol's parent must have the SymbolTable trait"));
        }
    }
    Ok(())
}

/// Whether a check is an ODS predicate (`PredOpTrait`, `AllTypesMatch`,
/// `TypesMatchWith`) rather than a native trait.
fn is_predicate(c: &OpCheck) -> bool {
    match c {
        OpCheck::TypesMatchWith { .. } | OpCheck::AllTypesMatch(_) | OpCheck::AllMatch(..) | OpCheck::Pred { .. } => {
            true
        }
        OpCheck::Trait { predicate, .. } => *predicate,
        _ => false,
    }
}

/// The message of an attribute that fails its constraint.
pub(crate) fn attr_constraint_message(a: &AttrSpec) -> String {
    let what = if a.constraint.property { "property" } else { "attribute" };
    format!("{what} '{}' failed to satisfy constraint: {}", a.name, (a.constraint.summary)())
}

fn verify_attrs(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    // Properties first, then attributes, each in declaration order, as
    // mlir-tblgen's `verifyInvariantsImpl`.
    let props = spec.attrs.iter().filter(|a| a.constraint.property);
    for a in props.chain(spec.attrs.iter().filter(|a| !a.constraint.property)) {
        match op.attr_by_str(ctx, a.name) {
            None => {
                if matches!(a.presence, AttrPresence::Required) {
                    return Err(op_error(ctx, op, format!("requires attribute '{}'", a.name)));
                }
            }
            Some(v) => {
                if !(a.constraint.check)(ctx, v) {
                    return Err(op_error(ctx, op, attr_constraint_message(a)));
                }
            }
        }
    }
    for (segments, name, groups) in [
        (spec.operand_segments, OPERAND_SEGMENTS, spec.operands),
        (spec.result_segments, RESULT_SEGMENTS, spec.results),
    ] {
        if segments != Segments::AttrSized {
            continue;
        }
        let Some(a) = op.attr_by_str(ctx, name) else {
            return Err(op_error(ctx, op, format!("requires attribute '{name}'")));
        };
        let n = match a.kind(ctx) {
            crate::attrs::AttrKind::DenseArray { data, element } if element.is_signless_int(ctx, 32) => data.len(),
            _ => {
                return Err(op_error(
                    ctx,
                    op,
                    format!("attribute '{name}' failed to satisfy constraint: i32 dense array attribute"),
                ))
            }
        };
        if n != groups.len() {
            let what = if name == OPERAND_SEGMENTS { "operandSegmentSizes" } else { "resultSegmentSizes" };
            return Err(op_error(
                ctx,
                op,
                format!(
                    "'{what}' attribute for specifying {} segments must have {} elements, but got {n}",
                    if name == OPERAND_SEGMENTS { "operand" } else { "result" },
                    groups.len()
                ),
            ));
        }
    }
    Ok(())
}

/// The count traits MLIR generates (`NRegions`, `NResults`, `NSuccessors`,
/// `NOperands` or their `AtLeast` forms), in its order.
fn verify_counts(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    verify_region_count(ctx, op, spec)?;
    verify_value_count(ctx, op, spec.results, op.results(ctx).len(), "result")?;
    verify_successors(ctx, op, spec)?;
    verify_value_count(ctx, op, spec.operands, op.operands(ctx).len(), "operand")
}

fn verify_value_count(
    ctx: &Context,
    op: OpId,
    groups: &[super::ValueSpec],
    n: usize,
    kind: &str,
) -> Result<(), Diagnostic> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let variable = groups.len() > fixed;
    if (!variable && n != fixed) || n < fixed {
        return Err(count_error(ctx, op, kind, fixed, variable, n));
    }
    Ok(())
}

/// The messages of MLIR's count traits: `AtLeastNOperands` and
/// `NOperands` say how many operands they found, `AtLeastNResults` and
/// `NResults` do not.
fn count_error(ctx: &Context, op: OpId, kind: &str, fixed: usize, variable: bool, got: usize) -> Diagnostic {
    let msg = match (kind, variable, fixed) {
        ("operand", true, n) => format!("expected {n} or more operands, but found {got}"),
        (_, true, n) => format!("expected {n} or more {kind}s"),
        ("operand", false, 0) => "requires zero operands".to_string(),
        ("operand", false, 1) => "requires a single operand".to_string(),
        ("result", false, 0) => "requires zero results".to_string(),
        ("result", false, 1) => "requires one result".to_string(),
        ("operand", false, n) => format!("expected {n} operands, but found {got}"),
        (_, false, n) => format!("expected {n} {kind}s"),
    };
    op_error(ctx, op, msg)
}

fn verify_values(
    ctx: &Context,
    op: OpId,
    groups: &[super::ValueSpec],
    segments: Segments,
    values: &[Value],
    kind: &str,
    segment_attr: &str,
) -> Result<(), Diagnostic> {
    let fixed = groups.iter().filter(|g| g.arity == Arity::Single).count();
    let variable = groups.len() - fixed;
    let n = values.len();
    if variable == 0 && n == fixed {
        // The common case: one value per group, no layout to compute.
        for (index, (g, &v)) in groups.iter().zip(values).enumerate() {
            let t = v.ty(ctx);
            if !(g.constraint.check)(ctx, t) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "{kind} #{index} must be {}, but got '{}'",
                        (g.constraint.summary)(),
                        type_to_string(ctx, t)
                    ),
                ));
            }
        }
        return Ok(());
    }
    if variable == 0 && n != fixed {
        return Err(count_error(ctx, op, kind, fixed, false, n));
    }
    if variable > 0 && n < fixed {
        return Err(count_error(ctx, op, kind, fixed, true, n));
    }
    if segments == Segments::SameSize && variable > 0 && !(n - fixed).is_multiple_of(variable) {
        return Err(op_error(ctx, op, format!("{kind} count not divisible by the number of variadic groups")));
    }
    let ranges = group_ranges(ctx, op, groups, segments, n, segment_attr);
    if segments == Segments::AttrSized && op.attr_by_str(ctx, segment_attr).is_some() {
        verify_value_size_attr(ctx, op, segment_attr, kind, n)?;
    }
    let mut index = 0;
    for (g, r) in groups.iter().zip(ranges) {
        if let Arity::VariadicOfVariadic(attr) = g.arity {
            verify_value_size_attr(ctx, op, attr, g.name, r.len())?;
        }
        if g.arity == Arity::Optional && r.len() > 1 {
            return Err(op_error(
                ctx,
                op,
                format!("{kind} group starting at #{index} requires 0 or 1 element, but found {}", r.len()),
            ));
        }
        for &v in &values[r] {
            let t = v.ty(ctx);
            if !(g.constraint.check)(ctx, t) {
                let summary = (g.constraint.summary)();
                let summary = if matches!(g.arity, Arity::Variadic | Arity::VariadicOfVariadic(_)) {
                    format!("variadic of {summary}")
                } else {
                    summary
                };
                return Err(op_error(
                    ctx,
                    op,
                    format!("{kind} #{index} must be {summary}, but got '{}'", type_to_string(ctx, t)),
                ));
            }
            index += 1;
        }
    }
    Ok(())
}

/// MLIR's `verifyValueSizeAttr`: the sizes of the inner groups of a
/// `VariadicOfVariadic` group are not negative and add up to its values.
fn verify_value_size_attr(ctx: &Context, op: OpId, attr: &str, group: &str, count: usize) -> Result<(), Diagnostic> {
    let Some(sizes) = super::segment_sizes(ctx, op, attr) else {
        return Err(op_error(ctx, op, format!("requires dense i32 array attribute '{attr}'")));
    };
    let sizes = sizes.iter().map(|&bits| i64::from(bits as u32 as i32));
    if sizes.clone().any(|n| n < 0) {
        return Err(op_error(ctx, op, format!("'{attr}' attribute cannot have negative elements")));
    }
    let total: i64 = sizes.sum();
    if total != count as i64 {
        return Err(op_error(
            ctx,
            op,
            format!(
                "{group} count ({count}) does not match with the total size ({total}) specified in attribute '{attr}'"
            ),
        ));
    }
    Ok(())
}

fn verify_region_count(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    let regions = op.regions(ctx);
    let variadic = spec.regions.last().is_some_and(|r| r.variadic);
    let fixed = spec.regions.len() - usize::from(variadic);
    if (!variadic && regions.len() != fixed) || regions.len() < fixed {
        let msg = if variadic {
            format!("expected {fixed} or more regions")
        } else {
            match fixed {
                0 => "requires zero regions".to_string(),
                1 => "requires one region".to_string(),
                n => format!("expected {n} regions"),
            }
        };
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// The block counts regions constrain (`SizedRegion`), once their
/// number is known to be right.
fn verify_region_blocks(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    let regions = op.regions(ctx);
    for (i, &r) in regions.iter().enumerate() {
        let s = &spec.regions[i.min(spec.regions.len() - 1)];
        if let Some(bound) = s.blocks {
            let got = u32::try_from(r.blocks(ctx).len()).unwrap_or(u32::MAX);
            if !bound.allows(got) {
                let named = s.name.map(|name| format!(" ('{name}')")).unwrap_or_default();
                return Err(op_error(
                    ctx,
                    op,
                    format!("region #{i}{named} failed to verify constraint: {}", bound.summary()),
                ));
            }
        }
    }
    Ok(())
}

fn verify_successors(ctx: &Context, op: OpId, spec: &OpSpec) -> Result<(), Diagnostic> {
    let n = op.successors(ctx).len();
    let variadic = spec.successors.last().is_some_and(|s| s.variadic);
    let fixed = spec.successors.len() - usize::from(variadic);
    if (!variadic && n != fixed) || n < fixed {
        let msg = if variadic {
            format!("requires at least {fixed} successors but found {n}")
        } else {
            match fixed {
                0 => "requires zero successors".to_string(),
                1 => "requires 1 successor but found ".to_string() + &n.to_string(),
                k => format!("requires {k} successors but found {n}"),
            }
        };
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

fn entity_type(ctx: &Context, op: OpId, spec: &OpSpec, e: Entity) -> Option<Type> {
    match e {
        Entity::Operand(i) => super::operand_group(ctx, op, spec, i).first().map(|v| v.ty(ctx)),
        Entity::Result(i) => super::result_group(ctx, op, spec, i).first().map(|v| v.ty(ctx)),
    }
}

/// The shape of a type implementing `ShapedTypeInterface` (builtin or
/// dialect): `None` for other types, `Some(None)` when unranked.
fn shape_of(ctx: &Context, t: Type) -> Option<Option<Vec<i64>>> {
    Some(super::interfaces::ShapedTypeInterfaceType::get(ctx, t)?.shape(ctx))
}

/// The element type of a shaped type (through `ShapedTypeInterface`), or
/// the type itself.
fn element_type_of(ctx: &Context, t: Type) -> Type {
    super::interfaces::ShapedTypeInterfaceType::get(ctx, t).map_or(t, |s| s.element_type(ctx))
}

/// Shapes are compatible when ranks match and static dims agree (or either
/// is unranked or dynamic).
fn shapes_compatible(a: &Option<Vec<i64>>, b: &Option<Vec<i64>>) -> bool {
    match (a, b) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(p, q)| *p == *q || *p == crate::types::DYNAMIC || *q == crate::types::DYNAMIC)
        }
        _ => true,
    }
}

fn verify_check(ctx: &Context, op: OpId, spec: &OpSpec, c: &OpCheck) -> Result<(), Diagnostic> {
    let needs_types = matches!(
        c,
        OpCheck::SameOperandsAndResultType
            | OpCheck::SameTypeOperands
            | OpCheck::SameOperandsAndResultShape
            | OpCheck::SameOperandsShape
            | OpCheck::SameOperandsAndResultElementType
            | OpCheck::SameOperandsElementType
    );
    let (operand_types, result_types): (Vec<Type>, Vec<Type>) =
        if needs_types { (op.operand_types(ctx), op.result_types(ctx)) } else { (Vec::new(), Vec::new()) };
    match c {
        OpCheck::SameOperandsAndResultType => {
            let all: Vec<Type> = operand_types.iter().chain(&result_types).copied().collect();
            if all.windows(2).any(|w| w[0] != w[1]) {
                return Err(op_error(ctx, op, "requires the same type for all operands and results"));
            }
        }
        OpCheck::SameTypeOperands => {
            if operand_types.windows(2).any(|w| w[0] != w[1]) {
                return Err(op_error(ctx, op, "requires all operands to have the same type"));
            }
        }
        OpCheck::SameOperandsAndResultRank => {
            // MLIR's `verifySameOperandsAndResultRank`.
            let (n_operands, n_results) = (op.num_operands(ctx), op.num_results(ctx));
            if n_operands < 1 {
                return Err(op_error(ctx, op, format!("expected 1 or more operands, but found {n_operands}")));
            }
            if n_results < 1 {
                return Err(op_error(ctx, op, format!("expected 1 or more results, but found {n_results}")));
            }
            let ranked = |ts: Vec<Type>| -> Vec<usize> {
                ts.into_iter().filter(|t| t.is_shaped(ctx)).filter_map(|t| t.rank(ctx)).collect()
            };
            let (operands, results) = (ranked(op.operand_types(ctx)), ranked(op.result_types(ctx)));
            let Some(&rank) = operands.first().or(results.first()) else { return Ok(()) };
            if operands.iter().any(|&r| r != rank) {
                return Err(op_error(ctx, op, "operands don't have matching ranks"));
            }
            if results.iter().any(|&r| r != rank) {
                return Err(op_error(ctx, op, "result type has different rank than operands"));
            }
        }
        OpCheck::SameOperandsAndResultShape | OpCheck::SameOperandsShape => {
            let with_results = matches!(c, OpCheck::SameOperandsAndResultShape);
            let all: Vec<Type> =
                operand_types.iter().chain(if with_results { &result_types[..] } else { &[] }).copied().collect();
            // As MLIR's verifyCompatibleShape: scalars only match scalars.
            let shapes: Vec<Option<Option<Vec<i64>>>> = all.iter().map(|t| shape_of(ctx, *t)).collect();
            let compatible = |a: &Option<Option<Vec<i64>>>, b: &Option<Option<Vec<i64>>>| match (a, b) {
                (Some(x), Some(y)) => shapes_compatible(x, y),
                (None, None) => true,
                _ => false,
            };
            // Vectors also agree on which dimensions are scalable.
            let scalable = |t: &Type| match t.kind(ctx) {
                crate::types::TypeKind::Vector { scalable, .. } => Some(scalable.clone()),
                _ => None,
            };
            let scalable_differ = all.windows(2).any(|w| match (scalable(&w[0]), scalable(&w[1])) {
                (Some(a), Some(b)) => a != b,
                _ => false,
            });
            if scalable_differ || shapes.windows(2).any(|w| !compatible(&w[0], &w[1])) {
                let msg = if with_results {
                    "requires the same shape for all operands and results"
                } else {
                    "requires the same shape for all operands"
                };
                return Err(op_error(ctx, op, msg));
            }
        }
        OpCheck::SameOperandsAndResultElementType | OpCheck::SameOperandsElementType => {
            let with_results = matches!(c, OpCheck::SameOperandsAndResultElementType);
            let all: Vec<Type> =
                operand_types.iter().chain(if with_results { &result_types[..] } else { &[] }).copied().collect();
            let elts: Vec<Type> = all.iter().map(|t| element_type_of(ctx, *t)).collect();
            if elts.windows(2).any(|w| w[0] != w[1]) {
                let msg = if with_results {
                    "requires the same element type for all operands and results"
                } else {
                    "requires the same element type for all operands"
                };
                return Err(op_error(ctx, op, msg));
            }
        }
        OpCheck::AllTypesMatch(entities) => {
            let types: Vec<Option<Type>> = entities.iter().map(|(_, e)| entity_type(ctx, op, spec, *e)).collect();
            let present: Vec<Type> = types.iter().flatten().copied().collect();
            if present.windows(2).any(|w| w[0] != w[1]) {
                let names: Vec<&str> = entities.iter().map(|(n, _)| *n).collect();
                return Err(op_error(
                    ctx,
                    op,
                    format!("failed to verify that all of {{{}}} have same type", names.join(", ")),
                ));
            }
        }
        OpCheck::AllMatch(what, entities) => {
            // What is compared: an element type, or dimensions (`None` for
            // a type with no shape, as unranked).
            #[derive(PartialEq)]
            enum Key {
                Type(Type),
                Dims(Option<Vec<i64>>),
                Class(std::mem::Discriminant<crate::types::TypeKind>, Option<crate::float_format::FloatKind>, u32),
            }
            let key = |t: Type| match what {
                ValueMatch::ElementType => Key::Type(element_type_of(ctx, t)),
                ValueMatch::Shape => Key::Dims(t.shape(ctx).map(<[i64]>::to_vec)),
                ValueMatch::Rank => Key::Dims(t.shape(ctx).map(|s| vec![s.len() as i64])),
                ValueMatch::ElementCount => Key::Dims(
                    t.shape(ctx)
                        .and_then(|s| s.iter().try_fold(1i64, |n, &d| (d >= 0).then(|| n.saturating_mul(d))))
                        .map(|n| vec![n]),
                ),
                ValueMatch::TypeId => {
                    use crate::types::TypeKind;
                    let kind = t.kind(ctx);
                    let def = match kind {
                        TypeKind::Dialect { def, .. } => *def,
                        _ => 0,
                    };
                    Key::Class(std::mem::discriminant(kind), t.float_kind(ctx), def)
                }
            };
            let keys: Vec<Key> = entities.iter().filter_map(|(_, e)| entity_type(ctx, op, spec, *e)).map(key).collect();
            if keys.windows(2).any(|w| w[0] != w[1]) {
                let names: Vec<&str> = entities.iter().map(|(n, _)| *n).collect();
                return Err(op_error(
                    ctx,
                    op,
                    format!("failed to verify that all of {{{}}} have same {}", names.join(", "), what.words()),
                ));
            }
        }
        OpCheck::TypesMatchWith { summary, from, to, transform } => {
            let (Some(f), Some(t)) = (entity_type(ctx, op, spec, *from), entity_type(ctx, op, spec, *to)) else {
                return Ok(());
            };
            if transform(ctx, f) != t {
                return Err(op_error(ctx, op, format!("failed to verify that {summary}")));
            }
        }
        OpCheck::Elementwise => {
            let mappable = |t: &Type| t.is_vector(ctx) || t.is_tensor(ctx);
            let ops: Vec<Type> = op.operand_type_iter(ctx).filter(mappable).collect();
            let res: Vec<Type> = op.result_type_iter(ctx).filter(mappable).collect();
            if ops.is_empty() && res.is_empty() {
                return Ok(());
            }
            if ops.is_empty() {
                return Err(op_error(
                    ctx,
                    op,
                    "if a result is non-scalar, then at least one operand must be non-scalar",
                ));
            }
            if res.is_empty() {
                return Err(op_error(
                    ctx,
                    op,
                    "if an operand is non-scalar, then there must be at least one non-scalar result",
                ));
            }
            if res.len() != op.num_results(ctx) {
                return Err(op_error(ctx, op, "if an operand is non-scalar, then all results must be non-scalar"));
            }
            let all: Vec<Type> = ops.into_iter().chain(res).collect();
            let same_kind = all.iter().all(|t| t.is_vector(ctx) == all[0].is_vector(ctx));
            let shapes: Vec<Option<Vec<i64>>> = all.iter().map(|t| t.shape(ctx).map(|s| s.to_vec())).collect();
            if !same_kind || shapes.windows(2).any(|w| !shapes_compatible(&w[0], &w[1])) {
                return Err(op_error(
                    ctx,
                    op,
                    "all non-scalar operands/results must have the same shape and base type",
                ));
            }
        }
        OpCheck::ResultsBroadcastableShape => {
            let mut acc: Option<Vec<i64>> = Some(Vec::new());
            for t in op.operand_types(ctx) {
                let Some(s) = t.shape(ctx) else {
                    acc = None;
                    continue;
                };
                if let Some(a) = &acc {
                    match broadcast(a, s) {
                        Some(b) => acc = Some(b),
                        None => return Err(op_error(ctx, op, "operands don't have broadcast-compatible shapes")),
                    }
                }
            }
            let Some(acc) = acc else { return Ok(()) };
            for t in op.result_types(ctx) {
                let Some(s) = t.shape(ctx) else { continue };
                if broadcast(&acc, s).as_deref() != Some(s) && !shapes_compatible(&Some(acc.clone()), &Some(s.to_vec()))
                {
                    let text = type_to_string(ctx, t);
                    return Err(op_error(
                        ctx,
                        op,
                        format!("result type {text} not broadcast compatible with broadcasted operands's shapes"),
                    ));
                }
            }
        }
        OpCheck::HasParent(names) => {
            let parent = op.parent_op(ctx);
            if !parent.is_some_and(|p| names.contains(&p.name_str(ctx))) {
                let msg = if names.len() == 1 {
                    format!("expects parent op '{}'", names[0])
                } else {
                    format!("expects parent op to be one of '{}'", names.join(", "))
                };
                return Err(op_error(ctx, op, msg));
            }
        }
        OpCheck::Pred { summary, check } => {
            if !check(ctx, op) {
                return Err(op_error(ctx, op, format!("failed to verify that {summary}")));
            }
        }
        OpCheck::Trait { verify, .. } => verify(ctx, op)?,
    }
    Ok(())
}

fn verify_inferred(ctx: &Context, op: OpId, infer: super::InferFn) -> Result<(), Diagnostic> {
    let attrs = op.all_attrs_sorted(ctx);
    let input = super::InferInput {
        operands: op.operands(ctx),
        attrs: &attrs,
        regions: op.regions(ctx).len(),
        loc: op.loc(ctx),
    };
    let list = |ts: &[Type]| ts.iter().map(|t| type_to_string(ctx, *t)).collect::<Vec<_>>().join(", ");
    // MLIR reports the reason, then "failed to infer returned types" as a
    // second error at the op: the second rides along as an error-severity
    // entry after the first.
    // The reason is emitted at the op's location only, so the driver shows
    // the op after the second error, as MLIR's `op->emitOpError` does.
    let failed = |mut d: Diagnostic| {
        d.op = None;
        d.notes.push(op_error(ctx, op, "failed to infer returned types"));
        Err(d)
    };
    match infer(ctx, &input) {
        // The op's result types are collected only when they differ.
        Ok(inferred) if inferred.iter().copied().eq(op.result_type_iter(ctx)) => Ok(()),
        Ok(inferred) => {
            let actual = op.result_types(ctx);
            if !compatible_results(ctx, op, &inferred, &actual) {
                return failed(op_error(
                    ctx,
                    op,
                    format!(
                        "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
                        list(&inferred),
                        list(&actual)
                    ),
                ));
            }
            Ok(())
        }
        // As MLIR's `inferReturnTypes` words it (`emitOptionalError` at
        // the op's location, without the `'name' op` of an op's own error).
        Err(d) => failed(d),
    }
}

/// `isCompatibleReturnTypes`: the op's own rule when it has one.
fn compatible_results(ctx: &Context, op: OpId, inferred: &[Type], actual: &[Type]) -> bool {
    match op.def(ctx).and_then(|d| d.interface::<CompatibleReturnTypes>()) {
        Some(c) => (c.0)(ctx, inferred, actual),
        None => false,
    }
}

/// The `isCompatibleReturnTypes` hook of `InferTypeOpAdaptorWithIsCompatible`.
pub struct CompatibleReturnTypes(pub fn(&Context, &[Type], &[Type]) -> bool);

/// The broadcast of two shapes (numpy rules, `?` matching anything), if
/// they are compatible.
fn broadcast(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    use crate::types::DYNAMIC;
    let n = a.len().max(b.len());
    let mut out = vec![0; n];
    for i in 0..n {
        let x = if i < n - a.len() { 1 } else { a[i - (n - a.len())] };
        let y = if i < n - b.len() { 1 } else { b[i - (n - b.len())] };
        out[i] = match (x, y) {
            (1, d) | (d, 1) => d,
            (DYNAMIC, d) | (d, DYNAMIC) => d,
            (x, y) if x == y => x,
            _ => return None,
        };
    }
    Some(out)
}
