//! A generated dialect of 0 ops for measuring compile time (see README.md).
#![allow(missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::dialect! {
    /// The benchmark dialect.
    pub BENCH_DIALECT: name = "bench", summary = "compile-time benchmark"
}
