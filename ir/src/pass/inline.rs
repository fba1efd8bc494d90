//! The inliner and the interfaces it is driven by, as MLIR's
//! `CallInterfaces`, `CastInterfaces` and `DialectInlinerInterface`.
//!
//! The pass knows no dialect: a call is any op implementing
//! [`CallOpInterface`], a function any op implementing
//! [`CallableOpInterface`]; whether and how a body may be inlined is asked
//! of the dialects through their [`DialectInlinerInterface`].
//!
//! The interfaces follow the shape `#[interface]` generates (a trait, a
//! `...VTable` built with `of::<Op>()` that ops list in
//! `#[op(interfaces(...))]`, and a run-time handle with `get`): they are
//! written out here because the IR core cannot use its own macros.

use super::{parse_options, Pass, PassRegistration};
use crate::attrs::{Attr, AttrKind, LocKind, Location};
use crate::builder::InsertPoint;
use crate::context::{Context, OpId, RegionId, Value};
use crate::diag::Diagnostic;
use crate::registry::{FoldResult, FoldValue, Traits};
use crate::rewrite::GreedyConfig;
use crate::symbol_table;
use crate::types::Type;
use rustc_hash::FxHashMap;

/// The value mapping of an inlining: callee values to their copies.
pub type ValueMapping = FxHashMap<Value, Value>;

// ----- CallOpInterface -----

/// A call-like op (MLIR's `CallOpInterface`).
#[ods_macros::interface]
pub trait CallOpInterface {
    /// The symbol reference to the callee (`getCallableForCallee`).
    fn callee(self, ctx: &Context) -> Option<Attr>;
    /// Points the call at another callee (`setCalleeFromCallable`).
    fn set_callee(self, ctx: &mut Context, callee: Attr);
    /// The operands passed to the callee's arguments (`getArgOperands`).
    fn arg_operands(self, ctx: &Context) -> Vec<Value>;
}

impl CallOpInterfaceOp {
    /// The callable the callee symbol names, looked up in the nearest
    /// enclosing symbol table (`resolveCallable`).
    pub fn resolve(self, ctx: &Context) -> Option<CallableOpInterfaceOp> {
        let callee = self.callee(ctx)?;
        let AttrKind::SymbolRef { root, nested } = callee.kind(ctx) else { return None };
        if !nested.is_empty() {
            return None;
        }
        let target = symbol_table::lookup_nearest_symbol_from(ctx, self.op, ctx.str(*root))?;
        CallableOpInterfaceOp::get(ctx, target)
    }
}

// ----- CallableOpInterface -----

/// A function-like op that calls can target (MLIR's `CallableOpInterface`).
#[ods_macros::interface]
pub trait CallableOpInterface {
    /// The body, or `None` for an external function (`getCallableRegion`).
    fn callable_region(self, ctx: &Context) -> Option<RegionId>;
    /// The result types of the callable (`getResultTypes`).
    fn callable_results(self, ctx: &Context) -> Vec<Type>;
}

// ----- CastOpInterface -----

/// A cast-like op (MLIR's `CastOpInterface`): one input, one output, and a
/// rule for which pairs of types it may convert between.
#[ods_macros::interface]
pub trait CastOpInterface {
    /// Whether the op may convert `inputs` to `outputs` (`areCastCompatible`).
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool;
}

/// The verifier `CastOpInterface` adds (`verifyCastInterfaceOp`), with
/// MLIR's message.
pub fn verify_cast_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(cast) = CastOpInterfaceOp::get(ctx, op) else { return Ok(()) };
    let (ins, outs) = (op.operand_types(ctx), op.result_types(ctx));
    if ins.is_empty() || outs.is_empty() {
        return Err(crate::verify::op_error(ctx, op, "expected at least one result for cast operation"));
    }
    if !cast.are_cast_compatible(ctx, &ins, &outs) {
        let list =
            |ts: &[Type]| ts.iter().map(|t| crate::print::type_to_string(ctx, *t)).collect::<Vec<_>>().join(", ");
        let msg = format!(
            "operand type{} '{}' and result type{} '{}' are cast incompatible",
            if ins.len() == 1 { "" } else { "s" },
            list(&ins),
            if outs.len() == 1 { "" } else { "s" },
            list(&outs)
        );
        return Err(crate::verify::op_error(ctx, op, msg));
    }
    Ok(())
}

