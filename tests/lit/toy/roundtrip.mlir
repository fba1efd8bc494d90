// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: toyc %s -emit=mlir | FileCheck %s
// RUN: cat %s | toyc -x mlir -emit=mlir | FileCheck %s

// CHECK-LABEL: toy.func private @f(
// CHECK-SAME:    %[[A:.*]]: tensor<*xf64>, %[[B:.*]]: tensor<2x3xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    %[[S:.*]] = toy.add %[[A]], %[[B]] : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[S]], %[[S]] : tensor<*xf64>
// CHECK-NEXT:    %[[C:.*]] = toy.cast %[[M]] : tensor<*xf64> to tensor<2x3xf64>
// CHECK-NEXT:    toy.print %[[C]] {note = "x"} : tensor<2x3xf64>
// CHECK-NEXT:    toy.return %[[M]] : tensor<*xf64>
// As MLIR prints it: the attribute dictionary right before the value.
// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %[[K:.*]] = toy.constant {tag}dense<5.500000e+00> : tensor<f64>
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[K]] : tensor<f64>) to tensor<2x3xf64>
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%[[R]] : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %{{.*}} = toy.generic_call @f(%[[R]], %[[R]]) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
// CHECK-NEXT:    toy.return

// GENERIC: "toy.func"() <{function_type = (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>, sym_name = "f"}> ({
// GENERIC: }) {sym_visibility = "private"} : () -> ()
// GENERIC: "toy.constant"() <{value = dense<5.500000e+00> : tensor<f64>}> {tag} : () -> tensor<f64>
// GENERIC: "toy.generic_call"(%{{.*}}, %{{.*}}) <{callee = @f}> : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
// GENERIC: "toy.return"() : () -> ()

toy.func private @f(%arg0: tensor<*xf64>, %arg1: tensor<2x3xf64>) -> tensor<*xf64> {
  %0 = toy.add %arg0, %arg1 : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %1 = toy.mul %0, %0 : tensor<*xf64>
  %2 = toy.cast %1 : tensor<*xf64> to tensor<2x3xf64>
  toy.print %2 {note = "x"} : tensor<2x3xf64>
  toy.return %1 : tensor<*xf64>
}
toy.func @main() {
  %0 = toy.constant {tag} dense<5.5> : tensor<f64>
  %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x3xf64>
  %2 = toy.transpose(%1 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.generic_call @f(%1, %1) : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  toy.return
}
