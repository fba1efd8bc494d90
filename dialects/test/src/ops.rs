//! Ops of MLIR's `TestOps.td` (MLIR 22), with the same names, arguments and
//! constraints, so that `mlir-opt` 22 and `ods-opt` can be compared on them.

use ods_ir::effects::{
    Effect, EffectInstance, EffectTarget, MemoryEffectOpInterface, MemoryEffectOpInterfaceVTable, Resource,
};
use ods_ir::prelude::*;
use ods_macros::{EnumAttr, Op};

/// Dense arrays confined to sorted orders (`DenseArrayStrictlySorted`,
/// `DenseArraySorted`)
#[derive(Op, Clone, Copy)]
#[op(name = "test.confined_dense_array_attr")]
pub struct ConfinedDenseArrayAttrOp {
    op: OpId,
    /// Strictly increasing.
    emptyattr: Attribute<Confined<DenseI16ArrayAttr, DenseArrayStrictlySorted>>,
    /// Non-decreasing.
    i32attr: Attribute<Confined<DenseI32ArrayAttr, DenseArraySorted>>,
    /// Strictly increasing.
    i64attr: Attribute<Confined<DenseI64ArrayAttr, DenseArrayStrictlySorted>>,
}

/// `AnyAttrOf<[I32Attr, StrAttr]>`
#[derive(Op, Clone, Copy)]
#[op(name = "test.any_attr_of_i32_str")]
pub struct AnyAttrOfOp {
    op: OpId,
    /// An `i32` or a string.
    attr: Attribute<AnyAttrOf<(I32Attr, StrAttr)>>,
}

/// Integers confined to non-negative values (`IntNonNegative`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.non_negative_int_attr")]
pub struct NonNegIntAttrOp {
    op: OpId,
    /// At least 0.
    i32attr: Attribute<Confined<I32Attr, IntNonNegative>>,
    /// At least 0.
    i64attr: Attribute<Confined<I64Attr, IntNonNegative>>,
}

/// Integers confined to positive values (`IntPositive`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.positive_int_attr")]
pub struct PositiveIntAttrOp {
    op: OpId,
    /// Above 0.
    i32attr: Attribute<Confined<I32Attr, IntPositive>>,
    /// Above 0.
    i64attr: Attribute<Confined<I64Attr, IntPositive>>,
}

/// `TypeArrayAttr`
#[derive(Op, Clone, Copy)]
#[op(name = "test.type_array_attr")]
pub struct TypeArrayAttrOp {
    op: OpId,
    /// Types only.
    attr: Attribute<TypeArrayAttr>,
}

/// `TypedStrAttr<AnyInteger>`, printed with its type.
#[derive(Op, Clone, Copy)]
#[op(name = "test.string_attr_with_type", format = "$attr attr-dict")]
pub struct TypedStringAttrWithTypeOp {
    op: OpId,
    /// A string typed by an integer type.
    attr: Attribute<TypedStrAttr<AnyInteger>>,
}

/// `AnyAttrOf<[TypedStrAttr<AnyInteger>, I64Attr]>`
#[derive(Op, Clone, Copy)]
#[op(name = "test.string_attr_with_mixed_type", format = "$attr attr-dict")]
pub struct TypedStringAttrWithMixedTypeOp {
    op: OpId,
    /// A string typed by an integer type, or an `i64`.
    attr: Attribute<AnyAttrOf<(TypedStrAttr<AnyInteger>, I64Attr)>>,
}

/// Any attribute (`test.float_attrs`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.float_attrs")]
pub struct FloatAttrOp {
    op: OpId,
    /// Any attribute.
    float_attr: Attribute<AnyAttr>,
}

/// An `I32EnumAttr` of TestOps.td.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i32")]
pub enum SomeI32Enum {
    /// 5
    #[case(value = 5, str = "case5")]
    Case5,
    /// 10
    #[case(value = 10, str = "case10")]
    Case10,
    /// 2^31, beyond the signed range.
    #[case(value = 2147483648, str = "caseSignedMaxPlusOne")]
    CaseSignedMaxPlusOne,
    /// 2^32 - 1, all bits set.
    #[case(value = 4294967295, str = "caseUnsignedMax")]
    CaseUnsignedMax,
}

