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
use crate::context::{BlockId, Context, OpId, RegionId, Value};
use crate::diag::Diagnostic;
use crate::registry::{FoldResult, FoldValue, Traits};
use crate::symbol_table::{self, SymbolTableCollection};
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
    /// The value called, for a call through an SSA value
    /// (`getCallableForCallee` holding a `Value`); `None` for a symbol.
    fn callee_value(self, _ctx: &Context) -> Option<Value> {
        None
    }
}

impl CallOpInterfaceOp {
    /// The callable called: the op defining the called value, or the one
    /// the callee symbol names in the nearest enclosing symbol table
    /// (`resolveCallable`).
    pub fn resolve(self, ctx: &Context) -> Option<CallableOpInterfaceOp> {
        self.resolve_with(ctx, symbol_table::lookup_nearest_symbol_from)
    }

    /// [`CallOpInterfaceOp::resolve`] through `tables`, which keeps each
    /// symbol table it reads: resolving N calls costs N lookups, not N
    /// scans of the module (`resolveCallable` with a
    /// `SymbolTableCollection`).
    pub fn resolve_in(self, ctx: &Context, tables: &mut SymbolTableCollection) -> Option<CallableOpInterfaceOp> {
        self.resolve_with(ctx, |ctx, from, name| tables.lookup_nearest_symbol_from(ctx, from, name))
    }

