// Bracketed entries of offsets, sizes, strides and loop bounds (scalable
// marks, which these ops do not keep) read as MLIR reads them.
func.func @index_lists(%a: tensor<1x2xi8>, %b: tensor<3x3xi8>, %c: index, %m: memref<4xf32>) -> tensor<3x3xi8> {
  %0 = tensor.insert_slice %a into %b[[0], %c[]] [1, [2]] [1, 1] : tensor<1x2xi8> into tensor<3x3xi8>
  %1 = memref.subview %m[[1]] [2] [[1]] : memref<4xf32> to memref<2xf32, strided<[1], offset: 1>>
  %2 = scf.forall (%i) in ([4]) shared_outs(%o = %b) -> tensor<3x3xi8> {
  }
  return %0 : tensor<3x3xi8>
}
