// RUN: ods-opt %s -split-input-file -verify-diagnostics

// `AffineMapAttr`, `IntegerSetAttr`, `AffineMapArrayAttr`,
// `LocationArrayAttr` and the predicates `IntIsOneOf`, `IntValidAlignment`
// and `IsNullAttr`. The messages are those of the code mlir-tblgen 22
// generates for `AffineMapAttr`, `IntegerSetAttr`, `AffineMapArrayAttr`,
// `LocationArrayAttr`, `ConfinedAttr<I64Attr, [IntIsOneOf<[1, 2, 4]>]>`,
// `ConfinedAttr<I64Attr, [IntIsOneOf<[-1, 7]>, IntMinValue<0>]>`,
// `IntValidAlignment<I32Attr>`, `ConfinedAttr<I64Attr,
// [IntValidAlignment<I64Attr>]>` and `ConfinedAttr<OptionalAttr<I64Attr>,
// [IsNullAttr]>`.

"test.more_attr_constraints"() {map = affine_map<(d0) -> (d0)>, set = affine_set<(d0) : (d0 >= 0)>, maps = [affine_map<(d0, d1) -> (d1, d0)>], locs = [loc("a"), loc(unknown)], one_of = 4, one_of_min = 7, align = 16 : i32, confined_align = 8} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'map' failed to satisfy constraint: AffineMap attribute}}
"test.more_attr_constraints"() {map = affine_set<(d0) : (d0 >= 0)>} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'set' failed to satisfy constraint: IntegerSet attribute}}
"test.more_attr_constraints"() {set = affine_map<(d0) -> (d0)>} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'maps' failed to satisfy constraint: AffineMap array attribute}}
"test.more_attr_constraints"() {maps = [affine_map<(d0) -> (d0)>, 1]} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'locs' failed to satisfy constraint: location array attribute}}
"test.more_attr_constraints"() {locs = [loc("a"), "b"]} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'one_of' failed to satisfy constraint: 64-bit signless integer attribute whose value is one of {1, 2, 4}}}
"test.more_attr_constraints"() {one_of = 3} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'one_of_min' failed to satisfy constraint: 64-bit signless integer attribute whose value is one of {-1, 7} whose minimum value is 0}}
"test.more_attr_constraints"() {one_of_min = -1} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'align' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"test.more_attr_constraints"() {align = 12 : i32} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'align' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"test.more_attr_constraints"() {align = 0 : i32} : () -> ()

// -----

// expected-error @+1 {{'test.more_attr_constraints' op attribute 'confined_align' failed to satisfy constraint: 64-bit signless integer attribute 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
"test.more_attr_constraints"() {confined_align = -4} : () -> ()

// -----

// A present attribute is never empty: `IsNullAttr` is met only by its absence.
// expected-error @+1 {{'test.more_attr_constraints' op attribute 'null' failed to satisfy constraint: 64-bit signless integer attribute empty attribute (for optional attributes)}}
"test.more_attr_constraints"() {null = 0} : () -> ()
