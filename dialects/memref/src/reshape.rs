//! The strided views beyond `subview`: `expand_shape` and `collapse_shape`
//! (reassociative reshapes, whose result layout follows from the source's
//! strides), `reinterpret_cast` and `extract_strided_metadata`, with MLIR
//! 22's verifiers and messages.

use crate::canonicalize::can_fold_into_consumer;
use crate::subview::{sat_mul, verify_offset_size_and_stride};
use crate::{
    parse_dynamic_index_list, plain_error, print_dynamic_index_list, shape_of, type_str, AnyStridedMemRef,
    AnyStridedMemRefOfRank0, CastOp, SubViewOp, DYNAMIC,
};
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::typed_array_attr!(
    /// `IndexListArrayAttr`: `[[0, 1], [2]]`, the source dimensions each
    /// result dimension groups.
    pub IndexListArrayAttr, I64ArrayAttr, "Array of 64-bit integer array attributes"
);

/// The reassociation groups of a reshape op.
fn groups(ctx: &Context, op: OpId) -> Vec<Vec<i64>> {
    let Some(a) = op.attr_by_str(ctx, "reassociation").and_then(|a| a.as_array(ctx)) else { return Vec::new() };
    a.iter().map(|g| g.as_array(ctx).unwrap_or(&[]).iter().filter_map(|x| x.as_i64(ctx)).collect()).collect()
}

/// MLIR's `verifyCollapsedShape` (several dynamic dimensions per group
/// allowed).
fn verify_collapsed_shape(
    ctx: &Context,
    op: OpId,
    collapsed: &[i64],
    expanded: &[i64],
    groups: &[Vec<i64>],
) -> Result<(), Diagnostic> {
    if collapsed.len() != groups.len() {
        return Err(op_error(
            ctx,
            op,
            format!("invalid number of reassociation groups: found {}, expected {}", groups.len(), collapsed.len()),
        ));
    }
    let mut next = 0i64;
    for (i, group) in groups.iter().enumerate() {
        let mut dynamic = false;
        for &d in group {
            if d != next {
                return Err(op_error(ctx, op, "reassociation indices must be contiguous"));
            }
            next += 1;
            let Some(&extent) = usize::try_from(d).ok().and_then(|d| expanded.get(d)) else {
                return Err(op_error(ctx, op, format!("reassociation index {d} is out of bounds")));
            };
            dynamic |= extent == DYNAMIC;
        }
        if (collapsed[i] == DYNAMIC) != dynamic {
            return Err(op_error(
                ctx,
                op,
                format!("collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic"),
            ));
        }
        if !dynamic {
            let size = group.iter().fold(1i64, |acc, &d| acc.wrapping_mul(expanded[d as usize]));
            if size != collapsed[i] {
                return Err(op_error(
                    ctx,
                    op,
                    format!("collapsed dim size ({}) must equal reassociation group size ({size})", collapsed[i]),
                ));
            }
        }
    }
    if collapsed.is_empty() {
        if expanded.iter().any(|d| *d != 1) {
            return Err(op_error(ctx, op, "rank 0 memrefs can only be extended/collapsed with/from ones"));
        }
    } else if next != expanded.len() as i64 {
        return Err(op_error(
            ctx,
            op,
            format!("expanded rank ({}) inconsistent with number of reassociation indices ({next})", expanded.len()),
        ));
    }
    Ok(())
}

/// `ty`'s element type and memory space with `shape` and `layout`.
fn like(ctx: &Context, ty: Type, shape: &[i64], layout: Option<Attr>) -> Option<Type> {
    Some(ctx.memref_type(shape, ty.element_type(ctx)?, layout, ty.memory_space(ctx)))
}

