//! The core of the `ods` IR: what every layer above it (text, verification,
//! the ODS engine, rewriting, passes, tools) builds on, and which names none
//! of them.
//!
//! - [`Context`] owns everything; operations, blocks,
//!   regions and values are small `Copy` handles kept in typed arenas.
//! - Types and attributes are uniqued; names are interned.
//! - [`registry`] holds the dialects, ops, types and attributes that
//!   registered themselves. The hooks that layers above attach to a
//!   definition (parser, printer, ODS table, patterns) are
//!   [`registry::Hook`]s, whose types the core does not know.
//!
//! Users reach all of this through `ods_ir`, which re-exports each module.

#![warn(missing_docs)]

pub mod affine;
pub mod attrs;
pub mod bigint;
pub mod builder;
pub mod context;
pub mod diag;
pub mod dominance;
pub mod entity;
pub mod equivalence;
pub mod float_format;
pub mod intern;
pub mod ir;
pub mod parallel;
pub mod registry;
pub mod rewriter;
pub mod stack;
pub mod stats;
pub mod symbol_table;
pub mod types;
pub mod walk;

/// Re-exported so that `inventory::submit!` in code that names only the
/// core finds it.
pub use inventory;

pub use attrs::{Attr, AttrKind, DenseBits, Location};
pub use context::{Adopted, BlockId, Context, OpId, OpName, OperationState, RegionId, Value};
pub use diag::{Diagnostic, IrError};
pub use intern::Sym;
pub use ir::ValueRange;
pub use registry::Traits;
pub use types::{Type, TypeKind};
