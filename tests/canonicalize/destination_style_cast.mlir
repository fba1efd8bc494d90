// An op in destination style reads the sources of tensor.casts that only
// forget static information; results whose tied init became more static
// are cast back for their users (tensor's FoldTensorCastProducerOp).

func.func @used_results(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %i: index) -> (tensor<?x2xf32>, index, tensor<?x?xf32>) {
  %ca = tensor.cast %a : tensor<2x2xf32> to tensor<?x2xf32>
  %cb = tensor.cast %b : tensor<2x2xf32> to tensor<?x2xf32>
  %0:2 = test.destination_style_op ins(%ca : tensor<?x2xf32>) outs(%cb : tensor<?x2xf32>) -> tensor<?x2xf32>, index
  %cc = tensor.cast %b : tensor<2x2xf32> to tensor<?x?xf32>
  %1 = test.destination_style_op {x = 1} ins(%i : index) outs(%cc : tensor<?x?xf32>) (%ca : tensor<?x2xf32>) -> tensor<?x?xf32>
  return %0#0, %0#1, %1 : tensor<?x2xf32>, index, tensor<?x?xf32>
}

// Casts that add static information stay; so do block arguments.
func.func @not_foldable(%a: tensor<?x2xf32>, %m: memref<2xf32>) -> tensor<2x2xf32> {
  %ca = tensor.cast %a : tensor<?x2xf32> to tensor<2x2xf32>
  %0 = test.destination_style_op outs(%ca : tensor<2x2xf32>) -> tensor<2x2xf32>
  test.destination_style_op ins(%a : tensor<?x2xf32>) outs(%m : memref<2xf32>)
  return %0 : tensor<2x2xf32>
}

// A memref init ties no result.
func.func @memref_init(%a: tensor<4xf32>, %m: memref<4xf32>, %t: tensor<4xf32>) -> tensor<?xf32> {
  %ca = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %ct = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %0 = test.destination_style_op ins(%ca : tensor<?xf32>) outs(%ct : tensor<?xf32>) -> tensor<?xf32>
  test.destination_style_op ins(%ca : tensor<?xf32>) outs(%m : memref<4xf32>)
  return %0 : tensor<?xf32>
}
