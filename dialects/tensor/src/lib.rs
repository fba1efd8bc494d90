//! The `tensor` dialect, defined with the ods macros from MLIR 22's
//! `TensorOps.td`.

mod ops;
pub use ops::*;

use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::dialect! {
    /// The tensor dialect: operations on tensor values.
    pub TENSOR_DIALECT: name = "tensor", summary = "Tensor operations"
}

ods_ir::type_constraint!(
    /// A 1-D tensor of signless integers or indices.
    pub ShapeTensor, "1D tensor of signless integer or index values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
        && t.rank(ctx) == Some(1)
        && t.element_type(ctx).is_some_and(|e| e.is_signless_integer(ctx) || e.is_index(ctx))
);

ods_ir::type_constraint!(
    /// A tensor of rank other than 0 (unranked included).
    pub AnyNon0RankedOrUnrankedTensor, "non-0-ranked or unranked tensor",
    |ctx, t| t.is_tensor(ctx) && t.rank(ctx) != Some(0)
);

/// `ShapedType::kDynamic`.
const DYNAMIC: i64 = ods_ir::types::DYNAMIC;

/// A type as MLIR quotes it in messages (`'tensor<?xf32>'`).
fn type_str(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods_ir::print::type_to_string(ctx, t))
}

/// The identity (`TypesMatchWith` with `$_self`).
pub fn same_type(_ctx: &Context, t: Type) -> Type {
    t
}

/// The element type of a shaped type (`TypesMatchWith` with
/// `getElementType()`).
pub fn element_type_of(ctx: &Context, t: Type) -> Type {
    t.element_type(ctx).unwrap_or(t)
}

/// Whether two shaped types have compatible shapes (unranked or dynamic
/// extents match anything).
fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.shape(ctx), b.shape(ctx)) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter().zip(y).all(|(p, q)| p == q || *p == ods_ir::types::DYNAMIC || *q == ods_ir::types::DYNAMIC)
        }
        _ => true,
    }
}

/// Tensor cast operation
///
/// Convert a tensor from one type to an equivalent type without changing any
/// data elements. The source and destination types must both be tensor types
/// with the same element type. If both are ranked, then the rank should be
/// the same and static dimensions should match. The operation is invalid if
/// converting to a mismatching constant dimension.
///
/// ```mlir
/// // Convert from unknown rank to rank 2 with unknown dimension sizes.
/// %2 = tensor.cast %1 : tensor<*xf32> to tensor<?x?xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.cast",
    traits(Pure),
    format = "$source attr-dict `:` type($source) `to` type($dest)",
    has_folder,
    has_verifier,
    has_canonicalizer,
    asm_result_names
)]
pub struct CastOp {
    op: OpId,
    /// The tensor to cast.
    source: Operand<AnyTensor>,
    /// The cast tensor.
    dest: OpResult<AnyTensor>,
}

impl CastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (a, b) = (self.source(ctx).ty(ctx), self.dest(ctx).ty(ctx));
        if a.element_type(ctx) != b.element_type(ctx) || !compatible_shapes(ctx, a, b) {
            return Err(op_error(
                ctx,
                self.id(),
                format!("operand type {} and result type {} are cast incompatible", type_str(ctx, a), type_str(ctx, b)),
            ));
        }
        Ok(())
    }
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        let src = self.source(ctx);
        if src.ty(ctx) == self.dest(ctx).ty(ctx) {
            return FoldResult::Results(vec![FoldValue::Value(src)]);
        }
        FoldResult::Failure
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ChainedTensorCast);
    }
}

/// `cast(cast(x))` is `cast(x)` when the intermediate type loses nothing the
/// result needs (or `x` when the types agree).
struct ChainedTensorCast;
impl RewritePattern for ChainedTensorCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.cast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = op.operand(ctx, 0).defining_op(ctx).filter(|o| o.name_str(ctx) == "tensor.cast") else {
            return false;
        };
        let x = inner.operand(ctx, 0);
        let (src, mid, dst) = (x.ty(ctx), inner.result(ctx, 0).ty(ctx), op.result(ctx, 0).ty(ctx));
        // The intermediate type must be at least as static as the join of the
        // source and result: only then does the chain lose nothing.
        let (Some(s), Some(m), Some(d)) = (src.shape(ctx), mid.shape(ctx), dst.shape(ctx)) else { return false };
        if s.len() != m.len() || m.len() != d.len() {
            return false;
        }
        let dynamic = ods_ir::types::DYNAMIC;
        let lossless =
            s.iter().zip(m).zip(d).all(|((a, b), c)| *b != dynamic || (*a == dynamic && *c == dynamic) || *a == *c);
        if !lossless {
            return false;
        }
        if src == dst {
            rw.replace_op(op, &[x]);
            return true;
        }
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, dst, x));
        true
    }
}

