/**
 * Idempotent writes of validated records into PostgreSQL, the source of truth.
 * Papers and talks are upserted by id; edges are inserted once (duplicates skipped).
 * Returns record-level errors instead of throwing, so the valid records of a batch still land.
 */
import type { PrismaClient } from '@prisma/client';
import { nameKey } from '../common/name-key';
import type { PaperRecord, RecordError, TalkRecord } from './records';

export interface Numbered<T> {
  line: number;
  record: T;
}

/** A paper→paper or talk→paper edge waiting for both ends to exist. */
export interface PendingEdge {
  line: number;
  /** Field of the source record that named the target, e.g. `references[2]` or `cited`. */
  field: string;
  from: string;
  to: string;
  kind: 'citation' | 'talkReference';
}

export async function upsertPapers(prisma: PrismaClient, papers: Numbered<PaperRecord>[]): Promise<{ stored: string[]; errors: RecordError[] }> {
  const errors: RecordError[] = [];
  const accepted = await withoutDoiConflicts(prisma, papers, errors);
  if (accepted.length === 0) return { stored: [], errors };

  const venues = new Map<string, string>();
  const authors = new Map<string, string>();
  for (const { record } of accepted) {
    if (record.venue) venues.set(nameKey(record.venue), record.venue);
    for (const author of record.authors) authors.set(nameKey(author), author);
  }
  const paperIds = accepted.map((p) => p.record.id);
  await prisma.$transaction([
    prisma.venue.createMany({ data: [...venues].map(([id, name]) => ({ id, name })), skipDuplicates: true }),
    prisma.author.createMany({ data: [...authors].map(([id, name]) => ({ id, name })), skipDuplicates: true }),
    ...accepted.map(({ record }) => {
      const data = {
        title: record.title,
        abstract: record.abstract,
        year: record.year,
        doi: record.doi,
        language: record.language,
        fieldsOfStudy: record.fieldsOfStudy,
        externalIds: record.externalIds,
        venueId: record.venue ? nameKey(record.venue) : null,
      };
      return prisma.paper.upsert({ where: { id: record.id }, create: { id: record.id, ...data }, update: data });
    }),
    prisma.paperAuthor.deleteMany({ where: { paperId: { in: paperIds } } }),
    prisma.paperAuthor.createMany({
      data: accepted.flatMap(({ record }) =>
        record.authors.map((author, position) => ({ paperId: record.id, authorId: nameKey(author), position })),
      ),
    }),
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
  // Later records with the same id replace earlier ones in one batch, as a re-run would.
  const byId = new Map<string, Numbered<PaperRecord>>();
  for (const paper of papers) byId.set(paper.record.id, paper);
  const accepted: Numbered<PaperRecord>[] = [];
  for (const paper of byId.values()) {
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

export async function upsertTalks(prisma: PrismaClient, talks: Numbered<TalkRecord>[]): Promise<string[]> {
  const byId = new Map(talks.map((t) => [t.record.id, t.record]));
  await prisma.$transaction(
    [...byId.values()].map((talk) => {
      const data = {
        title: talk.title,
        year: talk.year,
        transcript: talk.transcript,
        sourceUrl: talk.sourceUrl,
        language: talk.language,
        speakers: talk.speakers,
        paperId: talk.paper,
      };
      return prisma.talk.upsert({ where: { id: talk.id }, create: { id: talk.id, ...data }, update: data });
    }),
  );
  return [...byId.keys()];
}

/**
 * Inserts edges whose ends exist. An edge naming an unknown paper is reported against the
 * line and field that named it; the others land.
 */
export async function insertEdges(prisma: PrismaClient, edges: PendingEdge[]): Promise<{ stored: PendingEdge[]; errors: RecordError[] }> {
  const targets = new Set(edges.map((e) => e.to));
  const citingPapers = new Set(edges.filter((e) => e.kind === 'citation').map((e) => e.from));
  const knownPapers = new Set(
    (await prisma.paper.findMany({ where: { id: { in: [...targets, ...citingPapers] } }, select: { id: true } })).map((p) => p.id),
  );
  const talkIds = new Set(edges.filter((e) => e.kind === 'talkReference').map((e) => e.from));
  const knownTalks = new Set((await prisma.talk.findMany({ where: { id: { in: [...talkIds] } }, select: { id: true } })).map((t) => t.id));

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
      stored.push(edge);
    }
  }
  const citations = stored.filter((e) => e.kind === 'citation').map((e) => ({ citingId: e.from, citedId: e.to }));
  const talkReferences = stored.filter((e) => e.kind === 'talkReference').map((e) => ({ talkId: e.from, paperId: e.to }));
  await prisma.$transaction([
    prisma.citation.createMany({ data: citations, skipDuplicates: true }),
    prisma.talkReference.createMany({ data: talkReferences, skipDuplicates: true }),
  ]);
  return { stored, errors };
}
