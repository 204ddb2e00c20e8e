/**
 * refgraph calibrate on the real engines and encoder: the backgrounds it stores are the mean
 * vectors of the indexed papers, the threshold is the F1-optimal margin over every hit of the
 * labelled and off-topic queries (found here again by brute force from the encoder's own
 * vectors), and conceptSearch(threshold: CALIBRATED) holds each hit to it. Then `refgraph eval
 * concepts` on the same labels.
 */
import { conceptEngines } from '../../src/app/services';
import {
  calibrateAndStore,
  CalibrationResult,
  checkedConceptQuery,
  DEFAULT_MIN_RELEVANT,
  conceptEvaluationTable,
  evaluateConceptSearch,
  labelledQueries,
  readConceptLabels,
  readOffTopicQueries,
  searchConcepts,
} from '../../src/concepts';
import { loadPaperRows } from '../../src/db/paper-rows';
import { cosine, dot, l2Norm } from '../../src/embed/pooling';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, TestStores } from './harness';

const CORPUS = repoPath('test', 'fixtures', 'concept-corpus.jsonl');
/** 12 queries (4 concepts × ca, es, en) × the 12 ca/es/en papers, plus 4 labels of the French paper and 2 of the title-only one. */
const LABELS = repoPath('test', 'fixtures', 'concept-labels.jsonl');
/** Two nonsense queries and one off-topic one. */
const OFF_TOPIC = repoPath('test', 'fixtures', 'concept-off-topic.jsonl');

interface Scored {
  query: string;
  /** The off-topic query's kind; null for a labelled query. */
  kind: string | null;
  score: number;
  relevant: boolean;
}

/** Every threshold that separates the scores differently, each scored by counting; best F1, then the higher threshold. */
function bruteForceThreshold(scored: readonly Scored[]): { threshold: number; f1: number } {
  const scores = [...new Set(scored.map((s) => s.score))].sort((a, b) => b - a);
  const candidates = scores.map((c, i) => (i + 1 < scores.length ? (c + scores[i + 1]!) / 2 : c));
  let best = { threshold: Number.NaN, f1: -1 };
  for (const threshold of candidates) {
    const tp = scored.filter((s) => s.relevant && s.score >= threshold).length;
    const fp = scored.filter((s) => !s.relevant && s.score >= threshold).length;
    const fn = scored.filter((s) => s.relevant && s.score < threshold).length;
    const f1 = (2 * tp) / (2 * tp + fp + fn);
    if (f1 > best.f1 || (f1 === best.f1 && threshold > best.threshold)) best = { threshold, f1 };
  }
  return best;
}

