//! `ods-opt` with only the builtin, func, arith and test dialects linked,
//! for working on the test dialect without building every dialect.

use ods_dialect_arith as _;
use ods_dialect_func as _;
use ods_dialect_test as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(ods_tool::main_with_args(&args));
}
