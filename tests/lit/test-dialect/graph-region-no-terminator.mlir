// RUN: ods-opt %s -split-input-file -verify-diagnostics | FileCheck %s

// GraphRegionNoTerminator: one block of ops in any order (a value used
// before the op defining it), no terminator, and an empty region.

// CHECK-LABEL: func @graph
// CHECK: test.ods_graph_region_no_terminator {
// CHECK-NEXT: %[[A:.*]] = "test.use"(%[[B:.*]]) : (i32) -> i32
// CHECK-NEXT: %[[B]] = "test.def"(%[[A]]) : (i32) -> i32
// CHECK-NEXT: }
// CHECK: test.ods_graph_region_no_terminator {
// CHECK-NEXT: }
func.func @graph() {
  test.ods_graph_region_no_terminator {
    %a = "test.use"(%b) : (i32) -> i32
    %b = "test.def"(%a) : (i32) -> i32
  }
  test.ods_graph_region_no_terminator {
  }
  return
}

// -----

func.func @two_blocks() {
  // expected-error @+1 {{'test.ods_graph_region_no_terminator' op expects region #0 to have 0 or 1 blocks}}
  "test.ods_graph_region_no_terminator"() ({
  ^bb0:
    "test.op"() : () -> ()
  ^bb1:
    "test.op"() : () -> ()
  }) : () -> ()
  return
}
