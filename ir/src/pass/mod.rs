//! Passes and the pass pipeline. A pass runs on an op (normally the module)
//! and may be nested to run on every op of a given name inside it.
//! Passes register themselves (by name, with an options parser) so that
//! `ods-opt -NAME="opts"` finds them, including passes of dialect crates.

use crate::attrs::Location;
use crate::context::{Context, OpId};
use crate::diag::Diagnostic;
use crate::rewrite::GreedyConfig;

/// A transformation of the IR under an op. A pass in a nested pipeline
/// runs on several ops (functions) at once, each on its own thread and
/// context, so it must be shareable between threads and must not look at
/// IR outside the op it runs on, as in MLIR.
pub trait Pass: Send + Sync {
    /// The name, as on the command line.
    fn name(&self) -> &'static str;
    /// Runs the pass on the IR under `op`; an error stops the pipeline.
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic>;
    /// The name in `-mlir-print-ir-after-all` headers and `-mlir-timing`
    /// reports (MLIR's pass class name, e.g. `Canonicalizer`).
    fn class_name(&self) -> &'static str {
        self.name()
    }
}

/// A registered pass: how to make it from its option string.
pub struct PassRegistration {
    /// The command-line name, e.g. `canonicalize`.
    pub name: &'static str,
    /// One line, for `--help`.
    pub description: &'static str,
    /// Builds the pass from its options (`"test-convergence top-down=0"`);
    /// a wrong option is an [`option_error`].
    pub create: fn(&str) -> Result<Box<dyn Pass>, Diagnostic>,
}
inventory::collect!(PassRegistration);

/// Finds a registered pass by name.
pub fn lookup(name: &str) -> Option<&'static PassRegistration> {
    inventory::iter::<PassRegistration>.into_iter().find(|p| p.name == name)
}

/// All registered passes, sorted by name.
pub fn all() -> Vec<&'static PassRegistration> {
    let mut v: Vec<_> = inventory::iter::<PassRegistration>.into_iter().collect();
    v.sort_by_key(|p| p.name);
    v
}

/// Splits `a=1 b c={x y} d="p q"` into (key, value) pairs: spaces inside
/// braces or quotes do not separate options, and quotes around a value are
/// dropped.
pub fn parse_options(opts: &str) -> Vec<(&str, &str)> {
    let mut out = Vec::new();
    let b = opts.as_bytes();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        let mut depth = 0usize;
        let mut quote = None;
        while i < b.len() {
            match (quote, b[i]) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, b'"' | b'\'') => quote = Some(b[i]),
                (None, b'{') => depth += 1,
                (None, b'}') => depth = depth.saturating_sub(1),
                (None, c) if c.is_ascii_whitespace() && depth == 0 => break,
                _ => {}
            }
            i += 1;
        }
        let kv = &opts[start..i];
        let (k, v) = kv.split_once('=').unwrap_or((kv, ""));
        let v = v
            .strip_prefix('"')
            .and_then(|v| v.strip_suffix('"'))
            .or_else(|| v.strip_prefix('\'').and_then(|v| v.strip_suffix('\'')))
            .unwrap_or(v);
        out.push((k, v));
    }
    out
}

/// The error of a wrong pass option: it has no place in the IR, so it is
/// at the unknown location. `no such option NAME` is reported as MLIR's
/// option parser reports it; any other message as a bad value.
pub fn option_error(message: impl Into<String>) -> Diagnostic {
    Diagnostic::error(Location::UNKNOWN, message)
}

/// `true`/`1`/empty are true, `false`/`0` false (LLVM's words for others).
pub fn parse_bool(key: &str, v: &str) -> Result<bool, Diagnostic> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(option_error(format!(
            "for the --{key} option: '{v}' is invalid value for boolean argument! Try 0 or 1"
        ))),
    }
}

/// An integer option (LLVM's words when it is not one).
pub fn parse_int<T: std::str::FromStr>(key: &str, v: &str) -> Result<T, Diagnostic> {
    v.parse().map_err(|_| option_error(format!("for the --{key} option: '{v}' value invalid for long argument!")))
}

/// `-canonicalize`: folding and canonicalization patterns to a fixed point.
pub struct Canonicalize {
    /// The greedy driver's options (`top-down`, `max-iterations`, ...).
    pub config: GreedyConfig,
    /// `test-convergence`: an error when the rewrite does not converge.
    pub test_convergence: bool,
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn class_name(&self) -> &'static str {
        "Canonicalizer"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        crate::rewrite::canonicalize(ctx, op, self.config, self.test_convergence)
    }
}

fn create_canonicalize(opts: &str) -> Result<Box<dyn Pass>, Diagnostic> {
    let mut config = GreedyConfig::default();
    let mut test_convergence = false;
    for (k, v) in parse_options(opts) {
        match k {
            "top-down" => config.top_down = parse_bool(k, v)?,
            "test-convergence" => test_convergence = parse_bool(k, v)?,
            "max-iterations" => config.max_iterations = parse_int(k, v)?,
            "region-simplify" => {
                config.region_simplification = !matches!(v, "disabled" | "false" | "0");
            }
            _ => return Err(option_error(format!("no such option {k}"))),
        }
    }
    Ok(Box::new(Canonicalize { config, test_convergence }))
}

inventory::submit! {
    PassRegistration {
        name: "canonicalize",
        description: "Canonicalize operations",
        create: create_canonicalize,
    }
}

/// `-cse`: eliminate common subexpressions.
pub struct Cse;

impl Pass for Cse {
    fn name(&self) -> &'static str {
        "cse"
    }
    fn class_name(&self) -> &'static str {
        "CSE"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        crate::rewrite::cse(ctx, op);
        Ok(())
    }
}

inventory::submit! {
    PassRegistration {
        name: "cse",
        description: "Eliminate common sub-expressions",
        create: |opts| match parse_options(opts).first() {
            None => Ok(Box::new(Cse)),
            Some((k, _)) => Err(option_error(format!("no such option {k}"))),
        },
    }
}

pub mod inline;
pub mod shape_inference;
pub mod symbol_dce;

pub mod pipeline;
pub use pipeline::{parse_pipeline, Instrumentation, OpPassManager, PipelineElement, PipelineError};
