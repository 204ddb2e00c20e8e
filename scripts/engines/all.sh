#!/usr/bin/env bash
# Starts, stops or reports all three engines: PostgreSQL, Elasticsearch, Neo4j.
# Usage: all.sh start|stop|status|setup
set -euo pipefail
here="$(dirname "$0")"
action="${1:-}"
case "$action" in
  setup)
    for engine in postgres elasticsearch neo4j; do bash "$here/$engine.sh" setup; done
    ;;
  start)
    # Set-up runs Maven builds: one at a time, since Maven 3.8 does not lock ~/.m2.
    for engine in postgres elasticsearch neo4j; do bash "$here/$engine.sh" setup; done
    bash "$here/postgres.sh" start
    # Elasticsearch and Neo4j take the longest to start: start them side by side.
    bash "$here/elasticsearch.sh" start & es=$!
    bash "$here/neo4j.sh" start & neo=$!
    status=0
    wait "$es" || status=1
    wait "$neo" || status=1
    exit "$status"
    ;;
  stop)
    status=0
    for engine in neo4j elasticsearch postgres; do bash "$here/$engine.sh" stop || status=1; done
    exit "$status"
    ;;
  status)
    status=0
    for engine in postgres elasticsearch neo4j; do bash "$here/$engine.sh" status || status=3; done
    exit "$status"
    ;;
  *) echo "usage: $0 setup|start|stop|status" >&2; exit 2 ;;
esac
