// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Verifier errors of the region, constant and type attribute ops of
// TestOps.td (both tools read this file).

// An SSACFG region: a value is used before it is defined.
"test.ssacfg_region"() ({
  // expected-error @+1 {{operand #0 does not dominate this use}}
  %a = "test.ssacfg_region"(%b) : (i32) -> i32
  // expected-note @+1 {{operand defined here (op in the same block)}}
  %b = "test.ssacfg_region"(%a) : (i32) -> i32
  test.region_yield %b : i32
}) : () -> ()

// -----

// expected-error @+1 {{'test.cse_of_single_block_op' op expects region #0 to have 0 or 1 blocks}}
%0 = "test.cse_of_single_block_op"() ({
^bb0:
  "test.region_yield"() : () -> ()
^bb1:
  "test.region_yield"() : () -> ()
}) : () -> i32

// -----

// expected-error @+1 {{'test.type_attr_of' op attribute 'type' failed to satisfy constraint: type attribute of 64-bit signless integer}}
test.type_attr_of i32

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
test.type_attr_of 5

// -----

// expected-error @+1 {{Invalid attribute `type` in property conversion: 5 : i64}}
"test.type_attr_of"() <{type = 5}> : () -> ()

// -----

// expected-error @+1 {{'test.default_value_print' op attribute 'value_with_default' failed to satisfy constraint: 32-bit signless integer attribute}}
test.default_value_print {value_with_default = 1 : i64} %0
%0 = "test.op_with_memread"() : () -> i32

// -----

// expected-error @+1 {{'test.two_region_op' op expected 2 regions}}
"test.two_region_op"() ({}) : () -> ()

// -----

// expected-error @+1 {{'test.region_yield' op requires a single operand}}
"test.region_yield"() : () -> ()

// -----

// A named region of the wrong size is named; an unnamed one is numbered.
// expected-error @+1 {{'test.sized_region_op' op region #0 ('my_region') failed to verify constraint: region with 2 blocks}}
"test.sized_region_op"() ({
  "test.region_yield"() : () -> ()
}, {
  "test.region_yield"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'test.sized_region_op' op region #1 failed to verify constraint: region with 1 blocks}}
"test.sized_region_op"() ({
  "test.region_yield"() : () -> ()
^bb1:
  "test.region_yield"() : () -> ()
}, {
  "test.region_yield"() : () -> ()
^bb1:
  "test.region_yield"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'test.sized_region_op' op expected 2 regions}}
"test.sized_region_op"() ({
  "test.region_yield"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'test.variadic_no_terminator_op' op expects region #1 to have 0 or 1 blocks}}
test.variadic_no_terminator_op : {
}, {
  "test.region_yield"() : () -> ()
^bb1:
  "test.region_yield"() : () -> ()
}

// -----

// expected-error @+1 {{expected '{' to begin a region}}
test.single_no_terminator_custom_asm_op

// -----

// expected-error @+1 {{'test.dummy_op_with_region_ref' op requires one region}}
"test.dummy_op_with_region_ref"() : () -> ()
