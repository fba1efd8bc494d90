// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @sizes(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%i) : memref<4xf32>
  return
}

// -----

func.func @symbols(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc () [%i] : memref<4xf32>
  return
}

// -----

func.func @unknown() {
  // expected-error @+1 {{custom op 'gpu.no_such_op' is unknown}}
  gpu.no_such_op
}
