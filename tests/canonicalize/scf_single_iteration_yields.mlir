// A loop running once is its body, with the induction variable replaced by
// the lower bound and the iteration arguments by the inits: also where the
// body yields them (found by fuzz/genfuzz.py; the loop's results once
// became the erased block's arguments).

func.func @yields_iv() -> i32 {
  %lb = arith.constant 3 : i32
  %ub = arith.constant 1938832724 : i32
  %r = scf.for %iv = %lb to %ub step %ub iter_args(%acc = %ub) -> (i32) : i32 {
    scf.yield %iv : i32
  }
  return %r : i32
}

func.func @yields_iter_arg(%init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %iv = %c0 to %c1 step %c1 iter_args(%acc = %init) -> (f32) {
    scf.yield %acc : f32
  }
  return %r : f32
}

func.func @yields_both_swapped(%a: index, %b: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c9 = arith.constant 9 : index
  %r:3 = scf.for %iv = %c4 to %c9 step %c9 iter_args(%x = %a, %y = %b, %z = %a) -> (index, index, index) {
    %s = arith.addi %iv, %x : index
    scf.yield %y, %s, %iv : index, index, index
  }
  return %r#0, %r#1, %r#2 : index, index, index
}

func.func @nested(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %inner = scf.for %j = %i to %i step %c1 iter_args(%b = %acc) -> (index) {
      scf.yield %j : index
    }
    %once = scf.for %k = %c1 to %n step %n iter_args(%b = %inner) -> (index) {
      scf.yield %k : index
    }
    scf.yield %once : index
  }
  return %r : index
}
