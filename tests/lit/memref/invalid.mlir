// Verifier and parser messages of the memref ops; the same expectations
// hold for mlir-opt 22.
// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[32, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][2, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1], offset: 4>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[16, 1], offset: 5>>'}}
  %0 = memref.subview %m[0, 4][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 5>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 4][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: 4>>
// expected-error@+1 {{expected result type to be 'memref<1x4xf32, strided<[16, 1], offset: 4>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4xf32, strided<[2], offset: 4>>'}}
  %1 = memref.subview %m[0, 4][1, 4][1, 1] : memref<8x16xf32> to memref<4xf32, strided<[2], offset: 4>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, strided<[?, ?], offset: ?>>, %i: index) {
  %0 = memref.subview %m[%i, 4][4, 4][1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[?, ?], offset: ?>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[?, ?], offset: 3>>'}}
  %1 = memref.subview %m[%i, 4][4, 4][1, 1] : memref<8x16xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: 3>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
  %0 = memref.subview %m[0, 0][4, 4][1, -1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, -1]>>
// expected-error@+1 {{expected sizes to be non-negative, but got -4}}
  %1 = memref.subview %m[0, 0][4, -4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>>) {
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>> to memref<4x4xf32, strided<[1, 8]>>
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[1, 8], offset: 9>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32, strided<[1, 8]>>'}}
  %1 = memref.subview %m[1, 1][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 + d1 * 8)>> to memref<4x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>>) {
// expected-error@+1 {{base type 'memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>>' is not strided}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32, affine_map<(d0, d1) -> (d0 mod 8 + d1)>> to memref<4x4xf32, strided<[1, 8]>>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %u: memref<*xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4x?xf32>' and result type 'memref<4x?xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x?xf32> to memref<4x?xi32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %u: memref<*xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @f(%m: memref<4x?xf32>, %u: memref<*xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<4x?xf32>' and result type 'memref<4x?xf32, 1>' are cast incompatible}}
  %0 = memref.cast %m : memref<4x?xf32> to memref<4x?xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32, strided<[2]>>) {
  %0 = memref.cast %m : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[?], offset: ?>>
// expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32, strided<[2]>>' and result type 'memref<4xf32, strided<[3]>>' are cast incompatible}}
  %1 = memref.cast %m : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[3]>>
  return
}

// -----

func.func @f(%m: memref<f32>, %i: index) {
// expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = memref.dim %m, %i : memref<f32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<4xi32>) {
// expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: memref<5xf32>) {
// expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<4xf32>'}}
  %0 = memref.reshape %m(%m) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %s: memref<?xindex>) {
// expected-error@+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<?xindex>) -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %s: memref<2xindex>) {
// expected-error@+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %s: memref<2xindex>) {
// expected-error@+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<2xindex>) -> memref<2x2xi32>
  return
}

// -----

memref.global @g : memref<2xf32> = dense<1.0>
func.func @f() {
// expected-error@+1 {{'memref.get_global' op 'h' does not reference a valid global memref}}
  %0 = memref.get_global @h : memref<2xf32>
  return
}

// -----

// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 3 : i32}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

func.func @f(%m: memref<4xf32>) {
  memref.alloca_scope {
    %0 = memref.alloca() : memref<4xf32>
  }
// expected-error@+1 {{'memref.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %1 = "memref.alloca"() <{alignment = 3, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'memref.prefetch' cache type has to be 'data' or 'instr'}}
  memref.prefetch %m[%i], read, locality<1>, cache : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4xf32>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected result type to be 'memref<4x4xf32, strided<[16, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x5xf32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x5xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4xf32, strided<[16, 1, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4x4xf32, strided<[16, 1, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4xi32, strided<[16, 1]>>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xi32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16xf32>' and subview memref type 'memref<4x4xf32, strided<[16, 1]>, 3>'}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>, 3>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[9, 0][4, 4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: 144>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][4][1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1]>>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>) {
// expected-error@+1 {{'memref.cast' op operand type 'memref<8x16xf32>' and result type 'memref<8x17xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<8x16xf32> to memref<8x17xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>) {
  %c0 = arith.constant 0 : index
// expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%c0][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index) {
// expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<?xf32>
  return
}

// -----

func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  %0 = memref.alloc(%i) : memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[], read, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
// expected-error@+1 {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  memref.prefetch %m[%i], rd, locality<1>, data : memref<4xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @g : memref<?xf32>

// -----

memref.global @g : memref<2xf32>
func.func @f() {
// expected-error@+1 {{'memref.get_global' op result type 'memref<3xf32>' does not match type 'memref<2xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xf32>
  %1 = memref.get_global @h : memref<3xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<4xf32>'}}
  %0 = memref.reshape %m(%m) : (memref<4xf32>, memref<4xf32>) -> memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8, strided<[2]>>, %i: index) {
// expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, strided<[2]>> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
// expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @f(%m: memref<2048xi8>, %i: index) {
// expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8>' and view memref type 'memref<4xf32, 2>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, 2>
  return
}

// -----

func.func @f(%m: memref<2048xi8, strided<[1]>>, %i: index) {
// expected-error@+1 {{unsupported map for result memref type 'memref<f32, strided<[]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, strided<[1]>> to memref<f32, strided<[]>>
  return
}

// -----

func.func @f(%i: index) {
// expected-error@+1 {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  %0 = memref.alloc()[%i] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %1 = memref.alloc() : memref<4xf32, strided<[1]>>
// expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %2 = memref.alloc() : memref<4x?xf32, strided<[1, 1]>>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op reassociation index 2 is out of bounds}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x32xf32>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %e = memref.expand_shape %m [[0, 1]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %e = memref.expand_shape %m [[0, 2], [1]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op reassociation index 3 is out of bounds}}
  %e = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<?x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op collapsed dim (0) must be dynamic if and only if reassociation group is dynamic}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<2x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<8x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op collapsed dim size (8) must equal reassociation group size (6)}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 3, 32] : memref<8x32xf32> into memref<2x3x32xf32>
  return
}