/// An `I64EnumAttr` of TestOps.td.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i64")]
pub enum SomeI64Enum {
    /// 5
    #[case(value = 5, str = "case5")]
    Case5,
    /// 10
    #[case(value = 10, str = "case10")]
    Case10,
    /// 2^32.
    #[case(value = 4294967296, str = "caseLarse")]
    CaseLarse,
}

/// An `i32` enum attribute and an `i32` result.
#[derive(Op, Clone, Copy)]
#[op(name = "test.i32_enum_attr")]
pub struct I32EnumAttrOp {
    op: OpId,
    /// 5 or 10.
    attr: Attribute<SomeI32Enum>,
    /// Any `i32`.
    val: OpResult<I32>,
}

/// An `i64` enum attribute and an `i32` result.
#[derive(Op, Clone, Copy)]
#[op(name = "test.i64_enum_attr")]
pub struct I64EnumAttrOp {
    op: OpId,
    /// 5 or 10.
    attr: Attribute<SomeI64Enum>,
    /// Any `i32`.
    val: OpResult<I32>,
}

/// Integers of fixed width and signedness.
#[derive(Op, Clone, Copy)]
#[op(name = "test.int_attrs")]
pub struct IntAttrOp {
    op: OpId,
    /// 32 bits, any signedness.
    any_i32_attr: Attribute<AnyI32Attr>,
    /// `index`.
    index_attr: Attribute<IndexAttr>,
    /// `ui32`.
    ui32_attr: Attribute<UI32Attr>,
    /// `si32`.
    si32_attr: Attribute<SI32Attr>,
}

/// Float elements of fixed shapes.
#[derive(Op, Clone, Copy)]
#[op(name = "test.float_elements_attr")]
pub struct FloatElementsAttrOp {
    op: OpId,
    /// `f32` of shape `[2]`.
    scalar_f32_attr: Attribute<RankedF32ElementsAttr<Dims1<2>>>,
    /// `f64` of shape `[4, 8]`.
    tensor_f64_attr: Attribute<RankedF64ElementsAttr<Dims2<4, 8>>>,
}

/// Integer elements.
#[derive(Op, Clone, Copy)]
#[op(name = "test.int_elements_attr")]
pub struct IntElementsAttrOp {
    op: OpId,
    /// 32 bits, any signedness.
    any_i32_attr: Attribute<AnyI32ElementsAttr>,
    /// `i32`.
    i32_attr: Attribute<I32ElementsAttr>,
}

/// Integer elements of fixed shapes.
#[derive(Op, Clone, Copy)]
#[op(name = "test.ranked_int_elements_attr")]
pub struct RankedIntElementsAttrOp {
    op: OpId,
    /// `i32` of shape `[2]`.
    vector_i32_attr: Attribute<RankedI32ElementsAttr<Dims1<2>>>,
    /// `i64` of shape `[4, 8]`.
    matrix_i64_attr: Attribute<RankedI64ElementsAttr<Dims2<4, 8>>>,
}

/// String elements.
#[derive(Op, Clone, Copy)]
#[op(name = "test.string_elements_attr")]
pub struct StringElementsAttrOp {
    op: OpId,
    /// Strings.
    scalar_string_attr: Attribute<StringElementsAttr>,
}

/// Dense arrays whose elements are all positive (`DenseArrayStrictlyPositive`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.confined_strictly_positive_attr")]
pub struct DenseArrayStrictlyPositiveAttrOp {
    op: OpId,
    /// Above 0.
    i8attr: Attribute<Confined<DenseI8ArrayAttr, DenseArrayStrictlyPositive>>,
    /// Above 0.
    i16attr: Attribute<Confined<DenseI16ArrayAttr, DenseArrayStrictlyPositive>>,
    /// Above 0.
    i32attr: Attribute<Confined<DenseI32ArrayAttr, DenseArrayStrictlyPositive>>,
    /// Above 0.
    i64attr: Attribute<Confined<DenseI64ArrayAttr, DenseArrayStrictlyPositive>>,
    /// Above 0.
    f32attr: Attribute<Confined<DenseF32ArrayAttr, DenseArrayStrictlyPositive>>,
    /// Above 0.
    f64attr: Attribute<Confined<DenseF64ArrayAttr, DenseArrayStrictlyPositive>>,
    /// Above 0.
    emptyattr: Attribute<Confined<DenseI16ArrayAttr, DenseArrayStrictlyPositive>>,
}