/// MLIR's `ExpandShapeOp::computeExpandedType`: contiguous stays
/// contiguous; otherwise each source stride is the stride of the last
/// dimension of its group, the others multiplied out from it.
fn expanded_type(ctx: &Context, src: Type, shape: &[i64], groups: &[Vec<i64>]) -> Option<Type> {
    if src.has_identity_layout(ctx) {
        return like(ctx, src, shape, None);
    }
    let (strides, offset) = src.strides_and_offset(ctx)?;
    let mut reversed = Vec::with_capacity(shape.len());
    let mut index = shape.len();
    for (group, &stride) in groups.iter().zip(&strides).rev() {
        let mut current = stride;
        for _ in 0..group.len() {
            reversed.push(current);
            index = index.checked_sub(1)?;
            current = sat_mul(current, shape[index]);
        }
    }
    let mut result: Vec<i64> = reversed.into_iter().rev().collect();
    result.resize(shape.len(), 1);
    like(ctx, src, shape, Some(ctx.strided_layout_attr(offset, &result)))
}

/// MLIR's `computeCollapsedLayoutMap` (not strict): the stride of each
/// group is that of its last non-unit dimension; `None` when a group is
/// certainly not contiguous.
fn collapsed_layout(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Attr> {
    let (strides, offset) = src.strides_and_offset(ctx)?;
    let shape = shape_of(ctx, src);
    let mut result = Vec::with_capacity(groups.len());
    for group in groups {
        let mut r: &[i64] = group;
        while r.len() > 1 && shape[*r.last()? as usize] == 1 {
            r = &r[..r.len() - 1];
        }
        let last = *r.last()? as usize;
        result.push(if shape[last] != DYNAMIC || r.len() == 1 { strides[last] } else { DYNAMIC });
    }
    for (group, &stride) in groups.iter().zip(&result).rev() {
        let mut stride = stride;
        for &idx in group.iter().skip(1).rev() {
            let idx = idx as usize;
            stride = sat_mul(stride, shape[idx]);
            if shape[idx - 1] == 1 {
                continue;
            }
            let source = strides[idx - 1];
            if stride != DYNAMIC && source != DYNAMIC && stride != source {
                return None;
            }
        }
    }
    Some(ctx.strided_layout_attr(offset, &result))
}

/// Operation to produce a memref with a higher rank.
///
/// The `memref.expand_shape` op produces a new view with a higher rank
/// whose sizes are a reassociation of the original view; `output_shape`
/// gives the result's extents.
///
/// ```mlir
/// %r = memref.expand_shape %0 [[0, 1], [2]] output_shape [%sz0, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.expand_shape",
    traits(Pure),
    format = "$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:` type($src) `into` type($result)",
    has_verifier,
    has_folder,
    asm_result_names
)]
pub struct ExpandShapeOp {
    op: OpId,
    /// The memref reshaped.
    src: Operand<AnyStridedMemRef>,
    /// The result dimensions of each source dimension.
    reassociation: Attribute<IndexListArrayAttr>,
    /// The dynamic extents of the result.
    output_shape: Variadic<Index>,
    /// The result shape (`kDynamic` for operands).
    static_output_shape: Attribute<DenseI64ArrayAttr>,
    /// The expanded memref.
    result: OpResult<AnyStridedMemRef>,
}

impl ExpandShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (src, result) = (self.src(ctx).ty(ctx), self.result(ctx).ty(ctx));
        let (s, r) = (shape_of(ctx, src), shape_of(ctx, result));
        if s.len() > r.len() {
            let (r0, r1) = (s.len(), r.len());
            return Err(op_error(
                ctx,
                op,
                format!("has source rank {r0} and result rank {r1}. This is not an expansion ({r0} > {r1})."),
            ));
        }
        let groups = groups(ctx, op);
        verify_collapsed_shape(ctx, op, &s, &r, &groups)?;
        let Some(expected) = expanded_type(ctx, src, &r, &groups) else {
            return Err(op_error(ctx, op, "invalid source layout map"));
        };
        if expected != result {
            return Err(op_error(
                ctx,
                op,
                format!("expected expanded type to be {} but found {}", type_str(ctx, expected), type_str(ctx, result)),
            ));
        }
        let statics = self.static_output_shape(ctx).to_vec();
        if statics.len() != r.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead",
                    r.len(),
                    statics.len()
                ),
            ));
        }
        let dynamic = statics.iter().filter(|d| **d == DYNAMIC).count();
        if self.output_shape(ctx).len() != dynamic {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values",
                    self.output_shape(ctx).len()
                ),
            ));
        }
        if let Some(pos) = r.iter().zip(&statics).position(|(d, s)| *d != DYNAMIC && d != s) {
            return Err(op_error(ctx, op, format!("invalid output shape provided at pos {pos}")));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        fold_reshape(ctx, self.id(), "memref.collapse_shape")
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "expand_shape");
    }
}

