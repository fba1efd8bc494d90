// RUN: ods-opt %s -verify-diagnostics

// A tensor init after a memref init is tied to the result at its place
// among the inits, which does not exist here: an error (mlir-opt 22
// crashes on it, so only ods-opt reads this file).

func.func @f(%u: tensor<*xf32>, %m: memref<2xf32>, %t: tensor<2xf32>) {
  // expected-error @+1 {{'test.destination_style_op' op expected operand #2 to be tied to a result, but the op has 2 results}}
  %0:2 = test.destination_style_op outs(%u, %m, %t : tensor<*xf32>, memref<2xf32>, tensor<2xf32>) -> tensor<*xf32>, tensor<*xf32>
  return
}
