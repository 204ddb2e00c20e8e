/** The citation-graph queries on a hand-built graph whose answers are worked out in the fixture. */
import { graphReader } from '../../src/app/services';
import { citationOverlapOf, citationPaths, GraphReader, influence, neighbourhood, NeighbourhoodRequest, relatedPapers, similarityMap } from '../../src/graph';
import neo4j from 'neo4j-driver';
import { runGraphQuery } from '../../src/graph/read-graph';
import { mostCitedAsOf } from '../../src/rank/stages/graph-candidates';
import { runInRequestScope } from '../../src/common/request-scope';
import { ingest } from '../../src/ingest/pipeline';
import { HAND_PAPERS, handGraphLines } from '../fixtures/citation-graph';
import { closeServices, openEmptyStores, TestStores } from './harness';

const OPEN: NeighbourhoodRequest['window'] = { yearFrom: null, yearTo: null };

describe('citation-graph queries', () => {
  let stores: TestStores;
  let reader: GraphReader;
  const withSettings = (settings: Partial<GraphReader['settings']>): GraphReader => ({ ...reader, settings: { ...reader.settings, ...settings } });

  beforeAll(async () => {
    stores = await openEmptyStores('graph', { ...process.env, REFGRAPH_EMBEDDING_MODEL: 'none' });
    const report = await ingest(stores.targets, handGraphLines(), { name: 'hand graph', format: 'jsonl' });
    expect(report.errors).toEqual([]);
    reader = graphReader(stores.services);
  });
  afterAll(async () => closeServices(stores.services));

  const ids = (papers: { id: string }[]) => papers.map((p) => p.id);

  describe('neighbourhood', () => {
    it('follows references, citations or both, each paper at its shortest distance', async () => {
      const out = await neighbourhood(reader, { paperId: 'e', direction: 'OUT', depth: 2, limit: 100, window: OPEN });
      expect(out.nodes.map((n) => [n.id, n.depth])).toEqual([['a', 1], ['b', 1], ['c', 1]]);
      const into = await neighbourhood(reader, { paperId: 'e', direction: 'IN', depth: 3, limit: 100, window: OPEN });
      expect(into.nodes.map((n) => [n.id, n.depth])).toEqual([['g', 1], ['h', 1], ['i', 2], ['k', 3]]);
      const both = await neighbourhood(reader, { paperId: 'e', direction: 'BOTH', depth: 3, limit: 100, window: OPEN });
      // Nearest first, then most cited, then by id.
      expect(both.nodes.map((n) => [n.id, n.depth])).toEqual([
        ['a', 1], ['b', 1], ['c', 1], ['g', 1], ['h', 1],
        ['d', 2], ['f', 2], ['i', 2], ['j', 2],
        ['k', 3],
      ]);
      expect(both).toMatchObject({ reachable: 10, truncated: false, centre: { id: 'e', depth: 0, year: 2001, citationCount: 2 } });
      expect(both.nodes[0]).toEqual({ id: 'a', title: 'Counting citations to journals', year: 1990, citationCount: 3, depth: 1 });
    });

    it('returns the citations among the drawn papers only', async () => {
      const result = await neighbourhood(reader, { paperId: 'e', direction: 'BOTH', depth: 1, limit: 100, window: OPEN });
      expect(result.edges).toEqual([
        { source: 'e', target: 'a' },
        { source: 'e', target: 'b' },
        { source: 'e', target: 'c' },
        { source: 'g', target: 'e' },
        { source: 'h', target: 'e' },
      ]);
    });

    it('keeps the first `limit` papers and says it cut', async () => {
      const result = await neighbourhood(reader, { paperId: 'e', direction: 'BOTH', depth: 3, limit: 3, window: OPEN });
      expect(ids(result.nodes)).toEqual(['a', 'b', 'c']);
      expect(result).toMatchObject({ reachable: 10, truncated: true });
    });

    it('walks only through papers inside the year window', async () => {
      // a, b and c (before 2000) are out: j, reachable only through c, drops out too.
      const result = await neighbourhood(reader, { paperId: 'e', direction: 'BOTH', depth: 3, limit: 100, window: { yearFrom: 2000, yearTo: null } });
      expect(result.nodes.map((n) => [n.id, n.depth])).toEqual([['g', 1], ['h', 1], ['d', 2], ['f', 2], ['i', 2], ['k', 3]]);
      const upTo2005 = await neighbourhood(reader, { paperId: 'e', direction: 'IN', depth: 3, limit: 100, window: { yearFrom: null, yearTo: 2005 } });
      expect(ids(upTo2005.nodes)).toEqual(['g']);
    });

    it('answers an isolated paper with just the centre', async () => {
      const result = await neighbourhood(reader, { paperId: 'z', direction: 'BOTH', depth: 3, limit: 100, window: OPEN });
      expect(result).toMatchObject({ centre: { id: 'z' }, nodes: [], edges: [], reachable: 0, truncated: false });
    });

    it('estimates the work from degrees and refuses above the cap before traversing', async () => {
      // Paths from e: 5 at one hop, 14 at two, 52 at three (worked out from the degrees).
      const depth = async (d: number, cap: number) =>
        neighbourhood(withSettings({ maxTraversals: cap }), { paperId: 'e', direction: 'BOTH', depth: d, limit: 100, window: OPEN });
      expect((await depth(1, 20)).estimatedTraversals).toBe(5);
      expect((await depth(2, 20)).estimatedTraversals).toBe(19);
      await expect(depth(3, 20)).rejects.toMatchObject({ code: 'QUERY_TOO_LARGE', details: { estimate: 71, cap: 20 } });
      expect((await depth(3, 71)).estimatedTraversals).toBe(71);
    });

    it('answers an unknown paper with NOT_FOUND', async () => {
      await expect(neighbourhood(reader, { paperId: 'nope', direction: 'OUT', depth: 1, limit: 10, window: OPEN })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    });
  });

  it('stops a query at the transaction timeout with QUERY_TIMEOUT', async () => {
    const slow = 'UNWIND range(1, 1000000000) AS x RETURN sum(x) AS total';
    await expect(runGraphQuery(withSettings({ timeoutMs: 200 }), 'slow', slow, {})).rejects.toMatchObject({ code: 'QUERY_TIMEOUT', details: { timeoutMs: 200 } });
  });

  it('stops a read when its API request is abandoned: QUERY_TIMEOUT, and Neo4j no longer runs it', async () => {
    const marker = `abandoned_${Date.now()}`;
    const slow = `UNWIND range(1, 1000000000) AS x RETURN sum(x) AS ${marker}`;
    const client = new AbortController();
    // A minute of budget: only the abandonment can stop the query before the test's own timeout.
    const scope = { requestId: 'abandoned', signal: client.signal, endsAt: Date.now() + 60_000 };
    const running = runInRequestScope(scope, () => runGraphQuery(reader, 'slow', slow, {}));
    const stillRunning = async () => {
      const { records } = await reader.driver.executeQuery('SHOW TRANSACTIONS YIELD currentQuery WHERE currentQuery CONTAINS $marker RETURN count(*) AS n', { marker });
      return records[0]!.get('n') as number;
    };
    while ((await stillRunning()) === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    client.abort();
    await expect(running).rejects.toMatchObject({ code: 'QUERY_TIMEOUT' });
    // The call returns without waiting for RESET to be acknowledged (a hung Neo4j never would):
    // the listing may lag a moment behind.
    for (let tries = 0; tries < 50 && (await stillRunning()) > 0; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await stillRunning()).toBe(0);
  });

  it('puts one abort listener on a request however many reads it runs at once', async () => {
    // Node warns past 10 listeners on one signal (MaxListenersExceededWarning): a map request reads a dozen at once.
    const client = new AbortController();
    const added = jest.spyOn(client.signal, 'addEventListener');
    const scope = { requestId: 'many reads', signal: client.signal, endsAt: Date.now() + 60_000 };
    const reads = Array.from({ length: 12 }, () => runInRequestScope(scope, () => runGraphQuery(reader, 'one', 'RETURN 1 AS one', {})));
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 12 }, () => [{ one: 1 }]));
    expect(added.mock.calls.filter(([type]) => type === 'abort')).toHaveLength(1);
  });

  it('counts co-citations and Salton cosines', async () => {
    // a is cited by d, e, f; d and e also cite b, e also cites c.
    const a = await relatedPapers(reader, 'coCited', 'a', 10);
    expect(a.map((r) => [r.paper.id, r.shared])).toEqual([['b', 2], ['c', 1]]);
    expect(a[0]!.similarity).toBeCloseTo(2 / Math.sqrt(3 * 2), 12);
    expect(a[1]!.similarity).toBeCloseTo(1 / Math.sqrt(3 * 2), 12);
    const d = await relatedPapers(reader, 'coCited', 'd', 1);
    expect(d.map((r) => [r.paper.id, r.shared, r.similarity])).toEqual([['e', 2, 1]]);
    expect(await relatedPapers(reader, 'coCited', 'k', 10)).toEqual([]);
  });

  it('counts shared references (bibliographic coupling) and Salton cosines', async () => {
    const d = await relatedPapers(reader, 'coupled', 'd', 10);
    expect(d.map((r) => [r.paper.id, r.shared])).toEqual([['e', 2], ['f', 1]]);
    expect(d[0]!.similarity).toBeCloseTo(2 / Math.sqrt(2 * 3), 12);
    expect(d[1]!.similarity).toBeCloseTo(1 / Math.sqrt(2 * 1), 12);
    const g = await relatedPapers(reader, 'coupled', 'g', 10);
    expect(g.map((r) => [r.paper.id, r.shared])).toEqual([['h', 2]]);
    await expect(relatedPapers(reader, 'coupled', 'nope', 10)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  describe('similarityMap', () => {
    // Of d, e, f, g, h: d and e are cited by g and h and share a and b; g and h are cited by i and share d and e.
    const MAP = ['d', 'e', 'f', 'g', 'h'];

    it('links the given papers by co-citation and coupling together, with their prior and derivative works', async () => {
      const map = await similarityMap(reader, { paperIds: MAP, linksPerPaper: 10, neighbours: 4 });
      expect(map.links.map((l) => [l.source, l.target, l.coCited, l.coupled])).toEqual([
        ['d', 'e', 2, 2],
        ['g', 'h', 1, 2],
        ['d', 'f', 1, 1],
        ['e', 'f', 1, 1],
      ]);
      expect(map.links[0]!.similarity).toBeCloseTo(4 / Math.sqrt((2 + 2) * (2 + 3)), 12);
      // a is cited by d, e and f; b, d and e by two each (equal citation counts: by id).
      expect(map.priorWorks.map((w) => [w.paper.id, w.papers])).toEqual([['a', 3], ['b', 2], ['d', 2], ['e', 2]]);
      expect(map.derivativeWorks.map((w) => [w.paper.id, w.papers])).toEqual([['h', 3], ['g', 2], ['i', 2]]);
      expect(map.estimatedTraversals).toBeGreaterThan(0);
    });

    it("keeps each paper's strongest links and every link of the centre", async () => {
      const map = await similarityMap(reader, { paperIds: MAP, centreId: 'e', linksPerPaper: 1, neighbours: 1 });
      expect(map.links.map((l) => `${l.source}-${l.target}`)).toEqual(['d-e', 'g-h', 'd-f', 'e-f']);
      expect(await similarityMap(reader, { paperIds: ['z', 'k'], linksPerPaper: 5, neighbours: 5 })).toMatchObject({ links: [], derivativeWorks: [] });
    });

    it('answers an unknown paper with NOT_FOUND and a set over the cap with QUERY_TOO_LARGE', async () => {
      await expect(similarityMap(reader, { paperIds: ['d', 'nope'], linksPerPaper: 5, neighbours: 5 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(similarityMap(withSettings({ maxTraversals: 5 }), { paperIds: MAP, linksPerPaper: 5, neighbours: 5 })).rejects.toMatchObject({ code: 'QUERY_TOO_LARGE' });
    });
  });

  it('computes citation overlap |OUT(q) ∩ (OUT(c) ∪ IN(c))| / |OUT(q)|', async () => {
    // OUT(h) = {d, e, f}; OUT(g) ∪ IN(g) = {d, e, i}.
    expect(await citationOverlapOf(reader, 'h', 'g')).toEqual({ queryPaperId: 'h', candidateId: 'g', references: 3, shared: 2, overlap: 2 / 3 });
    // OUT(e) = {a, b, c}; OUT(j) ∪ IN(j) = {c}.
    expect((await citationOverlapOf(reader, 'e', 'j')).overlap).toBeCloseTo(1 / 3, 12);
    // OUT(i) = {g, h}, both cite e.
    expect((await citationOverlapOf(reader, 'i', 'e')).overlap).toBe(1);
    // a cites nothing: 0 by definition.
    expect(await citationOverlapOf(reader, 'a', 'd')).toMatchObject({ references: 0, shared: 0, overlap: 0 });
    await expect(citationOverlapOf(reader, 'h', 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND', details: { id: 'nope' } });
    await expect(citationOverlapOf(reader, 'nope', 'h')).rejects.toMatchObject({ code: 'NOT_FOUND', details: { id: 'nope' } });
  });

  describe('citationPaths', () => {
    const request = { maxDepth: 6, directed: true, maxPaths: 20 };
    const route = (path: { papers: { id: string }[] }) => ids(path.papers).join('');

    it('finds all shortest directed paths, in id order, bounded in number', async () => {
      const all = await citationPaths(reader, { ...request, fromId: 'i', toId: 'a' });
      expect(all.length).toBe(3);
      expect(all.paths.map(route)).toEqual(['igda', 'igea', 'ihda', 'ihea', 'ihfa']);
      expect(all.paths[0]!.edges).toEqual([{ source: 'i', target: 'g' }, { source: 'g', target: 'd' }, { source: 'd', target: 'a' }]);
      expect(all.truncated).toBe(false);
      const two = await citationPaths(reader, { ...request, fromId: 'i', toId: 'a', maxPaths: 2 });
      expect(two.paths.map(route)).toEqual(['igda', 'igea']);
      expect(two.truncated).toBe(true);
    });

    it('follows citations against their direction only when undirected', async () => {
      expect(await citationPaths(reader, { ...request, fromId: 'a', toId: 'i' })).toEqual({ length: null, paths: [], truncated: false });
      const undirected = await citationPaths(reader, { ...request, fromId: 'j', toId: 'd', directed: false });
      expect(undirected.length).toBe(4);
      expect(undirected.paths.map(route)).toEqual(['jcead', 'jcebd', 'jcegd', 'jcehd']);
      expect(undirected.paths[0]!.edges).toEqual([
        { source: 'j', target: 'c' },
        { source: 'e', target: 'c' },
        { source: 'e', target: 'a' },
        { source: 'd', target: 'a' },
      ]);
    });

    it('never searches deeper than maxDepth', async () => {
      expect((await citationPaths(reader, { ...request, fromId: 'i', toId: 'a', maxDepth: 2 })).paths).toEqual([]);
      expect((await citationPaths(reader, { ...request, fromId: 'j', toId: 'd', directed: false, maxDepth: 3 })).length).toBeNull();
    });

    it('answers unknown papers and a path to itself with typed errors', async () => {
      await expect(citationPaths(reader, { ...request, fromId: 'i', toId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND', details: { id: 'nope' } });
      await expect(citationPaths(reader, { ...request, fromId: 'i', toId: 'i' })).rejects.toMatchObject({ code: 'INVALID_ARGUMENT' });
    });
  });

  describe('influence', () => {
    it('ranks a field by GDS PageRank, matching a reference computation', async () => {
      const ranked = await influence(reader, { fields: ['Scientometrics'] }, 100);
      const field = HAND_PAPERS.filter((p) => p.field === 'Scientometrics');
      expect(ranked).toHaveLength(field.length);
      const expected = pageRank(field.map((p) => p.id), field.flatMap((p) => p.references.map((target) => [p.id, target] as const)));
      for (const r of ranked) expect(r.pageRank).toBeCloseTo(expected.get(r.paper.id)!, 3);
      expect(ranked[0]!.paper.id).toBe('a');
      expect(ranked.map((r) => r.pageRank)).toEqual([...ranked.map((r) => r.pageRank)].sort((x, y) => y - x));
      expect(ranked.reduce((sum, r) => sum + r.share, 0)).toBeCloseTo(1, 12);
      // In-degree counts citations from inside the subgraph only (c is also cited by j, a Networks paper).
      expect(Object.fromEntries(ranked.map((r) => [r.paper.id, r.inDegree]))).toEqual({ a: 3, b: 2, c: 1, d: 2, e: 2, f: 1, g: 0, h: 0, z: 0 });
    });

    it('ranks given papers, and leaves no projected graph behind', async () => {
      // Counted before and after: another suite on this Neo4j is not this call's to answer for.
      const projections = async () => (await stores.services.neo4j.executeQuery("CALL gds.graph.list() YIELD graphName WHERE graphName STARTS WITH 'refgraph-influence-' RETURN count(*) AS graphs")).records[0]!.get('graphs');
      const before = await projections();
      const ranked = await influence(reader, { paperIds: ['i', 'g', 'h', 'k'] }, 2);
      expect(ranked.map((r) => [r.paper.id, r.inDegree])).toEqual([['i', 1], ['g', 1]]);
      expect(await projections()).toEqual(before);
    });

    it('answers unknown papers or fields with NOT_FOUND and large subgraphs with QUERY_TOO_LARGE', async () => {
      await expect(influence(reader, { paperIds: ['a', 'nope'] }, 5)).rejects.toMatchObject({ code: 'NOT_FOUND', details: { id: 'nope' } });
      await expect(influence(reader, { fields: ['Alchemy'] }, 5)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      // 9 papers and the 11 links leaving them.
      await expect(influence(withSettings({ maxTraversals: 19 }), { fields: ['Scientometrics'] }, 5)).rejects.toMatchObject({ code: 'QUERY_TOO_LARGE', details: { estimate: 20 } });
    });
  });

  describe('the most-cited papers as of a year', () => {
    it('equals counting every citation, for every year and list size', async () => {
      // Counting every citation edge: what the threshold reading (rank/most-cited.ts) must reproduce.
      const everyEdge = `MATCH (citing:Paper)-[:CITES]->(p:Paper)
        WHERE citing.year <= $maxYear AND p.year <= $maxYear
        WITH p, count(citing) AS citations ORDER BY citations DESC, p.id LIMIT $limit
        RETURN p.id AS paperId, citations`;
      for (let year = 1989; year <= 2013; year++) {
        for (const limit of [1, 2, 3, 5, 20]) {
          const expected = await runGraphQuery(reader, 'every edge', everyEdge, { maxYear: year, limit: neo4j.int(limit) });
          expect({ year, limit, papers: await mostCitedAsOf(reader, year, limit) }).toEqual({ year, limit, papers: expected });
        }
      }
      // a is cited by d, e and f (2000–2002); as of 2001 a and b tie at 2, a first by id.
      expect(await mostCitedAsOf(reader, 2001, 3)).toEqual([
        { paperId: 'a', citations: 2 },
        { paperId: 'b', citations: 2 },
        { paperId: 'c', citations: 1 },
      ]);
    });
  });
});

/** PageRank as GDS defines it (no teleport of dangling mass), for cross-checking. */
function pageRank(nodes: string[], edges: (readonly [string, string])[], damping = 0.85, iterations = 20): Map<string, number> {
  const outDegree = new Map(nodes.map((n) => [n, edges.filter(([s]) => s === n).length]));
  let scores = new Map(nodes.map((n) => [n, 1 - damping]));
  for (let i = 0; i < iterations; i += 1) {
    const next = new Map(nodes.map((n) => [n, 1 - damping]));
    for (const [source, target] of edges) next.set(target, next.get(target)! + (damping * scores.get(source)!) / outDegree.get(source)!);
    scores = next;
  }
  return scores;
}
