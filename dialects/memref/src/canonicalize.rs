//! Folds and canonicalization patterns of the memref ops, as MLIR 22's
//! `MemRefOps.cpp` defines them: casts that only forget static information
//! fold into the ops that use them, constant sizes move from operands into
//! types (with a cast back to the old type), dead allocations go, and
//! `dim` reads sizes from the op that made the memref.

use crate::ops::{dynamic_size, is_constant_index};
use crate::{with_shape, AllocOp, AllocaOp, CastOp, DimOp, LoadOp, ReshapeOp, SubViewOp, ViewOp, DYNAMIC};
use ods_dialect_arith::IndexCastOp;
use ods_ir::effects::{self, Effect, EffectTarget};
use ods_ir::prelude::*;
use ods_ir::rewrite::constant_value;
use ods_ir::types::TypeKind;
use ods_ir::Traits;

/// The value of `v` when a constant integer or index op defines it.
pub(crate) fn constant_int(ctx: &Context, v: Value) -> Option<i64> {
    constant_value(ctx, v)?.as_i64(ctx)
}

/// The `memref.cast` defining `v`, if any.
fn defining_cast(ctx: &Context, v: Value) -> Option<OpId> {
    v.defining_op(ctx).filter(|o| o.name_str(ctx) == "memref.cast")
}

/// MLIR's `foldMemRefCast`: every operand of `op` but `skip` that a cast
/// of a ranked memref defines reads the cast's source instead. Whether any
/// did.
pub fn fold_memref_cast(ctx: &mut Context, op: OpId, skip: Option<Value>) -> bool {
    let mut changed = false;
    for i in 0..op.num_operands(ctx) {
        let v = op.operand(ctx, i);
        if Some(v) == skip {
            continue;
        }
        let Some(cast) = defining_cast(ctx, v) else { continue };
        let source = cast.operand(ctx, 0);
        if matches!(source.ty(ctx).kind(ctx), TypeKind::UnrankedMemRef { .. }) {
            continue;
        }
        ctx.set_operand(op, i, source);
        changed = true;
    }
    changed
}

/// MLIR's `CastOp::canFoldIntoConsumerOp`: `cast` (a `memref.cast`) goes
/// between strided memrefs of one element type and rank, and its result
/// is nowhere more static than its source.
pub(crate) fn can_fold_into_consumer(ctx: &Context, cast: OpId) -> bool {
    if cast.name_str(ctx) != "memref.cast" {
        return false;
    }
    let (s, r) = (cast.operand(ctx, 0).ty(ctx), cast.result(ctx, 0).ty(ctx));
    let (Some(ss), Some(rs)) = (memref_shape(ctx, s), memref_shape(ctx, r)) else { return false };
    if s.element_type(ctx) != r.element_type(ctx) || ss.len() != rs.len() {
        return false;
    }
    let (Some((sst, so)), Some((rst, ro))) = (s.strides_and_offset(ctx), r.strides_and_offset(ctx)) else {
        return false;
    };
    let more_static = |a: i64, b: i64| a != b && a == DYNAMIC && b != DYNAMIC;
    !ss.iter().zip(rs).any(|(a, b)| more_static(*a, *b))
        && !more_static(so, ro)
        && !sst.iter().zip(&rst).any(|(a, b)| more_static(*a, *b))
}

/// The shape of a ranked memref.
pub(crate) fn memref_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    matches!(t.kind(ctx), TypeKind::MemRef { .. }).then(|| t.shape(ctx)).flatten()
}

// ----- alloc / alloca -----

/// The patterns of `memref.alloc` or `memref.alloca` (`name`).
pub(crate) fn alloc_patterns(set: &mut PatternSet, name: &'static str) {
    set.add(SimplifyAllocConst { name });
    simplify_dead_alloc(set, name);
}

/// MLIR's `SimplifyDeadAlloc` for the allocating op `name`.
pub(crate) fn simplify_dead_alloc(set: &mut PatternSet, name: &'static str) {
    set.add(SimplifyDeadAlloc { name });
}

/// Constant non-negative sizes move into the type, with a cast back to the
/// old one (MLIR's `SimplifyAllocConst`).
struct SimplifyAllocConst {
    name: &'static str,
}

