#!/usr/bin/env python3
"""Differential fuzzing of ods-opt against mlir-opt 22.

Mutates MLIR text (our corpus and lit files, and MLIR's own tests where the
conformance directory is present), runs both tools on batches of mutants
(one process per batch and tool, the mutants separated by `// -----` and
read with `-split-input-file`), and classifies every mutant:

  crash         ods-opt panicked, was killed by a signal or timed out
  we-accept     ods-opt accepts what mlir-opt rejects
  we-reject     ods-opt rejects what mlir-opt accepts
  output        both accept, the generic output differs
  error         both reject, the first error differs (line or message)

Each finding is minimized (lines, then tokens, then bytes, keeping its class
and signature) and written to `fuzz/findings/<class>/<signature-hash>.mlir`
with a header saying what both tools did. One reproducer per signature.

    python3 fuzz/difffuzz.py --mutants 100000 [--seed 1] [--batch 500]

Needs a release build of ods-opt (`cargo build --release --bin ods-opt`).
"""

import argparse
import collections
import hashlib
import os
import random
import re
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SPLIT = "// -----"
FLAGS = ["-allow-unregistered-dialect", "-mlir-print-op-generic", "-split-input-file"]
TIMEOUT = 60  # seconds per batch and tool

# ---------------------------------------------------------------- seeds


def conformance_dir():
    env = os.environ.get("ODS_MLIR_TESTS")
    if env:
        return env
    d = os.path.join(ROOT, "..", "shared", "conformance")
    return d if os.path.isdir(d) else None


def seed_files():
    dirs = [os.path.join(ROOT, "tests", "corpus"), os.path.join(ROOT, "tests", "lit")]
    conf = conformance_dir()
    if conf:
        dirs.append(conf)
    for d in dirs:
        for base, _, names in os.walk(d):
            for n in sorted(names):
                if n.endswith(".mlir"):
                    yield os.path.join(base, n)


def seed_chunks():
    """Each `// -----` chunk of every seed file, without comment lines."""
    out = []
    for path in seed_files():
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "surrogateescape")
        for chunk in text.split("\n" + SPLIT):
            # No comments: mlir-opt reports an `expected-*` comment that no
            # diagnostic met even without -verify-diagnostics.
            lines = [re.sub(r"\s*//.*$", "", l) if "//" in l and '"' not in l else l for l in chunk.split("\n")]
            lines = [l for l in lines if not l.lstrip().startswith("//")]
            body = "\n".join(lines).strip("\n")
            if body and len(body) < 20000:
                out.append(body + "\n")
    return out


# ---------------------------------------------------------------- mutation

TOKEN = re.compile(
    r'"(?:[^"\\\n]|\\.)*"|[%^#!@][\w$.\-]*(?:#\d+)?|\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|0x[0-9a-fA-F]+|\w+(?:\.\w+)*|->|::|\S'
)

INTERESTING = [
    "0", "1", "-1", "2147483648", "9223372036854775808", "18446744073709551616", "0x7FC00000",
    "1.0e309", "nan", "inf", "-0.0", "i0", "i1", "i65", "si8", "ui64", "f16", "bf16", "f80", "f128",
    "tf32", "f8E4M3FN", "f4E2M1FN", "index", "none", "?", "x", "*", "<", ">", "(", ")", "[", "]", "{",
    "}", ",", ":", "=", "->", "^bb0", "^bb1", "%0", "%0#1", "%arg0", "@f", '""', '"\\00"', "unit",
    "true", "false", "loc(unknown)", "#loc", "!t", "#a", "tensor<?xf32>", "memref<4xi8>",
    "vector<[4]xf32>", "complex<f32>", "tuple<>", "dense<1>", "array<i32: 1>", "affine_map<(d0) -> (d0)>",
    "distinct[0]<>", "sparse<[[0]], [1]>", "strided<[1]>", "{-# #-}", "attributes", "private", "public",
]


def tokens_of(text):
    return [(m.start(), m.end()) for m in TOKEN.finditer(text)]


