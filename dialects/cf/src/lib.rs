//! The `cf` dialect of MLIR 22 (`ControlFlowOps.td`): unstructured control
//! flow between blocks (`br`, `cond_br`, `switch`) and `assert`, defined
//! with the ods macros. Branches implement [`BranchOpInterface`]: the
//! operands forwarded to each successor, checked against the target
//! block's arguments with MLIR's messages.

#![warn(missing_docs)]
// Fields are named as MLIR names operands, attributes and regions.
#![allow(non_snake_case)]

use ods_ir::attrs::AttrKind;
use ods_ir::parse::lexer::Tok;
use ods_ir::parse::UnresolvedOperand;
use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::Op;

mod patterns;

ods_ir::dialect! {
    /// The control flow dialect: branches between blocks.
    pub CF_DIALECT: name = "cf", summary = "Control flow operations", interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE]
}

pub use ods_ir::branch::{BranchOpInterface, BranchOpInterfaceOp, BranchOpInterfaceVTable};

/// The operands a branch forwards to successor `index`.
pub fn successor_operands(ctx: &Context, op: OpId, index: usize) -> Vec<Value> {
    BranchOpInterfaceOp::get(ctx, op).map(|b| b.successor_operands(ctx, index)).unwrap_or_default()
}

/// Sets an `i32` array attribute (the operand segments of a branch).
fn set_i32_array(ctx: &mut Context, op: OpId, name: &str, values: &[usize]) {
    let element = ctx.int_type(32);
    let data = values.iter().map(|&v| u128::from(v as u32)).collect();
    let attr = ctx.get_attr(AttrKind::DenseArray { element, data });
    let name = ctx.intern(name);
    ctx.set_attr(op, name, attr);
}

/// Assert operation with message attribute
///
/// Assert operation at runtime with single boolean operand and an error
/// message attribute. If the argument is `true` this operation has no
/// effect. Otherwise, the program execution will abort.
#[derive(Op, Clone, Copy)]
#[op(name = "cf.assert", format = "$arg `,` $msg attr-dict", has_canonicalizer)]
pub struct AssertOp {
    op: OpId,
    /// The condition.
    arg: Operand<I1>,
    /// The message when the condition is false.
    msg: Attribute<StrAttr>,
}

impl AssertOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::EraseTrueAssert);
    }
}

/// Branch operation
///
/// The `cf.br` operation represents a direct branch operation to a given
/// block. The operands of this operation are forwarded to the successor
/// block, and the number and type of the operands must match the arguments
/// of the target block.
#[derive(Op, Clone, Copy)]
#[op(
    name = "cf.br",
    traits(Pure, Terminator),
    format = "$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
    interfaces(BranchOpInterface),
    has_canonicalizer
)]
pub struct BranchOp {
    op: OpId,
    /// The operands forwarded to the block's arguments.
    destOperands: Variadic<AnyType>,
    /// The target block.
    dest: Successor,
}

impl BranchOpInterface for BranchOp {
    fn successor_operand_range(self, ctx: &Context, _index: usize) -> std::ops::Range<usize> {
        0..self.id().operands(ctx).len()
    }
    fn set_successor_operands(self, ctx: &mut Context, _index: usize, operands: &[Value]) {
        ctx.set_operands(self.id(), operands);
    }
}

impl BranchOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::SimplifyBrToBlockWithSinglePred);
        set.add(patterns::SimplifyPassThroughBr);
    }
}

/// Conditional branch operation
///
/// The `cf.cond_br` terminator operation represents a conditional branch on
/// a boolean (1-bit integer) value. If the bit is set, then the first
/// destination is jumped to; if it is false, the second destination is
/// chosen.
#[derive(Op, Clone, Copy)]
#[op(
    name = "cf.cond_br",
    traits(AttrSizedOperandSegments, Pure, Terminator),
    format = "$condition (`weights` `(` $branch_weights^ `)` )? `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` $falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict",
    interfaces(BranchOpInterface),
    has_verifier,
    has_canonicalizer
)]
pub struct CondBranchOp {
    op: OpId,
    /// The condition.
    condition: Operand<I1>,
    /// The operands forwarded to the true destination.
    trueDestOperands: Variadic<AnyType>,
    /// The operands forwarded to the false destination.
    falseDestOperands: Variadic<AnyType>,
    /// The weights of the two branches.
    branch_weights: OptionalAttr<DenseI32ArrayAttr>,
    /// Taken when the condition is true.
    trueDest: Successor,
    /// Taken when the condition is false.
    falseDest: Successor,
}