/// The folder `CastOpInterface` adds (`foldCastInterfaceOp`): a cast whose
/// result types equal its operand types folds to its operands.
pub fn fold_identity_cast(ctx: &Context, op: OpId) -> FoldResult {
    let operands = op.operands(ctx);
    if operands.len() != op.num_results(ctx) || operands.is_empty() {
        return FoldResult::Failure;
    }
    if operands.iter().zip(op.results(ctx)).any(|(a, r)| a.ty(ctx) != r.ty(ctx)) {
        return FoldResult::Failure;
    }
    FoldResult::Results(operands.iter().map(|v| FoldValue::Value(*v)).collect())
}

// ----- DialectInlinerInterface -----

/// What a dialect tells the inliner (MLIR's `DialectInlinerInterface`).
/// Every hook defaults to "not legal" / "nothing to do", as in MLIR.
/// A dialect lists its table in `dialect! { ..., interfaces = [TABLE] }`.
#[ods_macros::interface(dialect)]
pub trait DialectInlinerInterface {
    /// Whether `call` may be replaced by the body of `callable`.
    fn is_legal_to_inline_call(_ctx: &Context, _call: OpId, _callable: OpId, _would_be_cloned: bool) -> bool {
        false
    }
    /// Whether the body `src` may be inlined into the region `dest`.
    fn is_legal_to_inline_region(
        _ctx: &Context,
        _dest: RegionId,
        _src: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        false
    }
    /// Whether `op` (of this dialect) may be inlined into `dest`.
    fn is_legal_to_inline_op(
        _ctx: &Context,
        _op: OpId,
        _dest: RegionId,
        _would_be_cloned: bool,
        _mapping: &ValueMapping,
    ) -> bool {
        false
    }
    /// Replaces `values_to_replace` (the results of the call) with what the
    /// inlined terminator `op` returns. The terminator is erased afterwards.
    /// By default the terminator's operands are the returned values, which
    /// is what return-like terminators mean.
    fn handle_terminator(ctx: &mut Context, op: OpId, values_to_replace: &[Value]) {
        let operands = op.operands(ctx).to_vec();
        for (&from, &to) in values_to_replace.iter().zip(&operands) {
            ctx.replace_all_uses_with(from, to);
        }
    }
    /// Makes an op at `ip` converting `input` to `result_type` where a call
    /// argument or result does not match the callable's type; `None` if the
    /// dialect cannot (then the call is not inlined).
    fn materialize_call_conversion(
        _ctx: &mut Context,
        _ip: InsertPoint,
        _input: Value,
        _result_type: Type,
        _loc: Location,
    ) -> Option<OpId> {
        None
    }
}

/// The inliner interface of a dialect whose ops may be inlined into any
/// region (MLIR's interfaces of arith, math, cf, index, ub, complex): a
/// dialect lists [`INLINE_OPS_ANYWHERE`] instead of writing its own.
pub struct InlineOpsAnywhere;

