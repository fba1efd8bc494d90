// Custom forms of vector.broadcast and vector.print as mlir-opt 22 prints
// them (the CHECK lines are its output), through our parser and printer,
// from the generic form, and read back by mlir-opt.
// RUN: ods-opt -allow-unregistered-dialect %s | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect -mlir-print-op-generic %s | ods-opt -allow-unregistered-dialect | FileCheck %s
// RUN: ods-opt -allow-unregistered-dialect %s | mlir-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: module {
// CHECK-NEXT:   func.func @broadcast(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<[4]xf32>, %arg3: vector<f32>, %arg4: index, %arg5: vector<1xi8>) {
// CHECK-NEXT:     %0 = vector.broadcast %arg0 : f32 to vector<16xf32>
// CHECK-NEXT:     %1 = vector.broadcast %arg1 : vector<4xf32> to vector<2x3x4xf32>
// CHECK-NEXT:     %2 = vector.broadcast %arg2 : vector<[4]xf32> to vector<3x[4]xf32>
// CHECK-NEXT:     %3 = vector.broadcast %arg3 : vector<f32> to vector<2xf32>
// CHECK-NEXT:     %4 = vector.broadcast %arg0 : f32 to vector<f32>
// CHECK-NEXT:     %5 = vector.broadcast %arg4 : index to vector<[2]x3xindex>
// CHECK-NEXT:     %6 = vector.broadcast %arg5 {tag} : vector<1xi8> to vector<2x[8]xi8>
// CHECK-NEXT:     "use"(%0, %1, %2, %3, %4, %5, %6) : (vector<16xf32>, vector<2x3x4xf32>, vector<3x[4]xf32>, vector<2xf32>, vector<f32>, vector<[2]x3xindex>, vector<2x[8]xi8>) -> ()
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @print(%arg0: vector<4xf32>, %arg1: index, %arg2: i1, %arg3: f16, %arg4: vector<f32>) {
// CHECK-NEXT:     vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:     vector.print %arg1 : index punctuation <comma>
// CHECK-NEXT:     vector.print %arg2 : i1 punctuation <no_punctuation>
// CHECK-NEXT:     vector.print %arg3 : f16
// CHECK-NEXT:     vector.print %arg4 : vector<f32> punctuation <open> {tag}
// CHECK-NEXT:     vector.print punctuation <close>
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print
// CHECK-NEXT:     vector.print str "Hello, World!"
// CHECK-NEXT:     vector.print str "a\22b\0A"
// CHECK-NEXT:     vector.print punctuation <comma>
// CHECK-NEXT:     vector.print %arg0 : vector<4xf32>
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

func.func @broadcast(%f: f32, %v: vector<4xf32>, %s: vector<[4]xf32>, %z: vector<f32>, %i: index, %u: vector<1xi8>) {
  %0 = vector.broadcast %f : f32 to vector<16xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x3x4xf32>
  %2 = vector.broadcast %s : vector<[4]xf32> to vector<3x[4]xf32>
  %3 = vector.broadcast %z : vector<f32> to vector<2xf32>
  %4 = vector.broadcast %f : f32 to vector<f32>
  %5 = vector.broadcast %i : index to vector<[2]x3xindex>
  %6 = vector.broadcast %u {tag} : vector<1xi8> to vector<2x[8]xi8>
  "use"(%0, %1, %2, %3, %4, %5, %6) : (vector<16xf32>, vector<2x3x4xf32>, vector<3x[4]xf32>, vector<2xf32>, vector<f32>, vector<[2]x3xindex>, vector<2x[8]xi8>) -> ()
  return
}

func.func @print(%v: vector<4xf32>, %i: index, %x: i1, %h: f16, %z: vector<f32>) {
  vector.print %v : vector<4xf32>
  vector.print %i : index punctuation <comma>
  vector.print %x : i1 punctuation <no_punctuation>
  vector.print %h : f16 punctuation <newline>
  vector.print %z : vector<f32> punctuation <open> {tag}
  vector.print punctuation <close>
  vector.print punctuation <newline>
  vector.print
  vector.print str "Hello, World!"
  vector.print str "a\"b\0A"
  "vector.print"() {punctuation = #vector.punctuation<comma>} : () -> ()
  "vector.print"(%v) : (vector<4xf32>) -> ()
  return
}