describe('refgraph calibrate', () => {
  let stores: TestStores;
  /**
   * Concept search reading each query as written, without its translation, as the brute force
   * below encodes it (the translation's vector is checked through the demo's kept regression,
   * test/e2e/concept-calibration.test.ts).
   */
  const engines = () => {
    const { translate: _, ...asWritten } = conceptEngines(stores.services);
    return asWritten;
  };
  /** Every (query, paper) of the corpus: the index holds 14 papers, fewer than a search's 100 hits. */
  let scored: Scored[];
  let mean: Float64Array;
  let output: string[];
  let result: CalibrationResult;

  beforeAll(async () => {
    stores = await openEmptyStores('calibrate');
    await ingest(stores.targets, readJsonLines(CORPUS), { name: CORPUS, format: 'jsonl' });
    output = [];
    const request = { labelsFile: LABELS, offTopicFile: OFF_TOPIC, perQueryLanguage: true, minRelevant: DEFAULT_MIN_RELEVANT, depth: stores.services.config.concepts.depth };
    result = await calibrateAndStore(engines(), stores.services.prisma, request, (text) => output.push(text));

    // The margins, independently of the command: the encoder's vectors, their mean, every pair.
    const embedder = (await stores.services.embedder())!;
    const ids = (await stores.services.prisma.paper.findMany({ select: { id: true } })).map((p) => p.id);
    const rows = await loadPaperRows(stores.services.prisma, ids);
    const papers = await embedder.papers(rows.map((r) => ({ ...r, venue: null })));
    mean = new Float64Array(384);
    for (const vector of papers.values()) for (let i = 0; i < 384; i++) mean[i]! += vector[i]! / l2Norm(vector) / papers.size;
    const relevant = new Set((await readConceptLabels(LABELS)).filter((l) => l.relevant).map((l) => `${l.query}|${l.paperId}`));
    const queries = [
      ...[...new Set((await readConceptLabels(LABELS)).map((l) => l.query))].map((query) => ({ query, kind: null })),
      ...(await readOffTopicQueries(OFF_TOPIC)).map((q) => ({ query: q.query, kind: q.kind })),
    ];
    scored = [];
    for (const { query, kind } of queries) {
      const q = await embedder.query(query);
      const background = dot(q, mean) / l2Norm(q);
      for (const [id, vector] of papers) scored.push({ query, kind, score: cosine(q, vector) - background, relevant: relevant.has(`${query}|${id}`) });
    }
  });
  afterAll(async () => closeServices(stores.services));

  it('stores the mean indexed vector and the F1-optimal margin threshold over every hit', async () => {
    expect(result.model).toBe('multilingual-e5-small');
    const backgrounds = await stores.services.prisma.conceptBackground.findMany();
    // Fewer than 20 papers per language: one mean over all papers.
    expect(backgrounds.map((b) => [b.language, b.papers])).toEqual([['*', 14]]);
    backgrounds[0]!.vector.forEach((x, i) => expect(x).toBeCloseTo(mean[i]!, 6));
    const stored = await stores.services.prisma.conceptThreshold.findMany();
    expect(stored.map((row) => [row.model, row.language, row.source])).toEqual([['multilingual-e5-small', '*', LABELS]]);
    const expected = bruteForceThreshold(scored);
    expect(stored[0]!.threshold).toBeCloseTo(expected.threshold, 5);
    expect(result.margin.calibration.modelWide.fit.f1).toBeCloseTo(expected.f1, 10);
  });

  it('reports the fit against raw cosines, by language pair, and what the off-topic queries let through', () => {
    const report = output.join('\n');
    expect(report).toMatch(/^cosine\s+0\.\d{4}\s/m);
    expect(report).toMatch(/^margin\s+0\.\d{4}\s/m);
    expect(report).toMatch(/^ca → en\s+4\s/m);
    // Four queries a language give each 12-13 relevant pairs, fewer than a threshold of its own needs: every language uses the pooled one.
    expect(report).toMatch(/^ca\s+\d+\s+1[23]\s+0\.\d{4}\s+-\s+-\s+-\s+pooled: 1[23] relevant pairs, fewer than 20$/m);
    const threshold = result.margin.calibration.modelWide.fit.threshold;
    for (const kind of ['nonsense', 'off-topic']) {
      const passing = scored.filter((s) => s.kind === kind && s.score >= threshold);
      const queries = new Set(passing.map((s) => s.query)).size;
      expect([kind, result.measures.get(`margin ${kind} queries passing`), result.measures.get(`margin ${kind} hits passing`)]).toEqual([kind, queries, passing.length]);
      expect(report).toMatch(new RegExp(`^${kind}\\s+${new Set(scored.filter((s) => s.kind === kind).map((s) => s.query)).size}\\s+${queries}\\s+${passing.length}$`, 'm'));
    }
  });

  it('holds each hit to the calibrated margin in conceptSearch(threshold: CALIBRATED)', async () => {
    const { threshold, floor } = await stores.services.prisma.conceptThreshold.findFirstOrThrow();
    const query = checkedConceptQuery({ text: 'energía nuclear', languages: ['es'], crossLingual: true, mode: 'DENSE', threshold: { kind: 'calibrated' }, depth: 100 });
    const { hits, thresholdScore, total } = await searchConcepts(engines(), query);
    expect(thresholdScore).toBe('MARGIN');
    // The matches: the corpus' 14 papers, those whose margin reaches the relevance floor (never above the threshold).
    const margins = scored.filter((s) => s.query === 'energía nuclear').map((s) => s.score);
    expect(floor).not.toBeNull();
    expect(floor!).toBeLessThanOrEqual(threshold);
    // (The brute-force margins are measured against a float64 mean, the stored background is float32: a pair at the floor may fall either side.)
    expect(total.relation).toBe('EXACT');
    expect(total.value).toBeGreaterThanOrEqual(margins.filter((m) => m >= floor! + 1e-6).length);
    expect(total.value).toBeLessThanOrEqual(margins.filter((m) => m >= floor! - 1e-6).length);
    expect(hits).toHaveLength(total.value);
    for (const hit of hits) {
      expect(hit.margin).toBeCloseTo(hit.cosine! - hit.background!, 12);
      expect([hit.paperId, hit.threshold, hit.passed]).toEqual([hit.paperId, threshold, hit.margin! >= threshold]);
    }
    expect(hits.filter((h) => h.passed).map((h) => h.paperId).sort()).toEqual(expect.arrayContaining(['nuclear-ca', 'nuclear-en', 'nuclear-es']));
    const nonsense = checkedConceptQuery({ ...query, text: 'xyzzy plugh', languages: ['en'] });
    expect((await searchConcepts(engines(), nonsense)).passedCount).toBe(0);
  });

  it('evaluates concept search per mode, monolingual and cross-lingual (eval concepts)', async () => {
    const queries = labelledQueries(await readConceptLabels(LABELS));
    const rows = await evaluateConceptSearch(engines(), queries, ['LEXICAL', 'DENSE'], 100);
    const meanOf = (mode: string, crossLingual: boolean, measure: string) => rows.find((r) => r.mode === mode && r.crossLingual === crossLingual && r.queryLanguage === null)!.means.get(measure);
    const overall = rows.filter((r) => r.queryLanguage === null);
    expect(overall.map((r) => [r.mode, r.crossLingual, r.queries])).toEqual([['LEXICAL', false, 12], ['LEXICAL', true, 12], ['DENSE', false, 12], ['DENSE', true, 12]]);
    // And per query language: four queries each.
    expect(rows.filter((r) => r.mode === 'DENSE' && r.crossLingual).map((r) => [r.queryLanguage, r.queries])).toEqual([[null, 12], ['ca', 4], ['en', 4], ['es', 4]]);
    // Monolingual search returns the one relevant paper in the query's language, first, and no other:
    // 1 of 3 relevant papers (1 of 4 for the nuclear queries, which have a French one).
    const oneOfThem = (3 * (1 / 4) + 9 * (1 / 3)) / 12;
    for (const mode of ['LEXICAL', 'DENSE']) {
      expect(meanOf(mode, false, 'R@10')).toBeCloseTo(oneOfThem, 12);
      expect(meanOf(mode, false, 'RR')).toBe(1);
    }
    // Cross-lingual dense search finds every relevant paper, in every language, in the top 5.
    expect(meanOf('DENSE', true, 'R@5')).toBe(1);
    expect(meanOf('LEXICAL', true, 'R@10')).toBeLessThan(1);
    expect(conceptEvaluationTable(rows)).toMatch(/^DENSE\s+cross-lingual\s+all\s+12\s+0\.3125\s+1\.0000\s+1\.0000\s+1\.0000$/m);
  });
});
