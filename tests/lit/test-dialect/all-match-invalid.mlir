// RUN: ods-opt %s -split-input-file -verify-diagnostics

// AllElementTypesMatch, AllShapesMatch, AllRanksMatch,
// AllElementCountsMatch and AllTypeIDsMatch, worded as mlir-tblgen words the predicate (as
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

// -----

// AllTypeIDsMatch: integers of any width and signedness are one kind, each
// float type its own, ranked and unranked tensors two.
func.func @ok(%i: i32, %t: tensor<2xf32>, %f: f16, %p: !test.test_type) {
  %0 = test.all_type_ids_match %i : i32 to ui64
  %1 = test.all_type_ids_match %t : tensor<2xf32> to tensor<?x3xi8>
  %2 = test.all_type_ids_match %f : f16 to f16
  %3 = test.all_type_ids_match %p : !test.test_type to !test.test_type
  return
}

// -----

func.func @f(%f: f16) {
  // expected-error @+1 {{'test.all_type_ids_match' op failed to verify that all of {source, result} have same type IDs}}
  %0 = test.all_type_ids_match %f : f16 to f32
  return
}

// -----

func.func @f(%t: tensor<2xf32>) {
  // expected-error @+1 {{'test.all_type_ids_match' op failed to verify that all of {source, result} have same type IDs}}
  %0 = test.all_type_ids_match %t : tensor<2xf32> to tensor<*xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{'test.all_type_ids_match' op failed to verify that all of {source, result} have same type IDs}}
  %0 = test.all_type_ids_match %i : index to i64
  return
}

// -----

// SameOperandsAndResultRank, worded as mlir-opt words tosa.add's.
func.func @ok(%t: tensor<2x3xf32>, %u: tensor<*xf32>, %i: i32) {
  %0 = test.same_operands_and_result_rank %t, %u, %i : tensor<2x3xf32>, tensor<*xf32>, i32 -> memref<4x?xi8>
  %1 = test.same_operands_and_result_rank %u : tensor<*xf32> -> tensor<5xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>, %v: vector<4xf32>) {
  // expected-error @+1 {{'test.same_operands_and_result_rank' op operands don't have matching ranks}}
  %0 = test.same_operands_and_result_rank %t, %v : tensor<2x3xf32>, vector<4xf32> -> tensor<2x3xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'test.same_operands_and_result_rank' op result type has different rank than operands}}
  %0 = test.same_operands_and_result_rank %t : tensor<2x3xf32> -> tensor<6xf32>
  return
}

// -----

func.func @f(%t: tensor<2x3xf32>) {
  // expected-error @+1 {{'test.same_operands_and_result_rank' op expected 1 or more results, but found 0}}
  "test.same_operands_and_result_rank"(%t) : (tensor<2x3xf32>) -> ()
  return
}
