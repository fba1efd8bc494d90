// RUN: ods-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @fold
func.func @fold() -> index {
  // CHECK-NEXT: %[[C:.*]] = test.constant_index 7
  // CHECK-NEXT: return %[[C]]
  %0 = test.constant_index 3
  %1 = test.constant_index 4
  %2 = test.add_index %0, %1
  return %2 : index
}

// CHECK-LABEL: func.func @add_zero
func.func @add_zero(%a: index) -> index {
  // CHECK-NEXT: return %arg0
  %0 = test.constant_index 0
  %1 = test.add_index %a, %0
  %2 = test.add_index %0, %1
  return %2 : index
}

// CHECK-LABEL: func.func @trait_folds
func.func @trait_folds(%a: i32, %b: index) -> (i32, index, index) {
  // CHECK-DAG: %[[Z:.*]] = test.constant_index 0
  // CHECK-DAG: %[[ABS:.*]] = test.abs %arg1 : index
  // CHECK: return %arg0, %[[ABS]], %[[Z]] : i32, index, index
  %0 = test.neg %a : i32
  %1 = test.neg %0 : i32
  %2 = test.abs %b : index
  %3 = test.abs %2 : index
  %z = test.constant_index 0
  %4 = test.abs %z : index
  return %1, %3, %4 : i32, index, index
}