impl BranchOpInterface for CondBranchOp {
    fn successor_operand_range(self, ctx: &Context, index: usize) -> std::ops::Range<usize> {
        let t = self.trueDestOperands(ctx).len();
        if index == 0 {
            1..1 + t
        } else {
            1 + t..1 + t + self.falseDestOperands(ctx).len()
        }
    }
    fn set_successor_operands(self, ctx: &mut Context, index: usize, operands: &[Value]) {
        let op = self.id();
        let mut t = self.trueDestOperands(ctx).to_vec();
        let mut f = self.falseDestOperands(ctx).to_vec();
        *(if index == 0 { &mut t } else { &mut f }) = operands.to_vec();
        let mut all = vec![self.condition(ctx)];
        all.extend(&t);
        all.extend(&f);
        ctx.set_operands(op, &all);
        set_i32_array(ctx, op, "operandSegmentSizes", &[1, t.len(), f.len()]);
    }
}

/// MLIR's `WeightedBranchOpInterface` check: `branch_weights`, when given
/// and not empty, has one weight per successor, not all zero. MLIR emits
/// these with `emitError`, so the message has no `'op' op` prefix (the
/// op is still shown in the note).
fn verify_branch_weights(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(w) = op.attr_by_str(ctx, "branch_weights") else { return Ok(()) };
    let AttrKind::DenseArray { data, .. } = w.kind(ctx) else { return Ok(()) };
    let successors = op.successors(ctx).len();
    let error = |msg: String| {
        let mut d = Diagnostic::error(op.loc(ctx), msg);
        d.op = Some(op);
        Err(d)
    };
    if data.is_empty() {
        return Ok(());
    }
    if data.len() != successors {
        return error(format!(
            "expects number of branch weights to match number of successors: {} vs {successors}",
            data.len()
        ));
    }
    if data.iter().all(|&w| w == 0) {
        return error("branch weights cannot all be zero".to_string());
    }
    Ok(())
}

impl CondBranchOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        verify_branch_weights(ctx, self.id())
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::SimplifyConstCondBranchPred);
        set.add(patterns::SimplifyPassThroughCondBranch);
        set.add(patterns::SimplifyCondBranchIdenticalSuccessors);
        set.add(patterns::SimplifyCondBranchFromCondBranchOnSameCondition);
        set.add(patterns::CondBranchTruthPropagation);
    }
}

/// Switch operation
///
/// The `cf.switch` terminator operation represents a switch on a signless
/// integer value. If the flag matches one of the specified cases, then the
/// corresponding destination is jumped to. If the flag does not match any
/// of the cases, the default destination is jumped to.
///
/// ```mlir
/// cf.switch %flag : i32, [
///   default: ^bb1(%a : i32),
///   42: ^bb1(%b : i32),
///   43: ^bb3(%c : i32)
/// ]
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "cf.switch",
    traits(AttrSizedOperandSegments, Pure, Terminator),
    custom_assembly,
    interfaces(BranchOpInterface),
    has_verifier,
    has_canonicalizer
)]
pub struct SwitchOp {
    op: OpId,
    /// The value switched on.
    flag: Operand<AnyInteger>,
    /// The operands forwarded to the default destination.
    defaultOperands: Variadic<AnyType>,
    /// The operands of each case, in order.
    #[op(segments = "case_operand_segments")]
    caseOperands: VariadicOfVariadic<AnyType>,
    /// The case values, of the flag's type.
    case_values: OptionalAttr<AnyIntElementsAttr>,
    /// How many of `caseOperands` each case takes.
    case_operand_segments: Attribute<DenseI32ArrayAttr>,
    /// Taken when no case matches.
    defaultDestination: Successor,
    /// One destination per case value.
    caseDestinations: VariadicSuccessor,
}

