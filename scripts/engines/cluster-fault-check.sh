#!/usr/bin/env bash
# Node-failure drill for the 3-node Elasticsearch cluster (docs/cluster.md): one node SIGKILLed
# during an ingestion, another during queries; after each, the node is restarted, the cluster
# must go green, and PostgreSQL and the search index must hold the same papers (no paper lost,
# none duplicated). Prints what it measured; exit 0 only if every check passed.
#
# Needs: `npm run build`, PostgreSQL and Neo4j running, the cluster started
# (scripts/engines/elasticsearch-cluster.sh start), the seed corpus ingested, and the same
# environment for all of them (REFGRAPH_ENGINES_DIR, REFGRAPH_ES_PORT, REFGRAPH_ES_URL listing the
# three nodes, REFGRAPH_ES_SHARDS / _REPLICAS, REFGRAPH_PG_PORT, REFGRAPH_NEO4J_BOLT_PORT,
# REFGRAPH_MODELS_DIR). The papers index needs at least one replica: with none, a dead node takes
# its shards' only copy with it and searches fail until it is back (that is not a drill, it is an outage).
#
#   REFGRAPH_DRILL_PAPERS  [200]  synthetic papers ingested while a node is killed
set -euo pipefail
cd "$(dirname "$0")/../.."

readonly CLUSTER=scripts/engines/elasticsearch-cluster.sh
readonly CLI=(node dist/src/cli/main.js)
readonly ES_PORT=${REFGRAPH_ES_PORT:-9200}
readonly DRILL_PAPERS=${REFGRAPH_DRILL_PAPERS:-200}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
failures=0

log() { printf '[drill] %s\n' "$*"; }
check() {  # description command...
  local description=$1
  shift
  if "$@"; then log "PASS $description"; else log "FAIL $description"; failures=$((failures + 1)); fi
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }
seconds_since() { local ms=$(($(now_ms) - $1)); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }

# Any node that answers (the killed one does not).
es() {  # path
  local port
  for port in "$ES_PORT" $((ES_PORT + 1)) $((ES_PORT + 2)); do
    curl -sf --max-time 10 "http://127.0.0.1:$port$1" && return 0
  done
  return 1
}
health() { es "/_cluster/health?filter_path=status,number_of_nodes,unassigned_shards" || echo '{}'; }
# The node holding node.name NAME, as a cluster-script node number.
node_number() { sed 's/refgraph-//' <<<"$1"; }
master_node() { node_number "$(es '/_cat/master?h=node' | tr -d '[:space:]')"; }

# The papers index must survive one lost node.
replicas=$(es '/refgraph-papers/_settings?filter_path=*.settings.index.number_of_replicas' | sed -n 's/.*"number_of_replicas":"\([0-9]*\)".*/\1/p')
layout=$(es '/_cat/shards/refgraph-papers?h=shard,prirep,node' | sort | tr '\n' ';')
log "papers index: $replicas replica(s); shards: $layout"
((${replicas:-0} >= 1)) || { log "the papers index has no replica: set REFGRAPH_ES_REPLICAS=1 (or 2) and run 'refgraph reindex --target elasticsearch' first"; exit 2; }

# Same ids and as many documents in the index as papers in PostgreSQL.
consistent() {
  local counts postgres indexed
  "${CLI[@]}" verify --target elasticsearch >"$WORK/verify.txt" 2>&1 || { cat "$WORK/verify.txt"; return 1; }
  counts=$(es '/refgraph-papers/_count?filter_path=count' | grep -o '[0-9]*')
  postgres=$("${CLI[@]}" counts 2>/dev/null | tr -d ' \n' | sed -n 's/.*"postgres":{"papers":\([0-9]*\).*/\1/p')
  indexed=$counts
  log "PostgreSQL papers $postgres, index documents $indexed; $(tail -n 1 "$WORK/verify.txt")"
  [[ -n $postgres && $postgres == "$indexed" ]]
}