impl RewritePattern for SimplifyAllocConst {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let segments = op.attr_by_str(ctx, "operandSegmentSizes").map(|a| DenseI32ArrayAttr::value(ctx, a).to_vec());
        let Some(&[n_dynamic, _]) = segments.as_deref() else { return false };
        let operands = op.operands(ctx);
        let (dynamic, symbols) = operands.split_at(n_dynamic as usize);
        let constant = |v: Value| constant_int(ctx, v).filter(|c| *c >= 0);
        if !dynamic.iter().any(|v| constant(*v).is_some()) {
            return false;
        }
        let ty = op.result(ctx, 0).ty(ctx);
        let Some(shape) = memref_shape(ctx, ty) else { return false };
        let mut kept = Vec::new();
        let mut next = dynamic.iter();
        let mut new_shape = Vec::with_capacity(shape.len());
        for &d in shape {
            if d != DYNAMIC {
                new_shape.push(d);
                continue;
            }
            let Some(&v) = next.next() else { return false };
            match constant(v) {
                Some(c) => new_shape.push(c),
                None => {
                    new_shape.push(DYNAMIC);
                    kept.push(v);
                }
            }
        }
        let Some(new_ty) = with_shape(ctx, ty, &new_shape) else { return false };
        let symbols = symbols.to_vec();
        let alignment = op.attr_by_str(ctx, "alignment").and_then(|a| a.as_i64(ctx));
        let loc = op.loc(ctx);
        let alloc = if self.name == "memref.alloc" {
            AllocOp::build(rw, loc, new_ty, &kept, &symbols, alignment).id()
        } else {
            AllocaOp::build(rw, loc, new_ty, &kept, &symbols, alignment).id()
        };
        let new = alloc.result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, new));
        true
    }
}

/// An allocation only stored into and freed goes, with those users (MLIR's
/// `SimplifyDeadAlloc`).
struct SimplifyDeadAlloc {
    name: &'static str,
}

impl RewritePattern for SimplifyDeadAlloc {
    fn root(&self) -> Option<&'static str> {
        Some(self.name)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let memref = op.result(ctx, 0);
        let users = memref.users(ctx);
        let removable = users.iter().all(|&u| match u.name_str(ctx) {
            "memref.store" => u.operand(ctx, 0) != memref,
            "memref.dealloc" => true,
            _ => false,
        });
        if !removable {
            return false;
        }
        let mut seen = Vec::new();
        for u in users {
            if !seen.contains(&u) {
                seen.push(u);
                rw.erase_op(u);
            }
        }
        rw.erase_op(op);
        true
    }
}

// ----- alloca_scope -----

/// The patterns of `memref.alloca_scope`.
pub(crate) fn alloca_scope_patterns(set: &mut PatternSet) {
    set.add(AllocaScopeInliner);
    set.add(AllocaScopeHoister);
}

/// Whether `op` surely allocates in an automatic allocation scope: one of
/// its results is allocated there (MLIR's
/// `isGuaranteedAutomaticAllocation`).
fn allocates_on_stack(ctx: &Context, op: OpId) -> bool {
    effects::effects(ctx, op).is_some_and(|list| {
        list.iter().any(|e| {
            e.effect == Effect::Allocate
                && e.resource == crate::AUTOMATIC_ALLOCATION_SCOPE
                && matches!(e.target, Some(EffectTarget::Result(_)))
        })
    })
}

/// Whether `a` is `b` or holds it.
fn region_contains(ctx: &Context, a: RegionId, b: RegionId) -> bool {
    a == b || is_proper_ancestor(ctx, a, b)
}

/// The stack allocations of a scope whose operands are known outside move
/// before the outermost op between the scope and the enclosing allocation
/// scope, when each op on the way is the last of its region (MLIR's
/// `AllocaScopeHoister`).
struct AllocaScopeHoister;

