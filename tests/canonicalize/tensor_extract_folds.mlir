// tensor.extract folds: elements of dense and sparse constants, a scalar
// just inserted at the same constant position.

func.func @sparse(%i: index) -> (f16, f16, f16, i32, i32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = arith.constant sparse<[[0, 0, 0], [1, 1, 1]], [-5.0, -2.0]> : tensor<4x4x4xf16>
  %a = tensor.extract %s[%c1, %c1, %c1] : tensor<4x4x4xf16>
  %b = tensor.extract %s[%c0, %c0, %c0] : tensor<4x4x4xf16>
  %c = tensor.extract %s[%c2, %c0, %c1] : tensor<4x4x4xf16>
  %t = arith.constant sparse<[[1], [3], [1]], [7, 9, 8]> : tensor<4xi32>
  %d = tensor.extract %t[%c1] : tensor<4xi32>
  %e = tensor.extract %t[%c2] : tensor<4xi32>
  %f = tensor.extract %t[%c3] : tensor<4xi32>
  %u = arith.constant sparse<[[0, 1]], [2.5]> : tensor<2x2xf32>
  %g = tensor.extract %u[%i, %c1] : tensor<2x2xf32>
  return %a, %b, %c, %d, %e, %f, %g : f16, f16, f16, i32, i32, i32, f32
}

func.func @dense(%i: index) -> (i32, i32, i1, f64, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %d = arith.constant dense<[[[1, -2, 1, 36]], [[0, 2, -1, 64]]]> : tensor<2x1x4xi32>
  %a = tensor.extract %d[%c1, %c0, %c3] : tensor<2x1x4xi32>
  %b = tensor.extract %d[%c1, %c0, %c4] : tensor<2x1x4xi32>
  %bools = arith.constant dense<[true, false, true]> : tensor<3xi1>
  %c = tensor.extract %bools[%c1] : tensor<3xi1>
  %s = arith.constant dense<2.5> : tensor<8xf64>
  %e = tensor.extract %s[%i] : tensor<8xf64>
  %x = arith.constant dense<[5, 6]> : tensor<2xindex>
  %f = tensor.extract %x[%c1] : tensor<2xindex>
  return %a, %b, %c, %e, %f : i32, i32, i1, f64, index
}

func.func @after_insert(%t: tensor<4x4xi32>, %x: i32, %n: index) -> (i32, i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %j = tensor.insert %x into %t[%c1, %c2] : tensor<4x4xi32>
  %a = tensor.extract %j[%c1, %c2] : tensor<4x4xi32>
  %b = tensor.extract %j[%c2, %c1] : tensor<4x4xi32>
  %k = tensor.insert %x into %t[%n, %c2] : tensor<4x4xi32>
  %c = tensor.extract %k[%n, %c2] : tensor<4x4xi32>
  %l = tensor.insert %x into %j[%c2, %c2] : tensor<4x4xi32>
  %d = tensor.extract %l[%c1, %c2] : tensor<4x4xi32>
  return %a, %b, %c, %d : i32, i32, i32, i32
}

func.func @insert_into_constant(%x: i32) -> i32 {
  %t = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : i32
  %k = tensor.insert %c7 into %t[%c1] : tensor<4xi32>
  %e = tensor.extract %k[%c1] : tensor<4xi32>
  return %e : i32
}
