// Reshapes of casts that only forget static information, and reshapes of
// tensor.from_elements (MLIR's FoldCollapseOfCastOp,
// ConvertToStaticExpandShape and FoldReshapeWithFromElements).

func.func @collapse_of_cast_more_static(%t: tensor<8x12x32xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<8x12x32xf32> to tensor<?x?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @collapse_of_cast_same_result(%t: tensor<?x12x32xf32>) -> tensor<?x32xf32> {
  %0 = tensor.cast %t : tensor<?x12x32xf32> to tensor<?x?x32xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x?x32xf32> into tensor<?x32xf32>
  return %1 : tensor<?x32xf32>
}

func.func @collapse_of_cast_adding_information(%t: tensor<?x?x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<?x?x?xf32> to tensor<8x12x32xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<8x12x32xf32> into tensor<96x32xf32>
  %2 = tensor.cast %1 : tensor<96x32xf32> to tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}

func.func @collapse_of_cast_from_unranked(%t: tensor<*xf32>) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @collapse_of_cast_encoding(%t: tensor<4x5xf32, "enc">) -> tensor<?xf32, "enc"> {
  %0 = tensor.cast %t : tensor<4x5xf32, "enc"> to tensor<?x?xf32, "enc">
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<?x?xf32, "enc"> into tensor<?xf32, "enc">
  return %1 : tensor<?xf32, "enc">
}

func.func @collapse_to_scalar_of_cast(%t: tensor<1x1xf32>) -> tensor<f32> {
  %0 = tensor.cast %t : tensor<1x1xf32> to tensor<?x1xf32>
  %1 = tensor.collapse_shape %0 [] : tensor<?x1xf32> into tensor<f32>
  return %1 : tensor<f32>
}

func.func @expand_all_constant(%t: tensor<6x10xf32>) -> tensor<?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %0 = tensor.cast %t : tensor<6x10xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%c2, %c3, %c10] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}

func.func @expand_dynamic_source_extent(%t: tensor<?x10xf32>, %n: index) -> tensor<?x?x?x?xf32> {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %0 = tensor.cast %t : tensor<?x10xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2, 3]] output_shape [%n, %c2, %c2, %c5] : tensor<?x?xf32> into tensor<?x?x?x?xf32>
  return %1 : tensor<?x?x?x?xf32>
}

func.func @expand_no_constant(%t: tensor<6x10xf32>, %a: index, %b: index) -> tensor<?x?x10xf32> {
  %0 = tensor.cast %t : tensor<6x10xf32> to tensor<?x10xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, %b, 10] : tensor<?x10xf32> into tensor<?x?x10xf32>
  return %1 : tensor<?x?x10xf32>
}

func.func @expand_some_static(%t: tensor<6x10xf32>, %a: index) -> tensor<?x3x?xf32> {
  %c10 = arith.constant 10 : index
  %0 = tensor.cast %t : tensor<6x10xf32> to tensor<?x?xf32>
  %1 = tensor.expand_shape %0 [[0, 1], [2]] output_shape [%a, 3, %c10] : tensor<?x?xf32> into tensor<?x3x?xf32>
  return %1 : tensor<?x3x?xf32>
}

func.func @expand_encoding(%t: tensor<6xf32, "enc">) -> tensor<?x?xf32, "enc"> {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.cast %t : tensor<6xf32, "enc"> to tensor<?xf32, "enc">
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%c2, %c3] : tensor<?xf32, "enc"> into tensor<?x?xf32, "enc">
  return %1 : tensor<?x?xf32, "enc">
}

func.func @from_elements_reshapes(%a: i32, %b: i32) -> (tensor<i32>, tensor<1x1xi32>, tensor<2x1xi32>, tensor<2xi32>) {
  %0 = tensor.from_elements %a : tensor<1x1xi32>
  %1 = tensor.collapse_shape %0 [] : tensor<1x1xi32> into tensor<i32>
  %2 = tensor.from_elements %a : tensor<i32>
  %3 = tensor.expand_shape %2 [] output_shape [1, 1] : tensor<i32> into tensor<1x1xi32>
  %4 = tensor.from_elements %a, %b : tensor<2xi32>
  %5 = tensor.expand_shape %4 [[0, 1]] output_shape [2, 1] : tensor<2xi32> into tensor<2x1xi32>
  %6 = tensor.from_elements %a, %b : tensor<1x2xi32>
  %7 = tensor.collapse_shape %6 [[0, 1]] : tensor<1x2xi32> into tensor<2xi32>
  return %1, %3, %5, %7 : tensor<i32>, tensor<1x1xi32>, tensor<2x1xi32>, tensor<2xi32>
}
