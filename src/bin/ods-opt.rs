//! `ods-opt`: mlir-opt for the dialects defined with the framework.

// Link every dialect so its definitions register themselves.
use ods as _;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    std::process::exit(ods::tool::main_with_args(&args));
}