/// Operation to produce a memref with a smaller rank.
///
/// The `memref.collapse_shape` op produces a new view with a smaller rank
/// whose sizes are a reassociation of the original view; the collapsed
/// dimensions must be contiguous.
///
/// ```mlir
/// %r = memref.collapse_shape %0 [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.collapse_shape",
    traits(Pure),
    format = "$src $reassociation attr-dict `:` type($src) `into` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct CollapseShapeOp {
    op: OpId,
    /// The memref reshaped.
    src: Operand<AnyStridedMemRef>,
    /// The source dimensions of each result dimension.
    reassociation: Attribute<IndexListArrayAttr>,
    /// The collapsed memref.
    result: OpResult<AnyStridedMemRef>,
}

/// MLIR's `CollapseShapeOp::computeCollapsedType`.
fn collapsed_type(ctx: &Context, src: Type, groups: &[Vec<i64>]) -> Option<Type> {
    let s = shape_of(ctx, src);
    let shape: Vec<i64> = groups
        .iter()
        .map(|g| g.iter().fold(1i64, |acc, &d| sat_mul(acc, s.get(d as usize).copied().unwrap_or(DYNAMIC))))
        .collect();
    if src.has_identity_layout(ctx) {
        return like(ctx, src, &shape, None);
    }
    like(ctx, src, &shape, Some(collapsed_layout(ctx, src, groups)?))
}

impl CollapseShapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (src, result) = (self.src(ctx).ty(ctx), self.result(ctx).ty(ctx));
        let (s, r) = (shape_of(ctx, src), shape_of(ctx, result));
        if s.len() < r.len() {
            let (r0, r1) = (s.len(), r.len());
            return Err(op_error(
                ctx,
                op,
                format!("has source rank {r0} and result rank {r1}. This is not a collapse ({r0} < {r1})."),
            ));
        }
        let groups = groups(ctx, op);
        verify_collapsed_shape(ctx, op, &r, &s, &groups)?;
        let expected = if src.has_identity_layout(ctx) {
            like(ctx, src, &r, None)
        } else {
            let Some(layout) = collapsed_layout(ctx, src, &groups) else {
                return Err(op_error(ctx, op, "invalid source layout map or collapsing non-contiguous dims"));
            };
            like(ctx, src, &r, Some(layout))
        };
        if let Some(expected) = expected.filter(|e| *e != result) {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected collapsed type to be {} but found {}",
                    type_str(ctx, expected),
                    type_str(ctx, result)
                ),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        fold_reshape(ctx, self.id(), "memref.expand_shape")
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(CollapseShapeOpMemRefCastFolder);
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "collapse_shape");
    }
}

/// MLIR's `foldReshapeOp`: a reshape to its source's own type is the
/// source, and a reshape undoing the inverse reshape (`inverse`) of a
/// source with at most one dynamic extent is that source.
fn fold_reshape(ctx: &Context, op: OpId, inverse: &str) -> FoldResult {
    let src = op.operand(ctx, 0);
    let result = op.result(ctx, 0).ty(ctx);
    if src.ty(ctx) == result {
        return FoldResult::Results(vec![FoldValue::Value(src)]);
    }
    let Some(producer) = src.defining_op(ctx).filter(|p| p.name_str(ctx) == inverse) else {
        return FoldResult::Failure;
    };
    let original = producer.operand(ctx, 0);
    let ty = original.ty(ctx);
    if ty != result {
        return FoldResult::Failure;
    }
    if shape_of(ctx, ty).iter().filter(|d| **d == DYNAMIC).count() < 2 {
        return FoldResult::Results(vec![FoldValue::Value(original)]);
    }
    FoldResult::Failure
}

