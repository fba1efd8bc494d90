//! The `shape` dialect of MLIR 22, defined with the ods macros: the four
//! types, every op with its verifier, result type inference, folder and
//! canonicalization patterns, and the dialect's constant materializer.

#![warn(missing_docs)]

use ods_ir::attrs::AttrKind;
use ods_ir::prelude::*;
use ods_ir::registry::Traits;
use ods_ir::symbol_table;
use ods_ir::types::TypeKind;
use ods_macros::Type as TypeDef;

mod ops;
mod patterns;

pub use ops::*;

ods_ir::dialect! {
    /// Types and operations for shape dialect
    ///
    /// This dialect contains operations for shape inference.
    ///
    /// Note: Unless explicitly stated, all functions that return a shape and take
    /// shapes as input, return the invalid shape if one of its operands is an
    /// invalid shape. This avoids flagging multiple errors for one verification
    /// failure. The dialect itself does not specify how errors should be combined
    /// (there are multiple different options, from always choosing first operand,
    /// concatting etc. on how to combine them).
    pub SHAPE_DIALECT: name = "shape",
        summary = "Types and operations for shape dialect",
        allow_unknown_ops = true,
        materialize_constant = materialize_constant,
        interfaces = [SHAPE_ATTR_VERIFIER, ods_ir::pass::inline::INLINE_OPS_AND_INTO_REGIONS]
}

/// shape or extent tensor
///
/// `shape.shape` represents either an unranked shape, a ranked shape with
/// possibly unknown dimensions or an invalid shape. The rank is of type
/// `shape.size` and, if rank is known, the extent is a 1D tensor of type
/// `shape.size`.
///
/// Shape is printed:
/// * `[*]` if it is an unranked shape
/// * `[?, 2]` if a rank 2 tensor with one unknown dimension
/// * `[3, 4]` is a rank 2 static tensor
/// * `[]` is a scalar
/// * `[1]` is a rank 1 tensor with 1 element
/// * `[invalid]` for an invalid shape
#[derive(TypeDef)]
#[ty(dialect = SHAPE_DIALECT, mnemonic = "shape", summary = "shape")]
pub struct ShapeType;

/// size
///
/// `shape.size` represents a non-negative integer with support for being
/// unknown and invalid.
///
/// Operations on `shape.size` types are specialized to handle unknown/dynamic
/// value. So, for example, `<unknown> + x == <unknown>` for all non-error
/// `x : !shape.size` (e.g., an unknown value does not become known due to
/// addition).
#[derive(TypeDef)]
#[ty(dialect = SHAPE_DIALECT, mnemonic = "size", summary = "size")]
pub struct SizeType;

/// value shape
///
/// `shape.value_shape` represents the value produced by an operation (this
/// corresponds to `Value` in the compiler) and a shape. Conceptually this is a
/// tuple of a value (potentially unknown) and `shape.shape`. The value and
/// shape can either or both be unknown. If both the `value` and `shape` are
/// known, then the shape of `value` is conformant with `shape`.
#[derive(TypeDef)]
#[ty(dialect = SHAPE_DIALECT, mnemonic = "value_shape", summary = "")]
pub struct ValueShapeType;

/// witness
///
/// A witness is a structural device in the compiler to maintain ordering of
/// code relying on information obtained from passing assertions. Witnesses do
/// not represent any physical data.
///
/// "cstr_" operations will return witnesses and be lowered into assertion
/// logic when not resolvable at compile time.
///
/// "assuming_" operations will take witnesses as input and represent only
/// information to the compiler, so they do not exist in executing code. Code
/// that is dependent on "assuming_" operations can assume all cstr operations
/// transitively before are honored as true.
///
/// These optimizations are flow insensitive and need to be correctly preserved
/// by the compiler, so it is intended for them to be re-evaluated and
/// optimized again at compile time.
#[derive(TypeDef)]
#[ty(dialect = SHAPE_DIALECT, mnemonic = "witness", summary = "witness")]
pub struct WitnessType;

