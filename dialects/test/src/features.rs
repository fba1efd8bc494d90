//! Ops that exercise every feature of op definitions: operand, result,
//! attribute, region and successor kinds, segment traits, constraints,
//! enum attributes, traits (native, parametric and user), interfaces,
//! folders, canonicalization patterns, custom verifiers and assembly
//! formats. The lit tests under `tests/lit/test-dialect/` round-trip them.

use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::{interface, EnumAttr, Op};

/// A comparison predicate, an integer enum.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i64")]
pub enum Predicate {
    /// `eq`, value 0.
    #[case(value = 0, str = "eq")]
    Eq,
    /// `ne`, value 1.
    #[case(value = 1, str = "ne")]
    Ne,
    /// `lt`, value 2.
    #[case(value = 2, str = "lt")]
    Lt,
}

/// A rounding mode, a string enum.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "string")]
pub enum Rounding {
    /// No `case` attribute: spelled `nearest`, the name in snake case.
    Nearest,
    /// Spelled `toward_zero`.
    TowardZero,
}

/// Fast-math flags, a bit enum.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "bit")]
pub enum Flags {
    /// No bit set: prints as `none`.
    #[case(value = 0, str = "none")]
    None,
    /// Bit 0: `nnan`.
    #[case(value = 1, str = "nnan")]
    NoNaN,
    /// Bit 1: `ninf`.
    #[case(value = 2, str = "ninf")]
    NoInf,
    /// Bit 2: `fast` (a single bit here, not a group).
    #[case(value = 4, str = "fast")]
    Fast,
}

/// An interface with a required and a default method.
#[interface]
pub trait Describe {
    /// A short description of the op.
    fn describe(self, ctx: &Context) -> String;
    /// How many operands the op has.
    fn arity(self, ctx: &Context) -> usize {
        self.op().num_operands(ctx)
    }
}

/// A user trait: verifies that the op has an even number of operands.
pub struct EvenOperands;
impl OpTrait for EvenOperands {
    const NAME: &'static str = "EvenOperands";
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        if !op.num_operands(ctx).is_multiple_of(2) {
            return Err(op_error(ctx, op, "requires an even number of operands"));
        }
        Ok(())
    }
}

/// A parametric user trait: at most `N` operands.
pub struct MaxOperands<const N: usize>;
impl<const N: usize> OpTrait for MaxOperands<N> {
    const NAME: &'static str = "MaxOperands";
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        if op.num_operands(ctx) > N {
            return Err(op_error(ctx, op, format!("requires at most {N} operands")));
        }
        Ok(())
    }
}

ods_ir::type_constraint!(
    /// A user predicate constraint with its description.
    pub EvenWidthInteger, "integer of even width",
    |ctx, t| t.is_integer(ctx) && t.int_or_float_width(ctx).is_some_and(|w| w % 2 == 0)
);

/// Single, optional and variadic operands with an optional group.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.operand_kinds",
    traits(AttrSizedOperandSegments, EvenOperands),
    format = "$a (`,` $b^ `:` type($b))? `[` $c `]` attr-dict `:` type($a) (`,` type($c)^)?",
    interfaces(Describe)
)]
pub struct OperandKindsOp {
    op: OpId,
    /// Always present.
    a: Operand<AnySignlessInteger>,
    /// May be absent.
    b: Optional<Index>,
    /// Any number.
    c: Variadic<EvenWidthInteger>,
}

impl Describe for OperandKindsOp {
    fn describe(self, ctx: &Context) -> String {
        format!("{} with {} variadic operands", OperandKindsOp::NAME, self.c(ctx).len())
    }
}

/// Two variadic groups of the same size.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.same_variadic",
    traits(SameVariadicOperandSize, MaxOperands(4)),
    format = "$x `and` $y attr-dict `:` type($x) `and` type($y)"
)]
pub struct SameVariadicOp {
    op: OpId,
    x: Variadic<AnyType>,
    y: Variadic<AnyType>,
}

