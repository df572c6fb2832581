#!/usr/bin/env bash
# Installs the Debian packages the build and tests need (ncursesw, zlib, OpenSSL headers, FFmpeg's libraries for
# the media layer; the NATS C client; the NATS server and the openssl command the tests use; tmux for the
# end-to-end tests; the ffmpeg command, jq and valgrind for the release and ASan sweeps' odd media, case list and
# memcheck pass; libpulse, and the PulseAudio daemon and parec the sound tests run privately; groff and mandoc, which
# lint the manual page, and zsh and fish, which check their completion scripts' syntax; patchelf and lintian for make
# install and the Debian package), through apt-get, with sudo when not root. Does nothing when they are all present.
set -euo pipefail
packages=(libncursesw5-dev zlib1g-dev libssl-dev libavformat-dev libavcodec-dev libswscale-dev libswresample-dev
          libavutil-dev tmux libnats-dev nats-server openssl ffmpeg jq valgrind asciinema libpulse-dev pulseaudio
          pulseaudio-utils groff-base mandoc zsh fish patchelf lintian)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "Installing: ${missing[*]}" >&2
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >&2
fi
command -v swift >/dev/null || { echo "swift is not on PATH: install the Swift 6 toolchain first" >&2; exit 1; }
