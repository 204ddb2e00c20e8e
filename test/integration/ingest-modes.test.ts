/** MERGE and REPLACE on the real engines: what a partial record leaves of a stored paper in all three stores. */
import type { ParsedLine } from '../../src/common/json-lines';
import { loadPaperRows } from '../../src/db';
import { ingest } from '../../src/ingest/pipeline';
import type { IngestMode } from '../../src/ingest';
import { verifyProjections } from '../../src/projections';
import { closeServices, openEmptyStores, TestStores } from './harness';

async function* numbered(values: unknown[]): AsyncGenerator<ParsedLine> {
  for (const [i, value] of values.entries()) yield { line: i + 1, value };
}

const full = {
  kind: 'paper',
  id: 'small1973',
  title: 'Co-citation in the scientific literature',
  abstract: 'A new measure of the relationship between two documents.',
  year: 1973,
  venue: 'JASIS',
  authors: ['Henry Small'],
  fieldsOfStudy: ['Information science'],
  language: 'en',
  externalIds: { mag: '42' },
};
const partial = { kind: 'paper', id: 'small1973', title: 'Co-citation in the scientific literature (corrected)', year: 1973 };

describe('ingestion modes', () => {
  let stores: TestStores;
  const write = (records: unknown[], mode?: IngestMode) => ingest(stores.targets, numbered(records), { name: 'inline', format: 'jsonl', mode });

  async function inAllStores(id: string) {
    const [row] = await loadPaperRows(stores.services.prisma, [id]);
    const indexed = await stores.services.elasticsearch.get<{ title: string; venue: string | null; authors: string[]; abstract: string | null }>({ index: stores.services.paperIndex, id });
    const { records } = await stores.services.neo4j.executeQuery(
      `MATCH (p:Paper {id: $id})
       RETURN p.title AS title, [(a:Author)-[:AUTHORED]->(p) | a.name] AS authors, [(p)-[:PUBLISHED_IN]->(v:Venue) | v.name] AS venues`,
      { id },
    );
    const graph = records[0]!;
    return {
      postgres: { title: row!.title, abstract: row!.abstract, venue: row!.venue?.name ?? null, authors: row!.authors.map((a) => a.name), fieldsOfStudy: row!.fieldsOfStudy },
      elasticsearch: { title: indexed._source!.title, abstract: indexed._source!.abstract, venue: indexed._source!.venue, authors: indexed._source!.authors },
      neo4j: { title: graph.get('title'), authors: graph.get('authors'), venues: graph.get('venues') },
    };
  }

  beforeAll(async () => {
    stores = await openEmptyStores('ingest-modes');
  });
  afterAll(async () => closeServices(stores.services));

  it('MERGE (the default) keeps the authors, venue and abstract a partial record leaves out, in PostgreSQL, Elasticsearch and Neo4j', async () => {
    expect((await write([full, { kind: 'paper', id: 'garfield1955', title: 'Citation indexes', year: 1955 }])).errors).toEqual([]);
    const report = await write([partial]);
    expect(report.errors).toEqual([]);
    const title = partial.title;
    expect(await inAllStores('small1973')).toEqual({
      postgres: { title, abstract: full.abstract, venue: 'JASIS', authors: ['Henry Small'], fieldsOfStudy: ['Information science'] },
      elasticsearch: { title, abstract: full.abstract, venue: 'JASIS', authors: ['Henry Small'] },
      neo4j: { title, authors: ['Henry Small'], venues: ['JASIS'] },
    });
    const stored = await stores.services.prisma.paper.findUniqueOrThrow({ where: { id: 'small1973' } });
    expect([stored.language, stored.externalIds]).toEqual(['en', { mag: '42' }]);
    expect((await verifyProjections(stores.targets)).clean).toBe(true);
  });

  it('MERGE clears a field given as null or [], and is idempotent: the same records again change nothing', async () => {
    await write([{ ...partial, venue: null, authors: [] }], 'merge');
    const once = await inAllStores('small1973');
    expect(once.postgres).toMatchObject({ venue: null, authors: [], abstract: full.abstract });
    expect(once.neo4j).toMatchObject({ authors: [], venues: [] });
    await write([{ ...partial, venue: null, authors: [] }], 'merge');
    expect(await inAllStores('small1973')).toEqual(once);
  });

  it('REPLACE writes the record whole: what it leaves out is cleared in all three stores', async () => {
    await write([full]);
    expect((await inAllStores('small1973')).neo4j).toMatchObject({ authors: ['Henry Small'], venues: ['JASIS'] });
    expect((await write([partial], 'replace')).errors).toEqual([]);
    const title = partial.title;
    expect(await inAllStores('small1973')).toEqual({
      postgres: { title, abstract: null, venue: null, authors: [], fieldsOfStudy: [] },
      elasticsearch: { title, abstract: null, venue: null, authors: [] },
      neo4j: { title, authors: [], venues: [] },
    });
    expect((await verifyProjections(stores.targets)).clean).toBe(true);
  });

  it('talks merge the same way: a re-ingested talk without `paper` or `speakers` keeps them; REPLACE clears them', async () => {
    const talk = { kind: 'talk', id: 'talk-1', title: 'A talk', year: 2020, transcript: 'We talk about co-citation.', speakers: ['Henry Small'], paper: 'small1973', sourceUrl: 'https://example.org/t' };
    expect((await write([talk])).errors).toEqual([]);
    const { speakers: _speakers, paper: _paper, sourceUrl: _url, ...partialTalk } = talk;
    await write([partialTalk]);
    expect(await stores.services.prisma.talk.findUniqueOrThrow({ where: { id: 'talk-1' } })).toMatchObject({ speakers: ['Henry Small'], paperId: 'small1973', sourceUrl: 'https://example.org/t' });
    await write([partialTalk], 'replace');
    expect(await stores.services.prisma.talk.findUniqueOrThrow({ where: { id: 'talk-1' } })).toMatchObject({ speakers: [], paperId: null, sourceUrl: null });
  });

  it('a MERGE of an unknown id is an ordinary insert, and references only ever add citations', async () => {
    expect((await write([{ kind: 'paper', id: 'new1', title: 'A new paper', year: 2001, references: ['garfield1955'] }])).errors).toEqual([]);
    expect((await write([{ kind: 'paper', id: 'new1', title: 'A new paper', year: 2001 }])).errors).toEqual([]);
    expect(await stores.services.prisma.citation.count({ where: { citingId: 'new1' } })).toBe(1);
    expect(await stores.services.prisma.paper.findUniqueOrThrow({ where: { id: 'new1' } })).toMatchObject({ abstract: null, venueId: null });
  });
});
