//! The typed API that `#[derive(Op)]` generates, used from Rust: builders,
//! accessors that see the live IR, checked casts, adaptors, setters, enum
//! attributes and interfaces queried on generic ops.

use ods_dialect_test::features::*;
// `test.generic_only` names `func.func` in `HasParent`: the registry checks
// that the op exists, so the func dialect is linked.
use ods_dialect_func as _;
use ods_ir::builder::Builder;
use ods_ir::ods::{AttrConstraint, OpHandle};
use ods_ir::{Context, OperationState};

/// A module with one block to build into.
fn module(ctx: &mut Context) -> (ods_ir::OpId, ods_ir::BlockId) {
    let loc = ctx.unknown_loc();
    ods_ir::builtin::create_module(ctx, loc, None)
}

#[test]
fn build_access_verify_print() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let three = ConstantIndexOp::build(&mut b, loc, 3);
    let four = ConstantIndexOp::build(&mut b, loc, 4);
    let (x, y) = (three.result(b.ctx()), four.result(b.ctx()));
    let add = AddIndexOp::build(&mut b, loc, x, y);
    assert_eq!(three.value(&ctx), 3);
    assert_eq!(add.lhs(&ctx), x);
    assert_eq!(add.rhs(&ctx), y);
    // Accessors see the live IR.
    ctx.set_operand(add.id(), 1, x);
    assert_eq!(add.rhs(&ctx), x);
    // Checked downcast.
    assert!(AddIndexOp::cast(&ctx, add.id()).is_some());
    assert!(ConstantIndexOp::cast(&ctx, add.id()).is_none());
    ods_ir::verify::verify(&ctx, m).expect("valid");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("%0 = test.add_index %k3, %k3"), "{text}");
}

#[test]
fn results_go_straight_into_builders_with_an_owned_builder() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let three = ConstantIndexOp::build(&mut b, loc, 3);
    let four = ConstantIndexOp::build(&mut b, loc, 4);
    // `three.result(b.ctx())` would read `b` while `&mut b` is lent (E0502);
    // `result_ref()` names the result without the context and the builder
    // looks it up. This test stops compiling if that regresses.
    let add = AddIndexOp::build(&mut b, loc, three.result_ref(), four.result_ref());
    let twice = AddIndexOp::build(&mut b, loc, add.result_ref(), add.result_ref());
    // Variadic operands: lists of lazy values by value, and of plain values
    // as before; the segment sizes count each group.
    let x = twice.result(b.ctx());
    let sized = AttrSizedOp::build(&mut b, loc, &[], [three.result_ref(), x.into()], &[x], None);
    let empty = AttrSizedOp::build(&mut b, loc, &[], &[], &[], None);
    let three_v = three.result(&ctx);
    let four_v = four.result(&ctx);
    let add_v = add.result(&ctx);
    assert_eq!((add.lhs(&ctx), add.rhs(&ctx)), (three_v, four_v));
    assert_eq!((twice.lhs(&ctx), twice.rhs(&ctx)), (add_v, add_v));
    assert_eq!(sized.x(&ctx), &[three_v, x]);
    assert_eq!(sized.y(&ctx), &[x]);
    assert!(empty.x(&ctx).is_empty() && empty.y(&ctx).is_empty());
    ods_ir::verify::verify(&ctx, m).expect("valid");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("test.attr_sized(%k3, %1) (%1) : (index, index, index) -> ()"), "{text}");
}

