import 'reflect-metadata';
import { parse } from 'graphql';
import { buildRefgraphSchema } from '../../../src/api/schema';
import { queryCost } from '../../../src/api/security/query-cost';

describe('query cost', () => {
  const cost = async (query: string, variables: Record<string, unknown> = {}) => queryCost(await buildRefgraphSchema(), parse(query), variables);

  it('charges a paper read by id about one unit a field', async () => {
    expect(await cost('{ paper(id: "p") { id title } }')).toBe(3);
  });

  it('multiplies nested lists by their page sizes, so a citation chain explodes', async () => {
    expect(await cost('{ paper(id: "p") { citedByConnection(first: 10) { edges { node { id } } } } }')).toBe(1 + 5 + 10 * 3);
    const level = (inner: string, field: string) => `${field}(first: 100) { edges { node { ${inner} } } }`;
    const chain = ['citedByConnection', 'referencesConnection', 'citedByConnection', 'referencesConnection', 'citedByConnection', 'referencesConnection'].reduceRight(level, 'id');
    expect(await cost(`{ paper(id: "p") { ${chain} } }`)).toBeGreaterThan(1e12);
  });

  it('charges rankings far more than reads, by first', async () => {
    const small = await cost('{ recommendations(talkId: "t", first: 10) { edges { node { rank } } } }');
    const large = await cost('{ recommendations(talkId: "t", first: 100) { edges { node { rank } } } }');
    expect(small).toBeGreaterThanOrEqual(500);
    expect(large).toBeGreaterThan(small);
  });

  it('charges listed ids and ingested records by count, with variables', async () => {
    const records = Array.from({ length: 10 }, () => ({}));
    expect(await cost('mutation($r: [JSONObject!]!) { ingestRecords(records: $r) { runId } }', { r: records })).toBe(100 + 10 * 50 + 1);
  });

  it('charges the texts the encoder reads by their length, up to the one window a free text is read in', async () => {
    const text = (characters: number) => 'a'.repeat(characters);
    const semantic = (characters: number) => cost('query($t: FreeText!) { semanticSearch(text: $t, first: 10) { rank } }', { t: text(characters) });
    expect(await semantic(0)).toBe(100 + 10 * 1);
    expect(await semantic(100)).toBe(100 + 75 + 10 * 1);
    expect(await semantic(2_500)).toBe(100 + 1_500 + 10 * 1);
    expect(await semantic(20_000)).toBe(await semantic(2_000));
    // The request: 20 aliases of a 2,500-character semanticSearch is now past the default limit of 20,000.
    const aliases = Array.from({ length: 20 }, (_, i) => `s${i}: semanticSearch(text: $t, first: 10) { rank }`).join(' ');
    expect(await cost(`query($t: FreeText!) { ${aliases} }`, { t: text(2_500) })).toBe(20 * 1_610);
    const context = await cost('query($c: FreeText!) { recommendCitations(input: {context: $c}, first: 10) { edges { node { rank } } } }', { c: text(1_000) });
    const paper = await cost('{ recommendCitations(input: {paperId: "p"}, first: 10) { edges { node { rank } } } }');
    expect(context - paper).toBe(750);
    expect(await cost('query($q: FreeText!) { conceptSearch(query: $q, first: 1) { totalCount } }', { q: text(400) })).toBe(100 + 300 + 1);
  });

  it("charges a talk's transcript for every window ingestion encodes: a 100,000-character one is past one request's limit", async () => {
    const talk = { kind: 'talk', id: 't', title: 'T', year: 2020, transcript: 'a'.repeat(100_000) };
    expect(await cost('mutation($r: [JSONObject!]!) { ingestRecords(records: $r) { runId } }', { r: [talk] })).toBe(100 + 50 + 75_000 + 1);
  });

  it('charges recommendations from papers by their seeds, and the new lists by page size', async () => {
    const one = await cost('{ recommendFromPapers(positiveIds: ["a"], first: 10) { edges { node { rank } } } }');
    const three = await cost('query($p: [ID!]!, $n: [ID!]!) { recommendFromPapers(positiveIds: $p, negativeIds: $n, first: 10) { edges { node { rank } } } }', { p: ['a', 'b', 'c'], n: ['d'] });
    expect(one).toBe(100 + 500 + 10 * 3);
    expect(three).toBe(100 + 3 * 500 + 100 + 10 * 3);
    expect(await cost('{ searchPapers(query: "x", first: 10) { totalCount edges { node { rank } } } }')).toBeGreaterThan(20 + 10);
    expect(await cost('{ venues(first: 50) { edges { node { name } } } }')).toBeGreaterThan(10 + 50);
    expect(await cost('{ fieldsOfStudy(first: 50) { edges { node { name } } } }')).toBeGreaterThan(10 + 50);
  });

  it('charges a ranking page by first (20 by default)', async () => {
    const byFirst = await cost('{ recommendations(talkId: "t", first: 10) { edges { node { rank } } } }');
    const byDefault = await cost('{ recommendations(talkId: "t") { edges { node { rank } } } }');
    expect(byDefault).toBeGreaterThan(byFirst);
    expect(await cost('{ paper(id: "p") { referencesConnection(first: 10) { edges { node { id } } } } }')).toBeGreaterThan(5 + 10);
  });

  it("charges a run's report for reading and rendering its batch, on every run of a page that asks for it", async () => {
    // The run read, the report's work, the string it returns.
    expect(await cost('{ evaluationRun(id: "1") { report } }')).toBe(1 + 50 + 1);
    expect(await cost('{ evaluationRuns(first: 10) { edges { node { report } } } }')).toBeGreaterThan(10 * 50);
  });
});
