//! The `scf` dialect of MLIR 22 (`SCFOps.td`): structured control flow
//! (`for`, `if`, `while`, `execute_region`, `index_switch`, `parallel`,
//! `forall` and their terminators `yield`, `condition`, `reduce`,
//! `reduce.return` and `forall.in_parallel`), defined with the ods macros. The
//! custom syntaxes follow MLIR's hand-written parsers and printers. The
//! region-carrying control-flow ops implement [`RegionBranchOpInterface`]
//! (what flows where between their regions), which the generic verifier
//! checks.

#![warn(missing_docs)]
// Fields are named as MLIR names operands, attributes and regions.
#![allow(non_snake_case)]

use ods_ir::interfaces::ParallelCombiningOpInterfaceOp;
use ods_ir::parse::lexer::Tok;
use ods_ir::parse::Argument;
use ods_ir::prelude::*;
use ods_ir::region_branch::{
    RegionBranchOpInterface, RegionBranchOpInterfaceVTable, RegionBranchTerminatorOpInterface,
    RegionBranchTerminatorOpInterfaceVTable, RegionPoint, RegionSuccessor, Successor,
};
use ods_ir::verify::op_error;
use ods_macros::Op;
use std::ops::Range;

mod canonicalize;
mod forall;
mod region_branch;

/// An attribute that maps a loop of `scf.forall` to processing units
/// (MLIR's `DeviceMappingAttrInterface`, as `#gpu.thread<x>`).
#[ods_macros::interface(attr)]
pub trait DeviceMappingAttrInterface {}

/// A device mapping attribute that masks processing units out rather than
/// mapping a loop (MLIR's `DeviceMaskingAttrInterface`, as `#gpu.mask<...>`).
#[ods_macros::interface(attr)]
pub trait DeviceMaskingAttrInterface {}

/// `DeviceMappingArrayAttr`: an array of device mapping attributes.
pub struct DeviceMappingArray;

impl AttrConstraint for DeviceMappingArray {
    type Value<'a> = &'a [Attr];
    fn summary() -> String {
        "Device Mapping array attribute".to_string()
    }
    fn check(ctx: &Context, a: Attr) -> bool {
        a.as_array(ctx).is_some_and(|m| m.iter().all(|&e| DeviceMappingAttrInterfaceAttr::get(ctx, e).is_some()))
    }
    // ODS's `TypedArrayAttrBase`: formats read it as an `ArrayAttr`.
    fn storage(ctx: &Context, a: Attr) -> bool {
        ArrayAttr::storage(ctx, a)
    }
    fn value_type(ctx: &Context) -> Option<Type> {
        ArrayAttr::value_type(ctx)
    }
    const TYPE_BUILDER: bool = ArrayAttr::TYPE_BUILDER;
    fn value(ctx: &Context, a: Attr) -> &[Attr] {
        a.as_array(ctx).unwrap_or(&[])
    }
    fn make(ctx: &Context, v: &[Attr]) -> Attr {
        ctx.array_attr(v)
    }
}

ods_ir::dialect! {
    /// The structured control flow dialect.
    pub SCF_DIALECT: name = "scf", summary = "Structured control flow operations",
        interfaces = [ods_ir::pass::inline::INLINE_OPS_AND_INTO_REGIONS]
}

fn ty_str(ctx: &Context, t: Type) -> String {
    ods_ir::print::type_to_string(ctx, t)
}

/// The terminator of a single-block region, if any.
fn terminator(ctx: &Context, r: RegionId) -> Option<OpId> {
    r.entry_block(ctx).and_then(|b| b.last_op(ctx))
}

// ----- terminators -----

/// loop yield and termination operation
///
/// The `scf.yield` operation yields an SSA value from the SCF dialect op
/// region and terminates the regions. The semantics of how the values are
/// yielded is defined by the parent operation.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.yield",
    traits(
        Pure,
        ReturnLike,
        Terminator,
        ParentOneOf("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")
    ),
    format = "attr-dict ($results^ `:` type($results))?"
)]
pub struct YieldOp {
    op: OpId,
    /// The yielded values.
    results: Variadic<AnyType>,
}

/// loop continuation condition
///
/// This operation accepts the continuation (i.e., inverse of exit) condition
/// of the `scf.while` construct. If its first argument is true, the "after"
/// region of `scf.while` is executed, with the remaining arguments forwarded
/// to the entry block of the region. Otherwise, the loop terminates.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.condition",
    traits(HasParent("scf.while"), Pure, Terminator),
    format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?",
    interfaces(RegionBranchTerminatorOpInterface)
)]
pub struct ConditionOp {
    op: OpId,
    /// Whether to run the "after" region.
    condition: Operand<I1>,
    /// Forwarded to the "after" region or the results.
    args: Variadic<AnyType>,
}

/// Everything but the condition goes to the "after" region or the results.
impl RegionBranchTerminatorOpInterface for ConditionOp {
    fn successor_operand_range(self, ctx: &Context, _to: Successor) -> Range<usize> {
        let n = self.op.num_operands(ctx);
        n.min(1)..n
    }
}

// ----- execute_region -----

/// operation that executes its region exactly once
///
/// The `scf.execute_region` operation is used to allow multiple blocks
/// within SCF and other operations which can hold only one block. It
/// executes its region exactly once; the region's terminators yield the
/// op's results.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.execute_region",
    traits(RecursiveMemoryEffects),
    custom_assembly,
    has_verifier,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct ExecuteRegionOp {
    op: OpId,
    /// Asks not to inline the region.
    no_inline: OptionalAttr<UnitAttr>,
    /// The values the region yields.
    results: VariadicResult<AnyType>,
    /// The region run once.
    region: Region<AnyRegion>,
}

/// Control enters the region, which yields the results.
impl RegionBranchOpInterface for ExecuteRegionOp {
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => vec![RegionSuccessor::region(ctx, self.op, 0, 0)],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(ctx, self.op)],
        }
    }
}