#[test]
fn attributes_enums_and_defaults() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let op = AttrKindsOp::build(
        &mut b,
        loc,
        Predicate::Ne,
        Rounding::TowardZero,
        Some(Flags::NoNaN | Flags::NoInf),
        false,
        None,
        None,
        Some("hi"),
    );
    assert_eq!(op.pred(&ctx), Predicate::Ne);
    assert_eq!(op.rounding(&ctx), Rounding::TowardZero);
    // A bit enum's value is its flag set, not an integer.
    let flags = op.flags(&ctx).expect("set");
    assert_eq!(flags.bits(), 3);
    assert!(flags.contains(Flags::NoNaN) && flags.contains(Flags::NoInf) && !flags.contains(Flags::Fast));
    assert_eq!(flags.iter().collect::<Vec<_>>(), [Flags::NoNaN, Flags::NoInf]);
    assert_eq!(format!("{flags:?}"), "BitFlags(nnan|ninf)");
    assert_eq!(flags.without(Flags::NoInf), Flags::NoNaN.into());
    assert!(ods_ir::ods::BitFlags::<Flags>::empty().is_empty());
    assert!(!op.flag(&ctx), "a unit attribute is a bool");
    assert_eq!(op.count(&ctx), 0, "default filled in");
    assert_eq!(op.label(&ctx), Some("hi"));
    op.set_count(&mut ctx, 7);
    assert_eq!(op.count(&ctx), 7);
    op.remove_label(&mut ctx);
    assert_eq!(op.label(&ctx), None);
    assert_eq!(Predicate::symbolize("lt"), Some(Predicate::Lt));
    assert_eq!(Predicate::Lt.stringify(), "lt");
    assert_eq!(Flags::from_int(4), Some(Flags::Fast));
    assert_eq!(<Predicate as AttrConstraint>::summary(), "allowed 64-bit signless integer cases: 0, 1, 2");
    ods_ir::verify::verify(&ctx, m).expect("valid");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("test.attr_kinds ne, toward_zero flags nnan|ninf {count = 7 : i64}"), "{text}");
}

#[test]
fn segments_adaptor_and_interfaces() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let i32t = ctx.i32_type();
    let i16t = ctx.int_type(16);
    let src = ctx.op_name("test.src");
    let mut st = OperationState::new(src, loc);
    st.result_types = vec![i32t, i16t, i16t];
    let s = ctx.create_op(st);
    ctx.append_op(block, s);
    let vals: Vec<_> = s.results(&ctx).collect();
    let mut b = Builder::at_end(&mut ctx, block);
    let op = OperandKindsOp::build(&mut b, loc, vals[0], None, &vals[1..]);
    assert_eq!(op.a(&ctx), vals[0]);
    assert_eq!(op.b(&ctx), None);
    assert_eq!(op.c(&ctx), &vals[1..]);
    // The adaptor reads the same groups from a plain list.
    let segs = [1, 0, 2];
    let ad = OperandKindsOpAdaptor { values: &vals, segments: Some(&segs) };
    assert_eq!(ad.a(), vals[0]);
    assert_eq!(ad.b(), None);
    assert_eq!(ad.c(), &vals[1..]);
    // The interface is found on the generic op; the default method works.
    let d = DescribeOp::get(&ctx, op.id()).expect("implements Describe");
    assert_eq!(d.describe(&ctx), "test.operand_kinds with 2 variadic operands");
    assert_eq!(d.arity(&ctx), 3);
    assert!(DescribeOp::get(&ctx, s).is_none());
    assert_eq!(op.op(), op.id());
    // The user trait `EvenOperands` rejects three operands.
    ctx.allow_unregistered = true;
    let err = ods_ir::verify::verify(&ctx, m).expect_err("odd operand count");
    assert_eq!(err.message, "'test.operand_kinds' op requires an even number of operands");
    ctx.set_operands(op.id(), &vals[..2]);
    ods_ir::verify::verify(&ctx, m).expect_err("segment sizes no longer match");
    let i32a = ctx.int_type(32);
    let _ = i32a;
}

