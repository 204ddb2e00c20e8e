"""Texts for equality checks between two encoders: mixed languages and lengths.

Taken from the seed corpus (seed/*.jsonl) so they are real scholarly text in the three
languages Refgraph serves (en, ca, es), deterministic (file order, no sampling), and
cover short titles (query role), title + abstract (passage role) and talk transcripts
longer than 512 tokens (query role, so truncation is exercised too).
"""
from __future__ import annotations

import json
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SEED = REPO / "seed"


def _rows(name: str) -> list[dict]:
    with open(SEED / name, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def parity_texts(per_language: int = 30) -> list[tuple[str, str]]:
    """(role, text) pairs: per language, alternately a title (query) and a paper text
    (passage), up to `per_language` each, then every talk transcript (query)."""
    papers = _rows("papers-sciences.jsonl") + _rows("papers-computing.jsonl")
    out: list[tuple[str, str]] = []
    for language in ("en", "ca", "es"):
        rows = [p for p in papers if p.get("language") == language][:per_language]
        for i, p in enumerate(rows):
            if i % 2 == 0:
                out.append(("query", p["title"]))
            else:
                out.append(("passage", "%s. %s. %s." % (p["title"], p.get("abstract", ""), p.get("year", ""))))
    for talks in ("talks-computing.jsonl", "talks-sciences.jsonl"):
        out.extend(("query", "%s. %s" % (t["title"], t["transcript"])) for t in _rows(talks))
    return out


if __name__ == "__main__":
    # JSON lines {"role", "text"}: the input of the TypeScript check (src/bench/encoder-parity.ts).
    for role, text in parity_texts():
        print(json.dumps({"role": role, "text": text}, ensure_ascii=False))
