// An enum attribute in MLIR's default format for `EnumAttr` (`$value`),
// generated from the enum alone: in an op's format the case keyword (after
// two spaces, as mlir-tblgen prints it), as an attribute `#test<enum ...>`
// (its text is no pretty `#test.enum<...>` form), a case read as a string
// too.

test.op_with_enum first
test.op_with_enum second tag 3 : i32
test.op_with_enum "third"
"test.op_with_enum"() <{value = #test<enum first>}> : () -> ()
"test.op_with_enum"() {value = #test<enum  second>, tag = #test<enum third>} : () -> ()
"test.op"() {a = #test<enum third>, b = [#test<enum first>, #test<enum "second">]} : () -> ()
// The text after the case is not read, as in MLIR.
"test.op"() {a = #test<enum first second>} : () -> ()
// A registered dialect reads `#dialect<mnemonic ...>` and `!dialect<...>`
// itself: these are the dialect's own definitions, printed pretty.
"test.op"() {a = #test<smpla>, b = #test<cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>>} : () -> ()
"test.op"() : () -> (!test<smpla>, !test<cmpnd_a<1, !test.smpla, [5, 6]>>)
