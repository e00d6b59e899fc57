#!/usr/bin/env bash
# The browser test of `storyboard serve`'s page (Tests/Browser): builds `storyboard`, starts
# `serve` on a copy of the bundled example in a temporary folder on a free port, reads the URL
# and token it prints, and drives the page with Playwright in Debian's Chromium.
#
# Needs `chromium` (apt) and Playwright for Python (pip, the version below); `make test` installs
# both as root. Playwright's own browser downloads are never used. OPENSTORYBOARD_SKIP_BROWSER=1
# skips the test, loudly.
set -euo pipefail
cd "$(dirname "$0")/.."

PLAYWRIGHT_VERSION=1.65.2
SWIFT="${SWIFT:-swift}"

if [ "${OPENSTORYBOARD_SKIP_BROWSER:-}" = "1" ]; then
    echo "##################################################################" >&2
    echo "# SKIPPED: the browser test (OPENSTORYBOARD_SKIP_BROWSER=1)" >&2
    echo "##################################################################" >&2
    exit 0
fi

chromium="$(command -v chromium || true)"
if [ -z "$chromium" ]; then
    echo "error: the browser test needs Debian's Chromium: apt-get install chromium" >&2
    echo "       (make test installs it when run as root; OPENSTORYBOARD_SKIP_BROWSER=1 skips the test)" >&2
    exit 1
fi
if ! python3 -c 'import playwright.sync_api' 2>/dev/null; then
    echo "error: the browser test needs Playwright for Python: python3 -m pip install playwright==$PLAYWRIGHT_VERSION" >&2
    echo "       (only the Python package: the test drives $chromium; make test installs it when run as root;" >&2
    echo "       OPENSTORYBOARD_SKIP_BROWSER=1 skips the test)" >&2
    exit 1
fi

"$SWIFT" build --product storyboard

work="$(mktemp -d /tmp/page-browser-XXXXXX)"
cp Examples/UnifiedStoryboard/Main.storyboard "$work/Main.storyboard"
.build/debug/storyboard serve "$work/Main.storyboard" --port 0 >"$work/serve.out" 2>"$work/serve.err" &
server=$!
cleanup() {
    kill "$server" 2>/dev/null || true
    wait "$server" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# The server prints its URL (with ?token=…) and the token once it listens.
for _ in $(seq 1 600); do
    grep -q '^token: ' "$work/serve.out" && break
    if ! kill -0 "$server" 2>/dev/null; then
        echo "error: storyboard serve stopped:" >&2
        cat "$work/serve.err" >&2
        exit 1
    fi
    sleep 0.05
done
url="$(sed -n 's/^storyboard serve: //p' "$work/serve.out")"
if [ -z "$url" ]; then
    echo "error: storyboard serve printed no URL in 30 s" >&2
    cat "$work/serve.err" >&2
    exit 1
fi
case "$url" in
    *"?token="*) ;;
    *) echo "error: the URL storyboard serve printed carries no token: $url" >&2; exit 1 ;;
esac

STORYBOARD_SERVE_URL="$url" STORYBOARD_DOCUMENT="$work/Main.storyboard" CHROMIUM="$chromium" \
    python3 -m unittest discover -s Tests/Browser -p 'test_*.py' -v