/// Tensor reshape operation
///
/// The `reshape` operation converts a tensor from one type to an equivalent
/// type with a provided shape. The source and destination types are
/// compatible if both have the same element type, same number of elements.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.reshape",
    traits(Pure),
    format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
    has_verifier,
    asm_result_names
)]
pub struct ReshapeOp {
    op: OpId,
    /// The tensor to reshape.
    source: Operand<AnyTensor>,
    /// The new shape.
    shape: Operand<ShapeTensor>,
    /// The reshaped tensor.
    result: OpResult<AnyTensor>,
}

/// Element extraction operation
///
/// The `tensor.extract` op reads a ranked tensor and returns one element as
/// specified by the given indices. The result of the op is a value with the
/// same type as the elements of the tensor.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.extract",
    traits(Pure, InferTypeOpInterface),
    format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    has_verifier,
    asm_result_names
)]
pub struct ExtractOp {
    op: OpId,
    /// The tensor.
    tensor: Operand<AnyRankedTensor>,
    /// The position.
    indices: Variadic<Index>,
    /// The element.
    result: OpResult<AnyType>,
}

impl ReshapeOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let (src, result) = (self.source(ctx).ty(ctx), self.result(ctx).ty(ctx));
        if src.element_type(ctx) != result.element_type(ctx) {
            return Err(op_error(ctx, op, "element types of source and destination tensor types should be the same"));
        }
        let shape_len = self.shape(ctx).ty(ctx).shape(ctx).and_then(|s| s.first().copied()).unwrap_or(DYNAMIC);
        if let Some(rank) = ranked(ctx, result) {
            let counts =
                |t: Type| ranked(ctx, t).filter(|_| t.has_static_shape(ctx)).map(|s| s.iter().product::<i64>());
            if let (Some(a), Some(b)) = (counts(src), counts(result)) {
                if a != b {
                    return Err(op_error(
                        ctx,
                        op,
                        "source and destination tensor should have the same number of elements",
                    ));
                }
            }
            if shape_len == DYNAMIC {
                return Err(op_error(
                    ctx,
                    op,
                    "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
                ));
            }
            if shape_len != rank.len() as i64 {
                return Err(op_error(ctx, op, "length of shape operand differs from the result's tensor rank"));
            }
        }
        Ok(())
    }
}

/// The shape of a ranked tensor type.
fn ranked(ctx: &Context, t: Type) -> Option<&[i64]> {
    matches!(t.kind(ctx), TypeKind::RankedTensor { .. }).then(|| t.shape(ctx)).flatten()
}

impl ExtractOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let t = self.tensor(ctx).ty(ctx);
        if ranked(ctx, t).is_some_and(|s| s.len() != self.indices(ctx).len()) {
            return Err(op_error(ctx, self.id(), "incorrect number of indices for extract_element"));
        }
        Ok(())
    }
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, String> {
        let t = input.operands.first().ok_or("expected a tensor operand")?.ty(ctx);
        t.element_type(ctx).map(|e| vec![e]).ok_or_else(|| "expected a tensor operand".to_string())
    }
}

/// Dimension index operation
///
/// The `tensor.dim` operation takes a tensor and a dimension operand of type
/// `index`. It returns the size of the requested dimension of the given
/// tensor.
#[derive(Op, Clone, Copy)]
#[op(
    name = "tensor.dim",
    traits(NoMemoryEffect),
    format = "attr-dict $source `,` $index `:` type($source)",
    asm_result_names
)]
pub struct DimOp {
    op: OpId,
    /// The tensor.
    source: Operand<AnyNon0RankedOrUnrankedTensor>,
    /// The dimension.
    index: Operand<Index>,
    /// Its extent.
    result: OpResult<Index>,
}

impl CastOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "cast");
    }
}

impl ReshapeOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "reshape");
    }
}

impl ExtractOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "extracted");
    }
}

impl DimOp {
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "dim");
    }
}
