// scf loops over integer and index types, with and without loop-carried values.
func.func @loops(%a: i32, %b: i32, %x: f32, %lb: index, %ub: index) -> (f32, f32) {
  scf.for %i = %a to %b step %a : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  scf.for unsigned %i = %a to %b step %a : i32 {
    "test.op"(%i) : (i32) -> ()
  }
  %r = scf.for %i = %a to %b step %a iter_args(%s = %x) -> (f32) : i32 {
    scf.yield %s : f32
  }
  %q = scf.for %i = %lb to %ub step %lb iter_args(%s = %x) -> (f32) {
    scf.yield %s : f32
  }
  return %r, %q : f32, f32
}
