# Shortcuts for the README's commands (the scripts work without make, too).
.PHONY: run test bench screenshots

run:
	bash .ci/app.sh $(ARGS)

test:
	bash .ci/test.sh

bench:
	bash .ci/setup.sh && swift build -c release --product apiexample-bench && .build/release/apiexample-bench

# Redraws the screens README opens with (ReadmeScreensTests fails until this is run after a visible change).
screenshots:
	swift run make-screenshots README.md
