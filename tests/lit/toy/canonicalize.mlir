// RUN: ods-opt %s -canonicalize -split-input-file | FileCheck %s

// transpose(transpose(x)) -> x
// CHECK-LABEL: toy.func @transpose_transpose(
// CHECK-SAME:    %[[ARG:.*]]: tensor<*xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    toy.return %[[ARG]] : tensor<*xf64>
toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}

// -----

// reshape(reshape(x)) -> reshape(x); reshape(constant) -> constant;
// reshape(x) -> x for the same type.
// CHECK-LABEL: toy.func @reshapes(
// CHECK-SAME:    %[[ARG:.*]]: tensor<*xf64>) {
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[ARG]] : tensor<*xf64>) to tensor<2x1xf64>
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00], [2.000000e+00]]> : tensor<2x1xf64>
// CHECK-NEXT:    toy.print %[[R]] : tensor<2x1xf64>
// CHECK-NEXT:    toy.print %[[C]] : tensor<2x1xf64>
// CHECK-NEXT:    toy.print %[[C]] : tensor<2x1xf64>
// CHECK-NEXT:    toy.return
toy.func @reshapes(%arg0: tensor<*xf64>) {
  %0 = toy.reshape(%arg0 : tensor<*xf64>) to tensor<2xf64>
  %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
  %2 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  %3 = toy.reshape(%2 : tensor<2xf64>) to tensor<2x1xf64>
  %4 = toy.reshape(%3 : tensor<2x1xf64>) to tensor<2x1xf64>
  toy.print %1 : tensor<2x1xf64>
  toy.print %3 : tensor<2x1xf64>
  toy.print %4 : tensor<2x1xf64>
  toy.return
}

// -----

// An identity cast folds away; a real one stays. Dead pure ops go.
// CHECK-LABEL: toy.func @casts(
// CHECK-SAME:    %[[ARG:.*]]: tensor<2xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    %[[C:.*]] = toy.cast %[[ARG]] : tensor<2xf64> to tensor<*xf64>
// CHECK-NEXT:    toy.print %[[ARG]] : tensor<2xf64>
// CHECK-NEXT:    toy.return %[[C]] : tensor<*xf64>
toy.func @casts(%arg0: tensor<2xf64>) -> tensor<*xf64> {
  %0 = toy.cast %arg0 : tensor<2xf64> to tensor<2xf64>
  %1 = toy.cast %0 : tensor<2xf64> to tensor<*xf64>
  %2 = toy.mul %0, %0 : tensor<2xf64>
  toy.print %0 : tensor<2xf64>
  toy.return %1 : tensor<*xf64>
}
