// MLIR counts a loop's iterations in the width of its bounds: where the
// difference of constant bounds wraps (as a signed number), it counts
// none and the loop becomes its inits, though it would run (found by
// fuzz/genfuzz.py; we counted exactly and inlined the body instead).

func.func @i8_wraps() -> i8 {
  %lb = arith.constant -1 : i8
  %ub = arith.constant 127 : i8
  %st = arith.constant 127 : i8
  %init = arith.constant 11 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %init) -> (i8) : i8 {
    %c = arith.constant 22 : i8
    scf.yield %c : i8
  }
  return %r : i8
}

func.func @i8_fits() -> i8 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant 127 : i8
  %st = arith.constant 127 : i8
  %init = arith.constant 11 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %init) -> (i8) : i8 {
    %c = arith.constant 22 : i8
    scf.yield %c : i8
  }
  return %r : i8
}

func.func @i32_wraps() -> i1 {
  %lb = arith.constant -2147483648 : i32
  %ub = arith.constant 8 : i32
  %st = arith.constant 1724030140 : i32
  %true = arith.constant true
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %true) -> (i1) : i32 {
    %false = arith.constant false
    scf.yield %false : i1
  }
  return %r : i1
}

func.func @i64_wraps() -> i16 {
  %lb = arith.constant -3829911215069390579 : i64
  %ub = arith.constant 9223372036854775807 : i64
  %init = arith.constant 32766 : i16
  %r = scf.for %i = %lb to %ub step %ub iter_args(%a = %init) -> (i16) : i64 {
    %c = arith.constant -4 : i8
    %e = arith.extui %c : i8 to i16
    scf.yield %e : i16
  }
  return %r : i16
}

func.func @unsigned_full_range() -> i8 {
  %lb = arith.constant 0 : i8
  %ub = arith.constant -1 : i8
  %st = arith.constant 127 : i8
  %init = arith.constant 11 : i8
  %r = scf.for unsigned %i = %lb to %ub step %st iter_args(%a = %init) -> (i8) : i8 {
    %c = arith.constant 22 : i8
    scf.yield %c : i8
  }
  return %r : i8
}

func.func @index_wraps(%t: tensor<4xf32>) -> tensor<4xf32> {
  %lb = arith.constant -5 : index
  %ub = arith.constant 9223372036854775807 : index
  %st = arith.constant 4611686018427387904 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<4xf32>) {
    %z = tensor.empty() : tensor<4xf32>
    scf.yield %z : tensor<4xf32>
  }
  return %r : tensor<4xf32>
}

func.func @forall_wraps(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) = (-5) to (9223372036854775807) step (4611686018427387904) shared_outs(%o = %t) -> tensor<4xf32> {
    "test.foo"(%i) : (index) -> ()
    scf.forall.in_parallel {}
  }
  return %r : tensor<4xf32>
}