impl RewritePattern for AllocaScopeHoister {
    fn root(&self) -> Option<&'static str> {
        Some("memref.alloca_scope")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let is_scope = |o: OpId| o.has_trait(ctx, Traits::AUTOMATIC_ALLOCATION_SCOPE);
        let mut ancestor = op.parent_op(ctx);
        while ancestor.is_some_and(|a| !is_scope(a)) {
            ancestor = ancestor.and_then(|a| a.parent_op(ctx));
        }
        if ancestor.is_none() {
            return false;
        }
        let Some(mut last) = op.parent_op(ctx).filter(|p| !is_scope(*p)) else { return false };
        if !last_before_terminator(ctx, op) || !last_before_terminator(ctx, last) {
            return false;
        }
        while !last.parent_op(ctx).is_some_and(is_scope) {
            match last.parent_op(ctx) {
                Some(p) if last_before_terminator(ctx, p) => last = p,
                _ => return false,
            }
        }
        let Some(op_region) = op.parent_region(ctx) else { return false };
        let Some(&containing) = last.regions(ctx).iter().find(|r| region_contains(ctx, **r, op_region)) else {
            return false;
        };
        // The nested ops in post-order, as MLIR's `walk`.
        let hoisted: Vec<OpId> = op
            .walk_post_order(ctx)
            .into_iter()
            .filter(|&o| {
                allocates_on_stack(ctx, o)
                    && !o
                        .operands(ctx)
                        .iter()
                        .any(|v| v.parent_region(ctx).is_some_and(|r| region_contains(ctx, containing, r)))
            })
            .collect();
        if hoisted.is_empty() {
            return false;
        }
        rw.set_insertion_point_before(last);
        for o in hoisted {
            let mut map = rustc_hash::FxHashMap::default();
            let clone = rw.clone_op(o, &mut map);
            let results: Vec<Value> = clone.results(rw.ctx()).collect();
            rw.replace_op(o, &results);
        }
        true
    }
}

/// Whether `op` allocates in an automatic allocation scope itself, or may
/// (its effects are unknown); ops with recursive effects are judged by
/// the ops they hold (MLIR's `isOpItselfPotentialAutomaticAllocation`).
fn may_allocate_on_stack(ctx: &Context, op: OpId) -> bool {
    if op.has_trait(ctx, Traits::RECURSIVE_MEMORY_EFFECTS) {
        return false;
    }
    match effects::effects(ctx, op) {
        None => true,
        Some(list) => list.iter().any(|e| {
            e.effect == Effect::Allocate
                && e.resource == crate::AUTOMATIC_ALLOCATION_SCOPE
                && matches!(e.target, Some(EffectTarget::Result(_)))
        }),
    }
}

/// Whether `op` is the last op of its block before the terminator, in a
/// region of one block (MLIR's `lastNonTerminatorInRegion`).
fn last_before_terminator(ctx: &Context, op: OpId) -> bool {
    let Some(next) = op.next_op(ctx) else { return false };
    let single_block = op.parent_region(ctx).is_some_and(|r| r.block_iter(ctx).count() == 1);
    next.next_op(ctx).is_none() && next.might_have_trait(ctx, Traits::TERMINATOR) && single_block
}

/// A scope inlines into its parent when nothing in it may allocate on the
/// stack, or when the parent is a scope too and the scope is its last op
/// (MLIR's `AllocaScopeInliner`).
struct AllocaScopeInliner;

impl RewritePattern for AllocaScopeInliner {
    fn root(&self) -> Option<&'static str> {
        Some("memref.alloca_scope")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let mut stack: Vec<OpId> = Vec::new();
        let nested = |o: OpId, stack: &mut Vec<OpId>| {
            for &r in o.regions(ctx).iter().rev() {
                for b in r.block_iter(ctx).collect::<Vec<_>>().into_iter().rev() {
                    stack.extend(b.ops(ctx).iter().rev());
                }
            }
        };
        nested(op, &mut stack);
        let mut potential = false;
        while let Some(o) = stack.pop() {
            if may_allocate_on_stack(ctx, o) {
                potential = true;
                break;
            }
            if !o.has_trait(ctx, Traits::AUTOMATIC_ALLOCATION_SCOPE) {
                nested(o, &mut stack);
            }
        }
        if potential {
            let parent_is_scope =
                op.parent_op(ctx).is_some_and(|p| p.has_trait(ctx, Traits::AUTOMATIC_ALLOCATION_SCOPE));
            if !parent_is_scope || !last_before_terminator(ctx, op) {
                return false;
            }
        }
        let Some(block) = op.region(ctx, 0).entry_block(ctx) else { return false };
        let ops = block.ops(ctx).to_vec();
        let Some((&terminator, body)) = ops.split_last() else { return false };
        let results = terminator.operands(ctx).to_vec();
        for &o in body {
            rw.move_op_before(o, op);
        }
        rw.replace_op(op, &results);
        true
    }
}

