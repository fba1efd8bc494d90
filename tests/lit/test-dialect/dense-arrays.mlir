// RUN: ods-opt %s | ods-opt | FileCheck %s
// RUN: ods-opt %s -mlir-print-op-generic | ods-opt | FileCheck %s
// RUN: mlir-opt %s | FileCheck %s

// Dense arrays of every element type in an assembly format: the stripped
// form `[...]` of MLIR's DenseArrayAttrImpl, with its element syntax
// (`true`/`false` and 0/1 for i1; floats as C's `%e`, an f64 through a
// float as MLIR 22 prints it).

// CHECK: test.dense_array_attr i1attr = [true, false, true] i8attr = [-128, 127, -1, 0] i16attr = [-32768, 32767] i32attr = [-2147483648] i64attr = [-9223372036854775808, 9223372036854775807] f32attr = [1.500000e+00, -0.000000e+00, 1.000000e-01] f64attr = [3.000000e-01, 1.000000e+38, 9.999946e-41] emptyattr = []
test.dense_array_attr i1attr = [true, 0, 1] i8attr = [-128, 127, true, false] i16attr = [-32768, 32767] i32attr = [-2147483648] i64attr = [-9223372036854775808, 0x7fffffffffffffff] f32attr = [1.5, -0.0, 0.1] f64attr = [0.30000000000000004, 1.0e38, 1.0e-40] emptyattr = []

// Values beyond a float's precision keep their bits: the generic form
// shows them.
// CHECK: test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [1.677722e+07] f64attr = [1.234568e+08] emptyattr = [1, 2] {extra}
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [16777217.0] f64attr = [123456789.125] emptyattr = [1, 2] {extra}
