# Helpers shared by elasticsearch.sh (one node) and elasticsearch-cluster.sh (three nodes).
# Sourced, not executed. The caller sets LOG_TAG (its log prefix), ES_USER and, before
# init_java or run_launcher, ES_HOME.

readonly ES_VERSION=8.19.21

log() { printf '[%s] %s\n' "$LOG_TAG" "$*"; }
die() { printf '[%s] error: %s\n' "$LOG_TAG" "$*" >&2; exit 1; }
now_ms() { echo $(($(date +%s%N) / 1000000)); }
elapsed() { local ms=$(($(now_ms) - $1)); printf '%d.%d' $((ms / 1000)) $((ms % 1000 / 100)); }

running_as_root() { [[ $EUID -eq 0 ]]; }

# Runs a command as the server's user: ES_USER under root (Elasticsearch refuses root), else the caller.
as_es_user() {
  if running_as_root; then
    runuser -u "$ES_USER" -- "$@"
  else
    "$@"
  fi
}

java_major() {
  "$1/bin/java" -version 2>&1 | sed -n 's/.*version "\([0-9]*\)[."].*/\1/p' | head -n 1
}

find_java_home() {
  local candidate
  for candidate in "${REFGRAPH_ES_JAVA_HOME:-}" "${ES_JAVA_HOME:-}" /usr/lib/jvm/java-17-openjdk-amd64; do
    if [[ -n $candidate && -x $candidate/bin/java ]]; then
      echo "$candidate"
      return 0
    fi
  done
  if command -v java >/dev/null 2>&1; then
    candidate=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
    if [[ -x $candidate/bin/java ]]; then
      echo "$candidate"
      return 0
    fi
  fi
  return 1
}

# Sets JAVA_HOME_FOR_ES to a Java 17+ home, or stops with what was found.
init_java() {
  JAVA_HOME_FOR_ES=$(find_java_home) || die "no Java found: install Java 17+ or set REFGRAPH_ES_JAVA_HOME"
  local major
  major=$(java_major "$JAVA_HOME_FOR_ES")
  [[ -n $major && $major -ge 17 ]] || die "Elasticsearch $ES_VERSION needs Java 17+, found '${major:-?}' at $JAVA_HOME_FOR_ES"
}

# Runs ES_HOME's launcher with -d as the server's user: it returns once the node has started
# (or failed), echoing the server log until then; past the budget it is killed. The caller
# redirects its output and keeps the lock's descriptor and stdin from the server.
run_launcher() {  # budget-seconds config-dir tmp-dir pid-file
  (
    cd "$ES_HOME"
    # Raise the open-files soft limit to the hard one (ES warns below 65535).
    ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
    as_es_user env ES_JAVA_HOME="$JAVA_HOME_FOR_ES" ES_TMPDIR="$3" ES_PATH_CONF="$2" \
      timeout --kill-after=10 "$1" "$ES_HOME/bin/elasticsearch" -d -p "$4"
  )
}
