"""The served ONNX -> BertModel -> ONNX round trip keeps the vectors (cosine >= 0.9999).
training/check_mapping.py runs the same on all 99 parity texts; here every 7th, for time."""
import os

from training.check_mapping import onnx_vectors, summary, torch_vectors
from training.encoding import E5Tokens
from training.onnx_export import export_onnx
from training.parity_texts import parity_texts

from .conftest import MODEL


def test_round_trip_keeps_the_served_vectors(models_dir, served_bert, tmp_path):
    served = os.path.join(models_dir, MODEL, "model.onnx")
    tokens = E5Tokens(os.path.join(models_dir, MODEL, "tokenizer.json"))
    items = parity_texts()[::7]
    assert {role for role, _ in items} == {"query", "passage"}

    reference = onnx_vectors(served, tokens, items)
    assert summary(reference, torch_vectors(served_bert, tokens, items))["min"] >= 0.9999

    exported = str(tmp_path / "model.onnx")
    export_onnx(served_bert, exported)
    assert summary(reference, onnx_vectors(exported, tokens, items))["min"] >= 0.9999
