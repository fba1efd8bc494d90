// RUN: ods-opt %s -shape-inference | FileCheck %s
// RUN: toyc %s -emit=mlir -opt | FileCheck %s --check-prefix=OPT

// Shapes flow from the constants through every op with the interface:
// cast, transpose, add and mul.

toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  %3 = toy.reshape(%2 : tensor<*xf64>) to tensor<3x2xf64>
  %4 = toy.add %2, %3 : (tensor<*xf64>, tensor<3x2xf64>) -> tensor<*xf64>
  %5 = toy.mul %4, %4 : tensor<*xf64>
  %6 = toy.transpose(%5 : tensor<*xf64>) to tensor<*xf64>
  %7 = toy.constant dense<1.5> : tensor<f64>
  %8 = toy.mul %7, %7 : tensor<f64>
  toy.print %6 : tensor<*xf64>
  toy.print %8 : tensor<f64>
  toy.return
}

// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %0 = toy.constant {{.*}} : tensor<2x3xf64>
// CHECK-NEXT:    %1 = toy.cast %0 : tensor<2x3xf64> to tensor<2x3xf64>
// CHECK-NEXT:    %2 = toy.transpose(%1 : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %3 = toy.reshape(%2 : tensor<3x2xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %4 = toy.add %2, %3 : tensor<3x2xf64>
// CHECK-NEXT:    %5 = toy.mul %4, %4 : tensor<3x2xf64>
// CHECK-NEXT:    %6 = toy.transpose(%5 : tensor<3x2xf64>) to tensor<2x3xf64>
// CHECK:         %8 = toy.mul %7, %7 : tensor<f64>
// CHECK-NEXT:    toy.print %6 : tensor<2x3xf64>
// CHECK-NOT:     tensor<*xf64>

// With the whole pipeline the identity cast folds, the redundant reshape
// goes, and transpose(transpose(x)) becomes x.
// OPT-LABEL: toy.func @main() {
// OPT-NEXT:    %0 = toy.constant {{.*}} : tensor<2x3xf64>
// OPT-NEXT:    %1 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
// OPT-NEXT:    %2 = toy.add %1, %1 : tensor<3x2xf64>
// OPT-NEXT:    %3 = toy.mul %2, %2 : tensor<3x2xf64>
// OPT-NEXT:    %4 = toy.transpose(%3 : tensor<3x2xf64>) to tensor<2x3xf64>
// OPT-NEXT:    %5 = toy.constant dense<1.500000e+00> : tensor<f64>
// OPT-NEXT:    %6 = toy.mul %5, %5 : tensor<f64>
// OPT-NEXT:    toy.print %4 : tensor<2x3xf64>
// OPT-NEXT:    toy.print %6 : tensor<f64>
// OPT-NEXT:    toy.return
