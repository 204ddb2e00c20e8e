#!/usr/bin/env bash
# Refgraph's Neo4j engine: Neo4j 5.26 Community embedded in a small Java launcher
# (engines/neo4j-launcher), serving Bolt on 127.0.0.1. No Docker needed: Neo4j,
# OpenGDS and APOC all come from Maven Central.
#
# Usage: scripts/engines/neo4j.sh setup|start|stop|restart|status
#   setup    build the launcher and copy its runtime jars (skipped when up to date)
#   start    setup if needed, then start detached and wait for Bolt (no-op if running)
#   stop     SIGTERM, up to 30 s for a clean shutdown, then SIGKILL (no-op if stopped)
#   status   print running/stopped; exit 0 if running, 3 if not
#
# Environment (defaults in brackets):
#   REFGRAPH_ENGINES_DIR           [<repo>/.engines] data, logs and pid files
#   REFGRAPH_NEO4J_BOLT_PORT       [7687]
#   REFGRAPH_NEO4J_HEAP            [1g]   JVM -Xmx; the page cache comes on top of it
#   REFGRAPH_NEO4J_PAGECACHE_MB    [256]
#   REFGRAPH_NEO4J_PLUGINS         [gds,apoc]  procedures to load: any of gds,apoc, or none
#   REFGRAPH_NEO4J_START_TIMEOUT   [180]  seconds to wait for Bolt
#   REFGRAPH_NEO4J_JAVA_OPTS       []     extra JVM flags
#   JAVA_HOME                      java from $JAVA_HOME/bin, else from PATH (17 or 21)
#
# Files: data in $REFGRAPH_ENGINES_DIR/data/neo4j (kept across restarts), log in
# $REFGRAPH_ENGINES_DIR/logs/neo4j.log, pid in $REFGRAPH_ENGINES_DIR/run/neo4j.pid.
set -euo pipefail

script_dir=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo_root=$(cd "$script_dir/../.." && pwd)
module_dir="$repo_root/engines/neo4j-launcher"
target_dir="$module_dir/target"
# Each build is kept in target/dist/<fingerprint of pom.xml + sources>/ (launcher
# jar, lib/, plugin-lib/): a rebuild never touches the jars a running Neo4j uses,
# even one started from another engines dir (tests use their own).
dist_root="$target_dir/dist"

engines_dir="${REFGRAPH_ENGINES_DIR:-$repo_root/.engines}"
mkdir -p "$engines_dir"
engines_dir=$(cd "$engines_dir" && pwd) # absolute: the JVM runs from another directory

bolt_host=127.0.0.1
bolt_port="${REFGRAPH_NEO4J_BOLT_PORT:-7687}"
heap="${REFGRAPH_NEO4J_HEAP:-1g}"
pagecache_mb="${REFGRAPH_NEO4J_PAGECACHE_MB:-256}"
plugins="${REFGRAPH_NEO4J_PLUGINS-gds,apoc}"
start_timeout="${REFGRAPH_NEO4J_START_TIMEOUT:-180}"
stop_timeout=30

data_dir="$engines_dir/data/neo4j"
log_dir="$engines_dir/logs"
log_file="$log_dir/neo4j.log"
run_dir="$engines_dir/run"
pid_file="$run_dir/neo4j.pid"
plugins_file="$run_dir/neo4j.plugins"  # plugin set the running instance was started with
plugin_dir="$run_dir/neo4j-plugins"    # procedure jars handed to Neo4j's plugin_dir
main_class=org.refgraph.neo4j.Launcher

say() { printf 'neo4j: %s\n' "$*"; }
die() { printf 'neo4j: error: %s\n' "$*" >&2; exit 1; }
now_ms() { date +%s%3N; }

java_bin() {
  if [[ -n "${JAVA_HOME:-}" && -x "$JAVA_HOME/bin/java" ]]; then
    printf '%s\n' "$JAVA_HOME/bin/java"
  elif command -v java >/dev/null 2>&1; then
    command -v java
  else
    die "java not found: install a JDK 17 or 21 (Debian: apt-get install openjdk-17-jdk-headless)"
  fi
}

