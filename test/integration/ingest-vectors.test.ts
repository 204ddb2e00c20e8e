/**
 * Vectors given with the papers (docs/ingest-format.md#vectors): honoured (cached, indexed,
 * kept by reindex, nothing encoded), checked (dimension, model, per record and per file), and
 * idempotent like every ingestion.
 */
import type { ParsedLine } from '../../src/common/json-lines';
import { RefgraphError } from '../../src/errors/refgraph-error';
import { ingest } from '../../src/ingest/pipeline';
import { projectionCounts, reindex, verifyProjections } from '../../src/projections';
import { cosine } from '../../src/embed';
import { indexedCandidates } from '../../src/search';
import { float32Json } from '../../src/search/paper-index';
import { closeServices, openEmptyStores, TestStores } from './harness';

async function* numbered(values: unknown[]): AsyncGenerator<ParsedLine> {
  for (const [i, value] of values.entries()) yield { line: i + 1, value };
}

/** A deterministic vector of `dimension` numbers, not of unit length (ingestion normalises it). */
function vectorOf(seed: number, dimension: number): number[] {
  return Array.from({ length: dimension }, (_, i) => Math.sin(seed * 7 + i * 0.37) * 3);
}

function unit(values: number[]): number[] {
  const f = Float32Array.from(values);
  const norm = Math.sqrt(f.reduce((sum, x) => sum + x * x, 0));
  return JSON.parse(float32Json(f.map((x) => x / norm))) as number[];
}

