//! The test ops of MLIR's inliner tests and the test dialect's inliner
//! interface: calls that convert their arguments and results
//! (`test.conversion_call_op`, `test.cast`), a function whose argument and
//! result attributes ask for extra ops (`test.conversion_func_op`,
//! `test.type_changer`), and a callable that is a value
//! (`test.functional_region_op`, called with `func.call_indirect`).

use ods_ir::builder::InsertPoint;
use ods_ir::pass::inline::{
    CallOpInterface, CallOpInterfaceVTable, CallableOpInterface, CallableOpInterfaceVTable, DialectInlinerInterface,
    DialectInlinerInterfaceVTable, ValueMapping,
};
use ods_ir::prelude::*;
use ods_macros::Op;

/// A callable region that is a value
///
/// Its region is the body of the function value it defines; calling that
/// value with `func.call_indirect` calls the region.
#[derive(Op, Clone, Copy)]
#[op(name = "test.functional_region_op", interfaces(CallableOpInterface))]
pub struct FunctionalRegionOp {
    op: OpId,
    /// The body.
    body: Region<AnyRegion>,
    /// The function value.
    result: OpResult<FunctionType>,
}

impl CallableOpInterface for FunctionalRegionOp {
    fn callable_region(self, ctx: &Context) -> Option<RegionId> {
        Some(self.body(ctx))
    }
    fn callable_results(self, ctx: &Context) -> Vec<Type> {
        ods_dialect_func::callable_result_types(ctx, self.result(ctx).ty(ctx))
    }
}

/// A call whose arguments and results may differ in type from the callee's
///
/// Inlined, its argument and result values are converted with `test.cast`
/// (between i16 and i32 only), and the ops inlined are marked
/// `inlined_conversion`. A `noinline` attribute keeps it from being inlined.
#[derive(Op, Clone, Copy)]
#[op(name = "test.conversion_call_op", interfaces(CallOpInterface))]
pub struct ConversionCallOp {
    op: OpId,
    /// The arguments.
    arg_operands: Variadic<AnyType>,
    /// The called function.
    callee: Attribute<SymbolRefAttr>,
    /// The results.
    results: VariadicResult<AnyType>,
}

impl CallOpInterface for ConversionCallOp {
    fn callee(self, ctx: &Context) -> Option<Attr> {
        self.callee_attr(ctx)
    }
    fn set_callee(self, ctx: &mut Context, callee: Attr) {
        self.set_callee_attr(ctx, callee)
    }
    fn arg_operands(self, ctx: &Context) -> Vec<Value> {
        ConversionCallOp::arg_operands(self, ctx).to_vec()
    }
}

/// A function whose argument and result attributes the inliner honours
///
/// An argument with `test.handle_argument` (a result with
/// `test.handle_result`) gets a `test.type_changer` when inlined.
#[derive(Op, Clone, Copy)]
#[op(name = "test.conversion_func_op", traits(Symbol), custom_assembly, has_verifier, interfaces(CallableOpInterface))]
pub struct ConversionFuncOp {
    op: OpId,
    /// The symbol name.
    sym_name: Attribute<SymbolNameAttr>,
    /// The function type.
    function_type: Attribute<FunctionTypeAttr>,
    /// Argument attributes.
    arg_attrs: OptionalAttr<DictArrayAttr>,
    /// Result attributes.
    res_attrs: OptionalAttr<DictArrayAttr>,
    /// `public`, `private` or `nested`.
    sym_visibility: OptionalAttr<StrAttr>,
    /// The body.
    body: Region<AnyRegion>,
}

impl ConversionFuncOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        ods_dialect_func::parse_function_like(p, state)
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        ods_dialect_func::print_function_like(p, self.id())
    }
    /// `FunctionOpInterface`'s checks.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ods_dialect_func::verify_function_attrs(ctx, self.id())?;
        ods_dialect_func::verify_function_entry(ctx, self.id())
    }
}

impl CallableOpInterface for ConversionFuncOp {
    fn callable_region(self, ctx: &Context) -> Option<RegionId> {
        ods_dialect_func::callable_body(ctx, self.body(ctx))
    }
    fn callable_results(self, ctx: &Context) -> Vec<Type> {
        ods_dialect_func::callable_result_types(ctx, self.function_type(ctx))
    }
}

/// A conversion of values of any types
///
/// What the test dialect's inliner makes where a call's types differ from
/// its callee's.
#[derive(Op, Clone, Copy)]
#[op(name = "test.cast")]
pub struct CastOp {
    op: OpId,
    /// The values converted.
    inputs: Variadic<AnyType>,
    /// The result.
    result: OpResult<AnyType>,
}

