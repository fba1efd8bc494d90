// A constant equal to an earlier one is merged into it when the driver
// fills its worklist, and the ops that used it are queued right then,
// ahead of their place in the walk (found by fuzz/genfuzz.py: the output
// differed in where one constant ended up). Here `xori` is visited before
// the `cmpf` it reads is folded, so it becomes the `cmpf` (`xor(x, 0)`
// after its constant moves right), and the `true` the `cmpf` folds to
// stays in the entry block.

func.func @users_of_merged_constant_first(%arg0: f64) -> (i32, i1) {
  %false = arith.constant false
  %c = arith.constant -1908804375 : i32
  %max = arith.constant 2147483647 : i32
  %one = arith.constant 1 : i32
  %false_again = arith.constant false
  %true = arith.constant true
  %ne = arith.cmpi ne, %false_again, %true : i1
  %nz = arith.constant 0x80000000 : f32
  %uge = arith.cmpf uge, %nz, %nz : f32
  %div = arith.divsi %one, %one : i32
  cf.cond_br %ne, ^bb1(%c : i32), ^bb2
^bb1(%a: i32):
  cf.br ^bb3(%one : i32)
^bb2:
  cf.br ^bb3(%max : i32)
^bb3(%b: i32):
  %x = arith.xori %false_again, %uge : i1
  return %div, %x : i32, i1
}

// The same in a nested region: the users of a merged constant inside
// `scf.if` are queued with their ancestors.
func.func @users_in_nested_region(%c: i1, %y: i32) -> (i32, i32) {
  %two = arith.constant 2 : i32
  %r = scf.if %c -> (i32) {
    %two_again = arith.constant 2 : i32
    %s = arith.subi %two_again, %y : i32
    %m = arith.muli %s, %two_again : i32
    scf.yield %m : i32
  } else {
    scf.yield %two : i32
  }
  %k = arith.constant 7 : i32
  %t = arith.addi %two, %k : i32
  return %r, %t : i32, i32
}
