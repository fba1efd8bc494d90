//! `-symbol-dce` (MLIR's `SymbolDCE`): erases the symbols nothing live
//! refers to. A symbol is live when it cannot be discarded (it is public,
//! or `nested` in a symbol table seen from outside), or when a live op
//! refers to it; every op of a symbol table that is not a symbol is live. The liveness of a nested symbol table is computed
//! within it once the table itself is live; its inside is hidden from
//! outside unless it is a public symbol of a table that is not hidden.

use super::{Pass, PassRegistration};
use crate::attrs::{Attr, AttrKind};
use crate::context::{Context, OpId};
use crate::diag::Diagnostic;
use crate::registry::Traits;
use crate::symbol_table::{self, SymbolTableCollection};
use crate::verify::op_error;
use rustc_hash::FxHashSet;

/// The pass.
pub struct SymbolDce;

impl Pass for SymbolDce {
    fn name(&self) -> &'static str {
        "symbol-dce"
    }

    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        if !op.has_trait(ctx, Traits::SYMBOL_TABLE) {
            // (MLIR's message has the two spaces.)
            return Err(op_error(ctx, op, " was scheduled to run under SymbolDCE, but does not define a symbol table"));
        }
        // The pass's own table is seen from outside only when it is a
        // symbol, not private, nested in another op.
        let hidden = op.parent_op(ctx).is_none() || !is_symbol(ctx, op) || symbol_table::is_private(ctx, op);
        let mut live = Liveness { live: FxHashSet::default(), tables: SymbolTableCollection::new() };
        live.compute(ctx, op, hidden)?;
        let live = live.live;
        // Innermost tables first, as MLIR's post-order walk.
        for table in op.walk_post_order(ctx) {
            if !table.has_trait(ctx, Traits::SYMBOL_TABLE) || !ctx.is_alive(table) {
                continue;
            }
            let Some(&region) = table.regions(ctx).first() else { continue };
            let dead: Vec<OpId> = region
                .blocks(ctx)
                .into_iter()
                .flat_map(|b| b.op_iter(ctx).collect::<Vec<_>>())
                .filter(|&o| is_symbol(ctx, o) && !live.contains(&o))
                .collect();
            for o in dead {
                // A symbol's results (it has none in any dialect we know)
                // would keep it.
                let _ = ctx.erase_op(o);
            }
        }
        Ok(())
    }
}

/// Whether `op` is a symbol (MLIR's `SymbolOpInterface`): a module
/// without a name is none.
fn is_symbol(ctx: &Context, op: OpId) -> bool {
    op.has_trait(ctx, Traits::SYMBOL) && symbol_table::symbol_name(ctx, op).is_some()
}

/// The live symbols, found from the ops known to be live.
struct Liveness {
    live: FxHashSet<OpId>,
    tables: SymbolTableCollection,
}

impl Liveness {
    /// Marks what is live in symbol table `table`; `hidden`: its symbols
    /// are not seen from outside it.
    fn compute(&mut self, ctx: &Context, table: OpId, hidden: bool) -> Result<(), Diagnostic> {
        let mut worklist: Vec<OpId> = Vec::new();
        for r in table.regions(ctx) {
            for b in r.blocks(ctx) {
                for o in b.op_iter(ctx) {
                    if !is_symbol(ctx, o) {
                        worklist.push(o);
                        continue;
                    }
                    // A symbol that is not public can go when no one uses
                    // it; a `nested` one only inside a hidden table.
                    let discardable = (hidden || symbol_table::is_private(ctx, o)) && !symbol_table::is_public(ctx, o);
                    if !discardable && self.live.insert(o) {
                        worklist.push(o);
                    }
                }
            }
        }
        while let Some(o) = worklist.pop() {
            if o.has_trait(ctx, Traits::SYMBOL_TABLE) {
                let inner_hidden = hidden || !is_symbol(ctx, o) || symbol_table::is_private(ctx, o);
                self.compute(ctx, o, inner_hidden)?;
            }
            let scope = o.parent_op(ctx).unwrap_or(o);
            for reference in symbol_uses(ctx, o)? {
                for symbol in self.resolve(ctx, scope, reference) {
                    if self.live.insert(symbol) {
                        worklist.push(symbol);
                    }
                }
            }
        }
        Ok(())
    }

    /// The ops `@root::@nested...` names from symbol table `scope`, one per
    /// level; none when a level names nothing.
    fn resolve(&mut self, ctx: &Context, scope: OpId, reference: Attr) -> Vec<OpId> {
        let AttrKind::SymbolRef { root, nested } = reference.kind(ctx) else { return Vec::new() };
        let mut out = Vec::with_capacity(1 + nested.len());
        let mut table = scope;
        for &name in std::iter::once(root).chain(nested.iter()) {
            let Some(symbol) = self.tables.lookup_symbol_in(ctx, table, ctx.str(name)) else { return Vec::new() };
            out.push(symbol);
            table = symbol;
        }
        out
    }
}

/// The symbol references held by `op` and the ops nested in it, without
/// entering nested symbol tables (whose uses resolve inside them), as
/// MLIR's `SymbolTable::getSymbolUses`. An op of a dialect that is not
/// registered, with one region, may be a symbol table of its own: its uses
/// cannot be known.
fn symbol_uses(ctx: &Context, op: OpId) -> Result<Vec<Attr>, Diagnostic> {
    let mut out = Vec::new();
    let mut walker = symbol_table::SymbolRefWalker::default();
    let mut ops = vec![op];
    while let Some(o) = ops.pop() {
        let dialect_known = ctx.registry().dialect(o.dialect_name(ctx)).is_some();
        if o.regions(ctx).len() == 1 && !dialect_known {
            let mut d = Diagnostic::error(
                o.loc(ctx),
                "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
            );
            d.op = Some(o);
            return Err(d);
        }
        walker.visit_op(ctx, o, |a| out.push(a));
        if o != op && o.has_trait(ctx, Traits::SYMBOL_TABLE) {
            continue;
        }
        for r in o.regions(ctx).iter().rev() {
            for b in r.blocks(ctx).into_iter().rev() {
                let inner: Vec<OpId> = b.op_iter(ctx).collect();
                ops.extend(inner.into_iter().rev());
            }
        }
    }
    Ok(out)
}

inventory::submit! {
    PassRegistration {
        name: "symbol-dce",
        description: "Eliminate dead symbols",
        create: |opts| match super::parse_options(opts).first() {
            None => Ok(Box::new(SymbolDce)),
            Some((k, _)) => Err(super::option_error(format!("no such option {k}"))),
        },
    }
}
