"""InfoNCE over in-batch and hard negatives, the loss e5 itself was fine-tuned with.

For query i the candidates are every positive of the batch (its own is the target, the
others are in-batch negatives: free, since they are encoded anyway) followed by every hard
negative of the batch (its own and the other queries': from GRAPH_NEIGHBOURS / PREFILTERED
later, they are the near misses that in-batch negatives rarely are). Logits are cosine /
temperature. Default temperature 0.01: e5 was trained with it, so its cosines are spread for
that scale (they sit in a narrow band, ~0.7-0.9); a much larger one would flatten the softmax
and the loss would mostly push the band apart instead of reordering within it.
"""
from __future__ import annotations

import torch
import torch.nn.functional as F

E5_TEMPERATURE = 0.01


def info_nce(queries: torch.Tensor, positives: torch.Tensor, negatives: torch.Tensor | None = None,
             temperature: float = E5_TEMPERATURE) -> torch.Tensor:
    """queries, positives: [B, D]; negatives: [B, K, D] or None. Rows L2-normalised."""
    if queries.shape != positives.shape:
        raise ValueError("queries %s and positives %s differ" % (tuple(queries.shape), tuple(positives.shape)))
    if temperature <= 0:
        raise ValueError("temperature must be positive, got %r" % temperature)
    candidates = positives
    if negatives is not None:
        if negatives.dim() != 3 or negatives.shape[0] != queries.shape[0]:
            raise ValueError("negatives must be [B, K, D], got %s" % (tuple(negatives.shape),))
        candidates = torch.cat([positives, negatives.reshape(-1, negatives.shape[-1])])
    logits = queries @ candidates.T / temperature
    return F.cross_entropy(logits, torch.arange(queries.shape[0]))
