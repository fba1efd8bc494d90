// Ops of MLIR's TestOps.td that the test dialect defines with the same
// names and constraints.

"test.confined_dense_array_attr"() {emptyattr = array<i16>, i32attr = array<i32: 1, 2>, i64attr = array<i64: 1, 3>} : () -> ()
"test.confined_dense_array_attr"() {emptyattr = array<i16: -3, 1, 7>, i32attr = array<i32: 2, 2, 5>, i64attr = array<i64: -9223372036854775808, 3>} : () -> ()
