//! Assembly formats: optional groups (with else branches and unit anchors),
//! functional types, successors, regions, buildable and inferred types.
#![deny(warnings, missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

/// Optional operands and attributes in groups.
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.groups",
    traits(AttrSizedOperandSegments),
    format = "$a (`,` $b^ `:` type($b))? (`unit` $flag^)? (`step` $step^):(`nostep`)? `[` $c `]` attr-dict `:` type($a) (`,` type($c)^)?"
)]
pub struct GroupsOp {
    op: OpId,
    a: Operand<AnyType>,
    b: Optional<AnyType>,
    c: Variadic<AnyType>,
    flag: OptionalAttr<UnitAttr>,
    #[op(default = 1)]
    step: DefaultValuedAttr<I64Attr>,
}

/// A call-like op with a functional type.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.call", format = "$callee `(` $args `)` attr-dict `:` functional-type($args, results)")]
pub struct CallOp {
    op: OpId,
    callee: Attribute<FlatSymbolRefAttr>,
    args: Variadic<AnyType>,
    results: VariadicResult<AnyType>,
}

/// Buildable types are left out of the format.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.cmp", traits(SameTypeOperands), format = "$lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct CmpOp {
    op: OpId,
    lhs: Operand<AnyInteger>,
    rhs: Operand<AnyInteger>,
    result: OpResult<I1>,
}

/// A branch with operands and successors.
#[derive(Op, Clone, Copy)]
#[op(name = "ui.cond_br", traits(Terminator), format = "$cond `,` $yes `,` $no attr-dict")]
pub struct CondBrOp {
    op: OpId,
    cond: Operand<I1>,
    yes: Successor,
    no: Successor,
}

/// Multi-line formats with whitespace literals.
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.loop",
    format = r#"
        $lower `to` $upper ` ` `step` $step
        attr-dict-with-keyword $body
    "#
)]
pub struct LoopOp {
    op: OpId,
    lower: Operand<Index>,
    upper: Operand<Index>,
    step: Operand<Index>,
    body: Region<AnyRegion>,
}

/// Nested optional groups.
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.nested",
    traits(AttrSizedOperandSegments),
    format = "($x^ `a` (`b` $y^)?)? attr-dict (`:` type($x)^)? (`,` type($y)^)?"
)]
pub struct NestedOp {
    op: OpId,
    x: Optional<AnyType>,
    y: Optional<AnyType>,
}

fn main() {}

/// A `:` may follow attributes whose storage is a specific attribute kind,
/// qualified or not (mlir-tblgen 22's rule: only the generic attribute
/// parser may take a type).
#[derive(Op, Clone, Copy)]
#[op(
    name = "ui.colons",
    format = "$typed `:` qualified($dict) `:` $elements `:` $array `:` qualified($index) `:` type($result) attr-dict"
)]
pub struct ColonsOp {
    op: OpId,
    typed: Attribute<TypedAttr>,
    dict: Attribute<DictionaryAttr>,
    elements: Attribute<ElementsAttr>,
    array: Attribute<ArrayAttr>,
    index: Attribute<IndexAttr>,
    result: OpResult<AnyType>,
}