    fn resolve_with(
        self,
        ctx: &Context,
        lookup: impl FnOnce(&Context, OpId, &str) -> Option<OpId>,
    ) -> Option<CallableOpInterfaceOp> {
        if let Some(v) = self.callee_value(ctx) {
            return CallableOpInterfaceOp::get(ctx, v.defining_op(ctx)?);
        }
        let callee = self.callee(ctx)?;
        let AttrKind::SymbolRef { root, nested } = callee.kind(ctx) else { return None };
        if !nested.is_empty() {
            return None;
        }
        CallableOpInterfaceOp::get(ctx, lookup(ctx, self.op, ctx.str(*root))?)
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
    /// The attributes of the arguments, an array of dictionaries
    /// (`getArgAttrsAttr`), if any.
    fn arg_attrs(self, ctx: &Context) -> Option<Attr> {
        crate::ods::OpHandle::op(self).attr_by_str(ctx, "arg_attrs")
    }
    /// The attributes of the results (`getResAttrsAttr`), if any.
    fn res_attrs(self, ctx: &Context) -> Option<Attr> {
        crate::ods::OpHandle::op(self).attr_by_str(ctx, "res_attrs")
    }
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
    /// Whether the regions of `op` (of this dialect), inlined, are checked op
    /// by op too (`shouldAnalyzeRecursively`).
    fn should_analyze_recursively(_ctx: &Context, _op: OpId) -> bool {
        true
    }
    /// Replaces `values_to_replace` (the results of the call) with what the
    /// inlined terminator `op` returns, when the body inlined is one block.
    /// The terminator is erased afterwards.
    /// By default the terminator's operands are the returned values, which
    /// is what return-like terminators mean.
    fn handle_terminator(ctx: &mut Context, op: OpId, values_to_replace: &[Value]) {
        let operands = op.operands(ctx).to_vec();
        for (&from, &to) in values_to_replace.iter().zip(&operands) {
            ctx.replace_all_uses_with(from, to);
        }
    }
    /// Replaces the inlined terminator `op` of a body of several blocks
    /// with a branch to `dest`, whose arguments stand for the call's
    /// results. By default nothing is done (a dialect whose callables have
    /// several blocks must do it).
    fn handle_terminator_with_dest(_ctx: &mut Context, _op: OpId, _dest: BlockId) {}
    /// The value the inlined body sees for `argument` (`handleArgument`),
    /// given the callable's attributes of that argument; ops made go at `ip`.
    fn handle_argument(
        _ctx: &mut Context,
        _ip: InsertPoint,
        _call: OpId,
        _callable: OpId,
        argument: Value,
        _attrs: Option<Attr>,
    ) -> Value {
        argument
    }
    /// The value the call's users see for the returned `result`
    /// (`handleResult`), given the callable's attributes of that result.
    fn handle_result(
        _ctx: &mut Context,
        _ip: InsertPoint,
        _call: OpId,
        _callable: OpId,
        result: Value,
        _attrs: Option<Attr>,
    ) -> Value {
        result
    }
    /// Called with the blocks just inlined in place of `call` (of this
    /// dialect), before their terminators are handled
    /// (`processInlinedCallBlocks`).
    fn process_inlined_call_blocks(_ctx: &mut Context, _call: OpId, _blocks: &[BlockId]) {}
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
    /// The implementation of the dialect of `op`, registered or not (an
    /// unregistered op of a loaded dialect belongs to it, as in MLIR).
    pub fn for_op(ctx: &Context, op: OpId) -> Option<Self> {
        match op.def(ctx) {
            Some(def) => Self::get(ctx, def.dialect()),
            None => Self::get(ctx, op.name_str(ctx).split_once('.')?.0),
        }
    }
}

// ----- inlining one call -----

/// Whether every op of `src` (and of the regions of ops whose dialect asks
/// for it) may be inlined into `dest`.
fn ops_are_legal(ctx: &Context, src: RegionId, dest: RegionId, mapping: &ValueMapping) -> bool {
    let mut regions = vec![src];
    while let Some(r) = regions.pop() {
        for b in r.blocks(ctx) {
            for o in b.op_iter(ctx) {
                let iface = DialectInlinerInterfaceDialect::for_op(ctx, o);
                if !iface.is_some_and(|i| i.is_legal_to_inline_op(ctx, o, dest, true, mapping)) {
                    return false;
                }
                if iface.is_none_or(|i| i.should_analyze_recursively(ctx, o)) {
                    regions.extend(o.regions(ctx).iter().rev());
                }
            }
        }
    }
    true
}

/// `callee` located at `caller`: a call-site location, or for a location
/// that already is one, the chain of call sites extended by `caller` at
/// its end (MLIR's `stackLocations`).
fn stack_locations(ctx: &Context, callee: Location, caller: Location) -> Location {
    let mut chain = Vec::new();
    let mut last = callee.0;
    while let AttrKind::Location(LocKind::CallSite { callee, caller }) = last.kind(ctx) {
        chain.push(*callee);
        last = *caller;
    }
    let site = |ctx: &Context, callee: Attr, caller: Attr| {
        ctx.get_attr(AttrKind::Location(LocKind::CallSite { callee, caller }))
    };
    let mut loc = site(ctx, last, caller.0);
    for c in chain.into_iter().rev() {
        loc = site(ctx, c, loc);
    }
    Location(loc)
}

/// Relocates every op and block argument of `blocks` (nested ones too) at
/// the call site `caller`.
fn remap_inlined_locations(ctx: &mut Context, blocks: &[BlockId], caller: Location) {
    let mut remapped: FxHashMap<Location, Location> = FxHashMap::default();
    let mut remap = |ctx: &Context, l: Location| *remapped.entry(l).or_insert_with(|| stack_locations(ctx, l, caller));
    let mut pending: Vec<BlockId> = blocks.to_vec();
    while let Some(b) = pending.pop() {
        for a in b.args(ctx).to_vec() {
            let l = remap(ctx, a.loc(ctx));
            ctx.set_value_loc(a, l);
        }
        for o in b.ops(ctx) {
            let l = remap(ctx, o.loc(ctx));
            ctx.set_loc(o, l);
            for r in o.regions(ctx).to_vec() {
                pending.extend(r.blocks(ctx));
            }
        }
    }
}

/// Where ops go right after `op`: before the op that follows it, or at
/// the end of its block.
fn point_after(ctx: &Context, op: OpId) -> Option<InsertPoint> {
    match op.next_op(ctx) {
        Some(n) => Some(InsertPoint::Before(n)),
        None => op.parent_block(ctx).map(InsertPoint::End),
    }
}

/// The dictionary at `i` of an array of dictionaries, if any.
fn nth_dict(ctx: &Context, list: Option<Attr>, i: usize) -> Option<Attr> {
    list.and_then(|a| a.as_array(ctx).and_then(|l| l.get(i).copied()))
}

/// Asks the call's dialect for a conversion of `input` to `ty` at `ip`; the
/// op made is recorded in `casts`. `None` when the dialect makes none or
/// makes something that is not one conversion of `input` to `ty`.
fn materialize_conversion(
    ctx: &mut Context,
    iface: Option<DialectInlinerInterfaceDialect>,
    casts: &mut Vec<OpId>,
    ip: InsertPoint,
    input: Value,
    ty: Type,
    loc: Location,
) -> Option<Value> {
    let cast = iface?.materialize_call_conversion(ctx, ip, input, ty, loc)?;
    casts.push(cast);
    let ok = cast.operands(ctx) == [input] && cast.num_results(ctx) == 1 && cast.result(ctx, 0).ty(ctx) == ty;
    ok.then(|| cast.result(ctx, 0))
}

/// Undoes the conversions made for a call that is not inlined after all.
fn erase_casts(ctx: &mut Context, casts: &[OpId]) {
    for &c in casts {
        if !ctx.is_alive(c) {
            continue;
        }
        if let (Some(&input), 1) = (c.operands(ctx).first(), c.num_results(ctx)) {
            let out = c.result(ctx, 0);
            ctx.replace_all_uses_with(out, input);
        }
        let _ = ctx.erase_op(c);
    }
}

/// Inlines a copy of `callable`'s body in place of `call` (MLIR's
/// `inlineCall`; the callable is left alone). Type mismatches between the
/// call and the callable are bridged with the call dialect's conversions.
/// `on_inlined` sees the blocks copied, before their terminators are
/// handled. On success the call's results have no uses left (the caller
/// erases the call); on failure the IR is unchanged.
pub fn inline_call(
    ctx: &mut Context,
    call: CallOpInterfaceOp,
    callable: CallableOpInterfaceOp,
    on_inlined: &mut dyn FnMut(&Context, &[BlockId]),
) -> bool {
    let call_op = call.op();
    let Some(src) = callable.callable_region(ctx) else { return false };
    let Some(entry) = src.entry_block(ctx) else { return false };
    // Every block must end with a terminator for the handling below.
    if src.blocks(ctx).iter().any(|b| b.last_op(ctx).is_none()) {
        return false;
    }
    let params: Vec<Value> = entry.args(ctx).to_vec();
    let args = call.arg_operands(ctx);
    let callee_results = callable.callable_results(ctx);
    let call_results: Vec<Value> = call_op.results(ctx).collect();
    if args.len() != params.len() || call_results.len() != callee_results.len() {
        return false;
    }
    let (Some(block), Some(dest)) = (call_op.parent_block(ctx), call_op.parent_region(ctx)) else { return false };
    let call_iface = DialectInlinerInterfaceDialect::for_op(ctx, call_op);
    let loc = call_op.loc(ctx);
    let mut casts = Vec::new();
    // Arguments: converted before the call where the types differ.
    let mut mapping = ValueMapping::default();
    for (&arg, &param) in args.iter().zip(&params) {
        let want = param.ty(ctx);
        let value = if arg.ty(ctx) == want {
            Some(arg)
        } else {
            materialize_conversion(ctx, call_iface, &mut casts, InsertPoint::Before(call_op), arg, want, loc)
        };
        let Some(value) = value else {
            erase_casts(ctx, &casts);
            return false;
        };
        mapping.insert(param, value);
    }
    // Results: a conversion after the call takes the result (replaced by
    // the returned value below) to the type the call's users expect.
    let mut after = point_after(ctx, call_op);
    for (&res, &callee_ty) in call_results.iter().zip(&callee_results) {
        if res.ty(ctx) == callee_ty {
            continue;
        }
        let ty = res.ty(ctx);
        let converted = after.and_then(|ip| materialize_conversion(ctx, call_iface, &mut casts, ip, res, ty, loc));
        let Some(converted) = converted else {
            erase_casts(ctx, &casts);
            return false;
        };
        let cast = converted.defining_op(ctx);
        ctx.replace_uses_where(res, converted, |_, o| Some(o) != cast);
        after = cast.and_then(|c| point_after(ctx, c));
    }
    // Legality: of the call, of the destination region, of each op.
    let legal = call_iface.is_some_and(|i| i.is_legal_to_inline_call(ctx, call_op, callable.op(), true))
        && dest
            .parent_op(ctx)
            .and_then(|p| DialectInlinerInterfaceDialect::for_op(ctx, p))
            .is_some_and(|i| i.is_legal_to_inline_region(ctx, dest, src, true, &mapping))
        && ops_are_legal(ctx, src, dest, &mapping);
    if !legal {
        erase_casts(ctx, &casts);
        return false;
    }
    // From here on the IR changes. The inline point: right after the call.
    let inline_point = call_op.next_op(ctx);
    let at_point = |ctx: &Context| match call_op.next_op(ctx) {
        Some(n) => InsertPoint::Before(n),
        None => InsertPoint::End(block),
    };
    let callable_iface = DialectInlinerInterfaceDialect::for_op(ctx, callable.op());
    // The callable's dialect may stand something in for each argument.
    if let Some(ci) = callable_iface {
        let arg_attrs = callable.arg_attrs(ctx);
        for (i, param) in params.iter().enumerate() {
            let arg = mapping[param];
            let ip = at_point(ctx);
            let new = ci.handle_argument(ctx, ip, call_op, callable.op(), arg, nth_dict(ctx, arg_attrs, i));
            mapping.insert(*param, new);
        }
    }
    let post = match inline_point {
        Some(op) => ctx.split_block(block, op),
        None => {
            let b = ctx.create_block();
            ctx.insert_block_after(block, b);
            b
        }
    };
    // Copy the body between the call's block and the rest of it. The
    // entry block's arguments are the mapped values, not arguments.
    let arg_values: Vec<Value> = params.iter().map(|p| mapping[p]).collect();
    let tmp = ctx.create_region();
    let mut block_map = FxHashMap::default();
    ctx.clone_region_into(src, tmp, &mut mapping, &mut block_map);
    let new_blocks = tmp.blocks(ctx);
    let mut prev = block;
    for &b in &new_blocks {
        ctx.detach_block(b);
        ctx.insert_block_after(prev, b);
        prev = b;
    }
    let first = new_blocks[0];
    for (&a, &v) in first.args(ctx).to_vec().iter().zip(&arg_values) {
        ctx.replace_all_uses_with(a, v);
    }
    let _ = ctx.erase_block_args_where(first, |_| true);
    if !loc.is_unknown(ctx) {
        remap_inlined_locations(ctx, &new_blocks, loc);
    }
    if let Some(i) = call_iface {
        i.process_inlined_call_blocks(ctx, call_op, &new_blocks);
    }
    on_inlined(ctx, &new_blocks);
    let res_attrs = callable.res_attrs(ctx);
    // The callable's dialect may stand something in for each result.
    let handle_results = |ctx: &mut Context, values: &[Value], ip: &dyn Fn(&Context) -> InsertPoint| {
        let Some(ci) = callable_iface else { return };
        for (i, &v) in values.iter().enumerate() {
            let users = v.users(ctx);
            let new = ci.handle_result(ctx, ip(ctx), call_op, callable.op(), v, nth_dict(ctx, res_attrs, i));
            if new != v {
                ctx.replace_uses_where(v, new, |_, o| users.contains(&o));
            }
        }
    };
    if new_blocks.len() == 1 {
        let terminator = first.last_op(ctx).expect("checked above");
        let returned = terminator.operands(ctx).to_vec();
        handle_results(ctx, &returned, &|_| InsertPoint::Before(terminator));
        match DialectInlinerInterfaceDialect::for_op(ctx, terminator).or(call_iface) {
            Some(t) => t.handle_terminator(ctx, terminator, &call_results),
            None => {
                for (&from, &to) in call_results.iter().zip(terminator.operands(ctx).to_vec().iter()) {
                    ctx.replace_all_uses_with(from, to);
                }
            }
        }
        let _ = ctx.erase_op(terminator);
        for o in post.ops(ctx) {
            ctx.detach_op(o);
            ctx.append_op(first, o);
        }
        let _ = ctx.erase_block(post);
    } else {
        let mut post_args = Vec::new();
        for (&res, &ty) in call_results.iter().zip(&callee_results) {
            let a = ctx.add_block_arg(post, ty, res.loc(ctx));
            ctx.replace_all_uses_with(res, a);
            post_args.push(a);
        }
        handle_results(ctx, &post_args, &|ctx| match post.first_op(ctx) {
            Some(o) => InsertPoint::Before(o),
            None => InsertPoint::End(post),
        });
        for &b in &new_blocks {
            let Some(t) = b.last_op(ctx) else { continue };
            if let Some(i) = DialectInlinerInterfaceDialect::for_op(ctx, t) {
                i.handle_terminator_with_dest(ctx, t, post);
            }
        }
    }
    // The entry block's ops join the call's block.
    for o in first.ops(ctx) {
        ctx.detach_op(o);
        ctx.append_op(block, o);
    }
    let _ = ctx.erase_block(first);
    true
}

// ----- the call graph -----

/// A callable body in the call graph (MLIR's `CallGraphNode`).
struct Node {
    op: OpId,
    region: RegionId,
    /// The callables nested in this one (child edges), in order.
    children: Vec<usize>,
    /// The callables called from this one (not from nested callables).
    callees: Vec<usize>,
}

/// The callables under an op and who calls whom (MLIR's `CallGraph`).
struct CallGraph {
    nodes: Vec<Node>,
    by_region: FxHashMap<RegionId, usize>,
    /// The nodes nested in no other node, in order.
    roots: Vec<usize>,
    /// The symbol tables read to resolve calls (the symbols stay while
    /// the graph is used: dead callables go after).
    tables: std::cell::RefCell<SymbolTableCollection>,
}

impl CallGraph {
    fn build(ctx: &Context, top: OpId) -> CallGraph {
        let mut g = CallGraph {
            nodes: Vec::new(),
            by_region: FxHashMap::default(),
            roots: Vec::new(),
            tables: Default::default(),
        };
        // Nodes first (callables with a body), each with its parent.
        let mut parent_of: Vec<Option<usize>> = Vec::new();
        let mut stack: Vec<(OpId, Option<usize>)> = vec![(top, None)];
        let mut calls: Vec<(usize, OpId)> = Vec::new();
        while let Some((op, mut parent)) = stack.pop() {
            if CallOpInterfaceOp::get(ctx, op).is_some() {
                if let Some(p) = parent {
                    calls.push((p, op));
                }
                continue;
            }
            if let Some(c) = CallableOpInterfaceOp::get(ctx, op) {
                let Some(region) = c.callable_region(ctx) else { continue };
                let id = g.nodes.len();
                g.nodes.push(Node { op, region, children: Vec::new(), callees: Vec::new() });
                g.by_region.insert(region, id);
                parent_of.push(parent);
                match parent {
                    Some(p) => g.nodes[p].children.push(id),
                    None => g.roots.push(id),
                }
                parent = Some(id);
            }
            let nested: Vec<OpId> =
                op.regions(ctx).iter().flat_map(|r| r.blocks(ctx)).flat_map(|b| b.ops(ctx)).collect();
            stack.extend(nested.into_iter().rev().map(|o| (o, parent)));
        }
        // Then call edges, to callables with a body.
        for (from, call) in calls {
            let call = CallOpInterfaceOp::get(ctx, call).expect("a call");
            if let Some(to) = g.resolve(ctx, call) {
                if !g.nodes[from].callees.contains(&to) {
                    g.nodes[from].callees.push(to);
                }
            }
        }
        g
    }