/// A collapse of a cast that only forgets static information collapses
/// the cast's source, cast back when the type changes (MLIR's
/// `CollapseShapeOpMemRefCastFolder`).
struct CollapseShapeOpMemRefCastFolder;

impl RewritePattern for CollapseShapeOpMemRefCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.collapse_shape")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cast) = op.operand(ctx, 0).defining_op(ctx).filter(|c| can_fold_into_consumer(ctx, *c)) else {
            return false;
        };
        let source = cast.operand(ctx, 0);
        let groups = groups(ctx, op);
        let Some(new_ty) = collapsed_type(ctx, source.ty(ctx), &groups) else { return false };
        let old_ty = op.result(ctx, 0).ty(ctx);
        if new_ty == old_ty {
            rw.set_operand(op, 0, source);
            return true;
        }
        let loc = op.loc(ctx);
        let reassociation: Vec<Attr> =
            op.attr_by_str(ctx, "reassociation").and_then(|a| a.as_array(ctx)).unwrap_or(&[]).to_vec();
        rw.set_insertion_point_before(op);
        let new = CollapseShapeOp::build(rw, loc, new_ty, source, &reassociation).id().result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, old_ty, new));
        true
    }
}

/// Memref reinterpret cast operation
///
/// Modify offset, sizes and strides of an unranked or ranked memref: the
/// result views the same buffer with the given offset, sizes and strides.
///
/// ```mlir
/// %dst = memref.reinterpret_cast %src to offset: [%offset], sizes: [%sizes], strides: [%strides] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.reinterpret_cast",
    traits(AttrSizedOperandSegments, Pure),
    format = "$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)",
    has_verifier,
    has_folder,
    has_canonicalizer,
    asm_result_names
)]
pub struct ReinterpretCastOp {
    op: OpId,
    /// The memref reinterpreted.
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// The dynamic offset.
    offsets: Variadic<Index>,
    /// The dynamic sizes.
    sizes: Variadic<Index>,
    /// The dynamic strides.
    strides: Variadic<Index>,
    /// The offset (`kDynamic` for an operand).
    static_offsets: Attribute<DenseI64ArrayAttr>,
    /// The sizes.
    static_sizes: Attribute<DenseI64ArrayAttr>,
    /// The strides.
    static_strides: Attribute<DenseI64ArrayAttr>,
    /// The new view.
    result: OpResult<AnyStridedMemRef>,
}

/// `dynamic` or the value, as MLIR's reinterpret_cast messages word it.
fn value_text(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".to_string()
    } else {
        v.to_string()
    }
}

