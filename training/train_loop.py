"""Contrastive fine-tuning of the served e5 encoder: seeded, checkpointed, resumable.

    python -m training.train_loop --triples training/fixtures/tiny-triples.jsonl \
        --models-dir ~/.cache/refgraph/models --out-dir /tmp/run --steps 30

Starts from the served ONNX weights (training/e5_weights.py), so step 0 is exactly today's
model. Each step encodes a batch's queries (query role; --query-role passage encodes them as
the server encodes a paper used as a citation query), positives and hard negatives
(passage role) in one padded forward pass, pools like the server (mean over the mask, L2)
and takes an AdamW step on the InfoNCE loss (training/infonce.py) with linear warm-up and
decay.

Determinism: the data order is a function of (seed, step) (training/triples.py), dropout
draws from torch's generator seeded once and saved in every checkpoint, deterministic
algorithms are enforced and the thread count is fixed; so the same seed gives the same
losses, and a run killed and resumed from its last checkpoint gives the same losses as one
that was never interrupted. Everything that changes the numbers is in the run's
fingerprint; resuming with a different one is refused rather than silently mixed.

--frozen-layers N also freezes all embeddings and the bottom N of the 12 layers, so the
backward pass stops early (cheaper steps on 2 cores).

Word embeddings are frozen by default: they are 96 M of the 118 M weights (250 k XLM-R
pieces), most pieces never occur in one corpus's citations, and updating them would cost
the most optimiser time and memory while moving languages the data does not cover (Catalan,
Spanish) for nothing. --train-word-embeddings turns them on.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import sys
import time
from dataclasses import asdict, dataclass

import torch

from .errors import TrainingError, report_and_exit
from .triples import batch_indices, read_triples

CHECKPOINTS_KEPT = 2
# The trained weights at the validation step with the highest RR so far (the step 0 weights
# when training never beat the base): what `export_trained --step best` exports.
BEST_FILE = "best.pt"


@dataclass(frozen=True)
class TrainConfig:
    triples: str
    base_model: str
    tokenizer: str
    out_dir: str
    steps: int = 30
    seed: int = 25
    batch_size: int = 8
    hard_negatives: int = 1
    max_tokens: int = 128
    learning_rate: float = 2e-5
    warmup_steps: int = 0
    temperature: float = 0.01
    query_role: str = "query"
    threads: int = 2
    train_word_embeddings: bool = False
    frozen_layers: int = 0
    validation: str | None = None
    eval_every: int = 0
    checkpoint_every: int = 100
    log_every: int = 1
    fixed_loss_examples: int = 1024

    def check(self) -> None:
        for name in ("steps", "batch_size", "threads", "checkpoint_every", "log_every", "fixed_loss_examples"):
            if getattr(self, name) < 1:
                raise TrainingError("INVALID_ARGUMENT", "%s must be at least 1, got %r" % (name, getattr(self, name)))
        if self.hard_negatives < 0 or self.warmup_steps < 0 or self.warmup_steps > self.steps:
            raise TrainingError("INVALID_ARGUMENT", "hard_negatives >= 0 and 0 <= warmup_steps <= steps")
        if not (self.learning_rate > 0 and self.temperature > 0):
            raise TrainingError("INVALID_ARGUMENT", "learning_rate and temperature must be positive")
        if self.eval_every < 0:
            raise TrainingError("INVALID_ARGUMENT", "eval_every must be at least 0, got %d" % self.eval_every)
        if self.eval_every and self.validation is None:
            raise TrainingError("INVALID_ARGUMENT", "eval_every needs a validation file")
        if self.query_role not in ("query", "passage"):
            raise TrainingError("INVALID_ARGUMENT", "query_role must be query or passage, got %r" % self.query_role)
        if self.frozen_layers < 0:
            raise TrainingError("INVALID_ARGUMENT", "frozen_layers must be at least 0, got %d" % self.frozen_layers)
        if not 3 <= self.max_tokens <= 512:
            raise TrainingError("INVALID_ARGUMENT", "max_tokens must be in 3..512, got %d" % self.max_tokens)


def sha256_file(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def fingerprint(cfg: TrainConfig) -> dict:
    """What decides the numbers: inputs by content, and every setting but where and how
    often to write (out_dir, checkpoint_every, log_every). The validation file and eval_every
    do not change the weights, but they decide the validation curve kept with the run."""
    fields = {k: v for k, v in asdict(cfg).items()
              if k not in ("triples", "validation", "base_model", "tokenizer", "out_dir", "checkpoint_every", "log_every")}
    return {**fields, "triples_sha256": sha256_file(cfg.triples),
            "validation_sha256": sha256_file(cfg.validation) if cfg.validation else None,
            "base_model_sha256": sha256_file(cfg.base_model), "tokenizer_sha256": sha256_file(cfg.tokenizer),
            "torch": torch.__version__}


def encode(bert, ids: torch.Tensor, mask: torch.Tensor) -> torch.Tensor:
    """The server's pooling, differentiable: mean over the mask, then L2."""
    hidden = bert(input_ids=ids, attention_mask=mask).last_hidden_state
    m = mask.unsqueeze(-1).to(hidden.dtype)
    return torch.nn.functional.normalize((hidden * m).sum(1) / m.sum(1), dim=-1)


