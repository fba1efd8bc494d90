// A cast of a cast is a canonicalization pattern in MLIR
// (`BitcastOfBitcast`, `IndexCastOfIndexCast`, `IndexCastUIOfIndexCastUI`),
// not a fold: the pattern's new op is visited after the ops already
// queued, so when the inner cast's operand is a constant the outer one
// folds to a new constant (found by fuzz/genfuzz.py, bottom-up). The
// output differed in the constants kept and their order.

func.func @bitcast_chain_of_constant() -> (i16, i32, index) {
  %false = arith.constant false
  %z32 = arith.constant 0 : i32
  %lo, %hi = arith.mului_extended %z32, %z32 : i32
  %z16 = arith.constant 0 : i16
  %h = arith.bitcast %z16 : i16 to f16
  %min = arith.constant -9223372036854775808 : index
  %back = arith.bitcast %h : f16 to i16
  cf.cond_br %false, ^bb1(%back : i16), ^bb2
^bb1(%a: i16):
  %z16_again = arith.constant 0 : i16
  cf.br ^bb3(%z16_again : i16)
^bb2:
  cf.br ^bb3(%back : i16)
^bb3(%r: i16):
  return %r, %hi, %min : i16, i32, index
}

func.func @other(%i: index) -> (index, f32, f32) {
  %m1 = arith.constant -1.0 : f32
  %t = tensor.from_elements %m1, %m1 : tensor<2xf32>
  %c = tensor.cast %t : tensor<2xf32> to tensor<?xf32>
  %d = tensor.dim %c, %i : tensor<?xf32>
  return %d, %m1, %m1 : index, f32, f32
}

func.func @index_cast_chains(%x: i32, %y: i64) -> (i32, i64, i32, i16) {
  %c5 = arith.constant 5 : i32
  %a = arith.index_cast %c5 : i32 to index
  %b = arith.index_cast %a : index to i32
  %p = arith.index_castui %y : i64 to index
  %q = arith.index_castui %p : index to i64
  %r = arith.index_cast %x : i32 to index
  %s = arith.index_cast %r : index to i32
  %f = arith.bitcast %x : i32 to f32
  %g = arith.bitcast %f : f32 to i32
  %k = arith.constant 7 : i16
  %h = arith.bitcast %k : i16 to bf16
  %j = arith.bitcast %h : bf16 to i16
  %sum = arith.addi %s, %g : i32
  return %b, %q, %sum, %j : i32, i64, i32, i16
}
