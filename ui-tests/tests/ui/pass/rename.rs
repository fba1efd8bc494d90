//! `#[op(rename = "...")]`: a field whose name in the IR is not snake_case
//! keeps a snake_case Rust name; the format, the spec and the printed IR
//! use the IR name.
#![deny(warnings, missing_docs)]

use ods_ir::builder::Builder;
use ods_ir::prelude::*;
use ods_macros::Op;

ods_ir::dialect! {
    /// The dialect of the case.
    pub UI_DIALECT: name = "ui"
}

/// An op with MLIR-style camelCase names
#[derive(Op, Clone, Copy)]
#[op(name = "ui.renamed", format = "$inputValue `,` $fastMath attr-dict `:` type($inputValue)")]
pub struct RenamedOp {
    op: OpId,
    /// The input.
    #[op(rename = "inputValue")]
    input_value: Operand<AnyType>,
    /// A flag word.
    #[op(rename = "fastMath")]
    fast_math: Attribute<I64Attr>,
    /// An optional count.
    #[op(rename = "maxCount")]
    max_count: OptionalAttr<I64Attr>,
}

fn main() {
    let mut ctx = Context::new();
    ctx.allow_unregistered = true;
    let loc = ctx.unknown_loc();
    let (module, block) = ods_ir::builtin::create_module(&mut ctx, loc, None);
    let b = &mut Builder::at_end(&mut ctx, block);
    let i32t = b.ctx().int_type(32);
    let mut st = b.state("ext.src", loc);
    st.result_types.push(i32t);
    let src = b.insert(st);
    let op = RenamedOp::build(b, loc, src.result(b.ctx(), 0), 3, Some(7));
    assert_eq!(op.fast_math(b.ctx()), 3);
    assert_eq!(op.max_count(b.ctx()), Some(7));
    // The attribute is stored under its IR name.
    assert!(op.id().attr_by_str(b.ctx(), "fastMath").is_some());
    assert!(op.id().attr_by_str(b.ctx(), "fast_math").is_none());
    ods_ir::verify::verify(&ctx, module).unwrap();
    let text = ods_ir::print::print_op(&ctx, module, Default::default());
    assert!(text.contains("ui.renamed %0, 3 {maxCount = 7 : i64} : i32"), "{text}");
    // And read back under it.
    let mut ctx2 = Context::new();
    ctx2.allow_unregistered = true;
    let parsed = ods_ir::parse::parse_source(&mut ctx2, &text, "renamed.mlir", Default::default()).unwrap();
    assert_eq!(ods_ir::print::print_op(&ctx2, parsed, Default::default()), text);
}
