#!/usr/bin/env bash
# Query and title translation (docs/cross-lingual.md): Apertium with its English–Spanish and
# English–Catalan pairs, from the Debian/Ubuntu package registry. Idempotent (nothing to do when
# both modes are installed); skipped when REFGRAPH_QUERY_TRANSLATION=off and
# REFGRAPH_TITLE_TRANSLATION=off.
set -euo pipefail
[ "${REFGRAPH_QUERY_TRANSLATION:-apertium}" = off ] && [ "${REFGRAPH_TITLE_TRANSLATION:-apertium}" = off ] && exit 0

installed() {
  local modes
  modes="$(apertium -l 2>/dev/null || true)"
  grep -qx '[[:space:]]*spa-eng' <<<"$modes" && grep -qx '[[:space:]]*cat-eng' <<<"$modes"
}
installed && exit 0

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "query and title translation need Apertium: install the packages apertium-eng-spa and apertium-eng-cat" \
    "(as root: apt-get install apertium-eng-spa apertium-eng-cat), or set REFGRAPH_QUERY_TRANSLATION=off and REFGRAPH_TITLE_TRANSLATION=off" >&2
  exit 1
fi
echo "[translation] installing apertium-eng-spa and apertium-eng-cat (Debian packages)"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq apertium-eng-spa apertium-eng-cat >/dev/null
installed || { echo "apertium is installed but lists no spa-eng and cat-eng modes" >&2; exit 1; }