/// Variadic groups sized by `operandSegmentSizes`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.attr_sized",
    traits(AttrSizedOperandSegments),
    format = "`(` $x `)` `(` $y `)` ($z^)? attr-dict `:` functional-type(operands, results)"
)]
pub struct AttrSizedOp {
    op: OpId,
    x: Variadic<AnyType>,
    y: Variadic<AnyType>,
    z: Optional<AnyType>,
    out: VariadicResult<AnyType>,
}

/// A `VariadicOfVariadic` group among other variable-length groups, as an
/// optional group's anchor: `test.vov_mixed %a groups (%b, %c), () : (i16,
/// i64), () : i32 -> i1`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.vov_mixed",
    traits(AttrSizedOperandSegments),
    format = "$lead (`groups` $groups^ `:` type($groups))? attr-dict `:` type($lead) `->` type(results)"
)]
pub struct VovMixedOp {
    op: OpId,
    /// Any number of values before the groups.
    lead: Variadic<AnyType>,
    /// Groups of integers, split by `group_sizes`.
    #[op(segments = "group_sizes")]
    groups: VariadicOfVariadic<AnySignlessInteger>,
    /// The size of each group of `groups`.
    group_sizes: Attribute<DenseI32ArrayAttr>,
    out: VariadicResult<AnyType>,
}

/// Every attribute kind, printed in the attribute dictionary.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.attr_kinds",
    format = "$pred `,` $rounding (`flags` $flags^)? (`unit` $flag^)? attr-dict",
    has_verifier
)]
pub struct AttrKindsOp {
    op: OpId,
    /// An integer enum.
    #[op(value = Predicate)]
    pred: Attribute<Predicate>,
    /// A string enum.
    #[op(value = Rounding)]
    rounding: Attribute<Rounding>,
    /// A bit enum.
    #[op(value = "BitFlags<Flags>")]
    flags: OptionalAttr<Flags>,
    /// A unit attribute.
    flag: OptionalAttr<UnitAttr>,
    /// A confined integer.
    #[op(default = 0)]
    count: DefaultValuedAttr<Confined<I64Attr, (IntMinValue<0>, IntMaxValue<10>)>>,
    /// An array with at least one element.
    items: OptionalAttr<Confined<ArrayAttr, (ArrayMinCount<1>,)>>,
    /// A string.
    label: OptionalAttr<StrAttr>,
}

impl AttrKindsOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        if self.pred(ctx) == Predicate::Lt && self.rounding(ctx) == Rounding::TowardZero {
            return Err(op_error(ctx, self.id(), "'lt' cannot round toward zero"));
        }
        Ok(())
    }
}

/// Constants with a folder, a buildable result type and result names.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.constant_index",
    traits(ConstantLike, Pure),
    format = "$value attr-dict",
    has_folder,
    asm_result_names
)]
pub struct ConstantIndexOp {
    op: OpId,
    value: Attribute<IndexAttr>,
    result: OpResult<Index>,
}

impl ConstantIndexOp {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        FoldResult::Results(vec![FoldValue::Attr(self.value_attr(ctx).expect("value"))])
    }
    fn asm_result_names(self, ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, &format!("k{}", self.value(ctx)));
    }
}

/// A commutative op with a folder (adds index constants), a canonicalizer
/// (x + 0 -> x) and type inference from the operands.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.add_index",
    traits(Commutative, Pure, SameOperandsAndResultType),
    format = "$lhs `,` $rhs attr-dict",
    has_folder,
    has_canonicalizer
)]
pub struct AddIndexOp {
    op: OpId,
    lhs: Operand<Index>,
    rhs: Operand<Index>,
    result: OpResult<Index>,
}

impl AddIndexOp {
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        match (operands[0].and_then(|a| a.as_i64(ctx)), operands[1].and_then(|a| a.as_i64(ctx))) {
            (Some(a), Some(b)) => {
                let v = ctx.index_attr(a.wrapping_add(b));
                FoldResult::Results(vec![FoldValue::Attr(v)])
            }
            _ => FoldResult::Failure,
        }
    }
    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(AddZero);
    }
}