/// Dense arrays with no negative element (`DenseArrayNonNegative`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.confined_non_negative_attr")]
pub struct DenseArrayNonNegativeOp {
    op: OpId,
    /// At least 0.
    i8attr: Attribute<Confined<DenseI8ArrayAttr, DenseArrayNonNegative>>,
    /// At least 0.
    i16attr: Attribute<Confined<DenseI16ArrayAttr, DenseArrayNonNegative>>,
    /// At least 0.
    i32attr: Attribute<Confined<DenseI32ArrayAttr, DenseArrayNonNegative>>,
    /// At least 0.
    i64attr: Attribute<Confined<DenseI64ArrayAttr, DenseArrayNonNegative>>,
    /// At least 0.
    f32attr: Attribute<Confined<DenseF32ArrayAttr, DenseArrayNonNegative>>,
    /// At least 0.
    f64attr: Attribute<Confined<DenseF64ArrayAttr, DenseArrayNonNegative>>,
    /// At least 0.
    emptyattr: Attribute<Confined<DenseI16ArrayAttr, DenseArrayNonNegative>>,
}

/// Dense arrays of every element type, in their stripped form `[1, 2]`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.dense_array_attr",
    format = "`i1attr` `=` $i1attr `i8attr` `=` $i8attr `i16attr` `=` $i16attr \
              `i32attr` `=` $i32attr `i64attr` `=` $i64attr  `f32attr` `=` $f32attr \
              `f64attr` `=` $f64attr `emptyattr` `=` $emptyattr attr-dict"
)]
pub struct DenseArrayAttrOp {
    op: OpId,
    /// `i1` elements (`true`, `false`).
    i1attr: Attribute<DenseBoolArrayAttr>,
    /// `i8` elements.
    i8attr: Attribute<DenseI8ArrayAttr>,
    /// `i16` elements.
    i16attr: Attribute<DenseI16ArrayAttr>,
    /// `i32` elements.
    i32attr: Attribute<DenseI32ArrayAttr>,
    /// `i64` elements.
    i64attr: Attribute<DenseI64ArrayAttr>,
    /// `f32` elements.
    f32attr: Attribute<DenseF32ArrayAttr>,
    /// `f64` elements.
    f64attr: Attribute<DenseF64ArrayAttr>,
    /// Usually empty.
    emptyattr: Attribute<DenseI32ArrayAttr>,
}

/// Reads memory: CSE merges two with no write between them.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_memread", traits(MemoryEffects(MemRead)))]
pub struct OpWithMemReadOp {
    op: OpId,
    /// Any integer.
    result: OpResult<AnyInteger>,
}

/// A location attribute (`LocationAttr`), printed in an op's format.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_loc_attr", format = "$loc_attr attr-dict")]
pub struct LocationAttrOp {
    op: OpId,
    /// Any location.
    loc_attr: Attribute<LocationAttr>,
}

/// An attribute and where it came from, read by a custom directive with
/// an optional location specifier (MLIR's `TestAttrWithLoc`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.attr_with_loc", format = "`(` $value `` custom<OptionalLoc>($loc) `)` attr-dict")]
pub struct AttrWithLocOp {
    op: OpId,
    /// The value's location: the one given, else where it would stand.
    loc: Attribute<AnyAttr>,
    /// Any attribute.
    value: Attribute<AnyAttr>,
}

/// Reads `loc(...)` if present for `custom<OptionalLoc>`; absent, the
/// location of the token where it would stand.
fn parse_optional_loc(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    let at = p.pos();
    let loc = match p.parse_optional_location_specifier()? {
        Some(l) => l,
        None => p.loc_at(at),
    };
    slots[0] = format::Slot::Attr(Some(loc.0));
    Ok(())
}

/// Prints ` loc(...)` under debug info for `custom<OptionalLoc>`.
fn print_optional_loc(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    if let [format::Slot::Attr(Some(loc))] = slots {
        p.print_optional_location_specifier(Location(*loc));
    }
}

/// The resource of the test dialect's effects (MLIR's `TestResource`).
pub const TEST_RESOURCE: Resource = Resource::new("<Test>");

