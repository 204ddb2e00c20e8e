import json

import pytest

from training.errors import TrainingError
from training.triples import batch_indices, read_triples


def write(tmp_path, lines):
    path = tmp_path / "t.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return str(path)


def row(**fields):
    base = {"query": "q", "positive": "p", "negatives": ["n1", "n2"]}
    base.update(fields)
    return json.dumps(base)


def test_reads_examples_and_keeps_the_asked_number_of_negatives(tmp_path):
    triples = read_triples(write(tmp_path, [row(), "", row(query="q2")]), hard_negatives=1)
    assert [(t.query, t.negatives) for t in triples] == [("q", ("n1",)), ("q2", ("n1",))]


@pytest.mark.parametrize("line, message", [
    ("{not json", "t.jsonl:1: not JSON"),
    (row(query=""), "needs non-empty strings"),
    (row(positive=3), "needs non-empty strings"),
    (row(negatives="n"), "'negatives' must be a list"),
    (row(negatives=["n1"]), "1 negatives, 2 hard negatives"),
    ("[1, 2]", "needs non-empty strings"),
])
def test_refuses_bad_records_with_their_line(tmp_path, line, message):
    with pytest.raises(TrainingError, match=message) as e:
        read_triples(write(tmp_path, [line]), hard_negatives=2)
    assert e.value.code == "RECORD_INVALID"


def test_refuses_empty_and_missing_files(tmp_path):
    with pytest.raises(TrainingError, match="no training examples"):
        read_triples(write(tmp_path, [""]), hard_negatives=1)
    with pytest.raises(TrainingError) as e:
        read_triples(str(tmp_path / "absent.jsonl"), hard_negatives=1)
    assert e.value.code == "FILE_UNREADABLE"


def test_batches_are_a_function_of_seed_and_step_and_cover_each_epoch():
    epoch = [i for step in range(3) for i in batch_indices(step, 10, 3, seed=7)]
    assert sorted(epoch) == sorted(set(epoch)) and len(epoch) == 9  # the tail of 1 is dropped
    assert batch_indices(4, 10, 3, seed=7) == batch_indices(4, 10, 3, seed=7)
    assert batch_indices(3, 10, 3, seed=7) != batch_indices(0, 10, 3, seed=7)  # a new epoch, a new order
    assert batch_indices(0, 10, 3, seed=8) != batch_indices(0, 10, 3, seed=7)
    with pytest.raises(TrainingError, match="larger than the 2 examples"):
        batch_indices(0, 2, 3, seed=7)
