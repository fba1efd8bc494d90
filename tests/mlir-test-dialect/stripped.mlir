// Operand types and attributes whose constraint is one dialect definition
// (TestOpsSyntax.td): printed stripped, or in full with `qualified(...)`;
// both forms are read.

func.func @stripped(%nested: !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>, %empty: !test.optional_value_type, %full: !test.optional_value_type<3>) {
  test.format_cpmd_nested_type %nested nested <i <42 <1, !test.smpla, [5, 6]>>>
  test.format_cpmd_nested_type %nested nested !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
  test.format_qual_cpmd_nested_type %nested nested !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
  test.format_qual_cpmd_nested_type %nested nested !test.cmpnd_nested_outer<i !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>> attributes {x}
  test.format_maybe_empty_type %empty : !test.optional_value_type
  test.format_maybe_empty_type %full : <3>
  test.format_maybe_empty_type %full : !test.optional_value_type<3>
  return
}

test.format_compound_attr <1, !test.smpla, [5, 6]>
test.format_compound_attr #test.cmpnd_a<1, !test.smpla, [5, 6]> attributes {x = 1}
test.format_nested_attr <nested = <1, !test.smpla, [5, 6]>>
test.format_nested_attr #test.cmpnd_nested<nested = <1, !test.smpla, [5, 6]>>
test.format_cpmd_nested_attr nested <i <42 <1, !test.smpla, [5, 6]>>>
test.format_cpmd_nested_attr nested #test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
test.format_qual_cpmd_nested_attr nested #test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>
test.format_qual_cpmd_nested_attr nested #test.cmpnd_nested_outer<i #test.cmpnd_nested_inner<42 <1, !test.smpla, [5, 6]>>>
"test.format_cpmd_nested_attr"() <{nested = #test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>}> : () -> ()