/// The effects an `effects` attribute lists: an array of dictionaries
/// whose `effect` is `"read"`, `"write"`, `"allocate"` or `"free"`, on
/// [`TEST_RESOURCE`] with `test_resource`, and on what `target` gives for
/// the entry's keys (`on_result`, `on_reference = @sym`, ...).
fn effects_of_attr(
    ctx: &Context,
    op: OpId,
    target: impl Fn(&dyn Fn(&str) -> Option<Attr>) -> Option<EffectTarget>,
) -> Vec<EffectInstance> {
    let list = op.attr_by_str(ctx, "effects").and_then(|a| a.as_array(ctx)).unwrap_or_default();
    let mut out = Vec::new();
    for entry in list {
        let entries = entry.as_dictionary(ctx).unwrap_or_default();
        let field = |name: &str| entries.iter().find(|(k, _)| ctx.str(*k) == name).map(|(_, v)| *v);
        let effect = match field("effect").and_then(|v| v.as_str(ctx)) {
            Some("read") => Effect::Read,
            Some("write") => Effect::Write,
            Some("allocate") => Effect::Allocate,
            Some("free") => Effect::Free,
            _ => continue,
        };
        let mut e = EffectInstance::new(effect);
        if field("test_resource").is_some() {
            e = e.in_resource(TEST_RESOURCE);
        }
        if let Some(t) = target(&field) {
            e = e.on(t);
        }
        out.push(e);
    }
    out
}

/// The symbol an entry's `on_reference` names.
fn on_reference(field: &dyn Fn(&str) -> Option<Attr>) -> Option<EffectTarget> {
    field("on_reference").map(EffectTarget::Symbol)
}

/// Side effects given by its `effects` attribute (see `effects_of_attr`;
/// `on_result` applies one to the result, `on_reference = @sym` to a
/// symbol; no attribute: no effect).
#[derive(Op, Clone, Copy)]
#[op(name = "test.side_effect_op", interfaces(MemoryEffectOpInterface))]
pub struct SideEffectOp {
    op: OpId,
    /// Any type.
    result: OpResult<AnyType>,
}

impl MemoryEffectOpInterface for SideEffectOp {
    fn effects(self, ctx: &Context) -> Vec<EffectInstance> {
        effects_of_attr(ctx, self.op, |field| {
            if field("on_result").is_some() {
                Some(EffectTarget::Result(0))
            } else {
                on_reference(field)
            }
        })
    }
}

/// Side effects given by its `effects` attribute, as `test.side_effect_op`,
/// which may also act on its operand (`on_operand`) or on the argument of
/// its region (`on_argument`).
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.side_effect_with_region_op",
    interfaces(MemoryEffectOpInterface),
    format = "`(` $operand`)` $region attr-dict `:`  type($operand)  `->` type($result)"
)]
pub struct SideEffectWithRegionOp {
    op: OpId,
    /// Any type.
    operand: Operand<AnyType>,
    /// Any type.
    result: OpResult<AnyType>,
    /// Any region.
    region: Region<AnyRegion>,
}

impl MemoryEffectOpInterface for SideEffectWithRegionOp {
    fn effects(self, ctx: &Context) -> Vec<EffectInstance> {
        let argument = self.region(ctx).entry_block(ctx).and_then(|b| b.args(ctx).first().copied());
        effects_of_attr(ctx, self.op, |field| {
            if field("on_result").is_some() {
                Some(EffectTarget::Result(0))
            } else if field("on_operand").is_some() {
                Some(EffectTarget::Operand(0))
            } else if field("on_argument").is_some() {
                argument.map(EffectTarget::Value)
            } else {
                on_reference(field)
            }
        })
    }
}

/// Effects on its operands, on symbols and on its result
/// (`Arg<..., [MemRead]>`, `Res<..., [MemAlloc<TestResource, 0>]>`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_effects_a")]
pub struct EffectsOpA {
    op: OpId,
    /// Memrefs it reads.
    #[op(effects(MemRead))]
    memrefs: Variadic<AnyMemRef>,
    /// A symbol it reads.
    #[op(effects(MemRead))]
    first: Attribute<FlatSymbolRefAttr>,
    /// A symbol it writes.
    #[op(effects(MemWrite))]
    second: Attribute<SymbolRefAttr>,
    /// A symbol it reads, if given.
    #[op(effects(MemRead))]
    optional_symbol: OptionalAttr<SymbolRefAttr>,
    /// What it allocates, in [`TEST_RESOURCE`].
    #[op(effects(MemAlloc(TEST_RESOURCE, 0)))]
    result: OpResult<AnyMemRef>,
}

