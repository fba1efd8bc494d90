module {
  func.func private @self_rec() { func.call @self_rec() : () -> () return }
  module @m {
    func.func private @p() { return }
    func.func nested @n() { return }
    func.func @q() { return }
    module @mm attributes {sym_visibility = "nested"} {
      func.func @r() { return }
    }
  }
  module @pm attributes {sym_visibility = "private"} {
    func.func private @p() { return }
    func.func nested @n() { return }
    func.func @q() { return }
  }
  func.func @keep() { "test.use"() {a = @pm::@n} : () -> () return }
}
