// MLIR 22's generic region-branch canonicalizations on ops whose regions
// run once: scf.execute_region (one or several blocks) and
// scf.index_switch. A result every terminator feeds with the same value
// from outside takes that value; results fed the same values everywhere
// merge; unused results go with the operands that feed them.

func.func private @side_effect()

func.func @forwarded_from_outside(%a: i32, %b: index) -> (i32, index) {
  %0:2 = scf.execute_region -> (i32, index) no_inline {
    func.call @side_effect() : () -> ()
    scf.yield %a, %b : i32, index
  }
  return %0#0, %0#1 : i32, index
}

func.func @defined_inside_stays(%a: i32) -> (i32, i32) {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %c = arith.addi %a, %a : i32
    func.call @side_effect() : () -> ()
    scf.yield %c, %a : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @several_blocks(%cond: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0:3 = scf.execute_region -> (i32, i32, i32) no_inline {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    func.call @side_effect() : () -> ()
    scf.yield %a, %b, %b : i32, i32, i32
  ^bb2:
    scf.yield %b, %b, %b : i32, i32, i32
  }
  return %0#0, %0#1, %0#2 : i32, i32, i32
}

func.func @duplicate_results(%cond: i1, %a: i32, %b: i32) -> (i32, i32) {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.cond_br %cond, ^bb1, ^bb2
  ^bb1:
    scf.yield %a, %a : i32, i32
  ^bb2:
    scf.yield %b, %b : i32, i32
  }
  return %0#0, %0#1 : i32, i32
}

func.func @unused_result(%a: i32) -> i32 {
  %0:2 = scf.execute_region -> (i32, i32) no_inline {
    %c = arith.muli %a, %a : i32
    %d = arith.addi %a, %a : i32
    scf.yield %c, %d : i32, i32
  }
  return %0#1 : i32
}

func.func @switch(%i: index, %a: i32, %b: i32) -> (i32, i32, index) {
  %0:3 = scf.index_switch %i -> i32, i32, index
  case 2 {
    func.call @side_effect() : () -> ()
    scf.yield %a, %b, %i : i32, i32, index
  }
  case 5 {
    scf.yield %b, %b, %i : i32, i32, index
  }
  default {
    scf.yield %a, %b, %i : i32, i32, index
  }
  return %0#0, %0#1, %0#2 : i32, i32, index
}

func.func @switch_unused(%i: index, %a: i32) {
  %0 = scf.index_switch %i -> i32
  case 1 {
    func.call @side_effect() : () -> ()
    %c = arith.addi %a, %a : i32
    scf.yield %c : i32
  }
  default {
    scf.yield %a : i32
  }
  return
}
