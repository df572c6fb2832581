#!/usr/bin/env bash
# The release app the README runs (.ci/app.sh's three products), swept headless (issue 30): the debug build the tests
# use had survived an uninitialised AVChannelLayout by luck while the release build aborted on every MP3 and M4A.
#   1. every registered case, hidden ones too (`apiexample list --json --show-hidden`), in virtual time;
#   2. every case again for a short real-time run, where decoding runs on the engine's own threads and clocks (all of
#      them rather than a hand-kept list of "cases that decode media", which would drift; they mostly sleep, so this
#      costs about a minute);
#   3. odd media made here with the ffmpeg CLI (MP3, M4A, Ogg Vorbis/Opus, FLAC, WAV; mono, stereo, 5.1; 8 kHz to
#      96 kHz; a few milliseconds long, video without sound, truncated, empty, not media at all) through AudioMixing's
#      mixingFile and effectFile and MediaPlayer's url, in virtual and in real time;
#   4. Valgrind's memcheck over a few of those runs (uninitialised reads in our C libraries, which ASan cannot see).
# A run fails on a crash: an exit by a signal (status ≥ 128), any non-zero status but 2 (the app's refusal of bad
# input, with its message on stderr), or a sanitizer's or the runtime's crash text on stderr. Each failure prints the
# command and the start of its stderr (the message and the crashed thread's frames). Runs go JOBS (default 4: the
# real-time ones mostly sleep) at a time. Paths (the checkout's included) must not contain spaces.
#   bash .ci/release-sweep.sh                      builds the release products, then sweeps them (CI)
#   bash .ci/release-sweep.sh --bin DIR [--media]  sweeps DIR/apiexample as it is (.ci/asan.sh, with an ASan build);
#                                                  --media: only the real-time runs of the media cases and part 3
set -euo pipefail
cd "$(dirname "$0")/.."

bin=""
media_only=false
while [ $# -gt 0 ]; do
    case "$1" in
        --bin) bin="$2"; shift 2 ;;
        --media) media_only=true; shift ;;
        *) echo "release-sweep.sh: unknown argument '$1'" >&2; exit 2 ;;
    esac
done
if [ -z "$bin" ]; then
    bash .ci/setup.sh
    # One `swift build` builds one product; the two libraries are opened with dlopen, so nothing else builds them.
    for product in apiexample SimpleFilter MediaCodec; do
        swift build -c release --product "$product" >&2
    done
    bin="$(swift build -c release --show-bin-path)"
fi
app="$bin/apiexample"
[ -x "$app" ] || { echo "release-sweep.sh: no apiexample in $bin" >&2; exit 2; }

work="$(dirname "$bin")/release-sweep"
[ -n "${RELEASE_SWEEP_DIR:-}" ] && work="$RELEASE_SWEEP_DIR"
rm -rf "$work"
mkdir -p "$work/media" "$work/runs"

