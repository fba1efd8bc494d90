// RUN: ods-opt %s -split-input-file -verify-diagnostics

func.func @wrong_type(%a: f32) {
  // expected-error @+1 {{'test.operand_kinds' op operand #0 must be signless integer, but got 'f32'}}
  "test.operand_kinds"(%a) <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
  return
}

// -----

func.func @odd_width(%a: i32, %b: i3) {
  // expected-error @+1 {{'test.operand_kinds' op operand #1 must be variadic of integer of even width, but got 'i3'}}
  "test.operand_kinds"(%a, %b) <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i3) -> ()
  return
}

// -----

func.func @missing_attr() {
  // expected-error @+1 {{'test.attr_kinds' op requires attribute 'rounding'}}
  "test.attr_kinds"() {pred = 0 : i64} : () -> ()
  return
}

// -----

func.func @bad_enum() {
  // expected-error @+1 {{'test.attr_kinds' op attribute 'pred' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2}}
  "test.attr_kinds"() {pred = 7 : i64, rounding = "nearest"} : () -> ()
  return
}

// -----

func.func @confined() {
  // expected-error @+1 {{'test.attr_kinds' op attribute 'count' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 0 whose maximum value is 10}}
  "test.attr_kinds"() {pred = 0 : i64, rounding = "nearest", count = 11} : () -> ()
  return
}

// -----

func.func @custom_verifier() {
  // expected-error @+1 {{'test.attr_kinds' op 'lt' cannot round toward zero}}
  test.attr_kinds lt, toward_zero
  return
}

// -----

func.func @same_type(%a: index, %b: i32) {
  // expected-error @+1 {{'test.add_index' op operand #1 must be index, but got 'i32'}}
  "test.add_index"(%a, %b) : (index, i32) -> index
  return
}

// -----

func.func @all_types_match(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{'test.select' op failed to verify that all of {t, f, result} have same type}}
  "test.select"(%c, %a, %b, %c) : (i1, i32, i64, i1) -> i32
  return
}

// -----

func.func @user_trait(%a: i32) {
  // expected-error @+1 {{'test.same_variadic' op requires at most 4 operands}}
  "test.same_variadic"(%a, %a, %a, %a, %a, %a) : (i32, i32, i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @user_trait_even(%a: i32, %b: i16) {
  // expected-error @+1 {{'test.operand_kinds' op requires an even number of operands}}
  "test.operand_kinds"(%a, %b, %b) <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i16, i16) -> ()
  return
}

// -----

func.func @parent() {
  // expected-error @+1 {{'test.scope_end' op expects parent op 'test.scope'}}
  "test.scope_end"() : () -> ()
}

// -----

func.func @sized_region() {
  // expected-error @+1 {{'test.scope' op expects region #0 to have 0 or 1 blocks}}
  "test.scope"() ({
    "test.scope_end"() : () -> ()
  ^bb1:
    "test.scope_end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @inferred(%f: f32) {
  // expected-error @+2 {{'test.splat' op inferred type(s) 'tensor<4xf32>' are incompatible with return type(s) of operation 'tensor<5xf32>'}}
  // expected-error @+1 {{'test.splat' op failed to infer returned types}}
  "test.splat"(%f) {n = 4 : i64} : (f32) -> tensor<5xf32>
  return
}

// -----

func.func @segments(%a: i32) {
  // expected-error @+1 {{'test.attr_sized' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized"(%a) {operandSegmentSizes = array<i32: 1, 1, 0>} : (i32) -> ()
  return
}

// -----

func.func @bad_keyword() {
  // expected-error @+1 {{custom op 'test.attr_kinds' expected string or keyword containing one of the following enum values for attribute 'pred' [eq, ne, lt]}}
  test.attr_kinds gt, nearest
  return
}

// -----

func.func @bad_quoted_case() {
  // A string that names no case is quoted back, as mlir-tblgen's parser words it.
  // expected-error @+1 {{custom op 'test.attr_kinds' invalid pred attribute specification: "gt"}}
  test.attr_kinds "gt", nearest
  return
}

// -----

func.func @bad_string_keyword() {
  // expected-error @+1 {{expected string or keyword containing one of the following enum values for attribute 'rounding' [nearest, toward_zero]}}
  test.attr_kinds eq, upward
  return
}

// -----

func.func @bad_flag() {
  // expected-error @+1 {{custom op 'test.attr_kinds' expected Flags to be one of: none, nnan, ninf, fast}}
  test.attr_kinds eq, nearest flags nnan|bogus
  return
}

// -----

func.func @unknown_op(%a: i32) {
  // expected-error @+1 {{unregistered operation 'func.frobnicate' found in dialect ('func') that does not allow unknown operations}}
  %0 = "func.frobnicate"(%a) : (i32) -> i32
  return
}

// -----

func.func @types_match_with(%t: tensor<4xf32>) {
  // expected-error @+1 {{'test.extract_elt' op failed to verify that result type matches element type of 'input'}}
  %0 = test.extract_elt %t : tensor<4xf32> -> i32
  return
}

// -----

func.func @elementwise(%a: tensor<4xf32>, %s: f32) {
  // expected-error @+1 {{'test.ew_add' op if an operand is non-scalar, then there must be at least one non-scalar result}}
  %0 = test.ew_add %a, %s : tensor<4xf32>, f32 -> f32
  return
}

// -----

func.func @elementwise_shape(%a: tensor<4xf32>, %b: tensor<5xf32>) {
  // expected-error @+1 {{'test.ew_add' op all non-scalar operands/results must have the same shape and base type}}
  %0 = test.ew_add %a, %b : tensor<4xf32>, tensor<5xf32> -> tensor<4xf32>
  return
}
