// Every memref op in its custom form (the lit files under tests/lit/memref
// hold the same ops with mlir-opt 22's output as CHECK lines).
memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
memref.global @u : memref<3xf32> = uninitialized
memref.global @e : memref<2x2xf32> {alignment = 64 : i64}
func.func @ops(%i: index, %j: index, %v: f32, %u: memref<*xf32>, %b: memref<2048xi8>, %shape: memref<1xindex>) -> f32 {
  %a = memref.alloc(%i) : memref<4x?xf32>
  %al = memref.alloc() {alignment = 16 : i64} : memref<8xf32>
  %s = memref.alloc()[%i] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  %st = memref.alloca(%i) : memref<?xf32, 1>
  memref.store %v, %a[%i, %j] : memref<4x?xf32>
  memref.store %v, %a[%i, %j] {nontemporal = true} : memref<4x?xf32>
  %l = memref.load %a[%i, %j] : memref<4x?xf32>
  %l2 = memref.load %al[%i] {nontemporal = false, alignment = 8 : i64} : memref<8xf32>
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %cu = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %cr = memref.cast %u : memref<*xf32> to memref<?xf32>
  %cs = memref.cast %al : memref<8xf32> to memref<?xf32, strided<[?], offset: ?>>
  %d = memref.dim %a, %j : memref<4x?xf32>
  %du = memref.dim %u, %j : memref<*xf32>
  %r = memref.rank %u : memref<*xf32>
  memref.copy %a, %c : memref<4x?xf32> to memref<?x?xf32>
  %sv = memref.subview %a[1, %i][2, %j][1, 2] : memref<4x?xf32> to memref<2x?xf32, strided<[?, 2], offset: ?>>
  %sv2 = memref.subview %al[1][3][2] : memref<8xf32> to memref<3xf32, strided<[2], offset: 1>>
  %sv3 = memref.subview %a[0, 0][1, %j][1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
  %vw = memref.view %b[%i][%j] : memref<2048xi8> to memref<?x4xf32>
  memref.prefetch %a[%i, %j], read, locality<3>, data : memref<4x?xf32>
  memref.prefetch %al[%i], write, locality<0>, instr : memref<8xf32>
  %aa = memref.assume_alignment %al, 16 : memref<8xf32>
  %g = memref.get_global @c : memref<2xi32>
  %rs = memref.reshape %al(%shape) : (memref<8xf32>, memref<1xindex>) -> memref<?xf32>
  %sc = memref.alloca_scope -> (f32) {
    %x = memref.alloca() : memref<f32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %y = memref.alloca() : memref<f32>
  }
  memref.dealloc %a : memref<4x?xf32>
  memref.dealloc %u : memref<*xf32>
  return %l : f32
}

func.func @reshapes(%m: memref<?x32xf32>, %s: memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>>, %n: index, %u: memref<*xf32>, %t: memref<8x4xf32, strided<[4, 1], offset: 2>>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
  %c2 = memref.collapse_shape %s [[0, 1], [2]] : memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>> into memref<32x?xf32, strided<[?, 1], offset: ?>>
  %e2 = memref.expand_shape %t [[0, 1], [2]] output_shape [2, 4, 4] : memref<8x4xf32, strided<[4, 1], offset: 2>> into memref<2x4x4xf32, strided<[16, 4, 1], offset: 2>>
  %r = memref.reinterpret_cast %u to offset: [%n], sizes: [10, %n], strides: [%n, 1] : memref<*xf32> to memref<10x?xf32, strided<[?, 1], offset: ?>>
  %r2 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<?x32xf32> to memref<4xf32>
  %base, %offset, %sizes:3, %strides:3 = memref.extract_strided_metadata %s : memref<4x8x?xf32, strided<[?, ?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index, index, index
  %b0, %o0, %s0, %t0 = memref.extract_strided_metadata %r2 : memref<4xf32> -> memref<f32>, index, index, index
  %one = memref.alloc() : memref<1x1xf32>
  %c0 = memref.collapse_shape %one [] : memref<1x1xf32> into memref<f32>
  "test.use"(%e, %c, %c2, %e2, %r, %base, %offset, %sizes#0, %strides#1) : (memref<?x4x32xf32>, memref<?x32xf32>, memref<32x?xf32, strided<[?, 1], offset: ?>>, memref<2x4x4xf32, strided<[16, 4, 1], offset: 2>>, memref<10x?xf32, strided<[?, 1], offset: ?>>, memref<f32>, index, index, index) -> ()
  return
}

func.func @misc(%m: memref<?xf32>, %n: index, %s: memref<4xf32, 5>, %u: memref<*xf32, 5>, %t: memref<1xi32>, %i: index, %a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  %r2 = memref.realloc %a {alignment = 8 : i64} : memref<4xf32> to memref<8xf32>
  %c = memref.memory_space_cast %s : memref<4xf32, 5> to memref<4xf32>
  %cu = memref.memory_space_cast %u : memref<*xf32, 5> to memref<*xf32>
  %p = memref.extract_aligned_pointer_as_index %a : memref<4xf32> -> index
  %d:2 = memref.distinct_objects %a, %b : memref<4xf32>, memref<4xf32>
  memref.dma_wait %t[%i], %n : memref<1xi32>
  %x = memref.generic_atomic_rmw %a[%i] : memref<4xf32> {
  ^bb0(%cur: f32):
    %one = arith.constant 1.0 : f32
    %inc = arith.addf %cur, %one : f32
    memref.atomic_yield %inc : f32
  }
  "test.use"(%r, %r2, %c, %cu, %p, %d#0, %d#1) : (memref<?xf32>, memref<8xf32>, memref<4xf32>, memref<*xf32>, index, memref<4xf32>, memref<4xf32>) -> ()
  return %x : f32
}
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32>, %i: index, %n: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %n, %i : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32>
  memref.dma_wait %tag[%i], %n : memref<1xi32>
  return
}
func.func @armw(%m: memref<10xf32>, %mi: memref<10xi32>, %i: index, %v: f32, %w: i32) -> (f32, i32) {
  %x = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<10xf32>) -> f32
  %y = memref.atomic_rmw maxs %w, %mi[%i] {foo} : (i32, memref<10xi32>) -> i32
  %z = memref.atomic_rmw assign %v, %m[%i] : (f32, memref<10xf32>) -> f32
  return %x, %y : f32, i32
}
