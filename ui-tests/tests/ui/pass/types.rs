//! `#[derive(Type)]` and `#[derive(Attr)]`, and a dialect type used as a
//! constraint.
#![deny(warnings, missing_docs)]

use ods_ir::prelude::*;
use ods_macros::{Attr, Op, Type};

ods_ir::dialect! {
    /// The UI test dialect.
    pub UI_DIALECT: name = "ui", summary = "UI tests", resources = true
}

/// A shape
///
/// A dialect type without parameters.
#[derive(Type)]
#[ty(dialect = "ui", mnemonic = "shape")]
pub struct ShapeType;

/// By path
///
/// A dialect type naming its dialect by the item `dialect!` declared.
#[derive(Type)]
#[ty(dialect = UI_DIALECT, mnemonic = "by_path")]
pub struct ByPathType;

/// A parametric attribute naming its dialect by path.
#[derive(Attr)]
#[attr(dialect = UI_DIALECT, mnemonic = "by_path", format = "`<` $value `>`")]
pub struct ByPathAttr {
    value: i64,
}

/// A marker attribute.
#[derive(Attr)]
#[attr(dialect = "ui", mnemonic = "marker", summary = "a marker")]
pub struct MarkerAttr;

/// Elements in a blob of the dialect's resources, of any type.
#[derive(Attr)]
#[attr(dialect = "ui", mnemonic = "blob", format = "`<` $handle `>`")]
pub struct BlobAttr {
    #[param(self_type)]
    ty: Type,
    handle: ods_ir::ods::typedef::ResourceHandle,
}

/// Elements in a blob of the dialect's resources, of a shaped type.
#[derive(Attr)]
#[attr(dialect = "ui", mnemonic = "shaped_blob", format = "`<` $handle `>`")]
pub struct ShapedBlobAttr {
    #[param(self_type = AnyShaped)]
    ty: Type,
    handle: ods_ir::ods::typedef::ResourceHandle,
}

/// Makes a shape.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.make_shape", format = "attr-dict")]
pub struct MakeShapeOp {
    op: OpId,
    #[op(buildable)]
    result: OpResult<ShapeType>,
}

fn main() {}
