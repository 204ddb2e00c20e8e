#!/usr/bin/env bash
# The main job: the GraphQL API on the seeded demo corpus, on the embedded engines.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec node dist/src/api/main.js
