#!/usr/bin/env bash
# Installs the Debian Chromium the browser tests drive through playwright-core (executablePath /usr/bin/chromium).
# Idempotent: does nothing when chromium is already on the PATH. Needs root (CI runs as root) or sudo.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium
command -v chromium >/dev/null 2>&1
