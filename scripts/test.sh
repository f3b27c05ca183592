#!/usr/bin/env bash
# The whole test suite, from a fresh machine: install what the tests need, lint, then pytest
# (unit, property and real-browser tests) on both cores, the slowest tests listed at the end.
#   bash scripts/test.sh                   every check, random samples at their everyday size
#   bash scripts/test.sh --full            every sample at its full size (the scheduled run)
#   bash scripts/test.sh --lf              only what failed last time
#   bash scripts/test.sh -m "not e2e"      other arguments go to pytest as they are
# TEST_WORKERS=0 runs pytest in this process alone (docs/development.md says what each run costs).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"
bash scripts/setup_ci.sh
export WORDLE_TEST_SETUP=1  # all the tests need is installed: none may skip for want of it
"$PYTHON" -m ruff check .
"$PYTHON" -m ruff format --check .
# --dist loadgroup: the browser tests of one module share a page (tests/e2e/conftest.py), and
# the timing-sensitive ones run one after another, never beside each other.
status=0
"$PYTHON" -m pytest -n "${TEST_WORKERS:-2}" --dist loadgroup "$@" || status=$?
echo "scripts/test.sh: $((SECONDS / 60)) min $((SECONDS % 60)) s in all (pytest exit $status)"
exit "$status"
