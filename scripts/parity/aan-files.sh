#!/usr/bin/env bash
# The AAN parity query sets in OUT: English titles and the gold read from the AAN development
# set (not in the repository: its README forbids committing records or derivatives), the Spanish
# and Catalan translations from seed/parity/. Usage: scripts/parity/aan-files.sh OUT [AAN_DIR]
set -euo pipefail
cd "$(dirname "$0")/../.."
out="${1:?give the output folder}"
aan="${2:-../shared/data/aan-dev}"
mkdir -p "$out"
cp seed/parity/aan.es.jsonl seed/parity/aan.ca.jsonl "$out/"
node - "$aan" "$out" <<'JS'
const fs = require('node:fs');
const [aan, out] = process.argv.slice(2);
const ids = fs.readFileSync('seed/parity/aan.es.jsonl', 'utf8').trim().split('\n').map((l) => JSON.parse(l).citing);
const wanted = new Set(ids);
const titles = new Map();
for (const line of fs.readFileSync(`${aan}/queries_global.jsonl`, 'utf8').split('\n')) {
  if (line.trim() === '') continue;
  const q = JSON.parse(line);
  if (wanted.has(q.id)) titles.set(q.id, q.title);
}
const missing = ids.filter((id) => !titles.has(id));
if (missing.length > 0) throw new Error(`not in ${aan}/queries_global.jsonl: ${missing.join(', ')}`);
fs.writeFileSync(`${out}/aan.en.jsonl`, ids.map((id) => JSON.stringify({ id: `${id}@en`, citing: id, title: titles.get(id) })).join('\n') + '\n');
const qrels = [];
for (const line of fs.readFileSync(`${aan}/qrels_global.tsv`, 'utf8').split('\n')) {
  const [query, paper, grade] = line.split('\t');
  if (!wanted.has(query)) continue;
  for (const lang of ['en', 'es', 'ca']) qrels.push(`${query}@${lang}\t${paper}\t${grade}`);
}
fs.writeFileSync(`${out}/aan.qrels.tsv`, qrels.join('\n') + '\n');
console.error(`${out}: aan.{en,es,ca}.jsonl (${ids.length} queries each), aan.qrels.tsv (${qrels.length} lines)`);
JS
