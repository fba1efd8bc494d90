// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The checks of ops in destination style (both tools read this file).

func.func @f(%t: tensor<2xf32>) {
  // expected-error @+1 {{'test.destination_style_op' op expected type of operand #0 ('tensor<2xf32>') to match type of corresponding result ('tensor<3xf32>')}}
  %0 = test.destination_style_op outs(%t : tensor<2xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @f(%t: tensor<2xf32>) {
  // expected-error @+1 {{'test.destination_style_op' op expected the number of tensor results (2) to be equal to the number of output tensors (1)}}
  %0:2 = test.destination_style_op outs(%t : tensor<2xf32>) -> tensor<2xf32>, tensor<2xf32>
  return
}

// -----

func.func @f(%t: tensor<2xf32>, %i: index) {
  // expected-error @+1 {{'test.destination_style_op' op expected that operand #1 is a tensor or a memref}}
  %0 = test.destination_style_op ins(%t : tensor<2xf32>) outs(%i : index) -> index
  return
}

// -----

func.func @f(%m: memref<2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'test.destination_style_op' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %0 = test.destination_style_op outs(%m : memref<2xf32>) -> tensor<2xf32>
  return
}
