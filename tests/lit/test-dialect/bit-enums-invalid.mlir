// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of bit enum parameters (both tools read this file). The flags are
// read between the enum's separator only.

// expected-error @+1 {{expected '>'}}
test.op_with_bit_enum <read|write>

// -----

// expected-error @+1 {{expected '>'}}
test.op_with_bit_enum_vbar <user, group>

// -----

// expected-error @+1 {{expected '>'}}
"test.op"() {a = #test.bit_enum<read write>} : () -> ()

// -----

// A flag that is no case: the parameter's error, then mlir-tblgen's where
// the parameter's parser stopped; in an op's format both name the op.
// expected-error @+2 {{custom op 'test.op_with_bit_enum' expected one of [read, write, execute] for a test bit enum, got: exec}}
// expected-error @+1 {{custom op 'test.op_with_bit_enum' failed to parse TestBitEnumAttr parameter 'value' which is to be a `test::TestBitEnum`}}
test.op_with_bit_enum <read, exec>

// -----

// expected-error @+2 {{custom op 'test.op_with_bit_enum' expected keyword for a test bit enum}}
// expected-error @+1 {{custom op 'test.op_with_bit_enum' failed to parse TestBitEnumAttr parameter 'value' which is to be a `test::TestBitEnum`}}
test.op_with_bit_enum <>

// -----

// expected-error @+2 {{custom op 'test.op_with_bit_enum_vbar' expected one of [user, group, other] for another test bit enum, got: bad}}
// expected-error @+1 {{custom op 'test.op_with_bit_enum_vbar' failed to parse TestBitEnumVerticalBarAttr parameter 'value' which is to be a `test::TestBitEnumVerticalBar`}}
test.op_with_bit_enum_vbar <user | bad>

// -----

// Outside an op's format the errors do not name an op.
// expected-error @+2 {{expected one of [read, write, execute] for a test bit enum, got: bad}}
// expected-error @+1 {{failed to parse TestBitEnumAttr parameter 'value' which is to be a `test::TestBitEnum`}}
"test.op"() {a = #test.bit_enum<read, bad>} : () -> ()

// -----

// expected-error @+2 {{expected keyword for another test bit enum}}
// expected-error @+1 {{failed to parse TestBitEnumVerticalBarAttr parameter 'value' which is to be a `test::TestBitEnumVerticalBar`}}
"test.op_with_bit_enum_vbar"() {value = #test.bit_enum_vbar<>} : () -> ()
