// Generic operations: properties, regions, successors, block arguments,
// forward references, graph regions, multiple results, nesting.
%0 = "foo.const"() <{value = 1 : i32}> : () -> i32
%1:2 = "foo.pair"(%0) <{a = [1, 2], b = "s"}> {attr = unit} : (i32) -> (i32, f32)
"foo.use"(%1#0, %1#1, %1#1, %0) : (i32, f32, f32, i32) -> ()
%2:3 = "foo.triple"() : () -> (i1, i1, i1)
"foo.use"(%2#2, %2#0) : (i1, i1) -> ()
"foo.props_only"() <{}> : () -> ()
"foo.props_dict"() <{nested = {x = 1}, sym = @s, t = i32}> : () -> ()
"foo.empty_region"() ({
}) : () -> ()
"foo.two_regions"() ({
  "foo.a"() : () -> ()
}, {
  %3 = "foo.b"() : () -> index
  "foo.c"(%3) : (index) -> ()
}) : () -> ()
"foo.cfg"() ({
  %4 = "foo.cond"() : () -> i1
  "foo.cond_br"(%4)[^bb1, ^bb2] : (i1) -> ()
^bb1:
  %5 = "foo.v"() : () -> i32
  "foo.br"(%5)[^bb3] : (i32) -> ()
^bb2:
  %6 = "foo.v"() : () -> i32
  "foo.br"(%6)[^bb3] : (i32) -> ()
^bb3(%7: i32, %8: i32):
  "foo.ret"(%7) : (i32) -> ()
^bb4:
  "foo.br"()[^bb4] : () -> ()
}) : () -> ()
"foo.entry_args"() ({
^bb0(%a: i32, %b: f32):
  "foo.use"(%a, %b) : (i32, f32) -> ()
^bb1(%c: i64):
  "foo.use"(%c) : (i64) -> ()
}) : () -> ()
"foo.forward"() ({
  "foo.br"()[^def] : () -> ()
^use:
  "foo.use"(%fwd) : (i32) -> ()
  "foo.ret"() : () -> ()
^def:
  %fwd = "foo.def"() : () -> i32
  "foo.br"()[^use] : () -> ()
}) : () -> ()
"foo.single_block_graph"() ({
  "foo.use"(%late) : (i32) -> ()
  %late = "foo.def"() : () -> i32
}) : () -> ()
"foo.graph"() ({
  "foo.use"(%g1#1, %g0) : (f32, i32) -> ()
  %g0 = "foo.def"(%g1#0) : (i32) -> i32
  %g1:2 = "foo.def2"(%g0) : (i32) -> (i32, f32)
}) : () -> ()
%9 = "foo.outer"() ({
  %10 = "foo.inner"() ({
    %11 = "foo.innermost"(%9) : (i64) -> i64
  }) : () -> i64
  %12 = "foo.inner"(%10) : (i64) -> i64
}, {
  %13 = "foo.sibling"() : () -> i64
  "foo.nested"() ({
  ^bb0(%arg: i64):
    %14 = "foo.x"(%arg, %13) : (i64, i64) -> i64
  }) : () -> ()
}) : () -> i64
%15 = "foo.after"(%9) : (i64) -> i8
"foo.successors_with_args"() ({
^bb0(%s: i8):
  "foo.br"(%s, %s)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i8, i8) -> ()
^bb1(%t: i8):
  "foo.ret"() : () -> ()
^bb2(%u: i8):
  "foo.ret"() : () -> ()
}) : () -> ()
"foo.x"() {a = 1} : () -> () loc("ops.mlir":1:1)
%16:2 = "foo.x"() : () -> (i32, i32)
%17 = "foo.y"(%16#1) : (i32) -> i32
