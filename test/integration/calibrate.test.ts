/**
 * refgraph calibrate on the real engines and encoder: the thresholds it stores are the
 * F1-optimal ones (found here again by brute force over every possible cut), per document
 * language with the model-wide fallback, and conceptSearch(threshold: CALIBRATED) applies them.
 * Then `refgraph eval concepts` on the same labels.
 */
import { conceptEngines } from '../../src/app/services';
import { calibrateWith, readConceptLabels } from '../../src/cli/commands/calibrate';
import { conceptEvaluationTable } from '../../src/cli/commands/eval-concepts';
import { checkedConceptQuery, evaluateConceptSearch, labelledQueries, searchConcepts } from '../../src/concepts';
import { loadPaperRows } from '../../src/db/paper-rows';
import { cosine } from '../../src/embed/pooling';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, TestStores } from './harness';

const CORPUS = repoPath('test', 'fixtures', 'concept-corpus.jsonl');
/** 12 queries (4 concepts × ca, es, en) × the 12 ca/es/en papers, plus 4 labels of the French paper and 2 of the title-only one. */
const LABELS = repoPath('test', 'fixtures', 'concept-labels.jsonl');
const MIN_LABELS = 10;

interface Scored {
  score: number;
  relevant: boolean;
  language: string | null;
}

/** Every threshold that separates the cosines differently, each scored by counting; best F1, then the higher threshold. */
function bruteForceThreshold(scored: readonly Scored[]): { threshold: number; f1: number } {
  const cosines = [...new Set(scored.map((s) => s.score))].sort((a, b) => b - a);
  const candidates = cosines.map((c, i) => (i + 1 < cosines.length ? (c + cosines[i + 1]!) / 2 : c));
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
  let scored: Scored[];
  let output: string[];
  let result: Awaited<ReturnType<typeof calibrateWith>>;

  beforeAll(async () => {
    stores = await openEmptyStores('calibrate');
    await ingest(stores.targets, readJsonLines(CORPUS), { name: CORPUS, format: 'jsonl' });
    output = [];
    result = await calibrateWith(stores.services, { labelsFile: LABELS, model: null, minLabels: MIN_LABELS }, (text) => output.push(text));

    // The cosines, independently of the command: the encoder's vectors for each query and paper.
    const embedder = (await stores.services.embedder())!;
    const labels = await readConceptLabels(LABELS);
    const rows = await loadPaperRows(stores.services.prisma, [...new Set(labels.map((l) => l.paperId))]);
    const papers = await embedder.papers(rows.map((r) => ({ ...r, venue: null })));
    const language = new Map(rows.map((r) => [r.id, r.language]));
    scored = [];
    for (const label of labels) {
      scored.push({ score: cosine(await embedder.query(label.query), papers.get(label.paperId)!), relevant: label.relevant, language: language.get(label.paperId)! });
    }
  });
  afterAll(async () => closeServices(stores.services));

  it('stores the F1-optimal threshold of the model and of each language with enough labels', async () => {
    expect(result.model).toBe('multilingual-e5-small');
    const expected: Record<string, number> = { '*': bruteForceThreshold(scored).threshold };
    for (const lang of ['ca', 'en', 'es']) expected[lang] = bruteForceThreshold(scored.filter((s) => s.language === lang)).threshold;
    const stored = await stores.services.prisma.conceptThreshold.findMany({ orderBy: { language: 'asc' } });
    expect(Object.fromEntries(stored.map((row) => [row.language, row.threshold]))).toEqual(expected);
    expect(stored.every((row) => row.model === 'multilingual-e5-small' && row.source === LABELS)).toBe(true);
    expect(result.calibration.modelWide.fit.f1).toBe(bruteForceThreshold(scored).f1);
  });

  it('falls back to the model-wide threshold for a language with too few labels, and says so', () => {
    const french = result.calibration.languages.find((g) => g.language === 'fr')!;
    expect(french).toMatchObject({ labels: 4, fit: null, fallback: `4 labels, fewer than ${MIN_LABELS}` });
    const report = output.join('\n');
    expect(report).toMatch(/^fr\s+4\s+3\s+\d\.\d{4}\s+-\s+-\s+-\s+model-wide: 4 labels, fewer than 10$/m);
    expect(report).toMatch(/^\(unknown\)\s+2\s+0\s+.*model-wide: language unknown$/m);
    expect(report).toMatch(/^ca\s+relevant\s+12\s/m);
  });

  it('applies the calibrated threshold of each hit language in conceptSearch(threshold: CALIBRATED)', async () => {
    const stored = new Map((await stores.services.prisma.conceptThreshold.findMany()).map((row) => [row.language, row.threshold]));
    const query = checkedConceptQuery({ text: 'energía nuclear', languages: ['es'], crossLingual: true, mode: 'DENSE', threshold: { kind: 'calibrated' }, depth: 100 });
    const { hits } = await searchConcepts(conceptEngines(stores.services), query);
    expect(hits).toHaveLength(14);
    for (const hit of hits) {
      const threshold = stored.get(hit.language ?? '*') ?? stored.get('*');
      expect([hit.paperId, hit.threshold, hit.passed]).toEqual([hit.paperId, threshold, hit.cosine! >= threshold!]);
    }
    // The search's cosines are the ones calibration measured (same vectors, same arithmetic).
    const nuclearCa = scored[(await readConceptLabels(LABELS)).findIndex((l) => l.query === 'energía nuclear' && l.paperId === 'nuclear-ca')]!;
    expect(hits.find((h) => h.paperId === 'nuclear-ca')!.cosine).toBe(nuclearCa.score);
    expect(hits.filter((h) => h.passed).map((h) => h.paperId).sort()).toEqual(expect.arrayContaining(['nuclear-ca', 'nuclear-en', 'nuclear-es']));
  });

  it('evaluates concept search per mode, monolingual and cross-lingual (eval concepts)', async () => {
    const queries = labelledQueries(await readConceptLabels(LABELS));
    const rows = await evaluateConceptSearch(conceptEngines(stores.services), queries, ['LEXICAL', 'DENSE'], 100);
    const mean = (mode: string, crossLingual: boolean, measure: string) => rows.find((r) => r.mode === mode && r.crossLingual === crossLingual)!.means.get(measure);
    expect(rows.map((r) => [r.mode, r.crossLingual, r.queries])).toEqual([['LEXICAL', false, 12], ['LEXICAL', true, 12], ['DENSE', false, 12], ['DENSE', true, 12]]);
    // Monolingual search returns the one relevant paper in the query's language, first, and no other:
    // 1 of 3 relevant papers (1 of 4 for the nuclear queries, which have a French one).
    const oneOfThem = (3 * (1 / 4) + 9 * (1 / 3)) / 12;
    for (const mode of ['LEXICAL', 'DENSE']) {
      expect(mean(mode, false, 'R@10')).toBeCloseTo(oneOfThem, 12);
      expect(mean(mode, false, 'RR')).toBe(1);
    }
    // Cross-lingual dense search finds every relevant paper, in every language, in the top 5.
    expect(mean('DENSE', true, 'R@5')).toBe(1);
    expect(mean('LEXICAL', true, 'R@10')).toBeLessThan(1);
    expect(conceptEvaluationTable(rows)).toMatch(/^DENSE\s+cross-lingual\s+12\s+0\.3125\s+1\.0000\s+1\.0000\s+1\.0000$/m);
  });
});
