#!/usr/bin/env bash
# A 3-node Elasticsearch 8.19.21 cluster on one machine, without Docker (issue #23: shards and
# replicas on a real distributed engine, e.g. to rehearse node failures).
#
#   scripts/engines/elasticsearch-cluster.sh start         set up if needed, start every node that is
#                                                          not running, wait for green
#   scripts/engines/elasticsearch-cluster.sh stop          SIGTERM every node (SIGKILL after 30 s)
#   scripts/engines/elasticsearch-cluster.sh status        one line per node + cluster health; exit 0
#                                                          if every node runs, 3 otherwise
#   scripts/engines/elasticsearch-cluster.sh kill NODE     SIGKILL node NODE (0, 1 or 2): fault drills
#
# Idempotent and non-interactive. `start` after `kill` brings the missing node back.
#
# The distribution and our analysis plugin are set up by scripts/engines/elasticsearch.sh (same
# REFGRAPH_ENGINES_DIR, so use a folder of its own for the cluster); every node shares that
# ES_HOME and has its own config folder, data, logs and pid file under <engines>/es-cluster/node-N.
# Node N listens on HTTP base+N and transport base+N; all three are master-eligible data nodes.
# Under root the nodes run as the system user "refgraph", as the single node does.
#
# Environment (defaults in brackets):
#   REFGRAPH_ENGINES_DIR              [<repo>/.engines/cluster]
#   REFGRAPH_ES_PORT                  [9200]   HTTP port of node 0 (nodes 1, 2: +1, +2)
#   REFGRAPH_ES_TRANSPORT_PORT        [9300]   transport port of node 0 (+1, +2)
#   REFGRAPH_ES_HEAP                  [512m]   -Xms/-Xmx of each node
#   REFGRAPH_ES_START_TIMEOUT         [240]    seconds to wait for the cluster's health
#   REFGRAPH_ES_WAIT_FOR              [green]  green, or yellow (e.g. replicas >= nodes can never be green)
#   REFGRAPH_ES_USER, REFGRAPH_ES_JAVA_HOME    as in elasticsearch.sh
set -euo pipefail
umask 022

readonly NODES=3
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)
readonly SCRIPT_DIR REPO_DIR
readonly LOG_TAG=es-cluster
# shellcheck source=elasticsearch-common.sh
source "$SCRIPT_DIR/elasticsearch-common.sh"

ENGINES_DIR=${REFGRAPH_ENGINES_DIR:-$REPO_DIR/.engines/cluster}
readonly ES_PORT=${REFGRAPH_ES_PORT:-9200}
readonly ES_TRANSPORT_PORT=${REFGRAPH_ES_TRANSPORT_PORT:-9300}
readonly ES_HEAP=${REFGRAPH_ES_HEAP:-512m}
readonly START_TIMEOUT=${REFGRAPH_ES_START_TIMEOUT:-240}
readonly WAIT_FOR=${REFGRAPH_ES_WAIT_FOR:-green}
readonly ES_USER=${REFGRAPH_ES_USER:-refgraph}

check_settings() {
  [[ $ES_PORT =~ ^[0-9]+$ ]] || die "REFGRAPH_ES_PORT must be a number, got '$ES_PORT'"
  [[ $ES_TRANSPORT_PORT =~ ^[0-9]+$ ]] || die "REFGRAPH_ES_TRANSPORT_PORT must be a number, got '$ES_TRANSPORT_PORT'"
  ((ES_PORT + NODES <= 65536 && ES_TRANSPORT_PORT + NODES <= 65536)) || die "ports base+0..base+$((NODES - 1)) must stay below 65536"
  # HTTP and transport ranges must not overlap: node N's transport port would be node M's HTTP port.
  ((ES_TRANSPORT_PORT >= ES_PORT + NODES || ES_PORT >= ES_TRANSPORT_PORT + NODES)) ||
    die "REFGRAPH_ES_PORT ($ES_PORT..+$((NODES - 1))) and REFGRAPH_ES_TRANSPORT_PORT ($ES_TRANSPORT_PORT..+$((NODES - 1))) overlap"
  [[ $ES_HEAP =~ ^[0-9]+[kKmMgG]?$ ]] || die "REFGRAPH_ES_HEAP must look like 512m or 1g, got '$ES_HEAP'"
  [[ $START_TIMEOUT =~ ^[0-9]+$ ]] || die "REFGRAPH_ES_START_TIMEOUT must be a number of seconds"
  [[ $WAIT_FOR == green || $WAIT_FOR == yellow ]] || die "REFGRAPH_ES_WAIT_FOR must be green or yellow, got '$WAIT_FOR'"
}

init_paths() {
  mkdir -p "$ENGINES_DIR"
  ENGINES_DIR=$(cd "$ENGINES_DIR" && pwd)
  ES_HOME=$ENGINES_DIR/elasticsearch-$ES_VERSION
  CLUSTER_DIR=$ENGINES_DIR/es-cluster
}
node_dir() { echo "$CLUSTER_DIR/node-$1"; }
http_port() { echo $((ES_PORT + $1)); }
transport_port() { echo $((ES_TRANSPORT_PORT + $1)); }

