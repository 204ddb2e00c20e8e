import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import { SEARCH_LANGUAGES, SearchLanguage } from '../../search/bm25-query';
import { searchPapers } from '../../search/paper-search';
import { checkedPageSize, checkedText } from '../arguments';
import type { Context } from '../context';
import { SearchResult } from '../types/operations';
import { Paper } from '../types/paper';

function checkedLanguages(languages: string[] | undefined): SearchLanguage[] | undefined {
  if (languages === undefined) return undefined;
  for (const language of languages) {
    if (!(SEARCH_LANGUAGES as readonly string[]).includes(language)) {
      throw invalidArgument('languages', `unknown language '${language}'; supported: ${SEARCH_LANGUAGES.join(', ')}`);
    }
  }
  return languages as SearchLanguage[];
}

@Resolver()
export class SearchResolver {
  @Query(() => [SearchResult], { description: 'BM25 full-text search over titles and abstracts (Elasticsearch).' })
  async search(
    @Arg('query') query: string,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10 }) first: number,
    @Arg('languages', () => [String], { nullable: true, description: 'Analyzers to search with (en, es, ca); all by default.' })
    languages?: string[],
  ): Promise<SearchResult[]> {
    const text = checkedText('query', query);
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const hits = await searchPapers(context.services.elasticsearch, context.services.paperIndex, {
      text,
      size,
      languages: checkedLanguages(languages),
    });
    const papers = await context.loaders.paper.loadMany(hits.map((h) => h.paperId));
    return hits.flatMap((hit, i) => {
      const paper = papers[i];
      if (paper instanceof Error) throw paper;
      // A hit whose paper left PostgreSQL is a stale projection entry (until the next reindex).
      return paper ? [{ rank: i + 1, score: hit.score, paper: paper as Paper }] : [];
    });
  }
}
