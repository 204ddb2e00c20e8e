"""multilingual-e5 usage, shared by the PyTorch model and onnxruntime so both see the
same token ids: role prefix, truncation to 512 tokens keeping the final </s> (as
src/embed/chunking.ts truncateEncoding does), padding, mean pooling over the
attention mask, L2 normalisation."""
from __future__ import annotations

import numpy as np
from tokenizers import Tokenizer

MAX_TOKENS = 512
PREFIXES = {"query": "query: ", "passage": "passage: "}


class E5Tokens:
    def __init__(self, tokenizer_file: str, max_tokens: int = MAX_TOKENS):
        if not 2 < max_tokens <= MAX_TOKENS:
            raise ValueError("max_tokens must be in 3..%d, got %d" % (MAX_TOKENS, max_tokens))
        self.max_tokens = max_tokens
        self.tokenizer = Tokenizer.from_file(tokenizer_file)
        self.pad_id = self.tokenizer.token_to_id("<pad>")
        if self.pad_id is None:
            raise ValueError("%s has no <pad> token: not an XLM-R tokenizer" % tokenizer_file)

    def ids(self, role: str, text: str) -> list[int]:
        ids = self.tokenizer.encode(PREFIXES[role] + text).ids
        return ids if len(ids) <= self.max_tokens else ids[:self.max_tokens - 1] + ids[-1:]

    def batch(self, items: list[tuple[str, str]]) -> tuple[np.ndarray, np.ndarray]:
        """(role, text) items -> int64 input_ids, attention_mask, right-padded."""
        return self.pad([self.ids(role, text) for role, text in items])

    def pad(self, seqs: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
        """Token id sequences -> int64 input_ids, attention_mask, right-padded to the longest."""
        width = max(len(s) for s in seqs)
        input_ids = np.full((len(seqs), width), self.pad_id, dtype=np.int64)
        mask = np.zeros((len(seqs), width), dtype=np.int64)
        for row, s in enumerate(seqs):
            input_ids[row, :len(s)] = s
            mask[row, :len(s)] = 1
        return input_ids, mask


def mean_pool_np(hidden: np.ndarray, mask: np.ndarray) -> np.ndarray:
    m = mask[..., None].astype(np.float32)
    pooled = (hidden * m).sum(1) / m.sum(1)
    return pooled / np.linalg.norm(pooled, axis=-1, keepdims=True)


def length_sorted_batches(lengths: list[int], size: int) -> list[list[int]]:
    """Indices grouped into batches of at most `size`, shortest first (equal lengths in input
    order), as src/embed/batching.ts groups the server's: each batch pads to about its own
    length, not to its longest neighbour's (the parity texts in batches of 8: 12.4k token
    positions instead of 17.8k in file order)."""
    order = sorted(range(len(lengths)), key=lambda i: lengths[i])
    return [order[start:start + size] for start in range(0, len(order), size)]


def pooled_vectors(tokens: E5Tokens, items: list[tuple[str, str]], forward, size: int = 8) -> np.ndarray:
    """The pooled, normalised vectors of (role, text) items, in their order: `forward(input_ids,
    attention_mask) -> last hidden state` runs on length-sorted batches of `size`."""
    seqs = [tokens.ids(role, text) for role, text in items]
    vectors: list = [None] * len(seqs)
    for batch in length_sorted_batches([len(s) for s in seqs], size):
        ids, mask = tokens.pad([seqs[i] for i in batch])
        for i, vector in zip(batch, mean_pool_np(forward(ids, mask), mask)):
            vectors[i] = vector
    return np.stack(vectors)
