//! The IR core: a pure-Rust, MLIR-compatible intermediate representation.
//!
//! - [`Context`] owns everything; operations, blocks, regions and values are
//!   small `Copy` handles ([`OpId`], [`BlockId`], [`RegionId`], [`Value`]).
//! - Types ([`Type`]) and attributes ([`Attr`]) are uniqued.
//! - [`parse`] reads MLIR 22's textual IR, [`print`] writes it.
//! - [`verify`] checks structure and each op's own rules.
//! - [`rewrite`] and [`pass`] transform IR; [`tool`] is the `ods-opt` driver.
//! - [`registry`] holds the dialects, ops, types and attributes that
//!   registered themselves.

pub mod affine;
pub mod attrs;
pub mod builder;
pub mod builtin;
pub mod context;
pub mod diag;
pub mod docs;
pub mod float_format;
pub mod intern;
pub mod ir;
pub mod parse;
pub mod pass;
pub mod print;
pub mod registry;
pub mod rewrite;
pub mod stats;
pub mod tool;
pub mod types;
pub mod verify;
pub mod walk;

pub use attrs::{Attr, AttrKind, Location};
pub use context::{BlockId, Context, OpId, OpName, OperationState, RegionId, Value};
pub use diag::Diagnostic;
pub use intern::Sym;
pub use registry::Traits;
pub use types::{Type, TypeKind};

/// Re-exported so that generated code can name it.
pub use inventory;