impl BranchOpInterface for SwitchOp {
    fn successor_operand_range(self, ctx: &Context, index: usize) -> std::ops::Range<usize> {
        let d = self.defaultOperands(ctx).len();
        if index == 0 {
            return 1..1 + d;
        }
        let cases = self.caseOperands(ctx);
        let start = 1 + d + cases.iter().take(index - 1).map(|c| c.len()).sum::<usize>();
        start..start + cases.get(index - 1).map_or(0, |c| c.len())
    }
    // One walk over the cases: each case's range alone adds up those
    // before it.
    fn successor_operand_ranges(self, ctx: &Context) -> Vec<std::ops::Range<usize>> {
        let d = self.defaultOperands(ctx).len();
        let mut ranges = Vec::with_capacity(1 + self.caseOperands(ctx).len());
        ranges.push(1..1 + d);
        let mut start = 1 + d;
        for case in self.caseOperands(ctx).iter() {
            ranges.push(start..start + case.len());
            start += case.len();
        }
        ranges
    }
    fn set_successor_operands(self, ctx: &mut Context, index: usize, operands: &[Value]) {
        let op = self.id();
        let mut default = self.defaultOperands(ctx).to_vec();
        let mut cases: Vec<Vec<Value>> = self.caseOperands(ctx).iter().map(|c| c.to_vec()).collect();
        match index {
            0 => default = operands.to_vec(),
            i => match cases.get_mut(i - 1) {
                Some(c) => *c = operands.to_vec(),
                None => return,
            },
        }
        let mut all = vec![self.flag(ctx)];
        all.extend(&default);
        all.extend(cases.iter().flatten());
        ctx.set_operands(op, &all);
        let case_total = cases.iter().map(Vec::len).sum();
        set_i32_array(ctx, op, "operandSegmentSizes", &[1, default.len(), case_total]);
        set_i32_array(ctx, op, "case_operand_segments", &cases.iter().map(Vec::len).collect::<Vec<_>>());
    }
}

/// One case of a `cf.switch`: the value, the destination and the operands
/// forwarded to it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SwitchCase {
    /// The case value (sign-extended from the flag's width).
    pub value: i128,
    /// Where the case branches.
    pub dest: BlockId,
    /// The operands forwarded to `dest`.
    pub operands: Vec<Value>,
}

/// Adds the operands, segments, case values and successors of
/// `cf.switch %flag` with these cases to `state` (MLIR's builder from case
/// values: no `case_values` without cases).
fn fill_switch_state(
    ctx: &Context,
    state: &mut OperationState,
    flag: Value,
    default_dest: BlockId,
    default_ops: Vec<Value>,
    cases: &[SwitchCase],
) {
    state.operands.push(flag);
    state.operands.extend(default_ops.iter().copied());
    for c in cases {
        state.operands.extend(c.operands.iter().copied());
    }
    let total: usize = cases.iter().map(|c| c.operands.len()).sum();
    let seg = ctx.get_attr(AttrKind::DenseArray {
        element: ctx.i32_type(),
        data: [1u128, default_ops.len() as u128, total as u128].into(),
    });
    let k = ctx.intern("operandSegmentSizes");
    state.add_attr(k, seg);
    let sizes = ctx.get_attr(AttrKind::DenseArray {
        element: ctx.i32_type(),
        data: cases.iter().map(|c| c.operands.len() as u128).collect(),
    });
    let k = ctx.intern("case_operand_segments");
    state.add_attr(k, sizes);
    if !cases.is_empty() {
        let flag_ty = flag.ty(ctx);
        let w = flag_ty.int_or_float_width(ctx).unwrap_or(64);
        let vty = ctx.get_type(ods_ir::types::TypeKind::Vector {
            shape: [cases.len() as i64].into(),
            scalable: [false].into(),
            element: flag_ty,
        });
        // Equal values become a splat when the attribute is uniqued, as
        // MLIR's DenseElementsAttr::get stores them (and prints `dense<0>`).
        let data = ods_ir::attrs::DenseBits::from_bits(w, cases.iter().map(|c| c.value as u128));
        let a = ctx.get_attr(AttrKind::DenseElements { ty: vty, splat: false, data });
        let k = ctx.intern("case_values");
        state.add_attr(k, a);
    }
    state.successors.push(default_dest);
    state.successors.extend(cases.iter().map(|c| c.dest));
}

