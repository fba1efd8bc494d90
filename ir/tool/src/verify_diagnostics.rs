//! `-verify-diagnostics` and `-split-input-file`, matching MLIR 22's `mlir-opt`.
//!
//! Everything here was checked against `mlir-opt` 22.1 by experiment; the
//! rules, in short:
//!
//! # Directives
//!
//! * Every line of the **whole input file** (split on `\n`, trailing
//!   `" \t\n\v\f\r"` removed) is searched, anywhere in the line, for
//!   `expected-KIND[-re] *[@WHERE] *{{TEXT}}` where the line must *end* with
//!   `}}`. KIND is `error`, `warning`, `note` or `remark`; only plain spaces
//!   are allowed as separators (a tab makes the line an ordinary line). TEXT
//!   runs from the first `{{` to the final `}}`, so it may itself contain
//!   `{{`/`}}`. Anything that does not fit (trailing text after `}}`, a typo,
//!   `Expected-`) is silently an ordinary line, not an error. Only the first
//!   (leftmost) directive of a line counts.
//! * WHERE: `@+N`/`@-N` are relative to the directive's own line. N is read
//!   like C's `strtol` with base 0 (a leading `0` means octal); a number LLVM
//!   cannot read as an `int` (`09`, `99999999999`) repeats the last offset
//!   read in the file, or 0 (observed; MLIR reads an uninitialised variable).
//!   Line arithmetic wraps, so a target before line 1 never matches. `@above`
//!   is the nearest earlier line that is not a directive line (line 1 if
//!   there is none); `@below` is the next line that is not a directive line
//!   (if there is none: line "number of `\n` + 1"). `@unknown` expects a
//!   diagnostic without a file location. Without WHERE the directive targets
//!   its own line.
//! * Plain TEXT matches when the message *contains* it (so `{{}}` matches any
//!   message). With `-re`, the parts of TEXT between `{{` and the next `}}`
//!   are POSIX extended regular expressions (LLVM's dialect, byte based,
//!   unanchored), the rest is literal. An unterminated `{{` is reported as
//!   `found start of regex with no end '}}'`, an invalid part as
//!   `invalid regex: <llvm regerror text>`; such a directive is dropped (and
//!   its line still counts as a directive line), the run fails. Each part is
//!   validated on its own but matched as one combined pattern, so a
//!   back-reference `\N` counts the wrapping groups of earlier parts too. An
//!   empty `-re {{}}` is an invalid pattern that never matches, silently.
//!   Matching follows LLVM's engine, quirks included: between two bytes it
//!   passes `^`/`$` first and word boundaries (`[[:<:]]`, `[[:>:]]`) after,
//!   so `[[:>:]]$` never matches; small patterns pass one layer of
//!   assertions per step, so `${2}` cannot match while `$$` can.
//!
//! # Matching
//!
//! * Each emitted diagnostic, and each of its notes separately (in order,
//!   after the diagnostic), is compared with the expectations on its line
//!   (or with the `@unknown` ones when it has no file location; a location
//!   in another file matches nothing). Expectations are **not consumed**: the
//!   first one in file order with the right kind and text matches, even if it
//!   matched before. So two identical expectations for one diagnostic leave
//!   the second "not produced", and two identical diagnostics both match one
//!   expectation.
//! * If no expectation matches but one with another kind has matching text,
//!   the last such one in file order gives
//!   `'KIND' diagnostic emitted when expecting a 'KIND2'` at the directive
//!   (caret only). Otherwise `unexpected KIND: MESSAGE` is reported at the
//!   diagnostic's own location. With `-verify-diagnostics=only-expected`
//!   neither is reported.
//! * At the end, every expectation that never matched gives
//!   `expected KIND "TEXT" was not produced` at the `expected-` of its
//!   directive, underlining as many columns as TEXT has bytes: first those of
//!   the file in file order, then the `@unknown` ones (at `<unknown>:0`),
//!   which MLIR 22 reports **twice** (its handler's destructor verifies
//!   again).
//!
//! # Splitting
//!
//! * `-split-input-file` splits at the default marker `// -----` (another
//!   marker can be given); the marker need not be alone on its line. The
//!   file is cut at every occurrence of the marker minus its last two bytes;
//!   a cut becomes a split only if the following text starts with those two
//!   bytes and has at least one more byte, which is not `0` (so `// ------`
//!   splits and its chunk starts with `-`). Any other cut is a "near miss"
//!   (a warning at the byte after the cut, the text stays in the chunk).
//!   When the text before the first cut is empty (the file starts with the
//!   marker), the next piece becomes the first chunk *including* the
//!   marker's last two bytes. A trailing empty chunk is dropped, an empty
//!   file gives no chunk at all.
//! * Chunks are parts of one buffer: diagnostics report whole-file line and
//!   column numbers, and all expectations of the whole file are checked once,
//!   after the last chunk ("not produced" is reported at the very end; an
//!   `@+N` may even point into another chunk).
//! * The outputs of the chunks are joined with `// -----\n`.
//!
//! # Output order and exit status
//!
//! `mlir-opt` prints, on stderr: the `-re` directive errors, the split
//! near-miss warnings, then while the chunks run each "unexpected"/kind
//! mismatch failure as its diagnostic comes, and at the end the "not
//! produced" failures. It exits with 1 if any error was printed (warnings do
//! not count). [`Failure::render`] gives the exact text of each; a typical
//! driver:
//!
//! ```ignore
//! let exp = parse_expectations(src);
//! let split = split_input(src, DEFAULT_SPLIT_MARKER);
//! let mut v = Verifier::new(&exp, Level::All);
//! for f in exp.errors().iter().chain(&split.warnings) {
//!     eprint!("{}", f.render(name, src));
//! }
//! for (i, chunk) in split.chunks.iter().enumerate() {
//!     if i > 0 {
//!         print!("{SPLIT_OUTPUT_SEPARATOR}");
//!     }
//!     // Run the chunk; for each diagnostic, then each of its notes, with
//!     // chunk positions mapped by `chunk.to_buffer`:
//!     //     if let Some(f) = v.process(&emitted) { eprint!("{}", f.render(name, src)) }
//! }
//! let failed = v.has_failed();
//! let rest = v.finish();
//! rest.iter().for_each(|f| eprint!("{}", f.render(name, src)));
//! let exit_code = i32::from(failed || !rest.is_empty());
//! ```

use std::fmt;
use std::sync::OnceLock;

/// The marker `-split-input-file` splits at when no other is given.
pub const DEFAULT_SPLIT_MARKER: &str = "// -----";

/// What `mlir-opt -split-input-file` prints between the outputs of two chunks
/// (the default `-output-split-marker` followed by a newline). Every chunk's
/// output itself ends with a newline; a chunk that failed prints nothing, but
/// the separators around it are still printed.
pub const SPLIT_OUTPUT_SEPARATOR: &str = "// -----\n";

/// The severity of a diagnostic (shared with the rest of the crate).
pub use ods_ir::diag::Severity;

/// Where a diagnostic points, as far as verification cares.
///
/// MLIR matches with the first file location found inside a diagnostic's
/// location (through names, fused locations, the callee of a call site):
/// that one decides between [`Loc::Buffer`] and [`Loc::Other`]; without any,
/// the location is [`Loc::Unknown`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Loc {
    /// No file location at all (MLIR's unknown location). Printed by
    /// `mlir-opt` as `<unknown>:0`.
    Unknown,
    /// A 1-based line and (byte) column of the buffer being checked, counted
    /// in the whole file (see [`Chunk::to_buffer`]).
    Buffer {
        /// 1-based line.
        line: u32,
        /// 1-based byte column.
        col: u32,
    },
    /// A file location naming another file: it can never match an
    /// expectation.
    Other {
        /// The file name as written in the location.
        file: String,
        /// The line.
        line: u32,
        /// The column.
        col: u32,
    },
}

/// One diagnostic the tool emitted. A diagnostic's notes are passed as
/// separate `Emitted` values of severity [`Severity::Note`], right after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Emitted {
    /// Its severity.
    pub severity: Severity,
    /// Its location.
    pub loc: Loc,
    /// The message text.
    pub message: String,
}

impl Emitted {
    /// A diagnostic at `line:col` of the checked buffer.
    pub fn at(severity: Severity, line: u32, col: u32, message: impl Into<String>) -> Emitted {
        Emitted { severity, loc: Loc::Buffer { line, col }, message: message.into() }
    }

    /// A diagnostic without a file location.
    pub fn unknown(severity: Severity, message: impl Into<String>) -> Emitted {
        Emitted { severity, loc: Loc::Unknown, message: message.into() }
    }
}

/// One message for the user: a verification failure (always an error) or a
/// split near-miss warning.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// [`Severity::Error`], or [`Severity::Warning`] for a near miss.
    pub severity: Severity,
    /// Where it points.
    pub loc: Loc,
    /// How many bytes from `loc` on are underlined with `~` (0: caret only).
    pub range: u32,
    /// The message, in MLIR's exact words.
    pub message: String,
}

impl Failure {
    fn error(loc: Loc, range: usize, message: String) -> Failure {
        Failure { severity: Severity::Error, loc, range: u32::try_from(range).unwrap_or(u32::MAX), message }
    }

    /// Renders the message exactly as `mlir-opt` prints it on stderr:
    /// `file:line:col: error: message`, then, when the location is a valid
    /// position of `src`, the source line (tabs expanded to 8 columns) and a
    /// caret line (`^`, then `~` over the range). Lines with non-ASCII bytes
    /// get no caret line; a location outside `src` (or with line or column 0)
    /// prints the header only. `filename` is the buffer's name (e.g. the path
    /// given on the command line, or `<stdin>`).
    pub fn render(&self, filename: &str, src: &(impl AsRef<[u8]> + ?Sized)) -> String {
        self.render_indexed(filename, src, &LineIndex::new(src))
    }

    /// [`Failure::render`] with the line starts of `src` computed once (a
    /// driver rendering many diagnostics of one buffer keeps this linear).
    /// Bytes of the source line that are not UTF-8 show as U+FFFD here;
    /// [`Failure::render_bytes`] keeps them.
    pub fn render_indexed(&self, filename: &str, src: &(impl AsRef<[u8]> + ?Sized), lines: &LineIndex) -> String {
        String::from_utf8_lossy(&self.render_bytes(filename, src, lines)).into_owned()
    }

    /// [`Failure::render_indexed`] as bytes: the source line is shown with
    /// its original bytes, as `mlir-opt` prints it.
    pub fn render_bytes(&self, filename: &str, src: &(impl AsRef<[u8]> + ?Sized), lines: &LineIndex) -> Vec<u8> {
        self.render_styled(filename, src, lines, false)
    }

    /// [`Failure::render_bytes`], in LLVM's terminal colors when `color`
    /// (the same text, with the position and message bold, the severity in
    /// its color and the caret line green).
    pub fn render_styled(
        &self,
        filename: &str,
        src: &(impl AsRef<[u8]> + ?Sized),
        lines: &LineIndex,
        color: bool,
    ) -> Vec<u8> {
        let src = src.as_ref();
        let style = Style { severity: self.severity, color };
        let msg = &self.message;
        match &self.loc {
            Loc::Unknown => style.header("<unknown>:0", msg),
            Loc::Other { file, line, col } => style.header(&format!("{file}:{line}:{col}"), msg),
            Loc::Buffer { line, col } => match lines.offset_of(src, *line, *col) {
                None => style.header(&format!("{filename}:{line}:{col}"), msg),
                Some(pos) => render_at(filename, src, lines, pos, self.range as usize, style, msg),
            },
        }
    }
}

