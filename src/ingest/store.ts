/**
 * Idempotent writes of validated records into PostgreSQL, the source of truth, a batch at a time:
 * each table gets one multi-row statement per batch (rows passed as one JSON parameter and read
 * with jsonb_to_recordset), in one transaction. Papers and talks are upserted by id (unique in a
 * batch: the pipeline refuses repeats, first-occurrences.ts), unless another case of it is stored
 * (case-variants.ts); edges are inserted once (duplicates skipped). Returns record-level errors
 * instead of throwing, so the valid records of a batch still land.
 */
import { Prisma, PrismaClient } from '@prisma/client';
import { nameKey } from '../common/name-key';
import type { Numbered, PaperRecord, RecordError, TalkRecord } from './records';
import { withoutStoredCaseVariants } from './case-variants';

/** A paper→paper or talk→paper edge waiting for both ends to exist. */
export interface PendingEdge {
  line: number;
  /** Field of the source record that named the target, e.g. `references[2]` or `cited`. */
  field: string;
  from: string;
  to: string;
  kind: 'citation' | 'talkReference';
  /** A citation whose cited paper may be later than its citing one (the record's allowLaterCitations). */
  laterAllowed?: boolean;
}

/** One JSON parameter holding a batch's rows (no statement text is built from values). */
function rowsParameter(rows: readonly unknown[]): Prisma.Sql {
  return Prisma.sql`${JSON.stringify(rows)}::jsonb`;
}

export async function upsertPapers(prisma: PrismaClient, papers: Numbered<PaperRecord>[]): Promise<{ stored: string[]; errors: RecordError[] }> {
  const errors: RecordError[] = [];
  const accepted = await withoutDoiConflicts(prisma, await withoutStoredCaseVariants(prisma, 'Paper', papers, errors), errors);
  if (accepted.length === 0) return { stored: [], errors };

  const venues = new Map<string, string>();
  const authors = new Map<string, { name: string; orcid: string | null }>();
  for (const { record } of accepted) {
    if (record.venue) venues.set(nameKey(record.venue), record.venue);
    for (const author of record.authors) {
      const key = nameKey(author);
      authors.set(key, { name: authors.get(key)?.name ?? author, orcid: authors.get(key)?.orcid ?? record.authorOrcids[author] ?? null });
    }
  }
  const paperIds = accepted.map((p) => p.record.id);
  const paperRows = accepted.map(({ record }) => ({
    id: record.id,
    title: record.title,
    abstract: record.abstract,
    year: record.year,
    doi: record.doi,
    language: record.language,
    fieldsOfStudy: record.fieldsOfStudy,
    externalIds: record.externalIds,
    venueId: record.venue ? nameKey(record.venue) : null,
    type: record.type,
    issn: record.issn,
    isbn: record.isbn,
    volume: record.volume,
    issue: record.issue,
    pages: record.pages,
    publisher: record.publisher,
    url: record.url,
    openAccessUrl: record.openAccessUrl,
  }));
  const authorships = accepted.flatMap(({ record }) =>
    record.authors.map((author, position) => {
      const detail = record.authorDetails[position];
      const name = detail?.name ?? {};
      return {
        paperId: record.id,
        authorId: nameKey(author),
        position,
        family: name.family ?? null,
        given: name.given ?? null,
        particle: name.particle ?? null,
        suffix: name.suffix ?? null,
        literal: name.literal ?? null,
        orcid: detail?.orcid ?? null,
        affiliations: detail?.affiliations ?? [],
      };
    }),
  );
  // A name seen first keeps its spelling (as createMany's skipDuplicates did), and the first
  // ORCID given for it: a second one would be another person writing the same name, which one
  // row per spelling cannot tell apart (docs/authors.md).
  await prisma.$transaction([
    prisma.$executeRaw`
      INSERT INTO "Venue" (id, name) SELECT r.id, r.name FROM jsonb_to_recordset(${rowsParameter([...venues].map(([id, name]) => ({ id, name })))}) AS r(id text, name text)
      ON CONFLICT (id) DO NOTHING`,
    prisma.$executeRaw`
      INSERT INTO "Author" (id, name, orcid)
      SELECT r.id, r.name, r.orcid FROM jsonb_to_recordset(${rowsParameter([...authors].map(([id, author]) => ({ id, ...author })))}) AS r(id text, name text, orcid text)
      ON CONFLICT (id) DO UPDATE SET orcid = EXCLUDED.orcid WHERE "Author".orcid IS NULL AND EXCLUDED.orcid IS NOT NULL`,
    prisma.$executeRaw`
      INSERT INTO "Paper" (id, title, abstract, year, doi, language, "fieldsOfStudy", "externalIds", "venueId",
        type, issn, isbn, volume, issue, pages, publisher, url, "openAccessUrl", "updatedAt")
      SELECT r.id, r.title, r.abstract, r.year, r.doi, r.language, r."fieldsOfStudy", r."externalIds", r."venueId",
        r.type::"PaperType", r.issn, r.isbn, r.volume, r.issue, r.pages, r.publisher, r.url, r."openAccessUrl", now() AT TIME ZONE 'UTC'
      FROM jsonb_to_recordset(${rowsParameter(paperRows)})
        AS r(id text, title text, abstract text, year int, doi text, language text, "fieldsOfStudy" text[], "externalIds" jsonb, "venueId" text,
          type text, issn text[], isbn text[], volume text, issue text, pages text, publisher text, url text, "openAccessUrl" text)
      ON CONFLICT (id) DO UPDATE SET
        title = EXCLUDED.title, abstract = EXCLUDED.abstract, year = EXCLUDED.year, doi = EXCLUDED.doi,
        language = EXCLUDED.language, "fieldsOfStudy" = EXCLUDED."fieldsOfStudy", "externalIds" = EXCLUDED."externalIds",
        "venueId" = EXCLUDED."venueId", type = EXCLUDED.type, issn = EXCLUDED.issn, isbn = EXCLUDED.isbn, volume = EXCLUDED.volume,
        issue = EXCLUDED.issue, pages = EXCLUDED.pages, publisher = EXCLUDED.publisher, url = EXCLUDED.url,
        "openAccessUrl" = EXCLUDED."openAccessUrl", "updatedAt" = now() AT TIME ZONE 'UTC'`,
    prisma.$executeRaw`DELETE FROM "PaperAuthor" WHERE "paperId" IN (SELECT jsonb_array_elements_text(${rowsParameter(paperIds)}))`,
    prisma.$executeRaw`
      INSERT INTO "PaperAuthor" ("paperId", "authorId", position, family, given, particle, suffix, literal, orcid, affiliations)
      SELECT r."paperId", r."authorId", r.position, r.family, r.given, r.particle, r.suffix, r.literal, r.orcid, r.affiliations
      FROM jsonb_to_recordset(${rowsParameter(authorships)})
        AS r("paperId" text, "authorId" text, position int, family text, given text, particle text, suffix text, literal text, orcid text, affiliations text[])`,
  ]);
  return { stored: paperIds, errors };
}

