// RUN: ods-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// A dialect type implementing ShapedTypeInterface is checked by the shape
// and element-type traits exactly as builtin tensors, memrefs and vectors.

// CHECK-LABEL: func.func @compatible
// CHECK: "test.shaped_elementwise"(%arg0, %arg1) : (!test.shaped_box<[2, 3], f32>, tensor<2x3xf32>) -> vector<2x3xf32>
func.func @compatible(%a: !test.shaped_box<[2, 3], f32>, %b: tensor<2x3xf32>) {
  %0 = "test.shaped_elementwise"(%a, %b) : (!test.shaped_box<[2, 3], f32>, tensor<2x3xf32>) -> vector<2x3xf32>
  return
}

// -----

// CHECK-LABEL: func.func @dynamic
func.func @dynamic(%a: !test.shaped_box<[-9223372036854775808, 3], f32>, %b: tensor<*xf32>) {
  %0 = "test.shaped_elementwise"(%a, %b) : (!test.shaped_box<[-9223372036854775808, 3], f32>, tensor<*xf32>) -> memref<7x3xf32>
  return
}

// -----

func.func @shape_mismatch(%a: !test.shaped_box<[2, 3], f32>) {
  // expected-error @+1 {{'test.shaped_elementwise' op requires the same shape for all operands and results}}
  %0 = "test.shaped_elementwise"(%a) : (!test.shaped_box<[2, 3], f32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @element_mismatch(%a: !test.shaped_box<[2, 3], f32>) {
  // expected-error @+1 {{'test.shaped_elementwise' op requires the same element type for all operands and results}}
  %0 = "test.shaped_elementwise"(%a) : (!test.shaped_box<[2, 3], f32>) -> tensor<2x3xi32>
  return
}

// -----

func.func @not_shaped(%a: !test.shaped_box<[2], f32>, %b: !test.smpla) {
  // expected-error @+1 {{'test.shaped_elementwise' op requires the same shape for all operands and results}}
  %0 = "test.shaped_elementwise"(%a, %b) : (!test.shaped_box<[2], f32>, !test.smpla) -> tensor<2xf32>
  return
}
