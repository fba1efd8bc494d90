// RUN: ods-opt %s -verify-diagnostics
// RUN: mlir-opt %s -verify-diagnostics

// scf.while's regions are single blocks (its SingleBlock trait), checked
// before the region constraints.
func.func @f(%a: i32, %c: i1) {
  // expected-error @+1 {{'scf.while' op expects region #0 to have 0 or 1 blocks}}
  %0 = "scf.while"(%a) ({
  ^bb0(%x: i32):
    cf.br ^bb1
  ^bb1:
    "scf.condition"(%c, %x) : (i1, i32) -> ()
  }, {
  ^bb0(%y: i32):
    "scf.yield"(%y) : (i32) -> ()
  }) : (i32) -> i32
  return
}
