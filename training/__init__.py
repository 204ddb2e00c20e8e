"""Refgraph's encoder training (issue #25), in Python; the server stays TypeScript + ONNX.

Why Python: PyTorch (from PyPI) is the practical way to back-propagate through the
encoder on CPU. Everything the server needs comes back out as a plain ONNX file with
the same inputs and output as the models built by scripts/models/setup.sh.

The environment is made on demand and cached, apart from the model-build venv:
`bash scripts/training/setup-venv.sh` (pinned in training/requirements.txt) creates
$HOME/.cache/refgraph/train-venv; run modules with its python, from the repo root:

    $VENV/bin/python -m training.check_mapping --models-dir $REFGRAPH_MODELS_DIR

Modules (small, one job each):
  e5_weights     served ONNX initialisers -> a Hugging Face BertModel (and back)
  encoding       e5 usage shared by PyTorch and onnxruntime: prefixes, truncation,
                 mean pooling, L2 norm
  parity_texts   ~100 mixed-language texts from the seed corpus for equality checks
  onnx_export    PyTorch BertModel -> ONNX (opset 17, input_ids + attention_mask ->
                 last_hidden_state)
  check_mapping  proves the mapping both ways; prints a JSON report
  infonce        the contrastive loss (in-batch + hard negatives, temperature)
  train_loop     seeded, checkpointed training loop over (query, positive, negative)

Measured numbers are in docs/notebook/training.md.
"""
