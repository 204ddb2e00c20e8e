"""Prove the weight mapping both ways, on the parity texts (training/parity_texts.py):

  1. served ONNX (onnxruntime)  vs  BertModel loaded from it (PyTorch)
  2. served ONNX                vs  that BertModel exported back to ONNX (onnxruntime)

Each comparison is per text, on what Refgraph indexes: prefixed, truncated to 512 tokens,
mean-pooled over the mask, L2-normalised. Texts go in padded batches of 8 (grouped by length,
as the server groups them), so masking is exercised too. Exits 1 when any cosine is below
--min-cosine. The exported file is kept (--out) so the TypeScript encoder can be pointed at it
(scripts/training/encoder-parity).

    python -m training.check_mapping --models-dir ~/.cache/refgraph/models --out /tmp/e5.onnx
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time

import numpy as np


def onnx_vectors(model_file: str, tokens, items) -> np.ndarray:
    import onnxruntime as ort
    from .encoding import pooled_vectors

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    # Threads that sleep between parallel sections instead of spinning, as the server's sessions
    # (src/embed/onnx-worker.ts): the spin is CPU taken from the engines and the other processes.
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")
    session = ort.InferenceSession(model_file, opts, providers=["CPUExecutionProvider"])
    return pooled_vectors(tokens, items, lambda ids, mask: session.run(["last_hidden_state"], {"input_ids": ids, "attention_mask": mask})[0])


def torch_vectors(bert, tokens, items) -> np.ndarray:
    import torch
    from .encoding import pooled_vectors

    def forward(ids, mask):
        return bert(input_ids=torch.from_numpy(ids), attention_mask=torch.from_numpy(mask)).last_hidden_state.numpy()

    with torch.no_grad():
        return pooled_vectors(tokens, items, forward)


def summary(a: np.ndarray, b: np.ndarray) -> dict:
    cos = (a * b).sum(-1)
    return {"min": float(cos.min()), "mean": float(cos.mean()), "max_abs_diff": float(np.abs(a - b).max())}


def main(argv=None) -> int:
    from .e5_weights import load_bert_from_onnx
    from .encoding import E5Tokens
    from .onnx_export import export_onnx
    from .parity_texts import parity_texts

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--models-dir", required=True, help="REFGRAPH_MODELS_DIR")
    ap.add_argument("--model", default="multilingual-e5-small")
    ap.add_argument("--out", required=True, help="where to write the re-exported model.onnx")
    ap.add_argument("--min-cosine", type=float, default=0.9999)
    args = ap.parse_args(argv)

    served = os.path.join(args.models_dir, args.model, "model.onnx")
    tokens = E5Tokens(os.path.join(args.models_dir, args.model, "tokenizer.json"))
    items = parity_texts()
    report: dict = {"texts": len(items), "tokens": int(sum(len(tokens.ids(r, t)) for r, t in items))}

    started = time.time()
    bert = load_bert_from_onnx(served)
    report["load_seconds"] = round(time.time() - started, 1)
    reference = onnx_vectors(served, tokens, items)
    report["served_vs_pytorch"] = summary(reference, torch_vectors(bert, tokens, items))

    started = time.time()
    export_onnx(bert, args.out)
    report["export_seconds"] = round(time.time() - started, 1)
    report["export_bytes"] = os.path.getsize(args.out)
    report["served_vs_exported"] = summary(reference, onnx_vectors(args.out, tokens, items))

    ok = all(report[k]["min"] >= args.min_cosine for k in ("served_vs_pytorch", "served_vs_exported"))
    report["ok"] = ok
    print(json.dumps(report, indent=1))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
