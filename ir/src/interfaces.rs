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

// ----- ViewLikeInterface -----

/// MLIR's `verifyListOfOperandsOrIntegers` for offsets, sizes or strides
/// (`name` is `offset`, `size` or `stride`) given as static values, with
/// [`crate::types::DYNAMIC`] where one of the `dynamics` operands stands:
/// one value per dimension of `rank`, and one operand per dynamic entry.
pub fn verify_list_of_operands_or_integers(
    ctx: &Context,
    op: crate::context::OpId,
    name: &str,
    rank: usize,
    statics: &[i64],
    dynamics: usize,
) -> Result<(), Diagnostic> {
    let error = |msg: String| {
        let mut d = Diagnostic::error(op.loc(ctx), msg);
        d.op = Some(op);
        d
    };
    if statics.len() != rank {
        return Err(error(format!("expected {rank} {name} values, got {}", statics.len())));
    }
    let expected = statics.iter().filter(|s| **s == crate::types::DYNAMIC).count();
    if dynamics != expected {
        return Err(error(format!(
            "expected the number of '{name}s' to match the number of dynamic entries in 'static_{name}s' ({dynamics} vs {expected})"
        )));
    }
    Ok(())
}