#[test]
fn parametric_types_and_attributes() {
    let ctx = Context::new();
    let f32t = ctx.f32_type();
    let t = BoxType::get(&ctx, 3, f32t, "tag");
    assert_eq!(t, BoxType::get(&ctx, 3, f32t, "tag"), "uniqued");
    assert!(BoxType::is(&ctx, t));
    assert_eq!(BoxType::rank(&ctx, t), Some(3));
    assert_eq!(BoxType::elt(&ctx, t), Some(f32t));
    assert_eq!(BoxType::tag(&ctx, t).as_deref(), Some("tag"));
    assert_eq!(ods_ir::print::type_to_string(&ctx, t), "!test.box<3, f32, \"tag\">");
    assert!(BoxType::rank(&ctx, f32t).is_none());
    let a = RangeAttr::get(&ctx, -2, 9);
    assert!(RangeAttr::is(&ctx, a));
    assert_eq!((RangeAttr::lo(&ctx, a), RangeAttr::hi(&ctx, a)), (Some(-2), Some(9)));
    assert_eq!(ods_ir::print::attr_to_string(&ctx, a), "#test.range<-2, 9>");
}

#[test]
fn aggregate_builder_fills_defaults() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let pred = ctx.intern("pred");
    let rounding = ctx.intern("rounding");
    let p = <Predicate as AttrConstraint>::make(&ctx, Predicate::Eq);
    let r = <Rounding as AttrConstraint>::make(&ctx, Rounding::Nearest);
    let mut b = Builder::at_end(&mut ctx, block);
    let op = AttrKindsOp::build_aggregate(&mut b, loc, &[], &[], &[(pred, p), (rounding, r)]);
    assert_eq!(op.count(&ctx), 0);
    assert!(op.count_attr(&ctx).is_some(), "the default is stored");
    ods_ir::verify::verify(&ctx, m).expect("valid");
}

#[test]
fn implicit_terminator_and_body_builder() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    // Typed builders take `&mut Builder`: with `b` one already, values read
    // through `b.ctx()` go straight into them (no E0502, no temporaries).
    let b = &mut Builder::at_end(&mut ctx, block);
    let scope = ScopeOp::build(b, loc);
    // `SingleBlockImplicitTerminator`: the builder made the block and its
    // terminator, so the op verifies as built.
    let body = scope.body(b.ctx());
    let entry = body.entry_block(b.ctx()).expect("the builder creates the entry block");
    let end = entry.last_op(b.ctx()).expect("and its terminator");
    assert_eq!(end.name_str(b.ctx()), "test.scope_end");
    // The body builder inserts before the terminator and restores the
    // insertion point; it does not add a second terminator.
    let sum = b.with_body(body, &[], |b, args| {
        assert!(args.is_empty());
        let three = ConstantIndexOp::build(b, loc, 3);
        AddIndexOp::build(b, loc, three.result(b.ctx()), three.result(b.ctx()))
    });
    let after = ConstantIndexOp::build(b, loc, 5);
    assert_eq!(after.id().parent_block(b.ctx()), Some(block));
    let ops = entry.ops(b.ctx());
    assert_eq!(ops.len(), 3);
    assert_eq!((ops[1], ops[2]), (sum.id(), end));
    // A second body call appends arguments and still keeps one terminator.
    let index = b.ctx().index_type();
    b.with_body(body, &[index], |b, args| {
        AddIndexOp::build(b, loc, args[0], args[0]);
    });
    assert_eq!(entry.args(b.ctx()).len(), 1);
    assert_eq!(entry.last_op(b.ctx()), Some(end));
    assert_eq!(entry.ops(b.ctx()).len(), 4);
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("test.scope {"), "{text}");
    assert!(!text.contains("test.scope_end"), "the implicit terminator is elided: {text}");
}

#[test]
fn built_scope_verifies() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let b = &mut Builder::at_end(&mut ctx, block);
    ScopeOp::build(b, loc);
    ods_ir::verify::verify(&ctx, m).expect("an op built with its implicit terminator verifies");
}

