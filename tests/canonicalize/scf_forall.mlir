// The canonicalization patterns of scf.forall: constant bounds become
// static, dimensions of zero or one iteration go, unused or unwritten
// outputs go, casts of outputs move in, tensor.dim of a result reads the
// shared output.

func.func @control_operands(%t: tensor<?x10xf32>, %n: index) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %r = scf.forall (%i, %j) = (%c0, %c2) to (%n, %c10) step (%c1, %c2) shared_outs(%o = %t) -> (tensor<?x10xf32>) {
    %s = tensor.extract_slice %t[%i, %j] [1, 1] [1, 1] : tensor<?x10xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
    }
  } {attr_kept}
  return %r : tensor<?x10xf32>
}

func.func @zero_trip(%t: tensor<4xf32>, %n: index) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) = (0, 5) to (%n, 5) step (1, 1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.op"(%i, %j) : (index, index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @negative_range(%t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i) = (7) to (3) step (2) shared_outs(%o = %t) -> (tensor<4xf32>) {
    "test.op"(%i) : (index) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %t into %o[0] [4] [1] : tensor<4xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

func.func @one_trip_dims(%t: tensor<8x8xf32>, %n: index, %m: index) -> tensor<8x8xf32> {
  %r = scf.forall (%i, %j, %k) = (3, 0, 0) to (4, %n, 6) step (1, 1, 7) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %s = "test.make"(%i, %j, %k) : (index, index, index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  } {other}
  return %r : tensor<8x8xf32>
}

func.func @all_one_trip(%t: tensor<8x8xf32>, %u: tensor<4xf32>) -> (tensor<8x8xf32>, tensor<4xf32>) {
  %r:2 = scf.forall (%i, %j) = (3, 5) to (4, 9) step (1, 4) shared_outs(%o = %t, %p = %u) -> (tensor<8x8xf32>, tensor<4xf32>) {
    %s = "test.make"(%i, %j) : (index, index) -> tensor<1x1xf32>
    %q = "test.make"(%j) : (index) -> tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
      tensor.parallel_insert_slice %q into %p[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
    }
  }
  return %r#0, %r#1 : tensor<8x8xf32>, tensor<4xf32>
}

func.func @no_outputs(%n: index) {
  scf.forall (%i) in (1) {
    "test.op"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) in (%n, 1) {
    "test.op"(%i, %j) : (index, index) -> ()
  }
  return
}

func.func @mapped(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.make"(%i, %j) : (index, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<x>, #gpu.thread<y>]}
  return %r : tensor<8xf32>
}

func.func @dynamic_one_trip(%t: tensor<8xf32>, %a: index, %n: index) -> tensor<8xf32> {
  %c1 = arith.constant 1 : index
  %b = arith.addi %a, %c1 overflow<nsw> : index
  %r = scf.forall (%i, %j) = (%a, 0) to (%b, %n) step (%c1, 1) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.make"(%i, %j) : (index, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @mixed_kinds(%t: tensor<8xf32>, %a: index) -> tensor<8xf32> {
  %r = scf.forall (%i) = (%a) to (8) step (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %s = "test.make"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @dynamic_step(%t: tensor<8xf32>, %s: index, %n: index) -> tensor<8xf32> {
  %r = scf.forall (%i) = (0) to (8) step (%s) shared_outs(%o = %t) -> (tensor<8xf32>) {
    %v = "test.make"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}

func.func @unused_and_unwritten(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %a, %y = %b, %z = %c) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    "test.use"(%x, %y, %z) : (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
    %s = "test.make"(%i) : (index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %z[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s into %x[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  } {keep_me}
  return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
}

func.func @dim_of_result(%t: tensor<?x?xf32>, %n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    %s = "test.make"(%i) : (index) -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
    }
  }
  %d0 = tensor.dim %r, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %r, %c1 : tensor<?x?xf32>
  "test.use"(%r) : (tensor<?x?xf32>) -> ()
  return %d0, %d1 : index, index
}

func.func @cast_outputs(%a: tensor<8xf32>, %b: tensor<?xf32>, %c: tensor<4xf32>, %n: index) -> (tensor<?xf32>, tensor<?xf32>, tensor<4xf32>) {
  %ca = tensor.cast %a : tensor<8xf32> to tensor<?xf32>
  %cc = tensor.cast %b : tensor<?xf32> to tensor<4xf32>
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %ca, %y = %b, %z = %cc) -> (tensor<?xf32>, tensor<?xf32>, tensor<4xf32>) {
    %s = "test.make"(%i, %x) : (index, tensor<?xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %x[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %z[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  } {mapping = [#gpu.block<x>]}
  return %r#0, %r#1, %r#2 : tensor<?xf32>, tensor<?xf32>, tensor<4xf32>
}

func.func @nested(%t: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) = (%c0) to (%n) step (%c1) shared_outs(%o = %t) -> (tensor<8x8xf32>) {
    %inner = scf.forall (%j) in (1) shared_outs(%p = %o) -> (tensor<8x8xf32>) {
      %s = "test.make"(%i, %j) : (index, index) -> tensor<1x1xf32>
      scf.forall.in_parallel {
        tensor.parallel_insert_slice %s into %p[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
      }
    }
    %v = tensor.extract_slice %inner[%i, 0] [1, 1] [1, 1] : tensor<8x8xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<8x8xf32>
    }
  }
  return %r : tensor<8x8xf32>
}
