// memref folds and canonicalization patterns: casts folded into users,
// constant sizes into types, dead allocations, dims, subviews, views,
// reshapes, reinterpret casts, alloca_scope inlining and hoisting.
func.func @alloc_const(%n: index) -> (memref<?x?xf32>, memref<?xf32>) {
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c4, %n) : memref<?x?xf32>
  %b = memref.alloca(%c4) {alignment = 32 : i64} : memref<?xf32>
  return %a, %b : memref<?x?xf32>, memref<?xf32>
}

func.func @dead_alloc(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  %b = memref.alloca() : memref<4xf32>
  return
}

func.func @cast_folds(%m: memref<4xf32>, %u: memref<*xf32>, %i: index, %v: f32) -> (f32, memref<?xf32>, memref<4xf32>, index, index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %l = memref.load %c[%i] : memref<?xf32>
  memref.store %v, %c[%i] : memref<?xf32>
  %cc = memref.cast %c : memref<?xf32> to memref<4xf32>
  %cu = memref.cast %u : memref<*xf32> to memref<?xf32>
  %cu2 = memref.cast %cu : memref<?xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %c, %i : memref<?xf32>
  %d2 = memref.dim %cu, %c0 : memref<?xf32>
  memref.prefetch %c[%i], read, locality<1>, data : memref<?xf32>
  memref.dealloc %c : memref<?xf32>
  %id = memref.cast %m : memref<4xf32> to memref<4xf32>
  memref.store %v, %id[%i] : memref<4xf32>
  return %l, %cu, %cu2, %d, %d2 : f32, memref<?xf32>, memref<4xf32>, index, index
}

