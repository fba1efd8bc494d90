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
