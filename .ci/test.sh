#!/usr/bin/env bash
# Set-up, a warnings-as-errors build of everything, then every test (unit, snapshot, case sweep, tmux end-to-end).
set -euo pipefail
cd "$(dirname "$0")/.."
bash .ci/setup.sh
swift build --build-tests -Xswiftc -warnings-as-errors
swift test --skip-build
