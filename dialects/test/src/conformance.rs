//! The test ops MLIR's Shape conformance files use.

use ods_ir::prelude::*;
use ods_macros::Op;

/// Produces values of any type
///
/// An op with side effects (it is never erased as dead code) that defines
/// values for tests.
#[derive(Op, Clone, Copy)]
#[op(name = "test.source")]
pub struct SourceOp {
    op: OpId,
    /// The produced values.
    results: VariadicResult<AnyType>,
}

/// Consumes values of any type
///
/// An op with side effects that uses values for tests.
#[derive(Op, Clone, Copy)]
#[op(name = "test.sink")]
pub struct SinkOp {
    op: OpId,
    /// The consumed values.
    operands: Variadic<AnyType>,
}

/// An op whose operands and results have the same type
#[derive(Op, Clone, Copy)]
#[op(name = "test.same_operand_result_type", traits(SameOperandsAndResultType))]
pub struct SameOperandResultTypeOp {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
}
