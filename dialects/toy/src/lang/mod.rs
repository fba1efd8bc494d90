//! The Toy language: lexer, parser, AST (with its dump) and IR generation.

pub mod ast;
pub mod lexer;
pub mod mlirgen;
pub mod parser;

/// A position in a Toy source file (1-based line and column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Loc {
    /// The line, from 1.
    pub line: u32,
    /// The column, from 1.
    pub col: u32,
}

/// An error in a Toy program, with its position.
#[derive(Clone, Debug, PartialEq)]
pub struct Error {
    /// Where the error is.
    pub loc: Loc,
    /// What is wrong, as `toyc` prints it.
    pub message: String,
}

impl Error {
    /// An error at `loc`.
    pub fn new(loc: Loc, message: impl Into<String>) -> Self {
        Error { loc, message: message.into() }
    }
}