/// `tensor<?xindex>` and other ranked 1-D tensors of `index`.
pub fn is_extent_tensor(ctx: &Context, t: Type) -> bool {
    matches!(t.kind(ctx), TypeKind::RankedTensor { .. })
        && t.rank(ctx) == Some(1)
        && t.element_type(ctx).is_some_and(|e| e.is_index(ctx))
}

/// `tensor<Nxindex>`.
pub fn extent_tensor_type(ctx: &Context, rank: i64) -> Type {
    ctx.ranked_tensor_type(&[rank], ctx.index_type())
}

ods_ir::type_constraint!(
    /// A shape or an extent tensor.
    pub ShapeOrExtentTensor, "shape or extent tensor",
    |ctx, t| ShapeType::is(ctx, t) || is_extent_tensor(ctx, t)
);
ods_ir::type_constraint!(
    /// A size or an index.
    pub SizeOrIndex, "size or index",
    |ctx, t| SizeType::is(ctx, t) || t.is_index(ctx)
);
ods_ir::type_constraint!(
    /// A shape or a size.
    pub ShapeOrSize, "shape or size",
    |ctx, t| SizeType::is(ctx, t) || ShapeType::is(ctx, t)
);
ods_ir::type_constraint!(
    /// Any of size, index, shape or extent tensor.
    pub AnyShapeOrSize, "any shape or size",
    |ctx, t| SizeType::is(ctx, t) || t.is_index(ctx) || ShapeType::is(ctx, t) || is_extent_tensor(ctx, t)
);
ods_ir::type_constraint!(
    /// A shaped value or a value shape.
    pub ShapedOrValueShape, "shaped of any type values or ",
    |ctx, t| t.is_shaped(ctx) || ValueShapeType::is(ctx, t)
);
ods_ir::type_constraint!(
    /// A 1-D tensor of integers or indices, or a value shape.
    pub ExtentsOrValueShape, "1D tensor of integer or index values or ",
    |ctx, t| (t.is_tensor(ctx) && t.rank(ctx) == Some(1) && t.element_type(ctx).is_some_and(|e| e.is_integer(ctx) || e.is_index(ctx)))
        || ValueShapeType::is(ctx, t)
);
ods_ir::type_constraint!(
    /// A 1-D tensor of index values.
    pub IndexTensor1D, "1D tensor of index values",
    |ctx, t| t.is_tensor(ctx) && t.rank(ctx) == Some(1) && t.element_type(ctx).is_some_and(|e| e.is_index(ctx)),
    class RankedTensor
);

/// The shape a constant `shape.const_shape` folds to: `dense<[...]> :
/// tensor<Nxindex>`.
pub fn index_tensor_attr(ctx: &Context, values: &[i64]) -> Attr {
    let t = extent_tensor_type(ctx, values.len() as i64);
    ctx.dense_int_elements(t, values)
}

/// The extents of a dense index elements attribute.
pub fn extents_of(ctx: &Context, a: Attr) -> Option<Vec<i64>> {
    match a.kind(ctx) {
        AttrKind::DenseElements { ty, .. }
            if ty.element_type(ctx).is_some_and(|e| e.is_index(ctx) || e.is_integer(ctx)) =>
        {
            a.dense_i64_elements(ctx)
        }
        _ => None,
    }
}

/// Whether `a` is the attribute `shape.const_shape` makes of its extents:
/// `dense<[...]> : tensor<Nxindex>`, not a splat.
fn is_stored_extents(ctx: &Context, a: Attr) -> bool {
    matches!(a.kind(ctx), AttrKind::DenseElements { ty, splat: false, .. }
        if is_extent_tensor(ctx, *ty) && ty.shape(ctx).is_some_and(|s| s[0] >= 0))
}

/// How many extents [`extents_of`] gives, read off the attribute's type
/// (the type inference of every `shape.const_shape` asks).
pub fn extent_count(ctx: &Context, a: Attr) -> Option<usize> {
    match a.kind(ctx) {
        AttrKind::DenseElements { ty, .. }
            if ty.element_type(ctx).is_some_and(|e| e.is_index(ctx) || e.is_integer(ctx)) =>
        {
            ods_ir::attrs::num_elements(ctx, *ty)
        }
        _ => None,
    }
}