restart_and_wait_green() {  # node
  local started
  started=$(now_ms)
  bash "$CLUSTER" start | sed 's/^/  /'
  log "node $1 back, cluster $(health) $(seconds_since "$started") s after the restart"
  [[ $(health) == *'"status":"green"'* ]]
}

# --- 1. a node killed during an ingestion -----------------------------------------------------
run=$(date +%s)
for ((i = 0; i < DRILL_PAPERS; i++)); do
  printf '{"kind": "paper", "id": "drill-%s-%d", "title": "Failure drill paper %d on replicated search shards", "abstract": "A synthetic paper written by the cluster failure drill (run %s) to check that no paper is lost or duplicated when a node dies during ingestion.", "year": 2024, "authors": ["Drill Author %d"]}\n' \
    "$run" "$i" "$i" "$run" $((i % 20))
done >"$WORK/drill.jsonl"
check "cluster green before the drill" test "$(health | grep -c '"status":"green"')" = 1
victim=$(master_node)
log "ingesting $DRILL_PAPERS new papers; node $victim (the elected master) is killed when the search-index stage starts"
started=$(now_ms)
"${CLI[@]}" ingest "$WORK/drill.jsonl" >"$WORK/ingest.txt" 2>&1 &
ingest_pid=$!
until grep -q 'search index' "$WORK/ingest.txt" 2>/dev/null || ! kill -0 "$ingest_pid" 2>/dev/null; do sleep 0.05; done
bash "$CLUSTER" kill "$victim" | sed 's/^/  /'
log "killed $(seconds_since "$started") s after the ingestion started"
down=$(es '/_cluster/health?wait_for_nodes=2&timeout=60s&filter_path=status,number_of_nodes,unassigned_shards' || echo '{}')
log "the cluster saw 2 nodes $(seconds_since "$started") s after the ingestion started: $down"
ingest_rc=0
wait "$ingest_pid" || ingest_rc=$?
tail -n 3 "$WORK/ingest.txt" | sed 's/^/  ingest: /'
log "ingestion exit $ingest_rc after $(seconds_since "$started") s"
check "ingestion finished while node $victim was down" test "$ingest_rc" = 0
check "no paper lost or duplicated with node $victim down" consistent
check "cluster green after node $victim restarted" restart_and_wait_green "$victim"
check "no paper lost or duplicated after node $victim rejoined" consistent

# --- 2. a node killed during queries -----------------------------------------------------------
# The seed regression is the query load (every system, 13 test queries each); its metrics must
# equal those of the same run with every node up (latency columns aside).
metrics() { grep -E '^(bm25|dense|hybrid|full|most-cited)' "$1" | awk '{ $NF = ""; $(NF - 1) = ""; print }'; }
log "baseline: the seed regression with every node up"
"${CLI[@]}" eval --regression src/eval/regressions/seed.json >"$WORK/eval-before.txt" 2>&1 || true
victim=$(( ($(master_node) + 1) % 3 ))
log "the seed regression again; node $victim (not the master) is killed 3 s in"
started=$(now_ms)
"${CLI[@]}" eval --regression src/eval/regressions/seed.json >"$WORK/eval-during.txt" 2>&1 &
eval_pid=$!
sleep 3
bash "$CLUSTER" kill "$victim" | sed 's/^/  /'
log "health with node $victim down: $(es '/_cluster/health?wait_for_nodes=2&timeout=60s&filter_path=status,number_of_nodes,unassigned_shards' || echo '{}')"
wait "$eval_pid" || true
log "queries finished in $(seconds_since "$started") s; $(tail -n 1 "$WORK/eval-during.txt")"
check "every query answered with node $victim down (a result table was printed)" grep -q '^most-cited' "$WORK/eval-during.txt"
check "the same metrics as with every node up" diff <(metrics "$WORK/eval-before.txt") <(metrics "$WORK/eval-during.txt")
check "cluster green after node $victim restarted" restart_and_wait_green "$victim"
check "no paper lost or duplicated after node $victim rejoined" consistent

log "$([[ $failures == 0 ]] && echo 'all checks passed' || echo "$failures check(s) FAILED")"
exit $((failures > 0))
