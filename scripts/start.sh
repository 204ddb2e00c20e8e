#!/usr/bin/env bash
# The main job: the GraphQL API on the seeded demo corpus, on the embedded engines.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The demo is open to read and to explore (the README's curl examples send no key); the server's
# own defaults are closed, whatever address it is bound to (docs/security.md). A caller's own
# setting wins.
export REFGRAPH_ANONYMOUS_READ="${REFGRAPH_ANONYMOUS_READ:-true}" REFGRAPH_INTROSPECTION="${REFGRAPH_INTROSPECTION:-true}"
exec node dist/src/api/main.js