    /// The node `call` calls; `None` for a callable outside the graph (an
    /// external function, an unknown callee, a nested symbol reference).
    fn resolve(&self, ctx: &Context, call: CallOpInterfaceOp) -> Option<usize> {
        let callable = call.resolve_in(ctx, &mut self.tables.borrow_mut())?;
        self.by_region.get(&callable.callable_region(ctx)?).copied()
    }

    /// The node whose body holds `region`, directly or not.
    fn enclosing(&self, ctx: &Context, mut region: RegionId) -> Option<usize> {
        loop {
            if let Some(&n) = self.by_region.get(&region) {
                return Some(n);
            }
            region = region.parent_op(ctx)?.parent_region(ctx)?;
        }
    }

    /// Strongly connected components, callees first, as MLIR visits them
    /// from its external node (which reaches the roots in order).
    fn sccs(&self) -> Vec<Vec<usize>> {
        let edges: Vec<Vec<usize>> =
            self.nodes.iter().map(|n| n.children.iter().chain(&n.callees).copied().collect()).collect();
        tarjan(&edges, &self.roots)
    }
}

/// A call to inline: the call, the node it is in, the node it calls, and
/// the entry of the inline history that brought it (if it came with an
/// inlined body).
struct ResolvedCall {
    call: CallOpInterfaceOp,
    source: usize,
    target: usize,
    history: Option<usize>,
}

/// The calls in `blocks` that resolve to nodes, attributed to `source`
/// (or to the nested node they are in, when `nested` is set; without it
/// nested callables are not entered).
fn collect_calls(
    ctx: &Context,
    g: &CallGraph,
    blocks: &[BlockId],
    source: usize,
    nested: bool,
    history: Option<usize>,
    out: &mut Vec<ResolvedCall>,
) {
    let mut work: Vec<(BlockId, usize)> = blocks.iter().map(|&b| (b, source)).collect();
    while let Some((b, source)) = work.pop() {
        for o in b.op_iter(ctx) {
            if let Some(call) = CallOpInterfaceOp::get(ctx, o) {
                let nested_ref = call
                    .callee(ctx)
                    .is_some_and(|c| matches!(c.kind(ctx), AttrKind::SymbolRef { nested, .. } if !nested.is_empty()));
                if nested_ref {
                    continue;
                }
                if let Some(target) = g.resolve(ctx, call) {
                    out.push(ResolvedCall { call, source, target, history });
                }
                continue;
            }
            for &r in o.regions(ctx) {
                let node = g.by_region.get(&r).copied();
                if nested || node.is_none() {
                    let src = node.unwrap_or(source);
                    work.extend(r.blocks(ctx).into_iter().map(|b| (b, src)));
                }
            }
        }
    }
}

// ----- the pass -----

/// `-inline`: inlines calls bottom-up over the strongly connected
/// components of the call graph (MLIR's `Inliner`). For each component it
/// simplifies the callables with their pipeline, inlines the calls it may,
/// and repeats while calls were inlined (at most `max-iterations` times).
/// Callables left without uses (private symbols, side-effect-free
/// callables no value refers to) are erased at the end.
pub struct Inline {
    /// The pipeline run on callables that have none in `op_pipelines`
    /// (`default-pipeline`, `canonicalize` by default); `None` runs nothing.
    pub default_pipeline: Option<String>,
    /// Pipelines by callable op name (`op-pipelines`), as written inside
    /// the op name's parentheses.
    pub op_pipelines: Vec<(String, String)>,
    /// How many rounds of simplifying and inlining per component.
    pub max_iterations: usize,
}

impl Default for Inline {
    fn default() -> Self {
        Inline { default_pipeline: Some("canonicalize".to_string()), op_pipelines: Vec::new(), max_iterations: 4 }
    }
}

/// Whether `region` holds `inner` (or is it).
fn region_is_ancestor(ctx: &Context, region: RegionId, mut inner: RegionId) -> bool {
    loop {
        if inner == region {
            return true;
        }
        let Some(r) = inner.parent_op(ctx).and_then(|o| o.parent_region(ctx)) else { return false };
        inner = r;
    }
}

/// Whether the node's callable is one nothing can call any more: a value
/// without uses of an op without side effects (symbols are swept at the
/// end instead).
fn is_dead_value_callable(ctx: &Context, op: OpId) -> bool {
    symbol_table::symbol_name(ctx, op).is_none()
        && crate::effects::is_memory_effect_free(ctx, op)
        && !op.results(ctx).any(|r| r.has_uses(ctx))
}

/// Whether `op` is a private callable with a body whose name is not
/// among `used`.
fn is_unused_private(ctx: &Context, op: OpId, used: &rustc_hash::FxHashSet<crate::Sym>) -> bool {
    if CallableOpInterfaceOp::get(ctx, op).and_then(|c| c.callable_region(ctx)).is_none()
        || !symbol_table::is_private(ctx, op)
    {
        return false;
    }
    let name = symbol_table::symbol_name(ctx, op).and_then(|s| ctx.lookup_sym(s));
    name.is_some_and(|s| !used.contains(&s))
}

impl Inline {
    /// Runs the callable's pipeline on it.
    fn optimize(
        &self,
        ctx: &mut Context,
        op: OpId,
        pms: &mut FxHashMap<String, Option<super::OpPassManager>>,
    ) -> Result<(), Diagnostic> {
        let name = op.name_str(ctx).to_string();
        if !pms.contains_key(&name) {
            let text = match self.op_pipelines.iter().find(|(n, _)| *n == name) {
                Some((_, t)) => Some(t.as_str()),
                None => self.default_pipeline.as_deref(),
            };
            let pm = match text {
                Some(t) => {
                    let mut pm = super::OpPassManager::new(Some(name.clone()));
                    super::pipeline::add_pipeline_text(t, &mut pm)
                        .map_err(|e| Diagnostic::error(Location::UNKNOWN, e.message))?;
                    Some(pm)
                }
                None => None,
            };
            pms.insert(name.clone(), pm);
        }
        match &pms[&name] {
            Some(pm) => pm.run(ctx, op, &mut super::Instrumentation::default()),
            None => Ok(()),
        }
    }

