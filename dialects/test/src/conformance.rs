//! The test ops MLIR's Shape conformance files use.

use ods_ir::interfaces::{DestinationStyleOpInterface, DestinationStyleOpInterfaceVTable};
use ods_ir::prelude::*;
use ods_macros::Op;

/// Produces values of any type
///
/// An op with side effects (it is never erased as dead code) that defines
/// values for tests.
#[derive(Op, Clone, Copy)]
#[op(name = "test.source")]
pub struct SourceOp {
    op: OpId,
    /// The produced values.
    results: VariadicResult<AnyType>,
}

/// Consumes values of any type
///
/// An op with side effects that uses values for tests.
#[derive(Op, Clone, Copy)]
#[op(name = "test.sink")]
pub struct SinkOp {
    op: OpId,
    /// The consumed values.
    operands: Variadic<AnyType>,
}

/// An op whose operands and results have the same type
#[derive(Op, Clone, Copy)]
#[op(name = "test.same_operand_result_type", traits(SameOperandsAndResultType))]
pub struct SameOperandResultTypeOp {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
}

/// Two regions of fixed sizes, the second unnamed (MLIR's `SizedRegionOp`):
/// their verifier messages name the first and number the second.
#[derive(Op, Clone, Copy)]
#[op(name = "test.sized_region_op")]
pub struct SizedRegionOp {
    op: OpId,
    /// Two blocks.
    my_region: Region<SizedRegion<2>>,
    /// One block.
    #[op(unnamed)]
    second: Region<SizedRegion<1>>,
}

/// One block that needs no terminator, in a declarative format.
#[derive(Op, Clone, Copy)]
#[op(name = "test.single_no_terminator_op", traits(SingleBlock, NoTerminator), format = "attr-dict `:` $my_region")]
pub struct SingleNoTerminatorOp {
    op: OpId,
    /// The block.
    my_region: Region<AnyRegion>,
}

/// Any number of single blocks without terminators.
#[derive(Op, Clone, Copy)]
#[op(name = "test.variadic_no_terminator_op", traits(SingleBlock, NoTerminator), format = "attr-dict `:` $my_regions")]
pub struct VariadicNoTerminatorOp {
    op: OpId,
    /// The blocks.
    my_regions: VariadicRegion<AnyRegion>,
}

/// One block without a terminator, read and printed by hand: the region
/// alone, right after the op name.
#[derive(Op, Clone, Copy)]
#[op(name = "test.single_no_terminator_custom_asm_op", traits(SingleBlock, NoTerminator), custom_assembly)]
pub struct SingleNoTerminatorCustomAsmOp {
    op: OpId,
    /// The block.
    #[op(unnamed)]
    region: Region<AnyRegion>,
}

impl SingleNoTerminatorCustomAsmOp {
    fn parse(p: &mut OpParser<'_, '_>, state: &mut OperationState) -> PResult<()> {
        let r = p.parse_region(&[], false)?;
        state.regions.push(r);
        Ok(())
    }
    fn print(self, p: &mut OpPrinter<'_, '_>) {
        let r = self.region(p.ctx());
        p.print_region(r, RegionStyle::default().without_entry_args());
    }
}

/// A region handed by reference to a custom directive that prints nothing.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.dummy_op_with_region_ref",
    traits(NoTerminator),
    format = "$body attr-dict custom<DummyRegionRef>(ref($body))"
)]
pub struct DummyOpWithRegionRefOp {
    op: OpId,
    /// Any region.
    body: Region<AnyRegion>,
}

/// Reads nothing for `custom<DummyRegionRef>`.
fn parse_dummy_region_ref(_p: &mut OpParser<'_, '_>, _slots: &mut [format::Slot]) -> PResult<()> {
    Ok(())
}

/// Prints nothing for `custom<DummyRegionRef>`.
fn print_dummy_region_ref(_p: &mut OpPrinter<'_, '_>, _op: OpId, _slots: &[format::Slot]) {}

/// An op in destination style (MLIR's `TestDestinationStyleOp`): its
/// `outputs` are the inits its results are written into.
#[derive(Op, Clone, Copy)]
#[op(
    name = "test.destination_style_op",
    traits(AttrSizedOperandSegments),
    interfaces(DestinationStyleOpInterface),
    has_verifier,
    format = "attr-dict (`ins` `(` $inputs^ `:` type($inputs) `)`)? (`outs` `(` $outputs^ `:` type($outputs) `)`)? \
              (`(` $other_operands^ `:` type($other_operands) `)`)? (`->` type($results)^)?"
)]
pub struct DestinationStyleOp {
    op: OpId,
    /// What it reads.
    inputs: Variadic<AnyType>,
    /// The inits, tied to the results in order.
    outputs: Variadic<AnyType>,
    /// Anything else.
    other_operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
}

impl DestinationStyleOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        ods_ir::interfaces::verify_destination_style(ctx, self.id(), self.dps_inits(ctx))
    }
}

impl DestinationStyleOpInterface for DestinationStyleOp {
    /// The `outputs` group.
    fn dps_inits(self, ctx: &Context) -> std::ops::Range<usize> {
        let start = self.inputs(ctx).len();
        start..start + self.outputs(ctx).len()
    }
}
