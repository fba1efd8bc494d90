// An attribute whose ODS constraint has a value type is read with it in an
// op's format: `1` and `0` in place of a `BoolAttr` are `i1` integers, the
// booleans (the CHECK lines are mlir-opt 22's output).
// RUN: ods-opt %s | FileCheck %s
// RUN: ods-opt %s | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @witnesses
// CHECK-NEXT: %0 = shape.const_witness true
// CHECK-NEXT: %1 = shape.const_witness false
// CHECK-NEXT: %2 = shape.assuming_all %0, %1
func.func @witnesses() -> !shape.witness {
  %0 = shape.const_witness 1
  %1 = shape.const_witness 0
  %2 = shape.assuming_all %0, %1
  return %2 : !shape.witness
}
