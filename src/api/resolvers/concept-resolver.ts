import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { checkedConceptQuery, conceptSearchKey, searchConcepts, ThresholdChoice } from '../../concepts';
import { checkedPageSize } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { decodeConceptCursor, encodeConceptCursor } from '../cursor';
import { conceptEngines } from '../../app';
import { ConceptSearchConnection, ConceptSearchModeEnum, ConceptThresholdScalar } from '../types/concept';
import type { Paper } from '../types/paper';

@Resolver()
export class ConceptResolver {
  @Query(() => ConceptSearchConnection, {
    description:
      'Concept search for portals: short queries such as "cancer", "economia blava", "energía nuclear". Monolingual: papers in the query languages only; cross-lingual: papers in any language. Facets count all hits.',
  })
  async conceptSearch(
    @Arg('query') query: string,
    @Ctx() context: Context,
    @Arg('languages', () => [String], { nullable: true, description: 'The languages the query is written in (en, es, ca); all three by default.' })
    languages?: string[],
    @Arg('crossLingual', { defaultValue: false, description: 'Return papers in any language, not only in the query languages.' }) crossLingual?: boolean,
    @Arg('mode', () => ConceptSearchModeEnum, { defaultValue: ConceptSearchModeEnum.HYBRID }) mode?: ConceptSearchModeEnum,
    @Arg('threshold', () => ConceptThresholdScalar, { nullable: true, description: 'Marks each hit passed or not by its cosine; no threshold by default.' })
    threshold?: ThresholdChoice,
    @Arg('first', () => Int, { defaultValue: 20 }) first?: number,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<ConceptSearchConnection> {
    const { config } = context.services;
    const size = checkedPageSize('first', first!, config.api.maxPageSize);
    const concept = checkedConceptQuery({
      text: query,
      languages: languages ?? null,
      crossLingual: crossLingual!,
      mode: mode!,
      threshold: threshold ?? { kind: 'none' },
      depth: config.concepts.depth,
    });
    const key = conceptSearchKey(concept);
    const afterRank = after === undefined || after === null ? 0 : decodeConceptCursor(after, key);
    const result = await searchConcepts(conceptEngines(context.services), concept);

    const rows = result.hits.slice(afterRank, afterRank + size + 1);
    const papers = await context.loaders.paper.loadMany(rows.map((hit) => hit.paperId));
    const page = connectionPage(
      rows.map((hit, i) => ({ hit, paper: papers[i] })),
      size,
      afterRank > 0,
      ({ hit }) => encodeConceptCursor(key, hit.rank),
      ({ hit, paper }) => {
        if (paper instanceof Error) throw paper;
        return { ...hit, paper: paper as Paper };
      },
    );
    // A hit whose paper left PostgreSQL is a stale projection entry (until the next reindex).
    const edges = page.edges.filter((edge) => edge.node.paper !== null && edge.node.paper !== undefined);
    return {
      edges,
      pageInfo: page.pageInfo,
      totalCount: result.hits.length,
      passedCount: result.passedCount,
      facets: {
        languages: result.facets.languages.map(({ value, count, passed }) => ({ language: value, count, passed })),
        years: result.facets.years.map(({ value, count, passed }) => ({ year: value, count, passed })),
        fieldsOfStudy: result.facets.fieldsOfStudy.map(({ value, count, passed }) => ({ fieldOfStudy: value, count, passed })),
      },
      languages: concept.languages,
      model: result.model,
    };
  }
}
