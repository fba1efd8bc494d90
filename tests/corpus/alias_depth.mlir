// Alias numbering: depth first, then name, then first use.
#m1 = affine_map<(d0) -> (d0 + 2)>
#m2 = affine_map<(d0) -> (d0 + 3)>
"foo.x"() <{p = #m2}> ({
  "foo.y"() {a = affine_map<(d0) -> (d0 + 4)>} : () -> ()
}) {a = #m1, b = [[affine_map<(d0) -> (d0 + 5)>]], c = affine_set<(d0) : (d0 >= 0)>} : () -> memref<4xf32, affine_map<(d0) -> (d0 + 6)>>
"foo.x"() {l = loc(fused<[loc("x")]>["a"]), m = loc(fused["b", "c"]), n = loc("q"("r"))} : () -> ()
"foo.x"() : () -> () loc(fused<[loc("x")]>["a"])
"foo.x"() ({
^bb0(%a: i32 loc(fused["arg", "arg2"])):
  "foo.y"() : () -> () loc(fused["arg", "arg2"])
}) : () -> () loc("b")
