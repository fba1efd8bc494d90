// Region simplification: dead block arguments and the operands forwarded
// to them, dead cycles through block arguments, arguments kept by
// branches that cannot be seen through.

func.func @unused_arg(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.use"() : () -> ()
  cf.br ^bb3(%x, %a : i32, i32)
^bb2(%y: i32):
  "test.use"() : () -> ()
  cf.br ^bb3(%y, %b : i32, i32)
^bb3(%p: i32, %q: i32):
  return %q : i32
}

func.func @dead_loop_cycle(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.0 : f32
  cf.br ^head(%c0, %f : index, f32)
^head(%i: index, %acc: f32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %next = arith.addf %acc, %acc : f32
  %i1 = arith.addi %i, %c1 : index
  cf.br ^head(%i1, %next : index, f32)
^exit:
  return
}

func.func @switch_args(%flag: i32, %a: f32, %b: f32) -> f32 {
  cf.switch %flag : i32, [
    default: ^bb1(%a, %b : f32, f32),
    4: ^bb2(%b, %a : f32, f32),
    7: ^bb1(%b, %b : f32, f32)
  ]
^bb1(%x: f32, %y: f32):
  "test.sink"(%y) : (f32) -> ()
  return %a : f32
^bb2(%u: f32, %v: f32):
  return %u : f32
}

func.func @unregistered_terminator(%a: i32) {
  "foo.br"()[^bb1] : () -> ()
^bb1(%x: i32):
  "foo.use"() : () -> ()
  "foo.return"() : () -> ()
}

func.func @nested(%c: i1, %a: i32) {
  "foo.region"() ({
    cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a : i32)
  ^bb1(%x: i32):
    "foo.yield"() : () -> ()
  ^bb2(%y: i32):
    %z = arith.addi %y, %y : i32
    "foo.yield"(%a) : (i32) -> ()
  }) : () -> ()
  return
}
