// RUN: ods-opt %s -split-input-file -verify-diagnostics

// Reassociation groups as MLIR checks them: each group is an affine map
// over as many dimensions as the largest index needs, so a group past the
// expanded rank makes every map too wide, the first one first.

func.func @f(%a: tensor<5x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.collapse_shape %a [[0], [2]] : tensor<5x4xf32> into tensor<5x4xf32>
  return
}

// -----

func.func @f(%a: tensor<5x4xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.}}
  %0 = tensor.collapse_shape %a [[0], [0]] : tensor<5x4xf32> into tensor<5x4xf32>
  return
}
