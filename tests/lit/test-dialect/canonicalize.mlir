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
