/**
 * Merging author name variants in PostgreSQL (adapter): each stored variant gets its variant
 * group (surname and first initial), and every group touched is resolved again from its
 * variants' evidence (co-authors and venues of their papers), so each variant points to the
 * person's canonical variant or to none. Nothing is deleted or moved: a paper keeps the name it
 * was written with, and a merge is undone by resolving again under another rule.
 */
import type { PrismaClient } from '@prisma/client';
import { coAuthorKey } from './author-names';
import { resolveVariants, VariantEvidence } from './variant-clusters';

export interface VariantResolution {
  /** Variant groups resolved (those with two or more variants). */
  groups: number;
  /** Variants now merged into another (across the groups resolved). */
  merged: number;
  /** Variants whose canonical author changed in this resolution. */
  changed: number;
}

/** Ids per statement: well under PostgreSQL's bind-parameter limit, and one array each anyway. */
const CHUNK = 5000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Gives every author without one its variant group. */
async function assignGroups(prisma: PrismaClient): Promise<void> {
  for (;;) {
    const rows = await prisma.author.findMany({ where: { variantGroup: null }, select: { id: true, name: true }, take: CHUNK });
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    const groups = rows.map((row) => coAuthorKey(row.name) ?? '');
    await prisma.$executeRaw`UPDATE "Author" AS a SET "variantGroup" = v.grp FROM unnest(${ids}::text[], ${groups}::text[]) AS v(id, grp) WHERE a.id = v.id`;
  }
}

/** The variant groups of the authors of these papers that hold more than one variant. */
async function groupsOfPapers(prisma: PrismaClient, paperIds: readonly string[]): Promise<string[]> {
  const groups = new Set<string>();
  for (const ids of chunks(paperIds)) {
    const rows = await prisma.$queryRaw<{ variantGroup: string }[]>`
      SELECT DISTINCT a."variantGroup" FROM "PaperAuthor" pa JOIN "Author" a ON a.id = pa."authorId"
      WHERE pa."paperId" = ANY(${[...ids]}::text[]) AND a."variantGroup" <> ''
        AND (SELECT count(*) FROM "Author" b WHERE b."variantGroup" = a."variantGroup") > 1`;
    rows.forEach((row) => groups.add(row.variantGroup));
  }
  return [...groups].sort();
}

async function allMultiVariantGroups(prisma: PrismaClient): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ variantGroup: string }[]>`
    SELECT "variantGroup" FROM "Author" WHERE "variantGroup" <> '' GROUP BY 1 HAVING count(*) > 1 ORDER BY 1`;
  return rows.map((row) => row.variantGroup);
}

async function evidenceOf(prisma: PrismaClient, groups: readonly string[]): Promise<Map<string, VariantEvidence[]>> {
  const authors = await prisma.author.findMany({ where: { variantGroup: { in: [...groups] } }, select: { id: true, name: true, variantGroup: true, orcid: true } });
  const ids = authors.map((author) => author.id);
  const coAuthors = await prisma.$queryRaw<{ authorId: string; name: string }[]>`
    SELECT DISTINCT pa."authorId", co.name FROM "PaperAuthor" pa
    JOIN "PaperAuthor" pb ON pb."paperId" = pa."paperId" AND pb."authorId" <> pa."authorId"
    JOIN "Author" co ON co.id = pb."authorId"
    WHERE pa."authorId" = ANY(${ids}::text[])`;
  const venues = await prisma.$queryRaw<{ authorId: string; name: string }[]>`
    SELECT DISTINCT pa."authorId", v.name FROM "PaperAuthor" pa
    JOIN "Paper" p ON p.id = pa."paperId" JOIN "Venue" v ON v.id = p."venueId"
    WHERE pa."authorId" = ANY(${ids}::text[])`;
  const listed = (rows: { authorId: string; name: string }[]) => {
    const byAuthor = new Map<string, string[]>();
    for (const row of rows) byAuthor.set(row.authorId, [...(byAuthor.get(row.authorId) ?? []), row.name]);
    return byAuthor;
  };
  const [coAuthorsOf, venuesOf] = [listed(coAuthors), listed(venues)];
  const byGroup = new Map<string, VariantEvidence[]>();
  for (const author of authors) {
    const evidence = { id: author.id, name: author.name, orcid: author.orcid, coAuthors: coAuthorsOf.get(author.id) ?? [], venues: venuesOf.get(author.id) ?? [] };
    byGroup.set(author.variantGroup!, [...(byGroup.get(author.variantGroup!) ?? []), evidence]);
  }
  return byGroup;
}

/**
 * Resolves the variant groups of the authors of `paperIds` (after an ingestion), or every group
 * when none are given. Deterministic: the same library gives the same people.
 */
export async function resolveAuthorVariants(prisma: PrismaClient, paperIds?: readonly string[]): Promise<VariantResolution> {
  await assignGroups(prisma);
  const groups = paperIds === undefined ? await allMultiVariantGroups(prisma) : await groupsOfPapers(prisma, paperIds);
  const resolution: VariantResolution = { groups: groups.length, merged: 0, changed: 0 };
  for (const someGroups of chunks(groups)) {
    const evidence = await evidenceOf(prisma, someGroups);
    const resolved = [...evidence.values()].flatMap((variants) => resolveVariants(variants));
    const current = new Map(
      (await prisma.author.findMany({ where: { id: { in: resolved.map((r) => r.id) } }, select: { id: true, canonicalId: true } })).map((row) => [row.id, row.canonicalId]),
    );
    const changes = resolved.filter((r) => current.get(r.id) !== r.canonicalId);
    resolution.merged += resolved.filter((r) => r.canonicalId !== null).length;
    resolution.changed += changes.length;
    if (changes.length === 0) continue;
    // Canonical rows first (canonicalId null), so no variant ever points at a row that points on.
    await prisma.$transaction(
      changes
        .sort((a, b) => Number(a.canonicalId !== null) - Number(b.canonicalId !== null))
        .map((r) => prisma.author.update({ where: { id: r.id }, data: { canonicalId: r.canonicalId, mergeReason: r.reason, mergeShared: r.shared } })),
    );
  }
  return resolution;
}
