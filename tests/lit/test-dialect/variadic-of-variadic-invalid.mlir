// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// `VariadicOfVariadic` operands: the same errors as MLIR's test dialect.

func.func @count(%a: i64) {
  // expected-error @+1 {{'test.format_variadic_of_variadic_operand' op operand count (3) does not match with the total size (4) specified in attribute 'operand_segments'}}
  "test.format_variadic_of_variadic_operand"(%a, %a, %a) <{operand_segments = array<i32: 2, 2>}> : (i64, i64, i64) -> ()
  return
}

// -----

func.func @negative(%a: i64) {
  // expected-error @+1 {{'test.format_variadic_of_variadic_operand' op 'operand_segments' attribute cannot have negative elements}}
  "test.format_variadic_of_variadic_operand"(%a, %a, %a) <{operand_segments = array<i32: -1, 4>}> : (i64, i64, i64) -> ()
  return
}

// -----

func.func @missing(%a: i64) {
  // expected-error @+1 {{'test.format_variadic_of_variadic_operand' op requires attribute 'operand_segments'}}
  "test.format_variadic_of_variadic_operand"(%a) : (i64) -> ()
  return
}

// -----

func.func @not_i32(%a: i64) {
  // expected-error @+1 {{invalid properties {operand_segments = array<i64: 1>} for op test.format_variadic_of_variadic_operand: Invalid attribute `operand_segments` in property conversion: array<i64: 1>}}
  "test.format_variadic_of_variadic_operand"(%a) <{operand_segments = array<i64: 1>}> : (i64) -> ()
  return
}

// -----

func.func @wrong_type(%a: i64, %b: i32) {
  // expected-error @+1 {{'test.format_variadic_of_variadic_operand' op operand #1 must be variadic of 64-bit signless integer, but got 'i32'}}
  "test.format_variadic_of_variadic_operand"(%a, %b) <{operand_segments = array<i32: 1, 1>}> : (i64, i32) -> ()
  return
}

// -----

func.func @too_many_types(%a: i64) {
  // expected-error @+1 {{custom op 'test.format_variadic_of_variadic_operand' number of operands and types do not match: got 1 operands and 2 types}}
  test.format_variadic_of_variadic_operand (%a) : (i64, i64)
  return
}

// -----

func.func @unclosed(%a: i64) {
  // expected-error @+1 {{expected ')'}}
  test.format_variadic_of_variadic_operand (%a : (i64)
  return
}

// -----

func.func @dict_sizes(%a: i64) {
  // expected-error @+1 {{'test.format_variadic_of_variadic_operand' op operand count (1) does not match with the total size (2) specified in attribute 'operand_segments'}}
  test.format_variadic_of_variadic_operand (%a) : (i64) {operand_segments = array<i32: 2>}
  return
}

// -----

func.func @empty_type_group(%a: i64) {
  // expected-error @+1 {{expected non-function type}}
  test.format_variadic_of_variadic_operand (%a) : (i64,)
  return
}

// -----

func.func @attr_dict_only_sizes(%a: i64) {
  // expected-error @+1 {{'test.format_variadic_of_variadic_operand' op 'operand_segments' attribute cannot have negative elements}}
  test.format_variadic_of_variadic_operand (%a) : (i64) {operand_segments = array<i32: 2, -1>}
  return
}