# The fixed loss is measured on at most fixed_loss_examples training examples (a seeded sample,
# 1024 by default): all of a large set would be one forward pass over every text (AAN's 53,683
# examples took 20 GB). A smaller sample makes the two passes cheaper (a test's tiny run spent
# most of its CPU time on them); it is in the fingerprint, as it decides the numbers.


def fixed_loss_sample(triples: list, seed: int, size: int) -> list:
    """The same examples before and after training: all of a small set, else a seeded sample in file order."""
    if len(triples) <= size:
        return triples
    return [triples[i] for i in sorted(random.Random(seed).sample(range(len(triples)), size))]


def fixed_loss(bert, tokens, triples, cfg: TrainConfig) -> float:
    """The loss over one fixed sample of examples taken as one batch, dropout off: a noise-free
    measure of fit to compare before and after training (per-step losses vary with the batch
    drawn). Texts are encoded in small chunks; the loss is taken over all of them at once."""
    from .check_mapping import torch_vectors
    from .infonce import info_nce

    sample = fixed_loss_sample(triples, cfg.seed, cfg.fixed_loss_examples)
    was_training = bert.training
    bert.eval()
    items = [(cfg.query_role, t.query) for t in sample] + [("passage", t.positive) for t in sample] \
        + [("passage", n) for t in sample for n in t.negatives]
    v = torch.from_numpy(torch_vectors(bert, tokens, items))
    b = len(sample)
    negatives = v[2 * b:].reshape(b, cfg.hard_negatives, -1) if cfg.hard_negatives else None
    loss = info_nce(v[:b], v[b:2 * b], negatives, cfg.temperature).item()
    bert.train(was_training)
    return loss


def checkpoint_files(out_dir: str) -> list[str]:
    folder = os.path.join(out_dir, "checkpoints")
    names = sorted(n for n in os.listdir(folder) if n.startswith("step-") and n.endswith(".pt")) \
        if os.path.isdir(folder) else []
    return [os.path.join(folder, n) for n in names]


def save_in_checkpoints(out_dir: str, name: str, state: dict) -> None:
    folder = os.path.join(out_dir, "checkpoints")
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, name)
    torch.save(state, path + ".partial")
    os.replace(path + ".partial", path)  # a kill mid-write leaves the previous file intact


def save_checkpoint(out_dir: str, state: dict) -> None:
    save_in_checkpoints(out_dir, "step-%06d.pt" % state["step"], state)
    for old in checkpoint_files(out_dir)[:-CHECKPOINTS_KEPT]:
        os.remove(old)


def best_step(validation: list) -> int | None:
    """The step with the highest validation RR, the earliest on ties; None without validation."""
    best = None
    for point in validation:
        if best is None or point["RR"] > best["RR"]:
            best = point
    return None if best is None else best["step"]


