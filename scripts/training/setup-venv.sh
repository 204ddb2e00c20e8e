#!/usr/bin/env bash
# The Python environment for encoder training (issue #25), made on demand and cached.
#
#   scripts/training/setup-venv.sh          create it if missing or stale; print its python
#   scripts/training/setup-venv.sh --check  exit 1 unless it is present and current
#
# Kept apart from the model-build venv (scripts/models/setup.sh): training needs PyTorch,
# which is ~4.6 GB installed (PyPI only has the CUDA build: training/requirements.txt says
# why), while serving and the model build never need it. So it is created only when training
# is asked for, and cached under $HOME/.cache (kept by CI) like the models.
# Every package is pinned in training/requirements.txt and installed with --no-deps, so a
# fresh machine gets the same tree. A stamp (sha256 of the requirements + Python version)
# makes a second run a no-op, and a changed requirements file rebuilds the venv.
# Environment:
#   REFGRAPH_TRAIN_VENV  where the venv goes (default $HOME/.cache/refgraph/train-venv)
#   PYTHON               interpreter for the venv (default python3, 3.11: the pinned wheels are cp311)
set -euo pipefail
shopt -s inherit_errexit

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_DIR="$(cd "$SCRIPT_DIR/../.." && pwd)"
REQUIREMENTS="$REPO_DIR/training/requirements.txt"
PYTHON="${PYTHON:-python3}"
VENV="${REFGRAPH_TRAIN_VENV:-$HOME/.cache/refgraph/train-venv}"

log() { printf 'setup-train-venv: %s\n' "$*" >&2; }
die() { printf 'setup-train-venv: error: %s\n' "$*" >&2; exit 1; }

CHECK_ONLY=0
case "${1:-}" in
  "") ;;
  --check) CHECK_ONLY=1 ;;
  -h|--help) sed -n '2,19p' "$0"; exit 0 ;;
  *) die "unknown argument: $1 (try --help)" ;;
esac

command -v "$PYTHON" >/dev/null 2>&1 || die "$PYTHON not found: Python 3.11 with venv is needed"
[ "$(uname -sm)" = "Linux x86_64" ] || die "the pinned torch and nvidia-* wheels are for x86-64 Linux, not $(uname -sm)"
"$PYTHON" -c 'import sys; sys.exit(sys.version_info[:2] != (3, 11))' \
  || die "$PYTHON is $("$PYTHON" -V 2>&1): training/requirements.txt pins cp311 wheels"

stamp="$VENV/.refgraph-requirements"
want="$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1) $("$PYTHON" -c 'import sys; print(sys.version.split()[0])')"
current() { [ -x "$VENV/bin/python" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$want" ]; }

if [ "$CHECK_ONLY" = 1 ]; then
  current || die "$VENV is missing or stale: run scripts/training/setup-venv.sh"
  printf '%s\n' "$VENV/bin/python"
  exit 0
fi

mkdir -p "$(dirname "$VENV")"
# One build at a time (two terminals, parallel CI jobs).
if command -v flock >/dev/null 2>&1; then
  exec 9>"$VENV.lock"
  flock 9
fi

if ! current; then
  started=$SECONDS
  log "creating $VENV from training/requirements.txt"
  rm -rf "$VENV"
  "$PYTHON" -m venv "$VENV" || die "'$PYTHON -m venv' failed (Debian: apt-get install python3-venv)"
  "$VENV/bin/python" -m pip install --quiet --disable-pip-version-check --no-input \
      --no-deps --only-binary=:all: -r "$REQUIREMENTS" \
    || die "pip could not install training/requirements.txt"
  # The CPU path end to end: import, a forward and backward pass, and onnxruntime.
  "$VENV/bin/python" - <<'PY' || die "the new venv fails its smoke test (output above)"
import onnxruntime, tokenizers, torch, transformers
x = torch.randn(4, 8, requires_grad=True)
torch.nn.functional.linear(x, torch.randn(3, 8)).square().sum().backward()
assert x.grad is not None and x.grad.shape == (4, 8)
print("torch %s (cuda available: %s), transformers %s, onnxruntime %s, tokenizers %s"
      % (torch.__version__, torch.cuda.is_available(), transformers.__version__,
         onnxruntime.__version__, tokenizers.__version__))
PY
  printf '%s\n' "$want" > "$stamp"
  log "done in $((SECONDS - started))s: $(du -sh "$VENV" | cut -f1)"
fi
printf '%s\n' "$VENV/bin/python"
