// Calls inside the regions of scf and tensor ops, and callees using scf and
// cf ops, inlined as mlir-opt's -inline does.

func.func private @leaf_arith(%a: index) -> index {
  %0 = arith.muli %a, %a : index
  return %0 : index
}
func.func private @scf_body(%lb: index, %ub: index, %a: index) -> index {
  %0 = scf.for %i = %lb to %ub step %a iter_args(%x = %a) -> index {
    %y = arith.addi %x, %i : index
    scf.yield %y : index
  }
  return %0 : index
}
func.func private @cf_body(%c: i1, %a: index) -> index {
  cf.assert %c, "expected true"
  %0 = arith.addi %a, %a : index
  return %0 : index
}
func.func @in_scf_for(%lb: index, %ub: index, %s: index) -> index {
  %r = scf.for %i = %lb to %ub step %s iter_args(%x = %lb) -> index {
    %y = func.call @leaf_arith(%x) : (index) -> index
    scf.yield %y : index
  }
  return %r : index
}
func.func @in_generate(%n: index) -> tensor<?xindex> {
  %t = tensor.generate %n {
  ^bb0(%i: index):
    %v = func.call @leaf_arith(%i) : (index) -> index
    tensor.yield %v : index
  } : tensor<?xindex>
  return %t : tensor<?xindex>
}
func.func @calls(%lb: index, %ub: index, %c: i1) -> (index, index) {
  %0 = call @scf_body(%lb, %ub, %ub) : (index, index, index) -> index
  %1 = call @cf_body(%c, %lb) : (i1, index) -> index
  return %0, %1 : index, index
}
func.func @in_execute_region(%a: index) -> index {
  %r = scf.execute_region -> index no_inline {
    %v = func.call @leaf_arith(%a) : (index) -> index
    scf.yield %v : index
  }
  return %r : index
}