// -----

func.func @f(%m: memref<8x32xf32, strided<[64, 1]>>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x4x32xf32, strided<[256, 64, 1]>>' but found 'memref<2x4x32xf32>'}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 32] : memref<8x32xf32, strided<[64, 1]>> into memref<2x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<8x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (3) but found 4 inputs instead}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 4, 32, 1] : memref<8x32xf32> into memref<2x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<8x32xf32>, %n: index) {
// expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [2, 5, 32] : memref<8x32xf32> into memref<2x4x32xf32>
  return
}

// -----

func.func @f(%m: memref<2x4x32xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<8x32xf32>' but found 'memref<8x32xf32, strided<[32, 1]>>'}}
  %e = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x32xf32> into memref<8x32xf32, strided<[32, 1]>>
  return
}

// -----

func.func @f(%m: memref<2x4x32xf32, strided<[256, 32, 1]>>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %e = memref.collapse_shape %m [[0, 1], [2]] : memref<2x4x32xf32, strided<[256, 32, 1]>> into memref<8x32xf32, strided<[32, 1]>>
  return
}

// -----

func.func @f(%m: memref<2x4xf32>) {
// expected-error@+1 {{'memref.collapse_shape' op invalid number of reassociation groups: found 1, expected 2}}
  %e = memref.collapse_shape %m [[0, 1]] : memref<2x4xf32> into memref<8x1xf32>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{different element types specified for source type 'memref<*xf32>' and result memref type 'memref<10x?xi32, strided<[?, 1]>>'}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xi32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{expected result type with size = 10 instead of 11 in dim = 0}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<11x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{expected result type with offset = 0 instead of 3}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: 3>>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{expected result type with stride = 1 instead of 2 in dim = 1}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 2]>>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{different memory spaces specified for source type 'memref<*xf32>' and result memref type 'memref<10x?xf32, strided<[?, 1]>, 1>'}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1]>, 1>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{expected 1 offset values, got 2}}
  %r = memref.reinterpret_cast %u to offset: [0, 0], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %r = memref.reinterpret_cast %u to offset: [0], sizes: [10], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @f(%u: memref<*xf32>, %n: index) {
// expected-error@+1 {{expected result type with size = dynamic instead of 10 in dim = 0}}
  %r = memref.reinterpret_cast %u to offset: [%n], sizes: [%n], strides: [1] : memref<*xf32> to memref<10xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>) {
// expected-error@+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 mod 2)>>'}}
  %b, %o, %s, %t = memref.extract_strided_metadata %m : memref<4xf32, affine_map<(d0) -> (d0 mod 2)>> -> memref<f32>, index, index, index
  return
}

