/** recommendations(talkId) and recommendCitations over HTTP, on the real engines and encoder. */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, nodes, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');
const YEARS: Record<string, number> = {
  bengio2003neural: 2003, mikolov2013distributed: 2013, pennington2014glove: 2014, levy2015improving: 2015,
  devlin2019bert: 2019, pauly1998fishing: 1998, worm2006impacts: 2006, hanahan2000hallmarks: 2000, hanahan2011hallmarks: 2011,
};

interface Result {
  rank: number;
  score: number;
  paper: { id: string };
  breakdown: { feature: string; value: number; weight: number; contribution: number }[];
}

describe('recommendations', () => {
  let stores: TestStores;
  let server: RunningServer;

  const query = graphqlClient(() => server.url);
  const fields = 'maxYear stages { stage candidates } weights { feature weight } edges { node { rank score paper { id } breakdown { feature value weight contribution } } }';
  const ids = (results: Result[]) => results.map((r) => r.paper.id);

  beforeAll(async () => {
    stores = await openEmptyStores('recommend', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it("puts the papers a talk discusses first, and never a paper from the talk's year or later", async () => {
    const result = await query(`{ recommendations(talkId: "talk-word-vectors-2015", first: 10) { ${fields} } }`);
    expect(result.errors).toBeUndefined();
    const list = result.data!.recommendations;
    expect(list.maxYear).toBe(2014);
    expect(ids(nodes(list)).slice(0, 3).sort()).toEqual(['bengio2003neural', 'mikolov2013distributed', 'pennington2014glove']);
    for (const id of ids(nodes(list))) expect(YEARS[id]).toBeLessThan(2015);
    expect(list.stages.map((s: { stage: string }) => s.stage)).toEqual(['bm25', 'dense', 'popular', 'graph', 'filters', 'features', 'fusion']);
    // The speaker is 1 of the skip-gram paper's 5 authors, and that paper cites all 4 authors of
    // the neural language model: author shares 1/5 and 4/4.
    const authorValue = (id: string) => (nodes(list) as Result[]).find((r) => r.paper.id === id)!.breakdown.find((b) => b.feature === 'author')!.value;
    expect(authorValue('mikolov2013distributed')).toBeCloseTo(0.2, 12);
    expect(authorValue('bengio2003neural')).toBe(1);
    expect(authorValue('pennington2014glove')).toBe(0);
  });

  it('admits same-year papers only when asked, and later ones never', async () => {
    const result = await query(`{ recommendations(talkId: "talk-word-vectors-2015", first: 20, includeSameYear: true) { ${fields} } }`);
    const found = ids(nodes(result.data!.recommendations));
    expect(found).toContain('levy2015improving');
    expect(found).not.toContain('devlin2019bert');
  });

  it('explains every score: contributions add up to it, and a zero weight removes its feature exactly', async () => {
    const result = await query(`{ recommendations(talkId: "talk-word-vectors-2015", weights: {dense: 0, graph: 2}, fusion: WEIGHTED) { ${fields} } }`);
    const list = result.data!.recommendations;
    expect(list.weights).toContainEqual({ feature: 'dense', weight: 0 });
    expect(list.weights).toContainEqual({ feature: 'graph', weight: 2 });
    for (const r of nodes(list) as Result[]) {
      expect(r.breakdown.reduce((sum, b) => sum + b.contribution, 0)).toBeCloseTo(r.score, 12);
      expect(r.breakdown.find((b) => b.feature === 'dense')!.contribution).toBe(0);
      for (const b of r.breakdown) expect(b.contribution).toBeCloseTo(b.weight * b.value, 12);
    }
    // The graph feature's evidence: a paper has citation links to seeds exactly when its graph value is above 0, the same share for the same number of links.
    const why = await query(`{ recommendations(talkId: "talk-word-vectors-2015", first: 30) { edges { node { breakdown { feature value } graphLinks { citesSeed citedBySeed seed { id } } } } } }`);
    type Why = { breakdown: { feature: string; value: number }[]; graphLinks: { citesSeed: boolean; citedBySeed: boolean; seed: { id: string } }[] };
    const linked = (nodes(why.data!.recommendations) as Why[]).map((r) => ({ value: r.breakdown.find((b) => b.feature === 'graph')!.value, links: r.graphLinks }));
    expect(linked.some((r) => r.links.length > 0)).toBe(true);
    for (const r of linked) {
      expect(r.links.length > 0).toBe(r.value > 0);
      for (const link of r.links) expect(link.citesSeed || link.citedBySeed).toBe(true);
    }
    const perLink = linked.filter((r) => r.links.length > 0).map((r) => r.value / r.links.length);
    for (const share of perLink) expect(share).toBeCloseTo(perLink[0]!, 12);
    const rrf = await query(`{ recommendations(talkId: "talk-word-vectors-2015", fusion: RRF) { ${fields} } }`);
    for (const r of nodes(rrf.data!.recommendations) as Result[]) {
      expect(r.breakdown.reduce((sum, b) => sum + b.contribution, 0)).toBeCloseTo(r.score, 12);
    }
  });

  it('recommends citations for a stored paper (global), without itself or newer papers', async () => {
    const result = await query(`{ recommendCitations(input: {paperId: "pennington2014glove"}, first: 5) { ${fields} } }`);
    const found = ids(nodes(result.data!.recommendCitations));
    expect(found.slice(0, 2).sort()).toEqual(['bengio2003neural', 'mikolov2013distributed']);
    expect(found).not.toContain('pennington2014glove');
    for (const id of found) expect(YEARS[id]).toBeLessThan(2014);
  });

  it('recommends citations for a citation context (markers stripped) and a topic sentence', async () => {
    const local = await query(`{ recommendCitations(input: {context: "Fitting vectors to global co-occurrence counts [12, 14] captures word analogies.", year: 2016}, first: 3) { ${fields} } }`);
    expect(ids(nodes(local.data!.recommendCitations))[0]).toBe('pennington2014glove');
    const paragraph = await query(`{ recommendCitations(input: {topicSentence: "Cancer cells acquire a set of distinctive capabilities.", year: 2012}, first: 2) { ${fields} } }`);
    expect(ids(nodes(paragraph.data!.recommendCitations)).sort()).toEqual(['hanahan2000hallmarks', 'hanahan2011hallmarks']);
    // With its citing paper: the query is that paper's year, and the paper itself is never an answer.
    const citing = await query(`{ recommendCitations(input: {context: "Tumours also acquire capabilities (Hanahan and Weinberg, 2000).", citingPaperId: "hanahan2011hallmarks"}, first: 3) { ${fields} } }`);
    expect(citing.data!.recommendCitations.maxYear).toBe(2010);
    expect(ids(nodes(citing.data!.recommendCitations))[0]).toBe('hanahan2000hallmarks');
    expect(ids(nodes(citing.data!.recommendCitations))).not.toContain('hanahan2011hallmarks');
    const fresh = await query(`{ recommendCitations(input: {title: "Overfishing and marine food webs", year: 2010}, first: 1) { ${fields} } }`);
    expect(ids(nodes(fresh.data!.recommendCitations))).toEqual(['pauly1998fishing']);
    // excludeIds: a paper the reader already has never comes back, however well it matches.
    const excluded = await query(`{ recommendCitations(input: {title: "Overfishing and marine food webs", year: 2010}, first: 10, excludeIds: ["pauly1998fishing"]) { ${fields} } }`);
    expect(excluded.errors).toBeUndefined();
    const left = ids(nodes(excluded.data!.recommendCitations));
    expect(left).not.toContain('pauly1998fishing');
    expect(left.length).toBeGreaterThan(0);
  });

  it('says how a query in another language was read: translated and searched in the library\'s main language, with the neighbours BM25 read', async () => {
    const reading = 'crossLingual { queryLanguage searchedIn translation neighbourTitles }';
    const spanish = await query(`{ recommendCitations(input: {topicSentence: "Las células cancerosas adquieren un conjunto de capacidades distintivas durante el desarrollo de los tumores.", year: 2012}, first: 2) { ${fields} ${reading} } }`);
    expect(spanish.errors).toBeUndefined();
    const list = spanish.data!.recommendCitations;
    expect(ids(nodes(list))[0]).toMatch(/^hanahan20(00|11)hallmarks$/);
    expect(list.crossLingual).toMatchObject({ queryLanguage: 'ES', searchedIn: 'EN' });
    expect(list.crossLingual.translation).toMatch(/cells/i);
    expect(list.crossLingual.neighbourTitles.length).toBeGreaterThan(0);
    expect(list.crossLingual.neighbourTitles.length).toBeLessThanOrEqual(4);
    expect(list.stages.map((s: { stage: string }) => s.stage)).toContain('crosslingual');
    const english = await query(`{ recommendCitations(input: {topicSentence: "Cancer cells acquire a set of distinctive capabilities.", year: 2012}, first: 2) { ${reading} } }`);
    expect(english.data!.recommendCitations.crossLingual).toBeNull();
  });

  it('answers bad input with typed errors', async () => {
    const cases: [string, string][] = [
      ['{ recommendations(talkId: "nope") { maxYear } }', 'NOT_FOUND'],
      ['{ recommendations(talkId: "talk-word-vectors-2015", first: 0) { maxYear } }', 'INVALID_ARGUMENT'],
      ['{ recommendations(talkId: "talk-word-vectors-2015", first: 1001) { maxYear } }', 'INVALID_ARGUMENT'],
      ['{ recommendations(talkId: "talk-word-vectors-2015", weights: {bm25: -1}) { maxYear } }', 'INVALID_ARGUMENT'],
      ['{ recommendations(talkId: "talk-word-vectors-2015", filter: {languages: [XX]}) { maxYear } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['{ recommendCitations(input: {paperId: "pennington2014glove", context: "x", year: 2000}) { maxYear } }', 'INVALID_ARGUMENT'],
      ['{ recommendCitations(input: {}) { maxYear } }', 'INVALID_ARGUMENT'],
      ['{ recommendCitations(input: {context: "x"}) { maxYear } }', 'INVALID_ARGUMENT'],
      ['{ recommendCitations(input: {paperId: "nope"}) { maxYear } }', 'NOT_FOUND'],
      // This server serves no learned ranker.
      ['{ recommendations(talkId: "talk-word-vectors-2015", fusion: LEARNED) { maxYear } }', 'INVALID_ARGUMENT'],
    ];
    for (const [text, code] of cases) {
      const result = await query(text);
      expect([text, result.errors?.[0]?.extensions?.code]).toEqual([text, code]);
    }
    // ... and says so.
    expect((await query('{ fusionMethods }')).data).toEqual({ fusionMethods: ['WEIGHTED', 'RRF'] });
  });

  it('ranks by a served learned ranker (fusion LEARNED), each result explained by contributions that add up to its score', async () => {
    // A hand-made ranker: BM25 and the graph count only together, the cosine on its own.
    const ranker = {
      features: ['bm25', 'dense', 'citations', 'recentCitations', 'author', 'graph'] as const,
      layers: [
        { weights: [[1, 0, 0, 0, 0, 1], [0, 1, 0, 0, 0, 0]], bias: [-0.5, 0] },
        { weights: [[2, 1]], bias: [0] },
      ],
    };
    const learning = await startServer({ ...stores.services, config: { ...stores.services.config, learnedRanker: { file: 'hand-made.json', ranker } } }, { port: 0 });
    try {
      const ask = graphqlClient(() => learning.url);
      expect((await ask('{ fusionMethods }')).data).toEqual({ fusionMethods: ['WEIGHTED', 'RRF', 'LEARNED'] });
      const result = await ask(`{ recommendations(talkId: "talk-word-vectors-2015", first: 10, fusion: LEARNED) { fusion ${fields} } }`);
      expect(result.errors).toBeUndefined();
      const list = result.data!.recommendations;
      expect(list.fusion).toBe('LEARNED');
      const scores = (nodes(list) as Result[]).map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const id of ids(nodes(list))) expect(YEARS[id] ?? 0).toBeLessThan(2015);
      for (const r of nodes(list) as Result[]) {
        expect(r.breakdown.reduce((sum, b) => sum + b.contribution, 0)).toBeCloseTo(r.score, 10);
        for (const b of r.breakdown) if (b.value !== 0) expect(b.weight * b.value).toBeCloseTo(b.contribution, 10);
      }
      const seeds = await ask('{ recommendFromPapers(positiveIds: ["pennington2014glove"], fusion: LEARNED) { totalCount } }');
      expect(seeds.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
      expect(seeds.errors?.[0]?.message).toMatch(/recommendFromPapers combines its seeds' rankings with WEIGHTED or RRF/);
    } finally {
      await learning.stop();
    }
  });

  it("never recommends a talk's own paper, and names it on the talk", async () => {
    const original = (await query('{ talk(id: "talk-word-vectors-2015") { title year transcript speakers } }')).data!.talk;
    async function* ownPaperTalk() {
      yield { line: 1, value: { kind: 'talk', id: 'talk-own-paper-2015', ...original, paper: 'pennington2014glove' } };
    }
    await ingest(stores.targets, ownPaperTalk(), { name: 'own-paper', format: 'jsonl' });
    const result = await query(`{ talk(id: "talk-own-paper-2015") { paper { id } } recommendations(talkId: "talk-own-paper-2015", first: 10) { ${fields} } }`);
    expect(result.errors).toBeUndefined();
    expect(result.data!.talk.paper).toEqual({ id: 'pennington2014glove' });
    const found = ids(nodes(result.data!.recommendations));
    expect(found).not.toContain('pennington2014glove');
    expect(found.slice(0, 2).sort()).toEqual(['bengio2003neural', 'mikolov2013distributed']);
  });
});
