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

// -----

// The reassociation is an ArrayAttr of value type none, as in ODS: another
// kind of attribute is refused where it starts.
func.func @f(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = tensor.collapse_shape %a loc(unknown)[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}

// -----

func.func @f(%a: tensor<2x3xf32>) -> tensor<6xf32> {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = tensor.collapse_shape %a 5 : tensor<2x3xf32> into tensor<6xf32>
  return %0 : tensor<6xf32>
}