/// `x + 0 -> x`.
struct AddZero;
impl RewritePattern for AddZero {
    fn root(&self) -> Option<&'static str> {
        Some(AddIndexOp::NAME)
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let add = AddIndexOp::from_op_unchecked(op);
        let ctx = rw.ctx();
        let zero = |v: Value| ods_ir::rewrite::constant_value(ctx, v).and_then(|a| a.as_i64(ctx)) == Some(0);
        let (l, r) = (add.lhs(ctx), add.rhs(ctx));
        let keep = if zero(r) {
            l
        } else if zero(l) {
            r
        } else {
            return false;
        };
        rw.replace_op(op, &[keep]);
        true
    }
}

/// Types inferred through `InferTypeOpInterface`: the result is a tensor of
/// the operand's type with `n` elements.
#[derive(Op, Clone, Copy)]
#[op(name = "test.splat", traits(Pure, InferTypeOpInterface), format = "$input `x` $n attr-dict `:` type($input)")]
pub struct SplatOp {
    op: OpId,
    input: Operand<AnyType>,
    n: Attribute<I64Attr>,
    result: OpResult<AnyRankedTensor>,
}

impl SplatOp {
    fn infer_return_types(ctx: &Context, input: &InferInput<'_>) -> Result<Vec<Type>, Diagnostic> {
        let n =
            input.attr(ctx, "n").and_then(|a| a.as_i64(ctx)).ok_or_else(|| input.error("requires attribute 'n'"))?;
        let elt = input.operands.first().ok_or_else(|| input.error("requires an operand"))?.ty(ctx);
        Ok(vec![ctx.ranked_tensor_type(&[n], elt)])
    }
}

/// Types that must match another entity's (`AllTypesMatch`) and a user trait.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.select",
    traits(Pure, AllTypesMatch("t", "f", "result")),
    format = "$c `?` $t `:` $f `,` $pad attr-dict `:` type($result)"
)]
pub struct SelectOp {
    op: OpId,
    c: Operand<I1>,
    t: Operand<AnyType>,
    f: Operand<AnyType>,
    pad: Operand<I1>,
    result: OpResult<AnyType>,
}

/// A region holder with an implicit terminator.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.scope",
    traits(SingleBlockImplicitTerminator("test.scope_end"), RecursiveMemoryEffects),
    format = "attr-dict-with-keyword $body"
)]
pub struct ScopeOp {
    op: OpId,
    body: Region<SizedRegion<1>>,
}

/// The terminator of `test.scope`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.scope_end",
    traits(Terminator, Pure, HasParent("test.scope"), ReturnLike),
    format = "attr-dict ($vals^ `:` type($vals))?"
)]
pub struct ScopeEndOp {
    op: OpId,
    vals: Variadic<AnyType>,
}

/// Several regions, the last variadic, in a graph-like container.
#[derive(Op, Clone, Copy)]
#[op(name = "test.multi_region", traits(NoTerminator), format = "$first `,` $rest attr-dict")]
pub struct MultiRegionOp {
    op: OpId,
    first: Region<AnyRegion>,
    rest: VariadicRegion<AnyRegion>,
}

/// A branch with a single and variadic successors.
#[derive(Op, Clone, Copy)]
#[op(name = "test.br", traits(Terminator), format = "$cond `,` $dest `,` $others attr-dict")]
pub struct BranchOp {
    op: OpId,
    cond: Operand<I1>,
    dest: Successor,
    others: VariadicSuccessor,
}

/// A branch forwarding all its operands to its one successor, which
/// implements `BranchOpInterface` and nothing else: the generic verifier
/// checks the operands against the block's arguments.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ods_forward",
    traits(Terminator),
    format = "$dest (`(` $operands^ `:` type($operands) `)`)? attr-dict",
    interfaces(ods_ir::branch::BranchOpInterface)
)]
pub struct ForwardOp {
    op: OpId,
    operands: Variadic<AnyType>,
    dest: Successor,
}

impl ods_ir::branch::BranchOpInterface for ForwardOp {
    fn successor_operand_range(self, ctx: &Context, _index: usize) -> std::ops::Range<usize> {
        0..self.op.operands(ctx).len()
    }
    fn set_successor_operands(self, ctx: &mut Context, _index: usize, operands: &[Value]) {
        ctx.set_operands(self.op, operands);
    }
}

