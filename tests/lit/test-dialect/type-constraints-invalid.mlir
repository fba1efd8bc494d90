// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// The verdicts of type constraints on the ops of MLIR's `test` dialect that
// use them (`Complex<F64>`, `TupleOf`, `NestedTupleOf`, `MemRefRankOf`,
// `AnyStaticShapeMemRef`, `0D`...`4DTensorOf`, `TensorRankOf`,
// `SignlessIntegerLike`, `AnyI16`, `SI32`, `UI64`); both tools read this
// file. Chunks without an expected error must verify.

func.func @accepted(%t0: tensor<f32>, %t1: tensor<?xf32>, %t2: tensor<2x2xi16>, %t3: tensor<1x2x3xi16>,
                    %t4: tensor<1x?x3x4xi16>, %m: memref<2x3xi8>, %r: tensor<i8>, %i: i8,
                    %v: vector<[2]xi32>, %u: tensor<*xi1>) {
  %0:4 = "test.int_types"() : () -> (ui16, si32, ui64, i7)
  %1:4 = "test.int_types"() : () -> (si16, si32, ui64, si1)
  %2 = "test.complex_f64"() : () -> complex<f64>
  %3 = "test.complex_f64_tensor"() : () -> tensor<*xcomplex<f64>>
  %4 = "test.tuple_32_bit"() : () -> tuple<>
  %5 = "test.tuple_32_bit"() : () -> tuple<f32, i32, f32>
  %6 = "test.nested_tuple_32_bit"() : () -> tuple<i32, tuple<f32, tuple<>, tuple<i32>>>
  %7 = "test.rank_less_than_2_I8_F32_memref"() : () -> memref<i8>
  %8 = "test.rank_less_than_2_I8_F32_memref"() : () -> memref<?xf32, strided<[3]>>
  "test.takes_static_memref"(%m) : (memref<2x3xi8>) -> ()
  "test.nd_tensor_of"(%t0, %t1, %t2, %t3, %t4) : (tensor<f32>, tensor<?xf32>, tensor<2x2xi16>, tensor<1x2x3xi16>, tensor<1x?x3x4xi16>) -> ()
  "test.ranked_tensor_op"(%t4) : (tensor<1x?x3x4xi16>) -> ()
  "test.multi_tensor_rank_of"(%r) : (tensor<i8>) -> ()
  "test.multi_tensor_rank_of"(%t1) : (tensor<?xf32>) -> ()
  "test.signless_like_variadic"() : () -> ()
  "test.signless_like_variadic"(%i, %v, %u) : (i8, vector<[2]xi32>, tensor<*xi1>) -> ()
  return
}

// -----

// expected-error @+1 {{'test.int_types' op result #0 must be 16-bit integer, but got 'i8'}}
%0:4 = "test.int_types"() : () -> (i8, si32, ui64, i7)

// -----

// expected-error @+1 {{'test.int_types' op result #1 must be 32-bit signed integer, but got 'ui32'}}
%0:4 = "test.int_types"() : () -> (i16, ui32, ui64, i7)

// -----

// expected-error @+1 {{'test.int_types' op result #2 must be 64-bit unsigned integer, but got 'i64'}}
%0:4 = "test.int_types"() : () -> (i16, si32, i64, i7)

// -----

// expected-error @+1 {{'test.int_types' op result #3 must be integer, but got 'f16'}}
%0:4 = "test.int_types"() : () -> (i16, si32, ui64, f16)

// -----

// expected-error @+1 {{'test.complex_f64' op result #0 must be complex type with 64-bit float elements, but got 'complex<i64>'}}
%0 = "test.complex_f64"() : () -> complex<i64>

// -----

// expected-error @+1 {{'test.complex_f64' op result #0 must be complex type with 64-bit float elements, but got 'tuple<f64, f64>'}}
%0 = "test.complex_f64"() : () -> tuple<f64, f64>

// -----

// expected-error @+1 {{'test.complex_f64_tensor' op result #0 must be tensor of complex type with 64-bit float elements values, but got 'tensor<3xf64>'}}
%0 = "test.complex_f64_tensor"() : () -> tensor<3xf64>

// -----

// expected-error @+1 {{'test.tuple_32_bit' op result #0 must be tuple with any combination of 32-bit signless integer or 32-bit float values, but got 'tuple<f32, si32>'}}
%0 = "test.tuple_32_bit"() : () -> tuple<f32, si32>

// -----

// A nested tuple is no element of `TupleOf`.
// expected-error @+1 {{'test.tuple_32_bit' op result #0 must be tuple with any combination of 32-bit signless integer or 32-bit float values, but got 'tuple<tuple<i32>>'}}
%0 = "test.tuple_32_bit"() : () -> tuple<tuple<i32>>

// -----

// expected-error @+1 {{'test.tuple_32_bit' op result #0 must be tuple with any combination of 32-bit signless integer or 32-bit float values, but got 'i32'}}
%0 = "test.tuple_32_bit"() : () -> i32

// -----

// expected-error @+1 {{'test.nested_tuple_32_bit' op result #0 must be nested tuple with any combination of 32-bit signless integer or 32-bit float values, but got 'tuple<tuple<tuple<f64>>, i32>'}}
%0 = "test.nested_tuple_32_bit"() : () -> tuple<tuple<tuple<f64>>, i32>

// -----

