"""The validation measure of a training run, for choosing its number of steps.

Held-out citations (a JSONL file like the training one, from citing papers after the
training boundary: `refgraph train encoder` writes it) become a small retrieval task: each
distinct query (a citing paper's text) ranks every distinct passage of the file (all the
cited papers and all the drawn negatives) by cosine, and its relevant passages are the ones
it cites. Reported, as means over queries: RR (reciprocal rank of the first cited passage)
and R@10 (share of its cited passages in the top 10); the names are ir_measures'.

Texts are encoded with dropout off, no gradient, at the server's 512 tokens, so the numbers
are those the served model would give on this pool. Ranking is pure (rank_measures)."""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .errors import TrainingError
from .triples import Triple

CUTOFF = 10


@dataclass(frozen=True)
class ValidationSet:
    queries: tuple[str, ...]
    passages: tuple[str, ...]
    relevant: tuple[frozenset[int], ...]  # per query: indices into passages


def validation_set(triples: list[Triple]) -> ValidationSet:
    """Groups examples by query text; passages in first-seen order, each once."""
    queries: dict[str, set[int]] = {}
    passages: dict[str, int] = {}
    index = lambda text: passages.setdefault(text, len(passages))  # noqa: E731
    for t in triples:
        queries.setdefault(t.query, set()).add(index(t.positive))
        for n in t.negatives:
            index(n)
    for relevant in queries.values():
        if len(relevant) == len(passages):
            raise TrainingError("RECORD_INVALID", "validation: a query cites every passage, nothing to rank")
    return ValidationSet(tuple(queries), tuple(passages), tuple(frozenset(r) for r in queries.values()))


def rank_measures(scores: np.ndarray, relevant: tuple[frozenset[int], ...], cutoff: int = CUTOFF) -> dict:
    """scores [queries, passages] -> {"RR", "R@10"} means over queries. Ties break by passage
    index (a stable sort), so the result does not depend on the platform."""
    rr, recall = [], []
    for row, rel in zip(scores, relevant):
        order = np.argsort(-row, kind="stable")
        hits = [rank for rank, p in enumerate(order, 1) if p in rel]
        rr.append(1.0 / hits[0])
        recall.append(sum(1 for rank in hits if rank <= cutoff) / len(rel))
    return {"RR": float(np.mean(rr)), "R@%d" % cutoff: float(np.mean(recall))}


def evaluate(bert, tokens, vset: ValidationSet, query_role: str = "query") -> dict:
    """The measures of the model as it is now (train/eval mode is restored)."""
    from .check_mapping import torch_vectors

    was_training = bert.training
    bert.eval()
    q = torch_vectors(bert, tokens, [(query_role, t) for t in vset.queries])
    p = torch_vectors(bert, tokens, [("passage", t) for t in vset.passages])
    bert.train(was_training)
    return rank_measures(q @ p.T, vset.relevant)
