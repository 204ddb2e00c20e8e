/** Deleting papers and talks on the real engines: gone from all three stores, counts of what they cited updated, audited. */
import { spawnSync } from 'node:child_process';
import type { ParsedLine } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { deleteRecords } from '../../src/ingest';
import { ingest } from '../../src/ingest/pipeline';
import { verifyProjections } from '../../src/projections';
import { closeServices, openEmptyStores, TestStores } from './harness';

async function* numbered(values: unknown[]): AsyncGenerator<ParsedLine> {
  for (const [i, value] of values.entries()) yield { line: i + 1, value };
}

const paper = (id: string, extra: Record<string, unknown> = {}) => ({ kind: 'paper', id, title: `Paper ${id} on citation graphs`, year: 2010, ...extra });

describe('deleting papers and talks', () => {
  let stores: TestStores;

  async function graphCount(statement: string, params: Record<string, unknown> = {}): Promise<number> {
    const { records } = await stores.services.neo4j.executeQuery(statement, params);
    return Number(records[0]!.get('n'));
  }

  async function indexed(id: string): Promise<{ citationCount: number } | null> {
    const found = await stores.services.elasticsearch.get<{ citationCount: number }>({ index: stores.services.paperIndex, id }, { ignore: [404] });
    return found.found ? found._source! : null;
  }

  beforeAll(async () => {
    stores = await openEmptyStores('delete');
    const report = await ingest(
      stores.targets,
      numbered([
        paper('base', { authors: ['Shared Author'], venue: 'Shared Venue' }),
        paper('gone', { authors: ['Only Gone', 'Shared Author'], venue: 'Gone Venue', references: ['base'] }),
        paper('citer', { references: ['gone', 'base'], venue: 'Shared Venue' }),
        { kind: 'talk', id: 'talk-1', title: 'A talk', year: 2012, transcript: 'We talk about citation graphs.', references: ['gone', 'base'] },
      ]),
      { name: 'inline', format: 'jsonl' },
    );
    expect(report.errors).toEqual([]);
  });
  afterAll(async () => closeServices(stores.services));

  it('removes a paper with its authorships and citations both ways from PostgreSQL, Elasticsearch and Neo4j; what it cited is recounted; verify is clean', async () => {
    const { prisma } = stores.services;
    expect(await prisma.citation.count({ where: { citedId: 'base' } })).toBe(2);
    expect((await indexed('base'))?.citationCount).toBe(2);

    const report = await deleteRecords(stores.targets, { paperIds: ['gone', 'never-stored', 'gone'], talkIds: [] });
    expect(report).toEqual({ deletedPapers: ['gone'], deletedTalks: [], unknownPapers: ['never-stored'], unknownTalks: [], refused: [] });

    expect(await prisma.paper.count({ where: { id: 'gone' } })).toBe(0);
    expect(await prisma.paperAuthor.count({ where: { paperId: 'gone' } })).toBe(0);
    expect(await prisma.citation.count({ where: { OR: [{ citingId: 'gone' }, { citedId: 'gone' }] } })).toBe(0);
    expect(await prisma.talkReference.findMany({ select: { paperId: true } })).toEqual([{ paperId: 'base' }]);
    expect(await indexed('gone')).toBeNull();
    expect(await graphCount('MATCH (p:Paper {id: $id}) RETURN count(p) AS n', { id: 'gone' })).toBe(0);
    // Its own author and venue went with it; the shared ones stay with the papers that keep them.
    expect(await graphCount("MATCH (n) WHERE n.name IN ['Only Gone', 'Gone Venue'] RETURN count(n) AS n")).toBe(0);
    expect(await graphCount("MATCH (:Author {name: 'Shared Author'})-[:AUTHORED]->(:Paper {id: 'base'}) RETURN count(*) AS n")).toBe(1);
    expect(await graphCount("MATCH (:Paper {id: 'citer'})-[:PUBLISHED_IN]->(:Venue {name: 'Shared Venue'}) RETURN count(*) AS n")).toBe(1);
    // 'base' was cited by 'gone' and 'citer': now once, in every store.
    expect((await indexed('base'))?.citationCount).toBe(1);
    expect(await graphCount("MATCH (p:Paper {id: 'base'}) RETURN p.citationCount AS n")).toBe(1);
    expect(await verifyProjections(stores.targets)).toMatchObject({ clean: true });
  });

  it('removes a talk with its gold references, and reports an unknown talk', async () => {
    const report = await deleteRecords(stores.targets, { paperIds: [], talkIds: ['talk-1', 'talk-unknown'] });
    expect(report).toMatchObject({ deletedTalks: ['talk-1'], unknownTalks: ['talk-unknown'] });
    expect(await stores.services.prisma.talkReference.count()).toBe(0);
    expect(await graphCount('MATCH (t:Talk) RETURN count(t) AS n')).toBe(0);
    expect((await verifyProjections(stores.targets)).clean).toBe(true);
  });

  it('refgraph delete removes what it names, reports what is not stored (exit 1), and refgraph audit prints the rows', () => {
    const env = { ...process.env, REFGRAPH_ES_INDEX_PREFIX: 'test-delete' };
    const cli = (...args: string[]) => spawnSync(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args], { encoding: 'utf8', env, timeout: 120_000 });
    const deleted = cli('delete', '--papers', 'citer,nope');
    expect([deleted.status, deleted.stdout]).toEqual([1, 'deleted 1 papers, 0 talks\n  not stored (papers): nope\n']);
    const audit = cli('audit', '--first', '1');
    expect(audit.status).toBe(0);
    expect(JSON.parse(audit.stdout)).toMatchObject({ actor: 'cli', action: 'delete', ids: { papers: ['citer'], unknownPapers: ['nope'] } });
  });

  it('audits every ingestion and deletion: who (the command line here), what and which ids', async () => {
    const events = await stores.services.prisma.auditEvent.findMany({ orderBy: { id: 'asc' } });
    expect(events.map((e) => [e.actor, e.keyId, e.action])).toEqual([
      ['cli', null, 'ingest'],
      ['cli', null, 'delete'],
      ['cli', null, 'delete'],
      ['cli', null, 'delete'],
    ]);
    expect(events[0]).toMatchObject({ runId: 1, counts: { papers: 3, talks: 1, failed: 0 }, ids: { papers: ['base', 'gone', 'citer'], talks: ['talk-1'] }, idsOmitted: 0 });
    expect(events[1]).toMatchObject({ runId: null, counts: { papers: 1, talks: 0, unknown: 1 }, ids: { papers: ['gone'], talks: [], unknownPapers: ['never-stored'] } });
    expect(events[2]).toMatchObject({ counts: { papers: 0, talks: 1, unknown: 1 }, ids: { talks: ['talk-1'], unknownTalks: ['talk-unknown'] } });
    expect((await verifyProjections(stores.targets)).clean).toBe(true);
  });
});