// expected-error @+1 {{'test.rank_less_than_2_I8_F32_memref' op result #0 must be 0D/1D memref of 8-bit signless integer or 32-bit float values, but got 'memref<1x1xf32>'}}
%0 = "test.rank_less_than_2_I8_F32_memref"() : () -> memref<1x1xf32>

// -----

// expected-error @+1 {{'test.rank_less_than_2_I8_F32_memref' op result #0 must be 0D/1D memref of 8-bit signless integer or 32-bit float values, but got 'memref<*xi8>'}}
%0 = "test.rank_less_than_2_I8_F32_memref"() : () -> memref<*xi8>

// -----

// expected-error @+1 {{'test.rank_less_than_2_I8_F32_memref' op result #0 must be 0D/1D memref of 8-bit signless integer or 32-bit float values, but got 'tensor<i8>'}}
%0 = "test.rank_less_than_2_I8_F32_memref"() : () -> tensor<i8>

// -----

func.func @dynamic(%a: memref<?x3xi8>) {
  // expected-error @+1 {{'test.takes_static_memref' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x3xi8>'}}
  "test.takes_static_memref"(%a) : (memref<?x3xi8>) -> ()
  return
}

// -----

func.func @unranked(%a: memref<*xi8>) {
  // expected-error @+1 {{'test.takes_static_memref' op operand #0 must be statically shaped memref of any type values, but got 'memref<*xi8>'}}
  "test.takes_static_memref"(%a) : (memref<*xi8>) -> ()
  return
}

// -----

func.func @ranks(%t0: tensor<f32>, %t1: tensor<?xf32>, %t2: tensor<2x2xi16>, %t3: tensor<1x2x3xi16>, %t4: tensor<1x2x3x4xi16>) {
  // expected-error @+1 {{'test.nd_tensor_of' op operand #2 must be 2D tensor of 16-bit signless integer values, but got 'tensor<1x2x3xi16>'}}
  "test.nd_tensor_of"(%t0, %t1, %t3, %t3, %t4) : (tensor<f32>, tensor<?xf32>, tensor<1x2x3xi16>, tensor<1x2x3xi16>, tensor<1x2x3x4xi16>) -> ()
  return
}

// -----

func.func @unranked(%t0: tensor<f32>, %t1: tensor<*xf32>, %t2: tensor<2x2xi16>, %t3: tensor<1x2x3xi16>, %t4: tensor<1x2x3x4xi16>) {
  // expected-error @+1 {{'test.nd_tensor_of' op operand #1 must be 1D tensor of 32-bit float values, but got 'tensor<*xf32>'}}
  "test.nd_tensor_of"(%t0, %t1, %t2, %t3, %t4) : (tensor<f32>, tensor<*xf32>, tensor<2x2xi16>, tensor<1x2x3xi16>, tensor<1x2x3x4xi16>) -> ()
  return
}

// -----

func.func @elements(%t0: tensor<f32>, %t1: tensor<?xf32>, %t2: tensor<2x2xi16>, %t3: tensor<1x2x3xi16>, %t4: tensor<1x2x3x4xi32>) {
  // expected-error @+1 {{'test.nd_tensor_of' op operand #4 must be 4D tensor of 16-bit signless integer values, but got 'tensor<1x2x3x4xi32>'}}
  "test.nd_tensor_of"(%t0, %t1, %t2, %t3, %t4) : (tensor<f32>, tensor<?xf32>, tensor<2x2xi16>, tensor<1x2x3xi16>, tensor<1x2x3x4xi32>) -> ()
  return
}

// -----

func.func @unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{'test.ranked_tensor_op' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  "test.ranked_tensor_op"(%a) : (tensor<*xf32>) -> ()
  return
}

// -----

func.func @rank_two(%a: tensor<1x1xi32>) {
  // expected-error @+1 {{'test.multi_tensor_rank_of' op operand #0 must be 0D/1D tensor of 8-bit signless integer or 32-bit signless integer or 32-bit float values, but got 'tensor<1x1xi32>'}}
  "test.multi_tensor_rank_of"(%a) : (tensor<1x1xi32>) -> ()
  return
}

// -----

func.func @element(%a: tensor<4xf16>) {
  // expected-error @+1 {{'test.multi_tensor_rank_of' op operand #0 must be 0D/1D tensor of 8-bit signless integer or 32-bit signless integer or 32-bit float values, but got 'tensor<4xf16>'}}
  "test.multi_tensor_rank_of"(%a) : (tensor<4xf16>) -> ()
  return
}

// -----

func.func @index(%a: i8, %b: tensor<2xindex>) {
  // expected-error @+1 {{'test.signless_like_variadic' op operand #1 must be variadic of signless-integer, but got 'tensor<2xindex>'}}
  "test.signless_like_variadic"(%a, %b) : (i8, tensor<2xindex>) -> ()
  return
}

// -----

func.func @memref(%a: memref<2xi8>) {
  // expected-error @+1 {{'test.signless_like_variadic' op operand #0 must be variadic of signless-integer, but got 'memref<2xi8>'}}
  "test.signless_like_variadic"(%a) : (memref<2xi8>) -> ()
  return
}

// -----

func.func @signed(%a: vector<2xsi8>) {
  // expected-error @+1 {{'test.signless_like_variadic' op operand #0 must be variadic of signless-integer, but got 'vector<2xsi8>'}}
  "test.signless_like_variadic"(%a) : (vector<2xsi8>) -> ()
  return
}
