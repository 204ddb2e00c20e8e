#!/usr/bin/env bash
# Local Elasticsearch 8.19.21 for Refgraph, without Docker.
#
#   scripts/engines/elasticsearch.sh setup    fetch + unpack ES, build + install our plugin, write config
#   scripts/engines/elasticsearch.sh start    setup if needed, start, wait for yellow health
#   scripts/engines/elasticsearch.sh stop     SIGTERM (SIGKILL after 30 s); fine if not running
#   scripts/engines/elasticsearch.sh status   prints running/stopped; exit 0 if running, 3 if not
#
# Every subcommand is idempotent and non-interactive (CI: no stdin, CI=true).
#
# The distribution is the integ-test zip from Maven Central (real server, no bundled JDK,
# no analysis-common / rest-root modules); engines/elasticsearch-plugin brings back the
# english/spanish/catalan analyzers and `GET /`. Elasticsearch refuses to run as root, so
# when this script runs as root the server runs as the system user "refgraph".
#
# Environment (defaults in brackets):
#   REFGRAPH_ENGINES_DIR        [<repo>/.engines]  install, data, logs, pid file
#   REFGRAPH_ES_PORT            [9200]             HTTP port (bound to 127.0.0.1)
#   REFGRAPH_ES_TRANSPORT_PORT  [9300]             transport port (bound to 127.0.0.1)
#   REFGRAPH_ES_HEAP            [512m]             -Xms/-Xmx
#   REFGRAPH_ES_START_TIMEOUT   [180]              seconds to wait for yellow health
#   REFGRAPH_ES_USER            [refgraph]         user the server runs as when started by root
#   REFGRAPH_ES_JAVA_HOME       [ES_JAVA_HOME, else /usr/lib/jvm/java-17-openjdk-amd64, else from `java` on PATH]
set -euo pipefail
umask 022

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO_DIR=$(cd "$SCRIPT_DIR/../.." && pwd)
readonly SCRIPT_DIR REPO_DIR
readonly LOG_TAG=elasticsearch
# shellcheck source=elasticsearch-common.sh
source "$SCRIPT_DIR/elasticsearch-common.sh"

readonly ES_DIST_ARTIFACT="org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip"
readonly DEPENDENCY_PLUGIN="org.apache.maven.plugins:maven-dependency-plugin:3.8.1"
readonly PLUGIN_NAME=refgraph-analysis   # `name` in plugin-descriptor.properties

ENGINES_DIR=${REFGRAPH_ENGINES_DIR:-$REPO_DIR/.engines}
readonly ES_PORT=${REFGRAPH_ES_PORT:-9200}
readonly ES_TRANSPORT_PORT=${REFGRAPH_ES_TRANSPORT_PORT:-9300}
readonly ES_HEAP=${REFGRAPH_ES_HEAP:-512m}
readonly START_TIMEOUT=${REFGRAPH_ES_START_TIMEOUT:-180}
readonly ES_USER=${REFGRAPH_ES_USER:-refgraph}
readonly MVN=${MVN:-mvn}
readonly PLUGIN_SRC=$REPO_DIR/engines/elasticsearch-plugin

# Paths below ENGINES_DIR; set by init_paths once ENGINES_DIR is made absolute.
ES_HOME='' DATA_DIR='' LOG_DIR='' RUN_DIR='' PID_FILE='' ES_TMP_DIR='' LAUNCH_LOG='' SERVER_LOG=''

init_paths() {
  mkdir -p "$ENGINES_DIR"
  ENGINES_DIR=$(cd "$ENGINES_DIR" && pwd)
  ES_HOME=$ENGINES_DIR/elasticsearch-$ES_VERSION
  DATA_DIR=$ENGINES_DIR/data/elasticsearch
  LOG_DIR=$ENGINES_DIR/logs/elasticsearch
  RUN_DIR=$ENGINES_DIR/run/elasticsearch
  PID_FILE=$RUN_DIR/elasticsearch.pid
  ES_TMP_DIR=$ENGINES_DIR/tmp/elasticsearch
  LAUNCH_LOG=$LOG_DIR/launcher.log
  SERVER_LOG=$LOG_DIR/refgraph.log   # <cluster.name>.log
}