func.func @dims(%n: index, %b: memref<2048xi8>, %s: memref<2xi32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.alloc(%n) : memref<4x?xf32>
  %d0 = memref.dim %a, %c0 : memref<4x?xf32>
  %d1 = memref.dim %a, %c1 : memref<4x?xf32>
  %v = memref.view %b[%c0][%n] : memref<2048xi8> to memref<?xf32>
  %d2 = memref.dim %v, %c0 : memref<?xf32>
  %sv = memref.subview %a[0, 0][1, %n][1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
  %d3 = memref.dim %sv, %c0 : memref<?xf32, strided<[1]>>
  %r = memref.reshape %a(%s) : (memref<4x?xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d4 = memref.dim %r, %c1 : memref<?x?xf32>
  %c5 = arith.constant 5 : index
  %d5 = memref.dim %a, %c5 : memref<4x?xf32>
  "test.use"(%a, %r) : (memref<4x?xf32>, memref<?x?xf32>) -> ()
  return %d0, %d1, %d2, %d3, %d4, %d5 : index, index, index, index, index, index
}

func.func @copies(%m: memref<4xf32>, %e: memref<0xf32>, %n: memref<?xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %n : memref<0xf32> to memref<?xf32>
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %n : memref<?xf32> to memref<?xf32>
  return
}

func.func @views(%n: index) -> (memref<?x?xf32>, memref<?x4xf32>, memref<2048xi8>) {
  %a = memref.alloc() : memref<2048xi8>
  %c15 = arith.constant 15 : index
  %c7 = arith.constant 7 : index
  %v = memref.view %a[%c15][%c7, %n] : memref<2048xi8> to memref<?x?xf32>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %w = memref.view %c[%c15][%n] : memref<?xi8> to memref<?x4xf32>
  %c0 = arith.constant 0 : index
  %x = memref.view %a[%c0][] : memref<2048xi8> to memref<2048xi8>
  return %v, %w, %x : memref<?x?xf32>, memref<?x4xf32>, memref<2048xi8>
}

func.func @subviews(%m: memref<8x16xf32>, %i: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<8x16xf32>, memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s0 = memref.subview %c[%i, %i][%i, %i][%i, %i] : memref<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %s1 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
  %s2 = memref.subview %m[%c0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1], offset: ?>>
  %cs2 = memref.cast %s2 : memref<8x16xf32, strided<[16, 1], offset: ?>> to memref<8x16xf32, strided<[16, 1]>>
  %s3 = memref.subview %m[0, 0][8, 16][1, 1] : memref<8x16xf32> to memref<8x16xf32>
  %s4 = memref.subview %m[%i, %c2][%i, %c4][1, 1] : memref<8x16xf32> to memref<?x?xf32, strided<[16, 1], offset: ?>>
  %cs4 = memref.cast %s4 : memref<?x?xf32, strided<[16, 1], offset: ?>> to memref<?x4xf32, strided<[16, 1], offset: ?>>
  %s5 = memref.subview %m[%i, %c2][1, %c4][1, 1] : memref<8x16xf32> to memref<?xf32, strided<[1], offset: ?>>
  %cs5 = memref.cast %s5 : memref<?xf32, strided<[1], offset: ?>> to memref<4xf32, strided<[1], offset: ?>>
  return %s0, %s1, %s3, %cs4, %cs5 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<8x16xf32>, memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>
}

func.func @misc(%m: memref<4xf32>, %u: memref<*xf32>) -> (memref<4xf32>, index, index, f32) {
  %a = memref.assume_alignment %m, 16 : memref<4xf32>
  %b = memref.assume_alignment %a, 16 : memref<4xf32>
  %c = memref.assume_alignment %b, 32 : memref<4xf32>
  %r = memref.rank %m : memref<4xf32>
  %ru = memref.rank %u : memref<*xf32>
  %s = memref.alloca_scope -> (f32) {
    %x = arith.constant 1.0 : f32
    memref.alloca_scope.return %x : f32
  }
  return %c, %r, %ru, %s : memref<4xf32>, index, index, f32
}

func.func @scopes(%i: index, %j: index, %v: f32) {
  %c1 = arith.constant 1 : index
  scf.for %k = %i to %j step %c1 {
    memref.alloca_scope {
      %x = memref.alloca() : memref<4xf32>
      "test.use"(%x) : (memref<4xf32>) -> ()
    }
  }
  %c = arith.cmpi slt, %i, %j : index
  scf.if %c {
    memref.alloca_scope {
      %z = memref.alloca(%i) : memref<?xf32>
      %w = memref.alloca(%j) : memref<?xf32>
      "test.use"(%z, %w) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  %c2 = arith.cmpi sgt, %i, %j : index
  scf.if %c2 {
    memref.alloca_scope {
      %z = memref.alloca(%i) : memref<?xf32>
      "test.use"(%z) : (memref<?xf32>) -> ()
    }
    "test.after"() : () -> ()
  }
  memref.alloca_scope {
    %y = memref.alloca() : memref<4xf32>
    "test.use"(%y) : (memref<4xf32>) -> ()
  }
  return
}

func.func @hoist(%i: index, %j: index, %c: i1) {
  scf.if %c {
    memref.alloca_scope {
      %z = memref.alloca(%i) : memref<?xf32>
      %k = arith.addi %i, %j : index
      %w = memref.alloca(%k) : memref<?xf32>
      "test.use"(%z, %w) : (memref<?xf32>, memref<?xf32>) -> ()
    }
  }
  return
}

func.func @reshape_folds(%m: memref<?x32xf32>, %n: index, %s: memref<8x4xf32>) -> (memref<?x32xf32>, memref<8x32xf32>, memref<32xf32>, memref<8x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32>) {
  %e = memref.expand_shape %m [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %c = memref.collapse_shape %e [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
  %a = memref.alloc() : memref<8x32xf32>
  %ca = memref.cast %a : memref<8x32xf32> to memref<?x32xf32>
  %e2 = memref.expand_shape %ca [[0, 1], [2]] output_shape [%n, 4, 32] : memref<?x32xf32> into memref<?x4x32xf32>
  %c2 = memref.collapse_shape %e2 [[0, 1], [2]] : memref<?x4x32xf32> into memref<?x32xf32>
  %cc2 = memref.cast %c2 : memref<?x32xf32> to memref<8x32xf32>
  %cs = memref.cast %s : memref<8x4xf32> to memref<?x4xf32>
  %c3 = memref.collapse_shape %cs [[0, 1]] : memref<?x4xf32> into memref<?xf32>
  %cc3 = memref.cast %c3 : memref<?xf32> to memref<32xf32>
  %r = memref.reinterpret_cast %s to offset: [0], sizes: [8, 4], strides: [4, 1] : memref<8x4xf32> to memref<8x4xf32>
  %sv = memref.subview %s[0, 0][1, 4][1, 1] : memref<8x4xf32> to memref<4xf32, strided<[1]>>
  %r2 = memref.reinterpret_cast %sv to offset: [%n], sizes: [4], strides: [1] : memref<4xf32, strided<[1]>> to memref<4xf32, strided<[1], offset: ?>>
  %cr = memref.cast %s : memref<8x4xf32> to memref<*xf32>
  %r3 = memref.reinterpret_cast %cr to offset: [0], sizes: [4], strides: [1] : memref<*xf32> to memref<4xf32>
  return %c, %cc2, %cc3, %r, %r2, %r3 : memref<?x32xf32>, memref<8x32xf32>, memref<32xf32>, memref<8x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32>
}

func.func @more_folds(%s: memref<4xf32, 5>, %t: memref<1xi32>, %i: index, %n: index) -> (memref<4xf32, 3>, memref<4xf32, 5>) {
  %c = memref.memory_space_cast %s : memref<4xf32, 5> to memref<4xf32>
  %c2 = memref.memory_space_cast %c : memref<4xf32> to memref<4xf32, 3>
  %c3 = memref.memory_space_cast %c : memref<4xf32> to memref<4xf32, 5>
  %ct = memref.cast %t : memref<1xi32> to memref<?xi32>
  memref.dma_wait %ct[%i], %n : memref<?xi32>
  %a = memref.alloc() : memref<4xf32>
  %r = memref.realloc %a : memref<4xf32> to memref<8xf32>
  memref.dealloc %r : memref<8xf32>
  return %c2, %c3 : memref<4xf32, 3>, memref<4xf32, 5>
}

func.func @rc_const(%u: memref<*xf32>, %n: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) {
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  %r = memref.reinterpret_cast %u to offset: [%c2], sizes: [%c4, %n], strides: [%n, 1] : memref<*xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %r2 = memref.reinterpret_cast %u to offset: [%n], sizes: [%n], strides: [1] : memref<*xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %r, %r2 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>
}

func.func @rc_extract(%m: memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (memref<?x8xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32>) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, 8], strides: [%strides#0, 1] : memref<f32> to memref<?x8xf32, strided<[?, 1], offset: ?>>
  %r2 = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %r3 = memref.reinterpret_cast %base to offset: [0], sizes: [4], strides: [1] : memref<f32> to memref<4xf32>
  return %r, %r2, %r3 : memref<?x8xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32>
}

func.func @extract_folds(%m: memref<4x?xf32, strided<[?, 1], offset: 3>>, %s: memref<8x4xf32>) -> (index, index, index, index, index, index, memref<f32>, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  %c = memref.cast %s : memref<8x4xf32> to memref<?x?xf32>
  %b2, %o2, %sz:2, %st:2 = memref.extract_strided_metadata %c : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#0, %sizes#1, %strides#0, %strides#1, %sz#1, %b2, %st#0 : index, index, index, index, index, index, memref<f32>, index
}

func.func @atomic_folds(%m: memref<10xf32>, %i: index, %v: f32) -> f32 {
  %c = memref.cast %m : memref<10xf32> to memref<?xf32>
  %x = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  return %x : f32
}
