//! The `tensor` dialect, defined with the ods macros from MLIR 22's
//! `TensorOps.td`.

#![warn(missing_docs)]

mod canonicalize;
mod elements;
mod ops;
mod pad;
mod reshape;
mod slice;
pub use canonicalize::preserves_static_information;
pub use ops::*;

use ods_ir::attrs::AttrKind;
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::Op;

ods_ir::dialect! {
    /// The tensor dialect: operations on tensor values.
    pub TENSOR_DIALECT: name = "tensor", summary = "Tensor operations",
        materialize_constant = ods_dialect_complex::materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_AND_INTO_REGIONS]
}

ods_ir::type_constraint!(
    /// A 1-D tensor of signless integers or indices.
    pub ShapeTensor, "1D tensor of signless integer or index values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
        && t.rank(ctx) == Some(1)
        && t.element_type(ctx).is_some_and(|e| e.is_signless_integer(ctx) || e.is_index(ctx)),
    class RankedTensor
);

ods_ir::type_constraint!(
    /// A tensor of rank other than 0 (unranked included).
    pub AnyNon0RankedOrUnrankedTensor, "non-0-ranked or unranked tensor",
    |ctx, t| t.is_tensor(ctx) && t.rank(ctx) != Some(0),
    class Tensor
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
        set.add(slice::CastOfExtractSlice);
        // A pattern of the dialect, not of the op (MLIR adds it in
        // `TensorDialect::getCanonicalizationPatterns`).
        set.add(canonicalize::FoldTensorCastProducerOp);
    }
}

/// The join of two tensor shapes (`None` inside: unranked), or `None`
/// when they conflict (MLIR's `joinShapes`).
fn join_shapes(a: Option<&[i64]>, b: Option<&[i64]>) -> Option<Option<Vec<i64>>> {
    match (a, b) {
        (None, b) => Some(b.map(<[i64]>::to_vec)),
        (a, None) => Some(a.map(<[i64]>::to_vec)),
        (Some(a), Some(b)) if a.len() == b.len() => a
            .iter()
            .zip(b)
            .map(|(x, y)| match (*x, *y) {
                (DYNAMIC, y) => Some(y),
                (x, DYNAMIC) => Some(x),
                (x, y) => (x == y).then_some(x),
            })
            .collect::<Option<Vec<_>>>()
            .map(Some),
        _ => None,
    }
}

/// `cast(cast(x))` is `cast(x)` when the intermediate type adds nothing to
/// what the source and result types say together (its runtime check would
/// be lost otherwise).
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
        let (s, m, d) = (ranked(ctx, src), ranked(ctx, mid), ranked(ctx, dst));
        let Some(first) = join_shapes(s, m).and_then(|sm| join_shapes(sm.as_deref(), d)) else { return false };
        if join_shapes(s, d) != Some(first) {
            return false;
        }
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| CastOp::build(b, loc, dst, x));
        true
    }
}

/// `extract(cast(x))` reads `x` directly when `x` is ranked.
struct ExtractFromTensorCast;
impl RewritePattern for ExtractFromTensorCast {
    fn root(&self) -> Option<&'static str> {
        Some("tensor.extract")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(cast) = op.operand(ctx, 0).defining_op(ctx).filter(|o| o.name_str(ctx) == "tensor.cast") else {
            return false;
        };
        let x = cast.operand(ctx, 0);
        if ranked(ctx, x.ty(ctx)).is_none() {
            return false;
        }
        let indices = op.operands(ctx)[1..].to_vec();
        let loc = op.loc(ctx);
        rw.replace_op_with_built(op, |b| ExtractOp::build(b, loc, x, &indices));
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
    has_folder,
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
    traits(
        Pure,
        InferTypeOpInterface,
        TypesMatchWith("result type matches element type of tensor", "tensor", "result", "crate::element_type_of")
    ),
    format = "$tensor `[` $indices `]` attr-dict `:` type($tensor)",
    has_verifier,
    has_folder,
    has_canonicalizer,
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

impl ExtractOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(ExtractFromTensorCast);
    }
    /// A splat constant's element; at constant indices, the scalar a
    /// `tensor.insert` put there, the element of a `from_elements` or of a
    /// constant (dense or sparse) (MLIR's `ExtractOp::fold`).
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let tensor = operands.first().copied().flatten();
        let found = |a: Option<Attr>| a.map_or(FoldResult::Failure, |a| FoldResult::Results(vec![FoldValue::Attr(a)]));
        if let Some(t) = tensor {
            match t.kind(ctx) {
                AttrKind::DenseElements { splat: true, .. } => return found(element_at(ctx, t, 0)),
                AttrKind::DenseResource { .. } => return FoldResult::Failure,
                _ => {}
            }
        }
        let Some(indices) = operands[1..].iter().map(|a| a.and_then(|a| a.as_i64(ctx))).collect::<Option<Vec<i64>>>()
        else {
            return FoldResult::Failure;
        };
        let source = self.tensor(ctx);
        let Some(shape) = ranked(ctx, source.ty(ctx)).map(<[i64]>::to_vec) else { return FoldResult::Failure };
        let flat = || {
            let (mut index, mut stride) = (0i64, 1i64);
            for (i, d) in indices.iter().zip(&shape).rev() {
                index = index.checked_add(i.checked_mul(stride)?)?;
                stride = stride.checked_mul(*d)?;
            }
            usize::try_from(index).ok()
        };
        // An element just inserted at the same constant position.
        if let Some(insert) = source.defining_op(ctx).and_then(|d| InsertOp::cast(ctx, d)) {
            let at: Option<Vec<i64>> =
                insert.indices(ctx).iter().map(|&v| canonicalize::constant_int(ctx, v)).collect();
            if at.as_ref() == Some(&indices) {
                return FoldResult::Results(vec![FoldValue::Value(insert.scalar(ctx))]);
            }
        }
        if let Some(from) = source.defining_op(ctx).filter(|d| d.name_str(ctx) == "tensor.from_elements") {
            let elements = from.operands(ctx);
            return match from_elements_index(&indices, &shape).filter(|i| *i < elements.len()) {
                Some(i) => FoldResult::Results(vec![FoldValue::Value(elements[i])]),
                None => FoldResult::Failure,
            };
        }
        // MLIR's `isValidIndex`: one index per dimension, each in bounds.
        let valid = indices.len() == shape.len() && indices.iter().zip(&shape).all(|(i, d)| *i >= 0 && i < d);
        match (tensor, valid.then(flat).flatten()) {
            (Some(t), Some(i)) => found(element_at(ctx, t, i)),
            _ => FoldResult::Failure,
        }
    }
}