// ----- copy -----

/// The patterns of `memref.copy`.
pub(crate) fn copy_patterns(set: &mut PatternSet) {
    set.add(FoldEmptyCopy);
    set.add(FoldSelfCopy);
}

/// A copy from or to a memref with a zero extent goes (MLIR's
/// `FoldEmptyCopy`).
struct FoldEmptyCopy;

impl RewritePattern for FoldEmptyCopy {
    fn root(&self) -> Option<&'static str> {
        Some("memref.copy")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let empty = |v: Value| v.ty(ctx).shape(ctx).is_some_and(|s| s.contains(&0));
        if !empty(op.operand(ctx, 0)) && !empty(op.operand(ctx, 1)) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

/// A copy of a memref to itself goes (MLIR's `FoldSelfCopy`).
struct FoldSelfCopy;

impl RewritePattern for FoldSelfCopy {
    fn root(&self) -> Option<&'static str> {
        Some("memref.copy")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        if op.operand(ctx, 0) != op.operand(ctx, 1) {
            return false;
        }
        rw.erase_op(op);
        true
    }
}

// ----- dim -----

/// MLIR's `DimOp::fold`: a static extent, the size operand of the `alloc`,
/// `alloca`, `view` or `subview` that made the memref, or the dim of a
/// cast's ranked source.
pub(crate) fn fold_dim(ctx: &mut Context, dim: DimOp, index: Option<Attr>) -> FoldResult {
    let Some(index) = index.and_then(|a| a.as_i64(ctx)) else { return FoldResult::Failure };
    let source = dim.source(ctx);
    let ty = source.ty(ctx);
    let Some(shape) = memref_shape(ctx, ty).map(<[i64]>::to_vec) else { return FoldResult::Failure };
    let Some(i) = usize::try_from(index).ok().filter(|i| *i < shape.len()) else { return FoldResult::Failure };
    if shape[i] != DYNAMIC {
        return FoldResult::Results(vec![FoldValue::Attr(ctx.index_attr(shape[i]))]);
    }
    let found = |v: Option<Value>| match v {
        Some(v) => FoldResult::Results(vec![FoldValue::Value(v)]),
        None => FoldResult::Failure,
    };
    if let Some(def) = source.defining_op(ctx) {
        if let Some(a) = AllocOp::cast(ctx, def) {
            return found(dynamic_size(&shape, a.dynamic_sizes(ctx), i));
        }
        if let Some(a) = AllocaOp::cast(ctx, def) {
            return found(dynamic_size(&shape, a.dynamic_sizes(ctx), i));
        }
        if let Some(v) = ViewOp::cast(ctx, def) {
            return found(dynamic_size(&shape, v.sizes(ctx), i));
        }
        if let Some(s) = SubViewOp::cast(ctx, def) {
            return found(s.dynamic_size_of_result_dim(ctx, i));
        }
    }
    if fold_memref_cast(ctx, dim.id(), None) {
        return FoldResult::InPlace;
    }
    FoldResult::Failure
}

/// The patterns of `memref.dim`.
pub(crate) fn dim_patterns(set: &mut PatternSet) {
    set.add(DimOfMemRefReshape);
}

/// The dim of a `memref.reshape` is a load of its shape operand, placed
/// right after the reshape, when the index is known there (MLIR's
/// `DimOfMemRefReshape`).
struct DimOfMemRefReshape;