/// The byte offsets at which the lines of a buffer start.
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    /// The line starts of `src`.
    pub fn new(src: &(impl AsRef<[u8]> + ?Sized)) -> Self {
        LineIndex { starts: std::iter::once(0).chain(ods_ir::diag::newline_ends(src.as_ref())).collect() }
    }

    /// Byte offset of a 1-based line and column, following LLVM's
    /// `SourceMgr::FindLocForLineAndColumn` (the column may point at the
    /// line's end); `None` if there is no such position.
    fn offset_of(&self, src: &[u8], line: u32, col: u32) -> Option<usize> {
        if line == 0 || col == 0 {
            return None;
        }
        let start = *self.starts.get(line as usize - 1)?;
        let bytes = src;
        let skip = (col - 1) as usize;
        if skip > 0 {
            let end = start.checked_add(skip)?;
            if end > bytes.len() || bytes[start..end].iter().any(|&b| b == b'\n' || b == b'\r') {
                return None;
            }
        }
        Some(start + skip)
    }

    /// 1-based line and byte column of a byte offset.
    fn line_col(&self, pos: usize) -> (u32, u32) {
        let line = self.starts.partition_point(|&s| s <= pos);
        (to_u32(line), to_u32(pos - self.starts[line - 1] + 1))
    }
}

impl fmt::Display for Failure {
    /// `line:col: severity: message` (without file name or source line).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.loc {
            Loc::Unknown => write!(f, "<unknown>:0: ")?,
            Loc::Buffer { line, col } => write!(f, "{line}:{col}: ")?,
            Loc::Other { file, line, col } => write!(f, "{file}:{line}:{col}: ")?,
        }
        write!(f, "{}: {}", self.severity, self.message)
    }
}

fn to_u32(n: usize) -> u32 {
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// How a message is shown: its severity, and whether in terminal colors.
#[derive(Clone, Copy)]
struct Style {
    severity: Severity,
    color: bool,
}

impl Style {
    /// `place: severity: message` and a newline, as LLVM's
    /// `SMDiagnostic::print` colors it on a terminal.
    fn header(self, place: &str, msg: &str) -> Vec<u8> {
        let sev = self.severity.as_str();
        // The message's bytes, those that are not UTF-8 included.
        let msg = ods_ir::diag::bytes_of_text(msg);
        if !self.color {
            let mut out = format!("{place}: {sev}: ").into_bytes();
            out.extend_from_slice(&msg);
            out.push(b'\n');
            return out;
        }
        let sev_color = match self.severity {
            Severity::Error => "\x1b[1;31m",
            Severity::Warning => "\x1b[1;35m",
            Severity::Note => "\x1b[1;30m",
            Severity::Remark => "\x1b[1;34m",
        };
        let mut out = format!("\x1b[1m{place}: \x1b[0m{sev_color}{sev}: \x1b[0m\x1b[1m").into_bytes();
        out.extend_from_slice(&msg);
        out.extend_from_slice(b"\x1b[0m\n");
        out
    }
}

/// Renders a message at a valid byte offset like LLVM's `SMDiagnostic::print`.
fn render_at(
    filename: &str,
    src: &[u8],
    lines: &LineIndex,
    pos: usize,
    range: usize,
    style: Style,
    msg: &str,
) -> Vec<u8> {
    let bytes = src;
    let (line, col) = lines.line_col(pos);
    let mut out = style.header(&format!("{filename}:{line}:{col}"), msg);
    let is_eol = |b: u8| b == b'\n' || b == b'\r';
    let mut line_start = pos;
    while line_start > 0 && !is_eol(bytes[line_start - 1]) {
        line_start -= 1;
    }
    let mut line_end = pos;
    while line_end < bytes.len() && !is_eol(bytes[line_end]) {
        line_end += 1;
    }
    let text = &bytes[line_start..line_end];
    if !text.is_ascii() {
        push_expanded(&mut out, text);
        return out;
    }
    let mut caret = vec![b' '; text.len() + 1];
    let range_end = pos.saturating_add(range);
    if range_end >= line_start && pos <= line_end {
        let from = pos.max(line_start) - line_start;
        let to = (range_end.min(line_end) - line_start).min(caret.len());
        for c in caret.iter_mut().take(to).skip(from) {
            *c = b'~';
        }
    }
    let caret_col = (col as usize - 1).min(text.len());
    caret[caret_col] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    push_expanded(&mut out, text);
    if style.color {
        out.extend_from_slice(b"\x1b[0;1;32m");
    }
    let mut out_col = 0usize;
    for (i, &c) in caret.iter().enumerate() {
        if text.get(i) == Some(&b'\t') {
            loop {
                out.push(c);
                out_col += 1;
                if out_col.is_multiple_of(8) {
                    break;
                }
            }
        } else {
            out.push(c);
            out_col += 1;
        }
    }
    if style.color {
        out.extend_from_slice(b"\x1b[0m");
    }
    out.push(b'\n');
    out
}

/// Appends a source line with tabs expanded to multiples of 8 columns.
fn push_expanded(out: &mut Vec<u8>, text: &[u8]) {
    let mut col = 0usize;
    let mut rest = text;
    while let Some(tab) = rest.iter().position(|&b| b == b'\t') {
        out.extend_from_slice(&rest[..tab]);
        col += tab;
        loop {
            out.push(b' ');
            col += 1;
            if col.is_multiple_of(8) {
                break;
            }
        }
        rest = &rest[tab + 1..];
    }
    out.extend_from_slice(rest);
    out.push(b'\n');
}

// ---------------------------------------------------------------------------
// Expectations
// ---------------------------------------------------------------------------

/// Which diagnostics an expectation is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// Diagnostics on this 1-based line.
    Line(u32),
    /// Diagnostics without a file location (`@unknown`).
    Unknown,
}

/// One `expected-*` directive.
#[derive(Clone, Debug)]
pub struct Expectation {
    /// The expected severity.
    pub severity: Severity,
    /// The line (or unknown location) it expects a diagnostic at.
    pub target: Target,
    /// The 1-based line of the directive itself.
    pub line: u32,
    /// The 1-based byte column of `expected-` in that line.
    pub col: u32,
    /// The text between the outer `{{` and `}}`.
    pub text: String,
    /// Whether this is an `expected-*-re` directive.
    pub is_regex: bool,
    matcher: Matcher,
}

/// How an expectation's text is compared with messages.
#[derive(Clone, Debug)]
enum Matcher {
    /// The message must contain the text.
    Substring,
    /// An `-re` text whose combined pattern LLVM rejects: never matches.
    Never,
    /// An `-re` text: the combined pattern must match somewhere.
    Regex(Regex),
}

impl Expectation {
    /// Whether `message` fits this expectation's text.
    pub fn matches(&self, message: &str) -> bool {
        match &self.matcher {
            Matcher::Substring => message.contains(self.text.as_str()),
            Matcher::Never => false,
            Matcher::Regex(re) => re.is_match(message.as_bytes()),
        }
    }

    fn directive_loc(&self) -> Loc {
        match self.target {
            Target::Unknown => Loc::Unknown,
            Target::Line(_) => Loc::Buffer { line: self.line, col: self.col },
        }
    }
}

/// The `expected-*` directives of a buffer, and the errors found in them.
#[derive(Clone, Debug, Default)]
pub struct Expectations {
    located: Vec<Expectation>,
    unknown: Vec<Expectation>,
    errors: Vec<Failure>,
}

impl Expectations {
    /// The directives that target a line, in file order.
    pub fn located(&self) -> &[Expectation] {
        &self.located
    }

    /// The `@unknown` directives, in file order.
    pub fn unknown(&self) -> &[Expectation] {
        &self.unknown
    }

    /// Errors in `-re` directives (`mlir-opt` prints them before anything
    /// else, and the run fails). The directives concerned are dropped.
    pub fn errors(&self) -> &[Failure] {
        &self.errors
    }

    /// Whether no directive was found (and none was malformed).
    pub fn is_empty(&self) -> bool {
        self.located.is_empty() && self.unknown.is_empty() && self.errors.is_empty()
    }
}

/// The parts of the `expected-*` directive on `line`, if it holds one
/// (trailing blanks, as LLVM trims them, are not part of it).
fn directive_on(line: &str) -> Option<regex_lite::Captures<'_>> {
    directive_regex().captures(line.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']))
}

fn directive_regex() -> &'static regex_lite::Regex {
    static RE: OnceLock<regex_lite::Regex> = OnceLock::new();
    RE.get_or_init(|| {
        regex_lite::Regex::new(
            r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
        )
        .expect("valid directive regex")
    })
}

/// Every `expected-*` directive of `src` as not produced, in order, those
/// `@unknown` last: what `mlir-opt` 22 prints after a run that failed
/// without `-verify-diagnostics` (no verifier took the diagnostics;
/// regexes are not compiled).
pub fn directives_not_verified(src: &str) -> Vec<Failure> {
    let (mut out, mut unknown) = (Vec::new(), Vec::new());
    for (index, raw) in src.split('\n').enumerate() {
        let Some(caps) = directive_on(raw) else { continue };
        let whole = caps.get(0).expect("group 0");
        let text = caps.get(5).map_or("", |m| m.as_str());
        let (loc, range) = match caps.get(4).map(|m| m.as_str()) {
            Some("unknown") => (Loc::Unknown, 0),
            _ => (Loc::Buffer { line: to_u32(index + 1), col: to_u32(whole.start() + 1) }, text.len()),
        };
        let message = format!("expected {} \"{text}\" was not produced", severity_of_word(&caps[1]));
        let list = if loc == Loc::Unknown { &mut unknown } else { &mut out };
        list.push(Failure::error(loc, range, message));
    }
    out.append(&mut unknown);
    out
}

/// Reads the digits of an `@+N`/`@-N` offset like LLVM's
/// `StringRef::getAsInteger(0, int&)`: a leading `0` followed by more digits
/// means octal. Where LLVM fails (a digit 8 or 9 in octal, a value above
/// `i32::MAX`) `mlir-opt` leaves its offset variable untouched: it was
/// observed to keep the last offset read successfully in the file (0 before
/// any), which `last` carries.
fn parse_offset(digits: &str, last: &mut u32) -> u32 {
    let (radix, digits) = if digits.len() > 1 && digits.starts_with('0') { (8, &digits[1..]) } else { (10, digits) };
    if let Ok(v) = u32::from_str_radix(digits, radix) {
        if v <= i32::MAX as u32 {
            *last = v;
        }
    }
    *last
}

/// The severity an `expected-WORD` directive names.
fn severity_of_word(word: &str) -> Severity {
    match word {
        "error" => Severity::Error,
        "warning" => Severity::Warning,
        "remark" => Severity::Remark,
        _ => Severity::Note,
    }
}

/// Finds every `expected-error`, `expected-warning`, `expected-note` and
/// `expected-remark` directive (with optional `-re`, `@+N`, `@-N`, `@above`,
/// `@below`, `@unknown`) in `src`, the **whole** input file (also when it is
/// split). Malformed `-re` patterns are recorded in
/// [`Expectations::errors`]; other malformed directives are ordinary lines,
/// as in `mlir-opt`.
pub fn parse_expectations(src: &str) -> Expectations {
    let lines: Vec<&str> = src.split('\n').collect();
    let line_count = to_u32(lines.len());
    let mut exp = Expectations::default();
    let mut last_plain_line = 0u32; // 0-based index of the last non-directive line
    let mut for_next_line: Vec<usize> = Vec::new();
    let mut offset = 0u32;

    for (index, raw) in lines.iter().enumerate() {
        let index = to_u32(index);
        let line_no = index.wrapping_add(1);
        let Some(caps) = directive_on(raw) else {
            for i in for_next_line.drain(..) {
                exp.located[i].target = Target::Line(line_no);
            }
            last_plain_line = index;
            continue;
        };
        let whole = caps.get(0).expect("group 0");
        let col = to_u32(whole.start() + 1);
        let text = caps.get(5).map_or("", |m| m.as_str());
        let mut e = Expectation {
            severity: severity_of_word(&caps[1]),
            target: Target::Line(line_no),
            line: line_no,
            col,
            text: text.to_string(),
            is_regex: caps.get(2).is_some(),
            matcher: Matcher::Substring,
        };
        if e.is_regex {
            match compile_expected_regex(text) {
                Ok(re) => e.matcher = re.map_or(Matcher::Never, Matcher::Regex),
                Err(message) => {
                    let loc = Loc::Buffer { line: line_no, col };
                    exp.errors.push(Failure::error(loc, text.len(), message));
                    continue;
                }
            }
        }
        if let Some(place) = caps.get(4) {
            let place = place.as_str();
            if let Some(digits) = place.strip_prefix('+') {
                e.target = Target::Line(line_no.wrapping_add(parse_offset(digits, &mut offset)));
            } else if let Some(digits) = place.strip_prefix('-') {
                e.target = Target::Line(line_no.wrapping_sub(parse_offset(digits, &mut offset)));
            } else if place == "unknown" {
                e.target = Target::Unknown;
                exp.unknown.push(e);
                continue;
            } else if place == "above" {
                e.target = Target::Line(last_plain_line.wrapping_add(1));
            } else {
                // `below`: fixed up by the next non-directive line, if any.
                for_next_line.push(exp.located.len());
                e.target = Target::Line(line_count);
            }
        }
        exp.located.push(e);
    }
    exp
}

