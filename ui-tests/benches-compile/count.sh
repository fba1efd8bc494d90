#!/bin/bash
# Instructions rustc executes to build this crate's library with N ops
# (`./count.sh 40`, `./count.sh 40 --regions`): cargo's own rustc command
# for `cargo build --lib`, run again under valgrind with a fresh incremental
# directory. Deterministic, unlike CPU time on a shared machine; see README.md.
set -euo pipefail
cd "$(dirname "$0")"
python3 gen.py "$@" >/dev/null
touch src/lib.rs
cmd=$(cargo build -v --lib 2>&1 | sed -n 's/^ *Running `\(.*--crate-name ods_compile_bench .*\)`$/\1/p' | tail -1)
[ -n "$cmd" ] || { echo "no rustc command for the library" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# Same command, its outputs and incremental state in the temporary directory.
cmd=$(sed -E "s#--out-dir [^ ]+#--out-dir $out#; s#-C incremental=[^ ]+#-C incremental=$out/inc#; s#--error-format=json[^ ]*##; s#--json=[^ ]+##" <<<"$cmd")
eval "valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $cmd" 2>&1 | sed -n 's/.*I *refs: *//p'
