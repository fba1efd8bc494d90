//! Alias collection, modelled on MLIR's `AliasInitializer`: every attribute
//! and type reached while (dummy-)printing an op is recorded in first-visit
//! order with its nesting depth; those with an alias name (`map`, `set`,
//! `loc`, `tuple` for a type, or a name a dialect's [`DialectAliases`]
//! gives) are then sorted by depth, types first, and name, and numbered
//! per name.

use crate::attrs::{Attr, AttrKind, LocKind};
use crate::context::Context;
use crate::types::{Type, TypeKind};
use rustc_hash::{FxHashMap, FxHashSet};
use std::borrow::Cow;

/// A name a dialect gives to the alias of an attribute or a type (MLIR's
/// `OpAsmDialectInterface::AliasResult` with the name written).
pub enum Alias {
    /// The name, unless another dialect gives one too.
    Overridable(String),
    /// The name, whatever other dialects say.
    Final(String),
}

/// A dialect's names for aliases (MLIR's `OpAsmDialectInterface::getAlias`):
/// asked for every attribute and type printed, of any dialect; a dialect
/// lists it in `interfaces = [...]`. A name is made a valid identifier
/// (MLIR's `sanitizeIdentifier`) and numbered when several share it.
pub struct DialectAliases {
    /// The alias name of an attribute, if the dialect gives one.
    pub attr: fn(&Context, Attr) -> Option<Alias>,
    /// The alias name of a type, if the dialect gives one.
    pub ty: fn(&Context, Type) -> Option<Alias>,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Node {
    Attr(Attr),
    Type(Type),
    /// A dictionary key (MLIR visits names as string attributes).
    Name(crate::intern::Sym),
}

struct Entry {
    node: Node,
    alias: Option<Cow<'static, str>>,
    depth: u32,
    deferrable: bool,
    children: Vec<usize>,
}

/// A node of [`AliasCollector::visit`]'s stack: an entry whose children
/// are being visited.
struct Frame {
    entry: usize,
    children: Vec<Node>,
    /// The next child to visit.
    next: usize,
    child_entries: Vec<usize>,
    max_depth: u32,
}

impl Frame {
    fn add_child(&mut self, depth: u32, entry: usize) {
        self.child_entries.push(entry);
        self.max_depth = self.max_depth.max(depth);
    }
}

/// The aliases of one printed op, in MLIR's order.
pub(crate) struct AliasCollector {
    entries: Vec<Entry>,
    index: FxHashMap<Node, usize>,
    /// The alias hooks of the registered dialects, by dialect name.
    hooks: Vec<&'static DialectAliases>,
}

/// What an alias stands for.
#[derive(Clone, Copy)]
pub(crate) enum Aliased {
    Attr(Attr),
    Type(Type),
}

/// An alias to print: what it stands for, its name, and whether it is
/// printed after the op (deferred) rather than before.
pub(crate) struct NamedAlias {
    pub target: Aliased,
    pub name: String,
    pub deferred: bool,
}

/// The alias name MLIR's builtin dialect gives a type: `tuple` for a tuple
/// of more than 16 elements.
fn type_alias_name(ctx: &Context, t: Type) -> Option<&'static str> {
    match t.kind(ctx) {
        TypeKind::Tuple(es) if es.len() > 16 => Some("tuple"),
        _ => None,
    }
}

/// The alias name MLIR's builtin dialect gives an attribute.
fn alias_name(ctx: &Context, a: Attr) -> Option<&'static str> {
    match a.kind(ctx) {
        AttrKind::AffineMap(_) => Some("map"),
        AttrKind::IntegerSet(_) => Some("set"),
        AttrKind::Location(_) => Some("loc"),
        AttrKind::Dialect { .. } if a.is_location(ctx) => Some("loc"),
        AttrKind::Distinct { referenced, .. } if !matches!(referenced.kind(ctx), AttrKind::Unit) => Some("distinct"),
        _ => None,
    }
}

impl AliasCollector {
    /// A collector asking the alias hooks of the dialects of `ctx`'s
    /// registry.
    pub(crate) fn new(ctx: &Context) -> Self {
        let mut dialects = ctx.registry().dialects();
        dialects.sort_by_key(|d| d.name);
        let hooks = dialects.iter().filter_map(|d| d.interface::<DialectAliases>()).collect();
        AliasCollector { entries: Vec::new(), index: FxHashMap::default(), hooks }
    }

