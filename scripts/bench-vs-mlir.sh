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
#                thread): run when ods-opt can parse the custom form
#                (tried first), skipped with a message otherwise.
# Every case runs both tools with -mlir-disable-threading: these are the
# single-thread ratios.
#
# Each row also says whether the two tools' outputs are byte-identical.
#
# Then the parallel speedup, for the custom and pipeline cases: each tool
# with threads (its default: all cores) against itself with
# -mlir-disable-threading, alternating; speedup = wall time with threads /
# wall time on one thread (below 1 is faster), and whether the outputs with
# and without threads are byte-identical.
#
# Everything above runs at each size of SIZES (FUNCSxOPS_PER_FUNC, default
# "10x5000 10x20000 10x60000": 50k, 200k and 600k ops in 10 functions); a
# last table gives each tool's CPU time per 100,000 ops at each size, which
# stays flat when the cost grows linearly.
#
# Environment: REPS (repetitions per tool and case, default 5), SIZES,
# MLIR_OPT, CARGO_TARGET_DIR, ODS_OPT (another ods-opt binary to measure,
# e.g. an older build).
set -euo pipefail
cd "$(dirname "$0")/.."

REPS=${REPS:-5}
SIZES=${SIZES:-10x5000 10x20000 10x60000}
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
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
ONE=-mlir-disable-threading

# median FILE COLUMN: the median of a column of numbers.
median() {
  sort -n -k"$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END { if (NR % 2) print v[(NR + 1) / 2]; else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# measure OUT CMD...: appends "wall peak cpu" for one run of CMD to OUT:
# wall and CPU (user + system) seconds to the millisecond from bash's
# `time` (GNU time's own figures step by 10 ms, 3-5% of a run here), the
# peak RSS in KB from GNU time. CMD's stderr goes to $TMP/err.
measure() {
  local out=$1 t
  shift
  local TIMEFORMAT='%3R %3U %3S'
  t=$({ time /usr/bin/time -f "%M" -o "$TMP/mem" "$@" 2>"$TMP/err"; } 2>&1)
  awk -v t="$t" -v m="$(cat "$TMP/mem")" 'BEGIN { split(t, a, " "); print a[1], m, a[2] + a[3] }' >>"$out"
}

# run_case NAME ODS_ARGS -- MLIR_ARGS: REPS alternating runs of each tool;
# appends a row to ROWS and the CPU medians per 100k ops to GROWTH.
declare -a ROWS=() THREAD_ROWS=() GROWTH=()
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
    measure "$TMP/$name.ods" "$ODS" "${ods_args[@]}" -o "$TMP/out.ods"
    measure "$TMP/$name.mlir" "$MLIR_OPT" "${mlir_args[@]}" -o "$TMP/out.mlir"
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
    awk '{ r = $6 > 0 ? $3 / $6 : 0; if (NR == 1 || r < lo) lo = r; if (NR == 1 || r > hi) hi = r } END { printf "%.3f-%.3f", lo, hi }')
  ROWS+=("$(awk -v n="$name" -v ot="$ot" -v om="$om" -v oc="$oc" -v mt="$mt" -v mm="$mm" -v mc="$mc" -v same="$same" -v spread="$spread" 'function q(a, b) { return b > 0 ? a / b : 0 } BEGIN {
    printf "%-13s %7.3f %7.3f %6.3f   %7.3f %7.3f %6.3f %-12s   %8.1f %8.1f %6.3f   %s\n",
      n, ot, mt, q(ot, mt), oc, mc, q(oc, mc), "(" spread ")", om / 1024, mm / 1024, q(om, mm), same }')")
  GROWTH+=("$(awk -v n="$name" -v s="$SIZE" -v ops="$OPS" -v oc="$oc" -v mc="$mc" 'function q(a, b) { return b > 0 ? a / b : 0 } BEGIN {
    printf "%-13s %-9s %8d   %8.3f %8.3f %6.2f\n", n, s, ops, oc * 100000 / ops, mc * 100000 / ops, q(oc, mc) }')")
}

