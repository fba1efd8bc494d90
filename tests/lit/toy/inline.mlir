// RUN: ods-opt %s -inline -split-input-file | FileCheck %s
// RUN: ods-opt %s -inline="default-pipeline=" -split-input-file | FileCheck %s --check-prefix=NOCANON

// The chapter's working example: both calls inlined, casts inserted at the
// call edges, the dead first call and the private function removed.

toy.func private @multiply_transpose(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%arg1 : tensor<*xf64>) to tensor<*xf64>
  %2 = toy.mul %0, %1 : tensor<*xf64>
  toy.return %2 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %1 = toy.reshape(%0 : tensor<2x3xf64>) to tensor<2x3xf64>
  %2 = toy.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf64>
  %3 = toy.reshape(%2 : tensor<6xf64>) to tensor<2x3xf64>
  %4 = toy.generic_call @multiply_transpose(%1, %3) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %5 = toy.generic_call @multiply_transpose(%3, %1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  toy.print %5 : tensor<*xf64>
  toy.return
}

// CHECK-NOT: @multiply_transpose
// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %0 = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT:    %1 = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
// CHECK-NEXT:    %2 = toy.cast %1 : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %3 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %4 = toy.transpose(%2 : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %5 = toy.transpose(%3 : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %6 = toy.mul %4, %5 : tensor<*xf64>
// CHECK-NEXT:    toy.print %6 : tensor<*xf64>
// CHECK-NEXT:    toy.return
// CHECK-NEXT:  }

// Without the default pipeline the copies stay as they are.
// NOCANON-LABEL: toy.func @main() {
// NOCANON:         %[[A:.*]] = toy.reshape
// NOCANON:         %[[B:.*]] = toy.reshape
// NOCANON-NEXT:    %[[C1:.*]] = toy.cast %[[A]] : tensor<2x3xf64> to tensor<*xf64>
// NOCANON-NEXT:    %[[C2:.*]] = toy.cast %[[B]] : tensor<2x3xf64> to tensor<*xf64>
// NOCANON-NEXT:    %[[T1:.*]] = toy.transpose(%[[C1]] : tensor<*xf64>) to tensor<*xf64>
// NOCANON-NEXT:    %[[T2:.*]] = toy.transpose(%[[C2]] : tensor<*xf64>) to tensor<*xf64>
// NOCANON-NEXT:    toy.mul %[[T1]], %[[T2]] : tensor<*xf64>
// NOCANON-COUNT-2: toy.transpose
// NOCANON:         toy.print
// NOCANON-NOT:     toy.generic_call
// NOCANON:         // -----

// -----

// Nested calls are inlined callees first; a public function stays, a
// private unused one goes; a recursive function is not inlined; a result
// type differing from the callee's gets a cast after the inlined body.

toy.func private @leaf(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}
toy.func private @middle(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.generic_call @leaf(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
  %1 = toy.add %0, %arg1 : tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func private @unused() {
  toy.return
}
toy.func private @recursive(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.generic_call @recursive(%arg0) : (tensor<*xf64>) -> tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}
toy.func @public_helper(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.mul %arg0, %arg0 : tensor<*xf64>
  toy.return %0 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]> : tensor<3x2xf64>
  %1 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %2 = toy.generic_call @middle(%0, %1) : (tensor<3x2xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %3 = toy.generic_call @public_helper(%2) : (tensor<2x3xf64>) -> tensor<*xf64>
  %4 = toy.generic_call @recursive(%3) : (tensor<*xf64>) -> tensor<*xf64>
  toy.print %2 : tensor<2x3xf64>
  toy.print %4 : tensor<*xf64>
  toy.return
}

// CHECK-NOT: @leaf
// CHECK-NOT: @middle
// CHECK-NOT: @unused
// CHECK-LABEL: toy.func private @recursive(
// CHECK-NEXT:    toy.generic_call @recursive
// CHECK-LABEL: toy.func @public_helper(
// CHECK-LABEL: toy.func @main() {
// CHECK:         %[[A:.*]] = toy.constant {{.*}} : tensor<3x2xf64>
// CHECK-NEXT:    %[[B:.*]] = toy.constant {{.*}} : tensor<2x3xf64>
// CHECK-NEXT:    %[[CA:.*]] = toy.cast %[[A]] : tensor<3x2xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[CB:.*]] = toy.cast %[[B]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%[[CA]] : tensor<*xf64>) to tensor<*xf64>
// CHECK-NEXT:    %[[SUM:.*]] = toy.add %[[T]], %[[CB]] : tensor<*xf64>
// CHECK-NEXT:    %[[R:.*]] = toy.cast %[[SUM]] : tensor<*xf64> to tensor<2x3xf64>
// CHECK-NEXT:    %[[RC:.*]] = toy.cast %[[R]] : tensor<2x3xf64> to tensor<*xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[RC]], %[[RC]] : tensor<*xf64>
// CHECK-NEXT:    %[[REC:.*]] = toy.generic_call @recursive(%[[M]])
// CHECK-NEXT:    toy.print %[[R]] : tensor<2x3xf64>
// CHECK-NEXT:    toy.print %[[REC]] : tensor<*xf64>
// CHECK-NEXT:    toy.return
