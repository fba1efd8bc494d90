//! The Shape ops from Rust: typed builders (with inferred result types),
//! accessors, casts, folding through the canonicalizer, and the printed form.

use ods_dialect_shape::*;
use ods_ir::builder::Builder;
use ods_ir::ods::OpHandle;
use ods_ir::rewrite::GreedyConfig;
use ods_ir::{Context, OperationState};

/// A module with one block to build into.
fn module(ctx: &mut Context) -> (ods_ir::OpId, ods_ir::BlockId) {
    let loc = ctx.unknown_loc();
    ods_ir::builtin::create_module(ctx, loc, None)
}

#[test]
fn build_verify_fold_print() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    // Inferred result types: `tensor<2xindex>` for two extents.
    let a = ConstShapeOp::build(&mut b, loc, (&[1, 2]).into());
    let c = ConstShapeOp::build(&mut b, loc, (&[7, 1]).into());
    let (av, cv) = (a.result(b.ctx()), c.result(b.ctx()));
    let ty = av.ty(b.ctx());
    let bc = BroadcastOp::build(&mut b, loc, ty, &[av, cv], None);
    let w = CstrBroadcastableOp::build(&mut b, loc, &[av, cv]);
    let sink = b.ctx().op_name("test.sink");
    let mut st = OperationState::new(sink, loc);
    st.operands.extend([bc.result(b.ctx()), w.result(b.ctx())]);
    b.insert(st);
    assert_eq!(a.shape(&ctx), vec![1, 2]);
    assert_eq!(bc.shapes(&ctx), &[av, cv]);
    assert!(is_extent_tensor(&ctx, ty));
    assert!(BroadcastOp::cast(&ctx, bc.id()).is_some());
    assert!(ConstShapeOp::cast(&ctx, bc.id()).is_none());
    ods_ir::verify::verify(&ctx, m).expect("valid");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(
        text.contains("%2 = shape.broadcast %0, %1 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>"),
        "{text}"
    );

    // Folding: the broadcast becomes a constant, the constraint a passing witness.
    ods_ir::rewrite::canonicalize(&mut ctx, m, GreedyConfig::default(), true).expect("converges");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("shape.const_shape [7, 2] : tensor<2xindex>"), "{text}");
    assert!(text.contains("shape.const_witness true"), "{text}");
    assert!(!text.contains("shape.broadcast"), "{text}");
}

/// `shape`'s accessor is a view of the stored index elements
/// (`ArrayValues`): a splat stays one stored element however long the
/// shape, and reading it builds no vector.
#[test]
fn index_elements_accessor_reads_the_stored_elements() {
    let mut ctx = Context::new();
    let (_, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let splat = ConstShapeOp::build(&mut b, loc, vec![3; 100_000].into());
    let mixed = ConstShapeOp::build(&mut b, loc, (&[4, -1, 0]).into());
    let empty = ConstShapeOp::build(&mut b, loc, (&[]).into());
    let stored = splat.shape_attr(&ctx).expect("stored");
    assert!(matches!(stored.kind(&ctx), ods_ir::AttrKind::DenseElements { splat: true, data, .. } if data.len() == 1));
    let extents: ods_ir::ods::ArrayValues<'_, i64> = splat.shape(&ctx);
    assert_eq!(extents.len(), 100_000);
    assert_eq!(extents.get(99_999), Some(3));
    assert_eq!(extents.get(100_000), None);
    assert!(extents.iter().all(|e| e == 3));
    assert_eq!(mixed.shape(&ctx), [4, -1, 0]);
    assert_eq!(mixed.shape(&ctx).iter().rev().collect::<Vec<_>>(), [0, -1, 4]);
    assert!(empty.shape(&ctx).is_empty());
    let text = ods_ir::print::print_op(&ctx, mixed.id(), Default::default());
    assert!(text.contains("shape.const_shape [4, -1, 0] : tensor<3xindex>"), "{text}");
}

#[test]
fn size_arithmetic_infers_size_or_index() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let two = ConstSizeOp::build(&mut b, loc, 2);
    let three = ConstSizeOp::build(&mut b, loc, 3);
    let (x, y) = (two.result(b.ctx()), three.result(b.ctx()));
    let sum = AddOp::build(&mut b, loc, x, y);
    let size = SizeType::get(b.ctx());
    assert_eq!(sum.result(b.ctx()).ty(b.ctx()), size);
    let s = sum.result(b.ctx());
    let idx = SizeToIndexOp::build(&mut b, loc, s);
    let index = b.ctx().index_type();
    assert_eq!(idx.result(b.ctx()).ty(b.ctx()), index);
    let sink = b.ctx().op_name("test.sink");
    let mut st = OperationState::new(sink, loc);
    st.operands.push(idx.result(b.ctx()));
    b.insert(st);
    ods_ir::verify::verify(&ctx, m).expect("valid");
    ods_ir::rewrite::canonicalize(&mut ctx, m, GreedyConfig::default(), true).expect("converges");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("%c5 = arith.constant 5 : index"), "{text}");
}

#[test]
fn dialect_doc_lists_ops_and_types() {
    let doc = ods_ir::docs::dialect_markdown("shape");
    for needle in
        ["# 'shape' Dialect", "### `shape.broadcast`", "### `shape.reduce`", "### WitnessType", "Syntax: `!shape.size`"]
    {
        assert!(doc.contains(needle), "missing {needle}");
    }
}

/// A type without parameters is the same handle whichever way it is asked
/// for: the generated `get` (its definition's index kept), by name, or
/// parsed; in a worker context too, which shares the uniqued tables.
#[test]
fn parameterless_types_are_one_handle() {
    let mut ctx = Context::new();
    let by_name = ctx.dialect_type("shape", "size", &[]);
    assert_eq!(SizeType::get(&ctx), by_name);
    assert!(SizeType::is(&ctx, by_name) && !ShapeType::is(&ctx, by_name));
    assert_ne!(ShapeType::get(&ctx), by_name);
    let worker = ctx.worker();
    assert_eq!(SizeType::get(&worker), by_name);
    let parsed = ods_ir::parse::parse_source(
        &mut ctx,
        "func.func @f(%a: !shape.size) -> !shape.size { return %a : !shape.size }",
        "t",
        Default::default(),
    )
    .expect("parses");
    let func = parsed.region(&ctx, 0).blocks(&ctx)[0].first_op(&ctx).expect("a function");
    let arg = func.region(&ctx, 0).blocks(&ctx)[0].args(&ctx)[0];
    assert_eq!(arg.ty(&ctx), by_name);
}