/// Builds the matcher of an `-re` text: literal parts are escaped, `{{...}}`
/// parts are POSIX EREs, each validated on its own. `Ok(None)` is a combined
/// pattern LLVM would reject silently (it then never matches).
fn compile_expected_regex(text: &str) -> Result<Option<Regex>, String> {
    let mut combined: Vec<u8> = Vec::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            escape_into(&mut combined, rest.as_bytes());
            break;
        };
        escape_into(&mut combined, &rest.as_bytes()[..open]);
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_string());
        };
        let part = &rest[..close];
        if let Err(e) = Regex::new(part.as_bytes()) {
            return Err(format!("invalid regex: {}", e.message()));
        }
        combined.push(b'(');
        combined.extend_from_slice(part.as_bytes());
        combined.push(b')');
        rest = &rest[close + 2..];
    }
    Ok(Regex::new(&combined).ok())
}

/// Backslash-escapes the ERE metacharacters, like `llvm::Regex::escape`.
fn escape_into(out: &mut Vec<u8>, text: &[u8]) {
    for &b in text {
        if b"()^$|*+?.[]\\{}".contains(&b) {
            out.push(b'\\');
        }
        out.push(b);
    }
}

// ---------------------------------------------------------------------------
// Verification
// ---------------------------------------------------------------------------

/// How much `-verify-diagnostics` checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Level {
    /// `-verify-diagnostics` (or `=all`): unexpected diagnostics and kind
    /// mismatches fail too.
    #[default]
    All,
    /// `-verify-diagnostics=only-expected`: only expectations that were not
    /// produced fail.
    OnlyExpected,
}

/// Checks diagnostics one at a time as they are emitted, like MLIR's
/// `SourceMgrDiagnosticVerifierHandler` (use this to interleave the failures
/// with other output exactly as `mlir-opt` does; [`verify`] does it all at
/// once).
#[derive(Debug)]
pub struct Verifier<'a> {
    exp: &'a Expectations,
    level: Level,
    matched: Vec<bool>,
    matched_unknown: Vec<bool>,
    failed: bool,
}

impl<'a> Verifier<'a> {
    /// Starts verifying against `exp`. A run with [`Expectations::errors`]
    /// fails whatever happens later.
    pub fn new(exp: &'a Expectations, level: Level) -> Verifier<'a> {
        Verifier {
            exp,
            level,
            matched: vec![false; exp.located.len()],
            matched_unknown: vec![false; exp.unknown.len()],
            failed: !exp.errors.is_empty(),
        }
    }

    /// Checks one emitted diagnostic (a note is checked on its own, right
    /// after its diagnostic), returning the failure to print now, if any.
    pub fn process(&mut self, d: &Emitted) -> Option<Failure> {
        let exp = self.exp;
        let (list, matched, line): (&[Expectation], &mut [bool], _) = match &d.loc {
            Loc::Unknown => (&exp.unknown, &mut self.matched_unknown, None),
            Loc::Buffer { line, .. } => (&exp.located, &mut self.matched, Some(*line)),
            // Another file's expectations are never known here.
            Loc::Other { .. } => (&[], &mut [], None),
        };
        let mut near_miss: Option<&Expectation> = None;
        for (i, e) in list.iter().enumerate() {
            if let Some(line) = line {
                if e.target != Target::Line(line) {
                    continue;
                }
            }
            if e.matches(&d.message) {
                if e.severity == d.severity {
                    matched[i] = true;
                    return None;
                }
                near_miss = Some(e);
            }
        }
        if self.level == Level::OnlyExpected {
            return None;
        }
        self.failed = true;
        Some(match near_miss {
            Some(e) => Failure::error(
                e.directive_loc(),
                0,
                format!("'{}' diagnostic emitted when expecting a '{}'", d.severity, e.severity),
            ),
            None => Failure::error(d.loc.clone(), 0, format!("unexpected {}: {}", d.severity, d.message)),
        })
    }

    /// Whether the run has failed so far.
    pub fn has_failed(&self) -> bool {
        self.failed
    }

    /// Ends verification: the expectations that were never matched, as
    /// `mlir-opt` prints them after the last chunk (the `@unknown` ones
    /// twice, as MLIR 22 does).
    pub fn finish(self) -> Vec<Failure> {
        let not_produced = |e: &Expectation| {
            let range = match e.target {
                Target::Line(_) => e.text.len(),
                Target::Unknown => 0,
            };
            Failure::error(e.directive_loc(), range, format!("expected {} \"{}\" was not produced", e.severity, e.text))
        };
        let mut out: Vec<Failure> = Vec::new();
        for (e, &m) in self.exp.located.iter().zip(&self.matched) {
            if !m {
                out.push(not_produced(e));
            }
        }
        let unknown: Vec<Failure> = self
            .exp
            .unknown
            .iter()
            .zip(&self.matched_unknown)
            .filter(|(_, &m)| !m)
            .map(|(e, _)| not_produced(e))
            .collect();
        out.extend(unknown.iter().cloned());
        out.extend(unknown);
        out
    }
}

/// Verifies all emitted diagnostics (in emission order, each diagnostic
/// followed by its notes) against `exp` with [`Level::All`]. Returns every
/// failure in `mlir-opt`'s order: directive errors, then the failures of the
/// diagnostics, then the expectations not produced. Empty means success.
pub fn verify(exp: &Expectations, emitted: &[Emitted]) -> Vec<Failure> {
    verify_with(exp, emitted, Level::All)
}

/// [`verify`] at a given [`Level`].
pub fn verify_with(exp: &Expectations, emitted: &[Emitted], level: Level) -> Vec<Failure> {
    let mut out = exp.errors.clone();
    let mut v = Verifier::new(exp, level);
    out.extend(emitted.iter().filter_map(|d| v.process(d)));
    out.extend(v.finish());
    out
}

// ---------------------------------------------------------------------------
// Splitting
// ---------------------------------------------------------------------------

/// One chunk of a split input: a slice of the whole buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chunk<'a> {
    /// The chunk's bytes.
    pub text: &'a [u8],
    /// Byte offset of `text` in the whole buffer.
    pub offset: usize,
    /// Number of lines of the whole buffer before the chunk's first line
    /// (0-based line of its first byte).
    pub line_offset: u32,
    /// Number of bytes of that first line before the chunk's first byte.
    pub col_offset: u32,
}

impl Chunk<'_> {
    /// Turns a 1-based line and column inside the chunk into the whole
    /// file's, as `mlir-opt` reports them. Only for positions of the chunk's
    /// own text; a `loc("file":L:C)` written in the source is already
    /// absolute. A line or column 0 ("unknown") stays 0.
    pub fn to_buffer(&self, line: u32, col: u32) -> (u32, u32) {
        match (line, col) {
            (0, _) => (0, col),
            (1, 0) => (self.line_offset + 1, 0),
            (1, _) => (self.line_offset + 1, col + self.col_offset),
            _ => (self.line_offset + line, col),
        }
    }
}

/// A buffer split for `-split-input-file`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Split<'a> {
    /// The chunks, in order.
    pub chunks: Vec<Chunk<'a>>,
    /// `near miss with file split marker` warnings, printed before any chunk
    /// is processed (they do not make the run fail).
    pub warnings: Vec<Failure>,
}

/// Splits `src` like `mlir-opt -split-input-file[=marker]` (see the module
/// documentation for the exact rule); pass [`DEFAULT_SPLIT_MARKER`] for a
/// bare `-split-input-file` (or an empty `=`). An empty `marker` here
/// disables splitting: one chunk, the whole buffer, as `mlir-opt` without the
/// flag. So does a marker of one or two bytes, on which `mlir-opt` 22 hangs.
pub fn split_input<'a>(src: &'a (impl AsRef<[u8]> + ?Sized), marker: &str) -> Split<'a> {
    let src: &'a [u8] = src.as_ref();
    let whole = |src: &'a [u8]| Split {
        chunks: vec![Chunk { text: src, offset: 0, line_offset: 0, col_offset: 0 }],
        warnings: Vec::new(),
    };
    let mb = marker.as_bytes();
    if mb.len() < 3 {
        return whole(src);
    }
    let lines = LineIndex::new(src);
    let (cut, tail) = mb.split_at(mb.len() - 2);
    let bytes = src;

    // Pieces between occurrences of `cut`, as byte ranges.
    let mut pieces: Vec<(usize, usize)> = Vec::new();
    let mut start = 0usize;
    let mut i = 0usize;
    while i + cut.len() <= bytes.len() {
        if &bytes[i..i + cut.len()] == cut {
            pieces.push((start, i));
            i += cut.len();
            start = i;
        } else {
            i += 1;
        }
    }
    pieces.push((start, bytes.len()));

    let mut ranges: Vec<(usize, usize)> = Vec::new();
    let mut warnings = Vec::new();
    let mut prev = pieces[0];
    for &(s, e) in &pieces[1..] {
        if prev.0 == prev.1 {
            prev = (s, e);
            continue;
        }
        let piece = &bytes[s..e];
        if piece.starts_with(tail) && piece.len() > 2 && piece[2] != b'0' {
            ranges.push(prev);
            prev = (s + 2, e);
        } else {
            let (line, col) = lines.line_col(s);
            warnings.push(Failure {
                severity: Severity::Warning,
                loc: Loc::Buffer { line, col },
                range: 0,
                message: "near miss with file split marker".to_string(),
            });
            prev = (prev.0, e);
        }
    }
    if prev.0 != prev.1 {
        ranges.push(prev);
    }
    Split { chunks: ranges.into_iter().map(|(s, e)| make_chunk(src, &lines, s, e)).collect(), warnings }
}

fn make_chunk<'a>(src: &'a [u8], lines: &LineIndex, start: usize, end: usize) -> Chunk<'a> {
    let (line, col) = lines.line_col(start);
    Chunk { text: &src[start..end], offset: start, line_offset: line - 1, col_offset: col - 1 }
}

// ---------------------------------------------------------------------------
// POSIX extended regular expressions, as LLVM's `llvm::Regex` reads them.
// ---------------------------------------------------------------------------

/// Why LLVM's regex compiler rejects a pattern (the texts of its `regerror`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ReError {
    Empty,
    Paren,
    Brack,
    BadRpt,
    BadBr,
    Brace,
    Escape,
    Range,
    CType,
    Collate,
    SubReg,
}

impl ReError {
    fn message(self) -> &'static str {
        match self {
            ReError::Empty => "empty (sub)expression",
            ReError::Paren => "parentheses not balanced",
            ReError::Brack => "brackets ([ ]) not balanced",
            ReError::BadRpt => "repetition-operator operand invalid",
            ReError::BadBr => "invalid repetition count(s)",
            ReError::Brace => "braces not balanced",
            ReError::Escape => "trailing backslash (\\)",
            ReError::Range => "invalid character range",
            ReError::CType => "invalid character class",
            ReError::Collate => "invalid collating element",
            ReError::SubReg => "invalid backreference number",
        }
    }
}

/// A set of bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct ByteSet([u64; 4]);

impl ByteSet {
    const NONE: ByteSet = ByteSet([0; 4]);
    const ALL: ByteSet = ByteSet([u64::MAX; 4]);

    fn one(b: u8) -> ByteSet {
        let mut s = ByteSet::NONE;
        s.add(b);
        s
    }

    fn add(&mut self, b: u8) {
        self.0[(b >> 6) as usize] |= 1 << (b & 63);
    }

