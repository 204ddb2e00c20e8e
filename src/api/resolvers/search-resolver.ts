import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { LanguageEnum } from '../types/language';
import { invalidArgument } from '../../errors/refgraph-error';
import { analysedLanguages, MAX_SEARCH_DEPTH, PaperOrder, searchPaperPage, SearchLanguage } from '../../search';
import { checkedPageSize, checkedText } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { decodeSearchCursor, encodeSearchCursor } from '../cursor';
import { checkedLanguages } from '../languages';
import { checkedPaperFilter, indexPaperFilter } from '../paper-filters';
import { PaperFilter } from '../types/paper-filter';
import { PaperSort, PaperSortKeyEnum, SearchResultConnection, SortDirectionEnum } from '../types/lists';
import { SearchResult } from '../types/operations';
import type { Paper } from '../types/paper';
import { FreeTextScalar } from '../types/scalars';

const SEARCH_DESCRIPTION = 'BM25 full-text search over titles and abstracts (Elasticsearch)';
const LANGUAGES_DESCRIPTION = "Analyzers to read the query with (EN, ES, CA; another language is INVALID_ARGUMENT): the filter's languages when it has some, else all.";

/** RELEVANCE is best match first only. */
export function checkedSearchOrder(sort: PaperSort | undefined | null): PaperOrder {
  if (!sort) return { by: 'RELEVANCE', direction: 'DESC' };
  if (sort.by === PaperSortKeyEnum.RELEVANCE && sort.direction === SortDirectionEnum.ASC) throw invalidArgument('sort.direction', 'RELEVANCE sorts best match first only (DESC)');
  return { by: sort.by, direction: sort.direction };
}

interface SearchArgs {
  query: string;
  first: number;
  after?: string | null;
  filter?: PaperFilter | null;
  sort?: PaperSort | null;
  languages?: string[] | null;
}

/** One page of a search. */
async function searchPage(context: Context, args: SearchArgs): Promise<SearchResultConnection> {
  const text = checkedText('query', args.query);
  const size = checkedPageSize('first', args.first, context.services.config.api.maxPageSize);
  const checked = await checkedPaperFilter(context, 'filter', args.filter);
  const order = checkedSearchOrder(args.sort);
  const analyzers: readonly SearchLanguage[] | undefined = args.languages
    ? checkedLanguages('languages', args.languages)
    : checked.languages
      ? analysedLanguages(checked.languages)
      : undefined;
  const key = JSON.stringify([text, checked, order, analyzers ?? null]);
  const from = args.after ? decodeSearchCursor(args.after, key) : 0;
  if (from >= MAX_SEARCH_DEPTH) throw invalidArgument('after', `search pages reach the first ${MAX_SEARCH_DEPTH} results only; narrow the query or the filter`);
  const filter = await indexPaperFilter(context, checked);
  const { hits, total } = await searchPaperPage(context.services.elasticsearch, context.services.paperIndex, {
    text,
    ...(analyzers ? { languages: analyzers } : {}),
    filter,
    order,
    from,
    size: Math.min(size + 1, MAX_SEARCH_DEPTH - from),
  });
  const papers = await context.loaders.paper.loadMany(hits.map((hit) => hit.paperId));
  const rows = hits.map((hit, i) => ({ rank: from + i + 1, score: hit.score, paper: papers[i] }));
  const page = connectionPage(rows, size, from > 0, (row) => encodeSearchCursor(key, row.rank), (row): SearchResult => {
    if (row.paper instanceof Error) throw row.paper;
    return { rank: row.rank, score: row.score, paper: row.paper as Paper };
  });
  // A hit whose paper left PostgreSQL is a stale projection entry (until the next reindex).
  return { edges: page.edges.filter((edge) => edge.node.paper !== null && edge.node.paper !== undefined), pageInfo: page.pageInfo, totalCount: total };
}

@Resolver()
export class SearchResolver {
  @Query(() => SearchResultConnection, {
    description: `${SEARCH_DESCRIPTION}: a page of results with cursors and the number of matching papers; best match first unless sorted. Pages reach the first ${MAX_SEARCH_DEPTH} results.`,
  })
  async searchPapers(
    @Arg('query', () => FreeTextScalar) query: string,
    @Ctx() context: Context,
    @Arg('filter', () => PaperFilter, { nullable: true }) filter?: PaperFilter,
    @Arg('sort', () => PaperSort, { nullable: true, description: 'Default: RELEVANCE.' }) sort?: PaperSort,
    @Arg('first', () => Int, { defaultValue: 10 }) first = 10,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('languages', () => [LanguageEnum], { nullable: true, description: LANGUAGES_DESCRIPTION }) languages?: string[],
  ): Promise<SearchResultConnection> {
    return searchPage(context, { query, first, after: after ?? null, filter: filter ?? null, sort: sort ?? null, languages: languages ?? null });
  }
}
