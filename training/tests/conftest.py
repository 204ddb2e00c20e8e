"""Shared fixtures. Tests that need the served model read it from REFGRAPH_MODELS_DIR (built
by scripts/models/setup.sh); they fail, not skip, when it is missing: a test run that quietly
checks nothing is worse than a red one."""
import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
MODEL = "multilingual-e5-small"


@pytest.fixture(scope="session")
def models_dir() -> str:
    folder = os.environ.get("REFGRAPH_MODELS_DIR") or str(REPO / ".models")
    if not os.path.isfile(os.path.join(folder, MODEL, "model.onnx")):
        pytest.fail("%s/%s/model.onnx is missing: run bash scripts/models/setup.sh (REFGRAPH_MODELS_DIR)" % (folder, MODEL))
    return folder


@pytest.fixture(scope="session")
def tiny_triples() -> str:
    return str(REPO / "training" / "fixtures" / "tiny-triples.jsonl")


@pytest.fixture(scope="session")
def served_bert(models_dir):
    """The served model mapped onto a BertModel (training/e5_weights.py), loaded once for the
    tests that only read it or export it: a load is ~4-7 s of CPU (the 470 MB file read,
    mapped and copied)."""
    from training.e5_weights import load_bert_from_onnx

    return load_bert_from_onnx(os.path.join(models_dir, MODEL, "model.onnx"))

