#!/usr/bin/env bash
# Set-up, a warnings-as-errors build of everything, then every test (unit, snapshot, case sweep, tmux end-to-end);
# the release app the README runs, every case swept headless and odd media through its players (.ci/release-sweep.sh);
# that same build installed (`make install` into a staging tree, `make deb`) and run without the checkout
# (.ci/install-check.sh);
# the media, player and recorder tests and the app over odd media under AddressSanitizer and
# UndefinedBehaviorSanitizer, C libraries included (.ci/asan.sh --ci, in .build/asan; `make test-asan` adds the case
# sweep and the snapshot suites); then a ThreadSanitizer pass: every
# test but the end-to-end ones, and an end-to-end smoke subset, against a TSan build in .build/tsan (`make test-tsan`
# runs every test under TSan).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
bash .ci/release-sweep.sh
bash .ci/install-check.sh
bash .ci/asan.sh --ci
bash .ci/tsan.sh --ci
