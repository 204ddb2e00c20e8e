import math

import pytest
import torch

from training.infonce import info_nce


def unit(*rows):
    return torch.nn.functional.normalize(torch.tensor(rows, dtype=torch.float32), dim=-1)


def test_matches_the_softmax_over_positives_then_hard_negatives():
    q = unit([1.0, 0.0], [0.0, 1.0])
    p = unit([1.0, 0.0], [1.0, 1.0])
    n = unit([0.0, 1.0], [1.0, 0.0]).reshape(2, 1, 2)
    t = 0.5
    # Query 0's candidates: p0, p1, n0, n1 -> cosines 1, 1/sqrt2, 0, 1 (target p0).
    c0 = [1.0, 1 / math.sqrt(2), 0.0, 1.0]
    # Query 1's: 0, 1/sqrt2, 1, 0 (target p1).
    c1 = [0.0, 1 / math.sqrt(2), 1.0, 0.0]
    expected = sum(-c[i] / t + math.log(sum(math.exp(x / t) for x in c)) for c, i in ((c0, 0), (c1, 1))) / 2
    assert info_nce(q, p, n, temperature=t).item() == pytest.approx(expected, rel=1e-6)


def test_in_batch_only_and_bad_shapes():
    q = unit([1.0, 0.0], [0.0, 1.0])
    assert info_nce(q, q, None, temperature=0.01).item() < 1e-6  # each query's own positive wins outright
    with pytest.raises(ValueError, match="differ"):
        info_nce(q, q[:1])
    with pytest.raises(ValueError, match=r"\[B, K, D\]"):
        info_nce(q, q, q)
    with pytest.raises(ValueError, match="temperature"):
        info_nce(q, q, None, temperature=0)
