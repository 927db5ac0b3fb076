#!/usr/bin/env bash
# Installs a Debian package when the command it brings is not on the PATH:
#   bash scripts/ensure-debian-package.sh <command> <package>
# `npm start` runs it for git (managed and connected repositories: git http-backend, init, fetch, read-tree; Debian's
# git package always ships git-http-backend), `npm test` for Chromium too (the browser tests drive /usr/bin/chromium
# through playwright-core) and tmux (the CLI's interactive tests type into a real terminal); both for bubblewrap
# (bwrap, the sandbox build commands run in; `npm start` only when SITE_BUILDS=on). Idempotent: does nothing when the
# command is there. Needs root (CI runs as root) or sudo.
set -euo pipefail
if [ "$#" -ne 2 ]; then
  echo "usage: $0 <command> <package>" >&2
  exit 2
fi
if command -v "$1" >/dev/null 2>&1; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends "$2"
command -v "$1" >/dev/null 2>&1
