#!/usr/bin/env bash
# AddressSanitizer + UndefinedBehaviorSanitizer (+ LeakSanitizer) over the C layer with real media (issue 30): an
# uninitialised AVChannelLayout in libMediaCodec.so aborted the release app on every MP3 and M4A, and the debug build
# the tests use survived it by luck. Here the tests and the app are built with ASan, and every C target — the
# dlopen'ed libMediaCodec.so and libSimpleFilter.so included, which land next to the test bundle and the app, where
# both look for them — with ASan and UBSan, in their own scratch directory (.build/asan), apart from the normal build.
# Then:
#   1. the tests that drive the media layer, the players, mixing and custom sources reading files, the recorders
#      writing them, the extension plugin, the sound server's link (CPulse, against a private PulseAudio), the
#      fuzzers' replays and the case sweep (plus, with tmux, the end-to-end tests that play media in the app);
#   2. the ASan app itself over odd media made with the ffmpeg CLI (.ci/release-sweep.sh --bin … --media).
# Any report fails the run, whether from the test process or from an app a test or the sweep started: each process
# files its reports under .build/asan/reports (log_path; the end-to-end tests pass the options on to the app), and
# the output is searched too, for a process that printed instead.
#   bash .ci/asan.sh          all of the above (make test-asan)
#   bash .ci/asan.sh --ci     what CI runs, to stay in its 30 minutes: the same but the case sweep and the snapshot
#                             suites, which reach the C layer only through the same calls as the rest; every entry
#                             point of libMediaCodec.so (reader, packets, writer) and the plugin stay covered with
#                             real files (MediaDecodingTests, MediaPlayer*, AudioMixing*, MediaRecorder, AudioRecording,
#                             Extension/SimpleFilter, the end-to-end media tests and the app sweep)
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh

scratch=.build/asan
reports="$PWD/$scratch/reports"

# Swift has ASan but no UBSan (its own overflow and bounds checks trap anyway); -sanitize goes through -Xswiftc as one
# flag, because SwiftPM's --sanitize would pass its own that the driver then overrides. The C targets get both
# through -Xcc (the ASan runtime the Swift driver links carries UBSan's handlers too). lld, because gold warns about
# every local symbol in ASan's export list, and warnings are errors. Frame pointers for whole stacks in reports.
build=(swift build --scratch-path "$scratch" -Xswiftc -sanitize=address -Xswiftc -use-ld=lld
       -Xcc -fsanitize=address,undefined -Xcc -fno-omit-frame-pointer -Xswiftc -warnings-as-errors)
"${build[@]}" --build-tests
# The two libraries nothing links are products of their own; `--build-tests` builds them today, but say so.
"${build[@]}" --product MediaCodec
"${build[@]}" --product SimpleFilter
bin="$("${build[@]}" --show-bin-path)"

rm -rf "$reports"
mkdir -p "$reports"
# Reports go to files (log_path), one per process, so a report from an app that a test started is not lost in a
# tmux pane; they are read below, which is why a report does not change a process's exit status (exitcode=0): an app
# that leaked at exit would fail the end-to-end test that ran it, and leaks are sorted below, not all fatal. UBSan
# stops at its first finding, with a stack. The Swift runtime's backtracer would catch a crash before ASan does and
# then trip over ASan reading its own stack. .ci/lsan.supp holds the toolchain's own leaks.
export ASAN_OPTIONS="log_path=$reports/sanitizer:detect_leaks=1:halt_on_error=1:exitcode=0"
export UBSAN_OPTIONS="log_path=$reports/sanitizer:halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$PWD/.ci/lsan.supp:print_suppressions=0"
export SWIFT_BACKTRACE=enable=no

# The suites named after the cases and engine parts that read or write media files, as swift-testing names them
# (Module.Suite/test): whole modules first, then suites by name in any test module.
modules='MediaDecodingTests|MediaFormatsTests|FuzzReplayTests|DesktopSoundTests'
suites='MediaPlayer|AudioMixing|AudioRouterPlayer|RtePlayer|CustomAudio|CustomPcmAudio|CustomVideo|ExternalVideoSource'
suites+='|ExternalAudioSink|JoinChannelVideoRecorder|MediaRecorder|AudioRecording|RecordingDirectory|RawMediaData'
suites+='|Snapshot|SpatialAudio|RhythmPlayer|TransparentRender|Extension|SimpleFilter|CaseSweep'
filter="^($modules)\\.|\\.($suites)[A-Za-z]*Tests/"
# The end-to-end tests that make the app itself decode or encode media (they need tmux).
e2e='E2ESuite/(mediaPlayerPlaysTheSampleInItsTile|audioRouterPlayerRunsInRealTime|customAudioSourcePushesTheAppsRecording|headlessRecorderRunLeavesPlayableFiles)'

