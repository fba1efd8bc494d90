use ods_macros::Type;

ods_ir::dialect! {
    /// The dialect.
    pub EX_DIALECT: name = "ex"
}

/// A type naming a dialect static that does not exist: one error, at the
/// path.
#[derive(Type)]
#[ty(dialect = EXX_DIALECT, mnemonic = "t")]
pub struct ExType;

fn main() {}