# ---------------------------------------------------------------- setup

# Fingerprint of everything that shapes the build: pom.xml and the sources.
source_fingerprint() {
  (
    cd "$module_dir"
    { echo pom.xml; find src -type f; } | LC_ALL=C sort | xargs sha256sum
  ) | sha256sum | cut -d' ' -f1
}

# Where the build of the current sources lives (whether or not it exists yet).
current_dist() { echo "$dist_root/$(source_fingerprint | cut -c1-16)"; }

build_is_current() { [[ -f "$(current_dist)/.complete" ]]; }

# Two versions of one library on the classpath break Neo4j in odd ways. Maven
# keeps one version per artifact, but libraries that ship as families of artifacts
# (Netty, Jackson, ASM, SLF4J, Log4j, Scala) must also agree among themselves:
# GDS once brought jackson-dataformat-csv 2.18 next to Neo4j's Jackson 2.22.
check_dependency_versions() {
  local list="$target_dir/dependencies.txt" problems
  [[ -f "$list" ]] || die "setup: $list is missing"
  problems=$(
    awk '
      {
        n = split($1, f, ":")            # group:artifact:type[:classifier]:version:scope
        if (n < 5) next
        g = f[1]; a = f[2]; v = f[n - 1]; cls = (n == 6 ? f[4] : "")
        key = g ":" a ":" cls
        if ((key in seen) && seen[key] != v) print "  " key ": " seen[key] " and " v
        seen[key] = v
        fam = ""
        if (g == "io.netty" && a !~ /^netty-tcnative/) fam = g   # tcnative is versioned apart
        else if (g ~ /^com\.fasterxml\.jackson/) { fam = "jackson"; split(v, p, "."); v = p[1] "." p[2] }
        else if (g == "org.ow2.asm" || g == "org.slf4j" || g == "org.apache.logging.log4j" || g == "org.scala-lang") fam = g
        if (fam == "") next
        if ((fam in famv) && famv[fam] != v) print "  " fam ": " famv[fam] " (" fama[fam] ") and " v " (" a ")"
        famv[fam] = v; fama[fam] = a
      }' "$list"
  )
  [[ -z "$problems" ]] || die "setup: mixed library versions; pin them in engines/neo4j-launcher/pom.xml:
$problems"
}

cmd_setup() {
  local dist
  dist=$(current_dist)
  if [[ -f "$dist/.complete" ]]; then
    say "setup: build is up to date (${dist#"$repo_root"/})"
    return 0
  fi
  command -v mvn >/dev/null 2>&1 || die "mvn not found: install Maven 3.8+ (Debian: apt-get install maven)"
  mkdir -p "$dist_root"
  # Several engines dirs share this module: one Maven build at a time.
  exec 8>"$target_dir/.setup.lock"
  flock 8
  if [[ -f "$dist/.complete" ]]; then # built by whoever held the lock before us
    exec 8>&-
    say "setup: build is up to date (${dist#"$repo_root"/})"
    return 0
  fi
  if legacy_build_in_use; then
    die "setup: a Neo4j started by an older version of this script runs from target/lib; stop it first"
  fi
  say "setup: building engines/neo4j-launcher (the first build fetches ~190 MB from Maven Central into ~/.m2)"
  local t0
  t0=$(now_ms)
  # Clear Maven's outputs (not dist/) so no jar of an older dependency version lingers,
  # and what an interrupted setup may have left.
  find "$target_dir" -mindepth 1 -maxdepth 1 ! -name dist ! -name .setup.lock -exec rm -rf {} +
  rm -rf "$dist_root"/.tmp-*
  # Debian's Maven prints colour-reset codes even in batch mode; strip them for CI logs.
  (cd "$module_dir" && mvn -q -B -Dstyle.color=never -Dmaven.test.skip=true package) 2>&1 |
    sed -e 's/\x1b\[[0-9;]*m//g' || die "setup: Maven build failed"
  check_dependency_versions
  # Assemble next to the final place, then rename: a dist dir is complete or absent.
  local tmp="$dist_root/.tmp-$$"
  rm -rf "$tmp"
  mkdir -p "$tmp"
  mv "$target_dir/neo4j-launcher.jar" "$target_dir/lib" "$target_dir/plugin-lib" "$target_dir/dependencies.txt" "$tmp/"
  touch "$tmp/.complete"
  rm -rf "$dist"
  mv "$tmp" "$dist"
  prune_old_builds "$dist"
  exec 8>&-
  local n_lib n_plugin
  n_lib=$(find "$dist/lib" -name '*.jar' | wc -l)
  n_plugin=$(find "$dist/plugin-lib" -name '*.jar' | wc -l)
  say "setup: done in $(( ($(now_ms) - t0) / 1000 )) s ($n_lib Neo4j jars, $n_plugin plugin jars, in ${dist#"$repo_root"/})"
}