    fn has(&self, b: u8) -> bool {
        self.0[(b >> 6) as usize] & (1 << (b & 63)) != 0
    }

    fn invert(&mut self) {
        for w in &mut self.0 {
            *w = !*w;
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Look {
    Bol,
    Eol,
    WordStart,
    WordEnd,
}

impl Look {
    fn holds(self, h: &[u8], i: usize) -> bool {
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
        let before = i > 0 && word(h[i - 1]);
        let after = i < h.len() && word(h[i]);
        match self {
            Look::Bol => i == 0,
            Look::Eol => i == h.len(),
            Look::WordStart => !before && after,
            Look::WordEnd => before && !after,
        }
    }
}

#[derive(Clone, Debug)]
enum Node {
    Set(ByteSet),
    Look(Look),
    Group(usize, Box<Node>),
    Backref(usize),
    Concat(Vec<Node>),
    Alt(Vec<Node>),
    Repeat(Box<Node>, u32, Option<u32>),
}

impl Node {
    fn has_backref(&self) -> bool {
        match self {
            Node::Backref(_) => true,
            Node::Set(_) | Node::Look(_) => false,
            Node::Group(_, n) | Node::Repeat(n, _, _) => n.has_backref(),
            Node::Concat(v) | Node::Alt(v) => v.iter().any(Node::has_backref),
        }
    }
}

/// A character class: its name and membership test.
type Class = (&'static str, fn(u8) -> bool);

const CLASSES: &[Class] = &[
    ("alnum", |b| b.is_ascii_alphanumeric()),
    ("alpha", |b| b.is_ascii_alphabetic()),
    ("blank", |b| b == b' ' || b == b'\t'),
    ("cntrl", |b| (1..=31).contains(&b) || b == 127),
    ("digit", |b| b.is_ascii_digit()),
    ("graph", |b| b.is_ascii_graphic()),
    ("lower", |b| b.is_ascii_lowercase()),
    ("print", |b| b.is_ascii_graphic() || b == b' '),
    ("punct", |b| b.is_ascii_punctuation()),
    ("space", |b| matches!(b, b'\t' | b'\n' | 0x0b | 0x0c | b'\r' | b' ')),
    ("upper", |b| b.is_ascii_uppercase()),
    ("xdigit", |b| b.is_ascii_hexdigit()),
];

/// The POSIX names of collating elements (`[[.name.]]`, `[[=name=]]`).
const CHAR_NAMES: &[(&str, u8)] = &[
    ("NUL", 0),
    ("SOH", 1),
    ("STX", 2),
    ("ETX", 3),
    ("EOT", 4),
    ("ENQ", 5),
    ("ACK", 6),
    ("BEL", 7),
    ("alert", 7),
    ("BS", 8),
    ("backspace", 8),
    ("HT", 9),
    ("tab", 9),
    ("LF", 10),
    ("newline", 10),
    ("VT", 11),
    ("vertical-tab", 11),
    ("FF", 12),
    ("form-feed", 12),
    ("CR", 13),
    ("carriage-return", 13),
    ("SO", 14),
    ("SI", 15),
    ("DLE", 16),
    ("DC1", 17),
    ("DC2", 18),
    ("DC3", 19),
    ("DC4", 20),
    ("NAK", 21),
    ("SYN", 22),
    ("ETB", 23),
    ("CAN", 24),
    ("EM", 25),
    ("SUB", 26),
    ("ESC", 27),
    ("IS4", 28),
    ("FS", 28),
    ("IS3", 29),
    ("GS", 29),
    ("IS2", 30),
    ("RS", 30),
    ("IS1", 31),
    ("US", 31),
    ("space", b' '),
    ("exclamation-mark", b'!'),
    ("quotation-mark", b'"'),
    ("number-sign", b'#'),
    ("dollar-sign", b'$'),
    ("percent-sign", b'%'),
    ("ampersand", b'&'),
    ("apostrophe", b'\''),
    ("left-parenthesis", b'('),
    ("right-parenthesis", b')'),
    ("asterisk", b'*'),
    ("plus-sign", b'+'),
    ("comma", b','),
    ("hyphen", b'-'),
    ("hyphen-minus", b'-'),
    ("period", b'.'),
    ("full-stop", b'.'),
    ("slash", b'/'),
    ("solidus", b'/'),
    ("zero", b'0'),
    ("one", b'1'),
    ("two", b'2'),
    ("three", b'3'),
    ("four", b'4'),
    ("five", b'5'),
    ("six", b'6'),
    ("seven", b'7'),
    ("eight", b'8'),
    ("nine", b'9'),
    ("colon", b':'),
    ("semicolon", b';'),
    ("less-than-sign", b'<'),
    ("equals-sign", b'='),
    ("greater-than-sign", b'>'),
    ("question-mark", b'?'),
    ("commercial-at", b'@'),
    ("left-square-bracket", b'['),
    ("backslash", b'\\'),
    ("reverse-solidus", b'\\'),
    ("right-square-bracket", b']'),
    ("circumflex", b'^'),
    ("circumflex-accent", b'^'),
    ("underscore", b'_'),
    ("low-line", b'_'),
    ("grave-accent", b'`'),
    ("left-brace", b'{'),
    ("left-curly-bracket", b'{'),
    ("vertical-line", b'|'),
    ("right-brace", b'}'),
    ("right-curly-bracket", b'}'),
    ("tilde", b'~'),
    ("DEL", 127),
];

/// Largest repetition count LLVM accepts (`RE_DUP_MAX`).
const DUP_MAX: u32 = 255;

/// Recursive-descent reader of LLVM's ERE grammar; the first error wins.
///
/// Besides the tree it computes what LLVM's matcher depends on: the number
/// of `^` and `$` atoms and the length of LLVM's compiled program ("strip"),
/// each parse function returning the strip length of what it read.
struct ReParser<'p> {
    s: &'p [u8],
    i: usize,
    groups: usize,
    /// Strip length of the contents of groups 1-9, once closed.
    closed: [Option<usize>; 10],
    /// The contents of groups 1-9, once closed (for back-references).
    contents: Vec<Option<Node>>,
    bols: usize,
    eols: usize,
}

impl ReParser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.i).copied()
    }

    fn peek2(&self) -> Option<u8> {
        self.s.get(self.i + 1).copied()
    }

    fn next(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.i += 1;
        Some(b)
    }

    fn eat(&mut self, b: u8) -> bool {
        if self.peek() == Some(b) {
            self.i += 1;
            true
        } else {
            false
        }
    }

    fn eat2(&mut self, a: u8, b: u8) -> bool {
        if self.peek() == Some(a) && self.peek2() == Some(b) {
            self.i += 2;
            true
        } else {
            false
        }
    }

    fn digit_at(&self, j: usize) -> bool {
        self.s.get(j).is_some_and(u8::is_ascii_digit)
    }

    fn starts_repetition(&self) -> bool {
        match self.peek() {
            Some(b'*' | b'+' | b'?') => true,
            Some(b'{') => self.digit_at(self.i + 1),
            _ => false,
        }
    }

    /// Alternatives up to the end, or up to `)` when `in_group`.
    fn alternation(&mut self, in_group: bool) -> Result<(Node, usize), ReError> {
        let mut alts = Vec::new();
        let mut size = 0;
        loop {
            let mut items = Vec::new();
            let mut emitted = 0;
            while let Some(c) = self.peek() {
                if c == b'|' || (in_group && c == b')') {
                    break;
                }
                let (item, item_size) = self.piece()?;
                emitted += item_size;
                items.push(item);
            }
            // Also `x{0}`, which compiles to nothing at all.
            if emitted == 0 {
                return Err(ReError::Empty);
            }
            size += emitted;
            alts.push(Node::Concat(items));
            if !self.eat(b'|') {
                break;
            }
        }
        Ok(if alts.len() == 1 {
            (alts.pop().expect("one alternative"), size)
        } else {
            size += 2 * alts.len();
            (Node::Alt(alts), size)
        })
    }

    /// An atom and its optional repetition.
    fn piece(&mut self) -> Result<(Node, usize), ReError> {
        let c = self.next().ok_or(ReError::Empty)?;
        let mut caret = false;
        let mut size = 1;
        let atom = match c {
            b'(' => {
                if self.peek().is_none() {
                    return Err(ReError::Paren);
                }
                self.groups += 1;
                let index = self.groups;
                let (inner, inner_size) =
                    if self.peek() == Some(b')') { (Node::Concat(Vec::new()), 0) } else { self.alternation(true)? };
                if index < 10 {
                    self.closed[index] = Some(inner_size);
                    self.contents[index] = Some(inner.clone());
                }
                if !self.eat(b')') {
                    return Err(ReError::Paren);
                }
                size = inner_size + 2;
                Node::Group(index, Box::new(inner))
            }
            b')' => return Err(ReError::Paren),
            b'^' => {
                caret = true;
                self.bols += 1;
                Node::Look(Look::Bol)
            }
            b'$' => {
                self.eols += 1;
                Node::Look(Look::Eol)
            }
            b'|' => return Err(ReError::Empty),
            b'*' | b'+' | b'?' => return Err(ReError::BadRpt),
            b'.' => Node::Set(ByteSet::ALL),
            b'[' => self.bracket()?,
            b'\\' => {
                let c = self.next().ok_or(ReError::Escape)?;
                if (b'1'..=b'9').contains(&c) {
                    let n = usize::from(c - b'0');
                    size = self.closed[n].ok_or(ReError::SubReg)? + 2;
                    Node::Backref(n)
                } else {
                    Node::Set(ByteSet::one(c))
                }
            }
            b'{' => {
                if self.digit_at(self.i) {
                    return Err(ReError::BadRpt);
                }
                Node::Set(ByteSet::one(b'{'))
            }
            _ => Node::Set(ByteSet::one(c)),
        };
        if !self.starts_repetition() {
            return Ok((atom, size));
        }
        let op = self.next().expect("repetition operator");
        if caret {
            return Err(ReError::BadRpt);
        }
        let (min, max) = match op {
            b'*' | b'?' => (0, if op == b'*' { None } else { Some(1) }),
            b'+' => (1, None),
            _ => {
                let min = self.count()?;
                let max = if self.eat(b',') {
                    if self.digit_at(self.i) {
                        let max = self.count()?;
                        if min > max {
                            return Err(ReError::BadBr);
                        }
                        Some(max)
                    } else {
                        None
                    }
                } else {
                    Some(min)
                };
                if !self.eat(b'}') {
                    while self.peek().is_some_and(|c| c != b'}') {
                        self.i += 1;
                    }
                    return Err(if self.peek().is_none() { ReError::Brace } else { ReError::BadBr });
                }
                (min, max)
            }
        };
        if self.starts_repetition() {
            return Err(ReError::BadRpt);
        }
        let size = match op {
            b'*' | b'?' => size + 4,
            b'+' => size + 2,
            _ => repeat_size(size, min, max),
        };
        Ok((Node::Repeat(Box::new(atom), min, max), size))
    }

    fn count(&mut self) -> Result<u32, ReError> {
        let mut n = 0u32;
        let mut digits = 0;
        while let Some(c) = self.peek() {
            if !c.is_ascii_digit() || n > DUP_MAX {
                break;
            }
            n = n * 10 + u32::from(c - b'0');
            digits += 1;
            self.i += 1;
        }
        if digits == 0 || n > DUP_MAX {
            return Err(ReError::BadBr);
        }
        Ok(n)
    }

    /// After `[`: a bracket expression (or a word-boundary kludge).
    fn bracket(&mut self) -> Result<Node, ReError> {
        let rest = &self.s[self.i..];
        if rest.len() > 5 {
            if rest.starts_with(b"[:<:]]") {
                self.i += 6;
                return Ok(Node::Look(Look::WordStart));
            }
            if rest.starts_with(b"[:>:]]") {
                self.i += 6;
                return Ok(Node::Look(Look::WordEnd));
            }
        }
        let mut set = ByteSet::NONE;
        let negate = self.eat(b'^');
        if self.eat(b']') {
            set.add(b']');
        } else if self.eat(b'-') {
            set.add(b'-');
        }
        while let Some(c) = self.peek() {
            if c == b']' || (c == b'-' && self.peek2() == Some(b']')) {
                break;
            }
            self.bracket_term(&mut set)?;
        }
        if self.eat(b'-') {
            set.add(b'-');
        }
        if self.next() != Some(b']') {
            return Err(ReError::Brack);
        }
        if negate {
            set.invert();
        }
        Ok(Node::Set(set))
    }

