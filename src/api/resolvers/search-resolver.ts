import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { searchPapers } from '../../search';
import { checkedPageSize, checkedText } from '../arguments';
import { checkedLanguages } from '../languages';
import type { Context } from '../context';
import { searchResults } from '../search-results';
import { SearchResult } from '../types/operations';

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
      languages: languages === undefined ? undefined : checkedLanguages('languages', languages),
    });
    return searchResults(context, hits);
  }
}