impl ExecuteRegionOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::execute_region_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let types = p.parse_optional_arrow_type_list()?;
        state.result_types.extend(types);
        if p.parse_optional_keyword("no_inline") {
            let (k, u) = (p.ctx().intern("no_inline"), p.ctx().unit_attr());
            state.add_attr(k, u);
        }
        let r = p.parse_region(&[], false)?;
        state.regions.push(r);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let types = op.result_types(ctx);
        if !types.is_empty() {
            p.write(" ->");
            print_result_types(p, &types);
        }
        if op.attr_by_str(ctx, "no_inline").is_some() {
            p.write(" no_inline");
        }
        p.write(" ");
        p.print_region(self.region(ctx), RegionStyle::default().without_entry_args());
        p.print_optional_attr_dict(op, &["no_inline"]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let r = self.region(ctx);
        let Some(entry) = r.entry_block(ctx) else {
            return Err(op_error(ctx, self.id(), "region needs to have at least one block"));
        };
        if !entry.args(ctx).is_empty() {
            return Err(op_error(ctx, self.id(), "region cannot have any arguments"));
        }
        Ok(())
    }
}

/// ` (t1, t2)` or ` t` as `parseOptionalArrowTypeList` reads them.
fn print_result_types(p: &mut OpPrinter<'_, '_>, types: &[Type]) {
    let ctx = p.ctx();
    let single_plain = types.len() == 1 && !matches!(types[0].kind(ctx), ods_ir::types::TypeKind::Function { .. });
    p.write(" ");
    if single_plain {
        p.print_type(types[0]);
    } else {
        p.write("(");
        p.print_types(types);
        p.write(")");
    }
}

// ----- for -----

/// for operation
///
/// The `scf.for` operation represents a loop taking 3 SSA values as operands
/// that represent the lower bound, upper bound and step respectively. The
/// induction variable and the loop-carried values (`iter_args`) are the
/// arguments of its single-block region, which ends with `scf.yield`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.for",
    traits(
        AllTypesMatch("lowerBound", "upperBound", "step"),
        AutomaticAllocationScope,
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator("scf.yield")
    ),
    custom_assembly,
    has_region_verifier,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct ForOp {
    op: OpId,
    /// The first value of the induction variable.
    lowerBound: Operand<AnySignlessIntegerOrIndex>,
    /// The bound (exclusive).
    upperBound: Operand<AnySignlessIntegerOrIndex>,
    /// The increment.
    step: Operand<AnySignlessIntegerOrIndex>,
    /// The initial values of the loop-carried values.
    initArgs: Variadic<AnyType>,
    /// Compare the bounds as unsigned integers.
    unsignedCmp: OptionalAttr<UnitAttr>,
    /// The final loop-carried values.
    results: VariadicResult<AnyType>,
    /// The body.
    region: Region<SizedRegion<1>>,
}

/// Entering the loop or ending an iteration goes to the body (its
/// iteration arguments) or to the results; the inits flow in on entry.
impl RegionBranchOpInterface for ForOp {
    fn successor_regions(self, ctx: &Context, _from: RegionPoint) -> Vec<RegionSuccessor> {
        vec![RegionSuccessor::region(ctx, self.op, 0, 1), RegionSuccessor::parent(ctx, self.op)]
    }
    fn entry_successor_operands(self, ctx: &Context, _to: Successor) -> Range<usize> {
        let n = self.op.num_operands(ctx);
        n.min(3)..n
    }
}

fn argument(u: &ods_ir::parse::UnresolvedOperand, ty: Type) -> Argument {
    Argument { name: u.name, number: 0, ty, attrs: None, loc: None, at: u.at }
}

/// ` prefix(%a = %x, ...)` when there are initial values.
fn print_init_list(p: &mut OpPrinter<'_, '_>, prefix: &str, args: &[Value], inits: &[Value]) {
    if inits.is_empty() {
        return;
    }
    p.write(prefix);
    p.write("(");
    for (i, (a, v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(*a);
        p.write(" = ");
        p.print_operand(*v);
    }
    p.write(")");
}

impl ForOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::for_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let unsigned = p.parse_optional_keyword("unsigned");
        let iv = p.parse_operand()?;
        p.parse_punct(Tok::Equal)?;
        let lb = p.parse_operand()?;
        p.parse_keyword("to")?;
        let ub = p.parse_operand()?;
        p.parse_keyword("step")?;
        let step = p.parse_operand()?;
        let mut types = Vec::new();
        let (mut iter_args, mut inits) = (Vec::new(), Vec::new());
        if p.parse_optional_keyword("iter_args") {
            (iter_args, inits) = p.parse_assignment_list()?;
            types = p.parse_arrow_type_list()?;
        }
        if iter_args.len() != types.len() {
            let at = p.op_pos();
            return Err(p.error_at(at, "mismatch in number of loop-carried values and defined values"));
        }
        let ty = if p.parse_optional(Tok::Colon) { p.parse_type()? } else { p.ctx().index_type() };
        let mut args = vec![argument(&iv, ty)];
        args.extend(iter_args.iter().zip(&types).map(|(a, t)| a.typed(*t)));
        let r = p.parse_region(&args, false)?;
        let loc = state.loc;
        p.ensure_terminator(r, "scf.yield", loc);
        for u in [lb, ub, step] {
            let v = p.resolve_operand(&u, ty)?;
            state.operands.push(v);
        }
        for (u, t) in inits.iter().zip(&types) {
            let v = p.resolve_operand(u, *t)?;
            state.operands.push(v);
        }
        state.result_types.extend(types);
        state.regions.push(r);
        p.parse_optional_attr_dict(state)?;
        if unsigned {
            let (k, u) = (p.ctx().intern("unsignedCmp"), p.ctx().unit_attr());
            state.add_attr(k, u);
        }
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        if op.attr_by_str(ctx, "unsignedCmp").is_some() {
            p.write(" unsigned");
        }
        let body = self.region(ctx);
        let args: Vec<Value> = body.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        let Some(&iv) = args.first() else { return };
        p.write(" ");
        p.print_operand(iv);
        p.write(" = ");
        p.print_operand(self.lowerBound(ctx));
        p.write(" to ");
        p.print_operand(self.upperBound(ctx));
        p.write(" step ");
        p.print_operand(self.step(ctx));
        let inits = self.initArgs(ctx).to_vec();
        print_init_list(p, " iter_args", &args[1..], &inits);
        if !inits.is_empty() {
            let tys: Vec<Type> = inits.iter().map(|v| v.ty(ctx)).collect();
            p.write(" -> (");
            p.print_types(&tys);
            p.write(")");
        }
        // MLIR writes the space before the type as well as after the
        // bounds: `step %s  : i32 {`.
        p.write(" ");
        let t = iv.ty(ctx);
        if !t.is_index(ctx) {
            p.write(" : ");
            p.print_type(t);
            p.write(" ");
        }
        p.print_region(body, RegionStyle::default().without_entry_args().terminators(!inits.is_empty()));
        p.print_optional_attr_dict(op, &["unsignedCmp"]);
    }
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(body) = self.region(ctx).entry_block(ctx) else { return Ok(()) };
        let args = body.args(ctx);
        let iv_ty = self.lowerBound(ctx).ty(ctx);
        if args.first().is_none_or(|a| a.ty(ctx) != iv_ty) {
            return Err(op_error(ctx, op, "expected induction variable to be same type as bounds and step"));
        }
        let inits = self.initArgs(ctx);
        let iter = &args[1..];
        if inits.len() != iter.len() {
            return Err(op_error(
                ctx,
                op,
                format!("different number of inits and region iter_args: {} != {}", inits.len(), iter.len()),
            ));
        }
        let results: Vec<Value> = op.results(ctx).collect();
        if results.len() != iter.len() {
            return Err(op_error(ctx, op, "mismatch in number of loop-carried values and defined values"));
        }
        let yielded: Option<&[Value]> =
            terminator(ctx, self.region(ctx)).filter(|t| t.name_str(ctx) == "scf.yield").map(|t| t.operands(ctx));
        if let Some(yielded) = yielded.filter(|y| y.len() != iter.len()) {
            return Err(op_error(
                ctx,
                op,
                format!("different number of region iter_args and yielded values: {} != {}", iter.len(), yielded.len()),
            ));
        }
        let differ = |what: &str, i: usize, a: Type, b: Type| {
            op_error(
                ctx,
                op,
                format!("{i}-th {what} have different type: '{}' != '{}'", ty_str(ctx, a), ty_str(ctx, b)),
            )
        };
        // `LoopLikeOpInterface`'s order: per value the init and the
        // yielded value, then the results.
        for (i, (init, a)) in inits.iter().zip(iter).enumerate() {
            if init.ty(ctx) != a.ty(ctx) {
                return Err(differ(&format!("init and {i}-th region iter_arg"), i, init.ty(ctx), a.ty(ctx)));
            }
            if let Some(y) = yielded.map(|y| y[i]).filter(|y| y.ty(ctx) != a.ty(ctx)) {
                return Err(differ(&format!("region iter_arg and {i}-th yielded value"), i, a.ty(ctx), y.ty(ctx)));
            }
        }
        for (i, (a, r)) in iter.iter().zip(&results).enumerate() {
            if a.ty(ctx) != r.ty(ctx) {
                return Err(differ(&format!("region iter_arg and {i}-th loop result"), i, a.ty(ctx), r.ty(ctx)));
            }
        }
        Ok(())
    }
}

