//! Format errors.

use std::fmt;
use std::ops::Range;

/// An error found in an assembly format.
///
/// `message` is mlir-tblgen 22's text for the error (so tests can compare it
/// with `op-format-invalid.td`); `notes` carry mlir-tblgen's notes plus our own
/// additions (the op the format belongs to, "did you mean ...?" suggestions,
/// how to fix it). `span` is the byte range in the format string the error is
/// about (it may be empty, e.g. at the end of the format).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError {
    /// What kind of mistake it is, for callers that treat some apart.
    pub kind: FormatErrorKind,
    /// The error message, as mlir-tblgen words it.
    pub message: String,
    /// Notes, in the order they should be shown.
    pub notes: Vec<String>,
    /// Byte range in the format string.
    pub span: Range<usize>,
}

/// The kinds of format errors that callers treat apart from the others.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FormatErrorKind {
    /// `$name` names no operand, attribute, result, region or successor of
    /// the op: when the op's field `name` was itself not understood, this
    /// only follows from that error.
    UnknownVariable(String),
    /// The type of the operand or result `name` is neither in the format
    /// nor buildable nor inferred: a misspelt trait may have been meant to
    /// give it.
    UnresolvedType(String),
    /// Any other mistake.
    Other,
}

impl FormatError {
    /// An error without notes.
    pub fn new(message: impl Into<String>, span: Range<usize>) -> Self {
        FormatError { kind: FormatErrorKind::Other, message: message.into(), notes: Vec::new(), span }
    }

    /// The same error, of kind `kind`.
    pub fn with_kind(mut self, kind: FormatErrorKind) -> Self {
        self.kind = kind;
        self
    }

    /// Adds a note.
    pub fn with_note(mut self, note: impl Into<String>) -> Self {
        self.notes.push(note.into());
        self
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for FormatError {}
