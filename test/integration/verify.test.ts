import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { formatDiffs, reindex, verifyProjections } from '../../src/projections';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');

describe('verify compares PostgreSQL with both projections', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('verify');
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  it('is clean after an ingestion', async () => {
    const report = await verifyProjections(stores.targets);
    expect(report.clean).toBe(true);
    expect(report.diffs.map((d) => d.kind)).toEqual(['elasticsearch papers', 'neo4j papers', 'neo4j citations', 'neo4j talks']);
  });

  it('names a paper deleted from Neo4j and one deleted from Elasticsearch behind its back', async () => {
    const { neo4j, elasticsearch, paperIndex, prisma } = stores.services;
    const [first, second] = (await prisma.paper.findMany({ orderBy: { id: 'asc' }, take: 2 })).map((p) => p.id);
    const citations = await prisma.citation.count({ where: { OR: [{ citingId: first! }, { citedId: first! }] } });
    await neo4j.executeQuery('MATCH (p:Paper {id: $id}) DETACH DELETE p', { id: first });
    await elasticsearch.delete({ index: paperIndex, id: second!, refresh: true });

    const report = await verifyProjections(stores.targets);
    expect(report.clean).toBe(false);
    const byKind = Object.fromEntries(report.diffs.map((d) => [d.kind, d]));
    expect(byKind['elasticsearch papers']!.missing).toEqual({ count: 1, first: [second] });
    expect(byKind['neo4j papers']!.missing).toEqual({ count: 1, first: [first] });
    expect(byKind['neo4j citations']!.missing.count).toBe(citations);
    expect(byKind['neo4j talks']!.missing.count).toBe(0);
    expect(formatDiffs(report.diffs)).toContain(`  missing: ${second}`);

    expect((await reindex(stores.targets, 'all')).verification.clean).toBe(true);
  });

  it('names what a projection holds beyond PostgreSQL', async () => {
    await stores.services.neo4j.executeQuery("CREATE (:Paper {id: 'ghost-paper'})");
    const report = await verifyProjections(stores.targets, 'neo4j');
    expect(report.diffs.find((d) => d.kind === 'neo4j papers')!.extra).toEqual({ count: 1, first: ['ghost-paper'] });
    expect((await reindex(stores.targets, 'neo4j')).verification.clean).toBe(true);
  });
});