/// Writes [`TEST_RESOURCE`] (`MemoryEffects<[MemWrite<TestResource, 0>]>`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_effects_b", traits(MemoryEffects(MemWrite(TEST_RESOURCE, 0))))]
pub struct EffectsOpB {
    op: OpId,
}

/// Writes memory.
#[derive(Op, Clone, Copy)]
#[op(name = "test.op_with_memwrite", traits(MemoryEffects(MemWrite)))]
pub struct OpWithMemWriteOp {
    op: OpId,
}

/// Allocates its result and writes it (`Res<I32, "", [MemAlloc,
/// MemWrite]>`): dropped with the op when unused.
#[derive(Op, Clone, Copy)]
#[op(name = "test.test_effects_result")]
pub struct EffectsResultOp {
    op: OpId,
    /// What it allocates and writes.
    #[op(effects(MemAlloc, MemWrite))]
    result: OpResult<I32>,
}

/// Copies `source` to `target`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.copy", format = "`(` $source `,` $target `)` `:` `(` type($source) `,` type($target) `)` attr-dict")]
pub struct CopyOp {
    op: OpId,
    /// What it reads.
    #[op(effects(MemRead))]
    source: Operand<AnyRankedOrUnrankedMemRef>,
    /// What it writes.
    #[op(effects(MemWrite))]
    target: Operand<AnyRankedOrUnrankedMemRef>,
}

/// Reads `input` and writes `output`.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.buffer_based",
    format = "`in` `(` $input`:` type($input) `)` `out` `(` $output`:` type($output) `)` attr-dict"
)]
pub struct BufferBasedOp {
    op: OpId,
    /// Reading.
    #[op(effects(MemRead))]
    input: Operand<AnyRankedOrUnrankedMemRef>,
    /// Writing.
    #[op(effects(MemWrite))]
    output: Operand<AnyRankedOrUnrankedMemRef>,
}

/// Reads `input` and writes `output`, with a region.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.region_buffer_based",
    traits(SingleBlockImplicitTerminator("test.region_yield")),
    format = "`in` `(` $input`:` type($input) `)` `out` `(` $output`:` type($output) `)` $region attr-dict"
)]
pub struct RegionBufferBasedOp {
    op: OpId,
    /// Reading.
    #[op(effects(MemRead))]
    input: Operand<AnyRankedOrUnrankedMemRef>,
    /// Writing.
    #[op(effects(MemWrite))]
    output: Operand<AnyRankedOrUnrankedMemRef>,
    /// Any region.
    region: Region<AnyRegion>,
}

/// Allocates its second result.
#[derive(Op, Clone, Copy)]
#[op(name = "test.alloc_with_multiple_results", format = "attr-dict `:` type($index) `,` type($memref)")]
pub struct AllocWithMultipleResultsOp {
    op: OpId,
    /// An index.
    index: OpResult<Index>,
    /// What it allocates.
    #[op(effects(MemAlloc))]
    memref: OpResult<AnyMemRef>,
}

/// Yields a value to the op around it.
#[derive(Op, Clone, Copy)]
#[op(name = "test.region_yield", traits(Pure, ReturnLike, Terminator), format = "$result `:` type($result) attr-dict")]
pub struct RegionYieldOp {
    op: OpId,
    /// The yielded value.
    result: Operand<AnyType>,
}

/// A pure op with one block ended by `test.region_yield`, which CSE may
/// merge with an equal one.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.cse_of_single_block_op",
    traits(SingleBlockImplicitTerminator("test.region_yield"), Pure),
    format = "attr-dict `inputs` `(` $inputs `)` $region `:` type($inputs) `->` type($outputs)"
)]
pub struct CseOfSingleBlockOp {
    op: OpId,
    /// Any values.
    inputs: Variadic<AnyType>,
    /// Any values.
    outputs: VariadicResult<AnyType>,
    /// One block.
    region: Region<SizedRegion<1>>,
}

