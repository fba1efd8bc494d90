// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Attribute constraints of CommonAttrConstraints.td on ops of TestOps.td,
// worded with mlir-tblgen's summaries (both tools read this file).

// expected-error @+1 {{'test.any_attr_of_i32_str' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer attribute or string attribute}}
"test.any_attr_of_i32_str"() {attr = 3 : i64} : () -> ()

// -----

// expected-error @+1 {{attribute 'i64attr' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive}}
"test.positive_int_attr"() {i32attr = 5 : i32, i64attr = 0 : i64} : () -> ()

// -----

// expected-error @+1 {{attribute 'i32attr' failed to satisfy constraint: 32-bit signless integer attribute whose value is non-negative}}
"test.non_negative_int_attr"() {i32attr = -1 : i32, i64attr = 0 : i64} : () -> ()

// -----

// expected-error @+1 {{attribute 'attr' failed to satisfy constraint: type array attribute}}
"test.type_array_attr"() {attr = [i32, 5 : i64]} : () -> ()

// -----

// expected-error @+1 {{attribute 'attr' failed to satisfy constraint: string attribute of integer}}
"test.string_attr_with_type"() {attr = "no type"} : () -> ()

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
test.string_attr_with_type 5 : i64

// -----

// A format reads any string (its storage class); the verifier checks its type.
// expected-error @+1 {{'test.string_attr_with_type' op attribute 'attr' failed to satisfy constraint: string attribute of integer}}
test.string_attr_with_type "x" : f32

// -----

// expected-error @+1 {{'test.string_attr_with_type' op attribute 'attr' failed to satisfy constraint: string attribute of integer}}
test.string_attr_with_type "no type"

// -----

// expected-error @+1 {{invalid properties {attr = 5 : i64} for op test.string_attr_with_type: Invalid attribute `attr` in property conversion: 5 : i64}}
"test.string_attr_with_type"() <{attr = 5}> : () -> ()

// -----

// expected-error @+1 {{'test.string_attr_with_type' op attribute 'attr' failed to satisfy constraint: string attribute of integer}}
"test.string_attr_with_type"() <{attr = "x" : f32}> : () -> ()

// -----

// expected-error @+1 {{attribute 'attr' failed to satisfy constraint: string attribute of integer or 64-bit signless integer attribute}}
"test.string_attr_with_mixed_type"() {attr = 5 : i32} : () -> ()

// -----

// expected-error @+1 {{attribute 'attr' failed to satisfy constraint: allowed 32-bit signless integer cases: 5, 10, 2147483648, 4294967295}}
%0 = "test.i32_enum_attr"() {attr = 4294967294 : i32} : () -> i32

// -----

// expected-error @+1 {{attribute 'attr' failed to satisfy constraint: allowed 64-bit signless integer cases: 5, 10, 4294967296}}
%0 = "test.i64_enum_attr"() {attr = 4294967295 : i64} : () -> i32

// -----

// expected-error @+1 {{attribute 'ui32_attr' failed to satisfy constraint: 32-bit unsigned integer attribute}}
"test.int_attrs"() {any_i32_attr = 5 : i32, index_attr = 8 : index, si32_attr = 7 : si32, ui32_attr = 6 : i32} : () -> ()

// -----

// expected-error @+1 {{attribute 'any_i32_attr' failed to satisfy constraint: 32-bit integer attribute}}
"test.int_attrs"() {any_i32_attr = 5 : i64, index_attr = 8 : index, si32_attr = 7 : si32, ui32_attr = 6 : ui32} : () -> ()

// -----

// expected-error @+1 {{attribute 'index_attr' failed to satisfy constraint: index attribute}}
"test.int_attrs"() {any_i32_attr = 5 : i32, index_attr = 8 : i64, si32_attr = 7 : si32, ui32_attr = 6 : ui32} : () -> ()

// -----

// expected-error @+1 {{attribute 'tensor_f64_attr' failed to satisfy constraint: 64-bit float elements attribute of shape [4, 8]}}
"test.float_elements_attr"() {scalar_f32_attr = dense<[1.0, 2.0]> : tensor<2xf32>, tensor_f64_attr = dense<3.0> : tensor<8x4xf64>} : () -> ()

// -----

// expected-error @+1 {{attribute 'scalar_f32_attr' failed to satisfy constraint: 32-bit float elements attribute of shape [2]}}
"test.float_elements_attr"() {scalar_f32_attr = dense<[1, 2]> : tensor<2xi32>, tensor_f64_attr = dense<3.0> : tensor<4x8xf64>} : () -> ()

