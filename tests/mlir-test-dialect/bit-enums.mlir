// Bit enum attributes of the test dialect (`EnumAttr` of a bit enum with
// the format `<$value>`), with `, ` and ` | ` between their flags.

test.op_with_bit_enum <read, write>
test.op_with_bit_enum <execute, read> tag 5 : i32
test.op_with_bit_enum <write,execute,read,write>
"test.op_with_bit_enum"() <{value = #test.bit_enum<write>}> : () -> ()
test.op_with_bit_enum_vbar <user | group>
"test.op_with_bit_enum_vbar"() <{value = #test.bit_enum_vbar<user|other>}> : () -> ()
test.op_with_bit_enum_vbar <other> {a = #test.bit_enum<read, execute, write>, b = #test.bit_enum_vbar<group>}
