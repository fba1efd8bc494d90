// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of the test dialect's ops with hand-written custom forms, of its
// own custom forms for ops without one (`test.dialect_custom_printer`), and
// of its types and attributes; both tools read this file.

// expected-error @+1 {{custom op 'test.parse_b64' Base64 encoded strings must be a multiple of 4 bytes in length}}
test.parse_b64 "abc"

// -----

// expected-error @+1 {{custom op 'test.parse_b64' Invalid Base64 character 0x3d at index 2}}
test.parse_b64 "ab=c"

// -----

// expected-error @+1 {{custom op 'test.parse_b64' expected string}}
test.parse_b64 foo

// -----

// expected-error @+1 {{custom op 'test.parse_integer_literal' expected integer value}}
test.parse_integer_literal : x

// -----

// expected-error @+1 {{custom op 'test.parse_wrapped_keyword' expected valid keyword}}
test.parse_wrapped_keyword "s"

// -----

// expected-error @+1 {{custom op 'test.dialect_custom_printer' expected 'custom_format'}}
test.dialect_custom_printer other

// -----

// expected-error @+1 {{custom op 'test.dialect_custom_format_fallback' expected 'custom_format_fallback'}}
test.dialect_custom_format_fallback other

// -----

// expected-error @+1 {{custom op 'test.unknown_custom_thing' is unknown}}
test.unknown_custom_thing

// -----

func.func @redefined_in_isolated_region(%a: index) {
  // expected-note @+1 {{previously defined here}}
  test.isolated_region %a {
    "test.use"(%a) : (index) -> ()
    // expected-error @+1 {{redefinition of SSA value '%a'}}
    %a = "test.def"() : () -> index
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @isolated_region_of_i32(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
  test.isolated_region %a {
  }
  return
}

// -----

// expected-error @+1 {{expected SSA operand}}
test.polyfor %i, {
}

// -----

// expected-error @+1 {{result number not allowed in argument list}}
test.polyfor %i#1 {
}

// -----

// expected-error @+1 {{expected signed, unsigned, or none}}
"test.op"() : () -> !test.int<x, 1>

// -----

// expected-error @+1 {{expected ','}}
"test.op"() : () -> !test.int<s 1>

// -----

// expected-error @+1 {{integer value too large}}
"test.op"() : () -> !test.int<s, 4294967297>

// -----

// expected-error @+1 {{expected valid keyword}}
"test.op"() : () -> !test.int<"s", 1>

// -----

// expected-error @+1 {{unknown type!}}
"test.op"() : () -> !test.nope

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
"test.op"() {a = #test.conditional_alias<1>} : () -> ()

// -----

// expected-error @+1 {{expected attribute value}}
"test.op"() {a = #test.conditional_alias<>} : () -> ()

// -----

func.func @types_without_operands(%a: i32) {
  // expected-error @+1 {{custom op 'test.variadic_args_types_split' number of operands and types do not match: got 0 operands and 1 types}}
  test.variadic_args_types_split "s" : i32
  return
}

// -----

func.func @operands_without_types(%a: i32) {
  // expected-error @+1 {{custom op 'test.variadic_args_types_split' number of operands and types do not match: got 1 operands and 0 types}}
  test.variadic_args_types_split "s", %a
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @loop_block_term_types(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'f32' vs 'i32'}}
  test.loop_block_term iter %a exit %a
}

// -----

// expected-error @+1 {{invalid memref element type}}
"test.op"() : () -> memref<2x!test.smpla>

// -----

// expected-error @+1 {{'test.alloca_scope_region' op requires one region}}
"test.alloca_scope_region"() : () -> ()

// -----

// expected-error @+1 {{'test.asm_interface_op' op expected 2 or more results}}
%0 = "test.asm_interface_op"() : () -> i32

// -----

// expected-error @+1 {{'test.format_optional_result_d_op' op result #0 must be 80-bit float, but got 'f32'}}
test.format_optional_result_d_op : f32

// -----

// expected-error @+1 {{'test.finish' op must be the last operation in the parent block}}
"test.finish"() : () -> ()
"test.op"() : () -> ()
