/**
 * Paper.record: the full bibliographic record, one PostgreSQL query per request for all the
 * papers asked (a DataLoader kept per request context).
 */
import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { shortLabel, storedName, storedRecordFields, tidyName } from '../../bibliography';
import { papersNotFound } from '../../errors/refgraph-error';
import type { Context } from '../context';
import { Paper } from '../types/paper';
import { PaperRecord } from '../types/paper-record';
import { recordView } from '../record-view';

const loaders = new WeakMap<Context, DataLoader<string, PaperRecord | null>>();

function recordLoader(context: Context): DataLoader<string, PaperRecord | null> {
  const known = loaders.get(context);
  if (known !== undefined) return known;
  const loader = new DataLoader<string, PaperRecord | null>(async (ids) => {
    const rows = await context.services.prisma.paper.findMany({
      where: { id: { in: [...ids] } },
      select: {
        id: true, type: true, issn: true, isbn: true, volume: true, issue: true, pages: true, publisher: true, url: true, openAccessUrl: true,
        venue: { select: { name: true } },
        authors: {
          select: { family: true, given: true, particle: true, suffix: true, literal: true, orcid: true, affiliations: true, author: { select: { name: true } } },
          orderBy: { position: 'asc' },
        },
      },
    });
    const records = new Map(
      rows.map((row) => {
        const authors = row.authors.map((a) => ({ name: storedName(a, a.author.name), orcid: a.orcid, affiliations: a.affiliations }));
        return [row.id, recordView(storedRecordFields(row), row.venue?.name ?? null, authors)];
      }),
    );
    return ids.map((id) => records.get(id) ?? null);
  });
  loaders.set(context, loader);
  return loader;
}

@Resolver(() => Paper)
export class PaperRecordResolver {
  @FieldResolver(() => PaperRecord, { description: 'The full bibliographic record: type, container, volume, issue, pages, publisher, URLs, structured authors.' })
  async record(@Root() paper: Paper, @Ctx() context: Context): Promise<PaperRecord> {
    const record = await recordLoader(context).load(paper.id);
    // A paper deleted between the query's read and this field's.
    if (record === null) throw papersNotFound([paper.id]);
    return record;
  }

  @FieldResolver(() => String, {
    description: 'How a map labels the paper: its first author\'s surname (with its particle) and its year, "Devlin 2019", "van der Maaten 2008"; the title\'s first words and the year when no author is recorded.',
  })
  async shortLabel(@Root() paper: Paper, @Ctx() context: Context): Promise<string> {
    const record = await recordLoader(context).load(paper.id);
    if (record === null) throw papersNotFound([paper.id]);
    const first = record.authors[0]?.name;
    const parts = first === undefined ? undefined : tidyName({ family: first.family ?? undefined, particle: first.particle ?? undefined, literal: first.literal ?? undefined });
    return shortLabel(parts, paper.year, paper.title);
  }
}
