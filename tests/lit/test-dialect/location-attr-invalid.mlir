// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// `LocationAttr` rejects other attributes: in an op's format by its storage
// class, in the generic form by its constraint (both tools read this file).

// expected-error @+1 {{custom op 'test.op_with_loc_attr' invalid kind of attribute specified}}
test.op_with_loc_attr 1

// -----

// expected-error @+1 {{'test.op_with_loc_attr' op attribute 'loc_attr' failed to satisfy constraint: location attribute}}
"test.op_with_loc_attr"() {loc_attr = "foo"} : () -> ()
