// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// A `VariadicOfVariadic` group after another variable-length group, as the
// anchor of an optional group: its inner group sizes go to `group_sizes`
// (an empty array when the group is absent), the groups to the operand
// segment sizes. A `type(...)` of a variadic group reads at least one
// type (mlir-tblgen's `parseTypeList`), so each case has a lead operand and
// a result.

// CHECK-LABEL: func.func @groups
func.func @groups(%a: i32, %b: i16, %c: i64) {
  // CHECK: test.vov_mixed %{{.*}} groups (%{{.*}}, %{{.*}}), () : (i16, i64), () : i32 -> i1
  // GENERIC: <{group_sizes = array<i32: 2, 0>, operandSegmentSizes = array<i32: 1, 2>}> : (i32, i16, i64) -> i1
  %0 = test.vov_mixed %a groups (%b, %c), () : (i16, i64), () : i32 -> i1
  // CHECK: test.vov_mixed %{{.*}}, %{{.*}} : i32, i32 -> i1{{$}}
  // GENERIC: <{group_sizes = array<i32>, operandSegmentSizes = array<i32: 2, 0>}> : (i32, i32) -> i1
  %1 = test.vov_mixed %a, %a : i32, i32 -> i1
  // CHECK: test.vov_mixed %{{.*}} groups () : () : i32 -> i1{{$}}
  // GENERIC: <{group_sizes = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> i1
  %2 = test.vov_mixed %a groups () : () : i32 -> i1
  // CHECK: test.vov_mixed %{{.*}} groups (%{{.*}}), (%{{.*}}, %{{.*}}) : (i16), (i64, i16) {x} : i32 -> i1{{$}}
  // GENERIC: <{group_sizes = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 3>}> {x} : (i32, i16, i64, i16) -> i1
  %3 = test.vov_mixed %a groups (%b), (%c, %b) : (i16), (i64, i16) {x} : i32 -> i1
  return
}
