/**
 * What `refgraph calibrate` measures on the engines, before anything is fitted:
 *   backgrounds (the mean indexed vector per document language) → one cross-lingual DENSE
 *   search per query, as conceptSearch runs it (top `depth` hits, each with its cosine and
 *   margin) → the pairs: every hit (relevant when labelled so; an unlabelled hit, and every hit
 *   of an off-topic query, is not) plus each labelled pair the search did not return.
 * Judging every hit, not only the labelled ones, is what makes the threshold refuse nonsense:
 * hand labels judge hard cases near the top, and a threshold fitted on them alone never sees
 * the hits a query on nothing returns (docs/concept-search.md).
 */
import { cosine } from '../embed';
import { fileProblems, LineProblem } from '../common/file-problems';
import { RefgraphError } from '../errors/refgraph-error';
import { indexedVectors, paperFacts } from '../search';
import { BackgroundSums, backgroundCosines, Backgrounds } from './background';
import type { CalibrationPair } from './calibration-quality';
import { ConceptLabel, labelledQueries, OffTopicQuery } from './concept-labels';
import { checkedConceptQuery } from './concept-query';
import { ConceptEngines, searchConcepts } from './concept-search';
import { conceptQueryVector } from './query-vector';

export interface CalibrationInput {
  labels: readonly ConceptLabel[];
  labelsFile: string;
  offTopic: readonly OffTopicQuery[];
  offTopicFile: string | null;
  /** Hits per search (REFGRAPH_CONCEPT_SEARCH_DEPTH, as conceptSearch). */
  depth: number;
}

export interface CalibrationRun {
  model: string;
  backgrounds: Backgrounds;
  pairs: CalibrationPair[];
  /** Labelled queries and off-topic queries searched. */
  queries: { labelled: number; offTopic: number };
}

export async function runCalibrationSearches(engines: ConceptEngines, input: CalibrationInput): Promise<CalibrationRun> {
  const embedder = await engines.embedder();
  if (!embedder) throw new RefgraphError('MODEL_UNAVAILABLE', 'calibration compares cosines, which needs an encoder: set REFGRAPH_EMBEDDING_MODEL');
  const model = embedder.model;
  checkNoOverlap(input);
  const backgrounds = await measureBackgrounds(engines);
  const measuring: ConceptEngines = { ...engines, calibration: () => Promise.resolve({ model, backgrounds, thresholds: null }) };

  const pairs: CalibrationPair[] = [];
  const search = async (text: string, language: ConceptLabel['language']) => {
    const query = checkedConceptQuery({ text, languages: [language], crossLingual: true, mode: 'DENSE', threshold: { kind: 'none' }, depth: input.depth });
    return (await searchConcepts(measuring, query)).hits;
  };
  for (const q of input.offTopic) {
    for (const hit of await search(q.query, q.language)) {
      pairs.push({ queryId: q.id, queryLanguage: q.language, offTopic: q.kind, paperId: hit.paperId, language: hit.language, relevant: false, cosine: hit.cosine!, margin: hit.margin! });
    }
  }
  const queries = labelledQueries(input.labels);
  const unreturned: { queryId: string; text: string; language: string; paperId: string; relevant: boolean }[] = [];
  for (const q of queries) {
    const hits = await search(q.query, q.language);
    for (const hit of hits) {
      pairs.push({ queryId: q.id, queryLanguage: q.language, offTopic: null, paperId: hit.paperId, language: hit.language, relevant: q.judgements.get(hit.paperId) === true, cosine: hit.cosine!, margin: hit.margin! });
    }
    const returned = new Set(hits.map((h) => h.paperId));
    for (const [paperId, relevant] of q.judgements) if (!returned.has(paperId)) unreturned.push({ queryId: q.id, text: q.query, language: q.language, paperId, relevant });
  }
  pairs.push(...(await scoreUnreturned(engines, input, backgrounds, unreturned)));
  return { model, backgrounds, pairs, queries: { labelled: queries.length, offTopic: input.offTopic.length } };
}

/** Labelled papers outside a query's hits, scored on their indexed vectors as the search would have scored them. */
async function scoreUnreturned(
  engines: ConceptEngines,
  input: CalibrationInput,
  backgrounds: Backgrounds,
  unreturned: readonly { queryId: string; text: string; language: string; paperId: string; relevant: boolean }[],
): Promise<CalibrationPair[]> {
  const facts = await paperFacts(engines.elasticsearch, engines.paperIndex, [...new Set(unreturned.map((u) => u.paperId))], { vectors: true });
  const problems: LineProblem[] = input.labels
    .filter((l) => !facts.get(l.paperId)?.embedding && unreturned.some((u) => u.paperId === l.paperId))
    .map((l) => ({ line: l.line, message: facts.has(l.paperId) ? `paper '${l.paperId}' is indexed without a vector` : `paper '${l.paperId}' is not in the search index` }));
  if (problems.length > 0) throw fileProblems(input.labelsFile, problems);
  const embedder = (await engines.embedder())!;
  const pairs: CalibrationPair[] = [];
  for (const u of unreturned) {
    const paper = facts.get(u.paperId)!;
    const queryVector = await conceptQueryVector(engines, embedder, u.text, [u.language]);
    const similarity = cosine(queryVector, paper.embedding!);
    pairs.push({ queryId: u.queryId, queryLanguage: u.language, offTopic: null, paperId: u.paperId, language: paper.language, relevant: u.relevant, cosine: similarity, margin: similarity - backgroundCosines(queryVector, backgrounds)(paper.language) });
  }
  return pairs;
}

async function measureBackgrounds(engines: ConceptEngines): Promise<Backgrounds> {
  const sums = new BackgroundSums();
  for await (const page of indexedVectors(engines.elasticsearch, engines.paperIndex)) for (const paper of page) sums.add(paper.language, paper.embedding);
  const backgrounds = sums.backgrounds();
  if (!backgrounds) throw new RefgraphError('NOT_FOUND', `the search index ${engines.paperIndex} holds no paper vectors: ingest papers with embedding on, or run 'refgraph reindex --target elasticsearch'`, { kind: 'vectors' });
  return backgrounds;
}

function checkNoOverlap(input: CalibrationInput): void {
  const labelled = new Set(input.labels.map((l) => `${l.language}:${l.query}`));
  const both = input.offTopic.filter((q) => labelled.has(q.id));
  if (both.length > 0 && input.offTopicFile !== null) {
    throw fileProblems(input.offTopicFile, both.map((q) => ({ line: q.line, message: `'${q.query}' (${q.language}) is also a labelled query in ${input.labelsFile}` })));
  }
}
