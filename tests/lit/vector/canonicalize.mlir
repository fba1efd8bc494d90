// vector.broadcast's folds (to its source, of constant scalars, splats
// and poison) and canonicalization (broadcast of broadcast), and arith
// casts folding the splats it makes; the CHECK lines are mlir-opt 22's
// output (the same in both traversal orders).
// RUN: ods-opt -canonicalize="test-convergence" %s | FileCheck %s
// RUN: ods-opt -canonicalize="test-convergence top-down=0" %s | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @folds(%arg0: f32, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xindex>, vector<3xi1>, vector<2xf32>, vector<4xf32>, vector<3x4xf32>, vector<2xi200>, vector<3x2xf32>, vector<[4]xf32>, vector<3x2xf32>) {
// CHECK-NEXT:     %0 = ub.poison : vector<3x2xf32>
// CHECK-NEXT:     %cst = arith.constant dense<-1.500000e+00> : vector<[4]xf32>
// CHECK-NEXT:     %cst_0 = arith.constant dense<123456789012345678901234567890> : vector<2xi200>
// CHECK-NEXT:     %cst_1 = arith.constant dense<[1.000000e+00, 2.000000e+00]> : vector<2xf32>
// CHECK-NEXT:     %1 = ub.poison : vector<4xf32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<2.000000e+00> : vector<2x4xf32>
// CHECK-NEXT:     %cst_3 = arith.constant dense<7> : vector<4xindex>
// CHECK-NEXT:     %cst_4 = arith.constant dense<true> : vector<3xi1>
// CHECK-NEXT:     %2 = vector.broadcast %arg0 : f32 to vector<3x4xf32>
// CHECK-NEXT:     %3 = vector.broadcast %cst_1 : vector<2xf32> to vector<3x2xf32>
// CHECK-NEXT:     return %1, %cst_2, %cst_3, %cst_4, %cst_1, %arg1, %2, %cst_0, %3, %cst, %0 : vector<4xf32>, vector<2x4xf32>, vector<4xindex>, vector<3xi1>, vector<2xf32>, vector<4xf32>, vector<3x4xf32>, vector<2xi200>, vector<3x2xf32>, vector<[4]xf32>, vector<3x2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @chain(%arg0: i8) -> vector<2x3x4xi8> {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : i8 to vector<2x3x4xi8>
// CHECK-NEXT:     return %0 : vector<2x3x4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @casts_of_splats() -> (vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<4xi8>) {
// CHECK-NEXT:     %cst = arith.constant dense<-2> : vector<4xi16>
// CHECK-NEXT:     %cst_0 = arith.constant dense<-2> : vector<4xi32>
// CHECK-NEXT:     %cst_1 = arith.constant dense<3.000000e+00> : vector<4xf32>
// CHECK-NEXT:     %cst_2 = arith.constant dense<44> : vector<4xi8>
// CHECK-NEXT:     return %cst, %cst_0, %cst_1, %cst_2 : vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<4xi8>
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @folds(%x: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<2x4xf32>, vector<4xindex>, vector<3xi1>, vector<2xf32>, vector<4xf32>, vector<3x4xf32>, vector<2xi200>, vector<3x2xf32>, vector<[4]xf32>, vector<3x2xf32>) {
  %p = ub.poison : f32
  %0 = vector.broadcast %p : f32 to vector<4xf32>
  %c = arith.constant dense<2.0> : vector<4xf32>
  %1 = vector.broadcast %c : vector<4xf32> to vector<2x4xf32>
  %i = arith.constant 7 : index
  %2 = vector.broadcast %i : index to vector<4xindex>
  %t = arith.constant true
  %3 = vector.broadcast %t : i1 to vector<3xi1>
  %n = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
  %4 = vector.broadcast %n : vector<2xf32> to vector<2xf32>
  %5 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %b = vector.broadcast %x : f32 to vector<4xf32>
  %6 = vector.broadcast %b : vector<4xf32> to vector<3x4xf32>
  %w = arith.constant 123456789012345678901234567890 : i200
  %7 = vector.broadcast %w : i200 to vector<2xi200>
  %8 = vector.broadcast %n : vector<2xf32> to vector<3x2xf32>
  %c1 = arith.constant -1.5 : f32
  %9 = vector.broadcast %c1 : f32 to vector<[4]xf32>
  %pv = ub.poison : vector<2xf32>
  %10 = vector.broadcast %pv : vector<2xf32> to vector<3x2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : vector<4xf32>, vector<2x4xf32>, vector<4xindex>, vector<3xi1>, vector<2xf32>, vector<4xf32>, vector<3x4xf32>, vector<2xi200>, vector<3x2xf32>, vector<[4]xf32>, vector<3x2xf32>
}

func.func @chain(%x: i8) -> vector<2x3x4xi8> {
  %0 = vector.broadcast %x : i8 to vector<4xi8>
  %1 = vector.broadcast %0 : vector<4xi8> to vector<3x4xi8>
  %2 = vector.broadcast %1 : vector<3x4xi8> to vector<2x3x4xi8>
  return %2 : vector<2x3x4xi8>
}

func.func @casts_of_splats() -> (vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<4xi8>) {
  %c = arith.constant -2 : i8
  %s = vector.broadcast %c : i8 to vector<4xi8>
  %0 = arith.extsi %s : vector<4xi8> to vector<4xi16>
  %f = arith.constant -2.0 : f32
  %fs = vector.broadcast %f : f32 to vector<4xf32>
  %1 = arith.fptosi %fs : vector<4xf32> to vector<4xi32>
  %u = arith.constant 3 : i32
  %us = vector.broadcast %u : i32 to vector<4xi32>
  %2 = arith.uitofp %us : vector<4xi32> to vector<4xf32>
  %w = arith.constant 300 : i16
  %ws = vector.broadcast %w : i16 to vector<4xi16>
  %3 = arith.trunci %ws : vector<4xi16> to vector<4xi8>
  return %0, %1, %2, %3 : vector<4xi16>, vector<4xi32>, vector<4xf32>, vector<4xi8>
}
