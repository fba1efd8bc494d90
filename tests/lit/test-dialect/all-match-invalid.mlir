// RUN: ods-opt %s -split-input-file -verify-diagnostics

// AllElementTypesMatch, AllShapesMatch, AllRanksMatch and
// AllElementCountsMatch, worded as mlir-tblgen words the predicate (as
// mlir-opt reports vector.scalable.extract's and vector.bitcast's).

func.func @ok(%t: tensor<2x3xf32>, %v: vector<6xi8>, %u: tensor<*xf32>) {
  %0 = test.all_element_types_match %t : tensor<2x3xf32> to vector<4xf32>
  %1 = test.all_element_types_match %u : tensor<*xf32> to f32
  %2 = test.all_shapes_match %t, %t : tensor<2x3xf32>, tensor<2x3xf32> to memref<2x3xi1>
  %3 = test.all_ranks_match %v : vector<6xi8> to tensor<?xf32>
  %4 = test.all_element_counts_match %t : tensor<2x3xf32> to tensor<6xi8>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'test.all_element_types_match' op failed to verify that all of {source, result} have same element type}}
  %0 = test.all_element_types_match %t : tensor<2x3xf32> to vector<4xi32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %s: tensor<3x2xf32>) {
  // expected-error @+1 {{'test.all_shapes_match' op failed to verify that all of {source, other, result} have same shape}}
  %0 = test.all_shapes_match %t, %s : tensor<2x3xf32>, tensor<3x2xf32> to tensor<2x3xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'test.all_ranks_match' op failed to verify that all of {source, result} have same rank}}
  %0 = test.all_ranks_match %t : tensor<2x3xf32> to vector<6xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'test.all_element_counts_match' op failed to verify that all of {source, result} have same element count}}
  %0 = test.all_element_counts_match %t : tensor<2x3xf32> to tensor<5xf32>
  return
}
