#!/usr/bin/env bash
# `make fuzz` (issue 12): builds each libFuzzer harness under Tests/Fuzz/Harnesses with -sanitize=fuzzer,address
# and runs it for FUZZ_SECONDS (default 60) on a scratch copy of its seeds. A crasher is copied into
# Tests/Fuzz/Regressions/<name>/, where `swift test` replays it (FuzzReplayTests), and the script then fails.
# Harness names as arguments run only those: bash .ci/fuzz.sh token wav
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh

seconds="${FUZZ_SECONDS:-60}"
scratch=.build/fuzz
if [ $# -gt 0 ]; then
    names=("$@")
else
    names=()
    for harness in Tests/Fuzz/Harnesses/fuzz-*; do names+=("${harness##*/fuzz-}"); done
fi

# Package.swift declares the harnesses only with this set. Their own scratch path keeps the sanitized build from
# replacing the normal one. SwiftPM's --sanitize passes each sanitizer as its own -sanitize flag, and the Swift
# driver keeps only the last of those, so the pair goes through -Xswiftc as one flag; the C targets get coverage
# (fuzzer-no-link) and ASan through -Xcc. lld, because gold warns about every local symbol in ASan's export list.
export APIEXAMPLE_FUZZ=1
build=(swift build --scratch-path "$scratch/build" -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
       -Xcc -fsanitize=fuzzer-no-link,address -Xswiftc -warnings-as-errors)
for name in "${names[@]}"; do
    "${build[@]}" --product "fuzz-$name"
    # fuzz-media's code under test is libMediaCodec.so, which it dlopens: built here too, with the same coverage
    # and ASan, into the harness's own directory, where the media layer looks first once no override is set.
    if [ "$name" = media ]; then "${build[@]}" --product MediaCodec; fi
done
bin="$("${build[@]}" --show-bin-path)"
unset APIEXAMPLE_PLUGIN_PATH

failed=()
summary=()
for name in "${names[@]}"; do
    # The scratch corpus outlives the run, so a later run starts from what this one found; the repository's seeds
    # and regressions are copied in again each time and never written to.
    corpus="$scratch/corpus/$name"
    artifacts="$scratch/artifacts/$name"
    log="$scratch/logs/$name.log"
    mkdir -p "$corpus" "$artifacts" "$(dirname "$log")"
    rm -f "$artifacts"/*
    for source in "Tests/Fuzz/Corpus/$name" "Tests/Fuzz/Regressions/$name"; do
        [ -d "$source" ] && cp -f "$source"/* "$corpus"/ 2>/dev/null || true
    done
    options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1
             -artifact_prefix="$artifacts/")
    dictionary="Tests/Fuzz/Dictionaries/$name.dict"
    [ -f "$dictionary" ] && options+=(-dict="$dictionary")
    echo "fuzz-$name: ${seconds} s on $corpus (log: $log)"
    status=0
    started=$SECONDS
    # The Swift runtime's backtracer would catch the trap first and then trip ASan reading its own stack; with it
    # off, libFuzzer sees the signal and saves the input.
    SWIFT_BACKTRACE=enable=no "$bin/fuzz-$name" "${options[@]}" "$corpus" >"$log" 2>&1 || status=$?
    runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
    rate="$(sed -n 's/^stat::average_exec_per_sec: *//p' "$log" | tail -1)"
    coverage="$(grep -oE 'cov: [0-9]+ ft: [0-9]+ corp: [0-9]+' "$log" | tail -1)"
    line="fuzz-$name: ${runs:-?} runs in $((SECONDS - started)) s, ${rate:-?} exec/s, ${coverage:-no coverage line}"
    crashers=("$artifacts"/*)
    if [ "$status" -ne 0 ] || [ -e "${crashers[0]}" ]; then
        mkdir -p "Tests/Fuzz/Regressions/$name"
        for crasher in "${crashers[@]}"; do
            [ -e "$crasher" ] && cp "$crasher" "Tests/Fuzz/Regressions/$name/" && line+=", saved ${crasher##*/}"
        done
        line+=" (exit $status)"
        failed+=("$name")
        grep -E "ERROR|Fatal error|SUMMARY|==[0-9]+==" "$log" | head -20 >&2 || true
    fi
    summary+=("$line")
    echo "$line"
done

printf '%s\n' "" "${summary[@]}"
if [ ${#failed[@]} -gt 0 ]; then
    echo "crashers in Tests/Fuzz/Regressions/ for: ${failed[*]} (swift test replays them)" >&2
    exit 1
fi