def mutate(text, rng, pool):
    """One to four random edits of `text`."""
    for _ in range(rng.randint(1, 4)):
        toks = tokens_of(text)
        if not toks:
            return text
        kind = rng.randrange(11)
        s, e = toks[rng.randrange(len(toks))]
        if kind == 0:  # delete a token
            text = text[:s] + text[e:]
        elif kind == 1:  # duplicate a token
            text = text[:e] + " " + text[s:e] + text[e:]
        elif kind == 2:  # replace with an interesting token
            text = text[:s] + rng.choice(INTERESTING) + text[e:]
        elif kind == 3:  # replace with a token of another seed
            other = rng.choice(pool)
            ot = tokens_of(other)
            if ot:
                os_, oe = ot[rng.randrange(len(ot))]
                text = text[:s] + other[os_:oe] + text[e:]
        elif kind == 4:  # swap two tokens
            s2, e2 = toks[rng.randrange(len(toks))]
            if e <= s2:
                text = text[:s] + text[s2:e2] + text[e:s2] + text[s:e] + text[e2:]
        elif kind == 5:  # numbers: nudge or blow up
            m = re.match(r"\d+", text[s:e])
            if m:
                n = int(m.group())
                text = text[:s] + str(rng.choice([n + 1, max(n - 1, 0), n * 1000003, 2**rng.randint(7, 70)])) + text[e:]
        elif kind == 6:  # splice a line of another seed
            lines = text.split("\n")
            other = rng.choice(pool).split("\n")
            lines.insert(rng.randrange(len(lines) + 1), rng.choice(other))
            text = "\n".join(lines)
        elif kind == 7:  # delete or duplicate a line
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            if rng.random() < 0.5:
                del lines[i]
            else:
                lines.insert(i, lines[i])
            text = "\n".join(lines)
        elif kind == 8:  # a random byte
            b = chr(rng.choice([0, 9, 10, 13, 11, 34, 92, 0x7F, 0xE2, 0xFF, rng.randrange(32, 127)]))
            text = text[:s] + b + text[s:]
        elif kind == 10:  # start a token's line: where a wrong token is reported
            text = text[:s].rstrip(" ") + "\n  " + text[s:]
        else:  # wrap a token in nesting
            w = rng.choice([("[", "]"), ("tuple<", ">"), ("(", ")"), ("{", "}"), ("<", ">")])
            text = text[:s] + w[0] + text[s:e] + w[1] + text[e:]
    # A mutant must not split itself nor carry `expected-*` comments.
    return text.replace("//", "/ /")


# ---------------------------------------------------------------- running

DIAG = re.compile(r"^[^:\n]*:(\d+):(\d+): error: (.*)$", re.M)


class Outcome:
    __slots__ = ("crashed", "accepted", "output", "first_error")

    def __init__(self, crashed, accepted, output, first_error):
        self.crashed, self.accepted, self.output, self.first_error = crashed, accepted, output, first_error


def run_tool(tool, path):
    try:
        p = subprocess.run([tool, *FLAGS, path], capture_output=True, timeout=TIMEOUT)
        return p.returncode, p.stdout.decode("utf-8", "surrogateescape"), p.stderr.decode("utf-8", "surrogateescape")
    except subprocess.TimeoutExpired:
        return None, "", "timeout"