/// Regions run in a chain, implementing `RegionBranchOpInterface` and
/// with no verifier of its own: the operands enter region 0, each region
/// goes on to the next, and the last one gives the results. The generic
/// verifier checks what the terminators (`test.return`) forward.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ods_region_chain", interfaces(ods_ir::region_branch::RegionBranchOpInterface))]
pub struct RegionChainOp {
    op: OpId,
    inputs: Variadic<AnyType>,
    outputs: VariadicResult<AnyType>,
    chain: VariadicRegion<AnyRegion>,
}

impl ods_ir::region_branch::RegionBranchOpInterface for RegionChainOp {
    fn successor_regions(
        self,
        ctx: &Context,
        from: ods_ir::region_branch::RegionPoint,
    ) -> Vec<ods_ir::region_branch::RegionSuccessor> {
        use ods_ir::region_branch::{RegionPoint, RegionSuccessor};
        let next = match from {
            RegionPoint::Parent => 0,
            RegionPoint::Region(i) => i + 1,
        };
        if next < self.op.regions(ctx).len() {
            vec![RegionSuccessor::region(ctx, self.op, next, 0)]
        } else {
            vec![RegionSuccessor::parent(ctx, self.op)]
        }
    }
    fn entry_successor_operands(self, ctx: &Context, _to: ods_ir::region_branch::Successor) -> std::ops::Range<usize> {
        0..self.op.num_operands(ctx)
    }
}

/// Optional and variadic results.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.result_kinds",
    traits(AttrSizedResultSegments),
    format = "attr-dict `:` type($a) `,` type($b) `,` type($c)"
)]
pub struct ResultKindsOp {
    op: OpId,
    a: OpResult<AnyType>,
    b: OptionalResult<AnyType>,
    c: VariadicResult<AnyType>,
}

/// An op that only has the generic form.
#[derive(Op, Clone, Copy)]
#[op(name = "test.generic_only", traits(HasParent("builtin.module", "func.func")))]
pub struct GenericOnlyOp {
    op: OpId,
    x: Variadic<AnyType>,
    y: VariadicResult<AnyType>,
}

/// Materializes folded index constants as `test.constant_index`.
pub fn materialize_constant(ctx: &mut Context, value: Attr, ty: Type, loc: Location) -> Option<OpId> {
    if !ty.is_index(ctx) || value.ty(ctx) != Some(ty) {
        return None;
    }
    let name = ctx.op_name(ConstantIndexOp::NAME);
    let mut st = OperationState::new(name, loc);
    let k = ctx.intern("value");
    st.add_attr(k, value);
    st.result_types.push(ty);
    Some(ctx.create_op(st))
}

/// A custom directive (`[lo to hi]`) and a property dictionary.
#[derive(Op, Clone, Copy)]
#[op(name = "test.range", format = "custom<Range>($lo, $hi) prop-dict attr-dict")]
pub struct RangeOp {
    op: OpId,
    lo: Operand<Index>,
    hi: Operand<Index>,
    /// The step, printed in the properties.
    step: OptionalAttr<I64Attr>,
}

/// Reads `[lo to hi]` for `custom<Range>`.
fn parse_range(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    use ods_ir::parse::lexer::Tok;
    p.parse_punct(Tok::LSquare)?;
    let lo = p.parse_operand()?;
    p.parse_keyword("to")?;
    let hi = p.parse_operand()?;
    p.parse_punct(Tok::RSquare)?;
    slots[0] = format::Slot::Operands(vec![lo]);
    slots[1] = format::Slot::Operands(vec![hi]);
    Ok(())
}

/// Prints `[lo to hi]` for `custom<Range>`.
fn print_range(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    if let [format::Slot::Values(lo), format::Slot::Values(hi)] = slots {
        p.write("[");
        p.print_operands(lo);
        p.write(" to ");
        p.print_operands(hi);
        p.write("]");
    }
}

/// `Involution`: `neg(neg(x))` folds to `x`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.neg", traits(Pure, Involution, SameOperandsAndResultType), format = "$x attr-dict `:` type($x)")]
pub struct NegOp {
    op: OpId,
    x: Operand<AnyInteger>,
    y: OpResult<AnyInteger>,
}

