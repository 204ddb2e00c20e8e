import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { projectionCounts } from '../../src/projections';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');

describe('ingestion into PostgreSQL, Elasticsearch and Neo4j', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('ingest');
  });
  afterAll(async () => closeServices(stores.services));

  const run = () => ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });

  it('stores the valid records and names the line and field of each bad one', async () => {
    const report = await run();
    expect(report.recordsRead).toBe(9);
    expect(report.errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [5, 'year', 'INVALID_VALUE'],
      [6, '(json)', 'INVALID_JSON'],
      [8, 'cited', 'UNKNOWN_REFERENCE'],
    ]);
    expect(report.recordsFailed).toBe(3);
    expect(await projectionCounts(stores.targets)).toEqual({
      postgres: { papers: 4, talks: 1, citations: 4, embeddings: 5 },
      elasticsearch: { papers: 4 },
      neo4j: { papers: 4, talks: 1, authors: 4, citations: 4 },
    });
    const stored = await stores.services.prisma.ingestionRun.findUniqueOrThrow({ where: { id: report.runId } });
    expect(stored).toMatchObject({ status: 'PARTIAL', recordsRead: 9, recordsFailed: 3 });
  });

  it('is idempotent: the same file twice leaves every count unchanged', async () => {
    const before = await projectionCounts(stores.targets);
    const citationCounts = await stores.services.prisma.paper.findMany({ select: { id: true, _count: { select: { citedBy: true } } }, orderBy: { id: 'asc' } });
    await run();
    expect(await projectionCounts(stores.targets)).toEqual(before);
    expect(await stores.services.prisma.paper.findMany({ select: { id: true, _count: { select: { citedBy: true } } }, orderBy: { id: 'asc' } })).toEqual(citationCounts);
    expect(await stores.services.prisma.talkReference.count()).toBe(3);
  });

  it('keeps the author order and projects citation counts', async () => {
    const { records } = await stores.services.neo4j.executeQuery('MATCH (p:Paper {id: $id}) RETURN p.citationCount AS count', { id: 'garfield1955citation' });
    expect(records[0]?.get('count')).toBe(3);
    const indexed = await stores.services.elasticsearch.get<{ citationCount: number; venue: string }>({
      index: stores.services.paperIndex,
      id: 'garfield1955citation',
    });
    expect(indexed._source).toMatchObject({ citationCount: 3, venue: 'Science' });
  });

  it('indexes each paper with its vector, from the embedding cache', async () => {
    const embedder = stores.targets.embedder!;
    const indexed = await stores.services.elasticsearch.get<{ embedding: number[] }>({ index: stores.services.paperIndex, id: 'kessler1963bibliographic' });
    expect(indexed._source?.embedding).toHaveLength(embedder.dimension);
    const cached = await stores.services.prisma.embedding.count();
    // Instrumentation of the real encoder, not a stand-in: re-ingestion must not call it.
    const encode = jest.spyOn(embedder.encoders[0]!, 'encode');
    await run();
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
    expect(await stores.services.prisma.embedding.count()).toBe(cached);
  });

  it('refuses a DOI already held by another paper, and still stores the rest of the batch', async () => {
    const lines = async function* () {
      yield { line: 1, value: { kind: 'paper', id: 'duplicate-doi', title: 'Copy', year: 2006, doi: '10.1073/PNAS.0507655102' } };
      yield { line: 2, value: { kind: 'paper', id: 'fresh-paper', title: 'Fresh', year: 2006, references: ['hirsch2005index'] } };
    };
    const report = await ingest(stores.targets, lines(), { name: 'inline', format: 'jsonl' });
    expect(report.errors).toEqual([
      expect.objectContaining({ line: 1, recordId: 'duplicate-doi', field: 'doi', code: 'CONFLICT' }),
    ]);
    expect(await stores.services.prisma.paper.findUnique({ where: { id: 'fresh-paper' } })).not.toBeNull();
    expect(await stores.services.prisma.citation.count({ where: { citedId: 'hirsch2005index' } })).toBe(1);
  });
});
