/**
 * Paper.record: the full bibliographic record, one PostgreSQL query per request for all the
 * papers asked (a DataLoader kept per request context).
 */
import DataLoader from 'dataloader';
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { displayName, effectiveType, storedName, storedRecordFields } from '../../bibliography';
import { papersNotFound } from '../../errors/refgraph-error';
import type { Context } from '../context';
import { Paper } from '../types/paper';
import { PaperRecord, PaperTypeEnum } from '../types/paper-record';

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
          select: { position: true, family: true, given: true, particle: true, suffix: true, literal: true, orcid: true, affiliations: true, author: { select: { name: true } } },
          orderBy: { position: 'asc' },
        },
      },
    });
    const records = new Map(
      rows.map((row) => {
        const fields = storedRecordFields(row);
        const venue = row.venue?.name ?? null;
        const record: PaperRecord = {
          ...fields,
          type: effectiveType(fields.type, venue) as PaperTypeEnum,
          typeGiven: fields.type !== null,
          containerTitle: venue,
          authors: row.authors.map((a) => {
            const name = storedName(a, a.author.name);
            const parts = { family: name.family ?? null, given: name.given ?? null, particle: name.particle ?? null, suffix: name.suffix ?? null, literal: name.literal ?? null };
            return { position: a.position, name: { ...parts, display: displayName(name) }, orcid: a.orcid, affiliations: a.affiliations };
          }),
        };
        return [row.id, record];
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
}