    /// MLIR's `shouldInline`.
    fn should_inline(&self, ctx: &Context, g: &CallGraph, c: &ResolvedCall) -> bool {
        let call = c.call.op();
        if call.has_trait(ctx, Traits::TERMINATOR) {
            return false;
        }
        let t = &g.nodes[c.target];
        if t.children.iter().chain(&t.callees).any(|&e| e == c.target || e == c.source) {
            return false;
        }
        let Some(call_region) = call.parent_region(ctx) else { return false };
        if region_is_ancestor(ctx, t.region, call_region) {
            return false;
        }
        // A body of several blocks goes only where several blocks may be.
        if t.region.blocks(ctx).len() > 1 {
            let Some(parent) = call.parent_op(ctx) else { return false };
            if parent.name(ctx) != t.op.name(ctx) && parent.might_have_trait(ctx, Traits::SINGLE_BLOCK) {
                return false;
            }
        }
        true
    }

    fn run_on_graph(&self, ctx: &mut Context, top: OpId) -> Result<(), Diagnostic> {
        let g = CallGraph::build(ctx, top);
        let mut pms = FxHashMap::default();
        // Private callables nothing refers to are dead from the start, as
        // MLIR's use list counts them: no call in them is inlined.
        let used = symbol_table::symbol_uses(ctx, top);
        let unused: Vec<bool> = g.nodes.iter().map(|n| is_unused_private(ctx, n.op, &used)).collect();
        let mut dead: Vec<usize> = Vec::new();
        for scc in g.sccs() {
            let mut scc: Vec<usize> = scc;
            for _ in 0..self.max_iterations.max(1) {
                // Simplify the callables that can run a pipeline.
                for &n in &scc {
                    let node = &g.nodes[n];
                    if node.children.is_empty() && node.op.has_trait(ctx, Traits::ISOLATED_FROM_ABOVE) {
                        self.optimize(ctx, node.op, &mut pms)?;
                    }
                }
                if !self.inline_calls_in_scc(ctx, &g, &unused, &mut scc, &mut dead) {
                    break;
                }
            }
        }
        for n in dead {
            let op = g.nodes[n].op;
            if ctx.is_alive(op) && is_dead_value_callable(ctx, op) {
                let _ = ctx.erase_op(op);
            }
        }
        Ok(())
    }

