//! The `memref` dialect, defined with the ods macros from MLIR 22's
//! `MemRefOps.td`: allocation and deallocation, loads and stores, casts,
//! views and subviews of buffers, with MLIR's verifiers, folders and
//! canonicalization patterns.

#![warn(missing_docs)]

mod canonicalize;
mod misc;
mod ops;
mod reshape;
mod subview;

pub use misc::*;
pub use ops::*;
pub use reshape::*;
pub use subview::*;

use ods_ir::effects::Resource;
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;

ods_ir::dialect! {
    /// The memref dialect: buffers and the operations on them.
    pub MEMREF_DIALECT: name = "memref", summary = "Memory reference operations",
        materialize_constant = ods_dialect_arith::materialize_constant,
        interfaces = [ods_ir::pass::inline::INLINE_OPS_AND_INTO_REGIONS]
}

/// The stack memory of the nearest `AutomaticAllocationScope` (MLIR's
/// `AutomaticAllocationScopeResource`), which `memref.alloca` allocates.
pub const AUTOMATIC_ALLOCATION_SCOPE: Resource = Resource::new("AutomaticAllocationScope");

/// `ShapedType::kDynamic`.
const DYNAMIC: i64 = ods_ir::types::DYNAMIC;

ods_ir::type_constraint!(
    /// A memref of rank other than 0, or an unranked memref.
    pub AnyNon0RankedOrUnrankedMemRef,
    "unranked.memref of any type values or non-0-ranked.memref of any type values",
    |ctx, t| t.is_memref(ctx) && t.rank(ctx) != Some(0),
    class BaseMemRef
);

ods_ir::type_constraint!(
    /// A 1-D memref of `i8`: the buffer a `memref.view` reads.
    pub MemRef1DOfI8, "1D memref of 8-bit signless integer values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. })
        && t.rank(ctx) == Some(1)
        && t.element_type(ctx).is_some_and(|e| e.is_signless_int(ctx, 8)),
    class MemRef
);

ods_ir::type_constraint!(
    /// A 1-D memref of signless integers or indices: a shape.
    pub MemRef1DOfIntOrIndex, "1D memref of signless integer or index values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. })
        && t.rank(ctx) == Some(1)
        && t.element_type(ctx).is_some_and(|e| e.is_signless_integer(ctx) || e.is_index(ctx)),
    class MemRef
);

ods_ir::type_constraint!(
    /// A ranked memref of static shape.
    pub AnyStaticShapeMemRef, "statically shaped memref of any type values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }) && t.has_static_shape(ctx),
    class MemRef
);

ods_ir::type_constraint!(
    /// A ranked memref whose layout has known strides.
    pub AnyStridedMemRef, "strided memref of any type values",
    |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }) && t.is_strided(ctx),
    class MemRef
);

ods_ir::type_constraint!(
    /// A strided memref of rank 0.
    pub AnyStridedMemRefOfRank0, "strided memref of any type values of ranks 0",
    |ctx, t| matches!(t.kind(ctx), TypeKind::MemRef { .. }) && t.is_strided(ctx) && t.rank(ctx) == Some(0),
    class MemRef
);

pub use canonicalize::fold_memref_cast;

/// The memref viewed by `op` when it is one of this dialect's ops with
/// MLIR's `ViewLikeOpInterface` (its first operand; what it makes is its
/// first result): `getViewSource`.
pub fn view_source(ctx: &Context, op: OpId) -> Option<Value> {
    let view_like = matches!(
        op.name_str(ctx),
        "memref.assume_alignment"
            | "memref.cast"
            | "memref.collapse_shape"
            | "memref.expand_shape"
            | "memref.extract_strided_metadata"
            | "memref.memory_space_cast"
            | "memref.reinterpret_cast"
            | "memref.reshape"
            | "memref.subview"
            | "memref.view"
    );
    (view_like && op.num_operands(ctx) > 0).then(|| op.operand(ctx, 0))
}

/// The ops that free a memref (MLIR's `memref::findDealloc`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deallocs {
    /// No user frees it.
    None,
    /// One user frees it.
    One(OpId),
    /// Several users free it.
    Several,
}

/// Which users of `v` free it: users whose effects include freeing `v`
/// (an op using `v` twice counts twice, as MLIR walks uses).
pub fn find_dealloc(ctx: &Context, v: Value) -> Deallocs {
    let mut found = Deallocs::None;
    for user in v.users(ctx) {
        let frees = ods_ir::effects::effects(ctx, user).is_some_and(|effects| {
            effects.iter().any(|e| e.effect == ods_ir::effects::Effect::Free && e.value(ctx, user) == Some(v))
        });
        if frees {
            if found != Deallocs::None {
                return Deallocs::Several;
            }
            found = Deallocs::One(user);
        }
    }
    found
}

/// A type as MLIR quotes it in messages (`'memref<?xf32>'`).
fn type_str(ctx: &Context, t: Type) -> String {
    format!("'{}'", ods_ir::print::type_to_string(ctx, t))
}

/// The element type of a memref (`TypesMatchWith` with
/// `getElementType()`).
pub fn element_type_of(ctx: &Context, t: Type) -> Type {
    t.element_type(ctx).unwrap_or(t)
}

/// An error on the op without the `'name' op` prefix (MLIR's
/// `Operation::emitError`).
fn plain_error(ctx: &Context, op: OpId, msg: impl Into<String>) -> Diagnostic {
    let mut d = Diagnostic::error(op.loc(ctx), msg.into());
    d.op = Some(op);
    d
}

/// The shape of a ranked type (empty for others).
fn shape_of(ctx: &Context, t: Type) -> Vec<i64> {
    t.shape(ctx).map(<[i64]>::to_vec).unwrap_or_default()
}

/// `ty` (a ranked memref) with another shape, its element type, layout
/// and memory space kept (MLIR's `MemRefType::Builder(ty).setShape`).
fn with_shape(ctx: &Context, ty: Type, shape: &[i64]) -> Option<Type> {
    let TypeKind::MemRef { element, layout, memory_space, .. } = ty.kind(ctx) else { return None };
    Some(ctx.memref_type(shape, *element, *layout, *memory_space))
}

// ----- custom<DynamicIndexList> -----

use ods_ir::view::{parse_dynamic_index_list, print_dynamic_index_list};