    fn bracket_term(&mut self, set: &mut ByteSet) -> Result<(), ReError> {
        match (self.peek(), self.peek2()) {
            (Some(b'['), Some(b':')) => {
                self.i += 2;
                match self.peek() {
                    None => return Err(ReError::Brack),
                    Some(b'-' | b']') => return Err(ReError::CType),
                    _ => {}
                }
                let start = self.i;
                while self.peek().is_some_and(|c| c.is_ascii_alphabetic()) {
                    self.i += 1;
                }
                let name = &self.s[start..self.i];
                let (_, class) = CLASSES.iter().find(|(n, _)| n.as_bytes() == name).ok_or(ReError::CType)?;
                for b in 0..=255u8 {
                    if class(b) {
                        set.add(b);
                    }
                }
                if self.peek().is_none() {
                    return Err(ReError::Brack);
                }
                if !self.eat2(b':', b']') {
                    return Err(ReError::CType);
                }
            }
            (Some(b'['), Some(b'=')) => {
                self.i += 2;
                match self.peek() {
                    None => return Err(ReError::Brack),
                    Some(b'-' | b']') => return Err(ReError::Collate),
                    _ => {}
                }
                let b = self.collating_element(b'=')?;
                if self.peek().is_none() {
                    return Err(ReError::Brack);
                }
                if !self.eat2(b'=', b']') {
                    return Err(ReError::Collate);
                }
                set.add(b);
            }
            (Some(b'-'), _) => return Err(ReError::Range),
            _ => {
                let first = self.bracket_symbol()?;
                let last = if self.peek() == Some(b'-') && self.peek2().is_some_and(|c| c != b']') {
                    self.i += 1;
                    if self.eat(b'-') {
                        b'-'
                    } else {
                        self.bracket_symbol()?
                    }
                } else {
                    first
                };
                // LLVM compares plain (signed) chars.
                let (lo, hi) = (first as i8, last as i8);
                if lo > hi {
                    return Err(ReError::Range);
                }
                for b in lo..=hi {
                    set.add(b as u8);
                }
            }
        }
        Ok(())
    }

    fn bracket_symbol(&mut self) -> Result<u8, ReError> {
        if self.peek().is_none() {
            return Err(ReError::Brack);
        }
        if !self.eat2(b'[', b'.') {
            return Ok(self.next().expect("checked above"));
        }
        let b = self.collating_element(b'.')?;
        if !self.eat2(b'.', b']') {
            return Err(ReError::Collate);
        }
        Ok(b)
    }

    fn collating_element(&mut self, end: u8) -> Result<u8, ReError> {
        let start = self.i;
        while self.peek().is_some() && !(self.peek() == Some(end) && self.peek2() == Some(b']')) {
            self.i += 1;
        }
        if self.peek().is_none() {
            return Err(ReError::Brack);
        }
        let name = &self.s[start..self.i];
        if let Some(&(_, b)) = CHAR_NAMES.iter().find(|(n, _)| n.as_bytes() == name) {
            return Ok(b);
        }
        if name.len() == 1 {
            return Ok(name[0]);
        }
        Err(ReError::Collate)
    }
}

/// Strip length of LLVM's expansion of `x{min,max}` for an `x` of `size`.
fn repeat_size(size: usize, min: u32, max: Option<u32>) -> usize {
    match (min, max) {
        (0, Some(0)) => 0,
        (0, Some(1)) => size + 4,
        (0, max) => 4 + repeat_size(size, 1, max),
        (1, Some(1)) => size,
        (1, None) => size + 2,
        (1, Some(max)) => size + 4 + repeat_size(size, 1, Some(max - 1)),
        (min, max) => size + repeat_size(size, min - 1, max.map(|m| m - 1)),
    }
}

/// A compiled ERE: a Thompson NFA simulated over bytes (linear time), or,
/// with back-references, a backtracking matcher checked against the NFA of
/// the pattern with each `\N` replaced by a copy of group N, as LLVM does.
#[derive(Clone, Debug)]
struct Regex {
    root: Node,
    groups: usize,
    backrefs: bool,
    /// `None` if it would be too big (then only the backtracker decides).
    prog: Option<Vec<Inst>>,
    anchors: Anchors,
}

/// How LLVM's matcher passes assertions (see [`run_nfa`]).
#[derive(Clone, Copy, Debug)]
struct Anchors {
    /// Number of `^` atoms in the pattern.
    bols: usize,
    /// Number of `$` atoms in the pattern.
    eols: usize,
    /// LLVM's program fits its small matcher (at most 64 states), which
    /// passes one layer of assertions per step; the large one passes chains.
    small: bool,
}

#[derive(Clone, Debug)]
enum Inst {
    Set(ByteSet),
    Look(Look),
    Split(usize, usize),
    Jmp(usize),
    Match,
}

/// Largest NFA built; bigger patterns (huge nested counts) backtrack.
const MAX_INSTS: usize = 200_000;
/// Work bound of the backtracking matcher; past it the match fails.
const MAX_STEPS: usize = 5_000_000;

impl Regex {
    fn new(pattern: &[u8]) -> Result<Regex, ReError> {
        let mut p =
            ReParser { s: pattern, i: 0, groups: 0, closed: [None; 10], contents: vec![None; 10], bols: 0, eols: 0 };
        let (root, size) = p.alternation(false)?;
        let anchors = Anchors {
            bols: p.bols,
            eols: p.eols,
            // Two `OEND`s frame the program.
            small: size + 2 <= 64,
        };
        debug_assert!(p.i == pattern.len());
        let backrefs = root.has_backref();
        let mut insts = Vec::new();
        let compiled =
            if backrefs { compile(&copy_backrefs(&root, &p.contents), &mut insts) } else { compile(&root, &mut insts) };
        let prog = compiled.then(|| {
            insts.push(Inst::Match);
            insts
        });
        Ok(Regex { root, groups: p.groups, backrefs, prog, anchors })
    }

    /// Whether the pattern matches somewhere in `h`.
    fn is_match(&self, h: &[u8]) -> bool {
        if let (false, Some(prog)) = (self.backrefs, &self.prog) {
            return run_nfa(prog, h, self.anchors, None);
        }
        let mut bt = Backtracker { h, steps: 0, caps: vec![None; self.groups + 1] };
        (0..=h.len()).any(|start| {
            bt.caps.iter_mut().for_each(|c| *c = None);
            bt.node(&self.root, start, &mut |_, end| {
                self.prog.as_ref().is_none_or(|prog| run_nfa(prog, h, self.anchors, Some((start, end))))
            })
        })
    }
}

/// `n` with every back-reference replaced by a copy of its group's contents.
fn copy_backrefs(n: &Node, contents: &[Option<Node>]) -> Node {
    match n {
        Node::Backref(i) => contents[*i].as_ref().map_or(Node::Concat(Vec::new()), |g| copy_backrefs(g, contents)),
        Node::Set(_) | Node::Look(_) => n.clone(),
        Node::Group(i, inner) => Node::Group(*i, Box::new(copy_backrefs(inner, contents))),
        Node::Concat(v) => Node::Concat(v.iter().map(|x| copy_backrefs(x, contents)).collect()),
        Node::Alt(v) => Node::Alt(v.iter().map(|x| copy_backrefs(x, contents)).collect()),
        Node::Repeat(x, min, max) => Node::Repeat(Box::new(copy_backrefs(x, contents)), *min, *max),
    }
}

/// Appends the NFA of `n`; false if it grows too big.
fn compile(n: &Node, out: &mut Vec<Inst>) -> bool {
    if out.len() > MAX_INSTS {
        return false;
    }
    match n {
        Node::Set(s) => out.push(Inst::Set(*s)),
        Node::Look(l) => out.push(Inst::Look(*l)),
        Node::Group(_, inner) => return compile(inner, out),
        Node::Backref(_) => return false,
        Node::Concat(items) => return items.iter().all(|item| compile(item, out)),
        Node::Alt(items) => {
            let mut jumps = Vec::new();
            for (k, item) in items.iter().enumerate() {
                if k + 1 == items.len() {
                    if !compile(item, out) {
                        return false;
                    }
                } else {
                    let split = out.len();
                    out.push(Inst::Split(split + 1, 0));
                    if !compile(item, out) {
                        return false;
                    }
                    jumps.push(out.len());
                    out.push(Inst::Jmp(0));
                    out[split] = Inst::Split(split + 1, out.len());
                }
            }
            let end = out.len();
            for j in jumps {
                out[j] = Inst::Jmp(end);
            }
        }
        Node::Repeat(x, min, max) => {
            for _ in 0..*min {
                if !compile(x, out) {
                    return false;
                }
            }
            match max {
                None => {
                    let split = out.len();
                    out.push(Inst::Split(split + 1, 0));
                    if !compile(x, out) {
                        return false;
                    }
                    out.push(Inst::Jmp(split));
                    out[split] = Inst::Split(split + 1, out.len());
                }
                Some(max) => {
                    let mut splits = Vec::new();
                    for _ in *min..*max {
                        splits.push(out.len());
                        out.push(Inst::Split(out.len() + 1, 0));
                        if !compile(x, out) {
                            return false;
                        }
                    }
                    let end = out.len();
                    for s in splits {
                        out[s] = Inst::Split(s + 1, end);
                    }
                }
            }
        }
    }
    out.len() <= MAX_INSTS
}

/// Unanchored NFA simulation: does any match exist?
///
/// Assertions are passed the way LLVM's engine (Henry Spencer's) passes them
/// between two bytes: first as many `^`/`$` steps as the pattern has `^`
/// (at the start) plus `$` (at the end) atoms, then one word-boundary step,
/// and only then the match is checked. The small matcher passes one layer of
/// assertions per step, the large one whole chains. So `[[:>:]]$` never
/// matches (the `$` step comes too early) while `$[[:>:]]` can, and `${2}`
/// (one `$` atom, two assertions) cannot in a small pattern.
///
/// With a `span`, only a match from exactly its start to its end counts.
fn run_nfa(prog: &[Inst], h: &[u8], anchors: Anchors, span: Option<(usize, usize)>) -> bool {
    let (first, last) = span.unwrap_or((0, h.len()));
    let mut nfa = NfaSet { prog, member: vec![false; prog.len()], states: Vec::new(), stack: Vec::new() };
    let mut consumed: Vec<usize> = Vec::new();
    for pos in first..=last {
        nfa.clear();
        // A fresh start at every position (at the first one only for a
        // span), plus what the last byte reached.
        if span.is_none() || pos == first {
            nfa.stack.push(0);
        }
        nfa.stack.append(&mut consumed);
        nfa.close(|_| false);
        let bol = pos == 0;
        let eol = pos == h.len();
        let line_ok = |l: Look| (l == Look::Bol && bol) || (l == Look::Eol && eol);
        let mut steps = 0;
        if bol {
            steps += anchors.bols;
        }
        if eol {
            steps += anchors.eols;
        }
        if anchors.small {
            for _ in 0..steps {
                nfa.pass(line_ok);
                nfa.close(|_| false);
            }
        } else if steps > 0 {
            nfa.pass(line_ok);
            nfa.close(line_ok);
        }
        let (bow, eow) = (Look::WordStart.holds(h, pos), Look::WordEnd.holds(h, pos));
        if bow || eow {
            let word_ok = |l: Look| (l == Look::WordStart && bow) || (l == Look::WordEnd && eow);
            nfa.pass(word_ok);
            if anchors.small {
                nfa.close(|_| false);
            } else {
                nfa.close(word_ok);
            }
        }
        if (span.is_none() || pos == last) && nfa.states.iter().any(|&pc| matches!(prog[pc], Inst::Match)) {
            return true;
        }
        if pos == last {
            break;
        }
        for &pc in &nfa.states {
            if let Inst::Set(s) = &prog[pc] {
                if s.has(h[pos]) {
                    consumed.push(pc + 1);
                }
            }
        }
    }
    false
}

