#!/usr/bin/env python3
"""Writes the inputs of scripts/bench-scaling.sh: one MLIR file of size N
for each case, to stdout.

  gen-scaling.py CASE N

Cases:
  chain          a function of N blocks chained by branches with block
                 arguments, in program order (-allow-unregistered-dialect)
  chain-reverse  the same blocks listed in reverse order (each block is
                 defined after the block it branches to)
  fold           N foldable shape.add/shape.broadcast ops in a chain (for
                 -canonicalize)
  bigint         an integer literal of N decimal digits (i(4N) type)
  bigint-reject  the same literal in an i64: refused from its length
  float-digits   a float literal of N decimal digits (f64)
  dims           a tensor type of N dimensions (1x1x...xi32)
  densehex       a dense<"0x..."> of N bytes (tensor<N x i8>)
  nest-region    ops nested N deep, each holding the next in its region
  nest-attr      an array attribute nested N deep
  nest-type      a tuple type nested N deep
  nest-affine    an affine expression nested N deep (floordiv of floordiv)
  nest-alias     N attribute aliases, each naming the one before
  nest-dense     a dense literal nested N deep (dense<[[...1]]>)
  dce-cycle      about N ops in N/5 blocks: a live chain, and a dead
                 value forwarded through every block and back to the first
                 (a dead cycle across all blocks, for -canonicalize's region
                 simplification)
"""
import sys


def chain(n, reverse):
    # The branch is an unregistered op in generic form (run with
    # -allow-unregistered-dialect): neither tool needs a cf dialect.
    out = ["func.func @f(%a: index) -> index {", '  "x.br"(%a)[^bb1] : (index) -> ()']
    blocks = []
    for i in range(1, n + 1):
        nxt = f'"x.br"(%v{i})[^bb{i + 1}] : (index) -> ()' if i < n else None
        body = [f"^bb{i}(%x{i}: index):",
                f"  %v{i} = shape.add %x{i}, %x{i} : index, index -> index"]
        body.append(f"  {nxt}" if nxt else f"  return %v{i} : index")
        blocks.append("\n".join(body))
    if reverse:
        blocks.reverse()
    out.extend(blocks)
    out.append("}")
    return "\n".join(out) + "\n"


def fold(n):
    out = ["func.func @f() -> (!shape.size, !shape.shape) {",
           "  %c1 = shape.const_size 1",
           "  %s0 = shape.const_shape [1, 2] : !shape.shape",
           "  %a0 = shape.add %c1, %c1 : !shape.size, !shape.size -> !shape.size"]
    half = n // 2
    for i in range(1, half):
        out.append(f"  %a{i} = shape.add %a{i - 1}, %c1 : !shape.size, !shape.size -> !shape.size")
    for i in range(1, n - half + 1):
        out.append(f"  %s{i} = shape.broadcast %s{i - 1}, %s0 : !shape.shape, !shape.shape -> !shape.shape")
    out.append(f"  return %a{max(half - 1, 0)}, %s{n - half} : !shape.size, !shape.shape")
    out.append("}")
    return "\n".join(out) + "\n"


def bigint(n):
    digits = "".join(str((i * 7 + 3) % 10) for i in range(n))
    digits = "9" + digits[1:]
    width = max(8, n * 4)
    return f'"test.big"() {{v = {digits} : i{width}}} : () -> ()\n'


def bigint_reject(n):
    digits = "".join(str((i * 7 + 3) % 10) for i in range(n))
    return f'"test.big"() {{v = 9{digits[1:]} : i64}} : () -> ()\n'


def float_digits(n):
    digits = "".join(str((i * 7 + 3) % 10) for i in range(n))
    return f'"test.f"() {{v = 1.{digits} : f64}} : () -> ()\n'


def dims(n):
    return '%0 = "x.op"() : () -> tensor<' + "1x" * n + "i32>\n"


def nest_dense(n):
    return '"x.op"() {a = dense<' + "[" * n + "1" + "]" * n + "> : tensor<" + "1x" * n + "i32>} : () -> ()\n"


def densehex(n):
    body = "".join("%02X" % (i * 31 % 256) for i in range(n))
    return f'"test.dense"() {{v = dense<"0x{body}"> : tensor<{n}xi8>}} : () -> ()\n'


def nest_region(n):
    return '"x.op"() ({\n' * n + '"x.end"() : () -> ()\n' + "}) : () -> ()\n" * n


def nest_attr(n):
    return '"x.op"() {a = ' + "[" * n + "1" + "]" * n + "} : () -> ()\n"


def nest_type(n):
    return '"x.op"() {a = ' + "tuple<" * n + "i32" + ">" * n + "} : () -> ()\n"


def nest_affine(n):
    return '"x.op"() {m = affine_map<(d0) -> (' + "(" * n + "d0" + " floordiv 2)" * n + ")>} : () -> ()\n"


def nest_alias(n):
    lines = ["#a0 = [1]"] + [f"#a{i} = [#a{i - 1}]" for i in range(1, n)]
    lines.append(f'"x.op"() {{a = #a{n - 1}}} : () -> ()')
    return "\n".join(lines) + "\n"


def dce_cycle(n):
    blocks = max(n // 5, 1)
    out = ["func.func @f(%a: i32, %b: f32) -> i32 {", "  cf.br ^bb0(%a, %b : i32, f32)"]
    for i in range(blocks):
        out += [f"^bb{i}(%x{i}: i32, %d{i}: f32):",
                f"  %y{i} = arith.addi %x{i}, %a : i32",
                f"  %e{i} = arith.addf %d{i}, %b : f32",
                f"  %f{i} = arith.mulf %e{i}, %e{i} : f32"]
        if i + 1 < blocks:
            out += [f"  %c{i} = arith.cmpi slt, %y{i}, %a : i32",
                    f"  cf.cond_br %c{i}, ^bb{i + 1}(%y{i}, %f{i} : i32, f32), ^bb0(%y{i}, %f{i} : i32, f32)"]
        else:
            out.append(f"  return %y{i} : i32")
    out.append("}")
    return "\n".join(out) + "\n"


def main():
    case, n = sys.argv[1], int(sys.argv[2])
    text = {
        "chain": lambda: chain(n, False),
        "chain-reverse": lambda: chain(n, True),
        "fold": lambda: fold(n),
        "bigint": lambda: bigint(n),
        "bigint-reject": lambda: bigint_reject(n),
        "float-digits": lambda: float_digits(n),
        "dims": lambda: dims(n),
        "nest-dense": lambda: nest_dense(n),
        "densehex": lambda: densehex(n),
        "nest-region": lambda: nest_region(n),
        "nest-attr": lambda: nest_attr(n),
        "nest-type": lambda: nest_type(n),
        "nest-affine": lambda: nest_affine(n),
        "nest-alias": lambda: nest_alias(n),
        "dce-cycle": lambda: dce_cycle(n),
    }[case]()
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
