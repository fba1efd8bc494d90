//! What canonicalizations know of map operands that are `affine.for`
//! induction variables (MLIR's `simplifyMapWithOperands`).

use ods_ir::affine::{AffineMap, LoopBounds};
use ods_ir::prelude::*;

/// The bounds of the `affine.for` whose induction variable `v` is (MLIR's
/// `getForInductionVarOwner`, then its constant bounds and step).
fn loop_bounds(ctx: &Context, v: Value) -> Option<LoopBounds> {
    let for_op = v.owner_block(ctx)?.parent_op(ctx).filter(|p| p.name_str(ctx) == "affine.for")?;
    if v.index(ctx) != 0 {
        return None;
    }
    let map = |name: &str| AffineMap::parse(crate::affine_text(ctx, for_op.attr_by_str(ctx, name)?)?);
    let lower = map("lowerBoundMap")?;
    let upper = map("upperBoundMap")?;
    let step = for_op.attr_by_str(ctx, "step").and_then(|a| a.as_i64(ctx))?;
    Some(LoopBounds {
        lower: lower.single_constant(),
        upper: upper.single_constant(),
        step,
        lower_divisor: lower.largest_known_divisor_of_results(),
    })
}

/// Simplifies `floordiv`, `ceildiv` and `mod` in `map` with the bounds of
/// the operands that are loop induction variables.
pub(crate) fn simplify_map_with_operands(ctx: &Context, map: &mut AffineMap, operands: &[Value]) {
    let inputs: Vec<Option<LoopBounds>> = operands.iter().map(|&v| loop_bounds(ctx, v)).collect();
    map.simplify_with_loop_bounds(&inputs);
}
