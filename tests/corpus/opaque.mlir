// Types and attributes of dialects nobody registered.
%0:6 = "foo.x"() : () -> (!foo.bar, !foo.bar<1>, !foo<"opaque">, !foo.bar<"str", 1, [a]>, !foo.nested<!foo.inner<i32>>, !foo.x<(i32) -> f32>)
%1:3 = "foo.x"() : () -> (!foo.bar<{a = 1}>, !foo.b.c.d, !foo.arrow<x -> y>)
"foo.x"() {a = #foo.attr, b = #foo.attr<1, 2>, c = #foo<"opaque">, d = #foo.attr<"s"> : i32, e = #foo.a.b.c, f = #foo.x<[1, {b = 2}]>} : () -> ()
"foo.x"() {a = #foo.attr<a <b> c>, b = #foo<"x" : i32>, c = !foo.t, d = [#foo.a, !foo.b]} : () -> ()
"foo.y"(%0#2, %1#2) : (!foo<"opaque">, !foo.arrow<x -> y>) -> ()
%2:3 = "foo.x"() {a = #foo.<x1>, b = #foo<y>, c = #foo<"q" : i8>} : () -> (!foo.<bar1>, !foo<abc>, !foo<a.b<c>>)
