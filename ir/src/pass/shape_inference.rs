//! Intraprocedural shape inference (the Toy tutorial's chapter 4 pass),
//! written for any dialect: ops producing unranked tensors are asked,
//! through the [`ShapeInference`] interface, to compute their result shapes
//! once all their operands are shaped.

use super::{Pass, PassRegistration};
use crate::context::{Context, OpId};
use crate::diag::Diagnostic;
use crate::registry::Traits;
use crate::types::{Type, TypeKind};

/// An op that can infer its result shapes from its operand types (the
/// tutorial's `ShapeInferenceOpInterface`).
#[ods_macros::interface]
pub trait ShapeInference {
    /// Infers and sets the result types (`inferShapes`).
    fn infer_shapes(self, ctx: &mut Context);
}

fn is_unranked(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::UnrankedTensor { .. })
}

/// An op still to infer: one of its results is a tensor of unknown rank.
fn returns_dynamic_shape(ctx: &Context, op: OpId) -> bool {
    op.results(ctx).any(|r| is_unranked(ctx, r.ty(ctx)))
}

/// Ready to infer: no operand is a tensor of unknown rank.
fn all_operands_inferred(ctx: &Context, op: OpId) -> bool {
    op.operands(ctx).iter().all(|v| !is_unranked(ctx, v.ty(ctx)))
}

/// Runs the worklist algorithm on the ops nested in `func`.
pub fn infer_function(ctx: &mut Context, func: OpId) -> Result<(), Diagnostic> {
    // Program order, so that the result does not depend on hashing.
    let mut worklist: Vec<OpId> =
        func.walk_pre_order(ctx).into_iter().skip(1).filter(|&o| returns_dynamic_shape(ctx, o)).collect();
    while let Some(i) = worklist.iter().position(|&o| all_operands_inferred(ctx, o)) {
        let op = worklist.remove(i);
        match ShapeInferenceOp::get(ctx, op) {
            Some(s) => s.infer_shapes(ctx),
            None => {
                let mut d = Diagnostic::error(
                    op.loc(ctx),
                    "unable to infer shape of operation without shape inference interface",
                );
                d.op = Some(op);
                return Err(d);
            }
        }
    }
    if !worklist.is_empty() {
        let mut d = Diagnostic::error(
            func.loc(ctx),
            format!("Shape inference failed, {} operations couldn't be inferred", worklist.len()),
        );
        d.op = Some(func);
        return Err(d);
    }
    Ok(())
}

/// `-shape-inference`: infers shapes in each function (each op with
/// regions directly inside a symbol table such as the module), one function
/// at a time; on any other op, in that op.
pub struct ShapeInferencePass;

impl Pass for ShapeInferencePass {
    fn name(&self) -> &'static str {
        "shape-inference"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        // On a function itself (as in `toy.func(shape-inference)`), or on
        // each function of a symbol table.
        if !op.has_trait(ctx, Traits::SYMBOL_TABLE) {
            return infer_function(ctx, op);
        }
        let mut funcs = Vec::new();
        for r in op.regions(ctx) {
            for b in r.blocks(ctx) {
                funcs.extend(b.op_iter(ctx).filter(|o| !o.regions(ctx).is_empty()));
            }
        }
        for f in funcs {
            infer_function(ctx, f)?;
        }
        Ok(())
    }
}

inventory::submit! {
    PassRegistration {
        name: "shape-inference",
        description: "Infer the shapes of unranked tensor results through the ShapeInference interface",
        create: |opts| if opts.trim().is_empty() { Ok(Box::new(ShapeInferencePass)) } else { Err(super::option_error("shape-inference takes no options")) },
    }
}
