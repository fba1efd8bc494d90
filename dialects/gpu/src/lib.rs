//! A subset of MLIR's `gpu` dialect, defined with the ods macros: the
//! async token type `!gpu.async.token`, `gpu.alloc`, and the device
//! mapping attributes (`#gpu.thread<x>`, ...) that `scf.forall` holds. Being registered,
//! the dialect refuses its ops that are not defined here, as mlir-opt does
//! its unknown ones.

#![warn(missing_docs)]

use ods_dialect_scf::{
    DeviceMappingAttrInterface, DeviceMappingAttrInterfaceVTable, DeviceMaskingAttrInterface,
    DeviceMaskingAttrInterfaceVTable,
};
use ods_ir::ods::format;
use ods_ir::parse::lexer::Tok;
use ods_ir::prelude::*;
use ods_ir::verify::op_error;
use ods_macros::{Attr, EnumAttr, Op, Type};

ods_ir::dialect! {
    /// The gpu dialect (a subset): memory allocation on the device.
    pub GPU_DIALECT: name = "gpu", summary = "GPU ops (a subset)",
        interfaces = [ods_ir::pass::inline::INLINE_OPS_ANYWHERE, GPU_UNKNOWN_TYPE]
}

/// MLIR's gpu dialect parses its types by hand, with this error for a
/// keyword it does not know.
pub static GPU_UNKNOWN_TYPE: ods_ir::parse::DialectUnknownType =
    ods_ir::parse::DialectUnknownType { message: |mnemonic| format!("unknown gpu type: {mnemonic}") };

/// async token type
///
/// What an asynchronous GPU op returns and later ops wait on.
#[derive(Type)]
#[ty(dialect = GPU_DIALECT, name = "AsyncTokenType", mnemonic = "async.token")]
pub struct AsyncTokenType;

