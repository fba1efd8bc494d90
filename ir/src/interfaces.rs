//! Op interfaces that several dialects share and no pass owns (MLIR's
//! `mlir/Interfaces`).

use crate::context::Context;

// ----- ParallelCombiningOpInterface -----

/// An op that combines the values of parallel iterations into shared
/// destinations (MLIR's `ParallelCombiningOpInterface`), such as
/// `tensor.parallel_insert_slice` in `scf.forall.in_parallel`.
#[ods_macros::interface]
pub trait ParallelCombiningOpInterface {
    /// The indices of the operands it updates (`getUpdatedDestinations`).
    fn updated_destinations(self, ctx: &Context) -> Vec<usize>;
}