# Odd media, made fresh each time (nothing binary in the repository). Two seconds of tones, so a real-time run of
# two seconds reaches the end of most of them.
media="$work/media"
make_media() {
    local name="$1"; shift
    ffmpeg -nostdin -hide_banner -loglevel error -y "$@" "$media/$name"
}
tone() { echo "sine=frequency=$1:sample_rate=$2:duration=${3:-2}"; }
make_media stereo-44k.mp3  -f lavfi -i "$(tone 440 44100)" -ac 2 -c:a libmp3lame -b:a 128k
make_media mono-8k.mp3     -f lavfi -i "$(tone 300 8000)" -ac 1 -c:a libmp3lame
make_media 5.1-48k.m4a     -f lavfi -i "$(tone 500 48000)" -ac 6 -c:a aac
make_media stereo-96k.m4a  -f lavfi -i "$(tone 600 96000)" -ac 2 -c:a aac
make_media mono-8k.m4a     -f lavfi -i "$(tone 700 8000)" -ac 1 -c:a aac
make_media 5.1-96k.ogg     -f lavfi -i "$(tone 800 96000)" -ac 6 -c:a libvorbis
make_media mono-8k.ogg     -f lavfi -i "$(tone 900 8000)" -ac 1 -c:a libvorbis
make_media stereo-opus.ogg -f lavfi -i "$(tone 1000 48000)" -ac 2 -c:a libopus
make_media 5.1-96k.flac    -f lavfi -i "$(tone 1100 96000)" -ac 6 -c:a flac
make_media 5.1-96k-s32.wav -f lavfi -i "$(tone 1200 96000)" -ac 6 -c:a pcm_s32le
make_media 10ms.mp3        -f lavfi -i "$(tone 440 44100 0.01)" -ac 2 -c:a libmp3lame
make_media 10ms.m4a        -f lavfi -i "$(tone 440 48000 0.01)" -ac 1 -c:a aac
make_media video-only.mp4  -f lavfi -i "testsrc=size=160x120:rate=15:duration=2" -c:v mpeg4 -pix_fmt yuv420p
make_media movie-5.1-96k.mp4 -f lavfi -i "testsrc=size=160x120:rate=15:duration=2" -f lavfi -i "$(tone 440 96000)" \
    -ac 6 -c:v mpeg4 -pix_fmt yuv420p -c:a aac -shortest
# Cut short: the MP3 mid-frame, the M4A before its index (moov at the end, as ffmpeg writes it by default).
head -c 5000 "$media/stereo-44k.mp3" >"$media/truncated.mp3"
head -c 5000 "$media/stereo-96k.m4a" >"$media/truncated.m4a"
: >"$media/empty.m4a"
yes 'not audio at all' | head -c 8192 >"$media/text.mp3" || true

