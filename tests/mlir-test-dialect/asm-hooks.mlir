// Ops, types and attributes of MLIR's test dialect that exercise the
// parser's and printer's hooks: custom forms that read result names, region
// arguments and base64, the dialect's own custom forms and alias names.

func.func @parsers() {
  test.parse_integer_literal
  %0:3 = test.parse_integer_literal : 3
  test.parse_wrapped_keyword foo.keyword
  test.parse_wrapped_keyword bar
  test.parse_b64 "aGVsbG8gd29ybGQ="
  test.parse_b64 "YQ=="
  test.parse_b64 ""
  test.format_optional_result_d_op : f80
  test.format_optional_result_d_op
  test.op.with_dot_in_name
  test.op.with_dot_in_name {a = 1 : i32}
  return
}

func.func @regions(%arg: index) {
  %c = "test.value"() : () -> index
  test.isolated_region %c {
    "test.consumer"(%c) : (index) -> ()
  }
  %r:2 = "test.producer"() : () -> (index, index)
  test.isolated_region %r#1 {
    "test.consumer"(%r#1) : (index) -> ()
  }
  test.polyfor %i, %j, %k {
    "test.foo"(%i, %j, %k) : (index, index, index) -> ()
  }
  test.polyfor {
    "test.foo"() : () -> ()
  }
  test.alloca_scope_region {
    "test.foo"() : () -> ()
  }
  test.alloca_scope_region attributes {a} {
  }
  return
}

func.func @names() -> (i32, i32, i32, i32, i32, i32) {
  %0, %1:2, %2 = "test.asm_interface_op"() : () -> (i32, i32, i32, i32)
  %3, %4 = "test.asm_interface_op"() : () -> (i32, i32)
  %x = test.string_attr_pretty_name
  %YY = test.string_attr_pretty_name attributes { names = ["y"] }
  %5 = "test.string_attr_pretty_name"() { names = ["y"]} : () -> i32
  %6 = "test.string_attr_pretty_name"() { names = ["space name"]} : () -> i32
  %7 = "test.string_attr_pretty_name"() { names = ["a+b"]} : () -> i32
  %8 = "test.string_attr_pretty_name"() { names = ["9z"]} : () -> i32
  %9 = "test.string_attr_pretty_name"() { names = [""]} : () -> i32
  %a, %b, %c = test.string_attr_pretty_name
  %q:3, %r = test.string_attr_pretty_name
  %10 = test.string_attr_pretty_name
  "test.use"(%x, %YY, %5, %6, %7, %8, %9, %a, %q#1, %10) : (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return %0, %1#0, %1#1, %2, %3, %4 : i32, i32, i32, i32, i32, i32
}

func.func @default_dialect() {
  test.default_dialect {
    parse_integer_literal : 5
    test.parse_integer_literal : 6
    "test.op_with_attr"() {test.attr = "test.value"} : () -> ()
    test.op.with_dot_in_name
    test.dialect_custom_printer.with.dot
    dialect_custom_printer custom_format
    "test.terminator"() : ()->()
  }
  return
}

test.dialect_custom_printer custom_format
test.dialect_custom_format_fallback custom_format_fallback
test.dialect_custom_printer.with.dot
"test.dialect_custom_printer"() : () -> ()

func.func @terminators(%i: i32, %f: f32) {
  "test.region_like"() ({
    test.loop_block_term iter %i exit %f
  }) : () -> ()
  "test.region_like"() ({
    "test.finish"() : () -> ()
  }) : () -> ()
  test.variadic_args_types_split "s", %i, %f {a} : i32, f32
  test.variadic_args_types_split "t"
  return
}

func.func private @memref_of_custom_element(memref<1x?x!test.memref_element>)

func.func @aliases() {
  "test.op"() {a = "alias_test:dot_in_name", b = "alias_test:trailing_digit", c = "alias_test:prefixed_digit", d = "alias_test:prefixed_symbol"} : () -> ()
  "test.op"() {a = ["alias_test:trailing_digit_conflict_a", "alias_test:trailing_digit_conflict_b", "alias_test:trailing_digit_conflict_c", "alias_test:trailing_digit_conflict_d", "alias_test:trailing_digit_conflict_e", "alias_test:trailing_digit_conflict_f", "alias_test:trailing_digit_conflict_g", "alias_test:trailing_digit_conflict_h", "alias_test:trailing_digit_conflict_base", "alias_test:trailing_digit_conflict_base1", "alias_test:trailing_digit_conflict_base_conflict"]} : () -> ()
  "test.op"() : () -> tensor<32xf32, "alias_test:tensor_encoding">
  "test.op"() : () -> tuple<!test.smpla, !test.smpla>
  "test.op"() : () -> tuple<!test.smpla, i32>
  "test.op"() : () -> (!test.int<unsigned, 8>, !test.int<signed, 8>, !test.int<none, 1>, !test.int<U, 8>, !test.int<s, 0x4>)
  "test.op"() {a = #test.attr_with_self_type_param : !test.int<unsigned, 8>, b = #test.attr_with_self_type_param : i32, c = #test.attr_with_self_type_param} : () -> ()
  "test.op"() {a = #test.conditional_alias<"hello">, b = #test.conditional_alias<"alias_test:tensor_encoding">, c = #test.conditional_alias<"two words">, d = #test.conditional_alias<hello>} : () -> ()
  return
}
