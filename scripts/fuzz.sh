#!/usr/bin/env bash
# Long fuzz runs (libFuzzer through cargo-fuzz, coverage-guided) over every target of crates/media-fuzz.
# The test command runs the same targets a bounded number of times on stable Rust
# (crates/media-fuzz/tests/bounded.rs); this is the deep search.
#
#   bash scripts/fuzz.sh                 # every target, 10 minutes each
#   bash scripts/fuzz.sh 60 answers png_meta   # 60 seconds each, these targets
#
# cargo-fuzz needs nightly flags: the stable toolchain is told to accept them (RUSTC_BOOTSTRAP=1), no
# sanitizer runtime is used (-s none; panics and aborts are what is looked for), debug assertions
# and overflow checks are on. The corpus grows in ~/.cache/media-studio/fuzz-corpus/<target>, the seeds
# stay in crates/media-fuzz/seeds/. A crash is saved under crates/media-fuzz/fuzz/artifacts/<target>/:
# fix it, then copy the input into crates/media-fuzz/regressions/<target>/ so the test command replays it.
# At the end a table prints each target's executions, time and crashes.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
seconds="${1:-600}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(answers priced requests png_meta images sandbox)

command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked --quiet
export CARGO_TARGET_DIR="${FUZZ_TARGET_DIR:-$HOME/.cache/media-studio/fuzz-target}"
export RUSTC_BOOTSTRAP=1
corpus_root="${FUZZ_CORPUS:-$HOME/.cache/media-studio/fuzz-corpus}"
shared="$root/../shared/testdata"
cd crates/media-fuzz
cargo fuzz build -s none --debug-assertions

report=()
total=0
crashes=0
for t in "${targets[@]}"; do
  corpus="$corpus_root/$t"
  mkdir -p "$corpus"
  extra=("seeds/$t")
  [ "$t" = images ] && [ -d "$shared" ] && extra+=("$shared/pngsuite" "$shared/photos")
  dict=()
  case "$t" in answers | priced | requests | sandbox) dict=(-dict=fuzz/json.dict) ;; esac
  log="$corpus_root/$t.log"
  echo "== $t: $seconds s"
  set +e
  cargo fuzz run -s none --debug-assertions "$t" "$corpus" "${extra[@]}" -- \
    -max_total_time="$seconds" -rss_limit_mb=3072 -timeout=30 -print_final_stats=1 "${dict[@]}" >"$log" 2>&1
  rc=$?
  set -e
  execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' | tail -1)
  execs=${execs:-0}
  crashed=0
  [ $rc -ne 0 ] && crashed=1 && tail -30 "$log"
  total=$((total + execs))
  crashes=$((crashes + crashed))
  report+=("$(printf '%-10s %12s executions  %5s s  %s' "$t" "$execs" "$seconds" "$([ $crashed = 1 ] && echo CRASH || echo 'no crash')")")
done
echo
printf '%s\n' "${report[@]}"
echo "total: $total executions, $crashes crashed target(s)"
[ $crashes -eq 0 ]