impl DialectInlinerInterface for InlineOpsAnywhere {
    fn is_legal_to_inline_op(_: &Context, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
}

/// See [`InlineOpsAnywhere`].
pub static INLINE_OPS_ANYWHERE: DialectInlinerInterfaceVTable =
    DialectInlinerInterfaceVTable::of::<InlineOpsAnywhere>();

/// The inliner interface of a dialect whose ops may be inlined into any
/// region and whose regions may receive inlined calls (MLIR's interfaces
/// of scf, tensor, shape): listed as [`INLINE_OPS_AND_INTO_REGIONS`].
pub struct InlineOpsAndIntoRegions;

impl DialectInlinerInterface for InlineOpsAndIntoRegions {
    fn is_legal_to_inline_region(_: &Context, _: RegionId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
}

/// See [`InlineOpsAndIntoRegions`].
pub static INLINE_OPS_AND_INTO_REGIONS: DialectInlinerInterfaceVTable =
    DialectInlinerInterfaceVTable::of::<InlineOpsAndIntoRegions>();

impl DialectInlinerInterfaceDialect {
    /// The implementation of the dialect of `op`.
    pub fn for_op(ctx: &Context, op: OpId) -> Option<Self> {
        Self::get(ctx, op.def(ctx)?.dialect())
    }
}

// ----- inlining one call -----

/// Whether the body of `callable` may replace `call`, asking the dialects
/// of the call, the destination region and every op of the body.
fn is_legal(ctx: &Context, call: OpId, callable: OpId, src: RegionId) -> bool {
    let Some(call_iface) = DialectInlinerInterfaceDialect::for_op(ctx, call) else { return false };
    if !call_iface.is_legal_to_inline_call(ctx, call, callable, true) {
        return false;
    }
    let Some(dest) = call.parent_region(ctx) else { return false };
    let mapping = ValueMapping::default();
    let dest_ok = dest
        .parent_op(ctx)
        .and_then(|p| DialectInlinerInterfaceDialect::for_op(ctx, p))
        .is_some_and(|i| i.is_legal_to_inline_region(ctx, dest, src, true, &mapping));
    if !dest_ok {
        return false;
    }
    for b in src.blocks(ctx) {
        for o in b.ops(ctx) {
            for inner in o.walk_pre_order(ctx) {
                let ok = DialectInlinerInterfaceDialect::for_op(ctx, inner)
                    .is_some_and(|i| i.is_legal_to_inline_op(ctx, inner, dest, true, &mapping));
                if !ok {
                    return false;
                }
            }
        }
    }
    true
}

/// Inlines the single-block body of `callable` in place of `call` (a copy;
/// the callable is left alone). Type mismatches between the call and the
/// callable are bridged with the call dialect's conversions. Returns false,
/// with the IR unchanged, when inlining is not legal or not possible.
pub fn inline_call(ctx: &mut Context, call: CallOpInterfaceOp, callable: CallableOpInterfaceOp) -> bool {
    let call_op = call.op();
    let Some(src) = callable.callable_region(ctx) else { return false };
    let blocks = src.blocks(ctx);
    // Only single-block bodies: the blocks of a CFG would need the caller's
    // block to be split.
    if blocks.len() != 1 {
        return false;
    }
    let entry = blocks[0];
    let Some(terminator) = entry.last_op(ctx) else { return false };
    if !terminator.has_trait(ctx, Traits::TERMINATOR) {
        return false;
    }
    if !is_legal(ctx, call_op, callable.op(), src) {
        return false;
    }
    let args = call.arg_operands(ctx);
    let params: Vec<Value> = entry.args(ctx).to_vec();
    let callee_results = callable.callable_results(ctx);
    let call_results: Vec<Value> = call_op.results(ctx).collect();
    if args.len() != params.len() || callee_results.len() != call_results.len() {
        return false;
    }
    let Some(iface) = DialectInlinerInterfaceDialect::for_op(ctx, call_op) else { return false };
    let loc = call_op.loc(ctx);
    let mut created: Vec<OpId> = Vec::new();
    let mut mapping = ValueMapping::default();
    // Arguments: convert where the types differ.
    for (&arg, &param) in args.iter().zip(&params) {
        let want = param.ty(ctx);
        if arg.ty(ctx) == want {
            mapping.insert(param, arg);
            continue;
        }
        match iface.materialize_call_conversion(ctx, InsertPoint::Before(call_op), arg, want, loc) {
            Some(conv) if conv.num_results(ctx) == 1 && conv.result(ctx, 0).ty(ctx) == want => {
                created.push(conv);
                mapping.insert(param, conv.result(ctx, 0));
            }
            other => {
                created.extend(other);
                rollback(ctx, &created);
                return false;
            }
        }
    }
    // Results: a conversion from the callee's type to the call's. Its
    // operand is the call result, retyped to the callee's type, until the
    // terminator is handled and replaces it with the returned value.
    let mut conversions: Vec<(Value, OpId, Type)> = Vec::new();
    for (&res, &callee_ty) in call_results.iter().zip(&callee_results) {
        let want = res.ty(ctx);
        if want == callee_ty {
            continue;
        }
        ctx.set_value_type(res, callee_ty);
        let conv = iface.materialize_call_conversion(ctx, InsertPoint::Before(call_op), res, want, loc);
        ctx.set_value_type(res, want);
        match conv {
            Some(conv) if conv.num_results(ctx) == 1 && conv.result(ctx, 0).ty(ctx) == want => {
                created.push(conv);
                conversions.push((res, conv, callee_ty));
            }
            other => {
                created.extend(other);
                rollback(ctx, &created);
                return false;
            }
        }
    }
    for &(res, conv, callee_ty) in &conversions {
        let new = conv.result(ctx, 0);
        ctx.replace_uses_where(res, new, |_, o| o != conv);
        ctx.set_value_type(res, callee_ty);
        // The conversion goes after the inlined body (moved below).
        ctx.detach_op(conv);
    }
    // Copy the body before the call.
    let mut copies = Vec::new();
    for o in entry.ops(ctx) {
        let c = ctx.clone_op(o, &mut mapping);
        ctx.insert_op_before(call_op, c);
        copies.push(c);
    }
    // The copies are located at `callsite(their location at the call's)`.
    if !loc.is_unknown(ctx) {
        let mut remapped: FxHashMap<Location, Location> = FxHashMap::default();
        for &c in &copies {
            for o in c.walk_pre_order(ctx) {
                let old = o.loc(ctx);
                let new = *remapped.entry(old).or_insert_with(|| {
                    Location(ctx.get_attr(AttrKind::Location(LocKind::CallSite { callee: old.0, caller: loc.0 })))
                });
                ctx.set_loc(o, new);
            }
        }
    }
    let new_terminator = *copies.last().expect("a terminator");
    for &(_, conv, _) in &conversions {
        ctx.insert_op_before(call_op, conv);
    }
    let terminator_iface = DialectInlinerInterfaceDialect::for_op(ctx, new_terminator);
    match terminator_iface {
        Some(t) => t.handle_terminator(ctx, new_terminator, &call_results),
        None => iface.handle_terminator(ctx, new_terminator, &call_results),
    }
    let _ = ctx.erase_op(new_terminator);
    // A dialect that left results in use keeps the call, so the IR stays valid.
    if !call_op.results(ctx).any(|r| r.has_uses(ctx)) {
        let _ = ctx.erase_op(call_op);
    }
    true
}

fn rollback(ctx: &mut Context, created: &[OpId]) {
    for &o in created.iter().rev() {
        if ctx.is_alive(o) {
            let _ = ctx.erase_op(o);
        }
    }
}

// ----- the pass -----

/// `-inline`: inlines calls to callables of the same symbol table, callees
/// first (strongly connected components of the call graph in post-order;
/// calls inside one component and calls of recursive callables are left
/// alone), runs the default pipeline
/// (`canonicalize`) on every callable, and erases private callables that
/// are no longer referenced.
pub struct Inline {
    /// Run `canonicalize` on the callables afterwards (MLIR's default
    /// pipeline); `default-pipeline=""` turns it off.
    pub canonicalize: bool,
}

impl Inline {
    fn callables(ctx: &Context, table: OpId) -> Vec<CallableOpInterfaceOp> {
        let mut v = Vec::new();
        for r in table.regions(ctx) {
            for b in r.blocks(ctx) {
                for o in b.op_iter(ctx) {
                    if let Some(c) = CallableOpInterfaceOp::get(ctx, o) {
                        v.push(c);
                    }
                }
            }
        }
        v
    }

