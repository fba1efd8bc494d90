// RUN: not toyc %s -emit=mlir 2>&1 | FileCheck %s

// The tutorial's invalid IR: toy.print has no result and takes an operand,
// and the block has no terminator. toyc reports it with its location.
// CHECK: invalid-ir.mlir:[[@LINE+2]]:{{[0-9]+}}: error:
toy.func @main() {
  %0 = "toy.print"() : () -> tensor<2x3xf64>
}
