// Erasing an op with regions revisits the ops defining what its nested
// ops used, as MLIR's driver does for each nested op it erases: a value
// only the erased body used goes in the same round, which decides where
// the constants kept end up (found by fuzz/genfuzz.py).

func.func @while_erased(%b: i1, %x: i32) -> (i64, i16, i32) {
  %d = arith.floordivsi %x, %x : i32
  %w = scf.while (%a = %x) : (i32) -> i32 {
    %c2 = arith.constant 2 : i32
    %k = arith.cmpi eq, %a, %c2 : i32
    scf.condition(%k) %a : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %d : i32
  }
  %i = arith.constant 2 : index
  %s = scf.index_switch %i -> i32
  case 1 {
    scf.yield %d : i32
  }
  case 2 {
    scf.yield %w : i32
  }
  case 5 {
    %m = arith.constant -1 : i32
    scf.yield %m : i32
  }
  default {
    scf.yield %d : i32
  }
  %c7 = arith.constant 7 : i8
  %e = arith.extui %c7 : i8 to i32
  %c8 = arith.constant -8 : i64
  %c17 = arith.constant 17 : i16
  return %c8, %c17, %e : i64, i16, i32
}
