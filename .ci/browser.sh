#!/usr/bin/env bash
# The end-to-end tests of the example blog: the HTTP acceptance list, and Debian's Chromium driven through
# playwright-core. Chromium comes from apt (never downloaded by npm); installed here when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then SUDO=; else SUDO=sudo; fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
fi

# Builds the library (the example imports dist/), then runs test/browser with RESOURCE_ROUTING_E2E=1.
# Run alone, it builds first (npm run test:browser); .ci/run has just built dist/ in npm test.
if [ -n "${RESOURCE_ROUTING_BUILT:-}" ]; then
  RESOURCE_ROUTING_E2E=1 npx vitest run test/browser
else
  npm run test:browser
fi
