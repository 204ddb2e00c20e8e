"""A finished training run -> model.onnx for the server, checked against PyTorch.

    python -m training.export_trained --run-dir /tmp/run --models-dir ~/.cache/refgraph/models --out model.onnx [--step last] [--interpolate 0.5]

By default the weights of the validation step with the highest RR are exported (the run keeps
them in checkpoints/best.pt), so a run longer than it needed does not cost its best model;
--step last exports the last step's. A checkpoint holds only the weights that were trained; the rest come from the
base model named (by sha256) in the run's fingerprint, which must be the one found in
--models-dir. The export (training/onnx_export.py) is then compared with the PyTorch model
on the parity texts (cosine >= --min-cosine, 0.9999); --compare-base also compares it with the
base model, which says how far training moved the vectors (one more pass over the texts that
`refgraph train encoder` never read, so only when asked). --interpolate A exports
(1 - A) * base + A * trained for every weight instead of the trained weights (WiSE-FT, Wortsman et al. 2022): on AAN half-way
kept all of the fine-tuned model's gain (docs/notebook/training-encoder-variants.md). --vectors-out writes PyTorch's vectors of those
texts as JSON lines {"role", "text", "vector"}, so the server's own encoder can be checked
against them (`refgraph train encoder` does). Prints one JSON object; exit 1 when the export
does not match, 2 with a typed error on bad input.
"""
from __future__ import annotations

import argparse
import json
import os
import sys

import torch

from .errors import TrainingError, report_and_exit

EXPORT_STEPS = ("best", "last")


def trained_bert(run_dir: str, base_model: str, interpolate: float = 1.0, step: str = "best"):
    """(BertModel in eval mode, the run's fingerprint, the step exported) for a finished run.
    step "best" takes the weights of the validation step with the highest RR (the run's
    checkpoints/best.pt, or its last checkpoint when that is the best), "last" those of the last
    step. With interpolate < 1 each trained weight is (1 - interpolate) * base + interpolate *
    trained; the weights training left frozen are the base's either way."""
    from .e5_weights import load_bert_from_onnx
    from .train_loop import BEST_FILE, best_step, checkpoint_files, sha256_file

    if not 0 < interpolate <= 1:
        raise TrainingError("INVALID_ARGUMENT", "--interpolate must be in (0, 1], got %s" % interpolate)
    if step not in EXPORT_STEPS:
        raise TrainingError("INVALID_ARGUMENT", "--step must be best or last, got %r" % step)
    files = checkpoint_files(run_dir)
    if not files:
        raise TrainingError("FILE_UNREADABLE", "%s has no checkpoints: not a training run" % run_dir)
    state = torch.load(files[-1], weights_only=False)
    fp = state["fingerprint"]
    if state["step"] != fp["steps"]:
        raise TrainingError("INVALID_ARGUMENT", "%s stopped at step %d of %d: resume it before exporting"
                            % (run_dir, state["step"], fp["steps"]))
    if sha256_file(base_model) != fp["base_model_sha256"]:
        raise TrainingError("MODEL_INVALID", "%s is not the base model this run started from" % base_model)
    trained, exported = state["trainable"], state["step"]
    if step == "best":
        wanted = best_step(state["validation"])
        if wanted is None:
            raise TrainingError("INVALID_ARGUMENT", "%s was trained without validation: export the last step" % run_dir)
        if wanted != exported:
            trained = best_weights(os.path.join(run_dir, "checkpoints", BEST_FILE), fp, wanted)
            exported = wanted
    bert = load_bert_from_onnx(base_model)  # eager attention: the exporter's plain ops
    missing = set(trained) - {n for n, _ in bert.named_parameters()}
    if missing:
        raise TrainingError("MODEL_INVALID", "checkpoint has unknown weights %s" % sorted(missing)[:3])
    if interpolate != 1:
        base_weights = dict(bert.named_parameters())  # still the base's: nothing loaded yet
        with torch.no_grad():
            trained = {name: weight.mul(interpolate).add_(base_weights[name], alpha=1 - interpolate)
                       for name, weight in trained.items()}
    bert.load_state_dict(trained, strict=False)
    return bert.eval(), fp, exported


def best_weights(path: str, fingerprint: dict, step: int) -> dict:
    """The trained weights kept at the best validation step, checked to be this run's."""
    if not os.path.isfile(path):
        raise TrainingError("FILE_UNREADABLE", "%s is missing: the weights of the best validation step (%d) "
                            "were not kept; export the last step" % (path, step))
    best = torch.load(path, weights_only=False)
    if best["fingerprint"] != fingerprint or best["step"] != step:
        raise TrainingError("MODEL_INVALID", "%s does not hold step %d of this run" % (path, step))
    return best["trainable"]


def main(argv=None) -> int:
    from .check_mapping import onnx_vectors, summary, torch_vectors
    from .encoding import E5Tokens
    from .onnx_export import export_onnx
    from .parity_texts import parity_texts

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run-dir", required=True)
    ap.add_argument("--models-dir", required=True)
    ap.add_argument("--model", default="multilingual-e5-small", help="the base model of the run")
    ap.add_argument("--out", required=True)
    ap.add_argument("--min-cosine", type=float, default=0.9999)
    ap.add_argument("--vectors-out", help="write PyTorch's vectors of the parity texts here (JSON lines)")
    ap.add_argument("--step", choices=EXPORT_STEPS, default="best",
                    help="export the validation step with the highest RR (best) or the last step")
    ap.add_argument("--compare-base", action="store_true",
                    help="also report how far the export is from the base model (base_vs_exported)")
    ap.add_argument("--interpolate", type=float, default=1.0,
                    help="export (1 - A) * base + A * trained, 0 < A <= 1 (1: the trained weights)")
    args = ap.parse_args(argv)
    base = os.path.join(args.models_dir, args.model, "model.onnx")
    try:
        bert, fp, step = trained_bert(args.run_dir, base, args.interpolate, args.step)
    except TrainingError as e:
        return report_and_exit(e)
    export_onnx(bert, args.out)
    tokens = E5Tokens(os.path.join(args.models_dir, args.model, "tokenizer.json"))
    items = parity_texts()
    exported = onnx_vectors(args.out, tokens, items)
    reference = torch_vectors(bert, tokens, items)
    if args.vectors_out:
        with open(args.vectors_out + ".partial", "w", encoding="utf-8") as f:
            for (role, text), vector in zip(items, reference):
                f.write(json.dumps({"role": role, "text": text, "vector": [float(x) for x in vector]}) + "\n")
        os.replace(args.vectors_out + ".partial", args.vectors_out)
    report = {"run": fp, "step": step, "interpolate": args.interpolate, "out": args.out, "bytes": os.path.getsize(args.out),
              "pytorch_vs_exported": summary(reference, exported)}
    if args.compare_base:
        report["base_vs_exported"] = summary(onnx_vectors(base, tokens, items), exported)
    report["ok"] = report["pytorch_vs_exported"]["min"] >= args.min_cosine
    print(json.dumps(report, indent=1))
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