/// `Idempotent`: `abs(abs(x))` folds to `abs(x)`; the user trait
/// `ZeroIsFixed` folds `abs(0)` to `0`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.abs",
    traits(Pure, Idempotent, SameOperandsAndResultType, ZeroIsFixed),
    format = "$x attr-dict `:` type($x)"
)]
pub struct AbsOp {
    op: OpId,
    x: Operand<Index>,
    y: OpResult<Index>,
}

/// A user trait with a fold hook: an op of one operand whose constant
/// operand is zero folds to that operand.
pub struct ZeroIsFixed;
impl OpTrait for ZeroIsFixed {
    const NAME: &'static str = "ZeroIsFixed";
    fn fold(ctx: &mut Context, op: OpId, operands: &[Option<Attr>]) -> FoldResult {
        match operands.first() {
            Some(Some(a)) if a.as_i64(ctx) == Some(0) => {
                FoldResult::Results(vec![FoldValue::Value(op.operand(ctx, 0))])
            }
            _ => FoldResult::Failure,
        }
    }
}

/// An `oilist`: clauses in any order.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.oilist",
    traits(AttrSizedOperandSegments),
    format = "oilist(`lower` `(` $lower `:` type($lower) `)` | `upper` `(` $upper `:` type($upper) `)` | `nowait` $nowait) attr-dict"
)]
pub struct OIListOp {
    op: OpId,
    lower: Optional<AnyType>,
    upper: Optional<AnyType>,
    /// Set by the keyword alone.
    nowait: OptionalAttr<UnitAttr>,
}

/// The element type of a shaped type (for `TypesMatchWith`).
pub fn element_type_of(ctx: &Context, t: Type) -> Type {
    t.element_type(ctx).unwrap_or(t)
}

/// `TypesMatchWith`: the result is the element type of the input.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.extract_elt",
    traits(Pure, TypesMatchWith("result type matches element type of 'input'", "input", "result", "element_type_of")),
    format = "$input attr-dict `:` type($input) `->` type($result)"
)]
pub struct ExtractEltOp {
    op: OpId,
    input: Operand<AnyTensor>,
    result: OpResult<AnyType>,
}

/// `ElementwiseMappable` and `ResultsBroadcastableShape`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ew_add",
    traits(Pure, ElementwiseMappable, ResultsBroadcastableShape),
    format = "$lhs `,` $rhs attr-dict `:` type($lhs) `,` type($rhs) `->` type($result)"
)]
pub struct EwAddOp {
    op: OpId,
    lhs: Operand<AnyType>,
    rhs: Operand<AnyType>,
    result: OpResult<AnyType>,
}

/// A type with parameters: a tagged box of `elt`
///
/// Written `!test.box<rank, elt, "tag">`.
#[derive(ods_macros::Type)]
#[ty(dialect = "test", mnemonic = "box")]
pub struct BoxType {
    rank: i64,
    elt: Type,
    tag: String,
}

/// An attribute with parameters, written `#test.range<lo, hi>`.
#[derive(ods_macros::Attr)]
#[attr(dialect = "test", mnemonic = "range")]
pub struct RangeAttr {
    lo: i64,
    hi: i64,
}

/// An op whose operand is the parametric type.
#[derive(Op, Clone, Copy)]
#[op(name = "test.unbox", traits(Pure), format = "$b attr-dict `:` type($b) `->` type($r)")]
pub struct UnboxOp {
    op: OpId,
    b: Operand<BoxType>,
    r: OpResult<AnyType>,
}

/// A type with its own syntax, written and printed `!test<pair[elt x
/// count]>` as MLIR writes a body not simple enough for the pretty form.
#[derive(ods_macros::Type)]
#[ty(dialect = "test", mnemonic = "pair", parse = parse_pair, print = print_pair)]
pub struct PairType {
    elt: Type,
    count: i64,
}

