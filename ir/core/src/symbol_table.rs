//! Symbols and symbol tables (MLIR's `SymbolTable` utilities): an op with
//! the `SymbolTable` trait holds, directly in its regions, ops that name
//! themselves with a `sym_name` attribute; `@name` references resolve in the
//! nearest enclosing table. The one place the core and the dialects look
//! symbols up, so that every lookup agrees.

use crate::attrs::{Attr, AttrKind};
use crate::context::{Context, OpId};
use crate::intern::Sym;
use crate::registry::Traits;
use rustc_hash::{FxHashMap, FxHashSet};

/// The attribute that names a symbol.
pub const SYM_NAME: &str = "sym_name";
/// The attribute that holds a symbol's visibility (`"private"`, ...).
pub const SYM_VISIBILITY: &str = "sym_visibility";

/// The name `op` defines as a symbol, if any.
pub fn symbol_name(ctx: &Context, op: OpId) -> Option<&str> {
    op.attr_by_str(ctx, SYM_NAME)?.as_str(ctx)
}

/// Whether `op` is a symbol with `sym_visibility = "private"`.
pub fn is_private(ctx: &Context, op: OpId) -> bool {
    op.attr_by_str(ctx, SYM_VISIBILITY).and_then(|a| a.as_str(ctx)) == Some("private")
}

/// Whether `op`'s visibility is public (no `sym_visibility`, or
/// `"public"`).
pub fn is_public(ctx: &Context, op: OpId) -> bool {
    op.attr_by_str(ctx, SYM_VISIBILITY).and_then(|a| a.as_str(ctx)).is_none_or(|v| v == "public")
}

/// The nearest symbol table strictly enclosing `from`
/// (`SymbolTable::getNearestSymbolTable` of its parent).
pub fn nearest_symbol_table(ctx: &Context, from: OpId) -> Option<OpId> {
    let mut scope = from.parent_op(ctx);
    while let Some(s) = scope {
        if s.has_trait(ctx, Traits::SYMBOL_TABLE) {
            return Some(s);
        }
        scope = s.parent_op(ctx);
    }
    None
}

thread_local! {
    static OPS_SCANNED: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// How many ops symbol lookups on this thread have read so far: a measure
/// of their work for tests that its growth stays linear.
pub fn ops_scanned() -> u64 {
    OPS_SCANNED.with(|c| c.get())
}

fn count_scanned() {
    OPS_SCANNED.with(|c| c.set(c.get() + 1));
}

/// The op defining symbol `name` directly in the regions of `table`
/// (`SymbolTable::lookupSymbolIn`); the first one when a broken table
/// defines it twice.
pub fn lookup_symbol_in(ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
    for r in table.regions(ctx) {
        for b in r.blocks(ctx) {
            for o in b.op_iter(ctx) {
                count_scanned();
                if symbol_name(ctx, o) == Some(name) {
                    return Some(o);
                }
            }
        }
    }
    None
}

/// The op named `name` in the nearest symbol table enclosing `from`
/// (`SymbolTable::lookupNearestSymbolFrom`).
pub fn lookup_nearest_symbol_from(ctx: &Context, from: OpId, name: &str) -> Option<OpId> {
    lookup_symbol_in(ctx, nearest_symbol_table(ctx, from)?, name)
}

/// Symbol tables read once and then looked up by hash (MLIR's
/// `SymbolTableCollection`): [`lookup_symbol_in`] scans a table, which is
/// quadratic when every one of N calls looks up one of N functions. A
/// collection is valid while the tables it has read do not change, such as
/// for the length of one verification.
#[derive(Default)]
pub struct SymbolTableCollection {
    tables: FxHashMap<OpId, FxHashMap<Box<str>, OpId>>,
}

impl SymbolTableCollection {
    /// An empty collection.
    pub fn new() -> Self {
        Self::default()
    }

    /// The op defining symbol `name` directly in the regions of `table`;
    /// the first one when a broken table defines it twice, as
    /// [`lookup_symbol_in`].
    pub fn lookup_symbol_in(&mut self, ctx: &Context, table: OpId, name: &str) -> Option<OpId> {
        let symbols = self.tables.entry(table).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            for r in table.regions(ctx) {
                for b in r.blocks(ctx) {
                    for o in b.op_iter(ctx) {
                        count_scanned();
                        if let Some(name) = symbol_name(ctx, o) {
                            symbols.entry(name.into()).or_insert(o);
                        }
                    }
                }
            }
            symbols
        });
        symbols.get(name).copied()
    }

    /// The op named `name` in the nearest symbol table enclosing `from`.
    pub fn lookup_nearest_symbol_from(&mut self, ctx: &Context, from: OpId, name: &str) -> Option<OpId> {
        let table = nearest_symbol_table(ctx, from)?;
        self.lookup_symbol_in(ctx, table, name)
    }
}

/// The root name of a symbol reference `@root::@nested...`; `None` for
/// another attribute.
pub fn symbol_ref_root(ctx: &Context, a: Attr) -> Option<&str> {
    match a.kind(ctx) {
        AttrKind::SymbolRef { root, .. } => Some(ctx.str(*root)),
        _ => None,
    }
}

/// Finds the symbol references in the attributes of ops, through arrays
/// and dictionaries. Each attribute is visited once over all the ops given
/// to one walker, with an explicit stack: attributes nest arbitrarily deep
/// and share parts.
#[derive(Default)]
pub struct SymbolRefWalker {
    seen: FxHashSet<Attr>,
    stack: Vec<Attr>,
}

impl SymbolRefWalker {
    /// Calls `found` with each symbol reference in `op`'s attributes not
    /// seen before.
    pub fn visit_op(&mut self, ctx: &Context, op: OpId, mut found: impl FnMut(Attr)) {
        self.stack.extend(op.all_attrs(ctx).into_iter().map(|(_, a)| a));
        while let Some(a) = self.stack.pop() {
            if !self.seen.insert(a) {
                continue;
            }
            match a.kind(ctx) {
                AttrKind::SymbolRef { .. } => found(a),
                AttrKind::Array(items) => self.stack.extend(items.iter().copied()),
                AttrKind::Dictionary(entries) => self.stack.extend(entries.iter().map(|&(_, v)| v)),
                _ => {}
            }
        }
    }
}

/// The root names of every symbol referenced from an attribute anywhere
/// under `root` (its symbol uses).
pub fn symbol_uses(ctx: &Context, root: OpId) -> FxHashSet<Sym> {
    let mut out = FxHashSet::default();
    let mut walker = SymbolRefWalker::default();
    for o in root.walk_pre_order(ctx) {
        walker.visit_op(ctx, o, |a| {
            if let AttrKind::SymbolRef { root, .. } = a.kind(ctx) {
                out.insert(*root);
            }
        });
    }
    out
}
