#!/usr/bin/env bash
# A smaller ACM-CR collection for comparing encoders when encoding all 108,837 abstracts does not
# fit (about 40 papers/s a model on 2 cores; docs/notebook/training-joined.md): every paper some query of the
# three sets judges relevant, plus a seeded random sample of the others, written to OUT as
# papers.jsonl.gz for `refgraph ingest --format papers`. Distractors are fewer, so scores run
# higher than on the whole collection; compare encoders on the same subset, not with its rows.
# The development set is not in the repository (its README forbids committing records or
# derivatives); the dataset's README suggests a subset for benchmarks that need one.
# Usage: scripts/training/acm-subset.sh OUT [SIZE=25000] [SEED=25] [ACM_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:?give the output file (papers.jsonl.gz)}"
size="${2:-25000}"
seed="${3:-25}"
acm="${4:-../shared/data/acm-cr-dev}"
python3 - "$acm" "$out" "$size" "$seed" <<'PY'
import gzip, json, random, sys
acm, out, size, seed = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
relevant = set()
for name in ('global', 'local_paragraph', 'local_sentence'):
    with open(f'{acm}/qrels_{name}.tsv') as qrels:
        relevant.update(line.split('\t')[1] for line in qrels if line.strip())
with gzip.open(f'{acm}/papers.jsonl.gz', 'rt') as papers:
    records = [json.loads(line) for line in papers]
if size < len(relevant):
    sys.exit(f'acm-subset: SIZE {size} is smaller than the {len(relevant)} relevant papers')
others = [p for p in records if p['id'] not in relevant]
random.Random(seed).shuffle(others)
kept = relevant | {p['id'] for p in others[:size - len(relevant)]}
with gzip.open(out, 'wt') as subset:
    for p in records:
        if p['id'] in kept:
            subset.write(json.dumps(p) + '\n')
print(f'{out}: {len(kept)} papers ({len(relevant)} relevant, {len(kept) - len(relevant)} sampled with seed {seed})', file=sys.stderr)
PY
