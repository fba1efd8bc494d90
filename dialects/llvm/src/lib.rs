//! A subset of MLIR's `llvm` dialect, defined with the ods macros: the
//! opaque pointer type `!llvm.ptr` and `llvm.return`, which files of the
//! other dialects use at their edges, and the integer arithmetic without
//! folds (`llvm.add`, `llvm.sub`, `llvm.mul` with their overflow flags,
//! `llvm.and`, `llvm.xor`, `llvm.urem`, `llvm.srem`). Being registered, the dialect refuses
//! its ops that are not defined here, as mlir-opt does its unknown ones.

#![warn(missing_docs)]

use ods_ir::prelude::*;
use ods_ir::types::{VectorElementTypeInterface, VectorElementTypeInterfaceVTable};
use ods_macros::{EnumAttr, Op, Type};

ods_ir::dialect! {
    /// The llvm dialect (a subset): LLVM IR's pointer type and return.
    pub LLVM_DIALECT: name = "llvm", summary = "LLVM IR in MLIR (a subset)", interfaces = [LLVM_UNKNOWN_TYPE]
}

/// MLIR's llvm dialect parses its types by hand, with this error for a
/// keyword it does not know.
pub static LLVM_UNKNOWN_TYPE: ods_ir::parse::DialectUnknownType =
    ods_ir::parse::DialectUnknownType { message: |mnemonic| format!("unknown LLVM type: {mnemonic}") };

/// LLVM pointer type
///
/// An opaque pointer in an address space, written `!llvm.ptr` (space 0) or
/// `!llvm.ptr<1>`.
#[derive(Type)]
#[ty(
    dialect = LLVM_DIALECT,
    name = "LLVMPointerType",
    mnemonic = "ptr",
    format = "(`<` $addressSpace^ `>`)?",
    interfaces(VectorElementTypeInterface)
)]
pub struct PointerType {
    #[param(rename = "addressSpace", default = 0, cpp_type = "unsigned")]
    address_space: u32,
}

impl VectorElementTypeInterface for PointerType {}

/// A type LLVM IR has (MLIR's `isCompatibleType`, for the types this subset
/// knows): signless integers, the floats LLVM has, `!llvm.ptr`, and
/// vectors of these.
pub struct LlvmType;

fn is_compatible(ctx: &Context, t: Type) -> bool {
    use ods_ir::types::TypeKind;
    match t.kind(ctx) {
        TypeKind::Vector { element, .. } => is_compatible(ctx, *element),
        _ => {
            use ods_ir::float_format::FloatKind;
            t.is_signless_integer(ctx)
                || matches!(
                    t.float_kind(ctx),
                    Some(
                        FloatKind::BF16
                            | FloatKind::F16
                            | FloatKind::F32
                            | FloatKind::F64
                            | FloatKind::F80
                            | FloatKind::F128
                    )
                )
                || PointerType::is(ctx, t)
        }
    }
}

impl TypeConstraint for LlvmType {
    fn summary() -> String {
        "LLVM dialect-compatible type".to_string()
    }
    fn check(ctx: &Context, t: Type) -> bool {
        is_compatible(ctx, t)
    }
}

/// Return from an LLVM function
///
/// Ends a block with the value the function returns, if any.
#[derive(Op, Clone, Copy)]
#[op(name = "llvm.return", dialect = LLVM_DIALECT, traits(Pure, ReturnLike, Terminator), format = "attr-dict ($arg^ `:` type($arg))?")]
pub struct ReturnOp {
    op: OpId,
    /// The value returned.
    arg: Optional<LlvmType>,
}

/// An LLVM-compatible vector of elements `E` (MLIR's `LLVM_VectorOf`): a
/// builtin vector whose element type is one.
pub struct ScalarOrVectorOf<E>(std::marker::PhantomData<E>);

