"""Typed failures of the training tools. The codes are the server's (src/errors/refgraph-error.ts),
so the TypeScript command that will run training can pass them on unchanged: main() prints
{"error": {"code", "message"}} as the last line of stderr and exits 2."""
from __future__ import annotations

import json
import sys

CODES = ("INVALID_ARGUMENT", "RECORD_INVALID", "FILE_UNREADABLE", "MODEL_INVALID")


class TrainingError(Exception):
    def __init__(self, code: str, message: str):
        if code not in CODES:
            raise ValueError("unknown error code %r" % code)
        super().__init__(message)
        self.code = code


def report_and_exit(error: TrainingError) -> int:
    print(json.dumps({"error": {"code": error.code, "message": str(error)}}), file=sys.stderr)
    return 2
