"""The validation measure's pure parts: grouping held-out examples into queries and a pool,
and RR / R@10 on hand-made scores."""
import numpy as np
import pytest

from training.errors import TrainingError
from training.triples import Triple
from training.validation import rank_measures, validation_set


def test_examples_group_by_query_and_every_passage_is_pooled_once():
    vset = validation_set([Triple("q1", "a", ("x",)), Triple("q1", "b", ("a",)), Triple("q2", "x", ("y", "a"))])
    assert vset.queries == ("q1", "q2")
    assert vset.passages == ("a", "x", "b", "y")
    assert vset.relevant == (frozenset({0, 2}), frozenset({1}))


def test_a_query_citing_the_whole_pool_is_refused():
    with pytest.raises(TrainingError, match="cites every passage"):
        validation_set([Triple("q", "a", ()), Triple("q", "b", ())])


def test_rr_and_recall_at_the_cutoff():
    # 12 passages; query 0 cites 1 (ranked 2nd) and 11 (ranked last); query 1 cites 0 (1st).
    scores = np.array([[0.9, 0.8] + [0.5] * 9 + [0.0], [1.0] + [0.0] * 11])
    measures = rank_measures(scores, (frozenset({1, 11}), frozenset({0})))
    assert measures == {"RR": pytest.approx((0.5 + 1.0) / 2), "R@10": pytest.approx((0.5 + 1.0) / 2)}


def test_ties_break_by_passage_order():
    assert rank_measures(np.zeros((1, 3)), (frozenset({2}),))["RR"] == pytest.approx(1 / 3)
