"""Batching of texts for the PyTorch and onnxruntime passes (training/encoding.py): grouped by
length as the server groups them, the vectors given back in the texts' order."""
import os

import numpy as np

from training.encoding import E5Tokens, length_sorted_batches, pooled_vectors

from .conftest import MODEL


def test_batches_group_the_shortest_first_and_keep_the_input_order_of_equal_lengths():
    assert length_sorted_batches([5, 2, 9, 2, 7], 2) == [[1, 3], [0, 4], [2]]
    assert length_sorted_batches([], 8) == []


def test_pooled_vectors_come_back_in_the_texts_order_whatever_the_batches(models_dir):
    tokens = E5Tokens(os.path.join(models_dir, MODEL, "tokenizer.json"))
    items = [("query", "a much longer text than the others, with many more tokens in it than they have"),
             ("passage", "short"), ("query", "a text of middling length"), ("passage", "tiny")]

    def forward(ids, mask):
        # A stand-in model: each position's vector from its token id alone, so a text's pooled
        # vector is its own whatever it is batched and padded with.
        return np.stack([ids, ids % 7 + 1], axis=-1).astype(np.float32)

    alone = np.stack([pooled_vectors(tokens, [item], forward, size=1)[0] for item in items])
    assert len({tuple(v.round(6)) for v in alone}) == len(items)
    assert np.allclose(pooled_vectors(tokens, items, forward, size=2), alone)
