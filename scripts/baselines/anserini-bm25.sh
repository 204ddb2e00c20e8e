#!/usr/bin/env bash
# Lucene's own BM25 (Anserini), title + abstract in one field, English analyzer: the baseline
# Refgraph's BM25 stage must match (issue #27). Same corpus (the papers stored in PostgreSQL),
# same queries, query texts, year limit and self-exclusion as `refgraph eval` with the same
# options (the driver uses eval's own query loader), scored by eval itself as a run file.
#
#   scripts/baselines/anserini-bm25.sh OUT_DIR [refgraph eval options: --queries-file ... --split all --same-year]
#
# Writes OUT_DIR/bm25-lucene-<k1>-<b>.trec for each pair of REFGRAPH_ANSERINI_GRID and prints the
# `refgraph eval ... --run-file bm25-lucene=...` command that scores it beside `bm25`.
#
#   REFGRAPH_ANSERINI_GRID   ["1.2:0.75"]  k1:b pairs, space-separated
#   REFGRAPH_ANSERINI_JAVA   [a Temurin/OpenJDK >= 21 under /usr/lib/jvm]  the java binary
#   REFGRAPH_ANSERINI_CACHE  [~/.cache/refgraph/anserini]  where the fatjar is kept (never in git)
#
# Anserini's fatjar ships inside the pyserini sdist on PyPI; the version and the sdist's sha256
# are pinned so the baseline cannot move under us.
set -euo pipefail

readonly PYSERINI_VERSION=1.6.0
readonly PYSERINI_SHA256=e34761d700b33613c26bc61113effc6d65598dee6ada28a33214f79350f833f4
readonly FATJAR=anserini-1.7.1-fatjar.jar

REPO_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
CACHE=${REFGRAPH_ANSERINI_CACHE:-$HOME/.cache/refgraph/anserini}
GRID=${REFGRAPH_ANSERINI_GRID:-1.2:0.75}

[ $# -ge 1 ] || { echo "usage: $0 OUT_DIR [refgraph eval options]" >&2; exit 2; }
OUT=$(mkdir -p "$1" && cd "$1" && pwd)
shift

fetch_jar() {
  local sdist=$CACHE/pyserini-$PYSERINI_VERSION.tar.gz
  [ -f "$CACHE/$FATJAR" ] && return
  mkdir -p "$CACHE"
  if [ ! -f "$sdist" ]; then
    pip download "pyserini==$PYSERINI_VERSION" --no-deps --no-binary :all: -d "$CACHE" >&2
  fi
  echo "$PYSERINI_SHA256  $sdist" | sha256sum -c --quiet - || { echo "pyserini sdist checksum mismatch: $sdist" >&2; exit 1; }
  tar -xzf "$sdist" -C "$CACHE" "pyserini-$PYSERINI_VERSION/pyserini/resources/jars/$FATJAR"
  mv "$CACHE/pyserini-$PYSERINI_VERSION/pyserini/resources/jars/$FATJAR" "$CACHE/$FATJAR"
  rm -rf "${CACHE:?}/pyserini-$PYSERINI_VERSION"
}

find_java() {
  if [ -n "${REFGRAPH_ANSERINI_JAVA:-}" ]; then echo "$REFGRAPH_ANSERINI_JAVA"; return; fi
  local candidate major
  for candidate in /usr/lib/jvm/*/bin/java /opt/*/bin/java "$(command -v java || true)"; do
    [ -x "$candidate" ] || continue
    major=$("$candidate" -version 2>&1 | sed -n 's/.*version "\([0-9]*\).*/\1/p' | head -1)
    if [ "${major:-0}" -ge 21 ]; then echo "$candidate"; return; fi
  done
  echo "Anserini needs Java 21 or later: set REFGRAPH_ANSERINI_JAVA" >&2
  exit 1
}

fetch_jar
JAVA=$(find_java)
anserini() { "$JAVA" --add-modules jdk.incubator.vector -Xmx2g -cp "$CACHE/$FATJAR" "$@"; }

node "$REPO_DIR/dist/src/bench/anserini/baseline.js" prepare --out "$OUT" "$@"

# Rebuild the index only when the corpus changed.
corpus_sum=$(sha256sum "$OUT/corpus/docs.jsonl" | cut -d' ' -f1)
if [ "$(cat "$OUT/index.sha256" 2>/dev/null || true)" != "$corpus_sum" ]; then
  rm -rf "$OUT/index"
  anserini io.anserini.index.IndexCollection -collection JsonCollection -input "$OUT/corpus" -index "$OUT/index" \
    -generator DefaultLuceneDocumentGenerator -threads 1 -memoryBuffer 512 -quiet
  echo "$corpus_sum" > "$OUT/index.sha256"
fi

depth=$(cat "$OUT/depth.txt")
k=$(cat "$OUT/k.txt")
runs=()
for pair in $GRID; do
  k1=${pair%%:*} b=${pair##*:}
  raw="$OUT/raw-$k1-$b.trec" run="$OUT/bm25-lucene-$k1-$b.trec"
  anserini io.anserini.search.SearchCollection -index "$OUT/index" -topics "$OUT/topics.tsv" -topicReader TsvString \
    -output "$raw" -bm25 -bm25.k1 "$k1" -bm25.b "$b" -hits "$depth" -threads 1 -quiet
  node "$REPO_DIR/dist/src/bench/anserini/baseline.js" filter --out "$OUT" --raw "$raw" --run "$run" --k "$k" --tag "bm25-lucene-$k1-$b"
  rm -f "$raw"
  runs+=("$run")
done

echo "score with: node dist/src/cli/main.js eval $* --systems bm25 --run-file bm25-lucene=${runs[0]}"
