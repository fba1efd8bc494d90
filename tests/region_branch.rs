//! The control-flow edges that `RegionBranchOpInterface` gives for `scf`'s
//! parallel loops, as MLIR 22 gives them (read off `mlir-opt` 22's library:
//! `getSuccessorRegions`, `getEntrySuccessorOperands` and the terminator's
//! `getSuccessorOperands` on the same input): `scf.parallel` goes into its
//! body and back to itself, forwarding nothing either way, and so does
//! `scf.reduce`; `scf.forall` forwards its shared outputs into the body's
//! arguments after the induction variables, and nothing leaves its body
//! through the interface.

use ods::ir::parse::{parse_source, ParseOptions};
use ods::ir::region_branch::{Edge, RegionBranchOpInterfaceOp, Successor};
use ods::ir::{Context, OpId};

const INPUT: &str = r#"
func.func @f(%lb: index, %ub: index, %st: index, %init: f32, %t: tensor<4xf32>) -> (f32, tensor<4xf32>) {
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%init) -> f32 {
    %c = arith.constant 1.0 : f32
    scf.reduce(%c : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  %q, %q2 = scf.forall (%j, %k) in (4, 5) shared_outs(%o = %t, %o2 = %t) -> (tensor<4xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
    }
  }
  return %r, %q2 : f32, tensor<4xf32>
}
"#;

/// Each edge as (from the op itself or its terminator's name, successor,
/// forwarded operand positions, number of the inputs' block arguments).
fn describe(ctx: &Context, e: &Edge) -> (String, Successor, std::ops::Range<usize>, Vec<usize>) {
    let from = e.from.map_or("parent".to_string(), |t| t.name_str(ctx).to_string());
    let inputs = e.to.inputs.iter().map(|v| v.index(ctx)).collect();
    (from, e.to.to, e.operands.clone(), inputs)
}

fn edges_of(ctx: &Context, module: OpId, name: &str) -> Vec<(String, Successor, std::ops::Range<usize>, Vec<usize>)> {
    let op = module.walk_pre_order(ctx).into_iter().find(|o| o.name_str(ctx) == name).expect("the op is in the input");
    let branch = RegionBranchOpInterfaceOp::get(ctx, op).expect("the op implements RegionBranchOpInterface");
    branch.edges(ctx).iter().map(|e| describe(ctx, e)).collect()
}

#[test]
fn parallel_loops_have_mlirs_edges() {
    let mut ctx = Context::new();
    let module = parse_source(&mut ctx, INPUT, "edges.mlir", ParseOptions::default()).expect("the input parses");
    ods::ir::verify::verify(&ctx, module).expect("the input verifies");
    // MLIR's ranges are empty: only their length is compared there.
    let parallel = |from: &str, to| (from.to_string(), to, 0..0, vec![]);
    assert_eq!(
        edges_of(&ctx, module, "scf.parallel"),
        vec![
            (String::from("parent"), Successor::Region(0), 4..4, vec![]),
            (String::from("parent"), Successor::Parent, 4..4, vec![]),
            parallel("scf.reduce", Successor::Region(0)),
            parallel("scf.reduce", Successor::Parent),
        ]
    );
    assert_eq!(
        edges_of(&ctx, module, "scf.forall"),
        vec![(String::from("parent"), Successor::Region(0), 0..2, vec![2, 3])]
    );
}
