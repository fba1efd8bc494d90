// Constants hoisted to the front of the function: one moved out of a
// nested block loses its location, one moved within the entry block keeps
// it.
func.func @f(%c: i1) {
  %x = arith.constant 1 : i32
  scf.if %c {
    %k = arith.constant 7 : i32
    "test.use"(%k) : (i32) -> ()
  }
  %y = arith.constant 2 : i32
  "test.use"(%x, %y) : (i32, i32) -> ()
  return
}