# run_threads NAME ARGS: REPS alternating runs of each tool with threads
# (its default) and with -mlir-disable-threading.
run_threads() {
  local name=$1 tool
  shift
  for tool in ods mlir; do : >"$TMP/$name.$tool.par"; : >"$TMP/$name.$tool.one"; done
  for _ in $(seq "$REPS"); do
    for tool in ods mlir; do
      local bin=$ODS
      [ "$tool" = mlir ] && bin=$MLIR_OPT
      measure "$TMP/$name.$tool.par" "$bin" "$@" -o "$TMP/out.$tool.par"
      measure "$TMP/$name.$tool.one" "$bin" $ONE "$@" -o "$TMP/out.$tool.one"
    done
  done
  local -A wall=()
  for tool in ods mlir; do
    local same=identical pt ot pm om pc oc
    cmp -s "$TMP/out.$tool.par" "$TMP/out.$tool.one" || same=DIFFERS
    pt=$(median "$TMP/$name.$tool.par" 1)
    ot=$(median "$TMP/$name.$tool.one" 1)
    pm=$(median "$TMP/$name.$tool.par" 2)
    om=$(median "$TMP/$name.$tool.one" 2)
    pc=$(median "$TMP/$name.$tool.par" 3)
    oc=$(median "$TMP/$name.$tool.one" 3)
    wall[$tool]=$pt
    THREAD_ROWS+=("$(awk -v n="$name" -v t="$tool-opt" -v pt="$pt" -v ot="$ot" -v pm="$pm" -v om="$om" -v pc="$pc" -v oc="$oc" -v same="$same" 'function q(a, b) { return b > 0 ? a / b : 0 } BEGIN {
      printf "%-13s %-9s %7.3f %7.3f %7.3f   %7.3f %7.3f   %8.1f %8.1f   %s\n", n, t, pt, ot, q(pt, ot), pc, oc, pm / 1024, om / 1024, same }')")
  done
  THREAD_ROWS+=("$(awk -v n="$name" -v o="${wall[ods]}" -v m="${wall[mlir]}" 'function q(a, b) { return b > 0 ? a / b : 0 } BEGIN {
    printf "%-13s %-9s %7.3f   (wall time with threads, ods-opt / mlir-opt)\n", n, "ratio", q(o, m) }')")
}

# run_size FUNCSxOPS_PER_FUNC: every case at one input size, then its tables.
run_size() {
  SIZE=$1
  local funcs=${SIZE%x*} per_func=${SIZE#*x}
  CUSTOM=$DATA/gen_${SIZE}.mlir
  GENERIC=$DATA/gen_${SIZE}.generic.mlir
  "$GEN" --funcs "$funcs" --ops-per-func "$per_func" -o "$CUSTOM"
  "$GEN" --generic --funcs "$funcs" --ops-per-func "$per_func" -o "$GENERIC"
  OPS=$(grep -c '= "\|^ *"' "$GENERIC" || true)
  ROWS=()
  THREAD_ROWS=()
  local load_before skipped=""
  load_before=$(cut -d' ' -f1-3 /proc/loadavg)
  echo "input: $GENERIC ($OPS ops), $REPS runs per tool and case" >&2
  run_case generic $ONE -allow-unregistered-dialect -mlir-print-op-generic "$GENERIC" -- \
    $ONE -allow-unregistered-dialect -mlir-print-op-generic "$GENERIC"
  if err=$("$ODS" "$CUSTOM" -o /dev/null 2>&1); then
    run_case custom $ONE "$CUSTOM" -- $ONE "$CUSTOM"
    run_case canonicalize $ONE -canonicalize "$CUSTOM" -- $ONE -canonicalize "$CUSTOM"
    local pipeline='-pass-pipeline=builtin.module(func.func(canonicalize,cse))'
    run_case pipeline $ONE "$pipeline" "$CUSTOM" -- $ONE "$pipeline" "$CUSTOM"
    run_threads custom "$CUSTOM"
    run_threads pipeline "$pipeline" "$CUSTOM"
  else
    skipped="custom, canonicalize, pipeline: skipped, ods-opt cannot parse the custom form yet ($(echo "$err" | head -n1))"
  fi

  echo
  echo "== $SIZE: $OPS ops ($(du -h "$CUSTOM" | cut -f1) custom form) =="
  echo "single thread (both tools with -mlir-disable-threading): median of $REPS alternating runs;"
  echo "times in s, peak RSS in MiB; ratio = ods-opt / mlir-opt"
  echo "(range) = the lowest and highest CPU ratio of one pair of runs: the noise; load average $load_before before, $(cut -d' ' -f1-3 /proc/loadavg) after"
  printf "%-13s %7s %7s %6s   %7s %7s %6s %-12s   %8s %8s %6s\n" "" "wall" "" "" "cpu" "" "" "" "peak RSS" "" ""
  printf "%-13s %7s %7s %6s   %7s %7s %6s %-12s   %8s %8s %6s   %s\n" case ods mlir ratio ods mlir ratio "(range)" ods mlir ratio output
  for r in "${ROWS[@]}"; do echo "$r"; done
  [ -n "$skipped" ] && echo "$skipped"
  if [ ${#THREAD_ROWS[@]} -gt 0 ]; then
    echo
    echo "threads on $(nproc) cores: median of $REPS alternating runs with threads (par) and with -mlir-disable-threading (one)"
    echo "speedup = wall par / wall one (below 1: faster with threads); output = par and one byte-identical"
    printf "%-13s %-9s %7s %7s %7s   %7s %7s   %8s %8s   %s\n" "" "" "wall" "" "" "cpu" "" "peak RSS" "" ""
    printf "%-13s %-9s %7s %7s %7s   %7s %7s   %8s %8s   %s\n" case tool par one speedup par one par one output
    for r in "${THREAD_ROWS[@]}"; do echo "$r"; done
  fi
  echo
  "$MEMSTATS" "$GENERIC" | tail -n 1
}

for size in $SIZES; do run_size "$size"; done

echo
echo "growth: single-thread CPU seconds per 100,000 ops (flat = linear)"
printf "%-13s %-9s %8s   %8s %8s %6s\n" case size ops ods mlir ratio
for r in "${GROWTH[@]}"; do echo "$r"; done | sort -s -k1,1
