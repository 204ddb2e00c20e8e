#!/usr/bin/env bash
# Long texts for `refgraph train pooling` from the ACM-CR development set (not in the repository:
# its README forbids committing records or derivatives), written to OUT: for each of its citing
# papers, one text of its title, abstract and annotated paragraphs in document order (about 3
# windows of 512 tokens), judged by the citing paper's references (its global qrels). There is no
# talk collection here; these are the long texts with known references we have (docs/training.md).
# Usage: scripts/pooling/acm-long-texts.sh OUT [ACM_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:?give the output folder}"
acm="${2:-../shared/data/acm-cr-dev}"
mkdir -p "$out"
node - "$acm" "$out" <<'JS'
const fs = require('node:fs');
const [acm, out] = process.argv.slice(2);
const lines = (file) => fs.readFileSync(`${acm}/${file}`, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => JSON.parse(l));
const paragraphs = new Map();
for (const p of lines('queries_local_paragraph.jsonl')) {
  const list = paragraphs.get(p.citing) ?? [];
  list.push(p);
  paragraphs.set(p.citing, list);
}
const position = (p) => Number(p.id.split('#')[1]);
const texts = lines('queries_global.jsonl').map((q) => {
  const body = (paragraphs.get(q.id) ?? []).sort((a, b) => position(a) - position(b)).map((p) => p.text);
  return { id: `${q.id}#long`, title: q.title, abstract: q.abstract ?? null, text: body.join('\n\n') || null, year: q.year };
});
fs.writeFileSync(`${out}/acm-long.jsonl`, texts.map((t) => JSON.stringify(t)).join('\n') + '\n');
const qrels = fs.readFileSync(`${acm}/qrels_global.tsv`, 'utf8').split('\n').filter((l) => l.trim() !== '').map((l) => l.replace(/^([^\t]+)\t/, '$1#long\t'));
fs.writeFileSync(`${out}/acm-long.qrels.tsv`, qrels.join('\n') + '\n');
const chars = texts.map((t) => [t.title, t.abstract, t.text].join(' ').length).sort((a, b) => a - b);
console.error(`${out}: acm-long.jsonl (${texts.length} texts, median ${chars[chars.length >> 1]} characters), acm-long.qrels.tsv (${qrels.length} lines)`);
JS
