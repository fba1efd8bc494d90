// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s

// Enum cases that are no keywords print quoted, in op formats and as
// parameters; keywords may be written quoted too.

// CHECK-LABEL: func.func @cases
func.func @cases() {
  // CHECK-NEXT: test.sign "+"{{$}}
  test.sign "+"
  // CHECK-NEXT: test.sign "-"{{$}}
  test.sign "-"
  // CHECK-NEXT: test.sign zero{{$}}
  test.sign "zero"
  // CHECK-NEXT: test.sign zero{{$}}
  test.sign zero
  // CHECK-NEXT: {a = #test.attr_with_optional_enum<"+">, b = #test.attr_with_optional_enum<a>, c = #test.attr_with_optional_enum<>}
  "test.op"() {a = #test.attr_with_optional_enum<"+">, b = #test.attr_with_optional_enum<"a">, c = #test.attr_with_optional_enum<>} : () -> ()
  return
}
