# Shortcuts for the README's commands (the scripts work without make, too).
.PHONY: run test test-tsan test-asan release-sweep bench screenshots fuzz release install uninstall deb

run:
	bash .ci/app.sh $(ARGS)

test:
	bash .ci/test.sh

# Every test, end-to-end included, with the tests and the app built under ThreadSanitizer (in .build/tsan, apart
# from the normal build); fails on any report. CI runs a shorter TSan pass (.ci/tsan.sh --ci).
test-tsan:
	bash .ci/tsan.sh

# The media-layer, player, mixing, recorder and case-sweep tests, and the app over odd media, with the tests, the app
# and every C target (the dlopen'ed libMediaCodec.so and libSimpleFilter.so too) built under AddressSanitizer and
# UndefinedBehaviorSanitizer, leak checks on (in .build/asan); fails on any report. CI runs it without the case sweep
# and the snapshot suites (.ci/asan.sh --ci).
test-asan:
	bash .ci/asan.sh

# The release app the README runs, every case swept headless in virtual and real time, odd media through the
# players, and a valgrind memcheck pass over our C libraries; fails on a crash or a finding. CI runs it.
release-sweep:
	bash .ci/release-sweep.sh

# The bench measures the release app, so both are built (each product on its own: one `swift build` builds one).
bench:
	bash .ci/setup.sh && swift build -c release --product apiexample && swift build -c release --product apiexample-bench \
		&& .build/release/apiexample-bench

# Redraws the screens README opens with (ReadmeScreensTests fails until this is run after a visible change).
# Built with the test script's flags, so it reuses that debug build instead of recompiling everything.
screenshots:
	swift build --product make-screenshots -Xswiftc -warnings-as-errors
	"$$(swift build --show-bin-path)/make-screenshots" README.md

# libFuzzer harnesses for the token, settings, .strings, WAV, Y4M and command-line parsers, the peer protocol and the
# media layer (libMediaCodec.so built with the same coverage and ASan), FUZZ_SECONDS each;
# FUZZERS="token wav" runs only those. Crashers land in Tests/Fuzz/Regressions/, which `swift test` replays.
FUZZ_SECONDS ?= 60
fuzz:
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash .ci/fuzz.sh $(FUZZERS)

# The release products (.ci/app.sh's three), without starting the app: what `sudo make install` installs.
release:
	bash .ci/setup.sh && for product in apiexample SimpleFilter MediaCodec; do \
		swift build -c release --product $$product || exit 1; done

# The release app, its data, libraries, man page and completions under $(DESTDIR)$(PREFIX) (bin/, share/apiexample/,
# lib/apiexample/, share/man/man1/, the shells' completion folders); the app finds them from its own location, so a
# staged or moved prefix works. Builds first, except under sudo (run `make release` as yourself before).
PREFIX ?= /usr/local
DESTDIR ?=
install:
	@bash .ci/install.sh install PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)"

uninstall:
	@bash .ci/install.sh uninstall PREFIX="$(PREFIX)" DESTDIR="$(DESTDIR)"

# apiexample_<version>_<arch>.deb in this folder, from a `make install PREFIX=/usr DESTDIR=` staging tree, checked by
# lintian. `sudo apt install ./apiexample_*.deb` installs it with what it depends on.
deb:
	bash .ci/setup.sh && bash .ci/deb.sh