// ----- if -----

/// if-then-else operation
///
/// The `scf.if` operation represents an if-then-else construct for
/// conditionally executing two regions of code. The "then" region has
/// exactly 1 block; the "else" region may have 0 or 1 block. When the op
/// produces results, both regions end with `scf.yield`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.if",
    traits(
        RecursiveMemoryEffects,
        RecursivelySpeculatable,
        NoRegionArguments,
        SingleBlockImplicitTerminator("scf.yield")
    ),
    custom_assembly,
    has_verifier,
    has_folder,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct IfOp {
    op: OpId,
    /// Which region runs.
    condition: Operand<I1>,
    /// The values the regions yield.
    results: VariadicResult<AnyType>,
    /// Runs when the condition holds.
    thenRegion: Region<SizedRegion<1>>,
    /// Runs otherwise (may be empty).
    elseRegion: Region<AnyRegion>,
}

/// Control enters one of the regions (or skips an empty "else"), and
/// each yields the results.
impl RegionBranchOpInterface for IfOp {
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        let op = self.op;
        match from {
            RegionPoint::Parent if self.elseRegion(ctx).is_empty(ctx) => {
                vec![RegionSuccessor::region(ctx, op, 0, 0), RegionSuccessor::parent(ctx, op)]
            }
            RegionPoint::Parent => vec![RegionSuccessor::region(ctx, op, 0, 0), RegionSuccessor::region(ctx, op, 1, 0)],
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(ctx, op)],
        }
    }
}

impl IfOp {
    fn fold(self, ctx: &mut Context, _operands: &[Option<Attr>]) -> FoldResult {
        canonicalize::fold_if(ctx, self.id())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::if_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let c = p.parse_operand()?;
        let i1 = p.ctx().i1_type();
        let c = p.resolve_operand(&c, i1)?;
        state.operands.push(c);
        let types = p.parse_optional_arrow_type_list()?;
        state.result_types.extend(types);
        let loc = state.loc;
        let then = p.parse_region(&[], false)?;
        p.ensure_terminator(then, "scf.yield", loc);
        let els = if p.parse_optional_keyword("else") {
            let r = p.parse_region(&[], false)?;
            p.ensure_terminator(r, "scf.yield", loc);
            r
        } else {
            p.ctx_mut().create_region()
        };
        state.regions.push(then);
        state.regions.push(els);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        p.write(" ");
        p.print_operand(self.condition(ctx));
        let types = op.result_types(ctx);
        if !types.is_empty() {
            p.write(" -> (");
            p.print_types(&types);
            p.write(")");
        }
        let terms = !types.is_empty();
        p.write(" ");
        p.print_region(self.thenRegion(ctx), RegionStyle::default().without_entry_args().terminators(terms));
        let els = self.elseRegion(ctx);
        if !els.is_empty(ctx) {
            p.write(" else ");
            p.print_region(els, RegionStyle::default().without_entry_args().terminators(terms));
        }
        p.print_optional_attr_dict(op, &[]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        if self.elseRegion(ctx).blocks(ctx).len() > 1 {
            return Err(op_error(
                ctx,
                op,
                "region #1 ('elseRegion') failed to verify constraint: region with at most 1 blocks",
            ));
        }
        if op.num_results(ctx) != 0 && self.elseRegion(ctx).is_empty(ctx) {
            return Err(op_error(ctx, op, "must have an else block if defining values"));
        }
        Ok(())
    }
}

// ----- while -----

/// a generic 'while' loop
///
/// This operation represents a generic "while"/"do-while" loop that keeps
/// iterating as long as a condition is satisfied. The "before" region ends
/// with `scf.condition`, the "after" region with `scf.yield`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.while",
    traits(RecursiveMemoryEffects, SingleBlock),
    custom_assembly,
    has_verifier,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct WhileOp {
    op: OpId,
    /// The initial values of the "before" region's arguments.
    inits: Variadic<AnyType>,
    /// The values of the last `scf.condition`.
    results: VariadicResult<AnyType>,
    /// Computes the condition.
    before: Region<SizedRegion<1>>,
    /// The loop body.
    after: Region<SizedRegion<1>>,
}

/// The inits and the body's yield go to the "before" region; its
/// condition to the results or the body (MLIR's verifier reports the
/// results first).
impl RegionBranchOpInterface for WhileOp {
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        let op = self.op;
        match from {
            RegionPoint::Region(0) => vec![RegionSuccessor::parent(ctx, op), RegionSuccessor::region(ctx, op, 1, 0)],
            _ => vec![RegionSuccessor::region(ctx, op, 0, 0)],
        }
    }
    fn entry_successor_operands(self, ctx: &Context, _to: Successor) -> Range<usize> {
        0..self.op.num_operands(ctx)
    }
}

