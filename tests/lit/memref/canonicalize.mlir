// Folds and canonicalization patterns of the memref ops (constant sizes
// into alloc, view and subview types, casts folded into their users, dead
// allocations, dim of alloc/view/subview/reshape, copies, assumptions,
// alloca_scope inlining and hoisting, reassociative reshapes, reinterpret
// casts and extract_strided_metadata, memory space casts, realloc and
// dma_wait, atomic_rmw): the TD and BU lines are mlir-opt 22's output in each
// traversal order (they differ where extract_strided_metadata's fold and
// reinterpret_cast's patterns meet in another order).
// RUN: ods-opt -allow-unregistered-dialect -canonicalize="test-convergence" %s | FileCheck %s --check-prefix=TD
// RUN: ods-opt -allow-unregistered-dialect -canonicalize="test-convergence top-down=0" %s | FileCheck %s --check-prefix=BU

// TD: module {
// TD-NEXT:   func.func @alloc_const(%arg0: index) -> (memref<?x?xf32>, memref<?xf32>) {
// TD-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// TD-NEXT:     %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// TD-NEXT:     %alloca = memref.alloca() {alignment = 32 : i64} : memref<4xf32>
// TD-NEXT:     %cast_0 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// TD-NEXT:     return %cast, %cast_0 : memref<?x?xf32>, memref<?xf32>
// TD-NEXT:   }
// TD-NEXT:   func.func @dead_alloc(%arg0: f32, %arg1: index) {
// TD-NEXT:     return
// TD-NEXT:   }
// TD-NEXT:   func.func @cast_folds(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32) -> (f32, memref<?xf32>, memref<4xf32>, index, index) {
// TD-NEXT:     %c0 = arith.constant 0 : index
// TD-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// TD-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32>
// TD-NEXT:     memref.store %arg3, %arg0[%arg2] : memref<4xf32>
// TD-NEXT:     %cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?xf32>
// TD-NEXT:     %cast_1 = memref.cast %cast_0 : memref<?xf32> to memref<4xf32>
// TD-NEXT:     %dim = memref.dim %cast, %arg2 : memref<?xf32>
// TD-NEXT:     %dim_2 = memref.dim %cast_0, %c0 : memref<?xf32>
// TD-NEXT:     memref.prefetch %arg0[%arg2], read, locality<1>, data : memref<4xf32>
// TD-NEXT:     memref.dealloc %arg0 : memref<4xf32>
// TD-NEXT:     memref.store %arg3, %arg0[%arg2] : memref<4xf32>
// TD-NEXT:     return %0, %cast_0, %cast_1, %dim, %dim_2 : f32, memref<?xf32>, memref<4xf32>, index, index
// TD-NEXT:   }
// TD-NEXT:   func.func @dims(%arg0: index, %arg1: memref<2048xi8>, %arg2: memref<2xi32>) -> (index, index, index, index, index, index) {
// TD-NEXT:     %c4 = arith.constant 4 : index
// TD-NEXT:     %c5 = arith.constant 5 : index
// TD-NEXT:     %c1 = arith.constant 1 : index
// TD-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// TD-NEXT:     %reshape = memref.reshape %alloc(%arg2) : (memref<4x?xf32>, memref<2xi32>) -> memref<?x?xf32>
// TD-NEXT:     %0 = memref.load %arg2[%c1] : memref<2xi32>
// TD-NEXT:     %1 = arith.index_cast %0 : i32 to index
// TD-NEXT:     %dim = memref.dim %alloc, %c5 : memref<4x?xf32>
// TD-NEXT:     "test.use"(%alloc, %reshape) : (memref<4x?xf32>, memref<?x?xf32>) -> ()
// TD-NEXT:     return %c4, %arg0, %arg0, %arg0, %1, %dim : index, index, index, index, index, index
// TD-NEXT:   }
// TD-NEXT:   func.func @copies(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<?xf32>) {
// TD-NEXT:     memref.copy %arg0, %arg2 : memref<4xf32> to memref<?xf32>
// TD-NEXT:     return
// TD-NEXT:   }
// TD-NEXT:   func.func @views(%arg0: index) -> (memref<?x?xf32>, memref<?x4xf32>, memref<2048xi8>) {
// TD-NEXT:     %c15 = arith.constant 15 : index
// TD-NEXT:     %alloc = memref.alloc() : memref<2048xi8>
// TD-NEXT:     %view = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<7x?xf32>
// TD-NEXT:     %cast = memref.cast %view : memref<7x?xf32> to memref<?x?xf32>
// TD-NEXT:     %view_0 = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<?x4xf32>
// TD-NEXT:     return %cast, %view_0, %alloc : memref<?x?xf32>, memref<?x4xf32>, memref<2048xi8>
// TD-NEXT:   }
// TD-NEXT:   func.func @subviews(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<8x16xf32>, memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) {
// TD-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [%arg1, %arg1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// TD-NEXT:     %cast = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
// TD-NEXT:     %subview_0 = memref.subview %arg0[%arg1, 2] [%arg1, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// TD-NEXT:     %subview_1 = memref.subview %arg0[%arg1, 2] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// TD-NEXT:     return %subview, %cast, %arg0, %subview_0, %subview_1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<8x16xf32>, memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>
// TD-NEXT:   }
// TD-NEXT:   func.func @misc(%arg0: memref<4xf32>, %arg1: memref<*xf32>) -> (memref<4xf32>, index, index, f32) {
// TD-NEXT:     %c1 = arith.constant 1 : index
// TD-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// TD-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// TD-NEXT:     %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4xf32>
// TD-NEXT:     %0 = memref.rank %arg1 : memref<*xf32>
// TD-NEXT:     return %assume_align_0, %c1, %0, %cst : memref<4xf32>, index, index, f32
// TD-NEXT:   }
// TD-NEXT:   func.func @scopes(%arg0: index, %arg1: index, %arg2: f32) {
// TD-NEXT:     %c1 = arith.constant 1 : index
// TD-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c1 {
// TD-NEXT:       %alloca_0 = memref.alloca() : memref<4xf32>
// TD-NEXT:       "test.use"(%alloca_0) : (memref<4xf32>) -> ()
// TD-NEXT:     }
// TD-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : index
// TD-NEXT:     scf.if %0 {
// TD-NEXT:       memref.alloca_scope  {
// TD-NEXT:         %alloca_0 = memref.alloca(%arg0) : memref<?xf32>
// TD-NEXT:         %alloca_1 = memref.alloca(%arg1) : memref<?xf32>
// TD-NEXT:         "test.use"(%alloca_0, %alloca_1) : (memref<?xf32>, memref<?xf32>) -> ()
// TD-NEXT:       }
// TD-NEXT:       memref.alloca_scope  {
// TD-NEXT:         %alloca_0 = memref.alloca(%arg0) : memref<?xf32>
// TD-NEXT:         "test.use"(%alloca_0) : (memref<?xf32>) -> ()
// TD-NEXT:       }
// TD-NEXT:       "test.after"() : () -> ()
// TD-NEXT:     }
// TD-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// TD-NEXT:     "test.use"(%alloca) : (memref<4xf32>) -> ()
// TD-NEXT:     return
// TD-NEXT:   }
// TD-NEXT:   func.func @hoist(%arg0: index, %arg1: index, %arg2: i1) {
// TD-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// TD-NEXT:     scf.if %arg2 {
// TD-NEXT:       memref.alloca_scope  {
// TD-NEXT:         %0 = arith.addi %arg0, %arg1 : index
// TD-NEXT:         %alloca_0 = memref.alloca(%0) : memref<?xf32>
// TD-NEXT:         "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<?xf32>) -> ()
// TD-NEXT:       }
// TD-NEXT:     }
// TD-NEXT:     return
// TD-NEXT:   }
// TD-NEXT:   func.func @reshape_folds(%arg0: memref<?x32xf32>, %arg1: index, %arg2: memref<8x4xf32>) -> (memref<?x32xf32>, memref<8x32xf32>, memref<32xf32>, memref<8x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32>) {
// TD-NEXT:     %alloc = memref.alloc() : memref<8x32xf32>
// TD-NEXT:     %collapse_shape = memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<8x4xf32> into memref<32xf32>
// TD-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [%arg1], sizes: [4], strides: [1] : memref<8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// TD-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg2 to offset: [0], sizes: [4], strides: [1] : memref<8x4xf32> to memref<4xf32>
// TD-NEXT:     return %arg0, %alloc, %collapse_shape, %arg2, %reinterpret_cast, %reinterpret_cast_0 : memref<?x32xf32>, memref<8x32xf32>, memref<32xf32>, memref<8x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32>
// TD-NEXT:   }
// TD-NEXT:   func.func @more_folds(%arg0: memref<4xf32, 5>, %arg1: memref<1xi32>, %arg2: index, %arg3: index) -> (memref<4xf32, 3>, memref<4xf32, 5>) {
// TD-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 5> to memref<4xf32, 3>
// TD-NEXT:     memref.dma_wait %arg1[%arg2], %arg3 : memref<1xi32>
// TD-NEXT:     return %memspacecast, %arg0 : memref<4xf32, 3>, memref<4xf32, 5>
// TD-NEXT:   }
// TD-NEXT:   func.func @rc_const(%arg0: memref<*xf32>, %arg1: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) {
// TD-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [2], sizes: [4, %arg1], strides: [%arg1, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: 2>>
// TD-NEXT:     %cast = memref.cast %reinterpret_cast : memref<4x?xf32, strided<[?, 1], offset: 2>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// TD-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1], strides: [1] : memref<*xf32> to memref<?xf32, strided<[1], offset: ?>>
// TD-NEXT:     return %cast, %reinterpret_cast_0 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>
// TD-NEXT:   }
// TD-NEXT:   func.func @rc_extract(%arg0: memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (memref<?x8xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32>) {
// TD-NEXT:     %cast = memref.cast %arg0 : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// TD-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<4xf32>
// TD-NEXT:     return %arg0, %cast, %reinterpret_cast : memref<?x8xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32>
// TD-NEXT:   }
// TD-NEXT:   func.func @extract_folds(%arg0: memref<4x?xf32, strided<[?, 1], offset: 3>>, %arg1: memref<8x4xf32>) -> (index, index, index, index, index, index, memref<f32>, index) {
// TD-NEXT:     %c3 = arith.constant 3 : index
// TD-NEXT:     %c4 = arith.constant 4 : index
// TD-NEXT:     %c1 = arith.constant 1 : index
// TD-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
// TD-NEXT:     %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<8x4xf32> -> memref<f32>, index, index, index, index, index
// TD-NEXT:     return %c3, %c4, %sizes#1, %strides#0, %c1, %c4, %base_buffer_0, %c4 : index, index, index, index, index, index, memref<f32>, index
// TD-NEXT:   }
// TD-NEXT:   func.func @atomic_folds(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) -> f32 {
// TD-NEXT:     %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// TD-NEXT:     return %0 : f32
// TD-NEXT:   }
// TD-NEXT: }

