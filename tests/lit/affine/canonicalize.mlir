// Folds and canonicalizations of the affine memory accesses (affine.apply
// producers composed into the map, operands promoted to symbols, constant
// symbols folded, the map simplified with loop bounds, memref.cast and
// constant globals folded, unused loads removed) and of affine.if (its set
// composed and canonicalized, dead else blocks, always true or false
// sets); the CHECK lines are mlir-opt 22's output (the same in both
// traversal orders).
// RUN: ods-opt -allow-unregistered-dialect -canonicalize="test-convergence" %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -canonicalize="test-convergence top-down=0" %s | FileCheck %s

// CHECK: #set = affine_set<()[s0] : (s0 - 2 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 * 2 - 5 >= 0, d0 * -2 + s0 == 0)>
// CHECK-NEXT: #set2 = affine_set<(d0) : (d0 - 10 >= 0)>
// CHECK-NEXT: #set3 = affine_set<(d0) : (d0 * 2 >= 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @compose(%arg0: memref<100x100xf32>, %arg1: index, %arg2: f32) {
// CHECK-NEXT:     affine.for %arg3 = 0 to 10 {
// CHECK-NEXT:       affine.for %arg4 = 0 to %arg1 {
// CHECK-NEXT:         %0 = affine.load %arg0[%arg4 + %arg3 * 2 + 1, %arg3 * 2 + 1] : memref<100x100xf32>
// CHECK-NEXT:         %1 = affine.load %arg0[%arg3 + symbol(%arg1) * 4, %arg4] : memref<100x100xf32>
// CHECK-NEXT:         %2 = affine.load %arg0[%arg3 + 5, %arg4 + 5] : memref<100x100xf32>
// CHECK-NEXT:         %3 = affine.load %arg0[%arg3 * 2, %arg3] : memref<100x100xf32>
// CHECK-NEXT:         %4 = affine.load %arg0[%arg3, 0] : memref<100x100xf32>
// CHECK-NEXT:         %5 = affine.load %arg0[%arg3, symbol(%arg1)] : memref<100x100xf32>
// CHECK-NEXT:         affine.store %arg2, %arg0[%arg4 + %arg3 * 2 + 1, symbol(%arg1) + 1] : memref<100x100xf32>
// CHECK-NEXT:         %6 = affine.vector_load %arg0[%arg3 * 2 + 1, 5] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT:         affine.vector_store %6, %arg0[%arg3, symbol(%arg1) * 4] : memref<100x100xf32>, vector<4xf32>
// CHECK-NEXT:         "use"(%0, %1, %2, %3, %4, %5) : (f32, f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts(%arg0: memref<4x4xf32>, %arg1: index, %arg2: f32) -> f32 {
// CHECK-NEXT:     %0 = affine.load %arg0[symbol(%arg1), symbol(%arg1)] : memref<4x4xf32>
// CHECK-NEXT:     affine.store %arg2, %arg0[symbol(%arg1), 0] : memref<4x4xf32>
// CHECK-NEXT:     return %0 : f32
// CHECK-NEXT:   }
// CHECK-NEXT:   memref.global "private" constant @g : memref<2x3xi32> = dense<{{\[\[}}1, 2, 3], [4, 5, 6{{\]\]}}>
// CHECK-NEXT:   memref.global "private" constant @s : memref<4xf32> = dense<2.500000e+00>
// CHECK-NEXT:   memref.global "private" @v : memref<2xi32> = dense<[7, 8]>
// CHECK-NEXT:   func.func @globals(%arg0: index) -> (i32, i32, f32, i32) {
// CHECK-NEXT:     %cst = arith.constant 2.500000e+00 : f32
// CHECK-NEXT:     %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:     %0 = memref.get_global @g : memref<2x3xi32>
// CHECK-NEXT:     %1 = affine.load %0[symbol(%arg0), 0] : memref<2x3xi32>
// CHECK-NEXT:     %2 = memref.get_global @v : memref<2xi32>
// CHECK-NEXT:     %3 = affine.load %2[1] : memref<2xi32>
// CHECK-NEXT:     return %c6_i32, %1, %cst, %3 : i32, i32, f32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @bounds(%arg0: memref<100xf32>) {
// CHECK-NEXT:     affine.for %arg1 = 0 to 8 {
// CHECK-NEXT:       affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT:         %0 = affine.load %arg0[0] : memref<100xf32>
// CHECK-NEXT:         %1 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT:         %2 = affine.load %arg0[%arg2 floordiv 8] : memref<100xf32>
// CHECK-NEXT:         %3 = affine.load %arg0[%arg1] : memref<100xf32>
// CHECK-NEXT:         %4 = affine.load %arg0[%arg1 ceildiv 16] : memref<100xf32>
// CHECK-NEXT:         "use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f32, f32) -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @dead(%arg0: memref<100xf32>, %arg1: index) {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @ifs(%arg0: index, %arg1: f32) -> (f32, f32) {
// CHECK-NEXT:     %0 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT:     affine.if #set()[%arg0] {
// CHECK-NEXT:       "then"() : () -> ()
// CHECK-NEXT:     }
// CHECK-NEXT:     return %arg1, %0 : f32, f32
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @if_sets(%arg0: index, %arg1: memref<100xf32>) {
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 {
// CHECK-NEXT:       affine.if #set1(%arg2)[%arg0] {
// CHECK-NEXT:         "then"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.if #set2(%arg2) {
// CHECK-NEXT:         "then"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:       affine.if #set3(%arg2) {
// CHECK-NEXT:         "then"() : () -> ()
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @compose(%m: memref<100x100xf32>, %n: index, %f: f32) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to %n {
      %a = affine.apply affine_map<(d0) -> (d0 * 2 + 1)> (%i)
      %b = affine.apply affine_map<(d0, d1) -> (d0 + d1)> (%a, %j)
      %0 = affine.load %m[%b, %a] : memref<100x100xf32>
      %s = affine.apply affine_map<()[s0] -> (s0 * 4)> ()[%n]
      %1 = affine.load %m[%i + symbol(%s), %j] : memref<100x100xf32>
      %c = arith.constant 5 : index
      %2 = affine.load %m[%i + %c, %j + symbol(%c)] : memref<100x100xf32>
      %3 = affine.load %m[(%i + %j) * 2 - %j * 2, %i] : memref<100x100xf32>
      %4 = affine.load %m[%i mod 16, %i floordiv 16] : memref<100x100xf32>
      %5 = affine.load %m[%i, %n] : memref<100x100xf32>
      affine.store %f, %m[%b, %n + 1] {tag} : memref<100x100xf32>
      %6 = affine.vector_load %m[%a, %c] : memref<100x100xf32>, vector<4xf32>
      affine.vector_store %6, %m[%i, %s] : memref<100x100xf32>, vector<4xf32>
      "use"(%0, %1, %2, %3, %4, %5) : (f32, f32, f32, f32, f32, f32) -> ()
    }
  }
  return
}