impl WhileOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::while_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let (args, inits) = if p.peek(Tok::LParen) { p.parse_assignment_list()? } else { (Vec::new(), Vec::new()) };
        // MLIR reports both a wrong type and a wrong count at the colon.
        let at = p.pos();
        let fty = p.parse_colon_function_type()?;
        let Some((ins, outs)) = fty.function_signature(p.ctx()).map(|(a, b)| (a.to_vec(), b.to_vec())) else {
            unreachable!("parse_colon_function_type reads a function type")
        };
        state.result_types.extend(outs);
        if ins.len() != inits.len() {
            return Err(p.error_at(
                at,
                format!("expected as many input types as operands (expected {} got {})", inits.len(), ins.len()),
            ));
        }
        for (u, t) in inits.iter().zip(&ins) {
            let v = p.resolve_operand(u, *t)?;
            state.operands.push(v);
        }
        let region_args: Vec<Argument> = args.iter().zip(&ins).map(|(a, t)| a.typed(*t)).collect();
        let before = p.parse_region(&region_args, false)?;
        p.parse_keyword("do")?;
        let after = p.parse_region(&[], false)?;
        state.regions.push(before);
        state.regions.push(after);
        p.parse_optional_attr_dict_with_keyword(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let before = self.before(ctx);
        let args: Vec<Value> = before.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        let inits = self.inits(ctx).to_vec();
        print_init_list(p, " ", &args, &inits);
        p.write(" : ");
        let ins: Vec<Type> = inits.iter().map(|v| v.ty(ctx)).collect();
        p.print_functional_type(&ins, &op.result_types(ctx));
        p.write(" ");
        p.print_region(before, RegionStyle::default().without_entry_args());
        p.write(" do ");
        p.print_region(self.after(ctx), RegionStyle::default());
        p.print_optional_attr_dict_with_keyword(op, &[]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        for (r, want, msg) in [
            (self.before(ctx), "scf.condition", "expects the 'before' region to terminate with 'scf.condition'"),
            (self.after(ctx), "scf.yield", "expects the 'after' region to terminate with 'scf.yield'"),
        ] {
            let Some(b) = r.entry_block(ctx) else { continue };
            let Some(t) = b.last_op(ctx) else {
                return Err(op_error(ctx, op, "expects a non-empty block"));
            };
            if t.name_str(ctx) != want {
                return Err(op_error(ctx, op, msg).with_note(t.loc(ctx), "terminator here"));
            }
        }
        Ok(())
    }
}

// ----- index_switch -----

/// switch-case operation on an index argument
///
/// The `scf.index_switch` is a control-flow operation that branches to one
/// of the given regions based on the values of the argument and the cases.
/// If the argument does not match any of the case values, control is
/// transferred to the `default` region.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.index_switch",
    traits(RecursiveMemoryEffects, SingleBlockImplicitTerminator("scf.yield")),
    custom_assembly,
    has_verifier,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct IndexSwitchOp {
    op: OpId,
    /// The value switched on.
    arg: Operand<Index>,
    /// The case values.
    cases: Attribute<DenseI64ArrayAttr>,
    /// The values the regions yield.
    results: VariadicResult<AnyType>,
    /// Runs when no case matches.
    defaultRegion: Region<SizedRegion<1>>,
    /// One region per case.
    caseRegions: VariadicRegion<SizedRegion<1>>,
}

/// Control enters one of the regions (the default first), and each
/// yields the results.
impl RegionBranchOpInterface for IndexSwitchOp {
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        let op = self.op;
        match from {
            RegionPoint::Parent => (0..op.regions(ctx).len()).map(|i| RegionSuccessor::region(ctx, op, i, 0)).collect(),
            RegionPoint::Region(_) => vec![RegionSuccessor::parent(ctx, op)],
        }
    }
}

