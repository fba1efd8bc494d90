#!/usr/bin/env python3
"""Differential testing of ods-opt against mlir-opt 22 on generated programs.

Where `difffuzz.py` mutates existing tests (most mutants are invalid), this
writes valid functions of its own: random data flow over `arith` ops (every
integer and float op, casts, comparisons, selects, overflow flags, extended
arithmetic), with arguments and constants at the edges of their types (0,
-1, the extremes, NaN, infinities, -0.0), `scf.if`/`scf.for`/`scf.while`
and `cf` branches around them, and `func.call`s between the functions.
Both tools run the same pipeline (canonicalization by default) on batches
of such functions (`// -----` chunks under `-split-input-file`), and every
chunk whose output differs is written to `--out`, with both outputs.

    python3 fuzz/genfuzz.py --programs 2000 --seed 1 [--pipeline '-canonicalize']

Needs a release build of ods-opt (`cargo build --release --bin ods-opt`).
"""

import argparse
import os
import random
import re
import struct
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPLIT = "// -----"

INTS = ["i1", "i8", "i16", "i32", "i64", "index"]
FLOATS = ["f16", "bf16", "f32", "f64"]
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
FWIDTH = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64}

INT_BINARY = ["addi", "subi", "muli", "divui", "divsi", "ceildivui", "ceildivsi", "floordivsi", "remui", "remsi",
              "andi", "ori", "xori", "shli", "shrui", "shrsi", "maxsi", "maxui", "minsi", "minui"]
OVERFLOW = {"addi", "subi", "muli", "shli"}
FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule", "une", "uno",
        "true"]
MATH_UNARY_F = ["absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf",
                "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven",
                "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"]
MATH_UNARY_I = ["absi", "ctlz", "cttz", "ctpop"]
MATH_CLASS = ["isnan", "isinf", "isfinite", "isnormal"]
INDEX_BINARY = ["add", "sub", "mul", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu", "maxs",
                "maxu", "mins", "minu", "shl", "shrs", "shru", "and", "or", "xor"]
FASTMATH = ["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc", "fast"]


def int_literal(rng, ty):
    w = WIDTH[ty]
    if ty == "i1":
        return rng.choice(["true", "false"])
    edges = [0, 1, -1, 2, 3, 7, 8, -8, (1 << (w - 1)) - 1, -(1 << (w - 1)), (1 << (w - 1)) - 2, w, w - 1, w + 1]
    return str(rng.choice(edges) if rng.random() < 0.7 else rng.randint(-(1 << (w - 1)), (1 << (w - 1)) - 1))


def float_literal(rng, ty):
    w = FWIDTH[ty]
    choice = rng.random()
    if choice < 0.25:
        # A special value by its bits: NaN, infinities, -0.0, the smallest
        # subnormal, the largest finite.
        bits = {16: ["0x7E00", "0x7C00", "0xFC00", "0x8000", "0x0001", "0x7BFF"],
                32: ["0x7FC00000", "0x7F800000", "0xFF800000", "0x80000000", "0x00000001", "0x7F7FFFFF"],
                64: ["0x7FF8000000000000", "0x7FF0000000000000", "0xFFF0000000000000", "0x8000000000000000",
                     "0x0000000000000001", "0x7FEFFFFFFFFFFFFF"]}[w]
        if ty == "bf16":
            bits = ["0x7FC0", "0x7F80", "0xFF80", "0x8000", "0x0001", "0x7F7F"]
        return rng.choice(bits)
    values = [0.0, 1.0, -1.0, 0.5, 2.0, 3.0, -2.5, 1.0e3, 65504.0, 1.0e-3, 255.0, 256.0]
    v = rng.choice(values) if choice < 0.8 else round(rng.uniform(-100, 100), 2)
    if ty == "f32":
        v = struct.unpack("f", struct.pack("f", v))[0]
    return repr(float(v)) if "e" not in repr(float(v)) else "%.6e" % v


def element_of(ty):
    """The element type of a vector or tensor type; a scalar type itself."""
    m = re.match(r".*[0-9?]x([^x]*|index)>$", ty)
    return m.group(1) if m else ty