/** A DOI belongs to one paper: a record whose DOI another paper already holds is refused. */
async function withoutDoiConflicts(
  prisma: PrismaClient,
  papers: Numbered<PaperRecord>[],
  errors: RecordError[],
): Promise<Numbered<PaperRecord>[]> {
  const dois = papers.map((p) => p.record.doi).filter((doi): doi is string => doi !== null);
  const owners = new Map<string, string>();
  if (dois.length > 0) {
    for (const row of await prisma.paper.findMany({ where: { doi: { in: dois } }, select: { id: true, doi: true } })) {
      if (row.doi) owners.set(row.doi, row.id);
    }
  }
  const accepted: Numbered<PaperRecord>[] = [];
  for (const paper of papers) {
    const { doi, id } = paper.record;
    const owner = doi === null ? undefined : owners.get(doi);
    if (doi !== null && owner !== undefined && owner !== id) {
      errors.push({ line: paper.line, recordId: id, field: 'doi', code: 'CONFLICT', message: `DOI ${doi} already belongs to paper '${owner}'` });
      continue;
    }
    if (doi !== null) owners.set(doi, id);
    accepted.push(paper);
  }
  return accepted;
}

export async function upsertTalks(prisma: PrismaClient, talks: Numbered<TalkRecord>[]): Promise<{ stored: string[]; errors: RecordError[] }> {
  const errors: RecordError[] = [];
  const accepted = (await withoutStoredCaseVariants(prisma, 'Talk', talks, errors)).map((t) => t.record);
  if (accepted.length === 0) return { stored: [], errors };
  const rows = accepted.map((talk) => ({
    id: talk.id,
    title: talk.title,
    year: talk.year,
    transcript: talk.transcript,
    sourceUrl: talk.sourceUrl,
    language: talk.language,
    speakers: talk.speakers,
    paperId: talk.paper,
  }));
  await prisma.$executeRaw`
    INSERT INTO "Talk" (id, title, year, transcript, "sourceUrl", language, speakers, "paperId", "updatedAt")
    SELECT r.id, r.title, r.year, r.transcript, r."sourceUrl", r.language, r.speakers, r."paperId", now() AT TIME ZONE 'UTC'
    FROM jsonb_to_recordset(${rowsParameter(rows)})
      AS r(id text, title text, year int, transcript text, "sourceUrl" text, language text, speakers text[], "paperId" text)
    ON CONFLICT (id) DO UPDATE SET
      title = EXCLUDED.title, year = EXCLUDED.year, transcript = EXCLUDED.transcript, "sourceUrl" = EXCLUDED."sourceUrl",
      language = EXCLUDED.language, speakers = EXCLUDED.speakers, "paperId" = EXCLUDED."paperId", "updatedAt" = now() AT TIME ZONE 'UTC'`;
  return { stored: accepted.map((talk) => talk.id), errors };
}