def train(cfg: TrainConfig, stop_after: int | None = None) -> dict:
    """Runs (or resumes) to cfg.steps, or to stop_after steps (to test resuming). Returns the
    run record: fingerprint, losses per step, validation measures (at step 0, every
    eval_every steps and at the end, when there is a validation file), seconds."""
    from .e5_weights import load_bert_from_onnx
    from .encoding import E5Tokens
    from .infonce import info_nce
    from .validation import evaluate, validation_set

    cfg.check()
    torch.set_num_threads(cfg.threads)
    torch.use_deterministic_algorithms(True)
    triples = read_triples(cfg.triples, cfg.hard_negatives)
    batch_indices(0, len(triples), cfg.batch_size, cfg.seed)  # refuses a batch larger than the data, before any work
    tokens = E5Tokens(cfg.tokenizer, cfg.max_tokens)
    vset = validation_set(read_triples(cfg.validation, None)) if cfg.validation else None
    validation_tokens = E5Tokens(cfg.tokenizer)  # the server's 512 tokens
    fp = fingerprint(cfg)

    torch.manual_seed(cfg.seed)
    bert = load_bert_from_onnx(cfg.base_model, attn_implementation="sdpa")
    bert.embeddings.word_embeddings.weight.requires_grad_(cfg.train_word_embeddings)
    # Freezing the bottom layers (and with them all embeddings) stops the backward pass early:
    # the lever for the CPU time budget (docs/notebook/training.md).
    if cfg.frozen_layers > len(bert.encoder.layer):
        raise TrainingError("INVALID_ARGUMENT", "frozen_layers %d: the model has %d layers"
                            % (cfg.frozen_layers, len(bert.encoder.layer)))
    if cfg.frozen_layers:
        bert.embeddings.requires_grad_(False)
        for layer in bert.encoder.layer[:cfg.frozen_layers]:
            layer.requires_grad_(False)
    trainable = {n: p for n, p in bert.named_parameters() if p.requires_grad}
    optimizer = torch.optim.AdamW(trainable.values(), lr=cfg.learning_rate)
    warmup, total = cfg.warmup_steps, cfg.steps
    scheduler = torch.optim.lr_scheduler.LambdaLR(
        optimizer, lambda s: (s + 1) / warmup if s < warmup else max(0.0, (total - s) / max(1, total - warmup)))

    step, losses, before, validation = 0, [], None, []
    existing = checkpoint_files(cfg.out_dir)
    if existing:
        state = torch.load(existing[-1], weights_only=False)
        if state["fingerprint"] != fp:
            diff = sorted(k for k in fp if state["fingerprint"].get(k) != fp[k])
            raise TrainingError("INVALID_ARGUMENT", "%s holds a run with other settings (%s): use another --out-dir"
                                % (cfg.out_dir, ", ".join(diff)))
        bert.load_state_dict(state["trainable"], strict=False)
        optimizer.load_state_dict(state["optimizer"])
        scheduler.load_state_dict(state["scheduler"])
        torch.set_rng_state(state["torch_rng"])
        step, losses, before = state["step"], list(state["losses"]), state["fixed_loss_before"]
        validation = list(state["validation"])
        print("resuming at step %d from %s" % (step, existing[-1]), file=sys.stderr)

    if before is None:
        before = fixed_loss(bert, tokens, triples, cfg)

    def validate() -> None:
        measures = {"step": step, **evaluate(bert, validation_tokens, vset, cfg.query_role)}
        validation.append(measures)
        if best_step(validation) == step:  # a resumed run replays the same steps to the same weights
            save_in_checkpoints(cfg.out_dir, BEST_FILE, {"fingerprint": fp, "step": step, "RR": measures["RR"],
                                                    "trainable": {n: p.detach().clone() for n, p in trainable.items()}})
        print("validation step %d: %s (%d queries, %d passages)"
              % (step, " ".join("%s %.4f" % kv for kv in measures.items() if kv[0] != "step"),
                 len(vset.queries), len(vset.passages)), file=sys.stderr)

    if vset is not None and not validation:
        validate()
    bert.train()  # dropout on, as in e5's own fine-tuning
    started, first_step = time.time(), step
    end = cfg.steps if stop_after is None else min(cfg.steps, stop_after)
    while step < end:
        batch = [triples[i] for i in batch_indices(step, len(triples), cfg.batch_size, cfg.seed)]
        items = [(cfg.query_role, t.query) for t in batch] + [("passage", t.positive) for t in batch] \
            + [("passage", n) for t in batch for n in t.negatives]
        ids, mask = tokens.batch(items)
        vectors = encode(bert, torch.from_numpy(ids), torch.from_numpy(mask))
        b = len(batch)
        negatives = vectors[2 * b:].reshape(b, cfg.hard_negatives, -1) if cfg.hard_negatives else None
        loss = info_nce(vectors[:b], vectors[b:2 * b], negatives, cfg.temperature)
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        scheduler.step()
        step += 1
        losses.append(loss.item())
        if step % cfg.log_every == 0 or step == end:
            elapsed = time.time() - started
            eta = elapsed / (step - first_step) * (cfg.steps - step)
            print("step %d/%d loss %.4f lr %.2e | %.0f s, ETA %.0f s"
                  % (step, cfg.steps, losses[-1], scheduler.get_last_lr()[0], elapsed, eta), file=sys.stderr)
        if vset is not None and ((cfg.eval_every and step % cfg.eval_every == 0) or step == cfg.steps):
            validate()
        if step % cfg.checkpoint_every == 0 or step == cfg.steps:
            save_checkpoint(cfg.out_dir, {
                "fingerprint": fp, "step": step, "losses": losses, "fixed_loss_before": before,
                "validation": validation,
                "trainable": {n: p.detach().clone() for n, p in trainable.items()},
                "optimizer": optimizer.state_dict(), "scheduler": scheduler.state_dict(),
                "torch_rng": torch.get_rng_state()})
    after = fixed_loss(bert, tokens, triples, cfg) if step == cfg.steps else None
    return {"fingerprint": fp, "steps_done": step, "losses": losses,
            "fixed_loss": {"before": before, "after": after}, "validation": validation,
            "seconds_this_run": round(time.time() - started, 1)}


