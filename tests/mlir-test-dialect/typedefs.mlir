// Types and attributes of MLIR's test dialect (TestTypeDefs.td, TestAttrDefs.td):
// declarative formats, optional parameters, struct/params, nested stripped and
// qualified parameters, custom directives, whitespace directives.

func.func private @types(!test.smpla, !test.test_type, !test.i32, !test.cmpnd_a<1, i32, [5, 6]>)
func.func private @nested(!test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>, !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>, !test.cmpnd_nested_outer_qual<i !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>>)
func.func private @fmt(!test.type_with_format<2147, three = "hi", two = "hi">, !test.struct_capture_all<v0 = 0, v1 = 1, v2 = 2, v3 = 3>)
func.func private @opt(!test.optional_param<, 6>, !test.optional_param<5, 6>, !test.optional_param<5, 6, "a">, !test.optional_params<"a">, !test.optional_params<5, "a">, !test.optional_params_after<"a">, !test.optional_params_after<"a", 5>)
func.func private @opt2(!test.optional_struct<b = "a">, !test.optional_struct<b = "a", a = 5>, !test.all_optional_params<>, !test.all_optional_params<5>, !test.all_optional_params<5, 6>, !test.all_optional_struct<>, !test.all_optional_struct<b = 5>, !test.all_optional_struct<a = 5, b = 6>)
func.func private @grp(!test.optional_group<(5) 6>, !test.optional_group<x 6>, !test.optional_group_params<x>, !test.optional_group_params<(5)>, !test.optional_group_params<(5, 6)>, !test.optional_group_struct<x>, !test.optional_group_struct<(b = 5)>, !test.optional_group_struct<(a = 10, b = 5)>)
func.func private @sp(!test.spaces< 5 ()() 6>, !test.optional_value_type, !test.optional_value_type<3>, !test.default_valued_type<>, !test.default_valued_type<(i64)>, !test.default_valued_type<(i32)>)
func.func private @cu(!test.custom_type<-5>, !test.custom_type<2 0 1 5>, !test.custom_type_spacing<1 2>, !test.optional_type_string, !test.optional_type_string<"default">, !test.optional_type_string<"x">, !test.else_anchor<?>, !test.else_anchor<5>, !test.else_anchor_struct<?>, !test.else_anchor_struct<a = 1>, !test.else_anchor_struct<b = 2, a = 1>)
func.func private @ver(!test.type_verification<i16>)
func.func private @fl(!test.ap_float<5.0>, !test.ap_float<>, !test.ap_float<0.0>, !test.ap_float<-0.0>, !test.ap_float<1.5e10>, !test.ap_float<-0.25>, !test.ap_float<0.1>, !test.ap_float<4.9e-324>, !test.ap_float<1.7976931348623157e308>)

"test.op"() {a = #test.smpla, b = #test.cmpnd_a<1, !test.smpla, [5, 6]>, c = #test.cmpnd_nested<nested = <1, !test.smpla, [5, 6]>>} : () -> ()
"test.op"() {a = #test.cmpnd_nested_inner<42 <1, i32, [5]>>, b = #test.cmpnd_nested_outer<i <42 <1, i32, [5]>>>, c = #test.cmpnd_nested_outer_qual<i #test.cmpnd_nested_inner<42 <1, i32, [5]>>>} : () -> ()
"test.op"() {a = #test.attr_params<1, 2>, b = #test.attr_with_type<i32, vector<4xf32>>, c = #test.attr_with_optional_signed<-5>, d = #test.attr_with_optional_unsigned<5>} : () -> ()
"test.op"() {a = #test.custom_anchor<5>, b = #test.custom_anchor<5, true>, c = #test.custom_anchor<5, false>} : () -> ()
"test.op"() {a = #test.attr_with_optional_enum<>, b = #test.attr_with_optional_enum<a>, c = #test.attr_with_optional_enum<b>, d = #test.attr_with_optional_enum<"+">, e = #test.attr_with_optional_enum<"dash-separated-sentence">, f = #test.attr_with_optional_enum<"a">} : () -> ()
