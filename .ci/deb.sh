#!/usr/bin/env bash
# `make deb` (issue 35): apiexample_<version>_<arch>.deb, built with dpkg-deb from a `make install PREFIX=/usr
# DESTDIR=` staging tree (the release build the benchmark measures), then checked with lintian (errors fail it).
#   Depends     what dpkg-shlibdeps finds the executable linked against (libc, ncursesw, zlib, …), and libcrypto,
#               which it opens with dlopen at its first token or encryption call and cannot do without;
#   Recommends  what the app opens with dlopen only for one feature and runs without: FFmpeg's libraries (through
#               libMediaCodec.so, which dpkg-shlibdeps reads), libnats (meeting other instances over NATS) and
#               libpulse (sound).
# The version is AppVersion's (Sources/ExampleBrowser/CLI/AppVersion.swift), and .ci/debian/changelog must have an
# entry for it. Writes the package into the checkout's root and prints its path.
#   bash .ci/deb.sh [--no-lintian]
set -euo pipefail
cd "$(dirname "$0")/.."

lintian=true
[ "${1:-}" = --no-lintian ] && lintian=false

version="$(sed -n 's/.*static let string = "\([^"]*\)".*/\1/p' Sources/ExampleBrowser/CLI/AppVersion.swift)"
[ -n "$version" ] || { echo "make deb: no version in Sources/ExampleBrowser/CLI/AppVersion.swift" >&2; exit 1; }
changelog_version="$(sed -n '1s/^apiexample (\([^)]*\)).*/\1/p' .ci/debian/changelog)"
if [ "$changelog_version" != "$version" ]; then
    echo "make deb: .ci/debian/changelog's latest entry is $changelog_version, AppVersion is $version: add an entry" >&2
    exit 1
fi
arch="$(dpkg --print-architecture)"
maintainer="$(sed -n 's/^ -- \(.*>\)  .*/\1/p' .ci/debian/changelog | head -n 1)"

work=.build/deb
stage="$work/apiexample_${version}_$arch"
rm -rf "$work"
mkdir -p "$work"
bash .ci/install.sh install PREFIX=/usr DESTDIR="$PWD/$stage"

# What Debian asks of a binary package's files: the man page and the changelog compressed with gzip -9n (no name or
# time in the header, so the same input gives the same bytes), the copyright file as it is, no debug sections.
gzip -9n "$stage/usr/share/man/man1/apiexample.1"
doc="$stage/usr/share/doc/apiexample"
install -d -m 0755 "$doc"
install -m 0644 .ci/debian/copyright "$doc/copyright"
gzip -9nc .ci/debian/changelog >"$doc/changelog.gz"
chmod 0644 "$doc/changelog.gz"
# dh_strip's flags; the symbol table goes too (a crash's backtrace then names addresses, as any stripped binary's).
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage/usr/bin/apiexample"
strip --strip-unneeded --remove-section=.comment --remove-section=.note "$stage"/usr/lib/apiexample/*.so
# SwiftPM links the executable with RUNPATH $ORIGIN; nothing needs it (the app opens its libraries by full path,
# found from its own location), and Debian allows none that leads outside the package's private directory.
patchelf --remove-rpath "$stage/usr/bin/apiexample"

# dpkg-shlibdeps wants a debian/control to exist; it reads only the package list, which it does not need here.
shlibdeps="$work/shlibdeps"
mkdir -p "$shlibdeps/debian"
: >"$shlibdeps/debian/control"
absolute_stage="$PWD/$stage"
absolute_log="$PWD/$work/shlibdeps.log"
substvars="$(cd "$shlibdeps" && dpkg-shlibdeps -O -e"$absolute_stage/usr/bin/apiexample" \
    -e"$absolute_stage/usr/lib/apiexample/libSimpleFilter.so" \
    -dRecommends -e"$absolute_stage/usr/lib/apiexample/libMediaCodec.so" 2>"$absolute_log")" || {
    cat "$absolute_log" >&2
    exit 1
}
depends="$(sed -n 's/^shlibs:Depends=//p' <<<"$substvars")"
recommends="$(sed -n 's/^shlibs:Recommends=//p' <<<"$substvars")"

# A library the shims open with dlopen (by soname, as Sources/C*/shim.c do): its package and version from the
# package's shlibs file, as dpkg-shlibdeps would have written it had the executable been linked against it.
dlopened() {
    local soname="$1" path package line
    path="$(ldconfig -p | awk -v soname="$soname" '$1 == soname { print $NF; exit }')"
    [ -n "$path" ] || { echo "make deb: $soname is not installed here, so its package is unknown" >&2; exit 1; }
    package="$(dpkg -S "*/$soname" 2>/dev/null | head -n 1 | cut -d: -f1)"
    [ -n "$package" ] || { echo "make deb: no package owns $path" >&2; exit 1; }
    local shlibs=/var/lib/dpkg/info/$package:$arch.shlibs
    [ -f "$shlibs" ] || shlibs=/var/lib/dpkg/info/$package.shlibs
    [ -f "$shlibs" ] || { echo "$package"; return; }
    line="$(awk -v name="${soname%%.so*}" -v version="${soname#*.so.}" \
        '$1 == name && $2 == version { $1 = ""; $2 = ""; sub(/^ +/, ""); print; exit }' "$shlibs")"
    echo "${line:-$package}"
}
depends="$depends, $(dlopened libcrypto.so.3)"
recommends="$recommends, $(dlopened libnats.so.3.4), $(dlopened libpulse.so.0)"

installed_size="$(du -k -s --apparent-size "$stage" | cut -f1)"
install -d -m 0755 "$stage/DEBIAN"
sed -e "s/@VERSION@/$version/" -e "s/@ARCH@/$arch/" -e "s/@MAINTAINER@/$maintainer/" \
    -e "s/@INSTALLED_SIZE@/$installed_size/" -e "s/@DEPENDS@/$depends/" -e "s/@RECOMMENDS@/$recommends/" \
    .ci/debian/control.in >"$stage/DEBIAN/control"
(cd "$stage" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) >"$stage/DEBIAN/md5sums"
chmod 0644 "$stage/DEBIAN/control" "$stage/DEBIAN/md5sums"

package="apiexample_${version}_$arch.deb"
# xz at level 3: half the default level's time for a package 10 % larger (19 MB rather than 17).
dpkg-deb --root-owner-group -Zxz -z3 --build "$stage" "$package" >&2
if $lintian; then
    command -v lintian >/dev/null || { echo "make deb: lintian is not installed (bash .ci/setup.sh installs it)" >&2; exit 1; }
    # Errors fail the package; warnings and notes are shown.
    lintian --fail-on error --info "$package" >&2
fi
echo "$package"