    /// Runs on the symbol table `table` (and nested ones).
    fn run_on_table(&self, ctx: &mut Context, table: OpId) -> Result<(), Diagnostic> {
        let nodes = Self::callables(ctx, table);
        // The callables by name: a call resolves with one lookup.
        let sym_name = ctx.intern(symbol_table::SYM_NAME);
        let by_name: FxHashMap<crate::intern::Sym, usize> = nodes
            .iter()
            .enumerate()
            .filter_map(|(i, c)| Some((ctx.lookup_sym(c.op().attr(ctx, sym_name)?.as_str(ctx)?)?, i)))
            .rev()
            .collect();
        let resolve = |ctx: &Context, call: CallOpInterfaceOp| -> Option<usize> {
            let AttrKind::SymbolRef { root, nested } = call.callee(ctx)?.kind(ctx) else { return None };
            if !nested.is_empty() || symbol_table::nearest_symbol_table(ctx, call.op) != Some(table) {
                return None;
            }
            by_name.get(root).copied()
        };
        // Call graph edges.
        let mut edges: Vec<Vec<usize>> = vec![Vec::new(); nodes.len()];
        for (i, n) in nodes.iter().enumerate() {
            for o in n.op().walk_pre_order(ctx) {
                if let Some(call) = CallOpInterfaceOp::get(ctx, o) {
                    if let Some(t) = resolve(ctx, call) {
                        edges[i].push(t);
                    }
                }
            }
        }
        let sccs = tarjan(&edges);
        let mut scc_of = vec![0usize; nodes.len()];
        for (s, members) in sccs.iter().enumerate() {
            for &m in members {
                scc_of[m] = s;
            }
        }
        // A callee that can reach itself is never inlined (its copies would
        // bring new calls to it).
        let recursive: Vec<bool> =
            sccs.iter().map(|members| members.len() > 1 || members.iter().any(|&m| edges[m].contains(&m))).collect();
        // Tarjan yields components callees first.
        for members in &sccs {
            for &m in members {
                let caller = nodes[m];
                loop {
                    let mut inlined = false;
                    for o in caller.op().walk_pre_order(ctx) {
                        if !ctx.is_alive(o) {
                            continue;
                        }
                        let Some(call) = CallOpInterfaceOp::get(ctx, o) else { continue };
                        let Some(t) = resolve(ctx, call) else { continue };
                        if scc_of[t] == scc_of[m] || recursive[scc_of[t]] {
                            continue;
                        }
                        let target = nodes[t];
                        // Copies land before the call, outside the walk's
                        // remaining ops; new calls are seen next round.
                        inlined |= inline_call(ctx, call, target);
                    }
                    if !inlined {
                        break;
                    }
                }
                if self.canonicalize {
                    crate::rewrite::canonicalize(ctx, caller.op(), GreedyConfig::default(), false)?;
                }
            }
        }
        // Erase private callables nobody refers to any more.
        loop {
            let used = symbol_table::symbol_uses(ctx, table);
            let mut erased = false;
            for n in &nodes {
                let op = n.op();
                if !ctx.is_alive(op) {
                    continue;
                }
                let private = symbol_table::is_private(ctx, op);
                let name = symbol_table::symbol_name(ctx, op).and_then(|s| ctx.lookup_sym(s));
                if private && name.is_some_and(|s| !used.contains(&s)) && ctx.erase_op(op).is_ok() {
                    erased = true;
                }
            }
            if !erased {
                break;
            }
        }
        Ok(())
    }
}

/// Strongly connected components, each emitted after every component it
/// reaches (Tarjan's order). The depth-first search keeps its own stack, as
/// call chains can be far longer than the machine stack allows recursion.
fn tarjan(edges: &[Vec<usize>]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index: Vec<Option<usize>> = vec![None; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    let mut out = Vec::new();
    // (vertex, how many of its edges are done)
    let mut dfs: Vec<(usize, usize)> = Vec::new();
    for root in 0..n {
        if index[root].is_some() {
            continue;
        }
        dfs.push((root, 0));
        index[root] = Some(next);
        low[root] = next;
        next += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (v, ref mut done)) = dfs.last_mut() {
            if let Some(&w) = edges[v].get(*done) {
                *done += 1;
                match index[w] {
                    None => {
                        index[w] = Some(next);
                        low[w] = next;
                        next += 1;
                        stack.push(w);
                        on_stack[w] = true;
                        dfs.push((w, 0));
                    }
                    Some(iw) if on_stack[w] => low[v] = low[v].min(iw),
                    _ => {}
                }
                continue;
            }
            dfs.pop();
            if let Some(&(parent, _)) = dfs.last() {
                low[parent] = low[parent].min(low[v]);
            }
            if Some(low[v]) == index[v] {
                let mut comp = Vec::new();
                while let Some(w) = stack.pop() {
                    on_stack[w] = false;
                    comp.push(w);
                    if w == v {
                        break;
                    }
                }
                comp.reverse();
                out.push(comp);
            }
        }
    }
    out
}

impl Pass for Inline {
    fn name(&self) -> &'static str {
        "inline"
    }
    fn class_name(&self) -> &'static str {
        "Inliner"
    }
    fn run(&self, ctx: &mut Context, op: OpId) -> Result<(), Diagnostic> {
        let tables: Vec<OpId> =
            op.walk_post_order(ctx).into_iter().filter(|o| o.has_trait(ctx, Traits::SYMBOL_TABLE)).collect();
        for t in tables {
            if ctx.is_alive(t) {
                self.run_on_table(ctx, t)?;
            }
        }
        Ok(())
    }
}

fn create_inline(opts: &str) -> Result<Box<dyn Pass>, Diagnostic> {
    let mut canonicalize = true;
    for (k, v) in parse_options(opts) {
        match k {
            "default-pipeline" => {
                canonicalize = match v.trim_matches('"') {
                    "" => false,
                    "canonicalize" => true,
                    other => {
                        return Err(super::option_error(format!(
                            "unsupported default pipeline '{other}' (only 'canonicalize' or empty)"
                        )))
                    }
                }
            }
            _ => return Err(super::option_error(format!("no such option {k}"))),
        }
    }
    Ok(Box::new(Inline { canonicalize }))
}

inventory::submit! {
    PassRegistration {
        name: "inline",
        description: "Inline function calls",
        create: create_inline,
    }
}
