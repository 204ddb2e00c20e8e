/**
 * Migrations that change what stored rows mean keep what they can. Issue #48's keeps every record
 * written before it: a database holding old-shape papers, authors and authorships (migrated up to
 * the one before) is migrated, and every row is there with its values; the new columns are empty,
 * and a stored name is read with its parts. Issue #50's drops only the concept thresholds whose
 * language meant something else.
 */
import pg from 'pg';
import { throwAwayDatabase } from '../support/throw-away-database';
import { ensureDatabase } from '../../src/db/ensure-database';
import { applyMigrations, readMigrations } from '../../src/db/migrate';
import { repoPath } from '../../src/common/repo-path';
import { storedName } from '../../src/bibliography';

const RECORDS_MIGRATION = '20261201220000_bibliographic_records';

describe('the bibliographic records migration on a real PostgreSQL', () => {
  const { settings, drop } = throwAwayDatabase('migrate_records');

  beforeAll(drop);
  afterAll(drop);

  it('keeps old-shape papers, authors and authorships, with the new fields empty', async () => {
    await ensureDatabase(settings);
    const migrations = await readMigrations(repoPath('prisma', 'migrations'));
    const cut = migrations.findIndex((m) => m.name === RECORDS_MIGRATION);
    expect(cut).toBeGreaterThan(0);
    await applyMigrations(settings, migrations.slice(0, cut));

    const client = new pg.Client(settings);
    await client.connect();
    try {
      await client.query(`INSERT INTO "Venue" (id, name) VALUES ('naacl', 'NAACL')`);
      await client.query(`INSERT INTO "Author" (id, name, orcid) VALUES ('jacob-devlin', 'Jacob Devlin', NULL), ('laurens-van-der-maaten', 'Laurens van der Maaten', '0000-0002-1825-0097')`);
      await client.query(
        `INSERT INTO "Paper" (id, title, year, doi, language, "fieldsOfStudy", "externalIds", "venueId", "updatedAt")
         VALUES ('devlin2019bert', 'BERT', 2019, '10.18653/v1/n19-1423', 'en', ARRAY['NLP'], '{"acl": "N19-1423"}', 'naacl', now()),
                ('maaten2008tsne', 't-SNE', 2008, NULL, NULL, ARRAY[]::text[], '{}', NULL, now())`,
      );
      await client.query(`INSERT INTO "PaperAuthor" ("paperId", "authorId", position) VALUES ('devlin2019bert', 'jacob-devlin', 0), ('maaten2008tsne', 'laurens-van-der-maaten', 0)`);
      await client.query(`INSERT INTO "Citation" ("citingId", "citedId") VALUES ('devlin2019bert', 'maaten2008tsne')`);

      expect(await applyMigrations(settings, migrations)).toEqual(migrations.slice(cut).map((m) => m.name));

      const papers = await client.query(`SELECT id, title, year, doi, language, "fieldsOfStudy", "externalIds", "venueId", type, issn, isbn, volume, pages, url FROM "Paper" ORDER BY id`);
      expect(papers.rows).toEqual([
        { id: 'devlin2019bert', title: 'BERT', year: 2019, doi: '10.18653/v1/n19-1423', language: 'en', fieldsOfStudy: ['NLP'], externalIds: { acl: 'N19-1423' }, venueId: 'naacl', type: null, issn: [], isbn: [], volume: null, pages: null, url: null },
        { id: 'maaten2008tsne', title: 't-SNE', year: 2008, doi: null, language: null, fieldsOfStudy: [], externalIds: {}, venueId: null, type: null, issn: [], isbn: [], volume: null, pages: null, url: null },
      ]);
      const authorships = await client.query(
        `SELECT pa."paperId", pa."authorId", pa.position, pa.family, pa.given, pa.particle, pa.suffix, pa.literal, pa.orcid, pa.affiliations, a.name, a.orcid AS "authorOrcid"
         FROM "PaperAuthor" pa JOIN "Author" a ON a.id = pa."authorId" ORDER BY pa."paperId"`,
      );
      expect(authorships.rows.map((r) => [r.paperId, r.authorId, r.position, r.family, r.literal, r.affiliations, r.authorOrcid])).toEqual([
        ['devlin2019bert', 'jacob-devlin', 0, null, null, [], null],
        ['maaten2008tsne', 'laurens-van-der-maaten', 0, null, null, [], '0000-0002-1825-0097'],
      ]);
      // Rows without parts are read through the name parser.
      expect(storedName(authorships.rows[1], authorships.rows[1].name)).toEqual({ family: 'Maaten', given: 'Laurens', particle: 'van der' });
      expect((await client.query(`SELECT count(*)::int AS n FROM "Citation"`)).rows[0].n).toBe(1);
      // The enum takes Refgraph's names of the types.
      await client.query(`UPDATE "Paper" SET type = 'conference-paper', pages = '4171-4186' WHERE id = 'devlin2019bert'`);
      expect((await client.query(`SELECT type::text FROM "Paper" WHERE id = 'devlin2019bert'`)).rows[0].type).toBe('conference-paper');
    } finally {
      await client.end();
    }
  });
});

describe('the per-query-language thresholds migration on a real PostgreSQL', () => {
  const { settings, drop } = throwAwayDatabase('migrate_thresholds');

  beforeAll(drop);
  afterAll(drop);

  it('drops thresholds fitted per document language and keeps the pooled one', async () => {
    await ensureDatabase(settings);
    const migrations = await readMigrations(repoPath('prisma', 'migrations'));
    const cut = migrations.findIndex((m) => m.name === '20261202000000_concept_thresholds_per_query_language');
    expect(cut).toBeGreaterThan(0);
    await applyMigrations(settings, migrations.slice(0, cut));
    const client = new pg.Client(settings);
    await client.connect();
    try {
      await client.query(
        `INSERT INTO "ConceptThreshold" (model, language, threshold, floor, f1, precision, recall, labels, relevant, source)
         VALUES ('e5', '*', 0.05, 0.01, 0.6, 0.6, 0.6, 100, 40, 'labels.jsonl'), ('e5', 'de', 0.07, NULL, 0.5, 0.5, 0.5, 20, 8, 'labels.jsonl')`,
      );
      await applyMigrations(settings, migrations);
      expect((await client.query(`SELECT model, language, threshold FROM "ConceptThreshold"`)).rows).toEqual([{ model: 'e5', language: '*', threshold: 0.05 }]);
    } finally {
      await client.end();
    }
  });
});
