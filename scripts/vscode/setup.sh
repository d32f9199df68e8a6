#!/usr/bin/env bash
# Installs what the real-VS-Code test runner and screenshot driver need, idempotently and offline-friendly:
# Debian's chromium/ripgrep/libkrb5-dev, and code-server@4.100.3 (bundles VS Code 1.100.3) into
# <repo>/.vscode-test/code-server-4.100.3. See scripts/vscode/README.md (and the comments below) for why each step exists.
# Fast no-op when everything is present. Progress goes to stderr.
set -euo pipefail

CODE_SERVER_VERSION="4.100.3"
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
INSTALL_DIR="${WARRANT_CODE_SERVER_DIR:-$REPO_ROOT/.vscode-test/code-server-$CODE_SERVER_VERSION}"
MARKER="$INSTALL_DIR/.installed"
SERVER_MAIN="$INSTALL_DIR/node_modules/code-server/lib/vscode/out/server-main.js"

log() { printf '[vscode-setup] %s\n' "$*" >&2; }

# --- Debian packages -------------------------------------------------------------------------------
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v rg >/dev/null 2>&1 || missing+=(ripgrep)
dpkg -s libkrb5-dev >/dev/null 2>&1 || missing+=(libkrb5-dev)

# libkrb5-dev is only needed to build code-server's `kerberos` module; skip it once code-server is in.
if [[ -f "$MARKER" && -f "$SERVER_MAIN" ]]; then
  filtered=()
  for pkg in "${missing[@]}"; do [[ "$pkg" == libkrb5-dev ]] || filtered+=("$pkg"); done
  missing=("${filtered[@]}")
fi

if ((${#missing[@]})); then
  if [[ $(id -u) -ne 0 ]]; then
    log "missing Debian packages: ${missing[*]} — run as root or install them: apt-get install ${missing[*]}"
    exit 1
  fi
  log "apt-get update && apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
else
  log "Debian packages present (chromium, ripgrep, libkrb5-dev)"
fi

# --- code-server -----------------------------------------------------------------------------------
if [[ -f "$MARKER" && -f "$SERVER_MAIN" ]]; then
  log "code-server $CODE_SERVER_VERSION already installed in $INSTALL_DIR"
  exit 0
fi

# code-server 4.100.x's postinstall only accepts Node 20 (later releases need Node 22+).
node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [[ "$node_major" != 20 ]]; then
  log "code-server $CODE_SERVER_VERSION needs Node 20 to install and run; this is Node $(node -v)"
  exit 1
fi

log "installing code-server@$CODE_SERVER_VERSION into $INSTALL_DIR (several minutes: ~300 MB, native modules are compiled)"
mkdir -p "$INSTALL_DIR"
# A package.json of its own keeps npm from walking up into the project's package.json.
printf '{"name":"warrant-code-server-host","private":true}\n' >"$INSTALL_DIR/package.json"

# @vscode/ripgrep's postinstall downloads rg from GitHub (unreachable here) unless it finds this cached
# archive; build it from Debian's rg.
tmp_root="${TMPDIR:-/tmp}"
rg_cache="$tmp_root/vscode-ripgrep-cache-1.15.11"
rg_archive="$rg_cache/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz"
if [[ ! -f "$rg_archive" ]]; then
  log "seeding ripgrep cache archive $rg_archive from $(command -v rg)"
  mkdir -p "$rg_cache"
  staging="$(mktemp -d)"
  cp "$(command -v rg)" "$staging/rg"
  tar -czf "$rg_archive" -C "$staging" rg
  rm -rf "$staging"
fi

# --unsafe-perm: code-server's postinstall refuses to run as root unless npm_config_unsafe_perm is "true".
# npm 9+ no longer knows the option and warns about it on every install ('Unknown cli config "--unsafe-perm"'),
# yet still hands it to the scripts; that one warning is dropped, everything else npm says is shown.
# npm 11 also lists every dependency with an install script "not yet covered by allowScripts" (a warning: the
# scripts run); those lines are dropped too, and the check below fails clearly should a later npm skip them.
# npm_config_yes: node-pty's postinstall runs `npx node-gyp` which would prompt without a TTY.
(
  cd "$INSTALL_DIR"
  CI=true npm_config_yes=true npm install --no-audit --no-fund --no-save --no-package-lock \
    --unsafe-perm=true "code-server@$CODE_SERVER_VERSION" 2>&1 \
    | { grep -v -e 'Unknown cli config "--unsafe-perm"' -e '^npm warn install-scripts' || true; } >&2
)

if [[ ! -f "$SERVER_MAIN" ]]; then
  log "install finished but $SERVER_MAIN is missing"
  exit 1
fi
# code-server's postinstall installs and builds VS Code's own modules (and links node_modules.asar); the server
# is not usable without them.
if [[ ! -e "$INSTALL_DIR/node_modules/code-server/lib/vscode/node_modules.asar" ]]; then
  log "code-server's postinstall did not run (npm skipped install scripts?); allow install scripts for code-server and its dependencies (npm help install-scripts) and run $0 again"
  exit 1
fi
date -u +%FT%TZ >"$MARKER"
log "done: $SERVER_MAIN"