def main(argv=None) -> int:
    defaults = TrainConfig("", "", "", "")
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--triples", required=True)
    ap.add_argument("--models-dir", required=True, help="REFGRAPH_MODELS_DIR: the base model is read from it")
    ap.add_argument("--model", default="multilingual-e5-small")
    ap.add_argument("--out-dir", required=True)
    ap.add_argument("--validation", help="held-out examples (training.validation): RR and R@10 at step 0, "
                    "every --eval-every steps and at the end")
    for name in ("steps", "seed", "batch_size", "hard_negatives", "max_tokens", "warmup_steps",
                 "threads", "frozen_layers", "eval_every", "checkpoint_every", "log_every", "fixed_loss_examples"):
        ap.add_argument("--" + name.replace("_", "-"), type=int, default=getattr(defaults, name))
    ap.add_argument("--learning-rate", type=float, default=defaults.learning_rate)
    ap.add_argument("--temperature", type=float, default=defaults.temperature)
    ap.add_argument("--query-role", choices=("query", "passage"), default=defaults.query_role,
                    help="e5 role of the queries: the server encodes a paper as a citation query in "
                         "REFGRAPH_CITATION_QUERY_ROLE (passage by default)")
    ap.add_argument("--train-word-embeddings", action="store_true")
    ap.add_argument("--stop-after", type=int, help="stop after this many steps in all, as if killed (tests)")
    args = ap.parse_args(argv)
    folder = os.path.join(args.models_dir, args.model)
    cfg = TrainConfig(
        triples=args.triples, base_model=os.path.join(folder, "model.onnx"),
        tokenizer=os.path.join(folder, "tokenizer.json"), out_dir=args.out_dir, validation=args.validation,
        **{k: getattr(args, k) for k in ("steps", "seed", "batch_size", "hard_negatives", "max_tokens",
                                         "learning_rate", "warmup_steps", "temperature", "query_role", "threads",
                                         "train_word_embeddings", "frozen_layers", "eval_every", "checkpoint_every",
                                         "log_every", "fixed_loss_examples")})
    try:
        for path in (cfg.base_model, cfg.tokenizer, cfg.triples) + ((cfg.validation,) if cfg.validation else ()):
            if not os.path.isfile(path):
                raise TrainingError("FILE_UNREADABLE", "%s does not exist" % path)
        record = train(cfg, args.stop_after)
    except TrainingError as e:
        return report_and_exit(e)
    print(json.dumps(record))
    return 0


if __name__ == "__main__":
    sys.exit(main())