    /// One round of inlining in a component; whether anything was inlined.
    /// The calls in `unused` nodes stay (they go at the end).
    fn inline_calls_in_scc(
        &self,
        ctx: &mut Context,
        g: &CallGraph,
        unused: &[bool],
        scc: &mut Vec<usize>,
        dead: &mut Vec<usize>,
    ) -> bool {
        let mut calls = Vec::new();
        let mut dead_here: Vec<usize> = Vec::new();
        for &n in scc.iter() {
            let node = &g.nodes[n];
            if unused[n] {
                continue;
            }
            if is_dead_value_callable(ctx, node.op) {
                dead_here.push(n);
            } else {
                collect_calls(ctx, g, &node.region.blocks(ctx), n, false, None, &mut calls);
            }
        }
        // Each inlined body's node, with the entry that brought its call.
        let mut history: Vec<(usize, Option<usize>)> = Vec::new();
        let mut inlined_any = false;
        let mut i = 0;
        while i < calls.len() {
            let c = &calls[i];
            i += 1;
            if dead_here.contains(&c.source) || !ctx.is_alive(c.call.op()) {
                continue;
            }
            let mut h = c.history;
            let mut seen = false;
            while let Some(e) = h {
                seen |= history[e].0 == c.target;
                h = history[e].1;
            }
            if seen || !self.should_inline(ctx, g, c) {
                continue;
            }
            let (call, target, entry) = (c.call, c.target, c.history);
            let callable = CallableOpInterfaceOp::get(ctx, g.nodes[target].op).expect("a callable");
            let new_history = history.len();
            let mut found = Vec::new();
            let ok = inline_call(ctx, call, callable, &mut |ctx, blocks| {
                let Some(region) = blocks.first().and_then(|b| b.parent_region(ctx)) else { return };
                let Some(node) = g.enclosing(ctx, region) else { return };
                collect_calls(ctx, g, blocks, node, true, Some(new_history), &mut found);
            });
            if !ok {
                continue;
            }
            inlined_any = true;
            history.push((target, entry));
            calls.extend(found);
            if !call.op().results(ctx).any(|r| r.has_uses(ctx)) {
                let _ = ctx.erase_op(call.op());
            }
            if is_dead_value_callable(ctx, g.nodes[target].op) && !dead_here.contains(&target) {
                dead_here.push(target);
            }
        }
        scc.retain(|n| !dead_here.contains(n));
        dead.extend(dead_here);
        inlined_any
    }

