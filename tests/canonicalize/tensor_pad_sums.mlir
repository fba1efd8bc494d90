// tensor.pad of a tensor.pad with the same padding value pads once by the
// sums of the paddings; a sum with a dynamic padding is an affine.apply of
// `s0 + s1` with constants folded in and a value added to itself doubled.

func.func @dynamic_and_constant(%t: tensor<?x?xf32>, %i: index, %v: f32) -> tensor<?x?xf32> {
  %0 = tensor.pad %t low[%i, 1] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[0, 2] high[%i, 2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @constant_op_and_dynamic(%t: tensor<?x?xf32>, %i: index, %v: f32) -> tensor<?x?xf32> {
  %c5 = arith.constant 5 : index
  %0 = tensor.pad %t low[%c5, 0] high[%i, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[%i, 0] high[7, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

func.func @two_values(%t: tensor<?xf32>, %i: index, %j: index, %v: f32) -> tensor<?xf32> {
  %0 = tensor.pad %t low[%i] high[%i] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.pad %0 low[%j] high[%i] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

func.func @zeros_and_statics(%t: tensor<?x?x?xf32>, %i: index, %v: f32) -> tensor<?x?x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t low[%i, 0, 3] high[%c0, %i, 4] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : f32
  } : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  %1 = tensor.pad %0 low[0, %c0, 1] high[0, 0, 2] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : f32
  } : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return %1 : tensor<?x?x?xf32>
}

func.func @different_values_stay(%t: tensor<?xf32>, %i: index, %v: f32, %w: f32) -> tensor<?xf32> {
  %0 = tensor.pad %t low[%i] high[1] {
  ^bb0(%a: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.pad %0 low[%i] high[1] {
  ^bb0(%a: index):
    tensor.yield %w : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
