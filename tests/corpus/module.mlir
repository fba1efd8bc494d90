// An explicit top-level module with attributes and a symbol name.
"builtin.module"() <{sym_name = "top"}> ({
  "builtin.module"() ({
    "foo.x"() : () -> ()
  }) {foo.attr = 1 : i32} : () -> ()
  "foo.y"() {sym_name = "y"} : () -> ()
}) {test.flag} : () -> ()
