# Shortcuts for the README's commands (the scripts work without make, too).
.PHONY: run test bench

run:
	bash .ci/app.sh $(ARGS)

test:
	bash .ci/test.sh

bench:
	bash .ci/setup.sh && swift build -c release --product apiexample-bench && .build/release/apiexample-bench
