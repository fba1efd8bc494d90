// RUN: ods-opt %s -split-input-file | FileCheck %s
// RUN: mlir-opt %s -split-input-file | FileCheck %s
// RUN: ods-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s -split-input-file -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: ods-opt %s -split-input-file | ods-opt -split-input-file | FileCheck %s

// Dialect resources: only the blobs that attributes print are kept, each
// under its dialect (the builtin dialect's last), in the order of first
// use; a key without a blob is printed with no entry.

// CHECK-LABEL: module attributes
// CHECK-SAME: test.a = #test.e1di64_elements<blob2> : tensor<2xi1>
// CHECK-SAME: test.b = #test.e1di64_elements<missing> : tensor<*xi1>
// CHECK-SAME: test.c = [#test.e1di64_elements<"a key"> : tensor<1xi1>, dense_resource<r1> : tensor<1xi8>, #test.e1di64_elements<blob2> : tensor<2xi1>]
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     test: {
// CHECK-NEXT:       blob2: "0x08000000040000000000000005000000000000000600000000000000",
// CHECK-NEXT:       "a key": "0x0800000007"
// CHECK-NEXT:     },
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       r1: "0x0100000001"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// GENERIC-LABEL: "builtin.module"()
// GENERIC: test.a = #test.e1di64_elements<blob2> : tensor<2xi1>
// GENERIC:      {-#
// GENERIC-NEXT:   dialect_resources: {
// GENERIC-NEXT:     test: {
// GENERIC-NEXT:       blob2: "0x08000000040000000000000005000000000000000600000000000000",
// GENERIC-NEXT:       "a key": "0x0800000007"
// GENERIC-NEXT:     },
// GENERIC-NEXT:     builtin: {
module attributes { test.c = [#test.e1di64_elements<"a key"> : tensor<1xi1>, dense_resource<r1> : tensor<1xi8>, #test.e1di64_elements<blob2> : tensor<2xi1>], test.b = #test.e1di64_elements<missing> : tensor<*xi1>, test.a = #test.e1di64_elements<blob2>:tensor<2xi1>} {}

{-#
  dialect_resources: {
    builtin: { r1: "0x0100000001", r2: "0x0100000002" },
    test: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x08000000040000000000000005000000000000000600000000000000",
      "a key": "0x0800000007"
    }
  }
#-}

// -----

// On an op printed in the generic form, inside a region.

// CHECK-LABEL: func.func @f
// CHECK: "test.unknown_op"() {x = #test.e1di64_elements<blob1> : tensor<3xi1>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     test: {
// CHECK-NEXT:       blob1: "0x08000000010000000000000002000000000000000300000000000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
func.func @f() {
  "test.unknown_op"() {x = #test.e1di64_elements<blob1> : tensor<3xi1>} : () -> ()
  return
}

{-#
  dialect_resources: {
    test: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000",
      blob2: "0x08000000040000000000000005000000000000000600000000000000"
    }
  }
#-}

// -----

// Nothing referenced: no metadata.

// CHECK-LABEL: module
// CHECK-NOT: {-#
module {}

{-#
  dialect_resources: {
    test: {
      blob1: "0x08000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
