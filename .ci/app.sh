#!/usr/bin/env bash
# Set-up, release build, then the browser. Arguments go to apiexample (e.g. --locale zh-Hans).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh
swift build -c release --product apiexample >&2
# The SimpleFilter case loads this extension library at run time (dlopen); nothing links it, so build it too.
swift build -c release --product SimpleFilter >&2
# The same for the media layer's FFmpeg library (libMediaCodec.so), opened when a media file is first opened.
swift build -c release --product MediaCodec >&2
exec .build/release/apiexample "$@"
