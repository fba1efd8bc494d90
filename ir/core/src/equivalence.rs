//! Structural equivalence of regions (MLIR's `OperationEquivalence` with
//! `IgnoreLocations`): the same ops with the same names, attributes,
//! result types, regions and successors, whose values correspond one to
//! one. Passes that merge equal code (duplicate functions) build on it.

use crate::context::{BlockId, Context, OpId, RegionId, Value};
use rustc_hash::FxHashMap;

/// The correspondence built while comparing: values and blocks of the
/// left side to those of the right side.
#[derive(Default)]
struct Correspondence {
    values: FxHashMap<Value, Value>,
    blocks: FxHashMap<BlockId, BlockId>,
}

impl Correspondence {
    /// A value defined outside the compared regions must be the same
    /// value on both sides.
    fn same_value(&self, a: Value, b: Value) -> bool {
        self.values.get(&a).copied().unwrap_or(a) == b
    }
}

/// Whether regions `a` and `b` are equivalent, locations ignored.
pub fn regions_equivalent(ctx: &Context, a: RegionId, b: RegionId) -> bool {
    region_equivalent(ctx, a, b, &mut Correspondence::default())
}

fn region_equivalent(ctx: &Context, a: RegionId, b: RegionId, map: &mut Correspondence) -> bool {
    let (blocks_a, blocks_b) = (a.blocks(ctx), b.blocks(ctx));
    if blocks_a.len() != blocks_b.len() {
        return false;
    }
    // Successors may name later blocks: map all blocks first.
    for (x, y) in blocks_a.iter().zip(&blocks_b) {
        map.blocks.insert(*x, *y);
    }
    for (x, y) in blocks_a.iter().zip(&blocks_b) {
        let (args_x, args_y) = (x.args(ctx), y.args(ctx));
        if args_x.len() != args_y.len() {
            return false;
        }
        for (p, q) in args_x.iter().zip(args_y) {
            if p.ty(ctx) != q.ty(ctx) {
                return false;
            }
            map.values.insert(*p, *q);
        }
        let (ops_x, ops_y) = (x.ops(ctx), y.ops(ctx));
        if ops_x.len() != ops_y.len() {
            return false;
        }
        for (o, p) in ops_x.iter().zip(&ops_y) {
            if !op_equivalent(ctx, *o, *p, map) {
                return false;
            }
        }
    }
    true
}

fn op_equivalent(ctx: &Context, a: OpId, b: OpId, map: &mut Correspondence) -> bool {
    if a.name(ctx) != b.name(ctx)
        || a.properties(ctx) != b.properties(ctx)
        || a.discardable_attrs(ctx) != b.discardable_attrs(ctx)
        || a.result_types(ctx) != b.result_types(ctx)
    {
        return false;
    }
    let (operands_a, operands_b) = (a.operands(ctx), b.operands(ctx));
    if operands_a.len() != operands_b.len() || !operands_a.iter().zip(operands_b).all(|(x, y)| map.same_value(*x, *y)) {
        return false;
    }
    let (succ_a, succ_b) = (a.successors(ctx), b.successors(ctx));
    if succ_a.len() != succ_b.len() || !succ_a.iter().zip(succ_b.iter()).all(|(x, y)| map.blocks.get(x) == Some(y)) {
        return false;
    }
    let (regions_a, regions_b) = (a.regions(ctx), b.regions(ctx));
    if regions_a.len() != regions_b.len() {
        return false;
    }
    for (x, y) in regions_a.iter().zip(regions_b) {
        if !region_equivalent(ctx, *x, *y, map) {
            return false;
        }
    }
    for (x, y) in a.results(ctx).zip(b.results(ctx)) {
        map.values.insert(x, y);
    }
    true
}
