//! A subset of MLIR 22's `vector` dialect (`VectorOps.td`), defined with
//! the ods macros: `vector.broadcast` (with its verifier, folder and
//! canonicalization) and `vector.print` (with its `#vector.punctuation`
//! attribute). The other vector ops are not defined yet.

#![warn(missing_docs)]

use ods_ir::attrs::{AttrKind, DenseBits, IntValue};
use ods_ir::prelude::*;
use ods_ir::types::TypeKind;
use ods_ir::verify::op_error;
use ods_macros::{Attr, EnumAttr, Op};

ods_ir::dialect! {
    /// The vector dialect: operations on vectors (a subset).
    pub VECTOR_DIALECT: name = "vector", summary = "Vector operations",
        materialize_constant = ods_dialect_arith::materialize_constant
}

// ----- broadcast -----

/// `PredOpTrait<"source operand and result have same element type",
/// TCresVTEtIsSameAsOpBase<0, 0>>`: the result's element type is the
/// source's (its element type when it is shaped).
pub struct SourceAndResultElementTypesMatch;
impl OpTrait for SourceAndResultElementTypesMatch {
    const NAME: &'static str = "SourceAndResultElementTypesMatch";
    const PREDICATE: bool = true;
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let element_or_self = |t: Type| t.element_type(ctx).unwrap_or(t);
        let (source, result) = (op.operand(ctx, 0).ty(ctx), op.result(ctx, 0).ty(ctx));
        if element_or_self(source) != element_or_self(result) {
            return Err(op_error(ctx, op, "failed to verify that source operand and result have same element type"));
        }
        Ok(())
    }
}

/// broadcast operation
///
/// Broadcasts the scalar or k-D vector value in the source operand to a
/// n-D result vector such that the broadcast makes sense: the source has
/// the result's element type, and a k-D vector `<s_1 x .. x s_k x type>`
/// can be broadcast to `<t_1 x .. x t_n x type>` if `k <= n` and each
/// trailing size `s_j` is `t_i` or 1 (a scalable unit dimension `[1]`
/// must match exactly). The source is duplicated over the leading
/// dimensions and stretched over the trailing ones of size 1.
///
/// ```mlir
/// %1 = vector.broadcast %0 : f32 to vector<16xf32>
/// %2 = vector.broadcast %1 : vector<16xf32> to vector<4x16xf32>
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "vector.broadcast",
    traits(Pure, SourceAndResultElementTypesMatch),
    format = "$source attr-dict `:` type($source) `to` type($vector)",
    has_verifier,
    has_folder,
    has_canonicalizer
)]
pub struct BroadcastOp {
    op: OpId,
    /// The scalar or vector broadcast.
    source: Operand<AnyType>,
    /// The broadcast vector.
    vector: OpResult<AnyVector>,
}

/// One dimension of a vector type: its size and whether it is scalable
/// (MLIR's `VectorDim`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct VectorDim {
    size: i64,
    scalable: bool,
}

impl std::fmt::Display for VectorDim {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.scalable {
            write!(f, "[{}]", self.size)
        } else {
            write!(f, "{}", self.size)
        }
    }
}

/// Why a type cannot be broadcast to a vector type (MLIR's
/// `BroadcastableToResult` other than `Success`).
enum NotBroadcastable {
    SourceRankHigher,
    DimensionMismatch(VectorDim, VectorDim),
    SourceTypeNotAVector,
}

/// The dimensions of a vector type; `None` for another type.
fn vector_dims(ctx: &Context, t: Type) -> Option<Vec<VectorDim>> {
    match t.kind(ctx) {
        TypeKind::Vector { shape, scalable, .. } => {
            Some(shape.iter().zip(scalable.iter()).map(|(&size, &scalable)| VectorDim { size, scalable }).collect())
        }
        _ => None,
    }
}

