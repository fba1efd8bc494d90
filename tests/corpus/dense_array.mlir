// Dense arrays `array<T: ...>`.
"foo.x"() {a = array<i64>, b = array<i64: 1, 2, 3>, c = array<i32: -1>, d = array<i1: true, false>, e = array<i8: 127, -128>, f = array<i16: 0>} : () -> ()
"foo.x"() {a = array<f32: 1.0, 2.5, -0.0>, b = array<f64: 0.1, 1.0e+100>, c = array<f16>, d = array<bf16: 1.0>, e = array<f32: 0x7FC00000, 0x7F800000>} : () -> ()
"foo.x"() {a = array<ui8: 255, 0>, b = array<si8: -1>, d = array<i64: 9223372036854775807, -9223372036854775808>} : () -> ()
"foo.x"() <{p = array<i32: 1, 2>}> {arr = [array<i64: 1>, array<f32>]} : () -> ()