/// Reads `[elt x count]`.
fn parse_pair(p: &mut ods_ir::parse::Parser<'_>) -> PResult<Vec<Attr>> {
    use ods_ir::parse::lexer::Tok;
    p.expect(Tok::LSquare, "expected '['")?;
    let elt = p.parse_type()?;
    p.expect_keyword("x")?;
    let count = p.parse_i64()?;
    p.expect(Tok::RSquare, "expected ']'")?;
    Ok(vec![p.ctx_mut().type_attr(elt), p.ctx_mut().i64_attr(count)])
}

/// Writes `[elt x count]`.
fn print_pair(p: &mut ods_ir::print::Printer<'_>, params: &[Attr]) {
    p.write("[");
    if let Some(t) = params[0].as_type(p.ctx()) {
        p.print_type(t);
    }
    p.write(" x ");
    p.write(&params[1].as_i64(p.ctx()).unwrap_or(0).to_string());
    p.write("]");
}

/// `DefaultValuedOptionalAttr` and `DefaultValuedOptionalStrAttr`: the
/// attributes may be absent and then read as their defaults; nothing fills
/// them in, and the format leaves them out when equal to the default.
#[derive(Op, Clone, Copy)]
#[op(name = "test.default_valued_optional", format = "($count^)? ($label^)? attr-dict")]
pub struct DefaultValuedOptionalOp {
    op: OpId,
    /// Read as 5 when absent.
    #[op(default = 5)]
    count: DefaultValuedOptionalAttr<I32Attr>,
    /// Read as `"foo"` when absent.
    #[op(default = "foo")]
    label: DefaultValuedOptionalStrAttr<StrAttr>,
    /// `DefaultValuedStrAttr`: filled in when absent.
    #[op(default = "bar")]
    tag: DefaultValuedStrAttr<StrAttr>,
}

/// Enum cases that are no keywords.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32")]
pub enum Sign {
    /// `+`, printed quoted; value 0 by position.
    #[case(str = "+")]
    Plus,
    /// `-`, printed quoted; value 1.
    #[case(str = "-")]
    Minus,
    /// `zero`, a keyword; value 2.
    #[case(str = "zero")]
    Zero,
}

/// An enum attribute whose cases print quoted when they are no keywords
/// (`"+"`), as mlir-tblgen's printer writes them.
#[derive(Op, Clone, Copy)]
#[op(name = "test.sign", format = "$sign attr-dict")]
pub struct SignOp {
    op: OpId,
    sign: Attribute<Sign>,
}

/// A `VariadicOfVariadic` group in custom directives, as `cf.switch` reads
/// its cases: `test.vov_custom [%a, %b : i32, i64], [], [%c : i16] count 3`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.vov_custom",
    format = "custom<Cases>($groups, type($groups)) custom<GroupCount>(ref($groups)) attr-dict"
)]
pub struct VovCustomOp {
    op: OpId,
    /// The groups.
    #[op(segments = "group_sizes")]
    groups: VariadicOfVariadic<AnyType>,
    /// The size of each group of `groups`.
    group_sizes: Attribute<DenseI32ArrayAttr>,
}

/// Reads `[%a, %b : i32, i64], [], ...` for `custom<Cases>`: one group of
/// operands and one of types per bracket.
fn parse_cases(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    use ods_ir::parse::lexer::Tok;
    let (mut operands, mut types) = (Vec::new(), Vec::new());
    while p.parse_optional(Tok::LSquare) {
        let group = if p.peek(Tok::PercentIdent) { p.parse_operand_list()? } else { Vec::new() };
        let group_types = if group.is_empty() {
            Vec::new()
        } else {
            p.parse_punct(Tok::Colon)?;
            p.parse_type_list()?
        };
        p.parse_punct(Tok::RSquare)?;
        operands.push(group);
        types.push(group_types);
        if !p.parse_optional(Tok::Comma) {
            break;
        }
    }
    slots[0] = format::Slot::OperandGroups(operands);
    slots[1] = format::Slot::TypeGroups(types);
    Ok(())
}

/// Prints `custom<Cases>`.
fn print_cases(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    if let [format::Slot::ValueGroups(groups), format::Slot::TypeGroups(types)] = slots {
        for (k, (group, group_types)) in groups.iter().zip(types).enumerate() {
            p.write(if k > 0 { ", [" } else { "[" });
            if !group.is_empty() {
                p.print_operands(group);
                p.write(" : ");
                p.print_types(group_types);
            }
            p.write("]");
        }
    }
}

