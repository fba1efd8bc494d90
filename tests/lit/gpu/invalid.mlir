// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

func.func @sizes(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%i) : memref<4xf32>
  return
}

// -----

func.func @symbols(%i: index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc () [%i] : memref<4xf32>
  return
}

// -----

func.func @unknown() {
  // expected-error @+1 {{custom op 'gpu.no_such_op' is unknown}}
  gpu.no_such_op
}

// -----

// expected-error @+2 {{expected ::mlir::gpu::MappingId to be one of: x, y, z, linear_dim_0, linear_dim_1, linear_dim_2, linear_dim_3, linear_dim_4, linear_dim_5, linear_dim_6, linear_dim_7, linear_dim_8, linear_dim_9}}
// expected-error @+1 {{failed to parse GPUThreadMappingAttr parameter 'thread' which is to be a `::mlir::gpu::MappingId`}}
func.func @f() attributes {a = #gpu.thread<w>}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<0x1>, #gpu.mask<0x2>]}
  return
}

// -----

func.func @f(%n: index) {
  // Masks map no loop: two of them and no mapping of the loop.
  // expected-error @+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (%n) {
  } {mapping = [#gpu.mask<0x1>, #gpu.mask<2>]}
  return
}

// -----

func.func @f(%n: index) {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%n) {
  } {mapping = [1]}
  return
}

// -----

// expected-error @+2 {{failed to parse GPUMappingMaskAttr parameter 'mask' which is to be a `uint64_t`}}
// expected-error @+1 {{expected integer value}}
func.func private @g() attributes {m = #gpu.mask<x>}

// -----

// The dependencies are MLIR's `parseOperandList` in optional brackets.
func.func @f(%t: !gpu.async.token) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = gpu.alloc [dense<1> () : memref<4xf32>
  return
}

// -----

func.func @f(%t: !gpu.async.token) {
  // expected-error @+1 {{expected ']' in operand list}}
  %0 = gpu.alloc [%t %t] () : memref<4xf32>
  return
}
