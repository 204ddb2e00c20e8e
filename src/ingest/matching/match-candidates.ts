/**
 * The stored papers an imported batch may be (adapter: PostgreSQL, three indexed reads a batch).
 * A superset of what the rule (match-rule.ts) can match: papers with one of the batch's DOIs,
 * one of its external ids (the GIN index on externalIds), or a title that begins with the same
 * folded letters (title-keys.ts's titlePrefix, computed here in SQL from the same table) within a
 * year of it. The rule then decides in code, on the papers read whole (stored-papers.ts).
 */
import { Prisma, PrismaClient } from '@prisma/client';
import { storedPapers } from '../stored-papers';
import type { StoredMatchPaper } from '../merge';
import type { MatchInput } from './match-rule';
import { FOLD_FROM, FOLD_TO, TITLE_PREFIX_LENGTH, titlePrefix } from './title-keys';
import { bareDoi } from '../identifiers';

const json = (value: unknown): Prisma.Sql => Prisma.sql`${JSON.stringify(value)}::jsonb`;

/** The values an external id may be stored as (storedForms' spellings, and the value as given). */
function storedIdForms(key: string, value: string): { [key: string]: string }[] {
  const bare = value.trim();
  const forms = new Set([bare, bare.replace(/v\d+$/i, ''), bare.toUpperCase(), bare.toLowerCase()]);
  if (/^[WAISCPF]\d+$/i.test(bare)) forms.add(`https://openalex.org/${bare.toUpperCase()}`);
  const short = bare.replace(/^https?:\/\/(www\.)?openalex\.org\//i, '');
  if (short !== bare) forms.add(short);
  return [...forms].map((form) => ({ [key]: form }));
}

export async function candidatePapers(prisma: PrismaClient, records: MatchInput[]): Promise<StoredMatchPaper[]> {
  if (records.length === 0) return [];
  const dois = [...new Set(records.flatMap((r) => (r.doi === null ? [] : [bareDoi(r.doi) ?? r.doi])))];
  const externalIds = records.flatMap((r) => Object.entries(r.externalIds).flatMap(([key, value]) => storedIdForms(key, value)));
  const probes = records.map((r) => ({ year: r.year, prefix: titlePrefix(r.title) })).filter((p) => p.prefix !== '');
  const ids = new Set<string>();
  if (dois.length > 0) {
    for (const row of await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Paper" WHERE doi IN (SELECT jsonb_array_elements_text(${json(dois)}))`) ids.add(row.id);
  }
  if (externalIds.length > 0) {
    const rows = await prisma.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT p.id FROM jsonb_array_elements(${json(externalIds)}) AS w(value) JOIN "Paper" p ON p."externalIds" @> w.value`;
    rows.forEach((row) => ids.add(row.id));
  }
  if (probes.length > 0) {
    const rows = await prisma.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT p.id
      FROM (SELECT DISTINCT year, prefix FROM jsonb_to_recordset(${json(probes)}) AS r(year int, prefix text)) AS r
      JOIN "Paper" p ON p.year BETWEEN r.year - 1 AND r.year + 1
      WHERE left(regexp_replace(lower(translate(replace(p.title, '&', 'and'), ${FOLD_FROM}::text, ${FOLD_TO}::text)), '[^a-z0-9]+', '', 'g'), ${TITLE_PREFIX_LENGTH}::int) = r.prefix`;
    rows.forEach((row) => ids.add(row.id));
  }
  return [...(await storedPapers(prisma, [...ids])).values()];
}
