// Where the constants a function keeps end up after folds: each case
// differed from mlir-opt only in the order of its constants (found by
// fuzz/genfuzz.py). `ori %x, %x` of a constant folds to a new constant
// (the `Idempotent` trait's `x` only when the op's own fold fails), and
// `scf.for` tries its trip count before the generic region-branch
// patterns.

func.func @ori_same_constant() -> (i64, f16) {
  %h = arith.constant 1.0 : f16
  %dead = arith.negf %h : f16
  %c = arith.constant 4 : i64
  %o = arith.ori %c, %c : i64
  return %o, %h : i64, f16
}

func.func @andi_same_constant() -> (i64, f16) {
  %h = arith.constant 1.0 : f16
  %dead = arith.negf %h : f16
  %c = arith.constant 4 : i64
  %o = arith.andi %c, %c : i64
  return %o, %h : i64, f16
}

func.func @ori_same_value(%x: i32) -> i32 {
  %o = arith.ori %x, %x : i32
  return %o : i32
}

func.func @loop_once_then_min() -> (index, i1) {
  %f = arith.constant 0.0 : f64
  %t = arith.truncf %f : f64 to bf16
  %c1 = arith.constant 1 : index
  %k = arith.cmpf oge, %t, %t : bf16
  %s = arith.select %k, %c1, %c1 : index
  %g = arith.cmpf ogt, %f, %f : f64
  %lb = arith.constant 1 : i64
  %ub = arith.constant 64 : i64
  %st = arith.constant 63 : i64
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %s) -> (index) : i64 {
    scf.yield %c1 : index
  }
  %big = arith.constant 7853204198590987196 : index
  %m = arith.minsi %r, %big : index
  return %m, %g : index, i1
}