impl RewritePattern for DimOfMemRefReshape {
    fn root(&self) -> Option<&'static str> {
        Some("memref.dim")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(reshape) = op.operand(ctx, 0).defining_op(ctx).and_then(|d| ReshapeOp::cast(ctx, d)) else {
            return false;
        };
        let index = op.operand(ctx, 1);
        let r = reshape.id();
        if index.parent_block(ctx) == r.parent_block(ctx) {
            if index.defining_op(ctx).is_some_and(|def| is_before_in_block(ctx, r, def)) {
                return false;
            }
        } else if op.parent_block(ctx) != r.parent_block(ctx) {
            let dominates = match (index.parent_region(ctx), r.parent_region(ctx)) {
                (Some(a), Some(b)) => is_proper_ancestor(ctx, a, b),
                _ => false,
            };
            if !dominates {
                return false;
            }
        }
        let shape = reshape.shape(ctx);
        let dim_ty = op.result(ctx, 0).ty(ctx);
        let loc = op.loc(ctx);
        let element = crate::element_type_of(ctx, shape.ty(ctx));
        rw.set_insertion_point_after(r);
        // MLIR's builder sets `nontemporal = false` explicitly.
        let mut load = LoadOp::build(rw, loc, element, shape, &[index], Some(false), None).id().result(rw.ctx(), 0);
        if load.ty(rw.ctx()) != dim_ty {
            load = IndexCastOp::build(rw, loc, dim_ty, load).id().result(rw.ctx(), 0);
        }
        rw.replace_op(op, &[load]);
        true
    }
}

/// Whether `a` comes before `b` in their block.
fn is_before_in_block(ctx: &Context, a: OpId, b: OpId) -> bool {
    let mut next = a.next_op(ctx);
    while let Some(o) = next {
        if o == b {
            return true;
        }
        next = o.next_op(ctx);
    }
    false
}

/// Whether region `a` holds region `b` at some depth (and is not `b`).
fn is_proper_ancestor(ctx: &Context, a: RegionId, b: RegionId) -> bool {
    let mut r = b.parent_op(ctx).and_then(|o| o.parent_region(ctx));
    while let Some(x) = r {
        if x == a {
            return true;
        }
        r = x.parent_op(ctx).and_then(|o| o.parent_region(ctx));
    }
    false
}

// ----- view -----

/// The patterns of `memref.view`.
pub(crate) fn view_patterns(set: &mut PatternSet) {
    set.add(ViewOpShapeFolder);
    set.add(ViewOpMemrefCastFolder);
}

/// Constant sizes move into the result type, with a cast back to the old
/// one (MLIR's `ViewOpShapeFolder`).
struct ViewOpShapeFolder;

impl RewritePattern for ViewOpShapeFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.view")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(view) = ViewOp::cast(ctx, op) else { return false };
        if !op.operands(ctx).iter().any(|v| is_constant_index(ctx, *v)) {
            return false;
        }
        let ty = view.result(ctx).ty(ctx);
        let Some(shape) = memref_shape(ctx, ty) else { return false };
        if ty.strides_and_offset(ctx).is_none() {
            return false;
        }
        let mut sizes = view.sizes(ctx).iter();
        let (mut new_shape, mut kept) = (Vec::new(), Vec::new());
        for &d in shape {
            if d != DYNAMIC {
                new_shape.push(d);
                continue;
            }
            let Some(&v) = sizes.next() else { return false };
            match constant_int(ctx, v).filter(|_| v.ty(ctx).is_index(ctx)) {
                Some(c) => new_shape.push(c),
                None => {
                    new_shape.push(d);
                    kept.push(v);
                }
            }
        }
        let Some(new_ty) = with_shape(ctx, ty, &new_shape) else { return false };
        if new_ty == ty {
            return false;
        }
        let (source, shift, loc) = (view.source(ctx), view.byte_shift(ctx), op.loc(ctx));
        let new = ViewOp::build(rw, loc, new_ty, source, shift, &kept).id();
        let v = new.result(rw.ctx(), 0);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, ty, v));
        true
    }
}

/// A view of a cast of an `alloc` views the allocation directly (MLIR's
/// `ViewOpMemrefCastFolder`).
struct ViewOpMemrefCastFolder;

impl RewritePattern for ViewOpMemrefCastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("memref.view")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(view) = ViewOp::cast(ctx, op) else { return false };
        let Some(cast) = defining_cast(ctx, view.source(ctx)) else { return false };
        let alloc = cast.operand(ctx, 0);
        if alloc.defining_op(ctx).and_then(|d| AllocOp::cast(ctx, d)).is_none() {
            return false;
        }
        let (ty, shift, sizes, loc) =
            (view.result(ctx).ty(ctx), view.byte_shift(ctx), view.sizes(ctx).to_vec(), op.loc(ctx));
        rw.replace_op_with_built(op, |b| ViewOp::build(b, loc, ty, alloc, shift, &sizes));
        true
    }
}