// BU: module {
// BU-NEXT:   func.func @alloc_const(%arg0: index) -> (memref<?x?xf32>, memref<?xf32>) {
// BU-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// BU-NEXT:     %cast = memref.cast %alloc : memref<4x?xf32> to memref<?x?xf32>
// BU-NEXT:     %alloca = memref.alloca() {alignment = 32 : i64} : memref<4xf32>
// BU-NEXT:     %cast_0 = memref.cast %alloca : memref<4xf32> to memref<?xf32>
// BU-NEXT:     return %cast, %cast_0 : memref<?x?xf32>, memref<?xf32>
// BU-NEXT:   }
// BU-NEXT:   func.func @dead_alloc(%arg0: f32, %arg1: index) {
// BU-NEXT:     return
// BU-NEXT:   }
// BU-NEXT:   func.func @cast_folds(%arg0: memref<4xf32>, %arg1: memref<*xf32>, %arg2: index, %arg3: f32) -> (f32, memref<?xf32>, memref<4xf32>, index, index) {
// BU-NEXT:     %c0 = arith.constant 0 : index
// BU-NEXT:     %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// BU-NEXT:     %0 = memref.load %arg0[%arg2] : memref<4xf32>
// BU-NEXT:     memref.store %arg3, %arg0[%arg2] : memref<4xf32>
// BU-NEXT:     %cast_0 = memref.cast %arg1 : memref<*xf32> to memref<?xf32>
// BU-NEXT:     %cast_1 = memref.cast %cast_0 : memref<?xf32> to memref<4xf32>
// BU-NEXT:     %dim = memref.dim %cast, %arg2 : memref<?xf32>
// BU-NEXT:     %dim_2 = memref.dim %cast_0, %c0 : memref<?xf32>
// BU-NEXT:     memref.prefetch %arg0[%arg2], read, locality<1>, data : memref<4xf32>
// BU-NEXT:     memref.dealloc %arg0 : memref<4xf32>
// BU-NEXT:     memref.store %arg3, %arg0[%arg2] : memref<4xf32>
// BU-NEXT:     return %0, %cast_0, %cast_1, %dim, %dim_2 : f32, memref<?xf32>, memref<4xf32>, index, index
// BU-NEXT:   }
// BU-NEXT:   func.func @dims(%arg0: index, %arg1: memref<2048xi8>, %arg2: memref<2xi32>) -> (index, index, index, index, index, index) {
// BU-NEXT:     %c4 = arith.constant 4 : index
// BU-NEXT:     %c5 = arith.constant 5 : index
// BU-NEXT:     %c1 = arith.constant 1 : index
// BU-NEXT:     %alloc = memref.alloc(%arg0) : memref<4x?xf32>
// BU-NEXT:     %reshape = memref.reshape %alloc(%arg2) : (memref<4x?xf32>, memref<2xi32>) -> memref<?x?xf32>
// BU-NEXT:     %0 = memref.load %arg2[%c1] : memref<2xi32>
// BU-NEXT:     %1 = arith.index_cast %0 : i32 to index
// BU-NEXT:     %dim = memref.dim %alloc, %c5 : memref<4x?xf32>
// BU-NEXT:     "test.use"(%alloc, %reshape) : (memref<4x?xf32>, memref<?x?xf32>) -> ()
// BU-NEXT:     return %c4, %arg0, %arg0, %arg0, %1, %dim : index, index, index, index, index, index
// BU-NEXT:   }
// BU-NEXT:   func.func @copies(%arg0: memref<4xf32>, %arg1: memref<0xf32>, %arg2: memref<?xf32>) {
// BU-NEXT:     memref.copy %arg0, %arg2 : memref<4xf32> to memref<?xf32>
// BU-NEXT:     return
// BU-NEXT:   }
// BU-NEXT:   func.func @views(%arg0: index) -> (memref<?x?xf32>, memref<?x4xf32>, memref<2048xi8>) {
// BU-NEXT:     %c15 = arith.constant 15 : index
// BU-NEXT:     %alloc = memref.alloc() : memref<2048xi8>
// BU-NEXT:     %view = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<7x?xf32>
// BU-NEXT:     %cast = memref.cast %view : memref<7x?xf32> to memref<?x?xf32>
// BU-NEXT:     %view_0 = memref.view %alloc[%c15][%arg0] : memref<2048xi8> to memref<?x4xf32>
// BU-NEXT:     return %cast, %view_0, %alloc : memref<?x?xf32>, memref<?x4xf32>, memref<2048xi8>
// BU-NEXT:   }
// BU-NEXT:   func.func @subviews(%arg0: memref<8x16xf32>, %arg1: index) -> (memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<8x16xf32>, memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>) {
// BU-NEXT:     %subview = memref.subview %arg0[%arg1, %arg1] [%arg1, %arg1] [%arg1, %arg1] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// BU-NEXT:     %cast = memref.cast %arg0 : memref<8x16xf32> to memref<8x16xf32, strided<[16, 1]>>
// BU-NEXT:     %subview_0 = memref.subview %arg0[%arg1, 2] [%arg1, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: ?>>
// BU-NEXT:     %subview_1 = memref.subview %arg0[%arg1, 2] [1, 4] [1, 1] : memref<8x16xf32> to memref<4xf32, strided<[1], offset: ?>>
// BU-NEXT:     return %subview, %cast, %arg0, %subview_0, %subview_1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<8x16xf32, strided<[16, 1]>>, memref<8x16xf32>, memref<?x4xf32, strided<[16, 1], offset: ?>>, memref<4xf32, strided<[1], offset: ?>>
// BU-NEXT:   }
// BU-NEXT:   func.func @misc(%arg0: memref<4xf32>, %arg1: memref<*xf32>) -> (memref<4xf32>, index, index, f32) {
// BU-NEXT:     %c1 = arith.constant 1 : index
// BU-NEXT:     %cst = arith.constant 1.000000e+00 : f32
// BU-NEXT:     %assume_align = memref.assume_alignment %arg0, 16 : memref<4xf32>
// BU-NEXT:     %assume_align_0 = memref.assume_alignment %assume_align, 32 : memref<4xf32>
// BU-NEXT:     %0 = memref.rank %arg1 : memref<*xf32>
// BU-NEXT:     return %assume_align_0, %c1, %0, %cst : memref<4xf32>, index, index, f32
// BU-NEXT:   }
// BU-NEXT:   func.func @scopes(%arg0: index, %arg1: index, %arg2: f32) {
// BU-NEXT:     %c1 = arith.constant 1 : index
// BU-NEXT:     scf.for %arg3 = %arg0 to %arg1 step %c1 {
// BU-NEXT:       %alloca_0 = memref.alloca() : memref<4xf32>
// BU-NEXT:       "test.use"(%alloca_0) : (memref<4xf32>) -> ()
// BU-NEXT:     }
// BU-NEXT:     %0 = arith.cmpi slt, %arg0, %arg1 : index
// BU-NEXT:     scf.if %0 {
// BU-NEXT:       memref.alloca_scope  {
// BU-NEXT:         %alloca_0 = memref.alloca(%arg0) : memref<?xf32>
// BU-NEXT:         %alloca_1 = memref.alloca(%arg1) : memref<?xf32>
// BU-NEXT:         "test.use"(%alloca_0, %alloca_1) : (memref<?xf32>, memref<?xf32>) -> ()
// BU-NEXT:       }
// BU-NEXT:       memref.alloca_scope  {
// BU-NEXT:         %alloca_0 = memref.alloca(%arg0) : memref<?xf32>
// BU-NEXT:         "test.use"(%alloca_0) : (memref<?xf32>) -> ()
// BU-NEXT:       }
// BU-NEXT:       "test.after"() : () -> ()
// BU-NEXT:     }
// BU-NEXT:     %alloca = memref.alloca() : memref<4xf32>
// BU-NEXT:     "test.use"(%alloca) : (memref<4xf32>) -> ()
// BU-NEXT:     return
// BU-NEXT:   }
// BU-NEXT:   func.func @hoist(%arg0: index, %arg1: index, %arg2: i1) {
// BU-NEXT:     %alloca = memref.alloca(%arg0) : memref<?xf32>
// BU-NEXT:     scf.if %arg2 {
// BU-NEXT:       memref.alloca_scope  {
// BU-NEXT:         %0 = arith.addi %arg0, %arg1 : index
// BU-NEXT:         %alloca_0 = memref.alloca(%0) : memref<?xf32>
// BU-NEXT:         "test.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<?xf32>) -> ()
// BU-NEXT:       }
// BU-NEXT:     }
// BU-NEXT:     return
// BU-NEXT:   }
// BU-NEXT:   func.func @reshape_folds(%arg0: memref<?x32xf32>, %arg1: index, %arg2: memref<8x4xf32>) -> (memref<?x32xf32>, memref<8x32xf32>, memref<32xf32>, memref<8x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32>) {
// BU-NEXT:     %alloc = memref.alloc() : memref<8x32xf32>
// BU-NEXT:     %collapse_shape = memref.collapse_shape %arg2 {{\[\[}}0, 1]] : memref<8x4xf32> into memref<32xf32>
// BU-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg2 to offset: [%arg1], sizes: [4], strides: [1] : memref<8x4xf32> to memref<4xf32, strided<[1], offset: ?>>
// BU-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg2 to offset: [0], sizes: [4], strides: [1] : memref<8x4xf32> to memref<4xf32>
// BU-NEXT:     return %arg0, %alloc, %collapse_shape, %arg2, %reinterpret_cast, %reinterpret_cast_0 : memref<?x32xf32>, memref<8x32xf32>, memref<32xf32>, memref<8x4xf32>, memref<4xf32, strided<[1], offset: ?>>, memref<4xf32>
// BU-NEXT:   }
// BU-NEXT:   func.func @more_folds(%arg0: memref<4xf32, 5>, %arg1: memref<1xi32>, %arg2: index, %arg3: index) -> (memref<4xf32, 3>, memref<4xf32, 5>) {
// BU-NEXT:     %memspacecast = memref.memory_space_cast %arg0 : memref<4xf32, 5> to memref<4xf32, 3>
// BU-NEXT:     memref.dma_wait %arg1[%arg2], %arg3 : memref<1xi32>
// BU-NEXT:     return %memspacecast, %arg0 : memref<4xf32, 3>, memref<4xf32, 5>
// BU-NEXT:   }
// BU-NEXT:   func.func @rc_const(%arg0: memref<*xf32>, %arg1: index) -> (memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>) {
// BU-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [2], sizes: [4, %arg1], strides: [%arg1, 1] : memref<*xf32> to memref<4x?xf32, strided<[?, 1], offset: 2>>
// BU-NEXT:     %cast = memref.cast %reinterpret_cast : memref<4x?xf32, strided<[?, 1], offset: 2>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
// BU-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [%arg1], sizes: [%arg1], strides: [1] : memref<*xf32> to memref<?xf32, strided<[1], offset: ?>>
// BU-NEXT:     return %cast, %reinterpret_cast_0 : memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?xf32, strided<[1], offset: ?>>
// BU-NEXT:   }
// BU-NEXT:   func.func @rc_extract(%arg0: memref<?x8xf32, strided<[?, 1], offset: ?>>) -> (memref<?x8xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32>) {
// BU-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x8xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
// BU-NEXT:     %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [%offset], sizes: [%sizes#0, 8], strides: [%strides#0, 1] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x8xf32, strided<[?, 1], offset: ?>>
// BU-NEXT:     %cast = memref.cast %reinterpret_cast : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// BU-NEXT:     %reinterpret_cast_0 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<?x8xf32, strided<[?, 1], offset: ?>> to memref<4xf32>
// BU-NEXT:     return %arg0, %cast, %reinterpret_cast_0 : memref<?x8xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32>
// BU-NEXT:   }
// BU-NEXT:   func.func @extract_folds(%arg0: memref<4x?xf32, strided<[?, 1], offset: 3>>, %arg1: memref<8x4xf32>) -> (index, index, index, index, index, index, memref<f32>, index) {
// BU-NEXT:     %c3 = arith.constant 3 : index
// BU-NEXT:     %c4 = arith.constant 4 : index
// BU-NEXT:     %c1 = arith.constant 1 : index
// BU-NEXT:     %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<4x?xf32, strided<[?, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
// BU-NEXT:     %base_buffer_0, %offset_1, %sizes_2:2, %strides_3:2 = memref.extract_strided_metadata %arg1 : memref<8x4xf32> -> memref<f32>, index, index, index, index, index
// BU-NEXT:     return %c3, %c4, %sizes#1, %strides#0, %c1, %c4, %base_buffer_0, %c4 : index, index, index, index, index, index, memref<f32>, index
// BU-NEXT:   }
// BU-NEXT:   func.func @atomic_folds(%arg0: memref<10xf32>, %arg1: index, %arg2: f32) -> f32 {
// BU-NEXT:     %0 = memref.atomic_rmw addf %arg2, %arg0[%arg1] : (f32, memref<10xf32>) -> f32
// BU-NEXT:     return %0 : f32
// BU-NEXT:   }
// BU-NEXT: }

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
  scf.if %c {
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
