// Ops of MLIR's TestOps.td that the test dialect defines with the same
// names and constraints.

"test.confined_dense_array_attr"() {emptyattr = array<i16>, i32attr = array<i32: 1, 2>, i64attr = array<i64: 1, 3>} : () -> ()
"test.confined_dense_array_attr"() {emptyattr = array<i16: -3, 1, 7>, i32attr = array<i32: 2, 2, 5>, i64attr = array<i64: -9223372036854775808, 3>} : () -> ()
"test.any_attr_of_i32_str"() {attr = 3 : i32} : () -> ()
"test.any_attr_of_i32_str"() {attr = "string_data"} : () -> ()
"test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = 10 : i64} : () -> ()
"test.positive_int_attr"() {i32attr = 5 : i32, i64attr = 9223372036854775807 : i64} : () -> ()
"test.type_array_attr"() {attr = [i32, f32, tensor<2xindex>]} : () -> ()
"test.type_array_attr"() {attr = []} : () -> ()
test.string_attr_with_type "string_data" : i64
test.string_attr_with_type "\00x" : ui8 {extra = 1 : i32}
test.string_attr_with_mixed_type "s" : si16
test.string_attr_with_mixed_type 7
%e0 = "test.i32_enum_attr"() {attr = 10 : i32} : () -> i32
%e1 = "test.i32_enum_attr"() {attr = 4294967295 : i32} : () -> i32
%e2 = "test.i32_enum_attr"() {attr = 2147483648 : i32} : () -> i32
%e3 = "test.i64_enum_attr"() {attr = 4294967296 : i64} : () -> i32
"test.int_attrs"() {any_i32_attr = 5 : ui32, index_attr = 8 : index, si32_attr = -7 : si32, ui32_attr = 4294967295 : ui32} : () -> ()
"test.int_attrs"() {any_i32_attr = -5 : i32, index_attr = -1 : index, si32_attr = 2147483647 : si32, ui32_attr = 0 : ui32} : () -> ()
"test.float_attrs"() {float_attr = 2.5 : bf16} : () -> ()
"test.float_elements_attr"() {scalar_f32_attr = dense<[1.0, 2.5]> : tensor<2xf32>, tensor_f64_attr = dense<3.0> : tensor<4x8xf64>} : () -> ()
"test.int_elements_attr"() {any_i32_attr = dense<[1, 2]> : tensor<2xui32>, i32_attr = dense<-1> : vector<3x2xi32>} : () -> ()
"test.ranked_int_elements_attr"() {vector_i32_attr = dense<[1, 2]> : tensor<2xi32>, matrix_i64_attr = dense<7> : tensor<4x8xi64>} : () -> ()
"test.string_elements_attr"() {scalar_string_attr = dense<["a", "bc"]> : tensor<2x!test.smpla>} : () -> ()
"test.confined_strictly_positive_attr"() {emptyattr = array<i16>, f32attr = array<f32: 1.0e-30, 2.0>, f64attr = array<f64: 5.0e+300>, i16attr = array<i16: 32767>, i32attr = array<i32: 1>, i64attr = array<i64: 9223372036854775807>, i8attr = array<i8: 127, 1>} : () -> ()
"test.confined_non_negative_attr"() {emptyattr = array<i16>, f32attr = array<f32: 0.0, -0.0>, f64attr = array<f64: 0.0>, i16attr = array<i16: 0>, i32attr = array<i32: 0, 5>, i64attr = array<i64: 0>, i8attr = array<i8: 0>} : () -> ()
test.dense_array_attr i1attr = [true, false, 1, 0] i8attr = [-128, 127, true] i16attr = [-32768, 32767] i32attr = [-2147483648, 2147483647] i64attr = [-9223372036854775808, 0x7fffffffffffffff] f32attr = [1.5, -0.0, 0.1, 16777217.0, 1.0e-40, 0x3f800000] f64attr = [0.30000000000000004, -1.0e38, 1.0e-40, 0x3FF0000000000000] emptyattr = []
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [] f64attr = [] emptyattr = [1] {i2attr = array<i1: true>}
"test.dense_array_attr"() <{emptyattr = array<i32>, f32attr = array<f32: 2.5, 0x7F7FFFFF>, f64attr = array<f64: 1.0e-300, 0.1>, i16attr = array<i16>, i1attr = array<i1: true>, i32attr = array<i32: 4, 5>, i64attr = array<i64: 6>, i8attr = array<i8: 1, -2>}> : () -> ()