impl ReinterpretCastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (src, result) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        let rank = shape_of(ctx, result).len();
        let (offsets, sizes, strides) =
            (self.static_offsets(ctx).to_vec(), self.static_sizes(ctx).to_vec(), self.static_strides(ctx).to_vec());
        verify_offset_size_and_stride(
            ctx,
            op,
            [1, rank, rank],
            [(&offsets, self.offsets(ctx).len()), (&sizes, self.sizes(ctx).len()), (&strides, self.strides(ctx).len())],
        )?;
        if src.memory_space(ctx) != result.memory_space(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different memory spaces specified for source type {} and result memref type {}",
                    type_str(ctx, src),
                    type_str(ctx, result)
                ),
            ));
        }
        if src.element_type(ctx) != result.element_type(ctx) {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "different element types specified for source type {} and result memref type {}",
                    type_str(ctx, src),
                    type_str(ctx, result)
                ),
            ));
        }
        for (i, (&actual, &expected)) in shape_of(ctx, result).iter().zip(&sizes).enumerate() {
            if actual != DYNAMIC && actual != expected {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result type with size = {} instead of {actual} in dim = {i}",
                        value_text(expected)
                    ),
                ));
            }
        }
        let Some((result_strides, result_offset)) = result.strides_and_offset(ctx) else {
            return Err(plain_error(
                ctx,
                op,
                format!("expected result type to have strided layout but found {}", type_str(ctx, result)),
            ));
        };
        let expected_offset = offsets.first().copied().unwrap_or(0);
        if result_offset != DYNAMIC && result_offset != expected_offset {
            return Err(plain_error(
                ctx,
                op,
                format!(
                    "expected result type with offset = {} instead of {result_offset}",
                    value_text(expected_offset)
                ),
            ));
        }
        for (i, (&actual, &expected)) in result_strides.iter().zip(&strides).enumerate() {
            if actual != DYNAMIC && actual != expected {
                return Err(plain_error(
                    ctx,
                    op,
                    format!(
                        "expected result type with stride = {} instead of {actual} in dim = {i}",
                        value_text(expected)
                    ),
                ));
            }
        }
        Ok(())
    }

    /// MLIR's `ReinterpretCastOp::fold`: the source of a reinterpret_cast,
    /// a cast or a subview at offset zero is read directly (in place), and
    /// a static cast to the source's own type at offset 0 is the source.
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let src = self.source(ctx);
        let previous = src.defining_op(ctx).and_then(|d| match d.name_str(ctx) {
            "memref.reinterpret_cast" | "memref.cast" => Some(d.operand(ctx, 0)),
            "memref.subview" => {
                let sv = SubViewOp::cast(ctx, d)?;
                sv.mixed_offsets(ctx).iter().all(|m| m.constant(ctx) == Some(0)).then(|| d.operand(ctx, 0))
            }
            _ => None,
        });
        if let Some(p) = previous {
            ctx.set_operand(self.id(), 0, p);
            return FoldResult::InPlace;
        }
        let ty = self.result(ctx).ty(ctx);
        if ty.has_static_shape(ctx) && src.ty(ctx) == ty && self.static_offsets(ctx).iter().next() == Some(0) {
            return FoldResult::Results(vec![FoldValue::Value(src)]);
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ReinterpretCastOpExtractStridedMetadataFolder);
        set.add(ReinterpretCastOpConstantFolder);
    }
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "reinterpret_cast");
    }

    /// The offset, sizes and strides, each static or an operand.
    fn mixed(self, ctx: &Context) -> [Vec<Fr>; 3] {
        let list = |statics: Vec<i64>, dynamics: &[Value]| {
            let mut values = dynamics.iter();
            statics
                .into_iter()
                .map(|s| match (s == DYNAMIC).then(|| values.next()).flatten() {
                    Some(&v) => Fr::Value(v),
                    None => Fr::Int(s),
                })
                .collect::<Vec<_>>()
        };
        [
            list(self.static_offsets(ctx).to_vec(), self.offsets(ctx)),
            list(self.static_sizes(ctx).to_vec(), self.sizes(ctx)),
            list(self.static_strides(ctx).to_vec(), self.strides(ctx)),
        ]
    }

    /// The offset, sizes and strides made constant where the result type
    /// or a constant operand says (MLIR's `getConstifiedMixed*`).
    fn constified(self, ctx: &Context) -> Option<[Vec<Fr>; 3]> {
        let ty = self.result(ctx).ty(ctx);
        let (strides, offset) = ty.strides_and_offset(ctx)?;
        let [o, s, t] = self.mixed(ctx);
        Some([constify(ctx, o, &[offset]), constify(ctx, s, &shape_of(ctx, ty)), constify(ctx, t, &strides)])
    }
}