/// MLIR's `isBroadcastableTo(srcType, dstVectorType)`: a scalar of the
/// vector's element type, or a vector whose trailing dimensions each match
/// the destination's or are a fixed 1.
fn is_broadcastable_to(ctx: &Context, source: Type, dest: Type) -> Result<(), NotBroadcastable> {
    let is_scalar = source.is_integer(ctx) || source.is_index(ctx) || source.is_float(ctx);
    if is_scalar && dest.element_type(ctx) == Some(source) {
        return Ok(());
    }
    let (Some(src), Some(dst)) = (vector_dims(ctx, source), vector_dims(ctx, dest)) else {
        return Err(NotBroadcastable::SourceTypeNotAVector);
    };
    if src.len() > dst.len() {
        return Err(NotBroadcastable::SourceRankHigher);
    }
    let lead = dst.len() - src.len();
    for (&s, &d) in src.iter().zip(&dst[lead..]) {
        let fixed_unit = s.size == 1 && !s.scalable;
        if !fixed_unit && s != d {
            return Err(NotBroadcastable::DimensionMismatch(s, d));
        }
    }
    Ok(())
}

/// A splat of the scalar constant `value` as an attribute of the shaped
/// type `ty` (MLIR's `DenseElementsAttr::get(type, value)`); `None` when
/// `value` is no integer or float of `ty`'s element type.
fn splat_of(ctx: &Context, ty: Type, value: Attr) -> Option<Attr> {
    let element = ty.element_type(ctx)?;
    if value.ty(ctx) != Some(element) {
        return None;
    }
    let width = element.int_or_float_width(ctx)?;
    let data = match value.kind(ctx) {
        AttrKind::Integer { value: IntValue::Small(v), .. } => {
            let mask = if width >= 128 { u128::MAX } else { (1u128 << width) - 1 };
            DenseBits::from_bits(width, [v.get() & mask])
        }
        AttrKind::Integer { value: IntValue::Big(words), .. } => {
            let bytes: Vec<u8> = words.iter().flat_map(|w| w.to_le_bytes()).take(width.div_ceil(8) as usize).collect();
            DenseBits::from_le_bytes(width, 1, bytes)?
        }
        AttrKind::Float { bits, .. } => DenseBits::from_bits(width, [bits.get()]),
        _ => return None,
    };
    Some(ctx.get_attr(AttrKind::DenseElements { ty, splat: true, data }))
}

impl BroadcastOp {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let (source, dest) = (self.source(ctx).ty(ctx), self.vector(ctx).ty(ctx));
        let message = match is_broadcastable_to(ctx, source, dest) {
            Ok(()) => return Ok(()),
            Err(NotBroadcastable::SourceRankHigher) => "source rank higher than destination rank".to_string(),
            Err(NotBroadcastable::DimensionMismatch(s, d)) => format!("dimension mismatch ({s} vs. {d})"),
            Err(NotBroadcastable::SourceTypeNotAVector) => "source type is not a vector".to_string(),
        };
        Err(op_error(ctx, self.id(), message))
    }

    /// A broadcast to the source's own type is the source; one of a
    /// constant scalar or splat is a splat constant, one of poison poison.
    fn fold(self, ctx: &mut Context, operands: &[Option<Attr>]) -> FoldResult {
        let (source, ty) = (self.source(ctx), self.vector(ctx).ty(ctx));
        if source.ty(ctx) == ty {
            return FoldResult::Results(vec![FoldValue::Value(source)]);
        }
        let Some(Some(value)) = operands.first().copied() else { return FoldResult::Failure };
        let folded = if ods_dialect_ub::PoisonAttr::is(ctx, value) {
            Some(value)
        } else if let AttrKind::DenseElements { ty: from, splat: true, data } = value.kind(ctx) {
            let data = data.clone();
            (from.element_type(ctx) == ty.element_type(ctx))
                .then(|| ctx.get_attr(AttrKind::DenseElements { ty, splat: true, data }))
        } else {
            splat_of(ctx, ty, value)
        };
        match folded {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }

    fn canonicalization_patterns(set: &mut PatternSet) {
        set.add(BroadcastFolder);
    }
}

/// `broadcast(broadcast(x))` is `broadcast(x)` (MLIR's `BroadcastFolder`).
struct BroadcastFolder;

