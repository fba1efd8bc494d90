//! A generated dialect of 40 ops for measuring compile time (see README.md).
#![allow(missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::dialect! {
    /// The benchmark dialect.
    pub BENCH_DIALECT: name = "bench", summary = "compile-time benchmark"
}

/// Binary op 0
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin0", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin0Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 1
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const1", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const1Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const1Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 2
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var2", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var2Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var2Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 3
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region3", traits(SingleBlockImplicitTerminator("bench.yield3"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region3Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 3
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield3", traits(Terminator, ReturnLike, Pure, HasParent("bench.region3")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield3Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 4
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin4", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin4Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 5
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const5", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const5Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const5Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 6
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var6", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var6Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var6Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 7
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region7", traits(SingleBlockImplicitTerminator("bench.yield7"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region7Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 7
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield7", traits(Terminator, ReturnLike, Pure, HasParent("bench.region7")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield7Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 8
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin8", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin8Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 9
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const9", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const9Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const9Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 10
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var10", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var10Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var10Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 11
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region11", traits(SingleBlockImplicitTerminator("bench.yield11"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region11Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 11
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield11", traits(Terminator, ReturnLike, Pure, HasParent("bench.region11")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield11Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 12
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin12", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin12Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 13
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const13", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const13Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const13Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 14
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var14", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var14Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var14Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 15
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region15", traits(SingleBlockImplicitTerminator("bench.yield15"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region15Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 15
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield15", traits(Terminator, ReturnLike, Pure, HasParent("bench.region15")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield15Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 16
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin16", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin16Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 17
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const17", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const17Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const17Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 18
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var18", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var18Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var18Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 19
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region19", traits(SingleBlockImplicitTerminator("bench.yield19"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region19Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 19
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield19", traits(Terminator, ReturnLike, Pure, HasParent("bench.region19")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield19Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 20
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin20", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin20Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 21
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const21", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const21Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const21Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 22
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var22", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var22Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var22Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 23
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region23", traits(SingleBlockImplicitTerminator("bench.yield23"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region23Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 23
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield23", traits(Terminator, ReturnLike, Pure, HasParent("bench.region23")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield23Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 24
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin24", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin24Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 25
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const25", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const25Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const25Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 26
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var26", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var26Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var26Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 27
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region27", traits(SingleBlockImplicitTerminator("bench.yield27"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region27Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 27
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield27", traits(Terminator, ReturnLike, Pure, HasParent("bench.region27")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield27Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}

/// Binary op 28
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin28", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin28Op {
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}

/// Constant op 29
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const29", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const29Op {
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}

impl Const29Op {
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {
        match self.value_attr(ctx) {
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }
    }
}

/// Variadic op 30
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var30", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var30Op {
    op: OpId,
    /// The inputs.
    inputs: Variadic<AnyType>,
    /// An optional limit.
    limit: OptionalAttr<I64Attr>,
    /// A default-valued attribute.
    #[op(default = 0)]
    mode: DefaultValuedAttr<I64Attr>,
    /// The result.
    result: OpResult<AnyType>,
}

impl Var30Op {
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {
        let _ = self.inputs(ctx).len();
        Ok(())
    }
}

/// Region op 31
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region31", traits(SingleBlockImplicitTerminator("bench.yield31"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region31Op {
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}

/// Terminator 31
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield31", traits(Terminator, ReturnLike, Pure, HasParent("bench.region31")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield31Op {
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}