/// GPU memory allocation operation.
///
/// Allocates a memref on the GPU, after its async dependencies; with
/// `async` it does not block and also returns a `!gpu.async.token`; with
/// `host_shared` the memory is reachable from the host too.
///
/// ```mlir
/// %memref, %token = gpu.alloc async [%dep] host_shared (%width) : memref<64x?xf32, 1>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "gpu.alloc",
    traits(AttrSizedOperandSegments),
    format = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) (` ` `host_shared` $hostShared^)? ` ` `(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)",
    has_verifier,
    asm_result_names
)]
pub struct AllocOp {
    op: OpId,
    /// The tokens of the ops to wait for.
    #[op(rename = "asyncDependencies", buildable)]
    async_dependencies: Variadic<AsyncTokenType>,
    /// One size per dynamic dimension.
    #[op(rename = "dynamicSizes")]
    dynamic_sizes: Variadic<Index>,
    /// The symbols of the layout map.
    #[op(rename = "symbolOperands")]
    symbol_operands: Variadic<Index>,
    /// Allocate memory the host can reach too.
    #[op(rename = "hostShared")]
    host_shared: OptionalAttr<UnitAttr>,
    /// The new buffer.
    #[op(effects(MemAllocAt(0, FullEffect)))]
    memref: OpResult<AnyMemRef>,
    /// The token of the allocation, when `async`.
    #[op(rename = "asyncToken")]
    async_token: OptionalResult<AsyncTokenType>,
}

/// `(async)? ([deps])?`: the token type when `async`, and the dependencies.
fn parse_async_dependencies(p: &mut OpParser<'_, '_>, slots: &mut [format::Slot]) -> PResult<()> {
    let at = p.pos();
    if p.parse_optional_keyword("async") {
        if p.num_results() == 0 {
            return Err(p.error_at(at, "needs to be named when marked 'async'"));
        }
        let token = AsyncTokenType::get(p.ctx());
        slots[0] = format::Slot::Types(vec![token]);
    }
    // MLIR's `parseOperandList` with an optional square delimiter.
    let mut deps = Vec::new();
    if p.peek(Tok::LSquare) {
        deps = p.parse_delimited_operand_list(Tok::LSquare, Tok::RSquare, None)?;
    }
    slots[1] = format::Slot::Operands(deps);
    Ok(())
}

/// Prints `async` when there is a token, then `[deps]` when there are any.
fn print_async_dependencies(p: &mut OpPrinter<'_, '_>, _op: OpId, slots: &[format::Slot]) {
    let is_async = matches!(&slots[0], format::Slot::Types(t) if !t.is_empty());
    if is_async {
        p.write("async");
    }
    let format::Slot::Values(deps) = &slots[1] else { return };
    if deps.is_empty() {
        return;
    }
    if is_async {
        p.write(" ");
    }
    p.write("[");
    p.print_operands(deps);
    p.write("]");
}

impl AllocOp {
    /// The results are named after their ODS names, as MLIR's gpu ops are.
    fn asm_result_names(self, _ctx: &Context, set: &mut dyn FnMut(usize, &str)) {
        set(0, "memref");
        set(1, "asyncToken");
    }
    /// As `memref.alloc`: one size per dynamic dimension, one symbol
    /// operand per symbol of the layout.
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let ty = self.memref(ctx).ty(ctx);
        let Some(shape) = ty.shape(ctx) else { return Ok(()) };
        let dynamic = shape.iter().filter(|&&d| d == ods_ir::types::DYNAMIC).count();
        let has = self.dynamic_sizes(ctx).len();
        if has != dynamic {
            let msg = format!("incorrect number of dynamic sizes, has {has}, expected {dynamic}");
            return Err(op_error(ctx, self.id(), msg));
        }
        let symbols = if ty.has_identity_layout(ctx) { 0 } else { ty.layout_num_symbols(ctx) };
        if self.symbol_operands(ctx).len() != symbols {
            return Err(op_error(ctx, self.id(), "symbol operand count does not equal memref symbol count"));
        }
        Ok(())
    }
}

/// Mapping ids for loop mapping (MLIR's `MappingId`): which dimension of
/// the grid a loop of an `scf.forall` is distributed over.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(kind = "i64", summary = "Mapping ids for loop mapping", cpp_namespace = "::mlir::gpu", attr_info)]
pub enum MappingId {
    /// The x dimension.
    #[case(value = 0, str = "x")]
    DimX,
    /// The y dimension.
    #[case(value = 1, str = "y")]
    DimY,
    /// The z dimension.
    #[case(value = 2, str = "z")]
    DimZ,
    /// Linear dimension 0.
    #[case(value = 3, str = "linear_dim_0")]
    LinearDim0,
    /// Linear dimension 1.
    #[case(value = 4, str = "linear_dim_1")]
    LinearDim1,
    /// Linear dimension 2.
    #[case(value = 5, str = "linear_dim_2")]
    LinearDim2,
    /// Linear dimension 3.
    #[case(value = 6, str = "linear_dim_3")]
    LinearDim3,
    /// Linear dimension 4.
    #[case(value = 7, str = "linear_dim_4")]
    LinearDim4,
    /// Linear dimension 5.
    #[case(value = 8, str = "linear_dim_5")]
    LinearDim5,
    /// Linear dimension 6.
    #[case(value = 9, str = "linear_dim_6")]
    LinearDim6,
    /// Linear dimension 7.
    #[case(value = 10, str = "linear_dim_7")]
    LinearDim7,
    /// Linear dimension 8.
    #[case(value = 11, str = "linear_dim_8")]
    LinearDim8,
    /// Linear dimension 9.
    #[case(value = 12, str = "linear_dim_9")]
    LinearDim9,
}

/// Declares one of the device mapping attributes, `#gpu.<mnemonic><id>`,
/// which distribute the loops of an `scf.forall` over a GPU level.
macro_rules! mapping_attr {
    ($(#[$m:meta])* $ty:ident, $name:literal, $mnemonic:literal, $param:ident) => {
        $(#[$m])*
        #[derive(Attr)]
        #[attr(
            dialect = GPU_DIALECT,
            mnemonic = $mnemonic,
            name = $name,
            format = "`<` params `>`",
            interfaces(DeviceMappingAttrInterface)
        )]
        pub struct $ty {
            $param: MappingId,
        }

        impl DeviceMappingAttrInterface for $ty {}
    };
}

mapping_attr!(
    /// Thread-block parallelism: `#gpu.block<x>`.
    BlockMappingAttr, "GPUBlockMappingAttr", "block", block);
mapping_attr!(
    /// Warpgroup parallelism: `#gpu.warpgroup<x>`.
    WarpgroupMappingAttr, "GPUWarpgroupMappingAttr", "warpgroup", warpgroup);
mapping_attr!(
    /// Warp parallelism: `#gpu.warp<x>`.
    WarpMappingAttr, "GPUWarpMappingAttr", "warp", warp);
mapping_attr!(
    /// Thread parallelism: `#gpu.thread<x>`.
    ThreadMappingAttr, "GPUThreadMappingAttr", "thread", thread);
mapping_attr!(
    /// Lane parallelism: `#gpu.lane<x>`.
    LaneMappingAttr, "GPULaneMappingAttr", "lane", lane);

/// Which processing units take part (`#gpu.mask<0x3>`): a device masking
/// attribute, at most one per `scf.forall` mapping, mapping no loop.
#[derive(Attr)]
#[attr(
    dialect = GPU_DIALECT,
    mnemonic = "mask",
    name = "GPUMappingMaskAttr",
    format = "`<` params `>`",
    interfaces(DeviceMappingAttrInterface, DeviceMaskingAttrInterface)
)]
pub struct MappingMaskAttr {
    mask: u64,
}

impl DeviceMappingAttrInterface for MappingMaskAttr {}
impl DeviceMaskingAttrInterface for MappingMaskAttr {}
