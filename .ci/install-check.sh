#!/usr/bin/env bash
# The installed app without its source tree (issue 35), after .ci/release-sweep.sh has built the release products
# (this reuses them: `make install` only checks they are up to date):
#   1. `make install PREFIX=/usr/local DESTDIR=<tmp>`, then the staged prefix moved elsewhere;
#   2. `make deb` (lintian errors fail it), its control fields checked, the package unpacked with `dpkg-deb -x`;
#   3. each of the two run from another working directory, in a mount namespace where the checkout (build tree
#      included) is an empty directory: `apiexample list` prints what the build tree's prints (the strings are
#      found), `source` prints a case's file as it is in the checkout, headless runs of SimpleFilter (the plugin from
#      lib/apiexample) and MediaPlayer (the sample MP4 from share/apiexample, through libMediaCodec.so) work;
#   4. `make uninstall` leaves nothing of the app behind, and a prefix the user cannot write is refused in one line.
set -euo pipefail
cd "$(dirname "$0")/.."
checkout="$PWD"
started=$SECONDS

tmp="$(mktemp -d /tmp/apiexample-install-check.XXXXXX)"
trap 'rm -rf "$tmp"' EXIT
fail() { echo "install-check: $*" >&2; exit 1; }

# What the build tree's app prints, to compare the installed ones with (taken before the checkout is hidden).
bin="$(swift build -c release --show-bin-path)"
mkdir -p "$tmp/expected" "$tmp/work" "$tmp/home"
(cd "$tmp/work" && APIEXAMPLE_CLOUD=off XDG_CONFIG_HOME="$tmp/home" XDG_STATE_HOME="$tmp/home" "$bin/apiexample" list) \
    >"$tmp/expected/list"
grep -q "JoinChannelVideo" "$tmp/expected/list" || fail "the build tree's apiexample list has no JoinChannelVideo"
source_file=Sources/APIExample/Examples/Basic/JoinChannelVideo/JoinChannelVideoMain.swift
cp "$source_file" "$tmp/expected/source"

# 1. Staged, then moved.
make --no-print-directory install PREFIX=/usr/local DESTDIR="$tmp/stage"
for path in bin/apiexample share/apiexample/Localizations/en.lproj share/apiexample/Resources/Media \
    share/apiexample/Examples/Basic/JoinChannelVideo lib/apiexample/libMediaCodec.so lib/apiexample/libSimpleFilter.so \
    share/man/man1/apiexample.1 share/bash-completion/completions/apiexample share/zsh/site-functions/_apiexample \
    share/fish/vendor_completions.d/apiexample.fish; do
    [ -e "$tmp/stage/usr/local/$path" ] || fail "make install did not install $path"
done
mv "$tmp/stage/usr/local" "$tmp/moved"

# 2. The package.
package="$(bash .ci/deb.sh)"
[[ "$package" =~ ^apiexample_[0-9][^_]*_[a-z0-9]+\.deb$ ]] || fail "make deb wrote '$package'"
depends="$(dpkg-deb -f "$package" Depends)"
recommends="$(dpkg-deb -f "$package" Recommends)"
for name in libc6 libncursesw6 zlib1g libssl3; do
    [[ ", $depends," == *", $name "* || ", $depends," == *", $name,"* ]] || fail "Depends lacks $name: $depends"
done
for name in libavformat libavcodec libnats libpulse0; do
    [[ "$recommends" == *"$name"* ]] || fail "Recommends lacks $name: $recommends"
    [[ "$depends" != *"$name"* ]] || fail "Depends has $name, which the app only opens with dlopen: $depends"
done
dpkg-deb -x "$package" "$tmp/deb"
[ -f "$tmp/deb/usr/share/man/man1/apiexample.1.gz" ] || fail "the package has no gzipped man page"

