/**
 * A joined model (`a+b`) on the real encoders, embedding cache and index: each member caches
 * under its own name (so a member alone, or another join, re-uses what was encoded), the index
 * holds the joined vectors, whose cosine is the mean of the members', and what belongs to one
 * model (vectors given with papers, talk pooling's windows and scorer) is refused.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { loadPaperRows } from '../../src/db';
import { cosine, createEmbedder, joinVectors } from '../../src/embed';
import { ingest } from '../../src/ingest/pipeline';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');
const MEMBERS = ['multilingual-e5-small-int8', 'bge-small-en-v1.5'];
const JOINED = MEMBERS.join('+');
const PAIR = ['kessler1963bibliographic', 'garfield1955citation'];

describe('a joined model', () => {
  let stores: TestStores;
  beforeAll(async () => {
    stores = await openEmptyStores('joined-model', { ...process.env, REFGRAPH_EMBEDDING_MODEL: JOINED });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  it("indexes the members' vectors side by side, from each member's own cache, with the mean of their cosines", async () => {
    const { prisma, elasticsearch, paperIndex, config } = stores.services;
    const joined = (await stores.services.embedder())!;
    expect([joined.model, joined.dimension]).toEqual([JOINED, 768]);

    const indexed = await Promise.all(PAIR.map(async (id) => Float32Array.from((await elasticsearch.get<{ embedding: number[] }>({ index: paperIndex, id }))._source!.embedding)));
    const rows = (await loadPaperRows(prisma, PAIR)).map((row) => ({ ...row, venue: row.venue?.name ?? null }));
    const alone: Float32Array[][] = [];
    for (const name of MEMBERS) {
      const member = await createEmbedder(prisma, config.embedding, name);
      // Instrumentation of the real encoder: the joined ingestion cached this member's vectors.
      const encode = jest.spyOn(member.encoders[0]!, 'encode');
      const vectors = await member.papers(rows);
      expect(encode).not.toHaveBeenCalled();
      await member.close();
      alone.push(PAIR.map((id) => vectors.get(id)!));
    }
    PAIR.forEach((_, i) => expect(Array.from(indexed[i]!)).toEqual(Array.from(joinVectors(alone.map((member) => member[i]!)))));
    expect(cosine(indexed[0]!, indexed[1]!)).toBeCloseTo((cosine(alone[0]![0]!, alone[0]![1]!) + cosine(alone[1]![0]!, alone[1]![1]!)) / 2, 5);
  });

  it("refuses what belongs to one model: vectors given with papers, fitting talk pooling, a pooling scorer file", async () => {
    const joined = (await stores.services.embedder())!;
    expect(() => joined.singleEncoder('train pooling')).toThrow(`train pooling works on one model's vectors, and '${JOINED}' joins 2`);
    const { prisma, config } = stores.services;
    await expect(createEmbedder(prisma, { ...config.embedding, scorerFile: 'scorer.json' }, JOINED)).rejects.toMatchObject({ code: 'CONFIG_INVALID', message: expect.stringContaining('REFGRAPH_POOLING_SCORER_FILE') });
    const [row] = (await loadPaperRows(stores.services.prisma, [PAIR[0]!])).map((r) => ({ ...r, venue: r.venue?.name ?? null }));
    await expect(joined.storePaperVectors([row!], new Map([[row!.id, new Float32Array(768).fill(0.036)]]))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      message: expect.stringContaining(`giving vectors with papers works on one model's vectors, and '${JOINED}' joins 2`),
    });
  });
});