# One invocation at a time (e.g. two test runs calling `start` together).
# Descriptor 9 is closed for the server process so it never holds the lock.
take_lock() {
  exec 9>"$ENGINES_DIR/.elasticsearch.lock"
  flock 9
}

ensure_user() {
  running_as_root || return 0
  id -u "$ES_USER" >/dev/null 2>&1 && return 0
  log "creating system user $ES_USER"
  if getent group "$ES_USER" >/dev/null; then
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
      --gid "$ES_USER" "$ES_USER"
  else
    useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin \
      --user-group "$ES_USER"
  fi
}

# --- set-up -----------------------------------------------------------------------------

# Quiet, batch-mode Maven; its output goes to a log that is shown only if it fails.
run_maven() {  # log-file maven-args...
  local log_file=$1
  shift
  if ! "$MVN" -q -B -Dstyle.color=never "$@" </dev/null >"$log_file" 2>&1; then
    echo "----- last 50 lines of $log_file -----" >&2
    tail -n 50 "$log_file" >&2
    return 1
  fi
}

unpack_zip() {  # zip destination
  if command -v unzip >/dev/null 2>&1; then
    unzip -q "$1" -d "$2"
  else
    # The JDK's jar tool loses the executable bits; put them back on the launchers.
    (cd "$2" && "$JAVA_HOME_FOR_ES/bin/jar" xf "$1")
    chmod +x "$2"/elasticsearch-*/bin/*
  fi
}

fetch_distribution() {
  local marker=$ES_HOME/.refgraph-distribution
  if [[ -x $ES_HOME/bin/elasticsearch && -f $marker && $(<"$marker") == "$ES_VERSION" ]]; then
    return 0
  fi
  local downloads=$ENGINES_DIR/downloads staging=$ENGINES_DIR/.elasticsearch-unpack started
  started=$(now_ms)
  log "fetching $ES_DIST_ARTIFACT (Maven Central, ~107 MB)"
  mkdir -p "$downloads"
  # Run from a folder without a pom.xml so Maven resolves the artifact stand-alone.
  (cd "$downloads" && run_maven "$LOG_DIR/maven-fetch.log" -C "$DEPENDENCY_PLUGIN:copy" \
    -Dartifact="$ES_DIST_ARTIFACT" -DoutputDirectory="$downloads" -Dmdep.overWriteReleases=true) ||
    die "could not fetch $ES_DIST_ARTIFACT with Maven"
  local zip=$downloads/elasticsearch-$ES_VERSION.zip
  [[ -f $zip ]] || die "Maven did not produce $zip"

  rm -rf "$staging"
  mkdir -p "$staging"
  unpack_zip "$zip" "$staging"
  [[ -x $staging/elasticsearch-$ES_VERSION/bin/elasticsearch ]] || die "unexpected layout in $zip"
  rm -rf "$ES_HOME"
  mv "$staging/elasticsearch-$ES_VERSION" "$ES_HOME"
  rm -rf "$staging" "$zip"   # the zip stays cached in the local Maven repository
  rmdir "$downloads" 2>/dev/null || true
  echo "$ES_VERSION" >"$marker"
  log "unpacked to $ES_HOME in $(elapsed "$started") s"
}

# Builds the plugin zip unless its sources are unchanged since the last build.
build_plugin() {
  [[ -f $PLUGIN_SRC/pom.xml ]] || die "plugin sources not found at $PLUGIN_SRC"
  local source_hash stamp=$PLUGIN_SRC/target/.refgraph-source.sha256
  source_hash=$(cd "$PLUGIN_SRC" && find pom.xml src -type f -print0 | LC_ALL=C sort -z |
    xargs -0 sha256sum | sha256sum | cut -d' ' -f1)
  PLUGIN_ZIP=$(plugin_zip_path)
  if [[ -n $PLUGIN_ZIP && -f $stamp && $(<"$stamp") == "$source_hash" ]]; then
    return 0
  fi
  local started
  started=$(now_ms)
  log "building the Refgraph plugin (mvn package)"
  run_maven "$LOG_DIR/maven-plugin-build.log" -f "$PLUGIN_SRC/pom.xml" clean package || die "plugin build failed"
  PLUGIN_ZIP=$(plugin_zip_path)
  [[ -n $PLUGIN_ZIP ]] || die "plugin build produced no zip in $PLUGIN_SRC/target"
  echo "$source_hash" >"$stamp"
  log "plugin built in $(elapsed "$started") s"
}

plugin_zip_path() {
  local zips=("$PLUGIN_SRC"/target/refgraph-elasticsearch-plugin-*.zip)
  [[ -f ${zips[0]} ]] && echo "${zips[0]}"
  return 0
}

# (Re)installs the plugin only when the built zip differs from the installed one.
install_plugin() {
  local marker=$ES_HOME/.refgraph-plugin.sha256 sha
  sha=$(sha256sum "$PLUGIN_ZIP" | cut -d' ' -f1)
  if [[ -d $ES_HOME/plugins/$PLUGIN_NAME && -f $marker && $(<"$marker") == "$sha" ]]; then
    return 0
  fi
  local tool=(env ES_JAVA_HOME="$JAVA_HOME_FOR_ES" "$ES_HOME/bin/elasticsearch-plugin")
  if [[ -d $ES_HOME/plugins/$PLUGIN_NAME ]]; then
    log "removing the previous $PLUGIN_NAME plugin"
    "${tool[@]}" remove --silent "$PLUGIN_NAME" </dev/null
  fi
  log "installing plugin $PLUGIN_NAME (sha256 ${sha:0:12})"
  "${tool[@]}" install --batch --silent "file://$PLUGIN_ZIP" </dev/null || die "plugin install failed"
  echo "$sha" >"$marker"
  if server_pid >/dev/null; then
    log "warning: Elasticsearch is running; restart it to load the new plugin"
  fi
}

# Writes a file only if its content changed; returns 0 when it did change.
write_if_changed() {  # path content
  if [[ -f $1 && $(<"$1") == "$2" ]]; then
    return 1
  fi
  printf '%s\n' "$2" >"$1.tmp"
  mv "$1.tmp" "$1"
  return 0
}

write_config() {
  local changed=0
  write_if_changed "$ES_HOME/config/elasticsearch.yml" "# Written by scripts/engines/elasticsearch.sh; edits are overwritten.
cluster.name: refgraph
node.name: refgraph
network.host: 127.0.0.1
http.port: $ES_PORT
transport.port: $ES_TRANSPORT_PORT
discovery.type: single-node
path.data: $DATA_DIR
path.logs: $LOG_DIR
xpack.security.enabled: false
# Disk watermarks would turn indices read-only on a nearly full CI disk.
cluster.routing.allocation.disk.threshold_enabled: false
# Searching segments on several threads makes kNN over several segments answer differently from
# one run to the next (9 different top-100 lists in 10 runs at 100k papers): one thread per
# search keeps rankings reproducible (docs/operations.md).
search.worker_threads_enabled: false" && changed=1

  mkdir -p "$ES_HOME/config/jvm.options.d"
  write_if_changed "$ES_HOME/config/jvm.options.d/heap.options" "-Xms$ES_HEAP
-Xmx$ES_HEAP" && changed=1
  if [[ $changed == 1 ]] && server_pid >/dev/null; then
    log "warning: Elasticsearch is running; restart it to apply the new configuration"
  fi
  return 0
}

# Gives the server's user everything it writes to (the whole ES folder, data, logs, tmp, pid).
# Only our own sub-folders: data/, logs/, run/, tmp/ are shared with the other engines.
fix_ownership() {
  running_as_root || return 0
  local dir
  for dir in "$ES_HOME" "$DATA_DIR" "$LOG_DIR" "$RUN_DIR" "$ES_TMP_DIR"; do
    find "$dir" ! -user "$ES_USER" -exec chown -h "$ES_USER:" {} +
  done
  # The user must reach ES_HOME through its parent folders (a clone under /root is not
  # searchable by others): grant search permission (o+x, not read) on the parents if needed.
  if ! as_es_user test -x "$ES_HOME/bin"; then
    local parent=$ENGINES_DIR
    while [[ $parent != / ]]; do
      chmod o+x "$parent"
      parent=$(dirname "$parent")
    done
    log "granted o+x on the parents of $ENGINES_DIR so that $ES_USER can reach it"
    as_es_user test -x "$ES_HOME/bin" || die "user $ES_USER cannot reach $ES_HOME"
  fi
}

do_setup() {
  ensure_user
  mkdir -p "$DATA_DIR" "$LOG_DIR" "$RUN_DIR" "$ES_TMP_DIR"
  fetch_distribution
  build_plugin
  install_plugin
  write_config
  fix_ownership
}

# --- process and HTTP helpers -----------------------------------------------------------

# Prints the pid of our server: the pid file if it names our server, else a search for a
# java process whose es.path.home is our ES_HOME (pid file lost). Fails if none.
server_pid() {
  local pid
  if [[ -f $PID_FILE ]]; then
    pid=$(tr -dc '0-9' <"$PID_FILE")
    if [[ -n $pid ]] && is_our_server "$pid"; then
      echo "$pid"
      return 0
    fi
  fi
  local cmdline
  for cmdline in /proc/[0-9]*/cmdline; do
    pid=${cmdline#/proc/}
    pid=${pid%/cmdline}
    if is_our_server "$pid"; then
      echo "$pid"
      return 0
    fi
  done
  return 1
}

is_our_server() {
  local cmdline
  cmdline=$(tr '\0' ' ' 2>/dev/null <"/proc/$1/cmdline") || return 1
  [[ $cmdline == *"-Des.path.home=$ES_HOME "* && $cmdline == *org.elasticsearch.bootstrap.Elasticsearch* ]]
}

# Prints the HTTP status of GET <path> on our port ("000" if nothing answers).
http_status() {
  if command -v curl >/dev/null 2>&1; then
    curl -s -o /dev/null -w '%{http_code}' --max-time "${2:-5}" "http://127.0.0.1:$ES_PORT$1" || true
    return 0
  fi
  # Fallback without curl: a bare HTTP/1.0 request over bash's /dev/tcp.
  local line
  # shellcheck disable=SC2016 # $1/$2 are expanded by the inner bash
  line=$(timeout "${2:-5}" bash -c '
      exec 3<>"/dev/tcp/127.0.0.1/$1" || exit 1
      printf "GET %s HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n" "$2" >&3
      head -n 1 <&3' _ "$ES_PORT" "$1" 2>/dev/null) || true
  line=${line#HTTP/* }
  echo "${line:0:3}" | grep -E '^[0-9]{3}$' || echo 000
}

answers_http() { [[ $(http_status / 3) == 200 ]]; }

# Size of the server log before this start attempt, so a failure shows only its own lines.
SERVER_LOG_OFFSET=0
mark_server_log() {
  SERVER_LOG_OFFSET=$(stat -c %s "$SERVER_LOG" 2>/dev/null || echo 0)
}

print_log_tail() {  # launcher|server: which log explains the failure
  local file=$LAUNCH_LOG offset=0
  if [[ $1 == server ]]; then
    file=$SERVER_LOG
    offset=$SERVER_LOG_OFFSET
    # A rotated log starts again from zero.
    (($(stat -c %s "$file" 2>/dev/null || echo 0) >= offset)) || offset=0
  fi
  if [[ -s $file ]]; then
    echo "----- last 50 lines of $file -----" >&2
    tail -c "+$((offset + 1))" "$file" | tail -n 50 >&2
  fi
}

# Waits until the cluster is at least yellow; fails early if the process dies.
wait_for_health() {  # started_ms
  local deadline=$(($1 + START_TIMEOUT * 1000))
  while (($(now_ms) < deadline)); do
    if [[ $(http_status "/_cluster/health?wait_for_status=yellow&timeout=5s" 10) == 200 ]]; then
      return 0
    fi
    server_pid >/dev/null || { log "the Elasticsearch process exited during start-up" >&2; return 1; }
    sleep 1
  done
  log "no yellow health within $START_TIMEOUT s" >&2
  return 1
}

launch() {  # started_ms
  local budget=$((START_TIMEOUT - ($(now_ms) - $1) / 1000))
  ((budget > 5)) || budget=5
  rm -f "$PID_FILE"
  echo "=== $(date -u +%FT%TZ) starting Elasticsearch $ES_VERSION on 127.0.0.1:$ES_PORT" >"$LAUNCH_LOG"
  # With -d the launcher returns once the node has started (or failed); until then it echoes
  # the server log, so launcher.log holds this attempt only. The server's working folder is
  # path.logs (gc.log, hs_err files land there). The lock (fd 9) and stdin are not passed on.
  run_launcher "$budget" "$ES_HOME/config" "$ES_TMP_DIR" "$PID_FILE" </dev/null >>"$LAUNCH_LOG" 2>&1 9>&-
}

# --- subcommands ------------------------------------------------------------------------

cmd_setup() {
  take_lock
  init_java
  do_setup
  log "set up in $ES_HOME (http 127.0.0.1:$ES_PORT, transport 127.0.0.1:$ES_TRANSPORT_PORT, heap $ES_HEAP)"
}

cmd_start() {
  take_lock
  local started pid rc=0
  started=$(now_ms)
  if pid=$(server_pid); then
    if answers_http; then
      log "already running (pid $pid) on http://127.0.0.1:$ES_PORT"
      return 0
    fi
    log "process $pid exists but is not answering yet; waiting for it"
  else
    if [[ $(http_status / 3) != 000 ]]; then
      die "port $ES_PORT already answers HTTP, but not from the Elasticsearch this script manages"
    fi
    init_java
    do_setup
    log "starting Elasticsearch $ES_VERSION (heap $ES_HEAP)"
    mark_server_log
    launch "$started" || rc=$?
    if ((rc != 0)); then
      if ((rc == 124 || rc == 137)); then
        log "not started within $START_TIMEOUT s" >&2
      else
        log "the launcher failed (exit $rc)" >&2
      fi
      stop_server >/dev/null 2>&1 || true
      print_log_tail launcher
      exit 1
    fi
  fi
  if ! wait_for_health "$started"; then
    stop_server >/dev/null 2>&1 || true
    print_log_tail server
    exit 1
  fi
  pid=$(server_pid || echo '?')
  log "ready on http://127.0.0.1:$ES_PORT (pid $pid), start-up took $(elapsed "$started") s"
}

stop_server() {
  local pid started
  if ! pid=$(server_pid); then
    rm -f "$PID_FILE"
    log "not running"
    return 0
  fi
  started=$(now_ms)
  kill -TERM "$pid" 2>/dev/null || true
  local waited=0
  while [[ -e /proc/$pid ]] && ((waited < 300)); do
    sleep 0.1
    waited=$((waited + 1))
  done
  if [[ -e /proc/$pid ]]; then
    log "still running after 30 s; sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    while [[ -e /proc/$pid ]]; do sleep 0.1; done
  fi
  rm -f "$PID_FILE"
  log "stopped (pid $pid) in $(elapsed "$started") s"
}

cmd_stop() {
  take_lock
  stop_server
}

cmd_status() {
  local pid
  if pid=$(server_pid); then
    if answers_http; then
      echo "running (pid $pid, http://127.0.0.1:$ES_PORT)"
    else
      echo "running (pid $pid, not answering on http://127.0.0.1:$ES_PORT yet)"
    fi
    return 0
  fi
  echo "stopped"
  return 3
}

usage() {
  echo "usage: $0 setup|start|stop|status" >&2
  exit 2
}

check_settings() {
  [[ $ES_PORT =~ ^[0-9]+$ ]] || die "REFGRAPH_ES_PORT must be a number, got '$ES_PORT'"
  [[ $ES_TRANSPORT_PORT =~ ^[0-9]+$ ]] || die "REFGRAPH_ES_TRANSPORT_PORT must be a number, got '$ES_TRANSPORT_PORT'"
  [[ $ES_HEAP =~ ^[0-9]+[kKmMgG]?$ ]] || die "REFGRAPH_ES_HEAP must look like 512m or 1g, got '$ES_HEAP'"
  [[ $START_TIMEOUT =~ ^[0-9]+$ ]] || die "REFGRAPH_ES_START_TIMEOUT must be a number of seconds"
}

main() {
  [[ $# -eq 1 ]] || usage
  check_settings
  init_paths
  case $1 in
    setup) cmd_setup ;;
    start) cmd_start ;;
    stop) cmd_stop ;;
    status) cmd_status ;;
    *) usage ;;
  esac
}

main "$@"
