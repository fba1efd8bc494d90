// RUN: ods-opt %s -inline='default-pipeline=' | FileCheck %s
// RUN: mlir-opt %s -inline='default-pipeline=' | FileCheck %s
// RUN: ods-opt %s -inline='default-pipeline=' -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix LOC
// RUN: mlir-opt %s -inline='default-pipeline=' -mlir-print-debuginfo -mlir-print-local-scope | FileCheck %s --check-prefix LOC
// RUN: ods-opt %s -inline='op-pipelines=func.func(canonicalize)' | FileCheck %s --check-prefix SIMPLIFY
// RUN: mlir-opt %s -inline='op-pipelines=func.func(canonicalize)' | FileCheck %s --check-prefix SIMPLIFY

// A body of several blocks: the call's block is split, each return
// branches to the block after the call, whose argument is the result.
func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  return %b : i32
}

// CHECK-LABEL: func.func @cfg_caller
// CHECK-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:
// CHECK-NEXT:    cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    cf.br ^bb3(%[[C]] : i32)
// CHECK-NEXT:  ^bb3(%[[R:.*]]: i32):
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// CHECK-NEXT:    return %[[S]] : i32
// SIMPLIFY-LABEL: func.func @cfg_caller
// SIMPLIFY-NEXT:    %[[C:.*]] = arith.constant 7 : i32
// SIMPLIFY-NEXT:    %[[R:.*]] = arith.select %arg0, %arg1, %[[C]] : i32
func.func @cfg_caller(%c: i1, %a: i32) -> i32 {
  %b = arith.constant 7 : i32
  %0 = call @select(%c, %a, %b) : (i1, i32, i32) -> i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}

// Several blocks cannot go into the single block of an scf.while region.
// CHECK-LABEL: func.func @into_single_block
// CHECK:         func.call @select
func.func @into_single_block(%c: i1, %a: i32) {
  scf.while : () -> () {
    %0 = func.call @select(%c, %a, %a) : (i1, i32, i32) -> i32
    scf.condition(%c)
  } do {
    scf.yield
  }
  return
}

// `no_inline` on the call or on the callee keeps the call.
func.func @twice(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @never(%a: i32) -> i32 attributes {no_inline} {
  return %a : i32
}
// CHECK-LABEL: func.func @no_inline
// CHECK-NEXT:    call @twice(%arg0) {no_inline}
// CHECK-NEXT:    call @never(%arg0)
// CHECK-NEXT:    arith.addi %arg0, %arg0
func.func @no_inline(%a: i32) -> (i32, i32, i32) {
  %0 = call @twice(%a) {no_inline} : (i32) -> i32
  %1 = call @never(%a) : (i32) -> i32
  %2 = call @twice(%a) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}

// Mutual recursion is not inlined.
// CHECK-LABEL: func.func @ping
// CHECK-NEXT:    call @pong
func.func @ping(%a: i32) -> i32 {
  %0 = call @pong(%a) : (i32) -> i32
  return %0 : i32
}
func.func @pong(%a: i32) -> i32 {
  %0 = call @ping(%a) : (i32) -> i32
  return %0 : i32
}

// Inlined twice over, a location becomes a chain of call sites; block
// arguments are relocated too.
func.func @leaf(%a: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32 loc("arg")):
  %0 = arith.muli %x, %x : i32 loc("leaf")
  return %0 : i32
}
func.func @middle(%a: i32) -> i32 {
  %0 = call @leaf(%a) : (i32) -> i32 loc("in_middle")
  return %0 : i32
}
// LOC-LABEL: func.func @outer
// LOC:         ^bb1(%{{.*}}: i32 loc(callsite("arg" at callsite("in_middle" at "in_outer")))):
// LOC-NEXT:      arith.muli {{.*}} loc(callsite("leaf" at callsite("in_middle" at "in_outer")))
func.func @outer(%a: i32) -> i32 {
  %0 = call @middle(%a) : (i32) -> i32 loc("in_outer")
  return %0 : i32
}
