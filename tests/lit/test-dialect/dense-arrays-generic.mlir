// RUN: ods-opt %s -mlir-print-op-generic | FileCheck %s
// RUN: mlir-opt %s -mlir-print-op-generic | FileCheck %s

// The stripped form is read as MLIR reads it: an f32 through a double
// (a hexadecimal literal is a double's bits), an f64 in full.

// CHECK: f32attr = array<f32: 9.999940e-41, 1.000000e-01, 0x4B800000, 0.000000e+00>, f64attr = array<f64: -1.500000e+300, 0.30000000000000004, 1.000000e+00>
test.dense_array_attr i1attr = [] i8attr = [] i16attr = [] i32attr = [] i64attr = [] f32attr = [1.0e-40, 0.1, 16777217.0, 0x3f800000] f64attr = [-1.5e300, 0.30000000000000004, 0x3FF0000000000000] emptyattr = []
