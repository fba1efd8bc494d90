// none, index, complex, tuple and function types (nested).
%0:3 = "foo.x"() : () -> (none, index, complex<f32>)
%1:3 = "foo.x"() : () -> (complex<i8>, complex<f64>, complex<bf16>)
%2:3 = "foo.x"() : () -> (tuple<>, tuple<i32>, tuple<i32, f32, tuple<index, tuple<>>>)
%3:4 = "foo.x"() : () -> (() -> (), (i32) -> i32, (i32, f32) -> (f32, i32), () -> (() -> ()))
%4:3 = "foo.x"() : () -> ((i1) -> ((i2) -> i3), ((i1) -> i2) -> (i3), tuple<(i32) -> i64, complex<f16>>)
"foo.y"(%0#0, %1#1, %2#2, %3#3, %4#0) : (none, complex<f64>, tuple<i32, f32, tuple<index, tuple<>>>, () -> (() -> ()), (i1) -> ((i2) -> i3)) -> ()
"foo.x"() {t = [none, index, complex<f32>, tuple<>, () -> (), (i32) -> (i32, i32), ((i32) -> ()) -> ((f32) -> ())]} : () -> ()
"foo.x"() {t = (i32, tensor<2xf32>) -> memref<?xi8>, u = tuple<vector<4xf32>, tensor<*xi1>>} : () -> ()
