# Shared helpers for the engine scripts: where things live and who runs them.
# Sourced, not executed.

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
ENGINES_DIR="${REFGRAPH_ENGINES_DIR:-$REPO_DIR/.engines}"
LOG_DIR="$ENGINES_DIR/logs"
# Elasticsearch and PostgreSQL refuse to run as root, so both run as this system user.
ENGINE_USER="refgraph"

ensure_engine_user() {
  if [ "$(id -u)" -eq 0 ] && ! id -u "$ENGINE_USER" >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin "$ENGINE_USER"
  fi
}

# Runs a command as the engine user when we are root, as ourselves otherwise.
as_engine_user() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u "$ENGINE_USER" -- "$@"
  else
    "$@"
  fi
}

# The engine user must be able to reach folders below the engines dir (e.g. /root/... paths).
grant_path_traversal() {
  local dir="$1"
  while [ "$dir" != "/" ]; do
    chmod o+x "$dir" 2>/dev/null || true
    dir="$(dirname "$dir")"
  done
}

port_open() {
  (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null
}