/// Reads `count N` for `custom<GroupCount>`: `N` must be the number of
/// groups read before (`ref`).
fn parse_group_count(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    p.parse_keyword("count")?;
    let at = p.pos();
    let n = p.parse_i64()?;
    match &slots[0] {
        format::Slot::OperandGroups(groups) if groups.len() as i64 == n => Ok(()),
        format::Slot::OperandGroups(groups) => {
            Err(p.error_at(at, format!("expected {} groups, the number read before", groups.len())))
        }
        _ => Err(p.error_at(at, "expected the groups")),
    }
}

/// Prints `count N` for `custom<GroupCount>`.
fn print_group_count(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    if let [format::Slot::ValueGroups(groups)] = slots {
        p.write(&format!("count {}", groups.len()));
    }
}

/// The `Confined` predicates of MLIR's `CommonAttrConstraints.td` beyond
/// the basic ones; each attribute is optional, so a case sets one.
#[derive(Op, Clone, Copy)]
#[op(name = "test.confined_more")]
pub struct ConfinedMoreOp {
    op: OpId,
    pow2: OptionalAttr<Confined<I64Attr, IntPowerOf2>>,
    neq: OptionalAttr<Confined<I64Attr, IntNEQValue<0>>>,
    three: OptionalAttr<Confined<ArrayAttr, ArrayCount<3>>>,
    nth_max: OptionalAttr<Confined<ArrayAttr, IntArrayNthElemMaxValue<1, 5>>>,
    nth_range: OptionalAttr<Confined<ArrayAttr, IntArrayNthElemInRange<0, 1, 4>>>,
    dense_two: OptionalAttr<Confined<DenseI64ArrayAttr, DenseArrayCount<2>>>,
    dense_small: OptionalAttr<Confined<DenseI8ArrayAttr, (DenseArrayMinCt<1>, DenseArrayMaxCt<2>)>>,
    positive: OptionalAttr<Confined<DenseI32ArrayAttr, DenseArrayStrictlyPositive>>,
    non_negative: OptionalAttr<Confined<DenseI64ArrayAttr, DenseArrayNonNegative>>,
}

ods_ir::typed_array_attr!(
    /// Strings, under a summary of their own (ODS's `TypedArrayAttrBase`).
    pub MyStringsAttr, StrAttr, "my strings"
);

/// `IntIsOneOf<[1, 2, 4]>`.
pub type OneTwoOrFour = IntIsOneOf<(Int<1>, Int<2>, Int<4>)>;
/// `IntIsOneOf<[-1, 7]>`.
pub type MinusOneOrSeven = IntIsOneOf<(Int<-1>, Int<7>)>;

/// `AffineMapAttr`, `IntegerSetAttr`, `AffineMapArrayAttr`,
/// `LocationArrayAttr`, and the predicates `IntIsOneOf`,
/// `IntValidAlignment` (also as an attribute constraint) and `IsNullAttr`
#[derive(Op, Clone, Copy)]
#[op(name = "test.more_attr_constraints")]
pub struct MoreAttrConstraintsOp {
    op: OpId,
    /// `AffineMapAttr`.
    map: OptionalAttr<AffineMapAttr>,
    /// `IntegerSetAttr`.
    set: OptionalAttr<IntegerSetAttr>,
    /// `AffineMapArrayAttr`.
    maps: OptionalAttr<AffineMapArrayAttr>,
    /// `LocationArrayAttr`.
    locs: OptionalAttr<LocationArrayAttr>,
    /// `ConfinedAttr<I64Attr, [IntIsOneOf<[1, 2, 4]>]>`.
    one_of: OptionalAttr<Confined<I64Attr, OneTwoOrFour>>,
    /// `ConfinedAttr<I64Attr, [IntIsOneOf<[-1, 7]>, IntMinValue<0>]>`.
    one_of_min: OptionalAttr<Confined<I64Attr, (MinusOneOrSeven, IntMinValue<0>)>>,
    /// `IntValidAlignment<I32Attr>`.
    align: OptionalAttr<IntValidAlignment<I32Attr>>,
    /// `ConfinedAttr<I64Attr, [IntValidAlignment<I64Attr>]>`.
    confined_align: OptionalAttr<Confined<I64Attr, IntValidAlignment<I64Attr>>>,
    /// `ConfinedAttr<OptionalAttr<I64Attr>, [IsNullAttr]>`.
    null: OptionalAttr<Confined<I64Attr, IsNullAttr>>,
}