def run_batch(tool, mutants, path):
    """Per mutant: an Outcome, or None for all when the whole run crashed."""
    starts, text, line = [], [], 1
    for m in mutants:
        m = m.rstrip("\n") + "\n"
        starts.append(line)
        text.append(m)
        line += m.count("\n") + 1  # the mutant's lines and the separator
    with open(path, "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write((SPLIT + "\n").join(text))
    rc, out, err = run_tool(tool, path)
    if rc is None or rc < 0 or "panicked at" in err or "RUST_BACKTRACE" in err or "Stack dump" in err:
        return None
    outputs = out.split(SPLIT + "\n")
    errors = collections.defaultdict(list)
    for m in DIAG.finditer(err):
        errors[int(m.group(1))].append((int(m.group(1)), m.group(3)))
    res = []
    for i, start in enumerate(starts):
        end = starts[i + 1] if i + 1 < len(starts) else 1 << 60
        first = None
        for ln in sorted(k for k in errors if start <= k < end):
            first = (ln - start, errors[ln][0][1])
            break
        body = outputs[i] if i < len(outputs) else ""
        res.append(Outcome(False, first is None, body.strip("\n"), first))
    if len(outputs) != len(starts):
        # Output could not be aligned with the chunks: compare acceptance only.
        for r in res:
            r.output = None
    return res


def classify(ours, theirs):
    """(class, signature) or None when the tools agree."""
    if ours.crashed:
        return "crash", "crash"
    if ours.accepted and not theirs.accepted:
        return "we-accept", "mlir: " + normalize(theirs.first_error[1])
    if not ours.accepted and theirs.accepted:
        return "we-reject", "ods: " + normalize(ours.first_error[1])
    if ours.accepted:
        if ours.output is not None and theirs.output is not None and ours.output != theirs.output:
            return "output", "output"
        return None
    if ours.first_error != theirs.first_error:
        return "error", "ods: %s | mlir: %s" % (normalize(ours.first_error[1]), normalize(theirs.first_error[1]))
    return None


def normalize(msg):
    """A diagnostic with its specifics blanked, as a signature."""
    msg = re.sub(r"'[^']*'", "'_'", msg)
    msg = re.sub(r'"[^"]*"', '"_"', msg)
    msg = re.sub(r"`[^`]*`", "`_`", msg)
    msg = re.sub(r"\d+", "N", msg)
    return msg[:160]


def outcome_of(tool, text, tmp):
    r = run_batch(tool, [text], tmp)
    if r is None:
        return Outcome(True, False, None, None)
    return r[0]


# ---------------------------------------------------------------- minimizing


def minimize(text, keep, budget=150):
    """Greedy delta debugging over lines, then tokens, then characters."""
    calls = [0]

    def ok(t):
        calls[0] += 1
        return calls[0] <= budget and keep(t)

    for unit in ("line", "token", "char"):
        n = 2
        while True:
            if unit == "line":
                parts = text.split("\n")
                join = "\n"
            elif unit == "token":
                spans = tokens_of(text)
                parts, prev = [], 0
                for s, e in spans:
                    parts.append(text[prev:e])
                    prev = e
                parts.append(text[prev:])
                join = ""
            else:
                parts, join = list(text), ""
            if len(parts) < 2 or calls[0] > budget:
                break
            size = max(1, len(parts) // n)
            reduced = False
            for i in range(0, len(parts), size):
                cand = join.join(parts[:i] + parts[i + size:])
                if cand != text and ok(cand):
                    text, reduced = cand, True
                    break
            if reduced:
                n = max(n - 1, 2)
            elif size == 1:
                break
            else:
                n = min(n * 2, len(parts))
    return text


# ---------------------------------------------------------------- main


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--mutants", type=int, default=20000)
    ap.add_argument("--batch", type=int, default=400)
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--ods-opt", default=os.path.join(ROOT, "target", "release", "ods-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--out", default=os.path.join(ROOT, "fuzz", "findings"))
    ap.add_argument("--no-minimize", action="store_true")
    args = ap.parse_args()
    for t in (args.ods_opt, args.mlir_opt):
        if not os.access(t, os.X_OK):
            sys.exit("difffuzz: %s is not an executable (build ods-opt in release; install mlir-22-tools)" % t)

    rng = random.Random(args.seed)
    pool = seed_chunks()
    print("difffuzz: %d seed chunks, seed %d" % (len(pool), args.seed), flush=True)
    tmp = os.path.join(args.out, ".tmp")
    os.makedirs(tmp, exist_ok=True)
    batch_file = os.path.join(tmp, "batch-%d.mlir" % os.getpid())
    one_file = os.path.join(tmp, "one-%d.mlir" % os.getpid())

    counts = collections.Counter()
    signatures = {}
    done, started = 0, time.time()
    while done < args.mutants:
        n = min(args.batch, args.mutants - done)
        mutants = [mutate(rng.choice(pool), rng, pool) for _ in range(n)]
        theirs = run_batch(args.mlir_opt, mutants, batch_file)
        if theirs is None:
            # mlir-opt itself crashed on one of them: run one by one, drop those.
            theirs = [outcome_of(args.mlir_opt, m, one_file) for m in mutants]
            keep = [i for i, t in enumerate(theirs) if not t.crashed]
            counts["mlir-opt-crash"] += n - len(keep)
            # Kept for a look: with `--mlir-opt` another ods-opt (threads
            # against one thread), its crash is ours.
            crash_dir = os.path.join(args.out, "reference-crash")
            os.makedirs(crash_dir, exist_ok=True)
            for i, t in enumerate(theirs):
                if t.crashed:
                    name = hashlib.sha1(mutants[i].encode("utf-8", "surrogateescape")).hexdigest()[:12]
                    with open(os.path.join(crash_dir, name + ".mlir"), "wb") as f:
                        f.write(mutants[i].encode("utf-8", "surrogateescape"))
            mutants = [mutants[i] for i in keep]
            theirs = [theirs[i] for i in keep]
        ours = run_batch(args.ods_opt, mutants, batch_file)
        if ours is None:
            ours = [outcome_of(args.ods_opt, m, one_file) for m in mutants]
        elif len(ours) != len(theirs):
            ours = [outcome_of(args.ods_opt, m, one_file) for m in mutants]
        for m, o, t in zip(mutants, ours, theirs):
            c = classify(o, t)
            if c is None:
                counts["agree"] += 1
                continue
            cls, sig = c
            counts[cls] += 1
            key = (cls, sig)
            if key in signatures:
                continue
            # Differing messages are many and cheap to read; minimize the rest.
            if not args.no_minimize and cls != "error":
                def still(text, key=key):
                    oo = outcome_of(args.ods_opt, text, one_file)
                    tt = outcome_of(args.mlir_opt, text, one_file)
                    return not tt.crashed and classify(oo, tt) == key
                if still(m):
                    m = minimize(m, still)
            signatures[key] = m
            write_finding(args.out, cls, sig, m, args, one_file)
        done += n
        rate = done / max(time.time() - started, 1e-9)
        print("difffuzz: %d mutants (%.0f/s) %s" % (done, rate, dict(counts)), flush=True)

    print("\ndifffuzz: %d mutants, %d distinct findings" % (done, len(signatures)))
    by_class = collections.Counter(c for c, _ in signatures)
    for cls, k in sorted(by_class.items()):
        print("  %-10s %4d signatures, %d mutants" % (cls, k, counts[cls]))
    for (cls, sig) in sorted(signatures):
        print("  [%s] %s" % (cls, sig))
    if os.path.exists(batch_file):
        os.remove(batch_file)
    if os.path.exists(one_file):
        os.remove(one_file)
    return 1 if by_class.get("crash") else 0


def write_finding(out, cls, sig, text, args, tmp):
    d = os.path.join(out, cls)
    os.makedirs(d, exist_ok=True)
    h = hashlib.sha1(sig.encode("utf-8", "surrogateescape")).hexdigest()[:12]
    o = outcome_of(args.ods_opt, text, tmp)
    t = outcome_of(args.mlir_opt, text, tmp)

    def say(x):
        if x.crashed:
            return "crashed"
        if x.accepted:
            return "accepted"
        return "rejected: line %d: %s" % (x.first_error[0] + 1, x.first_error[1])

    header = "// %s: %s\n// ods-opt:  %s\n// mlir-opt: %s\n" % (cls, sig, say(o), say(t))
    with open(os.path.join(d, h + ".mlir"), "w", encoding="utf-8", errors="surrogateescape") as f:
        f.write(header + text)


if __name__ == "__main__":
    sys.exit(main())
