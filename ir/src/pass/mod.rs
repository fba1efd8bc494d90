//! Passes and the pass pipeline. A pass runs on an op (normally the module)
//! and may be nested to run on every op of a given name inside it.
//! Passes register themselves (by name, with an options parser) so that
//! `ods-opt -NAME="opts"` finds them, including passes of dialect crates.

use crate::context::{Context, OpId};
use crate::diag::Diagnostic;
use crate::rewrite::GreedyConfig;

/// A transformation of the IR under an op.
pub trait Pass {
    fn name(&self) -> &'static str;
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic>;
}

/// A registered pass: how to make it from its option string.
pub struct PassRegistration {
    /// The command-line name, e.g. `canonicalize`.
    pub name: &'static str,
    pub description: &'static str,
    /// Builds the pass from its options (`"test-convergence top-down=0"`).
    pub create: fn(&str) -> Result<Box<dyn Pass>, String>,
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

/// Splits `a=1 b c=x` into (key, value) pairs.
pub fn parse_options(opts: &str) -> Vec<(&str, &str)> {
    opts.split_whitespace().map(|kv| kv.split_once('=').unwrap_or((kv, ""))).collect()
}

/// `true`/`1`/empty are true, `false`/`0` false.
pub fn parse_bool(key: &str, v: &str) -> Result<bool, String> {
    match v {
        "" | "true" | "1" => Ok(true),
        "false" | "0" => Ok(false),
        _ => Err(format!("invalid value '{v}' for boolean option '{key}'")),
    }
}

/// `-canonicalize`: folding and canonicalization patterns to a fixed point.
pub struct Canonicalize {
    pub config: GreedyConfig,
    pub test_convergence: bool,
}

impl Pass for Canonicalize {
    fn name(&self) -> &'static str {
        "canonicalize"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        crate::rewrite::canonicalize(ctx, op, self.config, self.test_convergence)
    }
}

fn create_canonicalize(opts: &str) -> Result<Box<dyn Pass>, String> {
    let mut config = GreedyConfig::default();
    let mut test_convergence = false;
    for (k, v) in parse_options(opts) {
        match k {
            "top-down" => config.top_down = parse_bool(k, v)?,
            "test-convergence" => test_convergence = parse_bool(k, v)?,
            "max-iterations" => config.max_iterations = v.parse().map_err(|_| format!("invalid value '{v}' for option '{k}'"))?,
            "region-simplify" => {
                config.region_simplification = !matches!(v, "disabled" | "false" | "0");
            }
            _ => return Err(format!("no such option {k}")),
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
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        crate::rewrite::cse(ctx, op);
        Ok(())
    }
}

inventory::submit! {
    PassRegistration {
        name: "cse",
        description: "Eliminate common sub-expressions",
        create: |opts| if opts.trim().is_empty() { Ok(Box::new(Cse)) } else { Err("cse takes no options".into()) },
    }
}
