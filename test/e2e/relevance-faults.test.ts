/**
 * Relevance faults a user saw on the demo (issue #51, item 4), over HTTP on the demo corpus:
 * excludeIds removes papers after scoring, leaving the others' scores and order as they were;
 * a stored paper's results say which it already cites, and excludeCited removes those the same way;
 * a preselection stops where the scores fall off instead of padding with famous papers.
 */
import { startServer, RunningServer } from '../../src/api/server';
import { closeServices, graphqlClient, nodes, TestStores } from '../integration/harness';
import { seededStores } from './seeded-server';

/** Ingesting the demo encodes its 394 papers and 9 transcripts: minutes on two busy cores. */
const SEED_TIMEOUT_MS = 600_000;

interface Result {
  rank: number;
  score: number;
  paper: { id: string };
}

describe('relevance faults on the demo', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const FIELDS = 'totalCount edges { node { rank score paper { id } } }';

  beforeAll(async () => {
    stores = await seededStores('relevance');
    server = await startServer(stores.services, { port: 0 });
  }, SEED_TIMEOUT_MS);
  afterAll(async () => {
    await server?.stop();
    if (stores) await closeServices(stores.services);
  });

  /** The list without the removed papers, ranks renumbered: what the request with excludeIds must answer. */
  const without = (results: Result[], removed: string[]) => results.filter((r) => !removed.includes(r.paper.id)).map((r, i) => ({ ...r, rank: i + 1 }));
  const expectSameRanking = (actual: Result[], expected: Result[]) => {
    expect(actual.map((r) => [r.rank, r.paper.id])).toEqual(expected.map((r) => [r.rank, r.paper.id]));
    actual.forEach((r, i) => expect(Math.abs(r.score - expected[i]!.score)).toBeLessThan(1e-9));
  };

  it.each([
    ['a stored paper (BERT), the Transformer and the first result excluded', 'recommendCitations(input: {paperId: "devlin2019bert"}', 'vaswani2017attention'],
    ['a talk, its first result and a later one excluded', 'recommendations(talkId: "talk-word-vectors-transformers-2020"', null],
  ])('excludeIds on %s leaves the other results as they were', async (_, call, named) => {
    const whole = await query(`{ list: ${call}, first: 30) { ${FIELDS} } }`);
    expect(whole.errors).toBeUndefined();
    const results = nodes(whole.data!.list) as Result[];
    const removed = [results[0]!.paper.id, named ?? results[5]!.paper.id];
    const left = await query(`{ list: ${call}, first: 20, excludeIds: ${JSON.stringify(removed)}) { ${FIELDS} } }`);
    expect(left.errors).toBeUndefined();
    // Still 20: the ranking reaches past the removed papers.
    expectSameRanking(nodes(left.data!.list) as Result[], without(results, removed).slice(0, 20));
    expect(left.data!.list.totalCount).toBe(whole.data!.list.totalCount - removed.length);
  });

  it('excludeIds on recommendFromPapers leaves the other results as they were', async () => {
    const call = 'recommendFromPapers(positiveIds: ["devlin2019bert", "peters2018deep"], negativeIds: ["he2016deep"]';
    const whole = await query(`{ list: ${call}, first: 30) { ${FIELDS} } }`);
    expect(whole.errors).toBeUndefined();
    const results = nodes(whole.data!.list) as Result[];
    const removed = [results[0]!.paper.id, results[2]!.paper.id];
    const left = await query(`{ list: ${call}, first: 20, excludeIds: ${JSON.stringify(removed)}) { ${FIELDS} } }`);
    expect(left.errors).toBeUndefined();
    expectSameRanking(nodes(left.data!.list) as Result[], without(results, removed).slice(0, 20));
  });

  it("marks the papers BERT already cites (7 of its top 10), and excludeCited removes them after scoring", async () => {
    const CITED = 'totalCount edges { node { rank score alreadyCited paper { id } } }';
    const answer = await query(`{
      bert: paper(id: "devlin2019bert") { referencesConnection(first: 100) { edges { node { id } } } }
      whole: recommendCitations(input: {paperId: "devlin2019bert"}, first: 40) { ${CITED} }
      left: recommendCitations(input: {paperId: "devlin2019bert"}, first: 10, excludeCited: true) { ${CITED} }
      context: recommendCitations(input: {context: "Pre-training a bidirectional encoder.", citingPaperId: "devlin2019bert"}, first: 10) { ${CITED} }
      fresh: recommendCitations(input: {title: "Pre-training deep bidirectional transformers", year: 2019}, first: 10) { ${CITED} }
    }`);
    expect(answer.errors).toBeUndefined();
    const references = new Set((answer.data!.bert.referencesConnection.edges as { node: { id: string } }[]).map((edge) => edge.node.id));
    type Marked = Result & { alreadyCited: boolean };
    const whole = nodes(answer.data!.whole) as Marked[];
    for (const r of whole) expect(r.alreadyCited).toBe(references.has(r.paper.id));
    expect(whole.slice(0, 10).filter((r) => r.alreadyCited).map((r) => r.paper.id).sort()).toEqual([
      'bowman2015large', 'dai2015semi', 'mccann2017learned', 'mikolov2013distributed', 'peters2018deep', 'radford2018improving', 'rajpurkar2016squad',
    ]);
    // A context from BERT already cites what BERT cites; a new title cites nothing yet.
    for (const r of nodes(answer.data!.context) as Marked[]) expect(r.alreadyCited).toBe(references.has(r.paper.id));
    expect((nodes(answer.data!.fresh) as Marked[]).some((r) => r.alreadyCited)).toBe(false);
    const left = nodes(answer.data!.left) as Marked[];
    expect(left.every((r) => !r.alreadyCited)).toBe(true);
    expectSameRanking(left, without(whole, whole.filter((r) => r.alreadyCited).map((r) => r.paper.id)).slice(0, 10));
    const citedAmongCandidates = answer.data!.whole.totalCount - answer.data!.left.totalCount;
    expect(citedAmongCandidates).toBeGreaterThanOrEqual(whole.filter((r) => r.alreadyCited).length);
  });

  it('stops the coral-reef preselection where the scores fall off, not padded with Einstein 1905, Sanger and Lowry', async () => {
    const PRESELECT = `query($cut: Boolean!) { preselectBibliography(query: {title: "Coral Reefs Under Rapid Climate Change and Ocean Acidification"}, first: 50, before: 2007, cut: $cut) {
      cut { reason size minScore } entries { rank score paper { id } } } }`;
    type Selection = { cut: { reason: string; size: number; minScore: number | null }; entries: { rank: number; score: number; paper: { id: string } }[] };
    const ask = async (cut: boolean) => {
      const answer = await query(PRESELECT, { cut });
      expect(answer.errors).toBeUndefined();
      return answer.data!.preselectBibliography as Selection;
    };
    const [cut, padded] = [await ask(true), await ask(false)];
    const famous = (selection: Selection) => selection.entries.map((e) => e.paper.id).filter((id) => /^(einstein1905|sanger|lowry|meselson)/.test(id));
    expect(padded.cut).toEqual({ reason: 'MAX_SIZE', size: 50, minScore: null });
    expect(famous(padded).length).toBeGreaterThanOrEqual(3);
    expect(cut.cut.reason).toBe('SCORE_FELL');
    expect(cut.entries).toHaveLength(cut.cut.size);
    expect(cut.cut.size).toBeLessThan(30);
    expect(famous(cut)).toEqual([]);
    // The same ranking, stopped: the head of the padded list, every score at least a quarter of the best.
    expect(cut.entries).toEqual(padded.entries.slice(0, cut.cut.size));
    expect(cut.cut.minScore).toBeCloseTo(padded.entries[0]!.score * 0.25, 12);
    for (const entry of cut.entries) expect(entry.score).toBeGreaterThanOrEqual(cut.cut.minScore!);
    expect(padded.entries[cut.cut.size]!.score).toBeLessThan(cut.cut.minScore!);
    // Its own references older than itself stay in.
    expect(cut.entries.map((e) => e.paper.id)).toEqual(expect.arrayContaining(['orr2005anthropogenic', 'caldeira2003anthropogenic']));
  });
});
