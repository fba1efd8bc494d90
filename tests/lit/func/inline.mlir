// RUN: ods-opt %s -inline | FileCheck %s
// RUN: mlir-opt %s -inline | FileCheck %s

// The callee is inlined and, being private and unused, erased.
// CHECK-NOT: func.func private @double
func.func private @double(%x: index) -> i32 {
  %0 = arith.index_cast %x : index to i32
  return %0 : i32
}

// CHECK-LABEL: func.func @caller
// CHECK-NEXT: %[[A:.*]] = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %[[B:.*]] = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: return %[[A]], %[[B]]
func.func @caller(%a: index, %b: index) -> (i32, i32) {
  %0 = call @double(%a) : (index) -> i32
  %1 = call @double(%b) : (index) -> i32
  return %0, %1 : i32, i32
}

// A declaration cannot be inlined: the call stays.
// CHECK-LABEL: func.func @external_call
// CHECK: call @external
func.func private @external(i32) -> i32
func.func @external_call(%a: i32) -> i32 {
  %0 = call @external(%a) : (i32) -> i32
  return %0 : i32
}