// -----

func.func @f(%m: memref<?xf32>) {
// expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %r = memref.realloc %m : memref<?xf32> to memref<?xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>, %n: index) {
// expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %r = memref.realloc %m(%n) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %r = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @f(%m: memref<4xf32>) {
// expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %r = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @f(%m: memref<4xf32, strided<[2]>>) {
// expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %r = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @f(%s: memref<4xf32, 5>) {
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32, 5>' and result type 'memref<5xf32>' are cast incompatible}}
  %c = memref.memory_space_cast %s : memref<4xf32, 5> to memref<5xf32>
  return
}

// -----

func.func @f(%s: memref<4xf32, 5>) {
// expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32, 5>' and result type 'memref<*xf32>' are cast incompatible}}
  %c = memref.memory_space_cast %s : memref<4xf32, 5> to memref<*xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
// expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}

// -----

func.func @f(%t: memref<1xi32>, %n: index) {
// expected-error@+1 {{'memref.dma_wait' op expected tagIndices to have the same number of elements as the tagMemRef rank, expected 1, but got 0}}
  memref.dma_wait %t[], %n : memref<1xi32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
// expected-error@+1 {{body of 'memref.generic_atomic_rmw' should contain only operations with no side effects}}
    memref.store %cur, %a[%i] : memref<4xf32>
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32, %y: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  }
  return
}

// -----

func.func @f(%a: memref<4xf32>, %i: index) {
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %z = arith.constant 1 : i32
// expected-error@+1 {{'memref.atomic_yield' op types mismatch between yield op: 'i32' and its parent: 'f32'}}
    memref.atomic_yield %z : i32
  }
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (1 vs 2) so the rank of the result type is well-formed.}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{'memref.expand_shape' op reassociation indices must be contiguous}}
  %0 = "memref.expand_shape"(%m) <{reassociation = [[-1, 0], [1]], static_output_shape = array<i64: 2, 4, 16>}> : (memref<8x16xf32>) -> memref<2x4x16xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{'memref.collapse_shape' op reassociation indices must be contiguous}}
  %0 = "memref.collapse_shape"(%m) <{reassociation = [[0, 5]]}> : (memref<8x16xf32>) -> memref<128xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{expected 1 offset values, got 0}}
  %0 = "memref.reinterpret_cast"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64>, static_sizes = array<i64>, static_strides = array<i64>}> : (memref<8x16xf32>) -> memref<f32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{operation defines 2 results but was provided 1 to bind}}
  %0 = "memref.extract_strided_metadata"(%m) : (memref<8x16xf32>) -> (memref<f32>, index)
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{'memref.generic_atomic_rmw' op expected single number of entry block arguments}}
  %0 = "memref.generic_atomic_rmw"(%m, %i, %i) ({}) : (memref<8x16xf32>, index, index) -> f32
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{'memref.prefetch' op too few indices}}
  "memref.prefetch"(%m) <{isWrite = true, isDataCache = true, localityHint = 1 : i32}> : (memref<8x16xf32>) -> ()
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{cannot name an operation with no results}}
  %0 = "memref.alloca_scope"() ({ }) : () -> ()
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[-16, 1], offset: -16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x4xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[9223372036854775807, 0][2, 4][9223372036854775807, 1] : memref<8x16xf32> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @f(%m: memref<?x16xf32>, %i: index) {
// expected-error@+1 {{expected result type to be 'memref<2x4xf32, strided<[-16, 1], offset: -16>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x4xf32, strided<[?, 1], offset: ?>>'}}
  %0 = memref.subview %m[9223372036854775807, 0][2, 4][9223372036854775807, 1] : memref<?x16xf32> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  %c = arith.constant 9223372036854775807 : index
  %1 = memref.subview %m[%c, 0][%c, 4][%c, 1] : memref<?x16xf32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  "test.use"(%0, %1) : (memref<2x4xf32, strided<[?, 1], offset: ?>>, memref<?x4xf32, strided<[?, 1], offset: ?>>) -> ()
  return
}