impl<E: TypeConstraint> TypeConstraint for ScalarOrVectorOf<E> {
    fn summary() -> String {
        let e = E::summary();
        format!("{e} or LLVM dialect-compatible vector of {e}")
    }
    fn check(ctx: &Context, t: Type) -> bool {
        use ods_ir::types::TypeKind;
        match t.kind(ctx) {
            TypeKind::Vector { element, .. } => is_compatible(ctx, t) && E::check(ctx, *element),
            _ => E::check(ctx, t),
        }
    }
}

/// LLVM integer overflow flags
///
/// `nsw` (no signed wrap) and `nuw` (no unsigned wrap) of integer
/// arithmetic: MLIR's `IntegerOverflowFlags`, a property written
/// `overflow<nsw, nuw>` that also reads its attribute `#llvm.overflow<...>`.
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "bit",
    width = 32,
    separator = ", ",
    summary = "LLVM integer overflow flags",
    cpp_namespace = "::mlir::LLVM",
    attr(name = "IntegerOverflowFlagsAttr", dialect = "llvm", mnemonic = "overflow", format = "`<` $value `>`"),
    prop(mnemonic = "overflow", attr_form)
)]
pub enum IntegerOverflowFlags {
    /// No flag.
    #[case(value = 0, str = "none")]
    None,
    /// No signed wrap.
    #[case(value = 1, str = "nsw")]
    Nsw,
    /// No unsigned wrap.
    #[case(value = 2, str = "nuw")]
    Nuw,
}

/// The overflow flags of an op (its property).
type OverflowFlags = BitFlags<IntegerOverflowFlags>;

/// An LLVM integer operand or result: a signless integer or a vector of
/// them.
type IntLike = ScalarOrVectorOf<AnySignlessInteger>;

macro_rules! int_arithmetic_with_overflow_flags {
    ($($(#[$doc:meta])* $name:ident = $mnemonic:literal, traits($($trait:ident),*);)*) => {$(
        $(#[$doc])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $mnemonic,
            dialect = LLVM_DIALECT,
            traits(SameOperandsAndResultType, $($trait,)* Pure),
            format = "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)"
        )]
        pub struct $name {
            op: OpId,
            /// The left operand.
            lhs: Operand<IntLike>,
            /// The right operand.
            rhs: Operand<IntLike>,
            /// The overflow flags.
            #[op(default = OverflowFlags::empty(), rename = "overflowFlags")]
            overflow_flags: DefaultValuedProp<OverflowFlags>,
            /// The result.
            res: OpResult<IntLike>,
        }
    )*};
}

int_arithmetic_with_overflow_flags! {
    /// Integer addition (LLVM's `add`).
    AddOp = "llvm.add", traits(Commutative);
    /// Integer subtraction (LLVM's `sub`).
    SubOp = "llvm.sub", traits();
    /// Integer multiplication (LLVM's `mul`).
    MulOp = "llvm.mul", traits(Commutative);
}

macro_rules! int_arithmetic {
    ($($(#[$doc:meta])* $name:ident = $mnemonic:literal;)*) => {$(
        $(#[$doc])*
        #[derive(Op, Clone, Copy)]
        #[op(
            name = $mnemonic,
            dialect = LLVM_DIALECT,
            traits(SameOperandsAndResultType, Pure),
            format = "$lhs `,` $rhs attr-dict `:` type($res)"
        )]
        pub struct $name {
            op: OpId,
            /// The left operand.
            lhs: Operand<IntLike>,
            /// The right operand.
            rhs: Operand<IntLike>,
            /// The result.
            res: OpResult<IntLike>,
        }
    )*};
}

int_arithmetic! {
    /// Unsigned remainder (LLVM's `urem`).
    URemOp = "llvm.urem";
    /// Signed remainder (LLVM's `srem`).
    SRemOp = "llvm.srem";
    /// Bitwise and (LLVM's `and`).
    AndOp = "llvm.and";
    /// Bitwise exclusive or (LLVM's `xor`).
    XOrOp = "llvm.xor";
}
