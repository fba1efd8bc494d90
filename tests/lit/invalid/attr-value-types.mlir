// RUN: ods-opt %s -split-input-file -verify-diagnostics

// An attribute whose ODS constraint has a value type is read with it in an
// op's format (mlir-tblgen's `parseCustomAttributeWithFallback(attr,
// type)`): `none` for arrays, dictionaries, strings, symbols, types and
// units, `i1` for a `BoolAttr`; a literal that cannot have that type is
// refused where it starts.

func.func @f(%m: memref<?x32xf32>, %n: index) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %e = memref.expand_shape %m 5 output_shape [%n, 4, 32] : memref<?x32xf32> into memref<2x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %e = memref.expand_shape %m 1.5 output_shape [%n, 4, 32] : memref<?x32xf32> into memref<2x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
  // expected-error @+1 {{elements literal must be a shaped type}}
  %e = memref.expand_shape %m dense<1> output_shape [%n, 4, 32] : memref<?x32xf32> into memref<2x4x32xf32>
  return
}

// -----

func.func @f() -> !shape.witness {
  // The given type stands for the literal's: `: tensor<i1>` is not read.
  // expected-error @+1 {{elements literal must be a shaped type}}
  %w = shape.const_witness dense<1> : tensor<i1>
  return %w : !shape.witness
}

// -----

func.func @f() -> !shape.witness {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %w = shape.const_witness 2
  return %w : !shape.witness
}

// -----

func.func @f() -> !shape.witness {
  // expected-error @+1 {{`dense_resource` expected a shaped type}}
  %w = shape.const_witness dense_resource<blob>
  return %w : !shape.witness
}