#[test]
fn aggregate_builder_adds_implicit_terminators() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let b = &mut Builder::at_end(&mut ctx, block);
    let scope = ScopeOp::build_aggregate(b, loc, &[], &[], &[]);
    let entry = scope.body(b.ctx()).entry_block(b.ctx()).expect("the aggregate builder creates the entry block");
    let end = entry.last_op(b.ctx()).expect("and its terminator");
    assert_eq!(end.name_str(b.ctx()), "test.scope_end");
    // A body builder then goes before it, and adds no second one.
    b.with_body(scope.body(b.ctx()), &[], |b, _| ConstantIndexOp::build(b, loc, 1));
    assert_eq!(entry.ops(b.ctx()).len(), 2);
    ods_ir::verify::verify(&ctx, m).expect("an op built from aggregates verifies as built");
}

#[test]
fn builder_struct_names_optional_parameters() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let b = &mut Builder::at_end(&mut ctx, block);
    // `build` lists every optional parameter; the builder struct names the
    // ones it sets and leaves the rest absent or default.
    let op = AttrKindsOp::builder(loc, Predicate::Lt, Rounding::Nearest)
        .label("named")
        .flag(true)
        .flags(Flags::Fast.into())
        .build(b);
    let same = AttrKindsOp::build(
        b,
        loc,
        Predicate::Lt,
        Rounding::Nearest,
        Some(Flags::Fast.into()),
        true,
        None,
        None,
        Some("named"),
    );
    let ctx = b.ctx();
    assert_eq!(op.label(ctx), Some("named"));
    assert!(op.flag(ctx));
    assert_eq!(op.count(ctx), 0, "the default is filled in");
    assert_eq!(op.items(ctx), None);
    assert_eq!(op.id().all_attrs(ctx), same.id().all_attrs(ctx));
    ods_ir::verify::verify(ctx, m).expect("valid");
}

#[test]
fn variadic_of_variadic_groups() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let i16t = ctx.int_type(16);
    let i64t = ctx.i64_type();
    let src = ctx.op_name("test.src");
    let mut st = OperationState::new(src, loc);
    st.result_types = vec![i16t, i64t, i16t];
    let s = ctx.create_op(st);
    ctx.append_op(block, s);
    let vals: Vec<_> = s.results(&ctx).collect();
    let i1 = ctx.int_type(1);
    let mut b = Builder::at_end(&mut ctx, block);
    // The builder takes the groups and computes `group_sizes` itself.
    let op = VovMixedOp::build(&mut b, loc, &[i1], &vals[..1], &[&vals[1..], &[], &vals[..1]]);
    assert_eq!(op.lead(&ctx), &vals[..1]);
    let groups = op.groups(&ctx);
    assert_eq!(groups.len(), 3);
    let seen: Vec<&[ods_ir::Value]> = groups.iter().collect();
    assert_eq!(seen, vec![&vals[1..], &[][..], &vals[..1]]);
    assert_eq!(groups.get(2), Some(&vals[..1]));
    assert_eq!(groups.get(3), None);
    assert_eq!(groups.flat(), &[vals[1], vals[2], vals[0]]);
    assert_eq!(op.group_sizes(&ctx).to_vec(), vec![2, 0, 1]);
    ctx.allow_unregistered = true;
    ods_ir::verify::verify(&ctx, m).expect("valid");
    let text = ods_ir::print::print_op(&ctx, m, Default::default());
    assert!(text.contains("groups (%0#1, %0#2), (), (%0#0) : (i64, i16), (), (i16) : i16 -> i1"), "{text}");
    // Sizes that do not add up, or a negative one, are verifier errors.
    op.set_group_sizes(&mut ctx, (&[2, 2]).into());
    let err = ods_ir::verify::verify(&ctx, m).expect_err("sizes do not add up");
    assert_eq!(
        err.message,
        "'test.vov_mixed' op groups count (3) does not match with the total size (4) specified in attribute 'group_sizes'"
    );
    // The accessor clamps sizes that do not add up rather than panic.
    assert_eq!(op.groups(&ctx).iter().map(<[_]>::len).collect::<Vec<_>>(), vec![2, 1]);
    op.set_group_sizes(&mut ctx, (&[4, -1]).into());
    let err = ods_ir::verify::verify(&ctx, m).expect_err("negative size");
    assert_eq!(err.message, "'test.vov_mixed' op 'group_sizes' attribute cannot have negative elements");
    assert_eq!(op.groups(&ctx).iter().map(<[_]>::len).collect::<Vec<_>>(), vec![3, 0]);
}