/** Which of `ids` name stored rows of `table` (one query). */
async function storedIds(prisma: PrismaClient, ids: Set<string>): Promise<Set<string>> {
  if (ids.size === 0) return new Set();
  const rows = await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Talk" WHERE id IN (SELECT jsonb_array_elements_text(${rowsParameter([...ids])}))`;
  return new Set(rows.map((row) => row.id));
}

/** The stored papers among `ids`, with their years. */
async function storedPaperYears(prisma: PrismaClient, ids: Set<string>): Promise<Map<string, number>> {
  if (ids.size === 0) return new Map();
  const rows = await prisma.$queryRaw<{ id: string; year: number }[]>`SELECT id, year FROM "Paper" WHERE id IN (SELECT jsonb_array_elements_text(${rowsParameter([...ids])}))`;
  return new Map(rows.map((row) => [row.id, row.year]));
}

/** Why a citation to a later paper is refused, or null: a paper cites what came before it (or the same year), unless its record says otherwise. */
function laterCitationProblem(edge: PendingEdge, years: Map<string, number>): string | null {
  if (edge.kind !== 'citation' || edge.laterAllowed === true) return null;
  const [citing, cited] = [years.get(edge.from)!, years.get(edge.to)!];
  if (cited <= citing) return null;
  return `'${edge.from}' (${citing}) cannot cite '${edge.to}', published later (${cited}); set "allowLaterCitations": true on the record when it really does (a preprint citing a later version)`;
}

/**
 * Inserts edges whose ends exist. An edge naming an unknown paper, or a citation of a paper
 * published after the citing one (unless its record allows it: issue #47 found a 1990 paper
 * citing a 2020 one accepted), is reported against the line and field that named it; the others
 * land. Same-year citations are normal (papers of one proceedings cite each other).
 */
export async function insertEdges(prisma: PrismaClient, edges: PendingEdge[]): Promise<{ stored: PendingEdge[]; errors: RecordError[] }> {
  const paperEnds = new Set(edges.flatMap((e) => (e.kind === 'citation' ? [e.from, e.to] : [e.to])));
  const knownPapers = await storedPaperYears(prisma, paperEnds);
  const knownTalks = await storedIds(prisma, new Set(edges.filter((e) => e.kind === 'talkReference').map((e) => e.from)));

  const errors: RecordError[] = [];
  const stored: PendingEdge[] = [];
  for (const edge of edges) {
    const fromKnown = edge.kind === 'citation' ? knownPapers.has(edge.from) : knownTalks.has(edge.from);
    if (!fromKnown) {
      const field = edge.field === 'cited' ? 'citing' : 'id';
      errors.push({ line: edge.line, recordId: edge.from, field, code: 'UNKNOWN_REFERENCE', message: `'${edge.from}' is not a stored ${edge.kind === 'citation' ? 'paper' : 'talk'}` });
    } else if (!knownPapers.has(edge.to)) {
      errors.push({ line: edge.line, recordId: edge.from, field: edge.field, code: 'UNKNOWN_REFERENCE', message: `paper '${edge.to}' is not stored` });
    } else {
      const later = laterCitationProblem(edge, knownPapers);
      if (later === null) stored.push(edge);
      else errors.push({ line: edge.line, recordId: edge.from, field: edge.field, code: 'INVALID_VALUE', message: later });
    }
  }
  const citations = stored.filter((e) => e.kind === 'citation').map((e) => ({ citingId: e.from, citedId: e.to }));
  const talkReferences = stored.filter((e) => e.kind === 'talkReference').map((e) => ({ talkId: e.from, paperId: e.to }));
  await prisma.$transaction([
    prisma.$executeRaw`
      INSERT INTO "Citation" ("citingId", "citedId") SELECT r."citingId", r."citedId" FROM jsonb_to_recordset(${rowsParameter(citations)}) AS r("citingId" text, "citedId" text)
      ON CONFLICT DO NOTHING`,
    prisma.$executeRaw`
      INSERT INTO "TalkReference" ("talkId", "paperId") SELECT r."talkId", r."paperId" FROM jsonb_to_recordset(${rowsParameter(talkReferences)}) AS r("talkId" text, "paperId" text)
      ON CONFLICT DO NOTHING`,
  ]);
  return { stored, errors };
}
