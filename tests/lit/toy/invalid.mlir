// RUN: ods-opt %s -split-input-file -verify-diagnostics

toy.func @return_count() -> tensor<*xf64> {
  // expected-error@+1 {{'toy.return' op does not return the same number of values (0) as the enclosing function (1)}}
  toy.return
}

// -----

toy.func @return_type(%arg0: tensor<2xf64>) -> tensor<3xf64> {
  // expected-error@+1 {{type of return operand (tensor<2xf64>) doesn't match function result type (tensor<3xf64>)}}
  toy.return %arg0 : tensor<2xf64>
}

// -----

toy.func @return_many(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  // expected-error@+1 {{'toy.return' op expects at most 1 return operand}}
  toy.return %arg0, %arg0 : tensor<*xf64>, tensor<*xf64>
}

// -----

toy.func @constant_rank() {
  // expected-error@+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<2x1xf64>
  toy.return
}

// -----

toy.func @constant_dim() {
  // expected-error@+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3}}
  %0 = "toy.constant"() {value = dense<[1.0, 2.0]> : tensor<2xf64>} : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @transpose_shape(%arg0: tensor<2x3xf64>) {
  // expected-error@+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @cast_incompatible(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{'toy.cast' op requires the same shape for all operands and results}}
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<3xf64>
  toy.return
}

// -----

toy.func @element_type(%arg0: tensor<2xf32>) {
  // expected-error@+1 {{'toy.print' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  toy.print %arg0 : tensor<2xf32>
  toy.return
}

// -----

toy.func @reshape_static(%arg0: tensor<*xf64>) {
  // expected-error@+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?xf64>'}}
  %0 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<?xf64>
  toy.return
}

// -----

func.func @return_parent() {
  // expected-error@+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return
}

// -----

toy.func @binary_operands(%arg0: tensor<2xf64>) {
  // expected-error@+1 {{expected 2 operands}}
  %0 = toy.mul %arg0 : tensor<2xf64>
  toy.return
}