# A process's command line with spaces between arguments (fails if it is gone).
read_cmdline() { { tr '\0' ' ' <"/proc/$1/cmdline"; } 2>/dev/null; }

# Command lines of all running launchers, one per line.
launcher_cmdlines() {
  local proc cmdline
  for proc in /proc/[0-9]*; do
    cmdline=$(read_cmdline "${proc#/proc/}") || continue
    [[ "$cmdline" == *"$main_class"* ]] && printf '%s\n' "$cmdline"
  done
  return 0
}

# Earlier versions of this script ran Neo4j straight from target/lib.
legacy_build_in_use() { launcher_cmdlines | grep -F "$target_dir/neo4j-launcher.jar" >/dev/null; }

# Drop builds of older sources that no running launcher uses.
prune_old_builds() {
  local keep=$1 dir running
  running=$(launcher_cmdlines)
  for dir in "$dist_root"/*/; do
    dir=${dir%/}
    [[ -d "$dir" && "$dir" != "$keep" ]] || continue
    grep -qF "$dir/" <<<"$running" || rm -rf "$dir"
  done
}

# ---------------------------------------------------------------- process helpers

# The pid is ours only if that process runs our launcher on our data directory
# (a stale pid file may name a pid the system has since given to something else).
is_our_process() {
  local pid=$1 cmdline
  [[ -r "/proc/$pid/cmdline" ]] || return 1
  cmdline=$(read_cmdline "$pid") || return 1
  [[ "$cmdline" == *"$main_class"* && "$cmdline" == *"--home $data_dir "* ]]
}

# Pid of the running launcher, from the pid file; if that file was lost, look for
# a launcher whose command line names this very data directory.
find_pid() {
  local pid
  if [[ -f "$pid_file" ]]; then
    pid=$(cat "$pid_file" 2>/dev/null || true)
    if [[ "$pid" =~ ^[0-9]+$ ]] && is_our_process "$pid"; then
      echo "$pid"
      return 0
    fi
  fi
  local proc
  for proc in /proc/[0-9]*; do
    pid=${proc#/proc/}
    if is_our_process "$pid"; then
      echo "$pid" >"$pid_file"
      echo "$pid"
      return 0
    fi
  done
  return 1
}

bolt_answers() {
  timeout 2 bash -c "exec 3<>/dev/tcp/$bolt_host/$bolt_port" 2>/dev/null
}

show_log_tail() {
  if [[ -f "$log_file" ]]; then
    echo "----- last 50 lines of $log_file -----" >&2
    tail -n 50 "$log_file" >&2
    echo "-----" >&2
  fi
}

# ---------------------------------------------------------------- start / stop

plugin_jars() {
  local dist=$1 p
  for p in ${plugins//,/ }; do
    case "$p" in
      gds)
        # OpenGDS declares its procedures in the proc-* and alpha-proc jars.
        ls "$dist"/plugin-lib/org.neo4j.gds.proc-*.jar "$dist"/plugin-lib/org.neo4j.gds.alpha-proc-*.jar
        ;;
      apoc) ls "$dist"/plugin-lib/org.neo4j.procedure.apoc-core-*.jar ;;
      none | "") ;;
      *) die "REFGRAPH_NEO4J_PLUGINS: unknown plugin '$p' (use gds, apoc or none)" ;;
    esac
  done
}

cmd_start() {
  [[ "$bolt_port" =~ ^[0-9]+$ ]] || die "REFGRAPH_NEO4J_BOLT_PORT must be a number"
  mkdir -p "$run_dir" "$log_dir" "$data_dir"
  local pid
  if pid=$(find_pid); then
    if bolt_answers; then
      say "already running (pid $pid, bolt://$bolt_host:$bolt_port, plugins: $(cat "$plugins_file" 2>/dev/null || echo '?'))"
      [[ "$(read_cmdline "$pid")" == *"$(current_dist)/"* ]] ||
        say "note: the launcher sources changed since it started; restart to use them"
      return 0
    fi
    # Alive but not answering: a start still in progress elsewhere, or a hung JVM.
    say "pid $pid is alive but Bolt is not answering yet; waiting"
    wait_until_ready "$pid" "" "$(now_ms)"
    return 0
  fi
  rm -f "$pid_file"

  cmd_setup
  local dist
  dist=$(current_dist)

  if bolt_answers; then
    die "port $bolt_port on $bolt_host is taken by another process (set REFGRAPH_NEO4J_BOLT_PORT)"
  fi

  # Plugins: everything they need goes on the classpath; only the jars that declare
  # procedures go into plugin_dir, which Neo4j scans for procedures and functions.
  local classpath="$dist/neo4j-launcher.jar:$dist/lib/*"
  local plugin_args=(--plugin-dir "")
  local plugin_list
  plugin_list=$(plugin_jars "$dist")
  rm -rf "$plugin_dir"
  if [[ -n "$plugin_list" ]]; then
    mkdir -p "$plugin_dir"
    # shellcheck disable=SC2086 # one path per line, no spaces in our paths
    cp $plugin_list "$plugin_dir/"
    classpath="$classpath:$dist/plugin-lib/*"
    plugin_args=(--plugin-dir "$plugin_dir")
  fi
  echo "${plugins:-none}" >"$plugins_file"

  # Keep the log from growing without bound: one previous generation.
  if [[ -f "$log_file" && $(stat -c %s "$log_file") -gt $((20 * 1024 * 1024)) ]]; then
    mv -f "$log_file" "$log_file.1"
  fi
  echo "===== $(date -u +%Y-%m-%dT%H:%M:%SZ) starting (plugins: ${plugins:-none}) =====" >>"$log_file"
  local log_offset
  log_offset=$(stat -c %s "$log_file")

  local java
  java=$(java_bin)
  local jvm_opts=(
    "-Xmx$heap"
    -XX:+UseG1GC
    -XX:+ExitOnOutOfMemoryError
    -XX:-OmitStackTraceInFastThrow
    # Neo4j reaches into NIO internals (direct buffers, file channels).
    --add-opens java.base/java.nio=ALL-UNNAMED
    --add-opens java.base/java.io=ALL-UNNAMED
    --add-opens java.base/sun.nio.ch=ALL-UNNAMED
    -Dio.netty.tryReflectionSetAccessible=true
    -Djdk.nio.maxCachedBufferSize=1024
    -Dlog4j2.disable.jmx=true
    -Dfile.encoding=UTF-8
  )
  # shellcheck disable=SC2206 # word splitting of user-provided flags is intended
  local extra_opts=(${REFGRAPH_NEO4J_JAVA_OPTS:-})

  local t0
  t0=$(now_ms)
  # setsid + nohup: the JVM survives this shell, its terminal and CI step ends.
  # The inner shell writes its own pid, then execs java, so the pid is java's.
  # fds 8 and 9 are locks held by this script: the JVM must not inherit them.
  # shellcheck disable=SC2016 # $$, $0 and $@ belong to the inner shell
  nohup setsid bash -c 'echo $$ >"$0"; exec "$@"' "$pid_file" \
    "$java" "${jvm_opts[@]}" "${extra_opts[@]}" -cp "$classpath" "$main_class" \
    --home "$data_dir" --bolt-address "$bolt_host" --bolt-port "$bolt_port" \
    --pagecache-mb "$pagecache_mb" "${plugin_args[@]}" \
    </dev/null >>"$log_file" 2>&1 8>&- 9>&- &

  # Wait for the pid file the inner shell writes.
  local _
  for _ in $(seq 1 50); do
    [[ -s "$pid_file" ]] && break
    sleep 0.1
  done
  pid=$(cat "$pid_file" 2>/dev/null || true)
  [[ "$pid" =~ ^[0-9]+$ ]] || { show_log_tail; die "start: the launcher did not start"; }
  wait_until_ready "$pid" "$log_offset" "$t0"
}

# Wait for READY in the log (past our offset, if known) and for Bolt to accept
# connections; on timeout or death show the log and fail.
wait_until_ready() {
  local pid=$1 log_offset=$2 t0=$3
  local deadline=$(($(now_ms) + start_timeout * 1000))
  while true; do
    if ! kill -0 "$pid" 2>/dev/null; then
      rm -f "$pid_file"
      show_log_tail
      die "start: Neo4j exited during start-up (log: $log_file)"
    fi
    local ready=1
    if [[ -n "$log_offset" ]]; then
      # Not grep -q: exiting early would SIGPIPE tail and, with pipefail, fail the test.
      tail -c +"$((log_offset + 1))" "$log_file" | grep '^READY ' >/dev/null || ready=0
    fi
    if [[ $ready == 1 ]] && bolt_answers; then
      local ms=$(($(now_ms) - t0))
      say "started in $((ms / 1000)).$(printf '%03d' $((ms % 1000)) | cut -c1) s (pid $pid, bolt://$bolt_host:$bolt_port, plugins: ${plugins:-none})"
      return 0
    fi
    if (($(now_ms) > deadline)); then
      show_log_tail
      say "start: not ready after $start_timeout s; stopping it"
      stop_pid "$pid" || true
      die "start: timed out (log: $log_file)"
    fi
    sleep 0.5
  done
}

# SIGTERM lets the shutdown hook checkpoint the store; SIGKILL only as a last resort.
stop_pid() {
  local pid=$1 t0
  t0=$(now_ms)
  kill -TERM "$pid" 2>/dev/null || true
  local deadline=$(($(now_ms) + stop_timeout * 1000))
  while kill -0 "$pid" 2>/dev/null; do
    if (($(now_ms) > deadline)); then
      say "pid $pid still alive after $stop_timeout s; sending SIGKILL"
      kill -KILL "$pid" 2>/dev/null || true
      sleep 0.5
      break
    fi
    sleep 0.2
  done
  rm -f "$pid_file" "$plugins_file"
  say "stopped (pid $pid) in $(( ($(now_ms) - t0) / 1000 )) s"
  # Builds of older sources may have been kept only for this instance.
  prune_old_builds "$(current_dist)"
}

cmd_stop() {
  local pid
  if ! pid=$(find_pid); then
    rm -f "$pid_file" "$plugins_file"
    say "not running"
    return 0
  fi
  stop_pid "$pid"
}

cmd_status() {
  local pid
  if pid=$(find_pid); then
    if bolt_answers; then
      say "running (pid $pid, bolt://$bolt_host:$bolt_port, plugins: $(cat "$plugins_file" 2>/dev/null || echo '?'), data: $data_dir)"
      return 0
    fi
    say "starting or unresponsive (pid $pid, Bolt not answering on $bolt_host:$bolt_port)"
    return 3
  fi
  say "stopped"
  return 3
}

# ---------------------------------------------------------------- main

usage() {
  sed -n '2,/^set -euo/p' "$0" | grep '^#' | sed 's/^# \{0,1\}//' >&2
  exit 2
}

[[ $# -eq 1 ]] || usage
command=$1

# One changing command at a time per engines dir: two concurrent starts must not
# race. status only reads, so it does not wait for a start in progress.
if [[ "$command" != status ]]; then
  mkdir -p "$run_dir"
  exec 9>"$run_dir/neo4j.lock"
  flock 9
fi

case "$command" in
  setup) cmd_setup ;;
  start) cmd_start ;;
  stop) cmd_stop ;;
  restart) cmd_stop && cmd_start ;;
  status) cmd_status ;;
  -h | --help | help) usage ;;
  *) usage ;;
esac
