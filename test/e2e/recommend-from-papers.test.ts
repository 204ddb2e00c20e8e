/** recommendFromPapers (positive and negative seed papers) over HTTP, on the real engines and encoder. */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, nodes, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');
const NLP = ['bengio2003neural', 'mikolov2013distributed', 'pennington2014glove', 'levy2015improving', 'devlin2019bert'];

interface Result {
  rank: number;
  score: number;
  seeds: string[];
  sources: string[];
  paper: { id: string; year: number };
  breakdown: { feature: string; value: number; weight: number; contribution: number }[];
}

describe('recommendFromPapers', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const fields = 'maxYear negativeWeight stages { stage candidates } edges { node { rank score seeds sources paper { id year } breakdown { feature value weight contribution } } }';
  const recommend = async (args: string) => {
    const result = await query(`{ recommendFromPapers(${args}) { ${fields} } }`);
    expect(result.errors).toBeUndefined();
    return result.data!.recommendFromPapers as { maxYear: number; negativeWeight: number; stages: { stage: string }[]; edges: { node: Result }[] };
  };
  const ids = (results: Result[]) => results.map((r) => r.paper.id);

  beforeAll(async () => {
    stores = await openEmptyStores('seeds', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('recommends papers like the positives, never the seeds, saying which seeds found each', async () => {
    const list = await recommend('positiveIds: ["mikolov2013distributed", "pennington2014glove"], first: 10');
    const found = ids(nodes(list));
    expect(found).not.toContain('mikolov2013distributed');
    expect(found).not.toContain('pennington2014glove');
    // The other three word-representation papers first, before oceans and cancer.
    expect(found.slice(0, 3).sort()).toEqual(['bengio2003neural', 'devlin2019bert', 'levy2015improving']);
    // No year limit but the library's: the newest paper's year.
    expect(list.maxYear).toBe(2019);
    expect(list.stages.map((s) => s.stage)).toEqual(['bm25', 'dense', 'popular', 'graph', 'filters', 'features', 'negatives', 'fusion']);
    const bengio = nodes(list).find((r) => r.paper.id === 'bengio2003neural')!;
    // Both seeds cite it: both their neighbourhoods found it.
    expect(bengio.seeds).toEqual(['mikolov2013distributed', 'pennington2014glove']);
    for (const r of nodes(list)) {
      expect(r.seeds.every((seed) => ['mikolov2013distributed', 'pennington2014glove'].includes(seed))).toBe(true);
      expect(r.breakdown.reduce((sum, b) => sum + b.contribution, 0)).toBeCloseTo(r.score, 12);
      expect(r.breakdown.map((b) => b.feature)).toEqual(['bm25', 'dense', 'citations', 'recentCitations', 'author', 'graph', 'negative']);
    }
  });

  it('pushes papers like the negatives down, and never returns a negative', async () => {
    // A negative of weight 0 is only kept out, as every seed is, before scoring: the ranking the push moves.
    // (excludeIds removes after scoring, so its ranking is the one with BERT among the candidates.)
    const plain = await recommend('positiveIds: ["pennington2014glove"], negativeIds: ["devlin2019bert"], negativeWeight: 0, first: 10');
    const pushed = await recommend('positiveIds: ["pennington2014glove"], negativeIds: ["devlin2019bert"], negativeWeight: 2, first: 10');
    expect(pushed.negativeWeight).toBe(2);
    expect(ids(nodes(pushed))).not.toContain('devlin2019bert');
    expect(ids(nodes(pushed)).sort()).toEqual(ids(nodes(plain)).sort());
    for (const r of nodes(pushed)) {
      const negative = r.breakdown.find((b) => b.feature === 'negative')!;
      expect(negative.weight).toBe(-2);
      expect(negative.contribution).toBeCloseTo(-2 * negative.value, 12);
      // The same candidates, the same positive features: the score moves by the push alone.
      const before = nodes(plain).find((p) => p.paper.id === r.paper.id)!;
      expect(r.score).toBeCloseTo(before.score + negative.contribution, 9);
    }
    // BERT reads like the NLP papers, not like the fisheries paper.
    const push = (id: string) => nodes(pushed).find((r) => r.paper.id === id)!.breakdown.find((b) => b.feature === 'negative')!.value;
    expect(push('levy2015improving')).toBeGreaterThan(push('pauly1998fishing'));
    expect(nodes(plain).every((r) => r.breakdown.find((b) => b.feature === 'negative')!.contribution === 0)).toBe(true);
  });

  it('applies the filters (names in any case) and the year window', async () => {
    const window = await recommend('positiveIds: ["levy2015improving"], filter: {yearFrom: 2003, yearTo: 2014}');
    expect(window.maxYear).toBe(2014);
    for (const r of nodes(window)) expect(r.paper.year).toBeGreaterThanOrEqual(2003);
    for (const r of nodes(window)) expect(r.paper.year).toBeLessThanOrEqual(2014);
    const oceans = await recommend('positiveIds: ["levy2015improving"], filter: {fieldsOfStudy: ["OCEANOGRAPHY"]}');
    expect(ids(nodes(oceans)).sort()).toEqual(['pauly1998fishing', 'worm2006impacts']);
    const venue = await recommend('positiveIds: ["hanahan2011hallmarks"], filter: {venues: ["science"], languages: [CA]}');
    expect(ids(nodes(venue))).toEqual(['worm2006impacts']);
    const nlp = await recommend('positiveIds: ["hanahan2011hallmarks"], filter: {fieldsOfStudy: ["natural-language processing"]}');
    expect(ids(nodes(nlp)).sort()).toEqual([...NLP].sort());
  });

  it('answers bad input with typed errors naming what is wrong', async () => {
    const tooMany = JSON.stringify(Array.from({ length: 21 }, (_, i) => `p${i}`));
    const cases: [string, string, RegExp][] = [
      ['positiveIds: []', 'INVALID_ARGUMENT', /positiveIds: give at least one/],
      [`positiveIds: ${tooMany}`, 'INVALID_ARGUMENT', /positiveIds: at most 20 papers, got 21/],
      ['positiveIds: ["pennington2014glove"], negativeIds: ["levy2015improving", "pennington2014glove"]', 'INVALID_ARGUMENT', /cannot be positive and negative: pennington2014glove/],
      ['positiveIds: ["pennington2014glove", "nope"], negativeIds: ["gone"]', 'NOT_FOUND', /^papers not found: nope, gone$/],
      ['positiveIds: ["pennington2014glove"], negativeWeight: -1', 'INVALID_ARGUMENT', /negativeWeight/],
      ['positiveIds: ["pennington2014glove"], first: 0', 'INVALID_ARGUMENT', /^first: /],
      ['positiveIds: ["pennington2014glove"], filter: {fieldsOfStudy: ["Oceanografy"]}', 'INVALID_ARGUMENT', /unknown field of study 'Oceanografy' \(closest: 'Oceanography'\)/],
      ['positiveIds: ["pennington2014glove"], filter: {yearFrom: 2015, yearTo: 2010}', 'INVALID_ARGUMENT', /filter.yearFrom/],
    ];
    for (const [args, code, message] of cases) {
      const result = await query(`{ recommendFromPapers(${args}) { maxYear } }`);
      expect([args, result.errors?.[0]?.extensions?.code]).toEqual([args, code]);
      expect(result.errors![0]!.message).toMatch(message);
    }
    const unknown = await query('{ recommendFromPapers(positiveIds: ["nope", "pennington2014glove", "gone"]) { maxYear } }');
    expect(unknown.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', ids: ['nope', 'gone'] });
  });
});