# 3. Each installed tree, with the checkout out of reach.
check_prefix() {
    local prefix="$1" app="$1/bin/apiexample"
    cd "$tmp/work"
    [ ! -e "$checkout/Package.swift" ] || [ "${INSTALL_CHECK_UNISOLATED:-}" = 1 ] || fail "the checkout is still visible"
    local run=(env -u APIEXAMPLE_PLUGIN_PATH APIEXAMPLE_CLOUD=off XDG_CONFIG_HOME="$tmp/home" XDG_STATE_HOME="$tmp/home"
               XDG_RUNTIME_DIR="$tmp/home" "$app")
    "${run[@]}" list >"$tmp/list" || fail "$app list failed"
    cmp -s "$tmp/list" "$tmp/expected/list" || { diff "$tmp/expected/list" "$tmp/list" | head -n 20 >&2; fail "$app list differs"; }
    "${run[@]}" source JoinChannelVideo --file JoinChannelVideoMain >"$tmp/source" || fail "$app source failed"
    cmp -s "$tmp/source" "$tmp/expected/source" || fail "$app source does not print the checkout's file"
    "${run[@]}" run SimpleFilter --virtual-time --seconds 3 >"$tmp/simplefilter" 2>&1 || fail "$app run SimpleFilter failed"
    grep -qF "(found: $prefix/lib/apiexample/libSimpleFilter.so)" "$tmp/simplefilter" \
        || { head -n 20 "$tmp/simplefilter" >&2; fail "$app did not load its own libSimpleFilter.so"; }
    "${run[@]}" run MediaPlayer --control play@0.5 --virtual-time --seconds 3 >"$tmp/mediaplayer" 2>&1 \
        || fail "$app run MediaPlayer failed"
    grep -qF "url: \"$prefix/share/apiexample/Resources/Media/sample-160x90-h264-aac-mp3.mp4\"" "$tmp/mediaplayer" \
        && grep -qF "state: .playing" "$tmp/mediaplayer" \
        || { grep -E "open|state|error" "$tmp/mediaplayer" | head -n 20 >&2; fail "$app did not play its own sample"; }
    echo "install-check: $prefix works without the checkout" >&2
}
export -f check_prefix fail
export tmp checkout
checks='check_prefix "$tmp/moved" && check_prefix "$tmp/deb/usr"'
# An empty directory over the checkout, in a mount namespace of a user namespace (no privilege needed where the kernel
# allows unprivileged user namespaces); where it does not, the checks run with the checkout visible, and say so.
# shellcheck disable=SC2016
if unshare --user --map-root-user --mount true 2>/dev/null; then
    unshare --user --map-root-user --mount bash -c 'mount -t tmpfs -o ro,size=4k none "$checkout" && '"$checks"
else
    echo "install-check: no user namespaces here: the installed trees run with the checkout visible" >&2
    INSTALL_CHECK_UNISOLATED=1 bash -c "$checks"
fi

# 4. Uninstalling, and a prefix the user cannot write.
make --no-print-directory uninstall PREFIX=/ DESTDIR="$tmp/moved"
left="$(find "$tmp/moved" -type f -o -type l)"
[ -z "$left" ] || fail "make uninstall left: $left"
mkdir -p "$tmp/locked"
chmod 0555 "$tmp/locked"
# As root every directory is writable, so the refusal is checked as nobody where that is possible.
refusal=(make --no-print-directory install PREFIX=/usr DESTDIR="$tmp/locked")
if [ "$(id -u)" -eq 0 ] && command -v setpriv >/dev/null; then
    chmod 0755 "$tmp"
    refusal=(setpriv --reuid=nobody --regid=nogroup --clear-groups bash .ci/install.sh install PREFIX=/usr DESTDIR="$tmp/locked")
fi
if "${refusal[@]}" >"$tmp/refusal" 2>&1; then fail "installing into a read-only prefix succeeded"; fi
[ "$(wc -l <"$tmp/refusal")" -eq 1 ] && grep -q "cannot write to $tmp/locked" "$tmp/refusal" \
    || { cat "$tmp/refusal" >&2; fail "the refusal is not one line naming the directory"; }
echo "install-check: make install, make deb and make uninstall work ($((SECONDS - started)) s)" >&2