/// The state set of [`run_nfa`] at one position.
struct NfaSet<'p> {
    prog: &'p [Inst],
    member: Vec<bool>,
    states: Vec<usize>,
    stack: Vec<usize>,
}

impl NfaSet<'_> {
    fn clear(&mut self) {
        for &pc in &self.states {
            self.member[pc] = false;
        }
        self.states.clear();
    }

    /// Queues the states after the assertions in the set that `ok` allows.
    fn pass(&mut self, ok: impl Fn(Look) -> bool) {
        for &pc in &self.states {
            if let Inst::Look(l) = self.prog[pc] {
                if ok(l) {
                    self.stack.push(pc + 1);
                }
            }
        }
    }

    /// Adds the queued states and all reachable through jumps and through
    /// the assertions that `ok` allows.
    fn close(&mut self, ok: impl Fn(Look) -> bool) {
        while let Some(pc) = self.stack.pop() {
            if self.member[pc] {
                continue;
            }
            self.member[pc] = true;
            self.states.push(pc);
            match self.prog[pc] {
                Inst::Split(a, b) => {
                    self.stack.push(b);
                    self.stack.push(a);
                }
                Inst::Jmp(t) => self.stack.push(t),
                Inst::Look(l) if ok(l) => self.stack.push(pc + 1),
                _ => {}
            }
        }
    }
}

/// Continuation-passing backtracking matcher over the pattern tree.
struct Backtracker<'h> {
    h: &'h [u8],
    steps: usize,
    caps: Vec<Option<(usize, usize)>>,
}

type Cont<'k, 'h> = &'k mut dyn FnMut(&mut Backtracker<'h>, usize) -> bool;

impl<'h> Backtracker<'h> {
    fn node(&mut self, n: &Node, i: usize, k: Cont<'_, 'h>) -> bool {
        self.steps += 1;
        if self.steps > MAX_STEPS {
            return false;
        }
        match n {
            Node::Set(s) => i < self.h.len() && s.has(self.h[i]) && k(self, i + 1),
            Node::Look(l) => l.holds(self.h, i) && k(self, i),
            Node::Group(index, inner) => {
                let index = *index;
                self.node(inner, i, &mut |bt: &mut Backtracker<'h>, j| {
                    let old = bt.caps[index];
                    bt.caps[index] = Some((i, j));
                    if k(bt, j) {
                        return true;
                    }
                    bt.caps[index] = old;
                    false
                })
            }
            Node::Backref(index) => match self.caps[*index] {
                Some((s, e)) => {
                    let len = e - s;
                    i + len <= self.h.len() && self.h[s..e] == self.h[i..i + len] && k(self, i + len)
                }
                None => false,
            },
            Node::Concat(items) => self.seq(items, i, k),
            Node::Alt(items) => {
                for item in items {
                    if self.node(item, i, &mut *k) {
                        return true;
                    }
                }
                false
            }
            Node::Repeat(x, min, max) => self.repeat(x, *min, *max, 0, i, k),
        }
    }

    fn seq(&mut self, items: &[Node], i: usize, k: Cont<'_, 'h>) -> bool {
        match items.split_first() {
            None => k(self, i),
            Some((first, rest)) => self.node(first, i, &mut |bt: &mut Backtracker<'h>, j| bt.seq(rest, j, &mut *k)),
        }
    }

    fn repeat(&mut self, x: &Node, min: u32, max: Option<u32>, count: u32, i: usize, k: Cont<'_, 'h>) -> bool {
        if max.is_none_or(|m| count < m) {
            let more = self.node(x, i, &mut |bt: &mut Backtracker<'h>, j| {
                // An empty iteration past the minimum cannot help.
                if j == i && count >= min {
                    return false;
                }
                bt.repeat(x, min, max, count + 1, j, &mut *k)
            });
            if more {
                return true;
            }
        }
        count >= min && k(self, i)
    }
}

#[cfg(test)]
mod tests {
    //! Unless said otherwise, the inputs, emitted diagnostics and expected
    //! failure texts (with their line:col) below were observed from
    //! `mlir-opt` 22.1 (`-verify-diagnostics [-split-input-file]`).

    use super::*;

    fn unknown_err(message: &str) -> Failure {
        Failure { severity: Severity::Error, loc: Loc::Unknown, range: 0, message: message.to_string() }
    }

    fn warn(line: u32, col: u32) -> Failure {
        Failure {
            severity: Severity::Warning,
            loc: Loc::Buffer { line, col },
            range: 0,
            message: "near miss with file split marker".to_string(),
        }
    }

    fn texts(failures: &[Failure]) -> Vec<String> {
        failures.iter().map(ToString::to_string).collect()
    }

    /// The header of the transform-dialect test files used in the
    /// experiments: lines 1-6; every op `test.a` got the remark below.
    const HDR: &str = r#"module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg0: !transform.any_op) {
    %f = transform.structured.match ops{["test.a"]} in %arg0 : (!transform.any_op) -> !transform.any_op
    transform.debug.emit_remark_at %f, "hello {{world}} (x)" : !transform.any_op
    transform.yield
  }
"#;
    const HELLO: &str = "hello {{world}} (x)";

    fn with_hdr(body: &str) -> String {
        format!("{HDR}{body}}}\n")
    }

    /// Remarks `HELLO` at every line (1-based) of `src` holding `"test.a"`
    /// without an explicit location, at the column of the `"`.
    fn hello_remarks(src: &str) -> Vec<Emitted> {
        src.split('\n')
            .enumerate()
            .filter(|(_, l)| l.contains("\"test.a\"()") && !l.contains("loc("))
            .map(|(i, l)| {
                let col = l.find('"').unwrap() + 1;
                Emitted::at(Severity::Remark, i as u32 + 1, col as u32, HELLO)
            })
            .collect()
    }

    #[test]
    fn split_file_reports_whole_file_lines() {
        let src = "func.func @f() -> i32 {
  %c = arith.constant 1 : i32
  // expected-error@+1 {{has 1 operands}}
  func.return
}

// -----

func.func @g() -> i32 {
  %c = arith.constant 1 : i32
  func.return %c, %c : i32, i32
}

// -----

func.func @h() {
  // expected-error@+1 {{not produced thing}}
  func.return
}
// expected-warning {{dangling}}
";
        let split = split_input(src, DEFAULT_SPLIT_MARKER);
        assert_eq!(split.chunks.len(), 3);
        assert!(split.warnings.is_empty());
        // The second chunk starts right after the marker on line 7.
        assert_eq!(split.chunks[1].line_offset, 6);
        assert_eq!(split.chunks[1].to_buffer(5, 3), (11, 3));
        let exp = parse_expectations(src);
        let emitted = [
            Emitted::at(
                Severity::Error,
                4,
                3,
                "'func.return' op has 0 operands, but enclosing function (@f) returns 1",
            ),
            Emitted::at(
                Severity::Error,
                11,
                3,
                "'func.return' op has 2 operands, but enclosing function (@g) returns 1",
            ),
        ];
        let failures = verify(&exp, &emitted);
        assert_eq!(
            texts(&failures),
            [
                "4:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1",
                "11:3: error: unexpected error: 'func.return' op has 2 operands, but enclosing function (@g) returns 1",
                "3:6: error: expected error \"has 1 operands\" was not produced",
                "17:6: error: expected error \"not produced thing\" was not produced",
                "20:4: error: expected warning \"dangling\" was not produced",
            ]
        );
        assert_eq!(failures[2].range, 14);
        assert_eq!(
            failures[2].render("b.mlir", src),
            "b.mlir:3:6: error: expected error \"has 1 operands\" was not produced
  // expected-error@+1 {{has 1 operands}}
     ^~~~~~~~~~~~~~
"
        );
        assert_eq!(
            failures[0].render("b.mlir", src),
            "b.mlir:4:3: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
  func.return
  ^
"
        );
    }

    #[test]
    fn notes_duplicates_near_misses_and_unknown() {
        let src = "func.func @f() {
  return
}
// expected-error@+2 {{redefinition of symbol}}
// expected-note@-4 {{see existing symbol definition here}}
func.func @f() {
  return
}

// -----

func.func @g() -> i32 {
  %c = arith.constant 1 : i32
  // expected-error@+2 {{has 2 operands}}
  // expected-error@+1 {{has 2 operands}}
  func.return %c, %c : i32, i32
}

