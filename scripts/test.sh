#!/usr/bin/env bash
# The whole test suite, from a fresh machine: install what the tests need, lint, then pytest
# (unit, property and real-browser tests). Extra arguments go to pytest, e.g. -m "not e2e".
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
bash scripts/setup_ci.sh
"$PYTHON" -m ruff check .
"$PYTHON" -m ruff format --check .
"$PYTHON" -m pytest "$@"
