// Which private functions the inliner erases. Unused from the start:
// erased, and the calls in them are not inlined, so a callee only they
// call stays (it was used when the inliner got to it). Inlined into every
// caller: erased. Still called: kept.
func.func private @callee_of_dead() -> i32 {
  %c = arith.constant 1 : i32
  return %c : i32
}
func.func private @dead_caller() -> i32 {
  %r = func.call @callee_of_dead() : () -> i32
  return %r : i32
}
func.func private @inlined_everywhere(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func private @leaf() -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func private @middle() -> i32 {
  %r = func.call @leaf() : () -> i32
  return %r : i32
}
func.func private @recursive(%x: i32) -> i32 {
  %r = func.call @recursive(%x) : (i32) -> i32
  return %r : i32
}
func.func private @unused_recursive(%x: i32) -> i32 {
  %r = func.call @unused_recursive(%x) : (i32) -> i32
  return %r : i32
}
func.func @main(%x: i32) -> (i32, i32, i32) {
  %a = func.call @inlined_everywhere(%x) : (i32) -> i32
  %b = func.call @middle() : () -> i32
  %c = func.call @recursive(%x) : (i32) -> i32
  return %a, %b, %c : i32, i32, i32
}