impl SwitchOp {
    /// The cases, in order.
    pub fn cases(self, ctx: &Context) -> Vec<SwitchCase> {
        let op = self.id();
        let dests = &op.successors(ctx)[1..];
        let mut groups = self.caseOperands(ctx).into_iter();
        case_values(ctx, op)
            .into_iter()
            .zip(dests)
            .map(|(value, &dest)| SwitchCase { value, dest, operands: groups.next().unwrap_or(&[]).to_vec() })
            .collect()
    }

    /// Replaces `op` by a `cf.switch` on `flag` with these destinations.
    pub fn replace(
        rw: &mut Rewriter<'_>,
        op: OpId,
        flag: Value,
        default_dest: BlockId,
        default_ops: Vec<Value>,
        cases: &[SwitchCase],
    ) -> OpId {
        let loc = op.loc(rw.ctx());
        let name = rw.ctx().op_name("cf.switch");
        let mut state = OperationState::new(name, loc);
        fill_switch_state(rw.ctx(), &mut state, flag, default_dest, default_ops, cases);
        rw.replace_op_with(op, state)
    }
}

/// The case values of a switch as integers.
fn case_values(ctx: &Context, op: OpId) -> Vec<i128> {
    let Some(a) = op.attr_by_str(ctx, "case_values") else { return Vec::new() };
    match a.kind(ctx) {
        AttrKind::DenseElements { ty, splat, data } => {
            let w = ty.element_type(ctx).and_then(|e| e.int_or_float_width(ctx)).unwrap_or(64);
            let n = ty.shape(ctx).map(|s| s.iter().product::<i64>().max(0) as usize).unwrap_or(data.len());
            let each = |b: u128| ods_ir::attrs::sign_extend(b, w);
            if *splat {
                vec![each(data.get(0)); n]
            } else {
                data.iter().map(each).collect()
            }
        }
        _ => Vec::new(),
    }
}

