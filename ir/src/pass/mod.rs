//! Passes and the pass pipeline. A pass runs on an op (normally the module)
//! and may be nested to run on every op of a given name inside it.
//! Passes register themselves (by name, with an options parser) so that
//! `ods-opt -NAME="opts"` finds them, including passes of dialect crates.

use crate::context::{Context, OpId};
use crate::diag::Diagnostic;
use crate::rewrite::GreedyConfig;

/// A transformation of the IR under an op.
pub trait Pass {
    /// The name, as on the command line.
    fn name(&self) -> &'static str;
    /// Runs the pass on the IR under `op`; an error stops the pipeline.
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic>;
}

/// A registered pass: how to make it from its option string.
pub struct PassRegistration {
    /// The command-line name, e.g. `canonicalize`.
    pub name: &'static str,
    /// One line, for `--help`.
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
    /// The greedy driver's options (`top-down`, `max-iterations`, ...).
    pub config: GreedyConfig,
    /// `test-convergence`: an error when the rewrite does not converge.
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
            "max-iterations" => {
                config.max_iterations = v.parse().map_err(|_| format!("invalid value '{v}' for option '{k}'"))?
            }
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

pub mod inline;
pub mod shape_inference;

/// Runs passes on every op named `op_name` inside the op it runs on (not
/// looking inside the ops it matched): `builtin.module(func.func(cse))`.
pub struct Nested {
    /// The ops to run on (`func.func`).
    pub op_name: String,
    /// The passes, in order.
    pub passes: Vec<Box<dyn Pass>>,
}

impl Pass for Nested {
    fn name(&self) -> &'static str {
        "nested"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let mut targets = Vec::new();
        let mut stack: Vec<OpId> = op.nested_ops(ctx).into_iter().rev().collect();
        while let Some(o) = stack.pop() {
            if o.name_str(ctx) == self.op_name {
                targets.push(o);
            } else {
                stack.extend(o.nested_ops(ctx).into_iter().rev());
            }
        }
        for t in targets {
            for p in &self.passes {
                if ctx.is_alive(t) {
                    p.run(ctx, t)?;
                }
            }
        }
        Ok(())
    }
}

/// Parses a textual pipeline, `builtin.module(func.func(canonicalize{top-down=0}), cse)`:
/// an op name with parentheses nests the passes inside it; the outermost
/// op name (the one the pipeline runs on) is accepted and dropped.
pub fn parse_pipeline(text: &str) -> Result<Vec<Box<dyn Pass>>, String> {
    let text = text.trim();
    let mut pos = 0;
    let items = parse_items(text.as_bytes(), &mut pos)?;
    if pos != text.len() {
        return Err(format!("unexpected '{}' in pass pipeline", &text[pos..]));
    }
    // A single top-level `builtin.module(...)` is the root itself.
    if let [PipelineItem::Nest(name, inner)] = &items[..] {
        if name == "builtin.module" || name == "any" {
            return build(inner);
        }
    }
    build(&items)
}

enum PipelineItem {
    Pass(String, String),
    Nest(String, Vec<PipelineItem>),
}

fn parse_items(b: &[u8], pos: &mut usize) -> Result<Vec<PipelineItem>, String> {
    let mut items = Vec::new();
    loop {
        while *pos < b.len() && (b[*pos] == b' ' || b[*pos] == b',') {
            *pos += 1;
        }
        if *pos >= b.len() || b[*pos] == b')' {
            return Ok(items);
        }
        let start = *pos;
        while *pos < b.len() && !matches!(b[*pos], b'(' | b')' | b'{' | b',' | b' ') {
            *pos += 1;
        }
        let name = String::from_utf8_lossy(&b[start..*pos]).into_owned();
        if name.is_empty() {
            return Err("expected a pass or op name in the pass pipeline".into());
        }
        match b.get(*pos) {
            Some(b'(') => {
                *pos += 1;
                let inner = parse_items(b, pos)?;
                if b.get(*pos) != Some(&b')') {
                    return Err(format!("expected ')' after the passes nested in '{name}'"));
                }
                *pos += 1;
                items.push(PipelineItem::Nest(name, inner));
            }
            Some(b'{') => {
                let open = *pos + 1;
                while *pos < b.len() && b[*pos] != b'}' {
                    *pos += 1;
                }
                if *pos >= b.len() {
                    return Err(format!("expected '}}' after the options of '{name}'"));
                }
                let opts = String::from_utf8_lossy(&b[open..*pos]).into_owned();
                *pos += 1;
                items.push(PipelineItem::Pass(name, opts));
            }
            _ => items.push(PipelineItem::Pass(name, String::new())),
        }
    }
}

fn build(items: &[PipelineItem]) -> Result<Vec<Box<dyn Pass>>, String> {
    items
        .iter()
        .map(|i| match i {
            PipelineItem::Pass(name, opts) => {
                let reg = lookup(name)
                    .ok_or_else(|| format!("'{name}' does not refer to a registered pass or pass pipeline"))?;
                (reg.create)(opts).map_err(|e| format!("invalid options for pass '{name}': {e}"))
            }
            PipelineItem::Nest(name, inner) => {
                Ok(Box::new(Nested { op_name: name.clone(), passes: build(inner)? }) as Box<dyn Pass>)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipelines() {
        let p = parse_pipeline("builtin.module(func.func(canonicalize{top-down=0 test-convergence}), cse)").unwrap();
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].name(), "nested");
        assert_eq!(p[1].name(), "cse");
        let err = |t: &str| parse_pipeline(t).err().expect("an error");
        assert!(err("builtin.module(nope)").contains("'nope' does not refer"));
        assert!(err("builtin.module(cse").contains("expected ')'"));
    }
}
