# Shortcuts for the README's commands (the scripts work without make, too).
.PHONY: run test test-tsan bench screenshots

run:
	bash .ci/app.sh $(ARGS)

test:
	bash .ci/test.sh

# Every test, end-to-end included, with the tests and the app built under ThreadSanitizer (in .build/tsan, apart
# from the normal build); fails on any report. CI runs a shorter TSan pass (.ci/tsan.sh --ci).
test-tsan:
	bash .ci/tsan.sh

bench:
	bash .ci/setup.sh && swift build -c release --product apiexample-bench && .build/release/apiexample-bench

# Redraws the screens README opens with (ReadmeScreensTests fails until this is run after a visible change).
# Built with the test script's flags, so it reuses that debug build instead of recompiling everything.
screenshots:
	swift build --product make-screenshots -Xswiftc -warnings-as-errors
	"$$(swift build --show-bin-path)/make-screenshots" README.md
