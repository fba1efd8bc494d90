// RUN: ods-opt %s -split-input-file -verify-diagnostics -shape-inference

// An op of unknown shape without the interface stops the pass.
toy.func private @external(tensor<*xf64>) -> tensor<*xf64>
toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  // expected-error@+1 {{unable to infer shape of operation without shape inference interface}}
  %1 = toy.generic_call @external(%0) : (tensor<2xf64>) -> tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}

// -----

// Nothing is known about an argument: the ops using it are never ready.
// expected-error@+1 {{Shape inference failed, 2 operations couldn't be inferred}}
toy.func @generic(%arg0: tensor<*xf64>) {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  toy.print %1 : tensor<*xf64>
  toy.return
}