func.func @casts(%m: memref<4x4xf32>, %i: index, %f: f32) -> f32 {
  %c = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %0 = affine.load %c[%i, %i] : memref<?x?xf32>
  affine.store %f, %c[%i, 0] : memref<?x?xf32>
  return %0 : f32
}

memref.global "private" constant @g : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" constant @s : memref<4xf32> = dense<2.5>
memref.global "private" @v : memref<2xi32> = dense<[7, 8]>

func.func @globals(%i: index) -> (i32, i32, f32, i32) {
  %g = memref.get_global @g : memref<2x3xi32>
  %0 = affine.load %g[1, 2] : memref<2x3xi32>
  %1 = affine.load %g[%i, 0] : memref<2x3xi32>
  %s = memref.get_global @s : memref<4xf32>
  %2 = affine.load %s[%i] : memref<4xf32>
  %v = memref.get_global @v : memref<2xi32>
  %3 = affine.load %v[1] : memref<2xi32>
  return %0, %1, %2, %3 : i32, i32, f32, i32
}

func.func @bounds(%m: memref<100xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 64 step 8 {
      %0 = affine.load %m[%i floordiv 8] : memref<100xf32>
      %1 = affine.load %m[%i mod 8] : memref<100xf32>
      %2 = affine.load %m[(%j + %i) floordiv 8] : memref<100xf32>
      %3 = affine.load %m[(%j + %i) mod 8] : memref<100xf32>
      %4 = affine.load %m[%j mod 8 + %i ceildiv 16] : memref<100xf32>
      "use"(%0, %1, %2, %3, %4) : (f32, f32, f32, f32, f32) -> ()
    }
  }
  return
}

func.func @dead(%m: memref<100xf32>, %i: index) {
  %0 = affine.load %m[%i] : memref<100xf32>
  %1 = affine.vector_load %m[%i] : memref<100xf32>, vector<4xf32>
  return
}

#set0 = affine_set<(d0) : (1 == 0)>
#set1 = affine_set<(d0) : (0 == 0)>
func.func @ifs(%i: index, %f: f32) -> (f32, f32) {
  affine.if #set0(%i) {
    "then"() : () -> ()
  }
  %0 = affine.if #set1(%i) -> f32 {
    affine.yield %f : f32
  } else {
    %g = arith.addf %f, %f : f32
    affine.yield %g : f32
  }
  %1 = affine.if #set0(%i) -> f32 {
    affine.yield %f : f32
  } else {
    %g = arith.mulf %f, %f : f32
    affine.yield %g : f32
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
    "then"() : () -> ()
  } else {
  }
  return %0, %1 : f32, f32
}
func.func @if_sets(%n: index, %m: memref<100xf32>) {
  %c5 = arith.constant 5 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 * 2)> (%i)
    affine.if affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - d0 == 0)>(%a, %c5)[%n] {
      "then"() : () -> ()
    }
    affine.if affine_set<(d0)[s0] : (d0 - s0 * 2 >= 0)>(%i)[%c5] {
      "then"() : () -> ()
    }
    affine.if affine_set<(d0, d1) : (d0 + d1 >= 0)>(%i, %i) {
      "then"() : () -> ()
    }
  }
  return
}