#[test]
fn default_valued_optional_attributes_read_as_their_default() {
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let op = DefaultValuedOptionalOp::build(&mut b, loc, None, None, None);
    // Absent, not filled in, read as the default.
    assert!(op.count_attr(&ctx).is_none() && op.label_attr(&ctx).is_none());
    assert_eq!((op.count(&ctx), op.label(&ctx)), (5, "foo"));
    // `DefaultValuedStrAttr` is filled in.
    assert_eq!(op.tag_attr(&ctx).and_then(|a| a.as_str(&ctx).map(str::to_string)).as_deref(), Some("bar"));
    op.set_count(&mut ctx, 7);
    assert_eq!(op.count(&ctx), 7);
    op.remove_count(&mut ctx);
    assert!(op.count_attr(&ctx).is_none());
    assert_eq!(op.count(&ctx), 5);
    let agg = {
        let mut b = Builder::at_end(&mut ctx, block);
        DefaultValuedOptionalOp::build_aggregate(&mut b, loc, &[], &[], &[])
    };
    assert!(agg.count_attr(&ctx).is_none(), "the aggregate builder fills in no optional default");
    assert!(agg.tag_attr(&ctx).is_some(), "but it does fill in a required one");
    ods_ir::verify::verify(&ctx, m).expect("valid");
}

/// Property accessors of integer arrays and strings are views of the
/// stored attribute form (`ArrayValues`, `&str`), not new `Vec`s and
/// `String`s; builders take the same views.
#[test]
fn array_and_string_properties_are_read_in_place() {
    use ods_dialect_test::properties::{WithOptionalPropertiesOp, WithPropertiesOp};
    use ods_ir::ods::ArrayValues;
    let mut ctx = Context::new();
    let (m, block) = module(&mut ctx);
    let loc = ctx.unknown_loc();
    let mut b = Builder::at_end(&mut ctx, block);
    let long: Vec<i64> = (0..10_000).collect();
    let op = WithPropertiesOp::build(&mut b, loc, 1, "attr", "prop", true, (&long).into(), (&[-1, 2]).into());
    let opt = WithOptionalPropertiesOp::builder(loc).nonTrivialStorage("kept").build(&mut b);
    let none = WithOptionalPropertiesOp::builder(loc).build(&mut b);
    let array: ArrayValues<'_, i64> = op.array(&ctx);
    assert_eq!(array, long);
    assert_eq!(array.get(9_999), Some(9_999));
    let array32: ArrayValues<'_, i32> = op.array32(&ctx);
    assert_eq!(array32, [-1, 2]);
    let c: &str = op.c(&ctx);
    assert_eq!(c, "prop");
    let kept: Option<&str> = opt.nonTrivialStorage(&ctx);
    assert_eq!(kept, Some("kept"));
    assert_eq!(none.nonTrivialStorage(&ctx), None);
    op.set_array32(&mut ctx, (&[7]).into());
    op.set_c(&mut ctx, "changed");
    assert_eq!(op.array32(&ctx), [7]);
    assert_eq!(op.c(&ctx), "changed");
    ods_ir::verify::verify(&ctx, m).expect("valid");
    let text = ods_ir::print::print_op(&ctx, op.id(), Default::default());
    assert!(text.contains("c = \"changed\""), "{text}");
    assert!(text.contains("array32 = [7]"), "{text}");
}
