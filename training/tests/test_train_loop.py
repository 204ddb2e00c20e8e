"""A tiny real training run of the served encoder on the fixture (training/fixtures): the
loss falls, the same seed gives the same losses, and a run stopped and resumed from its
last checkpoint gives the losses of one that never stopped.

Two runs of the same settings serve every test (each costs ~40 s of CPU on 2 cores): `full_run`,
uninterrupted, and `interrupted`, started again from scratch with the same seed, stopped after 6
steps as a kill would stop it, looked at, then resumed to the end. The second run is the "same
seed" run too: its first 6 steps are a fresh start, its last 6 follow a restored checkpoint, and
both must give `full_run`'s numbers. The models the tests compare or export are loaded once
(`base_bert`, shared with test_mapping.py, and `last_bert`): loading one is ~3-7 s of CPU. The bottom 6 of the 12 layers are frozen, as the
library's runs freeze some: the backward pass stops halfway and the checkpoints (weights and
AdamW's moments) hold half the layers; the whole pytest run took 175 s of CPU instead of 197
(2026-12-02, load ~18). With 10 frozen, two of the tests failed."""
import dataclasses
import os
from types import SimpleNamespace

import pytest
import torch

from training.errors import TrainingError
from training.train_loop import TrainConfig, checkpoint_files, train

from .conftest import MODEL


@pytest.fixture(scope="module")
def config(models_dir, tiny_triples, tmp_path_factory):
    folder = os.path.join(models_dir, MODEL)
    return TrainConfig(triples=tiny_triples, base_model=os.path.join(folder, "model.onnx"),
                       tokenizer=os.path.join(folder, "tokenizer.json"),
                       out_dir=str(tmp_path_factory.mktemp("run")), steps=12, max_tokens=32,
                       learning_rate=1e-4, checkpoint_every=4, log_every=4,
                       validation=tiny_triples, eval_every=6, frozen_layers=6)


@pytest.fixture(scope="module")
def full_run(config):
    return train(config)


@pytest.fixture(scope="module")
def interrupted(config, tmp_path_factory):
    """A second run of the same settings: stopped after 6 steps (it checkpoints at 4; steps 5-6
    are lost, as in a kill), what an export and the folder say then, and the run resumed."""
    from training.export_trained import trained_bert

    cfg = dataclasses.replace(config, out_dir=str(tmp_path_factory.mktemp("interrupted")))
    stopped = train(cfg, stop_after=6)
    kept = [os.path.basename(f) for f in checkpoint_files(cfg.out_dir)]
    with pytest.raises(TrainingError) as unfinished:
        trained_bert(cfg.out_dir, cfg.base_model)
    return SimpleNamespace(config=cfg, stopped=stopped, kept_when_stopped=kept, export_when_stopped=unfinished.value,
                           resumed=train(cfg))


@pytest.fixture(scope="module")
def base_bert(served_bert):
    return served_bert  # config.base_model, loaded once for the session (conftest.py)


@pytest.fixture(scope="module")
def last_bert(config, full_run):
    """full_run's model at its last step, with the run's fingerprint and the step (what
    export_trained.trained_bert gives); the tests read it or export it, none changes it."""
    from training.export_trained import trained_bert

    return trained_bert(config.out_dir, config.base_model, step="last")


def test_the_loss_falls(full_run):
    assert len(full_run["losses"]) == 12
    fit = full_run["fixed_loss"]
    assert fit["after"] < 0.7 * fit["before"], fit


def test_validation_is_measured_at_the_start_every_eval_every_steps_and_at_the_end(full_run):
    # The fixture doubles as its own validation set: fitting it must raise RR.
    assert [v["step"] for v in full_run["validation"]] == [0, 6, 12]
    assert full_run["validation"][-1]["RR"] > full_run["validation"][0]["RR"], full_run["validation"]
    assert all(0 < v["R@10"] <= 1 for v in full_run["validation"])


def test_same_seed_same_losses(full_run, interrupted):
    # From scratch: the first 6 steps, the fixed loss before training and the validation at 0 and 6.
    assert interrupted.stopped["losses"] == full_run["losses"][:6]
    assert interrupted.stopped["fixed_loss"]["before"] == full_run["fixed_loss"]["before"]
    assert interrupted.stopped["validation"] == full_run["validation"][:2]
    # To the end (steps 7-12 from the restored checkpoint's weights, optimiser and generator).
    assert interrupted.resumed["losses"] == full_run["losses"]
    assert interrupted.resumed["fixed_loss"] == full_run["fixed_loss"]


def test_a_stopped_run_resumes_to_the_same_losses(full_run, interrupted):
    cfg, stopped, resumed = interrupted.config, interrupted.stopped, interrupted.resumed
    assert stopped["steps_done"] == 6 and stopped["fixed_loss"]["after"] is None
    assert interrupted.kept_when_stopped == ["step-000004.pt"]
    assert resumed["losses"] == full_run["losses"]
    assert resumed["fixed_loss"] == full_run["fixed_loss"]
    assert resumed["validation"] == full_run["validation"]
    assert [os.path.basename(f) for f in checkpoint_files(cfg.out_dir)] == ["step-000008.pt", "step-000012.pt"]

    with pytest.raises(TrainingError, match=r"other settings \(seed\)") as e:
        train(dataclasses.replace(cfg, seed=26))
    assert e.value.code == "INVALID_ARGUMENT"


