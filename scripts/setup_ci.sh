#!/usr/bin/env bash
# Install everything the tests need on a fresh Debian 12 machine (Python 3.11, Node 20), as root.
# Idempotent: safe to run again; steps that are already done are quick.
#   - Debian's Chromium for the Playwright tests (Playwright cannot download its own browser here),
#     with a colour emoji font and the fonts of the screenshots the reader is tested on
#   - the Python test tools
#   - the pinned browser runtime from npm (npm ci), vendored into assets/ with the wordle.zip
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON="${PYTHON:-python3}"

# Chromium, and a colour emoji font: the page shows 🟩🟨⬛, and its screenshots are taken here;
# the bold fonts Wordle pages use (or their free kin), for the screenshots wordle read is tested on.
# Firefox ESR and WebKitGTK (Safari's engine: its MiniBrowser, WebKitWebDriver, and Xvfb for
# its window), for the journeys every engine takes (tests/e2e/test_engines.py); zsh, for the
# test of `wordle`'s zsh completion.
EMOJI_FONT=/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf
WORDLE_FONT=/usr/share/fonts/truetype/clear-sans/ClearSans-Bold.ttf
MINIBROWSER=(/usr/lib/*/webkit2gtk-4.1/MiniBrowser)  # in the library folder of the machine's kind
NEEDED=(/usr/bin/chromium "$EMOJI_FONT" "$WORDLE_FONT" /usr/bin/firefox-esr /usr/bin/WebKitWebDriver
    "${MINIBROWSER[0]}" /usr/bin/Xvfb /usr/bin/zsh)
for needed in "${NEEDED[@]}"; do
    if [ ! -e "$needed" ]; then
        apt-get update
        DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
            chromium fonts-noto-color-emoji fonts-clear-sans fonts-liberation fonts-roboto-unhinted \
            fonts-inter fonts-open-sans fonts-dejavu-core \
            firefox-esr webkit2gtk-driver libwebkit2gtk-4.1-0 xvfb zsh
        break
    fi
done

# Debian's own Python refuses system-wide pip installs (PEP 668); this is a throwaway CI machine.
export PIP_BREAK_SYSTEM_PACKAGES=1 PIP_DISABLE_PIP_VERSION_CHECK=1
"$PYTHON" -m pip install --quiet --editable ".[test]"  # the package, its command, the test tools

# Runs `npm ci` when node_modules is missing or does not match package-lock.json, then copies
# the runtime into assets/vendor/ and builds assets/wordle.zip.
"$PYTHON" scripts/build_site.py
