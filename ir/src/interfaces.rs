//! Op interfaces that several dialects share and no pass owns (MLIR's
//! `mlir/Interfaces`).

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::symbol_table::SymbolTableCollection;

// ----- ParallelCombiningOpInterface -----

/// An op that combines the values of parallel iterations into shared
/// destinations (MLIR's `ParallelCombiningOpInterface`), such as
/// `tensor.parallel_insert_slice` in `scf.forall.in_parallel`.
#[ods_macros::interface]
pub trait ParallelCombiningOpInterface {
    /// The indices of the operands it updates (`getUpdatedDestinations`).
    fn updated_destinations(self, ctx: &Context) -> Vec<usize>;
}

// ----- SymbolOpInterface -----

/// A symbol that may only declare what it names (MLIR's
/// `SymbolOpInterface::isDeclaration`, which functions define): the
/// `Symbol` trait's check refuses a declaration that is public, after the
/// name and visibility and before the parent.
#[ods_macros::interface]
pub trait SymbolOpInterface {
    /// Whether the op declares its symbol without defining it (a function
    /// without a body).
    fn only_declares(self, ctx: &Context) -> bool;
}

// ----- SymbolUserOpInterface -----

/// An op that refers to symbols and checks them (MLIR's
/// `SymbolUserOpInterface`). The verifier calls it once its nearest symbol
/// table has verified, with one [`SymbolTableCollection`] for the whole
/// table, so that N references to N symbols cost N lookups, not N scans.
#[ods_macros::interface]
pub trait SymbolUserOpInterface {
    /// Checks the symbols the op refers to (`verifySymbolUses`).
    fn verify_symbol_uses(self, ctx: &Context, tables: &mut SymbolTableCollection) -> Result<(), Diagnostic>;
}

// ----- DestinationStyleOpInterface -----

/// An op in destination-passing style (MLIR's `DestinationStyleOpInterface`):
/// some operands are the *inits*, the tensors (or buffers) its results are
/// written into, the `k`-th init tied to the `k`-th result.
#[ods_macros::interface]
pub trait DestinationStyleOpInterface {
    /// The operand indices of the inits (`getDpsInitsMutable`).
    fn dps_inits(self, ctx: &Context) -> std::ops::Range<usize>;
}

/// MLIR's `verifyDestinationStyleOpInterface`: each init is a tensor or a
/// memref, as many results are tensors as inits are, and each tensor init
/// has the type of its tied result. `inits` are the operand indices of the
/// inits; the op's verifier calls it.
pub fn verify_destination_style(
    ctx: &Context,
    op: crate::context::OpId,
    inits: std::ops::Range<usize>,
) -> Result<(), Diagnostic> {
    use crate::print::type_to_string;
    use crate::verify::op_error;
    let mut tensor_inits = Vec::new();
    for i in inits.clone() {
        let ty = op.operand(ctx, i).ty(ctx);
        if ty.is_tensor(ctx) {
            tensor_inits.push(i);
        } else if !ty.is_memref(ctx) {
            return Err(op_error(ctx, op, format!("expected that operand #{i} is a tensor or a memref")));
        }
    }
    let tensor_results = op.results(ctx).filter(|r| r.ty(ctx).is_tensor(ctx)).count();
    if tensor_results != tensor_inits.len() {
        return Err(op_error(
            ctx,
            op,
            format!(
                "expected the number of tensor results ({tensor_results}) to be equal to the number of output \
                 tensors ({})",
                tensor_inits.len()
            ),
        ));
    }
    for i in tensor_inits {
        // The tied result is the one at the init's place among the inits;
        // when a memref init comes first there is none (mlir-opt crashes).
        let Some(result) = op.results(ctx).nth(i - inits.start) else {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected operand #{i} to be tied to a result, but the op has {} results",
                    op.results(ctx).count()
                ),
            ));
        };
        let (init, result) = (op.operand(ctx, i).ty(ctx), result.ty(ctx));
        if init != result {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expected type of operand #{i} ('{}') to match type of corresponding result ('{}')",
                    type_to_string(ctx, init),
                    type_to_string(ctx, result)
                ),
            ));
        }
    }
    Ok(())
}
