//! The text layer: MLIR 22's textual IR, read by [`parse`] and written by
//! [`print`](mod@print), over the core (`ods-ir-core`). It knows nothing of
//! verification, the ODS engine or rewriting: those layers are above it,
//! in `ods-ir`, which re-exports this crate's modules at `ods_ir::parse`,
//! `ods_ir::print` and `ods_ir::builtin`.

#![warn(missing_docs)]

// The core's modules under the paths the text layer names them by
// (`crate::attrs`, `crate::context`, ...), as inside `ods-ir`.
use ods_ir_core::{affine, attrs, bigint, context, diag, entity, float_format, intern, registry, stack, types};
use ods_ir_core::{attrs::Attr, context::Context};

pub mod builtin;
pub mod parse;
pub mod print;
