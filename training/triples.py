"""Training examples and the order they are seen in.

An example is one JSON line {"query": str, "positive": str, "negatives": [str, ...]}: the
query is encoded with e5's query role (for citations: the citing text), positive and
negatives with the passage role (the cited text; papers it does not cite).

The order is a pure function of (seed, step): epoch e is a permutation drawn from a
generator seeded with (seed, e), and step s takes the next batch_size examples of it (the
incomplete tail of an epoch is dropped, so every batch has the same size). A resumed run
therefore needs only its step number to see the same batches as an uninterrupted one.
"""
from __future__ import annotations

import json
import random
from dataclasses import dataclass

from .errors import TrainingError


@dataclass(frozen=True)
class Triple:
    query: str
    positive: str
    negatives: tuple[str, ...]


def read_triples(path: str, hard_negatives: int | None) -> list[Triple]:
    """hard_negatives: how many negatives each example must have and keeps; None keeps them all."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        raise TrainingError("FILE_UNREADABLE", "%s: %s" % (path, e)) from e
    triples = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        where = "%s:%d" % (path, number)
        try:
            row = json.loads(line)
        except json.JSONDecodeError as e:
            raise TrainingError("RECORD_INVALID", "%s: not JSON (%s)" % (where, e)) from e
        texts = [row.get("query"), row.get("positive")] if isinstance(row, dict) else [None]
        negatives = row.get("negatives") if isinstance(row, dict) else None
        if not all(isinstance(t, str) and t.strip() for t in texts):
            raise TrainingError("RECORD_INVALID", "%s: needs non-empty strings 'query' and 'positive'" % where)
        if not (isinstance(negatives, list) and all(isinstance(t, str) and t.strip() for t in negatives)):
            raise TrainingError("RECORD_INVALID", "%s: 'negatives' must be a list of non-empty strings" % where)
        if hard_negatives is not None and len(negatives) < hard_negatives:
            raise TrainingError("RECORD_INVALID", "%s: %d negatives, %d hard negatives per query asked"
                                % (where, len(negatives), hard_negatives))
        triples.append(Triple(row["query"], row["positive"], tuple(negatives if hard_negatives is None else negatives[:hard_negatives])))
    if not triples:
        raise TrainingError("RECORD_INVALID", "%s: no training examples" % path)
    return triples


def batch_indices(step: int, examples: int, batch_size: int, seed: int) -> list[int]:
    per_epoch = examples // batch_size
    if per_epoch == 0:
        raise TrainingError("INVALID_ARGUMENT", "batch size %d is larger than the %d examples"
                            % (batch_size, examples))
    epoch, within = divmod(step, per_epoch)
    order = random.Random("%d:%d" % (seed, epoch)).sample(range(examples), examples)
    return order[within * batch_size:(within + 1) * batch_size]
