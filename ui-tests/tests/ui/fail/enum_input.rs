use ods_macros::Op;

/// An example op.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ex")]
pub enum Ex {
    A,
}

fn main() {}