/// Regions of SSA control flow (dominance holds in them).
#[derive(Op, Clone, Copy)]
#[op(name = "test.ssacfg_region")]
pub struct SsaCfgRegionOp {
    op: OpId,
    /// Any values.
    operands: Variadic<AnyType>,
    /// Any values.
    results: VariadicResult<AnyType>,
    /// Any regions.
    regions: VariadicRegion<AnyRegion>,
}

/// A graph region: its values may be used before they are defined.
#[derive(Op, Clone, Copy)]
#[op(name = "test.graph_region", traits(HasOnlyGraphRegion), format = "attr-dict-with-keyword $region")]
pub struct GraphRegionOp {
    op: OpId,
    /// The graph.
    region: Region<AnyRegion>,
}

/// A graph region of one block without terminator (ODS's
/// `GraphRegionNoTerminator`, as `builtin.module`'s body would be one).
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.ods_graph_region_no_terminator",
    traits(GraphRegionNoTerminator),
    format = "attr-dict-with-keyword $region"
)]
pub struct GraphRegionNoTerminatorOp {
    op: OpId,
    /// The graph.
    region: Region<AnyRegion>,
}

/// Two regions.
#[derive(Op, Clone, Copy)]
#[op(name = "test.two_region_op")]
pub struct TwoRegionOp {
    op: OpId,
    /// Any region.
    first: Region<AnyRegion>,
    /// Any region.
    second: Region<AnyRegion>,
}

/// A constant of any attribute: it folds to its value.
#[derive(Op, Clone, Copy)]
#[op(name = "test.constant", traits(ConstantLike, NoMemoryEffect), has_folder)]
pub struct TestConstantOp {
    op: OpId,
    /// The value.
    value: Attribute<AnyAttr>,
    /// The constant.
    result: OpResult<AnyType>,
}

impl TestConstantOp {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        FoldResult::Results(vec![FoldValue::Attr(self.value(ctx))])
    }
}

/// A default-valued attribute left out of `attr-dict` when it has its
/// default value.
#[derive(Op, Clone, Copy)]
#[op(name = "test.default_value_print", format = "attr-dict $operand")]
pub struct DefaultAttrPrintOp {
    op: OpId,
    /// 0 when absent.
    #[op(default = 0)]
    value_with_default: DefaultValuedAttr<I32Attr>,
    /// Any `i32`.
    operand: Operand<I32>,
}

/// `TypeAttrOf<I64>`: a type attribute that must hold `i64`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.type_attr_of", format = "attr-dict $type")]
pub struct TypeAttrOfOp {
    op: OpId,
    /// `i64`.
    r#type: Attribute<TypeAttrOf<I64>>,
}

/// A terminator with no operands (MLIR's `TerminatorOp`, `test.finish`).
#[derive(Op, Clone, Copy)]
#[op(name = "test.finish", traits(Terminator))]
pub struct FinishOp {
    op: OpId,
}

/// A region that is an automatic allocation scope: allocas in it are freed
/// when it is left.
#[derive(Op, Clone, Copy)]
#[op(name = "test.alloca_scope_region", traits(AutomaticAllocationScope), format = "attr-dict-with-keyword $region")]
pub struct AllocaScopeRegionOp {
    op: OpId,
    /// The scope.
    region: Region<AnyRegion>,
}

/// The terminator of a loop body (MLIR's `LoopBlockTerminatorOp`): the next
/// iteration gets `nextIterArg`, the loop's result is `exitArg`.
#[derive(Op, Clone, Copy)]
#[op(name = "test.loop_block_term", traits(Pure, Terminator), format = "`iter` $nextIterArg `exit` $exitArg attr-dict")]
pub struct LoopBlockTerminatorOp {
    op: OpId,
    /// Passed back to the body.
    #[op(rename = "nextIterArg")]
    next_iter_arg: Operand<I32>,
    /// Passed to the parent.
    #[op(rename = "exitArg")]
    exit_arg: Operand<F32>,
}

/// A string, then operands and their types in two optional groups, so that
/// types may come without operands (and are then refused).
#[derive(Op, Clone, Copy)]
#[op(name = "test.variadic_args_types_split", format = "$str (`,` $args^)? attr-dict (`:` type($args)^)?")]
pub struct VariadicArgsTypesSplitOp {
    op: OpId,
    /// Any string.
    str: Attribute<StrAttr>,
    /// Any values.
    args: Variadic<AnyType>,
}
