// RUN: ods-opt %s -split-input-file -verify-diagnostics
// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// Errors of the linalg subset (both tools read this file).

func.func @a(%t: tensor<4xf32>, %s: f32) {
  // expected-error @+1 {{'linalg.yield' op expected parent op with LinalgOp interface}}
  "linalg.yield"(%s) : (f32) -> ()
}

// -----

func.func @b(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  %0 = "linalg.fill"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{'linalg.yield' op expected number of yield values (2) to match the number of inits / outs operands of the enclosing LinalgOp (1)}}
    linalg.yield %a, %a : f32, f32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @c(%t: tensor<4xf32>, %s: f32, %i: i32) -> tensor<4xf32> {
  %0 = "linalg.fill"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    // expected-error @+1 {{'linalg.yield' op type of yield operand 1 ('i32') doesn't match the element type of the enclosing linalg.generic op ('f32')}}
    linalg.yield %i : i32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @d(%t: tensor<4xi32>) -> tensor<4xi32> {
  // expected-error @+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  %0 = linalg.exp ins(%t : tensor<4xi32>) outs(%t : tensor<4xi32>) -> tensor<4xi32>
  return %0 : tensor<4xi32>
}

// -----

func.func @e(%t: tensor<4xf32>, %u: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'linalg.exp' op inferred input/output operand #1 has shape's dimension #0 to be 4, but found 8}}
  %0 = linalg.exp ins(%t : tensor<4xf32>) outs(%u : tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

func.func @f(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected the number of indexing_map (1) to be equal to the number of input/output operands (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @g(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected as many non-induction variable region arguments as the number of input/output operands}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @h(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected type of bb argument #1 ('i32') to match element or self type of the corresponding operand ('f32')}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: i32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @i(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op invalid indexing maps are non-invertible: ((d0, d1) -> (d0, d0))}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @j(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected operand #0 rank (1) to match the result rank of indexing_map (2)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0, d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @k(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expected indexing_map #0 to have 2 dim(s) to match the number of loops}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @l(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' unexpected iterator_type (foo)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["foo"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @m(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @n(%t: tensor<4xf32>, %s: f32) {
  linalg.fill ins(%s, %s : f32, f32) outs(%t : tensor<4xf32>)
  // expected-error @+1 {{custom op 'linalg.fill' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  return
}

// -----

func.func @o(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  // expected-note @+1 {{prior use here}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<8xf32>
  // expected-error @+1 {{use of value '%0' expects different type than prior uses: 'tensor<4xf32>' vs 'tensor<8xf32>'}}
  return %0 : tensor<4xf32>
}

// -----

func.func @p(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op expects to have 1 region with 1 block}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @r(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 5, but found 4}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @t(%t: tensor<4xf32>, %u: memref<4xf32>) {
  // expected-error @+1 {{'linalg.exp' op expected to have pure tensor or buffer semantics}}
  linalg.exp ins(%t : tensor<4xf32>) outs(%u : memref<4xf32>)
  return
}

// -----

func.func @u(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.exp' op expected the number of tensor results (0) to be equal to the number of output tensors (1)}}
  linalg.exp ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>)
  return
}

// -----

func.func @w(%t: tensor<3xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op inferred input/output operand #0 has shape's dimension #0 to be greater than or equal to 5, but found 3}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (4 - d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<3xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @x(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' 'linalg.generic' op attribute 'library_call' failed to satisfy constraint: string attribute}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"], library_call = 3} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @y(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  // expected-error @+1 {{'linalg.yield' op must be the last operation in the parent block}}
  linalg.yield
  return %0 : tensor<4xf32>
}

// -----

func.func @r(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op unexpected result less than 0 at expression #0 in (d0) -> (d0 - 1)}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 - 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @s(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'indexing_maps'}}
  %0 = linalg.generic {iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @t(%t: tensor<4xf32>, %u: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.generic' attribute 'indexing_maps' occurs more than once in the attribute list}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%u : tensor<4xf32>) attrs = {indexing_maps = 3} {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @fill_type(%t: tensor<4xf32>, %i: i32) -> tensor<4xf32> {
  // expected-error @+1 {{'linalg.fill' op expected fill value type ('i32') to match output element type ('f32')}}
  %0 = linalg.fill ins(%i : i32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @fill_attr(%t: tensor<4xf32>, %s: f32) -> tensor<4xf32> {
  // expected-error @+1 {{custom op 'linalg.fill' attribute 'a' occurs more than once in the attribute list}}
  %0 = linalg.fill {a} ins(%s : f32) outs(%t : tensor<4xf32>) {a = 1} -> tensor<4xf32>
  return %0 : tensor<4xf32>
}

// -----

func.func @a(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.fill' [parseNamedStructuredOpRegion] ods-gen generated region expects 2 args, got 3}}
  %0:2 = linalg.fill ins(%s : f32) outs(%t, %t : tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @b(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.fill' op requires one region}}
  %0 = "linalg.fill"(%s, %t) <{operandSegmentSizes = array<i32: 1, 1>}> : (f32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @c(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute}}
  %0 = "linalg.generic"(%s, %t) <{indexing_maps = [1], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @e(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op requires attribute 'iterator_types'}}
  %0 = "linalg.generic"(%s, %t) <{indexing_maps = [affine_map<(d0) -> ()>, affine_map<(d0) -> (d0)>], operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }) : (f32, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @f(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.generic' op unexpected symbols in indexing_map #0}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0)[s0] -> (s0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @h(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{'linalg.exp' op expects region #0 to have 0 or 1 blocks}}
  %0 = "linalg.exp"(%t, %t) <{operandSegmentSizes = array<i32: 1, 1>}> ({
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  ^bb1:
    linalg.yield %a : f32
  }) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @j(%s: f32, %t: tensor<*xf32>) {
  // expected-error @+1 {{custom op 'linalg.exp' unsupported non numeric type}}
  %0 = linalg.exp ins(%t : tensor<*xf32>) outs(%t : tensor<*xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @k(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' attribute 'iterator_types' occurs more than once in the attribute list}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) attrs = {iterator_types = 1} {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @l(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' expected "iterator_types" array attribute}}
  %0 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = "parallel"} ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return
}

// -----

func.func @m(%s: f32, %t: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'linalg.generic' invalid kind of attribute specified}}
  %0 = linalg.generic [] ins(%t : tensor<4xf32>) outs(%t : tensor<4xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  } -> tensor<4xf32>
  return
}
