#!/usr/bin/env bash
# Runs ods-opt and mlir-opt 22 on the same input in one run and prints the
# median wall time, CPU time (user + system) and peak RSS of each, and the
# ratios ods/mlir. Runs alternate between the tools, so that load from other
# processes touches both alike; the CPU time is the steadier figure on a
# busy machine.
#
# Input: the module of `gen-bench` (crate bench-input: func + shape + arith
# ops, 200,011 ops by default) in its custom and generic forms, written to
# <target dir>/bench-data/ on each run (it takes well under a second).
#
# Cases:
#   generic      parse + verify + print, generic form in and out, with
#                -allow-unregistered-dialect (always run)
#   custom       parse + verify + print of the custom form,
#   canonicalize the same with -canonicalize, and
#   pipeline     the same with the nested pipeline
#                'builtin.module(func.func(canonicalize,cse))' (single
#                thread: mlir-opt with -mlir-disable-threading): run when
#                ods-opt can parse the custom form (tried first), skipped
#                with a message otherwise.
#
# Each row also says whether the two tools' outputs are byte-identical.
#
# Environment: REPS (repetitions per tool and case, default 5), FUNCS and
# OPS_PER_FUNC (input size, default 10 x 20000), MLIR_OPT, CARGO_TARGET_DIR,
# ODS_OPT (another ods-opt binary to measure, e.g. an older build).
set -euo pipefail
cd "$(dirname "$0")/.."

REPS=${REPS:-5}
FUNCS=${FUNCS:-10}
OPS_PER_FUNC=${OPS_PER_FUNC:-20000}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
DATA=$TARGET/bench-data

if [ ! -x "$MLIR_OPT" ]; then
  echo "bench-vs-mlir: $MLIR_OPT is not installed (Debian package mlir-22-tools); nothing to compare with" >&2
  exit 1
fi
if [ ! -x /usr/bin/time ]; then
  echo "bench-vs-mlir: installing GNU time" >&2
  apt-get install -y -qq time >/dev/null 2>&1 || { apt-get update -qq && apt-get install -y -qq time >/dev/null; }
fi

echo "building ods-opt, gen-bench and the memstats example (release)..." >&2
cargo build -q --release --bin ods-opt
cargo build -q --release -p ods-bench-input --bin gen-bench
cargo build -q --release -p ods-ir --example memstats
ODS=${ODS_OPT:-$TARGET/release/ods-opt}
GEN=$TARGET/release/gen-bench
MEMSTATS=$TARGET/release/examples/memstats

mkdir -p "$DATA"
CUSTOM=$DATA/gen_${FUNCS}x${OPS_PER_FUNC}.mlir
GENERIC=$DATA/gen_${FUNCS}x${OPS_PER_FUNC}.generic.mlir
"$GEN" --funcs "$FUNCS" --ops-per-func "$OPS_PER_FUNC" -o "$CUSTOM"
"$GEN" --generic --funcs "$FUNCS" --ops-per-func "$OPS_PER_FUNC" -o "$GENERIC"
OPS=$(grep -c '= "\|^ *"' "$GENERIC" || true)

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# median FILE COLUMN: the median of a column of numbers.
median() {
  sort -n -k"$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# run_case NAME ODS_ARGS -- MLIR_ARGS: REPS alternating runs of each tool.
declare -a ROWS=()
run_case() {
  local name=$1
  shift
  local ods_args=() mlir_args=()
  while [ "$1" != "--" ]; do ods_args+=("$1"); shift; done
  shift
  mlir_args=("$@")
  : >"$TMP/$name.ods"
  : >"$TMP/$name.mlir"
  for _ in $(seq "$REPS"); do
    /usr/bin/time -f "%e %M %U %S" -o "$TMP/t" "$ODS" "${ods_args[@]}" -o "$TMP/out.ods"
    awk '{ print $1, $2, $3 + $4 }' "$TMP/t" >>"$TMP/$name.ods"
    /usr/bin/time -f "%e %M %U %S" -o "$TMP/t" "$MLIR_OPT" "${mlir_args[@]}" -o "$TMP/out.mlir"
    awk '{ print $1, $2, $3 + $4 }' "$TMP/t" >>"$TMP/$name.mlir"
  done
  local ot om oc mt mm mc same=identical
  cmp -s "$TMP/out.ods" "$TMP/out.mlir" || same=DIFFERS
  ot=$(median "$TMP/$name.ods" 1)
  om=$(median "$TMP/$name.ods" 2)
  oc=$(median "$TMP/$name.ods" 3)
  mt=$(median "$TMP/$name.mlir" 1)
  mm=$(median "$TMP/$name.mlir" 2)
  mc=$(median "$TMP/$name.mlir" 3)
  # The noise: the lowest and highest CPU ratio of one pair of runs.
  local spread
  spread=$(paste -d' ' "$TMP/$name.ods" "$TMP/$name.mlir" |
    awk '{ r = $3 / $6; if (NR == 1 || r < lo) lo = r; if (NR == 1 || r > hi) hi = r } END { printf "%.2f-%.2f", lo, hi }')
  ROWS+=("$(awk -v n="$name" -v ot="$ot" -v om="$om" -v oc="$oc" -v mt="$mt" -v mm="$mm" -v mc="$mc" -v same="$same" -v spread="$spread" 'BEGIN {
    printf "%-13s %7.2f %7.2f %6.2f   %7.2f %7.2f %6.2f %-10s   %8.1f %8.1f %6.2f   %s\n",
      n, ot, mt, ot / mt, oc, mc, oc / mc, "(" spread ")", om / 1024, mm / 1024, om / mm, same }')")
}

LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)
echo "input: $GENERIC ($OPS ops), $REPS runs per tool and case" >&2
run_case generic -allow-unregistered-dialect -mlir-print-op-generic "$GENERIC" -- \
  -allow-unregistered-dialect -mlir-print-op-generic "$GENERIC"

if err=$("$ODS" "$CUSTOM" -o /dev/null 2>&1); then
  run_case custom "$CUSTOM" -- "$CUSTOM"
  run_case canonicalize -canonicalize "$CUSTOM" -- -canonicalize "$CUSTOM"
  PIPELINE='-pass-pipeline=builtin.module(func.func(canonicalize,cse))'
  run_case pipeline "$PIPELINE" "$CUSTOM" -- "$PIPELINE" -mlir-disable-threading "$CUSTOM"
  SKIPPED=""
else
  SKIPPED="custom, canonicalize, pipeline: skipped, ods-opt cannot parse the custom form yet ($(echo "$err" | head -n1))"
fi

echo
echo "median of $REPS alternating runs; times in s, peak RSS in MiB; ratio = ods-opt / mlir-opt"
echo "(range) = the lowest and highest CPU ratio of one pair of runs: the noise; load average $LOAD_BEFORE before, $(cut -d' ' -f1-3 /proc/loadavg) after"
printf "%-13s %7s %7s %6s   %7s %7s %6s %-10s   %8s %8s %6s\n" "" "wall" "" "" "cpu" "" "" "" "peak RSS" "" ""
printf "%-13s %7s %7s %6s   %7s %7s %6s %-10s   %8s %8s %6s   %s\n" case ods mlir ratio ods mlir ratio "(range)" ods mlir ratio output
for r in "${ROWS[@]}"; do echo "$r"; done
[ -n "$SKIPPED" ] && echo "$SKIPPED"
echo
"$MEMSTATS" "$GENERIC" | tail -n 1