impl IndexSwitchOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::index_switch_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let a = p.parse_operand()?;
        let idx = p.ctx().index_type();
        let a = p.resolve_operand(&a, idx)?;
        state.operands.push(a);
        p.parse_attr_dict_directive(state, false)?;
        if p.parse_optional(Tok::Arrow) {
            let types = p.parse_type_list()?;
            state.result_types.extend(types);
        }
        let loc = state.loc;
        let mut cases = Vec::new();
        let mut regions = Vec::new();
        // As MLIR's `custom<SwitchCases>`: a case region is read as
        // written, with no implicit terminator (only the default region,
        // a region of the format, gets one).
        while p.parse_optional_keyword("case") {
            cases.push(p.parse_i64()?);
            regions.push(p.parse_region(&[], false)?);
        }
        p.parse_keyword("default")?;
        let d = p.parse_region(&[], false)?;
        p.ensure_terminator(d, "scf.yield", loc);
        state.regions.push(d);
        state.regions.extend(regions);
        let ctx = p.ctx();
        let i64t = ctx.i64_type();
        let attr = ctx.get_attr(ods_ir::attrs::AttrKind::DenseArray {
            element: i64t,
            data: cases.iter().map(|c| *c as u64 as u128).collect(),
        });
        let k = ctx.intern("cases");
        state.add_attr(k, attr);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        p.write(" ");
        p.print_operand(self.arg(ctx));
        p.print_optional_attr_dict(op, &["cases"]);
        let types = op.result_types(ctx);
        if !types.is_empty() {
            p.write(" -> ");
            p.print_types(&types);
        }
        // As MLIR's format `... custom<SwitchCases>(...) `\n` `default`
        // $defaultRegion`: a space before the cases (each on a new line,
        // all terminators shown), and the default region's terminator left
        // out when it is the implicit one.
        p.write(" ");
        let regions = op.regions(ctx).to_vec();
        for (v, r) in self.cases(ctx).iter().zip(&regions[1..]) {
            p.print_new_line();
            p.write(&format!("case {v} "));
            p.print_region(*r, RegionStyle::default().without_entry_args());
        }
        p.print_new_line();
        p.write("default ");
        let terminator = p.prints_terminator(op, regions[0]);
        p.print_region(regions[0], RegionStyle::default().terminators(terminator));
    }
    /// Runs before the nested ops are verified, as MLIR's `verify`.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let cases = self.cases(ctx);
        let regions = op.regions(ctx);
        if cases.len() != regions.len() - 1 {
            return Err(op_error(
                ctx,
                op,
                format!("has {} case regions but {} case values", regions.len() - 1, cases.len()),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for c in &cases {
            if !seen.insert(c) {
                return Err(op_error(ctx, op, format!("has duplicate case value: {c}")));
            }
        }
        let results = op.result_types(ctx);
        for (k, &r) in regions.iter().enumerate() {
            let what = if k == 0 { "default region".to_string() } else { format!("case region #{}", k - 1) };
            let Some(t) = terminator(ctx, r) else { continue };
            if t.name_str(ctx) != "scf.yield" {
                return Err(op_error(
                    ctx,
                    op,
                    format!("expected region to end with scf.yield, but got {}", t.name_str(ctx)),
                ));
            }
            let vals = t.operands(ctx);
            if vals.len() != results.len() {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected each region to return {} values, but {what} returns {}",
                        results.len(),
                        vals.len()
                    ),
                )
                .with_note(t.loc(ctx), "see yield operation here"));
            }
            for (i, (v, rt)) in vals.iter().zip(&results).enumerate() {
                if v.ty(ctx) != *rt {
                    return Err(op_error(
                        ctx,
                        op,
                        format!("expected result #{i} of each region to be '{}'", ty_str(ctx, *rt)),
                    )
                    .with_note(t.loc(ctx), format!("{what} returns '{}' here", ty_str(ctx, v.ty(ctx)))));
                }
            }
        }
        Ok(())
    }
}

// ----- parallel and reduce -----

/// Adds `name` to a region's single block when the block is empty or does
/// not end with a terminator (MLIR's `ensureTerminator`: an explicit
/// terminator of another kind is left for the verifier to report).
fn ensure_terminator_like_mlir(p: &mut OpParser<'_, '_>, r: RegionId, name: &str, loc: Location) {
    let ctx = p.ctx();
    let ends_with_terminator = r
        .entry_block(ctx)
        .and_then(|b| b.last_op(ctx))
        .is_some_and(|o| o.is_registered(ctx) && o.has_trait(ctx, ods_ir::registry::Traits::TERMINATOR));
    if !ends_with_terminator {
        p.ensure_terminator(r, name, loc);
    }
}

/// parallel for operation
///
/// The `scf.parallel` operation represents a loop nest taking 4 groups of
/// SSA values as operands that represent the lower bounds, upper bounds,
/// steps and initial values, respectively. Its body ends with `scf.reduce`,
/// which combines the values of the iterations.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.parallel",
    traits(
        AutomaticAllocationScope,
        AttrSizedOperandSegments,
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator("scf.reduce")
    ),
    custom_assembly,
    has_verifier,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct ParallelOp {
    op: OpId,
    /// The first value of each induction variable.
    lowerBound: Variadic<Index>,
    /// The bounds (exclusive).
    upperBound: Variadic<Index>,
    /// The increments.
    step: Variadic<Index>,
    /// The initial values of the reductions.
    initVals: Variadic<AnyType>,
    /// The reduced values.
    results: VariadicResult<AnyType>,
    /// The body.
    region: Region<SizedRegion<1>>,
}

/// As MLIR 22: the body may run (or not) and control comes back to the op;
/// no value is forwarded either way (the reductions go through
/// `scf.reduce`'s regions, not through successor inputs).
impl RegionBranchOpInterface for ParallelOp {
    fn successor_regions(self, _ctx: &Context, _from: RegionPoint) -> Vec<RegionSuccessor> {
        vec![
            RegionSuccessor { to: Successor::Region(0), inputs: Vec::new() },
            RegionSuccessor { to: Successor::Parent, inputs: Vec::new() },
        ]
    }
}