// -----
// expected-warning@+2 {{has 2 operands}}
func.func @h() -> i32 {
  %c = arith.constant 1 : i32
  func.return %c, %c : i32, i32 loc(unknown)
}
// -----
func.func @k() -> i32 {
  %c = arith.constant 1 : i32
  // expected-remark@+2 {{has 2 operands}}
  // expected-warning@+1 {{has 2 operands}}
  func.return %c, %c : i32, i32
}
";
        let exp = parse_expectations(src);
        let two = |f: &str| format!("'func.return' op has 2 operands, but enclosing function (@{f}) returns 1");
        let emitted = [
            Emitted::at(Severity::Error, 6, 1, "redefinition of symbol named 'f'"),
            Emitted::at(Severity::Note, 1, 1, "see existing symbol definition here"),
            Emitted::at(Severity::Error, 16, 3, two("g")),
            Emitted::unknown(Severity::Error, two("h")),
            Emitted::at(Severity::Error, 30, 3, two("k")),
        ];
        assert_eq!(
            texts(&verify(&exp, &emitted)),
            [
                "<unknown>:0: error: unexpected error: 'func.return' op has 2 operands, but enclosing function (@h) returns 1",
                "29:6: error: 'error' diagnostic emitted when expecting a 'warning'",
                "15:6: error: expected error \"has 2 operands\" was not produced",
                "20:4: error: expected warning \"has 2 operands\" was not produced",
                "28:6: error: expected remark \"has 2 operands\" was not produced",
                "29:6: error: expected warning \"has 2 operands\" was not produced",
            ]
        );
        let near = Verifier::new(&exp, Level::All).process(&emitted[4]).unwrap();
        assert_eq!(
            near.render("c.mlir", src),
            "c.mlir:29:6: error: 'error' diagnostic emitted when expecting a 'warning'
  // expected-warning@+1 {{has 2 operands}}
     ^
"
        );
    }

    #[test]
    fn expectations_are_not_consumed() {
        let src = "  // expected-remark@below {{hello}}
  // expected-remark@below {{hello}}
  return
";
        let exp = parse_expectations(src);
        let emitted =
            [Emitted::at(Severity::Remark, 3, 3, "hello world"), Emitted::at(Severity::Remark, 3, 3, "hello world")];
        assert_eq!(texts(&verify(&exp, &emitted)), ["2:6: error: expected remark \"hello\" was not produced"]);
    }

    #[test]
    fn regex_directive_errors() {
        let body = r#"  "test.a"() : () -> () // expected-remark-re {{hel{{l+}}o {{[{]+}wor}}
  "test.a"() : () -> () // expected-remark-re {{{{}}}}
  "test.a"() : () -> () // expected-remark-re {{}}
  "test.a"() : () -> () // expected-remark-re {{a{{(}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{[}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{*}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{x{2,1}}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{\}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{[z-a]}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{a||b}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{[[:foo:]]}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{()}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{\1}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{x{1}}}}
  "test.a"() : () -> () // expected-remark-re {{a{{)}}}}
"#;
        let src = with_hdr(body);
        let exp = parse_expectations(&src);
        let mut expected: Vec<String> = [
            (7, "found start of regex with no end '}}'"),
            (8, "invalid regex: empty (sub)expression"),
            (10, "invalid regex: parentheses not balanced"),
            (11, "invalid regex: brackets ([ ]) not balanced"),
            (12, "invalid regex: repetition-operator operand invalid"),
            (13, "invalid regex: invalid repetition count(s)"),
            (14, "invalid regex: trailing backslash (\\)"),
            (15, "invalid regex: invalid character range"),
            (16, "invalid regex: empty (sub)expression"),
            (17, "invalid regex: invalid character class"),
            (19, "invalid regex: invalid backreference number"),
            (20, "invalid regex: braces not balanced"),
            (21, "invalid regex: parentheses not balanced"),
        ]
        .iter()
        .map(|(line, m)| format!("{line}:28: error: {m}"))
        .collect();
        assert_eq!(texts(exp.errors()), expected);
        assert_eq!(exp.errors()[0].range, 21);
        assert_eq!(
            exp.errors()[0].render("t.mlir", &src),
            r#"t.mlir:7:28: error: found start of regex with no end '}}'
  "test.a"() : () -> () // expected-remark-re {{hel{{l+}}o {{[{]+}wor}}
                           ^~~~~~~~~~~~~~~~~~~~~
"#
        );
        for line in 7..=21 {
            expected.push(format!("{line}:3: error: unexpected remark: {HELLO}"));
        }
        expected.push("9:28: error: expected remark \"\" was not produced".to_string());
        expected.push("18:28: error: expected remark \"a{{()}}\" was not produced".to_string());
        assert_eq!(texts(&verify(&exp, &hello_remarks(&src))), expected);
    }

    #[test]
    fn more_regex_errors() {
        let cases = [
            ("x{1", "braces not balanced"),
            ("[[.foo.]]", "invalid collating element"),
            ("[[=ab=]]", "invalid collating element"),
            ("a**", "repetition-operator operand invalid"),
            ("^*", "repetition-operator operand invalid"),
            ("{1", "repetition-operator operand invalid"),
            ("[a-c-e]", "invalid character range"),
            ("[[:alpha:]", "brackets ([ ]) not balanced"),
            ("[[:alpha]]", "invalid character class"),
            ("[[.]", "brackets ([ ]) not balanced"),
            ("(l)\\2", "invalid backreference number"),
            ("([xyz]|h)e(l){2", "braces not balanced"),
        ];
        for (part, message) in cases {
            let err = Regex::new(part.as_bytes()).unwrap_err();
            assert_eq!(err.message(), message, "{part}");
        }
    }

    #[test]
    fn regex_matching() {
        // Each line's remark was matched by mlir-opt (`true`) or not.
        let cases = [
            ("hel{{l+}}o {{[{]+}}wor", true),
            ("he{{(l)\\1}}o", false), // valid alone, invalid combined
            ("{{[[:<:]]}}world{{[[:>:]]}}", true),
            ("{{[[:<:]]}}orld", false),
            ("{{[[.left-brace.]]{2}w}}", true),
            ("hello {{\\{\\{}}wo{{r{1,2}l{,3}}}", false),
            ("{{a{,3}}}", false),
            ("{{x{0}hello}}", true),
            ("{{\\(x\\)$}}", true),
            ("{{(x)$}}", false),
            ("^hello {{.*}} \\(x\\)$", false), // literal parts are escaped
            ("{{^}}hello", true),
            ("", false),
        ];
        for (text, expected) in cases {
            let re = compile_expected_regex(text).unwrap();
            let got = re.is_some_and(|r| r.is_match(HELLO.as_bytes()));
            assert_eq!(got, expected, "{text}");
        }
        // How LLVM's matcher passes assertions: `$` steps before word
        // boundaries, one layer per step in small programs (here with the
        // message "aab-bbc_cc 1223 [x] a.b|c").
        let cases = [
            ("{{c${2}()}}", false),
            ("{{(z{70}|q)?c${2}()}}", true),
            ("{{([[:<:]]){2}aab}}", false),
            ("{{(z{70}|q)?([[:<:]]){2}aab}}", true),
            ("{{(z{70}|q)?c[[:>:]]$}}", false),
            ("{{(z{70}|q)?c$[[:>:]]}}", true),
            ("{{c$[[:>:]]}}", true),
            ("{{(^){2}aab}}", false),
            ("{{(z{70}|q)?(^){2}aab}}", true),
            ("{{(^)*aab}}", true),
            ("{{(^|x)+aab}}", true),
            ("{{${2}()?}}", false),
        ];
        for (text, expected) in cases {
            let re = compile_expected_regex(text).unwrap().unwrap();
            let got = re.is_match(b"aab-bbc_cc 1223 [x] a.b|c");
            assert_eq!(got, expected, "{text}");
        }
        // Not from mlir-opt: the engines, checked on their own.
        let m = |p: &str, h: &str| Regex::new(p.as_bytes()).unwrap().is_match(h.as_bytes());
        assert!(m("(a|b)\\1c", "xbbc"));
        assert!(!m("(a|b)\\1c", "xabc"));
        assert!(m("^(a*)*$", "aaaa"));
        assert!(m("[]a]+$", "x]a]"));
        assert!(m("[^]a]", "a]b"));
        assert!(!m("[^]a]", "a]]"));
        assert!(m("a{2,3}b", "caaab"));
        assert!(!m("^a{2,3}b", "ab"));
        assert!(m("[[:digit:]-]+x", "1-2x"));
        assert!(m("a.c", "a\nc"));
        assert!(m("a{b", "a{b"));
        assert_eq!(Regex::new(b"x{0}").unwrap_err(), ReError::Empty);
        assert!(m("ab|cd", "xcd"));
    }

    #[test]
    fn directive_syntax() {
        let body = r#"  "test.a"() : () -> () // expected-remark {{hello}} trailing
  // expected-remark@+010 {{hello}}
  "test.b"() : () -> ()
  "test.b"() : () -> ()
  "test.b"() : () -> ()
  "test.b"() : () -> ()
  "test.b"() : () -> ()
  "test.b"() : () -> ()
  "test.b"() : () -> ()
  "test.a"() : () -> ()
  "test.a"() : () -> () // expected-remark-re {{hel{{l+}}o {{[{]+}}wor}}
  "test.a"() : () -> () // expected-remark {{hello {{world}} (x)}}
  "test.a"() : () -> () // expected-remark {{}}
  "test.a"() : () -> () // expected-remark@+09 {{hello}}
  "test.a"() : () -> () // expected-remark@+99999999999 {{hello}}
  "test.a"() : () -> () // expected-remark@-00 {{hello}}
  "test.a"() : () -> () // expected-remark {{hello}} expected-error {{x}}
  "test.a"() : () -> () // expected-remark {{hello}}}}
  "test.a"() : () -> () // expected-remark {{hello {{world}}
  "test.a"() : () -> () // expected-remark {{ hello}}
  "test.a"() : () -> () // expected-remark {{hello}} 	 
  "test.b"() : () -> ()	// 	expected-remark	{{nomatch}}
  "test.b"() : () -> ()	//	expected-error {{nomatch	x}}
"#;
        let src = with_hdr(body);
        let exp = parse_expectations(&src);
        assert_eq!(exp.located()[0].target, Target::Line(16)); // 8 + octal 010
        assert_eq!(exp.located()[0].col, 6);
        // `@+09` and `@+99999999999` (lines 20, 21) are not numbers LLVM
        // reads: they reuse the last offset read, 8 (from line 8).
        assert_eq!(exp.located()[4].target, Target::Line(28));
        assert_eq!(exp.located()[5].target, Target::Line(29));
        assert_eq!(
            texts(&verify(&exp, &hello_remarks(&src))),
            [
                "7:3: error: unexpected remark: hello {{world}} (x)",
                "20:3: error: unexpected remark: hello {{world}} (x)",
                "21:3: error: unexpected remark: hello {{world}} (x)",
                "23:3: error: unexpected remark: hello {{world}} (x)",
                "24:3: error: unexpected remark: hello {{world}} (x)",
                "26:3: error: unexpected remark: hello {{world}} (x)",
                "20:28: error: expected remark \"hello\" was not produced",
                "21:28: error: expected remark \"hello\" was not produced",
                "23:28: error: expected remark \"hello}} expected-error {{x\" was not produced",
                "24:28: error: expected remark \"hello}}\" was not produced",
                "26:28: error: expected remark \" hello\" was not produced",
                "29:28: error: expected error \"nomatch\tx\" was not produced",
            ]
        );
        // Tabs are expanded in the source and caret lines.
        let last = verify(&exp, &hello_remarks(&src)).pop().unwrap();
        assert_eq!(
            last.render("t.mlir", &src),
            "t.mlir:29:28: error: expected error \"nomatch\tx\" was not produced
  \"test.b\"() : () -> () //      expected-error {{nomatch        x}}
                                ^~~~~~~~~
"
        );
    }

    #[test]
    fn unreadable_offsets_reuse_the_last_one() {
        let cases = [
            (
                r#"  // expected-remark@+3 {{hello}}
  "test.b"() : () -> ()
  // expected-remark@+09 {{hello}}
  "test.a"() : () -> ()
  "test.a"() : () -> ()
"#,
                &[
                    "11:3: error: unexpected remark: hello {{world}} (x)",
                    "9:6: error: expected remark \"hello\" was not produced",
                ][..],
            ),
            (
                r#"  // expected-remark@-3 {{hello}}
  // expected-remark@+099 {{hello}}
  "test.a"() : () -> ()
  "test.a"() : () -> ()
  "test.a"() : () -> ()
"#,
                &[
                    "9:3: error: unexpected remark: hello {{world}} (x)",
                    "10:3: error: unexpected remark: hello {{world}} (x)",
                    "7:6: error: expected remark \"hello\" was not produced",
                ],
            ),
            // Before any readable offset, 0.
            (
                r#"  "test.a"() : () -> () // expected-remark@+09 {{hello}}
"#,
                &[],
            ),
            (
                r#"  "test.a"() : () -> () // expected-remark@+99999999999 {{hello}}
"#,
                &[],
            ),
        ];
        for (body, expected) in cases {
            let src = with_hdr(body);
            let got = verify(&parse_expectations(&src), &hello_remarks(&src));
            assert_eq!(texts(&got), expected, "{body}");
        }
    }

    #[test]
    fn above_below_and_relative_targets() {
        let body = r#"  "test.b"() : () -> ()
  "test.a"() : () -> ()
  // expected-remark @above {{hello}}
  // expected-remark   @above   {{hello}}
  // expected-remark@above{{hello}}
  //expected-remark-re@above{{hello}}
  // xexpected-remark@above {{hello}}
  // Expected-remark@above {{hello}}
  //	expected-remark	@above {{hello}}
  "test.a"() : () -> () // expected-remark@-100 {{hello}}
  "test.a"() : () -> () // expected-remark@+100 {{hello}}
"#;
        let src = with_hdr(body);
        let exp = parse_expectations(&src);
        assert!(exp.located()[..5].iter().all(|e| e.target == Target::Line(8)));
        assert_eq!(
            texts(&verify(&exp, &hello_remarks(&src))),
            [
                "16:3: error: unexpected remark: hello {{world}} (x)",
                "17:3: error: unexpected remark: hello {{world}} (x)",
                "10:6: error: expected remark \"hello\" was not produced",
                "11:6: error: expected remark \"hello\" was not produced",
                "12:5: error: expected remark \"hello\" was not produced",
                "13:7: error: expected remark \"hello\" was not produced",
                "16:28: error: expected remark \"hello\" was not produced",
                "17:28: error: expected remark \"hello\" was not produced",
            ]
        );
        // A dangling `@below` targets "number of `\n` + 1".
        let src = format!("{HDR}  \"test.a\"() : () -> ()\n}}\n// expected-remark@below {{{{hello}}}}\n");
        let exp = parse_expectations(&src);
        assert_eq!(exp.located()[0].target, Target::Line(10));
        assert_eq!(
            texts(&verify(&exp, &hello_remarks(&src))),
            [
                "7:3: error: unexpected remark: hello {{world}} (x)",
                "9:4: error: expected remark \"hello\" was not produced",
            ]
        );
        let exp = parse_expectations("a\n// expected-error@below {{x}}");
        assert_eq!(exp.located()[0].target, Target::Line(2));
        // `@-N` before line 1 wraps around.
        let exp = parse_expectations("// expected-error@-2 {{x}}");
        assert_eq!(exp.located()[0].target, Target::Line(u32::MAX));
    }

    #[test]
    fn unknown_locations_and_other_files() {
        let body = r#"  // expected-remark@unknown {{hello}}
  "test.a"() : () -> () loc(unknown)
  "test.a"() : () -> () loc(unknown)
  // expected-remark@unknown {{nothing}}
  // expected-error@unknown {{hello}}
"#;
        let src = with_hdr(body);
        let exp = parse_expectations(&src);
        let emitted = [Emitted::unknown(Severity::Remark, HELLO), Emitted::unknown(Severity::Remark, HELLO)];
        let failures = verify(&exp, &emitted);
        // Reported twice by mlir-opt 22.
        assert_eq!(
            failures,
            [
                unknown_err("expected remark \"nothing\" was not produced"),
                unknown_err("expected error \"hello\" was not produced"),
                unknown_err("expected remark \"nothing\" was not produced"),
                unknown_err("expected error \"hello\" was not produced"),
            ]
        );
        assert_eq!(
            failures[0].render("t.mlir", &src),
            "<unknown>:0: error: expected remark \"nothing\" was not produced\n"
        );

        // Locations in another file or with line/column 0 never match and
        // are printed without a source line.
        let body = r#"  "test.a"() : () -> () loc(unknown)
  "test.a"() : () -> () loc("other.mlir":3:4)
  "test.a"() : () -> () loc("t.mlir":30:4)
  "test.a"() : () -> () loc("t.mlir":0:0)
  "test.a"() : () -> () loc("t.mlir":11:0)
"#;
        let src = with_hdr(body);
        let other = Emitted {
            severity: Severity::Remark,
            loc: Loc::Other { file: "other.mlir".into(), line: 3, col: 4 },
            message: HELLO.into(),
        };
        let emitted = [
            Emitted::unknown(Severity::Remark, HELLO),
            other,
            Emitted::at(Severity::Remark, 30, 4, HELLO),
            Emitted::at(Severity::Remark, 0, 0, HELLO),
            Emitted::at(Severity::Remark, 11, 0, HELLO),
        ];
        let rendered: String =
            verify(&parse_expectations(&src), &emitted).iter().map(|f| f.render("t.mlir", &src)).collect();
        assert_eq!(
            rendered,
            "<unknown>:0: error: unexpected remark: hello {{world}} (x)
other.mlir:3:4: error: unexpected remark: hello {{world}} (x)
t.mlir:30:4: error: unexpected remark: hello {{world}} (x)
t.mlir:0:0: error: unexpected remark: hello {{world}} (x)
t.mlir:11:0: error: unexpected remark: hello {{world}} (x)
"
        );
    }

    #[test]
    fn colored_rendering_is_the_plain_text_with_colors() {
        let src = "a\n\tb c\n";
        let lines = LineIndex::new(src);
        let strip = |v: Vec<u8>| {
            let s = String::from_utf8(v).expect("utf-8");
            let mut out = String::new();
            let mut rest = s.as_str();
            while let Some(i) = rest.find('\x1b') {
                out.push_str(&rest[..i]);
                rest = &rest[i + rest[i..].find('m').expect("end of escape") + 1..];
            }
            out + rest
        };
        for (severity, loc) in [
            (Severity::Error, Loc::Buffer { line: 2, col: 4 }),
            (Severity::Note, Loc::Buffer { line: 9, col: 1 }),
            (Severity::Warning, Loc::Other { file: "x.mlir".into(), line: 1, col: 2 }),
            (Severity::Remark, Loc::Unknown),
        ] {
            let f = Failure { severity, loc, range: 1, message: "m".into() };
            let colored = f.render_styled("t.mlir", src, &lines, true);
            assert!(colored.contains(&0x1b), "{colored:?}");
            assert_eq!(strip(colored), f.render("t.mlir", src));
        }
    }

    #[test]
    fn rendering() {
        let body = "\t\"test.a\"() : () -> ()\t// \texpected-remark\t{{nomatch}}
\t\"test.a\"() : () -> ()\t//\texpected-error {{nomatch\tx}}
  \"test.a\"() : () -> () loc(\"t.mlir\":9:22)
  \"test.a\"() : () -> () loc(\"t.mlir\":9:23)
  \"test.a\"() : () -> () loc(\"t.mlir\":9:24)
  \"test.a\"() : () -> () loc(\"t.mlir\":9:100)
  \"test.a\"() : () -> () loc(\"t.mlir\":0:3) // expected-remark@-12 {{hello}}
  \"test.b\"() : () -> () // \u{e9} expected-remark {{\u{e9}\u{e9}\u{e9}}}
";
        let src = with_hdr(body);
        let mut emitted = hello_remarks(&src);
        for (line, col) in [(9, 22), (9, 23), (9, 24), (9, 100), (0, 3)] {
            emitted.push(Emitted::at(Severity::Remark, line, col, HELLO));
        }
        let rendered: String =
            verify(&parse_expectations(&src), &emitted).iter().map(|f| f.render("t.mlir", &src)).collect();
        let expected = "t.mlir:7:2: error: unexpected remark: hello {{world}} (x)
        \"test.a\"() : () -> ()   //      expected-remark {{nomatch}}
        ^
t.mlir:8:2: error: unexpected remark: hello {{world}} (x)
        \"test.a\"() : () -> ()   //      expected-error {{nomatch        x}}
        ^
t.mlir:9:22: error: unexpected remark: hello {{world}} (x)
  \"test.a\"() : () -> () loc(\"t.mlir\":9:22)
                     ^
t.mlir:9:23: error: unexpected remark: hello {{world}} (x)
  \"test.a\"() : () -> () loc(\"t.mlir\":9:22)
                      ^
t.mlir:9:24: error: unexpected remark: hello {{world}} (x)
  \"test.a\"() : () -> () loc(\"t.mlir\":9:22)
                       ^
t.mlir:9:100: error: unexpected remark: hello {{world}} (x)
t.mlir:0:3: error: unexpected remark: hello {{world}} (x)
t.mlir:8:27: error: expected error \"nomatch\tx\" was not produced
        \"test.a\"() : () -> ()   //      expected-error {{nomatch        x}}
                                        ^~~~~~~~~
t.mlir:13:46: error: expected remark \"hello\" was not produced
  \"test.a\"() : () -> () loc(\"t.mlir\":0:3) // expected-remark@-12 {{hello}}
                                             ^~~~~
t.mlir:14:31: error: expected remark \"\u{e9}\u{e9}\u{e9}\" was not produced
  \"test.b\"() : () -> () // \u{e9} expected-remark {{\u{e9}\u{e9}\u{e9}}}
";
        assert_eq!(rendered, expected);
        // Not observed: a column just past the end of the line is valid.
        let f = Failure::error(Loc::Buffer { line: 9, col: 43 }, 0, "x".into());
        assert_eq!(
            f.render("t.mlir", &src),
            "t.mlir:9:43: error: x\n  \"test.a\"() : () -> () loc(\"t.mlir\":9:22)\n                                          ^\n"
        );
        let f = Failure::error(Loc::Buffer { line: 9, col: 44 }, 0, "x".into());
        assert_eq!(f.render("t.mlir", &src), "t.mlir:9:44: error: x\n");
    }

    #[test]
    fn only_expected_level() {
        let body = r#"  "test.a"() : () -> () // expected-error {{hello}}
  "test.a"() : () -> ()
  "test.b"() : () -> () // expected-error {{hello}}
"#;
        let src = with_hdr(body);
        let exp = parse_expectations(&src);
        assert_eq!(
            texts(&verify_with(&exp, &hello_remarks(&src), Level::OnlyExpected)),
            [
                "7:28: error: expected error \"hello\" was not produced",
                "9:28: error: expected error \"hello\" was not produced",
            ]
        );
    }

    fn chunk_texts<'a>(split: &Split<'a>) -> Vec<&'a str> {
        split.chunks.iter().map(|c| std::str::from_utf8(c.text).unwrap()).collect()
    }

    #[test]
    fn split_rules() {
        let a = "func.func private @a()\n";
        let b = "func.func private @b()\n";
        // `// ------` splits; the chunk keeps the extra dash (error at 2:9).
        let src = format!("{a}// ------\n{b}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [a, "-\nfunc.func private @b()\n"]);
        assert_eq!(s.chunks[1].to_buffer(1, 1), (2, 9));
        assert!(s.warnings.is_empty());
        // `// -----0` is a near miss.
        let src = format!("{a}// -----0\n{b}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [src.as_str()]);
        assert_eq!(s.warnings, [warn(2, 7)]);
        assert_eq!(
            s.warnings[0].render("s.mlir", &src),
            "s.mlir:2:7: warning: near miss with file split marker\n// -----0\n      ^\n"
        );
        // A marker at the very end, without a newline, is a near miss.
        let src = format!("{a}// -----");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [src.as_str()]);
        assert_eq!(s.warnings, [warn(2, 7)]);
        // With a newline it splits off an (empty module) chunk.
        let src = format!("{a}// -----\n");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [a, "\n"]);
        // A file starting with the marker keeps `--` in its first chunk
        // (error at 1:7).
        let src = format!("// -----\n{a}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [&src[6..]]);
        assert_eq!(s.chunks[0].to_buffer(1, 1), (1, 7));
        // The marker may be in the middle of a line.
        let src = format!("func.func private @a() // -----{b}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), ["func.func private @a() ", b]);
        assert_eq!(s.chunks[1].col_offset, 31);
        // Too short: near miss.
        let src = format!("{a}// ---\n{b}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [src.as_str()]);
        assert_eq!(s.warnings, [warn(2, 7)]);
        // Two markers: an empty chunk between them.
        let src = format!("{a}// -----\n// -----\n{b}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [a, "\n", &format!("\n{b}")]);
        // Two markers on one line: the first is a near miss.
        let src = format!("{a}// -----// -----\n{b}");
        let s = split_input(&src, DEFAULT_SPLIT_MARKER);
        assert_eq!(chunk_texts(&s), [&format!("{a}// -----"), &format!("\n{b}")]);
        assert_eq!(s.warnings, [warn(2, 7)]);
        // An empty file gives no chunk.
        assert!(split_input("", DEFAULT_SPLIT_MARKER).chunks.is_empty());
        // Not from mlir-opt: no splitting without a marker.
        assert_eq!(chunk_texts(&split_input("x", "")), ["x"]);
        assert_eq!(chunk_texts(&split_input("", "")), [""]);
    }

    #[test]
    fn directive_errors_come_before_split_warnings() {
        let src = "func.func private @a()\n// -----0\n// expected-error-re {{{{(}}}}\n";
        let exp = parse_expectations(src);
        let split = split_input(src, DEFAULT_SPLIT_MARKER);
        let printed: String = exp.errors().iter().chain(&split.warnings).map(|f| f.render("o.mlir", src)).collect();
        assert_eq!(
            printed,
            "o.mlir:3:4: error: invalid regex: parentheses not balanced
// expected-error-re {{{{(}}}}
   ^~~~~
o.mlir:2:7: warning: near miss with file split marker
// -----0
      ^
"
        );
        assert_eq!(split.chunks.len(), 1);
    }

    #[test]
    fn three_byte_marker() {
        // `-split-input-file=abc`: cuts at every `a`.
        let src = "func.func private @a()\n//abc\nfunc.func private @b()\n";
        let s = split_input(src, "abc");
        assert_eq!(chunk_texts(&s), ["func.func private @a()\n//", "\nfunc.func private @b()\n"]);
        assert_eq!(s.warnings, [warn(1, 16), warn(1, 21), warn(3, 16)]);
    }

    #[test]
    fn custom_marker() {
        // Not from mlir-opt: the rule applied to another marker.
        let s = split_input("a\n//--X--\nb\n//--X-\nc", "//--X--");
        assert_eq!(chunk_texts(&s), ["a\n", "\nb\n//--X-\nc"]);
        assert_eq!(s.warnings, [warn(4, 6)]);
        // A marker overlapping itself is cut at every occurrence of all but
        // its last two bytes, as LLVM's `StringRef::split` does.
        let s = split_input("a\n#### \nb", "####");
        assert_eq!(chunk_texts(&s), ["a\n#### \nb"]);
        assert_eq!(s.warnings, [warn(2, 3), warn(2, 5)]);
    }
}