/// The position in a `tensor.from_elements` of `indices`, as MLIR 22's
/// `ExtractOp::fold` computes it: in 32-bit `int`s that wrap, so that
/// indices out of bounds by a multiple of 2^32 land inside (`[4294967296]`
/// of two elements is the first); `None` below zero or for a dimension
/// beyond `shape`.
fn from_elements_index(indices: &[i64], shape: &[i64]) -> Option<usize> {
    if indices.len() != shape.len() {
        return None;
    }
    let (mut flat, mut stride) = (0i32, 1i32);
    for (&i, &d) in indices.iter().zip(shape).rev() {
        let term = (i as u64).wrapping_mul(stride as i64 as u64);
        flat = (flat as i64 as u64).wrapping_add(term) as i32;
        stride = (i64::from(stride).wrapping_mul(d)) as i32;
    }
    usize::try_from(flat).ok()
}

/// A scalar attribute of the integer, index or float type `e` with bit
/// pattern `bits`.
fn scalar_attr(ctx: &mut Context, e: Type, bits: u128) -> Option<Attr> {
    if e.is_float(ctx) {
        return Some(ctx.get_attr(AttrKind::Float { ty: e, bits: ods_ir::attrs::Bits128::new(bits) }));
    }
    let w = if e.is_index(ctx) {
        64
    } else if e.is_integer(ctx) {
        e.int_or_float_width(ctx)?
    } else {
        return None;
    };
    (w <= 128).then(|| ctx.integer_attr(e, ods_ir::attrs::sign_extend(bits, w)))
}

/// Element `i` (in row-major order) of a dense or sparse elements
/// attribute, as MLIR's `getValues<Attribute>()` gives it: a scalar
/// attribute, or for a complex element the array of its two parts. An
/// element a sparse attribute does not list is zero.
fn element_at(ctx: &mut Context, elements: Attr, i: usize) -> Option<Attr> {
    let (ty, bits) = match elements.kind(ctx) {
        AttrKind::DenseElements { ty, splat, data } => {
            let e = ty.element_type(ctx)?;
            let per = if matches!(e.kind(ctx), TypeKind::Complex(_)) { 2 } else { 1 };
            let at = if *splat { 0 } else { i * per };
            if at + per > data.len() {
                return None;
            }
            (*ty, (0..per).map(|k| data.get(at + k)).collect::<Vec<u128>>())
        }
        AttrKind::Sparse { ty, indices, values } => {
            let (ty, indices, values) = (*ty, *indices, *values);
            let shape = ranked(ctx, ty)?.to_vec();
            let listed = indices.dense_i64_elements(ctx)?;
            // The first listed position equal to `i` gives the value.
            let rank = shape.len().max(1);
            let position = listed.chunks(rank).position(|idx| {
                let mut flat = 0i64;
                for (x, d) in idx.iter().zip(&shape) {
                    flat = flat.saturating_mul(*d).saturating_add(*x);
                }
                usize::try_from(flat).ok() == Some(i)
            });
            return match position {
                Some(p) => element_at(ctx, values, p),
                None => zero_element(ctx, ty),
            };
        }
        _ => return None,
    };
    let e = ty.element_type(ctx)?;
    match e.kind(ctx) {
        TypeKind::Complex(part) => {
            let part = *part;
            let (re, im) = (scalar_attr(ctx, part, bits[0])?, scalar_attr(ctx, part, bits[1])?);
            Some(ctx.array_attr(&[re, im]))
        }
        _ => scalar_attr(ctx, e, bits[0]),
    }
}

/// The zero element of the shaped type `ty` (MLIR's zero value of a
/// sparse elements attribute).
fn zero_element(ctx: &mut Context, ty: Type) -> Option<Attr> {
    let e = ty.element_type(ctx)?;
    match e.kind(ctx) {
        TypeKind::Complex(part) => {
            let part = *part;
            let zero = scalar_attr(ctx, part, 0)?;
            Some(ctx.array_attr(&[zero, zero]))
        }
        _ => scalar_attr(ctx, e, 0),
    }
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
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let t = input.operands.first().ok_or_else(|| input.error("expected a tensor operand"))?.ty(ctx);
        t.element_type(ctx).map(|e| vec![e]).ok_or_else(|| input.error("expected a tensor operand"))
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
    has_folder,
    has_canonicalizer,
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
