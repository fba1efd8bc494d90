module {
  func.func private @dead()
  func.func private @dead_chain_a() { func.call @dead_chain_b() : () -> () return }
  func.func private @dead_chain_b() { return }
  func.func private @used() { return }
  func.func nested @nested_unused() { return }
  func.func @pub() { func.call @used() : () -> () return }
  module @inner {
    func.func private @inner_dead() { return }
    func.func nested @inner_nested_unused() { return }
    func.func @inner_pub() { return }
    func.func nested @inner_nested_used() { return }
  }
  module @inner_priv attributes {sym_visibility = "private"} {
    func.func @x() { return }
  }
  module @inner_priv_used attributes {sym_visibility = "private"} {
    func.func @y() { return }
    func.func @z() { return }
  }
  func.func @pub2() { "test.use"() {a = @inner::@inner_nested_used, b = @inner_priv_used::@y} : () -> () return }
  module {
    func.func private @anon_dead() { return }
    func.func nested @anon_nested() { return }
    func.func @anon_pub() { return }
  }
  "test.keep"() {ref = @dead_by_attr} : () -> ()
  func.func private @dead_by_attr() { return }
  func.func private @unknown_ref() { "test.x"() {r = [@nope, {k = @dead_in_dict}]} : () -> () return }
  func.func private @dead_in_dict() { return }
}