take_lock() {
  mkdir -p "$CLUSTER_DIR"
  exec 9>"$CLUSTER_DIR/.lock"
  flock 9
}

# The single-node script owns the distribution, the plugin build and the system user. Its own
# config (ES_HOME/config/elasticsearch.yml) is not used by the nodes: each has ES_PATH_CONF.
setup_distribution() {
  REFGRAPH_ENGINES_DIR=$ENGINES_DIR REFGRAPH_ES_PORT=$ES_PORT REFGRAPH_ES_TRANSPORT_PORT=$ES_TRANSPORT_PORT \
    REFGRAPH_ES_HEAP=$ES_HEAP bash "$SCRIPT_DIR/elasticsearch.sh" setup >/dev/null ||
    die "set-up of the distribution failed (run: REFGRAPH_ENGINES_DIR=$ENGINES_DIR bash $SCRIPT_DIR/elasticsearch.sh setup)"
}

seed_hosts() {
  local n hosts=()
  for ((n = 0; n < NODES; n++)); do hosts+=("\"127.0.0.1:$(transport_port "$n")\""); done
  local IFS=,
  echo "[${hosts[*]}]"
}

master_names() {
  local n names=()
  for ((n = 0; n < NODES; n++)); do names+=("refgraph-$n"); done
  local IFS=,
  echo "[${names[*]}]"
}

write_node_config() {  # node
  local dir conf
  dir=$(node_dir "$1")
  conf=$dir/config
  mkdir -p "$conf/jvm.options.d" "$dir/data" "$dir/logs" "$dir/tmp" "$dir/run"
  # The distribution's other config files (jvm.options, log4j2.properties, security files), once.
  local file
  for file in "$ES_HOME"/config/*; do
    [[ -f $file && $(basename "$file") != elasticsearch.yml ]] || continue
    [[ -f $conf/$(basename "$file") ]] || cp "$file" "$conf/"
  done
  # cluster.initial_master_nodes only matters for the very first election; once the cluster has
  # formed (its state is in path.data) it is ignored, so restarts with it are safe.
  printf '%s\n' "# Written by scripts/engines/elasticsearch-cluster.sh; edits are overwritten.
cluster.name: refgraph-cluster
node.name: refgraph-$1
network.host: 127.0.0.1
http.port: $(http_port "$1")
transport.port: $(transport_port "$1")
discovery.seed_hosts: $(seed_hosts)
cluster.initial_master_nodes: $(master_names)
path.data: $dir/data
path.logs: $dir/logs
xpack.security.enabled: false
cluster.routing.allocation.disk.threshold_enabled: false
search.worker_threads_enabled: false" >"$conf/elasticsearch.yml"
  printf '%s\n' "-Xms$ES_HEAP" "-Xmx$ES_HEAP" >"$conf/jvm.options.d/heap.options"
  if running_as_root; then chown -R "$ES_USER:" "$dir"; fi
}

# A node's server process: a java process of our ES_HOME whose working folder is the node's
# path.logs (the launcher starts the server there). Fails if none.
node_pid() {  # node
  local logs pid
  logs=$(node_dir "$1")/logs
  local pid_file
  pid_file=$(node_dir "$1")/run/elasticsearch.pid
  if [[ -f $pid_file ]]; then
    pid=$(tr -dc '0-9' <"$pid_file")
    if [[ -n $pid ]] && is_node "$pid" "$logs"; then echo "$pid"; return 0; fi
  fi
  for pid in $(pgrep -f "org.elasticsearch.bootstrap.Elasticsearch" || true); do
    if is_node "$pid" "$logs"; then echo "$pid"; return 0; fi
  done
  return 1
}

is_node() {  # pid logs-dir
  local cmdline
  cmdline=$(tr '\0' ' ' 2>/dev/null <"/proc/$1/cmdline") || return 1
  [[ $cmdline == *"-Des.path.home=$ES_HOME "* && $(readlink "/proc/$1/cwd" 2>/dev/null) == "$2" ]]
}

http_get() {  # port path [max-time]
  curl -s --max-time "${3:-5}" "http://127.0.0.1:$1$2" || true
}

http_code() {  # port path
  curl -s -o /dev/null -w '%{http_code}' --max-time 5 "http://127.0.0.1:$1$2" || true
}

launch_node() {  # node
  local dir port
  dir=$(node_dir "$1")
  port=$(http_port "$1")
  [[ $(http_code "$port" /) == 000 ]] || die "port $port already answers HTTP, but not from node $1 of this cluster"
  write_node_config "$1"
  rm -f "$dir/run/elasticsearch.pid"
  echo "=== $(date -u +%FT%TZ) starting node $1 on 127.0.0.1:$port" >"$dir/logs/launcher.log"
  # Without -d's wait for each node in turn: a node of a new cluster only finishes starting once a
  # majority of masters has met, so the three launchers run side by side (in the background).
  run_launcher "$START_TIMEOUT" "$dir/config" "$dir/tmp" "$dir/run/elasticsearch.pid" \
    </dev/null >>"$dir/logs/launcher.log" 2>&1 9>&- &
}

health_field() {  # json field
  sed -n "s/.*\"$2\":\"\{0,1\}\([^,\"}]*\).*/\1/p" <<<"$1"
}