    /// Erases the private callables of `table` (and of nested tables)
    /// that nothing refers to any more: those dead from the start and
    /// those whose calls were all inlined. Once: a callable whose only
    /// callers are erased here stays, as MLIR leaves a callee it found
    /// used when it got to it.
    fn erase_unused_private(ctx: &mut Context, top: OpId) {
        let tables: Vec<OpId> =
            top.walk_post_order(ctx).into_iter().filter(|o| o.has_trait(ctx, Traits::SYMBOL_TABLE)).collect();
        for table in tables {
            if !ctx.is_alive(table) {
                continue;
            }
            let used = symbol_table::symbol_uses(ctx, table);
            let ops: Vec<OpId> =
                table.regions(ctx).iter().flat_map(|r| r.blocks(ctx)).flat_map(|b| b.ops(ctx)).collect();
            for op in ops {
                if is_unused_private(ctx, op, &used) {
                    let _ = ctx.erase_op(op);
                }
            }
        }
    }
}

/// Strongly connected components of the vertices reached from `roots`,
/// each emitted after every component it reaches (Tarjan's order). The depth-first search keeps its own stack, as
/// call chains can be far longer than the machine stack allows recursion.
fn tarjan(edges: &[Vec<usize>], roots: &[usize]) -> Vec<Vec<usize>> {
    let n = edges.len();
    let mut index: Vec<Option<usize>> = vec![None; n];
    let mut low = vec![0; n];
    let mut on_stack = vec![false; n];
    let mut stack: Vec<usize> = Vec::new();
    let mut next = 0;
    let mut out = Vec::new();
    // (vertex, how many of its edges are done)
    let mut dfs: Vec<(usize, usize)> = Vec::new();
    for &root in roots {
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
        self.run_on_graph(ctx, op)?;
        Self::erase_unused_private(ctx, op);
        Ok(())
    }
}

/// Splits `a(b,c),d` at the commas outside parentheses and braces.
fn split_top_level(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let (mut depth, mut start) = (0usize, 0);
    for (i, c) in text.char_indices() {
        match c {
            '(' | '{' => depth += 1,
            ')' | '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                out.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    let last = text[start..].trim();
    if !last.is_empty() {
        out.push(last);
    }
    out
}

fn create_inline(opts: &str) -> Result<Box<dyn Pass>, Diagnostic> {
    let pipeline_error = |e: super::PipelineError| super::option_error(e.message);
    let mut pass = Inline::default();
    for (k, v) in parse_options(opts) {
        match k {
            "default-pipeline" => {
                // Checked now, built for each callable op name when run.
                super::pipeline::add_pipeline_text(v, &mut super::OpPassManager::new(None)).map_err(pipeline_error)?;
                pass.default_pipeline = (!v.is_empty()).then(|| v.to_string());
            }
            "op-pipelines" => {
                for item in split_top_level(v) {
                    let pm = super::parse_pipeline(item).map_err(pipeline_error)?;
                    let anchor = pm.anchor_name().to_string();
                    let open = item.find('(').expect("a parsed pipeline has its anchor's parentheses");
                    let inner = item[open + 1..item.len() - 1].to_string();
                    pass.op_pipelines.retain(|(n, _)| *n != anchor);
                    pass.op_pipelines.push((anchor, inner));
                }
            }
            "max-iterations" => pass.max_iterations = super::parse_int(k, v)?,
            _ => return Err(super::option_error(format!("no such option {k}"))),
        }
    }
    Ok(Box::new(pass))
}

inventory::submit! {
    PassRegistration {
        name: "inline",
        description: "Inline function calls",
        create: create_inline,
    }
}