impl ParallelOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        canonicalize::parallel_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let ivs = p.parse_untyped_argument_list()?;
        let idx = p.ctx().index_type();
        p.parse_punct(Tok::Equal)?;
        let mut sizes = Vec::new();
        for (i, kw) in ["", "to", "step"].into_iter().enumerate() {
            if i > 0 {
                p.parse_keyword(kw)?;
            }
            let list = p.parse_delimited_operand_list(Tok::LParen, Tok::RParen, Some(ivs.len()))?;
            for u in &list {
                let v = p.resolve_operand(u, idx)?;
                state.operands.push(v);
            }
            sizes.push(list.len());
        }
        let inits = if p.parse_optional_keyword("init") {
            p.parse_delimited_operand_list(Tok::LParen, Tok::RParen, None)?
        } else {
            Vec::new()
        };
        let types = p.parse_optional_arrow_type_list()?;
        let args: Vec<Argument> = ivs.iter().map(|a| a.typed(idx)).collect();
        let r = p.parse_region(&args, false)?;
        p.parse_optional_attr_dict(state)?;
        if inits.len() != types.len() {
            let at = p.op_pos();
            return Err(p.error_at(
                at,
                format!(
                    "number of operands and types do not match: got {} operands and {} types",
                    inits.len(),
                    types.len()
                ),
            ));
        }
        for (u, t) in inits.iter().zip(&types) {
            let v = p.resolve_operand(u, *t)?;
            state.operands.push(v);
        }
        let loc = state.loc;
        ensure_terminator_like_mlir(p, r, "scf.reduce", loc);
        state.result_types.extend(types);
        state.regions.push(r);
        let ctx = p.ctx();
        let i32t = ctx.i32_type();
        let seg = ctx.get_attr(ods_ir::attrs::AttrKind::DenseArray {
            element: i32t,
            data: [sizes[0] as u128, sizes[1] as u128, sizes[2] as u128, inits.len() as u128].into(),
        });
        let k = ctx.intern("operandSegmentSizes");
        state.add_attr(k, seg);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let body = self.region(ctx);
        let ivs: Vec<Value> = body.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        p.write(" (");
        p.print_operands(&ivs);
        p.write(") = (");
        p.print_operands(self.lowerBound(ctx));
        p.write(") to (");
        p.print_operands(self.upperBound(ctx));
        p.write(") step (");
        p.print_operands(self.step(ctx));
        p.write(")");
        let inits = self.initVals(ctx).to_vec();
        if !inits.is_empty() {
            p.write(" init (");
            p.print_operands(&inits);
            p.write(")");
        }
        let types = op.result_types(ctx);
        if !types.is_empty() {
            p.write(" ->");
            print_result_types(p, &types);
        }
        p.write(" ");
        p.print_region(body, RegionStyle::default().without_entry_args());
        p.print_optional_attr_dict(op, &["operandSegmentSizes"]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let steps = self.step(ctx);
        if steps.is_empty() {
            return Err(op_error(ctx, op, "needs at least one tuple element for lowerBound, upperBound and step"));
        }
        for s in steps {
            let c = ods_ir::rewrite::constant_value(ctx, *s).and_then(|a| a.as_i64(ctx));
            if c.is_some_and(|c| c <= 0) {
                return Err(op_error(ctx, op, "constant step operand must be positive"));
            }
        }
        let Some(body) = self.region(ctx).entry_block(ctx) else { return Ok(()) };
        let args = body.args(ctx);
        if args.len() != steps.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects the same number of induction variables: {} as bound and step values: {}",
                    args.len(),
                    steps.len()
                ),
            ));
        }
        if args.iter().any(|a| !a.ty(ctx).is_index(ctx)) {
            return Err(op_error(ctx, op, "expects arguments for the induction variable to be of index type"));
        }
        let Some(reduce) = body.last_op(ctx) else {
            return Err(op_error(ctx, op, "expects a non-empty block"));
        };
        if reduce.name_str(ctx) != "scf.reduce" {
            return Err(op_error(ctx, op, "expects body to terminate with 'scf.reduce'")
                .with_note(reduce.loc(ctx), "terminator here"));
        }
        let results = op.result_types(ctx);
        let reductions = reduce.num_operands(ctx);
        if results.len() != reductions {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects number of results: {} to be the same as number of reductions: {reductions}",
                    results.len()
                ),
            ));
        }
        let inits = self.initVals(ctx).len();
        if results.len() != inits {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects number of results: {} to be the same as number of initial values: {inits}",
                    results.len()
                ),
            ));
        }
        for (i, (r, v)) in results.iter().zip(reduce.operands(ctx)).enumerate() {
            if *r != v.ty(ctx) {
                return Err(op_error(
                    ctx,
                    reduce,
                    format!(
                        "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                        ty_str(ctx, v.ty(ctx)),
                        ty_str(ctx, *r)
                    ),
                ));
            }
        }
        Ok(())
    }
}

/// reduce operation for scf.parallel
///
/// The `scf.reduce` operation is the terminator for `scf.parallel`
/// operations. It can model an arbitrary number of reductions: one region
/// per reduction, combining two values of the operand's type with
/// `scf.reduce.return`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.reduce",
    traits(Terminator, HasParent("scf.parallel"), RecursiveMemoryEffects),
    format = "(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
    has_region_verifier,
    interfaces(RegionBranchTerminatorOpInterface)
)]
pub struct ReduceOp {
    op: OpId,
    /// The values to reduce.
    operands: Variadic<AnyType>,
    /// One combining region per value.
    reductions: VariadicRegion<SizedRegion<1>>,
}

/// `scf.parallel`'s terminator forwards none of its operands (they are
/// combined by its regions), as MLIR 22's `getMutableSuccessorOperands`.
impl RegionBranchTerminatorOpInterface for ReduceOp {
    fn successor_operand_range(self, _ctx: &Context, _to: Successor) -> Range<usize> {
        0..0
    }
}

impl ReduceOp {
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let regions = op.regions(ctx);
        let operands = op.operands(ctx);
        if regions.len() != operands.len() {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "expects number of reduction regions: {} to be the same as number of reduction operands: {}",
                    regions.len(),
                    operands.len()
                ),
            ));
        }
        for (i, (r, v)) in regions.iter().zip(operands).enumerate() {
            let ty = v.ty(ctx);
            let Some(b) = r.entry_block(ctx) else { continue };
            let Some(last) = b.last_op(ctx) else {
                return Err(op_error(ctx, op, format!("{i}-th reduction has an empty body")));
            };
            let args = b.args(ctx);
            if args.len() != 2 || args.iter().any(|a| a.ty(ctx) != ty) {
                return Err(op_error(
                    ctx,
                    op,
                    format!(
                        "expected two block arguments with type '{}' in the {i}-th reduction region",
                        ty_str(ctx, ty)
                    ),
                ));
            }
            if last.name_str(ctx) != "scf.reduce.return" {
                return Err(op_error(ctx, op, "reduction bodies must be terminated with an 'scf.reduce.return' op"));
            }
        }
        Ok(())
    }
}

/// terminator for reduce operation
///
/// The `scf.reduce.return` operation is a special terminator operation for
/// the block inside `scf.reduce` regions. It terminates the region. It
/// should have the same operand type as the block arguments of the region.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.reduce.return",
    traits(HasParent("scf.reduce"), Pure, Terminator),
    format = "$result attr-dict `:` type($result)",
    has_verifier
)]
pub struct ReduceReturnOp {
    op: OpId,
    /// The combined value.
    result: Operand<AnyType>,
}

impl ReduceReturnOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(want) = op.parent_block(ctx).and_then(|b| b.args(ctx).first().copied()) else { return Ok(()) };
        let want = want.ty(ctx);
        if self.result(ctx).ty(ctx) != want {
            return Err(op_error(
                ctx,
                op,
                format!("must have type '{}' (the type of the reduction inputs)", ty_str(ctx, want)),
            ));
        }
        Ok(())
    }
}

// ----- forall -----

/// `ShapedType::kDynamic`: a bound given by an operand.
const DYNAMIC: i64 = i64::MIN;

/// `(%a, 4, %b)`: the static values (with `DYNAMIC` for operands) and
/// the operands ([`ods_ir::view::parse_index_list`] with parentheses).
fn parse_dynamic_index_list(p: &mut OpParser<'_, '_>) -> PResult<(Vec<i64>, Vec<ods_ir::parse::UnresolvedOperand>)> {
    let list = ods_ir::view::parse_index_list(p, Tok::LParen, Tok::RParen)?;
    Ok((list.statics, list.operands))
}

