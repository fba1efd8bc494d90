//! The ops of MLIR's `TestOps.td` (MLIR 22) that test type constraints
//! (its "Test Types" section), with the same names and constraints, so
//! that `mlir-opt` 22 and `ods-opt` can be compared on their verdicts
//! (`tests/lit/test-dialect/type-constraints-invalid.mlir`).

use ods_ir::prelude::*;
use ods_macros::Op;

/// Integers of a width, a signedness, or any (`AnyI16`, `SI32`, `UI64`,
/// `AnyInteger`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.int_types")]
pub struct IntTypesOp {
    op: OpId,
    /// A 16-bit integer of any signedness.
    any_i16: OpResult<AnyI16>,
    /// `si32`.
    si32: OpResult<SI32>,
    /// `ui64`.
    ui64: OpResult<UI64>,
    /// Any integer.
    any_int: OpResult<AnyInteger>,
}

/// `Complex<F64>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.complex_f64")]
pub struct ComplexOp {
    op: OpId,
    /// `complex<f64>`.
    result: OpResult<Complex<F64>>,
}

/// `TensorOf<[Complex<F64>]>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.complex_f64_tensor")]
pub struct ComplexTensorOp {
    op: OpId,
    /// A tensor of `complex<f64>`.
    result: OpResult<TensorOf<Complex<F64>>>,
}

/// `TupleOf<[I32, F32]>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.tuple_32_bit")]
pub struct TupleOp {
    op: OpId,
    /// A tuple of `i32` and `f32`.
    result: OpResult<TupleOf<(I32, F32)>>,
}

/// `NestedTupleOf<[I32, F32]>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.nested_tuple_32_bit")]
pub struct NestedTupleOp {
    op: OpId,
    /// A tuple of `i32`, `f32` and tuples of them.
    result: OpResult<NestedTupleOf<(I32, F32)>>,
}

/// `AnyStaticShapeMemRef`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.takes_static_memref")]
pub struct TakesStaticMemRefOp {
    op: OpId,
    /// A statically shaped memref.
    x: Operand<AnyStaticShapeMemRef>,
}

/// `MemRefRankOf<[I8, F32], [0, 1]>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.rank_less_than_2_I8_F32_memref")]
pub struct RankLessThan2I8F32MemRefOp {
    op: OpId,
    /// A memref of `i8` or `f32` of rank 0 or 1.
    result: OpResult<MemRefRankOf<(I8, F32), (Int<0>, Int<1>)>>,
}

/// `0DTensorOf` ... `4DTensorOf`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.nd_tensor_of")]
pub struct NDTensorOfOp {
    op: OpId,
    /// A 0-D tensor of `f32`.
    arg0: Operand<Tensor0DOf<F32>>,
    /// A 1-D tensor of `f32`.
    arg1: Operand<Tensor1DOf<F32>>,
    /// A 2-D tensor of `i16`.
    arg2: Operand<Tensor2DOf<I16>>,
    /// A 3-D tensor of `i16`.
    arg3: Operand<Tensor3DOf<I16>>,
    /// A 4-D tensor of `i16`.
    arg4: Operand<Tensor4DOf<I16>>,
}

/// `AnyRankedTensor`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ranked_tensor_op")]
pub struct RankedTensorOp {
    op: OpId,
    /// A ranked tensor.
    input: Operand<AnyRankedTensor>,
}

/// A tensor of `i8`, `i32` or `f32` of rank 0 or 1.
pub type TensorOfRankBelow2 = TensorRankOf<(I8, I32, F32), (Int<0>, Int<1>)>;

/// `TensorRankOf<[I8, I32, F32], [0, 1]>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.multi_tensor_rank_of")]
pub struct MultiTensorRankOf {
    op: OpId,
    /// A tensor of `i8`, `i32` or `f32` of rank 0 or 1.
    arg0: Operand<TensorOfRankBelow2>,
}

/// `Variadic<SignlessIntegerLike>`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.signless_like_variadic")]
pub struct SignlessLikeVariadic {
    op: OpId,
    /// Signless integers, or tensors or vectors of them.
    x: Variadic<SignlessIntegerLike>,
}
