//! A pure-Rust, MLIR-compatible intermediate representation.
//!
//! The core (context, handles, types, attributes, registry) is the crate
//! `ods-ir-core` and the text layer (parser, printer) the crate `ods-text`,
//! both re-exported here module by module; this crate adds the layers above
//! them.
//!
//! - [`Context`] owns everything; operations, blocks, regions and values are
//!   small `Copy` handles ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]).
//! - Types ([`Type`]) and attributes ([`Attr`]) are uniqued.
//! - [`parse`] reads MLIR 22's textual IR, [`print`](mod@print) writes it.
//! - [`verify`] checks structure and each op's own rules.
//! - [`rewrite`] and [`pass`] transform IR; the `ods-opt` driver is the
//!   `ods-tool` crate, above this one.
//! - [`registry`] holds the dialects, ops, types and attributes that
//!   registered themselves.

#![warn(missing_docs)]

// Generated code names this crate `::ods_ir`; this lets the core use its
// own macros (`#[interface]` for the interfaces its passes are driven by).
extern crate self as ods_ir;

// The core layer is the crate `ods-ir-core`; its modules keep their paths
// here (`ods_ir::attrs`, `ods_ir::context`, ...).
pub(crate) use ods_ir_core::entity;
pub use ods_ir_core::{
    affine, attrs, bigint, builder, context, diag, dominance, equivalence, float_format, intern, ir, registry, stack,
    stats, symbol_table, types, walk,
};

// The text layer is the crate `ods-text`; its modules keep their paths
// here too.
pub use ods_text::{builtin, parse, print};

pub mod docs;
pub mod ods;
pub mod pass;
pub mod rewrite;
pub mod verify;

pub use attrs::{Attr, AttrKind, DenseBits, Location};
pub use context::{BlockId, Context, OpId, OpName, OperationState, RegionId, Value};
pub use diag::Diagnostic;
pub use intern::Sym;
pub use ir::ValueRange;
pub use registry::Traits;
pub use types::{Type, TypeKind};

/// Re-exported so that generated code can name it.
pub use inventory;

/// What an op definition needs in scope: the field markers, the constraint
/// library and the common IR types. Generated code names this crate as
/// `::ods_ir`, so dialect crates depend on `ods-ir` and `ods-macros`.
pub mod prelude {
    pub use crate::builder::{Builder, ValueRef};
    pub use crate::diag::Diagnostic;
    pub use crate::ods::*;
    pub use crate::parse::OpParser;
    pub use crate::print::{OpPrinter, RegionStyle};
    pub use crate::registry::{FoldResult, FoldValue, PResult};
    pub use crate::rewrite::{PatternSet, RewritePattern, Rewriter};
    pub use crate::{Attr, BlockId, Context, Location, OpId, OperationState, RegionId, Type, Value, ValueRange};
}
