#!/usr/bin/env bash
# The browser tests drive Debian's Chromium through playwright-core (Playwright's own browser
# download cannot work offline). Install it when missing and we may; otherwise say how.
set -euo pipefail
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium for the browser tests…"
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium >/dev/null \
    || { apt-get update >/dev/null && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium >/dev/null; }
  exit 0
fi
echo "Chromium not found at $CHROMIUM. Install it (sudo apt-get install chromium) or set CHROMIUM_PATH." >&2
exit 1
