// Uses in attributes of every kind, in ops nested in live functions, and
// declarations: only what live ops reach stays.
module {
  func.func private @decl_dead(i32) -> i32
  func.func private @decl_used(i32) -> i32
  func.func private @by_constant() { return }
  func.func private @in_array() { return }
  func.func private @in_dict() { return }
  func.func private @nested_region() { return }
  func.func private @only_from_dead() { return }
  func.func private @dead() {
    func.call @only_from_dead() : () -> ()
    return
  }
  func.func @main(%x: i32, %c: i1) -> i32 {
    %f = func.constant @by_constant : () -> ()
    "test.use"() {list = [1, [@in_array]], dict = {inner = {k = @in_dict}}} : () -> ()
    %r = scf.if %c -> (i32) {
      func.call @nested_region() : () -> ()
      %y = func.call @decl_used(%x) : (i32) -> i32
      scf.yield %y : i32
    } else {
      scf.yield %x : i32
    }
    return %r : i32
  }
}
