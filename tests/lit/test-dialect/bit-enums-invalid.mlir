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
