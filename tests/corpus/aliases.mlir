// Type and attribute aliases are resolved when parsed.
!t = i32
!tensor = tensor<?x!t>
!fn = (!t) -> !tensor
#a = 42 : i64
#b = [#a, "s", #a]
#d = {x = #a, y = #b}
#map0 = affine_map<(d0) -> (d0 + 1)>
#loc0 = loc("alias.mlir":4:2)
#str = "a string"
%0:3 = "foo.x"() {a = #a, b = #b, d = #d, m = #map0, s = #str, t = !fn} : () -> (!t, !tensor, !fn)
"foo.y"(%0#0) : (!t) -> () loc(#loc0)
%1 = "foo.z"() {m = memref<4xf32, #map0>} : () -> memref<4xf32, #map0>
