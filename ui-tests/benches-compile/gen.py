#!/usr/bin/env python3
"""Writes src/lib.rs: a dialect of N ops (default 40) shaped like MLIR's Shape
dialect: binary ops with formats, constants with attributes, variadic and
optional operands, ops with regions, terminators, verifiers and folders.
With --regions, a region-heavy dialect instead (shaped like scf): every
other op holds one or two regions with an implicit terminator, the others
are their terminators."""
import sys

ARGS = [a for a in sys.argv[1:] if not a.startswith("--")]
N = int(ARGS[0]) if ARGS else 40
REGIONS = "--regions" in sys.argv

HEAD = '''//! A generated dialect of {n} ops for measuring compile time (see README.md).
#![allow(missing_docs)]

use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::dialect! {{
    /// The benchmark dialect.
    pub BENCH_DIALECT: name = "bench", summary = "compile-time benchmark"
}}
'''

KINDS = [
    # binary, with format
    '''/// Binary op {i}
///
/// Adds two values.
#[derive(Op, Clone, Copy)]
#[op(name = "bench.bin{i}", traits(Pure, Commutative, SameOperandsAndResultType), format = "$lhs `,` $rhs attr-dict `:` type($result)")]
pub struct Bin{i}Op {{
    op: OpId,
    /// The left operand.
    lhs: Operand<AnyType>,
    /// The right operand.
    rhs: Operand<AnyType>,
    /// The sum.
    result: OpResult<AnyType>,
}}
''',
    # constant with attribute and folder
    '''/// Constant op {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.const{i}", traits(ConstantLike, Pure), format = "$value attr-dict", has_folder)]
pub struct Const{i}Op {{
    op: OpId,
    /// The value.
    value: Attribute<IndexAttr>,
    /// The constant.
    result: OpResult<Index>,
}}

impl Const{i}Op {{
    fn fold(self, ctx: &mut Context, _: &[Option<Attr>]) -> FoldResult {{
        match self.value_attr(ctx) {{
            Some(a) => FoldResult::Results(vec![FoldValue::Attr(a)]),
            None => FoldResult::Failure,
        }}
    }}
}}
''',
    # variadic + optional attrs + verifier
    '''/// Variadic op {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.var{i}", traits(Pure), format = "$inputs (`limit` $limit^)? attr-dict `:` type($inputs) `->` type($result)", has_verifier)]
pub struct Var{i}Op {{
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
}}

impl Var{i}Op {{
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {{
        let _ = self.inputs(ctx).len();
        Ok(())
    }}
}}
''',
    # region op + terminator
    '''/// Region op {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.region{i}", traits(SingleBlockImplicitTerminator("bench.yield{i}"), RecursiveMemoryEffects), format = "$operands attr-dict-with-keyword `:` type($operands) `->` type($results) $body")]
pub struct Region{i}Op {{
    op: OpId,
    /// The operands.
    operands: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The body.
    body: Region<SizedRegion<1>>,
}}

/// Terminator {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield{i}", traits(Terminator, ReturnLike, Pure, HasParent("bench.region{i}")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield{i}Op {{
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}}
''',
]


REGION_KINDS = [
    # if-like: a condition, results, two regions
    '''/// If-like op {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.if{i}", traits(SingleBlockImplicitTerminator("bench.yield{i}"), RecursiveMemoryEffects, NoRegionArguments), format = "$cond (`->` `(` type($results)^ `)`)? $then_region (`else` $else_region^)? attr-dict", has_verifier)]
pub struct If{i}Op {{
    op: OpId,
    /// The condition.
    cond: Operand<I1>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// The then region.
    then_region: Region<SizedRegion<1>>,
    /// The else region.
    else_region: Region<AnyRegion>,
}}

impl If{i}Op {{
    fn verify(self, ctx: &Context) -> Result<(), Diagnostic> {{
        let _ = self.then_region(ctx);
        Ok(())
    }}
}}

/// Terminator {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield{i}", traits(Terminator, ReturnLike, Pure, HasParent("bench.if{i}")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield{i}Op {{
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}}
''',
    # loop-like: bounds, loop-carried values, one body region
    '''/// Loop-like op {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.for{i}", traits(SingleBlockImplicitTerminator("bench.yield{i}"), RecursiveMemoryEffects, AllTypesMatch("lower", "upper", "step")), format = "$lower `to` $upper `step` $step (`iter_args` `(` $inits^ `:` type($inits) `)`)? attr-dict-with-keyword $body (`->` type($results)^)?", has_region_verifier)]
pub struct For{i}Op {{
    op: OpId,
    /// The lower bound.
    lower: Operand<Index>,
    /// The upper bound.
    upper: Operand<Index>,
    /// The step.
    step: Operand<Index>,
    /// The loop-carried values.
    inits: Variadic<AnyType>,
    /// The results.
    results: VariadicResult<AnyType>,
    /// An unroll factor.
    unroll: OptionalAttr<I64Attr>,
    /// The body.
    body: Region<SizedRegion<1>>,
}}

impl For{i}Op {{
    fn verify_regions(self, ctx: &Context) -> Result<(), Diagnostic> {{
        let _ = self.body(ctx);
        Ok(())
    }}
}}

/// Terminator {i}
#[derive(Op, Clone, Copy)]
#[op(name = "bench.yield{i}", traits(Terminator, ReturnLike, Pure, HasParent("bench.for{i}")), format = "attr-dict ($operands^ `:` type($operands))?")]
pub struct Yield{i}Op {{
    op: OpId,
    /// The yielded values.
    operands: Variadic<AnyType>,
}}
''',
    KINDS[3],
]


def main():
    out = [HEAD.format(n=N)]
    count = 0
    i = 0
    kinds = REGION_KINDS if REGIONS else KINDS
    while count < N:
        k = kinds[i % len(kinds)]
        if k.count("#[derive(Op") == 2 and count + 2 > N:
            k = KINDS[0]
        out.append(k.format(i=i))
        count += k.count("#[derive(Op")
        i += 1
    with open("src/lib.rs", "w") as f:
        f.write("\n".join(out))
    print(f"{count} ops")


main()
