// Custom forms of affine.apply, min, max, for (constant, symbol and
// min/max map bounds, step, iter_args) and if (with and without else and
// results) as mlir-opt 22 prints them (the CHECK lines are its output),
// through our parser and printer, from the generic form, and read back by
// mlir-opt.
// RUN: ods-opt %s | FileCheck %s
// RUN: ods-opt -mlir-print-op-generic %s | ods-opt | FileCheck %s
// RUN: ods-opt %s | mlir-opt | FileCheck %s

// CHECK: #map = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-NEXT: #map1 = affine_map<()[s0] -> (s0 * 2)>
// CHECK-NEXT: #map2 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
// CHECK-NEXT: #map3 = affine_map<(d0) -> (d0, 7)>
// CHECK-NEXT: #map4 = affine_map<(d0)[s0] -> (d0, s0 - 4)>
// CHECK-NEXT: #map5 = affine_map<(d0)[s0] -> (d0 + 10, s0)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1) -> (d0 + d1)>
// CHECK-NEXT: #set = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 - 9 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set2 = affine_set<()[s0] : (s0 == 0)>
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @ops(%arg0: index, %arg1: memref<?xf32>) -> index {
// CHECK-NEXT:     %c3 = arith.constant 3 : index
// CHECK-NEXT:     %0 = affine.apply #map(%arg0)[%c3]
// CHECK-NEXT:     %1 = affine.apply #map1()[%arg0]
// CHECK-NEXT:     %2 = affine.min #map2(%0)[%arg0]
// CHECK-NEXT:     %3 = affine.max #map3(%1) {tag}
// CHECK-NEXT:     affine.for %arg2 = 0 to 10 step 2 {
// CHECK-NEXT:       affine.for %arg3 = max #map4(%arg2)[%arg0] to min #map5(%arg2)[%arg0] {
// CHECK-NEXT:         %7 = affine.apply #map(%arg3)[%arg0]
// CHECK-NEXT:         affine.if #set(%arg3)[%arg0] {
// CHECK-NEXT:           %8 = affine.apply #map(%arg2)[%arg0]
// CHECK-NEXT:         } else {
// CHECK-NEXT:           %8 = affine.apply #map(%arg3)[%arg0]
// CHECK-NEXT:         }
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     %4 = affine.for %arg2 = %arg0 to 100 iter_args(%arg3 = %c3) -> (index) {
// CHECK-NEXT:       %7 = affine.apply #map6(%arg3, %arg2)
// CHECK-NEXT:       affine.yield %7 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     %5:2 = affine.for %arg2 = -5 to %1 step 3 iter_args(%arg3 = %c3, %arg4 = %arg0) -> (index, index) {
// CHECK-NEXT:       affine.yield %arg4, %arg3 : index, index
// CHECK-NEXT:     } {attr}
// CHECK-NEXT:     %6 = affine.if #set1(%4) -> index {
// CHECK-NEXT:       affine.yield %4 : index
// CHECK-NEXT:     } else {
// CHECK-NEXT:       affine.yield %c3 : index
// CHECK-NEXT:     }
// CHECK-NEXT:     affine.if #set2()[%arg0] {
// CHECK-NEXT:     }
// CHECK-NEXT:     return %6 : index
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

#map = affine_map<(d0)[s0] -> (d0 + s0)>
#lb = affine_map<(d0)[s0] -> (d0, s0 - 4)>
#ub = affine_map<(d0)[s0] -> (d0 + 10, s0)>
#set = affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 - 9 >= 0)>
func.func @ops(%n: index, %m: memref<?xf32>) -> index {
  %c = arith.constant 3 : index
  %0 = affine.apply #map(%n)[%c]
  %1 = affine.apply affine_map<()[s0] -> (s0 * 2)>()[%n]
  %2 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%0)[%n]
  %3 = affine.max affine_map<(d0) -> (d0, 7)> (%1) {tag}
  affine.for %i = 0 to 10 step 2 {
    affine.for %j = max #lb(%i)[%n] to min #ub(%i)[%n] {
      %4 = affine.apply #map(%j)[%n]
      affine.if #set(%j)[%n] {
        %5 = affine.apply #map(%i)[%n]
      } else {
        %6 = affine.apply #map(%j)[%n]
      }
    }
  }
  %r = affine.for %i = %n to 100 iter_args(%acc = %c) -> (index) {
    %s = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%acc, %i)
    affine.yield %s : index
  }
  %t:2 = affine.for %i = -5 to %1 step 3 iter_args(%a = %c, %b = %n) -> (index, index) {
    affine.yield %b, %a : index, index
  } {attr}
  %u = affine.if affine_set<(d0) : (d0 >= 0)>(%r) -> index {
    affine.yield %r : index
  } else {
    affine.yield %c : index
  }
  affine.if affine_set<()[s0] : (s0 == 0)>()[%n] {
  }
  return %u : index
}
