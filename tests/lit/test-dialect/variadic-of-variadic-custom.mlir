// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s

// A `VariadicOfVariadic` operand in custom directives: the directive reads
// and prints the groups (operands and types), `ref` sees them.

// CHECK-LABEL: func.func @groups
// GENERIC-LABEL: sym_name = "groups"
func.func @groups(%a: i32, %b: i64, %c: i16) {
  // CHECK-NEXT: test.vov_custom [%{{.*}}, %{{.*}} : i32, i64], [], [%{{.*}} : i16] count 3{{$}}
  // GENERIC: "test.vov_custom"(%arg0, %arg1, %arg2) <{group_sizes = array<i32: 2, 0, 1>}> : (i32, i64, i16) -> ()
  test.vov_custom [%a, %b : i32, i64], [], [%c : i16] count 3
  // CHECK-NEXT: test.vov_custom count 0{{$}}
  // GENERIC-NEXT: "test.vov_custom"() <{group_sizes = array<i32>}> : () -> ()
  test.vov_custom count 0
  // CHECK-NEXT: test.vov_custom [], [] count 2 {x}{{$}}
  // GENERIC-NEXT: "test.vov_custom"() <{group_sizes = array<i32: 0, 0>}> {x} : () -> ()
  test.vov_custom [], [] count 2 {x}
  return
}