/// An offset, size or stride: a constant or a value (MLIR's
/// `OpFoldResult`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Fr {
    Int(i64),
    Value(Value),
}

/// MLIR's `constifyIndexValues`: the static value where `statics` knows
/// it, else the value of a constant operand, else the operand.
fn constify(ctx: &Context, values: Vec<Fr>, statics: &[i64]) -> Vec<Fr> {
    values
        .into_iter()
        .zip(statics)
        .map(|(v, &s)| match v {
            _ if s != DYNAMIC => Fr::Int(s),
            Fr::Value(x) => crate::canonicalize::constant_int(ctx, x).map_or(v, Fr::Int),
            Fr::Int(_) => v,
        })
        .collect()
}

/// The static list and the operands of a list of `Fr`.
fn split_fr(list: &[Fr]) -> (Vec<i64>, Vec<Value>) {
    let mut values = Vec::new();
    let statics = list
        .iter()
        .map(|f| match *f {
            Fr::Int(i) => i,
            Fr::Value(v) => {
                values.push(v);
                DYNAMIC
            }
        })
        .collect();
    (statics, values)
}

/// Constants known from the result type or constant operands move into
/// the static lists; the new cast's type is inferred from them and cast
/// back to the old one (MLIR's `ReinterpretCastOpConstantFolder`).
struct ReinterpretCastOpConstantFolder;

impl RewritePattern for ReinterpretCastOpConstantFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.reinterpret_cast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(rc) = ReinterpretCastOp::cast(ctx, op) else { return false };
        let count = |lists: &[Vec<Fr>; 3]| lists.iter().flatten().filter(|f| matches!(f, Fr::Int(_))).count();
        let before = count(&rc.mixed(ctx));
        let Some(after) = rc.constified(ctx) else { return false };
        if count(&after) == before {
            return false;
        }
        let [o, s, t] = &after;
        let ((os, ov), (ss, sv), (ts, tv)) = (split_fr(o), split_fr(s), split_fr(t));
        let source = rc.source(ctx);
        let src_ty = source.ty(ctx);
        let Some(element) = src_ty.element_type(ctx) else { return false };
        let layout = ctx.strided_layout_attr(os.first().copied().unwrap_or(0), &ts);
        let new_ty = ctx.memref_type(&ss, element, Some(layout), src_ty.memory_space(ctx));
        let (old_ty, loc) = (rc.result(ctx).ty(ctx), op.loc(ctx));
        rw.set_insertion_point_before(op);
        let new = ReinterpretCastOp::build(rw, loc, new_ty, source, &ov, &sv, &tv, os.into(), ss.into(), ts.into());
        let new = new.id().result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, old_ty, new));
        true
    }
}

/// A reinterpret_cast of what `extract_strided_metadata` took apart: the
/// original memref (cast when the type differs) when it rebuilds the same
/// offset, sizes and strides, else a reinterpret_cast of the original
/// memref (MLIR's `ReinterpretCastOpExtractStridedMetadataFolder`).
struct ReinterpretCastOpExtractStridedMetadataFolder;

impl RewritePattern for ReinterpretCastOpExtractStridedMetadataFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.reinterpret_cast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(rc) = ReinterpretCastOp::cast(ctx, op) else { return false };
        let Some(extract) = rc.source(ctx).defining_op(ctx).and_then(|d| ExtractStridedMetadataOp::cast(ctx, d)) else {
            return false;
        };
        let original = extract.source(ctx);
        let src_ty = original.ty(ctx);
        let noop = (|| {
            let (strides, offset) = src_ty.strides_and_offset(ctx)?;
            let values = |vs: Vec<Value>| vs.into_iter().map(Fr::Value).collect::<Vec<_>>();
            let e_offset = constify(ctx, vec![Fr::Value(extract.offset(ctx))], &[offset]);
            let e_sizes = constify(ctx, values(extract.sizes(ctx).collect()), &shape_of(ctx, src_ty));
            let e_strides = constify(ctx, values(extract.strides(ctx).collect()), &strides);
            let [o, s, t] = rc.constified(ctx)?;
            Some(e_strides == t && e_sizes == s && e_offset == o)
        })()
        .unwrap_or(false);
        if !noop {
            rw.set_operand(op, 0, original);
            return true;
        }
        let (ty, loc) = (rc.result(ctx).ty(ctx), op.loc(ctx));
        if src_ty == ty {
            rw.replace_op(op, &[original]);
        } else {
            rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, original));
        }
        true
    }
}

