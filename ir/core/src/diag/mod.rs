//! The error vocabulary: [`Diagnostic`] for what is wrong with the input
//! (errors, warnings, notes and remarks with a location), [`IrError`] for a
//! call that the IR refuses (erasing an op whose results are still used).
//!
//! The core only makes and carries diagnostics; the tools render them
//! (`ods_tool::cli::render_diagnostic`, in MLIR's `file:line:col: error:
//! message` format with the source line and a caret).

use crate::attrs::Location;
use crate::context::{BlockId, OpId, Value};

mod bytes;
pub use bytes::{bytes_of_text, text_of_bytes};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Severity {
    /// An error: the input is rejected.
    Error,
    /// A warning.
    Warning,
    /// A note, attached to another diagnostic.
    Note,
    /// A remark: information only.
    Remark,
}

impl Severity {
    /// The lower-case word MLIR uses for this severity.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }
}

impl std::fmt::Display for Severity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A message at a location, with attached notes.
#[derive(Clone, Debug)]
pub struct Diagnostic {
    /// How serious it is.
    pub severity: Severity,
    /// Where it points.
    pub loc: Location,
    /// The message, in MLIR's words where MLIR has one.
    pub message: String,
    /// Notes printed after it.
    pub notes: Vec<Diagnostic>,
    /// The op the diagnostic is about, so a driver can show it.
    pub op: Option<crate::context::OpId>,
}

impl Diagnostic {
    /// An error at `loc`.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new(), op: None }
    }
    /// A warning at `loc`.
    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, loc, message: message.into(), notes: Vec::new(), op: None }
    }
    /// A remark at `loc`.
    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Remark, loc, message: message.into(), notes: Vec::new(), op: None }
    }
    /// Names the op the diagnostic is about, as MLIR's `op->emitError()`
    /// does: a driver then shows it in a "see current operation" note.
    pub fn about(mut self, op: crate::context::OpId) -> Self {
        self.op = Some(op);
        self
    }
    /// Attaches a note.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic {
            severity: Severity::Note,
            loc,
            message: message.into(),
            notes: Vec::new(),
            op: None,
        });
        self
    }
}

/// A mutation the IR refuses because it would leave the IR inconsistent: a
/// misuse of the API by the calling code, not a fault of the input (that
/// is a [`Diagnostic`]). Nothing is changed when one is returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrError {
    /// An op to erase has a result that is still used.
    OpResultInUse {
        /// The op that was to be erased.
        op: OpId,
        /// A result of it that still has uses.
        value: Value,
    },
    /// A block to erase is still the successor of an op that stays.
    BlockIsSuccessor {
        /// The block that was to be erased.
        block: BlockId,
        /// An op that branches to it.
        predecessor: OpId,
    },
    /// A block argument to erase (or an argument of a block to erase) is
    /// still used.
    BlockArgInUse {
        /// The block of the argument.
        block: BlockId,
        /// The argument.
        value: Value,
    },
    /// A value defined in a block to erase is still used outside it.
    ValueUsedOutside {
        /// The block that was to be erased.
        block: BlockId,
        /// The value still used.
        value: Value,
    },
}

impl std::fmt::Display for IrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IrError::OpResultInUse { op, value } => write!(f, "cannot erase {op:?}: result {value:?} still has uses"),
            IrError::BlockIsSuccessor { block, predecessor } => {
                write!(f, "cannot erase {block:?}: it is still a successor of {predecessor:?}")
            }
            IrError::BlockArgInUse { block, value } => {
                write!(f, "cannot erase {value:?}: the argument of {block:?} still has uses")
            }
            IrError::ValueUsedOutside { block, value } => {
                write!(f, "cannot erase {block:?}: {value:?}, defined in it, is still used outside it")
            }
        }
    }
}

impl std::error::Error for IrError {}

/// Byte offsets just after each `\n` of `src` (a vectorised byte search:
/// this runs over whole files).
pub fn newline_ends(src: &[u8]) -> impl Iterator<Item = usize> + '_ {
    memchr::memchr_iter(b'\n', src).map(|i| i + 1)
}
