//! `toyc`: the Toy tutorial's compiler (chapter 4). The logic lives in the
//! `ods-dialect-toy` crate (`ods_dialect_toy::toyc`).

use ods as _;

fn main() {
    ods::dialects::toy::toyc::main()
}