    /// The alias name of `node`: the builtin dialect's, which any
    /// dialect's overrides (a final one ends the search), sanitized.
    fn alias_of(&self, ctx: &Context, node: Node) -> Option<Cow<'static, str>> {
        let builtin = match node {
            Node::Attr(a) => alias_name(ctx, a),
            Node::Type(t) => type_alias_name(ctx, t),
            Node::Name(_) => return None,
        };
        let mut name = builtin.map(Cow::Borrowed);
        for h in &self.hooks {
            let alias = match node {
                Node::Attr(a) => (h.attr)(ctx, a),
                Node::Type(t) => (h.ty)(ctx, t),
                Node::Name(_) => None,
            };
            match alias {
                Some(Alias::Final(n)) => {
                    name = Some(Cow::Owned(n));
                    break;
                }
                Some(Alias::Overridable(n)) => name = Some(Cow::Owned(n)),
                None => {}
            }
        }
        match name {
            Some(Cow::Owned(n)) => Some(Cow::Owned(super::sanitize_identifier(&n, "$_-"))),
            other => other,
        }
    }

    /// Whether printing anything in `ctx` could define an alias: whether
    /// one of its attributes or types has an alias name or holds a
    /// location. A location prints only with `debug_info`, or inside an
    /// attribute or a type that holds it. When none could, one printing
    /// pass gives the final text, and the collector is not needed.
    pub(crate) fn may_find_aliases(&self, ctx: &Context, debug_info: bool) -> bool {
        let holds_location =
            |node| Self::children(ctx, node).iter().any(|c| matches!(c, Node::Attr(a) if a.is_location(ctx)));
        let may_have_alias = |node| self.alias_of(ctx, node).is_some() || holds_location(node);
        ctx.any_type(|t| may_have_alias(Node::Type(t)))
            || ctx.any_attr(|a| if a.is_location(ctx) { debug_info } else { may_have_alias(Node::Attr(a)) })
    }

    /// Visits an attribute; returns its depth.
    pub(crate) fn visit_attr(&mut self, ctx: &Context, a: Attr, deferrable: bool) -> u32 {
        self.visit(ctx, Node::Attr(a), deferrable).0
    }

    /// Visits a type; returns its depth.
    pub(crate) fn visit_type(&mut self, ctx: &Context, t: Type, deferrable: bool) -> u32 {
        self.visit(ctx, Node::Type(t), deferrable).0
    }

    /// Records `node` and everything under it, depth first with an explicit
    /// stack: alias chains and nested attributes can be far deeper than the
    /// machine stack allows recursion.
    fn visit(&mut self, ctx: &Context, node: Node, deferrable: bool) -> (u32, usize) {
        if let Some(seen) = self.revisit(node, deferrable) {
            return seen;
        }
        let mut stack = vec![self.open(ctx, node, deferrable)];
        loop {
            let top = stack.last_mut().expect("the stack holds the node being visited");
            if let Some(&child) = top.children.get(top.next) {
                top.next += 1;
                match self.revisit(child, deferrable) {
                    Some((depth, i)) => top.add_child(depth, i),
                    None => {
                        let frame = self.open(ctx, child, deferrable);
                        stack.push(frame);
                    }
                }
                continue;
            }
            let done = stack.pop().expect("the stack holds the node being visited");
            let e = &mut self.entries[done.entry];
            e.children = done.child_entries;
            if done.max_depth > 0 {
                e.depth = done.max_depth + 1;
            }
            match stack.last_mut() {
                Some(parent) => parent.add_child(e.depth, done.entry),
                None => return (e.depth, done.entry),
            }
        }
    }

    /// The depth and entry of a node already recorded (now reached from a
    /// non-deferrable place if `deferrable` is false).
    fn revisit(&mut self, node: Node, deferrable: bool) -> Option<(u32, usize)> {
        let &i = self.index.get(&node)?;
        if !deferrable {
            self.mark_non_deferrable(i);
        }
        Some((self.entries[i].depth, i))
    }

    /// Records a new node and returns the frame that visits its children.
    fn open(&mut self, ctx: &Context, node: Node, deferrable: bool) -> Frame {
        let alias = self.alias_of(ctx, node);
        let entry = self.entries.len();
        self.index.insert(node, entry);
        let depth = u32::from(alias.is_some());
        self.entries.push(Entry { node, alias, depth, deferrable, children: Vec::new() });
        Frame { entry, children: Self::children(ctx, node), next: 0, child_entries: Vec::new(), max_depth: 0 }
    }

    fn mark_non_deferrable(&mut self, i: usize) {
        // Nearly every revisit finds the node marked already: no stack then.
        if !self.entries[i].deferrable {
            return;
        }
        let mut stack = vec![i];
        while let Some(i) = stack.pop() {
            let e = &mut self.entries[i];
            if e.deferrable {
                e.deferrable = false;
                stack.extend(e.children.iter().copied());
            }
        }
    }

    /// What MLIR's dummy printer visits inside an attribute or a type.
    fn children(ctx: &Context, node: Node) -> Vec<Node> {
        let mut out = Vec::new();
        match node {
            Node::Name(_) => {}
            Node::Attr(a) => {
                match a.kind(ctx) {
                    AttrKind::Integer { .. }
                    | AttrKind::Float { .. }
                    | AttrKind::AffineMap(_)
                    | AttrKind::IntegerSet(_)
                    | AttrKind::DenseArray { .. }
                    | AttrKind::Unit => return out,
                    AttrKind::Dialect { params, .. } => out.extend(params.iter().map(|p| Node::Attr(*p))),
                    AttrKind::Dictionary(entries) => {
                        for (n, v) in entries.iter() {
                            out.push(Node::Name(*n));
                            out.push(Node::Attr(*v));
                        }
                    }
                    AttrKind::Array(elts) => out.extend(elts.iter().map(|e| Node::Attr(*e))),
                    AttrKind::Type(t) => out.push(Node::Type(*t)),
                    AttrKind::Distinct { referenced, .. } => out.push(Node::Attr(*referenced)),
                    AttrKind::Location(LocKind::Name { child: Some(c), .. })
                        if !matches!(c.kind(ctx), AttrKind::Location(LocKind::Unknown)) =>
                    {
                        out.push(Node::Attr(*c));
                    }
                    AttrKind::Location(LocKind::CallSite { callee, caller }) => {
                        out.push(Node::Attr(*callee));
                        out.push(Node::Attr(*caller));
                    }
                    AttrKind::Location(LocKind::Fused(f)) => {
                        out.extend(f.metadata.iter().map(|m| Node::Attr(*m)));
                        out.extend(f.locs.iter().map(|l| Node::Attr(*l)));
                    }
                    _ => {}
                }
                if let Some(t) = a.ty(ctx) {
                    if !matches!(t.kind(ctx), TypeKind::None) {
                        out.push(Node::Type(t));
                    }
                }
            }
            Node::Type(t) => match t.kind(ctx) {
                TypeKind::Dialect { params, .. } => out.extend(params.iter().map(|p| Node::Attr(*p))),
                TypeKind::MemRef { element, layout, memory_space, .. } => {
                    out.push(Node::Type(*element));
                    out.extend(layout.iter().chain(memory_space.iter()).map(|a| Node::Attr(*a)));
                }
                TypeKind::UnrankedMemRef { element, memory_space } => {
                    out.push(Node::Type(*element));
                    out.extend(memory_space.iter().map(|a| Node::Attr(*a)));
                }
                TypeKind::Complex(e)
                | TypeKind::UnrankedTensor { element: e }
                | TypeKind::Vector { element: e, .. } => out.push(Node::Type(*e)),
                TypeKind::Tuple(es) => out.extend(es.iter().map(|e| Node::Type(*e))),
                TypeKind::Function { inputs, results } => {
                    out.extend(inputs.iter().chain(results.iter()).map(|e| Node::Type(*e)))
                }
                TypeKind::RankedTensor { element, encoding, .. } => {
                    out.push(Node::Type(*element));
                    out.extend(encoding.iter().map(|a| Node::Attr(*a)));
                }
                _ => {}
            },
        }
        out
    }

    /// The aliases sorted by depth, then types before attributes, then
    /// name (stable in visit order), each name made unique in that order as
    /// MLIR's `uniqueAliasNameIndex` does: `map`, `map1`, ..., with a `_`
    /// before the number of a name ending in a digit (`a0`, `a0_1`), and a
    /// number taken only when the name it makes is not taken already.
    pub(crate) fn finish(self) -> Vec<NamedAlias> {
        let mut order: Vec<&Entry> = self.entries.iter().filter(|e| e.alias.is_some()).collect();
        let is_attr = |e: &Entry| !matches!(e.node, Node::Type(_));
        order.sort_by(|a, b| a.depth.cmp(&b.depth).then(is_attr(a).cmp(&is_attr(b))).then(a.alias.cmp(&b.alias)));
        let mut used: FxHashSet<String> = FxHashSet::default();
        let mut counts: FxHashMap<&str, u32> = FxHashMap::default();
        let mut out = Vec::with_capacity(order.len());
        for e in order {
            let target = match e.node {
                Node::Attr(a) => Aliased::Attr(a),
                Node::Type(t) => Aliased::Type(t),
                Node::Name(_) => continue,
            };
            let Some(alias) = e.alias.as_deref() else { continue };
            let name = if used.insert(alias.to_string()) {
                alias.to_string()
            } else {
                let sep = if alias.ends_with(|c: char| c.is_ascii_digit()) { "_" } else { "" };
                let c = counts.entry(alias).or_insert(0);
                loop {
                    *c += 1;
                    let probe = format!("{alias}{sep}{c}");
                    if used.insert(probe.clone()) {
                        break probe;
                    }
                }
            };
            out.push(NamedAlias { target, name, deferred: e.deferrable });
        }
        out
    }
}
