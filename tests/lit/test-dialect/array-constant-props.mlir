// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s

// `ArrayProp` of enum properties, booleans and a property of our own (each
// element in its own syntax, the attribute form an array of the elements'),
// a defaulted one left out when equal to its default, an optional one; and
// `ConstantProp`, read, printed and held as any value of its type.

// CHECK: test.ods_array_prop [none, nuw] longs ["a"]{{$}}
// GENERIC: "test.ods_array_prop"() <{defaulted = [2 : i32], flags = [0 : i32, 2 : i32], longs = ["a"], maybe = []}> : () -> ()
test.ods_array_prop [none, nuw] longs ["a"]

// CHECK-NEXT: test.ods_array_prop [] defaulted [nusw, inbounds] maybe [true, false] longs []{{$}}
// GENERIC-NEXT: "test.ods_array_prop"() <{defaulted = [1 : i32, 3 : i32], flags = [], longs = [], maybe = {{\[}}[true, false]]}> : () -> ()
test.ods_array_prop [] defaulted [nusw, inbounds] maybe [true, false] longs []

// CHECK-NEXT: test.ods_array_prop [nuw] maybe [] longs ["x", "y"]{{$}}
// GENERIC-NEXT: "test.ods_array_prop"() <{defaulted = [2 : i32], flags = [2 : i32], longs = ["x", "y"], maybe = {{\[}}[]]}> : () -> ()
test.ods_array_prop [nuw] defaulted [nuw] maybe [] longs ["x", "y"]

// Any integer attribute holds an enum element, stored at the enum's width.
// CHECK-NEXT: test.ods_array_prop [inbounds, nusw] maybe [true] longs []{{$}}
// GENERIC-NEXT: "test.ods_array_prop"() <{defaulted = [2 : i32], flags = [3 : i32, 1 : i32], longs = [], maybe = {{\[}}[true]]}> : () -> ()
"test.ods_array_prop"() <{flags = [3 : i32, 1 : i8], maybe = [[true]]}> : () -> ()

// CHECK-NEXT: test.ods_constant_prop 3 "x" <{flag = true}>{{$}}
// GENERIC-NEXT: "test.ods_constant_prop"() <{flag = true, three = 3 : i64, x = "x"}> : () -> ()
test.ods_constant_prop 3 "x" <{flag = true}>

// CHECK-NEXT: test.ods_constant_prop 3 "x" <{flag = true}>{{$}}
// GENERIC-NEXT: "test.ods_constant_prop"() <{flag = true, three = 3 : i64, x = "x"}> : () -> ()
"test.ods_constant_prop"() <{three = 3, x = "x", flag = true}> : () -> ()
