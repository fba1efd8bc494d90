// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: ods-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic 2>&1 | FileCheck %s --check-prefix=GENERIC

// `AllAttrOf`, predicates of `Confined` and `typed_array_attr!`
// (`TypedArrayAttrBase`). The messages are those of the code mlir-tblgen 22
// generates for `ConfinedAttr<I64Attr, [AllAttrOf<[IntMinValue<1>,
// IntMaxValue<3>]>]>`, `ConfinedAttr<I64Attr, [IntMinValue<1>,
// IntMaxValue<3>]>` and `TypedArrayAttrBase<StrAttr, "my strings">`.

// GENERIC: "test.attr_combinators"() <{a = 2 : i64, b = 3 : i64, c = ["x", "y"]}> : () -> ()
"test.attr_combinators"() {a = 2, b = 3, c = ["x", "y"]} : () -> ()

// -----

// expected-error @+1 {{'test.attr_combinators' op attribute 'a' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 1 and whose maximum value is 3}}
"test.attr_combinators"() {a = 4, b = 3, c = []} : () -> ()

// -----

// expected-error @+1 {{'test.attr_combinators' op attribute 'b' failed to satisfy constraint: 64-bit signless integer attribute whose minimum value is 1 whose maximum value is 3}}
"test.attr_combinators"() {a = 1, b = 0, c = []} : () -> ()

// -----

// expected-error @+1 {{'test.attr_combinators' op attribute 'c' failed to satisfy constraint: my strings}}
"test.attr_combinators"() {a = 1, b = 1, c = ["x", 1]} : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `c` in property conversion: "x"}}
"test.attr_combinators"() <{a = 1, b = 1, c = "x"}> : () -> ()
