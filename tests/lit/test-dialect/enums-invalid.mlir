// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of an enum attribute in MLIR's default format for `EnumAttr`
// (`$value`), generated from the enum (an `I32EnumAttr`, whose parameter
// is read by its `parameterParser`); both tools read this file.

// expected-error @+2 {{custom op 'test.op_with_enum' expected test::TestEnum to be one of: first, second, third}}
// expected-error @+1 {{custom op 'test.op_with_enum' failed to parse TestEnumAttr parameter 'value' which is to be a `test::TestEnum`}}
test.op_with_enum bad tag 1 : i32

// -----

// expected-error @+2 {{custom op 'test.op_with_enum' expected valid keyword or string}}
// expected-error @+1 {{custom op 'test.op_with_enum' failed to parse TestEnumAttr parameter 'value' which is to be a `test::TestEnum`}}
test.op_with_enum <first>

// -----

// expected-error @+2 {{expected test::TestEnum to be one of: first, second, third}}
// expected-error @+1 {{failed to parse TestEnumAttr parameter 'value' which is to be a `test::TestEnum`}}
"test.op"() {a = #test<enum "fourth">} : () -> ()

// -----

// The pretty form has no `<...>` for this format.
// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse TestEnumAttr parameter 'value' which is to be a `test::TestEnum`}}
"test.op"() {a = #test.enum<first>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `bogus` in dialect `test`}}
"test.op"() {a = #test<bogus first>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"test.op"() {a = #test<"enum first">} : () -> ()

// -----

// expected-error @+1 {{'test.op_with_enum' op attribute 'value' failed to satisfy constraint: a test enum}}
"test.op_with_enum"() {value = #test.bit_enum<read>} : () -> ()
