/**
 * A paper row's record fields (issue #48) in Refgraph's terms, and back. Pure. Prisma names the
 * types in camel case (journalArticle); the database, GraphQL and every file format say
 * journal-article (the enum maps them, prisma/schema.prisma).
 */
import type { PaperType as RowPaperType } from '@prisma/client';
import type { RecordFields } from './export-paper';
import type { PaperType } from './paper-types';

export function paperTypeOfRow(type: RowPaperType | null): PaperType | null {
  return type === null ? null : (type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`) as PaperType);
}

export function rowPaperType(type: PaperType | null): RowPaperType | null {
  return type === null ? null : (type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()) as RowPaperType);
}

export function storedRecordFields(row: Omit<RecordFields, 'type'> & { type: RowPaperType | null }): RecordFields {
  const { issn, isbn, volume, issue, pages, publisher, url, openAccessUrl } = row;
  return { type: paperTypeOfRow(row.type), issn, isbn, volume, issue, pages, publisher, url, openAccessUrl };
}
