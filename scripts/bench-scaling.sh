#!/usr/bin/env bash
# Scaling benchmark: ods-opt (release) and mlir-opt 22 side by side on inputs
# of growing size N, one table row per case and size: CPU time (user +
# system) and peak RSS of each tool (GNU time), and the ratios ods/mlir.
# Growth is read down a case's rows: x10 work should cost about x10 time.
#
# Cases (inputs written by scripts/gen-scaling.py):
#   chain          a function of N blocks chained by branches with block arguments
#   chain-reverse  the same blocks listed backwards
#   fold           -canonicalize on N foldable shape.add/shape.broadcast ops
#   fold-bu        the same with -canonicalize=top-down=0
#   bigint         an integer literal of N digits
#   bigint-reject  the same in an i64 (refused from its length)
#   float-digits   a float literal of N digits
#   dims           a tensor type of N dimensions
#   densehex       a dense<"0x..."> literal of N bytes (tensor<N x i8>)
#   nest-region, nest-attr, nest-type, nest-affine, nest-alias
#                  nesting N deep: regions, array attributes, tuple types,
#                  affine expressions, aliases naming each other
#   dce-cycle      -canonicalize on a dead cycle through N/5 blocks
#
# Every run is capped (LIMIT_S seconds of CPU, LIMIT_MB of memory); a run
# cut off shows as "cut". A tool is not run at larger sizes of a case once
# it has been cut off there.
#
# Environment: SIZES (default "1000 10000 100000 1000000"), DENSE_SIZES
# (densehex, in bytes; default up to 25,000,000), CASES (default
# all), LIMIT_S (default 120), LIMIT_MB (default 8000), MLIR_OPT,
# CARGO_TARGET_DIR. Run it outside the build lock, under nice.
set -euo pipefail
cd "$(dirname "$0")/.."

SIZES=${SIZES:-"1000 10000 100000 1000000"}
# densehex's N counts bytes: its sizes go up to a 50 MB literal.
DENSE_SIZES=${DENSE_SIZES:-"100000 1000000 10000000 25000000"}
CASES=${CASES:-"chain chain-reverse fold fold-bu bigint bigint-reject float-digits dims densehex nest-region nest-attr nest-type nest-affine nest-alias nest-dense dce-cycle"}
LIMIT_S=${LIMIT_S:-120}
LIMIT_MB=${LIMIT_MB:-8000}
MLIR_OPT=${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}
TARGET=${CARGO_TARGET_DIR:-$PWD/target}
ODS=$TARGET/release/ods-opt
GEN=$PWD/scripts/gen-scaling.py

[ -x "$MLIR_OPT" ] || { echo "bench-scaling: $MLIR_OPT is not installed" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "bench-scaling: GNU time (/usr/bin/time) is not installed" >&2; exit 1; }
# BUILD=0 uses the ods-opt already built.
if [ ! -x "$ODS" ] || [ "${BUILD:-1}" = 1 ]; then
  echo "building ods-opt (release)..." >&2
  flock /tmp/ods-cargo.lock cargo build -q --release --bin ods-opt
fi

WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

flags_of() {
  case $1 in
    chain|chain-reverse|bigint*|float-digits|dims|densehex|nest-*) echo "-allow-unregistered-dialect" ;;
    fold) echo "-canonicalize" ;;
    fold-bu) echo "-canonicalize=top-down=0" ;;
    dce-cycle) echo "-canonicalize" ;;
  esac
}
input_of() {
  case $1 in
    fold-bu) echo fold ;;
    *) echo "$1" ;;
  esac
}

# Runs one tool; prints "cpu_seconds peak_mb", or "cut" when a limit (or
# anything else) stopped it.
measure() {
  local log=$WORK/time.log
  (
    ulimit -t "$LIMIT_S" -v $((LIMIT_MB * 1024))
    /usr/bin/time -o "$log" -f "TIME %x %U %S %M" "$@" >/dev/null 2>&1
  ) || true
  local line
  line=$(grep '^TIME' "$log" || true)
  if [ -z "$line" ] || grep -q 'terminated by signal' "$log"; then
    echo cut
    return
  fi
  read -r _ x u s m <<<"$line"
  # A refused input (bigint-reject) ends with exit code 1 and an error.
  if [ "$x" != 0 ] && [ "$x" != "${OK_EXIT:-0}" ]; then
    echo cut
    return
  fi
  awk -v u="$u" -v s="$s" -v m="$m" 'BEGIN { printf "%.2f %.0f\n", u + s, m / 1024 }'
}

ratio() {
  awk -v a="$1" -v b="$2" 'BEGIN { if (b + 0 == 0) { print "-" } else { printf "%.2f\n", a / b } }'
}

printf "%-14s %9s | %9s %8s | %9s %8s | %8s %8s\n" case N "ods s" "ods MB" "mlir s" "mlir MB" "time x" "mem x"
for c in $CASES; do
  cut_ods=0
  cut_mlir=0
  sizes=$SIZES
  [ "$c" = densehex ] && sizes=$DENSE_SIZES
  for n in $sizes; do
    f=$WORK/$(input_of "$c")-$n.mlir
    [ -s "$f" ] || python3 "$GEN" "$(input_of "$c")" "$n" >"$f"
    read -r -a flags <<<"$(flags_of "$c")"
    OK_EXIT=0
    [ "$c" = bigint-reject ] && OK_EXIT=1
    if [ $cut_ods = 1 ]; then o=cut; else o=$(measure "$ODS" "${flags[@]}" "$f"); fi
    if [ $cut_mlir = 1 ]; then m=cut; else m=$(measure "$MLIR_OPT" "${flags[@]}" "$f"); fi
    [ "$o" = cut ] && cut_ods=1
    [ "$m" = cut ] && cut_mlir=1
    read -r ot om <<<"${o/cut/cut -}"
    read -r mt mm <<<"${m/cut/cut -}"
    if [ "$ot" = cut ] || [ "$mt" = cut ]; then
      tr=-
      mr=-
    else
      tr=$(ratio "$ot" "$mt")
      mr=$(ratio "$om" "$mm")
    fi
    printf "%-14s %9s | %9s %8s | %9s %8s | %8s %8s\n" "$c" "$n" "$ot" "$om" "$mt" "$mm" "$tr" "$mr"
  done
  rm -f "$WORK"/*.mlir
done