# The health of the cluster seen from any node that answers.
cluster_health() {  # query
  local n body
  for ((n = 0; n < NODES; n++)); do
    body=$(http_get "$(http_port "$n")" "/_cluster/health$1" 15)
    [[ $body == *'"status"'* ]] && { echo "$body"; return 0; }
  done
  return 1
}

wait_for_cluster() {  # started_ms
  local deadline=$(($1 + START_TIMEOUT * 1000)) body status n
  while (($(now_ms) < deadline)); do
    if body=$(cluster_health "?wait_for_status=$WAIT_FOR&wait_for_nodes=$NODES&timeout=5s"); then
      status=$(health_field "$body" status)
      if [[ $(health_field "$body" timed_out) == false ]]; then
        log "cluster $status: $(health_field "$body" number_of_nodes) nodes, $(health_field "$body" active_shards) active shards"
        return 0
      fi
    fi
    for ((n = 0; n < NODES; n++)); do
      node_pid "$n" >/dev/null || { log "node $n exited during start-up; its log: $(node_dir "$n")/logs/refgraph-cluster.log" >&2; return 1; }
    done
    sleep 1
  done
  log "the cluster was not $WAIT_FOR within $START_TIMEOUT s; last health: ${body:-none}" >&2
  if [[ $WAIT_FOR == green && $(health_field "${body:-}" unassigned_shards) != 0 ]]; then
    log "shards are unassigned: an index asking for $NODES or more replicas (REFGRAPH_ES_REPLICAS) can never place them on $NODES nodes; GET /_cluster/allocation/explain says why; REFGRAPH_ES_WAIT_FOR=yellow accepts yellow" >&2
  fi
  return 1
}

cmd_start() {
  take_lock
  local started n launched=0
  started=$(now_ms)
  setup_distribution
  init_java
  for ((n = 0; n < NODES; n++)); do
    if node_pid "$n" >/dev/null; then continue; fi
    log "starting node $n (http $(http_port "$n"), transport $(transport_port "$n"), heap $ES_HEAP)"
    launch_node "$n"
    launched=$((launched + 1))
  done
  ((launched > 0)) || log "all $NODES nodes already running"
  # The launchers return once their node has joined (or failed).
  wait
  if ! wait_for_cluster "$started"; then
    exit 1
  fi
  log "ready on http://127.0.0.1:$ES_PORT..$((ES_PORT + NODES - 1)) in $(elapsed "$started") s"
}

stop_node() {  # node
  local pid waited=0
  pid=$(node_pid "$1") || return 0
  kill -TERM "$pid" 2>/dev/null || true
  while [[ -e /proc/$pid ]] && ((waited < 300)); do sleep 0.1; waited=$((waited + 1)); done
  if [[ -e /proc/$pid ]]; then
    log "node $1 still running after 30 s; sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  rm -f "$(node_dir "$1")/run/elasticsearch.pid"
  log "node $1 stopped (pid $pid)"
}

cmd_stop() {
  take_lock
  local n stopped=0
  for ((n = 0; n < NODES; n++)); do
    if node_pid "$n" >/dev/null; then stop_node "$n" & stopped=$((stopped + 1)); fi
  done
  wait
  ((stopped > 0)) || log "not running"
}

cmd_kill() {  # node
  [[ $1 =~ ^[0-9]+$ && $1 -lt $NODES ]] || die "node must be 0..$((NODES - 1)), got '$1'"
  local pid
  pid=$(node_pid "$1") || die "node $1 is not running"
  kill -KILL "$pid"
  while [[ -e /proc/$pid ]]; do sleep 0.1; done
  log "node $1 killed (SIGKILL, pid $pid)"
}

cmd_status() {
  local n pid running=0 body
  for ((n = 0; n < NODES; n++)); do
    if pid=$(node_pid "$n"); then
      echo "node $n: running (pid $pid, http://127.0.0.1:$(http_port "$n"))"
      running=$((running + 1))
    else
      echo "node $n: stopped"
    fi
  done
  if body=$(cluster_health ""); then
    echo "cluster: $(health_field "$body" status), $(health_field "$body" number_of_nodes) nodes, $(health_field "$body" active_shards) active / $(health_field "$body" unassigned_shards) unassigned shards"
  fi
  ((running == NODES)) || return 3
}

usage() { echo "usage: $0 start|stop|status|kill NODE" >&2; exit 2; }

main() {
  [[ $# -ge 1 ]] || usage
  check_settings
  init_paths
  case $1 in
    start) [[ $# -eq 1 ]] || usage; cmd_start ;;
    stop) [[ $# -eq 1 ]] || usage; cmd_stop ;;
    status) [[ $# -eq 1 ]] || usage; cmd_status ;;
    kill) [[ $# -eq 2 ]] || usage; cmd_kill "$2" ;;
    *) usage ;;
  esac
}

main "$@"