class Gen:
    def __init__(self, rng, funcs, poison=False):
        self.rng = rng
        self.funcs = funcs  # (name, arg types, result types) of earlier functions
        self.lines = []
        self.n = 0
        self.pool = {}  # type -> [value names]
        # Whether constants may be `ub.poison`: then no tensor is built from
        # elements, since MLIR 22 folds a `tensor.from_elements` of poison
        # into elements of undefined value.
        self.allow_poison = poison
        # Whether the function is private (`--private`): for the passes
        # that erase or inline private functions (`-symbol-dce`, `-inline`).
        self.private = False
        self.indent = 1  # of the op being written
        # The shape of this function's vector or tensor values (elementwise
        # arith ops over them fold element by element).
        self.shape = rng.choice(["vector<4x%s>", "vector<2x%s>", "vector<1x%s>", "tensor<3x%s>"])

    def fresh(self):
        self.n += 1
        return "%%v%d" % self.n

    def add(self, ty, name):
        self.pool.setdefault(ty, []).append(name)

    def pick(self, ty):
        vals = self.pool.get(ty)
        if not vals or self.rng.random() < 0.15:
            return self.constant(ty)
        # Recent values more often: deeper expressions.
        return vals[-1 - min(int(self.rng.expovariate(0.5)), len(vals) - 1)]

    def emit(self, indent, text):
        self.lines.append("  " * indent + text)

    def define(self, indent, ty, rhs):
        """Writes `%vN = rhs` and adds the new value, of type `ty`."""
        v = self.fresh()
        self.emit(indent, "%s = %s" % (v, rhs))
        self.add(ty, v)
        return v

    def constant(self, ty, indent=None):
        indent = self.indent if indent is None else indent
        if self.allow_poison and self.rng.random() < 0.08:
            # Poison, which most folds propagate.
            return self.define(indent, ty, "ub.poison : %s" % ty)
        elem = element_of(ty)
        if elem != ty:
            one = lambda: float_literal(self.rng, elem) if elem in FWIDTH else int_literal(self.rng, elem)
            lanes = int(ty[ty.index("<") + 1:ty.index("x")])
            if self.rng.random() < 0.4:
                lit = "dense<%s>" % one()
            else:
                lit = "dense<[%s]>" % ", ".join(one() for _ in range(lanes))
            typed = "%s : %s" % (lit, ty)
        else:
            lit = float_literal(self.rng, ty) if ty in FWIDTH else int_literal(self.rng, ty)
            typed = lit if ty == "i1" else "%s : %s" % (lit, ty)
        return self.define(indent, ty, "arith.constant %s" % typed)

    def any_type(self):
        return self.rng.choice(INTS + FLOATS if self.rng.random() < 0.3 else INTS)

    def op(self, indent):
        r = self.rng
        self.indent = indent
        if r.random() < 0.15:
            return self.shaped_op(indent)
        if r.random() < 0.1:
            return self.math_op(indent)
        if r.random() < 0.08:
            return self.index_op(indent)
        kind = r.random()
        if kind < 0.35:
            ty = r.choice(INTS)
            name = r.choice(INT_BINARY)
            a, b = self.pick(ty), self.pick(ty)
            flags = ""
            if name in OVERFLOW and r.random() < 0.3:
                flags = " overflow<%s>" % r.choice(["nsw", "nuw", "nsw, nuw"])
            self.define(indent, ty, "arith.%s %s, %s%s : %s" % (name, a, b, flags, ty))
        elif kind < 0.47:
            ty = r.choice(INTS)
            a, b = self.pick(ty), self.pick(ty)
            self.define(indent, "i1", "arith.cmpi %s, %s, %s : %s" % (r.choice(CMPI), a, b, ty))
        elif kind < 0.55:
            ty = self.any_type()
            c, a, b = self.pick("i1"), self.pick(ty), self.pick(ty)
            self.define(indent, ty, "arith.select %s, %s, %s : %s" % (c, a, b, ty))
        elif kind < 0.68:
            self.cast(indent)
        elif kind < 0.80:
            ty = r.choice(FLOATS)
            a, b = self.pick(ty), self.pick(ty)
            fm = " fastmath<%s>" % r.choice(FASTMATH) if r.random() < 0.2 else ""
            if r.random() < 0.2:
                self.define(indent, ty, "arith.negf %s%s : %s" % (a, fm, ty))
            else:
                self.define(indent, ty, "arith.%s %s, %s%s : %s" % (r.choice(FLOAT_BINARY), a, b, fm, ty))
        elif kind < 0.86:
            ty = r.choice(FLOATS)
            a, b = self.pick(ty), self.pick(ty)
            self.define(indent, "i1", "arith.cmpf %s, %s, %s : %s" % (r.choice(CMPF), a, b, ty))
        elif kind < 0.90:
            ty = r.choice(["i8", "i16", "i32", "i64", "index"])
            name = r.choice(["addui_extended", "mului_extended", "mulsi_extended"])
            a, b = self.pick(ty), self.pick(ty)
            v1, v2 = self.fresh(), self.fresh()
            types = ty + ", i1" if name == "addui_extended" else ty
            self.emit(indent, "%s, %s = arith.%s %s, %s : %s" % (v1, v2, name, a, b, types))
            self.add(ty, v1)
            self.add("i1" if name == "addui_extended" else ty, v2)
        elif kind < 0.93 and indent < 3:
            self.scf_if(indent)
        elif kind < 0.96 and indent < 3:
            r.choice([self.scf_for, self.scf_while, self.index_switch, self.execute_region])(indent)
        elif kind < 0.975 and not self.allow_poison:
            self.tensor_op(indent)
        elif kind < 0.99 and not self.allow_poison:
            self.tensor_shape_op(indent)
        else:
            self.constant(self.any_type(), indent)

    def shaped_op(self, indent):
        """An elementwise op over vectors or tensors of this function's
        shape: binary, comparison, select or cast."""
        r = self.rng
        sh = lambda t: self.shape % t
        kind = r.random()
        if kind < 0.3:
            t = r.choice(INTS)
            name = r.choice(INT_BINARY)
            flags = " overflow<%s>" % r.choice(["nsw", "nuw"]) if name in OVERFLOW and r.random() < 0.2 else ""
            a, b = self.pick(sh(t)), self.pick(sh(t))
            self.define(indent, sh(t), "arith.%s %s, %s%s : %s" % (name, a, b, flags, sh(t)))
        elif kind < 0.5:
            t = r.choice(FLOATS)
            name = r.choice(FLOAT_BINARY)
            self.define(indent, sh(t), "arith.%s %s, %s : %s" % (name, self.pick(sh(t)), self.pick(sh(t)), sh(t)))
        elif kind < 0.65:
            if r.random() < 0.5:
                t = r.choice(INTS)
                pred, op = r.choice(CMPI), "cmpi"
            else:
                t = r.choice(FLOATS)
                pred, op = r.choice(CMPF), "cmpf"
            a, b = self.pick(sh(t)), self.pick(sh(t))
            self.define(indent, sh("i1"), "arith.%s %s, %s, %s : %s" % (op, pred, a, b, sh(t)))
        elif kind < 0.75:
            t = r.choice(INTS + FLOATS)
            if r.random() < 0.5:
                cond, cty = self.pick(sh("i1")), "%s, " % sh("i1")
            else:
                cond, cty = self.pick("i1"), ""
            a, b = self.pick(sh(t)), self.pick(sh(t))
            self.define(indent, sh(t), "arith.select %s, %s, %s : %s%s" % (cond, a, b, cty, sh(t)))
        else:
            a, b, ops = r.choice([("i8", "i32", ["extsi", "extui"]), ("i1", "i16", ["extsi", "extui"]),
                                  ("i64", "i16", ["trunci"]), ("i32", "i1", ["trunci"]),
                                  ("i32", "f32", ["sitofp", "uitofp", "bitcast"]),
                                  ("f32", "i32", ["fptosi", "fptoui", "bitcast"]), ("i16", "f16", ["bitcast"]),
                                  ("f16", "f32", ["extf"]), ("f64", "bf16", ["truncf"]),
                                  ("i32", "index", ["index_cast", "index_castui"]),
                                  ("index", "i64", ["index_cast", "index_castui"])])
            self.define(indent, sh(b), "arith.%s %s : %s to %s" % (r.choice(ops), self.pick(sh(a)), sh(a), sh(b)))

    def math_op(self, indent):
        """A `math` op on a scalar or on this function's shape."""
        r = self.rng
        wrap = (lambda t: self.shape % t) if r.random() < 0.3 else (lambda t: t)
        kind = r.random()
        fm = " fastmath<%s>" % r.choice(FASTMATH) if r.random() < 0.15 else ""
        if kind < 0.45:
            t = wrap(r.choice(FLOATS))
            self.define(indent, t, "math.%s %s%s : %s" % (r.choice(MATH_UNARY_F), self.pick(t), fm, t))
        elif kind < 0.6:
            t = wrap(r.choice(["i8", "i16", "i32", "i64"]))
            self.define(indent, t, "math.%s %s : %s" % (r.choice(MATH_UNARY_I), self.pick(t), t))
        elif kind < 0.75:
            t = wrap(r.choice(FLOATS))
            op = r.choice(["atan2", "copysign", "powf"])
            self.define(indent, t, "math.%s %s, %s%s : %s" % (op, self.pick(t), self.pick(t), fm, t))
        elif kind < 0.8:
            t = wrap(r.choice(FLOATS))
            self.define(indent, t, "math.fma %s, %s, %s%s : %s" % (self.pick(t), self.pick(t), self.pick(t), fm, t))
        elif kind < 0.88:
            t = wrap(r.choice(["i8", "i16", "i32", "i64"]))
            self.define(indent, t, "math.ipowi %s, %s : %s" % (self.pick(t), self.pick(t), t))
        elif kind < 0.94:
            e = r.choice(["i8", "i32", "i64"])
            f = wrap(r.choice(FLOATS))
            i = self.shape % e if f != element_of(f) else e
            self.define(indent, f, "math.fpowi %s, %s%s : %s, %s" % (self.pick(f), self.pick(i), fm, f, i))
        else:
            t = wrap(r.choice(FLOATS))
            result = self.shape % "i1" if t != element_of(t) else "i1"
            self.define(indent, result, "math.%s %s : %s" % (r.choice(MATH_CLASS), self.pick(t), t))

    def index_op(self, indent):
        """An `index` dialect op: its folds hold only where 32- and 64-bit
        targets agree."""
        r = self.rng
        kind = r.random()
        pick = lambda: self.index_constant(indent) if r.random() < 0.4 else self.pick("index")
        if kind < 0.6:
            self.define(indent, "index", "index.%s %s, %s" % (r.choice(INDEX_BINARY), pick(), pick()))
        elif kind < 0.75:
            self.define(indent, "i1", "index.cmp %s(%s, %s)" % (r.choice(CMPI), pick(), pick()))
        elif kind < 0.9:
            t = r.choice(["i1", "i8", "i32", "i64"])
            op = r.choice(["casts", "castu"])
            if r.random() < 0.5:
                self.define(indent, "index", "index.%s %s : %s to index" % (op, self.pick(t), t))
            else:
                self.define(indent, t, "index.%s %s : index to %s" % (op, pick(), t))
        else:
            self.define(indent, "index", "index.sizeof")

    def index_constant(self, indent):
        edges = [0, 1, -1, 2, 31, 32, 33, 63, 64, (1 << 31) - 1, -(1 << 31), 1 << 31, (1 << 32) - 1, 1 << 32,
                 (1 << 63) - 1, -(1 << 63)]
        return self.define(indent, "index", "index.constant %d" % self.rng.choice(edges))

    def cast(self, indent):
        r = self.rng
        choice = r.random()
        if choice < 0.35:
            a, b = sorted(r.sample(["i1", "i8", "i16", "i32", "i64"], 2), key=lambda t: WIDTH[t])
            if r.random() < 0.5:
                op = r.choice(["extsi", "extui"])
                self.define(indent, b, "arith.%s %s : %s to %s" % (op, self.pick(a), a, b))
            else:
                self.define(indent, a, "arith.trunci %s : %s to %s" % (self.pick(b), b, a))
        elif choice < 0.55:
            t = r.choice(["i8", "i16", "i32", "i64"])
            op = r.choice(["index_cast", "index_castui"])
            if r.random() < 0.5:
                self.define(indent, "index", "arith.%s %s : %s to index" % (op, self.pick(t), t))
            else:
                self.define(indent, t, "arith.%s %s : index to %s" % (op, self.pick("index"), t))
        elif choice < 0.75:
            f, i = r.choice([("f16", "i16"), ("bf16", "i16"), ("f32", "i32"), ("f64", "i64")])
            if r.random() < 0.5:
                self.define(indent, i, "arith.bitcast %s : %s to %s" % (self.pick(f), f, i))
            else:
                self.define(indent, f, "arith.bitcast %s : %s to %s" % (self.pick(i), i, f))
        elif choice < 0.9:
            f = r.choice(FLOATS)
            i = r.choice(["i8", "i16", "i32", "i64"])
            if r.random() < 0.5:
                op = r.choice(["sitofp", "uitofp"])
                self.define(indent, f, "arith.%s %s : %s to %s" % (op, self.pick(i), i, f))
            else:
                op = r.choice(["fptosi", "fptoui"])
                self.define(indent, i, "arith.%s %s : %s to %s" % (op, self.pick(f), f, i))
        else:
            a, b = r.choice([("f16", "f32"), ("bf16", "f32"), ("f16", "f64"), ("bf16", "f64"), ("f32", "f64")])
            if r.random() < 0.5:
                a, b = b, a
            if FWIDTH[a] > FWIDTH[b]:
                self.define(indent, b, "arith.truncf %s : %s to %s" % (self.pick(a), a, b))
            else:
                self.define(indent, b, "arith.extf %s : %s to %s" % (self.pick(a), a, b))

    def nested(self, indent, count):
        """Ops in a region: values defined there stay there."""
        saved = {t: list(vs) for t, vs in self.pool.items()}
        for _ in range(count):
            self.op(indent)
        inner = self.pool
        self.pool = saved
        return inner

    def scf_if(self, indent):
        r = self.rng
        ty = self.any_type()
        cond = self.pick("i1")
        v = self.fresh()
        with_else = True
        self.emit(indent, "%s = scf.if %s -> (%s) {" % (v, cond, ty))
        inner = self.nested(indent + 1, r.randint(0, 3))
        self.pool, saved = inner, self.pool
        self.indent = indent + 1
        self.emit(indent + 1, "scf.yield %s : %s" % (self.pick(ty), ty))
        self.pool = saved
        if with_else:
            self.emit(indent, "} else {")
            inner = self.nested(indent + 1, r.randint(0, 3))
            self.pool, saved = inner, self.pool
            self.indent = indent + 1
            self.emit(indent + 1, "scf.yield %s : %s" % (self.pick(ty), ty))
            self.pool = saved
        self.indent = indent
        self.emit(indent, "}")
        self.add(ty, v)

    def scf_for(self, indent):
        r = self.rng
        ty = r.choice(["index", "i32", "i64"])
        lb = self.pick(ty) if r.random() < 0.3 else self.constant(ty, indent)
        ub = self.pick(ty) if r.random() < 0.3 else self.constant(ty, indent)
        step = self.constant(ty, indent) if r.random() < 0.7 else self.pick(ty)
        acc_ty = self.any_type()
        init = self.pick(acc_ty)
        v, iv, acc = self.fresh(), self.fresh(), self.fresh()
        self.emit(indent, "%s = scf.for %s = %s to %s step %s iter_args(%s = %s) -> (%s) %s {" % (
            v, iv, lb, ub, step, acc, init, acc_ty, "" if ty == "index" else ": " + ty))
        saved = {t: list(vs) for t, vs in self.pool.items()}
        self.add(ty, iv)
        self.add(acc_ty, acc)
        for _ in range(r.randint(0, 3)):
            self.op(indent + 1)
        self.indent = indent + 1
        self.emit(indent + 1, "scf.yield %s : %s" % (self.pick(acc_ty), acc_ty))
        self.pool = saved
        self.indent = indent
        self.emit(indent, "}")
        self.add(acc_ty, v)

    def region_body(self, indent, ty, count):
        """Ops then `scf.yield` of a `ty` value, in a region of their own."""
        saved = {t: list(vs) for t, vs in self.pool.items()}
        for _ in range(count):
            self.op(indent)
        self.indent = indent
        self.emit(indent, "scf.yield %s : %s" % (self.pick(ty), ty))
        self.pool = saved

    def scf_while(self, indent):
        r = self.rng
        ty = r.choice(["index", "i32", "i8"])
        init = self.pick(ty)
        v, a, b = self.fresh(), self.fresh(), self.fresh()
        self.emit(indent, "%s = scf.while (%s = %s) : (%s) -> %s {" % (v, a, init, ty, ty))
        saved = {t: list(vs) for t, vs in self.pool.items()}
        self.add(ty, a)
        bound = self.constant(ty, indent + 1)
        c = self.fresh()
        self.emit(indent + 1, "%s = arith.cmpi %s, %s, %s : %s" % (c, r.choice(CMPI), a, bound, ty))
        self.emit(indent + 1, "scf.condition(%s) %s : %s" % (c, a, ty))
        self.pool = saved
        self.emit(indent, "} do {")
        self.emit(indent, "^bb0(%s: %s):" % (b, ty))
        saved = {t: list(vs) for t, vs in self.pool.items()}
        self.add(ty, b)
        step = self.constant(ty, indent + 1)
        n = self.fresh()
        self.emit(indent + 1, "%s = arith.addi %s, %s : %s" % (n, b, step, ty))
        self.add(ty, n)
        self.region_body(indent + 1, ty, r.randint(0, 2))
        self.pool = saved
        self.indent = indent
        self.emit(indent, "}")
        self.add(ty, v)

    def index_switch(self, indent):
        r = self.rng
        ty = self.any_type()
        arg = self.pick("index")
        v = self.fresh()
        cases = sorted(r.sample(range(-2, 6), r.randint(0, 3)))
        self.emit(indent, "%s = scf.index_switch %s -> %s" % (v, arg, ty))
        for c in cases:
            self.emit(indent, "case %d {" % c)
            self.region_body(indent + 1, ty, r.randint(0, 2))
            self.emit(indent, "}")
        self.emit(indent, "default {")
        self.region_body(indent + 1, ty, r.randint(0, 2))
        self.emit(indent, "}")
        self.indent = indent
        self.add(ty, v)

    def execute_region(self, indent):
        ty = self.any_type()
        v = self.fresh()
        self.emit(indent, "%s = scf.execute_region -> %s {" % (v, ty))
        self.region_body(indent + 1, ty, self.rng.randint(0, 3))
        self.indent = indent
        self.emit(indent, "}")
        self.add(ty, v)

    def tensor_op(self, indent):
        r = self.rng
        ty = r.choice(["i32", "index", "f32"])
        n = r.randint(1, 3)
        tt = "tensor<%dx%s>" % (n, ty)
        t = self.fresh()
        elems = ", ".join(self.pick(ty) for _ in range(n))
        self.emit(indent, "%s = tensor.from_elements %s : %s" % (t, elems, tt))
        choice = r.random()
        if choice < 0.4:
            i = self.constant("index", indent) if r.random() < 0.7 else self.pick("index")
            self.define(indent, ty, "tensor.extract %s[%s] : %s" % (t, i, tt))
        elif choice < 0.7:
            i = self.constant("index", indent)
            t2 = self.fresh()
            self.emit(indent, "%s = tensor.insert %s into %s[%s] : %s" % (t2, self.pick(ty), t, i, tt))
            j = self.constant("index", indent)
            self.define(indent, ty, "tensor.extract %s[%s] : %s" % (t2, j, tt))
        else:
            c, d, z = self.fresh(), self.fresh(), self.constant("index", indent)
            self.emit(indent, "%s = tensor.cast %s : %s to tensor<?x%s>" % (c, t, tt, ty))
            self.emit(indent, "%s = tensor.dim %s, %s : tensor<?x%s>" % (d, c, z, ty))
            self.add("index", d)

    def tensor_shape_op(self, indent):
        """Slices, reshapes and empty tensors of a 4-element tensor."""
        r = self.rng
        ty = r.choice(["i32", "f32", "index"])
        t = self.fresh()
        elems = ", ".join(self.pick(ty) for _ in range(4))
        shaped = r.random() < 0.5
        tt = "tensor<2x2x%s>" % ty if shaped else "tensor<4x%s>" % ty
        self.emit(indent, "%s = tensor.from_elements %s : %s" % (t, elems, tt))
        if shaped:
            flat = self.fresh()
            self.emit(indent, "%s = tensor.collapse_shape %s [[0, 1]] : %s into tensor<4x%s>" % (flat, t, tt, ty))
            t = flat
        choice = r.random()
        if choice < 0.3:
            off = r.randint(0, 2)
            size = r.randint(1, 4 - off)
            s_ = self.fresh()
            self.emit(indent, "%s = tensor.extract_slice %s[%d] [%d] [1] : tensor<4x%s> to tensor<%dx%s>" % (
                s_, t, off, size, ty, size, ty))
            i = self.constant("index", indent)
            self.define(indent, ty, "tensor.extract %s[%s] : tensor<%dx%s>" % (s_, i, size, ty))
        elif choice < 0.55:
            off = self.pick("index")
            s_, c, d, z = self.fresh(), self.fresh(), self.fresh(), self.constant("index", indent)
            self.emit(indent, "%s = tensor.extract_slice %s[%s] [2] [1] : tensor<4x%s> to tensor<2x%s>" % (
                s_, t, off, ty, ty))
            self.emit(indent, "%s = tensor.cast %s : tensor<2x%s> to tensor<?x%s>" % (c, s_, ty, ty))
            self.emit(indent, "%s = tensor.dim %s, %s : tensor<?x%s>" % (d, c, z, ty))
            self.add("index", d)
        elif choice < 0.8:
            small, ins = self.fresh(), self.fresh()
            self.emit(indent, "%s = tensor.from_elements %s, %s : tensor<2x%s>" % (
                small, self.pick(ty), self.pick(ty), ty))
            off = r.randint(0, 2)
            self.emit(indent, "%s = tensor.insert_slice %s into %s[%d] [2] [1] : tensor<2x%s> into tensor<4x%s>" % (
                ins, small, t, off, ty, ty))
            i = self.constant("index", indent)
            self.define(indent, ty, "tensor.extract %s[%s] : tensor<4x%s>" % (ins, i, ty))
        else:
            size = self.pick("index")
            e, d, z = self.fresh(), self.fresh(), self.constant("index", indent)
            self.emit(indent, "%s = tensor.empty(%s) : tensor<?x2x%s>" % (e, size, ty))
            self.emit(indent, "%s = tensor.dim %s, %s : tensor<?x2x%s>" % (d, e, z, ty))
            self.add("index", d)

    def function(self, name):
        r = self.rng
        args = [self.any_type() for _ in range(r.randint(0, 4))]
        names = []
        for t in args:
            a = self.fresh()
            names.append("%s: %s" % (a, t))
            self.add(t, a)
        for _ in range(r.randint(1, 14)):
            self.op(1)
        self.indent = 1
        if self.funcs and r.random() < 0.3:
            callee, cargs, cres = r.choice(self.funcs)
            vs = [self.fresh() for _ in cres]
            ops = ", ".join(self.pick(t) for t in cargs)
            lhs = ", ".join(vs) + " = " if vs else ""
            self.emit(1, "%sfunc.call @%s(%s) : (%s) -> (%s)" % (lhs, callee, ops, ", ".join(cargs), ", ".join(cres)))
            for v, t in zip(vs, cres):
                self.add(t, v)
        if r.random() < 0.25:
            self.branches()
        res_types = [self.any_type() for _ in range(r.randint(1, 3))]
        shaped = sorted(t for t in self.pool if t == self.shape % element_of(t))
        if shaped and r.random() < 0.6:
            res_types.append(r.choice(shaped))
        res = [self.pick(t) for t in res_types]
        self.emit(1, "return %s : %s" % (", ".join(res), ", ".join(res_types)))
        head = "func.func %s@%s(%s) -> (%s) {" % (
            "private " if self.private else "", name, ", ".join(names), ", ".join(res_types))
        return [head] + self.lines + ["}"], (name, args, res_types)

    def branches(self):
        """Ends the entry block with a `cf.cond_br` or `cf.switch` to two
        blocks that join in a third (carrying one value), where the
        function goes on."""
        r = self.rng
        ty = self.any_type()
        n = self.n + 1
        self.n += 3
        b1, b2, b3 = "^bb%d" % n, "^bb%d" % (n + 1), "^bb%d" % (n + 2)
        a1, a3 = self.fresh(), self.fresh()
        if r.random() < 0.7:
            self.emit(1, "cf.cond_br %s, %s(%s : %s), %s" % (self.pick("i1"), b1, self.pick(ty), ty, b2))
        else:
            flag = self.pick("i32")
            cases = sorted(r.sample(range(-3, 8), r.randint(1, 3)))
            arms = ", ".join("%d: %s" % (c, b2 if k % 2 == 0 else "%s(%s : %s)" % (b1, self.pick(ty), ty))
                             for k, c in enumerate(cases))
            self.emit(1, "cf.switch %s : i32, [default: %s(%s : %s), %s]" % (flag, b1, self.pick(ty), ty, arms))
        entry = {t: list(vs) for t, vs in self.pool.items()}
        self.emit(0, "%s(%s: %s):" % (b1, a1, ty))
        self.add(ty, a1)
        for _ in range(r.randint(0, 3)):
            self.op(1)
        self.indent = 1
        self.emit(1, "cf.br %s(%s : %s)" % (b3, self.pick(ty), ty))
        self.pool = {t: list(vs) for t, vs in entry.items()}
        self.emit(0, "%s:" % b2)
        for _ in range(r.randint(0, 3)):
            self.op(1)
        self.indent = 1
        self.emit(1, "cf.br %s(%s : %s)" % (b3, self.pick(ty), ty))
        self.pool = entry
        self.emit(0, "%s(%s: %s):" % (b3, a3, ty))
        self.add(ty, a3)
        for _ in range(r.randint(0, 4)):
            self.op(1)
        self.indent = 1


