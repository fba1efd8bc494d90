//! Ops of MLIR's `TestOps.td` (MLIR 22), with the same names, arguments and
//! constraints, so that `mlir-opt` 22 and `ods-opt` can be compared on them.

use ods_ir::prelude::*;
use ods_macros::Op;

/// Dense arrays confined to sorted orders (`DenseArrayStrictlySorted`,
/// `DenseArraySorted`)
#[derive(Op, Clone, Copy)]
#[op(name = "test.confined_dense_array_attr")]
pub struct ConfinedDenseArrayAttrOp {
    op: OpId,
    /// Strictly increasing.
    emptyattr: Attribute<Confined<DenseI16ArrayAttr, DenseArrayStrictlySorted>>,
    /// Non-decreasing.
    i32attr: Attribute<Confined<DenseI32ArrayAttr, DenseArraySorted>>,
    /// Strictly increasing.
    i64attr: Attribute<Confined<DenseI64ArrayAttr, DenseArrayStrictlySorted>>,
}
