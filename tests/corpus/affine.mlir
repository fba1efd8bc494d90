// Affine maps, integer sets and strided layouts, with aliases.
#map = affine_map<(d0, d1) -> (d1, d0)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"foo.x"() {a = #map, b = #set, c = affine_map<(d0) -> (d0)>, d = affine_map<() -> ()>, e = affine_map<() -> (0)>} : () -> ()
"foo.x"() {a = affine_map<(d0, d1)[s0, s1] -> (d0 * 2 + s0, d1 floordiv 4, d0 ceildiv 3, d1 mod 5, -d0)>} : () -> ()
"foo.x"() {r = affine_map<(i, j)[n, m] -> (j + n, i * m)>, a = affine_map<(d0)[s0] -> (d0 + s0 - 1)>, b = affine_map<(d0) -> (-d0)>, c = affine_map<()[s0] -> (s0)>} : () -> ()
"foo.x"() {a = affine_set<(d0) : (d0 >= 0)>, b = affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, s0 - 10 >= 0, d0 + d1 == 0)>, c = affine_set<() : (1 == 0)>} : () -> ()
"foo.x"() {a = [#map, #map], b = {m = #map, s = #set}} : () -> ()
"foo.x"() {a = strided<[1]>, b = strided<[?, 1], offset: ?>, c = strided<[4, 1], offset: 8>, d = strided<[]>, e = strided<[1], offset: 0>, f = strided<[-1, 2]>} : () -> ()
%0:2 = "foo.x"() : () -> (memref<4x4xf32, #map>, memref<8xf32, affine_map<(d0) -> (d0 * 2)>>)
"foo.y"() {m = memref<2x2xi8, #map>, n = affine_map<(d0, d1) -> (d0 + d1)>} : () -> ()
"foo.x"() {a = affine_map<(d0) -> (d0 * -1)>, b = affine_map<(d0) -> (2 * d0 + 1 + 2)>, c = affine_map<(d0, d1) -> (d0 - d1 * 2)>, d = affine_map<(d0, d1) -> ((d0 + d1) floordiv 2)>} : () -> ()
"foo.x"() {a = affine_map<(d0) -> (d0 - (d0 + 1))>, b = affine_map<() -> (4 floordiv 3, -7 mod 3, 7 ceildiv 2, -7 floordiv 2, -7 ceildiv 2)>, c = affine_set<(d0)[s0] : (d0 <= s0)>, d = affine_set<(d0)[s0] : (d0 >= s0, d0 == 1)>} : () -> ()
"foo.x"() {a = affine_map<(d0)[s0] -> (d0 * s0, s0 * d0, d0 floordiv s0, (d0 + 1) * 3, -(d0 + s0), d0 * 2 * 3, 3 - d0)>} : () -> ()
"foo.x"() {a = affine_map<(d0, d1) -> (d0 + d1 + 1, d0 + (d1 + 1), d0 * 1, d0 + 0, d0 * 0, d0 mod 1, (d0 * 2) mod 3)>} : () -> ()
"foo.x"() {a = affine_map<(d0, d1)[s0, s1] -> (s0 + d0, s1 * s0 + d1, 2 * s0, 3 + s0 + d1, d1 + d0, s1 + s0, (s0 + 1) * d0, d0 * (s0 + 1))>} : () -> ()
"foo.x"() {a = affine_set<(d0, d1)[s0] : (d0 + 1 <= d1, s0 == d0, 5 >= d0)>} : () -> ()
"foo.x"() {a = affine_map<(d0, d1)[s0, s1] -> (d1 + d0 * 2, d0 * 2 + d1, d1 * 2 + d0, (d1 + 1) + d0, d1 * s0 + d0, d0 + d1 * s0, s1 * d0, d1 floordiv 2 + d0, d0 + d1 floordiv 2, d1 mod 2 + d0 * 3, s1 + s0 * 2, s1 * 2 + s0, d1 * 3 + d0 * 2)>} : () -> ()