fn print_dynamic_index_list(p: &mut OpPrinter<'_, '_>, statics: &ArrayValues<'_, i64>, dynamics: &[Value]) {
    p.write("(");
    let mut dynamic = dynamics.iter();
    for (i, s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match (s == DYNAMIC).then(|| dynamic.next()).flatten() {
            Some(v) => p.print_operand(*v),
            None => p.write(&s.to_string()),
        }
    }
    p.write(")");
}

/// Adds an empty `scf.forall.in_parallel` (with its one-block region) to a
/// forall body that does not end with a terminator, as MLIR's builder does.
fn ensure_in_parallel(p: &mut OpParser<'_, '_>, r: RegionId, loc: Location) {
    let ctx = p.ctx_mut();
    let block = match r.entry_block(ctx) {
        Some(b) => b,
        None => {
            let b = ctx.create_block();
            ctx.append_block(r, b);
            b
        }
    };
    let ends_with_terminator = block
        .last_op(ctx)
        .is_some_and(|o| o.is_registered(ctx) && o.has_trait(ctx, ods_ir::registry::Traits::TERMINATOR));
    if ends_with_terminator {
        return;
    }
    let inner = ctx.create_region();
    let b = ctx.create_block();
    ctx.append_block(inner, b);
    let name = ctx.op_name("scf.forall.in_parallel");
    let mut st = OperationState::new(name, loc);
    st.regions.push(inner);
    let op = ctx.create_op(st);
    ctx.append_op(block, op);
}

/// evaluate a block multiple times in parallel
///
/// `scf.forall` is a target-independent multi-dimensional parallel region
/// application operation. It has exactly one block that represents the
/// parallel body and it takes index operands that specify lower bounds,
/// upper bounds and steps; its `shared_outs` are tensors written by the
/// `scf.forall.in_parallel` terminator.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.forall",
    traits(
        AttrSizedOperandSegments,
        AutomaticAllocationScope,
        RecursiveMemoryEffects,
        SingleBlockImplicitTerminator("scf.forall.in_parallel")
    ),
    custom_assembly,
    has_verifier,
    has_canonicalizer,
    interfaces(RegionBranchOpInterface)
)]
pub struct ForallOp {
    op: OpId,
    /// The dynamic lower bounds.
    dynamicLowerBound: Variadic<Index>,
    /// The dynamic upper bounds.
    dynamicUpperBound: Variadic<Index>,
    /// The dynamic steps.
    dynamicStep: Variadic<Index>,
    /// The lower bounds (`kDynamic` for the operands).
    staticLowerBound: Attribute<DenseI64ArrayAttr>,
    /// The upper bounds.
    staticUpperBound: Attribute<DenseI64ArrayAttr>,
    /// The steps.
    staticStep: Attribute<DenseI64ArrayAttr>,
    /// The shared outputs.
    outputs: Variadic<AnyRankedTensor>,
    /// How the loops map to processing units.
    mapping: OptionalAttr<DeviceMappingArray>,
    /// The outputs after the loop.
    results: VariadicResult<AnyType>,
    /// The parallel body.
    region: Region<SizedRegion<1>>,
}

/// As MLIR 22: entering the op, the shared outputs flow into the body's
/// arguments after the induction variables. Nothing leaves the body through
/// this interface: its `scf.forall.in_parallel` forwards no value and, as
/// in MLIR 22, is no region-branch terminator.
impl RegionBranchOpInterface for ForallOp {
    fn successor_regions(self, ctx: &Context, from: RegionPoint) -> Vec<RegionSuccessor> {
        match from {
            RegionPoint::Parent => {
                let outputs = self.outputs(ctx).len();
                let args = self.op.region(ctx, 0).entry_block(ctx).map_or(0, |b| b.args(ctx).len());
                vec![RegionSuccessor::region(ctx, self.op, 0, args.saturating_sub(outputs))]
            }
            RegionPoint::Region(_) => Vec::new(),
        }
    }
    fn entry_successor_operands(self, ctx: &Context, _to: Successor) -> Range<usize> {
        let n = self.op.num_operands(ctx);
        n - self.outputs(ctx).len().min(n)..n
    }
}

/// Whether every entry of a mixed static/dynamic list is `want`: a static
/// value, or a dynamic one (the next of `dynamics`) that a constant op
/// defines (MLIR's `getConstantIntValue` on each `OpFoldResult`).
fn all_constant(ctx: &Context, statics: impl IntoIterator<Item = i64>, dynamics: &[Value], want: i64) -> bool {
    let mut dynamics = dynamics.iter();
    statics.into_iter().all(|s| {
        if s != ods_ir::types::DYNAMIC {
            return s == want;
        }
        let value = dynamics.next().and_then(|&v| ods_ir::ir::constant_value(ctx, v));
        value.and_then(|a| a.as_i64(ctx)) == Some(want)
    })
}