@pytest.mark.parametrize("change, message", [
    ({"steps": 0}, "steps must be at least 1"),
    ({"max_tokens": 600}, "max_tokens must be in"),
    ({"temperature": 0.0}, "must be positive"),
    ({"batch_size": 64}, "larger than the 32 examples"),
    ({"frozen_layers": 13}, "the model has 12 layers"),
])
def test_bad_settings_are_typed_errors(config, tmp_path, change, message):
    with pytest.raises(TrainingError, match=message):
        train(dataclasses.replace(config, out_dir=str(tmp_path), **change))


def test_the_trained_model_exports_to_onnx_with_pytorch_s_vectors(config, full_run, last_bert, tmp_path):
    from training.check_mapping import onnx_vectors, summary, torch_vectors
    from training.encoding import E5Tokens
    from training.onnx_export import export_onnx
    from training.parity_texts import parity_texts

    bert, fp, _ = last_bert
    assert fp == full_run["fingerprint"]
    out = str(tmp_path / "model.onnx")
    export_onnx(bert, out)
    tokens = E5Tokens(config.tokenizer)
    items = parity_texts()[::7]
    exported = onnx_vectors(out, tokens, items)
    assert summary(torch_vectors(bert, tokens, items), exported)["min"] >= 0.9999
    # Training moved the vectors (so the export is not the base model by mistake), but not far.
    moved = summary(onnx_vectors(config.base_model, tokens, items), exported)
    assert 0.9 < moved["min"] and moved["mean"] < 0.9999, moved


def test_interpolation_lies_between_the_base_and_the_trained_weights(config, full_run, base_bert, last_bert):
    from training.export_trained import trained_bert

    base = dict(base_bert.named_parameters())
    trained = dict(last_bert[0].named_parameters())
    half = dict(trained_bert(config.out_dir, config.base_model, interpolate=0.5, step="last")[0].named_parameters())
    moved = [name for name in base if not base[name].equal(trained[name])]
    assert moved, "training moved no weight"
    for name in moved:
        assert (half[name] - (base[name] + trained[name]) / 2).abs().max().item() < 1e-6, name
    for name in set(base) - set(moved):
        assert half[name].equal(base[name]), name
    with pytest.raises(TrainingError, match=r"--interpolate must be in \(0, 1\], got 1.5"):
        trained_bert(config.out_dir, config.base_model, interpolate=1.5)


def test_the_best_validation_step_is_kept_and_exported_by_default(config, full_run, last_bert, tmp_path):
    from training.export_trained import best_weights, trained_bert
    from training.train_loop import best_step

    best = best_step(full_run["validation"])
    kept = torch.load(os.path.join(config.out_dir, "checkpoints", "best.pt"), weights_only=False)
    assert kept["step"] == best and kept["RR"] == max(v["RR"] for v in full_run["validation"])
    bert, _, step = trained_bert(config.out_dir, config.base_model)
    assert step == best
    weights = dict(bert.named_parameters())
    assert all(weights[name].equal(value) for name, value in kept["trainable"].items())
    assert last_bert[2] == 12

    with pytest.raises(TrainingError, match="were not kept") as e:
        best_weights(str(tmp_path / "best.pt"), full_run["fingerprint"], 6)
    assert e.value.code == "FILE_UNREADABLE"
    with pytest.raises(TrainingError, match="does not hold step 7 of this run"):
        best_weights(os.path.join(config.out_dir, "checkpoints", "best.pt"), full_run["fingerprint"], 7)
    with pytest.raises(TrainingError, match="--step must be best or last"):
        trained_bert(config.out_dir, config.base_model, step="first")


def test_the_best_step_is_the_earliest_of_the_highest_rr():
    from training.train_loop import best_step

    assert best_step([{"step": 0, "RR": 0.2}, {"step": 6, "RR": 0.5}, {"step": 12, "RR": 0.5}]) == 6
    assert best_step([{"step": 0, "RR": 0.3}, {"step": 6, "RR": 0.1}]) == 0
    assert best_step([]) is None


def test_an_unfinished_run_is_not_exported(config, interrupted, tmp_path):
    from training.export_trained import trained_bert

    # Stopped after step 6, its last checkpoint at step 4.
    assert isinstance(interrupted.export_when_stopped, TrainingError)
    assert "stopped at step 4 of 12" in str(interrupted.export_when_stopped)
    with pytest.raises(TrainingError, match="no checkpoints"):
        trained_bert(str(tmp_path / "empty"), config.base_model)


def test_the_trained_model_ranks_the_cited_paper_above_the_graph_neighbour_the_base_model_preferred(config, base_bert, last_bert):
    """The issue's known-answer check: the fixture's negatives are graph neighbours of the citing
    paper; wherever the base model scores the neighbour at least as high as the cited paper, the
    trained model ranks the cited paper first."""
    from training.check_mapping import torch_vectors
    from training.encoding import E5Tokens
    from training.triples import read_triples

    triples = read_triples(config.triples, 1)
    tokens = E5Tokens(config.tokenizer, config.max_tokens)

    def margins(bert):
        queries = torch_vectors(bert, tokens, [(config.query_role, t.query) for t in triples])
        cited = torch_vectors(bert, tokens, [("passage", t.positive) for t in triples])
        neighbours = torch_vectors(bert, tokens, [("passage", t.negatives[0]) for t in triples])
        return (queries * cited).sum(-1) - (queries * neighbours).sum(-1)

    before = margins(base_bert)
    after = margins(last_bert[0])
    base_wrong = [i for i, m in enumerate(before) if m <= 0]
    assert base_wrong, "the base model already ranks every cited paper first: the check would prove nothing"
    assert [i for i in base_wrong if after[i] <= 0] == [], (before.round(4).tolist(), after.round(4).tolist())
