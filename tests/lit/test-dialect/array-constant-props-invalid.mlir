// RUN: ods-opt %s -split-input-file -verify-diagnostics

// Errors of `ArrayProp` of enum properties and of `ConstantProp` (no op of
// MLIR 22 has either; the words are mlir-tblgen's for the same arguments).

// An element that is no case is stored, and refused by the verifier.
// expected-error @+1 {{'test.ods_array_prop' op property 'flags' failed to satisfy constraint: array of Pointer add flags}}
"test.ods_array_prop"() <{flags = [7 : i32]}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {flags = ["nuw"]} for op test.ods_array_prop: expected IntegerAttr storage for ::mlir::ptr::PtrAddFlags}}
"test.ods_array_prop"() <{flags = ["nuw"]}> : () -> ()

// -----

// expected-error @+2 {{custom op 'test.ods_array_prop' expected one of [none, nusw, nuw, inbounds] for Pointer add flags, got: fast}}
// expected-error @+1 {{custom op 'test.ods_array_prop' invalid value for property flags, expected array of Pointer add flags}}
test.ods_array_prop [nuw, fast] longs []

// -----

// expected-error @+1 {{'test.ods_constant_prop' op property 'three' failed to satisfy constraint: constant 'int64_t': 3}}
test.ods_constant_prop 4 "x" <{flag = true}>

// -----

// expected-error @+1 {{'test.ods_constant_prop' op property 'x' failed to satisfy constraint: constant 'string': "x"}}
test.ods_constant_prop 3 "y" <{flag = true}>

// -----

// Absent from the generic form, a constant property is value-initialised.
// expected-error @+1 {{'test.ods_constant_prop' op property 'flag' failed to satisfy constraint: constant 'boolean': true}}
"test.ods_constant_prop"() <{three = 3, x = "x"}> : () -> ()

// -----

// expected-error @+2 {{custom op 'test.ods_constant_prop' expected integer value}}
// expected-error @+1 {{custom op 'test.ods_constant_prop' invalid value for property three, expected constant 'int64_t': 3}}
test.ods_constant_prop "x" "x"

// -----

// Properties are verified before attributes, whatever the declaration order.
// expected-error @+1 {{'test.ods_constant_prop' op property 'three' failed to satisfy constraint: constant 'int64_t': 3}}
"test.ods_constant_prop"() <{tag = 5 : i64, three = 4, x = "x", flag = true}> : () -> ()
