#!/bin/bash
# What a real dialect crate costs to compile, whole and for its op
# definitions alone: `./definitions.sh shape` (a directory under dialects/).
#
# "Definitions alone" is the same crate with every hand-written function
# body replaced by `loop {}` (`stub-bodies`): the derives' expansions, the
# types, the hook signatures and the pattern structs stay; verifiers,
# folders, parsers, printers and rewrite bodies go. The baseline is a
# crate with the same dependencies holding only the crate's imports of
# them (`stub-bodies --base`): what any crate using them costs. Per op is
# (definitions - baseline) / ops. For each form: the
# instructions of cargo's rustc command under valgrind (deterministic),
# and the user + sys CPU of `CARGO_INCREMENTAL=0 cargo build` after a
# touch, RUNS times, the two forms alternating. The crate's sources are
# restored on exit; the script refuses to start on uncommitted changes
# there. Dependencies are built first, in the workspace's target directory.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
name=${1:?usage: definitions.sh <dialect directory name>}
runs=${RUNS:-3}
src="$root/dialects/$name/src"
pkg=$(sed -n 's/^name = "\(.*\)"/\1/p' "$root/dialects/$name/Cargo.toml" | head -1)
git -C "$root" diff --quiet -- "$src" || { echo "uncommitted changes in $src" >&2; exit 1; }

# (The benchmark crate's library, written by gen.py, may warn; errors show.)
(cd "$here" && export CARGO_TARGET_DIR=${BENCH_TARGET_DIR:-/work/target-bench} &&
    { cargo build -q --bin stub-bodies 2>/dev/null || cargo build --bin stub-bodies; })
stub_bin=${BENCH_TARGET_DIR:-/work/target-bench}/debug/stub-bodies

tmp=$(mktemp -d)
cp -r "$src" "$tmp/full"
cp -r "$src" "$tmp/stubbed"
"$stub_bin" "$tmp/stubbed"
cp -r "$src" "$tmp/base"
"$stub_bin" --base "$tmp/base"
restore() { rm -rf "$src" && cp -r "$tmp/full" "$src" && touch "$src/lib.rs" && rm -rf "$tmp"; }
trap restore EXIT

use() { rm -rf "$src" && cp -r "$tmp/$1" "$src" && touch "$src/lib.rs"; }
ops=$(cat "$tmp/full"/*.rs | grep -c 'derive(Op\b\|derive(Op,' || true)

cd "$root"
cargo build -q -p "$pkg"

instructions() {
    use "$1"
    local cmd
    cmd=$(cargo build -v -p "$pkg" 2>&1 | sed -n "s/^ *Running \`\(.*--crate-name ${pkg//-/_} .*\)\`$/\1/p" | tail -1)
    [ -n "$cmd" ] || { echo "no rustc command for $pkg" >&2; exit 1; }
    local out
    out=$(mktemp -d)
    cmd=$(sed -E "s#--out-dir [^ ]+#--out-dir $out#; s#-C incremental=[^ ]+##; s#--error-format=json[^ ]*##; s#--json=[^ ]+##" <<<"$cmd")
    eval "valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $cmd" 2>&1 | sed -n 's/.*I *refs: *//p'
    rm -rf "$out"
}

# User + system CPU to the millisecond (bash's `time`; GNU time rounds to
# 10 ms, which is most of an op's cost).
cpu() {
    use "$1"
    local TIMEFORMAT='%3U %3S' t
    t=$({ time CARGO_INCREMENTAL=0 cargo build -q -p "$pkg" >/dev/null 2>&1; } 2>&1)
    awk '{printf "%.3f", $1 + $2}' <<<"$t"
}

per_op() { awk -v d="$1" -v b="$2" -v n="$ops" -v u="$3" 'BEGIN { printf "%.1f %s per op", (d - b) / n * (u == "ms" ? 1000 : 1e-6), (u == "ms" ? "ms" : "M") }'; }
echo "$pkg: $ops ops"
whole=$(instructions full)
defs=$(instructions stubbed)
base=$(instructions base)
echo "instructions: whole crate $whole, definitions alone $defs, baseline $base:" \
    "definitions $(per_op "${defs//,/}" "${base//,/}" M), whole $(per_op "${whole//,/}" "${base//,/}" M)"
cpu full >/dev/null # warm-up, not counted
defs_ms=()
for i in $(seq "$runs"); do
    w=$(cpu full) d=$(cpu stubbed) b=$(cpu base)
    echo "CPU run $i: whole crate $w s, definitions alone $d s, baseline $b s:" \
        "definitions $(per_op "$d" "$b" ms), whole $(per_op "$w" "$b" ms)"
    defs_ms+=("$(per_op "$d" "$b" ms | cut -d' ' -f1)")
done
echo "CPU definitions, median of $runs runs: $(printf '%s\n' "${defs_ms[@]}" | sort -n | awk '{v[NR] = $1} END {print v[int((NR + 1) / 2)]}') ms per op"