impl ForallOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        forall::forall_patterns(set);
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let ivs = p.parse_untyped_argument_list()?;
        let idx = p.ctx().index_type();
        let n = ivs.len();
        let mut lbs = (vec![0; n], Vec::new());
        let mut steps = (vec![1; n], Vec::new());
        let ubs;
        if p.parse_optional_keyword("in") {
            ubs = parse_dynamic_index_list(p)?;
        } else {
            p.parse_punct(Tok::Equal)?;
            lbs = parse_dynamic_index_list(p)?;
            p.parse_keyword("to")?;
            ubs = parse_dynamic_index_list(p)?;
            p.parse_keyword("step")?;
            steps = parse_dynamic_index_list(p)?;
        }
        let mut sizes = Vec::new();
        for list in [&lbs.1, &ubs.1, &steps.1] {
            for u in list {
                let v = p.resolve_operand(u, idx)?;
                state.operands.push(v);
            }
            sizes.push(list.len());
        }
        let (mut out_args, mut outs, mut types) = (Vec::new(), Vec::new(), Vec::new());
        // Counts that differ are reported at the keyword, as MLIR does.
        let at = p.pos();
        if p.parse_optional_keyword("shared_outs") {
            (out_args, outs) = p.parse_assignment_list()?;
            types = p.parse_optional_arrow_type_list()?;
            p.resolve_operands(&outs, &types, at, &mut state.operands)?;
        }
        let mut args: Vec<Argument> = ivs.iter().map(|a| a.typed(idx)).collect();
        args.extend(out_args.iter().zip(&types).map(|(a, t)| a.typed(*t)));
        let r = p.parse_region(&args, false)?;
        let loc = state.loc;
        ensure_in_parallel(p, r, loc);
        state.regions.push(r);
        state.result_types.extend(types);
        p.parse_optional_attr_dict(state)?;
        let ctx = p.ctx();
        let i64t = ctx.i64_type();
        for (name, list) in [("staticLowerBound", &lbs.0), ("staticUpperBound", &ubs.0), ("staticStep", &steps.0)] {
            let a = ctx.get_attr(ods_ir::attrs::AttrKind::DenseArray {
                element: i64t,
                data: list.iter().map(|v| *v as u64 as u128).collect(),
            });
            let k = ctx.intern(name);
            state.add_attr(k, a);
        }
        let i32t = ctx.i32_type();
        let seg = ctx.get_attr(ods_ir::attrs::AttrKind::DenseArray {
            element: i32t,
            data: [sizes[0] as u128, sizes[1] as u128, sizes[2] as u128, outs.len() as u128].into(),
        });
        let k = ctx.intern("operandSegmentSizes");
        state.add_attr(k, seg);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let body = self.region(ctx);
        let args: Vec<Value> = body.entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        let (lbs, ubs, steps) = (self.staticLowerBound(ctx), self.staticUpperBound(ctx), self.staticStep(ctx));
        let n = ubs.len().min(args.len());
        p.write(" (");
        p.print_operands(&args[..n]);
        // MLIR's `isNormalized`: every lower bound 0 and every step 1,
        // static or defined by a constant op.
        let normalized = all_constant(ctx, lbs.iter(), self.dynamicLowerBound(ctx), 0)
            && all_constant(ctx, steps.iter(), self.dynamicStep(ctx), 1);
        if normalized {
            p.write(") in ");
            print_dynamic_index_list(p, &ubs, self.dynamicUpperBound(ctx));
        } else {
            p.write(") = ");
            print_dynamic_index_list(p, &lbs, self.dynamicLowerBound(ctx));
            p.write(" to ");
            print_dynamic_index_list(p, &ubs, self.dynamicUpperBound(ctx));
            p.write(" step ");
            print_dynamic_index_list(p, &steps, self.dynamicStep(ctx));
        }
        let outs = self.outputs(ctx).to_vec();
        print_init_list(p, " shared_outs", &args[n..], &outs);
        p.write(" ");
        let types = op.result_types(ctx);
        if !outs.is_empty() {
            p.write("-> (");
            p.print_types(&types);
            p.write(") ");
        }
        p.print_region(body, RegionStyle::default().without_entry_args().terminators(!types.is_empty()));
        p.print_optional_attr_dict(op, &["operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"]);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let rank = self.staticUpperBound(ctx).len();
        let outs = self.outputs(ctx);
        if op.num_results(ctx) != outs.len() {
            return Err(op_error(
                ctx,
                op,
                format!("produces {} results, but has only {} outputs", op.num_results(ctx), outs.len()),
            ));
        }
        let Some(body) = self.region(ctx).entry_block(ctx) else { return Ok(()) };
        let args = body.args(ctx);
        if args.len() != rank + outs.len() {
            return Err(op_error(ctx, op, format!("region expects {rank} arguments")));
        }
        for (i, a) in args[..rank].iter().enumerate() {
            if !a.ty(ctx).is_index(ctx) {
                return Err(op_error(ctx, op, format!("expects {i}-th block argument to be an index")));
            }
        }
        for (i, (a, o)) in args[rank..].iter().zip(outs).enumerate() {
            if a.ty(ctx) != o.ty(ctx) {
                return Err(op_error(
                    ctx,
                    op,
                    format!("type mismatch between {i}-th output and corresponding block argument"),
                ));
            }
        }
        if let Some(m) = op.attr_by_str(ctx, "mapping").and_then(|m| m.as_array(ctx)) {
            // Masking attributes map no loop.
            let masks = m.iter().filter(|&&a| DeviceMaskingAttrInterfaceAttr::get(ctx, a).is_some()).count();
            if !m.is_empty() && m.len() - masks != rank {
                return Err(op_error(ctx, op, "mapping attribute size must match op rank"));
            }
            if masks > 1 {
                return Err(op_error(ctx, op, "\"mapping\" supports at most one device masking attribute"));
            }
        }
        Ok(())
    }
}

/// terminates a `forall` block
///
/// The `scf.forall.in_parallel` is a designated terminator for the
/// `scf.forall` operation. It has a single region with a single block that
/// contains a flat list of ops (`ParallelCombiningOpInterface` ops such as
/// `tensor.parallel_insert_slice`) that write the shared outputs.
#[derive(Op, Clone, Copy)]
#[op(
    name = "scf.forall.in_parallel",
    traits(Pure, Terminator, HasParent("scf.forall"), NoTerminator, SingleBlock, HasOnlyGraphRegion),
    custom_assembly,
    has_verifier
)]
pub struct InParallelOp {
    op: OpId,
    /// The parallel-combining ops.
    region: Region<SizedRegion<1>>,
}

impl InParallelOp {
    /// Only parallel-combining ops, each updating block arguments of the
    /// `scf.forall` outputs (MLIR's `InParallelOp::verify`).
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let Some(forall) = op.parent_op(ctx).filter(|p| p.name_str(ctx) == "scf.forall") else {
            return Err(op_error(ctx, op, "expected forall op parent"));
        };
        let outputs = forall.num_results(ctx);
        let forall_args = forall.region(ctx, 0).entry_block(ctx).map(|b| b.args(ctx).to_vec()).unwrap_or_default();
        let out_args = &forall_args[forall_args.len().saturating_sub(outputs)..];
        let Some(body) = self.region(ctx).entry_block(ctx) else { return Ok(()) };
        for o in body.ops(ctx) {
            let Some(combining) = ParallelCombiningOpInterfaceOp::get(ctx, o) else {
                return Err(op_error(ctx, op, "expected only ParallelCombiningOpInterface ops"));
            };
            for i in combining.updated_destinations(ctx) {
                if !out_args.contains(&o.operand(ctx, i)) {
                    return Err(op_error(ctx, o, "may only insert into an output block argument"));
                }
            }
        }
        Ok(())
    }
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let r = p.parse_region(&[], false)?;
        if r.entry_block(p.ctx()).is_none() {
            let ctx = p.ctx_mut();
            let b = ctx.create_block();
            ctx.append_block(r, b);
        }
        state.regions.push(r);
        p.parse_optional_attr_dict(state)?;
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        p.write(" ");
        p.print_region(self.region(ctx), RegionStyle::default().without_entry_args().terminators(false));
        p.print_optional_attr_dict(self.id(), &[]);
    }
}