# Every case, as listed by the app (hidden ones too).
"$app" list --json --show-hidden >"$work/cases.json"
mapfile -t cases < <(jq -r '.[].id' "$work/cases.json")
[ ${#cases[@]} -gt 0 ] || { echo "release-sweep.sh: apiexample list gave no cases" >&2; exit 1; }
# A case's directory fields (recordings, snapshots) point into its own scratch directory, never the user's.
directory_sets() {
    jq -r --arg id "$1" '.[] | select(.id == $id) | .fields[] | select(.kind == "directory") | .id' "$work/cases.json" \
        | while read -r field; do printf -- '--set\t%s=@SCRATCH@\t' "$field"; done
}
# The cases whose form takes a media file (the real-time runs of --media).
mapfile -t media_cases < <(jq -r '.[] | select(any(.fields[]; .kind == "file" and .id != "library")) | .id' \
    "$work/cases.json")
media_cases+=(AudioRouterPlayer RtePlayer SpatialAudio TransparentRender JoinChannelVideoRecorder)

# One run per line: a label, then the arguments after `apiexample`, tab-separated.
runs="$work/runs.txt"
: >"$runs"
add_run() {
    local label="$1"; shift
    local line="$label"
    for argument in "$@"; do line+=$'\t'"$argument"; done
    echo "$line" >>"$runs"
}
# RtePlayer's default url is a placeholder its form refuses until a channel name replaces it.
rte_url="rte://0123456789abcdef0123456789abcdef/demo"
add_case_run() {
    local label="$1" id="$2"; shift 2
    local sets=()
    IFS=$'\t' read -r -a sets <<<"$(directory_sets "$id")" || true
    [ "$id" = RtePlayer ] && sets+=(--set "url=$rte_url")
    add_run "$label" run "$id" "${sets[@]}" "$@"
}
if ! $media_only; then
    for id in "${cases[@]}"; do add_case_run "virtual/$id" "$id" --virtual-time --seconds 10; done
    for id in "${cases[@]}"; do add_case_run "real/$id" "$id" --seconds 2; done
else
    for id in "${media_cases[@]}"; do add_case_run "real/$id" "$id" --seconds 2; done
fi
# The user's two repros, as filed.
add_run "repro/AudioMixing-mp3" run AudioMixing --set "mixingFile=$media/stereo-44k.mp3" --set mixOnJoin=true \
    --virtual-time --seconds 3
add_run "repro/AudioRouterPlayer" run AudioRouterPlayer --set channelName=demo --seconds 4
for file in "$media"/*; do
    name="${file##*/}"
    add_run "virtual/AudioMixing/$name" run AudioMixing --set "mixingFile=$file" --set "effectFile=$file" \
        --set mixOnJoin=true --control effectPlay@1 --virtual-time --seconds 3
    add_run "virtual/MediaPlayer/$name" run MediaPlayer --set "url=$file" --control play@0.5 --control seekForward@1 \
        --virtual-time --seconds 3
    add_run "real/AudioMixing/$name" run AudioMixing --set "mixingFile=$file" --set "effectFile=$file" \
        --set mixOnJoin=true --control effectPlay@0.5 --seconds 2
    add_run "real/MediaPlayer/$name" run MediaPlayer --set "url=$file" --control play@0.5 --seconds 2
done

# Runs one line of runs.txt in a fresh home of its own, cloud off (other engineers' instances may be about).
run_one() {
    local line="$1"
    local fields=()
    IFS=$'\t' read -r -a fields <<<"$line"
    local label="${fields[0]}"
    local slug="${label//\//_}"
    local dir="$work/runs/$slug"
    mkdir -p "$dir/scratch" "$dir/config" "$dir/state" "$dir/runtime"
    local arguments=()
    for argument in "${fields[@]:1}"; do arguments+=("${argument//@SCRATCH@/$dir/scratch}"); done
    local status=0
    env XDG_CONFIG_HOME="$dir/config" XDG_STATE_HOME="$dir/state" XDG_RUNTIME_DIR="$dir/runtime" \
        APIEXAMPLE_CLOUD=off timeout -k 10 120 "$app" "${arguments[@]}" >"$dir/stdout" 2>"$dir/stderr" || status=$?
    echo "$status" >"$dir/status"
    printf '%s\n' "$label" >"$dir/label"
    printf '%q ' apiexample "${arguments[@]}" >"$dir/command"
}
export -f run_one
export work app

started=$SECONDS
total="$(wc -l <"$runs")"
echo "release-sweep: $total runs of $app, ${JOBS:-4} at a time" >&2
tr '\n' '\0' <"$runs" | xargs -0 -P "${JOBS:-4}" -n 1 bash -c 'run_one "$1"' _

# What a crash leaves on stderr even when the status hides it (a handler that exits 1, a report to a file).
crash_text='AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|runtime error:|ThreadSanitizer|Fatal error|Program crashed|free\(\)|double free|corrupted|stack smashing|Segmentation fault|Aborted'
failed=0
for dir in "$work"/runs/*/; do
    status="$(cat "$dir/status")"
    reason=""
    if [ "$status" -ge 128 ] || [ "$status" -eq 124 ]; then
        reason="exit $status (signal or timeout)"
    elif [ "$status" -ne 0 ] && [ "$status" -ne 2 ]; then
        reason="exit $status"
    elif [ "$status" -eq 2 ] && ! grep -q '^apiexample' "$dir/stderr"; then
        reason="exit 2 without the app's own refusal message"
    elif grep -qE "$crash_text" "$dir/stderr"; then
        reason="crash text on stderr (exit $status)"
    fi
    if [ -n "$reason" ]; then
        failed=$((failed + 1))
        {
            echo "FAILED $(cat "$dir/label"): $reason"
            echo "  $(cat "$dir/command")"
            # The start of stderr: the crash's message and the crashed thread's frames (the runtime's backtrace
            # ends in registers and loaded images, less telling than its beginning).
            head -n 24 "$dir/stderr" | sed 's/^/  | /'
        } >&2
    fi
done
# 4. Valgrind's memcheck over the release app and its C libraries, on a few of the files. ASan cannot see a read of
# uninitialised memory, and MemorySanitizer would need FFmpeg instrumented too; memcheck follows definedness through
# uninstrumented libraries, which is how it sees the uninitialised AVChannelLayout that av_channel_layout_copy
# "frees" (issue 30), on every run rather than only when the stack's garbage happens to say CUSTOM. Only findings
# with a frame in our C libraries count: glibc's loader has a few of its own. Valgrind 3.19 cannot read the DWARF 5
# the toolchain writes, so it runs copies without debug information (symbols stay).
if ! $media_only && command -v valgrind >/dev/null; then
    memcheck="$work/memcheck"
    mkdir -p "$memcheck/home"
    cp "$app" "$bin/libMediaCodec.so" "$bin/libSimpleFilter.so" "$memcheck/"
    # The copy reads its strings and sample media beside itself, as every app does (never from the build path).
    ln -s "$bin"/APIExampleTerminal_*.resources "$memcheck/"
    strip --strip-debug "$memcheck/apiexample" "$memcheck/libMediaCodec.so" "$memcheck/libSimpleFilter.so"
    : >"$memcheck/runs.txt"
    # Compressed audio through the mixing file's decoder and the player's, and video through the player's.
    for name in stereo-44k.mp3 5.1-48k.m4a 5.1-96k.ogg; do
        echo "AudioMixing-$name run AudioMixing --set mixingFile=$media/$name --set mixOnJoin=true --virtual-time --seconds 3"
    done >>"$memcheck/runs.txt"
    for name in stereo-44k.mp3 5.1-48k.m4a movie-5.1-96k.mp4; do
        echo "MediaPlayer-$name run MediaPlayer --set url=$media/$name --control play@0.5 --virtual-time --seconds 3"
    done >>"$memcheck/runs.txt"
    echo "SimpleFilter run SimpleFilter --virtual-time --seconds 3" >>"$memcheck/runs.txt"
    echo "JoinChannelVideoRecorder run JoinChannelVideoRecorder --set recordingDirectory=$memcheck/home --virtual-time --seconds 3" \
        >>"$memcheck/runs.txt"
    memcheck_started=$SECONDS
    # shellcheck disable=SC2016
    xargs -P "${JOBS:-4}" -L 1 bash -c 'label="$1"; shift
        env XDG_CONFIG_HOME="$0/home" XDG_STATE_HOME="$0/home" APIEXAMPLE_CLOUD=off SWIFT_BACKTRACE=enable=no \
            valgrind --leak-check=no --log-file="$0/$label.log" "$0/apiexample" "$@" >/dev/null 2>&1 || true' \
        "$memcheck" <"$memcheck/runs.txt"
    memcheck_failed=0
    for log in "$memcheck"/*.log; do
        findings="$(awk '/^==[0-9]+== $/ { if (hit) printf "%s", block; block = ""; hit = 0; next }
                         { block = block $0 "\n"; if ($0 ~ /(at|by) 0x/ && $0 ~ /lib(MediaCodec|SimpleFilter)\.so/) hit = 1 }
                         END { if (hit) printf "%s", block }' "$log")"
        if [ -n "$findings" ]; then
            memcheck_failed=$((memcheck_failed + 1))
            { echo "FAILED memcheck ${log##*/}:"; echo "$findings" | head -n 24 | sed 's/^/  | /'; } >&2
        fi
    done
    echo "release-sweep: memcheck, $(wc -l <"$memcheck/runs.txt") runs in $((SECONDS - memcheck_started)) s, $memcheck_failed with a finding in our C libraries" >&2
    failed=$((failed + memcheck_failed))
fi
refused="$(cat "$work"/runs/*/status | grep -cx 2 || true)"
echo "release-sweep: $total runs in $((SECONDS - started)) s, $refused refused with a message, $failed failed" >&2
[ "$failed" -eq 0 ]
