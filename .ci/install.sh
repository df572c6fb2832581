#!/usr/bin/env bash
# `make install` and `make uninstall` (issue 35): the release app, its data and its libraries under a prefix, laid
# out as the app looks for them from its own executable (Sources/PluginSearchPath/InstallLayout.swift), so a DESTDIR
# staging tree or a prefix moved afterwards works as well as the prefix itself:
#   bin/apiexample                      the release build (.build/release, the one the benchmark measures)
#   share/apiexample/                   strings (Localizations/), sample media (Resources/Media/), case sources
#                                       (Examples/): the build's two *.resources bundles merged
#   lib/apiexample/                     libMediaCodec.so and libSimpleFilter.so, which the app opens with dlopen
#   share/man/man1/apiexample.1         from `apiexample man`
#   share/bash-completion/completions/apiexample, share/zsh/site-functions/_apiexample,
#   share/fish/vendor_completions.d/apiexample.fish
#                                       from `apiexample completion bash|zsh|fish`
#   bash .ci/install.sh install|uninstall [PREFIX=/usr/local] [DESTDIR=]
# Under sudo it installs what `make` built rather than building as root (which would leave root's files in .build).
set -euo pipefail
cd "$(dirname "$0")/.."

action="${1:-}"
shift || true
for assignment in "$@"; do
    case "$assignment" in
        PREFIX=*) PREFIX="${assignment#PREFIX=}" ;;
        DESTDIR=*) DESTDIR="${assignment#DESTDIR=}" ;;
        *) echo "install.sh: unknown argument '$assignment'" >&2; exit 2 ;;
    esac
done
PREFIX="${PREFIX:-/usr/local}"
DESTDIR="${DESTDIR:-}"
case "$PREFIX" in
    /*) ;;
    *) echo "make $action: PREFIX must be an absolute path (got '$PREFIX')" >&2; exit 2 ;;
esac
root="$DESTDIR$PREFIX"

bundles=(APIExampleTerminal_APIExample.resources APIExampleTerminal_CaseSource.resources)
libraries=(libMediaCodec.so libSimpleFilter.so)
files=(bin/apiexample share/man/man1/apiexample.1 share/bash-completion/completions/apiexample
       share/zsh/site-functions/_apiexample share/fish/vendor_completions.d/apiexample.fish)
directories=(share/apiexample lib/apiexample)

# One line, before anything is built or written, when a place the files go cannot be written.
check_writable() {
    local path
    for path in "${files[@]}" "${directories[@]}"; do
        local target
        target="$(dirname "$root/$path")"
        while [ ! -e "$target" ]; do target="$(dirname "$target")"; done
        if [ ! -w "$target" ]; then
            echo "make $action: cannot write to $target (permission denied): run it as root (sudo make $action)," \
                "or choose a prefix you own (make $action PREFIX=\$HOME/.local)" >&2
            exit 1
        fi
    done
}

case "$action" in
    uninstall)
        check_writable
        for path in "${files[@]}" share/man/man1/apiexample.1.gz; do rm -f "$root/$path"; done
        for path in "${directories[@]}"; do rm -rf "${root:?}/$path"; done
        echo "Removed apiexample from $root" >&2
        exit 0
        ;;
    install) ;;
    *) echo "usage: bash .ci/install.sh install|uninstall [PREFIX=/usr/local] [DESTDIR=]" >&2; exit 2 ;;
esac

check_writable
command -v patchelf >/dev/null || { echo "make install: patchelf is missing (bash .ci/setup.sh, or apt-get install patchelf)" >&2; exit 1; }
bin=.build/release
if [ -n "${SUDO_USER:-}" ] && [ "$(id -u)" -eq 0 ]; then
    [ -x "$bin/apiexample" ] || { echo "make install: nothing built yet: run make release first (as yourself), then sudo make install" >&2; exit 1; }
else
    bash .ci/setup.sh
    # The products .ci/app.sh and the benchmark build, one `swift build` each (nothing links the two libraries).
    for product in apiexample SimpleFilter MediaCodec; do
        swift build -c release --product "$product" >&2
    done
    bin="$(swift build -c release --show-bin-path)"
fi
for part in apiexample "${bundles[@]}" "${libraries[@]}"; do
    [ -e "$bin/$part" ] || { echo "make install: $bin/$part is missing: build the release products (make)" >&2; exit 1; }
done

# The man page and the completions come from the binary being installed, so they describe it.
generated="$(mktemp -d)"
trap 'rm -rf "$generated"' EXIT
generate() {
    local output="$1"; shift
    if ! "$bin/apiexample" "$@" >"$generated/$output" 2>"$generated/stderr" || [ ! -s "$generated/$output" ]; then
        echo "make install: \`apiexample $*\` failed, so there is no $output to install (is the man and completion" \
            "work of issue 35 merged?): $(head -n 1 "$generated/stderr")" >&2
        exit 1
    fi
}
generate apiexample.1 man
generate apiexample.bash completion bash
generate apiexample.zsh completion zsh
generate apiexample.fish completion fish

# Whatever an earlier install left in the app's own directories goes: a file dropped from the bundles must not stay.
rm -rf "${root:?}/share/apiexample" "${root:?}/lib/apiexample"
install -d -m 0755 "$root/bin" "$root/share/apiexample" "$root/lib/apiexample" "$root/share/man/man1" \
    "$root/share/bash-completion/completions" "$root/share/zsh/site-functions" "$root/share/fish/vendor_completions.d"
install -m 0755 "$bin/apiexample" "$root/bin/apiexample"
for bundle in "${bundles[@]}"; do
    cp -R "$bin/$bundle/." "$root/share/apiexample/"
done
# SwiftPM's bundle metadata and the repository's placeholder are not data.
rm -f "$root/share/apiexample/Info.plist" "$root/share/apiexample/Resources/.keep"
chmod -R u=rwX,go=rX "$root/share/apiexample"
for library in "${libraries[@]}"; do
    installed="$root/lib/apiexample/$library"
    install -m 0644 "$bin/$library" "$installed"
    # swiftc links them needing libswiftCore.so from the toolchain's folder (RUNPATH), which an installed app must
    # not depend on; they are plain C and refer to nothing of it (Package.swift's plainCLibrary).
    if nm -D --undefined-only "$installed" | grep -q ' swift'; then
        echo "make install: $library refers to the Swift runtime, so it cannot be installed without it" >&2
        exit 1
    fi
    patchelf --remove-needed libswiftCore.so "$installed"
    patchelf --remove-rpath "$installed"
done
install -m 0644 "$generated/apiexample.1" "$root/share/man/man1/apiexample.1"
install -m 0644 "$generated/apiexample.bash" "$root/share/bash-completion/completions/apiexample"
install -m 0644 "$generated/apiexample.zsh" "$root/share/zsh/site-functions/_apiexample"
install -m 0644 "$generated/apiexample.fish" "$root/share/fish/vendor_completions.d/apiexample.fish"
echo "Installed apiexample into $root" >&2