/// Extracts a buffer base with offset and strides
///
/// Extracts a base buffer, offset and strides of a strided memref: the
/// base buffer is a memref of rank 0 of the same element type and memory
/// space, then the offset, the sizes and the strides as indices.
///
/// ```mlir
/// %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<10x?xf32> -> memref<f32>, index, index, index, index, index
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "memref.extract_strided_metadata",
    traits(Pure, SameVariadicResultSize, InferTypeOpInterface),
    format = "$source `:` type($source) `->` type(results) attr-dict",
    has_folder,
    asm_result_names
)]
pub struct ExtractStridedMetadataOp {
    op: OpId,
    /// The memref.
    source: Operand<AnyStridedMemRef>,
    /// Its buffer, as a memref of rank 0.
    base_buffer: OpResult<AnyStridedMemRefOfRank0>,
    /// Its offset.
    offset: OpResult<Index>,
    /// Its sizes.
    sizes: VariadicResult<Index>,
    /// Its strides.
    strides: VariadicResult<Index>,
}

impl ExtractStridedMetadataOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let t = input.operands.first().ok_or_else(|| input.error("expected a memref operand"))?.ty(ctx);
        let TypeKind::MemRef { shape, element, memory_space, .. } = t.kind(ctx) else {
            return Err(input.error("expected a memref operand"));
        };
        let index = ctx.index_type();
        let mut types = vec![ctx.memref_type(&[], *element, None, *memory_space), index];
        types.extend(std::iter::repeat_n(index, 2 * shape.len()));
        Ok(types)
    }
    /// MLIR's `ExtractStridedMetadataOp::fold`: the uses of an offset,
    /// size or stride that the source type knows read a new
    /// `arith.constant` (made before the op), and a cast of a ranked
    /// memref is looked through (in place).
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let op = self.id();
        let source_ty = self.source(ctx).ty(ctx);
        let Some((strides, offset)) = source_ty.strides_and_offset(ctx) else { return FoldResult::Failure };
        let known: Vec<(Value, i64)> = std::iter::once((self.offset(ctx), offset))
            .chain(self.sizes(ctx).zip(shape_of(ctx, source_ty)))
            .chain(self.strides(ctx).zip(strides))
            .filter(|(v, s)| *s != DYNAMIC && v.has_uses(ctx))
            .collect();
        let changed = !known.is_empty();
        let (loc, index) = (op.loc(ctx), ctx.index_type());
        for (v, s) in known {
            let value = ctx.index_attr(s);
            let c = ods_dialect_arith::ConstantOp::build_with_result_types(
                &mut Builder::before(ctx, op),
                loc,
                &[index],
                value,
            );
            let c = c.id().result(ctx, 0);
            ctx.replace_all_uses_with(v, c);
        }
        let cast_source = self
            .source(ctx)
            .defining_op(ctx)
            .filter(|d| d.name_str(ctx) == "memref.cast")
            .map(|d| d.operand(ctx, 0))
            .filter(|s| matches!(s.ty(ctx).kind(ctx), TypeKind::MemRef { .. }));
        if let Some(s) = cast_source {
            ctx.set_operand(op, 0, s);
            return FoldResult::InPlace;
        }
        crate::ops::in_place(changed)
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "base_buffer");
        set(1, "offset");
        let rank = (self.id().num_results(ctx) - 2) / 2;
        if rank > 0 {
            set(2, "sizes");
            set(2 + rank, "strides");
        }
    }
}
