// RUN: ods-opt %s -inline='default-pipeline=' | FileCheck %s
// RUN: mlir-opt %s -inline='default-pipeline=' | FileCheck %s

// The test dialect's inliner: conversions where the call's types differ
// from the callee's, ops standing in for arguments and results whose
// attributes ask for them, and marks on the ops inlined.

func.func @widen(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @convert
// CHECK-NEXT:    %[[IN:.*]] = "test.cast"(%arg0) : (i16) -> i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[IN]], %[[IN]] {inlined_conversion} : i32
// CHECK-NEXT:    %[[OUT:.*]] = "test.cast"(%[[SUM]]) : (i32) -> i16
// CHECK-NEXT:    return %[[OUT]] : i16
func.func @convert(%a: i16) -> i16 {
  %0 = "test.conversion_call_op"(%a) {callee = @widen} : (i16) -> i16
  return %0 : i16
}

// No conversion to i64: the call stays, without the casts tried.
// CHECK-LABEL: func.func @no_conversion
// CHECK-NEXT:    "test.conversion_call_op"(%arg0)
// CHECK-NEXT:    return
func.func @no_conversion(%a: i64) -> i64 {
  %0 = "test.conversion_call_op"(%a) {callee = @widen} : (i64) -> i64
  return %0 : i64
}

// `noinline` keeps a test call.
// CHECK-LABEL: func.func @kept
// CHECK-NEXT:    "test.conversion_call_op"(%arg0) <{callee = @widen}> {noinline}
func.func @kept(%a: i32) -> i32 {
  %0 = "test.conversion_call_op"(%a) {callee = @widen, noinline} : (i32) -> i32
  return %0 : i32
}

test.conversion_func_op @handled(%a: i32 {test.handle_argument}, %b: i32) -> (i32, i32 {test.handle_result}) {
  %0 = arith.muli %a, %b : i32
  "test.return"(%b, %0) : (i32, i32) -> ()
}

// CHECK-LABEL: func.func @handle
// CHECK-NEXT:    %[[A:.*]] = "test.type_changer"(%arg0) : (i32) -> i32
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %arg1 {inlined_conversion} : i32
// CHECK-NEXT:    %[[R:.*]] = "test.type_changer"(%[[M]]) : (i32) -> i32
// CHECK-NEXT:    return %arg1, %[[R]] : i32, i32
func.func @handle(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = "test.conversion_call_op"(%a, %b) {callee = @handled} : (i32, i32) -> (i32, i32)
  return %0#0, %0#1 : i32, i32
}

// A functional region is a callable value: `call_indirect` of it is
// inlined, and the region (which has effects) stays.
// CHECK-LABEL: func.func @indirect
// CHECK-NEXT:    %[[F:.*]] = "test.functional_region_op"()
// CHECK-NEXT:      "test.return"(%arg0)
// CHECK-NEXT:    })
// CHECK-NEXT:    return %arg0 : i32
func.func @indirect(%a: i32) -> i32 {
  %f = "test.functional_region_op"() ({
    "test.return"(%a) : (i32) -> ()
  }) : () -> (() -> i32)
  %0 = call_indirect %f() : () -> i32
  return %0 : i32
}
