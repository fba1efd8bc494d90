// Region, effect and constant ops of MLIR's TestOps.td that the test dialect
// defines with the same names, traits and formats.

%0 = "test.op_with_memread"() : () -> i32
%1 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
%2 = test.cse_of_single_block_op inputs(%0, %1) {
^bb0(%a: i32, %b: i32):
  test.region_yield %a : i32
} : i32, i32 -> i32
%3 = test.cse_of_single_block_op inputs(%0) {
  test.region_yield %0 : i32
} : i32 -> i32
%4:2 = "test.ssacfg_region"(%0) ({
  %x = "test.constant"() {value = 1 : i32} : () -> i32
  "test.region_yield"(%x) : (i32) -> ()
}, {
^bb0:
  "test.region_yield"(%0) : (i32) -> ()
}) : (i32) -> (i32, i64)
test.graph_region {
  %a = "test.ssacfg_region"(%b) : (i32) -> i32
  %b = "test.ssacfg_region"(%a) : (i32) -> i32
  test.region_yield %b : i32
}
test.graph_region attributes {x} {
  test.region_yield %0 : i32
}
"test.two_region_op"() ({}, {
  "test.region_yield"(%0) : (i32) -> ()
}) : () -> ()
%c = "test.constant"() {value = dense<1> : tensor<2xi32>} : () -> tensor<2xi32>
test.default_value_print %0
test.default_value_print {value_with_default = 0 : i32} %0
test.default_value_print {value_with_default = 3 : i32} %0
test.type_attr_of i64
test.type_attr_of {a} i64
"test.sized_region_op"() ({
  "test.region_yield"(%0) : (i32) -> ()
^bb1:
  "test.region_yield"(%0) : (i32) -> ()
}, {
^bb0(%s: i32):
  "test.region_yield"(%s) : (i32) -> ()
}) : () -> ()
test.single_no_terminator_op {x = 1 : i64} : {
^bb0(%s: i32):
  %k = "test.constant"() {value = 1 : i32} : () -> i32
}
test.single_no_terminator_op : {
}
test.variadic_no_terminator_op :
test.variadic_no_terminator_op : {
  %k = "test.constant"() {value = 1 : i32} : () -> i32
}, {
^bb0(%s: i32):
  test.graph_region {
    test.region_yield %s : i32
  }
}
test.single_no_terminator_custom_asm_op {
^bb0(%s: i32):
  %k = "test.constant"() {value = 1 : i32} : () -> i32
}
"test.single_no_terminator_custom_asm_op"() ({
  %k = "test.constant"() {value = 1 : i32} : () -> i32
}) {dropped} : () -> ()
test.dummy_op_with_region_ref {
^bb0:
}
test.dummy_op_with_region_ref {
^bb0(%s: i32):
  test.region_yield %s : i32
^bb1:
  test.region_yield %0 : i32
} {x}