/// `AllAttrOf` as a predicate of `Confined`, beside two predicates listed
/// directly, and an array constraint of one's own: their summaries as
/// mlir-tblgen 22 writes them for the same `.td` arguments.
#[derive(Op, Clone, Copy)]
#[op(name = "test.attr_combinators")]
pub struct AttrCombinatorsOp {
    op: OpId,
    /// 1 to 3, as one predicate.
    a: Attribute<Confined<I64Attr, AllAttrOf<(IntMinValue<1>, IntMaxValue<3>)>>>,
    /// 1 to 3, as two predicates.
    b: Attribute<Confined<I64Attr, (IntMinValue<1>, IntMaxValue<3>)>>,
    /// Strings.
    c: Attribute<MyStringsAttr>,
}

/// `AllElementTypesMatch`: the element types of `source` and `result`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.all_element_types_match",
    traits(AllElementTypesMatch("source", "result")),
    format = "$source attr-dict `:` type($source) `to` type($result)"
)]
pub struct AllElementTypesMatchOp {
    op: OpId,
    source: Operand<AnyType>,
    result: OpResult<AnyType>,
}

/// `AllShapesMatch`: the shapes of `source`, `other` and `result`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.all_shapes_match",
    traits(AllShapesMatch("source", "other", "result")),
    format = "$source `,` $other attr-dict `:` type($source) `,` type($other) `to` type($result)"
)]
pub struct AllShapesMatchOp {
    op: OpId,
    source: Operand<AnyShaped>,
    other: Operand<AnyShaped>,
    result: OpResult<AnyShaped>,
}

/// `AllRanksMatch`: the ranks of `source` and `result`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.all_ranks_match",
    traits(AllRanksMatch("source", "result")),
    format = "$source attr-dict `:` type($source) `to` type($result)"
)]
pub struct AllRanksMatchOp {
    op: OpId,
    source: Operand<AnyShaped>,
    result: OpResult<AnyShaped>,
}

/// `AllElementCountsMatch`: the element counts of `source` and `result`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.all_element_counts_match",
    traits(AllElementCountsMatch("source", "result")),
    format = "$source attr-dict `:` type($source) `to` type($result)"
)]
pub struct AllElementCountsMatchOp {
    op: OpId,
    source: Operand<AnyStaticShapeTensor>,
    result: OpResult<AnyStaticShapeTensor>,
}

/// `AllTypeIDsMatch`: `source` and `result` of one kind of type (MLIR's
/// `TypeID`).
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.all_type_ids_match",
    traits(AllTypeIDsMatch("source", "result")),
    format = "$source attr-dict `:` type($source) `to` type($result)"
)]
pub struct AllTypeIdsMatchOp {
    op: OpId,
    source: Operand<AnyType>,
    result: OpResult<AnyType>,
}

/// `SameOperandsAndResultRank`: ranked operands and results of one rank.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.same_operands_and_result_rank",
    traits(SameOperandsAndResultRank),
    format = "$inputs attr-dict `:` type($inputs) `->` type($outputs)"
)]
pub struct SameOperandsAndResultRankOp {
    op: OpId,
    inputs: Variadic<AnyType>,
    outputs: VariadicResult<AnyType>,
}

/// Regions bounded in their number of blocks (ODS's `MinSizedRegion` and
/// `MaxSizedRegion`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.ods_bounded_regions")]
pub struct BoundedRegionsOp {
    op: OpId,
    /// Two blocks or more.
    at_least_two: Region<MinSizedRegion<2>>,
    /// One block or none.
    at_most_one: Region<MaxSizedRegion<1>>,
}