status=0
run() {
    swift test --skip-build --scratch-path "$scratch" "$@" 2>&1 | tee -a "$reports/output.txt"
    return "${PIPESTATUS[0]}"
}
started=$SECONDS
if [ "${1:-}" = "--ci" ]; then
    run --filter "$filter" --skip 'SnapshotTests/|CaseSweepTests/' || status=$?
else
    run --filter "$filter" || status=$?
fi
run --filter "$e2e" || status=$?
echo "asan: tests in $((SECONDS - started)) s" >&2

started=$SECONDS
RELEASE_SWEEP_DIR="$PWD/$scratch/sweep" bash .ci/release-sweep.sh --bin "$bin" --media 2>&1 \
    | tee -a "$reports/output.txt" || status=1
echo "asan: app sweep in $((SECONDS - started)) s" >&2

# Every memory error and every UBSan finding fails the run, and so does a leak that C code made: a "Direct leak"
# (nothing points at the block any more) with a frame of a C target or of a C library they call (FFmpeg, zlib,
# libcrypto, libnats, libpulse, ncurses). A leak made only of Swift objects — a retain cycle, or a session still
# alive when the app calls exit() — is listed, with where it was allocated, but does not fail this C-layer check.
c_frames='lib(MediaCodec|SimpleFilter)\.so|/Sources/(MediaCodec|SimpleFilter|CNcurses|CWidth|CZlib|CCrypto|CNats|CPulse)/'
c_frames+='|lib(avcodec|avformat|avutil|swscale|swresample|z|crypto|nats|pulse|ncursesw|tinfo)\.so'
shopt -s nullglob
filed=("$reports"/sanitizer.*)
fatal=0
swift_leaks=0
for report in "${filed[@]}"; do
    if grep -qE "ERROR: AddressSanitizer|runtime error:|ERROR: UndefinedBehaviorSanitizer|CHECK failed" "$report"; then
        echo "Sanitizer report: $report" >&2
        grep -E "ERROR:|runtime error:|SUMMARY:|^    #[0-9] " "$report" | head -30 >&2
        fatal=1
    elif grep -q "ERROR: LeakSanitizer" "$report"; then
        c_leaks="$(awk -v re="$c_frames" '
            /^(Direct|Indirect) leak/ { direct = ($1 == "Direct"); block = $0 "\n"; hit = 0; next }
            /^    #[0-9]/ { block = block $0 "\n"; if (direct && $0 ~ re) hit = 1; next }
            /^$/ { if (hit) printf "%s", block; hit = 0; direct = 0 }
            END { if (hit) printf "%s", block }' "$report")"
        if [ -n "$c_leaks" ]; then
            echo "LeakSanitizer: a leak in C code, $report:" >&2
            echo "$c_leaks" | head -40 >&2
            fatal=1
        else
            swift_leaks=$((swift_leaks + 1))
        fi
    fi
done
if [ "$swift_leaks" -gt 0 ]; then
    echo "asan: $swift_leaks process(es) leaked Swift objects only (not failing; first allocation in project code):" >&2
    for report in "${filed[@]}"; do
        grep -q "ERROR: LeakSanitizer" "$report" || continue
        awk '/^Direct leak/ { d = 1; next } d && /\/Sources\// { sub(/^ *#[0-9]+ 0x[0-9a-f]+ in [^ ]+ /, ""); print; d = 0 } /^$/ { d = 0 }' "$report"
    done | sed "s|^$PWD/||" | sort | uniq -c | sort -rn | head -10 >&2
fi
# A report printed instead of filed (a process that lost the options) counts too.
if grep -qE "ERROR: AddressSanitizer|runtime error:|ERROR: UndefinedBehaviorSanitizer" \
    "$reports/output.txt" "$scratch"/sweep/runs/*/stderr; then
    echo "Sanitizer report printed (see $scratch/reports/output.txt and $scratch/sweep/runs/*/stderr)" >&2
    fatal=1
fi
echo "asan: ${#filed[@]} report file(s) under $scratch/reports" >&2
[ "$fatal" -eq 0 ] || exit 1
exit "$status"