def program(rng, index, visibility=None):
    """A module of one to three functions; `visibility`: a random source
    and the chance that a function is private (drawn apart, so that a seed
    builds the same bodies with or without it)."""
    funcs, text = [], []
    poison = rng.random() < 0.3
    for k in range(rng.randint(1, 3)):
        g = Gen(rng, funcs, poison)
        if visibility:
            vrng, chance = visibility
            g.private = vrng.random() < chance
        lines, sig = g.function("f%d_%d" % (index, k))
        funcs.append(sig)
        text += lines
    return "module {\n" + "\n".join("  " + l for l in text) + "\n}\n"


def run(tool, flags, text, timeout=120):
    """Exit code (None when the tool ran out of time), stdout, stderr."""
    try:
        p = subprocess.run([tool] + flags + ["-split-input-file", "-"], input=text.encode(), capture_output=True,
                           timeout=timeout)
    except subprocess.TimeoutExpired:
        return None, "", ""
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--programs", type=int, default=1000)
    ap.add_argument("--batch", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pipeline", default="-canonicalize", help="flags given to both tools")
    ap.add_argument("--ods-opt", default=os.path.join(ROOT, "target", "release", "ods-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--out", default=os.path.join(ROOT, "fuzz", "findings", "generated"))
    ap.add_argument("--private", type=float, default=0.0, help="chance that a function is private")
    a = ap.parse_args()
    rng = random.Random(a.seed)
    visibility = (random.Random(a.seed * 7919 + 1), a.private) if a.private > 0 else None
    flags = a.pipeline.split()
    counts = {"agree": 0, "differ": 0, "ods-crash": 0, "both-reject": 0}
    os.makedirs(a.out, exist_ok=True)
    done = 0
    while done < a.programs:
        progs = [program(rng, done + i, visibility) for i in range(min(a.batch, a.programs - done))]
        text = ("\n%s\n" % SPLIT).join(progs)
        (oc, oo, oe), (mc, mo, me) = run(a.ods_opt, flags, text), run(a.mlir_opt, flags, text)
        if oc not in (0, 1) or "panicked" in oe:
            # A crash or a hang (exit code None: out of time).
            counts["ods-crash"] += 1
            path = os.path.join(a.out, "crash-%d-%d.mlir" % (a.seed, done))
            open(path, "w").write(text)
            print("ods-opt crashed (exit %s) on %s:\n%s" % (oc, path, oe[-2000:]), file=sys.stderr)
        elif mc not in (0, 1):
            # mlir-opt itself crashed or hung on one of them: each program
            # alone.
            for i, prog in enumerate(progs):
                (oc1, oo1, _), (mc1, mo1, _) = run(a.ods_opt, flags, prog, 20), run(a.mlir_opt, flags, prog, 20)
                if oc1 not in (0, 1):
                    counts["ods-crash"] += 1
                    open(os.path.join(a.out, "crash-%d-%d.mlir" % (a.seed, done + i)), "w").write(prog)
                elif mc1 not in (0, 1):
                    kind = "mlir-crash" if mc1 is not None else "mlir-hang"
                    counts[kind] = counts.get(kind, 0) + 1
                    open(os.path.join(a.out, "%s-%d-%d.mlir" % (kind, a.seed, done + i)), "w").write(prog)
                elif oo1.strip() == mo1.strip() and oc1 == mc1:
                    counts["agree" if oo1.strip() else "both-reject"] += 1
                else:
                    counts["differ"] += 1
                    path = os.path.join(a.out, "differ-%d-%d.mlir" % (a.seed, done + i))
                    with open(path, "w") as f:
                        f.write("// pipeline: %s\n%s\n// ods-opt:\n%s\n// mlir-opt:\n%s\n" % (
                            a.pipeline, prog, "\n".join("// " + l for l in oo1.strip().split("\n")),
                            "\n".join("// " + l for l in mo1.strip().split("\n"))))
        else:
            # Chunk by chunk, also when one tool rejected some chunk (its
            # output for that chunk is then empty).
            ochunks, mchunks = oo.split(SPLIT), mo.split(SPLIT)
            if len(ochunks) != len(progs) or len(mchunks) != len(progs):
                counts["differ"] += len(progs)
                path = os.path.join(a.out, "reject-%d-%d.mlir" % (a.seed, done))
                open(path, "w").write("// ods-opt exit %d:\n%s\n// mlir-opt exit %d:\n%s\n%s" % (
                    oc, "\n".join("// " + l for l in oe.strip().split("\n")[:20]), mc,
                    "\n".join("// " + l for l in me.strip().split("\n")[:20]), text))
            for i, (x, y) in enumerate(zip(ochunks, mchunks)):
                if len(ochunks) != len(progs) or len(mchunks) != len(progs):
                    break
                if x.strip() == y.strip():
                    counts["agree" if x.strip() else "both-reject"] += 1
                    continue
                counts["differ"] += 1
                path = os.path.join(a.out, "differ-%d-%d.mlir" % (a.seed, done + i))
                with open(path, "w") as f:
                    f.write("// pipeline: %s\n%s\n// ods-opt:\n%s\n// mlir-opt:\n%s\n" % (
                        a.pipeline, progs[i], "\n".join("// " + l for l in x.strip().split("\n")),
                        "\n".join("// " + l for l in y.strip().split("\n"))))
        done += len(progs)
        print("genfuzz: %d programs %s" % (done, counts), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
