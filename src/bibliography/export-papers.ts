/** The papers an export (BibTeX, RIS, CSL-JSON) renders, read from PostgreSQL. Adapter. */
import type { PrismaClient } from '@prisma/client';
import { papersNotFound } from '../errors/refgraph-error';
import type { ExportPaper } from './export-paper';
import { storedName } from './names/parse-name';
import { storedRecordFields } from './stored-record';

/** Ids per round trip: PostgreSQL takes at most 65,535 bind parameters per statement. */
const ID_CHUNK = 10_000;

function arxivId(externalIds: unknown): string | null {
  const value = (externalIds as Record<string, unknown> | null)?.arxiv;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The papers with these ids (each once); NOT_FOUND naming every id that is not stored. */
export async function exportPapers(prisma: PrismaClient, ids: readonly string[]): Promise<ExportPaper[]> {
  const unique = [...new Set(ids)];
  const papers = new Map<string, ExportPaper>();
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    const rows = await prisma.paper.findMany({
      where: { id: { in: unique.slice(i, i + ID_CHUNK) } },
      include: { venue: true, authors: { include: { author: true }, orderBy: { position: 'asc' } } },
    });
    for (const row of rows) {
      papers.set(row.id, {
        id: row.id,
        title: row.title,
        abstract: row.abstract,
        year: row.year,
        doi: row.doi,
        venue: row.venue?.name ?? null,
        authors: row.authors.map((a) => storedName(a, a.author.name)),
        arxivId: arxivId(row.externalIds),
        language: row.language,
        ...storedRecordFields(row),
      });
    }
  }
  const missing = unique.filter((id) => !papers.has(id));
  if (missing.length > 0) throw papersNotFound(missing);
  return unique.map((id) => papers.get(id)!);
}