impl RewritePattern for BroadcastFolder {
    fn root(&self) -> Option<&'static str> {
        Some("vector.broadcast")
    }
    fn match_and_rewrite(&self, op: OpId, rw: &mut Rewriter<'_>) -> bool {
        let ctx = rw.ctx();
        let Some(inner) = op.operand(ctx, 0).defining_op(ctx).filter(|d| d.name_str(ctx) == "vector.broadcast") else {
            return false;
        };
        let (source, ty, loc) = (inner.operand(ctx, 0), op.result(ctx, 0).ty(ctx), op.loc(ctx));
        rw.replace_op_with_built(op, |b| BroadcastOp::build(b, loc, ty, source));
        true
    }
}

// ----- print -----

/// Punctuation for separating vectors or vector elements
#[derive(EnumAttr, Clone, Copy, PartialEq, Eq, Debug)]
#[enum_attr(
    kind = "i32",
    summary = "Punctuation for separating vectors or vector elements",
    cpp_namespace = "::mlir::vector",
    attr_info
)]
pub enum PrintPunctuation {
    /// No punctuation.
    #[case(str = "no_punctuation")]
    NoPunctuation,
    /// A newline (the default).
    #[case(str = "newline")]
    NewLine,
    /// A comma.
    #[case(str = "comma")]
    Comma,
    /// An opening bracket.
    #[case(str = "open")]
    Open,
    /// A closing bracket.
    #[case(str = "close")]
    Close,
}

/// Punctuation for separating vectors or vector elements
///
/// MLIR's `EnumAttr<Vector_Dialect, PrintPunctuation, "punctuation">`:
/// `#vector.punctuation<comma>`, `<comma>` in an op.
#[derive(Attr)]
#[attr(
    dialect = VECTOR_DIALECT,
    mnemonic = "punctuation",
    name = "Vector_PrintPunctuation",
    format = "`<` $value `>`",
    op_value
)]
pub struct PrintPunctuationAttr {
    value: PrintPunctuation,
}

ods_ir::type_constraint!(
    /// `Type<Or<[AnyVectorOfAnyRank, AnyInteger, Index, AnyFloat]>>`, a
    /// constraint without a summary (so MLIR's message names none).
    pub Printable, "",
    |ctx, t| t.is_vector(ctx) || t.is_integer(ctx) || t.is_index(ctx) || t.is_float(ctx)
);

/// The predicate of `vector.print`: a string is printed alone, with the
/// default punctuation.
pub struct StringPrintedAlone;
impl OpTrait for StringPrintedAlone {
    const NAME: &'static str = "StringPrintedAlone";
    const PREDICATE: bool = true;
    fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
        let Some(print) = PrintOp::cast(ctx, op) else { return Ok(()) };
        if print.string_literal(ctx).is_some()
            && (print.source(ctx).is_some() || print.punctuation(ctx) != PrintPunctuation::NewLine)
        {
            return Err(op_error(
                ctx,
                op,
                "failed to verify that `source` or `punctuation` are not set when printing strings",
            ));
        }
        Ok(())
    }
}

/// print operation (for testing and debugging)
///
/// Prints the source vector (or scalar) to stdout in a human-readable
/// format, followed by a newline unless `punctuation` says otherwise; or,
/// with `str`, prints a constant string.
///
/// ```mlir
/// vector.print %v : vector<4xf32>
/// vector.print %v : vector<4xf32> punctuation <comma>
/// vector.print str "Hello, World!"
/// ```
#[derive(Op, Clone, Copy)]
#[op(
    name = "vector.print",
    traits(MemoryEffects(MemWrite), StringPrintedAlone),
    format = "($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` $punctuation) attr-dict"
)]
pub struct PrintOp {
    op: OpId,
    /// The vector or scalar printed.
    source: Optional<Printable>,
    /// What is printed after it.
    #[op(default = PrintPunctuation::NewLine)]
    punctuation: DefaultValuedAttr<PrintPunctuationAttr>,
    /// A string printed instead.
    #[op(rename = "stringLiteral")]
    string_literal: OptionalAttr<StrAttr>,
}