/// Makes `shape.const_shape`, `shape.const_size`, `shape.const_witness`,
/// `ub.poison` or `arith.constant` for a folded value.
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    if ods_dialect_ub::PoisonAttr::is(ctx, value) {
        return Some(ods_dialect_ub::make_poison(ctx, value, ty, loc));
    }
    let b = &mut Builder::new(ctx);
    let op = if ShapeType::is(b.ctx(), ty) || is_extent_tensor(b.ctx(), ty) {
        // A folder's extents usually come as the very attribute
        // `const_shape` holds (`dense<[...]> : tensor<Nxindex>`): kept,
        // rather than read into a list and made again.
        if is_stored_extents(b.ctx(), value) {
            let name = b.ctx().intern("shape");
            return Some(ConstShapeOp::build_aggregate(b, loc, &[ty], &[], &[(name, value)]).id());
        }
        let extents = extents_of(b.ctx(), value)?;
        ConstShapeOp::build_with_result_types(b, loc, &[ty], extents.into()).id()
    } else if SizeType::is(b.ctx(), ty) {
        let v = value.as_i64(b.ctx())?;
        ConstSizeOp::build(b, loc, v).id()
    } else if WitnessType::is(b.ctx(), ty) {
        let passing = value.as_bool(b.ctx())?;
        ConstWitnessOp::build(b, loc, passing).id()
    } else {
        return ods_dialect_arith::materialize_constant(ctx, value, ty, loc);
    };
    Some(op)
}

/// Verifies the `shape.lib` attribute, as `ShapeDialect::verifyOperationAttribute`.
static SHAPE_ATTR_VERIFIER: DialectAttrVerifier =
    DialectAttrVerifier { operation: Some(verify_shape_lib), ..DialectAttrVerifier::NONE };

fn verify_shape_lib(ctx: &Context, op: OpId, name: &str, value: Attr) -> Result<(), Diagnostic> {
    if name != "shape.lib" {
        return Ok(());
    }
    let err = |msg: String| {
        let mut d = Diagnostic::error(op.loc(ctx), msg);
        d.op = Some(op);
        d
    };
    let show = |a: Attr| ods_ir::print::attr_to_string(ctx, a);
    if !op.has_trait(ctx, Traits::SYMBOL_TABLE) {
        return Err(err("shape.lib attribute may only be on op implementing SymbolTable".into()));
    }
    if let Some(root) = symbol_table::symbol_ref_root(ctx, value) {
        let Some(sym) = symbol_table::lookup_symbol_in(ctx, op, root) else {
            return Err(err(format!("shape function library {} not found", show(value))));
        };
        if FunctionLibraryOp::cast(ctx, sym).is_none() {
            return Err(err(format!("{} required to be shape function library", show(value))));
        }
        return Ok(());
    }
    if let Some(arr) = value.as_array(ctx) {
        let mut keys: Vec<ods_ir::Sym> = Vec::new();
        for &it in arr {
            let Some(root) = symbol_table::symbol_ref_root(ctx, it) else {
                return Err(err("only SymbolRefAttr allowed in shape.lib attribute array".into()));
            };
            let Some(lib) = symbol_table::lookup_symbol_in(ctx, op, root).and_then(|o| FunctionLibraryOp::cast(ctx, o))
            else {
                return Err(err(format!("{} does not refer to FunctionLibraryOp", show(it))));
            };
            let mapping = lib.mapping(ctx);
            for (k, _) in mapping.as_dictionary(ctx).unwrap_or(&[]) {
                if keys.contains(k) {
                    return Err(err(format!(
                        "only one op to shape mapping allowed, found multiple for `\"{}\"`",
                        ctx.str(*k)
                    )));
                }
                keys.push(*k);
            }
        }
        return Ok(());
    }
    Err(err("only SymbolRefAttr or array of SymbolRefAttrs allowed as shape.lib attribute".into()))
}
