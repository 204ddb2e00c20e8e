"""A trained (or mapped) BertModel -> the ONNX file the TypeScript server loads.

The server's contract (models/registry.json, src/embed/onnx-encoder.ts): inputs
input_ids and attention_mask, int64 [batch, sequence]; output last_hidden_state, float32
[batch, sequence, hidden]; one self-contained file (no external data: 470 MB is far
below protobuf's 2 GB limit, and a single file is what modelFiles() looks for); opset 17,
the same as the models built at set-up.
"""
from __future__ import annotations

import torch

OPSET = 17


class LastHiddenState(torch.nn.Module):
    """Fixes the signature to exactly the server's two inputs (no token_type_ids: the
    model's default, all zeros, is what Refgraph always means)."""

    def __init__(self, bert: torch.nn.Module):
        super().__init__()
        self.bert = bert

    def forward(self, input_ids: torch.Tensor, attention_mask: torch.Tensor) -> torch.Tensor:
        return self.bert(input_ids=input_ids, attention_mask=attention_mask).last_hidden_state


def export_onnx(bert: torch.nn.Module, out_file: str, dynamo: bool = False) -> None:
    wrapper = LastHiddenState(bert).eval()
    ids = torch.tensor([[0, 1047, 12, 5, 2], [0, 1047, 2, 1, 1]], dtype=torch.long)
    mask = (ids != 1).long()
    kwargs = dict(input_names=["input_ids", "attention_mask"], output_names=["last_hidden_state"],
                  opset_version=OPSET, dynamo=dynamo, external_data=False)
    if dynamo:
        batch, seq = torch.export.Dim("batch_size"), torch.export.Dim("sequence_length", max=512)
        kwargs["dynamic_shapes"] = {"input_ids": {0: batch, 1: seq}, "attention_mask": {0: batch, 1: seq}}
    else:
        axes = {0: "batch_size", 1: "sequence_length"}
        kwargs["dynamic_axes"] = {"input_ids": axes, "attention_mask": axes, "last_hidden_state": axes}
    with torch.no_grad():
        torch.onnx.export(wrapper, (ids, mask), out_file, **kwargs)
