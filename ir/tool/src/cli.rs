//! What every command line of the project shares (`ods-opt`, `toyc`):
//! LLVM-style arguments (`-x`, `--x`, `-x=v`, `-x v`), reading the input
//! from a file or standard input, writing the output without losing a
//! failure, and rendering diagnostics as LLVM's `SourceMgr` does.

use crate::verify_diagnostics::{Failure, LineIndex, Loc, Severity};
use ods_ir::{Context, Diagnostic};
use std::io::{Read, Write};

/// One command-line argument.
#[derive(Debug, PartialEq, Eq)]
pub enum Arg<'a> {
    /// A positional argument (`-` is one: standard input).
    Positional(&'a str),
    /// An option: its name without dashes and the value given with `=`.
    Flag {
        /// The option's name.
        key: &'a str,
        /// The text after `=`, if any.
        value: Option<&'a str>,
        /// The argument as written, for messages.
        text: &'a str,
    },
}

/// A mistake in a command line: a diagnostic with no place in the input,
/// which the tool prints after its name (`ods-opt: ...`).
pub fn usage_error(message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(ods_ir::Location::UNKNOWN, message)
}

/// The arguments of a command line, one at a time.
pub struct Args<'a> {
    args: &'a [String],
    next: usize,
}

impl<'a> Args<'a> {
    /// The arguments `args` (without the program name).
    pub fn new(args: &'a [String]) -> Self {
        Args { args, next: 0 }
    }
    /// The value of option `key`: its `=` value, or else the next argument.
    pub fn value(&mut self, key: &str, inline: Option<&str>) -> Result<String, Diagnostic> {
        if let Some(v) = inline {
            return Ok(v.to_string());
        }
        let v = self.args.get(self.next).ok_or_else(|| usage_error(format!("option '{key}' requires a value")))?;
        self.next += 1;
        Ok(v.clone())
    }
}

impl<'a> Iterator for Args<'a> {
    type Item = Arg<'a>;
    fn next(&mut self) -> Option<Arg<'a>> {
        let a = self.args.get(self.next)?.as_str();
        self.next += 1;
        if a == "-" || !a.starts_with('-') {
            return Some(Arg::Positional(a));
        }
        let flag = a.trim_start_matches('-');
        Some(match flag.split_once('=') {
            Some((key, v)) => Arg::Flag { key, value: Some(v), text: a },
            None => Arg::Flag { key: flag, value: None, text: a },
        })
    }
}

/// The bytes of an input: a large regular file is mapped rather than
/// copied, as LLVM's `MemoryBuffer` does, since reading it is a copy into
/// fresh pages that all have to be zeroed and faulted in first.
pub enum Input {
    /// Read into memory: standard input, small files, special files.
    Read(Vec<u8>),
    /// A regular file, mapped.
    Mapped(memmap2::Mmap),
}

impl std::ops::Deref for Input {
    type Target = [u8];
    fn deref(&self) -> &[u8] {
        match self {
            Input::Read(b) => b,
            Input::Mapped(m) => m,
        }
    }
}

impl AsRef<[u8]> for Input {
    fn as_ref(&self) -> &[u8] {
        self
    }
}

/// Files from this size on are mapped: below it, a read costs less than
/// setting up a mapping.
const MAP_MIN_BYTES: u64 = 1 << 20;

/// The input's name (`<stdin>` for standard input) and bytes, from `path`
/// or, for `None` or `-`, standard input. The bytes are not decoded, so
/// that every byte of a string literal or dialect data reaches the parser
/// as written.
pub fn read_input(path: Option<&str>) -> std::io::Result<(String, Input)> {
    Ok(match path {
        None | Some("-") => {
            let mut b = Vec::new();
            std::io::stdin().read_to_end(&mut b)?;
            ("<stdin>".to_string(), Input::Read(b))
        }
        Some(p) => (p.to_string(), read_file(p)?),
    })
}

fn read_file(path: &str) -> std::io::Result<Input> {
    let mut file = std::fs::File::open(path)?;
    let meta = file.metadata()?;
    if meta.is_file() && meta.len() >= MAP_MIN_BYTES {
        // SAFETY: the map is only read, and, as LLVM's tools that map
        // their input do, this relies on no other process changing or
        // truncating the file while it is read (a truncation would end
        // the process with SIGBUS).
        if let Ok(map) = unsafe { memmap2::Mmap::map(&file) } {
            return Ok(Input::Mapped(map));
        }
    }
    let mut b = Vec::with_capacity(meta.len() as usize);
    file.read_to_end(&mut b)?;
    Ok(Input::Read(b))
}

/// Writes `text` to standard output. A failure (a full disk, a closed
/// pipe) is reported as `TOOL: cannot write the output: ...`, as the output
/// would otherwise be lost silently; the result is the exit code.
pub fn write_stdout(tool: &str, text: &(impl AsRef<[u8]> + ?Sized)) -> i32 {
    let mut stdout = std::io::stdout().lock();
    match stdout.write_all(text.as_ref()).and_then(|()| stdout.flush()) {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("{tool}: cannot write the output: {e}");
            1
        }
    }
}

/// An error at a 1-based `line` and `col` of `src` (the text of file
/// `name`), as [`render_diagnostic`] prints one: for front ends whose
/// errors are not IR diagnostics (the Toy language's parser).
pub fn render_error(name: &str, src: &str, line: u32, col: u32, message: &str) -> String {
    let f =
        Failure { severity: Severity::Error, loc: Loc::Buffer { line, col }, range: 0, message: message.to_string() };
    f.render(name, src)
}

/// `d` and its notes as LLVM's `SourceMgr` prints them: `file:line:col:
/// severity: message`, then the source line and a caret when the location
/// is in `src` (the text of file `name`).
pub fn render_diagnostic(ctx: &Context, d: &Diagnostic, name: &str, src: &str) -> String {
    let lines = LineIndex::new(src);
    let mut out = String::new();
    for (severity, loc, message) in std::iter::once(d).chain(&d.notes).map(|d| (d.severity, d.loc, &d.message)) {
        let loc = match loc.file_line_col(ctx) {
            Some((f, line, col)) if f == name => Loc::Buffer { line, col },
            Some((f, line, col)) => Loc::Other { file: f.to_string(), line, col },
            None => Loc::Unknown,
        };
        let f = Failure { severity, loc, range: 0, message: message.clone() };
        out.push_str(&f.render_indexed(name, src, &lines));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arguments_in_every_spelling() {
        let args: Vec<String> = ["-o", "out", "--x=1", "in.mlir", "-", "-flag"].map(String::from).to_vec();
        let mut it = Args::new(&args);
        let Some(Arg::Flag { key: "o", value: None, .. }) = it.next() else { panic!("-o") };
        assert_eq!(it.value("o", None).map_err(|d| d.message), Ok("out".to_string()));
        assert_eq!(it.next(), Some(Arg::Flag { key: "x", value: Some("1"), text: "--x=1" }));
        assert_eq!(it.next(), Some(Arg::Positional("in.mlir")));
        assert_eq!(it.next(), Some(Arg::Positional("-")));
        assert_eq!(it.next(), Some(Arg::Flag { key: "flag", value: None, text: "-flag" }));
        assert_eq!(it.value("flag", None).map_err(|d| d.message), Err("option 'flag' requires a value".to_string()));
        assert_eq!(it.next(), None);
    }
}