/// A stand-in that may change a value's type
///
/// What the test dialect's inliner puts on arguments and results whose
/// attributes ask for it.
#[derive(Op, Clone, Copy)]
#[op(name = "test.type_changer")]
pub struct TypeChangerOp {
    op: OpId,
    /// The value.
    input: Operand<AnyType>,
    /// The result.
    result: OpResult<AnyType>,
}

/// Returns values from a test region
#[derive(Op, Clone, Copy)]
#[op(name = "test.return", traits(Pure, ReturnLike, Terminator))]
pub struct ReturnOp {
    op: OpId,
    /// The values returned.
    operands: Variadic<AnyType>,
}

/// The test dialect's inliner interface (MLIR's `TestInlinerInterface`).
pub struct TestInliner;

/// The table the dialect lists.
pub static TEST_INLINER: DialectInlinerInterfaceVTable = DialectInlinerInterfaceVTable::of::<TestInliner>();

/// A signless i16 or i32.
fn is_i16_or_i32(ctx: &Context, t: Type) -> bool {
    t.is_signless_int(ctx, 16) || t.is_signless_int(ctx, 32)
}

/// Whether the dictionary `attrs` holds `name`.
fn dict_has(ctx: &Context, attrs: Option<Attr>, name: &str) -> bool {
    attrs.and_then(|d| d.as_dictionary(ctx)).is_some_and(|d| d.iter().any(|&(k, _)| ctx.str(k) == name))
}

/// A `test.type_changer` of `value` at `ip`, located at the call.
fn type_changer(ctx: &mut Context, ip: InsertPoint, call: OpId, value: Value) -> Value {
    let loc = call.loc(ctx);
    let ty = value.ty(ctx);
    let mut b = Builder::at(ctx, ip);
    let op = TypeChangerOp::build(&mut b, loc, ty, value);
    op.result(ctx)
}

impl DialectInlinerInterface for TestInliner {
    fn is_legal_to_inline_call(ctx: &Context, call: OpId, _: OpId, _: bool) -> bool {
        call.attr_by_str(ctx, "noinline").is_none()
    }
    fn is_legal_to_inline_region(_: &Context, _: RegionId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
    fn is_legal_to_inline_op(_: &Context, _: OpId, _: RegionId, _: bool, _: &ValueMapping) -> bool {
        true
    }
    /// A functional region is a scope of its own.
    fn should_analyze_recursively(ctx: &Context, op: OpId) -> bool {
        FunctionalRegionOp::cast(ctx, op).is_none()
    }
    /// Only `test.return`: its operands replace the call's results.
    fn handle_terminator(ctx: &mut Context, op: OpId, values_to_replace: &[Value]) {
        if ReturnOp::cast(ctx, op).is_none() {
            return;
        }
        let operands = op.operands(ctx).to_vec();
        for (&from, &to) in values_to_replace.iter().zip(&operands) {
            ctx.replace_all_uses_with(from, to);
        }
    }
    fn handle_argument(
        ctx: &mut Context,
        ip: InsertPoint,
        call: OpId,
        _: OpId,
        argument: Value,
        attrs: Option<Attr>,
    ) -> Value {
        if !dict_has(ctx, attrs, "test.handle_argument") {
            return argument;
        }
        type_changer(ctx, ip, call, argument)
    }
    fn handle_result(
        ctx: &mut Context,
        ip: InsertPoint,
        call: OpId,
        _: OpId,
        result: Value,
        attrs: Option<Attr>,
    ) -> Value {
        if !dict_has(ctx, attrs, "test.handle_result") {
            return result;
        }
        type_changer(ctx, ip, call, result)
    }
    /// Marks every op inlined for a `test.conversion_call_op`.
    fn process_inlined_call_blocks(ctx: &mut Context, call: OpId, blocks: &[BlockId]) {
        if ConversionCallOp::cast(ctx, call).is_none() {
            return;
        }
        let name = ctx.intern("inlined_conversion");
        let unit = ctx.unit_attr();
        for &b in blocks {
            for o in b.ops(ctx) {
                for inner in o.walk_pre_order(ctx) {
                    ctx.set_attr(inner, name, unit);
                }
            }
        }
    }
    /// A `test.cast` between i16 and i32.
    fn materialize_call_conversion(
        ctx: &mut Context,
        ip: InsertPoint,
        input: Value,
        result_type: Type,
        loc: Location,
    ) -> Option<OpId> {
        if !is_i16_or_i32(ctx, result_type) || !is_i16_or_i32(ctx, input.ty(ctx)) {
            return None;
        }
        let mut b = Builder::at(ctx, ip);
        Some(CastOp::build(&mut b, loc, result_type, &[input]).id())
    }
}
