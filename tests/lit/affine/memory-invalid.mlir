// Parser and verifier messages of affine.load, affine.store,
// affine.vector_load and affine.vector_store; the same expectations hold
// for mlir-opt 22.
// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %m[%i, %i] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index, index) -> f32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op result type must match element type of memref}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> i32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index, %f: i32) {
  // expected-error @+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%f, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<10xf32>, index) -> ()
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @a(%m: memref<10xf32>, %i: index, %f: i32) {
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: 'f32' vs 'i32'}}
  affine.store %f, %m[%i] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<10xf32>, vector<4xi32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index, %v: vector<4xi32>) {
  // expected-error @+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  "affine.vector_store"(%v, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (vector<4xi32>, memref<10xf32>, index) -> ()
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = affine.vector_load %m[%i] : memref<10xf32>, f32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %0 = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> vector<f32>
  return
}
// -----
func.func @a(%m: tensor<10xf32>, %i: index) {
  // expected-error @+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<10xf32>'}}
  %0 = affine.load %m[%i] : tensor<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%i * %i] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{expected ssa identifier}}
  %0 = affine.load %m[symbol(3)] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %m[symbol(%i] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{use of undeclared identifier}}
  %0 = affine.load %m[d0] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{expected '[' in affine map}}
  %0 = affine.load %m(%i) : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{expected ']' in affine map}}
  %0 = affine.load %m[%i : memref<10xf32>
  return
}
// -----
// expected-note @+1 {{prior use here}}
func.func @a(%m: memref<10xf32>, %i: i32) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = affine.load %m[%i] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %n: index) {
  scf.for %i = %n to %n step %n {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %0 = affine.load %m[%i] : memref<10xf32>
  }
  return
}
// -----
func.func @a(%m: memref<10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    // expected-error @+1 {{'affine.load' op operand cannot be used as a symbol}}
    %0 = affine.load %m[symbol(%i)] : memref<10xf32>
  }
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
  %0 = affine.load %m[%i mod symbol(%i)] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{reference to invalid result number}}
  %0 = affine.load %m[%i#1] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{use of undeclared SSA value name}}
  %0 = affine.load %m[%j] : memref<10xf32>
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op requires attribute 'map'}}
  %0 = "affine.load"(%m, %i) : (memref<10xf32>, index) -> f32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index) {
  // expected-error @+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %0 = "affine.load"(%m, %i) <{map = affine_map<(d0)[s0] -> (d0)>}> : (memref<10xf32>, index) -> f32
  return
}
// -----
func.func @a(%m: memref<10xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{expected ','}}
  affine.store %f %m[%i] : memref<10xf32>
  return
}