// -----

// expected-error @+1 {{attribute 'i32_attr' failed to satisfy constraint: 32-bit signless integer elements attribute}}
"test.int_elements_attr"() {any_i32_attr = dense<1> : tensor<si32>, i32_attr = dense<1> : tensor<ui32>} : () -> ()

// -----

// expected-error @+1 {{attribute 'any_i32_attr' failed to satisfy constraint: 32-bit integer elements attribute}}
"test.int_elements_attr"() {any_i32_attr = dense<1.0> : tensor<f32>, i32_attr = dense<1> : tensor<i32>} : () -> ()

// -----

// expected-error @+1 {{attribute 'matrix_i64_attr' failed to satisfy constraint: 64-bit signless int elements attribute of shape [4, 8]}}
"test.ranked_int_elements_attr"() {vector_i32_attr = dense<[1, 2]> : tensor<2xi32>, matrix_i64_attr = dense<7> : tensor<4x8xi32>} : () -> ()

// -----

// expected-error @+1 {{attribute 'scalar_string_attr' failed to satisfy constraint: string elements attribute}}
"test.string_elements_attr"() {scalar_string_attr = dense<1> : tensor<2xi32>} : () -> ()

// -----

// expected-error @+1 {{attribute 'f32attr' failed to satisfy constraint: f32 dense array attribute whose value is positive}}
"test.confined_strictly_positive_attr"() {emptyattr = array<i16>, f32attr = array<f32: 1.0, 0.0>, f64attr = array<f64>, i16attr = array<i16>, i32attr = array<i32>, i64attr = array<i64>, i8attr = array<i8>} : () -> ()

// -----

// expected-error @+1 {{attribute 'f64attr' failed to satisfy constraint: f64 dense array attribute whose value is non-negative}}
"test.confined_non_negative_attr"() {emptyattr = array<i16>, f32attr = array<f32>, f64attr = array<f64: -1.0e-300>, i16attr = array<i16>, i32attr = array<i32>, i64attr = array<i64>, i8attr = array<i8>} : () -> ()

// -----

// expected-error @+1 {{attribute 'i8attr' failed to satisfy constraint: i8 dense array attribute whose value is positive}}
"test.confined_strictly_positive_attr"() {emptyattr = array<i16>, f32attr = array<f32>, f64attr = array<f64>, i16attr = array<i16>, i32attr = array<i32>, i64attr = array<i64>, i8attr = array<i8: -128>} : () -> ()

// -----

// Property conversion checks each attribute's storage class (dense integer
// or float elements, arrays, integers), the verifier the rest.
// expected-error @+1 {{Invalid attribute `any_i32_attr` in property conversion: dense<1.000000e+00> : tensor<2xf32>}}
"test.int_elements_attr"() <{any_i32_attr = dense<1.0> : tensor<2xf32>, i32_attr = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `scalar_f32_attr` in property conversion: dense<1> : tensor<2xi32>}}
"test.float_elements_attr"() <{scalar_f32_attr = dense<1> : tensor<2xi32>, tensor_f64_attr = dense<3.0> : tensor<4x8xf64>}> : () -> ()

// -----

// expected-error @+1 {{'test.string_elements_attr' op attribute 'scalar_string_attr' failed to satisfy constraint: string elements attribute}}
"test.string_elements_attr"() <{scalar_string_attr = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `any_i32_attr` in property conversion: 1.000000e+00 : f32}}
"test.int_attrs"() <{any_i32_attr = 1.0 : f32, index_attr = 8 : index, si32_attr = 7 : si32, ui32_attr = 6 : ui32}> : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `attr` in property conversion: i32}}
"test.type_array_attr"() <{attr = i32}> : () -> ()

// -----

// expected-error @+1 {{'test.any_attr_of_i32_str' op attribute 'attr' failed to satisfy constraint: 32-bit signless integer attribute or string attribute}}
"test.any_attr_of_i32_str"() <{attr = [1]}> : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `i32attr` in property conversion: "a"}}
"test.positive_int_attr"() <{i32attr = "a", i64attr = 1}> : () -> ()

// -----

// expected-error @+1 {{Invalid attribute `emptyattr` in property conversion: array<i32>}}
"test.confined_dense_array_attr"() <{emptyattr = array<i32>, i32attr = array<i32: 1>, i64attr = array<i64: 1>}> : () -> ()
