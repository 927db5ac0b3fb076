#!/usr/bin/env bash
# Installs the git CLI the service runs for managed and connected repositories (git http-backend, init, fetch,
# read-tree). Idempotent: does nothing when git and its http-backend are already there. Needs root or sudo.
set -euo pipefail
if command -v git >/dev/null 2>&1 && [ -x "$(git --exec-path)/git-http-backend" ]; then
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  SUDO="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends git
command -v git >/dev/null 2>&1
