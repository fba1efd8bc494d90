// An op of an unknown dialect with one region may be a symbol table of
// its own: MLIR refuses to compute uses through it. One of a known dialect
// (even unregistered) is read through.
module {
  func.func private @a() { return }
  "test.region"() ({
    "test.x"() {r = @a} : () -> ()
  }) : () -> ()
}

// -----

module {
  func.func private @a() { return }
  "foo.region"() ({
    "test.x"() {r = @a} : () -> ()
  }) : () -> ()
}
