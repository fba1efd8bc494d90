// Verifier and parser messages of bufferization.alloc_tensor and
// bufferization.clone; the same expectations hold for mlir-opt 22.
// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @sizes_and_copy(%d: index, %t: tensor<?xf32>) {
  // expected-error @+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%d) copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @too_many_sizes(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = bufferization.alloc_tensor(%d, %d) : tensor<?xf32>
  return
}

// -----

func.func @too_few_sizes(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = bufferization.alloc_tensor(%d) : tensor<?x?xf32>
  return
}

// -----

func.func @sizes_of_unranked(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = bufferization.alloc_tensor(%d) : tensor<*xf32>
  return
}

// -----

func.func @copy_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<?xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @copy_use_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{use of value '%t' expects different type than prior uses: 'tensor<?xf32>' vs 'tensor<4xf32>'}}
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  return
}

// -----

func.func @not_a_tensor() {
  // expected-error @+1 {{custom op 'bufferization.alloc_tensor' invalid kind of type specified}}
  %0 = bufferization.alloc_tensor() : memref<4xf32>
  return
}

// -----

func.func @generic_not_a_tensor(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op result #0 must be tensor of any type values, but got 'vector<4xf32>'}}
  %0 = "bufferization.alloc_tensor"(%d) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (index) -> vector<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @size_type(%d: i32) {
  // expected-error @+1 {{use of value '%d' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = bufferization.alloc_tensor(%d) : tensor<?xf32>
  return
}

// -----

func.func @unclosed_sizes(%d: index) {
  // expected-error @+1 {{expected ')'}}
  %0 = bufferization.alloc_tensor(%d] : tensor<?xf32>
  return
}

// -----

func.func @copy_without_parens(%d: index) {
  // expected-error @+1 {{expected '('}}
  %0 = bufferization.alloc_tensor() copy %d : tensor<?xf32>
  return
}

// -----

func.func @size_hint_without_equal(%d: index) {
  // expected-error @+1 {{expected '='}}
  %0 = bufferization.alloc_tensor() size_hint %d : tensor<?xf32>
  return
}

// -----

func.func @segments(%d: index) {
  // expected-error @+1 {{'bufferization.alloc_tensor' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %0 = "bufferization.alloc_tensor"(%d) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (index) -> tensor<?xf32>
  return
}

// -----

func.func @clone_tensor(%m: tensor<?xf32>) {
  // expected-error @+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %m : tensor<?xf32> to memref<?xf32>
  return
}

// -----

func.func @clone_to_tensor(%m: memref<?xf32>) {
  // expected-error @+1 {{'bufferization.clone' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<?xf32>'}}
  %0 = "bufferization.clone"(%m) : (memref<?xf32>) -> tensor<?xf32>
  return
}

// -----

func.func @clone_operands(%m: memref<?xf32>) {
  // expected-error @+1 {{'bufferization.clone' op requires a single operand}}
  %0 = "bufferization.clone"(%m, %m) : (memref<?xf32>, memref<?xf32>) -> memref<?xf32>
  return
}