// -----

memref.global @g : memref<2xf32> = dense<[1.0, 2.0]>
func.func @f() {
// expected-error@+1 {{'memref.get_global' op 'f' does not reference a valid global memref}}
  %0 = memref.get_global @f : memref<2xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<8x16xf32>, %i: index) {
// expected-error@+1 {{expected the number of 'strides' to match the number of dynamic entries in 'static_strides' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 1, 1>}> : (memref<8x16xf32>, index) -> memref<4x4xf32>
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
// expected-error@+1 {{custom op 'memref.dma_start' expected two stride related operands}}
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
// expected-error@+1 {{custom op 'memref.dma_start' fewer/more types expected}}
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
// expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  memref.dma_start %src[%i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
// expected-error@+1 {{'memref.dma_start' op expected at least 6 operands}}
  "memref.dma_start"(%src, %i, %i, %dst) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>) -> ()
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
// expected-error@+1 {{'memref.dma_start' op expected source to be of memref type}}
  "memref.dma_start"(%i, %i, %i, %dst) : (index, index, index, memref<2x1024xf32, 1>) -> ()
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%src, %i, %i, %dst, %i, %i, %n, %tag, %i, %f, %n) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, f32, index) -> ()
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%src, %i, %i, %dst, %i, %i, %n, %tag, %i, %n) : (memref<40x128xf32>, index, index, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index, index) -> ()
  return
}

// -----

func.func @f(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index, %f: f32) {
// expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%src, %i, %f, %dst, %i, %i, %n, %tag, %i) : (memref<40x128xf32>, index, f32, memref<2x1024xf32, 1>, index, index, index, memref<1xi32>, index) -> ()
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.atomic_rmw' op with kind 'addi' expects an integer type}}
  %x = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<10xi32>, %i: index, %v: i32) {
// expected-error@+1 {{'memref.atomic_rmw' op with kind 'mulf' expects a floating-point type}}
  %x = memref.atomic_rmw mulf %v, %m[%i] : (i32, memref<10xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index, %v: f32) {
// expected-error@+1 {{'memref.atomic_rmw' op expects the number of subscripts to be equal to memref rank}}
  %x = memref.atomic_rmw addf %v, %m[%i, %i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index, %v: f32) {
// expected-error@+1 {{custom op 'memref.atomic_rmw' expected string or keyword containing one of the following enum values for attribute 'kind' [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori]}}
  %x = memref.atomic_rmw addg %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return
}

// -----

func.func @f(%m: memref<10xf32>, %i: index, %v: f64) {
// expected-error@+1 {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  %x = memref.atomic_rmw addf %v, %m[%i] : (f64, memref<10xf32>) -> f64
  return
}

// -----

// The global is looked up with the module's symbols, after every op in the
// module is verified (MLIR's verifySymbolUses): the missing terminator is
// the error.
memref.global @g : memref<2xf32> = dense<1.0>
func.func @f() {
  // expected-error @+1 {{block with no terminator}}
  %0 = memref.get_global @h : memref<2xf32>
}
