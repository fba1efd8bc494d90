// scf.for inits made by a tensor.cast that only forgets static information
// are replaced by the cast's source (MLIR's ForOpTensorCastFolder).

func.func private @do(tensor<?x?xf32>) -> tensor<?x?xf32>
func.func private @do1(tensor<?xf32>) -> tensor<?xf32>

func.func @folds(%t: tensor<32x1024xf32>, %lb: index, %ub: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  } {some_attr}
  return %1 : tensor<?x?xf32>
}

func.func @partial(%t: tensor<32x?xf32>, %lb: index, %ub: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<32x?xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %2 = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

func.func @second_of_three(%x: i32, %t: tensor<8xf32>, %u: tensor<?xf32>, %lb: i32, %ub: i32, %s: i32) -> (i32, tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r:3 = scf.for unsigned %i = %lb to %ub step %s iter_args(%a = %x, %b = %0, %c = %u) -> (i32, tensor<?xf32>, tensor<?xf32>) : i32 {
    %n = func.call @do1(%b) : (tensor<?xf32>) -> tensor<?xf32>
    %m = func.call @do1(%c) : (tensor<?xf32>) -> tensor<?xf32>
    %y = arith.addi %a, %i : i32
    scf.yield %y, %m, %n : i32, tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1, %r#2 : i32, tensor<?xf32>, tensor<?xf32>
}

func.func @two_casts(%t: tensor<8xf32>, %u: tensor<4xf32>, %lb: index, %ub: index, %s: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %1 = tensor.cast %u : tensor<4xf32> to tensor<?xf32>
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %0, %b = %1) -> (tensor<?xf32>, tensor<?xf32>) {
    %n = func.call @do1(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %b, %n : tensor<?xf32>, tensor<?xf32>
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

func.func @result_used_twice(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %n = func.call @do1(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %1, %1 : tensor<?xf32>, tensor<?xf32>
}

func.func @result_unused(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index) {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %n = func.call @do1(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return
}

func.func @adds_static_information(%t: tensor<?xf32>, %lb: index, %ub: index, %s: index) -> tensor<8xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<8xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<8xf32>) {
    %n = "test.op"(%a) : (tensor<8xf32>) -> tensor<8xf32>
    scf.yield %n : tensor<8xf32>
  }
  return %1 : tensor<8xf32>
}

func.func @unranked(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index) -> tensor<*xf32> {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<*xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<*xf32>) {
    %n = "test.op"(%a) : (tensor<*xf32>) -> tensor<*xf32>
    scf.yield %n : tensor<*xf32>
  }
  return %1 : tensor<*xf32>
}

func.func @encoding(%t: tensor<8xf32, "enc">, %lb: index, %ub: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<8xf32, "enc"> to tensor<?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %n = "test.op"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %n : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}

func.func @yields_iter_arg(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    "test.op"(%a) : (tensor<?xf32>) -> ()
    scf.yield %a : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}

func.func @nested(%t: tensor<8xf32>, %lb: index, %ub: index, %s: index) -> tensor<?xf32> {
  %0 = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %2 = scf.for %j = %lb to %ub step %s iter_args(%b = %a) -> (tensor<?xf32>) {
      %n = func.call @do1(%b) : (tensor<?xf32>) -> tensor<?xf32>
      scf.yield %n : tensor<?xf32>
    }
    scf.yield %2 : tensor<?xf32>
  }
  return %1 : tensor<?xf32>
}