impl SwitchOp {
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(patterns::SimplifySwitchWithOnlyDefault);
        set.add(patterns::DropSwitchCasesThatMatchDefault);
        set.add(patterns::SimplifyConstSwitchValue);
        set.add(patterns::SimplifyPassThroughSwitch);
        set.add(patterns::SimplifySwitchFromSwitchOnSameCondition);
        set.add(patterns::SimplifySwitchFromDefaultSwitchOnSameCondition);
    }
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let op = self.id();
        let dests = op.successors(ctx).len() - 1;
        let values = op.attr_by_str(ctx, "case_values");
        let n_values = match values {
            None => 0,
            Some(a) => {
                let AttrKind::DenseElements { ty, .. } = a.kind(ctx) else {
                    return Err(op_error(
                        ctx,
                        op,
                        "attribute 'case_values' failed to satisfy constraint: integer elements attribute",
                    ));
                };
                let flag_ty = self.flag(ctx).ty(ctx);
                if ty.element_type(ctx) != Some(flag_ty) {
                    let s = |t| ods_ir::print::type_to_string(ctx, t);
                    return Err(op_error(
                        ctx,
                        op,
                        format!(
                            "'flag' type ({}) should match case value type ({})",
                            s(flag_ty),
                            ty.element_type(ctx).map(s).unwrap_or_default()
                        ),
                    ));
                }
                case_values(ctx, op).len()
            }
        };
        if n_values != dests {
            return Err(op_error(
                ctx,
                op,
                format!("number of case values ({n_values}) should match number of case destinations ({dests})"),
            ));
        }
        let segments = self.case_operand_segments(ctx);
        if segments.len() != dests {
            return Err(op_error(
                ctx,
                op,
                format!(
                    "number of case destinations ({dests}) should match number of case operands ({})",
                    segments.len()
                ),
            ));
        }
        Ok(())
    }

    /// `%flag : type, [ default: ^bb(%a : t), 42: ^bb2 ] attr-dict`: the
    /// operands are resolved once the op is read, in operand order, as
    /// mlir-tblgen's parser of MLIR's format does (a count that differs is
    /// reported where the cases start).
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let flag = p.parse_operand()?;
        p.parse_punct(Tok::Colon)?;
        let flag_ty = p.parse_type()?;
        p.parse_punct(Tok::Comma)?;
        p.parse_punct(Tok::LSquare)?;
        let cases_at = p.pos();
        p.parse_keyword("default")?;
        p.parse_punct(Tok::Colon)?;
        let (default_dest, default_uses, default_types) = parse_successor_and_uses(p)?;
        let mut values = Vec::new();
        let mut dests = Vec::new();
        let mut case_uses = Vec::new();
        let mut case_types = Vec::new();
        let mut case_counts = Vec::new();
        while p.parse_optional(Tok::Comma) {
            values.push(p.parse_i64()?);
            p.parse_punct(Tok::Colon)?;
            let (d, uses, types) = parse_successor_and_uses(p)?;
            dests.push(d);
            case_counts.push(uses.len());
            case_uses.extend(uses);
            case_types.extend(types);
        }
        p.parse_punct(Tok::RSquare)?;
        p.parse_attr_dict_directive(state, false)?;
        let flag = p.resolve_operand(&flag, flag_ty)?;
        let mut default_ops = Vec::new();
        p.resolve_operands(&default_uses, &default_types, cases_at, &mut default_ops)?;
        let mut case_ops = Vec::new();
        p.resolve_operands(&case_uses, &case_types, cases_at, &mut case_ops)?;
        let mut rest = case_ops.as_slice();
        let cases: Vec<SwitchCase> = values
            .into_iter()
            .zip(dests)
            .zip(case_counts)
            .map(|((value, dest), n)| {
                let (operands, after) = rest.split_at(n);
                rest = after;
                SwitchCase { value: i128::from(value), dest, operands: operands.to_vec() }
            })
            .collect();
        fill_switch_state(p.ctx(), state, flag, default_dest, default_ops, &cases);
        Ok(())
    }

    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let ctx = p.ctx();
        let op = self.id();
        let flag = self.flag(ctx);
        p.write(" ");
        p.print_operand(flag);
        p.write(" : ");
        p.print_type(flag.ty(ctx));
        p.write(", [");
        p.print_new_line();
        p.write("  default: ");
        print_successor_and_uses(p, op.successors(ctx)[0], &successor_operands(ctx, self.id(), 0));
        let mut groups = self.caseOperands(ctx).iter();
        let width = flag.ty(ctx).int_or_float_width(ctx).unwrap_or(64);
        for (i, v) in case_values(ctx, op).iter().enumerate() {
            p.write(",");
            p.print_new_line();
            // As MLIR's `APInt::getLimitedValue`: the value's bits as an
            // unsigned number, at most the largest `u64`.
            let bits = (*v as u128) & (u128::MAX >> (128 - width.clamp(1, 128)));
            p.write(&format!("  {}: ", bits.min(u64::MAX as u128)));
            let operands = groups.next().unwrap_or(&[]);
            print_successor_and_uses(p, op.successors(ctx)[i + 1], operands);
        }
        // As MLIR's `printSwitchCases`: without a `case_values` attribute
        // the `]` follows the default on its line.
        if op.attr_by_str(ctx, "case_values").is_some() {
            p.print_new_line();
        }
        p.write("]");
        p.print_optional_attr_dict(op, &["case_values", "case_operand_segments", "operandSegmentSizes"]);
    }
}

/// `^bb(%a, %b : t1, t2)` or `^bb`: the destination, and the operands
/// and their types, to be resolved once the op is read.
fn parse_successor_and_uses(p: &mut OpParser<'_, '_>) -> PResult<(BlockId, Vec<UnresolvedOperand>, Vec<Type>)> {
    let dest = p.parse_successor()?;
    if !p.parse_optional(Tok::LParen) {
        return Ok((dest, Vec::new(), Vec::new()));
    }
    let uses = p.parse_operand_list()?;
    p.parse_punct(Tok::Colon)?;
    let types = p.parse_type_list()?;
    p.parse_punct(Tok::RParen)?;
    Ok((dest, uses, types))
}

fn print_successor_and_uses(p: &mut OpPrinter<'_, '_>, dest: BlockId, ops: &[Value]) {
    p.print_successor(dest);
    if !ops.is_empty() {
        let ctx = p.ctx();
        let tys: Vec<Type> = ops.iter().map(|v| v.ty(ctx)).collect();
        p.write("(");
        p.print_operands(ops);
        p.write(" : ");
        p.print_types(&tys);
        p.write(")");
    }
}
