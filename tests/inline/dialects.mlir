// Calls to functions whose bodies use the ops of each dialect: inlined
// where the dialect lets its ops be inlined, as mlir-opt's -inline.

func.func private @ub_callee() -> i32 {
  %0 = ub.poison : i32
  return %0 : i32
}
func.func @ub_caller() -> i32 {
  %0 = call @ub_callee() : () -> i32
  return %0 : i32
}

func.func private @arith_callee(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @arith_caller(%a: i32) -> i32 {
  %0 = call @arith_callee(%a) : (i32) -> i32
  return %0 : i32
}

func.func private @math_callee(%a: f32) -> f32 {
  %0 = math.sqrt %a : f32
  return %0 : f32
}
func.func @math_caller(%a: f32) -> f32 {
  %0 = call @math_callee(%a) : (f32) -> f32
  return %0 : f32
}

func.func private @index_callee(%a: index) -> index {
  %0 = index.add %a, %a
  return %0 : index
}
func.func @index_caller(%a: index) -> index {
  %0 = call @index_callee(%a) : (index) -> index
  return %0 : index
}

func.func private @tensor_callee(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = tensor.extract %t[%i] : tensor<4xf32>
  return %0 : f32
}
func.func @tensor_caller(%t: tensor<4xf32>, %i: index) -> f32 {
  %0 = call @tensor_callee(%t, %i) : (tensor<4xf32>, index) -> f32
  return %0 : f32
}

func.func private @scf_callee(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0 : i32
}
func.func @scf_caller(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = call @scf_callee(%c, %a, %b) : (i1, i32, i32) -> i32
  return %0 : i32
}

func.func private @cf_callee(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%b : i32)
^bb1(%x: i32):
  return %x : i32
}
func.func @cf_caller(%c: i1, %a: i32, %b: i32) -> i32 {
  %0 = call @cf_callee(%c, %a, %b) : (i1, i32, i32) -> i32
  return %0 : i32
}

func.func private @shape_callee(%a: !shape.shape) -> !shape.size {
  %0 = shape.rank %a : !shape.shape -> !shape.size
  return %0 : !shape.size
}
func.func @shape_caller(%a: !shape.shape) -> !shape.size {
  %0 = call @shape_callee(%a) : (!shape.shape) -> !shape.size
  return %0 : !shape.size
}

func.func private @complex_callee(%a: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %a : complex<f32>
  %1 = complex.mul %0, %0 : complex<f32>
  return %1 : complex<f32>
}
func.func @complex_caller(%x: f32) -> complex<f32> {
  %c = complex.create %x, %x : complex<f32>
  %0 = call @complex_callee(%c) : (complex<f32>) -> complex<f32>
  return %0 : complex<f32>
}
