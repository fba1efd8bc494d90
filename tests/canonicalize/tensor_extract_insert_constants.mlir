// tensor.insert of a splat constant's own value is the constant, whatever
// the (even out of bounds) position, also for negative values; and
// tensor.extract of a tensor.from_elements computes the position as MLIR
// 22 does, in 32-bit integers that wrap (found by fuzz/genfuzz.py).

func.func @insert_same_negative() -> i32 {
  %c = arith.constant -1 : i32
  %t = tensor.from_elements %c, %c, %c : tensor<3xi32>
  %i7 = arith.constant 7 : index
  %ins = tensor.insert %c into %t[%i7] : tensor<3xi32>
  %i0 = arith.constant 0 : index
  %e = tensor.extract %ins[%i0] : tensor<3xi32>
  return %e : i32
}

func.func @insert_same_float() -> f32 {
  %c = arith.constant -2.5 : f32
  %t = arith.constant dense<-2.5> : tensor<2xf32>
  %i = arith.constant 1 : index
  %ins = tensor.insert %c into %t[%i] : tensor<2xf32>
  %e = tensor.extract %ins[%i] : tensor<2xf32>
  return %e : f32
}

func.func @extract_index_wraps(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %t = tensor.from_elements %a, %b : tensor<2xi32>
  %i0 = arith.constant 4294967296 : index
  %i1 = arith.constant -4294967295 : index
  %i2 = arith.constant 2147483648 : index
  %i3 = arith.constant -1 : index
  %e0 = tensor.extract %t[%i0] : tensor<2xi32>
  %e1 = tensor.extract %t[%i1] : tensor<2xi32>
  %e2 = tensor.extract %t[%i2] : tensor<2xi32>
  %e3 = tensor.extract %t[%i3] : tensor<2xi32>
  return %e0, %e1, %e2, %e3 : i32, i32, i32, i32
}

func.func @extract_2d(%a: i8, %b: i8, %c: i8, %d: i8, %e: i8, %f: i8) -> (i8, i8) {
  %t = tensor.from_elements %a, %b, %c, %d, %e, %f : tensor<2x3xi8>
  %i1 = arith.constant 1 : index
  %i2 = arith.constant 2 : index
  %big = arith.constant 4294967297 : index
  %x = tensor.extract %t[%i1, %i2] : tensor<2x3xi8>
  %y = tensor.extract %t[%i1, %big] : tensor<2x3xi8>
  return %x, %y : i8, i8
}
