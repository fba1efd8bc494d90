// Blocks no path reaches are erased before the patterns run, whatever the
// region simplification level: ops there may use their own results, which
// patterns would rewrite forever.

func.func @self_use() {
  return
^bb1:
  %c1 = arith.constant 1 : i64
  %a = arith.addi %a, %c1 : i64
  "test.sink"(%a) : (i64) -> ()
  cf.br ^bb1
}

func.func @unreachable_cycle(%c: i1) -> i32 {
  %x = arith.constant 3 : i32
  return %x : i32
^bb1(%p: i32):
  %q = arith.muli %p, %p : i32
  cf.cond_br %c, ^bb1(%q : i32), ^bb2
^bb2:
  "test.sink"(%q) : (i32) -> ()
  cf.br ^bb1(%q : i32)
}