describe('ingestion with vectors given', () => {
  let stores: TestStores;
  let model: string;
  let dimension: number;
  const paper = (id: string, extra: Record<string, unknown> = {}) => ({ kind: 'paper', id, title: `Paper ${id} on dense retrieval`, year: 2019, venue: 'SIGIR', ...extra });

  beforeAll(async () => {
    stores = await openEmptyStores('ingest-vectors');
    model = stores.targets.embedder!.model;
    dimension = stores.targets.embedder!.dimension;
  });
  afterAll(async () => closeServices(stores.services));

  const records = () => [
    paper('given-1', { vector: vectorOf(1, dimension), vectorModel: model }),
    paper('given-2', { vector: vectorOf(2, dimension), references: ['given-1'] }),
  ];

  const indexedVector = async (id: string) =>
    (await stores.services.elasticsearch.get<{ embedding: number[] }>({ index: stores.services.paperIndex, id }))._source!.embedding;

  it('indexes and caches the given vectors, normalised, and encodes nothing', async () => {
    const encode = jest.spyOn(stores.targets.embedder!.encoders[0]!, 'encode');
    const report = await ingest(stores.targets, numbered(records()), { name: 'inline', format: 'jsonl', vectorModel: model });
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
    expect(report.errors).toEqual([]);
    expect(await indexedVector('given-1')).toEqual(unit(vectorOf(1, dimension)));
    expect(await indexedVector('given-2')).toEqual(unit(vectorOf(2, dimension)));
    // Cached under the key the embedder looks up: asking it for the paper's vector encodes nothing.
    const rows = await stores.services.prisma.paper.findMany({ where: { id: 'given-1' }, include: { venue: true } });
    const encodeAgain = jest.spyOn(stores.targets.embedder!.encoders[0]!, 'encode');
    const cached = await stores.targets.embedder!.papers(rows.map((row) => ({ ...row, venue: row.venue?.name ?? null })));
    expect(encodeAgain).not.toHaveBeenCalled();
    encodeAgain.mockRestore();
    expect(JSON.parse(float32Json(cached.get('given-1')!))).toEqual(unit(vectorOf(1, dimension)));
  });

  it('is idempotent: the same records again change no count and leave the index documents as they were', async () => {
    const before = await projectionCounts(stores.targets);
    const version = async (id: string) => (await stores.services.elasticsearch.get({ index: stores.services.paperIndex, id }))._version;
    const versions = [await version('given-1'), await version('given-2')];
    const report = await ingest(stores.targets, numbered(records()), { name: 'inline', format: 'jsonl', vectorModel: model });
    expect(report.errors).toEqual([]);
    expect(await projectionCounts(stores.targets)).toEqual(before);
    expect([await version('given-1'), await version('given-2')]).toEqual(versions);
  });

  it('a new vector for the same paper replaces the cached one, and reindex keeps the given vectors without encoding', async () => {
    await ingest(stores.targets, numbered([paper('given-1', { vector: vectorOf(9, dimension), vectorModel: model })]), { name: 'inline', format: 'jsonl' });
    expect(await indexedVector('given-1')).toEqual(unit(vectorOf(9, dimension)));
    const encode = jest.spyOn(stores.targets.embedder!.encoders[0]!, 'encode');
    expect((await reindex(stores.targets, 'elasticsearch')).verification.clean).toBe(true);
    expect(encode).not.toHaveBeenCalled();
    encode.mockRestore();
    expect(await indexedVector('given-1')).toEqual(unit(vectorOf(9, dimension)));
    expect(await indexedVector('given-2')).toEqual(unit(vectorOf(2, dimension)));
  });

  it("scores given papers by the engine's cosine to a vector, as kNN does, leaving out papers it does not hold", async () => {
    const query = Float32Array.from(unit(vectorOf(5, dimension)));
    const found = await indexedCandidates(stores.services.elasticsearch, stores.services.paperIndex, { paperIds: ['given-2', 'given-1', 'not-stored'], vector: query, facts: true });
    expect([...found.keys()].sort()).toEqual(['given-1', 'given-2']);
    for (const candidate of found.values()) {
      expect(candidate.dense).toBeCloseTo(cosine(query, Float32Array.from(await indexedVector(candidate.paperId))), 6);
      expect(candidate.facts).toMatchObject({ year: expect.any(Number) });
    }
  });

  it('refuses a vector of the wrong dimension or of another model with its line and field; the rest lands', async () => {
    const report = await ingest(
      stores.targets,
      numbered([
        paper('short-vector', { vector: vectorOf(3, dimension - 1), vectorModel: model }),
        paper('other-model', { vector: vectorOf(4, dimension), vectorModel: 'bge-small-en-v1.5' }),
        paper('no-model', { vector: vectorOf(5, dimension) }),
        paper('plain-fine'),
      ]),
      { name: 'inline', format: 'jsonl' },
    );
    expect(report.errors).toEqual([
      { line: 1, recordId: 'short-vector', field: 'vector', code: 'INVALID_VALUE', message: `vector must hold ${dimension} numbers (${model}), got ${dimension - 1}` },
      expect.objectContaining({ line: 2, recordId: 'other-model', field: 'vectorModel', code: 'VECTOR_MODEL_MISMATCH', message: expect.stringContaining(`'bge-small-en-v1.5', but Refgraph encodes with '${model}'`) }),
      expect.objectContaining({ line: 3, recordId: 'no-model', field: 'vectorModel', code: 'MISSING_FIELD' }),
    ]);
    const stored = await stores.services.prisma.paper.findMany({ where: { id: { in: ['short-vector', 'other-model', 'no-model', 'plain-fine'] } }, select: { id: true } });
    expect(stored.map((p) => p.id)).toEqual(['plain-fine']);
    expect((await verifyProjections(stores.targets)).clean).toBe(true);
  });

  it('refuses a whole input declared for another model before anything is written, naming both models', async () => {
    const runs = await stores.services.prisma.ingestionRun.count();
    const attempt = ingest(stores.targets, numbered([paper('never-stored', { vector: vectorOf(6, dimension) })]), { name: 'inline', format: 'jsonl', vectorModel: 'bge-small-en-v1.5' });
    await expect(attempt).rejects.toBeInstanceOf(RefgraphError);
    await expect(attempt).rejects.toMatchObject({ code: 'VECTOR_MODEL_MISMATCH', message: expect.stringMatching(new RegExp(`'bge-small-en-v1.5'.*'${model}'`)) });
    expect(await stores.services.prisma.ingestionRun.count()).toBe(runs);
    expect(await stores.services.prisma.paper.count({ where: { id: 'never-stored' } })).toBe(0);
  });
});
